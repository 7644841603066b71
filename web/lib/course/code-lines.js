// Lines of numpy a question is about (a prediction's `code`), the buggy
// ones marked: each line its own row, its indentation kept; a marked row
// has a ✗ for the eye and the words “buggy line:” for a screen reader (the
// ✗ alone is read as a symbol's name, if at all). Rows wrap on a phone
// rather than scroll, so no part of a line is out of reach.
//
// lines: [{text, wrong?}] → an element, text through textContent only.

import { el, part } from '../text/dom.js';
import { message } from '../text/messages.js';

export function codeLines(lines, { label = message('course-code-label') } = {}) {
  const block = part(el('div', 'code-lines'), 'question-code');
  block.setAttribute('role', 'group');
  block.setAttribute('aria-label', lines.some((l) => l.wrong) ? message('course-code-label-buggy', { label }) : label);
  block.append(...lines.map(({ text, wrong = false }) => {
    const row = part(el('div', `code-lines__line${wrong ? ' is-wrong' : ''}`), 'question-code-line');
    const mark = el('span', 'code-lines__mark', wrong ? '✗' : '');
    mark.setAttribute('aria-hidden', 'true');
    row.append(mark);
    // The space keeps the words apart from the code for a screen reader.
    if (wrong) row.append(el('span', 'visually-hidden', `${message('course-code-buggy-line')} `));
    row.append(el('code', '', text));
    return row;
  }));
  return block;
}
