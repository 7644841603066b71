// The model of <attention-softmax> (../attention-softmax.js): its fields and
// what it shows, from the core's naive and stable softmax of the same logits.
// Pure: no DOM, nothing read from an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { bars, table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';

// exp overflows to ∞ above ln(largest finite) and underflows to 0 below
// ln(smallest subnormal): the edges of what each precision can hold.
export const EXP_RANGE = {
  float32: { over: 88.72, under: -103.97 },
  float64: { over: 709.78, under: -745.13 },
};

export const fields = [
  field({ key: 'logits', attribute: 'logits', param: 'z', kind: 'vector', label: 'the logits', subject: 'The logits',
          caption: 'Logits z (one row of scores)', fallback: [2, 1, 0.1, -1], maxLength: 12, maxAbs: 1e6,
          allowMinusInfinity: true, argument: 'logits',
          hint: 'Numbers separated by commas, e.g. 2, 1, 0.1, -1; -inf masks a position.' }),
  field({ key: 'scale', attribute: 'scale', param: 'scale', kind: 'number', label: 'the scale', subject: 'The scale',
          caption: 'Multiply the logits by', min: 0.1, max: 100, step: 0.1, fallback: 1, slider: true,
          hint: 'Drag right to make the scores large, as unscaled scores are when d_k is large.' }),
  field({ key: 'precision', attribute: 'precision', param: 'p', kind: 'choice', label: 'the precision',
          subject: 'The precision', caption: 'Arithmetic', fallback: 'float32',
          choices: [{ value: 'float32', label: 'float32 (what models train in)' }, { value: 'float64', label: 'float64 (numpy default)' }] }),
];

export function model(am, { logits, scale, precision }) {
  const cols = logits.length;
  const naive = am.softmax({ logits, cols, scale, precision, form: 'naive' });
  const stable = am.softmax({ logits, cols, scale, precision, form: 'stable' });
  const z = stable.logits;
  return {
    bars: bars({
      title: 'Stable weights, one bar per logit (the track is 0 to 1)',
      axis: { min: 0, max: 1, ticks: [0, 0.5, 1] },
      bars: Array.from(stable.weights, (w, j) => ({ label: String(j + 1), value: w })),
    }),
    table: table({
      caption: 'Each logit, and the weight each formula gives it',
      columns: [{ label: 'j' }, { label: 'z_j', numeric: true }, { label: 'naive exp(z)/Σexp(z)', numeric: true },
                { label: 'stable exp(z−max)/Σ', numeric: true }],
      rows: [
        ...Array.from(z, (value, j) => ({
          header: String(j + 1),
          cells: [formatNumber(value, 2), badIfNotFinite(naive.weights[j]), formatNumber(stable.weights[j])],
        })),
        { header: 'sum', marks: ['total'], cells: ['', badIfNotFinite(naive.rowSums[0]), formatNumber(stable.rowSums[0])] },
      ],
    }),
    verdict: verdict(z, naive, precision),
    properties: properties(stable, precision),
  };
}

function badIfNotFinite(value) {
  const text = formatNumber(value);
  return Number.isFinite(value) ? text : { text, tone: 'bad' };
}

// Says what the core's naive numbers show, and why: overflow (∞/∞),
// underflow (0/0), or a row with every position masked.
function verdict(z, naive, precision) {
  const largest = Math.max(...z);
  const { over, under } = EXP_RANGE[precision];
  const bad = Array.from(naive.weights).some((w) => !Number.isFinite(w));
  let text;
  if (!bad) {
    text = `The largest logit is ${formatNumber(largest, 1)}, inside ${precision}’s safe range `
      + `for exp (${formatNumber(under, 2)} to ${formatNumber(over, 2)}), so both formulas agree. Push the scale up until a logit passes ${over}.`;
  } else if (largest === -Infinity) {
    text = 'Every position is masked: the naive formula computes 0/0 = NaN. The stable formula '
      + 'has no largest finite logit to subtract either; this page returns all-zero weights and reports the row.';
  } else if (largest > over) {
    text = `The largest logit is ${formatNumber(largest, 1)}, above ${over}, where exp overflows `
      + `${precision}: the naive formula computes ∞/∞ = NaN. Subtracting the maximum first makes the largest `
      + 'exponent e⁰ = 1: no exp overflows, and the stable formula gives finite weights that sum to 1.';
  } else {
    text = `Every logit is below ${under}, where exp underflows ${precision} to 0: the naive `
      + 'formula computes 0/0 = NaN. Subtracting the maximum first makes the largest exponent e⁰ = 1, so the '
      + 'sum is at least 1 and the stable formula gives finite weights.';
  }
  return { text, bad };
}

function properties(stable, precision) {
  const [shape] = stable.rows;
  const weights = Array.from(stable.weights);
  return [
    `Every weight is ≥ 0: smallest ${formatNumber(Math.min(...weights), 6)}.`,
    // About 8 significant digits: float32 holds about 7, and more would print float64's noise.
    `They sum to 1: their sum, computed live, is ${stable.rowSums[0].toPrecision(8)}`
      + (precision === 'float32' ? ', which is 1 to float32’s precision (about 7 digits).' : '.'),
    `Largest weight ${formatNumber(shape.maxWeight)}; how spread out the weights are (their entropy): ${formatNumber(shape.entropy, 3)} nats, `
      + `from 0 when one key takes everything to ${formatNumber(Math.log(weights.length), 3)} when all ${weights.length} share equally.`,
  ];
}
