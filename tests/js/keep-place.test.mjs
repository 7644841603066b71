// A reader's place kept across a reload: the steps of a checkpoint passed
// in the current attempt (web/lib/course/checkpoint-record.js stepsOf,
// checked again by checkpoints.js restoredSteps and derivation.js
// restoredDerivation, against the real core), and a chapter's recall
// answered the same day (review.js answeredToday). Through the
// ProgressStore and its file (round trip, old files, junk): what a reload
// or another device reads back. The pages' side is e2e
// (course-checkpoints, review-deck).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAttentionMath } from './load-module.mjs';
import { byHandAnswers } from './by-hand-answers.mjs';
import { CHECKPOINTS, optionsFor, restoredSteps } from '../../web/lib/course/checkpoints.js';
import { SHAPE_ITEMS, restoredDerivation, rightShape, solveDerivation } from '../../web/lib/course/derivation.js';
import { attemptOf, nextRound, stepsOf, withHelp, withSteps } from '../../web/lib/course/checkpoint-record.js';
import { answer, answeredToday, schedule } from '../../web/lib/course/review.js';
import { FORMAT, progressFile, readProgressFile } from '../../web/lib/course/progress-file.js';

globalThis.document = new EventTarget(); // the store announces its changes on document
const { ProgressStore } = await import('../../web/lib/course/progress-store.js');

const KEY = 'attention-math:progress:v1';
const am = await loadAttentionMath();
const NAME = 'walkthrough/by-hand';
const READER = 77;

function memoryStorage(items = {}) {
  const map = new Map(Object.entries(items));
  return { getItem: (k) => (map.has(k) ? map.get(k) : null), setItem: (k, v) => map.set(k, String(v)), removeItem: (k) => map.delete(k) };
}

// The reader's by-hand row and the first two steps as a reader types them
// (numpy's answers, rounded to 3 decimals).
async function byHandRow(readerSeed = READER) {
  const { options } = optionsFor(NAME, am, { readerSeed });
  const s = CHECKPOINTS[NAME].solve(am, options);
  const a = await byHandAnswers({ seed: options.seed, query: options.query });
  const typed = [a.z.map((x) => x.toFixed(3)), a.s.map((x) => x.toFixed(3))];
  // The whole row, as a reader who passed it typed it (numpy's, to 3 decimals).
  const row = [a.z, a.s, [...a.e, a.total], a.weights, a.output].map((xs) => xs.map((x) => x.toFixed(3)));
  return { s, typed, row };
}

test('stepsOf / attemptOf / withSteps: steps kept while under way and with a pass, dropped by New numbers; old attempts read as before', () => {
  const steps = [{ typed: ['0.1', '-0.2'], help: false }, { typed: ['1'], help: true }];
  const attempt = withSteps(attemptOf({ round: 2 }), steps);
  assert.deepEqual(attempt, { round: 2, help: false, passed: false, steps });
  assert.deepEqual(attemptOf(JSON.parse(JSON.stringify(attempt))), attempt, 'a JSON round trip');
  assert.deepEqual(stepsOf(withHelp(attemptOf(attempt))), steps, 'asking for help keeps the steps passed');
  assert.deepEqual(nextRound(attemptOf(attempt)), { round: 3, help: false, passed: false }, 'New numbers clears them');
  assert.deepEqual(attemptOf({ ...attempt, passed: true }), { round: 2, help: false, passed: true, steps }, 'a passed attempt keeps its worked steps');
  assert.deepEqual(attemptOf({ round: 2, passed: true }), { round: 2, help: false, passed: true }, 'and one passed before they were kept has none');
  assert.deepEqual(withSteps(attempt, []), { round: 2, help: false, passed: false }, 'no steps: the key goes');
  // Stored before steps were kept: read exactly as before.
  assert.deepEqual(attemptOf({ round: 1, help: true, passed: false }), { round: 1, help: true, passed: false });
});

