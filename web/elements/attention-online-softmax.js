// <attention-online-softmax chunk="3" seed="14">
//
// The FlashAttention recurrence, run by the C++ core chunk by chunk
// (am.onlineSoftmax) on 4 queries and 8 keys. The reader steps through the
// chunks (Step, Play, Reset) and sees, per query row, the running maximum m,
// the running sum ℓ, the rescale factor e^(m − m′) and the output so
// far; after the last chunk the output sits next to the full softmax
// attention, which the core also computes. Below, one query's terms
// e^(z − m), drawn as bars, and a table of its scores z and those terms:
// the chunk's largest score is marked, and when it is above the old m every
// old bar shrinks by e^(m − m′). What it shows is its model's
// (./online-softmax/model.js); the widget keeps where the reader is.

import { AttentionWidget } from '../lib/widget/widget.js';
import { Playback } from '../lib/widget/playback.js';
import { createBarsView } from '../figures/dom/bars.js';
import { createTableView } from '../figures/dom/table.js';
import { el, part } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';
import { inLanguageOf } from '../lib/host/language.js';
import { ONLINE_SOFTMAX_SIZES, onlineSoftmaxProblem } from './online-softmax/problem.js';
import { fields, model, prepare } from './online-softmax/model.js';

export const tagName = 'attention-online-softmax';

const PLAY_INTERVAL_MS = 900;

export default class AttentionOnlineSoftmax extends AttentionWidget {
  static get exportTitle() { return message('online-softmax-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'online-softmax widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(this.controls.chunk.element, this.controls.seed.element);
    root.append(fields, this.buildButtons(), this.buildKeyStrip());
    this.story = part(el('p', 'online-softmax__story'), 'story');
    this.story.setAttribute('aria-live', 'polite');
    this.table = createTableView({ className: 'online-softmax__table' });
    // One query's terms e^(z − m) drawn as bars; the table beside them gives the same numbers, and its scores z.
    this.terms = createBarsView();
    this.termsTable = createTableView({ className: 'online-softmax__terms' });
    // Two halves reduced alone, then merged (the merge checkpoint's sum, drawn).
    this.mergeHeading = el('p', 'online-softmax__merge-heading', message('online-softmax-merge-heading'));
    this.mergeAlone = createBarsView();
    this.mergeMerged = createBarsView();
    this.mergeTable = createTableView({ className: 'online-softmax__merge' });
    root.append(this.story, this.table.element, this.terms.element, this.termsTable.element,
                this.mergeHeading, this.mergeAlone.element, this.mergeMerged.element, this.mergeTable.element);
    return root;
  }

  buildButtons() {
    const bar = el('div', 'online-softmax__buttons');
    bar.setAttribute('role', 'group');
    bar.setAttribute('aria-label', message('online-softmax-buttons-label'));
    this.resetButton = el('button', 'button button--quiet', message('online-softmax-reset'));
    this.stepButton = el('button', 'button', message('online-softmax-step'));
    this.playButton = el('button', 'button button--quiet', message('online-softmax-play'));
    for (const button of [this.resetButton, this.stepButton, this.playButton]) button.type = 'button';
    this.playback = new Playback(this, {
      button: this.playButton, interval: PLAY_INTERVAL_MS,
      onStart: () => { if (this.position >= this.stepCount - 1) this.showPosition(-1); },
      tick: () => { this.advance(); return this.position < this.stepCount - 1; },
    });
    this.resetButton.addEventListener('click', () => { this.playback.pause(); this.showPosition(-1); });
    this.stepButton.addEventListener('click', () => { this.playback.pause(); this.advance(); });
    bar.append(this.resetButton, this.stepButton, this.playButton);
    return bar;
  }

  // One box per key, coloured by whether it has been read; decoration only
  // (aria-hidden): the sentence above the table says the same in words.
  buildKeyStrip() {
    const wrap = el('div', 'online-softmax__keys');
    wrap.setAttribute('aria-hidden', 'true');
    wrap.append(el('span', 'online-softmax__keys-label', message('online-softmax-keys-label')));
    this.keyBoxes = Array.from({ length: ONLINE_SOFTMAX_SIZES.m }, (_, j) => el('span', 'online-softmax__key', String(j + 1)));
    wrap.append(...this.keyBoxes);
    return wrap;
  }

  // A new chunk size or seed runs the recurrence again (./online-softmax/model.js)
  // and starts from nothing read; Step, Play and Reset move through the same trace.
  prepare(am, values) {
    if (this.problemSeed !== values.seed || this.problemCore !== am) {
      this.problem = onlineSoftmaxProblem(am, values.seed);
      Object.assign(this, { problemSeed: values.seed, problemCore: am });
    }
    this.playback.pause();
    this.position = -1;
    return prepare(am, values, this.problem);
  }

  // Where the reader is in the trace: no field holds it.
  viewState() {
    return { position: this.position ?? -1 };
  }

  get stepCount() {
    return this.prepared?.trace.steps.length ?? 0;
  }

  render({ last, keys, story, table: tableFigure, terms, termsTable, merge }) {
    this.stepButton.disabled = last;
    this.keyBoxes.forEach((box, j) => {
      box.classList.toggle('is-read', keys[j] === 'read');
      box.classList.toggle('is-current', keys[j] === 'current');
    });
    this.story.textContent = story;
    this.story.classList.toggle('is-done', last);
    this.table.update(tableFigure);
    this.terms.update(terms);
    this.termsTable.update(termsTable);
    this.mergeAlone.update(merge.alone);
    this.mergeMerged.update(merge.merged);
    this.mergeTable.update(merge.table);
    // The merge shows where the row's maximum lies: only once every chunk is read.
    for (const node of [this.mergeHeading, this.mergeAlone.element, this.mergeMerged.element, this.mergeTable.element]) node.hidden = !last;
  }

  advance() {
    if (this.prepared) this.showPosition(Math.min(this.position + 1, this.stepCount - 1));
  }

  // position −1: nothing read; k: after chunk k (0-based).
  showPosition(position) {
    this.position = position;
    // Play's ticks come outside any event: in the widget's language.
    inLanguageOf(this, () => this.render(this.figuresFor(this.am, this.values)));
  }
}
