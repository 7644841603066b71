// The key of a colour scale: its name, its two ends and the ramp between.
// It explains the colours and is decoration for sighted readers (the
// numbers are in the cells), so it is hidden from assistive technology. The
// ramp does not depend on the ends: it is built once, and new ends rewrite
// only the two labels.

import { heatGradient } from '../colour-scale.js';
import { el, part } from '../../lib/text/dom.js';
import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { setRichText } from '../../lib/text/rich-text.js';
import { setText } from './table-parts.js';

const LEGEND_STEPS = 24;

export function createLegend(className) {
  const element = part(el('div', className), 'legend');
  element.setAttribute('aria-hidden', 'true');
  const name = part(el('span', `${className}-title`), 'legend-title');
  const low = part(el('span', `${className}-label`), 'legend-label');
  const high = part(el('span', `${className}-label`), 'legend-label');
  const ramp = el('span', 'heatmap__ramp');
  element.append(name, low, ramp, high);
  let kind = null;

  // scale: {kind, min, max, title}, or null for no key.
  function update(scale, decimals = 2) {
    element.hidden = !scale;
    if (!scale) return;
    if (scale.kind !== kind) {
      kind = scale.kind;
      ramp.style.backgroundImage = heatGradient(LEGEND_STEPS, kind === 'diverging');
    }
    const ends = kind === 'diverging' ? [-Math.abs(scale.max), Math.abs(scale.max)] : [scale.min ?? 0, scale.max];
    setText(low, formatNumber(ends[0], decimals));
    setText(high, formatNumber(ends[1], decimals));
    name.hidden = !scale.title;
    setRichText(name, scale.title ? message('figure-legend-title', { title: scale.title }) : '');
  }

  return { element, update };
}
