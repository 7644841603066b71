// <attention-learning>'s model (web/elements/learning/model.js) against the
// core's trainer: Play, frame by frame, pauses by itself at the step that
// learns the task (59 for the previous token, 107 for the same letter);
// playing on, stepping and jumping give exactly the weights of one long
// call (so a link rebuilds them); a new rate retrains to the same step;
// W_Q and W_K are the trainer's; what a bad rate is told. (The page draws
// these figures: tests/e2e/widget-smoke; Play, Step, Reset and the pause
// off screen: tests/e2e/learning.test.mjs.)
import { test } from 'node:test';
import { withProse } from '../../web/build/page.mjs';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { advance, fields, model, playFrame, prepare, startRun } from '../../web/elements/learning/model.js';
import { D_MODEL, N, WIDTH, layerInputs } from '../../web/elements/learning-check/model.js';
import { inputs, loadCore, parseField } from './harness.mjs';

const am = await loadCore();
const defaults = inputs(fields);
// The figures without their functions (describe), for comparing two runs.
const plain = (figures) => JSON.parse(JSON.stringify(figures, (key, value) => (ArrayBuffer.isView(value) ? Array.from(value) : value)));

test('Play pauses by itself where the task is learned (step 59); playing on, the loss falls fifty-fold; the steps are one long call’s', () => {
  const run = startRun(am, defaults);
  const start = model(am, { run });
  assert.equal(start.step, 0);
  let frames = 0;
  while (playFrame(am, run, 1)) frames += 1;
  assert.equal(run.state.step, 59, 'paused where the task is learned');
  assert.equal(frames + 1, 59, 'one step a frame');
  assert.match(model(am, { run }).progress, /^Step 59: .*all 144 rows .* learned at step 59\.$/);
  // Play again goes on past it.
  while (run.state.step < 80) assert.equal(playFrame(am, run, 1), true);
  const stopped = run.state.step;
  assert.ok(model(am, { run }).loss < start.loss / 50, `loss ${start.loss} -> ${model(am, { run }).loss}`);
  // Step takes exactly one more update.
  advance(am, run, 1);
  assert.equal(run.state.step, stopped + 1);
  const figures = model(am, { run });
  // The same numbers as the core's trainer, taken in one call.
  const { state } = am.trainerStart({ task: 'previous', seed: 0 });
  const core = am.trainerSteps({ task: 'previous', seed: 0, state, learningRate: 0.02, steps: stopped + 1 });
  assert.deepEqual(Array.from(figures.learned.values), Array.from(core.evaluation.weights));
  assert.deepEqual(Array.from(figures.wq.values), Array.from(core.state.WQ));
  // And a link with that step rebuilds every figure, losses included.
  assert.deepEqual(plain(model(am, prepare(am, { ...defaults, steps: stopped + 1 }))), plain(figures), 'the link rebuilds the run');
  assert.match(figures.progress, /all 144 rows .* learned at step 59\./);
});

test('the same-letter task learns at step 107; a new rate retrains to the same step; a bad rate is told', () => {
  const same = model(am, prepare(am, { ...defaults, task: 'same', steps: 120 }));
  assert.equal(same.step, 120);
  assert.match(same.progress, /all 144 rows .* learned at step 107\./);
  assert.match(same.rule, /^Each letter appears twice/);
  const faster = model(am, prepare(am, { ...defaults, task: 'same', steps: 120, rate: 0.05 }));
  assert.equal(faster.step, 120, 'a new rate retrains to the same step');
  assert.notDeepEqual(Array.from(faster.learned.values), Array.from(same.learned.values));
  assert.equal(parseField(fields, 'rate', '7').message, 'The learning rate must be at most 0.2.');
  assert.deepEqual(fields.map((f) => f.param), ['task', 'lr', 'seed', 'speed', 'step']);
});

