// The control a reader answers with, for each kind of answer:
//   {kind: 'number', percent?, special?}  one text box (0.5, .5, 1/2, 50%, NaN…)
//   {kind: 'shape'}                       one text box ((7, 7), 7x7…)
//   {kind: 'vector', length, decimals?}   one text box of numbers
//   {kind: 'choice', choices}             a radio group
//   {kind: 'sketch', labels, start}       bars to drag (sketch.js)
// `choices`, `labels` and `start` may be functions of the solved values.
//
// createAnswerField(answer, {id, labelText, labelledBy, solved}) →
//   {element, read() → {ok, value, text} | {ok: false, message}, restore(text), focus(), disable(), showAnswer(value)}
// `text` is what to remember and show back ("your prediction was …").

import { el } from '../text/dom.js';
import { formatNumber } from '../text/format.js';
import { message } from '../text/messages.js';
import { parseAnswer } from './answers.js';
import { createSketch } from './sketch.js';

const valueOf = (option, solved) => (typeof option === 'function' ? option(solved) : option);

export function createAnswerField(answer, options) {
  if (answer.kind === 'choice') return choiceField(answer, options);
  if (answer.kind === 'sketch') return sketchField(answer, options);
  return textField(answer, options);
}

// What a text answer's box makes of `text` (./answers.js; re-exported for
// the Node tests of the exercises, tests/js/course-exercises.test.mjs).
export { parseAnswer };

function textField(answer, { id, labelText, describedBy }) {
  const element = el('div', 'answer-field');
  const label = el('label', 'answer-field__label', labelText);
  label.htmlFor = id;
  const input = el('input', 'field__input answer-field__input');
  const placeholder = answer.example ?? (answer.kind === 'shape' ? message('course-field-shape-placeholder') : '');
  Object.assign(input, { id, type: 'text', autocomplete: 'off', spellcheck: false, placeholder });
  if (answer.kind === 'number' && !answer.special) input.inputMode = 'decimal';
  if (describedBy) input.setAttribute('aria-describedby', describedBy);
  element.append(label, input);
  return {
    element,
    input,
    read() {
      const parsed = parseAnswer(answer, input.value);
      if (parsed.ok) input.removeAttribute('aria-invalid');
      else input.setAttribute('aria-invalid', 'true');
      return parsed.ok ? { ...parsed, text: input.value.trim() } : parsed;
    },
    restore(text) {
      input.value = text;
      return this.read();
    },
    focus: () => input.focus(),
    disable() {
      input.readOnly = true;
    },
    showAnswer() {},
  };
}

function choiceField(answer, { id, labelText, describedBy, solved }) {
  const element = el('fieldset', 'answer-field answer-field--choice');
  const legend = el('legend', 'answer-field__label', labelText);
  element.append(legend);
  if (describedBy) element.setAttribute('aria-describedby', describedBy);
  const choices = valueOf(answer.choices, solved);
  const radios = choices.map((choice, k) => {
    const option = el('label', 'answer-field__choice');
    const radio = el('input');
    Object.assign(radio, { type: 'radio', name: id, value: choice.value, id: `${id}-${k}` });
    option.append(radio, document.createTextNode(` ${choice.label}`));
    element.append(option);
    return radio;
  });
  const labelOf = (value) => choices.find((c) => c.value === value)?.label ?? value;
  return {
    element,
    read() {
      const chosen = radios.find((r) => r.checked);
      return chosen ? { ok: true, value: chosen.value, text: labelOf(chosen.value) } : { ok: false, message: message('course-field-pick-one') };
    },
    // By the choice's value where it was kept (a label is in the language
    // the answer was made in), else by its label.
    restore(text, value = undefined) {
      const match = choices.find((c) => c.value === value) ?? choices.find((c) => c.label === text);
      for (const radio of radios) radio.checked = radio.value === match?.value;
      return this.read();
    },
    focus: () => (radios.find((r) => r.checked) ?? radios[0]).focus(),
    disable: () => radios.forEach((r) => { r.disabled = !r.checked; }),
    showAnswer() {},
  };
}

// Bars left where they started are a prediction too ("nothing changes"),
// but more often a commit made before dragging: the first such commit asks,
// the second (with no bar moved in between) is taken as meant.

function sketchField(answer, { labelledBy, solved }) {
  const labels = valueOf(answer.labels, solved);
  const start = valueOf(answer.start, solved);
  let sketch = createSketch({ labels, start, labelledBy });
  let asked = false;
  const element = el('div', 'answer-field answer-field--sketch');
  element.append(sketch.element);
  element.addEventListener('input', () => { asked = false; });
  const textOf = (values) => values.map((v) => formatNumber(v, 2)).join(', ');
  return {
    element,
    read() {
      if (!sketch.moved() && !asked) {
        asked = true;
        return { ok: false, message: message('course-field-sketch-unmoved') };
      }
      return { ok: true, value: sketch.values(), text: textOf(sketch.values()) };
    },
    restore(text) {
      const values = text.split(',').map(Number);
      sketch = createSketch({ labels, start: values, labelledBy });
      element.replaceChildren(sketch.element);
      return { ok: true, value: values, text };
    },
    focus: () => element.querySelector('[role="slider"]')?.focus(),
    disable: () => sketch.disable(),
    showAnswer: (values) => sketch.showAnswer(values),
  };
}
