// <attention-exercises>
//
// Self-check exercises (section 12). Each is a small form: a question, an
// answer box, a Check button (Enter works too) and a verdict announced
// through aria-live. The expected answers come from the core once it has
// loaded; a format the reader did not mean (7x7 for a shape is fine, "seven"
// is not) gets a message instead of a wrong verdict. No URL state.

import { AttentionWidget } from '../lib/widget/widget.js';
import { EXERCISES } from '../lib/takeaways-exercises.js';
import { parseShape, parseAnswerNumber, parseAnswerVector } from '../lib/takeaways-answers.js';
import { el } from '../lib/text/dom.js';

export const tagName = 'attention-exercises';

export default class AttentionExercises extends AttentionWidget {
  build() {
    this.solved = null;
    this.results = new Map();
    const root = el('div', 'exercises');
    this.score = el('p', 'exercises__score');
    const list = el('ol', 'exercises__list');
    list.append(...EXERCISES.map((spec, i) => this.buildExercise(spec, i)));
    root.append(this.score, list);
    this.showScore();
    return root;
  }

  // The answers are computed once: none of them depends on the reader.
  update(am) {
    this.solved = new Map(EXERCISES.map((spec) => [spec.id, spec.solve(am)]));
  }

  buildExercise(spec, index) {
    const id = `${this.idPrefix}-${spec.id}`;
    const item = el('li', 'exercise');
    const form = el('form', 'exercise__form');
    form.noValidate = true;
    const prompt = el('p', 'exercise__prompt');
    prompt.id = `${id}-prompt`;
    prompt.append(...richText(spec.prompt));
    const label = el('label', 'exercise__label', `Answer ${index + 1}`);
    label.htmlFor = id;
    const input = el('input', 'field__input exercise__input');
    Object.assign(input, { id, type: 'text', autocomplete: 'off', spellcheck: false, placeholder: spec.example });
    input.setAttribute('aria-describedby', `${id}-prompt ${id}-verdict`);
    const button = el('button', 'button exercise__check', 'Check');
    button.type = 'submit';
    const row = el('div', 'exercise__row');
    row.append(input, button);
    const verdict = el('div', 'exercise__verdict');
    verdict.id = `${id}-verdict`;
    verdict.setAttribute('aria-live', 'polite');
    form.append(prompt, label, row, verdict);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.check(spec, input, verdict);
    });
    item.append(form);
    return item;
  }

  check(spec, input, verdict) {
    if (!this.solved) {
      showVerdict(verdict, 'is-info', 'One moment: the calculator is still loading.');
      return;
    }
    const parsed = readAnswer(spec, input.value);
    if (!parsed.ok) {
      input.setAttribute('aria-invalid', 'true');
      showVerdict(verdict, 'is-format', parsed.message);
      return;
    }
    input.removeAttribute('aria-invalid');
    const solved = this.solved.get(spec.id);
    const right = spec.isRight(parsed.value, solved);
    this.results.set(spec.id, right);
    if (right) showVerdict(verdict, 'is-right', `Correct. ${spec.explain(solved)}`, '✓');
    else this.showNotYet(spec, solved, verdict);
    this.showScore();
  }

  // A hint first; the answer only on request, so the exercise stays one.
  showNotYet(spec, solved, verdict) {
    showVerdict(verdict, 'is-wrong', `Not yet. ${spec.hint(solved)}`, '✗');
    const reveal = el('button', 'button button--quiet exercise__reveal', 'Show the answer');
    reveal.type = 'button';
    reveal.addEventListener('click', () => {
      showVerdict(verdict, 'is-revealed', `Answer: ${spec.explain(solved)}`);
    });
    verdict.append(reveal);
  }

  showScore() {
    const right = [...this.results.values()].filter(Boolean).length;
    this.score.textContent = `${right} of ${EXERCISES.length} answered correctly.`;
  }
}

function readAnswer(spec, text) {
  if (spec.kind === 'shape') return parseShape(text);
  if (spec.kind === 'vector') return parseAnswerVector(text, spec.length, spec.decimals);
  return parseAnswerNumber(text);
}

function showVerdict(node, state, text, mark) {
  node.className = `exercise__verdict ${state}`;
  const body = el('p', 'exercise__verdict-text');
  if (mark) {
    const icon = el('span', 'exercise__mark', mark);
    icon.setAttribute('aria-hidden', 'true');
    body.append(icon);
  }
  body.append(...richText(text));
  node.replaceChildren(body);
}

// "d_{k}" → d with a subscript k; everything as text nodes, never HTML.
function richText(text) {
  return text.split(/(_\{[^}]+\})/).filter(Boolean).map((part) => (part.startsWith('_{')
    ? el('sub', '', part.slice(2, -1))
    : document.createTextNode(part)));
}
