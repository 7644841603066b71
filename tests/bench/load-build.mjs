// A build of the module, for the benchmarks that compare builds
// (fast_ab.mjs, js_ratio.mjs): its fastAttention, called with today's
// option names. A build from before the Q/K/V and precision names is called
// with its own q/k/v and dtype.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export async function loadFastAttention(file) {
  const am = await require(path.resolve(file))();
  let legacy = false;
  try {
    am.fastAttention({ Q: [1], K: [1], V: [1], n: 1, dK: 1 });
  } catch (e) {
    legacy = /unknown option/.test(e.message);
  }
  if (!legacy) return (o) => am.fastAttention(o);
  return ({ Q, K, V, n, dK, heads, precision }) => am.fastAttention({ q: Q, k: K, v: V, n, dK, ...(heads === undefined ? {} : { heads }), dtype: precision });
}
