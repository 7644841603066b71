// fastAttention and onlineSoftmax (the tiled kernel step by step) through the JS API, against the
// numpy-exact attention() of the same module (itself checked against numpy in
// tests/parity). The fast paths reorder sums and use their own exp, so they
// match to a tolerance: 1e-12 in float64, 2e-5 in float32.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAttentionMath, loadTestModule } from './load-module.mjs';

const am = await loadAttentionMath();

function maxRelativeError(a, b) {
  assert.equal(a.length, b.length);
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i] - b[i]) / Math.max(1, Math.abs(b[i])));
  return worst;
}

// The Error the call throws, with api.post.js's structure: call, code, argument, params.
function errorOf(call) {
  try {
    call();
  } catch (e) {
    assert.ok(e instanceof Error);
    assert.equal(e.call, 'fastAttention');
    assert.equal(e.message.startsWith('fastAttention: '), true, e.message);
    return e;
  }
  assert.fail('expected an Error');
}
function rejects(call, { code, argument, message, params = {} }) {
  const e = errorOf(call);
  assert.equal(e.code, code, e.message);
  assert.equal(e.argument, argument, e.message);
  if (message) assert.match(e.message, message);
  for (const [name, value] of Object.entries(params)) assert.equal(e.params[name], value, `${e.message}: params.${name}`);
  return e;
}

// Random cases from the module's own numpy generator; Q scaled ×3 so softmax is far from uniform.
function randomCase(seed, n, m, dK, dV, heads = 1) {
  const Q = am.randn(seed, heads * n, dK).map((x) => 3 * x);
  return { Q, K: am.randn(seed + 1, heads * m, dK), V: am.randn(seed + 2, heads * m, dV), n, m, dK, dV, heads };
}

function reference({ Q, K, V, n, m, dK, dV }, mask = {}) {
  return am.attention({ Q, K, V, n, m, dK, dV, ...mask });
}

const cases = [[1, 1, 1, 1], [4, 4, 64, 64], [5, 3, 2, 7], [17, 33, 8, 5], [70, 129, 64, 64], [200, 150, 33, 65]];

