// <attention-misconception-similarity seed="14">
//
// Misconception (b), "attention is just similarity search". For each token,
// the key it would pick by plain embedding similarity (X·Xᵀ) against the key
// attention actually scores highest (Q·Kᵀ = X·W_Q·W_Kᵀ·Xᵀ), plus one pair
// of cells read both ways: X·Xᵀ is symmetric, Q·Kᵀ is not. The Q, K, V
// section draws X·Xᵀ in full; this only compares the two rankings
// (./misconceptions/similarity/model.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { createTableView } from '../figures/dom/table.js';
import { el } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';
import { richText } from '../lib/text/rich-text.js';
import { fields, model } from './misconceptions/similarity/model.js';

export const tagName = 'attention-misconception-similarity';

export default class AttentionMisconceptionSimilarity extends AttentionWidget {
  static get exportTitle() { return message('misconception-similarity-export-title'); }
  static fields = fields;
  static model = model;

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

  render({ table: tableFigure, findings }) {
    this.table.update(tableFigure);
    this.findings.replaceChildren(...findings.map((text) => {
      const li = el('li');
      li.append(...richText(text));
      return li;
    }));
  }
}
