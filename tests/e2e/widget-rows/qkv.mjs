// <attention-qkv>: the widget smoke test's row (../widget-smoke.test.mjs).
export default {
  tag: 'attention-qkv', section: 'qkv', step: 'qkv',
  bad: { key: 'dK', text: '12', message: /^The query\/key width must be at most 8\. Still showing 3\./ },
  change: { key: 'dK', text: '2' }, param: 'qkv.dk',
};
