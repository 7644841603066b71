// Section #learning, what only a browser shows: the training demo plays one
// step a frame from the keyboard, pauses by itself where the task is
// learned, goes on when played again, steps, writes its step to the URL when
// it stops, resets; a new rate retrains to the same step; it stops when
// scrolled out of view; W_Q and W_K are drawn only once their disclosure
// opens; the derivation behind "Go deeper" is put in the page only when it
// opens, a link into it opens it, and with scripting off it reads with its
// formulas. The numbers (the step that learns the task, the weights of one
// long call, the gradient check): tests/models/learning*.test.mjs; first
// draw, bad input, URL and export: widget-smoke; axe and fit: the page pass
// (state-rows/further.mjs, at step 30). The derivation is the backward
// pass's, on inside.html (section #backward) since issue 24.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCore, pageUrl, usePages } from './browser.mjs';
import { collectFigures } from '../../web/lib/widget/figure-export.js';
import { figuresCsv } from '../../web/figures/csv.js';
import { fields, model, prepare } from '../../web/elements/learning/model.js';
import { inputs } from '../models/harness.mjs';

const { withSection, withPage, browser } = usePages();
const am = await loadCore();
const demo = 'attention-learning';
const step = (page) => page.$eval(demo, (e) => Number(e.dataset.step));
const urlParam = (page, name) => page.evaluate((n) => new URL(location.href).searchParams.get(n), name);
const blocks = (csv) => { const lines = csv.split('\r\n'); return lines.slice(lines.findIndex((l) => l.startsWith('figure: '))).join('\r\n'); };

// The formulas a section shows now (typeset and in the document), as TeX.
const texIn = (page, selector) => page.$$eval(`${selector} .katex annotation`, (a) => a.map((x) => x.textContent));

// The page's figures (its CSV) against the model's for the values it drew, trained from scratch in Node.
async function expectModelFigures(page) {
  const { values, csv } = await page.$eval(demo, async (w) => ({ values: w.drawn, csv: await w.toCSV() }));
  const figures = collectFigures(model(am, prepare(am, { ...inputs(fields), ...values })));
  assert.equal(blocks(csv), blocks(figuresCsv({ title: '', figures })), `the model's figures at step ${values.steps}`);
  return values;
}

test('Play from the keyboard pauses where the task is learned, Play goes on, Step adds one, the URL follows, Reset; a new rate retrains to the same step; W_Q and W_K drawn once opened; off screen it stops', () => withSection('learning', {}, async (page) => {
  const widget = page.locator(demo);
  const play = widget.getByRole('button', { name: 'Play', exact: true });
  assert.equal(await step(page), 0);
  await play.focus();
  await page.keyboard.press('Enter');
  // One step a frame, and it pauses by itself at the step that learns the task.
  await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) >= 1, demo);
  assert.equal(await page.$eval(demo, (e) => e.dataset.playing), 'true');
  await page.waitForFunction((sel) => !document.querySelector(sel).dataset.playing, demo);
  assert.equal(await step(page), 59, 'paused where the task is learned');
  assert.equal(await play.textContent(), 'Play');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('learn.step') === '59');
  assert.match(await widget.locator('[data-part="progress"]').textContent(), /learned at step 59\./);
  // Play again goes on past it, until paused.
  await play.click();
  await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) >= 80, demo);
  await widget.getByRole('button', { name: 'Pause' }).click();
  const stopped = await step(page);
  await page.waitForFunction((n) => new URL(location.href).searchParams.get('learn.step') === String(n), stopped);
  // Step takes exactly one more update; the figures are those of the run trained to that step in one go.
  await widget.getByRole('button', { name: 'Step', exact: true }).click();
  await page.waitForFunction((n) => Number(document.querySelector('attention-learning').dataset.step) === n + 1, stopped);
  await page.waitForFunction((n) => new URL(location.href).searchParams.get('learn.step') === String(n + 1), stopped);
  await expectModelFigures(page);
  // A new rate retrains from the start to the same step.
  await widget.getByRole('textbox', { name: 'Learning rate' }).fill('0.05');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('learn.lr') === '0.05');
  assert.equal(await step(page), stopped + 1, 'a new rate retrains to the same step');
  assert.equal((await expectModelFigures(page)).rate, 0.05);
  await widget.getByRole('textbox', { name: 'Learning rate' }).fill('0.02');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('learn.lr') === null);
  await widget.getByRole('button', { name: 'Reset' }).click();
  await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) === 0, demo);
  assert.equal(await urlParam(page, 'learn.step'), null);

  // W_Q and W_K themselves are drawn only once their disclosure opens, with the model's numbers.
  const more = widget.locator('details').filter({ hasText: 'themselves' });
  const maps = more.locator('[data-part="heatmap"]');
  assert.equal(await maps.count(), 0, 'not drawn while closed');
  await more.locator('summary').click();
  await page.waitForFunction((sel) => [...document.querySelectorAll(`${sel} details`)].some((d) => d.open
    && d.querySelectorAll('[data-part="heatmap"] [data-part="cell"]').length > 0), demo);
  const drawn = await maps.evaluateAll((all) => all.map((m) => [...m.querySelectorAll('td[data-part="cell"]')].map((td) => Number(td.dataset.value))));
  const { wq, wk } = model(am, prepare(am, inputs(fields)));
  assert.deepEqual(drawn, [Array.from(wq.values), Array.from(wk.values)]);

  // The animation stops by itself when the demo scrolls out of view.
  await play.click();
  await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) > 4, demo);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction((sel) => !document.querySelector(sel).dataset.playing, demo);
  const stoppedOff = await step(page);
  await page.waitForTimeout(300);
  assert.equal(await step(page), stoppedOff, 'no steps while off-screen');
  assert.equal(await play.textContent(), 'Play');
}));

