// Jumps within a chapter land where they point. The page lays out and
// draws its sections as they come near the screen (21-render-on-demand.css,
// web/lib/widget/near-viewport.js), so after a jump the sections and
// widgets above the target take their real height one after another and
// push it down, by up to a few thousand pixels. A landing keeps the
// target's top just under the sticky step map while that happens: it
// re-scrolls after every change of layout, before the frame is painted,
// until the reader scrolls, types or clicks (or anything else scrolls the
// page), or SETTLE_MS after the last change. Handled here: a click on a link to this page's #id (the step
// map, "Top", the prose's own links), a #hash on arrival (a link from
// another chapter, a bookmark) and a hash typed in. Not a return through
// Back or a reload: the browser puts the reader back where they were.
//
// The page announces a landing on `document` with `attention-landing`
// (detail: the target) and its end with `attention-landed`, so the step
// map can name the target's step meanwhile and not count what a jump
// shows as read (./step-map.js).

// Anchored until this long after the last change of layout (and after load).
const SETTLE_MS = 2000;
// And never longer than this: a page that keeps changing is left alone.
const LIMIT_MS = 15000;
// Between the step map's bottom edge and the target's top.
const GAP_PX = 4;
// With motion allowed, a jump this short (in screens) scrolls smoothly;
// longer ones, and every jump with reduced motion, are instant.
const SMOOTH_SCREENS = 2;

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'];

// Widgets this far above the screen still count as near: they draw one per
// idle period (near-viewport.js's margin), and on a busy machine the gap
// between two of them can pass SETTLE_MS.
const NEAR_PX = 1000;

// Whether a widget above the target, near the screen, has yet to draw: it
// will grow when it does and push the target down, so the landing holds on.
function drawingAbove(target) {
  const top = target.getBoundingClientRect().top;
  for (const widget of document.querySelectorAll('[data-state="loading"], [data-state="computing"]')) {
    const box = widget.getBoundingClientRect();
    // Not laid out (a closed disclosure, a checkpoint's held-back aid, which
    // guards.js's CSS hides): it draws when shown, which a landing cannot wait for.
    if (!box.height) continue;
    if (box.top < top && box.bottom > -NEAR_PX) return true;
  }
  return false;
}

let active = null;

// The scroll position that puts `target` just under the step map (or the
// page's top edge, without one), within what the page can scroll to.
function restingPlace(target) {
  const bar = document.querySelector('.step-map');
  const offset = (bar ? bar.offsetHeight : 0) + GAP_PX;
  const wanted = scrollY + target.getBoundingClientRect().top - offset;
  const last = document.documentElement.scrollHeight - innerHeight;
  return { y: Math.round(Math.max(0, Math.min(wanted, last))), offset };
}

const motionReduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

class Landing {
  constructor(target, { smooth }) {
    this.target = target;
    this.started = performance.now();
    this.lastShift = this.started;
    this.stopped = false;
    // The browser keeps scrolling a #hash's element into view while the
    // page loads, with the element's scroll-margin: the same offset as
    // ours, or the two would take turns.
    this.marginBefore = target.style.scrollMarginTop;
    const { y, offset } = restingPlace(target);
    target.style.scrollMarginTop = `${offset}px`;
    this.smoothUntil = smooth && !motionReduced() && Math.abs(y - scrollY) <= SMOOTH_SCREENS * innerHeight ? this.started + 1000 : 0;
    this.place(this.smoothUntil ? 'smooth' : 'instant');
    this.targetAt = this.targetY();
    this.height = document.documentElement.scrollHeight;
    this.scrolledTo = scrollY;
    this.stopOnInput = () => this.stop();
    for (const type of READER_INPUT) addEventListener(type, this.stopOnInput, { capture: true, passive: true });
    // After layout and before paint: a change of height above the target
    // is answered in the frame that made it, so the reader never sees it.
    this.resizes = new ResizeObserver(() => this.check());
    this.resizes.observe(document.body);
    const bar = document.querySelector('.step-map');
    if (bar) this.resizes.observe(bar);
    this.frame = requestAnimationFrame(() => this.tick());
    document.dispatchEvent(new CustomEvent('attention-landing', { detail: target }));
  }

  place(behavior = 'instant') {
    const { y } = restingPlace(this.target);
    if (Math.abs(y - scrollY) < 1) return false;
    scrollTo({ top: y, behavior });
    return true;
  }

  // The target's place in the page, which only a change of layout moves.
  targetY() {
    return scrollY + this.target.getBoundingClientRect().top;
  }

