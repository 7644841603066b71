// The tests every chapter page gets (tests/e2e/chapter-*.test.mjs call
// chapterTests with their file): it loads from file:// with no error and
// nothing fetched from outside the site, holds its sections in the
// manifest's order, links to the right previous and next page, its step
// map follows the reader, and axe finds nothing after a scroll through the
// whole chapter, in both themes, at 1280 and 390 px, with nothing wider
// than the screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, VIEWS, launchBrowser, openPage, pageUrl, runAxe, screenshot, assertPageClean } from './browser.mjs';

const stateOfMap = (page) => page.evaluate(() => ({
  current: document.querySelector('.step-map [aria-current="step"]')?.dataset.step,
  read: [...document.querySelectorAll('.step-map [data-done]')].map((link) => link.dataset.step),
  where: document.querySelector('.step-map__where').textContent.replace(/\s+/g, ' ').trim(),
}));

// Scrolls to the bottom as a reader would, with the wheel (the step map
// listens to real scroll events), until the page stops growing beneath:
// widgets draw as they come near and change height.
export async function scrollThrough(page) {
  for (let turns = 0; turns < 400; turns += 1) {
    const { y, bottom, height } = await page.evaluate(() => ({
      y: scrollY, bottom: document.documentElement.scrollHeight - innerHeight, height: innerHeight,
    }));
    if (y >= bottom - 1) {
      await page.waitForTimeout(250);
      const still = await page.evaluate(() => scrollY >= document.documentElement.scrollHeight - innerHeight - 1);
      if (still) return;
    }
    await page.mouse.wheel(0, Math.round(height * 0.8));
    await page.waitForTimeout(40);
  }
  throw new Error('never reached the bottom of the page');
}

// Every widget on the page has drawn (or said why not).
export function widgetsDrawn(page, timeout = 60000) {
  return page.waitForFunction(() => {
    const widgets = [...document.querySelectorAll('[data-state]')];
    return widgets.every((w) => ['ready', 'error'].includes(w.dataset.state));
  }, null, { timeout });
}

