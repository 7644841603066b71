// The model of <attention-circuit> (../attention-circuit.js): its field,
// the core's reading of the shipped checkpoint's weights
// (am.transformerCircuits, in prepare) and the four maps and the summary
// table drawn from it: layer 1's positional scores, K-composition beside
// the key's own letter on one scale, and copying. Pure: no DOM, nothing
// read from an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { divergingScale, matrix, table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { letterOf } from '../trained-heads/sequence.js';
import { message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

// The positions map 1 shows at first: a phone's width of numbers.
export const SHOWN_POSITIONS = 12;
// The checkpoint's context (am.transformerPretrained().config.context).
export const CONTEXT = 24;

// Rows 0 … count − 1 and columns 0 … count − 1 of a row-major cols-wide matrix.
function corner(values, cols, count) {
  const out = new Float64Array(count * count);
  for (let r = 0; r < count; r += 1) out.set(values.subarray(r * cols, r * cols + count), r * count);
  return out;
}

// For each row, whether its largest (finite) value is in the column `target(r)`,
// and the mean of those cells against the mean of the other finite cells.
function rowPeaks({ rows, cols, values }, target, firstRow = 0) {
  let hits = 0, on = 0, onCount = 0, off = 0, offCount = 0, run = 0;
  for (let r = firstRow; r < rows; r += 1) {
    let best = -1;
    for (let c = 0; c < cols; c += 1) {
      const v = values[r * cols + c];
      if (!Number.isFinite(v)) continue;
      if (best < 0 || v > values[r * cols + best]) best = c;
      if (c === target(r)) { on += v; onCount += 1; } else { off += v; offCount += 1; }
    }
    if (best === target(r)) hits += 1;
    if (best === target(r) && run === r - firstRow) run += 1;
  }
  return { hits, rows: rows - firstRow, run, on: on / onCount, off: off / offCount };
}

const positions = (count) => Array.from({ length: count }, (_, i) => String(i));

// The maps' formulas, the same in every language (passed to the messages:
// their braces are rich text's, not Fluent's).
const FORMULAS = {
  pos: 'S_pos = p_{i} W_Q⁽¹⁾ (p_{j} W_K⁽¹⁾)ᵀ / √d_k',
  comp: 'S_{comp} = e(a) W_Q⁽²⁾ (u(b) W_K⁽²⁾)ᵀ / √d_k',
  written: 'u(b) = e(b) W_V⁽¹⁾ W_O⁽¹⁾',
  direct: 'S_{direct} = e(a) W_Q⁽²⁾ (e(b) W_K⁽²⁾)ᵀ / √d_k',
  copy: 'S_{copy} = e(a) W_V⁽²⁾ W_O⁽²⁾ W_U',
};
// The maps' names in the summary: S_pos, S_{comp} …
const NAMES = { comp: 'S_{comp}', direct: 'S_{direct}', copy: 'S_{copy}' };

export const fields = [
  named(field({ key: 'allPositions', attribute: 'all-positions', param: 'all', kind: 'switch', fallback: false, hint: '' }),
        'circuit-all-positions', { context: CONTEXT, shown: SHOWN_POSITIONS }),
];

// The circuits of the checkpoint the page ships (no sequence run through it).
export function prepare(am) {
  return { circuits: am.transformerCircuits({ model: am.transformerPretrained() }) };
}

export function model(am, { allPositions, circuits }) {
  const { previousToken: p1, kComposition: k, copying: c, direct: d } = circuits;
  const letters = Array.from({ length: k.rows }, (_, t) => letterOf(t));
  const previous = rowPeaks(p1, (i) => i - 1, 1);
  const composed = rowPeaks(k, (a) => a);
  const copied = rowPeaks(c, (a) => a);
  const direct = rowPeaks(d, (a) => a);
  // S_{comp} and S_{direct} on one scale: the comparison is the point.
  const keyScale = divergingScale([...k.values, ...d.values], { title: message('circuit-scale-score') });
  // Past the last row whose peak is on i − 1 (previous.run), the caption says the stripe fades.
  const positional = (count) => matrix({
    title: message('circuit-positional-title', { formula: FORMULAS.pos, part: String(count < p1.rows), count, rows: p1.rows }),
    caption: message('circuit-positional-caption', { fades: String(previous.run + 1 < count), run: previous.run }),
    values: count < p1.rows ? corner(p1.values, p1.cols, count) : p1.values, rows: count, cols: count,
    rowLabels: positions(count), colLabels: positions(count), corner: 'i ↓ j →', decimals: 1,
    scale: divergingScale(p1.values, { title: message('circuit-scale-score') }), legend: true,
    highlight: { cells: Array.from({ length: count - 1 }, (_, i) => [i + 1, i]) },
    describe: (row, col, text) => message('circuit-positional-cell', { row, column: col, value: text,
                                                                       masked: String(Number(col) > Number(row)) }),
  });
  const letterMap = (spec) => matrix({
    rows: k.rows, cols: k.cols, rowLabels: letters, colLabels: letters, decimals: 1, legend: true,
    highlight: { cells: letters.map((_, t) => [t, t]) }, ...spec,
  });
  return {
    previousToken: positional(allPositions ? p1.rows : Math.min(SHOWN_POSITIONS, p1.rows)),
    kComposition: letterMap({
      title: message('circuit-composition-title', { formula: FORMULAS.comp, written: FORMULAS.written }),
      caption: message('circuit-composition-caption'),
      values: k.values, corner: 'a ↓ b →', scale: keyScale,
      describe: (row, col, text) => message('circuit-composition-cell', { row, column: col, value: text }),
    }),
    direct: letterMap({
      title: message('circuit-direct-title', { formula: FORMULAS.direct }),
      caption: message('circuit-direct-caption'),
      values: d.values, corner: 'a ↓ b →', scale: keyScale,
      describe: (row, col, text) => message('circuit-direct-cell', { row, column: col, value: text }),
    }),
    copying: letterMap({
      title: message('circuit-copying-title', { formula: FORMULAS.copy }),
      caption: message('circuit-copying-caption'),
      values: c.values, corner: 'a ↓ b →', scale: divergingScale(c.values, { title: message('circuit-scale-logit') }),
      describe: (row, col, text) => message('circuit-copying-cell', { row, column: col, value: text }),
    }),
    summary: summaryTable({ previous, composed, direct, copied, positions: p1.rows, letters: k.rows }),
  };
}

// What each map says, in numbers: the row maxima on the outlined cells,
// and the mean there against the mean of every other (unmasked) cell.
function summaryTable({ previous, composed, direct, copied, positions: n, letters }) {
  const number = (v) => ({ text: formatNumber(v, 2), value: v });
  // Every position from 1 to run peaks on i − 1; say whether any later one does.
  const letterRows = (peaks) => message('circuit-summary-letters', { hits: peaks.hits, letters });
  return table({
    caption: message('circuit-summary-caption'),
    columns: [{ label: message('circuit-column-move') }, { label: message('circuit-column-outlined') },
      { label: message('circuit-column-rows') },
      { label: message('circuit-column-mean-outlined'), numeric: true }, { label: message('circuit-column-mean-rest'), numeric: true }],
    rows: [
      { header: message('circuit-summary-previous'), cells: [message('circuit-summary-previous-cells', { positions: n }),
        message('circuit-summary-positions', { hits: previous.hits, rows: previous.rows, faded: String(previous.run < previous.rows),
                                                run: previous.run, after: previous.hits - previous.run }),
        number(previous.on), number(previous.off)] },
      { header: message('circuit-summary-composition', { name: NAMES.comp }), cells: [message('circuit-summary-composition-cells'),
        letterRows(composed), number(composed.on), number(composed.off)] },
      { header: message('circuit-summary-direct', { name: NAMES.direct }), cells: [message('circuit-summary-direct-cells'),
        letterRows(direct), number(direct.on), number(direct.off)] },
      { header: message('circuit-summary-copying', { name: NAMES.copy }), cells: [message('circuit-summary-copying-cells'),
        letterRows(copied), number(copied.on), number(copied.off)] },
    ],
  });
}