// The backward pass moved to inside.html (issue 24): its derivation, behind
// “Go deeper”, is put in the page only when it opens.
test('the derivation of the backward pass is put in the page, HTML and MathML, only when it opens', () => withSection('backward', {}, async (page) => {
  // The derivation behind “Go deeper” is put in the page, HTML and MathML, only when it opens.
  const deeper = '#learning-derivation';
  assert.equal(await page.getAttribute(deeper, 'open'), null);
  const waiting = await page.$$eval(`${deeper} template.lazy-math`, (t) => t.length);
  assert.ok(waiting >= 20, `${waiting} formulas wait in templates`);
  assert.deepEqual(await texIn(page, deeper), [], 'none is in the document while it is closed');
  await page.click(`${deeper} > summary`);
  await page.waitForFunction((sel) => !document.querySelector(`${sel} template.lazy-math`), deeper);
  const shown = await page.$$eval(`${deeper} .katex`, (ks) => ks.map((k) => Boolean(k.querySelector(':scope > .katex-mathml > math'))
    && Boolean(k.querySelector(':scope > .katex-html[aria-hidden="true"]'))));
  assert.equal(shown.length, waiting);
  assert.ok(shown.every(Boolean), 'each has its MathML and its HTML');
  assert.ok((await texIn(page, deeper)).some((tex) => tex.includes('\\operatorname{rowsum}(dP \\odot P)')), 'dZ, row by row');
}));

test('a link into the derivation opens it, formulas in place; with scripting off it reads with every formula', async () => {
  // A link to a step of the derivation opens it, formulas in place.
  await withPage({}, async (linked) => {
    await linked.goto(pageUrl('inside.html', '#learning-softmax'));
    await linked.waitForFunction(() => document.getElementById('learning-derivation').open
      && !document.querySelector('#learning-derivation template.lazy-math'));
    assert.ok((await texIn(linked, '#learning-derivation')).length > 0);
  });
  // With scripting off the browser shows the <noscript> copies: the
  // derivation reads with its formulas, as every other part of the page does.
  const context = await browser().newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto(pageUrl('inside.html', ''));
    const waiting = await plain.$$eval('#learning-derivation template.lazy-math', (t) => t.length);
    assert.ok(waiting >= 20, `${waiting} formulas wait in templates`);
    await plain.click('#learning-derivation > summary');
    const typeset = await plain.$$eval('#learning-derivation .katex', (ks) => ks.filter((k) => k.getBoundingClientRect().height > 0).length);
    assert.equal(typeset, waiting, 'every formula of the derivation shows');
  } finally {
    await context.close();
  }
});
