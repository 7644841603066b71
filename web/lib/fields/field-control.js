// The DOM of one widget field: a label, the control, a message slot beside it
// for bad input, and a hint. Numeric fields can pair a slider (quick, coarse)
// with a text box (exact, and where bad input can be typed and answered).
//
// spec: {key, attribute, param, kind: 'integer'|'number'|'switch'|'choice'|
//        'vector'|'text', label (mid-sentence), subject (sentence start),
//        caption (shown; may differ from label, e.g. "d_k" shown as a
//        subscript), hint, min, max, step, fallback, choices: [{value, label}],
//        slider (see ./sliders.js): true for a linear one, or
//        {scale: 'log2' | 'log' | 'list', …}}
// A 'text' field has no control of its own: the widget reads and explains
// it (the walkthrough's tokens and x), and puts its messages where it shows
// them (AttentionWidget.setFieldMessage).
// The control reports a value through onText(text) as the reader types; the
// widget decides whether it is good and calls setMessage()/setValue().
// Messages and hints are rich text (../text/rich-text.js): "d_model" is set
// with a real subscript.

import { el } from '../text/dom.js';
import { asHalfWidth } from '../text/half-width.js';
import { formatFieldValue } from './parse-value.js';
import { richLabel, richSpan, richText } from '../text/rich-text.js';
import { createSlider } from './sliders.js';

export function createFieldControl(spec, idPrefix, onText) {
  if (spec.kind === 'text') return textField(spec);
  const id = `${idPrefix}-${spec.param}`;
  const wrapper = el('div', `field field--${spec.kind}`);
  const message = el('p', 'field__message');
  message.id = `${id}-message`;
  message.hidden = true;
  message.setAttribute('aria-live', 'polite');
  const hint = el('p', 'field__hint');
  hint.append(...richText(spec.hint ?? ''));
  hint.id = `${id}-hint`;
  hint.hidden = !spec.hint;
  const describedBy = `${id}-message ${id}-hint`;
  const control = spec.kind === 'switch' ? switchControl(spec, id, describedBy, onText)
    : spec.kind === 'choice' ? choiceControl(spec, id, describedBy, onText)
      : numberControl(spec, id, describedBy, onText);
  wrapper.append(...control.nodes, message, hint);
  return {
    element: wrapper,
    input: control.input,
    slider: control.slider ?? null,
    setValue: control.setValue,
    setValueText: control.setValueText ?? (() => {}),
    setMessage(text) {
      message.replaceChildren(...richText(text));
      message.hidden = text === '';
      if (text) control.input.setAttribute('aria-invalid', 'true');
      else control.input.removeAttribute('aria-invalid');
    },
  };
}

// A field without a control: its value comes from its attribute (or the link).
function textField() {
  return { element: null, input: null, slider: null, setValue() {}, setValueText() {}, setMessage() {} };
}

// spec.spokenCaption: heard as written ("d_k", the Python script's spelling),
// seen with a subscript.
function label(spec, id) {
  const node = el('label', 'field__label');
  const caption = spec.caption ?? spec.label;
  node.append(spec.spokenCaption ? richLabel(caption) : richSpan(caption));
  node.htmlFor = id;
  return node;
}

function numberControl(spec, id, describedBy, onText) {
  const input = el('input', 'field__input');
  Object.assign(input, { id, type: 'text', autocomplete: 'off', spellcheck: false });
  if (spec.kind !== 'vector') input.inputMode = spec.kind === 'integer' ? 'numeric' : 'decimal';
  input.setAttribute('aria-describedby', describedBy);
  input.addEventListener('input', () => onText(input.value));
  if (spec.kind !== 'vector') input.addEventListener('keydown', (event) => stepWithArrows(event, spec, input));
  const nodes = [label(spec, id)];
  const slider = spec.slider ? createSlider(spec, id, (text) => { input.value = text; onText(text); }) : null;
  if (slider) {
    const row = el('div', 'field__row');
    row.append(slider.element, input);
    nodes.push(row);
  } else {
    nodes.push(input);
  }
  return {
    nodes,
    input,
    slider: slider?.input,
    setValueText: (text) => slider?.setValueText(text),
    setValue(value) {
      // Leave the reader's spelling ("+7", "0.50", "1,2", full-width "７") alone if it already means this value.
      const shown = formatFieldValue(value, spec);
      const typed = asHalfWidth(input.value);
      if (spec.kind === 'vector') {
        if (typed.split(/[\s,]+/).filter(Boolean).map(Number).join() !== value.join()) input.value = shown;
      } else if (Number(typed) !== value || typed.trim() === '') {
        input.value = shown;
      }
      slider?.setValue(value);
    },
  };
}

// Up and Down step the value in the text box, as they would in a number input.
function stepWithArrows(event, spec, input) {
  const direction = { ArrowUp: 1, ArrowDown: -1 }[event.key];
  const current = Number(asHalfWidth(input.value));
  if (!direction || input.value.trim() === '' || !Number.isFinite(current)) return;
  event.preventDefault();
  const step = spec.step ?? 1;
  const next = Math.min(spec.max, Math.max(spec.min, Math.round((current + direction * step) / step) * step));
  if (next === current) return;
  input.value = String(Number(next.toPrecision(12)));
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function switchControl(spec, id, describedBy, onText) {
  const input = el('input', 'field__checkbox');
  Object.assign(input, { id, type: 'checkbox' });
  input.setAttribute('aria-describedby', describedBy);
  input.addEventListener('change', () => onText(input.checked ? '1' : '0'));
  const row = el('label', 'field__switch');
  row.htmlFor = id;
  row.append(input, richSpan(spec.caption ?? spec.label, 'field__switch-text'));
  return { nodes: [row], input, setValue(value) { input.checked = value; } };
}

function choiceControl(spec, id, describedBy, onText) {
  const input = el('select', 'field__select');
  input.id = id;
  input.setAttribute('aria-describedby', describedBy);
  for (const choice of spec.choices) {
    const option = el('option', '', choice.label);
    option.value = choice.value;
    input.append(option);
  }
  input.addEventListener('change', () => onText(input.value));
  return { nodes: [label(spec, id), input], input, setValue(value) { input.value = formatFieldValue(value, spec); } };
}
