// How the course elements say right, not yet, a format problem or the
// answer: a box with a mark (✓/✗, hidden from screen readers, which get the
// words) and a sentence, in a live region that the caller owns.

import { el } from '../text/dom.js';
import { richText } from '../text/rich-text.js';
import { message } from '../text/messages.js';

// state: is-right | is-wrong | is-format | is-revealed | is-info
export function showVerdict(node, state, text, mark) {
  node.className = `${node.className.split(' ')[0]} ${state}`;
  const body = el('p', 'verdict__text');
  if (mark) {
    const icon = el('span', 'verdict__mark', mark);
    icon.setAttribute('aria-hidden', 'true');
    body.append(icon);
  }
  body.append(...richText(text));
  node.replaceChildren(body);
  node.hidden = false;
  return body;
}

// Text with d_k, W_Q, v_j… as real subscripts, as a paragraph.
export function richParagraph(className, text) {
  const p = el('p', className);
  p.append(...richText(text));
  return p;
}

export function button(text, className = 'button') {
  const node = el('button', className, text);
  node.type = 'button';
  return node;
}

// What a checkpoint says of the steps a reload gave back (kept: how many),
// and of one whose answer was shown before it passed. `numbers`: whether its
// steps hold numbers (the derivation's tiles and symbolic shapes do not).
export function keptStatus(kept, { numbers = true } = {}) {
  if (kept === 0) return '';
  return message('course-kept-status', { kept, next: kept + 1, numbers: numbers ? 'yes' : 'no' });
}

export const keptWithHelp = () => richParagraph('verdict__text by-hand__note', message('course-kept-with-help'));
