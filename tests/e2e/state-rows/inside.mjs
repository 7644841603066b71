// State rows of inside.html for the page pass (../page-pass.mjs, ../states.mjs):
// the states of its widgets the read-through does not reach, each checked
// by axe where it is, and for fit (on a phone at 375 px too).
import { prefixed } from '../browser.mjs';
import { atWidth, pageWider } from '../checks/narrow.mjs';

export default [
  {
    page: 'inside.html',
    // One state for three elements, so that one axe run (most of its time is the page, whatever the scope) sees them all.
    name: 'the online softmax after a Step, the gradient check at ε = 1e-12 (its verdict says they disagree), the merge checkpoint with a wrong first step; on a phone also at 375 px',
    async run(page, { axe, phone }) {
      const found = [];
      await page.locator('attention-online-softmax').getByRole('button', { name: /^Step/ }).click();
      await page.locator('attention-learning-check').getByRole('combobox', { name: /step ε/ }).selectOption('1e-12');
      const merge = page.locator('attention-by-hand[name="online-softmax/merge"]');
      await merge.getByRole('textbox', { name: 'm', exact: true }).fill('-99');
      await merge.getByRole('button', { name: 'Check step 1' }).click();
      await page.waitForFunction(() => document.querySelector('attention-online-softmax').viewState().position === 0
        && document.querySelector('attention-learning-check').dataset.state === 'ready');
      const verdict = await merge.locator('[data-part="verdict"]').first().textContent();
      if (!/^✗?\s*Not yet/.test(verdict.trim())) found.push(`the checkpoint's first step says “${verdict}”`);
      found.push(...await axe('attention-online-softmax, attention-learning-check, attention-by-hand'), ...await pageWider(page));
      if (phone) found.push(...prefixed('at 375 px', await atWidth(page, 375, () => pageWider(page))));
      return found;
    },
  },
];
