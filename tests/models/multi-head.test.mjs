// <attention-multi-head>'s model (web/elements/multi-head/model.js) against
// the core: for every head count that divides 24 (and another seed), each
// head's weights, the concatenation (head h's output in its own columns)
// and the output are am.multiHeadAttention's on the data recipe rebuilt here
// (one numpy stream for X, W_Q, W_K, W_V, W_O, the weights scaled by 0.2);
// the labels, captions and the slider's words; what a head count that does
// not divide 24 is told. (The page draws these figures:
// tests/e2e/widget-smoke; the slider, parked cards and W_O drawn on opening:
// tests/e2e/multi-head.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HEAD_COUNTS, fields, model, prepare } from '../../web/elements/multi-head/model.js';
import { errorArgument, readerMessage } from '../../web/lib/core/errors.js';
import { inputs, loadCore, parseField } from './harness.mjs';

const am = await loadCore();
const N = 4;
const D = 24;

function show(values = {}) {
  const given = inputs(fields, values);
  return model(am, { ...given, ...prepare(am, given) });
}

// The element's data recipe, rebuilt from the core: one numpy stream for X
// then W_Q, W_K, W_V, W_O, the weights scaled by 0.2.
function expected(heads, seed) {
  const stream = am.randn(seed, N * D + 4 * D * D, 1);
  const scaled = am.matmul({ A: stream.slice(N * D), B: [0.2], rows: 4 * D * D, inner: 1, cols: 1 });
  const part = (i) => scaled.slice(i * D * D, (i + 1) * D * D);
  return {
    WO: part(3),
    core: am.multiHeadAttention({ X: stream.slice(0, N * D), n: N, dModel: D, heads,
                                  WQ: part(0), WK: part(1), WV: part(2), WO: part(3) }),
  };
}

function expectHeads(heads, seed) {
  const { core, WO } = expected(heads, seed);
  const figures = show({ heads, seed });
  assert.equal(figures.headMaps.length, heads, 'one heatmap per head');
  figures.headMaps.forEach(({ weights }, h) => assert.deepEqual(Array.from(weights.values), Array.from(core.heads[h].weights), `head ${h + 1}`));
  assert.deepEqual(Array.from(figures.concat.values), Array.from(core.concat), 'concatenation');
  assert.deepEqual(Array.from(figures.output.values), Array.from(core.output), 'output = concat · W_O');
  assert.deepEqual(Array.from(figures.wo.values), Array.from(WO), 'W_O');
  assert.equal(figures.dK, D / heads);
  assert.deepEqual(figures.headMaps.map((m) => m.range),
    Array.from({ length: heads }, (_, h) => `columns ${h * (D / heads) + 1}–${(h + 1) * (D / heads)}`));
  return { figures, core };
}

test('four heads: every weight, the concatenation and the output are the core’s; concatenation does no arithmetic', () => {
  const { figures, core } = expectHeads(4, 42);
  assert.equal(core.dK, 6);
  // Columns 7–12 of the concatenation are head 2's output.
  const concat = Array.from(figures.concat.values);
  const head2 = Array.from({ length: N }, (_, r) => concat.slice(r * D + 6, r * D + 12)).flat();
  assert.deepEqual(head2, Array.from(core.heads[1].output));
  assert.deepEqual(figures.headMaps.map((m) => m.range), ['columns 1–6', 'columns 7–12', 'columns 13–18', 'columns 19–24']);
  assert.match(figures.mixNote, /^Columns 1–6 of the concatenation are head 1’s output copied unchanged, and so on for all 4 heads:/);
});

test('every head count the slider offers (divisors of 24), and another seed, as from a link', () => {
  assert.deepEqual(HEAD_COUNTS, [1, 2, 3, 4, 6, 8, 12]);
  for (const heads of HEAD_COUNTS) expectHeads(heads, 42);
  expectHeads(3, 7);
  const slider = fields.find((f) => f.key === 'heads').slider;
  assert.deepEqual(slider.values, HEAD_COUNTS);
  assert.equal(show({ heads: 12 }).valueText, '12 heads, each 2 columns wide');
  assert.equal(show({ heads: 1 }).valueText, '1 head, each 24 columns wide');
  // One head: no “so on for all 1”.
  assert.match(show({ heads: 1 }).mixNote, /^The concatenation is the one head’s output, columns 1–24, unchanged:/);
});

test('labels: one corner label per kind of matrix, captions with real subscripts, every cell named', () => {
  const figures = show({ heads: 4 });
  // No-break spaces in the head maps' corner: a narrow card breaks it only between its halves.
  assert.deepEqual(figures.headMaps.map((m) => m.weights.corner), Array(4).fill('query\u00a0↓ key\u00a0→'));
  assert.deepEqual([figures.concat, figures.wo, figures.output].map((m) => m.corner), Array(3).fill('row ↓ column →'));
  assert.equal(figures.concat.title, 'Concatenation, (n, h·d_v) = (4, 24): the head outputs side by side');
  assert.equal(figures.output.title, 'Output = concatenation · W_O, (n, d_model) = (4, 24)');
  assert.equal(figures.wo.title, 'W_O, 24 × 24, 4 blocks of 6 rows, one per head: row r multiplies concatenated column r');
  assert.equal(show({ heads: 1 }).wo.title, 'W_O, 24 × 24, one block of 24 rows: row r multiplies concatenated column r');
  assert.equal(figures.headMaps[1].weights.caption, 'Head 2 weights: rows are queries, columns keys');
  assert.equal(figures.headMaps[1].weights.describe('cat', 'sat', '0.25'), 'head 2, cat attends to sat: 0.25');
  assert.equal(figures.concat.describe('cat', '7', '0.1'), 'concatenation, row cat, column 7: 0.1');
});

test('a head count that does not divide 24 gets a reader’s message about the heads field', () => {
  let refused = null;
  try {
    show({ heads: 5 });
  } catch (error) {
    refused = error;
  }
  assert.ok(refused, '5 heads are refused');
  // The core's wording (heads: 5 does not divide dModel 24; give dK and dV …) is reworded; d_model is rich text.
  assert.equal(readerMessage(refused), 'h must divide d_model = 24, so 5 heads cannot share its columns equally. Try 1, 2, 3, 4, 6, 8 or 12.');
  assert.equal(errorArgument(refused), 'heads');
  assert.match(parseField(fields, 'heads', '13').message, /at most 12/);
  assert.deepEqual(parseField(fields, 'heads', '2'), { ok: true, value: 2 });
});
