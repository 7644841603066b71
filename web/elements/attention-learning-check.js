// <attention-learning-check seed="1" heads="2" causal="0" step="1e-5">
//
// The gradient check, run by the reader: a random multi-head layer (four
// tokens, d_model = 6), the loss L = Σ Y ⊙ G for a random G (so dL/dY = G),
// and for every entry of X, W_Q, W_K, W_V and W_O the backward pass's
// gradient beside the central difference (L(θ + ε) − L(θ − ε)) / 2ε. Both
// columns come from the core's gradientCheck (./learning-check/model.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { createTableView } from '../figures/dom/table.js';
import { el, part } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';
import { fields, model } from './learning-check/model.js';

export const tagName = 'attention-learning-check';

export default class AttentionLearningCheck extends AttentionWidget {
  static get exportTitle() { return message('learning-check-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'learning-check widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    const again = el('button', 'button learning-check__again', message('learning-check-again'));
    again.type = 'button';
    again.addEventListener('click', () => this.setValues({ seed: (this.values.seed + 1) % 2 ** 32 }));
    this.verdict = part(el('p', 'learning-check__verdict'), 'verdict');
    this.verdict.setAttribute('aria-live', 'polite');
    this.table = createTableView();
    root.append(fields, again, this.verdict, this.table.element);
    return root;
  }

  render({ worst, agrees, table: tableFigure, verdict }) {
    this.table.update(tableFigure);
    this.verdict.classList.toggle('is-bad', !agrees);
    this.verdict.textContent = verdict;
    this.dataset.maxRelativeError = String(worst);
  }
}
