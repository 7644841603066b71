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
//
// A table wider than its column (a phone, a narrow documentation page) is
// not left to scroll: it is drawn as cards, one per row, each cell under its
// column's name (.is-stacked). A stylesheet sets how many cells sit side by
// side in a card (--stack-columns), so the cells a reader compares, such
// as naive against stable, stay next to each other. The table goes back to
// rows once its box is as wide as the rows were.

import { el, part } from '../../lib/text/dom.js';
import { plainText, richText, setRichText } from '../../lib/text/rich-text.js';
import { caption, headRow, headerCell } from './table-parts.js';
import { watchOverflow } from './overflow.js';

const MARK_CLASS = { total: 'data-table__total' };

export function createTableView({ className = '' } = {}) {
  const wrapper = part(el('div', `data-table ${className}`.trim()), 'table');
  const title = el('p', 'data-table__title');
  title.setAttribute('aria-hidden', 'true');
  // The table's box: a group with the table's name. It scrolls sideways only
  // if even the cards are too wide (a very narrow column), or down where a
  // widget limits its height; it is then a Tab stop,
  // since a scrolling region must be reachable (and so scrollable) by
  // keyboard (./overflow.js). A group, not a region: a page of tables
  // should not become a page of landmarks.
  const scroller = part(el('div', 'data-table__scroller'), 'scroller');
  scroller.setAttribute('role', 'group');
  const table = el('table', 'data-table__table');
  scroller.append(table);
  wrapper.append(title, scroller);

  // The same rows again (a slider step that leaves this table alone) cost a
  // comparison, not a rebuild; new rows under the same headings rebuild the body only.
  let drawnHead = null;
  let drawnBody = null;
  let drawn = null;
  // Stacked, and how wide the rows were when they stopped fitting.
  let stacked = false;
  let rowsWidth = 0;
  const restack = (stack) => {
    if (stack === stacked) return;
    if (stack) rowsWidth = scroller.scrollWidth;
    stacked = stack;
    wrapper.classList.toggle('is-stacked', stack);
    table.tHead?.classList.toggle('visually-hidden', stack); // the headings stay for screen readers
    drawnBody = null; // cells carry their column's name only in cards
    if (drawn) update(drawn);
  };
  const setContent = watchOverflow(scroller, null, () => {
    if (!stacked && scroller.scrollWidth > scroller.clientWidth + 1) restack(true);
    else if (stacked && scroller.clientWidth >= rowsWidth) restack(false);
  });
  setContent(table);

  function update(figure) {
    drawn = figure;
    setRichText(title, figure.caption);
    scroller.setAttribute('aria-label', plainText(figure.caption));
    const headKey = JSON.stringify([figure.caption, figure.columns]);
    if (headKey !== drawnHead) {
      drawnHead = headKey;
      drawnBody = null;
      const head = headRow(figure.columns.map((c) => headerCell('col', c.label, c.numeric ? 'data-table__num' : '')));
      head.classList.toggle('visually-hidden', stacked);
      table.replaceChildren(caption(figure.caption, 'data-table__caption visually-hidden'), head, el('tbody'));
    }
    const bodyKey = JSON.stringify(figure.rows);
    if (bodyKey === drawnBody) return;
    drawnBody = bodyKey;
    table.tBodies[0].replaceChildren(...figure.rows.map((row) => buildRow(row, figure.columns, stacked)));
  }

  return { element: wrapper, update };
}

function buildRow({ header, cells, marks = [], data = {} }, columns, labelled) {
  const tr = el('tr', marks.map((m) => MARK_CLASS[m] ?? `is-${m}`).join(' '));
  Object.assign(tr.dataset, data);
  const th = headerCell('row', header);
  tr.append(th);
  const cellNodes = cells.map((cell, i) => {
    const td = part(el('td', columns[i + 1]?.numeric ? 'data-table__num' : ''), 'cell');
    fillCell(td, cell);
    return td;
  });
  tr.append(...cellNodes);
  // In a card each cell shows its column's name above it; screen readers
  // already hear the column header, so the name is for the eye only.
  if (labelled) {
    [th, ...cellNodes].forEach((cell, i) => {
      if (!cell.hasChildNodes() || !columns[i]?.label) return;
      const label = part(el('span', 'data-table__label'), 'cell-label');
      label.setAttribute('aria-hidden', 'true');
      label.append(...richText(columns[i].label));
      cell.prepend(label);
    });
  }
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
