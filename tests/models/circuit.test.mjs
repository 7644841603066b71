// <attention-circuit>'s model (web/elements/circuit/model.js) against the
// core: every number its four maps hold (map 1 with 12 positions and, switched,
// all 24) is the core's transformerCircuits of the shipped checkpoint; the
// scales are diverging and symmetric, S_comp and S_direct on one; the
// summary table's counts and means are recomputed here from those values;
// each cell's spoken name; and the prediction before the maps, judged from
// the same numbers (web/lib/course/predictions.js); the one cell of map 2a
// the section works through, against the core and numpy. (The page draws these
// figures: tests/e2e/widget-smoke; the switch, the keyboard and the fit:
// tests/e2e/trained-heads.test.mjs and the page pass.)
import { test } from 'node:test';
import { withProse } from '../../web/build/page.mjs';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SHOWN_POSITIONS, fields, model, prepare } from '../../web/elements/circuit/model.js';
import { PREDICTIONS } from '../../web/lib/course/predictions.js';
import { inputs, loadCore, tableText } from './harness.mjs';

const am = await loadCore();
const core = am.transformerCircuits({ model: am.transformerPretrained() });
const show = (values = {}) => model(am, { ...inputs(fields, values), ...prepare(am) });

function topLeft({ values, cols }, count) {
  const out = [];
  for (let r = 0; r < count; r++) for (let c = 0; c < count; c++) out.push(values[r * cols + c]);
  return out;
}
const end = (...ms) => Math.max(...ms.flatMap((m) => Array.from(m.values)).filter(Number.isFinite).map(Math.abs));

test('the four maps hold the core’s transformerCircuits of the shipped checkpoint, on symmetric diverging scales, with their readings', () => {
  const maps = show();
  assert.equal(SHOWN_POSITIONS, 12);
  assert.deepEqual(Array.from(maps.previousToken.values), topLeft(core.previousToken, 12), 'P1, first 12 positions');
  assert.match(maps.previousToken.title, /the first 12 of 24 positions/);
  assert.deepEqual(Array.from(maps.kComposition.values), Array.from(core.kComposition.values), 'K-composition');
  assert.deepEqual(Array.from(maps.direct.values), Array.from(core.direct.values), 'direct (the key’s own letter)');
  assert.deepEqual(Array.from(maps.copying.values), Array.from(core.copying.values), 'copying');
  // Masked cells are −∞, as the core gives them.
  assert.equal(Array.from(maps.previousToken.values).filter((v) => v === -Infinity).length, (12 * 11) / 2);
  // Diverging scales symmetric about 0, ending at the largest |value|; S_comp and S_direct share one.
  const scales = ['previousToken', 'kComposition', 'direct', 'copying'].map((k) => maps[k].scale);
  const shared = end(core.kComposition, core.direct);
  assert.deepEqual(scales.map((s) => [s.kind, s.min, s.max, s.title]), [
    ['diverging', -end(core.previousToken), end(core.previousToken), 'score'],
    ['diverging', -shared, shared, 'score'], ['diverging', -shared, shared, 'score'],
    ['diverging', -end(core.copying), end(core.copying), 'logit for the next letter']]);
  assert.ok(['previousToken', 'kComposition', 'direct', 'copying'].every((k) => maps[k].legend));
  // Each map's one-line reading in plain words.
  assert.deepEqual(['previousToken', 'kComposition', 'direct', 'copying'].map((k) => maps[k].caption.split(':')[0]),
    ['query position i ↓ key position j →', 'query letter a ↓ previous letter b written by layer 1 →',
      'query letter a ↓ the key’s own letter b →', 'letter attended a ↓ next-letter logit b →']);
  // The outlined cells: map 1's stripe left of the diagonal, the letter maps' diagonal.
  assert.deepEqual(maps.previousToken.highlight.cells, Array.from({ length: 11 }, (_, i) => [i + 1, i]));
  assert.deepEqual(maps.copying.highlight.cells, Array.from({ length: 12 }, (_, t) => [t, t]));
  assert.equal(fields[0].caption, 'Show all 24 positions');
});

test('switched to all 24 positions, map 1 is the core’s whole S_pos', () => {
  const full = show({ allPositions: true }).previousToken;
  assert.equal(full.rows, 24);
  assert.deepEqual(Array.from(full.values), Array.from(core.previousToken.values));
  assert.doesNotMatch(full.title, /first/);
  assert.equal(fields[0].param, 'all');
});

