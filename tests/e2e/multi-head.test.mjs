// Chapter 3's heads-split and heads-cost steps (heads.html), in Chromium:
// what only a browser
// shows. Every number (each head's weights, the concatenation, the output,
// W_O; the parameter and FLOP counts of the presets and of 12 heads against
// one) and every message for a refused head count are Node's
// (tests/models/multi-head.test.mjs, params.test.mjs); that both widgets
// draw their model's figures, a refused head count said beside its field,
// the URL round trip are the widget smoke test's; axe with twelve heads,
// the other counts' cards parked and stage 3 in numbers closed is a state
// row of the page pass (state-rows/multi-head.mjs). Here: a link whose
// head counts the core refuses still draws both widgets with the messages
// beside the fields; the other counts are drawn ahead only once a reader
// reaches for the widget, then parked (hidden, no cell drawn) and shown
// again as the slider steps through the divisors of 24; W_O is drawn only
// when opened; labels, headings and captions as a phone lays them out; the
// presets and the biases switch of the parameter calculator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawAllWidgets, loadCore, openFigureMore, usePages } from './browser.mjs';
import { fields as mhFields, model as mhModel, prepare as mhPrepare } from '../../web/elements/multi-head/model.js';
import { PRESETS, fields as paramsFields, model as paramsModel } from '../../web/elements/params/model.js';
import { inputs, tableText } from '../models/harness.mjs';

const { withSection } = usePages();
const am = await loadCore();

const figuresFor = (heads, seed = 42) => {
  const given = inputs(mhFields, { heads, seed });
  return mhModel(am, { ...given, ...mhPrepare(am, given) });
};

// The views drawn for the head count shown (the others stay in the page, parked).
const SHOWN = ':scope > :not([aria-hidden="true"])';
const shownHeads = (page) => page.$eval('attention-multi-head [data-part="head-views"]', (views, shown) => [...views.querySelectorAll(shown)]
  .flatMap((grid) => [...grid.children].map((card) => [...card.querySelectorAll('[data-part="cell"]')].map((td) => Number(td.dataset.value)))), SHOWN);
const shownMap = (page, which) => page.$eval(`attention-multi-head [data-part="${which}-views"]`, (views, shown) => [...views.querySelectorAll(shown)]
  .flatMap((map) => [...map.querySelectorAll('[data-part="cell"]')].map((td) => Number(td.dataset.value))), SHOWN);
// Parked: the views of other head counts, hidden from assistive technology, none of their cells rendered.
const parked = (page) => page.$$eval('attention-multi-head [data-part$="-views"] > [aria-hidden="true"]', (nodes) => nodes.map((n) => ({
  parked: n.classList.contains('mh-parked'), cellsShown: [...n.querySelectorAll('td, [data-part="cell"], svg')].filter((c) => c.checkVisibility()).length,
})));
const parkedHeadGrids = (page) => page.locator('attention-multi-head [data-part="head-views"] > [aria-hidden="true"]').count();

async function expectHeads(page, heads, seed = 42) {
  const figures = figuresFor(heads, seed);
  const shown = await shownHeads(page);
  assert.equal(shown.length, heads, 'one heatmap per head');
  shown.forEach((values, h) => assert.deepEqual(values, Array.from(figures.headMaps[h].weights.values), `head ${h + 1}`));
  assert.deepEqual(await shownMap(page, 'concat'), Array.from(figures.concat.values), 'concatenation');
  assert.deepEqual(await shownMap(page, 'output'), Array.from(figures.output.values), 'output = concat · W_O');
  for (const node of await parked(page)) assert.deepEqual(node, { parked: true, cellsShown: 0 }, 'a parked card or split view');
  const blocks = page.getByRole('list', { name: `Q split into ${heads} heads` });
  assert.deepEqual(await blocks.getByRole('listitem').allTextContents(), figures.headMaps.map((m, h) => `Head ${h + 1}${m.range}`));
}

// Until the multi-head widget has drawn `heads`.
const drawnHeads = (page, heads) => page.waitForFunction((h) => {
  const w = document.querySelector('attention-multi-head');
  return w.dataset.state === 'ready' && w.drawn?.heads === h;
}, heads);

