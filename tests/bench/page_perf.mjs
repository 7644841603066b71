// Page-speed benchmark: prints how fast site/ becomes interactive (from
// file:// and from a localhost server), how many bytes it transfers
// (gzip-compressed), and how long each slider takes from the input event to
// the repaint that shows the new numbers. A benchmark, not a test: it prints
// figures and never fails on them.
//
//   node tests/bench/page_perf.mjs            (after web/build.sh)
//   node tests/bench/page_perf.mjs --runs 5   (more page loads per figure)
//   node tests/bench/page_perf.mjs --sliders-only [--modes vsync,unthrottled] [--site DIR]
//
// Definitions (the figures are medians over --runs page loads):
// - interactive: from navigation start until (1) the WebAssembly core has
//   compiled and answered a first call, (2) every widget in the first
//   viewport (and in the section the URL's #hash points to) has drawn its
//   numbers, and (3) a task queued at that moment has run and a frame has
//   been painted after it, i.e. a first input would have been handled.
//   Measured in the page with performance.now(); the main thread's busy time
//   while loading comes from the DevTools protocol (Performance.getMetrics).
// - transfer: every response the page loads, each gzip-compressed (level 9,
//   what a static host serves), summed.
// - slider: a real key press (DevTools Input events) on the slider, from the
//   input event's timestamp to the first frame painted after the widget has
//   drawn the new value (its attention-change event).

import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHAPTERS, chapterOfSection } from '../../web/course.mjs';

// The chapter page that holds a section (not a forward to it), else the first chapter.
const pageOf = (section) => chapterOfSection(section)?.file ?? CHAPTERS[0].file;

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// --site DIR measures another build of the page (e.g. an older commit's), for before/after figures.
const siteArg = process.argv.indexOf('--site');
const siteDir = siteArg > 0 ? resolve(process.argv[siteArg + 1]) : join(repoDir, 'site');
// --compare DIR: load times only, alternating between DIR ("before") and the
// site ("after") load by load, so both see the same machine load.
const compareArg = process.argv.indexOf('--compare');
const compareDir = compareArg > 0 ? resolve(process.argv[compareArg + 1]) : null;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];

// The second slider mode: the frame clock unthrottled, so a frame is drawn as
// soon as the page asks for one instead of at the next 16.7 ms vsync tick.
// Its figure is input → painted without the wait for the frame clock.
// Measured on this machine, the flags alone do not do it: headless Chromium
// starts a frame at once when its frame clock is idle, and waits for the
// next 60 Hz tick when the clock is already running; the clock keeps running
// while anything asks for frames, and the vsync mode's own rAF polling
// (playwright's waitForFunction default) is such a thing. So in this mode
// the benchmark also waits by timer, never by rAF, and lets the page go idle
// before each key press: the floor then drops from about 13 to about 2 ms.
const UNTHROTTLED_ARGS = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];
// --modes vsync,unthrottled (default both): which slider modes to time.
const modesArg = process.argv.indexOf('--modes');
const MODES = (modesArg > 0 ? process.argv[modesArg + 1] : 'vsync,unthrottled').split(',');

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.wasm': 'application/wasm' };

