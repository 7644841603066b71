// <attention-weighted-sum query="cat">
//
// The last step of attention for one query row of the seed's example:
// Output_i = Σ_j w_ij · v_j, where v_j is row j of V. The core's
// weightedSumTerms gives each term w_ij · v_j and the output row; the widget
// draws, for each output dimension, a waterfall: every key's term moves the
// running total left or right, and the last bar is the output. Running
// totals are only bar positions; every printed number comes from the core.
// The same numbers as tables, and the whole output, are in a disclosure.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { bars, niceTicks, row, table, waterfall } from '../figures/model.js';
import { createBarsView } from '../figures/dom/bars.js';
import { createWaterfallView } from '../figures/dom/waterfall.js';
import { createTablesMore } from '../lib/widget/figure-more.js';
import { SEED_TOKENS } from '../lib/core/seed-example.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';

export const tagName = 'attention-weighted-sum';

export default class AttentionWeightedSum extends AttentionWidget {
  static exportTitle = 'The weighted sum of values';
  static fields = [
    field({ key: 'query', attribute: 'query', param: 'q', kind: 'choice', label: 'the query token', subject: 'The query token',
            caption: 'Query token (row i)', fallback: 'cat',
            choices: SEED_TOKENS.map((t, i) => ({ value: t, label: `${t} (row ${i + 1})` })),
            hint: 'Whose new representation to build.' }),
  ];

  build() {
    const root = el('div', 'weighted-sum widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(this.controls.query.element);
    this.formula = el('p', 'weighted-sum__formula');
    this.formula.setAttribute('aria-live', 'polite');
    this.share = createBarsView({ seriesClass: (j) => `ws-key-${j}` }); // the formula line and the tables list the same weights
    this.share.element.classList.add('weighted-sum__share');
    this.charts = el('div', 'weighted-sum__charts');
    this.charts.setAttribute('aria-hidden', 'true');
    this.waterfalls = [];
    const chartsTitle = el('h3', 'weighted-sum__title', 'One bar per term, one panel per output dimension');
    const chartsNote = el('p', 'weighted-sum__chart-note',
      'The bars are stacked end to end: each key’s term starts where the previous one stopped, so the last one ends '
      + 'at the sum. The output bar below the line is that total, drawn from zero.');
    // The charts make the point; the same numbers as tables (the charts'
    // text alternative) and the whole output wait in a disclosure.
    this.more = createTablesMore({
      summary: 'The terms and the whole output, as tables', wrapClass: 'weighted-sum__tables',
      tables: { terms: { className: 'weighted-sum__terms' }, output: { className: 'weighted-sum__output' } },
    });
    root.append(fields, this.formula, this.share.element, chartsTitle, chartsNote, this.charts, this.more.element);
    return root;
  }

  model(am, { query }) {
    const example = this.example ??= am.walkthrough({});
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
          title: `dimension ${d + 1}`,
          terms: tokens.map((token, j) => ({ label: token, value: term(j, d), series: j })),
          total: { label: 'output', value: terms.output[d] },
          positions,
          axis: { ...axis, ticks: niceTicks(axis.min, axis.max, 3) },
        });
      }),
      terms: table({
        caption: 'Each key’s term w_ij · v_j, and their sum',
        columns: [{ label: 'key j' }, { label: 'w_ij', numeric: true }, { label: 'v_j', numeric: true },
                  { label: 'w_ij · v_j', numeric: true }],
        rows: [
          ...tokens.map((token, j) => ({
            header: token,
            marks: [`series-${j}`],
            cells: [formatNumber(w[j], 4), vector(row(V, dV, j)), vector(row(terms.contributions, dV, j))],
          })),
          { header: `Σ = Output_{${query}}`, marks: ['total'], cells: ['', '', vector(terms.output)] },
        ],
      }),
      output: table({
        caption: `The whole output, shape (n, d_v) = (${n}, ${dV}): one row per query token`,
        columns: [{ label: 'token' }, ...Array.from({ length: dV }, (_, d) => ({ label: `dim ${d + 1}`, numeric: true }))],
        rows: tokens.map((token, r) => ({
          header: r === i ? `${token} ◂` : token,
          marks: r === i ? ['current'] : [],
          cells: row(output, dV, r).map((v) => formatNumber(v, 4)),
        })),
      }),
    };
  }

  render(figures) {
    this.showFormula(figures.formula);
    this.share.update(figures.share);
    while (this.waterfalls.length < figures.waterfalls.length) {
      const view = createWaterfallView({ seriesClass: (j) => `ws-key-${j}` });
      this.waterfalls.push(view);
      this.charts.append(view.element);
    }
    figures.waterfalls.forEach((figure, d) => this.waterfalls[d].update(figure));
    this.more.update(figures);
  }

  showFormula({ query, terms }) {
    const lhs = el('span', 'weighted-sum__lhs');
    lhs.append('Output', el('sub', '', query), ' =');
    const parts = [lhs];
    for (const { token, weight, series } of terms) {
      const term = el('span', `weighted-sum__term ws-key-${series}`);
      term.append(el('span', 'weighted-sum__w', weight), ' · ', el('var', '', 'v'), el('sub', '', token));
      parts.push(series ? ' + ' : ' ', term);
    }
    this.formula.replaceChildren(...parts);
  }
}

// Where each bar starts and ends: 0, t0, t0 + t1, … (positions only: every
// printed number is the core's).
function runningTotals(count, termAt) {
  const totals = [0];
  for (let j = 0; j < count; j += 1) totals.push(totals[j] + termAt(j));
  return totals;
}
