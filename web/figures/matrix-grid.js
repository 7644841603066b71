// A small labelled matrix, drawn as a real <table> of numbers with each cell
// tinted by its value (the heatmap's diverging colours, so both themes work).
// Used by sections 2 and 3 to show X, the weight matrices, Q, K, V and Kᵀ.
// The numbers are the table, so the grid is its own text alternative.
// A wide grid scrolls inside its frame, and only then joins the tab order
// (a scrolling region must be reachable by keyboard; a static one need not).
//
// createMatrixGrid({name, label}) → {element, update({values, rows, cols,
//   rowLabels, colLabels, decimals, highlightRow, highlightCol, note})}

import { paintHeat } from './colour-scale.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';

const COMPACT_COLUMNS = 7; // from this many columns on, smaller cells

export function createMatrixGrid({ name, label }) {
  const root = el('figure', 'matrix-grid');
  const caption = el('figcaption', 'matrix-grid__caption');
  const title = mathName(name, 'matrix-grid__name');
  const shape = el('span', 'matrix-grid__shape');
  const note = el('span', 'matrix-grid__note');
  caption.append(title, ' ', shape, note);
  const scroller = el('div', 'matrix-grid__scroller');
  root.append(caption, scroller);
  const watchTable = watchOverflow(scroller, label);

  // Redrawn only when something shown changed: a slider that moves one
  // matrix's shape leaves the others (the weights, when n moves) alone.
  let drawn = null;
  function update(data) {
    if (drawn && sameGrid(drawn, data)) return;
    const reuse = Boolean(drawn) && sameColumns(drawn, data);
    const table = reuse ? refreshTable(drawn.table, data) : buildTable(name, data);
    if (!reuse) {
      scroller.replaceChildren(table);
      watchTable(table);
    }
    drawn = { ...data, values: Array.from(data.values), rowLabels: [...data.rowLabels], colLabels: [...data.colLabels], table };
    shape.textContent = `(${data.rows}, ${data.cols})`;
    note.textContent = data.note ?? '';
    note.hidden = !data.note;
    scroller.setAttribute('aria-label', `${label}, ${data.rows} by ${data.cols}`);
  }

  return { element: root, update };
}

function sameGrid(a, b) {
  const same = (x, y) => x.length === y.length && x.every((v, i) => Object.is(v, y[i]));
  return a.rows === b.rows && a.cols === b.cols && a.decimals === b.decimals && a.note === b.note
    && a.highlightRow === b.highlightRow && a.highlightCol === b.highlightCol
    && same(a.rowLabels, b.rowLabels) && same(a.colLabels, b.colLabels) && same(a.values, Array.from(b.values));
}

// The header row and every column's look are the same: the table can be
// kept and its rows refilled (a step of n adds or drops a row and rewrites
// the cells whose numbers moved), rather than rebuilt with every cell.
function sameColumns(a, b) {
  return a.cols === b.cols && (a.decimals ?? 2) === (b.decimals ?? 2) && a.highlightRow === b.highlightRow
    && a.highlightCol === b.highlightCol && a.colLabels.length === b.colLabels.length
    && a.colLabels.every((text, i) => text === b.colLabels[i]);
}

function refreshTable(table, { values, rows, cols, rowLabels, decimals = 2, highlightRow, highlightCol }) {
  const max = maxAbs(values);
  const body = table.tBodies[0];
  while (body.rows.length > rows) body.lastElementChild.remove();
  for (let r = 0; r < rows; r += 1) {
    const tr = body.rows[r];
    if (!tr) {
      body.append(buildRow(r, { values, cols, rowLabels, decimals, highlightRow, highlightCol }, max));
      continue;
    }
    const th = tr.cells[0];
    if (th.textContent !== rowLabels[r]) th.textContent = rowLabels[r];
    for (let c = 0; c < cols; c += 1) fillCell(tr.cells[c + 1], values[r * cols + c], max, decimals);
  }
  return table;
}

function buildRow(r, { values, cols, rowLabels, decimals, highlightRow, highlightCol }, max) {
  const tr = el('tr', r === highlightRow ? 'is-highlighted' : '');
  tr.append(header('row', rowLabels[r], r === highlightRow));
  for (let c = 0; c < cols; c += 1) {
    const td = el('td', `matrix-grid__cell${c === highlightCol ? ' is-highlighted' : ''}`);
    fillCell(td, values[r * cols + c], max, decimals);
    tr.append(td);
  }
  return tr;
}

// Each write is skipped when the cell already shows it.
function fillCell(td, value, max, decimals) {
  const text = formatNumber(value, decimals);
  if (td.textContent !== text) td.textContent = text;
  const exact = String(value);
  if (td.dataset.value !== exact) td.dataset.value = exact;
  paintHeat(td, max > 0 ? value / max : 0);
}

function buildTable(name, { values, rows, cols, rowLabels, colLabels, decimals = 2, highlightRow, highlightCol }) {
  const table = el('table', `matrix-grid__table${cols >= COMPACT_COLUMNS ? ' is-compact' : ''}`);
  const max = maxAbs(values);
  const head = el('tr');
  const corner = el('td', 'matrix-grid__corner');
  head.append(corner, ...colLabels.map((text, c) => header('col', text, c === highlightCol)));
  const body = el('tbody');
  for (let r = 0; r < rows; r += 1) body.append(buildRow(r, { values, cols, rowLabels, decimals, highlightRow, highlightCol }, max));
  const thead = el('thead');
  thead.append(head);
  const caption = el('caption', 'visually-hidden');
  caption.append(mathName(name)); // "W_Q" as W with a subscript, never read out with its underscore
  table.append(caption, thead, body);
  return table;
}

// "W_Q" → W with a subscript Q, as the prose's maths writes it.
export function mathName(name, className) {
  const [base, sub] = name.split('_');
  const node = el('var', className, base);
  if (sub) node.append(el('sub', '', sub));
  return node;
}

function header(scope, text, highlighted) {
  const th = el('th', `matrix-grid__${scope}${highlighted ? ' is-highlighted' : ''}`, text);
  th.scope = scope;
  return th;
}

// Reading scrollWidth right after a redraw forces a layout in the middle of
// the slider's task; a ResizeObserver on the scroller and on its table runs
// after the browser's own layout instead, and sees the same sizes.
function watchOverflow(scroller, label) {
  scroller.setAttribute('role', 'region');
  scroller.setAttribute('aria-label', label);
  const check = () => {
    if (scroller.scrollWidth > scroller.clientWidth + 1) scroller.tabIndex = 0;
    else scroller.removeAttribute('tabindex');
  };
  if (typeof ResizeObserver !== 'function') {
    new MutationObserver(check).observe(scroller, { childList: true });
    return () => {};
  }
  const observer = new ResizeObserver(check);
  observer.observe(scroller);
  let watched = null;
  return (table) => {
    if (watched) observer.unobserve(watched);
    watched = table;
    observer.observe(table);
  };
}

function maxAbs(values) {
  let max = 0;
  for (const v of values) if (Number.isFinite(v) && Math.abs(v) > max) max = Math.abs(v);
  return max;
}
