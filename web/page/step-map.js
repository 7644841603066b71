// A chapter page's sticky step map (built by web/build/page.mjs): it shows
// which step is at the top of the screen, and ticks the steps the reader
// has read, through ProgressStore, so the home page and a later visit see
// them too.
//
// A step counts as read once it has really been read, in one of two ways:
// - scrolled through: its top has been on screen during this visit, and
//   then the reader's own scrolling (wheel, touch, keys, the scrollbar)
//   brought its end (the bottom edge of its last widget, or of the section
//   if it has none) onto the screen or carried it across;
// - stayed on: it filled at least half of the screen below the map, or was
//   all on screen, for DWELL_MS on end, with the page visible;
// - answered: its end is a question (a prediction, an exercise or a
//   checkpoint) and the reader has answered it: made the prediction, solved
//   the exercise, passed the checkpoint. Whoever got that far read the step,
//   however they moved through it.
// A jump (the map, a link, a #hash: ./landing.js) reads nothing by itself:
// the steps it passes over are never on screen, and the view it lands on
// is only where reading starts.

import { landingTarget } from './landing.js';
import { isPass } from '../lib/course/checkpoint-record.js';
import { exerciseSolved } from '../lib/course/progress-store.js';

// The current step is the last one whose top has passed this line, a third
// of the way down the screen (below the sticky map itself).
const CURRENT_LINE = 0.33;
const DWELL_MS = 10000;
const DWELL_SHARE = 0.5;
// Scrolling within this long of the reader's last wheel, touch or key is
// theirs (a wheel's smooth scroll and a flick's momentum run on after it,
// the momentum for two seconds or more).
const INPUT_WINDOW_MS = 3000;
const READER_INPUT = ['wheel', 'touchstart', 'touchmove', 'keydown'];

// The last widget that is not inside another one (a prediction wraps the
// result it guards): usually the step's exercise, or its own widget. Not
// one in an optional disclosure ("More practice", "Go deeper"): closed, it
// has no place on the page, so its end could never be reached, and a step
// is read without its extras.
const optional = (node) => node.closest('details:not([data-path="main"])') !== null;
function endOf(section) {
  const widgets = [...section.querySelectorAll('*')].filter((node) => node.localName.startsWith('attention-') && !optional(node));
  const outermost = widgets.filter((node) => !widgets.some((other) => other !== node && other.contains(node)));
  return outermost.at(-1) ?? section;
}

// What answers the question a step ends with, by the element that asks it:
// the store's kind and which of its values count, as the home page counts
// them (an exercise attempt kept as {solved: false} is not a solved one).
const ANSWERED = {
  'attention-predict': ['prediction', (value) => value !== undefined && value !== null],
  'attention-exercise': ['exercise', exerciseSolved],
  'attention-by-hand': ['checkpoint', isPass],
  'attention-derive': ['checkpoint', isPass],
};
function answered(store, end) {
  const [kind, counts] = ANSWERED[end.localName] ?? [];
  const name = end.getAttribute('name');
  return Boolean(kind && name) && counts(store.get(kind, name));
}

// Whether the reader is scrolling the page themselves.
function readerInput() {
  let last = -Infinity;
  let held = false; // a pointer down: the scrollbar may be dragged
  const now = () => { last = performance.now(); };
  for (const type of READER_INPUT) addEventListener(type, now, { capture: true, passive: true });
  addEventListener('pointerdown', () => { held = true; now(); }, { capture: true, passive: true });
  for (const type of ['pointerup', 'pointercancel']) addEventListener(type, () => { held = false; now(); }, { capture: true, passive: true });
  return {
    scrolling: () => held || performance.now() - last < INPUT_WINDOW_MS,
    forget: () => { last = -Infinity; held = false; },
  };
}

