// Section 1, why: the query buttons show that token's row of the worked
// example's weights (checked against the core), bad links, accessibility.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openSection, assertPageClean, loadCore, axeViolationsIn, visibleText,
} from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const TOKENS = ['The', 'cat', 'sat', 'down'];
const tableRows = (page) => page.$$eval('#why tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));
const fixed = (x, d = 4) => x.toFixed(d).replace('-', '−');

async function expectRow(page, query) {
  const am = await loadCore();
  const example = am.walkthrough({});
  const i = TOKENS.indexOf(query);
  const rows = await tableRows(page);
  assert.deepEqual(rows.map((r) => r[0]), [...TOKENS, 'sum']);
  TOKENS.forEach((_, j) => {
    assert.equal(rows[j][1], fixed(example.scaledScores[i * 4 + j]), `scaled score ${query}→${TOKENS[j]}`);
    assert.equal(rows[j][2], fixed(example.weights[i * 4 + j]), `weight ${query}→${TOKENS[j]}`);
  });
  assert.equal(rows[4][2], '1.0000');
  // The line writes the weights, not the output vector: chapter 2's prediction
  // weighted-sum/leans-toward asks the reader to work that vector out.
  const sum = (await page.textContent('#why .why-widget__sum')).replace(/\s+/g, ' ');
  const terms = TOKENS.map((t, j) => `${fixed(example.weights[i * 4 + j], 3)} v${t}`).join(' + ');
  assert.equal(sum, `Output${query} = ${terms}`);
  const pressed = await page.$$eval('#why .why-widget__token', (bs) => bs.map((b) => b.getAttribute('aria-pressed')));
  assert.deepEqual(pressed, TOKENS.map((t) => String(t === query)));
}

test('"cat" (the default) shows the core’s weights row for cat; clicking "sat" switches rows and the URL', async () => {
  const page = await openSection(browser, 'why');
  try {
    await expectRow(page, 'cat');
    assert.match(await page.textContent('#why .why-widget__summary'), /“cat” gives its largest weight, 0\.333, to “down”/);
    const bars = await page.$$eval('#why .bars__value', (vs) => vs.map((v) => v.textContent));
    assert.deepEqual(bars, ['0.274', '0.164', '0.229', '0.333']);
    await page.click('#why .why-widget__token >> text=sat');
    await page.waitForURL(/why\.q=sat/);
    await expectRow(page, 'sat');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the first screen says what attention does for a word; RNNs and positions wait in a closed “Go deeper”', async () => {
  const page = await openSection(browser, 'why');
  try {
    const opening = await page.$eval('#why > .prose', (prose) => prose.textContent.replace(/\s+/g, ' '));
    assert.match(opening, /For sat that takes three moves/);
    assert.doesNotMatch(opening, /RNN|recurrent|position to its embedding/);
    const deeper = page.locator('#why > details.go-deeper');
    assert.equal(await deeper.getAttribute('open'), null, 'closed: the main path skips it');
    assert.match(await deeper.textContent(), /recurrent networks \(RNNs\)[\s\S]*add each\s+token’s position to its embedding/);
    assert.equal(await deeper.locator('figure.why-figure').count(), 1, 'the RNN figure went with its paragraph');
    // Once, early: a calculator is allowed, and where to stop.
    const note = (await page.textContent('#why .course-note')).replace(/\s+/g, ' ');
    assert.match(note, /Keep a calculator at hand/);
    assert.match(note, /This chapter ends after masking.*a good place to stop is after the weighted sum/);
  } finally {
    await page.closeAll();
  }
});

test('under the bars, what to notice across all four rows, from the core’s weights', async () => {
  const am = await loadCore();
  const { weights } = am.walkthrough({});
  const rows = TOKENS.map((_, i) => Array.from(weights.slice(i * 4, i * 4 + 4)));
  const top = rows[0].indexOf(Math.max(...rows[0]));
  const bottom = rows[0].indexOf(Math.min(...rows[0]));
  assert.ok(rows.every((r) => r.indexOf(Math.max(...r)) === top && r.indexOf(Math.min(...r)) === bottom),
    'the seed’s random projections: every query ranks the keys alike');
  const range = (j) => `${fixed(Math.min(...rows.map((r) => r[j])), 3)} to ${fixed(Math.max(...rows.map((r) => r[j])), 3)}`;
  const page = await openSection(browser, 'why');
  try {
    const notice = await page.textContent('#why .why-widget__notice');
    assert.ok(notice.includes(`every query ranks the keys alike. “${TOKENS[top]}” gets the largest share from each (${range(top)}), `
      + `“${TOKENS[bottom]}” the smallest (${range(bottom)}).`), notice);
    assert.match(notice, new RegExp(`“cat” gives itself the least of all \\(${fixed(rows[1][1], 3)}\\)`));
    await page.click(`#why .why-widget__token >> text=${TOKENS[top]}`);
    await page.waitForURL(new RegExp(`why\\.q=${TOKENS[top]}`));
    assert.match(await page.textContent('#why .why-widget__notice'), /gives itself the most \(.*\) only because every query gives/);
  } finally {
    await page.closeAll();
  }
});

test('a link naming a token that is not in the sentence is reported beside the picker, not applied', async () => {
  const page = await openSection(browser, 'why', '?why.q=dog');
  try {
    assert.match(await page.textContent('#why .field__message:not([hidden])'), /why\.q was ignored: .*not “dog”/);
    assert.equal(await page.isVisible('#why .field__message'), true);
    await expectRow(page, 'cat');
    await page.click('#why .why-widget__token >> text=down');
    await page.waitForURL(/why\.q=down/);
    await expectRow(page, 'down');
  } finally {
    await page.closeAll();
  }
});

test('no literal underscores in what readers see; Output and v carry real subscripts', async () => {
  const page = await openSection(browser, 'why');
  try {
    const text = await visibleText(page, 'why');
    assert.doesNotMatch(text, /\b[dWqkvxS]_|new_i|Output_/);
    assert.deepEqual(await page.$$eval('#why .why-widget__sum sub', (subs) => subs.map((s) => s.textContent)),
      ['cat', ...TOKENS]);
    // The worked example is in the next chapter: the build pointed the link there.
    assert.equal(await page.locator('#why a[href="formula.html#walkthrough"]').count(), 1);
  } finally {
    await page.closeAll();
  }
});

const axeSection = (page) => axeViolationsIn(page, 'why');

for (const [name, options] of [['light', {}], ['dark', { colorScheme: 'dark' }],
  ['375px phone', { viewport: { width: 375, height: 800 } }]]) {
  test(`axe finds nothing in the section (${name}); no horizontal page scroll`, async () => {
    const page = await openSection(browser, 'why', '?why.q=The', options);
    try {
      assert.deepEqual(await axeSection(page), []);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= (options.viewport?.width ?? 1280), `page is ${width}px wide`);
    } finally {
      await page.closeAll();
    }
  });
}
