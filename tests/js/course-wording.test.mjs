// Sentences the course builds from parts read as English (counts agree with
// their nouns by the catalogue's selectors now, web/locales/), and the shapes checkpoint's
// "rows and columns swapped" hint says what the rows of each matrix are (a
// weight matrix has d_model rows, not one row per token).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseVector } from '../../web/lib/fields/parse-value.js';

const parseValue = (parse, raw, spec) => parse(raw, spec).message;

test('a list of the wrong length says how many the reader gave, in a sentence about the field', () => {
  const got = parseValue(parseVector, '', { label: 'the logits', minLength: 2, maxLength: 16 });
  assert.equal(got, 'Give 2 to 16 numbers for the logits, separated by commas; you gave 0.');
});
