// <attention-misconception-temperature logits="2.2, 1.4, 0.6, -0.3, -1.5" temperature="1">
//
// Misconception (c), "softmax is a hard selection". Divides one fixed row of
// scores by a temperature T before the softmax (the core's scale = 1/T) and
// draws the weights: near T = 0 one position takes everything (one-hot), as
// T grows the row flattens towards uniform, and at T = 1, where attention
// runs, every position keeps a share.
//
// The slider is logarithmic: 0.05 and 20 are equally far from T = 1, so
// T = 1 sits mid-travel and sharpening and flattening get the same room.
// The text box and the URL hold the temperature itself. What it shows:
// ./misconceptions/temperature/model.js.

import { AttentionWidget } from '../lib/widget/widget.js';
import { createBarsView } from '../figures/dom/bars.js';
import { createTableView } from '../figures/dom/table.js';
import { el, part } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';
import { PRESETS, fields, model } from './misconceptions/temperature/model.js';

export const tagName = 'attention-misconception-temperature';

export default class AttentionMisconceptionTemperature extends AttentionWidget {
  static get exportTitle() { return message('misconception-temperature-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'misconception-demo temperature-demo widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    const presets = el('div', 'misconception-presets');
    presets.setAttribute('role', 'group');
    presets.setAttribute('aria-label', message('misconception-temperature-presets-label'));
    presets.append(...PRESETS.map(({ label, temperature }) => {
      const button = el('button', 'button button--quiet', label);
      button.type = 'button';
      button.addEventListener('click', () => this.setValues({ temperature }));
      return button;
    }));
    this.stats = el('dl', 'temperature-demo__stats');
    this.bars = createBarsView();
    this.verdict = part(el('p', 'misconception-verdict'), 'verdict');
    this.verdict.setAttribute('aria-live', 'polite');
    this.table = createTableView();
    root.append(fields, presets, this.stats, this.bars.element, this.verdict, this.table.element);
    return root;
  }

  render({ stats, bars: barsFigure, verdict: text, table: tableFigure }) {
    this.stats.replaceChildren(...stats.map(([term, value, className]) => {
      const box = part(el('div', `temperature-demo__stat ${className}`), 'stat');
      box.append(el('dt', '', term), el('dd', '', value));
      return box;
    }));
    this.bars.update(barsFigure);
    this.verdict.textContent = text;
    this.table.update(tableFigure);
  }
}
