// The embed script's entry point: bundled behind the WebAssembly core into
// site/attention-math-widgets.js, so one classic <script> gives a host page
// every widget as a custom element (<attention-softmax logits="1,2,3">).
// All widgets on a page share one module instance (web/lib/core/module.js). They
// never touch the page's address unless given url-key="…".
// (site/attention-math-widgets.mjs is the same for ES modules: embed-module.js.)

import elements from 'attention:elements';
import guestCss from 'attention:guest-css';
import { defineGuests } from './lib/host/define-guests.js';
import { getAttentionMath } from './lib/core/module.js';
import { coreIsThisScript } from './lib/core/locate.js';

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

coreIsThisScript(); // the compute worker loads its core from this very file
linkDocumentStyles();
getAttentionMath().catch(() => {}); // start compiling now; widgets report failures
defineGuests(elements, guestCss);
