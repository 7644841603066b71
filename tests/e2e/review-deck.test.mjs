// The review deck on the home page, from file:// (what only a browser
// shows; the schedule, the deck's order and the file's round trip are Node's:
// tests/js/review.test.mjs): a chapter's opening recall schedules its card;
// the home page asks what is due, keeps the schedule through a reload and a
// reopen, and its progress file, saved on one "device" (a browser context)
// and loaded on another, brings the same deck and the same numbers. axe on
// the deck and the recall: state rows of the page pass (state-rows/home.mjs,
// state-rows/formula.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { downloadBytes, openPage, pageUrl, usePages } from './browser.mjs';
import { PROMPTS, RECALL_AT } from '../../web/lib/course/recall.js';
import { answerRecall } from './course.mjs';

const { withPage, browser } = usePages();
const deckPrompts = (page) => page.locator('[data-review-deck] [data-part="recall-prompt"]');
const dueIds = (page) => deckPrompts(page).evaluateAll((forms) => forms.map((f) => f.dataset.prompt));

async function answerIn(form, id, right) {
  assert.equal(await form.getAttribute('data-prompt'), id);
  return answerRecall(form, right);
}

test('recall in a chapter schedules its card; the home deck asks what is due, survives a reload and a reopen, and a saved file carries it to another device', () => withPage({}, async (page) => {
  // A chapter opens with recall from earlier chapters; an answer schedules the card.
  await page.goto(pageUrl('formula.html'));
  const recall = page.locator('[data-recall="formula.html"] [data-part="recall-prompt"]');
  assert.deepEqual(await recall.evaluateAll((forms) => forms.map((f) => f.dataset.prompt)), RECALL_AT['formula.html']);
  const first = RECALL_AT['formula.html'][0];
  assert.match(await answerIn(recall.first(), first, true), /Next review in 24 hours\./);
  // The home page: chapter 1 started, its prompts due, the one just answered not.
  await page.evaluate(() => globalThis.__attentionMathProgress.set('step', 'qkv'));
  await page.goto(pageUrl('index.html'));
  const chapter1 = PROMPTS.filter((p) => p.from === 'scores.html').map((p) => p.id);
  assert.deepEqual(await dueIds(page), chapter1.filter((id) => id !== first));
  const wrong = chapter1.find((id) => id !== first);
  assert.match(await answerIn(deckPrompts(page).first(), wrong, false), /Not quite\..*Next review in 10 minutes\./);
  // A typed prompt, written from memory: a known slip gets its own feedback.
  const typed = PROMPTS.find((p) => p.kind && chapter1.includes(p.id) && p.id !== first);
  const typedForm = page.locator(`[data-review-deck] [data-prompt="${typed.id}"]`);
  assert.ok((await answerIn(typedForm, typed.id, false)).includes(typed.mistakes[0].feedback.replace(/_/g, '')));
  // A reload, then a reopen in a fresh page (the same browser profile): the schedule stands.
  await page.reload();
  const later = chapter1.filter((id) => id !== first && id !== wrong && id !== typed.id);
  assert.deepEqual(await dueIds(page), later);
  const reopened = await page.context().newPage();
  await reopened.goto(pageUrl('index.html'));
  assert.deepEqual(await dueIds(reopened), later);
  assert.match(await reopened.locator('[data-part="deck-status"]').textContent(), new RegExp(`^${later.length} new questions from the chapters you have started`));
  await reopened.close();
  // Save to a file; load it on another device: the same deck and the same seed.
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save my progress to a file' }).click();
  const saved = (await downloadBytes(await saving)).toString('utf8');
  const other = await openPage(browser());
  try {
    await other.goto(pageUrl('index.html'));
    assert.equal(await deckPrompts(other).count(), 0, 'a new device: nothing started, nothing due');
    await other.getByLabel('Load progress from a file').setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
    await other.locator('[data-part="progress-file-message"]', { hasText: 'Progress loaded' }).waitFor();
    assert.deepEqual(await dueIds(other), later);
    const state = (p) => p.evaluate(() => globalThis.__attentionMathProgress.snapshot());
    assert.deepEqual(await state(other), await state(page));
    // A file that is not one is refused, and nothing changes.
    await other.getByLabel('Load progress from a file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"other"}') });
    await other.locator('[data-part="progress-file-message"]', { hasText: 'not an Attention Math progress file' }).waitFor();
    assert.deepEqual(await state(other), await state(page));
  } finally {
    await other.closeAll();
  }
}));

// The page's clock is fixed (Date only; timers run), so that "the same day"
// never depends on when the test runs.
test('a chapter’s recall answered today shows its answers and verdicts after a reload, without scheduling again; the next day it asks afresh', () => withPage({}, async (page) => {
  await page.clock.setFixedTime(new Date(2026, 2, 10, 12, 0));
  await page.goto(pageUrl('formula.html'));
  const recall = page.locator('[data-recall="formula.html"] [data-part="recall-prompt"]');
  const [first, second] = RECALL_AT['formula.html'];
  const verdicts = [await answerIn(recall.nth(0), first, true), await answerIn(recall.nth(1), second, false)];
  const review = () => page.evaluate(() => globalThis.__attentionMathProgress.snapshot().review);
  const cards = await review();
  const shownState = () => recall.evaluateAll((forms) => forms.slice(0, 3).map((f) => ({
    answered: 'answered' in f.dataset,
    given: f.querySelector('input:checked')?.value ?? f.querySelector('input[type="text"]')?.value ?? null,
    verdict: f.querySelector('[data-part="recall-verdict"]').textContent,
    check: Boolean(f.querySelector('button[type="submit"]')),
  })));
  const before = await shownState();
  await page.reload();
  const after = await shownState();
  assert.deepEqual(after.slice(0, 2), before.slice(0, 2), 'the same answers, verdicts and no Check button');
  assert.deepEqual(after.slice(0, 2).map((s) => s.verdict), verdicts);
  assert.equal(after[2].answered, false, 'a prompt not answered is still open');
  assert.deepEqual(await review(), cards, 'nothing scheduled again');
  // The next day: asked afresh.
  await page.clock.setFixedTime(new Date(2026, 2, 11, 12, 0));
  await page.reload();
  assert.deepEqual((await shownState()).map((s) => [s.answered, s.check]), [[false, true], [false, true], [false, true]]);
}));
