// <attention-masking>: the widget smoke test's row (../widget-smoke.test.mjs).
// Both fields are switches: a bad value comes as an attribute (or a link).
export default {
  tag: 'attention-masking', section: 'masking', step: 'masking',
  bad: { key: 'causal', text: 'maybe', via: 'attribute', message: /^The causal mask is on or off \(1 or 0\), not “maybe”\. Still showing 1\./ },
  change: { key: 'pad', text: '1' }, param: 'masking.pad',
};
