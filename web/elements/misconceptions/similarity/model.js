// The model of <attention-misconception-similarity>
// (../../attention-misconception-similarity.js): its field, and for each
// token the key it would pick by plain embedding similarity (X·Xᵀ, the
// core's matmul) against the key attention scores highest (Q·Kᵀ, the core's
// raw scores), plus one pair of cells read both ways. Pure: no DOM, nothing
// read from an element; Node tests call it.

import { field } from '../../../lib/fields/field.js';
import { table, transpose } from '../../../figures/model.js';
import { formatNumber } from '../../../lib/text/format.js';
import { topColumnsOfRow } from '../rows.js';

export const fields = [
  field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
          min: 0, max: 4294967295, fallback: 42, hint: 'Draws W_Q and W_K; the embeddings X stay the same.' }),
];

export function model(am, { seed }) {
  const w = am.walkthrough({ seed });
  const { n, dModel, tokens } = w;
  const xxt = am.matmul({ A: w.X, B: transpose(w.X, n, dModel), rows: n, inner: dModel, cols: n });
  const qkt = am.attention({ Q: w.Q, K: w.K, V: w.V, n, dK: w.dK, dV: w.dV }).rawScores;
  const top = (m, i) => topColumnsOfRow(m, n, i).map((j) => tokens[j]).join(' = ');
  const changed = tokens.filter((_, i) => top(xxt, i) !== top(qkt, i)).length;
  const [a, b] = [0, 1]; // "The" and "cat"
  const cell = (m, i, j) => formatNumber(m[i * n + j], 3);
  return {
    table: table({
      caption: 'For each token, the key it ranks first',
      columns: [{ label: 'token' }, { label: 'by plain similarity X·Xᵀ' }, { label: 'by attention score Q·Kᵀ' }],
      rows: tokens.map((token, i) => ({
        header: token, cells: [top(xxt, i), top(qkt, i)], marks: top(xxt, i) !== top(qkt, i) ? ['changed'] : [],
      })),
    }),
    findings: [
      `Plain similarity is symmetric: “${tokens[a]}” with “${tokens[b]}” and “${tokens[b]}” with “${tokens[a]}” `
        + `both give ${cell(xxt, a, b)}. The attention scores differ: ${cell(qkt, a, b)} one way, ${cell(qkt, b, a)} the other, `
        + 'because a query and a key are different projections.',
      `${changed} of ${n} tokens rank a different key first once W_Q and W_K decide which features count.`,
    ],
  };
}
