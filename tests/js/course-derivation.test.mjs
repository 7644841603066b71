// The blank-slate derivation (web/lib/course/derivation.js), in Node against
// the real core, with numpy as the oracle of every number its feedback quotes
// and of the shapes it checks:
// - the right assembly passes, in both orders of mask and scaling; every
//   part that does not belong, every part missing, twice or out of place
//   gets its own message;
// - the shapes in symbols, checked at the reader's sizes, equal numpy's shapes
//   of the same products; each kind of wrong shape gets its hint;
// - every wrong reason gets feedback of its own, aimed at it;
// - the reader's draw: sizes all different, tiles and choices shuffled, two
//   readers different, and the feedback's numbers equal numpy's on the same
//   draw (the example and the dot-product samples redrawn from their seeds).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAttentionMath } from './load-module.mjs';
import { numpyShapes, python } from './by-hand-answers.mjs';
import {
  REASONS, SHAPE_ITEMS, TILES, judgeAssembly, judgeReasons, judgeShapes, parseSymbolShape, rightShape, solveDerivation,
} from '../../web/lib/course/derivation.js';

const am = await loadAttentionMath();
const RIGHT = ['scores', 'scale', 'mask', 'softmax', 'values'];
const READERS = [1, 2, 77, 4242, 2 ** 32 - 1];

test('the assembly: the right order passes (mask before or after the scaling); each mistake has a message of its own', () => {
  const s = solveDerivation(am, { readerSeed: 1 });
  assert.equal(judgeAssembly(RIGHT, s).right, true);
  const swapped = judgeAssembly(['scores', 'mask', 'scale', 'softmax', 'values'], s);
  assert.equal(swapped.right, true, '(QKᵀ + M)/√d_k is the same: M holds 0 and −∞');
  assert.match(swapped.text, /same here/);
  const texts = new Set();
  const wrong = (seq, pattern) => {
    const v = judgeAssembly(seq, s);
    assert.equal(v.right, false, seq.join(' '));
    assert.match(v.text, pattern, seq.join(' '));
    texts.add(v.text);
    return v;
  };
  // Every tile that does not belong, wherever it is put.
  const strays = TILES.filter((t) => !RIGHT.includes(t.id));
  assert.equal(strays.length, 5);
  for (const t of strays) {
    const v = wrong([...RIGHT.slice(0, 2), t.id, ...RIGHT.slice(2)], /does not belong/);
    assert.equal(v.at, 2, 'the stray is pointed at');
  }
  for (const id of RIGHT) wrong(RIGHT.filter((x) => x !== id), /missing/);
  wrong([...RIGHT, 'scale'], /twice/);
  wrong(['scale', 'scores', 'mask', 'softmax', 'values'], /comes first/);
  wrong(['scores', 'scale', 'mask', 'values', 'softmax'], /after softmax/);
  wrong(['scores', 'mask', 'softmax', 'scale', 'values'], /divides the weights/);
  wrong(['scores', 'scale', 'softmax', 'mask', 'values'], /too late/);
  wrong([], /press the parts/);
  assert.equal(texts.size, 5 + 5 + 1 + 4 + 1, 'no two mistakes share a message');
});

test('the shapes: right at the reader’s sizes as numpy computes them; every kind of slip gets its hint', () => {
  for (const readerSeed of READERS) {
    const s = solveDerivation(am, { readerSeed });
    const { n, dModel, dK, dV } = s.sizes;
    assert.equal(new Set([n, dModel, dK, dV]).size, 4, 'four different sizes: every symbol one number');
    // numpy's shapes of Q, K, V, QKᵀ, softmax and ·V at these sizes (M: the scores' shape).
    const numpy = numpyShapes(s.sizes);
    const [,,,, Q, K, V, S, , W, O] = numpy.one;
    const values = { n, d_model: dModel, d_k: dK, d_v: dV };
    const asNumbers = (item) => rightShape(item, s).map((symbol) => values[symbol]);
    assert.deepEqual(SHAPE_ITEMS.map(asNumbers), [Q, K, V, S, S, W, O]);
    const typed = SHAPE_ITEMS.map((item) => `(${rightShape(item, s).join(', ')})`);
    assert.equal(judgeShapes(typed, s).right, true);
  }
  const s = solveDerivation(am, { readerSeed: 1 });
  const right = SHAPE_ITEMS.map((item) => `(${rightShape(item, s).join(', ')})`);
  const slip = (j, text, pattern) => {
    const answers = [...right];
    answers[j] = text;
    const v = judgeShapes(answers, s);
    assert.equal(v.right, false, `${SHAPE_ITEMS[j].id} as ${text}`);
    assert.match(v.text, pattern, `${SHAPE_ITEMS[j].id} as ${text}`);
    return v;
  };
  assert.deepEqual(slip(0, '(n, d_model)', /W_Q takes the d_model columns/).wrong, [true, false, false, false, false, false, false]);
  slip(1, '(d_k, n)', /swapped/);
  slip(1, 'n x dv', /share the width d_k/);
  slip(2, '(n, d_k)', /width of their own/);
  slip(3, '(n, d_k)', /summed away/);
  slip(4, '(n, d_v)', /added to the scores/);
  slip(5, '(n, d_k)', /keeps the shape/);
  slip(6, '(n, d_model)', /W_O/);
  const format = slip(3, 'n n', /not a shape in symbols/);
  assert.equal(format.state, 'is-format');
  assert.equal(format.at, 3);
});

