// The four misconception demos' models (web/elements/misconceptions/*/model.js)
// against the core, and numpy where it is the oracle: (a) one token's x, q,
// k, v are the worked example's rows; (b) the top key by X·Xᵀ against Q·Kᵀ,
// and the pair read both ways; (c) the temperature row at 0.05, 1, 4.47 and
// 20; the bugs, each numpy's own buggy code, with the table that exposes
// it; the text's subscripts and corner labels; (d) the causal-mask paragraph
// links to the masking demo, which has the causal switch. (The page draws
// these figures: tests/e2e/widget-smoke; the log slider and the presets:
// tests/e2e/misconceptions.test.mjs; axe and fit: the page pass.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as projection from '../../web/elements/misconceptions/projection/model.js';
import * as similarity from '../../web/elements/misconceptions/similarity/model.js';
import * as temperature from '../../web/elements/misconceptions/temperature/model.js';
import * as bugs from '../../web/elements/misconceptions/bugs/model.js';
import { chapterOfSection } from '../../web/course.mjs';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const show = (module, values = {}) => module.model(am, inputs(module.fields, values));
const near = (a, b, tol, what) => assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} vs ${b}`);
const f3 = (v) => v.toFixed(3).replace('-', '−');

// The seed listing read by Python, for what the demos take from it.
const python = (code) => JSON.parse(execFileSync('/usr/bin/python3', ['-c', `import json\n${code}`], { encoding: 'utf8' }));

// The vector table of the projection demo: [label, exact values…] per row.
const vectorRows = (figures) => figures.table.rows.map((r) => [r.header, ...r.cells.filter((c) => typeof c === 'object').map((c) => c.value)]);

test('(a) one token’s x, q, k, v are the core’s rows; the token and seed follow the fields; a bad seed is told', () => {
  const expected = (core, i) => [['embedding {x}', core.X, core.dModel], ['query {q} = {x} W_Q', core.Q, core.dK],
    ['key {k} = {x} W_K', core.K, core.dK], ['value {v} = {x} W_V', core.V, core.dV]]
    .map(([label, m, width]) => [label, ...Array.from(m.slice(i * width, (i + 1) * width))]);
  const core = am.walkthrough({ seed: 42 });
  // "cat" by default: six different numbers, the seed listing's embedding (numpy reads it from the listing).
  const cat = show(projection);
  const listing = python(`import re
