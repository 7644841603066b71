// Lenient readers for what a reader types as an answer. Each returns
// {ok: true, value} or {ok: false, message}, the message saying which
// spellings are accepted: being strict about the format would mark right
// answers wrong for the wrong reason. No answer is ever coerced from junk.

import { parseFormula } from './formula-answer.js';
import { message } from '../text/messages.js';
import { asHalfWidth } from '../text/half-width.js';

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const GROUPED = /^[+-]?\d{1,3}([,\s_\u00a0\u202f]\d{3})+(\.\d+)?$/; // 1,048,576 or 1 048 576
const FRACTION = /^([+-]?(?:\d+\.?\d*|\.\d+))\s*\/\s*(\d+\.?\d*|\.\d+)$/; // 1/2, -3/4, 1.5/3
const INFINITY = /^([+-]?)(∞|inf|infinity)$/i;

const fail = (id, args) => ({ ok: false, message: message(id, args) });

function clip(text) {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}

// The true minus sign, a leading "=" and surrounding space are all fine,
// and so is what a Chinese input method types: "（７，７）", "2，1.756".
function tidy(raw) {
  return asHalfWidth(String(raw ?? '')).trim().replace(/[−–]/g, '-').replace(/^=\s*/, '');
}

// One number: 0.5, .5, -2, 1e3, 1,048,576, 1/2, 50% (with `percent`),
// and, with `special`, NaN, ∞, inf, -inf, −∞. Returns the number read and
// how it was written (digits after the point), for answers asked "to 3
// decimals".
export function parseAnswerNumber(raw, { percent = false, special = false } = {}) {
  const text = tidy(raw);
  if (text === '') return fail('course-answer-enter-number');
  if (special && /^nan$/i.test(text)) return { ok: true, value: NaN };
  const infinity = INFINITY.exec(text);
  if (special && infinity) return { ok: true, value: infinity[1] === '-' ? -Infinity : Infinity };
  if (percent && /%$/.test(text)) {
    const inner = parseAnswerNumber(text.slice(0, -1).trim());
    return inner.ok ? { ok: true, value: inner.value / 100 } : fail('course-answer-not-percentage', { text: clip(text) });
  }
  if (GROUPED.test(text)) return { ok: true, value: Number(text.replace(/[,\s_\u00a0\u202f]/g, '')) };
  const fraction = FRACTION.exec(text);
  if (fraction) {
    if (Number(fraction[2]) === 0) return fail('course-answer-divide-by-zero');
    return { ok: true, value: Number(fraction[1]) / Number(fraction[2]) };
  }
  if (DECIMAL.test(text)) return { ok: true, value: Number(text) };
  // The other spellings this answer takes: a percentage, NaN and −∞, both or neither.
  const also = percent && special ? 'both' : percent ? 'percent' : special ? 'special' : 'none';
  return fail('course-answer-not-number', { text: clip(text), also });
}

// "(7, 7)", "7,7", "7x7", "7 × 7", "[7, 7]", "7 by 7".
export function parseShape(raw) {
  const text = tidy(raw).toLowerCase();
  const match = /^[([]?\s*(\d+)\s*(?:,|x|×|\*|by)\s*(\d+)\s*,?\s*[)\]]?$/.exec(text);
  if (!match) return fail('course-answer-not-shape');
  return { ok: true, value: [Number(match[1]), Number(match[2])] };
}

// Digits after the point, as written: "0.09" → 2, "9.003e-2" → 4, "1" → 0.
function decimalsOf(part) {
  const [mantissa, exponent = '0'] = part.toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return fraction.length - Number(exponent);
}

// "0.090, 0.245, 0.665", with or without brackets, commas or spaces. With
// `decimals`, every number must be written to at least that many decimals:
// "0.09" is then a format message ("give 3 decimals"), not a wrong answer.
export function parseAnswerVector(raw, length, { decimals = 0 } = {}) {
  const text = tidy(raw).replace(/^[[(]|[\])]$/g, '');
  const parts = text.split(/[\s,;]+/).filter(Boolean).map((part) => part.replace(/^[−–]/, '-'));
  if (parts.length !== length) {
    return fail('course-answer-vector-length', { length, example: EXAMPLES[length] ?? '0.1, 0.2, 0.7', given: parts.length });
  }
  const bad = parts.find((part) => !DECIMAL.test(part));
  if (bad) return fail('course-answer-vector-not-number', { text: clip(bad) });
  const short = parts.find((part) => decimalsOf(part) < decimals);
  if (short) return fail('course-answer-vector-decimals', { decimals, text: clip(short) });
  return { ok: true, value: parts.map(Number) };
}

const EXAMPLES = { 2: '0.5, 1.5', 3: '0.1, 0.2, 0.7', 4: '0.1, 0.2, 0.3, 0.4' };

// Close enough to `expected`: within `tolerance` (absolute), NaN matching
// NaN and an infinity matching the same infinity, so "NaN" can be right.
export function near(value, expected, tolerance) {
  if (Number.isNaN(expected) || Number.isNaN(value)) return Number.isNaN(expected) && Number.isNaN(value);
  if (!Number.isFinite(expected) || !Number.isFinite(value)) return value === expected;
  return Math.abs(value - expected) <= tolerance;
}

export const nearAll = (values, expected, tolerance) => values.length === expected.length
  && values.every((v, j) => near(v, expected[j], tolerance));

export const sameShape = (a, b) => a[0] === b[0] && a[1] === b[1];

// → the decimals `value` stops at, when it is `expected` rounded to fewer
// than `places` (but at least 1) decimals: a right value given too short,
// not a wrong one. 0 otherwise.
export function roundedShort(value, expected, places) {
  if (!Number.isFinite(value) || !Number.isFinite(expected)) return 0;
  const shown = decimalsOf(String(value));
  return shown >= 1 && shown < places && Number(expected.toFixed(shown)) === value ? shown : 0;
}

// What a text answer's box makes of `text`, by the answer's kind ('shape',
// 'vector' with its length, or a number with its options): {ok, value} or
// {ok: false, message}. The course elements' fields and the typed recall
// prompts (./recall.js) read answers through it.
export function parseAnswer(answer, text) {
  if (answer.kind === 'shape') return parseShape(text);
  if (answer.kind === 'formula') return parseFormula(text);
  if (answer.kind === 'vector') return parseAnswerVector(text, answer.length, answer);
  return parseAnswerNumber(text, answer);
}
