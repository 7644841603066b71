// A widget's figures taken away: el.toSVG(), el.toPNG({scale}), el.toCSV(),
// and the small "Download SVG / PNG / CSV" menu under each figure card.
//
// They render the widget's figure model (../../figures/model.js), never its
// DOM: the heatmaps on the page are tables coloured through light-dark(),
// and an export must hold resolved colours. So an export is
//   model(am, values) → [{name, figure}] → ../../figures/svg/document.js (SVG)
//                                        → ../../figures/csv.js (CSV)
// with the values the widget last drew. A widget not built yet (far below
// the screen, or never scrolled to) is built first and its first drawing
// awaited, core included: that is why every export returns a Promise.
// Every figure a widget draws goes into one SVG (the head cards, the
// concatenation, W_O and the output of the multi-head widget together),
// each in its own group named after the model's key.

import { figuresSvg } from '../../figures/svg/document.js';
import { figuresCsv } from '../../figures/csv.js';
import { formatFieldValue } from '../fields/parse-value.js';
import { inLanguageOf } from '../host/language.js';
import { el } from '../text/dom.js';
import { message } from '../text/messages.js';
import { listClauses, nameAndNoteGap } from '../text/join.js';
import { plainText } from '../text/rich-text.js';

const FIGURE_TYPES = new Set(['matrix', 'table', 'bars', 'line', 'histogram', 'waterfall']);

// Every figure in a model, depth first in key order: {name: 'headMaps.2.weights', figure}.
export function collectFigures(model, prefix = '') {
  if (!model || typeof model !== 'object' || ArrayBuffer.isView(model)) return [];
  if (FIGURE_TYPES.has(model.type) && !Array.isArray(model)) return [{ name: prefix || 'figure', figure: model }];
  return Object.entries(model).flatMap(([key, value]) => collectFigures(value, prefix ? `${prefix}.${key}` : key));
}

// The theme the widget is drawn in, as the page resolves it: a probe inside
// the widget's own root, coloured light-dark(black, white), reads back which
// one applies there (the page's toggle, a host's data-attn-theme, the system).
export function drawnTheme(widget) {
  const probe = el('span');
  probe.style.cssText = 'color: light-dark(rgb(0, 0, 0), rgb(255, 255, 255)); display: none';
  widget.renderRoot.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour === 'rgb(255, 255, 255)' ? 'dark' : 'light';
}

// "Random seed 42; query/key width d_k 3": what the reader set, field by field.
function valuesCaption(widget, values) {
  return listClauses(widget.fields.map((f) => `${f.caption} = ${captionValue(values[f.key], f)}`));
}

function captionValue(value, field) {
  if (field.kind === 'switch') return message(value ? 'widget-export-value-on' : 'widget-export-value-off');
  if (field.kind === 'choice') return String(value);
  if (value === null || value === undefined) return message('widget-export-value-none');
  return formatFieldValue(value, field);
}

