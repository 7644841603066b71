// Progress across the course, from file://: steps read in one chapter are
// ticked on the home page, in the chapter after a reload and after coming
// back; predictions, exercises and checkpoints recorded by the widgets
// (through ProgressStore) show on the home page and tick the promise's
// checklist; another tab sees changes at once; "Start afresh" forgets.
// And with localStorage blocked (a browser that throws on access), every
// page still works, and says that progress will not be kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, pageUrl, assertPageClean, usePages } from './browser.mjs';
import { CAPSTONE_CHECK, PRACTICE, PROMISE } from '../../web/course.mjs';
import { readThrough, scrollThrough, widgetsDrawn } from './states.mjs';
import { message } from '../../web/lib/text/messages.js';

const { withPage } = usePages();

const cardCounts = (page) => page.$$eval('.chapter-card [data-counts]', (nodes) => nodes.map((n) => n.textContent));
const readSteps = (page) => page.$$eval('.step-map [data-step][data-done]', (links) => links.map((a) => a.dataset.step));
const record = (page, kind, id, value = true) => page.evaluate(([k, i, v]) => globalThis.__attentionMathProgress.set(k, i, v), [kind, id, value]);
const chapterNamed = (file) => CHAPTERS.find((chapter) => chapter.file === file);
const cardOf = (file) => CHAPTERS.indexOf(chapterNamed(file));

test('from file://, steps read in a chapter are kept: on the home page, after a reload, and across chapter pages', () => withPage({}, async (page) => {
  const heads = chapterNamed('heads.html');
  await page.goto(pageUrl(heads.file));
  await scrollThrough(page);
  await widgetsDrawn(page);
  assert.deepEqual(await readSteps(page), heads.sections);
  // Another chapter: its own steps are not read, and reading one there
  // keeps the first chapter's.
  await page.goto(pageUrl(CHAPTERS[0].file));
  assert.deepEqual(await readSteps(page), []);
  await page.goto(pageUrl('index.html'));
  const counts = await cardCounts(page);
  assert.deepEqual(counts.filter((_, i) => i !== cardOf('heads.html')), CHAPTERS.slice(1).map(() => 'Not started'));
  // The chapter's predictions (the experiment's, the split's) and exercises are still to do.
  const steps = heads.sections.length; // 3: the experiment, splitting into heads, the cost
  assert.match(counts[cardOf('heads.html')], new RegExp(`^${steps} of ${steps} steps read · 0 of 2 predictions · 0 of \\d+ exercises$`));
  assert.equal(await page.textContent('[data-total="step"]'), `${steps} of ${CHAPTERS.reduce((n, c) => n + c.sections.length, 0)}`);
  assert.equal(await page.textContent('[data-resume]'), 'Continue with chapter 1: Why attention');
  assert.equal(await page.getAttribute('[data-resume]', 'href'), `${CHAPTERS[0].file}#why`);
  assert.ok(await page.locator('.chapter-card[data-chapter="heads.html"][data-complete]').count());
  await page.reload();
  assert.match((await cardCounts(page))[cardOf('heads.html')], new RegExp(`^${steps} of ${steps} steps read\\b`), 'after a reload');
  await page.goto(pageUrl(heads.file));
  assert.deepEqual(await readSteps(page), heads.sections, 'back in the chapter');
  assert.equal(await page.isVisible('[data-progress-warning]'), false);
}));