test('a refused link still draws; the other head counts are drawn ahead only once reached for, parked, and shown again as the slider steps; W_O drawn when opened; labels on a phone', () => withSection('heads-split', { query: '?mh.h=5&cost.h=7', viewport: { width: 375, height: 800 } }, async (page) => {
  // The calculator and the exercises are the next step's: drawn once near the screen, as a reader scrolling
  // on would draw them (the experiment stays out of the document, its prediction unanswered).
  await drawAllWidgets(page, { reveal: false });
  // 5 heads do not divide the demo's d_model of 24, nor 7 the calculator's 768: each value passes the
  // field's own check, only the core can refuse it. Both widgets draw their defaults and say why.
  assert.deepEqual(await page.$$eval('[data-state]', (ws) => ws.filter((w) => w.dataset.state !== 'ready').map((w) => w.localName)), [], 'every widget drawn');
  await expectHeads(page, 4);
  const said = await page.$$eval('main input[aria-invalid="true"]', (inputs) => inputs.map((i) => i.getAttribute('aria-describedby').split(' ')
    .map((id) => document.getElementById(id)).filter((n) => !n.hidden)[0].textContent));
  assert.equal(said.length, 2);
  for (const text of said) assert.match(text, /must divide .* Still showing (4|12)\./);

  // W_O's 576 numbers are drawn when their disclosure opens, not before.
  const wo = page.locator('attention-multi-head details', { has: page.locator(':scope > summary', { hasText: 'Show the 576 numbers of' }) });
  assert.equal(await wo.locator('table').count(), 0, 'W_O not drawn while closed');

  // Nothing is drawn ahead until a reader reaches for the widget (two idle periods later, still nothing).
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
  assert.equal(await page.locator('attention-multi-head [data-part$="-views"] > [aria-hidden="true"]').count(), 0, 'nothing drawn ahead untouched');
  const slider = page.locator('attention-multi-head').getByRole('slider', { name: 'Number of heads' });
  await slider.hover();
  await page.waitForFunction(() => document.querySelectorAll('attention-multi-head [data-part="head-views"] > [aria-hidden="true"]').length === 6, null, { timeout: 20000 });
  await expectHeads(page, 4);
  // Concatenation does no arithmetic: columns 7–12 are head 2's output (the numbers: Node).

  // The slider steps through the divisors of 24 only; the text field follows.
  await slider.focus();
  for (const [key, heads] of [['ArrowRight', 6], ['End', 12], ['Home', 1], ['ArrowRight', 2]]) {
    await page.keyboard.press(key);
    await page.waitForURL(new RegExp(`mh\\.h=${heads}(&|#|$)`));
    await drawnHeads(page, heads);
    await expectHeads(page, heads);
    assert.equal(await slider.getAttribute('aria-valuetext'), figuresFor(heads).valueText);
    assert.equal(await page.locator('attention-multi-head input[type=text]').first().inputValue(), String(heads));
    assert.equal(await parkedHeadGrids(page), 6, 'the other counts parked, not removed');
  }
  assert.equal(await page.getAttribute('attention-multi-head input[type=range]', 'aria-valuetext'), '2 heads, each 12 columns wide');

  // A refused count typed in: the reader's message, d_model with a real subscript; the heads stay; a good one clears it.
  const headsField = page.locator('attention-multi-head').getByRole('textbox', { name: 'Heads h' });
  const before = await shownHeads(page);
  await headsField.fill('5');
  const message = page.locator(`#${await headsField.getAttribute('id')}-message`);
  await message.waitFor();
  assert.equal(await message.textContent(), 'h must divide dmodel = 24, so 5 heads cannot share its columns equally. '
    + 'Try 1, 2, 3, 4, 6, 8 or 12. Still showing 2.');
  assert.equal(await message.locator('sub').textContent(), 'model');
  assert.deepEqual(await shownHeads(page), before, 'the last good heads stay');
  await headsField.fill('4');
  await drawnHeads(page, 4);
  assert.equal(await message.isHidden(), true);
  await expectHeads(page, 4);

  // Stage 3 in numbers, then W_O's own disclosure.
  await openFigureMore(page, '#heads-split');
  assert.equal(await wo.locator('table').count(), 0, 'nor when only stage 3 opens');
  await wo.locator(':scope > summary').click();
  await wo.locator('table').waitFor();
  const figures = figuresFor(4);
  assert.deepEqual(await wo.locator('[data-part="cell"]').evaluateAll((tds) => tds.map((td) => Number(td.dataset.value))), Array.from(figures.wo.values));
  // One corner label per kind of matrix.
  const corners = await page.$$eval('attention-multi-head [data-part="grid"] thead th:first-child', (ths) => ths
    .filter((th) => !th.closest('[aria-hidden="true"]')).map((th) => th.textContent.replace(/\s/g, ' ')));
  assert.deepEqual(corners, [...Array(4).fill('query ↓ key →'), ...Array(3).fill('row ↓ column →')]);
  // The stage 3 heading keeps W and its subscript in one inline box (a flex item each would float apart).
  const heading = await page.getByRole('heading', { name: /Concatenate, then mix with/ }).evaluate((h) => ({
    text: h.textContent, bareSub: h.querySelector(':scope > sub, :scope > var') !== null, subParent: h.querySelector('sub').parentElement.tagName }));
  assert.deepEqual(heading, { text: '3Concatenate, then mix with WO', bareSub: false, subParent: 'SPAN' });
  // The widgets' sub-headings use the page's h3 size, not one of their own.
  const sizes = await page.$$eval('attention-multi-head h3, attention-params h3', (hs) => {
    const card = hs[0].closest('attention-multi-head').querySelector(':scope > :not([role])');
    const plain = document.createElement('h3');
    card.append(plain);
    const base = getComputedStyle(plain).fontSize;
    plain.remove();
    return { base, own: [...new Set(hs.map((h) => getComputedStyle(h).fontSize))] };
  });
  assert.deepEqual(sizes.own, [sizes.base]);
  // Stage 3 captions sit outside the sideways scroller, fit the phone's width, and name their tables.
  const captions = await page.$$eval('attention-multi-head [data-part="mix"] [data-part="heatmap"]:not([aria-hidden="true"]) > [data-part="title"]', (nodes) => nodes.map((c) => ({
    text: c.textContent, scrolled: Boolean(c.closest('[data-part="scroller"]')),
    fits: c.getBoundingClientRect().right <= document.documentElement.clientWidth && c.scrollWidth <= c.clientWidth,
    names: c.parentElement.querySelector('table').getAttribute('aria-labelledby') === c.id })));
  assert.equal(captions.length, 3);
  assert.equal(captions[0].text, 'Concatenation, (n, h·dv) = (4, 24): the head outputs side by side');
  for (const c of captions) assert.deepEqual({ scrolled: c.scrolled, fits: c.fits, names: c.names }, { scrolled: false, fits: true, names: true }, c.text);
  // Nothing a reader sees in the chapter's three steps spells a matrix or width with an underscore, code
  // aside (the numpy lines of the reshape are code, and numpy spells d_k so); the experiment revealed.
  await drawAllWidgets(page);
  for (const id of ['multi-head', 'heads-split', 'heads-cost']) {
    const prose = await page.$eval(`#${id}`, (section) => {
      const code = [...section.querySelectorAll('pre, code')];
      for (const node of code) node.style.display = 'none';
      const text = section.innerText;
      for (const node of code) node.style.display = '';
      return text;
    });
    assert.doesNotMatch(prose, /_/, id);
  }
}));

