// The model of <attention-misconception-bugs> (../../attention-misconception-bugs.js):
// its fields, and seven bugs that run without an error and still give wrong
// attention, each computed by the core (attentionVariant) next to the
// correct version on the same seeded Q, K and V, with the table that
// exposes it: row sums, column sums, the largest weight in each row, and
// one column particular to the bug. The missing transpose is a bug of the
// multi-head reshape: its Q, K and V are (n, d_model), cut into heads two
// ways (headRows), and the panels show head 1. The online softmax without
// its rescale runs the core's recurrence both ways (onlineRescale); masking
// after the softmax adds the backward pass of each (maskAfter). Pure: no
// DOM, nothing read from an element; Node tests call it.

import { field } from '../../../lib/fields/field.js';
import { WEIGHT_SCALE, matrix, table } from '../../../figures/model.js';
import { formatNumber } from '../../../lib/text/format.js';
import { maxOfRow } from '../rows.js';
import { drawer } from '../../../lib/course/reader-seed.js';
import { argmaxOf } from '../../trained-heads/ablation.js';
import { letterOf } from '../../trained-heads/sequence.js';
import { HELD_OUT_SEED } from '../../trained-heads/scores.js';
import { headRows, untransposedSource } from '../../../lib/core/head-layout.js';
import { formatPercent, message } from '../../../lib/text/messages.js';
import { listClauses, listItems } from '../../../lib/text/join.js';
import { named } from '../../fields/named-field.js';

export const TOKENS = ['I', 'saw', 'the', 'red', 'fox'];
export const HEADS = 8; // d_model = 8·d_k, as in the original Transformer (512 = 8·64)

// What each bug looks like in numpy: the code stays as numpy code is
// written; its comments (NOTES) are messages, in the reader's language.
const CODE = {
  'scale-by-d-model': {
    right: 'scores = Q @ K.T / np.sqrt(d_k)', wrong: 'scores = Q @ K.T / np.sqrt(d_model)' },
  'softmax-over-queries': {
    right: 'weights = softmax(scores, axis=-1)  ', wrong: 'weights = softmax(scores, axis=0)   ' },
  'scale-after-softmax': {
    right: 'weights = softmax(Q @ K.T / np.sqrt(d_k))', wrong: 'weights = softmax(Q @ K.T) / np.sqrt(d_k)' },
  'mask-with-zero': {
    right: 'scores[future] = -np.inf', wrong: 'scores[future] = 0' },
  'missing-transpose': {
    right: 'Qh = Q.reshape(n, h, d_k).transpose(1, 0, 2)', wrong: 'Qh = Q.reshape(h, n, d_k)' },
  'online-no-rescale': {
    right: 'l = l * np.exp(m - m_new) + e.sum();  o = o * np.exp(m - m_new) + e @ v',
    wrong: 'l = l + e.sum();  o = o + e @ v   ' },
  'one-layer-induction': {
    right: 'model = train(recipe, layers=2)   ', wrong: 'model = train(recipe, layers=1)   ' },
  'mask-after-softmax': {
    right: 'scores[future] = -np.inf;  weights = softmax(scores)',
    wrong: 'weights = softmax(scores);  weights[future] = 0' },
};
// The comment ending a line of code, by misconception-bugs-code-note's $note.
const NOTES = {
  'softmax-over-queries': { right: 'over-keys', wrong: 'over-queries' },
  'online-no-rescale': { wrong: 'not-rescaled' },
  'one-layer-induction': { right: 'two-layers', wrong: 'one-layer' },
};
const withNote = (code, note) => (note ? `${code}# ${message('misconception-bugs-code-note', { note })}` : code);

// Each bug's code, right and wrong, and its name (its label), in the language of whoever reads it.
export const BUGS = {};
for (const [bug, code] of Object.entries(CODE)) {
  const entry = {};
  for (const side of ['right', 'wrong']) {
    Object.defineProperty(entry, side, { get: () => withNote(code[side], NOTES[bug]?.[side]), enumerable: true });
  }
  Object.defineProperty(entry, 'label', { get: () => message('misconception-bugs-name', { bug }), enumerable: true });
  BUGS[bug] = entry;
}
// A bug's two lines as plain text, read now (a figure holds no getters).
const codeOf = (bug) => ({ right: BUGS[bug].right, wrong: BUGS[bug].wrong });

