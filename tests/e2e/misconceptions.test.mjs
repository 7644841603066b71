// The misconception demos, what only a browser shows: the temperature
// slider is logarithmic (T = 1 mid-travel, the ends 0.05 and 20, typing
// moves it, the URL holds T), the presets drive the field (the default
// leaving the URL), each bar says its weight; the bugs demo sets each bug's
// numpy line beside the correct one. Every number of the four demos: tests/models/misconceptions.test.mjs;
// each demo's first draw, bad input, URL and export: widget-smoke; axe and
// fit in every view, with the scaling-after-softmax bug shown: the page
// pass's state row (state-rows/review.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, loadCore, usePages } from './browser.mjs';
import { PREDICTIONS } from '../../web/lib/course/predictions.js';
import { fields, model } from '../../web/elements/misconceptions/temperature/model.js';
import { inputs } from '../models/harness.mjs';
import { BUGS } from '../../web/elements/misconceptions/bugs/model.js';

const { withSection } = usePages();
const am = await loadCore();
const tag = 'attention-misconception-temperature';
const stats = (t) => model(am, inputs(fields, { temperature: t })).stats.map(([, value]) => value);
const verdict = (t) => model(am, inputs(fields, { temperature: t })).verdict;

test('the temperature slider is logarithmic: T = 1 mid-travel, the ends 0.05 and 20, typing moves it; the presets set T, the default leaves the URL; each bar its weight; the bugs demo’s numpy lines', () => withSection('misconceptions', {}, async (page) => {
  const widget = page.locator(tag);
  const drawnStats = () => widget.locator('[data-part="stat"] dd').allTextContents();
  const slider = widget.getByRole('slider', { name: /temperature slider/ });
  const box = widget.getByRole('textbox', { name: 'Temperature T' });
  assert.equal(await slider.inputValue(), '50', 'T = 1 sits in the middle');
  assert.equal(await slider.getAttribute('max'), '100');
  await slider.fill('75');
  await page.waitForURL(/mc-temp\.t=4\.47(&|#|$)/); // 20^0.5 to 3 figures
  assert.equal(await box.inputValue(), '4.47');
  assert.equal(await slider.getAttribute('aria-valuetext'), 'T = 4.47');
  assert.deepEqual(await drawnStats(), stats(4.47));
  await slider.focus();
  await page.keyboard.press('Home');
  await page.waitForURL(/mc-temp\.t=0\.05(&|#|$)/);
  await page.keyboard.press('End');
  await page.waitForURL(/mc-temp\.t=20(&|#|$)/);
  await box.fill('0.2');
  await page.waitForURL(/mc-temp\.t=0\.2(&|#|$)/);
  assert.equal(await slider.inputValue(), String(Math.round((Math.log(0.2) / Math.log(20) + 1) * 50)), 'typing moves the slider');

  await widget.getByRole('button', { name: 'Nearly uniform (T = 20)' }).click();
  await page.waitForURL(/mc-temp\.t=20(&|#|$)/);
  assert.equal(await box.inputValue(), '20');
  assert.deepEqual(await drawnStats(), stats(20));
  await widget.getByRole('button', { name: 'Attention (T = 1)' }).click();
  await page.waitForFunction((name) => /^T = 1:/.test(document.querySelector(`${name} [data-part="verdict"]`).textContent), tag);
  assert.equal(await widget.locator('[data-part="verdict"]').textContent(), verdict(1));
  assert.doesNotMatch(page.url(), /mc-temp\.t=/, 'the default temperature leaves the URL');
  // Each bar shows its weight.
  const bars = model(am, inputs(fields)).bars.bars.map((bar) => bar.value.toFixed(3));
  assert.deepEqual(await widget.locator('[data-part="bar-value"]').allTextContents(), bars);

  // The bugs demo shows each bug's numpy line beside the correct one: softmax over the wrong axis.
  const bugs = page.locator('attention-misconception-bugs[url-key="mc-bug"]'); // the gallery, below the two spot-the-bug copies
  await bugs.getByRole('combobox', { name: 'Bug' }).selectOption('softmax-over-queries');
  await page.waitForURL(/mc-bug\.bug=softmax-over-queries/);
  const lines = await bugs.locator('[data-part="code-line"]').evaluateAll((rows) => rows.map((r) => [r.classList.contains('is-wrong'), r.querySelector('code').textContent]));
  assert.deepEqual(lines, [[false, BUGS['softmax-over-queries'].right], [true, BUGS['softmax-over-queries'].wrong]]);
  assert.match(lines[1][1], /axis=0/);

  // The one-layer induction entry: its 16 × 16 maps fit the 1280 px column (no sideways scroll),
  // its sides are two layers and one layer, and the d_k control and the seed hint, which do not apply, are hidden.
  const dK = bugs.getByRole('textbox', { name: /Key width/ });
  assert.equal(await dK.isVisible(), true);
  await bugs.getByRole('combobox', { name: 'Bug' }).selectOption('one-layer-induction');
  await page.waitForURL(/mc-bug\.bug=one-layer-induction/);
  await page.waitForFunction((name) => document.querySelector(`${name} [data-part="code-line"]`)?.textContent.includes('layers=2'), 'attention-misconception-bugs[url-key="mc-bug"]');
  assert.equal(await dK.isVisible(), false);
  assert.equal(await bugs.getByText('Draws Q, K and V from N(0, 1).').isVisible(), false);
  assert.deepEqual(await bugs.locator('[data-part="code-line"] [aria-label]').evaluateAll((m) => m.map((n) => n.getAttribute('aria-label'))), ['two layers:', 'one layer:']);
  assert.equal(await bugs.getByText('✓ two layers').isVisible(), true);
  assert.equal(await bugs.getByText('✗ one layer').isVisible(), true);
  const grids = await bugs.getByRole('grid').evaluateAll((g) => g.map((n) => [n.parentElement.scrollWidth, n.parentElement.clientWidth]));
  assert.equal(grids.length, 2);
  for (const [scroll, client] of grids) assert.ok(scroll <= client, `a map scrolls sideways: ${scroll} > ${client}`);
}));

// The spot-the-bug questions show their numpy between the question and the
// answer: a group named for a screen reader, one row per line with its
// indentation, each marked line read as “buggy line: …”; axe has nothing to
// say of it. (Which lines, and that they are the gallery's: tests/js/course-predictions.)
test('each spot-the-bug question shows its lines of numpy, the buggy ones marked in words too', () => withSection('misconceptions', {}, async (page) => {
  for (const name of ['misconceptions/online-rescale', 'misconceptions/mask-after-softmax', 'misconceptions/one-layer-induction']) {
    const question = page.locator(`attention-predict[name="${name}"]`);
    await question.scrollIntoViewIfNeeded();
    const code = question.getByRole('group', { name: 'The code, in numpy, buggy lines marked' });
    await code.waitFor();
    const rows = await code.locator('[data-part="question-code-line"]').evaluateAll((lines) => lines.map((line) => ({
      text: line.querySelector('code').textContent, wrong: line.classList.contains('is-wrong'), read: line.textContent })));
    assert.deepEqual(rows.map(({ text, wrong }) => ({ text, wrong })), PREDICTIONS[name].code.map(({ text, wrong = false }) => ({ text, wrong })));
    for (const row of rows) assert.equal(row.read, row.wrong ? `✗buggy line: ${row.text}` : row.text, name);
    // Right after the question (the section opens with its questions answered, so the form has gone), and
    // wrapped, not scrolled.
    const order = await question.evaluate((q) => [...q.querySelector('[data-part="question-code"]').parentElement.children].map((n) => n.dataset.part ?? n.localName));
    assert.deepEqual(order.slice(0, 2), ['prompt', 'question-code'], name);
    assert.ok(await code.evaluate((c) => c.scrollWidth <= c.clientWidth), `${name}: the code scrolls sideways`);
  }
  assert.deepEqual(await axe(page, { scope: '[data-part="question-code"]' }), []);
}));
