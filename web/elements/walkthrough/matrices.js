// "Every matrix": one heatmap at a time, chosen from the intermediates of
// the worked example, with its shape and where it comes from. The heatmap is
// a table, so it is also the text alternative.
//
// matricesFigure(example, key) → the matrix figure of one view (pure);
// createMatrixViews(prefix, onChoose) → {element, update(figure), chosen()}.

import { WEIGHT_SCALE, divergingScale, matrix, numberLabels } from '../../figures/model.js';
import { createHeatmapView } from '../../figures/dom/heatmap.js';
import { el } from '../../lib/text/dom.js';
import { plainText } from '../../lib/text/rich-text.js';
import { setText } from '../../figures/dom/table-parts.js';
import { message } from '../../lib/text/messages.js';

// Each view's title is the message walkthrough-matrix-title with its key, read when shown.
const view = (key, rows, cols, extra = {}) => ({
  key, rows, cols, ...extra, get title() { return message('walkthrough-matrix-title', { key }); },
});
const VIEWS = [
  view('X', 'tokens', 'dModel'), view('WQ', 'dModel', 'dK'), view('WK', 'dModel', 'dK'), view('WV', 'dModel', 'dV'),
  view('Q', 'tokens', 'dK'), view('K', 'tokens', 'dK'), view('V', 'tokens', 'dV'),
  view('scaledScores', 'tokens', 'tokens'), view('weights', 'tokens', 'tokens', { weights: true }), view('output', 'tokens', 'dV'),
];

function labels(kind, example) {
  if (kind === 'tokens') return example.tokens;
  return numberLabels({ dModel: example.dModel, dK: example.dK, dV: example.dV }[kind]);
}

export function matricesFigure(example, key) {
  const chosen = VIEWS.find((v) => v.key === key);
  const values = example[chosen.key];
  const rowLabels = labels(chosen.rows, example);
  const colLabels = labels(chosen.cols, example);
  return matrix({
    values, rows: rowLabels.length, cols: colLabels.length, rowLabels, colLabels, decimals: 4,
    caption: message('walkthrough-matrix-caption'), corner: message('walkthrough-matrix-corner'),
    scale: chosen.weights ? WEIGHT_SCALE : divergingScale(values), legend: true,
    describe: (row, col, text) => message('walkthrough-matrix-cell', { row, col, text }),
    note: message('walkthrough-matrix-shape', { rows: rowLabels.length, cols: colLabels.length }),
  });
}

export function createMatrixViews(prefix, onChoose) {
  const root = el('div', 'matrix-views');
  const id = `${prefix}-matrix-choice`;
  const label = el('label', 'field__label', message('walkthrough-matrix-show'));
  label.htmlFor = id;
  const select = el('select', 'field__select');
  select.id = id;
  for (const { key, title } of VIEWS) {
    const option = el('option', '', plainText(title).replace(/_/g, '')); // <option> holds plain text only
    option.value = key;
    select.append(option);
  }
  select.value = 'Q';
  const shape = el('p', 'matrix-views__shape');
  shape.setAttribute('aria-live', 'polite');
  // One heatmap per kind of scale, so that switching between a signed matrix
  // and the weights rebuilds neither.
  const heatmaps = { signed: createHeatmapView(), weights: createHeatmapView() };
  const bar = el('div', 'matrix-views__bar');
  bar.append(label, select, shape);
  root.append(bar, heatmaps.signed.element, heatmaps.weights.element);
  select.addEventListener('change', () => onChoose(select.value));

  return {
    element: root,
    chosen: () => select.value,
    update(figure) {
      const weights = figure.scale === WEIGHT_SCALE;
      const [shown, hidden] = weights ? [heatmaps.weights, heatmaps.signed] : [heatmaps.signed, heatmaps.weights];
      hidden.element.hidden = true;
      shown.element.hidden = false;
      shown.update({ ...figure, note: '' });
      setText(shape, figure.note);
    },
  };
}
