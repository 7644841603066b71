// <attention-trained-heads sequence="DKAHFBJCDKAHFBJC">
//
// The heads of a trained model on the reader's own sequence. The model is
// the checkpoint the build trains and ships (am.transformerPretrained(): two
// layers of one head, 12 tokens written A … L, 24 positions). Each head's
// weights are drawn on the fixed 0–1 weight scale, with three stripes
// outlined: the previous token (i − 1), the earlier copy of the same token,
// and the induction target (the token after that copy: i − period + 1 when a
// half is repeated), each labelled with the mean weight it gets. A table
// says where each query looks and what the model predicts next; another
// gives the core's scores on held-out sequences. Under the maps, a
// strip of the model's guesses for each next letter, right or wrong, each
// with the probability the model gives it (the core's softmax of its logits).
//
// The maps are colour only (a value on hover and focus, every number in
// the spoken names and the exports), side by side while they fit. Pointing
// at or focusing a layer-2 cell (i, j) lights the layer-1 cell (j, j − 1)
// it reads, and a caption under the layer-2 map says in letters what layer
// 1 wrote there and whether it is the query's letter
// (./trained-heads/link.js); Escape clears. Where the maps are stacked (a
// phone) the layer-1 map is out of sight, so layer 1's row j is drawn
// inline under the caption, the read cell ringed.
//
// "Switch off layer 1" runs the same core forward pass on a copy of the
// model whose layer-1 W_O is all zeros: layer 1 still attends, but writes
// nothing into the stream, so layer 2 loses the previous letter it reads.
// A small table sets the induction stripe and the guesses in the repeat
// with layer 1 on and off side by side.
//
// The sequence is in the attribute (and so the URL: ?heads.seq=…). A letter
// the model does not know, or too long a sequence, is the core's refusal,
// shown under the field; the last good sequence stays on screen.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { CoreTask } from '../lib/widget/core-task.js';
import { compute } from '../lib/core/compute-client.js';
import { WEIGHT_SCALE, matrix, table } from '../figures/model.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { paintHeat } from '../figures/colour-scale.js';
import { createMarkKey } from '../figures/dom/mark-key.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';
import { richText } from '../lib/text/rich-text.js';
import { inLetters, letterOf, parseSequence, randomRepeated, sequenceText, stripeMean, stripes } from './trained-heads/sequence.js';
import { routedError } from '../lib/core/errors.js';
import { HELD_OUT_SEED, headName, scoreColumns, scoreCells } from './trained-heads/scores.js';
import { argmaxOf, guessesInRepeat, nextGuesses, withoutLayerOutput } from './trained-heads/ablation.js';
import { stripeMarks } from './trained-heads/stripe-styles.js';
import { readCell, whyTheyMatch } from './trained-heads/link.js';

export const tagName = 'attention-trained-heads';

export const DEFAULT_SEQUENCE = 'DKAHFBJCDKAHFBJC';
const SHORT = { previous: 'previous token', duplicate: 'duplicate token', induction: 'induction' };
const STRIPES = Object.keys(SHORT);
const LINK_PROMPT = 'Point at or focus a cell of the layer-2 map: the layer-1 cell it reads lights up, and this line says what layer 1 wrote there.';

export default class AttentionTrainedHeads extends AttentionWidget {
  static exportTitle = 'Trained heads: each head of the shipped model on a sequence';

  static idPrefix = 'trained-heads';

  static fields = [
    field({ key: 'sequence', attribute: 'sequence', param: 'seq', kind: 'text', label: 'the sequence',
            subject: 'The sequence', argument: 'tokens', fallback: DEFAULT_SEQUENCE }),
    field({ key: 'layer1Off', attribute: 'layer1-off', param: 'off1', kind: 'switch', label: 'layer 1 switched off',
            subject: 'Switching off layer 1', caption: 'Switch off layer 1 (its W_O set to 0)', fallback: false,
            hint: 'Layer 1 still looks where it did, but writes nothing into the stream: layer 2 then has no “previous letter” to match.' }),
  ];

