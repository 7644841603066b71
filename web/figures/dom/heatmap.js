// The heatmap renderer of a matrix figure (../model.js): a real <table>, so
// screen readers get rows and columns with headers for free, and sighted
// readers get the same cells coloured on the figure's scale, with its key.
// It follows the ARIA data-grid pattern: one cell is in the tab order (a
// roving tabindex) and the arrow keys move between cells, each of which has
// a full spoken name such as "weight from cat to sat: 0.229".
// Non-finite values are printed, not coloured: −∞ (a masked score) and NaN
// get a hatched neutral cell. A heatmap wider than its column scrolls, says
// so, and fades at the edge it continues past.
// A figure with cellText 'none' is drawn colour only: square cells sized to
// fit the column (no sideways scroll, 24 × 24 on a phone), no text in them,
// and a readout line above the grid, of a fixed height, that shows the
// spoken name of the cell under the pointer or with focus. Marks with a
// style (figure.markStyles) are outlined in it (../mark-style.js).
//
// createHeatmapView({onFocusCell, onShowCell, captionHidden}) → {element, update(matrixFigure)}
// onFocusCell(row, col): a cell gained focus or the pointer, so a widget
// can explain that cell. onShowCell([row, col] | null): the cell the
// readout is about changed: the pointer's cell, else the focused one;
// null when neither, or after Escape. captionHidden: the caption only
// repeats a title the widget shows beside the figure; screen readers
// still get it.

import { paintHeat, scaleEnds, scaleShade } from '../colour-scale.js';
import { markOutline } from '../mark-style.js';
import { el, part } from '../../lib/text/dom.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { setRichText } from '../../lib/text/rich-text.js';
import { createLegend } from './legend.js';
import { watchOverflow } from './overflow.js';
import { caption, headRow, headerCell } from './table-parts.js';

let titles = 0;


export function createHeatmapView({ onFocusCell, onShowCell, captionHidden = false } = {}) {
  const root = part(el('figure', 'heatmap'), 'heatmap');
  // A title goes above the scroller, not in the table, so on a phone it
  // wraps instead of being cut off with the table's overflow; it then names
  // the table too.
  const title = part(el('figcaption', 'heatmap__title'), 'title');
  title.id = `heatmap-title-${titles += 1}`;
  title.hidden = true;
  const scroller = part(el('div', 'heatmap__scroller'), 'scroller');
  const hint = part(el('p', 'heatmap__scroll-hint', message('figure-scroll-hint')), 'scroll-hint');
  hint.hidden = true;
  const legend = createLegend('heatmap__legend');
  const readout = part(el('p', 'heatmap__readout', message('figure-heatmap-readout-prompt')), 'readout');
  readout.hidden = true;
  root.append(title, readout, hint, scroller, legend.element);
  const setTable = watchOverflow(scroller, (scrolls) => {
    hint.hidden = !scrolls;
    root.classList.toggle('is-scrollable', scrolls);
    markEdges(root, scroller);
  });
  scroller.addEventListener('scroll', () => markEdges(root, scroller), { passive: true });
  const state = { focus: [0, 0], onFocusCell, captionClass: captionHidden ? 'heatmap__caption visually-hidden' : 'heatmap__caption' };
  state.reader = cellReader(readout, onShowCell);

  // A slider step usually changes numbers, not the shape: then the cells
  // are rewritten in place (text, colour, label) instead of rebuilding the
  // table, which kept slider steps within a frame. Same numbers: nothing to do.
  let drawn = null;
  function update(figure) {
    const data = { ...figure, ...scaleEnds(figure.scale) };
    title.hidden = !figure.title;
    setRichText(title, figure.title);
    const colourOnly = figure.cellText === 'none';
    root.classList.toggle('heatmap--colour-only', colourOnly);
    readout.hidden = !colourOnly;
    if (drawn && sameShape(drawn, data)) {
      data.decoration = JSON.stringify([data.highlight, data.marks, data.markStyles, data.cellText]);
      if (!(drawn.values === data.values && drawn.low === data.low && drawn.high === data.high
            && drawn.decoration === data.decoration)) {
        refreshBody(drawn.table, data);
      }
      data.table = drawn.table;
    } else {
      data.decoration = JSON.stringify([data.highlight, data.marks, data.markStyles, data.cellText]);
      const active = focusedIn(root);
      const hadFocus = root.contains(active) && active.tagName === 'TD';
      state.focus = [Math.min(state.focus[0], data.rows - 1), Math.min(state.focus[1], data.cols - 1)];
      data.table = buildTable(state, data);
      scroller.replaceChildren(data.table);
      setTable(data.table);
      if (hadFocus) cellAt(data.table, ...state.focus)?.focus();
    }
    const tableCaption = data.table.caption;
    if (tableCaption.richSource !== figure.caption) setRichText(tableCaption, figure.caption);
    tableCaption.hidden = !figure.caption;
    if (figure.title) data.table.setAttribute('aria-labelledby', title.id);
    else data.table.removeAttribute('aria-labelledby');
    legend.update(figure.legend ? figure.scale : null, figure.decimals);
    drawn = data;
    state.reader.refresh(data.table);
  }

  return { element: root, update };
}

