// <attention-exercise> in the page: every core step ends with at least one
// checked exercise, and each on a page is one the Node tests know. What
// each exercise says (right with the core's numbers, a hint per mistake,
// the spellings read, format messages) is checked in Node for all of them
// (tests/js/course-exercises.test.mjs); here, one exercise of each answer
// kind (shape, number, vector) shows exactly those verdicts as a reader gets
// them, by click and by Enter, records a solved one and says so after a
// reload; "Show the answer"; the exercise waits for its step's prediction.
// axe with verdicts shown, in the four views: state rows of the page pass
// (state-rows/qkv.mjs, state-rows/weighted-sum.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, chapterOf, loadCore, pageUrl, revealPredictions, sectionUrl, usePages } from './browser.mjs';
import { answerExercise, byHand, choosePrediction, commitPrediction, exercise, predict, unreachable, waitReady } from './course.mjs';
import { answer, shown, solved } from '../js/course-answers.mjs';
import { EXERCISES, answerText } from '../../web/lib/course/exercises.js';

const { withPage, withSection } = usePages();
const am = await loadCore();
const stored = async (page) => JSON.parse(await page.evaluate(() => localStorage.getItem('attention-math:progress:v1')) ?? '{}');

// On the main path, that is: what a section's "More practice" disclosure
// holds comes on top. A step-by-step checkpoint is a checked exercise too
// (softmax ends with the numerics checkpoint; its three-logits exercise,
// a softmax of other scores, is more practice). A chapter's closing note
// after its last step's exercise (.chapter-end: where the chapter ended,
// what comes next) is not part of the step. Chapter 3's experiment
// (multi-head) opens with its prediction and ends with what it reveals, as
// chapter 1's trained head (why) does.
test('every core step ends with at least one checked exercise on the main path, and the review has more', () => withPage({}, async (page) => {
  const names = [];
  for (const chapter of CHAPTERS) {
    await page.goto(pageUrl(chapter.file));
    for (const id of chapter.sections) {
      const last = await page.$eval(`#${id}`, (section) => [...section.children].filter((c) => c.localName !== 'details' && !c.matches('.chapter-end')).at(-1).localName);
      const core = ['qkv', 'scores', 'scaling', 'masking', 'softmax', 'weighted-sum', 'heads-split', 'takeaways'].includes(id);
      if (core) assert.ok(['attention-exercise', 'attention-by-hand'].includes(last), `${id} ends with an exercise or a checkpoint, not ${last}`);
      // Chapter 3's cost step asks its two exercises first and ends with the
      // calculator that would answer them (d_model = 512, h = 8, n = 10).
      if (id === 'heads-cost') {
        const order = await page.$$eval('#heads-cost attention-exercise, #heads-cost attention-params', (nodes) => nodes.map((n) => n.localName));
        assert.deepEqual(order, ['attention-exercise', 'attention-exercise', 'attention-params'], 'the exercises come before the calculator');
      }
    }
    const optional = await page.$$eval('details.more-practice', (boxes) => boxes.map((d) => d.querySelector('summary').textContent));
    for (const summary of optional) assert.match(summary, /^More practice/);
    names.push(...await page.$$eval('attention-exercise', (nodes) => nodes.map((n) => n.getAttribute('name'))));
  }
  assert.deepEqual(names.sort(), Object.keys(EXERCISES).sort(), 'every exercise of the course is on a page, and tested in Node');
}));

// The page shows what Node computes, word for word (the verdict's paragraph:
// the "Show the answer" button after a hint is not part of it).
async function shows(page, name, typed, how) {
  const got = await answerExercise(page, name, typed, how);
  const want = answer(name, typed);
  const paragraph = await exercise(page, name).locator('[data-part="verdict"] p').first().textContent();
  assert.equal(got.state, want.state, `${name} ← ${typed}: ${got.text}`);
  assert.equal(paragraph, want.text, `${name} ← ${typed}`);
  return got;
}

