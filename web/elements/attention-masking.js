// <attention-masking causal="1" pad="0">
//
// Masking on the seed's "The cat sat down" example. The causal switch hides
// every key to the right of the query; the padding switch hides the key
// "The" as a left-pad token. The same masked attention is then run three
// times by the core, filling hidden scores with −∞, −1e9 and 0, so the
// reader can see that −1e9 matches −∞ (until a row has nothing left to see)
// and that 0 hands masked keys real weight. The three weight heatmaps share
// one colour scale (0 to 1), so a leaked 0.3 looks as pale as it is. The −∞
// weights are the figure; the other two fills, and a fully masked row (NaN
// from the textbook formula, zeros from the core), are in a disclosure.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { WEIGHT_SCALE, matrix, table } from '../figures/model.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';

export const tagName = 'attention-masking';

const FILLS = [
  { value: -Infinity, label: '−∞', note: 'the textbook mask' },
  { value: -1e9, label: '−1e9', note: 'a large finite stand-in' },
  { value: 0, label: '0', note: 'the classic bug' },
];

export default class AttentionMasking extends AttentionWidget {
  static exportTitle = 'Causal and padding masks on the scores';
  static fields = [
    field({ key: 'causal', attribute: 'causal', param: 'causal', kind: 'switch', label: 'the causal mask',
            subject: 'The causal mask', caption: 'Causal mask: no query may look at a later key', fallback: true,
            hint: 'On: a decoder such as GPT, generating left to right. Off: an encoder such as BERT, which sees the whole sentence.' }),
    field({ key: 'pad', attribute: 'pad', param: 'pad', kind: 'switch', label: 'left padding', subject: 'Left padding',
            caption: 'Left padding: treat “The” as a pad token', fallback: false,
            hint: 'A padding mask hides the key “The” from every query, as when a short sentence is padded on the left to fit a batch.' }),
  ];

