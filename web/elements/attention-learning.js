// <attention-learning task="previous" rate="0.02" seed="0" speed="2" steps="0">
//
// One attention head learning, live. The core's trainer (trainerStart,
// trainerSteps) runs Adam on W_Q and W_K for a toy task whose ideal pattern
// is known; this element shows the head's weights on one sequence moving
// from random to that pattern, the loss curve, and what the head learned:
// the product W_Q W_Kᵀ / √d_k, with W_Q and W_K themselves in a disclosure
// (neither means much alone; drawn only while open).
//
// The state is all in the attributes (and so in the URL): training is
// deterministic, so task + seed + rate + steps rebuild exactly the same
// weights. Changing the task, seed or rate retrains from step 0 to the
// current step count. Playing advances `speed` steps per animation frame (one
// by default, slow enough to watch), and pauses by itself at the step where
// the task is learned; Play again goes on from there. The URL is written when
// the animation stops, not 60 times a second.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { Playback } from '../lib/widget/playback.js';
import { WEIGHT_SCALE, divergingScale, line, matrix, numberLabels, table } from '../figures/model.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createLineView } from '../figures/dom/line.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { embeddingRowLabels, TASKS, tokenLabels } from './learning/tokens.js';
import { el } from '../lib/text/dom.js';
import { formatAgainst, formatNumber } from '../lib/text/format.js';
import { richSpan } from '../lib/text/rich-text.js';

export const tagName = 'attention-learning';

// What "learned" means, here and in tests/cpp/test_trainer.cpp.
const LOSS_THRESHOLD = 0.01;
const MAX_STEPS = 3000;

