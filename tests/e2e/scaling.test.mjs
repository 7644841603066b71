// Section 4, scaling: the measured variance of q·k against d_k, the scaled
// variance against 1, the saturation table against the core, the exponent
// slider, bad input, and axe in both themes and at phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openSection, openPage, assertPageClean, loadCore, axeViolationsIn, siteDir, chapterOf, revealPredictions,
} from './browser.mjs';
import { serveSite } from './static-server.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const num = (text) => Number(text.replace('−', '-'));
// The first number in a statistic's <dd> (the rest is the "expected …" note).
const stat = (page, panel, name) => page.$eval(
  `#scaling .scaling-widget__panel:nth-child(${panel}) [data-stat="${name}"] dd`, (dd) => dd.firstChild.textContent);
const tableRows = (page, selector) => page.$$eval(selector, (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));

const axeViolations = (page) => axeViolationsIn(page, 'scaling');

// d_k = 1024 shows the core's variance; one step left, 512 does too (the
// slider keeps working after the slow call).
async function assertCoreVarianceAt1024Then512(page, am) {
  assert.equal(num(await stat(page, 1, 'variance')), Number(am.dotProducts({ seed: 0, dK: 1024 }).variance.toFixed(2)));
  await page.focus('#scaling input[type=range]');
  await page.keyboard.press('ArrowLeft');
  await page.waitForURL(/scaling\.dk=512/);
  await page.waitForSelector('#scaling attention-scaling[data-state="ready"]');
  assert.equal(num(await stat(page, 1, 'variance')), Number(am.dotProducts({ seed: 0, dK: 512 }).variance.toFixed(2)));
}

