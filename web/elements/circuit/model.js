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

export const fields = [
  field({ key: 'allPositions', attribute: 'all-positions', param: 'all', kind: 'switch', label: `all ${CONTEXT} positions in map 1`,
          subject: 'Showing every position', caption: `Show all ${CONTEXT} positions`, fallback: false,
          hint: `Off: the first ${SHOWN_POSITIONS} of the model’s ${CONTEXT} positions. On: all of them, where the stripe fades past position 16 (the Edge cases above say why). Where a map’s numbers do not fit, its cells are colour only: point at or focus one for its value.` }),
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
  const keyScale = divergingScale([...k.values, ...d.values], { title: 'score' });
  // Past the last row whose peak is on i − 1 (previous.run), the caption says the stripe fades.
  const fades = (count) => (previous.run + 1 < count
    ? ` up to position ${previous.run}; past it the stripe fades, as training rarely needed it there` : '');
  const positional = (count) => matrix({
    title: `1. Layer 1, positions only: S_pos = p_{i} W_Q⁽¹⁾ (p_{j} W_K⁽¹⁾)ᵀ / √d_k${count < p1.rows ? `, the first ${count} of ${p1.rows} positions` : ''}`,
    caption: `query position i ↓ key position j →: layer 1 scores the previous position highest${fades(count)}`,
    values: count < p1.rows ? corner(p1.values, p1.cols, count) : p1.values, rows: count, cols: count,
    rowLabels: positions(count), colLabels: positions(count), corner: 'i ↓ j →', decimals: 1,
    scale: divergingScale(p1.values, { title: 'score' }), legend: true,
    highlight: { cells: Array.from({ length: count - 1 }, (_, i) => [i + 1, i]) },
    describe: (row, col, text) => `layer 1 positional score, query position ${row}, key position ${col}: `
      + `${Number(col) > Number(row) ? 'masked (a later position)' : text}`,
  });
  const letterMap = (spec) => matrix({
    rows: k.rows, cols: k.cols, rowLabels: letters, colLabels: letters, decimals: 1, legend: true,
    highlight: { cells: letters.map((_, t) => [t, t]) }, ...spec,
  });
  return {
    previousToken: positional(allPositions ? p1.rows : Math.min(SHOWN_POSITIONS, p1.rows)),
    kComposition: letterMap({
      title: '2a. Layer 2’s query against what layer 1 wrote (K-composition): S_{comp} = e(a) W_Q⁽²⁾ (u(b) W_K⁽²⁾)ᵀ / √d_k, with u(b) = e(b) W_V⁽¹⁾ W_O⁽¹⁾',
      caption: 'query letter a ↓ previous letter b written by layer 1 →: the same letter scores highest',
      values: k.values, corner: 'a ↓ b →', scale: keyScale,
      describe: (row, col, text) => `K-composition, query letter ${row}, previous letter ${col}: ${text}`,
    }),
    direct: letterMap({
      title: '2b. Layer 2’s query against the letter at the key itself: S_{direct} = e(a) W_Q⁽²⁾ (e(b) W_K⁽²⁾)ᵀ / √d_k',
      caption: 'query letter a ↓ the key’s own letter b →: nearly flat (same colours as map 2a)',
      values: d.values, corner: 'a ↓ b →', scale: keyScale,
      describe: (row, col, text) => `direct, query letter ${row}, key's own letter ${col}: ${text}`,
    }),
    copying: letterMap({
      title: '3. What layer 2 copies: S_{copy} = e(a) W_V⁽²⁾ W_O⁽²⁾ W_U',
      caption: 'letter attended a ↓ next-letter logit b →: the letter attended to is predicted next',
      values: c.values, corner: 'a ↓ b →', scale: divergingScale(c.values, { title: 'logit for the next letter' }),
      describe: (row, col, text) => `copying, letter attended ${row}, logit for next letter ${col}: ${text}`,
    }),
    summary: summaryTable({ previous, composed, direct, copied, positions: p1.rows, letters: k.rows }),
  };
}

// What each map says, in numbers: the row maxima on the outlined cells,
// and the mean there against the mean of every other (unmasked) cell.
function summaryTable({ previous, composed, direct, copied, positions: n, letters }) {
  const number = (v) => ({ text: formatNumber(v, 2), value: v });
  // Every position from 1 to run peaks on i − 1; say whether any later one does.
  const after = previous.hits - previous.run;
  const faded = previous.run < previous.rows
    ? `: every one from 1 to ${previous.run}, ${after === 0 ? 'none after' : `${after} after`}` : '';
  return table({
    caption: 'What the four maps show, in numbers (outlined cells against the rest)',
    columns: [{ label: 'move' }, { label: 'outlined cells' }, { label: 'rows whose highest cell is outlined' },
      { label: 'mean outlined', numeric: true }, { label: 'mean of the rest', numeric: true }],
    rows: [
      { header: '1. previous token (S_pos)', cells: [`key i − 1 (all ${n} positions)`,
        `${previous.hits} of ${previous.rows} query positions${faded}`, number(previous.on), number(previous.off)] },
      { header: '2a. K-composition (S_{comp})', cells: ['the diagonal: previous letter = query letter',
        `${composed.hits} of ${letters} letters`, number(composed.on), number(composed.off)] },
      { header: '2b. The key’s own letter (S_{direct})', cells: ['the diagonal: key’s own letter = query letter',
        `${direct.hits} of ${letters} letters`, number(direct.on), number(direct.off)] },
      { header: '3. copying (S_{copy})', cells: ['the diagonal: next letter = letter attended',
        `${copied.hits} of ${letters} letters`, number(copied.on), number(copied.off)] },
    ],
  });
}
