// <attention-misconception-temperature logits="2.2, 1.4, 0.6, -0.3, -1.5" temperature="1">
//
// Misconception (c), "softmax is a hard selection". Divides one fixed row of
// scores by a temperature T before the softmax (the core's scale = 1/T) and
// draws the weights: near T = 0 one position takes everything (one-hot), as
// T grows the row flattens towards uniform, and at T = 1, where attention
// runs, every position keeps a share.
//
// The slider is logarithmic: 0.05 and 20 are equally far from T = 1, so
// T = 1 sits mid-travel and sharpening and flattening get the same room.
// The text box and the URL hold the temperature itself.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { createDataTable, formatNumber } from '../figures/data-table.js';
import { createWeightBars } from '../figures/weight-bars.js';
import { el } from '../lib/text/dom.js';

export const tagName = 'attention-misconception-temperature';

const T_MIN = 0.05;
const T_MAX = 20; // = 1 / T_MIN, so log T runs symmetrically about 0
const STEPS = 100; // slider positions; one step multiplies T by 20^(1/50) ≈ 1.06

// Slider position ↔ temperature (layout only: T = 20^((p − 50)/50), to 3 figures).
const temperatureAt = (p) => Number((T_MAX ** ((2 * p) / STEPS - 1)).toPrecision(3));
const positionOf = (t) => Math.round(((Math.log(t) / Math.log(T_MAX) + 1) * STEPS) / 2);

const PRESETS = [
  { label: 'Nearly hard (T = 0.05)', temperature: 0.05 },
  { label: 'Attention (T = 1)', temperature: 1 },
  { label: 'Nearly uniform (T = 20)', temperature: 20 },
];

export default class AttentionMisconceptionTemperature extends AttentionWidget {
  static fields = [
    field({ key: 'logits', attribute: 'logits', param: 'z', kind: 'vector', label: 'the scores', subject: 'The scores',
            caption: 'One row of scaled scores', fallback: [2.2, 1.4, 0.6, -0.3, -1.5], minLength: 2, maxLength: 8,
            maxAbs: 100, hint: 'Numbers separated by commas, one per key.' }),
    field({ key: 'temperature', attribute: 'temperature', param: 't', kind: 'number', label: 'the temperature',
            subject: 'The temperature', caption: 'Temperature T', min: T_MIN, max: T_MAX, step: 0.05, fallback: 1,
            hint: 'The softmax sees scores ÷ T. Left: sharper. Right: flatter. The slider is logarithmic: T = 1 is in the middle.' }),
  ];

  build() {
    const root = el('div', 'misconception-demo temperature-demo widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    this.addLogSlider();
    const presets = el('div', 'misconception-presets');
    presets.setAttribute('role', 'group');
    presets.setAttribute('aria-label', 'Temperature presets');
    presets.append(...PRESETS.map(({ label, temperature }) => {
      const button = el('button', 'button button--quiet', label);
      button.type = 'button';
      button.addEventListener('click', () => this.setValues({ temperature }));
      return button;
    }));
    this.stats = el('dl', 'temperature-demo__stats');
    this.bars = createWeightBars('Weights, one bar per key (the track is 0 to 1)');
    this.verdict = el('p', 'misconception-verdict');
    this.verdict.setAttribute('aria-live', 'polite');
    this.table = createDataTable({
      caption: 'Each score and the weight softmax gives it at this temperature',
      columns: [{ label: 'key' }, { label: 'score z', numeric: true }, { label: 'z ÷ T', numeric: true },
                { label: 'weight', numeric: true }],
    });
    root.append(fields, presets, this.stats, this.bars.element, this.verdict, this.table.element);
    return root;
  }

  // A range input beside the temperature's text box, in the same row layout
  // as the kit's linear sliders, but moving through log T.
  addLogSlider() {
    const { input } = this.controls.temperature;
    const slider = el('input', 'field__slider');
    Object.assign(slider, { type: 'range', min: '0', max: String(STEPS), step: '1' });
    slider.setAttribute('aria-label', 'the temperature slider (logarithmic)');
    slider.addEventListener('input', () => this.setValues({ temperature: temperatureAt(Number(slider.value)) }));
    const row = el('div', 'field__row');
    input.replaceWith(row);
    row.append(slider, input);
    this.slider = slider;
  }

  syncSlider(temperature) {
    this.slider.value = String(positionOf(temperature));
    this.slider.setAttribute('aria-valuetext', `T = ${temperature}`);
  }

  update(am, { logits, temperature }) {
    const cols = logits.length;
    const result = am.softmax({ logits, cols, scale: 1 / temperature });
    const uniform = am.softmax({ logits: new Float64Array(cols), cols }).rows[0].entropy; // = ln n
    const [shape] = result.rows;
    this.syncSlider(temperature);
    this.showStats(shape, uniform, cols);
    this.showBars(result.weights);
    this.showVerdict(shape, uniform, result.weights, temperature);
    this.table.update(logits.map((z, j) => ({
      header: String(j + 1),
      cells: [formatNumber(z, 2), formatNumber(result.logits[j], 2), formatNumber(result.weights[j])],
    })));
  }

  showStats(shape, uniform, cols) {
    const item = (term, value, className) => {
      const box = el('div', `temperature-demo__stat ${className}`);
      box.append(el('dt', '', term), el('dd', '', value));
      return box;
    };
    this.stats.replaceChildren(
      item('largest weight', formatNumber(shape.maxWeight, 3), 'is-max'),
      item('entropy', `${formatNumber(shape.entropy, 3)} nats`, 'is-entropy'),
      item(`uniform over ${cols}`, `${formatNumber(uniform, 3)} nats`, 'is-uniform'),
    );
  }

  showBars(weights) {
    this.bars.update(weights);
  }

  // Thresholds only choose a sentence; the numbers in it are the core's.
  showVerdict(shape, uniform, weights, temperature) {
    const smallest = Math.min(...weights);
    const t = String(Number(temperature.toPrecision(3)));
    let text;
    if (shape.maxWeight > 0.99) {
      text = `T = ${t}: practically one-hot. The top key has ${formatNumber(shape.maxWeight, 4)}; this is what a hard `
        + 'selection would look like, and softmax only gets here when one score towers over the rest.';
    } else if (shape.entropy > 0.95 * uniform) {
      text = `T = ${t}: nearly uniform. Entropy ${formatNumber(shape.entropy, 3)} of a possible `
        + `${formatNumber(uniform, 3)} nats: every key gets about the same share.`;
    } else {
      text = `T = ${t}: soft. The top key gets ${formatNumber(shape.maxWeight, 3)}, and even the lowest-scoring key `
        + `keeps ${formatNumber(smallest, 3)}. Every position contributes to the output.`;
    }
    this.verdict.textContent = text;
  }
}
