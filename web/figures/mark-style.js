// How one kind of marked cell is outlined, said once and drawn twice: on
// the page (a CSS outline in the theme's custom property, so the theme
// toggle recolours it) and in an exported SVG (a stroke in the theme's
// resolved colour). A style is {colour, line, width}: colour names a theme
// colour by its palette key (./svg/theme.js: 'danger', 'text', 'accent' …),
// line is 'solid', 'dashed' or 'dotted' (so kinds differ without colour
// too), width is in CSS pixels.

import { TOKEN_OF } from './svg/theme.js';

const LINES = new Set(['solid', 'dashed', 'dotted']);

function checked({ colour, line, width }) {
  if (!TOKEN_OF[colour]) throw new Error(`mark style: no theme colour ${colour}`); // developer-facing
  if (!LINES.has(line)) throw new Error(`mark style: line ${line} is not solid, dashed or dotted`); // developer-facing
  if (!(width > 0)) throw new Error(`mark style: width ${width}`); // developer-facing
  return { colour, line, width };
}

// The CSS outline shorthand: "2px dashed var(--danger)".
export function markOutline(style) {
  const { colour, line, width } = checked(style);
  return `${width}px ${line} var(${TOKEN_OF[colour]})`;
}

// SVG stroke attributes: dashes three widths long, dots as round caps.
export function markStroke(style, palette) {
  const { colour, line, width } = checked(style);
  const stroke = { stroke: palette[colour], 'stroke-width': width };
  if (line === 'dashed') return { ...stroke, 'stroke-dasharray': `${3 * width} ${1.5 * width}` };
  if (line === 'dotted') return { ...stroke, 'stroke-dasharray': `0.01 ${2 * width}`, 'stroke-linecap': 'round' };
  return stroke;
}
