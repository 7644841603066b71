// <attention-walkthrough seed="42" d-k="3" d-v="3" tokens="The cat sat down"
//                        x="0.1,0.8,0.3,0.5,0.2,0.9; 0.9,0.1,…">
//
// The worked example: the numpy script for the chosen seed, widths and
// embeddings, what that script prints (computed here by the C++ core, not by
// Python), every intermediate matrix, and the attention weights as a
// heatmap. Attributes in, a `walkthrough-change` event out ({seed, dK, dV,
// tokens, x}) each time a new example is shown; the page uses that event to
// keep the URL in step. `tokens` and `x` are optional: without them the
// example is the seed's sentence, "The cat sat down".
//
// On the tutorial page it renders into the light DOM, so the page's tests
// and ids reach it; embedded (site/attention-math-widgets.js) it renders
// into the open shadow root that the embed script attaches.

import { getAttentionMath, loadErrorMessage } from '../lib/core/module.js';
import { whenNearViewport } from '../lib/widget/near-viewport.js';
import { parseBoundedInteger } from '../lib/fields/parse-integer.js';
import { WALKTHROUGH_FIELDS, defaultWalkthroughState } from './walkthrough/fields.js';
import { createHeatmap } from '../figures/heatmap.js';
import { copyText, selectContents } from '../lib/text/copy-text.js';
import { el } from '../lib/text/dom.js';
import { withSubscripts } from '../lib/text/subscripts.js';
import { createEmbeddingsEditor } from './walkthrough/embeddings.js';
import { parseEmbeddingAttributes } from './walkthrough/attributes.js';
import { createMatrixViews } from './walkthrough/matrices.js';

const COPY_STATUS_MS = 2500;
let instances = 0;

export const tagName = 'attention-walkthrough';

export default class AttentionWalkthrough extends HTMLElement {
  static get observedAttributes() {
    return [...WALKTHROUGH_FIELDS.map((f) => f.attribute), 'tokens', 'x'];
  }

  constructor() {
    super();
    this.state = defaultWalkthroughState(); // the last good state, always renderable
    this.embeddings = null; // null: the seed's sentence; else {tokens, x, dModel}
    this.parts = null;
    this.renderQueued = false;
    this.idPrefix = instances === 0 ? 'walkthrough' : `walkthrough-${instances + 1}`;
    instances += 1;
  }

  // Built when it comes near the viewport, as every widget is (the reason
  // is in web/lib/widget/widget.js: its text fields would make Chromium lay out
  // the off-screen section at load).
  connectedCallback() {
    if (this.connected) return; // moved in the DOM: keep what is there
    this.connected = true;
    this.dataset.state = 'loading';
    whenNearViewport(this, () => {
      this.buildParts();
      this.spinWhileLoading();
      getAttentionMath().then(
        (am) => {
          this.am = am;
          this.applyEmbeddingAttributes(); // x= is read by the core's parser
          this.parts.editor.setLimits(am.limits.walkthrough);
          this.queueRender();
        },
        (error) => this.showLoadError(error),
      );
    });
  }

  buildParts() {
    this.parts = buildParts(this.idPrefix, this);
    (this.shadowRoot ?? this).replaceChildren(this.parts.root); // shadow root: when embedded
    this.wireInputs();
    this.parts.copyButton.addEventListener('click', () => this.copyScript());
    for (const field of WALKTHROUGH_FIELDS) this.applyAttribute(field);
    this.applyEmbeddingAttributes();
    this.showLoading();
    // A call refused while the core restarted is drawn once it is back.
    document.addEventListener('attention-math-restart', () => this.queueRender());
  }

  attributeChangedCallback(name) {
    if (!this.parts) return; // buildParts reads all attributes
    if (name === 'tokens' || name === 'x') this.applyEmbeddingAttributes();
    else this.applyAttribute(WALKTHROUGH_FIELDS.find((f) => f.attribute === name));
    this.queueRender();
  }

  // tokens="…" and x="…" together replace the seed's sentence; a bad pair
  // is explained under the embeddings and the last good ones stay.
  applyEmbeddingAttributes() {
    if (!this.hasAttribute('tokens') && !this.hasAttribute('x')) {
      this.embeddings = null;
      return;
    }
    if (!this.am) return; // read once the core (and its parser) is loaded
    const parsed = parseEmbeddingAttributes(this.getAttribute('tokens'), this.getAttribute('x'), this.am.parseMatrix);
    if (parsed.ok) this.embeddings = parsed.value;
    this.parts.embeddingsMessage.textContent = parsed.ok ? '' : `${parsed.message} Still showing the last good embeddings.`;
    this.parts.embeddingsMessage.hidden = parsed.ok;
  }

