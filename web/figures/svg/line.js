// A line figure as SVG: the same axes as the page's chart (../line-scales.js),
// gridlines and labels at the y ticks, x tick labels, the x axis's title,
// a dashed reference line, the guide at the reader's x, one polyline per
// series (markers at every point) and a legend naming the series. Every
// point is drawn (the page thins long series; an export keeps them all).

import { formatNumber } from '../../lib/text/format.js';
import { xScale, yScale } from '../line-scales.js';
import { seriesColour } from './theme.js';
import { attrs, richTextSvg, textSvg, textWidth } from './text.js';

const PAD = { left: 48, right: 14, top: 14, bottom: 38 };
const W = 480;
const H = 240;

export function lineSvg(figure, palette) {
  const { x, y } = figure;
  const toX = xScale(x, W, PAD);
  const toY = yScale(y, H, PAD);
  const muted = { fill: palette.muted };
  let out = '';
  y.ticks.forEach((v, i) => {
    out += `<line${attrs({ x1: PAD.left, x2: W - PAD.right, y1: toY(v), y2: toY(v), stroke: palette.border })}/>`;
    out += textSvg(y.tickLabels?.[i] ?? formatNumber(v, y.decimals ?? 1), { x: PAD.left - 5, y: toY(v) + 4, 'text-anchor': 'end', ...muted }, 11);
  });
  for (const v of x.ticks) out += textSvg(String(v), { x: toX(v), y: H - PAD.bottom + 15, 'text-anchor': 'middle', ...muted }, 11);
  out += richTextSvg(x.title ?? '', { x: (PAD.left + W - PAD.right) / 2, y: H - 4, 'text-anchor': 'middle', ...muted }, 12);
  if (figure.reference) {
    const at = toY(figure.reference.value);
    out += `<line${attrs({ x1: PAD.left, x2: W - PAD.right, y1: at, y2: at, stroke: palette.borderStrong, 'stroke-width': 1.5, 'stroke-dasharray': '4 3' })}/>`;
    out += textSvg(figure.reference.label, { x: W - PAD.right, y: at - 4, 'text-anchor': 'end', ...muted }, 11);
  }
  if (figure.guide !== null && figure.guide !== undefined) {
    out += `<line${attrs({ x1: toX(figure.guide), x2: toX(figure.guide), y1: PAD.top, y2: H - PAD.bottom, stroke: palette.muted, 'stroke-dasharray': '2 3' })}/>`;
  }
  // A series shorter than the x values is drawn over the first ones.
  for (const series of figure.series) out += seriesSvg(Array.from(x.values).slice(0, series.values.length), series, toX, toY, palette);
  const legend = legendSvg(figure.series, palette);
  return { width: W, height: H + legend.height, svg: out + `<g transform="translate(${PAD.left} ${H + 4})">${legend.svg}</g>` };
}

function seriesSvg(xs, { name, values, style = '', marker = null }, toX, toY, palette) {
  const colour = seriesColour(palette, style);
  const points = xs.map((v, i) => `${toX(v).toFixed(1)},${toY(values[i]).toFixed(1)}`).join(' ');
  let out = `<g${attrs({ class: 'series', 'data-name': name, stroke: colour })}>`;
  out += `<polyline${attrs({ points, fill: 'none', 'stroke-width': 2.2, 'stroke-linejoin': 'round', 'stroke-dasharray': style === 'unscaled' ? '6 3' : null })}/>`;
  if (marker || xs.length === 1) { // a lone point is no line: mark it
    for (const [i, v] of xs.entries()) {
      const [cx, cy] = [toX(v), toY(values[i])];
      out += marker === 'square'
        ? `<rect${attrs({ x: cx - 3, y: cy - 3, width: 6, height: 6, fill: palette.background, 'stroke-width': 1.8 })}/>`
        : `<circle${attrs({ cx, cy, r: 3.2, fill: palette.background, 'stroke-width': 1.8 })}/>`;
    }
  }
  return `${out}</g>`;
}

function legendSvg(series, palette) {
  if (series.length < 2 && !series[0]?.name) return { height: 0, svg: '' };
  let x = 0;
  let out = '';
  for (const s of series) {
    const colour = seriesColour(palette, s.style);
    out += `<line${attrs({ x1: x, x2: x + 18, y1: 8, y2: 8, stroke: colour, 'stroke-width': 2.2, 'stroke-dasharray': s.style === 'unscaled' ? '6 3' : null })}/>`;
    out += richTextSvg(s.name, { x: x + 24, y: 12, fill: palette.text }, 12);
    x += 24 + textWidth(s.name, 12) + 18;
  }
  return { height: 20, svg: out };
}
