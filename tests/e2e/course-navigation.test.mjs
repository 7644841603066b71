// Jumps within the course land where they point: a step map click, a #hash
// opened from another chapter (heads.html#checkpoint-heads from the review)
// or typed in, and back to the top put the target's heading just under the
// sticky step map once the page has settled, although widgets above it
// draw and grow after the jump (web/page/landing.js). The map then names
// the step actually at the top, and the steps a jump passed over are not
// counted read (web/page/step-map.js): reading is scrolling through a step
// or staying on it, and what was read is kept (ProgressStore).
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, axe, launchBrowser, openPage, pageUrl, assertPageClean, renderAllSections, screenshotDir } from './browser.mjs';
import { scrollThrough, widgetsDrawn } from './states.mjs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const WIDTHS = [[1280, 900], [390, 844]];
// The target's heading lands this close under the step map's bottom edge.
const TOLERANCE_PX = 8;

// Every document the page opens counts its landings (web/page/landing.js
// announces each one's start and end on `document`): window.__landed is
// false while one is under way and true once it has ended.
async function watchLandings(page) {
  await page.addInitScript(() => {
    document.addEventListener('attention-landing', () => { globalThis.__landed = false; });
    document.addEventListener('attention-landed', () => { globalThis.__landed = true; });
  });
}

// Waits until the landing the last action started has ended (the page holds
// a target until two seconds pass without a change of layout), then until
// the page has stopped moving: the scroll position, the target's place and
// the page's height the same over half a second.
async function settle(page, id) {
  await page.waitForFunction(() => globalThis.__landed === true, null, { timeout: 30000 });
  const sample = () => page.evaluate((target) => {
    const node = document.getElementById(target);
    return `${Math.round(scrollY)} ${Math.round(node.getBoundingClientRect().top)} ${document.documentElement.scrollHeight}`;
  }, id);
  const deadline = Date.now() + 30000;
  for (let before = await sample(); Date.now() < deadline;) {
    await page.waitForTimeout(500);
    const now = await sample();
    if (now === before) return;
    before = now;
  }
  throw new Error(`the page never settled after jumping to #${id}`);
}

// The next settle waits for a landing started from here on.
const expectLanding = (page) => page.evaluate(() => { globalThis.__landed = undefined; }).catch(() => {});

// Where the target's heading is against the step map, and what the map says.
function where(page, id) {
  return page.evaluate((target) => {
    const node = document.getElementById(target);
    const heading = node.matches('section') ? node.querySelector('h2') : node;
    const bar = document.querySelector('.step-map').getBoundingClientRect();
    const top = heading.getBoundingClientRect().top;
    return {
      gap: Math.round(top - bar.bottom),
      top: Math.round(top),
      atEnd: scrollY >= document.documentElement.scrollHeight - innerHeight - 1,
      onScreen: top >= bar.bottom - 1 && top < innerHeight,
      section: node.closest('main > section[id]')?.id,
      current: document.querySelector('.step-map [aria-current="step"]')?.dataset.step,
      number: document.querySelector('.step-map [data-step-number]').textContent,
      read: [...document.querySelectorAll('.step-map [data-done]')].map((link) => link.dataset.step),
      y: Math.round(scrollY),
    };
  }, id);
}

// The heading is just under the map, or, where the page ends before the
// heading could reach the top, on screen below the map.
function assertLanded(at, what) {
  if (at.atEnd && at.gap > TOLERANCE_PX) assert.ok(at.onScreen, `${what}: at the end of the page, the heading is on screen (${JSON.stringify(at)})`);
  else assert.ok(at.gap >= 0 && at.gap <= TOLERANCE_PX, `${what}: the heading is ${at.gap} px below the step map (${JSON.stringify(at)})`);
  assert.equal(at.current, at.section, `${what}: the map marks the step at the top current`);
}

const stateOfMap = (page) => page.evaluate(() => ({
  current: document.querySelector('.step-map [aria-current="step"]')?.dataset.step,
  read: [...document.querySelectorAll('.step-map [data-done]')].map((link) => link.dataset.step),
  where: document.querySelector('.step-map [data-part="where"]').textContent.replace(/\s+/g, ' ').trim(),
}));

const stepNumber = (chapter, id) => String(chapter.sections.indexOf(id) + 1);

