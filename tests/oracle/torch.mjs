// Shared by the PyTorch oracle tests: the names other branches are renaming,
// random cases, the call into torch (tests/oracle/torch_oracle.py) and the
// comparisons.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAttentionMath } from '../js/load-module.mjs';
import { PYTHON, generator, testSeed } from '../parity/harness.mjs';

export const am = await loadAttentionMath();


const here = path.dirname(fileURLToPath(import.meta.url));
export const FILLS = [-Infinity, -1e9, -30, 0];

export function seededRandom(defaultSeed) {
  return generator(testSeed(defaultSeed));
}

// Standard normals by Box–Muller from our own small generator: the inputs do
// not come from the code under test.
export function normals(random, count, scale = 1) {
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const u = 1 - random(), v = random();
    out[i] = scale * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
  return out;
}

// Causal, key padding, or both, with one of the four fills; about one case in
// four has a query that sees no key (every key padded, or causal with key 0
// padded so query 0 is blind).
export function randomMask(random, n, m) {
  const mask = {};
  if (random() < 0.5) mask.causal = true;
  const draw = random();
  if (draw < 0.12) mask.keyPadding = Array(m).fill(true);
  else if (draw < 0.25 && mask.causal) mask.keyPadding = Array.from({ length: m }, (_, j) => j === 0 || random() < 0.2);
  else if (draw < 0.6) mask.keyPadding = Array.from({ length: m }, () => random() < 0.3);
  mask.maskFill = random.pick(FILLS);
  return mask;
}

// One attention call: self- or cross-attention (m ≠ n about half the time).
export function attentionCase(random, { maxSize = 7, masks = true } = {}) {
  const n = random.integer(1, maxSize);
  const m = random() < 0.5 ? n : random.integer(1, maxSize);
  const dK = random.integer(1, 8), dV = random.integer(1, 8);
  const scale = random.pick([0.5, 1, 2, 4]);  // larger Q makes softmax far from uniform
  const c = { n, m, dK, dV, Q: normals(random, n * dK, scale), K: normals(random, m * dK), V: normals(random, m * dV) };
  return masks ? { ...c, ...randomMask(random, n, m) } : c;
}

// A case where some query sees no key: every key padded, or (causal) key 0
// padded so that query 0 is blind.
export function blindCase(random, maskFill, causal) {
  const c = attentionCase(random, { masks: false });
  return { ...c, causal, keyPadding: Array.from({ length: c.m }, (_, j) => !causal || j === 0), maskFill };
}

// One multi-head self-attention layer. moduleShaped: dK = dV = dModel/heads
// and fill −∞, what torch.nn.MultiheadAttention supports; otherwise about
// half have that shape, and the fill is any of the four.
export function layerCase(random, { moduleShaped = false } = {}) {
  const heads = random.integer(1, 3), n = random.integer(1, 6);
  let dModel, dK, dV;
  if (moduleShaped || random() < 0.5) {
    dK = dV = random.integer(1, 3);
    dModel = heads * dK;
  } else {
    dModel = random.integer(2, 6);
    dK = random.integer(1, 3);
    dV = random.integer(1, 3);
  }
  const w = (rows, cols) => normals(random, rows * cols, 1 / Math.sqrt(rows));
  return {
    n, dModel, heads, dK, dV, X: normals(random, n * dModel), WQ: w(dModel, heads * dK), WK: w(dModel, heads * dK),
    WV: w(dModel, heads * dV), WO: w(heads * dV, dModel), ...randomMask(random, n, n),
    ...(moduleShaped ? { maskFill: -Infinity } : {}),
  };
}

// Queries the mask leaves with no key at all, whatever the fill.
export function blindRows({ n, m = n, causal, keyPadding }) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    let sees = false;
    for (let j = 0; j < m && !sees; j++) sees = !((causal && j > i) || (keyPadding && keyPadding[j]));
    if (!sees) rows.push(i);
  }
  return rows;
}

const toJson = (c) => JSON.stringify(c, (key, value) => {
  if (ArrayBuffer.isView(value)) return Array.from(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
});
const decode = (value) => {
  if (Array.isArray(value)) return value.map(decode);
  if (typeof value === 'string' && /^(-?Infinity|NaN)$/.test(value)) return Number(value);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
  return value;
};

// torch's answers for a list of cases ({kind, ...}), in one Python process.
export function torchOracle(cases) {
  const out = execFileSync(PYTHON, [path.join(here, 'torch_oracle.py')], {
    input: `[${cases.map(toJson).join(',')}]`, maxBuffer: 1 << 30, encoding: 'utf8',
  });
  const reply = decode(JSON.parse(out));
  torchOracle.version = reply.torch;
  return reply.results;
}

export const describeCase = (c) => {
  const size = c.X ? `n=${c.n} dModel=${c.dModel} heads=${c.heads} dK=${c.dK} dV=${c.dV}` :
    `n=${c.n} m=${c.m} dK=${c.dK} dV=${c.dV}`;
  const mask = `${c.causal ? ' causal' : ''}${c.keyPadding ? ` keyPadding=[${c.keyPadding.map(Number)}]` : ''}`;
  return `${size}${mask}${c.maskFill !== undefined ? ` fill=${c.maskFill}` : ''}`;
};

// Every |ours − torch| ≤ allowed[i]; returns the worst ratio of the two.
// Non-finite entries must agree exactly (same NaN/±∞).
export function assertWithin(ours, theirs, allowed, label) {
  assert.equal(ours.length, theirs.length, `${label}: length ${ours.length}, torch ${theirs.length}`);
  let worst = 0;
  for (let i = 0; i < ours.length; i++) {
    const a = ours[i], b = theirs[i];
    if (!Number.isFinite(b) || !Number.isFinite(a)) {
      assert.ok(Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b)), `${label}[${i}]: ours ${a}, torch ${b}`);
      continue;
    }
    const limit = typeof allowed === 'number' ? allowed : allowed[i];
    const error = Math.abs(a - b);
    assert.ok(error <= limit, `${label}[${i}]: ours ${a}, torch ${b}, off by ${error.toExponential(3)} > allowed ${limit.toExponential(3)}`);
    worst = Math.max(worst, limit > 0 ? error / limit : 0);
  }
  return worst;
}

// For gradients in float64: within `relative` of the largest torch entry (at least 1).
export function assertRelative(ours, theirs, relative, label) {
  let scale = 1;
  for (const v of theirs) if (Number.isFinite(v)) scale = Math.max(scale, Math.abs(v));
  return assertWithin(ours, theirs, relative * scale, label);
}

// Runs check(item, index) for every item, collecting failures instead of
// stopping at the first, so a failing group says how many cases fail and shows
// the first few with torch's numbers and ours. Returns the worst ratio.
export function checkEach(title, items, check) {
  let worst = 0, count = 0;
  const failures = [];
  items.forEach((item, index) => {
    try {
      const ratio = check(item, index);
      if (ratio === undefined) return;  // not in this group
      count++;
      worst = Math.max(worst, ratio);
    } catch (error) {
      count++;
      if (!(error instanceof assert.AssertionError)) throw error;
      failures.push(error.message);
    }
  });
  if (failures.length) {
    assert.fail(`${title}: ${failures.length} of ${count} cases differ from torch; the first:\n  ${failures.slice(0, 4).join('\n  ')}`);
  }
  report(title, count, worst);
  return count;
}

// A summary line that says how much of the allowance was used.
export function report(what, count, worst) {
  console.log(`torch ${torchOracle.version}: ${what}: ${count} cases, worst error ${worst.toPrecision(2)} of the allowance`);
}
