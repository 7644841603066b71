// Before/after for the fast path: two builds of the kernel, run alternately
// in one process (wasm) or one after the other round by round (native), so
// both see the same machine load. Prints one line per case with each build's
// median time per call and the ratio B/A. Asserts nothing.
//
//   node tests/bench/fast_ab.mjs [--rounds R] [--n 4,64,1024] [--heads 1]
//        [--wasm A.js B.js] [--native A_bench B_bench]
//
// --wasm takes two site/attention-math.js files (a module from before the
// Q/K/V and precision names is called with its own q/k/v and dtype);
// --native two builds of cpp/bench/fast_attention_bench. Times are CPU time
// (process.cpuUsage; the native program reports its own), medians over
// rounds, each round a batch of at least 20 ms after 0.5 s of warm-up.
import { loadFastAttention } from './load-build.mjs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2);
function option(name, count = 1) {
  const at = args.indexOf(name);
  return at < 0 ? null : args.slice(at + 1, at + 1 + count);
}
const rounds = Number(option('--rounds')?.[0] ?? 7);
const sizes = (option('--n')?.[0] ?? '4,64,256,1024').split(',').map(Number);
const heads = Number(option('--heads')?.[0] ?? 1);
const D = 64;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const cpuSeconds = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const format = (s) => (s < 1e-3 ? `${(s * 1e6).toFixed(2)} µs` : `${(s * 1e3).toFixed(3)} ms`);

function report(engine, precision, n, a, b) {
  console.log(`${engine} ${precision} n=${n} heads=${heads}: A ${format(median(a))}, B ${format(median(b))}, ` +
              `B/A ${(median(b) / median(a)).toFixed(3)} (${rounds} rounds)`);
}

// Standard normal inputs from a fixed LCG: the same for both builds.
function inputs(Type, count, seed) {
  let state = seed >>> 0;
  const next = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) + 0.5) / 4294967296;
  return Type.from({ length: count }, () => Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next()));
}

const loadBuild = loadFastAttention;

function batchTime(run, options, calls) {
  const t = cpuSeconds();
  for (let i = 0; i < calls; i++) run(options);
  return (cpuSeconds() - t) / calls;
}

async function wasmAB([fileA, fileB]) {
  const runs = [await loadBuild(fileA), await loadBuild(fileB)];
  for (const n of sizes) {
    for (const precision of ['float32', 'float64']) {
      const Type = precision === 'float32' ? Float32Array : Float64Array;
      const count = heads * n * D;
      const options = { Q: inputs(Type, count, 1), K: inputs(Type, count, 2), V: inputs(Type, count, 3), n, dK: D, heads, precision };
      // Warm-up: V8 optimises a wasm function only after many calls (a few
      // hundred at n = 64), and until then times are 2–4× longer.
      for (const run of runs) {
        const start = cpuSeconds();
        while (cpuSeconds() - start < 0.5) batchTime(run, options, 10);
      }
      const calls = Math.max(1, Math.ceil(0.02 / batchTime(runs[0], options, 3)));
      const times = [[], []];
      for (let r = 0; r < rounds; r++) {
        const order = r % 2 ? [1, 0] : [0, 1];  // ABBA: neither build always runs second
        for (const which of order) times[which].push(batchTime(runs[which], options, calls));
      }
      report('wasm', precision, n, times[0], times[1]);
    }
  }
}

function nativeAB([benchA, benchB]) {
  const times = [new Map(), new Map()];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [1, 0] : [0, 1];
    for (const which of order) {
      const out = execFileSync(path.resolve([benchA, benchB][which]), ['0.2', ...sizes.map(String)], { encoding: 'utf8' });
      for (const line of out.trim().split('\n')) {
        const record = JSON.parse(line);
        if (record.heads !== heads) continue;
        const key = `${record.dtype} ${record.n}`;
        if (!times[which].has(key)) times[which].set(key, []);
        times[which].get(key).push(record.median_s);
      }
    }
  }
  for (const [key, a] of times[0]) {
    const [precision, n] = key.split(' ');
    report('native', precision, n, a, times[1].get(key));
  }
}

const wasm = option('--wasm', 2), native = option('--native', 2);
if (!wasm && !native) {
  console.error('usage: node tests/bench/fast_ab.mjs [--rounds R] [--n 4,64,1024] [--wasm A.js B.js] [--native A B]');
  process.exit(2);
}
if (native) nativeAB(native);
if (wasm) await wasmAB(wasm);
