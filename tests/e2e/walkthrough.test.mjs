// End-to-end test of the first page: the worked example, opened from disk.
// It proves the layers meet: the page's transcript equals the core's (run
// in Node from the same site/attention-math.js), and the page's Python
// script, run by real numpy, prints that same transcript byte for byte.
//
// Assumes site/ is built (node web/build.mjs; the wasm build makes
// site/attention-math.js). Run: node --test tests/e2e/

import { test, before, after } from 'node:test';
import { generator, testSeed } from '../parity/harness.mjs';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import {
  launchBrowser, openFigureMore, openPage, openWalkthrough, waitForWalkthrough, pageUrl, chapterOf, siteDir, text, drawAllWidgets,
  loadCore, runPython, runAxe, screenshot, assertPageClean as assertClean,
} from './browser.mjs';

// Random cases from a fixed seed (AM_TEST_SEED draws others).
const random = generator(testSeed(20261201));

let browser;
let am;

before(async () => {
  [browser, am] = await Promise.all([launchBrowser(), loadCore()]);
});

after(async () => {
  await browser?.close();
});

function randomState() {
  return {
    seed: Math.floor(random() * 2 ** 32),
    dK: 1 + Math.floor(random() * 64),
    dV: 1 + Math.floor(random() * 64),
  };
}

function query({ seed, dK, dV }) {
  return `?seed=${seed}&dk=${dK}&dv=${dV}`;
}

async function checkTranscript(state, search) {
  const page = await openWalkthrough(browser, search);
  try {
    const output = await text(page, '#walkthrough-output');
    const python = await text(page, '#walkthrough-python');
    const expected = am.walkthrough(state).transcript;
    assert.ok(expected.length > 100, 'the core produced a transcript');
    assert.equal(output, expected, `page output vs core for ${JSON.stringify(state)}`);
    assert.equal(runPython(python), output, `numpy stdout vs page output for ${JSON.stringify(state)}`);
    assertClean(page);
  } finally {
    await page.closeAll();
  }
}

test('seed=7, d_k=4, d_v=2: page output = core transcript = numpy stdout', async () => {
  await checkTranscript({ seed: 7, dK: 4, dV: 2 }, '?seed=7&dk=4&dv=2');
});

test('default URL shows seed 42, d_k 3, d_v 3 and matches the core and numpy', async () => {
  await checkTranscript({ seed: 42, dK: 3, dV: 3 }, '');
});

for (let i = 1; i <= 2; i += 1) {
  const state = randomState();
  test(`random state ${i} ${JSON.stringify(state)} matches the core and numpy`, async () => {
    await checkTranscript(state, query(state));
  });
}

test('editing the seed updates output and URL; bad input shows a message and keeps the output', async () => {
  const page = await openWalkthrough(browser, '?seed=7&dk=4&dv=2');
  try {
    const seed = page.locator('#walkthrough-seed');
    const message = page.locator('#walkthrough-seed-message');
    await seed.fill('123');
    const expected = am.walkthrough({ seed: 123, dK: 4, dV: 2 }).transcript;
    await page.waitForFunction((want) => document.querySelector('#walkthrough-output').textContent === want, expected);
    // The link spelt the example the one-page way (?seed=), read as an alias
    // of walkthrough.seed=: the URL keeps that spelling, and only it.
    assert.match(page.url(), /[?&]seed=123(&|$)/);
    assert.match(page.url(), /[?&]dk=4(&|$)/);
    assert.doesNotMatch(page.url(), /walkthrough\./, 'not written twice');
    assert.equal(await message.isVisible(), false, 'no message for good input');

    for (const bad of ['abc', '-1', '1.5', '99999999999', '', 'NaN']) {
      await seed.fill(bad);
      await assertFieldRejects(page, 'seed', bad, expected, /[?&]seed=123(&|$)/);
    }
    await seed.fill('5');
    await page.waitForFunction((want) => document.querySelector('#walkthrough-output').textContent === want,
      am.walkthrough({ seed: 5, dK: 4, dV: 2 }).transcript);
    assert.equal(await message.isVisible(), false, 'message cleared once the input is good again');
    assert.equal(await seed.getAttribute('aria-invalid'), null);

    for (const [id, bad] of [['dk', '0'], ['dk', '65'], ['dv', '2.0'], ['dv', 'x']]) {
      const kept = await text(page, '#walkthrough-output');
      await page.locator(`#walkthrough-${id}`).fill(bad);
      await assertFieldRejects(page, id, bad, kept, /[?&]seed=5(&|$)/);
      await page.locator(`#walkthrough-${id}`).fill(id === 'dk' ? '4' : '2');
    }
    assertClean(page);
  } finally {
    await page.closeAll();
  }
});