// A static server for site/, so the http figures include a real network stack.
function serveSite(root = siteDir) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^\/+/, '');
    try {
      const file = join(root, path || 'index.html');
      const body = await readFile(file);
      // What static hosts send (GitHub Pages: max-age=600): the worker's copy
      // of attention-math.js then comes from the cache, as it would for readers.
      response.writeHead(200, { 'content-type': TYPES[extname(path || '.html')] ?? 'application/octet-stream',
                                'cache-control': 'max-age=600', 'last-modified': (await stat(file)).mtime.toUTCString() });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

// Runs in the page before any of its scripts: watches widgets become ready.
function installProbe() {
  const probe = { readyAt: null, interactiveAt: null, longTasks: 0 };
  globalThis.__pagePerf = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks += entry.duration;
    }).observe({ type: 'longtask', buffered: true });
  } catch { /* no long-task timing: leave 0 */ }
  // On screen as the browser's IntersectionObserver sees it (what the page's
  // lazy rendering reacts to), plus everything in the #hash's section.
  // Widgets are watched from DOMContentLoaded on, including any defined by
  // the page's own DOMContentLoaded listeners; `seen` once the browser has
  // reported on every one of them.
  const onScreen = new Set();
  const observed = new Set();
  const reported = new Set();
  let observer = null;
  const watch = () => {
    if (!probe.parsed) return;
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        reported.add(entry.target);
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      check();
    });
    for (const widget of document.querySelectorAll('[data-state]')) {
      if (!observed.has(widget)) { observed.add(widget); observer.observe(widget); }
    }
    probe.seen = observed.size > 0 && reported.size === observed.size;
  };
  const target = () => {
    const hash = location.hash.slice(1);
    const linked = hash ? document.getElementById(hash) : null;
    return [...document.querySelectorAll('[data-state]')].filter((w) => onScreen.has(w) || linked?.contains(w));
  };
  const coreReady = () => typeof globalThis.AttentionMath === 'function' && document.documentElement.dataset.core === 'ready';
  const check = () => {
    if (probe.coreAt === undefined && coreReady()) probe.coreAt = performance.now();
    watch();
    if (probe.readyAt !== null || !probe.seen || !coreReady()) return;
    const widgets = target();
    if (!widgets.every((w) => w.dataset.state === 'ready' || w.dataset.state === 'error')) return;
    probe.readyAt = performance.now();
    probe.widgets = widgets.length;
    setTimeout(() => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { probe.interactiveAt = performance.now(); };
      channel.port2.postMessage(0);
    }), 0);
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state', 'data-core'], childList: true });
  // Layout moves widgets in and out of view without a mutation: look again every frame.
  const poll = () => { check(); if (probe.readyAt === null) requestAnimationFrame(poll); };
  requestAnimationFrame(poll);
  document.addEventListener('DOMContentLoaded', () => { probe.parsed = true; check(); });
  addEventListener('load', check);
}

async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.errors = errors;
  return { context, page };
}

