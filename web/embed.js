// The embed script's entry point: bundled behind the WebAssembly core into
// site/attention-math-widgets.js, so one classic <script> gives a host page
// every widget as a custom element (<attention-softmax logits="1,2,3">).
// All widgets on a page share one module instance (web/lib/core/module.js). They
// never touch the page's address unless given url-key="…".

import elements from 'attention:elements';
import guestCss from 'attention:guest-css';
import { guestElement } from './lib/host/guest-element.js';
import { getAttentionMath } from './lib/core/module.js';

// Read while this script runs: later document.currentScript is null. The
// companion files are found next to the script, so the bundle works from
// file://, from a sub-path and from another folder than the page's.
const scriptUrl = document.currentScript?.src;

// attention-math-widgets.css does what a shadow root cannot: it registers
// the KaTeX fonts in the document (Chromium ignores @font-face in a shadow
// root) and reserves each widget's height before it upgrades. Authors may
// link it in <head> themselves, which also covers the first paint.
function linkDocumentStyles() {
  if (!scriptUrl) return;
  const href = new URL('attention-math-widgets.css', scriptUrl).href;
  const linked = [...document.querySelectorAll('link[rel~="stylesheet"]')].some((link) => link.href === href);
  if (linked) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

function defineElements() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(guestCss);
  for (const [tagName, elementClass] of elements) {
    if (!customElements.get(tagName)) customElements.define(tagName, guestElement(elementClass, sheet));
  }
}

linkDocumentStyles();
getAttentionMath().catch(() => {}); // start compiling now; widgets report failures
defineElements();