function buildTable(state, data) {
  const table = part(el('table', 'heatmap__table'), 'grid');
  table.setAttribute('role', 'grid');
  table.setAttribute('aria-readonly', 'true');
  table.style.setProperty('--cols', String(data.cols)); // the colour-only cells' size (50-heatmap.css)
  // Twenty columns and more: in a narrow box every other column label is
  // left out (50-heatmap.css), as two-digit labels would run together.
  table.classList.toggle('is-dense', data.cols >= 20);
  // Colour only, the corner is as narrow as the row labels: one line for each axis ("query ↓", "key →").
  const cornerText = data.cellText === 'none' ? (data.corner ?? '').replace(/([↓→]) /g, '$1\n') : data.corner ?? '';
  const corner = headerCell('col', cornerText, 'heatmap__corner');
  const head = headRow([corner, ...data.colLabels.map((label) => headerCell('col', columnText(label), /^\d{2}$/.test(label) ? 'heatmap__col is-two-digits' : 'heatmap__col'))]);
  table.append(caption(data.caption, state.captionClass), head, buildBody(state, data));
  table.caption.richSource = data.caption;
  table.addEventListener('keydown', (event) => onKeydown(event, state, table, data));
  table.addEventListener('focusin', (event) => onFocusin(event, state, table));
  if (state.onFocusCell) {
    const report = (event) => {
      const td = event.target.closest?.('td');
      if (td) state.onFocusCell(Number(td.dataset.row), Number(td.dataset.col));
    };
    table.addEventListener('focusin', report);
    table.addEventListener('pointerover', report);
  }
  state.reader.listen(table);
  return table;
}

// Which cell the readout (and onShowCell) is about: the one under the
// pointer, else the one with focus; none after Escape, until the next move.
function cellReader(readout, onShowCell) {
  let pointer = null;
  let focused = null;
  let cleared = false;
  let shown = null;
  let table = null;
  const cellOf = (node) => {
    const td = node?.closest?.('td');
    return td && table?.contains(td) ? [Number(td.dataset.row), Number(td.dataset.col)] : null;
  };
  function show() {
    const cell = cleared ? null : pointer ?? focused;
    const td = cell && cellAt(table, ...cell);
    const text = td?.getAttribute('aria-label') ?? message('figure-heatmap-readout-prompt');
    if (readout.textContent !== text) readout.textContent = text;
    readout.classList.toggle('is-prompt', !td);
    const key = td ? cell.join(',') : null;
    if (key === shown) return;
    shown = key;
    onShowCell?.(td ? cell : null);
  }
  return {
    listen(node) {
      table = node;
      pointer = null;
      node.addEventListener('pointerover', (event) => { pointer = cellOf(event.target); cleared = false; show(); });
      node.addEventListener('pointerleave', () => { pointer = null; show(); });
      node.addEventListener('focusin', (event) => { focused = cellOf(event.target); cleared = false; show(); });
      node.addEventListener('focusout', (event) => { if (!cellOf(event.relatedTarget)) { focused = null; show(); } });
      node.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape' || !cellOf(event.target) || cleared) return;
        cleared = true;
        event.stopPropagation(); // Escape here clears the cell, nothing around it
        show();
      });
    },
    // After a redraw: the same cell, with its new value (or the prompt).
    refresh(node) {
      table = node;
      shown = shown === null ? null : '';
      show();
    },
  };
}

