// <attention-qkv>'s model (web/elements/qkv/model.js) against the core and
// against numpy (/usr/bin/python3, an oracle we did not write): the shapes
// follow the sizes; X, the weights, Q, K, V and the scores are the worked
// example's (the walkthrough's, for any size); "use X directly" makes the
// scores exactly symmetric with the diagonal on top, and says how much
// weight each token keeps for itself; what a reader typing bad sizes is
// told; no literal underscores. (The page draws these figures:
// tests/e2e/widget-smoke; the switch, the disclosure and the layout:
// tests/e2e/qkv.test.mjs; the largest sizes and X directly under axe:
// tests/e2e/state-rows/qkv.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { SENTENCE, fields, model, prepare } from '../../web/elements/qkv/model.js';
import { parseRichText } from '../../web/lib/text/rich-text.js';
import { inputs, loadCore, parseField } from './harness.mjs';

const am = await loadCore();
// Rich text as the page shows it: a symbol's name and its subscript run together ("W_Q" → "WQ").
const shown = (rich) => parseRichText(rich).map((run) => ('text' in run ? run.text : run.name + (run.sub ?? ''))).join('');
const show = (values = {}) => {
  const given = inputs(fields, values);
  return model(am, { ...given, ...prepare(am, given) });
};
// The shape lines, then the one behind "Looking ahead" (Q·Kᵀ's: the next step asks for its shape).
const lines = (figures) => [...figures.shapeLines, figures.aheadLine].map((parts) => parts.map((p) => (typeof p === 'string' ? p : `${shown(p.name)} ${p.dims}`)).join(''));
const verdictText = (figures) => figures.verdicts.map((v) => shown(v.text)).join('\n');
const grid = (figures, name) => [figures.x, ...figures.roles.flatMap((r) => [r.weight, r.result])].find((g) => g.title === name);
const square = (flat, n) => Array.from({ length: n }, (_, i) => Array.from(flat.slice(i * n, (i + 1) * n)));

