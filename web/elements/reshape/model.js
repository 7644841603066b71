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
import { message } from '../../lib/text/messages.js';
import { listClauses } from '../../lib/text/join.js';
import { named } from '../fields/named-field.js';

export const D_MODEL = 6;
export const HEAD_COUNTS = [2, 3]; // the counts that divide 6 and leave more than one head of more than one column

export const LAYOUTS = {
  // Short labels: a select shows its whole option at 390 px only if it fits; the code line under the
  // slider gives each split's numpy.
  transpose: { get label() { return message('reshape-layout-transpose'); }, code: 'Q.reshape(n, h, d_k).transpose(1, 0, 2)' },
  'reshape-only': { get label() { return message('reshape-layout-reshape-only'); }, code: 'Q.reshape(h, n, d_k)' },
};

export const fields = [
  named(field({ key: 'layout', attribute: 'layout', param: 'layout', kind: 'choice', fallback: 'transpose',
                choices: Object.entries(LAYOUTS).map(([value, layout]) => ({ value, get label() { return layout.label; } })) }),
         'reshape-layout'),
  named(field({ key: 'heads', attribute: 'heads', param: 'h', min: HEAD_COUNTS[0], max: HEAD_COUNTS.at(-1), fallback: 2,
                slider: { scale: 'list', values: HEAD_COUNTS, ticks: true, get label() { return message('reshape-heads-slider'); } },
                hint: '' }), 'reshape-heads', { dModel: D_MODEL, first: HEAD_COUNTS[0], last: HEAD_COUNTS.at(-1) }),
];

const columns = (count) => numberLabels(count).map((label) => ({ label }));
// A cell of Q named by where it sits: "cat·4" is the query of “cat”, column 4.
const cellOf = (tokens, index) => {
  const token = Math.floor(index / D_MODEL);
  return { text: `${tokens[token]}·${(index % D_MODEL) + 1}`, tone: `token-${token}`, value: index };
};
const span = (from, to) => message('reshape-span', { from, to, single: String(from === to) });

export function model(_am, { layout, heads }) {
  const tokens = SEED_TOKENS;
  const n = tokens.length;
  const dK = D_MODEL / heads;
  const transposed = layout === 'transpose';
  const index = Float64Array.from({ length: n * D_MODEL }, (_, k) => k);
  const blocks = Array.from({ length: heads }, (_, head) => headRows(index, { n, heads, dK, head, transposed }));
  const source = table({
    caption: message('reshape-source-caption', { n, dModel: D_MODEL }),
    columns: [{ label: message('reshape-column-token') }, ...columns(D_MODEL)],
    // Here the row names the token, so a cell shows its column alone (six
    // "down·6" cells are too wide for a phone's grid).
    rows: tokens.map((t, i) => ({
      header: `“${t}”`,
      cells: Array.from({ length: D_MODEL }, (_, c) => ({ ...cellOf(tokens, i * D_MODEL + c), text: String(c + 1) })),
    })),
  });
  const headTables = blocks.map((block, head) => table({
    caption: message('reshape-head-caption', { head: head + 1, n, dK }),
    columns: [{ label: message('reshape-column-row') }, ...columns(dK)],
    rows: Array.from({ length: n }, (_, i) => ({
      header: transposed ? `“${tokens[i]}”` : message('reshape-row', { row: i + 1 }),
      cells: Array.from(block.subarray(i * dK, (i + 1) * dK), (k) => cellOf(tokens, k)),
    })),
  }));
  return { source, heads: headTables, code: LAYOUTS[layout].code, findings: findings({ tokens, n, heads, dK, transposed }) };
}

function findings({ tokens, n, heads, dK, transposed }) {
  if (transposed) {
    const slices = Array.from({ length: heads }, (_, h) => message(h === 0 ? 'reshape-slice-first' : 'reshape-slice',
      { head: h + 1, span: span(h * dK + 1, (h + 1) * dK) }));
    return message('reshape-findings-transposed', { slices: slices.join(message('reshape-list-comma')), n });
  }
  const rows = Array.from({ length: n }, (_, i) => untransposedSource({ n, heads, head: 0 }, i));
  const seen = [...new Set(rows.map(([token]) => token))];
  const missing = tokens.filter((_, t) => !seen.includes(t));
  const said = rows.map(([token, piece]) => message('reshape-row-piece', { token: tokens[token], span: span(piece * dK + 1, (piece + 1) * dK) }));
  return message('reshape-findings-untransposed', {
    n, dK, rows: listClauses(said), tokens: seen.length, missingCount: missing.length,
    missing: missing.map((t) => `“${t}”`).join(message('reshape-and-separator')),
  });
}
