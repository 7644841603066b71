// The model of <attention-misconception-temperature>
// (../../attention-misconception-temperature.js): its fields, and one fixed
// row of scores divided by a temperature T before the core's softmax
// (scale = 1/T): the weights, their largest value and entropy against the
// uniform row's, and a sentence chosen by them. Pure: no DOM, nothing read
// from an element; Node tests call it.

import { field } from '../../../lib/fields/field.js';
import { bars, table } from '../../../figures/model.js';
import { formatNumber } from '../../../lib/text/format.js';

export const T_MIN = 0.05;
export const T_MAX = 20; // = 1 / T_MIN, so log T runs symmetrically about 0
const STEPS = 100; // slider positions (../../../lib/fields/sliders.js, 'log'); one step multiplies T by 20^(1/50) ≈ 1.06

export const PRESETS = [
  { label: 'Nearly hard (T = 0.05)', temperature: 0.05 },
  { label: 'Attention (T = 1)', temperature: 1 },
  { label: 'Nearly uniform (T = 20)', temperature: 20 },
];

export const fields = [
  field({ key: 'logits', attribute: 'logits', param: 'z', kind: 'vector', label: 'the scores', subject: 'The scores',
          caption: 'One row of scaled scores', fallback: [2.2, 1.4, 0.6, -0.3, -1.5], minLength: 2, maxLength: 8,
          maxAbs: 100, hint: 'Numbers separated by commas, one per key.' }),
  field({ key: 'temperature', attribute: 'temperature', param: 't', kind: 'number', label: 'the temperature',
          subject: 'The temperature', caption: 'Temperature T', min: T_MIN, max: T_MAX, step: 0.05, fallback: 1, argument: 'scale',
          slider: { scale: 'log', steps: STEPS, label: 'the temperature slider (logarithmic)', name: 'T' },
          hint: 'The softmax sees scores ÷ T. Left: sharper. Right: flatter. The slider is logarithmic: T = 1 is in the middle.' }),
];

export function model(am, { logits, temperature }) {
  const cols = logits.length;
  const result = am.softmax({ logits, cols, scale: 1 / temperature });
  const uniform = am.softmax({ logits: new Float64Array(cols), cols }).rows[0].entropy; // = ln n
  const [shape] = result.rows;
  return {
    stats: [
      ['largest weight', formatNumber(shape.maxWeight, 3), 'is-max'],
      ['entropy', `${formatNumber(shape.entropy, 3)} nats`, 'is-entropy'],
      [`uniform over ${cols}`, `${formatNumber(uniform, 3)} nats`, 'is-uniform'],
    ],
    bars: bars({
      title: 'Weights, one bar per key (the track is 0 to 1)',
      axis: { min: 0, max: 1, ticks: [0, 0.5, 1] },
      bars: Array.from(result.weights, (w, j) => ({ label: String(j + 1), value: w })),
    }),
    verdict: verdict(shape, uniform, result.weights, temperature),
    table: table({
      caption: 'Each score and the weight softmax gives it at this temperature',
      columns: [{ label: 'key' }, { label: 'score z', numeric: true }, { label: 'z ÷ T', numeric: true },
                { label: 'weight', numeric: true }],
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
    return `T = ${t}: practically one-hot. The top key has ${formatNumber(shape.maxWeight, 4)}; this is what a hard `
      + 'selection would look like, and softmax only gets here when one score towers over the rest.';
  }
  if (shape.entropy > 0.95 * uniform) {
    return `T = ${t}: nearly uniform. Entropy ${formatNumber(shape.entropy, 3)} of a possible `
      + `${formatNumber(uniform, 3)} nats: every key gets about the same share.`;
  }
  return `T = ${t}: soft. The top key gets ${formatNumber(shape.maxWeight, 3)}, and even the lowest-scoring key `
    + `keeps ${formatNumber(smallest, 3)}. Every position contributes to the output.`;
}
