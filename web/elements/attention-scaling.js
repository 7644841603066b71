// <attention-scaling d-k="64" seed="0">
//
// The variance argument behind the 1/√d_k in attention, run live. The core
// draws 2000 seeded pairs of N(0, 1) vectors of width d_k and returns their
// dot products with the measured mean and variance; the widget shows them on
// a fixed axis (so the spread visibly grows with d_k) next to the same
// samples divided by √d_k. Dividing a sample by √d_k divides its variance by
// d_k, so the scaled histogram is the raw one with its bin edges divided by
// √d_k: no new numbers are made up in JS. A second card shows what the
// spread does to softmax (am.saturation): unscaled scores saturate, scaled
// ones do not.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { createDataTable, formatNumber } from '../figures/data-table.js';
import { createScalingHistogram } from '../figures/histogram.js';
import { createScalingLineChart } from '../figures/line-chart.js';
import { el } from '../lib/text/dom.js';
import { withSubscripts } from '../lib/text/subscripts.js';
import { compute, createLane, usesWorker } from '../lib/core/compute-client.js';

export const tagName = 'attention-scaling';

const RAW_AXIS = 96; // ±3 std at d_k = 1024: the widest spread still fits
const RAW_BINS = 48;
const SCALED_AXIS = 4; // in standard deviations
const SCALED_BINS = 40;
const SATURATION_DKS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];
const SATURATION_KEYS = 16;
const UNIFORM_ENTROPY_16 = { value: Math.log(SATURATION_KEYS), text: 'ln 16 = 2.77' };
// Up to this d_k the 2000 dot products take a few milliseconds and are drawn
// at once; above it (4 million Gaussians at 1024) they are computed off the
// input path (compute-client.js) and drawn when they arrive.
const SYNC_MAX_DK = 64;

export default class AttentionScaling extends AttentionWidget {
  static fields = [
    field({ key: 'dK', attribute: 'd-k', param: 'dk', kind: 'integer', label: 'd_k', subject: 'd_k',
            min: 1, max: 1024, fallback: 64,
            hint: 'Width of each query and key. The slider moves in powers of two; type any whole number from 1 to 1024.' }),
    field({ key: 'seed', attribute: 'seed', param: 'seed', kind: 'integer', label: 'the seed', subject: 'The seed',
            caption: 'Seed', min: 0, max: 2 ** 32 - 1, fallback: 0,
            hint: 'Draws a fresh set of random vectors. The averages barely move.' }),
  ];

  build() {
    const root = el('div', 'scaling-widget');
    root.append(this.buildSpreadCard(), this.buildSaturationCard());
    return root;
  }

  buildSpreadCard() {
    const card = el('div', 'widget-card scaling-widget__card');
    const fields = el('div', 'widget-fields');
    fields.append(this.dKControl(), this.controls.seed.element);
    this.raw = buildPanel('Raw scores', 'q · k', createScalingHistogram({ ticks: [-96, -64, -32, 0, 32, 64, 96] }));
    this.scaled = buildPanel('Scaled scores', 'q · k / √d_k',
      createScalingHistogram({ ticks: [-4, -3, -2, -1, 0, 1, 2, 3, 4] }));
    const pair = el('div', 'scaling-widget__pair');
    pair.append(this.raw.element, this.scaled.element);
    this.verdict = el('p', 'scaling-widget__verdict');
    this.verdict.setAttribute('aria-live', 'polite');
    card.append(fields, pair, this.verdict, this.buildHistogramTables());
    return card;
  }

  // The integer field plus a slider over exponents: 1, 2, 4 … 1024 are one
  // step apart, which a linear 1…1024 slider could never reach by hand.
  dKControl() {
    const control = this.controls.dK;
    this.exponent = el('input', 'field__slider');
    Object.assign(this.exponent, { type: 'range', min: '0', max: '10', step: '1' });
    this.exponent.setAttribute('aria-label', 'd_k in powers of two');
    this.exponent.addEventListener('input', () => this.setValues({ dK: 2 ** Number(this.exponent.value) }));
    const row = el('div', 'field__row');
    control.input.replaceWith(row);
    row.append(this.exponent, control.input);
    return control.element;
  }

