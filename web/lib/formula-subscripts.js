// Matrix and width names as the page writes them in prose: "W_Q" and
// "d_k" become a letter with a real subscript. Shared by the formula and
// multi-head sections; returns nodes, so text never passes through HTML.

import { el } from './dom.js';

// Text with x_y written as x and a subscript y ("W_Q", "÷ √d_k"), as nodes.
export function withSubscripts(text, italicAll = false) {
  const nodes = [];
  let last = 0;
  for (const match of text.matchAll(/([A-Za-z])_(\w+)/g)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(el('var', '', match[1]), el('sub', '', match[2]));
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(italicAll && /^[a-z]$/.test(text) ? el('var', '', text) : text.slice(last));
  return nodes;
}


// A field label such as "Model width d_model": the words, then the symbol
// with its subscript. The label is a flex box, which drops a trailing
// space, so the space before the symbol becomes a no-break space.
export function subscriptLabel(label, caption) {
  const [, words, symbol] = /^(.*\s)(\S+)$/.exec(caption ?? '') ?? [];
  if (!label || !symbol || !/^[a-z](_\w+)?$/.test(symbol)) return;
  label.replaceChildren(words.replace(/\s$/, '\u00a0'), ...withSubscripts(symbol, true));
}
