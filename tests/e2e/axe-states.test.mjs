// axe-core in every state a reader reaches, not only at load: on the home
// page and every chapter, at 1280 and 390 px, in light and dark,
//   load      the page as it arrives;
//   scrolled  after a scroll through the whole page, with every prediction
//             revealed, every widget drawn and every disclosure open;
//   term      each linked term of the formula map pointed at, then focused
//             (its step, legend entry and shape rows light up);
//   hover     a widget's own highlights: the scores heatmap pointed at and
//             focused from the keyboard (Q's row and Kᵀ's column light up),
//             the query tokens of the first widget pointed at, a heatmap cell
//             with the keyboard focus ring, a button under the pointer.
// A state's violations are listed as "rule: selector (details)", so a
// contrast failure names its colours and ratio.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, VIEWS, axePath, launchBrowser, openPage, pageUrl, renderAllSections, assertPageClean } from './browser.mjs';
import { readThrough } from './states.mjs';

const PAGES = ['index.html', ...CHAPTERS.map((chapter) => chapter.file)];

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

// axe on the whole document, or on one element (a section) when only that
// part of the page changed. Every node of every violation is listed.
async function axe(page, selector = null) {
  if (!(await page.evaluate(() => Boolean(globalThis.axe)))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (which) => {
    const context = which ? document.querySelector(which) : document;
    // preload: false, or axe re-fetches the stylesheets, which file:// refuses.
    const { violations } = await globalThis.axe.run(context, { preload: false });
    return violations.flatMap((v) => v.nodes.map((n) => {
      const data = n.any.find((check) => check.data?.contrastRatio)?.data;
      const detail = data ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : '';
      return `${v.id}: ${n.target.join(' ')}${detail}`;
    }));
  }, selector);
}

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

async function termStates(page) {
  const found = [];
  const terms = page.locator('attention-formula .formula-term');
  const count = await terms.count();
  for (let i = 0; i < count; i += 1) {
    const term = terms.nth(i);
    const step = await term.getAttribute('data-step');
    await pointAt(page, term);
    await page.waitForFunction((s) => document.querySelector('.formula-widget')?.dataset.active === s, step);
    for (const v of await axe(page, 'attention-formula')) found.push(`pointed at ${step}: ${v}`);
    for (const v of await termContrast(term)) found.push(`pointed at ${step}: contrast ${v}`);
    await page.mouse.move(0, 0);
    await term.focus();
    await page.keyboard.press('Shift'); // keyboard modality: :focus-visible
    for (const v of await axe(page, 'attention-formula')) found.push(`focused ${step}: ${v}`);
    for (const v of await termContrast(term)) found.push(`focused ${step}: contrast ${v}`);
    await term.blur();
  }
  return found;
}

async function hoverStates(page) {
  const found = [];
  const record = async (what, scope) => { for (const v of await axe(page, scope)) found.push(`${what}: ${v}`); };
  // The scores heatmap explains the cell under the pointer.
  const scores = page.locator('attention-scores .heatmap__cell');
  if (await scores.count()) {
    for (const at of [0, (await scores.count()) - 1]) {
      await pointAt(page, scores.nth(at));
      await record(`scores cell ${at} pointed at`, '#scores');
    }
    await scores.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await record('scores cell focused', '#scores');
  }
  const tokens = page.locator('attention-why .why-widget__token');
  for (let i = 0; i < await tokens.count(); i += 1) {
    await pointAt(page, tokens.nth(i));
    await record(`why token ${i} pointed at`, '#why');
  }
  // Any heatmap's cell with the keyboard focus ring: the first one outside the scores widget.
  const cell = page.locator('.heatmap__cell[tabindex="0"]');
  const others = await cell.evaluateAll((nodes) => nodes.map((n, i) => (n.closest('attention-scores') ? -1 : i)).filter((i) => i >= 0));
  if (others.length) {
    const target = cell.nth(others[0]);
    const section = await target.evaluate((n) => n.closest('section[id]').id);
    await target.focus();
    await page.keyboard.press('ArrowDown');
    await record('a heatmap cell focused', `#${section}`);
  }
  const button = page.locator('main .button').first();
  if (await button.count()) {
    const section = await button.evaluate((n) => n.closest('section[id]')?.id);
    await pointAt(page, button);
    await record('a button pointed at', section ? `#${section}` : 'main');
  }
  await page.mouse.move(0, 0);
  return found;
}

for (const [mode, options] of VIEWS) {
  for (const file of PAGES) {
    test(`${file}, ${mode}: axe finds nothing at load, after a scroll with everything revealed, with formula terms and widget highlights on`, async () => {
      const page = await openPage(browser, options);
      try {
        await page.goto(pageUrl(file));
        await renderAllSections(page);
        const states = {};
        const took = {};
        const time = async (name, run) => { const start = Date.now(); states[name] = await run(); took[name] = (Date.now() - start) / 1000; };
        await time('load', () => axe(page));
        await time('scrolled', async () => {
          await readThrough(page);
          return axe(page);
        });
        await time('term', () => termStates(page));
        await time('hover', () => hoverStates(page));
        console.log(`# ${file} ${mode}: ${Object.keys(states).map((k) => `${k} ${states[k].length} (${took[k]} s)`).join(', ')}`);
        if (file === 'formula.html') assert.equal(await page.locator('attention-formula .formula-term').count(), 6, 'the six terms of the formula map were lit');
        assert.deepEqual(states, { load: [], scrolled: [], term: [], hover: [] });
        assertPageClean(page);
      } finally {
        await page.closeAll();
      }
    });
  }
}
