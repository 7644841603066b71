// A widget placed with url-key="scaling" keeps its inputs in the query
// string as scaling.dk=64&scaling.causal=1, so any view can be linked or
// bookmarked. Only values that differ from the defaults are written, to
// keep links short; replaceState, not pushState, so dragging a slider does
// not fill the back button's history. Parameters that are not the widget's
// own, the path and the fragment are left alone, which keeps this working
// from a sub-path and from file://. Without url-key a widget never touches
// the page's address (an embedded one, say).
//
// A field may also name an `alias`: a parameter read when the prefixed one
// is absent. The walkthrough's fields have the one-page tutorial's links as
// aliases, ?seed=7&dk=4&dv=2&tokens=…&x=…, so those links keep working; a
// link that spells a value that way keeps its spelling as the reader edits
// it, and any other is written walkthrough.seed=7….

import { formatFieldValue } from '../fields/parse-value.js';

// history.replaceState costs milliseconds a call (and Chromium throttles
// floods of them), so a slider's steps write the URL once, this long after
// the last one; any other change (typing, a button, a link) writes it at once.
const SLIDER_DELAY_MS = 250;

export class UrlState {
  constructor(host) {
    this.host = host;
    this.timer = null;
    this.sliding = false;
    host.addController(this);
  }

  get key() {
    return this.host.getAttribute('url-key');
  }

  // [{field, raw, name}] for every field the URL gives a value: name is the
  // parameter as the link spelt it, for a message about it.
  read(fields, search = location.search) {
    const urlKey = this.key;
    if (!urlKey) return [];
    const params = new URLSearchParams(search);
    const found = [];
    for (const field of fields) {
      if (!field.param) continue;
      const name = [`${urlKey}.${field.param}`, field.alias].find((n) => n && params.has(n));
      if (name) found.push({ field, raw: params.get(name), name });
    }
    return found;
  }

  // A slider step: the next write waits until the slider comes to rest.
  sliderMoved() {
    this.sliding = true;
  }

  write(fields, values) {
    const urlKey = this.key;
    if (!urlKey) return;
    clearTimeout(this.timer);
    const write = () => writeParams(urlKey, fields, values);
    if (this.sliding) this.timer = setTimeout(write, SLIDER_DELAY_MS);
    else write();
    this.sliding = false;
  }

  hostDisconnected() {
    clearTimeout(this.timer);
  }
}

function writeParams(urlKey, fields, values) {
  let url;
  try {
    url = new URL(location.href);
  } catch {
    return;
  }
  for (const field of fields) {
    if (!field.param) continue;
    const canonical = `${urlKey}.${field.param}`;
    const name = field.alias && url.searchParams.has(field.alias) && !url.searchParams.has(canonical) ? field.alias : canonical;
    const value = values[field.key];
    if (isDefault(value, field) && name === canonical) url.searchParams.delete(name);
    else if (value === null || value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, formatFieldValue(value, field));
  }
  if (url.href === location.href) return;
  try {
    history.replaceState(history.state, '', url.href);
  } catch {
    // Sandboxed iframes and some file:// setups refuse; the widget still works.
  }
}

function isDefault(value, field) {
  if (value === null || value === undefined) return true;
  return field.fallback !== null && formatFieldValue(value, field) === formatFieldValue(field.fallback, field);
}
