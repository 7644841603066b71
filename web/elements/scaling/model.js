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
  field({ key: 'dK', attribute: 'd-k', param: 'dk', kind: 'integer', label: 'd_k', subject: 'd_k',
          min: 1, max: 1024, fallback: 64, slider: { scale: 'log2', label: 'd_k in powers of two', name: 'd_k' },
          hint: 'Width of each query and key. The slider moves in powers of two; type any whole number from 1 to 1024.' }),
  field({ key: 'seed', attribute: 'seed', param: 'seed', kind: 'integer', label: 'the seed', subject: 'The seed',
          caption: 'Seed', min: 0, max: 2 ** 32 - 1, fallback: 0,
          hint: 'Draws a fresh set of random vectors. The averages barely move.' }),
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
    spread: samples ? spreadFigures(am, samples, dK) : { computing: `Computing 2000 dot products of width ${dK}…` },
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
      entropy: chart('entropy', 'How evenly the weights spread: their entropy, in nats', { min: 0, max: 3, ticks: [0, 1, 2, 3], decimals: 1 },
        { value: UNIFORM_ENTROPY_16.value, label: `uniform: ${UNIFORM_ENTROPY_16.text}` }),
      jacobianNorm: chart('jacobianNorm', 'How much the weights still respond: the size (Frobenius norm) of the softmax gradient ∂w/∂z', { min: 0, max: gradientTop, ticks: [0, gradientTop / 2, gradientTop], decimals: 2 }),
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
