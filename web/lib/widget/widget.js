// The base of every tutorial widget: attributes in, numbers from the shared
// WebAssembly core, DOM out, and an `attention-change` event after each
// successful redraw.
//
// A subclass declares `static fields` (see ../fields/field-control.js),
// builds its DOM once in build() (placing this.controls[key].element where
// it wants the field), and draws in two steps:
// - static model(am, inputs) → figures: pure, no DOM, in its own module
//   (web/elements/<step>/model.js, importable in Node); what every figure
//   shows (../../figures/model.js), and the sentences around them;
// - render(figures): writes them into the DOM built by build().
// `static exportTitle` says what its figures show, for their export
// (./figure-export.js: el.toSVG(), toPNG(), toCSV() and the download menu).
// prepare(am, values), if defined, runs first: the place for side effects a
// model must not have (caches, a training run advancing, async work started
// through a CoreTask); what it returns joins the model's inputs.
//
// What the base guarantees:
// - bad input (typed, from an attribute or from the URL) gets a message
//   beside its field and the last good values stay on screen;
// - an error thrown by the core is shown beside the field its `argument`
//   names, or in the widget's own alert line, and never leaves a blank widget;
// - with url-key="name", the values are read from and written to the query
//   string (./url-state.js), so any view can be linked;
// - whatever it holds outside its own nodes (document listeners, observers,
//   timers, animations) is let go in disconnectedCallback, through its
//   controllers (./controllers.js), and taken up again if it comes back.

import { errorArgument, readerMessage } from '../core/errors.js';
import { getAttentionMath, loadErrorMessage } from '../core/module.js';
import { createFieldControl } from '../fields/field-control.js';
import { formatFieldValue, parseFieldValue } from '../fields/parse-value.js';
import { el } from '../text/dom.js';
import { message } from '../text/messages.js';
import { followLanguage, inLanguageOf } from '../host/language.js';
import { richText } from '../text/rich-text.js';
import { OverflowWatch } from '../../figures/dom/overflow.js';
import { Listeners } from './controllers.js';
import { NearViewport } from './near-viewport.js';
import { UrlState } from './url-state.js';
import { createExportMenu, widgetCsv, widgetPng, widgetSvg } from './figure-export.js';

let instances = 0;
const perTag = new Map();

export class AttentionWidget extends HTMLElement {
  static fields = [];

  static get observedAttributes() {
    return this.fields.map((f) => f.attribute);
  }

  constructor() {
    super();
    this.fields = this.constructor.fields;
    this.values = Object.fromEntries(this.fields.map((f) => [f.key, f.fallback]));
    this.controls = {};
    this.am = null;
    this.controllers = new Set();
    instances += 1;
    // Ids: "<tag>-<n>", or a class's own static idPrefix ("walkthrough",
    // then "walkthrough-2" …), which links and tests may name.
    const nth = (perTag.get(this.localName) ?? 0) + 1;
    perTag.set(this.localName, nth);
    const own = this.constructor.idPrefix;
    this.idPrefix = own ? (nth === 1 ? own : `${own}-${nth}`) : `${this.localName}-${instances}`;
    this.listeners = new Listeners(this);
    this.url = new UrlState(this);
    this.overflowWatch = new OverflowWatch(this); // figures' scrolling boxes
    // A call refused while the core restarted is drawn once it is back.
    this.listeners.add(document, 'attention-math-restart', () => { if (this.failed) this.requestRender(); });
    // Built when the widget comes near the viewport, not when the page loads
    // (./near-viewport.js). Over http(s) Chromium looks at every text field,
    // select and checkbox right after the page has parsed (most likely for
    // autofill), and asking whether a field can take focus lays out the whole
    // off-screen section around it (`content-visibility: auto` is lifted for
    // that): with every widget's fields built at once, that was one 400–600 ms
    // task of layout before the page answered a click
    // (tests/bench/load_trace.mjs --http). Off-screen widgets hold no fields
    // until a reader gets near them.
    this.nearViewport = new NearViewport(this, () => this.start());
  }

  // Where the widget draws: the open shadow root an embedded copy has
  // (site/attention-math-widgets.js attaches one), or the element itself on
  // the tutorial page, where the page's tests and ids reach it.
  get renderRoot() {
    return this.shadowRoot ?? this;
  }

  // A controller added while the widget is in a document (one made in
  // build(), say) is connected at once.
  addController(controller) {
    this.controllers.add(controller);
    if (this.hostIsConnected) controller.hostConnected?.();
  }

