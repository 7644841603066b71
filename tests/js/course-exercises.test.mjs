// The checked exercises (web/lib/course/exercises.js) against the real core
// and numpy, without a browser: for every exercise of the course, the
// core's answer is right and explained, each wrong answer gets the hint
// aimed at its mistake, and the spellings a reader types are read (or get a
// format message) as the answer box reads them (parseAnswer). A verdict's
// text is what the page shows: its mark, then the text with W_K, d_k… set
// as name and subscript (textContent "WK"). tests/e2e/course-exercises.test.mjs
// checks that the element shows these verdicts, records and remembers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { loadAttentionMath } from './load-module.mjs';
import { EXERCISES, PRODUCT_CASE, answerText } from '../../web/lib/course/exercises.js';
import { answer, shown, solved } from './course-answers.mjs';

const am = await loadAttentionMath();
const python = (code) => JSON.parse(execFileSync('/usr/bin/python3', ['-c', `import numpy as np, json\n${code}`], { encoding: 'utf8' }));
const fixed = (value, decimals) => value.toFixed(decimals).replace(/^-/, '−');
const listed = (values, decimals = 3) => Array.from(values, (v) => fixed(v, decimals)).join(', ');

// Right and wrong answers for every exercise, the right ones from the core
// (or numpy), each wrong one with the hint it must get.
function cases() {
  const shape = (sizes, name) => am.shapes(sizes).find((s) => s.name === name);
  const shapeIn = ({ rows, cols }) => new RegExp(`^✓Correct\\. \\(${rows}, ${cols}\\)`);
  const k = shape({ n: 10, dModel: 512, dK: 64, dV: 32 }, 'K');
  const cross = shape({ n: 7, m: 5, dModel: 64, dK: 16, dV: 16 }, 'Q·Kᵀ');
  const out = shape({ n: 7, m: 7, dModel: 64, dK: 16, dV: 32 }, '·V');
  const dotVariance = am.dotProducts({ seed: 0, dK: 144 }).variance;
  const dot = python('print(json.dumps(float(np.dot([1, 2, -1], [0.5, -1, 2]))))');
  const soft = Array.from(am.softmax({ logits: [1, 3, 4], cols: 3 }).weights);
  const mix = Array.from(am.weightedSumTerms({ weights: [0.5, 0.25, 0.25], V: [2, 0, 0, 4, -4, 4], n: 1, m: 3, dV: 2, row: 0 }).output);
  const params = am.attentionParams({ dModel: 512, heads: 8 });
  const ratio = am.attentionFlops({ n: 10, dModel: 512, heads: 8 }).total / am.attentionFlops({ n: 10, dModel: 512, heads: 1 }).total;
  // The softmax Jacobian's row for key 2 (numpy: diag(p) − p·pᵀ), the loss at
  // chance (numpy: ln 12) and the induction target of a run of six (the
  // position after the earlier copy, found in the string by Python).
  const jacobian = python('p = np.array([0.5, 0.3, 0.2])\nprint(json.dumps((np.diag(p) - np.outer(p, p))[1].tolist()))');
  // dz for that row with dp = (2, −1, 0.5) from above: torch's autograd through its own softmax.
  const dz = JSON.parse(execFileSync('/usr/bin/python3', ['-c', `import torch, json
z = torch.log(torch.tensor([0.5, 0.3, 0.2], dtype=torch.float64)).requires_grad_()
torch.softmax(z, 0).backward(torch.tensor([2, -1, 0.5], dtype=torch.float64))
print(json.dumps(z.grad.tolist()))`], { encoding: 'utf8' }));
  const chance = python('print(json.dumps(float(np.log(12))))');
  const period = python('s = "CFAKBHCFAKBH"\nprint(json.dumps(s.index(s[9]) + 1))');
  // The review's chapter-4 practice: the rescale e^(m − m′) of two chunks, and ∂p₁/∂z₃ of diag(p) − p·pᵀ.
  const rescale = python('z = np.array([1.2, 0.5, -0.3, 2.0, 0.7])\nprint(json.dumps(float(np.exp(z[:3].max() - z.max()))))');
  const entry = python('p = np.array([0.7, 0.2, 0.1])\nprint(json.dumps(float((np.diag(p) - np.outer(p, p))[0, 2])))');
  // The review's masked row: numpy scales by √4, masks key 4 with −inf and takes the softmax (and each slip);
  // its two heads: Python finds the previous position and the one after the earlier copy.
  const masked = python(`raw = np.array([2., 4., 1., 6.])
def w(z): e = np.exp(z - z.max()); return (e / e.sum())[1]
hide = np.array([0., 0., 0., -np.inf])
print(json.dumps([w(raw / 2 + hide), w(raw + hide), w(raw / 4 + hide), w(raw / 2), w(np.where(np.isinf(hide), 0, raw / 2))]))`);
  const heads = python('s = "GDLAEGDLAE"; i = 7\nprint(json.dumps([i - 1, s.index(s[i]) + 1, s[s.index(s[i]) + 1]]))');
  // dW_Q's shape: torch's autograd, for X (10, 512) and W_Q (512, 64).
  const dwq = JSON.parse(execFileSync('/usr/bin/python3', ['-c', `import torch, json
X = torch.randn(10, 512, dtype=torch.float64); W = torch.zeros(512, 64, dtype=torch.float64, requires_grad=True)
(X @ W).sum().backward()
print(json.dumps(list(W.grad.shape)))`], { encoding: 'utf8' }));
  // dA₂₁ of the backward pass's worked product, and each slip's value, by numpy.
  const product = python(`A, B, G = (np.array(m, dtype=float).reshape(2, 2) for m in json.loads('${JSON.stringify(Object.values(PRODUCT_CASE))}'))
dA = G @ B.T
L = lambda a: float((G * (a @ B)).sum())
print(json.dumps([dA[1, 0], (G @ B)[1, 0], G[1, 0] * B[0, 0], G[1, 1] * B[0, 1], dA[0, 1], (G @ A.T)[1, 0], G[1, 0], (B.T @ G)[1, 0], (A.T @ G)[1, 0],
                  [G[1, 0], B[0, 0], G[1, 1], B[0, 1]], L(A), L(A + np.array([[0, 0], [0.1, 0]]))]))`);
  const tenths = (v) => fixed(v, 1).replace(/\.0$/, '');
  // Chapter 4's update by hand, and each slip's ℓ′, by numpy from the four scores.
  const update = python(`z = np.array([1.0, 0.2, 2.0, 0.5]); m, m2 = z[:2].max(), z.max()
ell = np.exp(z[:2] - m).sum(); new = np.exp(z[2:] - m2).sum(); f = np.exp(m - m2)
print(json.dumps({'m2': float(m2), 'ell2': float(f * ell + new), 'ell': float(ell), 'f': float(f), 'none': float(ell + new), 'flip': float(ell / f + new),
                  'old': float(f * ell + np.exp(z[2:] - m).sum())}))`);
  const [g21, b11, g22, b12] = product[9].map((v) => (v < 0 ? `\\(${fixed(v, 0)}\\)` : fixed(v, 0)));
  return {
    'backward/da-entry': { right: String(product[0]),
                           wrong: [[product[1], /column 1 of B, as G·B would/], [product[2], /through Y₂₁ alone/], [product[3], /through Y₂₂ alone/],
                                   [product[4], /dA₁₂, the entry across the diagonal/], [product[5], /multiplies by A itself/],
                                   [product[6], /That is G₂₁, the gradient arriving/], [product[7], /G on the wrong side/], [product[8], /That is dB₂₁/]]
                             .map(([v, hint]) => [String(v), hint]),
                           explains: new RegExp(`^✓Correct\\. ${product[0]}\\..*= ${g21}·${b11} \\+ ${g22}·${b12} = ${product[0]}: row 2 of G against row 1 of B`
                             + `.*from ${tenths(product[10])} to ${tenths(product[11])}, up by 0\\.1 × ${product[0]}\\.$`.replace(/(\d)\.(\d)/g, '$1\\.$2')) },
    'online-softmax/update': { right: `${update.m2}, ${update.ell2.toFixed(3)}`,
                               wrong: [[`${update.m2}, ${update.none.toFixed(3)}`, /added the new terms to ℓ as it was/], [`${update.m2}, ${update.flip.toFixed(3)}`, /upside down/],
                                       [`${update.m2}, ${update.old.toFixed(3)}`, /new terms are relative to the old m/], [`1, ${update.ell2.toFixed(3)}`, /largest score seen so far/]],
                               explains: new RegExp(`^✓Correct\\. m′ = 2\\.0, and ℓ′ = e\\^\\(1\\.0 − 2\\.0\\)·${update.ell.toFixed(3).replace('.', '\\.')} \\+ e\\^\\(2\\.0 − 2\\.0\\) \\+ e\\^\\(0\\.5 − 2\\.0\\) = `
                                 + `${update.f.toFixed(3).replace('.', '\\.')}·${update.ell.toFixed(3).replace('.', '\\.')} \\+ [0-9.]+ = ${update.ell2.toFixed(3).replace('.', '\\.')}\\.`) },
    'backward/dwq-shape': { right: `(${dwq[0]}, ${dwq[1]})`, wrong: [['(10, 64)', /That is dQ’s shape/], ['64x512', /W\s?Qᵀ’s shape/], ['(10, 512)', /That is X’s shape/]],
                            explains: new RegExp(`^✓Correct\\. \\(${dwq[0]}, ${dwq[1]}\\)`) },
    'backward/jacobian-row': { right: jacobian.map((v) => v.toFixed(2)).join(', '),
                               wrong: [['-0.15, 0.3, -0.06', /p₂\(1 − p₂\), not p₂/], ['0, 0.21, 0', /off the diagonal the entries are −p₂·p/],
                                       ['0.15, -0.21, 0.06', /Every sign is swapped/], ['0.15, 0.09, 0.06', /p·pᵀ alone/],
                                       ['-0.15, -0.21, -0.06', /diagonal entry is positive/], ['1, 1, 1', /add up to 0/]],
                               explains: new RegExp(`^✓Correct\\. \\(${listed(jacobian, 2).replace(/\./g, '\\.')}\\)`) },
    'backward/dz-row': { right: dz.map((v) => v.toFixed(2)).join(', '),
                         wrong: [['1, -0.3, 0.1', /Σ term is missing/], ['1.4, -0.06, 0.26', /Σ term is added/], ['-0.6, 0.54, 0.06', /Every sign is swapped/],
                                 ['1.2, -1.8, -0.3', /without the factor pⱼ/], ['0.75, -0.45, 0', /plain average of dp/], ['1, 1, 1', /add up to 0/]],
                         explains: new RegExp(`^✓Correct\\. \\(${listed(dz, 2).replace(/\./g, '\\.')}\\)\\. The weighted average is Σₖ pₖ·dpₖ = ${(2 - dz[0] / 0.5).toFixed(2).replace(".", "\\.")}`) },
    'trained-heads/chance-loss': { right: chance.toFixed(2), wrong: [['0.083', /probability p itself/], ['-2.48', /wrong sign/], ['1.08', /log base 10/], ['12', /1\/p/]],
                                   explains: new RegExp(`^✓Correct\\. ${chance.toFixed(2).replace('.', '\\.')}: ln 12, chance`) },
    'trained-heads/induction-period': { right: String(period), wrong: [['3', /earlier K itself/], ['8', /previous token/], ['9', /query itself/], ['10', /causal mask/], ['2', /run of eight/]],
                                        explains: new RegExp(`^✓Correct\\. ${period}: the earlier K is at ${period - 1}, and B came after it`) },
    'qkv/k-shape': { right: `(${k.rows}, ${k.cols})`, wrong: [['(512, 64)', /That is W\s?K\./], ['10x32', /V’s shape/]], explains: shapeIn(k) },
    'takeaways/cross-shape': { right: `${cross.rows}x${cross.cols}`, wrong: [['(5, 7)', /swapped/], ['7,16', /That is Q/], ['16x16', /That is Q\s?ᵀ·K, the product the other way round/]], explains: shapeIn(cross) },
    'scores/dot-product': { right: String(dot), wrong: [['3.5', /wrong sign/], ['1', /coordinate by coordinate/]], explains: new RegExp(`^✓Correct\\. ${String(dot).replace('-', '−').replace('.', '\\.')}\\.`) },
    // At d_k = 144, a width the section's prose does not name (it says 64 puts a raw score about 8 from zero).
    'scaling/dot-std': { right: '12', wrong: [['144', /144 is the variance/], ['8', /Each product q\[d\]·k\[d\] has variance 1/],
                                               ['1', /after dividing by √d\s?k.*raw sum of 144 products/]],
                         explains: new RegExp(`√144 = 12.*variance ${dotVariance.toFixed(2)}`) },
    'takeaways/masked-weight': { right: masked[0].toFixed(3),
                                 wrong: [[masked[1].toFixed(3), /softmax of the raw scores/], [masked[2].toFixed(3), /divides by d\s*k = 4/],
                                         [masked[3].toFixed(3), /lets key 4 in/], [masked[4].toFixed(3), /score of 0, which is an ordinary score/],
                                         // a reader's no-mask answer, worked with rounded exps: 0.001 off numpy's 0.232
                                         [(masked[3] + 0.0012).toFixed(3), /lets key 4 in/]],
                                 explains: new RegExp(`^✓Correct\\. ${masked[0].toFixed(3).replace('.', '\\.')}\\. Scaled, the three visible scores are \\(1\\.0, 2\\.0, 0\\.5\\)`) },
    'masking/causal-count': { right: '10', wrong: [['15', /diagonal too/], ['20', /both triangles/], ['5', /row by row/]], explains: /4 \+ 3 \+ 2 \+ 1 \+ 0/ },
    'takeaways/two-heads': { right: `${heads[0]}, ${heads[1]}`,
                             wrong: [[`${heads[1]}, ${heads[0]}`, /other way round/], ['7, 3', /query itself/], ['6, 8', /causal mask/],
                                     ['6, 2', /earlier L itself/], ['5, 3', /previous-token head/]],
                             explains: new RegExp(`^✓Correct\\. ${heads[0]} and ${heads[1]}\\..*the model guesses ${heads[2]}\\.`) },
    'softmax/three-logits': { right: soft.map((w) => w.toFixed(3)).join(', '), wrong: [['0.333, 0.333, 0.333', /Equal weights/], ['0.125, 0.375, 0.500', /plain sum of the scores/],
                                                                                   ['0.100, 0.300, 0.600', /Subtract the largest score first, giving \(−3, −1, 0\)/]],
                              explains: new RegExp(listed(soft).replace(/\./g, '\\.')) },
    'weighted-sum/mix': { right: mix.join(', '), wrong: [['1, 0', /first term only/], ['-0.667, 2.667', /plain average, every value counted alike/], ['-2, 8', /without their weights/], ['3, 3', /Scale each value/]], explains: new RegExp(`\\(${mix.join(', ')}\\)`) },
    'takeaways/rescale': { right: rescale.toFixed(3), wrong: [[(1 / rescale).toFixed(3), /upside down/], ['-0.8', /the exponent/], ['0.8', /the exponent/], ['1', /larger score than any before/]],
                           explains: new RegExp(`^✓Correct\\. ${rescale.toFixed(3).replace('.', '\\.')} = e\\^\\(1\\.2 − 2\\.0\\)`) },
    'takeaways/jacobian-entry': { right: entry.toFixed(2), wrong: [[(-entry).toFixed(2), /wrong sign/], ['0.21', /diagonal entry/], ['0', /does change/]],
                                  explains: new RegExp(`^✓Correct\\. ${fixed(entry, 2).replace('.', '\\.')} = −p₁·p₃`) },
    'takeaways/output-shape': { right: `${out.rows}x${out.cols}`, wrong: [['7x16', /d\s*k only lives inside the scores/]], explains: shapeIn(out) },
    'multi-head/params': { right: params.total.toLocaleString('en-US'), wrong: [['786432', /W\s*O, which mixes the heads/]],
                           explains: /1,048,576.*262,144/ },
    'multi-head/flops': { right: ratio.toFixed(4), wrong: [['8', /8 times narrower/]], explains: new RegExp(`ratio is ${ratio.toFixed(4)}`) },
  };
}

