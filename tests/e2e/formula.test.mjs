// Section 8, formula: the shape table against the core, term ↔ step ↔ row
// highlighting by pointer and keyboard, links to the sections, bad input,
// and axe in both themes and at phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openFigureMore, openSection, assertPageClean, loadCore, axeViolationsIn,
} from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

// The table of shapes sits in the widget's disclosure ("Every shape, for
// sizes you choose"), opened as a reader would before it is read.
async function shapeRows(page) {
  await openFigureMore(page, '#formula');
  return page.$$eval('#formula .formula-shapes tbody tr', (rows) => rows.map((r) => ({
    name: r.dataset.name, shape: r.children[1].textContent, active: r.classList.contains('is-active'),
  })));
}
const activeRows = async (page) => (await shapeRows(page)).filter((r) => r.active).map((r) => r.name);

async function expectShapes(page, am, sizes) {
  const expected = am.shapes(sizes).map((s) => ({
    name: s.name, shape: `(${s.rows.toLocaleString('en-US')}, ${s.cols.toLocaleString('en-US')})` }));
  assert.deepEqual((await shapeRows(page)).map(({ name, shape }) => ({ name, shape })), expected);
}

const axeViolations = (page) => axeViolationsIn(page, 'formula');

test('the shape table is the core’s, and the presets and URL change it', async () => {
  const am = await loadCore();
  const page = await openSection(browser, 'formula');
  try {
    // Closed at first, and nothing built in it: the checkpoint below asks for these shapes.
    assert.equal(await page.getAttribute('#formula details.figure-more', 'open'), null);
    assert.equal(await page.locator('#formula .formula-shapes').count(), 0);
    await expectShapes(page, am, { n: 4, dModel: 6, dK: 3, dV: 3 });
    assert.equal((await shapeRows(page)).find((r) => r.name === 'Q·Kᵀ').shape, '(4, 4)');
    await page.click('#formula button:has-text("GPT-2 small head")');
    await page.waitForURL(/formula\.n=1024/);
    await expectShapes(page, am, { n: 1024, dModel: 768, dK: 64, dV: 64 });
    assert.match(await page.textContent('#formula .formula-widget__summary'), /\(1,024, 1,024\) whatever/);
    // Only the scores grow with n²; Q, K, V grow with n and the projection matrices not at all.
    assert.match(await page.textContent('#formula .formula-widget__summary'),
      /Q, K, V and the output grow only in proportion to n, and WQ, WK, WV do not depend on n at all\./);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
  const linked = await openSection(browser, 'formula', '?formula.n=7&formula.dk=5');
  try {
    assert.equal(await linked.getAttribute('#formula details.figure-more', 'open'), '', 'a link that sets sizes opens it');
    await expectShapes(linked, am, { n: 7, dModel: 6, dK: 5, dV: 3 });
  } finally {
    await linked.closeAll();
  }
});

test('the steps carry no numbers of their own, and no symbol is written with an underscore', async () => {
  const page = await openSection(browser, 'formula');
  try {
    // Numbered steps clashed with the numbered sections (Scores is §3, not step 1).
    const names = await page.$$eval('#formula .formula-steps__link', (links) => links.map((a) => a.textContent));
    assert.deepEqual(names, ['Inputs', 'Scores', 'Scaling', 'Masking (optional)', 'Softmax', 'Weighted sum']);
    await openFigureMore(page, '#formula');
    const notes = await page.$$eval('#formula .formula-shapes tbody tr', (rows) => rows.map((r) => r.lastElementChild.textContent));
    assert.equal(notes[4], 'X·WQ: one query per token');
    assert.doesNotMatch(await page.innerText('#formula attention-formula'), /_|step \d/i);
    assert.doesNotMatch(await page.textContent('#formula .formula-map'), /step \d/i);
  } finally {
    await page.closeAll();
  }
});

test('pointing at a term lights its step and its rows; each term links to its section', async () => {
  const page = await openSection(browser, 'formula');
  try {
    await openFigureMore(page, '#formula');
    // The steps before softmax are in chapter 1 (the build rewrote their links).
    const hrefs = await page.$$eval('#formula .formula-term', (terms) => terms.map((t) => [t.dataset.step, t.getAttribute('href')]));
    assert.deepEqual(hrefs, [['qkv', 'scores.html#qkv'], ['softmax', '#softmax'], ['scores', 'scores.html#scores'], ['scaling', 'scores.html#scaling'],
                             ['masking', 'scores.html#masking'], ['weighted-sum', '#weighted-sum']]);
    assert.deepEqual(await activeRows(page), []);
    await page.hover('#formula .formula-term[data-step="scores"]');
    assert.deepEqual(await activeRows(page), ['Q', 'K', 'Q·Kᵀ']);
    assert.equal(await page.getAttribute('#formula .formula-steps__item[data-step="scores"]', 'class'), 'formula-steps__item is-active');
    await page.hover('#formula .formula-term[data-step="weighted-sum"]');
    assert.deepEqual(await activeRows(page), ['V', 'softmax', '·V']);
    await page.hover('#formula .formula-term[data-step="scaling"]');
    assert.deepEqual(await activeRows(page), ['/√d_k']);
    assert.equal(await page.getAttribute('#formula .formula-widget', 'data-active'), 'scaling');
  } finally {
    await page.closeAll();
  }
});

test('keyboard: Tab reaches every term in order, focus highlights, and the term is described', async () => {
  const page = await openSection(browser, 'formula');
  try {
    await openFigureMore(page, '#formula'); // first: opening it moves focus
    await page.focus('#formula .formula-term[data-step="qkv"]');
    assert.deepEqual(await activeRows(page), ['X', 'W_Q', 'W_K', 'W_V', 'Q', 'K', 'V']);
    const order = [];
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => document.activeElement.dataset.step));
    }
    assert.deepEqual(order, ['softmax', 'scores', 'scaling', 'masking', 'weighted-sum']);
    assert.deepEqual(await activeRows(page), ['V', 'softmax', '·V']);
    const described = await page.evaluate(() => {
      const id = document.activeElement.getAttribute('aria-describedby');
      return document.getElementById(id).textContent;
    });
    assert.match(described, /weighted average of the value rows/);
    await page.keyboard.press('Tab'); // onwards into the legend: its first link lights its own step
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Inputs');
    assert.equal(await page.getAttribute('#formula .formula-widget', 'data-active'), 'qkv');
    await page.focus('#formula .formula-widget__more summary'); // the disclosure names no step: nothing stays lit
    assert.equal(await page.getAttribute('#formula .formula-widget', 'data-active'), null);
  } finally {
    await page.closeAll();
  }
});

