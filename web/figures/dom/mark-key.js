// The key of a matrix figure's marks on the page: "Outlined:" and, for each
// kind, a swatch in its own outline (../mark-style.js, the one the cells and
// the SVG export's key use) and its label. A widget that draws several maps
// with the same marks puts one key above them.
//
// createMarkKey(className) → {element, update({markLabels, markStyles})}

import { markOutline } from '../mark-style.js';
import { el, part } from '../../lib/text/dom.js';
import { message } from '../../lib/text/messages.js';
import { setRichText } from '../../lib/text/rich-text.js';

export function createMarkKey(className = '') {
  const element = el('p', `mark-key ${className}`.trim());
  let drawn = '';

  function update({ markLabels = {}, markStyles = {} }) {
    const key = JSON.stringify([markLabels, markStyles]);
    if (key === drawn) return;
    drawn = key;
    const items = Object.entries(markLabels).map(([name, label]) => {
      const item = part(el('span', `mark-key__item is-${name}`), 'mark-key-item');
      const swatch = part(el('span', 'mark-key__swatch'), 'mark-swatch');
      if (markStyles[name]) swatch.style.setProperty('--mark', markOutline(markStyles[name]));
      const text = el('span', 'mark-key__label');
      setRichText(text, label);
      item.append(swatch, text);
      return item;
    });
    element.replaceChildren(el('span', 'mark-key__title', message('figure-marks-outlined')), ...items);
  }

  return { element, update };
}
