// <attention-walkthrough seed="42" d-k="3" d-v="3" tokens="The cat sat down"
//                        x="0.1,0.8,0.3,0.5,0.2,0.9; 0.9,0.1,…">
//
// The worked example: what the numpy script for the chosen seed, widths and
// embeddings prints (computed here by the C++ core, not by Python) and the
// attention weights as a heatmap; in disclosures, the script itself, the
// embeddings editor and every intermediate matrix. Attributes in, `attention-change` out, as every widget
// (../lib/widget/widget.js); with url-key="walkthrough" the example is in the
// link (walkthrough.seed=7&walkthrough.dk=4…, and the one-page tutorial's
// ?seed=7&dk=4&dv=2&tokens=…&x=… as aliases). `tokens` and `x` are optional:
// without them the example is the seed's sentence, "The cat sat down".
// What it shows is its model's (./walkthrough/model.js). With
// aid-for="walkthrough/by-hand" (the course's page), the example of the
// reader's by-hand row is refused until that row is passed or helped with
// (web/lib/course/aids.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { copyText, selectContents } from '../lib/text/copy-text.js';
import { el, part } from '../lib/text/dom.js';
import { richText } from '../lib/text/rich-text.js';
import { message as say } from '../lib/text/messages.js';
import { EMBEDDING_FIELDS, WALKTHROUGH_FIELDS, adoptCoreLimits } from './walkthrough/fields.js';
import { createEmbeddingsEditor } from './walkthrough/embeddings.js';
import { createMatrixViews, matricesFigure } from './walkthrough/matrices.js';
import { FIRST_MATRIX, fields, model, prepare, readEmbeddings } from './walkthrough/model.js';
import { guardAid, walkthroughRefusal } from '../lib/course/aids.js';

const COPY_STATUS_MS = 2500;

export const tagName = 'attention-walkthrough';

export default class AttentionWalkthrough extends AttentionWidget {
  static get exportTitle() { return say('walkthrough-export-title'); }
  static idPrefix = 'walkthrough';

  static fields = fields;
  static model = model;

  constructor() {
    super();
    this.embeddings = null; // null: the seed's sentence; else the last good {tokens, x, dModel}
    this.shownMatrix = FIRST_MATRIX; // which intermediate "Every matrix" shows
  }

  build() {
    this.parts = buildParts(this.idPrefix, this);
    this.parts.copyButton.addEventListener('click', () => this.copyScript());
    // The spinner runs only while this widget, near the screen, loads: an
    // endless animation anywhere on the page, even far off screen, keeps
    // Chromium's frame clock ticking at 60 Hz, so every other widget's slider
    // then waits for the next tick (up to 16.7 ms) before its frame is drawn.
    this.statusLine.classList.add('walkthrough__status', 'walkthrough__status--loading');
    return this.parts.root;
  }

  coreReady(am) {
    adoptCoreLimits(am.limits.walkthrough);
    this.parts.editor.setLimits(am.limits.walkthrough);
  }

  // tokens and x have no field of their own: their messages (and the core's
  // about X, tokens or dModel) go under the embeddings editor.
  setFieldMessage(field, text) {
    if (field.kind !== 'text') {
      super.setFieldMessage(field, text);
      return;
    }
    const { embeddingsMessage } = this.parts;
    embeddingsMessage.replaceChildren(...richText(text));
    embeddingsMessage.hidden = text === '';
  }

  // The editor hands over a complete, valid matrix; it goes through the
  // attributes so that typing and setAttribute take one path.
  onEmbeddingsEdited({ tokens, x, dModel }) {
    const rows = tokens.map((_, r) => x.slice(r * dModel, (r + 1) * dModel).join(','));
    this.setAttribute('tokens', tokens.join(' '));
    this.setAttribute('x', rows.join('; '));
  }

