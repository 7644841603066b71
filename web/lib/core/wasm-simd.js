// The core is compiled with WebAssembly SIMD (-msimd128; see CMakeLists.txt).
// A browser without it cannot compile the module at all, and the generic
// "could not start… reload" advice would send the reader the wrong way: so
// the page asks first, with a module of one SIMD instruction, and says what
// the reader can do (a newer browser).

import { message } from '../text/messages.js';

// (module (func (result v128) i32.const 0 i8x16.splat i8x16.popcnt)): the
// same probe as the wasm-feature-detect library's `simd`.
const PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);

export function hasWasmSimd() {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(PROBE);
  } catch {
    return false;
  }
}

// Its message (core-no-simd) names the first versions with WebAssembly
// SIMD (fixed-width, 128-bit); loadErrorMessage (./module.js) says it again
// in the language of each widget that shows it.
export function noSimdError() {
  const error = new Error(message('core-no-simd'));
  error.code = 'no-simd';
  return error;
}
