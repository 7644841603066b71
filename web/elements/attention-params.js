// <attention-params d-model="768" heads="12" bias="0" n="1024">
//
// What one multi-head attention layer costs, from the core: its parameters
// (am.attentionParams) for real model sizes, and its FLOPs
// (am.attentionFlops) for h heads of width d_model/h beside one head of
// width d_model, to show that splitting into heads is (almost) free.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { createDataTable } from '../figures/data-table.js';
import { el } from '../lib/text/dom.js';
import { withSubscripts } from '../lib/text/subscripts.js';
import { drawKeepingLastGood, explainHeadError, nearestHeadCounts, subscriptFieldMessages } from './multi-head/head-errors.js';

export const tagName = 'attention-params';

const PRESETS = [
  { label: 'GPT-2 small / BERT-base', dModel: 768, heads: 12 }, // the same attention sizes: one chip
  { label: 'GPT-2 medium', dModel: 1024, heads: 16 },
  { label: 'GPT-2 large', dModel: 1280, heads: 20 },
  { label: 'GPT-2 XL', dModel: 1600, heads: 25 },
];

const FLOP_ROWS = [
  { key: 'projections', label: 'Projections X·W_Q, X·W_K, X·W_V' },
  { key: 'rawScores', label: 'Scores Q·Kᵀ' },
  { key: 'scaling', label: 'Scaling ÷ √d_k', perHead: true },
  { key: 'softmax', label: 'Softmax', perHead: true },
  { key: 'weightedSum', label: 'Weighted sum ·V' },
  { key: 'outputProjection', label: 'Output projection ·W_O' },
];

const count = (value) => value.toLocaleString('en-US');
const MAX_HEADS = 64; // the core's limit (am.limits.attention.maxHeads)

export default class AttentionParams extends AttentionWidget {
  static fields = [
    field({ key: 'dModel', coreName: 'dModel(?=:)', attribute: 'd-model', param: 'dm', label: 'd_model',
            subject: 'd_model', caption: 'Model width d_model', min: 1, max: 65536, fallback: 768,
            hint: 'Width of each token’s vector.' }),
    field({ key: 'heads', coreName: 'heads(?=[: ])', attribute: 'heads', param: 'h', label: 'the number of heads',
            subject: 'The number of heads', caption: 'Heads h', min: 1, max: MAX_HEADS, fallback: 12,
            hint: 'The standard design makes each head d_model / h wide, so h must divide d_model.' }),
    field({ key: 'n', attribute: 'n', param: 'n', label: 'the sequence length', subject: 'The sequence length',
            caption: 'Sequence length n', min: 1, max: 1048576, fallback: 1024,
            hint: 'Parameters do not depend on n; the work does.' }),
    field({ key: 'bias', attribute: 'bias', param: 'bias', kind: 'switch', label: 'biases',
            subject: 'Biases', caption: 'Include biases', fallback: false }),
  ];

  build() {
    const root = el('div', 'mh-params widget-card');
    const fields = el('div', 'widget-fields');
    for (const f of this.fields) {
      fields.append(this.controls[f.key].element);
    }
    this.paramsTable = createDataTable({
      caption: 'Parameters of one attention layer',
      className: 'mh-params__table',
      columns: [{ label: 'Matrix' }, { label: 'Shape', numeric: true }, { label: 'Parameters', numeric: true }],
    });
    this.paramsNote = el('p', 'mh-note');
    this.flopsTable = createDataTable({
      caption: 'Floating-point operations, one pass', // short: it must fit a phone's scroller
      className: 'mh-params__table mh-flops',
      columns: [{ label: 'Step' }, { label: '1 head', numeric: true }, { label: 'h heads', numeric: true },
                { label: 'Same?' }],
    });
    this.flopsNote = el('p', 'mh-note');
    root.append(this.buildPresets(), fields, this.paramsTable.element, this.paramsNote,
      el('h3', 'mh-params__subtitle', 'Do more heads cost more work?'), this.flopsTable.element, this.flopsNote);
    return root;
  }

