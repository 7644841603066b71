// Section 3, scores: the Q·Kᵀ heatmap against the core, one cell's dot
// product term by term (am.dotTerms, and q[d]·k[d] itself), keyboard and
// pointer exploration, bad input, accessibility.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openSection, assertPageClean, loadCore, axeViolationsIn, visibleText,
} from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const TOKENS = ['The', 'cat', 'sat', 'down'];
const fixed = (x, d = 3) => x.toFixed(d).replace('-', '−');
const cell = (i, j) => `#scores .heatmap td[data-row="${i}"][data-col="${j}"]`;
const termRows = (page) => page.$$eval('#scores .scores-widget__explain tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));

async function example(seed = 42, dK = 3) {
  const am = await loadCore();
  const ex = am.walkthrough({ seed, dK, dV: 3 });
  const { rawScores } = am.attention({ Q: ex.Q, K: ex.K, V: ex.V, n: 4, dK, dV: 3 });
  return { am, ex, rawScores };
}

// The explanation of cell (i, j): every term, the sum, the heading, the check line.
async function expectExplained(page, i, j, seed = 42, dK = 3) {
  const { am, ex, rawScores } = await example(seed, dK);
  const { terms, sum } = am.dotTerms({ Q: ex.Q, K: ex.K, n: 4, m: 4, dK, i, j });
  assert.equal(sum, rawScores[i * 4 + j], 'the core: dotTerms sum equals the rawScores cell');
  const rows = await termRows(page);
  assert.equal(rows.length, dK + 1);
  for (let d = 0; d < dK; d += 1) {
    const q = ex.Q[i * dK + d];
    const k = ex.K[j * dK + d];
    assert.equal(terms[d], q * k, `term ${d + 1} is q[d]·k[d]`);
    assert.deepEqual(rows[d], [String(d + 1), fixed(q), fixed(k), fixed(terms[d])]);
  }
  assert.deepEqual(rows[dK], ['sum', '', '', fixed(sum)]);
  // S, q and k carry the tokens as real subscripts (no "S[cat, sat]", no underscores).
  const heading = await page.$eval('#scores .scores-widget__heading', (h) => ({
    text: h.textContent, subs: [...h.querySelectorAll('sub')].map((s) => s.textContent) }));
  assert.match(heading.text, new RegExp(`^S${TOKENS[i]}, ${TOKENS[j]} = q${TOKENS[i]} · k${TOKENS[j]}: how well “${TOKENS[j]}” fits what “${TOKENS[i]}”`));
  assert.deepEqual(heading.subs, [`${TOKENS[i]}, ${TOKENS[j]}`, TOKENS[i], TOKENS[j]]);
  const check = await page.textContent('#scores .scores-widget__check');
  assert.equal(check, 'This sum is exactly the number in the heatmap’s cell, down to the last digit, not just the three shown.');
  assert.equal(await page.getAttribute('#scores .scores-widget__check', 'data-same'), 'true');
  assert.equal(Number(await page.getAttribute(cell(i, j), 'data-value')), sum, 'the cell holds the core’s sum bit for bit');
  assert.match(await page.textContent('#scores .scores-widget__expansion'), new RegExp(`= ${fixed(sum)}$`));
  assert.equal(await page.getAttribute(cell(i, j), 'class'), 'heatmap__cell is-explained');
}

test('the heatmap holds the core’s Q·Kᵀ and opens on cat→sat, written out term by term', async () => {
  const page = await openSection(browser, 'scores');
  try {
    const { rawScores } = await example();
    const values = await page.$$eval('#scores .heatmap td[data-row]', (tds) => tds.map((td) => Number(td.dataset.value)));
    assert.deepEqual(values, Array.from(rawScores));
    await expectExplained(page, 1, 2);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('hovering a cell, and moving with the arrow keys, explain that cell', async () => {
  const page = await openSection(browser, 'scores');
  try {
    await page.hover(cell(3, 0));
    await expectExplained(page, 3, 0);
    await page.focus(cell(0, 0));
    await expectExplained(page, 0, 0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expectExplained(page, 2, 1);
    assert.equal(await page.evaluate(() => document.activeElement.dataset.row + document.activeElement.dataset.col), '21');
    // Q's row and Kᵀ's column for that cell are highlighted.
    assert.equal(await page.textContent('#scores .matrix-grid tr.is-highlighted th'), 'sat');
    assert.equal(await page.textContent('#scores .matrix-grid th.matrix-grid__col.is-highlighted'), 'cat');
  } finally {
    await page.closeAll();
  }
});

test('d_k = 6 and another seed from the link give six terms per dot product', async () => {
  const page = await openSection(browser, 'scores', '?scores.seed=7&scores.dk=6');
  try {
    await expectExplained(page, 1, 2, 7, 6);
    await page.hover(cell(0, 3));
    await expectExplained(page, 0, 3, 7, 6);
  } finally {
    await page.closeAll();
  }
});

test('a bad seed or d_k gets a message beside its field and the last good numbers stay', async () => {
  const page = await openSection(browser, 'scores');
  try {
    const seed = page.locator('#scores input[type=text]').first();
    for (const [typed, message] of [['abc', /“abc” is not a number/], ['-1', /can’t be negative/], ['4294967296', /at most 4294967295/]]) {
      await seed.fill(typed);
      assert.match(await page.textContent('#scores .field__message:not([hidden])'), message);
      assert.equal(await seed.getAttribute('aria-invalid'), 'true');
      await expectExplained(page, 1, 2);
    }
    await seed.fill('42');
    const dK = page.locator('#scores input[type=text]').nth(1);
    await dK.fill('9');
    assert.match(await page.textContent('#scores .field__message:not([hidden])'), /^The query\/key width must be at most 8\. Still showing 3\.$/);
    await expectExplained(page, 1, 2);
    await dK.fill('1');
    await page.waitForURL(/scores\.dk=1/);
    await expectExplained(page, 1, 2, 42, 1);
  } finally {
    await page.closeAll();
  }
});

test('no literal underscores in what readers see', async () => {
  const page = await openSection(browser, 'scores');
  try {
    const text = await visibleText(page, 'scores');
    assert.doesNotMatch(text, /\b[dWqkvxS]_|S\[/);
    assert.deepEqual(await page.$$eval('#scores .field__hint sub', (subs) => subs.map((x) => x.textContent)), ['Q', 'K']);
  } finally {
    await page.closeAll();
  }
});

const axeSection = (page) => axeViolationsIn(page, 'scores');

for (const [name, options] of [['light', {}], ['dark', { colorScheme: 'dark' }],
  ['375px phone', { viewport: { width: 375, height: 800 } }]]) {
  test(`axe finds nothing in the section (${name}); no horizontal page scroll`, async () => {
    const page = await openSection(browser, 'scores', '?scores.dk=8', options);
    try {
      assert.deepEqual(await axeSection(page), []);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= (options.viewport?.width ?? 1280), `page is ${width}px wide`);
    } finally {
      await page.closeAll();
    }
  });
}
