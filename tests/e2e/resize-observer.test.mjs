// No "ResizeObserver loop completed with undelivered notifications" in
// Chromium: it fires that error event without printing it, so the page
// pass's console checks never saw it (WebKit prints it; the engine tests,
// tests/engines/, catch it there). An `error` listener from the first script
// on, at 390 px, the three pages where WebKit showed it, each with its
// predictions revealed (every widget in the page) and read top to
// bottom a screen at a time (the checks of web/figures/dom/overflow.js run
// in the frame after the observer's callback, not inside it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageUrl, revealPredictions, usePages } from './browser.mjs';
import { scrollThrough } from '../engines/engine-site.mjs';

const { withPage } = usePages();

test('at 390 px, review, heads, inside and further read top to bottom fire no ResizeObserver loop error', () => withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
  await page.addInitScript(() => {
    globalThis.__engineErrors = [];
    addEventListener('error', (event) => globalThis.__engineErrors.push(`error: ${event.message}`), true);
  });
  const found = [];
  for (const file of ['review.html', 'heads.html', 'inside.html', 'further.html']) {
    await page.goto(pageUrl(file));
    await revealPredictions(page);
    found.push(...(await page.evaluate(`(${scrollThrough})()`)).map((e) => `${file}: ${e}`));
  }
  assert.deepEqual(found, []);
}));