  buildHistogramTables() {
    const details = el('details', 'scaling-widget__details');
    details.append(el('summary', '', 'The histograms as tables'));
    this.rawTable = histogramTable('Raw q · k: samples per bin (empty bins left out)');
    this.scaledTable = histogramTable('Scaled q · k / √d_k: samples per bin (empty bins left out)');
    const wrap = el('div', 'scaling-widget__tables');
    wrap.append(this.rawTable.element, this.scaledTable.element);
    details.append(wrap);
    this.tablesDetails = details;
    // Opened (by a click, or by the browser's find-in-page): draw the latest numbers.
    details.addEventListener('toggle', () => this.drawHistogramTables());
    return details;
  }

  // The tables sit in a closed <details> unless a reader opens it, and a
  // closed one shows nothing to anyone (assistive technology included), so a
  // slider step only notes their numbers; they are written when the
  // details are open, or as they open. That keeps about 1.5 ms of DOM work
  // per step off the input path.
  drawHistogramTables(tables) {
    if (tables) this.pendingTables = tables;
    if (!this.pendingTables || !this.tablesDetails.open) return;
    const { rawHist, scaledHist, root } = this.pendingTables;
    this.pendingTables = null;
    this.rawTable.update(binRows(rawHist.counts, rawHist.edges, 1, 1));
    this.scaledTable.update(binRows(scaledHist.counts, scaledHist.edges, root, 2));
  }

  buildSaturationCard() {
    const card = el('div', 'widget-card scaling-widget__card');
    const title = el('h3', 'scaling-widget__title', 'What the spread does to softmax');
    const note = el('p', 'scaling-widget__note');
    note.append(...withSubscripts(`For each d_k, 64 random queries each score ${SATURATION_KEYS} random keys; `
      + 'softmax turns each row of scores into weights. Averages over the 64 rows, without scaling and with it.'));
    const legend = el('p', 'scaling-widget__legend');
    legend.append(legendKey('is-unscaled', 'unscaled: softmax(q · k)'), legendKey('is-scaled', 'scaled: softmax(q · k / √d_k)'));
    this.charts = {
      maxWeight: createScalingLineChart({ decimals: 1 }),
      entropy: createScalingLineChart({ decimals: 1 }),
      jacobianNorm: createScalingLineChart({ decimals: 2 }),
    };
    const grid = el('div', 'scaling-widget__charts');
    grid.append(
      chartFigure('Largest weight in the row', '1 means one key takes everything', this.charts.maxWeight),
      chartFigure('Entropy of the row (nats)', 'how spread out the weights are', this.charts.entropy),
      chartFigure('Size of the softmax gradient', 'Frobenius norm of ∂w/∂z', this.charts.jacobianNorm),
    );
    this.saturationTable = createDataTable({
      caption: `Softmax over ${SATURATION_KEYS} keys, averaged over 64 queries: unscaled against scaled`,
      columns: [{ label: 'd_k' }, { label: 'largest w, unscaled', numeric: true }, { label: 'largest w, scaled', numeric: true },
                { label: 'entropy, unscaled', numeric: true }, { label: 'entropy, scaled', numeric: true },
                { label: 'gradient, unscaled', numeric: true }, { label: 'gradient, scaled', numeric: true }],
      className: 'scaling-widget__saturation-table',
    });
    subscriptHeadings(this.saturationTable.element);
    card.append(title, note, legend, grid, this.saturationTable.element);
    return card;
  }

  // The numbers depend only on (seed, d_k), and are slow at large d_k:
  // each is computed once and kept, so the slider revisits them for free.
  cache() {
    this.samples ??= new Map(); // "seed:dK" → am.dotProducts result
    this.sweeps ??= new Map(); // seed → am.saturation per SATURATION_DKS
    this.extraSaturation ??= new Map(); // "seed:dK" → am.saturation, for typed d_k
    this.lane ??= createLane();
  }

  update(am, { dK, seed }) {
    this.cache();
    const key = `${seed}:${dK}`;
    if (!this.samples.has(key) && dK <= SYNC_MAX_DK) this.samples.set(key, am.dotProducts({ seed, dK }));
    this.exponent.value = String(Math.round(Math.log2(dK)));
    this.exponent.setAttribute('aria-valuetext', `d_k = ${dK}`);
    const samples = this.samples.get(key);
    const sweep = this.sweeps.get(seed);
    const swept = SATURATION_DKS.indexOf(dK);
    const current = swept >= 0 ? sweep?.[swept] : this.extraSaturation.get(key);
    if (samples) this.showSpread(am, samples, dK);
    if (sweep && current) this.showSaturation(sweep, dK, current);
    this.pending = !samples || !sweep || !current;
    this.classList.toggle('is-computing', this.pending);
    if (this.pending) {
      if (!samples) this.verdict.textContent = `Computing 2000 dot products of width ${dK}…`;
      this.computeMissing(seed, dK);
    } else {
      this.prefetch(seed);
    }
  }

