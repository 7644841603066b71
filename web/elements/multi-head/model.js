// The model of <attention-multi-head> (../attention-multi-head.js): its
// fields, the data it draws from one numpy stream (prepare), and what one
// head count shows: a weights map per head, the concatenation, W_O and the
// output, all from am.multiHeadAttention. Pure: no DOM, nothing read from an
// element; Node tests call it.
//
// Four tokens with d_model = 24. The head count must divide 24 (1, 2, 3, 4,
// 6, 8 or 12): every head then gets d_k = d_v = 24 / h columns of Q, K and
// V, and the total width, and so every matrix, stays the same as h changes.

import { field } from '../../lib/fields/field.js';
import { message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';
import { WEIGHT_SCALE, divergingScale, matrix } from '../../figures/model.js';
import { SEED_TOKENS } from '../../lib/core/seed-example.js';
import { explainHeadError, orList } from './head-errors.js';

export const TOKENS = SEED_TOKENS;
export const D_MODEL = 24;
export const HEAD_COUNTS = [1, 2, 3, 4, 6, 8, 12]; // the divisors of D_MODEL up to 12
const PROJECTION_SCALE = 0.2; // about 1/√d_model, so the random heads do not saturate softmax

export const fields = [
  named(field({ key: 'heads', attribute: 'heads', param: 'h', min: 1, max: 12, fallback: 4,
                slider: { scale: 'list', values: HEAD_COUNTS, ticks: true, get label() { return message('multi-head-heads-slider'); } },
                hint: '' }), 'multi-head-heads', { dModel: String(D_MODEL), get counts() { return orList(HEAD_COUNTS); } }),
  named(field({ key: 'seed', attribute: 'seed', param: 'seed', min: 0, max: 2 ** 32 - 1, fallback: 42, hint: '' }), 'multi-head-seed'),
];

// X (4 × 24), then W_Q, W_K, W_V and W_O (24 × 24 each), drawn one after the
// other from a single numpy stream, as np.random.seed(seed); X = randn(4, 24);
// W_Q = randn(24, 24) * 0.2; … would. The core does the scaling: a
// (cells × 1)·(1 × 1) product multiplies every entry by 0.2 exactly as numpy.
export function drawData(am, seed) {
  const n = TOKENS.length;
  const square = D_MODEL * D_MODEL;
  const stream = am.randn(seed, n * D_MODEL + 4 * square, 1);
  const X = stream.slice(0, n * D_MODEL);
  const raw = stream.slice(n * D_MODEL);
  const scaled = am.matmul({ A: raw, B: [PROJECTION_SCALE], rows: 4 * square, inner: 1, cols: 1 });
  const part = (i) => scaled.slice(i * square, (i + 1) * square);
  return { X, weights: { WQ: part(0), WK: part(1), WV: part(2), WO: part(3) } };
}

// The core's multi-head attention of `data` with `heads` heads; a count that
// does not divide d_model is refused in the reader's words, beside the field.
export function headsResult(am, data, heads) {
  try {
    return am.multiHeadAttention({ X: data.X, n: TOKENS.length, dModel: D_MODEL, heads, ...data.weights });
  } catch (error) {
    throw explainHeadError(error, { dModel: D_MODEL, heads, suggestions: HEAD_COUNTS });
  }
}

// The data for the seed and the result for the head count (the element
// keeps both: the data per seed, a result per head count).
export function prepare(am, { heads, seed }) {
  const data = drawData(am, seed);
  return { data, result: headsResult(am, data, heads) };
}

const COLUMNS = Array.from({ length: D_MODEL }, (_, c) => String(c + 1));

// inputs: {heads, data, result (prepare's)}. Everything one head count
// shows: a weights map per head (on the page's 0–1 scale, one key for all),
// the concatenation, W_O and the output.
export function model(am, { heads, data, result }) {
  const n = TOKENS.length;
  const { dK, dV } = result;
  const mix = (title, values, rows, rowLabels, cell) => matrix({
    title, values, rows, cols: D_MODEL, rowLabels, colLabels: COLUMNS, corner: message('multi-head-corner'),
    scale: divergingScale(values), legend: true, describe: (r, c, t) => message(cell, { row: r, column: c, value: t }),
  });
  return {
    heads,
    dK,
    dV,
    headMaps: result.heads.map((head, h) => ({
      range: message('multi-head-head-range', { from: h * dK + 1, to: (h + 1) * dK }),
      weights: matrix({
        values: head.weights, rows: n, cols: n, rowLabels: TOKENS, colLabels: TOKENS, decimals: 2,
        caption: message('multi-head-weights-caption', { head: h + 1 }), scale: WEIGHT_SCALE,
        // No-break spaces (in the message): a narrow card may break the corner label only between its halves.
        corner: message('multi-head-weights-corner'),
        describe: (r, c, t) => message('multi-head-weights-cell', { head: h + 1, query: r, key: c, value: t }),
      }),
    })),
    concat: mix(message('multi-head-concat-title', { n, dModel: D_MODEL }), result.concat, n, TOKENS,
      'multi-head-concat-cell'),
    output: mix(message('multi-head-output-title', { n, dModel: D_MODEL }), result.output, n, TOKENS, 'multi-head-output-cell'),
    // W_O's rows come in one block of d_v per head (the page tints them as the
    // head): block i meets only head i's columns of the concatenation.
    wo: mix(message('multi-head-wo-title', { dModel: D_MODEL, heads, dV }), data.weights.WO, D_MODEL, COLUMNS,
      'multi-head-wo-cell'),
    mixNote: message('multi-head-mix-note', { heads, dV }),
    valueText: message('multi-head-value-text', { heads, dK }),
  };
}