test('reading a shape in symbols: the spellings readers use; anything else refused with a message', () => {
  for (const text of ['(n, d_k)', 'n x dk', '[n × d_k]', 'n by dₖ', 'N,D_K', '(n,d_{k})']) {
    assert.deepEqual(parseSymbolShape(text), { ok: true, value: ['n', 'd_k'] }, text);
  }
  assert.deepEqual(parseSymbolShape('(n, d_model)').value, ['n', 'd_model']);
  for (const bad of ['', null, undefined, true, 5, '(n)', '(n, d_q)', '(4, 3)', 'n, d_k, d_v', 'NaN']) {
    const r = parseSymbolShape(bad);
    assert.equal(r.ok, false, String(bad));
    assert.match(r.message, /shape in symbols/);
  }
});

test('the reasons: one right choice per part; every wrong one gets feedback of its own', () => {
  assert.deepEqual(REASONS.map((q) => q.id), ['scale', 'mask', 'rows', 'values']);
  const rightOf = Object.fromEntries(REASONS.map((q) => [q.id, q.choices.find((c) => c.right).id]));
  for (const q of REASONS) assert.equal(q.choices.filter((c) => c.right).length, 1, q.id);
  assert.equal(judgeReasons(rightOf).right, true);
  const seen = new Set();
  for (const q of REASONS) {
    for (const choice of q.choices.filter((c) => !c.right)) {
      const result = judgeReasons({ ...rightOf, [q.id]: choice.id });
      assert.equal(result.right, false);
      const mine = result.results.find((r) => r.id === q.id);
      assert.equal(mine.state, 'is-wrong');
      assert.ok(mine.text.includes(choice.feedback), `${q.id}/${choice.id}: its own feedback`);
      assert.ok(choice.feedback.length > 60, `${q.id}/${choice.id}: says why, not only “wrong”`);
      assert.ok(!seen.has(choice.feedback), `${q.id}/${choice.id}: not shared`);
      seen.add(choice.feedback);
      assert.ok(result.results.filter((r) => r.id !== q.id).every((r) => r.right), 'the others stay right');
    }
  }
  const open = judgeReasons({ scale: rightOf.scale });
  assert.equal(open.state, 'is-format');
  assert.match(open.text, /3 still open/);
});

test('the reader’s draw: shuffled, different per reader; the numbers the feedback quotes are numpy’s', () => {
  const a = solveDerivation(am, { readerSeed: 1 });
  const b = solveDerivation(am, { readerSeed: 2 });
  assert.deepEqual([...a.tray].sort(), TILES.map((t) => t.id).sort());
  assert.notDeepEqual(a.tray, b.tray);
  assert.notDeepEqual(solveDerivation(am, { readerSeed: 1, round: 1 }).tray, a.tray, 'New numbers');
  for (const q of REASONS) assert.deepEqual([...a.order[q.id]].sort(), q.choices.map((c) => c.id).sort());
  for (const readerSeed of READERS) {
    const s = solveDerivation(am, { readerSeed });
    const { n, dK, dV } = s.sizes;
    const numpy = python(`n, dk, dv = ${n}, ${dK}, ${dV}
def randn(seed, *shape):
    np.random.seed(seed); return np.random.randn(*shape)
Q, K, V = randn(${s.seeds.Q}, n, dk), randn(${s.seeds.K}, n, dk), randn(${s.seeds.V}, n, dv)
S = Q @ K.T / np.sqrt(dk)
hidden = np.triu(np.ones((n, n), bool), 1)
def softmax(z, axis): e = np.exp(z - z.max(axis=axis, keepdims=True)); return e / e.sum(axis=axis, keepdims=True)
columns = softmax(np.where(hidden, -np.inf, S), 0).sum(axis=1)
zero = softmax(np.where(hidden, 0.0, S), 1)
def variance(seed, d, count=2000):
    np.random.seed(seed)
    dots = [float(np.random.randn(1, d) @ np.random.randn(1, d).T) for _ in range(count)]
    return float(np.var(dots))
print(json.dumps({'columns': [columns.min(), columns.max()], 'leaked': 1 - zero[0, 0], 'after': 1 / np.sqrt(dk),
  'variance': variance(${s.seeds.spread}, dk), 'wide': variance(${s.seeds.wide}, 64)}))`);
    const close = (got, want, what) => assert.ok(Math.abs(got - want) <= 1e-12 * Math.max(1, Math.abs(want)), `${what}: ${got} vs numpy ${want}`);
    close(s.numbers.columnRowSums[0], numpy.columns[0], 'column softmax, smallest row sum');
    close(s.numbers.columnRowSums[1], numpy.columns[1], 'column softmax, largest row sum');
    close(s.numbers.leaked, numpy.leaked, 'weight leaked through a zero mask');
    close(s.numbers.afterSoftmaxRowSum, numpy.after, 'row sum with the scaling after softmax');
    close(s.numbers.variance, numpy.variance, 'variance of q·k');
    close(s.numbers.wideVariance, numpy.wide, 'variance of q·k at d_k = 64');
  }
});
