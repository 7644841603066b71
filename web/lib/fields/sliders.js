// The range input beside a numeric field's text box: quick and coarse,
// while the text box takes any exact value the field accepts. The slider
// moves through positions; a scale maps positions to values and back:
//
//   slider: true                  linear, min to max in steps of spec.step
//   slider: {scale: 'log2'}       1, 2, 4 … max, one step apart (d_k): a
//                                 linear 1…1024 slider could never reach 2 by hand
//   slider: {scale: 'log', steps} min to max on a log scale, `steps` positions,
//                                 values to 3 significant figures (a temperature:
//                                 0.05 and 20 equally far from 1)
//   slider: {scale: 'list', values, ticks}
//                                 only these values (the head counts that divide
//                                 d_model); ticks: show them under the track
// Also slider.label (its accessible name; default "<label> slider") and
// slider.name (the value's name in aria-valuetext, "d_k = 100"; default the label).
// A value the slider cannot show (d_k = 100 typed) puts it at the nearest
// position, and aria-valuetext says the exact value.

import { el } from '../text/dom.js';
import { message } from '../text/messages.js';
import { plainText } from '../text/rich-text.js';

const SCALES = {
  linear: (spec) => ({
    min: spec.min, max: spec.max, step: spec.step ?? 1,
    valueAt: (p) => p,
    positionOf: (v) => v,
    exact: false,
  }),
  log2: (spec) => ({
    min: 0, max: Math.round(Math.log2(spec.max)), step: 1,
    valueAt: (p) => 2 ** p,
    positionOf: (v) => Math.round(Math.log2(v)),
    exact: true,
  }),
  log: (spec, { steps = 100 }) => {
    const span = Math.log(spec.max / spec.min);
    return {
      min: 0, max: steps, step: 1,
      valueAt: (p) => Number((spec.min * Math.exp((span * p) / steps)).toPrecision(3)),
      positionOf: (v) => Math.round((Math.log(v / spec.min) / span) * steps),
      exact: true,
    };
  },
  list: (spec, { values }) => ({
    min: 0, max: values.length - 1, step: 1,
    valueAt: (p) => values[p],
    positionOf: (v) => nearestIndex(values, v),
    exact: true,
  }),
};

export function createSlider(spec, id, onText) {
  const options = spec.slider === true ? {} : spec.slider;
  const scale = SCALES[options.scale ?? 'linear'](spec, options);
  const input = el('input', 'field__slider');
  Object.assign(input, { type: 'range', min: String(scale.min), max: String(scale.max), step: String(scale.step) });
  input.id = `${id}-slider`;
  input.setAttribute('aria-label', options.label ?? message('field-slider-label', { label: spec.label }));
  input.addEventListener('input', () => onText(String(scale.valueAt(Number(input.value)))));
  let element = input;
  if (options.ticks && options.values) {
    element = el('div', 'field__slider-box');
    const ticks = el('div', 'field__ticks');
    ticks.setAttribute('aria-hidden', 'true');
    ticks.append(...options.values.map((v) => el('span', '', String(v))));
    element.append(input, ticks);
  }
  let customText = false;
  const name = options.name ?? plainText(spec.label);
  return {
    element,
    input,
    setValue(value) {
      input.value = String(scale.positionOf(value));
      if (scale.exact && !customText) input.setAttribute('aria-valuetext', `${name} = ${value}`);
    },
    // The widget's own wording ("12 heads, each 2 columns wide").
    setValueText(text) {
      customText = true;
      input.setAttribute('aria-valuetext', text);
    },
  };
}

function nearestIndex(values, v) {
  let best = 0;
  values.forEach((x, i) => { if (Math.abs(x - v) < Math.abs(values[best] - v)) best = i; });
  return best;
}
