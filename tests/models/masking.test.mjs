// <attention-masking>'s model (web/elements/masking/model.js) against the
// core and against numpy (/usr/bin/python3, an oracle we did not write): the
// causal mask zeroes every weight above the diagonal and rows still sum to 1;
// −1e9 gives the same bits as −∞; fill 0 leaks weight, flagged; a fully
// masked row is NaN for the naive formula and zeros in the core; switching
// the causal mask off hides nothing; the three fills share one colour scale;
// the words say "this course", not API names. (The page draws these
// figures: tests/e2e/widget-smoke; the switches and the disclosure:
// tests/e2e/masking.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { FILLS, FLOAT16_MAX, fields, halfPrecision, model, prepare } from '../../web/elements/masking/model.js';
import { WEIGHT_SCALE } from '../../web/figures/model.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const example = am.walkthrough({});
const show = (values = {}) => {
  const given = inputs(fields, values);
  return model(am, { ...given, ...prepare(am, given) });
};
const rowsOf = (flat) => [0, 1, 2, 3].map((i) => Array.from(flat.slice(i * 4, i * 4 + 4)));
const fill = (figures, n) => figures.fills[n];
const weightsOf = (figures, n) => rowsOf(fill(figures, n).weights.values);
// The mask's cells as the page writes them (decimals 0: 0 or −∞).
const maskText = (figures) => rowsOf(figures.mask.values).map((r) => r.map((v) => (v === -Infinity ? '−∞' : String(v))));

function coreRun(options) {
  const { Q, K, V, n, dK, dV } = example;
  return am.attention({ Q, K, V, n, dK, dV, ...options });
}

// numpy: softmax of the scaled scores with the hidden ones set to the fill
// (a row with every key hidden: zeros, as this course chooses, for −∞), for
// every case at once (one interpreter).
const causal = [0, 1, 2, 3].flatMap((i) => [0, 1, 2, 3].map((j) => j > i));
const padded = [0, 1, 2, 3].flatMap((i) => [0, 1, 2, 3].map((j) => j > i || j === 0));
const CASES = {
  causal: [causal, '-inf'], causal1e9: [causal, -1e9], causal0: [causal, 0],
  padded: [padded, '-inf'], padded1e9: [padded, -1e9], open: [Array(16).fill(false), '-inf'],
};
const NUMPY = (() => {
  const script = `
import json, sys, numpy as np
d = json.load(sys.stdin)
Q = np.array(d['Q']).reshape(4, 3); K = np.array(d['K']).reshape(4, 3)
result = {}
for name, (hidden, fill) in d['cases'].items():
    S = np.where(np.array(hidden).reshape(4, 4), float(fill), Q @ K.T / np.sqrt(3))
    out = []
    for row in S:
        if np.all(np.isneginf(row)):
            out.append([0.0] * 4)
            continue
        e = np.exp(row - row.max())
        out.append((e / e.sum()).tolist())
    result[name] = out
print(json.dumps(result))
`;
  const input = JSON.stringify({ Q: Array.from(example.Q), K: Array.from(example.K), cases: CASES });
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input, encoding: 'utf8' }));
})();

const near = (a, b, where) => a.forEach((row, i) => row.forEach((w, j) => assert.ok(Math.abs(w - b[i][j]) < 1e-12, `${where} ${i},${j}: ${w} vs ${b[i][j]}`)));

test('causal −∞: every weight above the diagonal is exactly 0, rows sum to 1, and −1e9 gives the same bits', () => {
  const figures = show();
  const weights = weightsOf(figures, 0);
  assert.deepEqual(weights, rowsOf(coreRun({ causal: true }).weights));
  weights.forEach((row, i) => {
    row.forEach((w, j) => { if (j > i) assert.equal(w, 0, `weight ${i},${j}`); else assert.ok(w > 0); });
    assert.ok(Math.abs(row.reduce((a, b) => a + b) - 1) < 1e-12, `row ${i} sums to 1`);
  });
  assert.deepEqual(maskText(figures), [['0', '−∞', '−∞', '−∞'], ['0', '0', '−∞', '−∞'], ['0', '0', '0', '−∞'], ['0', '0', '0', '0']]);
  assert.equal(figures.mask.decimals, 0);
  assert.deepEqual(weightsOf(figures, 1), weights, '−1e9 underflows to exactly the same weights');
  assert.match(fill(figures, 0).verdict.text, /Row sums: 1\.0000, 1\.0000, 1\.0000, 1\.0000/);
  near(weights, NUMPY.causal, 'numpy −∞');
  near(weightsOf(figures, 1), NUMPY.causal1e9, 'numpy −1e9');
});

