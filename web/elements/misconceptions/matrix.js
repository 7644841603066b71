// What the misconception demos (section 11) share on the page: a named
// matrix panel (title, shape, heatmap). The look-ups their models need to
// talk about a matrix are in ./rows.js.

import { createHeatmapView } from '../../figures/dom/heatmap.js';
import { el } from '../../lib/text/dom.js';
import { richSpan } from '../../lib/text/rich-text.js';
import { setText } from '../../figures/dom/table-parts.js';

// A heatmap under a heading that names the matrix and its shape, so
// "Q is (4, 3), X is (4, 6)" can be read off at a glance.
// createMatrixPanel(name) → {element, update(matrixFigure, name?)}: a name
// given to update replaces the panel's.
export function createMatrixPanel(name) {
  const root = el('div', 'matrix-panel');
  const heading = el('p', 'matrix-panel__title');
  const shape = el('span', 'matrix-panel__shape');
  let shown = name;
  let title = richSpan(name, 'matrix-panel__name');
  heading.append(title, shape);
  const heatmap = createHeatmapView({ captionHidden: true }); // the heading names it
  root.append(heading, heatmap.element);
  return {
    element: root,
    update(figure, newName = shown) {
      if (newName !== shown) {
        const next = richSpan(newName, 'matrix-panel__name');
        title.replaceWith(next);
        [title, shown] = [next, newName];
      }
      setText(shape, `(${figure.rows}, ${figure.cols})`);
      heatmap.update(figure);
    },
  };
}