text = open('/work/shared/seed/attention-math-qkv-derivation.txt').read()
rows = re.findall(r'\\[([-0-9., ]+)\\],\\s*# "(\\w+)"', text)
print(json.dumps({name: [float(x) for x in row.split(',')] for row, name in rows}))`);
  assert.deepEqual(vectorRows(cat)[0].slice(1), listing.cat);
  assert.deepEqual(vectorRows(cat), expected(core, 1));
  assert.equal(new Set(listing.cat).size, 6, 'six different numbers');
  assert.match(cat.findings, /^“cat” enters as x = \[0\.90, 0\.10, 0\.70, 0\.20, 0\.80, 0\.30\], 6 numbers\. /);
  // "sat" is 0.5 throughout in the listing, and the findings say so.
  const sat = show(projection, { token: 'sat' });
  assert.deepEqual(vectorRows(sat)[0].slice(1), listing.sat);
  assert.deepEqual(vectorRows(sat), expected(core, 2));
  // Text cells: the value to two decimals; a shorter vector leaves its last cells empty.
  assert.deepEqual(tableText(sat.table)[1].slice(1), [...Array.from(core.Q.slice(6, 9), (v) => v.toFixed(2).replace('-', '−')), '', '', '']);
  assert.match(sat.findings, /x = \[0\.50, 0\.50, 0\.50, 0\.50, 0\.50, 0\.50\], 6 numbers, all equal \(the seed listing writes it so\)\. It leaves as three 3-number vectors: q = \[0\.96, −0\.75, −0\.48\]/);
  assert.deepEqual(vectorRows(show(projection, { token: 'cat' })), expected(core, 1));
  const five = am.walkthrough({ seed: 5 });
  const cat5 = vectorRows(show(projection, { token: 'cat', seed: 5 }));
  assert.deepEqual(cat5, expected(five, 1));
  assert.deepEqual(cat5[0], expected(core, 1)[0], 'x does not depend on the seed');
  assert.match(parseField(projection.fields, 'seed', 'nine').message, /“nine” is not a number/);
  assert.deepEqual(projection.fields[0].choices.map((c) => c.value), ['The', 'cat', 'sat', 'down']);
  assert.deepEqual(projection.fields.map((f) => f.param), ['token', 'seed'], 'linked as mc-proj.token and mc-proj.seed');
});

test('(b) top keys by X·Xᵀ (the core’s matmul) and by Q·Kᵀ (the core’s raw scores); the symmetry line quotes both', () => {
  const { table, findings } = show(similarity, { seed: 3 });
  const core = am.walkthrough({ seed: 3 });
  const xt = new Float64Array(24);
  for (let r = 0; r < 4; r += 1) for (let c = 0; c < 6; c += 1) xt[c * 4 + r] = core.X[r * 6 + c];
  const xxt = am.matmul({ A: core.X, B: xt, rows: 4, inner: 6, cols: 4 });
  const qkt = am.attention({ Q: core.Q, K: core.K, V: core.V, n: 4, dK: 3, dV: 3 }).rawScores;
  const tokens = ['The', 'cat', 'sat', 'down'];
  const top = (m, i) => {
    const row = Array.from(m.slice(i * 4, i * 4 + 4));
    const names = tokens.filter((_, j) => row[j] === Math.max(...row));
    return names.length === 1 ? names[0] : `${names.join(' and ')} (tied)`;
  };
  const rows = tableText(table);
  assert.deepEqual(rows, tokens.map((t, i) => [t, top(xxt, i), top(qkt, i)]));
  assert.equal(rows[2][1], 'cat and sat (tied)', 'sat’s plain similarity ties, said in words');
  assert.ok(xxt[2 * 4 + 1] === xxt[2 * 4 + 2], 'the tie is exact in X·Xᵀ');
  assert.ok(findings.some((t) => t === `By plain similarity “sat” scores “cat” and itself exactly the same, ${f3(xxt[9])}: a tie, so the table lists both.`), findings.join(' '));
  const changed = tokens.filter((_, i) => top(xxt, i) !== top(qkt, i)).length;
  assert.equal(table.rows.filter((r) => r.marks.includes('changed')).length, changed);
  const text = findings.join(' ');
  assert.ok(text.includes(`both give ${f3(xxt[1])}`) && xxt[1] === xxt[4], 'X·Xᵀ symmetric');
  assert.ok(text.includes(`${f3(qkt[1])} one way, ${f3(qkt[4])} the other`), text);
  assert.notEqual(qkt[1], qkt[4]);
  assert.ok(text.includes(`${changed} of 4 tokens rank a different key first`), text);
});

test('(c) temperature: 0.05 is one-hot, 20 is near uniform (entropy ≈ ln 5), 1 is soft, 4.47 is the core’s; the presets', () => {
  const logits = [2.2, 1.4, 0.6, -0.3, -1.5];
  const stat = (figures, k) => figures.stats[k][1];
  const cold = show(temperature, { temperature: 0.05 });
  assert.equal(stat(cold, 0), '1.000');
  const coldCore = am.softmax({ logits, cols: 5, scale: 20 });
  tableText(cold.table).forEach((row, j) => assert.equal(row[3], coldCore.weights[j].toFixed(4)));
  assert.match(cold.verdict, /^T = 0\.05: practically one-hot/);

  const hot = show(temperature, { temperature: 20 });
  const hotCore = am.softmax({ logits, cols: 5, scale: 1 / 20 });
  const entropy = parseFloat(stat(hot, 1));
  assert.equal(entropy, Number(hotCore.rows[0].entropy.toFixed(3)));
  near(entropy, Math.log(5), 0.01, 'entropy at T = 20 vs ln 5');
  assert.equal(stat(hot, 2), `${Math.log(5).toFixed(3)} nats`);
  assert.match(hot.verdict, /nearly uniform/);

  const warm = show(temperature);
  const warmCore = am.softmax({ logits, cols: 5 });
  assert.equal(stat(warm, 0), warmCore.rows[0].maxWeight.toFixed(3));
  assert.match(warm.verdict, /^T = 1: soft/);
  assert.deepEqual(warm.bars.bars.map((b) => b.value), Array.from(warmCore.weights), 'each bar is its weight');

  // T = 0.224: the top key 0.972 and two keys under 0.001 (they print 0.000): sharp, never "soft, even the lowest keeps 0.000".
  const sharp = show(temperature, { temperature: 0.224 });
  const sharpCore = Array.from(am.softmax({ logits, cols: 5, scale: 1 / 0.224 }).weights);
  const faint = sharpCore.filter((w) => w < 0.001).length;
  assert.ok(faint >= 1 && Math.max(...sharpCore) < 0.99, `${faint} faint keys`);
  assert.equal(sharp.verdict, `T = 0.224: sharp. The top key gets ${Math.max(...sharpCore).toFixed(3)}, and ${faint} of the 5 keys get less than 0.001 each: they add almost nothing to the output.`);
  // T = 4.47: high entropy, but the top key twice the lowest: flat, not nearly uniform.
  assert.match(show(temperature, { temperature: 4.47 }).verdict, /^T = 4\.47: flat\. Entropy 1\.570 of a possible 1\.609 nats, yet the top key still gets 0\.282 and the lowest 0\.123\.$/);
  assert.doesNotMatch(warm.verdict, /0\.000/);

  const at = am.softmax({ logits, cols: 5, scale: 1 / 4.47 });
  assert.equal(stat(show(temperature, { temperature: 4.47 }), 0), at.rows[0].maxWeight.toFixed(3));
  assert.deepEqual(temperature.PRESETS.map((p) => [p.label, p.temperature]),
    [['Nearly hard (T = 0.05)', 0.05], ['Attention (T = 1)', 1], ['Nearly uniform (T = 20)', 20]]);
  const field = temperature.fields[1];
  assert.deepEqual([field.min, field.max, field.fallback, field.slider.scale, field.slider.steps], [0.05, 20, 1, 'log', 100]);
  assert.match(parseField(temperature.fields, 'temperature', '30').message, /at most 20/);
});

// numpy runs each bug as its numpy line says (the code shown beside the weights).
function numpyBugs(seed, dK) {
  const script = `
