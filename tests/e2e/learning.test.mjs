// Section 10a, learning: the reader's gradient check agrees with the core's
// finite differences; the training demo plays (the loss falls), pauses,
// steps, resets, switches task, writes its state to the URL and rebuilds the
// same weights from it; bad input keeps the last good state; axe is clean in
// both themes and nothing overflows at phone width. The main path gives every
// gradient; the derivation behind "Go deeper" is typeset only once it opens.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openPage, openSection, pageUrl, assertPageClean, loadCore, axeViolationsIn,
} from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const demo = 'attention-learning';
const step = (page) => page.$eval(demo, (e) => Number(e.dataset.step));
const loss = (page) => page.$eval(demo, (e) => Number(e.dataset.loss));
const learnedWeights = (page) => page.$$eval(`${demo} .learning__patterns .heatmap`, (maps) => [...maps[0]
  .querySelectorAll('td')].map((td) => Number(td.dataset.value)));
const urlParam = (page, name) => page.evaluate((n) => new URL(location.href).searchParams.get(n), name);

test('the gradient check agrees with finite differences, and a coarse step shows the difference quotient failing', async () => {
  const page = await openSection(browser, 'learning');
  try {
    const check = 'attention-learning-check';
    const worst = await page.$eval(check, (e) => Number(e.dataset.maxRelativeError));
    assert.ok(worst > 0 && worst < 1e-6, `relative error ${worst}`);
    const rows = await page.$$eval(`${check} tbody th`, (ths) => ths.map((th) => th.textContent));
    assert.deepEqual(rows, ['X', 'WQ', 'WK', 'WV', 'WO']);
    await page.selectOption(`${check} select`, '1e-1');
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.maxRelativeError) > 1e-6, check);
    assert.match(await page.textContent(`${check} .learning-check__verdict`), /too coarse/);
    assert.equal(await urlParam(page, 'gc.eps'), '1e-1');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('play runs the optimiser and the loss falls; pause writes the step to the URL; the URL rebuilds the same weights', async () => {
  const page = await openSection(browser, 'learning');
  let query;
  let shown;
  try {
    assert.equal(await step(page), 0);
    const start = await loss(page);
    await page.focus(`${demo} .learning__play`);
    await page.keyboard.press('Enter');
    // One step a frame, and it pauses by itself at the step that learns the task.
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) >= 1, demo);
    assert.equal(await page.$eval(demo, (e) => e.dataset.playing), 'true');
    await page.waitForFunction((sel) => !document.querySelector(sel).dataset.playing, demo);
    assert.equal(await step(page), 59, 'paused where the task is learned');
    assert.equal(await page.textContent(`${demo} .learning__play`), 'Play');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('learn.step') === '59');
    // Play again goes on past it, until paused.
    await page.click(`${demo} .learning__play`);
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) >= 80, demo);
    await page.click(`${demo} .learning__play`);
    const stopped = await step(page);
    const end = await loss(page);
    assert.ok(end < start / 50, `loss ${start} -> ${end}`);
    assert.match(await page.textContent(`${demo} .learning__progress`), /144 of 144 rows .* learned at step 59\./);
    await page.waitForFunction((n) => new URL(location.href).searchParams.get('learn.step') === String(n), stopped);
    // Step takes exactly one more update.
    await page.click(`${demo} .learning__step`);
    await page.waitForFunction((n) => Number(document.querySelector('attention-learning').dataset.step) === n + 1, stopped);
    query = new URL(page.url()).search;
    shown = await learnedWeights(page);
    // The same numbers as the core's trainer, taken in one call under Node.
    const am = await loadCore();
    const { state } = am.trainerStart({ task: 'previous', seed: 0 });
    const core = am.trainerSteps({ task: 'previous', seed: 0, state, learningRate: 0.02, steps: stopped + 1 });
    assert.deepEqual(shown, Array.from(core.evaluation.weights));
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
  const again = await openSection(browser, 'learning', query);
  try {
    assert.deepEqual(await learnedWeights(again), shown, 'the link rebuilds the weights');
    await again.click(`${demo} .learning__reset`);
    await again.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) === 0, demo);
    assert.equal(await urlParam(again, 'learn.step'), null);
  } finally {
    await again.closeAll();
  }
});

test('the same-letter task learns too, and a bad learning rate keeps the last good state', async () => {
  const page = await openSection(browser, 'learning', '?learn.task=same&learn.step=120');
  try {
    assert.equal(await step(page), 120);
    assert.match(await page.textContent(`${demo} .learning__progress`), /144 of 144 rows .* learned at step 107\./);
    const before = await learnedWeights(page);
    const rate = `${demo} .field--number input.field__input`;
    await page.fill(rate, '7');
    assert.match(await page.textContent(`${demo} .field__message:not([hidden])`), /Still showing 0\.02/);
    assert.deepEqual(await learnedWeights(page), before);
    await page.fill(rate, '0.05');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('learn.lr') === '0.05');
    assert.equal(await step(page), 120, 'a new rate retrains to the same step');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the animation stops by itself when the demo scrolls out of view', async () => {
  const page = await openSection(browser, 'learning');
  try {
    await page.click(`${demo} .learning__play`);
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) > 4, demo);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction((sel) => !document.querySelector(sel).dataset.playing, demo);
    const stopped = await step(page);
    await page.waitForTimeout(300);
    assert.equal(await step(page), stopped, 'no steps while off-screen');
    assert.equal(await page.textContent(`${demo} .learning__play`), 'Play');
  } finally {
    await page.closeAll();
  }
});

