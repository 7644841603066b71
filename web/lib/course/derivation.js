// The blank-slate derivation (<attention-derive name="formula/derive">): the
// reader puts softmax(QKᵀ/√d_k + M)·V together from its parts, gives each
// matrix's shape in n, d_model, d_k and d_v, and says why each part is where
// it is. Three steps, each judged here, purely: what the reader chose in, a
// verdict out, with feedback aimed at the mistake made. The numbers the
// feedback quotes come from the core, on sizes and a small example drawn
// for the reader (./reader-seed.js), and the shapes are checked against
// am.shapes() at those sizes (all four different, so that every symbol
// stands for one number). Node tests call everything here.

import { formatNumber } from '../text/format.js';
import { allOf, message } from '../text/messages.js';
import { listClauses, sentences } from '../text/join.js';
import { asHalfWidth } from '../text/half-width.js';
import { readerDrawer } from './reader-seed.js';

export const NAME = 'formula/derive';

// `object` with each property of `texts` (property → message id) said in
// the current language whenever it is read: the tiles, matrices and
// reasons below are made once, and a widget that builds in Chinese reads
// them in Chinese.
function worded(object, texts) {
  for (const [key, id] of Object.entries(texts)) Object.defineProperty(object, key, { get: () => message(id), enumerable: true });
  return object;
}

// ---- step 1: the parts, in the order they are applied ----

// The five parts of the formula, in order, and four that do not belong.
export const TILES = [
  { id: 'scores', label: 'Q·Kᵀ' },
  { id: 'scale', label: '÷ √d_k' },
  { id: 'mask', label: '+ M' },
  worded({ id: 'softmax' }, { label: 'course-derive-tile-softmax-rows' }),
  { id: 'values', label: '· V' },
  { id: 'scores-turned', label: 'K·Qᵀ' },
  { id: 'scale-model', label: '÷ √d_model' },
  { id: 'scale-width', label: '÷ d_k' },
  { id: 'mask-times', label: '× M' },
  worded({ id: 'softmax-columns' }, { label: 'course-derive-tile-softmax-columns' }),
];
const ORDER = ['scores', 'scale', 'mask', 'softmax', 'values'];
export const tile = (id) => TILES.find((t) => t.id === id);

// The formula the right parts make, as rich text.
export const FORMULA = 'Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k + M) · V';

const SYMBOLS = ['n', 'd_model', 'd_k', 'd_v'];
export { SYMBOLS };

// The reader's draw: the order of the tiles and of each question's
// choices, and four different sizes with a small causal example on them,
// from which the feedback's numbers come.
export function solveDerivation(am, { readerSeed = 0, round = 0 } = {}) {
  const d = readerDrawer(am, readerSeed, NAME, round);
  const n = d.integer(4, 7);
  const dK = d.pick([2, 3, 5, 6, 7, 8].filter((v) => v !== n));
  const dV = d.pick([2, 3, 5, 6, 7, 8].filter((v) => v !== n && v !== dK));
  const dModel = d.integer(10, 16);
  const sizes = { n, dModel, dK, dV };
  const tray = d.shuffle(TILES.map((t) => t.id));
  const order = Object.fromEntries(REASONS.map((q) => [q.id, d.shuffle(q.choices.map((c) => c.id))]));
  // The seeds are kept so that a test can redraw the example in numpy.
  const seeds = { Q: d.seed32(), K: d.seed32(), V: d.seed32(), spread: d.seed32(), wide: d.seed32() };
  const example = { Q: am.randn(seeds.Q, n, dK), K: am.randn(seeds.K, n, dK), V: am.randn(seeds.V, n, dV) };
  const variant = (name) => am.attentionVariant({ ...example, n, m: n, dK, dV, dModel, variant: name, causal: true });
  const table = am.shapes({ n, m: n, dModel, dK, dV });
  const shapes = Object.fromEntries(table.map((t) => [t.name, [t.rows, t.cols]]));
  const notes = Object.fromEntries(table.map((t) => [t.name, t.note]));
  // The core's key for each note ("shape.queries"), so that a hint quoting it can be said in the reader's language.
  const noteKeys = Object.fromEntries(table.map((t) => [t.name, t.noteKey]));
  // q·k over 2,000 random pairs, its variance at d_k and at a wider d_k.
  const spread = am.dotProducts({ seed: seeds.spread, dK, count: 2000 });
  const wide = am.dotProducts({ seed: seeds.wide, dK: 64, count: 2000 });
  const afterSoftmax = variant('scale-after-softmax');
  const zeroFill = variant('mask-with-zero');
  const columns = variant('softmax-over-queries');
  const rowSums = Array.from(columns.rowSums);
  return {
    sizes, tray, order, shapes, notes, noteKeys, seeds,
    numbers: {
      variance: spread.variance,
      wideVariance: wide.variance,
      afterSoftmaxRowSum: afterSoftmax.rowSums[0],
      // The first query may see only itself: what a 0 score leaves on the others.
      leaked: 1 - zeroFill.weights[0],
      columnRowSums: [Math.min(...rowSums), Math.max(...rowSums)],
    },
  };
}

