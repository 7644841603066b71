// Trained heads (issue 15): how long a 2-layer model takes, from random
// initialisation, to an induction score ≥ 0.8 on held-out sequences, and
// steps per second, in wasm (Node) and natively, in the same run; peak
// memory; the checkpoint's size. Prints figures, never asserts.
//   node tests/bench/transformer_bench.mjs [--max-steps 2000] [--every 50]
// The recipe is the shipped checkpoint's (cpp/transformer/checkpoint.cpp):
// 2 layers, 1 head, dModel 32, vocab 12, context 24, lr 0.01, batch 16, seed 0.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAttentionMath } from '../js/load-module.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const maxSteps = arg('max-steps', 2000), every = arg('every', 50);
const recipe = { layers: 2, heads: 1, dModel: 32, vocab: 12, context: 24, seed: 0 };
const training = { learningRate: 0.01, batch: 16, seed: 0 };
const HELD_OUT = 12345, SEQUENCES = 64;

// Trains in chunks of `every` steps, scoring after each, until a layer-2
// head reaches induction 0.8. Self-contained: Chromium runs its source too.
async function trainToInduction(am, { recipe, training, maxSteps, every, HELD_OUT, SEQUENCES }) {
  let model = am.transformerInit(recipe);
  let trainMs = 0, reached = null, last = null;
  const t0 = performance.now();
  for (let step = 0; step < maxSteps && reached === null;) {
    const chunk = Math.min(every, maxSteps - step);
    const start = performance.now();
    model = am.transformerTrain({ model, steps: chunk, ...training }).model;
    trainMs += performance.now() - start;
    step += chunk;
    const scores = am.headScores({ model, seed: HELD_OUT, sequences: SEQUENCES });
    last = Math.max(...scores.filter((s) => s.layer === 2).map((s) => s.induction));
    if (last >= 0.8) reached = { step, trainSeconds: trainMs / 1000, wallSeconds: (performance.now() - t0) / 1000 };
  }
  return { reached, last, stepsPerSecond: (reached ? reached.step : maxSteps) / (trainMs / 1000),
    heapBytes: am.HEAP8 ? am.HEAP8.length : null };
}
const loop = { recipe, training, maxSteps, every, HELD_OUT, SEQUENCES };

async function wasmRun() {
  const result = await trainToInduction(await loadAttentionMath(), loop);
  return { ...result, maxRssMiB: process.resourceUsage().maxRSS / 1024 };
}

// The same loop in the page's engine: Chromium, the module as a classic script.
async function chromiumRun() {
  if (!existsSync('/usr/bin/chromium')) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox',
    '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    await page.addScriptTag({ path: path.join(repo, 'site/attention-math.js') });
    const result = await page.evaluate(async ([source, options]) => {
      const train = (0, eval)(`(${source})`);
      return train(await globalThis.AttentionMath(), options);
    }, [trainToInduction.toString(), loop]);
    const heap = await page.evaluate(() => (performance.memory ? performance.memory.usedJSHeapSize : null));
    return { ...result, maxRssMiB: heap === null ? null : heap / 2 ** 20 };
  } finally {
    await browser.close();
  }
}

function nativeRun() {
  const tool = path.join(repo, 'build/native/train_heads');
  if (!existsSync(tool)) return null;
  const args = ['--steps', String(maxSteps), '--every', String(every), '--init', '0', '--seed', '0'];
  const timed = spawnSync('/usr/bin/time', ['-f', 'MAXRSS %M', tool, ...args], { encoding: 'utf8' });
  let reached = null, lastSeconds = 0, lastStep = 0;
  for (const line of timed.stdout.split('\n')) {
    const m = /^step\s+(\d+)\s+([\d.]+)s.*L2H\d prev [\d.]+ dup [\d.]+ ind ([\d.]+)/.exec(line);
    if (!m) continue;
    [lastStep, lastSeconds] = [Number(m[1]), Number(m[2])];
    if (reached === null && Number(m[3]) >= 0.8) reached = { step: lastStep, trainSeconds: lastSeconds };
  }
  const rss = /MAXRSS (\d+)/.exec(timed.stderr);
  return { reached, stepsPerSecond: lastStep / lastSeconds, maxRssMiB: rss ? Number(rss[1]) / 1024 : null };
}

async function checkpointSize() {
  const cpp = path.join(repo, 'build/wasm/generated/pretrained_heads.cpp');
  const am = await loadAttentionMath();
  const m = am.transformerPretrained();
  const parameters = m.embedding.length + m.positional.length + m.unembedding.length +
    m.layers.reduce((s, l) => s + l.WQ.length * 4, 0);
  return { parameters, binaryBytes: parameters * 8, base64Bytes: Math.ceil(parameters * 8 / 3) * 4,
    sourceBytes: existsSync(cpp) ? statSync(cpp).size : null,
    moduleBytes: statSync(path.join(repo, 'site/attention-math.js')).size };
}

const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/)?.[1];
console.log(`transformer bench: ${cpu}, node ${process.version}, recipe ${JSON.stringify({ ...recipe, ...training })}`);
console.log(`scoring every ${every} steps on ${SEQUENCES} held-out sequences (seed ${HELD_OUT}); budget ${maxSteps} steps`);
const native = nativeRun();
const wasm = await wasmRun();
const show = (name, r) => {
  if (!r) return console.log(`${name}: not built`);
  const to = r.reached ? `induction ≥ 0.8 at step ${r.reached.step}, ${r.reached.trainSeconds.toFixed(2)} s of training` +
    (r.reached.wallSeconds ? ` (${r.reached.wallSeconds.toFixed(2)} s with scoring)` : '') : `not reached (last ${r.last})`;
  console.log(`${name}: ${to}; ${r.stepsPerSecond.toFixed(0)} steps/s; peak RSS ${r.maxRssMiB?.toFixed(0)} MiB` +
    (r.heapBytes ? `; wasm heap ${(r.heapBytes / 2 ** 20).toFixed(0)} MiB` : ''));
};
show('native', native);
show('wasm (Node)', wasm);
if (!process.argv.includes('--no-chromium')) show('wasm (Chromium; "RSS" = JS heap used)', await chromiumRun());
const size = await checkpointSize();
console.log(`checkpoint: ${size.parameters} parameters = ${size.binaryBytes} bytes as float64 (${size.base64Bytes} in the SINGLE_FILE module's base64), ` +
  `generated source ${size.sourceBytes} bytes; site/attention-math.js ${size.moduleBytes} bytes`);
