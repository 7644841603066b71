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
import { inLetters, letterOf, parseSequence, sequenceText, stripeMean, stripes } from './sequence.js';
import { HELD_OUT_SEED, headName, scoreColumns, scoreCells } from './scores.js';
import { argmaxOf, guessesInRepeat, nextGuesses, withoutLayerOutput } from './ablation.js';
import { stripeMarks } from './stripe-styles.js';

export const DEFAULT_SEQUENCE = 'DKAHFBJCDKAHFBJC';
// How many held-out sequences the table's scores are the mean of.
export const HELD_OUT_SEQUENCES = 64;
const SHORT = { previous: 'previous token', duplicate: 'duplicate token', induction: 'induction' };
const STRIPES = Object.keys(SHORT);

export const fields = [
  field({ key: 'sequence', attribute: 'sequence', param: 'seq', kind: 'text', label: 'the sequence',
          subject: 'The sequence', argument: 'tokens', fallback: DEFAULT_SEQUENCE }),
  field({ key: 'layer1Off', attribute: 'layer1-off', param: 'off1', kind: 'switch', label: 'layer 1 switched off',
          subject: 'Switching off layer 1', caption: 'Switch off layer 1 (its W_O set to 0)', fallback: false,
          hint: 'Layer 1 still looks where it did, but writes nothing into the stream: layer 2 then has no “previous letter” to match.' }),
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
  return {
    sequence: sequenceText(tokens),
    link: { tokens, layer1: forward.attention[0][0], layer2: forward.attention[1][0], layer1Off },
    heads: heads.map(({ layer, head, weights }) => {
      const means = STRIPES.map((name) => {
        const mean = stripeMean(weights, n, marks[name]);
        return `${SHORT[name]} ${mean === null ? '–' : formatNumber(mean, 2)}`;
      });
      const off = layer1Off && layer === 1 ? ' (switched off: looks as before, writes nothing)' : '';
      return matrix({
        title: `${headName(layer, head)}${off}. Mean weight on each stripe, on this sequence: ${means.join(' · ')}`,
        values: weights, rows: n, cols: n, rowLabels: labels, colLabels: labels, corner: 'query ↓ key →',
        decimals: 2, cellText: 'none', scale: WEIGHT_SCALE, legend: layer === heads.at(-1).layer && head === heads.at(-1).head,
        ...stripeMarks(marks), plainLabel: (label) => label.replace(/_\{(\d+)\}$/, ' (position $1)'),
        describe: (_row, _col, t, r, c, names) => `${headName(layer, head)}: position ${r} (${letterOf(tokens[r])}) to `
          + `position ${c} (${letterOf(tokens[c])}): ${t}${names?.length ? `, ${names.map((name) => SHORT[name]).join(' and ')} stripe` : ''}`,
      });
    }),
    guesses,
    strip: guessStrip(guesses),
    ablation: ablationTable(tokens, marks, { intact, ablated }),
    looks: looksTable(tokens, heads, forward),
    heldOut: heldOutTable(scores),
  };
}

// Where each query puts most of its weight, and the model's next token.
function looksTable(tokens, heads, forward) {
  const n = tokens.length;
  const guesses = nextGuesses(forward, tokens);
  return table({
    caption: 'Where each position looks, and what the model predicts next',
    columns: [{ label: 'position' }, { label: 'token' },
      ...heads.map(({ layer, head }) => ({ label: `${headName(layer, head)} looks at` })),
      { label: 'predicts next' }, { label: 'actual next' }, { label: 'guess' }],
    rows: tokens.map((token, i) => {
      const { guess, right } = guesses[i];
      return {
        header: String(i),
        cells: [letterOf(token),
          ...heads.map(({ weights }) => { const j = argmaxOf(weights, i * n, n); return `${j} (${letterOf(tokens[j])}), ${formatNumber(weights[i * n + j], 2)}`; }),
          letterOf(guess), i + 1 < n ? letterOf(tokens[i + 1]) : '–',
          right === null ? '–' : right ? 'right' : { text: 'wrong', tone: 'bad' }],
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
    if (!seen[i]) return right ? '✓ by chance' : '✗ cannot be known';
    return right ? '✓ right' : { text: '✗ wrong', tone: 'bad' };
  };
  return table({
    caption: `The model’s guess for the next letter${layer1Off ? ', with layer 1 switched off' : ''} (✓ right, ✗ wrong), and its probability`,
    columns: [{ label: 'position' }, ...tokens.map((_, i) => ({ label: String(i) }))],
    rows: [
      { header: 'letter', cells: tokens.map(letterOf) },
      { header: 'letter seen before?', cells: seen.map((s) => (s ? 'repeat' : 'first time')) },
      { header: 'guesses next', cells: guesses.map(({ guess }) => letterOf(guess)) },
      { header: 'right?', cells: guesses.map(verdict) },
      { header: 'probability of the guess', cells: guesses.map(({ guess }, i) => {
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
// mark, chance: {text, value}, repeat, label (its spoken name)}.
function guessStrip(figure) {
  const [letters, seen, guesses, verdicts, chances] = figure.rows;
  return {
    caption: figure.caption,
    runs: runsOf(seen.cells).map((run) => {
      const repeat = run.value === 'repeat';
      const checked = run.positions.filter((i) => verdicts.cells[i] !== '–');
      const right = checked.filter((i) => cardVerdict(verdicts.cells[i]) === 'right').length;
      // A short run has room for a short label only: the same words, cut.
      const wide = run.positions.length >= 4;
      const tally = checked.length ? `: ${right} of ${checked.length}${wide ? ' right' : ''}` : '';
      return {
        repeat,
        label: repeat ? `Repeat${tally}` : `First time${wide ? ': cannot be known' : ''}`,
        cards: run.positions.map((i) => {
          const kind = cardVerdict(verdicts.cells[i]);
          const [letter, guess, chance] = [letters.cells[i], guesses.cells[i], chances.cells[i]];
          const said = kind === 'none' ? 'nothing to check' : repeat ? kind : `${kind}, but the first time a letter comes its next one cannot be known`;
          return { position: i, letter, guess, kind, mark: { right: '✓', wrong: '✗', none: '–' }[kind], chance, repeat,
                   label: `position ${i}, ${letter}: guesses ${guess} next with probability ${chance.text}, ${said}` };
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
      count === 0 ? '–' : { text: `${right} of ${count}`, value: right },
    ] };
  };
  return table({
    caption: 'Layer 1 on and switched off, on this sequence',
    columns: [{ label: 'layer 1' }, { label: 'layer 2: weight on the induction stripe', numeric: true },
      { label: 'right guesses in the repeat', numeric: true }],
    rows: [row('on', runs.intact), row('switched off (W_O = 0)', runs.ablated)],
  });
}

function heldOutTable(scores) {
  return table({
    caption: `Each head’s mean weight on each stripe, over ${HELD_OUT_SEQUENCES} test sequences the model never trained on: eight letters, then the same eight`,
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

// A verdict cell of the guesses table as right, wrong or none (nothing to check).
function cardVerdict(cell) {
  if (cell === '–') return 'none';
  const text = typeof cell === 'string' ? cell : cell.text;
  return text.startsWith('✓') ? 'right' : 'wrong';
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
