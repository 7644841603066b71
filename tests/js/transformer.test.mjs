// The transformer API (issue 15) from JS: shapes, determinism, resuming in
// chunks, the shipped checkpoint's heads, and an InputError {code, argument}
// for every misuse. Gradients and logits are checked against torch in
// tests/oracle/torch_transformer.test.mjs; the native build's numbers here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAttentionMath } from './load-module.mjs';

const am = await loadAttentionMath();
const here = path.dirname(fileURLToPath(import.meta.url));
const small = { layers: 2, heads: 2, dModel: 8, vocab: 6, context: 8, seed: 3 };

function refuses(call, code, argument, message) {
  assert.throws(call, (e) => {
    assert.equal(e.code, code, `${e.message}: code`);
    assert.equal(e.argument, argument, `${e.message}: argument`);
    if (message) assert.match(e.message, message);
    return true;
  });
}

const equalArrays = (a, b) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

test('the transformer calls are public and their raw bindings private', () => {
  for (const name of ['transformerInit', 'transformerTrain', 'transformerForward', 'transformerPretrained', 'headScores',
    'transformerCircuits']) {
    assert.equal(typeof am[name], 'function', name);
    assert.equal(am['_' + name], undefined, name);
  }
});

test('transformerInit: config plus typed-array weights and fresh Adam state, the same for a seed', () => {
  const m = am.transformerInit(small);
  assert.deepEqual(m.config, { layers: 2, heads: 2, dModel: 8, vocab: 6, context: 8 });
  assert.equal(m.embedding.length, 6 * 8);
  assert.equal(m.positional.length, 8 * 8);
  assert.equal(m.layers.length, 2);
  for (const layer of m.layers) for (const w of ['WQ', 'WK', 'WV', 'WO']) assert.ok(layer[w] instanceof Float64Array && layer[w].length === 64);
  assert.equal(m.unembedding.length, 8 * 6);
  const parameters = 6 * 8 + 8 * 8 + 2 * 4 * 64 + 8 * 6;
  assert.equal(m.adamM.length, parameters);
  assert.equal(m.adamV.length, parameters);
  assert.equal(m.step, 0);
  assert.ok(equalArrays(m.layers[1].WK, am.transformerInit(small).layers[1].WK));
  assert.ok(!equalArrays(m.layers[1].WK, am.transformerInit({ ...small, seed: 4 }).layers[1].WK));
  assert.deepEqual(am.transformerInit({}).config, { layers: 2, heads: 1, dModel: 32, vocab: 12, context: 24 });
});

test('transformerForward: logits and every head\'s causal attention', () => {
  const model = am.transformerInit(small);
  const tokens = [0, 5, 2, 2, 1];
  const f = am.transformerForward({ model, tokens });
  assert.equal(f.n, 5);
  assert.equal(f.vocab, 6);
  assert.equal(f.logits.length, 5 * 6);
  assert.equal(f.losses.length, 4);
  assert.equal(f.attention.length, 2);
  for (const layer of f.attention) {
    assert.equal(layer.length, 2);
    for (const weights of layer) {
      for (let i = 0; i < 5; i++) {
        let sum = 0;
        for (let j = 0; j < 5; j++) {
          if (j > i) assert.equal(weights[i * 5 + j], 0, 'causal');
          sum += weights[i * 5 + j];
        }
        assert.ok(Math.abs(sum - 1) < 1e-12);
      }
    }
  }
  // losses[i] = −log softmax(logits_i)[tokens[i + 1]]
  for (let i = 0; i < 4; i++) {
    const row = f.logits.slice(i * 6, i * 6 + 6);
    const peak = Math.max(...row);
    const log = Math.log(row.reduce((s, v) => s + Math.exp(v - peak), 0)) + peak;
    assert.ok(Math.abs(f.losses[i] - (log - row[tokens[i + 1]])) < 1e-12);
  }
  // A plain Array of numbers works as well as a typed array.
  assert.ok(equalArrays(f.logits, am.transformerForward({ model, tokens: Int32Array.from(tokens) }).logits));
});