  // The base class marks the widget ready after update(); while numbers are
  // still on their way it is "computing" (aria-busy), and ready once drawn.
  render() {
    super.render();
    if (this.pending && this.dataset.state === 'ready') {
      this.dataset.state = 'computing';
      this.setAttribute('aria-busy', 'true');
    } else {
      this.removeAttribute('aria-busy');
    }
  }

  async computeMissing(seed, dK) {
    const key = `${seed}:${dK}`;
    try {
      const [samples] = await Promise.all([
        this.samples.has(key) ? this.samples.get(key) : this.lane.request('dotProducts', { seed, dK }),
        this.sweepFor(seed),
        SATURATION_DKS.includes(dK) || this.extraSaturation.has(key) ? null
          : compute('saturation', { seed, dK }).then((r) => this.extraSaturation.set(key, r)),
      ]);
      if (samples === null) return; // the reader moved on before it started
      this.samples.set(key, samples);
    } catch (error) {
      this.pending = false;
      this.classList.remove('is-computing');
      this.removeAttribute('aria-busy');
      this.showCoreError(error);
      if (this.dataset.state === 'computing') this.dataset.state = this.drawn ? 'ready' : 'error';
      return;
    }
    // Draw only if this is still what the reader asked for; a newer request draws itself.
    if (this.values.seed === seed && this.values.dK === dK) this.render();
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

  showSpread(am, samples, dK) {
    const root = Math.sqrt(dK);
    const rawHist = am.histogram({ values: samples.values, bins: RAW_BINS, low: -RAW_AXIS, high: RAW_AXIS });
    // The same samples binned over ±4·√d_k are the scaled samples binned over ±4.
    const scaledHist = am.histogram({ values: samples.values, bins: SCALED_BINS,
                                      low: -SCALED_AXIS * root, high: SCALED_AXIS * root });
    this.drawSpread(am, samples, dK, rawHist, scaledHist);
  }

  drawSpread(am, { values, mean, variance }, dK, rawHist, scaledHist) {
    const root = Math.sqrt(dK);
    const std = Math.sqrt(variance);
    this.raw.update({ counts: rawHist.counts, low: -RAW_AXIS, high: RAW_AXIS, spread: std }, [
      ['samples', String(values.length), ''],
      ['mean', formatNumber(mean, 3), 'expected 0'],
      ['variance', formatNumber(variance, 2), `expected d_k = ${dK}`],
      ['std', formatNumber(std, 2), `expected √${dK} = ${formatNumber(root, 2)}`],
    ]);
    this.scaled.update({ counts: scaledHist.counts, low: -SCALED_AXIS, high: SCALED_AXIS, spread: std / root }, [
      ['samples', String(values.length), ''],
      ['mean', formatNumber(mean / root, 3), `${formatNumber(mean, 3)} / √${dK}`],
      ['variance', formatNumber(variance / dK, 3), `${formatNumber(variance, 2)} / ${dK}: expected 1`],
      ['std', formatNumber(std / root, 3), 'expected 1'],
    ]);
    this.raw.note.textContent = clippedNote(rawHist.clipped, RAW_AXIS);
    this.scaled.note.textContent = clippedNote(scaledHist.clipped, SCALED_AXIS);
    this.drawHistogramTables({ rawHist, scaledHist, root });
    this.verdict.replaceChildren(...withSubscripts(verdictText(am, variance, dK)));
  }

  showSaturation(rows, dK, current) {
    const pick = (key, side) => rows.map((r) => r[side][key]);
    const series = (key) => [
      { values: pick(key, 'unscaled'), className: 'scaling-chart__series is-unscaled', marker: 'square' },
      { values: pick(key, 'scaled'), className: 'scaling-chart__series is-scaled', marker: 'circle' },
    ];
    const gradientTop = Math.ceil(Math.max(...pick('jacobianNorm', 'unscaled'), ...pick('jacobianNorm', 'scaled')) * 10) / 10;
    this.charts.maxWeight.update({ dKs: SATURATION_DKS, series: series('maxWeight'), yMax: 1,
                                   yTicks: [0, 0.5, 1], current: dK });
    this.charts.entropy.update({ dKs: SATURATION_DKS, series: series('entropy'), yMax: 3, yTicks: [0, 1, 2, 3],
                                 current: dK, ceiling: { value: UNIFORM_ENTROPY_16.value, label: `uniform: ${UNIFORM_ENTROPY_16.text}` } });
    this.charts.jacobianNorm.update({ dKs: SATURATION_DKS, series: series('jacobianNorm'), yMax: gradientTop,
                                      yTicks: [0, gradientTop / 2, gradientTop], current: dK });
    const all = SATURATION_DKS.includes(dK) ? rows.map((r, i) => [SATURATION_DKS[i], r])
      : [...rows.map((r, i) => [SATURATION_DKS[i], r]), [dK, current]].sort((a, b) => a[0] - b[0]);
    this.saturationTable.update(all.map(([d, r]) => ({
      header: d === dK ? `${d} (yours)` : String(d),
      className: d === dK ? 'is-current' : '',
      cells: ['maxWeight', 'entropy', 'jacobianNorm'].flatMap((k) => [formatNumber(r.unscaled[k], 3), formatNumber(r.scaled[k], 3)]),
    })));
  }
}

// One histogram with its heading and a small list of measured statistics.
function buildPanel(title, formula, histogram) {
  const element = el('section', 'scaling-widget__panel');
  const heading = el('h3', 'scaling-widget__panel-title', title);
  const formulaNode = el('span', 'scaling-widget__formula');
  formulaNode.append(...withSubscripts(formula));
  heading.append(' ', formulaNode);
  const stats = el('dl', 'scaling-widget__stats');
  const note = el('p', 'scaling-widget__clipped');
  element.append(heading, stats, histogram.element, note);
  return {
    element,
    note,
    update(data, statRows) {
      histogram.update(data);
      stats.replaceChildren(...statRows.map(([name, value, expected]) => {
        const item = el('div', 'scaling-widget__stat');
        item.dataset.stat = name;
        const dd = el('dd', '', value);
        if (expected) {
          const note = el('span', 'scaling-widget__expected');
          note.append(...withSubscripts(expected));
          dd.append(note);
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
function verdictText(am, variance, dK) {
  const root = Math.sqrt(dK);
  const gap = Math.sqrt(2 * variance);
  const ratio = (g) => { const { weights } = am.softmax({ logits: [g, 0], cols: 2 }); return weights[0] / weights[1]; };
  return `At d_k = ${dK} the raw scores have a measured variance of ${formatNumber(variance, 1)}, so a typical score `
    + `lies about ${formatNumber(Math.sqrt(variance), 1)} from zero, and two scores in one row typically differ by about `
    + `${formatNumber(gap, 1)} (√2 times as much). Between two such keys softmax puts ${ratioText(ratio(gap))} times `
    + `more weight on the higher one. Dividing every score by √${dK} = ${formatNumber(root, 2)} brings the variance back to `
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

// Table captions and column headings written as "d_k" get real subscripts.
function subscriptHeadings(table) {
  for (const node of table.querySelectorAll('caption, thead th')) node.replaceChildren(...withSubscripts(node.textContent));
}

function clippedNote(count, axis) {
  if (!count) return '';
  return count === 1 ? `1 sample falls beyond ±${axis} and is not drawn.` : `${count} samples fall beyond ±${axis} and are not drawn.`;
}

function histogramTable(caption) {
  const table = createDataTable({ caption, columns: [{ label: 'bin' }, { label: 'samples', numeric: true }] });
  subscriptHeadings(table.element);
  return table;
}

// Edges are divided by `divisor` for display only (the scaled axis).
function binRows(counts, edges, divisor, decimals) {
  const rows = [];
  counts.forEach((count, i) => {
    if (count === 0) return;
    const from = formatNumber(edges[i] / divisor, decimals);
    const to = formatNumber(edges[i + 1] / divisor, decimals);
    rows.push({ header: `${from} to ${to}`, cells: [String(count)] });
  });
  return rows;
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
  label.append(...withSubscripts(text));
  key.append(el('span', 'scaling-widget__swatch'), label);
  return key;
}

