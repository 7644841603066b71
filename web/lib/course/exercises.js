// The checked exercise that ends each step (<attention-exercise name="…">).
// Each asks the core for its answer (solve), so the expected value and every
// number in the explanation are computed, not typed in. A wrong answer gets
// a hint aimed at the mistake it shows; the answer only on request.
//
// spec: {prompt, answer: {kind, …} (see answer-field.js), example (placeholder),
//        solve(am) → solved, isRight(value, solved),
//        hint(value, solved) (after a wrong answer; does not give it away),
//        explain(solved) (the answer and why)}
// In text, d_k, W_Q, v_j… get real subscripts (web/lib/text/rich-text.js).
// Every sentence is a message of web/locales/ ("exercise-…"), looked up when
// it is read: a prompt and a placeholder are getters, so that an exercise
// built in a page's or a widget's language reads in that language.

import { formatNumber } from '../text/format.js';
import { formatCount, message } from '../text/messages.js';
import { near, nearAll, sameShape } from './answers.js';
import { coreSum, softmaxSteps } from './softmax-steps.js';

const THREE_LOGITS = [1, 3, 4];
const DOT_STD_DK = 144; // 12², a width the scaling prose does not use

const fmtInt = (v) => formatCount(Math.round(v));
const shapeText = ([rows, cols]) => `(${rows}, ${cols})`;
const shapesOf = (am, sizes) => Object.fromEntries(am.shapes(sizes).map((s) => [s.name, [s.rows, s.cols]]));
const list = (values, decimals = 3) => Array.from(values, (v) => formatNumber(v, decimals)).join(', ');
const firstMatch = (value, solved, mistakes, fallback) => (mistakes.find(([test]) => test(value, solved))?.[1] ?? fallback)(solved);

// Random Q, K, V for n tokens of width dK, from the core's generator.
function randomQkv(am, n, dK) {
  const qkv = am.randn(1, 3 * n, dK);
  const part = (i) => qkv.slice(i * n * dK, (i + 1) * n * dK);
  return { Q: part(0), K: part(1), V: part(2), n, dK, dV: dK };
}

// An answer box's kind and placeholder; the placeholder is read when the box
// is built, in the box's language.
const answerOf = (kind, exampleId, more = {}) => ({ kind, ...more, get example() { return message(exampleId); } });
const SHAPE = answerOf('shape', 'exercise-example-shape');
const NUMBER = answerOf('number', 'exercise-example-number');

// The Jacobian of softmax for one row of logits, from the core's backward
// pass: one query (d_k = 1, q = 1, the logits as keys, so the scaled scores
// are the logits), V = I, and dO = e_j, so that dP = e_j and the core's dZ
// (dScaledScores) is row j of J = diag(p) − p·pᵀ (J is symmetric).
export function coreJacobian(am, logits) {
  const m = logits.length;
  const identity = Array.from({ length: m * m }, (_, k) => (k % (m + 1) === 0 ? 1 : 0));
  const rows = Array.from({ length: m }, (_, j) => am.attentionBackward({
    Q: [1], K: logits, V: identity, n: 1, m, dK: 1, dV: m, dOutput: identity.slice(j * m, (j + 1) * m) }));
  return { p: Array.from(rows[0].weights), J: rows.map((r) => Array.from(r.dScaledScores)) };
}

// The Jacobian exercise's row: p = (0.5, 0.3, 0.2), entered as logits ln p.
const JACOBIAN_P = [0.5, 0.3, 0.2];
const JACOBIAN_ROW = 1; // key 2's weight: its diagonal entry sits in the middle

// The dz exercise: the same row, a gradient dp arriving from above.
const DZ_DP = [2, -1, 0.5];

// dz = J·dp for one row of weights p and an upstream gradient dp, from the
// core's backward pass set up as in coreJacobian, with dO = dp (so dP = dp);
// and Σ_k p_k·dp_k, the weighted average it subtracts, from the core's
// weighted sum (dp as a column of values).
function coreDz(am, p, dp) {
  const m = p.length;
  const identity = Array.from({ length: m * m }, (_, k) => (k % (m + 1) === 0 ? 1 : 0));
  const back = am.attentionBackward({ Q: [1], K: p.map(Math.log), V: identity, n: 1, m, dK: 1, dV: m, dOutput: dp });
  const average = am.weightedSumTerms({ weights: Array.from(back.weights), V: dp, n: 1, m, dV: 1, row: 0 }).output[0];
  return { p: Array.from(back.weights), dz: Array.from(back.dScaledScores), average };
}

// The backward pass's worked product (06b-backward.html): Y = A·B and the
// loss L = Σ G ⊙ Y, so that dY = G. 2 × 2, row by row. The page writes
// these numbers out; tests/js/backward-product.test.mjs checks them.
export const PRODUCT_CASE = Object.freeze({ A: [1, 1, 2, 1], B: [2, 2, -2, -1], G: [1, 1, -1, 2] });
const PRODUCT_NUDGE = 0.1;