  // The point of the step is that a hidden key gets a weight of exactly 0:
  // the mask and the −∞ weights show it. The other fills and the row with
  // nothing to see wait in a disclosure (../lib/widget/figure-more.js).
  build() {
    const root = el('div', 'masking-widget');
    const card = el('div', 'widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    this.mask = createHeatmapView();
    const maskRow = el('div', 'masking-widget__mask');
    this.maskSummary = el('p', 'masking-widget__mask-summary');
    this.maskSummary.setAttribute('aria-live', 'polite');
    maskRow.append(this.mask.element, this.maskSummary);
    this.panels = FILLS.map((fill) => this.buildFillPanel(fill));
    const main = el('div', 'masking-widget__fills masking-widget__fills--main');
    main.append(this.panels[0].element);
    this.more = createFigureMore({
      summary: 'Fill with −1e9 or with 0 instead, and a query that can see no key',
      build: () => this.buildMore(),
      render: (figures) => this.renderMore(figures),
    });
    const heading = el('h3', 'masking-widget__title', 'The weights softmax makes of the masked scores, on one colour scale from 0 to 1');
    card.append(fields, maskRow, heading, main, this.more.element);
    root.append(card);
    return root;
  }

  buildMore() {
    const heading = el('h3', 'masking-widget__title', 'Other ways to fill the hidden cells, on the same colour scale');
    const grid = el('div', 'masking-widget__fills');
    grid.append(...this.panels.slice(1).map((p) => p.element));
    return [heading, grid, this.buildEmptyRow()];
  }

  buildFillPanel(fill) {
    const element = el('section', 'masking-widget__fill');
    element.dataset.fill = fill.label;
    const title = el('h4', 'masking-widget__fill-title', `Fill ${fill.label}`);
    title.append(el('span', 'masking-widget__fill-note', fill.note));
    const heatmap = createHeatmapView();
    const verdict = el('p', 'masking-widget__verdict');
    element.append(title, heatmap.element, verdict);
    return { element, heatmap, verdict, fill };
  }

  buildEmptyRow() {
    const box = el('div', 'masking-widget__empty');
    const heading = el('h3', 'masking-widget__title', 'A query that can see no key');
    const note = el('p', 'masking-widget__note',
      'Every score in the row is −∞, so every exponential is 0. The textbook formula divides 0 by a sum of zeros, '
      + 'and 0/0 is NaN, which is what many libraries return. This course checks for the case first and chooses zeros.');
    this.emptyTable = createTableView();
    this.emptyVerdict = el('p', 'masking-widget__empty-verdict');
    this.emptyVerdict.setAttribute('aria-live', 'polite');
    box.append(heading, note, this.emptyTable.element, this.emptyVerdict);
    return box;
  }

  model(am, { causal, pad }) {
    const example = this.example ??= am.walkthrough({});
    const { Q, K, V, n, dK, dV, tokens } = example;
    const keyPadding = tokens.map((_, j) => pad && j === 0);
    const runs = FILLS.map((fill) => am.attention({ Q, K, V, n, dK, dV, causal, keyPadding, maskFill: fill.value }));
    const hidden = Array.from(runs[0].scaledScores, (s) => s === -Infinity);
    const cells = (keep) => hidden.flatMap((h, index) => (keep(h, index) ? [[Math.floor(index / n), index % n]] : []));
    const count = hidden.filter(Boolean).length;
    const why = [causal && 'every key to the right of its query (the future)', pad && `the pad key “${tokens[0]}” in every row`]
      .filter(Boolean);
    return {
      mask: matrix({
        values: hidden.map((h) => (h ? -Infinity : 0)), rows: n, cols: n, rowLabels: tokens, colLabels: tokens,
        caption: 'The mask added to the scaled scores (rows: queries, columns: keys)', corner: 'query ↓ key →', decimals: 0,
        scale: WEIGHT_SCALE,
        describe: (q, k, text) => `${q} looking at ${k}: ${text}, ${text === '−∞' ? 'hidden' : 'visible'}`,
      }),
      maskSummary: count === 0
        ? 'Nothing is hidden: every query sees every key, as in an encoder. All three fills give the same weights.'
        : `${count} of ${n * n} cells are hidden: ${why.join(', and ')}. Adding −∞ to a score makes its exponential exactly 0.`,
      // Hidden cells get an outline (and a weight that leaked into one, a
      // warning), and their spoken name says so.
      fills: FILLS.map((fill, i) => ({
        weights: matrix({
          values: runs[i].weights, rows: n, cols: n, rowLabels: tokens, colLabels: tokens, decimals: 3,
          caption: `Weights with hidden scores set to ${fill.label}. Rows: queries; columns: keys.`,
          corner: 'query ↓ key →', scale: WEIGHT_SCALE, legend: true,
          marks: { masked: cells((h) => h), leak: cells((h, index) => h && runs[i].weights[index] !== 0) },
          describe: (q, k, text, r, c, marks) => `weight from ${q} to ${k}: ${text}${marks.includes('masked') ? ' (hidden key)' : ''}`,
        }),
        verdict: fillVerdict(fill, runs[i], hidden, tokens, runs[0]),
      })),
      emptyRow: emptyRow(am, runs[0], tokens),
    };
  }

  render(figures) {
    this.mask.update(figures.mask);
    this.maskSummary.textContent = figures.maskSummary;
    this.renderFill(0, figures.fills[0]);
    this.more.update(figures);
  }

  renderFill(i, { weights, verdict: { bad, text, rest } }) {
    const panel = this.panels[i];
    panel.heatmap.update(weights);
    panel.verdict.replaceChildren(...(bad ? [el('span', 'is-bad', text), rest] : [text]));
  }

  // The disclosure's figures, drawn only while it is open.
  renderMore({ fills, emptyRow: empty }) {
    for (let i = 1; i < fills.length; i += 1) this.renderFill(i, fills[i]);
    this.emptyTable.update(empty.table);
    this.emptyVerdict.textContent = empty.verdict;
  }
}

function emptyRow(am, run, tokens) {
  const logits = tokens.map(() => -Infinity);
  const naive = am.softmax({ logits, cols: logits.length, form: 'naive' });
  const core = am.softmax({ logits, cols: logits.length, form: 'stable' });
  const bad = (value) => ({ text: formatNumber(value), tone: 'bad' });
  const listed = run.fullyMaskedRows.map((i) => `${i} (“${tokens[i]}”)`);
  const flagged = core.fullyMaskedRows.length ? 'reports this row as fully masked' : 'does not report this row as fully masked';
  return {
    table: table({
      caption: 'softmax of a row of four −∞ scores',
      columns: [{ label: 'key' }, { label: 'score', numeric: true }, { label: 'naive eᶻ / Σ eᶻ', numeric: true },
                { label: 'this course', numeric: true }],
      rows: [
        ...tokens.map((token, j) => ({ header: token, cells: ['−∞', bad(naive.weights[j]), formatNumber(core.weights[j])] })),
        { header: 'sum', marks: ['total'], cells: ['', bad(naive.rowSums[0]), formatNumber(core.rowSums[0])] },
      ],
    }),
    verdict: `Here this course ${flagged}, and returns zeros (its choice: the formula gives NaN). `
      + (listed.length
        ? `In the example above, with both masks on, it reports row ${listed.join(', ')} as fully masked: that query gets all-zero weights and a zero output row, and no NaN reaches the rest of the network.`
        : 'In the example above no row is fully masked; switch on both the causal mask and left padding, and “The” will be left with no key to look at.'),
  };
}

function fillVerdict(fill, run, hidden, tokens, reference) {
  const n = tokens.length;
  const sums = `Row sums: ${Array.from(run.rowSums, (s) => formatNumber(s, 4)).join(', ')}.`;
  if (!hidden.some(Boolean)) return { text: `No cell is hidden, so the fill never matters. ${sums}` };
  let leak = null; // the hidden cell with the most weight
  hidden.forEach((h, index) => { if (h && (leak === null || run.weights[index] > run.weights[leak])) leak = index; });
  const at = (index) => `${tokens[Math.floor(index / n)]} → ${tokens[index % n]}`;
  const same = run.weights.every((w, i) => w === reference.weights[i]);
  if (fill.value === -Infinity) {
    const empty = run.fullyMaskedRows.length ? ' A row with no visible key is all zeros (this course’s choice; the formula gives NaN), and is reported as fully masked.' : '';
    return { text: `Every hidden cell is exactly 0. ${sums}${empty}` };
  }
  if (run.weights[leak] === 0 || same) {
    return { text: 'A hidden score sits about a billion below the row’s largest, so its exponential underflows to exactly 0 in '
      + `float64: every hidden cell is 0, bit for bit the same as −∞. ${sums}` };
  }
  const top = formatNumber(run.weights[leak], 3);
  const message = fill.value === 0
    ? `Hidden keys get real weight: up to ${top} (${at(leak)}). A score of 0 is an ordinary score, not a mask.`
    : `A row with every key hidden has every score at −1e9, so softmax spreads it evenly over all keys, hidden ones included: ${top} each (${at(leak)}).`;
  return { bad: true, text: message, rest: ` ${sums}` };
}
