// The step-by-step checkpoints (<attention-by-hand name="…">): the reader
// computes something in order, one step at a time, and the core checks
// every entry. A step is checked against the core applied to the reader's
// own previous answers as well as against the exact values, so an error
// rounded in at step 1 is not held against step 4. The right values always
// come from the core; the wrong values a hint recognises (the raw scores,
// a column's maximum, an unweighted average…) are there to say which
// mistake was made.
//
// plan: {title, intro(s), given(s) → [{caption, columns, rows}], solve(am, attributes) → s,
//        attributes: the element's attributes that fix its numbers, with the values
//          a page without them once showed (tests and embedded copies use them),
//        draw(d, am) → attributes: the reader's own numbers, from a drawer
//          (./reader-seed.js: the reader's seed, the checkpoint's name, the round),
//        (given tables: {caption, corner (the row headers' title), columns, rows})
//        steps: [{title, ask(s, done), kind: 'number'|'shape', special?, tolerance?,
//                 entries(s) → labels, references(s, done, values) → [vector…],
//                 mistakes?(s, done) → [[vector, hint]…], hint(s, done, values, j) → text,
//                 answer(s, done, opening?) → text (opening: it starts a sentence),
//                 exact?(s) → vector, rounded?(s, done, values) → vector, from?: text, because?(s, off) → text
//                 (off: the entries that differ from the exact digits)}]}
// `exact` is what the unrounded inputs give; `rounded`, what the reader's
// rounded ones give (`from` names them: "from the printed inputs"), and
// `because` says why they differ. A right step then shows one line per
// entry (exact · from … when that differs · yours), and one sentence of why
// when the reader's last digit is not the exact one.
// `done` holds the values the reader got right in the steps before.
// Every text is a message (web/locales/, the "check-" ids), looked up when
// it is asked for, so that it comes in the widget's language: a plan's and
// a step's fixed title and `from` are getters for that reason.

import { formatNumber } from '../text/format.js';
import { allOf, message } from '../text/messages.js';
import { listClauses, sentences } from '../text/join.js';
import { near, parseAnswerNumber, parseShape, roundedShort, sameShape } from './answers.js';
import { coreSum, softmaxSteps } from './softmax-steps.js';
import { drawer, readerDrawer } from './reader-seed.js';

const TOLERANCE = 0.001; // one unit in the third decimal, the precision the listing prints
const list = (values, decimals = 3) => Array.from(values, (v) => formatNumber(v, decimals)).join(', ');
const row = (matrix, i, width) => Array.from(matrix.slice(i * width, (i + 1) * width));
const column = (matrix, j, rows, width) => Array.from({ length: rows }, (_, i) => matrix[i * width + j]);
const rows = (matrix, count, width) => Array.from({ length: count }, (_, i) => row(matrix, i, width));
// Rounded as the script prints them: the numbers a reader copies.
const printed = (values) => Array.from(values, (v) => Number(v.toFixed(3)));
const shapeText = ([r, c]) => `(${r}, ${c})`;
const weightedSum = (am, weights, V, dV) => Array.from(am.weightedSumTerms({ weights, V, n: 1, m: weights.length, dV, row: 0 }).output);

// The printed input that rounding moved most, said the way the tables
// name it: what a reader's last digit owes to the rounding.
// The printed input rounded the most among those that feed the scores of
// keys `keys` (q, and those keys' k): the one to name when those scores are
// off (naming another key's k would explain nothing).
function mostRounded(w, i, given, keys = w.tokens.map((_, j) => j)) {
  const { dK } = w;
  const inputs = [
    ...row(w.Q, i, dK).map((exact, d) => ({ name: message('check-input-q', { d: d + 1 }), exact, printed: given.q[d] })),
    ...keys.flatMap((j) => row(w.K, j, dK).map((exact, d) => ({
      name: message('check-input-k', { token: w.tokens[j], d: d + 1 }), exact, printed: given.K[j * dK + d] }))),
  ];
  const most = inputs.reduce((a, b) => (Math.abs(b.exact - b.printed) > Math.abs(a.exact - a.printed) ? b : a));
  return message('check-input-rounded', { name: most.name, printed: formatNumber(most.printed, 3), exact: formatNumber(most.exact, 5) });
}

function byHandSolve(am, { seed, dK, dV, query }) {
  return rowSolve(am, am.walkthrough({ seed, dK, dV }), { seed, dK, dV, query });
}

// One query's row of a head, from `w` (tokens, Q, K, V, scaledScores: the
// worked example's, or chapter 1's learned head's), as the by-hand steps
// check it: the printed inputs, the exact row and the row they give.
function rowSolve(am, w, { seed, dK, dV, query }) {
  const i = Math.max(0, w.tokens.indexOf(query));
  const n = w.tokens.length;
  const given = { q: printed(row(w.Q, i, dK)), K: printed(w.K), V: printed(w.V) };
  const one = (Q, K, V) => am.attention({ Q, K, V, n: 1, m: n, dK, dV });
  const exact = one(row(w.Q, i, dK), w.K, w.V);
  const fromPrinted = one(given.q, given.K, given.V);
  const byColumn = am.attentionVariant({ Q: w.Q, K: w.K, V: w.V, n, m: n, dK, dV, variant: 'softmax-over-queries' });
  return {
    w, i, n, dK, dV, seed, token: w.tokens[i], given, exact, fromPrinted, roundedInput: (keys) => mostRounded(w, i, given, keys),
    steps: softmaxSteps(am, Array.from(exact.scaledScores)),
    columnMax: w.tokens.map((_, j) => Math.max(...column(w.scaledScores, j, n, n))),
    columnWeights: row(byColumn.weights, i, n),
    am,
  };
}

// The columns of a table of vectors: "d = 1", "d = 2", … (symbols, no words).
const dColumns = (count) => Array.from({ length: count }, (_, d) => `d = ${d + 1}`);

