// <attention-circuit>: the widget smoke test's row (../widget-smoke.test.mjs).
// Its one field is a switch: nothing a reader can mistype.
export default {
  tag: 'attention-circuit', section: 'trained-heads', step: 'circuit',
  change: { key: 'allPositions', text: '1' }, param: 'circuit.all',
};
