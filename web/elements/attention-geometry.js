// <attention-geometry view="drag" q-x="1.5" q-y="0.5" k1-x="1" …>
//
// Attention as geometry (issue 23): a query and its keys as arrows from the
// origin, and the scores, scaled scores and softmax weights they give, from
// the core (./geometry/model.js). In the 'drag' view the reader moves the
// tips: with a pointer, or by Tab to a tip and the arrow keys (Shift for
// bigger steps), or by typing the coordinates into the fields. The 'learned'
// view draws chapter 1's learned head flattened to 2-D, read-only. The
// table is the text alternative of the drawing and the bars; a live region
// says the weights after each move.

import { AttentionWidget } from '../lib/widget/widget.js';
import { createBarsView } from '../figures/dom/bars.js';
import { createTableView } from '../figures/dom/table.js';
import { svg, svgRichText } from '../figures/dom/svg.js';
import { el, part } from '../lib/text/dom.js';
import { setRichText } from '../lib/text/rich-text.js';
import { formatNumber } from '../lib/text/format.js';
import { message } from '../lib/text/messages.js';
import { COORDINATE_MAX, fields, model } from './geometry/model.js';

export const tagName = 'attention-geometry';

// The drawing's width in SVG units, and the room kept around the bounds for
// the labels past the farthest tips.
const WIDTH = 320;
const MARGIN = 26;

// Units to SVG and back, for bounds {xMin, xMax, yMin, yMax}: one scale for
// both axes (angles and lengths stay true), y upwards.
function frame({ xMin, xMax, yMin, yMax }) {
  const s = (WIDTH - 2 * MARGIN) / (xMax - xMin);
  return {
    s, height: (yMax - yMin) * s + 2 * MARGIN,
    px: (x) => MARGIN + (x - xMin) * s,
    py: (y) => MARGIN + (yMax - y) * s,
    x: (px) => (px - MARGIN) / s + xMin,
    y: (py) => yMax - (py - MARGIN) / s,
  };
}

// Label placement. Every label is a box (its width estimated from its text,
// so the rule does not depend on fonts having loaded); a label must keep
// GAP units clear of every label already placed and off every arrow's shaft.
// A label that would not is nudged up and down, a line at a time, its
// preferred way first (deterministic: same figure, same places).
const GAP = 4;
const LINE = 16;
// Approximate widths in SVG units: a main character, a subscript one, an axis name's.
const CHAR = 9, SUB_CHAR = 7, AXIS_CHAR = 7;

function labelWidth(label) {
  const sub = /_\{([^}]*)\}/.exec(label)?.[1] ?? '';
  return (label.replace(/_\{[^}]*\}/, '').length * CHAR) + sub.length * SUB_CHAR;
}

// The box of a text of width w with its baseline at y, anchored 'middle' or 'end' at x.
function boxAt({ x, y }, w, anchor = 'middle') {
  const left = anchor === 'end' ? x - w : x - w / 2;
  return { left, right: left + w, top: y - 13, bottom: y + 4 };
}

const near = (a, b) => a.left < b.right + GAP && b.left < a.right + GAP && a.top < b.bottom + GAP && b.top < a.bottom + GAP;

// Whether segment (x1, y1)–(x2, y2) passes through a box (sampled finely enough for boxes ≥ 10 units).
function crosses(box, { x1, y1, x2, y2 }) {
  for (let t = 0; t <= 1; t += 0.02) {
    const x = x1 + t * (x2 - x1), y = y1 + t * (y2 - y1);
    if (x > box.left && x < box.right && y > box.top && y < box.bottom) return true;
  }
  return false;
}

// The first place, from `at` nudged 0, +1, −1, +2, −2 … lines (`direction`
// first), whose box is clear of `placed` boxes and `shafts`; `at` itself if none within 6 lines is.
function clear(at, width, placed, shafts, direction, anchor) {
  for (let k = 0; k <= 12; k += 1) {
    const step = Math.ceil(k / 2) * (k % 2 === 1 ? direction : -direction);
    const candidate = { x: at.x, y: at.y + step * LINE };
    const box = boxAt(candidate, width, anchor);
    if (!placed.some((p) => near(p, box)) && !shafts.some((s) => crosses(box, s))) return { ...candidate, box };
  }
  return { ...at, box: boxAt(at, width, anchor) };
}

