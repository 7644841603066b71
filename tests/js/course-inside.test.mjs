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
import { withProse } from '../../web/build/page.mjs';
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

// The traffic table's counts, written in TeX in the section, as arithmetic:
// "\\( 2n^2 d/B \\)" → 2*n**2*d/B (a product is written by juxtaposition,
// as in the table); "none" moves nothing.
function countOf(cell) {
  const tex = cell.replace(/\\\(|\\\)/g, '').trim();
  if (tex === 'none') return () => 0;
  const js = tex.replace(/\\cdot/g, '*').replace(/\^/g, '**')
    .replace(/(?<=[0-9A-Za-z])\s+(?=[A-Za-z])/g, '*')
    .replace(/(?<=[0-9A-Za-z])(?=[A-Za-z])/g, '*');
  assert.match(js, /^[0-9ndB*+/ ]+$/, `a count of n, d and B: ${tex}`);
  return new Function('n', 'd', 'B', `return ${js};`); // eslint-disable-line no-new-func
}

// The table in web/sections/06a-online-softmax.html: each body row's header
// and its two counts (materialised, online).
function trafficTable(html) {
  const table = /<table[^>]*id="online-softmax-traffic-table"[^>]*>([\s\S]*?)<\/table>/.exec(html)?.[1];
  assert.ok(table, 'the section has the traffic table');
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)[1];
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) => {
    const header = /<th[^>]*>([\s\S]*?)<\/th>/.exec(row)[1];
    const cells = [...row.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => m[1]);
    return { header, materialised: countOf(cells[0]), online: countOf(cells[1]) };
  });
}

test('the memory-traffic table adds up, and the figures under it are numpy’s arithmetic of its totals', () => {
  const html = withProse(readFileSync(new URL('../../web/sections/06a-online-softmax.html', import.meta.url), 'utf8'));
  const text = html.replace(/<table[\s\S]*?<\/table>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const rows = trafficTable(html);
  const total = rows.at(-1);
  assert.equal(total.header, 'in all');
  // The rows above "in all" add up to it, whatever the sizes.
  for (const [n, d, B] of [[16384, 64, 128], [1000, 32, 50], [7, 3, 2]]) {
    for (const side of ['materialised', 'online']) {
      const sum = rows.slice(0, -1).reduce((acc, row) => acc + row[side](n, d, B), 0);
      assert.ok(Math.abs(sum - total[side](n, d, B)) < 1e-9 * sum, `${side} at n = ${n}, d = ${d}, B = ${B}: ${sum} against ${total[side](n, d, B)}`);
    }
  }
  const [, n, d, B] = /At \\\( n = (\d+) \\\), \\\( d = (\d+) \\\), \\\( B = (\d+) \\\)/.exec(text) ?? [];
  assert.ok(n, 'the section names n, d and B');
  const o = python(`n, d, B = ${n}, ${d}, ${B}
full = (4 * n * d + 4 * n * n) * 4; online = (2 * n * d + 2 * n * d * n / B) * 4
print(json.dumps({'full': full / 1e9, 'online': online / 1e9, 'ratio': full / online, 'scores': n * n * 4 / 1e9,
                  'scoresAndWeights': 4 * n * n * 4 / 1e9, 'blocks': n / B, 'rule': 2 * B / d}))`);
  // The table's totals, in float32 bytes, are numpy's.
  const sizes = [Number(n), Number(d), Number(B)];
  assert.ok(Math.abs(total.materialised(...sizes) * 4 / 1e9 - o.full) < 1e-12, 'materialised total');
  assert.ok(Math.abs(total.online(...sizes) * 4 / 1e9 - o.online) < 1e-12, 'online total');
  assert.match(text, new RegExp(`that is ${o.full.toFixed(2)} GB moved against ${o.online.toFixed(2)} GB: ${o.ratio.toFixed(2)} times less, `
    + `close to \\\\\\( 2B/d = ${o.rule} \\\\\\)\\.`));
  // The breakdown: the scores and weights rows of the materialised side; K and V read once per block.
  const scoresAndWeights = rows.filter((row) => /scores|weights/.test(row.header)).reduce((acc, row) => acc + row.materialised(...sizes), 0) * 4 / 1e9;
  assert.ok(Math.abs(scoresAndWeights - o.scoresAndWeights) < 1e-12);
  assert.match(text, new RegExp(`Nearly all the materialised traffic is the scores and weights \\(${o.scoresAndWeights.toFixed(2)} GB\\); `
    + `nearly all the online traffic is \\\\\\( K \\\\\\) and \\\\\\( V \\\\\\), read ${o.blocks} times over\\.`));
  assert.match(text, new RegExp(`The score matrix itself \\(${o.scores.toFixed(2)} GB in float32, half the float64 figure above\\) never exists`));
  // The opening's figure: the float64 score matrix at the same n.
  const whole = python(`print(json.dumps(${n} ** 2 * 8 / 1e9))`);
  assert.match(text, new RegExp(`that matrix alone is ${whole.toFixed(2)} GB in float64`));
  assert.ok(Math.abs(whole / 2 - o.scores) < 0.006, `half of ${whole} against ${o.scores}`);
  // The sentence after the loop sketch: K and V (2nd numbers) are read once
  // per block, n/B times, and without query blocks (B = 1) once per query, n times.
  const kv = rows.find((row) => /K \\\) and \\\( V \\\) read/.test(row.header));
  for (const [n, d, B] of [[16384, 64, 128], [1000, 32, 50], [7, 3, 1]]) {
    assert.equal(kv.online(n, d, B), 2 * n * d * (n / B), `K and V read n/B times at n = ${n}, B = ${B}`);
  }
  assert.equal(kv.online(16384, 64, 1), 2 * 16384 * 64 * 16384, 'one query at a time: read n times');
  assert.match(text, /So \\\( K \\\) and \\\( V \\\) are read once per block, \\\( n\/B \\\) times\. Without query blocks, one query at a time as in the widget, they would be read once per query: \\\( n \\\) times\./);
  // The rule of thumb the prose gives: the n² terms shrink by about 2B/d.
  assert.ok(Math.abs(o.ratio - o.rule) < 0.05 * o.ratio, `2B/d = ${o.rule} against ${o.ratio}`);
});

