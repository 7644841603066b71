// The JS side of the benchmark (tests/bench/run.sh runs it): our core in wasm
// through the public JS API (Embind included), TensorFlow.js on its WASM
// backend (XNNPACK, SIMD), and plain JS loops. Prints one JSON object per line.
// Asserts nothing: speed is reported, never tested.
//
// Times are CPU time of this process (process.cpuUsage), not wall time, for
// the same reason as the native program: shared machines. Short calls run in
// batches of at least 10 ms. Every engine gets warm-up calls first: V8 runs
// wasm in a baseline tier and optimises hot functions later.
//
// Usage: node tests/bench/js_engines.mjs [seconds per case] [n ...]
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
const createModule = require(path.join(root, 'site/attention-math.js'));
const tf = require('@tensorflow/tfjs-core');
const tfWasm = require('@tensorflow/tfjs-backend-wasm');

// Each module instance adds its own process listeners; the memory probe makes ~20.
process.setMaxListeners(64);

const budget = Number(process.argv[2] ?? 0.5);
const sizes = process.argv.length > 3 ? process.argv.slice(3).map(Number) : [4, 64, 256, 1024, 2048];
const D = 64;
const LONG_N = 16384;

function emit(record) { console.log(JSON.stringify(record)); }
function cpuSeconds() { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; }

// Warm up (at least 3 calls and 0.2 s), then batches of ≥ 10 ms until `budget` s.
function measure(fn, seconds = budget) {
  let t = cpuSeconds();
  let calls = 0;
  while (calls < 3 || cpuSeconds() - t < Math.min(0.2, seconds)) { fn(); calls++; }
  const perCall = (cpuSeconds() - t) / calls;
  const batch = perCall >= 0.01 ? 1 : Math.ceil(0.01 / Math.max(perCall, 1e-7));
  const times = [];
  const start = cpuSeconds();
  while (times.length < 3 || (cpuSeconds() - start < seconds && times.length < 50)) {
    t = cpuSeconds();
    for (let r = 0; r < batch; r++) fn();
    times.push((cpuSeconds() - t) / batch);
  }
  times.sort((a, b) => a - b);
  return { median_s: times[times.length >> 1], runs: times.length, batch };
}

// The same kind of inputs as the native program: standard normal values.
function randomArray(Type, count, seed) {
  let state = seed >>> 0 || 1;
  const next = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) + 0.5) / 4294967296;
  const out = new Type(count);
  for (let i = 0; i < count; i += 2) {
    const r = Math.sqrt(-2 * Math.log(next())), a = 2 * Math.PI * next();
    out[i] = r * Math.cos(a);
    if (i + 1 < count) out[i + 1] = r * Math.sin(a);
  }
  return out;
}

function inputs(dtype, heads, n) {
  const Type = dtype === 'float32' ? Float32Array : Float64Array;
  return { Q: randomArray(Type, heads * n * D, 1), K: randomArray(Type, heads * n * D, 2),
           V: randomArray(Type, heads * n * D, 3) };
}

// What a tutorial author writes by hand: three loops per step, one head at a time.
function attentionLoops({ Q: q, K: k, V: v }, heads, n, Type) {
  const out = new Type(heads * n * D), weights = new Type(n), scale = 1 / Math.sqrt(D);
  for (let h = 0; h < heads; h++) {
    const base = h * n * D;
    for (let i = 0; i < n; i++) {
      let max = -Infinity;
      for (let j = 0; j < n; j++) {
        let s = 0;
        for (let c = 0; c < D; c++) s += q[base + i * D + c] * k[base + j * D + c];
        weights[j] = s * scale;
        if (weights[j] > max) max = weights[j];
      }
      let sum = 0;
      for (let j = 0; j < n; j++) { weights[j] = Math.exp(weights[j] - max); sum += weights[j]; }
      const row = base + i * D;
      for (let j = 0; j < n; j++) {
        const w = weights[j] / sum;
        for (let c = 0; c < D; c++) out[row + c] += w * v[base + j * D + c];
      }
    }
  }
  return out;
}

