// The catalogue of bad inputs (issue 6), in one place. Two tests walk it:
//   tests/js/robustness.test.mjs   — every `api` case: the call must throw an
//     Error whose message matches `error` (which names the argument), or, for
//     a case that is valid but awkward, return a result that `check` accepts;
//     and the module must keep working afterwards. Every error must also carry
//     its structure (issue 13): a documented `code`, the `call`, and an
//     `argument` the call has ('' for the call as a whole); a case may pin
//     them with `code` and `argument`. `args(am)` gets the module, for a case
//     that needs a valid value from it.
//   tests/e2e/robustness.test.mjs  — every `page` case: typed into a field (or
//     given in the URL), it must show `message` beside the field and keep the
//     widget's last good numbers.
// tests/README.md "Bad input" summarises this table; add a row here, not there.

const f64 = (values) => Float64Array.from(values);

// A valid 2-query, 2-key attention call, for cases that break one thing.
function attention(overrides = {}) {
  return {
    n: 2, m: 2, dK: 2, dV: 2,
    Q: f64([1, 0, 0, 1]), K: f64([1, 0, 0, 1]), V: f64([1, 2, 3, 4]),
    ...overrides,
  };
}

function multiHead(overrides = {}) {
  const d = 4;
  const square = () => f64(Array.from({ length: d * d }, (_, i) => ((i * 7) % 5) / 5 - 0.4));
  return { n: 2, dModel: d, heads: 2, X: f64([1, 0, 0, 1, 0, 1, 1, 0]), WQ: square(), WK: square(), WV: square(), WO: square(), ...overrides };
}

