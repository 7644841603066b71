// Reading one step of the core's online-softmax trace for display: which
// rows rescaled, and a sentence that says what happened in this chunk.

import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { listItems } from '../../lib/text/join.js';

// Rows whose running maximum rose in this step (the factor e^(m − m′)
// is below 1); the first step has no old state and is never a rescale.
export function rescaledRows(step, index) {
  if (index === 0) return [];
  return Array.from(step.rescale, (factor, row) => [factor, row]).filter(([factor]) => factor < 1).map(([, row]) => row);
}

const keyRange = (step) => message('online-softmax-step-keys', { single: String(step.keyEnd - step.keyBegin === 1),
                                                                   from: step.keyBegin + 1, to: step.keyEnd });

// Two sentences of the story, one after the other.
const then = (first, second) => message('online-softmax-story-join', { first, second });

export function describeStep(trace, index) {
  if (index < 0) return message('online-softmax-story-start', { chunks: trace.steps.length });
  const step = trace.steps[index];
  const head = message('online-softmax-story-chunk', { chunk: index + 1, chunks: trace.steps.length, keys: keyRange(step) });
  const rows = rescaledRows(step, index);
  let middle;
  if (index === 0) middle = message('online-softmax-story-first');
  else if (rows.length === 0) middle = message('online-softmax-story-kept');
  else {
    const list = listItems(rows.map((row) => message('online-softmax-rescaled-row', { query: row + 1, factor: formatNumber(step.rescale[row], 4) })));
    middle = message('online-softmax-story-rescaled', { rows: rows.length, list });
  }
  const story = then(head, middle);
  if (index !== trace.steps.length - 1) return story;
  return then(story, message('online-softmax-story-done', { difference: trace.finalDifference.toExponential(1) }));
}
