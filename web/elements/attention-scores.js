// <attention-scores seed="42" d-k="3">
//
// Section 3: the raw score matrix S = Q·Kᵀ of the worked example as
// Q · Kᵀ = S, three grids side by side. Hovering or focusing a cell of S
// explains it: row i of Q and column j of Kᵀ light up, and the dot product
// q_i · k_j is written out term by term (./scores/model.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createMatrixGridView } from '../figures/dom/matrix-grid.js';
import { createTableView } from '../figures/dom/table.js';
import { el } from '../lib/text/dom.js';
import { richText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { START_CELL, fields, model, prepare } from './scores/model.js';

export const tagName = 'attention-scores';

export default class AttentionScores extends AttentionWidget {
  static get exportTitle() { return message('scores-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    this.cell = [...START_CELL];
    const root = el('div', 'scores-widget widget-card');
    const controls = el('div', 'widget-fields');
    controls.append(...this.fields.map((f) => this.controls[f.key].element));
    root.append(controls, this.buildProduct(), this.buildExplanation());
    return root;
  }

  buildProduct() {
    const row = el('div', 'scores-widget__product');
    this.q = createMatrixGridView();
    this.kt = createMatrixGridView();
    this.heatmap = createHeatmapView({ onFocusCell: (i, j) => this.showCell(i, j) });
    const op = (text) => { const s = el('span', 'scores-widget__op', text); s.setAttribute('aria-hidden', 'true'); return s; };
    // "=" travels with S when the row wraps, so it never dangles at a line end.
    const result = el('div', 'scores-widget__result');
    result.append(op('='), this.heatmap.element);
    row.append(this.q.element, op('·'), this.kt.element, result);
    return row;
  }

  buildExplanation() {
    const box = el('div', 'scores-widget__explain');
    box.setAttribute('aria-live', 'polite');
    this.heading = el('p', 'scores-widget__heading');
    this.vectors = el('div', 'scores-widget__vectors');
    this.expansion = el('p', 'scores-widget__expansion');
    this.terms = createTableView();
    this.check = el('p', 'scores-widget__check');
    const text = el('div', 'scores-widget__text');
    text.append(this.vectors, this.expansion, this.check);
    const body = el('div', 'scores-widget__explain-body');
    body.append(text, this.terms.element);
    box.append(this.heading, body);
    return box;
  }

  // The example depends on (seed, d_k) only: kept, so that pointing at
  // another cell asks the core for one dot product, not a whole example.
  prepare(am, values) {
    const key = `${values.seed}:${values.dK}`;
    if (this.exampleKey !== key || this.exampleCore !== am) {
      Object.assign(this, { exampleKey: key, exampleCore: am, exampleInputs: prepare(am, values) });
    }
    return this.exampleInputs;
  }

  // The cell explained: the one pointed at or focused last.
  viewState() {
    return { cell: this.cell };
  }

  render({ q, kt, scores, explanation, terms }) {
    this.q.update(q);
    this.kt.update(kt);
    this.heatmap.update(scores);
    this.terms.update(terms);
    this.explain(explanation);
  }

  // Pointing at a cell explains it: the same model, for that cell.
  showCell(i, j) {
    this.cell = [i, j];
    if (this.prepared) this.render(this.figuresFor(this.am, this.values));
  }

  explain({ heading, question, vectors, expansion, check, same }) {
    this.heading.replaceChildren(...richText(heading, { varClass: 'scores-widget__symbol' }), question);
    this.vectors.replaceChildren(...vectors.map(([symbol, rest]) => {
      const line = el('p', 'scores-widget__vector');
      line.append(...richText(symbol, { varClass: 'scores-widget__symbol' }), rest);
      return line;
    }));
    this.expansion.textContent = expansion;
    this.check.textContent = check;
    this.check.dataset.same = String(same);
    this.check.classList.toggle('is-bad', !same);
  }
}
