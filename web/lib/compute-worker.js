// The page's Web Worker (bundled to site/compute-worker.js): a second
// instance of the WebAssembly core that runs the calls that can take longer
// than a frame (thousands of Gaussians at d_k = 1024), so the page keeps
// answering input while they run. Started by compute-client.js over http(s)
// only: Chromium refuses workers from file:// URLs.
//
// Messages in: {id, call, options}; out: {id, result} or {id, error}.

/* global importScripts, AttentionMath */

importScripts(new URL('attention-math.js', self.location.href).href);

const core = AttentionMath();

// Float64Arrays inside the result move to the page instead of being copied.
function transferables(value, found = []) {
  if (ArrayBuffer.isView(value)) found.push(value.buffer);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) transferables(item, found);
  return found;
}

self.onmessage = async ({ data: { id, call, options } }) => {
  try {
    const am = await core;
    const result = am[call](options);
    self.postMessage({ id, result }, transferables(result));
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
};
