// mpmath (Debian's python3-mpmath, 50 digits) as the oracle for the softmax
// statistics the course shows: the largest weight, the entropy and the
// Jacobian's Frobenius norm ‖diag(p) − ppᵀ‖_F, from am.softmax and
// am.saturation (tests/oracle/mpmath_oracle.py computes them from the inputs
// alone). Issue 25: near one-hot, the norm was written Σp² − 2Σp³ + (Σp²)²,
// which cancels: on logits [0, −g, −g] it was 62 % off at g = 20 and 0 from
// g = 30, in the saturated regime the scaling lesson is about.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAttentionMath } from '../js/load-module.mjs';
import { PYTHON } from '../parity/harness.mjs';

const am = await loadAttentionMath();
const here = path.dirname(fileURLToPath(import.meta.url));
const NAMES = ['maxWeight', 'entropy', 'jacobianNorm'];

function mpmath(cases) {
  const input = JSON.stringify(cases, (_, x) => (x === -Infinity ? null : x));
  return JSON.parse(execFileSync(PYTHON, [path.join(here, 'mpmath_oracle.py')], { input, encoding: 'utf8' }));
}

// The precision's own limits: ε relative (a few roundings), and below the
// smallest subnormal weight (2^−149 in float32, 2^−1074 in float64) an
// absolute error of that much per weight, times |ln p| ≤ the gap for the
// entropy. float32 weights are subnormal from gaps of about 87 and 0 past
// 104, so there the statistics are only as good as that floor.
const PRECISIONS = {
  float64: { relative: 1e-13, tiny: 2 ** -1074 },
  float32: { relative: 2e-6, tiny: 2 ** -149 },
};

function relativeError(got, exact, floor) {
  return Math.abs(got - exact) <= floor ? 0 : Math.abs(got - exact) / Math.abs(exact);
}

test('near one-hot, softmax\'s statistics agree with mpmath at 50 digits: gaps 1 to 700, float64 and float32', (t) => {
  const gaps = [1, 2, 5, 10, 15, 20, 25, 30, 40, 50, 80, 100, 120, 200, 300, 400, 500, 600, 700];
  // Two rows: the issue's [0, −g, −g], and uneven small weights with a
  // second tier (the pair terms of the norm).
  const rows = gaps.flatMap((g) => [[0, -g, -g], [0, -g, -g - 3, -2 * g, -Infinity]]);
  const report = [];
  for (const [precision, { relative, tiny }] of Object.entries(PRECISIONS)) {
    const exact = mpmath(rows.map((logits) => ({ kind: 'softmax', logits, precision })));
    let worst = { error: 0 };
    rows.forEach((logits, r) => {
      const got = am.softmax({ logits, cols: logits.length, precision }).rows[0];
      const gap = -logits[1];
      for (const name of NAMES) {
        const floor = tiny * logits.length * (name === 'entropy' ? 1 + 2 * gap : 4);
        const error = relativeError(got[name], exact[r][name], floor);
        if (error > worst.error) worst = { error, name, gap, got: got[name], exact: exact[r][name] };
        assert.ok(error <= relative, `${precision} [${logits}] ${name}: ${got[name]} against mpmath's ${exact[r][name]}`);
      }
    });
    report.push(`${precision}: worst relative error ${worst.error.toExponential(2)}` +
                (worst.name ? ` (${worst.name}, gap ${worst.gap})` : ''));
  }
  t.diagnostic(report.join('; '));
});

test('every number the saturation lesson shows at its largest d_k (1024) agrees with mpmath', (t) => {
  // <attention-scaling> draws am.saturation({seed, dK}) for d_k = 1 … 1024,
  // 16 keys and 64 queries (its defaults), seed 0 unless the reader picks
  // another; its table prints each average to 3 decimals. The oracle draws
  // the same vectors with numpy's legacy generator and sums the dot products
  // exactly; the core sums them in double (about 1e-13 of a logit near 100).
  const cases = [0, 7].map((seed) => ({ kind: 'saturation', seed, dK: 1024, keys: 16, queries: 64 }));
  const exact = mpmath(cases);
  const lines = [];
  cases.forEach((c, index) => {
    const got = am.saturation({ seed: c.seed, dK: c.dK });
    for (const side of ['unscaled', 'scaled']) {
      for (const name of NAMES) {
        const e = exact[index][side][name], error = Math.abs(got[side][name] - e) / Math.abs(e);
        assert.ok(error < 1e-9, `seed ${c.seed} ${side} ${name}: ${got[side][name]} against mpmath's ${e}`);
        lines.push(`seed ${c.seed} ${side} ${name} ${got[side][name].toFixed(3)} (relative ${error.toExponential(1)})`);
      }
    }
  });
  t.diagnostic(lines.join('; '));
});
