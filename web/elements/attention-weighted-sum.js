// <attention-weighted-sum query="cat">
//
// The last step of attention for one query row of the seed's example:
// Output[i] = Σ_j w_ij · V[j]. The core's weightedSumTerms gives each term
// w_ij · V[j] and the output row; the widget draws, for each output
// dimension, a waterfall: every key's term moves the running total left or
// right, and the last bar is the output. Running totals are only bar
// positions; every printed number comes from the core.

import { AttentionWidget, field } from '../lib/widget.js';
import { createDataTable, formatNumber } from '../lib/data-table.js';
import { el } from '../lib/dom.js';

export const tagName = 'attention-weighted-sum';

const TOKENS = ['The', 'cat', 'sat', 'down']; // the seed's sentence, am.walkthrough's default

export default class AttentionWeightedSum extends AttentionWidget {
  static fields = [
    field({ key: 'query', attribute: 'query', param: 'q', kind: 'choice', label: 'the query token', subject: 'The query token',
            caption: 'Query token (row i)', fallback: 'cat',
            choices: TOKENS.map((t, i) => ({ value: t, label: `${t} (row ${i + 1})` })),
            hint: 'Whose new representation to build.' }),
  ];

  build() {
    const root = el('div', 'weighted-sum widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(this.controls.query.element);
    this.formula = el('p', 'weighted-sum__formula');
    this.formula.setAttribute('aria-live', 'polite');
    this.share = el('div', 'weighted-sum__share');
    this.share.setAttribute('aria-hidden', 'true'); // the table lists the same weights
    this.charts = el('div', 'weighted-sum__charts');
    this.charts.setAttribute('aria-hidden', 'true');
    this.table = createDataTable({
      caption: 'Each key’s term w_ij · V[j], and their sum',
      columns: [{ label: 'key j' }, { label: 'w_ij', numeric: true }, { label: 'V[j]', numeric: true },
                { label: 'w_ij · V[j]', numeric: true }],
      className: 'weighted-sum__terms',
    });
    scrollRegion(this.table.element, 'Terms of the weighted sum');
    this.outputTable = createDataTable({
      caption: 'The whole output, shape (n, d_v) = (4, 3): one row per query token',
      columns: [{ label: 'token' }, { label: 'dim 1', numeric: true }, { label: 'dim 2', numeric: true }, { label: 'dim 3', numeric: true }],
      className: 'weighted-sum__output',
    });
    scrollRegion(this.outputTable.element, 'Attention output');
    const chartsTitle = el('h3', 'weighted-sum__title', 'One bar per term, one panel per output dimension');
    const tables = el('div', 'weighted-sum__tables');
    tables.append(this.table.element, this.outputTable.element);
    root.append(fields, this.formula, this.share, chartsTitle, this.charts, tables);
    return root;
  }

  update(am, { query }) {
    const example = this.example ??= am.walkthrough({});
    const { n, dV, weights, V, output, tokens } = example;
    const row = tokens.indexOf(query);
    const terms = am.weightedSumTerms({ weights, V, n, m: n, dV, row });
    const w = Array.from({ length: n }, (_, j) => weights[row * n + j]);
    this.showFormula(query, w, tokens);
    this.showShare(w, tokens);
    this.showCharts(terms, w, tokens, dV);
    this.showTables(terms, w, V, output, tokens, dV, row);
  }

  showFormula(query, w, tokens) {
    const parts = [el('span', 'weighted-sum__lhs', `Output[${query}] =`)];
    tokens.forEach((token, j) => {
      const term = el('span', `weighted-sum__term ws-key-${j}`);
      term.append(el('span', 'weighted-sum__w', formatNumber(w[j], 3)), ` · V[${token}]`);
      parts.push(j ? ' + ' : ' ', term);
    });
    this.formula.replaceChildren(...parts);
  }

  showShare(w, tokens) {
    this.share.replaceChildren(...tokens.map((token, j) => {
      const part = el('span', `weighted-sum__share-part ws-key-${j}`);
      part.style.flexGrow = String(w[j]);
      part.append(el('span', 'weighted-sum__share-label', `${token} ${formatNumber(100 * w[j], 0)}%`));
      return part;
    }));
  }

  showCharts(terms, w, tokens, dV) {
    const n = tokens.length;
    const term = (j, d) => terms.contributions[j * dV + d];
    const walks = Array.from({ length: dV }, (_, d) => runningTotals(n, (j) => term(j, d)));
    // Each panel gets its own scale: the point is how its terms add up.
    this.charts.replaceChildren(...walks.map((walk, d) => {
      const ends = [...walk, terms.output[d]];
      const [lo, hi] = [Math.min(...ends), Math.max(...ends)];
      const at = (x) => (100 * (x - lo)) / (hi - lo || 1);
      const panel = el('div', 'weighted-sum__panel');
      panel.append(el('p', 'weighted-sum__panel-title', `dimension ${d + 1}`));
      tokens.forEach((token, j) => panel.append(barRow(token, `ws-key-${j}`, walk[j], walk[j + 1], term(j, d), at, true)));
      panel.append(barRow('output', 'weighted-sum__total', 0, terms.output[d], terms.output[d], at, false));
      panel.style.setProperty('--zero', `${at(0)}%`);
      return panel;
    }));
  }

  showTables(terms, w, V, output, tokens, dV, row) {
    const vector = (values) => `[${Array.from(values, (v) => formatNumber(v, 4)).join(', ')}]`;
    const slice = (matrix, j) => matrix.slice(j * dV, (j + 1) * dV);
    const rows = tokens.map((token, j) => ({
      header: token,
      className: `ws-key-${j}`,
      cells: [formatNumber(w[j], 4), vector(slice(V, j)), vector(slice(terms.contributions, j))],
    }));
    rows.push({ header: `Σ = Output[${tokens[row]}]`, className: 'data-table__total', cells: ['', '', vector(terms.output)] });
    this.table.update(rows);
    this.outputTable.update(tokens.map((token, i) => ({
      header: i === row ? `${token} ◂` : token,
      className: i === row ? 'is-current' : '',
      cells: Array.from(slice(output, i), (v) => formatNumber(v, 4)),
    })));
  }
}

// Where each bar starts and ends: 0, t0, t0 + t1, … (positions only).
function runningTotals(count, termAt) {
  const totals = [0];
  for (let j = 0; j < count; j += 1) totals.push(totals[j] + termAt(j));
  return totals;
}

function barRow(label, className, from, to, value, at, signed) {
  const row = el('div', `weighted-sum__row ${className}`);
  const track = el('span', 'weighted-sum__track');
  const bar = el('span', 'weighted-sum__bar');
  bar.style.left = `${Math.min(at(from), at(to))}%`;
  bar.style.width = `${Math.abs(at(to) - at(from))}%`;
  track.append(bar);
  const text = formatNumber(value, 3);
  const shown = signed && value >= 0 ? `+${text}` : text;
  row.append(el('span', 'weighted-sum__label', label), track, el('span', 'weighted-sum__value', shown));
  return row;
}

function scrollRegion(node, label) {
  node.tabIndex = 0;
  node.setAttribute('role', 'region');
  node.setAttribute('aria-label', label);
}
