// A plain accessible table: the text alternative for a chart, or the chart
// itself when numbers are the point. Cells are strings (or nodes); all text
// goes in through textContent.
//
// createDataTable({caption, columns: [{label, numeric}]}) → {element, update(rows)}
// where rows is an array of {header, cells: [string | Node], className?}.

import { el } from './dom.js';

export function createDataTable({ caption, columns, className = '' }) {
  const wrapper = el('div', `data-table ${className}`.trim());
  const table = el('table', 'data-table__table');
  const captionNode = el('caption', 'data-table__caption', caption);
  const head = el('thead');
  const headRow = el('tr');
  for (const column of columns) {
    const th = el('th', column.numeric ? 'data-table__num' : '', column.label);
    th.scope = 'col';
    headRow.append(th);
  }
  head.append(headRow);
  const body = el('tbody');
  table.append(captionNode, head, body);
  wrapper.append(table);

  function update(rows) {
    body.replaceChildren(...rows.map((row) => buildRow(row, columns)));
  }

  return { element: wrapper, update, setCaption: (text) => { captionNode.textContent = text; } };
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
export { formatNumber } from './format.js';
