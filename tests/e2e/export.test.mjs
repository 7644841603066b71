// Figure export in Chromium (web/lib/widget/figure-export.js): every figure
// widget of the course, enumerated from web/elements/, gives an SVG that
// DOMParser reads without a parsererror, that refers to nothing outside
// itself, whose printed numbers are the widget's own (the heatmaps on the
// page, cell by cell) and whose CSV holds the core's doubles exactly; a
// PNG of the expected size that is not blank; the download buttons; the
// same from an embed under the strict CSP. One PNG and one SVG opened in a
// fresh tab are written to tests/e2e/screenshots/ to be looked at.
// The download menu's axe, open, in both themes at 1280 and 390 px: the page
// pass (the read-through opens every disclosure, the menus included).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { downloadBytes, pageUrl, chapterOf, loadCore, assertPageClean, repoDir, siteDir, screenshotDir, usePages } from './browser.mjs';
import { serveSite, STRICT_CSP } from './static-server.mjs';

// Every element that draws figures: the classes built on AttentionWidget.
const elementsDir = join(repoDir, 'web', 'elements');
const FIGURE_WIDGETS = readdirSync(elementsDir).filter((f) => f.endsWith('.js')).flatMap((file) => {
  const source = readFileSync(join(elementsDir, file), 'utf8');
  if (!/extends AttentionWidget\b/.test(source)) return [];
  return [/export const tagName = '([a-z-]+)'/.exec(source)[1]];
});

const { withPage } = usePages();
const am = await loadCore();

// In the page: each export of `tag`, checked the way a reader's tools would
// read it, and the numbers the widget's own heatmaps show.
async function exportOf(page, tag) {
  return page.evaluate(async (name) => {
    const widget = document.querySelector(name);
    const wasDrawn = widget.dataset.state === 'ready';
    const svg = await widget.toSVG();
    const csv = await widget.toCSV();
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const outside = [...doc.querySelectorAll('*')].flatMap((n) => [...n.attributes].map((a) => `${a.name}=${a.value}`))
      .filter((text) => /href|url\(/i.test(text) && !/data:/.test(text));
    const groups = [...doc.querySelectorAll('[data-figure]')].map((g) => ({
      name: g.getAttribute('data-figure'), type: g.getAttribute('data-type'),
      cells: [...g.querySelectorAll('text.cell'), ...g.querySelectorAll('rect.cell > title')].map((t) => t.textContent),
    }));
    // The heatmaps the reader sees (not the parked head counts), each as its cells' texts; a colour-only
    // map's cells say their numbers in their names, and the SVG's cells in their titles.
    const shown = [...widget.renderRoot.querySelectorAll('[data-part="grid"]')]
      .filter((t) => !t.closest('.mh-parked') && t.checkVisibility())
      .map((t) => [...t.querySelectorAll('[data-part="cell"]')].map((td) => (td.textContent.trim() === '' ? td.getAttribute('aria-label') : td.textContent.trim())));
    return {
      wasDrawn, svg, csv, groups, shown, outside,
      parserError: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.localName, title: doc.querySelector('title')?.textContent,
      width: Number(doc.documentElement.getAttribute('width')), height: Number(doc.documentElement.getAttribute('height')),
    };
  }, tag);
}

const revealAll = (page) => page.evaluate(() => { for (const p of document.querySelectorAll('attention-predict')) p.setAttribute('revealed', ''); });

// A chapter in a fixture page, its predictions revealed and its elements defined: body(page).
function withChapter(file, options, body) {
  return withPage(options, async (page) => {
    await page.goto(pageUrl(file));
    await revealAll(page);
    await page.waitForFunction(() => [...document.querySelectorAll('*')].filter((n) => n.localName.startsWith('attention-'))
      .every((n) => customElements.get(n.localName)));
    return body(page);
  });
}

// A widget's download menu: its summary, and its buttons by format.
const menuOf = (widget) => widget.getByText('Download this figure');
const exportButton = (widget, format) => widget.getByRole('button', { name: new RegExp(` as ${format} \\(`) });

test('the course has figure widgets, and each is on a chapter page', () => {
  assert.ok(FIGURE_WIDGETS.length >= 18, `found ${FIGURE_WIDGETS.length}`);
  for (const tag of FIGURE_WIDGETS) assert.ok(chapterOf(tag), tag);
});

const byChapter = new Map();
for (const tag of FIGURE_WIDGETS) byChapter.set(chapterOf(tag), [...(byChapter.get(chapterOf(tag)) ?? []), tag]);

for (const [file, tags] of byChapter) {
  test(`${file}: every figure widget exports SVG and CSV with the numbers it shows (${tags.join(', ')})`, () => withChapter(file, {}, async (page) => {
      for (const tag of tags) {
        const result = await exportOf(page, tag);
        assert.equal(result.parserError, null, `${tag}: parses as SVG`);
        assert.equal(result.root, 'svg', tag);
        assert.deepEqual(result.outside, [], `${tag}: no reference outside the file`);
        assert.doesNotMatch(result.svg, /light-dark\(|var\(--|@font-face/, `${tag}: resolved colours, no font fetch`);
        assert.ok(result.title.length > 10, `${tag}: a title`);
        assert.match(result.svg, /<desc>[^<]+=[^<]+<\/desc>/, `${tag}: a caption with the values`);
        assert.ok(result.groups.length > 0, `${tag}: at least one figure`);
        // Every heatmap on screen is one of the SVG's matrices, cell for cell.
        const matrices = result.groups.filter((g) => g.type === 'matrix').map((g) => JSON.stringify(g.cells));
        for (const cells of result.shown) assert.ok(matrices.includes(JSON.stringify(cells)), `${tag}: heatmap ${cells.slice(0, 4)}… in the SVG`);
        // The CSV has a block per figure, in the same order.
        const blocks = [...result.csv.matchAll(/^figure: ([^,\r]+)/gm)].map((m) => m[1]);
        assert.deepEqual(blocks, result.groups.map((g) => g.name), `${tag}: CSV blocks`);
      }
  }));
}

// Reads a CSV block (the test's own small RFC 4180 reader is in
// tests/js/figure-export.test.mjs; these blocks hold no quotes).
function csvBlock(csv, name) {
  const lines = csv.split('\r\n');
  const start = lines.findIndex((l) => l.startsWith(`figure: ${name},`) || l === `figure: ${name}`);
  assert.ok(start >= 0, `block ${name}`);
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end === -1 ? undefined : end).map((l) => l.split(','));
}

test('scores: the CSV is the core’s Q·Kᵀ to the last bit, the SVG its 3-decimal cells, and the file name says so', () => withChapter('scores.html', {}, async (page) => {
    const { svg, csv, groups } = await exportOf(page, 'attention-scores');
    const example = am.walkthrough({ seed: 42, dK: 3, dV: 3 });
    const { rawScores } = am.attention({ Q: example.Q, K: example.K, V: example.V, n: example.n, dK: 3, dV: 3 });
    const rows = csvBlock(csv, 'scores');
    assert.deepEqual(rows[0].slice(1), example.tokens);
    assert.deepEqual(rows.slice(1).flatMap((r) => r.slice(1).map(Number)), Array.from(rawScores));
    const cells = groups.find((g) => g.name === 'scores').cells;
    assert.deepEqual(cells, Array.from(rawScores, (v) => v.toFixed(3).replace('-', '−')));
    assert.match(svg, /Random seed = 42; Query\/key width d_k = 3|Random seed = 42; Query\/key width <tspan/);
    // The download button: a Blob URL download named after what it holds.
    const scores = page.locator('attention-scores');
    await menuOf(scores).click();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton(scores, 'SVG').click()]);
    assert.equal(download.suggestedFilename(), 'scores-seed42-dk3.svg');
    assert.match(download.url(), /^blob:/);
    assert.equal((await downloadBytes(download)).toString('utf8'), svg);
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), exportButton(scores, 'CSV').click()]);
    assert.equal(csvDownload.suggestedFilename(), 'scores-seed42-dk3.csv');
    assert.equal((await downloadBytes(csvDownload)).toString('utf8'), csv);
    assert.match(await exportButton(scores, 'PNG').getAttribute('aria-label'), /Download “Raw scores S = Q·Kᵀ” as PNG/);
}));

