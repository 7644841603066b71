// "Every matrix": one heatmap at a time, chosen from the intermediates of
// the worked example, with its shape and where it comes from. The heatmap is
// a table, so it is also the text alternative.

import { createHeatmap } from '../../figures/heatmap.js';
import { el } from '../../lib/text/dom.js';
import { withSubscripts } from '../../lib/text/subscripts.js';

const VIEWS = [
  { key: 'X', title: 'X: the embeddings', rows: 'tokens', cols: 'dModel' },
  { key: 'WQ', title: 'W_Q: the query projection', rows: 'dModel', cols: 'dK' },
  { key: 'WK', title: 'W_K: the key projection', rows: 'dModel', cols: 'dK' },
  { key: 'WV', title: 'W_V: the value projection', rows: 'dModel', cols: 'dV' },
  { key: 'Q', title: 'Q = X·W_Q: the queries', rows: 'tokens', cols: 'dK' },
  { key: 'K', title: 'K = X·W_K: the keys', rows: 'tokens', cols: 'dK' },
  { key: 'V', title: 'V = X·W_V: the values', rows: 'tokens', cols: 'dV' },
  { key: 'scaledScores', title: 'Q·Kᵀ/√d_k: the scaled scores', rows: 'tokens', cols: 'tokens' },
  { key: 'weights', title: 'softmax: the attention weights', rows: 'tokens', cols: 'tokens', sequential: true },
  { key: 'output', title: 'weights·V: the output', rows: 'tokens', cols: 'dV' },
];

function labels(kind, example) {
  if (kind === 'tokens') return example.tokens;
  const size = { dModel: example.dModel, dK: example.dK, dV: example.dV }[kind];
  return Array.from({ length: size }, (_, i) => String(i + 1));
}

export function createMatrixViews(prefix) {
  const root = el('div', 'matrix-views');
  const id = `${prefix}-matrix-choice`;
  const label = el('label', 'field__label', 'Show');
  label.htmlFor = id;
  const select = el('select', 'field__select');
  select.id = id;
  for (const view of VIEWS) {
    const option = el('option', '', view.title.replace(/_(\w)/g, '$1')); // <option> holds plain text only
    option.value = view.key;
    select.append(option);
  }
  select.value = 'Q';
  const shape = el('p', 'matrix-views__shape');
  shape.setAttribute('aria-live', 'polite');
  const heatmaps = { signed: makeHeatmap('diverging'), sequential: makeHeatmap('sequential') };
  const bar = el('div', 'matrix-views__bar');
  bar.append(label, select, shape);
  root.append(bar, heatmaps.signed.element, heatmaps.sequential.element);
  let last = null;

  function draw() {
    if (!last) return;
    const view = VIEWS.find((v) => v.key === select.value);
    const rowLabels = labels(view.rows, last);
    const colLabels = labels(view.cols, last);
    const [shown, hidden] = view.sequential ? [heatmaps.sequential, heatmaps.signed] : [heatmaps.signed, heatmaps.sequential];
    hidden.element.hidden = true;
    shown.element.hidden = false;
    shown.update({ values: last[view.key], rows: rowLabels.length, cols: colLabels.length, rowLabels, colLabels });
    shape.textContent = `shape (${rowLabels.length}, ${colLabels.length})`;
  }

  select.addEventListener('change', draw);
  return { element: root, update(example) { last = example; draw(); } };
}

function makeHeatmap(scale) {
  return createHeatmap({
    caption: 'The selected matrix, full precision rounded to 4 decimals',
    corner: 'row ↓ column →',
    decimals: 4,
    scale,
    describeCell: (row, col, text) => `row ${row}, column ${col}: ${text}`,
  });
}
