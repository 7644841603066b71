// A widget placed on the tutorial page with url-key="scaling" keeps its
// inputs in the query string as scaling.dk=64&scaling.causal=1, so any view
// can be linked. Only values that differ from the defaults are written, to
// keep links short; replaceState, so dragging a slider does not fill the
// back button's history.

import { formatFieldValue } from '../fields/parse-value.js';

export function readWidgetParams(urlKey, fields, search = location.search) {
  const params = new URLSearchParams(search);
  const found = {};
  for (const field of fields) {
    const name = `${urlKey}.${field.param}`;
    if (params.has(name)) found[field.key] = params.get(name);
  }
  return found;
}

export function writeWidgetParams(urlKey, fields, values) {
  let url;
  try {
    url = new URL(location.href);
  } catch {
    return;
  }
  for (const field of fields) {
    const name = `${urlKey}.${field.param}`;
    const isDefault = formatFieldValue(values[field.key], field) === formatFieldValue(field.fallback, field);
    if (isDefault) url.searchParams.delete(name);
    else url.searchParams.set(name, formatFieldValue(values[field.key], field));
  }
  if (url.href === location.href) return;
  try {
    history.replaceState(history.state, '', url.href);
  } catch {
    // Sandboxed iframes and some file:// setups refuse; the widget still works.
  }
}
