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
// Each reader gets numbers of their own: drawn from the reader's seed, the
// checkpoint's name and the round (web/lib/course/reader-seed.js). "New
// numbers" draws the next round; "Link to these numbers" puts them in the
// address bar to share (?reader=<seed>.<round>), and a page opened at such
// a link shows the same. A step's answer shown on request is help: the
// checkpoint's aids open (web/lib/course/aids.js), and a pass of these
// numbers is recorded as one with help, which the home page's promise does
// not count (web/lib/course/checkpoint-record.js).
//
// The steps passed so far are kept with the attempt (what was typed, and
// whether the step's answer was shown first), so that a reload, or a visit
// the next day, shows them done, checked again, and the next step open.
// New numbers drops them; passing the last step keeps them all, so that a
// later visit shows the worked row as it was passed. An embedded copy
// given numbers of its own keeps its attempt in memory only.
//
// Attributes: name (required); fixed numbers instead of the reader's (an
// embedded copy): for walkthrough/by-hand seed, d-k, d-v and query; for
// formula/shapes n, d-model, d-k, d-v; for multi-head/shapes n, d-model,
// heads; for softmax/numerics z (three whole numbers above 200); for
// online-softmax/merge z (four scores, the first two chunk a's) and v (four value rows of 2).
// Events: attention-checkpoint-step {name, step, right}; attention-checkpoint {name, help} once complete.

