// What a checkpoint holds back until it is passed or the reader asks for
// help: on a chapter page, an element marked data-after="<checkpoint>" (the
// formula and its map, behind the blank-slate derivation) is not shown while
// that checkpoint's numbers are locked (web/lib/course/aid-state.js), and is
// shown from then on. CSS hides it until this script says data-open
// (web/styles/80-course.css, screen only: with scripting off, or printed, it
// is there). A link that sets the state of a widget inside it
// (formula.html?formula.n=7) asks for it, and that is help, as the
// checkpoint's own "Show me" is. Printing shows it too (beforeprint), and
// hides it again after. An element marked data-before="<checkpoint>" is the
// line that stands in for such a part: shown while it is held back, gone
// once it is shown.

import { aidsLocked, askHelp } from '../lib/course/aid-state.js';

// The url-keys of the widgets in (or at) `node`.
const urlKeysIn = (node) => [node, ...node.querySelectorAll('[url-key]')].map((n) => n.getAttribute('url-key')).filter(Boolean);

export function initGuards(store) {
  const guarded = [...document.querySelectorAll('[data-after]')];
  const standIns = [...document.querySelectorAll('[data-before]')];
  if (guarded.length === 0) return;
  const params = [...new URLSearchParams(location.search).keys()];
  for (const node of guarded) {
    const asked = urlKeysIn(node).some((key) => params.some((param) => param.startsWith(`${key}.`)));
    if (asked) askHelp(node.dataset.after, store);
  }
  let printing = false;
  const draw = () => {
    for (const node of guarded) node.toggleAttribute('data-open', printing || !aidsLocked(node.dataset.after, store));
    for (const node of standIns) node.toggleAttribute('data-open', printing || !aidsLocked(node.dataset.before, store));
  };
  document.addEventListener('attention-progress', draw);
  addEventListener('beforeprint', () => { printing = true; draw(); });
  addEventListener('afterprint', () => { printing = false; draw(); });
  draw();
}
