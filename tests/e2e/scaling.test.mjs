// <attention-scaling> in Chromium, what only a browser can show: both
// histograms drawn on one axis (the same ticks at the same places, the same
// bins, the raw bars spread wider); the statistics, callout and tables drawn
// as the model has them; the tables written only while their disclosure is
// open, and the saturation table not built until it opens; the log₂ slider
// from the keyboard and the URL; a bad d_k refused and a good one clearing
// the message; the numbers computed off the page (compute-worker.js over
// http; a blob: worker from file://, checked in the page pass) or on it
// (under a strict CSP) equal the core's, and a slider step after the slow
// call still draws. The
// numbers against the core and numpy: tests/models/scaling.test.mjs; the
// figures and the URL round trip: widget-smoke; d_k = 1024 and computing
// under axe, and the blob: worker's numbers: state-rows/scores.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chapterOf, loadCore, revealPredictions, siteDir, usePages } from './browser.mjs';
import { serveSite } from './static-server.mjs';
import { fields, model, prepare } from '../../web/elements/scaling/model.js';
import { parseRichText } from '../../web/lib/text/rich-text.js';
import { inputs, tableText } from '../models/harness.mjs';

const { withSection, withPage } = usePages();
const am = await loadCore();
const shown = (rich) => parseRichText(rich).map((run) => ('text' in run ? run.text : run.name + (run.sub ?? ''))).join('');
// The model's figures for d_k (the saturation sweep only when asked for).
const figuresAt = new Map();
const figuresFor = (dK, { saturation = false } = {}) => {
  const key = `${dK}:${saturation}`;
  if (!figuresAt.has(key)) {
    const given = inputs(fields, { dK });
    const prepared = saturation ? prepare(am, given) : { samples: am.dotProducts({ seed: given.seed, dK }) };
    figuresAt.set(key, model(am, { ...given, ...prepared }));
  }
  return figuresAt.get(key);
};
const ready = (page, dK) => page.waitForFunction((want) => {
  const widget = document.querySelector('#scaling attention-scaling');
  return widget.dataset.state === 'ready' && !widget.pending && widget.drawn?.dK === want;
}, dK, { timeout: 60000 });
const tableRows = (page, which) => page.$$eval(`#scaling [data-part="histogram-tables"] [data-part="table"]:${which}-child tbody tr`,
  (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));

// The widget has drawn the model's figures for d_k: both panels' statistics
// and histograms on one axis, the callout; no underscore or caret in sight.
async function expectShown(page, dK) {
  await ready(page, dK);
  const { spread } = figuresFor(dK);
  const drawn = await page.evaluate(() => {
    const widget = document.querySelector('#scaling attention-scaling');
    return {
      panels: [...widget.querySelectorAll('[data-part="histogram-panel"]')].map((panel) => ({
        stats: [...panel.querySelectorAll('[data-stat]')].map((s) => [s.dataset.stat, s.querySelector('dd').firstChild.textContent]),
        ticks: [...panel.querySelectorAll('[data-part="tick"]')].map((t) => `${t.textContent}@${t.style.left}`),
        // The bars are one path, a rectangle per non-empty bin: "M<x> 100V<top>H<x + 1>V100Z".
        bins: panel.querySelector('svg[data-part="bars"]').getAttribute('viewBox'),
        bars: [...panel.querySelector('[data-part="bar"]').getAttribute('d').matchAll(/M([\d.]+) /g)].map((m) => Math.round(Number(m[1]))),
      })),
      verdict: widget.querySelector('[data-part="verdict"]').textContent,
      text: widget.innerText,
    };
  });
  assert.equal(drawn.panels.length, 2);
  const nonEmpty = (counts) => [...counts.keys()].filter((i) => counts[i] > 0);
  ['raw', 'scaled'].forEach((name, i) => {
    assert.deepEqual(drawn.panels[i].stats, spread[name].stats.map(([stat, value]) => [stat, value]), `${name} statistics`);
    assert.deepEqual(drawn.panels[i].bars, nonEmpty(spread[name].histogram.counts), `${name} bars: the non-empty bins`);
  });
  assert.deepEqual(drawn.panels[0].ticks, drawn.panels[1].ticks, `d_k = ${dK}: one axis`);
  assert.equal(drawn.panels[0].ticks.length, 7);
  assert.equal(drawn.panels[0].bins, drawn.panels[1].bins, 'the same bins');
  const span = (bars) => bars.at(-1) - bars[0];
  if (dK === 1) assert.equal(span(drawn.panels[0].bars), span(drawn.panels[1].bars), 'at d_k = 1 scaling changes nothing');
  else if (dK >= 64) assert.ok(span(drawn.panels[0].bars) > 4 * span(drawn.panels[1].bars), `d_k = ${dK}: raw ${span(drawn.panels[0].bars)} bins, scaled ${span(drawn.panels[1].bars)}`);
  assert.equal(drawn.verdict, shown(spread.verdict));
  // No literal underscores or carets anywhere a reader can see in the widget.
  assert.doesNotMatch(drawn.text, /_|\^/);
}

