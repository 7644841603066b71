// <attention-scaling d-k="64" seed="0">
//
// The variance argument behind the 1/√d_k in attention, run live. The core
// draws 2000 seeded pairs of N(0, 1) vectors of width d_k and returns their
// dot products with the measured mean and variance; the widget shows them
// next to the same samples divided by √d_k, both on one fixed axis, so the
// raw spread visibly grows with d_k while the scaled one stays put. Dividing
// a sample by √d_k divides its variance by d_k, so the scaled histogram is
// the raw samples binned over an axis √d_k times wider: no new numbers are
// made up in JS. In a disclosure under them: what the spread does to
// softmax (am.saturation): unscaled scores saturate, scaled ones do not.
// The figures and words: ./scaling/model.js. Up to d_k = SYNC_MAX_DK the
// 2000 dot products take a few milliseconds and are drawn at once; above it
// (4 million Gaussians at 1024) they are computed off the input path
// (../lib/core/compute-client.js, through a CoreTask) and drawn when they
// arrive.

import { AttentionWidget } from '../lib/widget/widget.js';
import { CoreTask } from '../lib/widget/core-task.js';
import { createHistogramView } from '../figures/dom/histogram.js';
import { createLineView } from '../figures/dom/line.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore, createTablesMore } from '../lib/widget/figure-more.js';
import { el, part } from '../lib/text/dom.js';
import { richText, setRichText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { compute, createLane, usesWorker } from '../lib/core/compute-client.js';
import { SATURATION_DKS, SATURATION_KEYS, SYNC_MAX_DK, fields, model } from './scaling/model.js';

export const tagName = 'attention-scaling';

export default class AttentionScaling extends AttentionWidget {
  static get exportTitle() { return message('scaling-export-title'); }
  static fields = fields;
  static model = model;

  // The two histograms make the point (the raw spread grows, the scaled one
  // does not); their tables, and what the spread does to softmax, wait in
  // disclosures (../lib/widget/figure-more.js), drawn only while open.
  build() {
    const root = el('div', 'scaling-widget');
    this.saturationMore = createFigureMore({
      summary: message('scaling-saturation-summary'),
      className: 'scaling-widget__saturation-more',
      build: () => this.buildSaturationCard(),
      render: (saturation) => this.renderSaturation(saturation),
    });
    const card = this.buildSpreadCard();
    part(this.saturationMore.element, 'saturation');
    card.append(this.saturationMore.element);
    root.append(card);
    return root;
  }

  buildSpreadCard() {
    const card = el('div', 'widget-card scaling-widget__card');
    const fields = el('div', 'widget-fields');
    fields.append(this.controls.dK.element, this.controls.seed.element);
    this.raw = buildPanel(message('scaling-panel-raw'), 'q · k');
    this.scaled = buildPanel(message('scaling-panel-scaled'), 'q · k / √d_k');
    const pair = el('div', 'scaling-widget__pair');
    pair.append(this.raw.element, this.scaled.element);
    const axisNote = el('p', 'scaling-widget__axis-note', message('scaling-axis-note'));
    this.verdict = part(el('p', 'scaling-widget__verdict'), 'verdict');
    this.verdict.setAttribute('aria-live', 'polite');
    // Drawn only while open: a slider step while they are closed only notes
    // their figures, about 1.5 ms of DOM work per step kept off the input path.
    this.tablesMore = createTablesMore({
      summary: message('scaling-tables-summary'), className: 'scaling-widget__details', wrapClass: 'scaling-widget__tables',
      tables: { raw: {}, scaled: {} },
    });
    part(this.tablesMore.element, 'histogram-tables');
    card.append(fields, axisNote, pair, this.verdict, this.tablesMore.element);
    return card;
  }

  buildSaturationCard() {
    const card = el('div', 'scaling-widget__saturation'); // the summary is its title
    const note = el('p', 'scaling-widget__note');
    note.append(...richText(message('scaling-saturation-note', { keys: SATURATION_KEYS })));
    const legend = el('p', 'scaling-widget__legend');
    legend.append(legendKey('is-unscaled', message('scaling-legend-unscaled')), legendKey('is-scaled', message('scaling-legend-scaled')));
    this.charts = { maxWeight: createLineView(), entropy: createLineView(), jacobianNorm: createLineView() };
    const grid = el('div', 'scaling-widget__charts');
    grid.append(
      chartFigure(message('scaling-figure-max-weight'), message('scaling-figure-max-weight-note'), this.charts.maxWeight),
      chartFigure(message('scaling-figure-entropy'), message('scaling-figure-entropy-note'), this.charts.entropy),
      chartFigure(message('scaling-figure-gradient'), message('scaling-figure-gradient-note'), this.charts.jacobianNorm),
    );
    this.saturationTable = createTableView({ className: 'scaling-widget__saturation-table' });
    card.append(note, legend, grid, this.saturationTable.element);
    return card;
  }

  // ---- the numbers: kept per (seed, d_k), the slow ones computed off the input path ----

  // The numbers depend only on (seed, d_k), and are slow at large d_k:
  // each is computed once and kept, so the slider revisits them for free.
  cache() {
    this.samples ??= new Map(); // "seed:dK" → am.dotProducts result
    this.sweeps ??= new Map(); // seed → am.saturation per SATURATION_DKS
    this.extraSaturation ??= new Map(); // "seed:dK" → am.saturation, for typed d_k
    this.lane ??= createLane();
    this.task ??= new CoreTask(this); // what is still on its way (../lib/widget/core-task.js)
  }

  // What is not in the caches yet is asked for; the task redraws when it
  // arrives, if the reader has not moved on. Returns what the caches hold
  // for (seed, d_k), the model's inputs as the module's prepare() would
  // compute them at once (./scaling/model.js), a part missing until it comes.
  prepare(am, { dK, seed }) {
    this.cache();
    const key = `${seed}:${dK}`;
    if (!this.samples.has(key) && dK <= SYNC_MAX_DK) this.samples.set(key, am.dotProducts({ seed, dK }));
    const cached = this.cached(seed, dK);
    if (cached.samples && cached.sweep && cached.current) {
      this.task.settle();
      this.prefetch(seed);
    } else {
      this.task.run(key, () => this.computeMissing(seed, dK));
    }
    return cached;
  }

  cached(seed, dK) {
    const key = `${seed}:${dK}`;
    const sweep = this.sweeps.get(seed);
    const swept = SATURATION_DKS.indexOf(dK);
    return { samples: this.samples.get(key), sweep, current: swept >= 0 ? sweep?.[swept] : this.extraSaturation.get(key) };
  }

  // Resolves once every number for (seed, d_k) is in the caches.
  async computeMissing(seed, dK) {
    const key = `${seed}:${dK}`;
    const [samples] = await Promise.all([
      this.samples.has(key) ? this.samples.get(key) : this.lane.request('dotProducts', { seed, dK }),
      this.sweepFor(seed),
      SATURATION_DKS.includes(dK) || this.extraSaturation.has(key) ? null
        : compute('saturation', { seed, dK }).then((r) => this.extraSaturation.set(key, r)),
    ]);
    if (samples !== null) this.samples.set(key, samples); // null: the reader moved on before it started
  }

  sweepFor(seed) {
    this.sweepRequests ??= new Map();
    if (!this.sweepRequests.has(seed)) {
      const request = Promise.all(SATURATION_DKS.map((d) => compute('saturation', { seed, dK: d })))
        .then((sweep) => { this.sweeps.set(seed, sweep); return sweep; });
      request.catch(() => this.sweepRequests.delete(seed)); // try again next time
      this.sweepRequests.set(seed, request);
    }
    return this.sweepRequests.get(seed);
  }

  // With a worker the page is not blocked, so the other slider stops of
  // this seed are computed ahead and every later step draws at once.
  prefetch(seed) {
    if (this.prefetched === seed || !usesWorker()) return;
    this.prefetched = seed;
    for (const d of SATURATION_DKS) {
      const key = `${seed}:${d}`;
      if (!this.samples.has(key)) compute('dotProducts', { seed, dK: d }).then((r) => this.samples.set(key, r), () => {});
    }
  }

  // ---- drawing ----

  render({ spread, saturation }) {
    if (spread.computing) {
      this.verdict.textContent = spread.computing;
    } else {
      this.raw.update(spread.raw);
      this.scaled.update(spread.scaled);
      this.tablesMore.update(spread.tables);
      setRichText(this.verdict, spread.verdict);
    }
    if (saturation) this.saturationMore.update(saturation);
  }

  renderSaturation(saturation) {
    for (const [name, chart] of Object.entries(this.charts)) chart.update(saturation.charts[name]);
    this.saturationTable.update(saturation.table);
  }
}

// One histogram with its heading and a small list of measured statistics.
function buildPanel(title, formula) {
  const element = part(el('section', 'scaling-widget__panel'), 'histogram-panel');
  const heading = el('h3', 'scaling-widget__panel-title', title);
  const formulaNode = el('span', 'scaling-widget__formula');
  formulaNode.append(...richText(formula));
  heading.append(' ', formulaNode);
  const stats = el('dl', 'scaling-widget__stats');
  const view = createHistogramView();
  const note = el('p', 'scaling-widget__clipped');
  element.append(heading, stats, view.element, note);
  return {
    element,
    update({ histogram: figure, stats: statRows, clipped }) {
      view.update(figure);
      note.textContent = clipped;
      stats.replaceChildren(...statRows.map(([name, value, expected]) => {
        const item = el('div', 'scaling-widget__stat');
        item.dataset.stat = name;
        const dd = el('dd', '', value);
        if (expected) {
          const span = el('span', 'scaling-widget__expected');
          span.append(...richText(expected));
          dd.append(span);
        }
        item.append(el('dt', '', message(`scaling-stat-${name}`)), dd);
        return item;
      }));
    },
  };
}

function chartFigure(title, subtitle, chart) {
  const figure = el('figure', 'scaling-widget__chart');
  const caption = el('figcaption', 'scaling-widget__chart-title', title);
  caption.append(el('span', 'scaling-widget__chart-subtitle', subtitle));
  figure.append(caption, chart.element);
  return figure;
}

function legendKey(className, text) {
  const key = el('span', `scaling-widget__key ${className}`);
  const label = el('span'); // one flex item, so the subscript stays on the baseline
  label.append(...richText(text));
  key.append(el('span', 'scaling-widget__swatch'), label);
  return key;
}