  // The editor hands over a complete, valid matrix; it goes through the
  // attributes so that typing and setAttribute take one path.
  onEmbeddingsEdited({ tokens, x, dModel }) {
    const rows = tokens.map((_, r) => x.slice(r * dModel, (r + 1) * dModel).join(','));
    this.setAttribute('tokens', tokens.join(' '));
    this.setAttribute('x', rows.join('; '));
  }

  // An attribute set by the page (or by our own input handler) becomes the
  // state if it is valid; if not, the field says why and the state stays.
  applyAttribute(field) {
    if (!this.hasAttribute(field.attribute)) return;
    const parsed = parseBoundedInteger(this.getAttribute(field.attribute), field);
    const input = this.parts.inputs[field.key];
    if (!parsed.ok) {
      input.value = this.getAttribute(field.attribute);
      this.setFieldMessage(field, parsed.message);
      return;
    }
    this.state[field.key] = parsed.value;
    // Leave the reader's text alone if it already means this value ("+7", "007").
    const typed = parseBoundedInteger(input.value, field);
    if (!typed.ok || typed.value !== parsed.value) input.value = String(parsed.value);
    this.setFieldMessage(field, '');
  }

  wireInputs() {
    for (const field of WALKTHROUGH_FIELDS) {
      const input = this.parts.inputs[field.key];
      input.addEventListener('input', () => this.onFieldInput(field, input));
      input.addEventListener('keydown', (event) => stepWithArrows(event, field, input));
    }
    this.parts.form.addEventListener('submit', (event) => event.preventDefault());
  }

  onFieldInput(field, input) {
    const parsed = parseBoundedInteger(input.value, field);
    if (!parsed.ok) {
      this.setFieldMessage(field, `${parsed.message} Still showing ${this.state[field.key]}.`);
      return;
    }
    this.setFieldMessage(field, '');
    // Reflect into the attribute; attributeChangedCallback does the rest.
    this.setAttribute(field.attribute, String(parsed.value));
  }

