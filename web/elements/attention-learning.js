// <attention-learning task="previous" rate="0.02" seed="0" speed="2" steps="0">
//
// One attention head learning, live. The core's trainer (trainerStart,
// trainerSteps) runs Adam on W_Q and W_K for a toy task whose ideal pattern
// is known; this element shows the head's weights on one sequence moving
// from random to that pattern, the loss curve, and the learned W_Q and W_K.
//
// The state is all in the attributes (and so in the URL): training is
// deterministic, so task + seed + rate + steps rebuild exactly the same
// weights. Changing the task, seed or rate retrains from step 0 to the
// current step count. Playing advances `speed` steps per animation frame; the
// URL is written when the animation stops, not 60 times a second.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { createHeatmap } from '../figures/heatmap.js';
import { createLossChart } from '../figures/loss-chart.js';
import { embeddingRowLabels, TASKS, tokenLabels } from './learning/tokens.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';
import { inlineWithSubscripts } from '../lib/text/subscripts.js';

export const tagName = 'attention-learning';

// What "learned" means, here and in tests/cpp/test_trainer.cpp.
const LOSS_THRESHOLD = 0.01;
const MAX_STEPS = 3000;

export default class AttentionLearning extends AttentionWidget {
  static fields = [
    field({ key: 'task', attribute: 'task', param: 'task', kind: 'choice', label: 'the task', subject: 'The task',
            caption: 'Each token attends to the', fallback: 'previous',
            choices: Object.entries(TASKS).map(([value, t]) => ({ value, label: t.label })) }),
    field({ key: 'rate', attribute: 'rate', param: 'lr', kind: 'number', label: 'the learning rate',
            subject: 'The learning rate', caption: 'Learning rate', coreName: 'learningRate', min: 0.001, max: 0.2,
            step: 0.001, fallback: 0.02, slider: true,
            hint: 'Adam’s step size. Changing it retrains from the start to the same step.' }),
    field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
            min: 0, max: 2 ** 32 - 1, fallback: 0, hint: 'Draws the 24 training sequences and the starting weights.' }),
    field({ key: 'speed', attribute: 'speed', param: 'speed', label: 'steps per frame', subject: 'Steps per frame',
            caption: 'Steps per frame', min: 1, max: 50, fallback: 2, slider: true }),
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
    this.observeVisibility();
    return root;
  }

  buildButtons() {
    const bar = el('div', 'learning__buttons');
    bar.setAttribute('role', 'group');
    bar.setAttribute('aria-label', 'Training controls');
    this.playButton = el('button', 'button learning__play', 'Play');
    this.playButton.type = 'button';
    this.playButton.addEventListener('click', () => (this.playing ? this.pause() : this.play()));
    const step = el('button', 'button learning__step', 'Step');
    step.type = 'button';
    step.addEventListener('click', () => { this.pause(); this.setValues({ steps: Math.min(MAX_STEPS, this.values.steps + 1) }); });
    const reset = el('button', 'button learning__reset', 'Reset');
    reset.type = 'button';
    reset.addEventListener('click', () => { this.pause(); this.setValues({ steps: 0 }); });
    bar.append(this.playButton, step, reset);
    return bar;
  }

  buildPatterns() {
    const weightsMap = (caption) => createHeatmap({
      caption, corner: 'query ↓ key →', decimals: 2,
      describeCell: (r, c, t) => `weight from token ${r} to token ${c}: ${t}`,
    });
    this.learnedMap = weightsMap('Weights P the head computes now');
    this.targetMap = weightsMap('Target: the pattern the task needs');
    const wrap = el('div', 'learning__patterns');
    wrap.append(this.learnedMap.element, this.targetMap.element);
    return wrap;
  }

  buildProgress() {
    this.progress = el('p', 'learning__progress');
    // Announced when training stops (a pause, a step, a jump), not every frame.
    this.announcer = el('p', 'visually-hidden');
    this.announcer.setAttribute('aria-live', 'polite');
    this.lossChart = createLossChart({ threshold: LOSS_THRESHOLD });
    const wrap = el('div', 'learning__progress-box');
    wrap.append(this.progress, this.announcer, this.lossChart.element);
    return wrap;
  }

  buildWeights() {
    const map = (name) => createHeatmap({
      caption: `${name} (d_model × d_k)`, corner: 'entry ↓ column →', decimals: 2, scale: 'diverging',
      describeCell: (r, c, t) => `${name} row ${r}, column ${c}: ${t}`,
    });
    this.wqMap = map('W_Q');
    this.wkMap = map('W_K');
    this.bilinearMap = createHeatmap({
      caption: 'W_Q W_Kᵀ / √d_k (d_model × d_model)', corner: 'query entry ↓ key entry →', decimals: 1,
      scale: 'diverging', describeCell: (r, c, t) => `query ${r} against key ${c}: ${t}`,
    });
    const wrap = el('div', 'learning__weights');
    const heading = el('h3', 'learning__subtitle');
    heading.append(inlineWithSubscripts('The learned W_Q and W_K'));
    const grid = el('div', 'learning__weight-grid');
    grid.append(this.wqMap.element, this.wkMap.element);
    const product = el('p', 'learning__note');
    product.append(inlineWithSubscripts('Neither matrix means much alone: the score of query x_i against key x_j is '
      + 'x_i (W_Q W_Kᵀ / √d_k) x_jᵀ, and with one-hot tokens it is the sum of four cells of this product, '
      + 'one for each pair of the query’s and the key’s position and letter.'));
    wrap.append(heading, grid, product, this.bilinearMap.element);
    return wrap;
  }

  // ---- training ----

  update(am, values) {
    const run = this.run;
    if (!run || run.task !== values.task || run.seed !== values.seed || run.rate !== values.rate
        || values.steps < run.state.step) {
      this.run = this.startRun(am, values);
    }
    this.advance(am, values.steps - this.run.state.step);
    this.draw();
    if (!this.playing) this.announce();
  }

  startRun(am, { task, seed, rate }) {
    const start = am.trainerStart({ task, seed });
    return { task, seed, rate, start, state: start.state, evaluation: start.evaluation,
             losses: [start.evaluation.loss], learnedAt: null };
  }

  // Until the task is learned, one step per call, so that "learned at step
  // N" is exact even after a jump; after that, all the steps in one call.
  advance(am, steps) {
    const run = this.run;
    let left = steps;
    while (left > 0) {
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

  // ---- animation ----

  play() {
    if (this.playing || !this.am || !this.run) return;
    if (this.run.state.step >= MAX_STEPS) this.setValues({ steps: 0 });
    this.playing = true;
    this.playButton.textContent = 'Pause';
    this.dataset.playing = 'true';
    const frame = () => {
      if (!this.playing) return;
      try {
        const steps = Math.min(this.values.speed, MAX_STEPS - this.run.state.step);
        this.advance(this.am, steps);
      } catch (error) {
        this.pause();
        this.showCoreError(error);
        return;
      }
      this.values.steps = this.run.state.step;
      this.controls.steps.setValue(this.values.steps);
      this.draw();
      if (this.run.state.step >= MAX_STEPS) this.pause();
      else this.frameId = requestAnimationFrame(frame);
    };
    this.frameId = requestAnimationFrame(frame);
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    cancelAnimationFrame(this.frameId);
    this.playButton.textContent = 'Play';
    delete this.dataset.playing;
    // Through the attribute, so the URL and the change event catch up.
    this.setValues({ steps: this.run.state.step });
    this.queueRender();
  }

  // Off-screen or in a background tab, nobody is watching: stop.
  observeVisibility() {
    if ('IntersectionObserver' in window) {
      new IntersectionObserver((entries) => {
        if (entries.some((e) => !e.isIntersecting)) this.pause();
      }).observe(this);
    }
    document.addEventListener('visibilitychange', () => { if (document.hidden) this.pause(); });
  }

  disconnectedCallback() {
    if (this.built) this.pause(); // never drawn: nothing is playing
  }

  // ---- drawing ----

  draw() {
    const { start, state, evaluation, losses } = this.run;
    const n = start.length;
    const labels = tokenLabels(start.identities);
    this.rule.textContent = `${TASKS[this.run.task].rule} The head trains on ${start.sequences} random sequences `
      + 'of six tokens; the heatmaps show the first.';
    this.learnedMap.update({ values: evaluation.weights, rows: n, cols: n, rowLabels: labels, colLabels: labels, max: 1 });
    this.targetMap.update({ values: start.targetWeights, rows: n, cols: n, rowLabels: labels, colLabels: labels, max: 1 });
    this.progress.textContent = this.progressText();
    this.lossChart.update(losses);
    const rows = embeddingRowLabels(n, start.vocab);
    const cols = Array.from({ length: start.dK }, (_, i) => String(i + 1));
    for (const [map, values] of [[this.wqMap, state.WQ], [this.wkMap, state.WK]]) {
      map.update({ values, rows: start.dModel, cols: start.dK, rowLabels: rows, colLabels: cols });
    }
    this.bilinearMap.update({ values: evaluation.bilinear, rows: start.dModel, cols: start.dModel, rowLabels: rows,
                              colLabels: rows });
    this.dataset.step = String(state.step);
    this.dataset.loss = String(evaluation.loss);
  }

  progressText() {
    const { state, evaluation, learnedAt } = this.run;
    const rows = `${evaluation.correctRows} of ${evaluation.totalRows} rows put their largest weight on the right token`;
    const learned = learnedAt === null ? `not learned yet (needs loss below ${LOSS_THRESHOLD} and every row right)`
      : `learned at step ${learnedAt}`;
    return `Step ${state.step}: loss ${formatNumber(evaluation.loss, 5)}; ${rows}; ${learned}.`;
  }

  announce() {
    this.announcer.textContent = this.progress.textContent;
  }
}
