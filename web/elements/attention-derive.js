// <attention-derive name="formula/derive">
//
// The blank-slate derivation, a checkpoint in three steps
// (web/lib/course/derivation.js judges each one; this element only draws):
//   1. put the formula together: press its parts, tiles that are buttons, in
//      the order they are applied (parts that do not belong are among them);
//      a part pressed again in "Your formula" goes back;
//   2. give every matrix's shape in symbols (n, d_model, d_k, d_v), checked
//      against the core's shapes at sizes drawn for the reader;
//   3. pick each part's reason.
// Every wrong answer gets feedback aimed at it; a step's answer is shown on
// request after a wrong check, and that is help, as "Show me the formula" is.
// The reader's draw (the order of the tiles and choices, the sizes, the
// example the feedback's numbers come from) is their own
// (web/lib/course/reader-seed.js); "Start again, new draw" draws again
// (new sizes, the tiles in a new order: its answers are symbols, so "New
// numbers", the by-hand checkpoints' name, misled a reader). Passing
// records the checkpoint {solved, help} (web/lib/course/checkpoint-record.js),
// and what the page holds back until then, marked data-after="formula/derive"
// (the formula itself, its map), opens (web/page/guards.js).
// Steps 1 and 2, once passed, are kept with the attempt (the tiles pressed,
// the shapes typed, whether the answer was shown first): a reload shows them
// done, checked again, and the next step open. Starting again drops them.
//
// Attributes: name (required: formula/derive).
// Events: attention-checkpoint-step {name, step, right}; attention-checkpoint {name, help} once complete.

