// <attention-scores seed="42" d-k="3">
//
// Section 3: the raw score matrix S = Q·Kᵀ of the worked example as
// Q · Kᵀ = S, three grids side by side. Hovering or focusing a cell of S
// explains it: row i of Q and column j of Kᵀ light up, and the dot product
// q_i · k_j is written out term by term with the core's own products
// (am.dotTerms), whose sum is the heatmap cell bit for bit.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { divergingScale, matrix, numberLabels, row, table, transpose } from '../figures/model.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createMatrixGridView } from '../figures/dom/matrix-grid.js';
import { createTableView } from '../figures/dom/table.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';
import { richText } from '../lib/text/rich-text.js';

export const tagName = 'attention-scores';

const START_CELL = [1, 2]; // "cat" asking about "sat": a subject and its verb

export default class AttentionScores extends AttentionWidget {
  static exportTitle = 'Raw scores S = Q·Kᵀ';
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
    this.q = createMatrixGridView();
    this.kt = createMatrixGridView();
    this.heatmap = createHeatmapView({ onFocusCell: (i, j) => this.showCell(i, j) });
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
    this.terms = createTableView();
    this.check = el('p', 'scores-widget__check');
    const text = el('div', 'scores-widget__text');
    text.append(this.vectors, this.expansion, this.check);
    const body = el('div', 'scores-widget__explain-body');
    body.append(text, this.terms.element);
    box.append(this.heading, body);
    return box;
  }

  // The example depends on (seed, d_k) only: kept, so that pointing at
  // another cell asks the core for one dot product, not a whole example.
  prepare(am, { seed, dK }) {
    const key = `${seed}:${dK}`;
    if (this.exampleKey === key && this.exampleCore === am) return;
    const example = am.walkthrough({ seed, dK, dV: 3 });
    const { n, Q, K, V } = example;
    const { rawScores } = am.attention({ Q, K, V, n, dK, dV: 3 });
    Object.assign(this, { exampleKey: key, exampleCore: am, example: { ...example, rawScores } });
  }

  model(am, { dK }) {
    const { n, tokens, Q, K, rawScores } = this.example;
    const [i, j] = this.cell;
    const dims = numberLabels(dK);
    const grid = (spec) => matrix({ decimals: 3, scale: divergingScale(spec.values), ...spec });
    const { terms, sum } = am.dotTerms({ Q, K, n, m: n, dK, i, j });
    const q = row(Q, dK, i);
    const k = row(K, dK, j);
    const products = Array.from(terms);
    const cell = rawScores[i * n + j];
    return {
      q: grid({ title: 'Q', caption: 'Q, one query per row', values: Q, rows: n, cols: dK, rowLabels: tokens, colLabels: dims,
                highlight: { rows: [i] } }),
      kt: grid({ title: 'Kᵀ', caption: 'K transposed, one key per column', values: transpose(K, n, dK), rows: dK, cols: n,
                 rowLabels: dims, colLabels: tokens, highlight: { cols: [j] } }),
      scores: matrix({
        values: rawScores, rows: n, cols: n, rowLabels: tokens, colLabels: tokens, decimals: 3,
        caption: 'S = Q·Kᵀ, raw scores (hover or use the arrow keys)', corner: 'query ↓ key →',
        scale: divergingScale(rawScores, { title: 'raw score' }), legend: true, marks: { explained: [[i, j]] },
        describe: (query, key, text) => `score of query ${query} against key ${key}: ${text}`,
      }),
      explanation: { query: tokens[i], key: tokens[j], q, k, products, sum, cell },
      terms: table({
        caption: 'Term by term',
        columns: [{ label: 'd' }, { label: 'q[d]', numeric: true }, { label: 'k[d]', numeric: true },
                  { label: 'q[d]·k[d]', numeric: true }],
        rows: [
          ...products.map((t, d) => ({ header: String(d + 1), cells: [fmt(q[d]), fmt(k[d]), fmt(t)] })),
          { header: 'sum', marks: ['total'], cells: ['', '', fmt(sum)] },
        ],
      }),
    };
  }

  render({ q, kt, scores, explanation, terms }) {
    this.q.update(q);
    this.kt.update(kt);
    this.heatmap.update(scores);
    this.terms.update(terms);
    this.explain(explanation);
  }

  // Pointing at a cell explains it: the same model, for that cell.
  showCell(i, j) {
    this.cell = [i, j];
    if (this.example) this.render(this.model(this.am, this.values));
  }

  explain({ query, key, q, k, products, sum, cell }) {
    this.heading.replaceChildren(...richText(`S_{${query}, ${key}} = q_{${query}} · k_{${key}}`, { varClass: 'scores-widget__symbol' }),
      `: how well “${key}” fits what “${query}” is looking for`);
    this.vectors.replaceChildren(vectorLine('q', query, q), vectorLine('k', key, k));
    const expanded = q.map((x, d) => `${paren(x)} × ${paren(k[d])}`).join(' + ');
    this.expansion.textContent = `${expanded} = ${products.map((t, d) => (d === 0 ? fmt(t) : signed(t))).join(' ')} = ${fmt(sum)}`;
    // Compared as doubles, not as the rounded text: the cell hides digits.
    this.check.textContent = sum === cell
      ? 'This sum is exactly the number in the heatmap’s cell, down to the last digit, not just the three shown.'
      : `The sum ${full(sum)} differs from the heatmap’s cell ${full(cell)}.`;
    this.check.dataset.same = String(sum === cell);
    this.check.classList.toggle('is-bad', sum !== cell);
  }
}

// q_cat = [...]: a letter with the token as its subscript, as the prose writes q_i, k_j.
function vectorLine(letter, token, values) {
  const line = el('p', 'scores-widget__vector');
  line.append(...richText(`${letter}_{${token}}`, { varClass: 'scores-widget__symbol' }), ` = [${values.map(fmt).join(', ')}]`);
  return line;
}

const fmt = (x) => formatNumber(x, 3);
const full = (x) => x.toPrecision(17).replace('-', '−');
const paren = (x) => (x < 0 ? `(${fmt(x)})` : fmt(x));
const signed = (x) => (x < 0 ? `− ${fmt(-x)}` : `+ ${fmt(x)}`);
