// The pieces every table on the page is made of (data tables, heatmaps, the
// small matrices, the embeddings editor): header cells with a scope, a
// caption, a head row. Text goes in through textContent or as rich text.

import { el } from '../../lib/text/dom.js';
import { richText } from '../../lib/text/rich-text.js';

// A <th scope="row|col">; `content` is rich text, or a node.
export function headerCell(scope, content, className = '') {
  const th = el('th', className);
  th.scope = scope;
  if (content instanceof Node) th.append(content);
  else th.append(...richText(content));
  return th;
}

// <thead><tr>…</tr></thead> from header cells (or nodes such as a corner <td>).
export function headRow(cells) {
  const thead = el('thead');
  const tr = el('tr');
  tr.append(...cells);
  thead.append(tr);
  return thead;
}

export function caption(text, className) {
  const node = el('caption', className);
  node.append(...richText(text));
  return node;
}

// Writes `text` into a node only when it would change (slider steps).
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}