test('at step 0: the learned pattern, the target, W_Q and W_K are the trainer’s start; the product is its bilinear form', () => {
  const figures = model(am, prepare(am, defaults));
  const { state, evaluation, targetWeights } = am.trainerStart({ task: 'previous', seed: 0 });
  assert.deepEqual(Array.from(figures.wq.values), Array.from(state.WQ));
  assert.deepEqual(Array.from(figures.wk.values), Array.from(state.WK));
  assert.deepEqual(Array.from(figures.learned.values), Array.from(evaluation.weights));
  assert.deepEqual(Array.from(figures.target.values), Array.from(targetWeights));
  assert.deepEqual(Array.from(figures.bilinear.values), Array.from(evaluation.bilinear));
  assert.match(figures.progress, /^Step 0: .*not learned yet/);
  assert.deepEqual(figures.lossTable.rows.map((r) => r.header), ['0']);
});

// The backward pass's prose, as built from web/sections/06b-backward.html
// (inside.html): its main path (outside the "Go deeper" disclosure) gives
// every gradient as a display formula and, led by its question, the softmax
// Jacobian; each line's derivation waits behind the disclosure (the browser
// test opens it: tests/e2e/learning.test.mjs).
// TeX with each \underbrace{x}_{(shape)} read as x, and the shapes it gave:
// {tex, shapes: Map x → shape}. Braces nest (d_{\text{model}}), so they are counted.
function shapesOf(tex) {
  const shapes = new Map();
  const group = (at) => { // the {…} group opening at `at` → [its inside, the index after it]
    let depth = 0;
    for (let k = at; k < tex.length; k += 1) {
      depth += tex[k] === '{' ? 1 : tex[k] === '}' ? -1 : 0;
      if (depth === 0) return [tex.slice(at + 1, k), k + 1];
    }
    throw new Error(`unbalanced braces at ${at}`);
  };
  let out = '';
  let k = 0;
  for (let at = tex.indexOf('\\underbrace{'); at >= 0; at = tex.indexOf('\\underbrace{', k)) {
    const [body, after] = group(at + '\\underbrace'.length);
    const [shape, end] = tex.startsWith('_{', after) ? group(after + 1) : ['', after];
    if (!shapes.has(body)) shapes.set(body, shape);
    out += tex.slice(k, at) + body;
    k = end;
  }
  return { tex: out + tex.slice(k), shapes };
}

