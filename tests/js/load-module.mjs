// One module instance per test file, loaded the way a Node user would: the
// shipped site/attention-math.js, or the test module (the same sources plus
// the test-only hooks of cpp/bindings/test/: _heapStats, _testFault, Embind's
// handle counters) that web/build.sh links into build/wasm.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
export const modulePath = path.resolve(here, '../../site/attention-math.js');
export const testModulePath = process.env.AM_TEST_MODULE ?? path.resolve(here, '../../build/wasm/attention-math-test.js');

const require = createRequire(import.meta.url);
let instance, testInstance;
export function loadAttentionMath() {
  instance ??= require(modulePath)();
  return instance;
}
export function loadTestModule() {
  testInstance ??= require(testModulePath)();
  return testInstance;
}