import { CourseElement } from '../lib/course/course-element.js';
import {
  NAME, REASONS, SHAPE_ITEMS, assemblyAnswer, judgeAssembly, judgeReasons, judgeShapes, reasonsAnswer,
  restoredDerivation, shapesAnswer, solveDerivation, tile,
} from '../lib/course/derivation.js';
import { aidsOpen, attemptOf, dayOf, nextRound, recordOf, recordPass, stepsOf, withHelp, withSteps } from '../lib/course/checkpoint-record.js';
import { numbersFor } from '../lib/course/reader-seed.js';
import { button, keptStatus, keptWithHelp, richParagraph, showVerdict } from '../lib/course/feedback.js';
import { el, part } from '../lib/text/dom.js';
import { richText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { sentences } from '../lib/text/join.js';

export const tagName = 'attention-derive';

const SPEC = {
  get title() { return message('derive-title'); },
  solve: (am, options) => solveDerivation(am, options),
};

// The steps' names: the message derive-step-name with the step's key.
const STEPS = ['assemble', 'shapes', 'reasons'];

const rich = (tag, className, text) => {
  const node = el(tag, className);
  node.append(...richText(text));
  return node;
};

export default class AttentionDerive extends CourseElement {
  // Its kind, a key the note that holds it until the prediction above is
  // answered says in the reader's language (course-after-reveal-kicker).
  static practice = 'Checkpoint';  // data: the key after-reveal’s label selects on

  static progressKind = 'checkpoint';

  lookUp(id) {
    return id === NAME ? SPEC : undefined;
  }

  solveOptions() {
    this.numbers = numbersFor(this.progress, this.progressId, location.search);
    return { readerSeed: this.numbers.seed, round: this.numbers.round };
  }

  get attempt() {
    return attemptOf(this.progress.get('attempt', this.numbers.id));
  }

  set attempt(value) {
    this.progress.set('attempt', this.numbers.id, value);
  }

  build() {
    const root = part(el('section', 'by-hand derive'), 'derive');
    root.setAttribute('aria-labelledby', this.uid('title'));
    const title = el('h3', 'by-hand__title');
    title.id = this.uid('title');
    title.textContent = SPEC.title;
    this.status = part(el('p', 'by-hand__status', message('derive-loading')), 'status');
    this.status.setAttribute('role', 'status');
    this.content = el('div', 'by-hand__content');
    root.append(title, this.status, this.content);
    this.renderRoot.replaceChildren(root);
  }

  ready() {
    this.chain = [];
    this.passed = [];
    this.passedSteps = []; // {typed, help} for steps 1 and 2, once passed
    this.helpAt = new Set(); // the steps whose answer was shown
    const intro = richParagraph('by-hand__intro', message('derive-intro'));
    this.stepsList = el('ol', 'by-hand__steps');
    this.items = STEPS.map((step, k) => {
      const element = part(el('li', 'by-hand__step is-locked'), 'step');
      const heading = el('h4', 'by-hand__step-title');
      heading.append(el('span', 'by-hand__step-number', message('derive-step-number', { step: k + 1, steps: STEPS.length })),
                     ' ', message('derive-step-name', { step }));
      element.append(heading);
      if (k > 0) element.append(el('p', 'by-hand__locked', message('derive-step-locked', { step: k })));
      return { element };
    });
    this.stepsList.append(...this.items.map((item) => item.element));
    const again = button(message('derive-again'), 'button button--quiet by-hand__new');
    again.addEventListener('click', () => this.drawAgain());
    const skip = button(message('derive-skip'), 'button button--quiet derive__skip');
    skip.addEventListener('click', () => this.showFormula());
    this.skipNote = el('span', 'derive__skip-note', message('derive-skip-note'));
    const foot = part(el('div', 'derive__foot'), 'foot');
    foot.append(again, skip, this.skipNote);
    this.skip = skip;
    this.content.replaceChildren(intro, this.stepsList, foot);
    this.updateFoot();
    const kept = this.restore();
    this.status.textContent = sentences(this.previousStatus(), keptStatus(kept, { numbers: false }));
    this.status.hidden = this.status.textContent === '';
  }

  // The steps kept from an earlier visit, checked again and shown done, and
  // the next one opened, without moving the focus (the reader has not acted
  // yet). → how many were kept.
  restore() {
    let restored = [];
    try {
      restored = restoredDerivation(stepsOf(this.attempt), this.solved);
    } catch {
      restored = []; // stored data the check could not even read: start afresh
    }
    const opens = [() => this.openAssembly(), (focus) => this.openShapes(focus), (focus) => this.openReasons(focus)];
    opens[0]();
    for (const [k, { typed, help, result }] of restored.entries()) {
      if (k === 0) {
        for (const id of typed) this.tiles.get(id).hidden = true;
        this.chain.push(...typed);
      } else {
        this.shapeInputs.forEach((input, j) => { input.value = typed[j]; });
      }
      const { verdict } = this.items[k];
      showVerdict(verdict, result.state, result.text, result.mark);
      if (help) verdict.append(keptWithHelp());
      this.passedSteps.push({ typed, help });
      if (help) this.helpAt.add(k);
      this.markDone(k);
      opens[k + 1](false);
    }
    return restored.length;
  }

  previousStatus() {
    const record = recordOf(this.progress.get('checkpoint', this.progressId));
    if (record.again) return message('derive-passed-twice');
    if (record.status === 'passed') return message('derive-passed-before');
    if (record.status === 'with-help') return message('derive-passed-with-help');
    return '';
  }

  drawAgain() {
    this.progress.set('attempt', this.numbers.id, nextRound(this.attempt));
    this.coreReady(this.am);
    this.renderRoot.querySelector('.by-hand__new')?.focus();
  }

  // Help: what the page holds back opens, and a pass now counts as one with help.
  askHelp() {
    const attempt = this.attempt;
    if (!attempt.passed && !attempt.help) this.attempt = withHelp(attempt);
    this.updateFoot();
  }

  // "Show me the formula" goes once it is shown.
  updateFoot() {
    const open = aidsOpen(this.attempt);
    this.skip.hidden = open;
    this.skipNote.hidden = open;
  }

  showFormula() {
    this.askHelp();
    this.status.textContent = message('derive-shown');
    this.status.hidden = false;
    document.querySelector('[data-after="formula/derive"]')?.scrollIntoView({ block: 'start' });
  }

  // A step's verdict box and its "Show this step's answer" after a wrong check.
  verdictBox(k) {
    const verdict = part(el('div', 'by-hand__verdict'), 'verdict');
    verdict.id = this.uid(`verdict-${k}`);
    verdict.setAttribute('aria-live', 'polite');
    verdict.hidden = true;
    return verdict;
  }

  say(k, verdict, result, answer) {
    showVerdict(verdict, result.state, result.text, result.mark);
    this.announce('attention-checkpoint-step', { step: k + 1, right: result.right });
    if (result.right || result.state === 'is-format') return;
    const reveal = button(message('derive-show-answer'), 'button button--quiet by-hand__reveal');
    reveal.addEventListener('click', () => {
      this.askHelp();
      this.helpAt.add(k);
      showVerdict(verdict, 'is-revealed', answer());
    });
    verdict.append(reveal);
  }

  openStep(k, ask, body, check) {
    const item = this.items[k];
    item.element.className = 'by-hand__step is-current';
    item.element.querySelector('.by-hand__locked')?.remove();
    const question = richParagraph('by-hand__ask', ask);
    question.id = this.uid(`ask-${k}`);
    const verdict = this.verdictBox(k);
    const form = el('form', 'by-hand__form derive__form');
    form.noValidate = true;
    const submit = el('button', 'button', message('derive-check-step', { step: k + 1 }));
    submit.type = 'submit';
    form.append(...body, submit);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      check(verdict);
    });
    item.element.append(question, form, verdict);
    Object.assign(item, { verdict, submit, form });
    return item;
  }

  // ---- step 1: the tiles ----

  openAssembly() {
    const chainLabel = el('p', 'derive__label', message('derive-chain-label'));
    chainLabel.id = this.uid('chain-label');
    this.chainList = part(el('ol', 'derive__chain'), 'chain');
    this.chainList.setAttribute('aria-labelledby', chainLabel.id);
    const trayLabel = el('p', 'derive__label', message('derive-tray-label'));
    trayLabel.id = this.uid('tray-label');
    this.tray = part(el('div', 'derive__tray'), 'tray');
    this.tray.setAttribute('role', 'group');
    this.tray.setAttribute('aria-labelledby', trayLabel.id);
    this.tiles = new Map(this.solved.tray.map((id) => {
      const t = tile(id);
      const node = button('', 'derive__tile');
      // The symbol alone: a description on each tile would make assembling the
      // formula recognition, not recall (a newcomer's reading found so).
      node.append(rich('span', 'derive__tile-label', t.label));
      node.dataset.tile = id;
      node.addEventListener('click', () => this.take(id));
      this.tray.append(node);
      return [id, node];
    }));
    const clear = button(message('derive-clear'), 'button button--quiet derive__clear');
    clear.addEventListener('click', () => { for (const id of [...this.chain]) this.giveBack(id, false); this.tray.querySelector('button:not([hidden])')?.focus(); });
    const item = this.openStep(0, message('derive-ask-assemble'),
      [chainLabel, this.chainList, trayLabel, this.tray, clear], (verdict) => {
        const result = judgeAssembly(this.chain, this.solved);
        this.say(0, verdict, result, assemblyAnswer);
        if (result.right) this.pass(0, () => this.openShapes());
      });
    this.drawChain();
    return item;
  }

  take(id) {
    if (this.items[0].done) return;
    this.chain.push(id);
    const node = this.tiles.get(id);
    const next = [...this.tray.querySelectorAll('button:not([hidden])')].find((b) => b !== node && (node.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING))
      ?? this.tray.querySelector(`button:not([hidden]):not([data-tile="${id}"])`) ?? this.items[0].submit;
    node.hidden = true;
    this.drawChain();
    next.focus();
  }

  giveBack(id, focus = true) {
    if (this.items[0].done) return;
    const at = this.chain.indexOf(id);
    this.chain.splice(at, 1);
    this.tiles.get(id).hidden = false;
    this.drawChain();
    if (!focus) return;
    const chips = this.chainList.querySelectorAll('button');
    (chips[Math.min(at, chips.length - 1)] ?? this.tiles.get(id)).focus();
  }

  drawChain() {
    const done = this.items[0].done;
    if (this.chain.length === 0) {
      this.chainList.replaceChildren(el('li', 'derive__empty', message('derive-chain-empty')));
      return;
    }
    this.chainList.replaceChildren(...this.chain.map((id) => {
      const t = tile(id);
      const li = el('li', 'derive__link');
      if (done) {
        li.append(rich('span', 'derive__chip', t.label));
        return li;
      }
      const chip = button('', 'derive__chip');
      chip.append(...richText(t.label));
      const away = el('span', 'derive__chip-away', ' ×');
      away.setAttribute('aria-hidden', 'true');
      chip.append(away);
      chip.setAttribute('aria-label', message('derive-chip-label', { part: t.label.replace('_', '') }));
      chip.addEventListener('click', () => this.giveBack(id));
      li.append(chip);
      return li;
    }));
  }

  // ---- step 2: the shapes ----

  openShapes(focus = true) {
    const entries = el('div', 'by-hand__entries by-hand__entries--shape');
    this.shapeInputs = SHAPE_ITEMS.map((shapeItem, j) => {
      const id = this.uid(`shape-${j}`);
      const field = el('div', 'by-hand__entry');
      const label = el('label', 'by-hand__label');
      label.htmlFor = id;
      label.append(...richText(shapeItem.label));
      const input = el('input', 'field__input by-hand__input');
      Object.assign(input, { id, type: 'text', autocomplete: 'off', spellcheck: false, placeholder: message('derive-shape-placeholder') });
      input.setAttribute('aria-describedby', `${this.uid('ask-1')} ${this.uid('verdict-1')}`);
      field.append(label, input);
      entries.append(field);
      return input;
    });
    const item = this.openStep(1, message('derive-ask-shapes'), [entries], (verdict) => {
      const result = judgeShapes(this.shapeInputs.map((input) => input.value), this.solved);
      this.shapeInputs.forEach((input, j) => {
        const off = result.state === 'is-format' ? j === result.at : result.wrong[j];
        if (off) input.setAttribute('aria-invalid', 'true');
        else input.removeAttribute('aria-invalid');
      });
      this.say(1, verdict, result, () => shapesAnswer(this.solved));
      if (result.right) this.pass(1, () => this.openReasons());
    });
    if (focus) this.shapeInputs[0].focus();
    return item;
  }

  // ---- step 3: the reasons ----

  openReasons(focus = true) {
    this.reasonFeedback = new Map();
    const groups = REASONS.map((q) => {
      const set = part(el('fieldset', 'answer-field answer-field--choice derive__reason'), 'reason');
      const legend = rich('legend', 'answer-field__label derive__question', q.question);
      set.append(legend);
      for (const [k, id] of this.solved.order[q.id].entries()) {
        const choice = q.choices.find((c) => c.id === id);
        const option = el('label', 'answer-field__choice');
        const radio = el('input');
        Object.assign(radio, { type: 'radio', name: this.uid(`reason-${q.id}`), value: choice.id, id: this.uid(`reason-${q.id}-${k}`) });
        // One flex item for the words: the choice is a flex row.
        option.append(radio, rich('span', 'answer-field__choice-text', choice.label));
        set.append(option);
      }
      const feedback = part(el('p', 'derive__feedback'), 'feedback');
      feedback.hidden = true;
      set.append(feedback);
      this.reasonFeedback.set(q.id, feedback);
      return set;
    });
    const item = this.openStep(2, message('derive-ask-reasons'), groups, (verdict) => {
      const answers = Object.fromEntries(REASONS.map((q) => [q.id, this.renderRoot.querySelector(`input[name="${this.uid(`reason-${q.id}`)}"]:checked`)?.value]));
      const result = judgeReasons(answers);
      for (const r of result.results) {
        const feedback = this.reasonFeedback.get(r.id);
        feedback.className = `derive__feedback ${r.state}`;
        feedback.replaceChildren(...richText(r.text));
        feedback.hidden = false;
      }
      this.say(2, verdict, result, reasonsAnswer);
      if (result.right) this.pass(2, () => this.complete());
    });
    if (focus) groups[0].querySelector('input')?.focus();
    return item;
  }

  pass(k, next) {
    if (k < 2) {
      // Kept for a reload: the tiles or shapes, and whether the answer was shown first.
      this.passedSteps.push({ typed: k === 0 ? [...this.chain] : this.shapeInputs.map((input) => input.value), help: this.helpAt.has(k) });
      const attempt = this.attempt;
      // (numbers passed already are not resumed: they show "passed before")
      if (!attempt.passed) this.attempt = withSteps(attempt, this.passedSteps);
    }
    this.markDone(k);
    next();
  }

  // Step k shown done: its controls read-only, step 1's tray gone.
  markDone(k) {
    const item = this.items[k];
    item.done = true;
    item.element.className = 'by-hand__step is-done';
    item.submit.remove();
    for (const control of item.element.querySelectorAll('input')) {
      if (control.type === 'radio') control.disabled = !control.checked;
      else control.readOnly = true;
    }
    if (k === 0) {
      this.drawChain();
      this.tray.remove();
      item.element.querySelector('.derive__clear')?.remove();
      item.element.querySelectorAll('.derive__label')[1]?.remove();
    }
  }

  complete() {
    const attempt = this.attempt;
    this.attempt = withSteps({ ...attempt, passed: true }, []);
    this.progress.set('checkpoint', this.progressId, recordPass(this.progress.get('checkpoint', this.progressId), attempt, dayOf()));
    this.status.textContent = message('derive-complete', { help: attempt.help ? 'yes' : 'no' });
    this.status.hidden = false;
    this.updateFoot();
    this.announce('attention-checkpoint', { help: attempt.help });
  }
}
