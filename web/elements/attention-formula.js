// <attention-formula n="4" d-model="6" d-k="3" d-v="3">
//   <figure class="formula-map">…typeset terms, each <a data-step="…">…</figure>
// </attention-formula>
//
// The full attention formula as a map of the derivation. The formula itself
// is typeset at build time in the section partial (each term its own link,
// because KaTeX without `trust` cannot tag parts of one formula); this
// element adopts that figure and adds the legend of steps and (in a
// disclosure) the table of shapes from am.shapes(). Pointing at or focusing a term lights up its step
// and every matrix that step reads or writes (./formula/model.js).
// With aid-for="formula/shapes" (the course's page), the table of shapes is
// an aid of that checkpoint (web/lib/course/aids.js): until its numbers are
// passed, the disclosure's summary says that opening it counts as asking
// for help, and opening it (by hand, or by a link that sets the sizes) does.

import { AttentionWidget } from '../lib/widget/widget.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { el, part } from '../lib/text/dom.js';
import { richText, setRichText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { PRESETS, STEPS, fields, model } from './formula/model.js';
import { aidsLocked, askHelp, calculatorLockedNote } from '../lib/course/aids.js';

export const tagName = 'attention-formula';

export default class AttentionFormula extends AttentionWidget {
  static get exportTitle() { return message('formula-export-title'); }
  static fields = fields;
  static model = model;

  // The ranges are the core's (am.limits.attention), adopted once it has
  // loaded; formula/model.js's 4096 only reads attributes and links before.
  coreReady(am) {
    const { maxSequence, maxWidth } = am.limits.attention;
    for (const f of this.fields) f.max = f.key === 'n' ? maxSequence : maxWidth;
  }

  // The formula as a map of its steps is the figure; the table of every
  // shape, for sizes the reader picks, waits in a disclosure (opened at once
  // when a link sets the sizes), so that the shapes checkpoint after it is
  // not answered on screen.
  build() {
    const figure = this.querySelector('figure');
    const root = part(el('div', 'formula-widget'), 'widget');
    const card = el('div', 'formula-widget__card widget-card');
    this.more = createFigureMore({
      summary: message('formula-more-summary'),
      className: 'formula-widget__more',
      open: this.url.read(this.fields).length > 0 || this.fields.some((f) => this.hasAttribute(f.attribute)),
      build: () => [this.buildFields(), this.buildPresets(), this.buildTable()],
      render: ({ table: tableFigure, summary }) => {
        this.table.update(tableFigure);
        setRichText(this.summary, summary);
        this.highlight(this.activeStep);
      },
    });
    card.append(this.buildLegend(figure), this.more.element);
    this.watchAid();
    if (figure) root.append(figure);
    root.append(card);
    this.terms = [...root.querySelectorAll('.formula-term')];
    for (const term of this.terms) term.setAttribute('aria-describedby', this.stepId(term.dataset.step));
    this.wireHighlights(root);
    return root;
  }

  // The calculator as an aid of the shapes checkpoint: a note in its summary
  // while locked, and help asked when it is open while locked.
  watchAid() {
    const name = this.getAttribute('aid-for');
    if (!name) return;
    const note = part(el('span', 'formula-widget__aid'), 'aid-note');
    note.textContent = calculatorLockedNote();
    this.more.element.querySelector('summary').append(note);
    const update = () => {
      if (this.more.open && aidsLocked(name)) askHelp(name);
      note.hidden = !aidsLocked(name);
    };
    this.more.element.addEventListener('toggle', update);
    this.listeners.add(document, 'attention-progress', update);
    update();
  }

  buildFields() {
    const box = el('div', 'widget-fields formula-widget__fields');
    for (const f of this.fields) {
      const control = this.controls[f.key];
      box.append(control.element);
    }
    return box;
  }

  buildPresets() {
    const row = el('div', 'formula-widget__presets');
    row.append(el('span', 'formula-widget__presets-label', message('formula-presets-label')));
    for (const preset of PRESETS) {
      const button = el('button', 'button button--quiet', preset.label);
      button.type = 'button';
      button.addEventListener('click', () => this.setValues(preset.values));
      row.append(button);
    }
    return row;
  }

  // Each step links where the figure's own term for it links: in the course
  // the build has pointed that at the chapter holding the step
  // (scores.html#qkv), which '#qkv' would miss on another chapter's page.
  buildLegend(figure) {
    const hrefOf = (step) => figure?.querySelector(`a.formula-term[data-step="${step.id}"]`)?.getAttribute('href') ?? step.href;
    const list = el('ol', 'formula-steps');
    list.setAttribute('aria-label', message('formula-steps-label'));
    for (const step of STEPS) {
      const item = el('li', 'formula-steps__item');
      item.id = this.stepId(step.id);
      item.dataset.step = step.id;
      const link = el('a', 'formula-steps__link', step.name);
      link.href = hrefOf(step);
      const badge = el('span', 'formula-steps__badge');
      badge.append(...richText(step.badge));
      item.append(badge, link, el('span', 'formula-steps__text', step.text));
      list.append(item);
    }
    return list;
  }

  buildTable() {
    this.table = createTableView({ className: 'formula-shapes' });
    this.summary = part(el('p', 'formula-widget__summary'), 'summary');
    const wrap = el('div', 'formula-widget__shapes');
    wrap.append(this.table.element, this.summary);
    return wrap;
  }

  stepId(step) {
    return `${this.idPrefix}-step-${step}`;
  }

  render(figures) {
    this.more.update(figures);
    this.highlight(this.activeStep);
  }

  // ---- highlighting ----

  wireHighlights(root) {
    const stepOf = (event) => event.target.closest?.('[data-step]')?.dataset.step ?? null;
    root.addEventListener('pointerover', (event) => this.highlight(stepOf(event) ?? this.focusedStep));
    root.addEventListener('pointerleave', () => this.highlight(this.focusedStep));
    root.addEventListener('focusin', (event) => {
      this.focusedStep = stepOf(event);
      this.highlight(this.focusedStep);
    });
    root.addEventListener('focusout', (event) => {
      if (root.contains(event.relatedTarget)) return;
      this.focusedStep = null;
      this.highlight(null);
    });
  }

  highlight(step) {
    this.activeStep = step ?? null;
    const root = this.renderRoot.querySelector('.formula-widget');
    if (!root) return;
    if (step) root.dataset.active = step;
    else delete root.dataset.active;
    for (const node of root.querySelectorAll('[data-step]')) node.classList.toggle('is-active', node.dataset.step === step);
    for (const row of root.querySelectorAll('tr[data-steps]')) {
      row.classList.toggle('is-active', Boolean(step) && row.dataset.steps.split(' ').includes(step));
    }
  }
}