test('fill 0 gives hidden keys real weight, flagged as leaks', () => {
  const figures = show();
  const weights = weightsOf(figures, 2);
  assert.deepEqual(weights, rowsOf(coreRun({ causal: true, maskFill: 0 }).weights));
  for (let i = 0; i < 4; i += 1) for (let j = i + 1; j < 4; j += 1) assert.ok(weights[i][j] > 0.1, `leak at ${i},${j}`);
  assert.equal(fill(figures, 2).weights.marks.leak.length, 6);
  assert.equal(fill(figures, 0).weights.marks.leak.length, 0);
  assert.equal(fill(figures, 1).weights.marks.leak.length, 0);
  assert.equal(fill(figures, 0).weights.marks.masked.length, 6);
  const verdict = fill(figures, 2).verdict;
  assert.equal(verdict.bad, true);
  assert.match(verdict.text, /Hidden keys get real weight: up to 0\.321 \(sat → down\)/);
  near(weights, NUMPY.causal0, 'numpy fill 0');
});

test('a fully masked row: NaN from the naive formula, zeros and a fully-masked report from the core', () => {
  const figures = show({ pad: true });
  const rows = tableText(figures.emptyRow.table);
  assert.deepEqual(rows.map((r) => r[2]), ['NaN', 'NaN', 'NaN', 'NaN', 'NaN']);
  assert.deepEqual(rows.map((r) => r[3]), ['0.0000', '0.0000', '0.0000', '0.0000', '0.0000']);
  const core = coreRun({ causal: true, keyPadding: [true, false, false, false] });
  assert.deepEqual(core.fullyMaskedRows, [0]);
  const weights = weightsOf(figures, 0);
  assert.deepEqual(weights, rowsOf(core.weights));
  assert.deepEqual(weights[0], [0, 0, 0, 0]);
  assert.deepEqual(weightsOf(figures, 1)[0], [0.25, 0.25, 0.25, 0.25], '−1e9 spreads the empty row evenly');
  assert.match(figures.emptyRow.verdict, /reports row 0 \(“The”\) as fully masked/);
  assert.equal(maskText(figures).flat().filter((c) => c === '−∞').length, 10);
  near(weights, NUMPY.padded, 'numpy −∞ with padding');
  near(weightsOf(figures, 1), NUMPY.padded1e9, 'numpy −1e9 with padding');
});

test('the three fill heatmaps share one colour scale, 0 to 1, with a key; every heatmap says what its rows and columns are', () => {
  const figures = show();
  for (const { weights } of figures.fills) {
    assert.deepEqual(weights.scale, WEIGHT_SCALE);
    assert.equal(weights.legend, true);
    assert.equal(weights.decimals, 3);
  }
  assert.deepEqual([figures.mask, ...figures.fills.map((f) => f.weights)].map((m) => m.corner), Array(4).fill('query ↓ key →'));
});

test('reader-facing text has no API names and no caret maths, and says the fully masked row is this course’s choice', () => {
  for (const causal of [true, false]) {
    for (const pad of [true, false]) {
      const figures = show({ causal, pad });
      const texts = [figures.maskSummary, figures.mask.caption, figures.emptyRow.verdict, figures.emptyRow.table.caption,
        ...tableText(figures.emptyRow.table).flat(), ...figures.emptyRow.table.columns.map((c) => c.label),
        ...figures.fills.flatMap(({ weights, verdict }) => [weights.caption, verdict.text, verdict.rest ?? ''])];
      for (const text of texts) {
        assert.doesNotMatch(text, /fullyMaskedRows|\^|Our core/);
        assert.doesNotMatch(text, /C\+\+ core/, 'the course’s choice, not an implementation detail');
      }
    }
  }
  assert.match(fill(show({ pad: true }), 0).verdict.text, /this course’s choice; the formula gives NaN\), and is reported as fully masked/);
});

test('switching the causal mask off (an encoder) hides nothing', () => {
  const figures = show({ causal: false });
  assert.ok(maskText(figures).flat().every((c) => c === '0'));
  const weights = weightsOf(figures, 0);
  assert.deepEqual(weights, rowsOf(coreRun({ causal: false }).weights));
  assert.deepEqual(weightsOf(figures, 2), weights);
  assert.equal(fill(figures, 2).weights.marks.leak.length, 0);
  assert.match(figures.maskSummary, /Nothing is hidden/);
  near(weights, NUMPY.open, 'numpy, nothing hidden');
});

test('a nonsense link value for a switch is refused', () => {
  const parsed = parseField(fields, 'causal', 'maybe');
  assert.equal(parsed.ok, false);
  assert.deepEqual(parseField(fields, 'causal', '0'), { ok: true, value: false });
  assert.equal(weightsOf(show(), 0)[0][1], 0, 'the default (causal) stays');
});

test('the half-precision note: float16’s largest finite value and −1e9’s overflow, as numpy has them', () => {
  const np = JSON.parse(execFileSync('/usr/bin/python3', ['-c',
    'import json, numpy as np; print(json.dumps({"max": float(np.finfo(np.float16).max), "fill": str(np.float16(-1e9))}))'],
  { encoding: 'utf8' }));
  assert.equal(FLOAT16_MAX, np.max);
  assert.equal(np.fill, '-inf');
  assert.match(halfPrecision(), new RegExp(`largest finite value is ${np.max}, so −1e9 overflows to −∞`));
});
