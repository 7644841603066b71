// Phone layout that follows the width (the phone fit of every page, in both
// themes, is the page pass: page-pass.mjs, checks/phone-fit.mjs):
//   - a formula box is a Tab stop exactly when it scrolls, and that follows
//     the width: narrowed until a formula scrolls, it becomes one, widened
//     again, it stops being one;
//   - on a phone a wide table becomes cards that keep its comparison on one
//     line, and rows again on a wide screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageUrl, renderAllSections, drawAllWidgets, openFigureMore, usePages } from './browser.mjs';
import { widgetsDrawn } from './states.mjs';

const PHONE = { width: 390, height: 844 };
const { withPage } = usePages();

test('a formula box becomes a Tab stop when the page narrows until it scrolls, and stops being one when it widens again', () => withPage({ viewport: PHONE }, async (page) => {
    await page.goto(`${pageUrl('inside.html')}#backward`);
    const boxes = page.locator('#backward .math-scroll');
    const stops = () => boxes.evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('tabindex'), n.scrollWidth > n.clientWidth + 1]));
    const allFit = async () => (await stops()).every(([tabindex, scrolls]) => !scrolls && tabindex === null);
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.ok(await allFit(), `at 390 px every formula fits and none is a Tab stop: ${JSON.stringify(await stops())}`);
    await page.setViewportSize({ width: 220, height: 844 });
    await page.waitForFunction(() => [...document.querySelectorAll('#backward .math-scroll')]
      .some((n) => n.scrollWidth > n.clientWidth + 1 && n.getAttribute('tabindex') === '0'));
    for (const [tabindex, scrolls] of await stops()) assert.equal(tabindex === '0', scrolls, 'at 220 px, a Tab stop exactly when it scrolls');
    await page.setViewportSize(PHONE);
    await page.waitForFunction(() => [...document.querySelectorAll('#backward .math-scroll')].every((n) => n.getAttribute('tabindex') === null));
}));

test('on a phone a wide table becomes cards that keep its comparison on one line, and rows again on a wide screen; softmax keeps stable beside naive', () => withPage({ viewport: PHONE }, async (page) => {
    // The scaling step is in chapter 1, softmax in chapter 2.
    await page.goto(`${pageUrl('scores.html')}#scaling`);
    await renderAllSections(page);
    await drawAllWidgets(page);
    await widgetsDrawn(page);
    await openFigureMore(page, '#scaling'); // the saturation table is built when its disclosure opens
    // The saturation table: the one whose rows compare a weight unscaled and scaled.
    const saturation = page.locator('#scaling [data-part="table"]').filter({ hasText: 'largest w, unscaled' });
    await saturation.and(page.locator('.is-stacked')).waitFor();
    // In each card, each metric's unscaled cell sits on the line of its scaled cell, to its left.
    const pairs = await saturation.locator('tbody tr').evaluateAll((rows) => rows.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.getBoundingClientRect());
      return [0, 2, 4].map((i) => [Math.round(cells[i].top - cells[i + 1].top), cells[i].right <= cells[i + 1].left]);
    }));
    assert.ok(pairs.length >= 8, `${pairs.length} cards`);
    for (const card of pairs) assert.deepEqual(card, [[0, true], [0, true], [0, true]]);
    assert.deepEqual(await saturation.locator('tbody tr').first().locator('[data-part="cell-label"]').allTextContents(),
      ['dk', 'largest w, unscaled', 'largest w, scaled', 'entropy, unscaled', 'entropy, scaled', 'gradient, unscaled', 'gradient, scaled']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await saturation.and(page.locator(':not(.is-stacked)')).waitFor();
    assert.equal(await saturation.locator('[data-part="cell-label"]').count(), 0, 'no card labels in rows');
    await page.setViewportSize(PHONE);
    await saturation.and(page.locator('.is-stacked')).waitFor();
    // The softmax table stays a table: the stable column beside the naive one, on screen.
    await page.goto(`${pageUrl('formula.html')}#softmax`);
    await renderAllSections(page);
    await drawAllWidgets(page);
    await widgetsDrawn(page);
    const softmax = await page.locator('attention-softmax [data-part="table"]').first().evaluate((wrapper) => {
      const heads = [...wrapper.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
      return { stacked: wrapper.classList.contains('is-stacked'), right: Math.max(...heads.map((b) => b.right)), tops: new Set(heads.map((b) => Math.round(b.top))).size };
    });
    assert.deepEqual(softmax, { stacked: false, right: softmax.right, tops: 1 });
    assert.ok(softmax.right <= PHONE.width, `the stable column ends at ${softmax.right}px`);
}));
