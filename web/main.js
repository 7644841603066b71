// The page's entry point (bundled to site/app.js as a classic script, since
// file:// pages cannot load ES modules). It registers the custom elements,
// feeds the URL's state into the walkthrough and writes changes back, and
// wires the theme toggle.

import { AttentionWalkthrough } from './elements/attention-walkthrough.js';
import { readUrlState, writeUrlState } from './lib/url-state.js';
import { WALKTHROUGH_FIELDS } from './lib/walkthrough-fields.js';
import { initThemeToggle } from './lib/theme.js';
import { getAttentionMath } from './lib/module.js';

function defineElements() {
  if (!customElements.get('attention-walkthrough')) {
    customElements.define('attention-walkthrough', AttentionWalkthrough);
  }
}

// Attributes are set before the element is defined, so its first render
// already shows the linked example rather than the default one.
function applyUrlState() {
  const { state, notes } = readUrlState();
  for (const walkthrough of document.querySelectorAll('attention-walkthrough')) {
    for (const field of WALKTHROUGH_FIELDS) walkthrough.setAttribute(field.attribute, String(state[field.key]));
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

function start() {
  const toggle = document.getElementById('theme-toggle');
  if (toggle) initThemeToggle(toggle);
  applyUrlState();
  syncUrlWithWalkthrough();
  getAttentionMath().catch(() => {}); // start compiling now; widgets report failures
  defineElements();
}

start();
