// The model of <attention-masking> (../attention-masking.js): its fields,
// the worked example it masks (prepare), and what it shows. The causal
// switch hides every key to the right of the query; the padding switch hides
// the key "The" as a left-pad token. The same masked attention is then run
// three times by the core, filling hidden scores with −∞, −1e9 and 0, so the
// reader can see that −1e9 matches −∞ (until a row has nothing left to see)
// and that 0 hands masked keys real weight; and a fully masked row: NaN from
// the textbook formula, zeros from the core. Pure: no DOM, nothing read from
// an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { WEIGHT_SCALE, matrix, table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { listItems } from '../../lib/text/join.js';
import { named } from '../fields/named-field.js';

// Each fill's note is the message masking-fill-note-<name>, read when shown.
const fillOf = (value, label, name) => ({ value, label, get note() { return message(`masking-fill-note-${name}`); } });
export const FILLS = [fillOf(-Infinity, '−∞', 'textbook'), fillOf(-1e9, '−1e9', 'finite'), fillOf(0, '0', 'bug')];

export const fields = [
  named(field({ key: 'causal', attribute: 'causal', param: 'causal', kind: 'switch', fallback: true }),
        'masking-causal'),
  named(field({ key: 'pad', attribute: 'pad', param: 'pad', kind: 'switch', fallback: false }),
        'masking-pad'),
];

// The seed's worked example ("The cat sat down"): the element keeps it.
export function prepare(am) {
  return { example: am.walkthrough({}) };
}

// inputs: {causal, pad, example (prepare's)}.
export function model(am, { causal, pad, example }) {
  const { Q, K, V, n, dK, dV, tokens } = example;
  const keyPadding = tokens.map((_, j) => pad && j === 0);
  const runs = FILLS.map((fill) => am.attention({ Q, K, V, n, dK, dV, causal, keyPadding, maskFill: fill.value }));
  const hidden = Array.from(runs[0].scaledScores, (s) => s === -Infinity);
  const cells = (keep) => hidden.flatMap((h, index) => (keep(h, index) ? [[Math.floor(index / n), index % n]] : []));
  const count = hidden.filter(Boolean).length;
  return {
    mask: matrix({
      values: hidden.map((h) => (h ? -Infinity : 0)), rows: n, cols: n, rowLabels: tokens, colLabels: tokens,
      caption: message('masking-mask-caption'), corner: message('masking-corner'), decimals: 0,
      scale: WEIGHT_SCALE,
      describe: (q, k, text) => message('masking-mask-cell', { query: q, key: k, text, hidden: text === '−∞' ? 'yes' : 'no' }),
    }),
    maskSummary: count === 0
      ? message('masking-summary-none')
      : message('masking-summary-hidden', { count, cells: n * n, pad: tokens[0],
                                            why: causal && pad ? 'both' : causal ? 'causal' : 'pad' }),
    // Hidden cells get an outline (and a weight that leaked into one, a
    // warning), and their spoken name says so.
    fills: FILLS.map((fill, i) => ({
      weights: matrix({
        values: runs[i].weights, rows: n, cols: n, rowLabels: tokens, colLabels: tokens, decimals: 3,
        caption: message('masking-weights-caption', { fill: fill.label }),
        corner: message('masking-corner'), scale: WEIGHT_SCALE, legend: true,
        marks: { masked: cells((h) => h), leak: cells((h, index) => h && runs[i].weights[index] !== 0) },
        describe: (q, k, text, r, c, marks) => message('masking-weight-cell', {
          query: q, key: k, text, hidden: marks.includes('masked') ? 'yes' : 'no' }),
      }),
      verdict: fillVerdict(fill, runs[i], hidden, tokens, runs[0]),
    })),
    emptyRow: emptyRow(am, runs[0], tokens),
  };
}

// Why libraries do not fill with −1e9 either: float16's largest finite value
// ((2 − 2⁻¹⁰)·2¹⁵, IEEE 754 binary16) is far below 10⁹, so −1e9 overflows to −∞.
export const FLOAT16_MAX = (2 - 2 ** -10) * 2 ** 15;
export function halfPrecision() {
  return message('masking-half-precision', { max: String(FLOAT16_MAX) });
}

function emptyRow(am, run, tokens) {
  const logits = tokens.map(() => -Infinity);
  const naive = am.softmax({ logits, cols: logits.length, form: 'naive' });
  const core = am.softmax({ logits, cols: logits.length, form: 'stable' });
  const bad = (value) => ({ text: formatNumber(value), tone: 'bad' });
  const listed = run.fullyMaskedRows.map((i) => message('masking-row-named', { row: i, token: tokens[i] }));
  const flagged = core.fullyMaskedRows.length ? 'yes' : 'no';
  return {
    table: table({
      caption: message('masking-empty-caption'),
      columns: [{ label: message('masking-empty-column-key') }, { label: message('masking-empty-column-score'), numeric: true },
                { label: message('masking-empty-column-naive'), numeric: true },
                { label: message('masking-empty-column-course'), numeric: true }],
      rows: [
        ...tokens.map((token, j) => ({ header: token, cells: ['−∞', bad(naive.weights[j]), formatNumber(core.weights[j])] })),
        { header: message('masking-empty-sum'), marks: ['total'], cells: ['', bad(naive.rowSums[0]), formatNumber(core.rowSums[0])] },
      ],
    }),
    // What the core does with such a row, then where the example has one ($example).
    verdict: message('masking-empty-verdict', { flagged, example: listed.length
      ? message('masking-empty-rows-listed', { rows: listItems(listed) })
      : message('masking-empty-rows-none') }),
  };
}

function fillVerdict(fill, run, hidden, tokens, reference) {
  const n = tokens.length;
  const sums = message('masking-row-sums', { sums: Array.from(run.rowSums, (s) => formatNumber(s, 4)).join(', ') });
  if (!hidden.some(Boolean)) return { text: message('masking-verdict-nothing-hidden', { sums }) };
  let leak = null; // the hidden cell with the most weight
  hidden.forEach((h, index) => { if (h && (leak === null || run.weights[index] > run.weights[leak])) leak = index; });
  const at = (index) => `${tokens[Math.floor(index / n)]} → ${tokens[index % n]}`;
  const same = run.weights.every((w, i) => w === reference.weights[i]);
  if (fill.value === -Infinity) {
    return { text: message('masking-verdict-exact', { sums, emptyRow: run.fullyMaskedRows.length ? 'yes' : 'no' }) };
  }
  if (run.weights[leak] === 0 || same) {
    return { text: message('masking-verdict-underflow', { sums }) };
  }
  const top = formatNumber(run.weights[leak], 3);
  const text = fill.value === 0
    ? message('masking-verdict-zero-leaks', { top, cell: at(leak) })
    : message('masking-verdict-finite-spreads', { top, cell: at(leak) });
  return { bad: true, text, rest: ` ${sums}` };
}