async function measureLoad(browser, url) {
  const { context, page } = await newPage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url);
  await page.waitForFunction(() => globalThis.__pagePerf.interactiveAt !== null, null, { timeout: 30000 });
  const probe = await page.evaluate(() => ({ ...globalThis.__pagePerf }));
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const response of responses) {
    const body = await response.body().catch(() => null);
    if (!body) continue;
    const zipped = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    files.push({ url: response.url().replace(/^.*\/site\//, '').replace(/^http:\/\/[^/]+\//, ''), raw: body.length, gzip: zipped });
  }
  await context.close();
  return {
    interactive: probe.interactiveAt, widgetsReady: probe.readyAt, coreAt: probe.coreAt, widgets: probe.widgets,
    longTasks: probe.longTasks, scriptMs: metric('ScriptDuration') * 1000, taskMs: metric('TaskDuration') * 1000,
    raw, gzip, files, errors: page.errors,
  };
}

// Everything the page loads by the time a reader has scrolled to the end:
// widgets, fonts and (over http) the worker arrive on the way down.
async function measureTransfer(browser, url) {
  const { context, page } = await newPage(browser);
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url);
  await page.waitForFunction(() => globalThis.__pagePerf.interactiveAt !== null, null, { timeout: 30000 });
  for (let i = 0; i < 200; i += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, innerHeight);
      return innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.waitForFunction(() => !document.querySelector('[data-state="loading"], [data-state="computing"]'), null, { timeout: 60000 });
  await page.waitForTimeout(1000);
  const files = [];
  for (const response of responses) {
    const body = await response.body().catch(() => null);
    if (!body) continue;
    // Served from the browser's cache: nothing crossed the network.
    const sizes = await response.request().sizes().catch(() => null);
    if (sizes && sizes.responseBodySize + sizes.responseHeadersSize <= 0) continue;
    files.push({ url: response.url().replace(/^.*\/site\//, '').replace(/^http:\/\/[^/]+\//, ''), raw: body.length,
                 gzip: gzipSync(body, { level: 9 }).length });
  }
  await context.close();
  return files;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

// Sliders to exercise: the widget, the range input inside it, a label for
// the printout, and how a slider position reads as the size it sets.
const ONLY_LOAD = process.argv.includes('--load-only');
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1] : null; // e.g. --only scaling
const SLIDERS_ONLY = process.argv.includes('--sliders-only'); // every slider, no load or transfer figures
const SLIDERS = [
  { section: 'qkv', widget: 'attention-qkv', slider: 'input[type=range]', label: 'qkv: tokens n (1…8)' },
  { section: 'scores', widget: 'attention-scores', slider: 'input[type=range]', label: 'scores: d_k (1…8)' },
  { section: 'scaling', widget: 'attention-scaling', slider: 'input[type=range]', label: 'scaling: d_k = 2^k (1…1024)',
    size: (value) => 2 ** Number(value) },
  { section: 'softmax', widget: 'attention-softmax', slider: 'input[type=range]', label: 'softmax: scale (0.1…100)' },
  { section: 'multi-head', widget: 'attention-multi-head', slider: 'input[type=range]', label: 'multi-head: heads' },
  { section: 'misconceptions', widget: 'attention-misconception-temperature', slider: 'input[type=range]',
    label: 'misconceptions: temperature' },
  { section: 'online-softmax', widget: 'attention-online-softmax', slider: 'input[type=range]', label: 'online softmax: chunk size' },
  // The floor: a slider added by the benchmark that draws nothing, so its
  // figure is only the wait for the frame clock plus the browser's own paint.
  { section: 'top', widget: 'bench-floor', slider: 'input[type=range]', label: 'floor: a slider that draws nothing', floor: true },
];

// A bare range input whose input event announces "drawn" at once.
function addFloorSlider() {
  const host = document.createElement('bench-floor');
  host.dataset.state = 'ready';
  host.style.cssText = 'position: fixed; top: 0; left: 0; z-index: 10; background: white';
  const input = Object.assign(document.createElement('input'), { type: 'range', min: '0', max: '24', step: '1', value: '0' });
  input.setAttribute('aria-label', 'benchmark floor');
  input.addEventListener('input', () => host.dispatchEvent(new CustomEvent('attention-change', { bubbles: true })));
  host.append(input);
  document.body.append(host);
}

// Presses a key on a focused slider and times input event → painted result.
async function timeKey(page, key, mode = 'vsync') {
  await page.evaluate(() => {
    const probe = globalThis.__sliderProbe = { done: false };
    const onInput = (event) => {
      probe.start = event.timeStamp;
      probe.value = event.target.value;
      removeEventListener('input', onInput, true);
    };
    addEventListener('input', onInput, true);
    const onChange = (event) => {
      if (event.target.getAttribute('aria-busy') === 'true') return; // numbers still on their way
      probe.drawnAt = performance.now();
      document.documentElement.getBoundingClientRect(); // style and layout, now
      probe.laidOutAt = performance.now();
      document.removeEventListener('attention-change', onChange, true);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { probe.paintedAt = performance.now(); probe.done = true; };
        channel.port2.postMessage(0);
      });
    };
    document.addEventListener('attention-change', onChange, true);
  });
  if (mode !== 'vsync') await page.waitForTimeout(IDLE_BEFORE_PRESS_MS); // the frame clock stops
  await page.keyboard.press(key);
  try {
    await page.waitForFunction(() => globalThis.__sliderProbe.done, null,
      { timeout: 5000, ...(mode === 'vsync' ? {} : { polling: 10 }) });
  } catch {
    return null; // the value did not change (end of the range)
  }
  const probe = await page.evaluate(() => globalThis.__sliderProbe);
  return { value: probe.value, drawn: probe.drawnAt - probe.start, laidOut: probe.laidOutAt - probe.start,
           painted: probe.paintedAt - probe.start };
}

const IDLE_BEFORE_PRESS_MS = 60;

async function measureSlider(browser, url, spec, mode) {
  const { context, page } = await newPage(browser);
  // The chapter page that holds the section (web/course.mjs), not a forward to it.
  await page.goto(`${url.replace(/[^/]*$/, pageOf(spec.section))}#${spec.section}`);
  // A step's widget is guarded by a prediction until the reader answers it
  // (<attention-predict>): revealed, as a reader who answered sees it.
  await page.evaluate(() => { for (const predict of document.querySelectorAll('attention-predict')) predict.setAttribute('revealed', ''); });
  if (spec.floor) await page.evaluate(addFloorSlider);
  const widget = page.locator(spec.widget).first();
  if (await widget.count() === 0) { await context.close(); return null; }
  await widget.scrollIntoViewIfNeeded();
  await page.waitForFunction((tag) => document.querySelector(tag)?.dataset.state === 'ready', spec.widget, { timeout: 30000 });
  // The far widgets are built in idle time after load: let that finish, so
  // none of their first drawings lands inside a timed key press.
  await page.waitForFunction(() => !document.querySelector('[data-state="loading"]'), null, { timeout: 30000, polling: 100 });
  const slider = widget.locator(spec.slider).first();
  await slider.focus();
  const samples = [];
  const max = Number(await slider.getAttribute('max'));
  const min = Number(await slider.getAttribute('min'));
  const step = Number(await slider.getAttribute('step')) || 1;
  const positions = Math.min(24, Math.round((max - min) / step));
  await page.keyboard.press('Home');
  await page.waitForTimeout(300);
  for (let i = 0; i < positions; i += 1) {
    const sample = await timeKey(page, 'ArrowRight', mode);
    if (sample) samples.push(sample);
  }
  for (let i = 0; i < positions; i += 1) {
    const sample = await timeKey(page, 'ArrowLeft', mode);
    if (sample) samples.push(sample);
  }
  await context.close();
  return samples;
}

