// <attention-heads-experiment>: the widget smoke test's row (../widget-smoke.test.mjs).
// Its one field is a select: the bad value comes from a link (a pattern-6
// sentence the models trained on, so not offered).
export default {
  tag: 'attention-heads-experiment', section: 'multi-head', step: 'heads-experiment',
  bad: { key: 'sentence', link: 'hx.s=Cats+near+cats+saw+dogs', message: /^The link’s hx\.s was ignored: .*not “Cats near cats saw dogs”/ },
  change: { key: 'sentence', text: 'Birds near cats bit dogs' }, param: 'hx.s',
};