test('predictions, exercises and checkpoints recorded in a chapter show on the home page; passes without help tick the promise', () => withPage({}, async (page) => {
  await page.goto(pageUrl(CHAPTERS[0].file));
  // What the course's elements record (web/lib/course/progress-store.js ids).
  await record(page, 'prediction', 'scaling/variance-256', 256);
  await record(page, 'exercise', 'softmax/three-logits', true);
  await record(page, 'exercise', 'scores/shape', { solved: false, attempts: 2 });
  // Solved before the course replaced it (Practise again's scaled-score): no longer the course's, not counted.
  await record(page, 'exercise', 'takeaways/scaled-score', true);
  // The first two items passed without help, the third's checkpoints one with help, one not at all.
  for (const item of PROMISE.slice(0, 2)) for (const id of item.checkpoints) await record(page, 'checkpoint', id, { solved: true, help: false });
  await record(page, 'checkpoint', PROMISE[2].checkpoints[0], { solved: true, help: true });
  // Practice: the capstone without help, the merge with help, the heads' shapes not at all.
  await record(page, 'checkpoint', CAPSTONE_CHECK.checkpoints[0], { solved: true, help: false });
  await record(page, 'checkpoint', 'online-softmax/merge', { solved: true, help: true });
  await page.goto(pageUrl('index.html'));
  // Each counts in the chapter of its section: scaling in the first, softmax in the second.
  const counts = await cardCounts(page);
  assert.match(counts[0], new RegExp(`^0 of ${CHAPTERS[0].sections.length} steps read · 1 of \\d+ predictions · 0 of \\d+ exercises$`));
  assert.match(counts[1], new RegExp(`^0 of ${CHAPTERS[1].sections.length} steps read · 0 of \\d+ predictions · 1 of \\d+ exercises$`));
  assert.equal(await page.textContent('[data-total="prediction"]').then((t) => t.split(' ')[0]), '1');
  assert.equal(await page.textContent('[data-total="exercise"]').then((t) => t.split(' ')[0]), '1', 'an unsolved attempt, and an exercise the course no longer has, do not count');
  assert.equal(await page.textContent('[data-total="checkpoint"]'), `2 of ${PROMISE.length}`);
  const ticks = await page.$$eval('li[data-promise]', (items) => items.map((i) => [i.dataset.promise, i.hasAttribute('data-done'), i.querySelector('[data-promise-status]').textContent]));
  // The words are promiseStatus's (Node: tests/js/course-numbers.test.mjs).
  assert.deepEqual(ticks, PROMISE.map((item, i) => [item.id, i < 2, i < 2 ? message('course-promise-checked-once', undefined, 'en')
    : '0 of 2 checkpoints passed without help; a pass with help does not count: pass it again, without help']));
  // The practice checkpoints under the promises: any pass ticks one, its words say with help or without, and
  // they are counted apart from the promises (whose count is checked above). Words: practiceStatus's (Node).
  const practice = await page.$$eval('li[data-practice]', (items) => items.map((i) => [i.dataset.practice, i.hasAttribute('data-done'), i.querySelector('[data-practice-status]').textContent]));
  assert.deepEqual(practice, [['learned-by-hand', false, 'Not done yet'], ['head-shapes', false, 'Not done yet'], ['merge', true, 'Done, with help'], ['capstone', true, 'Done, without help']]);
  assert.equal(await page.textContent('[data-total="practice"]'), `2 of ${PRACTICE.length}`);
}));

// Progress ids are section ids (and <section>/<name>), never page names, so
// what a reader stored when formula.html held the whole derivation shows in
// both of its chapters now, on the home page and in each step map.
test('progress stored before the first chapter was split shows in both of its chapters', () => withPage({}, async (page) => {
  await page.goto(pageUrl('index.html'));
  const before = {
    step: { why: true, qkv: true, scores: true, softmax: true },
    prediction: { 'scaling/variance-256': 256, 'softmax/rows-or-columns': 'rows' },
    exercise: { 'qkv/k-shape': true, 'weighted-sum/mix': true },
    checkpoint: { 'softmax/numerics': true },
  };
  await page.evaluate((state) => localStorage.setItem('attention-math:progress:v1', JSON.stringify(state)), before);
  await page.reload();
  const counts = await cardCounts(page);
  assert.equal(counts[0], `3 of ${CHAPTERS[0].sections.length} steps read · 1 of 6 predictions · 1 of 4 exercises`);
  assert.equal(counts[1], `1 of ${CHAPTERS[1].sections.length} steps read · 1 of 3 predictions · 1 of 2 exercises`);
  const ticked = await page.$$eval('.chapter-card [data-step][data-done]', (items) => items.map((item) => item.dataset.step));
  assert.deepEqual(ticked, ['why', 'qkv', 'scores', 'softmax']);
  // A pass from before the numbers were the reader's own is not counted, and says so.
  assert.match(await page.textContent('[data-promise="numerics"] [data-promise-status]'), /a pass from before your numbers were your own does not count/);
  assert.equal(await page.textContent('[data-resume]'), 'Continue with chapter 1: Scaling by √dₖ');
  await page.goto(pageUrl('scores.html'));
  assert.deepEqual(await readSteps(page), ['why', 'qkv', 'scores']);
  // The weighted sum's step ends with the exercise solved then: a step
  // whose last question was answered counts as read, from the first look
  // at its chapter.
  await page.goto(pageUrl('formula.html'));
  assert.deepEqual(await readSteps(page), ['softmax', 'weighted-sum']);
  // And at once, when it is answered on the page: the formula step ends
  // with the shapes checkpoint (any pass; a legacy `true` is not one).
  await record(page, 'checkpoint', 'formula/shapes', true);
  assert.deepEqual(await readSteps(page), ['softmax', 'weighted-sum'], 'the store announces a change at once: a legacy pass reads nothing');
  await record(page, 'checkpoint', 'formula/shapes', { solved: true, help: true });
  await page.waitForSelector('.step-map [data-step="formula"][data-done]');
  assert.deepEqual(await readSteps(page), ['softmax', 'weighted-sum', 'formula']);
}));

