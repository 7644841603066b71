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
  // A symbol opening the sentence keeps its case: μ₁, not the capital Mu (the capstone's merge step said “Μ₁ = −1.5”).
  assert.equal(capitalised('μ₁ = −1.5, ℓ₁ = 1.607'), 'μ₁ = −1.5, ℓ₁ = 1.607');
  assert.equal(capitalised('ℓ = 2.1'), 'ℓ = 2.1');
  assert.equal(capitalised(''), '');
});

test('a list of the wrong length says how many the reader gave, in a sentence about the field', () => {
  const got = parseValue(parseVector, '', { label: 'the logits', minLength: 2, maxLength: 16 });
  assert.equal(got, 'Give 2 to 16 numbers for the logits, separated by commas; you gave 0.');
});