// Light, then dark on the same page (the stylesheet follows the system's
// scheme as it changes): the menu's geometry and keys in each theme.
test('the download menu: closed it is one line, open its buttons fit 390 px and work from the keyboard (both themes)', () => withChapter('scores.html', { viewport: { width: 390, height: 844 } }, async (page) => {
  const widget = page.locator('attention-scores');
  await widget.scrollIntoViewIfNeeded();
  await page.waitForSelector('attention-scores[data-state="ready"]');
  const summary = menuOf(widget);
  const colours = [];
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    assert.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), colorScheme === 'dark');
    colours.push(await widget.evaluate((w) => getComputedStyle(w).color));
    const closedHeight = (await summary.locator('..').boundingBox()).height;
    assert.ok(closedHeight < 40, `${colorScheme}, closed: ${closedHeight}px`);
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.format), 'svg', 'Tab reaches the first button');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    assert.equal(download.suggestedFilename(), 'scores-seed42-dk3.svg');
    const boxes = await widget.getByRole('button', { name: /^Download “/ }).evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON()));
    assert.equal(boxes.length, 3);
    for (const box of boxes) assert.ok(box.left >= 0 && box.right <= 390 && box.height >= 44, `${colorScheme}: ${JSON.stringify(box)}`);
    await summary.click(); // closed again, for the next theme
  }
  assert.notEqual(colours[1], colours[0], 'the page followed the scheme into dark');
}));

