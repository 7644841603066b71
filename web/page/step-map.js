// A chapter page's sticky step map (built by web/build/page.mjs): it shows
// which step the reader is in as they scroll, and ticks the steps they have
// read, from ProgressStore, so the home page and a later visit see them too.
//
// A step counts as read once the reader has reached its end: the bottom
// edge of its last widget (or of the section, if it has none) has been on
// screen, or scrolled across it. Reaching it is what counts, not being
// beyond it, so jumping to a later step from the map or a link does not
// tick the ones skipped over.

// The current step is the last one whose top has passed this line, a third
// of the way down the screen (below the sticky map itself).
const CURRENT_LINE = 0.33;

// The last widget that is not inside another one (a prediction wraps the
// result it guards): usually the step's exercise, or its own widget.
function endOf(section) {
  const widgets = [...section.querySelectorAll('*')].filter((node) => node.localName.startsWith('attention-'));
  const outermost = widgets.filter((node) => !widgets.some((other) => other !== node && other.contains(node)));
  return outermost.at(-1) ?? section;
}

export function initStepMap(store, map = document.querySelector('.step-map')) {
  if (!map) return;
  const steps = [...map.querySelectorAll('[data-step]')].map((link) => {
    const section = document.getElementById(link.dataset.step);
    return section ? { id: link.dataset.step, link, section, end: endOf(section) } : null;
  }).filter(Boolean);
  if (steps.length === 0) return;
  const number = map.querySelector('[data-step-number]');
  const title = map.querySelector('[data-step-title]');
  let current = null;

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
  function endBottom(step) {
    const box = step.section.getBoundingClientRect();
    if (box.bottom < 0) return -Infinity;
    if (box.top > innerHeight) return Infinity;
    return step.end.getBoundingClientRect().bottom;
  }

  // A quick flick can carry the end past the screen between two frames:
  // crossing it by scrolling counts too, unless the page jumped further
  // than a scroll would (a link followed, the map used).
  let lastScroll = scrollY;
  const lastBottom = new Map();
  function markRead() {
    const scrolled = Math.abs(scrollY - lastScroll) < 2 * innerHeight;
    lastScroll = scrollY;
    for (const step of steps) {
      if (store.get('step', step.id)) continue;
      const bottom = endBottom(step);
      const seen = bottom >= 0 && bottom <= innerHeight;
      const crossed = scrolled && lastBottom.get(step) > innerHeight && bottom < 0;
      lastBottom.set(step, bottom);
      if (seen || crossed) store.set('step', step.id, true);
    }
  }

  let queued = false;
  function update() {
    queued = false;
    showCurrent(currentStep());
    markRead();
  }
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };

  addEventListener('scroll', queue, { passive: true });
  addEventListener('resize', queue, { passive: true });
  document.addEventListener('attention-progress', showDone);
  showDone();
  // The page opens at step 1 as built; a #hash scrolls it, which calls
  // update. Otherwise the first look waits until the page has loaded.
  if (document.readyState === 'complete') queue();
  else addEventListener('load', queue, { once: true });
}
