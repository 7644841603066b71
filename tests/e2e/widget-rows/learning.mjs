// <attention-learning>: the widget smoke test's row (../widget-smoke.test.mjs).
// Its inputs are a training run, which the model module's prepare trains from
// the drawn values (task, seed, rate, steps): a jump to step 30 is the
// same run.
export default {
  tag: 'attention-learning', section: 'learning', step: 'learning',
  bad: { key: 'rate', text: '7', message: /^The learning rate must be at most 0\.2\. Still showing 0\.02\./ },
  change: { key: 'steps', text: '30' }, param: 'learn.step',
};
