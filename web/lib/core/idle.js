// Runs `callback` when the browser is idle, or after `timeoutMs` at the
// latest (a page that is never idle still gets the work done). Without
// requestIdleCallback (Safari), a short timer stands in.
export function whenIdle(callback, timeoutMs) {
  if (globalThis.requestIdleCallback) requestIdleCallback(callback, { timeout: timeoutMs });
  else setTimeout(callback, 50);
}