  // tokens="…" and x="…" together replace the seed's sentence, read by the
  // core's parser; a bad pair is explained under the embeddings and the last
  // good ones stay. The example is kept: choosing another matrix to show
  // does not ask the core again.
  prepare(am, values) {
    this.readEmbeddings(am, values);
    const { seed, dK, dV } = values;
    guardAid(this, am, (options) => walkthroughRefusal(options, { seed, dK, dV, embeddings: this.embeddings }), 'seed');
    const inputs = { seed, dK, dV, embeddings: this.embeddings };
    const key = JSON.stringify(inputs);
    if (key !== this.exampleKey || this.exampleCore !== am) {
      Object.assign(this, { exampleKey: key, exampleCore: am, exampleInputs: prepare(am, inputs) });
    }
    return this.exampleInputs;
  }

  readEmbeddings(am, values) {
    const key = `${values.tokens}\u0000${values.x}`;
    if (key === this.embeddingsKey) return;
    this.embeddingsKey = key;
    const read = readEmbeddings(am, values);
    if (read.ok) this.embeddings = read.value;
    // Embeddings of its own (or a bad pair's message): show them.
    if (values.tokens !== null || values.x !== null) this.parts.editorMore.open = true;
    this.setFieldMessage(EMBEDDING_FIELDS[0], read.message);
  }

  // What no field holds: the matrix chosen in "Every matrix", and the
  // embeddings in use (the last good ones while the attributes hold a bad pair).
  viewState() {
    return { shown: this.shownMatrix, embeddings: this.embeddings };
  }

  render(figures) {
    const { python, output, heatmap, summary, editor, matrices, results } = this.parts;
    editor.setState(figures.embeddings);
    python.textContent = figures.python;
    output.textContent = figures.transcript;
    summary.replaceChildren(...richText(figures.summary));
    heatmap.update(figures.weights);
    matrices.update(figures.matrix);
    results.removeAttribute('aria-busy');
    results.hidden = false;
  }

  showMatrix(key) {
    this.shownMatrix = key;
    if (this.prepared) this.parts.matrices.update(matricesFigure(this.prepared.example, key));
  }

  async copyScript() {
    const { python, copyStatus } = this.parts;
    const copied = await copyText(python.textContent);
    if (!copied) selectContents(python);
    copyStatus.textContent = say(copied ? 'walkthrough-copied' : 'walkthrough-selected');
    clearTimeout(this.copyTimer);
    this.copyTimer = setTimeout(() => { copyStatus.textContent = ''; }, COPY_STATUS_MS);
  }
}

// ---- DOM construction: plain elements, text through textContent only ----

function buildParts(prefix, host) {
  const root = el('div', 'walkthrough');
  const form = el('form', 'walkthrough__controls');
  form.noValidate = true;
  form.setAttribute('aria-label', say('walkthrough-controls-label'));
  form.addEventListener('submit', (event) => event.preventDefault());
  form.append(...WALKTHROUGH_FIELDS.map((f) => host.controls[f.key].element));
  // Hidden until the first example is drawn: empty panels would look broken.
  const results = el('div', 'walkthrough__results');
  results.setAttribute('aria-busy', 'true');
  results.hidden = true;
  const summary = part(el('p', 'walkthrough__summary'), 'summary');
  const script = buildScriptPanel(prefix);
  const printed = buildOutputPanel(prefix);
  const weights = buildWeightsPanel(prefix);
  const embeddings = buildEmbeddingsPanel(prefix, host);
  const matrices = buildMatricesPanel(prefix, host);
  // What it prints and the weights make the point; the script, the
  // embeddings editor and every matrix wait in disclosures, built at once
  // (they are read and edited while closed: copy, links, the editor's state).
  // The editor opens when the example gets embeddings of its own (a link,
  // an attribute: see readEmbeddings).
  const more = (summaryText, panel, className) => createFigureMore({
    summary: summaryText, build: () => panel, className, lazy: false,
  }).element;
  const editorMore = more(say('walkthrough-more-embeddings'), embeddings.panel, 'walkthrough__more walkthrough__more--embeddings');
  results.append(summary, printed.panel, weights.panel,
    more(say('walkthrough-more-script'), script.panel, 'walkthrough__more walkthrough__more--script'),
    editorMore,
    more(say('walkthrough-more-matrices'), matrices.panel, 'walkthrough__more walkthrough__more--matrices'));
  root.append(form, results);
  return {
    root, results, summary,
    python: script.pre, copyButton: script.copyButton, copyStatus: script.copyStatus,
    output: printed.pre, heatmap: weights.heatmap,
    editor: embeddings.editor, embeddingsMessage: embeddings.message, matrices: matrices.views, editorMore,
  };
}

