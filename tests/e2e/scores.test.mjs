// <attention-scores> in Chromium, what only a browser can show: pointing at a
// cell, and moving with the arrow keys, explain that cell (its terms are the
// model's for that cell: tests/models/scores.test.mjs checks them against the
// core), Q's row and Kᵀ's column light up, and S, q and k carry the tokens
// as real subscripts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCore, usePages } from './browser.mjs';
import { fields, model, prepare } from '../../web/elements/scores/model.js';
import { inputs, tableText } from '../models/harness.mjs';

const { withSection } = usePages();
const am = await loadCore();
const TOKENS = ['The', 'cat', 'sat', 'down'];
const cell = (i, j) => `#scores [data-part="cell"][data-row="${i}"][data-col="${j}"]`;

// The explanation on the page is the model's for cell (i, j).
async function expectExplained(page, i, j) {
  const given = inputs(fields);
  const figures = model(am, { ...given, ...prepare(am, given), cell: [i, j] });
  await page.waitForFunction((heading) => document.querySelector('#scores .scores-widget__heading')?.textContent.startsWith(heading),
    `S${TOKENS[i]}, ${TOKENS[j]} = q${TOKENS[i]} · k${TOKENS[j]}`);
  const shown = await page.evaluate(() => {
    const heading = document.querySelector('#scores .scores-widget__heading');
    return {
      terms: [...document.querySelectorAll('#scores .scores-widget__explain [data-part="table"] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
      subs: [...heading.querySelectorAll('sub')].map((s) => s.textContent),
      expansion: document.querySelector('#scores .scores-widget__expansion').textContent,
    };
  });
  assert.deepEqual(shown.terms, tableText(figures.terms));
  assert.deepEqual(shown.subs, [`${TOKENS[i]}, ${TOKENS[j]}`, TOKENS[i], TOKENS[j]], 'real subscripts');
  assert.equal(shown.expansion, figures.explanation.expansion);
  assert.match(await page.getAttribute(cell(i, j), 'class'), /\bis-explained\b/);
}

test('pointing at a cell, and moving with the arrow keys, explain that cell; Q’s row and Kᵀ’s column light up', () => withSection('scores', {}, async (page) => {
  await expectExplained(page, 1, 2);
  await page.hover(cell(3, 0));
  await expectExplained(page, 3, 0);
  await page.focus(cell(0, 0));
  await expectExplained(page, 0, 0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expectExplained(page, 2, 1);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.row + document.activeElement.dataset.col), '21');
  assert.equal(await page.textContent('#scores .matrix-grid tr.is-highlighted th'), 'sat');
  assert.equal(await page.textContent('#scores .matrix-grid th.matrix-grid__col.is-highlighted'), 'cat');
  assert.deepEqual(await page.$$eval('#scores .field__hint sub', (subs) => subs.map((x) => x.textContent)), ['Q', 'K']);
}));
