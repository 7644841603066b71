// The worked example's editable embeddings: edits reach the script and its
// output, bad cells are refused beside the grid, reader text is never parsed
// as HTML, and random linked states print exactly what real numpy prints.
import { test, before, after } from 'node:test';
import { generator, testSeed } from '../parity/harness.mjs';
import assert from 'node:assert/strict';
import {
  launchBrowser, openFigureMore, openWalkthrough, loadCore, runPython, text, assertPageClean,
} from './browser.mjs';

// Random cases from a fixed seed (AM_TEST_SEED draws others).
const random = generator(testSeed(20261202));

let browser;
let am;
before(async () => { browser = await launchBrowser(); am = await loadCore(); });
after(() => browser?.close());

// The editor sits in one of the worked example's disclosures: opened first,
// as a reader would (a link that carries embeddings opens it by itself).
async function openEditor(browser, query, options) {
  const page = await openWalkthrough(browser, query, options);
  await openFigureMore(page, '#walkthrough');
  return page;
}

const transcript = (page) => text(page, '#walkthrough-output');
const script = (page) => text(page, '#walkthrough-python');
const cell = (page, row, col) => page.locator(`#walkthrough .embeddings__grid tbody tr:nth-child(${row}) td:nth-child(${col + 1}) input`);
const message = (page) => page.textContent('#walkthrough .embeddings + .field__message, #walkthrough .embeddings > .field__message');

test('editing a value recomputes the example, and numpy agrees with the new output', async () => {
  const page = await openEditor(browser, '?seed=42&dk=3&dv=3');
  try {
    const before = await transcript(page);
    await cell(page, 2, 3).fill('-1.25');
    await page.waitForFunction((old) => document.querySelector('#walkthrough-output').textContent !== old, before);
    const after = await transcript(page);
    assert.match(await script(page), /\[0\.9, 0\.1, -1\.25, 0\.2, 0\.8, 0\.3\],  # "cat"/);
    assert.equal(runPython(await script(page)), after);
    assert.match(page.url(), /x=/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('bad cells are explained beside the grid and the last good example stays', async () => {
  const page = await openEditor(browser, '?seed=3&dk=2&dv=2');
  try {
    const before = await transcript(page);
    for (const [typed, pattern] of [['abc', /“abc” is not a number/], ['1e400', /finite/], ['NaN', /not a number/],
                                    ['', /Enter an embedding value/], ['5000', /at most 1000/]]) {
      await cell(page, 1, 2).fill(typed);
      assert.match(await message(page), pattern);
      assert.match(await message(page), /Row 1, column 2/);
      assert.equal(await cell(page, 1, 2).getAttribute('aria-invalid'), 'true');
      assert.equal(await transcript(page), before, `output unchanged after typing ${typed}`);
    }
    await cell(page, 1, 2).fill('0.8'); // back to the seed's value
    const token = page.locator('#walkthrough .embeddings__token').first();
    await token.fill('two words');
    assert.match(await message(page), /cannot contain spaces/);
    await token.fill('');
    assert.match(await message(page), /needs a name/);
    assert.equal(await transcript(page), before);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('reader text is shown as text: an <img onerror> token runs nothing and prints literally', async () => {
  const page = await openEditor(browser, '?seed=1&dk=2&dv=2');
  try {
    await page.evaluate(() => { window.__injected = 0; });
    const tokens = page.locator('#walkthrough .embeddings__token');
    await tokens.nth(0).fill('<img/src/onerror=__x()>');
    await tokens.nth(1).fill('<svg/onload=__x()>');
    await page.waitForFunction(() => document.querySelector('#walkthrough-output').textContent.includes('<svg/onload'));
    // KaTeX draws its square roots as <svg>; only markup outside the typeset maths could be the reader's.
    assert.equal(await page.locator('#walkthrough img, #walkthrough svg').evaluateAll(
      (found) => found.filter((el) => !el.closest('.katex')).length), 0);
    assert.equal(await page.evaluate(() => window.__injected), 0);
    const printed = await transcript(page);
    assert.ok(printed.includes('  <img/src/onerror=__x()>: ['));
    assert.equal(await page.locator('#walkthrough .panel--weights th', { hasText: '<svg/onload=__x()>' }).count(), 2);
    assert.equal(runPython(await script(page)), printed);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('adding and removing tokens and dimensions changes every shape, and the link reproduces it', async () => {
  const page = await openEditor(browser, '?seed=9&dk=3&dv=2');
  try {
    await page.getByRole('button', { name: 'Add a token' }).click();
    await page.getByRole('button', { name: 'Add a dimension' }).click();
    await page.getByRole('button', { name: 'Remove a dimension' }).click();
    await page.getByRole('button', { name: 'Remove a dimension' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#walkthrough .embeddings__grid tbody tr').length === 5);
    assert.match(await text(page, '#walkthrough .walkthrough__summary'), /5 tokens · d_?model 5/);
    const printed = await transcript(page);
    assert.equal(runPython(await script(page)), printed);
    const linked = await openWalkthrough(browser, new URL(page.url()).search);
    try {
      assert.equal(await transcript(linked), printed);
      assert.equal(await linked.getAttribute('#walkthrough .walkthrough__more--embeddings', 'open'), '', 'edited embeddings in the link open the editor');
      assert.equal(await linked.getAttribute('#walkthrough .walkthrough__more--script', 'open'), null);
    } finally {
      await linked.closeAll();
    }
    await page.getByRole('button', { name: /Back to/ }).click();
    await page.waitForFunction(() => !location.search.includes('x='));
    assert.equal(await transcript(page), am.walkthrough({ seed: 9, dK: 3, dV: 2 }).transcript);
  } finally {
    await page.closeAll();
  }
});

test('a link with unusable embeddings says why and shows the seed’s sentence', async () => {
  const page = await openEditor(browser, '?seed=5&dk=2&dv=2&tokens=a%20b&x=1,2;3');
  try {
    assert.match(await page.textContent('#walkthrough .panel--embeddings'), /row 2 has 1/);
    assert.equal(await transcript(page), am.walkthrough({ seed: 5, dK: 2, dV: 2 }).transcript);
  } finally {
    await page.closeAll();
  }
});

// Random linked states, each loaded from its URL, with the page's own
// script run through real numpy: byte for byte the page's transcript.
test('random linked states with random embeddings print exactly what numpy prints', async () => {
  const names = ['The', 'cat', 'sat', 'on', 'the', 'mat', 'naïve', 'it’s', '"q"', 'x\\y'];
  for (let trial = 0; trial < 4; trial += 1) {
    const n = 1 + Math.floor(random() * 6), dModel = 1 + Math.floor(random() * 8);
    const tokens = Array.from({ length: n }, (_, i) => names[(i + trial * 3) % names.length]);
    const rows = Array.from({ length: n }, () => Array.from({ length: dModel },
      () => Math.round((random() * 4 - 2) * 10 ** (1 + Math.floor(random() * 3))) / 10 ** Math.floor(random() * 4)));
    const params = new URLSearchParams({
      seed: String(Math.floor(random() * 2 ** 32)), dk: String(1 + Math.floor(random() * 8)),
      dv: String(1 + Math.floor(random() * 8)), tokens: tokens.join(' '), x: rows.map((r) => r.join(',')).join(';'),
    });
    const page = await openEditor(browser, `?${params}`);
    try {
      const printed = await transcript(page);
      assert.equal(runPython(await script(page)), printed, `numpy differs for ?${params}`);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  }
});
