// <attention-params>: the widget smoke test's row (../widget-smoke.test.mjs).
export default {
  tag: 'attention-params', section: 'heads-cost', step: 'params',
  // Beside the heads field, with the nearest head counts that divide 768.
  bad: { key: 'heads', text: '7', message: /^h must divide dmodel = 768, so 7 heads cannot share its columns equally\. Try 3, 4, 6 or 8\. Still showing 12\./ },
  change: { key: 'n', text: '2048' }, param: 'cost.n',
};
