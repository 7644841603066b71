// The model of <attention-formula> (../attention-formula.js): its fields,
// the steps of the formula's map, and the table of every matrix's shape for
// the sizes a reader picks, from the core's am.shapes(), each row tagged with
// the steps that read or write it. Pure: no DOM, nothing read from an
// element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { table } from '../../figures/model.js';

export const STEPS = [
  { id: 'qkv', badge: 'Q, K, V', name: 'Inputs', href: '#qkv',
    text: 'Three learned projections of the same embeddings X: a query, a key and a value per token.' },
  { id: 'scores', badge: 'QKᵀ', name: 'Scores', href: '#scores',
    text: 'Every query dotted with every key: one number per (query, key) pair.' },
  { id: 'scaling', badge: '÷ √d_k', name: 'Scaling', href: '#scaling',
    text: 'Keeps the spread of the scores from growing with the key width, so softmax does not saturate.' },
  { id: 'masking', badge: '+ M', name: 'Masking (optional)', href: '#masking',
    text: 'Adds −∞ where a query may not look, such as future tokens; M has the shape of the scores.' },
  { id: 'softmax', badge: 'softmax', name: 'Softmax', href: '#softmax',
    text: 'Row by row, turns scores into weights between 0 and 1 that sum to 1.' },
  { id: 'weighted-sum', badge: '· V', name: 'Weighted sum', href: '#weighted-sum',
    text: 'Each output row is the weighted average of the value rows.' },
];

// Which steps read or write each tensor am.shapes() names, and its shape in
// symbols. Keyed by the core's names; an unknown name gets no links.
export const ROLES = {
  X: { steps: ['qkv'], symbols: ['n', 'd_model'] },
  W_Q: { steps: ['qkv'], symbols: ['d_model', 'd_k'] },
  W_K: { steps: ['qkv'], symbols: ['d_model', 'd_k'] },
  W_V: { steps: ['qkv'], symbols: ['d_model', 'd_v'] },
  Q: { steps: ['qkv', 'scores'], symbols: ['n', 'd_k'] },
  K: { steps: ['qkv', 'scores'], symbols: ['n', 'd_k'] },
  V: { steps: ['qkv', 'weighted-sum'], symbols: ['n', 'd_v'] },
  'Q·Kᵀ': { steps: ['scores', 'masking'], symbols: ['n', 'n'] },
  '/√d_k': { steps: ['scaling', 'masking', 'softmax'], symbols: ['n', 'n'] },
  softmax: { steps: ['softmax', 'weighted-sum'], symbols: ['n', 'n'] },
  '·V': { steps: ['weighted-sum'], symbols: ['n', 'd_v'] },
};

export const PRESETS = [
  { label: 'The worked example', values: { n: 4, dModel: 6, dK: 3, dV: 3 } },
  { label: 'One GPT-2 small head, 1,024 tokens', values: { n: 1024, dModel: 768, dK: 64, dV: 64 } },
];

const sizeField = (spec) => field({ min: 1, max: 4096, ...spec });

export const fields = [
  sizeField({ key: 'n', attribute: 'n', param: 'n', label: 'n', subject: 'n', caption: 'Tokens n', fallback: 4,
              hint: 'Sequence length: one query, key and value per token.' }),
  sizeField({ key: 'dModel', attribute: 'd-model', param: 'dm', label: 'd_model', subject: 'd_model',
              caption: 'Embedding width d_model', fallback: 6, hint: 'Width of each row of X.' }),
  sizeField({ key: 'dK', attribute: 'd-k', param: 'dk', label: 'd_k', subject: 'd_k',
              caption: 'Query and key width d_k', fallback: 3, hint: 'Queries and keys must match to be dotted.' }),
  sizeField({ key: 'dV', attribute: 'd-v', param: 'dv', label: 'd_v', subject: 'd_v',
              caption: 'Value width d_v', fallback: 3, hint: 'Sets the width of each output row.' }),
];

// inputs: {n, dModel, dK, dV}.
export function model(am, { n, dModel, dK, dV }) {
  const shapes = am.shapes({ n, dModel, dK, dV });
  const size = (s) => `(${s.rows.toLocaleString('en-US')}, ${s.cols.toLocaleString('en-US')})`;
  const scores = shapes.find((s) => s.name === 'Q·Kᵀ');
  return {
    table: table({
      caption: 'Every matrix’s shape, computed live',
      columns: [{ label: 'Matrix' }, { label: 'Shape', numeric: true }, { label: 'In symbols' }, { label: 'What it holds' }],
      rows: shapes.map((s) => ({
        header: s.name,
        cells: [size(s), symbolShape(ROLES[s.name]?.symbols), s.note], // "X·W_Q: one query per token"
        data: { steps: (ROLES[s.name]?.steps ?? []).join(' '), name: s.name },
      })),
    }),
    summary: `The output (the last row) is ${size(shapes.at(-1))}: one new row per token, d_v wide. `
      + `The score matrix is ${size(scores)} whatever d_k is: it grows with the square of the sequence length. `
      + 'Q, K, V and the output grow only in proportion to n, and W_Q, W_K, W_V do not depend on n at all.',
  };
}

// ['n', 'd_k'] → "({n}, d_k)": rich text, every symbol italic, with real subscripts.
function symbolShape(symbols) {
  if (!symbols) return '';
  return `(${symbols.map((symbol) => (symbol.includes('_') ? symbol.replace(/^(\w+)_(\w+)$/, '$1_{$2}') : `{${symbol}}`)).join(', ')})`;
}
