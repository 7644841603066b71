// The predictions each core step opens with (web/lib/course/predictions.js),
// against the real core and numpy, without a browser: what the verdict
// says of each answer (the core's numbers, the mistake named), of "Just
// show me", and of a prediction shown again on a later visit; the spellings
// a text answer is read in. The verdict is computed by predictionVerdict,
// as <attention-predict> shows it; tests/e2e/course-predict.test.mjs checks
// that the page shows exactly these verdicts, and what only a page has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { loadAttentionMath } from './load-module.mjs';
import { predicted, prompt, solved } from './course-answers.mjs';
import { PREDICTIONS } from '../../web/lib/course/predictions.js';
import { BUGS } from '../../web/elements/misconceptions/bugs/model.js';

const am = await loadAttentionMath();
const python = (code) => JSON.parse(execFileSync('/usr/bin/python3', ['-c', `import numpy as np, json\n${code}`], { encoding: 'utf8' }));
const fixed = (value, decimals) => value.toFixed(decimals).replace(/^-/, '−');
const listed = (values, decimals = 3) => Array.from(values, (v) => fixed(v, decimals)).join(', ');

test('scaling: a wrong variance is compared with the core’s measured one, and says why', () => {
  const sample = am.dotProducts({ seed: 0, dK: 256 });
  const { state, text } = predicted('scaling/variance-256', '16');
  assert.equal(state, 'is-wrong');
  assert.match(text, /You predicted “16”\./);
  assert.match(text, /16 is the standard deviation, √256/);
  assert.ok(text.includes(`variance ${fixed(sample.variance, 1)}`), `${text} quotes the core’s ${sample.variance}`);
});

test('numbers in other formats: 2.56e2 and 256 are right, “seven” is a format message', () => {
  for (const [typed, right] of [['2.56e2', true], [' 256 ', true], ['1', false]]) {
    const { text } = predicted('scaling/variance-256', typed);
    assert.equal(/Right\./.test(text), right, `${typed}: ${text}`);
  }
  const seven = predicted('scaling/variance-256', 'seven');
  assert.equal(seven.state, 'is-format');
  assert.match(seven.text, /“seven” is not a number/);
});

test('“Just show me” gives the core’s answer: the masked row of “cat”', () => {
  const w = am.walkthrough({});
  const { weights } = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: w.dK, dV: w.dV, causal: true });
  const { text } = predicted('masking/minus-infinity', null, { skipped: true });
  assert.match(text, /^The answer: Exactly 0: exp\(−∞\) = 0\./);
  assert.ok(text.includes(listed(weights.slice(4, 8))), `${text} quotes the core’s row for “cat”`);
});

test('masking/minus-infinity points at the widget below it, whose causal row of “cat” is the one it quotes', async () => {
  const masking = await import('../../web/elements/masking/model.js');
  const shown = masking.model(am, { causal: true, pad: false, ...masking.prepare(am) });
  const { values, rows: n, rowLabels } = shown.fills[0].weights;
  const { text } = predicted('masking/minus-infinity', 'zero');
  assert.match(text, /Right\. In the widget below, with the causal mask on, the row of “cat” gives the keys the weights /);
  const w = am.walkthrough({});
  const { weights } = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: w.dK, dV: w.dV, causal: true });
  assert.equal(n, w.n);
  assert.equal(rowLabels[1], 'cat');
  assert.deepEqual(Array.from(values.slice(n, 2 * n)), Array.from(weights.slice(4, 8)));
  assert.ok(text.includes(listed(weights.slice(4, 8))), text);
});

test('a shape prediction names the shape given, with the core’s; shown again on a later visit as made', () => {
  const S = am.shapes({ n: 7, m: 7, dModel: 64, dK: 16, dV: 16 }).find((s) => s.name === 'Q·Kᵀ');
  const now = predicted('scores/shape-7-16', '7x16');
  assert.match(now.text, /That is Q’s shape/);
  assert.match(now.text, new RegExp(`\\(${S.rows}, ${S.cols}\\)`));
  assert.match(predicted('scores/shape-7-16', '7x16', { restored: true }).text, /^✗Your prediction was “7x16”\. That is Q’s shape/);
});

