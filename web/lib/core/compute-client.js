// Heavy core calls, kept off the critical path of input. They run in a Web
// Worker: over http(s) compute-worker.js (beside the classic script) or
// compute-worker.mjs (beside the ES module), or where configure() says; from
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
import { claimWorker } from './locate.js';
import { shareFirst } from './shared.js';

let worker = null; // null: not tried yet; false: unavailable
let starters = null; // the workers still to try, best first
let nextId = 0;
const waiting = new Map(); // id → {resolve, reject, call, options}

// Which workers to try, in order (./locate.js says where they are): the
// configured or default file (compute-worker.js beside the classic script,
// compute-worker.mjs beside the ES module), then, for the classic scripts, a
// blob: worker, which is all file:// allows and what an embed whose folder
// lacks compute-worker.js still gets.
function workerStarters() {
  const where = claimWorker();
  if (where.disabled || typeof Worker !== 'function') return [];
  const file = where.url
    ? () => new Worker(where.url, where.kind === 'module' ? { type: 'module' } : { name: where.coreUrl ?? '' })
    : where.startWorker;
  return [file, where.kind === 'classic' ? blobWorker : null].filter(Boolean);
}

// The factory's source embeds the wasm binary (a SINGLE_FILE build), so the
// blob needs nothing from disk. Emscripten's wrapper keeps _scriptDir outside
// the factory: the worker declares it. The worker compiles its own copy of
// the module, on its own thread.
function blobWorker() {
  const factory = globalThis.AttentionMath;
  if (typeof factory !== 'function' || typeof Blob !== 'function' || !globalThis.URL?.createObjectURL) return null;
  if (!policyAllowsBlobWorkers()) return null;
  const source = `var _scriptDir = undefined;\nvar AttentionMath = (${factory.toString()});\n` // developer-facing
    + `(${serveCoreCalls.toString()})(self, () => AttentionMath());\n`;
  return new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
}

// A page from disk can carry its policy only in a <meta> tag: one that does
// not name blob: refuses the worker (worker-src falls back to script-src),
// and trying would only log a violation before the fallback.
function policyAllowsBlobWorkers() {
  const metas = document.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]');
  return [...metas].every((meta) => /\bblob:/.test(meta.content) || !/(worker-src|child-src|script-src|default-src)/.test(meta.content));
}

// No worker can help: hand its jobs, and every later one, to the page.
function giveUpWorker() {
  worker = false;
  const jobs = [...waiting.values()];
  waiting.clear();
  for (const job of jobs) runOnPage(job.call, job.options).then(job.resolve, job.reject);
}

function listen(started) {
  started.onmessage = ({ data }) => {
    if ('unavailable' in data) { giveUpWorker(); return; }
    const job = waiting.get(data.id);
    waiting.delete(data.id);
    if (!job) return;
    if ('error' in data) job.reject(Object.assign(new Error(data.error.message), data.error));
    else job.resolve(data.result);
  };
  // A worker that cannot load (a host without the file, a CSP) passes its
  // jobs to the next worker to try, or to the page's own core.
  started.onerror = (event) => {
    event.preventDefault?.();
    if (started !== worker) return;
    started.terminate();
    worker = startWorker();
    if (!worker) { giveUpWorker(); return; }
    for (const [id, { call, options }] of waiting) worker.postMessage({ id, call, options });
  };
  return started;
}

function startWorker() {
  starters ??= workerStarters();
  while (starters.length) {
    try {
      const started = starters.shift()();
      if (started) return listen(started);
    } catch { /* refused at once (a CSP, a bad URL): try the next */ }
  }
  return false;
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

// am[call](options), off the main thread when possible. Shared by every
// copy of this code on the page (./shared.js): one worker.
export const compute = shareFirst('compute', (call, options) => {
  if (worker === null) worker = startWorker();
  if (!worker) return runOnPage(call, options);
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, call, options });
    worker.postMessage({ id, call, options });
  });
});

export const usesWorker = shareFirst('usesWorker', () => {
  if (worker === null) worker = startWorker();
  return Boolean(worker);
});

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