// The sentence before the widget: at n = 16,384 with width 64, Q, K, V and
// the output are 4·n·64 numbers, their float64 bytes numpy's; the scores'
// 2.15 GB is the opening's figure; the 64 MB is the budget
// tests/js/tiled-memory.test.mjs holds the tiled kernel's peak to, at the
// same n and width.
test('the tiled kernel’s memory sentence: Q, K, V and the output in float64, against the scores, under 64 MB', () => {
  const html = withProse(readFileSync(new URL('../../web/sections/06a-online-softmax.html', import.meta.url), 'utf8'));
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ');
  const [, n, d] = /At \\\( n = (\d+) \\\) with queries, keys and values of width (\d+),/.exec(text) ?? [];
  assert.ok(n, 'the sentence names n and the width');
  const o = python(`n, d = ${n}, ${d}
print(json.dumps({'numbers': 4 * n * d, 'mb': 4 * n * d * 8 / 1e6, 'scores': n * n * 8 / 1e9}))`);
  const grouped = (x) => x.toLocaleString('en-US');
  assert.equal(o.numbers, 4 * Number(n) * Number(d));
  assert.ok(text.includes(`hold 4 × ${grouped(Number(n))} × ${d} numbers, ${o.mb.toFixed(2)} MB in float64, against ${o.scores.toFixed(2)} GB for the scores. `
    + 'This course’s tiled kernel runs that case in under 64 MB (measured, in the course’s own tests).'), 'the sentence’s figures');
  const memoryTest = readFileSync(new URL('./tiled-memory.test.mjs', import.meta.url), 'utf8');
  assert.match(memoryTest, new RegExp(`const N = ${n}, D = ${d}, BUDGET = 64e6;`));
  assert.ok(o.mb < 64, 'the inputs and output alone fit in the budget');
});
