// Whole chapter pages: a link that sets every widget of a chapter at once,
// and one whose values the core refuses. (What every chapter page must be,
// sections in order, axe-clean in both themes and on a phone, screenshots,
// is tests/e2e/chapter.mjs, run by the chapter-*.test.mjs files.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, pageUrl, chapterOf, assertPageClean, drawAllWidgets } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

async function openWholePage(options = {}, query = '', file = chapterOf('walkthrough')) {
  const page = await openPage(browser, options);
  await page.goto(pageUrl(file, query));
  await drawAllWidgets(page);
  await page.waitForFunction(() => {
    const widgets = [...document.querySelectorAll('[data-state]')];
    return widgets.length > 0 && widgets.every((w) => w.dataset.state === 'ready');
  }, null, { timeout: 20000 });
  return page;
}

test('a link that sets every widget of a chapter at once opens that view', async () => {
  const page = await openWholePage({}, '?seed=7&dk=4&dv=2&softmax.scale=50');
  try {
    assert.match(page.url(), /softmax\.scale=50/);
    assert.match(await page.textContent('#softmax'), /NaN/);
    assert.match(await page.textContent('#walkthrough-output'), /Q \(queries\)/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('a link whose values the core refuses still draws every widget, with the message beside the field', async () => {
  // 5 heads do not divide the demo's d_model of 24: each value passes the
  // field's own check, only the core can refuse the pair.
  const page = await openWholePage({}, '?mh.h=5&cost.h=7', chapterOf('multi-head'));
  try {
    assert.equal(await page.locator('#multi-head .mh-heads:not(.mh-parked) .mh-head').count(), 4, 'the default 4 heads are drawn');
    const messages = await page.locator('#multi-head .field__message:not([hidden])').allTextContents();
    assert.equal(messages.length, 2);
    for (const message of messages) assert.match(message, /must divide .* Still showing (4|12)\./);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});
