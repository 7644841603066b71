// <attention-induction-training>'s model (web/elements/induction-training/model.js)
// against the core. The run is made of the very calls the element sends to
// its compute worker (trainRequest, scoreRequest), made here one after the
// other: seed 0 with two layers forms an induction head (score ≥ 0.8 on the
// held-out sequences), as the page says, about step 1000 (some 8 s in
// Node: the page's Chromium test only checks that the worker makes
// progress); the one-layer control and the other run drawn faint beside
// it; each layer's attention on the probe is the core's; a Step pressed
// while the worker is busy is said. (The page draws these figures:
// tests/e2e/widget-smoke, and after a few chunks in the worker:
// tests/e2e/trained-heads.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CHUNK, DROP_FROM, DROP_TO, FORMED, MAX_STEPS, PROBE, UNTRAINED, chunkPoint, fields, firstTimeNote, model, prepare, progressText, runSummary, scoreRequest,
  startRun, trainRequest, trainedRun,
} from '../../web/elements/induction-training/model.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const best = (scores, layer, key) => Math.max(...scores.filter((s) => s.layer === layer).map((s) => s[key]));

test('trained from scratch as the worker trains it, chunk by chunk, seed 0 forms an induction head (≥ 0.8), and the page says at which step', () => {
  const run = startRun(am, inputs(fields));
  run.points.push({ ...UNTRAINED, scores: am.headScores(scoreRequest(run.model)) });
  const started = Date.now();
  let figures = model(am, { run });
  assert.match(figures.progress, /^Step 0 of 2000 \(two layers\): press Play or Step to train\./);
  while (figures.induction < FORMED && run.model.step < MAX_STEPS) {
    // What the worker gets: the run's model, structured-cloned as postMessage does.
    const result = am.transformerTrain(structuredClone(trainRequest(run)));
    run.model = result.model;
    run.points.push({ ...chunkPoint(run.model, result), scores: am.headScores(structuredClone(scoreRequest(run.model))) });
    figures = model(am, { run });
  }
  const step = run.model.step;
  console.log(`# induction ${figures.induction.toFixed(3)} >= ${FORMED} at step ${step}, ${((Date.now() - started) / 1000).toFixed(1)} s in Node`);
  assert.ok(figures.induction >= FORMED, `no induction head by step ${step}`);
  assert.equal(step % CHUNK, 0);
  assert.equal(figures.step, step);
  assert.equal(figures.induction, best(run.points.at(-1).scores, 2, 'induction'));
  assert.match(figures.progress, new RegExp(`^Step ${step} of 2000 \\(two layers\\): loss .*; an induction head formed at step ${step}\\.$`));
  // The phase change under way: the repeats' loss has parted from the first time's.
  const last = run.points.at(-1);
  assert.ok(last.repeat < 0.7 * last.first, `repeat ${last.repeat} against first ${last.first}`);
  // The layer-1 head is a previous-token head by then.
  assert.ok(best(last.scores, 1, 'previousToken') >= FORMED, `layer 1 previous token ${best(last.scores, 1, 'previousToken')}`);
  // The text alternative has every head's scores, at most a dozen rows, the latest last.
  assert.deepEqual(figures.table.columns.map((c) => c.label).slice(3), ['L1 prev', 'L1 dup', 'L1 ind', 'L2 prev', 'L2 dup', 'L2 ind']);
  assert.ok(figures.table.rows.length <= 12);
  assert.equal(figures.table.rows.at(-1).header, String(step));
  assert.deepEqual(tableText(figures.table).at(-1).slice(1, 3), [last.first.toFixed(2), last.repeat.toFixed(2)]);
  // Each layer's map is the core's attention on the probe, for the model at that step.
  const { attention } = am.transformerForward({ model: run.model, tokens: PROBE });
  assert.deepEqual(figures.layer2.values, Array.from(attention[1][0]));
  assert.equal(figures.layer2.title, `Layer 2, step ${step}`);
  // What the prediction after the run is told: this run's own numbers.
  const summary = runSummary(run);
  assert.deepEqual([summary.layers, summary.seed, summary.step, summary.formedAt], [2, 0, step, step]);
  assert.deepEqual([summary.first, summary.repeat], [last.first, last.repeat]);
});

