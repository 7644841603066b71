// Honest visuals, on every chapter as a reader has it (predictions revealed,
// widgets drawn, disclosures open), in light and dark:
//   - every heatmap that shows attention weights (a matrix whose rows are
//     non-negative and sum to 1, whichever widget draws it) is coloured on
//     ONE fixed 0–1 scale: each cell's colour is the scale's colour for its
//     own value, not for its value stretched to the matrix's range, and a
//     key reading 0 to 1 is shown with it (its own, or its widget's);
//   - the weighted sum's stacked share strip has ticks at 0, 25, 50, 75 and
//     100%, each where that share of the strip ends, and the shares end
//     where their running totals say.
// (The scaling histograms' one shared axis is tests/e2e/scaling.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, launchBrowser, openPage, pageUrl, renderAllSections, drawAllWidgets, assertPageClean, sectionUrl, openFigureMore } from './browser.mjs';
import { widgetsDrawn } from './chapter.mjs';
import { readThrough } from './states.mjs';
import { heatColour } from '../../web/figures/colour-scale.js';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

// Every weights heatmap on the page: its cells' values and colours, and the
// ends of the key shown with it.
function weightHeatmaps(page) {
  return page.evaluate(() => [...document.querySelectorAll('.heatmap__table')].filter((t) => t.checkVisibility()).map((table) => {
    const rows = [...table.tBodies[0].rows].map((tr) => [...tr.querySelectorAll('td')].map((td) => ({
      value: Number(td.dataset.value), colour: getComputedStyle(td).backgroundColor,
    })));
    const finite = rows.flat().filter((c) => Number.isFinite(c.value));
    const weights = finite.length > 0 && finite.every((c) => c.value >= 0 && c.value <= 1)
      && rows.every((row) => Math.abs(row.reduce((sum, c) => sum + (Number.isFinite(c.value) ? c.value : 0), 0) - 1) < 1e-6);
    const figure = table.closest('.heatmap');
    const widget = figure.parentElement.closest('[data-state]');
    const shown = (legend) => legend && !legend.hidden && legend.checkVisibility();
    const legend = [figure.querySelector(':scope > .heatmap__legend'), ...widget.querySelectorAll('.heatmap__legend')].find(shown);
    return {
      where: `${widget.localName}: ${figure.querySelector('.heatmap__title:not([hidden])')?.textContent ?? table.caption?.textContent ?? ''}`.trim(),
      weights,
      cells: finite,
      legend: legend ? [...legend.querySelectorAll('.heatmap__legend-label')].map((l) => Number(l.textContent.replace('−', '-'))) : null,
      legendTitle: legend?.querySelector('.heatmap__legend-title')?.textContent ?? null,
    };
  }).filter((h) => h.weights));
}

for (const colorScheme of ['light', 'dark']) {
  for (const { file } of CHAPTERS) {
    test(`${file}, ${colorScheme}: every attention-weight heatmap is coloured on the one 0–1 scale, with a 0–1 key`, async () => {
      const page = await openPage(browser, { colorScheme });
      try {
        await page.goto(pageUrl(file));
        await renderAllSections(page);
        await readThrough(page);
        const heatmaps = await weightHeatmaps(page);
        console.log(`# ${file} ${colorScheme}: ${heatmaps.length} weight heatmaps: ${heatmaps.map((h) => h.where).join('; ')}`);
        const expected = { 'scores.html': 3, 'formula.html': 1, 'heads.html': 4, 'further.html': 2, 'review.html': 2 }[file];
        assert.ok(heatmaps.length >= expected, `${heatmaps.length} weight heatmaps on ${file}: ${heatmaps.map((h) => h.where).join('; ')}`);
        for (const heatmap of heatmaps) {
          assert.deepEqual(heatmap.legend, [0, 1], `${heatmap.where}: a key from 0 to 1`);
          assert.match(heatmap.legendTitle, /weight/, `${heatmap.where}: the key names the weights`);
          // The page rounds t to 1/1024 before mixing (web/figures/colour-scale.js).
          const wrong = heatmap.cells.filter((c) => c.colour !== rgb(heatColour(Math.round(c.value * 1024) / 1024, colorScheme).background));
          assert.deepEqual(wrong.slice(0, 3), [], `${heatmap.where}: ${wrong.length} of ${heatmap.cells.length} cells off the 0–1 scale`);
        }
        assertPageClean(page);
      } finally {
        await page.closeAll();
      }
    });
  }
}

test('the weighted sum’s share strip has ticks at 0, 25, 50, 75 and 100%, and each share ends at its running total', async () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    const page = await openPage(browser, { viewport });
    try {
      await page.goto(sectionUrl('weighted-sum'));
      await drawAllWidgets(page);
      await widgetsDrawn(page);
      const strip = await page.$eval('attention-weighted-sum .bars--stacked', (bars) => {
        const list = bars.querySelector('.bars__list').getBoundingClientRect();
        const at = (x) => (x - list.left) / list.width;
        return {
          // The end ticks sit inside the strip: 0 at its left edge, 100% at its right.
          ticks: [...bars.querySelectorAll('.bars__tick')].map((tick) => {
            const box = tick.getBoundingClientRect();
            const x = tick.matches(':first-child') ? box.left : tick.matches(':last-child') ? box.right : box.left + box.width / 2;
            return { text: tick.textContent, at: at(x), shown: tick.checkVisibility() };
          }),
          ends: [...bars.querySelectorAll('.bars__bar')].map((bar) => at(bar.getBoundingClientRect().right)),
          width: list.width,
        };
      });
      // w_ij of each key, from the terms table (in a card the cell's name comes
      // first); the table sits in the widget's figure-more, drawn when opened.
      await openFigureMore(page, '#weighted-sum');
      const weights = await page.$$eval('.weighted-sum__terms tbody tr', (rows) => rows.slice(0, -1)
        .map((tr) => Number([...tr.cells[1].childNodes].at(-1).textContent)));
      assert.deepEqual(strip.ticks.map((t) => t.text), ['0', '25%', '50%', '75%', '100%']);
      const px = 1.5 / strip.width; // within a pixel and a half
      strip.ticks.forEach((tick, i) => {
        assert.ok(tick.shown, `${tick.text} is shown`);
        assert.ok(Math.abs(tick.at - i / 4) < px, `${tick.text} at ${(100 * tick.at).toFixed(1)}% of the strip (${viewport.width} px)`);
      });
      let total = 0;
      strip.ends.forEach((end, j) => {
        total += weights[j];
        assert.ok(Math.abs(end - total) < px + 1e-4, `share ${j + 1} ends at ${(100 * end).toFixed(2)}%, its running total is ${(100 * total).toFixed(2)}%`);
      });
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  }
});
