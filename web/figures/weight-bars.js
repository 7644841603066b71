// A row of attention weights as bars on a 0–1 track, each with its value:
// the same picture wherever weights are shown, so they read the same way.
// Decoration for sighted readers: every use sits next to a table with the
// same numbers, so the bars are hidden from assistive technology.
//
// createWeightBars(title) → {element, update(weights)}

import { el } from '../lib/text/dom.js';
import { formatNumber } from '../lib/text/format.js';

export function createWeightBars(title) {
  const root = el('div', 'weight-bars');
  root.setAttribute('aria-hidden', 'true');
  const heading = el('p', 'weight-bars__title', title);
  const list = el('div', 'weight-bars__list');
  root.append(heading, list);

  function update(weights) {
    list.replaceChildren(...Array.from(weights, (w, j) => {
      const bar = el('div', 'weight-bars__bar');
      bar.style.setProperty('--share', String(w));
      const track = el('span', 'weight-bars__track');
      track.append(el('span', 'weight-bars__fill'));
      bar.append(el('span', 'weight-bars__label', String(j + 1)), track,
                 el('span', 'weight-bars__value', formatNumber(w, 3)));
      return bar;
    }));
  }

  return { element: root, update };
}
