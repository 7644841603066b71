// <attention-scores>'s model (web/elements/scores/model.js) against the
// core: the heatmap is the core's Q·Kᵀ of the worked example, and any cell
// is written out term by term with the core's own products (am.dotTerms),
// each q[d]·k[d] itself, summing to the cell bit for bit; what a reader
// typing a bad seed or d_k is told. (The page draws these figures, and
// hovering or arrowing to a cell explains that cell: tests/e2e/widget-smoke,
// tests/e2e/scores.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { START_CELL, fields, model, prepare } from '../../web/elements/scores/model.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const TOKENS = ['The', 'cat', 'sat', 'down'];
const fixed = (x, d = 3) => x.toFixed(d).replace('-', '−');

function show(values = {}, cell = START_CELL) {
  const given = inputs(fields, values);
  return model(am, { ...given, ...prepare(am, given), cell });
}

// The core's own example and scores, and cell (i, j) explained from them.
function expectExplained(figures, i, j, seed = 42, dK = 3) {
  const ex = am.walkthrough({ seed, dK, dV: 3 });
  const { rawScores } = am.attention({ Q: ex.Q, K: ex.K, V: ex.V, n: 4, dK, dV: 3 });
  assert.deepEqual(Array.from(figures.scores.values), Array.from(rawScores), 'the heatmap is the core’s Q·Kᵀ');
  const { terms, sum } = am.dotTerms({ Q: ex.Q, K: ex.K, n: 4, m: 4, dK, i, j });
  assert.equal(sum, rawScores[i * 4 + j], 'the core: dotTerms sum equals the rawScores cell');
  const rows = tableText(figures.terms);
  assert.equal(rows.length, dK + 1);
  for (let d = 0; d < dK; d += 1) {
    const q = ex.Q[i * dK + d];
    const k = ex.K[j * dK + d];
    assert.equal(terms[d], q * k, `term ${d + 1} is q[d]·k[d]`);
    assert.deepEqual(rows[d], [String(d + 1), fixed(q), fixed(k), fixed(terms[d])]);
  }
  assert.deepEqual(rows[dK], ['sum', '', '', fixed(sum)]);
  const said = figures.explanation;
  // S, q and k carry the tokens as subscripts (rich text: no "S[cat, sat]").
  assert.equal(said.heading, `S_{${TOKENS[i]}, ${TOKENS[j]}} = q_{${TOKENS[i]}} · k_{${TOKENS[j]}}`);
  assert.equal(said.question, `: how well “${TOKENS[j]}” fits what “${TOKENS[i]}” is looking for`);
  assert.equal(said.check, 'Every number in that line is rounded to 3 decimals, so redoing it from the digits shown can miss in the last digit; unrounded, the sum is exactly the number in the heatmap’s cell, to its last digit.');
  assert.equal(said.same, true);
  assert.equal(said.cell, sum, 'the cell holds the core’s sum bit for bit');
  assert.match(said.expansion, new RegExp(`= ${fixed(sum)}$`));
  assert.deepEqual(figures.scores.marks, { explained: [[i, j]] }, 'the explained cell is marked');
  assert.deepEqual(figures.q.highlight, { rows: [i] }, 'Q’s row lights up');
  assert.deepEqual(figures.kt.highlight, { cols: [j] }, 'Kᵀ’s column lights up');
}

test('the heatmap holds the core’s Q·Kᵀ and opens on cat→sat, written out term by term', () => {
  assert.deepEqual(START_CELL, [1, 2]);
  expectExplained(show(), 1, 2);
});

test('every cell is explained the same way', () => {
  for (let i = 0; i < 4; i += 1) for (let j = 0; j < 4; j += 1) expectExplained(show({}, [i, j]), i, j);
});

test('d_k = 6 and another seed give six terms per dot product', () => {
  expectExplained(show({ seed: 7, dK: 6 }), 1, 2, 7, 6);
  expectExplained(show({ seed: 7, dK: 6 }, [0, 3]), 0, 3, 7, 6);
  expectExplained(show({ dK: 1 }), 1, 2, 42, 1);
});

test('a bad seed or d_k gets a message', () => {
  for (const [typed, message] of [['abc', /“abc” is not a number/], ['-1', /can’t be negative/], ['4294967296', /at most 4294967295/]]) {
    assert.match(parseField(fields, 'seed', typed).message, message);
  }
  assert.equal(parseField(fields, 'dK', '9').message, 'The query/key width must be at most 8.');
  // The hints name Q and K as subscripts of W, not with underscores a reader would see.
  assert.match(fields[0].hint, /W_Q and W_K/);
});
