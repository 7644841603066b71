// Honest visuals: the weighted sum's stacked share strip has ticks at 0, 25,
// 50, 75 and 100%, each where that share of the strip ends, and the shares
// end where their running totals say. (Every weight heatmap on the one 0–1
// scale is the page pass: page-pass.mjs, checks/honest-scales.mjs; the
// scaling histograms' one shared axis is tests/e2e/scaling.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, drawAllWidgets, assertPageClean, sectionUrl, openFigureMore } from './browser.mjs';
import { widgetsDrawn } from './states.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

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
