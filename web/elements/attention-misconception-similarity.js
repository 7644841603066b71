// <attention-misconception-similarity seed="42">
//
// Misconception (b), "attention is just similarity search". Puts the raw
// similarity of the embeddings, X·Xᵀ, beside the scores attention actually
// uses, Q·Kᵀ = X·W_Q·W_Kᵀ·Xᵀ. The first is symmetric and (for these toy
// embeddings) has each token most similar to itself; the second is neither,
// because W_Q and W_K decide which features count.

import { AttentionWidget, field } from '../lib/widget.js';
import { createMatrixPanel, topColumnsOfRow, transpose } from '../lib/misconceptions-matrix.js';
import { createDataTable } from '../lib/data-table.js';
import { el } from '../lib/dom.js';
import { formatNumber } from '../lib/format.js';

export const tagName = 'attention-misconception-similarity';

export default class AttentionMisconceptionSimilarity extends AttentionWidget {
  static fields = [
    field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
            min: 0, max: 4294967295, fallback: 42, hint: 'Draws W_Q and W_K; X stays the same.' }),
  ];

  build() {
    const root = el('div', 'misconception-demo widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(this.controls.seed.element);
    this.raw = createMatrixPanel({ name: 'X·Xᵀ', scale: 'sequential', note: 'raw similarity of the embeddings', caption: 'Raw similarity X·Xᵀ',
                                   corner: 'query ╲ key', what: (r, c) => `raw similarity of ${r} and ${c}` });
    this.learned = createMatrixPanel({ name: 'Q·Kᵀ', note: 'the scores attention uses (before scaling)',
                                       caption: 'Learned scores Q·Kᵀ', corner: 'query ╲ key',
                                       what: (r, c) => `score of query ${r} against key ${c}` });
    const pair = el('div', 'misconception-pair');
    pair.append(this.raw.element, this.learned.element);
    this.table = createDataTable({
      caption: 'For each token, the key it scores highest',
      columns: [{ label: 'token' }, { label: 'by X·Xᵀ' }, { label: 'by Q·Kᵀ' }],
    });
    this.findings = el('ul', 'misconception-findings');
    this.findings.setAttribute('aria-live', 'polite');
    root.append(fields, pair, this.table.element, this.findings);
    return root;
  }

  update(am, { seed }) {
    const w = am.walkthrough({ seed });
    const { n, dModel, tokens } = w;
    const xxt = am.matmul({ A: w.X, B: transpose(w.X, n, dModel), rows: n, inner: dModel, cols: n });
    const qkt = am.attention({ Q: w.Q, K: w.K, V: w.V, n, dK: w.dK, dV: w.dV }).rawScores;
    const labels = { rows: n, cols: n, rowLabels: tokens, colLabels: tokens };
    this.raw.update({ values: xxt, ...labels });
    this.learned.update({ values: qkt, ...labels });
    const top = (m, i) => topColumnsOfRow(m, n, i).map((j) => tokens[j]).join(' = ');
    this.table.update(tokens.map((token, i) => ({
      header: token, cells: [top(xxt, i), top(qkt, i)],
    })));
    this.showFindings(tokens, xxt, qkt, n);
  }

  showFindings(tokens, xxt, qkt, n) {
    const [a, b] = [0, 1]; // "The" and "cat"
    const selfTop = (m) => tokens.filter((_, i) => topColumnsOfRow(m, n, i).includes(i)).length;
    const cell = (m, i, j) => formatNumber(m[i * n + j], 3);
    this.findings.replaceChildren(
      el('li', '', `X·Xᵀ is symmetric: ${tokens[a]}→${tokens[b]} and ${tokens[b]}→${tokens[a]} are both `
        + `${cell(xxt, a, b)}. Q·Kᵀ is not: ${cell(qkt, a, b)} one way, ${cell(qkt, b, a)} the other, `
        + 'because a query and a key are different projections.'),
      el('li', '', `By raw similarity, ${selfTop(xxt)} of ${n} tokens rank themselves first (ties included); `
        + `by the learned scores, ${selfTop(qkt)}. W_Q and W_K decide which features count, so the ranking changes with them.`),
    );
  }
}
