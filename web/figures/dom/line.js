// The DOM renderer of a line figure (../model.js): a small SVG chart, one
// line per series over a shared x axis (log₂ or linear), a y axis (linear
// or log₁₀) with gridlines at its ticks, a dashed reference line and a
// guide at the reader's current x. It is decoration (aria-hidden): a table
// carries the same numbers.
//
// createLineView({width, height, className}) → {element, update(lineFigure)}
// A long series is thinned to MAX_POINTS vertices (the last one kept).
// `width` is where it starts: the chart is redrawn at the width it is shown
// (one unit of its viewBox a CSS pixel), so its labels keep their size on a
// phone instead of shrinking with a scaled-down drawing.

import { svg, svgRichText } from './svg.js';
import { xScale, yScale } from '../line-scales.js';
import { formatNumber } from '../../lib/text/format.js';
import { watchSize } from './overflow.js';

const PAD = { left: 42, right: 12, top: 12, bottom: 34 };
const MAX_POINTS = 400;
const MIN_WIDTH = 120; // narrower than this (hidden, or not laid out yet): keep the last width

export function createLineView({ width = 320, height = 190, className = '' } = {}) {
  let W = width;
  const H = height;
  const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: `line-chart ${className}`.trim(), 'aria-hidden': 'true', focusable: 'false' });
  let drawn = null;
  watchSize(root, () => {
    const shown = Math.round(root.getBoundingClientRect().width);
    if (shown < MIN_WIDTH || shown === W) return;
    W = shown;
    root.setAttribute('viewBox', `0 0 ${W} ${H}`);
    drawnKey = null;
    if (drawn) update(drawn);
  });

  // A slider step usually moves only the guide: the curves, axes and ticks
  // are redrawn only when their numbers changed.
  let drawnKey = null;
  let guide = null;
  function update(figure) {
    drawn = figure;
    const { x, y } = figure;
    const xs = x.values;
    const toX = xScale(x, W, PAD);
    const toY = yScale(y, H, PAD);
    const key = JSON.stringify([x, y, figure.reference, figure.guide !== null,
      figure.series.map((s) => [Array.from(s.values), s.style, s.marker])]);
    if (key === drawnKey) {
      if (guide) for (const name of ['x1', 'x2']) guide.setAttribute(name, String(toX(figure.guide)));
      return;
    }
    drawnKey = key;
    guide = figure.guide !== null
      ? svg('line', { x1: toX(figure.guide), x2: toX(figure.guide), y1: PAD.top, y2: H - PAD.bottom, class: 'line-chart__guide' })
      : null;
    root.replaceChildren(
      ...y.ticks.map((v, i) => gridLine(toY(v), y.tickLabels?.[i] ?? formatNumber(v, y.decimals ?? 1), W)),
      ...x.ticks.map((v) => svg('text', { x: toX(v), y: H - PAD.bottom + 14, class: 'line-chart__x-label' }, String(v))),
      svgRichText({ x: (PAD.left + W - PAD.right) / 2, y: H - 2, class: 'line-chart__axis-title' }, x.title ?? ''),
      ...(figure.reference ? [referenceLine(figure.reference, toY, W)] : []),
      ...(guide ? [guide] : []),
      ...figure.series.map((s) => seriesLine(xs, s, toX, toY)),
    );
  }

  return { element: root, update };
}

function gridLine(y, label, W) {
  const g = svg('g');
  g.append(
    svg('line', { x1: PAD.left, x2: W - PAD.right, y1: y, y2: y, class: 'line-chart__grid' }),
    svg('text', { x: PAD.left - 5, y: y + 3.5, class: 'line-chart__y-label' }, label),
  );
  return g;
}

function referenceLine({ value, label }, toY, W) {
  const g = svg('g', { class: 'line-chart__reference' });
  g.append(
    svg('line', { x1: PAD.left, x2: W - PAD.right, y1: toY(value), y2: toY(value) }),
    svg('text', { x: W - PAD.right, y: toY(value) - 4, 'text-anchor': 'end' }, label),
  );
  return g;
}

function seriesLine(xs, { values, style = '', marker = null }, toX, toY) {
  const g = svg('g', { class: `line-chart__series ${style ? `is-${style}` : ''}`.trim() });
  // A series may be shorter than the x values: it is drawn over the first ones.
  const count = Math.min(xs.length, values.length);
  const points = thin(count).map((i) => `${toX(xs[i]).toFixed(1)},${toY(values[i]).toFixed(1)}`);
  g.append(svg('polyline', { points: points.join(' '), class: 'line-chart__line' }));
  // A lone point is no line (a training run at step 0): it is marked, as the SVG renderer does.
  if (marker || count === 1) {
    for (let i = 0; i < count; i += 1) {
      const [cx, cy] = [toX(xs[i]), toY(values[i])];
      g.append(marker === 'square'
        ? svg('rect', { x: cx - 3, y: cy - 3, width: 6, height: 6, class: 'line-chart__marker' })
        : svg('circle', { cx, cy, r: 3.2, class: 'line-chart__marker' }));
    }
  }
  return g;
}

// The indices drawn: every one, or every k-th and the last.
function thin(count) {
  const every = Math.max(1, Math.ceil(count / MAX_POINTS));
  const indices = [];
  for (let i = 0; i < count; i += every) indices.push(i);
  if (count && indices.at(-1) !== count - 1) indices.push(count - 1);
  return indices;
}
