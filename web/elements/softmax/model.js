// The model of <attention-softmax> (../attention-softmax.js): its fields and
// what it shows, from the core's naive and stable softmax of the same logits.
// Pure: no DOM, nothing read from an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { bars, table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

// exp overflows to ∞ above ln(largest finite) and underflows to 0 below
// ln(smallest subnormal): the edges of what each precision can hold.
export const EXP_RANGE = {
  float32: { over: 88.72, under: -103.97 },
  float64: { over: 709.78, under: -745.13 },
};

export const fields = [
  named(field({ key: 'logits', attribute: 'logits', param: 'z', kind: 'vector', fallback: [2, 1, 0.1, -1], maxLength: 12, maxAbs: 1e6,
                allowMinusInfinity: true, argument: 'logits' }), 'softmax-logits'),
  named(field({ key: 'scale', attribute: 'scale', param: 'scale', kind: 'number', min: 0.1, max: 100, step: 0.1, fallback: 1, slider: true }), 'softmax-scale'),
  named(field({ key: 'precision', attribute: 'precision', param: 'p', kind: 'choice', fallback: 'float32',
                choices: ['float32', 'float64'].map((value) => ({
                  value, get label() { return message('softmax-precision-choice', { precision: value }); } })) }),
        'softmax-precision'),
];

export function model(am, { logits, scale, precision }) {
  const cols = logits.length;
  const naive = am.softmax({ logits, cols, scale, precision, form: 'naive' });
  const stable = am.softmax({ logits, cols, scale, precision, form: 'stable' });
  const z = stable.logits;
  return {
    bars: bars({
      title: message('softmax-bars-title'),
      axis: { min: 0, max: 1, ticks: [0, 0.5, 1] },
      bars: Array.from(stable.weights, (w, j) => ({ label: String(j + 1), value: w })),
    }),
    table: table({
      caption: message('softmax-table-caption'),
      columns: [{ label: 'j' }, { label: 'z_j', numeric: true }, { label: message('softmax-column-naive'), numeric: true },
                { label: message('softmax-column-stable'), numeric: true }],
      rows: [
        ...Array.from(z, (value, j) => ({
          header: String(j + 1),
          cells: [formatNumber(value, 2), badIfNotFinite(naive.weights[j]), formatNumber(stable.weights[j])],
        })),
        { header: message('softmax-sum'), marks: ['total'], cells: ['', badIfNotFinite(naive.rowSums[0]), formatNumber(stable.rowSums[0])] },
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
  // The edges as JS writes them ($over, $under) and rounded ($overShown, $underShown).
  const args = { largest: formatNumber(largest, 1), precision, over: String(over), under: String(under),
                 overShown: formatNumber(over, 2), underShown: formatNumber(under, 2) };
  let id;
  if (!bad) id = 'softmax-verdict-safe';
  else if (largest === -Infinity) id = 'softmax-verdict-all-masked';
  else if (largest > over) id = 'softmax-verdict-overflow';
  else id = 'softmax-verdict-underflow';
  return { text: message(id, args), bad };
}

function properties(stable, precision) {
  const [shape] = stable.rows;
  const weights = Array.from(stable.weights);
  return [
    message('softmax-property-positive', { smallest: formatNumber(Math.min(...weights), 6) }),
    // About 8 significant digits: float32 holds about 7, and more would print float64's noise.
    message('softmax-property-sum', { sum: stable.rowSums[0].toPrecision(8), precision }),
    message('softmax-property-spread', { largest: formatNumber(shape.maxWeight), entropy: formatNumber(shape.entropy, 3),
                                         most: formatNumber(Math.log(weights.length), 3), count: weights.length }),
  ];
}
