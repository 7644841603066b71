// The worked example's editable embeddings, in Chromium: the editor itself.
// That the page's script prints exactly what real numpy prints for edited,
// grown and random linked embeddings, and the messages for every bad cell,
// token name and unusable link, are Node's (tests/models/walkthrough.test.mjs).
// Here: a link with unusable embeddings says why beside the editor and keeps
// the seed's sentence; bad cells and names are marked and explained beside
// the grid and the example keeps its last good value; an edit redraws the
// example and reaches the link; reader text is never parsed as HTML; adding
// and removing tokens and dimensions, and the link reproducing it; back to
// the seed's sentence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chapterOf, loadCore, openFigureMore, openPage, pageUrl, text, usePages, waitForWalkthrough, assertPageClean } from './browser.mjs';
import { fields, model, prepare, readEmbeddings } from '../../web/elements/walkthrough/model.js';
import { inputs } from '../models/harness.mjs';

const { withSection, browser } = usePages();
const am = await loadCore();

const output = (page) => text(page, '#walkthrough-output');
const script = (page) => text(page, '#walkthrough-python');
const editor = (page) => page.getByRole('table', { name: 'Embeddings X: one row per token' });
const cell = (page, token, dimension) => editor(page).getByRole('textbox', { name: `${token}, dimension ${dimension}`, exact: true });
const tokenName = (page, row) => editor(page).getByRole('textbox', { name: `Token ${row} name` });
const message = (page) => page.textContent('#walkthrough-x-message');

// What the model prints for the widget's attributes as they stand (Node,
// the real core): the page must show exactly that.
async function expected(page) {
  const values = await page.locator('attention-walkthrough').evaluate((w) => ({
    seed: w.drawn.seed, dK: w.drawn.dK, dV: w.drawn.dV, tokens: w.getAttribute('tokens'), x: w.getAttribute('x'),
  }));
  const given = inputs(fields, values);
  const read = readEmbeddings(am, given);
  assert.ok(read.ok, read.message);
  return model(am, prepare(am, { ...given, embeddings: read.value }));
}

const changedFrom = (page, old) => page.waitForFunction((was) => document.querySelector('#walkthrough-output').textContent !== was, old);

test('a link with unusable embeddings says why; bad cells and names are refused beside the grid; an edit redraws and reaches the link; markup typed as a name stays text', () => withSection('walkthrough', { query: '?seed=5&dk=2&dv=2&tokens=a%20b&x=1,2;3' }, async (page) => {
  // The link's embeddings open the editor, which says why they were not used: the seed's sentence stays.
  assert.match(await page.textContent('#walkthrough [data-part="embeddings"]'), /row 2 has 1/);
  assert.equal(await output(page), am.walkthrough({ seed: 5, dK: 2, dV: 2 }).transcript);
  await openFigureMore(page, '#walkthrough');

  const before = await output(page);
  for (const [typed, pattern] of [['abc', /“abc” is not a number/], ['5000', /at most 1000/]]) {
    await cell(page, 'The', 2).fill(typed);
    assert.match(await message(page), pattern);
    assert.match(await message(page), /^Row 1, column 2: .* The example still uses the last good value\./);
    assert.equal(await cell(page, 'The', 2).getAttribute('aria-invalid'), 'true');
    assert.equal(await output(page), before, `output unchanged after typing ${typed}`);
  }
  await cell(page, 'The', 2).fill('0.8'); // back to the seed's value
  await tokenName(page, 1).fill('two words');
  assert.match(await message(page), /cannot contain spaces/);
  await tokenName(page, 1).fill('');
  assert.match(await message(page), /needs a name/);
  assert.equal(await output(page), before);
  await tokenName(page, 1).fill('The');

  // An edit reaches the example, its script and the link.
  await cell(page, 'cat', 3).fill('-1.25');
  await changedFrom(page, before);
  assert.equal(await message(page), '');
  const edited = await expected(page);
  assert.equal(await output(page), edited.transcript);
  assert.equal(await script(page), edited.python);
  assert.match(await script(page), /\[0\.9, 0\.1, -1\.25, 0\.2, 0\.8, 0\.3\],  # "cat"/);
  await page.waitForURL(/x=/);

  // Reader text is shown as text: an <img onerror> token runs nothing and prints literally.
  await page.evaluate(() => { window.__injected = 0; });
  await tokenName(page, 1).fill('<img/src/onerror=__x()>');
  await tokenName(page, 2).fill('<svg/onload=__x()>');
  await page.waitForFunction(() => document.querySelector('#walkthrough-output').textContent.includes('<svg/onload'));
  // KaTeX draws its square roots as <svg>; only markup outside the typeset maths could be the reader's.
  assert.equal(await page.locator('#walkthrough img, #walkthrough svg').evaluateAll(
    (found) => found.filter((node) => !node.closest('.katex')).length), 0);
  assert.equal(await page.evaluate(() => window.__injected), 0);
  const printed = await output(page);
  assert.ok(printed.includes('  <img/src/onerror=__x()>: ['));
  assert.equal(await page.locator('#walkthrough [data-part="weights"] th', { hasText: '<svg/onload=__x()>' }).count(), 2);
  assert.equal(printed, (await expected(page)).transcript);
}));

test('adding and removing tokens and dimensions changes every shape, the link reproduces it, and “Back to” returns to the seed’s sentence', () => withSection('walkthrough', { query: '?seed=9&dk=3&dv=2' }, async (page) => {
  await openFigureMore(page, '#walkthrough');
  await page.getByRole('button', { name: 'Add a token' }).click();
  await page.getByRole('button', { name: 'Add a dimension' }).click();
  await page.getByRole('button', { name: 'Remove a dimension' }).click();
  await page.getByRole('button', { name: 'Remove a dimension' }).click();
  await page.waitForFunction(() => document.querySelector('attention-walkthrough').drawn?.x?.split(';').length === 5);
  assert.equal(await editor(page).locator('tbody tr').count(), 5);
  assert.match(await text(page, '#walkthrough [data-part="summary"]'), /5 tokens · d_?model 5/);
  const grown = await expected(page);
  assert.equal(grown.embeddings.dModel, 5);
  const printed = await output(page);
  assert.equal(printed, grown.transcript);
  assert.equal(await script(page), grown.python);

  const linked = await openPage(browser());
  try {
    await linked.goto(pageUrl(chapterOf('walkthrough'), new URL(page.url()).search));
    await waitForWalkthrough(linked);
    assert.equal(await output(linked), printed);
    const disclosure = (name) => linked.locator('#walkthrough details', { has: linked.locator(':scope > summary', { hasText: name }) });
    assert.equal(await disclosure('Edit the embeddings X').getAttribute('open'), '', 'edited embeddings in the link open the editor');
    assert.equal(await disclosure('The numpy script that prints this').getAttribute('open'), null);
    assertPageClean(linked);
  } finally {
    await linked.closeAll();
  }
  await page.getByRole('button', { name: /Back to/ }).click();
  await page.waitForFunction(() => !location.search.includes('x='));
  assert.equal(await output(page), am.walkthrough({ seed: 9, dK: 3, dV: 2 }).transcript);
}));
