// One mask for forward and backward (issue 13, defects 1 and 2), through the
// JS API: a hidden cell passes no gradient whatever maskFill is, and
// fullyMaskedRows lists the queries the mask leaves without a key, whatever
// the fill. The oracle for gradients is finite differences (gradientCheck
// perturbs the inputs and reruns the forward pass, never the backward one);
// tests/parity has PyTorch's autograd.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAttentionMath } from './load-module.mjs';

const am = await loadAttentionMath();
const repro = { Q: [1], K: [0.5, -0.5], V: [1, 2], n: 1, m: 2, dK: 1, dV: 1 };

test('defect 1: the issue\'s repro, fill 0: dQ = -0.1175, dK = [-0.2350, 0]', () => {
  const r = am.attentionBackward({ ...repro, dOutput: [1], keyPadding: [false, true], maskFill: 0 });
  const p0 = 1 / (1 + Math.exp(-0.5)), dS0 = -p0 * (1 - p0);
  assert.ok(Math.abs(r.dQ[0] - 0.5 * dS0) < 1e-15, `dQ ${r.dQ[0]}`);
  assert.ok(Math.abs(r.dK[0] - dS0) < 1e-15, `dK[0] ${r.dK[0]}`);
  assert.equal(r.dK[1], 0);
  assert.equal(r.dScaledScores[1], 0);
  const none = am.attentionBackward({ ...repro, dOutput: [1], keyPadding: [true, true], maskFill: -1e9 });
  assert.equal(none.dQ[0], 0);
  assert.deepEqual(Array.from(none.dK), [0, 0]);
});

test('defect 1: analytic gradients equal finite differences for fills -inf, -1e9, -30 and 0', () => {
  let seed = 10;
  for (const maskFill of [-Infinity, -1e9, -30, 0]) {
    for (const [causal, keyPadding] of [[false, [false, true, false, true]], [true, [true, false, false, false]], [false, [true, true, true, true]]]) {
      const n = 3, m = 4, dK = 2, dV = 2;
      const c = { n, m, dK, dV, Q: am.randn(seed++, n, dK), K: am.randn(seed++, m, dK), V: am.randn(seed++, m, dV),
                  dOutput: am.randn(seed++, n, dV), causal, keyPadding, maskFill };
      const check = am.gradientCheck(c);
      for (const entry of check.checks) {
        const resolvable = entry.analytic.some((x) => Math.abs(x) > 1e-6);
        assert.ok(entry.relativeError < 1e-6 || entry.maxAbsError < 1e-9,
                  `${entry.name}, fill ${maskFill}, causal ${causal}, padding ${keyPadding}: relative ${entry.relativeError}${resolvable ? '' : ' (tiny)'}`);
      }
      const backward = am.attentionBackward(c);
      for (const name of ['dQ', 'dK', 'dV']) {
        const analytic = check.checks.find((e) => e.name === name.slice(1)).analytic;
        assert.deepEqual(Array.from(backward[name]), Array.from(analytic), `${name}: attentionBackward is what gradientCheck checked`);
      }
    }
  }
});

test('defect 2: fullyMaskedRows comes from the mask; each fill\'s weights for such a row are as documented', () => {
  for (const maskFill of [-Infinity, -1e9, -30, 0]) {
    const r = am.attention({ ...repro, keyPadding: [true, true], maskFill });
    assert.deepEqual(r.fullyMaskedRows, [0], `fill ${maskFill}`);
    // -Infinity: zero weights and a zero output, by definition; a finite fill: uniform.
    const expected = maskFill === -Infinity ? [0, 0] : [0.5, 0.5];
    assert.deepEqual(Array.from(r.weights), expected, `weights with fill ${maskFill}`);
    assert.deepEqual(Array.from(r.output), [maskFill === -Infinity ? 0 : 1.5]);
  }
  const causalPadded = am.attention({ n: 3, dK: 1, dV: 1, Q: [1, 2, 3], K: [1, 2, 3], V: [1, 2, 3], causal: true,
                                      keyPadding: [true, false, false], maskFill: -1e9 });
  assert.deepEqual(causalPadded.fullyMaskedRows, [0]);
  const heads = am.multiHeadAttention({ n: 2, dModel: 2, heads: 2, X: [1, 0, 0, 1], WQ: [1, 0, 0, 1], WK: [1, 0, 0, 1],
                                        WV: [1, 0, 0, 1], WO: [1, 0, 0, 1], keyPadding: [true, true], maskFill: -1e9 });
  for (const head of heads.heads) assert.deepEqual(head.fullyMaskedRows, [0, 1]);
});
