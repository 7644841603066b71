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
import { byHand, checkStep, derive, fixed, showFormula, waitReady } from './course.mjs';
import { checkpoint } from '../js/course-answers.mjs';
import { byHandAnswers, numpyShapes } from '../js/by-hand-answers.mjs';
import { loadAttentionMath } from '../js/load-module.mjs';
import { REASONS, judgeAssembly, judgeReasons, judgeShapes, solveDerivation } from '../../web/lib/course/derivation.js';

const { withSection, browser } = usePages();
const am = await loadAttentionMath();
const stored = async (page) => JSON.parse(await page.evaluate(() => localStorage.getItem('attention-math:progress:v1')) ?? '{}');
// A pass without help keeps its day (the page's calendar): one day, of that form.
const passRecord = ({ days, ...rest }) => ({ ...rest, days: days.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)).length });
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
  const seed = await readerSeed(page);
  const c = checkpoint(name, { readerSeed: seed });
  console.log(`# reader seed ${seed}`); // the draw, to replay a failure in Node
  const a = await byHandAnswers({ seed: c.options.seed, query: c.options.query });
  // The given numbers are the core's for the reader's draw, as printed.
  assert.match(await element.getByRole('table').first().textContent(), new RegExp(fixed(a.w.Q[a.i * 3], 3)));
  assert.match(await element.getByRole('table').first().textContent(), new RegExp(`query q for “${c.options.query}”`));
  // The printout below computes any example but this row's, until it is passed or helped with;
  // its refusal points up to the checkpoint.
  const seedBox = await refused(page, 'attention-walkthrough', 'Seed', c.options.seed);
  assert.match(await page.locator('attention-walkthrough').textContent(), /numbers of your checkpoint above.*Still showing 42\./);
  assert.equal(await element.locator('[data-part="step"].is-locked').count(), 4, 'later steps wait');
  // A wrong step (the raw scores), a format message, then right.
  await same(page, c, name, 0, a.raw.map((x) => x.toFixed(3)));
  await same(page, c, name, 0, ['abc', 0, 0, 0]);
  await same(page, c, name, 0, a.z);
  assert.equal(await element.locator('[data-part="step"].is-locked').count(), 3, 'the next step opened');
  await same(page, c, name, 1, a.z.map((z) => (z - Math.min(...a.z)).toFixed(3)));
  await same(page, c, name, 1, a.s);
  // A right exp given to 2 decimals: told to give 3. The reader's draw is
  // random: the entry to shorten is one whose 2 decimals Node does not take
  // (the step also takes what the reader's own rounded shifts give, so a
  // 2-decimal value can be right: about 1 draw in 8), and in a draw with
  // none the Node test's fixed rows check it.
  const exps = [...a.e, a.total];
  const shortened = (j) => exps.map((x, i) => (i === j ? x.toFixed(2) : x));
  const taken = (j) => {
    const probe = checkpoint(name, { readerSeed: seed });
    for (const [k, entries] of [[0, a.z], [1, a.s]]) probe.check(k, entries);
    return probe.check(2, shortened(j)).state === 'is-right';
  };
  const short = exps.findIndex((x, j) => Math.abs(Number(x.toFixed(2)) - x) > 0.001 && !taken(j));
  if (short >= 0) await same(page, c, name, 2, shortened(short));
  await same(page, c, name, 2, exps);
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
  assert.match(await byHand(page, name).locator('[data-part="status"]').textContent(), /passed this checkpoint before, with help.*Your worked steps are below, as you passed them/);
  assert.equal(await given(page, name), before, 'a reload keeps the reader’s numbers');
  // and the worked row, every step done with what the reader typed, and what it found.
  assert.deepEqual(await element.locator('[data-part="step"]').evaluateAll((items) => items.map((li) => li.className.match(/is-\w+/)[0])), Array(5).fill('is-done'));
  assert.deepEqual(await element.locator('[data-part="step"]').nth(4).getByRole('textbox').evaluateAll((boxes) => boxes.map((b) => b.value)), a.output.map(String));
  assert.match(await element.locator('[data-part="after-pass"]').textContent(), new RegExp(`worked example at seed ${c.options.seed}`));
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

