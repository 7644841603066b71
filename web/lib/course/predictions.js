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
// Every sentence is a message of the catalogues (web/locales/, group
// "Predictions"); prompts, choices and notes are getters, so that each is
// read in the language of the widget that asks.

import { formatNumber } from '../text/format.js';
import { currentLanguage, formatCount, languageInfo, message } from '../text/messages.js';
import { listItems, sentences } from '../text/join.js';
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

// The verdict on an answer: "Right." and why, or what the answer given
// mistook, when there is a sentence for it, and why.
const verdict = (right, why, mistake) => ({
  right, text: right ? message('predict-right', { why }) : mistake ? sentences(mistake, why) : why,
});

// Words listed as the language lists them ("“The” and “cat”").
const listed = (words) => new Intl.ListFormat(languageInfo().from ?? currentLanguage(), { type: 'conjunction' }).format(words);
const quotedWords = (words) => listed(words.map((word) => message('predict-no-transpose-quoted', { word })));

// What a gap between two keys' scores means once softmax has them: with the
// rest equal, e^gap times the weight, said to two significant figures.
const scale = (gap) => message('predict-gap-in-weights', {
  gap: formatNumber(gap, 2), times: formatCount(Number(Math.exp(gap).toPrecision(2))),
});

// The sentence of the first mistake whose test matches (undefined if none):
// hints aimed at the answer given, not at answers in general.
function firstMatch(value, solved, mistakes) {
  return mistakes.find(([test]) => test(value, solved))?.[1](solved);
}

// What a prediction's verdict says (its state, mark and text): the answer
// when the reader asked to be shown ("Just show me"), else what they
// predicted (`restored`: made on an earlier visit) against the core's
// answer; `value` null when the answer kept cannot be read any more.
// seen: the detail of the event a waitsFor question waited for (what the
// reader watched), or undefined (not watched in this visit: a restore).
export function predictionVerdict(spec, solved, { skipped, answer, value }, restored = false, watched = true, seen = undefined) {
  if (skipped) return { state: 'is-revealed', mark: undefined, text: message('predict-verdict-shown', { answer: spec.explain(solved) }) };
  const said = (text) => message(restored ? 'predict-verdict-predicted-before' : 'predict-verdict-predicted', { answer, verdict: text });
  // A question about what the reader is about to watch (spec.waitsFor) says
  // only that the answer is kept, until the reader has watched it.
  if (!watched) return { state: 'is-info', mark: undefined, text: said(spec.waitsFor.note) };
  if (value === null) return { state: 'is-info', mark: undefined, text: said(spec.explain(solved)) };
  const { right, text } = spec.judge(value, solved, seen);
  return { right, state: right ? 'is-right' : 'is-wrong', mark: right ? '✓' : '✗', text: said(text) };
}

// trained-heads/phase-change, told from the reader's own finished run
// (../../elements/induction-training/model.js, runSummary): when the
// repeats' loss fell, where it ended, and when the head formed.
function ownRun(run) {
  const n = (v) => formatNumber(v, 2);
  const [from, to, formed] = [run.dropFrom, run.dropTo, run.formed].map((v) => formatNumber(v, 1).replace(/\.0$/, ''));
  // Steps are said as the trainer's step counter shows them, ungrouped.
  return message('predict-phase-change-own-run', {
    layers: run.layersText, seed: String(run.seed), from, to, formed,
    drop: run.below === null ? 'never' : run.above === null ? 'early' : 'fell',
    below: String(run.below), above: String(run.above), stepsLater: run.below - run.above, chance: n(run.chance),
    repeat: n(run.repeat), step: String(run.step), first: n(run.first), aboveChance: run.first > run.chance ? 'yes' : 'no',
    headFormed: run.formedAt === null ? 'no' : 'yes', formedAt: String(run.formedAt),
  });
}

// The same question judged with no run watched in this visit (a prediction
// restored after a reload): the model shipped with the page, computed live.
function shippedRun(s) {
  return message('predict-phase-change-shipped-run', {
    chance: formatNumber(s.chance, 2), text: s.text, first: formatNumber(s.first, 2), repeat: formatNumber(s.repeat, 2),
    right: formatNumber(100 * Math.exp(-s.repeat), 0),
  });
}

