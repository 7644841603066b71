// The model of <attention-online-softmax> (../attention-online-softmax.js):
// its fields, the core's chunk-by-chunk trace for them (prepare), and what
// the reader sees after chunk `position` of it (−1: before the first), the
// one piece of view state: Step, Play and Reset move it, no field holds it.
// Pure: no DOM, nothing read from an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { bars, table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';
import { ONLINE_SOFTMAX_SIZES, onlineSoftmaxProblem } from './problem.js';
import { describeStep, rescaledRows } from './steps.js';
import { softmaxSteps } from '../../lib/course/softmax-steps.js';

// The seed the page starts on: with 3 keys per chunk its drawn query's
// maximum jumps twice, and the old bars shrink to about 0.43, then 0.28 of
// their height, which the eye can follow (seed 3, the old default, shrank
// them once to 0.0029: they vanished). tests/models/online-softmax.test.mjs
// holds the default to a visible rescale.
export const DEFAULT_SEED = 14;

export const fields = [
  named(field({ key: 'chunk', attribute: 'chunk', param: 'chunk', min: 1, max: ONLINE_SOFTMAX_SIZES.m, fallback: 3, slider: true, hint: '' }),
        'online-softmax-chunk', { keys: ONLINE_SOFTMAX_SIZES.m }),
  named(field({ key: 'seed', attribute: 'seed', param: 'seed', min: 0, max: 2 ** 32 - 1, fallback: DEFAULT_SEED, hint: '' }), 'online-softmax-seed'),
];

// The recurrence run by the core on the seed's problem, chunk by chunk
// (`problem`: the seed's, when the caller already has it).
// With it, the scaled scores z of every query against every key (the core's
// forward pass), for the bars of e^(z − m).
export function prepare(am, { chunk, seed }, problem = onlineSoftmaxProblem(am, seed)) {
  return { trace: am.onlineSoftmax({ ...problem, chunk }), scores: am.attention(problem).scaledScores };
}

// The query whose running maximum jumps most often over the run (the first
// such row on a tie): its bars shrink the most times.
export function drawnQuery(trace) {
  const { n } = ONLINE_SOFTMAX_SIZES;
  const jumps = Array.from({ length: n }, (_, row) => trace.steps.filter((step, k) => rescaledRows(step, k).includes(row)).length);
  return jumps.indexOf(Math.max(...jumps));
}

// The terms e^(z_j − m) of one query over the keys read so far, relative to
// the running maximum after chunk `position`: they sum to its ℓ, and all of
// them shrink by e^(m − m′) when m jumps. From the core's softmax steps
// (./lib/course/softmax-steps.js) of the scores read so far. Beside them the
// scores z themselves, so a reader can see why the maximum jumped: the
// largest z of the chunk just read is marked, and the caption says whether
// it rose above the old m.
function termsFigures(am, trace, scores, position, row) {
  const { m: keyCount } = ONLINE_SOFTMAX_SIZES; // the number of keys, the core's m
  const step = trace.steps[position];
  const read = step ? step.keyEnd : 0;
  const z = Array.from(scores.slice(row * keyCount, row * keyCount + read));
  const exps = read ? softmaxSteps(am, z).exps : [];
  const shrunk = step && position > 0 && step.rescale[row] < 1;
  const title = !step
    ? message('online-softmax-terms-title-start', { query: row + 1 })
    : message('online-softmax-terms-title', { query: row + 1, chunk: position + 1, read, max: formatNumber(step.runningMax[row], 4),
                                             shrunk: String(Boolean(shrunk)), factor: formatNumber(step.rescale[row], 4) });
  const top = step ? chunkTop(z, step) : -1;
  const zCell = (j) => {
    if (j >= read) return '—';
    return j === top ? { text: message('online-softmax-chunk-max', { z: formatNumber(z[j], 4) }), value: z[j] } : formatNumber(z[j], 4);
  };
  return {
    terms: bars({
      title,
      axis: { min: 0, max: 1, ticks: [0, 0.5, 1] },
      bars: exps.map((value, j) => ({ label: String(j + 1), value, marks: j >= step.keyBegin ? ['current'] : [] })),
    }),
    termsTable: table({
      caption: message('online-softmax-terms-caption', { query: row + 1, ...chunkTopNote(trace, position, row, shrunk) }),
      columns: [{ label: message('online-softmax-column-key') },
                ...Array.from({ length: keyCount }, (_, j) => ({ label: String(j + 1), numeric: true }))],
      rows: [
        { header: message('online-softmax-row-z'), cells: Array.from({ length: keyCount }, (_, j) => zCell(j)) },
        { header: 'e^(z − m)', cells: Array.from({ length: keyCount }, (_, j) => (j < read ? formatNumber(exps[j], 4) : '—')) },
      ],
    }),
  };
}

// The key holding the largest score of the chunk `step` read (the first on a tie).
function chunkTop(z, step) {
  let top = step.keyBegin;
  for (let j = step.keyBegin + 1; j < step.keyEnd; j += 1) if (z[j] > z[top]) top = j;
  return top;
}

