// Each figure renderer once, in Chromium, on random figures: what every
// widget's figures are drawn with (web/figures/dom/), so that the widgets'
// own tests can check their figures in Node (tests/models/) and trust the
// drawing. In light and dark, at 1280 px:
//   heatmap      every cell's text (the figure's decimals, a true minus,
//                −∞ and NaN in words), its colour and ink on the figure's
//                scale (web/figures/colour-scale.js, computed here in Node),
//                its spoken name and exact value; row and column headers;
//                the key's title and ends; colour-only maps say each value
//                in their readout; the arrow keys move the focus;
//   matrix grid  the small matrices: the same for their cells, and the
//                highlighted row and column;
//   table        the caption, headers with their scope, every cell's text
//                and tone, the marked rows;
//   bars         one bar per item, label and value, and each bar's length
//                its share of the axis.
// The random figures come from one seed (AM_TEST_SEED to draw others).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { pageUrl, repoDir, usePages } from './browser.mjs';
import { heatColour, scaleEnds, scaleShade } from '../../web/figures/colour-scale.js';
import { formatNumber } from '../../web/lib/text/format.js';

const { withPage } = usePages();
const SEED = Number(process.env.AM_TEST_SEED ?? 20261203);
console.log(`# AM_TEST_SEED=${SEED}`);

// mulberry32: a small seeded generator, enough to draw figures.
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const WORDS = ['The', 'cat', 'sat', 'down', 'on', 'mat', 'A', 'B', 'q₁', 'key 7', 'x'];

// A random matrix figure spec (plain data; the page builds it with matrix()).
function randomMatrix(g, { colourOnly = false } = {}) {
  const rows = g.int(1, 7);
  const cols = g.int(1, 9);
  const kind = g.pick(['weights', 'diverging', 'sequential']);
  const values = [];
  for (let r = 0; r < rows; r += 1) {
    const row = Array.from({ length: cols }, () => (kind === 'diverging' ? (g.next() - 0.5) * 20 : g.next() * 5));
    if (kind === 'weights') {
      const sum = row.reduce((s, v) => s + v, 0);
      for (let c = 0; c < cols; c += 1) row[c] /= sum;
    }
    values.push(...row);
  }
  // A masked score or a NaN now and then: printed in words, never coloured.
  if (kind === 'diverging' && g.next() < 0.5) values[g.int(0, values.length - 1)] = g.pick([-Infinity, NaN]);
  const finite = values.filter(Number.isFinite);
  const scale = kind === 'weights' ? { kind: 'sequential', min: 0, max: 1, title: 'attention weight' }
    : kind === 'diverging' ? { kind: 'diverging', min: -Math.max(...finite.map(Math.abs)), max: Math.max(...finite.map(Math.abs)), title: 'raw score' }
      : { kind: 'sequential', min: 0, max: Math.max(...finite), title: '' };
  return {
    values, rows, cols, scale, decimals: g.int(0, 4), legend: g.next() < 0.7,
    rowLabels: Array.from({ length: rows }, (_, r) => `${g.pick(WORDS)}${r}`),
    colLabels: Array.from({ length: cols }, (_, c) => `${g.pick(WORDS)}${c}`),
    title: g.next() < 0.5 ? `Figure ${g.int(1, 99)}` : '', caption: `random ${rows} × ${cols}`, corner: 'query ↓ key →',
    cellText: colourOnly ? 'none' : 'value',
    highlight: g.next() < 0.5 ? { rows: [g.int(0, rows - 1)], cols: [g.int(0, cols - 1)] } : {},
  };
}

// What a matrix cell must show, computed here from the spec.
function expectedCell(spec, r, c, theme) {
  const value = spec.values[r * spec.cols + c];
  const text = formatNumber(value, spec.decimals);
  const colours = Number.isFinite(value)
    ? heatColour(Math.round(Math.max(-1, Math.min(1, scaleShade(value, { ...scaleEnds(spec.scale), scale: spec.scale }))) * 1024) / 1024, theme)
    : null;
  return { value, text, colours, name: `${spec.rowLabels[r]} against ${spec.colLabels[c]}: ${text}` };
}

