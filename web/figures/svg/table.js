// A table figure as SVG: its caption, the column headings, one line per
// row (a total row under a rule, in bold), numeric columns set right. A
// cell is rich text or {text, tone}: tone 'bad' in the danger colour and
// bold, as on the page.

import { plainText } from '../../lib/text/rich-text.js';
import { attrs, richTextSvg, textWidth } from './text.js';

const SIZE = 12;
const ROW = 20;

export function tableSvg(figure, palette) {
  const cellText = (cell) => (cell === null || cell === undefined ? '' : typeof cell === 'object' ? String(cell.text ?? '') : String(cell));
  const grid = [figure.columns.map((c) => c.label), ...figure.rows.map((r) => [r.header, ...r.cells.map(cellText)])];
  const widths = figure.columns.map((_, i) => Math.max(...grid.map((row) => textWidth(row[i] ?? '', SIZE, i === 0))) + 16);
  const lefts = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
  const width = lefts.at(-1) + widths.at(-1);
  const top = figure.caption ? 22 : 0;
  let out = figure.caption ? richTextSvg(figure.caption, { x: 0, y: 12, fill: palette.text, 'font-weight': 'bold' }, SIZE) : '';
  const place = (i, text, y, extra) => {
    const numeric = figure.columns[i]?.numeric;
    return richTextSvg(text, { x: numeric ? lefts[i] + widths[i] - 8 : lefts[i], y, 'text-anchor': numeric ? 'end' : null, ...extra }, SIZE);
  };
  figure.columns.forEach((column, i) => { out += place(i, column.label, top + 14, { fill: palette.muted }); });
  out += `<line${attrs({ x1: 0, x2: width, y1: top + 20, y2: top + 20, stroke: palette.borderStrong })}/>`;
  figure.rows.forEach((row, r) => {
    const y = top + 20 + (r + 1) * ROW - 5;
    const total = row.marks?.includes('total');
    if (total) out += `<line${attrs({ x1: 0, x2: width, y1: y - 15, y2: y - 15, stroke: palette.borderStrong })}/>`;
    const bold = total || row.marks?.includes('current') ? 'bold' : null;
    out += place(0, row.header, y, { fill: palette.text, 'font-weight': bold ?? 'bold' });
    row.cells.forEach((cell, i) => {
      const bad = typeof cell === 'object' && cell?.tone === 'bad';
      out += place(i + 1, cellText(cell), y, { fill: bad ? palette.danger : palette.text, 'font-weight': bad ? 'bold' : bold, class: 'cell', 'data-row': r, 'data-col': i });
    });
  });
  return { width: Math.max(width, figure.caption ? textWidth(figure.caption, SIZE, true) : 0), height: top + 20 + figure.rows.length * ROW + 4, svg: out };
}

// A cell's exact number when the figure kept one, else its text without markup.
export function tableCellValue(cell) {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'object') return plainText(String(cell));
  return cell.value !== undefined ? String(cell.value) : plainText(String(cell.text ?? ''));
}
