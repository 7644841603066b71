// A histogram drawn with plain divs (bars) over a fixed x-axis, for the
// scaling section. The axis is fixed on purpose: as d_k grows the raw
// scores spread across it, while the scaled ones stay put. The bars are
// decoration (aria-hidden); the caller pairs the chart with a table.
//
// createScalingHistogram({ticks: [numbers], decimals}) →
//   {element, update({counts, low, high, spread})}
// where counts come from am.histogram, low/high are the axis ends in the
// units shown, and spread (optional) draws a ±1 standard-deviation bracket.

import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';

export function createScalingHistogram({ ticks, decimals = 0 }) {
  const root = el('div', 'scaling-hist');
  root.setAttribute('aria-hidden', 'true');
  const peak = el('span', 'scaling-hist__peak');
  const plot = el('div', 'scaling-hist__plot');
  const bracket = el('div', 'scaling-hist__bracket');
  const axis = el('div', 'scaling-hist__axis');
  root.append(peak, plot, bracket, axis);
  let axisKey = '';

  function update({ counts, low, high, spread }) {
    const max = Math.max(1, ...counts);
    peak.textContent = `tallest bar: ${max} samples`;
    plot.replaceChildren(...Array.from(counts, (count) => {
      const bar = el('span', 'scaling-hist__bar');
      bar.style.height = `${(100 * count) / max}%`;
      return bar;
    }));
    const at = (x) => `${(100 * (x - low)) / (high - low)}%`;
    drawBracket(bracket, spread, low, high, at);
    const key = `${low}:${high}`;
    if (key !== axisKey) { // the axis only changes with its range
      axisKey = key;
      axis.replaceChildren(...ticks.map((t) => tick(formatNumber(t, decimals), at(t))));
    }
  }

  return { element: root, update };
}

function tick(text, left) {
  const node = el('span', 'scaling-hist__tick', text);
  node.style.left = left;
  return node;
}

// ±1 std around zero, clipped to the axis so a wide spread still reads.
function drawBracket(node, spread, low, high, at) {
  node.hidden = !(spread > 0);
  if (node.hidden) return;
  const from = Math.max(low, -spread);
  const to = Math.min(high, spread);
  node.style.left = at(from);
  node.style.width = `calc(${at(to)} - ${at(from)})`;
  node.replaceChildren(el('span', 'scaling-hist__bracket-label', `±1 std = ±${formatNumber(spread, 2)}`));
}
