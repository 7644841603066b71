// The widget smoke test's rows (widget-smoke.test.mjs), one per widget:
//   tag      the element;
//   section  the section of the course it is drawn in (its chapter page);
//   model    its model module (web/elements/<step>/model.js), whose
//            `model(am, inputs)` (and `prepare(am, values)`, if it exports
//            one) Node runs on the values the page drew;
//   bad      a field key, text a reader might type there, and the message
//            that must be said;
//   change   a field key and a good value to type;
//   param    the query parameter that value must appear under.
const model = (step) => new URL(`../../web/elements/${step}/model.js`, import.meta.url).href;

export const WIDGET_ROWS = [
  {
    tag: 'attention-softmax', section: 'softmax', model: model('softmax'),
    bad: { key: 'logits', text: '1, two, 3', message: /“two” in the logits is not a number.*Still showing 2, 1, 0\.1, -1/ },
    change: { key: 'scale', text: '50' }, param: 'softmax.scale',
  },
];
