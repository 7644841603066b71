// A matrix figure as SVG: the heatmap's cells coloured on the figure's
// scale (../colour-scale.js, the theme's own shades), each with its value
// as the page prints it, the row and column labels, the corner, and the
// legend as a row of swatches between the scale's two ends. Non-finite
// values (a masked −∞, a NaN) are printed on a neutral cell, as on the page.
// Highlighted rows, columns and cells and marked cells get an outline.
// A figure with markLabels ({name: text}) has several kinds of marked cells
// to tell apart: each kind gets its own outline (its markStyles entry, the
// page's own (../mark-style.js); without one, dashed, dotted, solid, and a
// colour as well) and a key under the grid names them, as on the page.
// A colour-only figure (cellText 'none') has small square cells with no
// number, each holding its spoken name and value as a <title> (the tooltip
// of an SVG viewer), and upright column labels.

import { heatColour, scaleEnds, scaleShade } from '../colour-scale.js';
import { markStroke } from '../mark-style.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { attrs, escapeXml, richTextSvg, textSvg, textWidth } from './text.js';

const SIZE = 12;
const ROW_HEIGHT = 24;
const SQUARE = 16;
const LEGEND_STEPS = 24;

export function matrixSvg(figure, palette, theme) {
  const { rows, cols, values, decimals } = figure;
  const colourOnly = figure.cellText === 'none';
  const texts = Array.from(values, (v) => formatNumber(v, decimals));
  const cellWidth = colourOnly ? SQUARE : Math.max(40, ...texts.map((t) => textWidth(t, SIZE) + 12));
  const rowHeight = colourOnly ? SQUARE : ROW_HEIGHT;
  const rowLabelWidth = Math.max(textWidth(figure.corner, 10) * 0.55, ...figure.rowLabels.map((l) => textWidth(l, SIZE))) + 10;
  // The corner sits on its own line above the column labels; upright labels need their length.
  const labelsHeight = colourOnly ? Math.max(0, ...figure.colLabels.map((l) => textWidth(l, SIZE))) + 8 : 20;
  const top = (figure.corner ? 14 : 0) + labelsHeight;
  let out = '';
  if (figure.corner) out += textSvg(figure.corner, { x: 0, y: 11, fill: palette.muted }, 10);
  figure.colLabels.forEach((label, c) => {
    const x = rowLabelWidth + (c + 0.5) * cellWidth;
    out += colourOnly
      ? richTextSvg(label, { x, y: top - 4, transform: `rotate(-90 ${x} ${top - 4})`, dy: 4, fill: palette.muted }, SIZE)
      : richTextSvg(label, { x, y: top - 6, 'text-anchor': 'middle', fill: palette.muted }, SIZE);
  });
  const ends = { ...scaleEnds(figure.scale), scale: figure.scale };
  const names = markNames(figure);
  for (let r = 0; r < rows; r += 1) {
    const y = top + r * rowHeight;
    out += richTextSvg(figure.rowLabels[r], { x: rowLabelWidth - 8, y: y + rowHeight / 2 + 4, 'text-anchor': 'end', fill: palette.muted }, SIZE);
    for (let c = 0; c < cols; c += 1) {
      const value = values[r * cols + c];
      const text = texts[r * cols + c];
      const x = rowLabelWidth + c * cellWidth;
      const { background, ink } = Number.isFinite(value) ? heatColour(scaleShade(value, ends), theme)
        : { background: palette.sunken, ink: palette.text };
      const cell = attrs({ x, y, width: cellWidth, height: rowHeight, fill: background });
      if (colourOnly) {
        const name = figure.describe(figure.rowLabels[r], figure.colLabels[c], text, r, c, names(r, c));
        out += `<rect${cell}${attrs({ class: 'cell', 'data-row': r, 'data-col': c })}><title>${escapeXml(name)}</title></rect>`;
      } else {
        out += `<rect${cell}/>`;
        out += textSvg(text, { x: x + cellWidth - 6, y: y + 16, 'text-anchor': 'end', fill: ink, class: 'cell', 'data-row': r, 'data-col': c }, SIZE);
      }
    }
  }
  const gridWidth = cols * cellWidth;
  out += outlines(figure, { x0: rowLabelWidth, y0: top, cellWidth, rowHeight, rows, cols }, palette);
  let height = top + rows * rowHeight;
  let width = rowLabelWidth + gridWidth;
  if (figure.markLabels) {
    const key = markKeySvg(figure, palette);
    out += `<g transform="translate(0 ${height + 10})">${key.svg}</g>`;
    height += 10 + key.height;
    width = Math.max(width, key.width);
  }
  if (figure.legend) {
    const legend = legendSvg(figure.scale, figure.decimals, palette, theme);
    out += `<g transform="translate(0 ${height + 10})">${legend.svg}</g>`;
    height += 10 + legend.height;
    width = Math.max(width, legend.width);
  }
  return { width, height, svg: out };
}

