// Section #trained-heads (issue 15), from file://: the shipped checkpoint's
// heads on the reader's sequence are the core's numbers (Node runs the same
// module as the oracle); bad sequences keep the last good state; the
// prediction is judged against the core; training from scratch in the blob
// worker raises the induction score past 0.8 while input events are still
// answered within a frame; axe is clean in both themes at 1280 and 390 px,
// before and after the reveal and after training.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openSection, openFigureMore, assertPageClean, loadCore, axeViolationsIn, layoutSettled, VIEWS } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const heads = 'attention-trained-heads';
const trainer = 'attention-induction-training';
const HELD_OUT = 12345;
const tokensOf = (text) => Array.from(text, (ch) => ch.charCodeAt(0) - 65);

// Every heatmap's cells as numbers, in order (query-major), one array per head.
const heatmaps = (page) => page.$$eval(`${heads} .heatmap`, (maps) => maps.map((map) => [...map.querySelectorAll('td')]
  .map((td) => Number(td.dataset.value))));
const shown = (page) => page.$eval(heads, (e) => e.dataset.sequence);
const message = (page) => page.$eval(`${heads} .field__message`, (m) => (m.hidden ? '' : m.textContent));

async function typeSequence(page, text) {
  await page.fill(`${heads} .trained-heads__text`, text);
  await page.press(`${heads} .trained-heads__text`, 'Enter');
}

