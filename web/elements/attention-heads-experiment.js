// <attention-heads-experiment sentence="Cats near dogs chased birds">
//
// Chapter 3's experiment (issue 23): one wide head against two narrow ones
// of the same 144 parameters, both trained by the build on a task that needs
// two lookups at once (name the subject's and the object's animal at the
// verb). It shows the outcome on held-out sentences and over the seed study
// (a table: the numbers are the point), then where each head looks from the
// verb on a chosen held-out sentence: three bar charts (the wide head, narrow
// heads 1 and 2) with one table of the same weights as their text
// alternative; then why one head fails, in numbers (a line that reads them,
// each head's weight on the subject and the object, and the wide head's
// object answers by subject in a disclosure), and, in a last disclosure,
// where each model's parameters sit. The sentence is a native select (keyboard as usual); the
// seeds sit in a disclosure. The page guards it with a prediction
// (multi-head/one-or-two). The numbers and words: ./heads-experiment/model.js.

import { AttentionWidget } from '../lib/widget/widget.js';
import { createBarsView } from '../figures/dom/bars.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { el, part } from '../lib/text/dom.js';
import { setRichText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { fields, model, prepare } from './heads-experiment/model.js';

export const tagName = 'attention-heads-experiment';

const PANELS = ['wide-1', 'narrow-1', 'narrow-2'];

export default class AttentionHeadsExperiment extends AttentionWidget {
  static get exportTitle() { return message('heads-experiment-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'heads-experiment widget-card');
    this.outcome = createTableView();
    part(this.outcome.element, 'outcome');
    // Where the parameters sit is a side question (the prose says the count; W_O is only named here): closed.
    this.parameters = createTableView({ className: 'heads-experiment__parameters' });
    part(this.parameters.element, 'parameters');
    this.parametersMore = createFigureMore({ summary: message('heads-experiment-parameters-summary'),
                                            build: () => this.parameters.element, render: (figure) => this.parameters.update(figure) });
    this.record = part(el('p', 'heads-experiment__record'), 'record');
    this.seeds = createTableView();
    this.seedsMore = createFigureMore({ summary: message('heads-experiment-seeds-summary'), build: () => this.seeds.element,
                                        render: (figure) => this.seeds.update(figure) });
    const controls = el('div', 'widget-fields');
    controls.append(this.controls.sentence.element);
    this.heldOutNote = part(el('p', 'heads-experiment__held-out'), 'held-out');
    const panels = el('div', 'heads-experiment__panels');
    this.views = {};
    this.lines = {};
    for (const key of PANELS) {
      const panel = part(el('div', `heads-experiment__panel heads-experiment__panel--${key}`), `${key}-head`);
      this.views[key] = createBarsView();
      this.lines[key] = part(el('p', 'heads-experiment__line'), `${key}-summary`);
      panel.append(this.views[key].element, this.lines[key]);
      panels.append(panel);
    }
    this.answers = part(el('ul', 'heads-experiment__answers'), 'answers');
    this.answers.setAttribute('aria-live', 'polite');
    this.attention = createTableView();
    part(this.attention.element, 'attention-table');
    this.whyLine = part(el('p', 'heads-experiment__why'), 'why-line');
    this.why = createTableView();
    part(this.why.element, 'why');
    this.guesses = createTableView();
    this.guessesMore = createFigureMore({ summary: message('heads-experiment-guesses-summary'),
                                         build: () => this.guesses.element, render: (figure) => this.guesses.update(figure) });
    root.append(this.outcome.element, this.record, this.seedsMore.element, controls,
                this.heldOutNote, panels, this.answers, this.attention.element, this.whyLine, this.why.element,
                this.guessesMore.element, this.parametersMore.element);
    return root;
  }

  // The shipped runs and the seed study are the module's, fixed: kept per core.
  prepare(am) {
    if (this.preparedCore !== am) Object.assign(this, { preparedCore: am, experimentInputs: prepare(am) });
    return this.experimentInputs;
  }

  render(figures) {
    this.outcome.update(figures.outcome);
    this.parametersMore.update(figures.parameters);
    this.record.textContent = figures.record;
    this.seedsMore.update(figures.seeds);
    this.heldOutNote.textContent = figures.heldOutNote;
    for (const head of figures.heads) {
      this.views[head.key].update(head.figure);
      setRichText(this.lines[head.key], head.line);
    }
    this.answers.replaceChildren(...figures.answers.map((text) => el('li', '', text)));
    this.attention.update(figures.attention);
    this.whyLine.textContent = figures.whyLine;
    this.why.update(figures.why);
    this.guessesMore.update(figures.guesses);
  }
}
