// Phone first: at 390 px, on the home page and every chapter, in light and
// dark, with every prediction revealed and every widget drawn,
//   - no display equation, table or scrolling box is wider than the screen,
//     and nothing is cut off inside a box that scrolls sideways; the one
//     exception is a heatmap too wide for any phone (24 columns of numbers),
//     which must then say so (its visible scroll cue) and be a Tab stop, and
//     a program listing (the worked example's Python and its printout), whose
//     lines are not broken: it scrolls, and is a Tab stop;
//   - every number a reader sees (table and matrix cells, chart labels,
//     legends) is set at 12 px or more, SVG text counted at its drawn size
//     (typeset maths, whose scripts are smaller by design, is not counted);
//   - a formula or table box is a Tab stop exactly when it scrolls, and that
//     follows the width: narrowed until a formula scrolls, it becomes one,
//     widened again, it stops being one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, launchBrowser, openPage, pageUrl, renderAllSections, drawAllWidgets, assertPageClean, openFigureMore } from './browser.mjs';
import { widgetsDrawn } from './chapter.mjs';
import { readThrough } from './states.mjs';

const PAGES = ['index.html', ...CHAPTERS.map((chapter) => chapter.file)];
const PHONE = { width: 390, height: 844 };

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

async function openDrawn(file, colorScheme) {
  const page = await openPage(browser, { viewport: PHONE, colorScheme });
  await page.goto(pageUrl(file));
  await renderAllSections(page);
  await readThrough(page);
  return page;
}