import { CourseElement } from '../lib/course/course-element.js';
import { CHECKPOINTS, judgeStep, optionsFor, restoredSteps } from '../lib/course/checkpoints.js';
import { attemptOf, dayOf, nextRound, recordOf, recordPass, stepsOf, withHelp, withSteps } from '../lib/course/checkpoint-record.js';
import { numbersFor, shareLink, withoutNumbers } from '../lib/course/reader-seed.js';
import { copyText } from '../lib/text/copy-text.js';
import { button, keptStatus, keptWithHelp, richParagraph, showVerdict } from '../lib/course/feedback.js';
import { createTableView } from '../figures/dom/table.js';
import { el, part } from '../lib/text/dom.js';
import { richText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { labelColon, sentences } from '../lib/text/join.js';

export const tagName = 'attention-by-hand';

function markInvalid(input, invalid) {
  if (invalid) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

export default class AttentionByHand extends CourseElement {
  // Its kind, a key the note that holds it until the prediction above is
  // answered says in the reader's language (course-after-reveal-kicker).
  static practice = 'Checkpoint';  // data: the key after-reveal’s label selects on

  static progressKind = 'checkpoint';

  lookUp(id) {
    return CHECKPOINTS[id];
  }

  // The numbers: the element's own attributes when it sets any (fixed), else
  // the reader's (or a shared link's) draw for this checkpoint.
  solveOptions(am) {
    const attributes = Object.fromEntries(Object.keys(this.spec.attributes ?? {}).map((key) => [key, this.getAttribute(key)]));
    this.numbers = numbersFor(this.progress, this.progressId, location.search);
    const { fixed, options } = optionsFor(this.progressId, am, { attributes, readerSeed: this.numbers.seed, round: this.numbers.round });
    this.fixed = fixed;
    // An embedded copy with numbers of its own keeps its attempt in memory;
    // the course's own fixed numbers (a plan with no draw, such as the
    // trained head's row) are kept in the store like a reader's draw.
    this.embedded = fixed && Object.values(attributes).some((value) => value !== null);
    return options;
  }

  // The attempt at the numbers shown (the reader's own, or a link's).
  get attempt() {
    return this.embedded ? attemptOf(this.fixedAttempt) : attemptOf(this.progress.get('attempt', this.numbers.id));
  }

  set attempt(value) {
    if (this.embedded) this.fixedAttempt = value;
    else this.progress.set('attempt', this.numbers.id, value);
  }

  build() {
    const root = el('section', 'by-hand');
    root.setAttribute('aria-labelledby', this.uid('title'));
    const title = el('h3', 'by-hand__title');
    title.id = this.uid('title');
    title.append(...richText(this.spec.title));
    this.status = part(el('p', 'by-hand__status', message('by-hand-loading')), 'status');
    this.status.setAttribute('role', 'status');
    this.numbersBar = part(el('div', 'by-hand__numbers'), 'numbers');
    this.numbersBar.hidden = true;
    this.content = el('div', 'by-hand__content');
    root.append(title, this.status, this.numbersBar, this.content);
    this.renderRoot.replaceChildren(root);
  }

  // Whose numbers these are, and the two buttons: draw again, or share.
  buildNumbersBar() {
    if (this.fixed) {
      this.numbersBar.hidden = true;
      return;
    }
    const { linked, seed, round } = this.numbers;
    const text = el('p', 'by-hand__numbers-text', message(linked ? 'by-hand-numbers-linked' : 'by-hand-numbers-own'));
    const again = button(message('by-hand-new-numbers'), 'button button--quiet by-hand__new');
    again.addEventListener('click', () => this.drawAgain());
    const share = button(message('by-hand-share'), 'button button--quiet by-hand__share');
    const shared = el('span', 'by-hand__shared');
    shared.setAttribute('role', 'status');
    share.addEventListener('click', async () => {
      const href = shareLink(location.href, { seed, round });
      history.replaceState(history.state, '', href);
      const copied = await copyText(href);
      shared.textContent = message(copied ? 'by-hand-shared-copied' : 'by-hand-shared');
    });
    const actions = el('div', 'by-hand__numbers-actions');
    actions.append(again, share, shared);
    this.numbersBar.replaceChildren(text, actions);
    this.numbersBar.hidden = false;
  }

  // "New numbers": the reader's next round (a shared link's numbers are
  // left, and the link with them), drawn and shown from step 1.
  drawAgain() {
    if (this.numbers.linked) history.replaceState(history.state, '', withoutNumbers(location.href));
    const own = attemptOf(this.progress.get('attempt', this.progressId));
    this.progress.set('attempt', this.progressId, nextRound(own));
    this.coreReady(this.am);
    this.renderRoot.querySelector('.by-hand__new')?.focus();
  }

  // Whether the status lines offer New numbers: not for fixed numbers,
  // which have no such button (the messages' $offer).
  get offer() {
    return this.fixed ? 'no' : 'yes';
  }

  // The record, said before the steps: passed before, with or without help.
  previousStatus() {
    const record = recordOf(this.progress.get('checkpoint', this.progressId));
    if (record.again) return message('by-hand-passed-twice');
    if (record.status === 'passed') return message('by-hand-passed-before', { offer: this.offer });
    if (record.status === 'with-help') return message('by-hand-passed-with-help', { offer: this.offer });
    if (record.status === 'earlier') return message('by-hand-passed-earlier');
    return '';
  }

  ready() {
    this.done = [];
    this.passedSteps = []; // {typed, help} for each step passed with these numbers
    this.helpAt = new Set(); // the steps whose answer was shown
    this.buildNumbersBar();
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
    this.content.replaceChildren(intro, ...this.checkingRules(s), ...(given.length ? [givenBox] : []), this.steps);
    const kept = this.restore();
    const shown = kept === this.items.length ? message('by-hand-steps-kept') : keptStatus(kept);
    this.status.textContent = sentences(this.previousStatus(), shown);
    this.status.hidden = this.status.textContent === '';
  }

  // A checkpoint whose rule for passing takes more than a line (spec.checking)
  // keeps it in a closed disclosure under the intro: → [] or [details].
  checkingRules(s) {
    if (!this.spec.checking) return [];
    const details = el('details', 'by-hand__rules');
    details.append(el('summary', 'by-hand__rules-summary', message('by-hand-rules-summary')), richParagraph('by-hand__rules-text', this.spec.checking(s)));
    return [details];
  }

  // The steps kept from an earlier visit, checked again and shown done
  // (their boxes read-only, their verdict), then the next step opened; no
  // focus moves, since the reader has not acted yet. → how many were kept.
  restore() {
    const whole = this.attempt.passed;
    let restored = [];
    try {
      restored = restoredSteps(this.spec, this.solved, stepsOf(this.attempt), { whole });
    } catch {
      restored = []; // stored data the check could not even read: start afresh
    }
    for (const [k, { typed, help, result }] of restored.entries()) {
      this.open(k, { focus: false });
      this.items[k].inputs.forEach(({ input }, j) => { input.value = typed[j]; });
      this.showDone(k, result);
      if (help) this.items[k].verdict.append(keptWithHelp());
      this.passedSteps.push({ typed, help });
      if (help) this.helpAt.add(k);
    }
    if (restored.length === this.items.length) this.showAfterPass();
    else this.open(restored.length, { focus: false });
    return restored.length;
  }

  buildStep(step, k) {
    const element = part(el('li', 'by-hand__step is-locked'), 'step');
    const heading = el('h4', 'by-hand__step-title');
    heading.append(el('span', 'by-hand__step-number', message('by-hand-step-number', { step: k + 1, steps: this.spec.steps.length })),
                   ' ', ...richText(step.title));
    const locked = el('p', 'by-hand__locked', message('by-hand-step-locked', { step: k }));
    element.append(heading);
    if (k > 0) element.append(locked);
    return { element, step, locked, inputs: [] };
  }

  // Opens step k: its question and one field per entry.
  open(k, { focus = true } = {}) {
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
      if (step.kind === 'shape') input.placeholder = message('by-hand-shape-placeholder');
      else if (!step.special) input.inputMode = 'decimal';
      input.setAttribute('aria-describedby', `${ask.id} ${verdict.id}`);
      field.append(labelNode, input);
      entries.append(field);
      return { input, label };
    });
    const form = el('form', 'by-hand__form');
    form.noValidate = true;
    const check = el('button', 'button', message('by-hand-check-step', { step: k + 1 }));
    check.type = 'submit';
    form.append(entries, check);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.check(k);
    });
    element.append(ask, form, verdict);
    Object.assign(item, { form, verdict, check });
    if (k > 0 && focus) item.inputs[0].input.focus();
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
    const reveal = button(message('by-hand-show-answer'), 'button button--quiet by-hand__reveal');
    reveal.addEventListener('click', () => {
      // Help with these numbers: their aids open, and a pass now counts as one with help.
      const attempt = this.attempt;
      if (!attempt.passed && !attempt.help) this.attempt = withHelp(attempt);
      this.helpAt.add(k);
      showVerdict(verdict, 'is-revealed', message('by-hand-answer', { answer: step.answer(this.solved, this.done) }));
    });
    verdict.append(reveal);
  }

  showChecked(verdict, { lines, why }) {
    const list = el('ul', 'by-hand__checked');
    // "o[1]: exact …", "输出：精确值 …": the colon in the label, the space (if any) before the parts.
    const colon = labelColon();
    const gap = colon.endsWith(' ') ? ' ' : '';
    for (const { label, parts } of lines) {
      const line = el('li', 'by-hand__checked-line');
      const name = el('span', 'by-hand__checked-label');
      name.append(...richText(label), colon.trimEnd());
      line.append(name);
      const spans = parts.map((part) => el('span', 'by-hand__checked-part', part));
      spans.forEach((span, p) => line.append(p > 0 ? ' · ' : gap, span));
      // The mark stays with "yours …": it never wraps onto a line alone.
      const mark = el('span', 'by-hand__checked-mark', ' ✓');
      mark.setAttribute('aria-hidden', 'true');
      spans.at(-1).append(mark);
      list.append(line);
    }
    verdict.append(list);
    if (why) verdict.append(richParagraph('verdict__text by-hand__note', why));
  }

  // Step k shown right: its boxes read-only, its verdict.
  showDone(k, result) {
    const item = this.items[k];
    this.done.push(result.values);
    item.element.className = 'by-hand__step is-done';
    for (const { input } of item.inputs) input.readOnly = true;
    item.check.remove();
    showVerdict(item.verdict, result.state, result.text, result.mark);
    if (result.checked) this.showChecked(item.verdict, result.checked);
  }

  pass(k, result) {
    const item = this.items[k];
    this.showDone(k, result);
    if (k + 1 < this.items.length) {
      // Kept for a reload: what was typed, and whether the answer was shown first.
      this.passedSteps.push({ typed: item.inputs.map(({ input }) => input.value), help: this.helpAt.has(k) });
      const attempt = this.attempt;
      // (numbers passed already are not resumed: they show "passed before")
      if (!attempt.passed) this.attempt = withSteps(attempt, this.passedSteps);
      this.open(k + 1);
      return;
    }
    const attempt = this.attempt;
    // Kept whole, so that a later visit shows the worked row as it was passed.
    const typed = { typed: item.inputs.map(({ input }) => input.value), help: this.helpAt.has(k) };
    this.attempt = withSteps({ ...attempt, passed: true }, [...this.passedSteps, typed]);
    this.progress.set('checkpoint', this.progressId, recordPass(this.progress.get('checkpoint', this.progressId), attempt, dayOf()));
    this.status.textContent = message('by-hand-complete', { steps: this.items.length, help: attempt.help ? 'yes' : 'no', offer: this.offer });
    this.status.hidden = false;
    // Said where the reader is too, under the last step: the status line sits
    // above the intro, screens away on a long checkpoint.
    item.element.append(part(richParagraph('by-hand__complete', this.status.textContent), 'complete'));
    this.showAfterPass();
    this.announce('attention-checkpoint', { help: attempt.help });
  }

  // What the passed row found (the course's words; not in an embedded copy).
  showAfterPass() {
    const after = this.spec.afterPass?.(this.solved);
    if (after && !this.embedded) this.content.append(part(richParagraph('by-hand__after', after), 'after-pass'));
  }
}
