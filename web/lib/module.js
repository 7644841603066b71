// One WebAssembly instance for the whole page. Every widget asks for numbers
// through getAttentionMath(), so the ~400 kB module is compiled once and all
// widgets share its memory and its warmed-up code.

import { adoptCoreLimits } from './walkthrough-fields.js';

let modulePromise = null;

// The factory is a global defined by site/attention-math.js, a classic
// script loaded before app.js: ES modules cannot load from file://.
function loadFactory() {
  const factory = globalThis.AttentionMath;
  if (typeof factory !== 'function') {
    throw new Error('attention-math.js did not load, so the WebAssembly core is missing.');
  }
  return factory;
}

// V8 first runs wasm in a baseline tier and optimises it later; one small
// call at load time means the reader's first real interaction is not the
// slow one.
function warmUp(am) {
  am.walkthrough({ seed: 0, dK: 3, dV: 3 });
  adoptCoreLimits(am.limits.walkthrough);
  // A hook for tests and the page-speed benchmark: the core answers calls.
  if (globalThis.document) document.documentElement.dataset.core = 'ready';
  return am;
}

export function getAttentionMath() {
  if (!modulePromise) {
    modulePromise = Promise.resolve()
      .then(() => loadFactory()())
      .then(warmUp);
  }
  return modulePromise;
}

// What every widget says when the module cannot load: what happened, and
// the one thing a reader can do about it.
export function loadErrorMessage(error) {
  return 'The calculator could not start, so there are no numbers to show. Reload the page; if you '
    + `opened it from disk, keep attention-math.js next to index.html. (${error?.message ?? error})`;
}
