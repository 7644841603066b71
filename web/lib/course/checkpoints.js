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
//                 answer(s, done) → text,
//                 exact?(s) → vector, rounded?(s, done, values) → vector, from?: text, because?(s, off) → text
//                 (off: the entries that differ from the exact digits)}]}
// `exact` is what the unrounded inputs give; `rounded`, what the reader's
// rounded ones give (`from` names them: "from the printed inputs"), and
// `because` says why they differ. A right step then shows one line per
// entry (exact · from … when that differs · yours), and one sentence of why
// when the reader's last digit is not the exact one.
// `done` holds the values the reader got right in the steps before.

import { capitalised } from '../text/plural.js';
import { formatNumber } from '../text/format.js';
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
    ...row(w.Q, i, dK).map((exact, d) => ({ name: `q at d = ${d + 1}`, exact, printed: given.q[d] })),
    ...keys.flatMap((j) => row(w.K, j, dK).map((exact, d) => ({
      name: `k for “${w.tokens[j]}” at d = ${d + 1}`, exact, printed: given.K[j * dK + d] }))),
  ];
  const most = inputs.reduce((a, b) => (Math.abs(b.exact - b.printed) > Math.abs(a.exact - a.printed) ? b : a));
  return `${most.name} is printed ${formatNumber(most.printed, 3)} but is ${formatNumber(most.exact, 5)}…`;
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

