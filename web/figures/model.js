// The figure model: what a figure shows, as plain data, with no DOM. A
// widget's model(am, values) returns figures built here; its render(figures)
// hands each to a renderer (./dom/*.js today; SVG and CSV renderers can read
// the same objects). A figure holds everything it shows: title, caption,
// axes, legend, values, highlights. Text is rich text (../lib/text/rich-text.js:
// "W_Q", "S_{cat, sat}"), numbers are numbers, and the formatting a reader
// sees (decimals) is part of the figure.
//
// Six types, each made by one function below:
//   matrix     a labelled grid of numbers, coloured on a scale (heatmaps, the
//              small matrices of the Q, K, V section)
//   table      rows of cells under column headings (every text alternative)
//   bars       one bar per item on a fixed axis (a row of weights)
//   line       series over a shared x axis, log or linear (saturation, loss)
//   histogram  counts in bins over a fixed axis (the spread of q·k)
//   waterfall  terms that add up, each starting where the last one stopped
//
// Marks name what a renderer must make stand out ('total', 'current',
// 'diagonal', 'masked' …); a renderer turns each into its own styling.

import { message } from '../lib/text/messages.js';

// Attention weights are probabilities: every weight figure uses this one
// scale, so the same shade means the same weight everywhere on the page.
// Its title follows the language current when it is read.
export const WEIGHT_SCALE = Object.freeze({
  kind: 'sequential', min: 0, max: 1,
  get title() { return message('figure-weight-scale-title'); },
});

// A signed scale centred on 0, ending at ±max|value| unless `max` is given.
export function divergingScale(values, { max, title = '' } = {}) {
  const end = max ?? maxAbs(values);
  return { kind: 'diverging', min: -end, max: end, title };
}

// A scale from 0 to the largest value (or `max`).
export function sequentialScale(values, { max, title = '' } = {}) {
  return { kind: 'sequential', min: 0, max: max ?? maxOf(values), title };
}

// matrix({values, rows, cols, rowLabels, colLabels, …}):
//   title, caption (rich text); corner: what rows and columns are ("query ↓ key →");
//   decimals; scale ({kind, min, max, title}); legend: show the scale's key;
//   highlight: {rows: [r], cols: [c], cells: [[r, c]]}; marks: {name: [[r, c]…]};
//   describe(rowLabel, colLabel, text, r, c) → the spoken name of a cell;
//   note: a line under the title;
//   markLabels: {name: text}, the key of the marks; markStyles: {name:
//   {colour, line, width}}, each kind's outline (./mark-style.js), the same
//   on the page and in an export;
//   cellText: 'value' prints each value in its cell; 'none' draws coloured
//   squares sized to fit the column (24 × 24 on a phone), each value in the
//   spoken name, in a readout line on hover and focus, and in the exports.
export function matrix(spec) {
  const { values, rows, cols } = spec;
  if (values.length !== rows * cols) throw new Error(`matrix: ${values.length} values for ${rows} × ${cols}`); // developer-facing
  if (spec.cellText !== undefined && spec.cellText !== 'value' && spec.cellText !== 'none') {
    throw new Error(`matrix: cellText ${spec.cellText} is not 'value' or 'none'`); // developer-facing
  }
  return {
    type: 'matrix',
    title: '',
    caption: '',
    corner: '',
    decimals: 2,
    rowLabels: numberLabels(rows),
    colLabels: numberLabels(cols),
    scale: spec.scale ?? divergingScale(values),
    legend: false,
    highlight: {},
    marks: {},
    describe: (row, col, text) => message('figure-cell-description', { row, column: col, value: text }),
    note: '',
    cellText: 'value',
    ...spec,
  };
}

// table({caption, columns: [{label, numeric}], rows: [{header, cells, marks}]}):
// a cell is rich text, or {text, tone: 'bad' | 'same' | 'more' | 'less', value}
// (value: the exact number behind the text, kept for readers of the data).
export function table(spec) {
  return { type: 'table', caption: '', columns: [], rows: [], ...spec };
}

// bars({title, axis: {min, max, ticks}, bars: [{label, value, text, marks}]}):
// layout 'rows' (a bar per line) or 'columns' (side by side, upright).
export function bars(spec) {
  return { type: 'bars', title: '', layout: 'rows', axis: { min: 0, max: 1, ticks: [] }, ...spec };
}

// line({x: {values, scale: 'log2' | 'linear', ticks, title}, y: {min, max,
// ticks, scale: 'log10' | 'linear', decimals}, series: [{name, values, marker}],
// guide: an x value to mark (the reader's d_k), reference: {value, label}}).
export function line(spec) {
  return { type: 'line', title: '', guide: null, reference: null, ...spec };
}

// histogram({counts, low, high, ticks, decimals, spread, clipped, title}):
// counts over equal bins from low to high; spread draws ±1 standard deviation;
// clipped counts the samples beyond the axis (not drawn).
export function histogram(spec) {
  return { type: 'histogram', title: '', ticks: [], decimals: 0, spread: null, clipped: 0, ...spec };
}

// waterfall({title, terms: [{label, value, series}], total: {label, value},
// axis: {min, max, ticks}, decimals}): each term's bar starts where the
// previous one ended; the total is drawn from zero.
export function waterfall(spec) {
  return { type: 'waterfall', title: '', decimals: 3, ...spec };
}

// ---- what the models need to describe a matrix (layout, not arithmetic) ----

export function maxAbs(values) {
  let max = 0;
  for (const v of values) if (Number.isFinite(v) && Math.abs(v) > max) max = Math.abs(v);
  return max;
}

export function maxOf(values) {
  let max = 0;
  for (const v of values) if (Number.isFinite(v) && v > max) max = v;
  return max;
}

// Aᵀ for a row-major rows × cols matrix: the same numbers in another order
// (so Kᵀ can be drawn, or the core can multiply X by Xᵀ), never new ones.
export function transpose(values, rows, cols) {
  const out = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) out[c * rows + r] = values[r * cols + c];
  return out;
}

// Row r of a row-major matrix with `cols` columns.
export function row(values, cols, r) {
  return Array.from(values.slice(r * cols, (r + 1) * cols));
}

// "1" … "count": labels for columns that are features.
export function numberLabels(count) {
  return Array.from({ length: count }, (_, i) => String(i + 1));
}

// Ticks from min to max at a round step (1, 2, 2.5 or 5 times a power of
// ten), about `count` of them and never fewer than three.
export function niceTicks(min, max, count = 4) {
  const span = max - min || Math.abs(max) || 1;
  const power = 10 ** Math.floor(Math.log10(span / count));
  const steps = [10, 5, 2.5, 2, 1, 0.5, 0.25, 0.2, 0.1].map((m) => m * power);
  let ticks = [];
  for (const step of steps.filter((s) => s <= span)) {
    ticks = [];
    for (let i = Math.ceil(min / step - 1e-9); i * step <= max + step * 1e-9; i += 1) ticks.push(Number((i * step).toPrecision(12)) + 0);
    if (ticks.length >= Math.min(3, count) && ticks.length <= count + 1) return ticks;
    if (ticks.length > count + 1) break;
  }
  return ticks;
}

// As many decimals as the roundest tick needs ("−0.25", "0.00"), at most 3.
export function tickDecimals(ticks) {
  return Math.min(3, Math.max(0, ...ticks.map((t) => (String(t).split('.')[1] ?? '').length)));
}