// dA₂₁ of that product from the core's matmul, with the finite difference
// the page shows for dB₁₂ (exact: L is linear in A), and the slips a reader
// makes: B untransposed, one path of two, the entry across the diagonal,
// A in place of the other factor, G alone, the factor on the wrong side,
// B's gradient in place of A's.
function productEntry(am) {
  const { A, B, G } = PRODUCT_CASE;
  const times = (X, Y) => Array.from(am.matmul({ A: X, B: Y, rows: 2, inner: 2, cols: 2 }));
  const transpose = ([a, b, c, d]) => [a, c, b, d];
  const loss = (a) => times(a, B).reduce((sum, y, k) => sum + G[k] * y, 0);
  const dA = times(G, transpose(B));
  const nudged = A.map((v, k) => (k === 2 ? v + PRODUCT_NUDGE : v));
  return {
    A, B, G, value: dA[2],
    loss: loss(A), nudgedLoss: loss(nudged),
    untransposed: times(G, B)[2], across: dA[1], viaA: times(G, transpose(A))[2], leftSide: times(transpose(B), G)[2],
    throughY21: G[2] * B[0], throughY22: G[3] * B[1], fromAbove: G[2], dB: times(transpose(A), G)[2],
  };
}
const signed = (v) => (v < 0 ? `(${formatNumber(v, 0)})` : formatNumber(v, 0));
const tenths = (v) => formatNumber(v, 1).replace(/\.0$/, '');

// The review's rescale: two chunks of one query's scores; its Jacobian entry's weights.
const RESCALE_Z = [1.2, 0.5, -0.3, 2.0, 0.7];
// Chapter 4's own practice of the update, right after its equations: a
// query that has read two keys meets a chunk with a larger score.
const UPDATE_Z = [1.0, 0.2, 2.0, 0.5];
const ENTRY_P = [0.7, 0.2, 0.1];

// The review's masked row: token 3 of 4, raw scores at d_k = 4 (√d_k = 2).
const MASKED_RAW = [2, 4, 1, 6];
const MASKED_DK = 4;
const SLIP_NEAR = 0.002; // the slips' weights are at least 0.03 apart, and from the answer

// The review's two heads: a run of five and its repeat, at the second L.
const TWO_HEADS_RUN = 'GDLAEGDLAE';
const TWO_HEADS_QUERY = 7;

// The shipped model's layer-2 weights on a run of six letters and its repeat.
const PERIOD_RUN = 'CFAKBHCFAKBH';
const PERIOD_QUERY = 9; // the second K
const letterTokens = (text) => Array.from(text, (ch) => ch.charCodeAt(0) - 65);
const letterOf = (token) => String.fromCharCode(65 + token);


// What an exercise says of a value read from its box (its verdict's state,
// mark and text): right, with the answer explained, or not yet, with a hint
// aimed at the mistake. And the answer, when the reader asks for it.
export function judge(spec, solved, value) {
  return spec.isRight(value, solved)
    ? { right: true, state: 'is-right', mark: '✓', text: message('exercise-verdict-right', { explanation: spec.explain(solved) }) }
    : { right: false, state: 'is-wrong', mark: '✗', text: message('exercise-verdict-wrong', { hint: spec.hint(value, solved) }) };
}
export const answerText = (spec, solved) => message('exercise-answer', { explanation: spec.explain(solved) });

