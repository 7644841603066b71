// <attention-weighted-sum>: the widget smoke test's row (../widget-smoke.test.mjs).
// Its one field is a select: the bad value comes from a link.
export default {
  tag: 'attention-weighted-sum', section: 'weighted-sum', step: 'weighted-sum',
  bad: { key: 'query', link: 'weighted-sum.q=dog', message: /^The link’s weighted-sum\.q was ignored: .*not “dog”/ },
  change: { key: 'query', text: 'down' }, param: 'weighted-sum.q',
};
