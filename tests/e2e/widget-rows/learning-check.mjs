// <attention-learning-check>: the widget smoke test's row (../widget-smoke.test.mjs).
export default {
  tag: 'attention-learning-check', section: 'backward', step: 'learning-check',
  bad: { key: 'heads', text: '4', message: /^The number of heads must be at most 3\. Still showing 2\./ },
  change: { key: 'seed', text: '2' }, param: 'gc.seed',
};
