// The learning API: backward pass, gradient check and trainer from JS. The
// numbers are checked against numpy in tests/parity; here, the shapes, the
// trainer's round trip of its state, and an Error naming the argument for
// every misuse.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAttentionMath } from './load-module.mjs';

const am = await loadAttentionMath();

function throwsNaming(call, pattern) {
  assert.throws(call, (e) => e instanceof Error && pattern.test(e.message), `expected an Error matching ${pattern}`);
}

const small = () => ({
  n: 3, m: 4, dK: 2, dV: 2,
  Q: am.randn(1, 3, 2), K: am.randn(2, 4, 2), V: am.randn(3, 4, 2), dOutput: am.randn(4, 3, 2),
});

test('the learning functions are public and their raw bindings private', () => {
  for (const name of ['attentionBackward', 'multiHeadBackward', 'gradientCheck', 'trainerStart', 'trainerSteps']) {
    assert.equal(typeof am[name], 'function', name);
    assert.equal(am['_' + name], undefined, name);
  }
});

test('attentionBackward returns every gradient with its shape', () => {
  const g = am.attentionBackward(small());
  for (const [name, cells] of [['dQ', 6], ['dK', 8], ['dV', 8], ['dWeights', 12], ['dScaledScores', 12], ['dRawScores', 12]]) {
    assert.ok(g[name] instanceof Float64Array, name);
    assert.equal(g[name].length, cells, name);
  }
  g.dRawScores.forEach((v, i) => assert.ok(Math.abs(v - g.dScaledScores[i] / Math.SQRT2) < 1e-15));
});

test('gradientCheck agrees with finite differences for attention and a 2-head layer', () => {
  const one = am.gradientCheck(small());
  assert.deepEqual(one.checks.map((c) => c.name), ['Q', 'K', 'V']);
  assert.ok(one.maxRelativeError < 1e-6, String(one.maxRelativeError));
  const layer = am.gradientCheck({
    n: 3, dModel: 4, heads: 2, X: am.randn(5, 3, 4), WQ: am.randn(6, 4, 4), WK: am.randn(7, 4, 4),
    WV: am.randn(8, 4, 4), WO: am.randn(9, 4, 4), dOutput: am.randn(10, 3, 4), causal: true,
  });
  assert.deepEqual(layer.checks.map((c) => c.name), ['X', 'WQ', 'WK', 'WV', 'WO']);
  assert.ok(layer.maxRelativeError < 1e-6, String(layer.maxRelativeError));
});

test('the trainer state round-trips through JS and training lowers the loss', () => {
  const start = am.trainerStart({ task: 'previous', seed: 0 });
  assert.equal(start.state.WQ.length, start.dModel * start.dK);
  let state = start.state;
  const losses = [];
  for (let frame = 0; frame < 10; frame += 1) {
    const r = am.trainerSteps({ task: 'previous', seed: 0, state, learningRate: 0.02, steps: 10 });
    state = r.state;
    losses.push(...r.losses);
  }
  assert.equal(state.step, 100);
  assert.equal(losses[0], start.evaluation.loss);
  assert.ok(losses[99] < losses[0] / 10, `${losses[0]} -> ${losses[99]}`);
  // One call of 100 steps is the same computation as ten of 10.
  const once = am.trainerSteps({ task: 'previous', seed: 0, state: start.state, learningRate: 0.02, steps: 100 });
  assert.deepEqual(once.state.WQ, state.WQ);
});

test('misuse gives an Error naming the argument', () => {
  throwsNaming(() => am.attentionBackward({ ...small(), dOutput: am.randn(1, 2, 2) }), /attentionBackward: dOutput/);
  throwsNaming(() => am.attentionBackward({ ...small(), dk: 2 }), /dk/);
  throwsNaming(() => am.attentionBackward({ ...small(), Q: [1, NaN, 0, 0, 0, 0] }), /Q/);
  throwsNaming(() => am.multiHeadBackward({ n: 2, dModel: 4, heads: 2 }), /multiHeadBackward: X/);
  throwsNaming(() => am.multiHeadBackward({ n: 2, dModel: 4, heads: 99 }), /heads/);
  throwsNaming(() => am.gradientCheck({ ...small(), step: -1 }), /step/);
  throwsNaming(() => am.gradientCheck({ n: 64, m: 64, dK: 64, dV: 1, Q: am.randn(1, 64, 64), K: am.randn(1, 64, 64),
                                        V: am.randn(1, 64, 1), dOutput: am.randn(1, 64, 1) }), /limit/);
  throwsNaming(() => am.trainerStart({ task: 'next' }), /trainerStart: task/);
  const { state } = am.trainerStart({ task: 'same', seed: 1 });
  throwsNaming(() => am.trainerSteps({ task: 'same', seed: 1 }), /state/);
  throwsNaming(() => am.trainerSteps({ task: 'same', seed: 1, state: { ...state, WQ: new Float64Array(3) } }), /WQ/);
  throwsNaming(() => am.trainerSteps({ task: 'same', seed: 1, state, learningRate: 0 }), /learningRate/);
  throwsNaming(() => am.trainerSteps({ task: 'same', seed: 1, state, steps: 0 }), /steps/);
  throwsNaming(() => am.trainerSteps({ task: 'same', seed: 1, state, steps: 1e9 }), /steps/);
  throwsNaming(() => am.trainerSteps(), /expected 1 argument/);
});

// Issue 13, defect 7: the page offers seeds up to 2^32 − 1; the weights'
// stream is seeded with (seed + 1) mod 2^32, so the last one trains too.
test('defect 7: the trainer takes every seed from 0 to 2^32 - 1', () => {
  const last = 2 ** 32 - 1;
  const start = am.trainerStart({ task: 'previous', seed: last });
  assert.equal(start.state.step, 0);
  // Its weights are numpy's np.random.seed(0); randn(9, 6) * 0.5.
  assert.deepEqual(Array.from(start.state.WQ), Array.from(am.randn(0, 9, 6), (x) => x * 0.5));
  const steps = am.trainerSteps({ task: 'previous', seed: last, state: start.state, steps: 2 });
  assert.equal(steps.state.step, 2);
  assert.throws(() => am.trainerStart({ seed: 2 ** 32 }), (e) => e.code === 'range' && e.argument === 'seed');
});
