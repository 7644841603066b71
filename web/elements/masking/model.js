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

export const FILLS = [
  { value: -Infinity, label: '−∞', note: 'the textbook mask' },
  { value: -1e9, label: '−1e9', note: 'a large finite stand-in' },
  { value: 0, label: '0', note: 'the classic bug' },
];

export const fields = [
  field({ key: 'causal', attribute: 'causal', param: 'causal', kind: 'switch', label: 'the causal mask',
          subject: 'The causal mask', caption: 'Causal mask: no query may look at a later key', fallback: true,
          hint: 'On: a decoder, a model that writes text one word at a time (GPT is one), so a word may not see later ones. Off: an encoder, which reads the whole sentence at once (BERT is one).' }),
  field({ key: 'pad', attribute: 'pad', param: 'pad', kind: 'switch', label: 'left padding', subject: 'Left padding',
          caption: 'Left padding: treat “The” as a pad token', fallback: false,
          hint: 'A padding mask hides the key “The” from every query: as when a short sentence is filled out at the front with a placeholder so that sentences of different lengths can be computed together (a batch).' }),
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
  const why = [causal && 'every key to the right of its query (the future)', pad && `the pad key “${tokens[0]}” in every row`]
    .filter(Boolean);
  return {
    mask: matrix({
      values: hidden.map((h) => (h ? -Infinity : 0)), rows: n, cols: n, rowLabels: tokens, colLabels: tokens,
      caption: 'The mask added to the scaled scores (rows: queries, columns: keys)', corner: 'query ↓ key →', decimals: 0,
      scale: WEIGHT_SCALE,
      describe: (q, k, text) => `${q} looking at ${k}: ${text}, ${text === '−∞' ? 'hidden' : 'visible'}`,
    }),
    maskSummary: count === 0
      ? 'Nothing is hidden: every query sees every key, as in an encoder. All three fills give the same weights.'
      : `${count} of ${n * n} cells are hidden: ${why.join(', and ')}. Adding −∞ to a score makes its exponential exactly 0.`,
    // Hidden cells get an outline (and a weight that leaked into one, a
    // warning), and their spoken name says so.
    fills: FILLS.map((fill, i) => ({
      weights: matrix({
        values: runs[i].weights, rows: n, cols: n, rowLabels: tokens, colLabels: tokens, decimals: 3,
        caption: `Weights with hidden scores set to ${fill.label}. Rows: queries; columns: keys.`,
        corner: 'query ↓ key →', scale: WEIGHT_SCALE, legend: true,
        marks: { masked: cells((h) => h), leak: cells((h, index) => h && runs[i].weights[index] !== 0) },
        describe: (q, k, text, r, c, marks) => `weight from ${q} to ${k}: ${text}${marks.includes('masked') ? ' (hidden key)' : ''}`,
      }),
      verdict: fillVerdict(fill, runs[i], hidden, tokens, runs[0]),
    })),
    emptyRow: emptyRow(am, runs[0], tokens),
  };
}

// Why libraries do not fill with −1e9 either: float16's largest finite value
// ((2 − 2⁻¹⁰)·2¹⁵, IEEE 754 binary16) is far below 10⁹, so −1e9 overflows to −∞.
export const FLOAT16_MAX = (2 - 2 ** -10) * 2 ** 15;
export const HALF_PRECISION = '−1e9 also breaks in half precision: float16’s largest finite value is '
  + `${FLOAT16_MAX}, so −1e9 overflows to −∞. A score of 0 is no way out either: it is an ordinary score, a silent bug, `
  + 'since the rows still sum to 1. Libraries therefore fill with the most negative finite value of the data type, '
  + 'or with −∞ plus a check for a row with nothing to see.';

function emptyRow(am, run, tokens) {
  const logits = tokens.map(() => -Infinity);
  const naive = am.softmax({ logits, cols: logits.length, form: 'naive' });
  const core = am.softmax({ logits, cols: logits.length, form: 'stable' });
  const bad = (value) => ({ text: formatNumber(value), tone: 'bad' });
  const listed = run.fullyMaskedRows.map((i) => `${i} (“${tokens[i]}”)`);
  const flagged = core.fullyMaskedRows.length ? 'reports this row as fully masked' : 'does not report this row as fully masked';
  return {
    table: table({
      caption: 'softmax of a row of four −∞ scores',
      columns: [{ label: 'key' }, { label: 'score', numeric: true }, { label: 'naive eᶻ / Σ eᶻ', numeric: true },
                { label: 'this course', numeric: true }],
      rows: [
        ...tokens.map((token, j) => ({ header: token, cells: ['−∞', bad(naive.weights[j]), formatNumber(core.weights[j])] })),
        { header: 'sum', marks: ['total'], cells: ['', bad(naive.rowSums[0]), formatNumber(core.rowSums[0])] },
      ],
    }),
    verdict: `Here this course ${flagged}, and returns zeros (its choice: the formula gives NaN). `
      + (listed.length
        ? `In the example above, with both masks on, it reports row ${listed.join(', ')} as fully masked: that query gets all-zero weights and a zero output row, and no NaN reaches the rest of the network.`
        : 'In the example above no row is fully masked; switch on both the causal mask and left padding, and “The” will be left with no key to look at.'),
  };
}

function fillVerdict(fill, run, hidden, tokens, reference) {
  const n = tokens.length;
  const sums = `Row sums: ${Array.from(run.rowSums, (s) => formatNumber(s, 4)).join(', ')}.`;
  if (!hidden.some(Boolean)) return { text: `No cell is hidden, so the fill never matters. ${sums}` };
  let leak = null; // the hidden cell with the most weight
  hidden.forEach((h, index) => { if (h && (leak === null || run.weights[index] > run.weights[leak])) leak = index; });
  const at = (index) => `${tokens[Math.floor(index / n)]} → ${tokens[index % n]}`;
  const same = run.weights.every((w, i) => w === reference.weights[i]);
  if (fill.value === -Infinity) {
    const empty = run.fullyMaskedRows.length ? ' A row with no visible key is all zeros (this course’s choice; the formula gives NaN), and is reported as fully masked.' : '';
    return { text: `Every hidden cell is exactly 0. ${sums}${empty}` };
  }
  if (run.weights[leak] === 0 || same) {
    return { text: 'A hidden score sits about a billion below the row’s largest, so its exponential underflows to exactly 0 in '
      + `float64: every hidden cell is 0, bit for bit the same as −∞. ${sums}` };
  }
  const top = formatNumber(run.weights[leak], 3);
  const message = fill.value === 0
    ? `Hidden keys get real weight: up to ${top} (${at(leak)}). A score of 0 is an ordinary score, not a mask.`
    : `A row with every key hidden has every score at −1e9, so softmax spreads it evenly over all keys, hidden ones included: ${top} each (${at(leak)}).`;
  return { bad: true, text: message, rest: ` ${sums}` };
}
