// How the page loads (see tests/bench/README.md, Page speed): each chapter
// loads its own bundle (app-<chapter>.js, only the elements it uses), which
// adds the WebAssembly core (attention-math.js) after the load event, when a
// widget first asks for numbers; the core is decoded by the module itself,
// never fetched as a data: URL; a page that links the core itself may run
// either script first; widgets far from the viewport hold no form fields
// while the page loads, and get them in idle time after it (Tab and
// find-in-page must reach every widget).
//
// Over http the pages come from the usePages fixture with `clean: false`
// (its clean check counts every http request as outside); those tests check
// console and page errors themselves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHAPTERS, siteDir, pageUrl, chapterOf, revealPredictions, usePages } from './browser.mjs';
import { serveSite } from './static-server.mjs';

const { withPage } = usePages();

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
  try {
    await withPage({ clean: false }, async (page) => {
      await watchViolations(page);
      await page.goto(`${server.url}${chapterOf('softmax')}#softmax`);
      await revealPredictions(page, '#softmax attention-predict'); // the widget is guarded by a question
      await coreReady(page);
      await page.waitForFunction(() => document.querySelector('attention-softmax')?.dataset.state === 'ready', null, { timeout: 20000 });
      assert.deepEqual(await page.evaluate(() => globalThis.__violations), []);
      assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors], []);
    });
  } finally {
    await server.close();
  }
});

test('the core is not in the page\'s first paint: it is fetched after the load event, from next to the bundle (a sub-path)', async () => {
  const server = await serveSite(siteDir);
  try {
    await withPage({ clean: false }, async (page) => {
      await page.goto(`${server.url}${chapterOf('why')}`);
      await coreReady(page);
      const timing = await page.evaluate(() => ({
        loadEvent: performance.getEntriesByType('navigation')[0].loadEventEnd,
        core: performance.getEntriesByType('resource').filter((r) => r.name.endsWith('/attention-math.js')).map((r) => [r.name, r.startTime]),
      }));
      assert.equal(timing.core.length, 1, 'fetched once');
      const [[url, start]] = timing.core;
      assert.equal(new URL(url).pathname, '/docs/attention/attention-math.js');
      assert.ok(start >= timing.loadEvent, `fetched at ${start.toFixed(0)} ms, before the load event at ${timing.loadEvent.toFixed(0)} ms`);
      await revealPredictions(page, '#why attention-predict'); // its first widget is guarded by a question
      await page.waitForFunction(() => document.querySelector('attention-subject-head')?.dataset.state === 'ready', null, { timeout: 20000 });
      assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors], []);
    });
  } finally {
    await server.close();
  }
});

test('a chapter\'s bundle holds the elements its sections use, and no others', () => withPage({}, async (page) => {
    for (const chapter of CHAPTERS) {
      await page.goto(pageUrl(chapter.file));
      await page.waitForFunction(() => document.querySelector('[data-state]'));
      const { used, undefinedTags } = await page.evaluate(() => {
        const tags = [...new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((t) => t.startsWith('attention-')))];
        return { used: tags, undefinedTags: tags.filter((t) => !customElements.get(t)) };
      });
      assert.deepEqual(undefinedTags, [], `${chapter.file}: every element it uses is defined`);
      const bundle = readFileSync(join(siteDir, `app-${chapter.file.replace('.html', '')}.js`), 'utf8');
      const bundled = [...new Set(bundle.match(/attention-(?:[a-z]+-)*[a-z]+(?=["'`])/g))].filter((t) => t !== 'attention-change');
      for (const tag of ['attention-walkthrough', 'attention-multi-head', 'attention-learning', 'attention-misconception-bugs']) {
        assert.equal(bundle.includes(`"${tag}"`), used.includes(tag), `${chapter.file}: ${tag} is bundled only where it is used (${bundled.length} names)`);
      }
    }
}));

// Opens the scores step with attention-math.js held back by the server
// until `run` releases it; by then the bundle has run (the widgets are
// defined) and the step's prediction is revealed. `init` runs in the page
// before its scripts.
async function withCoreHeld(run, init = null) {
  let releaseCore;
  const coreHeld = new Promise((resolve) => { releaseCore = resolve; });
  const server = await serveSite(siteDir, { delays: { 'attention-math.js': coreHeld } });
  try {
    await withPage({ clean: false }, async (page) => {
    if (init) await page.addInitScript(init);
    await page.goto(`${server.url}${chapterOf('scores')}#scores`, { waitUntil: 'commit' }); // not 'load': it waits for the core
    await page.waitForFunction(() => customElements.get('attention-scores') !== undefined);
    await revealPredictions(page, '#scores attention-predict');
    await run(page, releaseCore);
    assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors], []);
    releaseCore();
    });
  } finally {
    releaseCore();
    await server.close();
  }
}

test('the widgets are defined before the core arrives (held back by the server): they wait for it, and draw', () => withCoreHeld(async (page, releaseCore) => {
  assert.equal(await page.evaluate(() => typeof globalThis.AttentionMath), 'undefined');
  releaseCore();
  await coreReady(page);
  await page.waitForFunction(() => document.querySelector('attention-scores')?.dataset.state === 'ready', null, { timeout: 20000 });
  assert.equal(await page.evaluate(() => typeof globalThis.AttentionMath.shared), 'function');
  assert.equal(await page.evaluate(() => document.querySelectorAll('script[src$="attention-math.js"]').length), 1, 'no second copy');
}));

// Each batch of a MutationObserver holds the changes of one task (its
// callback is a microtask): elements drawn in one task share a batch.
function recordReadyBatches() {
  globalThis.__readyBatches = [];
  new MutationObserver((records) => {
    const ready = records.filter((r) => r.target.dataset?.state === 'ready' && r.oldValue !== 'ready').map((r) => r.target.localName);
    if (ready.length) globalThis.__readyBatches.push(ready);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'], attributeOldValue: true });
}

test('the elements that waited for the core draw one per task when it arrives, not all in one long task', () => withCoreHeld(async (page, releaseCore) => {
  // Everything in the linked section has asked for the core by now.
  await page.waitForFunction(() => document.querySelectorAll('#scores [data-state="loading"]').length >= 3);
  const waiting = await page.evaluate(() => document.querySelectorAll('[data-state="loading"]').length);
  releaseCore();
  await page.waitForFunction(() => ![...document.querySelectorAll('#scores [data-state]')].some((n) => n.dataset.state === 'loading'), null, { timeout: 20000 });
  const batches = await page.evaluate(() => globalThis.__readyBatches);
  assert.ok(batches.flat().length >= 3, `${batches.flat().length} of ${waiting} drew`);
  assert.deepEqual(batches.filter((batch) => batch.length > 1), [], 'two or more drawn in one task');
}, recordReadyBatches));

test('widgets far below the first screen get their fields after load, in idle time, without scrolling', () => withPage({}, async (page) => {
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
}));
