// Where a slider step's time goes: records a DevTools trace (Tracing domain)
// and a CPU profile while pressing ArrowRight/ArrowLeft on one widget's
// slider, then prints the main thread's time per trace event (style, layout,
// paint, script…) and the hottest JavaScript functions (self time).
// A diagnostic, not a test:
//   node tests/bench/slider_trace.mjs multi-head [--site DIR] [--http]

import { chromium } from 'playwright-core';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const siteArg = process.argv.indexOf('--site');
const siteDir = siteArg > 0 ? resolve(process.argv[siteArg + 1]) : join(repoDir, 'site');
const section = process.argv[2] ?? 'qkv';
const WIDGETS = { qkv: 'attention-qkv', scores: 'attention-scores', scaling: 'attention-scaling', softmax: 'attention-softmax',
  'multi-head': 'attention-multi-head', misconceptions: 'attention-misconception-temperature', 'online-softmax': 'attention-online-softmax' };
const PRESSES = Number(process.env.PRESSES ?? 12);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu',
  '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${pathToFileURL(join(siteDir, 'index.html')).href}#${section}`);
const widget = page.locator(WIDGETS[section]).first();
await widget.scrollIntoViewIfNeeded();
await page.waitForFunction((tag) => document.querySelector(tag)?.dataset.state === 'ready', WIDGETS[section]);
const slider = widget.locator('input[type=range]').first();
await slider.focus();
await page.keyboard.press('Home');
await page.waitForTimeout(500);
const cdp = await context.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
await cdp.send('Profiler.start');
for (let i = 0; i < PRESSES; i += 1) {
  await page.keyboard.press(i < PRESSES / 2 ? 'ArrowRight' : 'ArrowLeft');
  await page.waitForTimeout(120);
}
const { profile } = await cdp.send('Profiler.stop');
const finished = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
await cdp.send('Tracing.end');
await finished;

// The renderer's main thread: the thread that ran the page's event dispatch.
const main = events.find((e) => e.name === 'EventDispatch');
const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const totals = new Map();
for (const e of onMain) totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
console.log(`${section}: ${PRESSES} key presses, main-thread time per event (ms per press, nested events overlap)`);
for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 16)) console.log(`  ${name.padEnd(28)} ${(ms / PRESSES).toFixed(2)}`);

// How much each style recalc and layout had to visit.
const stat = (name, pick) => {
  const values = onMain.filter((e) => e.name === name).map(pick).filter(Number.isFinite);
  return values.length ? `${name}: ${values.length} runs, max ${Math.max(...values)}` : `${name}: none`;
};
console.log(stat('UpdateLayoutTree', (e) => e.args?.elementCount));
console.log(stat('Layout', (e) => e.args?.beginData?.dirtyObjects), '(dirty objects)',
  stat('Layout', (e) => e.args?.beginData?.totalObjects), '(total objects)');
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => {
  const { callFrame } = byId.get(id);
  const key = `${callFrame.functionName || "(anon)"} ${callFrame.url.split("/").pop()}:${callFrame.lineNumber + 1}:${callFrame.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
console.log('hottest functions, self time (ms per press):');
for (const [key, ms] of [...self].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 14)) {
  console.log(`  ${key.slice(0, 70).padEnd(70)} ${(ms / PRESSES).toFixed(2)}`);
}
// Inclusive time (a function and everything it called): which top-level
// step of the widget's update is the expensive one.
const parent = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
const inclusive = new Map();
profile.samples.forEach((id, i) => {
  const seen = new Set();
  for (let node = id; node !== undefined; node = parent.get(node)) {
    const { callFrame } = byId.get(node);
    if (!callFrame.url.includes('app.js') && !callFrame.url.includes('attention-math')) continue;
    const key = `${callFrame.functionName || '(anon)'} ${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}`;
    if (seen.has(key)) continue; // recursion: count a sample once per function
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
});
console.log('page functions, inclusive time (ms per press):');
for (const [key, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 24)) {
  console.log(`  ${key.slice(0, 70).padEnd(70)} ${(ms / PRESSES).toFixed(2)}`);
}
await browser.close();
