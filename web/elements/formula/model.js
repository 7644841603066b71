// The model of <attention-formula> (../attention-formula.js): its fields,
// the steps of the formula's map, and the table of every matrix's shape for
// the sizes a reader picks, from the core's am.shapes(), each row tagged with
// the steps that read or write it. Pure: no DOM, nothing read from an
// element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { table } from '../../figures/model.js';
import { formatCount, message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

// A step's name and text are the messages formula-step-<id>-name and -text, read when shown.
const step = (id, badge) => ({
  id, badge, href: `#${id}`,
  get name() { return message(`formula-step-${id}-name`); },
  get text() { return message(`formula-step-${id}-text`); },
});
export const STEPS = [
  step('qkv', 'Q, K, V'), step('scores', 'QKᵀ'), step('scaling', '÷ √d_k'), step('masking', '+ M'),
  step('softmax', 'softmax'), step('weighted-sum', '· V'),
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
  { get label() { return message('formula-preset-example'); }, values: { n: 4, dModel: 6, dK: 3, dV: 3 } },
  { get label() { return message('formula-preset-gpt2', { tokens: formatCount(1024) }); },
    values: { n: 1024, dModel: 768, dK: 64, dV: 64 } },
];

// A size whose caption and hint are the messages `<id>-caption` and `-hint` (its label is its symbol).
const sizeField = (spec, id) => named(field({ min: 1, max: 4096, ...spec }), id);

export const fields = [
  sizeField({ key: 'n', attribute: 'n', param: 'n', label: 'n', subject: 'n', fallback: 4 }, 'formula-n'),
  sizeField({ key: 'dModel', attribute: 'd-model', param: 'dm', label: 'd_model', subject: 'd_model', fallback: 6 }, 'formula-d-model'),
  sizeField({ key: 'dK', attribute: 'd-k', param: 'dk', label: 'd_k', subject: 'd_k', fallback: 3 }, 'formula-d-k'),
  sizeField({ key: 'dV', attribute: 'd-v', param: 'dv', label: 'd_v', subject: 'd_v', fallback: 3 }, 'formula-d-v'),
];

// inputs: {n, dModel, dK, dV}.
export function model(am, { n, dModel, dK, dV }) {
  const shapes = am.shapes({ n, dModel, dK, dV });
  const size = (s) => `(${s.rows}, ${s.cols})`; // a shape, as numpy prints one: (1024, 1024), never a grouping comma
  const scores = shapes.find((s) => s.name === 'Q·Kᵀ');
  return {
    table: table({
      caption: message('formula-table-caption'),
      columns: [{ label: message('formula-column-matrix') }, { label: message('formula-column-shape'), numeric: true },
                { label: message('formula-column-symbols') }, { label: message('formula-column-holds') }],
      rows: shapes.map((s) => ({
        header: s.name,
        cells: [size(s), symbolShape(ROLES[s.name]?.symbols), shapeNote(s)], // "X·W_Q: one query per token"
        data: { steps: (ROLES[s.name]?.steps ?? []).join(' '), name: s.name },
      })),
    }),
    summary: message('formula-summary', { output: size(shapes.at(-1)), scores: size(scores) }),
  };
}

// What a matrix holds: the core's note by its key ("shape.queries" and its
// params), in the reader's language; the core's English for a key we do not know.
function shapeNote({ note, noteKey = '', noteParams = {} }) {
  return message('formula-shape-note', { ...noteParams, key: noteKey.replace(/^shape\./, ''), note });
}

// ['n', 'd_k'] → "({n}, d_k)": rich text, every symbol italic, with real subscripts.
function symbolShape(symbols) {
  if (!symbols) return '';
  return `(${symbols.map((symbol) => (symbol.includes('_') ? symbol.replace(/^(\w+)_(\w+)$/, '$1_{$2}') : `{${symbol}}`)).join(', ')})`;
}
