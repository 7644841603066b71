// The C++ core refuses a head count that does not divide d_model with a
// message written for programmers ("heads: 5 does not divide dModel 24;
// give dK and dV explicitly"). The multi-head widgets show readers the rule
// and head counts that do work instead, beside the heads field.

import { errorArgument, routedError } from '../../lib/core/errors.js';
import { formatCount, message } from '../../lib/text/messages.js';
import { listItems } from '../../lib/text/join.js';

// The core's error, reworded if it is the "does not divide" one (argument
// heads, code incompatible), and still about the heads field.
export function explainHeadError(error, { dModel, heads, suggestions }) {
  if (!isIndivisible(error)) return error;
  return routedError(message('multi-head-error-indivisible', { dModel: formatCount(dModel), heads: String(heads), counts: orList(suggestions) }),
    { argument: 'heads', code: 'incompatible', params: { heads, dModel } });
}

// heads: 5 does not divide dModel 24, as the core says it: code 'incompatible'
// (each value fine alone, not together), argument 'heads'.
function isIndivisible(error) {
  return errorArgument(error) === 'heads' && error.code === 'incompatible';
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

// "1, 2, 3 or 4" (head counts) in the reader's language.
export function orList(items) {
  if (items.length < 2) return String(items[0]);
  return message('multi-head-or-list', { items: listItems(items.slice(0, -1)), last: String(items.at(-1)) });
}
