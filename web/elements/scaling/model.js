// The model of <attention-scaling> (../attention-scaling.js): its fields,
// the numbers it draws on (prepare: the core's 2000 dot products for (seed,
// d_k) and the saturation sweep), and what it shows: the raw and the scaled
// scores as histograms on one axis, their statistics and tables, the
// callout, and what the spread does to softmax. Pure: no DOM, nothing read
// from an element; Node tests call it. The element computes the same
// numbers off the input path when they are slow (a CoreTask), keeps them,
// and hands them in as prepare's would be; until they arrive the model says
// it is computing.

import { field } from '../../lib/fields/field.js';
import { histogram, line, table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { formatCount, message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

// One axis for both histograms, in units of the score itself: ±3 std at
// d_k = 1024, the widest raw spread, still fits, and a scaled score (std 1)
// spans a few of its 1-wide bins at every d_k.
export const AXIS = 96;
export const BINS = 192;
export const TICKS = [-96, -64, -32, 0, 32, 64, 96];
export const SATURATION_DKS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];
export const SATURATION_KEYS = 16;
const UNIFORM_ENTROPY_16 = { value: Math.log(SATURATION_KEYS), text: 'ln 16 = 2.77' };
// Up to this d_k the 2000 dot products take a few milliseconds and are drawn
// at once; above it (4 million Gaussians at 1024) they are computed off the
// input path (../lib/core/compute-client.js) and drawn when they arrive.
export const SYNC_MAX_DK = 64;

export const fields = [
  named(field({ key: 'dK', attribute: 'd-k', param: 'dk', kind: 'integer', label: 'd_k', subject: 'd_k',
                min: 1, max: 1024, fallback: 64,
                slider: { scale: 'log2', get label() { return message('scaling-d-k-slider'); }, name: 'd_k' } }),
        'scaling-d-k'),
  named(field({ key: 'seed', attribute: 'seed', param: 'seed', kind: 'integer', min: 0, max: 2 ** 32 - 1, fallback: 0 }), 'scaling-seed'),
];

// Every number the model draws on, computed at once by the core: the
// samples (am.dotProducts), the saturation sweep over SATURATION_DKS and
// the saturation at d_k itself (one of the sweep's, or its own for a typed
// d_k). The element gets the same numbers through a CoreTask.
export function prepare(am, { dK, seed }) {
  const sweep = SATURATION_DKS.map((d) => am.saturation({ seed, dK: d }));
  const swept = SATURATION_DKS.indexOf(dK);
  return {
    samples: am.dotProducts({ seed, dK }),
    sweep,
    current: swept >= 0 ? sweep[swept] : am.saturation({ seed, dK }),
  };
}

// inputs: {dK, samples, sweep, current}, any of the last three missing
// while they are on their way.
export function model(am, { dK, samples, sweep, current }) {
  return {
    spread: samples ? spreadFigures(am, samples, dK) : { computing: message('scaling-computing', { dK: String(dK) }) },
    saturation: sweep && current ? saturationFigures(sweep, dK, current) : null,
  };
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
    // Each statistic: its name (the element shows it in words: scaling-stat-<name>), value, expectation.
    raw: panel(rawHist, std, [
      ['samples', String(values.length), ''],
      ['mean', formatNumber(mean, 3), message('scaling-expected', { value: '0' })],
      ['variance', formatNumber(variance, 2), message('scaling-expected', { value: `d_k = ${dK}` })],
      ['std', formatNumber(std, 2), message('scaling-expected', { value: `√${dK} = ${formatNumber(root, 2)}` })],
    ], message('scaling-raw-title', { samples: String(values.length), dK: String(dK) })),
    scaled: panel(scaledHist, std / root, [
      ['samples', String(values.length), ''],
      ['mean', formatNumber(mean / root, 3), `${formatNumber(mean, 3)} / √${dK}`],
      ['variance', formatNumber(variance / dK, 3),
       message('scaling-expected-after', { division: `${formatNumber(variance, 2)} / ${dK}`, value: '1' })],
      ['std', formatNumber(std / root, 3), message('scaling-expected', { value: '1' })],
    ], message('scaling-scaled-title', { samples: String(values.length) })),
    tables: {
      raw: binTable(message('scaling-raw-bins-caption'), rawHist, 1, 0),
      scaled: binTable(message('scaling-scaled-bins-caption'), scaledHist, root, 2),
    },
    verdict: verdictText(am, variance, dK),
  };
}

