// The base of every tutorial widget: attributes in, numbers from the shared
// WebAssembly core, DOM out, and an `attention-change` event after each
// successful redraw.
//
// A subclass declares `static fields` (see field-control.js), builds its DOM
// once in build() (placing this.controls[key].element where it wants the
// field), and draws numbers in update(am, values). What the base guarantees:
// - bad input (typed, from an attribute or from the URL) gets a message
//   beside its field and the last good values stay on screen;
// - an error thrown by the core is shown beside the field it names, or in
//   the widget's own alert line, and never leaves a blank widget;
// - with url-key="name", the values are read from and written to the query
//   string as name.param=value, so any view can be linked.

import { getAttentionMath, loadErrorMessage } from '../core/module.js';
import { createFieldControl } from '../fields/field-control.js';
import { formatFieldValue, parseFieldValue } from '../fields/parse-value.js';
import { readWidgetParams, writeWidgetParams } from './url-state.js';
import { el } from '../text/dom.js';
import { whenNearViewport } from './near-viewport.js';

let instances = 0;
const URL_DELAY_MS = 250;

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
    instances += 1;
    this.idPrefix = `${this.localName}-${instances}`;
  }

  // The DOM is built when the widget comes near the viewport, not when the
  // page loads (web/lib/widget/near-viewport.js). Over http(s) Chromium looks at
  // every text field, select and checkbox right after the page has parsed
  // (most likely for autofill), and asking whether a field can take focus
  // lays out the whole off-screen section around it (`content-visibility:
  // auto` is lifted for that): with every widget's fields built at once,
  // that was one 400–600 ms task of layout before the page answered a click
  // (tests/bench/load_trace.mjs --http). Off-screen widgets now hold no
  // fields until a reader gets near them.
  connectedCallback() {
    if (this.connected) return; // moved in the DOM: keep what is there
    this.connected = true;
    this.dataset.state = 'loading';
    whenNearViewport(this, () => {
      this.buildControls();
      getAttentionMath().then(
        (am) => { this.am = am; this.queueRender(); },
        (error) => this.showLoadError(error),
      );
    });
  }

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
    // An embedded copy (site/attention-math-widgets.js) has attached a shadow
    // root before this runs; on the tutorial page the widget draws in place.
    (this.shadowRoot ?? this).replaceChildren(this.statusLine, content, this.alertLine);
    // A slider being dragged redraws up to once a frame; the URL follows
    // when it comes to rest (see writeUrl), off the input's critical path.
    (this.shadowRoot ?? this).addEventListener('input', (event) => {
      if (event.target.type === 'range') this.sliderMoving = true;
    }, true);
    this.adoptUrlParams();
    for (const field of this.fields) this.applyAttribute(field);
    this.showStatus('Loading the WebAssembly core…');
  }

  attributeChangedCallback(name) {
    if (!this.built) return; // buildControls reads every attribute
    this.applyAttribute(this.fields.find((f) => f.attribute === name));
    this.queueRender();
  }

  // Subclasses override these two.
  build() {
    return el('div');
  }

  update() {}

  // ---- values ----

  adoptUrlParams() {
    const urlKey = this.getAttribute('url-key');
    if (!urlKey) return;
    const found = readWidgetParams(urlKey, this.fields);
    for (const field of this.fields) {
      if (!(field.key in found)) continue;
      const parsed = parseFieldValue(found[field.key], field);
      if (parsed.ok) this.setAttribute(field.attribute, formatFieldValue(parsed.value, field));
      else this.controls[field.key].setMessage(`The link’s ${urlKey}.${field.param} was ignored: ${parsed.message}`);
    }
  }

  applyAttribute(field) {
    if (!this.hasAttribute(field.attribute)) {
      this.controls[field.key].setValue(this.values[field.key]);
      return;
    }
    const parsed = parseFieldValue(this.getAttribute(field.attribute), field);
    const control = this.controls[field.key];
    if (!parsed.ok) {
      control.setMessage(`${parsed.message} Still showing ${formatFieldValue(this.values[field.key], field)}.`);
      return;
    }
    this.values[field.key] = parsed.value;
    control.setValue(parsed.value);
    control.setMessage('');
  }

  onFieldText(field, text) {
    const parsed = parseFieldValue(text, field);
    if (!parsed.ok) {
      const still = formatFieldValue(this.values[field.key], field);
      this.controls[field.key].setMessage(`${parsed.message} Still showing ${still}.`);
      return;
    }
    // Through the attribute, so typing and setAttribute take one path.
    this.setAttribute(field.attribute, formatFieldValue(parsed.value, field));
  }

  // Sets values from code (a button, a preset), through the same path.
  setValues(values) {
    for (const [key, value] of Object.entries(values)) {
      const field = this.fields.find((f) => f.key === key);
      this.setAttribute(field.attribute, formatFieldValue(value, field));
    }
  }

  // ---- drawing ----

  // Several attributes set in one task cost one redraw.
  queueRender() {
    if (this.renderQueued || !this.am) return;
    this.renderQueued = true;
    queueMicrotask(() => {
      this.renderQueued = false;
      this.render();
    });
  }

  render() {
    try {
      this.update(this.am, { ...this.values });
    } catch (error) {
      this.recoverFrom(error);
      return;
    }
    this.drawn = { ...this.values };
    this.alertLine.hidden = true;
    this.statusLine.hidden = true;
    this.dataset.state = 'ready';
    this.writeUrl();
    this.dispatchEvent(new CustomEvent('attention-change', { bubbles: true, detail: { ...this.values } }));
  }

  // history.replaceState costs milliseconds a call (and Chromium throttles
  // floods of them), so a slider's steps write the URL once, 250 ms after
  // the last one; any other change (typing, a button, a link) writes it at once.
  writeUrl() {
    const urlKey = this.getAttribute('url-key');
    if (!urlKey) return;
    clearTimeout(this.urlTimer);
    const write = () => writeWidgetParams(urlKey, this.fields, this.values);
    if (this.sliderMoving) this.urlTimer = setTimeout(write, URL_DELAY_MS);
    else write();
    this.sliderMoving = false;
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
      this.render();
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

  // The core's messages read "call: argument: what is wrong". The call name
  // is for programmers; the argument names the field to put the message by.
  showCoreError(error) {
    const message = String(error?.message ?? error).replace(/^[a-zA-Z]+: (?=[\w ,]+: )/, '');
    const field = this.fields.find((f) => new RegExp(`\\b${f.coreName ?? f.key}\\b`).test(message));
    if (field) {
      const still = formatFieldValue(this.values[field.key], field);
      this.controls[field.key].setMessage(`${sentence(message)} Still showing ${still}.`);
    } else {
      this.showAlert(`${sentence(message)} The last good result is still shown.`);
    }
    if (this.dataset.state !== 'ready') this.dataset.state = 'error';
  }

  showAlert(text) {
    this.alertLine.textContent = text;
    this.alertLine.hidden = false;
  }
}

// "heads: 5 does not divide dModel 24" → "heads: 5 does not divide dModel 24."
function sentence(text) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

// A field spec with the defaults most fields share.
export function field(spec) {
  return { subject: spec.label, caption: spec.label, kind: 'integer', step: 1, ...spec };
}
