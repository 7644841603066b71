// Turns what a reader typed (or what a URL or attribute said) into a value a
// widget field accepts, or into a sentence saying what is wrong with it. The
// sentence is shown beside the field, so it names the field and what it takes.
// Whole numbers go through parseBoundedInteger; this adds decimals, switches
// and choices.

import { parseBoundedInteger } from './parse-integer.js';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
// "-inf", "−∞", "-Infinity": only vectors that allow a masked entry take it.
const INFINITY = /^[+\-−]?(inf|infinity|∞)$/i;

function fail(message) {
  return { ok: false, message };
}

function clip(text) {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}

// Strings, not Number(): Number('') is 0 and Number('0x10') is 16, and
// 'Infinity' and '1e400' must be refused, not turned into huge values.
export function parseBoundedNumber(raw, spec) {
  const text = String(raw ?? '').trim();
  const { subject, min, max } = spec;
  const range = `from ${min} to ${max}`;
  if (text === '') return fail(`Enter ${spec.label}: a number ${range}.`);
  if (!NUMBER.test(text)) return fail(`“${clip(text)}” is not a number. ${subject} is a number ${range}.`);
  const value = Number(text) + 0;
  if (!Number.isFinite(value)) return fail(`${subject} must be a finite number ${range}, not ${clip(text)}.`);
  if (value < min) return fail(`${subject} must be at least ${min}.`);
  if (value > max) return fail(`${subject} must be at most ${max}.`);
  return { ok: true, value };
}

export function parseSwitch(raw, spec) {
  const text = String(raw ?? '').trim().toLowerCase();
  if (['1', 'true', 'on', 'yes', ''].includes(text)) return { ok: true, value: true };
  if (['0', 'false', 'off', 'no'].includes(text)) return { ok: true, value: false };
  return fail(`${spec.subject} is on or off (1 or 0), not “${clip(text)}”.`);
}

export function parseChoice(raw, spec) {
  const text = String(raw ?? '').trim();
  if (spec.choices.some((c) => c.value === text)) return { ok: true, value: text };
  return fail(`${spec.subject} must be one of ${spec.choices.map((c) => c.value).join(', ')}, not “${clip(text)}”.`);
}

// "1, 2, 3" or "1 2 3": a short list of finite numbers (logits, a query
// vector). With commas, every entry between two commas must be there:
// "1,,2" and "1, 2," are refused with a message, not read as [1, 2].
export function parseVector(raw, spec) {
  const text = String(raw ?? '').trim();
  const { minLength = 1, maxLength = 16 } = spec;
  const parts = splitEntries(text);
  const empty = parts.indexOf('');
  if (empty >= 0 && text !== '') {
    return fail(`Entry ${empty + 1} of ${spec.label} is empty: put a number between every two commas.`);
  }
  const entries = text === '' ? [] : parts;
  // A word among the numbers is the more useful thing to point out.
  const word = entries.find((part) => !NUMBER.test(part) && !INFINITY.test(part));
  if (word !== undefined) return fail(`“${clip(word)}” in ${spec.label} is not a number.`);
  if (entries.length < minLength || entries.length > maxLength) {
    return fail(`Give ${minLength} to ${maxLength} numbers for ${spec.label}, separated by commas; you gave ${entries.length}.`);
  }
  const values = [];
  for (const part of entries) {
    if (INFINITY.test(part)) {
      if (!spec.allowMinusInfinity || !part.startsWith('-') && !part.startsWith('−')) {
        return fail(`${clip(part)} in ${spec.label} is not allowed: numbers must be finite${spec.allowMinusInfinity ? ' (−∞ is allowed, to mask a position)' : ''}.`);
      }
      values.push(-Infinity);
      continue;
    }
    const value = Number(part) + 0;
    if (!Number.isFinite(value)) return fail(`${clip(part)} in ${spec.label} is too large: numbers must be finite.`);
    if (spec.maxAbs !== undefined && Math.abs(value) > spec.maxAbs) {
      return fail(`${part} in ${spec.label} is out of range: each number must be between -${spec.maxAbs} and ${spec.maxAbs}.`);
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
    default: throw new Error(`unknown field kind ${spec.kind}`);
  }
}

// The attribute/URL spelling of a value: switches as 1/0.
export function formatFieldValue(value, spec) {
  if (spec.kind === 'switch') return value ? '1' : '0';
  if (spec.kind === 'vector') return value.map((v) => (v === -Infinity ? '-inf' : String(v))).join(', ');
  return String(value);
}
