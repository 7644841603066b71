// The model of <attention-multi-head> (../attention-multi-head.js): its
// fields, the data it draws from one numpy stream (prepare), and what one
// head count shows: a weights map per head, the concatenation, W_O and the
// output, all from am.multiHeadAttention. Pure: no DOM, nothing read from an
// element; Node tests call it.
//
// Four tokens with d_model = 24. The head count must divide 24 (1, 2, 3, 4,
// 6, 8 or 12): every head then gets d_k = d_v = 24 / h columns of Q, K and
// V, and the total width, and so every matrix, stays the same as h changes.

import { counted } from '../../lib/text/plural.js';
import { field } from '../../lib/fields/field.js';
import { WEIGHT_SCALE, divergingScale, matrix } from '../../figures/model.js';
import { SEED_TOKENS } from '../../lib/core/seed-example.js';
import { explainHeadError } from './head-errors.js';

export const TOKENS = SEED_TOKENS;
export const D_MODEL = 24;
export const HEAD_COUNTS = [1, 2, 3, 4, 6, 8, 12]; // the divisors of D_MODEL up to 12
const PROJECTION_SCALE = 0.2; // about 1/√d_model, so the random heads do not saturate softmax

export const fields = [
  field({ key: 'heads', attribute: 'heads', param: 'h', label: 'the number of heads', subject: 'The number of heads',
          caption: 'Heads h', min: 1, max: 12, fallback: 4,
          slider: { scale: 'list', values: HEAD_COUNTS, ticks: true, label: 'Number of heads' },
          hint: `Must divide d_model = ${D_MODEL}: ${HEAD_COUNTS.slice(0, -1).join(', ')} or ${HEAD_COUNTS.at(-1)}.` }),
  field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
          min: 0, max: 2 ** 32 - 1, fallback: 42, hint: 'Seeds numpy’s generator, which draws X and the projection matrices.' }),
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
    title, values, rows, cols: D_MODEL, rowLabels, colLabels: COLUMNS, corner: 'row ↓ column →',
    scale: divergingScale(values), legend: true, describe: (r, c, t) => `${cell} ${r}, column ${c}: ${t}`,
  });
  return {
    heads,
    dK,
    dV,
    headMaps: result.heads.map((head, h) => ({
      range: `columns ${h * dK + 1}–${(h + 1) * dK}`,
      weights: matrix({
        values: head.weights, rows: n, cols: n, rowLabels: TOKENS, colLabels: TOKENS, decimals: 2,
        caption: `Head ${h + 1} weights: rows are queries, columns keys`, scale: WEIGHT_SCALE,
        // No-break spaces: a narrow card may break the corner label only between its halves.
        corner: 'query\u00a0↓ key\u00a0→', describe: (r, c, t) => `head ${h + 1}, ${r} attends to ${c}: ${t}`,
      }),
    })),
    concat: mix(`Concatenation, (n, h·d_v) = (${n}, ${D_MODEL}): the head outputs side by side`, result.concat, n, TOKENS,
      'concatenation, row'),
    output: mix(`Output = concatenation · W_O, (n, d_model) = (${n}, ${D_MODEL})`, result.output, n, TOKENS, 'output, row'),
    // W_O's rows come in one block of d_v per head (the page tints them as the
    // head): block i meets only head i's columns of the concatenation.
    wo: mix(`W_O, ${D_MODEL} × ${D_MODEL}, ${heads === 1 ? `one block of ${dV} rows` : `${heads} blocks of ${dV} rows, one per head`}: `
      + 'row r multiplies concatenated column r', data.weights.WO, D_MODEL, COLUMNS,
      'output projection, row'),
    mixNote: `${heads === 1 ? `The concatenation is the one head’s output, columns 1–${dV}, unchanged` : `Columns 1–${dV} of the concatenation are head 1’s output copied unchanged, and so on for all ${heads} heads`}: `
      + 'concatenation only places numbers side by side. The mixing happens in W_O (24 × 24): every output '
      + 'column is a weighted sum of all 24 concatenated columns, so every output number draws on every head.',
    valueText: `${counted(heads, 'head')}, each ${counted(dK, 'column')} wide`,
  };
}