test('axe finds nothing in light and dark, and nothing overflows at 375 px', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const page = await openSection(browser, 'learning', '?learn.step=30', { colorScheme, viewport: { width: 375, height: 800 } });
    try {
      assert.deepEqual(await axeViolationsIn(page, 'learning'), [], colorScheme);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'no sideways scroll');
    } finally {
      await page.closeAll();
    }
  }
});

// The formulas a section shows now (typeset and in the document), as TeX.
const texIn = (page, selector) => page.$$eval(`${selector} .katex annotation`, (a) => a.map((x) => x.textContent));

test('the main path gives every gradient; the derivation behind “Go deeper” is put in the page, HTML and MathML, only when it opens', async () => {
  const page = await openSection(browser, 'learning');
  let waiting = 0;
  try {
    const deeper = '#learning-derivation';
    const main = (await page.$$eval('#learning .katex-display annotation', (a) => a
      .filter((x) => !x.closest('details')).map((x) => x.textContent))).join(' ');
    for (const gradient of ['dV', 'dP', 'dZ', 'dS', 'dQ', 'dK', 'dW_Q', 'dW_K', 'dW_V', 'dX']) {
      assert.match(main, new RegExp(`${gradient} &?= `), `the main path's results give ${gradient}`);
    }
    assert.equal(await page.getAttribute(deeper, 'open'), null);
    waiting = await page.$$eval(`${deeper} template.lazy-math`, (t) => t.length);
    assert.ok(waiting >= 20, `${waiting} formulas wait in templates`);
    assert.deepEqual(await texIn(page, deeper), [], 'none is in the document while it is closed');
    await page.click(`${deeper} > summary`);
    await page.waitForFunction((sel) => !document.querySelector(`${sel} template.lazy-math`), deeper);
    const shown = await page.$$eval(`${deeper} .katex`, (ks) => ks.map((k) => Boolean(k.querySelector(':scope > .katex-mathml > math'))
      && Boolean(k.querySelector(':scope > .katex-html[aria-hidden="true"]'))));
    assert.equal(shown.length, waiting);
    assert.ok(shown.every(Boolean), 'each has its MathML and its HTML');
    assert.ok((await texIn(page, deeper)).some((tex) => tex.includes('\\operatorname{diag}(p) - p\\,p^\\top')), 'the Jacobian');
    assert.deepEqual(await axeViolationsIn(page, 'learning'), []);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
  // A link to a step of the derivation opens it, formulas in place.
  const linked = await openPage(browser);
  try {
    await linked.goto(pageUrl('further.html', '#learning-softmax'));
    await linked.waitForFunction(() => document.getElementById('learning-derivation').open
      && !document.querySelector('#learning-derivation template.lazy-math'));
    assert.ok((await texIn(linked, '#learning-derivation')).length > 0);
  } finally {
    await linked.closeAll();
  }
  // With scripting off the browser shows the <noscript> copies: the
  // derivation reads with its formulas, as every other part of the page does.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto(pageUrl('further.html', ''));
    await plain.click('#learning-derivation > summary');
    const typeset = await plain.$$eval('#learning-derivation .katex', (ks) => ks.filter((k) => k.getBoundingClientRect().height > 0).length);
    assert.equal(typeset, waiting, 'every formula of the derivation shows');
  } finally {
    await context.close();
  }
});

test('W_Q and W_K themselves are drawn only once their disclosure opens, with the core\'s numbers', async () => {
  const page = await openSection(browser, 'learning');
  try {
    const more = `${demo} .learning__weights details.figure-more`;
    assert.equal(await page.$$eval(`${more} .heatmap`, (maps) => maps.length), 0, 'not drawn while closed');
    assert.equal(await page.$$eval(`${demo} .learning__weights .heatmap`, (maps) => maps.length), 1, 'the product is');
    await page.click(`${more} > summary`);
    await page.waitForSelector(`${more} .heatmap td`);
    const drawn = await page.$$eval(`${more} .heatmap`, (maps) => maps.map((m) => [...m.querySelectorAll('td')].map((td) => Number(td.dataset.value))));
    const am = await loadCore();
    const { state } = am.trainerStart({ task: 'previous', seed: 0 });
    assert.deepEqual(drawn, [Array.from(state.WQ), Array.from(state.WK)]);
  } finally {
    await page.closeAll();
  }
});
