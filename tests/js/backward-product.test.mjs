// The backward pass's worked product (web/sections/06b-backward.html,
// #backward-product-rule): the rule "the gradient arriving from above times
// the other factor, transposed" shown on Y = A·B with L = Σ G ⊙ Y. Every
// number the page writes there is numpy's: A, B and G (the same as the
// exercise that follows, PRODUCT_CASE), Y, L, the entry dB₁₂ = (Aᵀ·G)₁₂ and
// its two terms, and the nudge of B₁₂ by 0.1 with what Y₁₂, Y₂₂ and L become.
// The nudge moves L by exactly 0.1 · dB₁₂ (L is linear in B): numpy's
// one-sided and central difference quotients agree with dB₁₂ to rounding.
import { test } from 'node:test';
import { withProse } from '../../web/build/page.mjs';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { PRODUCT_CASE } from '../../web/lib/course/exercises.js';

const html = withProse(readFileSync(new URL('../../web/sections/06b-backward.html', import.meta.url), 'utf8'));
const worked = /<div id="backward-product-rule">([^]*?)<\/div>/.exec(html)[1].replace(/\s+/g, ' ');
const EPSILON = 0.1;

const numpy = JSON.parse(execFileSync('/usr/bin/python3', ['-c', `import numpy as np, json
A, B, G = (np.array(m, dtype=float).reshape(2, 2) for m in json.loads('${JSON.stringify(Object.values(PRODUCT_CASE))}'))
L = lambda b: float((G * (A @ b)).sum())
nudge = np.array([[0, ${EPSILON}], [0, 0]])
dB = A.T @ G
print(json.dumps({'Y': (A @ B).tolist(), 'L': L(B), 'dB12': dB[0, 1], 'terms': [A[0, 0], G[0, 1], A[1, 0], G[1, 1]],
  'nudged': (A @ (B + nudge)).tolist(), 'nudgedL': L(B + nudge), 'forward': (L(B + nudge) - L(B)) / ${EPSILON},
  'central': (L(B + nudge) - L(B - nudge)) / (2 * ${EPSILON}), 'B12': B[0, 1]}))`], { encoding: 'utf8' }));

// The page's 2 × 2 matrices in order, each row by row: A, B, Y, G.
const matrices = [...worked.matchAll(/\\begin\{pmatrix\}(.*?)\\end\{pmatrix\}/g)]
  .map((m) => m[1].split(/\\\\|&/).map(Number));
const number = (v) => String(Number(v.toFixed(6)));

test('the worked product writes out numpy’s A·B, with the exercise’s A, B and G', () => {
  assert.equal(matrices.length, 4);
  const [A, B, Y, G] = matrices;
  assert.deepEqual({ A, B, G }, { A: PRODUCT_CASE.A, B: PRODUCT_CASE.B, G: PRODUCT_CASE.G });
  assert.deepEqual(Y, numpy.Y.flat());
  assert.match(worked, /A = \\begin\{pmatrix\}.*B = \\begin\{pmatrix\}.*Y = AB = \\begin\{pmatrix\}.*G = \\begin\{pmatrix\}/);
});

test('its L, dB₁₂ = (Aᵀ·G)₁₂ with its two terms, and the entry it follows are numpy’s', () => {
  assert.ok(worked.includes(`\\( L = \\sum_{i,j} G_{ij} Y_{ij} \\), which is ${number(numpy.L)} here`), 'L');
  assert.ok(worked.includes(`\\( B_{12} = ${number(numpy.B12)} \\)`), 'B₁₂');
  const [a11, g12, a21, g22] = numpy.terms.map(number);
  assert.ok(worked.includes(`&= (A^\\top G)_{12} = ${a11} \\cdot ${g12} + ${a21} \\cdot ${g22} = ${number(numpy.dB12)}`), 'dB₁₂ and its terms');
  assert.equal(numpy.terms[0] * numpy.terms[1] + numpy.terms[2] * numpy.terms[3], numpy.dB12);
});

test('the finite-difference check: B₁₂ nudged by 0.1 gives numpy’s Y₁₂, Y₂₂ and L, and L moves by exactly 0.1 · dB₁₂', () => {
  const [[, y12], [, y22]] = numpy.nudged;
  const check = `nudge \\( B_{12} \\) to ${number(numpy.B12 + EPSILON)}: \\( Y_{12} \\) becomes ${number(y12)}, \\( Y_{22} \\) `
    + `becomes ${number(y22)}, and \\( L \\) becomes ${number(numpy.nudgedL)}, up by \\( ${EPSILON} \\times ${number(numpy.dB12)} \\)`;
  assert.ok(worked.includes(check), `${check}\nnot in\n${worked}`);
  // Exact up to rounding, one-sided or central: L is linear in B.
  assert.ok(Math.abs(numpy.forward - numpy.dB12) < 1e-12, `forward difference ${numpy.forward}`);
  assert.ok(Math.abs(numpy.central - numpy.dB12) < 1e-12, `central difference ${numpy.central}`);
  assert.ok(Math.abs(numpy.nudgedL - numpy.L - EPSILON * numpy.dB12) < 1e-12);
});