test('a choice: the wrong axis is answered with the core’s row and column sums; the right one is right', () => {
  const w = am.walkthrough({});
  const { rowSums, columnSums } = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: w.dK, dV: w.dV });
  const { text } = predicted('softmax/rows-or-columns', 'columns');
  assert.match(text, /^✗You predicted “Each column: one key’s weights from all the queries”\./);
  assert.ok(text.includes(listed(rowSums)) && text.includes(listed(columnSums)), text);
  assert.match(predicted('softmax/rows-or-columns', 'rows').text, /^✓You predicted .* Right\./);
});

test('the sketch: close to the doubled scores’ weights is right, and quotes them (numpy agrees)', () => {
  const doubled = python('z = 2 * np.array([2., 1., 0., -1.])\ne = np.exp(z - z.max())\nprint(json.dumps((e / e.sum()).tolist()))');
  const { text } = predicted('softmax/double-scores', [0.9, 0.12, 0, 0]);
  assert.ok(text.includes(listed(doubled)), `${text} quotes ${doubled}`);
  assert.match(text, /You predicted “0\.90, 0\.12, 0\.00, 0\.00”/);
  assert.match(text, /^✓/, 'within 0.08 of each weight');
});

test('the sketch: the right direction, not far enough, is told so, with the squared ratio (numpy)', () => {
  const [top, next] = python('z = np.array([2., 1., 0., -1.])\n'
    + 'w = lambda z: np.exp(z - z.max()) / np.exp(z - z.max()).sum()\n'
    + 'print(json.dumps([[w(z)[0], w(2 * z)[0]], [w(z)[1], w(2 * z)[1]]]))');
  // The top bar up by 0.1 (short of the real weight by more than 0.08), the others down by 0.1, from where they start.
  const start = solved('softmax/double-scores').before.map((v) => Math.round(v * 100) / 100);
  const moved = start.map((v, j) => Math.max(0, Math.round((j === 0 ? v + 0.1 : v - 0.1) * 100) / 100));
  const { text } = predicted('softmax/double-scores', moved);
  assert.match(text, /^✗/);
  assert.match(text, new RegExp(`Right direction, not far enough: your top bar is at ${(top[0] + 0.1).toFixed(2)}\\.`));
  assert.ok(text.includes(`${fixed(top[0], 3)}/${fixed(next[0], 3)} ≈ ${fixed(top[0] / next[0], 1)} becomes ≈ `
    + `${fixed(top[1] / next[1], 1)}, so the top weight goes to ≈ ${fixed(top[1], 3)}`), text);
  assert.doesNotMatch(text, /should rise/);
});

test('the sketch committed with no bar moved: the top bar did not rise', () => {
  const start = solved('softmax/double-scores').before.map((v) => Math.round(v * 100) / 100);
  assert.match(predicted('softmax/double-scores', start).text, /^✗You predicted “.*”\. Your top bar did not rise/);
});

test('weighted sum: the question gives the weights; the output leans a little toward the largest weight (the core’s numbers); the nearest choice is right (numpy)', () => {
  const w = am.walkthrough({});
  const cat = Array.from(w.weights.slice(4, 8));
  const top = w.tokens[cat.indexOf(Math.max(...cat))];
  const first = fixed(w.output[3], 3); // Output["cat"], first coordinate
  const question = prompt('weighted-sum/leans-toward');
  w.tokens.forEach((t, j) => assert.ok(question.includes(`${fixed(cat[j], 3)} for “${t}”`), `${question} states the weight on “${t}”`));
  const { text } = predicted('weighted-sum/leans-toward', 'top');
  assert.match(text, new RegExp(`^✗You predicted “v for “${top}”, the largest weight.*It leans toward v for “${top}”, but only a little`));
  assert.ok(text.includes(`first coordinate is ${first}`) && text.includes(listed(cat)), text);
  // The plain-sum choice adds the values as the question prints them (to 3 decimals).
  const printed = w.tokens.map((_, j) => Number(fixed(w.V[j * 3], 3).replace('−', '-')));
  const sum = solved('weighted-sum/leans-toward').choices.find((c) => c.value === 'sum').label;
  assert.ok(sum.endsWith(fixed(printed.reduce((a, b) => a + b, 0), 3)), sum);
  // The nearest of the four choices, by numpy.
  const V = Array.from(w.V);
  const nearest = python(`V = np.array(${JSON.stringify(V)}).reshape(4, 3)[:, 0]
options = {'top': V[${w.tokens.indexOf(top)}], 'average': V.mean(), 'sum': V.sum(), 'own': V[1]}
print(json.dumps(min(options, key=lambda k: abs(options[k] - ${w.output[3]}))))`);
  assert.match(predicted('weighted-sum/leans-toward', nearest).text, /^✓.*Right\./);
});

