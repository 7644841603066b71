// The fast path against a well-written JS loop, in one process: for each
// build given, the median time of `am.fastAttention` (float64, one head,
// d_k = 64) at each n, the median time of the JS loop below on the same
// inputs, and their ratio (JS / wasm). Builds and the loop run in turn, round
// by round (ABBA), so every ratio sees the same machine load; and the n = 4
// call's µs per call through the whole JS API. Asserts nothing: speed is
// reported, never tested.
//
//   node tests/bench/js_ratio.mjs [--rounds R] [--n 1024] [--precision float64] A.js [B.js ...]
//
// Times are CPU time (process.cpuUsage), each round a batch of at least
// 50 ms after 1 s of warm-up per engine (V8 optimises wasm and JS late).
import { loadFastAttention } from './load-build.mjs';
import path from 'node:path';

const args = process.argv.slice(2);
function option(name, fallback) {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
}
const rounds = Number(option('--rounds', 9));
const sizes = option('--n', '1024').split(',').map(Number);
const precision = option('--precision', 'float64');
const builds = args;
const D = 64;
const Type = precision === 'float32' ? Float32Array : Float64Array;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const cpuSeconds = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const format = (s) => (s < 1e-3 ? `${(s * 1e6).toFixed(2)} µs` : `${(s * 1e3).toFixed(3)} ms`);

// Standard normal inputs from a fixed LCG: the same for every engine.
function normals(count, seed) {
  let state = seed >>> 0;
  const next = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) + 0.5) / 4294967296;
  return Type.from({ length: count }, () => Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next()));
}

// softmax(Q·Kᵀ/√d)·V as a careful JS author writes it, on plain typed
// arrays: four queries at a time, so that each key row (for Q·Kᵀ) and each
// value row (for P·V) is loaded once for four rows of work, with four
// independent sums in flight (the CPU overlaps them); the max subtracted
// before Math.exp; the division by each row's sum done once per output entry.
// The same blocking a BLAS kernel uses, without SIMD: JS has none.
function attentionLoop(q, k, v, n, m, d, out) {
  const scale = 1 / Math.sqrt(d);
  const s0 = new Float64Array(m), s1 = new Float64Array(m), s2 = new Float64Array(m), s3 = new Float64Array(m);
  const rows = [s0, s1, s2, s3];
  const a0 = new Float64Array(d), a1 = new Float64Array(d), a2 = new Float64Array(d), a3 = new Float64Array(d);
  const accumulators = [a0, a1, a2, a3];
  for (let i0 = 0; i0 < n; i0 += 4) {
    const count = Math.min(4, n - i0);
    const q0 = i0 * d, q1 = Math.min(i0 + 1, n - 1) * d, q2 = Math.min(i0 + 2, n - 1) * d, q3 = Math.min(i0 + 3, n - 1) * d;
    for (let j = 0; j < m; j++) {
      const kj = j * d;
      let a0 = 0, a1 = 0, a2 = 0, a3 = 0;
      for (let c = 0; c < d; c++) {
        const x = k[kj + c];
        a0 += q[q0 + c] * x;
        a1 += q[q1 + c] * x;
        a2 += q[q2 + c] * x;
        a3 += q[q3 + c] * x;
      }
      s0[j] = a0 * scale; s1[j] = a1 * scale; s2[j] = a2 * scale; s3[j] = a3 * scale;
    }
    const sums = [0, 0, 0, 0];
    for (let r = 0; r < count; r++) {
      const s = rows[r];
      let max = -Infinity;
      for (let j = 0; j < m; j++) if (s[j] > max) max = s[j];
      let sum = 0;
      for (let j = 0; j < m; j++) { const e = Math.exp(s[j] - max); s[j] = e; sum += e; }
      sums[r] = sum;
    }
    a0.fill(0); a1.fill(0); a2.fill(0); a3.fill(0);
    for (let j = 0; j < m; j++) {
      const vj = j * d, w0 = s0[j], w1 = s1[j], w2 = s2[j], w3 = s3[j];
      for (let c = 0; c < d; c++) {
        const x = v[vj + c];
        a0[c] += w0 * x;
        a1[c] += w1 * x;
        a2[c] += w2 * x;
        a3[c] += w3 * x;
      }
    }
    for (let r = 0; r < count; r++) {  // a short last block repeats row n − 1 in the rest
      const o = (i0 + r) * d, a = accumulators[r], inverse = 1 / sums[r];
      for (let c = 0; c < d; c++) out[o + c] = a[c] * inverse;
    }
  }
  return out;
}

function batchTime(run, calls) {
  const t = cpuSeconds();
  for (let i = 0; i < calls; i++) run();
  return (cpuSeconds() - t) / calls;
}

function warm(run, seconds) {
  const start = cpuSeconds();
  while (cpuSeconds() - start < seconds) batchTime(run, 1);
}

const loadBuild = async (file) => ({ file, am: { fastAttention: await loadFastAttention(file) } });
const modules = [];
for (const file of builds) modules.push(await loadBuild(file));

for (const n of sizes) {
  const options = { Q: normals(n * D, 1), K: normals(n * D, 2), V: normals(n * D, 3), n, dK: D, precision };
  const out = new Float64Array(n * D);
  const engines = [
    ...modules.map(({ file, am }) => ({ name: path.basename(file), run: () => am.fastAttention(options) })),
    { name: 'JS loop', run: () => attentionLoop(options.Q, options.K, options.V, n, n, D, out) },
  ];
  for (const engine of engines) warm(engine.run, 1);
  const calls = engines.map((engine) => Math.max(1, Math.ceil(0.05 / batchTime(engine.run, 2))));
  const times = engines.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = engines.map((_, i) => i);
    if (r % 2) order.reverse();
    for (const i of order) times[i].push(batchTime(engines[i].run, calls[i]));
  }
  const loop = median(times[times.length - 1]);
  console.log(`n=${n} d=${D} ${precision}, ${rounds} rounds: JS loop ${format(loop)}`);
  modules.forEach(({ file }, i) => {
    const t = median(times[i]);
    console.log(`  ${file}: ${format(t)}, JS loop / wasm ${(loop / t).toFixed(2)}×`);
  });
}

// An n = 4 call through the whole JS API, in turn per build: µs per call.
{
  const options = { Q: normals(4 * D, 1), K: normals(4 * D, 2), V: normals(4 * D, 3), n: 4, dK: D, precision };
  const runs = modules.map(({ am }) => () => am.fastAttention(options));
  for (const run of runs) warm(run, 1);
  const times = runs.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = runs.map((_, i) => i);
    if (r % 2) order.reverse();
    for (const i of order) times[i].push(batchTime(runs[i], 20000));
  }
  modules.forEach(({ file }, i) => console.log(`n=4 ${precision}: ${file}: ${(median(times[i]) * 1e6).toFixed(2)} µs per call`));
}
