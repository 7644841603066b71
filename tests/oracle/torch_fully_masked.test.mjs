// Queries that see no key: which they are, and what each fill does to them.
//
// fullyMaskedRows must list every query the mask leaves with no key, read
// from the mask (torch_oracle.py derives the list from torch's boolean mask),
// whatever the fill: a fill of −1e9 or 0 leaves finite numbers in the hidden
// cells, so the scores cannot tell. What the row then gets, checked against
// torch:
//   −∞          torch: NaN (softmax over all −∞); ours: weights 0, output 0
//   −1e9, −30, 0 torch and ours: uniform weights 1/m (a softmax over equal
//               constants), so the output is the mean of V: the bug the
//               masking section shows.
// fastAttention, both paths and precisions, must give such a row the same.
// Cases come from AM_TEST_SEED (default 20240616).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FILLS, am, attentionCase, blindCase, checkEach, describeCase, layerCase, seededRandom, torchOracle,
} from './torch.mjs';

const random = seededRandom(20240616);
const attentionCases = [
  ...Array.from({ length: 160 }, (_, i) => blindCase(random, FILLS[i % 4], i % 8 >= 4)),
  ...Array.from({ length: 200 }, () => attentionCase(random)),
];
const attentionTruth = torchOracle(attentionCases.map((c) => ({ kind: 'attention', ...c })));
const layerCases = Array.from({ length: 160 }, () => layerCase(random));
const layerTruth = torchOracle(layerCases.map((c) => ({ kind: 'multihead', ...c })));

for (const fill of FILLS) {
  test(`attention: fullyMaskedRows lists the queries the mask blinds, fill ${fill}`, () => {
    checkEach(`attention fullyMaskedRows, fill ${fill}`, attentionCases, (c, i) => {
      if (c.maskFill !== fill) return undefined;
      const ours = am.attention(c).fullyMaskedRows;
      assert.deepEqual(Array.from(ours), attentionTruth[i].fullyMaskedRows,
        `case ${i} (${describeCase(c)}): fullyMaskedRows ours [${Array.from(ours)}], mask [${attentionTruth[i].fullyMaskedRows}]`);
      return 0;
    });
  });

  test(`multiHeadAttention: every head's fullyMaskedRows lists the blinded queries, fill ${fill}`, () => {
    checkEach(`multiHeadAttention fullyMaskedRows, fill ${fill}`, layerCases, (c, i) => {
      if (c.maskFill !== fill) return undefined;
      am.multiHeadAttention(c).heads.forEach((head, h) => {
        assert.deepEqual(Array.from(head.fullyMaskedRows), layerTruth[i].fullyMaskedRows,
          `case ${i} (${describeCase(c)}) head ${h}: ours [${Array.from(head.fullyMaskedRows)}], mask [${layerTruth[i].fullyMaskedRows}]`);
      });
      return 0;
    });
  });
}

test('what each fill gives a blind query: −∞ NaN in torch and 0 in ours; finite fills 1/m in both', () => {
  const seen = Object.fromEntries(FILLS.map((f) => [f, 0]));
  checkEach('blind rows by fill', attentionCases, (c, i) => {
    const truth = attentionTruth[i];
    if (!truth.fullyMaskedRows.length) return undefined;
    const ours = am.attention(c);
    for (const row of truth.fullyMaskedRows) {
      seen[c.maskFill]++;
      const weights = (w) => Array.from(w.slice(row * c.m, (row + 1) * c.m));
      const label = `case ${i} (${describeCase(c)}) row ${row}`;
      if (c.maskFill === -Infinity) {
        assert.ok(truth.torchNanRows.includes(row), `${label}: torch gives NaN`);
        assert.deepEqual(weights(ours.weights), Array(c.m).fill(0), `${label}: ours 0`);
      } else {
        assert.ok(!truth.torchNanRows.includes(row), `${label}: torch is finite`);
        for (const w of [...weights(truth.weights), ...weights(ours.weights)]) {
          assert.ok(Math.abs(w - 1 / c.m) <= 1e-15, `${label}: weight ${w}, uniform is ${1 / c.m}`);
        }
      }
    }
    return 0;
  });
  console.log(`blind rows per fill: ${FILLS.map((f) => `${f}: ${seen[f]}`).join(', ')}`);
  for (const f of FILLS) assert.ok(seen[f] >= 20, `only ${seen[f]} blind rows with fill ${f}`);
});

test('fastAttention gives a blind query what attention gives it, on both paths and in both precisions', () => {
  const seen = Object.fromEntries(FILLS.map((f) => [f, 0]));
  checkEach('fastAttention blind rows by fill', attentionCases, (c, i) => {
    const truth = attentionTruth[i];
    if (!truth.fullyMaskedRows.length) return undefined;
    for (const path of ['materialised', 'tiled']) {
      for (const precision of ['float64', 'float32']) {
        const ours = am.fastAttention({ ...c, path, precision, weights: path === 'materialised' });
        const tolerance = precision === 'float32' ? 1e-6 : 1e-15;
        for (const row of truth.fullyMaskedRows) {
          if (path === 'materialised' && precision === 'float64') seen[c.maskFill]++;
          const label = `case ${i} (${describeCase(c)}) ${path} ${precision} row ${row}`;
          const slice = (values, width) => Array.from(values.slice(row * width, (row + 1) * width));
          // torch: NaN under −∞ (ours 0), the mean of V under a finite fill (uniform weights).
          const expected = c.maskFill === -Infinity ? Array(c.dV).fill(0) : slice(truth.output, c.dV);
          assert.equal(truth.torchNanRows.includes(row), c.maskFill === -Infinity, `${label}: torch NaN only under −∞`);
          slice(ours.output, c.dV).forEach((x, d) => {
            assert.ok(Math.abs(x - expected[d]) <= tolerance * Math.max(1, Math.abs(expected[d])),
              `${label}: output[${d}] ours ${x}, expected ${expected[d]}`);
          });
          if (ours.weights) {
            const uniform = c.maskFill === -Infinity ? 0 : 1 / c.m;
            for (const w of slice(ours.weights, c.m)) assert.ok(Math.abs(w - uniform) <= tolerance, `${label}: weight ${w}, expected ${uniform}`);
          }
        }
      }
    }
    return 0;
  });
  console.log(`fastAttention blind rows per fill: ${FILLS.map((f) => `${f}: ${seen[f]}`).join(', ')}`);
  for (const f of FILLS) assert.ok(seen[f] >= 20, `only ${seen[f]} blind rows with fill ${f}`);
});