test('which key: numpy’s dot products pick the key the verdict names, each wrong choice names its mistake, and the reveal sets the geometry widget to the asked arrows', () => {
  const scores = python('q = np.array([1.5, 0.5]); K = np.array([[1, 1], [-1, 1], [1, -1]])\nprint(json.dumps((K @ q).tolist()))');
  const top = scores.indexOf(Math.max(...scores));
  const right = predicted('scores/which-key', String(top));
  assert.match(right.text, /^✓You predicted .* Right\./);
  for (const [j, s] of scores.entries()) assert.ok(right.text.includes(`q·k${'₁₂₃'[j]} = ${fixed(s, 2)}`), `${j}: ${right.text}`);
  for (const wrong of ['0', '1', '2', 'tie'].filter((v) => v !== String(top))) {
    const { state, text } = predicted('scores/which-key', wrong);
    assert.equal(state, 'is-wrong', wrong);
    assert.match(text, wrong === 'tie' ? /direction as well as length/ : new RegExp(`^✗You predicted “k${'₁₂₃'[Number(wrong)]}`), text);
  }
  // The widget shows the question's arrows: q and the keys as attributes.
  const { widget } = PREDICTIONS['scores/which-key'];
  const set = widget['attention-geometry'];
  assert.deepEqual([set['q-x'], set['q-y']].map(Number), [1.5, 0.5]);
  assert.deepEqual([1, 2, 3].map((k) => [Number(set[`k${k}-x`]), Number(set[`k${k}-y`])]), [[1, 1], [-1, 1], [1, -1]]);
});

// The bug gallery's three questions show their code, not only a sentence
// about it: lines of numpy, the buggy ones marked, and those are the very
// statements the gallery's widget shows as the buggy version of that bug.
test('the spot-the-bug predictions show their numpy, the marked lines the gallery’s own buggy statements', () => {
  const statements = (line) => line.split(';').map((part) => part.replace(/#.*$/, '').trim()).filter(Boolean);
  const asked = { 'misconceptions/online-rescale': 'online-no-rescale', 'misconceptions/mask-after-softmax': 'mask-after-softmax',
                  'misconceptions/one-layer-induction': 'one-layer-induction' };
  for (const [name, bug] of Object.entries(asked)) {
    const { code } = PREDICTIONS[name];
    assert.ok(Array.isArray(code) && code.length >= 2, `${name} shows its code`);
    const lines = code.map((line) => line.text.trim());
    const wrong = code.filter((line) => line.wrong).map((line) => line.text.trim());
    const buggy = statements(BUGS[bug].wrong);
    assert.ok(wrong.length >= 1, `${name} marks its buggy lines`);
    for (const line of wrong) assert.ok(buggy.includes(line), `${name}: “${line}” is not one of ${buggy.join(' | ')}`);
    for (const statement of buggy) assert.ok(lines.includes(statement), `${name}: the code lacks “${statement}”`);
    assert.ok(code.every((line) => line.text.length <= 32), `${name}: a line longer than 32 characters wraps on a phone`);
    assert.match(PREDICTIONS[name].prompt, /marked line/, `${name}: the question points at the marked line(s)`);
  }
});
