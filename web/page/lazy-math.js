// The formulas of a disclosure closed as built ship typeset inside
// <template class="lazy-math"> (web/build/math.mjs), so they cost the page
// no elements while nobody can see them. The first time the disclosure
// opens (a click, a link or find in page into it, a script setting `open`),
// each template is replaced by its formula, HTML and MathML alike, and the
// display formulas' boxes are watched like the others (a Tab stop only while
// they scroll).
//
// Past a page's first section, the other formulas ship with their MathML in
// place and KaTeX's HTML face in a <template class="katex-face">: a
// section's faces are put in place when it comes within a screen and a half
// of the viewport, at once for the section a link lands in, and all of them
// before printing; what enters a reached section later (a prediction's
// result, put back when it is answered) at once. (A formula's box
// is checked again once its formula has its face.)

import { recheckWithin, watchFormulaBox } from '../figures/dom/overflow.js';

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

// Every waiting face inside `scope`, put in place.
export function fillFaces(scope) {
  for (const template of scope.querySelectorAll('template.katex-face')) template.replaceWith(template.content);
  recheckWithin(scope);
}

// Far enough ahead that a face is in place before a reader, scrolling, sees
// the MathML it stands in for.
const AHEAD = '150% 0px';

export function initLazyFaces(root = document) {
  const sections = [...root.querySelectorAll('main > section[id]')];
  if (!root.querySelector('main template.katex-face')) return;
  // Sections whose faces are in place: what is put into one later (a
  // prediction's result, out of the document until it is answered) gets
  // its faces at once.
  const reached = new WeakSet();
  const reach = (section) => {
    reached.add(section);
    fillFaces(section);
  };
  new MutationObserver((records) => {
    for (const { addedNodes } of records) {
      for (const node of addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE || !reached.has(node.closest('main > section[id]'))) continue;
        if (node.matches('template.katex-face')) {
          const parent = node.parentElement;
          node.replaceWith(node.content);
          recheckWithin(parent);
        } else fillFaces(node);
      }
    }
  }).observe(root.querySelector('main') ?? root, { childList: true, subtree: true });
  addEventListener('beforeprint', () => { for (const section of sections) reach(section); });
  const landing = location.hash ? root.getElementById?.(decodeURIComponent(location.hash.slice(1))) : null;
  const near = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      if (!isIntersecting) continue;
      near.unobserve(target);
      reach(target);
    }
  }, { rootMargin: AHEAD });
  for (const section of sections) {
    if (landing && section.contains(landing)) reach(section);
    else near.observe(section);
  }
}
