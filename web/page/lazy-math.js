// The formulas of a disclosure closed as built ship typeset inside
// <template class="lazy-math"> (web/build/math.mjs), so they cost the page
// no elements while nobody can see them. The first time the disclosure
// opens (a click, a link or find in page into it, a script setting `open`),
// each template is replaced by its formula, HTML and MathML alike, and the
// display formulas' boxes are watched like the others (a Tab stop only while
// they scroll).

import { watchFormulaBox } from '../figures/dom/overflow.js';

function fill(details) {
  for (const template of details.querySelectorAll('template.lazy-math')) {
    if (template.parentElement.closest('details') !== details) continue; // a nested disclosure's, for when it opens
    const formulas = [...template.content.children];
    if (template.nextElementSibling?.localName === 'noscript') template.nextElementSibling.remove(); // the copy for scripting off
    template.replaceWith(template.content);
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