function buildBody(state, data) {
  const { focus } = state;
  const tbody = el('tbody');
  const marked = markSets(data);
  for (let r = 0; r < data.rows; r += 1) {
    const tr = el('tr');
    tr.append(headerCell('row', data.rowLabels[r], 'heatmap__row'));
    for (let c = 0; c < data.cols; c += 1) {
      const td = part(el('td'), 'cell');
      td.dataset.row = String(r);
      td.dataset.col = String(c);
      td.tabIndex = r === focus[0] && c === focus[1] ? 0 : -1;
      fillCell(td, data, r, c, marked);
      tr.append(td);
    }
    tbody.append(tr);
  }
  return tbody;
}

// {name → Set of "r,c"}, from the figure's marks and its highlighted cells.
function markSets({ marks = {}, highlight = {} }) {
  const sets = {};
  for (const [name, cells] of Object.entries(marks)) sets[name] = new Set(cells.map(([r, c]) => `${r},${c}`));
  if (highlight.cells) sets.highlighted = new Set(highlight.cells.map(([r, c]) => `${r},${c}`));
  return sets;
}

function fillCell(td, data, r, c, marked) {
  const value = data.values[r * data.cols + c];
  const text = formatNumber(value, data.decimals);
  const finite = Number.isFinite(value);
  // Each write is skipped when it would not change anything: a slider step
  // then costs style and layout only for the cells whose numbers moved.
  let className = finite ? 'heatmap__cell' : 'heatmap__cell heatmap__cell--nonfinite';
  const names = [];
  for (const [name, cells] of Object.entries(marked)) {
    if (cells.has(`${r},${c}`)) { className += ` is-${name}`; names.push(name); }
  }
  const outline = markStyleOf(data, names);
  if (outline) className += ' has-mark';
  if (td.className !== className) td.className = className;
  const shownText = data.cellText === 'none' ? '' : text;
  if (td.textContent !== shownText) td.textContent = shownText;
  if (finite) paintHeat(td, scaleShade(value, data));
  else if (td.heatShade !== undefined) {
    td.style.cssText = '';
    td.heatShade = undefined;
  }
  // After paintHeat, which rewrites the cell's inline style when its shade changes.
  if (td.style.getPropertyValue('--mark') !== (outline ?? '')) {
    if (outline) td.style.setProperty('--mark', outline);
    else td.style.removeProperty('--mark');
  }
  const exact = String(value);
  if (td.dataset.value !== exact) td.dataset.value = exact;
  const label = data.describe(data.rowLabels[r], data.colLabels[c], text, r, c, names);
  if (td.getAttribute('aria-label') !== label) td.setAttribute('aria-label', label);
}

// The outline of a cell's styled marks: the last kind in markStyles' order
// wins where two meet (the name says both).
function markStyleOf({ markStyles }, names) {
  if (!markStyles) return null;
  const styled = Object.keys(markStyles).filter((name) => names.includes(name));
  return styled.length ? markOutline(markStyles[styled.at(-1)]) : null;
}

function refreshBody(table, data) {
  const marked = markSets(data);
  for (const td of table.tBodies[0].querySelectorAll('td')) fillCell(td, data, Number(td.dataset.row), Number(td.dataset.col), marked);
}

// A column label in a box of its own: colour only, that box is set upright
// (50-heatmap.css). WebKit ignores writing-mode on a table cell, so the cell
// itself stays horizontal and holds the vertical box.
function columnText(label) {
  const text = el('span', 'heatmap__col-text');
  setRichText(text, label);
  return text;
}

function sameShape(a, b) {
  const same = (x, y) => x.length === y.length && x.every((label, i) => label === y[i]);
  return a.rows === b.rows && a.cols === b.cols && a.corner === b.corner && a.cellText === b.cellText
    && same(a.rowLabels, b.rowLabels) && same(a.colLabels, b.colLabels);
}

// The fade at an edge the table continues past (.is-cut-start, .is-cut-end).
function markEdges(root, scroller) {
  const max = scroller.scrollWidth - scroller.clientWidth;
  root.classList.toggle('is-cut-start', max > 1 && scroller.scrollLeft > 1);
  root.classList.toggle('is-cut-end', max > 1 && scroller.scrollLeft < max - 1);
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

function clamp(x, lo, hi) {
  return Math.min(hi, Math.max(lo, x));
}

// Inside a shadow root document.activeElement is the host element; the
// root's own activeElement is the focused cell.
function focusedIn(node) {
  return node.getRootNode().activeElement ?? document.activeElement;
}
