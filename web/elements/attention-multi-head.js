// <attention-multi-head heads="4" seed="42">
//
// Multi-head attention on four tokens with d_model = 24. The head count
// must divide 24 (1, 2, 3, 4, 6, 8 or 12): every head then gets
// d_k = d_v = 24 / h columns of Q, K and V, and the total width, and so
// every matrix, stays the same as h changes. The element draws the split
// of Q's columns into heads, one weights heatmap per head, their
// concatenation, W_O, and the output; all numbers come from
// am.multiHeadAttention (./multi-head/model.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { WEIGHT_SCALE } from '../figures/model.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { createLegend } from '../figures/dom/legend.js';
import { el, part } from '../lib/text/dom.js';
import { svg } from '../figures/dom/svg.js';
import { whenIdle } from '../lib/core/idle.js';
import { richSpan, richText, setRichText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { D_MODEL, HEAD_COUNTS, TOKENS, drawData, fields, headsResult, model } from './multi-head/model.js';

export const tagName = 'attention-multi-head';

export default class AttentionMultiHead extends AttentionWidget {
  static get exportTitle() { return message('multi-head-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'multi-head widget-card');
    const controls = el('div', 'widget-fields');
    controls.append(this.controls.heads.element, this.controls.seed.element);
    this.split = part(el('div', 'mh-split'), 'split-views');
    this.headGrid = part(el('div', 'mh-views'), 'head-views'); // one .mh-heads grid per head count
    // One colour key for every head: the page's 0–1 scale for weights.
    const legend = createLegend('heatmap__legend');
    legend.update(WEIGHT_SCALE, 2);
    const heads = el('div', 'mh-heads-stage');
    heads.append(legend.element, this.headGrid);
    this.mixing = part(el('div', 'mh-mix'), 'mix');
    root.append(controls, this.stage('1', message('multi-head-stage-split'), this.split),
      this.stage('2', message('multi-head-stage-attend'), heads),
      this.stage('3', message('multi-head-stage-mix'), this.mixing));
    this.buildMixing();
    this.watchEngagement(root);
    return root;
  }

  stage(number, title, body) {
    const wrap = el('section', 'mh-stage');
    const heading = el('h3', 'mh-stage__title');
    // One inline box for the title: in the flex heading a bare <sub> would float away.
    heading.append(el('span', 'mh-stage__number', number), richSpan(title));
    wrap.append(heading, body);
    return wrap;
  }

  // The concatenation and the output depend on the head count: one pair of
  // maps per count, kept like the head cards. W_O does not: one map.
  buildMixing() {
    this.woMap = createHeatmapView();
    this.concatViews = part(el('div', 'mh-views'), 'concat-views');
    this.outputViews = part(el('div', 'mh-views'), 'output-views');
    this.mixNote = el('p', 'mh-note');
    this.woDetails = el('details', 'mh-wo');
    const summary = el('summary', '');
    summary.append(...richText(message('multi-head-wo-summary', { count: D_MODEL * D_MODEL })));
    this.woDetails.append(summary, this.woMap.element);
    // 576 cells and their headers (some 650 elements) that most readers never
    // open: drawn when the disclosure is, and kept up to date from then on.
    this.woDetails.addEventListener('toggle', () => this.drawWo());
    // The split and the heads make this widget's point; the two 24-column
    // maps of stage 3 wait in a disclosure (built at once: the views of every
    // head count are kept and parked in them, see showOnly).
    const more = createFigureMore({
      summary: message('multi-head-more-summary'),
      className: 'mh-more', lazy: false,
      build: () => [this.concatViews, this.woDetails, this.outputViews],
    });
    this.mixing.append(this.mixNote, more.element);
  }

  drawWo() {
    if (!this.woDetails.open || !this.woFigures) return;
    this.woMap.update(this.woFigures.wo);
    tintRows(this.woMap.element, this.woFigures.dV);
  }

  // The inputs depend on the seed only; each head count's result depends on
  // the seed and the count, and is kept until the seed changes.
  prepare(am, { heads, seed }) {
    if (this.dataSeed !== seed || this.dataCore !== am) {
      this.data = drawData(am, seed);
      Object.assign(this, { dataSeed: seed, dataCore: am, results: new Map() });
      this.dropViews();
    }
    return { data: this.data, result: this.resultFor(am, heads) };
  }

  resultFor(am, heads) {
    if (!this.results.has(heads)) this.results.set(heads, headsResult(am, this.data, heads));
    return this.results.get(heads);
  }

  render(figures) {
    this.controls.heads.setValueText(figures.valueText);
    this.drawSplit(figures);
    this.showView(this.viewFor(figures));
    this.woFigures = figures;
    this.drawWo();
    setRichText(this.mixNote, figures.mixNote);
    if (this.engaged) this.prepareOtherCounts(this.am, this.dataSeed);
  }

  // The other head counts are drawn ahead once a reader reaches for the
  // fields (pointer over the widget, or focus in it), not at load: seven
  // counts' cards and maps are some 4,000 elements, more than the rest of
  // the chapter, for a slider many readers never move.
  watchEngagement(root) {
    const engage = () => {
      if (this.engaged) return;
      this.engaged = true;
      root.removeEventListener('pointerover', engage);
      root.removeEventListener('focusin', engage);
      if (this.am && this.results) this.prepareOtherCounts(this.am, this.dataSeed);
    };
    root.addEventListener('pointerover', engage);
    root.addEventListener('focusin', engage);
  }

  // A head count's drawing: its head cards, concatenation and output. Built
  // once per seed; a step back to the count shows it again instead of
  // rewriting about a thousand cells (what kept a step over a frame).
  viewFor(figures) {
    this.views ??= new Map();
    if (!this.views.has(figures.heads)) this.views.set(figures.heads, buildCountView(figures));
    return this.views.get(figures.heads);
  }

  dropViews() {
    for (const view of this.views?.values() ?? []) for (const node of [view.heads, view.concat, view.output]) node.remove();
    this.views = new Map();
  }

  showView(view) {
    const views = [...this.views.values()];
    for (const [container, key] of [[this.headGrid, 'heads'], [this.concatViews, 'concat'], [this.outputViews, 'output']]) {
      showOnly(container, view[key], views.map((v) => v[key]));
    }
  }

  // The split depends on the head count only, not the seed: each count's
  // nodes are built once and put back when the slider returns to it.
  splitFor({ heads, dK, headMaps }) {
    this.splitViews ??= new Map();
    if (!this.splitViews.has(heads)) {
      const view = el('div', 'mh-split-view');
      view.append(...buildSplit(heads, dK, headMaps.map((m) => m.range)));
      this.splitViews.set(heads, view);
    }
    return this.splitViews.get(heads);
  }

  drawSplit(figures) {
    showOnly(this.split, this.splitFor(figures), [...this.splitViews.values()]);
  }

  // The other head counts (split included) are drawn ahead, one per idle
  // period, and laid out once before they are parked, so that a reader's first step to a
  // count is as quick as a step back to it.
  prepareOtherCounts(am, seed) {
    if (this.preparing === seed) return;
    this.preparing = seed;
    const next = () => {
      if (this.dataSeed !== seed || !this.isConnected) { this.preparing = null; return; }
      const heads = HEAD_COUNTS.find((h) => !this.views.has(h));
      if (heads === undefined) return;
      try {
        const figures = model(am, { heads, data: this.data, result: this.resultFor(am, heads) });
        const view = this.viewFor(figures);
        const pairs = [[this.headGrid, view.heads], [this.concatViews, view.concat], [this.outputViews, view.output]];
        const split = this.splitFor(figures);
        if (!split.parentNode) pairs.push([this.split, split]);
        warmUp(pairs);
      } catch {
        return; // the core refused: the slider will say so when it gets there
      }
      whenIdle(next, PREPARE_TIMEOUT_MS);
    };
    whenIdle(next, PREPARE_TIMEOUT_MS);
  }
}

const PREPARE_TIMEOUT_MS = 3000;

// One head count's nodes: a grid of head cards, the concatenation and the output.
function buildCountView(figures) {
  const heads = el('div', 'mh-heads');
  figures.headMaps.forEach(({ range, weights }, h) => {
    const card = headCard(h);
    card.range.textContent = range;
    card.map.update(weights);
    heads.append(card.element);
  });
  const concat = createHeatmapView();
  concat.update(figures.concat);
  tintColumns(concat.element, figures.dV);
  const output = createHeatmapView();
  output.update(figures.output);
  return { heads, concat: concat.element, output: output.element };
}

// Lays out nodes drawn ahead at their real width, unseen, then parks them:
// parked (content-visibility: hidden) they keep that style and layout.
// A forced layout, but in idle time, never on the input path.
function warmUp(pairs) {
  for (const [container, node] of pairs) {
    node.classList.add('mh-warming');
    node.setAttribute('aria-hidden', 'true');
    if (node.parentNode !== container) container.append(node);
  }
  pairs[0][1].getBoundingClientRect();
  for (const [, node] of pairs) {
    node.classList.remove('mh-warming');
    node.classList.add('mh-parked');
  }
}

// Shows `shown` and parks the other `nodes` (all children of `parent`): a
// parked node stays in the DOM with content-visibility: hidden, which keeps
// its style and layout for when it is shown again. A node removed and put
// back (as replaceChildren did) is styled and laid out again with all its
// cells, which was most of a head-count step's time. Parked nodes are out
// of the accessibility tree, as hidden ones are. Tests and readers of the
// page find the shown ones with :not(.mh-parked).
function showOnly(parent, shown, nodes) {
  for (const node of nodes) {
    if (node.parentNode !== parent) parent.append(node);
    const parked = node !== shown;
    if (node.classList.contains('mh-parked') === parked) continue;
    node.classList.toggle('mh-parked', parked);
    // The node itself too, not only its contents (content-visibility hides those).
    if (parked) node.setAttribute('aria-hidden', 'true');
    else node.removeAttribute('aria-hidden');
  }
}

// Q's columns regrouped into heads: a coloured strip and one labelled block per head.
function buildSplit(heads, dK, ranges) {
  const strip = el('div', 'mh-strip');
  strip.setAttribute('aria-hidden', 'true'); // the labelled blocks below say the same in words
  for (let h = 0; h < heads; h += 1) strip.append(headGrid(h, dK, 'mh-strip__head', 0.9));
  const blocks = el('ol', 'mh-blocks');
  blocks.setAttribute('aria-label', message('multi-head-split-label', { heads }));
  for (let h = 0; h < heads; h += 1) blocks.append(headBlock(h, dK, ranges[h]));
  const shapeLine = el('p', 'mh-shape-line');
  shapeLine.append(...richText(message('multi-head-shape-line', { n: TOKENS.length, dModel: D_MODEL, heads, dK })));
  const figure = el('figure', 'mh-figure');
  const caption = el('figcaption', 'mh-figure__caption');
  caption.append(...richText(message('multi-head-split-caption')));
  figure.append(caption, strip);
  return [shapeLine, figure, blocks];
}

function headCard(h) {
  const element = el('article', 'mh-head');
  setHue(element, h);
  const title = el('h4', 'mh-head__title', message('multi-head-head-title', { head: h + 1 }));
  const range = el('span', 'mh-head__range');
  title.append(' ', range);
  const map = createHeatmapView({ captionHidden: true }); // the card's title names it
  element.append(title, map.element);
  return { element, range, map };
}

// Twelve hues far apart around the wheel, so neighbouring heads differ.
const HUES = [215, 28, 150, 330, 265, 55, 185, 0, 100, 295, 240, 75];

function headHue(h) {
  return String(HUES[h % HUES.length]);
}

// The class tells the stylesheet where --head-fill is to be resolved (a
// [style*=…] selector would re-match on every cell's colour change).
function setHue(node, h) {
  node.style.setProperty('--head-hue', headHue(h));
  node.classList.add('mh-hued');
}

// One head's slice of Q: n rows of dK cells in the head's colour, drawn as
// one SVG path (a rounded square per cell), not an element per cell: seven
// head counts' strips and blocks were 1,344 elements. `gap` is the space
// between cells in tenths of a cell.
const CELL = 10;

function headGrid(h, dK, className, gap) {
  const step = CELL + gap;
  const width = dK * step - gap;
  const height = TOKENS.length * step - gap;
  const grid = svg('svg', { class: className, viewBox: `0 0 ${width} ${height}`, 'aria-hidden': 'true', focusable: 'false' });
  setHue(grid, h);
  grid.style.setProperty('--cols', String(dK));
  let d = '';
  for (let r = 0; r < TOKENS.length; r += 1) {
    for (let c = 0; c < dK; c += 1) d += roundedSquare(c * step, r * step, CELL, gap);
  }
  grid.append(svg('path', { d }));
  return grid;
}

// A path for a square of side `size` at (x, y) with corners of radius r.
function roundedSquare(x, y, size, r) {
  const side = size - 2 * r;
  return `M${x + r} ${y}h${side}a${r} ${r} 0 0 1 ${r} ${r}v${side}a${r} ${r} 0 0 1 ${-r} ${r}h${-side}`
    + `a${r} ${r} 0 0 1 ${-r} ${-r}v${-side}a${r} ${r} 0 0 1 ${r} ${-r}z`;
}

function headBlock(h, dK, range) {
  const item = el('li', 'mh-block');
  setHue(item, h);
  const label = el('span', 'mh-block__label');
  const shape = el('span', 'mh-block__shape', range);
  label.append(el('strong', '', message('multi-head-head-title', { head: h + 1 })), shape);
  item.append(headGrid(h, dK, 'mh-block__grid', 1.6), label);
  return item;
}

// Column headers of the concatenation get their head's colour underneath.
function tintColumns(root, width) {
  const table = root.querySelector('table');
  if (table.tintWidth === width) return; // same table, same heads
  table.tintWidth = width;
  root.querySelectorAll('thead .heatmap__col').forEach((th, c) => {
    th.classList.add('mh-tinted');
    setHue(th, Math.floor(c / width));
  });
}

// W_O's rows meet the concatenated columns, so they carry the same colours.
function tintRows(root, width) {
  const table = root.querySelector('table');
  if (table.tintWidth === width) return;
  table.tintWidth = width;
  root.querySelectorAll('tbody .heatmap__row').forEach((th, r) => {
    th.classList.add('mh-tinted', 'mh-tinted--row');
    setHue(th, Math.floor(r / width));
  });
}
