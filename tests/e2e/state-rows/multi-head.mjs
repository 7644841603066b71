// State rows of chapter 3 (heads.html: the experiment, the multi-head widget) for the page pass
// (../page-pass.mjs, ../states.mjs).
import { pointAt, prefixed } from '../browser.mjs';
import { pageWider, stickingOut } from '../checks/narrow.mjs';

const drawnHeads = (page, heads) => page.waitForFunction((h) => {
  const w = document.querySelector('attention-multi-head');
  return w.dataset.state === 'ready' && w.drawn?.heads === h && !w.pending;
}, heads);

export default [
  {
    page: 'heads.html',
    // The views the old per-widget test ran axe in; a dark phone differs from both in nothing this state adds.
    views: ['desktop-light', 'desktop-dark', 'phone-light'],
    name: 'twelve heads, the other head counts’ cards and split views parked; stage 3 in numbers open (W_O too), then closed',
    async run(page, { axe, view }) {
      const found = [];
      const widget = page.locator('attention-multi-head');
      await pointAt(page, widget.getByRole('slider', { name: 'Number of heads' })); // reached for: the other counts are drawn ahead
      await widget.getByRole('textbox', { name: 'Heads h' }).fill('12');
      await drawnHeads(page, 12);
      await page.waitForFunction(() => document.querySelectorAll('attention-multi-head [data-part="head-views"] > [aria-hidden="true"]').length === 6, null, { timeout: 20000 });
      found.push(...prefixed('12 heads, the others parked', await axe('attention-multi-head')));
      const room = await page.evaluate(() => {
        const section = document.getElementById('heads-split');
        return { page: document.documentElement.scrollWidth, width: innerWidth, section: section.scrollWidth, inside: section.clientWidth };
      });
      if (room.section > room.inside) found.push(`the section overflows with 12 heads: ${JSON.stringify(room)}`);
      if (room.page > room.width) found.push(`the page scrolls sideways with 12 heads: ${JSON.stringify(room)}`);
      // Closed, stage 3 shows nothing the open state does not (its summary is in both): every rule, once.
      if (view === 'desktop-light') {
        const stage3 = widget.locator('details', { has: page.locator(':scope > summary', { hasText: /The concatenation, WO and the output, in numbers/ }) });
        await stage3.evaluate((d) => { d.open = false; });
        found.push(...prefixed('stage 3 in numbers closed', await axe('attention-multi-head')));
        await stage3.evaluate((d) => { d.open = true; });
      }
      await widget.getByRole('textbox', { name: 'Heads h' }).fill('4');
      await drawnHeads(page, 4);
      await page.mouse.move(0, 0);
      return found;
    },
  },
  {
    page: 'heads.html',
    // Chapter 3's experiment after a reader tries it: another held-out sentence, every seed shown,
    // the wide head's object answers by subject open.
    views: ['desktop-dark', 'phone-light'],
    name: 'the heads experiment on another held-out sentence with every seed of the study and the wide head’s object answers open',
    async run(page, { axe }) {
      const widget = page.locator('attention-heads-experiment');
      await widget.locator('details.figure-more > summary', { hasText: 'Every seed of the study' }).click();
      await widget.locator('details.figure-more > summary', { hasText: 'The wide head’s object answers' }).click();
      await widget.getByRole('combobox', { name: 'Held-out sentence' }).selectOption('Birds near cats bit dogs');
      await page.waitForFunction(() => {
        const w = document.querySelector('attention-heads-experiment');
        return w.dataset.state === 'ready' && w.drawn?.sentence === 'Birds near cats bit dogs';
      });
      const found = [...await axe('attention-heads-experiment'), ...await stickingOut(page, 'multi-head'), ...await pageWider(page)];
      await widget.getByRole('combobox', { name: 'Held-out sentence' }).selectOption('Cats near dogs chased birds');
      return found;
    },
  },
];