const BY_HAND = {
  get title() { return message('check-by-hand-title'); },
  // Fixed: the seed's example and "The", the one row no earlier figure shows
  // by default (#why and #weighted-sum start on "cat"; #masking's causal
  // mask leaves the last row, "down", whole; "The" keeps only itself there).
  attributes: { seed: 42, 'd-k': 3, 'd-v': 3, query: 'The' },
  // The reader's own: the same sentence and widths, projections drawn from
  // a seed of their own (not the printout's 42), and a row of their own.
  draw(d, am) {
    const seed = d.seed32();
    const { tokens } = am.walkthrough({ seed, dK: 3, dV: 3 });
    return { seed: String(seed), 'd-k': '3', 'd-v': '3', query: d.pick(tokens) };
  },
  solve: (am, a) => byHandSolve(am, { seed: Number(a.seed), dK: Number(a['d-k']), dV: Number(a['d-v']), query: a.query }),
  // Said once the row is passed: where the reader's own example can be seen whole.
  // (The seed is passed as a string: it is typed into a field, never grouped.)
  afterPass: (s) => message('check-by-hand-after-pass', { seed: String(s.seed), dK: s.dK, dV: s.dV, token: s.token }),
  intro: (s) => message('check-by-hand-intro', { token: s.token, dK: s.dK, dV: s.dV, seed: String(s.seed) }),
  given: (s) => [
    { caption: message('check-by-hand-given-query', { token: s.token }), corner: message('check-corner-vector'), columns: dColumns(s.dK),
      rows: [{ header: 'q', cells: list(s.given.q).split(', ') }] },
    { caption: message('check-given-keys'), corner: message('check-corner-token'), columns: dColumns(s.dK),
      rows: rows(s.given.K, s.n, s.dK).map((k, j) => ({ header: s.w.tokens[j], cells: list(k).split(', ') })) },
    { caption: message('check-by-hand-given-values'), corner: message('check-corner-token'), columns: dColumns(s.dV),
      rows: rows(s.given.V, s.n, s.dV).map((v, j) => ({ header: s.w.tokens[j], cells: list(v).split(', ') })) },
  ],
  steps: [
    {
      get title() { return message('check-by-hand-scores-title'); },
      ask: (s) => message('check-by-hand-scores-ask', { dK: s.dK }),
      kind: 'number',
      entries: (s) => s.w.tokens.map((token) => message('check-by-hand-scores-entry', { token })),
      references: (s) => [Array.from(s.exact.scaledScores), Array.from(s.fromPrinted.scaledScores)],
      exact: (s) => Array.from(s.exact.scaledScores),
      rounded: (s) => Array.from(s.fromPrinted.scaledScores),
      get from() { return message('check-by-hand-scores-from'); },
      because: (s, off) => message('check-by-hand-scores-because', { input: s.roundedInput(off) }),
      mistakes: (s) => [
        [Array.from(s.exact.rawScores), message('check-by-hand-scores-raw', { dK: s.dK })],
        [Array.from(s.fromPrinted.rawScores), message('check-by-hand-scores-raw', { dK: s.dK })],
        [column(s.w.scaledScores, s.i, s.n, s.n), message('check-by-hand-scores-column', { token: s.token })],
      ],
      hint: (s) => message('check-by-hand-scores-hint', { dK: s.dK }),
      answer: (s) => message('check-by-hand-scores-answer', { scores: list(s.exact.scaledScores) }),
    },
    {
      get title() { return message('check-by-hand-shift-title'); },
      ask: () => message('check-by-hand-shift-ask'),
      kind: 'number',
      entries: (s) => s.w.tokens.map((token) => message('check-by-hand-shift-entry', { token })),
      references: (s, done) => [softmaxSteps(s.am, done[0]).shifted, s.steps.shifted],
      exact: (s) => s.steps.shifted,
      rounded: (s, done) => softmaxSteps(s.am, done[0]).shifted,
      get from() { return message('check-by-hand-shift-from'); },
      because: () => message('check-by-hand-shift-because'),
      mistakes: (s, done) => [
        [done[0].map((z) => z - Math.min(...done[0])), message('check-by-hand-shift-smallest')],
        [done[0].map((z, j) => z - s.columnMax[j]), message('check-by-hand-shift-column')],
        [done[0].map((z) => z - Math.max(...s.w.scaledScores)), message('check-by-hand-shift-matrix')],
        [done[0].map((z) => z + Math.max(...done[0])), message('check-by-hand-shift-added')],
      ],
      hint: () => message('check-by-hand-shift-hint'),
      answer: (s, done) => message('check-by-hand-shift-answer', {
        max: formatNumber(softmaxSteps(s.am, done[0]).max, 3), shifted: list(softmaxSteps(s.am, done[0]).shifted) }),
    },
    {
      get title() { return message('check-by-hand-exps-title'); },
      ask: () => message('check-by-hand-exps-ask'),
      kind: 'number',
      entries: (s) => [...s.w.tokens.map((token) => message('check-by-hand-exps-entry', { token })), message('check-by-hand-exps-sum-entry')],
      // Σ may be the sum of the reader's own rounded exps, added up by the core.
      references: (s, done, values) => {
        const mine = softmaxSteps(s.am, done[1]);
        const exps = values.slice(0, s.n);
        const own = exps.every(Number.isFinite) ? coreSum(s.am, exps) : mine.sum;
        return [[...mine.exps, mine.sum], [...s.steps.exps, s.steps.sum], [...mine.exps, own]];
      },
      exact: (s) => [...s.steps.exps, s.steps.sum],
      rounded: (s, done, values) => {
        const exps = values.slice(0, s.n);
        return [...softmaxSteps(s.am, done[1]).exps, coreSum(s.am, exps)];
      },
      get from() { return message('check-by-hand-exps-from'); },
      because: () => message('check-by-hand-exps-because'),
      mistakes: (s, done) => {
        const unshifted = done[0].map(Math.exp);
        return [
          [[...done[1], 0], message('check-by-hand-exps-shifted')],
          [[...unshifted, unshifted.reduce((a, b) => a + b)], message('check-by-hand-exps-unshifted')],
        ];
      },
      hint: (s, done, values, j) => {
        if (values.slice(0, s.n).some((v) => v > 1 + TOLERANCE)) return message('check-by-hand-exps-hint-above-one');
        return message(j === s.n ? 'check-by-hand-exps-hint-sum' : 'check-by-hand-exps-hint');
      },
      answer: (s, done) => {
        const mine = softmaxSteps(s.am, done[1]);
        return message('check-by-hand-exps-answer', { exps: list(mine.exps), sum: formatNumber(mine.sum, 3) });
      },
    },
    {
      get title() { return message('check-by-hand-weights-title'); },
      ask: () => message('check-by-hand-weights-ask'),
      kind: 'number',
      entries: (s) => s.w.tokens.map((token) => message('check-by-hand-weights-entry', { token })),
      references: (s, done) => [softmaxSteps(s.am, done[1]).weights, s.steps.weights],
      exact: (s) => s.steps.weights,
      rounded: (s, done) => softmaxSteps(s.am, done[1]).weights,
      get from() { return message('check-by-hand-weights-from'); },
      because: () => message('check-by-hand-weights-because'),
      mistakes: (s, done) => [
        [done[2].slice(0, s.n), message('check-by-hand-weights-exps')],
        [s.columnWeights, message('check-by-hand-weights-column')],
      ],
      hint: (s, done) => message('check-by-hand-weights-hint', { sum: formatNumber(done[2][s.n], 3) }),
      answer: (s, done) => message('check-by-hand-weights-answer', { weights: list(softmaxSteps(s.am, done[1]).weights) }),
    },
    {
      get title() { return message('check-by-hand-output-title'); },
      ask: (s) => message('check-by-hand-output-ask', { n: s.n }),
      kind: 'number',
      entries: (s) => Array.from({ length: s.dV }, (_, d) => message('check-output-entry', { d: d + 1 })),
      references: (s, done) => [weightedSum(s.am, done[3], s.given.V, s.dV), weightedSum(s.am, done[3], s.w.V, s.dV), Array.from(s.exact.output)],
      exact: (s) => Array.from(s.exact.output),
      rounded: (s, done) => weightedSum(s.am, done[3], s.given.V, s.dV),
      get from() { return message('check-from-your-weights'); },
      because: () => message('check-by-hand-output-because'),
      mistakes: (s, done) => [
        [weightedSum(s.am, done[3].map(() => 1 / s.n), s.given.V, s.dV), message('check-by-hand-output-average')],
        ...(s.dK === s.dV ? [[weightedSum(s.am, done[3], s.given.K, s.dV), message('check-output-keys')]] : []),
      ],
      hint: (s) => message('check-by-hand-output-hint', { n: s.n }),
      answer: (s, done) => message('check-by-hand-output-answer', { output: list(weightedSum(s.am, done[3], s.given.V, s.dV)) }),
    },
  ],
};

// The same row by hand on chapter 1's learned head (am.sentenceAttention,
// weights the core trained on the toy language): "sat" against the four
// keys of "The cat sat down". Practice with fixed numbers, not a promise:
// the head's own widget shows its weights, so a pass certifies nothing.
// What it shows is attention doing its job, computed by the reader: the
// scores single out "cat", and the output is cat's value row.
const LEARNED_SENTENCE = ['The', 'cat', 'sat', 'down'];
function learnedSolve(am, { query }) {
  const { dK, dV } = am.sentenceModel();
  const head = am.sentenceAttention({ tokens: LEARNED_SENTENCE, weights: 'learned' });
  return rowSolve(am, { ...head, tokens: LEARNED_SENTENCE, dK }, { seed: null, dK, dV, query });
}
// (BY_HAND's title is a getter, read once by the spread: this one's own
// getter replaces it.)
const LEARNED_BY_HAND = {
  ...BY_HAND,
  get title() { return message('check-learned-title', { token: 'sat' }); },
  attributes: { query: 'sat' },
  draw: undefined,
  solve: (am, a) => learnedSolve(am, { query: a.query }),
  afterPass: (s) => {
    const most = Math.max(...s.exact.weights);
    return message('check-learned-after-pass', { token: s.token, weight: formatNumber(most, 4), subject: s.w.tokens[s.exact.weights.indexOf(most)] });
  },
  intro: (s) => message('check-learned-intro', { sentence: LEARNED_SENTENCE.join(' '), token: s.token, dK: s.dK, dV: s.dV }),
};

// "1000, 1001, 1002" → [1000, 1001, 1002]: three whole numbers, far beyond
// float32's exp (88.7), so that the naive formula fails at both ends.
function readLogits(text) {
  const z = String(text).split(',').map((part) => Number(part.trim()));
  if (z.length !== 3 || !z.every((v) => Number.isInteger(v) && v > 200 && v < 1e6)) {
    throw new Error(message('check-numerics-bad-scores', { text: String(text) }));
  }
  if (new Set(z).size !== 3) throw new Error(message('check-numerics-same-scores', { text: String(text) }));
  return z;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n) => String(n).replace(/\d/g, (digit) => SUPERSCRIPT[digit]);

