// The reader's sequence for the trained heads: letters stand for tokens
// (A is token 0, B token 1 …), and the two stripes a head is scored on.
// Which letters the model knows and how long a sequence may be are the
// core's rules (transformerForward refuses tokens outside the vocabulary and
// sequences longer than the context); only reading letters happens here.

const A = 'A'.charCodeAt(0);

export const letterOf = (token) => String.fromCharCode(A + token);

// "dkah fbjc" → {ok, tokens: [3, 10, 0, 7, …]}; spaces and commas are ignored.
// A letter past the model's last (L for 12 tokens) is refused here, in the
// reader's terms, before the core would refuse it as a token number.
export function parseSequence(raw, vocab = 12) {
  const text = String(raw ?? '').replace(/[\s,]+/g, '').toUpperCase();
  if (text === '') return { ok: false, message: 'Type a sequence of letters, such as DKAHFBJC repeated.' };
  const bad = [...text].find((ch) => ch < 'A' || ch > 'Z');
  if (bad) return { ok: false, message: `“${bad}” is not a letter: the tokens are the letters A, B, C …` };
  const unknown = [...text].find((ch) => ch.charCodeAt(0) - A >= vocab);
  if (unknown) return { ok: false, message: `“${unknown}” is not one of the model's ${vocab} letters, A to ${letterOf(vocab - 1)}.` };
  return { ok: true, tokens: [...text].map((ch) => ch.charCodeAt(0) - A) };
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
