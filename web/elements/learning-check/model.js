// The model of <attention-learning-check> (../attention-learning-check.js):
// its fields, and the gradient check on a random multi-head layer (four
// tokens, d_model = 6, loss L = Σ Y ⊙ G for a random G): for every entry of
// X, W_Q, W_K, W_V and W_O the backward pass's gradient beside the central
// difference, both from the core's gradientCheck. Pure: no DOM, nothing read
// from an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

export const N = 4;
export const D_MODEL = 6;
export const WIDTH = 2; // d_k = d_v per head
export const PASS = 1e-6;
// The steps ε offered: the section's hint asks for 1e-2, then 1e-12. The
// error is smallest near 1e-5 (truncation, ∝ ε², above; rounding, ∝ 1/ε,
// below: tests/models/learning-check.test.mjs holds the verdicts to that).
export const STEPS = ['1e-1', '1e-2', '1e-3', '1e-5', '1e-7', '1e-9', '1e-12'];
const BEST = 1e-5;

export const fields = [
  named(field({ key: 'seed', attribute: 'seed', param: 'seed', min: 0, max: 2 ** 32 - 1, fallback: 1, hint: '' }), 'learning-check-seed'),
  named(field({ key: 'heads', attribute: 'heads', param: 'h', min: 1, max: 3, fallback: 2, slider: true }), 'learning-check-heads'),
  named(field({ key: 'causal', attribute: 'causal', param: 'causal', kind: 'switch', fallback: false }), 'learning-check-causal'),
  named(field({ key: 'step', attribute: 'step', param: 'eps', kind: 'choice', fallback: '1e-5',
                choices: STEPS.map((value) => ({ value, label: value })) }), 'learning-check-step'),
];

// X, W_Q, W_K, W_V, W_O and G, cut in this order from one draw of the seed.
export function layerInputs(am, seed, heads) {
  const width = heads * WIDTH;
  const sizes = { X: [N, D_MODEL], WQ: [D_MODEL, width], WK: [D_MODEL, width], WV: [D_MODEL, width],
                  WO: [width, D_MODEL], dOutput: [N, D_MODEL] };
  const total = Object.values(sizes).reduce((sum, [r, c]) => sum + r * c, 0);
  const draws = am.randn(seed, 1, total);
  const inputs = {};
  let offset = 0;
  for (const [name, [r, c]] of Object.entries(sizes)) {
    inputs[name] = draws.slice(offset, offset + r * c);
    offset += r * c;
  }
  return inputs;
}

export function model(am, { seed, heads, causal, step }) {
  const result = am.gradientCheck({ ...layerInputs(am, seed, heads), n: N, dModel: D_MODEL, heads, dK: WIDTH, dV: WIDTH, causal,
                                    step: Number(step) });
  const worst = result.maxRelativeError;
  const agrees = worst < PASS;
  return {
    worst,
    agrees,
    table: table({
      caption: message('learning-check-table-caption'),
      columns: [{ label: message('learning-check-column-parameter') }, { label: message('learning-check-column-shape') },
                { label: message('learning-check-column-largest'), numeric: true },
                { label: message('learning-check-column-relative'), numeric: true },
                { label: message('learning-check-column-analytic'), numeric: true },
                { label: message('learning-check-column-numeric'), numeric: true }],
      rows: result.checks.map((c) => ({
        header: c.name.replace(/^W(.)$/, 'W_$1'),
        cells: [`${c.rows} × ${c.cols}`, c.maxAbsError.toExponential(1), c.relativeError.toExponential(1),
                formatNumber(c.analytic[0], 9), formatNumber(c.numeric[0], 9)],
      })),
    }),
    verdict: verdictOf(worst, Number(step), step),
  };
}

// Below 10⁻⁶ the two agree; away from ε = 1e-5 the verdict also says which
// error the difference quotient is making, and that another ε makes it smaller.
function verdictOf(worst, eps, step) {
  const args = { error: worst.toExponential(1), step, side: eps > BEST ? 'coarse' : 'fine' };
  if (worst < PASS && eps === BEST) return message('learning-check-verdict-agree', args);
  return message(worst < PASS ? 'learning-check-verdict-agree-but' : 'learning-check-verdict-off', args);
}
