// <attention-induction-training layers="2" seed="0">
//
// An attention-only transformer trained from random weights, live, in the
// compute worker (../lib/core/compute-client.js: a file worker over http(s),
// a blob: worker from file://), so the page keeps answering input while it
// trains. Each chunk of steps is one call, am.transformerTrain, on the model
// as plain typed arrays: the worker holds no state, and the chunks give
// exactly the run one long call would. After each chunk the worker scores
// every head on held-out sequences (am.headScores).
//
// Shown: the loss on each batch's run of letters the first time and on its
// repeat (they part when the induction head forms: the phase change), each
// head's scores over the steps on a fixed 0 … 2000 axis, each layer's
// attention on one fixed probe after every chunk (the head forming), and a
// table of the same numbers. layers="1" is the control; the other layer
// count's last run with the same seed stays as a faint line. The step count
// is not in the URL: a run is rebuilt by playing it again (deterministic for
// a seed). The run's calls and what it shows: ./induction-training/model.js;
// the element runs the calls in the worker and keeps the runs.
// Event: attention-run-end {layers, seed, run (runSummary: what the run did)},
// once a run's last step is drawn.

import { AttentionWidget } from '../lib/widget/widget.js';
import { compute } from '../lib/core/compute-client.js';
import { createLineView } from '../figures/dom/line.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createMarkKey } from '../figures/dom/mark-key.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { el, part } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';
import { inLanguageOf } from '../lib/host/language.js';
import {
  CHUNK, firstTimeNote, MAX_STEPS, SCORED_SEQUENCES, UNTRAINED, chunkPoint, fields, layersText, model, progressText, scoreRequest,
  runSummary, startRun, trainRequest,
} from './induction-training/model.js';

export const tagName = 'attention-induction-training';

export default class AttentionInductionTraining extends AttentionWidget {
  static get exportTitle() { return message('induction-export-title'); }

