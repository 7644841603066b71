// A sequential colour scale for heatmaps, one per theme, with the ink
// (text colour) of each cell chosen so printed values keep WCAG AA contrast
// (4.5:1) on every shade. Colours are mixed in OKLab so equal steps in value
// look like equal steps in colour, which sRGB mixing does not give.
// The inks are pure black and white on purpose: every colour has at least
// 4.58:1 against one of them, while near-blacks drop below 4.5 on mid-tones.

// In both themes a larger value moves further from the page background:
// darker on the light page, brighter on the dark page.
// `negative` is the far end for diverging maps (scores can be negative):
// warm for below zero, the usual blue for above.
export const HEAT_SCALES = {
  light: { low: '#f3f6fc', high: '#1d3f8f', negative: '#9a3412', inks: ['#000000', '#ffffff'] },
  dark: { low: '#1a2234', high: '#9cc7ff', negative: '#ffb38a', inks: ['#000000', '#ffffff'] },
};

export const AA_CONTRAST = 4.5;

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255);
}

function rgbToHex(rgb) {
  return `#${rgb.map((c) => Math.round(clamp01(c) * 255).toString(16).padStart(2, '0')).join('')}`;
}

function clamp01(x) {
  return Math.min(1, Math.max(0, x));
}

const toLinear = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

// Björn Ottosson's OKLab, from linear sRGB.
function rgbToOklab(rgb) {
  const [r, g, b] = rgb.map(toLinear);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function oklabToRgb([L, a, b]) {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((c) => fromLinear(clamp01(c)));
}

function relativeLuminance(hex) {
  const [r, g, b] = hexToRgb(hex).map(toLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(hexA, hexB) {
  const [hi, lo] = [relativeLuminance(hexA), relativeLuminance(hexB)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// t in [0, 1] -> {background, ink} for one theme; t in [-1, 0) runs from
// the neutral low colour to the negative end (diverging maps).
export function heatColour(t, theme) {
  const scale = HEAT_SCALES[theme];
  const low = rgbToOklab(hexToRgb(scale.low));
  const high = rgbToOklab(hexToRgb(t < 0 ? scale.negative : scale.high));
  const u = clamp01(Number.isFinite(t) ? Math.abs(t) : 0);
  const background = rgbToHex(oklabToRgb(low.map((x, i) => x + (high[i] - x) * u)));
  const ink = scale.inks.reduce((best, c) => (contrastRatio(c, background) > contrastRatio(best, background) ? c : best));
  return { background, ink };
}

// Where a matrix figure's colours end: values map to t in [0, 1]
// (sequential) or [−1, 1] (diverging) between low and high.
export function scaleEnds(scale) {
  if (scale.kind !== 'diverging') return { low: scale.min ?? 0, high: scale.max };
  const end = Math.max(Math.abs(scale.min), Math.abs(scale.max));
  return { low: -end, high: end };
}

// The t of one value, given {low, high, scale} (scaleEnds and the scale).
export function scaleShade(value, { low, high, scale }) {
  if (scale.kind === 'diverging') return high > 0 ? value / high : 0;
  return high > low ? (value - low) / (high - low) : 0;
}

// t is rounded to 1/1024 before mixing: finer steps would not change the
// 8-bit colour by more than a unit, and a few thousand cached pairs make a
// slider step that recolours hundreds of cells cost lookups, not OKLab maths.
const SHADES = 1024;
const shadeCache = new Map();

function shade(t) {
  const key = Number.isFinite(t) ? Math.round(Math.max(-1, Math.min(1, t)) * SHADES) : 0;
  let pair = shadeCache.get(key);
  if (!pair) {
    const light = heatColour(key / SHADES, 'light');
    const dark = heatColour(key / SHADES, 'dark');
    const css = `--heat-bg-light:${light.background};--heat-ink-light:${light.ink};`
      + `--heat-bg-dark:${dark.background};--heat-ink-dark:${dark.ink}`;
    pair = { key, css };
    shadeCache.set(key, pair);
  }
  return pair;
}

// Gives a node both themes' colours for value t as custom properties; the
// stylesheet picks one with light-dark(), so switching themes needs no
// re-render. A node already showing that shade is left alone (no style
// invalidation for cells whose colour did not change).
export function paintHeat(node, t) {
  const pair = shade(t);
  if (node.heatShade === pair.key) return;
  node.heatShade = pair.key;
  // One style write instead of four setProperty calls; painted nodes carry
  // no other inline style.
  node.style.cssText = pair.css;
}

// The legend's key as one CSS gradient (one element rather than a span per
// step): each stop carries both themes' colours through light-dark().
const gradients = new Map();
export function heatGradient(steps, diverging) {
  const key = `${steps} ${diverging}`;
  if (!gradients.has(key)) {
    const stops = Array.from({ length: steps }, (_, i) => {
      const t = i / (steps - 1);
      const u = diverging ? 2 * t - 1 : t;
      return `light-dark(${heatColour(u, 'light').background}, ${heatColour(u, 'dark').background})`;
    });
    gradients.set(key, `linear-gradient(to right, ${stops.join(', ')})`);
  }
  return gradients.get(key);
}
