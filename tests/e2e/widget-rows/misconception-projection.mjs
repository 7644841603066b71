// <attention-misconception-projection>: the widget smoke test's row (../widget-smoke.test.mjs).
export default {
  tag: 'attention-misconception-projection', section: 'misconceptions', step: 'misconceptions/projection',
  bad: { key: 'seed', text: 'nine', message: /^“nine” is not a number\. .*Still showing 42\./ },
  change: { key: 'seed', text: '5' }, param: 'mc-proj.seed',
};
