// <attention-induction-training>: the widget smoke test's row (../widget-smoke.test.mjs).
// Its inputs are a training run: at step 0 (as the smoke test draws it) the
// model module's prepare rebuilds it from the values, scores included, once
// the worker has scored it (data-busy gone).
export default {
  tag: 'attention-induction-training', section: 'trained-heads', step: 'induction-training', busy: 'data-busy',
  bad: { key: 'seed', text: '-1', message: /^The seed can’t be negative.*Still showing 0\./ },
  change: { key: 'seed', text: '1' }, param: 'ind.seed',
};
