// A waterfall figure as SVG: one row per term, its bar starting where the
// previous term's ended (figure.positions), the total drawn from zero under
// a rule, a zero line and gridlines at the axis's ticks, each row labelled
// with its signed value.

import { formatNumber } from '../../lib/text/format.js';
import { indexedColour } from './theme.js';
import { attrs, richTextSvg, textSvg, textWidth } from './text.js';
import { tickDecimals } from '../model.js';

const SIZE = 12;
const ROW = 22;
const TRACK = 280;

export function waterfallSvg(figure, palette) {
  const { min, max, ticks = [] } = figure.axis;
  const { terms, total, positions, decimals } = figure;
  const labels = [...terms.map((t) => t.label), total.label];
  const labelWidth = Math.max(...labels.map((l) => textWidth(l, SIZE))) + 10;
  const at = (x) => labelWidth + (TRACK * (x - min)) / (max - min || 1);
  const top = figure.title ? 22 : 0;
  let out = figure.title ? richTextSvg(figure.title, { x: 0, y: 12, fill: palette.text }, SIZE) : '';
  const rowsHeight = (terms.length + 1) * ROW + 6;
  for (const t of ticks) {
    out += `<line${attrs({ x1: at(t), x2: at(t), y1: top, y2: top + rowsHeight, stroke: t === 0 ? palette.muted : palette.border })}/>`;
    out += textSvg(t === 0 ? '0' : formatNumber(t, tickDecimals(ticks)), { x: at(t), y: top + rowsHeight + 13, 'text-anchor': 'middle', fill: palette.muted }, 11);
  }
  const row = (j, label, from, to, text, fill) => {
    const y = top + j * ROW + (j === terms.length ? 6 : 0);
    return richTextSvg(label, { x: labelWidth - 8, y: y + 15, 'text-anchor': 'end', fill: palette.text }, SIZE)
      + `<rect${attrs({ x: Math.min(at(from), at(to)), y: y + 5, width: Math.abs(at(to) - at(from)), height: 12, fill })}/>`
      + textSvg(text, { x: labelWidth + TRACK + 6, y: y + 15, fill: palette.text, class: 'value' }, SIZE);
  };
  terms.forEach((term, j) => {
    const text = formatNumber(term.value, decimals);
    out += row(j, term.label, positions[j], positions[j + 1], term.value >= 0 ? `+${text}` : text, indexedColour(palette, term.series));
  });
  const ruleY = top + terms.length * ROW + 3;
  out += `<line${attrs({ x1: labelWidth, x2: labelWidth + TRACK, y1: ruleY, y2: ruleY, stroke: palette.borderStrong })}/>`;
  out += row(terms.length, total.label, 0, total.value, formatNumber(total.value, decimals), palette.text);
  const valueWidth = Math.max(...terms.map((t) => textWidth(formatNumber(t.value, decimals), SIZE) + 8), 40);
  return { width: Math.max(labelWidth + TRACK + 6 + valueWidth, figure.title ? textWidth(figure.title, SIZE) : 0), height: top + rowsHeight + 18, svg: out };
}