// Everything the phone check looks at, measured in the page (shadow roots
// included): {overflow: […], small: […], tabStops: […], cues: […], counts}.
function measure(page) {
  return page.evaluate(() => {
    const all = (root = document) => {
      const found = [...root.querySelectorAll('*')];
      for (const node of found) if (node.shadowRoot) found.push(...all(node.shadowRoot));
      return found;
    };
    const nodes = all();
    const width = document.documentElement.clientWidth;
    const name = (node) => {
      const where = node.closest('section[id]')?.id ?? node.getRootNode().host?.closest('section[id]')?.id ?? 'page';
      const label = (node.getAttribute('aria-label') ?? node.querySelector?.('caption')?.textContent ?? node.textContent)
        .replace(/\s+/g, ' ').trim().slice(0, 50);
      return `${where}: ${node.localName}.${[...node.classList].join('.')} “${label}”`;
    };
    // Seen: not hidden, and not a box kept for screen readers only (1 px, clipped).
    const shown = (node) => {
      if (!node.checkVisibility({ visibilityProperty: true }) || node.closest('.visually-hidden')) return false;
      const box = node.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const scrolls = (node) => node.scrollWidth > node.clientWidth + 1;
    // A heatmap that cannot fit says so: its scroll hint is shown.
    const cued = (node) => {
      const heatmap = node.closest('.heatmap');
      const hint = heatmap?.querySelector(':scope > .heatmap__scroll-hint');
      return Boolean(heatmap && node.classList.contains('heatmap__scroller') && hint && shown(hint) && node.tabIndex === 0);
    };
    const overflow = [];
    const cues = [];
    const counts = { equations: 0, tables: 0, equationsOver: 0, tablesOver: 0 };
    for (const node of nodes) {
      if (!shown(node)) continue;
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      const isEquation = node.classList.contains('katex-display');
      const isTable = node.localName === 'table';
      const isScroller = style.overflowX !== 'visible' && style.overflowX !== 'clip' && !node.closest('.katex');
      if (!isEquation && !isTable && !isScroller) continue;
      // A table inside a scrolling box that is cut off counts once, at the box.
      const outside = box.right > width + 0.5 || box.left < -0.5;
      const clipped = isScroller && scrolls(node);
      const equation = isEquation || node.querySelector(':scope > .katex-display');
      if (isEquation) counts.equations += 1;
      if (isTable) counts.tables += 1;
      if (!outside && !clipped) continue;
      if (node.localName === 'pre') {
        if (node.tabIndex !== 0) overflow.push(`${name(node)}: a listing that scrolls but is no Tab stop`);
        continue;
      }
      if (cued(node) || (isTable && node.closest('.heatmap__scroller') && cued(node.closest('.heatmap__scroller')))) {
        if (!isTable) cues.push(name(node));
        continue;
      }
      if (equation) counts.equationsOver += 1;
      if (isTable) counts.tablesOver += 1;
      overflow.push(`${name(node)} ${equation ? 'equation' : isTable ? 'table' : 'box'}: right ${Math.round(box.right)} of ${width}, scrollWidth ${node.scrollWidth} > clientWidth ${node.clientWidth}`);
    }
    // Numbers: text with a digit, outside typeset maths, at its drawn size.
    const small = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts = [];
    while (walker.nextNode()) texts.push(walker.currentNode);
    for (const host of nodes) {
      if (!host.shadowRoot) continue;
      const inner = document.createTreeWalker(host.shadowRoot, NodeFilter.SHOW_TEXT);
      while (inner.nextNode()) texts.push(inner.currentNode);
    }
    for (const text of texts) {
      const parent = text.parentElement;
      if (!/\d/.test(text.textContent) || !parent || parent.closest('.katex, script, style, title') || !shown(parent)) continue;
      let size = parseFloat(getComputedStyle(parent).fontSize);
      if (parent instanceof SVGElement) {
        const matrix = parent.getScreenCTM();
        if (matrix) size *= Math.hypot(matrix.a, matrix.b);
      }
      if (size < 11.95) small.add(`${name(parent)} “${text.textContent.trim().slice(0, 20)}” at ${size.toFixed(1)}px`);
    }
    // Tab stops: a box that can scroll is one exactly when it scrolls (down
    // too, where a widget limits a long table's height).
    const tabStops = [];
    const scrollsAnyWay = (node) => scrolls(node)
      || (node.scrollHeight > node.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(node).overflowY));
    for (const node of nodes) {
      const candidate = node.matches('.math-scroll, .data-table__scroller, .heatmap__scroller, [role="group"][tabindex]');
      if (!candidate || !shown(node)) continue;
      const stop = node.getAttribute('tabindex') === '0';
      if (stop !== scrollsAnyWay(node)) tabStops.push(`${name(node)}: ${stop ? 'a Tab stop that does not scroll' : 'scrolls but is no Tab stop'}`);
    }
    const pageWidth = document.documentElement.scrollWidth;
    return { overflow, small: [...small], tabStops, cues, counts, pageWidth, width };
  });
}

for (const colorScheme of ['light', 'dark']) {
  for (const file of PAGES) {
    test(`${file}, 390 px ${colorScheme}: every equation and table fits, numbers are at least 12 px, only scrolling boxes are Tab stops`, async () => {
      const page = await openDrawn(file, colorScheme);
      try {
        const result = await measure(page);
        const { counts } = result;
        console.log(`# ${file} ${colorScheme}: ${counts.equationsOver} of ${counts.equations} equations and ${counts.tablesOver} of ${counts.tables} tables overflow; ${result.overflow.length} boxes in all; cued heatmaps: ${result.cues.length}`);
        assert.ok(result.pageWidth <= result.width, `the page is ${result.pageWidth}px wide`);
        const report = (title, list) => (list.length ? [`${title}:`, ...list.map((line) => `  ${line}`)] : []);
        const problems = [
          ...report('wider than the screen or cut off in a scrolling box', result.overflow),
          ...report('numbers under 12 px', result.small),
          ...report('Tab stops where boxes do not scroll, or none where they do', result.tabStops),
        ];
        assert.ok(problems.length === 0, problems.join('\n'));
        assertPageClean(page);
      } finally {
        await page.closeAll();
      }
    });
  }
}

