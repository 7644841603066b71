// A histogram figure as SVG: the bins as bars over the figure's fixed axis
// (the tallest bar full height), the ±1 standard deviation bracket, the
// axis's ticks, the tallest count, and how many samples fell off the axis.

import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { attrs, textSvg } from './text.js';

const W = 480;
const PLOT = 140;
const TOP = 18;

export function histogramSvg(figure, palette) {
  const { counts, low, high, ticks = [], decimals, spread, clipped } = figure;
  const tallest = Math.max(1, ...counts);
  const bin = W / counts.length;
  const at = (x) => (W * (x - low)) / (high - low);
  let out = textSvg(message('figure-histogram-tallest', { count: String(tallest) }), { x: 0, y: 12, fill: palette.muted }, 11);
  let d = '';
  counts.forEach((count, i) => {
    if (count === 0) return;
    const top = TOP + PLOT * (1 - count / tallest);
    const gap = counts.length >= 64 ? 0 : bin * 0.12;
    d += `M${(i * bin + gap / 2).toFixed(2)} ${TOP + PLOT}V${top.toFixed(2)}H${((i + 1) * bin - gap / 2).toFixed(2)}V${TOP + PLOT}Z`;
  });
  out += `<path${attrs({ d, fill: palette.accent, class: 'bins', 'data-counts': counts.join(' ') })}/>`;
  out += `<line${attrs({ x1: 0, x2: W, y1: TOP + PLOT, y2: TOP + PLOT, stroke: palette.borderStrong })}/>`;
  for (const t of ticks) {
    out += `<line${attrs({ x1: at(t), x2: at(t), y1: TOP + PLOT, y2: TOP + PLOT + 4, stroke: palette.borderStrong })}/>`;
    out += textSvg(formatNumber(t, decimals), { x: at(t), y: TOP + PLOT + 16, 'text-anchor': 'middle', fill: palette.muted }, 11);
  }
  let height = TOP + PLOT + 22;
  if (spread > 0) {
    const [from, to] = [at(Math.max(low, -spread)), at(Math.min(high, spread))];
    const y = height + 6;
    out += `<path${attrs({ d: `M${from.toFixed(2)} ${y - 4}V${y}H${to.toFixed(2)}V${y - 4}`, fill: 'none', stroke: palette.text })}/>`;
    out += textSvg(message('figure-histogram-spread', { spread: formatNumber(spread, 2) }), { x: (from + to) / 2, y: y + 14, 'text-anchor': 'middle', fill: palette.text }, 11);
    height += 26;
  }
  if (clipped > 0) {
    out += textSvg(message('figure-histogram-clipped', { count: String(clipped) }), { x: 0, y: height + 12, fill: palette.muted }, 11);
    height += 16;
  }
  return { width: W, height, svg: out };
}
