// The model of <attention-misconception-temperature>
// (../../attention-misconception-temperature.js): its fields, and one fixed
// row of scores divided by a temperature T before the core's softmax
// (scale = 1/T): the weights, their largest value and entropy against the
// uniform row's, and a sentence chosen by them. Pure: no DOM, nothing read
// from an element; Node tests call it.

import { field } from '../../../lib/fields/field.js';
import { bars, table } from '../../../figures/model.js';
import { formatNumber } from '../../../lib/text/format.js';
import { message } from '../../../lib/text/messages.js';
import { named } from '../../fields/named-field.js';

export const T_MIN = 0.05;
export const T_MAX = 20; // = 1 / T_MIN, so log T runs symmetrically about 0
const STEPS = 100; // slider positions (../../../lib/fields/sliders.js, 'log'); one step multiplies T by 20^(1/50) ≈ 1.06

export const PRESETS = [
  { get label() { return message('misconception-temperature-preset-hard'); }, temperature: 0.05 },
  { get label() { return message('misconception-temperature-preset-attention'); }, temperature: 1 },
  { get label() { return message('misconception-temperature-preset-uniform'); }, temperature: 20 },
];

export const fields = [
  named(field({ key: 'logits', attribute: 'logits', param: 'z', kind: 'vector', fallback: [2.2, 1.4, 0.6, -0.3, -1.5], minLength: 2, maxLength: 8,
                maxAbs: 100, hint: '' }), 'misconception-temperature-logits'),
  named(field({ key: 'temperature', attribute: 'temperature', param: 't', kind: 'number', min: T_MIN, max: T_MAX, step: 0.05, fallback: 1, argument: 'scale',
                slider: { scale: 'log', steps: STEPS, get label() { return message('misconception-temperature-slider'); }, name: 'T' },
                hint: '' }), 'misconception-temperature-temperature'),
];

export function model(am, { logits, temperature }) {
  const cols = logits.length;
  const result = am.softmax({ logits, cols, scale: 1 / temperature });
  const uniform = am.softmax({ logits: new Float64Array(cols), cols }).rows[0].entropy; // = ln n
  const [shape] = result.rows;
  return {
    stats: [
      [message('misconception-temperature-largest'), formatNumber(shape.maxWeight, 3), 'is-max'],
      [message('misconception-temperature-entropy'), message('misconception-temperature-nats', { value: formatNumber(shape.entropy, 3) }),
       'is-entropy'],
      [message('misconception-temperature-uniform', { count: cols }),
       message('misconception-temperature-nats', { value: formatNumber(uniform, 3) }), 'is-uniform'],
    ],
    bars: bars({
      title: message('misconception-temperature-bars-title'),
      axis: { min: 0, max: 1, ticks: [0, 0.5, 1] },
      bars: Array.from(result.weights, (w, j) => ({ label: String(j + 1), value: w })),
    }),
    verdict: verdict(shape, uniform, result.weights, temperature),
    table: table({
      caption: message('misconception-temperature-caption'),
      columns: [{ label: message('misconception-temperature-column-key') },
                { label: message('misconception-temperature-column-score'), numeric: true }, { label: 'z ÷ T', numeric: true },
                { label: message('misconception-temperature-column-weight'), numeric: true }],
      rows: logits.map((z, j) => ({
        header: String(j + 1),
        cells: [formatNumber(z, 2), formatNumber(result.logits[j], 2), formatNumber(result.weights[j])],
      })),
    }),
  };
}

// Thresholds only choose a sentence; the numbers in it are the core's.
function verdict(shape, uniform, weights, temperature) {
  const smallest = Math.min(...weights);
  const t = String(Number(temperature.toPrecision(3)));
  if (shape.maxWeight > 0.99) {
    return message('misconception-temperature-one-hot', { t, top: formatNumber(shape.maxWeight, 4) });
  }
  if (shape.entropy > 0.95 * uniform) {
    // High entropy with the top key still twice the lowest (T = 4.47: 0.282
    // against 0.123) is flat, not "about the same share".
    if (shape.maxWeight < 1.5 * smallest) {
      return message('misconception-temperature-uniform-verdict', { t, entropy: formatNumber(shape.entropy, 3),
                                                                   uniform: formatNumber(uniform, 3) });
    }
    return message('misconception-temperature-flat', { t, entropy: formatNumber(shape.entropy, 3), uniform: formatNumber(uniform, 3),
                                                       top: formatNumber(shape.maxWeight, 3), smallest: formatNumber(smallest, 3) });
  }
  // "Even the lowest keeps 0.000" would say soft and show none: a key whose
  // weight prints as 0.000 makes it a sharp row, and every key under 0.001 is counted.
  if (smallest < 0.0005) {
    const faint = weights.filter((w) => w < 0.001).length;
    return message('misconception-temperature-sharp', { t, top: formatNumber(shape.maxWeight, 3), count: faint, total: weights.length });
  }
  return message('misconception-temperature-soft', { t, top: formatNumber(shape.maxWeight, 3), smallest: formatNumber(smallest, 3) });
}
