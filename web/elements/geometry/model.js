// The model of <attention-geometry> (../attention-geometry.js): attention as
// geometry. A query q and a few keys k_j drawn as arrows from the origin, and
// what attention makes of them: each q·k_j, the scaled score q·k_j/√d_k and
// the softmax weights, all from one core call (am.attention, one query).
// Two views:
// - 'drag': q and three keys in d_k = 2, set by the reader (the fields, or by
//   dragging the arrows' tips on the page);
// - 'learned': chapter 1's learned subject head (am.sentenceAttention, trained
//   by the build) on "The cat sat down": the real query of "sat" and the four
//   keys, which live in d_k = 3. They are drawn in the plane that keeps the
//   most of them (am.principalPlane: the two largest singular directions of
//   the five vectors stacked), labelled with the share of squared length it
//   keeps; the table gives the true 3-D q·k and weights beside the picture's.
// Pure: no DOM, nothing read from an element; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { bars, table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { formatPercent, message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

// The running sentence of chapter 1, and its verb: the query the learned view draws.
export const SENTENCE = 'The cat sat down';  // data: the sentence the trained head reads
// The reader's arrows: the query, then the keys, in the order of the fields.
export const ARROWS = ['q', 'k1', 'k2', 'k3'];
export const COORDINATE_MAX = 3;
// What the drawing writes at each tip: subscripts as characters, so a phone
// keeps them at a readable size (an SVG subscript is set smaller).
const DRAWN_LABELS = ['q', 'k₁', 'k₂', 'k₃'];

const coordinate = (arrow, axis, fallback) => named(field({
  key: `${arrow}${axis}`, attribute: `${arrow}-${axis}`, param: `${arrow}${axis}`, kind: 'number',
  caption: `${arrowSymbol(arrow)} ${axis}`,
  min: -COORDINATE_MAX, max: COORDINATE_MAX, step: 0.1, fallback,
}), 'geometry-coordinate', { ...arrowArgs(arrow), axis });

export const fields = [
  named(field({ key: 'view', attribute: 'view', param: 'view', kind: 'choice', fallback: 'drag',
                choices: [{ value: 'drag', get label() { return message('geometry-view-drag'); } },
                          { value: 'learned', get label() { return message('geometry-view-learned'); } }] }),
        'geometry-view'),
  coordinate('q', 'x', 1.5), coordinate('q', 'y', 0.5),
  coordinate('k1', 'x', 1), coordinate('k1', 'y', 1),
  coordinate('k2', 'x', -0.5), coordinate('k2', 'y', 1.5),
  coordinate('k3', 'x', 1.5), coordinate('k3', 'y', -1),
];

// "k1" → {arrow: 'key', index: 1}, the arguments of the messages that
// name it in words ("key 1"), and "k_1" (rich text).
function arrowArgs(arrow) {
  return arrow === 'q' ? { arrow: 'query', index: 0 } : { arrow: 'key', index: Number(arrow.slice(1)) };
}
function arrowSymbol(arrow) {
  return arrow === 'q' ? 'q' : `k_${arrow.slice(1)}`;
}

export function model(am, inputs) {
  return inputs.view === 'learned' ? learnedView(am) : dragView(am, inputs);
}

// ---------------------------------------------------------------- drag

function dragView(am, values) {
  const q = [values.qx, values.qy];
  const keys = ARROWS.slice(1).map((a) => [values[`${a}x`], values[`${a}y`]]);
  const { rawScores, scaledScores, weights } = scoreKeys(am, q, keys, 2);
  const names = ARROWS.slice(1).map(arrowSymbol);
  const winner = topOf(weights);
  return {
    view: 'drag',
    arrows: {
      type: 'arrows', editable: true, step: 0.1, bigStep: 0.5,
      // Fixed, so the frame never moves under the reader's pointer.
      bounds: { xMin: -COORDINATE_MAX, xMax: COORDINATE_MAX, yMin: -COORDINATE_MAX, yMax: COORDINATE_MAX },
      axes: ['x', 'y'],
      vectors: ARROWS.map((arrow, i) => {
        const [x, y] = i === 0 ? q : keys[i - 1];
        return { key: arrow, symbol: arrowSymbol(arrow), label: DRAWN_LABELS[i], name: message('geometry-arrow-name', arrowArgs(arrow)),
                 role: i === 0 ? 'query' : 'key',
                 x, y, top: i - 1 === winner };
      }),
    },
    bars: weightBars(['k₁', 'k₂', 'k₃'], weights, winner),
    table: table({
      caption: message('geometry-drag-table-caption'),
      columns: [{ label: message('geometry-column-arrow') }, { label: 'x', numeric: true }, { label: 'y', numeric: true },
                { label: 'q·k', numeric: true }, { label: 'q·k/√d_k', numeric: true },
                { label: message('geometry-column-weight'), numeric: true }],
      rows: [
        { header: 'q', marks: ['query'], cells: [fmt(q[0], 2), fmt(q[1], 2), '', '', ''] },
        ...keys.map(([x, y], j) => ({
          header: names[j], marks: j === winner ? ['top'] : [],
          cells: [fmt(x, 2), fmt(y, 2), fmt(rawScores[j]), fmt(scaledScores[j]), fmt(weights[j])],
        })),
      ],
    }),
    said: said(names, weights, winner),
    note: message('geometry-drag-note'),
  };
}

// ---------------------------------------------------------------- learned

