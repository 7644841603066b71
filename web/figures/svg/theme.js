// The colours a figure is exported in, one set per theme: the page's tokens
// (web/styles/00-tokens.css) resolved, because an exported SVG must not
// depend on light-dark() or custom properties (tests/js/figure-svg.test.mjs
// checks every entry against the stylesheet). Series colours follow the
// widgets' own stylesheets (the weighted sum's key tokens, the scaling
// chart's scaled/unscaled lines).

export const SVG_THEMES = {
  light: {
    background: '#ffffff', // --surface: a figure sits on a card
    text: '#161b26',
    muted: '#505a6b',
    border: '#dde2eb',
    borderStrong: '#aab4c4',
    accent: '#2346a8',
    accentSoft: '#e8eefb',
    danger: '#b3261e',
    sunken: '#f3f5f9',
    series: ['#2f5bd3', '#a34a08', '#0f7b5a', '#b0306a'],
  },
  dark: {
    background: '#161b24',
    text: '#e6e9ef',
    muted: '#a3adbd',
    border: '#2a3242',
    borderStrong: '#4a556a',
    accent: '#8fb8ff',
    accentSoft: '#1b2638',
    danger: '#ffb4ab',
    sunken: '#0b0e14',
    series: ['#8fb8ff', '#fdba74', '#6ee7b7', '#f9a8d4'],
  },
};

// Which token each entry mirrors, for the test that keeps them in step.
export const TOKEN_OF = {
  background: '--surface', text: '--text', muted: '--text-muted', border: '--border',
  borderStrong: '--border-strong', accent: '--accent', accentSoft: '--accent-soft',
  danger: '--danger', sunken: '--surface-sunken',
};

// A line series' colour by its style ('scaled', 'unscaled', 'loss').
export function seriesColour(palette, style) {
  if (style === 'unscaled') return palette.danger;
  return palette.accent;
}

// A bar's or a term's colour by its series index (the weighted sum's keys).
export function indexedColour(palette, series) {
  return series === undefined || series === null ? palette.accent : palette.series[Number(series) % palette.series.length];
}
