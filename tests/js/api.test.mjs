// The public JS API: shapes, values, and an Error naming the argument for every
// misuse. Numbers are checked against the C++ core's own invariants here and
// against real numpy in tests/parity.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAttentionMath } from './load-module.mjs';

const am = await loadAttentionMath();

function throwsNaming(call, pattern) {
  assert.throws(call, (e) => e instanceof Error && pattern.test(e.message), `expected an Error matching ${pattern}`);
}

test('the module exposes exactly the documented functions', () => {
  for (const name of ['randn', 'rand', 'walkthrough', 'attention', 'multiHeadAttention', 'attentionParams',
                      'attentionFlops', 'softmax', 'numpyStr', 'dotProducts', 'saturation', 'attentionVariant',
                      'matmul', 'dotTerms', 'weightedSumTerms', 'histogram', 'shapes', 'parseMatrix', 'onlineSoftmax']) {
    assert.equal(typeof am[name], 'function', name);
    assert.equal(am['_' + name], undefined, `raw binding _${name} stays private`);
  }
});

test('limits come from the core', () => {
  assert.equal(am.limits.walkthrough.maxHeadWidth, 64);
  assert.equal(am.limits.walkthrough.maxSeed, 4294967295);
  assert.equal(am.limits.attention.maxSequence, 4096);
  assert.ok(Object.isFrozen(am.limits));
});

test('randn returns numpy\'s legacy Gaussians as a Float64Array', () => {
  const v = am.randn(42, 2, 3);
  assert.ok(v instanceof Float64Array);
  assert.deepEqual(Array.from(v), [0.4967141530112327, -0.13826430117118466, 0.6476885381006925,
                                   1.5230298564080254, -0.23415337472333597, -0.23413695694918055]);
  assert.equal(am.rand(0, 1, 1)[0], 0.5488135039273248);
  assert.equal(am.randn(0, 0, 5).length, 0);
});

test('walkthrough returns every array with its shape, the script and its output', () => {
  const w = am.walkthrough({ seed: 42, dK: 3, dV: 3 });
  const sizes = { WQ: 18, WK: 18, WV: 18, Q: 12, K: 12, V: 12, scaledScores: 16, weights: 16, output: 12, X: 24 };
  for (const [name, size] of Object.entries(sizes)) {
    assert.ok(w[name] instanceof Float64Array, name);
    assert.equal(w[name].length, size, name);
  }
  assert.deepEqual(w.tokens, ['The', 'cat', 'sat', 'down']);
  assert.match(w.python, /np\.random\.seed\(SEED\)/);
  assert.ok(w.transcript.startsWith('Q (queries):\n  The   : [ 0.778 -0.748 -0.279]\n'));
  for (let i = 0; i < 4; i++) {
    const row = w.weights.slice(4 * i, 4 * i + 4);
    assert.ok(Math.abs(row.reduce((a, b) => a + b, 0) - 1) < 1e-15);
  }
});

test('walkthrough takes tokens and X, and defaults to the seed example', () => {
  const w = am.walkthrough({ seed: 1, dK: 2, dV: 5, tokens: ['a', 'b'], X: [1, 2, 3, 4, 5, 6], dModel: 3 });
  assert.equal(w.n, 2);
  assert.equal(w.dModel, 3);
  assert.equal(w.output.length, 10);
  assert.equal(am.walkthrough({}).seed, 42);
});

test('attention: scaledScores are rawScores / √dK, causal rows are zero above the diagonal and sum to 1', () => {
  const n = 5, dK = 4, dV = 3;
  const Q = am.randn(1, n, dK), K = am.randn(2, n, dK), V = am.randn(3, n, dV);
  const r = am.attention({ Q, K, V, n, dK, dV, causal: true });
  let raw = 0;
  for (let d = 0; d < dK; d++) raw += Q[1 * dK + d] * K[2 * dK + d];
  assert.ok(Math.abs(r.rawScores[1 * n + 2] - raw) < 1e-12);
  assert.equal(r.scaledScores[1 * n + 0], r.rawScores[1 * n + 0] / Math.sqrt(dK));
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < n; j++) {
      if (j > i) assert.equal(r.weights[i * n + j], 0);
      sum += r.weights[i * n + j];
    }
    assert.ok(Math.abs(sum - 1) < 1e-12);
  }
  assert.equal(r.output.length, n * dV);
});