import json, sys
import numpy as np
seed, dk = json.load(sys.stdin)
n = 5
np.random.seed(seed); qkv = np.random.randn(3 * n, dk)
Q, K, V = qkv[:n], qkv[n:2 * n], qkv[2 * n:]
def softmax(s, axis=-1):
    e = np.exp(s - s.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)
future = np.triu(np.ones((n, n), dtype=bool), 1)
causal = Q @ K.T / np.sqrt(dk); causal[future] = -np.inf
zero = Q @ K.T / np.sqrt(dk); zero[future] = 0
out = {
  'correct': softmax(Q @ K.T / np.sqrt(dk)),
  'correct-causal': softmax(causal),
  'scale-by-d-model': softmax(Q @ K.T / np.sqrt(8 * dk)),
  'softmax-over-queries': softmax(Q @ K.T / np.sqrt(dk), axis=0),
  'scale-after-softmax': softmax(Q @ K.T) / np.sqrt(dk),
  'mask-with-zero': softmax(zero),
}
print(json.dumps({k: v.ravel().tolist() for k, v in out.items()}))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify([seed, dK]), encoding: 'utf8' }));
}
const numpy = numpyBugs(7, 16);
const closeTo = (a, b, what) => Array.from(a).forEach((x, i) => assert.ok(Math.abs(x - b[i]) < 1e-12, `${what}[${i}]: ${x} vs ${b[i]}`));

// The core's correct and buggy runs on the demo's Q, K and V.
function bugCore(bug, seed = 7, dK = 16) {
  const n = 5;
  const qkv = am.randn(seed, 3 * n, dK);
  const [Q, K, V] = [0, 1, 2].map((i) => qkv.slice(i * n * dK, (i + 1) * n * dK));
  const common = { Q, K, V, n, m: n, dK, dV: dK, dModel: 8 * dK, causal: bug === 'mask-with-zero' };
  return { right: am.attentionVariant({ ...common, variant: 'correct' }), wrong: am.attentionVariant({ ...common, variant: bug }) };
}

test('bugs: each buggy panel is numpy’s buggy line, each correct panel numpy’s correct one', () => {
  // (The missing transpose splits a multi-head Q, K, V, the online softmax
  // runs chunk by chunk, and masking after the softmax adds a backward pass:
  // their own tests below.)
  const own = new Set(['missing-transpose', 'online-no-rescale', 'mask-after-softmax', 'one-layer-induction']);
  for (const bug of Object.keys(bugs.BUGS).filter((b) => !own.has(b))) {
    const figures = show(bugs, { bug });
    closeTo(figures.wrong.values, numpy[bug], bug);
    closeTo(figures.right.values, numpy[bug === 'mask-with-zero' ? 'correct-causal' : 'correct'], `${bug}: correct`);
    assert.deepEqual(Array.from(figures.wrong.values), Array.from(bugCore(bug).wrong.weights), `${bug}: the core’s weights`);
    assert.deepEqual(figures.code, { right: bugs.BUGS[bug].right, wrong: bugs.BUGS[bug].wrong });
    // The sums and largest weights, row by row, are the core's.
    const { right, wrong } = bugCore(bug);
    const top = (w, i) => Math.max(...Array.from(w.slice(i * 5, i * 5 + 5)));
    tableText(figures.table).forEach((row, i) => assert.deepEqual(row.slice(0, 7), [bugs.TOKENS[i],
      ...[right.rowSums[i], wrong.rowSums[i], right.columnSums[i], wrong.columnSums[i], top(right.weights, i), top(wrong.weights, i)].map(f3)],
    `${bug}: row ${i}`));
  }
});