export default class AttentionLearning extends AttentionWidget {
  static exportTitle = 'Learning: training a head to copy the previous token';
  static fields = [
    field({ key: 'task', attribute: 'task', param: 'task', kind: 'choice', label: 'the task', subject: 'The task',
            caption: 'Each token attends to the', fallback: 'previous',
            choices: Object.entries(TASKS).map(([value, t]) => ({ value, label: t.label })) }),
    field({ key: 'rate', attribute: 'rate', param: 'lr', kind: 'number', label: 'the learning rate',
            subject: 'The learning rate', caption: 'Learning rate', argument: 'learningRate', min: 0.001, max: 0.2,
            step: 0.001, fallback: 0.02, slider: true,
            hint: 'Adam’s step size. Changing it retrains from the start to the same step.' }),
    field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
            min: 0, max: 2 ** 32 - 1, fallback: 0, hint: 'Draws the 24 training sequences and the starting weights.' }),
    field({ key: 'speed', attribute: 'speed', param: 'speed', label: 'steps per frame', subject: 'Steps per frame',
            caption: 'Steps per frame', min: 1, max: 50, fallback: 1, slider: true }),
    field({ key: 'steps', attribute: 'steps', param: 'step', label: 'the step count', subject: 'The step count',
            caption: 'Training steps taken', min: 0, max: MAX_STEPS, fallback: 0,
            hint: `Type a number to jump there (up to ${MAX_STEPS}).` }),
  ];

  build() {
    const root = el('div', 'learning widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    this.rule = el('p', 'learning__rule');
    root.append(fields, this.buildButtons(), this.rule, this.buildPatterns(), this.buildProgress(), this.buildWeights());
    return root;
  }

  buildButtons() {
    const bar = el('div', 'learning__buttons');
    bar.setAttribute('role', 'group');
    bar.setAttribute('aria-label', 'Training controls');
    this.playButton = el('button', 'button learning__play', 'Play');
    this.playButton.type = 'button';
    this.playback = new Playback(this, {
      button: this.playButton, interval: 'frame', tick: () => this.tick(),
      onStart: () => this.onPlay(), onStop: (reason, error) => this.onPause(reason, error),
    });
    const step = el('button', 'button learning__step', 'Step');
    step.type = 'button';
    step.addEventListener('click', () => { this.playback.pause(); this.setValues({ steps: Math.min(MAX_STEPS, this.values.steps + 1) }); });
    const reset = el('button', 'button learning__reset', 'Reset');
    reset.type = 'button';
    reset.addEventListener('click', () => { this.playback.pause(); this.setValues({ steps: 0 }); });
    bar.append(this.playButton, step, reset);
    return bar;
  }

  buildPatterns() {
    this.learnedMap = createHeatmapView();
    this.targetMap = createHeatmapView();
    const wrap = el('div', 'learning__patterns');
    wrap.append(this.learnedMap.element, this.targetMap.element);
    return wrap;
  }

  buildProgress() {
    this.progress = el('p', 'learning__progress');
    // Announced when training stops (a pause, a step, a jump), not every frame.
    this.announcer = el('p', 'visually-hidden');
    this.announcer.setAttribute('aria-live', 'polite');
    this.lossChart = createLineView({ width: 360, height: 180 });
    this.lossTable = createTableView({ className: 'loss-chart__table' });
    const chart = el('div', 'loss-chart');
    chart.append(this.lossChart.element, this.lossTable.element);
    const wrap = el('div', 'learning__progress-box');
    wrap.append(this.progress, this.announcer, chart);
    return wrap;
  }

  buildWeights() {
    this.bilinearMap = createHeatmapView();
    const wrap = el('div', 'learning__weights');
    const heading = el('h3', 'learning__subtitle');
    heading.append(richSpan('The learned W_Q and W_K'));
    const product = el('p', 'learning__note');
    product.append(richSpan('Neither matrix means much alone: the score of query x_i against key x_j is '
      + 'x_i (W_Q W_Kᵀ / √d_k) x_jᵀ, and with one-hot tokens it is the sum of four cells of this product, '
      + 'one for each pair of the query’s and the key’s position and letter.'));
    this.weightsMore = createFigureMore({
      summary: 'W_Q and W_K themselves',
      build: () => {
        this.wqMap = createHeatmapView();
        this.wkMap = createHeatmapView();
        const grid = el('div', 'learning__weight-grid');
        grid.append(this.wqMap.element, this.wkMap.element);
        return grid;
      },
      render: ({ wq, wk }) => {
        this.wqMap.update(wq);
        this.wkMap.update(wk);
      },
    });
    wrap.append(heading, product, this.bilinearMap.element, this.weightsMore.element);
    return wrap;
  }

  // ---- training ----

  // The run is the state the model reads: a new task, seed or rate (or a
  // step back) starts it again, and it trains up to the step asked for.
  prepare(am, values) {
    const run = this.run;
    if (!run || run.task !== values.task || run.seed !== values.seed || run.rate !== values.rate
        || values.steps < run.state.step || run.core !== am) {
      this.run = this.startRun(am, values);
    }
    this.advance(am, values.steps - this.run.state.step);
  }

  startRun(am, { task, seed, rate }) {
    const start = am.trainerStart({ task, seed });
    return { core: am, task, seed, rate, start, state: start.state, evaluation: start.evaluation,
             losses: [start.evaluation.loss], learnedAt: null };
  }

  // Until the task is learned, one step per call, so that "learned at step
  // N" is exact even after a jump; after that, all the steps in one call.
  // With stopWhenLearned, the steps end at the one that learns the task.
  advance(am, steps, { stopWhenLearned = false } = {}) {
    const run = this.run;
    let left = steps;
    while (left > 0) {
      if (stopWhenLearned && run.learnedAt !== null) break;
      const chunk = run.learnedAt === null ? 1 : left;
      const r = am.trainerSteps({ task: run.task, seed: run.seed, state: run.state, learningRate: run.rate,
                                  steps: chunk });
      run.state = r.state;
      run.evaluation = r.evaluation;
      run.losses.push(...Array.from(r.losses).slice(1), r.evaluation.loss);
      if (run.learnedAt === null && this.isLearned()) run.learnedAt = run.state.step;
      left -= chunk;
    }
  }

  isLearned() {
    const e = this.run.evaluation;
    return e.loss < LOSS_THRESHOLD && e.correctRows === e.totalRows;
  }

  // ---- animation (through ../lib/widget/playback.js) ----

  onPlay() {
    if (this.run.state.step >= MAX_STEPS) this.setValues({ steps: 0 });
  }

  // One frame: `speed` steps, stopping at the step that learns the task.
  tick() {
    if (!this.am || !this.run) return false;
    const learned = this.run.learnedAt !== null;
    this.advance(this.am, Math.min(this.values.speed, MAX_STEPS - this.run.state.step), { stopWhenLearned: !learned });
    this.values.steps = this.run.state.step;
    this.controls.steps.setValue(this.values.steps);
    this.render(this.model(this.am, this.values));
    return this.run.state.step < MAX_STEPS && (learned || this.run.learnedAt === null);
  }

  // Through the attribute, so the URL and the change event catch up.
  onPause(reason, error) {
    if (error) this.showCoreError(error);
    if (!this.run) return;
    this.setValues({ steps: this.run.state.step });
    this.requestRender();
  }

  // ---- drawing ----

  model() {
    const { start, state, evaluation, losses, task } = this.run;
    const n = start.length;
    const labels = tokenLabels(start.identities);
    const rows = embeddingRowLabels(n, start.vocab);
    const weights = (caption, values) => matrix({
      caption, values, rows: n, cols: n, rowLabels: labels, colLabels: labels, corner: 'query ↓ key →', decimals: 2,
      scale: WEIGHT_SCALE, legend: true, describe: (r, c, t) => `weight from token ${r} to token ${c}: ${t}`,
    });
    const projection = (name, values) => matrix({
      caption: `${name} (d_model × d_k)`, values, rows: start.dModel, cols: start.dK, rowLabels: rows,
      colLabels: numberLabels(start.dK), corner: 'entry ↓ column →', decimals: 2, scale: divergingScale(values), legend: true,
      describe: (r, c, t) => `${name} row ${r}, column ${c}: ${t}`,
    });
    return {
      step: state.step,
      loss: evaluation.loss,
      rule: `${TASKS[task].rule} The head trains on ${start.sequences} random sequences of six tokens; the heatmaps show the first.`,
      learned: weights('Weights P the head computes now', evaluation.weights),
      target: weights('Target: the pattern the task needs', start.targetWeights),
      progress: this.progressText(),
      lossChart: lossFigure(losses),
      lossTable: table({
        caption: 'Loss after a given number of training steps',
        columns: [{ label: 'steps' }, { label: 'loss', numeric: true }],
        rows: sampleSteps(losses.length).map((t) => ({ header: String(t), cells: [formatAgainst(losses[t], LOSS_THRESHOLD, 5)] })),
      }),
      wq: projection('W_Q', state.WQ),
      wk: projection('W_K', state.WK),
      bilinear: matrix({
        caption: 'W_Q W_Kᵀ / √d_k (d_model × d_model)', values: evaluation.bilinear, rows: start.dModel, cols: start.dModel,
        rowLabels: rows, colLabels: rows, corner: 'query entry ↓ key entry →', decimals: 1,
        scale: divergingScale(evaluation.bilinear), legend: true, describe: (r, c, t) => `query ${r} against key ${c}: ${t}`,
      }),
    };
  }

  render(figures) {
    this.rule.textContent = figures.rule;
    this.learnedMap.update(figures.learned);
    this.targetMap.update(figures.target);
    this.progress.textContent = figures.progress;
    this.lossChart.update(figures.lossChart);
    this.lossTable.update(figures.lossTable);
    this.bilinearMap.update(figures.bilinear);
    this.weightsMore.update({ wq: figures.wq, wk: figures.wk });
    this.dataset.step = String(figures.step);
    this.dataset.loss = String(figures.loss);
    // Announced when training stops (a pause, a step, a jump), not every frame.
    if (!this.playback.playing) this.announcer.textContent = figures.progress;
  }

  progressText() {
    const { state, evaluation, learnedAt } = this.run;
    const rows = `${evaluation.correctRows} of ${evaluation.totalRows} rows put their largest weight on the right token`;
    const learned = learnedAt === null ? `not learned yet (needs loss below ${LOSS_THRESHOLD} and every row right)`
      : `learned at step ${learnedAt}`;
    return `Step ${state.step}: loss ${formatAgainst(evaluation.loss, LOSS_THRESHOLD, 5)}; ${rows}; ${learned}.`;
  }
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
    title: 'Training loss, step by step (log scale)',
    x: { values: losses.map((_, t) => t), min: 0, max: steps, ticks: xTicks, title: 'training step' },
    y: { scale: 'log10', min: 10 ** low, max: 10 ** high, ticks: decades.map((d) => 10 ** d), tickLabels: decades.map((d) => `1e${d}`) },
    series: [{ name: 'loss', values: losses.map((v) => Math.max(v, 10 ** low)), style: 'loss' }],
    reference: { value: LOSS_THRESHOLD, label: `learned below ${LOSS_THRESHOLD}` },
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
