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

import { formatNumber } from '../text/format.js';
import { near, nearAll, sameShape } from './answers.js';
import { coreSum, softmaxSteps } from './softmax-steps.js';

const THREE_LOGITS = [1, 3, 4];
const DOT_STD_DK = 144; // 12², a width the scaling prose does not use

const fmtInt = (v) => Math.round(v).toLocaleString('en-US');
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

const SHAPE = { kind: 'shape', example: '(rows, columns)' };

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
    ? { right: true, state: 'is-right', mark: '✓', text: `Correct. ${spec.explain(solved)}` }
    : { right: false, state: 'is-wrong', mark: '✗', text: `Not yet. ${spec.hint(value, solved)}` };
}
export const answerText = (spec, solved) => `Answer: ${spec.explain(solved)}`;

export const EXERCISES = {
  'qkv/k-shape': {
    prompt: 'n = 10 tokens, d_model = 512, d_k = 64 and d_v = 32. What is the shape of K = X·W_K?',
    answer: SHAPE,
    solve: (am) => shapesOf(am, { n: 10, dModel: 512, dK: 64, dV: 32 }),
    isRight: (value, s) => sameShape(value, s.K),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => sameShape(v, s.W_K), () => 'That is W_K. K = X·W_K has one row per token, as X does.'],
      [(v) => sameShape(v, s.V), () => 'That is V’s shape: keys are compared with queries, so they share the query width.'],
      [(v) => sameShape(v, s.X), () => 'That is X: the projection changes each row’s width.'],
    ], () => 'X is (10, 512) and W_K is (512, 64). Which widths meet in the product, and which remain?'),
    explain: (s) => `${shapeText(s.K)}. X ${shapeText(s.X)} times W_K ${shapeText(s.W_K)}: the 512s meet and vanish, leaving one `
      + '64-wide key per token. Keys share d_k with the queries, so that they can be compared by dot product.',
  },

  // The review's practice (section takeaways): one step further than the
  // exercises where each idea is learned. The takeaways' shape exercise asked
  // for n = 7 keys, which the scores step now predicts, so this asks for two lengths.
  'takeaways/cross-shape': {
    prompt: 'In cross-attention the queries come from one sequence and the keys from another. 7 decoder tokens '
      + 'ask, 5 encoder tokens answer, d_k = 16. What is the shape of the score matrix Q·Kᵀ?',
    answer: SHAPE,
    solve: (am) => shapesOf(am, { n: 7, m: 5, dModel: 64, dK: 16, dV: 16 }),
    isRight: (value, s) => sameShape(value, s['Q·Kᵀ']),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => sameShape(v, s.Q), () => 'That is Q. Kᵀ is (16, 5): which dimension does the product sum over?'],
      [(v) => sameShape(v, [s['Q·Kᵀ'][1], s['Q·Kᵀ'][0]]), () => 'Rows and columns are swapped: each row belongs to one query.'],
      [(v) => sameShape(v, [s.Q[1], s.Q[1]]), () => 'That is Qᵀ·K, the product the other way round: it sums over the tokens and compares coordinates. In Q·Kᵀ the 16 coordinates are summed away.'],
    ], () => 'Q is (7, 16) and K is (5, 16). One score per query–key pair: how many queries, how many keys?'),
    explain: (s) => `${shapeText(s['Q·Kᵀ'])}. Q ${shapeText(s.Q)} times Kᵀ (16, 5): the 16 coordinates are summed away, `
      + 'leaving one row per query and one column per key. With two sequences the score matrix need not be square.',
  },

  'scores/dot-product': {
    prompt: 'A query q = (1, 2, −1) and a key k = (0.5, −1, 2). What is the raw score q·k?',
    answer: { kind: 'number', example: 'a number' },
    solve: (am) => am.dotTerms({ Q: [1, 2, -1], K: [0.5, -1, 2], n: 1, dK: 3, i: 0, j: 0 }),
    isRight: (value, { sum }) => near(value, sum, 1e-9),
    hint: (value, { sum }) => (near(value, -sum, 1e-9)
      ? 'Right size, wrong sign: check the sign of each product.'
      : 'Multiply coordinate by coordinate, 1·0.5, 2·(−1) and (−1)·2, then add the three products.'),
    explain: ({ terms, sum }) => `${formatNumber(sum, 1)}. The products are ${list(terms, 1)}, and their sum is the score. `
      + 'It is negative: this key points away from what the query looks for.',
  },

  // Asked at a width the section's prose does not name (it works d_k = 64 and 256 through).
  'scaling/dot-std': {
    prompt: `q and k each have d_k = ${DOT_STD_DK} independent entries drawn with mean 0 and variance 1. What is the standard deviation of q·k?`,
    answer: { kind: 'number', example: 'a number' },
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
      [(v) => v === dK, () => `${dK} is the variance. The standard deviation is its square root.`],
      [(v) => v === 1, () => `That is the spread after dividing by √d_k, or of a single product. The raw sum of ${dK} products spreads wider.`],
    ], () => 'Each product q[d]·k[d] has variance 1, and the variances of independent terms add.'),
    explain: ({ dK, std, sample }) => `${formatNumber(std, 0)}. The variance is d_k = ${dK}, so the standard deviation is `
      + `√${dK} = ${formatNumber(std, 0)}: the reason scores are divided by √d_k. Computed live, ${sample.values.length} random `
      + `pairs have variance ${formatNumber(sample.variance, 2)}.`,
  },

  'masking/causal-count': {
    prompt: 'A causal mask over n = 5 tokens. How many of the 25 scores are set to −∞?',
    answer: { kind: 'number', example: 'a whole number' },
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
      [(v) => v === 15, () => 'That counts the diagonal too: every token may see itself.'],
      [(v) => v === 20, () => 'That hides both triangles. A causal mask hides only the future: the keys above the diagonal.'],
    ], () => 'Token i may see keys 1 to i. Count the hidden keys row by row.'),
    explain: ({ hidden, total }) => `${total}. Row by row the mask hides ${hidden.join(' + ')} keys: everything above `
      + 'the diagonal, n(n − 1)/2 cells.',
  },

  // The review's practice, one step further than scaling, masking and
  // softmax were each practised alone: all three on one row.
  'takeaways/masked-weight': {
    prompt: `Token 3 of 4, under a causal mask, has the raw scores q·k = (${MASKED_RAW.join(', ')}) with d_k = ${MASKED_DK}. `
      + 'What weight does it give key 2? To 3 decimals.',
    answer: { kind: 'number', example: 'a number' },
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
      [(v) => near(v, s.unscaled, SLIP_NEAR), () => `That is the softmax of the raw scores. Divide them by √d_k = ${Math.sqrt(MASKED_DK)} first.`],
      [(v) => near(v, s.overDk, SLIP_NEAR), () => `That divides by d_k = ${MASKED_DK}. The scale is √d_k.`],
      [(v) => near(v, s.unmasked, SLIP_NEAR), () => 'That lets key 4 in. Token 3 may not see token 4: its score becomes −∞ and its weight 0.'],
      [(v) => near(v, s.zeroFilled, SLIP_NEAR), () => 'That masks key 4 with a score of 0, which is an ordinary score: e⁰ = 1 still gets a share. The mask writes −∞.'],
    ], () => 'Scale, mask, softmax: divide each score by √d_k, drop key 4, then e^z over the sum of the three e^z.'),
    explain: ({ weight, scaled }) => `${formatNumber(weight, 3)}. Scaled, the three visible scores are (${list(scaled, 1)}); key 4 `
      + `is hidden, so key 2 gets e^${formatNumber(scaled[1], 1)} over the sum of three exps. Computed live.`,
  },

  // Not (1, 2, 3): shifted by 1 that is the numerics checkpoint's (0, 1, 2),
  // whose weights it shows just before, so this asks for a fresh computation.
  'softmax/three-logits': {
    prompt: `Compute softmax(${THREE_LOGITS.join(', ')}), each weight to 3 decimals.`,
    answer: { kind: 'vector', length: 3, decimals: 3, example: 'e.g. 0.100, 0.200, 0.700' },
    solve: (am) => ({ weights: Array.from(am.softmax({ logits: THREE_LOGITS, cols: 3 }).weights), steps: softmaxSteps(am, THREE_LOGITS),
                      proportional: (() => { const total = coreSum(am, THREE_LOGITS); return THREE_LOGITS.map((z) => z / total); })() }),
    // Each within ±0.0005 of the core's weight: the core's value rounded to 3 decimals.
    isRight: (value, { weights }) => nearAll(value, weights, 0.0005),
    hint: (value, { steps, proportional }) => firstMatch(value, null, [
      [(v) => v.every((x) => near(x, v[0], 1e-9)), () => 'Equal weights would mean equal scores. A larger score gets a larger share.'],
      [(v) => nearAll(v, proportional, 0.0005), () => 'That divides each score by the plain sum of the scores. Softmax exponentiates first: e^z over the sum of the e^z.'],
    ], () => `Subtract the largest score first, giving (${list(steps.shifted, 0)}); then divide each of their exps by the sum of the `
      + `exps, ≈ ${formatNumber(steps.sum, 3)}. The three weights add up to 1.`),
    explain: ({ weights }) => `${list(weights)}. Each eᶻ over the sum of all three. A score 1 higher gets e ≈ 2.72 times `
      + 'the weight, 2 higher e² ≈ 7.39 times, and even the smallest score keeps a share.',
  },

  'takeaways/output-shape': {
    prompt: '7 tokens, with d_k = 16 and d_v = 32. What is the shape of the attention output, the weights times V?',
    answer: SHAPE,
    solve: (am) => shapesOf(am, { n: 7, m: 7, dModel: 64, dK: 16, dV: 32 }),
    isRight: (value, s) => sameShape(value, s['·V']),
    hint: (value) => (value[1] === 16
      ? 'd_k only lives inside the scores. Which width does V bring?'
      : 'The weights are (7, 7) and V is (7, 32).'),
    explain: (s) => `${shapeText(s['·V'])}. Weights ${shapeText(s.softmax)} times V ${shapeText(s.V)}: one new d_v-wide row `
      + 'per token. d_k never reaches the output.',
  },

  // The review's practice reaches chapter 4: the online-softmax rescale from
  // two chunks of one query's scores (the core's trace, chunk of 3), and one
  // entry of the softmax Jacobian off its diagonal.
  'takeaways/rescale': {
    prompt: `Online softmax reads one query’s scores in two chunks: (${RESCALE_Z.slice(0, 3).join(', ')}), then `
      + `(${RESCALE_Z.slice(3).join(', ')}). When the second chunk arrives, by what factor are ℓ and o multiplied before its `
      + 'terms are added? To 3 decimals.',
    answer: { kind: 'number', example: 'a number' },
    solve: (am) => {
      const m = RESCALE_Z.length;
      const trace = am.onlineSoftmax({ Q: [1], K: RESCALE_Z, V: new Float64Array(m), n: 1, m, dK: 1, dV: 1, chunk: 3 });
      const [first, second] = trace.steps;
      return { factor: second.rescale[0], max: first.runningMax[0], maxNew: second.runningMax[0] };
    },
    isRight: (value, { factor }) => near(value, factor, 0.0005),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => near(v, 1 / s.factor, 0.0005), () => 'That is e^(m′ − m), the factor upside down: the maximum rose, so the old terms shrink, by a factor below 1.'],
      [(v) => near(v, s.max - s.maxNew, 1e-9) || near(v, s.maxNew - s.max, 1e-9), () => 'That is the exponent. Take e to the power m − m′.'],
      [(v) => v === 1, () => 'The second chunk holds a larger score than any before: the old terms were written relative to the old maximum.'],
    ], () => `Every old term e^(z − m) must become e^(z − m′), relative to the new maximum m′.`),
    explain: ({ factor, max, maxNew }) => `${formatNumber(factor, 3)} = e^(${formatNumber(max, 1)} − ${formatNumber(maxNew, 1)}): `
      + 'the old maximum minus the new one. Computed live, from the online-softmax trace.',
  },

  'takeaways/jacobian-entry': {
    prompt: `A row of weights p = (${ENTRY_P.join(', ')}). Raise the third score z₃ a little: how fast does p₁ change, `
      + '∂p₁/∂z₃? To 2 decimals.',
    answer: { kind: 'number', example: 'a number' },
    solve: (am) => {
      const { p, J } = coreJacobian(am, ENTRY_P.map(Math.log));
      return { p, entry: J[0][2], diagonal: J[0][0] };
    },
    isRight: (value, { entry }) => near(value, entry, 0.005),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => near(v, -s.entry, 0.005), () => 'Right size, wrong sign: raising z₃ raises the sum p₁ is divided by, so p₁ falls.'],
      [(v) => near(v, s.diagonal, 0.005), () => 'That is ∂p₁/∂z₁, the diagonal entry p₁(1 − p₁). Off the diagonal the entry is −p₁·p₃.'],
      [(v) => v === 0, () => 'z₃ is not p₁’s own score, but it is in the sum p₁ is divided by: p₁ does change.'],
    ], () => '∂p_i/∂z_j = p_i(δ_ij − p_j).'),
    explain: ({ entry, p }) => `${formatNumber(entry, 2)} = −p₁·p₃ = −${formatNumber(p[0], 1)} × ${formatNumber(p[2], 1)}. Computed live, `
      + 'by the backward pass.',
  },

  // And chapter 5, one step further than the induction exercise: both heads
  // of the trained model on a run of five (the chapter's is six).
  'takeaways/two-heads': {
    prompt: `The trained model reads ${TWO_HEADS_RUN.split('').join(' ')}: a run of five letters, then its repeat. Positions `
      + `count from 0. At position ${TWO_HEADS_QUERY}, the second ${TWO_HEADS_RUN[TWO_HEADS_QUERY]}, which position does the layer-1 `
      + 'head put most of its weight on, and which the layer-2 head?',
    answer: { kind: 'vector', length: 2, example: 'e.g. 4, 1' },
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
      [(v) => v[0] === s.second && v[1] === s.first, () => 'Those are the two heads the other way round: layer 1 comes first.'],
      [(v) => v[0] === s.i || v[1] === s.i, () => 'That is the query itself.'],
      [(v) => v[0] > s.i || v[1] > s.i, () => 'The causal mask hides every later position.'],
      [(v) => v[1] === s.earlier, () => `That is the earlier ${s.letter} itself: copying it would predict ${s.letter} again. Layer 2 looks one past it.`],
      [(v) => v[0] !== s.first, () => 'Layer 1’s head is the previous-token head.'],
    ], () => `Layer 2 looks for the position whose letter came right after the earlier ${s.letter}.`),
    explain: ({ first, second, weights, letter, guess, before, found }) => `${first} and ${second}. Layer 1’s head looks one back, at `
      + `${before} (weight ${formatNumber(weights[0], 2)}), so each position comes to hold the letter before it. Layer 2’s head at the `
      + `second ${letter} finds the position whose letter before it was ${letter}: ${second}, holding ${found} (weight `
      + `${formatNumber(weights[1], 2)}), and the model guesses ${guess}. Computed live, by the shipped model.`,
  },

  'weighted-sum/mix': {
    prompt: 'A query gives three keys the weights 0.5, 0.25 and 0.25. Their values are v₁ = (2, 0), v₂ = (0, 4) and '
      + 'v₃ = (−4, 4). What is the output?',
    answer: { kind: 'vector', length: 2, example: 'e.g. 1.5, −0.5' },
    // The two slips a newcomer makes most: every value counted alike (the
    // plain average, weights 1/3 each) and the weights left out (a sum).
    solve: (am) => {
      const mix = (weights) => am.weightedSumTerms({ weights, V: [2, 0, 0, 4, -4, 4], n: 1, m: 3, dV: 2, row: 0 });
      const terms = mix([0.5, 0.25, 0.25]);
      return { ...terms, plainAverage: Array.from(mix([1 / 3, 1 / 3, 1 / 3]).output), plainSum: Array.from(mix([1, 1, 1]).output) };
    },
    isRight: (value, { output }) => nearAll(value, Array.from(output), 1e-9),
    hint: (value, s) => {
      if (nearAll(value, Array.from(s.contributions.slice(0, 2)), 1e-9)) return 'That is the first term only. Add all three weighted values.';
      if (nearAll(value, s.plainAverage, 0.005)) return 'That is the plain average, every value counted alike. Here v₁ counts twice as much as each of the others (0.5 against 0.25).';
      if (nearAll(value, s.plainSum, 1e-9)) return 'That adds the values without their weights. Multiply each value by its weight first.';
      return 'Scale each value by its weight, then add the three vectors coordinate by coordinate.';
    },
    explain: ({ contributions, output }) => `(${list(output, 0)}). The terms are (${list(contributions.slice(0, 2), 0)}), `
      + `(${list(contributions.slice(2, 4), 0)}) and (${list(contributions.slice(4, 6), 0)}). Every coordinate lies between the `
      + 'smallest and largest value in that coordinate: a weighted average.',
  },

  // Asked right after ℓ′ = e^(m − m′)·ℓ + Σ e^(z − m′): one update by hand,
  // for the usual slips (no rescale, the factor upside down, the new terms
  // left relative to the old maximum), from the core's online-softmax trace.
  'online-softmax/update': {
    prompt: `A query has read two keys, with scores ${UPDATE_Z[0].toFixed(1)} and ${UPDATE_Z[1].toFixed(1)}: so far m = `
      + `${UPDATE_Z[0].toFixed(1)} and ℓ = e⁰ + e^(${UPDATE_Z[1].toFixed(1)} − ${UPDATE_Z[0].toFixed(1)}). The next chunk brings `
      + `scores ${UPDATE_Z[2].toFixed(1)} and ${UPDATE_Z[3].toFixed(1)}. What are the new m′ and ℓ′? ℓ′ to 3 decimals.`,
    answer: { kind: 'vector', length: 2, example: 'e.g. 1.5, 2.345' },
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
      if (!near(m, s.mNew, 0.0005)) return 'm′ is the largest score seen so far, old chunk and new together.';
      return firstMatch(ell, s, [
        [(v) => near(v, s.noRescale, 0.0005), () => 'You added the new terms to ℓ as it was. ℓ’s terms are relative to the old m: multiply ℓ by e^(m − m′) first.'],
        [(v) => near(v, s.upsideDown, 0.0005), () => 'That multiplies ℓ by e^(m′ − m), the factor upside down: the maximum rose, so the old terms shrink.'],
        [(v) => near(v, s.oldShift, 0.0005), () => 'The new terms are relative to the old m. Every term of ℓ′, old and new, is e^(z − m′).'],
      ], () => 'ℓ′ = e^(m − m′)·ℓ + Σ e^(z − m′) over the new chunk.');
    },
    explain: (s) => `m′ = ${formatNumber(s.mNew, 1)}, and ℓ′ = e^(${formatNumber(s.m, 1)} − ${formatNumber(s.mNew, 1)})·${formatNumber(s.ell, 3)} `
      + `+ ${UPDATE_Z.slice(2).map((z) => `e^(${z.toFixed(1)} − ${formatNumber(s.mNew, 1)})`).join(' + ')} = ${formatNumber(s.factor, 3)}·${formatNumber(s.ell, 3)} + `
      + `${formatNumber(s.ellNew - s.factor * s.ell, 3)} = ${formatNumber(s.ellNew, 3)}. Computed live, from the online-softmax trace.`,
  },

  // Asked after the prediction on the sign of one entry: the whole row of
  // key 2, for the usual slips (the −p_i p_j term forgotten on the diagonal,
  // the off-diagonal terms forgotten, the signs swapped).
  'backward/jacobian-row': {
    prompt: `One row of scores has the weights p = (${JACOBIAN_P.join(', ')}). Give the row of the softmax Jacobian for `
      + 'key 2’s weight: ∂p₂/∂z₁, ∂p₂/∂z₂, ∂p₂/∂z₃, to 2 decimals.',
    answer: { kind: 'vector', length: 3, example: 'e.g. 0.10, −0.20, 0.10' },
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
      [(v) => nearAll(v, s.noSquare, 0.005), () => 'The diagonal entry is p₂(1 − p₂), not p₂: raising z₂ also raises the sum it is divided by, so p₂ gains less than p₂ per unit.'],
      [(v) => nearAll(v, s.diagonalOnly, 0.005), () => 'Raising z₁ or z₃ raises the sum that p₂ is divided by: off the diagonal the entries are −p₂·p_j, not 0.'],
      [(v) => nearAll(v, s.flipped, 0.005), () => 'Every sign is swapped: J = diag(p) − p·pᵀ. Raising z₂ raises p₂ (a positive entry); raising another score lowers it.'],
      [(v) => nearAll(v, s.diagonalFlipped, 0.005), () => 'Off the diagonal, yes. The diagonal entry is positive: raising z₂ raises p₂, by p₂(1 − p₂).'],
      [(v) => nearAll(v, s.outer, 0.005), () => 'That is the row of p·pᵀ alone. J = diag(p) − p·pᵀ: subtract it from diag(p).'],
      [(v) => nearAll(v, s.outer.map((x) => -x), 0.005), () => 'Off the diagonal, yes. On the diagonal diag(p) adds p₂: the entry is p₂ − p₂².'],
      [(v) => Math.abs(v.reduce((a, b) => a + b, 0)) > 0.015, () => 'Your three entries should add up to 0: adding the same constant to every score changes no weight.'],
    ], () => '∂p_i/∂z_j = p_i(δ_ij − p_j): p₂(1 − p₂) on the diagonal, −p₂·p_j off it.'),
    explain: ({ row, p }) => `(${list(row, 2)}). On the diagonal p₂(1 − p₂) = ${formatNumber(p[1], 1)} × ${formatNumber(1 - p[1], 1)}; `
      + `off it −p₂·p₁ and −p₂·p₃. They add up to 0. Computed live, by the backward pass with dO picking out p₂.`,
  },

  // Asked right after the worked dB₁₂ of Y = A·B: the other factor's rule,
  // dA = G·Bᵀ, for one entry, found by its paths through Y.
  'backward/da-entry': {
    prompt: 'With the same A, B and G (so dY = G), what is dA₂₁, the gradient of L with respect to A₂₁ = 2?',
    answer: { kind: 'number', example: 'a number' },
    solve: productEntry,
    isRight: (value, { value: right }) => near(value, right, 1e-9),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => near(v, s.untransposed, 1e-9), () => 'That pairs row 2 of G with column 1 of B, as G·B would. Look at what A₂₁ multiplies in Y₂₁ and in Y₂₂: B₁₁ and B₁₂, row 1 of B.'],
      [(v) => near(v, s.throughY21, 1e-9), () => 'That is the path through Y₂₁ alone. A₂₁ also reaches Y₂₂ = A₂₁B₁₂ + A₂₂B₂₂: add that path.'],
      [(v) => near(v, s.throughY22, 1e-9), () => 'That is the path through Y₂₂ alone. A₂₁ also reaches Y₂₁ = A₂₁B₁₁ + A₂₂B₂₁: add that path.'],
      [(v) => near(v, s.across, 1e-9), () => 'That is dA₁₂, the entry across the diagonal. A₂₁ sits in row 2, column 1.'],
      [(v) => near(v, s.viaA, 1e-9), () => 'That multiplies by A itself. The gradient of one factor is taken times the other factor, B.'],
      [(v) => near(v, s.fromAbove, 1e-9), () => 'That is G₂₁, the gradient arriving at Y₂₁, not yet multiplied by what A₂₁ meets there; and A₂₁ reaches Y₂₂ too.'],
      [(v) => near(v, s.leftSide, 1e-9), () => 'That is Bᵀ·G, with G on the wrong side. A stands on the left of Y = A·B, so G stays on the left in its gradient.'],
      [(v) => near(v, s.dB, 1e-9), () => 'That is dB₂₁, an entry of Aᵀ·G, the gradient of B. A’s entries get theirs from the other factor, B.'],
    ], () => 'A₂₁ sits in row 2 of A, so it reaches row 2 of Y. For each of those two entries: how much does it move per unit of A₂₁, and how much does L move per unit of it?'),
    explain: ({ B, G, value, loss, nudgedLoss }) => `${formatNumber(value, 0)}. A₂₁ reaches row 2 of Y: Y₂₁ = A₂₁B₁₁ + A₂₂B₂₁ and `
      + `Y₂₂ = A₂₁B₁₂ + A₂₂B₂₂. Its two paths add up to dA₂₁ = G₂₁B₁₁ + G₂₂B₁₂ = ${signed(G[2])}·${signed(B[0])} + `
      + `${signed(G[3])}·${signed(B[1])} = ${formatNumber(value, 0)}: row 2 of G against row 1 of B, which is column 1 of Bᵀ, so dA = G·Bᵀ. `
      + `Computed live, nudging A₂₁ by ${PRODUCT_NUDGE} moves L from ${tenths(loss)} to ${tenths(nudgedLoss)}, up by `
      + `${PRODUCT_NUDGE} × ${formatNumber(value, 0)}.`,
  },

  // Asked after the row form is derived: dz for the Jacobian exercise's row,
  // for the usual slips (the Σ term forgotten, its sign flipped, the factor
  // p_j left off, a plain average of dp in place of the p-weighted one).
  // The matrix lines of the backward pass, practised on their shapes: a
  // gradient has its parameter's shape, and Xᵀ on the left is what sums the
  // tokens away (the shapes from the core's forward pass, am.shapes).
  'backward/dwq-shape': {
    prompt: 'n = 10 tokens, d_model = 512 and d_k = 64, so the backward pass reaches Q with dQ of shape (10, 64). '
      + 'What is the shape of dW_{Q} = Xᵀ·dQ?',
    answer: SHAPE,
    solve: (am) => shapesOf(am, { n: 10, dModel: 512, dK: 64, dV: 64 }),
    isRight: (value, s) => sameShape(value, s.W_Q),
    hint: (value, s) => firstMatch(value, s, [
      [(v) => sameShape(v, s.Q), () => 'That is dQ’s shape, one row per token. dW_{Q} is the gradient of W_Q, which has no token axis.'],
      [(v) => sameShape(v, [s.W_Q[1], s.W_Q[0]]), () => 'That is W_Qᵀ’s shape. A gradient has its parameter’s own shape, so that the optimiser can subtract it.'],
      [(v) => sameShape(v, s.X), () => 'That is X’s shape. In Xᵀ·dQ, which sizes meet in the middle and vanish?'],
    ], () => 'Xᵀ is (512, 10) and dQ is (10, 64). Which sizes meet in the product, and which remain?'),
    explain: (s) => `${shapeText(s.W_Q)}, W_Q’s own shape. Xᵀ ${shapeText([s.X[1], s.X[0]])} times dQ ${shapeText(s.Q)}: the `
      + '10 tokens meet and vanish, so dW_{Q} adds up what every token’s query asks of W_Q. That is why Xᵀ stands on the left.',
  },

  'backward/dz-row': {
    prompt: `The same row, p = (${JACOBIAN_P.join(', ')}), gets dp = (${DZ_DP.join(', ').replace(/-/g, '−')}) from the layer above. `
      + 'What is its dz = (dz₁, dz₂, dz₃), to 2 decimals?',
    answer: { kind: 'vector', length: 3, example: 'e.g. 0.10, −0.20, 0.10' },
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
      [(v) => nearAll(v, s.noSum, 0.005), () => 'That is pⱼ·dpⱼ alone: the Σ term is missing. Raising zⱼ also takes weight from every other key, so subtract the p-weighted average of dp before multiplying by pⱼ.'],
      [(v) => nearAll(v, s.sumAdded, 0.005), () => 'The Σ term is added: it comes in with a minus sign, from the −pᵢ·pⱼ entries off the diagonal.'],
      [(v) => nearAll(v, s.flipped, 0.005), () => 'Every sign is swapped: dzⱼ = pⱼ(dpⱼ − Σₖ pₖ·dpₖ), the difference dpⱼ minus the average, not the other way round.'],
      [(v) => nearAll(v, s.noFactor, 0.005), () => 'That is dpⱼ minus the average, without the factor pⱼ in front: multiply each entry by its own weight.'],
      [(v) => nearAll(v, s.plainAverage, 0.005), () => 'That subtracts the plain average of dp. The Σ weights each dpₖ by its pₖ.'],
      [(v) => Math.abs(v.reduce((a, b) => a + b, 0)) > 0.015, () => 'Your three entries should add up to 0, as every row of dZ does.'],
    ], () => 'First the p-weighted average Σₖ pₖ·dpₖ (one number), then dzⱼ = pⱼ(dpⱼ − that average) for each j.'),
    explain: ({ dz, average }) => `(${list(dz, 2)}). The weighted average is Σₖ pₖ·dpₖ = ${formatNumber(average, 2)}, `
      + `then each dzⱼ = pⱼ(dpⱼ − ${formatNumber(average, 2)}). They add up to 0. Computed live, by the backward pass with dO = dp.`,
  },

  // Asked before the trained model is shown: the loss at chance, from the
  // core's own cross-entropy on a model whose unembedding is all zeros.
  'trained-heads/chance-loss': {
    prompt: 'A model that has learned nothing gives each of the 12 letters the same probability. What is its loss on '
      + 'the next letter, −ln p, to 2 decimals?',
    answer: { kind: 'number', example: 'a number' },
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
      [(v) => near(v, s.p, 0.001), () => 'That is the probability p itself. The loss is −ln p.'],
      [(v) => near(v, -s.loss, 0.005), () => 'Right size, wrong sign: ln of a probability is negative, and the loss is −ln p.'],
      [(v) => near(v, Math.log10(s.vocab), 0.005), () => 'That is log base 10. The loss uses the natural logarithm, ln.'],
      [(v) => v === s.vocab, () => 'That is 1/p. The loss is its natural logarithm.'],
    ], () => `Each letter gets p = 1/${s.vocab}, and −ln(1/${s.vocab}) = ln ${s.vocab}.`),
    explain: ({ loss, vocab, repeatLoss }) => `${formatNumber(loss, 2)}: ln ${vocab}, chance. Computed live, `
      + `for a model whose last matrix is all zeros. Lower is better: the trained model below has loss ${formatNumber(repeatLoss, 2)} `
      + `on the repeat of DKAHFBJCDKAHFBJC, e^(−${formatNumber(repeatLoss, 2)}) ≈ ${formatNumber(100 * Math.exp(-repeatLoss), 0)} % on the right letter.`,
  },

  // A run of six, not the eight the prediction asked about: the rule, not the number.
  'trained-heads/induction-period': {
    prompt: `The trained model reads ${PERIOD_RUN.split('').join(' ')}: a run of six letters, then its repeat. Positions `
      + `count from 0. At position ${PERIOD_QUERY}, the second ${PERIOD_RUN[PERIOD_QUERY]}, which position will the layer-2 head put most of its weight on?`,
    answer: { kind: 'number', example: 'a position, 0 to 11' },
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
      [(v) => v === s.earlier, () => `That is the earlier ${s.letter} itself (the duplicate-token stripe): copying it would predict ${s.letter} again.`],
      [(v) => v === s.i - 1, () => 'That is the previous token, layer 1’s job.'],
      [(v) => v === s.i, () => 'That is the query itself.'],
      [(v) => v > s.i, () => 'The causal mask hides every later position.'],
      [(v) => v === s.i - 7, () => 'That is i − 7, the stripe of a run of eight. This run has six letters.'],
    ], () => `Find the earlier ${s.letter}, then look one position past it.`),
    explain: ({ target, weight, earlier, letter, next }) => `${target}: the earlier ${letter} is at ${earlier}, and ${next} came after it, `
      + `so the head looks at ${target} (weight ${formatNumber(weight, 2)}, computed live) and the model guesses ${next}. `
      + 'With a run of p letters the stripe is i − p + 1.',
  },

  'multi-head/params': {
    prompt: 'd_model = 512, h = 8 heads, d_k = d_v = 64, no biases. How many parameters do W_Q, W_K, W_V and W_O hold together?',
    answer: { kind: 'number', example: 'e.g. 1,000,000' },
    solve: (am) => am.attentionParams({ dModel: 512, heads: 8 }),
    isRight: (value, params) => value === params.total,
    hint: (value, p) => (value === p.WQ * 3
      ? 'That is W_Q, W_K and W_V. W_O, which mixes the heads, has parameters too.'
      : 'Across the 8 heads, W_Q maps 512 features to 8 × 64 = 512 columns. Count W_K, W_V and W_O the same way.'),
    explain: (p) => `${fmtInt(p.total)}. W_Q, W_K and W_V are each 512 × (8·64) = ${fmtInt(p.WQ)}, and W_O is `
      + `(8·64) × 512 = ${fmtInt(p.WO)}: four times 512². With h·d_k = d_model, the layer always holds 4 d_model², `
      + 'whatever the number of heads.',
  },

  'multi-head/flops': {
    prompt: 'n = 10 tokens, d_model = 512. Going from 1 head with d_k = 512 to 8 heads with d_k = 64 multiplies the FLOPs by about how much?',
    answer: { kind: 'number', example: 'a ratio, e.g. 2' },
    solve: (am) => {
      const one = am.attentionFlops({ n: 10, dModel: 512, heads: 1 });
      const eight = am.attentionFlops({ n: 10, dModel: 512, heads: 8 });
      return { one, eight, ratio: eight.total / one.total };
    },
    isRight: (value, { ratio }) => near(value, ratio, 0.01),
    hint: (value) => (value === 8
      ? 'Each of the 8 heads is 8 times narrower. Does the total work grow?'
      : 'Eight heads of width 64 do the work of one head of width 512, split eight ways.'),
    explain: ({ one, eight, ratio }) => `About 1 (computed live, the ratio is ${formatNumber(ratio, 4)}): ${fmtInt(one.total)} `
      + `FLOPs with 1 head, ${fmtInt(eight.total)} with 8. Only the steps done once per head grow: scaling `
      + `${fmtInt(one.scaling)} → ${fmtInt(eight.scaling)}, softmax ${fmtInt(one.softmax)} → ${fmtInt(eight.softmax)}.`,
  },
};