const NUMERICS = {
  get title() { return message('check-numerics-title'); },
  attributes: { z: '1000, 1001, 1002' },
  // A base from 300 to 3000 plus three different steps from 0 to 4, in an
  // order of their own: the maximum is not always last.
  draw(d) {
    const base = d.integer(3, 30) * 100;
    const steps = d.shuffle([0, 1, 2, 3, 4]).slice(0, 3);
    return { z: steps.map((step) => base + step).join(', ') };
  },
  solve(am, a) {
    const z = readLogits(a.z);
    const float32 = (logits, form) => Array.from(am.softmax({ logits, cols: logits.length, precision: 'float32', form }).weights);
    const negative = z.map((v) => -v);
    return {
      am,
      z,
      naive: float32(z, 'naive'),
      stable: float32(z, 'stable'),
      steps: softmaxSteps(am, z),
      negative,
      negativeNaive: float32(negative, 'naive'),
      negativeStable: float32(negative, 'stable'),
    };
  },
  // The scores are passed as text: whole numbers as typed, never grouped.
  intro: (s) => message('check-numerics-intro', { z: s.z.join(', ') }),
  given: () => [],
  steps: [
    {
      get title() { return message('check-numerics-naive-title'); },
      ask: (s) => message('check-numerics-naive-ask', { z: s.z.join(', ') }),
      kind: 'number',
      special: true,
      entries: (s) => s.z.map((z) => message('check-numerics-weight-entry', { z: String(z) })),
      references: (s) => [s.naive],
      mistakes: (s) => [
        [s.stable, message('check-numerics-naive-on-paper', { z: String(s.z[0]) })],
        [s.z.map(() => Infinity), message('check-numerics-naive-infinity')],
        [s.z.map(() => 0), message('check-numerics-naive-underflow', { z: String(s.z[0]) })],
      ],
      hint: (s) => message('check-numerics-naive-hint', { z: String(s.z[0]), power: `10${superscript(Math.floor(s.z[0] / Math.LN10))}` }),
      answer: (s) => message('check-numerics-naive-answer', { weights: list(s.naive) }),
    },
    {
      get title() { return message('check-numerics-shift-title'); },
      ask: () => message('check-numerics-shift-ask'),
      kind: 'number',
      entries: (s) => s.z.map((z) => message('check-numerics-shift-entry', { z: String(z) })),
      references: (s) => [s.steps.shifted],
      mistakes: (s) => [
        [s.z.map((z) => z - Math.min(...s.z)), message('check-numerics-shift-smallest')],
        [s.z.map((z) => Math.max(...s.z) - z), message('check-numerics-shift-reversed')],
      ],
      hint: () => message('check-numerics-shift-hint'),
      answer: (s) => message('check-numerics-shift-answer', { max: formatNumber(s.steps.max, 0), shifted: list(s.steps.shifted, 0) }),
    },
    {
      get title() { return message('check-numerics-exps-title'); },
      ask: () => message('check-numerics-exps-ask'),
      kind: 'number',
      special: true,
      entries: (s) => s.z.map((z) => message('check-numerics-exps-entry', { z: String(z) })),
      references: (s, done) => [softmaxSteps(s.am, done[1]).exps, s.steps.exps],
      mistakes: (s, done) => [[done[1], message('check-numerics-exps-exponents')]],
      hint: () => message('check-numerics-exps-hint'),
      answer: (s) => message('check-numerics-exps-answer', { exps: list(s.steps.exps) }),
    },
    {
      get title() { return message('check-numerics-weights-title'); },
      ask: () => message('check-numerics-weights-ask'),
      kind: 'number',
      entries: (s) => s.z.map((z) => message('check-numerics-weight-entry', { z: String(z) })),
      references: (s, done) => [s.stable, softmaxSteps(s.am, done[1]).weights],
      mistakes: (s, done) => [[done[2], message('check-numerics-weights-exps')]],
      hint: (s, done) => message('check-numerics-weights-hint', { sum: formatNumber(coreSum(s.am, done[2]), 3) }),
      answer: (s) => message('check-numerics-weights-answer', { weights: list(s.stable), shifted: list(s.steps.shifted, 0) }),
    },
    {
      get title() { return message('check-numerics-negative-title'); },
      ask: (s) => message('check-numerics-negative-ask', { z: list(s.negative, 0) }),
      kind: 'number',
      special: true,
      entries: (s) => s.negative.map((z) => message('check-numerics-weight-entry', { z: formatNumber(z, 0) })),
      references: (s) => [s.negativeNaive],
      mistakes: (s) => [
        [s.negative.map(() => 0), message('check-numerics-negative-zeros')],
        [s.negativeStable, message('check-numerics-negative-on-paper', { z: formatNumber(s.negative[0], 0) })],
      ],
      hint: (s) => message('check-numerics-negative-hint', { z: formatNumber(s.negative[0], 0) }),
      answer: (s) => message('check-numerics-negative-answer', { weights: list(s.negativeNaive) }),
    },
  ],
};

// What a step's boxes call each matrix: the symbol itself, or, for a
// matrix a symbol would not name clearly, words (a message; `opening`: at
// the start of a sentence, where English capitalises).
const SHAPE_SYMBOLS = { '/√d_k': 'Q·Kᵀ / √d_k' };
const SHAPE_WORDS = {
  softmax: 'check-shape-name-weights', '·V': 'check-shape-name-output', 'W_Q^(i)': 'check-shape-name-head-w-q', Q_i: 'check-shape-name-head-q',
  head_scores: 'check-shape-name-head-scores', head_i: 'check-shape-name-head-output', concat: 'check-shape-name-concat', output: 'check-shape-name-layer-output',
};
const shapeName = (name, opening = false) => (SHAPE_WORDS[name]
  ? message(SHAPE_WORDS[name], { opening: opening ? 'yes' : 'no' }) : SHAPE_SYMBOLS[name] ?? name);

// A wrong shape's hint: what that matrix is, one whole sentence per matrix.
// For the single head's matrices the English repeats the core's note on
// that tensor (am.shapes), which is English only and so is not shown.
const SHAPE_HINTS = {
  X: 'check-shape-hint-x', W_Q: 'check-shape-hint-w-q', W_K: 'check-shape-hint-w-k', W_V: 'check-shape-hint-w-v',
  Q: 'check-shape-hint-q', K: 'check-shape-hint-k', V: 'check-shape-hint-v', 'Q·Kᵀ': 'check-shape-hint-scores', '/√d_k': 'check-shape-hint-scaled',
  softmax: 'check-shape-hint-weights', '·V': 'check-shape-hint-output', 'W_Q^(i)': 'check-shape-hint-head-w-q', Q_i: 'check-shape-hint-head-q',
  head_scores: 'check-shape-hint-head-scores', head_i: 'check-shape-hint-head-output', concat: 'check-shape-hint-concat', W_O: 'check-shape-hint-w-o',
  output: 'check-shape-hint-layer-output',
};

// Rows and columns swapped: what the rows of these matrices are. A weight
// matrix W maps a d_model-wide row to a d_k- or d_v-wide one, so its rows are
// d_model's; every other matrix here has a row per token (of the queries).
const WEIGHTS = new Set(['W_Q', 'W_K', 'W_V']);
function swappedHint(names) {
  const weights = names.filter((name) => WEIGHTS.has(name));
  const tokens = names.length > weights.length ? 'yes' : 'no';
  return message('check-shape-swapped', { tokens, count: weights.length, weights: weights.join(', ') });
}

// One step per group of named shapes, each checked against the core's
// shape, with a sentence on that matrix as the hint. slips(s) →
// {name: [[shape, hint]…]}: common wrong shapes of one matrix, diagnosed.
// `title` and `ask` are message ids.
function shapeStep(title, ask, names, slips = () => ({})) {
  const NONE = [-1, -1];
  return {
    get title() { return message(title); },
    ask: () => message(ask),
    kind: 'shape',
    entries: () => names.map((name) => shapeName(name)),
    references: (s) => [names.map((name) => s.shapes[name])],
    mistakes: (s) => [
      [names.map((name) => [s.shapes[name][1], s.shapes[name][0]]), swappedHint(names)],
      ...Object.entries(slips(s)).filter(([name]) => names.includes(name)).flatMap(([name, found]) => found.map(([shape, hint]) => [
        names.map((other) => (other === name ? shape : NONE)), hint])),
    ],
    hint: (s, done, values, j) => message(SHAPE_HINTS[names[j]]),
    // `opening`: the answer opens a sentence ("Right. The output, …").
    answer: (s, done, opening = false) => listClauses(names.map((name, k) => message('check-shape-answer-item', {
      name: shapeName(name, opening && k === 0), shape: shapeText(s.shapes[name]) }))),
  };
}

// "5" → 5: a size a checkpoint's attribute gives, from 1 to `max`.
function readSize(a, name, max = 64) {
  const value = Number(a[name]);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(message('check-bad-size', { name, max, text: String(a[name]) }));
  return value;
}

