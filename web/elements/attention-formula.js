// <attention-formula n="4" d-model="6" d-k="3" d-v="3">
//   <figure class="formula-map">…typeset terms, each <a data-step="…">…</figure>
// </attention-formula>
//
// The full attention formula as a map of the derivation. The formula itself
// is typeset at build time in the section partial (each term its own link,
// because KaTeX without `trust` cannot tag parts of one formula); this
// element adopts that figure and adds the legend of steps and (in a
// disclosure) the table of shapes from am.shapes(). Pointing at or focusing a term lights up its step
// and every matrix that step reads or writes.

import { AttentionWidget, field } from '../lib/widget/widget.js';
import { table } from '../figures/model.js';
import { createTableView } from '../figures/dom/table.js';
import { createFigureMore } from '../lib/widget/figure-more.js';
import { el } from '../lib/text/dom.js';
import { richText, setRichText } from '../lib/text/rich-text.js';

export const tagName = 'attention-formula';

const STEPS = [
  { id: 'qkv', badge: 'Q, K, V', name: 'Inputs', href: '#qkv',
    text: 'Three learned projections of the same embeddings X: a query, a key and a value per token.' },
  { id: 'scores', badge: 'QKᵀ', name: 'Scores', href: '#scores',
    text: 'Every query dotted with every key: one number per (query, key) pair.' },
  { id: 'scaling', badge: '÷ √d_k', name: 'Scaling', href: '#scaling',
    text: 'Keeps the spread of the scores from growing with the key width, so softmax does not saturate.' },
  { id: 'masking', badge: '+ M', name: 'Masking (optional)', href: '#masking',
    text: 'Adds −∞ where a query may not look, such as future tokens; M has the shape of the scores.' },
  { id: 'softmax', badge: 'softmax', name: 'Softmax', href: '#softmax',
    text: 'Row by row, turns scores into weights between 0 and 1 that sum to 1.' },
  { id: 'weighted-sum', badge: '· V', name: 'Weighted sum', href: '#weighted-sum',
    text: 'Each output row is the weighted average of the value rows.' },
];

// Which steps read or write each tensor am.shapes() names, and its shape in
// symbols. Keyed by the core's names; an unknown name gets no links.
const ROLES = {
  X: { steps: ['qkv'], symbols: ['n', 'd_model'] },
  W_Q: { steps: ['qkv'], symbols: ['d_model', 'd_k'] },
  W_K: { steps: ['qkv'], symbols: ['d_model', 'd_k'] },
  W_V: { steps: ['qkv'], symbols: ['d_model', 'd_v'] },
  Q: { steps: ['qkv', 'scores'], symbols: ['n', 'd_k'] },
  K: { steps: ['qkv', 'scores'], symbols: ['n', 'd_k'] },
  V: { steps: ['qkv', 'weighted-sum'], symbols: ['n', 'd_v'] },
  'Q·Kᵀ': { steps: ['scores', 'masking'], symbols: ['n', 'n'] },
  '/√d_k': { steps: ['scaling', 'masking', 'softmax'], symbols: ['n', 'n'] },
  softmax: { steps: ['softmax', 'weighted-sum'], symbols: ['n', 'n'] },
  '·V': { steps: ['weighted-sum'], symbols: ['n', 'd_v'] },
};

const PRESETS = [
  { label: 'The worked example', values: { n: 4, dModel: 6, dK: 3, dV: 3 } },
  { label: 'One GPT-2 small head, 1,024 tokens', values: { n: 1024, dModel: 768, dK: 64, dV: 64 } },
];

const sizeField = (spec) => field({ min: 1, max: 4096, ...spec });

export default class AttentionFormula extends AttentionWidget {
  static exportTitle = 'softmax(QKᵀ/√d_k)·V: every shape';
  static fields = [
    sizeField({ key: 'n', attribute: 'n', param: 'n', label: 'n', subject: 'n', caption: 'Tokens n', fallback: 4,
                hint: 'Sequence length: one query, key and value per token.' }),
    sizeField({ key: 'dModel', attribute: 'd-model', param: 'dm', label: 'd_model', subject: 'd_model',
                caption: 'Embedding width d_model', fallback: 6, hint: 'Width of each row of X.' }),
    sizeField({ key: 'dK', attribute: 'd-k', param: 'dk', label: 'd_k', subject: 'd_k',
                caption: 'Query and key width d_k', fallback: 3, hint: 'Queries and keys must match to be dotted.' }),
    sizeField({ key: 'dV', attribute: 'd-v', param: 'dv', label: 'd_v', subject: 'd_v',
                caption: 'Value width d_v', fallback: 3, hint: 'Sets the width of each output row.' }),
  ];

  // The formula as a map of its steps is the figure; the table of every
  // shape, for sizes the reader picks, waits in a disclosure (opened at once
  // when a link sets the sizes), so that the shapes checkpoint after it is
  // not answered on screen.
  build() {
    const figure = this.querySelector('figure');
    const root = el('div', 'formula-widget');
    const card = el('div', 'formula-widget__card widget-card');
    this.more = createFigureMore({
      summary: 'Every shape, for sizes you choose',
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
    if (figure) root.append(figure);
    root.append(card);
    this.terms = [...root.querySelectorAll('.formula-term')];
    for (const term of this.terms) term.setAttribute('aria-describedby', this.stepId(term.dataset.step));
    this.wireHighlights(root);
    return root;
  }

  buildFields() {
    const fields = el('div', 'widget-fields formula-widget__fields');
    for (const f of this.fields) {
      const control = this.controls[f.key];
      fields.append(control.element);
    }
    return fields;
  }

  buildPresets() {
    const row = el('div', 'formula-widget__presets');
    row.append(el('span', 'formula-widget__presets-label', 'Try:'));
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
    list.setAttribute('aria-label', 'The steps of the formula');
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
    this.summary = el('p', 'formula-widget__summary');
    const wrap = el('div', 'formula-widget__shapes');
    wrap.append(this.table.element, this.summary);
    return wrap;
  }

  stepId(step) {
    return `${this.idPrefix}-step-${step}`;
  }

  model(am, { n, dModel, dK, dV }) {
    const shapes = am.shapes({ n, dModel, dK, dV });
    const size = (s) => `(${s.rows.toLocaleString('en-US')}, ${s.cols.toLocaleString('en-US')})`;
    const scores = shapes.find((s) => s.name === 'Q·Kᵀ');
    return {
      table: table({
        caption: 'Every matrix’s shape, computed live',
        columns: [{ label: 'Matrix' }, { label: 'Shape', numeric: true }, { label: 'In symbols' }, { label: 'What it holds' }],
        rows: shapes.map((s) => ({
          header: s.name,
          cells: [size(s), symbolShape(ROLES[s.name]?.symbols), s.note], // "X·W_Q: one query per token"
          data: { steps: (ROLES[s.name]?.steps ?? []).join(' '), name: s.name },
        })),
      }),
      summary: `The output (the last row) is ${size(shapes.at(-1))}: one new row per token, d_v wide. `
        + `The score matrix is ${size(scores)} whatever d_k is: it grows with the square of the sequence length. `
        + 'Q, K, V and the output grow only in proportion to n, and W_Q, W_K, W_V do not depend on n at all.',
    };
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

// ['n', 'd_k'] → "({n}, d_k)": rich text, every symbol italic, with real subscripts.
function symbolShape(symbols) {
  if (!symbols) return '';
  return `(${symbols.map((symbol) => (symbol.includes('_') ? symbol.replace(/^(\w+)_(\w+)$/, '$1_{$2}') : `{${symbol}}`)).join(', ')})`;
}
