// What inside.html ("Under the hood") states and checks beyond its
// exercise and checkpoint (tests/js/course-exercises, course-merge), in
// Node against the real core, with numpy as the oracle:
// - the softmax Jacobian the exercise and the prediction read from the
//   core's backward pass is numpy's diag(p) − p·pᵀ, for rows of 2 and 3 keys;
// - the prediction that leads the backward pass says "down", with numpy's
//   entry −p₁·p₂, and answers each wrong choice;
// - the memory-traffic figures in web/sections/06a-online-softmax.html are
//   numpy's arithmetic for the counts the prose gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadAttentionMath } from './load-module.mjs';
import { python } from './by-hand-answers.mjs';
import { predicted } from './course-answers.mjs';
import { coreJacobian } from '../../web/lib/course/exercises.js';

const am = await loadAttentionMath();

test('the Jacobian read from the backward pass is numpy’s diag(p) − p·pᵀ, for rows of 2 and 3 keys', () => {
  const rows = [[0.3, -1.2], [2, 1, 0], [Math.log(0.5), Math.log(0.3), Math.log(0.2)], [5, -3, 0.5], [0, 0]];
  const oracle = python(`out = []
for z in ${JSON.stringify(rows)}:
    z = np.array(z); p = np.exp(z - z.max()); p /= p.sum()
    out.append((np.diag(p) - np.outer(p, p)).tolist())
print(json.dumps(out))`);
  rows.forEach((z, k) => {
    const { J } = coreJacobian(am, z);
    J.forEach((row, i) => row.forEach((v, j) => assert.ok(Math.abs(v - oracle[k][i][j]) < 1e-15, `z = ${z}: J[${i}][${j}] ${v} against ${oracle[k][i][j]}`)));
    J.forEach((row) => assert.ok(Math.abs(row.reduce((a, b) => a + b, 0)) < 1e-15, 'each row sums to 0'));
  });
});

test('the backward pass’s question: down, with numpy’s −p₁·p₂; each wrong choice answered', () => {
  const entry = python('p = np.array([0.6, 0.3, 0.1])\nprint(json.dumps(float(-p[0] * p[1])))');
  const shown = entry.toFixed(2).replace('-', '−');
  assert.match(predicted('backward/score-direction', 'down').text, new RegExp(`^✓.*Right\\. .*∂p₁/∂z₂ = ${shown}`));
  assert.match(predicted('backward/score-direction', 'up').text, /^✗.*key 1 loses/);
  assert.match(predicted('backward/score-direction', 'none').text, /^✗.*moves every weight of the row/);
  assert.match(predicted('backward/score-direction', null, { skipped: true }).text, new RegExp(`^The answer: Down: ∂p₁/∂z₂ = −p₁·p₂ = ${shown}`));
});

test('the memory-traffic figures in the online-softmax section are numpy’s arithmetic', () => {
  const html = readFileSync(new URL('../../web/sections/06a-online-softmax.html', import.meta.url), 'utf8');
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const [, n, d, B] = /At \\\( n = (\d+) \\\), \\\( d = (\d+) \\\), \\\( B = (\d+) \\\)/.exec(text) ?? [];
  assert.ok(n, 'the section names n, d and B');
  const o = python(`n, d, B = ${n}, ${d}, ${B}
full = (4 * n * d + 4 * n * n) * 4; online = (2 * n * d + 2 * n * d * n / B) * 4
print(json.dumps({'full': full / 1e9, 'online': online / 1e9, 'ratio': full / online, 'scores': n * n * 4 / 1e9}))`);
  assert.match(text, new RegExp(`that is ${o.full.toFixed(2)} GB moved against ${o.online.toFixed(2)} GB: ${o.ratio.toFixed(2)} times less, and the score matrix \\(${o.scores.toFixed(2)} GB in float32, half the float64 figure above\\) never exists`));
  // The opening's figure: the float64 score matrix at the same n.
  const whole = python(`print(json.dumps(${n} ** 2 * 8 / 1e9))`);
  assert.match(text, new RegExp(`that matrix alone is ${whole.toFixed(2)} GB in float64`));
  assert.ok(Math.abs(whole / 2 - o.scores) < 0.006, `half of ${whole} against ${o.scores}`);
  // The rule of thumb the prose gives: the n² terms shrink by about 2B/d.
  assert.ok(Math.abs(o.ratio - (2 * Number(B)) / Number(d)) < 0.05 * o.ratio, `2B/d = ${(2 * B) / d} against ${o.ratio}`);
});
