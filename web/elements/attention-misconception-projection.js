// <attention-misconception-projection token="sat" seed="42">
//
// Misconception (a), "Q, K and V are the input embeddings". One token's
// embedding x and its three projections q = x·W_Q, k = x·W_K, v = x·W_V in
// one small table: four different vectors, of two different widths. (The
// full matrices are in the Q, K, V section; this is the one-row view.) The
// toy "sat" is six equal numbers, which makes the point sharpest: its query
// is not, because each column of W_Q weighs the features differently.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { numberLabels, row, table } from '../figures/model.js';
import { createTableView } from '../figures/dom/table.js';
import { SEED_TOKENS } from '../lib/core/seed-example.js';
import { setRichText } from '../lib/text/rich-text.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';

export const tagName = 'attention-misconception-projection';

const ROWS = [
  { key: 'X', label: 'embedding {x}', width: 'dModel' },
  { key: 'Q', label: 'query {q} = {x} W_Q', width: 'dK' },
  { key: 'K', label: 'key {k} = {x} W_K', width: 'dK' },
  { key: 'V', label: 'value {v} = {x} W_V', width: 'dV' },
];

export default class AttentionMisconceptionProjection extends AttentionWidget {
  static exportTitle = 'Misconception: projections change who attends to whom';
  static fields = [
    field({ key: 'token', attribute: 'token', param: 'token', kind: 'choice', label: 'the token', subject: 'The token',
            caption: 'Token', fallback: 'sat', choices: SEED_TOKENS.map((t) => ({ value: t, label: `“${t}”` })) }),
    field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
            min: 0, max: 4294967295, fallback: 42, hint: 'Draws W_Q, W_K and W_V; x stays the same.' }),
  ];

  build() {
    const root = el('div', 'misconception-demo widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    this.table = createTableView({ className: 'vector-table' });
    this.findings = el('p', 'misconception-verdict');
    this.findings.setAttribute('aria-live', 'polite');
    root.append(fields, this.table.element, this.findings);
    return root;
  }

  // A few vectors of different widths, one per row, under shared column
  // numbers; a shorter vector leaves its last cells empty, and each number
  // keeps its exact value.
  model(am, { token, seed }) {
    const w = am.walkthrough({ seed });
    const i = w.tokens.indexOf(token);
    const vectors = ROWS.map((r) => row(w[r.key], w[r.width], i));
    const list = (values) => `[${values.map((value) => formatNumber(value, 2)).join(', ')}]`;
    const [x, q, k, v] = vectors;
    const equal = x.every((value) => value === x[0]);
    return {
      table: table({
        caption: 'One token as the attention layer sees it: its embedding and its three projections',
        columns: [{ label: 'vector' }, ...numberLabels(w.dModel).map((label) => ({ label, numeric: true }))],
        rows: ROWS.map((r, j) => ({
          header: r.label,
          cells: numberLabels(w.dModel).map((_, c) => (c < vectors[j].length
            ? { text: formatNumber(vectors[j][c], 2), value: vectors[j][c] } : '')),
        })),
      }),
      findings: `“${token}” enters as x = ${list(x)}, ${w.dModel} numbers${equal ? ', all equal' : ''}. `
        + `It leaves as three ${w.dK}-number vectors: q = ${list(q)}, k = ${list(k)}, v = ${list(v)}. `
        + 'None of them is x, and no two are alike, because W_Q, W_K and W_V are different matrices.',
    };
  }

  render({ table: tableFigure, findings }) {
    this.table.update(tableFigure);
    setRichText(this.findings, findings);
  }
}
