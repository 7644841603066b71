// <attention-misconception-similarity seed="42">
//
// Misconception (b), "attention is just similarity search". For each token,
// the key it would pick by plain embedding similarity (X·Xᵀ) against the key
// attention actually scores highest (Q·Kᵀ = X·W_Q·W_Kᵀ·Xᵀ), plus one pair
// of cells read both ways: X·Xᵀ is symmetric, Q·Kᵀ is not. The Q, K, V
// section draws X·Xᵀ in full; this only compares the two rankings.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { topColumnsOfRow } from './misconceptions/matrix.js';
import { table, transpose } from '../figures/model.js';
import { createTableView } from '../figures/dom/table.js';
import { el } from '../lib/text/dom.js';
import { richText } from '../lib/text/rich-text.js';
import { formatNumber } from '../lib/text/format.js';

export const tagName = 'attention-misconception-similarity';

export default class AttentionMisconceptionSimilarity extends AttentionWidget {
  static exportTitle = 'Misconception: attention is not symmetric similarity';
  static fields = [
    field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
            min: 0, max: 4294967295, fallback: 42, hint: 'Draws W_Q and W_K; the embeddings X stay the same.' }),
  ];

  build() {
    const root = el('div', 'misconception-demo widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(this.controls.seed.element);
    this.table = createTableView();
    this.findings = el('ul', 'misconception-findings');
    this.findings.setAttribute('aria-live', 'polite');
    root.append(fields, this.table.element, this.findings);
    return root;
  }

  model(am, { seed }) {
    const w = am.walkthrough({ seed });
    const { n, dModel, tokens } = w;
    const xxt = am.matmul({ A: w.X, B: transpose(w.X, n, dModel), rows: n, inner: dModel, cols: n });
    const qkt = am.attention({ Q: w.Q, K: w.K, V: w.V, n, dK: w.dK, dV: w.dV }).rawScores;
    const top = (m, i) => topColumnsOfRow(m, n, i).map((j) => tokens[j]).join(' = ');
    const changed = tokens.filter((_, i) => top(xxt, i) !== top(qkt, i)).length;
    const [a, b] = [0, 1]; // "The" and "cat"
    const cell = (m, i, j) => formatNumber(m[i * n + j], 3);
    return {
      table: table({
        caption: 'For each token, the key it ranks first',
        columns: [{ label: 'token' }, { label: 'by plain similarity X·Xᵀ' }, { label: 'by attention score Q·Kᵀ' }],
        rows: tokens.map((token, i) => ({
          header: token, cells: [top(xxt, i), top(qkt, i)], marks: top(xxt, i) !== top(qkt, i) ? ['changed'] : [],
        })),
      }),
      findings: [
        `Plain similarity is symmetric: “${tokens[a]}” with “${tokens[b]}” and “${tokens[b]}” with “${tokens[a]}” `
          + `both give ${cell(xxt, a, b)}. The attention scores differ: ${cell(qkt, a, b)} one way, ${cell(qkt, b, a)} the other, `
          + 'because a query and a key are different projections.',
        `${changed} of ${n} tokens rank a different key first once W_Q and W_K decide which features count.`,
      ],
    };
  }

  render({ table: tableFigure, findings }) {
    this.table.update(tableFigure);
    this.findings.replaceChildren(...findings.map((text) => {
      const li = el('li');
      li.append(...richText(text));
      return li;
    }));
  }
}
