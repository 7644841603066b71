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
import { CHECKPOINTS, TOLERANCE } from '../lib/course/checkpoints.js';
import { near, parseAnswerNumber, parseShape, roundedShort, sameShape } from '../lib/course/answers.js';
import { button, richParagraph, showVerdict } from '../lib/course/feedback.js';
import { createTableView } from '../figures/dom/table.js';
import { el, part } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';
import { richText } from '../lib/text/rich-text.js';

export const tagName = 'attention-by-hand';

function markInvalid(input, invalid) {
  if (invalid) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

// The decimals a step asks for: 3 for a tolerance of 0.001.
const decimalsOf = (step) => Math.round(-Math.log10(step.tolerance ?? TOLERANCE));

const matches = (step, value, expected) => (step.kind === 'shape'
  ? sameShape(value, expected)
  : near(value, expected, step.tolerance ?? TOLERANCE));

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

  read(step, inputs) {
    const values = [];
    for (const { input, label } of inputs) {
      const parsed = step.kind === 'shape' ? parseShape(input.value) : parseAnswerNumber(input.value, { special: step.special });
      markInvalid(input, !parsed.ok);
      if (!parsed.ok) return { ok: false, message: `${label}: ${parsed.message}`, input };
      values.push(parsed.value);
    }
    return { ok: true, values };
  }

  check(k) {
    const item = this.items[k];
    const { step, verdict } = item;
    const read = this.read(step, item.inputs);
    if (!read.ok) {
      showVerdict(verdict, 'is-format', read.message);
      return;
    }
    const { values } = read;
    const references = step.references(this.solved, this.done, values);
    const wrong = values.map((v, j) => !references.some((r) => matches(step, v, r[j])));
    item.inputs.forEach(({ input }, j) => markInvalid(input, wrong[j]));
    const first = wrong.indexOf(true);
    this.announce('attention-checkpoint-step', { step: k + 1, right: first < 0 });
    if (first < 0) this.pass(k, values);
    else this.showNotYet(k, values, first);
  }

  showNotYet(k, values, j) {
    const { step, verdict, inputs } = this.items[k];
    const mistake = (step.mistakes?.(this.solved, this.done) ?? []).find(([expected]) => matches(step, values[j], expected[j]));
    const hint = mistake ? mistake[1] : this.roundedHint(step, values, j) ?? step.hint(this.solved, this.done, values, j);
    const count = inputs.filter(({ input }) => input.getAttribute('aria-invalid') === 'true').length;
    const which = count > 1 ? `${inputs[j].label} and ${count - 1} more are off.` : `${inputs[j].label} is off.`;
    showVerdict(verdict, 'is-wrong', `Not yet: ${which} ${hint}`, '✗');
    const reveal = button('Show this step’s answer', 'button button--quiet by-hand__reveal');
    reveal.addEventListener('click', () => showVerdict(verdict, 'is-revealed', `Answer: ${step.answer(this.solved, this.done)}`));
    verdict.append(reveal);
  }

  // A right value rounded to too few decimals (0.37 for 0.368) is told so,
  // not sent back to the formula.
  roundedHint(step, values, j) {
    if (step.kind !== 'number') return null;
    const places = decimalsOf(step);
    const references = step.references(this.solved, this.done, values);
    const shown = Math.max(...references.map((r) => roundedShort(values[j], r[j], places)));
    return shown > 0 ? `That is right to ${shown} decimal${shown > 1 ? 's' : ''}: give ${places} decimals (the check is ±${step.tolerance ?? TOLERANCE}).` : null;
  }

  // A right step with exact values: one line per entry, "exact −0.0895 ·
  // from the printed inputs −0.089 · yours −0.089", the middle part only
  // where the reader's rounded inputs lead elsewhere than the exact value;
  // then, if some entry of theirs is not the exact value to the printed
  // decimals, one sentence of why, so that right never reads as "right,
  // but here are other digits".
  checkedLines({ step, inputs }, values) {
    const places = decimalsOf(step);
    const exact = step.exact(this.solved, this.done);
    const rounded = step.rounded?.(this.solved, this.done, values) ?? [];
    const short = (v) => formatNumber(v, places);
    const same = (a, b) => b !== undefined && short(a) === short(b);
    const lines = inputs.map(({ label, input }, j) => ({
      label,
      parts: [
        `exact ${formatNumber(exact[j], places + 1)}`,
        ...(rounded[j] !== undefined && !same(rounded[j], exact[j]) ? [`${step.from} ${short(rounded[j])}`] : []),
        `yours ${input.value.trim().replace(/^-/, '−')}`,
      ],
    }));
    const off = values.flatMap((value, j) => (same(value, exact[j]) ? [] : [j]));
    if (!off.length) return { lines, why: null };
    const why = off.every((j) => same(values[j], rounded[j]))
      ? `Yours ${off.length === 1 ? 'differs' : 'differ'} from the exact digits because ${step.because(this.solved)}`
      : 'Yours and the exact digits differ only by rounding';
    return { lines, why: `${why}; the check allows ±${step.tolerance ?? TOLERANCE}.` };
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

  pass(k, values) {
    const item = this.items[k];
    const answer = item.step.answer(this.solved, this.done);
    this.done.push(values);
    item.element.className = 'by-hand__step is-done';
    for (const { input } of item.inputs) input.readOnly = true;
    item.check.remove();
    if (item.step.exact) {
      // Checked against the exact values: the lines say it all, once.
      const checked = this.checkedLines(item, values);
      showVerdict(item.verdict, 'is-right', 'Right.', '✓');
      this.showChecked(item.verdict, checked);
    } else {
      showVerdict(item.verdict, 'is-right', `Right. ${answer}`, '✓');
    }
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
