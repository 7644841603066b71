// The DOM renderer of a table figure (../model.js): a plain accessible
// table, the text alternative of a chart or the figure itself when numbers
// are the point. The visible title sits above the scrolling box, so on a
// phone it stays in view while a wide table scrolls; the real <caption>
// (visually hidden) names the table for screen readers.
//
// createTableView({className}) → {element, update(tableFigure)}
// A cell is rich text or {text, tone, value}: tone 'bad' is set in strong
// red, 'same' / 'more' / 'less' as a verdict word; value (the exact number
// behind the text) goes in data-value. Row marks become classes:
// total → data-table__total, current → is-current, and any other name → is-<name>;
// a row's `data` goes into its data-* attributes (for a widget's highlighting).

import { el } from '../../lib/text/dom.js';
import { plainText, richText, setRichText } from '../../lib/text/rich-text.js';
import { caption, headRow, headerCell } from './table-parts.js';

const MARK_CLASS = { total: 'data-table__total' };

export function createTableView({ className = '' } = {}) {
  const wrapper = el('div', `data-table ${className}`.trim());
  const title = el('p', 'data-table__title');
  title.setAttribute('aria-hidden', 'true');
  // A wide table scrolls inside this box on a phone; a scrolling region must
  // be reachable (and so scrollable) by keyboard, and needs a name. A group,
  // not a region: a page of tables should not become a page of landmarks.
  const scroller = el('div', 'data-table__scroller');
  scroller.tabIndex = 0;
  scroller.setAttribute('role', 'group');
  const table = el('table', 'data-table__table');
  scroller.append(table);
  wrapper.append(title, scroller);

  // The same rows again (a slider step that leaves this table alone) cost a
  // comparison, not a rebuild; new rows under the same headings rebuild the body only.
  let drawnHead = null;
  let drawnBody = null;
  function update(figure) {
    setRichText(title, figure.caption);
    scroller.setAttribute('aria-label', plainText(figure.caption));
    const headKey = JSON.stringify([figure.caption, figure.columns]);
    if (headKey !== drawnHead) {
      drawnHead = headKey;
      drawnBody = null;
      const head = headRow(figure.columns.map((c) => headerCell('col', c.label, c.numeric ? 'data-table__num' : '')));
      table.replaceChildren(caption(figure.caption, 'data-table__caption visually-hidden'), head, el('tbody'));
    }
    const bodyKey = JSON.stringify(figure.rows);
    if (bodyKey === drawnBody) return;
    drawnBody = bodyKey;
    table.tBodies[0].replaceChildren(...figure.rows.map((row) => buildRow(row, figure.columns)));
  }

  return { element: wrapper, update };
}

function buildRow({ header, cells, marks = [], data = {} }, columns) {
  const tr = el('tr', marks.map((m) => MARK_CLASS[m] ?? `is-${m}`).join(' '));
  Object.assign(tr.dataset, data);
  tr.append(headerCell('row', header));
  cells.forEach((cell, i) => {
    const td = el('td', columns[i + 1]?.numeric ? 'data-table__num' : '');
    fillCell(td, cell);
    tr.append(td);
  });
  return tr;
}

function fillCell(td, cell) {
  if (cell === null || cell === undefined) return;
  if (typeof cell !== 'object') {
    td.append(...richText(String(cell)));
    return;
  }
  if (cell.value !== undefined) td.dataset.value = String(cell.value);
  if (!cell.tone) {
    td.append(...richText(cell.text));
    return;
  }
  const node = cell.tone === 'bad' ? el('strong', 'is-bad') : el('span', `is-${cell.tone}`);
  node.append(...richText(cell.text));
  td.append(node);
}
