// Print (web/styles/90-print.css): a chapter printed to PDF by Chromium, in
// the dark theme, comes out light, with no controls, closed disclosures
// left out, figures kept whole, and a page rasterised by pdftoppm (Debian's
// poppler-utils, installed by web/install-deps.sh) that is light and not
// blank. The rasterised page is kept in tests/e2e/screenshots/ to look at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, openPage, pageUrl, drawAllWidgets, screenshotDir } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

// A PPM/PGM (P5 or P6, 8 bits) as its pixels' mean grey level and the share of dark ones.
function greyStats(file) {
  const data = readFileSync(file);
  const header = data.toString('latin1', 0, 64).match(/^(P[56])\s+(\d+)\s+(\d+)\s+255\s/);
  const channels = header[1] === 'P6' ? 3 : 1;
  const pixels = data.subarray(header[0].length);
  let sum = 0;
  let dark = 0;
  const count = pixels.length / channels;
  for (let i = 0; i < pixels.length; i += channels) {
    const grey = channels === 3 ? (pixels[i] + pixels[i + 1] + pixels[i + 2]) / 3 : pixels[i];
    sum += grey;
    if (grey < 100) dark += 1;
  }
  return { width: Number(header[2]), height: Number(header[3]), mean: sum / count, dark: dark / count };
}

test('formula.html printed in the dark theme: light, no controls, closed details left out, figures whole, legible', async () => {
  const page = await openPage(browser, { colorScheme: 'dark' });
  const dir = mkdtempSync(join(tmpdir(), 'attention-print-'));
  try {
    await page.goto(pageUrl('formula.html'));
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await drawAllWidgets(page);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const shown = (selector) => [...document.querySelectorAll(selector)].filter((n) => n.checkVisibility()).map((n) => n.outerHTML.slice(0, 80));
      const heatCell = document.querySelector('.heatmap__cell:not(.heatmap__cell--nonfinite)');
      return {
        scheme: getComputedStyle(document.documentElement).colorScheme,
        background: getComputedStyle(document.body).backgroundColor,
        controls: shown('input, select, textarea, button, .figure-export, .step-map, .theme-toggle'),
        closed: shown('details:not([open])'),
        open: document.querySelectorAll('details[open]').length,
        whole: [...document.querySelectorAll('figure, .heatmap, .bars, .waterfall, .data-table')].filter((n) => getComputedStyle(n).breakInside !== 'avoid').length,
        figures: document.querySelectorAll('.heatmap, .bars, .waterfall, .data-table').length,
        heatColour: heatCell && getComputedStyle(heatCell).backgroundColor,
        heatLight: heatCell && heatCell.style.getPropertyValue('--heat-bg-light'),
        adjust: heatCell && getComputedStyle(heatCell).printColorAdjust,
      };
    });
    assert.equal(printed.scheme, 'light');
    assert.equal(printed.background, 'rgb(255, 255, 255)');
    assert.deepEqual(printed.controls, [], 'no controls on paper');
    assert.deepEqual(printed.closed, [], 'closed disclosures left out');
    assert.ok(printed.open > 0, 'open ones stay (the widgets open some)');
    assert.ok(printed.figures > 5);
    assert.equal(printed.whole, 0, 'every figure has break-inside: avoid');
    const hex = `#${printed.heatColour.match(/\d+/g).map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
    assert.equal(hex, printed.heatLight, 'heatmap cells in their light shade');
    assert.equal(printed.adjust, 'exact', 'heat colours print without "background graphics"');

    const pdf = join(dir, 'formula.pdf');
    await page.pdf({ path: pdf, format: 'A4', printBackground: false });
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))[1]);
    assert.ok(pages >= 4 && pages <= 30, `${pages} pages`);
    execFileSync('pdftoppm', ['-r', '60', '-f', '2', '-l', '2', '-singlefile', pdf, join(dir, 'page-2')]);
    const stats = greyStats(join(dir, 'page-2.ppm'));
    assert.deepEqual([stats.width, stats.height], [497, 703], 'A4 at 60 dpi (pdftoppm rounds up)');
    assert.ok(stats.mean > 215, `light page: mean grey ${stats.mean.toFixed(0)}`);
    assert.ok(stats.dark > 0.01, `text on it: ${(stats.dark * 100).toFixed(1)}% dark pixels`);
    mkdirSync(screenshotDir, { recursive: true });
    execFileSync('pdftoppm', ['-r', '80', '-png', '-f', '2', '-l', '3', pdf, join(screenshotDir, 'print-formula')]);
  } finally {
    await page.closeAll();
    rmSync(dir, { recursive: true, force: true });
  }
});
