// The forward pass against PyTorch (float64), on random cases: self- and
// cross-attention, causal and key-padding masks, fills −∞, −1e9, −30 and 0,
// and queries that see no key.
//
// Tolerance. For attention, tests/oracle/torch_oracle.py computes, from the
// case's own numbers, an elementwise bound on the rounding error of a
// computation in the given precision (u = 2⁻²⁴ for float32, 2⁻⁵³ for float64):
// γ(dK)·Σ|q||k| for the scores, the exp's argument error carried through
// exp, the sum and the division, then γ(m) through the weighted sum (see
// forward_bound). Ours must lie within twice that bound of torch's float64
// answer (the factor covers the second-order terms the bound drops). The
// tiled fast path merges per-block partial results, each merge one more
// rescaling by an exp: it is allowed (1 + key blocks) times as much. A
// wrong mask, scale or transpose is off by 1e-3 or more, far outside.
// Multi-head (float64 only) is allowed 1e-12 of its largest entry: the
// accuracy the README states for every float64 path, ~300 times the
// first-order bound (dModel + dK + m + h·dV)·u for these sizes.
//
// Where torch is not defined: a query that sees no key under fill −∞ gets
// NaN from torch (softmax over all −∞); our API defines its weights as 0.
// The oracle's reference implements that definition in torch
// (torch_fully_masked.test.mjs checks that torch really gives NaN there, and
// which rows those are). Cases come from AM_TEST_SEED (default 20240614).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  am, assertRelative, assertWithin, attentionCase, blindRows, checkEach, describeCase, layerCase, normals,
  randomMask, seededRandom, torchOracle,
} from './torch.mjs';

const random = seededRandom(20240614);
const twice = (bound) => bound.map((b) => 2 * b);

// Issue 13's repro (fill 0 on a padded key), then random cases.
const attentionCases = [
  { n: 1, m: 2, dK: 1, dV: 1, Q: [1], K: [0.5, -0.5], V: [1, 2], keyPadding: [false, true], maskFill: 0 },
  { n: 1, m: 2, dK: 1, dV: 1, Q: [1], K: [0.5, -0.5], V: [1, 2], keyPadding: [true, true], maskFill: -1e9 },
  ...Array.from({ length: 240 }, () => attentionCase(random)),
];
const attentionTruth = torchOracle(attentionCases.map((c) => ({ kind: 'attention', ...c })));

for (const precision of ['float64', 'float32']) {
  test(`attention (${precision}) is within the rounding bound of torch: weights, output, scaled scores`, () => {
    checkEach(`attention ${precision}`, attentionCases, (c, i) => {
      const truth = attentionTruth[i], bound = truth.bound[precision];
      const ours = am.attention({ ...c, precision });
      const label = `case ${i} (${describeCase(c)}) ${precision}`;
      return Math.max(
        assertWithin(ours.scaledScores, truth.scaledScores, twice(bound.scaledScores), `${label} scaledScores`),
        assertWithin(ours.weights, truth.weights, twice(bound.weights), `${label} weights`),
        assertWithin(ours.output, truth.output, twice(bound.output), `${label} output`));
    });
  });
}

// ---- the fast path: both algorithms and precisions, under the same Mask ----
//
// Heads one after another, self- and cross-attention, causal and key-padding
// masks with each fill (randomMask: about one case in four has a query that
// sees no key), and large cases with several query and key blocks, so the
// tiled recurrence rescales. One torch case per head: heads are independent.

function fastCase(large) {
  const heads = random.integer(1, 3);
  const n = large ? random.integer(65, 140) : random.integer(1, 9);
  const m = large ? random.integer(129, 300) : (random() < 0.5 ? n : random.integer(1, 9));
  const dK = random.integer(1, large ? 16 : 8), dV = random.integer(1, large ? 16 : 8);
  const scale = random.pick([0.5, 1, 2, 4]);
  return {
    heads, n, m, dK, dV, ...randomMask(random, n, m),
    Q: normals(random, heads * n * dK, scale), K: normals(random, heads * m * dK), V: normals(random, heads * m * dV),
  };
}

function headCases(c) {
  const mask = { causal: c.causal, keyPadding: c.keyPadding, maskFill: c.maskFill };
  return Array.from({ length: c.heads }, (_, h) => ({
    kind: 'attention', n: c.n, m: c.m, dK: c.dK, dV: c.dV, ...mask,
    Q: c.Q.slice(h * c.n * c.dK, (h + 1) * c.n * c.dK), K: c.K.slice(h * c.m * c.dK, (h + 1) * c.m * c.dK),
    V: c.V.slice(h * c.m * c.dV, (h + 1) * c.m * c.dV),
  }));
}

const fastCases = [...Array.from({ length: 160 }, () => fastCase(false)), ...Array.from({ length: 16 }, () => fastCase(true))];
const fastTruth = (() => {
  const all = torchOracle(fastCases.flatMap(headCases));
  let next = 0;
  return fastCases.map((c) => all.slice(next, (next += c.heads)));
})();
const { keyBlock } = am.fastAttentionLimits();