test('each cell’s spoken name: letters for the letter maps, “masked” for a later position', () => {
  const maps = show();
  assert.equal(maps.kComposition.describe('C', 'B', '1.2'), 'K-composition, query letter C, previous letter B: 1.2');
  assert.equal(maps.previousToken.describe('0', '1', '−∞'), 'layer 1 positional score, query position 0, key position 1: masked (a later position)');
  assert.equal(maps.previousToken.describe('3', '2', '4.5'), 'layer 1 positional score, query position 3, key position 2: 4.5');
  assert.equal(maps.copying.describe('B', 'A', '0.3'), 'copying, letter attended B, logit for next letter A: 0.3');
  assert.deepEqual(maps.kComposition.rowLabels, 'ABCDEFGHIJKL'.split(''));
});

test('the summary: row maxima on the outlined cells and the means, recomputed here', () => {
  const peaks = ({ rows, cols, values }, target, first = 0) => {
    let hits = 0; const on = []; const off = [];
    for (let r = first; r < rows; r++) {
      const row = Array.from(values.slice(r * cols, (r + 1) * cols));
      const finite = row.map((v, c) => [v, c]).filter(([v]) => Number.isFinite(v));
      const [, best] = finite.reduce((a, b) => (b[0] > a[0] ? b : a));
      hits += best === target(r);
      for (const [v, c] of finite) (c === target(r) ? on : off).push(v);
    }
    const mean = (a) => a.reduce((s, v) => s + v, 0) / a.length;
    return { hits, on: mean(on), off: mean(off) };
  };
  const expected = [peaks(core.previousToken, (i) => i - 1, 1), peaks(core.kComposition, (a) => a), peaks(core.direct, (a) => a), peaks(core.copying, (a) => a)];
  const { summary } = show();
  const text = tableText(summary);
  assert.equal(summary.rows.length, 4);
  console.log(`# circuit: P1 row maxima on i − 1 ${expected[0].hits}/23, K diagonal ${expected[1].on.toFixed(3)} vs ${expected[1].off.toFixed(3)} `
    + `(${expected[1].hits}/12), direct diagonal ${expected[2].on.toFixed(3)} vs ${expected[2].off.toFixed(3)} (${expected[2].hits}/12), `
    + `C diagonal ${expected[3].on.toFixed(3)} vs ${expected[3].off.toFixed(3)} (${expected[3].hits}/12)`);
  summary.rows.forEach((row, k) => {
    assert.match(text[k][2], new RegExp(`^${expected[k].hits} of ${k === 0 ? 23 : 12} `));
    const [on, off] = [row.cells[2].value, row.cells[3].value];
    assert.ok(Math.abs(on - expected[k].on) < 1e-12 && Math.abs(off - expected[k].off) < 1e-12, `row ${k}`);
  });
  // Composed with layer 1, the diagonal stands out; the one-layer term has none to speak of.
  assert.ok(expected[1].hits >= 10 && expected[3].hits >= 10);
  assert.ok(expected[2].hits <= 3 && expected[1].on - expected[1].off > 5 * Math.abs(expected[2].on - expected[2].off));
});

test('the prediction before the maps: map 2b’s diagonal is flat next to 2a’s, and the verdict says so in the core’s numbers', () => {
  const { kComposition: k, direct: d } = core;
  // Each map's diagonal (query letter = key letter) against its other cells, over all 12 letters.
  const contrast = ({ values, rows, cols }) => {
    const cells = Array.from(values);
    const diagonal = cells.filter((_, c) => c % cols === Math.floor(c / cols));
    const others = cells.filter((_, c) => c % cols !== Math.floor(c / cols));
    const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
    assert.equal(diagonal.length, rows);
    return { diagonal: mean(diagonal), others: mean(others), lift: mean(diagonal) - mean(others) };
  };
  const [k2a, d2b] = [contrast(k), contrast(d)];
  assert.ok(k2a.lift > 2 && Math.abs(d2b.lift) < 0.25 * k2a.lift, `the core: 2a lifts the diagonal by ${k2a.lift}, 2b by ${d2b.lift}`);
  const question = PREDICTIONS['trained-heads/circuit-match'];
  assert.match(question.prompt, /map 2b’s diagonal/i);
  const solved = question.solve(am);
  assert.equal(solved.truth, 'flat');
  // The tempting wrong answer: an A in the key matches an A in the query.
  const { right, text: verdict } = question.judge('bright', solved);
  assert.equal(right, false);
  assert.doesNotMatch(verdict, /^Right/);
  assert.match(verdict, /duplicate-token/);
  const two = (v) => v.toFixed(2).replace('-', '−').replace(/^−(0\.00)$/, '$1');
  for (const v of [k2a.diagonal, k2a.others, d2b.diagonal, d2b.others]) assert.ok(verdict.includes(two(v)), `${verdict} names ${v}`);
  // And what map 2a's gap means after softmax: e^gap times the weight.
  const times = Number(Math.exp(k2a.lift).toPrecision(2)).toLocaleString('en-US');
  assert.ok(verdict.includes(`e^${k2a.lift.toFixed(2)} ≈ ${times} times the weight`), `${verdict}: the gap ${k2a.lift} as a weight ratio`);
  assert.match(question.judge('flat', solved).text, /^Right\./);
});

