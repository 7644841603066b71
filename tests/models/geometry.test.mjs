// <attention-geometry>'s model (web/elements/geometry/model.js) against the
// real core, with numpy as the oracle: in the drag view, each key's q·k, the
// scaled score q·k/√2 and the softmax weight, for the default arrows and for
// random ones; in the learned view, the plane the picture is drawn in
// (am.principalPlane: numpy's SVD of the five stacked vectors, under the
// same sign rule), where each vector is drawn, the share of squared length
// kept, and the true 3-D scores and weights (the same as the learned head's
// row for "sat" in am.sentenceAttention). Also what a reader typing bad
// coordinates is told, and what the core refuses to project.
// (The page draws these figures: tests/e2e/widget-rows/geometry.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { ARROWS, SENTENCE, fields, model } from '../../web/elements/geometry/model.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const show = (values) => model(am, inputs(fields, values));

// numpy, once for every case: scores, scaled scores and weights of one query
// against its keys; and the best plane of stacked vectors, each direction
// turned so that its largest-magnitude entry is positive.
function numpy(cases) {
  const script = `
import json, sys
import numpy as np
out = {'attend': [], 'plane': []}
data = json.load(sys.stdin)
for c in data['attend']:
    q = np.array(c['q']); K = np.array(c['K'])
    s = K @ q
    z = s / np.sqrt(q.size)
    w = np.exp(z - z.max()); w = w / w.sum()
    out['attend'].append({'raw': s.tolist(), 'scaled': z.tolist(), 'weights': w.tolist()})
for c in data['plane']:
    V = np.array(c['values']).reshape(c['rows'], c['cols'])
    u, s, vt = np.linalg.svd(V, full_matrices=False)
    B = vt[:2].copy()
    for a in range(2):
        if B[a, np.argmax(np.abs(B[a]))] < 0: B[a] *= -1
    out['plane'].append({'basis': B.ravel().tolist(), 'coordinates': (V @ B.T).ravel().tolist(),
                         'singular': s.tolist(), 'kept': float((s[0]**2 + s[1]**2) / (s**2).sum())})
print(json.dumps(out))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(cases), encoding: 'utf8' }));
}

// A fixed pseudo-random draw (no Math.random: a failure must reproduce).
function draws(seed) {
  let x = seed;
  return () => { x = (x * 1103515245 + 12345) % 2147483648; return x / 2147483648; };
}
const next = draws(7);
const coordinate = () => Math.round((next() * 6 - 3) * 10) / 10;
const worst = (a, b) => Math.max(...Array.from(a, (v, i) => Math.abs(v - b[i])));

// The cases: the default arrows, 24 random ones, the learned head's vectors,
// and random matrices of several shapes for the plane.
const dragCases = [inputs(fields)];
for (let i = 0; i < 24; i += 1) dragCases.push(inputs(fields, Object.fromEntries(ARROWS.flatMap((a) => [[`${a}x`, coordinate()], [`${a}y`, coordinate()]]))));
const tokens = SENTENCE.split(' ');
const pass = am.sentenceAttention({ tokens, weights: 'learned' });
const qSat = Array.from(pass.Q.slice(pass.verb * 3, pass.verb * 3 + 3));
const shapes = [[5, 3], [2, 2], [7, 4], [3, 6], [12, 8]];
const randomMatrices = shapes.map(([rows, cols], s) => ({ rows, cols, values: Array.from(am.randn(s + 1, rows, cols)) }));
const oracle = numpy({
  attend: [...dragCases.map((c) => ({ q: [c.qx, c.qy], K: ARROWS.slice(1).map((a) => [c[`${a}x`], c[`${a}y`]]) })),
           { q: qSat, K: [0, 1, 2, 3].map((j) => Array.from(pass.K.slice(3 * j, 3 * j + 3))) }],
  plane: [{ rows: 5, cols: 3, values: [...qSat, ...Array.from(pass.K)] }, ...randomMatrices],
});
const bars = (figures) => figures.bars.bars.map((b) => b.value);

test('drag view: every q·k, q·k/√2 and weight is numpy’s, within 1e-15, in the bars and the table', () => {
  let error = 0;
  dragCases.forEach((c, i) => {
    const figures = model(am, c);
    const want = oracle.attend[i];
    const rows = tableText(figures.table);
    assert.deepEqual(rows.map((r) => r[0]), ['q', 'k_1', 'k_2', 'k_3']);
    assert.deepEqual(rows[0].slice(1, 3), [c.qx.toFixed(2), c.qy.toFixed(2)].map((t) => t.replace('-', '−')));
    error = Math.max(error, worst(bars(figures), want.weights));
    for (let j = 0; j < 3; j += 1) {
      const [raw, scaled, weight] = rows[j + 1].slice(3).map((t) => Number(t.replace('−', '-')));
      assert.ok(Math.abs(raw - want.raw[j]) <= 5e-4 && Math.abs(scaled - want.scaled[j]) <= 5e-4 && Math.abs(weight - want.weights[j]) <= 5e-4,
                `case ${i}, key ${j + 1}: ${rows[j + 1]} against numpy ${want.raw[j]}, ${want.scaled[j]}, ${want.weights[j]}`);
    }
    const top = want.weights.indexOf(Math.max(...want.weights));
    assert.match(figures.said, new RegExp(`The largest goes to k_${top + 1}\\.$`));
    assert.deepEqual(figures.arrows.vectors.map((v) => [v.x, v.y]), ARROWS.map((a) => [c[`${a}x`], c[`${a}y`]]));
  });
  console.log(`drag view: largest |weight − numpy| over ${dragCases.length} cases: ${error.toExponential(2)}`);
  assert.ok(error <= 1e-15, `weights differ from numpy by ${error}`);
});

test('the prompt’s two experiments come out as it implies: k2 can win, and doubling q sharpens the weights', () => {
  // k2 pointed along q wins.
  const won = show({ k2x: 3, k2y: 1 });
  assert.match(won.said, /The largest goes to k_2\./);
  // q twice as long: the same keys, weights further apart (temperature 1/2).
  const once = bars(show({})), twice = bars(show({ qx: 3, qy: 1 }));
  assert.ok(Math.max(...twice) > Math.max(...once) && Math.min(...twice) < Math.min(...once), `${once} → ${twice}`);
});

test('principalPlane: numpy’s SVD plane, axes, coordinates and share kept, on random matrices of five shapes', () => {
  let error = 0;
  randomMatrices.forEach((c, i) => {
    const got = am.principalPlane(c);
    const want = oracle.plane[i + 1];
    for (const [name, ours, theirs] of [['basis', got.basis, want.basis], ['coordinates', got.coordinates, want.coordinates],
                                        ['singular values', got.singularValues, want.singular]]) {
      assert.equal(ours.length, theirs.length, `${c.rows}×${c.cols} ${name}`);
      error = Math.max(error, worst(ours, theirs));
    }
    error = Math.max(error, Math.abs(got.kept - want.kept));
  });
  console.log(`principalPlane: largest difference from numpy's SVD over ${shapes.length} shapes: ${error.toExponential(2)}`);
  assert.ok(error < 1e-12, `differs from numpy by ${error}`);
});

