// <attention-circuit>
//
// The induction circuit of the shipped checkpoint, seen in its weights: the
// three moves of "The circuit, derived", each one matrix that the core reads
// from the model with no sequence run through it (am.transformerCircuits):
//   1. layer 1's positional scores S_pos (query position against key
//      position), whose stripe just left of the diagonal is "look at the
//      previous token";
//   2. K-composition S_{comp} (query letter against the letter layer 1 wrote
//      in as "the one before me"), whose diagonal is "the same letter
//      matches", beside S_{direct} (query letter against the key's own letter,
//      all a one-layer head has), on the same scale so that flat reads flat;
//   3. copying S_{copy} (the letter attended against the score it adds to each
//      next letter), whose diagonal is "predict the letter you looked at".
// The names are S_…, not P or K: those are the softmax weights and the keys.
// Each is drawn on a diverging scale symmetric about 0, with a one-line
// caption; a table says what each map shows in numbers, row by row. S_pos is
// 24 × 24; map 1 shows the first 12 positions, and all 24 when the reader
// ticks "All 24 positions" (the `all-positions` attribute). A map whose column is too narrow for
// its numbers (12 columns do not fit a phone) is drawn in colour only, with
// each value on pointer or focus, rather than scroll sideways; the summary
// table keeps the numbers that matter in text.
// Masked cells (a key after its query) are −∞, drawn as the masking section
// draws them. The checkpoint has one head per layer: no head to choose.
// The maps and the summary are its model's (./circuit/model.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { Observation } from '../lib/widget/controllers.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createTableView } from '../figures/dom/table.js';
import { el, part } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';
import { SHOWN_POSITIONS, fields, model, prepare } from './circuit/model.js';

export const tagName = 'attention-circuit';

// The width a map of `cols` columns of one-decimal numbers needs, with its
// row labels (measured: 12 columns take 388–399 px at the 12 px minimum).
const numbersWidth = (cols) => 34 * cols + 24;

export default class AttentionCircuit extends AttentionWidget {
  static get exportTitle() { return message('circuit-export-title'); }

  static idPrefix = 'circuit';

  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'circuit widget-card');
    this.maps = ['previousToken', 'kComposition', 'direct', 'copying'].map((key) => {
      const card = part(el('div', `circuit__move circuit__move--${key}`), 'move');
      card.dataset.move = key;
      // The caption is said once, above the map and outside its scrolling
      // box (on a phone the map scrolls; the sentence must not).
      const view = createHeatmapView({ captionHidden: true });
      const caption = part(el('p', 'circuit__caption'), 'map-caption');
      caption.setAttribute('aria-hidden', 'true'); // the table's own caption says it to screen readers
      card.append(view.element);
      view.element.querySelector('[data-part="title"]').after(caption);
      return { key, card, view, caption };
    });
    const grid = el('div', 'circuit__maps');
    grid.append(...this.maps.map((m) => m.card));
    this.summary = createTableView({ className: 'circuit__summary' });
    // The one setting is about map 1: under it, not ahead of everything.
    const fields = el('div', 'widget-fields');
    fields.append(this.controls.allPositions.element);
    this.maps[0].card.append(fields);
    root.append(grid, this.summary.element);
    this.colourOnly = this.maps.map(() => false);
    new Observation(this, () => {
      const observer = new ResizeObserver(() => this.fitMaps());
      for (const { card } of this.maps) observer.observe(card);
      return observer;
    });
    return root;
  }

  // The circuits depend on the shipped checkpoint only: once per core.
  prepare(am) {
    if (this.circuitsCore !== am) Object.assign(this, { circuitsCore: am, circuits: prepare(am) });
    return this.circuits;
  }

  render(figures) {
    this.figures = figures;
    // More than 12 positions: map 1 takes the whole width (at 1280 px all 24 fit there).
    this.maps[0].card.classList.toggle('is-wide', figures.previousToken.cols > SHOWN_POSITIONS);
    this.fitMaps(false);
    this.maps.forEach(({ key, view, caption }, k) => {
      view.update(this.colourOnly[k] ? { ...figures[key], cellText: 'none' } : figures[key]);
      caption.textContent = figures[key].caption;
    });
    this.summary.update(figures.summary);
  }

  // Which maps are too narrow for their numbers; redraws those that changed
  // (a card's width does not depend on its cells, so this cannot loop).
  fitMaps(redraw = true) {
    if (!this.figures) return;
    const before = this.colourOnly;
    this.colourOnly = this.maps.map(({ key, card }) => card.clientWidth > 0
      && card.clientWidth < numbersWidth(this.figures[key].cols));
    if (redraw && this.colourOnly.some((c, k) => c !== before[k])) this.render(this.figures);
  }
}
