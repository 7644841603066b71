// The worked example's own embeddings as attributes (and URL parameters):
//   tokens="The cat sat down"   names separated by spaces
//   x="0.1,0.8,…; 0.9,0.1,…"    rows separated by ';' (or newlines), numbers
//                               by ',' (or spaces)
// Short enough to type into a documentation page, and to read in a link.

import { checkToken, EMBEDDING_LIMIT } from './embeddings.js';
import { message } from '../../lib/text/messages.js';
import { asHalfWidth } from '../../lib/text/half-width.js';

const MAX_TOKENS = 16;
const MAX_WIDTH = 32;
const MAX_TOKEN_BYTES = 24;

function fail(message) {
  return { ok: false, message };
}

// The core's parser (am.parseMatrix, the one tests/fuzz fuzzes) reads the
// text, its full-width commas and semicolons ("1，2；3，4", a Chinese input
// method's) made ASCII first; this adds the page's own rule, a finite value
// within the limit.
function checkValues({ cols, values }) {
  const at = values.findIndex((v) => !Number.isFinite(v) || Math.abs(v) > EMBEDDING_LIMIT);
  if (at < 0) return null;
  const args = { row: Math.floor(at / cols) + 1, col: (at % cols) + 1, value: String(values[at]), limit: String(EMBEDDING_LIMIT) };
  return message(Number.isFinite(values[at]) ? 'walkthrough-x-out-of-range' : 'walkthrough-x-not-finite', args);
}

function readMatrix(xText, parseMatrix) {
  try {
    return { ok: true, value: parseMatrix(asHalfWidth(xText)) };
  } catch (error) {
    // "parseMatrix: text: row 2, column 1: …" → "x: row 2, column 1: …"
    // The core's own words on what it could not read.
    return fail(message('walkthrough-x-unreadable', { problem: String(error?.message ?? error).replace(/^parseMatrix: text: /, '') }));
  }
}

export function parseEmbeddingAttributes(tokensText, xText, parseMatrix) {
  if (tokensText === null || xText === null) return fail(message('walkthrough-tokens-and-x'));
  const tokens = tokensText.trim().split(/\s+/).filter(Boolean);
  if (tokens.length < 1 || tokens.length > MAX_TOKENS) return fail(message('walkthrough-tokens-count', { max: MAX_TOKENS, count: String(tokens.length) }));
  for (const [i, token] of tokens.entries()) {
    const problem = checkToken(token, MAX_TOKEN_BYTES);
    if (problem) return fail(message('walkthrough-tokens-problem', { index: i + 1, problem }));
  }
  const matrix = readMatrix(xText, parseMatrix);
  if (!matrix.ok) return matrix;
  const { rows, cols, values } = matrix.value;
  if (rows !== tokens.length) return fail(message('walkthrough-x-rows', { tokens: tokens.length, rows: String(rows) }));
  if (cols > MAX_WIDTH) return fail(message('walkthrough-x-width', { max: MAX_WIDTH, cols: String(cols) }));
  const problem = checkValues(matrix.value);
  if (problem) return fail(problem);
  return { ok: true, value: { tokens, x: Array.from(values), dModel: cols } };
}
