// <attention-by-hand name="walkthrough/by-hand" seed="42" d-k="3" d-v="3" query="The">
//
// A checkpoint done step by step (web/lib/course/checkpoints.js): one row of
// the worked example by hand (scores, the maximum subtracted, the exps, the
// normalisation, the weighted sum), softmax's numerics in float32, or every
// shape of the formula. Each step opens when the one before is right; every
// entry is checked by the core, a wrong one gets a hint aimed at the mistake
// it shows, and the step's answer only on request. Completing every step
// records the checkpoint (ProgressStore kind "checkpoint", id = name).
// After a prediction in its section, it opens once that prediction is
// revealed (web/lib/course/after-reveal.js).
//
// Attributes: name (required); for walkthrough/by-hand also seed, d-k, d-v
// and query (the example and the row; defaults 42, 3, 3, The).
// Events: attention-checkpoint-step {name, step, right}; attention-checkpoint {name} once complete.

import { CourseElement } from '../lib/course/course-element.js';
import { CHECKPOINTS, judgeStep } from '../lib/course/checkpoints.js';
import { button, richParagraph, showVerdict } from '../lib/course/feedback.js';
import { createTableView } from '../figures/dom/table.js';
import { el, part } from '../lib/text/dom.js';
import { richText } from '../lib/text/rich-text.js';

export const tagName = 'attention-by-hand';

