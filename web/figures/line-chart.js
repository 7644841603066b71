// A small SVG line chart for the scaling section's saturation panel: one
// line per series over d_k on a log₂ axis, with a guide at the reader's
// current d_k. It is decoration (aria-hidden); a table carries the numbers.
//
// createScalingLineChart({yTicks(max) → numbers, decimals}) →
//   {element, update({dKs, series: [{values, className, marker}], yMax, current, ceiling})}
// ceiling (optional) draws a dashed reference line, e.g. the entropy of a
// uniform distribution.

import { formatNumber } from '../lib/text/format.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 320;
const H = 190;
const PAD = { left: 38, right: 12, top: 12, bottom: 34 };

function svg(tag, attrs = {}, text) {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

export function createScalingLineChart({ decimals = 1 }) {
  const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'scaling-chart', 'aria-hidden': 'true', focusable: 'false' });

  // A slider step usually moves only the current d_k's marker: the curves,
  // axes and ticks are redrawn only when their numbers changed.
  let drawnKey = null;
  let marker = null;
  function update({ dKs, series, yMax, yTicks, current, ceiling }) {
    const lastExp = Math.log2(dKs.at(-1));
    const x = (dK) => PAD.left + ((W - PAD.left - PAD.right) * Math.log2(dK)) / lastExp;
    const y = (v) => H - PAD.bottom - ((H - PAD.top - PAD.bottom) * v) / yMax;
    const key = JSON.stringify([dKs, yMax, yTicks, ceiling, Boolean(current),
      series.map((s) => [Array.from(s.values), s.className, s.marker])]);
    if (key === drawnKey) {
      if (marker) for (const name of ['x1', 'x2']) marker.setAttribute(name, String(x(current)));
      return;
    }
    drawnKey = key;
    marker = current ? svg('line', { x1: x(current), x2: x(current), y1: PAD.top, y2: H - PAD.bottom, class: 'scaling-chart__current' }) : null;
    root.replaceChildren(
      ...yTicks.map((v) => gridLine(v, y, decimals)),
      ...dKs.filter((_, i) => i % 2 === 0).map((dK) => xTick(dK, x)),
      axisTitle((PAD.left + W - PAD.right) / 2, H - 2),
      ...(ceiling ? [referenceLine(ceiling, y)] : []),
      ...(marker ? [marker] : []),
      ...series.map((s) => line(dKs, s, x, y)),
    );
  }

  return { element: root, update };
}

function gridLine(v, y, decimals) {
  const g = svg('g');
  g.append(
    svg('line', { x1: PAD.left, x2: W - PAD.right, y1: y(v), y2: y(v), class: 'scaling-chart__grid' }),
    svg('text', { x: PAD.left - 5, y: y(v) + 3.5, class: 'scaling-chart__y-label' }, formatNumber(v, decimals)),
  );
  return g;
}

// "d" with a lowered "k", as SVG text (no HTML <sub> inside an <svg>).
function axisTitle(x, y) {
  const text = svg('text', { x, y, class: 'scaling-chart__axis-title' });
  text.append(svg('tspan', { 'font-style': 'italic' }, 'd'), svg('tspan', { dy: 3, 'font-size': '0.8em' }, 'k'),
              svg('tspan', { dy: -3 }, ' (log scale)'));
  return text;
}

function xTick(dK, x) {
  return svg('text', { x: x(dK), y: H - PAD.bottom + 14, class: 'scaling-chart__x-label' }, String(dK));
}

function referenceLine({ value, label }, y) {
  const g = svg('g', { class: 'scaling-chart__reference' });
  g.append(
    svg('line', { x1: PAD.left, x2: W - PAD.right, y1: y(value), y2: y(value) }),
    svg('text', { x: W - PAD.right, y: y(value) - 4, 'text-anchor': 'end' }, label),
  );
  return g;
}

function line(dKs, { values, className, marker }, x, y) {
  const g = svg('g', { class: className });
  const points = dKs.map((dK, i) => `${x(dK).toFixed(1)},${y(values[i]).toFixed(1)}`);
  g.append(svg('polyline', { points: points.join(' '), class: 'scaling-chart__line' }));
  for (const [i, dK] of dKs.entries()) {
    const [cx, cy] = [x(dK), y(values[i])];
    g.append(marker === 'square'
      ? svg('rect', { x: cx - 3, y: cy - 3, width: 6, height: 6, class: 'scaling-chart__marker' })
      : svg('circle', { cx, cy, r: 3.2, class: 'scaling-chart__marker' }));
  }
  return g;
}
