// am.onlineSoftmax: the chunk-by-chunk FlashAttention recurrence. Its last
// step must equal real numpy's softmax(QKᵀ/√d_k)·V on random cases, and
// every step must be the attention over the keys seen so far.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadAttentionMath, testModulePath } from './load-module.mjs';

const am = await loadAttentionMath();

// numpy as the oracle: /usr/bin/python3 is the interpreter with numpy here.
function numpyAttention(cases) {
  const script = `
import json, sys
import numpy as np
out = []
for c in json.load(sys.stdin):
    q = np.array(c['Q']).reshape(c['n'], c['dK'])
    k = np.array(c['K']).reshape(c['m'], c['dK'])
    v = np.array(c['V']).reshape(c['m'], c['dV'])
    s = q @ k.T / np.sqrt(c['dK'])
    w = np.exp(s - s.max(axis=1, keepdims=True))
    w /= w.sum(axis=1, keepdims=True)
    out.append((w @ v).ravel().tolist())
print(json.dumps(out))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(cases), encoding: 'utf8' }));
}

function randomCase(seed) {
  const n = 1 + (seed % 6), m = 1 + ((seed * 7) % 19), dK = 1 + (seed % 8), dV = 1 + (seed % 3);
  const spread = 1 + (seed % 4) * 8; // large scores make the rescaling matter
  const Q = Array.from(am.randn(seed, n, dK), (x) => x * spread);
  return { n, m, dK, dV, Q: [...Q], K: [...am.randn(seed + 1000, m, dK)], V: [...am.randn(seed + 2000, m, dV)],
           chunk: 1 + (seed % 5) };
}

const maxDiff = (a, b) => Math.max(...Array.from(a, (x, i) => Math.abs(x - b[i])));

test('the last step equals numpy\'s full softmax attention to 1e-12, on 30 random cases', () => {
  const cases = Array.from({ length: 30 }, (_, i) => randomCase(i + 1));
  const expected = numpyAttention(cases);
  cases.forEach((c, i) => {
    const trace = am.onlineSoftmax(c);
    assert.equal(trace.steps.length, Math.ceil(c.m / c.chunk));
    assert.ok(maxDiff(trace.steps.at(-1).output, expected[i]) < 1e-12, `case ${i}`);
    assert.ok(maxDiff(trace.reference, expected[i]) < 1e-12, `reference ${i}`);
    assert.equal(trace.finalDifference, maxDiff(trace.steps.at(-1).output, trace.reference));
  });
});

test('each step is the attention over the keys seen so far, with its running max', () => {
  const c = { ...randomCase(11), m: 9, chunk: 4 };
  c.K = [...am.randn(5, 9, c.dK)];
  c.V = [...am.randn(6, 9, c.dV)];
  const trace = am.onlineSoftmax(c);
  assert.deepEqual(trace.steps.map((s) => [s.keyBegin, s.keyEnd]), [[0, 4], [4, 8], [8, 9]]);
  for (const step of trace.steps) {
    const seen = step.keyEnd;
    const prefix = am.attention({ Q: c.Q, K: c.K.slice(0, seen * c.dK), V: c.V.slice(0, seen * c.dV),
                                  n: c.n, m: seen, dK: c.dK, dV: c.dV });
    assert.ok(maxDiff(step.output, prefix.output) < 1e-12);
    for (let i = 0; i < c.n; i += 1) {
      const row = prefix.scaledScores.slice(i * seen, (i + 1) * seen);
      assert.equal(step.runningMax[i], Math.max(...row));
      assert.ok(step.runningSum[i] >= 1);
    }
  }
  assert.ok(trace.steps[0].rescale.every((r) => r === 0));
});

test('bad input names the argument and leaves the module usable', () => {
  const c = randomCase(3);
  assert.throws(() => am.onlineSoftmax({ ...c, chunk: 0 }),
                (e) => /onlineSoftmax: chunk/.test(e.message) && e.code === 'range' && e.argument === 'chunk');
  assert.throws(() => am.onlineSoftmax({ ...c, chunk: 5000 }), (e) => e.code === 'limit' && e.params.max === 4096);
  assert.throws(() => am.onlineSoftmax({ ...c, V: c.V.slice(1) }), /onlineSoftmax: V/);
  assert.throws(() => am.onlineSoftmax({ ...c, Q: c.Q.map(() => Number.NaN) }),
                (e) => e.code === 'not_finite' && e.argument === 'Q' && e.params.row === 0 && e.params.value === 'NaN');
  assert.throws(() => am.onlineSoftmax({ ...c, chunks: 2 }), /unknown option 'chunks'/);
  assert.equal(am.onlineSoftmax(c).steps.length, Math.ceil(c.m / c.chunk));
});

test('issue 25: a chunk larger than m does not grow the heap (4096 queries, 8 keys, chunk 4096)', async (t) => {
  // The tile was n × chunk = 4096 × 4096 doubles however few keys there
  // were: 0.25 MiB of Q made the heap grow from 16 to 161 MiB, for good.
  // A fresh instance of the test build, so the heap starts at its 16 MiB.
  const require = createRequire(import.meta.url);
  const fresh = await require(testModulePath)();
  const n = 4096, m = 8, dK = 8, initial = fresh._heapStats().heapSize;
  const c = { n, m, dK, dV: dK, chunk: 4096, Q: am.randn(1, n, dK), K: am.randn(2, m, dK), V: am.randn(3, m, dK) };
  const trace = fresh.onlineSoftmax(c);
  assert.equal(trace.steps.length, 1);
  assert.ok(trace.finalDifference < 1e-12);
  const heap = fresh._heapStats().heapSize;
  t.diagnostic(`Q ${(c.Q.length * 8 / 2 ** 20).toFixed(2)} MiB: heap ${initial / 2 ** 20} → ${heap / 2 ** 20} MiB`);
  assert.ok(heap <= 16 * 2 ** 20, `${heap / 2 ** 20} MiB`);
});