// The widths mixed up: d_k where d_v belongs and back, a product taken in
// the wrong order, d_model carried past the projections.
function formulaSlips(s) {
  const { n, dModel, dK, dV } = s.sizes;
  const usedDk = message('check-shapes-used-d-k');
  const usedDv = message('check-shapes-used-d-v');
  return {
    W_V: [[[dModel, dK], usedDk]],
    V: [[[n, dK], usedDk]],
    W_Q: [[[dModel, dV], usedDv]],
    W_K: [[[dModel, dV], usedDv]],
    Q: [[[n, dV], usedDv]],
    K: [[[n, dV], usedDv]],
    'Q·Kᵀ': [[[dK, dK], message('check-shapes-scores-reversed')], [[n, dK], message('check-shapes-scores-as-q')]],
    '/√d_k': [[[n, dK], message('check-shapes-scaled-keeps')]],
    softmax: [[[n, dK], message('check-shapes-softmax-keeps')]],
    '·V': [[[n, dK], message('check-shapes-output-d-k')],
      [[n, dModel], message('check-shapes-output-d-model')]],
  };
}

// Every value different from `taken`, from lo to hi.
const except = (lo, hi, taken) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).filter((v) => !taken.includes(v));

const SHAPES = {
  get title() { return message('check-shapes-title'); },
  attributes: { n: 5, 'd-model': 12, 'd-k': 4, 'd-v': 3 },
  // Four different sizes, so that a width used in the wrong place shows,
  // and never the sizes of the calculator's presets.
  draw(d) {
    const n = d.integer(5, 9);
    const dK = d.pick(except(2, 8, [n]));
    const dV = d.pick(except(2, 8, [n, dK]));
    const dModel = d.integer(10, 16);
    return { n: String(n), 'd-model': String(dModel), 'd-k': String(dK), 'd-v': String(dV) };
  },
  solve(am, a) {
    const sizes = { n: readSize(a, 'n'), dModel: readSize(a, 'd-model'), dK: readSize(a, 'd-k'), dV: readSize(a, 'd-v') };
    const table = am.shapes({ ...sizes, m: sizes.n });
    return { sizes, shapes: Object.fromEntries(table.map((t) => [t.name, [t.rows, t.cols]])) };
  },
  intro: ({ sizes }) => message('check-shapes-intro', { n: sizes.n, dModel: sizes.dModel, dK: sizes.dK, dV: sizes.dV }),
  given: () => [],
  steps: [
    shapeStep('check-shapes-inputs-title', 'check-shapes-inputs-ask', ['X', 'W_Q', 'W_K', 'W_V', 'Q', 'K', 'V'], formulaSlips),
    shapeStep('check-shapes-scores-title', 'check-shapes-scores-ask', ['Q·Kᵀ', '/√d_k', 'softmax'], formulaSlips),
    shapeStep('check-shapes-output-title', 'check-shapes-output-ask', ['·V'], formulaSlips),
  ],
};

const HEAD_SHAPES = {
  get title() { return message('check-heads-title'); },
  attributes: { n: 5, 'd-model': 12, heads: 3 },
  // 2 to 4 heads of 2 to 8 columns, and a sentence length that is neither
  // a head's width nor the model's (nor the widget's 4 tokens of width 24).
  draw(d) {
    const heads = d.integer(2, 4);
    const width = d.integer(2, 8);
    const n = d.pick(except(5, 16, [width, heads * width]));
    return { n: String(n), 'd-model': String(heads * width), heads: String(heads) };
  },
  solve(am, a) {
    const n = readSize(a, 'n');
    const dModel = readSize(a, 'd-model', 256);
    const heads = readSize(a, 'heads', 16);
    const params = am.attentionParams({ dModel, heads });
    const one = am.shapes({ n, m: n, dModel, dK: params.dK, dV: params.dV });
    const of = (name) => { const t = one.find((x) => x.name === name); return [t.rows, t.cols]; };
    // The core's own multi-head layer, run once: its concatenation and
    // output have the widths it really builds.
    const layer = am.multiHeadAttention({ X: am.randn(1, n, dModel), n, dModel, heads, WQ: am.randn(2, 1, params.WQ),
                                          WK: am.randn(3, 1, params.WK), WV: am.randn(4, 1, params.WV), WO: am.randn(5, 1, params.WO) });
    const concat = [n, layer.concat.length / n];
    const output = [n, layer.output.length / n];
    const shapes = {
      'W_Q^(i)': of('W_Q'), Q_i: of('Q'), head_scores: of('Q·Kᵀ'), head_i: of('·V'),
      concat, W_O: [concat[1], output[1]], output,
    };
    return { shapes, dK: params.dK, sizes: { n, dModel, heads } };
  },
  intro: ({ sizes, dK }) => message('check-heads-intro', { heads: sizes.heads, n: sizes.n, dModel: sizes.dModel, dK }),
  given: () => [],
  steps: [
    shapeStep('check-heads-inside-title', 'check-heads-inside-ask', ['W_Q^(i)', 'Q_i', 'head_scores', 'head_i']),
    shapeStep('check-heads-together-title', 'check-heads-together-ask', ['concat', 'W_O', 'output']),
  ],
};

// ---- online-softmax/merge: two partial results of online softmax merged ----

// "1.2, 0.4, 2.1, -0.5" → four different scores, one decimal each, from −5
// to 9: the first two are chunk a's keys, the last two chunk b's.
function readMergeScores(text) {
  const z = String(text).split(',').map((piece) => Number(piece.trim()));
  if (z.length !== 4 || !z.every((v) => Number.isFinite(v) && v >= -5 && v <= 9 && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9)) {
    throw new Error(message('check-merge-bad-scores', { text: String(text) }));
  }
  if (new Set(z).size !== 4) throw new Error(message('check-merge-same-scores', { text: String(text) }));
  return z;
}

// "1, -2, 3, 0, -1, 2, 2, 1" → four value rows of width 2, whole numbers from −9 to 9.
function readMergeValues(text) {
  const v = String(text).split(',').map((piece) => Number(piece.trim()));
  if (v.length !== 8 || !v.every((x) => Number.isInteger(x) && Math.abs(x) <= 9)) {
    throw new Error(message('check-merge-bad-values', { text: String(text) }));
  }
  return v;
}

// One chunk's partial state from the core: m and ℓ from the online-softmax
// trace of that chunk alone, o = Σ e^(z − m)·v from its weighted sum.
function partial(am, z, V) {
  const steps = softmaxSteps(am, z);
  return { max: steps.max, l: steps.sum, o: weightedSum(am, steps.exps, V, 2) };
}

function mergeSolve(am, a) {
  const z = readMergeScores(a.z);
  const V = readMergeValues(a.v);
  const chunkA = partial(am, z.slice(0, 2), V.slice(0, 4));
  const chunkB = partial(am, z.slice(2), V.slice(4));
  // The core's recurrence over all four keys, two per chunk: after chunk b,
  // m and ℓ are the merged ones and the rescale is chunk a's factor; run
  // with chunk b first, its rescale is chunk b's factor.
  const trace = (keys, values) => am.onlineSoftmax({ Q: [1], K: keys, V: values, n: 1, m: 4, dK: 1, dV: 2, chunk: 2 });
  const ab = trace(z, V);
  const ba = trace([...z.slice(2), ...z.slice(0, 2)], [...V.slice(4), ...V.slice(0, 4)]);
  const last = ab.steps[1];
  const exact = { max: last.runningMax[0], alphaA: last.rescale[0], alphaB: ba.steps[1].rescale[0], l: last.runningSum[0] };
  exact.o = weightedSum(am, softmaxSteps(am, z).exps, V, 2);
  const given = {
    a: { max: chunkA.max, l: Number(chunkA.l.toFixed(3)), o: printed(chunkA.o) },
    b: { max: chunkB.max, l: Number(chunkB.l.toFixed(3)), o: printed(chunkB.o) },
  };
  return { z, V, chunkA, chunkB, given, exact, output: Array.from(last.output), reference: Array.from(ab.reference), am };
}

function mergeDraw(d) {
  let at = d.integer(-20, 20);
  const tenths = [at];
  for (let k = 0; k < 3; k += 1) {
    at += d.integer(1, 12);
    tenths.push(at);
  }
  const z = d.shuffle(tenths).map((t) => (t / 10).toFixed(1));
  const v = Array.from({ length: 8 }, () => d.pick([-3, -2, -1, 1, 2, 3]));
  return { z: z.join(', '), v: v.join(', ') };
}

// The numbers the reader reads and the ones they enter: the two maxima and
// every printed ℓ and o, then the merged factors, ℓ and o. (The merged m is
// one of the two maxima, so it is not counted twice.) Distinct means more
// than two tolerances apart: no entry's ±0.001 reaches another's.
const MERGE_REDRAWS = 40;
export function mergeNumbers(s) {
  const printedOnes = [s.given.a, s.given.b].flatMap((c) => [c.max, c.l, ...c.o]);
  return [...printedOnes, s.exact.alphaA, s.exact.alphaB, s.exact.l, ...s.exact.o];
}

