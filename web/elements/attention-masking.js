// <attention-masking causal="1" pad="0">
//
// Masking on the seed's "The cat sat down" example. The causal switch hides
// every key to the right of the query; the padding switch hides the key
// "The" as a left-pad token. The same masked attention is then run three
// times by the core, filling hidden scores with −∞, −1e9 and 0, so the
// reader can see that −1e9 matches −∞ (until a row has nothing left to see)
// and that 0 hands masked keys real weight. The three weight heatmaps share
// one colour scale (0 to 1), so a leaked 0.3 looks as pale as it is. A
// second card shows a fully masked row: NaN from the textbook formula, zeros
// from the core.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { createHeatmap } from '../figures/heatmap.js';
import { createDataTable, formatNumber } from '../figures/data-table.js';
import { el } from '../lib/text/dom.js';

export const tagName = 'attention-masking';

const FILLS = [
  { value: -Infinity, label: '−∞', note: 'the textbook mask' },
  { value: -1e9, label: '−1e9', note: 'a large finite stand-in' },
  { value: 0, label: '0', note: 'the classic bug' },
];

export default class AttentionMasking extends AttentionWidget {
  static fields = [
    field({ key: 'causal', attribute: 'causal', param: 'causal', kind: 'switch', label: 'the causal mask',
            subject: 'The causal mask', caption: 'Causal mask: no query may look at a later key', fallback: true,
            hint: 'On: a decoder such as GPT, generating left to right. Off: an encoder such as BERT, which sees the whole sentence.' }),
    field({ key: 'pad', attribute: 'pad', param: 'pad', kind: 'switch', label: 'left padding', subject: 'Left padding',
            caption: 'Left padding: treat “The” as a pad token', fallback: false,
            hint: 'A padding mask hides the key “The” from every query, as when a short sentence is padded on the left to fit a batch.' }),
  ];

  build() {
    const root = el('div', 'masking-widget');
    root.append(this.buildMaskCard(), this.buildEmptyRowCard());
    return root;
  }

  buildMaskCard() {
    const card = el('div', 'widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    this.mask = createHeatmap({
      caption: 'The mask added to the scaled scores (rows: queries, columns: keys)', corner: 'query ↓ key →', decimals: 0,
      describeCell: (q, k, text) => `${q} looking at ${k}: ${text}, ${text === '−∞' ? 'hidden' : 'visible'}`,
    });
    const maskRow = el('div', 'masking-widget__mask');
    this.maskSummary = el('p', 'masking-widget__mask-summary');
    this.maskSummary.setAttribute('aria-live', 'polite');
    maskRow.append(this.mask.element, this.maskSummary);
    this.panels = FILLS.map((fill) => this.buildFillPanel(fill));
    const grid = el('div', 'masking-widget__fills');
    grid.append(...this.panels.map((p) => p.element));
    const heading = el('h3', 'masking-widget__title', 'Three ways to fill the hidden cells: the weights, on one colour scale from 0 to 1');
    card.append(fields, maskRow, heading, grid);
    return card;
  }

  buildFillPanel(fill) {
    const element = el('section', 'masking-widget__fill');
    const title = el('h4', 'masking-widget__fill-title', `Fill ${fill.label}`);
    title.append(el('span', 'masking-widget__fill-note', fill.note));
    const heatmap = createHeatmap({
      caption: `Weights with hidden scores set to ${fill.label}. Rows: queries; columns: keys.`,
      corner: 'query ↓ key →', decimals: 3,
      describeCell: (q, k, text) => `weight from ${q} to ${k}: ${text}`,
    });
    const verdict = el('p', 'masking-widget__verdict');
    element.append(title, heatmap.element, verdict);
    return { element, heatmap, verdict, fill };
  }

  buildEmptyRowCard() {
    const card = el('div', 'widget-card');
    const heading = el('h3', 'masking-widget__title', 'A query that can see no key');
    const note = el('p', 'masking-widget__note',
      'Every score in the row is −∞, so every exponential is 0. The textbook formula divides 0 by a sum of zeros, '
      + 'and 0/0 is NaN; the C++ core checks for the case first.');
    this.emptyTable = createDataTable({
      caption: 'softmax of a row of four −∞ scores',
      columns: [{ label: 'key' }, { label: 'score', numeric: true }, { label: 'naive eᶻ / Σ eᶻ', numeric: true },
                { label: 'the C++ core', numeric: true }],
    });
    this.emptyVerdict = el('p', 'masking-widget__empty-verdict');
    this.emptyVerdict.setAttribute('aria-live', 'polite');
    card.append(heading, note, this.emptyTable.element, this.emptyVerdict);
    return card;
  }

  update(am, { causal, pad }) {
    const example = this.example ??= am.walkthrough({});
    const { Q, K, V, n, dK, dV, tokens } = example;
    const keyPadding = tokens.map((_, j) => pad && j === 0);
    const runs = FILLS.map((fill) => am.attention({ Q, K, V, n, dK, dV, causal, keyPadding, maskFill: fill.value }));
    const hidden = Array.from(runs[0].scaledScores, (s) => s === -Infinity);
    this.showMask(hidden, tokens, causal, pad);
    this.panels.forEach((panel, i) => this.showFill(panel, runs[i], hidden, tokens, runs[0]));
    this.showEmptyRow(am, runs[0], tokens);
  }

  showMask(hidden, tokens, causal, pad) {
    const n = tokens.length;
    this.mask.update({ values: hidden.map((h) => (h ? -Infinity : 0)), rows: n, cols: n, rowLabels: tokens, colLabels: tokens });
    const count = hidden.filter(Boolean).length;
    const why = [causal && 'every key to the right of its query (the future)', pad && `the pad key “${tokens[0]}” in every row`]
      .filter(Boolean);
    this.maskSummary.textContent = count === 0
      ? 'Nothing is hidden: every query sees every key, as in an encoder. All three fills give the same weights.'
      : `${count} of ${n * n} cells are hidden: ${why.join(', and ')}. Adding −∞ to a score makes its exponential exactly 0.`;
  }

  showFill({ heatmap, verdict, fill }, run, hidden, tokens, reference) {
    const n = tokens.length;
    heatmap.update({ values: run.weights, rows: n, cols: n, rowLabels: tokens, colLabels: tokens, max: 1 });
    markHiddenCells(heatmap.element, hidden);
    verdict.replaceChildren(...fillVerdict(fill, run, hidden, tokens, reference));
  }

  showEmptyRow(am, run, tokens) {
    const logits = tokens.map(() => -Infinity);
    const naive = am.softmax({ logits, cols: logits.length, form: 'naive' });
    const core = am.softmax({ logits, cols: logits.length, form: 'stable' });
    const rows = tokens.map((token, j) => ({
      header: token,
      cells: ['−∞', el('strong', 'is-bad', formatNumber(naive.weights[j])), formatNumber(core.weights[j])],
    }));
    rows.push({ header: 'sum', className: 'data-table__total',
                cells: ['', el('strong', 'is-bad', formatNumber(naive.rowSums[0])), formatNumber(core.rowSums[0])] });
    this.emptyTable.update(rows);
    const listed = run.fullyMaskedRows.map((i) => `${i} (“${tokens[i]}”)`);
    const flagged = core.fullyMaskedRows.length ? 'reports this row as fully masked' : 'does not report this row as fully masked';
    this.emptyVerdict.textContent = `Here the C++ core ${flagged}, and returns zeros. `
      + (listed.length
        ? `In the example above, with both masks on, it reports row ${listed.join(', ')} as fully masked: that query gets all-zero weights and a zero output row, and no NaN reaches the rest of the network.`
        : 'In the example above no row is fully masked; switch on both the causal mask and left padding, and “The” will be left with no key to look at.');
  }
}

