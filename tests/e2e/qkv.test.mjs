// Section 2, qkv: live shapes, Q/K/V grids (in the widget's disclosure)
// against the core, the "use X directly" switch (on the scores it changes) (exactly symmetric X·Xᵀ with the diagonal on top), bad
// input, accessibility.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openFigureMore, openSection, assertPageClean, loadCore, axeViolationsIn, visibleText,
} from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const SENTENCE = ['The', 'cat', 'sat', 'down', 'on', 'the', 'warm', 'mat'];
const shapeLines = (page) => page.$$eval('#qkv .qkv-widget__shapes li', (lis) => lis.map((li) => li.textContent));
const input = (page, n) => page.locator('#qkv input[type=text]').nth(n); // n, d_model, d_k, d_v
const fixed = (x, d = 2) => x.toFixed(d).replace('-', '−');

// The heatmap's cells carry the core's doubles in data-value (String(x) round-trips exactly).
async function scoreMatrix(page) {
  const cells = await page.$$eval('#qkv .heatmap td[data-row]', (tds) => tds.map((td) => [+td.dataset.row, +td.dataset.col, Number(td.dataset.value)]));
  const n = Math.sqrt(cells.length);
  const S = Array.from({ length: n }, () => new Array(n));
  for (const [r, c, v] of cells) S[r][c] = v;
  return S;
}