test('both paths equal the reference to 1e-12 in float64, with and without the causal mask', () => {
  cases.forEach(([n, m, dK, dV], index) => {
    for (const causal of [false, true]) {
      const c = randomCase(10 * index + 1, n, m, dK, dV);
      const expected = reference(c, { causal }).output;
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
    const r = am.fastAttention({ ...c, Q: Float32Array.from(c.Q), precision: 'float32', path });
    assert.ok(r.output instanceof Float32Array);
    assert.ok(maxRelativeError(r.output, expected) < 2e-5, path);
  }
});

test('weights come back from the materialised path, equal to the reference weights', () => {
  const c = randomCase(7, 9, 12, 4, 3);
  const r = am.fastAttention({ ...c, causal: true, weights: true });
  assert.ok(maxRelativeError(r.weights, reference(c, { causal: true }).weights) < 1e-12);
  assert.equal(r.weights[1], 0);  // query 0 never sees key 1
  rejects(() => am.fastAttention({ ...c, weights: true, path: 'tiled' }),
          { code: 'incompatible', argument: 'weights', message: /^fastAttention: weights: only the materialised/ });
});

test('heads are stored one after another and computed independently', () => {
  const heads = 3, n = 6, m = 7, dK = 4, dV = 2;
  const c = randomCase(9, n, m, dK, dV, heads);
  const r = am.fastAttention(c);
  for (let h = 0; h < heads; h++) {
    const one = { Q: c.Q.subarray(h * n * dK, (h + 1) * n * dK), K: c.K.subarray(h * m * dK, (h + 1) * m * dK),
                  V: c.V.subarray(h * m * dV, (h + 1) * m * dV), n, m, dK, dV };
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
    for (let j = 0; j < n; j++) max = Math.max(max, c.Q[i] * c.K[j]);
    for (let j = 0; j < n; j++) { const w = Math.exp(c.Q[i] * c.K[j] - max); sum += w; out += w * c.V[j]; }
    assert.ok(Math.abs(r.output[i] - out / sum) < 1e-12, `row ${i}`);
  }
  assert.equal(am.fastAttentionLimits().scoreBudgetBytes, 32 * 2 ** 20);
});

test('bad input gets a structured Error naming the argument, and the module keeps working', () => {
  const c = randomCase(2, 4, 4, 3, 3);
  // The kind of each value, read by the same conversions as every other call (cpp/bindings/convert.cpp).
  rejects(() => am.fastAttention(c, 1), { code: 'arity', argument: '', params: { expected: 1, got: 2 } });
  rejects(() => am.fastAttention([c]), { code: 'type', argument: '', message: /options: expected an options object/ });
  rejects(() => am.fastAttention({ ...c, dk: 3 }), { code: 'unknown_option', argument: 'dk', message: /unknown option 'dk'/ });
  for (const old of ['q', 'dtype']) rejects(() => am.fastAttention({ ...c, [old]: c.Q }), { code: 'unknown_option', argument: old });
  rejects(() => am.fastAttention({ ...c, n: undefined }), { code: 'required', argument: 'n', message: /^fastAttention: n: is required$/ });
  rejects(() => am.fastAttention({ ...c, n: 2.5 }), { code: 'type', argument: 'n', params: { expected: 'an integer', got: '2.5' } });
  rejects(() => am.fastAttention({ ...c, n: '4' }), { code: 'type', argument: 'n', params: { got: "string '4'" } });
  rejects(() => am.fastAttention({ ...c, n: 2 ** 60 }), { code: 'type', argument: 'n' });
  rejects(() => am.fastAttention({ ...c, V: 'abc' }), { code: 'type', argument: 'V', message: /V: expected a Float64Array or an Array of numbers, got string 'abc'/ });
  rejects(() => am.fastAttention({ ...c, K: new BigInt64Array(12) }), { code: 'type', argument: 'K' });
  rejects(() => am.fastAttention({ ...c, causal: 1 }), { code: 'type', argument: 'causal' });
  rejects(() => am.fastAttention({ ...c, maskFill: '-1e9' }), { code: 'type', argument: 'maskFill' });
  rejects(() => am.fastAttention({ ...c, precision: 32 }), { code: 'type', argument: 'precision' });
  rejects(() => am.fastAttention({ ...c, keyPadding: [true, 2, false, false] }),
          { code: 'type', argument: 'keyPadding', params: { index: 1, got: '2' } });
  // Issue 13, defect 5: never coerced into numbers (TypedArray.set would make null 0, true 1, '1' 1, [2] 2).
  for (const [junk, got] of [[null, 'null'], [true, 'true'], ['1', "string '1'"], [undefined, 'undefined'], [[2], 'an Array'],
                             [[[1, 2]], 'an Array'], [{}, 'object']]) {
    for (const [name, precision] of [['Q', 'float64'], ['K', 'float32'], ['V', 'float64']]) {
      const values = Array.from(c[name]);
      values[7] = junk;
      rejects(() => am.fastAttention({ ...c, [name]: values, precision }),
              { code: 'type', argument: name, message: new RegExp(`^fastAttention: ${name}: expected a number at row 2, column 1, got `),
                params: { index: 7, row: 2, column: 1, got } });
    }
  }
  // With heads, a position counts the heads' rows one after another: head 1's row 0 is row 4.
  const Q2 = Array.from({ length: 2 * 4 * 3 }, () => 0.5);
  Q2[12] = '0.5';
  rejects(() => am.fastAttention({ ...c, heads: 2, Q: Q2, K: [...c.K, ...c.K], V: [...c.V, ...c.V] }),
          { code: 'type', argument: 'Q', params: { index: 12, row: 4, column: 0 } });
  // Every rule is the core's, with the same structure.
  rejects(() => am.fastAttention({ ...c, precision: 'float16' }),
          { code: 'range', argument: 'precision', message: /precision: expected 'float64' or 'float32', got 'float16'/ });
  rejects(() => am.fastAttention({ ...c, path: 'flash' }), { code: 'range', argument: 'path', params: { got: 'flash' } });
  rejects(() => am.fastAttention({ ...c, Q: c.Q.subarray(1) }),
          { code: 'shape', argument: 'Q', message: /Q: expected 12 values \(4 x 3, row-major\), got 11/, params: { expected: 12, got: 11 } });
  rejects(() => am.fastAttention({ ...c, K: Array.from(c.K, (x, i) => (i === 5 ? NaN : x)) }),
          { code: 'not_finite', argument: 'K', params: { row: 1, column: 2, value: 'NaN' } });
  rejects(() => am.fastAttention({ ...c, Q: Float64Array.from(c.Q, (x, i) => (i === 0 ? 1e300 : x)), precision: 'float32' }),
          { code: 'overflow', argument: 'Q', message: /does not fit float32/, params: { row: 0, column: 0 } });
  rejects(() => am.fastAttention({ ...c, maskFill: -1e300, precision: 'float32' }),
          { code: 'range', argument: 'maskFill', params: { precision: 'float32' } });
  rejects(() => am.fastAttention({ ...c, keyPadding: [true, false] }),
          { code: 'shape', argument: 'keyPadding', params: { expected: 4, got: 2 } });
  rejects(() => am.fastAttention({ ...c, maskFill: NaN }), { code: 'range', argument: 'maskFill' });
  rejects(() => am.fastAttention({ ...c, maskFill: Infinity }), { code: 'range', argument: 'maskFill' });
  rejects(() => am.fastAttention({ ...c, n: 5000, m: 5000, path: 'materialised' }),
          { code: 'limit', argument: 'n', message: /n: must be an integer from 1 to 4096/, params: { max: 4096, got: 5000 } });
  rejects(() => am.fastAttention({ ...c, n: 70000 }), { code: 'limit', argument: 'n', params: { max: 65536 } });
  rejects(() => am.fastAttention({ ...c, n: 2 ** 40 }), { code: 'limit', argument: 'n' });  // checked before any product
  rejects(() => am.fastAttention({ ...c, n: 0 }), { code: 'range', argument: 'n' });
  rejects(() => am.fastAttention({ ...c, heads: -3 }), { code: 'range', argument: 'heads' });
  const huge = { Q: [1e200], K: [1e200, 1e-200], V: [1, 2], n: 1, m: 2, dK: 1, dV: 1 };  // q·k = 1e400
  for (const path of ['materialised', 'tiled']) {
    rejects(() => am.fastAttention({ ...huge, path }),
            { code: 'overflow', argument: 'Q', message: /Q·Kᵀ overflows float64 at row 0, column 0/, params: { row: 0, column: 0, product: 'Q·Kᵀ' } });
  }
  assert.ok(maxRelativeError(am.fastAttention(c).output, reference(c).output) < 1e-12);
});

test('causal, keyPadding and each fill match attention(), fully masked rows included, both paths and precisions', (t) => {
  let worst64 = 0, worst32 = 0, fullyMasked = 0;
  for (const [index, [n, m, dK, dV]] of [[6, 9, 4, 3], [70, 150, 8, 5]].entries()) {
    const c = randomCase(40 + index, n, m, dK, dV);
    const some = Array.from({ length: m }, (_, j) => j === 0 || j % 3 === 1);  // key 0 hidden: causal row 0 sees nothing
    for (const keyPadding of [undefined, some, Array(m).fill(true), Uint8Array.from(some, Number)]) {
      for (const causal of [false, true]) {
        for (const maskFill of [-Infinity, -1e9, -30, 0]) {
          const mask = { causal, maskFill, ...(keyPadding ? { keyPadding: Array.from(keyPadding, Boolean) } : {}) };
          const expected = reference(c, mask);
          const label = `n=${n} padding=${keyPadding ? keyPadding.length : 'none'} causal=${causal} fill=${maskFill}`;
          for (const path of ['materialised', 'tiled']) {
            const r = am.fastAttention({ ...c, causal, maskFill, keyPadding, path, weights: path === 'materialised' });
            const e = Math.max(maxRelativeError(r.output, expected.output), r.weights ? maxRelativeError(r.weights, expected.weights) : 0);
            assert.ok(e < 1e-12, `${label} ${path}: ${e}`);
            worst64 = Math.max(worst64, e);
            const f = am.fastAttention({ ...c, Q: Float32Array.from(c.Q), causal, maskFill, keyPadding, path, precision: 'float32' });
            const e32 = maxRelativeError(f.output, expected.output);
            assert.ok(e32 < 2e-5, `${label} ${path} float32: ${e32}`);
            worst32 = Math.max(worst32, e32);
          }
          // A query that sees no key: zeros under -Infinity, the mean of V under a finite fill.
          const r = am.fastAttention({ ...c, causal, maskFill, keyPadding });
          for (let i = 0; i < n; i++) {
            const sees = Array.from({ length: m }, (_, j) => !(causal && j > i) && !(keyPadding && keyPadding[j])).some(Boolean);
            if (sees) continue;
            fullyMasked++;
            for (let d = 0; d < dV; d++) {
              let mean = 0;
              for (let j = 0; j < m; j++) mean += c.V[j * dV + d] / m;
              assert.ok(Math.abs(r.output[i * dV + d] - (maskFill === -Infinity ? 0 : mean)) < 1e-12, `${label} row ${i}`);
            }
          }
        }
      }
    }
  }
  assert.ok(fullyMasked > 0);
  t.diagnostic(`masks: largest relative error ${worst64.toExponential(2)} (float64), ${worst32.toExponential(2)} (float32); ${fullyMasked} fully masked rows`);
});

test('onlineSoftmax shows the tiled kernel chunk by chunk and ends at the answer', () => {
  const n = 5, m = 11, dK = 3, dV = 2, chunk = 4;
  const c = randomCase(4, n, m, dK, dV);
  const r = am.onlineSoftmax({ Q: c.Q, K: c.K, V: c.V, n, m, dK, dV, chunk });
  assert.deepEqual(r.steps.map((s) => [s.keyBegin, s.keyEnd]), [[0, 4], [4, 8], [8, 11]]);
  const ref = reference(c);
  assert.ok(maxRelativeError(r.reference, ref.output) < 1e-12);
  const last = r.steps[2];
  assert.ok(maxRelativeError(last.output, ref.output) < 1e-12);
  for (let i = 0; i < n; i++) {
    const row = ref.scaledScores.slice(i * m, (i + 1) * m);
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
      const expected = weights.reduce((s, w, j) => s + w * c.V[j * dV + d], 0) / total;
      assert.ok(Math.abs(r.steps[0].output[i * dV + d] - expected) < 1e-12);
    }
  }
  // the rescale factor is e^(m_old − m_new), from consecutive steps' maxima
  for (let i = 0; i < n; i++) {
    assert.equal(r.steps[0].rescale[i], 0);
    assert.ok(Math.abs(r.steps[1].rescale[i] - Math.exp(r.steps[0].runningMax[i] - r.steps[1].runningMax[i])) < 1e-15);
  }
  assert.throws(() => am.onlineSoftmax({ Q: c.Q, K: c.K, V: c.V, n, m, dK, dV, chunk: 0 }),
                (e) => /chunk: must be/.test(e.message) && e.code === 'range' && e.argument === 'chunk');
});

test('the fast API is public and its raw functions are not', () => {
  for (const name of ['fastAttention', 'onlineSoftmax', 'fastAttentionLimits']) assert.equal(typeof am[name], 'function');
  am.fastAttention(randomCase(1, 2, 2, 2, 2));
  assert.deepEqual(Object.keys(am).filter((name) => /fast|online/i.test(name)).sort(),
                   ['fastAttention', 'fastAttentionLimits', 'onlineSoftmax']);
});

test('a large call gives its memory back to malloc, and small calls after it hold nothing more', async (t) => {
  const am = await loadTestModule();  // the test build: it has _heapStats
  const inUse = () => am._heapStats().inUse;
  const small = randomCase(31, 4, 4, 64, 64);
  am.fastAttention(small);
  const before = inUse();
  const figures = [];
  for (const [n, d] of [[2048, 1024], [4096, 64]]) {
    const c = { Q: new Float64Array(n * d).fill(0.01), K: new Float64Array(n * d).fill(0.02),
                V: new Float64Array(n * d).fill(0.5), n, dK: d, path: 'tiled' };
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

// Issue 25: fastAttention refuses exactly what attention refuses, with the
// same code, argument and params, and answers everything else. Each case was
// reproduced through this module before its fix.
function outcome(call) {
  try {
    return { output: call().output };
  } catch (e) {
    return { code: e.code, argument: e.argument, params: e.params, message: e.message.replace(/^\w+: /, '') };
  }
}

test('issue 25: a NaN score (+∞ and −∞ in one float32 dot product) is refused as attention refuses it', () => {
  // fastAttention answered 20 on both paths (the NaN score became a weight of 0); the true answer is 15.
  const c = { Q: Float32Array.of(1e20, 1e20), K: Float32Array.of(1e19, -1e19, 1, -1), V: Float32Array.of(10, 20),
              n: 1, m: 2, dK: 2, dV: 1, precision: 'float32' };
  const expected = outcome(() => am.attention(c));
  assert.equal(expected.code, 'overflow');
  assert.deepEqual(expected.params, { row: 0, column: 0, value: Math.fround(1e20), product: 'Q·Kᵀ', precision: 'float32' });
  for (const path of ['materialised', 'tiled']) assert.deepEqual(outcome(() => am.fastAttention({ ...c, path })), expected, path);
  // A score that overflows to −∞ alone is refused too (it became a weight of 0).
  const minus = { ...c, Q: Float32Array.of(1e20), K: Float32Array.of(-1e20, 1), dK: 1 };
  for (const path of ['materialised', 'tiled']) {
    assert.deepEqual(outcome(() => am.fastAttention({ ...minus, path })), outcome(() => am.attention(minus)), path);
  }
});

test('issue 25: a hidden cell is never refused, on either path; float32 P·V is not bounded by m·max|V|', () => {
  // Causal, float32: cell (0, 1) is 1e20·1e20 = +∞ and hidden. attention refused it; fastAttention did not.
  const hidden = { Q: [1e20, 1e-3], K: [1e-3, 1e20], V: [1, 2], n: 2, dK: 1, dV: 1, causal: true, precision: 'float32' };
  const expected = am.attention(hidden).output;
  assert.deepEqual(Array.from(expected), [1, 2]);
  for (const path of ['materialised', 'tiled']) assert.deepEqual(Array.from(am.fastAttention({ ...hidden, path }).output), [1, 2]);
  // 4,096 equal scores and V = 1e35 in float32: fastAttention refused (Σ e^(s−m)·v = 4.1e38), attention answered.
  const m = 4096;
  const big = { Q: new Float32Array(1), K: new Float32Array(m), V: new Float32Array(m).fill(1e35), n: 1, m, dK: 1, dV: 1, precision: 'float32' };
  assert.ok(Math.abs(am.attention(big).output[0] / 1e35 - 1) < 1e-4);
  for (const path of ['materialised', 'tiled']) {
    const got = am.fastAttention({ ...big, path }).output[0];
    assert.ok(Math.abs(got / 1e35 - 1) < m * 2 ** -24, `${path}: ${got}`);  // float32's summation over 4,096 keys
  }
});