const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

// The renderers and the figure model, bundled for the page as window.Renderers.
const bundle = (await build({
  stdin: {
    contents: `export { createHeatmapView } from './web/figures/dom/heatmap.js';
      export { createMatrixGridView } from './web/figures/dom/matrix-grid.js';
      export { createTableView } from './web/figures/dom/table.js';
      export { createBarsView } from './web/figures/dom/bars.js';
      export { matrix, table, bars } from './web/figures/model.js';`,
    resolveDir: repoDir, loader: 'js',
  },
  bundle: true, format: 'iife', globalName: 'Renderers', write: false, logLevel: 'error',
})).outputFiles[0].text;

// A page with the course's stylesheet and the renderers loaded, and a stage to draw on.
async function stage(page) {
  await page.goto(pageUrl('index.html'));
  await page.addScriptTag({ content: bundle });
  await page.evaluate(() => {
    const node = document.createElement('div');
    node.id = 'stage';
    document.querySelector('main').prepend(node);
  });
}

// Draws `spec` with `renderer` ('heatmap' or 'grid') on the stage, and reads back what it shows.
function drawMatrix(page, renderer, spec) {
  return page.evaluate(([which, given]) => {
    const { createHeatmapView, createMatrixGridView, matrix } = globalThis.Renderers;
    const view = which === 'heatmap' ? createHeatmapView() : createMatrixGridView();
    const stageNode = document.getElementById('stage');
    stageNode.replaceChildren(view.element);
    view.update(matrix({ ...given, describe: (row, col, text) => `${row} against ${col}: ${text}` }));
    const cells = [...view.element.querySelectorAll(which === 'heatmap' ? '[data-part="cell"]' : 'tbody td')];
    const legend = view.element.querySelector('[data-part="legend"]');
    return {
      cells: cells.map((td) => ({
        text: td.textContent, name: td.getAttribute('aria-label'), value: td.dataset.value,
        background: getComputedStyle(td).backgroundColor, ink: getComputedStyle(td).color,
        nonfinite: td.className.includes('nonfinite'), highlighted: td.className.includes('is-highlighted') || td.closest('tr').className.includes('is-highlighted'),
      })),
      rowHeaders: [...view.element.querySelectorAll('tbody th')].map((th) => [th.textContent, th.scope]),
      colHeaders: [...view.element.querySelectorAll('thead th')].slice(1).map((th) => [th.textContent, th.scope]),
      legend: legend && !legend.hidden ? {
        title: legend.querySelector('[data-part="legend-title"]').textContent,
        ends: [...legend.querySelectorAll('[data-part="legend-label"]')].map((n) => n.textContent),
      } : null,
      title: view.element.querySelector('[data-part="title"]:not([hidden])')?.textContent ?? null,
      role: view.element.querySelector('table').getAttribute('role'),
      labelledBy: view.element.querySelector('table').getAttribute('aria-labelledby'),
    };
  }, [renderer, spec]);
}