  connectedCallback() {
    if (!this.built && !this.dataset.state) this.dataset.state = 'loading';
    if (!this.followsLanguage) followLanguage(this);
    this.followsLanguage = true;
    this.hostIsConnected = true;
    for (const controller of [...this.controllers]) controller.hostConnected?.();
  }

  disconnectedCallback() {
    this.hostIsConnected = false;
    for (const controller of [...this.controllers]) controller.hostDisconnected?.();
  }

  start() {
    inLanguageOf(this, () => this.buildControls());
    getAttentionMath().then(
      (am) => {
        this.am = am;
        this.coreReady(am);
        this.requestRender();
      },
      (error) => this.showLoadError(error),
    );
  }

  // Subclasses may take limits from the core here (before the first draw).
  coreReady() {}

  buildControls() {
    this.built = true;
    for (const field of this.fields) {
      this.controls[field.key] = createFieldControl(field, this.idPrefix, (text) => this.onFieldText(field, text));
    }
    this.statusLine = el('p', 'widget__status');
    this.statusLine.setAttribute('role', 'status');
    this.alertLine = el('p', 'widget__alert');
    this.alertLine.setAttribute('role', 'alert');
    this.alertLine.hidden = true;
    const content = this.build();
    content.append(createExportMenu(this)); // at the foot of the card, inside it
    this.renderRoot.replaceChildren(this.statusLine, content, this.alertLine);
    // A slider being dragged redraws up to once a frame; the URL follows
    // when it comes to rest (see UrlState.write), off the input's critical path.
    this.renderRoot.addEventListener('input', (event) => {
      if (event.target.type === 'range') this.url.sliderMoved();
    }, true);
    const refused = this.adoptUrlParams();
    for (const field of this.fields) this.applyAttribute(field);
    for (const [field, message] of refused) this.setFieldMessage(field, message);
    this.showStatus(message('widget-loading'));
  }

  attributeChangedCallback(name) {
    if (!this.built) return; // buildControls reads every attribute
    this.applyAttribute(this.fields.find((f) => f.attribute === name));
    this.requestRender();
  }

  // Subclasses override build() and model()/render() (or update()).
  build() {
    return el('div');
  }

  // ---- export (./figure-export.js): the figure model, never the DOM ----

  // SVG text of every figure, in the theme the widget is drawn in (or
  // {theme: 'light' | 'dark'}); a widget not drawn yet draws first.
  toSVG(options) {
    return widgetSvg(this, options);
  }

  // A PNG Blob of the same SVG, `scale` pixels per unit (default 2).
  toPNG(options) {
    return widgetPng(this, options);
  }

  // The numbers behind the figures, in full precision, as CSV text.
  toCSV() {
    return widgetCsv(this);
  }

  // ---- values ----

  // The link's values go through the attributes; the ones it could not use
  // come back as [field, message], said once the attributes are applied.
  adoptUrlParams() {
    const refused = [];
    for (const { field, raw, name } of this.url.read(this.fields)) {
      const parsed = parseFieldValue(raw, field);
      if (parsed.ok) this.setAttribute(field.attribute, formatFieldValue(parsed.value, field));
      else refused.push([field, message('widget-link-value-ignored', { name, problem: parsed.message })]);
    }
    return refused;
  }

  // An attribute that is absent means the field's default.
  applyAttribute(field) {
    const control = this.controls[field.key];
    if (!this.hasAttribute(field.attribute)) {
      this.values[field.key] = field.fallback;
      control.setValue(field.fallback);
      return;
    }
    const parsed = parseFieldValue(this.getAttribute(field.attribute), field);
    if (!parsed.ok) {
      this.setFieldMessage(field, this.stillShowing(field, parsed.message));
      return;
    }
    this.values[field.key] = parsed.value;
    control.setValue(parsed.value);
    this.setFieldMessage(field, '');
  }

  onFieldText(field, text) {
    const parsed = parseFieldValue(text, field);
    if (!parsed.ok) {
      this.setFieldMessage(field, this.stillShowing(field, parsed.message));
      return;
    }
    // Through the attribute, so typing and setAttribute take one path.
    this.setAttribute(field.attribute, formatFieldValue(parsed.value, field));
  }

  shownValue(field) {
    return formatFieldValue(this.values[field.key], field);
  }

  // "<what is wrong> Still showing <the value in use>."
  stillShowing(field, problem) {
    return message('widget-still-showing', { problem, value: this.shownValue(field) });
  }

  // Field messages may name symbols (d_model): set with real subscripts.
  setFieldMessage(field, text) {
    this.controls[field.key].setMessage(text);
  }

  // Sets values from code (a button, a preset), through the same path.
  setValues(values) {
    for (const [key, value] of Object.entries(values)) {
      const field = this.fields.find((f) => f.key === key);
      if (value === null && field.fallback === null) this.removeAttribute(field.attribute);
      else this.setAttribute(field.attribute, formatFieldValue(value, field));
    }
  }

