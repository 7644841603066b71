// <attention-learning>'s model (web/elements/learning/model.js) against the
// core's trainer: Play, frame by frame, pauses by itself at the step that
// learns the task (59 for the previous token, 107 for the same letter);
// playing on, stepping and jumping give exactly the weights of one long
// call (so a link rebuilds them); a new rate retrains to the same step;
// W_Q and W_K are the trainer's; what a bad rate is told. (The page draws
// these figures: tests/e2e/widget-smoke; Play, Step, Reset and the pause
// off screen: tests/e2e/learning.test.mjs.)
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { advance, fields, model, playFrame, prepare, startRun } from '../../web/elements/learning/model.js';
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
  assert.match(model(am, { run }).progress, /^Step 59: .*144 of 144 rows .* learned at step 59\.$/);
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
  assert.match(figures.progress, /144 of 144 rows .* learned at step 59\./);
});

test('the same-letter task learns at step 107; a new rate retrains to the same step; a bad rate is told', () => {
  const same = model(am, prepare(am, { ...defaults, task: 'same', steps: 120 }));
  assert.equal(same.step, 120);
  assert.match(same.progress, /144 of 144 rows .* learned at step 107\./);
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
test('the main path gives every gradient and the Jacobian; the derivation is behind “Go deeper”', () => {
  const html = readFileSync(new URL('../../web/sections/06b-backward.html', import.meta.url), 'utf8');
  const derivation = /<details class="go-deeper" id="learning-derivation">[^]*?<\/details>/.exec(html)[0];
  const main = [...html.replace(derivation, '').matchAll(/\\\[([^]*?)\\\]/g)].map((m) => m[1]).join(' ');
  for (const gradient of ['dV', 'dP', 'dZ', 'dS', 'dQ', 'dK', 'dW_Q', 'dW_K', 'dW_V', 'dX']) {
    assert.match(main, new RegExp(`${gradient} &?= `), `the main path's results give ${gradient}`);
  }
  const formulas = (derivation.match(/\\\(|\\\[/g) ?? []).length;
  assert.ok(formulas >= 20, `${formulas} formulas in the derivation`);
  assert.match(main, /\\operatorname\{diag\}\(p\) - p\\,p\^\\top/, 'the Jacobian');
});
