// <attention-predict> in the page: every core step opens with a question
// whose result stays hidden (not rendered, not focusable, not in the
// accessibility tree, out of the document) until the reader commits an
// answer or presses "Just show me"; every widget has its "Try … Notice …"
// line; the reveal shows the verdict computed in Node
// (tests/js/course-predictions.test.mjs: the core's and numpy's numbers,
// for every answer checked there) word for word, sets the widget to the
// asked case and moves focus to the verdict; a committed prediction is
// remembered after a reload; "Just show me" for the tab only; the sketch
// from the keyboard alone; in another page's shadow root. axe before the
// reveal: the page pass at load; asked to move a bar, and after the
// reveal, in the four views: state rows (state-rows/softmax.mjs, scaling.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHAPTERS, chapterOf, pageUrl, revealPredictions, siteDir, usePages } from './browser.mjs';
import { choosePrediction, commitPrediction, predict, unreachable, waitReady } from './course.mjs';
import { predicted, solved } from '../js/course-answers.mjs';
import { PREDICTIONS } from '../../web/lib/course/predictions.js';

const { withPage, withSection } = usePages();
const open = (id, body) => withSection(id, { reveal: false }, body);

// The verdict as the page shows it (its mark, then its text), and as Node computes it.
const verdictOf = (element) => element.locator('[data-part="prediction-verdict"] p').first().textContent();
async function showsNode(element, name, given, options) {
  const want = predicted(name, given, options);
  assert.equal(await verdictOf(element), want.text, `${name} ← ${JSON.stringify(given)}`);
  assert.match(await element.locator('[data-part="prediction-verdict"]').getAttribute('class'), new RegExp(`\\b${want.state}\\b`));
  return want.text;
}

// The core steps are in the first two chapters, why (the learned head) to
// masking, then softmax and weighted-sum, and chapter 3's experiment: checked before anything is revealed; then every
// chapter, its predictions revealed, for the widgets' Try lines.
test('each core step opens with a prediction whose result is out of reach until the reader answers; every widget is introduced by one “Try … Notice …” line right before it', () => withPage({}, async (page) => {
  const steps = ['why', 'qkv', 'scores', 'scaling', 'masking', 'softmax', 'weighted-sum', 'multi-head'];
  const widgets = [];
  for (const chapter of CHAPTERS) {
    await page.goto(pageUrl(chapter.file));
    for (const id of steps.filter((step) => chapterOf(step) === chapter.file)) {
      const first = page.locator(`#${id} attention-predict`).first();
      assert.ok(await first.count(), `${id} has a prediction`);
      // It comes before the step's widget.
      const order = await page.$eval(`#${id}`, (section) => section.querySelector('attention-predict, [url-key]').localName);
      assert.equal(order, 'attention-predict', `${id}: the question comes first`);
      await waitReady(page, first);
      const name = await first.getAttribute('name');
      assert.match(name, new RegExp(`^${id}/`));
      assert.ok(await unreachable(page, `attention-predict[name="${name}"] > :not([data-part="question"])`), `${name}: result hidden`);
      // Out of the document until revealed (its widget does not draw unseen).
      assert.equal(await first.evaluate((n) => n.querySelectorAll(':scope > :not([data-part="question"])').length), 0, `${name}: result out of the document`);
      assert.equal(await first.getAttribute('revealed'), null);
    }
    await revealPredictions(page); // a guarded widget is out of the document until then
    widgets.push(...await page.$$eval('main [url-key], main attention-walkthrough', (nodes) => nodes.map((node) => {
      const before = node.previousElementSibling;
      return { tag: node.localName, line: before?.classList.contains('try-line') ? before.textContent.replace(/\s+/g, ' ') : null };
    })));
  }
  assert.equal(widgets.length, 28); // 6 + 5 + 4 + 2 + 4 + 7, chapter by chapter (the review's bug widget four times)
  for (const { tag, line } of widgets) assert.match(line ?? '', /^Try .+ Notice .+/, `${tag}: ${line}`);
}));

