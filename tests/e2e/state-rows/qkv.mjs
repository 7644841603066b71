// State rows of scores.html for the page pass (../page-pass.mjs, ../states.mjs):
// the first chapter's exercises (qkv, scores, masking) with their verdicts
// shown, which the read-through does not reach (it answers nothing).
import { answerExercise, exercise } from '../course.mjs';

export default [
  {
    page: 'scores.html',
    name: 'the chapter’s exercises with verdicts shown: a hint, an answer shown on request, another hint',
    async run(page, { axe, phone }) {
      await answerExercise(page, 'qkv/k-shape', '10x64');
      await answerExercise(page, 'scores/dot-product', '1');
      await exercise(page, 'scores/dot-product').getByRole('button', { name: 'Show the answer' }).click();
      await answerExercise(page, 'masking/causal-count', '15');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      return [
        ...(width > (phone ? 390 : 1280) ? [`the page is ${width}px wide with the verdicts shown`] : []),
        ...await axe('attention-exercise'),
      ];
    },
  },
];