  setFieldMessage(field, message) {
    const input = this.parts.inputs[field.key];
    const note = this.parts.messages[field.key];
    note.textContent = message;
    note.hidden = message === '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  // Several attributes set in one task (seed, d-k and d-v from the URL)
  // should cost one call into the core, not three.
  queueRender() {
    if (this.renderQueued || !this.am) return;
    this.renderQueued = true;
    queueMicrotask(() => {
      this.renderQueued = false;
      this.render();
    });
  }

  render() {
    const { seed, dK, dV } = this.state;
    const options = { seed, dK, dV };
    if (this.embeddings) Object.assign(options, { tokens: this.embeddings.tokens, X: this.embeddings.x, dModel: this.embeddings.dModel });
    let example;
    try {
      example = this.am.walkthrough(options);
    } catch (error) {
      this.showCoreError(error);
      return;
    }
    this.showExample(example);
    this.dataset.state = 'ready';
    const detail = { seed, dK, dV, tokens: this.getAttribute('tokens'), x: this.getAttribute('x') };
    this.dispatchEvent(new CustomEvent('walkthrough-change', { bubbles: true, detail }));
  }

  showExample(example) {
    const { python, output, heatmap, summary, editor, matrices } = this.parts;
    editor.setState({ tokens: example.tokens, x: Array.from(example.X), dModel: example.dModel });
    matrices.update(example);
    python.textContent = example.python;
    output.textContent = example.transcript;
    summary.replaceChildren(...withSubscripts(describeExample(example)));
    heatmap.update({
      values: example.weights,
      rows: example.n,
      cols: example.n,
      rowLabels: example.tokens,
      colLabels: example.tokens,
    });
    this.parts.results.removeAttribute('aria-busy');
    this.parts.status.hidden = true;
    this.parts.results.hidden = false;
  }

  showLoading() {
    this.dataset.state = 'loading';
    this.parts.results.setAttribute('aria-busy', 'true');
    this.parts.results.hidden = true; // empty panels would look broken
    this.parts.status.className = 'walkthrough__status';
    this.parts.status.textContent = 'Loading the WebAssembly core…';
  }

  // The spinner starts only once the widget is near the screen and loading:
  // an endless animation anywhere on the page, even far off screen, keeps
  // Chromium's frame clock ticking at 60 Hz, so every other widget's slider
  // then waits for the next tick (up to 16.7 ms) before its frame is drawn.
  spinWhileLoading() {
    if (this.dataset.state === 'loading') this.parts.status.classList.add('walkthrough__status--loading');
  }

  showLoadError(error) {
    this.dataset.state = 'error';
    const { status, results } = this.parts;
    status.hidden = false;
    status.className = 'walkthrough__status walkthrough__status--error';
    status.setAttribute('role', 'alert');
    status.textContent = loadErrorMessage(error);
    results.hidden = true;
  }

  // The core validates again; its message names the argument (dK, dV, seed),
  // which tells us which field to put it beside.
  showCoreError(error) {
    const message = String(error?.message ?? error);
    const field = WALKTHROUGH_FIELDS.find((f) => new RegExp(`\\b${f.key}\\b`).test(message));
    if (field) this.setFieldMessage(field, message);
    else if (this.dataset.state === 'ready') this.showNotice(`${sentenceCase(message)} The last good example is still shown.`);
    else this.showLoadError(error);
  }

  // A failure no field explains (the core restarting, say): said above the
  // example, which stays on screen.
  showNotice(text) {
    const { status } = this.parts;
    status.className = 'walkthrough__status walkthrough__status--error';
    status.setAttribute('role', 'alert');
    status.textContent = text;
    status.hidden = false;
  }

  async copyScript() {
    const { python, copyStatus } = this.parts;
    const copied = await copyText(python.textContent);
    if (!copied) selectContents(python);
    copyStatus.textContent = copied ? 'Copied.' : 'Selected: press Ctrl+C (⌘C) to copy.';
    clearTimeout(this.copyTimer);
    this.copyTimer = setTimeout(() => { copyStatus.textContent = ''; }, COPY_STATUS_MS);
  }
}

// "walkthrough: the calculator is restarting…" → "The calculator is restarting…"
function sentenceCase(message) {
  const text = message.replace(/^walkthrough: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describeExample({ seed, dK, dV, n, dModel }) {
  return `seed ${seed} · ${n} tokens · d_model ${dModel} · d_k ${dK} · d_v ${dV}`;
}

// Up and Down step the value, as they would in a number field.
function stepWithArrows(event, field, input) {
  const delta = { ArrowUp: 1, ArrowDown: -1 }[event.key];
  if (!delta) return;
  const parsed = parseBoundedInteger(input.value, field);
  if (!parsed.ok) return;
  const next = Math.min(field.max, Math.max(field.min, parsed.value + delta));
  event.preventDefault();
  if (next === parsed.value) return;
  input.value = String(next);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

// ---- DOM construction: plain elements, text through textContent only ----

function buildParts(prefix, host) {
  const root = el('div', 'walkthrough');
  const { form, inputs, messages } = buildForm(prefix);
  const status = el('p', 'walkthrough__status');
  status.setAttribute('role', 'status');
  const results = el('div', 'walkthrough__results');
  const summary = el('p', 'walkthrough__summary');
  const script = buildScriptPanel(prefix);
  const printed = buildOutputPanel(prefix);
  const weights = buildWeightsPanel(prefix);
  const embeddings = buildEmbeddingsPanel(prefix, (state) => host.onEmbeddingsEdited(state));
  const matrices = buildMatricesPanel(prefix);
  results.append(summary, embeddings.panel, script.panel, printed.panel, weights.panel, matrices.panel);
  root.append(form, status, results);
  return {
    root, form, inputs, messages, status, results, summary,
    python: script.pre, copyButton: script.copyButton, copyStatus: script.copyStatus,
    output: printed.pre, heatmap: weights.heatmap,
    editor: embeddings.editor, embeddingsMessage: embeddings.message, matrices: matrices.views,
  };
}

function buildForm(prefix) {
  const form = el('form', 'walkthrough__controls');
  form.noValidate = true;
  form.setAttribute('aria-label', 'Choose the example');
  const inputs = {};
  const messages = {};
  for (const field of WALKTHROUGH_FIELDS) {
    const id = `${prefix}-${field.param}`;
    const wrapper = el('div', 'field');
    const label = el('label', 'field__label');
    label.htmlFor = id;
    label.append(labelContent(field));
    const input = el('input', 'field__input');
    Object.assign(input, { id, type: 'text', inputMode: 'numeric', autocomplete: 'off', spellcheck: false });
    input.value = String(field.fallback);
    const hint = el('p', 'field__hint');
    hint.append(...withSubscripts(`${field.hint} Whole number, ${field.min} to ${field.max}.`));
    hint.id = `${id}-hint`;
    const message = el('p', 'field__message');
    message.id = `${id}-message`;
    message.hidden = true;
    message.setAttribute('aria-live', 'polite');
    input.setAttribute('aria-describedby', `${id}-message ${id}-hint`);
    wrapper.append(label, input, message, hint);
    form.append(wrapper);
    inputs[field.key] = input;
    messages[field.key] = message;
  }
  return { form, inputs, messages };
}

// "d_k" reads as d-subscript-k on screen; the accessible name stays "d_k",
// the spelling the Python script uses.
function labelContent(field) {
  const match = /^d_(\w)$/.exec(field.label);
  if (!match) return document.createTextNode('Seed');
  const visual = el('span');
  visual.setAttribute('aria-hidden', 'true');
  visual.append(el('var', '', 'd'), el('sub', '', match[1]));
  const spoken = el('span', 'visually-hidden', field.label);
  const frag = document.createDocumentFragment();
  frag.append(visual, spoken);
  return frag;
}

function buildScriptPanel(prefix) {
  const panel = el('section', 'panel panel--script');
  const heading = el('h3', 'panel__title', 'The script');
  heading.id = `${prefix}-python-title`;
  const note = el('p', 'panel__note', 'Plain numpy. Save it as attention_walkthrough.py and run it: it prints exactly the output below.');
  const copyButton = el('button', 'button', 'Copy script');
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
  const heading = el('h3', 'panel__title', 'What it prints');
  heading.id = `${prefix}-output-title`;
  const note = el('p', 'panel__note', 'Computed in your browser by the C++ core, printed the way numpy prints.');
  const pre = scrollingPre(`${prefix}-output`, heading.id, 'code code--output');
  panel.append(heading, note, pre);
  return { panel, pre };
}

function buildWeightsPanel(prefix) {
  const panel = el('section', 'panel panel--weights');
  const heading = el('h3', 'panel__title', 'The attention weights');
  heading.id = `${prefix}-weights-title`;
  const note = el('p', 'panel__note', 'Row: the token that is looking (the query). Column: the token it looks at (the key). Each row sums to 1.');
  const heatmap = createHeatmap({
    caption: 'softmax(QKᵀ/√d_k), one row per query token',
    corner: 'query ↓ key →',
    decimals: 3,
    describeCell: (from, to, text) => `weight from ${from} to ${to}: ${text}`,
  });
  panel.append(heading, note, heatmap.element);
  return { panel, heatmap };
}

function buildEmbeddingsPanel(prefix, onChange) {
  const panel = el('section', 'panel panel--embeddings');
  const heading = el('h3', 'panel__title', 'The embeddings X');
  const note = el('p', 'panel__note');
  note.append(...withSubscripts('One row per token, d_model numbers each. Edit any name or number, or add '
    + 'tokens and dimensions: the script, its output and every matrix follow. The projections are redrawn from '
    + 'the seed for the new d_model.'));
  const editor = createEmbeddingsEditor({ idPrefix: prefix, onChange });
  const message = el('p', 'field__message');
  message.hidden = true;
  message.setAttribute('role', 'status');
  const reset = el('button', 'button button--quiet button--small', 'Back to “The cat sat down”');
  reset.type = 'button';
  reset.addEventListener('click', () => {
    const host = panel.closest('attention-walkthrough');
    host.removeAttribute('tokens');
    host.removeAttribute('x');
  });
  const bar = el('div', 'panel__bar');
  bar.append(heading, reset);
  panel.append(bar, note, editor.element, message);
  return { panel, editor, message };
}

function buildMatricesPanel(prefix) {
  const panel = el('section', 'panel panel--matrices');
  const heading = el('h3', 'panel__title', 'Every matrix');
  heading.id = `${prefix}-matrices-title`;
  const note = el('p', 'panel__note', 'The full-precision numbers behind the printout, from the C++ core.');
  const views = createMatrixViews(prefix);
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
