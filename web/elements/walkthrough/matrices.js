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

const VIEWS = [
  { key: 'X', title: 'X: the embeddings', rows: 'tokens', cols: 'dModel' },
  { key: 'WQ', title: 'W_Q: the query projection', rows: 'dModel', cols: 'dK' },
  { key: 'WK', title: 'W_K: the key projection', rows: 'dModel', cols: 'dK' },
  { key: 'WV', title: 'W_V: the value projection', rows: 'dModel', cols: 'dV' },
  { key: 'Q', title: 'Q = X·W_Q: the queries', rows: 'tokens', cols: 'dK' },
  { key: 'K', title: 'K = X·W_K: the keys', rows: 'tokens', cols: 'dK' },
  { key: 'V', title: 'V = X·W_V: the values', rows: 'tokens', cols: 'dV' },
  { key: 'scaledScores', title: 'Q·Kᵀ/√d_k: the scaled scores', rows: 'tokens', cols: 'tokens' },
  { key: 'weights', title: 'softmax: the attention weights', rows: 'tokens', cols: 'tokens', weights: true },
  { key: 'output', title: 'weights·V: the output', rows: 'tokens', cols: 'dV' },
];

function labels(kind, example) {
  if (kind === 'tokens') return example.tokens;
  return numberLabels({ dModel: example.dModel, dK: example.dK, dV: example.dV }[kind]);
}

export function matricesFigure(example, key) {
  const view = VIEWS.find((v) => v.key === key);
  const values = example[view.key];
  const rowLabels = labels(view.rows, example);
  const colLabels = labels(view.cols, example);
  return matrix({
    values, rows: rowLabels.length, cols: colLabels.length, rowLabels, colLabels, decimals: 4,
    caption: 'The selected matrix, full precision rounded to 4 decimals', corner: 'row ↓ column →',
    scale: view.weights ? WEIGHT_SCALE : divergingScale(values), legend: true,
    describe: (row, col, text) => `row ${row}, column ${col}: ${text}`,
    note: `shape (${rowLabels.length}, ${colLabels.length})`,
  });
}

export function createMatrixViews(prefix, onChoose) {
  const root = el('div', 'matrix-views');
  const id = `${prefix}-matrix-choice`;
  const label = el('label', 'field__label', 'Show');
  label.htmlFor = id;
  const select = el('select', 'field__select');
  select.id = id;
  for (const view of VIEWS) {
    const option = el('option', '', plainText(view.title).replace(/_/g, '')); // <option> holds plain text only
    option.value = view.key;
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
