// Text that is out of sight but read by screen readers: the two utilities
// of web/styles/10-base.css, applied in markup. .visually-hidden hides at
// every width (the heatmap captions that repeat a head card's or a matrix
// panel's title); .visually-hidden-narrow only on a phone (the theme
// toggle's " theme", the embeddings table's column headings once its rows
// are cards). At 1280 and 390 px: what is painted, and what the
// accessibility tree keeps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePages } from './browser.mjs';

const { withSection } = usePages();

const WIDTHS = [1280, 390];
const narrow = (width) => width <= 480;

// 1 × 1 and clipped (hidden from sight), or laid out as usual.
const box = (locator) => locator.first().evaluate((node) => {
  const rect = node.getBoundingClientRect();
  return { hidden: rect.width <= 1 && rect.height <= 1 && getComputedStyle(node).clipPath === 'inset(50%)', rect: [rect.width, rect.height] };
});

for (const width of WIDTHS) {
  test(`${width} px: the theme toggle and the embeddings’ headings hide from sight only on a phone, never from screen readers`, () => withSection('walkthrough', { viewport: { width, height: 900 } }, async (page) => {
      // The utility under test is the selector: the toggle's word " theme" carries it.
      assert.equal((await box(page.locator('#theme-toggle .visually-hidden-narrow'))).hidden, narrow(width));
      assert.match(await page.locator('#theme-toggle').ariaSnapshot(), /button "Dark theme"/);
      // The embeddings editor's grid: the table whose corner heading is "token ↓ dimension →".
      const grid = page.locator('#walkthrough table').filter({ has: page.locator('th', { hasText: 'token ↓ dimension →' }) });
      await grid.first().evaluate((node) => node.closest('details')?.setAttribute('open', '')); // the embeddings editor
      await grid.first().waitFor();
      assert.equal((await box(grid.locator('thead'))).hidden, narrow(width));
      const tree = await grid.first().ariaSnapshot();
      for (const heading of ['token ↓ dimension →', '1', '6']) assert.ok(tree.includes(`columnheader "${heading}"`), `${heading}: ${tree.slice(0, 300)}`);
  }));

  test(`${width} px: a head card’s and a matrix panel’s heatmap captions are heard, not shown`, async () => {
    for (const [section, scope] of [['heads-split', '.mh-head'], ['misconceptions', '.matrix-panel']]) {
      await withSection(section, { viewport: { width, height: 900 } }, async (page) => {
        const card = page.locator(scope).first();
        await card.evaluate((node) => node.closest('details')?.setAttribute('open', ''));
        await card.locator('caption').waitFor({ state: 'attached' });
        const { hidden, rect } = await box(card.locator('caption'));
        assert.ok(hidden, `${scope} caption is ${rect}`);
        assert.match(await card.ariaSnapshot(), /caption: .*\w/, `${scope}: the caption is in the accessibility tree`);
      });
    }
  });
}