test('scaling: “seven” is a format message that reveals nothing; a wrong variance shows Node’s verdict, reveals the widget at d_k = 256 and takes focus', () => open('scaling', async (page) => {
  const element = predict(page, 'scaling/variance-256');
  const widget = '#scaling attention-scaling';
  assert.ok(await unreachable(page, widget));
  await commitPrediction(page, 'scaling/variance-256', 'seven');
  assert.equal(await element.locator('[data-part="message"]').textContent(), predicted('scaling/variance-256', 'seven').text);
  assert.equal(await element.getAttribute('revealed'), null);
  assert.ok(await unreachable(page, widget));
  assert.equal(await element.getByLabel('Your prediction').getAttribute('aria-invalid'), 'true');
  await commitPrediction(page, 'scaling/variance-256', '16');
  await element.and(page.locator('[revealed]')).waitFor();
  await showsNode(element, 'scaling/variance-256', '16');
  assert.equal(await page.getAttribute(widget, 'd-k'), '256', 'the widget shows the asked case');
  assert.equal(await page.locator(widget).evaluate((n) => n.hidden || n.inert), false);
  assert.ok(await page.locator(widget).isVisible());
  // Focus moved to the verdict, which is announced.
  assert.equal(await page.evaluate(() => document.activeElement.dataset.part), 'prediction-verdict');
}));

test('“Just show me” reveals with Node’s answer, is kept for the tab, and asks again in a new visit', async () => {
  await open('masking', async (page) => {
    const element = predict(page, 'masking/minus-infinity');
    await waitReady(page, element);
    await element.getByRole('button', { name: 'Just show me' }).click();
    await element.and(page.locator('[revealed]')).waitFor();
    await showsNode(element, 'masking/minus-infinity', null, { skipped: true });
    assert.equal(await element.locator('form').count(), 0, 'no question left to answer');
    assert.ok(await page.locator('#masking attention-masking').isVisible());
    await page.reload();
    await element.and(page.locator('[revealed]')).waitFor();
    assert.ok(await page.locator('#masking attention-masking').isVisible(), 'still revealed after a reload in this tab');
    // "Just show me" is not a prediction made: nothing in the progress store.
    const stored = await page.evaluate(() => localStorage.getItem('attention-math:progress:v1'));
    assert.doesNotMatch(stored ?? '', /masking\/minus-infinity/);
  });
  await open('masking', async (fresh) => {
    assert.equal(await predict(fresh, 'masking/minus-infinity').getAttribute('revealed'), null);
  });
});

test('a committed prediction is remembered after a reload and shown as made, from file://', () => open('scores', async (page) => {
  const element = predict(page, 'scores/shape-7-16');
  await commitPrediction(page, 'scores/shape-7-16', '7x16');
  await showsNode(element, 'scores/shape-7-16', '7x16');
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('attention-math:progress:v1')));
  assert.deepEqual(stored.prediction['scores/shape-7-16'], { answer: '7x16' });
  await page.reload();
  await waitReady(page, element);
  assert.notEqual(await element.getAttribute('revealed'), null);
  await showsNode(element, 'scores/shape-7-16', '7x16', { restored: true });
  assert.equal(await element.getByLabel('Your prediction').inputValue(), '7x16');
  assert.equal(await element.getByLabel('Your prediction').getAttribute('readonly'), '');
  assert.ok(await page.locator('#scores attention-scores').isVisible());
  assert.equal(await element.getByRole('button', { name: 'Just show me' }).count(), 0);
  // Another prediction of the step made before the reload: its widget is set
  // to the case its verdict names (the question's arrows), not the widget's own start.
  const arrows = PREDICTIONS['scores/which-key'].widget['attention-geometry'];
  await page.evaluate(() => globalThis.__attentionMathProgress.set('prediction', 'scores/which-key', { answer: '0' }));
  await page.reload();
  await waitReady(page, predict(page, 'scores/which-key'));
  assert.deepEqual(await page.locator('#scores attention-geometry').evaluate((node, names) => names.map((name) => node.getAttribute(name)), Object.keys(arrows)),
    Object.values(arrows));
}));

