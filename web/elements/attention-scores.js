// <attention-scores seed="42" d-k="3">
//
// Section 3: the raw score matrix S = Q·Kᵀ of the worked example as
// Q · Kᵀ = S, three grids side by side. Hovering or focusing a cell of S
// explains it: row i of Q and column j of Kᵀ light up, and the dot product
// q_i · k_j is written out term by term with the core's own products
// (am.dotTerms), whose sum is the heatmap cell bit for bit.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { createHeatmap } from '../figures/heatmap.js';
import { createMatrixGrid } from '../figures/matrix-grid.js';
import { createDataTable, formatNumber } from '../figures/data-table.js';
import { el } from '../lib/text/dom.js';

export const tagName = 'attention-scores';

const START_CELL = [1, 2]; // "cat" asking about "sat": a subject and its verb

export default class AttentionScores extends AttentionWidget {
  static fields = [
    field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed',
            caption: 'Random seed', min: 0, max: 4294967295, fallback: 42,
            hint: 'Seeds numpy’s random W_Q and W_K; 42 is the worked example.' }),
    // label and subject go into messages and aria-labels as plain text, so they name the width in words.
    field({ key: 'dK', attribute: 'd-k', param: 'dk', label: 'the query/key width', subject: 'The query/key width', slider: true,
            caption: 'Query/key width d_k', min: 1, max: 8, fallback: 3,
            hint: 'More terms in every dot product.' }),
  ];

  build() {
    this.cell = [...START_CELL];
    const root = el('div', 'scores-widget widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    root.append(fields, this.buildProduct(), this.buildExplanation());
    return root;
  }

  buildProduct() {
    const row = el('div', 'scores-widget__product');
    this.q = createMatrixGrid({ name: 'Q', label: 'Q, one query per row' });
    this.kt = createMatrixGrid({ name: 'Kᵀ', label: 'K transposed, one key per column' });
    this.heatmap = createHeatmap({
      caption: 'S = Q·Kᵀ, raw scores (hover or use the arrow keys)', corner: 'query ↓ key →', decimals: 3, scale: 'diverging',
      describeCell: (query, key, text) => `score of query ${query} against key ${key}: ${text}`,
      onFocusCell: (i, j) => this.showCell(i, j),
    });
    const op = (text) => { const s = el('span', 'scores-widget__op', text); s.setAttribute('aria-hidden', 'true'); return s; };
    // "=" travels with S when the row wraps, so it never dangles at a line end.
    const result = el('div', 'scores-widget__result');
    result.append(op('='), this.heatmap.element);
    row.append(this.q.element, op('·'), this.kt.element, result);
    return row;
  }

  buildExplanation() {
    const box = el('div', 'scores-widget__explain');
    box.setAttribute('aria-live', 'polite');
    this.heading = el('p', 'scores-widget__heading');
    this.vectors = el('div', 'scores-widget__vectors');
    this.expansion = el('p', 'scores-widget__expansion');
    this.terms = createDataTable({
      caption: 'Term by term',
      columns: [{ label: 'd' }, { label: 'q[d]', numeric: true }, { label: 'k[d]', numeric: true },
                { label: 'q[d]·k[d]', numeric: true }],
    });
    this.check = el('p', 'scores-widget__check');
    const text = el('div', 'scores-widget__text');
    text.append(this.vectors, this.expansion, this.check);
    const body = el('div', 'scores-widget__explain-body');
    body.append(text, this.terms.element);
    box.append(this.heading, body);
    return box;
  }

  update(am, { seed, dK }) {
    const example = am.walkthrough({ seed, dK, dV: 3 });
    const { n, tokens, Q, K, V } = example;
    const { rawScores } = am.attention({ Q, K, V, n, dK, dV: 3 });
    this.data = { am, n, dK, tokens, Q, K, rawScores, KT: transpose(K, n, dK) };
    this.heatmap.update({ values: rawScores, rows: n, cols: n, rowLabels: tokens, colLabels: tokens });
    this.showCell(...this.cell);
  }

  showCell(i, j) {
    const { am, n, dK, tokens, Q, K, KT, rawScores } = this.data;
    this.cell = [i, j];
    const dims = Array.from({ length: dK }, (_, d) => String(d + 1));
    this.q.update({ values: Q, rows: n, cols: dK, rowLabels: tokens, colLabels: dims, decimals: 3, highlightRow: i });
    this.kt.update({ values: KT, rows: dK, cols: n, rowLabels: dims, colLabels: tokens, decimals: 3, highlightCol: j });
    for (const td of this.heatmap.element.querySelectorAll('td[data-row]')) {
      td.classList.toggle('is-explained', Number(td.dataset.row) === i && Number(td.dataset.col) === j);
    }
    const { terms, sum } = am.dotTerms({ Q, K, n, m: n, dK, i, j });
    const q = Array.from(Q.slice(i * dK, (i + 1) * dK));
    const k = Array.from(K.slice(j * dK, (j + 1) * dK));
    this.explain(tokens[i], tokens[j], q, k, Array.from(terms), sum, rawScores[i * n + j]);
  }

  explain(query, key, q, k, terms, sum, cell) {
    this.heading.replaceChildren(...symbol('S', `${query}, ${key}`), ' = ', ...symbol('q', query), ' · ',
      ...symbol('k', key), `: how well “${key}” fits what “${query}” is looking for`);
    this.vectors.replaceChildren(vectorLine('q', query, q), vectorLine('k', key, k));
    const products = q.map((x, d) => `${paren(x)} × ${paren(k[d])}`).join(' + ');
    this.expansion.textContent = `${products} = ${terms.map((t, d) => (d === 0 ? fmt(t) : signed(t))).join(' ')} = ${fmt(sum)}`;
    const rows = terms.map((t, d) => ({ header: String(d + 1), cells: [fmt(q[d]), fmt(k[d]), fmt(t)] }));
    rows.push({ header: 'sum', className: 'data-table__total', cells: ['', '', fmt(sum)] });
    this.terms.update(rows);
    // Compared as doubles, not as the rounded text: the cell hides digits.
    this.check.textContent = sum === cell
      ? 'This sum is exactly the number in the heatmap’s cell, down to the last digit, not just the three shown.'
      : `The sum ${full(sum)} differs from the heatmap’s cell ${full(cell)}.`;
    this.check.dataset.same = String(sum === cell);
    this.check.classList.toggle('is-bad', sum !== cell);
  }
}

function vectorLine(letter, token, values) {
  const line = el('p', 'scores-widget__vector');
  line.append(...symbol(letter, token), ` = [${values.map(fmt).join(', ')}]`);
  return line;
}

// A letter with a token as its subscript, as the prose writes S_ij, q_i, k_j.
function symbol(letter, subscript) {
  return [el('var', 'scores-widget__symbol', letter), el('sub', '', subscript)];
}

// Kᵀ is a re-arrangement of the core's numbers for display, not a computation.
function transpose(matrix, rows, cols) {
  const out = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) out[c * rows + r] = matrix[r * cols + c];
  return out;
}

const fmt = (x) => formatNumber(x, 3);
const full = (x) => x.toPrecision(17).replace('-', '−');
const paren = (x) => (x < 0 ? `(${fmt(x)})` : fmt(x));
const signed = (x) => (x < 0 ? `− ${fmt(-x)}` : `+ ${fmt(x)}`);