export default class AttentionGeometry extends AttentionWidget {
  static get exportTitle() { return message('geometry-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'geometry widget-card');
    const controls = el('div', 'widget-fields');
    controls.append(this.controls.view.element);
    this.coordinates = part(el('div', 'geometry__coordinates'), 'coordinates');
    this.coordinates.append(...this.fields.filter((f) => f.key !== 'view').map((f) => this.controls[f.key].element));
    this.plot = svg('svg', { class: 'geometry__plot', viewBox: `0 0 ${WIDTH} ${WIDTH}`, role: 'group' });
    part(this.plot, 'plot');
    this.arrows = new Map();
    this.note = part(el('p', 'geometry__note'), 'note');
    this.said = part(el('p', 'geometry__said'), 'said');
    this.said.setAttribute('aria-live', 'polite');
    this.bars = createBarsView();
    this.table = createTableView({ className: 'geometry__table' });
    // The plot and its bars stay together, side by side or, on a phone, one
    // above the other; the note that says where the numbers come from goes
    // under the plot (under the bars on a phone), and the coordinates under
    // all three, so typing them never pushes the bars away from the arrows.
    const picture = el('div', 'geometry__picture');
    picture.append(this.plot);
    const numbers = el('div', 'geometry__numbers');
    numbers.append(this.said, this.bars.element);
    const body = el('div', 'geometry__body');
    body.append(picture, numbers, this.note);
    root.append(controls, body, this.coordinates, this.table.element);
    return root;
  }

  render({ view, arrows, bars, table, said, note }) {
    this.coordinates.hidden = view !== 'drag';
    this.drawArrows(arrows);
    setRichText(this.note, note);
    setRichText(this.said, said);
    this.bars.update(bars);
    this.table.update(table);
  }

  // ---- the drawing ----

  drawArrows(figure) {
    const key = JSON.stringify([figure.editable, figure.bounds, figure.vectors.map((v) => v.key)]);
    if (key !== this.drawnKey) {
      this.drawnKey = key;
      this.frame = frame(figure.bounds);
      this.buildPlot(figure);
    }
    const { px, py } = this.frame;
    this.plot.setAttribute('aria-label', figure.editable
      ? message('geometry-plot-label-drag')
      : message('geometry-plot-label-learned', { first: figure.axes[0], second: figure.axes[1] }));
    const placed = [];
    const shafts = figure.vectors.map((v) => ({ x1: px(0), y1: py(0), x2: px(v.x), y2: py(v.y) }));
    for (const v of figure.vectors) {
      const a = this.arrows.get(v.key);
      const [x, y] = [px(v.x), py(v.y)];
      a.line.setAttribute('x2', x);
      a.line.setAttribute('y2', y);
      a.group.classList.toggle('is-top', v.top);
      a.line.setAttribute('marker-end', `url(#${this.idPrefix}-head-${v.top ? 'top' : v.role})`);
      const length = Math.hypot(x - px(0), y - py(0));
      // The label sits just past the tip, along the arrow (above the origin
      // for a zero vector), nudged off any label already placed and any shaft.
      const [ux, uy] = length > 0 ? [(x - px(0)) / length, (y - py(0)) / length] : [0, -1];
      const others = shafts.filter((_, i) => figure.vectors[i] !== v);
      const at = clear({ x: x + ux * 22, y: y + uy * 22 + 4 }, labelWidth(v.label), placed, others, uy < 0 ? -1 : 1);
      placed.push(at.box);
      a.label.setAttribute('x', at.x);
      a.label.setAttribute('y', at.y);
      if (a.handle) {
        a.handle.setAttribute('cx', x);
        a.handle.setAttribute('cy', y);
        a.handle.setAttribute('aria-label', message('geometry-tip-label', { name: v.name, x: formatNumber(v.x, 2), y: formatNumber(v.y, 2) }));
      }
    }
    // The axes' names: x at the right end of its axis, y beside the top of
    // its own; each nudged like a label, after the arrows' labels (which keep
    // their places by their tips).
    const { xMax, yMax } = figure.bounds;
    const ends = [{ x: px(xMax), y: py(0) + 14 }, { x: px(0) - 6, y: py(yMax) + 10 }];
    this.axisNames.forEach((name, i) => {
      const at = clear(ends[i], figure.axes[i].length * AXIS_CHAR, placed, shafts, i === 0 ? 1 : -1, 'end');
      placed.push(at.box);
      name.setAttribute('x', at.x);
      name.setAttribute('y', at.y);
    });
  }

  buildPlot(figure) {
    const { height, px, py } = this.frame;
    const { xMin, xMax, yMin, yMax } = figure.bounds;
    this.plot.setAttribute('viewBox', `0 0 ${WIDTH} ${height}`);
    const grid = svg('g', { class: 'geometry__grid', 'aria-hidden': 'true' });
    const [left, right, top, bottom] = [px(xMin), px(xMax), py(yMax), py(yMin)];
    for (let t = Math.ceil(xMin); t <= xMax; t += 1) {
      grid.append(svg('line', { x1: px(t), y1: top, x2: px(t), y2: bottom, class: t === 0 ? 'is-axis' : '' }));
    }
    for (let t = Math.ceil(yMin); t <= yMax; t += 1) {
      grid.append(svg('line', { x1: left, y1: py(t), x2: right, y2: py(t), class: t === 0 ? 'is-axis' : '' }));
    }
    // The axes' names (placed by drawArrows, clear of the labels and arrows).
    this.axisNames = figure.axes.map((name) => svg('text', { class: 'geometry__axis-name', 'text-anchor': 'end' }, name));
    grid.append(...this.axisNames);
    const defs = svg('defs');
    for (const role of ['query', 'key', 'top']) {
      const marker = svg('marker', { id: `${this.idPrefix}-head-${role}`, viewBox: '0 0 10 10', refX: 9, refY: 5,
                                     markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' });
      marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: `geometry__head geometry__head--${role}` }));
      defs.append(marker);
    }
    this.arrows.clear();
    const layer = svg('g', { class: 'geometry__arrows' });
    // Keys first, the query last: it is drawn on top.
    const order = [...figure.vectors.slice(1), figure.vectors[0]];
    for (const v of order) {
      const group = svg('g', { class: `geometry__arrow geometry__arrow--${v.role}` });
      const line = svg('line', { x1: px(0), y1: py(0), x2: px(0), y2: py(0), class: 'geometry__shaft', 'aria-hidden': 'true' });
      const label = svgRichText({ class: 'geometry__label', 'text-anchor': 'middle', 'aria-hidden': 'true' }, v.label);
      group.append(line, label);
      let handle = null;
      if (figure.editable) {
        handle = svg('circle', { r: 11, class: 'geometry__handle', tabindex: 0, role: 'button',
                                 'aria-roledescription': message('geometry-tip-role') });
        part(handle, 'handle');
        handle.dataset.arrow = v.key;
        this.listenToHandle(handle, v.key, figure);
        group.append(handle);
      }
      layer.append(group);
      this.arrows.set(v.key, { group, line, label, handle });
    }
    this.plot.replaceChildren(defs, grid, layer);
  }

