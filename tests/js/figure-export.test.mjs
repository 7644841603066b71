// The SVG and CSV renderers of the figure model (web/figures/svg/, web/figures/csv.js),
// in Node: every figure type renders to well-formed, self-contained SVG in
// either theme, its printed numbers are the figure's values as the page
// formats them, the CSV gives every value back exactly, and the exported
// palette is the stylesheet's. The browser side (DOMParser, the widgets,
// PNG) is tests/e2e/export.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { bars, histogram, line, matrix, table, waterfall, divergingScale } from '../../web/figures/model.js';
import { figuresSvg } from '../../web/figures/svg/document.js';
import { figuresCsv } from '../../web/figures/csv.js';
import { SVG_THEMES, TOKEN_OF } from '../../web/figures/svg/theme.js';
import { heatColour } from '../../web/figures/colour-scale.js';
import { markStroke } from '../../web/figures/mark-style.js';
import { formatNumber } from '../../web/lib/text/format.js';

// A fixed-seed generator (mulberry32): random cases, the same in every run.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomMatrix(rand, rows, cols) {
  const values = Float64Array.from({ length: rows * cols }, () => (rand() - 0.5) * 10);
  values[rows * cols - 1] = -Infinity; // a masked score
  return matrix({ values, rows, cols, decimals: 3, title: 'S_{cat, sat}, one, "quoted"', legend: true,
                  rowLabels: Array.from({ length: rows }, (_, i) => `q${i}`), colLabels: Array.from({ length: cols }, (_, j) => `k, ${j}`),
                  corner: 'query ↓ key →', scale: divergingScale(values, { title: 'raw score' }), highlight: { rows: [0] }, marks: { explained: [[0, 1]] } });
}

const everyType = (rand) => [
  { name: 'scores', figure: randomMatrix(rand, 3, 4) },
  { name: 'terms', figure: table({ caption: 'Term by term', columns: [{ label: 'd' }, { label: 'q[d]', numeric: true }],
                                   rows: [{ header: '1', cells: [{ text: '0.5000', value: 0.49999 }] }, { header: 'sum', marks: ['total'], cells: [{ text: 'NaN', tone: 'bad' }] }] }) },
  { name: 'weights', figure: bars({ title: 'w_{ij}', axis: { min: 0, max: 1, ticks: [0, 0.5, 1] }, bars: [0.2, 0.3, 0.5].map((value, j) => ({ label: `t${j}`, value })) }) },
  { name: 'columns', figure: bars({ layout: 'columns', axis: { min: 0, max: 1, ticks: [0, 1] }, bars: [{ label: 'a', value: 0.7, marks: ['top'] }, { label: 'b', value: 0.3 }] }) },
  { name: 'shares', figure: bars({ layout: 'stacked', axis: { min: 0, max: 1, ticks: [] }, bars: [{ label: 'a', value: 0.4, series: 0 }, { label: 'b', value: 0.6, series: 1 }] }) },
  { name: 'saturation', figure: line({ x: { values: [1, 2, 4, 8], scale: 'log2', ticks: [1, 4], title: 'd_k' }, y: { min: 0, max: 1, ticks: [0, 1] },
                                       series: [{ name: 'scaled', values: [0.1, 0.2, 0.3, 0.4], style: 'scaled', marker: 'circle' }], guide: 4, reference: { value: 0.5, label: 'half' } }) },
  { name: 'spread', figure: histogram({ counts: [0, 3, 7, 2], low: -2, high: 2, ticks: [-2, 0, 2], spread: 1.2, clipped: 4 }) },
  { name: 'sum', figure: waterfall({ title: 'dimension 1', terms: [{ label: 'the', value: 0.25, series: 0 }, { label: 'cat', value: -0.125, series: 1 }],
                                     total: { label: 'output', value: 0.125 }, positions: [0, 0.25, 0.125], axis: { min: -0.5, max: 0.5, ticks: [-0.5, 0, 0.5] } }) },
];