test('a run’s summary reads the drop off its own points: the last step above 2 before the first below 1.5', () => {
  const scores = (induction) => [{ layer: 1, head: 0, induction: 0 }, { layer: 2, head: 0, induction }];
  const point = (step, repeat, induction = 0) => ({ step, first: 2.5, repeat, scores: scores(induction) });
  const run = (points) => ({ layers: 2, seed: 3, model: { step: points.at(-1).step }, points: [{ ...UNTRAINED, scores: scores(0) }, ...points] });
  assert.deepEqual([DROP_FROM, DROP_TO], [2, 1.5]);
  // Above 2 at 50 (and again at 25 after a dip: the last one before the fall counts), below 1.5 from 100.
  const fell = runSummary(run([point(25, 2.4), point(50, 2.1), point(75, 1.7, 0.85), point(100, 1.2, 0.9), point(125, 1.6, 0.9)]));
  assert.deepEqual({ ...fell, chance: undefined }, { layers: 2, layersText: 'two layers', seed: 3, step: 125, chance: undefined,
    dropFrom: DROP_FROM, dropTo: DROP_TO, formed: FORMED, first: 2.5, repeat: 1.6, above: 50, below: 100, formedAt: 75 });
  assert.equal(fell.chance, Math.log(12));
  // Never below 1.5, no head: both marks and the step formed are null.
  const none = runSummary(run([point(25, 2.4), point(50, 1.8, 0.3)]));
  assert.deepEqual([none.above, none.below, none.formedAt, none.repeat], [null, null, null, 1.8]);
  // Below 1.5 at the first chunk: no step above 2 before it.
  assert.deepEqual([runSummary(run([point(25, 1.4)])).above, runSummary(run([point(25, 1.4)])).below], [null, 25]);
});

test('a chunk: the probe’s maps are the core’s, 16 × 16, outlined on the previous-token and induction stripes', () => {
  const run = trainedRun(am, inputs(fields), CHUNK);
  const figures = model(am, { run });
  assert.equal(figures.step, 25);
  assert.match(figures.progress, /^Step 25 of 2000 \(two layers\): loss [\d.]+ on runs the first time, [\d.]+ on their repeats \(chance 2\.48\)\. Induction weight of layer 2, head 1 \(its mean weight on the induction stripe, over 32 test sequences\): [\d.]+\.$/);
  const { attention } = am.transformerForward({ model: run.model, tokens: PROBE });
  for (const [k, key] of ['layer1', 'layer2'].entries()) {
    assert.deepEqual(figures[key].values, Array.from(attention[k][0]));
    assert.equal(figures[key].values.length, 256);
    assert.deepEqual(Object.keys(figures[key].marks), ['previous', 'induction']);
  }
  assert.deepEqual(tableText(figures.table).map((r) => r[0]), ['0', '25']);
});

test('the one-layer control says so, has one layer’s columns, and the two-layer run stays on the charts as a faint line', () => {
  const two = trainedRun(am, inputs(fields), CHUNK);
  const one = trainedRun(am, inputs(fields, { layers: '1' }), CHUNK);
  const figures = model(am, { run: one, ghost: two });
  assert.match(figures.progress, /one layer/);
  assert.equal(figures.table.columns.length, 6);
  assert.equal(figures.layer2, undefined, 'one map');
  const ghosts = [figures.loss, figures.scores].map((chart) => chart.series.filter((s) => s.style === 'ghost'));
  assert.deepEqual(ghosts.map((g) => g.map((s) => s.name)), [['repeat, two layers'], ['induction, two layers']]);
  assert.deepEqual(ghosts[1][0].values, two.points.map((p) => best(p.scores, 2, 'induction')));
  assert.deepEqual(model(am, { run: one }).scores.series.filter((s) => s.style === 'ghost'), [], 'no ghost without the other run');
});

