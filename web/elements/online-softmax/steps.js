// Reading one step of the core's online-softmax trace for display: which
// rows rescaled, and a sentence that says what happened in this chunk.

import { formatNumber } from '../../lib/text/format.js';

// Rows whose running maximum rose in this step (the factor e^(m − m′)
// is below 1); the first step has no old state and is never a rescale.
export function rescaledRows(step, index) {
  if (index === 0) return [];
  return Array.from(step.rescale, (factor, row) => [factor, row]).filter(([factor]) => factor < 1).map(([, row]) => row);
}

const keyRange = (step) => (step.keyEnd - step.keyBegin === 1
  ? `key ${step.keyBegin + 1}`
  : `keys ${step.keyBegin + 1} to ${step.keyEnd}`);

export function describeStep(trace, index) {
  if (index < 0) {
    return `Nothing read yet. ${trace.steps.length} chunks to go; every row starts at m = −∞, ℓ = 0, o = 0.`;
  }
  const step = trace.steps[index];
  const head = `Chunk ${index + 1} of ${trace.steps.length}: ${keyRange(step)}.`;
  const rows = rescaledRows(step, index);
  let middle;
  if (index === 0) middle = ' Each row’s maximum is this chunk’s largest score; nothing to rescale yet.';
  else if (rows.length === 0) middle = ' No row found a larger score, so every old sum and output is kept as it was (factor 1).';
  else {
    const list = rows.map((row) => `query ${row + 1} (× ${formatNumber(step.rescale[row], 4)})`).join(', ');
    const whose = rows.length === 1 ? 'one row, so its' : `${rows.length} rows, so their`;
    middle = ` A larger score arrived for ${whose} old sum and output are multiplied by e^(m − m′) before this chunk’s terms are added: ${list}.`;
  }
  const done = index === trace.steps.length - 1
    ? ` All keys read: o/ℓ equals the full softmax attention, largest difference ${trace.finalDifference.toExponential(1)}.`
    : '';
  return head + middle + done;
}
