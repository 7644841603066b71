// The DOM renderer of a histogram figure (../model.js): bars over a fixed
// axis, with a ±1 standard deviation bracket and the axis's ticks. The axis
// is fixed on purpose: two histograms on the same axis can be compared by
// eye. The bars are decoration (aria-hidden); the caller pairs the chart
// with a table.
//
// createHistogramView({className}) → {element, update(histogramFigure)}

import { el, part } from '../../lib/text/dom.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { setText } from './table-parts.js';
import { svg } from './svg.js';

const DENSE_BINS = 64; // from this many bins on, bars touch

export function createHistogramView({ className = '' } = {}) {
  const root = part(el('div', `histogram ${className}`.trim()), 'histogram');
  root.setAttribute('aria-hidden', 'true');
  const peak = el('span', 'histogram__peak');
  const plot = el('div', 'histogram__plot');
  // The bars are one SVG path, not an element per bin: a slider step that
  // redraws two histograms of 192 bins then paints two shapes, not 384 boxes.
  const shape = part(svg('svg', { class: 'histogram__bars', preserveAspectRatio: 'none', 'aria-hidden': 'true', focusable: 'false' }), 'bars');
  const bars = part(svg('path', { class: 'histogram__bar' }), 'bar');
  shape.append(bars);
  plot.append(shape);
  const bracket = el('div', 'histogram__bracket');
  const bracketLabel = el('span', 'histogram__bracket-label');
  bracket.append(bracketLabel);
  const axis = el('div', 'histogram__axis');
  root.append(peak, plot, bracket, axis);
  let axisKey = '';

  function update({ counts, low, high, ticks, decimals, spread }) {
    let max = 1;
    for (const c of counts) if (c > max) max = c;
    setText(peak, message('figure-histogram-tallest', { count: String(max) }));
    // Bin i spans x from i to i + 1 (less a gap when bins are few), its
    // height 100 · count / tallest; empty bins draw nothing.
    const gap = counts.length >= DENSE_BINS ? 0 : 0.12;
    shape.setAttribute('viewBox', `0 0 ${counts.length} 100`);
    let d = '';
    for (let i = 0; i < counts.length; i += 1) {
      if (counts[i] === 0) continue;
      const top = Number((100 - (100 * counts[i]) / max).toFixed(2));
      d += `M${i + gap / 2} 100V${top}H${Number((i + 1 - gap / 2).toFixed(2))}V100Z`;
    }
    if (bars.getAttribute('d') !== d) bars.setAttribute('d', d);
    const at = (x) => `${(100 * (x - low)) / (high - low)}%`;
    drawBracket(bracket, bracketLabel, spread, low, high, at);
    const key = JSON.stringify([low, high, ticks, decimals]);
    if (key !== axisKey) { // the axis only changes with its range
      axisKey = key;
      axis.replaceChildren(...ticks.map((t) => {
        const tick = part(el('span', 'histogram__tick', formatNumber(t, decimals)), 'tick');
        tick.style.left = at(t);
        return tick;
      }));
    }
  }

  return { element: root, update };
}

// ±1 std around zero, clipped to the axis so a wide spread still reads.
function drawBracket(node, label, spread, low, high, at) {
  node.hidden = !(spread > 0);
  if (node.hidden) return;
  const from = Math.max(low, -spread);
  const to = Math.min(high, spread);
  node.style.left = at(from);
  node.style.width = `calc(${at(to)} - ${at(from)})`;
  setText(label, message('figure-histogram-spread', { spread: formatNumber(spread, 2) }));
}
