// <attention-subject-head sentence="The cat sat down">
//
// Chapter 1's opener (issue 23): a head that means something. One sentence
// of the toy language through two heads of the seed's shape that differ only
// in W_Q, W_K, W_V: the one the build trained to find a verb's subject, and
// the random matrices it started from. The verb is the query; its row of
// weights is drawn as bars under each head, side by side, with a table of
// the same numbers as the text alternative. The sentence is a native select
// (keyboard as usual). The page guards it with a prediction (which word
// should "sat" look at?). The numbers and words: ./subject-head/model.js.

import { AttentionWidget } from '../lib/widget/widget.js';
import { createBarsView } from '../figures/dom/bars.js';
import { createTableView } from '../figures/dom/table.js';
import { el, part } from '../lib/text/dom.js';
import { setRichText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { fields, model, prepare } from './subject-head/model.js';

export const tagName = 'attention-subject-head';

export default class AttentionSubjectHead extends AttentionWidget {
  static get exportTitle() { return message('subject-head-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'subject-head widget-card');
    const controls = el('div', 'widget-fields');
    controls.append(this.controls.sentence.element);
    this.heldOutNote = part(el('p', 'subject-head__held-out'), 'held-out');
    const panels = el('div', 'subject-head__panels');
    this.views = {};
    this.lines = {};
    for (const key of ['learned', 'random']) {
      const panel = part(el('div', `subject-head__panel subject-head__panel--${key}`), `${key}-head`);
      this.views[key] = createBarsView();
      this.lines[key] = part(el('p', 'subject-head__line'), `${key}-summary`);
      this.lines[key].setAttribute('aria-live', 'polite');
      panel.append(this.views[key].element, this.lines[key]);
      panels.append(panel);
    }
    this.table = createTableView();
    this.record = part(el('p', 'subject-head__record'), 'record');
    root.append(controls, this.heldOutNote, panels, this.table.element, this.record);
    return root;
  }

  // The held-out record is the module's, computed once: kept per core.
  prepare(am) {
    if (this.preparedCore !== am) Object.assign(this, { preparedCore: am, heldOutInputs: prepare(am) });
    return this.heldOutInputs;
  }

  render(figures) {
    for (const key of ['learned', 'random']) {
      this.views[key].update(figures[key]);
      setRichText(this.lines[key], figures[`${key}Summary`]);
    }
    this.table.update(figures.table);
    this.heldOutNote.textContent = figures.heldOutNote;
    this.record.textContent = figures.record;
  }
}