// The online softmax's chunk: 2 keys a step, so 5 keys take 3 steps and a
// row's maximum can rise twice.
export const CHUNK = 2;

// The keys of chunks `from` to `to` (0-based), as the findings name them: "keys 3–4", "key 5".
const keySpan = (from, to, n) => {
  const [a, b] = [from * CHUNK + 1, Math.min((to + 1) * CHUNK, n)];
  return message('misconception-bugs-key-span', { single: String(a === b), from: a, to: b });
};
// Where row i's running maximum rose: "key 5 raised it to 1.149", or two rises.
function risesText(steps, i, n, f) {
  const maxes = steps.map((s) => s.runningMax[i]);
  const rises = maxes.flatMap((m, k) => (k > 0 && m > maxes[k - 1] ? [k] : []));
  return rises.map((k) => message('misconception-bugs-rise', { keys: keySpan(k, k, n), max: f(maxes[k]) }))
    .join(message('misconception-bugs-then'));
}
// Without the rescale, each chunk read before the last rise stays measured
// from the maximum it was read with: too heavy by e^(m_final − m_then).
// Chunks read with the same maximum are named together ("keys 1–4").
function heavyText(steps, i, n) {
  const maxes = steps.map((s) => s.runningMax[i]);
  const last = maxes.at(-1);
  const groups = [];
  maxes.forEach((m, k) => {
    if (m === last) return;
    if (groups.length && groups.at(-1).max === m) groups.at(-1).to = k;
    else groups.push({ from: k, to: k, max: m });
  });
  return listClauses(groups.map((g) => message('misconception-bugs-heavy', { keys: keySpan(g.from, g.to, n), max: formatNumber(g.max, 3),
                                                                             factor: formatNumber(Math.exp(last - g.max), 2) })));
}

export const fields = [
  named(field({ key: 'bug', attribute: 'bug', param: 'bug', kind: 'choice', fallback: 'scale-by-d-model',
                choices: Object.entries(BUGS).map(([value, bug]) => ({ value, get label() { return bug.label; } })) }),
        'misconception-bugs-bug'),
  named(field({ key: 'seed', attribute: 'seed', param: 'seed', min: 0, max: 4294967295, fallback: 7, hint: '' }), 'misconception-bugs-seed'),
  named(field({ key: 'dK', attribute: 'd-k', param: 'dk', min: 1, max: 64, fallback: 16, hint: '' }), 'misconception-bugs-d-k', { heads: HEADS }),
];

const RUNS = { 'missing-transpose': splitHeads, 'online-no-rescale': onlineRescale, 'mask-after-softmax': maskAfter };

// What the two sides are called (the panels' titles, the code lines' spoken
// marks), and which controls apply: every bug but one runs correct and
// buggy code on a draw of Q, K and V whose width is d_k; the one-layer
// induction entry runs two shipped models, whose widths are fixed and whose
// seed draws runs of letters (the section's try-line says so).
const sides = (kind) => ({
  get right() { return message('misconception-bugs-side-right', { kind }); },
  get wrong() { return message('misconception-bugs-side-wrong', { kind }); },
  get rightName() { return message('misconception-bugs-side-right-name', { kind }); },
  get wrongName() { return message('misconception-bugs-side-wrong-name', { kind }); },
});
const SIDES = sides('weights');
const LAYER_SIDES = sides('layers');
const ALL_CONTROLS = { dK: true, seedHint: true };
const LAYER_CONTROLS = { dK: false, seedHint: false };

