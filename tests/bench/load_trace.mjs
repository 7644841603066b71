// Where a page load's time goes: records a DevTools trace from navigation
// until the WebAssembly core is ready, then prints, on one time line (ms from
// navigation start): each request's start and end, the main thread's long
// tasks with what filled them, and the wasm compile events.
// A diagnostic, not a test:
//   node tests/bench/load_trace.mjs [--http] [--site DIR] [--hash scaling]
// (the first chapter, or with --hash the chapter that holds that section)
// and, added to that time line:
//   --busy        how busy the main thread was, per 25 ms
//   --self        main-thread self time per trace event until the core was ready
//   --js          JavaScript self time per function (V8's sampling profiler)
//   --layouts     every style recalc, layout and paint over 3 ms, with object counts
//   --longest     the event tree of the longest main-thread task (--fine: down to 0.02 ms)
//   --events N    every main-thread event over N ms, nested
//   --scripts     script evaluations, function calls, idle callbacks
//   --init CODE   runs CODE in the page before its scripts (to test a hypothesis)

import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHAPTERS, chapterOfSection } from '../../web/course.mjs';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : null; };
const siteDir = resolve(arg('--site') ?? join(repoDir, 'site'));
const hash = arg('--hash') ? `#${arg('--hash')}` : '';
// The chapter that holds the section (web/course.mjs), else the first one.
const chapter = (arg('--hash') && chapterOfSection(arg('--hash'))?.file) || CHAPTERS[0].file;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };

const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^\/+/, '');
  try {
    const body = await readFile(join(siteDir, path || 'index.html'));
    response.writeHead(200, { 'content-type': TYPES[extname(path || '.html')] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const url = process.argv.includes('--http')
  ? `http://127.0.0.1:${server.address().port}/${chapter}${hash}`
  : `${pathToFileURL(join(siteDir, chapter)).href}${hash}`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu',
  '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
// --init CODE runs in the page before its scripts (for experiments: stub an API, add a style).
if (arg('--init')) await page.addInitScript(arg('--init'));
const cdp = await context.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
await cdp.send('Tracing.start', {
  categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.wasm,disabled-by-default-v8.wasm.detailed,loading,blink.user_timing,disabled-by-default-v8.cpu_profiler,disabled-by-default-devtools.timeline.stack',
  transferMode: 'ReportEvents',
});
await page.goto(url);
// A page without the core (a stripped-down experiment) is traced for 3 s.
await page.waitForFunction(() => document.documentElement.dataset.core === 'ready', null, { timeout: 3000 }).catch(() => {});
await page.waitForTimeout(300);
const marks = await page.evaluate(() => ({
  core: performance.getEntriesByName('attention-math-core-ready')[0]?.startTime,
  dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd,
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
}));
const finished = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
await cdp.send('Tracing.end');
await finished;

// Navigation start in trace time, and the renderer's main thread.
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart');
const t0 = nav.ts;
const main = events.find((e) => e.name === 'ParseHTML') ?? events.find((e) => e.name === 'EvaluateScript');
const at = (ts) => ((ts - t0) / 1000).toFixed(0).padStart(5);
const lines = [];
// Requests, from the trace (resource timing is empty on file:// pages).
const requests = new Map();
for (const e of events) {
  const id = e.args?.data?.requestId;
  if (!id) continue;
  if (e.name === 'ResourceSendRequest' && !/^(chrome|devtools)/.test(e.args.data.url ?? '') && e.pid === main.pid) requests.set(id, { url: e.args.data.url, start: e.ts, priority: e.args.data.priority });
  if (e.name === 'ResourceFinish' && requests.has(id)) requests.get(id).end = e.ts;
}
for (const r of requests.values()) {
  const name = r.url.startsWith('data:') ? r.url.slice(0, 30) : r.url.split('/').pop().slice(0, 40);
  lines.push([r.start, `request ${name} ${r.priority ?? ''} → ${r.end ? at(r.end) : '?'}`]);
}
lines.push([marks.dcl * 1000 + t0, 'DOMContentLoaded end']);
if (marks.core) lines.push([marks.core * 1000 + t0, 'core ready (answered a first call)']);
if (marks.fcp) lines.push([marks.fcp * 1000 + t0, 'first contentful paint']);
// Main-thread tasks over 8 ms, with their largest children.
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= t0);
for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur > 8000)) {
  const inside = new Map();
  for (const e of onMain) {
    if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || e.name === 'RunTask') continue;
    inside.set(e.name, Math.max(inside.get(e.name) ?? 0, e.dur / 1000));
  }
  const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n, d]) => `${n} ${d.toFixed(0)}`).join(', ');
  const layout = onMain.find((e) => e.name === 'Layout' && e.ts >= task.ts && e.ts <= task.ts + task.dur);
  const objects = layout ? ` [layout ${layout.args?.beginData?.dirtyObjects}/${layout.args?.beginData?.totalObjects} objects]` : '';
  lines.push([task.ts, `task ${(task.dur / 1000).toFixed(0)} ms: ${top}${objects}`]);
}
// Wasm events on any thread (compile runs on background threads too).
for (const e of events.filter((x) => /wasm/i.test(x.cat) && x.ph === 'X' && x.dur > 2000)) {
  lines.push([e.ts, `wasm ${e.name} ${(e.dur / 1000).toFixed(0)} ms ${e.tid === main.tid ? '(main)' : '(bg)'}`]);
}
lines.sort((a, b) => a[0] - b[0]);
console.log(`${url}\ncore ready at ${marks.core?.toFixed(0) ?? '(no mark)'} ms`);
for (const [ts, text] of lines) console.log(`${at(ts)}  ${text}`);
await browser.close();
server.close();

