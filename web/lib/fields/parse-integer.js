// Turns what a reader typed (or what a URL said) into a whole number inside
// a range, or into what is wrong with it: {ok: false, code, params}, whose
// `message` is the sentence in the reader's language (./field-failure.js),
// made when it is read. It is shown next to the field, so it names the field
// and the accepted range.
// spec: {min, max, label (mid-sentence name), subject (sentence-initial name)}.

// Digits, or digits times a power of ten ("1e3" is 1000): a whole number
// however it is written. "2.0" and "1.5e3" are refused, as decimals.
const WHOLE = /^[+-]?\d+(e\+?\d+)?$/i;
const DECIMAL = /^[+-]?(\d+\.\d*|\.\d+)(e[+-]?\d+)?$|^[+-]?\d+e[+-]?\d+$/i;

import { failure } from './field-failure.js';
import { asHalfWidth } from '../text/half-width.js';

// Strings, not Numbers: Number('') is 0 and Number('0x10') is 16, and both
// would be silently accepted.
// Full-width digits and signs (a Chinese input method's) are read as ASCII.
export function parseBoundedInteger(raw, spec) {
  const text = asHalfWidth(String(raw ?? '')).trim();
  const fail = (code, params = {}) => failure(code, spec, params);
  if (text === '') return fail('field-integer-empty');
  if (!WHOLE.test(text)) {
    if (DECIMAL.test(text)) return fail('field-integer-decimal', { text });
    return fail('field-integer-not-number', { text: clip(text) });
  }
  const value = Number(text) + 0; // + 0 turns "-0" into 0; "1e999" is Infinity, above any max
  if (value < 0 && spec.min >= 0) return fail('field-integer-negative');
  if (value < spec.min) return fail('field-below-min');
  if (value > spec.max) return fail('field-above-max');
  return { ok: true, value };
}

// A pasted paragraph should not become a paragraph-long error message.
export function clip(text) {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}
