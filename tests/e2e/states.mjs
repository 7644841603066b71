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
import { revealPredictions } from './browser.mjs';

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

// ---- helpers for the rows ----

// Points at `locator`, scrolled to the middle of the screen first, so the
// sticky header and step map never sit on top of it.
async function pointAt(page, locator) {
  await locator.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await locator.hover();
}

// axe leaves text of one character out of its contrast check ("too short to
// determine"), and a formula term is often one letter (V, M): inside the
// lit term every piece of text is measured here too, WCAG's ratio of its
// colour to the term's background (a solid colour, composited on the page's).
function termContrast(term) {
  return term.evaluate((node) => {
    const rgba = (colour) => colour.match(/[\d.]+/g).map(Number).concat(1).slice(0, 4);
    const on = (top, under) => top.slice(0, 3).map((c, i) => c * top[3] + under[i] * (1 - top[3]));
    const luminance = (rgb) => {
      const [r, g, b] = rgb.map((c) => { const v = c / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let background = [255, 255, 255];
    const layers = [];
    for (let n = node; n; n = n.parentElement) layers.unshift(rgba(getComputedStyle(n).backgroundColor));
    for (const layer of layers) background = on(layer, background);
    const low = [];
    for (const text of node.querySelectorAll('.katex-html *')) {
      if (![...text.childNodes].some((child) => child.nodeType === 3 && child.textContent.trim())) continue;
      const colour = on(rgba(getComputedStyle(text).color), background);
      const [a, b] = [luminance(colour), luminance(background)].sort((x, y) => y - x);
      const ratio = (a + 0.05) / (b + 0.05);
      if (ratio < 4.5) low.push(`“${text.textContent}” ${getComputedStyle(text).color} on rgb(${background.map(Math.round)}), ${ratio.toFixed(2)}:1`);
    }
    return low;
  });
}

const prefixed = (what, lines) => lines.map((line) => `${what}: ${line}`);

// ---- the state table ----

const ROWS = [
  {
    page: 'formula.html',
    name: 'each term of the formula map pointed at, then focused (its step, legend entry and shape rows light up)',
    async run(page, { axe }) {
      const found = [];
      const terms = page.locator('attention-formula .formula-term');
      const count = await terms.count();
      if (count !== 6) found.push(`${count} terms in the formula map, not 6`);
      for (let i = 0; i < count; i += 1) {
        const term = terms.nth(i);
        const step = await term.getAttribute('data-step');
        await pointAt(page, term);
        await page.waitForFunction((s) => document.querySelector('.formula-widget')?.dataset.active === s, step);
        found.push(...prefixed(`pointed at ${step}`, [...await axe('attention-formula'), ...await termContrast(term)]));
        await page.mouse.move(0, 0);
        await term.focus();
        await page.keyboard.press('Shift'); // keyboard modality: :focus-visible
        found.push(...prefixed(`focused ${step}`, [...await axe('attention-formula'), ...await termContrast(term)]));
        await term.blur();
      }
      return found;
    },
  },
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
  {
    page: 'index.html',
    name: 'a reader part way through: steps read, a checkpoint passed, a chapter finished',
    async run(page, { axe }) {
      await page.evaluate((sections) => {
        const store = globalThis.__attentionMathProgress;
        for (const id of sections) store.set('step', id);
        store.set('step', 'why');
        store.set('checkpoint', 'softmax/numerics', true);
      }, ['softmax', 'weighted-sum', 'formula', 'walkthrough']);
      const resume = await page.textContent('[data-resume]');
      return [
        ...(resume === 'Continue with chapter 1: Queries, keys, values' ? [] : [`the resume link says “${resume}”`]),
        ...await axe(null),
      ];
    },
  },
];

// The rows for one page in one view.
export function stateRowsFor(file, view) {
  return ROWS.filter((row) => (row.page === file || (row.page === '*' && file !== 'index.html'))
    && (!row.views || row.views.includes(view)));
}