test('the parameter calculator’s presets and biases switch set its sizes, the link follows, and only the preset shown is pressed', () => withSection('heads-cost', {}, async (page) => {
  const params = page.locator('attention-params');
  const rows = () => params.locator('[data-part="table"]').first().locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  const drawnAs = (values) => tableText(paramsModel(am, inputs(paramsFields, values)).params).map((r) => r.map((t) => t.replace(/_/g, '')));
  await params.getByRole('button', { name: /GPT-2 XL/ }).click();
  await page.waitForURL(/cost\.dm=1600/);
  assert.deepEqual(await rows(), drawnAs({ dModel: 1600, heads: 25 }));
  await params.getByRole('button', { name: /GPT-2 small/ }).click();
  await page.waitForFunction(() => document.querySelector('attention-params').drawn?.dModel === 768);
  assert.deepEqual(await rows(), drawnAs({ dModel: 768, heads: 12 }));
  // GPT-2 small and BERT-base share their attention sizes, so they are one chip, and only it is pressed.
  assert.deepEqual(await params.locator('button[aria-pressed="true"]').allTextContents(), [`${PRESETS[0].label}768 · 12 heads`]);
  await params.getByRole('checkbox', { name: 'Include biases' }).check();
  await page.waitForURL(/cost\.bias=1/);
  assert.deepEqual(await rows(), drawnAs({ dModel: 768, heads: 12, bias: true }));
  assert.equal((await rows()).at(-1)[2], '2,362,368');

  // A refused combination (h must divide d_model) is said beside the heads field; once the fields
  // show what is drawn again, the message goes (issue 24: the calculator left stale validation messages).
  const dModel = params.getByRole('textbox', { name: /Model width/ });
  const heads = params.getByRole('textbox', { name: 'Heads h' });
  const headsMessage = params.locator(`#${await heads.getAttribute('id')}-message`);
  await dModel.fill('700');
  await headsMessage.waitFor();
  assert.match(await headsMessage.textContent(), /^h must divide dmodel = 700, so 12 heads cannot share its columns equally\. .* Still showing 12\.$/);
  assert.equal(await heads.getAttribute('aria-invalid'), 'true');
  await params.getByRole('checkbox', { name: 'Include biases' }).uncheck(); // drawn (768, 12), while d_model still shows 700
  await page.waitForFunction(() => document.querySelector('attention-params').drawn?.bias === false);
  assert.equal(await headsMessage.isHidden(), false, 'd_model still shows 700: the message still holds');
  const redrawn = page.evaluate(() => new Promise((done) => document.querySelector('attention-params').addEventListener('attention-change', done, { once: true })));
  await dModel.fill('768');
  await redrawn;
  assert.deepEqual(await rows(), drawnAs({ dModel: 768, heads: 12 }));
  assert.equal(await headsMessage.isHidden(), true, 'no message about d_model = 700 once 768 is shown and drawn');
  assert.equal(await heads.getAttribute('aria-invalid'), null);
}));
