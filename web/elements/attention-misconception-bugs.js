// <attention-misconception-bugs bug="softmax-over-queries" seed="7" d-k="16">
//
// Seven bugs that run without an error and still give wrong attention. Each
// one is computed by the core (attentionVariant; onlineSoftmax for the
// forgotten rescale, attentionBackward for the mask after the softmax) next
// to the correct version, on the same seeded Q, K and V, with the table that exposes it:
// row sums, column sums, the largest weight in each row, and one column
// particular to the bug (./misconceptions/bugs/model.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { createMatrixPanel } from './misconceptions/matrix.js';
import { createTableView } from '../figures/dom/table.js';
import { el, part } from '../lib/text/dom.js';
import { setRichText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { fields, model } from './misconceptions/bugs/model.js';

export const tagName = 'attention-misconception-bugs';

export default class AttentionMisconceptionBugs extends AttentionWidget {
  static get exportTitle() { return message('misconception-bugs-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'misconception-demo bugs-demo widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    this.code = el('div', 'bugs-demo__code');
    this.right = createMatrixPanel(message('misconception-bugs-side-right', { kind: 'weights' }));
    this.wrong = createMatrixPanel(message('misconception-bugs-side-wrong', { kind: 'weights' }));
    const pair = el('div', 'misconception-pair');
    pair.append(this.right.element, this.wrong.element);
    this.verdict = el('p', 'misconception-verdict is-bad');
    this.verdict.setAttribute('aria-live', 'polite');
    this.table = createTableView({ className: 'bugs-demo__table' });
    root.append(fields, this.code, pair, this.verdict, this.table.element);
    return root;
  }

  render({ code, right, wrong, table: tableFigure, verdict, sides, controls }) {
    this.right.update(right, sides.right);
    this.wrong.update(wrong, sides.wrong);
    this.showCode(code, sides);
    this.table.update(tableFigure);
    setRichText(this.verdict, verdict);
    this.showControls(controls);
  }

  // The one-layer induction entry has no d_k, and its seed draws letters,
  // not Q, K and V: the control and the hint that do not apply are hidden.
  showControls({ dK, seedHint }) {
    this.controls.dK.element.hidden = !dK;
    const hint = this.controls.seed.element.querySelector('.field__hint');
    if (hint) hint.hidden = !seedHint;
  }

  showCode({ right, wrong }, { rightName, wrongName }) {
    const line = (mark, text, className, name) => {
      const row = part(el('div', `bugs-demo__line ${className}`), 'code-line');
      const label = el('span', 'bugs-demo__mark', mark);
      label.setAttribute('aria-label', name);
      row.append(label, el('code', '', text));
      return row;
    };
    this.code.replaceChildren(line('✓', right, 'is-right', rightName), line('✗', wrong, 'is-wrong', wrongName));
  }
}
