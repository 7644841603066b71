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
import { readerDrawer } from './reader-seed.js';

export const NAME = 'formula/derive';

// ---- step 1: the parts, in the order they are applied ----

// The five parts of the formula, in order, and four that do not belong.
export const TILES = [
  { id: 'scores', label: 'Q·Kᵀ' },
  { id: 'scale', label: '÷ √d_k' },
  { id: 'mask', label: '+ M' },
  { id: 'softmax', label: 'softmax, row by row' },
  { id: 'values', label: '· V' },
  { id: 'scores-turned', label: 'K·Qᵀ' },
  { id: 'scale-model', label: '÷ √d_model' },
  { id: 'scale-width', label: '÷ d_k' },
  { id: 'mask-times', label: '× M' },
  { id: 'softmax-columns', label: 'softmax, column by column' },
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
  // q·k over 2,000 random pairs, its variance at d_k and at a wider d_k.
  const spread = am.dotProducts({ seed: seeds.spread, dK, count: 2000 });
  const wide = am.dotProducts({ seed: seeds.wide, dK: 64, count: 2000 });
  const afterSoftmax = variant('scale-after-softmax');
  const zeroFill = variant('mask-with-zero');
  const columns = variant('softmax-over-queries');
  const rowSums = Array.from(columns.rowSums);
  return {
    sizes, tray, order, shapes, notes, seeds,
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
function wrongPart(id, { sizes, numbers }) {
  const [low, high] = numbers.columnRowSums.map((v) => said(v, 2));
  return {
    'scores-turned': `K·Qᵀ is Q·Kᵀ turned over: its row j is key j against every query, so softmax along that row shares one key out over the queries. Each query’s weights then no longer sum to 1: on a random example of your sizes the core finds sums from ${low} to ${high}.`,
    'softmax-columns': `Column by column, each key shares itself out over the queries, and a query’s weights no longer sum to 1: on a random example of your sizes the core finds sums from ${low} to ${high}. A query’s output must be an average of the values, so softmax runs along each query’s row.`,
    'scale-model': `d_model is the width of X, not of q and k. q·k adds d_k products, so its variance is about d_k (the core: ${said(numbers.variance, 2)} over 2,000 random pairs with d_k = ${sizes.dK}); divided by √d_model = √${sizes.dModel} it is ${said(numbers.variance / sizes.dModel, 2)}, not 1, and the weights flatten toward uniform.`,
    'scale-width': `Dividing by d_k itself, as an average would, leaves a variance of about 1/d_k (the core: ${said(numbers.variance / sizes.dK ** 2, 2)} with d_k = ${sizes.dK}): the scores crowd near 0 and the weights toward uniform. The standard deviation of q·k is √d_k, so √d_k is what brings it to 1.`,
    'mask-times': `Multiplying by a mask of 0s and 1s gives a hidden key the score 0, and e⁰ = 1 still earns it weight: on a random example of your sizes with the causal mask, the first query puts ${said(numbers.leaked)} of its weight on keys it must not see. M holds 0 where a key is visible and −∞ where it is hidden, and is added: e^(−∞) = 0.`,
  }[id];
}

const MISSING = {
  scores: 'Everything starts from the scores: every query dotted with every key, Q·Kᵀ.',
  scale: (s) => `Without ÷ √d_k the scores spread with d_k: q·k over 2,000 random pairs with d_k = 64 has variance ${said(s.numbers.wideVariance, 1)} (the core), and softmax of scores that far apart puts nearly all the weight on one key, with gradients near 0.`,
  mask: 'The formula keeps a place for the mask M: zero everywhere in an encoder, −∞ above the diagonal in a decoder, so that a query sees only the keys it may.',
  softmax: 'Scores are not weights: they can be negative, and a row does not sum to 1. Softmax, row by row, turns each query’s scores into weights.',
  values: 'Weights alone are not the output: each query’s output is its weighted average of the value rows, · V.',
};

const verdict = (right, text, extra = {}) => ({ right, state: right ? 'is-right' : 'is-wrong', mark: right ? '✓' : '✗', text, ...extra });

// seq: tile ids in the order the reader pressed them. → {right, state, mark, text}
export function judgeAssembly(seq, s) {
  if (seq.length === 0) return verdict(false, 'Not yet: press the parts in the order they are applied to Q, K and V.');
  const stray = seq.find((id) => !ORDER.includes(id));
  if (stray) return verdict(false, `Not yet: ${tile(stray).label} does not belong. ${wrongPart(stray, s)}`, { at: seq.indexOf(stray) });
  const twice = seq.find((id, i) => seq.indexOf(id) !== i);
  if (twice) return verdict(false, `Not yet: ${tile(twice).label} appears twice. Each part is applied once.`, { at: seq.lastIndexOf(twice) });
  const missing = ORDER.find((id) => !seq.includes(id));
  if (missing) {
    const text = typeof MISSING[missing] === 'function' ? MISSING[missing](s) : MISSING[missing];
    return verdict(false, `Not yet: a part is missing. ${text}`);
  }
  const at = (id) => seq.indexOf(id);
  if (at('scores') !== 0) return verdict(false, 'Not yet: every other part acts on the scores, so Q·Kᵀ comes first.', { at: 0 });
  if (at('values') < at('softmax')) {
    return verdict(false, 'Not yet: · V comes after softmax. The output mixes the value rows with the weights, so the weights must exist first; multiplied before softmax, V would be mixed with raw scores and softmax would then act on values, not on query–key scores.', { at: at('values') });
  }
  if (at('softmax') < at('scale')) {
    return verdict(false, `Not yet: ÷ √d_k after softmax divides the weights, not the scores: every row then sums to 1/√d_k = ${said(s.numbers.afterSoftmaxRowSum)} (the core, d_k = ${s.sizes.dK}), and the saturation the scaling was there to prevent has already happened.`, { at: at('scale') });
  }
  if (at('softmax') < at('mask')) {
    return verdict(false, 'Not yet: + M after softmax is too late. Softmax has already shared every row out, hidden keys included; adding −∞ to a weight does not give its share back to the visible keys. The mask goes in before softmax, where e^(−∞) = 0 and the row still sums to 1.', { at: at('mask') });
  }
  if (at('values') !== seq.length - 1) return verdict(false, 'Not yet: · V is the last part: what it gives is the output.', { at: at('values') });
  const note = at('mask') < at('scale')
    ? ' You added M before dividing: (Q·Kᵀ + M) / √d_k is the same here, since M holds only 0 and −∞, which dividing by √d_k leaves as they are; the formula is usually written with the mask after the scaling.'
    : '';
  return verdict(true, `Right: ${FORMULA}.${note}`);
}

export const assemblyAnswer = () => `Answer: Q·Kᵀ, then ÷ √d_k, then + M, then softmax row by row, then · V: ${FORMULA}.`;

// ---- step 2: every matrix's shape, in symbols ----

// Each matrix the reader gives a shape to, with the core's name for it
// (M has the shape of the scores it is added to).
export const SHAPE_ITEMS = [
  { id: 'Q', label: 'Q', core: 'Q' },
  { id: 'K', label: 'K', core: 'K' },
  { id: 'V', label: 'V', core: 'V' },
  { id: 'scores', label: 'Q·Kᵀ', core: 'Q·Kᵀ' },
  { id: 'M', label: 'M', core: 'Q·Kᵀ' },
  { id: 'weights', label: 'softmax(…), the weights', core: 'softmax' },
  { id: 'output', label: 'the output, · V', core: '·V' },
];

const valueOf = (symbol, { sizes }) => ({ n: sizes.n, d_model: sizes.dModel, d_k: sizes.dK, d_v: sizes.dV })[symbol];
const same = (a, b) => a[0] === b[0] && a[1] === b[1];
const symbolsOf = (item, s) => s.shapes[item.core].map((v) => SYMBOLS.find((symbol) => valueOf(symbol, s) === v));

// What a wrong shape of one matrix most likely means.
function shapeHint(item, [rows, cols], s) {
  const right = symbolsOf(item, s);
  if (rows === right[1] && cols === right[0]) return 'Rows and columns are swapped: a matrix with one row per token has n rows.';
  const tokens = ['Q', 'K', 'V', 'scores', 'M', 'weights', 'output'].includes(item.id);
  if (tokens && rows !== 'n') return `${item.label} has one row per token: n rows.`;
  if (['Q', 'K'].includes(item.id) && cols === 'd_model') return `${item.label} = X·W_${item.id}, and W_${item.id} takes the d_model columns of X down to d_k.`;
  if (['Q', 'K'].includes(item.id) && cols === 'd_v') return 'Queries and keys share the width d_k, so that they can be dotted; d_v is the values’ width.';
  if (item.id === 'V' && cols === 'd_k') return 'Values have a width of their own, d_v; d_k is for queries and keys.';
  if (item.id === 'V' && cols === 'd_model') return 'V = X·W_V, and W_V takes the d_model columns of X to d_v.';
  if (item.id === 'scores') return 'One score per query–key pair: (n, d_k) times (d_k, n) is (n, n), and the d_k coordinates are summed away.';
  if (item.id === 'M') return 'M is added to the scores, entry by entry, so it has their shape: one entry per query–key pair.';
  if (item.id === 'weights') return 'Softmax turns each score into a weight and keeps the shape of the scores.';
  if (item.id === 'output' && cols === 'd_model') return 'One head hands on V’s width, d_v; only W_O, in multi-head attention, maps back to d_model.';
  if (item.id === 'output') return 'The weights (n, n) times V (n, d_v): one output row per query, as wide as a value.';
  return `${item.label} is ${s.notes[item.core]}.`;
}

// texts: what the reader typed for each matrix, in SHAPE_ITEMS' order
// (parseSymbolShape). Checked at the drawn sizes against the core's shapes.
// → verdict with `wrong` per item (or, for a box it cannot read, `at`).
export function judgeShapes(texts, s) {
  const answers = [];
  for (const [j, text] of texts.entries()) {
    const parsed = parseSymbolShape(text);
    if (!parsed.ok) return { right: false, state: 'is-format', mark: '', text: `${SHAPE_ITEMS[j].label}: ${parsed.message}`, at: j };
    answers.push(parsed.value);
  }
  const wrong = answers.map((pair, j) => !same(pair.map((symbol) => valueOf(symbol, s)), s.shapes[SHAPE_ITEMS[j].core]));
  const first = wrong.indexOf(true);
  if (first < 0) {
    const { n, dModel, dK, dV } = s.sizes;
    return { ...verdict(true, `Right. Checked at n = ${n}, d_model = ${dModel}, d_k = ${dK}, d_v = ${dV}, against the core’s shapes: d_k lives only inside Q·Kᵀ, and the output is (n, d_v).`), wrong };
  }
  const count = wrong.filter(Boolean).length;
  const which = count > 1 ? `${SHAPE_ITEMS[first].label} and ${count - 1} more are off.` : `${SHAPE_ITEMS[first].label} is off.`;
  return { ...verdict(false, `Not yet: ${which} ${shapeHint(SHAPE_ITEMS[first], answers[first], s)}`), wrong };
}

const shapeText = (symbols) => `(${symbols.join(', ')})`;
export const shapesAnswer = (s) => `Answer: ${SHAPE_ITEMS.map((item) => `${item.label} ${shapeText(symbolsOf(item, s))}`).join('; ')}.`;
export const rightShape = (item, s) => symbolsOf(item, s);

// ---- step 3: why each part is where it is ----

export const REASONS = [
  {
    id: 'scale',
    question: 'Why divide the scores by √d_k?',
    // Each wrong choice is a belief a reader could hold after the chapter, not a throwaway: none can be
    // ruled out by its wording ("It need not…") or its length alone.
    choices: [
      { id: 'variance', right: true, label: 'The spread of q·k grows with d_k; dividing brings its variance back to about 1.' },
      { id: 'overflow', label: 'Without it, eᶻ overflows for wide vectors and the weights come out as Inf or NaN.',
        feedback: 'Overflow is the stable softmax’s job: subtracting the row’s largest score makes every exponent ≤ 0 at any scale. Unscaled scores compute fine; they are just so spread out that one key takes nearly all the weight and the gradient to W_Q and W_K dies.' },
      { id: 'normalise', label: 'So that each row of weights sums to 1, however wide d_k is.',
        feedback: 'That is softmax’s work: its rows sum to 1 whatever constant the scores are divided by. √d_k controls how spread out the scores are.' },
      { id: 'average', label: 'To turn q·k into an average over its d_k coordinates.',
        feedback: 'An average divides by d_k, not √d_k, and leaves a variance of about 1/d_k: scores near 0 and nearly uniform weights. √d_k is the standard deviation of q·k.' },
    ],
  },
  {
    id: 'mask',
    question: 'Why does the mask go in before softmax?',
    choices: [
      { id: 'before', right: true, label: 'Softmax then gives a hidden key exactly 0, and the visible keys’ weights still sum to 1.' },
      { id: 'equal', label: 'Softmax then gives a hidden key exactly 0 and splits its share equally among the visible keys.',
        feedback: 'The share is not split equally: each visible key’s weight is eᶻ over the visible keys’ sum, so the visible keys keep their ratios to one another, and the bigger ones gain more.' },
      { id: 'after', label: 'Only for speed: zeroing the hidden weights after softmax gives the same output.',
        feedback: 'Zeroed after softmax, a row sums to less than 1: the hidden keys’ share is lost instead of going to the visible keys.' },
      { id: 'zero', label: 'So that a hidden key gets a score of 0, which softmax turns into a weight of 0.',
        feedback: 'A score of 0 is not hidden: e⁰ = 1 still earns the key a share of the weight. It takes −∞ (or a huge negative number) to get a weight of 0.' },
    ],
  },
  {
    id: 'rows',
    question: 'Why is softmax taken row by row?',
    choices: [
      { id: 'query', right: true, label: 'A row is one query, which splits its attention over the keys.' },
      { id: 'columns', label: 'A row is one key, which shares its value out over the queries that read it.',
        feedback: 'A row of the scores is one query (Q’s row i against every key). Sharing a key out over the queries is a column-wise softmax: a query’s weights would no longer sum to 1, and its output would no longer be an average of the values.' },
      { id: 'all', label: 'So that all n² weights in the matrix share one budget of 1.',
        feedback: 'Row by row, every row has its own budget of 1, so the whole matrix sums to n. One budget for all n² weights would leave each query’s row about 1/n, and its output would shrink as the sentence grows.' },
    ],
  },
  {
    id: 'values',
    question: 'Why does V come last?',
    choices: [
      { id: 'average', right: true, label: 'The weights exist only after softmax; they then average V’s rows.' },
      { id: 'before', label: 'Softmax needs the values to decide how much each key matters.',
        feedback: 'The weights come from the scores, q·k, alone: the values have no say in where a query looks. They are only averaged once the weights are known.' },
      { id: 'left', label: 'The order of the product does not matter: weights × V is the same as V × weights.',
        feedback: 'Matrix products do not commute. V (n, d_v) times the weights (n, n) does not even fit unless d_v = n, and then it would mix coordinates, not tokens.' },
    ],
  },
];

// answers: {question id: choice id}. → {right, results: [{id, right, text}]}
// where a wrong choice's text is the feedback aimed at it.
export function judgeReasons(answers) {
  const results = REASONS.map((q) => {
    const choice = q.choices.find((c) => c.id === answers[q.id]);
    if (!choice) return { id: q.id, right: false, state: 'is-format', text: 'Choose an answer.' };
    return choice.right ? { id: q.id, right: true, state: 'is-right', text: 'Right.' } : { id: q.id, right: false, state: 'is-wrong', text: `Not quite. ${choice.feedback}` };
  });
  const right = results.every((r) => r.right);
  const missing = results.filter((r) => r.state === 'is-format').length;
  const wrong = results.filter((r) => r.state === 'is-wrong').length;
  const text = right ? 'Right: every part is where it is for a reason, and you gave each one.'
    : missing ? `Choose an answer for every question (${missing} still open).` : `Not yet: ${wrong} of ${REASONS.length} reasons ${wrong === 1 ? 'is' : 'are'} off; each says why below.`;
  return { right, state: right ? 'is-right' : missing && !wrong ? 'is-format' : 'is-wrong', mark: right ? '✓' : missing && !wrong ? '' : '✗', text, results };
}

export const reasonsAnswer = () => `Answer: ${REASONS.map((q) => `${q.question} ${q.choices.find((c) => c.right).label}`).join(' ')}`;

// What a reader types as a shape in symbols: "(n, d_k)", "n x dk",
// "[n × d_model]", "n by dv", with dₖ and dᵥ too. → {ok, value: [rows, cols]}
// or {ok: false, message}.
const SYMBOL_SPELLINGS = { n: 'n', dmodel: 'd_model', dm: 'd_model', dk: 'd_k', dv: 'd_v' };
export function parseSymbolShape(raw) {
  const text = String(raw ?? '').trim().toLowerCase().replace(/ₖ/g, 'k').replace(/ᵥ/g, 'v').replace(/[_{}\s]/g, '');
  const match = /^[([]?([a-z]+)(?:,|x|×|\*|by)([a-z]+),?[)\]]?$/.exec(text);
  const symbols = match && [match[1], match[2]].map((s) => SYMBOL_SPELLINGS[s]);
  if (!text) return { ok: false, message: 'Enter a shape in symbols, such as (n, d_k).' };
  if (!symbols || symbols.includes(undefined)) {
    return { ok: false, message: `“${String(raw).trim().slice(0, 24)}” is not a shape in symbols: write (rows, columns) with n, d_model, d_k or d_v, such as (n, d_k).` };
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
