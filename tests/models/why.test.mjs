// <attention-why>'s model (web/elements/why/model.js) against the core: the
// chosen query's row of the worked example's scaled scores and weights, the
// core's row sum, the output written as a weighted sum of the values (only
// the weights: chapter 2's prediction weighted-sum/leans-toward asks for the
// vector), the bars, and what to notice across all four rows; what a link
// naming a token outside the sentence is told. (The page draws these
// figures and the buttons choose the query: tests/e2e/widget-smoke,
// tests/e2e/why.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fields, model } from '../../web/elements/why/model.js';
import { parseRichText } from '../../web/lib/text/rich-text.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const TOKENS = ['The', 'cat', 'sat', 'down'];
const fixed = (x, d = 4) => x.toFixed(d).replace('-', '−');
// Rich text as the page shows it: a symbol's name and its subscript run together ("O_{cat}" → "Ocat").
const shown = (rich) => parseRichText(rich).map((run) => ('text' in run ? run.text : run.name + (run.sub ?? ''))).join('');
const subscripts = (rich) => parseRichText(rich).filter((run) => run.sub).map((run) => run.sub);
const show = (query) => model(am, inputs(fields, query ? { query } : {}));
const example = am.walkthrough({});
const rows = TOKENS.map((_, i) => Array.from(example.weights.slice(i * 4, i * 4 + 4)));

// The row of query `query`: the core's scaled scores and weights, sum 1, the
// weighted-sum line, which button is pressed.
function expectRow(figures, query) {
  const i = TOKENS.indexOf(query);
  const table = tableText(figures.table);
  assert.deepEqual(table.map((r) => r[0]), [...TOKENS, 'sum']);
  TOKENS.forEach((_, j) => {
    assert.equal(table[j][1], fixed(example.scaledScores[i * 4 + j]), `scaled score ${query}→${TOKENS[j]}`);
    assert.equal(table[j][2], fixed(example.weights[i * 4 + j]), `weight ${query}→${TOKENS[j]}`);
  });
  assert.equal(table[4][2], '1.0000');
  // The line writes the weights, not the output vector: chapter 2's prediction
  // weighted-sum/leans-toward asks the reader to work that vector out.
  const terms = TOKENS.map((t, j) => `${fixed(example.weights[i * 4 + j], 3)} v${t}`).join(' + ');
  assert.equal(shown(figures.sum), `O${query} = ${terms}`);
  assert.deepEqual(subscripts(figures.sum), [query, ...TOKENS], 'O and v carry real subscripts');
  assert.equal(figures.query, i, 'the pressed button');
  assert.deepEqual(figures.bars.bars.map((b) => b.value), rows[i], 'the bars are the core’s weights');
  assert.deepEqual(figures.bars.bars.map((b) => b.text), rows[i].map((w) => fixed(w, 3)));
}

test('"cat" (the default) shows the core’s weights row for cat; every other query its own row', () => {
  const cat = show();
  expectRow(cat, 'cat');
  assert.match(cat.summary, /“cat” gives its largest weight, 0\.333, to “down”/);
  assert.deepEqual(cat.bars.bars.map((b) => b.text), ['0.274', '0.164', '0.229', '0.333']);
  for (const query of TOKENS) expectRow(show(query), query);
  // The core's own row sums, not a sum the page made up.
  const { rowSums } = am.attention({ Q: example.Q, K: example.K, V: example.V, n: 4, dK: 3, dV: 3 });
  assert.equal(tableText(cat.table)[4][2], fixed(rowSums[1]));
});

test('under the bars, what to notice across all four rows, from the core’s weights', () => {
  const top = rows[0].indexOf(Math.max(...rows[0]));
  const bottom = rows[0].indexOf(Math.min(...rows[0]));
  assert.ok(rows.every((r) => r.indexOf(Math.max(...r)) === top && r.indexOf(Math.min(...r)) === bottom),
    'the seed’s random projections: every query ranks the keys alike');
  const range = (j) => `${fixed(Math.min(...rows.map((r) => r[j])), 3)} to ${fixed(Math.max(...rows.map((r) => r[j])), 3)}`;
  const { notice } = show();
  assert.ok(notice.includes(`every query ranks the keys alike. “${TOKENS[top]}” gets the largest share from each (${range(top)}), `
    + `“${TOKENS[bottom]}” the smallest (${range(bottom)}).`), notice);
  assert.match(notice, new RegExp(`“cat” gives itself the least of all \\(${fixed(rows[1][1], 3)}\\)`));
  assert.match(show(TOKENS[top]).notice, /gives itself the most \(.*\) only because every query gives/);
});

test('a link naming a token that is not in the sentence is refused, naming it; the model refuses it too', () => {
  const parsed = parseField(fields, 'query', 'dog');
  assert.equal(parsed.ok, false);
  assert.match(parsed.message, /not “dog”/);
  assert.throws(() => show('dog'), (error) => error.argument === 'query' && /“dog” is not a token/.test(error.message));
});

test('no literal underscores in what the model has readers see', () => {
  for (const query of TOKENS) {
    const figures = show(query);
    const texts = [figures.summary, figures.notice, shown(figures.sum), figures.table.caption, ...tableText(figures.table).flat()];
    for (const text of texts) assert.doesNotMatch(text, /\b[dWqkvxSO]_|new_i/);
  }
});