test('attention: cross-attention with m != n, key padding and float32', () => {
  const r = am.attention({ Q: am.randn(4, 2, 3), K: am.randn(5, 6, 3), V: am.randn(6, 6, 2), n: 2, m: 6, dK: 3,
                           dV: 2, keyPadding: [false, false, true, false, true, false], precision: 'float32' });
  assert.equal(r.weights.length, 12);
  assert.equal(r.weights[2], 0);
  assert.equal(r.weights[6 + 4], 0);
  const all = am.attention({ Q: [1], K: [1, 2], V: [3, 4], n: 1, m: 2, dK: 1, dV: 1, keyPadding: [true, true] });
  assert.deepEqual(all.fullyMaskedRows, [0]);
  assert.deepEqual(Array.from(all.output), [0]);
});

test('softmax: float32 naive overflows to NaN where the stable form stays exact', () => {
  const logits = [100, 101, 99];
  const naive = am.softmax({ logits, cols: 3, form: 'naive', precision: 'float32' });
  assert.ok(Number.isNaN(naive.weights[0]));
  const stable = am.softmax({ logits, cols: 3, precision: 'float32' });
  assert.ok(Math.abs(stable.weights[1] - 0.6652409557748219) < 1e-6);
});

test('multiHeadAttention: one head equals attention followed by W_O', () => {
  const n = 3, dModel = 4;
  const X = am.randn(7, n, dModel), WQ = am.randn(8, dModel, dModel), WK = am.randn(9, dModel, dModel);
  const WV = am.randn(10, dModel, dModel), WO = am.randn(11, dModel, dModel);
  const mh = am.multiHeadAttention({ X, n, dModel, heads: 2, WQ, WK, WV, WO });
  assert.equal(mh.heads.length, 2);
  assert.equal(mh.heads[0].weights.length, n * n);
  assert.equal(mh.concat.length, n * dModel);
  assert.equal(mh.output.length, n * dModel);
  assert.equal(mh.dK, 2);
  throwsNaming(() => am.multiHeadAttention({ X, n, dModel, heads: 3, WQ, WK, WV, WO }), /heads: 3 does not divide/);
});

test('attentionParams and attentionFlops: GPT-2 small and the h-heads-cost-the-same argument', () => {
  assert.equal(am.attentionParams({ dModel: 768, heads: 12 }).total, 2359296);
  assert.equal(am.attentionParams({ dModel: 768, heads: 12, bias: true }).total, 2362368);
  const one = am.attentionFlops({ n: 64, dModel: 512, heads: 1 });
  const eight = am.attentionFlops({ n: 64, dModel: 512, heads: 8 });
  assert.equal(one.rawScores, eight.rawScores);
  assert.equal(one.weightedSum, eight.weightedSum);
});

test('numpyStr prints what numpy prints', () => {
  assert.equal(am.numpyStr([0.252, 0.192, 0.236, 0.32]), '[0.252 0.192 0.236 0.32 ]');
  assert.equal(am.numpyStr(new Float64Array([0.001, 2.345])), '[1.000e-03 2.345e+00]');
  assert.equal(am.numpyStr([NaN, 1]), '[nan  1.]');
});

test('the explaining functions add up to the results they explain', () => {
  const n = 4, dK = 5, dV = 3;
  const Q = am.randn(20, n, dK), K = am.randn(21, n, dK), V = am.randn(22, n, dV);
  const r = am.attention({ Q, K, V, n, dK, dV });
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) assert.equal(am.dotTerms({ Q, K, n, dK, i, j }).sum, r.rawScores[i * n + j]);
    const terms = am.weightedSumTerms({ weights: r.weights, V, n, dV, row: i });
    assert.deepEqual(Array.from(terms.output), Array.from(r.output.slice(i * dV, (i + 1) * dV)));
  }
  assert.deepEqual(Array.from(am.matmul({ A: [1, 2, 3, 4], B: [5, 6, 7, 8], rows: 2, inner: 2, cols: 2 })), [19, 22, 43, 50]);
  const h = am.histogram({ values: [0.1, 0.2, 0.7, 3], bins: 2, low: 0, high: 1 });
  assert.deepEqual(Array.from(h.counts), [2, 2]);
  assert.equal(h.clipped, 1);
  assert.deepEqual(am.shapes({ n: 4, dModel: 6, dK: 3, dV: 3 }).map((s) => `${s.name} ${s.rows}x${s.cols}`),
    ['X 4x6', 'W_Q 6x3', 'W_K 6x3', 'W_V 6x3', 'Q 4x3', 'K 4x3', 'V 4x3', 'Q·Kᵀ 4x4', '/√d_k 4x4', 'softmax 4x4', '·V 4x3']);
});