export function model(am, { bug, seed, dK }) {
  if (bug === 'one-layer-induction') {
    return { ...inductionFigures(am, inductionLayers(am, { seed })), sides: LAYER_SIDES, controls: LAYER_CONTROLS };
  }
  const n = TOKENS.length;
  const { right, wrong, ...more } = (RUNS[bug] ?? oneHead)(am, { bug, seed, dK });
  // One colour key for both, the page's 0–1 weight scale (every buggy weight
  // is still between 0 and 1), so the buggy weights look as flat (or as
  // peaked) as they are next to the correct ones.
  // Without the transpose, head 1's rows are not tokens but pieces of one:
  // the buggy panel says so in its labels ("I·2": piece 2 of "I").
  const split = bug === 'missing-transpose';
  const pieces = TOKENS.map((_, i) => {
    const [token, piece] = untransposedSource({ n, heads: HEADS, head: 0 }, i);
    return `${TOKENS[token]}·${piece + 1}`;
  });
  const weights = (values, which) => matrix({
    values, rows: n, cols: n, decimals: 3, corner: message('misconception-bugs-corner'),
    rowLabels: split && which === 'buggy' ? pieces : TOKENS, colLabels: split && which === 'buggy' ? pieces : TOKENS,
    caption: message('misconception-bugs-weights-caption', { which, head: String(split) }), scale: WEIGHT_SCALE, legend: true,
    describe: (r, c, text) => message('misconception-bugs-weights-cell', { which, from: r, to: c, value: text }),
  });
  const extra = extraColumn(am, bug, { right, wrong, n, ...more });
  return {
    code: codeOf(bug),
    right: weights(right.weights, 'correct'),
    wrong: weights(wrong.weights, 'buggy'),
    table: sumsTable(right, wrong, extra),
    verdict: explain(bug, { right, wrong, extra, n, dK, ...more }),
    sides: SIDES,
    controls: ALL_CONTROLS,
  };
}

// The single-head bugs: one draw of Q, K, V (n, d_k), cut by rows, run
// correct and buggy by the core.
function oneHead(am, { bug, seed, dK }) {
  const n = TOKENS.length;
  const qkv = am.randn(seed, 3 * n, dK); // one draw, cut into Q, K, V by rows
  const [Q, K, V] = [0, 1, 2].map((i) => qkv.slice(i * n * dK, (i + 1) * n * dK));
  const causal = bug === 'mask-with-zero';
  const common = { Q, K, V, n, m: n, dK, dV: dK, dModel: HEADS * dK, causal };
  return { right: am.attentionVariant({ ...common, variant: 'correct' }), wrong: am.attentionVariant({ ...common, variant: bug }) };
}

// The missing transpose: one draw of Q, K, V (n, d_model) with d_model =
// HEADS·d_k, head 1 cut out with the transpose and without, each run by the
// core's correct attention (the bug is in what the head is given).
function splitHeads(am, { seed, dK }) {
  const n = TOKENS.length;
  const dModel = HEADS * dK;
  const qkv = am.randn(seed, 3 * n, dModel);
  const [Q, K, V] = [0, 1, 2].map((i) => qkv.slice(i * n * dModel, (i + 1) * n * dModel));
  const run = (transposed) => {
    const [q, k, v] = [Q, K, V].map((M) => headRows(M, { n, heads: HEADS, dK, head: 0, transposed }));
    return am.attentionVariant({ Q: q, K: k, V: v, n, m: n, dK, dV: dK, dModel, causal: false, variant: 'correct' });
  };
  return { right: run(true), wrong: run(false) };
}

// Online softmax over chunks of CHUNK keys, right and with the rescale
// forgotten, both run by the core (am.onlineSoftmax: the tiled kernel's own
// steps, and withoutRescale, the recurrence as the buggy loop runs it). Run
// once with V = I, so that the outputs are the weights each way (o/ℓ with
// one-hot values is w), and once with the draw's V, for the output itself;
// the table's sums are the core's products with a vector of ones.
export function onlineRescale(am, { seed, dK }) {
  const n = TOKENS.length;
  const qkv = am.randn(seed, 3 * n, dK);
  const [Q, K, V] = [0, 1, 2].map((i) => qkv.slice(i * n * dK, (i + 1) * n * dK));
  const identity = new Float64Array(n * n);
  for (let j = 0; j < n; j += 1) identity[j * n + j] = 1;
  const weights = am.onlineSoftmax({ Q, K, V: identity, n, m: n, dK, dV: n, chunk: CHUNK });
  const outputs = am.onlineSoftmax({ Q, K, V, n, m: n, dK, dV: dK, chunk: CHUNK });
  const ones = new Float64Array(n).fill(1);
  const sums = (w) => ({ rowSums: am.matmul({ A: w, B: ones, rows: n, inner: n, cols: 1 }),
                         columnSums: am.matmul({ A: ones, B: w, rows: 1, inner: n, cols: n }) });
  return {
    right: { weights: weights.reference, output: outputs.reference, ...sums(weights.reference) },
    wrong: { weights: weights.withoutRescale, output: outputs.withoutRescale, ...sums(weights.withoutRescale) },
    trace: outputs,
  };
}