async function assertFieldRejects(page, id, bad, keptOutput, urlPattern) {
  const message = page.locator(`#walkthrough-${id}-message`);
  await message.waitFor({ state: 'visible' });
  const said = (await message.textContent()).trim();
  assert.ok(said.length > 10, `a message for ${id}=${JSON.stringify(bad)}`);
  assert.equal(await page.locator(`#walkthrough-${id}`).getAttribute('aria-invalid'), 'true');
  const describedBy = await page.locator(`#walkthrough-${id}`).getAttribute('aria-describedby');
  assert.ok(describedBy.split(' ').includes(`walkthrough-${id}-message`), 'the message describes the field');
  await page.waitForTimeout(50); // any (wrong) re-render would be a microtask away
  assert.equal(await text(page, '#walkthrough-output'), keptOutput, `output kept for ${id}=${JSON.stringify(bad)}`);
  assert.match(page.url(), urlPattern, 'URL keeps the last good state');
}

test('nonsense URL parameters fall back to defaults with a visible note beside each field', async () => {
  const page = await openWalkthrough(browser, '?seed=banana&dk=999&dv=2');
  try {
    const note = (id) => page.locator(`#walkthrough-${id}-message`);
    for (const [id, name] of [['seed', 'seed'], ['dk', 'dk']]) {
      assert.equal(await note(id).isVisible(), true, `a note for ${name}=`);
      assert.match(await note(id).textContent(), new RegExp(`The link’s ${name} was ignored`));
    }
    assert.equal(await note('dv').isVisible(), false, 'a good parameter gets no note');
    assert.equal(await text(page, '#walkthrough-output'), am.walkthrough({ seed: 42, dK: 3, dV: 2 }).transcript);
    assert.equal(await page.inputValue('#walkthrough-seed'), '42');
    assertClean(page);
  } finally {
    await page.closeAll();
  }
});

test('changing attributes re-renders live and syncs the URL', async () => {
  const page = await openWalkthrough(browser);
  try {
    await page.evaluate(() => {
      const walkthrough = document.querySelector('attention-walkthrough');
      walkthrough.setAttribute('seed', '11');
      walkthrough.setAttribute('d-k', '2');
    });
    const expected = am.walkthrough({ seed: 11, dK: 2, dV: 3 }).transcript;
    await page.waitForFunction((want) => document.querySelector('#walkthrough-output').textContent === want, expected);
    assert.equal(await page.inputValue('#walkthrough-seed'), '11');
    assert.equal(await page.inputValue('#walkthrough-dk'), '2');
    assert.match(page.url(), /\?walkthrough\.seed=11&walkthrough\.dk=2$/); // d_v = 3 is the default: left out
    assertClean(page);
  } finally {
    await page.closeAll();
  }
});

test('heatmap: a table whose rows sum to 1 and match the core, with named, keyboard-reachable cells', async () => {
  const state = { seed: 7, dK: 4, dV: 2 };
  const page = await openWalkthrough(browser, query(state));
  try {
    const example = am.walkthrough(state);
    const table = await page.$eval('#walkthrough .panel--weights .heatmap__table', (node) => ({
      cols: [...node.querySelectorAll('thead th[scope=col]')].slice(1).map((th) => th.textContent),
      rows: [...node.querySelectorAll('tbody tr')].map((tr) => ({
        label: tr.querySelector('th[scope=row]').textContent,
        cells: [...tr.querySelectorAll('td')].map((td) => ({
          value: Number(td.dataset.value), text: td.textContent, name: td.getAttribute('aria-label'), tabIndex: td.tabIndex,
        })),
      })),
    }));
    const { n, tokens, weights } = example;
    assert.deepEqual(table.cols, tokens);
    assert.deepEqual(table.rows.map((r) => r.label), tokens);
    table.rows.forEach((row, i) => {
      assert.equal(row.cells.length, n);
      const sum = row.cells.reduce((s, c) => s + c.value, 0);
      assert.ok(Math.abs(sum - 1) < 1e-3, `row ${row.label} sums to ${sum}`);
      row.cells.forEach((cell, j) => {
        assert.ok(Math.abs(cell.value - weights[i * n + j]) < 1e-12, `weight ${i},${j}`);
        assert.ok(Math.abs(Number(cell.text) - weights[i * n + j]) <= 5e-4 + 1e-12, `printed ${i},${j}`);
        assert.equal(cell.name, `weight from ${tokens[i]} to ${tokens[j]}: ${cell.text}`);
      });
    });
    const tabStops = table.rows.flatMap((r) => r.cells).filter((c) => c.tabIndex === 0);
    assert.equal(tabStops.length, 1, 'one roving tab stop');

    await page.focus('#walkthrough .panel--weights td[tabindex="0"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
    assert.equal(focused, `weight from ${tokens[1]} to ${tokens[1]}: ${table.rows[1].cells[1].text}`);
    await page.keyboard.press('End');
    assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), new RegExp(`to ${tokens[n - 1]}:`));
    assert.equal(await page.locator('#walkthrough .panel--weights td[tabindex="0"]').count(), 1);
    assertClean(page);
  } finally {
    await page.closeAll();
  }
});

