// Heavy core calls, kept off the critical path of input. They run in a Web
// Worker: over http(s) compute-worker.js (next to attention-math.js); from
// file://, where Chromium refuses a worker loaded from a file URL, a blob:
// worker whose source is written here (the core's factory, as the page
// already has it, plus the worker's message loop). Where no worker can
// start (a Content-Security-Policy without blob: in worker-src, say), or the
// core fails inside it, the calls run on the page's own core, one call per
// task, so input events are handled between calls rather than after a batch.
//
// A lane keeps only the latest request: while a slider is dragged, values
// the reader has already moved past are dropped instead of computed.

import { getAttentionMath } from './module.js';
import { serveCoreCalls } from './compute-worker-body.js';

let worker = null; // null: not tried yet; false: unavailable
let nextId = 0;
const waiting = new Map(); // id → {resolve, reject, call, options}

function workerUrl() {
  if (!/^https?:$/.test(location.protocol)) return blobWorkerUrl();
  const core = document.querySelector('script[src$="attention-math.js"]');
  return core ? new URL('compute-worker.js', core.src).href : null;
}

// The factory's source embeds the wasm binary (a SINGLE_FILE build), so the
// blob needs nothing from disk. Emscripten's wrapper keeps _scriptDir outside
// the factory: the worker declares it. The worker compiles its own copy of
// the module, on its own thread.
function blobWorkerUrl() {
  const factory = globalThis.AttentionMath;
  if (typeof factory !== 'function' || typeof Blob !== 'function' || !globalThis.URL?.createObjectURL) return null;
  if (!policyAllowsBlobWorkers()) return null;
  const source = `var _scriptDir = undefined;\nvar AttentionMath = (${factory.toString()});\n`
    + `(${serveCoreCalls.toString()})(self, () => AttentionMath());\n`;
  return URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
}

// A page from disk can carry its policy only in a <meta> tag: one that does
// not name blob: refuses the worker (worker-src falls back to script-src),
// and trying would only log a violation before the fallback.
function policyAllowsBlobWorkers() {
  const metas = document.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]');
  return [...metas].every((meta) => /\bblob:/.test(meta.content) || !/(worker-src|child-src|script-src|default-src)/.test(meta.content));
}

// The worker cannot help: hand its jobs, and every later one, to the page.
function giveUpWorker() {
  worker = false;
  const jobs = [...waiting.values()];
  waiting.clear();
  for (const job of jobs) runOnPage(job.call, job.options).then(job.resolve, job.reject);
}

function startWorker() {
  if (typeof Worker !== 'function') return false;
  const url = workerUrl();
  if (!url) return false;
  try {
    const started = new Worker(url);
    started.onmessage = ({ data }) => {
      if ('unavailable' in data) { giveUpWorker(); return; }
      const job = waiting.get(data.id);
      waiting.delete(data.id);
      if (!job) return;
      if ('error' in data) job.reject(new Error(data.error));
      else job.resolve(data.result);
    };
    // A worker that cannot load (a host without the file, a CSP) hands its
    // jobs, and every later one, to the page's own core.
    started.onerror = (event) => {
      event.preventDefault?.();
      giveUpWorker();
    };
    return started;
  } catch {
    return false;
  }
}

// One call per macrotask: the browser handles pending input between them.
function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let pageQueue = Promise.resolve();
function runOnPage(call, options) {
  const run = pageQueue.then(nextTask).then(getAttentionMath).then((am) => am[call](options));
  pageQueue = run.catch(() => {});
  return run;
}

// am[call](options), off the main thread when possible.
export function compute(call, options) {
  if (worker === null) worker = startWorker();
  if (!worker) return runOnPage(call, options);
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, call, options });
    worker.postMessage({ id, call, options });
  });
}

export function usesWorker() {
  if (worker === null) worker = startWorker();
  return Boolean(worker);
}

// A lane runs one request at a time and, of those queued behind it, only
// the latest. request() resolves with the result, or with null when a newer
// request made it obsolete before it started.
export function createLane() {
  let running = false;
  let queued = null; // {call, options, resolve, reject}
  async function drain() {
    running = true;
    while (queued) {
      const job = queued;
      queued = null;
      try {
        job.resolve(await compute(job.call, job.options));
      } catch (error) {
        job.reject(error);
      }
    }
    running = false;
  }
  return {
    request(call, options) {
      return new Promise((resolve, reject) => {
        queued?.resolve(null);
        queued = { call, options, resolve, reject };
        if (!running) drain();
      });
    },
  };
}