test('a formula box becomes a Tab stop when the page narrows until it scrolls, and stops being one when it widens again', async () => {
  const page = await openPage(browser, { viewport: PHONE });
  try {
    await page.goto(`${pageUrl('further.html')}#learning`);
    const boxes = page.locator('#learning .math-scroll');
    const stops = () => boxes.evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('tabindex'), n.scrollWidth > n.clientWidth + 1]));
    const allFit = async () => (await stops()).every(([tabindex, scrolls]) => !scrolls && tabindex === null);
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.ok(await allFit(), `at 390 px every formula fits and none is a Tab stop: ${JSON.stringify(await stops())}`);
    await page.setViewportSize({ width: 220, height: 844 });
    await page.waitForFunction(() => [...document.querySelectorAll('#learning .math-scroll')]
      .some((n) => n.scrollWidth > n.clientWidth + 1 && n.getAttribute('tabindex') === '0'));
    for (const [tabindex, scrolls] of await stops()) assert.equal(tabindex === '0', scrolls, 'at 220 px, a Tab stop exactly when it scrolls');
    await page.setViewportSize(PHONE);
    await page.waitForFunction(() => [...document.querySelectorAll('#learning .math-scroll')].every((n) => n.getAttribute('tabindex') === null));
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('on a phone a wide table becomes cards that keep its comparison on one line, and rows again on a wide screen; softmax keeps stable beside naive', async () => {
  const page = await openPage(browser, { viewport: PHONE });
  try {
    // The scaling step is in chapter 1, softmax in chapter 2.
    await page.goto(`${pageUrl('scores.html')}#scaling`);
    await renderAllSections(page);
    await drawAllWidgets(page);
    await widgetsDrawn(page);
    await openFigureMore(page, '#scaling'); // the saturation table is built when its disclosure opens
    const saturation = page.locator('.scaling-widget__saturation-table');
    await page.waitForFunction(() => document.querySelector('.scaling-widget__saturation-table').classList.contains('is-stacked'));
    // In each card, each metric's unscaled cell sits on the line of its scaled cell, to its left.
    const pairs = await saturation.locator('tbody tr').evaluateAll((rows) => rows.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.getBoundingClientRect());
      return [0, 2, 4].map((i) => [Math.round(cells[i].top - cells[i + 1].top), cells[i].right <= cells[i + 1].left]);
    }));
    assert.ok(pairs.length >= 8, `${pairs.length} cards`);
    for (const card of pairs) assert.deepEqual(card, [[0, true], [0, true], [0, true]]);
    assert.deepEqual(await saturation.locator('tbody tr').first().locator('.data-table__label').allTextContents(),
      ['dk', 'largest w, unscaled', 'largest w, scaled', 'entropy, unscaled', 'entropy, scaled', 'gradient, unscaled', 'gradient, scaled']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForFunction(() => !document.querySelector('.scaling-widget__saturation-table').classList.contains('is-stacked'));
    assert.equal(await saturation.locator('.data-table__label').count(), 0, 'no card labels in rows');
    await page.setViewportSize(PHONE);
    await page.waitForFunction(() => document.querySelector('.scaling-widget__saturation-table').classList.contains('is-stacked'));
    assertPageClean(page);
    // The softmax table stays a table: the stable column beside the naive one, on screen.
    await page.goto(`${pageUrl('formula.html')}#softmax`);
    await renderAllSections(page);
    await drawAllWidgets(page);
    await widgetsDrawn(page);
    const softmax = await page.locator('attention-softmax .data-table').evaluate((wrapper) => {
      const heads = [...wrapper.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
      return { stacked: wrapper.classList.contains('is-stacked'), right: Math.max(...heads.map((b) => b.right)), tops: new Set(heads.map((b) => Math.round(b.top))).size };
    });
    assert.deepEqual(softmax, { stacked: false, right: softmax.right, tops: 1 });
    assert.ok(softmax.right <= PHONE.width, `the stable column ends at ${softmax.right}px`);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});