const said = (value, decimals = 3) => formatNumber(value, decimals);

// Feedback aimed at a part that does not belong.
const WRONG_PART = {
  'scores-turned': ({ numbers }) => message('course-derive-wrong-scores-turned', columnSums(numbers)),
  'softmax-columns': ({ numbers }) => message('course-derive-wrong-softmax-columns', columnSums(numbers)),
  'scale-model': ({ sizes, numbers }) => message('course-derive-wrong-scale-model', {
    variance: said(numbers.variance, 2), dK: sizes.dK, dModel: sizes.dModel, scaled: said(numbers.variance / sizes.dModel, 2),
  }),
  'scale-width': ({ sizes, numbers }) => message('course-derive-wrong-scale-width', { variance: said(numbers.variance / sizes.dK ** 2, 2), dK: sizes.dK }),
  'mask-times': ({ numbers }) => message('course-derive-wrong-mask-times', { leaked: said(numbers.leaked) }),
};
function columnSums(numbers) {
  const [low, high] = numbers.columnRowSums.map((v) => said(v, 2));
  return { low, high };
}

// What a missing part is for.
const MISSING = {
  scores: () => message('course-derive-missing-scores'),
  scale: (s) => message('course-derive-missing-scale', { variance: said(s.numbers.wideVariance, 1) }),
  mask: () => message('course-derive-missing-mask'),
  softmax: () => message('course-derive-missing-softmax'),
  values: () => message('course-derive-missing-values'),
};

const verdict = (right, text, extra = {}) => ({ right, state: right ? 'is-right' : 'is-wrong', mark: right ? '✓' : '✗', text, ...extra });

// seq: tile ids in the order the reader pressed them. → {right, state, mark, text}
export function judgeAssembly(seq, s) {
  if (seq.length === 0) return verdict(false, message('course-derive-assembly-empty'));
  const stray = seq.find((id) => !ORDER.includes(id));
  if (stray) {
    const text = sentences(message('course-derive-assembly-stray', { part: tile(stray).label }), WRONG_PART[stray](s));
    return verdict(false, text, { at: seq.indexOf(stray) });
  }
  const twice = seq.find((id, i) => seq.indexOf(id) !== i);
  if (twice) return verdict(false, message('course-derive-assembly-twice', { part: tile(twice).label }), { at: seq.lastIndexOf(twice) });
  const missing = ORDER.find((id) => !seq.includes(id));
  if (missing) return verdict(false, sentences(message('course-derive-assembly-missing'), MISSING[missing](s)));
  const at = (id) => seq.indexOf(id);
  if (at('scores') !== 0) return verdict(false, message('course-derive-assembly-scores-first'), { at: 0 });
  if (at('values') < at('softmax')) return verdict(false, message('course-derive-assembly-values-before-softmax'), { at: at('values') });
  if (at('softmax') < at('scale')) {
    const text = message('course-derive-assembly-scale-after-softmax', { rowSum: said(s.numbers.afterSoftmaxRowSum), dK: s.sizes.dK });
    return verdict(false, text, { at: at('scale') });
  }
  if (at('softmax') < at('mask')) return verdict(false, message('course-derive-assembly-mask-after-softmax'), { at: at('mask') });
  if (at('values') !== seq.length - 1) return verdict(false, message('course-derive-assembly-values-last'), { at: at('values') });
  const right = message('course-derive-assembly-right', { formula: FORMULA });
  return verdict(true, at('mask') < at('scale') ? sentences(right, message('course-derive-assembly-mask-first')) : right);
}

export const assemblyAnswer = () => message('course-derive-assembly-answer', { formula: FORMULA });

// ---- step 2: every matrix's shape, in symbols ----