const BY_HAND = {
  title: 'By hand: one row of the worked example',
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
  afterPass: (s) => `Your numbers are the worked example at seed ${s.seed}, d_k = ${s.dK}, d_v = ${s.dV}. Type ${s.seed} `
    + `into the seed of the example below to see your row, “${s.token}”, in numpy’s printout.`,
  intro: (s) => `Compute the attention of the query “${s.token}” yourself, with a calculator: the worked example’s sentence, `
    + `d_k = ${s.dK} and d_v = ${s.dV}, but random projections of your own (seed ${s.seed}), not the printout’s seed 42, so `
    + 'that the printout below cannot give your answers away. The numbers below are rounded '
    + 'to 3 decimals, as numpy prints them; give yours to 3 decimals too. Each entry is checked to ±0.001, against the '
    + 'exact values and against what the printed ones give.',
  given: (s) => [
    { caption: `The query q for “${s.token}”`, corner: 'vector', columns: s.given.q.map((_, d) => `d = ${d + 1}`), rows: [{ header: 'q', cells: list(s.given.q).split(', ') }] },
    { caption: 'The keys k_j, one row per token', corner: 'token', columns: s.given.q.map((_, d) => `d = ${d + 1}`),
      rows: rows(s.given.K, s.n, s.dK).map((k, j) => ({ header: s.w.tokens[j], cells: list(k).split(', ') })) },
    { caption: 'The values v_j, one row per token', corner: 'token', columns: Array.from({ length: s.dV }, (_, d) => `d = ${d + 1}`),
      rows: rows(s.given.V, s.n, s.dV).map((v, j) => ({ header: s.w.tokens[j], cells: list(v).split(', ') })) },
  ],
  steps: [
    {
      title: 'Scores',
      ask: (s) => `For each key j, the scaled score z_j = q·k_j / √d_k: multiply q and k_j coordinate by coordinate, add the `
        + `${s.dK} products, and divide by √${s.dK}.`,
      kind: 'number',
      entries: (s) => s.w.tokens.map((t) => `z for “${t}”`),
      references: (s) => [Array.from(s.exact.scaledScores), Array.from(s.fromPrinted.scaledScores)],
      exact: (s) => Array.from(s.exact.scaledScores),
      rounded: (s) => Array.from(s.fromPrinted.scaledScores),
      from: 'from the printed inputs',
      because: (s, off) => `you used q and k as printed, rounded to 3 decimals (${s.roundedInput(off)})`,
      mistakes: (s) => [
        [Array.from(s.exact.rawScores), `That is the raw dot product q·k_j. Divide it by √d_k = √${s.dK}.`],
        [Array.from(s.fromPrinted.rawScores), `That is the raw dot product q·k_j. Divide it by √d_k = √${s.dK}.`],
        [column(s.w.scaledScores, s.i, s.n, s.n), `That is query j against key “${s.token}”: this row uses the query of “${s.token}” against every key.`],
      ],
      hint: (s) => `z_j = (q[1]·k_j[1] + … + q[${s.dK}]·k_j[${s.dK}]) / √${s.dK}. Check the signs of the products.`,
      answer: (s) => `The scaled scores, computed from the unrounded q and k: ${list(s.exact.scaledScores)}.`,
    },
    {
      title: 'Subtract the maximum',
      ask: () => 'Find the row’s maximum m (m for maximum: its largest score), and subtract it from each of your scores: z_j − m.',
      kind: 'number',
      entries: (s) => s.w.tokens.map((t) => `z − m for “${t}”`),
      references: (s, done) => [softmaxSteps(s.am, done[0]).shifted, s.steps.shifted],
      exact: (s) => s.steps.shifted,
      rounded: (s, done) => softmaxSteps(s.am, done[0]).shifted,
      from: 'from your step 1',
      because: () => 'you subtracted from your own rounded scores of step 1',
      mistakes: (s, done) => [
        [done[0].map((z) => z - Math.min(...done[0])), 'You subtracted the smallest score. Subtract the largest, so that every exponent is at most 0.'],
        [done[0].map((z, j) => z - s.columnMax[j]), 'You subtracted each column’s maximum. Subtract this row’s own maximum, the same number from every entry.'],
        [done[0].map((z) => z - Math.max(...s.w.scaledScores)), 'That is the maximum of the whole score matrix. Each row subtracts its own maximum.'],
        [done[0].map((z) => z + Math.max(...done[0])), 'Subtract the maximum, do not add it.'],
      ],
      hint: () => 'The largest score becomes exactly 0, and all the others become negative.',
      answer: (s, done) => `m = ${formatNumber(softmaxSteps(s.am, done[0]).max, 3)}, so z − m = ${list(softmaxSteps(s.am, done[0]).shifted)}.`,
    },
    {
      title: 'Exponentiate, and add up',
      ask: () => 'Take exp of each shifted score, exp(z_j − m), and add the exps: Σ.',
      kind: 'number',
      entries: (s) => [...s.w.tokens.map((t) => `exp(z − m) for “${t}”`), 'Σ, their sum'],
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
      from: 'from your step 2',
      because: () => 'they start from your rounded shifted scores of step 2',
      mistakes: (s, done) => {
        const unshifted = done[0].map(Math.exp);
        return [
          [[...done[1], 0], 'Those are the shifted scores themselves. Take e to the power of each.'],
          [[...unshifted, unshifted.reduce((a, b) => a + b)], 'Those are the exps of the scores themselves. Exponentiate the shifted '
            + 'scores z − m of step 2: the largest becomes e⁰ = 1.'],
        ];
      },
      hint: (s, done, values, j) => (values.slice(0, s.n).some((v) => v > 1 + TOLERANCE)
        ? 'After subtracting the maximum every exponent is at most 0, so every exp is at most 1: exponentiate the shifted scores.'
        : j === s.n ? 'Σ is the sum of your exps.' : 'exp(z − m): the entry that was 0 gives e⁰ = 1, the others less than 1.'),
      answer: (s, done) => {
        const mine = softmaxSteps(s.am, done[1]);
        return `The exps are ${list(mine.exps)}, and Σ = ${formatNumber(mine.sum, 3)}.`;
      },
    },
    {
      title: 'Normalise',
      ask: () => 'Divide each exp by Σ. These are the attention weights of the row.',
      kind: 'number',
      entries: (s) => s.w.tokens.map((t) => `weight on “${t}”`),
      references: (s, done) => [softmaxSteps(s.am, done[1]).weights, s.steps.weights],
      exact: (s) => s.steps.weights,
      rounded: (s, done) => softmaxSteps(s.am, done[1]).weights,
      from: 'from your steps 2–3',
      because: () => 'they start from your rounded numbers of steps 2 and 3',
      mistakes: (s, done) => [
        [done[2].slice(0, s.n), 'Those are the exps. Divide each by their sum Σ.'],
        [s.columnWeights, 'You normalised down a column, over the queries. Softmax runs along the row: one query’s weights over the keys.'],
      ],
      hint: (s, done) => `w_j = exp(z_j − m) / Σ, with your Σ = ${formatNumber(done[2][s.n], 3)}. The weights add up to 1.`,
      answer: (s, done) => `The weights: ${list(softmaxSteps(s.am, done[1]).weights)}.`,
    },
    {
      title: 'The weighted sum of values',
      ask: (s) => `Output = w_1·v_1 + … + w_${s.n}·v_${s.n}: scale each value row by its weight and add the ${s.n} rows, coordinate by coordinate.`,
      kind: 'number',
      entries: (s) => Array.from({ length: s.dV }, (_, d) => `Output, d = ${d + 1}`),
      references: (s, done) => [weightedSum(s.am, done[3], s.given.V, s.dV), weightedSum(s.am, done[3], s.w.V, s.dV), Array.from(s.exact.output)],
      exact: (s) => Array.from(s.exact.output),
      rounded: (s, done) => weightedSum(s.am, done[3], s.given.V, s.dV),
      from: 'from your weights',
      because: () => 'you used your rounded weights of step 4 and the values as printed',
      mistakes: (s, done) => [
        [weightedSum(s.am, done[3].map(() => 1 / s.n), s.given.V, s.dV), 'That is the plain average of the values. Weight each one.'],
        ...(s.dK === s.dV ? [[weightedSum(s.am, done[3], s.given.K, s.dV), 'You mixed the keys. The output mixes the values v_j.']] : []),
      ],
      hint: (s) => `Output[d] = w_1·v_1[d] + … + w_${s.n}·v_${s.n}[d], one sum for each coordinate d.`,
      answer: (s, done) => `Output = (${list(weightedSum(s.am, done[3], s.given.V, s.dV))}), from your weights of step 4 and the values as printed.`,
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
const LEARNED_BY_HAND = {
  ...BY_HAND,
  title: 'By hand: the trained head’s row for “sat”',
  attributes: { query: 'sat' },
  draw: undefined,
  solve: (am, a) => learnedSolve(am, { query: a.query }),
  afterPass: (s) => `“${s.token}” put ${formatNumber(Math.max(...s.exact.weights), 4)} of its weight on `
    + `“${s.w.tokens[s.exact.weights.indexOf(Math.max(...s.exact.weights))]}”, and its output is that word’s value row, `
    + 'nearly unchanged: the head found the subject, with your own arithmetic.',
  intro: (s) => `The head of chapter 1, trained by this course to find a verb’s subject, on “The cat sat down”: `
    + `compute the row of the query “${s.token}” yourself, with a calculator, d_k = ${s.dK} and d_v = ${s.dV}, no mask. `
    + 'The numbers are the trained head’s, rounded to 3 decimals; give yours to 3 decimals too. Each entry is checked '
    + 'to ±0.001, against the exact values and against what the printed ones give. Practice, not a promise: '
    + 'chapter 1 shows where this head looks.',
};

// "1000, 1001, 1002" → [1000, 1001, 1002]: three whole numbers, far beyond
// float32's exp (88.7), so that the naive formula fails at both ends.
function readLogits(text) {
  const z = String(text).split(',').map((part) => Number(part.trim()));
  if (z.length !== 3 || !z.every((v) => Number.isInteger(v) && v > 200 && v < 1e6)) {
    throw new Error(`z must be three whole numbers from 201 to 999999, got “${text}”`);
  }
  if (new Set(z).size !== 3) throw new Error(`z must be three different numbers, got “${text}”`);
  return z;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n) => String(n).replace(/\d/g, (digit) => SUPERSCRIPT[digit]);

const NUMERICS = {
  title: 'Numerics: softmax on large scores, in float32',
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
  intro: (s) => `Scores this large are extreme (they take large activations, or a missing scale), but a softmax in float32 has to survive them. Work out what each formula gives for `
    + `z = (${s.z.join(', ')}) in float32, whose largest number is about 3.4 × 10³⁸ (exp(88.7)). Type NaN, ∞ or a number; `
    + 'decimals to 3 places.',
  given: () => [],
  steps: [
    {
      title: 'The naive formula',
      ask: (s) => `exp(z_j) / (exp(z_1) + exp(z_2) + exp(z_3)) for z = (${s.z.join(', ')}), computed directly in float32. What are the three weights?`,
      kind: 'number',
      special: true,
      entries: (s) => s.z.map((z) => `weight for ${z}`),
      references: (s) => [s.naive],
      mistakes: (s) => [
        [s.stable, `On paper, yes. But exp(${s.z[0]}) does not fit in float32: it overflows to ∞, and ∞/∞ is NaN.`],
        [s.z.map(() => Infinity), 'The exps overflow to ∞, yes. The weight divides ∞ by ∞.'],
        [s.z.map(() => 0), `exp(${s.z[0]}) does not underflow, it overflows: it is far above float32’s largest number.`],
      ],
      hint: (s) => `exp(${s.z[0]}) is about 10${superscript(Math.floor(s.z[0] / Math.LN10))}. What does float32 make of it, and what is that divided by itself?`,
      answer: (s) => `Computed live in float32, the naive softmax gives ${list(s.naive)}: every exp(z) overflows to ∞, and ∞/∞ is NaN.`,
    },
    {
      title: 'Subtract the maximum',
      ask: () => 'The stable formula first subtracts the row’s maximum m (m for maximum: its largest score) from every score. What is z − m?',
      kind: 'number',
      entries: (s) => s.z.map((z) => `z − m for ${z}`),
      references: (s) => [s.steps.shifted],
      mistakes: (s) => [
        [s.z.map((z) => z - Math.min(...s.z)), 'You subtracted the smallest. Subtract the largest, so that the largest exponent is 0.'],
        [s.z.map((z) => Math.max(...s.z) - z), 'You subtracted the wrong way round: that is m − z. It is z − m, so every entry is 0 or below.'],
      ],
      hint: () => 'The maximum m is the largest score, so the largest becomes 0.',
      answer: (s) => `m = ${formatNumber(s.steps.max, 0)}, so z − m = ${list(s.steps.shifted, 0)}.`,
    },
    {
      title: 'Exponentiate',
      ask: () => 'Now take exp(z − m) of each. Does anything overflow?',
      kind: 'number',
      special: true,
      entries: (s) => s.z.map((z) => `exp(z − m) for ${z}`),
      references: (s, done) => [softmaxSteps(s.am, done[1]).exps, s.steps.exps],
      mistakes: (s, done) => [[done[1], 'Those are the exponents. Take e to the power of each.']],
      hint: () => 'e⁰ = 1, e⁻¹ ≈ 0.368. Every exp is now at most 1.',
      answer: (s) => `${list(s.steps.exps)}: the largest is e⁰ = 1, so nothing can overflow.`,
    },
    {
      title: 'Normalise',
      ask: () => 'Divide each exp by their sum: the stable weights.',
      kind: 'number',
      entries: (s) => s.z.map((z) => `weight for ${z}`),
      references: (s, done) => [s.stable, softmaxSteps(s.am, done[1]).weights],
      mistakes: (s, done) => [[done[2], 'Those are the exps. Divide each by their sum.']],
      hint: (s, done) => `Their sum is ${formatNumber(coreSum(s.am, done[2]), 3)}. The weights add up to 1.`,
      answer: (s) => `Computed live in float32, the stable softmax gives ${list(s.stable)}: softmax(${list(s.steps.shifted, 0)}) of the shifted `
        + 'scores, the same weights as softmax of z itself.',
    },
    {
      title: 'The other end',
      ask: (s) => `Now every score is very negative: z = (${list(s.negative, 0)}). What does the naive formula give in float32?`,
      kind: 'number',
      special: true,
      entries: (s) => s.negative.map((z) => `weight for ${formatNumber(z, 0)}`),
      references: (s) => [s.negativeNaive],
      mistakes: (s) => [
        [s.negative.map(() => 0), 'Each exp(z) underflows to 0, yes, but the weight is 0 divided by a sum of 0s.'],
        [s.negativeStable, `On paper, yes, and the stable formula gives exactly that. The naive one first computes exp(${formatNumber(s.negative[0], 0)}).`],
      ],
      hint: (s) => `exp(${formatNumber(s.negative[0], 0)}) is far below float32’s smallest number. What is 0/0?`,
      answer: (s) => `${list(s.negativeNaive)}: every exp(z) underflows to 0, and 0/0 is NaN. Subtracting the maximum fixes this end too.`,
    },
  ],
};

const SHAPE_NAMES = {
  X: 'X', W_Q: 'W_Q', W_K: 'W_K', W_V: 'W_V', Q: 'Q', K: 'K', V: 'V',
  'Q·Kᵀ': 'Q·Kᵀ', '/√d_k': 'Q·Kᵀ / √d_k', softmax: 'the weights, softmax(…)', '·V': 'the output, weights · V',
};

// Rows and columns swapped: what the rows of these matrices are. A weight
// matrix W maps a d_model-wide row to a d_k- or d_v-wide one, so its rows are
// d_model's; every other matrix here has a row per token (of the queries).
const WEIGHTS = new Set(['W_Q', 'W_K', 'W_V']);
function swappedHint(names) {
  const weights = names.filter((name) => WEIGHTS.has(name));
  const rest = names.length > weights.length ? 'a matrix of tokens has one row per token' : '';
  const ofWeights = weights.length ? `${weights.join(', ')} ${weights.length === 1 ? 'has' : 'have'} one row per embedding dimension (d_model rows)` : '';
  return `Rows and columns are swapped: ${[rest, ofWeights].filter(Boolean).join('; ')}.`;
}

// One step per group of named shapes, each checked against the core's
// shape, with the core's note on that tensor as the hint. slips(s) →
// {name: [[shape, hint]…]}: common wrong shapes of one matrix, diagnosed.
function shapeStep(title, ask, names, slips = () => ({})) {
  const NONE = [-1, -1];
  return {
    title,
    ask: () => ask,
    kind: 'shape',
    entries: () => names.map((name) => SHAPE_NAMES[name] ?? name),
    references: (s) => [names.map((name) => s.shapes[name])],
    mistakes: (s) => [
      [names.map((name) => [s.shapes[name][1], s.shapes[name][0]]), swappedHint(names)],
      ...Object.entries(slips(s)).filter(([name]) => names.includes(name)).flatMap(([name, found]) => found.map(([shape, hint]) => [
        names.map((other) => (other === name ? shape : NONE)), hint])),
    ],
    hint: (s, done, values, j) => `${capitalised(SHAPE_NAMES[names[j]] ?? names[j])} is ${s.notes[names[j]]}.`,
    answer: (s) => names.map((name) => `${SHAPE_NAMES[name] ?? name} ${shapeText(s.shapes[name])}`).join('; '),
  };
}

// "5" → 5: a size a checkpoint's attribute gives, from 1 to `max`.
function readSize(a, name, max = 64) {
  const value = Number(a[name]);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}, got “${a[name]}”`);
  return value;
}

// The widths mixed up: d_k where d_v belongs and back, a product taken in
// the wrong order, d_model carried past the projections.
function formulaSlips(s) {
  const { n, dModel, dK, dV } = s.sizes;
  const usedDk = 'You used d_k; values have their own width, d_v.';
  const usedDv = 'You used d_v; queries and keys share the width d_k, so that they can be dotted.';
  const scoresAreKeys = 'One score per query–key pair: Q·Kᵀ is (n, d_k) times (d_k, n), and the d_k coordinates are summed away.';
  return {
    W_V: [[[dModel, dK], usedDk]],
    V: [[[n, dK], usedDk]],
    W_Q: [[[dModel, dV], usedDv]],
    W_K: [[[dModel, dV], usedDv]],
    Q: [[[n, dV], usedDv]],
    K: [[[n, dV], usedDv]],
    'Q·Kᵀ': [[[dK, dK], `That is Qᵀ·K, the product the other way round. ${scoresAreKeys}`], [[n, dK], `That is Q’s shape. ${scoresAreKeys}`]],
    '/√d_k': [[[n, dK], `Dividing by √d_k keeps the shape of the scores. ${scoresAreKeys}`]],
    softmax: [[[n, dK], 'Softmax keeps the shape of the scores: one weight per query–key pair.']],
    '·V': [[[n, dK], 'd_k only lives inside the scores: the output has V’s width, d_v.'],
      [[n, dModel], 'One head hands on V’s width, d_v; only W_O, in multi-head attention, maps back to d_model.']],
  };
}

// Every value different from `taken`, from lo to hi.
const except = (lo, hi, taken) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).filter((v) => !taken.includes(v));

const SHAPES = {
  title: 'Checkpoint: every shape in the formula',
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
    return { sizes, shapes: Object.fromEntries(table.map((t) => [t.name, [t.rows, t.cols]])), notes: Object.fromEntries(table.map((t) => [t.name, t.note])) };
  },
  intro: ({ sizes }) => `A layer reads n = ${sizes.n} tokens with d_model = ${sizes.dModel}, d_k = ${sizes.dK} and `
    + `d_v = ${sizes.dV}. Write the shape of every matrix in the formula, as (rows, columns); ${sizes.n}x${sizes.dModel} works too.`,
  given: () => [],
  steps: [
    shapeStep('Inputs and projections', 'The embeddings, the three learned matrices, and Q, K, V.', ['X', 'W_Q', 'W_K', 'W_V', 'Q', 'K', 'V'], formulaSlips),
    shapeStep('Scores and weights', 'The scores, the scaled scores, and the weights softmax makes of them.', ['Q·Kᵀ', '/√d_k', 'softmax'], formulaSlips),
    shapeStep('Output', 'What the layer hands on.', ['·V'], formulaSlips),
  ],
};

const HEAD_SHAPES = {
  title: 'Checkpoint: the shapes of multi-head attention',
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
      'W_Q^(i)': of('W_Q'), Q_i: of('Q'), 'head scores': of('Q·Kᵀ'), head_i: of('·V'),
      concat, W_O: [concat[1], output[1]], output,
    };
    const notes = {
      'W_Q^(i)': 'one head’s slice of W_Q: d_model in, d_k out',
      Q_i: 'X times that head’s W_Q: one d_k-wide query per token',
      'head scores': 'one score per query–key pair, in every head',
      head_i: 'that head’s weights times its values: d_v wide',
      concat: 'the h head outputs, each (n, d_v), side by side: as many columns as h·d_v',
      W_O: 'the output projection: it maps the concatenation back to d_model',
      output: 'the layer’s output: one d_model-wide row per token, like X',
    };
    return { shapes, notes, dK: params.dK, sizes: { n, dModel, heads } };
  },
  intro: ({ sizes, dK }) => `Now h = ${sizes.heads} heads read n = ${sizes.n} tokens, d_model = ${sizes.dModel}, `
    + `each head’s queries, keys and values d_model/h = ${dK} wide (d_k = d_v = ${dK}), `
    + 'as in the standard design. Write each shape as (rows, columns).',
  given: () => [],
  steps: [
    shapeStep('Inside one head', 'One head’s query projection, its queries, its scores and its output.', ['W_Q^(i)', 'Q_i', 'head scores', 'head_i']),
    shapeStep('Putting the heads together', 'The concatenated heads, the output projection, and the layer’s output.', ['concat', 'W_O', 'output']),
  ],
};

Object.assign(SHAPE_NAMES, { 'W_Q^(i)': 'W_Q of head i', Q_i: 'Q of head i', 'head scores': 'head i’s scores', head_i: 'head i’s output',
                             concat: 'the concatenation', W_O: 'W_O', output: 'the layer’s output' });

// ---- online-softmax/merge: two partial results of online softmax merged ----

// "1.2, 0.4, 2.1, -0.5" → four different scores, one decimal each, from −5
// to 9: the first two are chunk a's keys, the last two chunk b's.
function readMergeScores(text) {
  const z = String(text).split(',').map((piece) => Number(piece.trim()));
  if (z.length !== 4 || !z.every((v) => Number.isFinite(v) && v >= -5 && v <= 9 && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9)) {
    throw new Error(`z must be four numbers from −5 to 9 with at most one decimal, got “${text}”`);
  }
  if (new Set(z).size !== 4) throw new Error(`z must be four different numbers, got “${text}”`);
  return z;
}

// "1, -2, 3, 0, -1, 2, 2, 1" → four value rows of width 2, whole numbers from −9 to 9.
function readMergeValues(text) {
  const v = String(text).split(',').map((piece) => Number(piece.trim()));
  if (v.length !== 8 || !v.every((x) => Number.isInteger(x) && Math.abs(x) <= 9)) {
    throw new Error(`v must be eight whole numbers from −9 to 9 (four rows of 2), got “${text}”`);
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
  const kind = what === 'l' ? 'sums' : 'outputs';
  return [
    { from: `from the printed ${name}`, values: weightedSum(s.am, [s.exact.alphaA, s.exact.alphaB], parts, width),
      because: `the printed ${kind} are rounded to 3 decimals` },
    { from: 'from your factors', values: weightedSum(s.am, done[1], parts, width),
      because: `your factors are rounded, and so are the printed ${kind}` }, // what the digits owe, not how they were worked
  ];
}

const MERGE = {
  title: 'Checkpoint: merge two chunks of online softmax',
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
  afterPass: (s) => `Divided at the end, o/ℓ = (${list(s.output)}): the full softmax attention over the four keys at once, computed live, `
    + `gives (${list(s.reference)}).`,
  intro: () => 'One query’s four keys were split into two chunks of two, a and b, and each was reduced on its own to its running '
    + 'maximum m, its sum ℓ = Σ e^(z − m) and its unnormalised output o = Σ e^(z − m)·v. Each value v here has 2 '
    + 'coordinates, so o has two, o[1] and o[2]. Merge them into '
    + 'the state of the whole row, with a calculator, to 3 decimals: each entry is checked to ±0.001.',
  // The full rule, behind a closed "How answers are checked" (a newcomer
  // read it, in the intro, as a wall of text before the first step).
  checking: () => 'An entry passes within ±0.001 of the exact value or of what the printed numbers give, with your factors '
    + 'unrounded or as you typed them. So you may carry your own rounding forward, and a later entry may sit a little more '
    + 'than 0.001 from the exact value. A right step says which of these it matched.',
  given: (s) => [
    { caption: 'The two partial results', corner: 'chunk', columns: ['m', 'ℓ', 'o[1]', 'o[2]'],
      rows: [['a', s.given.a], ['b', s.given.b]].map(([name, c]) => ({
        header: name, cells: [formatNumber(c.max, 1), formatNumber(c.l, 3), formatNumber(c.o[0], 3), formatNumber(c.o[1], 3)] })) },
  ],
  steps: [
    {
      title: 'The merged maximum',
      ask: () => 'The merged maximum m: the largest score over all the keys of both chunks.',
      kind: 'number',
      entries: () => ['m'],
      references: (s) => [[s.exact.max]],
      mistakes: (s) => [
        [[Math.min(s.given.a.max, s.given.b.max)], 'That is the smaller of the two. The merged maximum is the larger.'],
        [[s.given.a.max + s.given.b.max], 'The maximum of all the keys is the larger of the two maxima, not their sum.'],
      ],
      hint: () => 'Each chunk’s m is the maximum of its own keys: the whole row’s is the larger of the two.',
      answer: (s) => `The merged maximum is m = ${formatNumber(s.exact.max, 1)}, the larger of m_a and m_b.`,
    },
    {
      title: 'The two rescale factors',
      ask: () => 'Each side’s terms were written relative to its own maximum. By what factor must each side’s ℓ and o be '
        + 'multiplied to be relative to m, the merged maximum? One factor for chunk a, one for chunk b.',
      kind: 'number',
      entries: () => ['factor for a', 'factor for b'],
      references: (s) => [[s.exact.alphaA, s.exact.alphaB]],
      exact: (s) => [s.exact.alphaA, s.exact.alphaB],
      mistakes: (s) => [
        [[1 / s.exact.alphaA, 1 / s.exact.alphaB], 'The exponent is the old maximum minus the new one, m_a − m: a factor is at most 1, never above.'],
        [[1, 1], 'The two sides were written relative to different maxima, so one of them must be rescaled: one factor is below 1.'],
        [[s.given.a.max - s.exact.max, s.given.b.max - s.exact.max], 'Those are the exponents. Take e to the power of each.'],
      ],
      hint: () => 'A term e^(z − m_a) becomes e^(z − m) when multiplied by e^(m_a − m). The side that holds the maximum '
        + 'keeps factor e⁰ = 1; the other gets e to a negative power.',
      answer: (s) => `e^(m_a − m) = ${formatNumber(s.exact.alphaA, 3)} and e^(m_b − m) = ${formatNumber(s.exact.alphaB, 3)}.`,
    },
    {
      title: 'The merged sum',
      ask: () => 'The merged ℓ: the sum of e^(z − m) over every key of both chunks, from the two partial sums.',
      kind: 'number',
      entries: () => ['ℓ'],
      references: (s, done) => [[s.exact.l], ...mergeRoutes(s, done, 'l').map((route) => route.values)],
      exact: (s) => [s.exact.l],
      routes: (s, done) => mergeRoutes(s, done, 'l'),
      mistakes: (s) => [
        [[s.given.a.l + s.given.b.l], 'That adds the two sums as they are. They are relative to different maxima: rescale each first.'],
        [[s.given.a.l * s.exact.alphaB + s.given.b.l * s.exact.alphaA], 'Each side’s own factor: ℓ_a goes with e^(m_a − m), ℓ_b with e^(m_b − m).'],
      ],
      hint: () => 'Multiply each ℓ by its own side’s factor, then add: ℓ = e^(m_a − m)·ℓ_a + e^(m_b − m)·ℓ_b.',
      answer: (s, done) => `ℓ = ${formatNumber(weightedSum(s.am, done[1], [s.given.a.l, s.given.b.l], 1)[0], 3)}.`,
    },
    {
      title: 'The merged output',
      ask: () => 'The merged o, from the two partial outputs, coordinate by coordinate. Keep it unnormalised: do not divide by ℓ.',
      kind: 'number',
      entries: () => ['o[1]', 'o[2]'],
      references: (s, done) => [s.exact.o, ...mergeRoutes(s, done, 'o').map((route) => route.values)],
      exact: (s) => s.exact.o,
      routes: (s, done) => mergeRoutes(s, done, 'o'),
      mistakes: (s, done) => [
        [s.given.a.o.map((x, d) => x + s.given.b.o[d]), 'That adds the two outputs as they are. Rescale each by its side’s factor first, as for ℓ.'],
        [s.output, 'That is o/ℓ, already divided. Give o itself: the division comes once, at the very end.'],
        [weightedSum(s.am, done[1], [...s.given.a.o, ...s.given.b.o], 2).map((x) => x / done[2][0]), 'That is o/ℓ, already divided. Give o itself: the division comes once, at the very end.'],
      ],
      hint: () => 'The same two factors as for ℓ, applied to each coordinate of o_a and o_b.',
      answer: (s, done) => `o = (${list(weightedSum(s.am, done[1], [...s.given.a.o, ...s.given.b.o], 2))}).`,
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
    am, seed, heads, q, K, V, n, dK, dV, seen, shapes: layer.shapes, notes: layer.notes, dP, dz: scoreGradient(am, { q, K, n, dK, keyPadding }, dP),
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
    throw new Error(`seed must be a whole number from 0 to 4294967295, got “${text}”`);
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
  title: 'Capstone: one head, start to finish',
  attributes: { seed: 6, heads: 2 }, // z = −2, −2.5, −1, −∞: key 3 raises the maximum
  draw(d, am) {
    let seed = d.seed32();
    const fits = (candidate) => capstoneRises(am, candidate) && capstoneTells(am, candidate);
    for (let tries = 0; tries < 30 && !fits(seed); tries += 1) seed = d.seed32();
    return { seed: String(seed), heads: String(d.integer(2, 4)) };
  },
  solve: (am, a) => capstoneSolve(am, { seed: readSeed(a.seed), heads: readSize(a, 'heads', 8) }),
  afterPass: () => 'Chapters 1 to 4 in one row: the shapes of the layer, the scores scaled by √d_k, the mask '
    + 'before the softmax, the stable softmax, two chunks merged as online softmax merges them, the output, and the '
    + 'backward pass through the softmax to the scores.',
  intro: (s) => `A layer of h = ${s.heads} heads reads n = ${s.n} tokens with d_model = ${s.heads * s.dK}, so each head is `
    + `d_k = d_v = ${s.dK} wide. Follow one head’s query for token ${CAPSTONE_QUERY + 1} under a causal mask, from the layer’s `
    + 'shapes to its output, and then a gradient back to its scores. Its numbers are whole, so a calculator is enough; '
    + 'give decimals to 3 places.',
  given: (s) => [
    { caption: `The query q of token ${CAPSTONE_QUERY + 1}`, corner: 'vector', columns: s.q.map((_, d) => `d = ${d + 1}`),
      rows: [{ header: 'q', cells: s.q.map((v) => formatNumber(v, 0)) }] },
    { caption: 'The keys k_j, one row per token', corner: 'token', columns: s.q.map((_, d) => `d = ${d + 1}`),
      rows: rows(s.K, s.n, s.dK).map((k, j) => ({ header: `key ${j + 1}`, cells: k.map((v) => formatNumber(v, 0)) })) },
    { caption: 'The values v_j of the keys token 3 may see', corner: 'token', columns: s.q.map((_, d) => `d = ${d + 1}`),
      rows: rows(s.V, s.seen, s.dV).map((v, j) => ({ header: `value ${j + 1}`, cells: v.map((x) => formatNumber(x, 0)) })) },
    { caption: 'For the last step: dp, this row of dP, the gradient arriving at the row’s weights', corner: 'gradient',
      columns: s.dP.map((_, j) => `key ${j + 1}`), rows: [{ header: 'dp', cells: s.dP.map((v) => formatNumber(v, 0)) }] },
  ],
  steps: [
    shapeStep('The layer’s shapes', 'One head’s scores, the heads’ outputs side by side, the output projection, and the layer’s output.',
      ['head scores', 'concat', 'W_O', 'output']),
    {
      title: 'Scores, scaled and masked',
      ask: (s) => `For each key j, the score softmax receives: scaled as the formula scales it, and masked with a causal `
        + `mask (key ${s.n} is later than token ${CAPSTONE_QUERY + 1}; −∞ can be typed as -inf).`,
      kind: 'number',
      special: true,
      entries: (s) => Array.from({ length: s.n }, (_, j) => `z for key ${j + 1}`),
      references: (s) => [s.scores],
      mistakes: (s) => [
        [s.raw.map((v, j) => (j > CAPSTONE_QUERY ? -Infinity : v)), `That is the raw dot product q·k_j. Divide it by √d_k = ${Math.sqrt(s.dK)}.`],
        [s.scores.map((v, j) => (j > CAPSTONE_QUERY ? 0 : v)), 'A masked score of 0 is an ordinary score: e⁰ = 1, and the future key would get weight. '
          + 'The mask writes −∞, so that e^(−∞) = 0.'],
        [s.scores.map((v, j) => (j > CAPSTONE_QUERY ? s.raw[j] / Math.sqrt(s.dK) : v)), `Key ${s.n} is in the future of token `
          + `${CAPSTONE_QUERY + 1}: the causal mask hides it. Write −∞.`],
      ],
      hint: (s) => `z_j = q·k_j / √d_k = (q[1]·k_j[1] + … + q[${s.dK}]·k_j[${s.dK}]) / ${Math.sqrt(s.dK)}: whole numbers over 2, so halves. `
        + 'A hidden key gets what makes its weight exactly 0.',
      answer: (s) => `z = ${s.scores.map((v) => (Number.isFinite(v) ? formatNumber(v, 1) : '−∞')).join(', ')}.`,
    },
    {
      title: 'Stable softmax',
      ask: () => 'The attention weights of this row, computed the stable way.',
      kind: 'number',
      entries: (s) => Array.from({ length: s.n }, (_, j) => `weight on key ${j + 1}`),
      references: (s) => [s.weights],
      mistakes: (s) => [
        [s.zeroFillWeights, 'Those are the weights with a 0 in the hidden key’s place: e⁰ = 1 gives the future key a share. Its exp is e^(−∞) = 0.'],
        [s.unmaskedWeights, `Those weights see key ${s.n}, which the mask hides: its weight is 0, and the other three share all of 1.`],
      ],
      hint: (s) => `Subtract the row’s maximum, m = ${formatNumber(s.steps.max, 1)}, take exp of each, and divide by their sum. `
        + 'The hidden key’s exp is e^(−∞) = 0; the others add up to 1.',
      answer: (s) => `exp(z − m) = ${list(s.steps.exps)} and 0, sum ${formatNumber(s.steps.sum, 3)}, so the weights are ${list(s.weights)}.`,
    },
    {
      title: 'Online softmax, chunk by chunk',
      ask: () => 'Online softmax reads the visible keys in two chunks: keys 1–2, then key 3. After chunk 1 it keeps m₁ (the largest '
        + 'of their scores) and ℓ₁ = Σ e^(z_j − m₁). Chunk 2 brings key 3 and the new maximum m₂. What is m₁, ℓ₁, the factor '
        + 'ℓ₁ must be multiplied by, and ℓ after chunk 2 (relative to m₂)?',
      kind: 'number',
      entries: () => ['m₁ after chunk 1', 'ℓ₁ after chunk 1', 'the rescale factor', 'ℓ after chunk 2'],
      references: (s) => [s.merge],
      mistakes: (s) => [
        [s.mergeWithoutRescale, 'You added key 3’s term to ℓ₁ as it was. ℓ₁ counts e^(z − m₁); relative to the new maximum each of '
          + 'its terms is e^(m₁ − m₂) times smaller: multiply ℓ₁ by e^(m₁ − m₂) first.'],
        [[s.merge[0], s.merge[1], 1 / s.merge[2], s.merge[3]], 'The factor is e^(m₁ − m₂), at most 1: the maximum went up, so the old terms shrink.'],
      ],
      hint: () => 'm₁ and ℓ₁ come from keys 1–2 alone. When key 3 raises the maximum to m₂, ℓ₁’s terms shrink by e^(m₁ − m₂) '
        + 'before key 3’s own term e^(z₃ − m₂) is added.',
      answer: (s) => `m₁ = ${formatNumber(s.merge[0], 1)}, ℓ₁ = ${formatNumber(s.merge[1], 3)}, the factor e^(m₁ − m₂) = `
        + `${formatNumber(s.merge[2], 3)}, and ℓ = ${formatNumber(s.merge[3], 3)}, the softmax’s own sum.`,
    },
    {
      title: 'The output',
      ask: () => 'The head’s output for this token, from your weights: one number for each of the 4 coordinates.',
      kind: 'number',
      entries: (s) => Array.from({ length: s.dV }, (_, d) => `Output, d = ${d + 1}`),
      references: (s, done) => [s.output, weightedSum(s.am, done[2], s.V, s.dV)],
      exact: (s) => s.output,
      rounded: (s, done) => weightedSum(s.am, done[2], s.V, s.dV),
      from: 'from your weights',
      because: () => 'you used your rounded weights of step 3',
      mistakes: (s) => [
        [weightedSum(s.am, Array(s.n).fill(0).map((_, j) => (j <= CAPSTONE_QUERY ? 1 / s.seen : 0)), s.V, s.dV),
          'That is the plain average of the visible values. Weight each by its softmax weight.'],
        [weightedSum(s.am, s.weights, s.K, s.dV), 'You mixed the keys. The output mixes the values v_j.'],
      ],
      hint: (s) => `Output[d] = w_1·v_1[d] + w_2·v_2[d] + w_3·v_3[d]; the hidden key adds nothing.`,
      answer: (s, done) => `Output = (${list(weightedSum(s.am, done[2], s.V, s.dV))}), from your weights.`,
    },
    {
      title: 'Backward: the scores’ gradient',
      ask: (s) => 'Training sends a gradient back to this row’s weights: dp_{j} = ∂L/∂p_j, in the last table. What gradient '
        + `reaches each score z_j, dz_{j} = ∂L/∂z_j? Use your weights; key ${s.n} too.`,
      kind: 'number',
      entries: (s) => Array.from({ length: s.n }, (_, j) => `dz for key ${j + 1}`),
      references: (s, done) => [s.dz, scoreGradientFrom(s.am, done[2], s.dP)],
      exact: (s) => s.dz,
      rounded: (s, done) => scoreGradientFrom(s.am, done[2], s.dP),
      from: 'from your weights',
      because: () => 'they start from your rounded weights of step 3',
      mistakes: (s, done) => {
        const p = done[2];
        const mean = weightedSum(s.am, p, s.dP, 1)[0];
        const hidden = `Key ${s.n} is hidden: its weight is 0 whatever its score, so no gradient reaches it. Its dz is 0.`;
        return [
          [s.dz.map((x, j) => (j > CAPSTONE_QUERY ? s.dP[j] : x)), hidden],
          [s.dz.map((x, j) => (j > CAPSTONE_QUERY ? s.dP[j] - mean : x)), hidden],
          [s.dP, 'That is dp_{j} as it arrives. Each weight depends on every score through the softmax: the gradient goes '
            + 'through its Jacobian, diag(p) − p·pᵀ.'],
          [p.map((pj, j) => pj * s.dP[j]), 'That keeps only the diagonal of the softmax’s Jacobian, p_{j}·dp_{j}. Raising z_j '
            + 'also lowers every other weight: subtract Σₖ p_{k}·dp_{k} from dp_{j} before multiplying by p_{j}.'],
          [s.dP.map((x) => x - mean), `That is dp_{j} − Σₖ p_{k}·dp_{k}, not yet multiplied by p_{j}. Multiply by each key’s weight: key ${s.n}’s `
            + 'weight is 0, and so is its gradient.'],
          [s.dz.map((x) => x / Math.sqrt(s.dK)), `That is divided by √d_k = ${Math.sqrt(s.dK)}: the gradient at the raw score q·k_j. `
            + 'Asked is the one at z_j, the score softmax receives.'],
        ];
      },
      hint: () => 'dz_{j} = p_{j}·(dp_{j} − Σₖ p_{k}·dp_{k}): first the weighted mean of dp with your weights, then each key’s difference '
        + 'from it, times its weight.',
      answer: (s, done) => {
        const p = done[2];
        return `Σₖ p_{k}·dp_{k} = ${formatNumber(weightedSum(s.am, p, s.dP, 1)[0], 3)}, so dz = (${list(scoreGradientFrom(s.am, p, s.dP))}), `
          + 'from your weights. The exact four add up to 0, as a softmax’s always do: raising every score alike moves no weight.';
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
    if (!parsed.ok) return { ok: false, at: j, message: `${label}: ${parsed.message}` };
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
  return shown > 0 ? `That is right to ${shown} decimal${shown > 1 ? 's' : ''}: give ${places} decimals (the check is ±${step.tolerance ?? TOLERANCE}).` : null;
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
      `exact ${formatNumber(exact[j], places + 1)}`,
      ...(rounded[j] !== undefined && !same(rounded[j], exact[j]) ? [`${step.from} ${short(rounded[j])}`] : []),
      `yours ${texts[j].trim().replace(/^-/, '−')}`,
    ],
  }));
  const off = values.flatMap((value, j) => (same(value, exact[j]) ? [] : [j]));
  if (!off.length) return { lines, why: null };
  const why = off.every((j) => same(values[j], rounded[j]))
    ? `Yours ${off.length === 1 ? 'differs' : 'differ'} from the exact digits because ${step.because(solved, off)}`
    : 'Yours and the exact digits differ only by rounding';
  return { lines, why: `${why}; the check allows ±${step.tolerance ?? TOLERANCE}.${carriedNote(step, exact, rounded, labels, values)}` };
}

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
  return measuredFrom(tolerance, `either the exact value or the value ${step.from} (${theirs})`, 'rounding carried from your earlier entries', gaps);
}

// The sentence the carried-rounding notes end with: where the tolerance is
// measured from (`whence`), that the rounding the reader started from
// (`carried`) is not held against them, and how far their entries sit from
// the exact value (farFromExact's gaps).
const measuredFrom = (tolerance, whence, carried, gaps) => ` The ±${tolerance} counts from ${whence}, `
  + `so ${carried} is not held against you (off the exact value: ${gaps}).`;

// The entries more than the tolerance from the exact value, and by how
// much, said per entry ("ℓ by 0.0013"): what the carried-rounding notes name.
function farFromExact(values, exact, labels, tolerance, places) {
  const far = values.flatMap((v, j) => (Math.abs(v - exact[j]) > tolerance + 1e-12 ? [j] : []));
  const gaps = far.map((j) => `${labels[j]} by ${formatNumber(Math.abs(values[j] - exact[j]), places + 1)}`).join(', ');
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
      return [`${route.from} ${digits}`];
    });
    return { label, parts: [`exact ${shown(exact[j])}`, ...middle, `yours ${texts[j].trim().replace(/^-/, '−')}`] };
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
  const each = matchedAt.map((route, j) => `${labels[j]} of the ${route.from ? `value ${route.from}` : 'exact value'}`);
  const { far, gaps } = farFromExact(values, exact, labels, tolerance, places);
  const carried = far.length ? measuredFrom(tolerance, 'the value each matched', 'the rounding you started from', gaps) : '';
  return `Each of yours is within ±${tolerance} of a value above, the check's allowance: ${each.join(', ')}.${carried}`;
}

// "Yours matches the value from the printed ℓ (2.523), not the exact digits
// because …; the check allows ±0.001." — `route.from` undefined for the
// exact value.
function routeSentence(route, values, exact, { labels, places, tolerance }) {
  const short = (v) => formatNumber(v, places);
  const one = values.length === 1;
  const allow = `the check allows ±${tolerance}.`;
  if (!route.from) {
    const same = values.every((v, j) => short(v) === short(exact[j]));
    return `Yours ${one ? 'matches' : 'match'} the exact value${one ? '' : 's'}${same ? '.' : `, up to rounding; ${allow}`}`;
  }
  const digits = route.values.map(short).join(', ');
  const matched = `Yours ${one ? 'matches' : 'match'} the value${one ? '' : 's'} ${route.from} (${digits})`;
  const off = values.some((v, j) => short(v) !== short(exact[j]));
  const why = off ? `, not the exact digits, because ${route.because}` : '';
  const { far, gaps } = farFromExact(values, exact, labels, tolerance, places);
  const carried = far.length
    ? measuredFrom(tolerance, `either the exact value or the value ${route.from} (${digits})`, 'the rounding you started from', gaps) : '';
  return `${matched}${why}; ${allow}${carried}`;
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
    const which = count > 1 ? `${count} of ${labels.length} entries are off, the first ${labels[first]}.` : `${labels[first]} is off.`;
    return { values, wrong, right: false, state: 'is-wrong', mark: '✗', text: `Not yet: ${which} ${hint}` };
  }
  const verdict = { values, wrong, right: true, state: 'is-right', mark: '✓' };
  if (step.exact) return { ...verdict, text: 'Right.', checked: checkedLines(step, solved, [...done, values], labels, texts, values) };
  return { ...verdict, text: `Right. ${capitalised(step.answer(solved, done))}` };
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