export const API_CASES = [
  // ---- matrix cells: text, empty, NaN, ±Inf, 1e400 (which is Infinity in JS)
  { group: 'matrix cells', name: 'text in Q', call: 'attention', args: () => [attention({ Q: [1, 'abc', 0, 1] })], error: /\bQ\b/ },
  { group: 'matrix cells', name: 'an empty cell (hole) in K', call: 'attention', args: () => [attention({ K: [1, , 0, 1] })], error: /\bK\b/ }, // eslint-disable-line no-sparse-arrays
  { group: 'matrix cells', name: 'undefined in V', call: 'attention', args: () => [attention({ V: [1, undefined, 3, 4] })], error: /\bV\b/ },
  { group: 'matrix cells', name: 'NaN in Q', call: 'attention', args: () => [attention({ Q: f64([NaN, 0, 0, 1]) })], error: /\bQ\b/ },
  { group: 'matrix cells', name: 'Infinity in K', call: 'attention', args: () => [attention({ K: f64([Infinity, 0, 0, 1]) })], error: /\bK\b/ },
  { group: 'matrix cells', name: '1e400 in V', call: 'attention', args: () => [attention({ V: [1e400, 2, 3, 4] })], error: /\bV\b/ },
  { group: 'matrix cells', name: '-Infinity in X (multi-head)', call: 'multiHeadAttention', args: () => [multiHead({ X: f64([-Infinity, 0, 0, 1, 0, 1, 1, 0]) })], error: /\bX\b/ },
  { group: 'matrix cells', name: 'NaN in a walkthrough embedding', call: 'walkthrough', args: () => [{ tokens: ['a', 'b'], dModel: 2, X: [1, NaN, 0, 1] }], error: /\bX\b/ },
  { group: 'matrix cells', name: 'text in matmul A', call: 'matmul', args: () => [{ rows: 1, inner: 1, cols: 1, A: ['x'], B: [1] }], error: /\bA\b/ },
  { group: 'matrix text', name: 'a word among numbers', call: 'parseMatrix', args: () => ['1, 2\n3, abc'], error: /text: row 2, column 2: .abc. is not a number/ },
  { group: 'matrix text', name: 'an empty cell', call: 'parseMatrix', args: () => ['1,,2'], error: /text: row 1, column 2 is empty/ },
  { group: 'matrix text', name: '1e400', call: 'parseMatrix', args: () => ['1e400'], error: /text: row 1, column 1: .1e400. is too large/ },
  { group: 'matrix text', name: 'ragged rows', call: 'parseMatrix', args: () => ['1 2; 3'], error: /text: row 2 has 1 numbers, but row 1 has 2/ },
  { group: 'matrix text', name: 'no numbers', call: 'parseMatrix', args: () => ['  ;  '], error: /text: no numbers/ },
  { group: 'matrix text', name: 'not a string', call: 'parseMatrix', args: () => [[1, 2]], error: /text: expected a string/, code: 'type', argument: 'text' },
  { group: 'matrix text', name: 'text over the byte limit', call: 'parseMatrix', args: () => ['1 '.repeat(2 ** 19 + 1)], error: /text: \d+ bytes is more than the limit/, code: 'limit', argument: 'text' },

  // ---- junk where numbers belong (issue 13): named by argument and position, never coerced
  { group: 'junk', name: 'null in Q', call: 'attention', args: () => [attention({ Q: [1, null, 0, 1] })], error: /Q: expected a number at row 0, column 1, got null/, code: 'type', argument: 'Q' },
  { group: 'junk', name: 'true in K', call: 'attention', args: () => [attention({ K: [1, 0, true, 1] })], error: /K: expected a number at row 1, column 0, got true/, code: 'type', argument: 'K' },
  { group: 'junk', name: "'1' in V", call: 'attention', args: () => [attention({ V: [1, 2, 3, '1'] })], error: /V: expected a number at row 1, column 1, got string '1'/, code: 'type', argument: 'V' },
  { group: 'junk', name: 'nested arrays (numpyStr)', call: 'numpyStr', args: () => [[[1, 2], [3, 4]]], error: /values: expected a number at index 0, got an Array/, code: 'type', argument: 'values' },
  { group: 'junk', name: 'text among numbers (numpyStr)', call: 'numpyStr', args: () => [['1', 2]], error: /values: expected a number at index 0/, code: 'type', argument: 'values' },
  { group: 'junk', name: 'a word in keyPadding', call: 'attention', args: () => [attention({ keyPadding: ['no', false] })], error: /keyPadding: expected true, false, 0 or 1 at index 0/, code: 'type', argument: 'keyPadding' },
  { group: 'junk', name: 'a string for matmul A', call: 'matmul', args: () => [{ rows: 1, inner: 1, cols: 1, A: 'x', B: [1] }], error: /\bA\b/, code: 'type', argument: 'A' },
  { group: 'junk', name: 'a BigInt64Array for Q', call: 'attention', args: () => [attention({ Q: new BigInt64Array(4) })], error: /Q: expected a Float64Array or an Array of numbers, got a BigInt64Array/, code: 'type', argument: 'Q' },
  { group: 'junk', name: 'null among logits (softmax)', call: 'softmax', args: () => [{ cols: 3, logits: [1, null, 2] }], error: /logits: expected a number at index 1, got null/, code: 'type', argument: 'logits' },
  { group: 'junk', name: "'1' in a walkthrough embedding", call: 'walkthrough', args: () => [{ tokens: ['a', 'b'], dModel: 2, X: [1, 0, '1', 0] }], error: /X: expected a number at row 1, column 0, got string '1'/, code: 'type', argument: 'X' },
  { group: 'junk', name: 'true in a multi-head weight', call: 'multiHeadAttention', args: () => [multiHead({ WQ: [true, ...Array(15).fill(0)] })], error: /WQ: expected a number at row 0, column 0, got true/, code: 'type', argument: 'WQ' },
  { group: 'junk', name: 'nested arrays in dOutput', call: 'attentionBackward', args: () => [{ ...attention(), dOutput: [[1], 1, 1, 1] }], error: /dOutput: expected a number at row 0, column 0, got an Array/, code: 'type', argument: 'dOutput' },
  { group: 'junk', name: 'null in the trainer state', call: 'trainerSteps', args: (am) => { const { state } = am.trainerStart({}); return [{ state: { ...state, WK: Array.from(state.WK, (x, i) => (i === 7 ? null : x)) } }]; }, error: /state\.WK: expected a number at row 1, column 1, got null/, code: 'type', argument: 'state.WK' },
  { group: 'junk', name: "'0.5' in histogram values", call: 'histogram', args: () => [{ values: [0.1, '0.5'], bins: 2 }], error: /values: expected a number at index 1, got string '0.5'/, code: 'type', argument: 'values' },
  { group: 'junk', name: 'a string token count (walkthrough tokens)', call: 'walkthrough', args: () => [{ tokens: ['a', 2], dModel: 1, X: [1, 2] }], error: /tokens: expected a string at index 1, got 2/, code: 'type', argument: 'tokens' },

  // ---- seeds
  { group: 'seeds', name: 'negative', call: 'walkthrough', args: () => [{ seed: -1 }], error: /\bseed\b/ },
  { group: 'seeds', name: '2^32', call: 'walkthrough', args: () => [{ seed: 2 ** 32 }], error: /\bseed\b/ },
  { group: 'seeds', name: 'fractional', call: 'walkthrough', args: () => [{ seed: 1.5 }], error: /\bseed\b/ },
  { group: 'seeds', name: 'non-numeric', call: 'walkthrough', args: () => [{ seed: 'forty-two' }], error: /\bseed\b/ },
  { group: 'seeds', name: 'NaN', call: 'randn', args: () => [NaN, 2, 2], error: /\bseed\b/ },
  { group: 'seeds', name: 'negative (randn)', call: 'rand', args: () => [-5, 1, 1], error: /\bseed\b/ },

  // ---- d_k and d_v
  { group: 'd_k, d_v', name: 'd_k 0', call: 'walkthrough', args: () => [{ dK: 0 }], error: /\bdK\b/ },
  { group: 'd_k, d_v', name: 'd_v negative', call: 'walkthrough', args: () => [{ dV: -3 }], error: /\bdV\b/ },
  { group: 'd_k, d_v', name: 'd_k huge', call: 'walkthrough', args: () => [{ dK: 1e9 }], error: /\bdK\b/ },
  { group: 'd_k, d_v', name: 'd_v huge (attention)', call: 'attention', args: () => [attention({ dV: 2 ** 40 })], error: /\bdV\b/ },
  { group: 'd_k, d_v', name: 'd_k 0 (attention)', call: 'attention', args: () => [attention({ dK: 0 })], error: /\bdK\b/ },
  { group: 'd_k, d_v', name: 'd_k beyond the limit (dotProducts)', call: 'dotProducts', args: () => [{ seed: 0, dK: 1e7 }], error: /\bdK\b/ },

  // ---- n
  { group: 'n', name: 'n 0', call: 'attention', args: () => [attention({ n: 0 })], error: /\bn\b/ },
  { group: 'n', name: 'n x n scores too big', call: 'attention', args: () => [attention({ n: 4096, m: 4096 })], error: /n x m scores/ },
  { group: 'n', name: 'n beyond the limit', call: 'attention', args: () => [attention({ n: 5000, m: 1 })], error: /\bn\b/ },
  { group: 'n', name: 'n 0 (multi-head)', call: 'multiHeadAttention', args: () => [multiHead({ n: 0 })], error: /\bn\b/ },
  { group: 'n', name: 'a million tokens', call: 'walkthrough', args: () => [{ tokens: Array(1e6).fill('a'), dModel: 1, X: [] }], error: /\btokens: must be an integer from 1 to 16 \(one per row of X\), got 1000000/, code: 'limit', argument: 'tokens' },
  { group: 'n', name: 'a token of a million characters', call: 'walkthrough', args: () => [{ tokens: ['a'.repeat(1e6)], dModel: 1, X: [1] }], error: /\btokens: token 0 has more than 24 bytes/, code: 'limit', argument: 'tokens' },
  { group: 'n', name: 'a token over the walkthrough\'s 24 bytes', call: 'walkthrough', args: () => [{ tokens: ['a'.repeat(25)], dModel: 1, X: [1] }], error: /\btokens: token 0 has more than 24 bytes/, code: 'limit', argument: 'tokens' },
  { group: 'n', name: 'a control character in a token', call: 'walkthrough', args: () => [{ tokens: ['a\tb'], dModel: 1, X: [1] }], error: /\btokens: token 0 holds a control character/, code: 'type', argument: 'tokens' },
  { group: 'n', name: 'more tokens than the walkthrough takes', call: 'walkthrough', args: () => [{ tokens: Array(17).fill('a'), dModel: 1, X: Array(17).fill(0) }], error: /\btokens: must be an integer from 1 to 16 \(one per row of X\), got 17/, code: 'limit', argument: 'tokens' },
  { group: 'n', name: 'rows x cols too big (randn)', call: 'randn', args: () => [0, 1e5, 1e5], error: /rows x cols/, code: 'limit', argument: '' },
  { group: 'n', name: 'rows x cols past 2^64 (randn)', call: 'randn', args: () => [0, 2 ** 40 + 1, 2 ** 24], error: /rows x cols: 1099511627777 x 16777216 cells is more than the limit/, code: 'limit', argument: '' },
  // sizes whose products pass 2^63 (and wrapped) or 2^53 (and rounded), issue 13 defect 6
  { group: 'n', name: 'FLOPs past 2^64 (attentionFlops)', call: 'attentionFlops', args: () => [{ n: 2 ** 20, m: 2 ** 20, dModel: 2 ** 20, heads: 64 }], error: /projections: the count passes 2\^53/, code: 'limit', argument: '' },
  { group: 'n', name: 'FLOPs past 2^53 (attentionFlops)', call: 'attentionFlops', args: () => [{ n: 2 ** 20, dModel: 2 ** 20 }], error: /projections: the count passes 2\^53/, code: 'limit', argument: '' },
  { group: 'n', name: 'n x n x heads scores over the limit (multiHeadAttention)', call: 'multiHeadAttention', args: () => [multiHead({ n: 4096, heads: 64, dModel: 2 ** 12, X: [] })], error: /n x n x heads scores/, code: 'limit', argument: '' },
  { group: 'n', name: 'negative rows (rand)', call: 'rand', args: () => [0, -1, 2], error: /rows: must not be negative/, code: 'range', argument: 'rows' },
  { group: 'n', name: 'n beyond the limit (shapes)', call: 'shapes', args: () => [{ n: 5000, dModel: 4, dK: 2, dV: 2 }], error: /\bn: must be an integer from 1 to 4096, got 5000/, code: 'limit', argument: 'n' },
  { group: 'n', name: 'dModel beyond counting (attentionParams)', call: 'attentionParams', args: () => [{ dModel: 2 ** 21 }], error: /\bdModel\b/, code: 'limit', argument: 'dModel' },
  { group: 'n', name: 'a gradient check too big', call: 'gradientCheck', args: () => [{ n: 40, dK: 40, Q: new Float64Array(1600), K: new Float64Array(1600), V: new Float64Array(1600), dOutput: new Float64Array(1600) }], error: /gradient check: 4800 entries is more than the limit/, code: 'limit', argument: '' },

  // ---- heads
  { group: 'heads', name: 'heads not dividing d_model', call: 'attentionParams', args: () => [{ dModel: 10, heads: 3 }], error: /\bheads\b/ },
  { group: 'heads', name: 'heads not dividing d_model (multi-head)', call: 'multiHeadAttention', args: () => [multiHead({ heads: 3 })], error: /\bheads\b/ },
  { group: 'heads', name: 'heads 0', call: 'attentionParams', args: () => [{ dModel: 8, heads: 0 }], error: /\bheads\b/, code: 'range', argument: 'heads' },
  { group: 'heads', name: 'heads not dividing d_model (attentionFlops)', call: 'attentionFlops', args: () => [{ n: 4, dModel: 10, heads: 3 }], error: /heads: 3 does not divide dModel 10/, code: 'incompatible', argument: 'heads' },
  { group: 'heads', name: 'heads beyond the limit (multiHeadBackward)', call: 'multiHeadBackward', args: () => [{ ...multiHead({ heads: 65 }), dOutput: f64(Array(8).fill(1)) }], error: /\bheads\b/, code: 'limit', argument: 'heads' },

  // ---- mismatched shapes
  { group: 'shapes', name: 'Q shorter than n·dK', call: 'attention', args: () => [attention({ Q: f64([1, 0, 0]) })], error: /\bQ\b/ },
  { group: 'shapes', name: 'V longer than m·dV', call: 'attention', args: () => [attention({ V: f64([1, 2, 3, 4, 5]) })], error: /\bV\b/ },
  { group: 'shapes', name: 'fewer tokens than rows of X', call: 'walkthrough', args: () => [{ tokens: ['a'], dModel: 2, X: [1, 0, 0, 1] }], error: /\bX\b/ },
  { group: 'shapes', name: 'W_O of the wrong size', call: 'multiHeadAttention', args: () => [multiHead({ WO: f64([1, 2, 3]) })], error: /\bWO\b/, code: 'shape', argument: 'WO' },
  { group: 'shapes', name: 'dOutput of the wrong size', call: 'attentionBackward', args: () => [{ ...attention(), dOutput: f64([1]) }], error: /\bdOutput\b/, code: 'shape', argument: 'dOutput' },
  { group: 'shapes', name: 'weights of the wrong size', call: 'weightedSumTerms', args: () => [{ n: 2, dV: 2, weights: [1], V: [1, 2, 3, 4], row: 0 }], error: /\bweights\b/, code: 'shape', argument: 'weights' },

  // ---- argument types, missing and extra fields, typed arrays
  { group: 'types', name: 'no argument', call: 'attention', args: () => [], error: /attention: expected 1 argument, got 0/ },
  { group: 'types', name: 'an extra argument', call: 'walkthrough', args: () => [{}, {}], error: /walkthrough: expected 1 argument, got 2/ },
  { group: 'types', name: 'a string for options', call: 'attention', args: () => ['n=2'], error: /\boptions\b/ },
  { group: 'types', name: 'null for options', call: 'multiHeadAttention', args: () => [null], error: /\boptions\b/ },
  { group: 'types', name: 'an array for options', call: 'walkthrough', args: () => [[42, 3, 3]], error: /\boptions\b/ },
  { group: 'types', name: 'a string for n', call: 'attention', args: () => [attention({ n: '2' })], error: /\bn\b/ },
  { group: 'types', name: 'a boolean for dK', call: 'walkthrough', args: () => [{ dK: true }], error: /\bdK\b/ },
  { group: 'types', name: 'an object for Q', call: 'attention', args: () => [attention({ Q: { 0: 1 } })], error: /\bQ\b/ },
  { group: 'types', name: 'a missing field', call: 'attention', args: () => [{ m: 2, dK: 2, dV: 2 }], error: /\bn\b/ },
  { group: 'types', name: 'a misspelt (extra) field', call: 'attention', args: () => [attention({ dk: 2 })], error: /unknown option 'dk'/, code: 'unknown_option', argument: 'dk' },
  { group: 'types', name: 'an unknown field in the trainer state', call: 'trainerSteps', args: () => [{ task: 'same', seed: 0, state: { WQ: [], extra: 1 } }], error: /unknown option 'extra'/, code: 'unknown_option', argument: 'state.extra' },
  { group: 'types', name: 'no trainer state', call: 'trainerSteps', args: () => [{ task: 'same', seed: 0 }], error: /\bstate: required/, code: 'required', argument: 'state' },
  { group: 'types', name: 'a trainer state of the wrong shape', call: 'trainerSteps', args: () => [{ task: 'same', seed: 0, state: { WQ: [1], WK: [], mQ: [], vQ: [], mK: [], vK: [], step: 0 } }], error: /\bstate\.WQ\b/, code: 'shape', argument: 'state.WQ' },
  { group: 'types', name: 'a boolean for maskFill', call: 'attention', args: () => [attention({ maskFill: false })], error: /\bmaskFill: expected a number, got false/, code: 'type', argument: 'maskFill' },
  { group: 'types', name: 'a fractional dK', call: 'attention', args: () => [attention({ dK: 1.5 })], error: /\bdK: expected an integer, got 1.5/, code: 'type', argument: 'dK' },
  { group: 'types', name: 'a missing dModel', call: 'attentionParams', args: () => [{ heads: 2 }], error: /\bdModel: is required/, code: 'required', argument: 'dModel' },
  { group: 'types', name: 'dModel without X', call: 'walkthrough', args: () => [{ dModel: 4 }], error: /\bdModel: only meaningful together with X/, code: 'incompatible', argument: 'dModel' },

  // ---- choices and numbers with a range of their own
  { group: 'choices', name: 'an unknown precision', call: 'attention', args: () => [attention({ precision: 'float16' })], error: /precision: expected 'float64' or 'float32', got 'float16'/, code: 'range', argument: 'precision' },
  { group: 'choices', name: 'an unknown softmax form', call: 'softmax', args: () => [{ cols: 1, logits: [1], form: 'fast' }], error: /form: expected 'stable' or 'naive'/, code: 'range', argument: 'form' },
  { group: 'choices', name: 'an unknown variant', call: 'attentionVariant', args: () => [{ ...attention(), variant: 'typo' }], error: /variant: expected 'correct'/, code: 'range', argument: 'variant' },
  { group: 'choices', name: 'an unknown task', call: 'trainerStart', args: () => [{ task: 'reverse' }], error: /task: expected 'previous' or 'same', got 'reverse'/, code: 'range', argument: 'task' },
  { group: 'choices', name: 'a softmax scale of 0', call: 'softmax', args: () => [{ cols: 1, logits: [1], scale: 0 }], error: /scale: must be a finite number above 0/, code: 'range', argument: 'scale' },
  { group: 'choices', name: 'a finite-difference step of 0', call: 'gradientCheck', args: () => [{ ...attention(), dOutput: f64([1, 1, 1, 1]), step: 0 }], error: /step: must be a finite number above 0/, code: 'range', argument: 'step' },
  { group: 'choices', name: 'a negative learning rate', call: 'trainerSteps', args: (am) => [{ task: 'previous', seed: 0, state: am.trainerStart({}).state, learningRate: -1 }], error: /learningRate: must be a finite number above 0/, code: 'range', argument: 'learningRate' },
  { group: 'choices', name: 'a NaN mask fill', call: 'attention', args: () => [attention({ maskFill: NaN, causal: true })], error: /maskFill: must be -Infinity or a finite number/, code: 'range', argument: 'maskFill' },
  { group: 'choices', name: 'histogram low above high', call: 'histogram', args: () => [{ values: [0.5], bins: 2, low: 1, high: 0 }], error: /high: need finite low < high/, code: 'incompatible', argument: 'high' },
  { group: 'choices', name: 'NaN in histogram values', call: 'histogram', args: () => [{ values: [0.5, NaN], bins: 2 }], error: /values: value at index 1 is NaN/, code: 'not_finite', argument: 'values' },
  { group: 'choices', name: 'one vector for principalPlane', call: 'principalPlane', args: () => [{ values: [1, 2], rows: 1, cols: 2 }], error: /values: needs at least 2 vectors of width at least 2 to choose a plane, got \(1, 2\)/, code: 'shape', argument: 'values' },
  { group: 'choices', name: 'all-zero vectors for principalPlane', call: 'principalPlane', args: () => [{ values: [0, 0, 0, 0], rows: 2, cols: 2 }], error: /values: every vector is zero/, code: 'incompatible', argument: 'values' },
  { group: 'junk', name: "'1' in principalPlane values", call: 'principalPlane', args: () => [{ values: [1, 0, '1', 1], rows: 2, cols: 2 }], error: /values: expected a number at row 1, column 0, got string '1'/, code: 'type', argument: 'values' },
  { group: 'choices', name: 'a query index past n (dotTerms)', call: 'dotTerms', args: () => [{ n: 2, dK: 2, Q: f64([1, 0, 0, 1]), K: f64([1, 0, 0, 1]), i: 2, j: 0 }], error: /\bi: must be a row from 0 to 1, got 2/, code: 'range', argument: 'i' },
  { group: 'choices', name: 'a row past n (weightedSumTerms)', call: 'weightedSumTerms', args: () => [{ n: 2, dV: 2, weights: [1, 0, 0, 1], V: [1, 2, 3, 4], row: -1 }], error: /\brow: must be a row from 0 to 1, got -1/, code: 'range', argument: 'row' },
  { group: 'choices', name: 'no keys for saturation', call: 'saturation', args: () => [{ dK: 4, keys: 0 }], error: /\bkeys: must be an integer from 1/, code: 'range', argument: 'keys' },
  { group: 'types', name: 'tokens not a list of strings', call: 'walkthrough', args: () => [{ tokens: [1, 2], dModel: 1, X: [1, 2] }], error: /\btokens\b/ },
  { group: 'types', name: 'a Float32Array of the wrong length', call: 'attention', args: () => [attention({ K: new Float32Array(3) })], error: /\bK\b/ },
  { group: 'types', name: 'an Int8Array of the wrong length', call: 'matmul', args: () => [{ rows: 2, inner: 2, cols: 2, A: new Int8Array(4), B: new Int8Array(5) }], error: /\bB\b/ },
  { group: 'types', name: 'a mask of the wrong length', call: 'attention', args: () => [attention({ keyPadding: [true] })], error: /\bkeyPadding\b/ },

  // ---- finite inputs whose products overflow (issue 13, defect 9): named, never NaN
  { group: 'overflow', name: 'Q·Kᵀ past float64', call: 'attention', args: () => [attention({ Q: f64([1e200, 1e200, 0, 1]), K: f64([1e200, 1e200, 0, 1]) })], error: /Q: Q·Kᵀ overflows float64 at row 0, column 0/, code: 'overflow', argument: 'Q' },
  { group: 'overflow', name: 'Q·Kᵀ past float32', call: 'attention', args: () => [attention({ Q: f64([1e20, 1e20, 0, 1]), K: f64([1e20, 1e20, 0, 1]), precision: 'float32' })], error: /Q·Kᵀ overflows float32/, code: 'overflow', argument: 'Q' },
  { group: 'overflow', name: 'a value past float32', call: 'attention', args: () => [attention({ V: f64([1, 2, 3, 1e39]), precision: 'float32' })], error: /V: value at row 1, column 1 does not fit float32/, code: 'overflow', argument: 'V' },
  { group: 'overflow', name: 'X·W_Q past float64 (multiHeadAttention)', call: 'multiHeadAttention', args: () => [multiHead({ X: f64([1e300, 0, 0, 1, 0, 1, 1, 0]), WQ: f64(Array(16).fill(1e300)) })], error: /X·W_Q overflows float64/, code: 'overflow' },
  { group: 'overflow', name: 'scale · logits past float64 (softmax)', call: 'softmax', args: () => [{ cols: 2, logits: [1e300, 0], scale: 1e10 }], error: /scale · logits overflows float64/, code: 'overflow', argument: 'logits' },
  { group: 'overflow', name: 'a gradient past float64 (attentionBackward)', call: 'attentionBackward', args: () => [{ ...attention({ V: f64([1e300, 1e300, 1e300, 1e300]) }), dOutput: f64([1e300, 1e300, 1e300, 1e300]) }], error: /dOutput·Vᵀ overflows float64/, code: 'overflow', argument: 'dOutput' },
  { group: 'overflow', name: 'a dot product past float64 (dotTerms, as rawScores; issue 25)', call: 'dotTerms', args: () => [{ n: 1, m: 2, dK: 2, Q: f64([1e200, 1e200]), K: f64([1e-200, 1e-200, 1e200, -1e200]), i: 0, j: 1 }], error: /Q: Q·Kᵀ overflows float64 at row 0, column 1/, code: 'overflow', argument: 'Q' },
  { group: 'overflow', name: 'A·B past float64 (matmul)', call: 'matmul', args: () => [{ rows: 1, inner: 2, cols: 1, A: [1e308, 1e308], B: [10, 10] }], error: /A: A·B overflows float64/, code: 'overflow', argument: 'A' },

  // ---- fully masked rows: valid, and answered with a zero row that is named
  {
    group: 'masks', name: 'every key padded', call: 'attention', args: () => [attention({ keyPadding: [true, true] })],
    check: (r) => r.fullyMaskedRows.length === 2 && Array.from(r.weights).every((w) => w === 0) && Array.from(r.output).every((x) => x === 0),
  },
  {
    // A finite fill: the row's logits are all -1e9, so its weights are uniform; the row is still listed (issue 13, defect 2).
    group: 'masks', name: 'every key padded, fill -1e9', call: 'attention', args: () => [attention({ keyPadding: [true, true], maskFill: -1e9 })],
    check: (r) => r.fullyMaskedRows.length === 2 && Array.from(r.weights).every((w) => w === 0.5),
  },
  {
    group: 'masks', name: 'softmax of a row of -Infinity', call: 'softmax', args: () => [{ cols: 3, logits: f64([-Infinity, -Infinity, -Infinity]) }],
    check: (r) => Array.from(r.weights ?? r).every((w) => w === 0),
  },
  { group: 'masks', name: '+Infinity logit', call: 'softmax', args: () => [{ cols: 2, logits: f64([Infinity, 0]) }], error: /\blogits\b/, code: 'not_finite', argument: 'logits' },
];