// Each matrix the reader gives a shape to, with the core's name for it
// (M has the shape of the scores it is added to).
export const SHAPE_ITEMS = [
  { id: 'Q', label: 'Q', core: 'Q' },
  { id: 'K', label: 'K', core: 'K' },
  { id: 'V', label: 'V', core: 'V' },
  { id: 'scores', label: 'Q·Kᵀ', core: 'Q·Kᵀ' },
  { id: 'M', label: 'M', core: 'Q·Kᵀ' },
  worded({ id: 'weights', core: 'softmax' }, { label: 'course-derive-matrix-weights' }),
  worded({ id: 'output', core: '·V' }, { label: 'course-derive-matrix-output' }),
];

const valueOf = (symbol, { sizes }) => ({ n: sizes.n, d_model: sizes.dModel, d_k: sizes.dK, d_v: sizes.dV })[symbol];
const same = (a, b) => a[0] === b[0] && a[1] === b[1];
const symbolsOf = (item, s) => s.shapes[item.core].map((v) => SYMBOLS.find((symbol) => valueOf(symbol, s) === v));

// What a wrong shape of one matrix most likely means.
function shapeHint(item, [rows, cols], s) {
  const right = symbolsOf(item, s);
  if (rows === right[1] && cols === right[0]) return message('course-derive-shape-hint-swapped');
  const tokens = ['Q', 'K', 'V', 'scores', 'M', 'weights', 'output'].includes(item.id);
  if (tokens && rows !== 'n') return message('course-derive-shape-hint-rows', { label: item.label });
  if (['Q', 'K'].includes(item.id) && cols === 'd_model') return message('course-derive-shape-hint-qk-model', { label: item.label, id: item.id });
  if (['Q', 'K'].includes(item.id) && cols === 'd_v') return message('course-derive-shape-hint-qk-values');
  if (item.id === 'V' && cols === 'd_k') return message('course-derive-shape-hint-v-keys');
  if (item.id === 'V' && cols === 'd_model') return message('course-derive-shape-hint-v-model');
  if (item.id === 'scores') return message('course-derive-shape-hint-scores');
  if (item.id === 'M') return message('course-derive-shape-hint-mask');
  if (item.id === 'weights') return message('course-derive-shape-hint-weights');
  if (item.id === 'output' && cols === 'd_model') return message('course-derive-shape-hint-output-model');
  if (item.id === 'output') return message('course-derive-shape-hint-output');
  // The core's note on the matrix ("X·W_Q: one query per token"), by its key
  // ("shape.queries" → queries), the core's English where the key is not one of ours.
  const key = String(s.noteKeys?.[item.core] ?? '').replace(/^shape\./, '');
  return message('course-derive-shape-hint-note', { label: item.label, key, note: s.notes[item.core], formula: `X·W_${item.id}` });
}

// texts: what the reader typed for each matrix, in SHAPE_ITEMS' order
// (parseSymbolShape). Checked at the drawn sizes against the core's shapes.
// → verdict with `wrong` per item (or, for a box it cannot read, `at`).
export function judgeShapes(texts, s) {
  const answers = [];
  for (const [j, text] of texts.entries()) {
    const parsed = parseSymbolShape(text);
    if (!parsed.ok) return { right: false, state: 'is-format', mark: '', text: message('course-derive-shape-unreadable', { label: SHAPE_ITEMS[j].label, problem: parsed.message }), at: j };
    answers.push(parsed.value);
  }
  const wrong = answers.map((pair, j) => !same(pair.map((symbol) => valueOf(symbol, s)), s.shapes[SHAPE_ITEMS[j].core]));
  const first = wrong.indexOf(true);
  if (first < 0) {
    const { n, dModel, dK, dV } = s.sizes;
    return { ...verdict(true, message('course-derive-shapes-right', { n, dModel, dK, dV })), wrong };
  }
  const more = wrong.filter(Boolean).length - 1;
  const off = message('course-derive-shapes-off', { label: SHAPE_ITEMS[first].label, more });
  return { ...verdict(false, sentences(off, shapeHint(SHAPE_ITEMS[first], answers[first], s))), wrong };
}

const shapeText = (symbols) => `(${symbols.join(', ')})`;
export const shapesAnswer = (s) => message('course-derive-shapes-answer', {
  shapes: listClauses(SHAPE_ITEMS.map((item) => `${item.label} ${shapeText(symbolsOf(item, s))}`)),
});
export const rightShape = (item, s) => symbolsOf(item, s);

// ---- step 3: why each part is where it is ----

// A question's choices: [id, {right?, feedback?}], each label (and a wrong
// choice's feedback) the message course-derive-reason-<question>-<choice>
// (and …-feedback).
function reason(id, choices) {
  const key = `course-derive-reason-${id}`;
  return worded({
    id,
    choices: choices.map(([choice, { right = false } = {}]) => worded(
      right ? { id: choice, right } : { id: choice },
      right ? { label: `${key}-${choice}` } : { label: `${key}-${choice}`, feedback: `${key}-${choice}-feedback` },
    )),
  }, { question: `${key}-question` });
}

