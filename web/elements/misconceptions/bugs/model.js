// The model of <attention-misconception-bugs> (../../attention-misconception-bugs.js):
// its fields, and four bugs that run without an error and still give wrong
// attention, each computed by the core (attentionVariant) next to the
// correct version on the same seeded Q, K and V, with the table that
// exposes it: row sums, column sums, the largest weight in each row, and
// one column particular to the bug. Pure: no DOM, nothing read from an
// element; Node tests call it.

import { field } from '../../../lib/fields/field.js';
import { WEIGHT_SCALE, matrix, table } from '../../../figures/model.js';
import { formatNumber } from '../../../lib/text/format.js';
import { maxOfRow } from '../rows.js';

export const TOKENS = ['I', 'saw', 'the', 'red', 'fox'];
export const HEADS = 8; // d_model = 8·d_k, as in the original Transformer (512 = 8·64)

// What each bug looks like in numpy, and which extra column exposes it.
export const BUGS = {
  'scale-by-d-model': { label: 'Dividing by √(model width)',
    right: 'scores = Q @ K.T / np.sqrt(d_k)', wrong: 'scores = Q @ K.T / np.sqrt(d_model)' },
  'softmax-over-queries': { label: 'Softmax over the wrong axis',
    right: 'weights = softmax(scores, axis=-1)  # over keys', wrong: 'weights = softmax(scores, axis=0)   # over queries' },
  'scale-after-softmax': { label: 'Scaling after softmax',
    right: 'weights = softmax(Q @ K.T / np.sqrt(d_k))', wrong: 'weights = softmax(Q @ K.T) / np.sqrt(d_k)' },
  'mask-with-zero': { label: 'Masking with 0',
    right: 'scores[future] = -np.inf', wrong: 'scores[future] = 0' },
};

export const fields = [
  field({ key: 'bug', attribute: 'bug', param: 'bug', kind: 'choice', label: 'the bug', subject: 'The bug',
          caption: 'Bug', fallback: 'scale-by-d-model',
          choices: Object.entries(BUGS).map(([value, { label }]) => ({ value, label })) }),
  field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
          min: 0, max: 4294967295, fallback: 7, hint: 'Draws Q, K and V from N(0, 1).' }),
  field({ key: 'dK', attribute: 'd-k', param: 'dk', label: 'd_k', subject: 'd_k', caption: 'Key width d_k',
          min: 1, max: 64, fallback: 16, hint: `d_model is ${HEADS}·d_k, as with ${HEADS} heads.` }),
];

export function model(am, { bug, seed, dK }) {
  const n = TOKENS.length;
  const qkv = am.randn(seed, 3 * n, dK); // one draw, cut into Q, K, V by rows
  const [Q, K, V] = [0, 1, 2].map((i) => qkv.slice(i * n * dK, (i + 1) * n * dK));
  const causal = bug === 'mask-with-zero';
  const common = { Q, K, V, n, m: n, dK, dV: dK, dModel: HEADS * dK, causal };
  const right = am.attentionVariant({ ...common, variant: 'correct' });
  const wrong = am.attentionVariant({ ...common, variant: bug });
  // One colour key for both, the page's 0–1 weight scale (every buggy weight
  // is still between 0 and 1), so the buggy weights look as flat (or as
  // peaked) as they are next to the correct ones.
  const weights = (values, which) => matrix({
    values, rows: n, cols: n, rowLabels: TOKENS, colLabels: TOKENS, decimals: 3, corner: 'query ↓ key →',
    caption: `Weights, ${which} code`, scale: WEIGHT_SCALE, legend: true,
    describe: (r, c, text) => `${which} weight from ${r} to ${c}: ${text}`,
  });
  const extra = extraColumn(am, bug, { right, wrong, n });
  return {
    code: BUGS[bug],
    right: weights(right.weights, 'correct'),
    wrong: weights(wrong.weights, 'buggy'),
    table: sumsTable(right, wrong, extra),
    verdict: explain(bug, { right, wrong, extra, n, dK }),
  };
}