test('a choice: the wrong axis shows Node’s verdict (the core’s row and column sums)', () => open('softmax', async (page) => {
  await choosePrediction(page, 'softmax/rows-or-columns', /Each column/);
  await showsNode(predict(page, 'softmax/rows-or-columns'), 'softmax/rows-or-columns', 'columns');
}));

// The bars' values as the page holds them.
const barValues = (element) => element.getByRole('slider').evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('aria-valuenow'))));

test('the sketch works from the keyboard alone, and the reveal shows Node’s verdict and marks the core’s weights', () => open('softmax', async (page) => {
  const { before } = solved('softmax/double-scores');
  const element = predict(page, 'softmax/double-scores');
  await waitReady(page, element);
  const bars = element.getByRole('slider');
  assert.equal(await bars.count(), 4);
  assert.equal(Number(await bars.nth(0).getAttribute('aria-valuenow')), Number(before[0].toFixed(2)));
  // Tab into the first bar; arrows, Page Up/Down, Home and End move it.
  await element.getByText('Predict first').click();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'slider');
  for (let k = 0; k < 2; k += 1) await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await bars.nth(0).getAttribute('aria-valuetext'), (before[0] + 0.21).toFixed(2));
  await page.keyboard.press('End');
  assert.equal(await bars.nth(0).getAttribute('aria-valuenow'), '1');
  await page.keyboard.press('PageDown');
  // The second bar down to 0.12, the third to 0 (Page Down stops at 0), the fourth to 0.
  await page.keyboard.press('Tab');
  await page.keyboard.press('PageDown');
  for (let k = 0; k < 2; k += 1) await page.keyboard.press('ArrowDown');
  assert.equal(await bars.nth(1).getAttribute('aria-valuetext'), (before[1] - 0.12).toFixed(2));
  await page.keyboard.press('Tab');
  await page.keyboard.press('PageDown');
  assert.equal(await bars.nth(2).getAttribute('aria-valuenow'), '0');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Home');
  // On to "Commit my prediction", then Enter.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Commit my prediction');
  const values = await barValues(element);
  assert.deepEqual(values.map((v) => v.toFixed(2)), ['0.90', '0.12', '0.00', '0.00']);
  // The bars' sum as they stand, and the rule it breaks (0.90 + 0.12 = 1.02).
  assert.equal(await element.locator('[data-part="sketch-sum"]').textContent(), 'Your bars add up to 1.02: a row of weights adds up to 1.');
  await page.keyboard.press('Enter');
  await element.and(page.locator('[revealed]')).waitFor();
  assert.match(await showsNode(element, 'softmax/double-scores', values), /^✓/);
  assert.equal(await element.locator('[data-part="answer-mark"]').filter({ visible: true }).count(), 4, 'the core’s weights are marked');
  assert.equal(await page.getAttribute('#softmax attention-softmax', 'scale'), '2');
}));

