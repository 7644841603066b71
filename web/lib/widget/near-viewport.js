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
// starting a little after the page has loaded: Tab, find-in-page and a
// screen reader's list of fields must reach every widget, not only those a
// reader has scrolled near. Idle periods only, so input always comes first.
const BACKGROUND_DELAY_MS = 1500;

function buildNextInBackground() {
  const next = waiting.keys().next();
  if (next.done) return;
  release(next.value);
  whenIdle(buildNextInBackground, IDLE_TIMEOUT_MS);
}

function startBackgroundBuild() {
  setTimeout(() => whenIdle(buildNextInBackground, IDLE_TIMEOUT_MS), BACKGROUND_DELAY_MS);
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
  onScreen.observe(element);
  nearby.observe(element);
}
