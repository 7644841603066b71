// <attention-misconception-projection seed="42" d-k="3">
//
// Misconception (a), "Q, K and V are the input embeddings". Shows the
// walkthrough's X, the projection W_Q and their product Q side by side: the
// shapes differ (d_model columns against d_k) and so do the numbers. The
// "sat" row of X is six equal numbers; its query is not, because each
// column of W_Q mixes the features differently.

import { AttentionWidget, field } from '../lib/widget.js';
import { createMatrixPanel, numberLabels } from '../lib/misconceptions-matrix.js';
import { el } from '../lib/dom.js';
import { formatNumber } from '../lib/format.js';

export const tagName = 'attention-misconception-projection';

export default class AttentionMisconceptionProjection extends AttentionWidget {
  static fields = [
    field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
            min: 0, max: 4294967295, fallback: 42, hint: 'Draws W_Q from numpy’s generator.' }),
    field({ key: 'dK', attribute: 'd-k', param: 'dk', label: 'd_k', subject: 'd_k', caption: 'Query width dₖ',
            min: 1, max: 8, fallback: 3, hint: 'Columns of W_Q, and so of Q.' }),
  ];

  build() {
    const root = el('div', 'misconception-demo widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    this.x = createMatrixPanel({ name: 'X', note: 'the embeddings: one row per token', caption: 'Input embeddings X',
                                 corner: 'token', what: (r, c) => `X, token ${r}, feature ${c}` });
    this.wq = createMatrixPanel({ name: 'W_Q', note: 'learned projection', caption: 'Projection W_Q',
                                  corner: 'feature', what: (r, c) => `W_Q, row ${r}, column ${c}` });
    this.q = createMatrixPanel({ name: 'Q = X·W_Q', note: 'the queries', caption: 'Queries Q',
                                 corner: 'token', what: (r, c) => `Q, token ${r}, column ${c}` });
    const product = el('div', 'misconception-product');
    product.append(this.x.element, operator('×'), this.wq.element, operator('='), this.q.element);
    this.findings = el('ul', 'misconception-findings');
    this.findings.setAttribute('aria-live', 'polite');
    root.append(fields, product, this.findings);
    return root;
  }

  update(am, { seed, dK }) {
    const w = am.walkthrough({ seed, dK, dV: dK });
    const tokens = w.tokens;
    this.x.update({ values: w.X, rows: w.n, cols: w.dModel, rowLabels: tokens, colLabels: numberLabels(w.dModel) });
    this.wq.update({ values: w.WQ, rows: w.dModel, cols: dK, rowLabels: numberLabels(w.dModel), colLabels: numberLabels(dK) });
    this.q.update({ values: w.Q, rows: w.n, cols: dK, rowLabels: tokens, colLabels: numberLabels(dK) });
    this.showFindings(w, dK);
  }

  showFindings(w, dK) {
    const sat = w.tokens.indexOf('sat');
    const row = (values, cols, r) => Array.from(values.slice(r * cols, (r + 1) * cols), (v) => formatNumber(v, 2)).join(', ');
    this.findings.replaceChildren(
      el('li', '', `Different shapes: X is (${w.n}, ${w.dModel}), one ${w.dModel}-number embedding per token; `
        + `Q is (${w.n}, ${dK}). Same rows (one per token), different columns.`),
      el('li', '', `Different numbers: “${w.tokens[sat]}” is [${row(w.X, w.dModel, sat)}] in X, `
        + `but its query is [${row(w.Q, dK, sat)}]. K and V come from the same X through W_K and W_V, `
        + 'so a token gets three different vectors.'),
    );
  }
}

function operator(symbol) {
  const node = el('span', 'misconception-product__operator', symbol);
  node.setAttribute('aria-hidden', 'true');
  return node;
}