// Well-formed XML, by a tag stack (Node has no DOMParser; the e2e test uses Chromium's).
function assertWellFormed(svg) {
  const stack = [];
  const body = svg.replace(/^<\?xml[^>]*\?>/, '');
  for (const [, close, name, selfClosing] of body.matchAll(/<(\/?)([a-zA-Z][\w:-]*)(?:\s+[\w:-]+="[^"<]*")*\s*(\/?)>/g)) {
    if (selfClosing) continue;
    if (close) assert.equal(stack.pop(), name, `</${name}> closes another element`);
    else stack.push(name);
  }
  assert.deepEqual(stack, [], 'every element is closed');
  const tags = body.match(/<[^>]*>/g).length;
  const parsed = [...body.matchAll(/<(\/?)([a-zA-Z][\w:-]*)(?:\s+[\w:-]+="[^"<]*")*\s*(\/?)>/g)].length;
  assert.equal(parsed, tags, 'every tag has quoted attributes and no stray <');
  assert.doesNotMatch(body.replace(/<[^>]*>/g, ''), /[<>]|&(?!amp;|lt;|gt;|quot;|#39;)/, 'text is escaped');
}

function assertSelfContained(svg) {
  for (const banned of [/url\(/i, /href/i, /var\(--/, /light-dark\(/, /@font-face/, /@import/, /<script/i, /<foreignObject/i]) {
    assert.doesNotMatch(svg, banned, `no ${banned}`);
  }
}

// A minimal RFC 4180 reader: the test's own, to read the export back.
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i += 1; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; } else if (c === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i += 1; } else field += c;
  }
  return rows;
}

for (const theme of ['light', 'dark']) {
  test(`every figure type renders to well-formed, self-contained SVG (${theme})`, () => {
    const figures = everyType(random(7));
    const svg = figuresSvg({ title: 'All six types: W_Q & <friends>', caption: 'Random seed = 7; d_k = 4', figures, theme, source: 'test' });
    assertWellFormed(svg);
    assertSelfContained(svg);
    assert.match(svg, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
    assert.match(svg, /<title>All six types: W_Q &amp; &lt;friends&gt;<\/title>/);
    // The caption twice: for screen readers (desc) and drawn under the title,
    // so the file says what it shows when read alone.
    assert.match(svg, /<desc>Random seed = 7; d_k = 4<\/desc>/);
    const caption = svg.match(/<text[^>]*class="caption"[^>]*>(.*?)<\/text>/)?.[1].replace(/<[^>]+>/g, '');
    assert.equal(caption, 'Random seed = 7; dk = 4', 'the caption drawn under the title');
    for (const { name, figure } of figures) assert.match(svg, new RegExp(`data-figure="${name}" data-type="${figure.type}"`));
    // The background is the theme's card colour, so the file reads alone.
    assert.match(svg, new RegExp(`<rect width="\\d+" height="\\d+" fill="${SVG_THEMES[theme].background}"/>`));
    // The cells' colours are the page's heat shades for this theme.
    const first = figures[0].figure;
    const t = first.values[0] / Math.max(...Array.from(first.values).filter(Number.isFinite).map(Math.abs));
    assert.ok(svg.includes(`fill="${heatColour(t, theme).background}"`), 'first cell in the theme’s shade');
    assert.equal(figuresSvg({ title: 't', figures, theme }), figuresSvg({ title: 't', figures, theme }), 'deterministic');
  });
}

test('a matrix prints every value as the page does, in row-major order; subscripts are tspans', () => {
  const rand = random(42);
  for (const [rows, cols] of [[1, 1], [4, 4], [3, 7], [6, 2]]) {
    const figure = randomMatrix(rand, rows, cols);
    const svg = figuresSvg({ title: 'm', figures: [{ name: 'm', figure }] });
    const cells = [...svg.matchAll(/<text[^>]*class="cell" data-row="(\d+)" data-col="(\d+)"[^>]*>([^<]*)<\/text>/g)];
    assert.equal(cells.length, rows * cols);
    cells.forEach(([, r, c, text], k) => {
      assert.equal(Number(r) * cols + Number(c), k);
      assert.equal(text, formatNumber(figure.values[k], 3));
    });
    assert.match(svg, /<tspan font-style="italic">S<\/tspan><tspan dy="[\d.]+" font-size="[\d.]+">cat, sat<\/tspan>/);
    // The legend's ends are the scale's (±max|finite value|, as on the page).
    const end = formatNumber(figure.scale.max, 3);
    assert.match(svg, new RegExp(`class="legend-low"[^>]*>${rows * cols > 1 ? '−' : ''}${end}<`));
    assert.match(svg, new RegExp(`class="legend-high"[^>]*>${end}<`));
  }
});

test('a colour-only matrix (cellText none) draws square cells with no number, each value in its <title>; styled marks keep their style and key', () => {
  const rand = random(5);
  const styles = { near: { colour: 'danger', line: 'dashed', width: 2 }, far: { colour: 'text', line: 'dotted', width: 2 },
                   here: { colour: 'accent', line: 'solid', width: 3 } };
  for (const [rows, cols] of [[1, 1], [5, 5], [24, 24], [3, 7]]) {
    const values = Float64Array.from({ length: rows * cols }, () => rand());
    const marks = { near: [[0, 0]], far: [[rows - 1, cols - 1]], here: [[rows - 1, 0]] };
    const common = { values, rows, cols, decimals: 2, scale: { kind: 'sequential', min: 0, max: 1, title: 'attention weight' },
      rowLabels: Array.from({ length: rows }, (_, i) => `q_{${i}}`), colLabels: Array.from({ length: cols }, (_, j) => `k_{${j}}`),
      corner: 'query ↓ key →', marks, markLabels: { near: 'near one', far: 'far one', here: 'this one' }, markStyles: styles,
      describe: (row, col, text, r, c, names) => `cell ${r}, ${c}: ${text}${names.length ? ` (${names.join(', ')})` : ''}` };
    for (const theme of ['light', 'dark']) {
      const svg = figuresSvg({ title: 'm', figures: [{ name: 'm', figure: matrix({ ...common, cellText: 'none' }) }], theme });
      assertWellFormed(svg);
      assertSelfContained(svg);
      assert.doesNotMatch(svg, /<text[^>]*class="cell"/, 'no number printed in a cell');
      const cells = [...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="(#[0-9a-f]{6})" class="cell" data-row="(\d+)" data-col="(\d+)"><title>([^<]*)<\/title><\/rect>/g)];
      assert.equal(cells.length, rows * cols, `${rows} × ${cols}`);
      cells.forEach(([, , , width, height, fill, r, c, title], k) => {
        assert.equal(Number(r) * cols + Number(c), k, 'row-major');
        assert.equal(width, height, 'square');
        assert.equal(fill, heatColour(values[k], theme).background);
        const names = ['near', 'far', 'here'].filter((name) => marks[name].some(([mr, mc]) => mr === Number(r) && mc === Number(c)));
        assert.equal(title, `cell ${r}, ${c}: ${formatNumber(values[k], 2)}${names.length ? ` (${names.join(', ')})` : ''}`);
      });
      // Each kind of mark is outlined in its own style (the page's, ../../web/figures/mark-style.js), and its key swatch too.
      const palette = SVG_THEMES[theme];
      for (const [name, style] of Object.entries(styles)) {
        const stroke = markStroke(style, palette);
        const drawn = [...svg.matchAll(/<rect[^>]*fill="none"[^>]*\/>/g)].map(([r]) => r)
          .filter((r) => r.includes(`stroke="${stroke.stroke}"`) && r.includes(`stroke-width="${stroke['stroke-width']}"`)
            && (stroke['stroke-dasharray'] ? r.includes(`stroke-dasharray="${stroke['stroke-dasharray']}"`) : !r.includes('stroke-dasharray')));
        assert.equal(drawn.filter((r) => r.includes('class="key"')).length, 1, `${theme} ${name}: one key swatch`);
        assert.equal(drawn.filter((r) => !r.includes('class="key"')).length, 1, `${theme} ${name}: one outlined cell`);
      }
      // The numeric figure is much wider; the colour-only one fits 24 columns in well under 500 px of grid.
      const numeric = figuresSvg({ title: 'm', figures: [{ name: 'm', figure: matrix(common) }], theme });
      const width = (text) => Number(/<svg[^>]* width="(\d+)"/.exec(text)[1]);
      if (cols === 24) assert.ok(width(svg) < 520 && width(numeric) > 1000, `${width(svg)} vs ${width(numeric)}`);
    }
    // The CSV keeps every number either way.
    const csv = figuresCsv({ title: 'm', figures: [{ name: 'm', figure: matrix({ ...common, cellText: 'none' }) }] });
    const table = parseCsv(csv);
    const start = table.findIndex((r) => r[0] === 'figure: m') + 2;
    const back = table.slice(start, start + rows).flatMap((r) => r.slice(1).map(Number));
    assert.deepEqual(back, Array.from(values));
  }
  assert.throws(() => matrix({ values: [1], rows: 1, cols: 1, cellText: 'colour' }), /cellText colour is not 'value' or 'none'/);
  assert.throws(() => markStroke({ colour: 'purple', line: 'solid', width: 1 }, SVG_THEMES.light), /no theme colour purple/);
  assert.throws(() => markStroke({ colour: 'text', line: 'wavy', width: 1 }, SVG_THEMES.light), /line wavy/);
});

test('the CSV gives back every value exactly, labels quoted where they hold commas', () => {
  const rand = random(99);
  const figures = everyType(rand);
  const csv = figuresCsv({ title: 'All, six', caption: 'seed = 99', figures });
  assert.ok(csv.endsWith('\r\n'));
  const rows = parseCsv(csv);
  assert.deepEqual(rows[0], ['All, six']);
  const start = rows.findIndex((r) => r[0] === 'figure: scores');
  assert.ok(start > 0);
  assert.equal(rows[start][1], 'S_(cat, sat), one, "quoted"');
  const { figure } = figures[0];
  assert.deepEqual(rows[start + 1], ['query ↓ key →', 'k, 0', 'k, 1', 'k, 2', 'k, 3']);
  const back = rows.slice(start + 2, start + 2 + figure.rows).flatMap((r) => r.slice(1).map(Number));
  assert.deepEqual(back, Array.from(figure.values), 'full precision, −∞ included');
  const terms = rows.findIndex((r) => r[0] === 'figure: terms');
  assert.deepEqual(rows[terms + 2], ['1', '0.49999'], 'a table cell’s exact value, not its text');
  assert.deepEqual(rows[terms + 3], ['sum', 'NaN']);
  const spread = rows.findIndex((r) => r[0] === 'figure: spread');
  assert.deepEqual(rows.slice(spread + 2, spread + 6).map((r) => r.map(Number)), [[-2, -1, 0], [-1, 0, 3], [0, 1, 7], [1, 2, 2]]);
  const sum = rows.findIndex((r) => r[0] === 'figure: sum');
  assert.deepEqual(rows[sum + 4], ['output', '0.125', '0', '0.125']);
});

test('a scale no figure keys gets its key once, on the last heatmap that uses it', () => {
  const head = (h) => ({ name: `head${h}`, figure: matrix({ values: [0.25, 0.75, 0.5, 0.5], rows: 2, cols: 2, scale: { kind: 'sequential', min: 0, max: 1, title: 'attention weight' } }) });
  const svg = figuresSvg({ title: 'heads', figures: [head(1), head(2), head(3)] });
  assert.equal(svg.match(/class="legend-low"/g).length, 1);
  assert.ok(svg.lastIndexOf('data-figure="head3"') < svg.indexOf('class="legend-low"'), 'under the last head');
  const keyed = figuresSvg({ title: 'heads', figures: [{ ...head(1), figure: { ...head(1).figure, legend: true } }, head(2)] });
  assert.equal(keyed.match(/class="legend-low"/g).length, 1, 'already keyed: no second key');
});

test('a figure type with no renderer is refused, not drawn blank', () => {
  assert.throws(() => figuresSvg({ title: 't', figures: [{ name: 'x', figure: { type: 'pie' } }] }), /no SVG renderer for a figure of type pie/);
  assert.throws(() => figuresCsv({ title: 't', figures: [{ name: 'x', figure: { type: 'pie' } }] }), /no CSV form/);
  assert.throws(() => figuresSvg({ title: 't', figures: [], theme: 'sepia' }), /unknown theme sepia/);
});

test('the exported palette is the stylesheet’s light-dark() pairs', () => {
  const css = readFileSync(new URL('../../web/styles/00-tokens.css', import.meta.url), 'utf8');
  for (const [entry, token] of Object.entries(TOKEN_OF)) {
    const match = new RegExp(`${token}:\\s*light-dark\\((#[0-9a-f]{6}),\\s*(#[0-9a-f]{6})\\)`).exec(css);
    assert.ok(match, `${token} in 00-tokens.css`);
    assert.equal(SVG_THEMES.light[entry], match[1], `light ${entry}`);
    assert.equal(SVG_THEMES.dark[entry], match[2], `dark ${entry}`);
  }
  const ws = readFileSync(new URL('../../web/styles/67-weighted-sum.css', import.meta.url), 'utf8');
  SVG_THEMES.light.series.forEach((colour, j) => {
    const match = new RegExp(`--ws-${j}:\\s*light-dark\\((#[0-9a-f]{6}),\\s*(#[0-9a-f]{6})\\)`).exec(ws);
    assert.deepEqual([colour, SVG_THEMES.dark.series[j]], [match[1], match[2]], `series ${j}`);
  });
});