test('bugs: wrong axis — rows don’t sum to 1, columns do', () => {
  const figures = show(bugs, { bug: 'softmax-over-queries' });
  const { right, wrong } = bugCore('softmax-over-queries');
  const rows = tableText(figures.table);
  rows.forEach((row, i) => {
    assert.equal(row[1], '1.000', 'correct row sum');
    assert.equal(row[2], wrong.rowSums[i].toFixed(3), 'buggy row sum');
    assert.equal(row[4], '1.000', 'buggy column sum');
    assert.equal(row[3], right.columnSums[i].toFixed(3));
  });
  assert.ok(rows.some((row) => row[2] !== '1.000'), 'some buggy row sum is not 1');
  assert.match(figures.code.wrong, /axis=0/);
});

test('bugs: mask with 0 gives future tokens weight; scale after softmax sums to 1/√d_k; d_model flattens', () => {
  const masked = show(bugs, { bug: 'mask-with-zero' });
  let future = 0;
  for (let i = 0; i < 5; i += 1) for (let j = i + 1; j < 5; j += 1) {
    assert.equal(masked.right.values[i * 5 + j], 0);
    future = Math.max(future, masked.wrong.values[i * 5 + j]);
  }
  assert.ok(future > 0.1, `largest future weight ${future}`);
  assert.equal(tableText(masked.table)[0][7], f3(Math.max(...Array.from(masked.wrong.values.slice(1, 5)))));

  const after = show(bugs, { bug: 'scale-after-softmax' });
  const rows = tableText(after.table);
  rows.forEach((row) => assert.equal(row[2], '0.250'));
  const inside = am.softmax({ logits: bugCore('scale-after-softmax').right.rawScores, rows: 5, cols: 5 }).rows;
  rows.forEach((row, i) => assert.equal(row[7], inside[i].maxWeight.toFixed(3)));
  // The verdict's example of saturation is the row that saturates most (it
  // once quoted the first row's 0.596 beside rows at 0.88–0.98).
  const peaks = inside.map((r) => r.maxWeight);
  const most = peaks.indexOf(Math.max(...peaks));
  assert.match(after.verdict, new RegExp(`row “${rows[most][0]}” already peaks at ${peaks[most].toFixed(3)}, against ${rows[most][5]} with correct scaling`));

  const flat = show(bugs, { bug: 'scale-by-d-model' });
  assert.match(flat.verdict, /^Dividing by √d_model/);
  tableText(flat.table).forEach((row) => assert.ok(Number(row[6]) < Number(row[5]), `flatter: ${row}`));
});

