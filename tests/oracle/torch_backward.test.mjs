// The backward pass against torch.autograd (float64), for L = Σ output ⊙ dOutput.
//
// A masked cell's score is set to the fill (masked_fill): a constant, so no
// gradient flows through it, whatever the fill. A query that sees no key
// under fill −∞ is NaN in torch, and NaN reaches every gradient through
// dV = Pᵀ·dOutput; our API defines that row's weights as 0, a constant, and
// the oracle's reference implements that definition in torch (the tests
// check that plain autograd really gives NaN there). With a finite fill the
// row is an ordinary softmax over equal constants: uniform weights, gradient
// to V only.
//
// dScaledScores (the gradient at the softmax's input) is compared on visible cells
// only: at a hidden cell it is a gradient with respect to a constant, which
// autograd reports as P·(dP − rowsum) and an API may equally report as 0.
// dRawScores (with respect to Q·Kᵀ, before the mask) is compared everywhere.
//
// Tolerance: 1e-10 of the largest torch entry (at least 1). The chain has
// four products of length ≤ 8 and one softmax Jacobian, whose dP − rowsum(dP⊙P)
// can cancel: its first-order bound is ~γ(16)·‖|P||dP|‖ ≈ 2e-15 of the
// magnitudes here, so 1e-10 leaves 10⁴–10⁵ for cancellation, while a gradient
// sent through a masked cell is off by 1e-3 or more. Cases come from
// AM_TEST_SEED (default 20240615).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FILLS, am, assertRelative, attentionCase, blindCase, blindRows, checkEach, describeCase, layerCase, seededRandom, torchOracle,
} from './torch.mjs';

const random = seededRandom(20240615);
const TOLERANCE = 1e-10;

const withGradient = (c, rows, cols) => ({ ...c, dOutput: Array.from({ length: rows * cols }, () => 2 * random() - 1) });

// Issue 13's repros, then random cases.
const attentionCases = [
  { n: 1, m: 2, dK: 1, dV: 1, Q: [1], K: [0.5, -0.5], V: [1, 2], dOutput: [1], keyPadding: [false, true], maskFill: 0 },
  { n: 1, m: 2, dK: 1, dV: 1, Q: [1], K: [0.5, -0.5], V: [1, 2], dOutput: [1], keyPadding: [true, true], maskFill: -1e9 },
  ...Array.from({ length: 320 }, () => attentionCase(random)),
  // queries that see no key, 20 per fill: every key padded, or causal with key 0 padded
  ...Array.from({ length: 80 }, (_, i) => blindCase(random, FILLS[i % 4], i % 8 >= 4)),
].map((c) => (c.dOutput ? c : withGradient(c, c.n, c.dV)));
const attentionTruth = torchOracle(attentionCases.map((c) => ({ kind: 'attention_backward', ...c })));

function hiddenCell(c, i, j) {
  return (c.causal && j > i) || Boolean(c.keyPadding && c.keyPadding[j]);
}

function compareAttention(c, truth, label) {
  const ours = am.attentionBackward(c);
  let worst = 0;
  for (const name of ['output', 'weights', 'dV', 'dWeights', 'dRawScores', 'dQ', 'dK']) {
    worst = Math.max(worst, assertRelative(ours[name], truth[name], TOLERANCE, `${label} ${name}`));
  }
  const visible = (values) => Array.from(values).filter((_, cell) => !hiddenCell(c, Math.floor(cell / c.m), cell % c.m));
  worst = Math.max(worst, assertRelative(visible(ours.dScaledScores), visible(truth.dScaledScores), TOLERANCE, `${label} dScaledScores (visible cells)`));
  return worst;
}

// One test over the cases `select` picks: compare(case, truth, label) for each.
function group(title, cases, truths, compare, select) {
  test(title, () => {
    const count = checkEach(title, cases, (c, i) =>
      (select(c) ? compare(c, truths[i], `case ${i} (${describeCase(c)})`) : undefined));
    assert.ok(count >= 20, `only ${count} cases drawn`);
  });
}
const attentionGroup = (title, select) => group(title, attentionCases, attentionTruth, compareAttention, select);

const seesSomething = (c) => blindRows(c).length === 0;
attentionGroup('attentionBackward equals autograd, no mask or fill −∞',
  (c) => seesSomething(c) && (c.maskFill === -Infinity || (!c.causal && !c.keyPadding)));
attentionGroup('attentionBackward equals autograd, finite fills: a masked cell is a constant and gets no gradient',
  (c) => seesSomething(c) && c.maskFill !== -Infinity && (c.causal || c.keyPadding));
attentionGroup('attentionBackward equals autograd where a query sees no key, fill −∞ (weights 0 by definition)',
  (c) => !seesSomething(c) && c.maskFill === -Infinity);
attentionGroup('attentionBackward equals autograd where a query sees no key, finite fills (uniform weights)',
  (c) => !seesSomething(c) && c.maskFill !== -Infinity);

test('plain autograd gives NaN gradients exactly when a query sees no key under fill −∞', () => {
  attentionCases.forEach((c, i) => {
    const expected = c.maskFill === -Infinity && !seesSomething(c);
    assert.equal(attentionTruth[i].torchNanGradients, expected, `case ${i} (${describeCase(c)})`);
  });
});

// ---- multi-head ----

const layerCases = [...Array.from({ length: 60 }, () => layerCase(random, { moduleShaped: true })),
  ...Array.from({ length: 120 }, () => layerCase(random))].map((c) => withGradient(c, c.n, c.dModel));
const layerTruth = torchOracle(layerCases.map((c) => ({ kind: 'multihead_backward', ...c })));
const LAYER_FIELDS = ['output', 'dX', 'dWQ', 'dWK', 'dWV', 'dWO'];

function compareLayer(c, truth, label) {
  const ours = am.multiHeadBackward(c);
  let worst = 0;
  for (const name of LAYER_FIELDS) worst = Math.max(worst, assertRelative(ours[name], truth[name], TOLERANCE, `${label} ${name}`));
  return worst;
}

const layerGroup = (title, select) => group(title, layerCases, layerTruth, compareLayer, select);

layerGroup('multiHeadBackward equals autograd, no mask or fill −∞',
  (c) => c.maskFill === -Infinity || (!c.causal && !c.keyPadding));
layerGroup('multiHeadBackward equals autograd, finite fills (masked cells get no gradient, blind rows uniform)',
  (c) => c.maskFill !== -Infinity && (c.causal || c.keyPadding));

test('multiHeadBackward equals autograd through torch.nn.MultiheadAttention (fill −∞, every query sees a key)', () => {
  const title = 'multiHeadBackward vs nn.MultiheadAttention';
  const count = checkEach(title, layerCases, (c, i) =>
    (layerTruth[i].module ? compareLayer(c, layerTruth[i].module, `case ${i} (${describeCase(c)})`) : undefined));
  assert.ok(count >= 30, `only ${count} cases fit nn.MultiheadAttention`);
});
