// A bars figure as SVG, in its layout: 'rows' (a label, a track with its
// fill and the value, one bar per line), 'columns' (upright bars over the
// axis's ticks, label under each, value above) or 'stacked' (shares of a
// whole end to end in one strip, each labelled). Values are printed as the
// page prints them (bar.text, or the figure's decimals).

import { formatNumber } from '../../lib/text/format.js';
import { indexedColour } from './theme.js';
import { attrs, richTextSvg, textSvg, textWidth } from './text.js';

const SIZE = 12;

export function barsSvg(figure, palette) {
  const { min, max } = figure.axis;
  const share = (v) => Math.min(1, Math.max(0, (v - min) / (max - min || 1)));
  const text = (bar) => bar.text ?? formatNumber(bar.value, figure.decimals ?? 3);
  const colour = (bar) => (bar.series === undefined ? palette.accent : indexedColour(palette, bar.series));
  const title = figure.title ? richTextSvg(figure.title, { x: 0, y: 12, fill: palette.text }, SIZE) : '';
  const top = figure.title ? 22 : 0;
  const body = figure.layout === 'columns' ? columns(figure, share, text, colour, palette)
    : figure.layout === 'stacked' ? stacked(figure, share, text, colour, palette) : rows(figure, share, text, colour, palette);
  return { width: Math.max(body.width, figure.title ? textWidth(figure.title, SIZE) : 0), height: top + body.height,
           svg: title + `<g transform="translate(0 ${top})">${body.svg}</g>` };
}

function rows(figure, share, text, colour, palette) {
  const labelWidth = Math.max(20, ...figure.bars.map((b) => textWidth(b.label, SIZE))) + 8;
  const track = 240;
  const valueWidth = Math.max(...figure.bars.map((b) => textWidth(text(b), SIZE)), 30);
  let out = ticks(figure.axis, labelWidth, track, figure.bars.length * 22, palette);
  figure.bars.forEach((bar, j) => {
    const y = j * 22;
    out += richTextSvg(bar.label, { x: labelWidth - 8, y: y + 14, 'text-anchor': 'end', fill: palette.text }, SIZE);
    out += `<rect${attrs({ x: labelWidth, y: y + 4, width: track, height: 12, fill: palette.sunken })}/>`;
    out += `<rect${attrs({ x: labelWidth, y: y + 4, width: track * share(bar.value), height: 12, fill: colour(bar) })}/>`;
    out += textSvg(text(bar), { x: labelWidth + track + 6, y: y + 14, fill: palette.text, class: 'value' }, SIZE);
  });
  const axisHeight = figure.axis.ticks?.length ? 16 : 0;
  return { width: labelWidth + track + 6 + valueWidth, height: figure.bars.length * 22 + axisHeight, svg: out };
}

// Tick labels under a horizontal track, with faint gridlines through the bars.
function ticks({ ticks: at = [], tickLabels = [], min, max }, x0, track, height, palette) {
  let out = '';
  at.forEach((t, i) => {
    const x = x0 + (track * (t - min)) / (max - min || 1);
    out += `<line${attrs({ x1: x, x2: x, y1: 0, y2: height, stroke: palette.border })}/>`;
    out += textSvg(tickLabels[i] ?? String(t), { x, y: height + 13, 'text-anchor': 'middle', fill: palette.muted }, 11);
  });
  return out;
}

function columns(figure, share, text, colour, palette) {
  const { ticks: at = [], tickLabels = [], min, max } = figure.axis;
  const plot = 140;
  const axisWidth = Math.max(24, ...at.map((t, i) => textWidth(tickLabels[i] ?? String(t), 11))) + 6;
  const column = Math.max(34, ...figure.bars.map((b) => Math.max(textWidth(b.label, SIZE), textWidth(text(b), 11)) + 8));
  const y = (v) => 16 + plot * (1 - Math.min(1, Math.max(0, (v - min) / (max - min || 1))));
  let out = '';
  at.forEach((t, i) => {
    out += `<line${attrs({ x1: axisWidth, x2: axisWidth + column * figure.bars.length, y1: y(t), y2: y(t), stroke: palette.border })}/>`;
    out += textSvg(tickLabels[i] ?? String(t), { x: axisWidth - 4, y: y(t) + 4, 'text-anchor': 'end', fill: palette.muted }, 11);
  });
  figure.bars.forEach((bar, j) => {
    const x = axisWidth + j * column;
    const top = y(bar.value);
    const strong = bar.marks?.includes('top');
    out += `<rect${attrs({ x: x + 4, y: top, width: column - 8, height: 16 + plot - top, fill: strong ? colour(bar) : palette.accentSoft, stroke: colour(bar) })}/>`;
    out += textSvg(text(bar), { x: x + column / 2, y: top - 4, 'text-anchor': 'middle', fill: palette.text, class: 'value' }, 11);
    out += richTextSvg(bar.label, { x: x + column / 2, y: 16 + plot + 16, 'text-anchor': 'middle', fill: palette.text }, SIZE);
  });
  return { width: axisWidth + column * figure.bars.length, height: 16 + plot + 22, svg: out };
}

function stacked(figure, share, text, colour, palette) {
  const track = 420;
  let x = 0;
  let out = '';
  figure.bars.forEach((bar, j) => {
    const width = track * (share(bar.value) - share(figure.axis.min));
    out += `<rect${attrs({ x, y: 0, width, height: 18, fill: indexedColour(palette, bar.series ?? j), stroke: palette.background })}/>`;
    out += richTextSvg(`${bar.label} ${text(bar)}`, { x: 0, y: 36 + j * 16, fill: palette.text, class: 'value' }, 11);
    out += `<rect${attrs({ x: -10, y: 28 + j * 16, width: 7, height: 7, fill: indexedColour(palette, bar.series ?? j) })}/>`;
    x += width;
  });
  return { width: track, height: 28 + figure.bars.length * 16 + 4, svg: `<g transform="translate(10 0)">${out}</g>` };
}