test('by hand: a reload keeps the steps passed (done, read-only, their verdicts) and the same numbers, with the next step open; a shown answer stays help, not a step; New numbers clears them; junk starts afresh', () => withSection('walkthrough', {}, async (page) => {
  const name = 'walkthrough/by-hand';
  await waitReady(page, byHand(page, name));
  const seed = await readerSeed(page);
  console.log(`# reader seed ${seed}`);
  const c = checkpoint(name, { readerSeed: seed });
  const a = await byHandAnswers({ seed: c.options.seed, query: c.options.query });
  const steps = (p) => byHand(p, name).locator('[data-part="step"]');
  const verdicts = (p) => steps(p).locator('[data-part="verdict"]').evaluateAll((nodes) => nodes.slice(0, 2).map((n) => n.textContent));
  await same(page, c, name, 0, a.z);
  await same(page, c, name, 1, a.s);
  // Step 3's answer shown (after a wrong check): help, and step 3 still to do.
  await same(page, c, name, 2, [...a.s, 0]);
  await steps(page).nth(2).getByRole('button', { name: 'Show this step’s answer' }).click();
  const before = { given: await given(page, name), verdicts: await verdicts(page) };
  await page.reload();
  await waitReady(page, byHand(page, name));
  assert.deepEqual(await steps(page).evaluateAll((items) => items.map((li) => li.className.match(/is-\w+/)[0])),
    ['is-done', 'is-done', 'is-current', 'is-locked', 'is-locked']);
  assert.equal(await given(page, name), before.given, 'the same numbers');
  assert.deepEqual(await verdicts(page), before.verdicts, 'the same verdicts');
  assert.deepEqual(await steps(page).nth(0).getByRole('textbox').evaluateAll((boxes) => boxes.map((b) => [b.value, b.readOnly])),
    a.z.map((z) => [String(z), true]));
  assert.match(await byHand(page, name).locator('[data-part="status"]').textContent(), /Steps 1–2 are as you left them.*step 3 is open/);
  assert.equal((await stored(page)).attempt[name].help, true, 'the help is kept with the attempt');
  // Step 3 goes on from the kept steps, as Node goes on from steps 1–2 checked above.
  assert.equal((await same(page, c, name, 2, [...a.e, a.total])).state, 'is-right');
  assert.equal((await stored(page)).attempt[name].steps.length, 3);
  // New numbers: a fresh start, nothing kept.
  await byHand(page, name).getByRole('button', { name: 'New numbers' }).click();
  await steps(page).nth(1).and(page.locator('.is-locked')).waitFor();
  assert.equal(await steps(page).locator('.by-hand__verdict:not([hidden])').count(), 0);
  assert.deepEqual((await stored(page)).attempt[name], { round: 1, help: false, passed: false });
  // Hand-edited storage, a step list longer than the checkpoint: ignored, step 1 open (and no error: the page is checked clean).
  await page.evaluate(([n, z]) => globalThis.__attentionMathProgress.set('attempt', n, { round: 1, steps: Array(9).fill({ typed: z, help: false }) }), [name, a.z.map(String)]);
  await page.reload();
  await waitReady(page, byHand(page, name));
  assert.deepEqual(await steps(page).evaluateAll((items) => items.map((li) => li.className.match(/is-\w+/)[0])),
    ['is-current', 'is-locked', 'is-locked', 'is-locked', 'is-locked']);
}));

// The trained head's row has fixed numbers of the course's own (no draw), and
// is kept like a draw: a reader who reloads finds the steps passed, and a
// pass shows what the row found.
test('the trained head by hand: a reload keeps the steps passed; a pass says where “sat” looked', () => withSection('walkthrough', {}, async (page) => {
  const name = 'walkthrough/learned-by-hand';
  await waitReady(page, byHand(page, name));
  const c = checkpoint(name);
  const { q, K, V } = c.solved.given;
  const r3 = (x) => Math.round(x * 1000) / 1000;
  // A reader's row from the printed numbers, each step rounded to 3 decimals (numpy does the same in tests/js).
  const z = [0, 1, 2, 3].map((j) => r3((q[0] * K[3 * j] + q[1] * K[3 * j + 1] + q[2] * K[3 * j + 2]) / Math.sqrt(3)));
  const sh = z.map((x) => r3(x - Math.max(...z)));
  const e = sh.map((x) => r3(Math.exp(x)));
  const total = r3(e.reduce((a, b) => a + b, 0));
  const w = e.map((x) => r3(x / total));
  const o = [0, 1, 2].map((d) => r3(w.reduce((sum, wj, j) => sum + wj * V[3 * j + d], 0)));
  const answers = [z, sh, [...e, total], w, o];
  for (const [k, entries] of answers.entries()) assert.equal(c.check(k, entries).state, 'is-right', `Node, step ${k + 1}`);
  const steps = () => byHand(page, name).locator('[data-part="step"]');
  assert.equal((await checkStep(page, name, 0, z)).state, 'is-right');
  assert.equal((await checkStep(page, name, 1, sh)).state, 'is-right');
  await page.reload();
  await waitReady(page, byHand(page, name));
  assert.deepEqual(await steps().evaluateAll((items) => items.map((li) => li.className.match(/is-\w+/)[0])),
    ['is-done', 'is-done', 'is-current', 'is-locked', 'is-locked']);
  for (const k of [2, 3, 4]) assert.equal((await checkStep(page, name, k, answers[k])).state, 'is-right');
  // Said under the last step too, where the reader is, as well as in the status line above.
  assert.equal(await steps().nth(4).locator('[data-part="complete"]').textContent(), '✓ Checkpoint complete: all 5 steps right.');
  assert.match(await byHand(page, name).locator('[data-part="after-pass"]').textContent(), /^“sat” put 0\.999\d of its weight on “cat”/);
  // Passed, and back another day: the worked row as it was, with what it found.
  await page.reload();
  await waitReady(page, byHand(page, name));
  assert.deepEqual(await steps().evaluateAll((items) => items.map((li) => li.className.match(/is-\w+/)[0])), Array(5).fill('is-done'));
  assert.match(await byHand(page, name).locator('[data-part="after-pass"]').textContent(), /^“sat” put 0\.999\d/);
  assert.equal(await byHand(page, name).locator('[data-part="status"]').textContent(),
    '✓ You passed this checkpoint before, without help. Your worked steps are below, as you passed them.');
}));

