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
// a seed).

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { compute } from '../lib/core/compute-client.js';
import { WEIGHT_SCALE, line, matrix, table } from '../figures/model.js';
import { createLineView } from '../figures/dom/line.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createMarkKey } from '../figures/dom/mark-key.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';
import { HELD_OUT_SEED, headName } from './trained-heads/scores.js';
import { letterOf, stripes } from './trained-heads/sequence.js';
import { stripeMarks } from './trained-heads/stripe-styles.js';

export const tagName = 'attention-induction-training';

// The shipped checkpoint's shape and optimiser (cpp/transformer/checkpoint.cpp),
// so that seed 0 retraces the run the build made.
const SHAPE = { heads: 1, dModel: 32, vocab: 12, context: 24 };
const TRAINING = { learningRate: 0.01, batch: 16 };
const CHUNK = 25;
const MAX_STEPS = 2000;
const SCORED_SEQUENCES = 32;
const FORMED = 0.8;
const CHANCE = Math.log(SHAPE.vocab);
const X_AXIS = { min: 0, max: MAX_STEPS, ticks: [0, 500, 1000, 1500, 2000], title: 'training step' };
// The probe the small heatmaps show after every chunk: eight letters, then the same eight.
const PROBE = Array.from('DKAHFBJCDKAHFBJC', (ch) => ch.charCodeAt(0) - 65);

export default class AttentionInductionTraining extends AttentionWidget {
  static exportTitle = 'Training an induction head: loss and head scores over the steps';

  static idPrefix = 'induction-training';

