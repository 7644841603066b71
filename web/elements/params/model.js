// The model of <attention-params> (../attention-params.js): its fields and
// what one multi-head attention layer costs, from the core: its parameters
// (am.attentionParams) for real model sizes, and its FLOPs
// (am.attentionFlops) for h heads of width d_model/h beside one head of
// width d_model. Pure: no DOM, nothing read from an element; Node tests
// call it.

import { counted } from '../../lib/text/plural.js';
import { field } from '../../lib/fields/field.js';
import { table } from '../../figures/model.js';
import { explainHeadError, nearestHeadCounts } from '../multi-head/head-errors.js';

export const PRESETS = [
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

// The fields' ranges before the core has loaded; the element adopts
// am.limits.counts' (coreReady in attention-params.js).
export const fields = [
  field({ key: 'dModel', attribute: 'd-model', param: 'dm', label: 'd_model',
          subject: 'd_model', caption: 'Model width d_model', min: 1, max: 65536, fallback: 768,
          hint: 'Width of each token’s vector.' }),
  field({ key: 'heads', attribute: 'heads', param: 'h', label: 'the number of heads',
          subject: 'The number of heads', caption: 'Heads h', min: 1, max: 64, fallback: 12,
          hint: 'The standard design makes each head d_model / h wide, so h must divide d_model.' }),
  field({ key: 'n', attribute: 'n', param: 'n', label: 'the sequence length', subject: 'The sequence length',
          caption: 'Sequence length n', min: 1, max: 1048576, fallback: 1024,
          hint: 'Parameters do not depend on n; the work does.' }),
  field({ key: 'bias', attribute: 'bias', param: 'bias', kind: 'switch', label: 'biases',
          subject: 'Biases', caption: 'Include biases', fallback: false }),
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
    paramsNote: `Each head is d_k = ${params.dK} wide. With one head of width `
      + `${count(dModel)} instead, the layer would hold ${count(oneHead.total)} parameters: `
      + `${oneHead.total === params.total ? 'exactly the same' : 'a different number'}. Splitting into heads `
      + 'regroups the columns of W_Q, W_K and W_V; it adds no parameters.',
    flops: flopsTable(flops, flopsOne, heads),
    flopsNote: heads === 1
      ? 'With one head the two columns are the same layer. Raise h to split it.'
      : `The matrix products cost the same: ${counted(heads, 'head')} each do 1/${heads} of the work on columns d_k wide. `
        + `Only scaling and softmax grow, ${heads}-fold, because each head scales and normalises its own n × n score `
        + 'matrix. Next to the matrix products that is small: compare those two rows with the total.',
  };
}

function paramsTable(params, { dModel, heads, bias }) {
  const qk = `(${count(dModel)}, ${heads} × ${params.dK})`;
  const v = `(${count(dModel)}, ${heads} × ${params.dV})`;
  return table({
    caption: 'Parameters of one attention layer',
    columns: [{ label: 'Matrix' }, { label: 'Shape', numeric: true }, { label: 'Parameters', numeric: true }],
    rows: [
      { header: 'W_Q', cells: [qk, count(params.WQ)] },
      { header: 'W_K', cells: [qk, count(params.WK)] },
      { header: 'W_V', cells: [v, count(params.WV)] },
      { header: 'W_O', cells: [`(${heads} × ${params.dV}, ${count(dModel)})`, count(params.WO)] },
      { header: 'biases', cells: [bias ? '4 vectors' : '—', count(params.biases)] },
      { header: 'total', marks: ['total'], cells: ['', count(params.total)] },
    ],
  });
}

function flopsTable(flops, flopsOne, heads) {
  return table({
    caption: 'Floating-point operations, one pass', // short: it must fit a phone's scroller
    columns: [{ label: 'Step' }, { label: '1 head', numeric: true }, { label: counted(heads, 'head'), numeric: true },
              { label: 'Same?' }],
    rows: [
      ...FLOP_ROWS.map(({ key, label }) => ({
        header: label,
        cells: [count(flopsOne[key]), count(flops[key]), sameCell(flopsOne[key], flops[key])],
      })),
      { header: 'Total', marks: ['total'],
        cells: [count(flopsOne.total), count(flops.total), sameCell(flopsOne.total, flops.total)] },
    ],
  });
}

function sameCell(one, many) {
  if (one === many) return { text: 'same', tone: 'same' };
  return { text: many > one ? 'more' : 'less', tone: 'more' };
}
