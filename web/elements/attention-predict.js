// <attention-predict name="scaling/variance-256">
//   …the result it guards: prose, a widget…
// </attention-predict>
//
// Predict, then reveal. The element asks one question (web/lib/course/
// predictions.js) and keeps the result it guards hidden (`hidden` and
// `inert`: not shown, not focusable, not in the accessibility tree) until
// the reader commits an answer or presses "Just show me". It then gets the
// attribute `revealed`, shows the result, and compares the reader's answer
// with the number computed live for the same inputs, in a sentence that says why.
//
// Attributes: name (required, "<section>/<name>", also the progress id);
// for (optional: the id of an element to guard instead of the children);
// revealed (set by the element; setting it shows the result as it stands).
// Method: reveal() does what "Just show me" does.
// Events: attention-reveal {name, answer (the reader's text, or null), skipped}.
// A question judged on what the reader then watches (its spec's waitsFor)
// keeps its verdict, and the guarded parts marked data-after-watch, until
// the event it names comes from inside (see watchFirst); the event's detail
// then goes to the judge.
// A committed prediction is kept (ProgressStore kind "prediction", value
// {answer}) and shown as made after a reload. "Just show me" is kept for
// this tab only (sessionStorage): it is not a prediction made.

import { CourseElement } from '../lib/course/course-element.js';
import { PREDICTIONS, predictionVerdict } from '../lib/course/predictions.js';
import { createAnswerField } from '../lib/course/answer-field.js';
import { button, richParagraph, showVerdict } from '../lib/course/feedback.js';
import { codeLines } from '../lib/course/code-lines.js';
import { el, part } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';

export const tagName = 'attention-predict';

const SKIPPED_KEY = 'attention-math:skipped-predictions';

function skippedThisTab() {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SKIPPED_KEY) ?? '[]'));
  } catch {
    return new Set();
  }
}

function rememberSkip(id) {
  try {
    sessionStorage.setItem(SKIPPED_KEY, JSON.stringify([...skippedThisTab().add(id)]));
  } catch { /* no storage: the reader is asked again after a reload */ }
}

const places = new WeakMap(); // a guarded node taken out → the comment in its place

function park(node, out) {
  if (out && node.parentNode && !places.has(node)) {
    // A comment in the DOM, never shown: for whoever inspects the page.
    const place = document.createComment(' guarded until the prediction is revealed '); // developer-facing
    node.replaceWith(place);
    places.set(node, place);
  } else if (!out && places.has(node)) {
    places.get(node).replaceWith(node);
    places.delete(node);
  }
}

export default class AttentionPredict extends CourseElement {
  static get observedAttributes() {
    return ['revealed'];
  }

  lookUp(id) {
    return PREDICTIONS[id];
  }

  // Runs at once, before the form is built: the guarded result must never
  // show, not even while the page is still loading.
  connect() {
    this.guarded = this.findGuarded();
    this.card = part(el('div', 'predict'), 'question');
    this.card.setAttribute('role', 'group');
    this.card.setAttribute('aria-labelledby', this.uid('title'));
    const title = el('p', 'predict__title', message('predict-ui-title'));
    title.id = this.uid('title');
    this.body = el('div', 'predict__body');
    this.body.append(el('p', 'predict__status', message('predict-ui-loading')));
    this.card.append(title, this.body);
    if (this.shadowRoot) {
      // Embedded: everything slotted in, now or later, sits in one box.
      this.slotBox = el('div', 'predict__guarded');
      this.slotBox.append(el('slot'));
      this.shadowRoot.replaceChildren(this.card, this.slotBox);
    } else {
      this.prepend(this.card);
    }
    const made = this.progress.get('prediction', this.progressId);
    let earlier = null;
    if (made?.answer !== undefined) earlier = { answer: String(made.answer), choice: made.choice };
    else if (skippedThisTab().has(this.progressId) || this.hasAttribute('revealed')) earlier = { skipped: true };
    if (earlier) this.showOutcome(earlier, { restored: true });
    else this.setGuardedHidden(true);
  }

