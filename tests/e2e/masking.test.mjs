// Section 5, masking: the causal mask zeroes every weight above the
// diagonal and rows still sum to 1; −1e9 matches −∞; fill 0 leaks weight;
// a fully masked row is NaN for the naive formula and zeros in the core;
// bad link values; axe in both themes and at phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openFigureMore, openSection, assertPageClean, loadCore, axeViolationsIn,
} from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

// The −∞ weights are the widget's figure; the −1e9 and 0 fills and the
// fully masked row sit in its disclosure, opened first where a test reads them.
const FILL = ['−∞', '−1e9', '0'];
const panel = (n) => `#masking .masking-widget__fill[data-fill="${FILL[n]}"]`;
// The full-precision weights of the nth fill panel (0: −∞, 1: −1e9, 2: 0), as a 4×4 array.
async function panelWeights(page, n) {
  if (n > 0) await openFigureMore(page, '#masking');
  return page.$$eval(`${panel(n)} tbody tr`, (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => Number(td.dataset.value))));
}
const maskCells = (page) => page.$$eval('#masking .masking-widget__mask tbody tr',
  (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));

async function coreRun(options) {
  const am = await loadCore();
  const { Q, K, V, n, dK, dV } = am.walkthrough({});
  return am.attention({ Q, K, V, n, dK, dV, ...options });
}

const rowsOf = (flat) => [0, 1, 2, 3].map((i) => Array.from(flat.slice(i * 4, i * 4 + 4)));

const axeViolations = (page) => axeViolationsIn(page, 'masking');

