// <attention-circuit>: the widget smoke test's row (../widget-smoke.test.mjs).
// Its one field is a switch: the bad value comes as its attribute, as a link
// or a host page would give it.
export default {
  tag: 'attention-circuit', section: 'trained-heads', step: 'circuit',
  bad: { key: 'allPositions', text: 'maybe', via: 'attribute', message: /^Showing every position is on or off \(1 or 0\), not “maybe”\. Still showing 0\./ },
  change: { key: 'allPositions', text: '1' }, param: 'circuit.all',
};
