// The model of <attention-qkv> (../attention-qkv.js): its fields, the
// projection matrices it uses (prepare), and what it shows: the three
// projections Q = X·W_Q, K = X·W_K, V = X·W_V with every shape, each matrix
// as a grid of numbers, and the score matrix they lead to, with the verdicts
// under it (symmetry, the diagonal, and with Q = K = V = X how much weight
// each token keeps for itself). Pure: no DOM, nothing read from an element;
// Node tests call it.
//
// Data: X is the worked example's toy embedding for its four tokens when
// d_model = 6; every other row or width is uniform random from the core
// (seed 7), a stand-in for a learned embedding table. The projection matrices,
// Q, K and V come from am.walkthrough (numpy seed 42, randn × 0.5), so the
// default view is exactly the worked example.

import { field } from '../../lib/fields/field.js';
import { divergingScale, matrix, numberLabels } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { allOf, message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

export const SENTENCE = ['The', 'cat', 'sat', 'down', 'on', 'the', 'warm', 'mat'];
export const TOY_WIDTH = 6; // the worked example's d_model
export const EMBEDDING_SEED = 7;
const WIDE_COLUMNS = 5;
// The words for each role (heading, captions) are messages chosen by `key`.
export const ROLES = [
  { key: 'Q', weight: 'WQ', w: 'W_Q', width: 'dK' },
  { key: 'K', weight: 'WK', w: 'W_K', width: 'dK' },
  { key: 'V', weight: 'WV', w: 'W_V', width: 'dV' },
];

// A slider whose names are the messages `qkv-<id>-label`, `-subject`, `-caption`.
const slider = (spec, id) => named(field({ slider: true, ...spec }), id);

export const fields = [
  slider({ key: 'n', attribute: 'n', param: 'n', min: 1, max: 8, fallback: 4 }, 'qkv-n'),
  // label and subject go into messages and aria-labels as plain text, so they name the width in words.
  slider({ key: 'dModel', attribute: 'd-model', param: 'dmodel', min: 1, max: 12, fallback: 6 }, 'qkv-d-model'),
  slider({ key: 'dK', attribute: 'd-k', param: 'dk', min: 1, max: 8, fallback: 3 }, 'qkv-d-k'),
  slider({ key: 'dV', attribute: 'd-v', param: 'dv', min: 1, max: 8, fallback: 3 }, 'qkv-d-v'),
  named(field({ key: 'direct', attribute: 'direct', param: 'direct', kind: 'switch', fallback: false }), 'qkv-direct'),
];

// The worked example's projection matrices W_Q, W_K, W_V for (d_model, d_k,
// d_v). They depend on those widths only (not on X or n), so the element
// keeps them per shape, and a step of n costs three small matmuls instead of
// a whole walkthrough (which also writes its Python script and transcript):
// 2 ms → 0.3 ms a step.
export function prepare(am, { n, dModel, dK, dV }) {
  const X = embeddings(am, n, dModel);
  const { WQ, WK, WV } = am.walkthrough({ seed: 42, dK, dV, X, dModel, tokens: SENTENCE.slice(0, n) });
  return { weights: { WQ, WK, WV } };
}

// inputs: the fields' values and weights (prepare's, for the same d_model,
// d_k and d_v). matmul sums in numpy's order, so Q, K and V are bit for bit
// the walkthrough's.
export function model(am, { n, dModel, dK: projectedK, dV: projectedV, direct, weights }) {
  const tokens = SENTENCE.slice(0, n);
  const X = embeddings(am, n, dModel);
  const times = (B, cols) => am.matmul({ A: X, B, rows: n, inner: dModel, cols });
  const example = { ...weights, Q: times(weights.WQ, projectedK), K: times(weights.WK, projectedK), V: times(weights.WV, projectedV) };
  const dK = direct ? dModel : projectedK;
  const dV = direct ? dModel : projectedV;
  const [Q, K, V] = direct ? [X, X, X] : [example.Q, example.K, example.V];
  const { rawScores, weights: attention } = am.attention({ Q, K, V, n, dK, dV });
  const toy = dModel === TOY_WIDTH ? Math.min(n, 4) : 0;
  const grid = (title, caption, data, rows, cols, rowLabels) => matrix({
    title, caption, values: data, rows, cols, rowLabels, colLabels: numberLabels(cols), scale: divergingScale(data),
  });
  return {
    direct,
    wide: Math.max(projectedK, projectedV) >= WIDE_COLUMNS,
    ...shapeLines(am.shapes({ n, m: n, dModel, dK, dV }), direct),
    // With the switch on, a second sentence after where X comes from.
    xNote: direct ? message('qkv-x-note-direct', { provenance: xProvenance(toy, n, dModel) }) : xProvenance(toy, n, dModel),
    x: grid('X', message('qkv-x-caption'), X, n, dModel, tokens),
    roles: ROLES.map((role) => {
      const width = role.width === 'dK' ? projectedK : projectedV;
      return {
        weight: grid(role.w, message('qkv-weight-caption', { role: role.key }), example[role.weight], dModel, width,
                     numberLabels(dModel)),
        result: grid(role.key, message('qkv-result-caption', { role: role.key }), example[role.key], n, width, tokens),
      };
    }),
    scoresTitle: message(direct ? 'qkv-scores-title-direct' : 'qkv-scores-title-projected'),
    scores: matrix({
      values: rawScores, rows: n, cols: n, rowLabels: tokens, colLabels: tokens, decimals: 2,
      caption: message('qkv-scores-caption'), corner: message('qkv-scores-corner'),
      scale: divergingScale(rawScores, { title: message('qkv-scores-legend') }), legend: true,
      marks: { diagonal: tokens.map((_, i) => [i, i]) },
      describe: (row, col, text) => message('qkv-scores-cell', { row, col, text }),
    }),
    // Each verdict: its rich text, and the class and data attributes of its line.
    verdicts: [symmetryVerdict(rawScores, tokens), diagonalVerdict(rawScores, tokens, direct),
               ...(direct && n > 1 ? [selfWeightVerdict(attention, n)] : [])],
  };
}

// The shapes, one line per product, each a list of text and terms {name,
// dims}: "X (4, 6) · W_Q (6, 3) → Q (4, 3)", or "Q (4, 6) = X (4, 6)" when
// Q = K = V = X; `aheadLine`, Q·Kᵀ's, is drawn with the next step's scores
// behind "Looking ahead", since that step asks for its shape.
function shapeLines(shapes, direct) {
  const shape = Object.fromEntries(shapes.map((s) => [s.name, s]));
  const term = (name, { rows, cols } = shape[name]) => ({ name, dims: `(${rows}, ${cols})` });
  const lines = ROLES.map(({ key, w }) => (direct
    ? [term(key), ' = ', term('X')]
    : [term('X'), ' · ', term(w), ' → ', term(key)]));
  const aheadLine = [term('Q'), ' · ', term('Kᵀ', { rows: shape.K.cols, cols: shape.K.rows }), ' → ', term('Q·Kᵀ')];
  return { shapeLines: lines, aheadLine };
}

// The worked example's X for its four tokens when d_model is 6; random
// rows (from the core) for everything else.
export function embeddings(am, n, dModel) {
  const random = Array.from(am.rand(EMBEDDING_SEED, n, dModel));
  if (dModel !== TOY_WIDTH) return random;
  const toy = toyEmbeddings(am);
  return random.map((value, index) => (index < Math.min(n, 4) * TOY_WIDTH ? toy[index] : value));
}

// The worked example's X, asked of the core once per core instance (the
// same answer every time: a cache, not state).
const toyCache = new WeakMap();
function toyEmbeddings(am) {
  if (!toyCache.has(am)) toyCache.set(am, am.walkthrough({}).X);
  return toyCache.get(am);
}

function xProvenance(toy, n, dModel) {
  if (toy === n) return message('qkv-x-note-toy', { dModel });
  if (toy > 0) return message('qkv-x-note-mixed', { toy, next: toy + 1, n, extra: n - toy, seed: EMBEDDING_SEED });
  return message('qkv-x-note-random', { seed: EMBEDDING_SEED });
}

// Compares S_ij with S_ji exactly: symmetry is a yes/no fact about the core's numbers.
// S carries two subscripts, as the prose writes S_ij: S_{cat, sat} or S_{ij}.
function symmetryVerdict(scores, tokens) {
  const n = tokens.length;
  let worst = null;
  let pairs = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      pairs += 1;
      const gap = Math.abs(scores[i * n + j] - scores[j * n + i]); // only to pick which pair to show
      if (scores[i * n + j] !== scores[j * n + i] && (!worst || gap > worst.gap)) worst = { i, j, gap };
    }
  }
  const verdict = { className: worst ? 'is-asymmetric' : 'is-symmetric', data: { symmetric: String(!worst) } };
  if (pairs === 0) return { ...verdict, text: message('qkv-verdict-one-token') };
  if (!worst) return { ...verdict, text: message('qkv-verdict-symmetric', { pairs, ij: 'S_{ij}', ji: 'S_{ji}' }) };
  const { i, j } = worst;
  // S's subscripts are arguments: a brace in a message is Fluent's.
  return { ...verdict, text: message('qkv-verdict-asymmetric', {
    ij: `S_{${tokens[i]}, ${tokens[j]}}`, ji: `S_{${tokens[j]}, ${tokens[i]}}`,
    sij: formatNumber(scores[i * n + j], 3), sji: formatNumber(scores[j * n + i], 3) }) };
}

// The diagonal (boxed in the heatmap) is each token scored against itself;
// a tie for the top counts as the diagonal getting it.
function diagonalVerdict(scores, tokens, direct) {
  const n = tokens.length;
  const winners = tokens.filter((_, i) => scores.slice(i * n, (i + 1) * n).every((v) => v <= scores[i * n + i]));
  return {
    data: { diagonalWins: String(winners.length) },
    text: message(direct ? 'qkv-verdict-diagonal-direct' : 'qkv-verdict-diagonal-projected', { wins: winners.length, n, all: allOf(winners.length, n) }),
  };
}

// Largest score is not most of the weight: the diagonal of the core's softmax
// weights (scaled by √d_model, the width used when Q = K = V = X).
function selfWeightVerdict(weights, n) {
  const own = Array.from({ length: n }, (_, i) => weights[i * n + i]);
  const low = Math.min(...own);
  const high = Math.max(...own);
  return {
    data: { selfWeight: `${low} ${high}` },
    text: message('qkv-verdict-self-weight', {
      spread: low === high ? 'one' : 'range', low: formatNumber(low, 2), high: formatNumber(high, 2),
      half: high < 0.5 ? 'less' : 'more' }),
  };
}
