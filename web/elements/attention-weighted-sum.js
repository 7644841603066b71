// <attention-weighted-sum query="cat">
//
// The last step of attention for one query row of the seed's example:
// O_i = Σ_j w_ij · v_j, where v_j is row j of V. The core's
// weightedSumTerms gives each term w_ij · v_j and the output row; the widget
// draws, for each output dimension, a waterfall: every key's term moves the
// running total left or right, and the last bar is the output. Running
// totals are only bar positions; every printed number comes from the core.
// The same numbers as tables, and the whole output, are in a disclosure
// (./weighted-sum/model.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { createBarsView } from '../figures/dom/bars.js';
import { createWaterfallView } from '../figures/dom/waterfall.js';
import { createTablesMore } from '../lib/widget/figure-more.js';
import { el, part } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';
import { fields, model, prepare } from './weighted-sum/model.js';

export const tagName = 'attention-weighted-sum';

export default class AttentionWeightedSum extends AttentionWidget {
  static get exportTitle() { return message('weighted-sum-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'weighted-sum widget-card');
    const controls = el('div', 'widget-fields');
    controls.append(this.controls.query.element);
    this.formula = part(el('p', 'weighted-sum__formula'), 'formula');
    this.formula.setAttribute('aria-live', 'polite');
    this.share = createBarsView({ seriesClass: (j) => `ws-key-${j}` }); // the formula line and the tables list the same weights
    this.share.element.classList.add('weighted-sum__share');
    this.charts = el('div', 'weighted-sum__charts');
    this.charts.setAttribute('aria-hidden', 'true');
    this.waterfalls = [];
    const chartsTitle = el('h3', 'weighted-sum__title', message('weighted-sum-charts-title'));
    const chartsNote = part(el('p', 'weighted-sum__chart-note', message('weighted-sum-charts-note')), 'chart-note');
    // The charts make the point; the same numbers as tables (the charts'
    // text alternative) and the whole output wait in a disclosure.
    this.more = createTablesMore({
      summary: message('weighted-sum-tables-summary'), wrapClass: 'weighted-sum__tables',
      tables: { terms: { className: 'weighted-sum__terms' }, output: { className: 'weighted-sum__output' } },
    });
    root.append(controls, this.formula, this.share.element, chartsTitle, chartsNote, this.charts, this.more.element);
    return root;
  }

  // The seed's example does not change with the row: asked of the core once
  // (again only if the core was restarted).
  prepare(am) {
    if (this.exampleCore !== am) Object.assign(this, { exampleCore: am, exampleInputs: prepare(am) });
    return this.exampleInputs;
  }

  render(figures) {
    this.showFormula(figures.formula);
    this.share.update(figures.share);
    while (this.waterfalls.length < figures.waterfalls.length) {
      const view = createWaterfallView({ seriesClass: (j) => `ws-key-${j}` });
      this.waterfalls.push(view);
      this.charts.append(view.element);
    }
    figures.waterfalls.forEach((figure, d) => this.waterfalls[d].update(figure));
    this.more.update(figures);
  }

  showFormula({ query, terms }) {
    const lhs = el('span', 'weighted-sum__lhs');
    lhs.append(el('var', '', 'O'), el('sub', '', query), ' =');  // O_i, as the formula writes it
    const parts = [lhs];
    for (const { token, weight, series } of terms) {
      const term = el('span', `weighted-sum__term ws-key-${series}`);
      term.append(el('span', 'weighted-sum__w', weight), ' · ', el('var', '', 'v'), el('sub', '', token));
      parts.push(series ? ' + ' : ' ', term);
    }
    this.formula.replaceChildren(...parts);
  }
}
