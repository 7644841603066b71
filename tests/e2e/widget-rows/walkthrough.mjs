// <attention-walkthrough>: the widget smoke test's row (../widget-smoke.test.mjs).
// The embeddings in use are its view state (the last good ones), not a field's.
export default {
  tag: 'attention-walkthrough', section: 'walkthrough', step: 'walkthrough',
  bad: { key: 'dK', text: '1.5', message: /^dk must be a whole number, not 1\.5\. Still showing 3\./ },
  change: { key: 'seed', text: '7' }, param: 'walkthrough.seed',
  inputs: (am, drawn) => ({ ...drawn.values, embeddings: drawn.view.embeddings }),
};