test('every exercise of the course has its cases here', () => {
  assert.deepEqual(Object.keys(cases()).sort(), Object.keys(EXERCISES).sort());
});

for (const [name, { right, wrong, explains }] of Object.entries(cases())) {
  test(`${name}: the core’s answer is correct, each wrong one gets its own hint`, () => {
    for (const [typed, hint] of wrong) {
      const bad = answer(name, typed);
      assert.equal(bad.state, 'is-wrong', `${typed}: ${bad.text}`);
      assert.match(bad.text, /^✗Not yet\./);
      assert.match(bad.text, hint, `${typed}: ${bad.text}`);
    }
    const good = answer(name, right);
    assert.equal(good.state, 'is-right', `${right}: ${good.text}`);
    assert.match(good.text, explains);
  });
}

test('the softmax answer (of 1, 3, 4, not the numerics checkpoint’s 0, 1, 2 shifted) is checked against am.softmax to ±0.0005; 2 decimals asks for 3', () => {
  const name = 'softmax/three-logits';
  const w = Array.from(am.softmax({ logits: [1, 3, 4], cols: 3 }).weights);
  assert.equal(answer(name, `[${w.map((v) => v.toFixed(3)).join(' ')}]`).state, 'is-right');
  assert.equal(answer(name, w.map((v) => v.toFixed(5)).join(', ')).state, 'is-right');
  const off = w.map((v, j) => (j === 2 ? v + 0.01 : v).toFixed(3)).join(', ');
  assert.equal(answer(name, off).state, 'is-wrong');
  // One thousandth off in the third decimal is outside ±0.0005.
  const nudged = w.map((v, j) => (j === 0 ? Number(v.toFixed(3)) + 0.001 : v).toFixed(3)).join(', ');
  assert.equal(answer(name, nudged).state, 'is-wrong', nudged);
  const rounded = answer(name, w.map((v) => v.toFixed(2)).join(', '));
  assert.equal(rounded.state, 'is-format', 'two decimals is a format message, not a wrong answer');
  assert.match(rounded.text, new RegExp(`Give each number to 3 decimals \\(you wrote ${w[0].toFixed(2).replace('.', '\\.')}\\)`));
  assert.doesNotMatch(rounded.text, /e¹/, 'no hint about the method');
  const format = answer(name, '0.09, 0.24');
  assert.equal(format.state, 'is-format');
  assert.match(format.text, /Enter 3 numbers .* \(you gave 2\)/);
});

