// site/attention-math.d.ts is written by hand, so it can fall behind the
// module. This checks it against the real thing: every call in
// api.post.js's table is declared, and the fields each result really has
// are the fields its interface declares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const repo = new URL('../..', import.meta.url).pathname;
const dts = readFileSync(join(repo, 'site', 'attention-math.d.ts'), 'utf8');
const table = /var api = \{([^}]+)\}/.exec(readFileSync(join(repo, 'cpp', 'bindings', 'api.post.js'), 'utf8'))[1];
const calls = [...table.matchAll(/(\w+):/g)].map((m) => m[1]);
const am = await createRequire(import.meta.url)(join(repo, 'site', 'attention-math.js'))();

// The field names declared in `interface Name { … }` (own fields only).
function declaredFields(name) {
  const body = new RegExp(`interface ${name}\\b[^{]*\\{([\\s\\S]*?)\\n\\}`).exec(dts)?.[1];
  assert.ok(body, `interface ${name} is declared`);
  return [...body.matchAll(/^ {2}(?:readonly )?'?([\w-]+)'?\??:/gm)].map((m) => m[1]).sort();
}

test('every call in the module\'s API table is declared on AttentionMathModule', () => {
  assert.ok(calls.length >= 17, `found ${calls.length} calls`);
  const declared = declaredFields('AttentionMathModule');
  const methods = [...dts.matchAll(/^ {2}(\w+)\(/gm)].map((m) => m[1]);
  for (const call of calls) assert.ok(methods.includes(call), `${call} is declared`);
  assert.ok(declared.includes('limits') && declared.includes('version'));
});

test('results have exactly the declared fields', () => {
  const w = am.walkthrough({ seed: 7, dK: 4, dV: 2 });
  const att = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: 4, dV: 2 });
  const cases = {
    WalkthroughResult: w,
    AttentionResult: att,
    SoftmaxResult: am.softmax({ logits: [1, 2, 3], cols: 3 }),
    DistributionShape: am.softmax({ logits: [1, 2, 3], cols: 3 }).rows[0],
    ParamsResult: am.attentionParams({ dModel: 768, heads: 12 }),
    FlopsResult: am.attentionFlops({ n: 8, dModel: 16, heads: 2 }),
    DotProductsResult: am.dotProducts({ dK: 4, count: 10 }),
    HistogramResult: am.histogram({ values: [0.1, 0.5], bins: 2 }),
    PrincipalPlaneResult: am.principalPlane({ values: [1, 0, 0, 1, 1, 1], rows: 3, cols: 2 }),
    ShapeEntry: am.shapes({ n: 4, dModel: 6, dK: 3, dV: 3 })[0],
    MultiHeadResult: am.multiHeadAttention({ X: am.randn(1, 2, 4), n: 2, dModel: 4, heads: 2, WQ: am.randn(2, 4, 4),
                                             WK: am.randn(3, 4, 4), WV: am.randn(4, 4, 4), WO: am.randn(5, 4, 4) }),
  };
  cases.HeadResult = cases.MultiHeadResult.heads[0];
  const square = [1, 0, 0, 1];
  cases.AttentionBackwardResult = am.attentionBackward({ Q: w.Q, K: w.K, V: w.V, dOutput: att.output, n: w.n, dK: 4, dV: 2 });
  cases.MultiHeadBackwardResult = am.multiHeadBackward({ X: [1, 0], n: 1, dModel: 2, WQ: square, WK: square, WV: square,
                                                         WO: square, dOutput: [1, 1] });
  cases.HeadGradients = cases.MultiHeadBackwardResult.heads[0];
  const model = am.transformerInit({ dModel: 8, vocab: 4, context: 6 });
  const trained = am.transformerTrain({ model, steps: 1, batch: 1 });
  Object.assign(cases, {
    TransformerModel: model, TransformerConfig: model.config, TransformerLayer: model.layers[0],
    TransformerTrainResult: trained,
    TransformerForwardResult: am.transformerForward({ model, tokens: [0, 1] }),
    HeadScore: am.headScores({ model, sequences: 1 })[0],
    TransformerCircuits: am.transformerCircuits({ model }),
  });
  cases.CircuitMatrix = cases.TransformerCircuits.copying;
  const sentences = am.sentenceModel();
  Object.assign(cases, {
    SentenceModelResult: sentences, SubjectPassResult: am.sentenceAttention({ tokens: ['Down', 'sat', 'a', 'cat'] }),
    SubjectAccuracy: sentences.accuracy.random.heldOut, SubjectHeadWeights: sentences.learned, SubjectRow: sentences.sentences[0],
  });
  assert.deepEqual(Object.keys(am.transformerPretrained()).sort(), declaredFields('TransformerModel'), 'transformerPretrained');
  try {
    am.attention({ n: 0 });
  } catch (error) {
    cases.AttentionMathError = error;
  }
  for (const [name, value] of Object.entries(cases)) {
    assert.deepEqual(Object.keys(value).sort(), declaredFields(name), name);
  }
  const variant = am.attentionVariant({ Q: w.Q, K: w.K, V: w.V, n: w.n, m: w.n, dK: 4, dV: 2, variant: 'mask-with-zero' });
  assert.deepEqual(Object.keys(variant).sort(), declaredFields('AttentionResult'), 'attentionVariant returns an AttentionResult');
  assert.deepEqual(Object.keys(am.limits.walkthrough).sort(), ['maxModelWidth', 'maxHeadWidth', 'maxSeed', 'maxTokenLength', 'maxTokens'].sort());
});