test('stepsOf: junk anywhere in the list drops the whole list', () => {
  const good = { typed: ['1'], help: false };
  const junk = [
    'steps', 42, null, {}, [null], [good, 'x'], [{ typed: '1', help: false }], [{ typed: [1], help: false }],
    [{ typed: ['1'] }], [{ typed: ['1'], help: 'yes' }], [{ typed: ['x'.repeat(201)], help: false }],
    [{ typed: Array(33).fill('1'), help: false }], Array(17).fill(good), [[good]],
  ];
  for (const steps of junk) assert.deepEqual(stepsOf({ round: 0, steps }), [], JSON.stringify(steps).slice(0, 60));
  assert.deepEqual(attemptOf({ round: 0, steps: [good, 7] }), { round: 0, help: false, passed: false });
});

test('restoredSteps: the reader’s first two by-hand steps are checked again by the core and come back with their verdicts; anything edited or too long starts afresh', async () => {
  const { s, typed, row: whole } = await byHandRow();
  const plan = CHECKPOINTS[NAME];
  const stored = [{ typed: typed[0], help: false }, { typed: typed[1], help: true }];
  const restored = restoredSteps(plan, s, stored);
  assert.equal(restored.length, 2);
  assert.deepEqual(restored.map(({ typed: t, help }) => ({ typed: t, help })), stored);
  assert.ok(restored.every(({ result }) => result.right && result.state === 'is-right'));
  assert.deepEqual(restored[0].result.values, typed[0].map(Number));
  // A step edited to a wrong value, a box short, a box unreadable, a list as long as the checkpoint.
  const wrongShift = typed[1].map((x, j) => (j === 0 ? String(Number(x) + 0.5) : x));
  const bad = [
    [{ typed: typed[0], help: false }, { typed: wrongShift, help: false }],
    [{ typed: typed[0].slice(1), help: false }],
    [{ typed: ['abc', ...typed[0].slice(1)], help: false }],
    Array(plan.steps.length).fill({ typed: typed[0], help: false }),
    [{ typed: typed[1], help: false }], // step 2's numbers as step 1's
  ];
  for (const steps of bad) assert.deepEqual(restoredSteps(plan, s, steps), [], JSON.stringify(steps).slice(0, 80));
  // A passed attempt's steps come back whole, every step or none.
  assert.deepEqual(restoredSteps(plan, s, stored, { whole: true }), [], 'two of five steps are not a passed row');
  const row = whole.map((t) => ({ typed: t, help: false }));
  assert.equal(row.length, plan.steps.length);
  assert.equal(restoredSteps(plan, s, row).length, 0, 'a whole row is not resumed as under way');
  assert.equal(restoredSteps(plan, s, row, { whole: true }).length, plan.steps.length);
  // Another reader's steps are not this reader's (their numbers differ).
  const other = await byHandRow(READER + 1);
  assert.deepEqual(restoredSteps(plan, other.s, stored), []);
});

test('restoredDerivation: the tiles and the shapes come back checked; a stray tile, a short list or a third step start afresh', () => {
  const s = solveDerivation(am, { readerSeed: READER });
  const chain = ['scores', 'scale', 'mask', 'softmax', 'values'];
  const shapes = SHAPE_ITEMS.map((item) => `(${rightShape(item, s).join(', ')})`);
  const restored = restoredDerivation([{ typed: chain, help: false }, { typed: shapes, help: true }], s);
  assert.deepEqual(restored.map((r) => [r.result.right, r.help]), [[true, false], [true, true]]);
  assert.equal(restoredDerivation([{ typed: chain, help: false }], s).length, 1);
  const bad = [
    [{ typed: ['scores', 'scale', 'mask', 'values', 'softmax'], help: false }],
    [{ typed: [...chain, 'nonsense'], help: false }],
    [{ typed: chain, help: false }, { typed: shapes.slice(1), help: false }],
    [{ typed: chain, help: false }, { typed: shapes, help: false }, { typed: ['x'], help: false }],
  ];
  for (const steps of bad) assert.deepEqual(restoredDerivation(steps, s), [], JSON.stringify(steps).slice(0, 80));
});