  // ---- drawing ----

  // Several attributes set in one task cost one redraw.
  requestRender() {
    if (this.renderQueued || !this.am) return;
    this.renderQueued = true;
    queueMicrotask(() => {
      this.renderQueued = false;
      this.redraw();
    });
  }

  // The name the widgets used before the base had controllers.
  queueRender() {
    this.requestRender();
  }

  // Whether a controller is still waiting for numbers (a CoreTask).
  get pending() {
    return [...this.controllers].some((c) => c.pending);
  }

  redraw() {
    inLanguageOf(this, () => this.redrawNow());
  }

  redrawNow() {
    const values = { ...this.values };
    try {
      this.computeAndRender(this.am, values);
    } catch (error) {
      this.failed = true;
      this.recoverFrom(error);
      return;
    }
    this.failed = false;
    this.drawn = { ...this.values };
    this.alertLine.hidden = true;
    this.statusLine.hidden = true;
    this.dataset.state = this.pending ? 'computing' : 'ready';
    this.url.write(this.fields, this.values);
    this.dispatchEvent(new CustomEvent('attention-change', { bubbles: true, detail: { ...this.values } }));
  }

  // A widget's figures come from its model: a pure function in a module of
  // its own (`static model`, from ./<step>/model.js), which Node tests call
  // against the real core. Its inputs are the field values, what prepare()
  // computed (returned as an object), and the widget's own view state
  // (modelInputs: a cell pointed at, say). A widget not split yet has a
  // model method that reads its instance instead.
  modelInputs(values) {
    return { ...values, ...this.prepared, ...this.viewState() };
  }

  // What the reader is looking at that no field holds (a cell pointed at):
  // part of the model's inputs. None by default.
  viewState() {
    return {};
  }

  figuresFor(am, values) {
    const { model } = this.constructor;
    return model ? model(am, this.modelInputs(values)) : this.model(am, values);
  }

  computeAndRender(am, values) {
    if (!this.constructor.model && typeof this.model !== 'function') {
      this.update?.(am, values);
      return;
    }
    const prepared = this.prepare?.(am, values);
    if (prepared) this.prepared = prepared;
    this.render(this.figuresFor(am, values));
  }

  // The core refused values that each looked fine alone (5 heads for a
  // width of 24, say). Go back to what is on screen, or on a first draw
  // (a bad link) to the defaults, and draw that, so a widget is never blank.
  recoverFrom(error) {
    const fallback = this.drawn ?? Object.fromEntries(this.fields.map((f) => [f.key, f.fallback]));
    this.values = { ...fallback };
    this.showCoreError(error);
    if (this.drawn || this.recovering) return;
    this.recovering = true; // the defaults failing too must not loop
    try {
      this.redraw();
    } finally {
      this.recovering = false;
    }
  }

  showStatus(text) {
    this.statusLine.textContent = text;
    this.statusLine.hidden = false;
  }

  showLoadError(error) {
    this.dataset.state = 'error';
    this.showAlert(loadErrorMessage(error));
    this.statusLine.hidden = true;
  }

  // The field an error is about: the one whose `argument` (or one of its
  // `arguments`) is the option the core named. Never by matching the text.
  fieldForError(error) {
    const argument = errorArgument(error);
    if (!argument) return null;
    const base = argument.split(/[.[]/)[0]; // "state.WQ", "tokens[2]" are about state, tokens
    return this.fields.find((f) => (f.arguments ?? [f.argument ?? f.key]).some((a) => a === argument || a === base)) ?? null;
  }

  // The core's messages read "call: argument: what is wrong": the call name
  // is for programmers and goes; the rest is said beside the field, or in
  // the alert line when no field explains it.
  showCoreError(error) {
    const problem = sentence(readerMessage(error));
    const field = this.fieldForError(error);
    if (field) {
      this.setFieldMessage(field, this.stillShowing(field, problem));
    } else {
      this.showAlert(message('widget-last-good-result', { problem }));
    }
    if (this.dataset.state !== 'ready') this.dataset.state = this.drawn ? 'ready' : 'error';
  }

  showAlert(text) {
    this.alertLine.replaceChildren(...richText(text));
    this.alertLine.hidden = false;
  }
}

// "heads: 5 does not divide dModel 24" → "heads: 5 does not divide dModel 24."
// (A sentence in Chinese already ends in its own full stop.)
function sentence(text) {
  return /[.!?。！？]$/.test(text) ? text : `${text}.`;
}

export { field } from '../fields/field.js';
