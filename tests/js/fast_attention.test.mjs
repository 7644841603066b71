// fastAttention and onlineSoftmax (the tiled kernel step by step) through the JS API, against the
// numpy-exact attention() of the same module (itself checked against numpy in
// tests/parity). The fast paths reorder sums and use their own exp, so they
// match to a tolerance: 1e-12 in float64.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAttentionMath } from './load-module.mjs';

const am = await loadAttentionMath();

function maxRelativeError(a, b) {
  assert.equal(a.length, b.length);
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i] - b[i]) / Math.max(1, Math.abs(b[i])));
  return worst;
}

function throwsNaming(call, pattern) {
  assert.throws(call, (e) => e instanceof Error && pattern.test(e.message), `expected an Error matching ${pattern}`);
}

// Random cases from the module's own numpy generator; Q scaled ×3 so softmax is far from uniform.
function randomCase(seed, n, m, dK, dV, heads = 1) {
  const q = am.randn(seed, heads * n, dK).map((x) => 3 * x);
  return { q, k: am.randn(seed + 1, heads * m, dK), v: am.randn(seed + 2, heads * m, dV), n, m, dK, dV, heads };
}

function reference({ q, k, v, n, m, dK, dV }, causal = false) {
  return am.attention({ Q: q, K: k, V: v, n, m, dK, dV, causal });
}

const cases = [[1, 1, 1, 1], [4, 4, 64, 64], [5, 3, 2, 7], [17, 33, 8, 5], [70, 129, 64, 64], [200, 150, 33, 65]];

test('both paths equal the reference to 1e-12 in float64, with and without the causal mask', () => {
  cases.forEach(([n, m, dK, dV], index) => {
    for (const causal of [false, true]) {
      const c = randomCase(10 * index + 1, n, m, dK, dV);
      const expected = reference(c, causal).output;
      for (const path of ['materialised', 'tiled']) {
        const r = am.fastAttention({ ...c, causal, path });
        assert.equal(r.path, path);
        assert.ok(r.output instanceof Float64Array);
        assert.ok(maxRelativeError(r.output, expected) < 1e-12, `${path} n=${n} m=${m} causal=${causal}`);
      }
    }
  });
});

test('float32 takes and returns Float32Array, within 2e-5 of the float64 reference', () => {
  const c = randomCase(5, 64, 80, 64, 64);
  const expected = reference(c).output;
  for (const path of ['materialised', 'tiled']) {
    const r = am.fastAttention({ ...c, q: Float32Array.from(c.q), dtype: 'float32', path });
    assert.ok(r.output instanceof Float32Array);
    assert.ok(maxRelativeError(r.output, expected) < 2e-5, path);
  }
});

test('weights come back from the materialised path, equal to the reference weights', () => {
  const c = randomCase(7, 9, 12, 4, 3);
  const r = am.fastAttention({ ...c, causal: true, weights: true });
  assert.ok(maxRelativeError(r.weights, reference(c, true).weights) < 1e-12);
  assert.equal(r.weights[1], 0);  // query 0 never sees key 1
  throwsNaming(() => am.fastAttention({ ...c, weights: true, path: 'tiled' }), /^fastAttention: weights: only the materialised/);
});

test('heads are stored one after another and computed independently', () => {
  const heads = 3, n = 6, m = 7, dK = 4, dV = 2;
  const c = randomCase(9, n, m, dK, dV, heads);
  const r = am.fastAttention(c);
  for (let h = 0; h < heads; h++) {
    const one = { q: c.q.subarray(h * n * dK, (h + 1) * n * dK), k: c.k.subarray(h * m * dK, (h + 1) * m * dK),
                  v: c.v.subarray(h * m * dV, (h + 1) * m * dV), n, m, dK, dV };
    assert.ok(maxRelativeError(r.output.subarray(h * n * dV, (h + 1) * n * dV), reference(one).output) < 1e-12);
  }
});

test('auto picks the tiled path once n x m passes the budget, and it still computes attention', () => {
  assert.equal(am.fastAttention(randomCase(1, 8, 8, 2, 2)).path, 'materialised');
  const n = 2100, c = randomCase(3, n, n, 1, 1);  // 4.4 M scores: more than the 2^22 cells of the budget
  const r = am.fastAttention(c);
  assert.equal(r.path, 'tiled');
  for (const i of [0, 1049, n - 1]) {  // a few rows by hand, in double
    let max = -Infinity, sum = 0, out = 0;
    for (let j = 0; j < n; j++) max = Math.max(max, c.q[i] * c.k[j]);
    for (let j = 0; j < n; j++) { const w = Math.exp(c.q[i] * c.k[j] - max); sum += w; out += w * c.v[j]; }
    assert.ok(Math.abs(r.output[i] - out / sum) < 1e-12, `row ${i}`);
  }
  assert.equal(am.fastAttentionLimits().scoreBudgetBytes, 32 * 2 ** 20);
});