test('softmax at scale 50: the CSV holds the core’s stable weights and the naive NaN, exactly', () => withPage({}, async (page) => {
    await page.goto(pageUrl('formula.html', '?softmax.scale=50'));
    await revealAll(page);
    const { csv } = await exportOf(page, 'attention-softmax');
    // The chapter's explorer starts on its prediction's scores (06-softmax.html, logits="2, 1, 0, -1").
    const stable = am.softmax({ logits: [2, 1, 0, -1], cols: 4, scale: 50, precision: 'float32' });
    assert.deepEqual(csvBlock(csv, 'bars').slice(1).map((r) => Number(r[1])), Array.from(stable.weights));
    const table = csvBlock(csv, 'table');
    assert.equal(table[1][2], 'NaN', 'naive weight of the largest logit');
    assert.match(csv, /Multiply the logits by = 50/);
}));

test('PNG: the SVG’s size times the scale, not blank, in the current theme; one is saved to look at', async () => {
  for (const colorScheme of ['light', 'dark']) {
    await withChapter('heads.html', { colorScheme }, async (page) => {
      const result = await page.evaluate(async () => {
        const widget = document.querySelector('attention-multi-head');
        const svg = await widget.toSVG();
        const blob = await widget.toPNG({ scale: 1.5 });
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        const colours = new Set();
        let unlike = 0;
        for (let i = 0; i < data.length; i += 4 * 7) {
          colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
          if (Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]) > 60) unlike += 1;
        }
        let refused = null;
        try { await widget.toPNG({ scale: 'big' }); } catch (error) { refused = error.message; }
        const bytes = new Uint8Array(await blob.arrayBuffer());
        return { type: blob.type, width: bitmap.width, height: bitmap.height, corner: [data[0], data[1], data[2]],
                 colours: colours.size, share: unlike / (data.length / 28), refused,
                 svgSize: svg.match(/width="(\d+)" height="(\d+)"/).slice(1).map(Number), bytes: Array.from(bytes, (b) => String.fromCharCode(b)).join(''), length: bytes.length };
      });
      assert.equal(result.type, 'image/png');
      assert.deepEqual([result.width, result.height], result.svgSize.map((s) => Math.round(s * 1.5)));
      assert.ok(result.colours > 50, `${result.colours} colours`);
      assert.ok(result.share > 0.1, `${(result.share * 100).toFixed(1)}% of pixels unlike the background`);
      assert.deepEqual(result.corner, colorScheme === 'dark' ? [0x16, 0x1b, 0x24] : [0xff, 0xff, 0xff], 'the theme’s card colour');
      assert.match(result.refused, /scale must be a number in \(0, 8\]/);
      if (colorScheme === 'light') {
        mkdirSync(screenshotDir, { recursive: true });
        writeFileSync(join(screenshotDir, 'export-multi-head.png'), Buffer.from(result.bytes, 'latin1'));
      }
    });
  }
});

test('an exported SVG opens alone in a fresh tab, with no request and no error', async () => {
  const svg = await withChapter('scores.html', { colorScheme: 'dark' }, async (page) => (await exportOf(page, 'attention-masking')).svg);
  assert.match(svg, /data-theme="dark"/, 'drawn in the page’s theme');
  mkdirSync(screenshotDir, { recursive: true });
  const file = join(screenshotDir, 'export-masking-dark.svg');
  writeFileSync(file, svg);
  await withPage({ viewport: { width: 1200, height: 900 } }, async (tab) => {
    await tab.goto(pathToFileURL(file).href);
    const box = await tab.evaluate(() => {
      const cells = [...document.querySelectorAll('text.cell')].filter((c) => c.textContent !== '');
      return { root: document.documentElement.localName, cells: cells.length, drawn: cells.filter((c) => c.getBBox().width > 0).length };
    });
    assert.equal(box.root, 'svg');
    assert.ok(box.cells > 0 && box.drawn === box.cells, `${box.drawn} of ${box.cells} cells drawn`);
    await tab.screenshot({ path: join(screenshotDir, 'export-masking-dark-tab.png') });
    assert.deepEqual(tab.log.requests, [pathToFileURL(file).href]);
  });
});

test('embedded under the strict CSP: toPNG and the download buttons work inside the shadow root', async () => {
  const server = await serveSite(siteDir, { csp: STRICT_CSP });
  try {
    await withPage({ clean: false }, async (page) => {
    const violations = [];
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
    await page.goto(`${server.url}examples/plain/index.html`);
    await page.waitForFunction(() => customElements.get('attention-softmax'));
    const png = await page.evaluate(async () => {
      const blob = await document.querySelector('attention-softmax').toPNG({ scale: 1 });
      const bitmap = await createImageBitmap(blob);
      return [blob.type, bitmap.width > 100, bitmap.height > 100];
    });
    assert.deepEqual(png, ['image/png', true, true]);
    const widget = page.locator('attention-softmax');
    await menuOf(widget).click();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton(widget, 'PNG').click()]);
    assert.equal(download.suggestedFilename(), 'softmax-z1_2_3-scale1-pfloat32.png');
    assert.deepEqual([...(await downloadBytes(download)).subarray(1, 4)].map((b) => String.fromCharCode(b)).join(''), 'PNG');
    assert.deepEqual(violations, []);
    });
  } finally {
    await server.close();
  }
});