test('the scaling argument, measured: variance ~ d_k, unscaled softmax saturates', () => {
  const sample = am.dotProducts({ seed: 1, dK: 256, count: 3000 });
  assert.equal(sample.values.length, 3000);
  assert.ok(Math.abs(sample.variance / 256 - 1) < 0.15, `variance ${sample.variance}`);
  const s = am.saturation({ seed: 1, dK: 1024 });
  assert.ok(s.unscaled.maxWeight > 0.9 && s.scaled.maxWeight < 0.5);
  assert.ok(s.unscaled.jacobianNorm < s.scaled.jacobianNorm);
  const soft = am.softmax({ logits: [1, 2, 3], cols: 3, scale: 2 });
  assert.deepEqual(Array.from(soft.logits), [2, 4, 6]);
  // An independent oracle: softmax and entropy written out in JS.
  const e = [2, 4, 6].map((z) => Math.exp(z - 6));
  const p = e.map((x) => x / e.reduce((a, b) => a + b, 0));
  const entropy = -p.reduce((acc, x) => acc + x * Math.log(x), 0);
  assert.ok(Math.abs(soft.rows[0].entropy - entropy) < 1e-12);
  assert.ok(Math.abs(soft.rows[0].maxWeight - p[2]) < 1e-15);
});

test('attentionVariant shows each bug in the row and column sums', () => {
  const n = 5, dK = 4, dV = 2;
  const args = { Q: am.randn(30, n, dK), K: am.randn(31, n, dK), V: am.randn(32, n, dV), n, dK, dV, dModel: 64 };
  const wrongAxis = am.attentionVariant({ ...args, variant: 'softmax-over-queries' });
  for (const sum of wrongAxis.columnSums) assert.ok(Math.abs(sum - 1) < 1e-12);
  assert.ok(Array.from(wrongAxis.rowSums).some((sum) => Math.abs(sum - 1) > 0.01));
  const after = am.attentionVariant({ ...args, variant: 'scale-after-softmax' });
  for (const sum of after.rowSums) assert.ok(Math.abs(sum - 0.5) < 1e-12);
  const zero = am.attentionVariant({ ...args, variant: 'mask-with-zero', causal: true });
  assert.ok(zero.weights[1] > 0);
});

