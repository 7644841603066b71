// How the page loads (see README, Page speed): the WebAssembly core is
// decoded by the module itself, never fetched as a data: URL; app.js and
// attention-math.js are async, so either may run first; widgets far from the
// viewport hold no form fields while the page loads, and get them in idle
// time after it (Tab and find-in-page must reach every widget).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, siteDir, pageUrl, chapterOf, assertPageClean } from './browser.mjs';
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
    await page.goto(`${server.url}${chapterOf('softmax')}#softmax`);
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
  let releaseCore;
  const coreHeld = new Promise((resolve) => { releaseCore = resolve; });
  const server = await serveSite(siteDir, { delays: { 'attention-math.js': coreHeld } });
  const page = await openPage(browser);
  try {
    await page.goto(`${server.url}${chapterOf('scores')}#scores`, { waitUntil: 'commit' }); // not 'load': it waits for the core
    // app.js has run (the widgets are defined) while the core is still held back by the server.
    await page.waitForFunction(() => customElements.get('attention-scores') !== undefined);
    assert.equal(await page.evaluate(() => typeof globalThis.AttentionMath), 'undefined');
    releaseCore();
    await coreReady(page);
    await page.waitForFunction(() => document.querySelector('attention-scores')?.dataset.state === 'ready', null, { timeout: 20000 });
    assert.equal(await page.evaluate(() => typeof globalThis.AttentionMath.shared), 'function');
    assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors], []);
  } finally {
    releaseCore();
    await page.closeAll();
    await server.close();
  }
});

test('widgets far below the first screen get their fields after load, in idle time, without scrolling', async () => {
  const page = await openPage(browser);
  try {
    await page.addInitScript(() => {
      const seen = globalThis.__fieldsSeen = { loadAt: null, fieldsAt: null };
      addEventListener('load', () => { seen.loadAt = performance.now(); });
      new MutationObserver(() => {
        if (seen.fieldsAt === null && document.querySelector('attention-misconception-bugs input, attention-misconception-bugs select')) {
          seen.fieldsAt = performance.now();
        }
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(pageUrl(chapterOf('takeaways')));
    await coreReady(page);
    // Never scrolled: the background build must still reach every widget.
    await page.waitForFunction(() => ![...document.querySelectorAll('[data-state]')].some((w) => w.dataset.state === 'loading'),
      null, { timeout: 30000 });
    const seen = await page.evaluate(() => globalThis.__fieldsSeen);
    assert.ok(seen.loadAt !== null && seen.fieldsAt !== null, 'the last widget got its fields');
    assert.ok(seen.fieldsAt - seen.loadAt >= 1000, `not during load: fields came ${(seen.fieldsAt - seen.loadAt).toFixed(0)} ms after it`);
    assert.ok(await page.$$eval('attention-misconception-bugs input, attention-misconception-bugs select', (nodes) => nodes.length) > 0);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});