// Masking by zeroing weights after the softmax against −∞ before it, causal,
// forward (am.attentionVariant) and backward (am.attentionBackward, the
// variant's own pass) for L = Σ output ⊙ G, G drawn with Q, K and V (a
// stand-in for whatever gradient the layer above sends back).
export function maskAfter(am, { seed, dK }) {
  const n = TOKENS.length;
  const draw = am.randn(seed, 4 * n, dK); // Q, K, V as for the other bugs, then G
  const [Q, K, V, G] = [0, 1, 2, 3].map((i) => draw.slice(i * n * dK, (i + 1) * n * dK));
  const common = { Q, K, V, n, m: n, dK, dV: dK, causal: true };
  const run = (variant) => ({
    ...am.attentionVariant({ ...common, variant }),
    gradients: am.attentionBackward({ ...common, dOutput: G, variant }),
  });
  return { right: run('correct'), wrong: run('mask-after-softmax') };
}

// ---- an induction head with one layer ----

// The probes: PROBES runs of RUN distinct letters of the model's 12, each
// followed by itself, drawn from `seed` by the core's generator (the drawer
// of ../../../lib/course/reader-seed.js). A letter of the repeat can be
// named by looking back; one of the first run cannot.
export const PROBES = 32;
export const RUN = 8;
export function probes(am, seed, vocab) {
  const d = drawer(am, seed, PROBES * (vocab - 1));
  const letters = Array.from({ length: vocab }, (_, t) => t);
  return Array.from({ length: PROBES }, () => {
    const run = d.shuffle(letters).slice(0, RUN);
    return [...run, ...run];
  });
}

// How often a model names the next letter: logits row i scores the token
// after position i, so position i is right when its top logit is
// tokens[i + 1]. The first run: positions 0 … RUN − 2; the repeat: RUN …
// 2·RUN − 2 (position RUN − 1 would need the repeat's first letter, which
// nothing foretells).
function nextLetterRight(am, model, runs) {
  let first = 0, repeat = 0;
  for (const tokens of runs) {
    const { logits, vocab } = am.transformerForward({ model, tokens });
    for (let i = 0; i < 2 * RUN - 1; i += 1) {
      if (i === RUN - 1) continue;
      const right = argmaxOf(logits, i * vocab, vocab) === tokens[i + 1];
      if (right && i < RUN) first += 1;
      if (right && i >= RUN) repeat += 1;
    }
  }
  const count = runs.length * (RUN - 1);
  return { first: first / count, repeat: repeat / count };
}

// The shipped two-layer checkpoint (am.transformerPretrained) against the
// shipped one-layer control (am.transformerControl, the same recipe with
// one layer), on the same probes; each one's last layer's attention on the
// first probe, and its head scores on the held-out probes the trained-heads
// section scores with.
export function inductionLayers(am, { seed }) {
  const two = am.transformerPretrained();
  const one = am.transformerControl();
  const runs = probes(am, seed, two.config.vocab);
  const run = (model, layers) => {
    const { attention } = am.transformerForward({ model, tokens: runs[0] });
    const scores = am.headScores({ model, seed: HELD_OUT_SEED, sequences: PROBES }).filter((h) => h.layer === layers);
    return { ...nextLetterRight(am, model, runs), map: attention[layers - 1][0], induction: Math.max(...scores.map((h) => h.induction)) };
  };
  return { runs, right: run(two, 2), wrong: run(one, 1) };
}

