// The model of <attention-misconception-projection>
// (../../attention-misconception-projection.js): its fields, and one token's
// embedding x with its three projections q = x·W_Q, k = x·W_K, v = x·W_V,
// the core's rows of the worked example, in one small table. Pure: no DOM,
// nothing read from an element; Node tests call it.

import { field } from '../../../lib/fields/field.js';
import { numberLabels, row, table } from '../../../figures/model.js';
import { SEED_TOKENS } from '../../../lib/core/seed-example.js';
import { formatNumber } from '../../../lib/text/format.js';

const ROWS = [
  { key: 'X', label: 'embedding {x}', width: 'dModel' },
  { key: 'Q', label: 'query {q} = {x} W_Q', width: 'dK' },
  { key: 'K', label: 'key {k} = {x} W_K', width: 'dK' },
  { key: 'V', label: 'value {v} = {x} W_V', width: 'dV' },
];

export const fields = [
  field({ key: 'token', attribute: 'token', param: 'token', kind: 'choice', label: 'the token', subject: 'The token',
          caption: 'Token', fallback: 'cat', choices: SEED_TOKENS.map((t) => ({ value: t, label: `“${t}”` })) }),
  field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
          min: 0, max: 4294967295, fallback: 42, hint: 'Draws W_Q, W_K and W_V; x stays the same.' }),
];

// "cat" first: its embedding in the seed listing has six different numbers;
// "sat"'s is 0.5 throughout, which would look like a placeholder, and the
// findings say so when it is picked.
// A few vectors of different widths, one per row, under shared column
// numbers; a shorter vector leaves its last cells empty, and each number
// keeps its exact value.
export function model(am, { token, seed }) {
  const w = am.walkthrough({ seed });
  const i = w.tokens.indexOf(token);
  const vectors = ROWS.map((r) => row(w[r.key], w[r.width], i));
  const list = (values) => `[${values.map((value) => formatNumber(value, 2)).join(', ')}]`;
  const [x, q, k, v] = vectors;
  const equal = x.every((value) => value === x[0]);
  return {
    table: table({
      caption: 'One token as the attention layer sees it: its embedding and its three projections',
      columns: [{ label: 'vector' }, ...numberLabels(w.dModel).map((label) => ({ label, numeric: true }))],
      rows: ROWS.map((r, j) => ({
        header: r.label,
        cells: numberLabels(w.dModel).map((_, c) => (c < vectors[j].length
          ? { text: formatNumber(vectors[j][c], 2), value: vectors[j][c] } : '')),
      })),
    }),
    findings: `“${token}” enters as x = ${list(x)}, ${w.dModel} numbers${equal ? ', all equal (the seed listing writes it so)' : ''}. `
      + `It leaves as three ${w.dK}-number vectors: q = ${list(q)}, k = ${list(k)}, v = ${list(v)}. `
      + 'None of them is x, and no two are alike, because W_Q, W_K and W_V are different matrices.',
  };
}