test('at d_k = 256 the measured variance is the core’s, within 15% of 256, and the scaled one is near 1', async () => {
  const page = await openSection(browser, 'scaling', '?scaling.dk=256');
  try {
    const am = await loadCore();
    const core = am.dotProducts({ seed: 0, dK: 256 });
    const variance = num(await stat(page, 1, 'variance'));
    assert.equal(variance, Number(core.variance.toFixed(2)));
    assert.ok(Math.abs(variance - 256) / 256 < 0.15, `variance ${variance} is not within 15% of 256`);
    assert.equal(num(await stat(page, 1, 'mean')), Number(core.mean.toFixed(3)));
    const scaled = num(await stat(page, 2, 'variance'));
    assert.equal(scaled, Number((core.variance / 256).toFixed(3)));
    assert.ok(Math.abs(scaled - 1) < 0.15, `scaled variance ${scaled} is not near 1`);
    // The raw histogram table lists the core's non-empty bins, in order. It
    // is written when its <details> opens: a closed one shows nothing.
    const rawCounts = async () => (await tableRows(page, '#scaling .scaling-widget__tables .data-table:first-child tbody tr'))
      .map((r) => Number(r[1]));
    const nonEmpty = (dK) => Array.from(am.histogram({ values: am.dotProducts({ seed: 0, dK }).values, bins: 48, low: -96, high: 96 })
      .counts).filter((c) => c > 0);
    await page.click('#scaling summary');
    await page.waitForFunction(() => document.querySelector('#scaling .scaling-widget__tables tbody tr'));
    assert.deepEqual(await rawCounts(), nonEmpty(256));
    // Open, a slider step rewrites it at once; closed, a step leaves it
    // until it opens again, and then it shows the current numbers.
    await page.focus('#scaling input[type=range]');
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/scaling\.dk=128/);
    await page.waitForSelector('#scaling attention-scaling[data-state="ready"]');
    assert.deepEqual(await rawCounts(), nonEmpty(128));
    await page.click('#scaling summary');
    await page.focus('#scaling input[type=range]');
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => !url.search.includes('scaling.dk')); // 64 is the default: left out
    await page.waitForSelector('#scaling attention-scaling[data-state="ready"]');
    assert.deepEqual(await rawCounts(), nonEmpty(128), 'closed: not rewritten yet');
    await page.click('#scaling summary');
    await page.waitForFunction((expected) => [...document.querySelectorAll('#scaling .scaling-widget__tables .data-table:first-child tbody tr')]
      .map((r) => Number(r.children[1].textContent)).join() === expected, nonEmpty(64).join());
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the saturation table matches am.saturation, and only the unscaled rows saturate', async () => {
  const page = await openSection(browser, 'scaling');
  try {
    const am = await loadCore();
    const rows = await tableRows(page, '#scaling .scaling-widget__saturation-table tbody tr');
    const dKs = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];
    assert.equal(rows.length, dKs.length);
    rows.forEach((row, i) => {
      const s = am.saturation({ seed: 0, dK: dKs[i] });
      const expected = ['maxWeight', 'entropy', 'jacobianNorm'].flatMap((k) => [s.unscaled[k], s.scaled[k]].map((v) => v.toFixed(3)));
      assert.equal(parseInt(row[0], 10), dKs[i]);
      assert.deepEqual(row.slice(1), expected, `d_k = ${dKs[i]}`);
    });
    const last = rows.at(-1).slice(1).map(Number);
    assert.ok(last[0] > 0.9 && last[1] < 0.3, 'at d_k = 1024 the unscaled largest weight is near 1, the scaled one is not');
    assert.ok(last[4] < last[5] / 3, 'the unscaled gradient has shrunk well below the scaled one');
    assert.match(rows[6][0], /64 \(yours\)/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the callout’s gap and weight ratio follow d_k: √(2·variance) and the core’s softmax of [gap, 0]', async () => {
  const am = await loadCore();
  const ratio = (g) => { const { weights } = am.softmax({ logits: [g, 0], cols: 2 }); return weights[0] / weights[1]; };
  for (const [dK, rawRatio, scaledRatio] of [[1, /about \d\.\d times/, /only about \d\.\d\./], [1024, /about \d\.\d × 10¹⁹ times/, /only about \d\.\d\./]]) {
    const page = await openSection(browser, 'scaling', `?scaling.dk=${dK}`);
    try {
      const { variance } = am.dotProducts({ seed: 0, dK });
      const gap = Math.sqrt(2 * variance);
      const text = await page.textContent('#scaling .scaling-widget__verdict');
      assert.match(text, new RegExp(`differ by about ${gap.toFixed(1)} `), `d_k = ${dK}: ${text}`);
      assert.match(text, new RegExp(`typical gap down to ${(gap / Math.sqrt(dK)).toFixed(2)}`));
      assert.match(text, rawRatio);
      assert.match(text, scaledRatio);
      const shown = Number(text.match(/only about (\d\.\d)\./)[1]);
      assert.equal(shown, Number(ratio(gap / Math.sqrt(dK)).toFixed(1)));
      assert.doesNotMatch(text, /several units|\^/);
      // No literal underscores or carets anywhere a reader can see in the widget.
      assert.doesNotMatch(await page.innerText('#scaling attention-scaling'), /_|\^/);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  }
});

test('z is defined before the mask and softmax use it, and the gradient’s early rise is described', async () => {
  const page = await openSection(browser, 'scaling');
  try {
    const prose = await page.$$eval('#scaling .prose p', (ps) => ps.map((p) => p.textContent).join(' '));
    assert.match(prose, /write \S*z_\{ij\}\S* for the numbers softmax actually receives[^]*z_\{ij\} = S_\{ij\}\/\\sqrt\{d_k\}/);
    assert.match(prose, /the gradient rises a little\s+over the first few widths/);
    const am = await loadCore();
    const grad = [1, 2, 4, 8, 16].map((dK) => am.saturation({ seed: 0, dK }).unscaled.jacobianNorm);
    assert.ok(grad[2] > grad[0] && grad[4] < grad[2], `the unscaled gradient rises then falls: ${grad}`);
  } finally {
    await page.closeAll();
  }
});

test('the exponent slider steps d_k by powers of two and the URL keeps it', async () => {
  const page = await openSection(browser, 'scaling');
  try {
    await page.focus('#scaling input[type=range]');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/scaling\.dk=128/);
    // Above d_k = 64 the samples are computed off the input path: wait until drawn.
    await page.waitForSelector('#scaling attention-scaling[data-state="ready"]');
    assert.equal(await page.inputValue('#scaling .field__row input[type=text]'), '128');
    const am = await loadCore();
    assert.equal(num(await stat(page, 1, 'variance')), Number(am.dotProducts({ seed: 0, dK: 128 }).variance.toFixed(2)));
    await page.fill('#scaling .field__row input[type=text]', '100'); // any whole number, not only powers of two
    await page.waitForURL(/scaling\.dk=100/);
    await page.waitForSelector('#scaling attention-scaling[data-state="ready"]');
    assert.equal(await page.getAttribute('#scaling input[type=range]', 'aria-valuetext'), 'd_k = 100');
    assert.match(await page.textContent('#scaling .scaling-widget__saturation-table'), /100 \(yours\)/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('bad d_k gets a message beside the field and the last good numbers stay', async () => {
  const page = await openSection(browser, 'scaling');
  try {
    const before = await stat(page, 1, 'variance');
    const input = page.locator('#scaling .field__row input[type=text]');
    for (const [typed, message] of [['abc', /“abc” is not a number/], ['2000', /at most 1024/], ['0', /at least 1/], ['2.5', /whole number/]]) {
      await input.fill(typed);
      assert.match(await page.textContent('#scaling .field__message:not([hidden])'), message);
      assert.equal(await input.getAttribute('aria-invalid'), 'true');
      assert.equal(await stat(page, 1, 'variance'), before);
    }
    await input.fill('16');
    await page.waitForURL(/scaling\.dk=16/);
    assert.equal(await input.getAttribute('aria-invalid'), null);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('axe finds nothing in light, dark and at 375px, and the page does not scroll sideways', async () => {
  for (const options of [{}, { colorScheme: 'dark' }, { viewport: { width: 375, height: 800 } }]) {
    const page = await openSection(browser, 'scaling', '?scaling.dk=1024', options);
    try {
      await page.click('#scaling summary'); // the histogram tables too
      assert.deepEqual(await axeViolations(page), [], JSON.stringify(options));
      // While the worker computes, the old numbers stay on screen: still readable.
      await page.$eval('attention-scaling', (w) => w.classList.add('is-computing'));
      await page.waitForTimeout(300); // past the transition
      assert.deepEqual(await axeViolations(page), [], `computing, ${JSON.stringify(options)}`);
      if (options.viewport) assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375));
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  }
});

// From file://, where a worker cannot load from a file URL, the page writes
// the worker's source into a blob: URL; its numbers must be the core's too.
// Under a Content-Security-Policy that does not allow blob: workers, the
// page computes them itself, with the same numbers and nothing logged.
test('from file://, d_k = 1024 is computed by a blob: worker (or on the page under a strict CSP) and equals the core', async () => {
  const { mkdtempSync, cpSync, readFileSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const am = await loadCore();
  const strictDir = mkdtempSync(join(tmpdir(), 'attention-math-csp-'));
  cpSync(siteDir, strictDir, { recursive: true });
  const index = join(strictDir, chapterOf('scaling'));
  writeFileSync(index, readFileSync(index, 'utf8').replace('<head>',
    `<head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'wasm-unsafe-eval'">`));
  try {
    for (const [dir, workers] of [[undefined, 1], [strictDir, 0]]) {
      const page = await openSection(browser, 'scaling', '?scaling.dk=1024', { dir });
      try {
        await page.waitForSelector('#scaling attention-scaling[data-state="ready"]', { timeout: 60000 });
        assert.equal(page.workers().filter((w) => w.url().startsWith('blob:')).length, workers, dir ?? 'site');
        await assertCoreVarianceAt1024Then512(page, am);
        assertPageClean(page);
      } finally {
        await page.closeAll();
      }
    }
  } finally {
    rmSync(strictDir, { recursive: true, force: true });
  }
});

// Over http the slow calls run in a Web Worker (compute-worker.js beside
// attention-math.js); its numbers must be the core's, and the slider must
// keep working while it computes.
test('over http, d_k = 1024 is computed by the worker, equals the core, and a later slider step still draws', async () => {
  const server = await serveSite(siteDir);
  const page = await openPage(browser);
  try {
    await page.goto(`${server.url}${chapterOf('scaling')}?scaling.dk=1024#scaling`);
    await revealPredictions(page, '#scaling attention-predict');
    await page.waitForSelector('#scaling attention-scaling[data-state="ready"]', { timeout: 60000 });
    assert.ok(page.workers().some((w) => w.url().endsWith('/compute-worker.js')), 'a worker was started');
    await assertCoreVarianceAt1024Then512(page, await loadCore());
    assert.deepEqual(page.log.pageErrors, []);
    assert.deepEqual(page.log.consoleErrors, []);
  } finally {
    await page.closeAll();
    await server.close();
  }
});
