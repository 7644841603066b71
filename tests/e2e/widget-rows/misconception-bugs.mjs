// <attention-misconception-bugs>: the widget smoke test's row (../widget-smoke.test.mjs).
// The section's first copy is the online softmax without its rescale (url-key
// mc-bug-online), behind its prediction: the row smokes that bug's figures.
export default {
  tag: 'attention-misconception-bugs', section: 'misconceptions', step: 'misconceptions/bugs',
  bad: { key: 'dK', text: '0', message: /^dk must be at least 1\. Still showing 16\./ },
  change: { key: 'seed', text: '8' }, param: 'mc-bug-online.seed',
};
