// <attention-online-softmax>: the widget smoke test's row (../widget-smoke.test.mjs).
export default {
  tag: 'attention-online-softmax', section: 'online-softmax', step: 'online-softmax',
  bad: { key: 'chunk', text: '0', message: /^The chunk size must be at least 1\. Still showing 3\./ },
  change: { key: 'seed', text: '9' }, param: 'online.seed',
};