test('before its first scores, and with Step pressed while the worker is busy, the progress line says so', () => {
  const run = startRun(am, inputs(fields));
  assert.equal(model(am, { run }).progress, 'Step 0: measuring the heads…');
  assert.equal(model(am, { run }).induction, null);
  const scored = trainedRun(am, inputs(fields));
  assert.match(progressText({ ...scored, queued: 2 }), /Step pressed: 50 more steps queued, to run when the heads are measured\.$/);
  assert.doesNotMatch(progressText(scored), /queued/);
  assert.deepEqual(prepare(am, inputs(fields)).run.points.map((p) => p.step), [0]);
  assert.match(parseField(fields, 'seed', '-1').message, /can’t be negative/);
});

// Sequences like the training batches (24 letters, a run of 2 to 12 different
// letters repeated at once at a random place), drawn from the core's seeded
// rand so the test is the same every time: [{tokens, start, length}].
function trainingLike(count) {
  const [V, N] = [12, 24];
  return Array.from({ length: count }, (_, s) => {
    const r = Array.from(am.rand(1000 + s, 1, 64));
    const length = 2 + Math.floor(r[0] * 11);
    const start = Math.floor(r[1] * (N - 2 * length + 1));
    const run = r.slice(2, 2 + V).map((v, t) => [v, t]).sort((a, b) => a[0] - b[0]).map(([, t]) => t).slice(0, length);
    const tokens = r.slice(20, 20 + N).map((v) => Math.floor(v * V));
    run.forEach((t, k) => { tokens[start + k] = t; tokens[start + length + k] = t; });
    return { tokens, start, length };
  });
}

test('the note under the loss chart is true of the shipped model: the first time through a run its loss is above chance, it bets on the letter after an earlier copy, and those bets lose', () => {
  assert.match(firstTimeNote(), /above chance\?.*bets on letters seen before.*followed an earlier copy of the current letter.*In a repeat that bet wins; the first time through a run it loses\./);
  const pretrained = am.transformerPretrained();
  const { vocab } = pretrained.config;
  const chance = Math.log(vocab);
  const [first, withTwin, without, repeat, onAfterTwin, onSeen] = [[], [], [], [], [], []];
  for (const { tokens, start, length } of trainingLike(200)) {
    const forward = am.transformerForward({ model: pretrained, tokens });
    const { weights } = am.softmax({ logits: forward.logits, rows: tokens.length, cols: vocab });
    // Position i's loss is on the letter at i + 1: the first time through, i + 1 is still in the run.
    for (let i = start; i < start + length - 1; i++) {
      first.push(forward.losses[i]);
      const twin = tokens.slice(0, i).lastIndexOf(tokens[i]);
      if (twin >= 0) { withTwin.push(forward.losses[i]); onAfterTwin.push(weights[i * vocab + tokens[twin + 1]]); } else without.push(forward.losses[i]);
      const seen = new Set(tokens.slice(0, i + 1));
      onSeen.push([...seen].reduce((sum, t) => sum + weights[i * vocab + t], 0) - seen.size / vocab);
    }
    for (let i = start + length; i < start + 2 * length - 1; i++) repeat.push(forward.losses[i]);
  }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  assert.ok(mean(first) > chance, `first time ${mean(first)} above chance ${chance}`);
  assert.ok(mean(onAfterTwin) > 2 / vocab, `the letter after an earlier copy gets ${mean(onAfterTwin)}, over twice chance`);
  assert.ok(mean(onSeen) > 0, `letters seen before get more than their share: ${mean(onSeen)}`);
  assert.ok(mean(withTwin) > mean(without), `the bet loses most where an earlier copy exists: ${mean(withTwin)} > ${mean(without)}`);
  assert.ok(mean(repeat) < 1.5, `and in a repeat it wins: ${mean(repeat)}`);
});