// numpy runs the missing transpose as its two lines say: Q, K, V of (n, 8·d_k)
// from one draw, split into 8 heads with and without the transpose, head 1's weights.
function numpyTranspose(seed, dK) {
  const script = `
import json, sys
import numpy as np
seed, dk = json.load(sys.stdin)
n, h = 5, 8
np.random.seed(seed); qkv = np.random.randn(3 * n, h * dk)
Q, K, V = qkv[:n], qkv[n:2 * n], qkv[2 * n:]
def softmax(s):
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)
def head1(split):
    q, k = split(Q)[0], split(K)[0]
    return softmax(q @ k.T / np.sqrt(dk))
right = head1(lambda M: M.reshape(n, h, dk).transpose(1, 0, 2))
wrong = head1(lambda M: M.reshape(h, n, dk))
print(json.dumps({'right': right.ravel().tolist(), 'wrong': wrong.ravel().tolist()}))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify([seed, dK]), encoding: 'utf8' }));
}

test('bugs: the missing transpose, head 1 split both ways, is numpy’s two reshapes; rows still sum to 1; the table says whose rows the buggy head reads', () => {
  for (const [seed, dK] of [[7, 16], [3, 2]]) {
    const figures = show(bugs, { bug: 'missing-transpose', seed, dK });
    const oracle = numpyTranspose(seed, dK);
    closeTo(figures.right.values, oracle.right, `missing transpose, seed ${seed}: correct`);
    closeTo(figures.wrong.values, oracle.wrong, `missing transpose, seed ${seed}: buggy`);
    const rows = tableText(figures.table);
    rows.forEach((row) => assert.deepEqual([row[1], row[2]], ['1.000', '1.000'], 'row sums stay 1: nothing complains'));
    // n = 5 rows of head 1 without the transpose: the first five pieces of token 0.
    assert.deepEqual(rows.map((row) => row[7]), [1, 2, 3, 4, 5].map((p) => `“I”, piece ${p}`));
    assert.ok(Array.from(figures.wrong.values).some((w, k) => Math.abs(w - figures.right.values[k]) > 0.05), 'the weights differ');
    // The buggy panel's rows and keys are pieces of “I”, the correct panel's the tokens.
    assert.deepEqual(figures.wrong.rowLabels, ['I·1', 'I·2', 'I·3', 'I·4', 'I·5']);
    assert.deepEqual(figures.wrong.colLabels, figures.wrong.rowLabels);
    assert.deepEqual(figures.right.rowLabels, bugs.TOKENS);
  }
  assert.match(show(bugs, { bug: 'missing-transpose' }).verdict, /^Every row still sums to 1\.000 and every shape is right/);
  assert.deepEqual(bugs.BUGS['missing-transpose'], { label: 'Missing transpose (heads)',
    right: 'Qh = Q.reshape(n, h, d_k).transpose(1, 0, 2)', wrong: 'Qh = Q.reshape(h, n, d_k)' });
});

// numpy runs online softmax as the two loops of the code lines say, over
// chunks of 2 keys of one draw: with V = I (the weights) and with V.
function numpyOnline(seed, dK) {
  const script = `
import json, sys
import numpy as np
seed, dk = json.load(sys.stdin)
n, chunk = 5, 2
np.random.seed(seed); qkv = np.random.randn(3 * n, dk)
Q, K, V = qkv[:n], qkv[n:2 * n], qkv[2 * n:]
def online(values, rescale):
    out, sums, firsts, lasts, maxes = [], [], [], [], []
    for q in Q:
        m, l, o = -np.inf, 0.0, np.zeros(values.shape[1]); maxes.append([])
        for start in range(0, n, chunk):
            z = q @ K[start:start + chunk].T / np.sqrt(dk)
            m_new = max(m, z.max())
            e = np.exp(z - m_new)
            if rescale:
                l = l * np.exp(m - m_new) + e.sum(); o = o * np.exp(m - m_new) + e @ values[start:start + chunk]
            else:
                l = l + e.sum(); o = o + e @ values[start:start + chunk]
            if start == 0: firsts.append(m_new)
            maxes[-1].append(m_new)
            m = m_new
        out.append(o / l); sums.append(l); lasts.append(m)
    return np.array(out), sums, firsts, lasts, maxes
r = {}
for name, rescale in (('right', True), ('wrong', False)):
    w, sums, firsts, lasts, maxes = online(np.eye(n), rescale)
    o, _, _, _, _ = online(V, rescale)
    r[name] = {'weights': w.ravel().tolist(), 'output': o.ravel().tolist(), 'sums': sums, 'firsts': firsts, 'lasts': lasts, 'maxes': maxes}
print(json.dumps(r))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify([seed, dK]), encoding: 'utf8' }));
}

