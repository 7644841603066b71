// Where CSS light-dark() is missing (Safari before 17.5) the theme colours
// come from the fallback block the build appends to app.css
// (web/build/light-dark-fallback.mjs). Chromium has light-dark(), so a copy
// of the site stands in for an old browser: in its app.css every
// light-dark( is renamed to a function no browser knows, which makes each
// use invalid as it is there, and makes the fallback's
// @supports not (color: …) true. The page's colours (page, text, accent,
// heatmap cells, a table of the trained heads) must equal the real page's,
// in the light and dark system themes and with the toggle pinning dark,
// and none may be empty.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageUrl, siteDir, usePages } from './browser.mjs';

const { withPage } = usePages();

function oldBrowserSite() {
  const dir = mkdtempSync(join(tmpdir(), 'attention-math-no-light-dark-'));
  cpSync(siteDir, dir, { recursive: true });
  const css = readFileSync(join(dir, 'app.css'), 'utf8');
  assert.match(css, /light-dark\(/);
  writeFileSync(join(dir, 'app.css'), css.replaceAll('light-dark(', 'light-dark-missing('));
  return dir;
}

// Computed colours of the page, a paragraph, a link and the scores' heatmap cells.
async function colours(page, url, pinned) {
  await page.goto(url);
  if (pinned) await page.evaluate((theme) => { document.documentElement.dataset.theme = theme; }, pinned);
  await page.evaluate(() => { for (const p of document.querySelectorAll('attention-predict')) p.setAttribute('revealed', ''); });
  await page.locator('#scores attention-scores').scrollIntoViewIfNeeded();
  await page.waitForSelector('#scores attention-scores[data-state="ready"]');
  return page.evaluate(() => {
    const style = (node, ...props) => props.map((p) => getComputedStyle(node)[p]);
    const cells = [...document.querySelector('#scores attention-scores').renderRoot.querySelectorAll('[data-part="cell"]')].slice(0, 6);
    return {
      body: style(document.body, 'backgroundColor', 'color'),
      paragraph: style(document.querySelector('main p'), 'color'),
      link: style(document.querySelector('main a[href]'), 'color'),
      border: style(document.querySelector('attention-scores'), 'borderTopColor'),
      cells: cells.map((c) => style(c, 'backgroundColor', 'color')),
    };
  });
}

test('without light-dark() the theme colours fall back to the same colours, light, dark and pinned dark', async () => {
  const old = oldBrowserSite();
  try {
    for (const [scheme, pinned] of [['light', null], ['dark', null], ['light', 'dark']]) {
      await withPage({ colorScheme: scheme }, async (page) => {
        const want = await colours(page, pageUrl('scores.html'), pinned);
        const got = await colours(page, pageUrl('scores.html', '', old), pinned);
        const all = JSON.stringify(got);
        assert.ok(got.cells.length >= 6, 'heatmap cells found');
        assert.doesNotMatch(all, /rgba\(0, 0, 0, 0\)/, `${scheme}${pinned ? `, pinned ${pinned}` : ''}: no colour is empty: ${all}`);
        assert.deepEqual(got, want, `${scheme}${pinned ? `, pinned ${pinned}` : ''}`);
      });
    }
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
});
