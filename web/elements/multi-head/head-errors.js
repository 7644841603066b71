// The C++ core refuses a head count that does not divide d_model with a
// message written for programmers ("heads: 5 does not divide dModel 24;
// give dK and dV explicitly"). The multi-head widgets show readers the rule
// and head counts that do work instead.

import { withSubscripts } from '../../lib/text/subscripts.js';

// The core's error, reworded if it is the "does not divide" one. The words
// "heads cannot" let the widget base put it beside the heads field.
export function explainHeadError(error, { dModel, heads, suggestions }) {
  if (!/does not divide/.test(String(error?.message ?? error))) return error;
  return new Error(`h must divide d_model = ${dModel.toLocaleString('en-US')}, so ${heads} heads cannot `
    + `share its columns equally. Try ${orList(suggestions)}.`);
}

// Up to `count` divisors of dModel no larger than maxHeads, nearest to
// `heads` first, returned in increasing order.
export function nearestHeadCounts(dModel, heads, maxHeads, count = 4) {
  const divisors = [];
  for (let h = 1; h <= Math.min(dModel, maxHeads); h += 1) if (dModel % h === 0) divisors.push(h);
  return divisors.sort((a, b) => Math.abs(a - heads) - Math.abs(b - heads) || a - b)
    .slice(0, count).sort((a, b) => a - b);
}

// Runs draw(values); if the core refuses, puts the widget's values back to
// the last drawn ones before rethrowing, so the base's "Still showing …"
// names the head count on screen, not the refused one.
export function drawKeepingLastGood(widget, values, draw, explain) {
  try {
    draw(values);
    widget.lastDrawn = { ...values };
  } catch (error) {
    if (widget.lastDrawn) Object.assign(widget.values, widget.lastDrawn);
    throw explain(error);
  }
}

// Field messages are set as plain text; give their "d_model" a real subscript.
export function subscriptFieldMessages(root) {
  for (const message of root.querySelectorAll('.field__message')) {
    if (/_/.test(message.textContent)) message.replaceChildren(...withSubscripts(message.textContent));
  }
}

function orList(items) {
  return items.length < 2 ? String(items[0]) : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
