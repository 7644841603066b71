// States a reader reaches, for the page pass (page-pass.mjs): the read-through
// that every whole-page check runs on, and the state table, rows of states
// that belong to one section or widget, each entered on the page the pass has
// already loaded and read through, and checked by axe where it is.
//
// A row: { page, name, views?, run(page, context) → problem lines }, where
// context is { view, dark, phone, axe(scope) } and axe runs the view's rules
// (every rule in light, contrast in dark) on the elements `scope` matches.
// `views` limits the row to some of the four views (default: all). A row
// leaves the page as a reader could have it (the next row starts from there).
import { readdirSync } from 'node:fs';
import { pointAt, prefixed, revealPredictions } from './browser.mjs';

// Every <details> open (a widget's secondary tables, W_O), inside widgets'
// shadow roots too; a widget that draws a disclosure's content only once it
// opens does so on its toggle event.
export async function openDisclosures(page) {
  await page.evaluate(() => {
    const open = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.localName === 'details') node.open = true;
        if (node.shadowRoot) open(node.shadowRoot);
      }
    };
    open(document);
  });
}

// Every widget on the page has drawn (or said why not).
export function widgetsDrawn(page, timeout = 60000) {
  return page.waitForFunction(() => [...document.querySelectorAll('[data-state]')]
    .every((w) => ['ready', 'error'].includes(w.dataset.state)), null, { timeout });
}

// The page as a reader has it after working through it: every prediction
// revealed, every widget drawn, every disclosure open, nothing still
// computing, and two frames for the figures' resize observers to have run.
// Without scrolling: `beforeprint` is the page's own "everything, now" (the
// widgets waiting to come near the screen draw, and every formula gets its
// face: web/lib/widget/near-viewport.js, web/page/lazy-math.js). Drawing
// as the reader scrolls is the step map's test (navigation.mjs).
export async function readThrough(page) {
  await revealPredictions(page);
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await widgetsDrawn(page);
  await openDisclosures(page);
  await widgetsDrawn(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

// Scrolls to the bottom as a reader would, with the wheel, until the page
// stops growing beneath (widgets draw as they come near and change height):
// for the tests where scrolling is the point (the step map follows real
// scroll events; reading is scrolling through a step).
export async function scrollThrough(page) {
  for (let turns = 0; turns < 400; turns += 1) {
    const { y, bottom, height } = await page.evaluate(() => ({
      y: scrollY, bottom: document.documentElement.scrollHeight - innerHeight, height: innerHeight,
    }));
    if (y >= bottom - 1) {
      await page.waitForTimeout(250);
      const still = await page.evaluate(() => scrollY >= document.documentElement.scrollHeight - innerHeight - 1);
      if (still) return;
    }
    await page.mouse.wheel(0, Math.round(height * 0.8));
    await page.waitForTimeout(40);
  }
  throw new Error('never reached the bottom of the page');
}

// ---- the state table ----

// Rows that every chapter has; each section's own rows are in state-rows/,
// one module per page or section (a default export: an array of rows).
const GENERAL = [
  {
  page: '*',
      name: 'a heatmap cell (outside the scores widget) with the keyboard focus ring, and a button under the pointer',
      async run(page, { axe }) {
        const found = [];
        const cell = page.locator('[data-part="cell"][tabindex="0"]');
        const others = await cell.evaluateAll((nodes) => nodes.map((n, i) => (n.closest('attention-scores') ? -1 : i)).filter((i) => i >= 0));
        if (others.length) {
          const target = cell.nth(others[0]);
          const section = await target.evaluate((n) => n.closest('section[id]').id);
          await target.focus();
          await page.keyboard.press('ArrowDown');
          found.push(...prefixed('a heatmap cell focused', await axe(`#${section}`)));
        }
        const button = page.locator('main .button').first();
        if (await button.count()) {
          const section = await button.evaluate((n) => n.closest('section[id]')?.id);
          await pointAt(page, button);
          found.push(...prefixed('a button pointed at', await axe(section ? `#${section}` : 'main')));
        }
        await page.mouse.move(0, 0);
        return found;
      },
    },
];

const rowsDir = new URL('./state-rows/', import.meta.url);
const ROWS = [...GENERAL, ...(await Promise.all(readdirSync(rowsDir).filter((f) => f.endsWith('.mjs')).sort()
  .map(async (file) => (await import(new URL(file, rowsDir))).default))).flat()];

// The rows for one page in one view.
export function stateRowsFor(file, view) {
  return ROWS.filter((row) => (row.page === file || (row.page === '*' && file !== 'index.html'))
    && (!row.views || row.views.includes(view)));
}

