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

export const SENTENCE = ['The', 'cat', 'sat', 'down', 'on', 'the', 'warm', 'mat'];
export const TOY_WIDTH = 6; // the worked example's d_model
export const EMBEDDING_SEED = 7;
const WIDE_COLUMNS = 5;
export const ROLES = [
  { key: 'Q', weight: 'WQ', title: 'Queries', role: 'query', w: 'W_Q', width: 'dK', gloss: 'what each token is looking for' },
  { key: 'K', weight: 'WK', title: 'Keys', role: 'key', w: 'W_K', width: 'dK', gloss: 'what each token can be found by' },
  { key: 'V', weight: 'WV', title: 'Values', role: 'value', w: 'W_V', width: 'dV', gloss: 'what each token hands over' },
];

const slider = (spec) => field({ slider: true, ...spec });

export const fields = [
  slider({ key: 'n', attribute: 'n', param: 'n', label: 'the number of tokens', subject: 'The number of tokens',
           caption: 'Tokens n', min: 1, max: 8, fallback: 4 }),
  // label and subject go into messages and aria-labels as plain text, so they name the width in words.
  slider({ key: 'dModel', attribute: 'd-model', param: 'dmodel', label: 'the embedding width',
           subject: 'The embedding width', caption: 'Embedding width d_model', min: 1, max: 12, fallback: 6 }),
  slider({ key: 'dK', attribute: 'd-k', param: 'dk', label: 'the query/key width', subject: 'The query/key width',
           caption: 'Query/key width d_k', min: 1, max: 8, fallback: 3 }),
  slider({ key: 'dV', attribute: 'd-v', param: 'dv', label: 'the value width', subject: 'The value width',
           caption: 'Value width d_v', min: 1, max: 8, fallback: 3 }),
  field({ key: 'direct', attribute: 'direct', param: 'direct', kind: 'switch', label: 'use X directly',
          subject: 'Use X directly', caption: 'Use X directly (Q = K = V = X)', fallback: false }),
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
    xNote: xProvenance(toy, n, dModel) + (direct ? ' With the switch on, Q, K and V are all this matrix: there are no parameters to learn, '
      + 'and d_k and d_v are unused (every width is d_model).' : ''),
    x: grid('X', 'X, the token embeddings', X, n, dModel, tokens),
    roles: ROLES.map((role) => {
      const width = role.width === 'dK' ? projectedK : projectedV;
      return {
        weight: grid(role.w, `W ${role.key}, the learned ${role.role} projection matrix`, example[role.weight], dModel, width,
                     numberLabels(dModel)),
        result: grid(role.key, `${role.key}, the ${role.title.toLowerCase()}`, example[role.key], n, width, tokens),
      };
    }),
    scoresTitle: direct ? 'Scores X·Xᵀ (no projections)' : 'Scores Q·Kᵀ (with projections)',
    scores: matrix({
      values: rawScores, rows: n, cols: n, rowLabels: tokens, colLabels: tokens, decimals: 2,
      caption: 'Raw scores', corner: 'query ↓ key →', scale: divergingScale(rawScores, { title: 'raw score' }), legend: true,
      marks: { diagonal: tokens.map((_, i) => [i, i]) },
      describe: (row, col, text) => `score of query ${row} against key ${col}: ${text}`,
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
  if (toy === n) return `One row per token: the toy embeddings of “The cat sat down” that chapter 2 works through by hand (d_model = ${dModel}).`;
  const random = `uniform random numbers (seed ${EMBEDDING_SEED}), drawn live, standing in for a learned embedding table`;
  if (toy > 0) return `Rows 1–${toy}: the toy embeddings of “The cat sat down” that chapter 2 works through by hand; rows ${toy + 1}–${n}: ${random}.`;
  return `One row per token: ${random}.`;
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
  if (pairs === 0) return { ...verdict, text: 'With one token there is no pair to compare.' };
  if (!worst) {
    return { ...verdict, text: `Symmetric: S_{ij} = S_{ji} exactly, in all ${pairs} pairs. `
      + 'Token i likes j precisely as much as j likes i.' };
  }
  const { i, j } = worst;
  return { ...verdict, text: `Not symmetric: S_{${tokens[i]}, ${tokens[j]}} = ${formatNumber(scores[i * n + j], 3)} but `
    + `S_{${tokens[j]}, ${tokens[i]}} = ${formatNumber(scores[j * n + i], 3)}. Who asks matters.` };
}

// The diagonal (boxed in the heatmap) is each token scored against itself;
// a tie for the top counts as the diagonal getting it.
function diagonalVerdict(scores, tokens, direct) {
  const n = tokens.length;
  const winners = tokens.filter((_, i) => scores.slice(i * n, (i + 1) * n).every((v) => v <= scores[i * n + i]));
  const count = `In ${winners.length} of ${n} rows the token’s own key gets the top score (the boxed diagonal)`;
  return {
    data: { diagonalWins: String(winners.length) },
    text: direct
      ? `${count}: x·x = |x|², and x·y can only beat it when y is longer than x.`
      : `${count}. With projections the diagonal has no special status: the query and the key of the same token are different vectors.`,
  };
}

// Largest score is not most of the weight: the diagonal of the core's softmax
// weights (scaled by √d_model, the width used when Q = K = V = X).
function selfWeightVerdict(weights, n) {
  const own = Array.from({ length: n }, (_, i) => weights[i * n + i]);
  const low = Math.min(...own);
  const high = Math.max(...own);
  const range = low === high ? formatNumber(low, 2) : `between ${formatNumber(low, 2)} and ${formatNumber(high, 2)}`;
  const verdict = high < 0.5 ? ': less than half, even where its own score is the top one.' : '.';
  return {
    data: { selfWeight: `${low} ${high}` },
    text: `After softmax (scores divided by √d_model), each token keeps ${range} of its attention for itself${verdict}`,
  };
}
