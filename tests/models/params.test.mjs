// <attention-params>'s model (web/elements/params/model.js) against the
// core: the parameter table for the presets (GPT-2 small: 2,359,296, or
// 2,362,368 with biases; GPT-2 XL), one preset chip per size, the FLOPs of h
// heads against one head (only scaling and softmax grow h-fold), and what a
// reader is told for a head count that does not divide d_model or a d_model
// of 0. (The page draws these figures: tests/e2e/widget-smoke; the preset
// chips and the biases switch clicked: tests/e2e/multi-head.test.mjs.)
import { readFileSync } from 'node:fs';
import { withProse } from '../../web/build/page.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PRESETS, fields, model } from '../../web/elements/params/model.js';
import { errorArgument, readerMessage } from '../../web/lib/core/errors.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const show = (values = {}) => model(am, inputs(fields, values));
const number = (text) => Number(text.replaceAll(',', ''));

test('the presets: GPT-2 XL is the core’s count; GPT-2 small is 2,359,296, or 2,362,368 with biases', () => {
  const xl = PRESETS.find((p) => p.label === 'GPT-2 XL');
  assert.deepEqual([xl.dModel, xl.heads], [1600, 25]);
  const xlFigures = show({ dModel: 1600, heads: 25 });
  assert.equal(tableText(xlFigures.params).at(-1)[2], am.attentionParams({ dModel: 1600, heads: 25 }).total.toLocaleString('en-US'));
  assert.equal(xlFigures.preset, PRESETS.indexOf(xl));

  const small = show({ dModel: 768, heads: 12 });
  let rows = tableText(small.params);
  assert.deepEqual(rows.map((r) => r[0]), ['W_Q', 'W_K', 'W_V', 'W_O', 'biases', 'total']);
  assert.deepEqual(rows.map((r) => r[2]), ['589,824', '589,824', '589,824', '589,824', '0', '2,359,296']);
  assert.equal(rows[0][1], '(768, 12 × 64)');
  // GPT-2 small and BERT-base share their attention sizes, so they are one chip, and only it is pressed.
  assert.equal(small.preset, 0);
  assert.equal(PRESETS[0].label, 'GPT-2 small / BERT-base');
  assert.equal(PRESETS.filter((p) => p.dModel === 768 && p.heads === 12).length, 1);
  assert.equal(show({ dModel: 768, heads: 8 }).preset, -1, 'no chip for sizes of no preset');
  rows = tableText(show({ dModel: 768, heads: 12, bias: true }).params);
  assert.equal(rows.at(-1)[2], '2,362,368');
  assert.equal(rows[4][2], '3,072');
  assert.equal(number(rows.at(-1)[2]), am.attentionParams({ dModel: 768, heads: 12, bias: true }).total);
});

test('one head of the full width holds exactly as many parameters', () => {
  const { paramsNote } = show({ dModel: 768, heads: 12 });
  assert.match(paramsNote, /Each head is d_k = 64 wide\. With one head of width 768 instead, the layer would hold 2,359,296 parameters: exactly the same\./);
});

test('FLOPs: h heads cost the same matrix products as one head; only scaling and softmax grow h-fold', () => {
  const one = am.attentionFlops({ n: 1024, dModel: 768, heads: 1 });
  const many = am.attentionFlops({ n: 1024, dModel: 768, heads: 12 });
  const figures = show({ dModel: 768, heads: 12, n: 1024 });
  const rows = tableText(figures.flops);
  const keys = ['projections', 'rawScores', 'scaling', 'softmax', 'weightedSum', 'outputProjection', 'total'];
  assert.equal(rows.length, keys.length);
  rows.forEach((row, i) => {
    assert.equal(number(row[1]), one[keys[i]], `${keys[i]}, one head`);
    assert.equal(number(row[2]), many[keys[i]], `${keys[i]}, 12 heads`);
  });
  for (const i of [0, 1, 4, 5]) assert.equal(rows[i][3], 'same', keys[i]);
  for (const i of [2, 3]) {
    assert.equal(rows[i][3], 'more');
    assert.equal(number(rows[i][2]), 12 * number(rows[i][1]), `${keys[i]} grows 12-fold`);
  }
  assert.deepEqual(figures.flops.columns.map((c) => c.label), ['Step', '1 head', '12 heads', 'Same?']);
  assert.match(figures.flopsNote, /Only scaling and softmax grow, 12-fold/);
  assert.match(show({ heads: 1 }).flopsNote, /With one head the two columns are the same layer/);
});

test('a head count that does not divide d_model is refused, about the heads field, with the nearest that do', () => {
  let refused = null;
  try {
    show({ dModel: 768, heads: 7 });
  } catch (error) {
    refused = error;
  }
  assert.ok(refused, '7 heads for 768 columns is refused');
  // The nearest head counts that divide 768: 6 and 8, then 4 and 3 (12 is further away).
  assert.equal(readerMessage(refused), 'h must divide d_model = 768, so 7 heads cannot share its columns equally. Try 3, 4, 6 or 8.');
  assert.equal(errorArgument(refused), 'heads', 'said beside the heads field, not beside d_model');
  assert.equal(refused.code, 'incompatible');
  // d_model's own range, said with a real subscript on the page.
  assert.match(parseField(fields, 'dModel', '0').message, /^d_model must be at least 1/);
  assert.match(parseField(fields, 'heads', '65').message, /at most 64/);
});

test('one head is “1 head”, in the table’s header and in the FLOPs sentence', () => {
  const one = show({ dModel: 64, heads: 1 });
  const text = JSON.stringify(one);
  assert.doesNotMatch(text, /\b1 heads\b/);
  assert.match(text, /1 head\b/);
});

// "2,359,296 weights in all, without GPT-2’s biases: 768 numbers added after
// each of the four products, 3,072 in all; with them, 2,362,368"
// (10-heads-cost.html).
test('the page’s GPT-2 small counts, weights only and with biases, are the core’s', () => {
  const html = withProse(readFileSync(new URL('../../web/sections/10-heads-cost.html', import.meta.url), 'utf8')).replace(/\s+/g, ' ');
  const count = (bias) => am.attentionParams({ dModel: 768, heads: 12, bias }).total;
  const text = (x) => x.toLocaleString('en-US');
  assert.ok(html.includes(`${text(count(false))} weights in all`), 'weights only');
  assert.ok(html.includes(`${text(count(true) - count(false))} in all; with them, ${text(count(true))}`), 'with biases');
  assert.equal(count(true) - count(false), 4 * 768);
  assert.ok(html.includes('768 numbers added after each of the four products'));
});