// d_model = 6 keeps X's six columns inside a phone's width when the reveal
// sets the widget to these sizes (eight did not fit at 390 px).
const V_SIZES = { n: 5, dModel: 6, dK: 4, dV: 2 };
const SOFTMAX_Z = [2, 1, 0, -1];

export const PREDICTIONS = {
  'why/sat-looks-at': {
    get prompt() { return message('predict-sat-prompt'); },
    answer: {
      kind: 'choice',
      get choices() {
        return [
          { value: '0', label: message('predict-sat-choice-the') },
          { value: '1', label: message('predict-sat-choice-cat') },
          { value: '2', label: message('predict-sat-choice-sat') },
          { value: '3', label: message('predict-sat-choice-down') },
        ];
      },
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
      const why = message('predict-sat-why', { word: s.tokens[top], weight: formatNumber(s.weights[top], 4) });
      const mistakes = {
        0: () => message('predict-sat-mistake-the'),
        2: () => message('predict-sat-mistake-sat'),
        3: () => message('predict-sat-mistake-down'),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-sat-explain', { word: s.tokens[Number(s.truth)], weight: formatNumber(s.weights[Number(s.truth)], 4) }),
    // The sentence as the trained model spells it, the same in every language.
    widget: { 'attention-subject-head': { sentence: 'The cat sat down' } }, // data: the sentence the model reads
  },

  'qkv/v-shape': {
    get prompt() { return message('predict-v-shape-prompt', { dModel: V_SIZES.dModel, dK: V_SIZES.dK, dV: V_SIZES.dV }); },
    answer: { kind: 'shape' },
    solve: (am) => Object.fromEntries(['X', 'W_V', 'Q', 'V'].map((name) => [name, shapeOf(am, { ...V_SIZES, m: 5 }, name)])),
    judge(value, s) {
      const right = sameShape(value, s.V);
      const why = message('predict-v-shape-why', {
        x: shapeText(s.X), wv: shapeText(s.W_V), inner: s.X[1], width: s.V[1], v: shapeText(s.V),
      });
      return verdict(right, why, right ? undefined : firstMatch(value, s, [
        [(v) => sameShape(v, s.Q), () => message('predict-v-shape-mistake-q')],
        [(v) => sameShape(v, s.W_V), () => message('predict-v-shape-mistake-w-v', { rows: s.X[0] })],
        [(v) => sameShape(v, s.X), () => message('predict-v-shape-mistake-x')],
        [(v) => sameShape(v, [s.V[1], s.V[0]]), () => message('predict-v-shape-mistake-swapped')],
      ]));
    },
    explain: (s) => message('predict-v-shape-explain', { v: shapeText(s.V), x: shapeText(s.X), wv: shapeText(s.W_V), width: s.V[1] }),
    widget: { 'attention-qkv': { n: String(V_SIZES.n), 'd-model': String(V_SIZES.dModel), 'd-k': String(V_SIZES.dK), 'd-v': String(V_SIZES.dV), direct: 'false' } },
  },

  // Chapter 1's scores step opens with the picture: one query and three keys of
  // the same length, in 2-D, and which key the dot product favours. The truth
  // is the core's (am.attention on the three keys); the reveal sets
  // <attention-geometry> to these arrows.
  'scores/which-key': {
    get prompt() { return message('predict-which-key-prompt'); },
    answer: {
      kind: 'choice',
      get choices() {
        return [
          { value: '0', label: 'k₁ = (1, 1)' },
          { value: '1', label: 'k₂ = (−1, 1)' },
          { value: '2', label: 'k₃ = (1, −1)' },
          { value: 'tie', label: message('predict-which-key-choice-tie') },
        ];
      },
    },
    solve(am) {
      // The scores as the geometry widget it guards computes them.
      const scores = scoreKeys(am, WHICH_KEY.q, WHICH_KEY.keys, 2).rawScores;
      const tie = scores.every((x) => x === scores[0]);
      return { scores, truth: tie ? 'tie' : String(largestAt(scores)) };
    },
    judge(value, s) {
      const top = Number(s.truth);
      const [first, second, third] = s.scores.map((score) => formatNumber(score, 2));
      const why = message('predict-which-key-why', { first, second, third, top: '₁₂₃'[top] });
      const mistakes = {
        1: () => message('predict-which-key-mistake-k2'),
        2: () => message('predict-which-key-mistake-k3'),
        tie: () => message('predict-which-key-mistake-tie'),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => {
      const [first, second, third] = s.scores.map((score) => formatNumber(score, 2));
      return message('predict-which-key-explain', { top: '₁₂₃'[Number(s.truth)], first, second, third });
    },
    widget: { 'attention-geometry': { view: 'drag', 'q-x': '1.5', 'q-y': '0.5', 'k1-x': '1', 'k1-y': '1',
                                      'k2-x': '-1', 'k2-y': '1', 'k3-x': '1', 'k3-y': '-1' } },
  },

  'scores/shape-7-16': {
    get prompt() { return message('predict-score-shape-prompt'); },
    answer: { kind: 'shape' },
    solve: (am) => ({ S: shapeOf(am, { n: 7, m: 7, dModel: 64, dK: 16, dV: 16 }, 'Q·Kᵀ'),
                      Q: shapeOf(am, { n: 7, m: 7, dModel: 64, dK: 16, dV: 16 }, 'Q') }),
    judge(value, s) {
      const why = message('predict-score-shape-why', { q: shapeText(s.Q), dK: s.Q[1], keys: s.S[1], s: shapeText(s.S) });
      const right = sameShape(value, s.S);
      return verdict(right, why, right ? undefined : firstMatch(value, s, [
        [(v) => sameShape(v, s.Q), () => message('predict-score-shape-mistake-q')],
        [(v) => v[0] === s.Q[1] && v[1] === s.Q[1], () => message('predict-score-shape-mistake-transposed')],
      ]));
    },
    explain: (s) => message('predict-score-shape-explain', { s: shapeText(s.S), queries: s.S[0], keys: s.S[1] }),
  },

  'scaling/variance-256': {
    get prompt() { return message('predict-variance-prompt'); },
    answer: { kind: 'number' },
    solve: (am) => ({ dK: 256, sample: am.dotProducts({ seed: 0, dK: 256 }) }),
    judge(value, { dK, sample }) {
      // The number of pairs as the sample holds it (2000), ungrouped.
      const measured = message('predict-variance-measured', {
        pairs: String(sample.values.length), variance: formatNumber(sample.variance, 1), dK,
      });
      const why = message('predict-variance-why');
      // Right: within 10% of what the core measured.
      const right = near(value, sample.variance, 0.1 * sample.variance);
      if (right) return verdict(right, sentences(measured, why));
      // Too small by a square root: the variance itself is what it misses, not why it adds up.
      if (value === 16) return verdict(right, measured, message('predict-variance-mistake-16'));
      const mistakes = { 1: () => message('predict-variance-mistake-1'), 0: () => message('predict-variance-mistake-0') };
      return verdict(right, sentences(measured, why), mistakes[value]?.());
    },
    explain: ({ dK, sample }) => message('predict-variance-explain', {
      dK, pairs: String(sample.values.length), variance: formatNumber(sample.variance, 1),
    }),
    widget: { 'attention-scaling': { 'd-k': '256' } },
  },

  'masking/minus-infinity': {
    get prompt() { return message('predict-minus-infinity-prompt'); },
    answer: {
      kind: 'choice',
      get choices() {
        return ['zero', 'tiny', 'negative', 'nan'].map((value) => ({ value, label: message(`predict-minus-infinity-choice-${value}`) }));
      },
    },
    solve(am) {
      const w = am.walkthrough({});
      const { weights, rowSums } = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: w.dK, dV: w.dV, causal: true });
      const hidden = weights[1 * w.n + 2]; // "cat" looking at the later "sat"
      const truth = Number.isNaN(hidden) ? 'nan' : hidden === 0 ? 'zero' : hidden < 0 ? 'negative' : 'tiny';
      return { truth, cat: row(weights, 1, w.n), sum: rowSums[1], tokens: w.tokens };
    },
    judge(value, s) {
      const why = message('predict-minus-infinity-why', { token: s.tokens[1], weights: list(s.cat), sum: formatNumber(s.sum, 3) });
      const mistakes = {
        tiny: () => message('predict-minus-infinity-mistake-tiny'),
        negative: () => message('predict-minus-infinity-mistake-negative'),
        nan: () => message('predict-minus-infinity-mistake-nan'),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-minus-infinity-explain', { token: s.tokens[1], weights: list(s.cat) }),
    widget: { 'attention-masking': { causal: 'true' } },
  },

  'softmax/rows-or-columns': {
    get prompt() { return message('predict-rows-or-columns-prompt'); },
    answer: {
      kind: 'choice',
      get choices() {
        return ['rows', 'columns', 'both', 'matrix'].map((value) => ({ value, label: message(`predict-rows-or-columns-choice-${value}`) }));
      },
    },
    solve(am) {
      const w = am.walkthrough({});
      const { rowSums, columnSums } = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: w.dK, dV: w.dV });
      const ones = (sums) => Array.from(sums).every((x) => near(x, 1, 1e-12));
      const truth = ones(rowSums) && ones(columnSums) ? 'both' : ones(rowSums) ? 'rows' : ones(columnSums) ? 'columns' : 'matrix';
      return { truth, rowSums, columnSums };
    },
    judge(value, s) {
      const why = message('predict-rows-or-columns-why', { rowSums: list(s.rowSums), columnSums: list(s.columnSums) });
      const mistakes = {
        columns: () => message('predict-rows-or-columns-mistake-columns'),
        both: () => message('predict-rows-or-columns-mistake-both'),
        matrix: () => message('predict-rows-or-columns-mistake-matrix'),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-rows-or-columns-explain', { rowSums: list(s.rowSums), columnSums: list(s.columnSums) }),
  },

  'softmax/double-scores': {
    prompt: (s) => message('predict-double-scores-prompt', {
      scores: list(SOFTMAX_Z, 0), weights: list(s.before), doubled: list(SOFTMAX_Z.map((z) => 2 * z), 0),
    }),
    answer: {
      kind: 'sketch', labels: () => SOFTMAX_Z.map((z) => message('predict-double-scores-bar', { score: formatNumber(2 * z, 0) })),
      start: (s) => s.before, truth: (s) => s.after,
    },
    solve: (am) => ({
      before: Array.from(am.softmax({ logits: SOFTMAX_Z, cols: SOFTMAX_Z.length }).weights),
      after: Array.from(am.softmax({ logits: SOFTMAX_Z, cols: SOFTMAX_Z.length, scale: 2 }).weights),
    }),
    judge(value, { before, after }) {
      const top = largestAt(after);
      const why = sentences(message('predict-double-scores-why', {
        after: list(after), from: formatNumber(before[top], 3), to: formatNumber(after[top], 3),
      }), message('predict-double-scores-mechanism'));
      // Close: every bar within 0.08 of the real weight.
      const right = value.every((v, j) => near(v, after[j], 0.08));
      if (right) return { right, text: message('predict-close', { why }) };
      if (value[top] <= before[top] + 0.01) return { right, text: sentences(message('predict-double-scores-not-risen'), why) };
      // The top bar rose and none moved the wrong way (by more than a key press): the right direction, the wrong distance.
      const sameWay = value.every((v, j) => Math.sign(after[j] - before[j]) * (v - before[j]) >= -0.01);
      if (sameWay && !near(value[top], after[top], 0.08)) {
        const next = largestAt(before.map((w, j) => (j === top ? -Infinity : w)));
        const distance = message(value[top] < after[top] ? 'predict-double-scores-not-far-enough' : 'predict-double-scores-too-far', {
          bar: formatNumber(value[top], 2), top: formatNumber(before[top], 3), next: formatNumber(before[next], 3),
          ratio: formatNumber(before[top] / before[next], 1), newRatio: formatNumber(after[top] / after[next], 1),
          newTop: formatNumber(after[top], 3),
        });
        return { right, text: sentences(distance, message('predict-double-scores-direction-why', { after: list(after) })) };
      }
      return { right, text: sentences(message('predict-double-scores-wrong-way'), why) };
    },
    explain: ({ before, after }) => message('predict-double-scores-explain', {
      after: list(after), from: formatNumber(before[largestAt(after)], 3), to: formatNumber(Math.max(...after), 3),
    }),
    widget: { 'attention-softmax': { logits: SOFTMAX_Z.join(', '), scale: '2' } },
  },

  'weighted-sum/leans-toward': {
    // The lists are of numbers, each with its word: a list of items in the language's own separator.
    prompt: (s) => message('predict-leans-toward-prompt', {
      query: s.tokens[s.i], n: s.tokens.length,
      weights: listItems(s.tokens.map((token, j) => message('predict-leans-toward-weight-for', { weight: formatNumber(s.weights[j], 3), token }))),
      values: listItems(s.tokens.map((token, j) => message('predict-leans-toward-value-of', { value: formatNumber(s.first[j], 3), token }))),
    }),
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
        { value: 'top', label: message('predict-leans-toward-choice-top', { token: w.tokens[top], value: formatNumber(first[top], 3) }),
          at: first[top] },
        { value: 'average', label: message('predict-leans-toward-choice-average', { value: formatNumber(mix(weights.map(() => 1 / w.n)), 3) }),
          at: mix(weights.map(() => 1 / w.n)) },
        // The sum of the four values as the question prints them (to 3 decimals), so a reader adding them gets it.
        { value: 'sum', label: message('predict-leans-toward-choice-sum', { value: formatNumber(shownSum, 3) }), at: mix(weights.map(() => 1)) },
      ];
      if (top !== i) {
        options.splice(2, 0, { value: 'own', label: message('predict-leans-toward-choice-own', { token: w.tokens[i], value: formatNumber(first[i], 3) }),
                               at: first[i] });
      }
      const output = w.output[i * w.dV];
      const gap = (o) => Math.abs(o.at - output);
      const truth = options.reduce((best, o) => (gap(o) < gap(best) ? o : best)).value;
      return { i, top, tokens: w.tokens, scores: row(w.scaledScores, i, w.n), weights, first, output, truth, choices: options };
    },
    judge(value, s) {
      const why = message('predict-leans-toward-why', { weights: list(s.weights), output: formatNumber(s.output, 3), top: s.tokens[s.top] });
      const mistakes = {
        top: () => message('predict-leans-toward-mistake-top', { top: s.tokens[s.top] }),
        own: () => message('predict-leans-toward-mistake-own'),
        sum: () => message('predict-leans-toward-mistake-sum'),
        average: () => message('predict-leans-toward-mistake-average'),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-leans-toward-explain', {
      choice: s.choices.find((c) => c.value === s.truth).label, output: formatNumber(s.output, 3), weights: list(s.weights),
    }),
    widget: { 'attention-weighted-sum': { query: 'cat' } },
  },

  // Chapter 3's experiment: the shipped runs' held-out record (am.headsExperiment(),
  // one wide head and two narrow ones, seed 0) and the seed study behind it.
  'multi-head/one-or-two': {
    get prompt() { return message('predict-one-or-two-prompt'); },
    answer: {
      kind: 'choice',
      get choices() {
        return ['wide', 'narrow', 'both', 'neither'].map((value) => ({ value, label: message(`predict-one-or-two-choice-${value}`) }));
      },
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
      const why = message('predict-one-or-two-why', {
        sentences: narrow.heldOut.sentences, narrowBoth: narrow.heldOut.bothRight, wideBoth: wide.heldOut.bothRight,
        wideSubject: wide.heldOut.subjectRight, wideObject: wide.heldOut.objectRight, seeds: narrow.seeds,
        narrowSolved: narrow.solved, wideSolved: wide.solved,
      });
      const right = value === s.truth;
      if (right) return verdict(right, sentences(why, message('predict-one-or-two-compare')));
      const mistakes = {
        wide: () => message('predict-one-or-two-mistake-wide'),
        both: () => message('predict-one-or-two-mistake-both'),
        neither: () => message('predict-one-or-two-mistake-neither'),
      };
      return verdict(right, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-one-or-two-explain', {
      narrowBoth: s.narrow.heldOut.bothRight, sentences: s.narrow.heldOut.sentences, wideBoth: s.wide.heldOut.bothRight,
    }),
    // The sentence as the trained models spell it, the same in every language.
    widget: { 'attention-heads-experiment': { sentence: 'Cats near dogs chased birds' } }, // data: the sentence the model reads
  },

  // Chapter 3's split: Q.reshape(h, n, d_k) without the transpose. Each choice
  // names the cells of Q it says head 1 holds; the right one is the choice
  // whose cells are the ones numpy's layout puts in head 1 (head-layout.js,
  // checked against numpy in the Node tests), and the reveal sets the
  // reshape widget to that split, whose findings say the same in full.
  'heads-split/no-transpose': {
    get prompt() {
      return message('predict-no-transpose-prompt', {
        width: SPLIT_WIDTH, sentence: SEED_TOKENS.join(' '), n: SEED_TOKENS.length, half: SPLIT_WIDTH / 2,
      });
    },
    answer: {
      kind: 'choice',
      get choices() {
        const words = { width: SPLIT_WIDTH, half: SPLIT_WIDTH / 2, first: SEED_TOKENS[0], second: SEED_TOKENS[1] };
        return ['first-columns', 'first-tokens', 'first-tokens-half']
          .map((value) => ({ value, label: message(`predict-no-transpose-choice-${value}`, words) }));
      },
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
      const how = message('predict-no-transpose-how', {
        numbers: s.numbers, n: s.n, dK: s.dK, block: s.block, tokens: quotedWords(s.tokens), pieces: s.pieces,
      });
      const mistakes = {
        'first-columns': () => message('predict-no-transpose-mistake-first-columns'),
        'first-tokens-half': () => message('predict-no-transpose-mistake-first-tokens-half', { dK: s.dK }),
      };
      return verdict(value === s.truth, how, mistakes[value]?.());
    },
    explain: (s) => message('predict-no-transpose-explain', {
      block: s.block, numbers: s.numbers, tokens: quotedWords(s.tokens), pieces: s.pieces,
    }),
    widget: { 'attention-reshape': { layout: 'reshape-only', heads: '2' } },
  },

  // The question that leads the backward pass: the sign of one off-diagonal
  // entry of the softmax Jacobian, from the core's backward pass. Weights of
  // their own, so that the exercise after it (p = 0.5, 0.3, 0.2) stays one.
  'backward/score-direction': {
    get prompt() { return message('predict-score-direction-prompt'); },
    answer: {
      kind: 'choice',
      // Bare directions: a reason in one option would give it away (the reasons come with the verdict).
      get choices() {
        return ['up', 'down', 'none'].map((value) => ({ value, label: message(`predict-score-direction-choice-${value}`) }));
      },
    },
    solve(am) {
      const { p, J } = coreJacobian(am, [0.6, 0.3, 0.1].map(Math.log));
      return { p, entry: J[0][1], own: J[1][1], truth: J[0][1] < 0 ? 'down' : 'up' };
    },
    judge(value, s) {
      const why = message('predict-score-direction-why', {
        entry: formatNumber(s.entry, 2), p1: formatNumber(s.p[0], 1), p2: formatNumber(s.p[1], 1), change: formatNumber(-0.1 * s.entry, 3),
      });
      const mistakes = {
        up: () => message('predict-score-direction-mistake-up'),
        none: () => message('predict-score-direction-mistake-none'),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-score-direction-explain', { entry: formatNumber(s.entry, 2), own: formatNumber(s.own, 2) }),
  },

  'trained-heads/layer-2-target': {
    prompt: (s) => message('predict-layer-2-target-prompt', { text: s.text, position: s.i, letter: s.letter }),
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
        { value: String(earlier), label: message('predict-layer-2-target-choice-same', { position: earlier, letter: letter(tokens[i]) }) },
        { value: String(earlier + 1), label: message('predict-layer-2-target-choice-after', {
          position: earlier + 1, next: letter(tokens[earlier + 1]), letter: letter(tokens[i]),
        }) },
        { value: String(i - 1), label: message('predict-layer-2-target-choice-before', { position: i - 1, previous: letter(tokens[i - 1]) }) },
        { value: String(i), label: message('predict-layer-2-target-choice-itself', { position: i }) },
      ];
      return { i, earlier, text: tokens.map(letter).join(' '), letter: letter(tokens[i]), next: letter(tokens[earlier + 1]),
               choices, layer1: weights(0), layer2: weights(1), truth: String(largestAt(weights(1))) };
    },
    judge(value, s) {
      // A weight that rounds to 0.00 is said in words: "only 0.00" reads as a typo.
      // The messages choose the words by `…Tiny`.
      const w = (name, weights, j) => ({ [name]: formatNumber(weights[j], 2), [`${name}Tiny`]: weights[j] < 0.005 ? 'yes' : 'no' });
      const why = message('predict-layer-2-target-why', {
        position: s.truth, ...w('weight', s.layer2, Number(s.truth)), letter: s.letter, next: s.next,
      });
      const mistakes = {
        [String(s.earlier)]: () => message('predict-layer-2-target-mistake-same', { letter: s.letter, ...w('weight', s.layer2, s.earlier) }),
        [String(s.i - 1)]: () => message('predict-layer-2-target-mistake-before', {
          ...w('layer1', s.layer1, s.i - 1), ...w('layer2', s.layer2, s.i - 1),
        }),
        [String(s.i)]: () => message('predict-layer-2-target-mistake-itself', w('weight', s.layer2, s.i)),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-layer-2-target-explain', {
      position: s.truth, letter: s.letter, weight: formatNumber(s.layer2[Number(s.truth)], 2),
    }),
    widget: { 'attention-trained-heads': { sequence: 'DKAHFBJCDKAHFBJC' } },
  },

  'trained-heads/circuit-match': {
    // Asked about the term the figure above does not answer: does the key's
    // own letter matter? A reader who thinks "an A matches an A" says bright.
    get prompt() { return message('predict-circuit-match-prompt'); },
    answer: {
      kind: 'choice',
      get choices() {
        return ['bright', 'half', 'flat', 'dark'].map((value) => ({ value, label: message(`predict-circuit-match-choice-${value}`) }));
      },
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
      const why = message('predict-circuit-match-why', {
        composed: n(s.composed.diagonal), composedOff: n(s.composed.others), own: n(s.own.diagonal), ownOff: n(s.own.others),
        scale: scale(s.composed.diagonal - s.composed.others), ownGap: n(s.own.diagonal - s.own.others),
        ownTimes: formatNumber(Math.exp(s.own.diagonal - s.own.others), 1),
      });
      const mistakes = {
        bright: () => message('predict-circuit-match-mistake-bright'),
        half: () => message('predict-circuit-match-mistake-half'),
        dark: () => message('predict-circuit-match-mistake-dark'),
        flat: () => message('predict-circuit-match-mistake-flat'),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-circuit-match-explain', {
      composed: formatNumber(s.composed.diagonal, 2), composedOff: formatNumber(s.composed.others, 2),
      own: formatNumber(s.own.diagonal, 2), ownOff: formatNumber(s.own.others, 2), kind: s.truth,
      scale: scale(s.composed.diagonal - s.composed.others),
    }),
  },

  'trained-heads/phase-change': {
    // Only the two-layer curve's shape is asked: the text before it has
    // already said that one layer cannot build the circuit.
    get prompt() { return message('predict-phase-change-prompt'); },
    // Judged on the run the reader plays: the verdict, and the prose marked
    // data-after-watch, wait until a two-layer run has reached its last step
    // (the trainer's attention-run-end); told at once, they would give away
    // what the run is there to show.
    waitsFor: {
      event: 'attention-run-end',
      when: (detail) => detail.layers === 2,
      // 2000: the trainer's MAX_STEPS (tests/models/trained-heads.test.mjs).
      get note() { return message('predict-phase-change-note'); },
    },
    answer: {
      kind: 'choice',
      get choices() {
        return ['early', 'gradual', 'sudden', 'never'].map((value) => ({ value, label: message(`predict-phase-change-choice-${value}`) }));
      },
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
      const mistakes = {
        gradual: () => message('predict-phase-change-mistake-gradual'),
        early: () => message('predict-phase-change-mistake-early'),
        never: () => message('predict-phase-change-mistake-never'),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-phase-change-explain', {
      chance: formatNumber(s.chance, 2), repeat: formatNumber(s.repeat, 2), text: s.text,
    }),
  },

  // Spot the bug: the gallery's own run (seed 7, d_k = 16), asked before
  // the gallery shows it. The truth is read off the core's two runs.
  'misconceptions/online-rescale': {
    get prompt() { return message('predict-online-rescale-prompt', { chunk: CHUNK }); },
    code: [
      { text: 'm, l, o = -np.inf, 0.0, 0.0' },
      // numpy, the same in every language
      { text: `for k, v in chunks(K, V, ${CHUNK}):` }, // data: a numpy line
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
      get choices() {
        return ['exact', 'early', 'late', 'nan'].map((value) => ({ value, label: message(`predict-online-rescale-choice-${value}`) }));
      },
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
      // With one rise the message names the factor the old terms lack.
      const why = message('predict-online-rescale-why', {
        token: s.token, first: formatNumber(s.first, 3), last: formatNumber(s.last, 3), before: s.before, rises: s.rises,
        old: formatNumber(s.old, 3), factor: formatNumber(Math.exp(s.last - s.old), 2),
        wrong: formatNumber(s.wrong, 3), right: formatNumber(s.right, 3),
      });
      const mistakes = {
        exact: () => message('predict-online-rescale-mistake-exact'),
        late: () => message('predict-online-rescale-mistake-late'),
        nan: () => message('predict-online-rescale-mistake-nan'),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-online-rescale-explain', { token: s.token, before: s.before, wrong: formatNumber(s.wrong, 3), right: formatNumber(s.right, 3) }),
  },

  'misconceptions/mask-after-softmax': {
    get prompt() { return message('predict-mask-after-softmax-prompt'); },
    code: [
      { text: 'scores = Q @ K.T / np.sqrt(d_k)' },
      { text: 'weights = softmax(scores)' },
      { text: 'weights[future] = 0', wrong: true },
      { text: 'out = weights @ V' },
    ],
    answer: {
      kind: 'choice',
      get choices() {
        return ['nothing', 'sums', 'leak', 'gradient-only']
          .map((value) => ({ value, label: message(`predict-mask-after-softmax-choice-${value}`) }));
      },
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
      const why = message('predict-mask-after-softmax-why', {
        token: BUG_TOKENS[0], sum: formatNumber(s.sum, 3), gradient: formatNumber(s.gradient, 3),
        rightZero: s.rightGradient === 0 ? 'yes' : 'no', rightGradient: formatNumber(s.rightGradient, 3),
      });
      const mistakes = {
        nothing: () => message('predict-mask-after-softmax-mistake-nothing'),
        leak: () => message('predict-mask-after-softmax-mistake-leak'),
        'gradient-only': () => message('predict-mask-after-softmax-mistake-gradient-only'),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-mask-after-softmax-explain', {
      token: BUG_TOKENS[0], sum: formatNumber(s.sum, 3), gradient: formatNumber(s.gradient, 3),
    }),
  },

  'misconceptions/one-layer-induction': {
    get prompt() { return message('predict-one-layer-prompt', { run: RUN }); },
    // The comment is the reader's language; the code is numpy's.
    get code() {
      return [
        { text: message('predict-one-layer-code-comment') },
        { text: 'model = train(recipe, layers=1)', wrong: true },
      ];
    },
    answer: {
      kind: 'choice',
      get choices() {
        return ['both', 'two', 'half', 'neither'].map((value) => ({ value, label: message(`predict-one-layer-choice-${value}`) }));
      },
    },
    solve(am) {
      const { right, wrong } = inductionLayers(am, { seed: 7 });
      const often = (r) => r.repeat >= 0.8;
      const truth = often(right) && often(wrong) ? 'both' : !often(right) && !often(wrong) ? 'neither'
        : often(right) && wrong.repeat < 0.3 ? 'two' : 'half';
      return { truth, two: right.repeat, one: wrong.repeat, twoInduction: right.induction, oneInduction: wrong.induction };
    },
    judge(value, s) {
      // Percentages: the messages write the sign as their language does.
      const pct = (v) => formatNumber(100 * v, 0);
      const why = message('predict-one-layer-why', { two: pct(s.two), one: pct(s.one), chance: pct(1 / 12) });
      const mistakes = {
        both: () => message('predict-one-layer-mistake-both'),
        half: () => message('predict-one-layer-mistake-half'),
        neither: () => message('predict-one-layer-mistake-neither'),
      };
      return verdict(value === s.truth, why, mistakes[value]?.());
    },
    explain: (s) => message('predict-one-layer-explain', { two: formatNumber(100 * s.two, 0), one: formatNumber(100 * s.one, 0) }),
  },
};