function markInvalid(input, invalid) {
  if (invalid) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

export default class AttentionByHand extends CourseElement {
  static practice = 'Checkpoint';

  static progressKind = 'checkpoint';

  lookUp(id) {
    return CHECKPOINTS[id];
  }

  // The plan's attributes (the example, the row), with their defaults.
  solveOptions() {
    return Object.fromEntries(Object.entries(this.spec.attributes ?? {})
      .map(([name, fallback]) => [name, this.getAttribute(name) ?? String(fallback)]));
  }

  build() {
    const root = el('section', 'by-hand');
    root.setAttribute('aria-labelledby', this.uid('title'));
    const title = el('h3', 'by-hand__title');
    title.id = this.uid('title');
    title.append(...richText(this.spec.title));
    this.status = part(el('p', 'by-hand__status', 'Loading the live numbers…'), 'status');
    this.status.setAttribute('role', 'status');
    this.content = el('div', 'by-hand__content');
    root.append(title, this.status, this.content);
    this.renderRoot.replaceChildren(root);
  }

  ready() {
    this.done = [];
    const s = this.solved;
    const intro = richParagraph('by-hand__intro', this.spec.intro(s));
    const given = this.spec.given(s).map(({ caption, corner, columns, rows }) => {
      const table = createTableView();
      table.update({ caption, columns: [{ label: corner }, ...columns.map((label) => ({ label, numeric: true }))], rows });
      return table.element;
    });
    const givenBox = el('div', 'by-hand__given');
    givenBox.append(...given);
    this.steps = el('ol', 'by-hand__steps');
    this.items = this.spec.steps.map((step, k) => this.buildStep(step, k));
    this.steps.append(...this.items.map((item) => item.element));
    this.content.replaceChildren(intro, ...(given.length ? [givenBox] : []), this.steps);
    this.status.textContent = this.progress.has('checkpoint', this.progressId)
      ? '✓ You completed this checkpoint before. Do it again if you like.' : '';
    this.status.hidden = this.status.textContent === '';
    this.open(0);
  }

  buildStep(step, k) {
    const element = part(el('li', 'by-hand__step is-locked'), 'step');
    const heading = el('h4', 'by-hand__step-title');
    heading.append(el('span', 'by-hand__step-number', `Step ${k + 1} of ${this.spec.steps.length}`), ' ', ...richText(step.title));
    const locked = el('p', 'by-hand__locked', `Opens when step ${k} is right.`);
    element.append(heading);
    if (k > 0) element.append(locked);
    return { element, step, locked, inputs: [] };
  }

  // Opens step k: its question and one field per entry.
  open(k) {
    const item = this.items[k];
    if (!item) return;
    const { step, element } = item;
    element.className = 'by-hand__step is-current';
    item.locked.remove();
    const ask = richParagraph('by-hand__ask', step.ask(this.solved, this.done));
    ask.id = this.uid(`ask-${k}`);
    const verdict = part(el('div', 'by-hand__verdict'), 'verdict');
    verdict.id = this.uid(`verdict-${k}`);
    verdict.setAttribute('aria-live', 'polite');
    verdict.hidden = true;
    const entries = el('div', `by-hand__entries by-hand__entries--${step.kind}`);
    const labels = step.entries(this.solved);
    item.inputs = labels.map((label, j) => {
      const id = this.uid(`step-${k}-${j}`);
      const field = el('div', 'by-hand__entry');
      const labelNode = el('label', 'by-hand__label');
      labelNode.htmlFor = id;
      labelNode.append(...richText(label));
      const input = el('input', 'field__input by-hand__input');
      Object.assign(input, { id, type: 'text', autocomplete: 'off', spellcheck: false });
      if (step.kind === 'shape') input.placeholder = '(rows, cols)';
      else if (!step.special) input.inputMode = 'decimal';
      input.setAttribute('aria-describedby', `${ask.id} ${verdict.id}`);
      field.append(labelNode, input);
      entries.append(field);
      return { input, label };
    });
    const form = el('form', 'by-hand__form');
    form.noValidate = true;
    const check = el('button', 'button', `Check step ${k + 1}`);
    check.type = 'submit';
    form.append(entries, check);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.check(k);
    });
    element.append(ask, form, verdict);
    Object.assign(item, { form, verdict, check });
    if (k > 0) item.inputs[0].input.focus();
  }

  // Checks step k as web/lib/course/checkpoints.js judges it, and says so.
  check(k) {
    const item = this.items[k];
    const { step, verdict, inputs } = item;
    const result = judgeStep(step, this.solved, this.done, inputs.map(({ label }) => label), inputs.map(({ input }) => input.value));
    if (result.state === 'is-format') {
      // The boxes read before the one that could not be are fine.
      inputs.slice(0, result.at + 1).forEach(({ input }, j) => markInvalid(input, j === result.at));
      showVerdict(verdict, 'is-format', result.text);
      return;
    }
    inputs.forEach(({ input }, j) => markInvalid(input, result.wrong[j]));
    this.announce('attention-checkpoint-step', { step: k + 1, right: result.right });
    if (result.right) this.pass(k, result);
    else this.showNotYet(k, result);
  }

  showNotYet(k, result) {
    const { step, verdict } = this.items[k];
    showVerdict(verdict, result.state, result.text, result.mark);
    const reveal = button('Show this step’s answer', 'button button--quiet by-hand__reveal');
    reveal.addEventListener('click', () => showVerdict(verdict, 'is-revealed', `Answer: ${step.answer(this.solved, this.done)}`));
    verdict.append(reveal);
  }

  showChecked(verdict, { lines, why }) {
    const list = el('ul', 'by-hand__checked');
    for (const { label, parts } of lines) {
      const line = el('li', 'by-hand__checked-line');
      const name = el('span', 'by-hand__checked-label');
      name.append(...richText(label), ':');
      line.append(name);
      const spans = parts.map((part) => el('span', 'by-hand__checked-part', part));
      spans.forEach((span, p) => line.append(p > 0 ? ' · ' : ' ', span));
      // The mark stays with "yours …": it never wraps onto a line alone.
      const mark = el('span', 'by-hand__checked-mark', ' ✓');
      mark.setAttribute('aria-hidden', 'true');
      spans.at(-1).append(mark);
      list.append(line);
    }
    verdict.append(list);
    if (why) verdict.append(richParagraph('verdict__text by-hand__note', why));
  }

  pass(k, result) {
    const item = this.items[k];
    this.done.push(result.values);
    item.element.className = 'by-hand__step is-done';
    for (const { input } of item.inputs) input.readOnly = true;
    item.check.remove();
    showVerdict(item.verdict, result.state, result.text, result.mark);
    if (result.checked) this.showChecked(item.verdict, result.checked);
    if (k + 1 < this.items.length) {
      this.open(k + 1);
      return;
    }
    this.progress.set('checkpoint', this.progressId, true);
    this.status.textContent = `✓ Checkpoint complete: all ${this.items.length} steps right.`;
    this.status.hidden = false;
    this.announce('attention-checkpoint', {});
  }
}
