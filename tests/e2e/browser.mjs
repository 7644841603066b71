// Shared plumbing for the end-to-end tests: one Chromium per test file,
// pages that record console errors, page errors and every request, and the
// oracles (the same attention-math.js under Node, and real numpy).

import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync, rmSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHAPTERS, chapterOfSection } from '../../web/course.mjs';

export const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const siteDir = join(repoDir, 'site');
export const screenshotDir = join(repoDir, 'tests', 'e2e', 'screenshots');
export const axePath = join(repoDir, 'node_modules', 'axe-core', 'axe.min.js');
// The test module: the shipped one plus the test-only hooks (_testFault,
// _heapStats, Embind's handle counters; cpp/bindings/test/), which
// site/attention-math.js does not have.
export const testModulePath = process.env.AM_TEST_MODULE ?? join(repoDir, 'build', 'wasm', 'attention-math-test.js');

// A copy of the site whose page loads the test module, for the tests that
// break or measure the core from inside the page. Removed at exit.
let testSite = null;
export function testSiteDir() {
  if (testSite) return testSite;
  testSite = mkdtempSync(join(tmpdir(), 'attention-math-test-site-'));
  cpSync(siteDir, testSite, { recursive: true });
  cpSync(testModulePath, join(testSite, 'attention-math.js'));
  process.on('exit', () => rmSync(testSite, { recursive: true, force: true }));
  return testSite;
}

// The flags from /work/shared/toolchain.md: without the networking ones
// Chromium keeps calling hosts this network refuses.
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run',
];

// The four views a page must pass in: both themes, desktop and phone.
export const VIEWS = [
  ['desktop-light', { colorScheme: 'light' }],
  ['desktop-dark', { colorScheme: 'dark' }],
  ['phone-light', { colorScheme: 'light', viewport: { width: 390, height: 844 } }],
  ['phone-dark', { colorScheme: 'dark', viewport: { width: 390, height: 844 } }],
];

const LAUNCH = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS };

// The run's one Chromium (tests/run.sh starts browser-server.mjs and sets
// AM_BROWSER_ENDPOINT), or, for a file run alone, a Chromium of its own.
// close() on a connected browser closes this file's contexts and leaves the
// browser to the others.
export function launchBrowser() {
  const endpoint = process.env.AM_BROWSER_ENDPOINT;
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH);
}

export function launchServer() {
  return chromium.launchServer(LAUNCH);
}

// A page of the site from file://: the course home by default.
export function pageUrl(file = 'index.html', query = '', dir = siteDir) {
  return pathToFileURL(join(dir, file)).href + query;
}

export function siteUrl(query = '', dir = siteDir) {
  return pageUrl('index.html', query, dir);
}

// Which chapter page (web/course.mjs) holds a section, given its id, or a
// widget, given its tag name (the first section whose partial uses it).
const sectionsDir = join(repoDir, 'web', 'sections');
const widgetSections = new Map();
for (const name of readdirSync(sectionsDir).filter((file) => file.endsWith('.html')).sort()) {
  const html = readFileSync(join(sectionsDir, name), 'utf8');
  const id = /<section\b[^>]*\bid="([^"]+)"/.exec(html)?.[1];
  for (const [, tag] of html.matchAll(/<(attention-[a-z0-9-]+)/g)) if (!widgetSections.has(tag)) widgetSections.set(tag, id);
}
export { CHAPTERS };
export function chapterOf(sectionOrWidget) {
  const chapter = chapterOfSection(widgetSections.get(sectionOrWidget) ?? sectionOrWidget);
  if (!chapter) throw new Error(`no chapter of web/course.mjs holds ${sectionOrWidget}`);
  return chapter.file;
}

// The chapter page with section `id`, at that section.
export function sectionUrl(id, query = '', dir = siteDir) {
  return `${pageUrl(chapterOf(id), query, dir)}#${id}`;
}

// Every fresh profile draws a reader seed of its own, from which the
// checkpoints draw their numbers (web/lib/course/reader-seed.js), and a
// widget that gives a checkpoint away refuses that checkpoint's numbers
// (web/lib/course/aids.js): a test can pass for most profiles and fail for
// one in twenty. A failure names its page's seed (readerSeedNote), and
// AM_READER_SEED=<seed> makes every new reader draw that seed, to run it
// again (a test that compares two fresh readers' numbers fails under it).
const pinnedSeed = process.env.AM_READER_SEED || undefined; // set and not empty
if (pinnedSeed !== undefined && !(/^\d{1,10}$/.test(pinnedSeed) && Number(pinnedSeed) <= 0xffffffff)) throw new Error(`AM_READER_SEED must be a whole number from 0 to 4294967295, got ${pinnedSeed}`);