test('shapes accept (7, 5), 7,5, 7x5 and 7×5; other spellings get a format message, not a verdict', () => {
  const name = 'takeaways/cross-shape';
  for (const spelling of ['(7, 5)', '7,5', '7x5', '7×5', '[7,5]', ' 7 X 5 ', '7 by 5']) {
    assert.equal(answer(name, spelling).state, 'is-right', spelling);
  }
  const format = answer(name, 'seven by five');
  assert.equal(format.state, 'is-format');
  assert.match(format.text, /\(7, 7\), 7,7 and 7x7 all work/);
});

test('numbers: grouped thousands, fractions, decimals without a leading zero and a true minus are read', () => {
  const params = am.attentionParams({ dModel: 512, heads: 8 });
  const numberFormat = answer('multi-head/params', 'a million');
  assert.equal(numberFormat.state, 'is-format');
  assert.match(numberFormat.text, /“a million” is not a number/);
  const spaced = params.total.toLocaleString('en-US').replace(/,/g, ' ');
  assert.equal(answer('multi-head/params', spaced).state, 'is-right');
  assert.equal(answer('multi-head/params', `${params.total / 1e6}e6`).state, 'is-right');
  for (const spelling of ['−3.5', '-7/2', '= -3.50']) {
    assert.equal(answer('scores/dot-product', spelling).state, 'is-right', spelling);
  }
  assert.equal(answer('masking/causal-count', '20/2').state, 'is-right');
  assert.equal(answer('masking/causal-count', '1/0').state, 'is-format');
});

test('a wrong answer’s hint does not give the answer away; the answer shown on request is the core’s', () => {
  const name = 'masking/causal-count';
  assert.doesNotMatch(answer(name, '5').text, /\b10\b/, 'the hint does not give the answer away');
  assert.match(shown(answerText(EXERCISES[name], solved(name))), /^Answer: 10\. Row by row the mask hides 4 \+ 3 \+ 2 \+ 1 \+ 0 keys/);
});
