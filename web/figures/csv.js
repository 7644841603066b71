// The numbers behind a widget's figures as CSV (RFC 4180: commas, CRLF,
// fields quoted when they hold a comma, a quote or a line break). One block
// per figure, in the order the SVG draws them, each headed by a line naming
// the figure and separated from the next by an empty line. Numbers are
// written in full (JavaScript's shortest round-trip form, so parsing one
// back gives the same double), not rounded as the figure prints them;
// −∞ and NaN are written -Infinity and NaN. Text is plain (W_Q, S_(cat, sat)).
//
// figuresCsv({title, caption, figures: [{name, figure}]}) → CSV text

import { plainText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { tableCellValue } from './svg/table.js';

export function csvField(value) {
  const text = typeof value === 'number' ? String(value) : String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (fields) => fields.map(csvField).join(',');

const BLOCKS = {
  matrix(f) {
    // plainLabel: a figure's own spelling of its labels in plain text
    // (the trained heads' "D (position 0)" rather than "D_0").
    const label = f.plainLabel ?? plainText;
    const rows = [[plainText(f.corner || ''), ...f.colLabels.map(label)]];
    for (let r = 0; r < f.rows; r += 1) rows.push([label(f.rowLabels[r]), ...Array.from(f.values.slice(r * f.cols, (r + 1) * f.cols))]);
    return rows;
  },
  table(f) {
    return [f.columns.map((c) => plainText(c.label)), ...f.rows.map((r) => [plainText(r.header), ...r.cells.map(tableCellValue)])];
  },
  bars(f) {
    return [[message('figure-csv-label'), message('figure-csv-value')], ...f.bars.map((b) => [plainText(b.label), b.value])];
  },
  line(f) {
    return [[plainText(f.x.title ?? 'x'), ...f.series.map((s) => plainText(s.name))],
      ...Array.from(f.x.values, (x, i) => [x, ...f.series.map((s) => s.values[i] ?? '')])];
  },
  histogram(f) {
    const width = (f.high - f.low) / f.counts.length;
    const rows = [[message('figure-csv-bin-from'), message('figure-csv-bin-to'), message('figure-csv-count')], ...Array.from(f.counts, (c, i) => [f.low + i * width, f.low + (i + 1) * width, c])];
    if (f.clipped) rows.push([message('figure-csv-beyond-axis'), '', f.clipped]);
    return rows;
  },
  waterfall(f) {
    return [[message('figure-csv-term'), message('figure-csv-value'), message('figure-csv-from'), message('figure-csv-to')], ...f.terms.map((t, j) => [plainText(t.label), t.value, f.positions[j], f.positions[j + 1]]),
      [plainText(f.total.label), f.total.value, 0, f.total.value]];
  },
};

export function figureRows(figure) {
  const block = BLOCKS[figure.type];
  if (!block) throw new Error(`figuresCsv: no CSV form for a figure of type ${figure.type}`); // developer-facing
  return block(figure);
}

export function figuresCsv({ title, caption = '', figures }) {
  const lines = [line([plainText(title)])];
  if (caption) lines.push(line([plainText(caption)]));
  for (const { name, figure } of figures) {
    lines.push('', line([message('figure-csv-figure', { name }), plainText(figure.title || figure.caption || '')]));
    for (const row of figureRows(figure)) lines.push(line(row));
  }
  return `${lines.join('\r\n')}\r\n`;
}
