// <attention-weighted-sum query="cat">
//
// The last step of attention for one query row of the seed's example:
// Output_i = Σ_j w_ij · v_j, where v_j is row j of V. The core's
// weightedSumTerms gives each term w_ij · v_j and the output row; the widget
// draws, for each output dimension, a waterfall: every key's term moves the
// running total left or right, and the last bar is the output. Running
// totals are only bar positions; every printed number comes from the core.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { createDataTable, formatNumber } from '../figures/data-table.js';
import { el } from '../lib/text/dom.js';
import { withSubscripts } from '../lib/text/subscripts.js';

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
      caption: 'Each key’s term w_ij · v_j, and their sum',
      columns: [{ label: 'key j' }, { label: 'w_ij', numeric: true }, { label: 'v_j', numeric: true },
                { label: 'w_ij · v_j', numeric: true }],
      className: 'weighted-sum__terms',
    });
    this.outputTable = createDataTable({
      caption: 'The whole output, shape (n, d_v) = (4, 3): one row per query token',
      columns: [{ label: 'token' }, { label: 'dim 1', numeric: true }, { label: 'dim 2', numeric: true }, { label: 'dim 3', numeric: true }],
      className: 'weighted-sum__output',
    });
    for (const table of [this.table, this.outputTable]) withSymbols(table.element.querySelectorAll('caption, thead th'));
    const chartsTitle = el('h3', 'weighted-sum__title', 'One bar per term, one panel per output dimension');
    const chartsNote = el('p', 'weighted-sum__chart-note',
      'The bars are stacked end to end: each key’s term starts where the previous one stopped, so the last one ends '
      + 'at the sum. The output bar below the line is that total, drawn from zero.');
    const tables = el('div', 'weighted-sum__tables');
    tables.append(this.table.element, this.outputTable.element);
    root.append(fields, this.formula, this.share, chartsTitle, chartsNote, this.charts, tables);
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
    const lhs = el('span', 'weighted-sum__lhs');
    lhs.append('Output', el('sub', '', query), ' =');
    const parts = [lhs];
    tokens.forEach((token, j) => {
      const term = el('span', `weighted-sum__term ws-key-${j}`);
      term.append(el('span', 'weighted-sum__w', formatNumber(w[j], 3)), ' · ', el('var', '', 'v'), el('sub', '', token));
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
      panel.append(barRow('output', 'weighted-sum__total', 0, terms.output[d], terms.output[d], at, false), zeroRow());
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
    rows.push({ header: `Σ = Output_${tokens[row]}`, className: 'data-table__total', cells: ['', '', vector(terms.output)] });
    this.table.update(rows);
    withSymbols(this.table.element.querySelectorAll('.data-table__total th'));
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

// The "0" under each panel's zero line (the line itself is the track's
// background, drawn at --zero).
function zeroRow() {
  const row = el('div', 'weighted-sum__row weighted-sum__axis');
  const track = el('span', 'weighted-sum__track');
  track.append(el('span', 'weighted-sum__zero', '0'));
  row.append(el('span'), track, el('span'));
  return row;
}

// "w_ij", "v_j", "Output_cat", "d_v" in captions and headings, with real
// subscripts; Output is a word (roman), w and v are symbols (italic).
function withSymbols(nodes) {
  for (const node of nodes) {
    const parts = node.textContent.split(/\b(Output|w|v)_([A-Za-z0-9]+)/);
    const out = [];
    for (let i = 0; i < parts.length; i += 3) {
      if (parts[i]) out.push(...withSubscripts(parts[i]));
      if (i + 2 < parts.length) {
        out.push(parts[i + 1] === 'Output' ? 'Output' : el('var', '', parts[i + 1]), el('sub', '', parts[i + 2]));
      }
    }
    node.replaceChildren(...out);
  }
}

