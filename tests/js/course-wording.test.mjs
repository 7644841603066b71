// Sentences the course builds from parts read as English: a count agrees
// with its noun, a verdict opens with a capital, and the shapes checkpoint's
// "rows and columns swapped" hint says what the rows of each matrix are (a
// weight matrix has d_model rows, not one row per token).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { capitalised, counted } from '../../web/lib/text/plural.js';
import { parseVector } from '../../web/lib/fields/parse-value.js';

const parseValue = (parse, raw, spec) => parse(raw, spec).message;

test('counted and capitalised', () => {
  assert.equal(counted(1, 'head'), '1 head');
  assert.equal(counted(12, 'head'), '12 heads');
  assert.equal(counted(0, 'column'), '0 columns');
  assert.equal(counted(1, 'query', 'queries'), '1 query');
  assert.equal(capitalised('the output, weights · V (2, 3)'), 'The output, weights · V (2, 3)');
  // A symbol opening the sentence keeps its case: m₁, not M₁ (the capstone's merge step once said “Μ₁ = −1.5”).
  // The answers a right step quotes after “Right.” open so: the running maximum, a factor, an exp, o and z.
  for (const symbol of ['m₁ = −1.5, ℓ₁ = 1.607', 'm = 2, so z − m = 0, −1.', 'm′ = 3', 'e^(m_a − m) = 0.368 and e^(m_b − m) = 1.',
    'exp(z − m) = 1, 0.5 and 0', 'o = (1.5, −2).', 'z = 0.5, −∞.', 'd_k is 4', 'ℓ = 2.1']) {
    assert.equal(capitalised(symbol), symbol);
  }
  // A word still opens with a capital, the article “a” too.
  assert.equal(capitalised('a rescale by e^(m − m′)'), 'A rescale by e^(m − m′)');
  assert.equal(capitalised('exps of the scores'), 'Exps of the scores');
  assert.equal(capitalised(''), '');
});

test('a list of the wrong length says how many the reader gave, in a sentence about the field', () => {
  const got = parseValue(parseVector, '', { label: 'the logits', minLength: 2, maxLength: 16 });
  assert.equal(got, 'Give 2 to 16 numbers for the logits, separated by commas; you gave 0.');
});