// The outlines that tell kinds of marks apart, in the order of the marks.
const MARK_STYLES = [
  { colour: 'danger', extra: { 'stroke-dasharray': '4 2' } },
  { colour: 'text', extra: { 'stroke-dasharray': '1.5 2.5' } },
  { colour: 'accent', extra: { 'stroke-width': 3 } },
];

// The names of the marks on cell (r, c), for its spoken name.
function markNames({ marks = {} }) {
  const sets = Object.entries(marks).map(([name, cells]) => [name, new Set(cells.map(([r, c]) => `${r},${c}`))]);
  return (r, c) => sets.filter(([, set]) => set.has(`${r},${c}`)).map(([name]) => name);
}

function markStyle(figure, name, palette) {
  if (figure.markStyles?.[name]) return markStroke(figure.markStyles[name], palette);
  const names = Object.keys(figure.markLabels ?? {});
  const index = names.indexOf(name);
  if (index < 0) return { stroke: palette.text, 'stroke-dasharray': '3 2' };
  const { colour, extra } = MARK_STYLES[index % MARK_STYLES.length];
  return { stroke: palette[colour], ...extra };
}

function markKeySvg(figure, palette) {
  let x = 0;
  const outlined = message('figure-marks-outlined');
  let out = textSvg(outlined, { x, y: 12, fill: palette.muted }, SIZE);
  x += textWidth(outlined, SIZE) + 8;
  for (const [name, label] of Object.entries(figure.markLabels)) {
    out += `<rect${attrs({ x: x + 1, y: 1, width: 14, height: 14, fill: 'none', 'stroke-width': 2, ...markStyle(figure, name, palette), class: 'key' })}/>`;
    x += 20;
    out += richTextSvg(label, { x, y: 12, fill: palette.text }, SIZE);
    x += textWidth(label, SIZE) + 14;
  }
  return { width: x, height: 16, svg: out };
}

function outlines(figure, { x0, y0, cellWidth, rowHeight, rows, cols }, palette) {
  const box = (r, c, h, w, extra) => `<rect${attrs({ x: x0 + c * cellWidth + 1, y: y0 + r * rowHeight + 1,
    width: w * cellWidth - 2, height: h * rowHeight - 2, fill: 'none', stroke: palette.text, 'stroke-width': 2, ...extra })}/>`;
  const { highlight = {}, marks = {} } = figure;
  let out = '';
  for (const r of highlight.rows ?? []) out += box(r, 0, 1, cols);
  for (const c of highlight.cols ?? []) out += box(0, c, rows, 1);
  for (const [r, c] of highlight.cells ?? []) out += box(r, c, 1, 1);
  // A styled mark is parted from the cell's colour by a ring of the background, as on the page.
  const halo = (r, c, inset) => `<rect${attrs({ x: x0 + c * cellWidth + inset, y: y0 + r * rowHeight + inset,
    width: cellWidth - 2 * inset, height: rowHeight - 2 * inset, fill: 'none', stroke: palette.background, 'stroke-width': 1.5 })}/>`;
  for (const [name, cells] of Object.entries(marks)) {
    if (name === 'masked' || name === 'diagonal') continue; // the numbers (−∞, the diagonal) say it
    const style = markStyle(figure, name, palette);
    const styled = figure.markStyles?.[name];
    for (const [r, c] of cells) {
      if (styled) out += halo(r, c, 1.75 + styled.width / 2);
      out += box(r, c, 1, 1, style);
    }
  }
  return out;
}

export function legendSvg(scale, decimals, palette, theme) {
  const diverging = scale.kind === 'diverging';
  const ends = diverging ? [-Math.abs(scale.max), Math.abs(scale.max)] : [scale.min ?? 0, scale.max];
  const title = scale.title ? message('figure-legend-title', { title: scale.title }) : '';
  const low = formatNumber(ends[0], decimals);
  const high = formatNumber(ends[1], decimals);
  let x = 0;
  let out = '';
  if (title) {
    out += richTextSvg(title, { x, y: 12, fill: palette.muted }, SIZE);
    x += textWidth(title, SIZE) + 6;
  }
  out += textSvg(low, { x, y: 12, fill: palette.muted, class: 'legend-low' }, SIZE);
  x += textWidth(low, SIZE) + 6;
  const step = 5;
  for (let i = 0; i < LEGEND_STEPS; i += 1) {
    const t = i / (LEGEND_STEPS - 1);
    out += `<rect${attrs({ x: x + i * step, y: 2, width: step + 0.3, height: 12, fill: heatColour(diverging ? 2 * t - 1 : t, theme).background })}/>`;
  }
  x += LEGEND_STEPS * step + 6;
  out += textSvg(high, { x, y: 12, fill: palette.muted, class: 'legend-high' }, SIZE);
  x += textWidth(high, SIZE);
  return { width: x, height: 16, svg: out };
}