  findGuarded() {
    const target = this.getAttribute('for');
    if (target) {
      const node = this.getRootNode().getElementById?.(target);
      return node ? [node] : [];
    }
    return [...this.children];
  }

  // Hidden, the guarded result is also out of the document until it is
  // revealed: a comment keeps its place. It is most of a step (its prose,
  // formulas and widget: about 5,000 elements in the first chapter), which
  // then costs no style, layout or drawing, and its widgets do not draw in
  // the background for a result the reader cannot see yet. With scripting
  // off it stays where the HTML has it.
  setGuardedHidden(hide) {
    if (this.slotBox) this.slotBox.hidden = hide;
    for (const node of this.guarded) {
      const held = hide || (Boolean(this.watching) && node.hasAttribute('data-after-watch'));
      node.hidden = held;
      node.inert = held;
      park(node, held);
    }
  }

  // A question about what the reader is about to watch (spec.waitsFor, such
  // as a training run played): after the reader's own answer, the verdict
  // says only that it is kept, and the guarded parts marked data-after-watch
  // stay out, until the widget's event says the thing has been watched. A
  // restore after a reload, or "Just show me", does not wait.
  watchFirst(outcome) {
    const wait = this.spec?.waitsFor;
    if (!wait || outcome.skipped) return;
    this.watching = true;
    // The verdict changes later, while the reader is at the widget: said aloud then.
    this.verdict?.setAttribute('aria-live', 'polite');
    const seen = (event) => {
      if (wait.when && !wait.when(event.detail ?? {})) return;
      this.removeEventListener(wait.event, seen);
      this.watching = false;
      // What was watched (the event's detail): the verdict may describe it.
      this.watched = event.detail ?? null;
      this.setGuardedHidden(false);
      this.renderOutcome();
    };
    this.addEventListener(wait.event, seen);
  }

  attributeChangedCallback(name, oldValue, newValue) {
    // Set from outside (an author, a host page): show the result as it is.
    if (name === 'revealed' && newValue !== null && this.guarded && !this.outcome) this.showOutcome({ skipped: true }, { restored: true });
  }

  build() {
    // Back after a reload, the widget shows the case the verdict speaks of
    // (the question is known from here on), unless the address links a view
    // of its own.
    if (this.restored) this.applyToWidgets({ unlessLinked: true });
    this.message = part(el('p', 'predict__message'), 'message');
    this.message.id = this.uid('message');
    this.message.setAttribute('aria-live', 'polite');
    this.message.hidden = true;
    this.skip = button(message('predict-ui-skip'), 'button button--quiet');
    this.skip.addEventListener('click', () => this.reveal({ skipped: true }, { focus: true }));
    this.verdict = part(el('div', 'predict__verdict'), 'prediction-verdict');
    this.verdict.tabIndex = -1;
    this.verdict.hidden = true;
    this.body.replaceChildren(el('p', 'predict__status', message('predict-ui-loading')), this.message, this.verdict);
    if (!this.outcome) this.body.append(this.skip);
  }