// Page cases. `widget` is the element's tag, `field` the field's URL param
// (its input has the id "<prefix>-<param>"); the walkthrough's embedding
// cells are field "x". `message` must appear beside the field.
export const PAGE_CASES = [
  // ---- matrix cells (the walkthrough's editable embeddings)
  { group: 'matrix cells', name: 'text', widget: 'attention-walkthrough', field: 'x', input: 'abc', message: /Row 1, column 1: .abc. is not a number/ },
  { group: 'matrix cells', name: 'an empty cell', widget: 'attention-walkthrough', field: 'x', input: '', message: /Row 1, column 1: Enter an embedding value/ },
  { group: 'matrix cells', name: 'NaN', widget: 'attention-walkthrough', field: 'x', input: 'NaN', message: /Row 1, column 1: .NaN. is not a number/ },
  { group: 'matrix cells', name: 'Inf', widget: 'attention-walkthrough', field: 'x', input: 'Inf', message: /Row 1, column 1: .Inf. is not a number/ },
  { group: 'matrix cells', name: '1e400', widget: 'attention-walkthrough', field: 'x', input: '1e400', message: /Row 1, column 1: .*finite/ },
  { group: 'matrix cells', name: 'a logit of 1e400', widget: 'attention-softmax', field: 'z', input: '1, 1e400', message: /too large/ },
  { group: 'matrix cells', name: 'NaN among logits', widget: 'attention-softmax', field: 'z', input: '1, NaN', message: /.NaN. in the logits is not a number/ },
  { group: 'matrix cells', name: 'hex in a cell', widget: 'attention-walkthrough', field: 'x', input: '0x10', message: /Row 1, column 1: .0x10. is not a number/ },

  // ---- lists: junk between the numbers is refused, never dropped
  { group: 'lists', name: 'two commas in a row', widget: 'attention-softmax', field: 'z', input: '1,,2', message: /Entry 2 of the logits is empty/ },
  { group: 'lists', name: 'a trailing comma', widget: 'attention-misconception-temperature', field: 'z', input: '1, 2,', message: /Entry 3 of the scores is empty/ },
  { group: 'lists', name: 'a leading comma', widget: 'attention-softmax', field: 'z', input: ', 1', message: /Entry 1 of the logits is empty/ },
  { group: 'lists', name: 'a space inside an entry', widget: 'attention-softmax', field: 'z', input: '1 2, 3', message: /.1 2. in the logits is not a number/ },

  // ---- seeds
  { group: 'seeds', name: 'negative', widget: 'attention-walkthrough', field: 'seed', input: '-1', message: /can.t be negative/ },
  { group: 'seeds', name: '2^32', widget: 'attention-walkthrough', field: 'seed', input: '4294967296', message: /at most 4294967295/ },
  { group: 'seeds', name: 'fractional', widget: 'attention-walkthrough', field: 'seed', input: '1.5', message: /whole number/ },
  { group: 'seeds', name: 'non-numeric', widget: 'attention-scaling', field: 'seed', input: 'banana', message: /.banana. is not a number/ },

  // ---- d_k and d_v
  { group: 'd_k, d_v', name: 'd_k 0', widget: 'attention-walkthrough', field: 'dk', input: '0', message: /at least 1/ },
  { group: 'd_k, d_v', name: 'd_v negative', widget: 'attention-walkthrough', field: 'dv', input: '-2', message: /can.t be negative/ },
  { group: 'd_k, d_v', name: 'd_k huge', widget: 'attention-walkthrough', field: 'dk', input: '100000', message: /at most 64/ },
  // 1e3 is a whole number (1000), refused for its size only; 1.5e3 is refused as a decimal.
  { group: 'd_k, d_v', name: 'd_k 1e3', widget: 'attention-walkthrough', field: 'dk', input: '1e3', message: /at most 64/ },
  { group: 'd_k, d_v', name: 'd_k 1.5e3', widget: 'attention-scaling', field: 'dk', input: '1.5e3', message: /whole number, not 1\.5e3/ },
  { group: 'd_k, d_v', name: 'd_k 2e-1', widget: 'attention-formula', field: 'dk', input: '2e-1', message: /whole number/ },

  // ---- n
  { group: 'n', name: 'n 0', widget: 'attention-formula', field: 'n', input: '0', message: /at least 1/ },
  { group: 'n', name: 'n too big', widget: 'attention-params', field: 'n', input: '99999999999', message: /at most/ },

  // ---- heads
  { group: 'heads', name: 'heads not dividing d_model', widget: 'attention-params', field: 'h', input: '7', message: /must divide/ },

  // ---- types the page can receive: a pasted paragraph, a number in a choice
  { group: 'types', name: 'a pasted paragraph', widget: 'attention-walkthrough', field: 'dk', input: 'four score and seven years ago', message: /is not a number/ },
];

