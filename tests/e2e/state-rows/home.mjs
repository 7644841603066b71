// State rows of index.html for the page pass (../page-pass.mjs, ../states.mjs).
import { answerRecall } from '../course.mjs';
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
  {
    page: 'index.html',
    name: 'the review deck answered: one question wrong with its feedback, one right with its next review, a typed one wrong; the progress file saved',
    async run(page, { axe }) {
      await page.evaluate(() => globalThis.__attentionMathProgress.set('step', 'qkv'));
      const prompts = page.locator('[data-review-deck] [data-part="recall-prompt"]');
      await prompts.first().waitFor();
      const answerWith = (k, right) => answerRecall(prompts.nth(k), right);
      await answerWith(0, false);
      await answerWith(1, true);
      // A typed answer's form, answered with a known slip.
      const typed = await prompts.evaluateAll((forms) => forms.findIndex((f) => f.querySelector('input[type="text"]')));
      if (typed < 0) return ['the deck asks no typed question'];
      await answerWith(typed, false);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Save my progress to a file' }).click();
      await download;
      return axe(null);
    },
  },
];