// The number that gives each bug away, row by row (null: none beyond the sums).
function extraColumn(am, bug, { right, wrong, n }) {
  if (bug === 'scale-after-softmax') {
    const inside = am.softmax({ logits: right.rawScores, rows: n, cols: n }).rows;
    return { label: 'peak inside softmax ✗', values: inside.map((r) => r.maxWeight) };
  }
  if (bug === 'mask-with-zero') {
    const future = (r) => (c) => c > r;
    return { label: 'max future weight ✗', values: TOKENS.map((_, r) => (r === n - 1 ? 0 : maxOfRow(wrong.weights, n, r, future(r)))) };
  }
  return null;
}

function explain(bug, { right, wrong, extra, n, dK }) {
  const f = (v) => formatNumber(v, 3);
  const top = (r) => maxOfRow(r.weights, n, 0);
  switch (bug) {
    case 'scale-by-d-model': {
      const [i, j] = largestCell(right.scaledScores, n);
      return `Dividing by √d_model (d_model = ${HEADS * dK}) instead of √d_k (d_k = ${dK}) shrinks every score: `
        + `“${TOKENS[i]}”→“${TOKENS[j]}” is ${f(right.scaledScores[i * n + j])} correct, ${f(wrong.scaledScores[i * n + j])} buggy. The weights flatten: `
        + `row “${TOKENS[0]}” peaks at ${f(top(right))} correct but only ${f(top(wrong))} buggy. Nothing crashes; the model just attends less sharply.`;
    }
    case 'softmax-over-queries':
      return `Normalising down the columns: each column now sums to ${f(wrong.columnSums[0])}, and the rows sum to `
        + `${f(Math.min(...wrong.rowSums))}–${f(Math.max(...wrong.rowSums))} instead of 1. A query’s output is no longer a weighted average of the values.`;
    case 'scale-after-softmax': {
      // The row the unscaled softmax saturates most: the table's largest peak.
      const r = extra.values.indexOf(Math.max(...extra.values));
      return `Every row sums to ${f(wrong.rowSums[0])} (= 1/√d_k), not 1, so the output shrinks. Worse, the softmax saw `
        + `unscaled scores: inside it, row “${TOKENS[r]}” already peaks at ${f(extra.values[r])}, against ${f(maxOfRow(right.weights, n, r))} `
        + 'with correct scaling. Dividing afterwards does not undo saturation.';
    }
    default:
      return `A masked score of 0 is an ordinary score: e⁰ = 1. Row “${TOKENS[0]}” should see only itself (weight `
        + `${f(right.weights[0])}), but the bug gives up to ${f(extra.values[0])} to a single future token and leaves it `
        + `only ${f(wrong.weights[0])}. The model reads words it has not generated yet.`;
  }
}

function sumsTable(right, wrong, extra) {
  const n = TOKENS.length;
  const columns = [{ label: 'token' }, { label: 'row sum ✓', numeric: true }, { label: 'row sum ✗', numeric: true },
                   { label: 'column sum ✓', numeric: true }, { label: 'column sum ✗', numeric: true },
                   { label: 'largest weight ✓', numeric: true }, { label: 'largest weight ✗', numeric: true }];
  if (extra) columns.push({ label: extra.label, numeric: true });
  return table({
    caption: 'Sums and largest weights, correct (✓) against buggy (✗)',
    columns,
    rows: TOKENS.map((token, i) => ({
      header: token,
      cells: [right.rowSums[i], wrong.rowSums[i], right.columnSums[i], wrong.columnSums[i],
              maxOfRow(right.weights, n, i), maxOfRow(wrong.weights, n, i),
              ...(extra ? [extra.values[i]] : [])].map((v) => formatNumber(v, 3)),
    })),
  });
}

// The cell of largest magnitude: the clearest example of a shrunken score.
function largestCell(values, n) {
  let best = 0;
  for (let k = 1; k < n * n; k += 1) if (Math.abs(values[k]) > Math.abs(values[best])) best = k;
  return [Math.floor(best / n), best % n];
}