function inductionFigures(am, { runs, right, wrong }) {
  const n = runs[0].length;
  // Positions from 0, as the trained heads of chapter 5 count them (D0 … C15).
  const letters = runs[0].map((t, i) => `${letterOf(t)}${i}`);
  const map = (values, caption) => matrix({
    values, rows: n, cols: n, decimals: 2, corner: message('misconception-bugs-corner'), rowLabels: letters, colLabels: letters,
    caption, scale: WEIGHT_SCALE, legend: true, cellText: 'none',
    describe: (r, c, text) => message('misconception-bugs-map-cell', { caption, from: r, to: c, value: text }),
  });
  const pct = (v) => formatPercent(formatNumber(100 * v, 0));
  const row = (header, r) => ({ header, cells: [pct(r.first), pct(r.repeat), formatNumber(r.induction, 2)] });
  return {
    code: codeOf('one-layer-induction'),
    right: map(right.map, message('misconception-bugs-two-layers-map')),
    wrong: map(wrong.map, message('misconception-bugs-one-layer-map')),
    table: table({
      caption: message('misconception-bugs-induction-caption', { runs: runs.length, letters: RUN }),
      columns: [{ label: message('misconception-bugs-column-model') },
                { label: message('misconception-bugs-column-first-run'), numeric: true },
                { label: message('misconception-bugs-column-repeat'), numeric: true },
                { label: message('misconception-bugs-column-induction'), numeric: true }],
      rows: [row(message('misconception-bugs-row-two-layers'), right), row(message('misconception-bugs-row-one-layer'), wrong)],
    }),
    verdict: message('misconception-bugs-verdict-one-layer', {
      twoRepeat: pct(right.repeat), oneRepeat: pct(wrong.repeat), twoFirst: pct(right.first), oneFirst: pct(wrong.first),
      chance: pct(1 / 12), oneScore: formatNumber(wrong.induction, 2), twoScore: formatNumber(right.induction, 2) }),
  };
}

// The number that gives each bug away, row by row (null: none beyond the sums).
function extraColumn(am, bug, { right, wrong, n, ...more }) {
  if (bug === 'scale-after-softmax') {
    const inside = am.softmax({ logits: right.rawScores, rows: n, cols: n }).rows;
    return { label: message('misconception-bugs-extra-peak'), values: inside.map((r) => r.maxWeight) };
  }
  if (bug === 'mask-with-zero') {
    const future = (r) => (c) => c > r;
    return { label: message('misconception-bugs-extra-future'), values: TOKENS.map((_, r) => (r === n - 1 ? 0 : maxOfRow(wrong.weights, n, r, future(r)))) };
  }
  if (bug === 'online-no-rescale') {
    const steps = more.trace.steps;
    const rises = (i) => steps.filter((step) => step.rescale[i] > 0 && step.rescale[i] < 1).length;
    return { label: message('misconception-bugs-extra-running-max'), text: TOKENS.map((_, i) => message('misconception-bugs-running-max', {
      first: formatNumber(steps[0].runningMax[i], 3), last: formatNumber(steps.at(-1).runningMax[i], 3), rises: rises(i) })) };
  }
  if (bug === 'mask-after-softmax') {
    const dz = wrong.gradients.dScaledScores;
    return { label: message('misconception-bugs-extra-gradient'),
             values: TOKENS.map((_, r) => (r === n - 1 ? 0 : maxOfRow(dz.map(Math.abs), n, r, (c) => c > r))) };
  }
  if (bug === 'missing-transpose') {
    const source = (i) => untransposedSource({ n, heads: HEADS, head: 0 }, i);
    return { label: message('misconception-bugs-extra-source'),
             text: TOKENS.map((_, i) => message('misconception-bugs-piece', { token: TOKENS[source(i)[0]], piece: source(i)[1] + 1 })) };
  }
  return null;
}

