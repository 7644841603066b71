// Section 10, multi-head: head heatmaps and concatenation against the core,
// the divisor slider, bad head counts, the parameter presets (GPT-2 small:
// 2,359,296 and 2,362,368 with biases), the FLOPs comparison, and axe in
// both themes and at phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openSection, assertPageClean, loadCore, axeViolationsIn,
} from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const N = 4;
const D = 24;

// The element's data recipe, rebuilt from the core under Node: one numpy
// stream for X then W_Q, W_K, W_V, W_O, the weights scaled by 0.2.
async function expected(heads, seed) {
  const am = await loadCore();
  const stream = am.randn(seed, N * D + 4 * D * D, 1);
  const scaled = am.matmul({ A: stream.slice(N * D), B: [0.2], rows: 4 * D * D, inner: 1, cols: 1 });
  const part = (i) => scaled.slice(i * D * D, (i + 1) * D * D);
  return am.multiHeadAttention({ X: stream.slice(0, N * D), n: N, dModel: D, heads,
                                 WQ: part(0), WK: part(1), WV: part(2), WO: part(3) });
}

// Other head counts' drawings stay in the page, parked: only the shown ones count.
const headValues = (page) => page.$$eval('#multi-head .mh-heads:not(.mh-parked) .mh-head', (cards) => cards.map(
  (card) => [...card.querySelectorAll('td')].map((td) => Number(td.dataset.value))));
const mapValues = (page, index) => page.$$eval('#multi-head .mh-mix .heatmap:not(.mh-parked)', (maps, i) => [...maps[i].querySelectorAll('td')]
  .map((td) => Number(td.dataset.value)), index);

async function assertHeadsMatch(page, heads, seed) {
  const core = await expected(heads, seed);
  const shown = await headValues(page);
  assert.equal(shown.length, heads, 'one heatmap per head');
  // Cards and split views of other head counts stay in the DOM, parked:
  // hidden from assistive technology, and none of their cells rendered.
  const parked = await page.$$eval('#multi-head .mh-parked', (nodes) => nodes.map((n) => ({
    hidden: n.getAttribute('aria-hidden'), cellsShown: [...n.querySelectorAll('td, .mh-cell')].filter((c) => c.checkVisibility()).length })));
  for (const node of parked) assert.deepEqual(node, { hidden: 'true', cellsShown: 0 }, 'a parked card or split view');
  shown.forEach((values, h) => assert.deepEqual(values, Array.from(core.heads[h].weights), `head ${h + 1}`));
  assert.deepEqual(await mapValues(page, 0), Array.from(core.concat), 'concatenation');
  assert.deepEqual(await mapValues(page, 2), Array.from(core.output), 'output = concat · W_O');
  return core;
}

const axeViolations = (page) => axeViolationsIn(page, 'multi-head');

