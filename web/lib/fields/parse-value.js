// Turns what a reader typed (or what a URL or attribute said) into a value a
// widget field accepts, or into what is wrong with it: {ok: false, code,
// params}, whose `message` is the sentence in the reader's language
// (./field-failure.js). It is shown beside the field, so it names the field
// and what it takes.
// Whole numbers go through parseBoundedInteger; this adds decimals, switches
// and choices.

import { failure } from './field-failure.js';
import { clip, parseBoundedInteger } from './parse-integer.js';
import { asHalfWidth } from '../text/half-width.js';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
// "-inf", "−∞", "-Infinity": only vectors that allow a masked entry take it.
const INFINITY = /^[+\-−]?(inf|infinity|∞)$/i;

// Strings, not Number(): Number('') is 0 and Number('0x10') is 16, and
// 'Infinity' and '1e400' must be refused, not turned into huge values.
// What a Chinese input method types ("１．５") is read as ASCII first.
export function parseBoundedNumber(raw, spec) {
  const text = asHalfWidth(String(raw ?? '')).trim();
  const fail = (code, params = {}) => failure(code, spec, params);
  if (text === '') return fail('field-number-empty');
  if (!NUMBER.test(text)) return fail('field-number-not-number', { text: clip(text) });
  const value = Number(text) + 0;
  if (!Number.isFinite(value)) return fail('field-number-not-finite', { text: clip(text) });
  if (value < spec.min) return fail('field-below-min');
  if (value > spec.max) return fail('field-above-max');
  return { ok: true, value };
}

export function parseSwitch(raw, spec) {
  const text = String(raw ?? '').trim().toLowerCase();
  if (['1', 'true', 'on', 'yes', ''].includes(text)) return { ok: true, value: true };
  if (['0', 'false', 'off', 'no'].includes(text)) return { ok: true, value: false };
  return failure('field-switch-invalid', spec, { text: clip(text) });
}

export function parseChoice(raw, spec) {
  const text = String(raw ?? '').trim();
  if (spec.choices.some((c) => c.value === text)) return { ok: true, value: text };
  return failure('field-choice-invalid', spec, { choices: spec.choices.map((c) => c.value).join(', '), text: clip(text) });
}

// "1, 2, 3" or "1 2 3": a short list of finite numbers (logits, a query
// vector). With commas, every entry between two commas must be there:
// "1,,2" and "1, 2," are refused with a message, not read as [1, 2].
// "1，2" and "1、2" (a Chinese input method's commas) are "1,2".
export function parseVector(raw, spec) {
  const text = asHalfWidth(String(raw ?? '')).trim();
  const { minLength = 1, maxLength = 16 } = spec;
  const fail = (code, params = {}) => failure(code, spec, params);
  const parts = splitEntries(text);
  const empty = parts.indexOf('');
  if (empty >= 0 && text !== '') return fail('field-vector-empty-entry', { entry: empty + 1 });
  const entries = text === '' ? [] : parts;
  // A word among the numbers is the more useful thing to point out.
  const word = entries.find((part) => !NUMBER.test(part) && !INFINITY.test(part));
  if (word !== undefined) return fail('field-vector-not-number', { text: clip(word) });
  if (entries.length < minLength || entries.length > maxLength) {
    return fail('field-vector-count', { min: String(minLength), max: String(maxLength), count: entries.length });
  }
  const values = [];
  for (const part of entries) {
    if (INFINITY.test(part)) {
      if (!spec.allowMinusInfinity || !part.startsWith('-') && !part.startsWith('−')) {
        return fail('field-vector-not-finite', { text: clip(part), maskable: spec.allowMinusInfinity ? 'yes' : 'no' });
      }
      values.push(-Infinity);
      continue;
    }
    const value = Number(part) + 0;
    if (!Number.isFinite(value)) return fail('field-vector-too-large', { text: clip(part) });
    if (spec.maxAbs !== undefined && Math.abs(value) > spec.maxAbs) {
      return fail('field-vector-out-of-range', { text: part, maxAbs: String(spec.maxAbs) });
    }
    values.push(value);
  }
  return { ok: true, value: values };
}

// Entries between commas when there are commas (spaces around them allowed:
// "1, 2"), else between runs of spaces. An entry with a space inside ("1 2, 3")
// is one entry, and not a number.
function splitEntries(text) {
  if (!text.includes(',')) return text.split(/\s+/);
  return text.split(',').map((part) => part.trim());
}

// One entry point for every field kind: 'integer', 'number', 'switch', 'choice', 'vector',
// and 'text' (taken as it is: the widget checks it, e.g. with the core's parser).
export function parseFieldValue(raw, spec) {
  switch (spec.kind) {
    case 'text': return { ok: true, value: String(raw ?? '') };
    case 'integer': return parseBoundedInteger(raw, spec);
    case 'number': return parseBoundedNumber(raw, spec);
    case 'switch': return parseSwitch(raw, spec);
    case 'choice': return parseChoice(raw, spec);
    case 'vector': return parseVector(raw, spec);
    default: throw new Error(`unknown field kind ${spec.kind}`); // developer-facing
  }
}

// The attribute/URL spelling of a value: switches as 1/0.
export function formatFieldValue(value, spec) {
  if (spec.kind === 'switch') return value ? '1' : '0';
  if (spec.kind === 'vector') return value.map((v) => (v === -Infinity ? '-inf' : String(v))).join(', ');
  return String(value);
}
