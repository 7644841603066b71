// Widgets in single-page documentation hosts (MkDocs Material's instant
// navigation swaps pages without a reload) are created and removed many
// times: a removed widget must leave nothing behind (./lifecycle-probe.mjs
// counts listeners on document and window, the nodes every observer
// watches and animation frames still asked for).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chapterOf, pageUrl, usePages } from './browser.mjs';
import { readThrough } from './states.mjs';
import { instrumentLifecycle as instrument } from './lifecycle-probe.mjs';

const { withPage } = usePages();

// A chapter page defines only the elements its own sections use (its
// bundle, app-<chapter>.js): a widget is tried on the chapter that has it.
// The page is instrumented and its widgets drawn, as for printing (every
// widget waiting to come near the screen is released at once; one added
// later still waits for the screen): body(page). Only page errors fail it,
// as before (a widget torn down mid-draw may warn).
function withInstrumented(chapter, body) {
  return withPage({ clean: false }, async (page) => {
    await instrument(page);
    await page.goto(pageUrl(chapter)); // a chapter: it loads the core
    await readThrough(page);
    await body(page);
    assert.deepEqual(page.log.pageErrors, []);
  });
}

const snapshot = (page) => page.evaluate(() => globalThis.__lifecycle.listeners());

// Adds `tag` (with attributes) where the reader is, waits for it to draw,
// runs `use` on it, removes it and returns what it left behind.
async function addUseRemove(page, tag, attributes, use = async () => {}) {
  const handle = await page.evaluate(async ([name, attrs]) => {
    const widget = document.createElement(name);
    for (const [k, v] of Object.entries(attrs)) widget.setAttribute(k, v);
    widget.id = 'lifecycle-probe';
    document.querySelector('main').prepend(widget);
    widget.scrollIntoView();
  }, [tag, attributes]);
  await page.waitForFunction(() => ['ready', 'error'].includes(document.getElementById('lifecycle-probe').dataset.state));
  await use(page.locator('#lifecycle-probe'));
  return page.evaluate(async () => {
    const widget = document.getElementById('lifecycle-probe');
    widget.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    globalThis.__removed = widget;
    return {
      watched: globalThis.__lifecycle.watchedInside(widget),
      state: widget.dataset.state,
      playing: widget.dataset.playing ?? null,
    };
  }, handle);
}

const WIDGETS = [
  ['attention-walkthrough', { 'url-key': 'probe', seed: '5' }],
  ['attention-learning', {}, async (w) => { await w.getByRole('button', { name: 'Play', exact: true }).click(); }],
  ['attention-online-softmax', {}, async (w) => { await w.getByRole('button', { name: 'Play', exact: true }).click(); }],
  ['attention-scaling', { 'd-k': '256' }],
  ['attention-multi-head', {}],
  ['attention-qkv', {}, async (w) => { await w.getByRole('slider').first().fill('5'); }],
  ['attention-softmax', { logits: '1, 2, 3' }],
];

test('a removed widget leaves no document or window listener, no observed node and no animation behind', async () => {
  const chapters = [...new Set(WIDGETS.map(([tag]) => chapterOf(tag)))];
  for (const chapter of chapters) {
    await withInstrumented(chapter, async (page) => {
      const baseline = await snapshot(page);
      for (const [tag, attributes, use] of WIDGETS.filter(([name]) => chapterOf(name) === chapter)) {
        const left = await addUseRemove(page, tag, attributes, use);
        assert.equal(left.watched, 0, `${tag}: no observer still watches its nodes`);
        assert.equal(left.playing, null, `${tag}: nothing is playing`);
        assert.deepEqual(await snapshot(page), baseline, `${tag}: the listeners are as before it was added`);
      }
      // A playing demo that is removed asks for no more frames.
      await page.waitForTimeout(100);
      assert.equal(await page.evaluate(() => globalThis.__lifecycle.pendingFrames()), 0, `${chapter}: no animation frame pending`);
    });
  }
});

test('a widget removed before it came near the viewport is forgotten, and one put back draws', () => withInstrumented(chapterOf('walkthrough'), async (page) => {
    const baseline = await snapshot(page);
    const result = await page.evaluate(async () => {
      const widget = document.createElement('attention-softmax');
      const spacer = document.createElement('div');
      spacer.style.height = '30000px'; // far below the first screen, and the near-viewport margin
      document.querySelector('main').append(spacer, widget);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const state = widget.dataset.state;
      widget.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const watched = globalThis.__lifecycle.watchedInside(widget);
      spacer.remove();
      document.querySelector('main').prepend(widget); // back, where the reader is
      window.scrollTo(0, 0);
      return { state, watched };
    });
    assert.deepEqual(result, { state: 'loading', watched: 0 });
    await page.waitForFunction(() => document.querySelector('main > attention-softmax')?.dataset.state === 'ready');
    await page.evaluate(() => document.querySelector('main > attention-softmax').remove());
    assert.deepEqual(await snapshot(page), baseline);
}));

test('a widget moved in the page keeps its values and its listeners work again', () => withInstrumented(chapterOf('walkthrough'), async (page) => {
    const baseline = await snapshot(page);
    await page.evaluate(() => {
      const widget = document.createElement('attention-walkthrough');
      widget.id = 'moved';
      widget.setAttribute('seed', '9');
      document.querySelector('main').prepend(widget);
      widget.scrollIntoView();
    });
    await page.waitForFunction(() => document.getElementById('moved').dataset.state === 'ready');
    const before = await page.evaluate(() => document.querySelector('#moved [id$="-output"]').textContent);
    const during = await page.evaluate(() => {
      const widget = document.getElementById('moved');
      const box = document.createElement('div');
      document.querySelector('main').prepend(box);
      box.append(widget); // disconnected and connected again
      return globalThis.__lifecycle.listeners();
    });
    assert.notDeepEqual(during, baseline, 'connected again, it listens again');
    await page.locator('#moved input[id$="-seed"]').fill('10');
    await page.waitForFunction((old) => document.querySelector('#moved [id$="-output"]').textContent !== old, before);
    await page.evaluate(() => document.getElementById('moved').parentElement.remove());
    assert.deepEqual(await snapshot(page), baseline);
}));