function mergeDistinct(s) {
  const values = mergeNumbers(s).map((v) => Number(v.toFixed(3))).sort((a, b) => a - b);
  return values.every((v, k) => k === 0 || v - values[k - 1] > 2 * TOLERANCE + 1e-9);
}

// The two ways a reader gets the merged ℓ or o from the printed table
// (`what`: 'l' or 'o'), besides the exact value: the factors e^(m_a − m)
// and e^(m_b − m) left unrounded in the calculator (m is printed exactly,
// so they are the exact factors), or as typed in step 2 (done[1]); either
// way times the printed, 3-decimal ℓ or o. (Scanned in Node: with 300
// readers, the unrounded factors' o was outside ±0.001 of both the exact o
// and the typed factors' o for 2 of them, and such a reader was refused.)
// The names are short: a checked line's parts do not wrap, and "from your
// factors and the printed ℓ 2.072" ran past the verdict's edge at 390 px.
function mergeRoutes(s, done, what) {
  const width = what === 'l' ? 1 : 2;
  const parts = what === 'l' ? [s.given.a.l, s.given.b.l] : [...s.given.a.o, ...s.given.b.o];
  const name = what === 'l' ? 'ℓ' : 'o';
  return [
    { from: message('check-merge-from-printed', { name }), values: weightedSum(s.am, [s.exact.alphaA, s.exact.alphaB], parts, width),
      because: message('check-merge-because-printed', { what }) },
    { from: message('check-merge-from-factors'), values: weightedSum(s.am, done[1], parts, width),
      because: message('check-merge-because-factors', { what }) }, // what the digits owe, not how they were worked
  ];
}

const MERGE = {
  get title() { return message('check-merge-title'); },
  attributes: { z: '1.2, 0.4, 2.1, -0.5', v: '1, -2, 3, 0, -1, 2, 2, 1' },
  // Four different scores with one decimal (each a step of 0.1 to 1.2 above
  // the last, in an order of their own) and whole values from −3 to 3, never 0
  // (a chunk of zero values would print o = 0 and hide the rescale). A draw
  // whose numbers coincide at 3 decimals (ℓ_a = o_a = 1.497 when both of a's
  // values start with 1) is drawn again, from a seed the first draw gives,
  // so a number typed into the wrong box is never taken for its neighbour's.
  draw(d, am) {
    let attributes = mergeDraw(d);
    for (let tries = 0; tries < MERGE_REDRAWS && !mergeDistinct(mergeSolve(am, attributes)); tries += 1) {
      attributes = mergeDraw(drawer(am, d.seed32()));
    }
    return attributes;
  },
  solve: (am, a) => mergeSolve(am, a),
  afterPass: (s) => message('check-merge-after-pass', { divided: list(s.output), reference: list(s.reference) }),
  intro: () => message('check-merge-intro'),
  // The full rule, behind a closed "How answers are checked" (a newcomer
  // read it, in the intro, as a wall of text before the first step).
  checking: () => message('check-merge-checking'),
  given: (s) => [
    { caption: message('check-merge-given'), corner: message('check-merge-corner'), columns: ['m', 'ℓ', 'o[1]', 'o[2]'],
      rows: [['a', s.given.a], ['b', s.given.b]].map(([name, c]) => ({
        header: name, cells: [formatNumber(c.max, 1), formatNumber(c.l, 3), formatNumber(c.o[0], 3), formatNumber(c.o[1], 3)] })) },
  ],
  steps: [
    {
      get title() { return message('check-merge-max-title'); },
      ask: () => message('check-merge-max-ask'),
      kind: 'number',
      entries: () => ['m'],
      references: (s) => [[s.exact.max]],
      mistakes: (s) => [
        [[Math.min(s.given.a.max, s.given.b.max)], message('check-merge-max-smaller')],
        [[s.given.a.max + s.given.b.max], message('check-merge-max-sum')],
      ],
      hint: () => message('check-merge-max-hint'),
      answer: (s) => message('check-merge-max-answer', { max: formatNumber(s.exact.max, 1) }),
    },
    {
      get title() { return message('check-merge-factors-title'); },
      ask: () => message('check-merge-factors-ask'),
      kind: 'number',
      entries: () => [message('check-merge-factor-entry', { chunk: 'a' }), message('check-merge-factor-entry', { chunk: 'b' })],
      references: (s) => [[s.exact.alphaA, s.exact.alphaB]],
      exact: (s) => [s.exact.alphaA, s.exact.alphaB],
      mistakes: (s) => [
        [[1 / s.exact.alphaA, 1 / s.exact.alphaB], message('check-merge-factors-inverted')],
        [[1, 1], message('check-merge-factors-ones')],
        [[s.given.a.max - s.exact.max, s.given.b.max - s.exact.max], message('check-merge-factors-exponents')],
      ],
      hint: () => message('check-merge-factors-hint'),
      answer: (s) => message('check-merge-factors-answer', { a: formatNumber(s.exact.alphaA, 3), b: formatNumber(s.exact.alphaB, 3) }),
    },
    {
      get title() { return message('check-merge-sum-title'); },
      ask: () => message('check-merge-sum-ask'),
      kind: 'number',
      entries: () => ['ℓ'],
      references: (s, done) => [[s.exact.l], ...mergeRoutes(s, done, 'l').map((route) => route.values)],
      exact: (s) => [s.exact.l],
      routes: (s, done) => mergeRoutes(s, done, 'l'),
      mistakes: (s) => [
        [[s.given.a.l + s.given.b.l], message('check-merge-sum-unscaled')],
        [[s.given.a.l * s.exact.alphaB + s.given.b.l * s.exact.alphaA], message('check-merge-sum-swapped')],
      ],
      hint: () => message('check-merge-sum-hint'),
      answer: (s, done) => message('check-merge-sum-answer', { sum: formatNumber(weightedSum(s.am, done[1], [s.given.a.l, s.given.b.l], 1)[0], 3) }),
    },
    {
      get title() { return message('check-merge-output-title'); },
      ask: () => message('check-merge-output-ask'),
      kind: 'number',
      entries: () => ['o[1]', 'o[2]'],
      references: (s, done) => [s.exact.o, ...mergeRoutes(s, done, 'o').map((route) => route.values)],
      exact: (s) => s.exact.o,
      routes: (s, done) => mergeRoutes(s, done, 'o'),
      mistakes: (s, done) => [
        [s.given.a.o.map((x, d) => x + s.given.b.o[d]), message('check-merge-output-unscaled')],
        [s.output, message('check-merge-output-divided')],
        [weightedSum(s.am, done[1], [...s.given.a.o, ...s.given.b.o], 2).map((x) => x / done[2][0]), message('check-merge-output-divided')],
      ],
      hint: () => message('check-merge-output-hint'),
      answer: (s, done) => message('check-merge-output-answer', { output: list(weightedSum(s.am, done[1], [...s.given.a.o, ...s.given.b.o], 2)) }),
    },
  ],
};

// ---- the capstone: one query of one head, from the layer's shapes to the output ----

// The capstone's row: a query q and four keys and values, whole numbers
// from −2 to 2 drawn by the core (./reader-seed.js's drawer over
// np.random.rand), d_k = d_v = 4 so that √d_k = 2. The query is token 3 of
// 4 under a causal mask, so key 4 is hidden; keys arrive in two chunks
// (keys 1–2, then key 3) for the online merge. Then chapter 4's backward
// pass: dP, the gradient arriving at the row's four weights, whole numbers
// drawn after the rest (np.random.rand's first values do not depend on how
// many are drawn, so q, K and V are those drawn before dP was added).
const CAPSTONE_N = 4;
const CAPSTONE_D = 4;
const CAPSTONE_QUERY = 2; // token 3, 0-based
const capstoneNumbers = (am, seed) => {
  const d = drawer(am, seed, 1 + 2 * CAPSTONE_N * CAPSTONE_D + CAPSTONE_N);
  const whole = (count) => Array.from({ length: count }, () => d.integer(-2, 2));
  return { q: whole(CAPSTONE_D), K: whole(CAPSTONE_N * CAPSTONE_D), V: whole(CAPSTONE_N * CAPSTONE_D - CAPSTONE_D), dP: whole(CAPSTONE_N) };
};

