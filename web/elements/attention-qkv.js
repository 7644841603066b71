// <attention-qkv n="4" d-model="6" d-k="3" d-v="3" direct="0">
//
// Section 2: the three projections Q = X·W_Q, K = X·W_K, V = X·W_V with
// every shape live, the score matrix they lead to, and (in a disclosure)
// each matrix drawn as a labelled grid of numbers. The "use X directly" switch sets
// Q = K = V = X; the score matrix X·Xᵀ then turns symmetric with its
// diagonal on top, which the verdict list checks cell by cell, and shows how
// much weight each token then keeps for itself after softmax (largest share
// is not a majority).
//
// Data: X is the worked example's toy embedding for its four tokens when
// d_model = 6; every other row or width is uniform random from the core
// (seed 7), a stand-in for a learned embedding table. The projection matrices,
// Q, K and V come from am.walkthrough (numpy seed 42, randn × 0.5), so the
// default view is exactly the worked example.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { divergingScale, matrix, numberLabels } from '../figures/model.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createMatrixGridView } from '../figures/dom/matrix-grid.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { formatNumber } from '../lib/text/format.js';
import { el } from '../lib/text/dom.js';
import { richSpan, richText, setRichText } from '../lib/text/rich-text.js';

export const tagName = 'attention-qkv';

const SENTENCE = ['The', 'cat', 'sat', 'down', 'on', 'the', 'warm', 'mat'];
const TOY_WIDTH = 6; // the worked example's d_model
const EMBEDDING_SEED = 7;
const WIDE_COLUMNS = 5;
const ROLES = [
  { key: 'Q', weight: 'WQ', title: 'Queries', role: 'query', w: 'W_Q', width: 'dK', gloss: 'what each token is looking for' },
  { key: 'K', weight: 'WK', title: 'Keys', role: 'key', w: 'W_K', width: 'dK', gloss: 'what each token can be found by' },
  { key: 'V', weight: 'WV', title: 'Values', role: 'value', w: 'W_V', width: 'dV', gloss: 'what each token hands over' },
];

const slider = (spec) => field({ slider: true, ...spec });

export default class AttentionQkv extends AttentionWidget {
  static exportTitle = 'Q, K and V: the projections X·W_Q, X·W_K and X·W_V';
  static fields = [
    slider({ key: 'n', attribute: 'n', param: 'n', label: 'the number of tokens', subject: 'The number of tokens',
             caption: 'Tokens n', min: 1, max: 8, fallback: 4 }),
    // label and subject go into messages and aria-labels as plain text, so they name the width in words.
    slider({ key: 'dModel', attribute: 'd-model', param: 'dmodel', label: 'the embedding width',
             subject: 'The embedding width', caption: 'Embedding width d_model', min: 1, max: 12, fallback: 6 }),
    slider({ key: 'dK', attribute: 'd-k', param: 'dk', label: 'the query/key width', subject: 'The query/key width',
             caption: 'Query/key width d_k', min: 1, max: 8, fallback: 3 }),
    slider({ key: 'dV', attribute: 'd-v', param: 'dv', label: 'the value width', subject: 'The value width',
             caption: 'Value width d_v', min: 1, max: 8, fallback: 3 }),
    field({ key: 'direct', attribute: 'direct', param: 'direct', kind: 'switch', label: 'use X directly',
            subject: 'Use X directly', caption: 'Use X directly (Q = K = V = X)', fallback: false }),
  ];

  // The shapes make this step's point, so they come first; the matrices
  // behind them wait in a disclosure. The "use X directly" switch sits on
  // the scores it changes, right above the prose that explains it.
  build() {
    const root = el('div', 'qkv-widget widget-card');
    const fields = el('div', 'widget-fields qkv-widget__fields');
    fields.append(...this.fields.filter((f) => f.key !== 'direct').map((f) => this.controls[f.key].element));
    this.shapes = el('ul', 'qkv-widget__shapes');
    this.shapes.setAttribute('aria-label', 'Shapes');
    this.more = createFigureMore({
      summary: 'The matrices in numbers: X, W_Q, W_K, W_V and Q, K, V',
      build: () => this.buildMatrices(),
      render: (figures) => this.renderMatrices(figures),
    });
    root.append(fields, this.shapes, this.more.element, this.buildScores());
    return root;
  }

