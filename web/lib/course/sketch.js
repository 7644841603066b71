// A sketch answer: one bar per entry, dragged to a height between 0 and 1
// (a row of attention weights, say). Each bar is a slider for assistive
// technology and the keyboard: arrows move it by 0.01, Page Up/Down by 0.1,
// Home and End to 0 and 1, and each bar's accessible description says so.
// After the reveal, showAnswer() marks the value computed live on each bar
// beside the reader's.
//
// createSketch({labels, start, labelledBy}) → {element, values(), moved(), showAnswer(values), disable()}
// moved(): whether any bar is away from where it started.

import { el, part } from '../text/dom.js';
import { formatNumber } from '../text/format.js';
import { message } from '../text/messages.js';

const STEP = 0.01;
const PAGE = 0.1;
const clamp = (v) => Math.min(1, Math.max(0, Math.round(v / STEP) * STEP));
let sketches = 0;

export function createSketch({ labels, start, labelledBy }) {
  const root = el('div', 'sketch');
  root.setAttribute('role', 'group');
  if (labelledBy) root.setAttribute('aria-labelledby', labelledBy);
  // One description of the keys, read with every bar.
  const keys = el('span', 'visually-hidden', message('course-sketch-keys', { step: String(STEP), page: String(PAGE) }));
  keys.id = `sketch-keys-${sketches += 1}`;
  const bars = labels.map((label, j) => createBar(label, start[j] ?? 0, keys.id));
  const axis = el('div', 'sketch__axis');
  axis.setAttribute('aria-hidden', 'true');
  axis.append(el('span', '', '1'), el('span', '', '0.5'), el('span', '', '0'));
  const list = el('div', 'sketch__bars');
  list.append(...bars.map((bar) => bar.element));
  const plot = el('div', 'sketch__plot');
  plot.append(axis, list);
  const legend = el('p', 'sketch__legend', message('course-sketch-legend'));
  // What the reader's bars add up to, as they drag: a row of weights adds up
  // to 1, and a sketch that breaks that rule should say so before it is committed.
  const sum = part(el('p', 'sketch__sum'), 'sketch-sum');
  const showSum = () => {
    const total = bars.reduce((acc, bar) => acc + bar.value, 0);
    sum.textContent = message('course-sketch-sum', { total: formatNumber(total, 2), off: Math.abs(total - 1) > 0.005 ? 'yes' : 'no' });
  };
  showSum();
  root.addEventListener('input', showSum);
  root.append(keys, plot, sum, legend);
  return {
    element: root,
    values: () => bars.map((bar) => bar.value),
    moved: () => bars.some((bar) => bar.value !== bar.start),
    showAnswer(values) {
      bars.forEach((bar, j) => bar.showAnswer(values[j]));
      legend.textContent = message('course-sketch-legend-answered');
    },
    disable: () => bars.forEach((bar) => bar.disable()),
  };
}

function createBar(label, initial, describedBy) {
  const element = el('div', 'sketch__bar');
  const track = el('div', 'sketch__track');
  track.tabIndex = 0;
  track.setAttribute('role', 'slider');
  track.setAttribute('aria-orientation', 'vertical');
  track.setAttribute('aria-valuemin', '0');
  track.setAttribute('aria-valuemax', '1');
  track.setAttribute('aria-label', message('course-sketch-bar', { label }));
  track.setAttribute('aria-describedby', describedBy);
  const start = el('span', 'sketch__start');
  start.style.setProperty('--value', String(initial));
  start.title = message('course-sketch-bar-start', { value: formatNumber(initial, 2) });
  const fill = el('span', 'sketch__fill');
  const answer = part(el('span', 'sketch__answer'), 'answer-mark');
  answer.hidden = true;
  track.append(fill, start, answer);
  const readout = el('span', 'sketch__value');
  readout.setAttribute('aria-hidden', 'true');
  element.append(readout, track, el('span', 'sketch__label', label));

  const bar = { element, value: 0, disabled: false };
  const set = (value) => {
    bar.value = clamp(value);
    const text = formatNumber(bar.value, 2);
    fill.style.setProperty('--value', String(bar.value));
    readout.textContent = text;
    track.setAttribute('aria-valuenow', String(bar.value));
    track.setAttribute('aria-valuetext', text);
  };
  set(initial);
  bar.start = bar.value;
  // The reader's own moves, announced as a slider's `input` (bubbling).
  const move = (value) => {
    const before = bar.value;
    set(value);
    if (bar.value !== before) track.dispatchEvent(new Event('input', { bubbles: true }));
  };

  const fromPointer = (event) => {
    const box = track.getBoundingClientRect();
    move(1 - (event.clientY - box.top) / box.height);
  };
  track.addEventListener('pointerdown', (event) => {
    if (bar.disabled) return;
    track.setPointerCapture(event.pointerId);
    track.focus();
    fromPointer(event);
    event.preventDefault();
  });
  track.addEventListener('pointermove', (event) => {
    if (!bar.disabled && track.hasPointerCapture(event.pointerId)) fromPointer(event);
  });
  const KEYS = {
    ArrowUp: (v) => v + STEP, ArrowRight: (v) => v + STEP, ArrowDown: (v) => v - STEP, ArrowLeft: (v) => v - STEP,
    PageUp: (v) => v + PAGE, PageDown: (v) => v - PAGE, Home: () => 0, End: () => 1,
  };
  track.addEventListener('keydown', (event) => {
    const step = KEYS[event.key];
    if (!step || bar.disabled) return;
    event.preventDefault();
    move(step(bar.value));
  });

  bar.showAnswer = (value) => {
    answer.hidden = false;
    answer.style.setProperty('--value', String(value));
    answer.title = message('course-sketch-bar-answer', { value: formatNumber(value, 3) });
  };
  bar.disable = () => {
    bar.disabled = true;
    track.setAttribute('aria-disabled', 'true');
  };
  return bar;
}