test('transformerTrain: deterministic, and 3 + 3 steps give exactly what 6 steps give', () => {
  const model = am.transformerInit(small);
  const options = { learningRate: 0.01, batch: 4, seed: 7 };
  const six = am.transformerTrain({ model, steps: 6, ...options });
  const first = am.transformerTrain({ model, steps: 3, ...options });
  const rest = am.transformerTrain({ model: first.model, steps: 3, ...options });
  assert.equal(six.losses.length, 6);
  assert.equal(six.firstHalfLoss.length, 6);
  assert.equal(six.secondHalfLoss.length, 6);
  assert.equal(rest.model.step, 6);
  assert.ok(equalArrays(six.model.layers[0].WQ, rest.model.layers[0].WQ));
  assert.ok(equalArrays(six.model.adamV, rest.model.adamV));
  assert.ok(equalArrays(six.losses.slice(3), rest.losses));
  assert.ok(!equalArrays(six.model.embedding, model.embedding), 'the weights moved');
  // The model object works after a structured clone (a Worker's postMessage).
  assert.ok(equalArrays(am.transformerTrain({ model: structuredClone(first.model), steps: 3, ...options }).model.unembedding,
    rest.model.unembedding));
});

test('headScores: one entry per head, layers and heads from 1, scores in [0, 1]', () => {
  const scores = am.headScores({ model: am.transformerInit(small), seed: 1, sequences: 8 });
  assert.deepEqual(scores.map((s) => [s.layer, s.head]), [[1, 1], [1, 2], [2, 1], [2, 2]]);
  for (const s of scores) {
    assert.deepEqual(Object.keys(s).sort(), ['duplicateToken', 'head', 'induction', 'layer', 'previousToken']);
    for (const v of [s.previousToken, s.duplicateToken, s.induction]) assert.ok(v >= 0 && v <= 1);
  }
});

const pretrained = am.transformerPretrained();
const HELD_OUT = 12345;  // transformer::kHeldOutSeed
const shipped = am.headScores({ model: pretrained, seed: HELD_OUT, sequences: 128 });
const best = (layer, score) => Math.max(...shipped.filter((s) => s.layer === layer).map((s) => s[score]));

test('the shipped checkpoint: a layer-1 previous-token head and a layer-2 induction head, on held-out sequences', () => {
  assert.deepEqual(pretrained.config, { layers: 2, heads: 1, dModel: 32, vocab: 12, context: 24 });
  console.log('shipped checkpoint:', JSON.stringify(shipped));
  assert.ok(best(2, 'induction') >= 0.8, `layer-2 induction ${best(2, 'induction')}`);
  assert.ok(best(1, 'previousToken') >= 0.8, `layer-1 previous-token ${best(1, 'previousToken')}`);
  // On a probe of its own, the repeated half is predicted, the first is not.
  const tokens = [3, 7, 1, 9, 0, 5, 11, 2];
  const f = am.transformerForward({ model: pretrained, tokens: [...tokens, ...tokens] });
  const mean = (a) => a.reduce((s, v) => s + v, 0) / a.length;
  assert.ok(mean(f.losses.slice(8)) < 0.5 * mean(f.losses.slice(0, 7)), `${mean(f.losses.slice(8))} vs ${mean(f.losses.slice(0, 7))}`);
});

// The page's "Weight is not certainty": on the default run, where layer 2
// puts nearly all its weight on the right letter, the model gives that letter
// less than half, between 22 and 50 % (the guesses strip's numbers).
test('the shipped checkpoint hedges: on the default run its repeat guesses get 22 to 50 %', () => {
  const tokens = Array.from('DKAHFBJCDKAHFBJC', (ch) => ch.charCodeAt(0) - 65);
  const { losses, attention } = am.transformerForward({ model: pretrained, tokens });
  const n = tokens.length;
  // Loss i is on the letter after position i; in the repeat, 8 … 14 (15 is the last, with nothing after it).
  const right = Array.from({ length: 7 }, (_, k) => Math.exp(-losses[8 + k]));
  const induction = Array.from({ length: 7 }, (_, k) => attention[1][0][(8 + k) * n + k + 1]);
  console.log('default run, repeat: p(right)', right.map((p) => p.toFixed(2)).join(' '), '; layer-2 weight on the target',
    induction.map((w) => w.toFixed(2)).join(' '));
  assert.equal(Math.round(100 * Math.min(...right)), 22);
  assert.equal(Math.round(100 * Math.max(...right)), 50);
  assert.ok(induction.filter((w) => w > 0.95).length >= 4, `nearly all its weight at most places: ${induction}`);
});