test('bugs: online softmax without its rescale is numpy’s loop without the line; rows still sum to 1; a row whose maximum never rose comes out exact', () => {
  for (const [seed, dK] of [[7, 16], [3, 2]]) {
    const figures = show(bugs, { bug: 'online-no-rescale', seed, dK });
    const oracle = numpyOnline(seed, dK);
    const near12 = (a, b, what) => Array.from(a).forEach((x, i) => assert.ok(Math.abs(x - b[i]) < 1e-12, `${what}[${i}]: ${x} vs ${b[i]}`));
    near12(figures.right.values, oracle.right.weights, `seed ${seed}: correct weights`);
    near12(figures.wrong.values, oracle.wrong.weights, `seed ${seed}: buggy weights`);
    const run = bugs.onlineRescale(am, { seed, dK });
    near12(run.trace.withoutRescale, oracle.wrong.output, `seed ${seed}: buggy output`);
    near12(run.trace.reference, oracle.right.output, `seed ${seed}: correct output`);
    near12(run.trace.withoutRescaleSum, oracle.wrong.sums, `seed ${seed}: buggy ℓ`);
    const rows = tableText(figures.table);
    rows.forEach((row) => assert.deepEqual([row[1], row[2]], ['1.000', '1.000'], 'o/ℓ still sums to 1'));
    // A row is exact exactly when its maximum did not rise after the first chunk.
    oracle.right.firsts.forEach((first, i) => {
      const rose = oracle.right.lasts[i] > first;
      const gap = Math.max(...[0, 1, 2, 3, 4].map((j) => Math.abs(figures.wrong.values[i * 5 + j] - figures.right.values[i * 5 + j])));
      assert.equal(gap > 1e-12, rose, `seed ${seed}, row ${i}: rose ${rose}, gap ${gap}`);
      assert.equal(rows[i][7], `${f3(first)} → ${f3(oracle.right.lasts[i])}${rose ? rows[i][7].slice(rows[i][7].indexOf(' (')) : ''}`);
    });
  }
  const { verdict } = show(bugs, { bug: 'online-no-rescale' });
  const oracle = numpyOnline(7, 16);
  const gaps = [0, 1, 2, 3, 4].map((i) => Math.max(...[0, 1, 2, 3, 4].map((j) => Math.abs(oracle.wrong.weights[i * 5 + j] - oracle.right.weights[i * 5 + j]))));
  const i = gaps.indexOf(Math.max(...gaps));
  assert.match(verdict, new RegExp(`^Row “${bugs.TOKENS[i]}”: after keys 1–2 its running maximum was m = ${f3(oracle.right.firsts[i])}; `));
  // Which keys are too heavy, and by how much: numpy's maximum after each chunk of 2 keys.
  const maxes = oracle.right.maxes[i];
  const rises = maxes.flatMap((m, k) => (k > 0 && m > maxes[k - 1] ? [k] : []));
  const keys = (a, b) => (a === b ? `key ${a}` : `keys ${a}–${b}`);
  assert.ok(verdict.includes(rises.map((k) => `${keys(2 * k + 1, Math.min(2 * k + 2, 5))} raised it to ${f3(maxes[k])}`).join(', then ')), verdict);
  const heavyUntil = rises.at(-1) * 2; // every key read before the last rise
  const first = maxes.findIndex((m) => m === maxes.at(-1));
  assert.ok(first === rises.at(-1));
  if (rises.length === 1) assert.ok(verdict.includes(`${keys(1, heavyUntil)}, read while the maximum was ${f3(maxes[0])}, stay weighted from it, ${Math.exp(maxes.at(-1) - maxes[0]).toFixed(2)} times too heavily`), verdict);
  assert.ok(verdict.includes(`ℓ ends at ${f3(oracle.wrong.sums[i])} instead of ${f3(oracle.right.sums[i])}`), verdict);
  assert.ok(verdict.includes(`off by up to ${f3(gaps[i])}`), verdict);
});

