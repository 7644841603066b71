// The DOM renderer of a bars figure (../model.js): one bar per item on the
// figure's fixed axis (attention weights: 0 to 1), each with its label and
// its value, so a row of weights reads the same way wherever it is shown.
// Layout 'rows' puts a bar per line; 'columns' stands them side by side
// with the axis's ticks at the left and gridlines behind; 'stacked' lays
// them end to end in one strip (shares of a whole), the ticks beneath. Decoration for
// sighted readers: every use sits next to a table with the same numbers,
// so the bars are hidden from assistive technology. Marks on a bar become
// classes (is-top, is-query …).
//
// createBarsView({seriesClass}) → {element, update(barsFigure)}; a bar's
// `series` is coloured by the class seriesClass(series) names. A tick is
// written as axis.tickLabels[i] when the figure gives one ("25%").

import { el, part } from '../../lib/text/dom.js';
import { formatNumber } from '../../lib/text/format.js';
import { setRichText } from '../../lib/text/rich-text.js';
import { setText } from './table-parts.js';

export function createBarsView({ seriesClass = (s) => `series-${s}` } = {}) {
  const root = part(el('div', 'bars'), 'bars');
  root.setAttribute('aria-hidden', 'true');
  const title = el('p', 'bars__title');
  const plot = el('div', 'bars__plot');
  const axis = el('div', 'bars__axis');
  const list = part(el('div', 'bars__list'), 'bar-list');
  plot.append(axis, list);
  root.append(title, plot);
  let axisKey = null;

  // Same number of bars: each is rewritten in place (a slider step).
  function update(figure) {
    root.className = `bars bars--${figure.layout}`;
    title.hidden = !figure.title;
    setRichText(title, figure.title);
    const { min, max, ticks = [], tickLabels = [] } = figure.axis;
    const share = (v) => Math.min(1, Math.max(0, (v - min) / (max - min || 1)));
    const key = JSON.stringify([min, max, ticks, tickLabels]);
    if (key !== axisKey) {
      axisKey = key;
      axis.replaceChildren(...ticks.map((t, i) => {
        const tick = part(el('span', 'bars__tick', tickLabels[i] ?? String(t)), 'tick');
        tick.style.setProperty('--at', String(share(t)));
        return tick;
      }));
      root.style.setProperty('--grid-step', ticks.length > 1 ? String(share(ticks[1]) - share(ticks[0])) : '1');
    }
    axis.hidden = ticks.length === 0;
    list.style.setProperty('--count', String(figure.bars.length));
    while (list.children.length > figure.bars.length) list.lastElementChild.remove();
    figure.bars.forEach((bar, j) => {
      const node = list.children[j] ?? list.appendChild(buildBar());
      const className = ['bars__bar', ...(bar.marks ?? []).map((m) => `is-${m}`),
        ...(bar.series === undefined ? [] : [seriesClass(bar.series)])].join(' ');
      if (node.className !== className) node.className = className;
      node.style.setProperty('--share', String(share(bar.value)));
      setText(node.label, bar.label);
      setText(node.value, bar.text ?? formatNumber(bar.value, figure.decimals ?? 3));
    });
  }

  return { element: root, update };
}

function buildBar() {
  const node = part(el('div', 'bars__bar'), 'bar');
  const track = el('span', 'bars__track');
  track.append(el('span', 'bars__fill'));
  node.label = part(el('span', 'bars__label'), 'bar-label');
  node.value = part(el('span', 'bars__value'), 'bar-value');
  node.append(node.label, track, node.value);
  return node;
}
