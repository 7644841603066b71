// The worked example's own embeddings as attributes (and URL parameters):
//   tokens="The cat sat down"   names separated by spaces
//   x="0.1,0.8,…; 0.9,0.1,…"    rows separated by ';', numbers by ','
// Short enough to type into a documentation page, and to read in a link.

import { checkToken, EMBEDDING_LIMIT } from './walkthrough-embeddings.js';
import { parseBoundedNumber } from './parse-value.js';

const MAX_TOKENS = 16;
const MAX_WIDTH = 32;
const MAX_TOKEN_BYTES = 24;

function fail(message) {
  return { ok: false, message };
}

function parseRow(text, row) {
  const cells = text.split(',').map((cell) => cell.trim());
  const values = [];
  for (const [col, cell] of cells.entries()) {
    const parsed = parseBoundedNumber(cell, {
      label: 'an embedding value', subject: `x row ${row + 1}, column ${col + 1}`, min: -EMBEDDING_LIMIT, max: EMBEDDING_LIMIT,
    });
    if (!parsed.ok) return parsed;
    values.push(parsed.value);
  }
  return { ok: true, value: values };
}

export function parseEmbeddingAttributes(tokensText, xText) {
  if (tokensText === null || xText === null) return fail('tokens and x go together: give both, or neither for the seed’s sentence.');
  const tokens = tokensText.trim().split(/\s+/).filter(Boolean);
  if (tokens.length < 1 || tokens.length > MAX_TOKENS) return fail(`tokens: give 1 to ${MAX_TOKENS} names, got ${tokens.length}.`);
  for (const [i, token] of tokens.entries()) {
    const problem = checkToken(token, MAX_TOKEN_BYTES);
    if (problem) return fail(`tokens: token ${i + 1}: ${problem}`);
  }
  const rowTexts = xText.split(';').map((row) => row.trim()).filter(Boolean);
  if (rowTexts.length !== tokens.length) return fail(`x: needs one row per token (${tokens.length}), got ${rowTexts.length}.`);
  const rows = [];
  for (const [r, text] of rowTexts.entries()) {
    const parsed = parseRow(text, r);
    if (!parsed.ok) return fail(`x: ${parsed.message}`);
    rows.push(parsed.value);
  }
  const dModel = rows[0].length;
  if (dModel > MAX_WIDTH) return fail(`x: rows have at most ${MAX_WIDTH} numbers, got ${dModel}.`);
  const uneven = rows.findIndex((row) => row.length !== dModel);
  if (uneven >= 0) return fail(`x: every row needs ${dModel} numbers like the first; row ${uneven + 1} has ${rows[uneven].length}.`);
  return { ok: true, value: { tokens, x: rows.flat(), dModel } };
}