  check() {
    if (this.stopped || !this.target.isConnected) return;
    const targetY = this.targetY();
    const height = document.documentElement.scrollHeight;
    // Moved in the page, or the page's length changed (a landing near the
    // end, or one that began before the page had its length, may have been
    // short of its place).
    const shifted = Math.abs(targetY - this.targetAt) >= 1 || height !== this.height;
    this.targetAt = targetY;
    this.height = height;
    // While a smooth scroll runs, only a change of layout re-aims it.
    if (performance.now() < this.smoothUntil) {
      if (shifted) this.place('smooth');
      this.scrolledTo = scrollY;
      return;
    }
    // The page scrolled with nothing moved: not us, so someone else (the
    // scrollbar, find in page, a script) took over.
    if (!shifted && Math.abs(scrollY - this.scrolledTo) >= 1) {
      this.stop();
      return;
    }
    if (this.place()) this.lastShift = performance.now();
    this.scrolledTo = scrollY;
  }

  tick() {
    if (this.stopped) return;
    if (!this.target.isConnected) {
      this.stop();
      return;
    }
    this.check();
    const now = performance.now();
    // A widget above the target yet to draw, near or (built in the background
    // after load) far above: either will grow and push the target down, and
    // the browser's scroll anchoring did not hold it (review.html's second
    // step ended 2,134 px low when three far widgets were built after the
    // landing had ended), so the landing holds on, up to LIMIT_MS.
    if (drawingAbove(this.target) || document.documentElement.hasAttribute('data-widgets-pending')) this.lastShift = now;
    const loaded = document.readyState === 'complete';
    if ((loaded && now - this.lastShift > SETTLE_MS && now > this.smoothUntil) || now - this.started > LIMIT_MS) {
      this.stop();
      return;
    }
    this.frame = requestAnimationFrame(() => this.tick());
  }

  stop() {
    if (this.stopped) return;
    this.stopped = true;
    cancelAnimationFrame(this.frame);
    this.resizes.disconnect();
    for (const type of READER_INPUT) removeEventListener(type, this.stopOnInput, { capture: true });
    this.target.style.scrollMarginTop = this.marginBefore;
    if (active === this) active = null;
    document.dispatchEvent(new CustomEvent('attention-landed', { detail: this.target }));
  }
}

// Lands on `target` now, in place of any landing under way.
export function land(target, { smooth = false } = {}) {
  active?.stop();
  active = new Landing(target, { smooth });
  return active;
}

// The landing under way, if any: its target.
export const landingTarget = () => active?.target ?? null;

// The element a #hash names on this page, or null.
function elementOf(hash) {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed hash names nothing
  }
}

// A plain click (no new tab or window asked for) on a link to an id of
// this very page.
function inPageTarget(event) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target.closest?.('a[href]');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search) return null;
  return elementOf(url.hash) ? { link, hash: url.hash, target: elementOf(url.hash) } : null;
}

function arrivedByTraversal() {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

export function initLandings() {
  let lastNavigation = '';
  let ownHash = null; // the hash our click handler set, until its hashchange
  globalThis.navigation?.addEventListener('navigate', (event) => { lastNavigation = event.navigationType; });
  document.addEventListener('click', (event) => {
    const found = inPageTarget(event);
    if (!found) return;
    event.preventDefault();
    // Through location.hash, so the history, :target and `hashchange`
    // (which draws the target's widgets at once) are as for any link; the
    // landing then moves the page before it is painted.
    if (location.hash !== found.hash) {
      ownHash = found.hash;
      location.hash = found.hash;
    }
    land(found.target, { smooth: true });
  });
  addEventListener('hashchange', () => {
    // The hashchange our own click made is not a new jump, even when the
    // landing it started has already ended: Chromium runs input before
    // other tasks, so under load a key pressed right after the click can
    // stop the landing before this event arrives, and landing again here
    // would pull the reader back (course-navigation's step-map test timed
    // out so on formula.html, in a clean-clone run with both cores busy).
    const own = ownHash !== null && location.hash === ownHash;
    ownHash = null;
    const target = elementOf(location.hash);
    if (own || !target || target === landingTarget() || lastNavigation === 'traverse') return;
    land(target);
  });
  // Laid out for paper, the page changes height: not a shift to answer.
  addEventListener('beforeprint', () => active?.stop());
  const target = elementOf(location.hash);
  if (target && !arrivedByTraversal()) land(target);
}