// numpy: the causal mask after the softmax against −∞ before it, and the
// gradient of L = Σ output ⊙ G with respect to the scaled scores Z by
// central differences (h = 1e-6) of each way's own forward.
function numpyMaskAfter(seed, dK) {
  const script = `
import json, sys
import numpy as np
seed, dk = json.load(sys.stdin)
n = 5
np.random.seed(seed); d = np.random.randn(4 * n, dk)
Q, K, V, G = d[:n], d[n:2 * n], d[2 * n:3 * n], d[3 * n:]
future = np.triu(np.ones((n, n), dtype=bool), 1)
def softmax(s):
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)
def before(Z):
    Z = Z.copy(); Z[future] = -np.inf
    return softmax(Z)
def after(Z):
    W = softmax(Z); W[future] = 0
    return W
Z = Q @ K.T / np.sqrt(dk)
out = {}
for name, f in (('right', before), ('wrong', after)):
    dZ = np.zeros((n, n)); h = 1e-6
    for i in range(n):
        for j in range(n):
            up, down = Z.copy(), Z.copy(); up[i, j] += h; down[i, j] -= h
            dZ[i, j] = ((f(up) @ V * G).sum() - (f(down) @ V * G).sum()) / (2 * h)
    out[name] = {'weights': f(Z).ravel().tolist(), 'dZ': dZ.ravel().tolist(), 'rowSums': f(Z).sum(axis=1).tolist()}
print(json.dumps(out))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify([seed, dK]), encoding: 'utf8' }));
}

test('bugs: masking after the softmax is numpy’s; its rows sum to less than 1, and a hidden score’s gradient (numpy’s central differences) is not 0', () => {
  const hiddenCells = [];
  for (let i = 0; i < 5; i += 1) for (let j = i + 1; j < 5; j += 1) hiddenCells.push(i * 5 + j);
  for (const [seed, dK] of [[7, 16], [3, 2]]) {
    const figures = show(bugs, { bug: 'mask-after-softmax', seed, dK });
    const oracle = numpyMaskAfter(seed, dK);
    closeTo(figures.right.values, oracle.right.weights, `seed ${seed}: correct`);
    closeTo(figures.wrong.values, oracle.wrong.weights, `seed ${seed}: buggy`);
    const run = bugs.maskAfter(am, { seed, dK });
    for (const which of ['right', 'wrong']) {
      Array.from(run[which].gradients.dScaledScores).forEach((g, k) => assert.ok(Math.abs(g - oracle[which].dZ[k]) < 1e-7,
        `seed ${seed}, ${which} dZ[${k}]: ${g} vs numpy ${oracle[which].dZ[k]}`));
    }
    hiddenCells.forEach((k) => {
      assert.equal(run.right.gradients.dScaledScores[k], 0, 'no gradient through −∞');
      assert.ok(Math.abs(run.wrong.gradients.dScaledScores[k]) > 1e-6, `seed ${seed}: hidden cell ${k} gets gradient`);
    });
    const rows = tableText(figures.table);
    rows.forEach((row, i) => {
      assert.equal(row[2], f3(oracle.wrong.rowSums[i]));
      const largest = i === 4 ? 0 : Math.max(...hiddenCells.filter((k) => Math.floor(k / 5) === i).map((k) => Math.abs(oracle.wrong.dZ[k])));
      assert.equal(row[7], f3(largest), `row ${i}: largest hidden gradient`);
    });
    assert.equal(rows[4][2], '1.000', 'the last row hides nothing');
    assert.ok(oracle.wrong.rowSums.slice(0, 4).every((x) => x < 1 - 1e-6));
  }
  const { verdict } = show(bugs, { bug: 'mask-after-softmax' });
  assert.match(verdict, /every hidden score’s gradient is exactly 0\.$/);
  assert.match(verdict, new RegExp(`row “I” sums to ${f3(numpyMaskAfter(7, 16).wrong.rowSums[0])}, not 1`));
});

// numpy draws the probes as the drawer does (np.random.seed(s);
// np.random.rand(count), Fisher–Yates on 0 … 11, the first 8, repeated) and
// counts the next letters each shipped model names from its logits
// (transformerForward: row i scores the token after position i).
function numpyNextLetters(seed, logitsOf) {
  const script = `
import json, sys
import numpy as np
seed, logits = json.load(sys.stdin)
vocab, run, probes = 12, 8, 32
np.random.seed(seed); u = iter(np.random.rand(probes * (vocab - 1)))
runs = []
for _ in range(probes):
    items = list(range(vocab))
    for i in range(vocab - 1, 0, -1):
        j = int(next(u) * (i + 1)); items[i], items[j] = items[j], items[i]
    runs.append(items[:run] * 2)
out = {'runs': runs}
for name, rows in logits.items():
    first = repeat = 0
    for tokens, L in zip(runs, rows):
        top = np.array(L).reshape(2 * run, vocab).argmax(axis=1)
        first += sum(int(top[i] == tokens[i + 1]) for i in range(run - 1))
        repeat += sum(int(top[i] == tokens[i + 1]) for i in range(run, 2 * run - 1))
    out[name] = {'first': first / (probes * (run - 1)), 'repeat': repeat / (probes * (run - 1))}
print(json.dumps(out))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify([seed, logitsOf]), encoding: 'utf8' }));
}

test('bugs: an induction head with one layer: the shipped two-layer model names the repeat’s letters, the shipped one-layer control does not (numpy counts from the logits)', () => {
  const two = am.transformerPretrained();
  const one = am.transformerControl();
  assert.deepEqual([two.layers.length, one.layers.length], [2, 1]);
  for (const seed of [7, 3]) {
    const figures = show(bugs, { bug: 'one-layer-induction', seed });
    const runs = bugs.probes(am, seed, 12);
    const logits = (model) => runs.map((tokens) => Array.from(am.transformerForward({ model, tokens }).logits));
    const oracle = numpyNextLetters(seed, { two: logits(two), one: logits(one) });
    assert.deepEqual(runs, oracle.runs, 'the probes are numpy’s draws');
    const pct = (v) => `${(100 * v).toFixed(0)} %`;
    const rows = tableText(figures.table);
    assert.deepEqual(rows.map((r) => r.slice(0, 3)), [['two layers ✓', pct(oracle.two.first), pct(oracle.two.repeat)],
      ['one layer ✗', pct(oracle.one.first), pct(oracle.one.repeat)]]);
    // What the page claims, as the models show it: two layers copy, one layer does not.
    assert.ok(oracle.two.repeat >= 0.8 && oracle.one.repeat < 0.3, `seed ${seed}: two ${oracle.two.repeat}, one ${oracle.one.repeat}`);
    // The maps are each model's last layer on the first probe.
    assert.deepEqual(Array.from(figures.right.values), Array.from(am.transformerForward({ model: two, tokens: runs[0] }).attention[1][0]));
    assert.deepEqual(Array.from(figures.wrong.values), Array.from(am.transformerForward({ model: one, tokens: runs[0] }).attention[0][0]));
    assert.ok(figures.verdict.includes(`the two-layer model names the next letter ${pct(oracle.two.repeat)} of the time, the one-layer model ${pct(oracle.one.repeat)}`), figures.verdict);
  }
});