// Hidden cells get an outline, and their spoken name says so, so a weight
// that leaked into one is easy to spot.
function markHiddenCells(root, hidden) {
  for (const td of root.querySelectorAll('td[data-row]')) {
    const index = Number(td.dataset.row) * Math.sqrt(hidden.length) + Number(td.dataset.col);
    if (!hidden[index]) continue;
    td.classList.add('is-masked');
    if (Number(td.dataset.value) !== 0) td.classList.add('is-leak');
    td.setAttribute('aria-label', `${td.getAttribute('aria-label')} (hidden key)`);
  }
}

function fillVerdict(fill, run, hidden, tokens, reference) {
  const n = tokens.length;
  const sums = `Row sums: ${Array.from(run.rowSums, (s) => formatNumber(s, 4)).join(', ')}.`;
  if (!hidden.some(Boolean)) return [`No cell is hidden, so the fill never matters. ${sums}`];
  let leak = null; // the hidden cell with the most weight
  hidden.forEach((h, index) => { if (h && (!leak || run.weights[index] > run.weights[leak])) leak = index; });
  const at = (index) => `${tokens[Math.floor(index / n)]} → ${tokens[index % n]}`;
  const same = run.weights.every((w, i) => w === reference.weights[i]);
  if (fill.value === -Infinity) {
    const empty = run.fullyMaskedRows.length ? ' A row with no visible key is all zeros, and the C++ core reports it as fully masked.' : '';
    return [`Every hidden cell is exactly 0. ${sums}${empty}`];
  }
  if (run.weights[leak] === 0 || same) {
    return ['A hidden score sits about a billion below the row’s largest, so its exponential underflows to exactly 0 in '
      + `float64: every hidden cell is 0, bit for bit the same as −∞. ${sums}`];
  }
  const top = formatNumber(run.weights[leak], 3);
  const message = fill.value === 0
    ? `Hidden keys get real weight: up to ${top} (${at(leak)}). A score of 0 is an ordinary score, not a mask.`
    : `A row with every key hidden has every score at −1e9, so softmax spreads it evenly over all keys, hidden ones included: ${top} each (${at(leak)}).`;
  return [el('span', 'is-bad', message), ` ${sums}`];
}