// The page's "Switching off layer 1": on the default run, layer 2's mean
// weight on the induction stripe (i, i − 7) falls from 0.89 to 0.17 and its
// right guesses in the repeat from 7 of 7 to 1 of 7, with layer 1's W_O = 0.
test('switching off layer 1 on the default run: induction 0.89 → 0.17, repeat guesses 7 → 1 of 7', () => {
  const tokens = Array.from('DKAHFBJCDKAHFBJC', (ch) => ch.charCodeAt(0) - 65);
  const n = tokens.length, { vocab } = pretrained.config;
  const off = { ...pretrained, layers: pretrained.layers.map((l, i) => (i === 0 ? { ...l, WO: new Float64Array(l.WO.length) } : l)) };
  const measure = (model) => {
    const { attention, logits } = am.transformerForward({ model, tokens });
    const rows = Array.from({ length: 8 }, (_, k) => 8 + k);
    const induction = rows.reduce((sum, i) => sum + attention[1][0][i * n + i - 7], 0) / rows.length;
    const top = (i) => { const row = Array.from(logits.slice(i * vocab, (i + 1) * vocab)); return row.indexOf(Math.max(...row)); };
    const right = rows.slice(0, 7).filter((i) => top(i) === tokens[i + 1]).length;
    return { induction: induction.toFixed(2), right };
  };
  assert.deepEqual(measure(pretrained), { induction: '0.89', right: 7 });
  assert.deepEqual(measure(off), { induction: '0.17', right: 1 });
});

// The page's "Edge cases" say layer 1 looks back only up to position 16:
// on random letters (the core's numpy-compatible rand, fixed seed), its mean
// weight on the previous token, position by position.
test('the shipped checkpoint: layer 1 looks at the previous token up to position 16, and stops after', () => {
  const { context: n, vocab } = pretrained.config;
  const sequences = 200;
  const draws = am.rand(20261202, sequences, n);
  const mean = new Float64Array(n);
  for (let s = 0; s < sequences; s += 1) {
    const tokens = Array.from(draws.subarray(s * n, (s + 1) * n), (u) => Math.floor(u * vocab));
    const layer1 = am.transformerForward({ model: pretrained, tokens }).attention[0][0];
    for (let i = 1; i < n; i += 1) mean[i] += layer1[i * n + i - 1] / sequences;
  }
  console.log('layer 1, mean weight on i − 1 by position:', Array.from(mean, (w) => w.toFixed(2)).join(' '));
  const upTo15 = Array.from(mean.slice(1, 16));
  assert.ok(upTo15.filter((w) => w > 0.9).length >= 10, `above 0.9 at most positions up to 15: ${upTo15}`);
  assert.ok(Math.abs(mean[16] - 0.6) < 0.1, `about 0.6 at 16: ${mean[16]}`);
  assert.ok(Math.abs(mean[17] - 0.2) < 0.1, `about 0.2 at 17: ${mean[17]}`);
  for (let i = 18; i < n; i += 1) assert.ok(mean[i] < 0.1, `under 0.1 at ${i}: ${mean[i]}`);
});

const nativeTool = path.resolve(here, '../../build/native/train_heads');
test('the wasm checkpoint scores as the native build that trained it', { skip: !existsSync(nativeTool) && 'no native build' }, () => {
  // The tool retrains the recipe natively and prints its scores (2 decimals, 64 sequences).
  const line = execFileSync(nativeTool, ['--every', '100000'], { encoding: 'utf8' }).trim().split('\n').pop();
  const native = [...line.matchAll(/L(\d)H(\d) prev ([\d.]+) dup ([\d.]+) ind ([\d.]+)/g)].map((m) => m.slice(1).map(Number));
  const ours = am.headScores({ model: pretrained, seed: HELD_OUT, sequences: 64 });
  assert.equal(native.length, ours.length);
  native.forEach(([layer, head, prev, dup, ind], i) => {
    assert.deepEqual([ours[i].layer, ours[i].head], [layer, head]);
    for (const [a, b] of [[ours[i].previousToken, prev], [ours[i].duplicateToken, dup], [ours[i].induction, ind]]) {
      assert.ok(Math.abs(a - b) <= 0.0051, `${a} vs native ${b}`);
    }
  });
});

// The page's "Not every seed gets there": with the trainer's settings (the
// seed draws the starting weights and every batch), seed 6 ends its 2000 steps
// with no induction head and the repeat's loss near chance. Natively, as the
// bench's seed table was measured (~30 s of CPU).
test('not every seed: seed 6 forms no induction head in the trainer\'s 2000 steps', { skip: !existsSync(nativeTool) && 'no native build' }, () => {
  const args = ['--seed', '6', '--init', '6', '--steps', '2000', '--every', '2000'];
  const line = execFileSync(nativeTool, args, { encoding: 'utf8' }).trim().split('\n').pop();
  console.log('seed 6 at step 2000:', line);
  const [, repeated] = line.match(/repeated ([\d.]+)/).map(Number);
  const induction = [...line.matchAll(/L(\d)H\d prev [\d.]+ dup [\d.]+ ind ([\d.]+)/g)].map((m) => m.slice(1).map(Number));
  assert.deepEqual(induction.map(([layer]) => layer), [1, 2]);
  for (const [layer, score] of induction) assert.ok(score < 0.3, `layer ${layer} induction ${score}`);
  assert.ok(repeated > 0.9 * Math.log(12), `repeat loss ${repeated}, chance ${Math.log(12).toFixed(2)}`);
});

