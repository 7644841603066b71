// Section 11, misconceptions and bugs: every demo's numbers against the
// core run under Node, the claims each demo makes (one-hot at low
// temperature, rows that don't sum to 1, weight on future tokens), the log
// temperature slider, the link that settles the causal-mask myth, bad input,
// subscripts and corner labels, and axe in light, dark and at phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openSection, assertPageClean, loadCore, axeViolationsIn, chapterOf,
} from './browser.mjs';

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

// The vector table of the projection demo: [label, exact values…] per row.
const vectorRows = (page) => page.$$eval('attention-misconception-projection .vector-table tbody tr',
  (rows) => rows.map((r) => [r.querySelector('th').textContent,
                             ...[...r.querySelectorAll('td[data-value]')].map((td) => Number(td.dataset.value))]));

test('(a) one token’s x, q, k, v are the core’s rows; the token and seed follow the fields; bad input keeps the numbers', async () => {
  const page = await openSection(browser, 'misconceptions');
  const w = 'attention-misconception-projection';
  const expected = (core, i) => [['embedding x', core.X, core.dModel], ['query q = x WQ', core.Q, core.dK],
    ['key k = x WK', core.K, core.dK], ['value v = x WV', core.V, core.dV]]
    .map(([label, m, width]) => [label, ...Array.from(m.slice(i * width, (i + 1) * width))]);
  try {
    const core = am.walkthrough({ seed: 42 });
    assert.deepEqual(await vectorRows(page), expected(core, 2), '“sat” by default');
    assert.match(await page.textContent(`${w} .misconception-verdict`),
      /x = \[0\.50, 0\.50, 0\.50, 0\.50, 0\.50, 0\.50\], 6 numbers, all equal\. It leaves as three 3-number vectors: q = \[0\.96, −0\.75, −0\.48\]/);

    await page.selectOption(`${w} select`, 'cat');
    await page.waitForURL(/mc-proj\.token=cat/);
    assert.deepEqual(await vectorRows(page), expected(core, 1));

    const seed = page.locator(`${w} input`);
    await seed.fill('5');
    await page.waitForURL(/mc-proj\.seed=5/);
    const five = am.walkthrough({ seed: 5 });
    assert.deepEqual(await vectorRows(page), expected(five, 1));
    assert.deepEqual((await vectorRows(page))[0], expected(core, 1)[0], 'x does not depend on the seed');

    await seed.fill('nine');
    assert.match(await page.textContent(`${w} .field__message:not([hidden])`), /“nine” is not a number.*Still showing 5\./);
    assert.equal(await seed.getAttribute('aria-invalid'), 'true');
    assert.deepEqual(await vectorRows(page), expected(five, 1), 'last good vectors kept');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('(b) top keys by X·Xᵀ (the core’s matmul) and by Q·Kᵀ (the core’s rawScores); the symmetry line quotes both', async () => {
  const page = await openSection(browser, 'misconceptions', '?mc-sim.seed=3');
  const w = 'attention-misconception-similarity';
  try {
    const core = am.walkthrough({ seed: 3 });
    const xxt = am.matmul({ A: core.X, B: transpose(core.X, 4, 6), rows: 4, inner: 6, cols: 4 });
    const qkt = am.attention({ Q: core.Q, K: core.K, V: core.V, n: 4, dK: 3, dV: 3 }).rawScores;
    const tokens = ['The', 'cat', 'sat', 'down'];
    const top = (m, i) => {
      const row = Array.from(m.slice(i * 4, i * 4 + 4));
      return tokens.filter((_, j) => row[j] === Math.max(...row)).join(' = ');
    };
    const rows = await tableRows(page, w);
    assert.deepEqual(rows, tokens.map((t, i) => [t, top(xxt, i), top(qkt, i)]));
    assert.equal(rows[2][1], 'cat = sat', 'sat’s plain similarity ties');
    const changed = tokens.filter((_, i) => top(xxt, i) !== top(qkt, i)).length;
    assert.equal(await page.locator(`${w} tr.is-changed`).count(), changed);
    const f = (v) => v.toFixed(3).replace('-', '−');
    const text = await page.textContent(`${w} .misconception-findings`);
    assert.ok(text.includes(`both give ${f(xxt[1])}`) && xxt[1] === xxt[4], 'X·Xᵀ symmetric');
    assert.ok(text.includes(`${f(qkt[1])} one way, ${f(qkt[4])} the other`), text);
    assert.notEqual(qkt[1], qkt[4]);
    assert.ok(text.includes(`${changed} of 4 tokens rank a different key first`), text);
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
    assert.match(await page.textContent(`${w} .misconception-verdict`), /^T = 0\.05: practically one-hot/);

    await page.getByRole('button', { name: 'Nearly uniform (T = 20)' }).click();
    await page.waitForURL(/mc-temp\.t=20/);
    const hot = am.softmax({ logits, cols: 5, scale: 1 / 20 });
    const entropy = parseFloat(await stat(page, 1));
    assert.equal(entropy, Number(hot.rows[0].entropy.toFixed(3)));
    near(entropy, Math.log(5), 0.01, 'entropy at T = 20 vs ln 5');
    assert.equal(await stat(page, 2), `${Math.log(5).toFixed(3)} nats`);
    assert.match(await page.textContent(`${w} .misconception-verdict`), /nearly uniform/);

    await page.getByRole('button', { name: 'Attention (T = 1)' }).click();
    await page.waitForFunction(() => /^T = 1:/.test(document.querySelector('attention-misconception-temperature .misconception-verdict').textContent));
    assert.doesNotMatch(page.url(), /mc-temp\.t=/, 'the default temperature leaves the URL');
    const warm = am.softmax({ logits, cols: 5 });
    assert.equal(await stat(page, 0), warm.rows[0].maxWeight.toFixed(3));
    assert.match(await page.textContent(`${w} .misconception-verdict`), /soft/);
    const bars = await page.$$eval(`${w} .weight-bars__value`, (v) => v.map((x) => x.textContent));
    assert.deepEqual(bars, Array.from(warm.weights, (x) => x.toFixed(3)), 'each bar shows its weight');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('(c) the temperature slider is logarithmic: T = 1 mid-travel, the ends 0.05 and 20, the URL holds T', async () => {
  const w = 'attention-misconception-temperature';
  const page = await openSection(browser, 'misconceptions');
  try {
    const slider = page.getByRole('slider', { name: /temperature slider/ });
    await page.waitForSelector(`${w}[data-state="ready"]`);
    assert.equal(await slider.inputValue(), '50', 'T = 1 sits in the middle');
    assert.equal(await slider.getAttribute('max'), '100');
    await slider.fill('75');
    await page.waitForURL(/mc-temp\.t=4\.47(&|#|$)/); // 20^0.5 to 3 figures
    assert.equal(await page.getByRole('textbox', { name: 'Temperature T' }).inputValue(), '4.47');
    assert.equal(await slider.getAttribute('aria-valuetext'), 'T = 4.47');
    const at = am.softmax({ logits: [2.2, 1.4, 0.6, -0.3, -1.5], cols: 5, scale: 1 / 4.47 });
    assert.equal(await page.locator(`${w} .temperature-demo__stat dd`).first().textContent(), at.rows[0].maxWeight.toFixed(3));
    await slider.focus();
    await page.keyboard.press('Home');
    await page.waitForURL(/mc-temp\.t=0\.05(&|#|$)/);
    await page.keyboard.press('End');
    await page.waitForURL(/mc-temp\.t=20(&|#|$)/);
    await page.getByRole('textbox', { name: 'Temperature T' }).fill('0.2');
    await page.waitForURL(/mc-temp\.t=0\.2(&|#|$)/);
    assert.equal(await slider.inputValue(), String(Math.round((Math.log(0.2) / Math.log(20) + 1) * 50)), 'typing moves the slider');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('(d) the causal-mask misconception links to the masking demo, which has the causal switch', async () => {
  const page = await openSection(browser, 'misconceptions');
  try {
    const paragraph = page.locator('#misconception-causal + p');
    assert.match(await paragraph.textContent(), /padding/);
    const link = paragraph.locator(`a[href="${chapterOf('masking')}#masking"]`); // another chapter's page
    assert.equal(await link.count(), 1);
    await link.click();
    await page.waitForURL(/#masking$/);
    assert.equal(await page.locator('#masking attention-masking').count(), 1);
    // Widgets build their fields when a reader gets near them (web/lib/widget/widget.js).
    await page.waitForFunction(() => document.querySelector('#masking attention-masking')?.dataset.state === 'ready');
    assert.equal(await page.locator('#masking attention-masking input[type="checkbox"]').first().count(), 1);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('widget text writes d_k and W_Q with real subscripts, and every corner label is “query ↓ key →”', async () => {
  const page = await openSection(browser, 'misconceptions', '?mc-bug.bug=scale-by-d-model');
  try {
    await page.waitForFunction(() => [...document.querySelectorAll('#misconceptions [url-key]')].every((e) => e.dataset.state === 'ready'));
    const visible = await page.$$eval('#misconceptions [url-key]', (widgets) => widgets.map((w) => {
      const copy = w.cloneNode(true);
      copy.querySelectorAll('code, option, .heatmap__caption, .data-table__caption').forEach((n) => n.remove());
      return copy.textContent;
    }).join(' '));
    assert.doesNotMatch(visible, /\b[dWqkv]_\w|[ₖ╲]/, 'no literal underscores or Unicode subscript letters');
    assert.ok(await page.locator('#misconceptions .misconception-verdict sub', { hasText: 'model' }).count() > 0);
    const corners = await page.$$eval('#misconceptions .heatmap__corner', (c) => c.map((x) => x.textContent));
    assert.ok(corners.length >= 2);
    corners.forEach((c) => assert.equal(c, 'query ↓ key →'));
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
    await page.waitForFunction(() => /^Dividing by √dmodel/.test(document.querySelector('attention-misconception-bugs .misconception-verdict').textContent));
    const flat = bugCore('scale-by-d-model');
    assert.deepEqual(await panelValues(page, w, 1), Array.from(flat.wrong.weights));
    (await tableRows(page, w)).forEach((row) => assert.ok(Number(row[6]) < Number(row[5]), `flatter: ${row}`));
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

const axeSection = (page) => axeViolationsIn(page, 'misconceptions');

for (const [name, options] of [['light', {}], ['dark', { colorScheme: 'dark' }],
                               ['375px', { viewport: { width: 375, height: 800 } }]]) {
  test(`axe finds nothing in the section (${name}), and nothing scrolls the page sideways`, async () => {
    const page = await openSection(browser, 'misconceptions', '?mc-bug.bug=scale-after-softmax', options);
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
