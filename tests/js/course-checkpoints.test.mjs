// The step-by-step checkpoints (web/lib/course/checkpoints.js, judgeStep:
// what <attention-by-hand> says of each step), against the real core and
// numpy, without a browser:
// - walkthrough/by-hand: one row of the worked example, from the printed
//   (3-decimal) q, K and V, as a reader with a calculator would, each step
//   rounded to 3 decimals (numpy computes what the reader types);
// - softmax/numerics: naive against stable softmax in float32 on
//   (1000, 1001, 1002) and its negative (numpy float32 is the oracle);
// - formula/shapes and multi-head/shapes: every shape (numpy's own shapes).
// Right answers, wrong ones with the hint aimed at them, other formats, the
// answer on request. tests/e2e/course-checkpoints.test.mjs checks that the
// page shows exactly these verdicts, and what only a page has (steps that
// wait, completion recorded and remembered).
import { readFileSync } from 'node:fs';
import { withProse } from '../../web/build/page.mjs';
import { test } from 'node:test';
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { loadAttentionMath } from './load-module.mjs';
import { checkpoint } from './course-answers.mjs';
import { QUERY, byHandAnswers, numpyShapes, python, row } from './by-hand-answers.mjs';
import { CHECKPOINTS } from '../../web/lib/course/checkpoints.js';

const am = await loadAttentionMath();
const fixed = (value, decimals) => value.toFixed(decimals).replace(/^-/, '−');

// A right step's verdict: "Right.", then for each entry one line, "label:
// exact x.xxxx · <from> y.yyy · yours z", the middle part only where the
// rounded route (`rounded`, from the core or numpy) ends elsewhere at 3
// decimals; one sentence of why exactly when some typed value is not the
// exact one to 3 decimals.
function assertChecked(v, { labels, exact, rounded, typed, from, because }) {
  assert.equal(v.state, 'is-right', v.text);
  assert.match(v.text, /^✓?Right\./);
  labels.forEach((label, j) => {
    const middle = rounded && fixed(rounded[j], 3) !== fixed(exact[j], 3) ? ` · ${from} ${fixed(rounded[j], 3)}` : '';
    const line = `${label}: exact ${fixed(exact[j], 4)}${middle} · yours ${String(typed[j]).replace(/^-/, '−')} ✓`;
    assert.ok(v.text.includes(line), `${line}\nin: ${v.text}`);
  });
  const off = typed.some((t, j) => fixed(Number(t), 3) !== fixed(exact[j], 3));
  if (off) assert.ok(v.text.includes(because), `${because}\nin: ${v.text}`);
  assert.equal(/the check allows ±0\.001\./.test(v.text), off, `a sentence of why exactly when a digit differs: ${v.text}`);
  assert.equal((v.text.match(/exact/g) ?? []).length, labels.length + (off ? 1 : 0), 'the exact value once per entry');
}

