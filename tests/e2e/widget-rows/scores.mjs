// <attention-scores>: the widget smoke test's row (../widget-smoke.test.mjs).
export default {
  tag: 'attention-scores', section: 'scores', step: 'scores',
  bad: { key: 'dK', text: '9', message: /^The query\/key width must be at most 8\. Still showing 3\./ },
  change: { key: 'seed', text: '7' }, param: 'scores.seed',
};
