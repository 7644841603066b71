// <attention-masking causal="1" pad="0">
//
// Masking on the seed's "The cat sat down" example. The causal switch hides
// every key to the right of the query; the padding switch hides the key
// "The" as a left-pad token. The same masked attention is then run three
// times by the core, filling hidden scores with −∞, −1e9 and 0, so the
// reader can see that −1e9 matches −∞ (until a row has nothing left to see)
// and that 0 hands masked keys real weight. The three weight heatmaps share
// one colour scale (0 to 1), so a leaked 0.3 looks as pale as it is. The −∞
// weights are the figure; the other two fills, and a fully masked row (NaN
// from the textbook formula, zeros from the core), are in a disclosure.
// The numbers and words: ./masking/model.js.

import { AttentionWidget } from '../lib/widget/widget.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { el, part } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';
import { FILLS, fields, halfPrecision, model, prepare } from './masking/model.js';

export const tagName = 'attention-masking';

export default class AttentionMasking extends AttentionWidget {
  static get exportTitle() { return message('masking-export-title'); }
  static fields = fields;
  static model = model;

  // The point of the step is that a hidden key gets a weight of exactly 0:
  // the mask and the −∞ weights show it. The other fills and the row with
  // nothing to see wait in a disclosure (../lib/widget/figure-more.js).
  build() {
    const root = el('div', 'masking-widget');
    const card = el('div', 'widget-card');
    const controls = el('div', 'widget-fields');
    controls.append(...this.fields.map((f) => this.controls[f.key].element));
    this.mask = createHeatmapView();
    const maskRow = part(el('div', 'masking-widget__mask'), 'mask');
    this.maskSummary = part(el('p', 'masking-widget__mask-summary'), 'mask-summary');
    this.maskSummary.setAttribute('aria-live', 'polite');
    maskRow.append(this.mask.element, this.maskSummary);
    this.panels = FILLS.map((fill) => this.buildFillPanel(fill));
    const main = el('div', 'masking-widget__fills masking-widget__fills--main');
    main.append(this.panels[0].element);
    this.more = createFigureMore({
      summary: message('masking-more-summary'),
      build: () => this.buildMore(),
      render: (figures) => this.renderMore(figures),
    });
    part(this.more.element, 'other-fills');
    const heading = el('h3', 'masking-widget__title', message('masking-weights-heading'));
    card.append(controls, maskRow, heading, main, this.more.element);
    root.append(card);
    return root;
  }

  buildMore() {
    const heading = el('h3', 'masking-widget__title', message('masking-other-fills-heading'));
    const grid = el('div', 'masking-widget__fills');
    grid.append(...this.panels.slice(1).map((p) => p.element));
    const half = el('p', 'masking-widget__note', halfPrecision());
    return [heading, grid, half, this.buildEmptyRow()];
  }

  buildFillPanel(fill) {
    const element = el('section', 'masking-widget__fill');
    element.dataset.fill = fill.label;
    const title = el('h4', 'masking-widget__fill-title', message('masking-fill-title', { fill: fill.label }));
    title.append(el('span', 'masking-widget__fill-note', fill.note));
    const heatmap = createHeatmapView();
    const verdict = part(el('p', 'masking-widget__verdict'), 'verdict');
    element.append(title, heatmap.element, verdict);
    return { element, heatmap, verdict, fill };
  }

  buildEmptyRow() {
    const box = part(el('div', 'masking-widget__empty'), 'empty-row');
    const heading = el('h3', 'masking-widget__title', message('masking-empty-heading'));
    const note = el('p', 'masking-widget__note', message('masking-empty-note'));
    this.emptyTable = createTableView();
    this.emptyVerdict = part(el('p', 'masking-widget__empty-verdict'), 'empty-verdict');
    this.emptyVerdict.setAttribute('aria-live', 'polite');
    box.append(heading, note, this.emptyTable.element, this.emptyVerdict);
    return box;
  }

  // The worked example never changes: asked of the core once (per core
  // instance), not on every switch.
  prepare(am) {
    if (this.exampleCore !== am) Object.assign(this, { exampleCore: am, exampleInputs: prepare(am) });
    return this.exampleInputs;
  }

  render(figures) {
    this.mask.update(figures.mask);
    this.maskSummary.textContent = figures.maskSummary;
    this.renderFill(0, figures.fills[0]);
    this.more.update(figures);
  }

  renderFill(i, { weights, verdict: { bad, text, rest } }) {
    const panel = this.panels[i];
    panel.heatmap.update(weights);
    panel.verdict.replaceChildren(...(bad ? [el('span', 'is-bad', text), rest] : [text]));
  }

  // The disclosure's figures, drawn only while it is open.
  renderMore({ fills, emptyRow: empty }) {
    for (let i = 1; i < fills.length; i += 1) this.renderFill(i, fills[i]);
    this.emptyTable.update(empty.table);
    this.emptyVerdict.textContent = empty.verdict;
  }
}
