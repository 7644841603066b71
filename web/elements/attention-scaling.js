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

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { CoreTask } from '../lib/widget/core-task.js';
import { histogram, line, table } from '../figures/model.js';
import { createHistogramView } from '../figures/dom/histogram.js';
import { createLineView } from '../figures/dom/line.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore, createTablesMore } from '../lib/widget/figure-more.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';
import { richText, setRichText } from '../lib/text/rich-text.js';
import { compute, createLane, usesWorker } from '../lib/core/compute-client.js';

export const tagName = 'attention-scaling';

// One axis for both histograms, in units of the score itself: ±3 std at
// d_k = 1024, the widest raw spread, still fits, and a scaled score (std 1)
// spans a few of its 1-wide bins at every d_k.
const AXIS = 96;
const BINS = 192;
const TICKS = [-96, -64, -32, 0, 32, 64, 96];
const SATURATION_DKS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];
const SATURATION_KEYS = 16;
const UNIFORM_ENTROPY_16 = { value: Math.log(SATURATION_KEYS), text: 'ln 16 = 2.77' };
// Up to this d_k the 2000 dot products take a few milliseconds and are drawn
// at once; above it (4 million Gaussians at 1024) they are computed off the
// input path (../lib/core/compute-client.js) and drawn when they arrive.
const SYNC_MAX_DK = 64;

export default class AttentionScaling extends AttentionWidget {
  static exportTitle = 'Scaling by √d_k: the spread of q·k';
  static fields = [
    field({ key: 'dK', attribute: 'd-k', param: 'dk', kind: 'integer', label: 'd_k', subject: 'd_k',
            min: 1, max: 1024, fallback: 64, slider: { scale: 'log2', label: 'd_k in powers of two', name: 'd_k' },
            hint: 'Width of each query and key. The slider moves in powers of two; type any whole number from 1 to 1024.' }),
    field({ key: 'seed', attribute: 'seed', param: 'seed', kind: 'integer', label: 'the seed', subject: 'The seed',
            caption: 'Seed', min: 0, max: 2 ** 32 - 1, fallback: 0,
            hint: 'Draws a fresh set of random vectors. The averages barely move.' }),
  ];

  // The two histograms make the point (the raw spread grows, the scaled one
  // does not); their tables, and what the spread does to softmax, wait in
  // disclosures (../lib/widget/figure-more.js), drawn only while open.
  build() {
    const root = el('div', 'scaling-widget');
    this.saturationMore = createFigureMore({
      summary: 'What the spread does to softmax: the largest weight, the entropy and the gradient, for every d_k',
      className: 'scaling-widget__saturation-more',
      build: () => this.buildSaturationCard(),
      render: (saturation) => this.renderSaturation(saturation),
    });
    const card = this.buildSpreadCard();
    card.append(this.saturationMore.element);
    root.append(card);
    return root;
  }

  buildSpreadCard() {
    const card = el('div', 'widget-card scaling-widget__card');
    const fields = el('div', 'widget-fields');
    fields.append(this.controls.dK.element, this.controls.seed.element);
    this.raw = buildPanel('Raw scores', 'q · k');
    this.scaled = buildPanel('Scaled scores', 'q · k / √d_k');
    const pair = el('div', 'scaling-widget__pair');
    pair.append(this.raw.element, this.scaled.element);
    const axisNote = el('p', 'scaling-widget__axis-note', 'Both histograms share one axis, from −96 to 96, so their widths compare directly.');
    this.verdict = el('p', 'scaling-widget__verdict');
    this.verdict.setAttribute('aria-live', 'polite');
    // Drawn only while open: a slider step while they are closed only notes
    // their figures, about 1.5 ms of DOM work per step kept off the input path.
    this.tablesMore = createTablesMore({
      summary: 'The histograms as tables', className: 'scaling-widget__details', wrapClass: 'scaling-widget__tables',
      tables: { raw: {}, scaled: {} },
    });
    card.append(fields, axisNote, pair, this.verdict, this.tablesMore.element);
    return card;
  }

