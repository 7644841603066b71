// <attention-misconception-similarity>: the widget smoke test's row (../widget-smoke.test.mjs).
export default {
  tag: 'attention-misconception-similarity', section: 'misconceptions', step: 'misconceptions/similarity',
  bad: { key: 'seed', text: '-1', message: /^The seed can’t be negative.*Still showing 14\./ },
  change: { key: 'seed', text: '3' }, param: 'mc-sim.seed',
};
