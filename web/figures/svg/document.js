// A widget's figures as one standalone SVG document: a title, a caption
// saying what is shown (seed, sizes, mask: the widget's values), every
// figure the widget draws laid out in reading order (side by side while
// they fit, as the page sets Q · Kᵀ = S or the head cards), each under its
// own title, and a line saying where the numbers come from. Colours are the
// theme's, resolved (./theme.js, ../colour-scale.js): the file holds no CSS
// variable, no light-dark(), no url() and no href, so it opens the same in a
// fresh browser tab, an editor or a paper's build.
//
// figuresSvg({title, caption, figures: [{name, figure}], theme}) → SVG text

import { matrixSvg } from './matrix.js';
import { tableSvg } from './table.js';
import { barsSvg } from './bars.js';
import { lineSvg } from './line.js';
import { histogramSvg } from './histogram.js';
import { waterfallSvg } from './waterfall.js';
import { SVG_THEMES } from './theme.js';
import { FONT_FAMILY, attrs, escapeXml, richTextSvg, textSvg, wrapText } from './text.js';

const RENDERERS = {
  matrix: matrixSvg, table: tableSvg, bars: barsSvg, line: lineSvg, histogram: histogramSvg, waterfall: waterfallSvg,
};

const MARGIN = 24;
const GAP = 28;
const MAX_WIDTH = 1000;

export function figureSvgBody(figure, palette, theme) {
  const render = RENDERERS[figure.type];
  if (!render) throw new Error(`figuresSvg: no SVG renderer for a figure of type ${figure.type}`); // developer-facing
  return render(figure, palette, theme);
}

// The heading of one figure: its title, or its caption when it has no title
// (a heatmap's caption names it; a table's caption is drawn by the table).
function figureHeading(figure) {
  if (figure.type === 'table' || figure.type === 'bars' || figure.type === 'waterfall') return '';
  return figure.title || figure.caption || '';
}

// A page may show one key for several heatmaps (the head cards share the
// 0–1 weight scale and its key sits beside them, not in any card): a file
// on its own needs it, so a scale no figure keys gets its key on the last
// heatmap that uses it.
function withEveryLegend(figures) {
  const keyed = new Set();
  const last = new Map();
  figures.forEach(({ figure }, i) => {
    if (figure.type !== 'matrix') return;
    const scale = JSON.stringify(figure.scale);
    if (figure.legend) keyed.add(scale);
    last.set(scale, i);
  });
  return figures.map((entry, i) => {
    const scale = entry.figure.type === 'matrix' && JSON.stringify(entry.figure.scale);
    return scale && !keyed.has(scale) && last.get(scale) === i ? { ...entry, figure: { ...entry.figure, legend: true } } : entry;
  });
}

export function figuresSvg({ title, caption = '', figures, theme = 'light', source = '' }) {
  const palette = SVG_THEMES[theme];
  if (!palette) throw new Error(`figuresSvg: unknown theme ${theme}`); // developer-facing
  const blocks = withEveryLegend(figures).map(({ name, figure }) => {
    const body = figureSvgBody(figure, palette, theme);
    const heading = figureHeading(figure);
    const headingLines = heading ? wrapText(heading, Math.max(body.width, 260), 13, true) : [];
    const top = headingLines.length * 17 + (headingLines.length ? 9 : 0);
    const head = headingLines.map((line, i) => richTextSvg(line, { x: 0, y: 13 + i * 17, fill: palette.text, 'font-weight': 'bold' }, 13)).join('');
    return { name, type: figure.type, width: Math.max(body.width, headingLines.length ? 260 : 0), height: top + body.height,
             svg: head + `<g transform="translate(0 ${top})">${body.svg}</g>` };
  });
  // Reading order, side by side while a line has room.
  const placed = [];
  let x = 0;
  let y = 0;
  let lineHeight = 0;
  let widest = 0;
  for (const block of blocks) {
    if (x > 0 && x + block.width > MAX_WIDTH) {
      y += lineHeight + GAP;
      x = 0;
      lineHeight = 0;
    }
    placed.push({ ...block, x, y });
    x += block.width + GAP;
    widest = Math.max(widest, x - GAP);
    lineHeight = Math.max(lineHeight, block.height);
  }
  const figuresHeight = y + lineHeight;
  const textWidth = Math.max(widest, 420);
  const titleLines = wrapText(title, textWidth, 18, true);
  const captionLines = wrapText(caption, textWidth, 13);
  const headerHeight = titleLines.length * 24 + captionLines.length * 18 + 14;
  const width = Math.ceil(textWidth + 2 * MARGIN);
  const sourceY = MARGIN + headerHeight + figuresHeight + 24;
  const height = Math.ceil(sourceY + (source ? 10 : 0) + MARGIN);
  let out = `<?xml version="1.0" encoding="UTF-8"?>\n`
    + `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`
    + ` font-family="${FONT_FAMILY}" data-theme="${theme}">\n`
    + `<title>${escapeXml(title)}</title>\n<desc>${escapeXml(caption)}</desc>\n`
    + `<rect width="${width}" height="${height}" fill="${palette.background}"/>\n`;
  titleLines.forEach((line, i) => { out += richTextSvg(line, { x: MARGIN, y: MARGIN + 18 + i * 24, fill: palette.text, 'font-weight': 'bold', class: 'title' }, 18); });
  captionLines.forEach((line, i) => {
    out += richTextSvg(line, { x: MARGIN, y: MARGIN + titleLines.length * 24 + 14 + i * 18, fill: palette.muted, class: 'caption' }, 13);
  });
  for (const block of placed) {
    out += `\n<g${attrs({ transform: `translate(${MARGIN + block.x} ${MARGIN + headerHeight + block.y})`, 'data-figure': block.name, 'data-type': block.type })}>${block.svg}</g>`;
  }
  if (source) out += `\n${textSvg(source, { x: MARGIN, y: sourceY, fill: palette.muted, class: 'source' }, 11)}`;
  return `${out}\n</svg>\n`;
}
