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
import { allOf, message } from '../../../lib/text/messages.js';
import { listItems } from '../../../lib/text/join.js';
import { named } from '../../fields/named-field.js';

// Seed 14 is the default because its ranking by Q·Kᵀ moves for three of the
// four tokens and not all to one key, and “The”→“cat” against “cat”→“The”
// differ in sign: at seed 42 every token ranked “down” first, which looked
// like a property of “down”, not of the projections.
export const fields = [
  named(field({ key: 'seed', attribute: 'seed', param: 'seed', min: 0, max: 4294967295, fallback: 14, hint: '' }), 'misconception-similarity-seed'),
];

// The keys a row ranks first, in words: one name, or “cat and sat (tied)”.
export function topKeysText(names) {
  if (names.length === 1) return names[0];
  return message('misconception-similarity-tied', { names: listItems(names.slice(0, -1)), last: names.at(-1) });
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
      caption: message('misconception-similarity-caption'),
      columns: [{ label: message('misconception-similarity-column-token') }, { label: message('misconception-similarity-column-plain') },
                { label: message('misconception-similarity-column-attention') }],
      rows: tokens.map((token, i) => ({
        header: token, cells: [top(xxt, i), top(qkt, i)], marks: top(xxt, i) !== top(qkt, i) ? ['changed'] : [],
      })),
    }),
    findings: [
      message('misconception-similarity-symmetric', { a: tokens[a], b: tokens[b], plain: cell(xxt, a, b),
                                                      forward: cell(qkt, a, b), backward: cell(qkt, b, a) }),
      message('misconception-similarity-changed', { changed, n, all: allOf(changed, n) }),
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
    const names = top.map((j) => (j === i ? message('misconception-similarity-itself') : `“${tokens[j]}”`));
    return [message('misconception-similarity-tie', { token, names: listItems(names.slice(0, -1)),
                                                      last: names.at(-1), score: cell(xxt, i, top[0]) })];
  });
}
