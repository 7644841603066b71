// Issue 25, item 6: every rule lives once. Each number or rule below was
// written in two places; now the copies read the one source, and these
// tests fail if a copy comes back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAttentionMath } from './load-module.mjs';

const am = await loadAttentionMath();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = (file) => readFileSync(path.join(root, file), 'utf8');

function refusal(call) {
  try {
    call();
  } catch (e) {
    return e;
  }
  assert.fail('expected a refusal');
}

test('the version has one source, package.json', () => {
  assert.equal(am.version, JSON.parse(source('package.json')).version);
  assert.doesNotMatch(source('cpp/bindings/api.post.js'), /version\s*=\s*['"]\d/, 'api.post.js spells no version');
});

test('2^53 is the core\'s limits::kMaxExactCount, not a literal in the bindings', () => {
  assert.doesNotMatch(source('cpp/bindings/convert.cpp'), /9007199254740992/);
  assert.equal(am.limits.counts.maxExactCount, 2 ** 53);
  assert.equal(refusal(() => am.randn(0, 2 ** 53 + 2, 1)).code, 'type');  // not an exact integer in JS
});

test('every limit is in am.limits, and each one is the number the core refuses past', () => {
  const groups = ['walkthrough', 'attention', 'counts', 'fastAttention', 'random', 'parseMatrix', 'samples', 'principalPlane', 'learning', 'transformer'];
  assert.deepEqual(Object.keys(am.limits).sort(), [...groups].sort());
  for (const group of groups) {
    for (const [name, value] of Object.entries(am.limits[group])) assert.ok(Number.isInteger(value) && value > 0, `${group}.${name}`);
  }
  assert.deepEqual(am.fastAttentionLimits(), am.limits.fastAttention);
  const { attention, counts, samples, transformer, learning, fastAttention, parseMatrix, principalPlane } = am.limits;
  const limitOf = (call) => refusal(call).params.max;
  assert.equal(limitOf(() => am.attentionParams({ dModel: counts.maxDimension + 1 })), counts.maxDimension);
  assert.equal(limitOf(() => am.attentionParams({ dModel: 128, heads: counts.maxHeads + 1 })), counts.maxHeads);
  assert.equal(limitOf(() => am.shapes({ n: attention.maxSequence + 1, dModel: 1, dK: 1, dV: 1 })), attention.maxSequence);
  assert.equal(limitOf(() => am.histogram({ values: [0.5], bins: samples.maxHistogramBins + 1 })), samples.maxHistogramBins);
  assert.equal(limitOf(() => am.dotProducts({ dK: 1, count: samples.maxDotProducts + 1 })), samples.maxDotProducts);
  assert.equal(limitOf(() => am.saturation({ dK: 1, queries: samples.maxSaturationQueries + 1 })), samples.maxSaturationQueries);
  const wide = principalPlane.maxCells / 2 + 1; // two vectors one cell too many
  assert.equal(limitOf(() => am.principalPlane({ values: new Array(2 * wide).fill(1), rows: 2, cols: wide })), principalPlane.maxCells);
  assert.equal(limitOf(() => am.transformerInit({ context: transformer.maxContext + 2 })), transformer.maxContext);
  assert.equal(refusal(() => am.transformerInit({ context: transformer.minContext - 2 })).params.min, transformer.minContext);
  assert.equal(limitOf(() => am.transformerInit({ vocab: transformer.maxVocab + 1 })), transformer.maxVocab);
  const model = am.transformerInit({});
  assert.equal(limitOf(() => am.transformerTrain({ model, steps: transformer.maxSteps + 1 })), transformer.maxSteps);
  assert.equal(limitOf(() => am.transformerTrain({ model, batch: transformer.maxBatch + 1 })), transformer.maxBatch);
  assert.equal(limitOf(() => am.headScores({ model, sequences: transformer.maxSequences + 1 })), transformer.maxSequences);
  const start = am.trainerStart({});
  assert.equal(limitOf(() => am.trainerSteps({ state: start.state, steps: learning.maxTrainerSteps + 1 })), learning.maxTrainerSteps);
  const q = [1], one = { Q: q, K: q, V: q, n: 1, dK: 1 };
  assert.equal(limitOf(() => am.fastAttention({ ...one, n: fastAttention.maxTiledSequence + 1 })), fastAttention.maxTiledSequence);
  assert.equal(refusal(() => am.parseMatrix('1,'.repeat(parseMatrix.maxNumbers) + '1')).code, 'limit');
});

test('the widgets read the core\'s limits, not copies of them', () => {
  // attention-params.js held MAX_HEADS = 64 and n up to 1048576, and
  // attention-formula.js 4096: never updated from am.limits. Both now adopt
  // them when the core is ready, as the walkthrough does.
  const params = source('web/elements/attention-params.js'), formula = source('web/elements/attention-formula.js');
  assert.doesNotMatch(params, /MAX_HEADS/);
  assert.doesNotMatch(source('web/elements/params/model.js'), /MAX_HEADS/);
  assert.match(params, /coreReady\(am\)[^]*am\.limits\.counts\.maxHeads[^]*am\.limits\.counts\.maxDimension/);
  assert.match(formula, /coreReady\(am\)[^]*am\.limits\.attention/);
});

test('fitting float32 is one rule: values, logits and a mask\'s fill meet the same boundary', () => {
  const largest = 3.4028234663852886e38, past = 3.402823466385289e38;  // float32's largest, and the next double
  const c = { Q: [1], K: [1], V: [largest], n: 1, dK: 1, dV: 1, precision: 'float32' };
  assert.equal(am.attention(c).output[0], largest);
  assert.equal(refusal(() => am.attention({ ...c, V: [past] })).code, 'overflow');
  assert.equal(am.softmax({ logits: [largest, 0], cols: 2, precision: 'float32' }).weights[0], 1);
  assert.equal(refusal(() => am.softmax({ logits: [past, 0], cols: 2, precision: 'float32' })).code, 'overflow');
  const masked = { ...c, V: [1, 2], K: [1, 1], m: 2, keyPadding: [false, true] };
  assert.ok(am.attention({ ...masked, maskFill: -largest }).output.length === 1);
  assert.equal(refusal(() => am.attention({ ...masked, maskFill: -past })).argument, 'maskFill');
});