function buildScriptPanel(prefix) {
  const panel = el('section', 'panel panel--script');
  const heading = el('h3', 'panel__title', say('walkthrough-script-title'));
  heading.id = `${prefix}-python-title`;
  const note = el('p', 'panel__note', say('walkthrough-script-note'));
  const copyButton = el('button', 'button', say('walkthrough-copy-script'));
  copyButton.type = 'button';
  const copyStatus = el('span', 'panel__copy-status');
  copyStatus.setAttribute('role', 'status');
  const bar = el('div', 'panel__bar');
  bar.append(heading, copyStatus, copyButton);
  const pre = scrollingPre(`${prefix}-python`, heading.id, 'code code--python');
  panel.append(bar, note, pre);
  return { panel, pre, copyButton, copyStatus };
}

function buildOutputPanel(prefix) {
  const panel = el('section', 'panel panel--output');
  const heading = el('h3', 'panel__title', say('walkthrough-output-title'));
  heading.id = `${prefix}-output-title`;
  const note = el('p', 'panel__note', say('walkthrough-output-note'));
  const pre = scrollingPre(`${prefix}-output`, heading.id, 'code code--output');
  panel.append(heading, note, pre);
  return { panel, pre };
}

function buildWeightsPanel(prefix) {
  const panel = part(el('section', 'panel panel--weights'), 'weights');
  const heading = el('h3', 'panel__title', say('walkthrough-weights-title'));
  heading.id = `${prefix}-weights-title`;
  const note = el('p', 'panel__note', say('walkthrough-weights-note'));
  const heatmap = createHeatmapView();
  panel.append(heading, note, heatmap.element);
  return { panel, heatmap };
}

function buildEmbeddingsPanel(prefix, host) {
  const panel = part(el('section', 'panel panel--embeddings'), 'embeddings');
  const heading = el('h3', 'panel__title', say('walkthrough-embeddings-title'));
  const note = el('p', 'panel__note');
  note.append(...richText(say('walkthrough-embeddings-note')));
  const editor = createEmbeddingsEditor({ idPrefix: prefix, onChange: (state) => host.onEmbeddingsEdited(state) });
  const message = el('p', 'field__message');
  message.hidden = true;
  message.setAttribute('role', 'status');
  const reset = el('button', 'button button--quiet button--small', say('walkthrough-reset'));
  reset.type = 'button';
  // The element itself, not panel.closest(): embedded, the panel sits in a
  // shadow root, and closest() does not look past it.
  reset.addEventListener('click', () => {
    host.removeAttribute('tokens');
    host.removeAttribute('x');
  });
  const bar = el('div', 'panel__bar');
  bar.append(heading, reset);
  panel.append(bar, note, editor.element, message);
  return { panel, editor, message };
}

function buildMatricesPanel(prefix, host) {
  const panel = el('section', 'panel panel--matrices');
  const heading = el('h3', 'panel__title', say('walkthrough-matrices-title'));
  heading.id = `${prefix}-matrices-title`;
  const note = el('p', 'panel__note', say('walkthrough-matrices-note'));
  const views = createMatrixViews(prefix, (key) => host.showMatrix(key));
  panel.append(heading, note, views.element);
  return { panel, views };
}

// Long lines scroll inside the block, not the page; a scrolling region must
// be reachable by keyboard, hence the tabindex and a name for it.
function scrollingPre(id, labelledBy, className) {
  const pre = el('pre', className);
  pre.id = id;
  pre.tabIndex = 0;
  pre.setAttribute('role', 'region');
  pre.setAttribute('aria-labelledby', labelledBy);
  return pre;
}
