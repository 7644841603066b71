// <attention-misconception-temperature>: the widget smoke test's row (../widget-smoke.test.mjs).
export default {
  tag: 'attention-misconception-temperature', section: 'misconceptions', step: 'misconceptions/temperature',
  bad: { key: 'temperature', text: '30', message: /^The temperature must be at most 20\. Still showing 1\./ },
  change: { key: 'temperature', text: '0.2' }, param: 'mc-temp.t',
};
