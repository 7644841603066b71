// Text in exported SVG, as strings: escaped, rich text (../../lib/text/rich-text.js)
// as tspans (a one-letter name in italics, its subscript lowered and
// smaller; superscripts such as Kᵀ are already Unicode characters), and an
// estimate of how wide a string is set, for layout without a browser.
//
// The text stays text, in a generic font stack with no @font-face: paper
// authors can select, search and edit it (Inkscape, Illustrator), the file
// stays small, and every character the figures use (digits, −, ·, ᵀ, √, ∞,
// ↓, →, ±) is in DejaVu Sans and Liberation Sans and in the system fonts of
// Windows and macOS. Glyphs as paths would need the page's fonts parsed and
// outlined at export time for the same picture.

import { parseRichText } from '../../lib/text/rich-text.js';

export const FONT_FAMILY = 'system-ui, -apple-system, &quot;Segoe UI&quot;, Roboto, &quot;Helvetica Neue&quot;, '
  + '&quot;Liberation Sans&quot;, &quot;DejaVu Sans&quot;, Arial, sans-serif';

export function escapeXml(text) {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

// Attributes from an object, numbers rounded to two decimals.
export function attrs(object) {
  return Object.entries(object)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${escapeXml(typeof v === 'number' ? round(v) : v)}"`).join('');
}

export function round(x) {
  return Number(x.toFixed(2));
}

// <text> holding rich text. Subscripts drop by a third of the size and come
// back up, so the text after them sits on the baseline again.
export function richTextSvg(text, attributes = {}, size = 12) {
  const drop = round(size * 0.3);
  let body = '';
  for (const run of parseRichText(text)) {
    if ('text' in run) {
      body += escapeXml(run.text);
      continue;
    }
    body += run.word ? `<tspan>${escapeXml(run.name)}</tspan>` : `<tspan font-style="italic">${escapeXml(run.name)}</tspan>`;
    if (run.sub !== null) body += `<tspan dy="${drop}" font-size="${round(size * 0.75)}">${escapeXml(run.sub)}</tspan><tspan dy="${-drop}"></tspan>`;
  }
  return `<text${attrs({ 'font-size': size, ...attributes })}>${body}</text>`;
}

// Plain text, escaped.
export function textSvg(text, attributes = {}, size = 12) {
  return `<text${attrs({ 'font-size': size, ...attributes })}>${escapeXml(text)}</text>`;
}

// Width of a string set at `size` px in a sans font, on the generous side
// (layout must not overlap in a wider fallback font): per-character widths
// in em, close to DejaVu Sans, the widest of the stack.
const NARROW = /[iljtf.,:;'|!()[\]{}\s·]/;
const WIDE = /[mwMW@%—→←↓↑∞]/;
const CAPITAL = /[A-Z0-9−+=<>±×√]/;
// Chinese (and the other CJK scripts): a full em each, punctuation included.
const FULL_WIDTH = /[\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\u3000-\u303F]/;
// A line may break before any full-width character, as Chinese has no spaces.
const BREAKABLE = /[\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\u3000-\u303F]|[^\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\u3000-\u303F]+/g;
export function textWidth(text, size = 12, bold = false) {
  let em = 0;
  for (const run of parseRichText(text)) {
    const chars = 'text' in run ? run.text : run.name + (run.sub ?? '').replace(/./g, '\u2009');
    for (const c of chars) em += FULL_WIDTH.test(c) ? 1 : NARROW.test(c) ? 0.34 : WIDE.test(c) ? 0.92 : CAPITAL.test(c) ? 0.68 : c === '\u2009' ? 0.5 : 0.6;
  }
  return em * size * (bold ? 1.1 : 1);
}

// Words broken into lines no wider than `width`.
export function wrapText(text, width, size = 12, bold = false) {
  const lines = [];
  let line = '';
  // A braced subscript (S_{cat, sat}) stays in one piece. Words are joined
  // by a space; the pieces of a word that holds Chinese, by nothing.
  for (const word of String(text ?? '').match(/(?:[^\s{]|\{[^}]*\})+/g) ?? []) {
    const pieces = FULL_WIDTH.test(word) ? word.match(BREAKABLE) : [word];
    pieces.forEach((piece, i) => {
      const next = line ? `${line}${i === 0 ? ' ' : ''}${piece}` : piece;
      if (line && textWidth(next, size, bold) > width) {
        lines.push(line);
        line = piece;
      } else line = next;
    });
  }
  if (line) lines.push(line);
  return lines;
}