// The grids sit in the widget's "matrices in numbers" disclosure.
async function gridValues(page, name) {
  await openFigureMore(page, '#qkv');
  return page.$$eval('#qkv .matrix-grid', (grids, wanted) => {
    const grid = grids.find((g) => g.querySelector('.matrix-grid__name').textContent === wanted);
    return [...grid.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
  }, name);
}

test('the shape labels and the Q, K, V grids follow the sliders (n=5, d_model=7, d_k=2)', async () => {
  const page = await openSection(browser, 'qkv');
  try {
    assert.deepEqual(await shapeLines(page), ['X (4, 6) · WQ (6, 3) → Q (4, 3)', 'X (4, 6) · WK (6, 3) → K (4, 3)',
      'X (4, 6) · WV (6, 3) → V (4, 3)', 'Q (4, 3) · Kᵀ (3, 4) → Q·Kᵀ (4, 4)']);
    await input(page, 0).fill('5');
    await input(page, 1).fill('7');
    await input(page, 2).fill('2');
    await page.waitForURL(/qkv\.dk=2/);
    assert.deepEqual(await shapeLines(page), ['X (5, 7) · WQ (7, 2) → Q (5, 2)', 'X (5, 7) · WK (7, 2) → K (5, 2)',
      'X (5, 7) · WV (7, 3) → V (5, 3)', 'Q (5, 2) · Kᵀ (2, 5) → Q·Kᵀ (5, 5)']);
    const am = await loadCore();
    const X = am.rand(7, 5, 7);
    const example = am.walkthrough({ seed: 42, dK: 2, dV: 3, X, dModel: 7, tokens: SENTENCE.slice(0, 5) });
    for (const [name, cols] of [['X', 7], ['Q', 2], ['K', 2], ['V', 3]]) {
      const grid = await gridValues(page, name);
      const expected = Array.from({ length: 5 }, (_, r) => Array.from(example[name].slice(r * cols, (r + 1) * cols), (x) => fixed(x)));
      assert.deepEqual(grid, expected, `grid ${name}`);
    }
    const { rawScores } = am.attention({ Q: example.Q, K: example.K, V: example.V, n: 5, dK: 2, dV: 3 });
    assert.deepEqual((await scoreMatrix(page)).flat(), Array.from(rawScores));
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the default X is the worked example’s, so Q is the worked example’s Q', async () => {
  const page = await openSection(browser, 'qkv');
  try {
    const am = await loadCore();
    const example = am.walkthrough({});
    assert.deepEqual((await gridValues(page, 'X')).flat(), Array.from(example.X, (x) => fixed(x)));
    assert.deepEqual((await gridValues(page, 'Q')).flat(), Array.from(example.Q, (x) => fixed(x)));
  } finally {
    await page.closeAll();
  }
});

test('“use X directly” makes the scores exactly symmetric with the diagonal on top; projections break both', async () => {
  const page = await openSection(browser, 'qkv');
  try {
    const projected = await scoreMatrix(page);
    assert.ok(projected.some((row, i) => row.some((v, j) => v !== projected[j][i])), 'Q·Kᵀ is not symmetric');
    assert.equal(await page.getAttribute('#qkv [data-symmetric]', 'data-symmetric'), 'false');
    assert.match(await page.textContent('#qkv .qkv-widget__verdicts'), /In 1 of 4 rows the token’s own key gets the top score/);
    assert.equal(await page.$('#qkv [data-self-weight]'), null, 'the self-weight line belongs to Q = K = V = X only');
    await page.check('#qkv input[type=checkbox]');
    await page.waitForURL(/qkv\.direct=1/);
    const S = await scoreMatrix(page);
    const am = await loadCore();
    const { X } = am.walkthrough({});
    assert.deepEqual(S.flat(), Array.from(am.attention({ Q: X, K: X, V: X, n: 4, dK: 6, dV: 6 }).rawScores));
    S.forEach((row, i) => row.forEach((v, j) => assert.equal(v, S[j][i], `S[${i}][${j}] vs S[${j}][${i}]`)));
    S.forEach((row, i) => assert.equal(Math.max(...row), row[i], `row ${i}: the diagonal is the maximum`));
    assert.equal(await page.getAttribute('#qkv [data-symmetric]', 'data-symmetric'), 'true');
    assert.match(await page.textContent('#qkv .qkv-widget__verdicts'),
      /Symmetric: Sij = Sji exactly, in all 6 pairs.*In 4 of 4 rows the token’s own key gets the top score/s);
    // The largest score is not most of the weight: the diagonal of the core's softmax weights (scaled by √6).
    const { weights } = am.attention({ Q: X, K: X, V: X, n: 4, dK: 6, dV: 6 });
    const own = [0, 1, 2, 3].map((i) => weights[i * 4 + i]);
    assert.ok(Math.max(...own) < 0.5, 'in the toy example no token keeps half its attention');
    assert.equal(await page.getAttribute('#qkv [data-self-weight]', 'data-self-weight'), `${Math.min(...own)} ${Math.max(...own)}`);
    assert.match(await page.textContent('#qkv [data-self-weight]'),
      new RegExp(`keeps between ${Math.min(...own).toFixed(2)} and ${Math.max(...own).toFixed(2)} of its attention for itself: less than half`));
    await openFigureMore(page, '#qkv');
    assert.equal(await page.isVisible('#qkv .qkv-widget__x'), true);
    assert.equal(await page.isVisible('#qkv .qkv-widget__roles'), false, 'no weight matrices when Q = K = V = X');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

// The switch sat some 700 px above the prose that explains it; now it is on
// the scores it changes, which end right where that prose begins.
test('the “use X directly” switch sits next to its explanation', async () => {
  const page = await openSection(browser, 'qkv');
  try {
    const gap = await page.evaluate(() => {
      const box = document.querySelector('#qkv input[type=checkbox]').getBoundingClientRect();
      const heading = [...document.querySelectorAll('#qkv h3')].find((h) => /Why not use/.test(h.textContent));
      return heading.getBoundingClientRect().top - box.bottom;
    });
    assert.ok(gap > 0 && gap < 600, `${gap} px from the switch to “Why not use X directly?”`);
  } finally {
    await page.closeAll();
  }
});

test('bad input gets a message beside its field and the last good grids stay', async () => {
  const page = await openSection(browser, 'qkv');
  try {
    const before = await gridValues(page, 'Q');
    for (const [typed, message] of [['9', /at most 8/], ['0', /at least 1/], ['two', /“two” is not a number/], ['2.5', /whole number/]]) {
      await input(page, 0).fill(typed);
      assert.match(await page.textContent('#qkv .field__message:not([hidden])'), message);
      assert.equal(await input(page, 0).getAttribute('aria-invalid'), 'true');
      assert.deepEqual(await gridValues(page, 'Q'), before);
      assert.equal((await shapeLines(page))[0], 'X (4, 6) · WQ (6, 3) → Q (4, 3)');
    }
    await input(page, 0).fill('8');
    await page.waitForFunction(() => document.querySelectorAll('#qkv .heatmap td[data-row]').length === 64);
    assert.equal(await input(page, 0).getAttribute('aria-invalid'), null);
    // Width fields name themselves in words in messages: no "d_k" with an underscore.
    await input(page, 2).fill('12');
    assert.equal(await page.textContent('#qkv .field__message:not([hidden])'), 'The query/key width must be at most 8. Still showing 3.');
  } finally {
    await page.closeAll();
  }
});

test('no literal underscores in what readers see, with and without projections', async () => {
  const page = await openSection(browser, 'qkv', '?qkv.dmodel=5');
  try {
    await openFigureMore(page, '#qkv');
    assert.doesNotMatch(await visibleText(page, 'qkv'), /\b[dWqkvxS]_/);
    await page.check('#qkv input[type=checkbox]');
    await page.waitForURL(/qkv\.direct=1/);
    const text = await visibleText(page, 'qkv');
    assert.doesNotMatch(text, /\b[dWqkvxS]_/);
    assert.match(text, /uniform random numbers \(seed \d+\), drawn live, standing in for a learned embedding table/);
  } finally {
    await page.closeAll();
  }
});

const axeSection = (page) => axeViolationsIn(page, 'qkv');

for (const [name, options] of [['light', {}], ['dark', { colorScheme: 'dark' }],
  ['375px phone', { viewport: { width: 375, height: 800 } }]]) {
  test(`axe finds nothing in the section (${name}), at the largest sizes and with X directly`, async () => {
    const page = await openSection(browser, 'qkv', '?qkv.n=8&qkv.dmodel=12&qkv.dk=8&qkv.dv=8', options);
    try {
      assert.deepEqual(await axeSection(page), []);
      await openFigureMore(page, '#qkv');
      assert.deepEqual(await axeSection(page), [], 'with the matrices open');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= (options.viewport?.width ?? 1280), `page is ${width}px wide`);
      await page.check('#qkv input[type=checkbox]');
      await page.waitForURL(/qkv\.direct=1/);
      assert.deepEqual(await axeSection(page), []);
    } finally {
      await page.closeAll();
    }
  });
}
