// The model of <attention-misconception-projection>
// (../../attention-misconception-projection.js): its fields, and one token's
// embedding x with its three projections q = x·W_Q, k = x·W_K, v = x·W_V,
// the core's rows of the worked example, in one small table. Pure: no DOM,
// nothing read from an element; Node tests call it.

import { field } from '../../../lib/fields/field.js';
import { numberLabels, row, table } from '../../../figures/model.js';
import { SEED_TOKENS } from '../../../lib/core/seed-example.js';
import { formatNumber } from '../../../lib/text/format.js';
import { message } from '../../../lib/text/messages.js';
import { named } from '../../fields/named-field.js';

// Each row's name is the message `label` with its formula (rich text, the same in every language).
const ROWS = [
  { key: 'X', label: 'misconception-projection-embedding', formula: '{x}', width: 'dModel' },
  { key: 'Q', label: 'misconception-projection-query', formula: '{q} = {x} W_Q', width: 'dK' },
  { key: 'K', label: 'misconception-projection-key', formula: '{k} = {x} W_K', width: 'dK' },
  { key: 'V', label: 'misconception-projection-value', formula: '{v} = {x} W_V', width: 'dV' },
];

export const fields = [
  named(field({ key: 'token', attribute: 'token', param: 'token', kind: 'choice', fallback: 'cat', choices: SEED_TOKENS.map((t) => ({ value: t, label: `“${t}”` })) }),
        'misconception-projection-token'),
  named(field({ key: 'seed', attribute: 'seed', param: 'seed', min: 0, max: 4294967295, fallback: 42, hint: '' }), 'misconception-projection-seed'),
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
      caption: message('misconception-projection-caption'),
      columns: [{ label: message('misconception-projection-column-vector') },
                ...numberLabels(w.dModel).map((label) => ({ label, numeric: true }))],
      rows: ROWS.map((r, j) => ({
        header: message(r.label, { formula: r.formula }),
        cells: numberLabels(w.dModel).map((_, c) => (c < vectors[j].length
          ? { text: formatNumber(vectors[j][c], 2), value: vectors[j][c] } : '')),
      })),
    }),
    findings: message('misconception-projection-findings', { token, x: list(x), dModel: w.dModel, equal: String(equal), dK: w.dK,
                                                             q: list(q), k: list(k), v: list(v) }),
  };
}
