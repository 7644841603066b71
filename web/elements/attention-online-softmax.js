// <attention-online-softmax chunk="3" seed="3">
//
// The FlashAttention recurrence, run by the C++ core chunk by chunk
// (am.onlineSoftmax) on 4 queries and 8 keys. The reader steps through the
// chunks (Step, Play, Reset) and sees, per query row, the running maximum m,
// the running sum ℓ, the rescale factor e^{m_old − m_new} and the output so
// far; after the last chunk the output sits next to the full softmax
// attention, which the core also computes. The widget only formats numbers.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { createDataTable, formatNumber } from '../figures/data-table.js';
import { el } from '../lib/text/dom.js';
import { ONLINE_SOFTMAX_SIZES, onlineSoftmaxProblem } from './online-softmax/problem.js';
import { describeStep, rescaledRows } from './online-softmax/steps.js';

export const tagName = 'attention-online-softmax';

const PLAY_INTERVAL_MS = 900;

export default class AttentionOnlineSoftmax extends AttentionWidget {
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
    this.table = createDataTable({
      caption: 'Per query row: running max m, running sum ℓ, this step’s rescale factor, and the output so far',
      columns: [{ label: 'query' }, { label: 'm (running max)', numeric: true }, { label: 'ℓ (running sum)', numeric: true },
                { label: 'rescale e^(m_old − m_new)', numeric: true }, { label: 'output so far, o / ℓ', numeric: true },
                { label: 'full softmax attention', numeric: true }],
      className: 'online-softmax__table',
    });
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
    this.playButton.setAttribute('aria-pressed', 'false');
    this.resetButton.addEventListener('click', () => { this.stop(); this.showPosition(-1); });
    this.stepButton.addEventListener('click', () => { this.stop(); this.advance(); });
    this.playButton.addEventListener('click', () => (this.timer ? this.stop() : this.play()));
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

  update(am, { chunk, seed }) {
    if (this.problemSeed !== seed) {
      this.problem = onlineSoftmaxProblem(am, seed);
      this.problemSeed = seed;
    }
    this.trace = am.onlineSoftmax({ ...this.problem, chunk });
    this.stop();
    this.showPosition(-1);
  }

  advance() {
    if (!this.trace) return;
    this.showPosition(Math.min(this.position + 1, this.trace.steps.length - 1));
  }

  play() {
    if (!this.trace) return;
    if (this.position >= this.trace.steps.length - 1) this.showPosition(-1);
    this.playButton.textContent = 'Pause';
    this.playButton.setAttribute('aria-pressed', 'true');
    this.timer = setInterval(() => {
      this.advance();
      if (this.position >= this.trace.steps.length - 1) this.stop();
    }, PLAY_INTERVAL_MS);
  }

  stop() {
    clearInterval(this.timer);
    this.timer = null;
    this.playButton.textContent = 'Play';
    this.playButton.setAttribute('aria-pressed', 'false');
  }

  // position −1: nothing read; k: after chunk k (0-based).
  showPosition(position) {
    this.position = position;
    const { steps } = this.trace;
    const step = steps[position];
    const last = position === steps.length - 1;
    this.stepButton.disabled = last;
    this.keyBoxes.forEach((box, j) => {
      box.classList.toggle('is-read', Boolean(step) && j < step.keyBegin);
      box.classList.toggle('is-current', Boolean(step) && j >= step.keyBegin && j < step.keyEnd);
    });
    this.story.textContent = describeStep(this.trace, position);
    this.story.classList.toggle('is-done', last);
    this.table.update(this.rows(step, position, last));
  }

  rows(step, position, last) {
    const { n, dV } = ONLINE_SOFTMAX_SIZES;
    const rescaled = new Set(step ? rescaledRows(step, position) : []);
    const vector = (values, row) => Array.from(values.slice(row * dV, (row + 1) * dV), (x) => formatNumber(x, 4)).join(', ');
    return Array.from({ length: n }, (_, row) => ({
      header: String(row + 1),
      className: rescaled.has(row) ? 'is-rescaled' : '',
      cells: step
        ? [formatNumber(step.runningMax[row], 4), formatNumber(step.runningSum[row], 4),
           position === 0 ? '—' : formatNumber(step.rescale[row], 4), vector(step.output, row),
           last ? vector(this.trace.reference, row) : 'after the last chunk']
        : ['−∞', '0', '—', '—', 'after the last chunk'],
    }));
  }

  disconnectedCallback() {
    if (this.built) this.stop(); // never drawn: nothing is playing
  }
}
