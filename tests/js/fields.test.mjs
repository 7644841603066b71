// The page's field parsers (web/lib/fields/), under Node: what a reader may
// type, or a link may say, becomes a value only when it is one. Junk is
// never coerced into a number (Number('') is 0, Number('0x10') is 16,
// '1,,2'.split(/[\s,]+/) is ['1', '2']).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseBoundedInteger } from '../../web/lib/fields/parse-integer.js';
import { parseBoundedNumber, parseFieldValue, parseVector } from '../../web/lib/fields/parse-value.js';

const whole = { label: 'd_k', subject: 'd_k', min: 1, max: 4096 };
const logits = { label: 'the logits', subject: 'The logits', maxLength: 12, maxAbs: 1e6, allowMinusInfinity: true };

test('whole numbers: 1e3 is 1000; decimals, hex, words and blanks are refused', () => {
  for (const [text, value] of [['1e3', 1000], ['1E3', 1000], ['2e+2', 200], ['+7', 7], ['007', 7], ['  64 ', 64]]) {
    assert.deepEqual(parseBoundedInteger(text, whole), { ok: true, value }, text);
  }
  for (const [text, message] of [['2.0', /whole number, not 2\.0/], ['1.5e3', /whole number/], ['1e-3', /whole number/],
    ['0x10', /not a number/], ['', /Enter d_k/], ['ten', /not a number/], ['1e999', /at most 4096/], ['5e3', /at most 4096/],
    ['-1e3', /can.t be negative/], ['Infinity', /not a number/], ['NaN', /not a number/], ['1_000', /not a number/]]) {
    const parsed = parseBoundedInteger(text, whole);
    assert.equal(parsed.ok, false, text);
    assert.match(parsed.message, message, text);
  }
});

test('lists: every entry between two commas must be there', () => {
  assert.deepEqual(parseVector('1, 2, 3', logits).value, [1, 2, 3]);
  assert.deepEqual(parseVector('1 2 3', logits).value, [1, 2, 3]);
  assert.deepEqual(parseVector(' 2,1 , -inf ', logits).value, [2, 1, -Infinity]);
  for (const [text, message] of [['1,,2', /Entry 2 of the logits is empty/], ['1, 2,', /Entry 3 of the logits is empty/],
    [', 1', /Entry 1 of the logits is empty/], ['1 2, 3', /“1 2” in the logits is not a number/],
    ['1, 0x10', /“0x10” in the logits is not a number/], ['1, 1e400', /too large/], ['', /Give 1 to 12 numbers/],
    ['1, +inf', /not allowed/]]) {
    const parsed = parseVector(text, logits);
    assert.equal(parsed.ok, false, text);
    assert.match(parsed.message, message, text);
  }
});

test('decimals and the other kinds', () => {
  const scale = { label: 'the scale', subject: 'The scale', min: 0.1, max: 100 };
  assert.deepEqual(parseBoundedNumber('1e1', scale), { ok: true, value: 10 });
  for (const text of ['', '0x1', '1,5', '.', 'e3', '1e400', '∞']) assert.equal(parseBoundedNumber(text, scale).ok, false, text);
  assert.deepEqual(parseFieldValue('yes', { kind: 'switch', subject: 'x' }), { ok: true, value: true });
  assert.equal(parseFieldValue('maybe', { kind: 'switch', subject: 'The mask' }).ok, false);
  assert.equal(parseFieldValue('dog', { kind: 'choice', subject: 'The query', choices: [{ value: 'cat' }] }).ok, false);
});
