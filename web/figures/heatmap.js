// A heatmap that is a real <table>: screen readers get rows and columns
// with headers for free, and sighted readers get the same cells coloured.
// It follows the ARIA data-grid pattern: one cell is in the tab order (a
// roving tabindex) and the arrow keys move between cells, each of which has
// a full spoken name such as "weight from cat to sat: 0.229".
// All text goes in through textContent, never innerHTML: labels can be
// user-supplied tokens.

import { heatGradient, paintHeat } from './colour-scale.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';
import { withSubscripts } from '../lib/text/subscripts.js';

const LEGEND_STEPS = 24;

// options: {caption, corner, decimals, describeCell(rowLabel, colLabel, text),
//   scale: 'sequential' (0…max, the default) | 'diverging' (−max|v|…+max|v|,
//   for scores, which can be negative), onFocusCell(row, col): called when a
//   cell gains focus or the pointer, so a widget can explain that cell}.
// Non-finite values are printed, not coloured: −∞ (a masked score) and NaN
// get a hatched neutral cell.
export function createHeatmap(options) {
  const root = el('figure', 'heatmap');
  const scroller = el('div', 'heatmap__scroller');
  const legend = el('div', 'heatmap__legend');
  root.append(scroller, legend);
  const state = { options, focus: [0, 0] };

  // `max` fixes the colour scale's end, so that two heatmaps meant to be
  // compared share one key; by default each uses its own largest value.
  // A slider step usually changes numbers, not the shape: then the cells
  // are rewritten in place (text, colour, label) instead of rebuilding the
  // table, which kept slider steps within a frame. Same numbers: nothing to do.
  let drawn = null;
  function update({ values, rows, cols, rowLabels, colLabels, max: fixedMax }) {
    const max = fixedMax ?? (options.scale === 'diverging' ? maxAbsOf(values) : maxOf(values));
    const data = { values, rows, cols, rowLabels, colLabels, max };
    if (drawn && sameShape(drawn, data)) {
      if (drawn.values === values && drawn.max === max) return;
      refreshBody(state, drawn.table, data);
    } else {
      const active = focusedIn(root);
      const hadFocus = root.contains(active) && active.tagName === 'TD';
      state.focus = [Math.min(state.focus[0], rows - 1), Math.min(state.focus[1], cols - 1)];
      data.table = buildTable(state, data);
      scroller.replaceChildren(data.table);
      if (hadFocus) cellAt(data.table, ...state.focus)?.focus();
    }
    if (drawn?.max !== max) renderLegend(legend, max, options);
    drawn = { ...data, table: data.table ?? drawn.table };
  }

  return { element: root, update };
}

function buildTable(state, data) {
  const { options } = state;
  const table = el('table', 'heatmap__table');
  table.setAttribute('role', 'grid');
  table.setAttribute('aria-readonly', 'true');
  const caption = el('caption', 'heatmap__caption');
  caption.append(...withSubscripts(options.caption));
  table.append(caption, buildHead(options, data), buildBody(state, data));
  table.addEventListener('keydown', (event) => onKeydown(event, state, table, data));
  table.addEventListener('focusin', (event) => onFocusin(event, state, table));
  if (options.onFocusCell) {
    const report = (event) => {
      const td = event.target.closest?.('td');
      if (td) options.onFocusCell(Number(td.dataset.row), Number(td.dataset.col));
    };
    table.addEventListener('focusin', report);
    table.addEventListener('pointerover', report);
  }
  return table;
}

function buildHead(options, { colLabels }) {
  const thead = el('thead');
  const row = el('tr');
  const corner = el('th', 'heatmap__corner', options.corner ?? '');
  corner.scope = 'col';
  row.append(corner);
  for (const label of colLabels) {
    const th = el('th', 'heatmap__col', label);
    th.scope = 'col';
    row.append(th);
  }
  thead.append(row);
  return thead;
}

function buildBody(state, data) {
  const { focus } = state;
  const tbody = el('tbody');
  for (let r = 0; r < data.rows; r += 1) {
    const tr = el('tr');
    const th = el('th', 'heatmap__row', data.rowLabels[r]);
    th.scope = 'row';
    tr.append(th);
    for (let c = 0; c < data.cols; c += 1) {
      const td = el('td');
      td.dataset.row = String(r);
      td.dataset.col = String(c);
      td.tabIndex = r === focus[0] && c === focus[1] ? 0 : -1;
      fillCell(td, state.options, data, r, c);
      tr.append(td);
    }
    tbody.append(tr);
  }
  return tbody;
}

