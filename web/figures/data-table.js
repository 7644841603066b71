// A plain accessible table: the text alternative for a chart, or the chart
// itself when numbers are the point. Cells are strings (or nodes); all text
// goes in through textContent.
//
// createDataTable({caption, columns: [{label, numeric}]}) → {element, update(rows)}
// where rows is an array of {header, cells: [string | Node], className?}.

import { el } from '../lib/text/dom.js';
import { withSubscripts } from '../lib/text/subscripts.js';

// The visible title sits above the scrolling box, so on a phone it stays in
// view while a wide table scrolls; the real <caption> (visually hidden) still
// names the table for screen readers.
export function createDataTable({ caption, columns, className = '' }) {
  const wrapper = el('div', `data-table ${className}`.trim());
  const title = el('p', 'data-table__title');
  title.append(...withSubscripts(caption));
  title.setAttribute('aria-hidden', 'true');
  // A wide table scrolls inside this box on a phone; a scrolling region must
  // be reachable (and so scrollable) by keyboard, and needs a name. A group,
  // not a region: a page of tables should not become a page of landmarks.
  const scroller = el('div', 'data-table__scroller');
  scroller.tabIndex = 0;
  scroller.setAttribute('role', 'group');
  scroller.setAttribute('aria-label', caption);
  const table = el('table', 'data-table__table');
  const captionNode = el('caption', 'data-table__caption visually-hidden', caption);
  const head = el('thead');
  const headRow = el('tr');
  for (const column of columns) {
    const th = el('th', column.numeric ? 'data-table__num' : '');
    th.append(...withSubscripts(column.label));
    th.scope = 'col';
    headRow.append(th);
  }
  head.append(headRow);
  const body = el('tbody');
  table.append(captionNode, head, body);
  scroller.append(table);
  wrapper.append(title, scroller);

  // Rows of plain text: the same rows again (a slider step that leaves
  // this table alone) cost a comparison, not a rebuild.
  let drawnKey = null;
  function update(rows) {
    const textOnly = rows.every((row) => !(row.header instanceof Node) && row.cells.every((cell) => !(cell instanceof Node)));
    const key = textOnly ? JSON.stringify(rows) : null;
    if (key !== null && key === drawnKey) return;
    drawnKey = key;
    body.replaceChildren(...rows.map((row) => buildRow(row, columns)));
  }

  const setCaption = (text) => {
    captionNode.textContent = text;
    title.replaceChildren(...withSubscripts(text));
    scroller.setAttribute('aria-label', text);
  };
  return { element: wrapper, scroller, update, setCaption };
}

function buildRow({ header, cells, className }, columns) {
  const tr = el('tr', className ?? '');
  const th = el('th', '', header);
  th.scope = 'row';
  tr.append(th);
  cells.forEach((cell, i) => {
    const td = el('td', columns[i + 1]?.numeric ? 'data-table__num' : '');
    if (cell instanceof Node) td.append(cell);
    else td.textContent = cell;
    tr.append(td);
  });
  return tr;
}

// Re-exported: tables and their callers format numbers the same way.
export { formatNumber } from '../lib/text/format.js';