// How busy the main thread was, per 25 ms of the load (top-level tasks only).
if (process.argv.includes('--busy')) {
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const end = Math.max(...tasks.map((t) => t.ts + t.dur));
  const row = [];
  for (let from = t0; from < end; from += 25000) {
    const busy = tasks.reduce((sum, t) => sum + Math.max(0, Math.min(t.ts + t.dur, from + 25000) - Math.max(t.ts, from)), 0);
    row.push(`${at(from).trim()}:${Math.round(busy / 250)}%`);
  }
  console.log(`main thread busy per 25 ms: ${row.join(' ')}`);
}

// Main-thread self time per trace event name, up to the moment the core was ready.
if (process.argv.includes('--self')) {
  const readyTs = marks.core ? marks.core * 1000 + t0 : Infinity;
  const list = onMain.filter((e) => e.ts < readyTs).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of list) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) stack.at(-1).childDur = (stack.at(-1).childDur ?? 0) + e.dur;
    stack.push(e);
  }
  for (const e of list) self.set(e.name, (self.get(e.name) ?? 0) + (e.dur - (e.childDur ?? 0)) / 1000);
  console.log('main-thread self time (ms):');
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${name.padEnd(40)} ${ms.toFixed(1)}`);
}

if (process.argv.includes('--layouts')) {
  for (const e of onMain.filter((x) => ['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint'].includes(x.name) && x.dur > 3000)) {
    console.log(`${at(e.ts)} ${e.name} ${(e.dur / 1000).toFixed(1)} ms ${JSON.stringify(e.args?.beginData ?? e.args?.elementCount ?? '').slice(0, 150)}`);
  }
}

// Every main-thread event longer than --events N ms (default 4), in time order, nested by depth.
const eventsArg = process.argv.indexOf('--events');
if (eventsArg > 0) {
  const min = Number(process.argv[eventsArg + 1] ?? 4) * 1000;
  const list = onMain.filter((e) => e.dur >= min).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  for (const e of list) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const detail = e.args?.data?.url?.split('/').pop() ?? e.args?.data?.functionName ?? e.args?.data?.type ?? '';
    console.log(`${at(e.ts)} ${'  '.repeat(stack.length)}${e.name} ${(e.dur / 1000).toFixed(1)} ${String(detail).slice(0, 50)}`);
    stack.push(e);
  }
}

// JavaScript self time per function (the V8 sampling profiler, from the trace).
if (process.argv.includes('--js')) {
  const nodes = new Map();
  const self = new Map();
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === main.pid)) {
    const data = e.args?.data?.cpuProfile ?? {};
    for (const n of data.nodes ?? []) nodes.set(n.id, n.callFrame);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, i) => {
      const f = nodes.get(id);
      const key = f ? `${f.functionName || '(anon)'} ${String(f.url ?? '').split('/').pop().slice(0, 30)}:${f.lineNumber ?? ''}:${f.columnNumber ?? ''}` : `#${id}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
    });
  }
  console.log('JavaScript self time (ms):');
  for (const [key, ms] of [...self].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${key.slice(0, 80).padEnd(80)} ${ms.toFixed(1)}`);
}

if (process.argv.includes('--scripts')) {
  for (const e of onMain.filter((x) => /EvaluateScript|v8.compile|v8.parse|V8.Compile|CompileScript|v8.produceCache|v8.deserialize|FunctionCall|TimerFire|FireIdle|RunMicrotasks|EventDispatch/.test(x.name) && x.dur > 2000)) {
    console.log(`${at(e.ts)} ${e.name} ${(e.dur / 1000).toFixed(1)} ${JSON.stringify(e.args?.data ?? e.args ?? {}).slice(0, 140)}`);
  }
}


// The whole event tree of the longest main-thread task (every event over 0.3 ms).
if (process.argv.includes('--longest')) {
  const task = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => b.dur - a.dur)[0];
  const inside = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ts >= task.ts && e.ts <= task.ts + task.dur
    && (e.ph !== 'X' || e.dur > (process.argv.includes('--fine') ? 20 : 300))).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const detail = JSON.stringify(e.args?.data ?? e.args?.beginData ?? {}).slice(0, 90);
    console.log(`${at(e.ts)} ${'  '.repeat(stack.length)}${e.ph} ${e.name} ${e.dur ? (e.dur / 1000).toFixed(1) : ''} ${detail}`);
    if (e.ph === 'X') stack.push(e);
  }
}
