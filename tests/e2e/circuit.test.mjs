// <attention-circuit> in section #trained-heads, from file://: every number
// its four maps draw (map 1 with 12 positions and, switched, all 24) is the core's
// transformerCircuits on the shipped checkpoint (Node runs the same module
// as the oracle); its summary table's counts and means are recomputed here
// from those values; the arrow keys move focus cell by cell; axe is clean in
// both themes at 1280 and 390 px; at 390 px nothing pushes the page sideways
// and a map that cannot fit says so and is a Tab stop.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openSection, assertPageClean, loadCore, axePath, VIEWS } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const circuit = 'attention-circuit';
const SHOWN = 12;

async function openCircuit(options = {}) {
  const page = await openSection(browser, 'trained-heads', '', options);
  await page.locator(circuit).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${circuit}[data-state="ready"]`);
  return page;
}

// Each map's cells, row-major, as the numbers behind them (data-value is the exact double).
const drawnMaps = (page, selector) => page.$$eval(selector, (maps) => maps.map((map) => ({
  title: map.querySelector('.heatmap__title').textContent,
  rows: map.querySelectorAll('tbody tr').length,
  values: [...map.querySelectorAll('td')].map((td) => Number(td.dataset.value)),
})));

function topLeft({ values, cols }, count) {
  const out = [];
  for (let r = 0; r < count; r++) for (let c = 0; c < count; c++) out.push(values[r * cols + c]);
  return out;
}

test('the four maps draw the core\'s transformerCircuits of the shipped checkpoint, and the table says what they show', async () => {
  const am = await loadCore();
  const core = am.transformerCircuits({ model: am.transformerPretrained() });
  const page = await openCircuit();
  try {
    const maps = await drawnMaps(page, `${circuit} .circuit__move .heatmap`);
    assert.equal(maps.length, 4);
    assert.deepEqual(maps[0].values, topLeft(core.previousToken, SHOWN), 'P1, first 12 positions');
    assert.match(maps[0].title, /the first 12 of 24 positions/);
    assert.deepEqual(maps[1].values, Array.from(core.kComposition.values), 'K-composition');
    assert.deepEqual(maps[2].values, Array.from(core.direct.values), 'direct (the key\'s own letter)');
    assert.deepEqual(maps[3].values, Array.from(core.copying.values), 'copying');
    // Masked cells are −∞, as the core gives them, and drawn as masked.
    assert.equal(await page.$$eval(`${circuit} .circuit__move--previousToken td.heatmap__cell--nonfinite`, (tds) => tds.length),
      (SHOWN * (SHOWN - 1)) / 2);
    // The scale is diverging and symmetric about 0, ending at the largest |value|.
    const legends = await page.$$eval(`${circuit} .circuit__move .heatmap__legend`, (ls) => ls.map((l) => l.textContent));
    // S_comp and S_direct share one scale, so that the flat one reads flat.
    const end = (...ms) => Math.max(...ms.flatMap((m) => Array.from(m.values)).filter(Number.isFinite).map(Math.abs)).toFixed(1);
    assert.deepEqual(legends, [`score:−${end(core.previousToken)}${end(core.previousToken)}`,
      `score:−${end(core.kComposition, core.direct)}${end(core.kComposition, core.direct)}`,
      `score:−${end(core.kComposition, core.direct)}${end(core.kComposition, core.direct)}`,
      `score for the next letter:−${end(core.copying)}${end(core.copying)}`]);
    // Each map has its one-line reading in plain words.
    assert.deepEqual(await page.$$eval(`${circuit} .circuit__caption`, (ps) => ps.map((p) => p.textContent.split(':')[0])),
      ['query position i ↓ key position j →', 'query letter a ↓ previous letter b written by layer 1 →',
        'query letter a ↓ the key’s own letter b →', 'letter attended a ↓ next-letter score b →']);
    // All 24 positions, when the reader ticks the switch (its state in the attribute, so in the URL too).
    const allPositions = `${circuit} input[type="checkbox"]`;
    assert.match(await page.$eval(allPositions, (box) => box.labels[0].textContent), /Show all 24 positions/);
    await page.check(allPositions);
    await page.waitForFunction((tag) => document.querySelector(tag).hasAttribute('all-positions')
      && document.querySelectorAll(`${tag} .circuit__move--previousToken tbody tr`).length === 24, circuit);
    const [full] = await drawnMaps(page, `${circuit} .circuit__move--previousToken .heatmap`);
    assert.equal(full.rows, 24);
    assert.deepEqual(full.values, Array.from(core.previousToken.values));
    assert.doesNotMatch(full.title, /first/);
    // At 1280 px map 1 then takes the card's width, and all 24 columns fit.
    assert.equal(await page.$eval(`${circuit} .circuit__move--previousToken .heatmap__scroller`,
      (box) => box.scrollWidth > box.clientWidth + 1), false, '24 columns fit at 1280 px');
    assert.match(page.url(), /[?&]circuit\.all=1(&|#|$)/, 'the view can be linked');
    // From the keyboard: Space on the switch goes back to 12.
    await page.focus(allPositions);
    await page.keyboard.press('Space');
    await page.waitForFunction((tag) => document.querySelectorAll(`${tag} .circuit__move--previousToken tbody tr`).length === 12, circuit);
    assert.equal(await page.$eval(circuit, (e) => e.getAttribute('all-positions')), '0');
    assert.doesNotMatch(page.url(), /circuit\.all/, 'the default leaves the address bar');

    // The summary: row maxima on the outlined cells and the means, recomputed here.
    const peaks = ({ rows, cols, values }, target, first = 0) => {
      let hits = 0, on = [], off = [];
      for (let r = first; r < rows; r++) {
        const row = Array.from(values.slice(r * cols, (r + 1) * cols));
        const finite = row.map((v, c) => [v, c]).filter(([v]) => Number.isFinite(v));
        const [, best] = finite.reduce((a, b) => (b[0] > a[0] ? b : a));
        hits += best === target(r);
        for (const [v, c] of finite) (c === target(r) ? on : off).push(v);
      }
      const mean = (a) => a.reduce((s, v) => s + v, 0) / a.length;
      return { hits, on: mean(on), off: mean(off) };
    };
    const expected = [peaks(core.previousToken, (i) => i - 1, 1), peaks(core.kComposition, (a) => a), peaks(core.direct, (a) => a), peaks(core.copying, (a) => a)];
    const rows = await page.$$eval(`${circuit} .circuit__summary tbody tr`, (trs) => trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      return { hits: cells[1].textContent, on: Number(cells[2].dataset.value), off: Number(cells[3].dataset.value) };
    }));
    console.log(`# circuit: P1 row maxima on i − 1 ${expected[0].hits}/23, K diagonal ${expected[1].on.toFixed(3)} vs ${expected[1].off.toFixed(3)} `
      + `(${expected[1].hits}/12), direct diagonal ${expected[2].on.toFixed(3)} vs ${expected[2].off.toFixed(3)} (${expected[2].hits}/12), `
      + `C diagonal ${expected[3].on.toFixed(3)} vs ${expected[3].off.toFixed(3)} (${expected[3].hits}/12)`);
    rows.forEach((row, k) => {
      assert.match(row.hits, new RegExp(`^${expected[k].hits} of ${k === 0 ? 23 : 12} `));
      assert.ok(Math.abs(row.on - expected[k].on) < 1e-12 && Math.abs(row.off - expected[k].off) < 1e-12, `row ${k}`);
    });
    assert.equal(rows.length, 4);
    // Composed with layer 1, the diagonal stands out; the one-layer term has none to speak of.
    assert.ok(expected[1].hits >= 10 && expected[3].hits >= 10);
    assert.ok(expected[2].hits <= 3 && expected[1].on - expected[1].off > 5 * Math.abs(expected[2].on - expected[2].off));
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('a prediction comes first: the maps stay out until answered, and the verdict is the core\'s reading of the weights', async () => {
  const am = await loadCore();
  const { kComposition: k, direct: d } = am.transformerCircuits({ model: am.transformerPretrained() });
  // Each map's diagonal (query letter = key letter) against its other cells, over all 12 letters.
  const contrast = ({ values, rows, cols }) => {
    const cells = Array.from(values);
    const diagonal = cells.filter((_, c) => c % cols === Math.floor(c / cols));
    const others = cells.filter((_, c) => c % cols !== Math.floor(c / cols));
    const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
    assert.equal(diagonal.length, rows);
    return { diagonal: mean(diagonal), others: mean(others), lift: mean(diagonal) - mean(others) };
  };
  const [k2a, d2b] = [contrast(k), contrast(d)];
  // The answer the page must give, from the core: map 2b's diagonal is flat next to 2a's.
  assert.ok(k2a.lift > 2 && Math.abs(d2b.lift) < 0.25 * k2a.lift, `the core: 2a lifts the diagonal by ${k2a.lift}, 2b by ${d2b.lift}`);
  const page = await openSection(browser, 'trained-heads', '', { reveal: false });
  try {
    const predict = '#trained-heads attention-predict[name="trained-heads/circuit-match"]';
    await page.locator(predict).scrollIntoViewIfNeeded();
    await page.waitForSelector(`${predict} input[type="radio"]`);
    assert.equal(await page.$(`#trained-heads ${circuit}`), null, 'the maps are taken out until the reveal');
    assert.doesNotMatch(await page.textContent('#trained-heads'), /Only the composed term has a bright diagonal/, 'nor the answer in the prose');
    assert.match(await page.textContent(`${predict} .predict__prompt, ${predict} legend`), /map 2b’s diagonal/i);
    // The tempting wrong answer: an A in the key matches an A in the query.
    await page.check(`${predict} input[type="radio"][value="bright"]`);
    await page.click(`${predict} button[type="submit"]`);
    await page.waitForSelector(`${predict}[revealed]`);
    const verdict = await page.textContent(`${predict} .predict__verdict`);
    assert.doesNotMatch(verdict, /^Right/);
    assert.match(verdict, /duplicate-token/);
    // Its numbers are the core's: both diagonals and their off-diagonal means, to two decimals.
    const two = (v) => v.toFixed(2).replace('-', '−').replace(/^−(0\.00)$/, '$1');
    for (const v of [k2a.diagonal, k2a.others, d2b.diagonal, d2b.others]) assert.ok(verdict.includes(two(v)), `${verdict} names ${v}`);
    // And what map 2a's gap means after softmax: e^gap times the weight.
    const times = Number(Math.exp(k2a.lift).toPrecision(2)).toLocaleString('en-US');
    assert.ok(verdict.includes(`e^${k2a.lift.toFixed(2)} ≈ ${times} times the weight`), `${verdict}: the gap ${k2a.lift} as a weight ratio`);
    await page.waitForSelector(`${circuit}[data-state="ready"]`);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the arrow keys move focus through a map cell by cell, each cell named in words', async () => {
  const page = await openCircuit();
  try {
    const map = `${circuit} .circuit__move--kComposition`;
    await page.focus(`${map} td[tabindex="0"]`);
    const focused = () => page.evaluate(() => {
      const td = document.activeElement;
      return td?.localName === 'td' ? [Number(td.dataset.row), Number(td.dataset.col), td.getAttribute('aria-label')] : null;
    });
    assert.deepEqual((await focused()).slice(0, 2), [0, 0]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const [r, c, label] = await focused();
    assert.deepEqual([r, c], [2, 1]);
    assert.match(label, /^K-composition, query letter C, previous letter B: −?\d+\.\d$/);
    await page.keyboard.press('End');
    assert.deepEqual((await focused()).slice(0, 2), [2, 11]);
    // Tab leaves the map and comes back to the cell last focused (a roving tab stop).
    assert.equal(await page.$$eval(`${map} td[tabindex="0"]`, (tds) => tds.map((td) => `${td.dataset.row},${td.dataset.col}`).join()), '2,11');
    // In the positional map a masked cell says so.
    await page.focus(`${circuit} .circuit__move--previousToken td[tabindex="0"]`);
    await page.keyboard.press('ArrowRight');
    assert.match((await focused())[2], /query position 0, key position 1: masked/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

for (const [name, options] of VIEWS) {
  test(`${name}: axe is clean on the circuit; no map scrolls sideways: too narrow for its numbers, it is colour only, each value under the pointer or focus`, async () => {
    const page = await openCircuit(options);
    try {
      await page.focus(`${circuit} .circuit__move--copying td[tabindex="0"]`);
      await page.keyboard.press('ArrowDown');
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async (tag) => (await globalThis.axe.run(document.querySelector(tag), { preload: false }))
        .violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(',')}`), circuit);
      assert.deepEqual(violations, []);
      const fit = await page.evaluate((tag) => ({
        page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
        maps: [...document.querySelectorAll(`${tag} .heatmap`)].map((map) => {
          const box = map.querySelector('.heatmap__scroller');
          const scrolls = box.scrollWidth > box.clientWidth + 1;
          return { scrolls, cued: !map.querySelector('.heatmap__scroll-hint').hidden, stop: box.tabIndex === 0, right: map.getBoundingClientRect().right,
                   colourOnly: map.classList.contains('heatmap--colour-only') };
        }),
      }), circuit);
      assert.ok(fit.page[0] <= fit.page[1], `page ${fit.page[0]} px wide in ${fit.page[1]}`);
      for (const map of fit.maps) {
        assert.ok(map.right <= fit.page[1] + 0.5);
        assert.equal(map.cued, map.scrolls, 'a map that scrolls says so');
        assert.equal(map.stop, map.scrolls, 'a map that scrolls is a Tab stop');
      }
      assert.deepEqual(fit.maps.map((m) => m.scrolls), [false, false, false, false], 'no map scrolls sideways');
      // At 1280 px the numbers fit in the cells; on a phone they do not, and the cells are colour only.
      assert.deepEqual(fit.maps.map((m) => m.colourOnly), Array(4).fill(Boolean(options.viewport)), 'numbers where they fit');
      if (options.viewport) {
        // The focused cell (copying: after ArrowDown, letter attended B, next letter A) says its value in the
        // readout; the first test shows each cell's data-value is the core's.
        const { readout, value } = await page.$eval(`${circuit} .circuit__move--copying`, (move) => ({
          readout: move.querySelector('.heatmap__readout').textContent,
          value: Number(move.querySelector('td[data-row="1"][data-col="0"]').dataset.value),
        }));
        assert.match(readout, /copying, letter attended B, score for next letter A/);
        assert.ok(readout.includes(value.toFixed(1)), `"${readout}" says ${value}`);
      }
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
}
