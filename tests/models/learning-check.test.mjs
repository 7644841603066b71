// <attention-learning-check>'s model (web/elements/learning-check/model.js)
// against the core: the backward pass agrees with the central differences
// (relative error under 10⁻⁶) for every parameter, and a coarse ε shows the
// difference quotient failing, not the gradient. (The page draws these
// figures: tests/e2e/widget-smoke.)
import { test } from 'node:test';
import { withProse } from '../../web/build/page.mjs';
import assert from 'node:assert/strict';
import { D_MODEL, N, WIDTH, fields, layerInputs, model } from '../../web/elements/learning-check/model.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const show = (values) => model(am, inputs(fields, values));

test('the gradient check agrees with finite differences, one row per parameter, each the core’s gradientCheck', () => {
  const figures = show();
  assert.ok(figures.worst > 0 && figures.worst < 1e-6, `relative error ${figures.worst}`);
  assert.equal(figures.agrees, true);
  assert.match(figures.verdict, /below 10⁻⁶: the backward pass and the finite differences agree\.$/);
  // Headers as rich text: W_Q is drawn WQ with a real subscript.
  assert.deepEqual(figures.table.rows.map((r) => r.header), ['X', 'W_Q', 'W_K', 'W_V', 'W_O']);
  const core = am.gradientCheck({ ...layerInputs(am, 1, 2), n: N, dModel: D_MODEL, heads: 2, dK: WIDTH, dV: WIDTH, causal: false, step: 1e-5 });
  assert.equal(figures.worst, core.maxRelativeError);
  tableText(figures.table).forEach((row, k) => {
    const c = core.checks[k];
    assert.deepEqual(row.slice(1), [`${c.rows} × ${c.cols}`, c.maxAbsError.toExponential(1), c.relativeError.toExponential(1),
      c.analytic[0].toFixed(9).replace('-', '−'), c.numeric[0].toFixed(9).replace('-', '−')]);
  });
  assert.deepEqual(tableText(figures.table).map((r) => r[1]), ['4 × 6', '6 × 4', '6 × 4', '6 × 4', '4 × 6']);
});

test('a coarse step shows the difference quotient failing; so does one too fine; heads and the mask change the case', () => {
  const coarse = show({ step: '1e-1' });
  assert.ok(coarse.worst > 1e-6, `${coarse.worst}`);
  assert.equal(coarse.agrees, false);
  assert.match(coarse.verdict, /With ε = 1e-1 the difference quotient itself is off \(too coarse: its error grows like ε²\), not the gradient\./);
  const fine = show({ step: '1e-12' });
  assert.equal(fine.agrees, false, `ε = 1e-12: ${fine.worst}`);
  assert.match(fine.verdict, /With ε = 1e-12 the difference quotient itself is off \(too fine: rounding error grows like 1\/ε\)/);
  const three = show({ heads: 3, causal: true });
  assert.ok(three.agrees, `3 heads, causal: ${three.worst}`);
  assert.deepEqual(tableText(three.table).map((r) => r[1]), ['4 × 6', '6 × 6', '6 × 6', '6 × 6', '6 × 6']);
  assert.equal(fields.find((f) => f.key === 'step').param, 'eps');
  assert.equal(parseField(fields, 'heads', '4').message, 'The number of heads must be at most 3.');
});

// The section's hint asks for ε = 1e-2, then 1e-12: both are offered. What
// each verdict says about the error is true on every case tried: the error
// is smallest at 1e-5, grows like ε² above it (×100 per decade, within a
// factor 2) and grows below it; "agree" away from 1e-5 says which error the
// quotient is making (it once said a plain "agree" at 1e-9).
test('every ε the hint names is offered; each verdict’s account of the error holds on six cases', () => {
  const offered = fields.find((f) => f.key === 'step').choices.map((c) => c.value);
  for (const eps of ['1e-2', '1e-12']) assert.ok(offered.includes(eps), `${eps} is offered`);
  for (const [seed, heads, causal] of [[1, 1, false], [1, 3, true], [2, 2, false], [7, 1, true], [7, 2, false], [9, 3, false]]) {
    const at = Object.fromEntries(offered.map((step) => [step, show({ seed, heads, causal, step })]));
    const best = at['1e-5'].worst;
    assert.equal(at['1e-5'].agrees, true);
    for (const step of offered.filter((e) => e !== '1e-5')) {
      const { worst, verdict, agrees } = at[step];
      const coarse = Number(step) > 1e-5;
      assert.ok(worst > best, `seed ${seed}, ${heads} heads: ε = ${step} (${worst}) is worse than 1e-5 (${best})`);
      assert.match(verdict, coarse ? /ε²/ : /1\/ε/, `seed ${seed}, ε = ${step}`);
      if (agrees) assert.match(verdict, coarse ? /a smaller ε gives a smaller one/ : /a larger ε gives a smaller one/);
    }
    const ratio = at['1e-2'].worst / at['1e-3'].worst;
    assert.ok(ratio > 50 && ratio < 200, `truncation ∝ ε²: 1e-2 against 1e-3 is ×${ratio.toFixed(0)}`);
    assert.ok(at['1e-12'].worst > at['1e-9'].worst && at['1e-9'].worst > at['1e-7'].worst, 'rounding grows as ε shrinks');
  }
});

