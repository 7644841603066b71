// The page's entry point, bundled once per chapter (site/app-<chapter>.js,
// web/build.mjs) as a classic script, since file:// pages cannot load ES
// modules: each chapter's bundle holds only the custom elements its sections
// use. It registers them and wires the theme toggle. Each widget reads and
// writes its own part of the URL (web/lib/widget/url-state.js). The
// WebAssembly core is not loaded here: the first widget that asks for
// numbers loads it, after the page's first paint (web/lib/core/module.js).

import elements from 'attention:elements';
import { initThemeToggle } from './lib/host/theme.js';
import { setLanguage } from './lib/text/messages.js';

// The page's language (<html lang>): what every widget says, unless one has
// a lang of its own. Each bundle has its own copy of the catalogue module,
// so this one sets it too (course.js sets its own).
setLanguage(document.documentElement.lang);

// Every file in web/elements/ exports its tag name and class; the build
// collects those a chapter uses. Guarded, so a second copy of the script is harmless.
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

// The bundle is loaded `async` and may run while the page is still parsing:
// the widgets are defined once the whole page is there.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
