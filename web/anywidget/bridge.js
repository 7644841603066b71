// The anywidget contract (an "anywidget front-end module"): render({ model, el })
// puts one of our elements in `el` and keeps the model's traits and the
// element's attributes in step, both ways. It returns the cleanup the host
// calls when the view goes away.
//
// Traits:
//   element    which widget: "softmax" or "attention-softmax";
//   the rest   its attributes, named with "_" for "-" (d_k is d-k). A string
//              or number is set as is; true is the empty attribute, false or
//              null removes it. A trait the model does not have is left to
//              the element's default.
//   lang       the language the widget speaks ("zh-CN"; a language the
//              course lacks falls back to English). Unset, it is the page's.
//              A widget is built in its language, so a change of this trait
//              draws a new element (with every other trait) in place of the old.
// The element → model direction: after each redraw the element fires
// `attention-change`; every attribute that now differs from its trait is
// `model.set` (as a number if the trait held one, as a boolean if it held
// one), then `model.save_changes()` once.
//
// Hosts differ, so nothing here trusts more than anywidget's documented
// model API (get, set, on, off, save_changes):
// - a change callback's arguments differ (Backbone passes (model, value),
//   MyST's shim an Event): the callback reads model.get instead;
// - with no kernel (a static HTML export, MyST), save_changes and off may
//   throw "not implemented": the widget still draws from the traits it was
//   given and keeps working; the cleanup disarms its own callbacks, so a
//   host that cannot remove them calls nothing of ours.

const PREFIX = 'attention-';

export const traitName = (attribute) => attribute.replaceAll('-', '_');

// A trait's value as an attribute: a string, or null for "absent".
function attributeValue(value) {
  if (value === undefined || value === null || value === false) return null;
  if (value === true) return '';
  return String(value);
}

// An attribute's value as the trait it updates, in the trait's own type
// (a Python Int or Bool trait refuses a string).
const OFF = new Set(['0', 'false', 'off', 'no']);
function traitValue(text, current) {
  if (typeof current === 'boolean') return text !== null && !OFF.has(text.trim().toLowerCase());
  if (text === null) return null;
  if (typeof current === 'number') {
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  }
  return text;
}

export function tagFor(name) {
  if (typeof name !== 'string' || !name.trim()) return null;
  const tag = name.trim().toLowerCase();
  return tag.startsWith(PREFIX) ? tag : PREFIX + tag;
}

// Calls a host method that may be missing or unimplemented (no kernel).
function tryCall(target, method, ...args) {
  try {
    target?.[method]?.(...args);
    return true;
  } catch {
    return false;
  }
}

const LANGUAGE = 'lang';

// render({ model, el }) for a registry: attributesOf(tag) → the tag's
// attribute names, or null when no such element is defined.
export function createRender(attributesOf) {
  const draw = drawWith(attributesOf);
  return function render({ model, el }) {
    let live = true;
    let remove = draw(model, el);
    const redraw = () => {
      if (!live) return;
      remove();
      remove = draw(model, el);
    };
    model.on(`change:${LANGUAGE}`, redraw);
    return () => {
      live = false;
      tryCall(model, 'off', `change:${LANGUAGE}`, redraw);
      remove();
    };
  };
}

// One element for the model's traits, in `el`; returns what removes it.
function drawWith(attributesOf) {
  return function draw(model, el) {
    const doc = el.ownerDocument;
    const requested = model.get('element');
    const tag = tagFor(requested);
    const attributes = tag && attributesOf(tag);
    if (!attributes) {
      const message = doc.createElement('p');
      message.setAttribute('role', 'alert');
      message.textContent = `attention-math: no widget named ${JSON.stringify(requested ?? null)}; set the trait "element" to one of the tag names (softmax, scores, …).`;
      el.append(message);
      return () => message.remove();
    }
    const widget = doc.createElement(tag);
    const lang = model.get(LANGUAGE);
    if (typeof lang === 'string' && lang.trim()) widget.setAttribute(LANGUAGE, lang.trim());
    const traits = attributes.map((attribute) => [attribute, traitName(attribute)]);
    let live = true;

    const toElement = (attribute, trait) => {
      const value = attributeValue(model.get(trait));
      if (value === widget.getAttribute(attribute)) return;
      if (value === null) widget.removeAttribute(attribute);
      else widget.setAttribute(attribute, value);
    };
    for (const [attribute, trait] of traits) toElement(attribute, trait);

    const callbacks = traits.map(([attribute, trait]) => [`change:${trait}`, () => { if (live) toElement(attribute, trait); }]);
    for (const [event, callback] of callbacks) model.on(event, callback);

    const toModel = () => {
      if (!live) return;
      let changed = false;
      for (const [attribute, trait] of traits) {
        const current = model.get(trait);
        const text = widget.getAttribute(attribute);
        if (attributeValue(current) === text) continue;
        if (current === undefined && text === null) continue;
        model.set(trait, traitValue(text, current));
        changed = true;
      }
      if (changed) tryCall(model, 'save_changes');
    };
    widget.addEventListener('attention-change', toModel);
    el.append(widget);

    return () => {
      live = false;
      widget.removeEventListener('attention-change', toModel);
      for (const [event, callback] of callbacks) tryCall(model, 'off', event, callback);
      widget.remove();
    };
  };
}