function fmt(value, digits = 1) {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

// Before/after load times, the two builds' loads interleaved.
async function compareLoads(browser) {
  const servers = [await serveSite(compareDir), await serveSite(siteDir)];
  const builds = [['before', compareDir, servers[0]], ['after', siteDir, servers[1]]];
  console.log(`Load times, before = ${compareDir}, after = ${siteDir}, ${RUNS} loads each, interleaved\n`);
  console.log('| page | build | interactive (ms) | core ready (ms) | widgets drawn (ms) | all runs, interactive |');
  console.log('|---|---|---|---|---|---|');
  try {
    for (const [name, section] of [['file://', null], ['http://127.0.0.1', null], ['file:// #scaling', 'scaling']]) {
      const loads = builds.map(() => []);
      const file = pageOf(section);
      const suffix = section ? `#${section}` : '';
      for (let i = 0; i < RUNS; i += 1) {
        for (const [b, [, dir, server]] of builds.entries()) {
          const url = name.startsWith('http') ? `http://127.0.0.1:${server.address().port}/${file}${suffix}`
            : `${pathToFileURL(join(dir, file)).href}${suffix}`;
          loads[b].push(await measureLoad(browser, url));
        }
      }
      const medians = loads.map((list) => median(list.map((l) => l.interactive)));
      for (const [b, [label]] of builds.entries()) {
        const list = loads[b];
        console.log(`| ${name} | ${label} | ${fmt(medians[b], 0)} | ${fmt(median(list.map((l) => l.coreAt)), 0)} `
          + `| ${fmt(median(list.map((l) => l.widgetsReady)), 0)} | ${list.map((l) => fmt(l.interactive, 0)).join(', ')} |`);
      }
      console.log(`| ${name} | after / before | ${(medians[1] / medians[0]).toFixed(2)} | | | |`);
      for (const list of loads) for (const load of list) if (load.errors.length) console.log(`  page errors: ${load.errors.join('; ')}`);
    }
  } finally {
    for (const server of servers) server.close();
  }
}

// One table of slider figures for one browser (one frame-clock mode).
async function printSliders(browser, mode, httpUrl, fileUrl) {
  console.log(`\nSliders, ${mode === 'vsync' ? 'vsync-paced frame clock (Chromium\'s default, 60 Hz)'
    : `frame clock unthrottled (${UNTHROTTLED_ARGS.join(' ')}, idle before each press, no rAF polling)`}: input event → painted result (ms), over http and file://:`);
  console.log('| slider | page | median | max | at the largest size | median, input → numbers drawn | … and laid out |');
  console.log('|---|---|---|---|---|---|---|');
  for (const spec of SLIDERS.filter((s) => !ONLY || s.section === ONLY || s.floor)) {
    for (const [name, url] of [['http', httpUrl], ['file', fileUrl]]) {
      const samples = await measureSlider(browser, url, spec, mode);
      if (!samples) { console.log(`| ${spec.label} | ${name} | (no such widget) | | |`); break; }
      const painted = samples.map((s) => s.painted);
      const size = spec.size ?? Number;
      const top = Math.max(...samples.map((s) => size(s.value)));
      const atTop = samples.filter((s) => size(s.value) === top).map((s) => s.painted);
      const small = samples.filter((s) => size(s.value) <= 256).map((s) => s.painted);
      console.log(`| ${spec.label} | ${name} | ${fmt(median(small.length ? small : painted))} | ${fmt(Math.max(...(small.length ? small : painted)))} `
        + `| ${spec.size ? `${fmt(median(atTop))} at ${top}` : ''} | ${fmt(median(samples.map((s) => s.drawn)))} | ${fmt(median(samples.map((s) => s.laidOut)))} |`);
    }
  }
}

async function main() {
  if (compareDir) {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      await compareLoads(browser);
    } finally {
      await browser.close();
    }
    return;
  }
  const server = await serveSite();
  const httpUrl = `http://127.0.0.1:${server.address().port}/${pageOf(null)}`;
  const fileUrl = pathToFileURL(join(siteDir, pageOf(null))).href;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    console.log(`Page speed of site/${pageOf(null)}, or of the chapter that holds the #hash (headless Chromium ${browser.version()}, median of ${RUNS} loads)\n`);
    console.log('| page | interactive (ms) | core ready (ms) | widgets drawn (ms) | widgets | long tasks (ms) | script (ms) |');
    console.log('|---|---|---|---|---|---|---|');
    let transfer = null;
    const errors = new Set();
    for (const [name, url] of (ONLY || SLIDERS_ONLY ? [] : [['file://', fileUrl], ['http://127.0.0.1', httpUrl],
      ['file:// #scaling', `${fileUrl.replace(/[^/]*$/, pageOf('scaling'))}#scaling`],
      ['http #walkthrough', `${httpUrl.replace(/[^/]*$/, pageOf('walkthrough'))}#walkthrough`]])) {
      const loads = [];
      for (let i = 0; i < RUNS; i += 1) loads.push(await measureLoad(browser, url));
      for (const load of loads) for (const e of load.errors) errors.add(e);
      transfer ??= loads[0];
      console.log(`| ${name} | ${fmt(median(loads.map((l) => l.interactive)), 0)} `
        + `| ${fmt(median(loads.map((l) => l.coreAt)), 0)} | ${fmt(median(loads.map((l) => l.widgetsReady)), 0)} `
        + `| ${loads[0].widgets} | ${fmt(median(loads.map((l) => l.longTasks)), 0)} | ${fmt(median(loads.map((l) => l.scriptMs)), 0)} |`);
    }
    if (transfer) console.log(`\nTransfer until interactive (file:// load): ${(transfer.raw / 1024).toFixed(1)} KB raw, ${(transfer.gzip / 1024).toFixed(1)} KB gzip (target < 400 KB)`);
    for (const f of (transfer?.files ?? []).sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${f.url.padEnd(44)} ${(f.raw / 1024).toFixed(1).padStart(8)} KB ${(f.gzip / 1024).toFixed(1).padStart(8)} KB gzip`);
    }
    for (const [name, url] of ONLY || SLIDERS_ONLY ? [] : [['file://', fileUrl], ['http', httpUrl]]) {
      const files = await measureTransfer(browser, url);
      const unique = files.filter((f, i) => files.findIndex((g) => g.url === f.url) === i);
      const sum = (key, list = unique) => list.reduce((total, f) => total + f[key], 0) / 1024;
      console.log(`\nTransfer after scrolling to the end (${name}): ${unique.length} files, ${sum('raw').toFixed(1)} KB raw, `
        + `${sum('gzip').toFixed(1)} KB gzip (target < 400 KB); counting repeated loads too: ${sum('gzip', files).toFixed(1)} KB gzip`);
      console.log(`  of which fonts: ${files.filter((f) => f.url.endsWith('.woff2')).length} files, `
        + `${(files.filter((f) => f.url.endsWith('.woff2')).reduce((t, f) => t + f.gzip, 0) / 1024).toFixed(1)} KB; `
        + `files loaded twice: ${files.filter((f, i) => files.findIndex((g) => g.url === f.url) !== i).map((f) => f.url).join(', ') || 'none'}`);
    }
    if (!ONLY_LOAD) {
      for (const mode of MODES) {
        const sliderBrowser = mode === 'vsync' ? browser
          : await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...UNTHROTTLED_ARGS] });
        try {
          await printSliders(sliderBrowser, mode, httpUrl, fileUrl);
        } finally {
          if (sliderBrowser !== browser) await sliderBrowser.close();
        }
      }
    }
    if (errors.size) console.log(`\nPage errors seen: ${[...errors].join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error?.stack ?? error);
  process.exit(1);
});
