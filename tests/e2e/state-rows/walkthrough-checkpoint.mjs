// State rows of formula.html for the page pass (../page-pass.mjs, ../states.mjs):
// the worked example's checkpoint (walkthrough/by-hand) worked through,
// which the read-through does not reach (it answers nothing): a wrong step
// with its hint and a step's answer shown on request, a format message,
// then every step right and the checkpoint complete, on the numbers this
// view's reader drew (its seed, read from the page; Node draws the same).
// Checked by axe in both states, and for width.
import { byHandAnswers } from '../../js/by-hand-answers.mjs';
import { checkpoint } from '../../js/course-answers.mjs';
import { byHand, checkStep, waitReady } from '../course.mjs';
import { prefixed } from '../browser.mjs';

export default [
  {
    page: 'formula.html',
    name: 'the worked example’s checkpoint: hints and answers shown, then complete',
    async run(page, { axe, phone }) {
      const name = 'walkthrough/by-hand';
      await waitReady(page, byHand(page, name));
      const attempt = await page.evaluate((id) => ({ seed: globalThis.__attentionMathProgress.seed,
        round: globalThis.__attentionMathProgress.get('attempt', id)?.round ?? 0 }), name);
      const { options } = checkpoint(name, { readerSeed: attempt.seed, round: attempt.round });
      const a = await byHandAnswers({ seed: options.seed, query: options.query });
      const found = [];
      await checkStep(page, name, 0, a.raw.map((x) => x.toFixed(3)));
      await byHand(page, name).getByRole('button', { name: 'Show this step’s answer' }).click();
      await checkStep(page, name, 0, a.z);
      await checkStep(page, name, 1, ['x', 0, 0, 0]);
      found.push(...prefixed('hints and answers shown', await axe('attention-by-hand')));
      await checkStep(page, name, 1, a.s);
      await checkStep(page, name, 2, [...a.e, a.total]);
      await checkStep(page, name, 3, a.weights);
      const last = await checkStep(page, name, 4, a.output);
      if (last.state !== 'is-right') found.push(`the last step is ${last.state}: ${last.text}`);
      found.push(...prefixed('complete', await axe('attention-by-hand')));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > (phone ? 390 : 1280)) found.push(`the page is ${width}px wide with the checkpoint worked`);
      return found;
    },
  },
];
