// The model of <attention-trained-heads> (../attention-trained-heads.js):
// its fields, the shipped checkpoint and its held-out head scores (prepare;
// the element gets the scores from the worker), and what the heads do on
// the reader's sequence: each head's weights with its stripes and their
// means, the model's guesses for each next letter (as a table and as the
// strip of cards under the maps, in runs of "first time" and "repeat"), the
// same run with layer 1 switched off beside it, where each position looks,
// and the held-out scores. Every number is the core's (transformerForward,
// softmax, headScores). Pure: no DOM, nothing read from an element; Node
// tests call it.

import { field } from '../../lib/fields/field.js';
import { WEIGHT_SCALE, matrix, table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { routedError } from '../../lib/core/errors.js';
import { message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';
import { inLetters, letterOf, parseSequence, sequenceText, stripeMean, stripes } from './sequence.js';
import { HELD_OUT_SEED, headName, scoreColumns, scoreCells } from './scores.js';
import { argmaxOf, guessesInRepeat, nextGuesses, withoutLayerOutput } from './ablation.js';
import { stripeMarks } from './stripe-styles.js';

export const DEFAULT_SEQUENCE = 'DKAHFBJCDKAHFBJC';
// How many held-out sequences the table's scores are the mean of.
export const HELD_OUT_SEQUENCES = 64;
const STRIPES = ['previous', 'duplicate', 'induction'];
// A stripe's short name: "previous token", "duplicate token", "induction".
const short = (stripe) => message('trained-heads-stripe-short', { stripe });

export const fields = [
  named(field({ key: 'sequence', attribute: 'sequence', param: 'seq', kind: 'text', argument: 'tokens', fallback: DEFAULT_SEQUENCE }), 'trained-heads-sequence'),
  named(field({ key: 'layer1Off', attribute: 'layer1-off', param: 'off1', kind: 'switch', fallback: false, hint: '' }),
        'trained-heads-layer1-off'),
];

// The request for the held-out scores (the element sends it to the worker).
export const heldOutRequest = (pretrained) => ({ model: pretrained, seed: HELD_OUT_SEED, sequences: HELD_OUT_SEQUENCES });

// The checkpoint and its held-out scores, computed here.
export function prepare(am) {
  const pretrained = am.transformerPretrained();
  return { pretrained, scores: am.headScores(heldOutRequest(pretrained)) };
}

// inputs: {sequence, layer1Off, pretrained, scores (null until they arrive)}.
export function model(am, { sequence, layer1Off, pretrained, scores = null }) {
  const text = sequence ?? DEFAULT_SEQUENCE;
  const parsed = parseSequence(text, pretrained.config.vocab);
  if (!parsed.ok) throw routedError(parsed.message, { argument: 'tokens' });
  const { tokens } = parsed;
  const forwardOf = (run) => {
    try {
      return am.transformerForward({ model: run, tokens });
    } catch (error) {
      throw inLetters(error);
    }
  };
  const intact = forwardOf(pretrained);
  const ablated = forwardOf(withoutLayerOutput(pretrained, 0));
  const forward = layer1Off ? ablated : intact;
  const n = tokens.length;
  const marks = stripes(tokens);
  // A letter with its position as a subscript: D₀ K₁ …, so a repeated letter
  // still names one column.
  const labels = tokens.map((t, i) => `${letterOf(t)}_{${i}}`);
  const heads = forward.attention.flatMap((layer, l) => layer.map((weights, h) => ({ layer: l + 1, head: h + 1, weights })));
  const guesses = guessesTable(am, tokens, forward, layer1Off, marks);
  const seen = seenBefore(tokens, marks);
  const kinds = nextGuesses(forward, tokens).map(({ right }) => (right === null ? 'none' : right ? 'right' : 'wrong'));
  return {
    sequence: sequenceText(tokens),
    link: { tokens, layer1: forward.attention[0][0], layer2: forward.attention[1][0], layer1Off },
    heads: heads.map(({ layer, head, weights }) => {
      const means = STRIPES.map((name) => {
        const mean = stripeMean(weights, n, marks[name]);
        return message('trained-heads-stripe-mean', { stripe: short(name), mean: mean === null ? '–' : formatNumber(mean, 2) });
      });
      return matrix({
        title: message('trained-heads-map-title', { head: headName(layer, head), off: String(layer1Off && layer === 1),
                                                   means: means.join(' · ') }),
        values: weights, rows: n, cols: n, rowLabels: labels, colLabels: labels, corner: message('trained-heads-corner'),
        decimals: 2, cellText: 'none', scale: WEIGHT_SCALE, legend: layer === heads.at(-1).layer && head === heads.at(-1).head,
        ...stripeMarks(marks), plainLabel,
        describe: (_row, _col, t, r, c, names) => message('trained-heads-cell', {
          head: headName(layer, head), row: r, rowLetter: letterOf(tokens[r]), column: c, columnLetter: letterOf(tokens[c]), value: t,
          stripes: names?.length ? names.map(short).join(message('trained-heads-and')) : '', striped: String(Boolean(names?.length)) }),
      });
    }),
    guesses,
    strip: guessStrip(guesses, kinds, seen),
    ablation: ablationTable(tokens, marks, { intact, ablated }),
    looks: looksTable(tokens, heads, forward),
    heldOut: heldOutTable(scores),
  };
}

// A heatmap label "D_{3}" as a screen reader or a CSV reads it: "D (position 3)".
function plainLabel(label) {
  const found = /^(.*)_\{(\d+)\}$/.exec(label);
  return found ? message('trained-heads-plain-label', { letter: found[1], position: found[2] }) : label;
}

// Where each query puts most of its weight, and the model's next token.
function looksTable(tokens, heads, forward) {
  const n = tokens.length;
  const guesses = nextGuesses(forward, tokens);
  return table({
    caption: message('trained-heads-looks-caption'),
    columns: [{ label: message('trained-heads-column-position') }, { label: message('trained-heads-column-token') },
      ...heads.map(({ layer, head }) => ({ label: message('trained-heads-column-looks-at', { head: headName(layer, head) }) })),
      { label: message('trained-heads-column-predicts') }, { label: message('trained-heads-column-actual') },
      { label: message('trained-heads-column-guess') }],
    rows: tokens.map((token, i) => {
      const { guess, right } = guesses[i];
      return {
        header: String(i),
        cells: [letterOf(token),
          ...heads.map(({ weights }) => { const j = argmaxOf(weights, i * n, n); return `${j} (${letterOf(tokens[j])}), ${formatNumber(weights[i * n + j], 2)}`; }),
          letterOf(guess), i + 1 < n ? letterOf(tokens[i + 1]) : '–',
          right === null ? '–' : right ? message('trained-heads-guess-right') : { text: message('trained-heads-guess-wrong'), tone: 'bad' }],
      };
    }),
  });
}

// At each position, the letter the model guesses comes next, marked right
// (✓) or wrong (✗) against the sequence, and the probability it gives that
// guess: the core's softmax of the position's logits (the forward pass
// returns logits, not probabilities). A position whose letter has not come
// before (a row with no induction cell) is "first time": its next letter
// cannot be known from the context, so a right guess there is chance.
function guessesTable(am, tokens, forward, layer1Off, marks) {
  const guesses = nextGuesses(forward, tokens);
  const seen = seenBefore(tokens, marks);
  const { weights } = am.softmax({ logits: forward.logits, rows: tokens.length, cols: forward.vocab });
  const verdict = ({ right }, i) => {
    if (right === null) return '–';
    if (!seen[i]) return message(right ? 'trained-heads-verdict-chance' : 'trained-heads-verdict-unknowable');
    return right ? message('trained-heads-verdict-right') : { text: message('trained-heads-verdict-wrong'), tone: 'bad' };
  };
  return table({
    caption: message('trained-heads-guesses-caption', { off: String(Boolean(layer1Off)) }),
    columns: [{ label: message('trained-heads-column-position') }, ...tokens.map((_, i) => ({ label: String(i) }))],
    rows: [
      { header: message('trained-heads-row-letter'), cells: tokens.map(letterOf) },
      { header: message('trained-heads-row-seen'), cells: seen.map((s) => message(s ? 'trained-heads-seen-repeat' : 'trained-heads-seen-first')) },
      { header: message('trained-heads-row-guess'), cells: guesses.map(({ guess }) => letterOf(guess)) },
      { header: message('trained-heads-row-right'), cells: guesses.map(verdict) },
      { header: message('trained-heads-row-probability'), cells: guesses.map(({ guess }, i) => {
        const p = weights[i * forward.vocab + guess];
        return { text: `${formatNumber(100 * p, 0)}%`, value: p };
      }) },
    ],
  });
}

// The guesses table as the strip under the maps: one card per position, in
// runs of "first time" and "repeat" positions, each run under a label that
// says what can be known there: nothing the first time, and k of n right
// in a repeat. A card: {position, letter, guess, kind: right | wrong | none,
// mark, chance: {text, value}, repeat, label (its spoken name)}. kinds: each
// position's verdict (right, wrong or none); seen: whether its letter repeats.
function guessStrip(figure, kinds, seen) {
  const [letters, , guesses, , chances] = figure.rows;
  return {
    caption: figure.caption,
    runs: runsOf(seen).map((run) => {
      const repeat = run.value;
      const checked = run.positions.filter((i) => kinds[i] !== 'none');
      const right = checked.filter((i) => kinds[i] === 'right').length;
      // A short run has room for a short label only: the same words, cut.
      const wide = String(run.positions.length >= 4);
      return {
        repeat,
        label: repeat ? message('trained-heads-run-repeat', { right, checked: checked.length, wide })
          : message('trained-heads-run-first', { wide }),
        cards: run.positions.map((i) => {
          const kind = kinds[i];
          const [letter, guess, chance] = [letters.cells[i], guesses.cells[i], chances.cells[i]];
          const said = kind === 'none' || repeat ? kind : `${kind}-first-time`;
          return { position: i, letter, guess, kind, mark: { right: '✓', wrong: '✗', none: '–' }[kind], chance, repeat,
                   label: message('trained-heads-card-label', { position: i, letter, guess, probability: chance.text, said }) };
        }),
      };
    }),
  };
}

function ablationTable(tokens, marks, runs) {
  const n = tokens.length;
  const row = (header, forward) => {
    const induction = stripeMean(forward.attention[1][0], n, marks.induction);
    const { right, count } = guessesInRepeat(nextGuesses(forward, tokens), marks);
    return { header, cells: [
      induction === null ? '–' : { text: formatNumber(induction, 2), value: induction },
      count === 0 ? '–' : { text: message('trained-heads-right-of', { right, count }), value: right },
    ] };
  };
  return table({
    caption: message('trained-heads-ablation-caption'),
    columns: [{ label: message('trained-heads-column-layer1') }, { label: message('trained-heads-column-induction'), numeric: true },
      { label: message('trained-heads-column-repeat-right'), numeric: true }],
    rows: [row(message('trained-heads-layer1-on'), runs.intact), row(message('trained-heads-layer1-switched-off'), runs.ablated)],
  });
}

function heldOutTable(scores) {
  return table({
    caption: message('trained-heads-held-out-caption', { sequences: HELD_OUT_SEQUENCES }),
    columns: scoreColumns(),
    rows: (scores ?? []).map((s) => ({ header: headName(s.layer, s.head), cells: scoreCells(s) })),
  });
}

// Whether each position's letter came earlier in the sequence: the rows of
// the induction stripe, where the letter after the earlier copy is a clue.
function seenBefore(tokens, marks) {
  const rows = new Set(marks.induction.map(([i]) => i));
  return tokens.map((_, i) => rows.has(i));
}

// Consecutive equal values as runs: [{value, positions: [i …]}].
function runsOf(values) {
  const runs = [];
  values.forEach((value, i) => {
    if (runs.at(-1)?.value === value) runs.at(-1).positions.push(i);
    else runs.push({ value, positions: [i] });
  });
  return runs;
}
