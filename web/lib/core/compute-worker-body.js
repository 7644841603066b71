// What a compute worker does, in one self-contained function: the http(s)
// worker (compute-worker.js) calls it after importScripts, and from file://
// compute-client.js writes its source, with the core's factory, into a
// blob: worker. It must not use anything from outside its own body.
//
// Messages in: {id, call, options}; out: {id, result}, {id, error} (the call
// failed: the reader gets the message), or {id, unavailable} (the core did
// not start in the worker, e.g. a Content-Security-Policy refused it there:
// the page then runs the call, and every later one, itself).
export function serveCoreCalls(scope, startCore) {
  let core = null;
  // Float64Arrays inside the result move to the page instead of being copied.
  const transferables = (value, found = []) => {
    if (ArrayBuffer.isView(value)) found.push(value.buffer);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) transferables(item, found);
    return found;
  };
  scope.onmessage = async ({ data: { id, call, options } }) => {
    let am;
    try {
      core ??= Promise.resolve().then(startCore);
      am = await core;
    } catch (error) {
      scope.postMessage({ id, unavailable: String(error?.message ?? error) });
      return;
    }
    try {
      const result = am[call](options);
      scope.postMessage({ id, result }, transferables(result));
    } catch (error) {
      scope.postMessage({ id, error: String(error?.message ?? error) });
    }
  };
}
