// <attention-misconception-projection token="sat" seed="42">
//
// Misconception (a), "Q, K and V are the input embeddings". One token's
// embedding x and its three projections q = x·W_Q, k = x·W_K, v = x·W_V in
// one small table: four different vectors, of two different widths. (The
// full matrices are in the Q, K, V section; this is the one-row view.) The
// toy "sat" is six equal numbers, which makes the point sharpest: its query
// is not, because each column of W_Q weighs the features differently.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { createVectorTable } from './misconceptions/matrix.js';
import { withSubscripts } from '../lib/text/subscripts.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';

export const tagName = 'attention-misconception-projection';

const TOKENS = ['The', 'cat', 'sat', 'down']; // the walkthrough's sentence
const ROWS = [
  { key: 'X', label: 'embedding x', width: 'dModel' },
  { key: 'Q', label: 'query q = x W_Q', width: 'dK' },
  { key: 'K', label: 'key k = x W_K', width: 'dK' },
  { key: 'V', label: 'value v = x W_V', width: 'dV' },
];

export default class AttentionMisconceptionProjection extends AttentionWidget {
  static fields = [
    field({ key: 'token', attribute: 'token', param: 'token', kind: 'choice', label: 'the token', subject: 'The token',
            caption: 'Token', fallback: 'sat', choices: TOKENS.map((t) => ({ value: t, label: `“${t}”` })) }),
    field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
            min: 0, max: 4294967295, fallback: 42, hint: 'Draws W_Q, W_K and W_V; x stays the same.' }),
  ];

  build() {
    const root = el('div', 'misconception-demo widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    this.table = createVectorTable({ id: this.idPrefix,
                                     caption: 'One token as the attention layer sees it: its embedding and its three projections' });
    this.findings = el('p', 'misconception-verdict');
    this.findings.setAttribute('aria-live', 'polite');
    root.append(fields, this.table.element, this.findings);
    return root;
  }

  update(am, { token, seed }) {
    const w = am.walkthrough({ seed });
    const i = w.tokens.indexOf(token);
    const rowOf = ({ key, width }) => Array.from(w[key].slice(i * w[width], (i + 1) * w[width]));
    const vectors = ROWS.map((row) => ({ label: row.label, values: rowOf(row) }));
    this.table.update({ columns: w.dModel, rows: vectors });
    this.showFindings(token, vectors, w);
  }

  showFindings(token, [x, q, k, v], w) {
    const list = (values) => `[${values.map((value) => formatNumber(value, 2)).join(', ')}]`;
    const equal = x.values.every((value) => value === x.values[0]);
    const text = `“${token}” enters as x = ${list(x.values)}, ${w.dModel} numbers${equal ? ', all equal' : ''}. `
      + `It leaves as three ${w.dK}-number vectors: q = ${list(q.values)}, k = ${list(k.values)}, v = ${list(v.values)}. `
      + 'None of them is x, and no two are alike, because W_Q, W_K and W_V are different matrices.';
    this.findings.replaceChildren(...withSubscripts(text));
  }
}
