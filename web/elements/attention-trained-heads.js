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
// Every figure, the strip's cards included, is its model's
// (./trained-heads/model.js); the element draws them and the link.

import { AttentionWidget } from '../lib/widget/widget.js';
import { CoreTask } from '../lib/widget/core-task.js';
import { compute } from '../lib/core/compute-client.js';
import { createHeatmapView } from '../figures/dom/heatmap.js';
import { paintHeat } from '../figures/colour-scale.js';
import { createMarkKey } from '../figures/dom/mark-key.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { el, part } from '../lib/text/dom.js';
import { richText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { letterOf, parseSequence, randomRepeated, sequenceText } from './trained-heads/sequence.js';
import { readCell, whyTheyMatch } from './trained-heads/link.js';
import { DEFAULT_SEQUENCE, fields, heldOutRequest, model } from './trained-heads/model.js';

export const tagName = 'attention-trained-heads';

const linkPrompt = () => message('trained-heads-link-prompt');

export default class AttentionTrainedHeads extends AttentionWidget {
  static get exportTitle() { return message('trained-heads-export-title'); }

  static idPrefix = 'trained-heads';

  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'trained-heads widget-card');
    this.markKey = createMarkKey('trained-heads__key');
    // What a layer-2 cell reads, said right under the layer-2 map (the cell
    // in view is never far from it), with layer 1's row drawn inline where
    // the layer-1 map is not beside it (stacked maps: CSS shows the row).
    this.link = part(el('div', 'trained-heads__link is-prompt'), 'link');
    this.linkText = part(el('p', 'trained-heads__link-text', linkPrompt()), 'link-text');
    this.linkText.setAttribute('aria-live', 'polite');
    this.linkRow = part(el('div', 'trained-heads__link-row'), 'link-row');
    this.linkRow.setAttribute('aria-hidden', 'true'); // the sentence says it; this is its picture
    this.link.append(this.linkText, this.linkRow);
    this.renderLinkRow(null, null);
    root.append(this.buildInput(), this.controls.layer1Off.element, this.markKey.element);
    this.maps = part(el('div', 'trained-heads__maps'), 'maps');
    this.guesses = el('div', 'trained-heads__guesses');
    this.ablation = createTableView({ className: 'trained-heads__ablation' });
    this.looksMore = createFigureMore({
      summary: message('trained-heads-looks-summary'),
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
    const label = el('label', 'field__label', message('trained-heads-sequence-field'));
    label.htmlFor = id;
    this.input = el('input', 'field__input trained-heads__text');
    Object.assign(this.input, { id, type: 'text', spellcheck: false, autocomplete: 'off' });
    this.input.setAttribute('autocapitalize', 'characters');
    this.message = el('p', 'field__message');
    this.message.id = `${id}-message`;
    this.message.hidden = true;
    this.message.setAttribute('aria-live', 'polite');
    this.input.setAttribute('aria-describedby', this.message.id);
    const show = el('button', 'button', message('trained-heads-show'));
    show.type = 'submit';
    const random = el('button', 'button trained-heads__random', message('trained-heads-random'));
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
      this.setFieldMessage(this.fields[0], message('trained-heads-still-showing', { problem: parsed.message, sequence: this.shownSequence() }));
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

  // ---- numbers (./trained-heads/model.js) ----

  coreReady(am) {
    this.pretrained = am.transformerPretrained();
  }

  // The held-out scores take a few hundred milliseconds: in the worker, once.
  // Until they arrive the model draws an empty table (hidden).
  prepare() {
    if (!this.scores && !this.scoresTask) {
      this.scoresTask = new CoreTask(this);
      this.scoresTask.run('held-out', () => compute('headScores', heldOutRequest(this.pretrained))
        .then((scores) => { this.scores = scores; }));
    }
    return { pretrained: this.pretrained, scores: this.scores ?? null };
  }

  render(figures) {
    this.figures = figures;
    this.input.value = figures.sequence;
    this.markKey.update(figures.heads[0]);
    this.renderHeads(figures.heads);
    this.renderGuesses(figures.strip);
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
      const column = part(el('div', 'trained-heads__head'), 'head');
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
    const text = cell ? whyTheyMatch(link, ...cell) : linkPrompt();
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
      this.linkRow.replaceChildren(part(el('span', 'trained-heads__link-row-title', message('trained-heads-link-row-empty')), 'link-row-title'));
      return;
    }
    const { tokens, layer1 } = link;
    const [j, read] = lit;
    const n = tokens.length;
    const cells = el('ol', 'trained-heads__link-cells');
    for (let k = 0; k <= j; k += 1) {
      const cell = part(el('li', `trained-heads__link-cell${k === read ? ' is-read' : ''}`), 'link-cell');
      paintHeat(cell, layer1[j * n + k]);
      cell.append(letterOf(tokens[k]), el('sub', '', String(k)));
      cells.append(cell);
    }
    this.linkRow.replaceChildren(part(el('span', 'trained-heads__link-row-title',
      message('trained-heads-link-row-title', { position: j, read })), 'link-row-title'), cells);
  }

  // The guesses drawn as a strip (the model's runs of cards): one small
  // card per position, each run under a bracket that says what can be
  // known there.
  renderGuesses({ caption, runs }) {
    const strip = el('div', 'trained-heads__strip');
    for (const run of runs) {
      const group = part(el('div', `trained-heads__run is-${run.repeat ? 'repeat' : 'first'}`), 'guess-run');
      const list = el('ol', 'trained-heads__cards');
      list.start = run.cards[0].position;
      for (const card of run.cards) list.append(this.guessCard(card));
      group.append(part(el('p', 'trained-heads__run-label', run.label), 'guess-run-label'), list);
      strip.append(group);
    }
    const title = el('p', 'trained-heads__guesses-title', caption);
    const rowNames = part(el('p', 'trained-heads__guesses-rows', message('trained-heads-guesses-note')), 'guesses-note');
    this.guesses.replaceChildren(title, strip, rowNames);
  }

  guessCard({ position, letter, guess, kind, mark, chance, repeat, label }) {
    const item = part(el('li', `trained-heads__guess is-guess-${kind}${repeat ? '' : ' is-chance'}`), 'guess');
    item.dataset.position = String(position);
    const bar = el('span', 'trained-heads__guess-bar');
    bar.style.setProperty('--p', String(chance.value));
    item.append(el('span', 'trained-heads__guess-letter', letter), part(el('span', 'trained-heads__guess-next', guess), 'guess-next'),
      part(el('span', 'trained-heads__guess-mark', mark), 'guess-mark'), bar, part(el('span', 'trained-heads__guess-p', chance.text), 'guess-p'));
    item.dataset.probability = String(chance.value);
    item.setAttribute('aria-label', label);
    return item;
  }
}
