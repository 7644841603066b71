// <attention-misconception-projection token="sat" seed="42">
//
// Misconception (a), "Q, K and V are the input embeddings". One token's
// embedding x and its three projections q = x·W_Q, k = x·W_K, v = x·W_V in
// one small table: four different vectors, of two different widths. (The
// full matrices are in the Q, K, V section; this is the one-row view.) The
// toy "sat" is six equal numbers, which makes the point sharpest: its query
// is not, because each column of W_Q weighs the features differently
// (./misconceptions/projection/model.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { createTableView } from '../figures/dom/table.js';
import { setRichText } from '../lib/text/rich-text.js';
import { el } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';
import { fields, model } from './misconceptions/projection/model.js';

export const tagName = 'attention-misconception-projection';

export default class AttentionMisconceptionProjection extends AttentionWidget {
  static get exportTitle() { return message('misconception-projection-export-title'); }
  static fields = fields;
  static model = model;

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

  render({ table: tableFigure, findings }) {
    this.table.update(tableFigure);
    setRichText(this.findings, findings);
  }
}