  buildSaturationCard() {
    const card = el('div', 'scaling-widget__saturation'); // the summary is its title
    const note = el('p', 'scaling-widget__note');
    note.append(...richText(`For each d_k, 64 random queries each score ${SATURATION_KEYS} random keys; `
      + 'softmax turns each row of scores into weights. Averages over the 64 rows, without scaling and with it.'));
    const legend = el('p', 'scaling-widget__legend');
    legend.append(legendKey('is-unscaled', 'unscaled: softmax(q · k)'), legendKey('is-scaled', 'scaled: softmax(q · k / √d_k)'));
    this.charts = { maxWeight: createLineView(), entropy: createLineView(), jacobianNorm: createLineView() };
    const grid = el('div', 'scaling-widget__charts');
    grid.append(
      chartFigure('Largest weight in the row', '1 means one key takes everything', this.charts.maxWeight),
      chartFigure('Entropy of the row (nats)', 'how spread out the weights are', this.charts.entropy),
      chartFigure('Size of the softmax gradient', 'Frobenius norm of ∂w/∂z', this.charts.jacobianNorm),
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
  // arrives, if the reader has not moved on.
  prepare(am, { dK, seed }) {
    this.cache();
    const key = `${seed}:${dK}`;
    if (!this.samples.has(key) && dK <= SYNC_MAX_DK) this.samples.set(key, am.dotProducts({ seed, dK }));
    const { samples, sweep, current } = this.cached(seed, dK);
    if (samples && sweep && current) {
      this.task.settle();
      this.prefetch(seed);
    } else {
      this.task.run(key, () => this.computeMissing(seed, dK));
    }
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

  // ---- model and render ----

  model(am, { dK, seed }) {
    const { samples, sweep, current } = this.cached(seed, dK);
    return {
      spread: samples ? spreadFigures(am, samples, dK) : { computing: `Computing 2000 dot products of width ${dK}…` },
      saturation: sweep && current ? saturationFigures(sweep, dK, current) : null,
    };
  }

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

// The two histograms on one axis, their statistics, their tables and the
// callout. The scaled samples binned over ±96 are the raw samples binned
// over ±96·√d_k (the edges divided by √d_k for display).
function spreadFigures(am, { values, mean, variance }, dK) {
  const root = Math.sqrt(dK);
  const std = Math.sqrt(variance);
  const rawHist = am.histogram({ values, bins: BINS, low: -AXIS, high: AXIS });
  const scaledHist = am.histogram({ values, bins: BINS, low: -AXIS * root, high: AXIS * root });
  const panel = (hist, spread, stats, title) => ({
    histogram: histogram({ title, counts: hist.counts, low: -AXIS, high: AXIS, ticks: TICKS, spread, clipped: hist.clipped }),
    stats,
    clipped: clippedNote(hist.clipped, AXIS),
  });
  return {
    raw: panel(rawHist, std, [
      ['samples', String(values.length), ''],
      ['mean', formatNumber(mean, 3), 'expected 0'],
      ['variance', formatNumber(variance, 2), `expected d_k = ${dK}`],
      ['std', formatNumber(std, 2), `expected √${dK} = ${formatNumber(root, 2)}`],
    ], `Raw scores q · k: ${values.length} samples at d_k = ${dK}`),
    scaled: panel(scaledHist, std / root, [
      ['samples', String(values.length), ''],
      ['mean', formatNumber(mean / root, 3), `${formatNumber(mean, 3)} / √${dK}`],
      ['variance', formatNumber(variance / dK, 3), `${formatNumber(variance, 2)} / ${dK}: expected 1`],
      ['std', formatNumber(std / root, 3), 'expected 1'],
    ], `Scaled scores q · k / √d_k: the same ${values.length} samples`),
    tables: {
      raw: binTable('Raw q · k: samples per bin (empty bins left out)', rawHist, 1, 0),
      scaled: binTable('Scaled q · k / √d_k: samples per bin (empty bins left out)', scaledHist, root, 2),
    },
    verdict: verdictText(am, variance, dK),
  };
}

function saturationFigures(rows, dK, current) {
  const pick = (key, side) => rows.map((r) => r[side][key]);
  const chart = (key, title, y, reference = null) => line({
    title,
    x: { values: SATURATION_DKS, scale: 'log2', ticks: SATURATION_DKS.filter((_, i) => i % 2 === 0), title: 'd_k (log scale)' },
    y,
    series: [
      { name: 'unscaled', values: pick(key, 'unscaled'), style: 'unscaled', marker: 'square' },
      { name: 'scaled', values: pick(key, 'scaled'), style: 'scaled', marker: 'circle' },
    ],
    guide: dK,
    reference,
  });
  const gradientTop = Math.ceil(Math.max(...pick('jacobianNorm', 'unscaled'), ...pick('jacobianNorm', 'scaled')) * 10) / 10;
  const all = SATURATION_DKS.includes(dK) ? rows.map((r, i) => [SATURATION_DKS[i], r])
    : [...rows.map((r, i) => [SATURATION_DKS[i], r]), [dK, current]].sort((a, b) => a[0] - b[0]);
  return {
    charts: {
      maxWeight: chart('maxWeight', 'Largest weight in the row: 1 means one key takes everything', { min: 0, max: 1, ticks: [0, 0.5, 1], decimals: 1 }),
      entropy: chart('entropy', 'Entropy of the row (nats): how spread out the weights are', { min: 0, max: 3, ticks: [0, 1, 2, 3], decimals: 1 },
        { value: UNIFORM_ENTROPY_16.value, label: `uniform: ${UNIFORM_ENTROPY_16.text}` }),
      jacobianNorm: chart('jacobianNorm', 'Size of the softmax gradient: Frobenius norm of ∂w/∂z', { min: 0, max: gradientTop, ticks: [0, gradientTop / 2, gradientTop], decimals: 2 }),
    },
    table: table({
      caption: `Softmax over ${SATURATION_KEYS} keys, averaged over 64 queries: unscaled against scaled`,
      columns: [{ label: 'd_k' }, { label: 'largest w, unscaled', numeric: true }, { label: 'largest w, scaled', numeric: true },
                { label: 'entropy, unscaled', numeric: true }, { label: 'entropy, scaled', numeric: true },
                { label: 'gradient, unscaled', numeric: true }, { label: 'gradient, scaled', numeric: true }],
      rows: all.map(([d, r]) => ({
        header: d === dK ? `${d} (yours)` : String(d),
        marks: d === dK ? ['current'] : [],
        cells: ['maxWeight', 'entropy', 'jacobianNorm'].flatMap((k) => [formatNumber(r.unscaled[k], 3), formatNumber(r.scaled[k], 3)]),
      })),
    }),
  };
}

// One histogram with its heading and a small list of measured statistics.
function buildPanel(title, formula) {
  const element = el('section', 'scaling-widget__panel');
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
        item.append(el('dt', '', name), dd);
        return item;
      }));
    },
  };
}

