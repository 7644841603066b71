// The model of <attention-induction-training> (../attention-induction-training.js):
// its fields, the calls a training run is made of, and what a run shows.
// A run is the model being trained (plain typed arrays), the points scored
// after each chunk of steps, and how many Step presses wait for their turn;
// the element runs the calls in the compute worker (trainRequest,
// scoreRequest: the worker holds no state, and the chunks give exactly the
// run one long call would), and trainedRun below makes the same calls here,
// one after the other, for Node and for prepare. model() is pure: no DOM,
// nothing read from an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { WEIGHT_SCALE, line, matrix, table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';
import { HELD_OUT_SEED, headName } from '../trained-heads/scores.js';
import { letterOf, stripes } from '../trained-heads/sequence.js';
import { stripeMarks } from '../trained-heads/stripe-styles.js';

// The shipped checkpoint's shape and optimiser (cpp/transformer/checkpoint.cpp),
// so that seed 0 retraces the run the build made.
export const SHAPE = { heads: 1, dModel: 32, vocab: 12, context: 24 };
export const TRAINING = { learningRate: 0.01, batch: 16 };
export const CHUNK = 25;
export const MAX_STEPS = 2000;
export const SCORED_SEQUENCES = 32;
export const FORMED = 0.8;
// Under the loss chart: the first-time line can end above chance once the
// induction head has formed. The model bets on what followed an earlier copy
// of the current letter, and the first time through a run no such bet is right.
export const firstTimeNote = () => message('induction-first-time-note');
const CHANCE = Math.log(SHAPE.vocab);
const X_AXIS = { min: 0, max: MAX_STEPS, ticks: [0, 500, 1000, 1500, 2000], get title() { return message('induction-axis-step'); } };
// The probe the small heatmaps show after every chunk: eight letters, then the same eight.
export const PROBE = Array.from('DKAHFBJCDKAHFBJC', (ch) => ch.charCodeAt(0) - 65);

export const fields = [
  named(field({ key: 'layers', attribute: 'layers', param: 'layers', kind: 'choice', fallback: '2',
                choices: [{ value: '2', get label() { return message('induction-layers-two'); } },
                          { value: '1', get label() { return message('induction-layers-one'); } }] }), 'induction-layers'),
  named(field({ key: 'seed', attribute: 'seed', param: 'seed', min: 0, max: 2 ** 32 - 1, fallback: 0, hint: '' }), 'induction-seed'),
];

// ---- the calls a run is made of ----

// A run at step 0, not scored yet.
export function startRun(am, { layers, seed }) {
  const count = Number(layers);
  return { core: am, layers: count, seed, model: am.transformerInit({ ...SHAPE, layers: count, seed }), points: [], busy: false };
}

// One chunk of training (am.transformerTrain), and the point it adds once scored.
export const trainRequest = (run) => ({ model: run.model, steps: CHUNK, seed: run.seed, ...TRAINING });
export const chunkPoint = (model, result) => ({ step: model.step, first: mean(result.firstHalfLoss), repeat: mean(result.secondHalfLoss) });
// Every head's scores on held-out sequences (am.headScores).
export const scoreRequest = (model) => ({ model, seed: HELD_OUT_SEED, sequences: SCORED_SEQUENCES });
export const UNTRAINED = { step: 0, first: null, repeat: null };

// The run of (layers, seed) trained `steps` steps (a multiple of CHUNK) and
// scored after each chunk, one call after the other: what the worker gives
// the element, chunk by chunk.
export function trainedRun(am, values, steps = 0) {
  const run = startRun(am, values);
  run.points.push({ ...UNTRAINED, scores: am.headScores(scoreRequest(run.model)) });
  while (run.model.step < steps) {
    const result = am.transformerTrain(trainRequest(run));
    run.model = result.model;
    run.points.push({ ...chunkPoint(run.model, result), scores: am.headScores(scoreRequest(run.model)) });
  }
  return run;
}

// A run at step 0 with its first scores; no other layer count's run beside it.
export function prepare(am, values) {
  return { run: trainedRun(am, values), ghost: null };
}

// ---- drawing ----

