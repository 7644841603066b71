// State rows of formula.html for the page pass (../page-pass.mjs, ../states.mjs):
// the weighted-sum exercise with a format message shown, which the
// read-through does not reach (it answers nothing).
import { answerExercise } from '../course.mjs';

export default [
  {
    page: 'formula.html',
    name: 'the weighted-sum exercise with a format message shown',
    async run(page, { axe, phone }) {
      await answerExercise(page, 'weighted-sum/mix', 'oops');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      return [
        ...(width > (phone ? 390 : 1280) ? [`the page is ${width}px wide with the message shown`] : []),
        ...await axe('attention-exercise'),
      ];
    },
  },
];
