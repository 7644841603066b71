// The walkthrough against real numpy: the page's own Python script, run by
// Debian's numpy, must print our transcript byte for byte, and its arrays must
// equal ours (the randn-derived ones bit for bit, the rest to 1e-12 relative).
//
// Cases are random on every run; the generator seed is printed so a failure
// can be replayed with PARITY_SEED=<seed>.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAttentionMath } from '../js/load-module.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PYTHON = '/usr/bin/python3';
const am = await loadAttentionMath();

const paritySeed = Number(process.env.PARITY_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`# PARITY_SEED=${paritySeed}`);

// A small deterministic generator (mulberry32) for the cases themselves.
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(paritySeed);
const integer = (low, high) => low + Math.floor(random() * (high - low + 1));

function walkthroughCases() {
  const cases = [{ seed: 42, dK: 3, dV: 3 }, { seed: 0, dK: 1, dV: 1 }, { seed: 4294967295, dK: 64, dV: 64 }];
  for (let i = 0; i < 30; i++) {
    cases.push({ seed: integer(0, 4294967295), dK: integer(1, i % 3 === 0 ? 64 : 8), dV: integer(1, i % 4 === 0 ? 64 : 8) });
  }
  // Custom tokens and embeddings, including quotes, backslashes and non-ASCII.
  const names = ['Le', 'chat', '"quoted"', 'back\\slash', 'naïve', '日本', "it's", 'x'];
  for (let i = 0; i < 6; i++) {
    const n = integer(1, 8), dModel = integer(1, 12);
    const tokens = Array.from({ length: n }, (_, t) => names[(t + i) % names.length]);
    const X = Array.from({ length: n * dModel }, () => Math.round((random() * 4 - 2) * 1000) / integer(1, 1000));
    cases.push({ seed: integer(0, 4294967295), dK: integer(1, 8), dV: integer(1, 8), tokens, X, dModel });
  }
  return cases;
}

function runNumpy(request) {
  const out = execFileSync(PYTHON, [path.join(here, 'run_scripts.py')], {
    input: JSON.stringify(request), maxBuffer: 1 << 28, encoding: 'utf8',
  });
  return JSON.parse(out);
}

const hexToDouble = (h) => {
  // float.hex() -> number, exactly: sign, mantissa digits, binary exponent.
  if (h === 'inf' || h === '-inf' || h === 'nan') return Number(h.replace('inf', 'Infinity').replace('nan', 'NaN'));
  const m = /^(-?)0x([01])\.([0-9a-f]*)p([+-]\d+)$/.exec(h);
  assert.ok(m, `unexpected hex float ${h}`);
  const mantissa = BigInt('0x' + m[2] + m[3].padEnd(13, '0'));
  const value = Number(mantissa) * 2 ** (Number(m[4]) - 52);
  return m[1] ? -value : value;
};

const ourName = { W_Q: 'WQ', W_K: 'WK', W_V: 'WV', scores: 'scaledScores' };  // the script keeps the seed's names
const exactArrays = new Set(['X', 'W_Q', 'W_K', 'W_V', 'Q', 'K', 'V', 'scores']);

test('walkthrough scripts run by real numpy print our transcripts and compute our arrays', () => {
  const cases = walkthroughCases();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-parity-'));
  const results = cases.map((c) => am.walkthrough(c));
  const scripts = results.map((w, i) => {
    const file = path.join(dir, `case_${i}.py`);
    fs.writeFileSync(file, w.python);
    return file;
  });
  const reply = runNumpy({ scripts });
  let bitIdentical = 0, compared = 0, worst = 0;
  reply.scripts.forEach((numpyRun, i) => {
    const label = JSON.stringify(cases[i]);
    assert.equal(results[i].transcript, numpyRun.stdout, `transcript differs for ${label}`);
    for (const [name, hexValues] of Object.entries(numpyRun.arrays)) {
      const ours = results[i][ourName[name] ?? name];
      assert.equal(ours.length, hexValues.length, `${name} length for ${label}`);
      hexValues.forEach((h, k) => {
        const theirs = hexToDouble(h);
        compared++;
        if (Object.is(ours[k], theirs)) { bitIdentical++; return; }
        assert.ok(!exactArrays.has(name), `${name}[${k}] must be bit-identical for ${label}: ${ours[k]} vs ${theirs}`);
        const relative = Math.abs(ours[k] - theirs) / Math.max(Math.abs(theirs), 1e-300);
        worst = Math.max(worst, relative);
        assert.ok(relative <= 1e-12, `${name}[${k}] off by ${relative} for ${label}`);
      });
    }
  });
  console.log(`# numpy ${reply.numpy}: ${cases.length} cases, transcripts identical; ` +
              `${bitIdentical}/${compared} values bit-identical, worst relative difference ${worst.toExponential(2)}`);
  fs.rmSync(dir, { recursive: true });
});

test('randn and rand equal numpy\'s legacy generator bit for bit', () => {
  const draws = [{ seed: 0 }, { seed: 1 }, { seed: 4294967295 }, { seed: 2 ** 31 }];
  for (let i = 0; i < 120; i++) draws.push({ seed: integer(0, 4294967295) });
  const request = draws.map((d, i) => ({ ...d, kind: i % 5 === 4 ? 'rand' : 'randn', rows: integer(1, 40), cols: integer(1, 40) }));
  // Two long streams: ~200,000 logs through the core's port of glibc's log
  // (and, in wasm, its emulated fused multiply-adds), compared bit for bit.
  for (let i = 0; i < 2; i++) request.push({ seed: integer(0, 4294967295), kind: 'randn', rows: 400, cols: 500 });
  const reply = runNumpy({ draws: request });
  let values = 0;
  request.forEach((d, i) => {
    const ours = am[d.kind](d.seed, d.rows, d.cols);
    reply.draws[i].forEach((h, k) => {
      values++;
      assert.ok(Object.is(ours[k], hexToDouble(h)), `${d.kind} seed ${d.seed} value ${k}: ${ours[k]} vs ${h}`);
    });
  });
  console.log(`# ${request.length} seeds, ${values} values, all bit-identical to numpy`);
});
