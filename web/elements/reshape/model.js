// The model of <attention-reshape> (../attention-reshape.js): its fields, and
// the running sentence's queries Q, (n, d_model) = (4, 6), cut into h heads
// the two ways numpy allows: reshape to (n, h, d_k) and transpose to
// (h, n, d_k), or reshape straight to (h, n, d_k). No number is computed:
// each cell is named by where it came from, token and column, so the
// reader sees which pieces a head is given. The layout is numpy's
// (web/lib/core/head-layout.js, checked against numpy in the Node test).
// Pure: no DOM, nothing read from an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { numberLabels, table } from '../../figures/model.js';
import { headRows, untransposedSource } from '../../lib/core/head-layout.js';
import { SEED_TOKENS } from '../../lib/core/seed-example.js';

export const D_MODEL = 6;
export const HEAD_COUNTS = [2, 3]; // the counts that divide 6 and leave more than one head of more than one column

export const LAYOUTS = {
  // Short labels: a select shows its whole option at 390 px only if it fits; the code line under the
  // slider gives each split's numpy.
  transpose: { label: 'with the transpose', code: 'Q.reshape(n, h, d_k).transpose(1, 0, 2)' },
  'reshape-only': { label: 'without the transpose', code: 'Q.reshape(h, n, d_k)' },
};

export const fields = [
  field({ key: 'layout', attribute: 'layout', param: 'layout', kind: 'choice', label: 'the split', subject: 'The split',
          caption: 'Split', fallback: 'transpose',
          choices: Object.entries(LAYOUTS).map(([value, { label }]) => ({ value, label })) }),
  field({ key: 'heads', attribute: 'heads', param: 'h', label: 'the number of heads', subject: 'The number of heads',
          caption: 'Heads h', min: HEAD_COUNTS[0], max: HEAD_COUNTS.at(-1), fallback: 2,
          slider: { scale: 'list', values: HEAD_COUNTS, ticks: true, label: 'Number of heads to split Q into' },
          hint: `Must divide d_model = ${D_MODEL} and leave heads wider than one column: ${HEAD_COUNTS.join(' or ')}.` }),
];

const columns = (count) => numberLabels(count).map((label) => ({ label }));
// A cell of Q named by where it sits: "cat·4" is the query of “cat”, column 4.
const cellOf = (tokens, index) => {
  const token = Math.floor(index / D_MODEL);
  return { text: `${tokens[token]}·${(index % D_MODEL) + 1}`, tone: `token-${token}`, value: index };
};
const span = (from, to) => (from === to ? `column ${from}` : `columns ${from}–${to}`);

export function model(_am, { layout, heads }) {
  const tokens = SEED_TOKENS;
  const n = tokens.length;
  const dK = D_MODEL / heads;
  const transposed = layout === 'transpose';
  const index = Float64Array.from({ length: n * D_MODEL }, (_, k) => k);
  const blocks = Array.from({ length: heads }, (_, head) => headRows(index, { n, heads, dK, head, transposed }));
  const source = table({
    caption: `Q, shape (${n}, ${D_MODEL}), one row per token: in the heads, “cat·4” is the cell in cat’s row, column 4`,
    columns: [{ label: 'token' }, ...columns(D_MODEL)],
    // Here the row names the token, so a cell shows its column alone (six
    // "down·6" cells are too wide for a phone's grid).
    rows: tokens.map((t, i) => ({
      header: `“${t}”`,
      cells: Array.from({ length: D_MODEL }, (_, c) => ({ ...cellOf(tokens, i * D_MODEL + c), text: String(c + 1) })),
    })),
  });
  const headTables = blocks.map((block, head) => table({
    caption: `Head ${head + 1}’s queries, shape (${n}, ${dK})`,
    columns: [{ label: 'row' }, ...columns(dK)],
    rows: Array.from({ length: n }, (_, i) => ({
      header: transposed ? `“${tokens[i]}”` : `row ${i + 1}`,
      cells: Array.from(block.subarray(i * dK, (i + 1) * dK), (k) => cellOf(tokens, k)),
    })),
  }));
  return { source, heads: headTables, code: LAYOUTS[layout].code, findings: findings({ tokens, n, heads, dK, transposed }) };
}

function findings({ tokens, n, heads, dK, transposed }) {
  if (transposed) {
    const slices = Array.from({ length: heads }, (_, h) => `${h === 0 ? 'head 1 holds ' : `head ${h + 1} `}${span(h * dK + 1, (h + 1) * dK)}`);
    return `Each head has one row per token, in order: ${slices.join(', ')}, of every token. `
      + `Every head sees all ${n} tokens, through its own slice of the width.`;
  }
  const rows = Array.from({ length: n }, (_, i) => untransposedSource({ n, heads, head: 0 }, i));
  const seen = [...new Set(rows.map(([token]) => token))];
  const missing = tokens.filter((_, t) => !seen.includes(t));
  const said = rows.map(([token, piece]) => `“${tokens[token]}” ${span(piece * dK + 1, (piece + 1) * dK)}`);
  return `Head 1’s ${n} rows are ${said.join('; ')}: ${seen.length === 1 ? 'one token' : `${seen.length} tokens`}, cut into pieces`
    + `${missing.length ? `, and ${missing.map((t) => `“${t}”`).join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not in head 1 at all` : ''}. `
    + `Every head’s shape is still (${n}, ${dK}), so nothing fails: the head just compares pieces of words instead of words.`;
}