  buildMatrices() {
    this.x = createMatrixGridView();
    const wrap = el('div', 'qkv-widget__matrices');
    const xCard = el('div', 'qkv-widget__x');
    this.xNote = el('p', 'qkv-widget__note');
    xCard.append(el('h3', 'qkv-widget__title', 'Embeddings'), this.xNote, this.x.element);
    this.cards = ROLES.map((role) => this.buildRoleCard(role));
    this.roles = el('div', 'qkv-widget__roles');
    this.roles.append(...this.cards.map((c) => c.element));
    wrap.append(xCard, this.roles);
    return wrap;
  }

  buildRoleCard(role) {
    const element = el('div', 'qkv-widget__role');
    const weight = createMatrixGridView();
    const result = createMatrixGridView();
    const formula = el('p', 'qkv-widget__formula');
    formula.append(mathName('X', ''), ' · ', mathName(role.w, ''), ' =');
    const grids = el('div', 'qkv-widget__role-grids');
    grids.append(weight.element, formula, result.element);
    element.append(el('h3', 'qkv-widget__title', `${role.title}: ${role.gloss}`), grids);
    return { element, weight, result, formula };
  }

  buildScores() {
    const wrap = el('div', 'qkv-widget__scores');
    this.scoresTitle = el('h3', 'qkv-widget__title', 'Scores');
    const toggle = el('div', 'widget-fields qkv-widget__direct');
    toggle.append(this.controls.direct.element);
    this.heatmap = createHeatmapView();
    this.verdicts = el('ul', 'qkv-widget__verdicts');
    this.verdicts.setAttribute('aria-live', 'polite');
    const body = el('div', 'qkv-widget__scores-body');
    body.append(this.heatmap.element, this.verdicts);
    wrap.append(this.scoresTitle, toggle, body);
    return wrap;
  }

  model(am, values) {
    const { n, dModel, direct } = values;
    const tokens = SENTENCE.slice(0, n);
    const X = embeddings(am, n, dModel);
    const example = this.project(am, X, n, dModel, values.dK, values.dV);
    const dK = direct ? dModel : values.dK;
    const dV = direct ? dModel : values.dV;
    const [Q, K, V] = direct ? [X, X, X] : [example.Q, example.K, example.V];
    const { rawScores, weights } = am.attention({ Q, K, V, n, dK, dV });
    const toy = dModel === TOY_WIDTH ? Math.min(n, 4) : 0;
    const grid = (title, caption, data, rows, cols, rowLabels) => matrix({
      title, caption, values: data, rows, cols, rowLabels, colLabels: numberLabels(cols), scale: divergingScale(data),
    });
    return {
      direct,
      wide: Math.max(values.dK, values.dV) >= WIDE_COLUMNS,
      shapes: am.shapes({ n, m: n, dModel, dK, dV }),
      xNote: xProvenance(toy, n, dModel) + (direct ? ' With the switch on, Q, K and V are all this matrix: there are no parameters to learn, '
        + 'and d_k and d_v are unused (every width is d_model).' : ''),
      x: grid('X', 'X, the token embeddings', X, n, dModel, tokens),
      roles: ROLES.map((role) => {
        const width = role.width === 'dK' ? values.dK : values.dV;
        return {
          weight: grid(role.w, `W ${role.key}, the learned ${role.role} projection matrix`, example[role.weight], dModel, width,
                       numberLabels(dModel)),
          result: grid(role.key, `${role.key}, the ${role.title.toLowerCase()}`, example[role.key], n, width, tokens),
        };
      }),
      scoresTitle: direct ? 'Scores X·Xᵀ (no projections)' : 'Scores Q·Kᵀ (with projections)',
      scores: matrix({
        values: rawScores, rows: n, cols: n, rowLabels: tokens, colLabels: tokens, decimals: 2,
        caption: 'Raw scores', corner: 'query ↓ key →', scale: divergingScale(rawScores, { title: 'raw score' }), legend: true,
        marks: { diagonal: tokens.map((_, i) => [i, i]) },
        describe: (row, col, text) => `score of query ${row} against key ${col}: ${text}`,
      }),
      verdicts: [symmetryVerdict(rawScores, tokens), diagonalVerdict(rawScores, tokens, direct),
                 ...(direct && n > 1 ? [selfWeightVerdict(weights, n)] : [])],
    };
  }