// One exercise of each answer kind: wrong (by click), a format message,
// right (by Enter), recorded, and after a reload "solved before". The two of
// scores.html share its page (each a subtest; one reload for both), with
// “Show the answer”.
const KINDS = [
  ['qkv', 'qkv/k-shape', ['(512, 64)', 'seven by five', '(10, 64)']],
  ['scores', 'scores/dot-product', ['1', 'a million', '-3.5']],
  ['softmax', 'softmax/three-logits', ['0.333, 0.333, 0.333', '0.09, 0.24',
    Array.from(am.softmax({ logits: [1, 3, 4], cols: 3 }).weights, (v) => v.toFixed(3)).join(', ')]],
];
const kindTest = (name) => `${name} (${EXERCISES[name].answer.kind}): the page shows Node’s verdicts, by click and by Enter; solved is recorded`;

async function answerKind(page, name, [wrong, format, right]) {
  assert.equal((await shows(page, name, wrong, 'click')).state, 'is-wrong');
  const formatted = await shows(page, name, format, 'enter');
  assert.equal(formatted.state, 'is-format');
  assert.equal(await exercise(page, name).getByRole('textbox').getAttribute('aria-invalid'), 'true');
  assert.match(await exercise(page, name).getByRole('textbox').getAttribute('aria-describedby'), /verdict/);
  assert.equal((await shows(page, name, right, 'enter')).state, 'is-right');
  assert.equal(await exercise(page, name).getByRole('textbox').getAttribute('aria-invalid'), null);
  assert.equal((await stored(page)).exercise[name], true, 'recorded as solved');
}

// After a reload the predictions (revealed by the test, not answered) ask
// again, but an exercise solved before stays open.
async function solvedBefore(page, name) {
  await waitReady(page, exercise(page, name));
  await exercise(page, name).locator('[data-part="verdict"] p').waitFor();
  assert.match(await exercise(page, name).locator('[data-part="verdict"]').textContent(), /You solved this one before/);
}

async function showTheAnswer(page) {
  await revealPredictions(page, '#masking attention-predict');
  const name = 'masking/causal-count';
  await shows(page, name, '5', 'enter');
  await exercise(page, name).getByRole('button', { name: 'Show the answer' }).click();
  const verdict = exercise(page, name).locator('[data-part="verdict"]');
  assert.equal(await verdict.textContent(), shown(answerText(EXERCISES[name], solved(name))));
  assert.equal(await verdict.getAttribute('aria-live'), 'polite');
  const saved = await page.evaluate(() => localStorage.getItem('attention-math:progress:v1'));
  assert.doesNotMatch(saved ?? '', /causal-count/, 'a shown answer is not a solved exercise');
}

for (const file of [...new Set(KINDS.map(([section]) => chapterOf(section)))]) {
  const kinds = KINDS.filter(([section]) => chapterOf(section) === file);
  const withAnswer = file === chapterOf('masking');
  test(`${file}: ${kinds.map(([, name]) => name).join(', ')}${withAnswer ? ', and “Show the answer”' : ''}`, (t) => withSection(kinds[0][0], {}, async (page) => {
    for (const [section] of kinds.slice(1)) await revealPredictions(page, `#${section} attention-predict`);
    for (const [, name, typed] of kinds) await t.test(kindTest(name), () => answerKind(page, name, typed));
    if (withAnswer) await t.test('“Show the answer” shows Node’s answer text, announced, and is not a solved exercise', () => showTheAnswer(page));
    await page.reload();
    for (const [, name] of kinds) await t.test(`${name}: solved before, after a reload`, () => solvedBefore(page, name));
  }));
}

