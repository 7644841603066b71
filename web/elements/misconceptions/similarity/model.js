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

// Seed 14 is the default because its ranking by Q·Kᵀ moves for three of the
// four tokens and not all to one key, and “The”→“cat” against “cat”→“The”
// differ in sign: at seed 42 every token ranked “down” first, which looked
// like a property of “down”, not of the projections.
export const fields = [
  field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
          min: 0, max: 4294967295, fallback: 14, hint: 'Draws W_Q and W_K; the embeddings X stay the same.' }),
];

// The keys a row ranks first, in words: one name, or “cat and sat (tied)”.
export function topKeysText(names) {
  if (names.length === 1) return names[0];
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} (tied)`;
}

export function model(am, { seed }) {
  const w = am.walkthrough({ seed });
  const { n, dModel, tokens } = w;
  const xxt = am.matmul({ A: w.X, B: transpose(w.X, n, dModel), rows: n, inner: dModel, cols: n });
  const qkt = am.attention({ Q: w.Q, K: w.K, V: w.V, n, dK: w.dK, dV: w.dV }).rawScores;
  const top = (m, i) => topKeysText(topColumnsOfRow(m, n, i).map((j) => tokens[j]));
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
      ...ties(xxt, n, tokens, cell),
    ],
  };
}

// A row whose plain similarity ranks two keys first, said in words: the
// table lists both, and this says why (the embeddings give them the same dot
// product with the token).
function ties(xxt, n, tokens, cell) {
  return tokens.flatMap((token, i) => {
    const top = topColumnsOfRow(xxt, n, i);
    if (top.length < 2) return [];
    const names = top.map((j) => (j === i ? 'itself' : `“${tokens[j]}”`));
    return [`By plain similarity “${token}” scores ${names.slice(0, -1).join(', ')} and ${names.at(-1)} exactly the same, `
      + `${cell(xxt, i, top[0])}: a tie, so the table lists both.`];
  });
}
