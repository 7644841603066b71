// A browser without WebAssembly SIMD (Safari before 16.4) gets a message that
// names the cause and the browsers that have it, instead of "reload the page"
// (web/lib/core/wasm-simd.js, checked by getAttentionMath before it loads
// anything). Node has SIMD: WebAssembly.validate is stubbed to say no.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hasWasmSimd } from '../../web/lib/core/wasm-simd.js';
import { getAttentionMath, loadErrorMessage } from '../../web/lib/core/module.js';

test('the probe validates where SIMD exists (Node 20)', () => {
  assert.equal(hasWasmSimd(), true);
});

test('without WebAssembly SIMD the core is not loaded and the message names the cause and Chrome 91, Firefox 89, Safari 16.4', async () => {
  const validate = WebAssembly.validate;
  const asked = [];
  WebAssembly.validate = (bytes) => { asked.push(bytes.length); return false; };
  try {
    const error = await getAttentionMath().then(() => null, (e) => e);
    assert.ok(error, 'getAttentionMath rejected');
    assert.equal(error.code, 'no-simd');
    assert.equal(asked.length, 1, 'asked once, with the probe');
    assert.equal(globalThis.AttentionMath, undefined, 'no module was loaded');
    const message = loadErrorMessage(error);
    assert.match(message, /WebAssembly SIMD/);
    for (const browser of [/Chrome and Edge 91/, /Firefox 89/, /Safari 16\.4/]) assert.match(message, browser);
    assert.doesNotMatch(message, /Reload|attention-math\.js next to/);
  } finally {
    WebAssembly.validate = validate;
  }
  // Any other failure keeps its advice.
  assert.match(loadErrorMessage(new Error('x did not load')), /Reload the page/);
});