export async function readerSeedNote(page) {
  try {
    // The page's own store (ProgressStore.shared), read without drawing a seed.
    const seed = await page.evaluate(() => globalThis.__attentionMathProgress?.state.seed ?? null);
    return seed === null ? '' : `reader seed ${seed} (AM_READER_SEED=${seed} runs this test with it again)`;
  } catch {
    return ''; // a closed page
  }
}

// A page in its own context (its own localStorage, viewport and colour
// scheme), with everything that could go wrong written down.
export async function openPage(browser, { viewport = { width: 1280, height: 900 }, colorScheme = 'light' } = {}) {
  const context = await browser.newContext({ viewport, colorScheme, reducedMotion: 'reduce' });
  if (pinnedSeed !== undefined) {
    // The reader's seed is the one draw of 32 random bits the page makes
    // (progress-store.js randomSeed): that draw is pinned, storage is left
    // alone (an init script that read localStorage at document start lost a
    // reload's progress in Chromium, now and then).
    await context.addInitScript((seed) => {
      const draw = globalThis.crypto?.getRandomValues?.bind(globalThis.crypto);
      if (!draw) return;
      globalThis.crypto.getRandomValues = (array) => {
        if (array instanceof Uint32Array && array.length === 1) {
          array[0] = seed;
          return array;
        }
        return draw(array);
      };
    }, Number(pinnedSeed));
  }
  const page = await context.newPage();
  const log = { consoleErrors: [], pageErrors: [], requests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') log.consoleErrors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => log.pageErrors.push(String(error)));
  page.on('request', (request) => log.requests.push(request.url()));
  page.log = log;
  page.closeAll = () => context.close();
  return page;
}

// Waits until the walkthrough has rendered an example (or failed to).
// Widgets draw when they come near the viewport (web/lib/widget/near-viewport.js),
// so the walkthrough is scrolled into view first.
export async function waitForWalkthrough(page) {
  await page.locator('attention-walkthrough').first().scrollIntoViewIfNeeded();
  await page.waitForSelector('attention-walkthrough[data-state="ready"], attention-walkthrough[data-state="error"]');
}

export async function openWalkthrough(browser, query = '', options = {}) {
  const page = await openPage(browser, options);
  await page.goto(pageUrl(chapterOf('walkthrough'), query, options.dir));
  await waitForWalkthrough(page);
  return page;
}

// A download's bytes. Through the shared browser (AM_BROWSER_ENDPOINT) the
// file lives on the browser's side and has no local path, so it is streamed.
export async function downloadBytes(download) {
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export function text(page, selector) {
  return page.$eval(selector, (node) => node.textContent);
}

// The oracle: the very module the page loads, run by Node.
let corePromise = null;
export function loadCore() {
  const require = createRequire(import.meta.url);
  corePromise ??= require(join(siteDir, 'attention-math.js'))();
  return corePromise;
}

// Real numpy as the second oracle. /usr/bin/python3 is the interpreter with
// numpy on this machine (toolchain.md), not whatever python3 is on PATH.
export function runPython(script) {
  const dir = mkdtempSync(join(tmpdir(), 'attention-math-e2e-'));
  try {
    const file = join(dir, 'attention_walkthrough.py');
    writeFileSync(file, script);
    return execFileSync('/usr/bin/python3', [file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Off-screen sections skip rendering (content-visibility: auto) until a
// reader scrolls near them. A full-page screenshot or a whole-page axe run
// must see every section as a reader would on arriving there, so render all.
// Formulas far down the page draw their face as they come near
// (web/page/lazy-math.js): all of them too, now and when added later.
export async function renderAllSections(page) {
  await page.addStyleTag({ content: 'main > section[id] { content-visibility: visible !important; }' });
  await page.evaluate(() => {
    const fill = (root) => { for (const t of root.querySelectorAll('template.katex-face')) t.replaceWith(t.content); };
    fill(document);
    // Every section counts as reached: what a prediction's answer puts back later gets its faces too.
    new MutationObserver((records) => {
      for (const { addedNodes } of records) for (const node of addedNodes) if (node.nodeType === 1) fill(node);
    }).observe(document.body, { childList: true, subtree: true });
  });
}

export async function runAxe(page) {
  await renderAllSections(page);
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    // preload: false, or axe re-fetches the stylesheets with XHR, which
    // file:// pages refuse (a CORS console error that is axe's, not ours).
    const result = await globalThis.axe.run(document, { preload: false });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    }));
  });
}

export async function screenshot(page, name) {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, name);
  await renderAllSections(page);
  await page.screenshot({ path, fullPage: true });
  return path;
}

