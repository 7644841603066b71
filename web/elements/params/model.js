// The model of <attention-params> (../attention-params.js): its fields and
// what one multi-head attention layer costs, from the core: its parameters
// (am.attentionParams) for real model sizes, and its FLOPs
// (am.attentionFlops) for h heads of width d_model/h beside one head of
// width d_model. Pure: no DOM, nothing read from an element; Node tests
// call it.

import { field } from '../../lib/fields/field.js';
import { formatCount, message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';
import { table } from '../../figures/model.js';
import { explainHeadError, nearestHeadCounts } from '../multi-head/head-errors.js';

export const PRESETS = [
  { label: 'GPT-2 small / BERT-base', dModel: 768, heads: 12 }, // the same attention sizes: one chip
  { label: 'GPT-2 medium', dModel: 1024, heads: 16 },
  { label: 'GPT-2 large', dModel: 1280, heads: 20 },
  { label: 'GPT-2 XL', dModel: 1600, heads: 25 },
];

// Each row's label is the message `label`.
const FLOP_ROWS = [
  { key: 'projections', label: 'params-flops-projections' },
  { key: 'rawScores', label: 'params-flops-scores' },
  { key: 'scaling', label: 'params-flops-scaling', perHead: true },
  { key: 'softmax', label: 'params-flops-softmax', perHead: true },
  { key: 'weightedSum', label: 'params-flops-weighted-sum' },
  { key: 'outputProjection', label: 'params-flops-output-projection' },
];

const count = (value) => formatCount(value);

// The fields' ranges before the core has loaded; the element adopts
// am.limits.counts' (coreReady in attention-params.js).
export const fields = [
  named(field({ key: 'dModel', attribute: 'd-model', param: 'dm', min: 1, max: 65536, fallback: 768, hint: '' }), 'params-d-model'),
  named(field({ key: 'heads', attribute: 'heads', param: 'h', min: 1, max: 64, fallback: 12, hint: '' }), 'params-heads'),
  named(field({ key: 'n', attribute: 'n', param: 'n', min: 1, max: 1048576, fallback: 1024, hint: '' }), 'params-n'),
  named(field({ key: 'bias', attribute: 'bias', param: 'bias', kind: 'switch', fallback: false }), 'params-bias'),
];

// inputs: {dModel, heads, n, bias}. A head count that does not divide
// d_model is refused in the reader's words, with head counts that do.
export function model(am, { dModel, heads, n, bias }) {
  let params;
  let flops;
  try {
    params = am.attentionParams({ dModel, heads, bias });
    flops = am.attentionFlops({ n, dModel, heads });
  } catch (error) {
    const { maxHeads } = am.limits.counts;  // the core's limit, not a copy
    throw explainHeadError(error, { dModel, heads, suggestions: nearestHeadCounts(dModel, heads, maxHeads) });
  }
  const oneHead = am.attentionParams({ dModel, heads: 1, bias });
  const flopsOne = am.attentionFlops({ n, dModel, heads: 1 });
  return {
    preset: PRESETS.findIndex((p) => p.dModel === dModel && p.heads === heads),
    params: paramsTable(params, { dModel, heads, bias }),
    paramsNote: message('params-note', { dK: String(params.dK), dModel: count(dModel), total: count(oneHead.total),
                                         same: String(oneHead.total === params.total) }),
    flops: flopsTable(flops, flopsOne, heads),
    flopsNote: heads === 1 ? message('params-flops-note-one-head')
      : message('params-flops-note', { heads, headsText: String(heads) }),
  };
}

function paramsTable(params, { dModel, heads, bias }) {
  const qk = `(${dModel}, ${heads} × ${params.dK})`;
  const v = `(${dModel}, ${heads} × ${params.dV})`;
  return table({
    caption: message('params-table-caption'),
    columns: [{ label: message('params-column-matrix') }, { label: message('params-column-shape'), numeric: true },
              { label: message('params-column-parameters'), numeric: true }],
    rows: [
      { header: 'W_Q', cells: [qk, count(params.WQ)] },
      { header: 'W_K', cells: [qk, count(params.WK)] },
      { header: 'W_V', cells: [v, count(params.WV)] },
      { header: 'W_O', cells: [`(${heads} × ${params.dV}, ${dModel})`, count(params.WO)] },
      { header: message('params-row-biases'), cells: [bias ? message('params-bias-vectors', { count: 4 }) : '—', count(params.biases)] },
      { header: message('params-row-total'), marks: ['total'], cells: ['', count(params.total)] },
    ],
  });
}

function flopsTable(flops, flopsOne, heads) {
  return table({
    caption: message('params-flops-caption'), // short: it must fit a phone's scroller
    columns: [{ label: message('params-column-step') }, { label: message('params-column-heads', { heads: 1 }), numeric: true },
              { label: message('params-column-heads', { heads }), numeric: true }, { label: message('params-column-same') }],
    rows: [
      ...FLOP_ROWS.map(({ key, label }) => ({
        header: message(label),
        cells: [count(flopsOne[key]), count(flops[key]), sameCell(flopsOne[key], flops[key])],
      })),
      { header: message('params-flops-total'), marks: ['total'],
        cells: [count(flopsOne.total), count(flops.total), sameCell(flopsOne.total, flops.total)] },
    ],
  });
}

function sameCell(one, many) {
  if (one === many) return { text: message('params-flops-same'), tone: 'same' };
  return { text: message(many > one ? 'params-flops-more' : 'params-flops-less'), tone: 'more' };
}
