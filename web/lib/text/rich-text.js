// Rich text: the maths a widget writes, in plain strings with one small
// markup, so that models stay free of DOM (an SVG or CSV renderer reads the
// same strings) and every widget sets symbols the same way.
//
//   W_Q, d_k, p_i, δ_ij       one of the page's symbols with a subscript; only
//                             these letters, so attention_walkthrough.py stays text
//   S_{cat, sat}, Output_{i}  any name with a subscript in braces: a one-letter
//                             name is a variable (italic), a word is upright
//   {x}                       a lone variable, italic
//
// parseRichText(text) → runs, each {text} or {name, word, sub}: no DOM.
// richText(text, options) → nodes for the DOM, text through textContent only.

import { el } from './dom.js';

// (A lookbehind rather than \b, which would not start a word at δ.)
const SYMBOL = String.raw`(?<![A-Za-z0-9_])([dWbqkvwxzhSOpδ])_(model|[A-Za-z0-9]{1,3})\b`;
const BRACED = String.raw`\b([A-Za-z]+)_\{([^{}]*)\}`;
const LONE = String.raw`\{([A-Za-z])\}`;
const MARKUP = new RegExp(`${BRACED}|${SYMBOL}|${LONE}`, 'g');

export function parseRichText(text) {
  const source = String(text ?? '');
  const runs = [];
  let last = 0;
  for (const match of source.matchAll(MARKUP)) {
    if (match.index > last) runs.push({ text: source.slice(last, match.index) });
    const [, bracedName, bracedSub, symbol, symbolSub, lone] = match;
    const name = bracedName ?? symbol ?? lone;
    runs.push({ name, word: name.length > 1, sub: bracedSub ?? symbolSub ?? null });
    last = match.index + match[0].length;
  }
  if (last < source.length) runs.push({ text: source.slice(last) });
  return runs;
}

// The text without markup, as a screen reader or a CSV cell should have it:
// "W_Q" stays "W_Q", "S_{cat, sat}" becomes "S_(cat, sat)", "{x}" becomes "x".
export function plainText(text) {
  return parseRichText(text).map((run) => {
    if ('text' in run) return run.text;
    if (run.sub === null) return run.name;
    return /^[A-Za-z0-9]+$/.test(run.sub) ? `${run.name}_${run.sub}` : `${run.name}_(${run.sub})`;
  }).join('');
}

export function hasMarkup(text) {
  return parseRichText(text).some((run) => !('text' in run));
}

// options: {varClass: a class for every <var>}. A name is a <var> (upright
// with .is-word when it is a word); its subscript a <sub> beside it.
export function richText(text, { varClass = '' } = {}) {
  const nodes = [];
  for (const run of parseRichText(text)) {
    if ('text' in run) {
      nodes.push(run.text);
      continue;
    }
    nodes.push(el('var', [varClass, run.word ? 'is-word' : ''].filter(Boolean).join(' '), run.name));
    if (run.sub !== null) nodes.push(el('sub', '', run.sub));
  }
  return nodes;
}

// One inline box holding the text: inside a flex container (a field label)
// each <var> and <sub> would otherwise become its own flex item and the
// subscript would float up to the middle of the line.
export function richSpan(text, className = '', options = {}) {
  const span = el('span', className);
  span.append(...richText(text, options));
  return span;
}

// Seen set with subscripts, heard as written ("d_k", the Python script's
// spelling): for labels whose accessible name must be the plain text.
export function richLabel(text) {
  if (!hasMarkup(text)) return document.createTextNode(text);
  const seen = richSpan(text);
  seen.setAttribute('aria-hidden', 'true');
  const frag = document.createDocumentFragment();
  frag.append(seen, el('span', 'visually-hidden', plainText(text)));
  return frag;
}

// Writes rich text into a node, leaving it alone when it already shows it
// (a slider step that leaves a caption as it was costs a comparison).
export function setRichText(node, text, options) {
  const key = String(text ?? '');
  if (node.richSource === key) return;
  node.richSource = key;
  node.replaceChildren(...richText(key, options));
}