test('the home page follows progress made in another tab, and "Start afresh" forgets it all', () => withPage({}, async (home) => {
  const chapter = await home.context().newPage(); // closed with the fixture's context
  chapter.on('pageerror', (error) => { home.log.pageErrors.push(`the chapter tab: ${error}`); });
    await home.goto(pageUrl('index.html'));
    assert.equal(await home.isVisible('[data-reset-box]'), false, 'nothing to forget yet');
    await chapter.goto(pageUrl('review.html'));
    await record(chapter, 'step', 'takeaways');
    await home.waitForFunction((card) => document.querySelectorAll('.chapter-card')[card].querySelector('[data-counts]').textContent.startsWith('1 of 2 steps read'), cardOf('review.html'));
    await record(chapter, 'checkpoint', 'formula/shapes', { solved: true, help: false });
    await home.waitForFunction(() => document.querySelector('[data-promise="shapes"]').hasAttribute('data-done'));
    await home.click('[data-reset-box] summary');
    await home.click('[data-reset]');
    assert.deepEqual(await cardCounts(home), CHAPTERS.map(() => 'Not started'));
    assert.equal(await home.textContent('[data-total="checkpoint"]'), `0 of ${PROMISE.length}`);
    assert.equal(await home.textContent('[data-total="practice"]'), `0 of ${PRACTICE.length}`);
    assert.equal(await home.evaluate(() => document.activeElement?.hasAttribute('data-resume')), true, 'focus goes somewhere useful');
    await chapter.reload();
    assert.deepEqual(await readSteps(chapter), [], 'forgotten on the chapter page too');
}));

test('with localStorage blocked, every page works and says its progress will not be kept', () => withPage({}, async (page) => {
  await page.context().addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('The user has blocked storage for this page.', 'SecurityError'); },
    });
  });
  await page.goto(pageUrl('index.html'));
  assert.equal(await page.isVisible('[data-progress-warning]'), true, 'the home page says so');
  assert.equal(await page.isVisible('[data-storage-note]'), false);
  assert.match(await page.textContent('[data-progress-warning]'), /will not be kept/);
  // Every chapter draws every widget with storage blocked (as for printing:
  // no scrolling needed for that). The step map's ticking for this visit is
  // the one in-memory store every page shares (web/lib/course/progress-store.js)
  // and the one step map: read by scrolling through one chapter, heads.html
  // (scrolling through all five took most of this file's time).
  for (const chapter of CHAPTERS) {
    await page.goto(pageUrl(chapter.file));
    assert.equal(await page.isVisible('.chapter-head [data-progress-warning]'), true, `${chapter.file} says so`);
    if (chapter.file === 'heads.html') await scrollThrough(page);
    await readThrough(page);
    await widgetsDrawn(page);
    assert.deepEqual(await page.$$eval('[data-state="error"]', (nodes) => nodes.map((n) => n.localName)), [], chapter.file);
    if (chapter.file === 'heads.html') assert.deepEqual(await readSteps(page), chapter.sections, `${chapter.file}: the step map still ticks, for this visit`);
    await page.click('#theme-toggle');
  }
  await page.goto(pageUrl('heads.html'));
  assert.deepEqual(await readSteps(page), [], 'and nothing was kept');
}));
