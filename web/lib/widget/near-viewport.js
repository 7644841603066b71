// Widgets draw their numbers when they come near the viewport, not all at
// load: drawing all sixteen at once kept the main thread busy for over a
// second before the page answered its first click. A widget still draws at
// once when it sits in the section the URL's #hash links to (the browser
// scrolls there, and widgets taller than the screen would otherwise wait),
// when the hash changes to its section, and before printing.

import { whenIdle } from '../core/idle.js';

// A widget on screen draws at once. One within MARGIN of the screen draws
// when the browser is idle, one per idle period, so that widgets the reader
// cannot see yet never delay the first input; MARGIN is far enough ahead
// that they have drawn before a reader scrolling at a normal pace gets there.
const MARGIN = '1000px 0px';
const IDLE_TIMEOUT_MS = 2000;

const waiting = new Map(); // element → callback
const nearQueue = [];
let onScreen = null;
let nearby = null;
let idleScheduled = false;

function release(element) {
  const callback = waiting.get(element);
  if (!callback) return;
  waiting.delete(element);
  markPending();
  onScreen?.unobserve(element);
  nearby?.unobserve(element);
  callback();
}


function drainNearQueue() {
  idleScheduled = false;
  const next = nearQueue.shift();
  if (next) release(next);
  if (nearQueue.length) scheduleNear();
}

function scheduleNear() {
  if (idleScheduled) return;
  idleScheduled = true;
  whenIdle(drainNearQueue, IDLE_TIMEOUT_MS);
}

function inLinkedSection(element) {
  let id = '';
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return false; // a malformed hash links nowhere
  }
  const target = id ? document.getElementById(id) : null;
  return Boolean(target && (target.contains(element) || element.contains(target)));
}

function releaseAll(filter = () => true) {
  for (const element of [...waiting.keys()]) if (filter(element)) release(element);
}

// Every other widget is built too, in document order, one per idle period,
// starting a while after the page has loaded: Tab, find-in-page and a
// screen reader's list of fields must reach every widget, not only those a
// reader has scrolled near. Idle periods only, so input always comes first.
// Five seconds, not one and a half: the first far widget loads the
// WebAssembly core (web/lib/core/module.js), and its compile and the first
// drawings (each widget its own task, some 100 ms on a phone) then fall
// after the page has become interactive, not into its loading, where they
// were most of Lighthouse's total blocking time (mobile preset).
const BACKGROUND_DELAY_MS = 5000;

// 'before-load' until the page's load event, then 'scheduled' (the delay),
// 'running' (one widget per idle period) and 'idle' once none is waiting.
// Single-page hosts (VitePress, Docusaurus, MkDocs Material's instant
// navigation) bring a new page's widgets without a load event: the first one
// to wait while the build is idle starts it again, after the same delay, so
// the new page's first paint and its visible widgets come first.
let background = 'before-load';

// While widgets wait to be built, <html> carries data-widgets-pending: each
// one built changes the page's height where it stands, perhaps far above the
// screen, so a landing holds its target in place until none is left
// (web/page/landing.js, in the page's own bundle, which shares no module
// state with the widgets' bundle: hence an attribute).
function markPending() {
  document.documentElement.toggleAttribute('data-widgets-pending', waiting.size > 0);
}

function buildNextInBackground() {
  const next = waiting.keys().next();
  if (next.done) {
    background = 'idle';
    return;
  }
  release(next.value);
  whenIdle(buildNextInBackground, IDLE_TIMEOUT_MS);
}

function startBackgroundBuild() {
  background = 'scheduled';
  setTimeout(() => {
    background = 'running';
    whenIdle(buildNextInBackground, IDLE_TIMEOUT_MS);
  }, BACKGROUND_DELAY_MS);
}

let listening = false;
function listenOnce() {
  if (listening) return;
  listening = true;
  addEventListener('hashchange', () => releaseAll(inLinkedSection));
  addEventListener('beforeprint', () => releaseAll());
  if (document.readyState === 'complete') startBackgroundBuild();
  else addEventListener('load', startBackgroundBuild, { once: true });
}

// Calls `callback` once, when `element` is within MARGIN of the viewport.
export function whenNearViewport(element, callback) {
  if (typeof IntersectionObserver !== 'function' || inLinkedSection(element)) {
    callback();
    return;
  }
  listenOnce();
  onScreen ??= new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) release(entry.target);
  });
  nearby ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || nearQueue.includes(entry.target)) continue;
      nearQueue.push(entry.target);
      scheduleNear();
    }
  }, { rootMargin: MARGIN });
  waiting.set(element, callback);
  markPending();
  onScreen.observe(element);
  nearby.observe(element);
  if (background === 'idle') startBackgroundBuild();
}

// A widget removed before it came near the viewport is forgotten: nothing
// here keeps a reference to it.
export function cancelNearViewport(element) {
  if (!waiting.delete(element)) return;
  markPending();
  onScreen?.unobserve(element);
  nearby?.unobserve(element);
  const queued = nearQueue.indexOf(element);
  if (queued >= 0) nearQueue.splice(queued, 1);
}

// The controller form: onNear() runs once, the first time the host is near
// the viewport while connected. A host removed before that stops waiting,
// and waits again if it comes back.
export class NearViewport {
  constructor(host, onNear) {
    this.host = host;
    this.onNear = onNear;
    this.done = false;
    host.addController(this);
  }

  hostConnected() {
    if (this.done || this.waiting) return;
    this.waiting = true;
    whenNearViewport(this.host, () => {
      this.waiting = false;
      this.done = true;
      this.onNear();
    });
  }

  // Now, without waiting (an export asked for the figure): once, as ever.
  startNow() {
    if (this.done) return;
    if (this.waiting) cancelNearViewport(this.host);
    this.waiting = false;
    this.done = true;
    this.onNear();
  }

  hostDisconnected() {
    if (!this.waiting) return;
    this.waiting = false;
    cancelNearViewport(this.host);
  }
}
