// The walkthrough's state lives in the query string (?seed=&dk=&dv=, plus
// tokens= and x= when the reader has edited the embeddings) so a
// reader can share or bookmark exactly the example they are looking at.
// replaceState, not pushState: tweaking a number should not flood the
// back button with one history entry per keystroke.

import { parseBoundedInteger } from '../fields/parse-integer.js';
import { WALKTHROUGH_FIELDS } from '../../elements/walkthrough/fields.js';

// Returns {state, notes}. A parameter that is missing takes its default
// silently; one that is present but unusable takes its default and adds a
// note, so a mistyped link says why it shows something else.
export function readUrlState(search = location.search) {
  const params = new URLSearchParams(search);
  const state = {};
  const notes = [];
  for (const field of WALKTHROUGH_FIELDS) {
    state[field.key] = field.fallback;
    if (!params.has(field.param)) continue;
    const parsed = parseBoundedInteger(params.get(field.param), field);
    if (parsed.ok) state[field.key] = parsed.value;
    else notes.push(`Ignored ${field.param}= in the link: ${parsed.message} Using the default, ${field.fallback}.`);
  }
  // Checked by the element, which explains a bad pair next to the editor.
  for (const key of ['tokens', 'x']) if (params.has(key)) state[key] = params.get(key);
  return { state, notes };
}

// Keeps any parameters that are not ours (a later section may add its own)
// and leaves the path and fragment alone, which keeps this working from a
// sub-path and from file://.
export function writeUrlState(state) {
  const url = new URL(location.href);
  for (const field of WALKTHROUGH_FIELDS) url.searchParams.set(field.param, String(state[field.key]));
  for (const key of ['tokens', 'x']) {
    if (state[key] === null || state[key] === undefined) url.searchParams.delete(key);
    else url.searchParams.set(key, state[key]);
  }
  if (url.href === location.href) return;
  try {
    history.replaceState(history.state, '', url.href);
  } catch {
    // Some embedders (sandboxed iframes, odd file:// setups) refuse
    // replaceState; the page still works, the URL just does not follow.
  }
}
