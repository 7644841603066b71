// The online-softmax section: stepping through the chunks by keyboard shows
// the core's running max, sum and output per row; the last step equals the
// full softmax attention; the chunk size and seed are linkable; bad input
// keeps the last good run; axe-clean in both themes and usable at 375 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openSection, assertPageClean, loadCore, axeViolationsIn } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const rowsOf = (page) => page.$$eval('#online-softmax tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));
const four = (x) => x.toFixed(4).replace('-', '−');

// The same problem the widget builds (web/elements/online-softmax/problem.js), run by the core under Node.
async function expectedTrace(seed, chunk) {
  const am = await loadCore();
  const Q = am.randn(seed, 4, 4).map((x) => x * 2);
  return am.onlineSoftmax({ Q, K: am.randn(seed + 1, 8, 4), V: am.randn(seed + 2, 8, 2), n: 4, m: 8, dK: 4, dV: 2, chunk });
}

test('Step by keyboard walks the chunks; every row shows the core\'s m, ℓ and output, and the end equals full softmax', async () => {
  const page = await openSection(browser, 'online-softmax');
  try {
    const trace = await expectedTrace(3, 3);
    assert.equal(trace.steps.length, 3);
    assert.deepEqual((await rowsOf(page)).map((r) => r[1]), ['−∞', '−∞', '−∞', '−∞']);
    const step = page.locator('#online-softmax button', { hasText: 'Step' });
    await step.focus();
    for (const [k, expected] of trace.steps.entries()) {
      await page.keyboard.press('Enter');
      const rows = await rowsOf(page);
      rows.forEach((row, i) => {
        assert.equal(row[1], four(expected.runningMax[i]), `step ${k} row ${i} max`);
        assert.equal(row[2], four(expected.runningSum[i]), `step ${k} row ${i} sum`);
        assert.equal(row[4], `${four(expected.output[2 * i])}, ${four(expected.output[2 * i + 1])}`);
      });
      assert.match(await page.textContent('#online-softmax .online-softmax__story'), new RegExp(`^Chunk ${k + 1} of 3`));
    }
    const last = await rowsOf(page);
    last.forEach((row, i) => {
      assert.equal(row[5], `${four(trace.reference[2 * i])}, ${four(trace.reference[2 * i + 1])}`);
      assert.equal(row[4], row[5], 'online output equals the full softmax attention');
    });
    assert.ok(trace.finalDifference < 1e-12);
    assert.match(await page.textContent('#online-softmax .online-softmax__story'), /equals the full softmax attention/);
    assert.ok(await step.isDisabled(), 'nothing left to read');
    await page.locator('#online-softmax button', { hasText: 'Reset' }).click();
    assert.equal((await rowsOf(page))[0][1], '−∞');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('a rescale is shown where a chunk brings a larger maximum', async () => {
  const page = await openSection(browser, 'online-softmax', '?online.chunk=1');
  try {
    const trace = await expectedTrace(3, 1);
    // The first step where some row's max rose: its factor is e^(m_old − m_new) < 1.
    const k = trace.steps.findIndex((s, idx) => idx > 0 && s.rescale.some((f) => f < 1));
    assert.ok(k > 0);
    for (let i = 0; i <= k; i += 1) await page.locator('#online-softmax button', { hasText: 'Step' }).click();
    const rows = await rowsOf(page);
    const row = trace.steps[k].rescale.findIndex((f) => f < 1);
    assert.equal(rows[row][3], four(trace.steps[k].rescale[row]));
    const max = (step) => step.runningMax[row];
    assert.ok(Math.abs(trace.steps[k].rescale[row] - Math.exp(max(trace.steps[k - 1]) - max(trace.steps[k]))) < 1e-15);
    assert.equal(await page.locator('#online-softmax tbody tr.is-rescaled').count(),
      trace.steps[k].rescale.filter((f) => f < 1).length);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the chunk slider and Play: 4 keys per chunk is two steps, played to the end, and linked in the URL', async () => {
  const page = await openSection(browser, 'online-softmax');
  try {
    await page.focus('#online-softmax input[type=range]');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/online\.chunk=4/);
    await page.locator('#online-softmax button', { hasText: 'Play' }).click();
    await page.waitForFunction(() => /^Chunk 2 of 2/.test(document.querySelector('#online-softmax .online-softmax__story').textContent),
      null, { timeout: 10000 });
    const trace = await expectedTrace(3, 4);
    const rows = await rowsOf(page);
    rows.forEach((row, i) => assert.equal(row[4], `${four(trace.steps[1].output[2 * i])}, ${four(trace.steps[1].output[2 * i + 1])}`));
    assert.equal(await page.getAttribute('#online-softmax button[aria-pressed]', 'aria-pressed'), 'false');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('bad input gets a message and the last good run stays', async () => {
  const page = await openSection(browser, 'online-softmax', '?online.chunk=2&online.seed=9');
  try {
    await page.locator('#online-softmax button', { hasText: 'Step' }).click();
    const before = await rowsOf(page);
    const chunk = page.locator('#online-softmax input[type=text]').first();
    await chunk.fill('0');
    await chunk.press('Enter');
    const message = page.locator('#online-softmax .field__message:not([hidden])').first();
    await message.waitFor();
    assert.match(await message.textContent(), /Still showing 2/);
    assert.deepEqual(await rowsOf(page), before);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

for (const [name, options] of [
  ['light', { colorScheme: 'light' }],
  ['dark', { colorScheme: 'dark' }],
  ['phone', { colorScheme: 'light', viewport: { width: 375, height: 812 } }],
]) {
  test(`${name}: axe finds nothing in the section and nothing overflows`, async () => {
    const page = await openSection(browser, 'online-softmax', '', options);
    try {
      await page.locator('#online-softmax button', { hasText: 'Step' }).click();
      assert.deepEqual(await axeViolationsIn(page, 'online-softmax'), []);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= (options.viewport?.width ?? 1280), `page is ${width}px wide`);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
}