  static idPrefix = 'induction-training';

  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'induction-training widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    this.progress = part(el('p', 'induction-training__progress'), 'progress');
    this.announcer = el('p', 'visually-hidden');
    this.announcer.setAttribute('aria-live', 'polite');
    this.lossChart = createLineView({ width: 360, height: 190 });
    this.scoreChart = createLineView({ width: 360, height: 190 });
    this.maps = el('div', 'induction-training__maps');
    this.mapViews = [createHeatmapView(), createHeatmapView()];
    this.maps.append(...this.mapViews.map((v) => v.element));
    this.tableMore = createFigureMore({
      summary: message('induction-table-summary'),
      build: () => { this.table = createTableView({ className: 'induction-training__table' }); return this.table.element; },
      render: (figure) => this.table.update(figure),
    });
    const charts = el('div', 'induction-training__charts');
    const lossFigure = chart(message('induction-loss-chart-title', { chunk: CHUNK }), [['is-first', message('induction-key-first')],
      ['is-repeat', message('induction-key-repeat')], ['is-reference', message('induction-key-chance')],
      ['is-ghost', message('induction-key-ghost')]], this.lossChart);
    // Why the first-time line can end above chance (tests/models/induction-training.test.mjs checks it on the shipped model).
    lossFigure.append(el('p', 'induction-training__note', firstTimeNote()));
    const scoreFigure = chart(message('induction-score-chart-title', { sequences: SCORED_SEQUENCES, chunk: CHUNK }),
      [['is-previous', message('induction-key-previous')], ['is-induction', message('induction-key-induction', { layer: 2 })],
       ['is-reference', message('induction-key-formed')], ['is-ghost', message('induction-key-ghost')]],
    this.scoreChart);
    this.inductionKey = scoreFigure.querySelector('.is-induction > span:last-child');
    this.ghostKeys = [lossFigure, scoreFigure].map((f) => f.querySelector('.induction-training__key.is-ghost'));
    charts.append(lossFigure, scoreFigure);
    const mapsTitle = el('p', 'induction-training__chart-title', message('induction-maps-title'));
    this.mapsKey = createMarkKey('induction-training__maps-key');
    root.append(fields, this.buildButtons(), this.progress, this.announcer, charts, mapsTitle, this.mapsKey.element, this.maps,
      this.tableMore.element);
    return root;
  }

  buildButtons() {
    const bar = el('div', 'learning__buttons');
    bar.setAttribute('role', 'group');
    bar.setAttribute('aria-label', message('induction-buttons-label'));
    this.playButton = button(message('induction-play'), 'induction-training__play', () => (this.playing ? this.pause() : this.play()));
    this.playButton.setAttribute('aria-pressed', 'false');
    this.stepButton = button(message('induction-step', { chunk: CHUNK }), 'induction-training__step', () => this.step());
    const reset = button(message('induction-reset'), 'induction-training__reset', () => { this.pause(); this.run = null; this.requestRender(); });
    bar.append(this.playButton, this.stepButton, reset);
    return bar;
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    this.pause();
  }

  // ---- training ----

  // The run on screen is what the model draws (./induction-training/model.js),
  // with the other layer count's last run beside it (the ghost).
  prepare(am, values) {
    this.switchRun(am, values);
    return { run: this.run, ghost: this.ghost ?? null };
  }

  switchRun(am, values) {
    const layers = Number(values.layers);
    if (this.run && this.run.layers === layers && this.run.seed === values.seed && this.run.core === am) return;
    this.pause();
    // Switching the layer count keeps the run on screen: faint beside the
    // other one, and back in full when the reader switches back to it.
    const kept = this.run && this.run.seed === values.seed && this.run.core === am && this.run.layers !== layers ? this.run : null;
    if (kept || (this.ghost && this.ghost.seed !== values.seed)) this.ghost = kept && kept.points.length > 1 ? kept : null;
    const back = this.shelved?.layers === layers && this.shelved.seed === values.seed && this.shelved.core === am ? this.shelved : null;
    if (kept) { kept.queued = 0; this.shelved = kept; } // a Step pressed for it no longer applies
    if (back && !back.busy) {
      this.run = back;
      return;
    }
    this.run = startRun(am, values);
    this.score(this.run, UNTRAINED);
  }

  // Scores the run's model in the worker, then draws the point, then runs a
  // chunk the reader asked for meanwhile (see step()).
  score(run, point) {
    this.setBusy(run, 'scoring');
    return compute('headScores', scoreRequest(run.model)).then(
      (scores) => {
        this.setBusy(run, false);
        if (run !== this.run) return undefined;
        run.points.push({ ...point, scores });
        this.draw();
        // The run has been watched to its end (a prediction before it may wait for this).
        if (run.model.step >= MAX_STEPS) {
          this.dispatchEvent(new CustomEvent('attention-run-end', { bubbles: true, composed: true, detail: { layers: run.layers, seed: run.seed, run: runSummary(run) } }));
        }
        if (!run.queued || this.playing) return undefined;
        run.queued -= 1;
        return this.advance();
      },
      (error) => { run.queued = 0; this.setBusy(run, false); this.pause(); this.showCoreError(error); },
    );
  }

  // Step: one chunk now, or, while the worker is still training or scoring
  // the last one, as soon as its scores are in. A press is never dropped:
  // the progress line says a chunk is waiting until it runs.
  step() {
    this.pause();
    const run = this.run;
    if (!run || run.model.step + CHUNK * (run.queued ?? 0) >= MAX_STEPS) return undefined;
    if (!run.busy) return this.advance();
    run.queued = (run.queued ?? 0) + 1;
    // Only the progress line: the charts wait for the scores.
    this.progress.textContent = progressText(run);
    this.announcer.textContent = this.progress.textContent;
    return undefined;
  }

  // One chunk of steps, then its scores. Resolves when both are drawn.
  async advance() {
    const run = this.run;
    if (!run || run.busy || run.model.step >= MAX_STEPS) return;
    this.setBusy(run, 'training');
    let result;
    try {
      result = await compute('transformerTrain', trainRequest(run));
    } catch (error) {
      run.queued = 0;
      this.setBusy(run, false);
      this.pause();
      this.showCoreError(error);
      return;
    }
    if (run !== this.run) { this.setBusy(run, false); return; }
    run.model = result.model;
    await this.score(run, chunkPoint(run.model, result));
  }

  // What the worker is doing for the run on screen, as data-busy
  // ("training", "scoring"; absent when idle).
  setBusy(run, what) {
    run.busy = Boolean(what);
    if (run !== this.run) return;
    if (what) this.dataset.busy = what;
    else delete this.dataset.busy;
  }

  async play() {
    if (this.playing || !this.run) return;
    if (this.run.model.step >= MAX_STEPS) { this.run = null; this.requestRender(); await Promise.resolve(); }
    if (this.run) this.run.queued = 0; // playing runs every chunk anyway
    this.playing = true;
    this.setPlayingState();
    while (this.playing && this.run && this.run.model.step < MAX_STEPS) {
      if (this.run.busy) await new Promise((resolve) => setTimeout(resolve, 20));
      else await this.advance();
    }
    this.pause();
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    this.setPlayingState();
  }

  setPlayingState() {
    if (!this.playButton) return;
    inLanguageOf(this, () => this.showPlaying());
  }

  showPlaying() {
    this.playButton.textContent = message(this.playing ? 'induction-pause' : 'induction-play');
    this.playButton.setAttribute('aria-pressed', String(this.playing));
    if (this.playing) this.dataset.playing = 'true';
    else delete this.dataset.playing;
    if (!this.playing && this.figures) this.announcer.textContent = this.figures.progress;
  }

  // ---- drawing ----

  // Called when the worker answers, outside any event: in the widget's language.
  draw() {
    if (!this.am || !this.run) return;
    inLanguageOf(this, () => this.render(this.figuresFor(this.am, this.values)));
  }

  render(figures) {
    this.figures = figures;
    this.progress.textContent = figures.progress;
    this.lossChart.update(figures.loss);
    this.scoreChart.update(figures.scores);
    this.mapsKey.update(figures.layer1);
    this.mapViews.forEach((view, k) => {
      const figure = figures[`layer${k + 1}`];
      view.element.hidden = !figure;
      if (figure) view.update(figure);
    });
    this.inductionKey.textContent = message('induction-key-induction', { layer: this.run.layers });
    // Which line of the other run is drawn: its repeat's loss, and the
    // induction score of its last layer.
    this.ghostKeys.forEach((key, k) => {
      key.hidden = !this.ghost;
      if (!this.ghost) return;
      key.lastChild.textContent = message('induction-ghost-key', { layers: layersText(this.ghost.layers), what: k === 0 ? 'repeat' : 'induction',
                                                                  layer: this.ghost.layers });
    });
    this.tableMore.update(figures.table);
    this.stepButton.disabled = figures.step >= MAX_STEPS;
    this.dataset.step = String(figures.step);
    if (figures.induction !== null) this.dataset.induction = String(figures.induction);
    if (!this.playing) this.announcer.textContent = figures.progress;
  }
}

function button(text, className, onClick) {
  const b = el('button', `button ${className}`, text);
  b.type = 'button';
  b.addEventListener('click', onClick);
  return b;
}

function chart(title, keys, view) {
  const figure = el('figure', 'induction-training__chart');
  const caption = el('figcaption', 'induction-training__chart-title', title);
  const legend = el('p', 'induction-training__legend');
  for (const [className, text] of keys) {
    const key = part(el('span', `induction-training__key ${className}`), 'chart-key');
    key.append(el('span', 'induction-training__swatch'), el('span', '', text));
    legend.append(key);
  }
  figure.append(caption, legend, view.element);
  return figure;
}
