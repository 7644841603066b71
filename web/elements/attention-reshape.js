// <attention-reshape layout="transpose" heads="2">
//
// Chapter 3's split into heads, drawn cell by cell: the running sentence's
// queries Q, (4, 6), and head by head the (4, d_k) block each one is given,
// with the transpose or without it. Every cell is named by its token and
// column ("cat·4") and tinted by token, so a head that gets whole words and
// a head that gets pieces of one word look different at a glance; the
// tables are the figure and their own text alternative. The layout is
// numpy's (./reshape/model.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { createTableView } from '../figures/dom/table.js';
import { setRichText } from '../lib/text/rich-text.js';
import { el, part } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';
import { HEAD_COUNTS, fields, model } from './reshape/model.js';

export const tagName = 'attention-reshape';

export default class AttentionReshape extends AttentionWidget {
  static get exportTitle() { return message('reshape-export-title'); }
  static fields = fields;
  static model = model;

  build() {
    const root = el('div', 'reshape-widget widget-card');
    const controls = el('div', 'widget-fields');
    controls.append(...this.fields.map((f) => this.controls[f.key].element));
    this.code = part(el('code', 'reshape-widget__code'), 'code');
    const codeLine = el('pre', 'code-block reshape-widget__line');
    codeLine.append(this.code);
    this.source = createTableView({ className: 'reshape-widget__table' });
    this.headsBox = part(el('div', 'reshape-widget__heads'), 'heads');
    this.headViews = [];
    this.findings = part(el('p', 'reshape-widget__findings'), 'findings');
    this.findings.setAttribute('aria-live', 'polite');
    root.append(controls, codeLine, this.source.element, this.headsBox, this.findings);
    return root;
  }

  render({ source, heads, code, findings }) {
    this.code.textContent = `Qh = ${code}`;
    this.source.update(source);
    // One view per head, made once for the largest count and shown as needed.
    while (this.headViews.length < Math.max(...HEAD_COUNTS)) {
      const view = createTableView({ className: 'reshape-widget__table' });
      this.headViews.push(view);
      this.headsBox.append(view.element);
    }
    this.headViews.forEach((view, h) => {
      view.element.hidden = h >= heads.length;
      if (h < heads.length) view.update(heads[h]);
    });
    setRichText(this.findings, findings);
  }
}
