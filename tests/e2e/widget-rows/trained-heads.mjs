// <attention-trained-heads>: the widget smoke test's row (../widget-smoke.test.mjs).
// Its sequence has a box of its own (no field control): typed there by its
// label and sent with Enter.
export default {
  tag: 'attention-trained-heads', section: 'trained-heads', step: 'trained-heads',
  bad: { key: 'sequence', label: 'Sequence (A–L, up to 24)', text: 'DKA3',
         message: /^“3” is not a letter: the tokens are the 12 letters A to L\. Still showing DKAHFBJCDKAHFBJC\./ },
  change: { key: 'sequence', label: 'Sequence (A–L, up to 24)', text: 'abcabc' }, param: 'heads.seq',
};