// The gradient at the scaled scores of one row, dz = ∂L/∂z, from the core's
// backward pass: with V = I (d_v = n), dO = dP gives dP·Vᵀ = dP, so the
// core's dScaledScores is p ⊙ (dP − Σ_k p_k dp_k) for this row's p.
function scoreGradient(am, { q, K, n, dK, keyPadding }, dP) {
  const identity = Array.from({ length: n * n }, (_, k) => (k % (n + 1) === 0 ? 1 : 0));
  return Array.from(am.attentionBackward({ Q: q, K, V: identity, n: 1, m: n, dK, dV: n, dOutput: dP, keyPadding }).dScaledScores);
}

// The same from the reader's own weights p: Σ_k p_k dp_k by the core's
// weighted sum, then p_j (dp_j − Σ), as a reader computes it.
function scoreGradientFrom(am, p, dP) {
  const mean = weightedSum(am, p, dP, 1)[0];
  return p.map((pj, j) => pj * (dP[j] - mean));
}

function capstoneSolve(am, { seed, heads }) {
  const { q, K, V: V3, dP } = capstoneNumbers(am, seed);
  // The hidden key's value is never read: 0s, so that the row stays short to copy.
  const V = [...V3, ...Array(CAPSTONE_D).fill(0)];
  const n = CAPSTONE_N, dK = CAPSTONE_D, dV = CAPSTONE_D;
  const keyPadding = Array.from({ length: n }, (_, j) => j > CAPSTONE_QUERY);
  const masked = am.attention({ Q: q, K, V, n: 1, m: n, dK, dV, keyPadding });
  const unmasked = am.attention({ Q: q, K, V, n: 1, m: n, dK, dV });
  const zeroFill = am.attention({ Q: q, K, V, n: 1, m: n, dK, dV, keyPadding, maskFill: 0 });
  const seen = CAPSTONE_QUERY + 1;
  const trace = am.onlineSoftmax({ Q: q, K: K.slice(0, seen * dK), V: V.slice(0, seen * dV), n: 1, m: seen, dK, dV, chunk: 2 });
  const [first, second] = trace.steps;
  const layer = HEAD_SHAPES.solve(am, { n: String(n), 'd-model': String(heads * dK), heads: String(heads) });
  return {
    am, seed, heads, q, K, V, n, dK, dV, seen, shapes: layer.shapes, dP, dz: scoreGradient(am, { q, K, n, dK, keyPadding }, dP),
    scores: Array.from(masked.scaledScores),
    raw: Array.from(masked.rawScores),
    weights: Array.from(masked.weights),
    unmaskedWeights: Array.from(unmasked.weights),
    zeroFillWeights: Array.from(zeroFill.weights),
    output: Array.from(masked.output),
    merge: [first.runningMax[0], first.runningSum[0], second.rescale[0], second.runningSum[0]],
    mergeWithoutRescale: [first.runningMax[0], first.runningSum[0], 1, trace.withoutRescaleSum[0]],
    steps: softmaxSteps(am, Array.from(masked.scaledScores).slice(0, seen)),
  };
}

// Key 3's score above both of the first chunk's, so that the merge has a
// maximum to move: a draw whose row does not is passed over for the next.
// "7" → 7: a seed for the core's generator, a whole number from 0 to 2³² − 1.
function readSeed(text) {
  const value = Number(text);
  if (String(text).trim() === '' || !Number.isInteger(value) || value < 0 || value >= 2 ** 32) {
    throw new Error(message('check-capstone-bad-seed', { text: String(text) }));
  }
  return value;
}

function capstoneRises(am, seed) {
  const { q, K } = capstoneNumbers(am, seed);
  const z = [0, 1, 2].map((j) => q.reduce((sum, x, c) => sum + x * K[j * CAPSTONE_D + c], 0));
  return z[2] > Math.max(z[0], z[1]);
}

// And a backward step whose slips can be told from the answer: Σ_k p_k dp_k
// away from 0 (else p_j·dp_j is the answer) and some dz_j clearly not 0.
const CAPSTONE_TELLS = 0.05;
function capstoneTells(am, seed) {
  const s = capstoneSolve(am, { seed, heads: 2 });
  const mean = weightedSum(am, s.weights, s.dP, 1)[0];
  return Math.abs(mean) >= CAPSTONE_TELLS && Math.max(...s.dz.map(Math.abs)) >= CAPSTONE_TELLS;
}

const CAPSTONE = {
  get title() { return message('check-capstone-title'); },
  attributes: { seed: 6, heads: 2 }, // z = −2, −2.5, −1, −∞: key 3 raises the maximum
  draw(d, am) {
    let seed = d.seed32();
    const fits = (candidate) => capstoneRises(am, candidate) && capstoneTells(am, candidate);
    for (let tries = 0; tries < 30 && !fits(seed); tries += 1) seed = d.seed32();
    return { seed: String(seed), heads: String(d.integer(2, 4)) };
  },
  solve: (am, a) => capstoneSolve(am, { seed: readSeed(a.seed), heads: readSize(a, 'heads', 8) }),
  afterPass: () => message('check-capstone-after-pass'),
  intro: (s) => message('check-capstone-intro', { heads: s.heads, n: s.n, dModel: s.heads * s.dK, dK: s.dK, token: CAPSTONE_QUERY + 1 }),
  given: (s) => [
    { caption: message('check-capstone-given-query', { token: CAPSTONE_QUERY + 1 }), corner: message('check-corner-vector'), columns: dColumns(s.dK),
      rows: [{ header: 'q', cells: s.q.map((v) => formatNumber(v, 0)) }] },
    { caption: message('check-given-keys'), corner: message('check-corner-token'), columns: dColumns(s.dK),
      rows: rows(s.K, s.n, s.dK).map((k, j) => ({ header: message('check-capstone-key', { key: j + 1 }), cells: k.map((v) => formatNumber(v, 0)) })) },
    { caption: message('check-capstone-given-values', { token: CAPSTONE_QUERY + 1 }), corner: message('check-corner-token'), columns: dColumns(s.dK),
      rows: rows(s.V, s.seen, s.dV).map((v, j) => ({ header: message('check-capstone-value', { key: j + 1 }), cells: v.map((x) => formatNumber(x, 0)) })) },
    { caption: message('check-capstone-given-gradient'), corner: message('check-capstone-corner-gradient'),
      columns: s.dP.map((_, j) => message('check-capstone-key', { key: j + 1 })), rows: [{ header: 'dp', cells: s.dP.map((v) => formatNumber(v, 0)) }] },
  ],
  steps: [
    shapeStep('check-capstone-shapes-title', 'check-capstone-shapes-ask', ['head_scores', 'concat', 'W_O', 'output']),
    {
      get title() { return message('check-capstone-scores-title'); },
      ask: (s) => message('check-capstone-scores-ask', { key: s.n, token: CAPSTONE_QUERY + 1 }),
      kind: 'number',
      special: true,
      entries: (s) => Array.from({ length: s.n }, (_, j) => message('check-capstone-scores-entry', { key: j + 1 })),
      references: (s) => [s.scores],
      mistakes: (s) => [
        [s.raw.map((v, j) => (j > CAPSTONE_QUERY ? -Infinity : v)), message('check-capstone-scores-raw', { root: String(Math.sqrt(s.dK)) })],
        [s.scores.map((v, j) => (j > CAPSTONE_QUERY ? 0 : v)), message('check-capstone-scores-zero')],
        [s.scores.map((v, j) => (j > CAPSTONE_QUERY ? s.raw[j] / Math.sqrt(s.dK) : v)),
          message('check-capstone-scores-unmasked', { key: s.n, token: CAPSTONE_QUERY + 1 })],
      ],
      hint: (s) => message('check-capstone-scores-hint', { dK: s.dK, root: String(Math.sqrt(s.dK)) }),
      answer: (s) => message('check-capstone-scores-answer', { scores: s.scores.map((v) => (Number.isFinite(v) ? formatNumber(v, 1) : '−∞')).join(', ') }),
    },
    {
      get title() { return message('check-capstone-weights-title'); },
      ask: () => message('check-capstone-weights-ask'),
      kind: 'number',
      entries: (s) => Array.from({ length: s.n }, (_, j) => message('check-capstone-weights-entry', { key: j + 1 })),
      references: (s) => [s.weights],
      mistakes: (s) => [
        [s.zeroFillWeights, message('check-capstone-weights-zero-fill')],
        [s.unmaskedWeights, message('check-capstone-weights-unmasked', { key: s.n })],
      ],
      hint: (s) => message('check-capstone-weights-hint', { max: formatNumber(s.steps.max, 1) }),
      answer: (s) => message('check-capstone-weights-answer', { exps: list(s.steps.exps), sum: formatNumber(s.steps.sum, 3), weights: list(s.weights) }),
    },
    {
      get title() { return message('check-capstone-online-title'); },
      ask: () => message('check-capstone-online-ask'),
      kind: 'number',
      entries: () => [message('check-capstone-online-max-entry'), message('check-capstone-online-sum-entry'), message('check-capstone-online-factor-entry'),
        message('check-capstone-online-merged-entry')],
      references: (s) => [s.merge],
      mistakes: (s) => [
        [s.mergeWithoutRescale, message('check-capstone-online-unscaled')],
        [[s.merge[0], s.merge[1], 1 / s.merge[2], s.merge[3]], message('check-capstone-online-inverted')],
      ],
      hint: () => message('check-capstone-online-hint'),
      answer: (s) => message('check-capstone-online-answer', {
        max: formatNumber(s.merge[0], 1), sum: formatNumber(s.merge[1], 3), factor: formatNumber(s.merge[2], 3), merged: formatNumber(s.merge[3], 3) }),
    },
    {
      get title() { return message('check-capstone-output-title'); },
      ask: () => message('check-capstone-output-ask'),
      kind: 'number',
      entries: (s) => Array.from({ length: s.dV }, (_, d) => message('check-output-entry', { d: d + 1 })),
      references: (s, done) => [s.output, weightedSum(s.am, done[2], s.V, s.dV)],
      exact: (s) => s.output,
      rounded: (s, done) => weightedSum(s.am, done[2], s.V, s.dV),
      get from() { return message('check-from-your-weights'); },
      because: () => message('check-capstone-output-because'),
      mistakes: (s) => [
        [weightedSum(s.am, Array(s.n).fill(0).map((_, j) => (j <= CAPSTONE_QUERY ? 1 / s.seen : 0)), s.V, s.dV),
          message('check-capstone-output-average')],
        [weightedSum(s.am, s.weights, s.K, s.dV), message('check-output-keys')],
      ],
      hint: () => message('check-capstone-output-hint'),
      answer: (s, done) => message('check-capstone-output-answer', { output: list(weightedSum(s.am, done[2], s.V, s.dV)) }),
    },
    {
      get title() { return message('check-capstone-backward-title'); },
      ask: (s) => message('check-capstone-backward-ask', { key: s.n }),
      kind: 'number',
      entries: (s) => Array.from({ length: s.n }, (_, j) => message('check-capstone-backward-entry', { key: j + 1 })),
      references: (s, done) => [s.dz, scoreGradientFrom(s.am, done[2], s.dP)],
      exact: (s) => s.dz,
      rounded: (s, done) => scoreGradientFrom(s.am, done[2], s.dP),
      get from() { return message('check-from-your-weights'); },
      because: () => message('check-capstone-backward-because'),
      mistakes: (s, done) => {
        const p = done[2];
        const mean = weightedSum(s.am, p, s.dP, 1)[0];
        const hidden = message('check-capstone-backward-hidden', { key: s.n });
        return [
          [s.dz.map((x, j) => (j > CAPSTONE_QUERY ? s.dP[j] : x)), hidden],
          [s.dz.map((x, j) => (j > CAPSTONE_QUERY ? s.dP[j] - mean : x)), hidden],
          [s.dP, message('check-capstone-backward-as-arrives')],
          [p.map((pj, j) => pj * s.dP[j]), message('check-capstone-backward-diagonal')],
          [s.dP.map((x) => x - mean), message('check-capstone-backward-unweighted', { key: s.n })],
          [s.dz.map((x) => x / Math.sqrt(s.dK)), message('check-capstone-backward-raw', { root: String(Math.sqrt(s.dK)) })],
        ];
      },
      hint: () => message('check-capstone-backward-hint'),
      answer: (s, done) => {
        const p = done[2];
        return message('check-capstone-backward-answer', { mean: formatNumber(weightedSum(s.am, p, s.dP, 1)[0], 3), dz: list(scoreGradientFrom(s.am, p, s.dP)) });
      },
    },
  ],
};