// inputs: {run, ghost (the other layer count's last run with this seed, or null)}.
export function model(am, { run, ghost = null }) {
  const { points, layers } = run;
  const best = (list, key) => Math.max(...list.map((s) => s[key]));
  const lastLayer = (p, l = layers) => p.scores.filter((s) => s.layer === l);
  // The ghost is drawn only as far as the run on screen has gone, or all of
  // it once that run is longer: every series shares one x axis.
  const losses = lossSeries(points);
  const ghostLosses = ghost ? lossSeries(ghost.points) : null;
  const inductionOf = (r) => r.points.map((p) => best(lastLayer(p, r.layers), 'induction'));
  // Labels of the reference lines sit in the legends: drawn on the plot they were overdrawn by the lines.
  return {
    step: run.model.step,
    induction: points.length ? best(lastLayer(points.at(-1)), 'induction') : null,
    progress: progressText(run),
    loss: overlaid({
      y: { min: 0, max: 3, ticks: [0, 1, 2, 3], decimals: 0 },
      reference: { value: CHANCE, label: '' },
    }, losses.steps, [
      { name: message('induction-series-first'), style: 'first', values: losses.first },
      { name: message('induction-series-repeat'), style: 'repeat', values: losses.repeat },
    ], ghost && { steps: ghostLosses.steps, name: message('induction-series-ghost-repeat', { layers: layersText(ghost.layers) }),
                  values: ghostLosses.repeat }),
    scores: overlaid({
      y: { min: 0, max: 1, ticks: [0, 0.5, 1], decimals: 1 },
      reference: { value: FORMED, label: '' },
    }, points.map((p) => p.step), [
      { name: message('induction-key-previous'), style: 'previous', values: points.map((p) => best(lastLayer(p, 1), 'previousToken')) },
      { name: message('induction-key-induction', { layer: layers }), style: 'induction', values: inductionOf(run) },
    ], ghost && { steps: ghost.points.map((p) => p.step), name: message('induction-series-ghost-induction', { layers: layersText(ghost.layers) }),
                  values: inductionOf(ghost) }),
    ...probeMaps(am, run.model),
    table: tableFigure(points),
  };
}

// Each layer's attention on the probe, from the run's current weights:
// one forward pass on the page's core (16 tokens: well under a millisecond).
function probeMaps(am, weights) {
  const { attention } = am.transformerForward({ model: weights, tokens: PROBE });
  // A letter with its position as a subscript (D₀ K₁ …), as the trained heads' maps label them.
  const letters = PROBE.map((t, i) => `${letterOf(t)}_{${i}}`);
  const at = (i) => message('induction-plain-label', { letter: letterOf(PROBE[i]), position: String(i) });
  const marks = stripes(PROBE);
  return Object.fromEntries(attention.map((heads, k) => [`layer${k + 1}`, matrix({
    values: Array.from(heads[0]), rows: PROBE.length, cols: PROBE.length, rowLabels: letters, colLabels: letters,
    title: message('induction-map-title', { layer: k + 1, step: String(weights.step) }), corner: message('induction-corner'),
    decimals: 2, cellText: 'none', scale: WEIGHT_SCALE,
    legend: k === attention.length - 1, ...stripeMarks(marks, ['previous', 'induction']),
    plainLabel: (label) => {
      const found = /^(.*)_\{(\d+)\}$/.exec(label);
      return found ? message('induction-plain-label', { letter: found[1], position: found[2] }) : label;
    },
    describe: (_query, _key, text, r, c) => message('induction-cell', { layer: k + 1, query: at(r), key: at(c), value: text }),
  })]));
}

function tableFigure(points) {
  const heads = points[0]?.scores ?? [];
  const short = ['prev', 'dup', 'ind'];
  return table({
    caption: message('induction-table-caption', { sequences: SCORED_SEQUENCES }),
    columns: [{ label: message('induction-column-step') }, { label: message('induction-column-loss-first'), numeric: true },
      { label: message('induction-column-loss-repeat'), numeric: true },
      ...heads.flatMap((s) => short.map((k) => ({ label: message('induction-column-score', { layer: s.layer, score: k }), numeric: true })))],
    rows: sample(points).map((p) => ({
      header: String(p.step),
      cells: [p.first === null ? '–' : formatNumber(p.first, 2), p.repeat === null ? '–' : formatNumber(p.repeat, 2),
        ...p.scores.flatMap((s) => [s.previousToken, s.duplicateToken, s.induction].map((v) => formatNumber(v, 2)))],
    })),
  });
}