test('the main path gives every gradient and the Jacobian; the derivation is behind “Go deeper”', () => {
  const html = withProse(readFileSync(new URL('../../web/sections/06b-backward.html', import.meta.url), 'utf8'));
  const derivation = /<details class="go-deeper" id="learning-derivation">[^]*?<\/details>/.exec(html)[0];
  const main = shapesOf([...html.replace(derivation, '').matchAll(/\\\[([^]*?)\\\]/g)].map((m) => m[1]).join(' ')).tex;
  for (const gradient of ['dW_O', 'dO', 'dV', 'dP', 'dZ', 'dS', 'dQ', 'dK', 'dW_Q', 'dW_K', 'dW_V', 'dX']) {
    assert.match(main, new RegExp(`${gradient} &?= `), `the main path's results give ${gradient}`);
  }
  const formulas = (derivation.match(/\\\(|\\\[/g) ?? []).length;
  assert.ok(formulas >= 20, `${formulas} formulas in the derivation`);
  assert.match(main, /\\operatorname\{diag\}\(p\) - p\\,p\^\\top/, 'the Jacobian');
});

// The main path starts where the loss's gradient enters attention, at the
// output projection Y = O·W_O, and states its two lines with their shapes.
test('the main path starts at Y = O·W_O: dW_O = Oᵀ·dY and dO = dY·W_Oᵀ, with shapes, before dV and dP', () => {
  const html = withProse(readFileSync(new URL('../../web/sections/06b-backward.html', import.meta.url), 'utf8'));
  const derivation = /<details class="go-deeper" id="learning-derivation">[^]*?<\/details>/.exec(html)[0];
  const main = html.replace(derivation, '');
  const at = (pattern) => main.search(pattern);
  const forward = at(/\\underbrace\{Y\}_\{\(n,\\,d_\{\\text\{model\}\}\)\} = \\underbrace\{O\}_\{\(n,\\,d_v\)\}\\,\\underbrace\{W_O\}_\{\(d_v,\\,d_\{\\text\{model\}\}\)\}/);
  const dWO = at(/dW_O &= \\underbrace\{O\^\\top\}_\{\(d_v,\\,n\)\}\\,\\underbrace\{dY\}/);
  const dO = at(/dO &= \\underbrace\{dY\}_\{\(n,\\,d_\{\\text\{model\}\}\)\}\\,\\underbrace\{W_O\^\\top\}/);
  const dV = at(/\\underbrace\{dV\}_\{\(n,\\,d_v\)\} &= \\underbrace\{P\^\\top\}/);
  assert.ok(forward > 0 && forward < dWO && dWO < dO && dO < dV, `Y at ${forward}, dW_O at ${dWO}, dO at ${dO}, dV at ${dV}`);
});

// A newcomer found only dW_O and dO with shapes in the main text: dV, dP,
// dQ, dK, dW_Q and dX carry them there too, each the shape "Go deeper"
// derives for it (dQ and dK also their matrices', dW_Q W_Q's, dP P's).
test('the main path gives dV, dP, dQ, dK, dW_Q and dX their shapes, the same as the derivation’s', () => {
  const html = withProse(readFileSync(new URL('../../web/sections/06b-backward.html', import.meta.url), 'utf8'));
  const derivation = /<details class="go-deeper" id="learning-derivation">[^]*?<\/details>/.exec(html)[0];
  const main = shapesOf(html.replace(derivation, '')).shapes;
  const derived = shapesOf(derivation).shapes;
  const own = { dQ: 'Q', dK: 'K' };
  for (const gradient of ['dV', 'dP', 'dQ', 'dK', 'dW_Q', 'dX']) {
    assert.ok(main.get(gradient), `${gradient} has a shape on the main path`);
    assert.equal(main.get(gradient), derived.get(gradient), `${gradient}: main path against "Go deeper"`);
    if (own[gradient]) assert.equal(main.get(gradient), main.get(own[gradient]), `${gradient} has ${own[gradient]}'s shape`);
  }
  assert.equal(main.get('dP'), main.get('P^\\top'), 'dP is square, n by n, as P is');
  assert.equal(main.get('dW_Q'), '(d_{\\text{model}},\\,d_k)', 'dW_Q has W_Q’s shape, d_model by d_k');
});

// The formulas the main path states, on the layer the section's gradient
// check draws (its seed 1, L = Σ Y ⊙ G so dY = G), with one head and two:
// the core's multiHeadBackward gives dW_O, dO (the concatenation's gradient,
// each head's d_v columns) and each head's dV and dP; torch's autograd
// gives the same four, and the stated products of the core's forward
// numbers (Cᵀ·dY, dY·W_Oᵀ, Pᵀ·dO, dO·Vᵀ, by the core's matmul) equal them.
test('dW_O = Oᵀ·dY, dO = dY·W_Oᵀ, dV = Pᵀ·dO, dP = dO·Vᵀ: the core’s backward pass, torch’s autograd and the products agree', () => {
  const transpose = (values, rows, cols) => Float64Array.from({ length: rows * cols }, (_, k) => values[(k % rows) * cols + Math.floor(k / rows)]);
  const columns = (values, rows, cols, from, width) => Float64Array.from({ length: rows * width }, (_, k) => values[Math.floor(k / width) * cols + from + (k % width)]);
  const close = (ours, theirs, what) => {
    const scale = Math.max(1, ...Array.from(theirs, Math.abs));
    Array.from(ours).forEach((x, k) => assert.ok(Math.abs(x - theirs[k]) <= 1e-12 * scale, `${what}[${k}]: ${x} vs ${theirs[k]}`));
    assert.equal(ours.length, theirs.length, what);
  };
  for (const heads of [1, 2]) {
    const given = layerInputs(am, 1, heads);
    const width = heads * WIDTH;
    const core = am.multiHeadBackward({ ...given, n: N, dModel: D_MODEL, heads, dK: WIDTH, dV: WIDTH });
    const torch = JSON.parse(execFileSync('/usr/bin/python3', ['-c', TORCH_W_O], {
      input: JSON.stringify({ ...Object.fromEntries(Object.entries(given).map(([k, v]) => [k, Array.from(v)])), n: N, d: D_MODEL, h: heads, w: WIDTH }),
      encoding: 'utf8',
    }));
    const label = `${heads} head(s)`;
    close(core.dWO, torch.dWO, `${label}: core dW_O`);
    close(core.dConcat, torch.dO, `${label}: core dO`);
    close(am.matmul({ A: transpose(core.concat, N, width), B: given.dOutput, rows: width, inner: N, cols: D_MODEL }), torch.dWO, `${label}: Oᵀ·dY`);
    close(am.matmul({ A: given.dOutput, B: transpose(given.WO, width, D_MODEL), rows: N, inner: D_MODEL, cols: width }), torch.dO, `${label}: dY·W_Oᵀ`);
    const V = am.matmul({ A: given.X, B: given.WV, rows: N, inner: D_MODEL, cols: width });
    core.heads.forEach((head, i) => {
      const dO = columns(core.dConcat, N, width, i * WIDTH, WIDTH);
      const Vi = columns(V, N, width, i * WIDTH, WIDTH);
      close(head.dV, torch.dV[i], `${label}, head ${i + 1}: core dV`);
      close(head.dWeights, torch.dP[i], `${label}, head ${i + 1}: core dP`);
      close(am.matmul({ A: transpose(head.weights, N, N), B: dO, rows: N, inner: N, cols: WIDTH }), torch.dV[i], `${label}, head ${i + 1}: Pᵀ·dO`);
      close(am.matmul({ A: dO, B: transpose(Vi, N, WIDTH), rows: N, inner: WIDTH, cols: N }), torch.dP[i], `${label}, head ${i + 1}: dO·Vᵀ`);
    });
  }
});

// torch.autograd on the layer: each head softmax(Q_i·K_iᵀ/√d_k)·V_i, their
// outputs side by side, times W_O; L = Σ Y ⊙ G. The gradients of W_O, of the
// concatenation, and of each head's V_i and P_i, as autograd finds them.
const TORCH_W_O = `
import json, sys, math, torch
a = json.load(sys.stdin)
n, d, h, w = a['n'], a['d'], a['h'], a['w']
t = lambda name, r, c: torch.tensor(a[name], dtype=torch.float64).reshape(r, c)
X, WK, WV = t('X', n, d), t('WK', d, h * w), t('WV', d, h * w)
WQ = t('WQ', d, h * w).requires_grad_()  # so that P is part of the graph
WO = t('WO', h * w, d).requires_grad_()
G = t('dOutput', n, d)
Q, K, V = X @ WQ, X @ WK, X @ WV
Vs, Ps, outs = [], [], []
for i in range(h):
    Vi = V[:, i * w:(i + 1) * w].clone().requires_grad_()
    Pi = torch.softmax(Q[:, i * w:(i + 1) * w] @ K[:, i * w:(i + 1) * w].T / math.sqrt(w), dim=1)
    Pi.retain_grad()
    Vs.append(Vi); Ps.append(Pi); outs.append(Pi @ Vi)
C = torch.cat(outs, dim=1)
C.retain_grad()
(C @ WO * G).sum().backward()
flat = lambda x: x.detach().reshape(-1).tolist()
print(json.dumps({'dWO': flat(WO.grad), 'dO': flat(C.grad), 'dV': [flat(v.grad) for v in Vs], 'dP': [flat(p.grad) for p in Ps]}))
`;