// What the chunk's largest score did to the running maximum: it starts m
// (the first chunk), rises above the old m (a rescale), or stays below it;
// the caption's arguments (note: none, first, above or below).
function chunkTopNote(trace, position, row, shrunk) {
  if (position < 0) return { note: 'none', chunk: 0, old: '' };
  if (position === 0) return { note: 'first', chunk: 1, old: '' };
  const old = formatNumber(trace.steps[position - 1].runningMax[row], 4);
  return { note: shrunk ? 'above' : 'below', chunk: position + 1, old };
}

// Two partial results merged, as the merge checkpoint asks by hand: the
// drawn query's keys cut into halves a (the first half) and b, each reduced
// alone, its terms relative to its own maximum m_a or m_b; then the same
// terms relative to the whole row's maximum m, the half without it shrunk by
// e^(m_side − m). Every number is the core's softmax steps: a side's factor is
// the merged term of the key that was that side's maximum (1 alone).
export function mergeFigures(am, scores, row) {
  const { m: keyCount } = ONLINE_SOFTMAX_SIZES; // the number of keys, the core's m
  const half = keyCount / 2;
  const z = Array.from(scores.slice(row * keyCount, (row + 1) * keyCount));
  const sides = [z.slice(0, half), z.slice(half)].map((zs) => softmaxSteps(am, zs));
  const whole = softmaxSteps(am, z);
  const factors = sides.map((side, k) => whole.exps[k * half + side.exps.indexOf(Math.max(...side.exps))]);
  const shrunk = factors[0] < factors[1] ? 0 : 1;
  const name = ['a', 'b'];
  const keys = (k) => message('online-softmax-keys-range', { from: k * half + 1, to: (k + 1) * half });
  const four = (x) => formatNumber(x, 4);
  const figure = (title, values) => bars({
    title, axis: { min: 0, max: 1, ticks: [0, 0.5, 1] },
    bars: values.map((value, j) => ({ label: `${name[Math.floor(j / half)]}${j + 1}`, value })),
  });
  return {
    merge: {
      alone: figure(message('online-softmax-merge-alone-title', { query: row + 1, keysA: keys(0), maxA: four(sides[0].max),
                                                                  keysB: keys(1), maxB: four(sides[1].max) }), sides.flatMap((side) => side.exps)),
      merged: figure(message('online-softmax-merge-merged-title', { max: four(whole.max), shrinks: String(factors[shrunk] < 1),
                                                                   side: name[shrunk], other: name[1 - shrunk], factor: four(factors[shrunk]) }),
                     whole.exps),
      table: table({
        caption: message('online-softmax-merge-caption', { query: row + 1 }),
        columns: [{ label: message('online-softmax-column-half') }, { label: message('online-softmax-column-m-alone'), numeric: true },
                  { label: message('online-softmax-column-sum-alone'), numeric: true },
                  { label: message('online-softmax-column-factor'), numeric: true },
                  { label: message('online-softmax-column-share'), numeric: true }],
        rows: [
          ...sides.map((side, k) => ({ header: message('online-softmax-merge-half', { side: name[k], keys: keys(k) }),
                                       cells: [four(side.max), four(side.sum), four(factors[k]), four(factors[k] * side.sum)] })),
          { header: message('online-softmax-merge-row'), cells: [four(whole.max), four(whole.sum), '—', four(whole.sum)] },
        ],
      }),
    },
  };
}

// inputs: {trace and scores (prepare's), position: −1 before the first chunk, k after chunk k}.
export function model(am, { trace, scores, position = -1 }) {
  const { n, m: keyCount, dV } = ONLINE_SOFTMAX_SIZES; // the number of keys, the core's m
  const drawn = drawnQuery(trace); // the query the bars and the merge draw
  const step = trace.steps[position];
  const last = position === trace.steps.length - 1;
  const rescaled = new Set(step ? rescaledRows(step, position) : []);
  const vector = (values, row) => Array.from(values.slice(row * dV, (row + 1) * dV), (x) => formatNumber(x, 4)).join(', ');
  return {
    last,
    keys: Array.from({ length: keyCount }, (_, j) => {
      if (!step) return '';
      if (j < step.keyBegin) return 'read';
      return j < step.keyEnd ? 'current' : '';
    }),
    story: describeStep(trace, position),
    ...termsFigures(am, trace, scores, position, drawn),
    ...mergeFigures(am, scores, drawn),
    table: table({
      caption: message('online-softmax-table-caption'),
      columns: [{ label: message('online-softmax-column-query') }, { label: message('online-softmax-column-max'), numeric: true },
                { label: message('online-softmax-column-sum'), numeric: true },
                { label: message('online-softmax-column-rescale'), numeric: true },
                { label: message('online-softmax-column-output'), numeric: true },
                { label: message('online-softmax-column-reference'), numeric: true }],
      rows: Array.from({ length: n }, (_, row) => ({
        header: String(row + 1),
        marks: rescaled.has(row) ? ['rescaled'] : [],
        cells: step
          ? [formatNumber(step.runningMax[row], 4), formatNumber(step.runningSum[row], 4),
             position === 0 ? '—' : formatNumber(step.rescale[row], 4), vector(step.output, row),
             last ? vector(trace.reference, row) : '—']
          : ['−∞', '0', '—', '—', '—'],
      })),
    }),
  };
}
