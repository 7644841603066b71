// SVG elements for the figures' DOM renderers, attributes as strings and
// text through textContent only, and rich text as SVG text: a name in
// italics, its subscript lowered and smaller (SVG has no <sub>).

import { parseRichText } from '../../lib/text/rich-text.js';

const NS = 'http://www.w3.org/2000/svg';

export function svg(tag, attrs = {}, text) {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

// <text> holding rich text ("d_k (log scale)").
export function svgRichText(attrs, text) {
  const node = svg('text', attrs);
  for (const run of parseRichText(text)) {
    if ('text' in run) {
      node.append(svg('tspan', {}, run.text));
      continue;
    }
    node.append(svg('tspan', run.word ? {} : { 'font-style': 'italic' }, run.name));
    if (run.sub !== null) node.append(svg('tspan', { dy: 3, 'font-size': '0.8em' }, run.sub), svg('tspan', { dy: -3 }, ''));
  }
  return node;
}
