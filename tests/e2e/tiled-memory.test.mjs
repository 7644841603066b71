// Issue 4's memory claim, checked where it matters, in Chromium: attention at
// n = 16,384 with d_k = 64 runs on the tiled path (online softmax, no n×n
// scores) and the wasm memory never passes 64 MB. A few output rows are
// compared with a plain-JS softmax over all 16,384 keys. It prints the peak
// and the time; only memory and correctness are asserted, never speed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, testModulePath } from './browser.mjs';

const N = 16384, D = 64, BUDGET = 64 * 2 ** 20;

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

test(`n = ${N}, d_k = ${D} runs tiled in the browser with peak wasm memory under 64 MB`, async () => {
  const page = await openPage(browser);
  try {
    // The bare module on a blank page of the site's folder: no widget shares its memory.
    await page.setContent('<!doctype html><title>tiled</title>');
    await page.addScriptTag({ path: testModulePath });  // the test module: it has _heapStats
    for (const precision of ['float32', 'float64']) {
      const r = await page.evaluate(async ({ N, D, precision }) => {
        const am = await globalThis.AttentionMath();
        // A small deterministic generator: the same inputs in every run.
        let state = 12345;
        const next = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32) * 2 - 1;
        const make = () => Float32Array.from({ length: N * D }, next);
        const q = make(), k = make(), v = make();
        const start = performance.now();
        const out = am.fastAttention({ Q: q, K: k, V: v, n: N, dK: D, precision });
        const ms = performance.now() - start;
        const peak = am._heapStats().heapSize;
        // Reference rows in float64 JS: softmax over all keys, then ·V.
        const worst = [0, 1, N >> 1, N - 1].reduce((max, i) => {
          const z = new Float64Array(N);
          for (let j = 0; j < N; j++) {
            let s = 0;
            for (let c = 0; c < D; c++) s += q[i * D + c] * k[j * D + c];
            z[j] = s / Math.sqrt(D);
          }
          const top = Math.max(...z);
          let total = 0;
          for (let j = 0; j < N; j++) total += (z[j] = Math.exp(z[j] - top));
          for (let c = 0; c < D; c++) {
            let o = 0;
            for (let j = 0; j < N; j++) o += z[j] * v[j * D + c];
            max = Math.max(max, Math.abs(o / total - out.output[i * D + c]));
          }
          return max;
        }, 0);
        return { path: out.path, ms, peak, worst };
      }, { N, D, precision });
      console.log(`n=${N} d_k=${D} ${precision}: path ${r.path}, peak wasm memory ${(r.peak / 2 ** 20).toFixed(1)} MiB, ` +
                  `${r.ms.toFixed(0)} ms, largest difference from the JS reference ${r.worst.toExponential(2)}`);
      assert.equal(r.path, 'tiled');
      assert.ok(r.peak < BUDGET, `peak ${r.peak} bytes`);
      assert.ok(r.worst < (precision === 'float32' ? 1e-5 : 1e-12), `difference ${r.worst}`);
    }
  } finally {
    await page.closeAll();
  }
});
