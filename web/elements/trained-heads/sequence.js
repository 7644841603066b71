// The reader's sequence for the trained heads: letters stand for tokens
// (A is token 0, B token 1 …), and the two stripes a head is scored on.
// Which letters the model knows and how long a sequence may be are the
// core's rules (transformerForward refuses tokens outside the vocabulary and
// sequences longer than the context); only reading letters, and saying the
// core's refusal in letters, happens here.

import { routedError } from '../../lib/core/errors.js';
import { message } from '../../lib/text/messages.js';
import { asHalfWidth } from '../../lib/text/half-width.js';

const A = 'A'.charCodeAt(0);

export const letterOf = (token) => String.fromCharCode(A + token);

// "dkah fbjc" → {ok, tokens: [3, 10, 0, 7, …]}; spaces and commas are ignored,
// full-width ones and full-width letters ("ＡＢＣ，ＤＥ") too.
// `vocab`, the model's (once the core has said it), names the letters allowed.
export function parseSequence(raw, vocab = null) {
  const text = asHalfWidth(String(raw ?? '')).replace(/[\s,]+/g, '').toUpperCase();
  if (text === '') return { ok: false, message: message('trained-heads-error-empty') };
  const bad = [...text].find((ch) => ch < 'A' || ch > 'Z');
  if (bad) {
    const known = Number.isInteger(vocab);
    return { ok: false, message: message('trained-heads-error-not-a-letter', {
      character: bad, known: String(known), vocab: known ? String(vocab) : '', last: known ? letterOf(vocab - 1) : '' }) };
  }
  return { ok: true, tokens: [...text].map((ch) => ch.charCodeAt(0) - A) };
}

// The core refuses a token outside the vocabulary by number ("token 23 at
// index 8 is outside the vocabulary 0 … 11"); its params say it in letters:
// "“X” is not one of the model's 12 letters, A to L." Too long a sequence
// (the core's limit, the context) is said in letters too. Any other error
// as is.
export function inLetters(error) {
  const { index, value, max, got } = error?.params ?? {};
  if (error?.argument === 'tokens' && error.code === 'limit' && Number.isInteger(max) && Number.isInteger(got) && got > max) {
    return routedError(message('trained-heads-error-too-long', { max: String(max), got: String(got) }), error);
  }
  const outsideVocabulary = error?.argument === 'tokens' && error.code === 'range'
    && Number.isInteger(index) && Number.isInteger(value) && Number.isInteger(max);
  if (!outsideVocabulary) return error;
  return routedError(message('trained-heads-error-unknown-letter', { letter: letterOf(value), count: String(max + 1),
                                                                    last: letterOf(max) }), error);
}

export const sequenceText = (tokens) => tokens.map(letterOf).join('');

// Cells (query i, key j) where each rule points: the previous token, i − 1;
// the latest earlier occurrence j of token i (duplicate token); and the
// token right after it, j + 1 (the induction target: for a half repeated,
// i − period + 1).
export function stripes(tokens) {
  const previous = [];
  const duplicate = [];
  const induction = [];
  const lastSeen = new Map();
  tokens.forEach((token, i) => {
    if (i > 0) previous.push([i, i - 1]);
    if (lastSeen.has(token)) {
      duplicate.push([i, lastSeen.get(token)]);
      induction.push([i, lastSeen.get(token) + 1]);
    }
    lastSeen.set(token, i);
  });
  return { previous, duplicate, induction };
}

// The mean weight on a stripe's cells, or null when the sequence has none.
export function stripeMean(weights, n, cells) {
  if (cells.length === 0) return null;
  return cells.reduce((sum, [i, j]) => sum + weights[i * n + j], 0) / cells.length;
}

// `half` distinct tokens of the vocabulary, in the order of a seeded
// uniform draw (the core's numpy-compatible rand), then the same again.
export function randomRepeated(am, seed, half, vocab) {
  const draw = Array.from(am.rand(seed, 1, vocab));
  const order = draw.map((value, token) => [value, token]).sort((a, b) => a[0] - b[0]).map(([, token]) => token);
  const first = order.slice(0, half);
  return [...first, ...first];
}