test('copy button puts the exact script on the clipboard', async () => {
  const page = await openPage(browser);
  try {
    // Capture what the page writes; headless Chromium has no real clipboard
    // permission for a file:// origin.
    await page.addInitScript(() => {
      globalThis.copied = null;
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (t) => { globalThis.copied = t; } },
      });
    });
    await page.goto(pageUrl(chapterOf('walkthrough'), '?seed=3&dk=2&dv=5'));
    await waitForWalkthrough(page);
    await openFigureMore(page, '#walkthrough'); // the script is one of the example's disclosures
    await page.getByRole('button', { name: 'Copy script' }).click();
    await page.waitForFunction(() => globalThis.copied !== null);
    assert.equal(await page.evaluate(() => globalThis.copied), am.walkthrough({ seed: 3, dK: 2, dV: 5 }).python);
    assert.match(await page.locator('.panel__copy-status').textContent(), /Copied/);
    assertClean(page);
  } finally {
    await page.closeAll();
  }
});

test('theme toggle switches to dark and the choice survives a reload', async () => {
  const page = await openWalkthrough(browser);
  try {
    const toggle = page.locator('#theme-toggle');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.notEqual(darkBg, lightBg);
    await page.reload();
    await waitForWalkthrough(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assertClean(page);
  } finally {
    await page.closeAll();
  }
});

async function assertNoAxeViolations(page, label) {
  const violations = await runAxe(page);
  assert.deepEqual(violations, [], `axe violations (${label}):\n${JSON.stringify(violations, null, 2)}`);
}

test('axe: no violations in light theme; desktop light screenshot', async () => {
  const page = await openWalkthrough(browser, '', { colorScheme: 'light' });
  try {
    await screenshot(page, 'desktop-light.png');
    await assertNoAxeViolations(page, 'light');
    assertClean(page);
  } finally {
    await page.closeAll();
  }
});

test('axe: no violations in dark theme, with invalid-field messages showing; desktop dark screenshot', async () => {
  const page = await openWalkthrough(browser, '', { colorScheme: 'dark' });
  try {
    await screenshot(page, 'desktop-dark.png');
    await page.locator('#walkthrough-dk').fill('1.5');
    await page.locator('#walkthrough-dk-message').waitFor({ state: 'visible' });
    await assertNoAxeViolations(page, 'dark');
    // The toggle (rather than the system setting) must give the same result.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.locator('#theme-toggle').click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await assertNoAxeViolations(page, 'dark via toggle');
    assertClean(page);
  } finally {
    await page.closeAll();
  }
});

test('phone width 375px: no horizontal page scroll, no axe violations; phone screenshot', async () => {
  const page = await openWalkthrough(browser, '', { viewport: { width: 375, height: 812 } });
  try {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `page is ${width}px wide`);
    await screenshot(page, 'phone.png');
    await assertNoAxeViolations(page, '375px');
    // The widest example must not push the page sideways either.
    await page.locator('#walkthrough-dk').fill('64');
    await page.locator('#walkthrough-dv').fill('64');
    await page.waitForFunction(() => document.querySelector('#walkthrough-output').textContent.includes('  '));
    await page.waitForURL(/dv=64/);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 375, `page is ${wide}px wide with d_k = d_v = 64`);
    assertClean(page);
  } finally {
    await page.closeAll();
  }
});

