// Section #trained-heads, what only a browser shows (from file://): the
// three predictions keep their widgets and the prose that answers them out
// until answered; <attention-circuit>'s legends and captions as its model
// gives them, masked cells named so, the switch to all 24 positions (by
// pointer and by Space, linked, 24 columns fitting at 1280 px) and the
// arrow keys moving cell by cell; pointing at and focusing the trained heads' maps (the
// readout, the layer-1 cell a layer-2 cell reads lit, the sentence under
// the map, Escape), the switch, a refused sequence and the random one, the
// strip of guesses drawn from the model; the trainer in the blob: worker:
// it makes progress while input events are answered within a frame, and
// its figures are the core's run for that step; Step, Reset, the one-layer
// control with the other run faint beside it; a Step pressed while the
// heads are scored is queued, not dropped. Every number: tests/models/
// (trained-heads, induction-training: the induction head forming by step
// 1000, chunk by chunk as the worker trains, circuit); first draws, bad
// input, URLs, exports: widget-smoke; axe and fit after a chunk of
// training, with a layer-2 cell focused (and the inline layer-1 row on a
// phone), a trainer cell pointed at, 24 letters: the page pass's state
// rows (state-rows/further.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutSettled, loadCore, openFigureMore, usePages } from './browser.mjs';
import { collectFigures } from '../../web/lib/widget/figure-export.js';
import { figuresCsv } from '../../web/figures/csv.js';
import { DEFAULT_SEQUENCE, fields, model, prepare } from '../../web/elements/trained-heads/model.js';
import { whyTheyMatch } from '../../web/elements/trained-heads/link.js';
import { randomRepeated, sequenceText } from '../../web/elements/trained-heads/sequence.js';
import * as training from '../../web/elements/induction-training/model.js';
import { PREDICTIONS } from '../../web/lib/course/predictions.js';
import { fields as circuitFields, model as circuitModel, prepare as circuitPrepare } from '../../web/elements/circuit/model.js';
import { inputs } from '../models/harness.mjs';

const { withSection } = usePages();
const am = await loadCore();
const heads = 'attention-trained-heads';
const trainer = 'attention-induction-training';
const circuit = 'attention-circuit';
const KEYS = ['previousToken', 'kComposition', 'direct', 'copying'];
const move = (key) => `${circuit} [data-part="move"][data-move="${key}"]`;
const headsPrepared = prepare(am);
const headsModel = (values = {}) => model(am, { ...inputs(fields), ...headsPrepared, ...values });
const blocks = (csv) => { const lines = csv.split('\r\n'); return lines.slice(lines.findIndex((l) => l.startsWith('figure: '))).join('\r\n'); };
const modelCsv = (figures) => blocks(figuresCsv({ title: '', figures: collectFigures(figures) }));

const map = (page, tag, k) => page.locator(`${tag} [data-part="heatmap"]`).nth(k);
const mapCell = (page, tag, k, r, c) => map(page, tag, k).locator(`[data-part="cell"][data-row="${r}"][data-col="${c}"]`);
const readout = (page, tag, k) => map(page, tag, k).locator('[data-part="readout"]').textContent();
const sequenceBox = (page) => page.locator(heads).getByLabel('Sequence (A–L, up to 24)', { exact: true });
const shown = (page) => page.$eval(heads, (e) => e.dataset.sequence);

async function typeSequence(page, text) {
  await sequenceBox(page).fill(text);
  await sequenceBox(page).press('Enter');
}

