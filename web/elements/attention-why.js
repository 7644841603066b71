// <attention-why query="cat">
//
// Section 1: one query token's attention weights over the whole sentence,
// from the worked example (am.walkthrough() defaults: "The cat sat down").
// The reader picks the query with a row of token buttons; the weights are
// drawn as bars on a 0…1 axis, with a table (score, weight) as the text
// alternative and a line writing the token's output Output_i as the weighted
// sum of the value vectors v_j.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { createDataTable, formatNumber } from '../figures/data-table.js';
import { el } from '../lib/text/dom.js';

export const tagName = 'attention-why';

const TOKENS = ['The', 'cat', 'sat', 'down']; // the seed's sentence; checked against the core in update()

export default class AttentionWhy extends AttentionWidget {
  static fields = [
    field({ key: 'query', attribute: 'query', param: 'q', kind: 'choice', label: 'the query token',
            subject: 'The query token', caption: 'Query token', fallback: 'cat',
            choices: TOKENS.map((t) => ({ value: t, label: t })) }),
  ];

  build() {
    const root = el('div', 'why-widget widget-card');
    this.summary = el('p', 'why-widget__summary');
    this.summary.setAttribute('aria-live', 'polite');
    const body = el('div', 'why-widget__body');
    body.append(this.buildChart(), this.buildTable());
    this.sum = el('p', 'why-widget__sum');
    root.append(this.buildPicker(), this.summary, body, this.sum);
    return root;
  }

  // The select from the kit stays in the DOM for its message slot (a bad
  // link parameter is reported there), but the buttons are what readers use.
  buildPicker() {
    const control = this.controls.query.element;
    control.classList.add('why-widget__field');
    const label = el('p', 'why-widget__picker-label', 'Which token is asking?');
    label.id = `${this.idPrefix}-picker`;
    const group = el('div', 'why-widget__picker');
    group.setAttribute('role', 'group');
    group.setAttribute('aria-labelledby', label.id);
    this.buttons = TOKENS.map((token) => {
      const button = el('button', 'why-widget__token', token);
      button.type = 'button';
      button.addEventListener('click', () => this.setValues({ query: token }));
      return button;
    });
    group.append(...this.buttons);
    control.prepend(label, group);
    return control;
  }

  buildChart() {
    const wrap = el('div', 'why-widget__plot');
    wrap.setAttribute('aria-hidden', 'true'); // the table carries the same numbers
    this.chart = el('div', 'why-widget__chart');
    wrap.append(buildAxis(), this.chart);
    return wrap;
  }

  buildTable() {
    this.table = createDataTable({
      caption: 'Attention weights',
      columns: [{ label: 'key j' }, { label: 'scaled score', numeric: true }, { label: 'weight w', numeric: true }],
    });
    return this.table.element;
  }

  update(am, { query }) {
    const example = am.walkthrough({});
    const i = example.tokens.indexOf(query);
    if (i < 0) throw new Error(`query: “${query}” is not a token of the example`);
    const n = example.n;
    const row = (matrix, cols) => Array.from(matrix.slice(i * cols, (i + 1) * cols));
    const weights = row(example.weights, n);
    this.buttons.forEach((b, j) => b.setAttribute('aria-pressed', String(j === i)));
    this.drawBars(example.tokens, weights, i);
    // rowSums from the core, so "they sum to 1" is the core's claim, not ours.
    const { rowSums } = am.attention({ Q: example.Q, K: example.K, V: example.V, n, dK: example.dK, dV: example.dV });
    this.drawTable(example.tokens, row(example.scaledScores, n), weights, query, rowSums[i]);
    this.drawSummary(example, query, weights, row(example.output, example.dV));
  }

  drawBars(tokens, weights, query) {
    const top = Math.max(...weights);
    this.chart.replaceChildren(...tokens.map((token, j) => {
      const column = el('div', `why-widget__column${j === query ? ' is-query' : ''}`);
      column.style.setProperty('--share', String(weights[j]));
      const track = el('span', 'why-widget__track');
      const fill = el('span', `why-widget__fill${weights[j] === top ? ' is-top' : ''}`);
      track.append(el('span', 'why-widget__value', formatNumber(weights[j], 3)), fill);
      column.append(track, el('span', 'why-widget__label', token));
      return column;
    }));
  }

  drawTable(tokens, scores, weights, query, rowSum) {
    this.table.setCaption(`How much “${query}” attends to each token (its row of the weights)`);
    const rows = tokens.map((token, j) => ({
      header: token,
      cells: [formatNumber(scores[j], 4), formatNumber(weights[j], 4)],
    }));
    rows.push({ header: 'sum', className: 'data-table__total', cells: ['', formatNumber(rowSum, 4)] });
    this.table.update(rows);
  }

  drawSummary(example, query, weights, output) {
    const top = weights.indexOf(Math.max(...weights));
    this.summary.textContent = `“${query}” gives its largest weight, ${formatNumber(weights[top], 3)}, `
      + `to “${example.tokens[top]}”; every token gets some share.`;
    const terms = example.tokens.flatMap((t, j) => [j === 0 ? '' : ' + ', `${formatNumber(weights[j], 3)} `, ...symbol('v', t)]);
    this.sum.replaceChildren(...symbol('Output', query), ' = ', ...terms,
      ` = [${output.map((x) => formatNumber(x, 3)).join(', ')}]`);
  }
}

// "Output" or "v" with the token as its subscript, as the prose writes Output_i and v_j.
function symbol(name, token) {
  // A word is set upright, as the prose's \text{Output}; a one-letter name is italic.
  return [el('var', `why-widget__symbol${name.length > 1 ? ' is-word' : ''}`, name), el('sub', '', token)];
}

// Tick labels for the bars' 0…1 scale, at the heights of the gridlines behind
// the bars. Built like a bar column (scale, then an invisible token label) so
// its 0 lines up with the bars' baseline.
function buildAxis() {
  const axis = el('div', 'why-widget__column why-widget__axis');
  const scale = el('div', 'why-widget__scale');
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    const label = el('span', 'why-widget__tick', String(tick));
    label.style.setProperty('--at', String(tick));
    scale.append(label);
  }
  axis.append(scale, el('span', 'why-widget__label why-widget__axis-spacer', 'x'));
  return axis;
}
