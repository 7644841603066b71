// Firefox ESR (Debian's firefox-esr), driven by puppeteer-core over WebDriver
// BiDi: every chapter of site/, over http and from file://, in one browser,
// the pages in sequence (./engine-site.mjs: the page loads with no error, the
// core computes the model's figures, a widget redraws to the model's after
// input, a prediction (an exercise where a chapter has none) is answered, the
// training worker steps, the CSV export downloads: the file Firefox saved is
// the widget's CSV). Over http at 1280 px, from file:// at 390 px.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHAPTER_FILES, PLAN, hookedSite, origins, requireBinary, summary, visitChapter } from './engine-site.mjs';

const FIREFOX = '/usr/bin/firefox-esr';
const VIEWPORTS = { http: { width: 1280, height: 900 }, file: { width: 390, height: 844 } };

test('Firefox ESR: every chapter, over http and from file://, and a Chinese one, loads clean, computes, answers input, a prediction, the worker and an export', async () => {
  const started = performance.now();
  requireBinary(FIREFOX, 'firefox-esr');
  assert.deepEqual(Object.keys(PLAN).sort(), CHAPTER_FILES, 'every chapter page of site/ has a plan');
  const site = hookedSite();
  const downloads = mkdtempSync(join(tmpdir(), 'attention-math-firefox-downloads-'));
  const served = await origins(site.dir);
  // Overlay scrollbars: with classic ones a 390 px viewport lays out at 378 px.
  const browser = await puppeteer.launch({
    browser: 'firefox', executablePath: FIREFOX, headless: true,
    extraPrefsFirefox: {
      'ui.useOverlayScrollbars': 1, 'layout.css.prefers-color-scheme.content-override': 1,
      'browser.download.folderList': 2, 'browser.download.dir': downloads, 'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false, 'browser.download.start_downloads_in_tmp_dir': false,
    },
  });
  after(async () => { await browser.close(); await served.close(); site.remove(); rmSync(downloads, { recursive: true, force: true }); });
  console.log(`firefox: ${await browser.version()}, launched in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const page = await browser.newPage();
  const printed = [];
  page.on('console', (message) => { if (['error', 'warn'].includes(message.type())) printed.push(`${message.type()}: ${message.text()}`); });
  page.on('pageerror', (error) => printed.push(`pageerror: ${error}`));
  const driver = {
    goto: (url) => page.goto(url, { waitUntil: 'load' }),
    run: (fn, ...args) => page.evaluate(`(${fn})(...${JSON.stringify(args)})`),
  };
  const problems = [];
  for (const [origin, urlOf] of served.list) {
    await page.setViewport(VIEWPORTS[origin]);
    for (const file of Object.keys(PLAN)) {
      const seen = await visitChapter(driver, origin, urlOf, file, assert, downloads);
      console.log(`firefox ${origin} ${file}: ${seen.seconds} s`, summary(seen));
      problems.push(...seen.errors.map((e) => `${origin} ${file}: ${e}`), ...printed.splice(0).map((e) => `${origin} ${file}: printed ${e}`));
    }
  }
  // A translated chapter: its prediction, widget, figures and export in Chinese (at 390 px, over http).
  await page.setViewport(VIEWPORTS.file);
  const seen = await visitChapter(driver, 'http', served.list[0][1], 'formula.html', assert, downloads, 'zh-CN');
  console.log(`firefox http zh-CN/formula.html: ${seen.seconds} s`, summary(seen));
  problems.push(...seen.errors.map((e) => `http zh-CN/formula.html: ${e}`), ...printed.splice(0).map((e) => `http zh-CN/formula.html: printed ${e}`));
  console.log(`firefox: ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
  assert.deepEqual(problems, [], 'no errors in any page');
});