function saturationFigures(rows, dK, current) {
  const pick = (key, side) => rows.map((r) => r[side][key]);
  const chart = (key, title, y, reference = null) => line({
    title,
    x: { values: SATURATION_DKS, scale: 'log2', ticks: SATURATION_DKS.filter((_, i) => i % 2 === 0),
         title: message('scaling-sweep-axis') },
    y,
    series: [
      { name: message('scaling-series-unscaled'), values: pick(key, 'unscaled'), style: 'unscaled', marker: 'square' },
      { name: message('scaling-series-scaled'), values: pick(key, 'scaled'), style: 'scaled', marker: 'circle' },
    ],
    guide: dK,
    reference,
  });
  const gradientTop = Math.ceil(Math.max(...pick('jacobianNorm', 'unscaled'), ...pick('jacobianNorm', 'scaled')) * 10) / 10;
  const all = SATURATION_DKS.includes(dK) ? rows.map((r, i) => [SATURATION_DKS[i], r])
    : [...rows.map((r, i) => [SATURATION_DKS[i], r]), [dK, current]].sort((a, b) => a[0] - b[0]);
  return {
    charts: {
      maxWeight: chart('maxWeight', message('scaling-chart-max-weight'), { min: 0, max: 1, ticks: [0, 0.5, 1], decimals: 1 }),
      entropy: chart('entropy', message('scaling-chart-entropy'), { min: 0, max: 3, ticks: [0, 1, 2, 3], decimals: 1 },
        { value: UNIFORM_ENTROPY_16.value, label: message('scaling-uniform', { value: UNIFORM_ENTROPY_16.text }) }),
      jacobianNorm: chart('jacobianNorm', message('scaling-chart-gradient'), { min: 0, max: gradientTop, ticks: [0, gradientTop / 2, gradientTop], decimals: 2 }),
    },
    table: table({
      caption: message('scaling-sweep-caption', { keys: SATURATION_KEYS }),
      columns: [{ label: 'd_k' },
                ...['max-weight', 'entropy', 'gradient'].flatMap((quantity) => ['unscaled', 'scaled']
                  .map((scaling) => ({ label: message('scaling-sweep-column', { quantity, scaling }), numeric: true })))],
      rows: all.map(([d, r]) => ({
        header: d === dK ? message('scaling-sweep-yours', { dK: String(d) }) : String(d),
        marks: d === dK ? ['current'] : [],
        cells: ['maxWeight', 'entropy', 'jacobianNorm'].flatMap((k) => [formatNumber(r.unscaled[k], 3), formatNumber(r.scaled[k], 3)]),
      })),
    }),
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
  const raw = message('scaling-verdict-raw', {
    dK: String(dK), variance: formatNumber(variance, 2), typical: formatNumber(Math.sqrt(variance), 2),
    gap: formatNumber(gap, 2), ratio: ratioText(ratio(gap)) });
  // What dividing by √d_k does, after what the raw scores are ($raw).
  if (dK === 1) return message('scaling-verdict-unit', { raw });
  return message('scaling-verdict-scaled', {
    raw, dK: String(dK), root: formatNumber(root, 2), variance: formatNumber(variance / dK, 2),
    gap: formatNumber(gap / root, 2), ratio: ratioText(ratio(gap / root)) });
}

const SUPERSCRIPT = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };

// "4.1", "99,000", "3.5 × 10¹⁹": two significant figures (the messages say "about").
function ratioText(ratio) {
  if (ratio < 10) return formatNumber(ratio, 1);
  if (ratio < 1e6) return formatCount(Number(ratio.toPrecision(2)));
  const [mantissa, exponent] = ratio.toExponential(1).split('e');
  return `${mantissa} × 10${[...String(Number(exponent))].map((c) => SUPERSCRIPT[c]).join('')}`;
}

function clippedNote(count, axis) {
  if (!count) return '';
  return message('scaling-clipped', { count, shown: String(count), axis: String(axis) });
}

// The non-empty bins as rows; edges are divided by `divisor` for display only (the scaled axis).
function binTable(caption, { counts, edges }, divisor, decimals) {
  const rows = [];
  counts.forEach((count, i) => {
    if (count === 0) return;
    const from = formatNumber(edges[i] / divisor, decimals);
    const to = formatNumber(edges[i + 1] / divisor, decimals);
    rows.push({ header: message('scaling-bin-range', { from, to }), cells: [String(count)] });
  });
  return table({ caption, columns: [{ label: message('scaling-bin') }, { label: message('scaling-stat-samples'), numeric: true }], rows });
}
