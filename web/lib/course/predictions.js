// The questions each core step asks before it shows its result
// (<attention-predict name="…">). Each is answerable by thinking; the
// answer and every number in the reveal come from the core (solve), for
// the same inputs the question names, and the reveal says why in a sentence
// that teaches, aimed at the answer the reader gave.
//
// spec: {prompt: string | (solved) → string, answer: {kind, …} (see
//        answer-field.js), solve(am) → solved,
//        judge(value, solved) → {right, text} (the reader's answer against the core's),
//        explain(solved) → text (for "Just show me"),
//        widget: {tag: {attribute: value}} (what the guarded widget is set to on reveal, so it shows the asked case),
//        code: [{text, wrong?}] (optional: the lines of numpy the question is about, shown under it, the buggy ones marked)}
// In text, d_k, W_Q, v_j… get real subscripts (web/lib/text/rich-text.js).

import { formatNumber } from '../text/format.js';
import { capitalised } from '../text/plural.js';
import { near, sameShape } from './answers.js';
import { coreJacobian } from './exercises.js';
import { scoreKeys } from '../../elements/geometry/model.js';
import { D_MODEL as SPLIT_WIDTH, model as reshapeModel } from '../../elements/reshape/model.js';
import { headRows } from '../core/head-layout.js';
import { SEED_TOKENS } from '../core/seed-example.js';
import { CHUNK, RUN, TOKENS as BUG_TOKENS, inductionLayers, maskAfter, onlineRescale } from '../../elements/misconceptions/bugs/model.js';

const shapeText = ([rows, cols]) => `(${rows}, ${cols})`;
const shapeOf = (am, sizes, name) => {
  const row = am.shapes(sizes).find((s) => s.name === name);
  return [row.rows, row.cols];
};
const list = (values, decimals = 3) => Array.from(values, (v) => formatNumber(v, decimals)).join(', ');
// scores/which-key's arrows.
const WHICH_KEY = Object.freeze({ q: [1.5, 0.5], keys: [[1, 1], [-1, 1], [1, -1]] });
const largestAt = (values) => Array.from(values).indexOf(Math.max(...values));
const row = (matrix, i, width) => Array.from(matrix.slice(i * width, (i + 1) * width));

// What a gap between two keys' scores means once softmax has them: with the
// rest equal, e^gap times the weight, said to two significant figures.
const scale = (gap) => {
  const times = Number(Math.exp(gap).toPrecision(2)).toLocaleString('en-US');
  return `A gap of ${formatNumber(gap, 2)} between two keys’ scores, the rest equal, gives the first e^${formatNumber(gap, 2)} ≈ `
    + `${times} times the weight of the second after softmax.`;
};

// The first mistake whose test matches, else the fallback: hints aimed at
// the answer given, not at answers in general.
function firstMatch(value, solved, mistakes, fallback) {
  const found = mistakes.find(([test]) => test(value, solved));
  return found ? found[1](solved) : fallback(solved);
}

// What a prediction's verdict says (its state, mark and text): the answer
// when the reader asked to be shown ("Just show me"), else what they
// predicted (`restored`: made on an earlier visit) against the core's
// answer; `value` null when the answer kept cannot be read any more.
// seen: the detail of the event a waitsFor question waited for (what the
// reader watched), or undefined (not watched in this visit: a restore).
export function predictionVerdict(spec, solved, { skipped, answer, value }, restored = false, watched = true, seen = undefined) {
  if (skipped) return { state: 'is-revealed', mark: undefined, text: `The answer: ${spec.explain(solved)}` };
  const said = restored ? `Your prediction was “${answer}”.` : `You predicted “${answer}”.`;
  // A question about what the reader is about to watch (spec.waitsFor) says
  // only that the answer is kept, until the reader has watched it.
  if (!watched) return { state: 'is-info', mark: undefined, text: `${said} ${spec.waitsFor.note}` };
  if (value === null) return { state: 'is-info', mark: undefined, text: `${said} ${spec.explain(solved)}` };
  const { right, text } = spec.judge(value, solved, seen);
  return { right, state: right ? 'is-right' : 'is-wrong', mark: right ? '✓' : '✗', text: `${said} ${text}` };
}

// trained-heads/phase-change, told from the reader's own finished run
// (../../elements/induction-training/model.js, runSummary): when the
// repeats' loss fell, where it ended, and when the head formed.
function ownRun(run) {
  const n = (v) => formatNumber(v, 2);
  const [from, to, formed] = [run.dropFrom, run.dropTo, run.formed].map((v) => formatNumber(v, 1).replace(/\.0$/, ''));
  const which = `Your run (${run.layersText}, seed ${run.seed})`;
  const drop = run.below === null ? `the repeats’ loss never fell below ${to}`
    : run.above === null ? `the repeats’ loss was below ${to} by step ${run.below}`
      : `the repeats’ loss was still above ${from} at step ${run.above} (chance is ln 12 ≈ ${n(run.chance)}) and below ${to} by step `
        + `${run.below}, ${run.below - run.above} steps later,`;
  const ended = `and ended at ${n(run.repeat)} at step ${run.step}, against ${n(run.first)} on the runs the first time`
    + `${run.first > run.chance ? ' (a little above chance: the model bets on letters it has seen, and on a first run those bets lose)' : ''}.`;
  const head = run.formedAt === null
    ? ` No induction head formed (an induction weight of ${formed}) by then: with some seeds the drop comes late, with some never, so try another.`
    : ` Its induction head formed (an induction weight of ${formed}) at step ${run.formedAt}.`;
  return `${which}: ${drop} ${ended}${head}`;
}

// The same question judged with no run watched in this visit (a prediction
// restored after a reload): the model shipped with the page, computed live.
function shippedRun(s) {
  const pct = (loss) => `${formatNumber(100 * Math.exp(-loss), 0)} %`;
  return `With two layers the repeats’ loss stays near chance, ln 12 ≈ ${formatNumber(s.chance, 2)}, for hundreds of `
    + 'steps, then falls within about two hundred (with the default seed; some seeds never get there); with one layer it never '
    + `leaves chance. The model shipped with the page (trained for 1200 steps when the site was built), on ${s.text}: loss `
    + `${formatNumber(s.first, 2)} on the run the first time, ${formatNumber(s.repeat, 2)} on its repeat (about ${pct(s.repeat)} `
    + 'on the right letter).';
}

// d_model = 6 keeps X's six columns inside a phone's width when the reveal
// sets the widget to these sizes (eight did not fit at 390 px).
const V_SIZES = { n: 5, dModel: 6, dK: 4, dV: 2 };
const SOFTMAX_Z = [2, 1, 0, -1];