// Each wrong choice is a belief a reader could hold after the chapter, not a throwaway: none can be
// ruled out by its wording ("It need not…") or its length alone.
export const REASONS = [
  reason('scale', [['variance', { right: true }], ['overflow'], ['normalise'], ['average']]),
  reason('mask', [['before', { right: true }], ['equal'], ['after'], ['zero']]),
  reason('rows', [['query', { right: true }], ['columns'], ['all']]),
  reason('values', [['average', { right: true }], ['before'], ['left']]),
];

// answers: {question id: choice id}. → {right, results: [{id, right, text}]}
// where a wrong choice's text is the feedback aimed at it.
export function judgeReasons(answers) {
  const results = REASONS.map((q) => {
    const choice = q.choices.find((c) => c.id === answers[q.id]);
    if (!choice) return { id: q.id, right: false, state: 'is-format', text: message('course-derive-reason-choose') };
    return choice.right ? { id: q.id, right: true, state: 'is-right', text: message('course-derive-reason-right') }
      : { id: q.id, right: false, state: 'is-wrong', text: sentences(message('course-derive-reason-not-quite'), choice.feedback) };
  });
  const right = results.every((r) => r.right);
  const missing = results.filter((r) => r.state === 'is-format').length;
  const wrong = results.filter((r) => r.state === 'is-wrong').length;
  const text = right ? message('course-derive-reasons-right')
    : missing ? message('course-derive-reasons-missing', { missing }) : message('course-derive-reasons-wrong', { wrong, total: REASONS.length, all: allOf(wrong, REASONS.length) });
  return { right, state: right ? 'is-right' : missing && !wrong ? 'is-format' : 'is-wrong', mark: right ? '✓' : missing && !wrong ? '' : '✗', text, results };
}

export const reasonsAnswer = () => message('course-derive-reasons-answer', {
  answers: sentences(...REASONS.map((q) => message('course-derive-reason-answer', { question: q.question, answer: q.choices.find((c) => c.right).label }))),
});

// What a reader types as a shape in symbols: "(n, d_k)", "n x dk",
// "[n × d_model]", "n by dv", with dₖ and dᵥ too. → {ok, value: [rows, cols]}
// or {ok: false, message}.
const SYMBOL_SPELLINGS = { n: 'n', dmodel: 'd_model', dm: 'd_model', dk: 'd_k', dv: 'd_v' };
// Full-width letters and brackets ("（ｎ，ｄ＿ｋ）") are read as ASCII.
export function parseSymbolShape(raw) {
  const text = asHalfWidth(String(raw ?? '')).trim().toLowerCase().replace(/ₖ/g, 'k').replace(/ᵥ/g, 'v').replace(/[_{}\s]/g, '');
  const match = /^[([]?([a-z]+)(?:,|x|×|\*|by)([a-z]+),?[)\]]?$/.exec(text);
  const symbols = match && [match[1], match[2]].map((s) => SYMBOL_SPELLINGS[s]);
  if (!text) return { ok: false, message: message('course-derive-symbol-shape-empty') };
  if (!symbols || symbols.includes(undefined)) {
    return { ok: false, message: message('course-derive-symbol-shape-bad', { text: String(raw).trim().slice(0, 24) }) };
  }
  return { ok: true, value: symbols };
}

// ---- a reload in the middle of the derivation ----

// The steps an attempt kept (`stored`: [{typed, help}], where step 1's
// `typed` is the tiles' ids in the order pressed and step 2's the shapes as
// typed) checked again: → [{typed, help, result}]. Only steps 1 and 2 are
// ever kept (passing step 3 completes the checkpoint); anything longer, a
// tile not in the reader's tray, a wrong count of shapes, or a step the
// check does not find right gives [] (the derivation starts afresh).
export function restoredDerivation(stored, s) {
  if (!Array.isArray(stored) || stored.length > 2) return [];
  const judges = [
    (typed) => (typed.every((id) => s.tray.includes(id)) ? judgeAssembly(typed, s) : null),
    (typed) => (typed.length === SHAPE_ITEMS.length ? judgeShapes(typed, s) : null),
  ];
  const restored = [];
  for (const [k, { typed, help }] of stored.entries()) {
    const result = judges[k](typed);
    if (!result?.right) return [];
    restored.push({ typed, help, result });
  }
  return restored;
}