export const EXERCISES = {
  'qkv/k-shape': {
    get prompt() { return message('exercise-qkv-k-shape-prompt'); },
    answer: SHAPE,
    solve: (am) => shapesOf(am, { n: 10, dModel: 512, dK: 64, dV: 32 }),
    isRight: (value, s) => sameShape(value, s.K),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => sameShape(v, s.W_K), () => message('exercise-qkv-k-shape-hint-weights')],
      [(v) => sameShape(v, s.V), () => message('exercise-qkv-k-shape-hint-values')],
      [(v) => sameShape(v, s.X), () => message('exercise-qkv-k-shape-hint-input')],
    ], () => message('exercise-qkv-k-shape-hint')),
    explain: (s) => message('exercise-qkv-k-shape-explain', { shape: shapeText(s.K), input: shapeText(s.X), weights: shapeText(s.W_K) }),
  },

  // The review's practice (section takeaways): one step further than the
  // exercises where each idea is learned. The takeaways' shape exercise asked
  // for n = 7 keys, which the scores step now predicts, so this asks for two lengths.
  'takeaways/cross-shape': {
    get prompt() { return message('exercise-takeaways-cross-shape-prompt'); },
    answer: SHAPE,
    solve: (am) => shapesOf(am, { n: 7, m: 5, dModel: 64, dK: 16, dV: 16 }),
    isRight: (value, s) => sameShape(value, s['Q·Kᵀ']),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => sameShape(v, s.Q), () => message('exercise-takeaways-cross-shape-hint-queries')],
      [(v) => sameShape(v, [s['Q·Kᵀ'][1], s['Q·Kᵀ'][0]]), () => message('exercise-takeaways-cross-shape-hint-swapped')],
      [(v) => sameShape(v, [s.Q[1], s.Q[1]]), () => message('exercise-takeaways-cross-shape-hint-other-product')],
    ], () => message('exercise-takeaways-cross-shape-hint')),
    explain: (s) => message('exercise-takeaways-cross-shape-explain', { shape: shapeText(s['Q·Kᵀ']), queries: shapeText(s.Q) }),
  },

  'scores/dot-product': {
    get prompt() { return message('exercise-scores-dot-product-prompt'); },
    answer: NUMBER,
    solve: (am) => am.dotTerms({ Q: [1, 2, -1], K: [0.5, -1, 2], n: 1, dK: 3, i: 0, j: 0 }),
    isRight: (value, { sum }) => near(value, sum, 1e-9),
    hint: (value, { sum }) => (near(value, -sum, 1e-9)
      ? message('exercise-scores-dot-product-hint-sign')
      : message('exercise-scores-dot-product-hint')),
    explain: ({ terms, sum }) => message('exercise-scores-dot-product-explain', { score: formatNumber(sum, 1), products: list(terms, 1) }),
  },

  // Asked at a width the section's prose does not name (it works d_k = 64 and 256 through).
  'scaling/dot-std': {
    get prompt() { return message('exercise-scaling-dot-std-prompt', { dK: DOT_STD_DK }); },
    answer: NUMBER,
    solve: (am) => {
      const dK = DOT_STD_DK;
      const sample = am.dotProducts({ seed: 0, dK });
      // The scaling the core applies is 1/√d_k: its inverse is the standard deviation it corrects.
      const e1 = [1, ...Array(dK - 1).fill(0)];
      const unit = am.attention({ Q: e1, K: e1, V: [1], n: 1, dK, dV: 1 });
      return { dK, std: 1 / unit.scaledScores[0], sample };
    },
    isRight: (value, { std }) => near(value, std, 0.01),
    hint: (value, { dK }) => firstMatch(value, null, [
      [(v) => v === dK, () => message('exercise-scaling-dot-std-hint-variance', { dK })],
      [(v) => v === 1, () => message('exercise-scaling-dot-std-hint-scaled', { dK })],
    ], () => message('exercise-scaling-dot-std-hint')),
    // The sample's size as numpy would print it, ungrouped (2000).
    explain: ({ dK, std, sample }) => message('exercise-scaling-dot-std-explain', {
      std: formatNumber(std, 0), dK, pairs: String(sample.values.length), variance: formatNumber(sample.variance, 2) }),
  },

  'masking/causal-count': {
    get prompt() { return message('exercise-masking-causal-count-prompt'); },
    answer: answerOf('number', 'exercise-example-whole-number'),
    solve: (am) => {
      const n = 5;
      const { scaledScores } = am.attention({ Q: new Float64Array(n), K: new Float64Array(n), V: new Float64Array(n),
                                              n, dK: 1, dV: 1, causal: true });
      // Counting the core's −∞ cells, row by row and in all.
      const hidden = Array.from({ length: n }, (_, i) => scaledScores.slice(i * n, (i + 1) * n).filter((s) => s === -Infinity).length);
      return { hidden, total: Array.from(scaledScores).filter((s) => s === -Infinity).length };
    },
    isRight: (value, { total }) => value === total,
    hint: (value) => firstMatch(value, null, [
      [(v) => v === 15, () => message('exercise-masking-causal-count-hint-diagonal')],
      [(v) => v === 20, () => message('exercise-masking-causal-count-hint-both-triangles')],
    ], () => message('exercise-masking-causal-count-hint')),
    explain: ({ hidden, total }) => message('exercise-masking-causal-count-explain', { total, rows: hidden.join(' + ') }),
  },

  // The review's practice, one step further than scaling, masking and
  // softmax were each practised alone: all three on one row.
  'takeaways/masked-weight': {
    get prompt() { return message('exercise-takeaways-masked-weight-prompt', { scores: MASKED_RAW.join(', '), dK: MASKED_DK }); },
    answer: NUMBER,
    solve: (am) => {
      const m = MASKED_RAW.length;
      // q = e₁ and key j = (raw_j, 0, …): q·k_j is raw_j, at width d_k.
      const width = (values, dK) => values.flatMap((v) => [v, ...Array(dK - 1).fill(0)]);
      const run = (raw, dK, keyPadding) => Array.from(am.attention({
        Q: width([1], dK), K: width(raw, dK), V: new Float64Array(m), n: 1, m, dK, dV: 1, keyPadding }).weights);
      const hidden = MASKED_RAW.map((_, j) => j > 2);
      const right = run(MASKED_RAW, MASKED_DK, hidden);
      return {
        weight: right[1],
        unscaled: run(MASKED_RAW, 1, hidden)[1],
        overDk: run(MASKED_RAW.map((v) => v / MASKED_DK), 1, hidden)[1],
        unmasked: run(MASKED_RAW, MASKED_DK)[1],
        zeroFilled: Array.from(am.softmax({ logits: MASKED_RAW.map((v, j) => (j > 2 ? 0 : v / Math.sqrt(MASKED_DK))), cols: m }).weights)[1],
        scaled: MASKED_RAW.slice(0, 3).map((v) => v / Math.sqrt(MASKED_DK)),
      };
    },
    isRight: (value, { weight }) => near(value, weight, 0.0005),
    // A slip worked with rounded exps lands a digit or two off its exact
    // value: recognised within SLIP_NEAR, wider than the answer's ±0.0005.
    hint: (value, s) => firstMatch(value, s, [
      [(v) => near(v, s.unscaled, SLIP_NEAR), () => message('exercise-takeaways-masked-weight-hint-unscaled', { root: String(Math.sqrt(MASKED_DK)) })],
      [(v) => near(v, s.overDk, SLIP_NEAR), () => message('exercise-takeaways-masked-weight-hint-over-dk', { dK: MASKED_DK })],
      [(v) => near(v, s.unmasked, SLIP_NEAR), () => message('exercise-takeaways-masked-weight-hint-unmasked')],
      [(v) => near(v, s.zeroFilled, SLIP_NEAR), () => message('exercise-takeaways-masked-weight-hint-zero-filled')],
    ], () => message('exercise-takeaways-masked-weight-hint')),
    explain: ({ weight, scaled }) => message('exercise-takeaways-masked-weight-explain', {
      weight: formatNumber(weight, 3), scaled: list(scaled, 1), exponent: formatNumber(scaled[1], 1) }),
  },

  // Not (1, 2, 3): shifted by 1 that is the numerics checkpoint's (0, 1, 2),
  // whose weights it shows just before, so this asks for a fresh computation.
  'softmax/three-logits': {
    get prompt() { return message('exercise-softmax-three-logits-prompt', { logits: THREE_LOGITS.join(', ') }); },
    answer: answerOf('vector', 'exercise-example-three-weights', { length: 3, decimals: 3 }),
    solve: (am) => ({ weights: Array.from(am.softmax({ logits: THREE_LOGITS, cols: 3 }).weights), steps: softmaxSteps(am, THREE_LOGITS),
                      proportional: (() => { const total = coreSum(am, THREE_LOGITS); return THREE_LOGITS.map((z) => z / total); })() }),
    // Each within ±0.0005 of the core's weight: the core's value rounded to 3 decimals.
    isRight: (value, { weights }) => nearAll(value, weights, 0.0005),
    hint: (value, { steps, proportional }) => firstMatch(value, null, [
      [(v) => v.every((x) => near(x, v[0], 1e-9)), () => message('exercise-softmax-three-logits-hint-equal')],
      [(v) => nearAll(v, proportional, 0.0005), () => message('exercise-softmax-three-logits-hint-proportional')],
    ], () => message('exercise-softmax-three-logits-hint', { shifted: list(steps.shifted, 0), sum: formatNumber(steps.sum, 3) })),
    explain: ({ weights }) => message('exercise-softmax-three-logits-explain', { weights: list(weights) }),
  },

  'takeaways/output-shape': {
    get prompt() { return message('exercise-takeaways-output-shape-prompt'); },
    answer: SHAPE,
    solve: (am) => shapesOf(am, { n: 7, m: 7, dModel: 64, dK: 16, dV: 32 }),
    isRight: (value, s) => sameShape(value, s['·V']),
    hint: (value) => (value[1] === 16
      ? message('exercise-takeaways-output-shape-hint-key-width')
      : message('exercise-takeaways-output-shape-hint')),
    explain: (s) => message('exercise-takeaways-output-shape-explain', {
      shape: shapeText(s['·V']), weights: shapeText(s.softmax), values: shapeText(s.V) }),

  },

  // The review's practice reaches chapter 4: the online-softmax rescale from
  // two chunks of one query's scores (the core's trace, chunk of 3), and one
  // entry of the softmax Jacobian off its diagonal.
  'takeaways/rescale': {
    get prompt() {
      return message('exercise-takeaways-rescale-prompt', { first: RESCALE_Z.slice(0, 3).join(', '), second: RESCALE_Z.slice(3).join(', ') });
    },
    answer: NUMBER,
    solve: (am) => {
      const m = RESCALE_Z.length;
      const trace = am.onlineSoftmax({ Q: [1], K: RESCALE_Z, V: new Float64Array(m), n: 1, m, dK: 1, dV: 1, chunk: 3 });
      const [first, second] = trace.steps;
      return { factor: second.rescale[0], max: first.runningMax[0], maxNew: second.runningMax[0] };
    },
    isRight: (value, { factor }) => near(value, factor, 0.0005),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => near(v, 1 / s.factor, 0.0005), () => message('exercise-takeaways-rescale-hint-upside-down')],
      [(v) => near(v, s.max - s.maxNew, 1e-9) || near(v, s.maxNew - s.max, 1e-9), () => message('exercise-takeaways-rescale-hint-exponent')],
      [(v) => v === 1, () => message('exercise-takeaways-rescale-hint-unchanged')],
    ], () => message('exercise-takeaways-rescale-hint')),
    explain: ({ factor, max, maxNew }) => message('exercise-takeaways-rescale-explain', {
      factor: formatNumber(factor, 3), max: formatNumber(max, 1), maxNew: formatNumber(maxNew, 1) }),
  },

  'takeaways/jacobian-entry': {
    get prompt() { return message('exercise-takeaways-jacobian-entry-prompt', { weights: ENTRY_P.join(', ') }); },
    answer: NUMBER,
    solve: (am) => {
      const { p, J } = coreJacobian(am, ENTRY_P.map(Math.log));
      return { p, entry: J[0][2], diagonal: J[0][0] };
    },
    isRight: (value, { entry }) => near(value, entry, 0.005),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => near(v, -s.entry, 0.005), () => message('exercise-takeaways-jacobian-entry-hint-sign')],
      [(v) => near(v, s.diagonal, 0.005), () => message('exercise-takeaways-jacobian-entry-hint-diagonal')],
      [(v) => v === 0, () => message('exercise-takeaways-jacobian-entry-hint-zero')],
    ], () => message('exercise-takeaways-jacobian-entry-hint')),
    explain: ({ entry, p }) => message('exercise-takeaways-jacobian-entry-explain', {
      entry: formatNumber(entry, 2), first: formatNumber(p[0], 1), third: formatNumber(p[2], 1) }),
  },

  // And chapter 5, one step further than the induction exercise: both heads
  // of the trained model on a run of five (the chapter's is six).
  'takeaways/two-heads': {
    get prompt() {
      return message('exercise-takeaways-two-heads-prompt', {
        letters: TWO_HEADS_RUN.split('').join(' '), position: TWO_HEADS_QUERY, letter: TWO_HEADS_RUN[TWO_HEADS_QUERY] });
    },
    answer: answerOf('vector', 'exercise-example-two-positions', { length: 2 }),
    solve(am) {
      const tokens = letterTokens(TWO_HEADS_RUN);
      const n = tokens.length;
      const i = TWO_HEADS_QUERY;
      const { attention, logits, vocab } = am.transformerForward({ model: am.transformerPretrained(), tokens });
      const top = (values) => values.indexOf(Math.max(...values));
      const rowOf = (layer) => Array.from(attention[layer][0].slice(i * n, (i + 1) * n));
      const [one, two] = [rowOf(0), rowOf(1)];
      const [first, second] = [top(one), top(two)];
      return { i, first, second, weights: [one[first], two[second]], earlier: tokens.indexOf(tokens[i]),
               letter: TWO_HEADS_RUN[i], guess: letterOf(top(Array.from(logits.slice(i * vocab, (i + 1) * vocab)))),
               before: TWO_HEADS_RUN[first], found: TWO_HEADS_RUN[second] };
    },
    isRight: (value, { first, second }) => value[0] === first && value[1] === second,
    hint: (value, s) => firstMatch(value, s, [
      [(v) => v[0] === s.second && v[1] === s.first, () => message('exercise-takeaways-two-heads-hint-swapped')],
      [(v) => v[0] === s.i || v[1] === s.i, () => message('exercise-hint-query-itself')],
      [(v) => v[0] > s.i || v[1] > s.i, () => message('exercise-hint-later-position')],
      [(v) => v[1] === s.earlier, () => message('exercise-takeaways-two-heads-hint-earlier-copy', { letter: s.letter })],
      [(v) => v[0] !== s.first, () => message('exercise-takeaways-two-heads-hint-layer-one')],
    ], () => message('exercise-takeaways-two-heads-hint', { letter: s.letter })),
    explain: ({ first, second, weights, letter, guess, before, found }) => message('exercise-takeaways-two-heads-explain', {
      first, second, before, letter, found, guess, firstWeight: formatNumber(weights[0], 2), secondWeight: formatNumber(weights[1], 2) }),
  },

  'weighted-sum/mix': {
    get prompt() { return message('exercise-weighted-sum-mix-prompt'); },
    answer: answerOf('vector', 'exercise-example-two-coordinates', { length: 2 }),
    // The two slips a newcomer makes most: every value counted alike (the
    // plain average, weights 1/3 each) and the weights left out (a sum).
    solve: (am) => {
      const mix = (weights) => am.weightedSumTerms({ weights, V: [2, 0, 0, 4, -4, 4], n: 1, m: 3, dV: 2, row: 0 });
      const terms = mix([0.5, 0.25, 0.25]);
      return { ...terms, plainAverage: Array.from(mix([1 / 3, 1 / 3, 1 / 3]).output), plainSum: Array.from(mix([1, 1, 1]).output) };
    },
    isRight: (value, { output }) => nearAll(value, Array.from(output), 1e-9),
    hint: (value, s) => {
      if (nearAll(value, Array.from(s.contributions.slice(0, 2)), 1e-9)) return message('exercise-weighted-sum-mix-hint-first-term');
      if (nearAll(value, s.plainAverage, 0.005)) return message('exercise-weighted-sum-mix-hint-plain-average');
      if (nearAll(value, s.plainSum, 1e-9)) return message('exercise-weighted-sum-mix-hint-plain-sum');
      return message('exercise-weighted-sum-mix-hint');
    },
    explain: ({ contributions, output }) => message('exercise-weighted-sum-mix-explain', {
      output: list(output, 0), first: list(contributions.slice(0, 2), 0),
      second: list(contributions.slice(2, 4), 0), third: list(contributions.slice(4, 6), 0) }),
  },

  // Asked right after ℓ′ = e^(m − m′)·ℓ + Σ e^(z − m′): one update by hand,
  // for the usual slips (no rescale, the factor upside down, the new terms
  // left relative to the old maximum), from the core's online-softmax trace.
  'online-softmax/update': {
    get prompt() {
      const [first, second, third, fourth] = UPDATE_Z.map((z) => z.toFixed(1));
      return message('exercise-online-softmax-update-prompt', { first, second, third, fourth });
    },
    answer: answerOf('vector', 'exercise-example-max-and-sum', { length: 2 }),
    solve(am) {
      const n = UPDATE_Z.length;
      const trace = am.onlineSoftmax({ Q: [1], K: UPDATE_Z, V: new Float64Array(n), n: 1, m: n, dK: 1, dV: 1, chunk: 2 });
      const [first, second] = trace.steps;
      const [m, mNew, ell, factor] = [first.runningMax[0], second.runningMax[0], first.runningSum[0], second.rescale[0]];
      // The new chunk's terms, relative to a maximum: the new one, or (a slip) the old.
      const chunkSum = (max) => UPDATE_Z.slice(2).reduce((sum, z) => sum + Math.exp(z - max), 0);
      return {
        m, mNew, factor, ell, ellNew: second.runningSum[0],
        noRescale: ell + chunkSum(mNew),
        upsideDown: ell / factor + chunkSum(mNew),
        oldShift: factor * ell + chunkSum(m),
      };
    },
    isRight: ([m, ell], s) => near(m, s.mNew, 0.0005) && near(ell, s.ellNew, 0.0005),
    hint: ([m, ell], s) => {
      if (!near(m, s.mNew, 0.0005)) return message('exercise-online-softmax-update-hint-maximum');
      return firstMatch(ell, s, [
        [(v) => near(v, s.noRescale, 0.0005), () => message('exercise-online-softmax-update-hint-no-rescale')],
        [(v) => near(v, s.upsideDown, 0.0005), () => message('exercise-online-softmax-update-hint-upside-down')],
        [(v) => near(v, s.oldShift, 0.0005), () => message('exercise-online-softmax-update-hint-old-maximum')],
      ], () => message('exercise-online-softmax-update-hint'));
    },
    // The new chunk's terms are a formula, the same in every language.
    explain: (s) => message('exercise-online-softmax-update-explain', {
      max: formatNumber(s.m, 1), maxNew: formatNumber(s.mNew, 1), sum: formatNumber(s.ell, 3), factor: formatNumber(s.factor, 3),
      newTerms: UPDATE_Z.slice(2).map((z) => `e^(${z.toFixed(1)} − ${formatNumber(s.mNew, 1)})`).join(' + '),
      newSum: formatNumber(s.ellNew - s.factor * s.ell, 3), sumNew: formatNumber(s.ellNew, 3) }),

  },

  // Asked after the prediction on the sign of one entry: the whole row of
  // key 2, for the usual slips (the −p_i p_j term forgotten on the diagonal,
  // the off-diagonal terms forgotten, the signs swapped).
  'backward/jacobian-row': {
    get prompt() { return message('exercise-backward-jacobian-row-prompt', { weights: JACOBIAN_P.join(', ') }); },
    answer: answerOf('vector', 'exercise-example-three-gradients', { length: 3 }),
    solve(am) {
      const { p, J } = coreJacobian(am, JACOBIAN_P.map(Math.log));
      const i = JACOBIAN_ROW;
      const row = J[i];
      const pi = p[i];
      return {
        p, i, row,
        diagonalOnly: p.map((_, j) => (j === i ? row[j] : 0)),
        noSquare: row.map((v, j) => (j === i ? pi : v)),
        flipped: row.map((v) => -v),
        diagonalFlipped: row.map((v, j) => (j === i ? -v : v)),
        outer: p.map((pj) => pi * pj),
      };
    },
    isRight: (value, { row }) => nearAll(value, row, 0.005),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => nearAll(v, s.noSquare, 0.005), () => message('exercise-backward-jacobian-row-hint-no-square')],
      [(v) => nearAll(v, s.diagonalOnly, 0.005), () => message('exercise-backward-jacobian-row-hint-diagonal-only')],
      [(v) => nearAll(v, s.flipped, 0.005), () => message('exercise-backward-jacobian-row-hint-flipped')],
      [(v) => nearAll(v, s.diagonalFlipped, 0.005), () => message('exercise-backward-jacobian-row-hint-diagonal-flipped')],
      [(v) => nearAll(v, s.outer, 0.005), () => message('exercise-backward-jacobian-row-hint-outer')],
      [(v) => nearAll(v, s.outer.map((x) => -x), 0.005), () => message('exercise-backward-jacobian-row-hint-outer-only')],
      [(v) => Math.abs(v.reduce((a, b) => a + b, 0)) > 0.015, () => message('exercise-backward-jacobian-row-hint-sum')],
    ], () => message('exercise-backward-jacobian-row-hint')),
    explain: ({ row, p }) => message('exercise-backward-jacobian-row-explain', {
      row: list(row, 2), weight: formatNumber(p[1], 1), rest: formatNumber(1 - p[1], 1) }),
  },

  // Asked right after the worked dB₁₂ of Y = A·B: the other factor's rule,
  // dA = G·Bᵀ, for one entry, found by its paths through Y.
  'backward/da-entry': {
    get prompt() { return message('exercise-backward-da-entry-prompt'); },
    answer: NUMBER,
    solve: productEntry,
    isRight: (value, { value: right }) => near(value, right, 1e-9),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => near(v, s.untransposed, 1e-9), () => message('exercise-backward-da-entry-hint-untransposed')],
      [(v) => near(v, s.throughY21, 1e-9), () => message('exercise-backward-da-entry-hint-through-y21')],
      [(v) => near(v, s.throughY22, 1e-9), () => message('exercise-backward-da-entry-hint-through-y22')],
      [(v) => near(v, s.across, 1e-9), () => message('exercise-backward-da-entry-hint-across')],
      [(v) => near(v, s.viaA, 1e-9), () => message('exercise-backward-da-entry-hint-same-factor')],
      [(v) => near(v, s.fromAbove, 1e-9), () => message('exercise-backward-da-entry-hint-from-above')],
      [(v) => near(v, s.leftSide, 1e-9), () => message('exercise-backward-da-entry-hint-wrong-side')],
      [(v) => near(v, s.dB, 1e-9), () => message('exercise-backward-da-entry-hint-other-gradient')],
    ], () => message('exercise-backward-da-entry-hint')),
    explain: ({ B, G, value, loss, nudgedLoss }) => message('exercise-backward-da-entry-explain', {
      value: formatNumber(value, 0), g21: signed(G[2]), b11: signed(B[0]), g22: signed(G[3]), b12: signed(B[1]),
      nudge: String(PRODUCT_NUDGE), loss: tenths(loss), nudgedLoss: tenths(nudgedLoss) }),
  },

  // Asked after the row form is derived: dz for the Jacobian exercise's row,
  // for the usual slips (the Σ term forgotten, its sign flipped, the factor
  // p_j left off, a plain average of dp in place of the p-weighted one).
  // The matrix lines of the backward pass, practised on their shapes: a
  // gradient has its parameter's shape, and Xᵀ on the left is what sums the
  // tokens away (the shapes from the core's forward pass, am.shapes).
  'backward/dwq-shape': {
    // dW_{Q} is rich text whose braces Fluent would read: an argument.
    get prompt() { return message('exercise-backward-dwq-shape-prompt', { gradient: 'dW_{Q}' }); },
    answer: SHAPE,
    solve: (am) => shapesOf(am, { n: 10, dModel: 512, dK: 64, dV: 64 }),
    isRight: (value, s) => sameShape(value, s.W_Q),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => sameShape(v, s.Q), () => message('exercise-backward-dwq-shape-hint-queries', { gradient: 'dW_{Q}' })],
      [(v) => sameShape(v, [s.W_Q[1], s.W_Q[0]]), () => message('exercise-backward-dwq-shape-hint-transposed')],
      [(v) => sameShape(v, s.X), () => message('exercise-backward-dwq-shape-hint-input')],
    ], () => message('exercise-backward-dwq-shape-hint')),
    explain: (s) => message('exercise-backward-dwq-shape-explain', {
      shape: shapeText(s.W_Q), inputT: shapeText([s.X[1], s.X[0]]), queries: shapeText(s.Q), gradient: 'dW_{Q}' }),
  },

  'backward/dz-row': {
    get prompt() {
      return message('exercise-backward-dz-row-prompt', { weights: JACOBIAN_P.join(', '), gradients: DZ_DP.join(', ').replace(/-/g, '−') });
    },
    answer: answerOf('vector', 'exercise-example-three-gradients', { length: 3 }),
    solve(am) {
      const { p, dz, average } = coreDz(am, JACOBIAN_P, DZ_DP);
      const plain = DZ_DP.reduce((a, b) => a + b, 0) / DZ_DP.length;
      return {
        p, dz, average,
        noSum: p.map((pj, j) => pj * DZ_DP[j]),
        sumAdded: p.map((pj, j) => pj * (DZ_DP[j] + average)),
        flipped: dz.map((v) => -v),
        noFactor: DZ_DP.map((dpj) => dpj - average),
        plainAverage: p.map((pj, j) => pj * (DZ_DP[j] - plain)),
      };
    },
    isRight: (value, { dz }) => nearAll(value, dz, 0.005),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => nearAll(v, s.noSum, 0.005), () => message('exercise-backward-dz-row-hint-no-sum')],
      [(v) => nearAll(v, s.sumAdded, 0.005), () => message('exercise-backward-dz-row-hint-sum-added')],
      [(v) => nearAll(v, s.flipped, 0.005), () => message('exercise-backward-dz-row-hint-flipped')],
      [(v) => nearAll(v, s.noFactor, 0.005), () => message('exercise-backward-dz-row-hint-no-factor')],
      [(v) => nearAll(v, s.plainAverage, 0.005), () => message('exercise-backward-dz-row-hint-plain-average')],
      [(v) => Math.abs(v.reduce((a, b) => a + b, 0)) > 0.015, () => message('exercise-backward-dz-row-hint-sum')],
    ], () => message('exercise-backward-dz-row-hint')),
    explain: ({ dz, average }) => message('exercise-backward-dz-row-explain', { dz: list(dz, 2), average: formatNumber(average, 2) }),
  },

  // Asked before the trained model is shown: the loss at chance, from the
  // core's own cross-entropy on a model whose unembedding is all zeros.
  'trained-heads/chance-loss': {
    get prompt() { return message('exercise-trained-heads-chance-loss-prompt'); },
    answer: NUMBER,
    solve(am) {
      const trained = am.transformerPretrained();
      const blank = { ...trained, unembedding: new Float64Array(trained.unembedding.length) };
      const { losses } = am.transformerForward({ model: blank, tokens: letterTokens('DKAH') });
      const repeat = am.transformerForward({ model: trained, tokens: letterTokens('DKAHFBJCDKAHFBJC') }).losses;
      const repeatLoss = Array.from(repeat).slice(8, 15).reduce((a, b) => a + b, 0) / 7;
      return { loss: losses[0], p: 1 / trained.config.vocab, vocab: trained.config.vocab, repeatLoss };
    },
    isRight: (value, { loss }) => near(value, loss, 0.005),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => near(v, s.p, 0.001), () => message('exercise-trained-heads-chance-loss-hint-probability')],
      [(v) => near(v, -s.loss, 0.005), () => message('exercise-trained-heads-chance-loss-hint-sign')],
      [(v) => near(v, Math.log10(s.vocab), 0.005), () => message('exercise-trained-heads-chance-loss-hint-base-ten')],
      [(v) => v === s.vocab, () => message('exercise-trained-heads-chance-loss-hint-inverse')],
    ], () => message('exercise-trained-heads-chance-loss-hint', { vocab: s.vocab })),
    explain: ({ loss, vocab, repeatLoss }) => message('exercise-trained-heads-chance-loss-explain', {
      loss: formatNumber(loss, 2), vocab, repeatLoss: formatNumber(repeatLoss, 2), percent: formatNumber(100 * Math.exp(-repeatLoss), 0) }),
  },

  // A run of six, not the eight the prediction asked about: the rule, not the number.
  'trained-heads/induction-period': {
    get prompt() {
      return message('exercise-trained-heads-induction-period-prompt', {
        letters: PERIOD_RUN.split('').join(' '), position: PERIOD_QUERY, letter: PERIOD_RUN[PERIOD_QUERY] });
    },
    answer: answerOf('number', 'exercise-example-position'),
    solve(am) {
      const tokens = letterTokens(PERIOD_RUN);
      const n = tokens.length;
      const i = PERIOD_QUERY;
      const { attention } = am.transformerForward({ model: am.transformerPretrained(), tokens });
      const layer2 = Array.from(attention[1][0].slice(i * n, (i + 1) * n));
      const target = layer2.indexOf(Math.max(...layer2));
      const earlier = tokens.indexOf(tokens[i]);
      return { i, target, weight: layer2[target], earlier, letter: PERIOD_RUN[i], next: PERIOD_RUN[target] };
    },
    isRight: (value, { target }) => value === target,
    hint: (value, s) => firstMatch(value, s, [
      [(v) => v === s.earlier, () => message('exercise-trained-heads-induction-period-hint-earlier-copy', { letter: s.letter })],
      [(v) => v === s.i - 1, () => message('exercise-trained-heads-induction-period-hint-previous')],
      [(v) => v === s.i, () => message('exercise-hint-query-itself')],
      [(v) => v > s.i, () => message('exercise-hint-later-position')],
      [(v) => v === s.i - 7, () => message('exercise-trained-heads-induction-period-hint-run-of-eight')],
    ], () => message('exercise-trained-heads-induction-period-hint', { letter: s.letter })),
    explain: ({ target, weight, earlier, letter, next }) => message('exercise-trained-heads-induction-period-explain', {
      target, letter, earlier, next, weight: formatNumber(weight, 2) }),
  },

  'multi-head/params': {
    get prompt() { return message('exercise-multi-head-params-prompt'); },
    answer: answerOf('number', 'exercise-example-count'),
    solve: (am) => am.attentionParams({ dModel: 512, heads: 8 }),
    isRight: (value, params) => value === params.total,
    hint: (value, p) => (value === p.WQ * 3
      ? message('exercise-multi-head-params-hint-no-output')
      : message('exercise-multi-head-params-hint')),
    explain: (p) => message('exercise-multi-head-params-explain', { total: fmtInt(p.total), query: fmtInt(p.WQ), output: fmtInt(p.WO) }),
  },

  'multi-head/flops': {
    get prompt() { return message('exercise-multi-head-flops-prompt'); },
    answer: answerOf('number', 'exercise-example-ratio'),
    solve: (am) => {
      const one = am.attentionFlops({ n: 10, dModel: 512, heads: 1 });
      const eight = am.attentionFlops({ n: 10, dModel: 512, heads: 8 });
      return { one, eight, ratio: eight.total / one.total };
    },
    isRight: (value, { ratio }) => near(value, ratio, 0.01),
    hint: (value) => (value === 8
      ? message('exercise-multi-head-flops-hint-per-head')
      : message('exercise-multi-head-flops-hint')),
    explain: ({ one, eight, ratio }) => message('exercise-multi-head-flops-explain', {
      ratio: formatNumber(ratio, 4), oneTotal: fmtInt(one.total), eightTotal: fmtInt(eight.total),
      oneScaling: fmtInt(one.scaling), eightScaling: fmtInt(eight.scaling), oneSoftmax: fmtInt(one.softmax), eightSoftmax: fmtInt(eight.softmax) }),

  },
};
