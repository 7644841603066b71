// <attention-online-softmax chunk="3" seed="3">
//
// The FlashAttention recurrence, run by the C++ core chunk by chunk
// (am.onlineSoftmax) on 4 queries and 8 keys. The reader steps through the
// chunks (Step, Play, Reset) and sees, per query row, the running maximum μ,
// the running sum ℓ, the rescale factor e^(μ − μ′) and the output so
// far; after the last chunk the output sits next to the full softmax
// attention, which the core also computes. The widget only formats numbers.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { Playback } from '../lib/widget/playback.js';
import { table } from '../figures/model.js';
import { createTableView } from '../figures/dom/table.js';
import { formatNumber } from '../lib/text/format.js';
import { el } from '../lib/text/dom.js';
import { ONLINE_SOFTMAX_SIZES, onlineSoftmaxProblem } from './online-softmax/problem.js';
import { describeStep, rescaledRows } from './online-softmax/steps.js';

export const tagName = 'attention-online-softmax';

const PLAY_INTERVAL_MS = 900;

export default class AttentionOnlineSoftmax extends AttentionWidget {
  static exportTitle = 'Online softmax, chunk by chunk';
  static fields = [
    field({ key: 'chunk', attribute: 'chunk', param: 'chunk', label: 'the chunk size', subject: 'The chunk size',
            caption: 'Keys per chunk', min: 1, max: ONLINE_SOFTMAX_SIZES.m, fallback: 3, slider: true,
            hint: `How many of the ${ONLINE_SOFTMAX_SIZES.m} keys each step reads. Changing it starts the run again.` }),
    field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
            min: 0, max: 2 ** 32 - 1, fallback: 3, hint: 'Draws other queries, keys and values.' }),
  ];

  build() {
    const root = el('div', 'online-softmax widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(this.controls.chunk.element, this.controls.seed.element);
    root.append(fields, this.buildButtons(), this.buildKeyStrip());
    this.story = el('p', 'online-softmax__story');
    this.story.setAttribute('aria-live', 'polite');
    this.table = createTableView({ className: 'online-softmax__table' });
    root.append(this.story, this.table.element);
    return root;
  }

  buildButtons() {
    const bar = el('div', 'online-softmax__buttons');
    bar.setAttribute('role', 'group');
    bar.setAttribute('aria-label', 'Run the recurrence');
    this.resetButton = el('button', 'button button--quiet', 'Reset');
    this.stepButton = el('button', 'button', 'Step: read the next chunk');
    this.playButton = el('button', 'button button--quiet', 'Play');
    for (const button of [this.resetButton, this.stepButton, this.playButton]) button.type = 'button';
    this.playback = new Playback(this, {
      button: this.playButton, interval: PLAY_INTERVAL_MS,
      onStart: () => { if (this.position >= this.trace.steps.length - 1) this.showPosition(-1); },
      tick: () => { this.advance(); return this.position < this.trace.steps.length - 1; },
    });
    this.resetButton.addEventListener('click', () => { this.playback.pause(); this.showPosition(-1); });
    this.stepButton.addEventListener('click', () => { this.playback.pause(); this.advance(); });
    bar.append(this.resetButton, this.stepButton, this.playButton);
    return bar;
  }

  // One box per key, coloured by whether it has been read; decoration only
  // (aria-hidden): the sentence above the table says the same in words.
  buildKeyStrip() {
    const wrap = el('div', 'online-softmax__keys');
    wrap.setAttribute('aria-hidden', 'true');
    wrap.append(el('span', 'online-softmax__keys-label', 'keys'));
    this.keyBoxes = Array.from({ length: ONLINE_SOFTMAX_SIZES.m }, (_, j) => el('span', 'online-softmax__key', String(j + 1)));
    wrap.append(...this.keyBoxes);
    return wrap;
  }

  // A new chunk size or seed runs the recurrence again and starts from
  // nothing read; Step, Play and Reset move through the same trace.
  prepare(am, { chunk, seed }) {
    if (this.problemSeed !== seed || this.problemCore !== am) {
      this.problem = onlineSoftmaxProblem(am, seed);
      Object.assign(this, { problemSeed: seed, problemCore: am });
    }
    this.trace = am.onlineSoftmax({ ...this.problem, chunk });
    this.playback.pause();
    this.position = -1;
  }

  model() {
    return positionFigures(this.trace, this.position);
  }

  render({ last, keys, story, table: tableFigure }) {
    this.stepButton.disabled = last;
    this.keyBoxes.forEach((box, j) => {
      box.classList.toggle('is-read', keys[j] === 'read');
      box.classList.toggle('is-current', keys[j] === 'current');
    });
    this.story.textContent = story;
    this.story.classList.toggle('is-done', last);
    this.table.update(tableFigure);
  }

  advance() {
    if (this.trace) this.showPosition(Math.min(this.position + 1, this.trace.steps.length - 1));
  }

  // position −1: nothing read; k: after chunk k (0-based).
  showPosition(position) {
    this.position = position;
    this.render(this.model());
  }
}

// What the reader sees after chunk `position` (−1: before the first).
function positionFigures(trace, position) {
  const { n, m, dV } = ONLINE_SOFTMAX_SIZES;
  const step = trace.steps[position];
  const last = position === trace.steps.length - 1;
  const rescaled = new Set(step ? rescaledRows(step, position) : []);
  const vector = (values, row) => Array.from(values.slice(row * dV, (row + 1) * dV), (x) => formatNumber(x, 4)).join(', ');
  return {
    last,
    keys: Array.from({ length: m }, (_, j) => {
      if (!step) return '';
      if (j < step.keyBegin) return 'read';
      return j < step.keyEnd ? 'current' : '';
    }),
    story: describeStep(trace, position),
    table: table({
      caption: 'Per query row: running max μ, running sum ℓ, this step’s rescale factor, and the output so far',
      columns: [{ label: 'query' }, { label: 'μ (running max)', numeric: true }, { label: 'ℓ (running sum)', numeric: true },
                { label: 'rescale e^(μ − μ′)', numeric: true }, { label: 'output so far, o / ℓ', numeric: true },
                { label: 'full softmax attention', numeric: true }],
      rows: Array.from({ length: n }, (_, row) => ({
        header: String(row + 1),
        marks: rescaled.has(row) ? ['rescaled'] : [],
        cells: step
          ? [formatNumber(step.runningMax[row], 4), formatNumber(step.runningSum[row], 4),
             position === 0 ? '—' : formatNumber(step.rescale[row], 4), vector(step.output, row),
             last ? vector(trace.reference, row) : 'after the last chunk']
          : ['−∞', '0', '—', '—', 'after the last chunk'],
      })),
    }),
  };
}
