// <attention-online-softmax>, what only a browser shows: Step from the
// keyboard, Reset, Play to the end, and the chunk slider move through the
// core's trace, drawing the model's figures for each position (the numbers
// themselves, against the core and numpy: tests/models/online-softmax.test.mjs;
// the first draw, bad input, the URL and the export: widget-smoke; axe after
// a Step in every view: the page pass's state row, state-rows/further.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCore, usePages } from './browser.mjs';
import { tableText } from '../models/harness.mjs';
import { DEFAULT_SEED, model, prepare } from '../../web/elements/online-softmax/model.js';

const { withSection } = usePages();
const am = await loadCore();
const tag = 'attention-online-softmax';

// The table as drawn: each row's header and cells, and whether it is marked rescaled.
// (The first table: the second gives the drawn query's scores z and the bars' numbers.)
const drawnRows = (page) => page.locator(`${tag} [data-part="table"]`).first().locator('tbody tr').evaluateAll((rows) => rows
  .map((r) => ({ cells: [...r.children].map((c) => c.textContent), rescaled: r.classList.contains('is-rescaled') })));
const drawnTerms = (page) => page.locator(`${tag} [data-part="table"]`).nth(1).locator('tbody tr').evaluateAll((rows) => rows
  .map((r) => [...r.children].map((c) => c.textContent)));
const termsTitle = (page) => page.locator(`${tag} [data-part="table"]`).nth(1).locator('.data-table__title').textContent();
const story = (page) => page.locator(`${tag} [data-part="story"]`).textContent();
const position = (page) => page.locator(tag).evaluate((w) => w.viewState().position);
// The bars of one query's terms e^(z − m), as drawn: each bar's value (the
// first bars figure; the two after it draw the merge of two halves).
const drawnBars = (page) => page.locator(`${tag} [data-part="bars"]`).first().locator('[data-part="bar-value"]').allTextContents();
const mergeBars = (page) => page.locator(`${tag} [data-part="bars"]`).evaluateAll((figures) => figures.slice(1)
  .map((f) => f.querySelectorAll('[data-part="bar-value"]').length));

// What the model gives for (chunk, seed) at `at`, as the page should draw it.
function expected(chunk, seed, at) {
  const prepared = prepare(am, { chunk, seed });
  const figures = model(am, { ...prepared, position: at });
  return { rows: tableText(figures.table).map((cells, i) => ({ cells, rescaled: figures.table.rows[i].marks.includes('rescaled') })),
           story: figures.story, steps: prepared.trace.steps.length, bars: figures.terms.bars.length,
           terms: tableText(figures.termsTable), termsCaption: figures.termsTable.caption };
}

async function expectDrawn(page, chunk, seed, at) {
  const want = expected(chunk, seed, at);
  assert.equal(await position(page), at);
  assert.deepEqual(await drawnRows(page), want.rows, `chunk ${chunk}, seed ${seed}, position ${at}`);
  assert.equal(await story(page), want.story);
  assert.equal((await drawnBars(page)).length, want.bars, `chunk ${chunk}, seed ${seed}, position ${at}: one bar per key read`);
  // Under the bars, the scores z that explain them, the chunk's largest marked, and what it did to m.
  assert.deepEqual(await drawnTerms(page), want.terms, `chunk ${chunk}, seed ${seed}, position ${at}: z and e^(z − m)`);
  assert.equal(await termsTitle(page), want.termsCaption);
  assert.deepEqual(await mergeBars(page), [8, 8], 'the merge: every key, alone and merged');
  // Shown only after the last chunk: before, it would give away where the maximum jumps.
  assert.equal(await page.locator(`${tag} [data-part="bars"]`).nth(1).isVisible(), at === want.steps - 1, `the merge at position ${at}`);
  return want;
}

test('Step from the keyboard, Reset, bad input after a step, the chunk slider and Play walk the core’s trace', () => withSection('online-softmax', {}, async (page) => {
  const widget = page.locator(tag);
  const step = widget.getByRole('button', { name: /^Step/ });
  await expectDrawn(page, 3, DEFAULT_SEED, -1);
  await step.focus();
  for (let k = 0; k < 3; k += 1) {
    await page.keyboard.press('Enter');
    await expectDrawn(page, 3, DEFAULT_SEED, k);
  }
  assert.ok(await step.isDisabled(), 'nothing left to read');
  await widget.getByRole('button', { name: 'Reset' }).click();
  await expectDrawn(page, 3, DEFAULT_SEED, -1);
  assert.ok(!(await step.isDisabled()));

  // Bad input after a step: the message, and the run as it was, position included.
  await step.click();
  const chunk = widget.getByRole('textbox', { name: 'Keys per chunk' });
  await chunk.fill('0');
  await page.waitForFunction((name) => document.querySelector(name).controls.chunk.input.getAttribute('aria-invalid') === 'true', tag);
  await expectDrawn(page, 3, DEFAULT_SEED, 0);

  // The slider, from the keyboard: 4 keys per chunk is two steps, and the link holds it.
  await chunk.fill('3');
  await page.waitForFunction((name) => document.querySelector(name).controls.chunk.input.getAttribute('aria-invalid') === null, tag);
  await widget.getByRole('slider').focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForURL(/online\.chunk=4/);
  await expectDrawn(page, 4, DEFAULT_SEED, -1);
  await step.click();
  await expectDrawn(page, 4, DEFAULT_SEED, 0);
  // Play runs on to the end by itself (one more chunk), and its button says it stopped.
  const play = widget.getByRole('button', { name: 'Play' });
  await play.click();
  await page.waitForFunction((name) => document.querySelector(name).viewState().position === 1, tag, { timeout: 10000 });
  const end = await expectDrawn(page, 4, DEFAULT_SEED, 1);
  assert.equal(end.steps, 2);
  await page.waitForFunction((name) => document.querySelector(name).querySelector('button[aria-pressed]').getAttribute('aria-pressed') === 'false', tag);
  assert.equal(await play.getAttribute('aria-pressed'), 'false');
}));

// On a phone the four rows run a screen below the buttons, so the buttons
// stick under the step map while the table scrolls (66-online-softmax.css):
// with the table's last row in view, Step is on screen, below the step map,
// and takes a click where it is drawn (no second Step button is added).
test('at 390 px the run’s buttons stay in view, under the step map, while the table scrolls', () => withSection('online-softmax', { viewport: { width: 390, height: 844 } }, async (page) => {
  const widget = page.locator(tag);
  assert.equal(await widget.getByRole('button', { name: /^Step/ }).count(), 1);
  await widget.locator('[data-part="table"]').first().locator('tbody tr').last().evaluate((row) => row.scrollIntoView({ block: 'end' }));
  const box = await widget.getByRole('button', { name: /^Step/ }).evaluate((button) => {
    const r = button.getBoundingClientRect();
    const map = document.querySelector('.step-map').getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { top: r.top, bottom: r.bottom, mapBottom: map.bottom, hit: hit === button || button.contains(hit) };
  });
  assert.ok(box.top >= box.mapBottom - 0.5 && box.bottom <= 844, `Step at ${box.top}–${box.bottom}, the step map ends at ${box.mapBottom}`);
  assert.ok(box.hit, 'nothing covers Step');
  await page.mouse.click(...await widget.getByRole('button', { name: /^Step/ }).evaluate((b) => { const r = b.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; }));
  await page.waitForFunction((name) => document.querySelector(name).viewState().position === 0, tag);
  assert.equal(await story(page), expected(3, DEFAULT_SEED, 0).story);
}));
