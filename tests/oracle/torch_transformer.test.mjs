// Every gradient of the transformer (issue 15) against torch.autograd in
// float64: the embedding, the positional embedding, each layer's W_Q, W_K,
// W_V and W_O, and the unembedding, for the mean next-token cross-entropy.
// torch builds the model from its own parts (nn.MultiheadAttention with a
// causal mask, F.cross_entropy); nothing of ours is reused. Random small
// cases, one and two layers, 1–3 heads; the test module's
// _transformerGradients gives ours. Tolerance: 1e-10 of the largest torch
// entry (at least 1), as for the other backward tests: the chain is longer
// (two layers, the residual stream, the unembedding) but every product is
// short, and a wrong term (say, a residual path left out) is off by 1e-2 or more.
// Cases come from AM_TEST_SEED (default 20261201).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTestModule } from '../js/load-module.mjs';
import { assertRelative, checkEach, normals, seededRandom, torchOracle } from './torch.mjs';

const am = await loadTestModule();
const random = seededRandom(20261201);
const TOLERANCE = 1e-10;
const NAMES = ['WQ', 'WK', 'WV', 'WO'];

function transformerCase(layers) {
  const heads = random.integer(1, 3), dHead = random.integer(1, 3), dModel = heads * dHead;
  const context = 2 * random.integer(3, 4), vocab = random.integer(context / 2, 8);
  const n = random.integer(2, context);
  const w = (rows, cols, scale) => normals(random, rows * cols, scale);
  const model = {
    config: { layers, heads, dModel, vocab, context },
    embedding: w(vocab, dModel, 1), positional: w(context, dModel, 1),
    layers: Array.from({ length: layers }, () => Object.fromEntries(NAMES.map((name) => [name, w(dModel, dModel, 1 / Math.sqrt(dModel))]))),
    unembedding: w(dModel, vocab, 1 / Math.sqrt(dModel)),
  };
  const tokens = Array.from({ length: n }, () => random.integer(0, vocab - 1));
  return { model, tokens };
}

const withAdam = (model) => {
  const count = model.embedding.length + model.positional.length + model.unembedding.length + model.layers.length * 4 * model.config.dModel ** 2;
  return { ...model, step: 0, adamM: new Float64Array(count), adamV: new Float64Array(count) };
};

const cases = [1, 2].flatMap((layers) => Array.from({ length: 60 }, () => transformerCase(layers)));
const truth = torchOracle(cases.map(({ model, tokens }) => ({ kind: 'transformer_backward', ...model, tokens })));

function compare({ model, tokens }, t, label) {
  const ours = am._transformerGradients({ model: withAdam(model), tokens });
  assert.equal(ours.error, undefined, `${label}: ${ours.error}`);
  let worst = assertRelative([ours.loss], [t.loss], TOLERANCE, `${label} loss`);
  worst = Math.max(worst, assertRelative(ours.logits, t.logits, TOLERANCE, `${label} logits`));
  for (const name of ['embedding', 'positional', 'unembedding']) {
    worst = Math.max(worst, assertRelative(ours.gradients[name], t[name], TOLERANCE, `${label} d${name}`));
  }
  t.layers.forEach((layer, l) => {
    for (const name of NAMES) {
      worst = Math.max(worst, assertRelative(ours.gradients.layers[l][name], layer[name], TOLERANCE, `${label} layers[${l}].d${name}`));
    }
  });
  return worst;
}

// The public call gives the same logits and losses as torch.
test('transformerForward\'s logits and losses equal torch\'s', () => {
  const title = 'transformerForward vs torch';
  const count = checkEach(title, cases, ({ model, tokens }, i) => {
    const ours = am.transformerForward({ model: withAdam(model), tokens });
    const expected = [];
    const c = model.config;
    for (let p = 0; p + 1 < tokens.length; p++) {
      const row = truth[i].logits.slice(p * c.vocab, (p + 1) * c.vocab);
      const peak = Math.max(...row);
      expected.push(Math.log(row.reduce((sum, v) => sum + Math.exp(v - peak), 0)) + peak - row[tokens[p + 1]]);
    }
    return Math.max(assertRelative(ours.logits, truth[i].logits, TOLERANCE, `case ${i} logits`),
      assertRelative(ours.losses, expected, TOLERANCE, `case ${i} losses`));
  });
  assert.ok(count >= 100);
});

const describe = ({ model: { config: c }, tokens }) =>
  `layers=${c.layers} heads=${c.heads} dModel=${c.dModel} vocab=${c.vocab} context=${c.context} n=${tokens.length}`;

for (const layers of [1, 2]) {
  test(`every gradient of a ${layers}-layer transformer equals torch.autograd`, () => {
    const count = checkEach(`transformer, ${layers} layer(s)`, cases, (c, i) =>
      (c.model.config.layers === layers ? compare(c, truth[i], `case ${i} (${describe(c)})`) : undefined));
    assert.ok(count >= 50, `only ${count} cases`);
  });
}

// transformerCircuits (the three moves read from the weights) against torch,
// which slices each head as nn.MultiheadAttention does: random 2-layer
// models of small multi-head shapes and of the checkpoint's shape (1 head,
// dModel 32, 12 tokens, 24 positions), every head pair, and the shipped
// checkpoint itself. P1's masked cells must be −∞ in both. A 1-layer model
// has no circuit to read and is refused. Tolerance 1e-12 of the largest torch entry.
const CIRCUIT_TOLERANCE = 1e-12;
const shippedShape = (seed) => am.transformerInit({ layers: 2, heads: 1, dModel: 32, vocab: 12, context: 24, seed });
const circuitCases = [
  ...Array.from({ length: 40 }, () => transformerCase(2).model),
  ...[1, 2, 3].map(shippedShape),
  am.transformerPretrained(),
].flatMap((model) => {
  const heads = Array.from({ length: model.config.heads }, (_, h) => h + 1);
  return heads.flatMap((head1) => heads.map((head2) => ({ model, head1, head2 })));
});
const circuitTruth = torchOracle(circuitCases.map(({ model, head1, head2 }) => ({
  kind: 'transformer_circuits', config: model.config, embedding: model.embedding, positional: model.positional,
  layers: model.layers, unembedding: model.unembedding, head1, head2,
})));

test('transformerCircuits: P1, K-composition, copying and the direct term equal torch\'s, every head pair, and on the checkpoint', () => {
  const count = checkEach('transformerCircuits vs torch', circuitCases, ({ model, head1, head2 }, i) => {
    const ours = am.transformerCircuits({ model: model.adamM ? model : withAdam(model), head1, head2 });
    const label = `case ${i} (${describe({ model, tokens: [] })} head1=${head1} head2=${head2})`;
    const c = model.config;
    assert.deepEqual([ours.previousToken.rows, ours.previousToken.cols], [c.context, c.context], label);
    assert.deepEqual([ours.kComposition.rows, ours.kComposition.cols, ours.copying.rows, ours.copying.cols, ours.direct.rows, ours.direct.cols],
      [c.vocab, c.vocab, c.vocab, c.vocab, c.vocab, c.vocab], label);
    return Math.max(...['previousToken', 'kComposition', 'copying', 'direct'].map((name) =>
      assertRelative(ours[name].values, circuitTruth[i][name], CIRCUIT_TOLERANCE, `${label} ${name}`)));
  });
  assert.ok(count >= 60, `only ${count} cases`);
  const oneLayer = transformerCase(1).model;
  assert.throws(() => am.transformerCircuits({ model: withAdam(oneLayer) }),
    (e) => e.code === 'incompatible' && e.argument === 'model.config.layers');
});
