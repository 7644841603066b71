// Where the WebAssembly core and its compute worker are fetched from.
//
// By default each entry point finds them beside itself: the classic scripts
// (a chapter's bundle, site/attention-math-widgets.js) from
// document.currentScript, read while they run; the ES module
// (site/attention-math-widgets.mjs) from import.meta.url, written as literal
// `import('./attention-math.mjs')` and `new URL('./compute-worker.mjs',
// import.meta.url)` so that bundlers (Vite, webpack) see and copy them. An
// author whose files live elsewhere says so with configure({coreUrl,
// workerUrl}), before the first widget loads the core.

import { shareFirst } from './shared.js';

const ownScript = globalThis.document?.currentScript?.src ?? null;
const besideOwnScript = (file) => new URL(file, ownScript ?? globalThis.document?.baseURI).href;

// What an entry point knows about itself. kind 'classic': the core is a
// classic script (injected with <script>, loaded in the worker with
// importScripts) and the worker is compute-worker.js; kind 'module': the core
// is an ES module (import()), the worker a module worker (compute-worker.mjs).
let defaults = {
  kind: 'classic',
  coreFile: 'attention-math.js',
  coreUrl: () => besideOwnScript('attention-math.js'),
  // Chromium refuses a worker loaded from a file: URL (compute-client.js
  // writes a blob: worker there instead).
  workerUrl: () => (/^https?:$/.test(globalThis.location?.protocol ?? '') ? besideOwnScript('compute-worker.js') : null),
  importCore: null, // kind 'module': (url | null) → Promise of the module
  startWorker: null, // kind 'module': () → the default Worker
};

// The classic embed script holds the core itself: its worker loads that script.
export function coreIsThisScript() {
  defaults.coreUrl = () => ownScript;
}

export function setModuleDefaults({ importCore, startWorker }) {
  defaults = { kind: 'module', coreFile: 'attention-math.mjs', coreUrl: () => null, workerUrl: () => null, importCore, startWorker };
}

const configured = {}; // {coreUrl?: string, workerUrl?: string | false}
let coreClaimed = false;
let workerClaimed = false;

const OPTIONS = ['coreUrl', 'workerUrl'];
const PROTOCOLS = ['http:', 'https:', 'file:', 'blob:'];

// Shaped like the core's own errors (call, code, argument), so one handler serves both.
function configError(code, argument, message, Type = Error) {
  const error = new Type(`configure: ${argument ? `${argument}: ` : ''}${message}`);
  return Object.assign(error, { call: 'configure', code, argument, params: {} });
}

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array'; // developer-facing
  if (typeof value === 'string') return `"${value}"`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`; // developer-facing
}

function resolveUrl(argument, value) {
  const text = value instanceof URL ? value.href : value;
  if (typeof text !== 'string') throw configError('type', argument, `expected a URL (a string or a URL object), got ${describe(value)}.`, TypeError); // developer-facing
  if (!text.trim()) throw configError('required', argument, 'is empty; give the URL of the file.'); // developer-facing
  let url;
  try {
    url = new URL(text, globalThis.document?.baseURI);
  } catch {
    throw configError('range', argument, `${describe(text)} is not a URL${globalThis.document ? '' : ' (outside a page, give an absolute one)'}.`); // developer-facing
  }
  if (!PROTOCOLS.includes(url.protocol)) throw configError('range', argument, `${url.protocol} URLs are not allowed (only ${PROTOCOLS.join(', ')}).`); // developer-facing
  return url.href;
}

// configure({coreUrl, workerUrl}) → the locations now configured.
// - coreUrl: the core, as the entry point in use loads it: attention-math.mjs
//   for the ES module, attention-math.js for the classic scripts;
// - workerUrl: compute-worker.mjs (ES module) or compute-worker.js (classic),
//   or false: no worker, slow calls run on the page.
// All of it is checked before anything changes: a refused call changes nothing.
// Shared (./shared.js): it configures the copy that loads the page's core.
export const configure = shareFirst('configure', (options) => {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw configError('type', '', `expected an object such as {coreUrl, workerUrl}, got ${describe(options)}.`, TypeError); // developer-facing
  }
  const unknown = Object.keys(options).filter((key) => !OPTIONS.includes(key));
  if (unknown.length) throw configError('unknown_option', unknown[0], `is not an option (the options are ${OPTIONS.join(', ')}).`); // developer-facing
  const next = {};
  if ('coreUrl' in options) {
    if (coreClaimed) throw configError('too_late', 'coreUrl', 'the core is already loading; call configure() before the first widget is added to the page.'); // developer-facing
    next.coreUrl = resolveUrl('coreUrl', options.coreUrl);
  }
  if ('workerUrl' in options) {
    if (workerClaimed) throw configError('too_late', 'workerUrl', 'the worker has already started; call configure() before the first widget is added to the page.'); // developer-facing
    next.workerUrl = options.workerUrl === false ? false : resolveUrl('workerUrl', options.workerUrl);
  }
  Object.assign(configured, next);
  return { ...configured };
});

// For module.js, once: how to load the core. Later configure({coreUrl}) is refused.
export function claimCore() {
  coreClaimed = true;
  const url = configured.coreUrl ?? null;
  return { kind: defaults.kind, url: url ?? defaults.coreUrl(), configured: Boolean(url), file: defaults.coreFile, importCore: defaults.importCore };
}

// For compute-client.js, once: which worker to start. `url` null with
// `startWorker` set: the entry point's own default; `disabled`: none at all.
// `coreUrl` goes to the worker as its name: the script it loads the core from.
export function claimWorker() {
  workerClaimed = true;
  const url = configured.workerUrl;
  return {
    kind: defaults.kind,
    disabled: url === false,
    url: url || defaults.workerUrl(),
    startWorker: url ? null : defaults.startWorker,
    coreUrl: configured.coreUrl ?? defaults.coreUrl(),
  };
}