test('a core that fails to load shows an error message, not a blank page', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'attention-math-broken-'));
  try {
    cpSync(siteDir, dir, { recursive: true });
    writeFileSync(join(dir, 'attention-math.js'),
      'var AttentionMath = () => Promise.reject(new Error("simulated wasm failure"));\n');
    const page = await openWalkthrough(browser, '', { dir });
    try {
      await drawAllWidgets(page); // each widget tries the core when scrolled to
      // Widgets in closed disclosures (More practice, Go deeper) say so too, once opened.
      await page.evaluate(() => { for (const d of document.querySelectorAll('details')) d.open = true; });
      // Every widget on the page says so, in its own alert.
      const alerts = await page.getByRole('alert').allTextContents();
      const widgets = await page.locator('[data-state]').count();
      assert.equal(alerts.length, widgets);
      for (const alert of alerts) {
        assert.match(alert, /could not start/);
        assert.match(alert, /simulated wasm failure/);
      }
      assert.equal(await page.locator('#walkthrough-output').isVisible(), false);
      assert.deepEqual(page.log.pageErrors, []);
    } finally {
      await page.closeAll();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// A tiny static server: the page must also work from a sub-path over http.
function serveSite(prefix) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (!path.startsWith(prefix)) { response.writeHead(404).end(); return; }
    const file = normalize(join(siteDir, path.slice(prefix.length) || 'index.html'));
    if (!file.startsWith(siteDir)) { response.writeHead(403).end(); return; }
    try {
      const body = await readFile(file);
      const type = { html: 'text/html', js: 'text/javascript', css: 'text/css' }[file.split('.').pop()] ?? 'application/octet-stream';
      response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('works from a sub-path over http', async () => {
  const prefix = '/some/sub/path/';
  const server = await serveSite(prefix);
  const page = await openPage(browser);
  try {
    const origin = `http://127.0.0.1:${server.address().port}`;
    await page.goto(`${origin}${prefix}?seed=9&dk=5&dv=1`);
    await waitForWalkthrough(page);
    assert.equal(await text(page, '#walkthrough-output'), am.walkthrough({ seed: 9, dK: 5, dV: 1 }).transcript);
    assert.deepEqual(page.log.requests.filter((url) => !url.startsWith(origin + prefix)), []);
    assert.deepEqual(page.log.pageErrors, []);
    assert.deepEqual(page.log.consoleErrors, []);
  } finally {
    await page.closeAll();
    server.close();
  }
});

test('the glossary: first the terms the steps use (token, dot product, transpose, mask …), then those only “Go deeper” needs', async () => {
  const page = await openPage(browser);
  try {
    await page.goto(pageUrl(chapterOf('walkthrough')));
    const groups = await page.$$eval('#glossary .glossary__group', (headings) => headings.map((h) => ({
      title: h.textContent,
      terms: [...h.nextElementSibling.querySelectorAll('dt')].map((dt) => dt.id.replace(/^glossary-/, '')),
    })));
    assert.equal(groups.length, 2);
    for (const term of ['token', 'dot-product', 'transpose', 'mask', 'logit', 'variance', 'normal', 'float32']) {
      assert.ok(groups[0].terms.includes(term), `${term} is among the terms the steps use: ${groups[0].terms}`);
    }
    assert.deepEqual(groups[1].terms.sort(), ['delta', 'frobenius', 'nats']);
    const ids = await page.$$eval('#glossary, #glossary [id]', (nodes) => nodes.map((n) => n.id));
    // The glossary serves both chapters of the derivation: on each page, an
    // optional term is linked to only from an optional part ("Go deeper", a
    // <details>), and every link to a term lands on one of the glossary's.
    const linked = [];
    for (const file of [chapterOf('why'), chapterOf('walkthrough')]) {
      await page.goto(pageUrl(file));
      await page.evaluate(() => { for (const p of document.querySelectorAll('attention-predict')) p.setAttribute('revealed', ''); });
      for (const term of groups[1].terms) {
        const outside = await page.$$eval(`a[href$="#glossary-${term}"]`, (links) => links.filter((a) => !a.closest('details')).length);
        assert.equal(outside, 0, `${file}: ${term} is linked to from the main path`);
      }
      const targets = await page.$$eval('a[href*="#glossary"]', (links) => links.map((a) => a.getAttribute('href')));
      for (const href of targets) {
        const [target, id] = href.split('#');
        assert.ok(target === '' ? file === chapterOf('walkthrough') : target === chapterOf('walkthrough'), `${file}: ${href} leads to the glossary's page`);
        assert.ok(ids.includes(id), `${file}: ${href}`);
      }
      linked.push(...targets.map((href) => `${file}→${href}`));
    }
    assert.ok(linked.some((link) => link.startsWith(`${chapterOf('why')}→`)), `chapter 1 links the glossary: ${linked}`);
  } finally {
    await page.closeAll();
  }
});