for (const theme of ['light', 'dark']) {
  test(`heatmap, ${theme}: on 12 random figures every cell shows its text, colour, ink, spoken name and exact value; headers and key`, () => withPage({ colorScheme: theme }, async (page) => {
    await stage(page);
    const g = generator(SEED + (theme === 'dark' ? 1 : 0));
    for (let k = 0; k < 12; k += 1) {
      const spec = randomMatrix(g, { colourOnly: k % 4 === 3 });
      const drawn = await drawMatrix(page, 'heatmap', spec);
      const what = `figure ${k} (${spec.rows}×${spec.cols}, ${spec.scale.kind}, ${spec.decimals} decimals${spec.cellText === 'none' ? ', colour only' : ''})`;
      assert.equal(drawn.cells.length, spec.rows * spec.cols, what);
      assert.equal(drawn.role, 'grid', `${what}: a data grid`);
      assert.deepEqual(drawn.rowHeaders, spec.rowLabels.map((label) => [label, 'row']), `${what}: row headers`);
      assert.deepEqual(drawn.colHeaders, spec.colLabels.map((label) => [label, 'col']), `${what}: column headers`);
      drawn.cells.forEach((cell, i) => {
        const want = expectedCell(spec, Math.floor(i / spec.cols), i % spec.cols, theme);
        assert.equal(cell.text, spec.cellText === 'none' ? '' : want.text, `${what}, cell ${i}: text`);
        assert.equal(cell.name, want.name, `${what}, cell ${i}: spoken name`);
        assert.equal(cell.value, String(want.value), `${what}, cell ${i}: exact value`);
        assert.equal(cell.nonfinite, !want.colours, `${what}, cell ${i}: hatched exactly when not finite`);
        if (want.colours) {
          assert.equal(cell.background, rgb(want.colours.background), `${what}, cell ${i} (${want.text}): colour on the scale`);
          if (spec.cellText !== 'none') assert.equal(cell.ink, rgb(want.colours.ink), `${what}, cell ${i}: ink`);
        }
      });
      if (spec.legend) {
        const ends = spec.scale.kind === 'diverging' ? [-Math.abs(spec.scale.max), Math.abs(spec.scale.max)] : [spec.scale.min ?? 0, spec.scale.max];
        assert.deepEqual(drawn.legend, { title: spec.scale.title ? `${spec.scale.title}:` : '', ends: ends.map((v) => formatNumber(v, spec.decimals)) }, `${what}: key`);
      } else {
        assert.equal(drawn.legend, null, `${what}: no key`);
      }
      assert.equal(drawn.title, spec.title || null, `${what}: title`);
      assert.equal(Boolean(drawn.labelledBy), Boolean(spec.title), `${what}: the title names the grid`);
    }
    // The keyboard: one cell is a Tab stop, the arrow keys move it, and a
    // colour-only map reads the focused cell's value out.
    const spec = { ...randomMatrix(g, { colourOnly: true }), rows: 3, cols: 3, values: [0.1, 0.2, 0.7, 0.3, 0.3, 0.4, 0.5, 0.25, 0.25], rowLabels: ['a', 'b', 'c'], colLabels: ['x', 'y', 'z'], decimals: 2 };
    await drawMatrix(page, 'heatmap', spec);
    const cells = page.locator('#stage [data-part="cell"]');
    assert.equal(await page.locator('#stage [data-part="cell"][tabindex="0"]').count(), 1);
    await cells.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'b against y: 0.30');
    assert.equal(await page.textContent('#stage [data-part="readout"]'), 'b against y: 0.30');
  }));

  test(`matrix grid, ${theme}: on 8 random figures every cell shows its text and colour, and the highlighted row and column`, () => withPage({ colorScheme: theme }, async (page) => {
    await stage(page);
    const g = generator(SEED + 10 + (theme === 'dark' ? 1 : 0));
    for (let k = 0; k < 8; k += 1) {
      const spec = randomMatrix(g);
      const drawn = await drawMatrix(page, 'grid', spec);
      const what = `grid ${k} (${spec.rows}×${spec.cols})`;
      assert.equal(drawn.cells.length, spec.rows * spec.cols, what);
      drawn.cells.forEach((cell, i) => {
        const [r, c] = [Math.floor(i / spec.cols), i % spec.cols];
        const want = expectedCell(spec, r, c, theme);
        assert.equal(cell.text, want.text, `${what}, cell ${i}: text`);
        if (want.colours) assert.equal(cell.background, rgb(want.colours.background), `${what}, cell ${i}: colour`);
        const lit = (spec.highlight.rows ?? []).includes(r) || (spec.highlight.cols ?? []).includes(c);
        if (lit) assert.ok(cell.highlighted, `${what}, cell ${i}: in the highlighted row or column`);
      });
    }
  }));
}

