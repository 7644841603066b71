// One WebAssembly instance for the whole page. Every widget asks for numbers
// through getAttentionMath(), so the ~400 kB module is compiled once and all
// widgets share its memory and its warmed-up code. The first call (the first
// widget that comes near the viewport) loads it.

import { message } from '../text/messages.js';
import { createRecoveringCore } from './module-recovery.js';
import { whenIdle } from './idle.js';
import { claimCore } from './locate.js';
import { shareFirst } from './shared.js';
import { hasWasmSimd, noSimdError } from './wasm-simd.js';

let modulePromise = null;

// The core's file did not load: said in the page's language now, and again
// in each widget's by loadErrorMessage (code and params).
function missing(file, cause = undefined) {
  const reason = cause === undefined ? undefined : String(cause?.message ?? cause);
  const params = reason === undefined ? { file } : { file, reason };
  const error = new Error(message(reason === undefined ? 'core-file-missing' : 'core-file-missing-because', params));
  return Object.assign(error, { code: 'missing-file', params });
}

// Resolves once the page's first paint has what it needs: after the load
// event (its stylesheets and fonts are in) and one painted frame. The core
// is about 190 kB compressed with its wasm inside (a SINGLE_FILE build, so
// it loads from file:// and under a strict CSP); fetched during the first
// paint it took the bandwidth of the fonts and stylesheet on a slow
// connection (Lighthouse's LCP, mobile preset: 2.7 s with it in the <head>,
// 1.6 s without).
// (A hidden tab paints no frame: a timer stands in.)
function afterFirstPaint() {
  return new Promise((resolve) => {
    const frame = () => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 250);
    };
    if (document.readyState === 'complete') frame();
    else addEventListener('load', frame, { once: true });
  });
}

// The classic script that defines the factory (ES modules cannot load from
// file://), added to the page when a widget first asks for numbers, once the
// first paint is done.
function injectCoreScript(src, file) {
  return afterFirstPaint().then(() => new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.addEventListener('load', () => (typeof globalThis.AttentionMath === 'function' ? resolve(globalThis.AttentionMath)
      : reject(missing(file))), { once: true });
    script.addEventListener('error', () => reject(missing(file)), { once: true });
    document.head.append(script);
  }));
}

// The ES module's core (site/attention-math.mjs), imported after the first
// paint, from beside the widgets' module or from configure({coreUrl}).
function importCoreModule({ importCore, url, configured, file }) {
  return afterFirstPaint()
    .then(() => importCore(configured ? url : null))
    .then((core) => {
      if (typeof core?.default !== 'function') throw missing(file);
      return core.default;
    }, (error) => { throw missing(file, error); });
}

// Classic scripts: the factory is a global defined by site/attention-math.js.
// The embed bundle (site/attention-math-widgets.js) has it built in; a page
// that links the core itself is waited for; the course's pages get it on
// demand. The ES module imports its own.
function loadFactory() {
  const where = claimCore();
  if (where.kind === 'module') return importCoreModule(where);
  const factory = globalThis.AttentionMath;
  if (typeof factory === 'function' && !where.configured) return Promise.resolve(factory);
  if (!globalThis.document) return Promise.reject(missing(where.file));
  const script = where.configured ? null : document.querySelector(`script[src$="${where.file}"]`);
  if (!script) return injectCoreScript(where.url, where.file);
  if (document.readyState === 'complete') return Promise.reject(missing(where.file)); // it ran without defining it
  return new Promise((resolve, reject) => {
    const settle = () => {
      if (typeof globalThis.AttentionMath === 'function') resolve(globalThis.AttentionMath);
      else reject(missing(where.file));
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
  console.warn(`Attention Math core failed (${report.reason}); ${report.restarted ? 'restarted' : 'restart failed'}.`); // developer-facing
  globalThis.document?.dispatchEvent(new CustomEvent('attention-math-restart', { detail: report }));
}

// Callers that asked while the core was loading are answered one per task,
// in the order they asked, once it is ready: each then draws in a task of
// its own (10–100 ms each here, four times that on a slow phone), with room
// for input and a frame between them, instead of all together in one long
// task. Later callers are answered at once.
let ready = false;
let turn = Promise.resolve();

function inTurn(am) {
  turn = turn.then(() => new Promise((resolve) => { setTimeout(resolve, 0); }));
  return turn.then(() => am);
}

// The instance every widget on the page shares, whichever copy of this code
// (classic bundle, ES module) asked first (./shared.js).
export const getAttentionMath = shareFirst('getAttentionMath', () => {
  if (!modulePromise) {
    // Without WebAssembly SIMD the module cannot compile: say so, and load nothing.
    modulePromise = (hasWasmSimd() ? loadFactory() : Promise.reject(noSimdError()))
      .then((factory) => {
        // Scripts on the page (and tests/e2e/robustness) reach the instance the
        // widgets share, with its recovery, instead of compiling another.
        factory.shared = getAttentionMath;
        return createRecoveringCore(() => factory(), { onFailure: reportFailure });
      })
      .then(warmUp)
      .then((am) => { ready = true; return am; });
  }
  return ready ? modulePromise : modulePromise.then(inTurn);
});

// What every widget says when the module cannot load: what happened, and
// the one thing a reader can do about it (a browser without WebAssembly
// SIMD: a newer browser, not a reload).
export function loadErrorMessage(error) {
  if (error?.code === 'no-simd') return message('core-no-simd');
  const reason = error?.code === 'missing-file'
    ? message(error.params.reason === undefined ? 'core-file-missing' : 'core-file-missing-because', error.params)
    : String(error?.message ?? error);
  return message('core-load-failed', { reason });
}
