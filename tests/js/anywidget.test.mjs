// The anywidget contract (web/anywidget/bridge.js, shipped as
// site/attention-math-anywidget.mjs): render({ model, el }) driven by two
// small fakes of anywidget's model API (get, set, on, off, save_changes):
// - a kernel's model, Backbone-like: set fires change:<trait> with
//   (model, value), off removes, save_changes is counted;
// - a host with no kernel, shaped like MyST's shim (@myst-theme/anywidget's
//   MystAnyModel): on is addEventListener (the callback gets an Event), off
//   and save_changes throw "not implemented".
// The element is a minimal fake (attributes, children, listeners counted);
// its attribute names are the real ones, from web/types/attention-math.d.ts.
// Both directions, the cleanup (no listener left, the element gone), and the
// absence of a kernel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRender } from '../../web/anywidget/bridge.js';
import { elementAttributes } from '../../web/build/python-packages.mjs';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { elements, common } = elementAttributes(readFileSync(join(repoDir, 'web', 'types', 'attention-math.d.ts'), 'utf8'));
// What the guests observe: each element's own attributes and `theme`.
const render = createRender((tag) => (elements[tag] ? [...elements[tag], 'theme'] : null));
assert.ok(common.includes('theme'));

// ---- a minimal DOM ----
class FakeElement extends EventTarget {
  constructor(doc, localName) {
    super();
    Object.assign(this, { ownerDocument: doc, localName, parent: null, children: [], attributes: new Map(), listeners: 0, writes: 0, textContent: '' });
  }
  getAttribute(name) { return this.attributes.has(name) ? this.attributes.get(name) : null; }
  setAttribute(name, value) { this.writes += 1; this.attributes.set(name, String(value)); }
  removeAttribute(name) { this.writes += 1; this.attributes.delete(name); }
  append(child) { child.parent = this; this.children.push(child); }
  remove() {
    if (!this.parent) return;
    this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }
  addEventListener(type, callback) { this.listeners += 1; super.addEventListener(type, callback); }
  removeEventListener(type, callback) { this.listeners -= 1; super.removeEventListener(type, callback); }
}
const fakeDocument = () => {
  const doc = { createElement: (name) => new FakeElement(doc, name) };
  return doc;
};
const container = () => fakeDocument().createElement('div');

// ---- anywidget's model, as a kernel's (Backbone-like) ----
class KernelModel {
  constructor(state) {
    this.state = { ...state };
    this.callbacks = new Map();
    this.saved = 0;
  }
  get(name) { return this.state[name]; }
  set(name, value) {
    if (this.state[name] === value) return; // Backbone: no change, no event
    this.state[name] = value;
    for (const callback of this.callbacks.get(`change:${name}`) ?? []) callback(this, value);
  }
  on(event, callback) { this.callbacks.set(event, new Set([...(this.callbacks.get(event) ?? []), callback])); }
  off(event, callback) { this.callbacks.get(event)?.delete(callback); }
  save_changes() { this.saved += 1; }
  get listening() { return [...this.callbacks.values()].reduce((n, set) => n + set.size, 0); }
}

// ---- and as a host with no kernel (MyST's shim) ----
class StaticModel {
  constructor(state) {
    this.state = { ...state };
    this.target = new EventTarget();
  }
  get(name) { return this.state[name]; }
  set(name, value) {
    this.state[name] = value;
    this.target.dispatchEvent(new CustomEvent(`change:${name}`, { detail: value }));
  }
  on(event, callback) { this.target.addEventListener(event, callback); }
  off() { throw new Error('MystAnyModel.off not implemented yet.'); }
  save_changes() { throw new Error('MystAnyModel.save_changes not implemented yet.'); }
}

// The reader changes an input: the element sets its attribute, redraws, fires attention-change.
function readerSets(widget, attribute, value) {
  widget.setAttribute(attribute, value);
  widget.dispatchEvent(new CustomEvent('attention-change', { detail: {} }));
}

test('model → element: traits become attributes, "_" for "-", and change:<trait> updates them', () => {
  const el = container();
  const model = new KernelModel({ element: 'scores', seed: 3, d_k: 4, theme: 'dark' });
  const cleanup = render({ model, el });
  const [widget] = el.children;
  assert.equal(widget.localName, 'attention-scores');
  assert.deepEqual(Object.fromEntries(widget.attributes), { seed: '3', 'd-k': '4', theme: 'dark' });
  model.set('d_k', 8);
  model.set('seed', '11');
  assert.equal(widget.getAttribute('d-k'), '8');
  assert.equal(widget.getAttribute('seed'), '11');
  cleanup();
});

test('model → element: true is the empty attribute, false and null remove it; "attention-" may be given or not', () => {
  const el = container();
  const model = new KernelModel({ element: 'attention-masking', causal: true });
  const cleanup = render({ model, el });
  const [widget] = el.children;
  assert.equal(widget.localName, 'attention-masking');
  assert.equal(widget.getAttribute('causal'), '');
  assert.equal(widget.getAttribute('pad'), null, 'a trait the model lacks is left to the default');
  model.set('causal', false);
  assert.equal(widget.getAttribute('causal'), null);
  model.set('causal', true);
  model.set('causal', null);
  assert.equal(widget.getAttribute('causal'), null);
  cleanup();
});

