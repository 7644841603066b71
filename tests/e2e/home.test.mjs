// The course home, site/index.html: its theme toggle works without the
// widgets' script, and the choice carries to a chapter. (The home page's
// map of chapters, promise and progress, axe in every view with and without
// progress, and its fit are the page pass: page-pass.mjs, pass-index.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, launchBrowser, openPage, pageUrl, assertPageClean } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

test('the home page\'s theme toggle works without the widgets\' script, and the choice carries to a chapter', async () => {
  const page = await openPage(browser, { colorScheme: 'light' });
  try {
    await page.goto(pageUrl('index.html'));
    const toggle = page.locator('#theme-toggle');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.click(`.chapter-card__title a[href="${CHAPTERS[1].file}"]`);
    await page.waitForURL((url) => url.pathname.endsWith(CHAPTERS[1].file));
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});