  build() {
    const root = el('div', 'trained-heads widget-card');
    this.markKey = createMarkKey('trained-heads__key');
    // What a layer-2 cell reads, said right under the layer-2 map (the cell
    // in view is never far from it), with layer 1's row drawn inline where
    // the layer-1 map is not beside it (stacked maps: CSS shows the row).
    this.link = el('div', 'trained-heads__link is-prompt');
    this.linkText = el('p', 'trained-heads__link-text', LINK_PROMPT);
    this.linkText.setAttribute('aria-live', 'polite');
    this.linkRow = el('div', 'trained-heads__link-row');
    this.linkRow.setAttribute('aria-hidden', 'true'); // the sentence says it; this is its picture
    this.link.append(this.linkText, this.linkRow);
    this.renderLinkRow(null, null);
    root.append(this.buildInput(), this.controls.layer1Off.element, this.markKey.element);
    this.maps = el('div', 'trained-heads__maps');
    this.guesses = el('div', 'trained-heads__guesses');
    this.ablation = createTableView({ className: 'trained-heads__ablation' });
    this.looksMore = createFigureMore({
      summary: 'Where each position looks, and what the model predicts next, as a table',
      build: () => { this.looks = createTableView({ className: 'trained-heads__looks' }); return this.looks.element; },
      render: (figure) => this.looks.update(figure),
    });
    this.heldOut = createTableView({ className: 'trained-heads__held-out' });
    // The guesses under both maps, across the card.
    root.append(this.maps, this.guesses, this.ablation.element, this.heldOut.element, this.looksMore.element);
    this.heatmaps = [];
    return root;
  }