test('bad input gets an Error naming the field, and the module keeps working', () => {
  const c = randomCase(2, 4, 4, 3, 3);
  throwsNaming(() => am.fastAttention({ ...c, dk: 3 }), /unknown option 'dk'/);
  throwsNaming(() => am.fastAttention({ ...c, n: undefined }), /^fastAttention: n: is required/);
  throwsNaming(() => am.fastAttention({ ...c, n: 2.5 }), /^fastAttention: n: expected an integer/);
  throwsNaming(() => am.fastAttention({ ...c, q: c.q.subarray(1) }), /^fastAttention: q: expected 12 numbers/);
  throwsNaming(() => am.fastAttention({ ...c, v: 'abc' }), /^fastAttention: v: expected a typed array/);
  throwsNaming(() => am.fastAttention({ ...c, k: Array.from(c.k, (x, i) => (i === 5 ? NaN : x)) }),
               /^fastAttention: k: entry 5 is not a finite number/);
  throwsNaming(() => am.fastAttention({ ...c, dtype: 'float16' }), /^fastAttention: dtype: expected 'float32', 'float64'/);
  throwsNaming(() => am.fastAttention({ ...c, n: 5000, m: 5000, path: 'materialised' }), /n: must be an integer from 1 to 4096/);
  throwsNaming(() => am.fastAttention({ ...c, n: 70000 }), /n: must be an integer from 1 to 65536/);
  throwsNaming(() => am.fastAttention({ ...c, n: 2 ** 40 }), /n: expected an integer/);
  throwsNaming(() => am.fastAttention(c, 1), /expected 1 argument, got 2/);
  assert.ok(maxRelativeError(am.fastAttention(c).output, reference(c).output) < 1e-12);
});

test('onlineSoftmax shows the tiled kernel chunk by chunk and ends at the answer', () => {
  const n = 5, m = 11, dK = 3, dV = 2, chunk = 4;
  const c = randomCase(4, n, m, dK, dV);
  const r = am.onlineSoftmax({ Q: c.q, K: c.k, V: c.v, n, m, dK, dV, chunk });
  assert.deepEqual(r.steps.map((s) => [s.keyBegin, s.keyEnd]), [[0, 4], [4, 8], [8, 11]]);
  const ref = reference(c);
  assert.ok(maxRelativeError(r.reference, ref.output) < 1e-12);
  const last = r.steps[2];
  assert.ok(maxRelativeError(last.output, ref.output) < 1e-12);
  for (let i = 0; i < n; i++) {
    const row = ref.scores.slice(i * m, (i + 1) * m);  // the scaled scores
    const max = Math.max(...row);
    assert.ok(Math.abs(last.runningMax[i] - max) < 1e-12);
    assert.ok(Math.abs(last.runningSum[i] - row.reduce((s, x) => s + Math.exp(x - max), 0)) < 1e-12);
    // after one chunk: that chunk's own max, and its softmax-weighted values
    const first = row.slice(0, chunk), firstMax = Math.max(...first);
    assert.ok(Math.abs(r.steps[0].runningMax[i] - firstMax) < 1e-12);
    assert.ok(r.steps[1].runningMax[i] >= r.steps[0].runningMax[i]);
    const weights = first.map((x) => Math.exp(x - firstMax));
    const total = weights.reduce((s, w) => s + w, 0);
    for (let d = 0; d < dV; d++) {
      const expected = weights.reduce((s, w, j) => s + w * c.v[j * dV + d], 0) / total;
      assert.ok(Math.abs(r.steps[0].output[i * dV + d] - expected) < 1e-12);
    }
  }
  // the rescale factor is e^(m_old − m_new), from consecutive steps' maxima
  for (let i = 0; i < n; i++) {
    assert.equal(r.steps[0].rescale[i], 0);
    assert.ok(Math.abs(r.steps[1].rescale[i] - Math.exp(r.steps[0].runningMax[i] - r.steps[1].runningMax[i])) < 1e-15);
  }
  throwsNaming(() => am.onlineSoftmax({ Q: c.q, K: c.k, V: c.v, n, m, dK, dV, chunk: 0 }), /chunk: must be/);
});

test('the fast API is public and its raw exports are not', () => {
  for (const name of ['fastAttention', 'onlineSoftmax', 'fastAttentionLimits']) assert.equal(typeof am[name], 'function');
  for (const raw of ['_am_fast_plan', '_am_fast_workspace', '_am_fast_run', '_fastLastError', '_onlineSoftmax']) {
    assert.equal(am[raw], undefined, raw);
  }
  // Calls after the first still go to the raw functions, not back onto Module.
  am.fastAttention(randomCase(1, 2, 2, 2, 2));
  assert.equal(am._am_fast_run, undefined);
});

test('a large call gives its memory back to malloc; small calls keep reusing a small workspace', (t) => {
  const inUse = () => am._heapStats().inUse;
  const small = randomCase(31, 4, 4, 64, 64);
  am.fastAttention(small);
  const before = inUse();
  const figures = [];
  for (const [n, d] of [[2048, 1024], [4096, 64]]) {
    const c = { q: new Float64Array(n * d).fill(0.01), k: new Float64Array(n * d).fill(0.02),
                v: new Float64Array(n * d).fill(0.5), n, dK: d, path: 'tiled' };
    const r = am.fastAttention(c);
    assert.equal(r.path, 'tiled');
    assert.ok(Math.abs(r.output[0] - 0.5) < 1e-12);
    figures.push(`n=${n} d=${d}: ${((inUse() - before) / 2 ** 20).toFixed(2)} MiB still in use`);
    assert.ok(inUse() - before < 2 ** 20, figures.at(-1));
  }
  am.fastAttention(small);
  figures.push(`then n=4: ${((inUse() - before) / 2 ** 20).toFixed(2)} MiB; heap ${(am._heapStats().heapSize / 2 ** 20).toFixed(0)} MiB`);
  assert.ok(inUse() - before < 2 ** 20, figures.at(-1));
  t.diagnostic(figures.join('; '));
});
