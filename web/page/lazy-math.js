// The formulas of a disclosure closed as built ship typeset inside
// <noscript class="lazy-math"> (web/build/math.mjs): with scripting on, that
// is one text node, so they cost the page no elements while nobody can see
// them. The first time the disclosure
// opens (a click, a link or find in page into it, a script setting `open`),
// each is replaced by its formula, HTML and MathML alike, and the
// display formulas' boxes are watched like the others (a Tab stop only while
// they scroll).

import { watchFormulaBox } from '../figures/dom/overflow.js';

function fill(details) {
  for (const waiting of details.querySelectorAll('noscript.lazy-math')) {
    if (waiting.parentElement.closest('details') !== details) continue; // a nested disclosure's, for when it opens
    const typeset = document.createRange().createContextualFragment(waiting.textContent);
    const formulas = [...typeset.children];
    waiting.replaceWith(typeset);
    for (const node of formulas) if (node.classList.contains('math-scroll')) watchFormulaBox(node);
  }
}

export function initLazyMath(root = document) {
  // `toggle` does not bubble: caught on the way down.
  root.addEventListener('toggle', (event) => {
    if (event.target.localName === 'details' && event.target.open) fill(event.target);
  }, { capture: true });
  // Opened before this script ran.
  for (const details of root.querySelectorAll('details[open]')) fill(details);
}
