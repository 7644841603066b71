// How the page loads (see README, Page speed): the WebAssembly core is
// decoded by the module itself, never fetched as a data: URL; app.js and
// attention-math.js are async, so either may run first; widgets far from the
// viewport hold no form fields until a reader gets near them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, siteDir, siteUrl, assertPageClean } from './browser.mjs';
import { serveSite } from './static-server.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const coreReady = (page) => page.waitForFunction(() => document.documentElement.dataset.core === 'ready', null, { timeout: 20000 });

// Content-Security-Policy violations, as the page sees them.
async function watchViolations(page) {
  await page.addInitScript(() => {
    globalThis.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      globalThis.__violations.push(`${e.effectiveDirective} ${e.blockedURI.slice(0, 40)}`);
    });
  });
}

test('under connect-src \'none\' the core loads without a policy violation: nothing fetches its data: URL', async () => {
  const server = await serveSite(siteDir, { csp: "script-src 'self' 'wasm-unsafe-eval'; connect-src 'none'" });
  const page = await openPage(browser);
  try {
    await watchViolations(page);
    await page.goto(`${server.url}index.html#softmax`);
    await coreReady(page);
    await page.waitForFunction(() => document.querySelector('attention-softmax')?.dataset.state === 'ready', null, { timeout: 20000 });
    assert.deepEqual(await page.evaluate(() => globalThis.__violations), []);
    assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors], []);
  } finally {
    await page.closeAll();
    await server.close();
  }
});

test('app.js may run before attention-math.js has arrived: it waits for the core, and widgets draw', async () => {
  const server = await serveSite(siteDir, { delays: { 'attention-math.js': 700 } });
  const page = await openPage(browser);
  try {
    await page.goto(`${server.url}index.html#scores`, { waitUntil: 'commit' }); // not 'load': it waits for the core
    // app.js has run (the widgets are defined) while the core is still on its way.
    await page.waitForFunction(() => customElements.get('attention-scores') !== undefined);
    assert.equal(await page.evaluate(() => typeof globalThis.AttentionMath), 'undefined');
    await coreReady(page);
    await page.waitForFunction(() => document.querySelector('attention-scores')?.dataset.state === 'ready', null, { timeout: 20000 });
    assert.equal(await page.evaluate(() => typeof globalThis.AttentionMath.shared), 'function');
    assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors], []);
  } finally {
    await page.closeAll();
    await server.close();
  }
});

test('widgets far below the first screen hold no form fields until a reader scrolls near them', async () => {
  const page = await openPage(browser);
  try {
    await page.goto(siteUrl());
    await coreReady(page);
    await page.waitForTimeout(300); // idle time: widgets within reach build then
    const fields = () => page.$$eval('#takeaways input, #takeaways select, #takeaways textarea', (nodes) => nodes.length);
    assert.equal(await fields(), 0, 'the exercises, far down, have no fields yet');
    assert.equal(await page.$eval('attention-exercises', (w) => w.dataset.state), 'loading');
    await page.locator('#takeaways').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('attention-exercises')?.dataset.state === 'ready', null, { timeout: 20000 });
    assert.ok(await fields() > 0, 'near the reader, the exercises have their fields');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});
