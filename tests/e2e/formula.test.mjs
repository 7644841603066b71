// Section 8, the formula, in Chromium: what only a browser shows. The table
// of shapes (the core's for any sizes, the presets' sizes, each row's steps)
// and the messages for a bad width are Node's (tests/models/formula.test.mjs);
// that the page draws the model's figures from a link that sets sizes, a bad
// width beside its field, the URL round trip are the widget smoke test's.
// Here: the shapes wait, closed and unbuilt, until opened (a link that sets
// sizes opens them); the terms link to their sections; pointing at a term
// and Tab through the terms light its step and its rows; a preset button
// sets the sizes. (Axe in every view, with each term pointed at and focused,
// is the page pass and state-rows/formula.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCore, openFigureMore, sectionUrl, usePages, revealPredictions } from './browser.mjs';
import { PRESETS, model } from '../../web/elements/formula/model.js';
import { tableText } from '../models/harness.mjs';
import { showFormula } from './course.mjs';

const { withSection } = usePages();
const am = await loadCore();

const widget = 'attention-formula';
const term = (step) => `${widget} figure a[data-step="${step}"]`;
// The rows of the table of shapes as drawn: name, shape, lit or not.
const shapeRows = (page) => page.$$eval(`${widget} [data-part="table"] tbody tr`, (rows) => rows.map((r) => ({
  name: r.dataset.name, cells: [...r.children].map((c) => c.textContent), active: r.classList.contains('is-active'),
})));
const activeRows = async (page) => (await shapeRows(page)).filter((r) => r.active).map((r) => r.name);
const activeStep = (page) => page.$eval(`${widget} [data-part="widget"]`, (root) => root.dataset.active ?? null);

// The drawn table against the model's for `sizes` (the core's am.shapes; rich text drawn: W_Q reads WQ).
async function expectShapes(page, sizes) {
  const want = tableText(model(am, sizes).table).map(([name, shape]) => [name, shape]);
  assert.deepEqual((await shapeRows(page)).map((r) => [r.name, r.cells[1]]), want, JSON.stringify(sizes));
}

test('the shapes wait in a closed disclosure; the terms link to their sections; pointing and Tab light a term’s step and rows; a preset sets the sizes; a link with sizes opens the shapes', () => withSection('formula', {}, async (page) => {
  await showFormula(page); // the derivation checkpoint above holds the map back until then
  const more = page.locator(`${widget} details`, { has: page.getByText('Every shape, for sizes you choose') });
  // Closed at first, and nothing built in it: the checkpoint below asks for these shapes.
  assert.equal(await more.getAttribute('open'), null);
  assert.equal(await page.locator(`${widget} [data-part="table"]`).count(), 0);
  // The steps before softmax are in chapter 1 (the build rewrote their links).
  const hrefs = await page.$$eval(`${widget} figure a[data-step]`, (terms) => terms.map((t) => [t.dataset.step, t.getAttribute('href')]));
  assert.deepEqual(hrefs, [['qkv', 'scores.html#qkv'], ['softmax', '#softmax'], ['scores', 'scores.html#scores'], ['scaling', 'scores.html#scaling'],
                           ['masking', 'scores.html#masking'], ['weighted-sum', '#weighted-sum']]);
  const legend = page.getByRole('list', { name: 'The steps of the formula' });
  assert.deepEqual(await legend.getByRole('link').allTextContents(), ['Inputs', 'Scores', 'Scaling', 'Masking (optional)', 'Softmax', 'Weighted sum']);
  assert.doesNotMatch(await page.textContent(`${widget} figure`), /step \d/i);

  await openFigureMore(page, '#formula'); // first: opening it moves focus
  await expectShapes(page, { n: 4, dModel: 6, dK: 3, dV: 3 });
  assert.deepEqual(await activeRows(page), []);
  await page.hover(term('scores'));
  assert.deepEqual(await activeRows(page), ['Q', 'K', 'Q·Kᵀ']);
  assert.deepEqual(await page.$$eval(`${widget} li[data-step].is-active`, (items) => items.map((i) => i.dataset.step)), ['scores']);
  await page.hover(term('weighted-sum'));
  assert.deepEqual(await activeRows(page), ['V', 'softmax', '·V']);
  await page.hover(term('scaling'));
  assert.deepEqual(await activeRows(page), ['/√d_k']);
  assert.equal(await activeStep(page), 'scaling');

  // Keyboard: Tab reaches every term in order, focus lights its rows, and the term is described.
  await page.mouse.move(0, 0);
  await page.focus(term('qkv'));
  assert.deepEqual(await activeRows(page), ['X', 'W_Q', 'W_K', 'W_V', 'Q', 'K', 'V']);
  const order = [];
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => document.activeElement.dataset.step));
  }
  assert.deepEqual(order, ['softmax', 'scores', 'scaling', 'masking', 'weighted-sum']);
  assert.deepEqual(await activeRows(page), ['V', 'softmax', '·V']);
  const described = await page.evaluate(() => document.getElementById(document.activeElement.getAttribute('aria-describedby')).textContent);
  assert.match(described, /weighted average of the value rows/);
  await page.keyboard.press('Tab'); // onwards into the legend: its first link lights its own step
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Inputs');
  assert.equal(await activeStep(page), 'qkv');
  await more.locator('summary').focus(); // the disclosure names no step: nothing stays lit
  assert.equal(await activeStep(page), null);

  // No symbol is written with an underscore, and no step carries a number.
  assert.doesNotMatch(await page.innerText(widget), /_|step \d/i);
  const notes = (await shapeRows(page)).map((r) => r.cells.at(-1));
  assert.equal(notes[4], 'X·WQ: one query per token');

  // A preset sets every size through the fields, and the link follows.
  await page.getByRole('button', { name: PRESETS[1].label }).click();
  await page.waitForURL(/formula\.n=1024/);
  await expectShapes(page, PRESETS[1].values);
  assert.match(await page.textContent(`${widget} [data-part="summary"]`),
    /\(1024, 1024\) whatever.*Q, K, V and the output grow only in proportion to n, and WQ, WK, WV do not depend on n at all\./);

  // A link that sets sizes opens the shapes at once, drawn for them.
  await page.goto(sectionUrl('formula', '?formula.n=7&formula.dk=5'));
  await revealPredictions(page, '#formula attention-predict');
  await page.waitForFunction((name) => document.querySelector(name)?.dataset.state === 'ready', widget);
  assert.equal(await more.getAttribute('open'), '', 'a link that sets sizes opens it');
  await expectShapes(page, { n: 7, dModel: 6, dK: 5, dV: 3 });
}));
