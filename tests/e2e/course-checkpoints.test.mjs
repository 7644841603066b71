// <attention-by-hand> in the page: the checkpoints a reader works through
// step by step. What each step says (right with the exact and the rounded
// routes' numbers, a hint per mistake, other formats, the answer on
// request) is checked in Node for all four checkpoints against the core and
// numpy (tests/js/course-checkpoints.test.mjs, through judgeStep, which the
// element calls). Here the page shows exactly those verdicts at every check
// of the worked example's checkpoint, as a reader works it, and of a
// checkpoint of shapes; marks the boxes that are off; later steps wait; a
// shown answer opens nothing; completion is recorded and remembered. axe
// before (the page pass, at load), with hints and answers shown and
// complete, in the four views: a state row of the page pass
// (state-rows/walkthrough.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePages } from './browser.mjs';
import { byHand, checkStep, fixed, waitReady } from './course.mjs';
import { checkpoint } from '../js/course-answers.mjs';
import { byHandAnswers, numpyShapes } from '../js/by-hand-answers.mjs';

const { withSection } = usePages();
const stored = async (page) => JSON.parse(await page.evaluate(() => localStorage.getItem('attention-math:progress:v1')) ?? '{}');

// Checks step k in the page and in Node: the same state and verdict, the
// same boxes marked as off.
async function same(page, c, name, k, entries) {
  const got = await checkStep(page, name, k, entries);
  const want = c.check(k, entries);
  assert.equal(got.state, want.state, `step ${k + 1} ← ${entries}: ${got.text}`);
  assert.equal(got.text, want.text, `step ${k + 1} ← ${entries}`);
  const marked = await byHand(page, name).locator('[data-part="step"]').nth(k).getByRole('textbox')
    .evaluateAll((boxes) => boxes.flatMap((box, j) => (box.getAttribute('aria-invalid') === 'true' ? [j] : [])));
  if (want.state === 'is-format') assert.ok(marked.includes(want.invalid[0]), `the box that cannot be read is marked: ${marked}`);
  else assert.deepEqual(marked, want.invalid, `step ${k + 1}: the boxes marked as off`);
  return got;
}

test('by hand: the page shows Node’s verdict at every check of one row of the worked example; later steps wait; completion is recorded and remembered', () => withSection('walkthrough', {}, async (page) => {
  const name = 'walkthrough/by-hand';
  const element = byHand(page, name);
  await waitReady(page, element);
  const c = checkpoint(name);
  const a = await byHandAnswers();
  // The given numbers are the core's, as printed.
  assert.match(await element.getByRole('table').first().textContent(), new RegExp(fixed(a.w.Q[a.i * 3], 3)));
  assert.equal(await element.locator('[data-part="step"].is-locked').count(), 4, 'later steps wait');
  // A wrong step (the raw scores), a format message, then right.
  await same(page, c, name, 0, a.raw.map((x) => x.toFixed(3)));
  await same(page, c, name, 0, ['abc', 0, 0, 0]);
  await same(page, c, name, 0, a.z);
  assert.equal(await element.locator('[data-part="step"].is-locked').count(), 3, 'the next step opened');
  await same(page, c, name, 1, a.z.map((z) => (z - Math.min(...a.z)).toFixed(3)));
  await same(page, c, name, 1, a.s);
  // A right exp given to 2 decimals: told to give 3.
  const short = a.e.findIndex((x) => Number(x.toFixed(2)) !== x && Math.abs(Number(x.toFixed(2)) - x) > 0.001);
  await same(page, c, name, 2, [...a.e.map((x, j) => (j === short ? x.toFixed(2) : x)), a.total]);
  await same(page, c, name, 2, [...a.e, a.total]);
  // Forgetting to divide; then the answer on request, which opens nothing.
  await same(page, c, name, 3, a.e);
  const fourth = element.locator('[data-part="step"]').nth(3);
  await fourth.getByRole('button', { name: 'Show this step’s answer' }).click();
  assert.equal(await fourth.locator('[data-part="verdict"]').textContent(), c.answer(3));
  assert.match(await element.locator('[data-part="step"]').nth(4).getAttribute('class'), /\bis-locked\b/,
    'a shown answer does not open the next step');
  await same(page, c, name, 3, a.weights);
  await same(page, c, name, 4, a.keys);
  assert.equal((await stored(page)).checkpoint?.[name], undefined);
  assert.equal((await same(page, c, name, 4, a.output)).state, 'is-right');
  assert.match(await element.locator('[data-part="status"]').textContent(), /Checkpoint complete: all 5 steps right/);
  assert.equal((await stored(page)).checkpoint[name], true);
  await page.reload();
  await waitReady(page, byHand(page, name));
  assert.match(await byHand(page, name).locator('[data-part="status"]').textContent(), /completed this checkpoint before/);
}));

test('shapes: a checkpoint of shapes in the page shows Node’s verdicts, and is recorded once complete', () => withSection('formula', {}, async (page) => {
  const name = 'formula/shapes';
  await waitReady(page, byHand(page, name));
  const c = checkpoint(name);
  const { one } = numpyShapes();
  const spell = ([r, c2], k) => [`(${r}, ${c2})`, `${r}x${c2}`, `${r},${c2}`, `[${r} × ${c2}]`][k % 4];
  // Swapped rows and columns, a box that is not a shape, then every step right.
  await same(page, c, name, 0, one.slice(0, 7).map(([r, c2]) => `(${c2}, ${r})`));
  await same(page, c, name, 0, ['seven', ...one.slice(1, 7).map(spell)]);
  await same(page, c, name, 0, one.slice(0, 7).map(spell));
  await same(page, c, name, 1, one.slice(7, 10).map(spell));
  assert.equal((await same(page, c, name, 2, [spell(one[10], 1)])).state, 'is-right');
  assert.equal((await stored(page)).checkpoint[name], true);
}));