test('bugs: the one-layer induction entry names its sides two layers and one layer, and has no d_k control nor seed hint; every other entry keeps correct and buggy and both', () => {
  const layers = show(bugs, { bug: 'one-layer-induction' });
  assert.deepEqual(layers.sides, { right: '✓ two layers', wrong: '✗ one layer', rightName: 'two layers:', wrongName: 'one layer:' });
  assert.deepEqual(layers.controls, { dK: false, seedHint: false });
  for (const bug of Object.keys(bugs.BUGS).filter((b) => b !== 'one-layer-induction')) {
    const figures = show(bugs, { bug });
    assert.deepEqual([figures.sides.right, figures.sides.wrong], ['✓ correct weights', '✗ buggy weights'], bug);
    assert.deepEqual(figures.controls, { dK: true, seedHint: true }, bug);
  }
  // Its maps are colour only, the kind the heatmap sizes to fit the column (no sideways scroll).
  assert.deepEqual([layers.right.cellText, layers.wrong.cellText, layers.right.cols], ['none', 'none', 2 * bugs.RUN]);
});

test('the demos write d_k, d_model and W_Q as rich text (real subscripts on the page), never Unicode subscript letters; every corner is “query ↓ key →”', () => {
  const texts = [];
  const collect = (value) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) Object.values(value).forEach(collect);
  };
  for (const bug of Object.keys(bugs.BUGS)) collect(show(bugs, { bug }));
  for (const module of [projection, similarity, temperature]) collect(show(module));
  for (const module of [projection, similarity, temperature, bugs]) collect(module.fields.map((f) => [f.caption, f.hint, f.label]));
  assert.doesNotMatch(texts.join(' '), /[ₖ╲]/, 'no Unicode subscript letters');
  assert.match(show(bugs, { bug: 'scale-by-d-model' }).verdict, /√d_model \(d_model = 128\) instead of √d_k \(d_k = 16\)/);
  for (const bug of Object.keys(bugs.BUGS)) {
    const { right, wrong } = show(bugs, { bug });
    assert.deepEqual([right.corner, wrong.corner], ['query ↓ key →', 'query ↓ key →']);
  }
});

test('(d) the causal-mask misconception links to the masking demo, which has the causal switch', async () => {
  const site = new URL('../../site/', import.meta.url);
  const review = readFileSync(new URL(chapterOfSection('misconceptions').file, site), 'utf8');
  const paragraph = /id="misconception-causal"[^]*?<\/h3>\s*<p>([^]*?)<\/p>/.exec(review)[1];
  assert.match(paragraph, /padding/);
  const target = `${chapterOfSection('masking').file}#masking`;
  assert.ok(paragraph.includes(`href="${target}"`), `the paragraph links to ${target}`);
  const scores = readFileSync(new URL(chapterOfSection('masking').file, site), 'utf8');
  const section = /<section\b[^>]*\bid="masking"[^]*?<\/section>/.exec(scores)?.[0] ?? '';
  assert.match(section, /<attention-predict\b[^]*<attention-masking\b/, 'the demo, behind its prediction');
  globalThis.HTMLElement ??= class {};
  const { default: Masking } = await import('../../web/elements/attention-masking.js');
  assert.deepEqual(Masking.fields.find((f) => f.key === 'causal')?.kind, 'switch');
});

// The default seed must make the point on its own: attention's first choice
// moves for most tokens, and not all to one key (seed 42 sent every token to
// “down”, which looked like a fact about “down”).
test('(b) the default seed: most tokens change their first key, to more than one key, with no tie by Q·Kᵀ', () => {
  const { table } = show(similarity);
  const rows = tableText(table);
  const attention = rows.map((r) => r[2]);
  assert.ok(table.rows.filter((r) => r.marks.includes('changed')).length >= 3, rows.join(' | '));
  assert.ok(new Set(attention).size >= 3, `first keys by Q·Kᵀ: ${attention}`);
  assert.ok(attention.every((t) => !t.includes('tied')), 'no tie in the attention column');
});
