// What the misconception demos (section 11) share: a named matrix panel
// (title, shape, heatmap) and the display-only look-ups they need to talk
// about a matrix (the largest cells of a row). None of them does arithmetic
// on the core's numbers.

import { createHeatmapView } from '../../figures/dom/heatmap.js';
import { el } from '../../lib/text/dom.js';
import { richSpan } from '../../lib/text/rich-text.js';
import { setText } from '../../figures/dom/table-parts.js';

// A heatmap under a heading that names the matrix and its shape, so
// "Q is (4, 3), X is (4, 6)" can be read off at a glance.
// createMatrixPanel(name) → {element, update(matrixFigure)}
export function createMatrixPanel(name) {
  const root = el('div', 'matrix-panel');
  const heading = el('p', 'matrix-panel__title');
  const shape = el('span', 'matrix-panel__shape');
  heading.append(richSpan(name, 'matrix-panel__name'), shape);
  const heatmap = createHeatmapView({ captionHidden: true }); // the heading names it
  root.append(heading, heatmap.element);
  return {
    element: root,
    update(figure) {
      setText(shape, `(${figure.rows}, ${figure.cols})`);
      heatmap.update(figure);
    },
  };
}

// Every column holding the largest finite entry of row r (ties all count).
export function topColumnsOfRow(values, cols, r) {
  const max = maxOfRow(values, cols, r, (c) => Number.isFinite(values[r * cols + c]));
  return Array.from({ length: cols }, (_, c) => c).filter((c) => values[r * cols + c] === max);
}

// The largest entry of row r, restricted to columns where keep(c) is true.
export function maxOfRow(values, cols, r, keep = () => true) {
  let max = -Infinity;
  for (let c = 0; c < cols; c += 1) if (keep(c) && values[r * cols + c] > max) max = values[r * cols + c];
  return max;
}
