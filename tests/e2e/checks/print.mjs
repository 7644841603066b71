// Print (web/styles/90-print.css): a chapter printed to PDF by Chromium, in
// the dark theme, comes out light, with no controls, closed disclosures left
// out, figures kept whole, and a page rasterised by pdftoppm (Debian's
// poppler-utils) that is light and not blank. Run by the page pass
// (../page-pass.mjs) last, in 1280 dark: it loads the page again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawAllWidgets, pageUrl } from '../browser.mjs';

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

export async function printProblems(page, file) {
  const problems = [];
  const expect = (ok, message) => { if (!ok) problems.push(message); };
  const dir = mkdtempSync(join(tmpdir(), 'attention-print-'));
  try {
    // The page as it loads, its widgets drawn: the read-through opened
    // every disclosure, and print is about the ones a reader left closed.
    await page.goto(pageUrl(file));
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
    expect(printed.scheme === 'light', `printed colour scheme ${printed.scheme}`);
    expect(printed.background === 'rgb(255, 255, 255)', `printed background ${printed.background}`);
    expect(printed.controls.length === 0, `controls on paper: ${printed.controls.join(' | ')}`);
    expect(printed.closed.length === 0, `closed disclosures printed: ${printed.closed.join(' | ')}`);
    expect(printed.open > 0, 'no open disclosure printed (the widgets open some)');
    expect(printed.figures > 5, `${printed.figures} figures`);
    expect(printed.whole === 0, `${printed.whole} figures may break across pages (break-inside is not avoid)`);
    const hex = printed.heatColour && `#${printed.heatColour.match(/\d+/g).map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
    expect(hex === printed.heatLight, `heatmap cells print ${hex}, not their light shade ${printed.heatLight}`);
    expect(printed.adjust === 'exact', 'heat colours need "background graphics" to print');

    const pdf = join(dir, file.replace('.html', '.pdf'));
    await page.pdf({ path: pdf, format: 'A4', printBackground: false });
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))[1]);
    expect(pages >= 4 && pages <= 30, `${pages} pages`);
    execFileSync('pdftoppm', ['-r', '60', '-f', '2', '-l', '2', '-singlefile', pdf, join(dir, 'page-2')]);
    const stats = greyStats(join(dir, 'page-2.ppm'));
    expect(stats.width === 497 && stats.height === 703, `page 2 is ${stats.width}×${stats.height}, not A4 at 60 dpi`);
    expect(stats.mean > 215, `page 2 is dark: mean grey ${stats.mean.toFixed(0)}`);
    expect(stats.dark > 0.01, `page 2 is blank: ${(stats.dark * 100).toFixed(1)}% dark pixels`);
  } finally {
    await page.emulateMedia({ media: 'screen' });
    rmSync(dir, { recursive: true, force: true });
  }
  return problems;
}