  static fields = [
    field({ key: 'layers', attribute: 'layers', param: 'layers', kind: 'choice', label: 'the number of layers',
            subject: 'The number of layers', caption: 'Layers', fallback: '2',
            choices: [{ value: '2', label: '2 layers' }, { value: '1', label: '1 layer (the control)' }] }),
    field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
            min: 0, max: 2 ** 32 - 1, fallback: 0,
            hint: 'Draws the starting weights and every training batch. Changing it starts again.' }),
  ];

  build() {
    const root = el('div', 'induction-training widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    this.progress = el('p', 'induction-training__progress');
    this.announcer = el('p', 'visually-hidden');
    this.announcer.setAttribute('aria-live', 'polite');
    this.lossChart = createLineView({ width: 360, height: 190 });
    this.scoreChart = createLineView({ width: 360, height: 190 });
    this.maps = el('div', 'induction-training__maps');
    this.mapViews = [createHeatmapView(), createHeatmapView()];
    this.maps.append(...this.mapViews.map((v) => v.element));
    this.tableMore = createFigureMore({
      summary: 'The losses and every head’s scores, as a table',
      build: () => { this.table = createTableView({ className: 'induction-training__table' }); return this.table.element; },
      render: (figure) => this.table.update(figure),
    });
    const charts = el('div', 'induction-training__charts');
    const lossFigure = chart(`Loss on the next letter, on the training batches (mean of each ${CHUNK} steps)`, [['is-first', 'a run, the first time'], ['is-repeat', 'its repeat'],
      ['is-reference', 'chance, ln 12 ≈ 2.48'], ['is-ghost', 'the other layer count’s run']], this.lossChart);
    const scoreFigure = chart(`Head scores, each the mean of ${SCORED_SEQUENCES} test sequences, every ${CHUNK} steps`, [['is-previous', 'layer 1: previous token'],
      ['is-induction', 'layer 2: induction'], ['is-reference', 'formed, 0.8'], ['is-ghost', 'the other layer count’s run']],
    this.scoreChart);
    this.inductionKey = scoreFigure.querySelector('.is-induction > span:last-child');
    this.ghostKeys = [lossFigure, scoreFigure].map((f) => f.querySelector('.induction-training__key.is-ghost'));
    charts.append(lossFigure, scoreFigure);
    const mapsTitle = el('p', 'induction-training__chart-title',
      'Each head’s attention on DKAHFBJCDKAHFBJC, redrawn after every 25 steps');
    this.mapsKey = createMarkKey('induction-training__maps-key');
    root.append(fields, this.buildButtons(), this.progress, this.announcer, charts, mapsTitle, this.mapsKey.element, this.maps,
      this.tableMore.element);
    return root;
  }

  buildButtons() {
    const bar = el('div', 'learning__buttons');
    bar.setAttribute('role', 'group');
    bar.setAttribute('aria-label', 'Training controls');
    this.playButton = button('Play', 'induction-training__play', () => (this.playing ? this.pause() : this.play()));
    this.playButton.setAttribute('aria-pressed', 'false');
    this.stepButton = button(`Step (${CHUNK} steps)`, 'induction-training__step', () => this.step());
    const reset = button('Reset', 'induction-training__reset', () => { this.pause(); this.run = null; this.requestRender(); });
    bar.append(this.playButton, this.stepButton, reset);
    return bar;
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    this.pause();
  }

  // ---- training ----

  prepare(am, values) {
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
    const model = am.transformerInit({ ...SHAPE, layers, seed: values.seed });
    this.run = { core: am, layers, seed: values.seed, model, points: [], busy: false };
    this.score(this.run, { step: 0, first: null, repeat: null });
  }

  // Scores the run's model in the worker, then draws the point, then runs a
  // chunk the reader asked for meanwhile (see step()).
  score(run, point) {
    this.setBusy(run, 'scoring');
    return compute('headScores', { model: run.model, seed: HELD_OUT_SEED, sequences: SCORED_SEQUENCES }).then(
      (scores) => {
        this.setBusy(run, false);
        if (run !== this.run) return undefined;
        run.points.push({ ...point, scores });
        this.draw();
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
    this.progress.textContent = this.progressText();
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
      result = await compute('transformerTrain', { model: run.model, steps: CHUNK, seed: run.seed, ...TRAINING });
    } catch (error) {
      run.queued = 0;
      this.setBusy(run, false);
      this.pause();
      this.showCoreError(error);
      return;
    }
    if (run !== this.run) { this.setBusy(run, false); return; }
    run.model = result.model;
    await this.score(run, { step: run.model.step, first: mean(result.firstHalfLoss), repeat: mean(result.secondHalfLoss) });
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
    this.playButton.textContent = this.playing ? 'Pause' : 'Play';
    this.playButton.setAttribute('aria-pressed', String(this.playing));
    if (this.playing) this.dataset.playing = 'true';
    else delete this.dataset.playing;
    if (!this.playing && this.figures) this.announcer.textContent = this.figures.progress;
  }

  // ---- drawing ----

  draw() {
    if (!this.am || !this.run) return;
    this.render(this.model(this.am, this.values));
  }

  model(am) {
    const { points, layers } = this.run;
    const ghost = this.ghost;
    const best = (list, key) => Math.max(...list.map((s) => s[key]));
    const lastLayer = (p, l = layers) => p.scores.filter((s) => s.layer === l);
    // The ghost is drawn only as far as the run on screen has gone, or all of
    // it once that run is longer: every series shares one x axis.
    const losses = lossSeries(points);
    const ghostLosses = ghost ? lossSeries(ghost.points) : null;
    const inductionOf = (run) => run.points.map((p) => best(lastLayer(p, run.layers), 'induction'));
    // Labels of the reference lines sit in the legends: drawn on the plot they were overdrawn by the lines.
    return {
      step: this.run.model.step,
      induction: points.length ? best(lastLayer(points.at(-1)), 'induction') : null,
      progress: this.progressText(),
      loss: overlaid({
        y: { min: 0, max: 3, ticks: [0, 1, 2, 3], decimals: 0 },
        reference: { value: CHANCE, label: '' },
      }, losses.steps, [
        { name: 'loss on a run, the first time', style: 'first', values: losses.first },
        { name: 'loss on its repeat', style: 'repeat', values: losses.repeat },
      ], ghost && { steps: ghostLosses.steps, name: `repeat, ${layersText(ghost.layers)}`, values: ghostLosses.repeat }),
      scores: overlaid({
        y: { min: 0, max: 1, ticks: [0, 0.5, 1], decimals: 1 },
        reference: { value: FORMED, label: '' },
      }, points.map((p) => p.step), [
        { name: 'layer 1: previous token', style: 'previous', values: points.map((p) => best(lastLayer(p, 1), 'previousToken')) },
        { name: `layer ${layers}: induction`, style: 'induction', values: inductionOf(this.run) },
      ], ghost && { steps: ghost.points.map((p) => p.step), name: `induction, ${layersText(ghost.layers)}`, values: inductionOf(ghost) }),
      ...this.probeMaps(am),
      table: this.tableFigure(),
    };
  }

  // Each layer's attention on the probe, from the run's current weights:
  // one forward pass on the page's core (16 tokens: well under a millisecond).
  probeMaps(am) {
    const { attention } = am.transformerForward({ model: this.run.model, tokens: PROBE });
    // A letter with its position as a subscript (D₀ K₁ …), as the trained heads' maps label them.
    const letters = PROBE.map((t, i) => `${letterOf(t)}_{${i}}`);
    const at = (i) => `${letterOf(PROBE[i])} (position ${i})`;
    const marks = stripes(PROBE);
    return Object.fromEntries(attention.map((heads, k) => [`layer${k + 1}`, matrix({
      values: Array.from(heads[0]), rows: PROBE.length, cols: PROBE.length, rowLabels: letters, colLabels: letters,
      title: `Layer ${k + 1}, step ${this.run.model.step}`, corner: 'query ↓ key →', decimals: 2, cellText: 'none', scale: WEIGHT_SCALE,
      legend: k === attention.length - 1, ...stripeMarks(marks, ['previous', 'induction']),
      plainLabel: (label) => label.replace(/_\{(\d+)\}$/, ' (position $1)'),
      describe: (_query, _key, text, r, c) => `layer ${k + 1}, query ${at(r)}, key ${at(c)}: weight ${text}`,
    })]));
  }

  tableFigure() {
    const { points } = this.run;
    const heads = points[0]?.scores ?? [];
    const short = ['prev', 'dup', 'ind'];
    return table({
      caption: `Loss and every head’s scores over training (scores: the mean of ${SCORED_SEQUENCES} test sequences; prev: previous token, dup: duplicate token, ind: induction)`,
      columns: [{ label: 'step' }, { label: 'loss, first', numeric: true }, { label: 'loss, repeat', numeric: true },
        ...heads.flatMap((s) => short.map((k) => ({ label: `L${s.layer} ${k}`, numeric: true })))],
      rows: sample(points).map((p) => ({
        header: String(p.step),
        cells: [p.first === null ? '–' : formatNumber(p.first, 2), p.repeat === null ? '–' : formatNumber(p.repeat, 2),
          ...p.scores.flatMap((s) => [s.previousToken, s.duplicateToken, s.induction].map((v) => formatNumber(v, 2)))],
      })),
    });
  }

  progressText() {
    const { points, layers, model } = this.run;
    const queued = this.run.queued ? ` Step pressed: ${this.run.queued * CHUNK} more steps queued, to run when the heads are scored.` : '';
    if (!points.length) return `Step ${model.step}: scoring the heads…${queued}`;
    const last = points.at(-1);
    const loss = last.first === null ? 'press Play or Step to train'
      : `loss ${formatNumber(last.first, 2)} on runs the first time, ${formatNumber(last.repeat, 2)} on their repeats (chance ${formatNumber(CHANCE, 2)})`;
    const top = last.scores.filter((s) => s.layer === layers).reduce((a, b) => (b.induction > a.induction ? b : a));
    const formedAt = points.find((p) => p.scores.some((s) => s.layer === layers && s.induction >= FORMED));
    // At the end with none formed, say so, and what it means: with two layers,
    // a seed that needed more steps (or found another solution); with one, the control.
    const ended = model.step >= MAX_STEPS;
    const none = layers === 1 ? '; none formed, as with one layer it cannot'
      : '; none formed by step 2000 with this seed (with some seeds the drop comes late, with some never): try another seed';
    const verdict = formedAt ? `; an induction head formed at step ${formedAt.step}` : ended ? none : '';
    return `Step ${last.step} of ${MAX_STEPS} (${layersText(layers)}): ${loss}. `
      + `Induction score of ${headName(top.layer, top.head)} (mean of ${SCORED_SEQUENCES} test sequences): `
      + `${formatNumber(top.induction, 2)}${verdict}.${queued}`;
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
    this.inductionKey.textContent = `layer ${this.run.layers}: induction`;
    // Which line of the other run is drawn: its repeat's loss, and the
    // induction score of its last layer.
    this.ghostKeys.forEach((key, k) => {
      key.hidden = !this.ghost;
      if (!this.ghost) return;
      const what = k === 0 ? 'its repeat' : `layer ${this.ghost.layers} induction`;
      key.lastChild.textContent = `${layersText(this.ghost.layers)}, last run: ${what}`;
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
    const key = el('span', `induction-training__key ${className}`);
    key.append(el('span', 'induction-training__swatch'), el('span', '', text));
    legend.append(key);
  }
  figure.append(caption, legend, view.element);
  return figure;
}

const mean = (values) => Array.from(values).reduce((s, v) => s + v, 0) / values.length;

const layersText = (layers) => (layers === 1 ? 'one layer' : 'two layers');

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
