// State rows of review.html for the page pass (../page-pass.mjs, ../states.mjs).
import { prefixed } from '../browser.mjs';
import { atWidth, pageWider, stickingOut } from '../checks/narrow.mjs';

// The gallery of all seven bugs (the two spot-the-bug copies above it have url-keys of their own).
const GALLERY = 'attention-misconception-bugs[url-key="mc-bug"]';

export default [
  {
    page: 'review.html',
    // The views of its old test: light and dark at 1280 px, light at a phone's width (and at 375 px).
    views: ['desktop-light', 'desktop-dark', 'phone-light'],
    name: 'the bugs demo showing scaling after softmax (its extra column); on a phone also at 375 px',
    async run(page, { axe, phone }) {
      const bugs = page.locator(GALLERY);
      await bugs.getByRole('combobox', { name: 'Bug' }).selectOption('scale-after-softmax');
      await page.waitForFunction((gallery) => {
        const widget = document.querySelector(gallery);
        return widget.dataset.state === 'ready' && widget.drawn?.bug === 'scale-after-softmax';
      }, GALLERY);
      const found = [...await axe(GALLERY), ...await stickingOut(page, 'misconceptions'), ...await pageWider(page)];
      if (phone) found.push(...prefixed('at 375 px', await atWidth(page, 375, async () => [...await stickingOut(page, 'misconceptions'), ...await pageWider(page)])));
      return found;
    },
  },
  {
    page: 'review.html',
    // The missing transpose: a text column, and the buggy panel labelled by pieces.
    views: ['desktop-dark', 'phone-light'],
    name: 'the bugs demo showing the missing transpose (its text column, the buggy head’s rows as pieces of one token)',
    async run(page, { axe }) {
      const bugs = page.locator(GALLERY);
      await bugs.getByRole('combobox', { name: 'Bug' }).selectOption('missing-transpose');
      await page.waitForFunction((gallery) => {
        const widget = document.querySelector(gallery);
        return widget.dataset.state === 'ready' && widget.drawn?.bug === 'missing-transpose';
      }, GALLERY);
      return [...await axe(GALLERY), ...await stickingOut(page, 'misconceptions'), ...await pageWider(page)];
    },
  },
];