// The callout's numbers follow the measured variance: the difference of two
// scores in one row has twice their variance, so the typical gap is
// √(2·variance); the weight ratio such a gap makes is the core's softmax of
// the pair [gap, 0], not a JS exp.
// The two gaps (raw and scaled) and the two variances are printed to the
// same 2 decimals, so that "down to" reads true; at d_k = 1 the division is
// by 1, and the text says it changes nothing.
function verdictText(am, variance, dK) {
  const root = Math.sqrt(dK);
  const gap = Math.sqrt(2 * variance);
  const ratio = (g) => { const { weights } = am.softmax({ logits: [g, 0], cols: 2 }); return weights[0] / weights[1]; };
  const raw = `At d_k = ${dK} the raw scores have a measured variance of ${formatNumber(variance, 2)}, so a typical score `
    + `lies about ${formatNumber(Math.sqrt(variance), 2)} from zero, and two scores in one row typically differ by about `
    + `${formatNumber(gap, 2)} (√2 times as much). Between two such keys softmax puts ${ratioText(ratio(gap))} times `
    + 'more weight on the higher one. ';
  if (dK === 1) return `${raw}Dividing by √1 = 1 changes nothing: at this width the raw scores already are the scaled ones.`;
  return `${raw}Dividing every score by √${dK} = ${formatNumber(root, 2)} brings the variance back to `
    + `${formatNumber(variance / dK, 2)} and the typical gap down to ${formatNumber(gap / root, 2)}: `
    + `a weight ratio of only ${ratioText(ratio(gap / root))}.`;
}

const SUPERSCRIPT = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };

// "about 4.1", "about 99,000", "about 3.5 × 10¹⁹": two significant figures.
function ratioText(ratio) {
  if (ratio < 10) return `about ${formatNumber(ratio, 1)}`;
  if (ratio < 1e6) return `about ${Number(ratio.toPrecision(2)).toLocaleString('en-US')}`;
  const [mantissa, exponent] = ratio.toExponential(1).split('e');
  return `about ${mantissa} × 10${[...String(Number(exponent))].map((c) => SUPERSCRIPT[c]).join('')}`;
}

function clippedNote(count, axis) {
  if (!count) return '';
  return count === 1 ? `1 sample falls beyond ±${axis} and is not drawn.` : `${count} samples fall beyond ±${axis} and are not drawn.`;
}

// The non-empty bins as rows; edges are divided by `divisor` for display only (the scaled axis).
function binTable(caption, { counts, edges }, divisor, decimals) {
  const rows = [];
  counts.forEach((count, i) => {
    if (count === 0) return;
    const from = formatNumber(edges[i] / divisor, decimals);
    const to = formatNumber(edges[i + 1] / divisor, decimals);
    rows.push({ header: `${from} to ${to}`, cells: [String(count)] });
  });
  return table({ caption, columns: [{ label: 'bin' }, { label: 'samples', numeric: true }], rows });
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
