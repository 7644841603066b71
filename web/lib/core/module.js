// One WebAssembly instance for the whole page. Every widget asks for numbers
// through getAttentionMath(), so the ~400 kB module is compiled once and all
// widgets share its memory and its warmed-up code.

import { adoptCoreLimits } from '../../elements/walkthrough/fields.js';
import { createRecoveringCore } from './module-recovery.js';
import { whenIdle } from './idle.js';

let modulePromise = null;

const MISSING = 'attention-math.js did not load, so the WebAssembly core is missing.';

// The factory is a global defined by site/attention-math.js, a classic
// script (ES modules cannot load from file://). The page loads it and
// app.js both `async`, so that the core compiles while the page is still
// parsing: whichever runs first, app.js waits here for the factory.
function loadFactory() {
  const factory = globalThis.AttentionMath;
  if (typeof factory === 'function') return Promise.resolve(factory);
  const script = globalThis.document?.querySelector('script[src$="attention-math.js"]');
  if (!script || document.readyState === 'complete') return Promise.reject(new Error(MISSING));
  return new Promise((resolve, reject) => {
    const settle = () => {
      if (typeof globalThis.AttentionMath === 'function') resolve(globalThis.AttentionMath);
      else reject(new Error(MISSING));
    };
    script.addEventListener('load', settle, { once: true });
    script.addEventListener('error', settle, { once: true });
    addEventListener('load', settle, { once: true }); // in case the script ran without defining it
  });
}

const WARM_UP_TIMEOUT_MS = 2000;

// V8 compiles each wasm function on its first call (a baseline tier first,
// optimised later); a small walkthrough once the page is idle means the
// reader's first real interaction is not the slow one. It waits for idle
// time because it compiles on the main thread (10–60 ms measured), which
// would otherwise sit between the page and its first input.
function warmUp(am) {
  am.randn(0, 1, 1); // the core answers
  adoptCoreLimits(am.limits.walkthrough);
  // A hook for tests and the page-speed benchmark: the core answers calls.
  if (globalThis.document) document.documentElement.dataset.core = 'ready';
  globalThis.performance?.mark?.('attention-math-core-ready'); // for tests/bench/load_trace.mjs
  whenIdle(() => {
    try {
      am.walkthrough({ seed: 0, dK: 3, dV: 3 });
    } catch { /* a failure is reported by the call that needs the numbers */ }
  }, WARM_UP_TIMEOUT_MS);
  return am;
}

// A failed call already told its widget; this tells the console and anyone
// listening (the robustness tests) that a fresh instance took over.
function reportFailure(report) {
  console.warn(`Attention Math core failed (${report.reason}); ${report.restarted ? 'restarted' : 'restart failed'}.`);
  globalThis.document?.dispatchEvent(new CustomEvent('attention-math-restart', { detail: report }));
}

export function getAttentionMath() {
  if (!modulePromise) {
    modulePromise = loadFactory()
      .then((factory) => {
        // Scripts on the page (and tests/e2e/robustness) reach the instance the
        // widgets share, with its recovery, instead of compiling another.
        factory.shared = getAttentionMath;
        return createRecoveringCore(() => factory(), { onFailure: reportFailure });
      })
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
