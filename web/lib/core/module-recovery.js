// Keeps the shared WebAssembly core usable after it fails. A wasm abort
// (a trap, a failed assertion) leaves an instance that must not be called
// again, and an out-of-memory leaves its memory grown for good (wasm memory
// never shrinks). Either way the failing call gets an Error that says so,
// the failure is reported, and a fresh instance replaces the old one, so the
// page's next call works and its widgets keep their last good numbers.
//
// createRecoveringCore(create, {onFailure}) resolves to a stand-in for the
// instance that `create()` resolves to: the same functions and properties,
// each call going to whichever instance is current.

import { message } from '../text/messages.js';

const FATAL_MESSAGE = /\babort|unreachable|out of memory|memory access out of bounds|call stack/i;

export function isFatal(error) {
  if (typeof WebAssembly !== 'undefined' && error instanceof WebAssembly.RuntimeError) return true;
  return error instanceof RangeError || FATAL_MESSAGE.test(String(error?.message ?? error));
}

function shortReason(error) {
  const text = String(error?.message ?? error).split('\n')[0];
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

// The failing call's Error, shaped like the core's: "call: what happened",
// with a code and params from which ./errors.js readerMessage says it again
// in whichever language reads it.
function restartError(call, code, params) {
  const error = new Error(`${call}: ${message(`core-${code}`, params)}`);
  return Object.assign(error, { call, code, argument: '', params });
}

export async function createRecoveringCore(create, { onFailure = () => {} } = {}) {
  let current = await create();
  let latest = current; // for plain properties (limits, version) while restarting
  let restarting = null;
  let restarts = 0;

  function restart(error) {
    restarts += 1;
    current = null;
    const report = { reason: shortReason(error), restarts };
    restarting = Promise.resolve()
      .then(create)
      .then((fresh) => {
        current = fresh;
        latest = fresh;
        onFailure({ ...report, restarted: true });
      }, (failure) => {
        onFailure({ ...report, restarted: false, restartError: shortReason(failure) });
      })
      .finally(() => { restarting = null; });
  }

  function call(name, args) {
    if (!current) {
      throw restartError(name, 'restarting', {});
    }
    try {
      return current[name](...args);
    } catch (error) {
      if (!isFatal(error)) throw error;
      restart(error);
      throw restartError(name, 'restarted', { reason: shortReason(error) });
    }
  }

  const wrappers = new Map();
  const extras = {
    // Resolves once no restart is pending (tests and the page's status line).
    whenReady: () => (restarting ?? Promise.resolve()).then(() => facade),
    restartCount: () => restarts,
  };
  const facade = new Proxy({}, {
    get(_, name) {
      if (name in extras) return extras[name];
      if (name === 'then') return undefined; // not a thenable: `await facade` is the facade
      const value = (current ?? latest)[name];
      if (typeof value !== 'function') return value;
      if (!wrappers.has(name)) wrappers.set(name, (...args) => call(name, args));
      return wrappers.get(name);
    },
    has(_, name) {
      return name in extras || name in (current ?? latest);
    },
  });
  return facade;
}