export const CHECKPOINTS = {
  'walkthrough/by-hand': BY_HAND,
  'walkthrough/learned-by-hand': LEARNED_BY_HAND,
  'softmax/numerics': NUMERICS,
  'formula/shapes': SHAPES,
  'multi-head/shapes': HEAD_SHAPES,
  'online-softmax/merge': MERGE,
  'takeaways/capstone': CAPSTONE,
};

export { TOLERANCE };

// ---- checking a step: what <attention-by-hand> says of what was typed ----

// The decimals a step asks for: 3 for a tolerance of 0.001.
export const decimalsOf = (step) => Math.round(-Math.log10(step.tolerance ?? TOLERANCE));

const matches = (step, value, expected) => (step.kind === 'shape'
  ? sameShape(value, expected)
  : near(value, expected, step.tolerance ?? TOLERANCE));

// The step's boxes (`labels`, as step.entries gives them) holding `texts`,
// read in order: {ok: true, values}, or {ok: false, at, message} for the
// first box that cannot be read (the boxes before it could).
export function readStep(step, labels, texts) {
  const values = [];
  for (const [j, label] of labels.entries()) {
    const parsed = step.kind === 'shape' ? parseShape(texts[j]) : parseAnswerNumber(texts[j], { special: step.special });
    if (!parsed.ok) return { ok: false, at: j, message: message('check-unreadable-entry', { label, problem: parsed.message }) };
    values.push(parsed.value);
  }
  return { ok: true, values };
}

// A right value rounded to too few decimals (0.37 for 0.368) is told so,
// not sent back to the formula.
function roundedHint(step, solved, done, values, j) {
  if (step.kind !== 'number') return null;
  const places = decimalsOf(step);
  const references = step.references(solved, done, values);
  const shown = Math.max(...references.map((r) => roundedShort(values[j], r[j], places)));
  return shown > 0 ? message('check-rounded-short', { shown, places, tolerance: String(step.tolerance ?? TOLERANCE) }) : null;
}

// A right step with exact values: one line per entry, "exact −0.0895 ·
// from the printed inputs −0.089 · yours −0.089", the middle part only
// where the reader's rounded inputs lead elsewhere than the exact value;
// then, if some entry of theirs is not the exact value to the printed
// decimals, one sentence of why, so that right never reads as "right,
// but here are other digits". `done` includes this step's values.
function checkedLines(step, solved, done, labels, texts, values) {
  if (step.routes) return routedLines(step, solved, done, labels, texts, values);
  const places = decimalsOf(step);
  const exact = step.exact(solved, done);
  const rounded = step.rounded?.(solved, done, values) ?? [];
  const short = (v) => formatNumber(v, places);
  const same = (a, b) => b !== undefined && short(a) === short(b);
  const lines = labels.map((label, j) => ({
    label,
    parts: [
      exactPart(formatNumber(exact[j], places + 1)),
      ...(rounded[j] !== undefined && !same(rounded[j], exact[j]) ? [routePart(step.from, short(rounded[j]))] : []),
      yoursPart(texts[j]),
    ],
  }));
  const off = values.flatMap((value, j) => (same(value, exact[j]) ? [] : [j]));
  if (!off.length) return { lines, why: null };
  const tolerance = String(step.tolerance ?? TOLERANCE);
  const why = off.every((j) => same(values[j], rounded[j]))
    ? message('check-why-because', { count: off.length, because: step.because(solved, off), tolerance })
    : message('check-why-rounding', { tolerance });
  return { lines, why: withNote(why, carriedNote(step, exact, rounded, labels, values)) };
}

// The parts of a checked line: "exact −0.0895", "from the printed inputs
// −0.089", "yours −0.089" (typed, with a true minus sign).
const exactPart = (digits) => message('check-part-exact', { digits });
const routePart = (from, digits) => message('check-part-route', { from, digits });
const yoursPart = (text) => message('check-part-yours', { typed: text.trim().replace(/^-/, '−') });

// A sentence and the note after it, if any: two whole sentences, spaced
// as the language spaces sentences (Chinese does not).
const withNote = (sentence, note) => sentences(sentence, note);

// An entry more than the tolerance from the exact value passed because it
// is within the tolerance of the value the reader's own rounded entries
// give (`rounded`): said in so many words, so that "±0.001" never reads as
// a promise the check did not keep.
function carriedNote(step, exact, rounded, labels, values) {
  const tolerance = step.tolerance ?? TOLERANCE;
  const places = decimalsOf(step);
  const { far, gaps } = farFromExact(values, exact, labels, tolerance, places);
  if (!far.length) return '';
  const theirs = far.map((j) => formatNumber(rounded[j], places)).join(', ');
  return message('check-carried-earlier', { tolerance: String(tolerance), from: step.from, values: theirs, gaps });
}