test('the predictions keep their widgets and answers out until answered; the circuit’s legends, switch and keyboard; then the heads: pointing and the keyboard (readout, the layer-1 cell a layer-2 cell reads, why), the switch, a refused sequence, the strip, random letters', () => withSection('trained-heads', { reveal: false }, async (page) => {
  const predict = (name) => page.locator(`#trained-heads attention-predict[name="trained-heads/${name}"]`);
  for (const name of ['layer-2-target', 'circuit-match', 'phase-change']) await predict(name).locator('input[type="radio"]').first().waitFor();
  for (const tag of [heads, 'attention-circuit', trainer]) assert.equal(await page.locator(`#trained-heads ${tag}`).count(), 0, `${tag} is taken out until the reveal`);
  // So is the prose that gives the answers away.
  const prose = () => page.locator('#trained-heads').textContent();
  assert.doesNotMatch(await prose(), /Two heads, two jobs|looks at the token <em>after|looks at the token after the earlier copy/);
  assert.doesNotMatch(await prose(), /Only the composed term has a bright diagonal/);
  // Each answered: the verdict (focused once shown) is the core's judgement, and the widget comes.
  const answer = async (name, value) => {
    await predict(name).locator(`input[type="radio"][value="${value}"]`).check();
    await predict(name).locator('button[type="submit"]').click();
    await page.waitForSelector(`#trained-heads attention-predict[name="trained-heads/${name}"][revealed]`);
    return page.evaluate(() => document.activeElement.textContent);
  };
  const target = PREDICTIONS['trained-heads/layer-2-target'].solve(am).truth;
  assert.equal(target, '3', 'the core: the token after the earlier A');
  assert.match(await answer('layer-2-target', target), /Right/);
  await page.waitForSelector(`#trained-heads ${heads}[data-state="ready"]`);
  assert.match(await prose(), /Two heads, two jobs/, 'the explanation comes with the answer');
  const bright = await answer('circuit-match', 'bright');
  assert.doesNotMatch(bright, /Right/);
  assert.match(bright, /duplicate-token/);
  await page.locator('#trained-heads attention-circuit').waitFor();
  const { losses } = am.transformerForward({ model: am.transformerPretrained(), tokens: Array.from(DEFAULT_SEQUENCE, (ch) => ch.charCodeAt(0) - 65) });
  // The last one is judged on the run the reader plays: until a two-layer run reaches its last step, the verdict
  // only keeps the answer and the prose that tells the outcome stays out.
  const phase = PREDICTIONS['trained-heads/phase-change'];
  const gradual = await answer('phase-change', 'gradual');
  assert.match(gradual, /^You predicted “Gradually[^”]*”\. Kept\. Now press Play/);
  assert.ok(gradual.endsWith(phase.waitsFor.note));
  await page.waitForSelector(`${trainer}[data-state="ready"]`);
  assert.doesNotMatch(await prose(), /Why so sudden|never gets there/, 'the outcome waits for the run');
  const verdictText = () => predict('phase-change').locator('[data-part="prediction-verdict"]').textContent();
  await page.$eval(trainer, (w) => w.dispatchEvent(new CustomEvent('attention-run-end', { bubbles: true, detail: { layers: 1, seed: 0 } })));
  assert.match(await verdictText(), /Kept/, 'a one-layer run is not the one asked about');
  // Played to step 2000 in the worker (no time limit asserted: the machine may be shared).
  await page.locator(trainer).getByRole('button', { name: 'Play' }).click();
  await page.waitForFunction((name) => !/Kept/.test(document.querySelector(`attention-predict[name="${name}"] [data-part="prediction-verdict"]`).textContent),
    'trained-heads/phase-change', { timeout: 900000 });
  assert.equal(await page.$eval(trainer, (e) => Number(e.dataset.step)), training.MAX_STEPS);
  const judged = await verdictText();
  assert.doesNotMatch(judged, /Right/);
  // Told from the reader's own run, as the trainer's progress line says it, not from the shipped model.
  const progress = await page.locator(`${trainer} [data-part="progress"]`).textContent();
  const [, first, repeat] = /loss ([\d.]+) on runs the first time, ([\d.]+) on their repeats/.exec(progress) ?? [];
  const formed = /an induction head formed at step (\d+)/.exec(progress)?.[1];
  assert.ok(formed, progress);
  assert.match(judged, new RegExp(`Your run \\(two layers, seed 0\\): .* ended at ${repeat} at step ${training.MAX_STEPS}, against ${first} on the runs the first time`));
  assert.match(judged, new RegExp(`Its induction head formed \\(an induction weight of 0\\.8\\) at step ${formed}\\.$`));
  assert.doesNotMatch(judged, new RegExp(`Press Play|shipped|${(Array.from(losses).slice(8, 15).reduce((a, b) => a + b, 0) / 7).toFixed(2)} on its repeat`));
  assert.match(await prose(), /Why so sudden/, 'the explanation comes with the verdict');

  // The circuit: legends and captions as the model gives them; the switch to all 24 positions by pointer and
  // Space, linked; the arrow keys move cell by cell.
  await page.locator(circuit).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${circuit}[data-state="ready"]`);
  const figures = circuitModel(am, { ...inputs(circuitFields), ...circuitPrepare(am) });
  const one = (v) => v.toFixed(1).replace('-', '−');
  for (const key of KEYS) {
    const { scale, caption } = figures[key];
    assert.equal(await page.locator(`${move(key)} [data-part="legend"]`).textContent(), `${scale.title}:${one(scale.min)}${one(scale.max)}`, `${key}: legend`);
    assert.equal(await page.locator(`${move(key)} [data-part="map-caption"]`).textContent(), caption, `${key}: caption`);
  }
  // Masked cells (a key after its query) say so.
  const masked = await page.locator(`${move('previousToken')} [data-part="cell"]`).evaluateAll((tds) => tds
    .filter((td) => /: masked \(a later position\)$/.test(td.getAttribute('aria-label'))).length);
  assert.equal(masked, (12 * 11) / 2);

  // All 24 positions, when the reader ticks the switch (its state in the attribute, so in the URL too).
  const allPositions = page.locator(circuit).getByRole('checkbox', { name: 'Show all 24 positions' });
  const rows = () => page.locator(`${move('previousToken')} tbody tr`).count();
  await allPositions.check();
  await page.waitForFunction((tag) => document.querySelector(tag).hasAttribute('all-positions')
    && document.querySelectorAll(`${tag} [data-move="previousToken"] tbody tr`).length === 24, circuit);
  // At 1280 px map 1 then takes the card's width, and all 24 columns fit.
  assert.equal(await page.locator(`${move('previousToken')} [data-part="scroller"]`).evaluate((box) => box.scrollWidth > box.clientWidth + 1), false, '24 columns fit at 1280 px');
  assert.match(page.url(), /[?&]circuit\.all=1(&|#|$)/, 'the view can be linked');
  // From the keyboard: Space on the switch goes back to 12.
  await allPositions.focus();
  await page.keyboard.press('Space');
  await page.waitForFunction((tag) => document.querySelectorAll(`${tag} [data-move="previousToken"] tbody tr`).length === 12, circuit);
  assert.equal(await rows(), 12);
  assert.equal(await page.locator(circuit).getAttribute('all-positions'), '0');
  assert.doesNotMatch(page.url(), /circuit\.all/, 'the default leaves the address bar');

  // The arrow keys move focus through a map cell by cell, each cell named in words.
  const focused = () => page.evaluate(() => {
    const td = document.activeElement;
    return td?.dataset.part === 'cell' ? [Number(td.dataset.row), Number(td.dataset.col), td.getAttribute('aria-label')] : null;
  });
  await page.locator(`${move('kComposition')} [data-part="cell"][tabindex="0"]`).focus();
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
  assert.equal(await page.locator(`${move('kComposition')} [data-part="cell"][tabindex="0"]`).evaluateAll((tds) => tds.map((td) => `${td.dataset.row},${td.dataset.col}`).join()), '2,11');
  // In the positional map a masked cell says so.
  await page.locator(`${move('previousToken')} [data-part="cell"][tabindex="0"]`).focus();
  await page.keyboard.press('ArrowRight');
  assert.match((await focused())[2], /query position 0, key position 1: masked/);

  // Pointing and the keyboard: the readout, the layer-1 cell a layer-2 cell reads and the sentence why.
  const lit = () => map(page, heads, 0).locator('[data-part="cell"].is-highlighted').evaluateAll((tds) => tds.map((td) => [Number(td.dataset.row), Number(td.dataset.col)]));
  const litIn = (k) => map(page, heads, k).locator('[data-part="cell"].is-highlighted').count();
  const linkText = page.locator(`${heads} [data-part="link-text"]`);
  const { link } = headsModel();
  assert.equal(await linkText.getAttribute('aria-live'), 'polite');
  // The sentence sits right under the layer-2 map, not above both.
  assert.equal(await page.locator(`${heads} [data-part="link"]`).evaluate((node, tag) => node.previousElementSibling
    === document.querySelectorAll(`${tag} [data-part="heatmap"]`)[1], heads), true);
  const prompt = await linkText.textContent();
  const readoutPrompt = await readout(page, heads, 1);
  await layoutSettled(page, `${heads} [data-part="maps"]`);
  // Pointer: each cell's readout is its own name; the lit layer-1 cell and the sentence are the model's.
  for (const [[i, j], expected] of [[[10, 3], [[3, 2]]], [[10, 5], [[5, 4]]], [[9, 0], []], [[4, 9], []]]) {
    await mapCell(page, heads, 1, i, j).hover();
    assert.deepEqual(await lit(), expected, `(${i}, ${j}) lights`);
    assert.equal(await linkText.textContent(), whyTheyMatch(link, i, j), `(${i}, ${j}) says`);
    assert.equal(await readout(page, heads, 1), await mapCell(page, heads, 1, i, j).getAttribute('aria-label'));
  }
  // The pointer in layer 1 lights nothing in layer 2; leaving the map clears it, and the readout line keeps its box.
  const box = await map(page, heads, 1).locator('[data-part="readout"]').boundingBox();
  await mapCell(page, heads, 0, 3, 2).hover();
  assert.equal(await litIn(1), 0);
  assert.equal(await linkText.textContent(), prompt);
  await page.mouse.move(0, 0);
  assert.equal(await readout(page, heads, 1), readoutPrompt, 'the pointer gone: the prompt again');
  assert.deepEqual(await map(page, heads, 1).locator('[data-part="readout"]').boundingBox(), box, 'the readout line does not move or resize');
  // Keyboard: focus, the arrows move the link, Escape clears it, an arrow brings it back.
  await mapCell(page, heads, 1, 10, 3).focus();
  assert.deepEqual(await lit(), [[3, 2]]);
  assert.equal(await linkText.textContent(), whyTheyMatch(link, 10, 3));
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await lit(), [[4, 3]]);
  assert.equal(await linkText.textContent(), whyTheyMatch(link, 10, 4));
  await page.keyboard.press('Escape');
  assert.deepEqual(await lit(), []);
  assert.equal(await linkText.textContent(), prompt);
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await lit(), [[3, 2]], 'an arrow after Escape brings it back');
  // In layer 1, the roving tab stop moves with the arrows and the readout follows.
  await mapCell(page, heads, 0, 5, 4).focus();
  assert.equal(await readout(page, heads, 0), await mapCell(page, heads, 0, 5, 4).getAttribute('aria-label'));
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.row), '6', 'the roving tab stop moves with the arrows');
  assert.equal(await readout(page, heads, 0), await mapCell(page, heads, 0, 6, 4).getAttribute('aria-label'));

  // The strip of guesses is the model's, card for card, in its two runs.
  const strip = headsModel().strip;
  const cards = await page.locator(`${heads} [data-part="guess"]`).evaluateAll((items) => items.map((li) => [Number(li.dataset.position),
    li.getAttribute('aria-label'), Number(li.dataset.probability), li.classList.contains('is-chance'),
    ...['guess-next', 'guess-mark', 'guess-p'].map((p) => li.querySelector(`[data-part="${p}"]`).textContent)]));
  assert.deepEqual(cards, strip.runs.flatMap((run) => run.cards.map((c) => [c.position, c.label, c.chance.value, !c.repeat, c.guess, c.mark, c.chance.text])));
  assert.deepEqual(await page.locator(`${heads} [data-part="guess-run-label"]`).allTextContents(), strip.runs.map((run) => run.label));
  assert.match(await page.locator(`${heads} [data-part="guesses-note"]`).textContent(), /probability the model gives its guess .*not whether it is right/);

  // Switched off, layer 1 writes nothing, and the sentence says so (the attribute holds it, so the link).
  const off = page.locator(heads).getByRole('checkbox', { name: /Switch off layer 1/ });
  await off.check();
  await page.waitForFunction((tag) => document.querySelector(tag).getAttribute('layer1-off') === '1'
    && /switched off/.test(document.querySelector(`${tag} [data-part="title"]`).textContent), heads);
  await mapCell(page, heads, 1, 10, 3).hover();
  assert.equal(await linkText.textContent(), whyTheyMatch(headsModel({ layer1Off: true }).link, 10, 3));
  await off.uncheck();
  await page.waitForFunction((tag) => !/switched off/.test(document.querySelector(`${tag} [data-part="title"]`).textContent), heads);
  await page.mouse.move(0, 0);

  // A sequence the core refuses (a letter outside the model's 12): said under the box, the last good one stays.
  const before = await page.$eval(heads, async (w) => w.toCSV());
  await typeSequence(page, 'DKAM');
  const message = page.locator(`${heads} #${await sequenceBox(page).getAttribute('aria-describedby')}`);
  await page.waitForFunction((tag) => document.querySelector(tag).querySelector('input[aria-invalid="true"]'), heads);
  assert.match(await message.textContent(), /^“M” is not one of the model's 12 letters, A to L\. .*Still showing DKAHFBJCDKAHFBJC|last good/);
  assert.equal(await shown(page), DEFAULT_SEQUENCE);
  assert.equal(await page.$eval(heads, async (w) => w.toCSV()), before, 'the last good sequence stays drawn');
  await typeSequence(page, 'ABAB');
  await page.waitForFunction((tag) => document.querySelector(tag).dataset.sequence === 'ABAB', heads);
  assert.equal(await message.isHidden(), true, 'a good one clears the message');
  assert.equal(await sequenceBox(page).getAttribute('aria-invalid'), null);

  // Random letters, repeated: the core's seeded draw, and the export names the sequence drawn.
  await page.locator(heads).getByRole('button', { name: 'Random letters, repeated' }).click();
  const random = sequenceText(randomRepeated(am, 1, 8, 12));
  await page.waitForFunction(([tag, t]) => document.querySelector(tag).dataset.sequence === t, [heads, random]);
  const { svg, csv } = await page.$eval(heads, async (w) => ({ svg: await w.toSVG({ theme: 'light' }), csv: await w.toCSV() }));
  assert.match(svg, new RegExp(`the sequence = ${random}`));
  assert.match(csv, new RegExp(`the sequence = ${random}`));
  assert.equal(blocks(csv), modelCsv(headsModel({ sequence: random })));

  // The edge cases open from the keyboard.
  const edge = page.locator('#trained-heads-edge-cases');
  assert.equal(await edge.evaluate((d) => d.open), false);
  await edge.locator(':scope > summary').focus();
  await page.keyboard.press('Enter');
  assert.equal(await edge.evaluate((d) => d.open), true);
}));

// The trainer's figures on the page against the model's for the run trained
// here in Node to the same step (and the other run, faint beside it).
async function expectTrainerFigures(page, run, ghost = null) {
  await page.waitForFunction((tag) => !document.querySelector(tag).dataset.busy, trainer);
  const csv = await page.$eval(trainer, (w) => w.toCSV());
  assert.equal(blocks(csv), modelCsv(training.model(am, { run, ghost })), `the core's run at step ${run.model.step}`);
}

// Step while the worker is scoring (data-busy="scoring"): the press is
// queued, said on the progress line, and runs once the scores are in. The
// click is made in the page, in the same task that sees the scoring start,
// so it cannot land after the scores.
const stepWhileScoring = (page) => page.evaluate((tag) => new Promise((resolve, reject) => {
  const element = document.querySelector(tag);
  const button = [...element.querySelectorAll('button')].find((b) => b.textContent.startsWith('Step'));
  setTimeout(() => reject(new Error('the trainer never started scoring')), 20000);
  const press = () => {
    button.click();
    resolve(element.querySelector('[data-part="progress"]').textContent);
  };
  if (element.dataset.busy === 'scoring') { press(); return; }
  const watch = new MutationObserver(() => {
    if (element.dataset.busy !== 'scoring') return;
    watch.disconnect();
    press();
  });
  watch.observe(element, { attributes: true, attributeFilter: ['data-busy'] });
}), trainer);

test('the trainer: in the blob: worker it makes progress while input is answered within a frame and draws the core’s run; a Step pressed while scoring is queued; Step, Reset, the one-layer control', () => withSection('trained-heads', {}, async (page) => {
  // Event → handler latency of every input event the page gets while it trains.
  await page.evaluate(() => {
    globalThis.latencies = [];
    for (const type of ['keydown', 'pointerdown', 'input']) {
      document.addEventListener(type, (event) => globalThis.latencies.push(performance.now() - event.timeStamp), true);
    }
  });
  const widget = page.locator(trainer);
  const started = Date.now();
  await widget.getByRole('button', { name: 'Play' }).click();
  await page.waitForFunction((tag) => document.querySelector(tag).dataset.playing === 'true', trainer);
  const count = () => page.evaluate(() => globalThis.latencies.length);
  // A few chunks, not the 1000 steps an induction head takes (that is checked in Node).
  while (await page.$eval(trainer, (e) => Number(e.dataset.step)) < 3 * training.CHUNK || await count() < 60) {
    assert.ok(Date.now() - started < 60000, 'three chunks within a minute');
    await sequenceBox(page).click();
    await page.keyboard.type('AB', { delay: 30 });
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
  }
  const latencies = (await page.evaluate(() => globalThis.latencies)).sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const reached = await page.$eval(trainer, (e) => Number(e.dataset.step));
  console.log(`# step ${reached} after ${((Date.now() - started) / 1000).toFixed(1)} s in Chromium; input latency over ${latencies.length} events: `
    + `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
  assert.ok(at(0.9) < 1000 / 60, `90% of input events answered within a frame: p90 ${at(0.9)} ms`);
  // It ran in a worker: from file:// that is the blob: worker.
  assert.ok(page.log.requests.some((url) => url.startsWith('blob:')), 'a blob: worker');
  // Pause stops it; what it drew is the core's run to that step, chunk by chunk.
  await widget.getByRole('button', { name: 'Pause' }).click();
  await page.waitForFunction((tag) => !document.querySelector(tag).dataset.playing, trainer);
  const paused = await page.$eval(trainer, async (e) => { while (e.dataset.busy) await new Promise((r) => setTimeout(r, 20)); return Number(e.dataset.step); });
  assert.ok(paused >= 3 * training.CHUNK);
  assert.match(await widget.locator('[data-part="progress"]').textContent(), new RegExp(`^Step ${paused} of 2000 \\(two layers\\)`));
  await expectTrainerFigures(page, training.trainedRun(am, inputs(training.fields), paused));

  // Reset, and a Step pressed while the heads are being scored is queued, not dropped.
  await widget.getByRole('button', { name: 'Reset' }).click();
  const state = () => page.$eval(trainer, (e) => ({ step: Number(e.dataset.step), busy: e.dataset.busy ?? null }));
  await page.waitForFunction((tag) => Number(document.querySelector(tag).dataset.step) === 0 && !document.querySelector(tag).dataset.busy, trainer);
  // One chunk, and a second Step during its scoring.
  await widget.getByRole('button', { name: 'Step (25 steps)' }).click();
  const said = await stepWhileScoring(page);
  await page.waitForFunction((tag) => Number(document.querySelector(tag).dataset.step) === 50 && !document.querySelector(tag).dataset.busy,
    trainer, { timeout: 30000 });
  assert.match(said, /Step pressed: 25 more steps queued/, 'the progress line says the press is waiting');
  assert.deepEqual(await state(), { step: 50, busy: null });
  assert.doesNotMatch(await widget.locator('[data-part="progress"]').textContent(), /queued/);
  // Two more presses while scoring (the same scoring or the next one's): both run.
  await widget.getByRole('button', { name: 'Step (25 steps)' }).click();
  await stepWhileScoring(page);
  await stepWhileScoring(page);
  await page.waitForFunction((tag) => Number(document.querySelector(tag).dataset.step) === 125 && !document.querySelector(tag).dataset.busy,
    trainer, { timeout: 30000 });
  // Every chunk was scored and drawn, none twice.
  await openFigureMore(page, trainer);
  const steps = await widget.getByRole('group', { name: /^Loss and every head’s stripe weights/ }).locator('tbody th').allTextContents();
  assert.deepEqual(steps, ['0', '25', '50', '75', '100', '125']);

  // Step, Reset, and the one-layer control with the two-layer run faint beside it; a bad seed keeps the run.
  await widget.getByRole('button', { name: 'Reset' }).click();
  const step = () => page.$eval(trainer, (e) => Number(e.dataset.step));
  const stepTo = (n) => page.waitForFunction(([tag, s]) => Number(document.querySelector(tag).dataset.step) === s, [trainer, n]);
  const stepButton = widget.getByRole('button', { name: 'Step (25 steps)' });
  await stepButton.click();
  await stepTo(25);
  await widget.getByRole('button', { name: 'Reset' }).click();
  await stepTo(0);
  await stepButton.click();
  await stepTo(25);
  const two = training.trainedRun(am, inputs(training.fields), 25);
  await expectTrainerFigures(page, two);
  await widget.getByRole('combobox', { name: 'Layers' }).selectOption('1');
  await page.waitForFunction((tag) => /one layer/.test(document.querySelector(`${tag} [data-part="progress"]`).textContent), trainer);
  // The two-layer run stays on the charts as a faint line, and its key says so.
  assert.match(await widget.locator('[data-part="chart-key"].is-ghost:not([hidden])').first().textContent(), /two layers/);
  assert.equal(await widget.locator('svg .is-ghost').count(), 2);
  await expectTrainerFigures(page, training.trainedRun(am, inputs(training.fields, { layers: '1' })), two);
  await stepButton.click();
  await stepTo(25);
  assert.match(await widget.locator('[data-part="progress"]').textContent(), /one layer/);
  await expectTrainerFigures(page, training.trainedRun(am, inputs(training.fields, { layers: '1' }), 25), two);
  // A bad seed: a message, and the run on screen stays.
  const seed = widget.getByRole('textbox', { name: 'Seed' });
  await seed.fill('-1');
  await seed.press('Enter');
  await page.waitForFunction((tag) => document.querySelector(tag).controls.seed.input.getAttribute('aria-invalid') === 'true', trainer);
  assert.equal(await step(), 25);
}));
