// The model of <attention-weighted-sum> (../attention-weighted-sum.js): its
// field and what it shows for one query row of the seed's example,
// O_i = Σ_j w_ij · v_j, from the core's weightedSumTerms: the formula
// line, the stacked share of each key's weight, one waterfall per output
// dimension, and the same numbers as tables. Running totals are only bar
// positions; every printed number is the core's. Pure: no DOM, nothing read
// from an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { bars, niceTicks, row, table, waterfall } from '../../figures/model.js';
import { SEED_TOKENS } from '../../lib/core/seed-example.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

export const fields = [
  named(field({ key: 'query', attribute: 'query', param: 'q', kind: 'choice', fallback: 'cat',
                choices: SEED_TOKENS.map((t, i) => ({
                  value: t, get label() { return message('weighted-sum-query-choice', { token: t, row: i + 1 }); } })) }), 'weighted-sum-query'),
];

// The seed's example, the same whatever row is chosen (the element keeps it).
export function prepare(am) {
  return { example: am.walkthrough({}) };
}

// inputs: {query, example (prepare's)}.
export function model(am, { query, example }) {
  const { n, dV, weights, V, output, tokens } = example;
  const i = tokens.indexOf(query);
  const terms = am.weightedSumTerms({ weights, V, n, m: n, dV, row: i });
  const w = row(weights, n, i);
  const term = (j, d) => terms.contributions[j * dV + d];
  const vector = (values) => `[${Array.from(values, (v) => formatNumber(v, 4)).join(', ')}]`;
  return {
    formula: { query, terms: tokens.map((token, j) => ({ token, weight: formatNumber(w[j], 3), series: j })) },
    share: bars({
      layout: 'stacked',
      axis: { min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1], tickLabels: ['0', '25%', '50%', '75%', '100%'] },
      bars: tokens.map((token, j) => ({ label: token, value: w[j], text: `${formatNumber(100 * w[j], 0)}%`, series: j })),
    }),
    // Each panel gets its own scale: the point is how its terms add up.
    waterfalls: Array.from({ length: dV }, (_, d) => {
      const positions = runningTotals(n, (j) => term(j, d));
      const ends = [...positions, terms.output[d]];
      const axis = { min: Math.min(...ends), max: Math.max(...ends) };
      return waterfall({
        title: message('weighted-sum-dimension', { index: d + 1 }),
        terms: tokens.map((token, j) => ({ label: token, value: term(j, d), series: j })),
        total: { label: message('weighted-sum-total'), value: terms.output[d] },
        positions,
        axis: { ...axis, ticks: niceTicks(axis.min, axis.max, 3) },
      });
    }),
    terms: table({
      caption: message('weighted-sum-terms-caption'),
      columns: [{ label: message('weighted-sum-column-key') }, { label: 'w_ij', numeric: true }, { label: 'v_j', numeric: true },
                { label: 'w_ij · v_j', numeric: true }],
      rows: [
        ...tokens.map((token, j) => ({
          header: token,
          marks: [`series-${j}`],
          cells: [formatNumber(w[j], 4), vector(row(V, dV, j)), vector(row(terms.contributions, dV, j))],
        })),
        { header: `Σ = O_{${query}}`, marks: ['total'], cells: ['', '', vector(terms.output)] },
      ],
    }),
    output: table({
      caption: message('weighted-sum-output-caption', { n, dV }),
      columns: [{ label: message('weighted-sum-column-token') },
                ...Array.from({ length: dV }, (_, d) => ({ label: message('weighted-sum-column-dim', { index: d + 1 }), numeric: true }))],
      rows: tokens.map((token, r) => ({
        header: r === i ? `${token} ◂` : token,
        marks: r === i ? ['current'] : [],
        cells: row(output, dV, r).map((v) => formatNumber(v, 4)),
      })),
    }),
  };
}

// Where each bar starts and ends: 0, t0, t0 + t1, … (positions only: every
// printed number is the core's).
function runningTotals(count, termAt) {
  const totals = [0];
  for (let j = 0; j < count; j += 1) totals.push(totals[j] + termAt(j));
  return totals;
}