function tfjsAttention({ Q: q, K: k, V: v }, heads, n) {
  return tf.tidy(() => {
    const Q = tf.tensor3d(q, [heads, n, D]), K = tf.tensor3d(k, [heads, n, D]), V = tf.tensor3d(v, [heads, n, D]);
    const scores = tf.mul(tf.matMul(Q, K, false, true), 1 / Math.sqrt(D));
    return tf.matMul(tf.softmax(scores), V).dataSync();
  });
}

async function main() {
  // One thread, as a page gets without cross-origin isolation (and as our core runs).
  tfWasm.setThreadsCount(1);
  tfWasm.setWasmPaths(path.join(root, 'node_modules/@tensorflow/tfjs-backend-wasm/dist/'));
  await tf.setBackend('wasm');
  await tf.ready();
  emit({ info: 'tfjs', version: tf.version_core, backend: tf.getBackend(),
         simd: tf.env().getBool('WASM_HAS_SIMD_SUPPORT'), threads: 1 });

  const am = await createModule();
  for (const heads of [1, 12]) {
    for (const n of sizes) {
      for (const dtype of ['float32', 'float64']) {
        const data = inputs(dtype, heads, n);
        const Type = dtype === 'float32' ? Float32Array : Float64Array;
        const options = { ...data, n, dK: D, heads, precision: dtype };
        const ours = measure(() => am.fastAttention(options));
        emit({ engine: 'wasm', dtype, heads, n, ...ours, path: am.fastAttention(options).path });
        // The hand-written loops take about 13 s per call at n = 2048 with 12 heads: skipped there.
        if (heads * n * n <= 12 * 1024 * 1024) {
          emit({ engine: 'js', dtype, heads, n, ...measure(() => attentionLoops(data, heads, n, Type)) });
        }
        if (dtype === 'float32') emit({ engine: 'tfjs', dtype, heads, n, ...measure(() => tfjsAttention(data, heads, n)) });
      }
    }
  }
  embindOverhead(am);
  copyCost(am);
  await peakMemory();
}

// An n = 4 attention through the whole JS API, repeated: calls per second.
function embindOverhead(am) {
  for (const dtype of ['float32', 'float64']) {
    const options = { ...inputs(dtype, 1, 4), n: 4, dK: D, precision: dtype };
    for (let i = 0; i < 20000; i++) am.fastAttention(options);
    const calls = 100000, times = [];
    for (let rep = 0; rep < 5; rep++) {
      const t = cpuSeconds();
      for (let i = 0; i < calls / 5; i++) am.fastAttention(options);
      times.push((cpuSeconds() - t) / (calls / 5));
    }
    times.sort((a, b) => a - b);
    emit({ overhead: 'fastAttention n=4', dtype, us_per_call: times[2] * 1e6, calls_per_s: 1 / times[2] });
  }
}

// What handing a result to JS costs: one slice() out of wasm memory, for an
// output (n × 64) and for a weights matrix (n × n).
function copyCost(am) {
  for (const dtype of ['float32', 'float64']) {
    for (const n of sizes) {
      const heap = () => (dtype === 'float32' ? am.HEAPF32 : am.HEAPF64);
      const out = measure(() => heap().slice(0, n * D), 0.1), weights = measure(() => heap().slice(0, n * n), 0.1);
      emit({ copy: true, dtype, n, output_s: out.median_s, weights_s: weights.median_s });
    }
  }
}

// The size of wasm memory after one call in a fresh module instance (memory
// only grows, so this is the peak), including the tiled path at n = 16384.
async function peakMemory() {
  for (const dtype of ['float32', 'float64']) {
    for (const n of [...sizes, ...(process.env.BENCH_NO_LONG ? [] : [LONG_N])]) {
      for (const heads of n === LONG_N ? [1] : [1, 12]) {
        const am = await createModule();
        const before = am.HEAP8.buffer.byteLength;
        const t = cpuSeconds();
        const result = am.fastAttention({ ...inputs(dtype, heads, n), n, dK: D, heads, precision: dtype });
        const seconds = cpuSeconds() - t;
        emit({ memory: true, dtype, heads, n, path: result.path, initial_bytes: before,
               peak_bytes: am.HEAP8.buffer.byteLength, first_call_s: seconds });
      }
    }
  }
}

await main();