test('the takeaways are questions first, use n for the number of keys, and say the padding mask is for padded batches', () => withSection('takeaways', {}, async (page) => {
  const questions = page.locator('#takeaways .takeaways > li > details');
  assert.equal(await questions.count(), 10);
  assert.equal(await questions.evaluateAll((all) => all.filter((d) => d.open).length), 0, 'every answer closed until asked for');
  // The reader opens each one, as a reader does: a click on its question.
  for (let k = 0; k < 10; k += 1) await questions.nth(k).locator('summary').click();
  const tex = await page.$$eval('#takeaways .takeaways annotation', (a) => a.map((x) => x.textContent).join(' | '));
  assert.match(tex, /\(n, n\)/);
  // m is never a number of keys: it appears only in the online-softmax answer, which names it the running maximum.
  const items = await page.$$eval('#takeaways .takeaways > li', (all) => all.map((li) => ({
    text: li.textContent, tex: [...li.querySelectorAll('annotation')].map((x) => x.textContent.trim()) })));
  const withM = items.filter((item) => item.tex.some((t) => /\bm\b/.test(t)));
  assert.equal(withM.length, 1, `m in ${withM.length} takeaways: ${tex}`);
  assert.match(withM[0].text, /running maximum/);
  assert.deepEqual(withM[0].tex.filter((t) => /\bm\b/.test(t)), ['m', "e^{m - m'}"]);
  const fifth = await page.locator('#takeaways .takeaways > li').nth(4).textContent();
  assert.match(fifth, /causal mask in every decoder, the padding mask whenever a batch is\s+padded/);
  assert.match(fifth, /in training as much as in generation/);
  assert.doesNotMatch(await page.textContent('#takeaways .takeaways'), /only when generating|ordinary\s+weights/);
}));

// Until the step's prediction is revealed, its exercise is a note that says
// it comes after; answering or "Just show me" opens it, and it stays open
// after a reload. The checkpoint after softmax's two predictions waits for both.
test('a step\'s exercise opens after its prediction: answered, or “Just show me”; kept after a reload', () => withSection('scores', { reveal: false }, async (page) => {
  const name = 'scores/dot-product';
  const element = exercise(page, name);
  await waitReady(page, element);
  assert.match(await element.locator('[data-part="after-reveal"]').textContent(), /Exercise · after the prediction.*answered the prediction above/);
  assert.equal(await element.getAttribute('data-after-prediction'), '');
  assert.ok(await unreachable(page, `attention-exercise[name="${name}"] > form`), 'the exercise is out of reach');
  // The note says what the question asks, behind "What the prediction asks" (a reader far below need not scroll back to learn it).
  await element.locator('[data-part="after-reveal-asks"] summary').click();
  const quotes = (which) => page.waitForFunction(([ex, pr]) => {
    const quote = document.querySelector(`attention-exercise[name="${ex}"] [data-part="after-reveal-question"]`);
    const prompt = document.querySelector(`attention-predict[name="${pr}"] [data-part="prompt"]`);
    return quote?.checkVisibility() && prompt && quote.textContent.length > 20 && quote.textContent === prompt.textContent;
  }, [name, which]);
  await quotes('scores/which-key');
  // The note leads back to the question: the step's first, then, once that
  // one is answered, the one still open (the exercise waits for both).
  await element.getByRole('button', { name: 'Go to the question' }).click();
  assert.equal(await page.evaluate(() => document.activeElement.closest('attention-predict')?.getAttribute('name')), 'scores/which-key');
  await choosePrediction(page, 'scores/which-key', 'k₁ = (1, 1)');
  await predict(page, 'scores/which-key').and(page.locator('[revealed]')).waitFor();
  assert.ok(await unreachable(page, `attention-exercise[name="${name}"] > form`), 'still out of reach: one question left');
  await quotes('scores/shape-7-16');
  await element.getByRole('button', { name: 'Go to the question' }).click();
  assert.equal(await page.evaluate(() => document.activeElement.closest('attention-predict')?.getAttribute('name')), 'scores/shape-7-16');
  await commitPrediction(page, 'scores/shape-7-16', '(7, 7)');
  await element.getByRole('textbox').waitFor();
  assert.equal(await element.locator('[data-part="after-reveal"]').count(), 0);
  assert.equal(await element.getAttribute('data-after-prediction'), null);
  assert.equal((await answerExercise(page, name, '-3.5')).state, 'is-right');
  await page.reload();
  await waitReady(page, exercise(page, name));
  assert.ok(await exercise(page, name).getByRole('textbox').isVisible(), 'a prediction made opens it after a reload');
  // "Just show me" opens the masking exercise too.
  const masking = exercise(page, 'masking/causal-count');
  await waitReady(page, masking);
  assert.ok(await unreachable(page, 'attention-exercise[name="masking/causal-count"] > form'));
  await predict(page, 'masking/minus-infinity').getByRole('button', { name: 'Just show me' }).click();
  await masking.getByRole('textbox').waitFor();
  // Softmax's checkpoint (chapter 2) waits for both of the step's predictions.
  await page.goto(sectionUrl('softmax'));
  const numerics = byHand(page, 'softmax/numerics');
  await waitReady(page, numerics);
  await predict(page, 'softmax/rows-or-columns').getByRole('button', { name: 'Just show me' }).click();
  assert.equal(await numerics.getAttribute('data-after-prediction'), '', 'one of two is not enough');
  await revealPredictions(page, 'attention-predict[name="softmax/double-scores"]');
  await numerics.locator('[data-part="step"]').first().waitFor();
}));

