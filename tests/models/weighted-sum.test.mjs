// <attention-weighted-sum>'s model (web/elements/weighted-sum/model.js)
// against the core: for every query token of the seed's example, each term
// w_ij·v_j is the core's weightedSumTerms, the terms add up to the output row
// of am.attention, the waterfalls end at that output with 0 among their
// ticks, the output table marks the chosen row; what a link with a token
// that is not in the sentence is told. (The page draws these figures:
// tests/e2e/widget-smoke; the select, the subscripts, the zero line and the
// share strip's ticks on screen: tests/e2e/weighted-sum.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fields, model, prepare } from '../../web/elements/weighted-sum/model.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const TOKENS = ['The', 'cat', 'sat', 'down'];

function show(values = {}) {
  const given = inputs(fields, values);
  return model(am, { ...given, ...prepare(am, given) });
}

// "[0.1234, −0.5678, 0.0012]" → numbers.
const vector = (text) => text.replace(/[[\]]/g, '').split(', ').map((x) => Number(x.replace('−', '-')));

function coreExample() {
  const w = am.walkthrough({});
  const attention = am.attention({ Q: w.Q, K: w.K, V: w.V, n: 4, dK: 3, dV: 3 });
  return { w, attention };
}

test('for every query token the terms are the core’s and add up to the output row of am.attention', () => {
  const { w, attention } = coreExample();
  for (const [row, token] of TOKENS.entries()) {
    const figures = show({ query: token });
    const rows = tableText(figures.terms);
    const terms = am.weightedSumTerms({ weights: w.weights, V: w.V, n: 4, m: 4, dV: 3, row });
    const output = Array.from(attention.output.slice(row * 3, row * 3 + 3));
    assert.equal(rows.length, 5);
    for (let j = 0; j < 4; j += 1) {
      assert.equal(rows[j][0], TOKENS[j]);
      assert.equal(Number(rows[j][1]), Number(attention.weights[row * 4 + j].toFixed(4)));
      assert.deepEqual(vector(rows[j][2]), Array.from(w.V.slice(j * 3, j * 3 + 3), (x) => Number(x.toFixed(4))), `v_${TOKENS[j]}`);
      assert.deepEqual(vector(rows[j][3]), Array.from(terms.contributions.slice(j * 3, j * 3 + 3), (x) => Number(x.toFixed(4))));
    }
    // The sum row names the output with a real subscript (rich text), and
    // the printed terms (4 decimals) add up to the printed sum, am.attention's row.
    assert.equal(rows[4][0], `Σ = O_{${token}}`);
    const shownSum = vector(rows[4][3]);
    assert.deepEqual(shownSum, output.map((x) => Number(x.toFixed(4))));
    for (let d = 0; d < 3; d += 1) {
      const added = rows.slice(0, 4).reduce((acc, r) => acc + vector(r[3])[d], 0);
      assert.ok(Math.abs(added - output[d]) < 3e-4, `dimension ${d + 1}: ${added} vs ${output[d]}`);
    }
    // Each waterfall panel ends at the output (its total, printed to 3 decimals), its terms the core's.
    assert.equal(figures.waterfalls.length, 3);
    figures.waterfalls.forEach((panel, d) => {
      assert.equal(panel.title, `dimension ${d + 1}`);
      assert.equal(panel.total.value, output[d], `panel ${d + 1} total is am.attention's output`);
      assert.equal(panel.decimals, 3);
      assert.deepEqual(panel.terms.map((t) => t.value), Array.from({ length: 4 }, (_, j) => terms.contributions[j * 3 + d]));
    });
    // The formula line and the share strip: the row's weights.
    assert.equal(figures.formula.query, token);
    assert.deepEqual(figures.formula.terms.map((t) => [t.token, Number(t.weight)]),
      TOKENS.map((t, j) => [t, Number(attention.weights[row * 4 + j].toFixed(3))]));
    assert.deepEqual(figures.share.bars.map((b) => b.value), Array.from(attention.weights.slice(row * 4, row * 4 + 4)));
  }
});

test('the waterfalls are explained by their axes: ticks increasing, at least three, with 0 among them; cat’s dimension 3 crosses zero', () => {
  for (const token of TOKENS) {
    for (const panel of show({ query: token }).waterfalls) {
      const { ticks, min, max } = panel.axis;
      assert.ok(ticks.length >= 3, `ticks ${ticks}`);
      assert.ok(ticks.includes(0), `0 among the ticks ${ticks} (${token}, ${panel.title})`);
      assert.deepEqual([...ticks].sort((a, b) => a - b), ticks);
      const ends = [...panel.positions, panel.total.value];
      assert.equal(min, Math.min(...ends));
      assert.equal(max, Math.max(...ends));
    }
  }
  // In the cat row, dimension 3 crosses zero: the zero line sits inside the track, not at an end.
  const { min, max } = show({ query: 'cat' }).waterfalls[2].axis;
  const zero = (100 * (0 - min)) / (max - min);
  assert.ok(zero > 5 && zero < 95, `zero at ${zero}%`);
});

test('the share strip: ticks at 0, 25, 50, 75 and 100 %, one bar per key on the 0–1 axis, stacked', () => {
  const { share } = show({});
  assert.equal(share.layout, 'stacked');
  assert.deepEqual(share.axis, { min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1], tickLabels: ['0', '25%', '50%', '75%', '100%'] });
  assert.deepEqual(share.bars.map((b) => b.label), TOKENS);
  const total = share.bars.reduce((sum, b) => sum + b.value, 0);
  assert.ok(Math.abs(total - 1) < 1e-12, `the shares sum to ${total}`);
});

test('the output table is am.attention’s output, the chosen row marked (down ◂)', () => {
  const { attention } = coreExample();
  const { output } = show({ query: 'down' });
  const rows = tableText(output);
  assert.deepEqual(rows.map((r) => r[0]), ['The', 'cat', 'sat', 'down ◂']);
  assert.deepEqual(output.rows.map((r) => r.marks), [[], [], [], ['current']]);
  assert.deepEqual(rows.flatMap((r) => r.slice(1).map((t) => Number(t.replace('−', '-')))),
    Array.from(attention.output, (x) => Number(x.toFixed(4))));
  assert.match(output.caption, /\(n, d_v\) = \(4, 3\)/);
});

test('a token not in the sentence (from a link) is refused with its message; cat is the default', () => {
  const parsed = parseField(fields, 'query', 'dog');
  assert.equal(parsed.ok, false);
  assert.match(parsed.message, /not “dog”/);
  assert.equal(fields[0].fallback, 'cat');
  assert.equal(tableText(show({}).terms).at(-1)[0], 'Σ = O_{cat}');
});
