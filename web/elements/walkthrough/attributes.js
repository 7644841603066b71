// The worked example's own embeddings as attributes (and URL parameters):
//   tokens="The cat sat down"   names separated by spaces
//   x="0.1,0.8,…; 0.9,0.1,…"    rows separated by ';' (or newlines), numbers
//                               by ',' (or spaces)
// Short enough to type into a documentation page, and to read in a link.

import { checkToken, EMBEDDING_LIMIT } from './embeddings.js';

const MAX_TOKENS = 16;
const MAX_WIDTH = 32;
const MAX_TOKEN_BYTES = 24;

function fail(message) {
  return { ok: false, message };
}

// The core's parser (am.parseMatrix, the one tests/fuzz fuzzes) reads the
// text; this adds the page's own rule, a finite value within the limit.
function checkValues({ cols, values }) {
  const at = values.findIndex((v) => !Number.isFinite(v) || Math.abs(v) > EMBEDDING_LIMIT);
  if (at < 0) return null;
  const where = `row ${Math.floor(at / cols) + 1}, column ${(at % cols) + 1}`;
  return Number.isFinite(values[at])
    ? `x: ${where} is ${values[at]}; embedding values are from -${EMBEDDING_LIMIT} to ${EMBEDDING_LIMIT}.`
    : `x: ${where} is not a finite number; embedding values are from -${EMBEDDING_LIMIT} to ${EMBEDDING_LIMIT}.`;
}

function readMatrix(xText, parseMatrix) {
  try {
    return { ok: true, value: parseMatrix(xText) };
  } catch (error) {
    // "parseMatrix: text: row 2, column 1: …" → "x: row 2, column 1: …"
    return fail(`x: ${String(error?.message ?? error).replace(/^parseMatrix: text: /, '')}.`);
  }
}

export function parseEmbeddingAttributes(tokensText, xText, parseMatrix) {
  if (tokensText === null || xText === null) return fail('tokens and x go together: give both, or neither for the seed’s sentence.');
  const tokens = tokensText.trim().split(/\s+/).filter(Boolean);
  if (tokens.length < 1 || tokens.length > MAX_TOKENS) return fail(`tokens: give 1 to ${MAX_TOKENS} names, got ${tokens.length}.`);
  for (const [i, token] of tokens.entries()) {
    const problem = checkToken(token, MAX_TOKEN_BYTES);
    if (problem) return fail(`tokens: token ${i + 1}: ${problem}`);
  }
  const matrix = readMatrix(xText, parseMatrix);
  if (!matrix.ok) return matrix;
  const { rows, cols, values } = matrix.value;
  if (rows !== tokens.length) return fail(`x: needs one row per token (${tokens.length}), got ${rows}.`);
  if (cols > MAX_WIDTH) return fail(`x: rows have at most ${MAX_WIDTH} numbers, got ${cols}.`);
  const problem = checkValues(matrix.value);
  if (problem) return fail(problem);
  return { ok: true, value: { tokens, x: Array.from(values), dModel: cols } };
}