export function chapterTests(file) {
  const at = CHAPTERS.findIndex((chapter) => chapter.file === file);
  const chapter = CHAPTERS[at];
  const name = file.replace('.html', '');
  let browser;
  before(async () => { browser = await launchBrowser(); });
  after(() => browser?.close());

  test(`${file} loads from file:// cleanly, with its sections in the manifest's order and its title`, async () => {
    const page = await openPage(browser);
    try {
      await page.goto(pageUrl(file));
      const ids = await page.$$eval('main > section[id]', (sections) => sections.map((s) => s.id));
      assert.deepEqual(ids, chapter.sections);
      assert.equal(await page.textContent('h1'), chapter.title);
      assert.match(await page.title(), new RegExp(`chapter ${chapter.number}`));
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      assert.equal(await page.locator('h1').count(), 1);
      // The time: the main path, and what the optional disclosures add.
      const optional = chapter.optionalMinutes ? ` · +${chapter.optionalMinutes} min optional` : '';
      assert.match(await page.textContent('.chapter-head__meta'), new RegExp(`^About ${chapter.minutes} minutes${optional.replace('+', '\\+')} · `));
      const steps = await page.$$eval('.step-map [data-step]', (links) => links.map((a) => [a.dataset.step, a.getAttribute('href')]));
      assert.deepEqual(steps, chapter.sections.map((id) => [id, `#${id}`]));
      await scrollThrough(page);
      await widgetsDrawn(page);
      assert.deepEqual(await page.$$eval('[data-state="error"]', (nodes) => nodes.map((n) => n.localName)), []);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });

  test(`${file}: previous and next lead to the neighbouring pages, and every link to a section resolves`, async () => {
    const page = await openPage(browser);
    try {
      await page.goto(pageUrl(file));
      const prev = CHAPTERS[at - 1]?.file ?? 'index.html';
      const next = CHAPTERS[at + 1]?.file ?? 'index.html';
      assert.equal(await page.getAttribute('.chapter-pager a[rel="prev"]', 'href'), prev);
      assert.equal(await page.getAttribute('.chapter-pager a[rel="next"]', 'href'), next);
      assert.equal(await page.getAttribute('.site-header__brand', 'href'), 'index.html');
      // Every in-page #link has its target here; every cross-page one names
      // a page of the course whose id exists (the build fails otherwise;
      // this checks the built file).
      const links = await page.$$eval('main a[href*="#"]', (anchors) => anchors.map((a) => a.getAttribute('href')));
      for (const href of links.filter((h) => h.startsWith('#') && h !== '#')) {
        assert.ok(await page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`).count(), `${href} is on ${file}`);
      }
      await page.click('.chapter-pager a[rel="next"]');
      // Where the link leads is the point, not how long the next page takes
      // to load (over 30 s once, in CI under load).
      await page.waitForURL((url) => url.pathname.endsWith(`/${next}`), { waitUntil: 'commit' });
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });

  test(`${file}: the step map shows where the reader is, ticks only the steps read to their end, and keeps them`, async () => {
    const page = await openPage(browser);
    try {
      await page.goto(pageUrl(file));
      assert.deepEqual(await stateOfMap(page), { current: chapter.sections[0], read: [], where: `Step 1 of ${chapter.sections.length} ${await page.getAttribute(`.step-map [data-step="${chapter.sections[0]}"]`, 'title')}` });
      if (chapter.sections.length > 2) {
        // Jumping from the map to the last step: it is current, and the
        // steps jumped over are not read.
        await page.click(`.step-map [data-step="${chapter.sections.at(-1)}"]`);
        await page.waitForFunction((id) => document.querySelector('.step-map [aria-current="step"]')?.dataset.step === id, chapter.sections.at(-1));
        const { read } = await stateOfMap(page);
        assert.ok(!read.includes(chapter.sections[1]), `jumping over ${chapter.sections[1]} does not read it`);
        // Back to the top as a reader goes there (Home): a reader's own input
        // ends the jump's landing (web/page/landing.js), where a script's
        // scrollTo, made while the sections it brings back into view change
        // height, reads as a shift of layout and is put back. The map
        // follows scroll events, which arrive after the key press returns.
        await page.keyboard.press('Home');
        await page.waitForFunction((id) => document.querySelector('.step-map [aria-current="step"]')?.dataset.step === id, chapter.sections[0]);
      }
      // Scrolling down, each step becomes current in turn.
      const seen = [];
      for (let turns = 0; turns < 400; turns += 1) {
        const { current } = await stateOfMap(page);
        if (seen.at(-1) !== current) seen.push(current);
        const atBottom = await page.evaluate(() => scrollY >= document.documentElement.scrollHeight - innerHeight - 1);
        if (atBottom) break;
        await page.mouse.wheel(0, 500);
        await page.waitForTimeout(40);
      }
      assert.deepEqual(seen, chapter.sections, 'each step was current in turn');
      await widgetsDrawn(page);
      await scrollThrough(page);
      const { read, where } = await stateOfMap(page);
      assert.deepEqual(read, chapter.sections, 'every step read to its end is ticked');
      assert.match(where, new RegExp(`^Step ${chapter.sections.length} of ${chapter.sections.length}`));
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('attention-math:progress:v1')).step);
      for (const id of chapter.sections) assert.equal(stored[id], true, `${id} stored`);
      assert.equal(await page.locator('.step-map [data-done] [data-done-label]:not([hidden])').count(), chapter.sections.length, 'screen readers hear "(done)"');
      // The back-to-top link.
      await page.click('.step-map__top');
      await page.waitForFunction(() => scrollY === 0);
      await page.reload();
      assert.deepEqual((await stateOfMap(page)).read, chapter.sections, 'after a reload');
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });

  for (const [mode, options] of VIEWS) {
    test(`${file}, ${mode}: after a scroll through the whole chapter axe finds nothing and nothing is wider than the screen`, async () => {
      const page = await openPage(browser, options);
      try {
        await page.goto(pageUrl(file));
        await scrollThrough(page);
        await widgetsDrawn(page);
        assert.deepEqual(await runAxe(page), []);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        const viewport = options.viewport?.width ?? 1280;
        assert.ok(width <= viewport, `the page is ${width}px wide in a ${viewport}px viewport`);
        if (mode === 'desktop-light' || mode === 'phone-dark') await screenshot(page, `${name}-${mode}.png`);
        assertPageClean(page);
      } finally {
        await page.closeAll();
      }
    });
  }
}
