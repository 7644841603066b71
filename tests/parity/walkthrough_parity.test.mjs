// The walkthrough against oracles we did not write.
//
// 1. The seed's own numpy listing: am.walkthrough({seed, dK, dV}).transcript
//    must equal, byte for byte, what the listing printed for those parameters
//    (tests/parity/fixtures/seed_listing.json, made by seed_listing.py; where
//    the seed text is present, a few cases are rerun live).
// 2. Real numpy running the page's own Python script: it must print our
//    transcript, and its arrays must equal ours (the randn-derived ones and
//    the products bit for bit with the reference BLAS, the rest to 1e-12).
// 3. randn and rand against numpy's legacy generator, bit for bit.
//
// Random cases come from AM_TEST_SEED (default 20240612), printed for replay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAttentionMath } from '../js/load-module.mjs';
import { PYTHON, generator, numpyEnvironment, testSeed } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const am = await loadAttentionMath();

const random = generator(testSeed(20240612));
const integer = random.integer;
const env = numpyEnvironment();
const blasNote = env.reference_blas ? '' : ` (numpy uses ${env.blas.join(', ')}, not the reference BLAS)`;
const fmaNote = env.cpu_fma ? '' : ' (this CPU has no FMA: glibc\'s log takes another path)';

function walkthroughCases() {
  const cases = [{ seed: 42, dK: 3, dV: 3 }, { seed: 7, dK: 3, dV: 3 }, { seed: 0, dK: 1, dV: 1 },
    { seed: 4294967295, dK: 64, dV: 64 }];
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

const fixtures = JSON.parse(fs.readFileSync(path.join(here, 'fixtures', 'seed_listing.json'), 'utf8'));

function firstDifference(ours, theirs) {
  const a = ours.split('\n'), b = theirs.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  return `line ${line + 1}:\n  ours:   ${JSON.stringify(a[line])}\n  oracle: ${JSON.stringify(b[line])}`;
}

test('the transcript is what the seed\'s own listing prints (recorded fixtures)', () => {
  const differing = [];
  for (const c of fixtures.cases) {
    const ours = am.walkthrough({ seed: c.seed, dK: c.dK, dV: c.dV }).transcript;
    if (ours !== c.stdout) differing.push(`seed=${c.seed} dK=${c.dK} dV=${c.dV} ${firstDifference(ours, c.stdout)}`);
  }
  console.log(`${fixtures.cases.length - differing.length} of ${fixtures.cases.length} transcripts identical to the listing's`);
  assert.deepEqual(differing, [], `transcripts differ from the seed listing's output${blasNote}`);
});

test('the transcript is what the seed\'s own listing prints (live, where the seed text is present)', (t) => {
  const listing = (...args) => execFileSync(PYTHON, [path.join(here, 'seed_listing.py'), ...args.map(String)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const cases = [[42, 3, 3], [7, 3, 3], [integer(0, 4294967295), integer(1, 8), integer(1, 8)]];
  try {
    console.log(`seed text: ${listing('where').trim()}`);
  } catch (error) {
    if (error.status !== 3) throw error;
    t.skip('seed text not found (no ../shared/seed/): the recorded fixtures stand in for it');
    return;
  }
  const live = (seed, dK, dV) => listing('run', seed, dK, dV);
  for (const [seed, dK, dV] of cases) {
    const printed = live(seed, dK, dV);
    const recorded = fixtures.cases.find((c) => c.seed === seed && c.dK === dK && c.dV === dV);
    if (recorded) assert.equal(recorded.stdout, printed, `fixture for ${seed}/${dK}/${dV} is stale: rerun seed_listing.py generate`);
    const ours = am.walkthrough({ seed, dK, dV }).transcript;
    assert.equal(ours, printed, `seed=${seed} dK=${dK} dV=${dV} ${firstDifference(ours, printed)}`);
  }
});

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
        assert.ok(!exactArrays.has(name), `${name}[${k}] must be bit-identical for ${label}: ${ours[k]} vs ${theirs}${blasNote}`);
        const relative = Math.abs(ours[k] - theirs) / Math.max(Math.abs(theirs), 1e-300);
        worst = Math.max(worst, relative);
        assert.ok(relative <= 1e-12, `${name}[${k}] off by ${relative} for ${label}`);
      });
    }
  });
  console.log(`numpy ${reply.numpy}: ${cases.length} cases, transcripts identical; ` +
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
      assert.ok(Object.is(ours[k], hexToDouble(h)), `${d.kind} seed ${d.seed} value ${k}: ${ours[k]} vs ${h}${fmaNote}`);
    });
  });
  console.log(`${request.length} seeds, ${values} values, all bit-identical to numpy`);
});