test('every misuse throws an Error that names the argument', () => {
  const cases = [
    [() => am.randn(-1, 2, 2), /seed: must be an integer between 0 and 2\*\*32 - 1/],
    [() => am.randn(2 ** 32, 1, 1), /seed: .*got 4294967296/],
    [() => am.randn(1.5, 1, 1), /seed: .*got 1\.5/],
    [() => am.randn('42', 1, 1), /seed: expected a number, got string '42'/],
    [() => am.randn(1, -2, 2), /rows: must not be negative, got -2/],
    [() => am.randn(1, 1e5, 1e5), /rows x cols: .*more than the limit/],
    [() => am.randn(1, 2), /randn: expected 3 arguments, got 2/],
    [() => am.walkthrough(), /walkthrough: expected 1 argument/],
    [() => am.walkthrough(null), /options: expected an options object/],
    [() => am.walkthrough([1, 2]), /options: expected an options object/],
    [() => am.walkthrough({ seed: 42, dk: 3 }), /unknown option 'dk'/],
    [() => am.walkthrough({ dK: 0 }), /dK: must be an integer from 1 to 64, got 0/],
    [() => am.walkthrough({ dV: 1e9 }), /dV: must be an integer from 1 to 64/],
    [() => am.walkthrough({ dK: 2.5 }), /dK: expected an integer, got 2\.5/],
    [() => am.walkthrough({ seed: NaN }), /seed: .*NaN/],
    [() => am.walkthrough({ tokens: ['a'] }), /tokens: expected one token per row of X \(4\), got 1/],
    [() => am.walkthrough({ tokens: ['a', 'b'], X: [1, 2, 3], dModel: 2 }), /X: expected 4 values/],
    [() => am.walkthrough({ tokens: ['a'], X: ['x'], dModel: 1 }), /X: expected a number at index 0, got string 'x'/],
    [() => am.walkthrough({ tokens: ['a'], X: [Infinity], dModel: 1 }), /X: value at row 0, column 0 is Infinity/],
    [() => am.walkthrough({ tokens: ['a'], X: [1e400], dModel: 1 }), /X: .*Infinity/],
    [() => am.walkthrough({ tokens: [7] }), /tokens: expected a string at index 0, got 7/],
    [() => am.attention({ Q: [1], K: [1], V: [1], n: 0, dK: 1, dV: 1 }), /n: must be an integer from 1 to 4096, got 0/],
    [() => am.attention({ Q: [1], K: [1], V: [1], dK: 1, dV: 1 }), /n: is required/],
    [() => am.attention({ Q: [1, 2], K: [1], V: [1], n: 1, dK: 1, dV: 1 }), /Q: expected 1 values/],
    [() => am.attention({ Q: 'abc', K: [1], V: [1], n: 1, dK: 1, dV: 1 }), /Q: expected a Float64Array or an Array/],
    [() => am.attention({ Q: [1], K: [1], V: [1], n: 4096, m: 4096, dK: 1, dV: 1 }), /n x m scores: .*limit/],
    [() => am.attention({ Q: [1], K: [1], V: [1], n: 1, dK: 1, dV: 1, causal: 'yes' }), /causal: expected true or false/],
    [() => am.attention({ Q: [1], K: [1], V: [1], n: 1, dK: 1, dV: 1, maskFill: NaN }), /maskFill/],
    [() => am.attention({ Q: [1], K: [1], V: [1], n: 1, dK: 1, dV: 1, keyPadding: [true, false] }), /keyPadding: expected one entry per key \(1\), got 2/],
    [() => am.attention({ Q: [1], K: [1], V: [1], n: 1, dK: 1, dV: 1, precision: 'float16' }), /precision: expected 'float64' or 'float32'/],
    [() => am.softmax({ logits: [1, NaN], cols: 2 }), /logits: value at row 0, column 1 is NaN/],
    [() => am.softmax({ logits: [1, 2], cols: 2, form: 'fast' }), /form: expected 'stable' or 'naive'/],
    [() => am.attentionParams({ dModel: 768, heads: 7 }), /heads: 7 does not divide dModel 768/],
    [() => am.attentionParams({ dModel: -5 }), /dModel: must be an integer from 1 to 1048576, got -5/],
    [() => am.attentionParams({ dModel: 64, heads: 65 }), /heads: must be an integer from 1 to 64/],
    [() => am.numpyStr(5), /values: expected a Float64Array or an Array/],
    [() => am.dotProducts({ dK: 0 }), /dK: must be an integer from 1 to 4096/],
    [() => am.dotProducts({ dK: 4, count: 1e6 }), /count: must be an integer from 1 to 100000/],
    [() => am.saturation({ dK: 4, keys: 0 }), /keys: must be/],
    [() => am.attentionVariant({ Q: [1], K: [1], V: [1], n: 1, dK: 1, dV: 1, variant: 'oops' }), /variant: expected 'correct', .* got 'oops'/],
    [() => am.matmul({ A: [1, 2], B: [1], rows: 1, inner: 2, cols: 1 }), /B: expected 2 values/],
    [() => am.matmul({ A: [1, NaN], B: [1, 1], rows: 1, inner: 2, cols: 1 }), /A: value at row 0, column 1 is NaN/],
    [() => am.dotTerms({ Q: [1], K: [1], n: 1, dK: 1, i: 1, j: 0 }), /i: must be a row from 0 to 0, got 1/],
    [() => am.weightedSumTerms({ weights: [1], V: [1], n: 1, dV: 1, row: -1 }), /row: must be a row/],
    [() => am.histogram({ values: [1], bins: 0 }), /bins: must be an integer from 1 to 1000/],
    [() => am.histogram({ values: [1], bins: 2, low: 1, high: 1 }), /high: need finite low < high/],
    [() => am.shapes({ n: 4, dModel: 6, dK: 0, dV: 3 }), /dK: must be/],
    [() => am.softmax({ logits: [1], cols: 1, scale: 0 }), /scale: must be a finite number above 0/],
  ];
  for (const [call, pattern] of cases) throwsNaming(call, pattern);
});

test('bad calls leave the module working', () => {
  for (let i = 0; i < 200; i++) {
    try { am.attention({ Q: [1], K: [1], V: [1], n: 1, dK: 1, dV: 2 }); } catch { /* expected */ }
  }
  assert.equal(am.walkthrough({ seed: 42, dK: 3, dV: 3 }).transcript.length > 100, true);
});

test('issue 25: one dV default: every call that takes Q, K and V reads an omitted dV as dK', () => {
  // attention, attentionVariant and onlineSoftmax required dV; attentionBackward,
  // gradientCheck and fastAttention defaulted it to dK.
  const n = 3, dK = 2, Q = am.randn(1, n, dK), K = am.randn(2, n, dK), V = am.randn(3, n, dK);
  const given = { Q, K, V, n, dK, dV: dK }, omitted = { Q, K, V, n, dK };
  const dOutput = am.randn(4, n, dK);
  const calls = {
    attention: (o) => am.attention(o).output,
    attentionVariant: (o) => am.attentionVariant({ ...o, variant: 'correct' }).output,
    onlineSoftmax: (o) => am.onlineSoftmax({ ...o, chunk: 2 }).reference,
    attentionBackward: (o) => am.attentionBackward({ ...o, dOutput }).dQ,
    gradientCheck: (o) => am.gradientCheck({ ...o, dOutput }).checks[0].analytic,
    fastAttention: (o) => am.fastAttention(o).output,
  };
  for (const [name, call] of Object.entries(calls)) assert.deepEqual(call(omitted), call(given), name);
});