function fillCell(td, options, { values, cols, rowLabels, colLabels, max }, r, c) {
  const value = values[r * cols + c];
  const text = formatNumber(value, options.decimals);
  const finite = Number.isFinite(value);
  // Each write is skipped when it would not change anything: a slider step
  // then costs style and layout only for the cells whose numbers moved.
  const className = finite ? 'heatmap__cell' : 'heatmap__cell heatmap__cell--nonfinite';
  if (td.className !== className) td.className = className;
  if (td.textContent !== text) td.textContent = text;
  if (finite) paintHeat(td, max > 0 ? value / max : 0);
  else if (td.heatShade !== undefined) {
    td.style.cssText = '';
    td.heatShade = undefined;
  }
  const exact = String(value);
  if (td.dataset.value !== exact) td.dataset.value = exact;
  const label = options.describeCell(rowLabels[r], colLabels[c], text);
  if (td.getAttribute('aria-label') !== label) td.setAttribute('aria-label', label);
}

function refreshBody(state, table, data) {
  for (const td of table.tBodies[0].querySelectorAll('td')) {
    fillCell(td, state.options, data, Number(td.dataset.row), Number(td.dataset.col));
  }
}

function sameShape(a, b) {
  const same = (x, y) => x.length === y.length && x.every((label, i) => label === y[i]);
  return a.rows === b.rows && a.cols === b.cols && same(a.rowLabels, b.rowLabels) && same(a.colLabels, b.colLabels);
}

const MOVES = {
  ArrowUp: ([r, c]) => [r - 1, c],
  ArrowDown: ([r, c]) => [r + 1, c],
  ArrowLeft: ([r, c]) => [r, c - 1],
  ArrowRight: ([r, c]) => [r, c + 1],
  Home: ([r], event) => (event.ctrlKey ? [0, 0] : [r, 0]),
  End: ([r], event, last) => (event.ctrlKey ? last : [r, last[1]]),
  PageUp: ([, c]) => [0, c],
  PageDown: ([, c], event, last) => [last[0], c],
};

function onKeydown(event, state, table, { rows, cols }) {
  const move = MOVES[event.key];
  if (!move || event.target.tagName !== 'TD') return;
  event.preventDefault();
  const [r, c] = move(state.focus, event, [rows - 1, cols - 1]);
  moveFocus(state, table, [clamp(r, 0, rows - 1), clamp(c, 0, cols - 1)]);
}

// A click (or any focus) on a cell makes it the tab stop, so Tab returns
// to where the reader left off.
function onFocusin(event, state, table) {
  const td = event.target;
  if (td.tagName !== 'TD') return;
  const next = [Number(td.dataset.row), Number(td.dataset.col)];
  if (next[0] !== state.focus[0] || next[1] !== state.focus[1]) moveFocus(state, table, next);
}

function moveFocus(state, table, next) {
  const previous = cellAt(table, ...state.focus);
  const target = cellAt(table, ...next);
  if (!target) return;
  if (previous) previous.tabIndex = -1;
  target.tabIndex = 0;
  state.focus = next;
  if (focusedIn(target) !== target) target.focus();
}

function cellAt(table, r, c) {
  return table.querySelector(`td[data-row="${r}"][data-col="${c}"]`);
}

// The key explains the colours; it is decoration for sighted readers (the
// numbers are in the cells), so it is hidden from assistive technology.
// The ramp's colours do not depend on max: it is built once, and a new max
// rewrites only the two end labels.
function renderLegend(legend, max, { decimals, scale }) {
  const diverging = scale === 'diverging';
  const low = formatNumber(diverging ? -max : 0, decimals);
  const high = formatNumber(max, decimals);
  if (legend.labels) {
    if (legend.labels[0].textContent !== low) legend.labels[0].textContent = low;
    if (legend.labels[1].textContent !== high) legend.labels[1].textContent = high;
    return;
  }
  const ramp = el('span', 'heatmap__ramp');
  ramp.style.backgroundImage = heatGradient(LEGEND_STEPS, diverging);
  legend.labels = [el('span', 'heatmap__legend-label', low), el('span', 'heatmap__legend-label', high)];
  legend.setAttribute('aria-hidden', 'true');
  legend.replaceChildren(legend.labels[0], ramp, legend.labels[1]);
}

function maxOf(values) {
  let max = 0;
  for (const v of values) if (Number.isFinite(v) && v > max) max = v;
  return max;
}

function maxAbsOf(values) {
  let max = 0;
  for (const v of values) if (Number.isFinite(v) && Math.abs(v) > max) max = Math.abs(v);
  return max;
}

function clamp(x, lo, hi) {
  return Math.min(hi, Math.max(lo, x));
}

// Inside a shadow root document.activeElement is the host element; the
// root's own activeElement is the focused cell.
function focusedIn(node) {
  return node.getRootNode().activeElement ?? document.activeElement;
}