// The entries more than the tolerance from the exact value, and by how
// much, said per entry ("ℓ by 0.0013"): what the carried-rounding notes
// name. (Each note says where the tolerance is measured from, and that the
// rounding the reader started from is not held against them.)
function farFromExact(values, exact, labels, tolerance, places) {
  const far = values.flatMap((v, j) => (Math.abs(v - exact[j]) > tolerance + 1e-12 ? [j] : []));
  const gaps = far.map((j) => message('check-gap', { label: labels[j], gap: formatNumber(Math.abs(values[j] - exact[j]), places + 1) }))
    .join(message('check-list-separator'));
  return { far, gaps };
}

// The same for a step with several routes to its values (`routes`: [{from,
// values, because}], besides the exact one): one line per entry, "exact
// 2.5234 · from the printed ℓ 2.5228 · from your factors 2.5221 · yours
// 2.522", a route only where its digits are new or where it is the one
// that entry matched (a newcomer read "o[2]: exact −1.2907 · from your
// factors −1.290 · yours −1.291" over "Yours match the values from the
// printed o": the line hid the route the sentence named, because its
// digits were the exact ones). Every reference shows the exact value's
// 4 decimals, and "new" is judged at those 4: at 3, "ℓ: exact 1.6849"
// hid the printed ℓ's 1.6845 (both 1.685), the value a reader works out
// from the table, while o's line, 0.001 apart, showed it. Which route the entries matched: the first
// whose digits are all theirs, the exact value first; else, entry by entry,
// the first whose digits are that entry's, else the closest within the
// tolerance (every right entry is within it of one of them).
function routedLines(step, solved, done, labels, texts, values) {
  const places = decimalsOf(step);
  const tolerance = step.tolerance ?? TOLERANCE;
  const short = (v) => formatNumber(v, places);
  const exact = step.exact(solved, done);
  const routes = step.routes(solved, done);
  const candidates = [{ values: exact }, ...routes];
  const whole = candidates.find((route) => route.values.every((v, j) => short(v) === short(values[j])));
  const matchedAt = values.map((v, j) => whole ?? entryRoute(candidates, v, j, short, tolerance));
  const shown = (v) => formatNumber(v, places + 1);
  const lines = labels.map((label, j) => {
    const seen = [shown(exact[j])];
    const middle = routes.flatMap((route) => {
      const digits = shown(route.values[j]);
      if (seen.includes(digits) && route !== matchedAt[j]) return [];
      seen.push(digits);
      return [routePart(route.from, digits)];
    });
    return { label, parts: [exactPart(shown(exact[j])), ...middle, yoursPart(texts[j])] };
  });
  const one = matchedAt.every((route) => route === matchedAt[0]);
  const why = one ? routeSentence(matchedAt[0], values, exact, { labels, places, tolerance })
    : mixedRouteSentence(matchedAt, values, exact, { labels, places, tolerance });
  return { lines, why };
}

// The candidate (exact value or route) entry j, `value`, matched: the first
// whose digits are its own, else the closest.
function entryRoute(candidates, value, j, short, tolerance) {
  const same = candidates.find((route) => short(route.values[j]) === short(value));
  const gap = (route) => Math.abs(value - route.values[j]);
  return same ?? candidates.filter((route) => gap(route) <= tolerance + 1e-12).reduce((a, b) => (gap(b) < gap(a) ? b : a));
}

// Entries that matched different references: which each matched, in the
// lines' words, and, for an entry more than the tolerance from the exact
// value, that its own route is what it is measured from.
function mixedRouteSentence(matchedAt, values, exact, { labels, places, tolerance }) {
  const each = matchedAt.map((route, j) => (route.from
    ? message('check-matched-route', { label: labels[j], from: route.from }) : message('check-matched-exact', { label: labels[j] })));
  const { far, gaps } = farFromExact(values, exact, labels, tolerance, places);
  const carried = far.length ? message('check-carried-each', { tolerance: String(tolerance), gaps }) : '';
  return withNote(message('check-why-mixed', { tolerance: String(tolerance), each: each.join(message('check-list-separator')) }), carried);
}

// "Yours matches the value from the printed ℓ (2.523), not the exact digits
// because …; the check allows ±0.001." — `route.from` undefined for the
// exact value.
function routeSentence(route, values, exact, { labels, places, tolerance }) {
  const short = (v) => formatNumber(v, places);
  const count = values.length;
  const allowed = String(tolerance);
  if (!route.from) {
    const same = values.every((v, j) => short(v) === short(exact[j]));
    return same ? message('check-why-exact', { count }) : message('check-why-exact-rounding', { count, tolerance: allowed });
  }
  const digits = route.values.map(short).join(', ');
  const off = values.some((v, j) => short(v) !== short(exact[j]));
  const matched = off ? message('check-why-route-off', { count, from: route.from, values: digits, because: route.because, tolerance: allowed })
    : message('check-why-route', { count, from: route.from, values: digits, tolerance: allowed });
  const { far, gaps } = farFromExact(values, exact, labels, tolerance, places);
  const carried = far.length ? message('check-carried-route', { tolerance: allowed, from: route.from, values: digits, gaps }) : '';
  return withNote(matched, carried);
}

// What a step says of `texts` typed into its boxes, given `done` (the values
// of the steps right before it):
//   a box it cannot read: {state: 'is-format', at, text};
//   else {values, wrong (per box), right, state, mark, text}, and for a right
//   step checked against exact values, `checked` ({lines, why}: the lines
//   say it all, once); a wrong one names the first wrong box (and how many
//   more) and gives the hint aimed at its mistake.
export function judgeStep(step, solved, done, labels, texts) {
  const read = readStep(step, labels, texts);
  if (!read.ok) return { state: 'is-format', at: read.at, text: read.message };
  const { values } = read;
  const references = step.references(solved, done, values);
  const wrong = values.map((v, j) => !references.some((r) => matches(step, v, r[j])));
  const first = wrong.indexOf(true);
  if (first >= 0) {
    const mistake = (step.mistakes?.(solved, done) ?? []).find(([expected]) => matches(step, values[first], expected[first]));
    const hint = mistake ? mistake[1] : roundedHint(step, solved, done, values, first) ?? step.hint(solved, done, values, first);
    const count = wrong.filter(Boolean).length;
    const text = message('check-verdict-not-yet', { count, total: labels.length, all: allOf(count, labels.length), first: labels[first], hint });
    return { values, wrong, right: false, state: 'is-wrong', mark: '✗', text };
  }
  const verdict = { values, wrong, right: true, state: 'is-right', mark: '✓' };
  if (step.exact) return { ...verdict, text: message('check-verdict-right'), checked: checkedLines(step, solved, [...done, values], labels, texts, values) };
  // The answer opens the sentence: a shape step's starts with a capital.
  return { ...verdict, text: message('check-verdict-right-answer', { answer: step.answer(solved, done, true) }) };
}

// ---- whose numbers: fixed by the element's attributes, or the reader's ----

// The options checkpoint `name` solves with: the element's own attributes
// when it sets any of the plan's (fixed numbers: an embedded copy, a test),
// else the reader's draw for (readerSeed, round) (./reader-seed.js).
// → {fixed, options}.
export function optionsFor(name, am, { attributes = {}, readerSeed = 0, round = 0 } = {}) {
  const plan = CHECKPOINTS[name];
  const defaults = Object.fromEntries(Object.entries(plan.attributes ?? {}).map(([key, value]) => [key, String(value)]));
  const given = Object.fromEntries(Object.entries(attributes).filter(([key, value]) => key in defaults && value !== null));
  if (Object.keys(given).length > 0 || !plan.draw) return { fixed: true, options: { ...defaults, ...given } };
  return { fixed: false, options: plan.draw(readerDrawer(am, readerSeed, name, round), am) };
}

// ---- a reload in the middle of a checkpoint ----

// The steps an attempt kept (`stored`: [{typed, help}], ./checkpoint-record.js
// stepsOf) checked again, in order, as if typed now: → [{typed, help, result}],
// the judgeStep result of each. Stored data is the reader's to edit, so it
// is never taken on trust: a list with as many steps as the checkpoint or
// more (a finished attempt is not resumed, it is recorded), a step with the
// wrong number of boxes, or one the check does not find right gives [] (the
// checkpoint starts afresh).
//
// `whole`: the attempt was passed, and its worked steps are shown as the
// reader left them; then it takes every step, no fewer.
export function restoredSteps(plan, solved, stored, { whole = false } = {}) {
  if (!Array.isArray(stored) || (whole ? stored.length !== plan.steps.length : stored.length >= plan.steps.length)) return [];
  const done = [];
  const restored = [];
  for (const [k, { typed, help }] of stored.entries()) {
    const step = plan.steps[k];
    const labels = step.entries(solved);
    if (typed.length !== labels.length) return [];
    const result = judgeStep(step, solved, done, labels, typed);
    if (!result.right) return [];
    done.push(result.values);
    restored.push({ typed, help, result });
  }
  return restored;
}
