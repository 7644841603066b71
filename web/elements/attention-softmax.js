// <attention-softmax logits="2, 1, 0.1, -1" scale="1" precision="float32">
//
// Row-wise softmax, two ways. The textbook formula exp(z)/Σexp(z) and the
// stable one exp(z − max z)/Σexp(z − max z) are equal on paper; the scale
// slider pushes the logits up until float32's exp overflows (above ~88.7),
// and the table shows the naive column turn into NaN while the stable one
// stays put. Both columns come from the C++ core (./softmax/model.js).
// With aid-for="softmax/numerics" (the course's page), logits with the
// gaps of the reader's numerics checkpoint are refused until it is passed
// or helped with (web/lib/course/aids.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { createBarsView } from '../figures/dom/bars.js';
import { createTableView } from '../figures/dom/table.js';
import { el } from '../lib/text/dom.js';
import { setRichText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { fields, model } from './softmax/model.js';
import { guardAid, softmaxRefusal } from '../lib/course/aids.js';

export const tagName = 'attention-softmax';

export default class AttentionSoftmax extends AttentionWidget {
  static get exportTitle() { return message('softmax-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'softmax-widget widget-card');
    const controls = el('div', 'widget-fields');
    controls.append(...this.fields.map((f) => this.controls[f.key].element));
    this.verdict = el('p', 'softmax-widget__verdict');
    this.verdict.setAttribute('aria-live', 'polite');
    this.bars = createBarsView();
    this.table = createTableView();
    this.properties = el('ul', 'softmax-widget__properties');
    root.append(controls, this.verdict, this.bars.element, this.table.element, this.properties);
    return root;
  }

  prepare(am, { logits, scale }) {
    guardAid(this, am, (options) => softmaxRefusal(options, logits, scale), 'logits');
  }

  render({ bars: barsFigure, table: tableFigure, verdict: said, properties: items }) {
    this.bars.update(barsFigure);
    this.table.update(tableFigure);
    this.verdict.classList.toggle('is-bad', said.bad);
    setRichText(this.verdict, said.text);
    this.properties.replaceChildren(...items.map((text) => el('li', '', text)));
  }
}