  // The question needs the core when it quotes the core's numbers.
  ready() {
    const prompt = part(richParagraph('predict__prompt', typeof this.spec.prompt === 'function' ? this.spec.prompt(this.solved) : this.spec.prompt), 'prompt');
    prompt.id = this.uid('prompt');
    this.field = createAnswerField(this.spec.answer, {
      id: this.uid('answer'), labelText: message('predict-ui-answer-label'), labelledBy: prompt.id,
      describedBy: `${prompt.id} ${this.message.id}`, solved: this.solved,
    });
    const form = el('form', 'predict__form');
    form.noValidate = true;
    const commit = el('button', 'button', message('predict-ui-commit'));
    commit.type = 'submit';
    const actions = el('div', 'predict__actions');
    actions.append(commit, this.skip);
    form.append(this.field.element, actions);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.commit();
    });
    // A message about the answer as it was goes once the reader changes it.
    form.addEventListener('input', () => { this.message.hidden = true; });
    this.form = form;
    // The lines of code the question is about, between it and the answer.
    const code = this.spec.code ? [codeLines(this.spec.code)] : [];
    this.body.replaceChildren(prompt, ...code, form, this.message, this.verdict);
    this.renderOutcome();
  }

  commit() {
    const read = this.field.read();
    if (!read.ok) {
      this.message.textContent = read.message;
      this.message.hidden = false;
      return;
    }
    this.message.hidden = true;
    // A choice is kept by its value too: its label is in the language it
    // was made in, and the reader may come back in another.
    const choice = this.spec.answer.kind === 'choice' ? { choice: read.value } : {};
    this.progress.set('prediction', this.progressId, { answer: read.text, ...choice });
    this.reveal({ answer: read.text, value: read.value }, { focus: true });
  }

  // Reveals the result; with no answer, as "Just show me" (also the
  // element's public API). It sets the guarded widget to the question's
  // case; after the reader's own click, focus moves to the verdict. A
  // restore after a reload does neither.
  reveal(outcome = { skipped: true }, { focus = false } = {}) {
    if (this.outcome) return;
    if (outcome.skipped) rememberSkip(this.progressId);
    this.watchFirst(outcome);
    this.applyToWidgets();
    this.showOutcome(outcome, { restored: false });
    if (focus && this.verdict && !this.verdict.hidden) this.verdict.focus();
    this.announce('attention-reveal', { answer: outcome.answer ?? null, skipped: Boolean(outcome.skipped) });
  }

  showOutcome(outcome, { restored }) {
    this.outcome = outcome;
    this.restored = restored;
    this.setGuardedHidden(false);
    if (!this.hasAttribute('revealed')) this.setAttribute('revealed', '');
    this.renderOutcome();
  }

  // Draws the outcome into the card, as far as it is built: the verdict
  // waits for the core's numbers (ready() calls this again).
  renderOutcome() {
    const outcome = this.outcome;
    if (!outcome || !this.field) {
      if (outcome) this.skip?.remove();
      return;
    }
    this.skip.remove();
    if (outcome.skipped) this.form.remove();
    if (outcome.answer !== undefined && outcome.value === undefined) {
      const read = this.field.restore(outcome.answer, outcome.choice);
      outcome.value = read.ok ? read.value : null;
      if (read.ok) outcome.answer = read.text; // a choice's label, in the language of the page
    }
    this.field.disable();
    this.form.querySelector('[type="submit"]')?.remove();
    this.showVerdict(outcome);
  }

  showVerdict(outcome) {
    const verdict = predictionVerdict(this.spec, this.solved, outcome, this.restored, !this.watching, this.watched);
    showVerdict(this.verdict, verdict.state, verdict.text, verdict.mark);
    if (verdict.right !== undefined && this.spec.answer.kind === 'sketch') this.field.showAnswer(this.spec.answer.truth(this.solved));
  }

  // The widget under the question shows the very case it asked about.
  // `unlessLinked`: not a widget whose url-key the address gives values for.
  applyToWidgets({ unlessLinked = false } = {}) {
    const params = [...new URLSearchParams(location.search).keys()];
    const linked = (widget) => {
      const key = widget.getAttribute('url-key');
      return Boolean(key) && params.some((name) => name.startsWith(`${key}.`));
    };
    for (const [tag, attributes] of Object.entries(this.spec?.widget ?? {})) {
      for (const node of this.guarded) {
        const widgets = node.localName === tag ? [node] : [...node.querySelectorAll(tag)];
        for (const widget of widgets) {
          if (unlessLinked && linked(widget)) continue;
          for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
        }
      }
    }
  }

  // Never leave a result hidden for good: without the question, show it.
  showBroken(text) {
    super.showBroken(text);
    this.setGuardedHidden(false);
  }
}
