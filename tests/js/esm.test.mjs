// site/attention-math.mjs, the core as an ES module (web/build/core-esm.mjs
// makes it from the classic site/attention-math.js): imported the way a Node
// user would, it must give the classic factory's module, with the same
// numbers, and those numbers must be numpy's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadAttentionMath, modulePath } from './load-module.mjs';
import { generator, testSeed } from '../parity/harness.mjs';
import { numpyResults, randomCase } from '../parity/softmax-attention-cases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const esmPath = path.resolve(here, '../../site/attention-math.mjs');
const { default: AttentionMath, ...namedExports } = await import(pathToFileURL(esmPath).href);

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
