// Matrix and width names as the page writes them: "W_Q", "d_k", "d_model"
// become a letter with a real subscript, everywhere a reader sees them
// (field captions and hints, headings inside widgets). Returns nodes, so
// text never passes through HTML.

import { el } from './dom.js';

// Only the page's symbols, so a file name like attention_walkthrough.py is
// left alone.
const SYMBOL = /\b([dWbqkvwxzhSO])_(model|[A-Za-z0-9]{1,3})\b/g;

// Text with x_y written as x and a subscript y ("W_Q", "÷ √d_k"), as nodes.
export function withSubscripts(text, italicAll = false) {
  const nodes = [];
  let last = 0;
  for (const match of text.matchAll(SYMBOL)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(el('var', '', match[1]), el('sub', '', match[2]));
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(italicAll && /^[a-z]$/.test(text) ? el('var', '', text) : text.slice(last));
  return nodes;
}

// One inline box holding the text: inside a flex container (a field label)
// each <var> and <sub> would otherwise become its own flex item and the
// subscript would float up to the middle of the line.
export function inlineWithSubscripts(text, className = '') {
  const span = el('span', className);
  span.append(...withSubscripts(text));
  return span;
}