test('the section says what the check’s layer is: n = 4 tokens, d_model = 6, heads of their own width 2, W_Q 6 × 2h; and why W_V and W_O stay exact at a coarse step (L is linear in them)', async () => {
  const { readFileSync } = await import('node:fs');
  const html = withProse(readFileSync(new URL('../../web/sections/06b-backward.html', import.meta.url), 'utf8')).replace(/\s+/g, ' ');
  assert.ok(html.includes(`\\( d_k = d_v = ${WIDTH} \\) per head, so \\( W_Q \\) is \\( ${D_MODEL} \\times ${WIDTH}h \\)`));
  // The sizes the table's shapes use (X is n × d_model) are named where the check is introduced.
  assert.ok(html.includes(`The layer is small: \\( n = ${N} \\) tokens, \\( d_{\\text{model}} = ${D_MODEL} \\),`));
  for (const heads of [1, 2, 3]) {
    const core = am.gradientCheck({ ...layerInputs(am, 1, heads), n: N, dModel: D_MODEL, heads, dK: WIDTH, dV: WIDTH, causal: false, step: 1e-1 });
    const error = (name) => core.checks.find((c) => c.name === name).relativeError;
    assert.equal(core.checks.find((c) => c.name === 'WQ').cols, WIDTH * heads);
    for (const name of ['WV', 'WO']) assert.ok(error(name) < 1e-9, `${heads} heads, ${name}: ${error(name)}`);
    assert.ok(error('WQ') > 1e-6, `${heads} heads, W_Q: ${error('WQ')}`);
  }
});

// The section defines the table's relative error as ‖A − N‖ / max(‖A‖, ‖N‖),
// with ‖·‖ the square root of the sum of squared entries: numpy computes
// that from the core's analytic and numeric gradients, for each parameter
// of three layers and two steps, and gets the core's relativeError.
test('the relative error is the one the section defines: ‖g_bp − g_fd‖ / max(‖g_bp‖, ‖g_fd‖) over the whole matrix (numpy)', async () => {
  const { readFileSync } = await import('node:fs');
  const { python } = await import('../js/by-hand-answers.mjs');
  const html = withProse(readFileSync(new URL('../../web/sections/06b-backward.html', import.meta.url), 'utf8')).replace(/\s+/g, ' ');
  assert.ok(html.includes('<em>relative error</em>, \\( \\lVert g_{\\text{bp}} - g_{\\text{fd}} \\rVert / \\max(\\lVert g_{\\text{bp}} \\rVert, \\lVert g_{\\text{fd}} \\rVert) \\), '
    + 'where \\( \\lVert \\cdot \\rVert \\) is the square root of the sum of the squared entries'));
  const cases = [];
  for (const [heads, step] of [[1, 1e-5], [2, 1e-2], [3, 1e-5]]) {
    const core = am.gradientCheck({ ...layerInputs(am, 3, heads), n: N, dModel: D_MODEL, heads, dK: WIDTH, dV: WIDTH, causal: false, step });
    for (const c of core.checks) cases.push({ a: Array.from(c.analytic), n: Array.from(c.numeric), core: c.relativeError });
  }
  const oracle = python(`out = []
for a, n in ${JSON.stringify(cases.map(({ a, n }) => [a, n]))}:
    a = np.array(a); n = np.array(n)
    out.append(float(np.linalg.norm(a - n) / max(np.linalg.norm(a), np.linalg.norm(n))))
print(json.dumps(out))`);
  cases.forEach((c, k) => assert.ok(Math.abs(c.core - oracle[k]) <= 1e-9 * oracle[k] + 1e-300, `case ${k}: core ${c.core}, numpy ${oracle[k]}`));
});