test('bad input: the same InputError {code, argument} as every other call, nothing coerced', () => {
  const model = am.transformerInit(small);
  refuses(() => am.transformerInit({ vocab: 3, context: 8 }), 'incompatible', 'vocab', /too small for the sequence/);
  refuses(() => am.transformerInit({ layers: 3 }), 'limit', 'layers');
  refuses(() => am.transformerInit({ heads: 3, dModel: 8 }), 'incompatible', 'heads');
  refuses(() => am.transformerInit({ context: 7 }), 'range', 'context');
  refuses(() => am.transformerInit({ context: 4 }), 'range', 'context');
  refuses(() => am.transformerInit({ dModel: '8' }), 'type', 'dModel');
  refuses(() => am.transformerInit({ seed: -1 }), 'range', 'seed');
  refuses(() => am.transformerInit({ dmodel: 8 }), 'unknown_option', 'dmodel');
  refuses(() => am.transformerInit(), 'arity', '');
  refuses(() => am.transformerPretrained(1), 'arity', '');
  // wrong sizes
  refuses(() => am.transformerForward({ model: { ...model, embedding: model.embedding.slice(1) }, tokens: [0] }), 'shape', 'model.embedding');
  refuses(() => am.transformerForward({ model: { ...model, adamM: [] }, tokens: [0] }), 'shape', 'model.adamM');
  refuses(() => am.transformerForward({ model: { ...model, layers: model.layers.slice(1) }, tokens: [0] }), 'shape', 'model.layers');
  // a model object from another config
  const other = am.transformerInit({ ...small, dModel: 4 });
  refuses(() => am.transformerTrain({ model: { ...model, config: other.config } }), 'shape', 'model.embedding');
  refuses(() => am.headScores({ model: { ...other, layers: model.layers } }), 'shape', 'model.layers[0].WQ');
  refuses(() => am.transformerForward({ model: { ...model, config: { ...model.config, vocab: 2 } }, tokens: [0] }), 'incompatible', 'model.config.vocab');
  // NaN weights
  const nan = Float64Array.from(model.layers[1].WV);
  nan[5] = NaN;
  refuses(() => am.transformerTrain({ model: { ...model, layers: [model.layers[0], { ...model.layers[1], WV: nan }] } }), 'not_finite', 'model.layers[1].WV');
  const negative = Float64Array.from(model.adamV);
  negative[0] = -1;
  refuses(() => am.transformerTrain({ model: { ...model, adamV: negative } }), 'range', 'model.adamV');
  // junk types
  refuses(() => am.transformerForward({ model, tokens: ['a'] }), 'type', 'tokens');
  refuses(() => am.transformerForward({ model, tokens: [0.5] }), 'type', 'tokens');
  refuses(() => am.transformerForward({ model, tokens: [6] }), 'range', 'tokens', /token 6 at index 0 is outside the vocabulary 0 … 5/);
  refuses(() => am.transformerForward({ model, tokens: [0, -1e300] }), 'range', 'tokens', /token -1e\+300 at index 1/);
  refuses(() => am.transformerForward({ model, tokens: [] }), 'range', 'tokens');
  refuses(() => am.transformerForward({ model, tokens: Array(9).fill(0) }), 'limit', 'tokens');
  refuses(() => am.transformerForward({ model: null, tokens: [0] }), 'type', 'model');
  refuses(() => am.transformerForward({ tokens: [0] }), 'required', 'model');
  refuses(() => am.transformerForward({ model: { ...model, layers: {} }, tokens: [0] }), 'type', 'model.layers');
  refuses(() => am.transformerForward({ model: { ...model, layers: [null, null] }, tokens: [0] }), 'type', 'model.layers[0]');
  refuses(() => am.transformerForward({ model: { ...model, step: '0' }, tokens: [0] }), 'type', 'model.step');
  refuses(() => am.transformerForward({ model: { ...model, extra: 1 }, tokens: [0] }), 'unknown_option', 'model.extra');
  refuses(() => am.transformerForward({ model: { ...model, config: { ...model.config, layers: null } }, tokens: [0] }), 'type', 'model.config.layers');
  const { config, ...noConfig } = model;
  refuses(() => am.transformerForward({ model: noConfig, tokens: [0] }), 'required', 'model.config');
  refuses(() => am.transformerTrain({ model, steps: 0 }), 'range', 'steps');
  refuses(() => am.transformerTrain({ model, steps: 10001 }), 'limit', 'steps');
  refuses(() => am.transformerTrain({ model, batch: 0 }), 'range', 'batch');
  refuses(() => am.transformerTrain({ model, learningRate: NaN }), 'range', 'learningRate');
  refuses(() => am.headScores({ model, sequences: 0 }), 'range', 'sequences');
  // The last good state is untouched: the same model still trains.
  assert.equal(am.transformerTrain({ model, steps: 1 }).model.step, 1);
});

