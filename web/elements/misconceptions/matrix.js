// Small helpers shared by the misconception demos (section 11): a named
// matrix panel (title, shape, heatmap) and the display-only look-ups the
// demos need to talk about a matrix (largest cells of a row, transposition
// for matmul). None of them does arithmetic on the core's numbers.

import { createHeatmap } from '../../figures/heatmap.js';
import { el } from '../../lib/text/dom.js';
import { formatNumber } from '../../lib/text/format.js';
import { withSubscripts } from '../../lib/text/subscripts.js';

// A heatmap under a heading that names the matrix and its shape, so
// "Q is (4, 3), X is (4, 6)" can be read off at a glance.
// options: {name, note, caption, corner, scale, decimals, what}
// `what` names a cell for screen readers: what(rowLabel, colLabel) → "X[The, 3]".
export function createMatrixPanel(options) {
  const root = el('div', 'matrix-panel');
  const heading = el('p', 'matrix-panel__title');
  const name = el('span', 'matrix-panel__name');
  name.append(...mathName(options.name));
  const shape = el('span', 'matrix-panel__shape');
  heading.append(name, shape);
  const note = el('p', 'matrix-panel__note', options.note ?? '');
  note.hidden = !options.note;
  const heatmap = createHeatmap({
    caption: options.caption,
    corner: options.corner ?? '',
    decimals: options.decimals ?? 2,
    scale: options.scale ?? 'diverging',
    describeCell: (row, col, text) => `${options.what(row, col)}: ${text}`,
  });
  root.append(heading, note, heatmap.element);
  return {
    element: root,
    update({ values, rows, cols, rowLabels, colLabels, max }) {
      shape.textContent = `(${rows}, ${cols})`;
      heatmap.update({ values, rows, cols, rowLabels, colLabels, max });
    },
    setNote(text) { note.textContent = text; note.hidden = !text; },
  };
}

// A few vectors of different widths, one per row, under shared column
// numbers; a shorter vector leaves its last cells empty. Row names may hold
// W_Q-style subscripts. Each number cell keeps its exact value in
// data-value.
// The caption is a paragraph above the scroller (so it wraps on a phone)
// that names both the scroll region and the table.
export function createVectorTable({ caption, id }) {
  const root = el('div', 'vector-table-block');
  const title = el('p', 'vector-table__caption', caption);
  title.id = `${id}-caption`;
  const wrapper = el('div', 'data-table vector-table');
  wrapper.tabIndex = 0; // scrolls sideways on a phone
  wrapper.setAttribute('role', 'region');
  wrapper.setAttribute('aria-labelledby', title.id);
  const table = el('table', 'data-table__table');
  table.setAttribute('aria-labelledby', title.id);
  const head = el('thead');
  const body = el('tbody');
  table.append(head, body);
  wrapper.append(table);
  root.append(title, wrapper);
  return {
    element: root,
    update({ columns, rows }) {
      const headRow = el('tr');
      headRow.append(el('th', '', 'vector'), ...numberLabels(columns).map((c) => el('th', 'data-table__num', c)));
      headRow.querySelectorAll('th').forEach((th) => { th.scope = 'col'; });
      head.replaceChildren(headRow);
      body.replaceChildren(...rows.map((row) => vectorRow(row, columns)));
    },
  };
}

function vectorRow({ label, values }, columns) {
  const tr = el('tr');
  const th = el('th');
  th.scope = 'row';
  // Single-letter vector names (x, q, k, v) in italics, as in the prose.
  th.append(...label.split(/\b([xqkv])\b(?!_)/).flatMap((part, k) => (k % 2 ? [el('var', '', part)] : withSubscripts(part))));
  tr.append(th);
  for (let c = 0; c < columns; c += 1) {
    const td = el('td', 'data-table__num', c < values.length ? formatNumber(values[c], 2) : '');
    if (c < values.length) td.dataset.value = String(values[c]);
    tr.append(td);
  }
  return tr;
}

// "W_Q" and "X·Xᵀ" as typeset text: _Q becomes a subscript and ᵀ a
// superscript T (the serif math fonts lack a glyph for ᵀ).
export function mathName(text) {
  return text.split(/(_\w|ᵀ)/).filter(Boolean).map((part) => {
    if (part === 'ᵀ') return el('sup', '', 'T');
    if (part.startsWith('_')) return el('sub', '', part.slice(1));
    return document.createTextNode(part);
  });
}

// Every column holding the largest finite entry of row r (ties all count).
export function topColumnsOfRow(values, cols, r) {
  const max = maxOfRow(values, cols, r, (c) => Number.isFinite(values[r * cols + c]));
  return Array.from({ length: cols }, (_, c) => c).filter((c) => values[r * cols + c] === max);
}

// The largest entry of row r, restricted to columns where keep(c) is true.
export function maxOfRow(values, cols, r, keep = () => true) {
  let max = -Infinity;
  for (let c = 0; c < cols; c += 1) if (keep(c) && values[r * cols + c] > max) max = values[r * cols + c];
  return max;
}

// Aᵀ for a row-major rows×cols matrix: a reordering of the same numbers
// (layout, not arithmetic), so the core can multiply X by Xᵀ.
export function transpose(values, rows, cols) {
  const out = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) out[c * rows + r] = values[r * cols + c];
  return out;
}

// Labels "1" … "count" for the columns of a matrix whose columns are features.
export function numberLabels(count) {
  return Array.from({ length: count }, (_, i) => String(i + 1));
}