  render(figures) {
    this.drawShapes(figures.shapes, figures.direct);
    this.more.update(figures);
    this.scoresTitle.textContent = figures.scoresTitle;
    this.heatmap.update(figures.scores);
    this.verdicts.replaceChildren(...figures.verdicts);
  }

  // The disclosure's grids, drawn only while it is open (../lib/widget/figure-more.js).
  renderMatrices(figures) {
    setRichText(this.xNote, figures.xNote);
    this.roles.hidden = figures.direct;
    // Wide weight matrices do not fit three abreast: one role per line, grids side by side.
    this.roles.classList.toggle('is-wide', figures.wide);
    this.x.update(figures.x);
    figures.roles.forEach(({ weight, result }, r) => {
      this.cards[r].weight.update(weight);
      this.cards[r].result.update(result);
    });
  }

  // Q = X·W_Q, K = X·W_K, V = X·W_V with the worked example's weights. The
  // weights depend on d_model, d_k and d_v only (not on X or n), so they are
  // drawn by the core's walkthrough once per shape and kept; a step of n then
  // costs three small matmuls instead of a whole walkthrough (which also
  // writes its Python script and transcript): 2 ms → 0.3 ms a step. matmul
  // sums in numpy's order, so Q, K and V are bit for bit the walkthrough's.
  project(am, X, n, dModel, dK, dV) {
    const key = `${dModel} ${dK} ${dV}`;
    if (this.weightsKey !== key || this.weightsCore !== am) {
      const { WQ, WK, WV } = am.walkthrough({ seed: 42, dK, dV, X, dModel, tokens: SENTENCE.slice(0, n) });
      Object.assign(this, { weightsKey: key, weightsCore: am, weights: { WQ, WK, WV } });
    }
    const { WQ, WK, WV } = this.weights;
    const times = (B, cols) => am.matmul({ A: X, B, rows: n, inner: dModel, cols });
    return { n, dModel, dK, dV, X, WQ, WK, WV, Q: times(WQ, dK), K: times(WK, dK), V: times(WV, dV) };
  }

  drawShapes(shapes, direct) {
    const shape = Object.fromEntries(shapes.map((s) => [s.name, s]));
    // A name and its shape wrap as one piece, so "(4, 4)" never starts a line alone.
    const term = (name, size = shape[name]) => {
      const span = el('span', 'qkv-widget__term');
      span.append(mathName(name, 'qkv-widget__name'), ' ', el('span', 'qkv-widget__dims', dims(size)));
      return [span];
    };
    const line = (parts) => { const li = el('li'); li.append(...parts); return li; };
    const lines = ROLES.map(({ key, w }) => line(direct
      ? [...term(key), ' = ', ...term('X')]
      : [...term('X'), ' · ', ...term(w), ' → ', ...term(key)]));
    lines.push(line([...term('Q'), ' · ', ...term('Kᵀ', { rows: shape.K.cols, cols: shape.K.rows }), ' → ', ...term('Q·Kᵀ')]));
    this.shapes.replaceChildren(...lines);
  }

}

// The worked example's X for its four tokens when d_model is 6; random
// rows (from the core) for everything else.
function embeddings(am, n, dModel) {
  const random = Array.from(am.rand(EMBEDDING_SEED, n, dModel));
  if (dModel !== TOY_WIDTH) return random;
  const toy = toyEmbeddings(am);
  return random.map((value, index) => (index < Math.min(n, 4) * TOY_WIDTH ? toy[index] : value));
}