test('element → model: after attention-change each changed attribute is model.set in its trait\'s type, then save_changes once, with no echo', () => {
  const el = container();
  const model = new KernelModel({ element: 'softmax', logits: '1,2,3', scale: 1, pad: undefined });
  const cleanup = render({ model, el });
  const [widget] = el.children;
  const writes = widget.writes;
  readerSets(widget, 'scale', '2.5');
  assert.equal(model.get('scale'), 2.5, 'a number trait stays a number');
  assert.equal(model.saved, 1);
  assert.equal(widget.writes, writes + 1, 'the model\'s change event did not write the attribute back');
  readerSets(widget, 'logits', '3, 1, 0');
  assert.equal(model.get('logits'), '3, 1, 0');
  assert.equal(model.saved, 2);
  widget.dispatchEvent(new CustomEvent('attention-change', { detail: {} }));
  assert.equal(model.saved, 2, 'nothing changed: no save');
  readerSets(widget, 'precision', 'float32');
  assert.equal(model.get('precision'), 'float32', 'an attribute the model had no trait for becomes one');
  cleanup();

  const masking = new KernelModel({ element: 'masking', causal: false });
  const stop = render({ model: masking, el });
  readerSets(el.children[0], 'causal', '');
  assert.equal(masking.get('causal'), true, 'a boolean trait stays a boolean');
  readerSets(el.children[0], 'causal', 'off');
  assert.equal(masking.get('causal'), false);
  stop();
});

test('cleanup: no listener left on the model or the element, the element removed, later changes ignored', () => {
  const el = container();
  const model = new KernelModel({ element: 'softmax', logits: '1,2,3' });
  const cleanup = render({ model, el });
  const [widget] = el.children;
  assert.ok(model.listening > 0 && widget.listeners === 1);
  cleanup();
  assert.equal(model.listening, 0, 'every change:<trait> callback is off');
  assert.equal(widget.listeners, 0, 'the attention-change listener is off');
  assert.deepEqual(el.children, [], 'the element is gone');
  model.set('logits', '5,5');
  assert.equal(widget.getAttribute('logits'), '1,2,3');
});

test('no kernel (MyST\'s shim: off and save_changes throw): draws from its traits, both directions work, the cleanup disarms its callbacks', () => {
  const el = container();
  const model = new StaticModel({ element: 'softmax', logits: '0.5, -inf, 2', precision: 'float32' });
  const cleanup = render({ model, el });
  const [widget] = el.children;
  assert.deepEqual(Object.fromEntries(widget.attributes), { logits: '0.5, -inf, 2', precision: 'float32' });
  model.set('logits', '1,1');
  assert.equal(widget.getAttribute('logits'), '1,1', 'change:<trait> arrives as an Event; the value is read with get');
  assert.doesNotThrow(() => readerSets(widget, 'logits', '2,2'));
  assert.equal(model.get('logits'), '2,2', 'model.set happened although save_changes threw');
  assert.doesNotThrow(cleanup);
  assert.deepEqual(el.children, []);
  model.set('logits', '9,9');
  assert.equal(widget.getAttribute('logits'), '2,2', 'a callback the host could not remove does nothing');
});

test('lang: the element speaks the trait\'s language; a change draws a new element with every trait, and the old one\'s listeners go', () => {
  const el = container();
  const model = new KernelModel({ element: 'softmax', logits: '1,2,3', lang: 'zh-CN' });
  const cleanup = render({ model, el });
  const [first] = el.children;
  assert.equal(first.getAttribute('lang'), 'zh-CN');
  readerSets(first, 'logits', '3,1,0');
  const listening = model.listening;
  model.set('lang', 'en');
  assert.equal(el.children.length, 1, 'one element, in place of the old');
  const [second] = el.children;
  assert.notEqual(second, first);
  assert.deepEqual(Object.fromEntries(second.attributes), { lang: 'en', logits: '3,1,0' }, 'the reader\'s edit kept, through its trait');
  assert.equal(first.listeners, 0, 'the old element\'s listener is off');
  assert.equal(model.listening, listening, 'the old element\'s change callbacks are off');
  model.set('lang', null);
  assert.equal(el.children[0].getAttribute('lang'), null, 'no trait: the page\'s language');
  cleanup();
  assert.equal(model.listening, 0);
  assert.deepEqual(el.children, []);

  const plain = new KernelModel({ element: 'softmax', lang: 42 });
  const stop = render({ model: plain, el });
  assert.equal(el.children[0].getAttribute('lang'), null, 'a lang that is not text is ignored');
  stop();
});

test('an unknown or missing element trait: a message in el, no throw, and the cleanup removes it', () => {
  for (const element of ['nonsense', undefined, 42, '']) {
    const el = container();
    const cleanup = render({ model: new KernelModel({ element }), el });
    assert.equal(el.children.length, 1);
    assert.equal(el.children[0].getAttribute('role'), 'alert');
    assert.match(el.children[0].textContent, /no widget named .*"element"/);
    cleanup();
    assert.deepEqual(el.children, []);
  }
});

test('the shipped module (site/attention-math-anywidget.mjs) imports where there is no DOM and default-exports render', async () => {
  const { default: widget } = await import(pathToFileURL(join(repoDir, 'site', 'attention-math-anywidget.mjs')).href);
  assert.deepEqual(Object.keys(widget), ['render']);
  const el = container();
  const cleanup = widget.render({ model: new KernelModel({ element: 'softmax' }), el });
  assert.equal(el.children[0].getAttribute('role'), 'alert', 'no elements defined in Node: it says so');
  cleanup();
});
