// <attention-subject-head>: the widget smoke test's row (../widget-smoke.test.mjs).
// Its one field is a select: the bad value comes from a link (a sentence of
// the toy language that the head trained on, so not offered).
export default {
  tag: 'attention-subject-head', section: 'why', step: 'subject-head',
  bad: { key: 'sentence', link: 'subject.s=The+dog+sat+down', message: /^The link’s subject\.s was ignored: .*not “The dog sat down”/ },
  change: { key: 'sentence', text: 'Down sat a cat' }, param: 'subject.s',
};
