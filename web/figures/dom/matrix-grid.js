// The small-matrix renderer of a matrix figure (../model.js): a labelled
// <table> of numbers with each cell tinted on the figure's scale (the
// heatmap's colours, so both themes work), under a caption with the
// matrix's name and shape. Sections 2 and 3 draw X, the weight matrices,
// Q, K, V and Kᵀ with it. The numbers are the table, so the grid is its own
// text alternative. A wide grid scrolls inside its frame, and only then
// joins the tab order (./overflow.js).
//
// createMatrixGridView() → {element, update(matrixFigure)}; the figure's
// title is the matrix's name ("W_Q"), its caption names the scrolling region,
// highlight.rows / highlight.cols light up one row or column.

import { paintHeat } from '../colour-scale.js';
import { el } from '../../lib/text/dom.js';
import { formatNumber } from '../../lib/text/format.js';
import { richSpan, richText } from '../../lib/text/rich-text.js';
import { watchOverflow } from './overflow.js';
import { headRow, headerCell, setText } from './table-parts.js';

const COMPACT_COLUMNS = 7; // from this many columns on, smaller cells

export function createMatrixGridView() {
  const root = el('figure', 'matrix-grid');
  const caption = el('figcaption', 'matrix-grid__caption');
  const name = el('span', 'matrix-grid__name');
  const shape = el('span', 'matrix-grid__shape');
  const note = el('span', 'matrix-grid__note');
  caption.append(name, ' ', shape, note);
  const scroller = el('div', 'matrix-grid__scroller');
  scroller.setAttribute('role', 'region');
  root.append(caption, scroller);
  const setTable = watchOverflow(scroller);

  // Redrawn only when something shown changed: a slider that moves one
  // matrix's shape leaves the others (the weights, when n moves) alone.
  let drawn = null;
  function update(figure) {
    const data = gridData(figure);
    if (drawn && sameGrid(drawn, data)) return;
    if (!drawn || drawn.title !== data.title) name.replaceChildren(richSpan(data.title));
    const reuse = Boolean(drawn) && sameColumns(drawn, data);
    const table = reuse ? refreshTable(drawn.table, data) : buildTable(data);
    if (!reuse) {
      scroller.replaceChildren(table);
      setTable(table);
    }
    drawn = { ...data, values: Array.from(data.values), table };
    setText(shape, `(${data.rows}, ${data.cols})`);
    setText(note, data.note ?? '');
    note.hidden = !data.note;
    scroller.setAttribute('aria-label', `${data.caption}, ${data.rows} by ${data.cols}`);
  }

  return { element: root, update };
}

function gridData(figure) {
  const { highlight = {}, scale } = figure;
  return {
    ...figure,
    highlightRow: highlight.rows?.[0],
    highlightCol: highlight.cols?.[0],
    max: Math.max(Math.abs(scale.min ?? 0), Math.abs(scale.max)),
  };
}

function sameGrid(a, b) {
  const same = (x, y) => x.length === y.length && x.every((v, i) => Object.is(v, y[i]));
  return a.rows === b.rows && a.cols === b.cols && a.decimals === b.decimals && a.note === b.note && a.title === b.title
    && a.highlightRow === b.highlightRow && a.highlightCol === b.highlightCol && a.max === b.max
    && same(a.rowLabels, b.rowLabels) && same(a.colLabels, b.colLabels) && same(a.values, Array.from(b.values));
}

// The header row and every column's look are the same: the table can be
// kept and its rows refilled (a step of n adds or drops a row and rewrites
// the cells whose numbers moved), rather than rebuilt with every cell.
function sameColumns(a, b) {
  return a.cols === b.cols && a.decimals === b.decimals && a.highlightRow === b.highlightRow && a.title === b.title
    && a.highlightCol === b.highlightCol && a.colLabels.every((text, i) => text === b.colLabels[i]);
}

function refreshTable(table, data) {
  const body = table.tBodies[0];
  while (body.rows.length > data.rows) body.lastElementChild.remove();
  for (let r = 0; r < data.rows; r += 1) {
    const tr = body.rows[r];
    if (!tr) {
      body.append(buildRow(r, data));
      continue;
    }
    setText(tr.cells[0], data.rowLabels[r]);
    for (let c = 0; c < data.cols; c += 1) fillCell(tr.cells[c + 1], data.values[r * data.cols + c], data);
  }
  return table;
}

function buildRow(r, data) {
  const tr = el('tr', r === data.highlightRow ? 'is-highlighted' : '');
  tr.append(headerCell('row', data.rowLabels[r], `matrix-grid__row${r === data.highlightRow ? ' is-highlighted' : ''}`));
  for (let c = 0; c < data.cols; c += 1) {
    const td = el('td', `matrix-grid__cell${c === data.highlightCol ? ' is-highlighted' : ''}`);
    fillCell(td, data.values[r * data.cols + c], data);
    tr.append(td);
  }
  return tr;
}

// Each write is skipped when the cell already shows it.
function fillCell(td, value, { max, decimals }) {
  setText(td, formatNumber(value, decimals));
  const exact = String(value);
  if (td.dataset.value !== exact) td.dataset.value = exact;
  paintHeat(td, max > 0 ? value / max : 0);
}

function buildTable(data) {
  const table = el('table', `matrix-grid__table${data.cols >= COMPACT_COLUMNS ? ' is-compact' : ''}`);
  const corner = el('td', 'matrix-grid__corner');
  const head = headRow([corner, ...data.colLabels.map((text, c) => headerCell('col', text,
    `matrix-grid__col${c === data.highlightCol ? ' is-highlighted' : ''}`))]);
  const body = el('tbody');
  for (let r = 0; r < data.rows; r += 1) body.append(buildRow(r, data));
  const caption = el('caption', 'visually-hidden');
  caption.append(...richText(data.title)); // "W_Q" as W with a subscript, never read out with its underscore
  table.append(caption, head, body);
  return table;
}