test('by hand: one row of the worked example, step by step, from the printed numbers', async () => {
    const c = checkpoint('walkthrough/by-hand');
    const a = await byHandAnswers();
    // 1. Scores: forgetting √d_k, or reading a column, gets its own hint.
    let v = c.check(0, a.raw.map((x) => x.toFixed(3)));
    assert.equal(v.state, 'is-wrong');
    assert.match(v.text, /raw dot product q·kj\. Divide it by √dk = √3/);
    assert.match(v.text, /All 4 entries are off, the first z for “The”\./);
    const column = [0, 1, 2, 3].map((j) => a.w.scaledScores[j * 4 + a.i].toFixed(3));
    v = c.check(0, column);
    assert.match(v.text, new RegExp(`query j against key “${QUERY}”`));
    v = c.check(0, ['abc', 0, 0, 0]);
    assert.equal(v.state, 'is-format');
    assert.match(v.text, /z for “The”: “abc” is not a number/);
    v = c.check(0, a.z);
    // Right from the printed inputs, but not the exact digits: each line gives the exact value, the printed
    // inputs' where it differs, and the reader's; one sentence says why.
    const exactZ = row(a.w.scaledScores, a.i, 4);
    const labels = (what) => a.w.tokens.map((t) => `${what} for “${t}”`);
    assert.ok(a.z.some((z, j) => fixed(z, 3) !== fixed(exactZ[j], 3)), 'rounding the inputs moves some score in its third decimal');
    assertChecked(v, { labels: labels('z'), exact: exactZ, rounded: a.z, typed: a.z, from: 'from the printed inputs',
                       because: 'because you used q and k as printed, rounded to 3 decimals (' });
    assert.match(v.text, /\(.+ is printed −?\d\.\d{3} but is −?\d\.\d{5}…\); the check allows ±0\.001\./);
    // The input it names feeds a score that is off: q, or the k of a key whose digits differ.
    const named = /\((q|k for “([^”]+)”) at d = \d/.exec(v.text);
    const offKeys = a.w.tokens.filter((t, j) => fixed(a.z[j], 3) !== fixed(exactZ[j], 3));
    assert.ok(named && (named[1] === 'q' || offKeys.includes(named[2])), `${named?.[0]} against the keys off: ${offKeys}`);
    // 2. The maximum: the smallest, or each column's, is the wrong one.
    v = c.check(1, a.z.map((z) => (z - Math.min(...a.z)).toFixed(3)));
    assert.match(v.text, /subtracted the smallest score/);
    const columnMax = [0, 1, 2, 3].map((j) => Math.max(...[0, 1, 2, 3].map((i) => a.w.scaledScores[i * 4 + j])));
    v = c.check(1, a.z.map((z, j) => (z - columnMax[j]).toFixed(3)));
    assert.match(v.text, /each column’s maximum/);
    v = c.check(1, a.s);
    const exactS = exactZ.map((z) => z - Math.max(...exactZ));
    assertChecked(v, { labels: labels('z − m'), exact: exactS, rounded: a.s, typed: a.s, from: 'from your step 1',
                       because: 'because you subtracted from your own rounded scores of step 1' });
    // 3. The exps of the unshifted scores.
    v = c.check(2, [...a.ez.map((x) => x.toFixed(3)), a.total]);
    assert.match(v.text, /exps of the scores themselves\. Exponentiate the shifted scores z − m of step 2/);
    // A right exp rounded to 2 decimals is told to give 3, not sent back to the formula.
    const short = a.e.findIndex((x) => Number(x.toFixed(2)) !== x && Math.abs(Number(x.toFixed(2)) - x) > 0.001);
    assert.ok(short >= 0, 'some exp differs from its 2-decimal rounding by more than 0.001');
    v = c.check(2, [...a.e.map((x, j) => (j === short ? x.toFixed(2) : x)), a.total]);
    assert.equal(v.state, 'is-wrong');
    assert.match(v.text, /is off\. That is right to 2 decimals: give 3 decimals \(the check is ±0\.001\)\./);
    v = c.check(2, [...a.e, a.total]);
    const exactE = exactS.map(Math.exp);
    const sum = (xs) => xs.reduce((x, y) => x + y);
    const mineE = a.s.map(Math.exp);
    assertChecked(v, { labels: [...labels('exp(z − m)'), 'Σ, their sum'], exact: [...exactE, sum(exactE)],
                       rounded: [...mineE, sum(a.e)], typed: [...a.e, a.total], from: 'from your step 2', because: 'because they start from your rounded shifted scores of step 2' });
    // 4. Forgetting to divide; then the answer on request.
    v = c.check(3, a.e);
    assert.match(v.text, /Those are the exps\. Divide each by their sum/);
    assert.match(c.answer(3), /^Answer: The weights: /);
    v = c.check(3, a.weights);
    assertChecked(v, { labels: a.w.tokens.map((t) => `weight on “${t}”`), exact: row(a.w.weights, a.i, 4), typed: a.weights,
                       rounded: mineE.map((x) => x / sum(mineE)), from: 'from your steps 2–3',
                       because: 'because they start from your rounded numbers of steps 2 and 3' });
    // 5. The plain average, or the keys, instead of the weighted values.
    v = c.check(4, a.uniform);
    assert.match(v.text, /plain average of the values/);
    v = c.check(4, a.keys);
    assert.match(v.text, /You mixed the keys/);
    v = c.check(4, a.output);
    // The exact output is the script's own (its row of the core's output).
    assertChecked(v, { labels: [1, 2, 3].map((d) => `Output, d = ${d}`), exact: row(a.w.output, a.i, 3), typed: a.output,
                       rounded: a.output, from: 'from your weights',
                       because: 'because you used your rounded weights of step 4 and the values as printed' });
});

test('by hand: the exact values are right too, and the row normalised down a column gets its hint', () => {
    const c = checkpoint('walkthrough/by-hand');
    const w = am.walkthrough({ seed: 42, dK: 3, dV: 3 });
    const i = w.tokens.indexOf(QUERY);
    const z = row(w.scaledScores, i, 4);
    const exactly = c.check(0, z.map((x) => x.toFixed(6)));
    assert.equal(exactly.state, 'is-right');
    assert.doesNotMatch(exactly.text, /the check allows/, 'the exact digits need no note');
    const mu = Math.max(...z);
    const s = z.map((x) => x - mu);
    assert.equal((c.check(1, s.map((x) => x.toFixed(4)))).state, 'is-right');
    const { e, total } = python(`e = np.exp(np.array(${JSON.stringify(s)}))\nprint(json.dumps({'e': e.tolist(), 'total': float(e.sum())}))`);
    assert.equal((c.check(2, [...e, total].map((x) => x.toFixed(4)))).state, 'is-right');
    const byColumn = am.attentionVariant({ Q: w.Q, K: w.K, V: w.V, n: 4, m: 4, dK: 3, dV: 3, variant: 'softmax-over-queries' });
    const v = c.check(3, row(byColumn.weights, i, 4).map((x) => x.toFixed(3)));
    assert.match(v.text, /normalised down a column/);
    assert.equal((c.check(3, row(w.weights, i, 4).map((x) => x.toFixed(4)))).state, 'is-right');
});

test('by hand on the trained head: “sat” against “The cat sat down”, each step as numpy computes it from the printed numbers; the weight lands on “cat”', () => {
  const c = checkpoint('walkthrough/learned-by-hand');
  const s = c.solved;
  assert.equal(s.token, 'sat');
  // numpy, from the numbers the page prints (3 decimals), each step rounded as a reader rounds.
  const a = python(`q = np.array(${JSON.stringify(s.given.q)}); K = np.array(${JSON.stringify(s.given.K)}).reshape(4, 3)
V = np.array(${JSON.stringify(s.given.V)}).reshape(4, 3)
z = np.round(q @ K.T / np.sqrt(3), 3); sh = np.round(z - z.max(), 3); e = np.round(np.exp(sh), 3)
w = np.round(e / e.sum(), 3)
print(json.dumps({'z': z.tolist(), 's': sh.tolist(), 'e': e.tolist() + [round(float(e.sum()), 3)], 'w': w.tolist(), 'o': np.round(w @ V, 3).tolist(),
  'exact': (lambda x: (np.exp(x - x.max()) / np.exp(x - x.max()).sum()).tolist())(q @ K.T / np.sqrt(3))}))`);
  for (const [k, entries] of [[0, a.z], [1, a.s], [2, a.e], [3, a.w], [4, a.o]]) assert.equal(c.check(k, entries).state, 'is-right', `step ${k + 1}: ${entries}`);
  // The trained head, not a random one: nearly all of the weight on the subject.
  const top = a.exact.indexOf(Math.max(...a.exact));
  assert.equal(top, 1, 'cat');
  assert.ok(a.exact[1] > 0.99, `${a.exact[1]}`);
  // The weighted-sum step says so, to contrast the random example's even weights.
  assert.match(withProse(readFileSync(new URL('../../web/sections/07-weighted-sum.html', import.meta.url), 'utf8')).replace(/\s+/g, ' '),
    /trained head gives “sat” more than 0\.99 of its weight on “cat”/);
  assert.ok(Array.from(s.exact.weights).every((x, j) => Math.abs(x - a.exact[j]) < 1e-3), 'the core and numpy agree on the row, from the printed inputs to 3 decimals');
  assert.match(CHECKPOINTS['walkthrough/learned-by-hand'].afterPass(s), /^“sat” put 0\.999\d of its weight on “cat”/);
});

test('numerics: naive softmax is NaN at both ends in float32, the stable steps are right (numpy float32 agrees)', () => {
  const c = checkpoint('softmax/numerics');
    const o = python(`with np.errstate(all='ignore'):
    z = np.array([1000, 1001, 1002], dtype=np.float32)
    naive = np.exp(z) / np.exp(z).sum()
    negative = np.exp(-z) / np.exp(-z).sum()
    s = z - z.max()
    stable = np.exp(s) / np.exp(s).sum()
f = lambda a: [None if np.isnan(x) else float(x) for x in a]
print(json.dumps({'naive': f(naive), 'negative': f(negative), 's': s.tolist(), 'e': np.round(np.exp(s), 3).tolist(),
                  'stable': np.round(stable, 3).tolist()}))`);
    assert.deepEqual(o.naive, [null, null, null], 'numpy: NaN');
    let v = c.check(0, o.stable);
    assert.match(v.text, /On paper, yes\. But exp\(1000\) does not fit in float32/);
    v = c.check(0, ['∞', 'inf', 'Infinity']);
    assert.match(v.text, /divides ∞ by ∞/);
    v = c.check(0, ['NaN', 'nan', 'NaN']);
    assert.equal(v.state, 'is-right', v.text);
    v = c.check(1, [0, 1, 2]);
    assert.match(v.text, /subtracted the smallest/);
    v = c.check(1, o.s.map((x) => -x));
    assert.match(v.text, /the wrong way round: that is m − z/, 'numpy’s z − m with its sign turned');
    v = c.check(1, o.s.map((x) => String(x).replace('-', '−')));
    assert.equal(v.state, 'is-right', v.text);
    v = c.check(2, o.s);
    assert.match(v.text, /Those are the exponents/);
    v = c.check(2, o.e);
    assert.equal(v.state, 'is-right', v.text);
    v = c.check(3, o.e);
    assert.match(v.text, /Those are the exps/);
    v = c.check(3, o.stable.map((x) => `${(x * 100).toFixed(1)}/100`));
    assert.equal(v.state, 'is-right', `fractions: ${v.text}`);
    // The verdict names the shifted scores it took the softmax of: numpy's z − max (it once said softmax(0, 1, 2)).
    assert.ok(v.text.includes(`softmax(${o.s.map((x) => String(x).replace('-', '−')).join(', ')})`), v.text);
    assert.deepEqual(o.negative, [null, null, null]);
    v = c.check(4, [0, 0, 0]);
    assert.match(v.text, /0 divided by a sum of 0s/);
    v = c.check(4, ['NaN', 'NaN', 'NaN']);
    assert.equal(v.state, 'is-right', v.text);
});

test('shapes: every shape of the formula, in any spelling; swapped or wrong widths get their hint', () => {
  const c = checkpoint('formula/shapes');
    const { one } = numpyShapes();
    const spell = ([r, c], k) => [`(${r}, ${c})`, `${r}x${c}`, `${r},${c}`, `[${r} × ${c}]`][k % 4];
    let v = c.check(0, one.slice(0, 7).map(([r, c]) => `(${c}, ${r})`));
    assert.match(v.text, /Rows and columns are swapped: a matrix of tokens has one row per token; W\s?Q, W\s?K, W\s?V have one row per embedding dimension \(d\s?model rows\)\./);
    const wrongV = one.slice(0, 7).map((s, k) => spell(k === 6 ? [5, 4] : s, k));
    v = c.check(0, wrongV);
    assert.match(v.text, /^✗Not yet: V is off\. You used d\s?k; values have their own width, d\s?v\./);
    // W_V given d_k's width, Q given d_v's: each named.
    v = c.check(0, one.slice(0, 7).map((s, k) => spell(k === 3 ? [12, 4] : s, k)));
    assert.match(v.text, /^✗Not yet: W\s?V is off\. You used d\s?k; values have their own width, d\s?v\./);
    v = c.check(0, one.slice(0, 7).map((s, k) => spell(k === 4 ? [5, 3] : s, k)));
    assert.match(v.text, /^✗Not yet: Q is off\. You used d\s?v; queries and keys share the width d\s?k/);
    // An X shape nobody diagnoses still gets the core's note.
    v = c.check(0, one.slice(0, 7).map((s, k) => spell(k === 0 ? [5, 7] : s, k)));
    assert.match(v.text, /^✗Not yet: X is off\. X is /);
    v = c.check(0, ['seven', ...one.slice(1, 7).map(spell)]);
    assert.equal(v.state, 'is-format');
    v = c.check(0, one.slice(0, 7).map(spell));
    assert.equal(v.state, 'is-right', v.text);
    // Q·Kᵀ taken the other way round (Qᵀ·K, d_k by d_k), or left at Q's shape.
    v = c.check(1, [[4, 4], ...one.slice(8, 10)].map(spell));
    assert.match(v.text, /Q·K\s?ᵀ is off\. That is Q\s?ᵀ·K, the product the other way round/);
    v = c.check(1, [[5, 4], ...one.slice(8, 10)].map(spell));
    assert.match(v.text, /That is Q’s shape\. One score per query–key pair/);
    v = c.check(1, one.slice(7, 10).map(spell));
    assert.equal(v.state, 'is-right', v.text);
    v = c.check(2, [spell([5, 4], 0)]);
    assert.match(v.text, /the output, weights · V is off\. d\s?k only lives inside the scores/);
    v = c.check(2, [spell([5, 12], 0)]);
    assert.match(v.text, /only W\s?O, in multi-head attention, maps back to d\s?model/);
    v = c.check(2, [spell(one[10], 1)]);
    assert.equal(v.state, 'is-right', v.text);
    assert.match(v.text, /^✓?Right\. The output, weights/, 'a sentence opens with a capital');
});

test('multi-head shapes: one head, then the heads together (numpy’s shapes)', () => {
    const { heads } = numpyShapes();
    const spell = ([r, c], k) => [`(${r}, ${c})`, `${r}x${c}`, `${r},${c}`, `[${r} × ${c}]`][k % 4];
    const c = checkpoint('multi-head/shapes');
    let v;
    v = c.check(0, heads.slice(0, 4).map((s, k) => spell(k === 0 ? [12, 12] : s, k)));
    assert.match(v.text, /WQ of head i is off.*dmodel in, dk out/);
    assert.equal((c.check(0, heads.slice(0, 4).map(spell))).state, 'is-right');
    v = c.check(1, [spell(heads[4], 0), spell([12, 5], 1), spell(heads[6], 2)]);
    assert.match(v.text, /W\s?O is off/);
    assert.equal((c.check(1, heads.slice(4).map(spell))).state, 'is-right');
    // The question gives every width the feedback uses: d_k = d_v = d_model/h (numpy's head shape).
    const { sizes } = c.solved;
    const width = sizes.dModel / sizes.heads;
    assert.equal(heads[3][1], width, 'numpy: a head’s output is d_model/h wide');
    assert.match(CHECKPOINTS['multi-head/shapes'].intro(c.solved), new RegExp(`d_model/h = ${width} wide \\(d_k = d_v = ${width}\\)`));
});

// The capstone (takeaways/capstone): numpy reads the numbers the page gives
// (the given tables' whole numbers) and computes every step as a reader
// with a calculator would, rounding to 3 decimals; the layer's shapes are
// numpy's own shapes of the arrays it builds. The fixed numbers and three
// readers' draws; each draw's key 3 raises the maximum, so the merge has a
// rescale to apply.
function numpyCapstone(s) {
  const cells = (table) => table.rows.map((r) => r.cells.map((c) => Number(c.replace('−', '-')))); // as printed: a real minus sign
  const [qTable, kTable, vTable, dTable] = CHECKPOINTS['takeaways/capstone'].given(s);
  const inputs = { q: cells(qTable)[0], K: cells(kTable), V: cells(vTable), dP: cells(dTable)[0], heads: s.heads };
  return python(`d = json.loads('${JSON.stringify(inputs)}')
q, K, V, h = np.array(d['q'], float), np.array(d['K'], float), np.array(d['V'], float), d['heads']
n, dk = K.shape
z = q @ K.T / np.sqrt(dk); z[3:] = -np.inf          # token 3 of 4: key 4 is in its future
e = np.exp(z - z.max()); w = e / e.sum()
m1 = z[:2].max(); l1 = np.exp(z[:2] - m1).sum(); m2 = max(m1, z[2])
factor = np.exp(m1 - m2); l2 = l1 * factor + np.exp(z[2] - m2)
wr = np.round(w, 3)
dp = np.array(d['dP'], float)
dz = w * (dp - w @ dp); dzr = wr * (dp - wr @ dp)   # the softmax's backward: exact, and from the rounded weights
X = np.zeros((n, h * dk)); WQ = np.zeros((h * dk, h * dk)); heads = (X @ WQ).reshape(n, h, dk).transpose(1, 0, 2)
scores = heads[0] @ heads[0].T; concat = heads.transpose(1, 0, 2).reshape(n, h * dk); WO = np.zeros((h * dk, h * dk))
print(json.dumps({'z': [float(x) if np.isfinite(x) else '-inf' for x in z], 'zeroFill': np.round(np.exp(np.where(np.isinf(z), 0, z)) / np.exp(np.where(np.isinf(z), 0, z)).sum(), 3).tolist(),
  'w': wr.tolist(), 'merge': [round(float(m1), 3), round(float(l1), 3), round(float(factor), 3), round(float(l2), 3)],
  'forgot': round(float(l1 + np.exp(z[2] - m2)), 3), 'out': np.round(wr[:3] @ V, 3).tolist(), 'exactOut': (w[:3] @ V).tolist(),
  'shapes': [list(scores.shape), list(concat.shape), list(WO.shape), list((concat @ WO).shape)], 'rises': bool(z[2] > z[:2].max()),
  'dp': dp.tolist(), 'dz': dz.tolist(), 'dzRounded': np.round(dzr, 3).tolist(), 'mean': float(wr @ dp)}))`);
}

// The core's dz for the capstone's row against PyTorch's autograd (one
// interpreter for every draw): softmax of the masked scaled scores, then
// backward with dP.
function torchScoreGradients(draws) {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', `import json, torch
out = []
for d in json.loads('${JSON.stringify(draws)}'):
    q = torch.tensor(d['q'], dtype=torch.float64); K = torch.tensor(d['K'], dtype=torch.float64).reshape(4, 4)
    z = (K @ q / 2.0).detach().requires_grad_()
    p = torch.softmax(z.masked_fill(torch.tensor([False, False, False, True]), float('-inf')), dim=0)
    p.backward(torch.tensor(d['dP'], dtype=torch.float64))
    out.append(z.grad.tolist())
print(json.dumps(out))`], { encoding: 'utf8' }));
}

test('capstone: shapes, masked scores, softmax, the two-chunk merge and the output, each step numpy’s, for the fixed numbers and three readers', () => {
  const runs = [checkpoint('takeaways/capstone'), ...[1, 2, 3].map((readerSeed) => checkpoint('takeaways/capstone', { readerSeed }))];
  assert.equal(new Set(runs.map((c) => c.options.seed)).size, 4, 'four different draws');
  for (const c of runs) {
    const a = numpyCapstone(c.solved);
    const at = `seed ${c.options.seed}`;
    assert.ok(a.rises, `${at}: key 3 raises the maximum`);
    // 1. Shapes; a swapped one gets its hint.
    let v = c.check(0, a.shapes.map(([r, k]) => `(${k}, ${r})`));
    assert.equal(v.state, 'is-wrong', at);
    v = c.check(0, a.shapes.map(([r, k]) => `${r}x${k}`));
    assert.equal(v.state, 'is-right', `${at}: ${v.text}`);
    // 2. Scores: 0 in the hidden key's place, or no mask at all, each gets its hint.
    v = c.check(1, [...a.z.slice(0, 3), 0]);
    assert.match(v.text, /A masked score of 0 is an ordinary score/, at);
    v = c.check(1, [...a.z.slice(0, 3), 0.123456]);
    assert.equal(v.state, 'is-wrong', at);
    v = c.check(1, a.z.map((x) => (x === '-inf' ? '−∞' : x)));
    assert.equal(v.state, 'is-right', `${at}: ${v.text}`);
    // 3. Weights: the 0-fill ones get their hint; numpy's are right.
    v = c.check(2, a.zeroFill);
    assert.match(v.text, /with a 0 in the hidden key’s place/, at);
    v = c.check(2, a.w.map((x) => x.toFixed(3)));
    assert.equal(v.state, 'is-right', `${at}: ${v.text}`);
    // 4. The merge: forgetting the rescale gets its hint; numpy's are right.
    v = c.check(3, [a.merge[0], a.merge[1], 1, a.forgot]);
    assert.equal(v.state, 'is-wrong', at);
    assert.match(v.text, /multiply ℓ₁ by e\^\(m₁ − m₂\) first|The factor is e\^\(m₁ − m₂\)/, at);
    v = c.check(3, [a.merge[0], a.merge[1], a.merge[2] + 0.01, a.merge[3]]);
    assert.equal(v.state, 'is-wrong', at);
    v = c.check(3, a.merge.map((x) => x.toFixed(3)));
    assert.equal(v.state, 'is-right', `${at}: ${v.text}`);
    // 5. The output from the reader's rounded weights, and the exact one, are both right.
    v = c.check(4, a.exactOut.map((x) => (x + 0.0004).toFixed(4)));
    assert.equal(v.state, 'is-right', `${at}: exact output: ${v.text}`);
    // 6. The scores' gradient: numpy's exact dz and the core's agree; each slip gets its own hint.
    assert.deepEqual(c.solved.dP, a.dp, at);
    c.solved.dz.forEach((x, j) => assert.ok(Math.abs(x - a.dz[j]) < 1e-12, `${at}: dz ${j + 1}: core ${x}, numpy ${a.dz[j]}`));
    assert.ok(Math.abs(a.mean) >= 0.04 && Math.max(...a.dz.map(Math.abs)) >= 0.05, `${at}: a draw whose slips show`);
    for (const [entries, why] of [
      [a.dp, /That is dpj as it arrives/],
      [a.w.map((p, j) => p * a.dp[j]), /keeps only the diagonal/],
      [a.dp.map((x) => x - a.mean), /not yet multiplied by pj/],
      [a.dz.map((x) => x / 2), /the gradient at the raw score/],
    ]) {
      v = c.check(5, entries.map((x) => x.toFixed(3)));
      assert.equal(v.state, 'is-wrong', `${at}: ${why}`);
      assert.match(v.text, why, at);
    }
    if (a.dp[3] !== 0) assert.match(c.check(5, [...a.dzRounded.slice(0, 3), a.dp[3]]).text, /Key 4 is hidden/, at);
    v = c.check(5, a.dz.map((x) => x.toFixed(4)));
    assert.equal(v.state, 'is-right', `${at}: exact dz: ${v.text}`);
  }
  const torch = torchScoreGradients(runs.map((c) => ({ q: c.solved.q, K: c.solved.K, dP: c.solved.dP })));
  runs.forEach((c, i) => c.solved.dz.forEach((x, j) => assert.ok(Math.abs(x - torch[i][j]) < 1e-12, `dz ${j + 1}: core ${x}, torch ${torch[i][j]}`)));
  // The output from the rounded weights, on a fresh run.
  const c = checkpoint('takeaways/capstone');
  const a = numpyCapstone(c.solved);
  for (const [k, entries] of [[0, a.shapes.map(([r, q]) => `(${r}, ${q})`)], [1, a.z.map((x) => (x === '-inf' ? '-inf' : x))],
    [2, a.w.map((x) => x.toFixed(3))], [3, a.merge.map((x) => x.toFixed(3))], [4, a.out.map((x) => x.toFixed(3))],
    [5, a.dzRounded.map((x) => x.toFixed(3))]]) {
    const v = c.check(k, entries);
    assert.equal(v.state, 'is-right', `step ${k + 1}`);
    // The output and the gradient, worked from the reader's rounded weights, name both: exact · from your weights · yours.
    if (k >= 4) {
      assert.equal(v.text.match(/✓/g).length, 1 + entries.length, `step ${k + 1}: one checked line per entry: ${v.text}`);
      assert.match(v.text, /exact -?\d[^·]*· (from your weights -?\d[^·]*· )?yours/, `step ${k + 1}: ${v.text}`);
    }
  }
  assert.throws(() => CHECKPOINTS['takeaways/capstone'].solve(am, { seed: '-1', heads: '2' }), /seed must be a whole number from 0 to 4294967295/);
});
