// The model of <attention-scores> (../attention-scores.js): its fields, the
// worked example it scores (prepare), and what it shows for one cell of
// S = Q·Kᵀ, written out term by term with the core's own products
// (am.dotTerms), whose sum is the heatmap cell bit for bit. Pure: no DOM,
// nothing read from an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { divergingScale, matrix, numberLabels, row, table, transpose } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

// "cat" asking about "sat": a subject and its verb.
export const START_CELL = [1, 2];

export const fields = [
  named(field({ key: 'seed', attribute: 'seed', param: 'seed', min: 0, max: 4294967295, fallback: 42 }), 'scores-seed'),
  // label and subject go into messages and aria-labels as plain text, so they name the width in words.
  named(field({ key: 'dK', attribute: 'd-k', param: 'dk',
                slider: true, min: 1, max: 8, fallback: 3 }), 'scores-d-k'),
];

// The worked example for (seed, d_k), with its raw scores: what every cell's
// explanation draws on (the element keeps it while only the cell changes).
export function prepare(am, { seed, dK }) {
  const example = am.walkthrough({ seed, dK, dV: 3 });
  const { n, Q, K, V } = example;
  const { rawScores } = am.attention({ Q, K, V, n, dK, dV: 3 });
  return { example: { ...example, rawScores } };
}

// inputs: {dK, example (prepare's), cell: [i, j], the cell explained}.
export function model(am, { dK, example, cell = START_CELL }) {
  const { n, tokens, Q, K, rawScores } = example;
  const [i, j] = cell;
  const dims = numberLabels(dK);
  const grid = (spec) => matrix({ decimals: 3, scale: divergingScale(spec.values), ...spec });
  const { terms, sum } = am.dotTerms({ Q, K, n, m: n, dK, i, j });
  const q = row(Q, dK, i);
  const k = row(K, dK, j);
  const products = Array.from(terms);
  const value = rawScores[i * n + j];
  return {
    q: grid({ title: 'Q', caption: message('scores-q-caption'), values: Q, rows: n, cols: dK, rowLabels: tokens, colLabels: dims,
              highlight: { rows: [i] } }),
    kt: grid({ title: 'Kᵀ', caption: message('scores-kt-caption'), values: transpose(K, n, dK), rows: dK, cols: n,
               rowLabels: dims, colLabels: tokens, highlight: { cols: [j] } }),
    scores: matrix({
      values: rawScores, rows: n, cols: n, rowLabels: tokens, colLabels: tokens, decimals: 3,
      caption: message('scores-heatmap-caption'), corner: message('scores-heatmap-corner'),
      scale: divergingScale(rawScores, { title: message('scores-heatmap-legend') }), legend: true, marks: { explained: [[i, j]] },
      describe: (query, key, text) => message('scores-cell', { query, key, text }),
    }),
    explanation: explanation(tokens[i], tokens[j], q, k, products, sum, value),
    terms: table({
      caption: message('scores-terms-caption'),
      columns: [{ label: 'd' }, { label: 'q[d]', numeric: true }, { label: 'k[d]', numeric: true },
                { label: 'q[d]·k[d]', numeric: true }],
      rows: [
        ...products.map((t, d) => ({ header: String(d + 1), cells: [fmt(q[d]), fmt(k[d]), fmt(t)] })),
        { header: message('scores-terms-sum'), marks: ['total'], cells: ['', '', fmt(sum)] },
      ],
    }),
  };
}

// The sentences around one cell, as rich text: S_{cat, sat} = q_{cat} · k_{sat},
// each vector, the products summed, and whether the sum is the cell itself.
function explanation(query, key, q, k, products, sum, value) {
  const expanded = q.map((x, d) => `${paren(x)} × ${paren(k[d])}`).join(' + ');
  return {
    query, key, q, k, products, sum, cell: value,
    heading: `S_{${query}, ${key}} = q_{${query}} · k_{${key}}`,
    question: message('scores-question', { query, key }),
    vectors: [[`q_{${query}}`, ` = [${q.map(fmt).join(', ')}]`], [`k_{${key}}`, ` = [${k.map(fmt).join(', ')}]`]],
    expansion: `${expanded} = ${products.map((t, d) => (d === 0 ? fmt(t) : signed(t))).join(' ')} = ${fmt(sum)}`,
    // Compared as doubles, not as the rounded text: the cell hides digits.
    same: sum === value,
    check: sum === value
      ? message('scores-check-same')
      : message('scores-check-differs', { sum: full(sum), cell: full(value) }),
  };
}

const fmt = (x) => formatNumber(x, 3);
const full = (x) => x.toPrecision(17).replace('-', '−');
const paren = (x) => (x < 0 ? `(${fmt(x)})` : fmt(x));
const signed = (x) => (x < 0 ? `− ${fmt(-x)}` : `+ ${fmt(x)}`);