test('transformerCircuits: three {rows, cols, values} matrices, heads from 1 (default 1), P1 −∞ above the diagonal', () => {
  const model = am.transformerInit(small);
  const c = am.transformerCircuits({ model });
  assert.deepEqual(Object.keys(c).sort(), ['copying', 'direct', 'kComposition', 'previousToken']);
  assert.deepEqual([c.previousToken.rows, c.previousToken.cols], [8, 8]);
  for (const name of ['kComposition', 'copying', 'direct']) assert.deepEqual([c[name].rows, c[name].cols], [6, 6], name);
  for (const m of Object.values(c)) assert.ok(m.values instanceof Float64Array && m.values.length === m.rows * m.cols);
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 8; j++) assert.equal(c.previousToken.values[i * 8 + j] === -Infinity, j > i, `(${i}, ${j})`);
  }
  const first = am.transformerCircuits({ model, head1: 1, head2: 1 });
  assert.ok(equalArrays(c.kComposition.values, first.kComposition.values), 'heads default to 1');
  const second = am.transformerCircuits({ model, head1: 2, head2: 2 });
  assert.ok(!equalArrays(second.kComposition.values, first.kComposition.values), 'head 2 is another head');
  assert.ok(!equalArrays(second.previousToken.values, first.previousToken.values));
});

test('transformerCircuits: bad input gets the transformer calls\' InputError {code, argument}', () => {
  const model = am.transformerInit(small);
  refuses(() => am.transformerCircuits({ model: am.transformerInit({ ...small, layers: 1 }) }), 'incompatible',
    'model.config.layers', /needs 2 layers/);
  refuses(() => am.transformerCircuits({ model, head1: 3 }), 'range', 'head1', /from 1 to 2/);
  refuses(() => am.transformerCircuits({ model, head2: 0 }), 'range', 'head2');
  refuses(() => am.transformerCircuits({ model, head2: -5 }), 'range', 'head2');
  refuses(() => am.transformerCircuits({ model, head2: -1e300 }), 'type', 'head2');  // no integer, as for every integer option
  refuses(() => am.transformerCircuits({ model, head1: 1.5 }), 'type', 'head1');
  refuses(() => am.transformerCircuits({ model, head1: '1' }), 'type', 'head1');
  refuses(() => am.transformerCircuits({ model, head2: null }), 'type', 'head2');
  refuses(() => am.transformerCircuits({ model, head2: true }), 'type', 'head2');
  refuses(() => am.transformerCircuits({ model, head2: NaN }), 'type', 'head2');
  refuses(() => am.transformerCircuits({ model, head: 1 }), 'unknown_option', 'head');
  refuses(() => am.transformerCircuits({}), 'required', 'model');
  refuses(() => am.transformerCircuits({ model: 'pretrained' }), 'type', 'model');
  refuses(() => am.transformerCircuits(), 'arity', '');
  // wrong sizes, another config, NaN weights
  refuses(() => am.transformerCircuits({ model: { ...model, positional: model.positional.slice(8) } }), 'shape', 'model.positional');
  const other = am.transformerInit({ ...small, dModel: 4 });
  refuses(() => am.transformerCircuits({ model: { ...model, config: other.config } }), 'shape', 'model.embedding');
  const nan = Float64Array.from(model.layers[0].WO);
  nan[3] = NaN;
  refuses(() => am.transformerCircuits({ model: { ...model, layers: [{ ...model.layers[0], WO: nan }, model.layers[1]] } }),
    'not_finite', 'model.layers[0].WO');
  // The model is untouched and still gives its circuit.
  assert.equal(am.transformerCircuits({ model }).copying.rows, 6);
});
