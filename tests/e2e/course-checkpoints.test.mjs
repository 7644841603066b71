// <attention-by-hand> in the page: the checkpoints a reader works through
// step by step. What each step says (right with the exact and the rounded
// routes' numbers, a hint per mistake, other formats, the answer on
// request) is checked in Node for all four checkpoints against the core and
// numpy (tests/js/course-checkpoints.test.mjs, through judgeStep, which the
// element calls). Here the page shows exactly those verdicts at every check
// of the worked example's checkpoint, as a reader works it, and of a
// checkpoint of shapes; marks the boxes that are off; later steps wait; a
// shown answer opens nothing; completion is recorded and remembered. The
// numbers are the reader's own: drawn from the seed the page keeps (Node
// computes the same draw), another reader's are others, "New numbers" draws
// again; a shown answer is help, and the pass is recorded with help; the
// aids stay locked until then (the shape calculator's summary says so; the
// walkthrough and softmax widgets refuse the checkpoints' own numbers). axe
// before (the page pass, at load), with hints and answers shown and
// complete, in the four views: a state row of the page pass
// (state-rows/walkthrough-checkpoint.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePages } from './browser.mjs';
import { byHand, checkStep, fixed, waitReady } from './course.mjs';
import { checkpoint } from '../js/course-answers.mjs';
import { byHandAnswers, numpyShapes } from '../js/by-hand-answers.mjs';

const { withSection, browser } = usePages();
const stored = async (page) => JSON.parse(await page.evaluate(() => localStorage.getItem('attention-math:progress:v1')) ?? '{}');
const readerSeed = (page) => page.evaluate(() => globalThis.__attentionMathProgress.seed);
// The given tables of a by-hand row, as the page shows them.
const given = (page, name) => byHand(page, name).getByRole('table').evaluateAll((tables) => tables.map((t) => t.textContent).join('|'));
// Types `text` into a widget's field (by its label), which refuses it.
async function refused(page, widget, label, text) {
  const box = page.locator(widget).getByLabel(label, { exact: true });
  await box.fill(text);
  await page.waitForFunction((node) => node.getAttribute('aria-invalid') === 'true', await box.elementHandle());
  return box;
}

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

test('by hand: the reader’s own row; the page shows Node’s verdict at every check; later steps wait; the printout refuses the row’s example until help; completion is recorded with help and remembered', () => withSection('walkthrough', {}, async (page) => {
  const name = 'walkthrough/by-hand';
  const element = byHand(page, name);
  await waitReady(page, element);
  const c = checkpoint(name, { readerSeed: await readerSeed(page) });
  const a = await byHandAnswers({ seed: c.options.seed, query: c.options.query });
  // The given numbers are the core's for the reader's draw, as printed.
  assert.match(await element.getByRole('table').first().textContent(), new RegExp(fixed(a.w.Q[a.i * 3], 3)));
  assert.match(await element.getByRole('table').first().textContent(), new RegExp(`query q for “${c.options.query}”`));
  // The printout below computes any example but this row's, until it is passed or helped with.
  const seedBox = await refused(page, 'attention-walkthrough', 'Seed', c.options.seed);
  assert.match(await page.locator('attention-walkthrough').textContent(), /numbers of your checkpoint below.*Still showing 42\./);
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
  // That was help: the printout now shows the row's example.
  await seedBox.fill(c.options.seed);
  await page.waitForFunction((seed) => document.querySelector('attention-walkthrough').drawn?.seed === Number(seed), c.options.seed);
  assert.equal(await seedBox.getAttribute('aria-invalid'), null);
  await same(page, c, name, 3, a.weights);
  await same(page, c, name, 4, a.keys);
  assert.equal((await stored(page)).checkpoint?.[name], undefined);
  assert.equal((await same(page, c, name, 4, a.output)).state, 'is-right');
  assert.match(await element.locator('[data-part="status"]').textContent(), /Checkpoint complete: all 5 steps right, with help\./);
  assert.match(await element.locator('[data-part="after-pass"]').textContent(), new RegExp(`worked example at seed ${c.options.seed}`));
  assert.deepEqual((await stored(page)).checkpoint[name], { solved: true, help: true });
  const before = await given(page, name);
  await page.reload();
  await waitReady(page, byHand(page, name));
  assert.match(await byHand(page, name).locator('[data-part="status"]').textContent(), /passed this checkpoint before, with help/);
  assert.equal(await given(page, name), before, 'a reload keeps the reader’s numbers');
  // New numbers: another draw, the next round, as Node draws it.
  await byHand(page, name).getByRole('button', { name: 'New numbers' }).click();
  const next = checkpoint(name, { readerSeed: await readerSeed(page), round: 1 });
  await page.waitForFunction(([query]) => document.querySelector('attention-by-hand[name="walkthrough/by-hand"] table')?.textContent.includes(`“${query}”`), [next.options.query]);
  assert.notEqual(await given(page, name), before);
  const b = await byHandAnswers({ seed: next.options.seed, query: next.options.query });
  assert.match(await byHand(page, name).getByRole('table').first().textContent(), new RegExp(fixed(b.w.Q[b.i * 3], 3)));
  assert.deepEqual((await stored(page)).attempt[name], { round: 1, help: false, passed: false });
  // Another reader, with empty storage, gets other numbers.
  const other = await browser().newContext();
  try {
    const page2 = await other.newPage();
    await page2.goto(page.url().replace(/#.*$/, '#walkthrough'));
    await waitReady(page2, byHand(page2, name));
    assert.notEqual(await readerSeed(page2), await readerSeed(page));
    assert.notEqual(await given(page2, name), before);
  } finally {
    await other.close();
  }
}));

test('shapes: the reader’s sizes; the calculator says it is locked; Node’s verdicts; recorded without help once complete, and the calculator unlocked', () => withSection('formula', {}, async (page) => {
  const name = 'formula/shapes';
  await waitReady(page, byHand(page, name));
  const c = checkpoint(name, { readerSeed: await readerSeed(page) });
  const o = c.options;
  assert.match(await byHand(page, name).locator('.by-hand__intro').textContent(), new RegExp(`n = ${o.n} tokens with dmodel = ${o['d-model']}`));
  const note = page.locator('attention-formula [data-part="aid-note"]');
  assert.match(await note.textContent(), /counts as asking for help/);
  assert.equal(await note.evaluate((node) => node.hidden), false, 'locked: the calculator says so');
  const { one } = numpyShapes({ n: o.n, dModel: o['d-model'], dK: o['d-k'], dV: o['d-v'] });
  const spell = ([r, c2], k) => [`(${r}, ${c2})`, `${r}x${c2}`, `${r},${c2}`, `[${r} × ${c2}]`][k % 4];
  // Swapped rows and columns, a box that is not a shape, then every step right.
  await same(page, c, name, 0, one.slice(0, 7).map(([r, c2]) => `(${c2}, ${r})`));
  await same(page, c, name, 0, ['seven', ...one.slice(1, 7).map(spell)]);
  await same(page, c, name, 0, one.slice(0, 7).map(spell));
  await same(page, c, name, 1, one.slice(7, 10).map(spell));
  assert.equal((await same(page, c, name, 2, [spell(one[10], 1)])).state, 'is-right');
  assert.deepEqual((await stored(page)).checkpoint[name], { solved: true, help: false });
  assert.equal(await note.evaluate((node) => node.hidden), true, 'passed: the calculator is an aid no more');
}));