  buildInput() {
    const form = el('form', 'trained-heads__input');
    const id = `${this.idPrefix}-seq`;
    const label = el('label', 'field__label', 'Sequence (A–L, up to 24)');
    label.htmlFor = id;
    this.input = el('input', 'field__input trained-heads__text');
    Object.assign(this.input, { id, type: 'text', spellcheck: false, autocomplete: 'off' });
    this.input.setAttribute('autocapitalize', 'characters');
    this.message = el('p', 'field__message');
    this.message.id = `${id}-message`;
    this.message.hidden = true;
    this.message.setAttribute('aria-live', 'polite');
    this.input.setAttribute('aria-describedby', this.message.id);
    const show = el('button', 'button', 'Show');
    show.type = 'submit';
    const random = el('button', 'button trained-heads__random', 'Random letters, repeated');
    random.type = 'button';
    this.draws = 0;
    random.addEventListener('click', () => this.pickRandom());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.onTyped(this.input.value);
    });
    const row = el('div', 'trained-heads__row');
    row.append(this.input, show, random);
    form.append(label, row, this.message);
    return form;
  }

  onTyped(text) {
    const parsed = parseSequence(text, this.pretrained?.config.vocab);
    if (!parsed.ok) {
      this.setFieldMessage(this.fields[0], `${parsed.message} Still showing ${this.shownSequence()}.`);
      return;
    }
    this.setValues({ sequence: sequenceText(parsed.tokens) });
  }

  pickRandom() {
    if (!this.am) return;
    const { vocab, context } = this.pretrained.config;
    this.draws += 1;
    // As long as the core's test sequences (transformer::probe_half: a third of the context, twice).
    const half = Math.floor(context / 3);
    this.setValues({ sequence: sequenceText(randomRepeated(this.am, this.draws, half, vocab)) });
  }

  shownSequence() {
    return this.drawn?.sequence ?? DEFAULT_SEQUENCE;
  }

  // What "Still showing …" names after a refusal (the base formats values).
  shownValue() {
    return this.shownSequence();
  }

  // The sequence has no field control of its own: its messages (and the
  // core's about tokens) go under the box.
  setFieldMessage(field, text) {
    if (field.key !== 'sequence') { super.setFieldMessage(field, text); return; }
    this.message.replaceChildren(...richText(text));
    this.message.hidden = text === '';
    if (text) this.input.setAttribute('aria-invalid', 'true');
    else this.input.removeAttribute('aria-invalid');
  }

  // ---- numbers ----

  coreReady(am) {
    this.pretrained = am.transformerPretrained();
  }

  // The held-out scores take a few hundred milliseconds: in the worker, once.
  prepare() {
    if (this.scores || this.scoresTask) return;
    this.scoresTask = new CoreTask(this);
    this.scoresTask.run('held-out', () => compute('headScores', { model: this.pretrained, seed: HELD_OUT_SEED, sequences: 64 })
      .then((scores) => { this.scores = scores; }));
  }

  model(am, { sequence, layer1Off }) {
    const text = sequence ?? DEFAULT_SEQUENCE;
    const parsed = parseSequence(text, this.pretrained.config.vocab);
    if (!parsed.ok) throw routedError(parsed.message, { argument: 'tokens' });
    const { tokens } = parsed;
    const forwardOf = (model) => {
      try {
        return am.transformerForward({ model, tokens });
      } catch (error) {
        throw inLetters(error);
      }
    };
    const intact = forwardOf(this.pretrained);
    const ablated = forwardOf(withoutLayerOutput(this.pretrained, 0));
    const forward = layer1Off ? ablated : intact;
    const n = tokens.length;
    const marks = stripes(tokens);
    // A letter with its position as a subscript: D₀ K₁ …, so a repeated letter
    // still names one column.
    const labels = tokens.map((t, i) => `${letterOf(t)}_{${i}}`);
    const heads = forward.attention.flatMap((layer, l) => layer.map((weights, h) => ({ layer: l + 1, head: h + 1, weights })));
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
      guesses: this.guessesTable(am, tokens, forward, layer1Off, marks),
      ablation: this.ablationTable(tokens, marks, { intact, ablated }),
      looks: this.looksTable(tokens, heads, forward),
      heldOut: this.heldOutTable(),
    };
  }

  // Where each query puts most of its weight, and the model's next token.
  looksTable(tokens, heads, forward) {
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

  // The strip under the layer-2 map: at each position, the letter the model
  // guesses comes next, marked right (✓) or wrong (✗) against the sequence,
  // and the probability it gives that guess: the core's softmax of the
  // position's logits (the forward pass returns logits, not probabilities).
  // A position whose letter has not come before (a row with no induction
  // cell) is "first time": its next letter cannot be known from the
  // context, so a right guess there is chance, and the strip says so.
  guessesTable(am, tokens, forward, layer1Off, marks) {
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

  ablationTable(tokens, marks, runs) {
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

  heldOutTable() {
    return table({
      caption: `Each head’s scores, the mean of 64 test sequences the model never trained on: eight letters, then the same eight`,
      columns: scoreColumns(),
      rows: (this.scores ?? []).map((s) => ({ header: headName(s.layer, s.head), cells: scoreCells(s) })),
    });
  }

  render(figures) {
    this.figures = figures;
    this.input.value = figures.sequence;
    this.markKey.update(figures.heads[0]);
    this.renderHeads(figures.heads);
    this.renderGuesses(figures.guesses);
    this.ablation.update(figures.ablation);
    this.looksMore.update(figures.looks);
    this.heldOut.update(figures.heldOut);
    this.heldOut.element.hidden = !this.scores;
    this.dataset.sequence = figures.sequence;
    this.setFieldMessage(this.fields[0], '');
  }

  renderHeads(heads) {
    while (this.heatmaps.length < heads.length) {
      const k = this.heatmaps.length;
      const view = createHeatmapView(k === 1 ? { onShowCell: (cell) => this.showLink(cell) } : {});
      const column = el('div', 'trained-heads__head');
      column.append(view.element);
      this.heatmaps.push(view);
      this.maps.append(column);
    }
    heads.forEach((figure, k) => this.heatmaps[k].update(k === 0 ? this.withLit(figure) : figure));
    // Right under the last (layer-2) map: what its cells read.
    this.heatmaps.at(-1).element.after(this.link);
  }

  // The layer-1 map with the cell the shown layer-2 cell reads lit.
  withLit(figure) {
    return this.lit ? { ...figure, highlight: { cells: [this.lit] } } : figure;
  }

  // A layer-2 cell under the pointer or with focus (null: none, or Escape).
  showLink(cell) {
    const { link, heads } = this.figures;
    this.lit = cell ? readCell(...cell) : null;
    const text = cell ? whyTheyMatch(link, ...cell) : LINK_PROMPT;
    if (this.linkText.textContent !== text) this.linkText.textContent = text;
    this.link.classList.toggle('is-prompt', !cell);
    this.renderLinkRow(link, this.lit);
    this.heatmaps[0].update(this.withLit(heads[0]));
  }

  // Layer 1's row j (its weights on keys 0 … j), each cell a letter on the
  // weight scale, with the cell the layer-2 cell reads, (j, j − 1), ringed:
  // the lit cell of the layer-1 map, for when that map is out of sight.
  renderLinkRow(link, lit) {
    if (!lit) {
      this.linkRow.replaceChildren(el('span', 'trained-heads__link-row-title', 'The layer-1 row that cell reads appears here (the layer-1 map is further up).'));
      return;
    }
    const { tokens, layer1 } = link;
    const [j, read] = lit;
    const n = tokens.length;
    const cells = el('ol', 'trained-heads__link-cells');
    for (let k = 0; k <= j; k += 1) {
      const cell = el('li', `trained-heads__link-cell${k === read ? ' is-read' : ''}`);
      paintHeat(cell, layer1[j * n + k]);
      cell.append(letterOf(tokens[k]), el('sub', '', String(k)));
      cells.append(cell);
    }
    this.linkRow.replaceChildren(el('span', 'trained-heads__link-row-title',
      `Layer 1 at position ${j}, looking back (shade: its weight, as in the maps; ringed: position ${read}):`), cells);
  }

  // The guesses table drawn as a strip: one small card per position, in
  // runs of "first time" and "repeat" positions, each run under a bracket
  // that says what can be known there: nothing the first time, and k of n
  // right in a repeat.
  renderGuesses(figure) {
    const [letters, seen, guesses, verdicts, chances] = figure.rows;
    const strip = el('div', 'trained-heads__strip');
    for (const run of runsOf(seen.cells)) {
      const repeat = run.value === 'repeat';
      const checked = run.positions.filter((i) => verdicts.cells[i] !== '–');
      const right = checked.filter((i) => cardVerdict(verdicts.cells[i]) === 'right').length;
      // A short run has room for a short label only: the same words, cut.
      const wide = run.positions.length >= 4;
      const tally = checked.length ? `: ${right} of ${checked.length}${wide ? ' right' : ''}` : '';
      const label = repeat ? `Repeat${tally}` : `First time${wide ? ': cannot be known' : ''}`;
      const group = el('div', `trained-heads__run is-${repeat ? 'repeat' : 'first'}`);
      const list = el('ol', 'trained-heads__cards');
      list.start = run.positions[0];
      for (const i of run.positions) list.append(this.guessCard(i, letters.cells[i], guesses.cells[i], verdicts.cells[i], chances.cells[i], repeat));
      group.append(el('p', 'trained-heads__run-label', label), list);
      strip.append(group);
    }
    const title = el('p', 'trained-heads__guesses-title', figure.caption);
    const rowNames = el('p', 'trained-heads__guesses-rows', 'Top: the letter; then the guess for the next one, ✓ right or ✗ wrong; '
      + 'bottom, as a bar and a percentage: the probability the model gives its guess (the softmax of its scores for the 12 letters), '
      + 'how sure it is, not whether it is right. The first time a letter comes, nothing in the sequence says what follows it: '
      + 'a guess there is right only by chance (greyed). Once a letter repeats, what followed it last time is the clue. '
      + 'The last letter’s guess has nothing after it to check (–).');
    this.guesses.replaceChildren(title, strip, rowNames);
  }

  guessCard(i, letter, guess, verdict, chance, repeat) {
    const kind = cardVerdict(verdict);
    const item = el('li', `trained-heads__guess is-guess-${kind}${repeat ? '' : ' is-chance'}`);
    item.dataset.position = String(i);
    const mark = { right: '✓', wrong: '✗', none: '–' }[kind];
    const bar = el('span', 'trained-heads__guess-bar');
    bar.style.setProperty('--p', String(chance.value));
    item.append(el('span', 'trained-heads__guess-letter', letter), el('span', 'trained-heads__guess-next', guess),
      el('span', 'trained-heads__guess-mark', mark), bar, el('span', 'trained-heads__guess-p', chance.text));
    item.dataset.probability = String(chance.value);
    const said = kind === 'none' ? 'nothing to check' : repeat ? kind : `${kind}, but the first time a letter comes its next one cannot be known`;
    item.setAttribute('aria-label', `position ${i}, ${letter}: guesses ${guess} next with probability ${chance.text}, ${said}`);
    return item;
  }
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
