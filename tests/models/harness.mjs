// What the widget model tests share: the real core (the shipped module, as
// the page loads it), the text a table figure shows, and a field's parser as
// the page runs it on what a reader types. A model test checks that a
// widget's figures hold the core's numbers (and an oracle's, where one is
// had), in milliseconds, without a browser; tests/e2e/widget-smoke.test.mjs
// checks that the page draws exactly these figures.
import { loadAttentionMath } from '../js/load-module.mjs';
import { parseFieldValue } from '../../web/lib/fields/parse-value.js';

export const loadCore = loadAttentionMath;

// A table figure as the text of its cells, row by row, header first (a
// cell is rich text or {text, tone}).
export function tableText(figure) {
  return figure.rows.map((row) => [row.header, ...row.cells.map((cell) => (typeof cell === 'object' && cell !== null ? cell.text : cell))]);
}

// What the page makes of `text` typed into the field `key` of `fields`:
// {ok: true, value} or {ok: false, message}.
export function parseField(fields, key, text) {
  return parseFieldValue(text, fields.find((f) => f.key === key));
}

// A model's inputs as the page starts: every field at its default, then `values`.
export function inputs(fields, values = {}) {
  return { ...Object.fromEntries(fields.map((f) => [f.key, f.fallback])), ...values };
}
