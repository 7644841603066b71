// The page's entry point (bundled to site/app.js as a classic script, since
// file:// pages cannot load ES modules). It registers the custom elements
// and wires the theme toggle. Each widget reads and writes its own part of
// the URL (web/lib/widget/url-state.js).

import elements from 'attention:elements';
import { initThemeToggle } from './lib/host/theme.js';
import { getAttentionMath } from './lib/core/module.js';

// Every file in web/elements/ exports its tag name and class; the build
// collects them. Guarded, so a second copy of the script is harmless.
function defineElements() {
  for (const [tagName, elementClass] of elements) {
    if (!customElements.get(tagName)) customElements.define(tagName, elementClass);
  }
}

// Everything that reads the page's elements waits for the parser.
function start() {
  const toggle = document.getElementById('theme-toggle');
  if (toggle) initThemeToggle(toggle);
  defineElements();
}

// app.js is loaded `async` and may run while the page is still parsing:
// the WebAssembly core starts compiling at once (on background threads),
// and the widgets are defined once the whole page is there.
getAttentionMath().catch(() => {}); // widgets report failures
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
