// <attention-why> in Chromium, what only a browser can show: a link naming a
// token outside the sentence is refused beside the picker; the token buttons
// choose the query (aria-pressed, the URL) and the widget draws the model's
// row for it (table, bars, summary, the weighted-sum line with real
// subscripts, what to notice), in the worked example's section; chapter 1's
// first screen as built. The numbers are checked against the core in
// tests/models/why.test.mjs, the figures and the URL round trip in
// widget-smoke, axe and fit in the page pass (and a query chosen:
// state-rows/walkthrough.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCore, usePages, visibleText } from './browser.mjs';
import { model } from '../../web/elements/why/model.js';
import { parseRichText } from '../../web/lib/text/rich-text.js';
import { tableText } from '../models/harness.mjs';

const { withSection } = usePages();
const am = await loadCore();
const TOKENS = ['The', 'cat', 'sat', 'down'];
const shown = (rich) => parseRichText(rich).map((run) => ('text' in run ? run.text : run.name + (run.sub ?? ''))).join('');
const subscripts = (rich) => parseRichText(rich).filter((run) => run.sub).map((run) => run.sub);

// The widget shows the model's figures for `query`, and that token's button is the pressed one.
async function expectShown(page, query) {
  const figures = model(am, { query });
  const drawn = await page.evaluate(() => {
    const widget = document.querySelector('#walkthrough attention-why');
    const text = (part) => widget.querySelector(`[data-part="${part}"]`).textContent;
    return {
      table: [...widget.querySelectorAll('[data-part="table"] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
      bars: [...widget.querySelectorAll('[data-part="bar-value"]')].map((v) => v.textContent),
      pressed: [...widget.querySelectorAll('[role="group"] button')].map((b) => `${b.textContent} ${b.getAttribute('aria-pressed')}`),
      summary: text('summary'),
      sum: text('sum').replace(/\s+/g, ' '),
      subs: [...widget.querySelectorAll('[data-part="sum"] sub')].map((s) => s.textContent),
      notice: text('notice'),
    };
  });
  assert.deepEqual(drawn.table, tableText(figures.table));
  assert.deepEqual(drawn.bars, figures.bars.bars.map((b) => b.text));
  assert.deepEqual(drawn.pressed, TOKENS.map((t) => `${t} ${t === query}`));
  assert.equal(drawn.summary, figures.summary);
  assert.equal(drawn.sum, shown(figures.sum));
  assert.deepEqual(drawn.subs, [query, ...TOKENS], 'O and v carry real subscripts');
  assert.deepEqual(drawn.subs, subscripts(figures.sum));
  assert.equal(drawn.notice, figures.notice);
}

test('a link naming a token not in the sentence is refused beside the picker; the buttons choose the query and the URL keeps it', () => withSection('walkthrough', { query: '?why.q=dog' }, async (page) => {
  // The select stays behind the buttons for its message slot: what it describes itself with.
  const message = await page.locator('#walkthrough attention-why select').evaluate((select) => {
    const node = select.getRootNode().getElementById(select.getAttribute('aria-describedby').split(' ')[0]);
    return { text: node.textContent, visible: node.checkVisibility() };
  });
  assert.match(message.text, /why\.q was ignored: .*not “dog”/);
  assert.equal(message.visible, true);
  await expectShown(page, 'cat');

  const picker = page.getByRole('group', { name: 'Which token is asking?' });
  for (const token of ['sat', 'down']) { // down: the key every query favours, so it "gives itself the most"
    await picker.getByRole('button', { name: token, exact: true }).click();
    await page.waitForURL(new RegExp(`why\\.q=${token}`));
    await expectShown(page, token);
  }
  // Its prose links back to chapter 1's trained head: the build points the link at that chapter's page
  // (the glossary below it links there too, for "head").
  assert.equal(await page.locator('#walkthrough > .prose a[href="scores.html#why"]').count(), 1);
  assert.equal(await page.locator('#glossary-head + dd a[href="scores.html#why"]').count(), 1);
}));

test('chapter 1’s first screen as built: what attention does for a word, before you start at the top, one example', () => withSection('why', {}, async (page) => {
  // The first screen says what attention does for a word, then asks (the hook): no formula, no
  // moves yet; they follow the learned head. RNNs and positions wait in a closed "Go deeper".
  const opening = await page.$eval('#why > .prose', (prose) => prose.textContent.replace(/\s+/g, ' '));
  assert.match(opening, /what sat tells you in “The cat sat down” depends on the words around it/);
  assert.doesNotMatch(opening, /RNN|recurrent|position to its embedding|three moves|\\\[|Attention\(Q/);
  const after = await page.$eval('#why > attention-predict ~ .prose', (prose) => prose.textContent.replace(/\s+/g, ' '));
  assert.match(after, /For sat it takes three moves/);
  const deeper = page.locator('#why > details.go-deeper');
  assert.equal(await deeper.getAttribute('open'), null, 'closed: the main path skips it');
  assert.match(await deeper.textContent(), /recurrent networks \(RNNs\)[\s\S]*add each\s+token’s position to its embedding/);
  assert.equal(await deeper.locator('figure.why-figure').count(), 1, 'the RNN figure went with its paragraph');
  // Once, early: a calculator is allowed, and where to stop.
  const note = (await page.textContent('#why .course-note')).replace(/\s+/g, ' ');
  assert.match(note, /Keep a calculator at hand/);
  assert.match(note, /This chapter ends after masking.*a good place to stop is after the weighted sum/);
  // One example on chapter 1's main path, the trained head: the worked example's bars are in its own section.
  assert.equal(await page.locator('#why attention-why').count(), 0);
  assert.equal(await page.locator('#why attention-subject-head').count(), 1);
  // Before you start comes first, under the title.
  assert.equal(await page.$eval('#why h2 + .course-note', (note) => note !== null), true);
  // No literal underscores in what readers see: O and v carry real subscripts (checked above).
  assert.doesNotMatch(await visibleText(page, 'why'), /\b[dWqkvxSO]_|new_i/);
}));
