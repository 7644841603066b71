// Section 11, misconceptions and bugs: every demo's numbers against the
// core run under Node, the claims each demo makes (one-hot at low
// temperature, rows that don't sum to 1, weight on future tokens), bad
// input, and axe in light, dark and at phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openSection, assertPageClean, loadCore, axePath } from './browser.mjs';

let browser;
let am;
before(async () => { browser = await launchBrowser(); am = await loadCore(); });
after(() => browser?.close());

// The exact values a panel's heatmap holds (each cell keeps String(value)).
const panelValues = (page, widget, k) => page.locator(`${widget} .matrix-panel`).nth(k)
  .evaluate((panel) => [...panel.querySelectorAll('td')].map((td) => Number(td.dataset.value)));
const panelShape = (page, widget, k) => page.locator(`${widget} .matrix-panel__shape`).nth(k).textContent();
const tableRows = (page, widget) => page.$$eval(`${widget} .data-table tbody tr`,
  (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));
const near = (a, b, tol, what) => assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} vs ${b}`);

function transpose(values, rows, cols) {
  const out = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) out[c * rows + r] = values[r * cols + c];
  return out;
}

test('(a) X and Q have different shapes and numbers; d_k follows the field; bad input keeps the last numbers', async () => {
  const page = await openSection(browser, 'misconceptions');
  const w = 'attention-misconception-projection';
  try {
    const core = am.walkthrough({ seed: 42, dK: 3, dV: 3 });
    assert.equal(await panelShape(page, w, 0), '(4, 6)');
    assert.equal(await panelShape(page, w, 2), '(4, 3)');
    assert.deepEqual(await panelValues(page, w, 0), Array.from(core.X));
    assert.deepEqual(await panelValues(page, w, 2), Array.from(core.Q));
    assert.match(await page.textContent(`${w} .misconception-findings`), /\[0\.50, 0\.50, 0\.50, 0\.50, 0\.50, 0\.50\] in X, but its query is \[0\.96, −0\.75, −0\.48\]/);

    const dk = page.locator(`${w} input`).nth(1);
    await dk.fill('5');
    await page.waitForFunction(() => document.querySelectorAll('attention-misconception-projection .matrix-panel__shape')[2].textContent === '(4, 5)');
    const five = am.walkthrough({ seed: 42, dK: 5, dV: 5 });
    assert.deepEqual(await panelValues(page, w, 2), Array.from(five.Q));
    assert.match(page.url(), /mc-proj\.dk=5/);

    await dk.fill('nine');
    assert.match(await page.textContent(`${w} .field__message:not([hidden])`), /“nine” is not a number/);
    assert.equal(await dk.getAttribute('aria-invalid'), 'true');
    assert.deepEqual(await panelValues(page, w, 2), Array.from(five.Q), 'last good Q kept');
    await dk.fill('9');
    assert.match(await page.textContent(`${w} .field__message:not([hidden])`), /at most 8/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('(b) X·Xᵀ is the core’s matmul and symmetric; Q·Kᵀ is the core’s rawScores and is not', async () => {
  const page = await openSection(browser, 'misconceptions', '?mc-sim.seed=3');
  const w = 'attention-misconception-similarity';
  try {
    const core = am.walkthrough({ seed: 3 });
    const xxt = am.matmul({ A: core.X, B: transpose(core.X, 4, 6), rows: 4, inner: 6, cols: 4 });
    const qkt = am.attention({ Q: core.Q, K: core.K, V: core.V, n: 4, dK: 3, dV: 3 }).rawScores;
    const raw = await panelValues(page, w, 0);
    const learned = await panelValues(page, w, 1);
    assert.deepEqual(raw, Array.from(xxt));
    assert.deepEqual(learned, Array.from(qkt));
    assert.equal(raw[1], raw[4], 'X·Xᵀ symmetric');
    assert.notEqual(learned[1], learned[4], 'Q·Kᵀ not symmetric');
    const rows = await tableRows(page, w);
    const tokens = ['The', 'cat', 'sat', 'down'];
    rows.forEach((row, i) => {
      const scores = Array.from(qkt.slice(i * 4, i * 4 + 4));
      assert.equal(row[2], tokens[scores.indexOf(Math.max(...scores))], `top key of ${tokens[i]}`);
    });
    assert.equal(rows[2][1], 'cat = sat', 'sat’s raw similarity ties');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('(c) temperature: 0.05 is one-hot, 20 is near uniform (entropy ≈ ln 5), presets drive the field', async () => {
  const w = 'attention-misconception-temperature';
  const logits = [2.2, 1.4, 0.6, -0.3, -1.5];
  const stat = (page, k) => page.locator(`${w} .temperature-demo__stat dd`).nth(k).textContent();
  const page = await openSection(browser, 'misconceptions', '?mc-temp.t=0.05');
  try {
    assert.equal(await stat(page, 0), '1.000');
    const cold = am.softmax({ logits, cols: 5, scale: 20 });
    (await tableRows(page, w)).forEach((row, j) => assert.equal(row[3], cold.weights[j].toFixed(4)));
    assert.match(await page.textContent(`${w} .misconception-verdict`), /one-hot/);

    await page.getByRole('button', { name: 'Nearly uniform (T = 20)' }).click();
    await page.waitForURL(/mc-temp\.t=20/);
    const hot = am.softmax({ logits, cols: 5, scale: 1 / 20 });
    const entropy = parseFloat(await stat(page, 1));
    assert.equal(entropy, Number(hot.rows[0].entropy.toFixed(3)));
    near(entropy, Math.log(5), 0.01, 'entropy at T = 20 vs ln 5');
    assert.equal(await stat(page, 2), `${Math.log(5).toFixed(3)} nats`);
    assert.match(await page.textContent(`${w} .misconception-verdict`), /nearly uniform/);

    await page.getByRole('button', { name: 'Attention (T = 1)' }).click();
    await page.waitForFunction(() => /^T = 1\.00/.test(document.querySelector('attention-misconception-temperature .misconception-verdict').textContent));
    assert.doesNotMatch(page.url(), /mc-temp\.t=/, 'the default temperature leaves the URL');
    const warm = am.softmax({ logits, cols: 5 });
    assert.equal(await stat(page, 0), warm.rows[0].maxWeight.toFixed(3));
    assert.match(await page.textContent(`${w} .misconception-verdict`), /soft/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('(d) decoder weights are zero above the diagonal (scores −∞); encoder weights are all positive', async () => {
  const w = 'attention-misconception-causal';
  const page = await openSection(browser, 'misconceptions', '?mc-mask.mode=decoder');
  try {
    const core = am.walkthrough({ seed: 42 });
    const args = { Q: core.Q, K: core.K, V: core.V, n: 4, dK: 3, dV: 3 };
    const masked = am.attention({ ...args, causal: true });
    assert.deepEqual(await panelValues(page, w, 0), Array.from(masked.scores));
    const weights = await panelValues(page, w, 1);
    assert.deepEqual(weights, Array.from(masked.weights));
    for (let i = 0; i < 4; i += 1) for (let j = i + 1; j < 4; j += 1) assert.equal(weights[i * 4 + j], 0);
    assert.equal(await page.locator(`${w} .heatmap__cell--nonfinite`).count(), 6);

    await page.selectOption(`${w} select`, 'encoder');
    await page.waitForFunction(() => /^Encoder/.test(document.querySelector('attention-misconception-causal .misconception-findings').textContent));
    const open = await panelValues(page, w, 1);
    assert.deepEqual(open, Array.from(am.attention(args).weights));
    assert.ok(open.every((v) => v > 0));
    assert.match(await page.textContent(`${w} .misconception-findings`), /a later token/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

function bugCore(bug, seed = 7, dK = 16) {
  const n = 5;
  const qkv = am.randn(seed, 3 * n, dK);
  const [Q, K, V] = [0, 1, 2].map((i) => qkv.slice(i * n * dK, (i + 1) * n * dK));
  const common = { Q, K, V, n, m: n, dK, dV: dK, dModel: 8 * dK, causal: bug === 'mask-with-zero' };
  return { right: am.attentionVariant({ ...common, variant: 'correct' }), wrong: am.attentionVariant({ ...common, variant: bug }) };
}

test('bugs: wrong axis — rows don’t sum to 1, columns do (read from the page)', async () => {
  const w = 'attention-misconception-bugs';
  const page = await openSection(browser, 'misconceptions', '?mc-bug.bug=softmax-over-queries');
  try {
    const { right, wrong } = bugCore('softmax-over-queries');
    assert.deepEqual(await panelValues(page, w, 1), Array.from(wrong.weights));
    const rows = await tableRows(page, w);
    rows.forEach((row, i) => {
      assert.equal(row[1], '1.000', 'correct row sum');
      assert.equal(row[2], wrong.rowSums[i].toFixed(3), 'buggy row sum');
      assert.equal(row[4], '1.000', 'buggy column sum');
      assert.equal(row[3], right.columnSums[i].toFixed(3));
    });
    assert.ok(rows.some((row) => row[2] !== '1.000'), 'some buggy row sum is not 1');
    assert.match(await page.textContent(`${w} .bugs-demo__line.is-wrong`), /axis=0/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('bugs: mask with 0 gives future tokens weight; scale after softmax sums to 1/√d_k; d_model flattens', async () => {
  const w = 'attention-misconception-bugs';
  const page = await openSection(browser, 'misconceptions', '?mc-bug.bug=mask-with-zero');
  try {
    const right = await panelValues(page, w, 0);
    const wrong = await panelValues(page, w, 1);
    assert.deepEqual(wrong, Array.from(bugCore('mask-with-zero').wrong.weights));
    let future = 0;
    for (let i = 0; i < 5; i += 1) for (let j = i + 1; j < 5; j += 1) {
      assert.equal(right[i * 5 + j], 0);
      future = Math.max(future, wrong[i * 5 + j]);
    }
    assert.ok(future > 0.1, `largest future weight ${future}`);

    await page.selectOption(`${w} select`, 'scale-after-softmax');
    await page.waitForURL(/mc-bug\.bug=scale-after-softmax/);
    const after = bugCore('scale-after-softmax');
    assert.deepEqual(await panelValues(page, w, 1), Array.from(after.wrong.weights));
    const rows = await tableRows(page, w);
    rows.forEach((row) => assert.equal(row[2], '0.250'));
    const inside = am.softmax({ logits: after.right.rawScores, rows: 5, cols: 5 }).rows;
    rows.forEach((row, i) => assert.equal(row[7], inside[i].maxWeight.toFixed(3)));

    await page.selectOption(`${w} select`, 'scale-by-d-model');
    await page.waitForFunction(() => /^Dividing by √d_model/.test(document.querySelector('attention-misconception-bugs .misconception-verdict').textContent));
    const flat = bugCore('scale-by-d-model');
    assert.deepEqual(await panelValues(page, w, 1), Array.from(flat.wrong.weights));
    (await tableRows(page, w)).forEach((row) => assert.ok(Number(row[6]) < Number(row[5]), `flatter: ${row}`));
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

async function axeSection(page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (id) => (await axe.run(document.getElementById(id), { preload: false }))
    .violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target).join(',')}`), 'misconceptions');
}

for (const [name, options] of [['light', {}], ['dark', { colorScheme: 'dark' }],
                               ['375px', { viewport: { width: 375, height: 800 } }]]) {
  test(`axe finds nothing in the section (${name}), and nothing scrolls the page sideways`, async () => {
    const page = await openSection(browser, 'misconceptions', '?mc-bug.bug=scale-after-softmax&mc-mask.mode=decoder', options);
    try {
      assert.deepEqual(await axeSection(page), []);
      const width = options.viewport?.width ?? 1280;
      const wide = await page.evaluate((w) => [...document.querySelectorAll('#misconceptions *')]
        .filter((e) => e.getBoundingClientRect().right > w && !e.closest('.heatmap__scroller, .data-table, .katex-mathml, svg'))
        .map((e) => `${e.tagName}.${e.getAttribute('class')}`), width);
      assert.deepEqual(wide, [], 'nothing in the section sticks out of the viewport');
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(pageWidth <= width, `the page scrolls sideways: ${pageWidth} > ${width}`);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
}