test('causal −∞: every weight above the diagonal is exactly 0, rows sum to 1, and −1e9 gives the same bits', async () => {
  const page = await openSection(browser, 'masking');
  try {
    const weights = await panelWeights(page, 0);
    const core = await coreRun({ causal: true });
    assert.deepEqual(weights, rowsOf(core.weights));
    weights.forEach((row, i) => {
      row.forEach((w, j) => { if (j > i) assert.equal(w, 0, `weight ${i},${j}`); else assert.ok(w > 0); });
      assert.ok(Math.abs(row.reduce((a, b) => a + b) - 1) < 1e-12, `row ${i} sums to 1`);
    });
    assert.deepEqual(await maskCells(page), [['0', '−∞', '−∞', '−∞'], ['0', '0', '−∞', '−∞'], ['0', '0', '0', '−∞'], ['0', '0', '0', '0']]);
    assert.deepEqual(await panelWeights(page, 1), weights, '−1e9 underflows to exactly the same weights');
    assert.match(await page.textContent(`${panel(0)} .masking-widget__verdict`),
      /Row sums: 1\.0000, 1\.0000, 1\.0000, 1\.0000/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('one idea per figure: the mask and the −∞ weights show; the other fills wait, not yet drawn, in a closed disclosure', async () => {
  const page = await openSection(browser, 'masking');
  try {
    assert.deepEqual(await page.$$eval('#masking .masking-widget__fill', (nodes) => nodes.map((n) => n.dataset.fill)), ['−∞']);
    const more = page.locator('#masking details.figure-more');
    assert.equal(await more.count(), 1);
    assert.equal(await more.getAttribute('open'), null);
    assert.equal(await more.locator('.figure-more__body').count(), 0, 'nothing is built until it opens');
    await openFigureMore(page, '#masking');
    assert.deepEqual(await page.$$eval('#masking .masking-widget__fill', (nodes) => nodes.map((n) => n.dataset.fill)), FILL);
    // Drawn as it opens, and kept up to date while open.
    await page.uncheck('#masking input[type=checkbox] >> nth=0');
    await page.waitForURL(/masking\.causal=0/);
    assert.equal(await page.locator(`${panel(2)} td.is-leak`).count(), 0);
  } finally {
    await page.closeAll();
  }
});

test('fill 0 gives hidden keys real weight, flagged as leaks', async () => {
  const page = await openSection(browser, 'masking');
  try {
    const weights = await panelWeights(page, 2);
    const core = await coreRun({ causal: true, maskFill: 0 });
    assert.deepEqual(weights, rowsOf(core.weights));
    for (let i = 0; i < 4; i += 1) for (let j = i + 1; j < 4; j += 1) assert.ok(weights[i][j] > 0.1, `leak at ${i},${j}`);
    assert.equal(await page.locator(`${panel(2)} td.is-leak`).count(), 6);
    assert.equal(await page.locator(`${panel(0)} td.is-leak`).count(), 0);
    assert.match(await page.textContent(`${panel(2)} .masking-widget__verdict`),
      /Hidden keys get real weight: up to 0\.321 \(sat → down\)/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('a fully masked row: NaN from the naive formula, zeros and a fully-masked report from the core', async () => {
  const page = await openSection(browser, 'masking', '?masking.pad=1');
  try {
    await openFigureMore(page, '#masking');
    const rows = await page.$$eval('#masking .masking-widget__empty tbody tr',
      (trs) => trs.map((r) => [...r.children].map((c) => c.textContent)));
    assert.deepEqual(rows.map((r) => r[2]), ['NaN', 'NaN', 'NaN', 'NaN', 'NaN']);
    assert.deepEqual(rows.map((r) => r[3]), ['0.0000', '0.0000', '0.0000', '0.0000', '0.0000']);
    const core = await coreRun({ causal: true, keyPadding: [true, false, false, false] });
    assert.deepEqual(core.fullyMaskedRows, [0]);
    const weights = await panelWeights(page, 0);
    assert.deepEqual(weights, rowsOf(core.weights));
    assert.deepEqual(weights[0], [0, 0, 0, 0]);
    assert.deepEqual((await panelWeights(page, 1))[0], [0.25, 0.25, 0.25, 0.25], '−1e9 spreads the empty row evenly');
    assert.match(await page.textContent('#masking .masking-widget__empty-verdict'), /reports row 0 \(“The”\) as fully masked/);
    assert.equal((await maskCells(page)).flat().filter((c) => c === '−∞').length, 10);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the three fill heatmaps share one colour scale, 0 to 1, so a leaked 0.321 is drawn paler than 1.000', async () => {
  const page = await openSection(browser, 'masking');
  try {
    await openFigureMore(page, '#masking');
    const legends = await page.$$eval('#masking .masking-widget__fill .heatmap__legend',
      (nodes) => nodes.map((n) => [...n.querySelectorAll('.heatmap__legend-label')].map((l) => l.textContent)));
    assert.deepEqual(legends, [['0.000', '1.000'], ['0.000', '1.000'], ['0.000', '1.000']]);
    // The same colour for the same weight across panels; the top leak in "Fill 0" is not as dark as cat → cat under −∞.
    const colour = (n, r, c) => page.$eval(`${panel(n)} td[data-row="${r}"][data-col="${c}"]`,
      (td) => getComputedStyle(td).backgroundColor);
    assert.equal(await colour(0, 3, 3), await colour(1, 3, 3));
    assert.notEqual(await colour(2, 2, 3), await colour(0, 1, 1));
    const corners = await page.$$eval('#masking .heatmap__corner', (nodes) => nodes.map((n) => n.textContent));
    assert.deepEqual(corners, Array(4).fill('query ↓ key →'));
  } finally {
    await page.closeAll();
  }
});

test('reader-facing text has no API names and no caret maths', async () => {
  const page = await openSection(browser, 'masking', '?masking.pad=1');
  try {
    await page.evaluate(() => document.querySelectorAll('#masking details').forEach((d) => { d.open = true; }));
    await openFigureMore(page, '#masking');
    const text = await page.innerText('#masking');
    assert.doesNotMatch(text, /fullyMaskedRows|\^|Our core/);
    assert.match(text, /this course’s choice; the formula gives NaN\), and is reported as fully masked/);
    assert.match(text, /This course chooses\s+to treat\s+that row as “attend to nothing”/);
    assert.match(text, /the formula gives NaN there, and so do\s+many libraries/);
    assert.doesNotMatch(text, /C\+\+ core/, 'the course’s choice, not an implementation detail');
  } finally {
    await page.closeAll();
  }
});

test('switching the causal mask off (an encoder) hides nothing, and the URL records it', async () => {
  const page = await openSection(browser, 'masking');
  try {
    await page.uncheck('#masking input[type=checkbox] >> nth=0');
    await page.waitForURL(/masking\.causal=0/);
    assert.ok((await maskCells(page)).flat().every((c) => c === '0'));
    const core = await coreRun({ causal: false });
    const weights = await panelWeights(page, 0);
    assert.deepEqual(weights, rowsOf(core.weights));
    assert.deepEqual(await panelWeights(page, 2), weights);
    assert.match(await page.textContent('#masking .masking-widget__mask-summary'), /Nothing is hidden/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('a nonsense link value is reported beside its switch and not applied', async () => {
  const page = await openSection(browser, 'masking', '?masking.causal=maybe');
  try {
    assert.match(await page.textContent('#masking .field__message:not([hidden])'), /masking\.causal was ignored/);
    assert.equal(await page.isChecked('#masking input[type=checkbox] >> nth=0'), true);
    assert.equal((await panelWeights(page, 0))[0][1], 0);
  } finally {
    await page.closeAll();
  }
});

test('axe finds nothing in light, dark and at 375px, and the page does not scroll sideways', async () => {
  for (const options of [{}, { colorScheme: 'dark' }, { viewport: { width: 375, height: 800 } }]) {
    const page = await openSection(browser, 'masking', '?masking.pad=1', options);
    try {
      assert.deepEqual(await axeViolations(page), [], JSON.stringify(options));
      await openFigureMore(page, '#masking');
      assert.deepEqual(await axeViolations(page), [], `${JSON.stringify(options)}, the other fills shown`);
      if (options.viewport) assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375));
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  }
});
