// The language switch in every page's header (web/build/page.mjs,
// web/page/language-links.js): from file:// and over http, a reader who
// changes language lands on the same page in the other language, at the
// section they were reading, with the page's query, and finds the progress
// and theme they had (the same localStorage keys in every language).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, openPage, pageUrl, siteDir } from './browser.mjs';
import { serveSite } from './static-server.mjs';

const PROGRESS_KEY = 'attention-math:progress:v1';
let browser;
let server;

before(async () => {
  browser = await launchBrowser();
  server = await serveSite(siteDir, { prefix: '/course/' });
});
after(async () => {
  await server?.close();
  await browser?.close();
});

test('every language has its pages: lang and dir on <html>, shared assets one folder up, a switch, and no relative alternates', async () => {
  assert.ok(existsSync(join(siteDir, 'zh-CN', 'index.html')), 'site/zh-CN/index.html is built');
  const page = await openPage(browser);
  await page.goto(pageUrl('zh-CN/scores.html'));
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
  assert.equal(await page.getAttribute('link[href$="app.css"]', 'href'), '../app.css');
  const links = await page.$$eval('a[data-language-link]', (all) => all.map((a) => [a.hreflang, a.lang, a.getAttribute('href'), a.getAttribute('aria-current')]));
  assert.deepEqual(links, [['en', 'en', '../scores.html', null], ['zh-CN', 'zh-CN', 'scores.html', 'page']]);
  const alternates = await page.$$eval('link[rel="alternate"]', (all) => all.map((l) => `${l.hreflang} ${l.getAttribute('href')}`));
  assert.deepEqual(alternates, [], 'without ATTENTION_MATH_SITE_URL the build writes none (search engines take absolute ones only)');
  // The chapter's widgets load the core from beside their script, one folder up.
  await page.waitForFunction(() => document.documentElement.dataset.core === 'ready' || document.querySelector('[data-state="error"]'), null, { timeout: 60000 })
    .catch(() => {});
  assert.deepEqual(page.log.pageErrors, []);
  assert.deepEqual(page.log.consoleErrors.filter((line) => /404|Failed to load|net::ERR/.test(line)), []);
  await page.closeAll();
});

for (const [name, urlOf] of [['file://', (file, query) => pageUrl(file, query)], ['http', (file, query) => `${server.url}${file}${query}`]]) {
  test(`${name}: the switch keeps the reader's section, query, progress and theme`, async () => {
    const page = await openPage(browser);
    await page.goto(urlOf('scores.html', '?seed=7'));
    // Two steps read, as the store writes them.
    const progress = JSON.stringify({ step: { why: true, qkv: true }, seed: 7 });
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PROGRESS_KEY, progress]);
    await page.evaluate(() => localStorage.setItem('attention-math-theme', 'dark'));
    // Reading masking: once the reader stays, the links point there.
    await page.evaluate(() => document.getElementById('masking').scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.language-switch a[hreflang="zh-CN"]').getAttribute('href').endsWith('#masking'));
    await page.click('.language-switch a[hreflang="zh-CN"]');
    await page.waitForURL(/zh-CN\/scores\.html/);
    const url = new URL(page.url());
    assert.equal(url.hash, '#masking');
    assert.equal(url.search, '?seed=7');
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY), progress, 'the same progress record');
    assert.equal(await page.evaluate(() => localStorage.getItem('attention-math-theme')), 'dark');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    // The Chinese home page counts the two steps read in English.
    await page.click('.site-header__brand');
    await page.waitForURL(/zh-CN\/index\.html/);
    await page.waitForFunction(() => /^2\D/.test(document.querySelector('[data-total="step"]').textContent.trim()));
    await page.goBack();
    await page.waitForURL(/zh-CN\/scores\.html/);
    // And back, where the reader landed.
    await page.click('.language-switch a[hreflang="en"]');
    await page.waitForURL((target) => /\/scores\.html/.test(target.pathname) && !/zh-CN/.test(target.pathname));
    assert.equal(new URL(page.url()).hash, '#masking');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await page.closeAll();
  });
}

// Deep in a long step (chapter 4's merge checkpoint, some 4,000 px below
// its step's top), the switch keeps the part, not only the step.
test('the switch keeps the part of a step the reader is in: a checkpoint, a subsection', async () => {
  const page = await openPage(browser);
  await page.goto(pageUrl('zh-CN/inside.html'));
  await page.evaluate(() => document.getElementById('checkpoint-merge').scrollIntoView());
  await page.waitForFunction(() => document.querySelector('.language-switch a[hreflang="en"]').getAttribute('href').endsWith('#checkpoint-merge'));
  await page.click('.language-switch a[hreflang="en"]');
  await page.waitForURL((target) => /\/inside\.html$/.test(target.pathname) && !/zh-CN/.test(target.pathname));
  assert.equal(new URL(page.url()).hash, '#checkpoint-merge');
  // Landed on it: its top within the first screen, once the landing has settled.
  await page.waitForFunction(() => { const top = document.getElementById('checkpoint-merge').getBoundingClientRect().top; return top >= 0 && top < innerHeight / 2; });
  await page.closeAll();
});

// The header's controls are drawn before the script runs and the theme toggle
// appears with it: if the header grew then, the whole page would jump down
// (Lighthouse measured a layout shift of 0.13). Scripting off and on, the
// header has one height and the switch one place, on a phone, in both languages.
test('the header does not move when the script shows the theme toggle (no layout shift)', async () => {
  for (const path of ['index.html', 'zh-CN/scores.html']) {
    const boxes = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
      try {
        const page = await context.newPage();
        await page.goto(pageUrl(path));
        if (javaScriptEnabled) await page.waitForFunction(() => !document.getElementById('theme-toggle').hidden);
        boxes.push(await page.evaluate(() => {
          const box = (selector) => { const r = document.querySelector(selector).getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round).join(); };
          return { header: box('.site-header'), languageSwitch: box('.language-switch'), mainTop: Math.round(document.querySelector('main').getBoundingClientRect().y) };
        }));
      } finally {
        await context.close();
      }
    }
    assert.deepEqual(boxes[1], boxes[0], `${path}: scripting on (after) vs off (before)`);
  }
});
