// The ES module entry point, bundled to site/attention-math-widgets.mjs: the
// same guests as the classic embed script (embed.js), for bundlers (Vite,
// webpack), documentation tools built on them (VitePress, Docusaurus) and
// <script type="module">. It does not hold the core: the first widget that
// needs numbers imports attention-math.mjs from beside this file, and slow
// calls go to compute-worker.mjs beside it (or to where configure() says).
// Both are written as literal relative URLs, which bundlers follow and copy.
//
// Importing it twice, or after the classic script, is harmless: elements
// already defined are kept, and every copy shares one core (lib/core/shared.js).
//
// The styles: each widget's stylesheet is inside this file (adopted by its
// shadow root, as in the classic script); the document gets the reserved
// heights as an adopted stylesheet and the KaTeX fonts as FontFace objects
// whose files are found from import.meta.url, so there is no CSS file to
// link and no request outside the package's folder.

import elements from 'attention:elements';
import guestCss from 'attention:guest-css';
import reserveCss from 'attention:reserve-css';
import katexFonts from 'attention:katex-fonts';
import { defineGuests } from './lib/host/define-guests.js';
import { getAttentionMath } from './lib/core/module.js';
import { configure, setModuleDefaults } from './lib/core/locate.js';

setModuleDefaults({
  importCore: (url) => (url ? import(/* @vite-ignore */ /* webpackIgnore: true */ url) : import('./attention-math.mjs')),
  startWorker: () => new Worker(new URL('./compute-worker.mjs', import.meta.url), { type: 'module' }),
});

const DOCUMENT_STYLES = Symbol.for('attention-math.document-styles');

// Once per document, whichever copy comes first. Fonts the document already
// declares (attention-math-widgets.css linked by the page, or by the
// classic script) are not declared twice.
function adoptDocumentStyles() {
  if (document[DOCUMENT_STYLES]) return;
  document[DOCUMENT_STYLES] = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reserveCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const face = (family, weight, style) => `${family.replace(/["']/g, '')} ${weight} ${style}`;
  const declared = new Set([...document.fonts].map((f) => face(f.family, f.weight, f.style)));
  for (const [family, descriptors, url] of katexFonts) {
    if (declared.has(face(family, descriptors.weight, descriptors.style))) continue;
    document.fonts.add(new FontFace(family, `url("${url.href}") format("woff2")`, descriptors));
  }
}

// Imported where there is no DOM (a documentation tool's server-side
// render, Node), the module defines nothing and does not fail.
if (globalThis.document && globalThis.customElements) {
  adoptDocumentStyles();
  defineGuests(elements, guestCss);
}

/** The tag names this module defines. */
export const tagNames = elements.map(([tagName]) => tagName);

export { configure, getAttentionMath };
