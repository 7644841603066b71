// The tutorial as a whole: all thirteen sections in the derivation's order,
// every widget drawn from the core, no console errors, nothing fetched from
// outside the folder, axe-clean in both themes and on a phone, and the
// screenshots the README and reviewers look at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, siteUrl, runAxe, screenshot, assertPageClean, drawAllWidgets } from './browser.mjs';

const SECTIONS = ['why', 'qkv', 'scores', 'scaling', 'masking', 'softmax', 'online-softmax', 'weighted-sum', 'formula',
  'walkthrough', 'multi-head', 'learning', 'misconceptions', 'takeaways'];

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

async function openWholePage(options = {}, query = '') {
  const page = await openPage(browser, options);
  await page.goto(siteUrl(query));
  await drawAllWidgets(page);
  await page.waitForFunction(() => {
    const widgets = [...document.querySelectorAll('[data-state]')];
    return widgets.length > 0 && widgets.every((w) => w.dataset.state === 'ready');
  }, null, { timeout: 20000 });
  return page;
}

test('the sections come in the order of the derivation, each listed in the table of contents', async () => {
  const page = await openWholePage();
  try {
    const ids = await page.$$eval('main > section[id]', (sections) => sections.map((s) => s.id));
    assert.deepEqual(ids, SECTIONS);
    const links = await page.$$eval('.toc a', (anchors) => anchors.map((a) => a.getAttribute('href')));
    assert.deepEqual(links, SECTIONS.map((id) => `#${id}`));
    const widgets = await page.$$eval('[data-state]', (nodes) => nodes.map((n) => `${n.localName}:${n.dataset.state}`));
    assert.ok(widgets.length >= 10, `${widgets.length} widgets`);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

for (const [name, options] of [
  ['desktop light', { colorScheme: 'light' }],
  ['desktop dark', { colorScheme: 'dark' }],
  ['phone light', { colorScheme: 'light', viewport: { width: 375, height: 812 } }],
  ['phone dark', { colorScheme: 'dark', viewport: { width: 375, height: 812 } }],
]) {
  test(`${name}: axe finds nothing, nothing overflows, nothing leaves file://`, async () => {
    const page = await openWholePage(options);
    try {
      assert.deepEqual(await runAxe(page), []);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      const viewport = options.viewport?.width ?? 1280;
      assert.ok(width <= viewport, `page is ${width}px wide in a ${viewport}px viewport`);
      await screenshot(page, `page-${name.replace(' ', '-')}.png`);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
}

test('a link that sets every section at once opens that view', async () => {
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
  const page = await openWholePage({}, '?mh.h=5&cost.h=7');
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
