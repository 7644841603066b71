// Issue 25, item 7: bindings are tables both ways, built once. Each call's
// options are an option table and each result type a result table
// (cpp/bindings/convert.hpp), all registered when the module starts; the test
// module shows what was registered (_bindingTables, cpp/bindings/test/).
// Against main's module, from before the tables, there is nothing to show
// and these fail. About 0.3 s.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTestModule } from './load-module.mjs';

const am = await loadTestModule();
const sorted = (keys) => [...keys].sort();
const one = { Q: [1, 2], K: [1, 0, 0, 1], V: [3, 4], n: 1, m: 2, dK: 2, dV: 1 };

test('the option tables are built once, at registration: calls add none', () => {
  const before = am._bindingTables().options;
  assert.ok(before.length >= 30, `${before.length} option tables registered`);
  const fast = before.find((names) => names.includes('path'));
  assert.deepEqual(sorted(fast), sorted(['Q', 'K', 'V', 'n', 'm', 'dK', 'dV', 'causal', 'keyPadding', 'maskFill',
                                         'heads', 'precision', 'path', 'weights']));
  for (let i = 0; i < 3; i++) {
    am.fastAttention(one);
    am.attention(one);
    am.softmax({ logits: [1, 2], cols: 2 });
    am.trainerSteps({ state: am.trainerStart({}).state, steps: 1 });
    assert.throws(() => am.fastAttention({ ...one, dk: 2 }), { code: 'unknown_option' });
  }
  assert.deepEqual(am._bindingTables().options, before);
});

test('each call returns exactly the fields its result table declares', () => {
  const { results } = am._bindingTables();
  const declared = (table) => {
    assert.ok(results[table], `a result table ${table}`);
    return sorted(results[table]);
  };
  const attention = am.attention(one);
  assert.deepEqual(sorted(Object.keys(attention)), declared('AttentionResult'));
  assert.deepEqual(sorted(Object.keys(am.fastAttention(one))), declared('FastAttentionResult'));
  const softmax = am.softmax({ logits: [1, 2], cols: 2 });
  assert.deepEqual(sorted(Object.keys(softmax)), declared('SoftmaxResult'));
  assert.deepEqual(sorted(Object.keys(softmax.rows[0])), declared('SoftmaxShape'));
  const layer = am.multiHeadAttention({ X: [1, 2, 3, 4], n: 2, dModel: 2, heads: 1,
                                        WQ: [1, 0, 0, 1], WK: [1, 0, 0, 1], WV: [1, 0, 0, 1], WO: [1, 0, 0, 1] });
  assert.deepEqual(sorted(Object.keys(layer)), declared('MultiHeadResult'));
  assert.deepEqual(sorted(Object.keys(layer.heads[0])), declared('AttentionResult'));
  const trace = am.onlineSoftmax({ ...one, chunk: 1 });
  assert.deepEqual(sorted(Object.keys(trace)), declared('OnlineSoftmaxTrace'));
  assert.deepEqual(sorted(Object.keys(trace.steps[0])), declared('OnlineSoftmaxStep'));
  assert.deepEqual(sorted(Object.keys(am.parseMatrix('1 2'))), declared('ParsedMatrix'));
  assert.deepEqual(sorted(Object.keys(am.attentionParams({ dModel: 4, heads: 2 }))), declared('ParamsResult'));
  assert.deepEqual(sorted(Object.keys(am.attentionFlops({ n: 2, dModel: 4, heads: 2 }))), declared('FlopsResult'));
  const start = am.trainerStart({});
  assert.deepEqual(sorted(Object.keys(start)), declared('TrainerStartResult'));
  assert.deepEqual(sorted(Object.keys(start.state)), declared('TrainerState'));
  const model = am.transformerPretrained();
  assert.deepEqual(sorted(Object.keys(model)), declared('TransformerModel'));
  assert.deepEqual(sorted(Object.keys(model.layers[0])), declared('TransformerLayer'));
});