// The first scored point at which a head of the run's last layer reached
// the FORMED induction score, or undefined.
const formedPoint = (points, layers) => points.find((p) => p.scores.some((s) => s.layer === layers && s.induction >= FORMED));

export function progressText({ points, layers, model: weights, queued }) {
  const waiting = queued ? message('induction-progress-waiting', { steps: String(queued * CHUNK) }) : '';
  const then = (text) => (waiting ? message('induction-join', { first: text, second: waiting }) : text);
  if (!points.length) return then(message('induction-progress-measuring', { step: String(weights.step) }));
  const last = points.at(-1);
  const top = last.scores.filter((s) => s.layer === layers).reduce((a, b) => (b.induction > a.induction ? b : a));
  const formedAt = formedPoint(points, layers);
  // At the end with none formed, say so, and what it means: with two layers,
  // a seed that needed more steps (or found another solution); with one, the control.
  const ended = weights.step >= MAX_STEPS;
  const none = layers === 1 ? 'none-one' : 'none-two';
  return then(message('induction-progress', {
    step: String(last.step), max: String(MAX_STEPS), layers: layersText(layers), trained: String(last.first !== null),
    first: last.first === null ? '' : formatNumber(last.first, 2), repeat: last.repeat === null ? '' : formatNumber(last.repeat, 2),
    chance: formatNumber(CHANCE, 2), head: headName(top.layer, top.head), sequences: SCORED_SEQUENCES,
    induction: formatNumber(top.induction, 2), verdict: formedAt ? 'formed' : ended ? none : 'none',
    formedAt: formedAt ? String(formedAt.step) : '' }));
}

// What a finished run did, for the prediction judged on it
// (course/predictions.js, trained-heads/phase-change): every number is read
// off the run's own points. The drop is told by two marks on the repeats'
// loss: the last step it was still above 2 (chance is ln 12 ≈ 2.48) and the
// first step it was below 1.5, after that; null when it never got there.
// The summary carries those marks and the FORMED score, so that the verdict
// says them without a copy of its own.
export const DROP_FROM = 2;
export const DROP_TO = 1.5;
export function runSummary({ points, layers, seed, model: weights }) {
  const scored = points.filter((p) => p.repeat !== null);
  const last = scored.at(-1) ?? null;
  const fell = scored.findIndex((p) => p.repeat < DROP_TO);
  const before = fell < 0 ? -1 : scored.slice(0, fell).findLastIndex((p) => p.repeat >= DROP_FROM);
  const formedAt = formedPoint(points, layers);
  return {
    layers, layersText: layersText(layers), seed, step: weights.step, chance: CHANCE, dropFrom: DROP_FROM, dropTo: DROP_TO, formed: FORMED,
    first: last?.first ?? null, repeat: last?.repeat ?? null,
    above: before < 0 ? null : scored[before].step, below: fell < 0 ? null : scored[fell].step,
    formedAt: formedAt ? formedAt.step : null,
  };
}

const mean = (values) => Array.from(values).reduce((s, v) => s + v, 0) / values.length;

export const layersText = (layers) => message('induction-layers-text', { layers });

// The points that have losses (every one but the untrained step 0).
function lossSeries(points) {
  const scored = points.filter((p) => p.first !== null);
  return { steps: scored.map((p) => p.step), first: scored.map((p) => p.first), repeat: scored.map((p) => p.repeat) };
}

// A line figure on the fixed step axis, with the other run's series laid
// over it, faint. Both runs step in chunks of 25 from 0, so the shorter
// run's steps begin the longer one's: the axis values are the longer list,
// and a series shorter than them is drawn as far as it goes.
function overlaid(spec, steps, series, ghost) {
  const shown = steps.length ? series : [];
  if (!ghost) return line({ ...spec, x: { ...X_AXIS, values: steps }, series: shown });
  const x = steps.length >= ghost.steps.length ? steps : ghost.steps;
  const faint = { name: ghost.name, style: 'ghost', values: ghost.values.slice(0, x.length) };
  return line({ ...spec, x: { ...X_AXIS, values: x }, series: [faint, ...shown] });
}

// At most a dozen rows of the text alternative: round steps and the latest.
function sample(points) {
  if (points.length <= 12) return points;
  const every = Math.ceil(points.length / 11);
  return [...points.filter((_, k) => k % every === 0 && k < points.length - 1), points.at(-1)];
}