  // ---- moving a tip: pointer or keys, both through the fields' attributes ----

  listenToHandle(handle, arrow, figure) {
    const move = (x, y) => {
      const clamp = (v) => Math.max(-COORDINATE_MAX, Math.min(COORDINATE_MAX, Math.round(v / figure.step) * figure.step));
      this.setValues({ [`${arrow}x`]: Number(clamp(x).toFixed(2)), [`${arrow}y`]: Number(clamp(y).toFixed(2)) });
    };
    handle.addEventListener('keydown', (event) => {
      const direction = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[event.key];
      if (!direction) return;
      event.preventDefault();
      const step = event.shiftKey ? figure.bigStep : figure.step;
      move(this.values[`${arrow}x`] + direction[0] * step, this.values[`${arrow}y`] + direction[1] * step);
    });
    handle.addEventListener('pointerdown', (event) => {
      event.preventDefault();
      handle.focus();
      handle.setPointerCapture(event.pointerId);
      const follow = (e) => {
        const point = this.plot.createSVGPoint();
        Object.assign(point, { x: e.clientX, y: e.clientY });
        const at = point.matrixTransform(this.plot.getScreenCTM().inverse());
        move(this.frame.x(at.x), this.frame.y(at.y));
      };
      const stop = () => {
        handle.removeEventListener('pointermove', follow);
        handle.removeEventListener('pointerup', stop);
        handle.removeEventListener('pointercancel', stop);
      };
      handle.addEventListener('pointermove', follow);
      handle.addEventListener('pointerup', stop);
      handle.addEventListener('pointercancel', stop);
    });
  }
}