// Practice in a step with no prediction opens at once: chapter 3's shapes
// checkpoint and cost exercises, in the two steps after its experiment's,
// while that prediction is still unanswered.
// And every waiting note says what it waits for: the first of two side by
// side quotes the question, the second says it waits for the same one
// (chapter 4's backward exercises; two quotes in a row read as one exercise twice).
test('chapter 3’s shapes checkpoint and cost exercises open before its experiment’s prediction; each waiting note says what it waits for', () => withSection('heads-cost', { reveal: false }, async (page) => {
  for (const name of ['multi-head/params', 'multi-head/flops']) {
    const element = exercise(page, name);
    await element.scrollIntoViewIfNeeded();
    await waitReady(page, element);
    await element.getByRole('textbox').waitFor();
    assert.equal(await element.locator('[data-part="after-reveal"]').count(), 0, `${name} has no waiting note`);
    assert.equal(await element.getAttribute('data-after-prediction'), null);
  }
  assert.equal((await answerExercise(page, 'multi-head/params', '0')).state, 'is-wrong', 'answerable before the prediction');
  const shapes = byHand(page, 'multi-head/shapes');
  await shapes.scrollIntoViewIfNeeded();
  await waitReady(page, shapes);
  assert.equal(await shapes.getAttribute('data-after-prediction'), null, 'the shapes checkpoint does not wait');
  assert.equal(await shapes.locator('[data-part="after-reveal"]').count(), 0);
  assert.equal(await predict(page, 'multi-head/one-or-two').getAttribute('revealed'), null, 'the experiment’s prediction is still unanswered');
  await page.goto(sectionUrl('backward'));
  const prompt = page.locator('attention-predict[name="backward/score-direction"] [data-part="prompt"]');
  const first = exercise(page, 'backward/jacobian-row');
  await first.scrollIntoViewIfNeeded();
  await waitReady(page, first);
  const quote = first.locator('[data-part="after-reveal-question"]');
  assert.equal(await quote.isVisible(), false, 'closed until asked for: one line on screen');
  await first.locator('[data-part="after-reveal-asks"] summary').click();
  await quote.waitFor();
  assert.ok(await quote.isVisible(), 'the first note shows its question');
  await prompt.waitFor({ state: 'attached' });
  assert.equal(await quote.textContent(), await prompt.textContent(), 'it quotes backward/score-direction');
  const second = exercise(page, 'backward/dz-row');
  await second.scrollIntoViewIfNeeded();
  await waitReady(page, second);
  assert.match(await second.locator('[data-part="after-reveal"]').textContent(), /This one opens after the same prediction as the one above\./);
  assert.equal(await second.locator('[data-part="after-reveal-question"]').isVisible(), false, 'no second copy of the quote');
  assert.ok(await second.getByRole('button', { name: 'Go to the question' }).isVisible());
}));
