// The model of <attention-learning> (../attention-learning.js): its fields,
// the training run (the core's trainerStart and trainerSteps: Adam on W_Q
// and W_K for a toy task whose ideal pattern is known) and what it shows.
// A run is deterministic: task + seed + rate + steps rebuild exactly the
// same weights, so prepare() can train one from scratch; the element keeps
// its run between frames and advances it with the same functions.
// startRun and advance change only the run object they are given; model is
// pure. No DOM, nothing read from an element; Node tests call them.

import { field } from '../../lib/fields/field.js';
import { WEIGHT_SCALE, divergingScale, line, matrix, numberLabels, table } from '../../figures/model.js';
import { formatAgainst } from '../../lib/text/format.js';
import { allOf, message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';
import { embeddingRowLabels, TASKS, tokenLabels } from './tokens.js';

// What "learned" means, here and in tests/cpp/test_trainer.cpp.
export const LOSS_THRESHOLD = 0.01;
export const MAX_STEPS = 3000;

export const fields = [
  named(field({ key: 'task', attribute: 'task', param: 'task', kind: 'choice', fallback: 'previous',
                choices: Object.entries(TASKS).map(([value, t]) => ({ value, get label() { return t.label; } })) }), 'learning-task'),
  named(field({ key: 'rate', attribute: 'rate', param: 'lr', kind: 'number', argument: 'learningRate', min: 0.001, max: 0.2,
                step: 0.001, fallback: 0.02, slider: true, hint: '' }), 'learning-rate'),
  named(field({ key: 'seed', attribute: 'seed', param: 'seed', min: 0, max: 2 ** 32 - 1, fallback: 0, hint: '' }), 'learning-seed'),
  named(field({ key: 'speed', attribute: 'speed', param: 'speed', min: 1, max: 50, fallback: 1, slider: true }), 'learning-speed'),
  named(field({ key: 'steps', attribute: 'steps', param: 'step', min: 0, max: MAX_STEPS, fallback: 0, hint: '' }),
        'learning-steps', { max: String(MAX_STEPS) }),
];

// ---- the run ----

// A run at step 0: the trainer's start, its losses so far, and the step
// that learned the task (none yet).
export function startRun(am, { task, seed, rate }) {
  const start = am.trainerStart({ task, seed });
  return { core: am, task, seed, rate, start, state: start.state, evaluation: start.evaluation,
           losses: [start.evaluation.loss], learnedAt: null };
}

export function isLearned({ evaluation: e }) {
  return e.loss < LOSS_THRESHOLD && e.correctRows === e.totalRows;
}

// Until the task is learned, one step per call, so that "learned at step
// N" is exact even after a jump; after that, all the steps in one call.
// With stopWhenLearned, the steps end at the one that learns the task.
export function advance(am, run, steps, { stopWhenLearned = false } = {}) {
  let left = steps;
  while (left > 0) {
    if (stopWhenLearned && run.learnedAt !== null) break;
    const chunk = run.learnedAt === null ? 1 : left;
    const r = am.trainerSteps({ task: run.task, seed: run.seed, state: run.state, learningRate: run.rate, steps: chunk });
    run.state = r.state;
    run.evaluation = r.evaluation;
    run.losses.push(...Array.from(r.losses).slice(1), r.evaluation.loss);
    if (run.learnedAt === null && isLearned(run)) run.learnedAt = run.state.step;
    left -= chunk;
  }
  return run;
}

// One frame of Play: `speed` steps, stopping at the step that learns the
// task. Whether to go on playing: not past the end, and not right after
// the task was learned (Play again goes on from there).
export function playFrame(am, run, speed) {
  const learned = run.learnedAt !== null;
  advance(am, run, Math.min(speed, MAX_STEPS - run.state.step), { stopWhenLearned: !learned });
  return run.state.step < MAX_STEPS && (learned || run.learnedAt === null);
}

// The run the values name, trained from scratch.
export function prepare(am, values) {
  return { run: advance(am, startRun(am, values), values.steps) };
}

// ---- drawing ----

// inputs: {run (prepare's, or the element's own)}.
export function model(am, { run }) {
  const { start, state, evaluation, losses, task } = run;
  const n = start.length;
  const labels = tokenLabels(start.identities);
  const rows = embeddingRowLabels(n, start.vocab);
  const weights = (caption, values) => matrix({
    caption, values, rows: n, cols: n, rowLabels: labels, colLabels: labels, corner: message('learning-weights-corner'), decimals: 2,
    scale: WEIGHT_SCALE, legend: true, describe: (r, c, t) => message('learning-weights-cell', { query: r, key: c, value: t }),
  });
  const projection = (name, values) => matrix({
    caption: `${name} (d_model × d_k)`, values, rows: start.dModel, cols: start.dK, rowLabels: rows,
    colLabels: numberLabels(start.dK), corner: message('learning-projection-corner'), decimals: 2, scale: divergingScale(values), legend: true,
    describe: (r, c, t) => message('learning-projection-cell', { name, row: r, column: c, value: t }),
  });
  return {
    step: state.step,
    loss: evaluation.loss,
    rule: message('learning-rule', { rule: TASKS[task].rule, sequences: start.sequences }),
    learned: weights(message('learning-weights-now'), evaluation.weights),
    target: weights(message('learning-weights-target'), start.targetWeights),
    progress: progressText(run, start),
    lossChart: lossFigure(losses),
    lossTable: table({
      caption: message('learning-loss-table-caption'),
      columns: [{ label: message('learning-column-steps') }, { label: message('learning-column-loss'), numeric: true }],
      rows: sampleSteps(losses.length).map((t) => ({ header: String(t), cells: [formatAgainst(losses[t], LOSS_THRESHOLD, 5)] })),
    }),
    wq: projection('W_Q', state.WQ),
    wk: projection('W_K', state.WK),
    bilinear: matrix({
      caption: 'W_Q W_Kᵀ / √d_k (d_model × d_model)', values: evaluation.bilinear, rows: start.dModel, cols: start.dModel,
      rowLabels: rows, colLabels: rows, corner: message('learning-bilinear-corner'), decimals: 1,
      scale: divergingScale(evaluation.bilinear), legend: true,
      describe: (r, c, t) => message('learning-bilinear-cell', { query: r, key: c, value: t }),
    }),
  };
}

function progressText({ state, evaluation, learnedAt }, { sequences, length }) {
  // Rows of every training sequence, not only the one drawn: say so, with the count.
  return message('learning-progress', {
    step: String(state.step), loss: formatAgainst(evaluation.loss, LOSS_THRESHOLD, 5), correct: String(evaluation.correctRows),
    total: String(evaluation.totalRows), all: allOf(evaluation.correctRows, evaluation.totalRows), sequences: String(sequences), length: String(length),
    learned: String(learnedAt !== null), learnedAt: String(learnedAt), threshold: String(LOSS_THRESHOLD) });
}

// The loss against the step, on a log scale (it falls by orders of
// magnitude), with the "learned" threshold as a dashed line.
function lossFigure(losses) {
  const steps = Math.max(losses.length - 1, 1);
  const top = Math.max(1, ...losses);
  const bottom = Math.min(1e-4, LOSS_THRESHOLD / 10, ...losses.filter((v) => v > 0));
  const [low, high] = [Math.floor(Math.log10(bottom)), Math.ceil(Math.log10(top))];
  const decades = Array.from({ length: high - low + 1 }, (_, i) => low + i);
  const every = niceStep(steps / 4);
  const xTicks = [];
  for (let t = 0; t <= steps; t += every) xTicks.push(t);
  return line({
    title: message('learning-loss-title'),
    x: { values: losses.map((_, t) => t), min: 0, max: steps, ticks: xTicks, title: message('learning-loss-axis') },
    y: { scale: 'log10', min: 10 ** low, max: 10 ** high, ticks: decades.map((d) => 10 ** d), tickLabels: decades.map((d) => `1e${d}`) },
    series: [{ name: message('learning-loss-series'), values: losses.map((v) => Math.max(v, 10 ** low)), style: 'loss' }],
    reference: { value: LOSS_THRESHOLD, label: message('learning-loss-reference', { threshold: String(LOSS_THRESHOLD) }) },
  });
}

function niceStep(raw) {
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
}

// The rows of the text alternative: the start, round numbers of steps, and
// the latest step, at most a dozen rows however long the run.
function sampleSteps(count) {
  if (count === 0) return [];
  const last = count - 1;
  const every = niceStep(last / 8);
  const steps = [];
  for (let t = 0; t < last; t += every) steps.push(t);
  steps.push(last);
  return steps;
}
