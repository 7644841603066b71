// <attention-why query="cat">
//
// Section 1: one query token's attention weights over the whole sentence,
// from the worked example (am.walkthrough() defaults: "The cat sat down").
// The reader picks the query with a row of token buttons; the weights are
// drawn as bars on a 0…1 axis, with a table (score, weight) as the text
// alternative and a line writing the token's output O_i as the weighted
// sum of the value vectors v_j, left unevaluated: chapter 2's prediction
// (weighted-sum/leans-toward) asks the reader to reason out that vector, so
// this page must not print it first. Under the bars, what to notice across all
// four rows (which key every query favours, and which it gives least): an
// untrained model's weights are close to even, and the reader needs to be
// told where the differences are. The numbers and words: ./why/model.js.

import { AttentionWidget } from '../lib/widget/widget.js';
import { createBarsView } from '../figures/dom/bars.js';
import { createTableView } from '../figures/dom/table.js';
import { SEED_TOKENS } from '../lib/core/seed-example.js';
import { el, part } from '../lib/text/dom.js';
import { setRichText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { fields, model } from './why/model.js';

export const tagName = 'attention-why';

export default class AttentionWhy extends AttentionWidget {
  static get exportTitle() { return message('why-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'why-widget widget-card');
    this.summary = part(el('p', 'why-widget__summary'), 'summary');
    this.summary.setAttribute('aria-live', 'polite');
    const body = el('div', 'why-widget__body');
    body.append(this.buildChart(), this.buildTable());
    this.sum = part(el('p', 'why-widget__sum'), 'sum');
    this.notice = part(el('p', 'why-widget__notice'), 'notice');
    root.append(this.buildPicker(), this.summary, body, this.sum, this.notice);
    return root;
  }

  // The select from the kit stays in the DOM for its message slot (a bad
  // link parameter is reported there), but the buttons are what readers use.
  buildPicker() {
    const control = this.controls.query.element;
    control.classList.add('why-widget__field');
    const label = el('p', 'why-widget__picker-label', message('why-picker-label'));
    label.id = `${this.idPrefix}-picker`;
    const group = el('div', 'why-widget__picker');
    group.setAttribute('role', 'group');
    group.setAttribute('aria-labelledby', label.id);
    this.buttons = SEED_TOKENS.map((token) => {
      const button = el('button', 'why-widget__token', token);
      button.type = 'button';
      button.addEventListener('click', () => this.setValues({ query: token }));
      return button;
    });
    group.append(...this.buttons);
    control.prepend(label, group);
    return control;
  }

  buildChart() {
    this.chart = createBarsView();
    return this.chart.element;
  }

  buildTable() {
    this.table = createTableView();
    return this.table.element;
  }

  render({ query, bars: barsFigure, table: tableFigure, summary, notice, sum }) {
    this.buttons.forEach((b, j) => b.setAttribute('aria-pressed', String(j === query)));
    this.chart.update(barsFigure);
    this.table.update(tableFigure);
    this.summary.textContent = summary;
    this.notice.textContent = notice;
    setRichText(this.sum, sum);
  }
}
