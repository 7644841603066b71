// State rows of scores.html for the page pass (../page-pass.mjs, ../states.mjs).
import { pointAt, prefixed } from '../browser.mjs';

export default [
  {
    page: 'scores.html',
    name: 'the scores heatmap pointed at (first and last cell) and focused from the keyboard (Q’s row and Kᵀ’s column light up)',
    async run(page, { axe }) {
      const found = [];
      const cells = page.locator('attention-scores [data-part="cell"]');
      const count = await cells.count();
      if (!count) return ['no heatmap cell in attention-scores'];
      for (const at of [0, count - 1]) {
        await pointAt(page, cells.nth(at));
        found.push(...prefixed(`cell ${at} pointed at`, await axe('#scores')));
      }
      await cells.nth(0).focus();
      await page.keyboard.press('ArrowRight');
      found.push(...prefixed('a cell focused', await axe('#scores')));
      await page.mouse.move(0, 0);
      return found;
    },
  },
  {
    page: 'scores.html',
    name: 'each query token of the first widget pointed at',
    async run(page, { axe }) {
      const found = [];
      const tokens = page.locator('attention-why .why-widget__token');
      for (let i = 0; i < await tokens.count(); i += 1) {
        await pointAt(page, tokens.nth(i));
        found.push(...prefixed(`token ${i}`, await axe('#why')));
      }
      await page.mouse.move(0, 0);
      return found;
    },
  },
];
