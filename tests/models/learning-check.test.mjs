// <attention-learning-check>'s model (web/elements/learning-check/model.js)
// against the core: the backward pass agrees with the central differences
// (relative error under 10⁻⁶) for every parameter, and a coarse ε shows the
// difference quotient failing, not the gradient. (The page draws these
// figures: tests/e2e/widget-smoke.)
import { test } from 'node:test';
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
  const fine = show({ step: '1e-9' });
  if (!fine.agrees) assert.match(fine.verdict, /too fine: rounding error grows like 1\/ε/);
  const three = show({ heads: 3, causal: true });
  assert.ok(three.agrees, `3 heads, causal: ${three.worst}`);
  assert.deepEqual(tableText(three.table).map((r) => r[1]), ['4 × 6', '6 × 6', '6 × 6', '6 × 6', '6 × 6']);
  assert.equal(fields.find((f) => f.key === 'step').param, 'eps');
  assert.equal(parseField(fields, 'heads', '4').message, 'The number of heads must be at most 3.');
});
