// <attention-multi-head>: the widget smoke test's row (../widget-smoke.test.mjs).
export default {
  tag: 'attention-multi-head', section: 'heads-split', step: 'multi-head',
  // The core's refusal, reworded beside the field, d_model with a real subscript.
  bad: { key: 'heads', text: '5', message: /^h must divide dmodel = 24, so 5 heads cannot share its columns equally\. Try 1, 2, 3, 4, 6, 8 or 12\. Still showing 4\./ },
  change: { key: 'seed', text: '7' }, param: 'mh.seed',
};
