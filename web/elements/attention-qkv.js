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
// default view is exactly the worked example. The numbers and words:
// ./qkv/model.js.

import { AttentionWidget } from '../lib/widget/widget.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createMatrixGridView } from '../figures/dom/matrix-grid.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { el, part } from '../lib/text/dom.js';
import { richSpan, richText, setRichText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { ROLES, fields, model, prepare } from './qkv/model.js';

export const tagName = 'attention-qkv';

export default class AttentionQkv extends AttentionWidget {
  static get exportTitle() { return message('qkv-export-title'); }
  static fields = fields;
  static model = model;

  // The shapes make this step's point, so they come first; the matrices
  // behind them wait in a disclosure. The "use X directly" switch sits on
  // the scores it changes, right above the prose that explains it.
  build() {
    const root = el('div', 'qkv-widget widget-card');
    const controls = el('div', 'widget-fields qkv-widget__fields');
    controls.append(...this.fields.filter((f) => f.key !== 'direct').map((f) => this.controls[f.key].element));
    this.shapes = el('ul', 'qkv-widget__shapes');
    this.shapes.setAttribute('aria-label', message('qkv-shapes-label'));
    this.more = createFigureMore({
      summary: message('qkv-matrices-summary'),
      build: () => this.buildMatrices(),
      render: (figures) => this.renderMatrices(figures),
    });
    part(this.more.element, 'matrices');
    root.append(controls, this.shapes, this.more.element, this.buildScores());
    return root;
  }

  buildMatrices() {
    this.x = createMatrixGridView();
    const wrap = el('div', 'qkv-widget__matrices');
    const xCard = part(el('div', 'qkv-widget__x'), 'embeddings');
    this.xNote = el('p', 'qkv-widget__note');
    xCard.append(el('h3', 'qkv-widget__title', message('qkv-embeddings-title')), this.xNote, this.x.element);
    this.cards = ROLES.map((role) => this.buildRoleCard(role));
    this.roles = part(el('div', 'qkv-widget__roles'), 'projections');
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
    element.append(el('h3', 'qkv-widget__title', message('qkv-role-heading', { role: role.key })), grids);
    return { element, weight, result, formula };
  }

  // Behind a closed disclosure: the scores are the next step's, and their
  // (n, n) grid would answer the question that step opens with. "Use X
  // directly" opens it (a link may carry it), since its point is the scores.
  buildScores() {
    const wrap = part(el('details', 'qkv-widget__scores'), 'scores-ahead');
    this.scoresAhead = wrap;
    wrap.append(el('summary', 'qkv-widget__ahead', message('qkv-scores-ahead')));
    this.scoresTitle = el('h3', 'qkv-widget__title', message('qkv-scores-title'));
    this.aheadShape = part(el('p', 'qkv-widget__shapes qkv-widget__ahead-shape'), 'ahead-shape');
    const toggle = el('div', 'widget-fields qkv-widget__direct');
    toggle.append(this.controls.direct.element);
    this.heatmap = createHeatmapView();
    this.verdicts = part(el('ul', 'qkv-widget__verdicts'), 'verdicts');
    this.verdicts.setAttribute('aria-live', 'polite');
    const body = el('div', 'qkv-widget__scores-body');
    body.append(this.heatmap.element, this.verdicts);
    wrap.append(this.scoresTitle, this.aheadShape, toggle, body);
    return wrap;
  }

  // The projection matrices depend on (d_model, d_k, d_v) only: kept, so
  // that a step of n costs three small matmuls (./qkv/model.js).
  prepare(am, values) {
    const key = `${values.dModel} ${values.dK} ${values.dV}`;
    if (this.weightsKey !== key || this.weightsCore !== am) {
      Object.assign(this, { weightsKey: key, weightsCore: am, weightsInputs: prepare(am, values) });
    }
    return this.weightsInputs;
  }

  render(figures) {
    this.drawShapes(figures.shapeLines);
    this.aheadShape.replaceChildren(...shapeLine(figures.aheadLine));
    this.more.update(figures);
    this.scoresTitle.textContent = figures.scoresTitle;
    if (figures.direct) this.scoresAhead.open = true;
    this.heatmap.update(figures.scores);
    this.verdicts.replaceChildren(...figures.verdicts.map(verdictLine));
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

  drawShapes(lines) {
    this.shapes.replaceChildren(...lines.map((parts) => {
      const li = el('li');
      li.append(...shapeLine(parts));
      return li;
    }));
  }
}

// One line of shapes as nodes: a name and its shape wrap as one piece, so
// "(4, 4)" never starts a line alone.
function shapeLine(parts) {
  const term = ({ name, dims }) => {
    const span = el('span', 'qkv-widget__term');
    span.append(mathName(name, 'qkv-widget__name'), ' ', el('span', 'qkv-widget__dims', dims));
    return span;
  };
  return parts.map((p) => (typeof p === 'string' ? p : term(p)));
}

// A matrix's name as the prose's maths writes it: "W_Q" → W with a subscript Q.
function mathName(name, className = 'qkv-widget__name') {
  return richSpan(name, className);
}

// One verdict of the model as a line of the list: its rich text (S_{ij}
// with real subscripts), its class and data attributes (data-symmetric,
// data-diagonal-wins, data-self-weight).
function verdictLine({ text, className, data }) {
  const li = el('li', className);
  Object.assign(li.dataset, data);
  li.append(...richText(text));
  return li;
}