test('shapes: the reader’s sizes; the calculator says it is locked; Node’s verdicts; recorded without help once complete, and the calculator unlocked', () => withSection('formula', {}, async (page) => {
  const name = 'formula/shapes';
  await showFormula(page); // the calculator is in the map the derivation holds back
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
  assert.deepEqual(passRecord((await stored(page)).checkpoint[name]), { solved: true, help: false, days: 1 });
  assert.equal(await note.evaluate((node) => node.hidden), true, 'passed: the calculator is an aid no more');
}));

// A verdict as the page shows it: rich text sets d_k as d with a subscript k.
const shown = (text, mark = '') => mark + text.replace(/_/g, '');
// The deepest focused element, through shadow roots.
const focused = (page) => page.evaluate(() => {
  let node = document.activeElement;
  while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
  return { tile: node?.dataset?.tile ?? null, text: node?.textContent?.trim() ?? '', type: node?.type ?? null };
});
// Tab (forward) until `wanted(focused)`; fails after 40 presses.
async function tabTo(page, wanted, what) {
  for (let k = 0; k < 40; k += 1) {
    if (wanted(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${what}`);
}

test('derive: from the keyboard alone, the reader’s own draw; Node’s verdict and the feedback aimed at each wrong choice; the formula held back until passed, then recorded without help', () => withSection('formula', {}, async (page) => {
  const element = derive(page);
  await waitReady(page, element);
  const s = solveDerivation(am, { readerSeed: await readerSeed(page) });
  assert.equal(await page.locator('attention-formula').isVisible(), false, 'the formula map waits for the checkpoint');
  // The tiles in the reader's order.
  assert.deepEqual(await element.locator('[data-part="tray"] button').evaluateAll((b) => b.map((x) => x.dataset.tile)), s.tray);
  // Step 1: Tab to a part and press it (Enter or Space); a stray part first.
  const press = async (id, key = 'Enter') => {
    await element.locator('[data-part="tray"] button:visible').first().focus();
    await tabTo(page, (f) => f.tile === id, `the tile ${id}`);
    await page.keyboard.press(key);
  };
  await press('scores');
  await press('mask-times', 'Space');
  await tabTo(page, (f) => f.text === 'Check step 1', 'Check step 1');
  await page.keyboard.press('Enter');
  const step = (k) => element.locator('[data-part="step"]').nth(k);
  const verdict = (k) => step(k).locator('[data-part="verdict"]');
  assert.equal(await verdict(0).locator('p').first().textContent(), shown(judgeAssembly(['scores', 'mask-times'], s).text, '✗'));
  // Take the stray back from "Your formula" (its chip), from the keyboard.
  await step(0).locator('[data-part="chain"]').getByRole('button', { name: /× M: take it back/ }).focus();
  await page.keyboard.press('Enter');
  for (const id of ['scale', 'mask', 'softmax', 'values']) await press(id);
  await tabTo(page, (f) => f.text === 'Check step 1', 'Check step 1');
  await page.keyboard.press('Enter');
  await step(1).getByRole('textbox').first().waitFor();
  // Step 2: shapes in symbols; the output as wide as d_model first.
  const shapes = ['(n, d_k)', 'n x dk', '(n, d_v)', '(n, n)', '[n × n]', '(n,n)', '(n, d_model)'];
  assert.equal(await focused(page).then((f) => f.type), 'text', 'the first box has the focus');
  for (const text of shapes) {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  assert.equal(await verdict(1).locator('p').first().textContent(), shown(judgeShapes(shapes, s).text, '✗'));
  assert.deepEqual(await step(1).getByRole('textbox').evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-invalid') === 'true')),
    [false, false, false, false, false, false, true]);
  await step(1).getByRole('textbox').last().fill('(n, d_v)');
  await step(1).getByRole('textbox').last().press('Enter');
  await step(2).getByRole('radio').first().waitFor();
  // Step 3: arrow keys choose within a question; one wrong reason, then all right.
  const right = Object.fromEntries(REASONS.map((q) => [q.id, q.choices.find((c) => c.right).id]));
  const wrongScale = REASONS[0].choices.find((c) => !c.right && c.id === 'average');
  const choose = async (q, id) => {
    const at = s.order[q.id].indexOf(id);
    const group = step(2).locator('[data-part="reason"]').nth(REASONS.indexOf(q));
    await group.getByRole('radio').first().focus();
    for (let k = 0; k < at; k += 1) await page.keyboard.press('ArrowDown');
    if (at === 0) await page.keyboard.press('Space');
    assert.equal(await group.getByRole('radio', { checked: true }).getAttribute('value'), id);
  };
  await choose(REASONS[0], wrongScale.id);
  for (const q of REASONS.slice(1)) await choose(q, right[q.id]);
  await page.keyboard.press('Enter');
  const feedback = step(2).locator('[data-part="feedback"]');
  const results = judgeReasons({ ...right, scale: wrongScale.id }).results;
  assert.deepEqual(await feedback.allTextContents(), results.map((r) => shown(r.text)));
  assert.ok((await feedback.first().textContent()).includes(shown(wrongScale.feedback)), 'the wrong choice’s own feedback');
  assert.equal(await page.locator('attention-formula').isVisible(), false, 'still held back');
  await choose(REASONS[0], right.scale);
  await page.keyboard.press('Enter');
  await element.locator('[data-part="status"]', { hasText: 'Checkpoint complete' }).waitFor();
  assert.deepEqual(passRecord((await stored(page)).checkpoint['formula/derive']), { solved: true, help: false, days: 1 });
  await page.locator('attention-formula').waitFor({ state: 'visible' });
}));

test('derive: a reload keeps step 1 passed, its formula shown, with step 2 open', () => withSection('formula', {}, async (page) => {
  await waitReady(page, derive(page));
  const step = (k) => derive(page).locator('[data-part="step"]').nth(k);
  for (const id of ['scores', 'scale', 'mask', 'softmax', 'values']) await derive(page).locator(`[data-part="tray"] [data-tile="${id}"]`).click();
  await step(0).getByRole('button', { name: 'Check step 1' }).click();
  await step(1).getByRole('textbox').first().waitFor();
  const chain = await step(0).locator('[data-part="chain"]').textContent();
  const verdict = await step(0).locator('[data-part="verdict"]').textContent();
  await page.reload();
  await waitReady(page, derive(page));
  assert.match(await step(0).getAttribute('class'), /\bis-done\b/);
  assert.equal(await step(0).locator('[data-part="chain"]').textContent(), chain);
  assert.equal(await step(0).locator('[data-part="verdict"]').textContent(), verdict);
  assert.equal(await step(0).locator('[data-part="tray"]').count(), 0, 'the tiles are put away');
  assert.match(await step(1).getAttribute('class'), /\bis-current\b/);
  assert.equal(await page.locator('attention-formula').isVisible(), false, 'still held back: step 1 is not the checkpoint');
}));

test('derive: “Show me the formula” shows the map and makes a pass one with help', () => withSection('formula', {}, async (page) => {
  // The strips above, on this page, would be the answer: held back, a line in their place.
  const strips = page.locator('#softmax [data-part="pipeline"], #weighted-sum [data-part="pipeline"]');
  const standIns = page.locator('#softmax [data-part="pipeline-held"], #weighted-sum [data-part="pipeline-held"]');
  assert.equal(await strips.count(), 2);
  for (let k = 0; k < 2; k += 1) {
    assert.equal(await strips.nth(k).isVisible(), false, 'the strip is held back');
    assert.equal(await standIns.nth(k).isVisible(), true, 'and the line says why');
  }
  await showFormula(page);
  for (let k = 0; k < 2; k += 1) {
    assert.equal(await strips.nth(k).isVisible(), true, 'shown with the formula');
    assert.equal(await standIns.nth(k).isVisible(), false);
  }
  assert.equal(await page.locator('attention-formula').isVisible(), true);
  assert.deepEqual((await stored(page)).attempt['formula/derive'], { round: 0, help: true, passed: false });
  assert.equal(await derive(page).getByRole('button', { name: 'Show me the formula' }).count(), 0, 'shown once, the button goes');
  await page.reload();
  await waitReady(page, derive(page));
  assert.equal(await page.locator('#formula > .prose[data-after]').isVisible(), true, 'and stays shown after a reload');
}));
