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
  seededRandom, torchOracle,
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

// ---- the fast path (causal mask only: it has no padding mask) ----

function fastCase(large) {
  const heads = random.integer(1, 3);
  const n = large ? random.integer(1, 80) : random.integer(1, 9);
  const m = large ? random.integer(129, 300) : (random() < 0.5 ? n : random.integer(1, 9));
  const dK = random.integer(1, large ? 16 : 8), dV = random.integer(1, large ? 16 : 8);
  const scale = random.pick([0.5, 1, 2, 4]);
  return {
    heads, n, m, dK, dV, causal: random() < 0.5,
    Q: normals(random, heads * n * dK, scale), K: normals(random, heads * m * dK), V: normals(random, heads * m * dV),
  };
}

// One torch case per head: heads are independent.
function headCases(c) {
  return Array.from({ length: c.heads }, (_, h) => ({
    kind: 'attention', n: c.n, m: c.m, dK: c.dK, dV: c.dV, causal: c.causal,
    Q: c.Q.slice(h * c.n * c.dK, (h + 1) * c.n * c.dK), K: c.K.slice(h * c.m * c.dK, (h + 1) * c.m * c.dK),
    V: c.V.slice(h * c.m * c.dV, (h + 1) * c.m * c.dV),
  }));
}

const fastCases = [...Array.from({ length: 80 }, () => fastCase(false)), ...Array.from({ length: 12 }, () => fastCase(true))];
const fastTruth = (() => {
  const all = torchOracle(fastCases.flatMap(headCases));
  let next = 0;
  return fastCases.map((c) => all.slice(next, (next += c.heads)));
})();
const { keyBlock } = am.fastAttentionLimits();

for (const path of ['materialised', 'tiled']) {
  for (const precision of ['float64', 'float32']) {
    test(`fastAttention (${path}, ${precision}) is within the rounding bound of torch`, () => {
      checkEach(`fastAttention ${path} ${precision}`, fastCases, (c, i) => {
        const ours = am.fastAttention({ ...c, precision, path });
        assert.equal(ours.path, path);
        const merges = path === 'tiled' ? 1 + Math.ceil(c.m / keyBlock) : 1;
        return Math.max(...fastTruth[i].map((truth, h) => {
          const allowed = truth.bound[precision].output.map((b) => 2 * merges * b);
          const head = ours.output.slice(h * c.n * c.dV, (h + 1) * c.n * c.dV);
          return assertWithin(head, truth.output, allowed, `case ${i} head ${h} (${describeCase(c)})`);
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
