// The course home, site/index.html: the map of chapters from the manifest
// (what each teaches, its time, its steps), the promise as a checklist of
// checkpoints, the reader's progress, and nothing heavy: neither the core
// nor the widgets load. Clean from file://, axe-clean in both themes at 1280
// and 390 px, nothing wider than the screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, VIEWS, launchBrowser, openPage, pageUrl, runAxe, screenshot, assertPageClean } from './browser.mjs';
import { PROMISE } from '../../web/course.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

test('the home page maps the chapters in order: title, what it teaches, time, and a link to each step', async () => {
  const page = await openPage(browser);
  try {
    await page.goto(pageUrl('index.html'));
    const cards = await page.$$eval('.chapter-card', (nodes) => nodes.map((card) => ({
      file: card.dataset.chapter,
      title: card.querySelector('.chapter-card__title a').textContent,
      href: card.querySelector('.chapter-card__title a').getAttribute('href'),
      summary: card.querySelector('.chapter-card__summary').textContent,
      meta: card.querySelector('.chapter-card__meta').textContent,
      steps: [...card.querySelectorAll('.chapter-card__step a')].map((a) => a.getAttribute('href')),
    })));
    assert.deepEqual(cards.map((c) => c.file), CHAPTERS.map((c) => c.file));
    for (const [i, chapter] of CHAPTERS.entries()) {
      assert.equal(cards[i].title, chapter.title);
      assert.equal(cards[i].href, chapter.file);
      assert.equal(cards[i].summary, chapter.summary);
      assert.match(cards[i].meta, new RegExp(`Chapter ${chapter.number} · about ${chapter.minutes} min · ${chapter.sections.length} steps?`));
      assert.deepEqual(cards[i].steps, chapter.sections.map((id) => `${chapter.file}#${id}`));
    }
    const total = CHAPTERS.reduce((sum, c) => sum + c.minutes, 0);
    assert.match(await page.textContent('.home-hero__eyebrow'), new RegExp(`${CHAPTERS.length} chapters · about ${total} minutes`));
    // The promise, one item per checkpoint, linked to where it is checked.
    const items = await page.$$eval('.promise__item', (nodes) => nodes.map((n) => [n.dataset.checkpoint, n.querySelector('a').getAttribute('href')]));
    assert.deepEqual(items, PROMISE.map((p) => {
      const section = p.checkpoint.split('/')[0];
      return [p.checkpoint, `${CHAPTERS.find((c) => c.sections.includes(section)).file}#${section}`];
    }));
    assert.match(await page.textContent('.promise'), /Derive the formula[\s\S]*Explain every shape[\s\S]*Reproduce the softmax numerics on a toy example/);
    assert.equal(await page.getAttribute('[data-resume]', 'href'), CHAPTERS[0].file);
    // No core, no widgets: only the course's own small script.
    const scripts = page.log.requests.filter((url) => url.endsWith('.js')).map((url) => url.split('/').pop());
    assert.deepEqual(scripts.sort(), ['course.js', 'page-init.js']);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the home page\'s theme toggle works without the widgets\' script, and the choice carries to a chapter', async () => {
  const page = await openPage(browser, { colorScheme: 'light' });
  try {
    await page.goto(pageUrl('index.html'));
    const toggle = page.locator('#theme-toggle');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.click(`.chapter-card__title a[href="${CHAPTERS[1].file}"]`);
    await page.waitForURL((url) => url.pathname.endsWith(CHAPTERS[1].file));
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

for (const [mode, options] of VIEWS) {
  test(`home, ${mode}: axe finds nothing, with and without progress, and nothing is wider than the screen`, async () => {
    const page = await openPage(browser, options);
    try {
      await page.goto(pageUrl('index.html'));
      assert.deepEqual(await runAxe(page), [], 'a new reader');
      // A reader part way through: read steps, a solved checkpoint, a
      // finished chapter (their own colours are checked too).
      await page.evaluate((chapter) => {
        const store = globalThis.__attentionMathProgress;
        for (const id of chapter.sections) store.set('step', id);
        store.set('step', 'why');
        store.set('checkpoint', 'softmax/numerics', true);
      }, CHAPTERS[1]);
      assert.equal(await page.textContent('[data-resume]'), 'Continue with chapter 1: Queries, keys, values');
      assert.deepEqual(await runAxe(page), [], 'with progress');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= (options.viewport?.width ?? 1280), `the page is ${width}px wide`);
      await screenshot(page, `home-${mode}.png`);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
}
