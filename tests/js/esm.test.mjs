// site/attention-math.mjs, the core as an ES module (web/build/core-esm.mjs
// makes it from the classic site/attention-math.js): imported the way a Node
// user would, it must give the classic factory's module, with the same
// numbers, and those numbers must be numpy's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadAttentionMath, modulePath } from './load-module.mjs';
import { generator, PYTHON, testSeed } from '../parity/harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const esmPath = path.resolve(here, '../../site/attention-math.mjs');
const { default: AttentionMath, ...namedExports } = await import(pathToFileURL(esmPath).href);

// numpy's stable softmax of each row, and softmax(QKᵀ/√d_k)·V.
function numpyResults(cases) {
  const script = `
import json, sys
import numpy as np
def softmax(s):
    w = np.exp(s - s.max(axis=-1, keepdims=True))
    return w / w.sum(axis=-1, keepdims=True)
out = []
for c in json.load(sys.stdin):
    logits = np.array(c['logits']).reshape(-1, c['cols'])
    q = np.array(c['Q']).reshape(c['n'], c['dK'])
    k = np.array(c['K']).reshape(c['m'], c['dK'])
    v = np.array(c['V']).reshape(c['m'], c['dV'])
    out.append({'weights': softmax(logits).ravel().tolist(),
                'output': (softmax(q @ k.T / np.sqrt(c['dK'])) @ v).ravel().tolist()})
print(json.dumps(out))
`;
  return JSON.parse(execFileSync(PYTHON, ['-c', script], { input: JSON.stringify(cases), encoding: 'utf8' }));
}

function randomCase(random) {
  const rows = random.integer(1, 4), cols = random.integer(1, 9);
  const n = random.integer(1, 5), m = random.integer(1, 7), dK = random.integer(1, 8), dV = random.integer(1, 4);
  const values = (count, scale) => Array.from({ length: count }, () => (random() * 2 - 1) * scale);
  return { rows, cols, logits: values(rows * cols, random.pick([1, 10, 100])), n, m, dK, dV,
           Q: values(n * dK, 3), K: values(m * dK, 3), V: values(m * dV, 1) };
}

const maxDiff = (a, b) => Math.max(0, ...Array.from(a, (x, i) => Math.abs(x - b[i])));

test('the default export is a factory like the classic global, and nothing else is exported', async () => {
  const classic = loadAttentionMath();
  assert.equal(typeof AttentionMath, 'function');
  assert.deepEqual(Object.keys(namedExports), []);
  const am = AttentionMath();
  assert.ok(am instanceof Promise, 'the factory returns a promise, as the classic one does');
  const [esm, cjs] = await Promise.all([am, classic]);
  assert.deepEqual(Object.keys(esm).sort(), Object.keys(cjs).sort(), 'the same API');
  assert.equal(esm.version, cjs.version);
  assert.deepEqual(esm.limits, cjs.limits);
  assert.notEqual(esm, cjs, 'its own instance, not the classic one');
});

test('each call of the factory makes a separate module, and module overrides reach it', async () => {
  const printed = [];
  const [a, b] = await Promise.all([AttentionMath(), AttentionMath({ print: (line) => printed.push(line) })]);
  assert.notEqual(a, b);
  assert.equal(typeof b.print, 'function');
});

test('the seed-free toy example: softmax([1, 2, 3]) is numpy\'s', async () => {
  const am = await AttentionMath();
  const [expected] = numpyResults([{ cols: 3, logits: [1, 2, 3], n: 1, m: 1, dK: 1, dV: 1, Q: [0], K: [0], V: [0] }]);
  assert.ok(maxDiff(am.softmax({ logits: [1, 2, 3], cols: 3 }).weights, expected.weights) < 1e-15);
});

test('softmax and attention from the ES module equal numpy to 1e-12 and the classic module exactly, on 25 random cases', async () => {
  const random = generator(testSeed(1414));
  const cases = Array.from({ length: 25 }, () => randomCase(random));
  const expected = numpyResults(cases);
  const [esm, cjs] = await Promise.all([AttentionMath(), loadAttentionMath()]);
  cases.forEach((c, i) => {
    const weights = esm.softmax({ logits: c.logits, rows: c.rows, cols: c.cols }).weights;
    const output = esm.attention({ Q: c.Q, K: c.K, V: c.V, n: c.n, m: c.m, dK: c.dK, dV: c.dV }).output;
    assert.ok(maxDiff(weights, expected[i].weights) < 1e-12, `case ${i}: softmax off numpy by ${maxDiff(weights, expected[i].weights)}`);
    assert.ok(maxDiff(output, expected[i].output) < 1e-12, `case ${i}: attention off numpy by ${maxDiff(output, expected[i].output)}`);
    assert.deepEqual(weights, cjs.softmax({ logits: c.logits, rows: c.rows, cols: c.cols }).weights);
    assert.deepEqual(output, cjs.attention({ Q: c.Q, K: c.K, V: c.V, n: c.n, m: c.m, dK: c.dK, dV: c.dV }).output);
  });
});

test('bad input is refused with the same AttentionMathError as the classic module', async () => {
  const [esm, cjs] = await Promise.all([AttentionMath(), loadAttentionMath()]);
  const refusal = (am) => { try { am.softmax({ logits: [1, 'two', 3], cols: 3 }); } catch (error) { return { message: error.message, code: error.code }; } return null; };
  assert.ok(refusal(esm), 'text in the logits is refused');
  assert.deepEqual(refusal(esm), refusal(cjs));
});

test('the ES module is made from this build\'s classic script', async () => {
  const { readFile } = await import('node:fs/promises');
  const [classic, esm] = await Promise.all([readFile(modulePath, 'utf8'), readFile(esmPath, 'utf8')]);
  assert.ok(esm.includes(classic), 'site/attention-math.mjs wraps site/attention-math.js unchanged (rebuild with node web/build.mjs)');
});
