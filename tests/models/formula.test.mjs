// <attention-formula>'s model (web/elements/formula/model.js) against the
// core: the table of shapes is am.shapes() for any sizes (the worked example,
// the GPT-2 preset, a link's), each row tagged with the steps that light it;
// the summary says what grows with n²; the legend's steps carry no numbers;
// what a reader typing a bad width is told. (The page draws these figures:
// tests/e2e/widget-smoke; pointing, focus and Tab order, the presets, the
// links of the terms and the disclosure: tests/e2e/formula.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PRESETS, ROLES, STEPS, fields, model } from '../../web/elements/formula/model.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const show = (values = {}) => model(am, inputs(fields, values));
const shapeText = (s) => `(${s.rows}, ${s.cols})`; // as numpy prints a shape

function expectShapes(figures, sizes) {
  const expected = am.shapes(sizes);
  const rows = tableText(figures.table);
  assert.deepEqual(rows.map(([name, shape]) => [name, shape]), expected.map((s) => [s.name, shapeText(s)]), JSON.stringify(sizes));
  assert.deepEqual(rows.map((r) => r[3]), expected.map((s) => s.note), 'what each holds: the core’s note');
}

// The rows a step lights: those whose data-steps name it (the element's highlight()).
const lit = (figures, step) => figures.table.rows.filter((r) => r.data.steps.split(' ').includes(step)).map((r) => r.data.name);

test('the shape table is the core’s for the worked example, the presets and a link’s sizes', () => {
  expectShapes(show(), { n: 4, dModel: 6, dK: 3, dV: 3 });
  assert.equal(tableText(show().table).find((r) => r[0] === 'Q·Kᵀ')[1], '(4, 4)');
  assert.deepEqual(PRESETS.map((p) => p.values), [{ n: 4, dModel: 6, dK: 3, dV: 3 }, { n: 1024, dModel: 768, dK: 64, dV: 64 }]);
  assert.match(PRESETS[1].label, /GPT-2 small head/);
  const gpt2 = show(PRESETS[1].values);
  expectShapes(gpt2, PRESETS[1].values);
  assert.match(gpt2.summary, /\(1024, 1024\) whatever/);
  // Only the scores grow with n²; Q, K, V grow with n and the projection matrices not at all (W_Q: rich text, a real subscript).
  assert.match(gpt2.summary, /Q, K, V and the output grow only in proportion to n, and W_Q, W_K, W_V do not depend on n at all\./);
  expectShapes(show({ n: 7, dK: 5 }), { n: 7, dModel: 6, dK: 5, dV: 3 });
  expectShapes(show({ dK: 8 }), { n: 4, dModel: 6, dK: 8, dV: 3 });
});

test('each row is tagged with the steps it lights, and its shape in symbols', () => {
  const figures = show();
  assert.deepEqual(lit(figures, 'qkv'), ['X', 'W_Q', 'W_K', 'W_V', 'Q', 'K', 'V']);
  assert.deepEqual(lit(figures, 'scores'), ['Q', 'K', 'Q·Kᵀ']);
  assert.deepEqual(lit(figures, 'weighted-sum'), ['V', 'softmax', '·V']);
  assert.deepEqual(lit(figures, 'scaling'), ['/√d_k']);
  for (const r of figures.table.rows) assert.ok(ROLES[r.data.name], `the core's ${r.data.name} has a role`);
  const rows = tableText(figures.table);
  assert.equal(rows[4][3], 'X·W_Q: one query per token'); // rich text: a real subscript on the page
  assert.equal(rows[1][2], '(d_{model}, d_{k})');
  assert.equal(rows[0][2], '({n}, d_{model})');
});

test('the steps carry no numbers of their own', () => {
  // Numbered steps clashed with the numbered sections (Scores is §3, not step 1).
  assert.deepEqual(STEPS.map((s) => s.name), ['Inputs', 'Scores', 'Scaling', 'Masking (optional)', 'Softmax', 'Weighted sum']);
  assert.deepEqual(STEPS.map((s) => s.id), ['qkv', 'scores', 'scaling', 'masking', 'softmax', 'weighted-sum']);
  for (const s of STEPS) assert.doesNotMatch(`${s.name} ${s.text}`, /step \d/i);
  assert.match(STEPS.find((s) => s.id === 'weighted-sum').text, /weighted average of the value rows/);
});

test('a bad width gets a message naming d_k (with a real subscript); a good one is taken', () => {
  for (const [typed, message] of [['0', /^d_k must be at least 1/], ['5000', /^d_k must be at most 4096/],
                                  ['three', /“three” is not a number/]]) {
    const parsed = parseField(fields, 'dK', typed);
    assert.equal(parsed.ok, false, typed);
    assert.match(parsed.message, message);
  }
  assert.deepEqual(parseField(fields, 'dK', '8'), { ok: true, value: 8 });
});