test('a bad width gets a message beside its field and the last good table stays', async () => {
  const am = await loadCore();
  const page = await openSection(browser, 'formula');
  try {
    await openFigureMore(page, '#formula');
    const dk = page.locator('#formula input[type=text]').nth(2);
    // d_k in the message is set with a real subscript (its text reads "dk").
    for (const [typed, message] of [['0', /^dk must be at least 1/], ['5000', /^dk must be at most 4096/],
                                    ['three', /“three” is not a number/]]) {
      await dk.fill(typed);
      const field = page.locator('#formula .field').nth(2);
      assert.match(await field.locator('.field__message').textContent(), message);
      if (typed !== 'three') assert.equal(await field.locator('.field__message sub').textContent(), 'k');
      assert.equal(await dk.getAttribute('aria-invalid'), 'true');
      await expectShapes(page, am, { n: 4, dModel: 6, dK: 3, dV: 3 });
    }
    await dk.fill('8');
    await page.waitForURL(/formula\.dk=8/);
    await expectShapes(page, am, { n: 4, dModel: 6, dK: 8, dV: 3 });
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

for (const [name, options] of [['light', {}], ['dark', { colorScheme: 'dark' }],
                               ['phone', { viewport: { width: 375, height: 800 } }]]) {
  test(`axe finds nothing in the section (${name})`, async () => {
    const page = await openSection(browser, 'formula', '', options);
    try {
      await page.hover('#formula .formula-term[data-step="scores"]'); // the highlighted state too
      assert.deepEqual(await axeViolations(page), []);
      await openFigureMore(page, '#formula');
      await page.hover('#formula .formula-term[data-step="scores"]');
      assert.deepEqual(await axeViolations(page), [], 'with the shapes open');
      if (name === 'phone') {
        const widths = await page.evaluate(() => {
          const section = document.getElementById('formula');
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
