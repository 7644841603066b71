// <attention-misconception-temperature logits="2.2, 1.4, 0.6, -0.3, -1.5" temperature="1">
//
// Misconception (c), "softmax is a hard selection". Divides one fixed row of
// scores by a temperature T before the softmax (the core's scale = 1/T) and
// draws the weights: near T = 0 one position takes everything (one-hot), as
// T grows the row flattens towards uniform, and at T = 1, where attention
// runs, every position keeps a share.

import { AttentionWidget, field } from '../lib/widget.js';
import { createDataTable, formatNumber } from '../lib/data-table.js';
import { el } from '../lib/dom.js';

export const tagName = 'attention-misconception-temperature';

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
            subject: 'The temperature', caption: 'Temperature T', min: 0.05, max: 20, step: 0.05, fallback: 1,
            slider: true, hint: 'The softmax sees scores ÷ T. Left: sharper. Right: flatter.' }),
  ];

  build() {
    const root = el('div', 'misconception-demo temperature-demo widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
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
    this.bars = el('div', 'temperature-demo__bars');
    this.bars.setAttribute('aria-hidden', 'true'); // the table carries the same numbers
    this.verdict = el('p', 'misconception-verdict');
    this.verdict.setAttribute('aria-live', 'polite');
    this.table = createDataTable({
      caption: 'Each score and the weight softmax gives it at this temperature',
      columns: [{ label: 'key' }, { label: 'score z', numeric: true }, { label: 'z ÷ T', numeric: true },
                { label: 'weight', numeric: true }],
    });
    this.table.element.tabIndex = 0;
    this.table.element.setAttribute('role', 'region');
    this.table.element.setAttribute('aria-label', 'Weights at this temperature');
    root.append(fields, presets, this.stats, this.bars, this.verdict, this.table.element);
    return root;
  }

  update(am, { logits, temperature }) {
    const cols = logits.length;
    const result = am.softmax({ logits, cols, scale: 1 / temperature });
    const uniform = am.softmax({ logits: new Float64Array(cols), cols }).rows[0].entropy; // = ln m
    const [shape] = result.rows;
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
    this.bars.replaceChildren(...Array.from(weights, (w, j) => {
      const bar = el('div', 'temperature-demo__bar');
      bar.style.setProperty('--share', String(w));
      bar.append(el('span', 'temperature-demo__bar-label', String(j + 1)), el('span', 'temperature-demo__bar-track'),
                 el('span', 'temperature-demo__bar-value', formatNumber(w, 3)));
      bar.children[1].append(el('span', 'temperature-demo__bar-fill'));
      return bar;
    }));
  }

  // Thresholds only choose a sentence; the numbers in it are the core's.
  showVerdict(shape, uniform, weights, temperature) {
    const smallest = Math.min(...weights);
    const t = formatNumber(temperature, 2);
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