test('learned view: the picture is numpy’s plane of q_sat and the four keys, its share is said, and the table holds the true 3-D numbers', () => {
  const figures = show({ view: 'learned' });
  const plane = oracle.plane[0];
  const drawn = figures.arrows.vectors.flatMap((v) => [v.x, v.y]);
  const planeError = worst(drawn, plane.coordinates);
  assert.ok(planeError < 1e-12, `drawn positions differ from numpy’s by ${planeError}`);
  assert.ok(Math.abs(figures.kept - plane.kept) < 1e-12);
  assert.match(figures.note, new RegExp(`flattened 2-D view of them, the one that keeps the most: ${(100 * plane.kept).toFixed(1)} % of their length squared`));
  assert.match(figures.note, /have 3 numbers each \(d_k = 3\)/);
  // The true scores: numpy's, and the learned head's own row for "sat".
  const want = oracle.attend.at(-1);
  const row = Array.from(pass.weights.slice(pass.verb * 4, pass.verb * 4 + 4));
  const weightError = Math.max(worst(bars(figures), want.weights), worst(bars(figures), row));
  console.log(`learned view: plane ${planeError.toExponential(2)}, weights ${weightError.toExponential(2)} from numpy; plane keeps ${(100 * plane.kept).toFixed(1)} %`);
  assert.ok(weightError < 1e-12);
  const rows = tableText(figures.table);
  assert.deepEqual(rows.map((r) => r[0]), ['q_{sat}', ...tokens.map((t) => `k_{${t}}`)]);
  tokens.forEach((_, j) => {
    assert.equal(Number(rows[j + 1][2].replace('−', '-')), Number(want.raw[j].toFixed(3)));
    assert.equal(Number(rows[j + 1][3].replace('−', '-')), Number(want.scaled[j].toFixed(3)));
    // What the flat picture alone gives: the projected vectors' dot product.
    const pictured = plane.coordinates[0] * plane.coordinates[2 * (j + 1)] + plane.coordinates[1] * plane.coordinates[2 * (j + 1) + 1];
    assert.equal(Number(rows[j + 1][5].replace('−', '-')), Number(pictured.toFixed(3)));
  });
  assert.match(figures.note, /“sat” looks at “cat”, its subject\./);
  assert.equal(figures.arrows.editable, false);
});

test('bad coordinates get the field’s message; the core refuses what it cannot project, naming the argument', () => {
  for (const [text, message] of [
    ['abc', /^“abc” is not a number\. The query’s x is a number from -3 to 3\.$/],
    ['', /^Enter the query’s x: a number from -3 to 3\.$/],
    ['NaN', /^“NaN” is not a number/],
    ['1e400', /^The query’s x must be a finite number from -3 to 3, not 1e400\.$/],
    ['1e6', /^The query’s x must be at most 3\.$/],
  ]) {
    const parsed = parseField(fields, 'qx', text);
    assert.equal(parsed.ok, false, text);
    assert.match(parsed.message, message);
  }
  assert.match(parseField(fields, 'k2y', '-7').message, /^Key 2’s y must be at least -3\.$/);
  assert.equal(parseField(fields, 'view', 'learned').ok, true);
  for (const [options, code, pattern] of [
    [{ values: [1, 2, 3], rows: 1, cols: 3 }, 'shape', /values: needs at least 2 vectors of width at least 2/],
    [{ values: [1, NaN, 3, 4], rows: 2, cols: 2 }, 'not_finite', /values/],
    [{ values: [0, 0, 0, 0], rows: 2, cols: 2 }, 'incompatible', /every vector is zero/],
    [{ values: [1, 2, 3], rows: 2, cols: 2 }, 'shape', /values/],
    [{ values: new Array(65 * 65).fill(1), rows: 65, cols: 65 }, 'limit', /rows x cols/],
  ]) {
    assert.throws(() => am.principalPlane(options), (e) => e.code === code && pattern.test(e.message), JSON.stringify(options).slice(0, 60));
  }
});