// numpy's map 2a from the shipped weights, built here from the formula the
// map's title gives: S_comp = e(a) W_Q2 (e(b) W_V1 W_O1 W_K2)ᵀ / √d_model.
function numpyComposition(pretrained) {
  const script = `
import json, sys
import numpy as np
d = json.load(sys.stdin)
D = d['dModel']
E = np.array(d['embedding']).reshape(-1, D)
W = lambda l, name: np.array(d['layers'][l][name]).reshape(D, D)
U = E @ W(0, 'WV') @ W(0, 'WO')
S = (E @ W(1, 'WQ')) @ (U @ W(1, 'WK')).T / np.sqrt(D)
print(json.dumps(S.ravel().tolist()))
`;
  const weights = {
    dModel: pretrained.config.dModel, embedding: Array.from(pretrained.embedding),
    layers: pretrained.layers.map((layer) => Object.fromEntries(Object.entries(layer).map(([k, v]) => [k, Array.from(v)]))),
  };
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(weights), encoding: 'utf8' }));
}

test('the worked cell of map 2a: its value and the rest of its row as the section says them, from the core and numpy', () => {
  const pretrained = am.transformerPretrained();
  const html = withProse(readFileSync(new URL('../../web/sections/10b-trained-heads.html', import.meta.url), 'utf8')).replace(/\s+/g, ' ');
  const cell = /<p class="worked-cell">(.*?)<\/p>/.exec(html)?.[1] ?? '';
  // Worked before the reader predicts map 2b, outside the prediction that hides the maps until then.
  assert.ok(html.indexOf('class="worked-cell"') < html.indexOf('<attention-predict name="trained-heads/circuit-match"'), 'before the 2a/2b prediction');
  const { values, cols } = core.kComposition;
  const oracle = numpyComposition(pretrained);
  oracle.forEach((v, k) => assert.ok(Math.abs(v - values[k]) < 1e-9, `numpy and the core agree on cell ${k}`));
  const one = (v) => v.toFixed(1).replace('-', '−');
  // Row A, column A: letter 0 against letter 0.
  const value = values[0];
  assert.match(cell, /Row A, column A of map 2a holds/);
  assert.equal(cell.split(`${one(value)}`).length - 1, 2, `the cell is ${one(value)}, said twice: ${cell}`);
  const rest = Array.from(values.slice(1, cols));
  assert.ok(cell.includes(`between ${one(Math.min(...rest))} and ${one(Math.max(...rest))}`), `the rest of row A: ${one(Math.min(...rest))} … ${one(Math.max(...rest))}`);
  assert.ok(value - Math.max(...rest) > 5, '“far above the others”');
  // The positions it names: in the default sequence the second A is at 10, and H, right after the first A, at 3.
  const text = 'DKAHFBJCDKAHFBJC';
  assert.match(cell, /in DKAHFBJCDKAHFBJC, the second A at \\\( i = 10 \\\) and H at \\\( j = 3 \\\)/);
  assert.deepEqual([text[10], text.indexOf('A'), text[3]], ['A', 2, 'H']);
  // What it is made of: u(A) from layer 1's W_V, W_O; layer 2's W_K and W_Q; divided by √32, the model's width.
  for (const piece of ['W_V^{(1)} W_O^{(1)}', 'W_K^{(2)}', 'W_Q^{(2)}', `\\sqrt{${pretrained.config.dModel}}`, `${pretrained.config.dModel} numbers`]) {
    assert.ok(cell.includes(piece), `names ${piece}`);
  }
});

