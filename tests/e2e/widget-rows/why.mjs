// <attention-why>: the widget smoke test's row (../widget-smoke.test.mjs).
// The query is a hidden select behind the token buttons (clicked in
// ../why.test.mjs): a token comes as an attribute here, as from a link.
export default {
  tag: 'attention-why', section: 'walkthrough', step: 'why',
  bad: { key: 'query', text: 'dog', via: 'attribute', message: /^The query token must be one of The, cat, sat, down, not “dog”\. Still showing cat\./ },
  change: { key: 'query', text: 'sat', via: 'attribute' }, param: 'why.q',
};
