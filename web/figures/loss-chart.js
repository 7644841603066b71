// The training demo's loss curve: an SVG line of the loss against the step,
// on a log scale (the loss falls by orders of magnitude), with the "learned"
// threshold as a dashed line. It is decoration (aria-hidden): a table of the
// loss at chosen steps carries the same numbers for every reader.
//
// createLossChart({threshold}) → {element, update(losses)}, where losses[t]
// is the loss before step t + 1, i.e. the loss of the weights after t steps.

import { createDataTable } from './data-table.js';
import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 360;
const H = 180;
const PAD = { left: 44, right: 10, top: 10, bottom: 30 };
const MAX_POINTS = 400; // a longer history is thinned to this many vertices

function svg(tag, attrs = {}, text) {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

export function createLossChart({ threshold }) {
  const root = el('div', 'loss-chart');
  const plot = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'loss-chart__svg', 'aria-hidden': 'true',
                            focusable: 'false' });
  const table = createDataTable({
    caption: 'Loss after a given number of training steps',
    columns: [{ label: 'steps' }, { label: 'loss', numeric: true }],
    className: 'loss-chart__table',
  });
  root.append(plot, table.element);

  function update(losses) {
    const steps = Math.max(losses.length - 1, 1);
    const top = Math.max(1, ...losses);
    const bottom = Math.min(1e-4, threshold / 10, ...losses.filter((v) => v > 0));
    const decades = [Math.floor(Math.log10(bottom)), Math.ceil(Math.log10(top))];
    const x = (t) => PAD.left + ((W - PAD.left - PAD.right) * t) / steps;
    const y = (v) => {
      const span = decades[1] - decades[0];
      return PAD.top + ((H - PAD.top - PAD.bottom) * (decades[1] - Math.log10(Math.max(v, bottom)))) / span;
    };
    plot.replaceChildren(...decadeLines(decades, y), ...stepTicks(steps, x),
      svg('line', { x1: PAD.left, x2: W - PAD.right, y1: y(threshold), y2: y(threshold), class: 'loss-chart__threshold' }),
      svg('text', { x: W - PAD.right, y: y(threshold) - 4, 'text-anchor': 'end', class: 'loss-chart__label' },
        `learned below ${threshold}`),
      svg('text', { x: (PAD.left + W - PAD.right) / 2, y: H - 2, 'text-anchor': 'middle', class: 'loss-chart__label' },
        'training step'),
      svg('polyline', { points: thin(losses).map(([t, v]) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`).join(' '),
                        class: 'loss-chart__line' }));
    table.update(sampleSteps(losses.length).map((t) => ({ header: String(t), cells: [formatNumber(losses[t], 5)] })));
  }

  return { element: root, update };
}

function decadeLines([low, high], y) {
  const nodes = [];
  for (let d = low; d <= high; d += 1) {
    const v = 10 ** d;
    nodes.push(svg('line', { x1: PAD.left, x2: W - PAD.right, y1: y(v), y2: y(v), class: 'loss-chart__grid' }),
      svg('text', { x: PAD.left - 4, y: y(v) + 4, 'text-anchor': 'end', class: 'loss-chart__label' }, `1e${d}`));
  }
  return nodes;
}

function stepTicks(steps, x) {
  const every = niceStep(steps / 4);
  const nodes = [];
  for (let t = 0; t <= steps; t += every) {
    nodes.push(svg('text', { x: x(t), y: H - PAD.bottom + 14, 'text-anchor': 'middle', class: 'loss-chart__label' },
      String(t)));
  }
  return nodes;
}

function niceStep(raw) {
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
}

function thin(losses) {
  const every = Math.max(1, Math.ceil(losses.length / MAX_POINTS));
  const points = [];
  for (let t = 0; t < losses.length; t += every) points.push([t, losses[t]]);
  if (losses.length && points.at(-1)[0] !== losses.length - 1) points.push([losses.length - 1, losses.at(-1)]);
  return points;
}

// The rows of the text alternative: the start, round numbers of steps, and
// the latest step, at most a dozen rows however long the run.
function sampleSteps(count) {
  if (count === 0) return [];
  const last = count - 1;
  const every = niceStep(last / 8);
  const steps = [];
  for (let t = 0; t < last; t += every) steps.push(t);
  steps.push(last);
  return steps;
}