// numpy's X·W, and X·Xᵀ, for the same inputs.
function numpyProducts(cases) {
  const script = `
import json, sys, numpy as np
out = []
for c in json.load(sys.stdin):
    A = np.array(c['A']).reshape(c['rows'], c['inner']); B = np.array(c['B']).reshape(c['inner'], c['cols'])
    out.append((A @ B).ravel().tolist())
print(json.dumps(out))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(cases), encoding: 'utf8' }));
}
const close = (actual, expected, what) => {
  assert.equal(actual.length, expected.length, what);
  actual.forEach((v, i) => assert.ok(Math.abs(v - expected[i]) <= 1e-12 * Math.max(1, Math.abs(expected[i])), `${what}[${i}]: ${v} vs ${expected[i]}`));
};

test('the shape labels and the Q, K, V grids follow the sizes (n=5, d_model=7, d_k=2): the walkthrough’s, and numpy’s products', () => {
  assert.equal(show().shapeLines.length, 3, 'Q·Kᵀ’s shape is not among the open lines');
  assert.deepEqual(lines(show()), ['X (4, 6) · WQ (6, 3) → Q (4, 3)', 'X (4, 6) · WK (6, 3) → K (4, 3)',
    'X (4, 6) · WV (6, 3) → V (4, 3)', 'Q (4, 3) · Kᵀ (3, 4) → Q·Kᵀ (4, 4)']);
  const figures = show({ n: 5, dModel: 7, dK: 2 });
  assert.deepEqual(lines(figures), ['X (5, 7) · WQ (7, 2) → Q (5, 2)', 'X (5, 7) · WK (7, 2) → K (5, 2)',
    'X (5, 7) · WV (7, 3) → V (5, 3)', 'Q (5, 2) · Kᵀ (2, 5) → Q·Kᵀ (5, 5)']);
  const X = am.rand(7, 5, 7);
  const example = am.walkthrough({ seed: 42, dK: 2, dV: 3, X, dModel: 7, tokens: SENTENCE.slice(0, 5) });
  for (const [name, cols] of [['X', 7], ['Q', 2], ['K', 2], ['V', 3]]) {
    const g = grid(figures, name);
    assert.deepEqual(Array.from(g.values), Array.from(example[name]), `grid ${name}`);
    assert.deepEqual([g.rows, g.cols, g.decimals], [5, cols, 2]);
    assert.deepEqual(g.rowLabels, SENTENCE.slice(0, 5));
  }
  for (const [name, cols] of [['W_Q', 2], ['W_K', 2], ['W_V', 3]]) {
    assert.deepEqual(Array.from(grid(figures, name).values), Array.from(example[name.replace('_', '')]), `grid ${name}`);
    assert.deepEqual([grid(figures, name).rows, grid(figures, name).cols], [7, cols]);
  }
  const { rawScores } = am.attention({ Q: example.Q, K: example.K, V: example.V, n: 5, dK: 2, dV: 3 });
  assert.deepEqual(Array.from(figures.scores.values), Array.from(rawScores));
  const [Q, K, V, S] = numpyProducts([
    { A: Array.from(X), B: Array.from(example.WQ), rows: 5, inner: 7, cols: 2 },
    { A: Array.from(X), B: Array.from(example.WK), rows: 5, inner: 7, cols: 2 },
    { A: Array.from(X), B: Array.from(example.WV), rows: 5, inner: 7, cols: 3 },
    { A: Array.from(example.Q), B: Array.from({ length: 10 }, (_, i) => example.K[(i % 5) * 2 + Math.floor(i / 5)]), rows: 5, inner: 2, cols: 5 },
  ]);
  close(Array.from(grid(figures, 'Q').values), Q, 'numpy Q');
  close(Array.from(grid(figures, 'K').values), K, 'numpy K');
  close(Array.from(grid(figures, 'V').values), V, 'numpy V');
  close(Array.from(figures.scores.values), S, 'numpy Q·Kᵀ');
});

test('the default X is the worked example’s, so Q is the worked example’s Q', () => {
  const example = am.walkthrough({});
  const figures = show();
  assert.deepEqual(Array.from(grid(figures, 'X').values), Array.from(example.X));
  assert.deepEqual(Array.from(grid(figures, 'Q').values), Array.from(example.Q));
  assert.match(shown(figures.xNote), /the toy embeddings of “The cat sat down” that chapter 2 works through by hand/);
});

test('the projection matrices depend on d_model, d_k and d_v only (what the element keeps per shape)', () => {
  const weights = prepare(am, inputs(fields)).weights;
  for (let n = 1; n <= 8; n += 1) assert.deepEqual(prepare(am, inputs(fields, { n })).weights, weights, `n = ${n}`);
});

test('“use X directly” makes the scores exactly symmetric with the diagonal on top; projections break both', () => {
  const projected = show();
  const P = square(projected.scores.values, 4);
  assert.ok(P.some((row, i) => row.some((v, j) => v !== P[j][i])), 'Q·Kᵀ is not symmetric');
  assert.equal(projected.verdicts[0].data.symmetric, 'false');
  assert.match(verdictText(projected), /In 1 of 4 rows the token’s own key gets the top score/);
  assert.ok(projected.verdicts.every((v) => !v.data.selfWeight), 'the self-weight line belongs to Q = K = V = X only');
  assert.equal(projected.direct, false);

  const direct = show({ direct: true });
  const { X } = am.walkthrough({});
  const S = square(direct.scores.values, 4);
  assert.deepEqual(S.flat(), Array.from(am.attention({ Q: X, K: X, V: X, n: 4, dK: 6, dV: 6 }).rawScores));
  close(S.flat(), numpyProducts([{ A: Array.from(X), B: Array.from({ length: 24 }, (_, i) => X[(i % 4) * 6 + Math.floor(i / 4)]), rows: 4, inner: 6, cols: 4 }])[0], 'numpy X·Xᵀ');
  S.forEach((row, i) => row.forEach((v, j) => assert.equal(v, S[j][i], `S[${i}][${j}] vs S[${j}][${i}]`)));
  S.forEach((row, i) => assert.equal(Math.max(...row), row[i], `row ${i}: the diagonal is the maximum`));
  assert.equal(direct.verdicts[0].data.symmetric, 'true');
  assert.equal(direct.verdicts[0].className, 'is-symmetric');
  assert.match(verdictText(direct), /Symmetric: Sij = Sji exactly, in all 6 pairs.*In all 4 rows the token’s own key gets the top score/s);
  // The largest score is not most of the weight: the diagonal of the core's softmax weights (scaled by √6).
  const { weights } = am.attention({ Q: X, K: X, V: X, n: 4, dK: 6, dV: 6 });
  const own = [0, 1, 2, 3].map((i) => weights[i * 4 + i]);
  assert.ok(Math.max(...own) < 0.5, 'in the toy example no token keeps half its attention');
  const self = direct.verdicts.find((v) => v.data.selfWeight);
  assert.equal(self.data.selfWeight, `${Math.min(...own)} ${Math.max(...own)}`);
  assert.match(shown(self.text),
    new RegExp(`keeps between ${Math.min(...own).toFixed(2)} and ${Math.max(...own).toFixed(2)} of its attention for itself: less than half`));
  assert.equal(direct.direct, true, 'no weight matrices drawn when Q = K = V = X');
  assert.deepEqual(lines(direct).slice(0, 3), ['Q (4, 6) = X (4, 6)', 'K (4, 6) = X (4, 6)', 'V (4, 6) = X (4, 6)']);
});

test('bad sizes get a message (the page keeps the last good grids); width fields name themselves in words', () => {
  for (const [typed, message] of [['9', /at most 8/], ['0', /at least 1/], ['two', /“two” is not a number/], ['2.5', /whole number/]]) {
    const parsed = parseField(fields, 'n', typed);
    assert.equal(parsed.ok, false, typed);
    assert.match(parsed.message, message);
  }
  assert.deepEqual(parseField(fields, 'n', '8'), { ok: true, value: 8 });
  assert.equal(show({ n: 8 }).scores.values.length, 64);
  // No "d_k" with an underscore in a message.
  assert.equal(parseField(fields, 'dK', '12').message, 'The query/key width must be at most 8.');
});

test('no literal underscores in what readers see, with and without projections; where X comes from', () => {
  for (const values of [{ dModel: 5 }, { dModel: 5, direct: true }, {}, { direct: true }, { n: 8, dModel: 12, dK: 8, dV: 8 }, { n: 1 }]) {
    const figures = show(values);
    const all = [figures.xNote, figures.scoresTitle, ...figures.verdicts.map((v) => v.text), ...lines(figures),
      ...[figures.x, figures.scores, ...figures.roles.flatMap((r) => [r.weight, r.result])].flatMap((g) => [g.title, g.caption])];
    for (const text of all) assert.doesNotMatch(shown(text), /\b[dWqkvxS]_/, JSON.stringify(values));
  }
  assert.match(shown(show({ dModel: 5, direct: true }).xNote), /uniform random numbers \(seed \d+\), drawn live, standing in for a learned embedding table/);
  assert.match(shown(show({ dModel: 5 }).xNote), /uniform random numbers \(seed \d+\), drawn live, standing in for a learned embedding table/);
  assert.equal(show({ n: 1 }).verdicts[0].text, 'With one token there is no pair to compare.');
});
