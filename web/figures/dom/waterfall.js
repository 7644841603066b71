// The DOM renderer of a waterfall figure (../model.js): one bar per term,
// each starting where the previous one stopped, so the last one ends at the
// sum; the total below the line is drawn from zero. A zero line and the
// axis's ticks (with gridlines) under the bars make the lengths readable.
// Decoration (aria-hidden): a table lists the same terms.
//
// createWaterfallView({seriesClass}) → {element, update(waterfallFigure)}
// seriesClass(series) names the class that colours a term's bar.
// data-part: waterfall (the figure), term and total (a row), track, bar,
// bar-label, bar-value, axis (the row of ticks) and tick.

import { el, part } from '../../lib/text/dom.js';
import { formatNumber } from '../../lib/text/format.js';
import { setRichText } from '../../lib/text/rich-text.js';
import { setText } from './table-parts.js';
import { tickDecimals } from '../model.js';

export function createWaterfallView({ seriesClass = (s) => `series-${s}` } = {}) {
  const root = part(el('div', 'waterfall'), 'waterfall');
  root.setAttribute('aria-hidden', 'true');
  const title = el('p', 'waterfall__title');
  const rows = el('div', 'waterfall__rows');
  const axis = el('div', 'waterfall__row waterfall__axis');
  const ticks = part(el('span', 'waterfall__track'), 'axis');
  axis.append(el('span'), ticks, el('span'));
  root.append(title, rows, axis);

  function update(figure) {
    setRichText(title, figure.title);
    const { min, max } = figure.axis;
    const at = (x) => (100 * (x - min)) / (max - min || 1);
    root.style.setProperty('--zero', `${at(0)}%`);
    root.style.setProperty('--ticks', tickLines(figure.axis.ticks.map(at)));
    const { terms, total, positions } = figure;
    const wanted = terms.length + 1;
    while (rows.children.length > wanted) rows.lastElementChild.remove();
    while (rows.children.length < wanted) rows.append(buildRow());
    terms.forEach((term, j) => fillRow(rows.children[j], `waterfall__row ${seriesClass(term.series)}`, term.label,
      positions[j], positions[j + 1], signed(term.value, figure.decimals), at));
    fillRow(rows.children[terms.length], 'waterfall__row waterfall__total', total.label, 0, total.value,
      formatNumber(total.value, figure.decimals), at);
    for (const [j, row] of [...rows.children].entries()) row.dataset.part = j < terms.length ? 'term' : 'total';
    ticks.replaceChildren(...figure.axis.ticks.map((t) => {
      const tick = part(el('span', t === 0 ? 'waterfall__tick waterfall__zero' : 'waterfall__tick', t === 0 ? '0' : formatNumber(t, tickDecimals(figure.axis.ticks))), 'tick');
      tick.style.left = `${at(t)}%`;
      return tick;
    }));
  }

  return { element: root, update };
}

function buildRow() {
  const row = el('div', 'waterfall__row');
  const track = part(el('span', 'waterfall__track'), 'track');
  row.bar = part(el('span', 'waterfall__bar'), 'bar');
  track.append(row.bar);
  row.label = part(el('span', 'waterfall__label'), 'bar-label');
  row.value = part(el('span', 'waterfall__value'), 'bar-value');
  row.append(row.label, track, row.value);
  return row;
}

function fillRow(row, className, label, from, to, text, at) {
  if (row.className !== className) row.className = className;
  setText(row.label, label);
  setText(row.value, text);
  row.bar.style.left = `${Math.min(at(from), at(to))}%`;
  row.bar.style.width = `${Math.abs(at(to) - at(from))}%`;
}

function signed(value, decimals) {
  const text = formatNumber(value, decimals);
  return value >= 0 ? `+${text}` : text;
}

// Gridlines at the ticks, as one background for every track.
function tickLines(percents) {
  if (percents.length === 0) return 'none';
  return percents.map((p) => `linear-gradient(to right, transparent calc(${p}% - 0.5px), var(--border) calc(${p}% - 0.5px), `
    + `var(--border) calc(${p}% + 0.5px), transparent calc(${p}% + 0.5px))`).join(', ');
}

