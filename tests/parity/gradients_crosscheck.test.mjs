// A cross-check of the backward pass: tests/parity/gradients_crosscheck.py
// restates the page's formulas in numpy, and every gradient the JS API returns
// must match it on random cases (to 1e-10 relative to the largest entry: both
// sides sum in different orders, so the last bits differ). Being our own
// formulas again, it is not an oracle: tests/oracle/torch_backward.test.mjs
// holds the same API to torch.autograd.
//
// Cases come from AM_TEST_SEED (default 20240617), printed for replay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAttentionMath } from '../js/load-module.mjs';
import { PYTHON, testSeed } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const am = await loadAttentionMath();

let draw = testSeed(20240617);
const nextSeed = () => (draw = (draw * 1103515245 + 12345) % 2 ** 31);
const integer = (low, high) => low + (nextSeed() % (high - low + 1));
const randn = (rows, cols) => Array.from(am.randn(nextSeed(), rows, cols));

function attentionCase() {
  const n = integer(1, 6), m = integer(1, 6), dK = integer(1, 5), dV = integer(1, 5);
  const c = { n, m, dK, dV, Q: randn(n, dK), K: randn(m, dK), V: randn(m, dV), dOutput: randn(n, dV) };
  if (integer(0, 2) === 0) c.causal = true;
  if (integer(0, 2) === 0) c.keyPadding = Array.from({ length: m }, () => integer(0, 3) === 0);
  return c;
}

function layerCase() {
  const heads = integer(1, 3), n = integer(1, 5), dK = integer(1, 3), dV = integer(1, 3), dModel = integer(2, 6);
  const c = {
    n, dModel, heads, dK, dV, X: randn(n, dModel), WQ: randn(dModel, heads * dK), WK: randn(dModel, heads * dK),
    WV: randn(dModel, heads * dV), WO: randn(heads * dV, dModel), dOutput: randn(n, dModel),
  };
  if (integer(0, 1) === 0) c.causal = true;
  return c;
}

function numpyGradients(cases) {
  const out = execFileSync(PYTHON, [path.join(here, 'gradients_crosscheck.py')], {
    input: JSON.stringify(cases), maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out);
}

function assertClose(ours, theirs, label) {
  assert.equal(ours.length, theirs.length, `${label}: length`);
  const scale = Math.max(1, ...theirs.map(Math.abs));
  ours.forEach((v, i) => {
    assert.ok(Math.abs(v - theirs[i]) <= 1e-10 * scale, `${label}[${i}]: ${v} vs the numpy cross-check ${theirs[i]}`);
  });
}

test('attentionBackward equals numpy on random cases (with causal and padding masks)', () => {
  const cases = Array.from({ length: 40 }, attentionCase);
  const expected = numpyGradients(cases);
  cases.forEach((c, i) => {
    const ours = am.attentionBackward(c);
    for (const name of ['output', 'weights', 'dV', 'dWeights', 'dScaledScores', 'dRawScores', 'dQ', 'dK']) {
      assertClose(ours[name], expected[i][name], `case ${i} ${name}`);
    }
  });
});

test('multiHeadBackward equals numpy on random multi-head layers', () => {
  const cases = Array.from({ length: 25 }, layerCase);
  const expected = numpyGradients(cases);
  cases.forEach((c, i) => {
    const ours = am.multiHeadBackward(c);
    for (const name of ['output', 'dX', 'dWQ', 'dWK', 'dWV', 'dWO']) {
      assertClose(ours[name], expected[i][name], `case ${i} ${name}`);
    }
  });
});
