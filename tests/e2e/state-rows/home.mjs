// State rows of index.html for the page pass (../page-pass.mjs, ../states.mjs).
export default [
  {
    page: 'index.html',
    name: 'a reader part way through: steps read, a checkpoint passed, one passed with help, a chapter finished',
    async run(page, { axe }) {
      await page.evaluate((sections) => {
        const store = globalThis.__attentionMathProgress;
        for (const id of sections) store.set('step', id);
        store.set('step', 'why');
        store.set('checkpoint', 'formula/shapes', { solved: true, help: false });
        store.set('checkpoint', 'softmax/numerics', { solved: true, help: true });
      }, ['softmax', 'weighted-sum', 'formula', 'walkthrough']);
      const resume = await page.textContent('[data-resume]');
      return [
        ...(resume === 'Continue with chapter 1: Queries, keys, values' ? [] : [`the resume link says “${resume}”`]),
        ...await axe(null),
      ];
    },
  },
];
