// <attention-trained-heads>'s model (web/elements/trained-heads/model.js)
// against the core: each head of the shipped checkpoint on the reader's
// sequence is the core's attention, with its stripes outlined and their
// means; the held-out table is the core's headScores; switching off layer
// 1 is the core on a copy with W_O(1) = 0; the strip of guesses carries
// the core's softmax of the logits; the sentence a layer-2 cell's link
// says (./link.js) in every case; bad sequences are told in letters; the
// SVG export tells the stripes apart, the same outline in the trainer's
// maps; the section's predictions (the lead-in that does not answer the
// first, the last one waiting for the run), the primer before the circuit
// and its diagram, the circuit diagram and edge cases.
// (The page draws these figures: tests/e2e/widget-smoke; pointing, the
// keyboard, the stacked maps and the worker: tests/e2e/trained-heads.test.mjs
// and the page pass's state rows.)
import { test } from 'node:test';
import { withProse } from '../../web/build/page.mjs';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DEFAULT_SEQUENCE, fields, model, prepare } from '../../web/elements/trained-heads/model.js';
import { readCell, whyTheyMatch } from '../../web/elements/trained-heads/link.js';
import { randomRepeated, sequenceText } from '../../web/elements/trained-heads/sequence.js';
import * as training from '../../web/elements/induction-training/model.js';
import { PREDICTIONS, predictionVerdict } from '../../web/lib/course/predictions.js';
import { collectFigures } from '../../web/lib/widget/figure-export.js';
import { figuresSvg } from '../../web/figures/svg/document.js';
import { figuresCsv } from '../../web/figures/csv.js';
import { loadCore, tableText } from './harness.mjs';
import { readerMessage } from '../../web/lib/core/errors.js';
import { message, withLanguage } from '../../web/lib/text/messages.js';

const am = await loadCore();
const pretrained = am.transformerPretrained();
const prepared = prepare(am);
const show = (values = {}) => model(am, { sequence: DEFAULT_SEQUENCE, layer1Off: false, ...prepared, ...values });
const tokensOf = (text) => Array.from(text, (ch) => ch.charCodeAt(0) - 65);

// The core's forward pass on a copy of the model with layer 1's W_O zeroed:
// the oracle for the "Switch off layer 1" toggle (no widget code involved).
function coreRun(tokens, off) {
  const run = off ? { ...pretrained, layers: pretrained.layers.map((l, i) => (i === 0 ? { ...l, WO: new Float64Array(l.WO.length) } : l)) } : pretrained;
  const { attention, logits, vocab, losses } = am.transformerForward({ model: run, tokens });
  const guesses = tokens.map((_, i) => { const row = Array.from(logits.slice(i * vocab, (i + 1) * vocab)); return row.indexOf(Math.max(...row)); });
  return { attention, guesses, logits, vocab, losses };
}

test('each head of the shipped model on the reader’s sequence is the core’s attention, with its stripes outlined', () => {
  for (const text of ['DKAHFBJCDKAHFBJC', 'CAFEBDCAFEBD', 'ABCDE']) {
    const figures = show({ sequence: text.toLowerCase().split('').join(' ') });
    assert.equal(figures.sequence, text, 'letters read case-blind, spaces ignored');
    const core = am.transformerForward({ model: pretrained, tokens: tokensOf(text) });
    assert.equal(figures.heads.length, 2, 'one heatmap per head');
    figures.heads.forEach((head, k) => assert.deepEqual(Array.from(head.values), Array.from(core.attention[k][0]), `${text}: head ${k + 1}`));
  }
  // The default: the layer-2 head's induction stripe (i − 7 in the repeat) carries most of its weight.
  const { heads } = show();
  const induction = heads[1].marks.induction;
  assert.deepEqual(induction.map(([r, c]) => r - c), Array(8).fill(7));
  const mean = induction.reduce((s, [r, c]) => s + heads[1].values[r * 16 + c], 0) / induction.length;
  assert.ok(mean > 0.8, `mean weight on the induction stripe ${mean}`);
  assert.match(heads[1].title, new RegExp(`induction ${mean.toFixed(2)}`));
  // The scale is the fixed 0–1 weight scale, not stretched to the data; one key, under the last map.
  for (const head of heads) assert.deepEqual(head.scale, { kind: 'sequential', min: 0, max: 1, title: 'attention weight' });
  assert.deepEqual(heads.map((h) => h.legend), [false, true]);
  assert.deepEqual(heads.map((h) => h.cellText), ['none', 'none'], 'colour only: each value in its name, readout and export');
});