  buildPresets() {
    const group = el('div', 'mh-presets');
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', 'Model presets');
    this.presetButtons = PRESETS.map((preset) => {
      const button = el('button', 'button button--quiet mh-presets__button');
      button.type = 'button';
      button.append(el('span', 'mh-presets__name', preset.label),
        el('span', 'mh-presets__size', `${preset.dModel} · ${preset.heads} heads`));
      button.addEventListener('click', () => this.setValues({ dModel: preset.dModel, heads: preset.heads }));
      group.append(button);
      return { button, preset };
    });
    return group;
  }

  update(am, values) {
    const { dModel, heads } = values;
    drawKeepingLastGood(this, values, (v) => this.draw(am, v),
      (error) => explainHeadError(error, { dModel, heads, suggestions: nearestHeadCounts(dModel, heads, MAX_HEADS) }));
  }

  showCoreError(error) {
    super.showCoreError(error);
    subscriptFieldMessages(this);
  }

  draw(am, { dModel, heads, n, bias }) {
    const params = am.attentionParams({ dModel, heads, bias });
    const oneHead = am.attentionParams({ dModel, heads: 1, bias });
    const flops = am.attentionFlops({ n, dModel, heads });
    const flopsOne = am.attentionFlops({ n, dModel, heads: 1 });
    this.showParams(params, oneHead, { dModel, heads, bias });
    this.showFlops(flops, flopsOne, heads);
    for (const { button, preset } of this.presetButtons) {
      button.setAttribute('aria-pressed', String(preset.dModel === dModel && preset.heads === heads));
    }
  }

  showParams(params, oneHead, { dModel, heads, bias }) {
    const qk = `(${count(dModel)}, ${heads} × ${params.dK})`;
    const v = `(${count(dModel)}, ${heads} × ${params.dV})`;
    const rows = [
      { header: 'W_Q', cells: [qk, count(params.WQ)] },
      { header: 'W_K', cells: [qk, count(params.WK)] },
      { header: 'W_V', cells: [v, count(params.WV)] },
      { header: 'W_O', cells: [`(${heads} × ${params.dV}, ${count(dModel)})`, count(params.WO)] },
      { header: 'biases', cells: [bias ? '4 vectors' : '—', count(params.biases)] },
      { header: 'total', className: 'data-table__total', cells: ['', count(params.total)] },
    ];
    this.paramsTable.update(rows);
    subscriptHeaders(this.paramsTable.element);
    this.paramsNote.replaceChildren(...withSubscripts(`Each head is d_k = ${params.dK} wide. With one head of width `
      + `${count(dModel)} instead, the layer would hold ${count(oneHead.total)} parameters: `
      + `${oneHead.total === params.total ? 'exactly the same' : 'a different number'}. Splitting into heads `
      + 'regroups the columns of W_Q, W_K and W_V; it adds no parameters.'));
  }

  showFlops(flops, flopsOne, heads) {
    this.flopsTable.element.querySelectorAll('thead th')[2].textContent = `${heads} heads`;
    const rows = FLOP_ROWS.map(({ key, label }) => ({
      header: label,
      cells: [count(flopsOne[key]), count(flops[key]), sameCell(flopsOne[key], flops[key])],
    }));
    rows.push({ header: 'Total', className: 'data-table__total',
                cells: [count(flopsOne.total), count(flops.total), sameCell(flopsOne.total, flops.total)] });
    this.flopsTable.update(rows);
    subscriptHeaders(this.flopsTable.element);
    this.flopsNote.replaceChildren(...withSubscripts(heads === 1
      ? 'With one head the two columns are the same layer. Raise h to split it.'
      : `The matrix products cost the same: ${heads} heads each do 1/${heads} of the work on columns d_k wide. `
        + `Only scaling and softmax grow, ${heads}-fold, because each head scales and normalises its own n × n score `
        + 'matrix. Next to the matrix products that is small: compare those two rows with the total.'));
  }
}

function sameCell(one, many) {
  if (one === many) return el('span', 'mh-same', 'same');
  return el('span', 'mh-more', many > one ? 'more' : 'less');
}

// Row headers such as "W_Q" or "Scaling ÷ √d_k" get real subscripts.
function subscriptHeaders(root) {
  for (const th of root.querySelectorAll('tbody th')) th.replaceChildren(...withSubscripts(th.textContent));
  for (const td of root.querySelectorAll('tbody td:nth-child(2)')) {
    if (/_/.test(td.textContent)) td.replaceChildren(...withSubscripts(td.textContent));
  }
}

