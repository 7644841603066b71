// Whether a figure's scrolling box actually scrolls: then it joins the tab
// order (a scrolling region must be reachable by keyboard; a static one
// need not), and if it scrolls sideways it shows a cue that there is more
// to the side.
//
// Reading scrollWidth right after a redraw forces a layout in the middle of
// a slider's task; one ResizeObserver for every box, on the box and on its
// content, runs after the browser's own layout instead and sees the same
// sizes. A widget that leaves the document stops the watching of the boxes
// inside it (pauseWithin) and, if it comes back, resumes it (resumeWithin):
// nothing here holds on to a removed widget's nodes.

const watched = new Map(); // box → {content, onChange, onResize, scrolls, reachable}
let observer = null;

function check(box) {
  const entry = watched.get(box);
  if (!entry) return;
  entry.onResize?.();
  if (entry.sizeOnly) return;
  // The keyboard must reach a box that scrolls either way (a long table
  // with a height limit scrolls down); the cue and onChange are about
  // scrolling sideways, the way a figure can be too wide.
  const wide = box.scrollWidth > box.clientWidth + 1;
  const tall = box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(box).overflowY);
  const reachable = wide || tall;
  if (entry.reachable !== reachable) {
    entry.reachable = reachable;
    if (reachable) box.tabIndex = 0;
    else box.removeAttribute('tabindex');
  }
  if (entry.scrolls === wide) return;
  entry.scrolls = wide;
  box.classList.toggle('is-scrollable', wide);
  entry.onChange?.(wide);
}

// The observer only notes which boxes changed; they are checked in the next
// animation frame. Checking inside the callback toggled classes and tabindex
// and ran onChange/onResize (a chart redrawing at its new size), which
// changes sizes the observer watches in the same frame: the browser then
// gives up on the loop with "ResizeObserver loop completed with undelivered
// notifications", an error event on the page (printed by WebKit, fired
// silently by Chromium and Firefox, "Script error." from file://).
const pending = new Set();
let frame = 0;

function checkPending() {
  frame = 0;
  const boxes = [...pending];
  pending.clear();
  for (const box of boxes) check(box);
}

function start() {
  if (observer || typeof ResizeObserver !== 'function') return;
  observer = new ResizeObserver((entries) => {
    for (const { target } of entries) pending.add(watched.has(target) ? target : target.parentElement);
    frame ||= requestAnimationFrame(checkPending);
  });
}

// Watches `box`; returns setContent(node), to call when the box's content
// is replaced (the content's own size changes are watched too).
// onChange(scrolls) runs when the box starts or stops scrolling sideways;
// onResize() on every change of size of the box or its content, first.
export function watchOverflow(box, onChange, onResize) {
  start();
  const entry = { content: null, onChange, onResize, scrolls: null, reachable: null };
  watched.set(box, entry);
  observer?.observe(box);
  return (content) => {
    if (entry.content && observer) observer.unobserve(entry.content);
    entry.content = content;
    if (!watched.has(box)) return; // paused: observed again on resume
    if (observer) observer.observe(content);
    else queueMicrotask(() => check(box));
  };
}

// Calls onResize() whenever `node` changes size (a chart that draws itself
// at the size it is shown), paused and resumed with its widget like the boxes.
export function watchSize(node, onResize) {
  start();
  watched.set(node, { content: null, onResize, sizeOnly: true, scrolls: null });
  observer?.observe(node);
}

// The page's display formulas (web/build/math.mjs puts each in a
// .math-scroll box): a Tab stop only while it scrolls, following the width.
// A box in a section the browser has not laid out yet (content-visibility)
// is measured once it is.
export function watchFormulaBoxes(root = document) {
  for (const box of root.querySelectorAll('.math-scroll')) watchFormulaBox(box);
  recheckWithin(root);
}

// One such box, put in the page later (web/page/lazy-math.js). The box
// alone is observed, not its formula too: with both, WebKit (which lays a
// formula out again when its face or font arrives, between two rounds of
// the observers' loop) found the box changed after its formula's change was
// delivered, and printed "ResizeObserver loop completed with undelivered
// notifications" (1 load in 4 under load). What changes a formula's width
// and not its box's size, a face put in place or a font loaded, asks for
// a check (recheckWithin).
export function watchFormulaBox(box) {
  watchOverflow(box);
}

let fontsWatched = false;

// Checks, in the next frame, every watched box inside `root`.
export function recheckWithin(root) {
  for (const box of watched.keys()) if (root.contains(box)) pending.add(box);
  if (pending.size) frame ||= requestAnimationFrame(checkPending);
  if (!fontsWatched && document.fonts) {
    fontsWatched = true;
    document.fonts.addEventListener('loadingdone', () => recheckWithin(document));
  }
}

// [box, entry] pairs for every watched box inside `root`, no longer watched.
export function pauseWithin(root) {
  const paused = [];
  for (const [box, entry] of watched) {
    if (!root.contains(box)) continue;
    watched.delete(box);
    observer?.unobserve(box);
    if (entry.content) observer?.unobserve(entry.content);
    paused.push([box, entry]);
  }
  return paused;
}

export function resumeWithin(paused) {
  for (const [box, entry] of paused) {
    watched.set(box, entry);
    observer?.observe(box);
    if (entry.content) observer?.observe(entry.content);
  }
}

// The controller form (../../lib/widget/controllers.js): a widget's boxes
// are watched while the widget is in a document.
export class OverflowWatch {
  constructor(host) {
    this.host = host;
    this.paused = null;
    host.addController(this);
  }

  hostConnected() {
    if (this.paused) resumeWithin(this.paused);
    this.paused = null;
  }

  hostDisconnected() {
    this.paused = pauseWithin(this.host.renderRoot);
  }
}
