// <attention-softmax>: the widget smoke test's row (../widget-smoke.test.mjs).
export default {
  tag: 'attention-softmax', section: 'softmax', step: 'softmax',
  // The chapter's explorer starts on its prediction's scores (06-softmax.html, logits="2, 1, 0, -1").
  bad: { key: 'logits', text: '1, two, 3', message: /“two” in the logits is not a number.*Still showing 2, 1, 0, -1\./ },
  change: { key: 'scale', text: '50' }, param: 'softmax.scale',
};
