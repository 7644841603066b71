// The page's entry point (bundled to site/app.js as a classic script, since
// file:// pages cannot load ES modules). It registers the custom elements,
// feeds the URL's state into the walkthrough and writes changes back, and
// wires the theme toggle.

import elements from 'attention:elements';
import { readUrlState, writeUrlState } from './lib/widget/walkthrough-url.js';
import { WALKTHROUGH_FIELDS } from './elements/walkthrough/fields.js';
import { initThemeToggle } from './lib/host/theme.js';
import { getAttentionMath } from './lib/core/module.js';

// Every file in web/elements/ exports its tag name and class; the build
// collects them. Guarded, so a second copy of the script is harmless.
function defineElements() {
  for (const [tagName, elementClass] of elements) {
    if (!customElements.get(tagName)) customElements.define(tagName, elementClass);
  }
}

// Attributes are set before the element is defined, so its first render
// already shows the linked example rather than the default one.
function applyUrlState() {
  const { state, notes } = readUrlState();
  for (const walkthrough of document.querySelectorAll('attention-walkthrough')) {
    for (const field of WALKTHROUGH_FIELDS) walkthrough.setAttribute(field.attribute, String(state[field.key]));
    for (const key of ['tokens', 'x']) if (key in state) walkthrough.setAttribute(key, state[key]);
  }
  showUrlNotes(notes);
}

function showUrlNotes(notes) {
  const box = document.getElementById('url-note');
  if (!box || notes.length === 0) return;
  box.replaceChildren(...notes.map((note) => Object.assign(document.createElement('p'), { textContent: note })));
  box.hidden = false;
}

function syncUrlWithWalkthrough() {
  document.addEventListener('walkthrough-change', (event) => writeUrlState(event.detail));
}

// Everything that reads the page's elements waits for the parser.
function start() {
  const toggle = document.getElementById('theme-toggle');
  if (toggle) initThemeToggle(toggle);
  applyUrlState();
  syncUrlWithWalkthrough();
  defineElements();
}

// app.js is loaded `async` and may run while the page is still parsing:
// the WebAssembly core starts compiling at once (on background threads),
// and the widgets are defined once the whole page is there.
getAttentionMath().catch(() => {}); // widgets report failures
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