test('each head of the shipped model on the reader\'s sequence is the core\'s attention, with its stripes outlined', async () => {
  const am = await loadCore();
  const model = am.transformerPretrained();
  const page = await openSection(browser, 'trained-heads');
  try {
    for (const text of ['DKAHFBJCDKAHFBJC', 'CAFEBDCAFEBD', 'ABCDE']) {
      await typeSequence(page, text.toLowerCase().split('').join(' '));
      await page.waitForFunction(([sel, t]) => document.querySelector(sel).dataset.sequence === t, [heads, text]);
      const core = am.transformerForward({ model, tokens: tokensOf(text) });
      const drawn = await heatmaps(page);
      assert.equal(drawn.length, 2, 'one heatmap per head');
      drawn.forEach((cells, k) => assert.deepEqual(cells, Array.from(core.attention[k][0]), `${text}: head ${k + 1}`));
    }
    // The default: the layer-2 head's induction stripe (i − 7 in the repeat) carries most of its weight.
    await typeSequence(page, 'DKAHFBJCDKAHFBJC');
    await page.waitForFunction((sel) => document.querySelector(sel).dataset.sequence === 'DKAHFBJCDKAHFBJC', heads);
    const induction = await page.$$eval(`${heads} .heatmap`, (maps) => [...maps[1].querySelectorAll('td.is-induction')]
      .map((td) => [Number(td.dataset.row), Number(td.dataset.col), Number(td.dataset.value)]));
    assert.deepEqual(induction.map(([r, c]) => r - c), Array(8).fill(7));
    const meanInduction = induction.reduce((s, [, , v]) => s + v, 0) / induction.length;
    assert.ok(meanInduction > 0.8, `mean weight on the induction stripe ${meanInduction}`);
    assert.match(await page.$$eval(`${heads} .heatmap__title`, (t) => t[1].textContent),
      new RegExp(`induction ${meanInduction.toFixed(2)}`));
    // The scale is the fixed 0–1 weight scale, not stretched to the data.
    assert.deepEqual(await page.$$eval(`${heads} .heatmap__legend`, (ls) => ls.filter((l) => !l.hidden).map((l) => l.textContent)),
      ['attention weight:0.001.00']);
    // The held-out scores are the core's (64 sequences from the held-out seed).
    await page.waitForSelector(`${heads} .trained-heads__held-out:not([hidden]) tbody tr`);
    const table = await page.$$eval(`${heads} .trained-heads__held-out tbody tr`, (rows) => rows.map((r) => [...r.querySelectorAll('td')]
      .map((td) => Number(td.dataset.value))));
    const scores = am.headScores({ model, seed: HELD_OUT, sequences: 64 });
    assert.deepEqual(table, scores.map((s) => [s.previousToken, s.duplicateToken, s.induction]));
    // A random run, repeated: 8 distinct letters and the same 8.
    await page.click(`${heads} .trained-heads__random`);
    await page.waitForFunction((sel) => document.querySelector(sel).dataset.sequence !== 'DKAHFBJCDKAHFBJC', heads);
    const random = await shown(page);
    assert.match(random, /^[A-L]{16}$/);
    assert.equal(random.slice(0, 8), random.slice(8));
    assert.equal(new Set(random.slice(0, 8)).size, 8);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('bad sequences get a clear message and the last good sequence stays drawn', async () => {
  const page = await openSection(browser, 'trained-heads');
  try {
    const before = await heatmaps(page);
    const cases = [
      ['DKA3', /“3” is not a letter: the tokens are the 12 letters A to L\./],
      ['', /Type a sequence of letters/],
      ['DKAHFBJCXY', /^“X” is not one of the model's 12 letters, A to L\. /],
      ['DKAM', /^“M” is not one of the model's 12 letters, A to L\. /],
      ['ABCDEFGHABCDEFGHABCDEFGHA', /^The model reads at most 24 letters; this has 25\. /],
    ];
    for (const [text, expected] of cases) {
      await typeSequence(page, text);
      await page.waitForFunction((sel) => !document.querySelector(`${sel} .field__message`).hidden, heads);
      assert.match(await message(page), expected, text);
      assert.match(await message(page), /Still showing DKAHFBJCDKAHFBJC|last good/i, text);
      assert.equal(await shown(page), 'DKAHFBJCDKAHFBJC', text);
      assert.deepEqual(await heatmaps(page), before, text);
      assert.equal(await page.$eval(`${heads} .trained-heads__text`, (i) => i.getAttribute('aria-invalid')), 'true');
    }
    // A good one clears the message.
    await typeSequence(page, 'ABAB');
    await page.waitForFunction((sel) => document.querySelector(sel).dataset.sequence === 'ABAB', heads);
    assert.equal(await message(page), '');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

// The core's forward pass on a copy of the model with layer 1's W_O zeroed:
// the oracle for the "Switch off layer 1" toggle (no widget code involved).
function coreRun(am, model, tokens, off) {
  const run = off ? { ...model, layers: model.layers.map((l, i) => (i === 0 ? { ...l, WO: new Float64Array(l.WO.length) } : l)) } : model;
  const { attention, logits, vocab } = am.transformerForward({ model: run, tokens });
  const guesses = tokens.map((_, i) => { const row = Array.from(logits.slice(i * vocab, (i + 1) * vocab)); return row.indexOf(Math.max(...row)); });
  return { attention, guesses };
}

test('switching off layer 1 is the core on a copy with W_O(1) = 0: the induction stripe and the guesses in the repeat collapse', async () => {
  const am = await loadCore();
  const model = am.transformerPretrained();
  const text = 'DKAHFBJCDKAHFBJC';
  const tokens = tokensOf(text);
  const strip = (page) => page.$$eval(`${heads} .trained-heads__guess`, (items) => items.map((li) => [
    li.querySelector('.trained-heads__guess-next').textContent, li.querySelector('.trained-heads__guess-mark').textContent]));
  const ablation = (page) => page.$$eval(`${heads} .trained-heads__ablation tbody tr`, (rows) => rows.map((r) => [...r.querySelectorAll('td')]
    .map((td) => td.textContent.trim())));
  const page = await openSection(browser, 'trained-heads');
  try {
    const expectTable = [];
    for (const off of [false, true]) {
      const core = coreRun(am, model, tokens, off);
      const inductionRows = [8, 9, 10, 11, 12, 13, 14, 15];
      const induction = inductionRows.reduce((s, i) => s + core.attention[1][0][i * 16 + i - 7], 0) / 8;
      const right = [8, 9, 10, 11, 12, 13, 14].filter((i) => core.guesses[i] === tokens[i + 1]).length;
      expectTable.push([induction.toFixed(2), `${right} of 7`]);
      if (off) {
        // The review's numbers: 0.89 → 0.17 and 7 of 7 → 1 of 7.
        assert.ok(induction < 0.3, `switched off: induction ${induction}`);
        assert.ok(right <= 2, `switched off: ${right} right`);
        await page.check(`${heads} input[type="checkbox"]`);
        await page.waitForFunction((sel) => document.querySelector(sel).getAttribute('layer1-off') === '1', heads);
        await page.waitForFunction((sel) => /switched off/.test(document.querySelector(`${sel} .heatmap__title`).textContent), heads);
      }
      // The heatmaps and the strip are the core's run, with or without layer 1.
      const drawn = await heatmaps(page);
      drawn.forEach((cells, k) => assert.deepEqual(cells, Array.from(core.attention[k][0]), `off=${off}: head ${k + 1}`));
      const expected = core.guesses.map((g, i) => [String.fromCharCode(65 + g), i + 1 < 16 ? (g === tokens[i + 1] ? '✓' : '✗') : '–']);
      assert.deepEqual(await strip(page), expected, `off=${off}: the strip of guesses`);
      // Wrong guesses say so in words as well as colour; the first time through, a guess is said to be unknowable.
      const labels = await page.$$eval(`${heads} .trained-heads__guess`, (items) => items.map((li) => li.getAttribute('aria-label')));
      labels.forEach((label, i) => {
        if (i === 15) assert.match(label, /nothing to check$/);
        else if (i < 8) assert.match(label, new RegExp(`${expected[i][1] === '✓' ? 'right' : 'wrong'}, but the first time a letter comes its next one cannot be known$`));
        else assert.match(label, expected[i][1] === '✓' ? /right$/ : /wrong$/);
      });
      // Two runs under brackets: the first time (0 … 7, nothing can be known) and the repeat (8 … 15, k of 7 right).
      const runs = await page.$$eval(`${heads} .trained-heads__run`, (groups) => groups.map((g) => ({
        label: g.querySelector('.trained-heads__run-label').textContent,
        positions: [...g.querySelectorAll('.trained-heads__guess')].map((li) => Number(li.dataset.position)),
        chance: [...g.querySelectorAll('.trained-heads__guess')].map((li) => li.classList.contains('is-chance')),
      })));
      const rightInRepeat = [8, 9, 10, 11, 12, 13, 14].filter((i) => core.guesses[i] === tokens[i + 1]).length;
      assert.deepEqual(runs, [
        { label: 'First time: cannot be known', positions: [0, 1, 2, 3, 4, 5, 6, 7], chance: Array(8).fill(true) },
        { label: `Repeat: ${rightInRepeat} of 7 right`, positions: [8, 9, 10, 11, 12, 13, 14, 15], chance: Array(8).fill(false) },
      ]);
    }
    // Both runs side by side, whichever is drawn.
    assert.deepEqual((await ablation(page)).map((cells) => cells.slice(0, 2)), expectTable);
    assert.equal(expectTable[0][1], '7 of 7');
    // The toggle is in the URL-able attribute and comes back off.
    await page.uncheck(`${heads} input[type="checkbox"]`);
    await page.waitForFunction((sel) => !/switched off/.test(document.querySelector(`${sel} .heatmap__title`).textContent), heads);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

// The readout line of a colour-only map: the spoken name of the cell in view, whose number is the last one in it.
const readoutValue = (text) => Number(/(\d+\.\d+)(?:, [a-z ]+ stripe)?$/.exec(text)?.[1]);
const mapCell = (scope, map, r, c) => `${scope} .heatmap >> nth=${map} >> td[data-row="${r}"][data-col="${c}"]`;
const readout = (page, scope, map) => page.locator(`${scope} .heatmap__readout >> nth=${map}`).textContent();

test('the maps are colour only: each readout is the core\'s value, the numbers stay in the names and the export, and 24 × 24 fits at 1280 and 390 px', async () => {
  const am = await loadCore();
  const model = am.transformerPretrained();
  const text = 'ABCDEFGHIJKLABCDEFGHIJKL';
  const core = am.transformerForward({ model, tokens: tokensOf(text) });
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    const page = await openSection(browser, 'trained-heads', '', { viewport });
    try {
      await typeSequence(page, text);
      await page.waitForFunction(([sel, t]) => document.querySelector(sel).dataset.sequence === t, [heads, text]);
      // Every map in both widgets: no number printed in a cell, none cut off, no sideways scroll.
      const maps = await page.$$eval('#trained-heads :is(attention-trained-heads, attention-induction-training) .heatmap', (all) => all.map((map) => {
        const scroller = map.querySelector('.heatmap__scroller');
        const cells = [...map.querySelectorAll('td')];
        const box = map.getBoundingClientRect();
        return { colourOnly: map.classList.contains('heatmap--colour-only'), printed: cells.filter((td) => td.textContent !== '').length,
                 cols: map.querySelectorAll('thead th').length - 1, scrolls: scroller.scrollWidth - scroller.clientWidth,
                 hint: !map.querySelector('.heatmap__scroll-hint').hidden, right: box.right, width: cells[0].getBoundingClientRect().width };
      }));
      assert.equal(maps.length, 4, 'two maps of the trained heads, two of the trainer');
      assert.deepEqual(maps.map((m) => m.cols), [24, 24, 16, 16]);
      for (const m of maps) {
        assert.ok(m.colourOnly && m.printed === 0, `colour only: ${JSON.stringify(m)}`);
        assert.ok(m.scrolls <= 0 && !m.hint, `${viewport.width} px, ${m.cols} columns: no sideways scroll (${m.scrolls} px)`);
        assert.ok(m.right <= viewport.width, `${viewport.width} px: the map ends on screen (${m.right})`);
      }
      console.log(`${viewport.width} px: cells ${maps.map((m) => m.width.toFixed(1)).join(', ')} px wide`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
      // The readout says the core's weight of the cell under the pointer, and of the focused one.
      const prompt = await readout(page, heads, 1);
      for (const [r, c] of [[0, 0], [13, 2], [13, 1], [23, 12], [20, 9], [7, 6]]) {
        await page.hover(mapCell(heads, 1, r, c));
        const said = await readout(page, heads, 1);
        assert.equal(readoutValue(said), Number(core.attention[1][0][r * 24 + c].toFixed(2)), `layer 2 (${r}, ${c}): ${said}`);
        assert.match(said, new RegExp(`^layer 2, head 1: position ${r} \\(${text[r]}\\) to position ${c} \\(${text[c]}\\)`));
      }
      const box = await page.locator(`${heads} .heatmap__readout >> nth=1`).boundingBox();
      await page.mouse.move(0, 0);
      assert.equal(await readout(page, heads, 1), prompt, 'the pointer gone: the prompt again');
      assert.deepEqual(await page.locator(`${heads} .heatmap__readout >> nth=1`).boundingBox(), box, 'the readout line does not move or resize');
      await page.focus(mapCell(heads, 0, 5, 4));
      assert.equal(readoutValue(await readout(page, heads, 0)), Number(core.attention[0][0][5 * 24 + 4].toFixed(2)));
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.evaluate(() => document.activeElement.dataset.row), '6',
        'the roving tab stop still moves with the arrows');
      assert.equal(readoutValue(await readout(page, heads, 0)), Number(core.attention[0][0][6 * 24 + 4].toFixed(2)));
      // Each cell keeps its spoken name with its number, and its exact value.
      const spoken = await page.locator(mapCell(heads, 1, 13, 2)).getAttribute('aria-label');
      assert.equal(spoken, `layer 2, head 1: position 13 (B) to position 2 (C): ${core.attention[1][0][13 * 24 + 2].toFixed(2)}, induction stripe`);
      // The trainer's probe maps: the readout is the worker-trained model's weight, in data-value exactly.
      await page.hover(mapCell(trainer, 1, 10, 3));
      const exact = Number(await page.locator(mapCell(trainer, 1, 10, 3)).getAttribute('data-value'));
      assert.equal(readoutValue(await readout(page, trainer, 1)), Number(exact.toFixed(2)));
      // The CSV keeps every number of the maps, exactly.
      const csv = await page.$eval(heads, (w) => w.toCSV());
      const lines = csv.split('\r\n');
      const start = lines.findIndex((l) => l.startsWith('figure: heads.1'));
      const back = lines.slice(start + 2, start + 26).flatMap((l) => l.split(',').slice(1).map(Number));
      assert.deepEqual(back, Array.from(core.attention[1][0]), 'layer 2 in the CSV');
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  }
});

test('a layer-2 cell lights the layer-1 cell it reads, with the pointer and the keyboard, and says why in letters', async () => {
  const am = await loadCore();
  const model = am.transformerPretrained();
  const lit = (page) => page.$$eval(`${heads} .heatmap >> nth=0 >> td.is-highlighted`, (tds) => tds.map((td) => [Number(td.dataset.row), Number(td.dataset.col)]));
  const litIn = (page, map) => page.$$eval(`${heads} .heatmap >> nth=${map} >> td.is-highlighted`, (tds) => tds.length);
  const caption = (page) => page.textContent(`${heads} .trained-heads__link-text`);
  const text = 'DKAHFBJCDKAHFBJC';
  const weights = am.transformerForward({ model, tokens: tokensOf(text) }).attention;
  const w = (layer, i, j) => weights[layer][0][i * 16 + j].toFixed(2);
  const page = await openSection(browser, 'trained-heads');
  try {
    assert.equal(await page.getAttribute(`${heads} .trained-heads__link-text`, 'aria-live'), 'polite');
    // The sentence sits right under the layer-2 map, not above both.
    assert.equal(await page.$eval(`${heads} .trained-heads__link`, (link) => link.previousElementSibling
      === document.querySelectorAll('attention-trained-heads .heatmap')[1]), true);
    const prompt = await caption(page);
    await layoutSettled(page, `${heads} .trained-heads__maps`);
    // Pointer: the second A (position 10) looks at H (3); layer 1 copied the first A (2) into 3.
    await page.hover(mapCell(heads, 1, 10, 3));
    assert.deepEqual(await lit(page), [[3, 2]]);
    assert.equal(await caption(page), `Layer 2 at position 10 (A) puts ${w(1, 10, 3)} of its weight on position 3 (H). `
      + `Position 3 holds what layer 1 copied in from position 2 (weight ${w(0, 3, 2)}): the letter A, the same letter as the query — that is why they match.`);
    // A key that holds another letter: said so, not called a match.
    await page.hover(mapCell(heads, 1, 10, 5));
    assert.deepEqual(await lit(page), [[5, 4]]);
    assert.match(await caption(page), new RegExp(`puts ${w(1, 10, 5)} of its weight on position 5 \\(B\\)\\. .*the letter F, not the query's A`));
    // Position 0 reads no earlier letter; a masked cell is said to be masked; nothing lit for either.
    await page.hover(mapCell(heads, 1, 9, 0));
    assert.deepEqual(await lit(page), []);
    assert.match(await caption(page), /Position 0 has nothing before it/);
    await page.hover(mapCell(heads, 1, 4, 9));
    assert.deepEqual(await lit(page), []);
    assert.match(await caption(page), /cannot look at position 9: it comes later/);
    // Pointing into layer 1 lights nothing in layer 2; leaving the map clears it.
    await page.hover(mapCell(heads, 0, 3, 2));
    assert.equal(await litIn(page, 1), 0);
    assert.equal(await caption(page), prompt);
    // Keyboard: focus, the arrows move the link, Escape clears it.
    await page.focus(mapCell(heads, 1, 10, 3));
    assert.deepEqual(await lit(page), [[3, 2]]);
    assert.match(await caption(page), /the same letter as the query/);
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await lit(page), [[4, 3]]);
    assert.match(await caption(page), /position 4 \(F\)\. Position 4 holds what layer 1 copied in from position 3 .*the letter H, not the query's A/);
    await page.keyboard.press('Escape');
    assert.deepEqual(await lit(page), []);
    assert.equal(await caption(page), prompt);
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await lit(page), [[3, 2]], 'an arrow after Escape brings it back');
    // Switched off, layer 1 wrote nothing: the caption says so.
    await page.check(`${heads} input[type="checkbox"]`);
    await page.waitForFunction((sel) => document.querySelector(sel).getAttribute('layer1-off') === '1', heads);
    await page.hover(mapCell(heads, 1, 10, 3));
    assert.match(await caption(page), /Layer 1 is switched off, so it wrote nothing into position 3: the key there holds only H/);
    // Where the head, switched off, still puts much weight, the sentence does not pretend there is nothing there.
    const off = coreRun(am, model, tokensOf(text), true).attention[1][0];
    const heavy = [...Array(8).keys()].map((k) => [8 + k, 1 + k]).find(([i, j]) => off[i * 16 + j] >= 0.5);
    assert.ok(heavy, 'the core: some induction cell keeps ≥ 0.5 with layer 1 off');
    await page.hover(mapCell(heads, 1, ...heavy));
    assert.match(await caption(page), new RegExp(`The ${off[heavy[0] * 16 + heavy[1]].toFixed(2)} it still puts here comes from the score's other terms`));
    await page.uncheck(`${heads} input[type="checkbox"]`);
    await page.waitForFunction((sel) => document.querySelector(sel).getAttribute('layer1-off') !== '1', heads);
    // A weak copy is said to be weak: ABCDEABCDE's layer 1 puts under 0.5 on (3, 2).
    const weak = 'ABCDEABCDE';
    const weakWeights = am.transformerForward({ model, tokens: tokensOf(weak) }).attention[0][0];
    assert.ok(weakWeights[3 * 10 + 2] < 0.5, `the core: ${weakWeights[3 * 10 + 2]}`);
    await typeSequence(page, weak);
    await page.waitForFunction(([sel, t]) => document.querySelector(sel).dataset.sequence === t, [heads, weak]);
    await page.hover(mapCell(heads, 1, 8, 3));
    assert.deepEqual(await lit(page), [[3, 2]]);
    assert.match(await caption(page), new RegExp(`Layer 1 at position 3 put only ${weakWeights[3 * 10 + 2].toFixed(2)} on position 2 \\(C\\)`));
    // A matching key the head hardly looks at is said to match, and where the weight went instead.
    const long = 'ABCDEFGHIJKLABCDEFGHIJKL';
    const longWeights = am.transformerForward({ model, tokens: tokensOf(long) }).attention[1][0];
    const [i, j] = [22, 11];
    assert.ok(longWeights[i * 24 + j] < 0.2, `the core: ${longWeights[i * 24 + j]} on the matching key`);
    const top = Array.from(longWeights.slice(i * 24, i * 24 + i + 1)).reduce((b, v, k, row) => (v > row[b] ? k : b), 0);
    await typeSequence(page, long);
    await page.waitForFunction(([sel, t]) => document.querySelector(sel).dataset.sequence === t, [heads, long]);
    await page.hover(mapCell(heads, 1, i, j));
    const said = await caption(page);
    assert.match(said, /the same letter as the query, so this key matches; yet the score's other terms win/);
    assert.doesNotMatch(said, /that is why they match/);
    assert.match(said, new RegExp(`Most of its weight, ${longWeights[i * 24 + top].toFixed(2)}, is on position ${top} `));
    // "an H", "a K": the article follows the letter's name.
    await typeSequence(page, 'DKAHFBJCDKAHFBJC');
    await page.waitForFunction((sel) => document.querySelector(sel).dataset.sequence === 'DKAHFBJCDKAHFBJC', heads);
    await page.hover(mapCell(heads, 1, 3, 3));
    assert.match(await caption(page), /preceded by an H\./);
    await page.hover(mapCell(heads, 1, 1, 1));
    assert.match(await caption(page), /preceded by a K\./);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('each guess in the strip carries its probability: the core\'s softmax of the logits', async () => {
  const am = await loadCore();
  const text = 'DKAHFBJCDKAHFBJC';
  const tokens = tokensOf(text);
  const { logits, losses, vocab } = am.transformerForward({ model: am.transformerPretrained(), tokens });
  const page = await openSection(browser, 'trained-heads');
  try {
    const strip = await page.$$eval(`${heads} .trained-heads__guess`, (items) => items.map((li) => ({
      p: Number(li.dataset.probability), text: li.querySelector('.trained-heads__guess-p').textContent,
      guess: li.querySelector('.trained-heads__guess-next').textContent.charCodeAt(0) - 65, label: li.getAttribute('aria-label') })));
    assert.equal(strip.length, 16);
    strip.forEach(({ p, text: shownText, guess, label }, i) => {
      const row = Array.from(logits.slice(i * vocab, (i + 1) * vocab));
      // Cross-check: softmax written out here (an independent oracle is the core's own loss, below).
      const top = Math.max(...row);
      const sum = row.reduce((s, z) => s + Math.exp(z - top), 0);
      assert.ok(Math.abs(p - Math.exp(row[guess] - top) / sum) < 1e-12, `position ${i}: ${p}`);
      // Where the guess is the true next letter, its probability is exp(−loss) of the core's forward pass.
      if (i < 15 && guess === tokens[i + 1]) assert.ok(Math.abs(p - Math.exp(-losses[i])) < 1e-12, `position ${i}: exp(−loss)`);
      assert.equal(shownText, `${Math.round(100 * p)}%`);
      assert.match(label, new RegExp(`with probability ${Math.round(100 * p)}%`));
    });
    assert.match(await page.textContent(`${heads} .trained-heads__guesses-rows`), /probability the model gives its guess .*not whether it is right/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('where the maps are stacked, the layer-1 row a layer-2 cell reads is drawn under the caption, the read cell ringed', async () => {
  const am = await loadCore();
  const text = 'DKAHFBJCDKAHFBJC';
  const layer1 = am.transformerForward({ model: am.transformerPretrained(), tokens: tokensOf(text) }).attention[0][0];
  const row = (page) => page.$eval(`${heads} .trained-heads__link-row`, (box) => ({
    shown: getComputedStyle(box).display !== 'none',
    title: box.querySelector('.trained-heads__link-row-title')?.textContent ?? '',
    cells: [...box.querySelectorAll('.trained-heads__link-cell')].map((c) => ({
      text: c.textContent, read: c.classList.contains('is-read'), colour: getComputedStyle(c).backgroundColor })),
  }));
  const phone = await openSection(browser, 'trained-heads', '', { viewport: { width: 390, height: 844 } });
  const desktop = await openSection(browser, 'trained-heads');
  try {
    // At 1280 px the maps are side by side: the layer-1 map is in view, no inline row.
    await desktop.focus(`${heads} .heatmap >> nth=1 >> td[data-row="10"][data-col="3"]`);
    assert.equal((await row(desktop)).shown, false, 'side by side: no inline row');
    // At 390 px they are stacked, and the row is there, in sight of the focused cell.
    const [top1, top2] = await phone.$$eval(`${heads} .trained-heads__head`, (cols) => cols.map((c) => c.getBoundingClientRect().top));
    assert.ok(top2 > top1 + 100, 'stacked');
    assert.deepEqual(await row(phone), { shown: true, title: 'The layer-1 row that cell reads appears here (the layer-1 map is further up).', cells: [] },
      'a placeholder until a cell is shown');
    const cell = `${heads} .heatmap >> nth=1 >> td[data-row="10"][data-col="3"]`;
    await phone.focus(cell);
    const drawn = await row(phone);
    assert.equal(drawn.title, 'Layer 1 at position 3, looking back (shade: its weight, as in the maps; ringed: position 2):');
    assert.deepEqual(drawn.cells.map((c) => [c.text, c.read]), [['D0', false], ['K1', false], ['A2', true], ['H3', false]]);
    // Each cell's shade is the layer-1 map's own cell's (row 3, the core's weights).
    const mapColours = await phone.$$eval(`${heads} .heatmap >> nth=0 >> tr`, (trs) => [...trs[4].querySelectorAll('td')]
      .slice(0, 4).map((td) => getComputedStyle(td).backgroundColor));
    assert.deepEqual(drawn.cells.map((c) => c.colour), mapColours);
    assert.ok(layer1[3 * 16 + 2] > 0.5, 'the core: layer 1 at 3 copies 2');
    // Both the focused cell and the row are on screen together.
    const inView = await phone.evaluate(([sel]) => {
      const visible = (node) => { const r = node.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; };
      return [visible(document.activeElement), visible(document.querySelector(sel))];
    }, [`${heads} .trained-heads__link-cell.is-read`]);
    assert.deepEqual(inView, [true, true], 'the focused cell and the ringed cell in one screen');
    await phone.keyboard.press('Escape');
    assert.deepEqual((await row(phone)).cells, [], 'Escape clears it');
    assertPageClean(phone);
    assertPageClean(desktop);
  } finally {
    await phone.closeAll();
    await desktop.closeAll();
  }
});

test('one outline per stripe: the same style in both widgets\' maps and keys, told apart by line as well as colour, in both themes', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const page = await openSection(browser, 'trained-heads', '', { colorScheme });
    try {
      await page.locator(trainer).scrollIntoViewIfNeeded();
      const styleOf = (selector) => page.$eval(selector, (node) => {
        const s = getComputedStyle(node);
        return `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`;
      });
      const seen = {};
      for (const name of ['previous', 'duplicate', 'induction']) {
        const styles = [await styleOf(`${heads} .heatmap >> nth=1 >> td.is-${name}`), await styleOf(`${heads} .mark-key__item.is-${name} .mark-key__swatch`)];
        if (name !== 'duplicate') {
          styles.push(await styleOf(`${trainer} .heatmap >> nth=1 >> td.is-${name}`), await styleOf(`${trainer} .mark-key__item.is-${name} .mark-key__swatch`));
        }
        assert.equal(new Set(styles).size, 1, `${colorScheme} ${name}: ${styles.join(' | ')}`);
        seen[name] = styles[0];
      }
      const lines = Object.values(seen).map((s) => s.split(' ')[1]);
      assert.deepEqual(lines, ['dashed', 'dotted', 'solid'], 'distinguishable without colour');
      // The SVG exports of both widgets draw each stripe with one stroke, the same in both.
      const strokes = async (sel) => {
        const svg = await page.$eval(sel, (w, theme) => w.toSVG({ theme }), colorScheme);
        return [...svg.matchAll(/<rect[^>]*fill="none"[^>]*>/g)].map(([r]) => r).filter((r) => !/stroke-width="1.5"/.test(r))
          .map((r) => `${r.match(/stroke="([^"]+)"/)?.[1]} ${r.match(/stroke-width="([^"]+)"/)?.[1]} ${r.match(/stroke-dasharray="([^"]+)"/)?.[1] ?? 'solid'}`);
      };
      const headsStrokes = new Set(await strokes(heads));
      const trainerStrokes = new Set(await strokes(trainer));
      assert.equal(headsStrokes.size, 3, [...headsStrokes].join(' | '));
      for (const stroke of trainerStrokes) assert.ok(headsStrokes.has(stroke), `trainer ${stroke} is one of the trained heads' ${[...headsStrokes].join(' | ')}`);
      assert.equal(trainerStrokes.size, 2);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  }
});

test('the export tells the three stripes apart with a key and names the sequence drawn', async () => {
  const page = await openSection(browser, 'trained-heads');
  try {
    const { svg, csv } = await page.$eval(heads, async (w) => ({ svg: await w.toSVG({ theme: 'light' }), csv: await w.toCSV() }));
    // Dashed, dotted and solid outlines in three colours, each kind one style (the rings that part them from the cells aside).
    const outlines = [...svg.matchAll(/<rect[^>]*fill="none"[^>]*>/g)].map(([r]) => r).filter((r) => !/stroke-width="1.5"/.test(r));
    const styles = new Set(outlines.map((r) => `${r.match(/stroke="([^"]+)"/)?.[1]} ${r.match(/stroke-dasharray="([^"]+)"/)?.[1] ?? 'solid'}`));
    assert.equal(styles.size, 3, [...styles].join(' | '));
    for (const label of ['previous token', 'earlier copy of the same token (duplicate token)', 'token after the earlier copy (induction)']) {
      assert.ok(svg.includes(`>${label}</text>`), `key: ${label}`);
    }
    // Colour only, as on the page: no number printed in a map's cell, each cell's value in its <title>.
    const maps = svg.slice(svg.indexOf('data-figure="heads.0"'), svg.indexOf('data-figure="guesses"'));
    assert.doesNotMatch(maps, /<text[^>]*class="cell"/);
    assert.match(maps, /<rect[^>]*class="cell" data-row="10" data-col="3"><title>layer 2, head 1: position 10 \(A\) to position 3 \(H\): 1\.00, induction stripe<\/title><\/rect>/);
    assert.match(svg, /the sequence = DKAHFBJCDKAHFBJC/);
    assert.match(csv, /the sequence = DKAHFBJCDKAHFBJC/);
    assert.match(csv.split('\r\n').find((l) => l.startsWith('query')), /^query ↓ key →,D \(position 0\),K \(position 1\),/);
    assert.match(csv, /figure: guesses/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the prediction hides the heads until answered and is judged against the core', async () => {
  const am = await loadCore();
  const tokens = tokensOf('DKAHFBJCDKAHFBJC');
  const { attention } = am.transformerForward({ model: am.transformerPretrained(), tokens });
  const row = Array.from(attention[1][0].slice(10 * 16, 11 * 16));
  const target = row.indexOf(Math.max(...row));
  assert.equal(target, 3, 'the core: the token after the earlier A');
  const page = await openSection(browser, 'trained-heads', '', { reveal: false });
  try {
    const predict = '#trained-heads attention-predict';
    await page.waitForSelector(`${predict} input[type="radio"]`);
    assert.equal(await page.$(`#trained-heads ${heads}`), null, 'the widget is taken out until the reveal');
    // So is the prose that gives the answer away.
    assert.doesNotMatch(await page.textContent('#trained-heads'), /Two heads, two jobs|looks at the token <em>after|looks at the token after the earlier copy/);
    await page.check(`${predict} input[type="radio"][value="${target}"]`);
    await page.click(`${predict} button[type="submit"]`);
    await page.waitForSelector(`${predict}[revealed]`);
    assert.match(await page.textContent(`${predict} .predict__verdict, ${predict} [class*="verdict"]`), /Right/);
    await page.waitForSelector(`#trained-heads ${heads}[data-state="ready"]`);
    assert.match(await page.textContent('#trained-heads'), /Two heads, two jobs/, 'the explanation comes with the answer');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the trainer waits behind its prediction, judged against the core, and is usable after it', async () => {
  const am = await loadCore();
  const tokens = tokensOf('DKAHFBJCDKAHFBJC');
  const { losses } = am.transformerForward({ model: am.transformerPretrained(), tokens });
  const repeat = Array.from(losses).slice(8, 15).reduce((a, b) => a + b, 0) / 7;
  const page = await openSection(browser, 'trained-heads', '', { reveal: false });
  try {
    const predict = '#trained-heads attention-predict[name="trained-heads/phase-change"]';
    await page.waitForSelector(`${predict} input[type="radio"]`);
    assert.equal(await page.$(`#trained-heads ${trainer}`), null, 'the trainer is taken out until the reveal');
    await page.check(`${predict} input[type="radio"][value="gradual"]`);
    await page.click(`${predict} button[type="submit"]`);
    await page.waitForSelector(`${predict}[revealed]`);
    const verdict = await page.textContent(`${predict} .predict__verdict`);
    assert.doesNotMatch(verdict, /^Right/);
    assert.match(verdict, new RegExp(`${repeat.toFixed(2)} on its repeat`), 'the trained model\'s repeat loss, from the core');
    await page.waitForSelector(`${trainer}[data-state="ready"]`);
    await page.click(`${trainer} .induction-training__step`);
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) === 25, trainer);
    // The probe's maps are the core's attention for the model at that step (colour only, exact in data-value).
    const cells = await page.$$eval(`${trainer} .heatmap`, (maps) => maps.map((m) => m.querySelectorAll('td').length));
    assert.deepEqual(cells, [256, 256]);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('training from scratch in the worker forms an induction head (>= 0.8) while input is answered within a frame', async () => {
  const page = await openSection(browser, 'trained-heads');
  try {
    // Event → handler latency of every input event the page gets while it trains.
    await page.evaluate(() => {
      globalThis.latencies = [];
      for (const type of ['keydown', 'pointerdown', 'input']) {
        document.addEventListener(type, (event) => globalThis.latencies.push(performance.now() - event.timeStamp), true);
      }
    });
    const started = Date.now();
    await page.click(`${trainer} .induction-training__play`);
    await page.waitForFunction((sel) => document.querySelector(sel).dataset.playing === 'true', trainer);
    const input = `${heads} .trained-heads__text`;
    let formed = false;
    while (!formed) {
      assert.ok(Date.now() - started < 240000, 'no induction head within 4 minutes');
      await page.click(input);
      await page.keyboard.type('AB', { delay: 30 });
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      formed = await page.$eval(trainer, (e) => Number(e.dataset.induction) >= 0.8);
    }
    const seconds = (Date.now() - started) / 1000;
    const step = await page.$eval(trainer, (e) => Number(e.dataset.step));
    const latencies = (await page.evaluate(() => globalThis.latencies)).sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    console.log(`induction >= 0.8 at step ${step} after ${seconds.toFixed(1)} s in Chromium; `
      + `input latency over ${latencies.length} events: median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
    assert.ok(latencies.length >= 20, `${latencies.length} events`);
    assert.ok(at(0.9) < 1000 / 60, `90% of input events answered within a frame: p90 ${at(0.9)} ms`);
    assert.match(await page.textContent(`${trainer} .induction-training__progress`), /an induction head formed at step \d+/);
    // It ran in a worker: from file:// that is the blob: worker.
    assert.ok(page.log.requests.some((url) => url.startsWith('blob:')), 'a blob: worker');
    // Pause stops it; the text alternative has every head's scores.
    await page.click(`${trainer} .induction-training__play`);
    await page.waitForFunction((sel) => !document.querySelector(sel).dataset.playing, trainer);
    await openFigureMore(page, trainer);
    const headers = await page.$$eval(`${trainer} .induction-training__table thead th`, (ths) => ths.map((th) => th.textContent));
    assert.deepEqual(headers.slice(3), ['L1 prev', 'L1 dup', 'L1 ind', 'L2 prev', 'L2 dup', 'L2 ind']);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('step, reset and the one-layer control', async () => {
  const page = await openSection(browser, 'trained-heads');
  try {
    const step = () => page.$eval(trainer, (e) => Number(e.dataset.step));
    await page.click(`${trainer} .induction-training__step`);
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) === 25, trainer);
    await page.click(`${trainer} .induction-training__reset`);
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) === 0, trainer);
    await page.click(`${trainer} .induction-training__step`);
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) === 25, trainer);
    await page.selectOption(`${trainer} select`, '1');
    await page.waitForFunction((sel) => /one layer/.test(document.querySelector(`${sel} .induction-training__progress`).textContent), trainer);
    // The two-layer run stays on the charts as a faint line, and its key says so.
    assert.equal(await page.$$eval(`${trainer} .line-chart__series.is-ghost`, (g) => g.length), 2);
    assert.match(await page.textContent(`${trainer} .induction-training__key.is-ghost:not([hidden])`), /two layers/);
    await openFigureMore(page, trainer);
    assert.equal(await page.$$eval(`${trainer} .induction-training__table thead th`, (ths) => ths.length), 6);
    await page.click(`${trainer} .induction-training__step`);
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) === 25, trainer);
    assert.equal(await step(), 25);
    assert.match(await page.textContent(`${trainer} .induction-training__progress`), /one layer/);
    // A bad seed: a message, and the run on screen stays.
    await page.fill(`${trainer} input[id$="-seed"]`, '-1');
    await page.press(`${trainer} input[id$="-seed"]`, 'Enter');
    await page.waitForFunction((sel) => [...document.querySelectorAll(`${sel} .field__message`)].some((m) => !m.hidden), trainer);
    assert.equal(await step(), 25);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

// Step while the worker is scoring (data-busy="scoring"): the press is
// queued, said on the progress line, and runs once the scores are in. The
// click is made in the page, in the same task that sees the scoring start,
// so it cannot land after the scores.
const stepWhileScoring = (page) => page.evaluate((sel) => new Promise((resolve, reject) => {
  const element = document.querySelector(sel);
  setTimeout(() => reject(new Error('the trainer never started scoring')), 20000);
  const press = () => {
    element.querySelector('.induction-training__step').click();
    resolve(element.querySelector('.induction-training__progress').textContent);
  };
  if (element.dataset.busy === 'scoring') { press(); return; }
  const watch = new MutationObserver(() => {
    if (element.dataset.busy !== 'scoring') return;
    watch.disconnect();
    press();
  });
  watch.observe(element, { attributes: true, attributeFilter: ['data-busy'] });
}), trainer);

test('a Step pressed while the heads are being scored is queued, not dropped', async () => {
  const page = await openSection(browser, 'trained-heads');
  try {
    const state = () => page.$eval(trainer, (e) => ({ step: Number(e.dataset.step), busy: e.dataset.busy ?? null }));
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) === 0 && !document.querySelector(sel).dataset.busy, trainer);
    // One chunk, and a second Step during its scoring.
    await page.click(`${trainer} .induction-training__step`);
    const said = await stepWhileScoring(page);
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) === 50 && !document.querySelector(sel).dataset.busy,
      trainer, { timeout: 30000 });
    assert.match(said, /Step pressed: 25 more steps queued/, 'the progress line says the press is waiting');
    assert.deepEqual(await state(), { step: 50, busy: null });
    assert.doesNotMatch(await page.textContent(`${trainer} .induction-training__progress`), /queued/);
    // Two more presses while scoring (the same scoring or the next one's): both run.
    await page.click(`${trainer} .induction-training__step`);
    await stepWhileScoring(page);
    await stepWhileScoring(page);
    await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) === 125 && !document.querySelector(sel).dataset.busy,
      trainer, { timeout: 30000 });
    // Every chunk was scored and drawn, none twice.
    await openFigureMore(page, trainer);
    const steps = await page.$$eval(`${trainer} .induction-training__table tbody th`, (ths) => ths.map((th) => th.textContent));
    assert.deepEqual(steps, ['0', '25', '50', '75', '100', '125']);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the circuit diagram has a text alternative, and the edge cases open from the keyboard', async () => {
  const page = await openSection(browser, 'trained-heads');
  try {
    const figure = '#trained-heads .circuit-figure';
    assert.equal(await page.getAttribute(`${figure} svg`, 'role'), 'img');
    assert.match(await page.getAttribute(`${figure} svg`, 'aria-label'), /j − 1.*layer 1.*layer 2.*copied/s);
    assert.equal(await page.$$eval(`${figure} figcaption li`, (items) => items.length), 3, 'the three moves, in words');
    // Collapsed at first; Enter on its summary opens it.
    const edge = '#trained-heads-edge-cases';
    assert.equal(await page.$eval(edge, (d) => d.open), false);
    await page.focus(`${edge} > summary`);
    await page.keyboard.press('Enter');
    assert.equal(await page.$eval(edge, (d) => d.open), true);
    assert.match(await page.textContent(edge), /ABABABAB.*ABCDEABCDE/s);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

for (const [name, options] of VIEWS) {
  test(`axe is clean and nothing overflows, ${name}: before the reveal, after it, and after training`, async () => {
    const page = await openSection(browser, 'trained-heads', '', { ...options, reveal: false });
    try {
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await page.waitForSelector('#trained-heads attention-predict input[type="radio"]');
      assert.deepEqual(await axeViolationsIn(page, 'trained-heads'), [], 'before the reveal');
      for (const name of ['layer-2-target', 'circuit-match', 'phase-change']) {
        await page.click(`#trained-heads attention-predict[name="trained-heads/${name}"] button:has-text("Just show me")`);
      }
      await page.waitForSelector(`${heads}[data-state="ready"]`);
      await page.locator(trainer).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${trainer}[data-state="ready"]`);
      await page.click(`${trainer} .induction-training__step`);
      await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) === 25, trainer);
      await openFigureMore(page, '#trained-heads');
      await page.$eval('#trained-heads-edge-cases', (d) => { d.open = true; });
      assert.deepEqual(await axeViolationsIn(page, 'trained-heads'), [], 'after the reveal and a chunk of training, tables and edge cases open');
      await page.focus(`${heads} .heatmap >> nth=1 >> td[data-row="10"][data-col="3"]`);
      await page.waitForSelector(`${heads} td.is-highlighted`);
      assert.deepEqual(await axeViolationsIn(page, 'trained-heads'), [], 'a layer-2 cell focused, the layer-1 cell it reads lit');
      await page.hover(`${trainer} .heatmap >> nth=1 >> td[data-row="10"][data-col="3"]`);
      assert.deepEqual(await axeViolationsIn(page, 'trained-heads'), [], 'a trainer cell under the pointer');
      assert.equal(await overflow(), 0, 'no sideways scroll of the page');
      // The predictions' and scores' text is there in this view.
      assert.match(await page.textContent(`${heads} .trained-heads__maps`), /induction 0\.\d\d/);
      assert.match(await page.textContent(`${trainer} .induction-training__progress`), /Step 25 of 2000/);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
}
