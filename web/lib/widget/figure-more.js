// One idea per figure: a widget shows the figure that makes its point, and
// puts the rest (the matrices behind a result, the other cases, the tables
// of a chart) in <details class="figure-more">, closed until a reader opens
// it. What is inside is built the first time it opens and drawn only while
// it is open (with the latest figures as it opens), so a closed disclosure
// costs the page a summary, not a few hundred table cells, and a slider step
// no DOM work for what nobody sees.
//
//   this.more = createFigureMore({ summary: 'The matrices, in numbers',
//     build: () => node or [nodes], render: (figures) => …, open: false,
//     className: 'my-widget__more' });
//   root.append(this.more.element);
//   …in render(figures): this.more.update(figures.matrices);
//
// Opening it by hand, from a link to an id inside it, or by setting `open`
// all draw it; `update` before it is built only keeps the figures.

import { el } from '../text/dom.js';
import { richText } from '../text/rich-text.js';
import { createTableView } from '../../figures/dom/table.js';

// lazy: false builds the body at once and draws every update, open or not
// (for content other code reads or writes while it is closed).
export function createFigureMore({ summary, build, render = () => {}, open = false, className = '', lazy = true }) {
  const details = el('details', `figure-more ${className}`.trim());
  const label = el('summary', 'figure-more__summary');
  label.append(...richText(summary));
  details.append(label);
  let body = null;
  let pending = null;

  const draw = () => {
    if ((lazy && !details.open) || pending === null) return;
    if (!body) {
      body = el('div', 'figure-more__body');
      const built = build();
      body.append(...(Array.isArray(built) ? built : [built]));
      details.append(body);
    }
    const figures = pending;
    pending = null;
    render(figures);
  };
  details.addEventListener('toggle', draw);
  details.open = open;
  if (!lazy) {
    pending = {};
    draw();
  }

  return {
    element: details,
    get open() {
      return details.open;
    },
    get built() {
      return body !== null;
    },
    update(figures) {
      pending = figures ?? {};
      draw();
    },
  };
}

// The common case: tables side by side (a chart's numbers, say), each drawn
// from the figure of the same name: tables {raw: {className}, …} are drawn
// from update({raw: tableFigure, …}).
export function createTablesMore({ summary, className, wrapClass, tables }) {
  const views = {};
  return createFigureMore({
    summary,
    className,
    build: () => {
      const wrap = el('div', wrapClass);
      for (const [name, options] of Object.entries(tables)) {
        views[name] = createTableView(options);
        wrap.append(views[name].element);
      }
      return wrap;
    },
    render: (figures) => {
      for (const [name, view] of Object.entries(views)) view.update(figures[name]);
    },
  });
}