// The worked example's X, asked of the core once per core instance.
const toyCache = new WeakMap();
function toyEmbeddings(am) {
  if (!toyCache.has(am)) toyCache.set(am, am.walkthrough({}).X);
  return toyCache.get(am);
}

function xProvenance(toy, n, dModel) {
  if (toy === n) return `One row per token: the worked example’s toy embeddings (d_model = ${dModel}).`;
  const random = `uniform random numbers (seed ${EMBEDDING_SEED}), drawn live, standing in for a learned embedding table`;
  if (toy > 0) return `Rows 1–${toy}: the worked example’s toy embeddings; rows ${toy + 1}–${n}: ${random}.`;
  return `One row per token: ${random}.`;
}

function dims({ rows, cols }) {
  return `(${rows}, ${cols})`;
}

// S with two subscripts, as the prose writes S_ij: S_{cat, sat} or S_{ij}.
function S(row, col, separator = ', ') {
  return richText(`S_{${row}${separator}${col}}`);
}

// A matrix's name as the prose's maths writes it: "W_Q" → W with a subscript Q.
function mathName(name, className = 'qkv-widget__name') {
  return richSpan(name, className);
}

// Compares S_ij with S_ji exactly: symmetry is a yes/no fact about the core's numbers.
function symmetryVerdict(scores, tokens) {
  const n = tokens.length;
  let worst = null;
  let pairs = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      pairs += 1;
      const gap = Math.abs(scores[i * n + j] - scores[j * n + i]); // only to pick which pair to show
      if (scores[i * n + j] !== scores[j * n + i] && (!worst || gap > worst.gap)) worst = { i, j, gap };
    }
  }
  const li = el('li', worst ? 'is-asymmetric' : 'is-symmetric');
  li.dataset.symmetric = String(!worst);
  if (pairs === 0) li.textContent = 'With one token there is no pair to compare.';
  else if (!worst) {
    li.append('Symmetric: ', ...S('i', 'j', ''), ' = ', ...S('j', 'i', ''), ` exactly, in all ${pairs} pairs. `
      + 'Token i likes j precisely as much as j likes i.');
  } else {
    const { i, j } = worst;
    li.append('Not symmetric: ', ...S(tokens[i], tokens[j]), ` = ${formatNumber(scores[i * n + j], 3)} but `,
      ...S(tokens[j], tokens[i]), ` = ${formatNumber(scores[j * n + i], 3)}. Who asks matters.`);
  }
  return li;
}

// The diagonal (boxed in the heatmap) is each token scored against itself;
// a tie for the top counts as the diagonal getting it.
function diagonalVerdict(scores, tokens, direct) {
  const n = tokens.length;
  const winners = tokens.filter((_, i) => scores.slice(i * n, (i + 1) * n).every((v) => v <= scores[i * n + i]));
  const li = el('li');
  li.dataset.diagonalWins = String(winners.length);
  const count = `In ${winners.length} of ${n} rows the token’s own key gets the top score (the boxed diagonal)`;
  li.textContent = direct
    ? `${count}: x·x = |x|², and x·y can only beat it when y is longer than x.`
    : `${count}. With projections the diagonal has no special status: the query and the key of the same token are different vectors.`;
  return li;
}

// Largest score is not most of the weight: the diagonal of the core's softmax
// weights (scaled by √d_model, the width used when Q = K = V = X).
function selfWeightVerdict(weights, n) {
  const own = Array.from({ length: n }, (_, i) => weights[i * n + i]);
  const low = Math.min(...own);
  const high = Math.max(...own);
  const li = el('li');
  li.dataset.selfWeight = `${low} ${high}`;
  const range = low === high ? formatNumber(low, 2) : `between ${formatNumber(low, 2)} and ${formatNumber(high, 2)}`;
  const verdict = high < 0.5 ? ': less than half, even where its own score is the top one.' : '.';
  li.append('After softmax (scores divided by √', ...richText('d_model'),
    `), each token keeps ${range} of its attention for itself${verdict}`);
  return li;
}