// Resolves once the widget has drawn its current values (building it now
// if it was still waiting to come near the screen); rejects if it cannot.
function whenDrawn(widget) {
  widget.nearViewport.startNow();
  return new Promise((resolve, reject) => {
    const settle = () => {
      const state = widget.dataset.state;
      if (state === 'ready' && widget.drawn && !widget.pending) { observer.disconnect(); resolve(); return true; }
      if (state === 'error' && !widget.drawn) {
        observer.disconnect();
        const why = widget.alertLine?.textContent || inLanguageOf(widget, () => message('widget-export-nothing-drawn'));
        reject(new Error(`${widget.localName}: nothing to export: ${why}`)); // developer-facing
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(settle);
    observer.observe(widget, { attributes: true, attributeFilter: ['data-state'] });
    settle();
  });
}

// Everything an export needs: title, caption, the figures, the theme, in
// the widget's language (after the wait, outside the widget's own calls, so
// it is set again here).
export async function exportModel(widget, { theme } = {}) {
  await whenDrawn(widget);
  return inLanguageOf(widget, () => {
    const values = { ...widget.drawn };
    const figures = collectFigures(widget.figuresFor(widget.am, values));
    if (figures.length === 0) throw new Error(`${widget.localName}: no figure to export`); // developer-facing
    const title = widget.constructor.exportTitle;
    if (!title) throw new Error(`${widget.localName}: its class declares no static exportTitle`); // developer-facing
    return { title, caption: valuesCaption(widget, values), figures, theme: theme ?? drawnTheme(widget), values };
  });
}

export async function widgetSvg(widget, options) {
  const model = await exportModel(widget, options);
  return inLanguageOf(widget, () => figuresSvg({ ...model, source: message('widget-export-source') }));
}

export async function widgetCsv(widget) {
  const model = await exportModel(widget, { theme: 'light' });
  return inLanguageOf(widget, () => figuresCsv(model));
}

// The SVG drawn on a canvas through an <img> from a Blob URL (no network,
// allowed under a strict CSP), at `scale` device pixels per SVG unit.
export async function widgetPng(widget, { scale = 2, theme } = {}) {
  if (!(Number.isFinite(scale) && scale > 0 && scale <= 8)) throw new RangeError(`toPNG: scale must be a number in (0, 8], got ${scale}`); // developer-facing
  return svgToPng(await widgetSvg(widget, { theme }), scale);
}

export async function svgToPng(svgText, scale) {
  const [, width, height] = svgText.match(/<svg[^>]* width="(\d+)" height="(\d+)"/).map(Number);
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toPNG: the canvas gave no image'))), 'image/png')); // developer-facing
  } finally {
    URL.revokeObjectURL(url);
  }
}

// "scores-seed42-dk3": the widget and the values that made the figure.
export function exportFileName(widget, values) {
  const base = widget.localName.replace(/^attention-/, '');
  const parts = widget.fields.map((f) => {
    const value = values[f.key];
    if (value === null || value === undefined) return '';
    const text = f.kind === 'switch' ? (value ? 'on' : 'off') : formatFieldValue(value, f);
    return `${f.param ?? f.key}${text}`.replace(/\s+/g, '').replace(/,/g, '_').replace(/[^\w.+-]/g, '');
  }).filter(Boolean);
  return [base, ...parts].join('-').slice(0, 120);
}

// `what`: the message saying what the format is for.
const FORMATS = [
  { format: 'svg', label: 'SVG', what: 'widget-export-svg-what', make: (w) => widgetSvg(w).then((t) => new Blob([t], { type: 'image/svg+xml' })) },
  { format: 'png', label: 'PNG', what: 'widget-export-png-what', make: (w) => widgetPng(w) },
  { format: 'csv', label: 'CSV', what: 'widget-export-csv-what', make: (w) => widgetCsv(w).then((t) => new Blob([t], { type: 'text/csv' })) },
];

// The menu: a small disclosure, "Download this figure" with its arrow (▸,
// ▾ when open), holding three buttons that name the format and what it is. Each builds its file when pressed (nothing is computed before)
// and hands it over through a Blob URL, which a strict CSP allows.
export function createExportMenu(widget) {
  const details = el('details', 'figure-export');
  const summary = el('summary', 'figure-export__summary', message('widget-export-summary'));
  const buttons = el('div', 'figure-export__buttons');
  const status = el('span', 'figure-export__status');
  status.setAttribute('role', 'status');
  const subject = plainText(widget.constructor.exportTitle ?? message('widget-export-this-figure'));
  for (const { format, label, what: whatId, make } of FORMATS) {
    // The format's name and, visibly, what it is for ("SVG (vector image)").
    const what = message(whatId);
    const button = el('button', 'figure-export__button', label);
    button.append(nameAndNoteGap(), el('span', 'figure-export__hint', message('widget-export-format-hint', { what })));
    button.type = 'button';
    button.dataset.format = format;
    button.setAttribute('aria-label', message('widget-export-button-label', { subject, format: label, what }));
    button.addEventListener('click', async () => {
      status.textContent = '';
      try {
        const blob = await make(widget);
        download(blob, `${exportFileName(widget, widget.drawn ?? widget.values)}.${format}`, widget.renderRoot);
        status.textContent = inLanguageOf(widget, () => message('widget-export-saved', { format: label }));
      } catch (error) {
        status.textContent = inLanguageOf(widget, () => message('widget-export-failed', { format: label, reason: error.message }));
      }
    });
    buttons.append(button);
  }
  buttons.append(status);
  details.append(summary, buttons);
  return details;
}

function download(blob, fileName, root) {
  const url = URL.createObjectURL(blob);
  const link = el('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  root.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