function explain(bug, { right, wrong, extra, n, dK, trace }) {
  const f = (v) => formatNumber(v, 3);
  const top = (r) => maxOfRow(r.weights, n, 0);
  switch (bug) {
    case 'scale-by-d-model': {
      const [i, j] = largestCell(right.scaledScores, n);
      return message('misconception-bugs-verdict-scale-by-d-model', {
        dModel: HEADS * dK, dK, query: TOKENS[i], key: TOKENS[j], right: f(right.scaledScores[i * n + j]),
        wrong: f(wrong.scaledScores[i * n + j]), row: TOKENS[0], rightPeak: f(top(right)), wrongPeak: f(top(wrong)) });
    }
    case 'softmax-over-queries':
      return message('misconception-bugs-verdict-softmax-over-queries', {
        column: f(wrong.columnSums[0]), low: f(Math.min(...wrong.rowSums)), high: f(Math.max(...wrong.rowSums)) });
    case 'scale-after-softmax': {
      // The row the unscaled softmax saturates most: the table's largest peak.
      const r = extra.values.indexOf(Math.max(...extra.values));
      return message('misconception-bugs-verdict-scale-after-softmax', {
        sum: f(wrong.rowSums[0]), row: TOKENS[r], inside: f(extra.values[r]), right: f(maxOfRow(right.weights, n, r)) });
    }
    case 'missing-transpose': {
      const gap = Math.max(...Array.from(right.weights, (w, k) => Math.abs(w - wrong.weights[k])));
      return message('misconception-bugs-verdict-missing-transpose', {
        sum: f(wrong.rowSums[0]), n, first: TOKENS[0], others: listItems(TOKENS.slice(1).map((t) => `“${t}”`)),
        gap: f(gap) });
    }
    case 'online-no-rescale': {
      // The row the bug moves most: its largest weight error.
      const error = (i) => maxOfRow(Array.from(right.weights, (w, k) => Math.abs(w - wrong.weights[k])), n, i);
      const i = TOKENS.reduce((best, _, r) => (error(r) > error(best) ? r : best), 0);
      const { steps, reference, withoutRescale } = trace;
      const first = steps[0].runningMax[i];
      const exact = TOKENS.filter((_, r) => error(r) < 1e-12).length;
      if (error(i) < 1e-12) return message('misconception-bugs-verdict-online-hidden');
      const outputGap = Math.max(...Array.from({ length: dK }, (_, c) => Math.abs(reference[i * dK + c] - withoutRescale[i * dK + c])));
      return message('misconception-bugs-verdict-online-no-rescale', {
        row: TOKENS[i], first: f(first), rises: risesText(steps, i, n, f), heavy: heavyText(steps, i, n),
        wrongSum: f(trace.withoutRescaleSum[i]), rightSum: f(steps.at(-1).runningSum[i]), error: f(error(i)), outputGap: f(outputGap),
        exact, n });
    }
    case 'mask-after-softmax': {
      const r = extra.values.indexOf(Math.max(...extra.values));
      const rightMax = Math.max(...Array.from(right.gradients.dScaledScores, Math.abs).filter((_, k) => k % n > Math.floor(k / n)));
      return message('misconception-bugs-verdict-mask-after-softmax', {
        first: TOKENS[0], sum: f(wrong.rowSums[0]), row: TOKENS[r], gradient: f(extra.values[r]),
        zero: String(rightMax === 0), rightMax: f(rightMax) });
    }
    default:
      return message('misconception-bugs-verdict-mask-with-zero', {
        row: TOKENS[0], right: f(right.weights[0]), future: f(extra.values[0]), left: f(wrong.weights[0]) });
  }
}

function sumsTable(right, wrong, extra) {
  const n = TOKENS.length;
  const column = (id, mark) => ({ label: message(id, { mark }), numeric: true });
  const columns = [{ label: message('misconception-bugs-column-token') },
                   column('misconception-bugs-column-row-sum', '✓'), column('misconception-bugs-column-row-sum', '✗'),
                   column('misconception-bugs-column-column-sum', '✓'), column('misconception-bugs-column-column-sum', '✗'),
                   column('misconception-bugs-column-largest', '✓'), column('misconception-bugs-column-largest', '✗')];
  if (extra) columns.push({ label: extra.label, numeric: !extra.text });
  return table({
    caption: message('misconception-bugs-sums-caption'),
    columns,
    rows: TOKENS.map((token, i) => ({
      header: token,
      cells: [...[right.rowSums[i], wrong.rowSums[i], right.columnSums[i], wrong.columnSums[i],
                  maxOfRow(right.weights, n, i), maxOfRow(wrong.weights, n, i),
                  ...(extra?.values ? [extra.values[i]] : [])].map((v) => formatNumber(v, 3)),
              ...(extra?.text ? [extra.text[i]] : [])],
    })),
  });
}

// The cell of largest magnitude: the clearest example of a shrunken score.
function largestCell(values, n) {
  let best = 0;
  for (let k = 1; k < n * n; k += 1) if (Math.abs(values[k]) > Math.abs(values[best])) best = k;
  return [Math.floor(best / n), best % n];
}