async function freshPage(width, height) {
  const page = await openPage(browser, { viewport: { width, height } });
  await watchLandings(page);
  return page;
}

// Follows the review's link `href` into another chapter, as a reader
// clicks it; → where its target is once the page has settled.
async function followFromReview(page, href) {
  await page.goto(pageUrl('review.html'));
  const link = page.locator(`main a[href="${href}"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  const [file, id] = href.split('#');
  await page.waitForURL((url) => url.pathname.endsWith(`/${file}`));
  await settle(page, id);
  return where(page, id);
}

async function shoot(page, name) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, name) });
}

// The tests side by side (three at a time): each is mostly waiting for a
// page to stay still after a jump.
describe('landings', { concurrency: 3 }, () => {
  for (const [width, height] of WIDTHS) {
    // The chapters side by side, each in its own page: a landing is mostly
    // waiting for the page to stay still.
    test(`at ${width}: in every chapter every step map link lands its heading under the map, the map says so, and no jumped-over step is read`, { concurrency: true }, async (t) => {
     await Promise.all(CHAPTERS.map((chapter) => t.test(`${chapter.file} at ${width}`, async () => {
        const page = await freshPage(width, height);
        try {
          await page.goto(pageUrl(chapter.file));
          await page.waitForLoadState('load');
          // The last step first, from the top (the longest jump), then each
          // in order (the first from the last: backwards; a lone step again,
          // the same link twice), then back to the second.
          const order = [chapter.sections.at(-1), ...chapter.sections];
          if (chapter.sections.length > 2) order.push(chapter.sections[1]);
          for (const id of order) {
            await expectLanding(page);
            await page.click(`.step-map [data-step="${id}"]`);
            await settle(page, id);
            const at = await where(page, id);
            assertLanded(at, `${chapter.file} at ${width}, step ${stepNumber(chapter, id)} (${id})`);
            assert.equal(at.number, stepNumber(chapter, id), 'the bar says which step');
            assert.deepEqual(at.read, [], `${id}: jumping reads nothing (${at.read})`);
            assert.equal(new URL(page.url()).hash, `#${id}`);
            if (chapter.file === 'formula.html' && id === chapter.sections.at(-1)) await shoot(page, `landed-${chapter.file.replace('.html', '')}-${id}-${width}.png`);
          }
          // Back to the top.
          await expectLanding(page);
          await page.getByRole('link', { name: 'Top of the page' }).click();
          await settle(page, 'top');
          const top = await where(page, 'top');
          assert.equal(top.y, 0, 'back to the top');
          assert.equal(top.current, chapter.sections[0]);
          const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('attention-math:progress:v1') ?? '{}').step ?? {});
          assert.deepEqual(Object.keys(stored), [], 'nothing stored as read');
          assertPageClean(page);
        } finally {
          await page.closeAll();
        }
      })));
    });

    test(`at ${width}: heads.html#checkpoint-heads, opened from the review or forwarded from an old link, lands on the checkpoint`, async () => {
      const page = await freshPage(width, height);
      try {
        assertLanded(await followFromReview(page, 'heads.html#checkpoint-heads'), `heads.html#checkpoint-heads at ${width}`);
        await shoot(page, `landed-heads-checkpoint-heads-${width}.png`);
        // An old one-page link to it is forwarded (web/page/forward-links.js) and lands the same.
        await page.goto(`${pageUrl('index.html')}#checkpoint-heads`);
        await page.waitForURL((url) => url.pathname.endsWith('/heads.html'));
        await settle(page, 'checkpoint-heads');
        assertLanded(await where(page, 'checkpoint-heads'), `index.html#checkpoint-heads, forwarded, at ${width}`);
        assertPageClean(page);
      } finally {
        await page.closeAll();
      }
    });

    test(`at ${width}: a #hash typed in or opened from a bookmark lands too (formula.html#walkthrough, #checkpoint-numerics, scores.html#scores)`, async () => {
      const page = await freshPage(width, height);
      try {
        for (const [file, id] of [['formula.html', 'walkthrough'], ['formula.html', 'checkpoint-numerics'], ['scores.html', 'scores']]) {
          await page.goto(`${pageUrl(file)}#${id}`);
          await settle(page, id);
          const at = await where(page, id);
          assertLanded(at, `${file}#${id} at ${width}`);
          assert.deepEqual(at.read, [], `opening #${id} reads nothing`);
          await page.goto('about:blank');
        }
        assertPageClean(page);
      } finally {
        await page.closeAll();
      }
    });

    // formula.html held the whole derivation before it was split: a bookmark
    // into its first half is forwarded to scores.html, query and all, and lands.
    test(`at ${width}: an old link into the first half of formula.html (formula.html?qkv.n=6#qkv) is forwarded to scores.html and lands`, async () => {
      const page = await freshPage(width, height);
      try {
        await page.goto(pageUrl('formula.html', '?qkv.n=6#qkv'));
        await page.waitForURL((url) => url.pathname.endsWith('/scores.html'));
        const url = new URL(page.url());
        assert.equal(url.search, '?qkv.n=6');
        assert.equal(url.hash, '#qkv');
        await settle(page, 'qkv');
        assertLanded(await where(page, 'qkv'), `formula.html?qkv.n=6#qkv, forwarded, at ${width}`);
        assertPageClean(page);
      } finally {
        await page.closeAll();
      }
    });
  }

  // Scrolling is the point here: the step map follows real scroll events.
  test('in every chapter the step map follows a reader scrolling down with the wheel, ticks only the steps read to their end, keeps them after a reload, and “next” leads on', { concurrency: true }, async (t) => {
    await Promise.all(CHAPTERS.map((chapter, at) => t.test(chapter.file, async () => {
      const page = await freshPage(1280, 900);
      try {
        await page.goto(pageUrl(chapter.file));
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
          // On a loaded machine (CI runs six chapters at once beside other
          // tests) one Home can end short of the top, the sections it passes
          // taking their heights as it scrolls; a reader presses it again.
          const atFirst = (timeout) => page.waitForFunction((id) => document.querySelector('.step-map [aria-current="step"]')?.dataset.step === id,
            chapter.sections[0], { timeout }).then(() => true, () => false);
          let home = 0;
          do {
            await page.keyboard.press('Home');
            home += 1;
          } while (!(await atFirst(10000)) && home < 3);
          await atFirst(30000).then((ok) => assert.ok(ok, `${chapter.file}: after ${home} presses of Home the map is at ${chapter.sections[0]}`));
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
        // Drawn as the reader came near: every widget, none in its error state.
        await widgetsDrawn(page);
        await scrollThrough(page);
        assert.deepEqual(await page.$$eval('[data-state="error"]', (nodes) => nodes.map((n) => n.localName)), []);
        const { read, where: said } = await stateOfMap(page);
        assert.deepEqual(read, chapter.sections, 'every step read to its end is ticked');
        assert.match(said, new RegExp(`^Step ${chapter.sections.length} of ${chapter.sections.length}`));
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('attention-math:progress:v1')).step);
        for (const id of chapter.sections) assert.equal(stored[id], true, `${id} stored`);
        assert.equal(await page.locator('.step-map [data-done] [data-done-label]:not([hidden])').count(), chapter.sections.length, 'screen readers hear "(done)"');
        // The step map with every step ticked, as axe sees it, in both themes.
        assert.deepEqual(await axe(page, { scope: '.step-map' }), []);
        await page.emulateMedia({ colorScheme: 'dark' });
        assert.deepEqual(await axe(page, { scope: '.step-map', contrastOnly: true }), [], 'dark');
        await page.emulateMedia({ colorScheme: 'light' });
        // The back-to-top link.
        await page.getByRole('link', { name: 'Top of the page' }).click();
        await page.waitForFunction(() => scrollY === 0);
        await page.reload();
        assert.deepEqual((await stateOfMap(page)).read, chapter.sections, 'after a reload');
        // "Next" leads to the next page (where the link leads is the point,
        // not how long that page takes to load).
        const next = CHAPTERS[at + 1]?.file ?? 'index.html';
        await page.click('.chapter-pager a[rel="next"]');
        await page.waitForURL((url) => url.pathname.endsWith(`/${next}`), { waitUntil: 'commit' });
        assertPageClean(page);
      } finally {
        await page.closeAll();
      }
    })));
  });

  test('every link from the review into another chapter lands on what it names', async () => {
    const page = await freshPage(1280, 900);
    try {
      await page.goto(pageUrl('review.html'));
      const hrefs = await page.$$eval('main a[href*=".html#"]', (links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
      assert.ok(hrefs.length >= 5, `the review links into the chapters (${hrefs})`);
      for (const href of hrefs) assertLanded(await followFromReview(page, href), href);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });

  test('the reader scrolling during a landing wins: the page is not pulled back to the target', async () => {
    const page = await freshPage(1280, 900);
    try {
      await page.goto(pageUrl('formula.html'));
      await page.waitForLoadState('load');
      await expectLanding(page);
      await page.click('.step-map [data-step="walkthrough"]');
      await page.waitForTimeout(150);
      await page.mouse.move(640, 500);
      // On a busy machine the landing may still be on its way when the
      // wheel turns, so the heading need not be at the map yet: what the
      // reader's 600 px must do is move it up by about that much and keep
      // it away from the map, not let the landing pull it back there.
      const before = await where(page, 'walkthrough');
      await page.mouse.wheel(0, 600);
      await settle(page, 'walkthrough');
      const at = await where(page, 'walkthrough');
      assert.ok(at.gap < before.gap - 300 && Math.abs(at.gap) > 100,
        `the reader's scroll stands: the heading went from ${before.gap} to ${at.gap} px from the map`);
      // And a scroll by anything else (find in page, a script) stands too.
      await expectLanding(page);
      await page.click('.step-map [data-step="formula"]');
      await page.waitForTimeout(150);
      await page.evaluate(() => scrollTo(0, 0));
      await settle(page, 'formula');
      assert.equal((await where(page, 'formula')).y, 0, 'scrollTo(0, 0) during a landing stands');
    } finally {
      await page.closeAll();
    }
  });

  // Chromium runs input before other tasks, so on a busy machine a key
  // pressed right after a click on the map can arrive before the click's own
  // hashchange: here both in one task, which orders them so every time.
  test('a key pressed before the click’s hashchange arrives ends the landing for good: the hashchange does not land again', async () => {
    const page = await freshPage(1280, 900);
    try {
      await page.goto(pageUrl('formula.html'));
      await page.waitForLoadState('load');
      await page.evaluate(() => {
        document.querySelector('.step-map [data-step="walkthrough"]').click();
        dispatchEvent(new KeyboardEvent('keydown', { key: 'Home' }));
        scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForFunction(() => location.hash === '#walkthrough');
      await page.waitForTimeout(1000);
      assert.equal(await page.evaluate(() => scrollY), 0, 'the reader’s Home stands');
      assert.equal(await page.getAttribute('.step-map [aria-current="step"]', 'data-step'), 'softmax');
    } finally {
      await page.closeAll();
    }
  });

  test('with motion allowed, short jumps scroll smoothly and still land', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await watchLandings(page);
    try {
      await page.goto(pageUrl('scores.html'));
      await page.waitForLoadState('load');
      for (const id of ['why', 'qkv', 'masking', 'scaling']) {
        const from = await page.evaluate(() => scrollY);
        await page.evaluate(() => {
          globalThis.positions = new Set();
          const look = () => { globalThis.positions.add(Math.round(scrollY)); if (globalThis.positions.size < 400) requestAnimationFrame(look); };
          requestAnimationFrame(look);
        });
        await expectLanding(page);
        await page.click(`.step-map [data-step="${id}"]`);
        await settle(page, id);
        const at = await where(page, id);
        assertLanded(at, `${id} with motion allowed`);
        const frames = await page.evaluate(() => globalThis.positions.size);
        if (Math.abs(at.y - from) < 2 * 900) assert.ok(frames > 2, `a short jump (${from} → ${at.y}) scrolls through ${frames} positions`);
      }
    } finally {
      await context.close();
    }
  });

  test('reading counts: staying on a step for a while, or scrolling through it, reads it; the steps jumped over stay unread; it is kept', async () => {
    const page = await freshPage(1280, 900);
    try {
      const chapter = CHAPTERS[0];
      await page.goto(pageUrl(chapter.file));
      await page.waitForLoadState('load');
      // Staying: a jump to the masking step, then eleven seconds on it.
      await expectLanding(page);
      await page.click('.step-map [data-step="masking"]');
      await settle(page, 'masking');
      assert.deepEqual((await where(page, 'masking')).read, []);
      await page.waitForTimeout(11000);
      const stayed = (await where(page, 'masking')).read;
      assert.ok(stayed.includes('masking'), `a step stayed on for eleven seconds is read (${stayed})`);
      for (const skipped of ['why', 'qkv', 'scores', 'scaling']) assert.ok(!stayed.includes(skipped), `${skipped} was jumped over (${stayed})`);
      // Scrolling through: from the top of the scores step, the wheel down
      // to the top of the next step, quickly.
      await expectLanding(page);
      await page.click('.step-map [data-step="scores"]');
      await settle(page, 'scores');
      await page.mouse.move(640, 500);
      for (let turns = 0; turns < 60; turns += 1) {
        const top = await page.evaluate(() => document.getElementById('scaling').getBoundingClientRect().top);
        if (top < 100) break;
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(60);
      }
      await page.waitForTimeout(300);
      const scrolled = (await where(page, 'scores')).read;
      assert.ok(scrolled.includes('scores'), `a step scrolled through is read (${scrolled})`);
      assert.ok(!scrolled.includes('qkv'), `the step before the jump's target is not (${scrolled})`);
      // Kept: in storage, after a reload, and on the home page.
      await page.reload();
      const kept = (await where(page, 'why')).read;
      assert.ok(kept.includes('masking') && kept.includes('scores'), `after a reload (${kept})`);
      await page.goto(pageUrl('index.html'));
      const counts = await page.$eval('.chapter-card [data-counts]', (node) => node.textContent);
      assert.match(counts, new RegExp(`^${kept.length} of ${chapter.sections.length} steps read`));
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });

  // Sections far from the screen are not laid out or painted
  // (content-visibility: auto) and widgets draw when they come near it, so a
  // capture of the whole page shows little below the first screen. On paper
  // every section is laid out, the widgets are asked to draw before printing,
  // and one that has not drawn says so rather than leaving a blank.
  test('printing shows every section; a widget not drawn yet shows a placeholder, on screen and on paper', async () => {
    const page = await freshPage(1280, 900);
    const file = CHAPTERS[0].file; // five sections, the last three far below the first screen
    try {
      await page.goto(pageUrl(file));
      await page.waitForSelector('[data-state="ready"]');
      const skipped = () => page.$$eval('main > section[id]', (sections) => sections
        .filter((s) => [...s.children].some((c) => c.checkVisibility() && !c.checkVisibility({ contentVisibilityAuto: true }))).map((s) => s.id));
      const undrawn = () => page.$$eval('main [data-state]', (widgets) => widgets
        .filter((w) => w.checkVisibility() && w.childElementCount === 0)
        .map((w) => ({ name: w.localName, placeholder: getComputedStyle(w, '::before').content, height: w.getBoundingClientRect().height })));
      // The first section is short enough now that the second may be painted with it: the last three are not.
      assert.deepEqual((await skipped()).slice(-3), ['scores', 'scaling', 'masking'], 'on screen, the sections far below are not painted yet');
      await page.emulateMedia({ media: 'print' });
      assert.deepEqual(await skipped(), [], 'on paper every section is laid out and painted');
      const onPaper = await undrawn();
      assert.ok(onPaper.length > 0, 'widgets below the first screen have not drawn yet');
      for (const w of onPaper) assert.match(w.placeholder, /open this page in a browser/, `${w.name} on paper`);
      await page.emulateMedia({ media: 'screen' });
      await renderAllSections(page); // as a capture of the whole page with every section painted
      for (const w of await undrawn()) {
        assert.match(w.placeholder, /Interactive figure: it draws when/, `${w.name} says it has not drawn`);
        assert.ok(w.height > 30, `${w.name} is not a blank line (${w.height} px)`);
      }
      // What the browser does before printing: the widgets are asked to draw,
      // and (the core being loaded) have drawn when the page is laid out.
      await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
      const states = await page.$$eval('main [data-state]', (widgets) => widgets.filter((w) => w.checkVisibility()).map((w) => `${w.localName}:${w.dataset.state}`));
      assert.deepEqual(states.filter((s) => !s.endsWith(':ready')), [], 'every widget on paper has drawn');
      await page.emulateMedia({ media: 'print' });
      mkdirSync(screenshotDir, { recursive: true });
      await page.screenshot({ path: join(screenshotDir, `print-${file.replace('.html', '')}-1280.png`), fullPage: true });
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
});