export const PREDICTIONS = {
  'why/sat-looks-at': {
    prompt: 'In “The cat sat down”, the word “sat” collects what it needs from the other words. Before any numbers: '
      + 'which word should “sat” give the largest share of its attention to?',
    answer: {
      kind: 'choice',
      choices: [
        { value: '0', label: 'The' },
        { value: '1', label: 'cat' },
        { value: '2', label: 'sat (itself)' },
        { value: '3', label: 'down' },
      ],
    },
    // The head the build trained (am.sentenceModel(): the example's row of
    // "sat", the verb), and the words as the core spells them.
    solve(am) {
      const { example } = am.sentenceModel();
      const weights = row(example.weights, example.verb, example.tokens.length);
      return { tokens: example.tokens, weights, truth: String(largestAt(weights)) };
    },
    judge(value, s) {
      const top = Number(s.truth);
      const why = `A head trained to find who did the verb gives “${s.tokens[top]}” ${formatNumber(s.weights[top], 4)} of `
        + '“sat”’s attention, computed live below: “sat” needs to know who sat.';
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        0: '“The” says a noun is coming, not which animal it is.',
        2: '“sat” already has its own vector; what it lacks is who sat.',
        3: '“down” says how the sitting went, not who did it.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `“${s.tokens[Number(s.truth)]}”, the one who sat: the trained head gives it `
      + `${formatNumber(s.weights[Number(s.truth)], 4)} of “sat”’s attention, computed live.`,
    widget: { 'attention-subject-head': { sentence: 'The cat sat down' } },
  },

  'qkv/v-shape': {
    prompt: `Five tokens, each an embedding of d_model = ${V_SIZES.dModel} numbers, are projected with d_k = ${V_SIZES.dK} `
      + `and d_v = ${V_SIZES.dV}. What shape is V = X·W_V?`,
    answer: { kind: 'shape' },
    solve: (am) => Object.fromEntries(['X', 'W_V', 'Q', 'V'].map((name) => [name, shapeOf(am, { ...V_SIZES, m: 5 }, name)])),
    judge(value, s) {
      const right = sameShape(value, s.V);
      const why = `X ${shapeText(s.X)} times W_V ${shapeText(s.W_V)}: the inner ${s.X[1]}s meet and vanish, leaving one `
        + `${s.V[1]}-number value per token, ${shapeText(s.V)}.`;
      if (right) return { right, text: `Right. ${why}` };
      return {
        right,
        text: firstMatch(value, s, [
          [(v) => sameShape(v, s.Q), () => `That is Q’s shape (and K’s): d_k is the query/key width. Values have their own width, d_v. ${why}`],
          [(v) => sameShape(v, s.W_V), () => `That is W_V itself, (d_model, d_v). Multiplying X by it keeps X’s ${s.X[0]} rows. ${why}`],
          [(v) => sameShape(v, s.X), () => `That is X: the projection changes each row’s width from d_model to d_v. ${why}`],
          [(v) => sameShape(v, [s.V[1], s.V[0]]), () => `Rows and columns are swapped: one row per token. ${why}`],
        ], () => why),
      };
    },
    explain: (s) => `V is ${shapeText(s.V)}: X ${shapeText(s.X)} times W_V ${shapeText(s.W_V)}, one ${s.V[1]}-number value per token.`,
    widget: { 'attention-qkv': { n: String(V_SIZES.n), 'd-model': String(V_SIZES.dModel), 'd-k': String(V_SIZES.dK), 'd-v': String(V_SIZES.dV), direct: 'false' } },
  },

  // Chapter 1's scores step opens with the picture: one query and three keys of
  // the same length, in 2-D, and which key the dot product favours. The truth
  // is the core's (am.attention on the three keys); the reveal sets
  // <attention-geometry> to these arrows.
  'scores/which-key': {
    prompt: 'A query q = (1.5, 0.5) and three keys of the same length: k₁ = (1, 1), k₂ = (−1, 1), k₃ = (1, −1). '
      + 'Which key gets the largest score q·k?',
    answer: {
      kind: 'choice',
      choices: [
        { value: '0', label: 'k₁ = (1, 1)' },
        { value: '1', label: 'k₂ = (−1, 1)' },
        { value: '2', label: 'k₃ = (1, −1)' },
        { value: 'tie', label: 'None: keys of the same length score the same' },
      ],
    },
    solve(am) {
      // The scores as the geometry widget it guards computes them.
      const scores = scoreKeys(am, WHICH_KEY.q, WHICH_KEY.keys, 2).rawScores;
      const tie = scores.every((x) => x === scores[0]);
      return { scores, truth: tie ? 'tie' : String(largestAt(scores)) };
    },
    judge(value, s) {
      const top = Number(s.truth);
      const why = `Computed live: q·k₁ = ${formatNumber(s.scores[0], 2)}, q·k₂ = ${formatNumber(s.scores[1], 2)} and `
        + `q·k₃ = ${formatNumber(s.scores[2], 2)}: k${'₁₂₃'[top]} points most nearly the way q points. Same length, `
        + 'different directions, different scores.';
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        1: 'k₂ points mostly away from q: its x, −1, meets q’s large 1.5 with the opposite sign.',
        2: 'k₃ shares q’s x, but its y, −1, points against q’s y, 0.5, and takes 0.5 off.',
        tie: 'The dot product sees direction as well as length: keys of one length score differently.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `k${'₁₂₃'[Number(s.truth)]}: q·k₁ = ${formatNumber(s.scores[0], 2)}, q·k₂ = ${formatNumber(s.scores[1], 2)}, `
      + `q·k₃ = ${formatNumber(s.scores[2], 2)}.`,
    widget: { 'attention-geometry': { view: 'drag', 'q-x': '1.5', 'q-y': '0.5', 'k1-x': '1', 'k1-y': '1',
                                      'k2-x': '-1', 'k2-y': '1', 'k3-x': '1', 'k3-y': '-1' } },
  },

  'scores/shape-7-16': {
    prompt: 'A sentence of n = 7 tokens, with queries and keys d_k = 16 wide. Every query is scored against every key. '
      + 'What shape is the score matrix Q·Kᵀ?',
    answer: { kind: 'shape' },
    solve: (am) => ({ S: shapeOf(am, { n: 7, m: 7, dModel: 64, dK: 16, dV: 16 }, 'Q·Kᵀ'),
                      Q: shapeOf(am, { n: 7, m: 7, dModel: 64, dK: 16, dV: 16 }, 'Q') }),
    judge(value, s) {
      const why = `Q ${shapeText(s.Q)} times Kᵀ (${s.Q[1]}, ${s.S[1]}): every dot product sums the ${s.Q[1]} coordinates away, `
        + `leaving one score per query–key pair, ${shapeText(s.S)}.`;
      const right = sameShape(value, s.S);
      if (right) return { right, text: `Right. ${why}` };
      return {
        right,
        text: firstMatch(value, s, [
          [(v) => sameShape(v, s.Q), () => `That is Q’s shape. ${why}`],
          [(v) => v[0] === s.Q[1] && v[1] === s.Q[1], () => `(16, 16) would be Qᵀ·K, which compares coordinates, not tokens. ${why}`],
        ], () => why),
      };
    },
    explain: (s) => `${shapeText(s.S)}: one score for each of the ${s.S[0]} queries against each of the ${s.S[1]} keys; d_k is summed away.`,
  },

  'scaling/variance-256': {
    prompt: 'A query q and a key k each have d_k = 256 coordinates, random numbers drawn independently with mean 0 and variance 1. '
      + 'Each product q_d·k_d then has mean 0 and variance 1. What is the variance of their dot product q·k, the sum of the 256 products?',
    answer: { kind: 'number' },
    solve: (am) => ({ dK: 256, sample: am.dotProducts({ seed: 0, dK: 256 }) }),
    judge(value, { dK, sample }) {
      const measured = `Computed live for ${sample.values.length} random pairs, their dot products have variance `
        + `${formatNumber(sample.variance, 1)}, and the derivation below gives exactly d_k = ${dK}.`;
      const why = 'Each product q[d]·k[d] has variance 1, and the variances of independent terms add: 256 terms, variance 256.';
      // Right: within 10% of what the core measured.
      const right = near(value, sample.variance, 0.1 * sample.variance);
      if (right) return { right, text: `Right. ${measured} ${why}` };
      return {
        right,
        text: firstMatch(value, { dK }, [
          [(v) => v === 16, () => `16 is the standard deviation, √256. The variance is its square. ${measured}`],
          [(v) => v === 1, () => `1 is the variance of a single product q[d]·k[d], or of the score after dividing by √d_k. ${measured} ${why}`],
          [(v) => v === 0, () => `0 is the mean: positive and negative products cancel on average, but their spread grows. ${measured} ${why}`],
        ], () => `${measured} ${why}`),
      };
    },
    explain: ({ dK, sample }) => `${dK}: each of the ${dK} products has variance 1, and variances of independent terms add. `
      + `${sample.values.length} random pairs, computed live, give ${formatNumber(sample.variance, 1)}.`,
    widget: { 'attention-scaling': { 'd-k': '256' } },
  },

  'masking/minus-infinity': {
    prompt: 'The causal mask sets the score of every key a query may not see to −∞, and softmax runs as usual. '
      + 'What weight does a hidden key end up with?',
    answer: {
      kind: 'choice',
      choices: [
        { value: 'zero', label: 'Exactly 0' },
        { value: 'tiny', label: 'A tiny positive number, such as 10⁻³⁰' },
        { value: 'negative', label: 'A negative weight' },
        { value: 'nan', label: 'NaN: the row breaks' },
      ],
    },
    solve(am) {
      const w = am.walkthrough({});
      const { weights, rowSums } = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: w.dK, dV: w.dV, causal: true });
      const hidden = weights[1 * w.n + 2]; // "cat" looking at the later "sat"
      const truth = Number.isNaN(hidden) ? 'nan' : hidden === 0 ? 'zero' : hidden < 0 ? 'negative' : 'tiny';
      return { truth, cat: row(weights, 1, w.n), sum: rowSums[1], tokens: w.tokens };
    },
    judge(value, s) {
      const why = `In the widget below, with the causal mask on, the row of “${s.tokens[1]}” gives the keys the weights `
        + `${list(s.cat)}: the two later keys get exactly 0, because exp(−∞) = 0 adds nothing to the sum, and the two it may `
        + `see share all of it (their sum is ${formatNumber(s.sum, 3)}).`;
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        tiny: '−∞ is not just very negative: exp(−∞) is exactly 0, not a small number. (A fill of −10⁹ gives exp(−10⁹), which also comes out 0.)',
        negative: 'Softmax never gives a negative weight: exp(z) is positive or 0 for every z.',
        nan: 'That happens only when every key of a row is hidden (then the formula divides 0 by 0). Here each query still sees itself.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `Exactly 0: exp(−∞) = 0. “${s.tokens[1]}” under the causal mask: ${list(s.cat)}.`,
    widget: { 'attention-masking': { causal: 'true' } },
  },

  'softmax/rows-or-columns': {
    prompt: 'Softmax gives every cell of the score matrix a weight. Add the weights up: which of these sums come out '
      + 'as exactly 1?',
    answer: {
      kind: 'choice',
      choices: [
        { value: 'rows', label: 'Each row: one query’s weights over all the keys' },
        { value: 'columns', label: 'Each column: one key’s weights from all the queries' },
        { value: 'both', label: 'Both rows and columns' },
        { value: 'matrix', label: 'Only the whole matrix' },
      ],
    },
    solve(am) {
      const w = am.walkthrough({});
      const { rowSums, columnSums } = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: w.dK, dV: w.dV });
      const ones = (sums) => Array.from(sums).every((x) => near(x, 1, 1e-12));
      const truth = ones(rowSums) && ones(columnSums) ? 'both' : ones(rowSums) ? 'rows' : ones(columnSums) ? 'columns' : 'matrix';
      return { truth, rowSums, columnSums };
    },
    judge(value, s) {
      const why = `In the worked example at the end of this chapter, computed live, the row sums are ${list(s.rowSums)} and the column sums `
        + `${list(s.columnSums)}. Softmax normalises each query’s row along the keys: every query spends a budget of 1.`;
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        columns: 'Columns are what the “softmax over the wrong axis” bug normalises.',
        both: 'The columns sum to 1 only by accident: a key may be popular with every query, or with none.',
        matrix: 'Each query gets its own distribution, so it is finer than that.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `Each row. In the worked example at the end of this chapter the row sums are ${list(s.rowSums)}; the column sums ${list(s.columnSums)}.`,
  },

  'softmax/double-scores': {
    prompt: (s) => `One query’s scores are z = (${list(SOFTMAX_Z, 0)}), and the bars show the weights softmax gives them: `
      + `${list(s.before)}. Now every score doubles, to (${list(SOFTMAX_Z.map((z) => 2 * z), 0)}). `
      + 'Drag each bar (or use the arrow keys, 0.01 a press, and Page Up/Page Down, 0.1) to where you expect its weight to go.',
    answer: { kind: 'sketch', labels: () => SOFTMAX_Z.map((z) => `score ${formatNumber(2 * z, 0)}`), start: (s) => s.before, truth: (s) => s.after },
    solve: (am) => ({
      before: Array.from(am.softmax({ logits: SOFTMAX_Z, cols: SOFTMAX_Z.length }).weights),
      after: Array.from(am.softmax({ logits: SOFTMAX_Z, cols: SOFTMAX_Z.length, scale: 2 }).weights),
    }),
    judge(value, { before, after }) {
      const top = largestAt(after);
      const mechanism = 'Doubling every score doubles every gap, and a gap g between two scores is a ratio exp(g) between '
        + 'their weights, so each ratio is squared: softmax gets sharper, the opposite of what dividing by √d_k does.';
      const why = `Computed live, the weights for the doubled scores are ${list(after)}: the top weight rises from `
        + `${formatNumber(before[top], 3)} to ${formatNumber(after[top], 3)}. ${mechanism}`;
      // Close: every bar within 0.08 of the real weight.
      const right = value.every((v, j) => near(v, after[j], 0.08));
      if (right) return { right, text: `Close. ${why}` };
      if (value[top] <= before[top] + 0.01) {
        return { right, text: 'Your top bar did not rise. Softmax is unchanged when every score moves by the same amount, '
          + `not when they are multiplied. ${why}` };
      }
      // The top bar rose and none moved the wrong way (by more than a key press): the right direction, the wrong distance.
      const sameWay = value.every((v, j) => Math.sign(after[j] - before[j]) * (v - before[j]) >= -0.01);
      if (sameWay && !near(value[top], after[top], 0.08)) {
        const next = largestAt(before.map((w, j) => (j === top ? -Infinity : w)));
        const squared = `Each ratio between two weights is squared: ${formatNumber(before[top], 3)}/${formatNumber(before[next], 3)} `
          + `≈ ${formatNumber(before[top] / before[next], 1)} becomes ≈ ${formatNumber(after[top] / after[next], 1)}, `
          + `so the top weight goes to ≈ ${formatNumber(after[top], 3)}`;
        const verdict = value[top] < after[top]
          ? `Right direction, not far enough: your top bar is at ${formatNumber(value[top], 2)}. ${squared}.`
          : `Right direction, but too far: your top bar is at ${formatNumber(value[top], 2)}. ${squared}, not higher.`;
        return { right, text: `${verdict} Computed live, the weights for the doubled scores are ${list(after)}. A gap g `
          + 'between two scores is a ratio exp(g) between their weights, and doubling the scores doubles every gap: softmax '
          + 'gets sharper, the opposite of what dividing by √d_k does.' };
      }
      return { right, text: `The top bar should rise, the others fall, and all four still sum to 1. ${why}` };
    },
    explain: ({ before, after }) => `${list(after)}: the top weight rises from ${formatNumber(before[largestAt(after)], 3)} `
      + `to ${formatNumber(Math.max(...after), 3)}, because doubling the scores squares every ratio between weights.`,
    widget: { 'attention-softmax': { logits: SOFTMAX_Z.join(', '), scale: '2' } },
  },

  'weighted-sum/leans-toward': {
    prompt: (s) => `In the example this chapter ends with (“The cat sat down”, seed 42, random projections, no mask: every word sees every other), softmax gives the query “${s.tokens[s.i]}” the weights `
      + `${s.tokens.map((t, j) => `${formatNumber(s.weights[j], 3)} for “${t}”`).join(', ')}: they add up to 1. `
      + `The first coordinates of those four value vectors are `
      + `${s.tokens.map((t, j) => `${formatNumber(s.first[j], 3)} (v for “${t}”)`).join(', ')}. The output of “${s.tokens[s.i]}” is `
      + `the weighted sum w_1·v_1 + … + w_${s.tokens.length}·v_${s.tokens.length}. Which is its first coordinate closest to?`,
    answer: { kind: 'choice', choices: (s) => s.choices },
    solve(am) {
      const w = am.walkthrough({});
      const i = 1; // "cat", the weighted-sum widget's default query
      const weights = row(w.weights, i, w.n);
      const top = largestAt(weights);
      // The plain average and the plain sum of the values, by the core's weighted sum with even and unit weights.
      const mix = (ws) => am.weightedSumTerms({ weights: ws, V: w.V, n: 1, m: w.n, dV: w.dV, row: 0 }).output[0];
      const first = w.tokens.map((_, j) => w.V[j * w.dV]);
      const shownSum = first.reduce((sum, v) => sum + Number(v.toFixed(3)), 0);
      const options = [
        { value: 'top', label: `v for “${w.tokens[top]}”, the largest weight: ${formatNumber(first[top], 3)}`, at: first[top] },
        { value: 'average', label: `the plain average of the four: ${formatNumber(mix(weights.map(() => 1 / w.n)), 3)}`,
          at: mix(weights.map(() => 1 / w.n)) },
        // The sum of the four values as the question prints them (to 3 decimals), so a reader adding them gets it.
        { value: 'sum', label: `the plain sum of the four: ${formatNumber(shownSum, 3)}`, at: mix(weights.map(() => 1)) },
      ];
      if (top !== i) options.splice(2, 0, { value: 'own', label: `v for “${w.tokens[i]}” itself: ${formatNumber(first[i], 3)}`, at: first[i] });
      const output = w.output[i * w.dV];
      const gap = (o) => Math.abs(o.at - output);
      const truth = options.reduce((best, o) => (gap(o) < gap(best) ? o : best)).value;
      return { i, top, tokens: w.tokens, scores: row(w.scaledScores, i, w.n), weights, first, output, truth, choices: options };
    },
    judge(value, s) {
      const why = `With the weights ${list(s.weights)}, the output’s first coordinate is `
        + `${formatNumber(s.output, 3)} (computed live). The weights add up to 1, so the output is a weighted average of the values; with `
        + `weights this even it lands near their plain average, pulled a little toward v for “${s.tokens[s.top]}”, whose `
        + 'score, and so whose weight, is the largest.';
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        top: `It leans toward v for “${s.tokens[s.top]}”, but only a little: the other three keep most of the weight.`,
        own: 'A token’s own value gets no special treatment: its weight comes from its score like any other.',
        sum: 'The weights add up to 1, so the output is an average, not a sum.',
        average: 'Close, but the weights are not exactly even.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `${s.choices.find((c) => c.value === s.truth).label}. The output’s first coordinate is `
      + `${formatNumber(s.output, 3)}, a weighted average of the values with weights ${list(s.weights)}.`,
    widget: { 'attention-weighted-sum': { query: 'cat' } },
  },

  // Chapter 3's experiment: the shipped runs' held-out record (am.headsExperiment(),
  // one wide head and two narrow ones, seed 0) and the seed study behind it.
  'multi-head/one-or-two': {
    prompt: 'In “Cats near dogs chased birds”, the verb “chased” must name two animals at once: who chased (cats) '
      + 'and what was chased (birds), past “dogs” in between. Two models have the same 144 parameters: one wide head '
      + '(d_k = 6) and two narrow heads (d_k = 3 each). Trained the same way, which gets both animals right on sentences '
      + 'it never saw?',
    answer: {
      kind: 'choice',
      choices: [
        { value: 'wide', label: 'Only the one wide head' },
        { value: 'narrow', label: 'Only the two narrow heads' },
        { value: 'both', label: 'Both' },
        { value: 'neither', label: 'Neither' },
      ],
    },
    solve(am) {
      const { runs, study } = am.headsExperiment();
      const of = (heads) => {
        const run = runs.find((r) => r.heads === heads);
        const seeds = study.filter((o) => o.heads === heads);
        return { heldOut: run.heldOut, dK: run.dK, seeds: seeds.length,
                 solved: seeds.filter((o) => o.heldOut.solved).length };
      };
      const wide = of(1), narrow = of(2);
      // The core says when a run solved the task (LookupAccuracy::solved).
      const allRight = (m) => m.heldOut.solved;
      const truth = allRight(wide) ? (allRight(narrow) ? 'both' : 'wide') : (allRight(narrow) ? 'narrow' : 'neither');
      return { wide, narrow, truth };
    },
    judge(value, s) {
      const { wide, narrow } = s;
      const why = `Computed live below: on ${narrow.heldOut.sentences} held-out sentences the two narrow heads name both `
        + `animals in ${narrow.heldOut.bothRight}, the wide head in ${wide.heldOut.bothRight} (it gets the subject in `
        + `${wide.heldOut.subjectRight} and the object in ${wide.heldOut.objectRight}). Over ${narrow.seeds} seeds, the narrow `
        + `heads solve it ${narrow.solved} times, the wide head ${wide.solved}.`;
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why} In the bar charts, compare where each head’s weight from “chased” lands.` };
      const mistakes = {
        wide: 'A wider head compares words more finely, but it still makes one weighted average per query: it must choose where to look.',
        both: 'Same parameters, but not the same freedom: one head has one softmax, one set of weights per query.',
        neither: 'Two lookups are within reach of two heads: each can learn one of them.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `Only the two narrow heads: ${s.narrow.heldOut.bothRight} of ${s.narrow.heldOut.sentences} held-out sentences `
      + `against ${s.wide.heldOut.bothRight} for the wide head, computed live. The bar charts below show where each head looks `
      + 'from “chased”; why it matters comes after them.',
    widget: { 'attention-heads-experiment': { sentence: 'Cats near dogs chased birds' } },
  },

  // Chapter 3's split: Q.reshape(h, n, d_k) without the transpose. Each choice
  // names the cells of Q it says head 1 holds; the right one is the choice
  // whose cells are the ones numpy's layout puts in head 1 (head-layout.js,
  // checked against numpy in the Node tests), and the reveal sets the
  // reshape widget to that split, whose findings say the same in full.
  'heads-split/no-transpose': {
    prompt: `Q holds one row of ${SPLIT_WIDTH} numbers for each token of “${SEED_TOKENS.join(' ')}”: shape `
      + `(${SEED_TOKENS.length}, ${SPLIT_WIDTH}). Cut into h = 2 heads with Q.reshape(h, n, d_k) and no transpose, `
      + `head 1 gets a (${SEED_TOKENS.length}, ${SPLIT_WIDTH / 2}) block. Which numbers of Q are in it?`,
    answer: {
      kind: 'choice',
      choices: [
        { value: 'first-columns', label: `Columns 1–${SPLIT_WIDTH / 2} of every token, as with the transpose` },
        { value: 'first-tokens', label: `All ${SPLIT_WIDTH} columns of “${SEED_TOKENS[0]}” and “${SEED_TOKENS[1]}”, and nothing of the other words` },
        { value: 'first-tokens-half', label: `Columns 1–${SPLIT_WIDTH / 2} of “${SEED_TOKENS[0]}” and “${SEED_TOKENS[1]}” only` },
      ],
    },
    solve() {
      const n = SEED_TOKENS.length, heads = 2, dK = SPLIT_WIDTH / heads;
      const cell = (token, column) => token * SPLIT_WIDTH + column;
      const range = (count) => Array.from({ length: count }, (_, k) => k);
      const claims = {
        'first-columns': range(n).flatMap((t) => range(dK).map((c) => cell(t, c))),
        'first-tokens': [0, 1].flatMap((t) => range(SPLIT_WIDTH).map((c) => cell(t, c))),
        'first-tokens-half': [0, 1].flatMap((t) => range(dK).map((c) => cell(t, c))),
      };
      const index = Float64Array.from({ length: n * SPLIT_WIDTH }, (_, k) => k);
      const held = Array.from(headRows(index, { n, heads, dK, head: 0, transposed: false })).sort((a, b) => a - b);
      const same = (cells) => cells.length === held.length && [...cells].sort((a, b) => a - b).every((c, k) => c === held[k]);
      const truth = Object.keys(claims).find((value) => same(claims[value]));
      // The tokens whose cells head 1 holds, as the reshape widget's findings name them.
      const { findings } = reshapeModel(null, { layout: 'reshape-only', heads });
      const tokens = [...new Set(held.map((c) => SEED_TOKENS[Math.floor(c / SPLIT_WIDTH)]))];
      return { truth, findings, tokens, numbers: n * SPLIT_WIDTH, block: n * dK, pieces: SPLIT_WIDTH / dK, n, dK };
    },
    judge(value, s) {
      const how = `Numpy pours Q’s ${s.numbers} numbers, in order, into head 1’s (${s.n}, ${s.dK}) block first: it gets `
        + `the first ${s.block}, the whole rows of ${s.tokens.map((t) => `“${t}”`).join(' and ')}, each cut into ${s.pieces} `
        + 'pieces. The widget below shows it cell by cell.';
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${how}` };
      const mistakes = {
        'first-columns': 'That is what the transpose gives. Without it, nothing picks columns out of each row.',
        'first-tokens-half': `The right words, but not only their first halves: each of head 1’s rows takes the next ${s.dK} `
          + 'numbers in order, and after the first half of a row of Q comes its second half.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${how}` };
    },
    explain: (s) => `The first ${s.block} of Q’s ${s.numbers} numbers, in order: the whole rows of `
      + `${s.tokens.map((t) => `“${t}”`).join(' and ')}, each cut into ${s.pieces} pieces. The widget below shows it cell by cell.`,
    widget: { 'attention-reshape': { layout: 'reshape-only', heads: '2' } },
  },

  // The question that leads the backward pass: the sign of one off-diagonal
  // entry of the softmax Jacobian, from the core's backward pass. Weights of
  // their own, so that the exercise after it (p = 0.5, 0.3, 0.2) stays one.
  'backward/score-direction': {
    prompt: 'A query’s row of weights over three keys is p = (0.6, 0.3, 0.1). You want key 1 to get more weight, and '
      + 'may move only the score of key 2, z₂. Which way should z₂ move?',
    answer: {
      kind: 'choice',
      choices: [
        // Bare directions: a reason in one option would give it away (the reasons come with the verdict).
        { value: 'up', label: 'Up' },
        { value: 'down', label: 'Down' },
        { value: 'none', label: 'Neither: moving z₂ does not change key 1’s weight' },
      ],
    },
    solve(am) {
      const { p, J } = coreJacobian(am, [0.6, 0.3, 0.1].map(Math.log));
      return { p, entry: J[0][1], own: J[1][1], truth: J[0][1] < 0 ? 'down' : 'up' };
    },
    judge(value, s) {
      const why = `Computed live by the backward pass: ∂p₁/∂z₂ = ${formatNumber(s.entry, 2)}, which is −p₁·p₂ = `
        + `−${formatNumber(s.p[0], 1)} × ${formatNumber(s.p[1], 1)}. Lowering z₂ by 0.1 raises p₁ by about `
        + `${formatNumber(-0.1 * s.entry, 3)}. Every weight shares one denominator, so a score that rises takes weight from all the others.`;
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        up: 'A higher z₂ gives key 2 a larger share, and the shares add up to 1: key 1 loses.',
        none: 'z₂ sits in the sum every weight is divided by, so it moves every weight of the row.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `Down: ∂p₁/∂z₂ = −p₁·p₂ = ${formatNumber(s.entry, 2)}, computed live. Raising a score raises its own weight `
      + `(∂p₂/∂z₂ = p₂(1 − p₂) = ${formatNumber(s.own, 2)}) and lowers every other.`,
  },

  'trained-heads/layer-2-target': {
    prompt: (s) => `The trained model reads ${s.text}: eight letters, then the same eight. Take position ${s.i}, the second `
      + `${s.letter} (positions count from 0). Which position will the layer-2 head put most of its weight on?`,
    answer: { kind: 'choice', choices: (s) => s.choices },
    solve(am) {
      const tokens = Array.from('DKAHFBJCDKAHFBJC', (ch) => ch.charCodeAt(0) - 65);
      const letter = (t) => String.fromCharCode(65 + t);
      const i = 10;
      const earlier = tokens.indexOf(tokens[i]);
      const { attention } = am.transformerForward({ model: am.transformerPretrained(), tokens });
      const n = tokens.length;
      const weights = (layer) => row(attention[layer][0], i, n);
      const choices = [
        { value: String(earlier), label: `${earlier}: the earlier ${letter(tokens[i])}, the same token` },
        { value: String(earlier + 1), label: `${earlier + 1}: ${letter(tokens[earlier + 1])}, the token after the earlier ${letter(tokens[i])}` },
        { value: String(i - 1), label: `${i - 1}: ${letter(tokens[i - 1])}, the token just before` },
        { value: String(i), label: `${i}: itself` },
      ];
      return { i, earlier, text: tokens.map(letter).join(' '), letter: letter(tokens[i]), next: letter(tokens[earlier + 1]),
               choices, layer1: weights(0), layer2: weights(1), truth: String(largestAt(weights(1))) };
    },
    judge(value, s) {
      // A weight that rounds to 0.00 is said in words: "only 0.00" reads as a typo.
      const w = (weights, j) => (weights[j] < 0.005 ? 'almost nothing' : formatNumber(weights[j], 2));
      const why = `Computed live, the layer-2 head gives position ${s.truth} the weight ${w(s.layer2, Number(s.truth))}. `
        + `That is the induction target: the letter that followed the earlier ${s.letter} was ${s.next}, so ${s.next} is the `
        + `best guess for what comes next, and this head copies it forward.`;
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        [String(s.earlier)]: `The earlier ${s.letter} is the landmark, but the head gives it ${w(s.layer2, s.earlier) === 'almost nothing' ? 'almost nothing' : `only ${w(s.layer2, s.earlier)}`}: `
          + `it looks one position past it, at the letter that came next.`,
        [String(s.i - 1)]: `That is where the layer-1 head looks (weight ${w(s.layer1, s.i - 1)}): the previous token. `
          + `The layer-2 head gives it ${w(s.layer2, s.i - 1)}.`,
        [String(s.i)]: `It gives itself ${w(s.layer2, s.i)}: its own token says nothing about the next one.`,
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `Position ${s.truth}, the token after the earlier ${s.letter}: weight ${formatNumber(s.layer2[Number(s.truth)], 2)}, `
      + `computed live.`,
    widget: { 'attention-trained-heads': { sequence: 'DKAHFBJCDKAHFBJC' } },
  },

  'trained-heads/circuit-match': {
    // Asked about the term the figure above does not answer: does the key's
    // own letter matter? A reader who thinks "an A matches an A" says bright.
    prompt: 'Map 2a, below, shows the term with what layer 1 wrote, for every query letter a and previous letter b: its '
      + 'diagonal, where b is a, is bright (the match of move 2). Map 2b shows the other one: the query’s letter against the key’s own letter. On map 2b’s diagonal (an A query '
      + 'against an A key, B against B, …), what will the trained weights give?',
    answer: {
      kind: 'choice',
      choices: [
        { value: 'bright', label: 'A bright diagonal, as bright as map 2a’s: an A still matches an A' },
        { value: 'half', label: 'A diagonal about half as bright as map 2a’s' },
        { value: 'flat', label: 'Nearly flat: whether the key’s own letter agrees barely matters' },
        { value: 'dark', label: 'A dark diagonal: the head learned to keep away from its own letter' },
      ],
    },
    // Both terms over all 12 letters, from the core's reading of the weights
    // (am.transformerCircuits): the diagonal's mean against the mean of every
    // other cell, in S_comp (map 2a) and S_direct (map 2b).
    solve(am) {
      const { kComposition, direct } = am.transformerCircuits({ model: am.transformerPretrained() });
      const contrast = ({ values, rows, cols }) => {
        let diagonal = 0, others = 0;
        for (let a = 0; a < rows; a += 1) {
          for (let b = 0; b < cols; b += 1) {
            if (a === b) diagonal += values[a * cols + b];
            else others += values[a * cols + b];
          }
        }
        return { diagonal: diagonal / rows, others: others / (rows * cols - rows) };
      };
      const composed = contrast(kComposition);
      const own = contrast(direct);
      const lift = (t) => t.diagonal - t.others;
      const ratio = lift(own) / lift(composed);
      const truth = ratio > 0.7 ? 'bright' : ratio > 0.25 ? 'half' : ratio > -0.25 ? 'flat' : 'dark';
      return { composed, own, truth };
    },
    judge(value, s) {
      const n = (v) => formatNumber(v, 2);
      const why = `Read from the weights, over all 12 letters: on map 2a the diagonal averages ${n(s.composed.diagonal)} against `
        + `${n(s.composed.others)} off it; on map 2b, ${n(s.own.diagonal)} against ${n(s.own.others)}. `
        + `${scale(s.composed.diagonal - s.composed.others)} Map 2b’s gap, ${n(s.own.diagonal - s.own.others)}, gives `
        + `${formatNumber(Math.exp(s.own.diagonal - s.own.others), 1)} times. Only what layer 1 wrote tells “after an A” apart, and layer 2 `
        + 'can use it only because layer 1 wrote it. The maps below show every pair.';
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        bright: 'An A key is the earlier copy of the query itself, the duplicate-token cell: attending there would copy A, '
          + 'not the letter after it, so training had no use for this term.',
        half: 'Even half as bright would pull the head toward the earlier A itself and a wrong guess; training had no use '
          + 'for this term.',
        dark: 'Nothing needed pushing down: map 2a’s diagonal already decides where the head looks.',
        flat: 'Look at the numbers: training shaped this term more than that.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `Map 2a’s diagonal: ${formatNumber(s.composed.diagonal, 2)} against ${formatNumber(s.composed.others, 2)} `
      + `off it; map 2b’s: ${formatNumber(s.own.diagonal, 2)} against ${formatNumber(s.own.others, 2)}, `
      + `${{ bright: 'as bright', half: 'about half as bright', flat: 'nearly flat', dark: 'darker than the rest' }[s.truth]}. `
      + `${scale(s.composed.diagonal - s.composed.others)} Computed live.`,
  },

  'trained-heads/phase-change': {
    // Only the two-layer curve's shape is asked: the text before it has
    // already said that one layer cannot build the circuit.
    prompt: 'Before you press Play: with two layers, how will the loss on the repeats fall over the 2000 steps?',
    // Judged on the run the reader plays: the verdict, and the prose marked
    // data-after-watch, wait until a two-layer run has reached its last step
    // (the trainer's attention-run-end); told at once, they would give away
    // what the run is there to show.
    waitsFor: {
      event: 'attention-run-end',
      when: (detail) => detail.layers === 2,
      // 2000: the trainer's MAX_STEPS (tests/models/trained-heads.test.mjs).
      note: 'Kept. Now press Play with two layers: your prediction is checked when the run reaches step 2000, '
        + 'and what it shows is explained under it then.',
    },
    answer: {
      kind: 'choice',
      choices: [
        { value: 'early', label: 'Quickly, in the first hundred steps or so, then it stays flat' },
        { value: 'gradual', label: 'Gradually and steadily, from the first steps to the last' },
        { value: 'sudden', label: 'It stays near chance for a long while, then drops within a short stretch' },
        { value: 'never', label: 'Not at all: the loss only asks for the next letter, never to look back' },
      ],
    },
    // The run itself takes seconds (the reader plays it below); computed
    // here is where it ends: the shipped model's loss on the letters of a
    // run the first time and on its repeat.
    solve(am) {
      const text = 'DKAHFBJCDKAHFBJC';
      const tokens = Array.from(text, (ch) => ch.charCodeAt(0) - 65);
      // Loss i is on the letter after position i: 0 … 6 inside the run the first time, 8 … 14 inside its repeat.
      const { losses } = am.transformerForward({ model: am.transformerPretrained(), tokens });
      const mean = (from, to) => Array.from(losses).slice(from, to).reduce((a, b) => a + b, 0) / (to - from);
      return { text, chance: Math.log(12), first: mean(0, 7), repeat: mean(8, 15), truth: 'sudden' };
    },
    // Judged after the reader's own run (seen.run, from the trainer's
    // runSummary): the verdict tells that run, not the shipped model. After
    // a reload nothing was watched in this visit: the shipped model's ends.
    judge(value, s, seen) {
      const why = seen?.run ? ownRun(seen.run) : shippedRun(s);
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        gradual: 'Each step does lower the loss a little, but on the repeats almost nothing moves until two heads work together: '
          + 'neither part of the circuit helps on its own.',
        early: 'Nothing about the repeats is learned quickly: their loss stays near chance until two heads work together, '
          + 'and the two must first grow toward each other.',
        never: 'Looking back is the cheapest way to predict a repeat, so gradient descent finds it, though nobody asks for it.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `Two layers: near chance (ln 12 ≈ ${formatNumber(s.chance, 2)}) for hundreds of steps, then a sudden drop, `
      + `down to ${formatNumber(s.repeat, 2)} on the repeat of ${s.text} for the trained model, computed live; one layer never leaves chance.`,
  },

  // Spot the bug: the gallery's own run (seed 7, d_k = 16), asked before
  // the gallery shows it. The truth is read off the core's two runs.
  'misconceptions/online-rescale': {
    prompt: `This loop reads the keys ${CHUNK} at a time and keeps a running maximum m, sum l and output o. Its two marked `
      + 'lines forget the rescale: when a chunk raises the maximum to m_new, l and o are never multiplied by exp(m − m_new). '
      + 'It still returns o / l, and no error is raised. On the 5 keys of the sentence that the gallery below runs every bug on, what does the bug do?',
    code: [
      { text: 'm, l, o = -np.inf, 0.0, 0.0' },
      { text: `for k, v in chunks(K, V, ${CHUNK}):` },
      { text: '    s = q @ k.T / np.sqrt(d_k)' },
      { text: '    m_new = max(m, s.max())' },
      { text: '    e = np.exp(s - m_new)' },
      { text: '    l = l + e.sum()', wrong: true },
      { text: '    o = o + e @ v', wrong: true },
      { text: '    m = m_new' },
      { text: 'out = o / l' },
    ],
    answer: {
      kind: 'choice',
      choices: [
        { value: 'exact', label: 'Nothing: dividing by l at the end cancels the missing factor' },
        { value: 'early', label: 'Keys read before the maximum rose get too much weight' },
        { value: 'late', label: 'Keys read after the maximum rose get too much weight' },
        { value: 'nan', label: 'The exps overflow, and the output is NaN' },
      ],
    },
    solve(am) {
      const { right, wrong, trace } = onlineRescale(am, { seed: 7, dK: 16 });
      const n = BUG_TOKENS.length;
      // The row the bug moves most, and whether its first chunk's keys gained weight.
      const gap = (i) => Math.max(...Array.from({ length: n }, (_, j) => Math.abs(right.weights[i * n + j] - wrong.weights[i * n + j])));
      const i = Array.from({ length: n }, (_, r) => r).reduce((best, r) => (gap(r) > gap(best) ? r : best), 0);
      // The keys read before the maximum last rose: the ones the missing rescale leaves too heavy.
      const maxes = trace.steps.map((step) => step.runningMax[i]);
      const lastRise = maxes.findIndex((m) => m === maxes.at(-1));
      const before = Math.max(1, lastRise) * CHUNK;
      const early = (w) => Array.from({ length: before }, (_, j) => w[i * n + j]).reduce((a, b) => a + b, 0);
      const broken = Array.from(wrong.weights).some(Number.isNaN);
      const truth = broken ? 'nan' : gap(i) < 1e-12 ? 'exact' : early(wrong.weights) > early(right.weights) ? 'early' : 'late';
      return { truth, token: BUG_TOKENS[i], right: early(right.weights), wrong: early(wrong.weights), before,
               rises: maxes.filter((m, k) => k > 0 && m > maxes[k - 1]).length, old: maxes[Math.max(0, lastRise - 1)],
               first: maxes[0], last: maxes.at(-1) };
    },
    judge(value, s) {
      const keys = `keys 1–${s.before}`;
      const factor = s.rises === 1 ? `, e^(${formatNumber(s.last, 3)} − ${formatNumber(s.old, 3)}) ≈ ${formatNumber(Math.exp(s.last - s.old), 2)} times too heavily,` : ' too heavily';
      const why = `Computed live, row “${s.token}”: after keys 1–2 its maximum was ${formatNumber(s.first, 3)}, and by the last key `
        + `it had risen to ${formatNumber(s.last, 3)}. ${capitalised(keys)}, read before that rise, stay weighted relative to the old maximum${factor} `
        + `and together get ${formatNumber(s.wrong, 3)} instead of ${formatNumber(s.right, 3)}.`;
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        exact: 'The final division fixes the scale of the whole row, but not the ratio between keys read before and after the rise.',
        late: 'The keys after the rise are weighted relative to the new maximum, as they should be; it is the old terms that were never shrunk.',
        nan: 'Every exponent is still at most 0 when it is taken, so nothing overflows: the bug is silent.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `Keys read before the maximum rose get too much weight: in row “${s.token}”, keys 1–2 get ${formatNumber(s.wrong, 3)} `
      + `instead of ${formatNumber(s.right, 3)}, computed live.`,
  },

  'misconceptions/mask-after-softmax': {
    prompt: 'This code writes the causal mask after the softmax (the marked line), instead of scores[future] = -np.inf '
      + 'before it. The future keys get weight 0 either way. What else changes?',
    code: [
      { text: 'scores = Q @ K.T / np.sqrt(d_k)' },
      { text: 'weights = softmax(scores)' },
      { text: 'weights[future] = 0', wrong: true },
      { text: 'out = weights @ V' },
    ],
    answer: {
      kind: 'choice',
      choices: [
        { value: 'nothing', label: 'Nothing: the two are the same computation' },
        { value: 'sums', label: 'Rows sum to less than 1, and a hidden key’s score still gets a gradient' },
        { value: 'leak', label: 'The future keys still get a little weight' },
        { value: 'gradient-only', label: 'The weights are the same; only the gradient differs' },
      ],
    },
    solve(am) {
      const { right, wrong } = maskAfter(am, { seed: 7, dK: 16 });
      const n = BUG_TOKENS.length;
      const hidden = (g) => Math.max(...Array.from(g, Math.abs).filter((_, k) => k % n > Math.floor(k / n)));
      const short = Array.from(wrong.rowSums).some((x) => x < 1 - 1e-9);
      const flows = hidden(wrong.gradients.dScaledScores) > 0;
      const truth = short && flows ? 'sums' : flows ? 'gradient-only' : 'nothing';
      return { truth, sum: wrong.rowSums[0], gradient: hidden(wrong.gradients.dScaledScores), rightGradient: hidden(right.gradients.dScaledScores) };
    },
    judge(value, s) {
      const why = `Computed live: the softmax saw the future keys, so row “${BUG_TOKENS[0]}” keeps only ${formatNumber(s.sum, 3)} `
        + `of its weight once they are zeroed, and the largest gradient on a hidden score (of a loss L = Σ O ⊙ G, the output weighed by a random G) is ${formatNumber(s.gradient, 3)}, `
        + `against ${s.rightGradient === 0 ? 'exactly 0' : formatNumber(s.rightGradient, 3)} with −∞ before the softmax.`;
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        nothing: 'Zeroing after the softmax does not renormalise: the share the future keys took is simply lost.',
        leak: 'Their weights are set to exactly 0 after the softmax, so none leaks forward.',
        'gradient-only': 'The weights differ too: the visible keys no longer share all of 1.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `Row “${BUG_TOKENS[0]}” sums to ${formatNumber(s.sum, 3)}, not 1, and a hidden score still gets a gradient of up to `
      + `${formatNumber(s.gradient, 3)} (exactly 0 with −∞ before the softmax), computed live.`,
  },

  'misconceptions/one-layer-induction': {
    prompt: `Two models were trained by the same recipe, for the same number of steps, on runs of letters that repeat: `
      + `one with two attention layers, one with a single layer (the marked line). Each now reads ${RUN} letters followed `
      + `by the same ${RUN} again. On the repeat, how often does each name the next letter?`,
    code: [
      { text: '# two-layer recipe, same steps' },
      { text: 'model = train(recipe, layers=1)', wrong: true },
    ],
    answer: {
      kind: 'choice',
      choices: [
        { value: 'both', label: 'Both nearly always: one head can look back at the earlier copy' },
        { value: 'two', label: 'Only the two-layer model nearly always; the one-layer model hardly better than chance' },
        { value: 'half', label: 'The one-layer model about half as often as the two-layer model' },
        { value: 'neither', label: 'Neither: a repeat is as hard to predict as the first run' },
      ],
    },
    solve(am) {
      const { right, wrong } = inductionLayers(am, { seed: 7 });
      const often = (r) => r.repeat >= 0.8;
      const truth = often(right) && often(wrong) ? 'both' : !often(right) && !often(wrong) ? 'neither'
        : often(right) && wrong.repeat < 0.3 ? 'two' : 'half';
      return { truth, two: right.repeat, one: wrong.repeat, twoInduction: right.induction, oneInduction: wrong.induction };
    },
    judge(value, s) {
      const pct = (v) => `${formatNumber(100 * v, 0)} %`;
      const why = `Computed live on 32 such runs: the two-layer model names the next letter of the repeat ${pct(s.two)} of the `
        + `time, the one-layer model ${pct(s.one)} (chance is 1 in 12, ${pct(1 / 12)}). Looking back needs a key that says `
        + '“the letter before me was the current letter”, and only a first layer can write that into each position.';
      const right = value === s.truth;
      if (right) return { right, text: `Right. ${why}` };
      const mistakes = {
        both: 'One head can find an earlier copy of the current letter, but that copy’s own position holds the same letter, '
          + 'not the next one: the head must land one position later, and nothing at that position says so.',
        half: 'It is not a matter of degree: without a previous-token head below it, the trick is not there at all.',
        neither: 'The two-layer model learns to copy: the repeat is the easy half.',
      };
      return { right, text: `${mistakes[value] ?? ''} ${why}` };
    },
    explain: (s) => `Only the two-layer model: ${formatNumber(100 * s.two, 0)} % of the repeat’s letters against `
      + `${formatNumber(100 * s.one, 0)} % for one layer, computed live.`,
  },
};
