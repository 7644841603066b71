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
// the animation stops, not 60 times a second. The run and what it shows:
// ./learning/model.js.

import { AttentionWidget } from '../lib/widget/widget.js';
import { Playback } from '../lib/widget/playback.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createLineView } from '../figures/dom/line.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { el, part } from '../lib/text/dom.js';
import { richSpan } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { inLanguageOf } from '../lib/host/language.js';
import { MAX_STEPS, advance, fields, model, playFrame, startRun } from './learning/model.js';

export const tagName = 'attention-learning';

export default class AttentionLearning extends AttentionWidget {
  static get exportTitle() { return message('learning-export-title'); }
  static fields = fields;
  static model = model;

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
    bar.setAttribute('aria-label', message('learning-buttons-label'));
    this.playButton = el('button', 'button learning__play', message('learning-play'));
    this.playButton.type = 'button';
    this.playback = new Playback(this, {
      button: this.playButton, interval: 'frame', tick: () => this.tick(),
      onStart: () => this.onPlay(), onStop: (reason, error) => this.onPause(reason, error),
    });
    const step = el('button', 'button learning__step', message('learning-step'));
    step.type = 'button';
    step.addEventListener('click', () => { this.playback.pause(); this.setValues({ steps: Math.min(MAX_STEPS, this.values.steps + 1) }); });
    const reset = el('button', 'button learning__reset', message('learning-reset'));
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
    this.progress = part(el('p', 'learning__progress'), 'progress');
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
    heading.append(richSpan(message('learning-weights-heading')));
    const product = el('p', 'learning__note');
    product.append(richSpan(message('learning-product-note')));
    this.weightsMore = createFigureMore({
      summary: message('learning-weights-summary'),
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

  // ---- training (./learning/model.js) ----

  // The run is the state the model reads: a new task, seed or rate (or a
  // step back) starts it again, and it trains up to the step asked for.
  prepare(am, values) {
    const run = this.run;
    if (!run || run.task !== values.task || run.seed !== values.seed || run.rate !== values.rate
        || values.steps < run.state.step || run.core !== am) {
      this.run = startRun(am, values);
    }
    advance(am, this.run, values.steps - this.run.state.step);
    return { run: this.run };
  }

  // ---- animation (through ../lib/widget/playback.js) ----

  onPlay() {
    if (this.run.state.step >= MAX_STEPS) this.setValues({ steps: 0 });
  }

  // One frame: `speed` steps, stopping at the step that learns the task.
  tick() {
    if (!this.am || !this.run) return false;
    const more = playFrame(this.am, this.run, this.values.speed);
    this.values.steps = this.run.state.step;
    this.controls.steps.setValue(this.values.steps);
    // An animation frame, outside any event: in the widget's language.
    inLanguageOf(this, () => this.render(this.figuresFor(this.am, this.values)));
    return more;
  }

  // Through the attribute, so the URL and the change event catch up.
  onPause(reason, error) {
    if (error) this.showCoreError(error);
    if (!this.run) return;
    this.setValues({ steps: this.run.state.step });
    this.requestRender();
  }

  // ---- drawing ----

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
}