test('the store: a by-hand attempt with its steps survives a reload, an export and an import; an old file still loads; junk in storage starts the checkpoint afresh', async () => {
  const { s, typed } = await byHandRow();
  const storage = memoryStorage();
  const store = new ProgressStore(storage);
  const attempt = withSteps(attemptOf(undefined), [{ typed: typed[0], help: false }, { typed: typed[1], help: false }]);
  store.set('attempt', NAME, attempt);
  const reloaded = new ProgressStore(storage);
  assert.deepEqual(attemptOf(reloaded.get('attempt', NAME)), attempt);
  assert.equal(restoredSteps(CHECKPOINTS[NAME], s, stepsOf(reloaded.get('attempt', NAME))).length, 2);
  // Export, then import on another device.
  const read = readProgressFile(progressFile(reloaded.snapshot(), Date.UTC(2026, 0, 5)));
  assert.equal(read.ok, true);
  const other = new ProgressStore(memoryStorage());
  other.replace(read.state);
  assert.deepEqual(attemptOf(other.get('attempt', NAME)), attempt);
  // A file saved before steps were kept (attempts of three keys, cards without `last`).
  const old = JSON.stringify({ format: FORMAT, version: 1, saved: '2026-01-01T00:00:00.000Z', progress: {
    step: { qkv: true }, attempt: { [NAME]: { round: 1, help: true, passed: false } },
    review: { 'scaling/why': { level: 1, due: 1, reviews: 1, lapses: 0 } }, seed: 5 } });
  const oldRead = readProgressFile(old);
  assert.equal(oldRead.ok, true);
  assert.deepEqual(attemptOf(oldRead.state.attempt[NAME]), { round: 1, help: true, passed: false });
  assert.equal(answeredToday(oldRead.state.review['scaling/why'], Date.now()), null);
  // Hand-edited storage: junk steps read as none, and nothing throws.
  for (const steps of ['x', [{ typed: ['1e999'], help: false }], Array(40).fill({ typed: typed[0], help: false })]) {
    const edited = new ProgressStore(memoryStorage({ [KEY]: JSON.stringify({ attempt: { [NAME]: { round: 0, steps } } }) }));
    assert.deepEqual(restoredSteps(CHECKPOINTS[NAME], s, stepsOf(edited.get('attempt', NAME))), []);
  }
});

test('answeredToday: a chapter’s recall answered on the same calendar day shows that answer; the next day, or junk, asks afresh; no promotion either way', () => {
  // Local times, so that "the same day" is the reader's whatever the machine's zone.
  const morning = new Date(2026, 0, 5, 9, 0).getTime();
  const evening = new Date(2026, 0, 5, 23, 30).getTime();
  const tomorrow = new Date(2026, 0, 6, 0, 30).getTime();
  const store = new ProgressStore(memoryStorage());
  const card = answer(store, 'scaling/why', true, morning, 'variance');
  assert.deepEqual(card.last, { given: 'variance', at: morning });
  assert.equal(answeredToday(store.get('review', 'scaling/why'), evening), 'variance');
  assert.equal(answeredToday(store.get('review', 'scaling/why'), tomorrow), null);
  // The same answer again later that day (as a reader whose page did not show it would): no step further.
  assert.equal(answer(store, 'scaling/why', true, evening, 'variance').level, card.level);
  for (const last of [null, 'variance', { given: 3, at: morning }, { given: 'variance' }, { given: 'variance', at: evening + 1 }]) {
    assert.equal(answeredToday({ ...card, last }, evening), null, JSON.stringify(last));
  }
  assert.equal(answeredToday(undefined, evening), null);
  assert.equal(answeredToday(schedule(undefined, true, morning), evening), null, 'a card scheduled without an answer kept');
});