// Nothing went wrong on the page: no console errors or warnings, no
// uncaught exceptions, and nothing requested from outside file://. A blob:
// URL is the page's own (the compute worker's source, written by the page),
// not a request to anywhere.
export function assertPageClean(page) {
  const { consoleErrors, pageErrors, requests } = page.log;
  const outside = requests.filter((url) => !url.startsWith('file://') && !url.startsWith('blob:'));
  const problems = [...consoleErrors, ...pageErrors, ...outside.map((url) => `request to ${url}`)];
  if (problems.length) throw new Error(`page problems:\n${problems.join('\n')}`);
}

// Each step opens with a prediction that keeps its widget hidden until the
// reader answers (<attention-predict>). Tests of the widgets themselves
// show them first, with the widget as the page sets it up, by setting the
// element's `revealed` attribute; `selector` limits which.
export async function revealPredictions(page, selector = 'attention-predict') {
  await page.evaluate((which) => {
    for (const predict of document.querySelectorAll(which)) predict.setAttribute('revealed', '');
  }, selector);
}

// One idea per figure: a widget keeps its secondary figures in a closed
// <details class="figure-more"> (web/lib/widget/figure-more.js), drawn when
// opened. Opens those under `scope` as a reader would, and waits until each
// has drawn its body.
export async function openFigureMore(page, scope = 'main') {
  const more = page.locator(`${scope} details.figure-more:not([open])`);
  for (let k = await more.count(); k > 0; k -= 1) await more.first().locator(':scope > summary').click();
  await page.waitForFunction((which) => [...document.querySelectorAll(`${which} details.figure-more`)]
    .every((d) => d.open && d.querySelector('.figure-more__body')), scope);
}

// Opens the chapter that holds section `id`, at that section, and waits
// until every widget in it has drawn (or failed to): widgets set data-state
// to "ready" or "error". Its predictions are revealed first unless
// `options.reveal` is false.
export async function openSection(browser, id, query = '', options = {}) {
  const page = await openPage(browser, options);
  await page.goto(sectionUrl(id, query, options.dir));
  if (options.reveal !== false) await revealPredictions(page, `#${id} attention-predict`);
  // A widget a checkpoint still holds back (data-after, web/page/guards.js) draws once shown.
  await page.waitForFunction((sectionId) => {
    const widgets = [...document.querySelectorAll(`#${sectionId} [data-state]`)];
    return widgets.length > 0 && widgets.every((w) => ['ready', 'error'].includes(w.dataset.state) || w.closest('[data-after]:not([data-open])'));
  }, id);
  return page;
}

