// The model of <attention-why> (../attention-why.js): its field and what it
// shows, one query token's row of the worked example's weights (the core's
// am.walkthrough() defaults: "The cat sat down"), with the scaled scores,
// the core's row sum, the output written as the weighted sum of the values
// (left unevaluated: chapter 2's prediction weighted-sum/leans-toward asks
// the reader to work that vector out), and what to notice across all four
// rows. Pure: no DOM, nothing read from an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { bars, row, table } from '../../figures/model.js';
import { SEED_TOKENS } from '../../lib/core/seed-example.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

export const fields = [
  named(field({ key: 'query', attribute: 'query', param: 'q', kind: 'choice', fallback: 'cat',
                choices: SEED_TOKENS.map((t) => ({ value: t, label: t })) }), 'why-query'),
];

// The query's row of the seed's example; the tokens are the core's, and a
// query that is not one of them is refused like any core error.
export function model(am, { query }) {
  const example = am.walkthrough({});
  const i = example.tokens.indexOf(query);
  if (i < 0) throw Object.assign(new Error(message('why-error-not-a-token', { query })), { argument: 'query' });
  const { n, tokens } = example;
  const weights = row(example.weights, n, i);
  const top = weights.indexOf(Math.max(...weights));
  // rowSums from the core, so "they sum to 1" is the core's claim, not ours.
  const { rowSums } = am.attention({ Q: example.Q, K: example.K, V: example.V, n, dK: example.dK, dV: example.dV });
  const scaled = row(example.scaledScores, n, i);
  return {
    notice: noticeAcrossRows(tokens, Array.from({ length: n }, (_, r) => row(example.weights, n, r)), i),
    query: i,
    bars: bars({
      layout: 'columns',
      axis: { min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] },
      bars: tokens.map((token, j) => ({ label: token, value: weights[j], text: formatNumber(weights[j], 3),
                                        marks: [j === i && 'query', j === top && 'top'].filter(Boolean) })),
    }),
    table: table({
      caption: message('why-table-caption', { query }),
      columns: [{ label: message('why-column-key') }, { label: message('why-column-scaled-score'), numeric: true },
                { label: message('why-column-weight'), numeric: true }],
      rows: [
        ...tokens.map((token, j) => ({ header: token, cells: [formatNumber(scaled[j], 4), formatNumber(weights[j], 4)] })),
        { header: message('why-row-sum'), marks: ['total'], cells: ['', formatNumber(rowSums[i], 4)] },
      ],
    }),
    summary: message('why-summary', { query, weight: formatNumber(weights[top], 3), top: tokens[top] }),
    // O_i and v_j as the prose writes them, letters in italic.
    // Only the weights: the vector itself is what weighted-sum/leans-toward asks for.
    sum: `O_{${query}} = ${tokens.map((t, j) => `${formatNumber(weights[j], 3)} v_{${t}}`).join(' + ')}`,
  };
}

// What the rows have in common, in words: the key every query weights most
// and the one it weights least, with the range of those shares, when all
// queries agree (with random projections they often do), and what the
// chosen query gives itself when that stands out.
function noticeAcrossRows(tokens, rows, i) {
  const at = (weights, pick) => weights.indexOf(pick(...weights));
  const tops = rows.map((weights) => at(weights, Math.max));
  const bottoms = rows.map((weights) => at(weights, Math.min));
  const [top, bottom] = [tops[0], bottoms[0]];
  const agree = tops.every((t) => t === top) && bottoms.every((b) => b === bottom);
  const range = (j) => {
    const shares = rows.map((weights) => weights[j]);
    return message('why-range', { min: formatNumber(Math.min(...shares), 3), max: formatNumber(Math.max(...shares), 3) });
  };
  const about = { query: tokens[i], own: formatNumber(rows[i][i], 3), top: tokens[top] };
  let self = '';
  if (bottoms[i] === i) self = message('why-notice-self-least', about);
  else if (agree && top === i) self = message('why-notice-self-most', about);
  if (!agree) return self ? message('why-notice-only', { self }) : '';
  const alike = message('why-notice-alike', { top: tokens[top], topRange: range(top), bottom: tokens[bottom], bottomRange: range(bottom) });
  return self ? message('why-notice-both', { alike, self }) : alike;
}
