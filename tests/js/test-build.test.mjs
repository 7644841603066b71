// Test hooks live in the test build only (issue 13): the shipped module has
// no _test*, no _heapStats and none of Embind's handle counters, and the
// test module (build/wasm/attention-math-test.js) is the shipped one plus
// exactly those, with the same public API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadAttentionMath, loadTestModule, modulePath } from './load-module.mjs';

const shipped = await loadAttentionMath();
const testing = await loadTestModule();

// Names that observe or break the module's insides.
const HOOK = /^_test|^_heapStats$|emval|^_fault/i;

test('the shipped module exposes no test hooks or observers', () => {
  const hooks = Object.keys(shipped).filter((name) => HOOK.test(name));
  assert.deepEqual(hooks, []);
  // Not in its source either: nothing to switch on from a page.
  const source = readFileSync(modulePath, 'utf8');
  for (const name of ['_testFault', '_heapStats', 'mallinfo']) assert.ok(!source.includes(name), `${name} in attention-math.js`);
});

test('the test module adds the hooks and keeps the public API', () => {
  for (const name of ['_testFault', '_heapStats', 'count_emval_handles']) {
    assert.equal(typeof testing[name], 'function', name);
  }
  const publicNames = (m) => Object.keys(m).filter((name) => typeof m[name] === 'function' && /^[a-z]/.test(name) && !HOOK.test(name)).sort();
  assert.deepEqual(publicNames(testing), publicNames(shipped));
  const r = (m) => Array.from(m.attention({ n: 1, m: 2, dK: 1, dV: 1, Q: [1], K: [0.5, -0.5], V: [1, 2] }).output);
  assert.deepEqual(r(testing), r(shipped));
});