test('one axis for both histograms, the model’s numbers drawn; tables written only while open; the saturation table built when opened; the log₂ slider and the URL; a bad d_k refused', () => withSection('scaling', {}, async (page) => {
  // z is defined on the main path before the mask and softmax use it; the derivative of softmax waits in "Go deeper".
  const main = await page.$$eval('#scaling > attention-predict > .prose p', (ps) => ps.map((p) => p.textContent).join(' '));
  assert.match(main, /scaled scores[^]*z_\{ij\} = S_\{ij\}\/\\sqrt\{d_k\}[^]*the numbers softmax actually\s+receives/);
  const deeper = await page.$$eval('#scaling details.go-deeper p', (ps) => ps.map((p) => p.textContent).join(' '));
  assert.match(deeper, /the gradient rises a little over the first few widths/);

  await expectShown(page, 64);
  const saturation = page.locator('#scaling [data-part="saturation"]');
  assert.equal(await saturation.locator('[data-part="table"]').count(), 0, 'not built while closed');

  // The tables are written when their disclosure opens; open, a slider step rewrites them at once.
  const tables = page.locator('#scaling [data-part="histogram-tables"] > summary');
  await tables.click();
  await page.waitForFunction(() => document.querySelector('#scaling [data-part="histogram-tables"] tbody tr'));
  assert.deepEqual(await tableRows(page, 'first'), tableText(figuresFor(64).spread.tables.raw));
  assert.deepEqual(await tableRows(page, 'last'), tableText(figuresFor(64).spread.tables.scaled));
  const slider = page.getByRole('slider');
  const box = page.getByRole('textbox', { name: /d_?k/ });
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForURL(/scaling\.dk=32/);
  await expectShown(page, 32);
  assert.equal(await box.inputValue(), '32');
  assert.deepEqual(await tableRows(page, 'first'), tableText(figuresFor(32).spread.tables.raw));
  // Closed, a step leaves them until they open again, and then they show the current numbers.
  await tables.click();
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForURL(/scaling\.dk=16/);
  await expectShown(page, 16);
  assert.deepEqual(await tableRows(page, 'first'), tableText(figuresFor(32).spread.tables.raw), 'closed: not rewritten yet');
  await tables.click();
  await page.waitForFunction((expected) => JSON.stringify([...document.querySelectorAll('#scaling [data-part="histogram-tables"] [data-part="table"]:first-child tbody tr')]
    .map((r) => [...r.children].map((c) => c.textContent))) === expected, JSON.stringify(tableText(figuresFor(16).spread.tables.raw)));
  await box.fill('1');
  await page.waitForURL(/scaling\.dk=1\b/);
  await expectShown(page, 1);

  // Any whole number, not only powers of two; a bad one is refused and the last good numbers stay.
  await box.fill('abc');
  await page.waitForFunction((input) => input.getAttribute('aria-invalid') === 'true', await box.elementHandle());
  await expectShown(page, 1);
  await box.fill('100');
  await page.waitForURL(/scaling\.dk=100/);
  await expectShown(page, 100);
  assert.equal(await box.getAttribute('aria-invalid'), null);
  assert.equal(await slider.getAttribute('aria-valuetext'), 'd_k = 100');
  await saturation.locator(':scope > summary').click();
  await page.waitForFunction(() => document.querySelector('#scaling [data-part="saturation"] [data-part="table"] tbody tr'));
  assert.deepEqual(await saturation.locator('[data-part="table"] tbody tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent))),
    tableText(figuresFor(100, { saturation: true }).saturation.table));
  assert.match(await saturation.locator('[data-part="table"]').textContent(), /100 \(yours\)/);
  await box.fill('64');
  await page.waitForURL((url) => !url.search.includes('scaling.dk')); // 64 is the default: left out
  await expectShown(page, 64);
}));

// d_k = 1024 is the core's, drawn on the one axis; one step left, 512 is
// too (the slider keeps working after the slow call).
async function expect1024Then512(page) {
  await expectShown(page, 1024);
  await page.getByRole('slider').focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForURL(/scaling\.dk=512/);
  await expectShown(page, 512);
}

// From file:// a worker cannot load from a file URL: the page writes the
// worker's source into a blob: URL (its numbers at 1024 and 512 are checked
// against the core in the page pass: state-rows/scores.mjs). Under a
// Content-Security-Policy that does not allow blob: workers, the page
// computes them itself, with the same numbers and nothing logged.
test('from file:// under a strict CSP (no blob: worker), d_k = 1024 is computed on the page and equals the core', async () => {
  const strictDir = mkdtempSync(join(tmpdir(), 'attention-math-csp-'));
  cpSync(siteDir, strictDir, { recursive: true });
  const chapter = join(strictDir, chapterOf('scaling'));
  writeFileSync(chapter, readFileSync(chapter, 'utf8').replace('<head>',
    `<head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'wasm-unsafe-eval'">`));
  try {
    await withSection('scaling', { query: '?scaling.dk=1024', dir: strictDir }, async (page) => {
      await ready(page, 1024);
      assert.equal(page.workers().filter((w) => w.url().startsWith('blob:')).length, 0);
      await expect1024Then512(page);
    });
  } finally {
    rmSync(strictDir, { recursive: true, force: true });
  }
});

// Over http the slow calls run in a Web Worker (compute-worker.js beside
// attention-math.js); its numbers must be the core's, and the slider must
// keep working while it computes.
test('over http, d_k = 1024 is computed by the worker, equals the core, and a later slider step still draws', async () => {
  const server = await serveSite(siteDir);
  try {
    await withPage({ clean: false }, async (page) => {
      await page.goto(`${server.url}${chapterOf('scaling')}?scaling.dk=1024#scaling`);
      await revealPredictions(page, '#scaling attention-predict');
      await ready(page, 1024);
      assert.ok(page.workers().some((w) => w.url().endsWith('/compute-worker.js')), 'a worker was started');
      await expect1024Then512(page);
      // Served over http the page may fetch from its own origin; nothing went wrong.
      assert.deepEqual(page.log.pageErrors, []);
      assert.deepEqual(page.log.consoleErrors, []);
    });
  } finally {
    await server.close();
  }
});