// Widgets draw when they come near the viewport (web/lib/widget/near-viewport.js):
// scroll each one that has not drawn yet into view, until all have drawn
// (or failed to), then back to the top. Predictions are revealed first
// (unless `reveal` is false), so every widget can be seen.
export async function drawAllWidgets(page, { timeout = 30000, reveal = true } = {}) {
  if (reveal) await revealPredictions(page);
  const deadline = Date.now() + timeout;
  for (;;) {
    // Not a widget a checkpoint still holds back (data-after, web/page/guards.js): it draws once shown.
    const waiting = await page.$$('[data-state="loading"]:not([data-after]:not([data-open])):not([data-after]:not([data-open]) *)');
    if (waiting.length === 0) break;
    if (Date.now() > deadline) throw new Error(`${waiting.length} widgets never drew`);
    await waiting[0].scrollIntoViewIfNeeded();
    await page.waitForFunction((node) => node.dataset.state !== 'loading', waiting[0], { timeout });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

// axe-core on one section only, so a section's test is not failed by its
// neighbours; each violation as "rule: selectors".
export async function axeViolationsIn(page, id) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (sectionId) => (await globalThis.axe.run(document.getElementById(sectionId), { preload: false }))
    .violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(',')}`), id);
}

// The text a reader sees in each element `selector` matches: outside KaTeX
// (whose hidden MathML keeps the TeX source), program listings, hidden
// elements, scripts and styles; text nodes apart, so a subscript is a word of its own.
export function visibleTexts(page, selector) {
  return page.$$eval(selector, (roots) => roots.map((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const parts = [];
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (!parent.closest('.katex, math, [hidden], script, style, pre, code, .visually-hidden') && parent.checkVisibility()) parts.push(walker.currentNode.textContent);
    }
    return parts.join(' ');
  }));
}

// The same for one section (by id, or 'main').
export async function visibleText(page, id) {
  const [text] = await visibleTexts(page, id === 'main' ? 'main' : `[id="${id}"]`);
  if (text === undefined) throw new Error(`visibleText: no element ${id} on the page`);
  return text;
}

// Until `selector` has kept its place on the page (its top, relative to the
// document) for `frames` animation frames: layout above it (sections laid
// out, formula faces put in place, a prediction's verdict) can still move it
// after the widgets are drawn, and a pointer aimed at a cell would land on
// another.
export async function layoutSettled(page, selector, frames = 5) {
  await page.waitForFunction(([sel, needed]) => new Promise((resolve) => {
    let last = null;
    let still = 0;
    const tick = () => {
      const node = document.querySelector(sel);
      const top = node ? node.getBoundingClientRect().top + scrollY : null;
      still = top !== null && top === last ? still + 1 : 0;
      last = top;
      if (still >= needed) resolve(true);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }), [selector, frames], { timeout: 10000 });
}

// ---- fixtures: a file's pages, closed and checked without a line of ceremony ----

// Registers the file's browser (the run's shared one, see launchBrowser) and
// returns fixtures that open a page, run `body(page)`, assert the page clean
// (no console error or warning, no uncaught exception, nothing fetched from
// outside: assertPageClean) and close it, whatever happened. A test that
// provokes errors on purpose passes `clean: false` and checks page.log itself.
//   const { withPage, withSection } = usePages();
//   test('…', () => withSection('softmax', {}, async (page) => { … }));
export function usePages() {
  let browser = null;
  before(async () => { browser = await launchBrowser(); });
  after(() => browser?.close());
  const run = async (page, body, { clean = true } = {}) => {
    try {
      const result = await body(page);
      if (clean) assertPageClean(page);
      return result;
    } catch (error) {
      const note = await readerSeedNote(page);
      if (note && error instanceof Error) error.message += `\n${note}`;
      throw error;
    } finally {
      await page.closeAll();
    }
  };
  return {
    browser: () => browser,
    // A blank page in its own context (options: viewport, colorScheme, clean).
    withPage: (options, body) => openPage(browser, options).then((page) => run(page, body, options)),
    // The chapter holding section `id`, opened at it, its widgets drawn (openSection).
    withSection: (id, options, body) => openSection(browser, id, options.query ?? '', options).then((page) => run(page, body, options)),
  };
}

// The one axe helper: axe-core on the page, or on every element `scope`
// matches (a section, a widget), with every rule, or, for a dark view, only
// the rules a theme can change (contrastOnly). Each violation node as
// "rule: target", a contrast failure with its colours and ratio. A scope
// that matches nothing is an error, not a pass.
const THEME_RULES = ['color-contrast', 'link-in-text-block'];
export async function axe(page, { scope = null, contrastOnly = false } = {}) {
  if (!(await page.evaluate(() => Boolean(globalThis.axe)))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async ([which, only]) => {
    const context = which ? document.querySelectorAll(which) : document;
    if (which && context.length === 0) return [`axe: nothing matches ${which}`];
    // preload: false, or axe re-fetches the stylesheets, which file:// refuses.
    const options = { preload: false, ...(only ? { runOnly: { type: 'rule', values: only } } : {}) };
    const { violations } = await globalThis.axe.run(context, options);
    return violations.flatMap((v) => v.nodes.map((n) => {
      const data = n.any.find((check) => check.data?.contrastRatio)?.data;
      const detail = data ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : '';
      return `${v.id}: ${n.target.join(' ')}${detail}`;
    }));
  }, [scope, contrastOnly ? THEME_RULES : null]);
}

// ---- for the state rows (states.mjs, state-rows/) ----

// Points at `locator`, scrolled to the middle of the screen first, so the
// sticky header and step map never sit on top of it.
export async function pointAt(page, locator) {
  await locator.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await locator.hover();
}

export const prefixed = (what, lines) => lines.map((line) => `${what}: ${line}`);
