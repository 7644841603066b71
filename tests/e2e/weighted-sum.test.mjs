// Section 7, the weighted sum: the terms w_ij·V[j] on the page are the
// core's, they add up to the output row of am.attention, the chosen row
// follows the URL, a bad link value is refused, and axe is clean in both
// themes and at phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openFigureMore, openSection, assertPageClean, loadCore, axeViolationsIn,
} from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const TOKENS = ['The', 'cat', 'sat', 'down'];
const vector = (text) => text.replace(/[[\]]/g, '').split(', ').map((x) => Number(x.replace('−', '-')));
// The tables sit in the widget's disclosure (opened here as a reader would).
async function termRows(page) {
  await openFigureMore(page, '#weighted-sum');
  return page.$$eval('#weighted-sum .weighted-sum__terms tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));
}

async function coreExample() {
  const am = await loadCore();
  const w = am.walkthrough({});
  const attention = am.attention({ Q: w.Q, K: w.K, V: w.V, n: 4, dK: 3, dV: 3 });
  return { am, w, attention };
}

const axeViolations = (page) => axeViolationsIn(page, 'weighted-sum');

test('for every query token the terms are the core’s and add up to the output row of am.attention', async () => {
  const page = await openSection(browser, 'weighted-sum');
  try {
    const { am, w, attention } = await coreExample();
    for (const [row, token] of TOKENS.entries()) {
      await page.selectOption('#weighted-sum select', token);
      await page.waitForFunction((t) => document.querySelector('#weighted-sum .weighted-sum__lhs')?.textContent === `Output${t} =`, token);
      const rows = await termRows(page);
      const terms = am.weightedSumTerms({ weights: w.weights, V: w.V, n: 4, m: 4, dV: 3, row });
      const output = Array.from(attention.output.slice(row * 3, row * 3 + 3));
      for (let j = 0; j < 4; j += 1) {
        assert.equal(rows[j][0], TOKENS[j]);
        assert.equal(Number(rows[j][1]), Number(attention.weights[row * 4 + j].toFixed(4)));
        assert.deepEqual(vector(rows[j][3]), Array.from(terms.contributions.slice(j * 3, j * 3 + 3), (x) => Number(x.toFixed(4))));
      }
      // The printed terms (4 decimals) add up to the printed sum, which is am.attention's output row.
      const shownSum = vector(rows[4][3]);
      assert.deepEqual(shownSum, output.map((x) => Number(x.toFixed(4))));
      for (let d = 0; d < 3; d += 1) {
        const added = rows.slice(0, 4).reduce((acc, r) => acc + vector(r[3])[d], 0);
        assert.ok(Math.abs(added - output[d]) < 3e-4, `dimension ${d + 1}: ${added} vs ${output[d]}`);
      }
      const panelTotals = await page.$$eval('#weighted-sum .waterfall__total .waterfall__value', (n) => n.map((x) => x.textContent));
      assert.deepEqual(panelTotals.map((t) => Number(t.replace('−', '-'))), output.map((x) => Number(x.toFixed(3))));
    }
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the URL picks the row; the output table highlights it and matches the core', async () => {
  const page = await openSection(browser, 'weighted-sum', '?weighted-sum.q=down');
  try {
    const { attention } = await coreExample();
    assert.equal(await page.inputValue('#weighted-sum select'), 'down');
    await openFigureMore(page, '#weighted-sum');
    assert.equal(await page.textContent('#weighted-sum .weighted-sum__output tr.is-current th'), 'down ◂');
    const table = await page.$$eval('#weighted-sum .weighted-sum__output tbody tr',
      (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => Number(c.textContent.replace('−', '-')))));
    assert.deepEqual(table.flat(), Array.from(attention.output, (x) => Number(x.toFixed(4))));
    assert.match(await page.textContent('#weighted-sum .weighted-sum__formula'),
      new RegExp(`^Outputdown = ${attention.weights[12].toFixed(3)} · vThe`));
    // Output_down and v_The are written with real subscripts.
    assert.deepEqual(await page.$$eval('#weighted-sum .weighted-sum__formula sub', (n) => n.map((x) => x.textContent)),
      ['down', ...['The', 'cat', 'sat', 'down']]);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('a nonsense query token in the link is reported beside the field, and cat stays', async () => {
  const page = await openSection(browser, 'weighted-sum', '?weighted-sum.q=dog');
  try {
    assert.match(await page.textContent('#weighted-sum .field__message:not([hidden])'), /weighted-sum\.q was ignored: .*not “dog”/);
    assert.equal(await page.inputValue('#weighted-sum select'), 'cat');
    assert.equal((await termRows(page)).at(-1)[0], 'Σ = Outputcat');
  } finally {
    await page.closeAll();
  }
});

test('the waterfall is explained: a caption, ticks under each panel, and its 0 on the zero line', async () => {
  const page = await openSection(browser, 'weighted-sum');
  try {
    assert.match(await page.textContent('#weighted-sum .weighted-sum__chart-note'), /stacked end to end.*output bar below the line is that total, drawn from zero/);
    const zeros = await page.$$eval('#weighted-sum .waterfall', (panels) => panels.map((panel) => {
      const label = panel.querySelector('.waterfall__zero').getBoundingClientRect();
      const track = panel.querySelector('.waterfall__total .waterfall__track').getBoundingClientRect();
      const zero = parseFloat(panel.style.getPropertyValue('--zero'));
      return { text: panel.querySelector('.waterfall__zero').textContent, offset: label.left + label.width / 2 - (track.left + (track.width * zero) / 100) };
    }));
    assert.equal(zeros.length, 3);
    for (const z of zeros) {
      assert.equal(z.text, '0');
      assert.ok(Math.abs(z.offset) < 1.5, `the 0 sits on the zero line (off by ${z.offset}px)`);
    }
    // Ticks under each panel, increasing, at round values, with 0 among them.
    const ticks = await page.$$eval('#weighted-sum .waterfall', (panels) => panels.map((panel) => [...panel
      .querySelectorAll('.waterfall__tick')].map((t) => Number(t.textContent.replace('−', '-')))));
    for (const list of ticks) {
      assert.ok(list.length >= 3, `ticks ${list}`);
      assert.ok(list.includes(0));
      assert.deepEqual([...list].sort((a, b) => a - b), list);
    }
    // In the cat row, dimension 3 crosses zero: the line sits inside the track, not at an end.
    const inside = await page.$$eval('#weighted-sum .waterfall', (p) => parseFloat(p[2].style.getPropertyValue('--zero')));
    assert.ok(inside > 5 && inside < 95, `zero at ${inside}%`);
    const text = await page.innerText('#weighted-sum');
    assert.doesNotMatch(text, /_|\bpositive and sum/);
    assert.match(text, /non-negative and sum to 1/);
  } finally {
    await page.closeAll();
  }
});

test('axe finds nothing in light, dark and at 375px, and the page does not scroll sideways', async () => {
  for (const options of [{}, { colorScheme: 'dark' }, { viewport: { width: 375, height: 800 } }]) {
    const page = await openSection(browser, 'weighted-sum', '', options);
    try {
      assert.deepEqual(await axeViolations(page), [], JSON.stringify(options));
      await openFigureMore(page, '#weighted-sum');
      assert.deepEqual(await axeViolations(page), [], `${JSON.stringify(options)}, with the tables open`);
      if (options.viewport) assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375));
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  }
});