test('the held-out scores are the core’s (64 sequences from the held-out seed), shown once they arrive', () => {
  const scores = am.headScores({ model: pretrained, seed: 12345, sequences: 64 });
  assert.deepEqual(show().heldOut.rows.map((r) => r.cells.map((c) => c.value)), scores.map((s) => [s.previousToken, s.duplicateToken, s.induction]));
  assert.deepEqual(show({ scores: null }).heldOut.rows, [], 'none before the worker answers');
});

test('random letters, repeated: 8 distinct letters and the same 8, from the core’s seeded draw', () => {
  for (const draw of [1, 2, 3]) {
    const random = sequenceText(randomRepeated(am, draw, 8, 12));
    assert.match(random, /^[A-L]{16}$/);
    assert.equal(random.slice(0, 8), random.slice(8));
    assert.equal(new Set(random.slice(0, 8)).size, 8);
  }
});

test('bad sequences are refused in letters (the element keeps the last good one)', () => {
  const refusal = (sequence) => { try { show({ sequence }); return null; } catch (error) { return error; } };
  for (const [text, expected] of [
    ['DKA3', /^“3” is not a letter: the tokens are the 12 letters A to L\.$/],
    ['', /^Type a sequence of letters/],
    ['DKAHFBJCXY', /^“X” is not one of the model's 12 letters, A to L\.$/],
    ['DKAM', /^“M” is not one of the model's 12 letters, A to L\.$/],
    ['ABCDEFGHABCDEFGHABCDEFGHA', /^The model reads at most 24 letters; this has 25\.$/],
  ]) {
    const error = refusal(text);
    assert.ok(error, `${text} is refused`);
    assert.match(error.message, expected, text);
    assert.equal(error.argument, 'tokens', `${text}: said under the sequence`);
  }
  assert.equal(refusal('ABAB'), null);
  // What the field shows (readerMessage) is the page's sentence in every language, never the core's refusal
  // said again in general words ("tokens: the entry at index 3 is 25, outside 0 … 11"), which a Chinese reader met.
  withLanguage('zh-CN', () => {
    const error = refusal('ABCZ');
    assert.equal(readerMessage(error), message('trained-heads-error-unknown-letter', { letter: 'Z', count: '12', last: 'L' }));
    assert.equal(readerMessage(refusal('ABCDEFGHABCDEFGHABCDEFGHA')), message('trained-heads-error-too-long', { max: '24', got: '25' }));
  });
});

test('switching off layer 1 is the core on a copy with W_O(1) = 0: the induction stripe and the guesses in the repeat collapse', () => {
  const tokens = tokensOf(DEFAULT_SEQUENCE);
  const expectTable = [];
  for (const off of [false, true]) {
    const core = coreRun(tokens, off);
    const induction = [8, 9, 10, 11, 12, 13, 14, 15].reduce((s, i) => s + core.attention[1][0][i * 16 + i - 7], 0) / 8;
    const right = [8, 9, 10, 11, 12, 13, 14].filter((i) => core.guesses[i] === tokens[i + 1]).length;
    expectTable.push([induction.toFixed(2), `${right} of 7`]);
    if (off) {
      // The review's numbers: 0.89 → 0.17 and 7 of 7 → 1 of 7.
      assert.ok(induction < 0.3, `switched off: induction ${induction}`);
      assert.ok(right <= 2, `switched off: ${right} right`);
    }
    const figures = show({ layer1Off: off });
    assert.equal(/switched off/.test(figures.heads[0].title), off);
    // The heatmaps and the strip are the core's run, with or without layer 1.
    figures.heads.forEach((head, k) => assert.deepEqual(Array.from(head.values), Array.from(core.attention[k][0]), `off=${off}: head ${k + 1}`));
    const cards = figures.strip.runs.flatMap((run) => run.cards);
    const expected = core.guesses.map((g, i) => [String.fromCharCode(65 + g), i + 1 < 16 ? (g === tokens[i + 1] ? '✓' : '✗') : '–']);
    assert.deepEqual(cards.map((c) => [c.guess, c.mark]), expected, `off=${off}: the strip of guesses`);
    // Wrong guesses say so in words as well as colour; the first time through, a guess is said to be unknowable.
    cards.forEach(({ label }, i) => {
      if (i === 15) assert.match(label, /nothing to check$/);
      else if (i < 8) assert.match(label, new RegExp(`${expected[i][1] === '✓' ? 'right' : 'wrong'}, but the first time a letter comes its next one cannot be known$`));
      else assert.match(label, expected[i][1] === '✓' ? /right$/ : /wrong$/);
    });
    // Two runs under brackets: the first time (0 … 7, nothing can be known) and the repeat (8 … 15, k of 7 right).
    assert.deepEqual(figures.strip.runs.map((run) => ({ label: run.label, positions: run.cards.map((c) => c.position), chance: run.cards.map((c) => !c.repeat) })), [
      { label: 'First time: cannot be known', positions: [0, 1, 2, 3, 4, 5, 6, 7], chance: Array(8).fill(true) },
      { label: `Repeat: ${right} of 7 right`, positions: [8, 9, 10, 11, 12, 13, 14, 15], chance: Array(8).fill(false) },
    ]);
    assert.equal(figures.guesses.caption.includes('with layer 1 switched off'), off);
  }
  // Both runs side by side, whichever is drawn.
  for (const layer1Off of [false, true]) assert.deepEqual(tableText(show({ layer1Off }).ablation).map((cells) => cells.slice(1, 3)), expectTable);
  assert.equal(expectTable[0][1], '7 of 7');
  assert.equal(fields.find((f) => f.key === 'layer1Off').param, 'off1');
});

test('each guess carries its probability: the core’s softmax of the logits, exp(−loss) where it is the next letter', () => {
  const tokens = tokensOf(DEFAULT_SEQUENCE);
  const { logits, losses, vocab } = coreRun(tokens, false);
  const cards = show().strip.runs.flatMap((run) => run.cards);
  assert.equal(cards.length, 16);
  cards.forEach(({ chance, guess, label }, i) => {
    const row = Array.from(logits.slice(i * vocab, (i + 1) * vocab));
    const g = guess.charCodeAt(0) - 65;
    // Cross-check: softmax written out here (an independent oracle is the core's own loss, below).
    const top = Math.max(...row);
    const sum = row.reduce((s, z) => s + Math.exp(z - top), 0);
    assert.ok(Math.abs(chance.value - Math.exp(row[g] - top) / sum) < 1e-12, `position ${i}: ${chance.value}`);
    if (i < 15 && g === tokens[i + 1]) assert.ok(Math.abs(chance.value - Math.exp(-losses[i])) < 1e-12, `position ${i}: exp(−loss)`);
    assert.equal(chance.text, `${Math.round(100 * chance.value)}%`);
    assert.match(label, new RegExp(`with probability ${Math.round(100 * chance.value)}%`));
  });
});

test('each cell’s spoken name is its position, letter and the core’s weight, and the stripe it is on', () => {
  const text = 'ABCDEFGHIJKLABCDEFGHIJKL';
  const core = am.transformerForward({ model: pretrained, tokens: tokensOf(text) });
  const { heads } = show({ sequence: text });
  assert.deepEqual(heads.map((h) => [h.rows, h.cols]), [[24, 24], [24, 24]]);
  // The renderer passes (row label, column label, the value as text, r, c, the marks' names).
  const name = (head, r, c) => head.describe(head.rowLabels[r], head.colLabels[c], head.values[r * 24 + c].toFixed(2), r, c,
    Object.entries(head.marks).filter(([, cells]) => cells.some(([i, j]) => i === r && j === c)).map(([k]) => k));
  assert.equal(name(heads[1], 13, 2), `layer 2, head 1: position 13 (B) to position 2 (C): ${core.attention[1][0][13 * 24 + 2].toFixed(2)}, induction stripe`);
  for (const [r, c] of [[0, 0], [13, 2], [13, 1], [23, 12], [20, 9], [7, 6]]) {
    assert.match(name(heads[1], r, c), new RegExp(`^layer 2, head 1: position ${r} \\(${text[r]}\\) to position ${c} \\(${text[c]}\\): ${core.attention[1][0][r * 24 + c].toFixed(2)}`));
  }
  assert.match(name(heads[0], 5, 4), new RegExp(`^layer 1, head 1: position 5 \\(F\\) to position 4 \\(E\\): ${core.attention[0][0][5 * 24 + 4].toFixed(2)}`));
});

test('a layer-2 cell lights the layer-1 cell it reads and says why in letters, in every case', () => {
  const text = DEFAULT_SEQUENCE;
  const { link } = show();
  const weights = am.transformerForward({ model: pretrained, tokens: tokensOf(text) }).attention;
  const w = (layer, i, j) => weights[layer][0][i * 16 + j].toFixed(2);
  // The second A (position 10) looks at H (3); layer 1 copied the first A (2) into 3.
  assert.deepEqual(readCell(10, 3), [3, 2]);
  assert.equal(whyTheyMatch(link, 10, 3), `Layer 2 at position 10 (A) puts ${w(1, 10, 3)} of its weight on position 3 (H). `
    + `Position 3 holds what layer 1 copied in from position 2 (weight ${w(0, 3, 2)}): the letter A, the same letter as the query — that is why they match.`);
  // A key that holds another letter: said so, not called a match.
  assert.deepEqual(readCell(10, 5), [5, 4]);
  assert.match(whyTheyMatch(link, 10, 5), new RegExp(`puts ${w(1, 10, 5)} of its weight on position 5 \\(B\\)\\. .*the letter F, not the query's A`));
  assert.match(whyTheyMatch(link, 10, 4), /position 4 \(F\)\. Position 4 holds what layer 1 copied in from position 3 .*the letter H, not the query's A/);
  // Position 0 reads no earlier letter; a masked cell is said to be masked; nothing lit for either.
  assert.equal(readCell(9, 0), null);
  assert.match(whyTheyMatch(link, 9, 0), /Position 0 has nothing before it/);
  assert.equal(readCell(4, 9), null);
  assert.match(whyTheyMatch(link, 4, 9), /cannot look at position 9: it comes later/);
  // "an H", "a K": the article follows the letter's name.
  assert.match(whyTheyMatch(link, 3, 3), /preceded by an H\./);
  assert.match(whyTheyMatch(link, 1, 1), /preceded by a K\./);
  // Switched off, layer 1 wrote nothing: the caption says so.
  const offLink = show({ layer1Off: true }).link;
  assert.match(whyTheyMatch(offLink, 10, 3), /Layer 1 is switched off, so it wrote nothing into position 3: the key there holds only H/);
  // Where the head, switched off, still puts much weight, the sentence does not pretend there is nothing there.
  const off = coreRun(tokensOf(text), true).attention[1][0];
  const heavy = [...Array(8).keys()].map((k) => [8 + k, 1 + k]).find(([i, j]) => off[i * 16 + j] >= 0.5);
  assert.ok(heavy, 'the core: some induction cell keeps ≥ 0.5 with layer 1 off');
  assert.match(whyTheyMatch(offLink, ...heavy), new RegExp(`The ${off[heavy[0] * 16 + heavy[1]].toFixed(2)} it still puts here comes from the score's other terms`));
  // A weak copy is said to be weak: ABCDEABCDE's layer 1 puts under 0.5 on (3, 2).
  const weak = 'ABCDEABCDE';
  const weakWeights = am.transformerForward({ model: pretrained, tokens: tokensOf(weak) }).attention[0][0];
  assert.ok(weakWeights[3 * 10 + 2] < 0.5, `the core: ${weakWeights[3 * 10 + 2]}`);
  assert.match(whyTheyMatch(show({ sequence: weak }).link, 8, 3), new RegExp(`Layer 1 at position 3 put only ${weakWeights[3 * 10 + 2].toFixed(2)} on position 2 \\(C\\)`));
  // A matching key the head hardly looks at is said to match, and where the weight went instead.
  const long = 'ABCDEFGHIJKLABCDEFGHIJKL';
  const longWeights = am.transformerForward({ model: pretrained, tokens: tokensOf(long) }).attention[1][0];
  const [i, j] = [22, 11];
  assert.ok(longWeights[i * 24 + j] < 0.2, `the core: ${longWeights[i * 24 + j]} on the matching key`);
  const top = Array.from(longWeights.slice(i * 24, i * 24 + i + 1)).reduce((b, v, k, row) => (v > row[b] ? k : b), 0);
  const said = whyTheyMatch(show({ sequence: long }).link, i, j);
  assert.match(said, /the same letter as the query, so this key matches; yet the score's other terms win/);
  assert.doesNotMatch(said, /that is why they match/);
  assert.match(said, new RegExp(`Most of its weight, ${longWeights[i * 24 + top].toFixed(2)}, is on position ${top} `));
});

// The SVG an export makes of the figures (the element's toSVG: figure-export.js), in a theme.
const svgOf = (figures, theme) => figuresSvg({ title: 't', caption: 'c', figures: collectFigures(figures), theme });
const outlines = (svg) => [...svg.matchAll(/<rect[^>]*fill="none"[^>]*>/g)].map(([r]) => r).filter((r) => !/stroke-width="1.5"/.test(r))
  .map((r) => `${r.match(/stroke="([^"]+)"/)?.[1]} ${r.match(/stroke-width="([^"]+)"/)?.[1]} ${r.match(/stroke-dasharray="([^"]+)"/)?.[1] ?? 'solid'}`);

test('the export tells the three stripes apart with a key, colour only, each cell’s value in its title; the CSV keeps every number', () => {
  const figures = show();
  const svg = svgOf(figures, 'light');
  assert.equal(new Set(outlines(svg).map((o) => o.replace(/ \d+(\.\d+)? /, ' '))).size, 3, 'dashed, dotted and solid in three colours');
  for (const label of ['previous token', 'earlier copy of the same token (duplicate token)', 'token after the earlier copy (induction)']) {
    assert.ok(svg.includes(`>${label}</text>`), `key: ${label}`);
  }
  // Colour only, as on the page: no number printed in a map's cell, each cell's value in its <title>.
  const maps = svg.slice(svg.indexOf('data-figure="heads.0"'), svg.indexOf('data-figure="guesses"'));
  assert.doesNotMatch(maps, /<text[^>]*class="cell"/);
  assert.match(maps, /<rect[^>]*class="cell" data-row="10" data-col="3"><title>layer 2, head 1: position 10 \(A\) to position 3 \(H\): 1\.00, induction stripe<\/title><\/rect>/);
  const csv = figuresCsv({ title: 't', figures: collectFigures(figures) });
  const lines = csv.split('\r\n');
  assert.match(lines.find((l) => l.startsWith('query')), /^query ↓ key →,D \(position 0\),K \(position 1\),/);
  assert.match(csv, /figure: guesses/);
  const start = lines.findIndex((l) => l.startsWith('figure: heads.1'));
  const long = show({ sequence: 'ABCDEFGHIJKLABCDEFGHIJKL' });
  const longLines = figuresCsv({ title: 't', figures: collectFigures(long) }).split('\r\n');
  const at = longLines.findIndex((l) => l.startsWith('figure: heads.1'));
  const back = longLines.slice(at + 2, at + 26).flatMap((l) => l.split(',').slice(1).map(Number));
  assert.deepEqual(back, Array.from(long.heads[1].values), 'layer 2 in the CSV, exactly');
  assert.ok(start > 0);
});

test('one outline per stripe in both widgets’ exports, in both themes: the trainer’s two are two of the trained heads’ three', () => {
  const trainer = training.model(am, training.prepare(am, { layers: '2', seed: 0 }));
  for (const theme of ['light', 'dark']) {
    const heads = new Set(outlines(svgOf(show(), theme)));
    const trained = new Set(outlines(svgOf(trainer, theme)));
    assert.equal(heads.size, 3, `${theme}: ${[...heads].join(' | ')}`);
    assert.equal(trained.size, 2, `${theme}: ${[...trained].join(' | ')}`);
    for (const stroke of trained) assert.ok(heads.has(stroke), `${theme}: trainer ${stroke} is one of the trained heads' ${[...heads].join(' | ')}`);
    const dashes = [...heads].map((s) => s.split(' ')[2]);
    assert.equal(new Set(dashes).size, 3, 'distinguishable without colour');
  }
});

test('the section’s predictions are judged against the core: the layer-2 target, and where the trained model’s losses end', () => {
  const target = PREDICTIONS['trained-heads/layer-2-target'];
  const solved = target.solve(am);
  const tokens = tokensOf(DEFAULT_SEQUENCE);
  const { attention, losses } = am.transformerForward({ model: pretrained, tokens });
  const row = Array.from(attention[1][0].slice(10 * 16, 11 * 16));
  assert.equal(row.indexOf(Math.max(...row)), 3, 'the core: the token after the earlier A');
  assert.equal(solved.truth, '3');
  assert.match(target.judge('3', solved).text, /^Right\./);
  assert.equal(target.judge('2', solved).right, false);
  assert.deepEqual(target.widget, { 'attention-trained-heads': { sequence: DEFAULT_SEQUENCE } });
  const phase = PREDICTIONS['trained-heads/phase-change'];
  const repeat = Array.from(losses).slice(8, 15).reduce((a, b) => a + b, 0) / 7;
  const verdict = phase.judge('gradual', phase.solve(am));
  assert.equal(verdict.right, false);
  assert.doesNotMatch(verdict.text, /^Right/);
  assert.match(verdict.text, new RegExp(`${repeat.toFixed(2)} on its repeat`), 'the trained model’s repeat loss, from the core');
  assert.match(phase.judge('sudden', phase.solve(am)).text, /^Right\./);
});

test('the circuit diagram has a text alternative; the edge cases sit in a closed disclosure', () => {
  const html = withProse(readFileSync(new URL('../../web/sections/10b-trained-heads.html', import.meta.url), 'utf8'));
  const figure = /<figure class="circuit-figure"[^]*?<\/figure>/.exec(html)?.[0] ?? '';
  const svg = /<svg\b[^>]*>/.exec(figure)?.[0] ?? '';
  assert.match(svg, /role="img"/);
  assert.match(/aria-label="([^"]*)"/.exec(svg)?.[1] ?? '', /j − 1.*layer 1.*layer 2.*copied/s);
  const caption = /<figcaption[^]*?<\/figcaption>/.exec(figure)?.[0] ?? '';
  assert.equal((caption.match(/<li\b/g) ?? []).length, 3, 'the three moves, in words');
  const edge = /<details\b[^>]*id="trained-heads-edge-cases"[^>]*>[^]*?<\/details>/.exec(html)?.[0] ?? '';
  assert.doesNotMatch(/<details\b[^>]*>/.exec(edge)[0], /\bopen\b/, 'collapsed at first');
  assert.match(edge.replace(/<[^>]+>/g, ''), /ABABABAB[^]*ABCDEABCDE/);
});

test('chapter 5’s model at a glance states the shipped model’s sizes and parameter count, as the core has them', async () => {
  const { loadAttentionMath } = await import('../js/load-module.mjs');
  const am = await loadAttentionMath();
  const pretrained = am.transformerPretrained();
  const { layers, heads, dModel, vocab, context } = pretrained.config;
  const html = withProse(readFileSync(new URL('../../web/sections/10b-trained-heads.html', import.meta.url), 'utf8')).replace(/\s+/g, ' ');
  const box = html.slice(html.indexOf('<dl class="model-glance"'), html.indexOf('</dl>'));
  const width = dModel / heads;
  const total = pretrained.adamM.length; // one moment per parameter
  assert.equal(total, vocab * dModel + context * dModel + layers * 4 * dModel * dModel + dModel * vocab, 'the breakdown adds up');
  assert.match(box, new RegExp(`<dd>${vocab} letters, A to L, in sequences of up to ${context}</dd>`));
  assert.match(box, new RegExp(`<dd>${dModel} numbers per position`));
  assert.match(box, new RegExp(`<dd>${layers}, one head each, with \\\\\\( d_k = d_v = ${width} \\\\\\)</dd>`));
  assert.match(box, new RegExp(`<dd>${total.toLocaleString('en')}: \\\\\\( e \\\\\\) is ${vocab} × ${dModel}, \\\\\\( p \\\\\\) is ${context} × ${dModel}`));
  assert.equal(heads, 1);
});

const sectionHtml = () => withProse(readFileSync(new URL('../../web/sections/10b-trained-heads.html', import.meta.url), 'utf8')).replace(/\s+/g, ' ');
const words = (html) => html.replace(/\\\(.*?\\\)/g, ' x ').replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean);

test('the primer where the model is first described, before the first prediction: the model’s sizes as the core has them, in at most 150 words, and a diagram with a text alternative', () => {
  const { dModel, vocab, layers } = pretrained.config;
  const html = sectionHtml();
  const primer = /<p class="stream-primer">(.*?)<\/p>/.exec(html)?.[1] ?? '';
  // A newcomer met the residual stream, W_U and the logits all at once in “The circuit”: they come first now.
  assert.ok(html.indexOf('class="stream-primer"') < html.indexOf('<attention-predict name="trained-heads/layer-2-target"'), 'before the first prediction');
  assert.ok(html.indexOf('class="stream-primer"') < html.indexOf('class="circuit-figure stream-figure"'), 'before its diagram');
  assert.ok(html.indexOf('class="circuit-figure stream-figure"') < html.indexOf('<attention-predict'), 'the diagram too');
  assert.ok(words(primer).length <= 150, `${words(primer).length} words`);
  assert.match(primer, /x_i = e\(t_i\) \+ p_i/);
  assert.ok(primer.includes(`position's, ${dModel} numbers`), `the residual stream is ${dModel} numbers wide`);
  assert.ok(primer.includes(`into ${vocab} numbers, one per letter`), `W_U gives ${vocab} logits`);
  // “Score” is kept for QKᵀ/√d_k: the logits are not called scores.
  assert.doesNotMatch(primer, /score/);
  assert.match(primer, /<em>adds<\/em>[^]*nothing is overwritten/);
  const figure = /<figure class="circuit-figure stream-figure"[^]*?<\/figure>/.exec(html)?.[0] ?? '';
  const svg = /<svg\b[^>]*>/.exec(figure)?.[0] ?? '';
  assert.match(svg, /role="img"/);
  const label = /aria-label="([^"]*)"/.exec(svg)?.[1] ?? '';
  assert.match(label, new RegExp(`e\\(t_i\\).*p_i.*residual stream of ${dModel} numbers.*layer 1.*adds.*layer 2.*W_U.*${vocab} logits.*softmax`));
  // One head box per layer, drawn and said.
  assert.equal((figure.match(/class="stream-figure__head /g) ?? []).length, layers);
});

test('the lead-in to the first prediction does not answer it; the last one waits for the run before judging or explaining', () => {
  const html = sectionHtml();
  const lead = html.slice(html.indexOf('The test is a run of eight'), html.indexOf('<attention-predict name="trained-heads/layer-2-target"'));
  // The choices are the earlier A, the H after it, the previous token and the query itself: the lead-in names none.
  assert.doesNotMatch(lead, /guess H|A\\,H|after the earlier|induction head/);
  const phase = PREDICTIONS['trained-heads/phase-change'];
  const solved = phase.solve(am);
  // Before the run: kept, not judged, and nothing of the result said.
  const waiting = predictionVerdict(phase, solved, { answer: 'Gradually', value: 'gradual' }, false, false);
  assert.equal(waiting.state, 'is-info');
  assert.equal(waiting.mark, undefined);
  assert.equal(waiting.text, `You predicted “Gradually”. ${phase.waitsFor.note}`);
  assert.doesNotMatch(waiting.text, /Right|chance|sudden|drop|\d\.\d/);
  assert.ok(phase.waitsFor.note.includes(`step ${training.MAX_STEPS}`), 'the step the run ends at');
  assert.equal(phase.waitsFor.event, 'attention-run-end');
  assert.deepEqual([1, 2].map((layers) => phase.waitsFor.when({ layers, seed: 0 })), [false, true], 'a two-layer run, as the question asks');
  // After it: judged, and told from the reader's own run (the trainer's runSummary in the event), with
  // none of the shipped model's numbers and no call to press Play.
  // What runSummary gives for such a run: its numbers, and the marks it reads them by.
  const run = { layers: 2, layersText: 'two layers', seed: 0, step: 2000, chance: Math.log(12), dropFrom: training.DROP_FROM,
                dropTo: training.DROP_TO, formed: training.FORMED, first: 2.5868, repeat: 0.8726, above: 925, below: 1025, formedAt: 1000 };
  const own = predictionVerdict(phase, solved, { answer: 'x', value: 'sudden' }, false, true, { layers: 2, seed: 0, run });
  assert.equal(own.state, 'is-right');
  assert.equal(own.text, 'You predicted “x”. Right. Your run (two layers, seed 0): the repeats’ loss was still above 2 at step 925 '
    + '(chance is ln 12 ≈ 2.48) and below 1.5 by step 1025, 100 steps later, and ended at 0.87 at step 2000, against 2.59 on the '
    + 'runs the first time (a little above chance: the model bets on letters it has seen, and on a first run those bets lose). '
    + 'Its induction head formed (an induction weight of 0.8) at step 1000.');
  assert.doesNotMatch(own.text, new RegExp(`Press Play|1200|shipped|${solved.repeat.toFixed(2)}`));
  const none = predictionVerdict(phase, solved, { answer: 'x', value: 'gradual' }, false, true,
    { run: { ...run, seed: 6, repeat: 2.41, above: null, below: null, formedAt: null } });
  assert.equal(none.state, 'is-wrong');
  assert.match(none.text, /seed 6\): the repeats’ loss never fell below 1\.5 and ended at 2\.41 at step 2000, .* No induction head formed/);
  // Restored after a reload, nothing was watched in this visit: the shipped model, said to be that.
  const restored = predictionVerdict(phase, solved, { answer: 'x', value: 'sudden' }, true, true);
  assert.equal(restored.state, 'is-right');
  assert.match(restored.text, new RegExp(`The model shipped with the page .*${solved.repeat.toFixed(2)} on its repeat`));
  assert.doesNotMatch(restored.text, /Press Play/);
  // The prose that tells the outcome is held with it; the Try line and the trainer are not.
  const predict = /<attention-predict name="trained-heads\/phase-change">(.*?)<\/attention-predict>/.exec(html)?.[1] ?? '';
  const held = /<div class="prose" data-after-watch>(.*?)<\/div>/.exec(predict)?.[1] ?? '';
  assert.match(held, /800 steps[^]*one-layer control never gets there/);
  assert.equal((predict.match(/data-after-watch/g) ?? []).length, 1);
  assert.doesNotMatch(predict.slice(0, predict.indexOf('data-after-watch')), /800|sudden|never gets there/);
});