test('table: on 10 random tables the caption, the headers with their scope, every cell’s text and tone, and the marked rows', () => withPage({}, async (page) => {
  await stage(page);
  const g = generator(SEED + 20);
  for (let k = 0; k < 10; k += 1) {
    const cols = g.int(1, 5);
    const columns = [{ label: 'row' }, ...Array.from({ length: cols }, (_, c) => ({ label: `col ${c}`, numeric: g.next() < 0.5 }))];
    const rows = Array.from({ length: g.int(1, 6) }, (_, r) => ({
      header: `r${r}`,
      marks: g.next() < 0.2 ? ['total'] : [],
      cells: Array.from({ length: cols }, () => (g.next() < 0.3
        ? { text: formatNumber(g.next() * 10 - 5, 3), tone: g.pick(['bad', 'same', 'more', 'less']) }
        : formatNumber(g.next(), g.int(0, 4)))),
    }));
    const spec = { caption: `Table ${k}`, columns, rows };
    const drawn = await page.evaluate((given) => {
      const { createTableView, table } = globalThis.Renderers;
      const view = createTableView();
      document.getElementById('stage').replaceChildren(view.element);
      view.update(table(given));
      const node = view.element.querySelector('table');
      return {
        caption: node.caption.textContent,
        head: [...node.tHead.rows[0].cells].map((th) => [th.textContent, th.scope]),
        rows: [...node.tBodies[0].rows].map((tr) => ({
          total: tr.className.includes('total'),
          header: [tr.cells[0].textContent, tr.cells[0].scope],
          cells: [...tr.querySelectorAll('[data-part="cell"]')].map((td) => ({ text: td.textContent, bad: Boolean(td.querySelector('strong.is-bad')), tone: td.firstElementChild?.className ?? '' })),
        })),
        name: view.element.querySelector('[data-part="scroller"]').getAttribute('aria-label'),
      };
    }, spec);
    assert.equal(drawn.caption, spec.caption);
    assert.equal(drawn.name, spec.caption, 'the scrolling box is named after the table');
    assert.deepEqual(drawn.head, columns.map((c) => [c.label, 'col']));
    drawn.rows.forEach((row, r) => {
      const want = spec.rows[r];
      assert.deepEqual(row.header, [want.header, 'row']);
      assert.equal(row.total, want.marks.includes('total'), `table ${k}, row ${r}: marked total`);
      row.cells.forEach((cell, c) => {
        const given = want.cells[c];
        assert.equal(cell.text, typeof given === 'object' ? given.text : given, `table ${k}, cell ${r},${c}`);
        if (typeof given === 'object') assert.equal(cell.bad ? 'bad' : cell.tone.replace('is-', ''), given.tone, `table ${k}, cell ${r},${c}: tone`);
      });
    });
  }
}));

test('bars: on 8 random figures one bar per item with its label and value, each as long as its share of the axis', () => withPage({}, async (page) => {
  await stage(page);
  const g = generator(SEED + 30);
  for (let k = 0; k < 8; k += 1) {
    const layout = g.pick(['rows', 'columns', 'stacked']);
    const items = Array.from({ length: g.int(1, 8) }, (_, j) => ({ label: `b${j}`, value: g.next() }));
    const spec = { title: `Bars ${k}`, layout, axis: { min: 0, max: 1, ticks: [0, 0.5, 1] }, bars: items, decimals: g.int(1, 4) };
    const drawn = await page.evaluate((given) => {
      const { createBarsView, bars } = globalThis.Renderers;
      const view = createBarsView();
      document.getElementById('stage').replaceChildren(view.element);
      view.update(bars(given));
      return [...view.element.querySelectorAll('[data-part="bar"]')].map((bar) => ({
        label: bar.querySelector('[data-part="bar-label"]').textContent,
        value: bar.querySelector('[data-part="bar-value"]').textContent,
        share: Number(bar.style.getPropertyValue('--share')),
      }));
    }, spec);
    assert.deepEqual(drawn, items.map((b) => ({ label: b.label, value: formatNumber(b.value, spec.decimals), share: b.value })), `bars ${k} (${layout})`);
  }
}));