export function initStepMap(store, map = document.querySelector('.step-map')) {
  if (!map) return;
  const steps = [...map.querySelectorAll('[data-step]')].map((link) => {
    const section = document.getElementById(link.dataset.step);
    return section ? { id: link.dataset.step, link, section, end: endOf(section), topSeen: false, dwellSince: null } : null;
  }).filter(Boolean);
  if (steps.length === 0) return;
  const number = map.querySelector('[data-step-number]');
  const title = map.querySelector('[data-step-title]');
  const reader = readerInput();
  // The build marks step 1 current.
  let current = steps.find((step) => step.link.getAttribute('aria-current') === 'step') ?? null;

  function showDone() {
    for (const step of steps) {
      const done = Boolean(store.get('step', step.id));
      step.link.toggleAttribute('data-done', done);
      step.link.querySelector('[data-done-label]')?.toggleAttribute('hidden', !done);
    }
  }

  function showCurrent(step) {
    if (step === current) return;
    current?.link.removeAttribute('aria-current');
    step.link.setAttribute('aria-current', 'step');
    number.textContent = String(steps.indexOf(step) + 1);
    title.textContent = step.link.title;
    current = step;
  }

  function currentStep() {
    const line = innerHeight * CURRENT_LINE;
    const atBottom = innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    if (atBottom) return steps.at(-1);
    let found = steps[0];
    for (const step of steps) if (step.section.getBoundingClientRect().top <= line) found = step;
    return found;
  }

  // Where the end of a step is, measured only when its section is on
  // screen: off screen, a section's content is not laid out
  // (21-render-on-demand.css), and measuring inside it would lay out every
  // section of the chapter at once (that cost a second of main thread at
  // load, under Lighthouse's 4x slower CPU). Off screen, above or below is
  // all that matters.
  function endBottom(step, box) {
    if (box.bottom < 0) return -Infinity;
    if (box.top > innerHeight) return Infinity;
    return step.end.getBoundingClientRect().bottom;
  }

  let lastScroll = scrollY;
  let dwellTimer = 0;
  function observe() {
    const now = performance.now();
    const top = map.getBoundingClientRect().bottom;
    const bottom = innerHeight;
    const within = (y) => y >= top && y <= bottom;
    // Across the screen between two looks, by the reader's own scrolling
    // (a jump further than a scroll would go is not reading).
    const byReader = reader.scrolling() && Math.abs(scrollY - lastScroll) < 2 * innerHeight;
    const across = (before, after) => byReader && before !== undefined
      && ((before > bottom && after < top) || (before < top && after > bottom));
    lastScroll = scrollY;
    let nextDue = Infinity;
    for (const step of steps) {
      if (store.get('step', step.id)) continue;
      const box = step.section.getBoundingClientRect();
      const end = endBottom(step, box);
      if (within(box.top) || across(step.lastTop, box.top)) step.topSeen = true;
      const endReached = byReader && (within(end) || (across(step.lastEnd, end) && end < top));
      step.lastTop = box.top;
      step.lastEnd = end;
      const shown = Math.min(box.bottom, bottom) - Math.max(box.top, top);
      const inView = !document.hidden && (shown >= DWELL_SHARE * (bottom - top) || (box.top >= top && box.bottom <= bottom));
      if (!inView) step.dwellSince = null;
      else step.dwellSince ??= now;
      const stayed = step.dwellSince !== null && now - step.dwellSince >= DWELL_MS;
      if ((step.topSeen && endReached) || stayed) store.set('step', step.id, true);
      else if (step.dwellSince !== null) nextDue = Math.min(nextDue, step.dwellSince + DWELL_MS);
    }
    clearTimeout(dwellTimer);
    if (nextDue < Infinity) dwellTimer = setTimeout(queue, nextDue - now + 20);
  }

  // While a jump settles, the map names the step it goes to (the one that
  // holds its target) and nothing counts as read.
  const stepOf = (node) => steps.find((step) => step.section.contains(node));
  function update() {
    queued = false;
    const target = landingTarget();
    showCurrent((target && stepOf(target)) || currentStep());
    if (!target) observe();
  }
  let queued = false;
  function queue() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  }

  // A jump starts reading afresh: no crossing is measured from the place
  // it left, no stay goes on across it, and the click that made it is not
  // scrolling.
  document.addEventListener('attention-landing', () => {
    reader.forget();
    for (const step of steps) {
      step.lastTop = undefined;
      step.lastEnd = undefined;
      step.dwellSince = null;
    }
    queue();
  });
  document.addEventListener('attention-landed', queue);
  addEventListener('scroll', queue, { passive: true });
  addEventListener('resize', queue, { passive: true });
  document.addEventListener('visibilitychange', queue);
  // Each step recorded here announces itself again: the guard lets the
  // first call finish the list and draw once.
  let marking = false;
  function markAnswered() {
    if (marking) return;
    marking = true;
    for (const step of steps) if (!store.get('step', step.id) && answered(store, step.end)) store.set('step', step.id, true);
    marking = false;
    showDone();
  }
  document.addEventListener('attention-progress', markAnswered);
  markAnswered();
  // The page opens at step 1 as built, or lands on its #hash (which
  // queues a look); otherwise the first look waits until it has loaded.
  if (document.readyState === 'complete') queue();
  else addEventListener('load', queue, { once: true });
}