test('the sketch: a bar’s description names its keys; moved part way, Node’s verdict', () => open('softmax', async (page) => {
  const element = predict(page, 'softmax/double-scores');
  await waitReady(page, element);
  const bars = element.getByRole('slider');
  const description = await bars.nth(0).evaluate((bar) => document.getElementById(bar.getAttribute('aria-describedby')).textContent);
  assert.match(description, /Arrow keys move the bar by 0\.01, Page Up and Page Down by 0\.1/);
  for (let j = 0; j < 4; j += 1) {
    assert.equal(await bars.nth(j).getAttribute('aria-describedby'), await bars.nth(0).getAttribute('aria-describedby'));
  }
  // The top bar up by 0.1, the others down by 0.1 (Node: the right direction, not far enough).
  const start = await barValues(element);
  await bars.nth(0).focus();
  await page.keyboard.press('PageUp');
  assert.equal(await bars.nth(0).getAttribute('aria-valuetext'), (start[0] + 0.1).toFixed(2));
  for (let j = 1; j < 4; j += 1) {
    await bars.nth(j).focus();
    await page.keyboard.press('PageDown');
  }
  const values = await barValues(element);
  await element.getByRole('button', { name: 'Commit my prediction' }).click();
  await element.and(page.locator('[revealed]')).waitFor();
  assert.match(await showsNode(element, 'softmax/double-scores', values), /Right direction, not far enough/);
}));

test('the sketch cannot be committed by accident: with no bar moved it asks first, by keyboard too', () => open('softmax', async (page) => {
  const element = predict(page, 'softmax/double-scores');
  await waitReady(page, element);
  const message = element.locator('[data-part="message"]');
  const commit = element.getByRole('button', { name: 'Commit my prediction' });
  await commit.click();
  assert.ok(await message.isVisible(), 'a commit with no bar moved is answered by a message');
  assert.match(await message.textContent(), /haven’t moved any bar.*Commit again to predict exactly that/);
  assert.equal(await element.getAttribute('revealed'), null, 'and reveals nothing');
  assert.equal(await message.getAttribute('aria-live'), 'polite', 'a screen reader hears it');
  // Moving a bar and back clears the message and asks again: a new answer, the same question.
  const bar = element.getByRole('slider').first();
  await bar.focus();
  await page.keyboard.press('ArrowUp');
  assert.equal(await message.isVisible(), false, 'moving a bar clears the message');
  await page.keyboard.press('ArrowDown');
  await commit.focus();
  await page.keyboard.press('Enter');
  assert.ok(await message.isVisible(), 'back where it started: asked again');
  assert.equal(await element.getAttribute('revealed'), null);
  // Enter again, from the keyboard: "nothing changes" is committed as meant.
  const values = await barValues(element);
  await page.keyboard.press('Enter');
  await element.and(page.locator('[revealed]')).waitFor();
  assert.match(await showsNode(element, 'softmax/double-scores', values), /^✗You predicted “.*”\. Your top bar did not rise/);
}));

test('embedded in another page (a shadow root), the guarded content stays hidden until the reader answers', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'attention-predict-'));
  const widgets = pathToFileURL(join(siteDir, 'attention-math-widgets.js')).href;
  writeFileSync(join(dir, 'host.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body><main>
<attention-predict name="qkv/v-shape"><p id="secret">X (5, 6) times W_V (6, 2) is (5, 2).</p></attention-predict>
<attention-exercise name="scores/dot-product"></attention-exercise>
</main><script src="${widgets}"></script></body></html>`);
  try {
    await withPage({}, async (page) => {
      await page.goto(pathToFileURL(join(dir, 'host.html')).href);
      const element = page.locator('attention-predict');
      await element.and(page.locator('[data-state="ready"]')).waitFor();
      assert.ok(await element.evaluate((n) => n.shadowRoot !== null));
      assert.ok(await unreachable(page, '#secret'));
      await element.getByLabel('Your prediction').fill('(5, 2)');
      await element.getByRole('button', { name: 'Commit my prediction' }).click();
      await element.and(page.locator('[revealed]')).waitFor();
      assert.ok(await page.locator('#secret').isVisible());
      assert.match(await element.locator('[data-part="prediction-verdict"]').textContent(), /Right\./);
      const exercise = page.locator('attention-exercise');
      await exercise.getByRole('textbox').fill('-3.5');
      await exercise.getByRole('textbox').press('Enter');
      assert.match(await exercise.locator('[data-part="verdict"]').textContent(), /^✓Correct\./);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