// Nonsense in the link: every widget still draws, and each parameter it
// could not use is explained in the page (not silently dropped).
export const URL_CASES = [
  {
    name: 'walkthrough parameters', query: '?seed=banana&dk=-1&dv=1e9&unknown=1',
    expect: [{ widget: 'attention-walkthrough', message: /The link’s seed was ignored/ }],
  },
  {
    name: 'widget parameters', query: '?softmax.z=hello&cost.h=0&scaling.dk=1.5&mh.h=&formula.n=-4',
    expect: [
      { widget: 'attention-softmax', message: /hello/ },
      { widget: 'attention-params', message: /at least 1/ },
      { widget: 'attention-scaling', message: /whole number/ },
    ],
  },
  {
    // Not an error: the first query has no key left to see.
    name: 'a fully masked row', query: '?masking.causal=1&masking.pad=1',
    expect: [{ widget: 'attention-masking', message: /reports row 0 .* as fully masked: that query gets all-zero weights/ }],
  },
  {
    name: 'embeddings that do not fit', query: '?tokens=a%20b&x=1,2;3',
    expect: [{ widget: 'attention-walkthrough', message: /row 2 has 1/i }],
  },
];

// Reader text that must stay text: token names, typed or from the link.
// Most fit a token name (no spaces, at most 24 bytes); the first does not,
// and is typed into fields to be refused, its text echoed in the message.
export const HOSTILE_TEXT = [
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(2)>',
  '<img/src/onerror=f()>',
  '"><i>x</i>',
  '${alert(4)}',
  '&lt;b&gt;',
];
