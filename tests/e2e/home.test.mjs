// The course home, site/index.html: its theme toggle works without the
// widgets' script, and the choice carries to a chapter. (The home page's
// map of chapters, promise and progress, axe in every view with and without
// progress, and its fit are the page pass: page-pass.mjs, pass-index.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, pageUrl, usePages } from './browser.mjs';

const { withPage } = usePages();

test('the home page\'s theme toggle works without the widgets\' script, and the choice carries to a chapter', () => withPage({ colorScheme: 'light' }, async (page) => {
  await page.goto(pageUrl('index.html'));
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  // The chapter card's title: a heading that is a link to the chapter.
  await page.getByRole('heading', { name: CHAPTERS[1].title, exact: true }).getByRole('link').click();
  await page.waitForURL((url) => url.pathname.endsWith(CHAPTERS[1].file));
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
}));
