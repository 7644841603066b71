// A field spec with the defaults most fields share: plain data, so a
// widget's model module (web/elements/<step>/model.js) can declare its
// fields and Node tests can parse values the way the page does.
export function field(spec) {
  return { subject: spec.label, caption: spec.label, kind: 'integer', step: 1, ...spec };
}