function learnedView(am) {
  const tokens = SENTENCE.split(' ');
  const pass = am.sentenceAttention({ tokens, weights: 'learned' });
  const dK = pass.Q.length / tokens.length;
  const { verb, subject } = pass;
  const q = Array.from(pass.Q.slice(verb * dK, (verb + 1) * dK));
  const K = Array.from(pass.K);
  const m = tokens.length;
  // The true scores and weights, in d_k = 3.
  const trueScores = scoreKeys(am, q, chunk(K, dK), dK);
  // The five vectors in the plane that keeps the most of them.
  const plane = am.principalPlane({ values: [...q, ...K], rows: m + 1, cols: dK });
  const at = (r) => [plane.coordinates[2 * r], plane.coordinates[2 * r + 1]];
  const keyPoints = tokens.map((_, j) => at(j + 1));
  // The same dot products taken in the picture: what the projection keeps of them.
  const pictured = am.attention({ Q: at(0), K: keyPoints.flat(), V: keyPoints.flat(), n: 1, m, dK: 2 }).rawScores;
  const names = tokens.map((t) => `k_{${t}}`);
  const winner = topOf(trueScores.weights);
  const kept = plane.kept;
  return {
    view: 'learned',
    arrows: {
      type: 'arrows', editable: false, bounds: boundsOf(plane.coordinates),
      axes: [message('geometry-direction', { index: 1 }), message('geometry-direction', { index: 2 })],
      vectors: [
        { key: 'q', symbol: `q_{${tokens[verb]}}`, label: `q_{${tokens[verb]}}`, name: message('geometry-query-of', { token: tokens[verb] }), role: 'query',
          x: at(0)[0], y: at(0)[1], top: false },
        ...tokens.map((t, j) => ({ key: `k${j + 1}`, symbol: names[j], label: names[j], name: message('geometry-key-of', { token: t }), role: 'key',
                                   x: keyPoints[j][0], y: keyPoints[j][1], top: j === winner })),
      ],
    },
    bars: weightBars(tokens, trueScores.weights, winner, 'columns'),
    table: table({
      caption: message('geometry-learned-table-caption', { token: tokens[verb], dK }),
      columns: [{ label: message('geometry-column-vector') }, { label: message('geometry-column-drawn-at'), numeric: true },
                { label: message('geometry-column-true-score'), numeric: true },
                { label: `q·k/√${dK}`, numeric: true }, { label: message('geometry-column-weight'), numeric: true },
                { label: message('geometry-column-pictured-score'), numeric: true }],
      rows: [
        { header: `q_{${tokens[verb]}}`, marks: ['query'], cells: [point(at(0)), '', '', '', ''] },
        ...tokens.map((t, j) => ({
          header: names[j], marks: j === winner ? ['top'] : [],
          cells: [point(keyPoints[j]), fmt(trueScores.rawScores[j]), fmt(trueScores.scaledScores[j]),
                  fmt(trueScores.weights[j]), fmt(pictured[j])],
        })),
      ],
    }),
    said: said(names, trueScores.weights, winner),
    note: message('geometry-learned-note', { dK, kept: percent(kept), verb: tokens[verb], winner: tokens[winner],
                                             subject: winner === subject ? 'yes' : 'no' }),
    kept,
  };
}

// ---------------------------------------------------------------- shared

// One query against m keys: the core's raw scores, scaled scores and weights.
export function scoreKeys(am, q, keys, dK) {
  const K = keys.flat();
  const r = am.attention({ Q: q, K, V: K, n: 1, m: keys.length, dK });
  return { rawScores: Array.from(r.rawScores), scaledScores: Array.from(r.scaledScores), weights: Array.from(r.weights) };
}

function weightBars(labels, weights, winner, layout = 'rows') {
  return bars({
    layout,
    title: message('geometry-bars-title'),
    axis: { min: 0, max: 1, ticks: [0, 0.5, 1] },
    bars: weights.map((w, j) => ({ label: labels[j], value: w, text: fmt(w, 3), marks: j === winner ? ['top'] : [] })),
  });
}

// What the live region says after each move: every weight, and the winner.
function said(names, weights, winner) {
  // A list of symbols and numbers ("k_1 0.300, k_2 0.412"), the same in every language.
  const list = names.map((n, j) => `${n} ${fmt(weights[j], 3)}`).join(', ');
  return message('geometry-said', { list, top: names[winner] });
}

const topOf = (values) => values.indexOf(Math.max(...values));
const chunk = (flat, width) => Array.from({ length: flat.length / width }, (_, r) => flat.slice(r * width, (r + 1) * width));
const fmt = (x, decimals = 3) => formatNumber(x, decimals);
const point = ([x, y]) => `(${fmt(x, 2)}, ${fmt(y, 2)})`;
const percent = (share) => formatPercent(formatNumber(100 * share, 1));
// The drawing's box: every tip and the origin, half a unit clear, out to whole numbers (one
// scale for both axes, so angles and lengths stay true).
function boundsOf(coordinates) {
  const xs = [0, ...Array.from(coordinates).filter((_, i) => i % 2 === 0)];
  const ys = [0, ...Array.from(coordinates).filter((_, i) => i % 2 === 1)];
  return { xMin: Math.floor(Math.min(...xs) - 0.5), xMax: Math.ceil(Math.max(...xs) + 0.5),
           yMin: Math.floor(Math.min(...ys) - 0.5), yMax: Math.ceil(Math.max(...ys) + 0.5) };
}