test('the fast cases cover every fill, padding, causal and blind queries, and several key blocks', () => {
  const count = (when) => fastCases.filter(when).length;
  const blind = count((c) => blindRows(c).length > 0);
  for (const fill of [-Infinity, -1e9, -30, 0]) assert.ok(count((c) => c.maskFill === fill) >= 20, `fill ${fill}`);
  assert.ok(count((c) => c.keyPadding) >= 40 && count((c) => c.causal) >= 40 && blind >= 15, `blind ${blind}`);
  assert.ok(count((c) => c.m > keyBlock && c.n > 64) === 16);
  console.log(`fast cases: ${fastCases.length}, ${blind} with a query that sees no key`);
});

for (const path of ['materialised', 'tiled']) {
  for (const precision of ['float64', 'float32']) {
    test(`fastAttention (${path}, ${precision}) is within the rounding bound of torch: output${path === 'materialised' ? ' and weights' : ''}`, () => {
      checkEach(`fastAttention ${path} ${precision}`, fastCases, (c, i) => {
        const weights = path === 'materialised';
        const ours = am.fastAttention({ ...c, precision, path, weights });
        assert.equal(ours.path, path);
        assert.ok(ours.output instanceof (precision === 'float32' ? Float32Array : Float64Array));
        // The tiled path merges one partial result per key block, each merge one more rescaling.
        const merges = path === 'tiled' ? 1 + Math.ceil(c.m / keyBlock) : 1;
        const label = `case ${i} (heads=${c.heads} ${describeCase(c)}) ${precision}`;
        return Math.max(...fastTruth[i].map((truth, h) => {
          const bound = truth.bound[precision];
          const head = (values, rows, cols) => values.slice(h * rows * cols, (h + 1) * rows * cols);
          const outputError = assertWithin(head(ours.output, c.n, c.dV), truth.output,
            bound.output.map((b) => 2 * merges * b), `${label} head ${h} output`);
          if (!weights) return outputError;
          return Math.max(outputError, assertWithin(head(ours.weights, c.n, c.m), truth.weights,
            bound.weights.map((b) => 2 * b), `${label} head ${h} weights`));
        }));
      });
    });
  }
}

// ---- multi-head ----

const layerCases = [...Array.from({ length: 60 }, () => layerCase(random, { moduleShaped: true })),
  ...Array.from({ length: 80 }, () => layerCase(random))];
const layerTruth = torchOracle(layerCases.map((c) => ({ kind: 'multihead', ...c })));
const headSlice = (weights, n, row) => weights.slice(row * n, (row + 1) * n);

test('multiHeadAttention equals torch.nn.MultiheadAttention (fill −∞, dK = dV = dModel/heads)', () => {
  let nanRows = 0;
  const count = checkEach('multiHeadAttention vs nn.MultiheadAttention', layerCases, (c, i) => {
    const module = layerTruth[i].module;
    if (!module) return undefined;
    const ours = am.multiHeadAttention(c);
    const blind = blindRows(c);
    assert.deepEqual(module.nanRows, blind, `case ${i}: nn.MultiheadAttention gives NaN exactly on the blind rows`);
    nanRows += blind.length;
    const label = `case ${i} (${describeCase(c)})`;
    let worst = 0;
    for (let row = 0; row < c.n; row++) {
      const ourRow = ours.output.slice(row * c.dModel, (row + 1) * c.dModel);
      if (blind.includes(row)) {
        assert.ok(ourRow.every((x) => x === 0), `${label} blind row ${row}: ours is 0 where torch is NaN`);
        continue;
      }
      const theirs = module.output.slice(row * c.dModel, (row + 1) * c.dModel);
      worst = Math.max(worst, assertRelative(ourRow, theirs, 1e-12, `${label} output row ${row}`));
      ours.heads.forEach((head, h) => {
        worst = Math.max(worst, assertRelative(headSlice(head.weights, c.n, row), headSlice(module.headWeights[h], c.n, row),
          1e-12, `${label} head ${h} weights row ${row}`));
      });
    }
    return worst;
  });
  assert.ok(count >= 60, `only ${count} cases fit nn.MultiheadAttention`);
  console.log(`${nanRows} blind rows: nn.MultiheadAttention NaN, ours 0`);
});

test('multiHeadAttention equals the torch formula head by head, for every fill and shape', () => {
  checkEach('multiHeadAttention vs the torch formula', layerCases, (c, i) => {
    const ours = am.multiHeadAttention(c);
    const label = `case ${i} (${describeCase(c)})`;
    return Math.max(assertRelative(ours.output, layerTruth[i].output, 1e-12, `${label} output`),
      ...ours.heads.map((head, h) => assertRelative(head.weights, layerTruth[i].headWeights[h], 1e-12, `${label} head ${h} weights`)));
  });
});