test('four heads: every weight, the concatenation and the output are the core’s', async () => {
  const page = await openSection(browser, 'multi-head');
  try {
    const core = await assertHeadsMatch(page, 4, 42);
    assert.equal(core.dK, 6);
    // Concatenation does no arithmetic: columns 7–12 are head 2's output.
    const concat = await mapValues(page, 0);
    const head2 = Array.from({ length: N }, (_, r) => concat.slice(r * D + 6, r * D + 12)).flat();
    assert.deepEqual(head2, Array.from(core.heads[1].output));
    const labels = await page.$$eval('#multi-head .mh-split-view:not(.mh-parked) .mh-block__label', (nodes) => nodes.map((n) => n.textContent));
    assert.deepEqual(labels, ['Head 1columns 1–6', 'Head 2columns 7–12', 'Head 3columns 13–18', 'Head 4columns 19–24']);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the slider steps through divisors of 24 only; 12 heads of width 2, from a link too', async () => {
  const page = await openSection(browser, 'multi-head');
  try {
    const slider = page.locator('#multi-head input[type=range]');
    await slider.focus();
    await page.keyboard.press('ArrowRight'); // 4 → 6
    await page.waitForURL(/mh\.h=6/);
    await assertHeadsMatch(page, 6, 42);
    await page.keyboard.press('End');
    await page.waitForURL(/mh\.h=12/);
    await assertHeadsMatch(page, 12, 42);
    assert.equal(await slider.getAttribute('aria-valuetext'), '12 heads, each 2 columns wide');
    assert.equal(await page.inputValue('#multi-head .field--integer input[type=text] >> nth=0'), '12');
    // Back down: eleven cards and six split views are parked, not removed.
    await page.keyboard.press('Home');
    await page.waitForURL(/mh\.h=1\b/);
    await assertHeadsMatch(page, 1, 42);
    await page.keyboard.press('ArrowRight'); // 1 → 2: a parked card comes back
    await page.waitForURL(/mh\.h=2\b/);
    await assertHeadsMatch(page, 2, 42);
    assert.deepEqual(await axeViolations(page), [], 'with parked cards');
  } finally {
    await page.closeAll();
  }
  const linked = await openSection(browser, 'multi-head', '?mh.h=3&mh.seed=7');
  try {
    await assertHeadsMatch(linked, 3, 7);
  } finally {
    await linked.closeAll();
  }
});

test('a head count that does not divide 24 gets a reader’s message beside the field', async () => {
  const page = await openSection(browser, 'multi-head');
  try {
    const before = await headValues(page);
    const input = page.locator('#multi-head .field').first().locator('input[type=text]');
    await input.fill('5');
    const message = page.locator('#multi-head .field').first().locator('.field__message');
    await message.waitFor();
    // The core's wording (heads: 5 does not divide dModel 24; give dK and dV …) is reworded, with d_model subscripted.
    assert.equal(await message.textContent(), 'h must divide dmodel = 24, so 5 heads cannot share its columns equally. '
      + 'Try 1, 2, 3, 4, 6, 8 or 12. Still showing 4.');
    assert.equal(await message.locator('sub').textContent(), 'model');
    assert.deepEqual(await headValues(page), before, 'the last good heads stay');
    await input.fill('13');
    assert.match(await message.textContent(), /at most 12/);
    await input.fill('2');
    await page.waitForURL(/mh\.h=2/);
    assert.equal(await message.isHidden(), true);
    await assertHeadsMatch(page, 2, 42);
  } finally {
    await page.closeAll();
  }
});

test('labels: one corner label per kind of matrix, real subscripts, captions that wrap on a phone', async () => {
  const page = await openSection(browser, 'multi-head', '', { viewport: { width: 375, height: 800 } });
  try {
    const corners = await page.$$eval('#multi-head .heatmap__corner:not(.mh-parked *)', (ths) => ths.map((th) => th.textContent.replace(/\s/g, ' ')));
    assert.deepEqual(corners, [...Array(4).fill('query ↓ key →'), ...Array(3).fill('row ↓ column →')]);
    // The step 3 heading keeps W and its subscript in one inline box (a flex item each would float apart).
    const heading = await page.$eval('#multi-head .mh-stage:nth-of-type(3) h3', (h) => ({
      text: h.textContent, bareSub: h.querySelector(':scope > sub, :scope > var') !== null,
      subParent: h.querySelector('sub').parentElement.tagName }));
    assert.deepEqual(heading, { text: '3Concatenate, then mix with WO', bareSub: false, subParent: 'SPAN' });
    // The widget sub-headings use the page's h3 size, not one of their own.
    const sizes = await page.$$eval('#multi-head .widget-card h3', (hs) => {
      const plain = document.createElement('h3');
      hs[0].closest('.widget-card').append(plain);
      const base = getComputedStyle(plain).fontSize;
      plain.remove();
      return { base, own: [...new Set(hs.map((h) => getComputedStyle(h).fontSize))] };
    });
    assert.deepEqual(sizes.own, [sizes.base]);
    // Stage 3 captions sit outside the sideways scroller and fit the phone's width.
    const captions = await page.$$eval('#multi-head .mh-map-caption:not(.mh-parked *)', (nodes) => nodes.map((c) => ({
      text: c.textContent, scrolled: Boolean(c.closest('.heatmap__scroller')),
      fits: c.getBoundingClientRect().right <= document.documentElement.clientWidth && c.scrollWidth <= c.clientWidth,
      names: c.parentElement.querySelector('table').getAttribute('aria-labelledby') === c.id })));
    assert.equal(captions.length, 3);
    assert.equal(captions[0].text, 'Concatenation, (n, h·dv) = (4, 24): the head outputs side by side');
    for (const c of captions) assert.deepEqual({ scrolled: c.scrolled, fits: c.fits, names: c.names },
      { scrolled: false, fits: true, names: true }, c.text);
    // Nothing a reader sees in the section spells a matrix or width with an underscore.
    assert.doesNotMatch(await page.innerText('#multi-head'), /_/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

const tableRows = (page, index) => page.$$eval('#multi-head attention-params table', (tables, i) => [...tables[i].querySelectorAll('tbody tr')]
  .map((tr) => [...tr.children].map((c) => c.textContent)), index);

test('parameter presets: GPT-2 small is 2,359,296, or 2,362,368 with biases', async () => {
  const am = await loadCore();
  const page = await openSection(browser, 'multi-head');
  try {
    const params = page.locator('#multi-head attention-params');
    await params.locator('button:has-text("GPT-2 XL")').click();
    await page.waitForURL(/cost\.dm=1600/);
    assert.equal((await tableRows(page, 0)).at(-1)[2], am.attentionParams({ dModel: 1600, heads: 25 }).total.toLocaleString('en-US'));
    await params.locator('button:has-text("GPT-2 small")').click();
    await page.waitForFunction(() => document.querySelector('#multi-head attention-params tbody td').textContent.startsWith('(768'));
    let rows = await tableRows(page, 0);
    assert.deepEqual(rows.map((r) => r[2]), ['589,824', '589,824', '589,824', '589,824', '0', '2,359,296']);
    assert.equal(rows[0][1], '(768, 12 × 64)');
    // GPT-2 small and BERT-base share their attention sizes, so they are one chip, and only it is pressed.
    const pressed = await params.locator('button[aria-pressed="true"]').allTextContents();
    assert.deepEqual(pressed, ['GPT-2 small / BERT-base768 · 12 heads']);
    await params.locator('input[type=checkbox]').check();
    await page.waitForURL(/cost\.bias=1/);
    rows = await tableRows(page, 0);
    assert.equal(rows.at(-1)[2], '2,362,368');
    assert.equal(rows[4][2], '3,072');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('custom sizes: a head count that does not divide d_model is refused beside the heads field', async () => {
  const page = await openSection(browser, 'multi-head', '?cost.dm=768&cost.h=12');
  try {
    const before = await tableRows(page, 0);
    const fields = page.locator('#multi-head attention-params .field');
    await fields.nth(1).locator('input').fill('7');
    await fields.nth(1).locator('.field__message').waitFor();
    // The nearest head counts that divide 768: 6 and 8, then 4 and 3 (12 is further away).
    assert.equal(await fields.nth(1).locator('.field__message').textContent(),
      'h must divide dmodel = 768, so 7 heads cannot share its columns equally. Try 3, 4, 6 or 8. Still showing 12.');
    assert.equal(await fields.nth(0).locator('.field__message').isHidden(), true, 'not beside d_model');
    assert.deepEqual(await tableRows(page, 0), before);
    await fields.nth(0).locator('input').fill('0');
    assert.match(await fields.nth(0).locator('.field__message').textContent(), /d_model must be at least 1/);
  } finally {
    await page.closeAll();
  }
});

test('FLOPs: h heads cost the same matrix products as one head; only scaling and softmax grow h-fold', async () => {
  const am = await loadCore();
  const page = await openSection(browser, 'multi-head', '?cost.dm=768&cost.h=12&cost.n=1024');
  try {
    const one = am.attentionFlops({ n: 1024, dModel: 768, heads: 1 });
    const many = am.attentionFlops({ n: 1024, dModel: 768, heads: 12 });
    const rows = await tableRows(page, 1);
    const keys = ['projections', 'rawScores', 'scaling', 'softmax', 'weightedSum', 'outputProjection', 'total'];
    const number = (text) => Number(text.replaceAll(',', ''));
    rows.forEach((row, i) => {
      assert.equal(number(row[1]), one[keys[i]], `${keys[i]}, one head`);
      assert.equal(number(row[2]), many[keys[i]], `${keys[i]}, 12 heads`);
    });
    for (const i of [0, 1, 4, 5]) assert.equal(rows[i][3], 'same', keys[i]);
    for (const i of [2, 3]) {
      assert.equal(rows[i][3], 'more');
      assert.equal(number(rows[i][2]), 12 * number(rows[i][1]), `${keys[i]} grows 12-fold`);
    }
    assert.equal(await page.textContent('#multi-head attention-params thead >> nth=1'), 'Step1 head12 headsSame?');
  } finally {
    await page.closeAll();
  }
});

for (const [name, options] of [['light', {}], ['dark', { colorScheme: 'dark' }],
                               ['phone', { viewport: { width: 375, height: 800 } }]]) {
  test(`axe finds nothing in the section (${name})`, async () => {
    const page = await openSection(browser, 'multi-head', '?mh.h=12', options);
    try {
      await page.click('#multi-head .mh-wo summary'); // W_O's table too
      assert.deepEqual(await axeViolations(page), []);
      if (name === 'phone') {
        const widths = await page.evaluate(() => {
          const section = document.getElementById('multi-head');
          return { page: document.documentElement.scrollWidth, section: section.scrollWidth, room: section.clientWidth };
        });
        assert.ok(widths.section <= widths.room, `the section overflows: ${JSON.stringify(widths)}`);
        assert.ok(widths.page <= 375, `the page scrolls sideways: ${JSON.stringify(widths)}`);
      }
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
}