// The trace of one position before K-composition, and what the circuit's
// rounding drops, computed in numpy from the shipped weights (layer 1's
// attention checked against the core's forward pass): layer 1's weight at
// j = 3 on the A at 2, term 2a with u(A) and with all that layer 1 wrote at
// j = 3, and layer 2's whole score row at i = 10.
function numpyTrace(pretrained, tokens) {
  const script = String.raw`
import json, sys
import numpy as np
d = json.load(sys.stdin)
D = d['dModel']
E = np.array(d['embedding']).reshape(-1, D)
P = np.array(d['positional']).reshape(-1, D)
W = lambda l, name: np.array(d['layers'][l][name]).reshape(D, D)
t = d['tokens']; n = len(t)
x = E[t] + P[:n]
s = (x @ W(0, 'WQ')) @ (x @ W(0, 'WK')).T / np.sqrt(D)
s[np.triu_indices(n, 1)] = -np.inf
A = np.exp(s - s.max(axis=1, keepdims=True)); A /= A.sum(axis=1, keepdims=True)
wrote = A @ x @ W(0, 'WV') @ W(0, 'WO')
x1 = x + wrote
q = E[0] @ W(1, 'WQ')
u = E[0] @ W(0, 'WV') @ W(0, 'WO')
full = (x1[10] @ W(1, 'WQ')) @ (x1[:11] @ W(1, 'WK')).T / np.sqrt(D)
print(json.dumps({'layer1': A.ravel().tolist(), 'withU': float(q @ W(1, 'WK').T @ u / np.sqrt(D)),
  'withAll': float(q @ W(1, 'WK').T @ wrote[3] / np.sqrt(D)), 'row10': full.tolist()}))
`;
  const input = { dModel: pretrained.config.dModel, embedding: Array.from(pretrained.embedding), positional: Array.from(pretrained.positional), tokens,
    layers: pretrained.layers.map((layer) => Object.fromEntries(Object.entries(layer).map(([k, v]) => [k, Array.from(v)]))) };
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(input), encoding: 'utf8' }));
}

test('the traced position and the rounding the circuit makes: every number the section states, from numpy and the core', () => {
  const pretrained = am.transformerPretrained();
  const text = 'DKAHFBJCDKAHFBJC';
  const tokens = Array.from(text, (ch) => ch.charCodeAt(0) - 65);
  const n = tokens.length;
  const oracle = numpyTrace(pretrained, tokens);
  const { attention } = am.transformerForward({ model: pretrained, tokens });
  oracle.layer1.forEach((v, k) => assert.ok(Math.abs(v - attention[0][0][k]) < 1e-9, `layer 1's weight ${k}: numpy and the core agree`));
  const html = withProse(readFileSync(new URL('../../web/sections/10b-trained-heads.html', import.meta.url), 'utf8')).replace(/\s+/g, ' ');
  const trace = /<p class="worked-trace">(.*?)<p>\s*<strong>Move 2/.exec(html)?.[1] ?? '';
  const dropped = /<p class="worked-simplification">(.*?)<\/p>/.exec(html)?.[1] ?? '';
  assert.ok(html.indexOf('class="worked-trace"') < html.indexOf('class="worked-simplification"'));
  assert.deepEqual([text[3], text[2], text[10]], ['H', 'A', 'A']);
  const onA = attention[0][0][3 * n + 2];
  const rest = 1 - onA;
  // Position 3's row reaches only keys 0 … 3 (the mask); its weight off position 2 is the rest.
  assert.ok(Math.abs(attention[0][0].slice(3 * n, 4 * n).reduce((a, b) => a + b, 0) - 1) < 1e-9);
  assert.equal(trace.split(`${onA.toFixed(2)} of its weight on position 2`).length, 2, `layer 1's weight ${onA.toFixed(2)}: ${trace}`);
  assert.ok(trace.includes(`${onA.toFixed(2)}\\,\\bigl(e(\\mathrm{A}) + p_2\\bigr)`), 'the weight in the formula');
  assert.equal(trace.split(`other ${rest.toFixed(2)}`).length - 1, 2, `the rest, ${rest.toFixed(2)}, said twice`);
  assert.ok(dropped.includes(`other ${rest.toFixed(2)}`));
  const core = am.transformerCircuits({ model: pretrained });
  assert.ok(Math.abs(oracle.withU - core.kComposition.values[0]) < 1e-9, 'term 2a with u(A) is map 2a’s cell A, A');
  assert.ok(dropped.includes(`term 2a is ${oracle.withU.toFixed(1)} with \\( u_3 \\) and ${oracle.withAll.toFixed(1)} with all that layer 1 really wrote`), dropped);
  const whole = oracle.row10[3];
  const others = Math.max(...oracle.row10.filter((_, j) => j !== 3));
  assert.ok(dropped.includes(`is ${whole.toFixed(1)}; the next highest in that row is ${others.toFixed(1)}`), `${others}: ${dropped}`);
});
