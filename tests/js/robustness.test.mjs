// The JS API against the bad-input catalogue (tests/robustness-catalogue.mjs),
// every error's structure (code, call, argument), the text parser against
// Python's float(), recovery from a wasm abort and an out-of-memory, and a
// leak check over 10,000 mixed calls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadTestModule, testModulePath } from './load-module.mjs';
import { API_CASES } from '../robustness-catalogue.mjs';
import { createRecoveringCore } from '../../web/lib/core/module-recovery.js';

// The test module: the shipped one plus the hooks these tests need
// (_heapStats, _testFault, count_emval_handles).
const am = await loadTestModule();
const factory = createRequire(import.meta.url)(testModulePath);

// A call that must work after every catalogued failure: the module is alive.
function stillWorks(core) {
  const r = core.attention({ n: 1, m: 1, dK: 1, dV: 1, Q: [1], K: [1], V: [3] });
  assert.equal(r.output[0], 3);
}

// The documented codes are the .d.ts's AttentionMathErrorCode union: a code
// the API throws but the types do not list fails here (and so does the
// fallback 'invalid' of an error that lost its structure).
const dts = readFileSync(new URL('../../web/types/attention-math.d.ts', import.meta.url), 'utf8');
const union = /type AttentionMathErrorCode =([^;]+);/.exec(dts.replace(/\/\/.*$/gm, ''))[1];
const CODES = new Set([...union.matchAll(/'(\w+)'/g)].map((m) => m[1]));

// What each call's arguments are called. An options call lists its options
// itself, in the unknown_option error (params.known); a positional call
// (randn, numpyStr, parseMatrix) has its parameter names in the .d.ts.
const argumentNames = new Map();
function namesOf(call) {
  if (argumentNames.has(call)) return argumentNames.get(call);
  const parameters = new RegExp(`^ {2}${call}\\(([^)]*)\\)`, 'm').exec(dts)[1];
  let names = parameters.split(',').map((p) => /^\s*(\w+)/.exec(p)[1]);  // object types use ';', not ','
  if (names.length === 1 && names[0] === 'options') {
    try {
      am[call]({ '?': 0 });
      assert.fail(`${call} accepted an unknown option`);
    } catch (error) {
      assert.equal(error.code, 'unknown_option', `${call}: ${error.message}`);
      names = error.params.known.split(', ');
    }
  }
  argumentNames.set(call, names);
  return names;
}

// Every error the API throws: an Error with a documented code, the call, and
// an argument the call has (a nested one as 'state.WQ'), or '' for the call
// as a whole (arity, out of memory, a product of sizes over the limit).
function assertStructured(error, call) {
  assert.ok(error instanceof Error, `${call} threw ${typeof error}, not an Error`);
  assert.equal(error.call, call, `call of "${error.message}"`);
  assert.ok(CODES.has(error.code), `code '${error.code}' of "${error.message}" is one of ${[...CODES].join(', ')}`);
  assert.equal(typeof error.argument, 'string');
  if (error.code === 'unknown_option') return;  // the argument is the caller's unknown key
  if (error.argument !== '') {
    const head = error.argument.split('.')[0];
    assert.ok(namesOf(call).includes(head), `argument '${error.argument}' of "${error.message}" is one of ${call}'s: ${namesOf(call).join(', ')}`);
    assert.match(error.message, new RegExp(`^${call}: ${error.argument.replace('.', '\\.')}: `), 'the message names the argument');
  }
  assert.equal(Object.getPrototypeOf(error.params), Object.prototype, 'params is a plain object');
  for (const [key, value] of Object.entries(error.params)) {
    assert.ok(typeof value === 'number' || typeof value === 'string', `params.${key} is a number or a string`);
  }
}

for (const entry of API_CASES) {
  test(`API catalogue, ${entry.group}: ${entry.name}`, () => {
    if (entry.error) {
      assert.throws(() => am[entry.call](...entry.args(am)), (error) => {
        assertStructured(error, entry.call);
        assert.match(error.message, new RegExp(`^${entry.call}: `), 'the message starts with the call');
        assert.match(error.message, entry.error);
        if (entry.code !== undefined) assert.equal(error.code, entry.code, error.message);
        if (entry.argument !== undefined) assert.equal(error.argument, entry.argument, error.message);
        return true;
      });
    } else {
      assert.ok(entry.check(am[entry.call](...entry.args(am))), `${entry.call} result failed its check`);
    }
    stillWorks(am);
  });
}

test('every call reports its own arity, options and unknown options with structure', () => {
  const calls = [...dts.matchAll(/^ {2}(\w+)\(([^)]*)\)/gm)].map((m) => ({ call: m[1], parameters: m[2] }))
    .filter(({ call }) => typeof am[call] === 'function' && call !== 'fastAttention');  // the fast path: its own branch
  assert.ok(calls.length >= 20, `${calls.length} calls`);
  for (const { call, parameters } of calls) {
    const arity = parameters.trim() === '' ? 0 : parameters.split(',').length;
    assert.throws(() => am[call](...Array(arity + 1).fill({})), (error) => {
      assertStructured(error, call);
      assert.equal(error.code, 'arity');
      assert.equal(error.argument, '');
      return true;
    });
    if (!/^options\b/.test(parameters.trim())) continue;
    for (const junk of [null, 'n=2', [1, 2], 3]) {
      assert.throws(() => am[call](junk), (error) => {
        assertStructured(error, call);
        assert.equal(error.code, 'type', error.message);
        assert.equal(error.argument, '', 'a wrong options argument is about the call as a whole');
        return true;
      });
    }
    assert.ok(namesOf(call).length >= 1, `${call} lists its options`);
  }
});

test('parseMatrix reads what the page accepts, and agrees with Python float()', () => {
  const r = am.parseMatrix('0.1, -2e-3 ; .5 7\n-inf,  Infinity\r\n−∞ ∞');
  assert.equal(r.rows, 4);
  assert.equal(r.cols, 2);
  assert.ok(r.values instanceof Float64Array);
  // Random decimal spellings, parsed by the core and by CPython.
  const spellings = ['0.1', '-2e-3', '.5', '7'];
  for (let i = 0; i < 200; i += 1) {
    const mantissa = (Math.random() * 2e6 - 1e6).toFixed(Math.floor(Math.random() * 12));
    spellings.push(Math.random() < 0.5 ? mantissa : `${mantissa}e${Math.floor(Math.random() * 600) - 300}`);
  }
  const ours = Array.from(am.parseMatrix(spellings.join(' ')).values).slice(0, 4).concat(
    Array.from(am.parseMatrix(spellings.slice(4).join(', ')).values));
  const python = JSON.parse(execFileSync('/usr/bin/python3', ['-c',
    'import json,sys; print(json.dumps([float(s) for s in sys.argv[1:]]))', ...spellings], { encoding: 'utf8' }));
  assert.deepEqual(ours, python);
  assert.ok(Number.isNaN(am.parseMatrix('nan').values[0]));
});

test('no allocation before the limit check: a refused giant call leaves the heap as it was', () => {
  const before = am._heapStats().heapSize;
  assert.throws(() => am.randn(0, 1e9, 1e9), /randn: rows x cols/);
  assert.throws(() => am.attention({ n: 4096, m: 4096, dK: 4096, dV: 4096, Q: [], K: [], V: [] }), /attention: /);
  assert.equal(am._heapStats().heapSize, before);
});

test('a wasm abort is caught, reported, and the module re-created', async () => {
  const reports = [];
  const core = await createRecoveringCore(() => factory({ printErr: () => {} }), { onFailure: (r) => reports.push(r) });
  stillWorks(core);
  assert.throws(() => core._testFault('abort', 0), /_testFault: the calculator failed \(.*[Aa]bort.*\) and has been restarted/);
  assert.throws(() => core.walkthrough({}), /restarting/, 'calls during the restart are refused, not sent to the dead instance');
  await core.whenReady();
  assert.equal(reports.length, 1);
  assert.equal(reports[0].restarted, true);
  stillWorks(core);
  assert.equal(core.walkthrough({ seed: 1 }).transcript, am.walkthrough({ seed: 1 }).transcript);
});

test('an out-of-memory is reported as such and the module re-created', async () => {
  const reports = [];
  const core = await createRecoveringCore(() => factory(), { onFailure: (r) => reports.push(r) });
  // 3.5 GiB: over the module's 2 GiB ceiling, so malloc fails for real.
  assert.throws(() => core._testFault('allocate', 3.5 * 2 ** 30), /out of memory.*restarted/);
  await core.whenReady();
  assert.equal(reports.length, 1);
  stillWorks(core);
  assert.equal(core._testFault('allocate', 1024), 1024, 'a small allocation still works');
  assert.equal(core.restartCount(), 1);
});

// 10,000 calls of every kind, a fifth of them failing. After a warm-up, the
// heap must not grow and malloc's in-use bytes and Embind's live handles
// must come back to where they were.
test('10,000 mixed API calls leave WASM memory and Embind handles flat', () => {
  const calls = [
    () => am.attention({ n: 6, m: 6, dK: 4, dV: 3, Q: am.randn(1, 6, 4), K: am.randn(2, 6, 4), V: am.randn(3, 6, 3), causal: true }),
    () => am.walkthrough({ seed: 7, dK: 5, dV: 2 }),
    () => am.softmax({ rows: 2, cols: 3, logits: [1, 2, 3, -Infinity, 0, 1] }),
    () => am.multiHeadAttention({ n: 3, dModel: 4, heads: 2, X: am.randn(4, 3, 4), WQ: am.randn(5, 4, 4), WK: am.randn(6, 4, 4), WV: am.randn(7, 4, 4), WO: am.randn(8, 4, 4) }),
    () => am.numpyStr([0.5, -1, 1e-9, NaN]),
    () => am.parseMatrix('1 2; 3 4'),
    () => am.dotProducts({ seed: 3, dK: 16, count: 50 }),
    () => am.attentionParams({ dModel: 512, heads: 8 }),
  ];
  const failing = API_CASES.filter((c) => c.error);
  let failures = 0;
  const run = (count) => {
    for (let i = 0; i < count; i += 1) {
      if (i % 5 === 4) {
        const c = failing[i % failing.length];
        try { am[c.call](...c.args(am)); } catch { failures += 1; }
      } else {
        calls[i % calls.length]();
      }
    }
  };
  const snapshot = () => ({ ...am._heapStats(), handles: am.count_emval_handles() });
  run(1000); // warm-up: the heap reaches its working size
  const start = snapshot();
  const samples = [];
  for (let block = 0; block < 9; block += 1) {
    run(1000);
    samples.push(snapshot());
  }
  const end = samples.at(-1);
  console.log(`leak check, 10,000 API calls (${failures} failed on purpose):`);
  console.log(`  heap size   ${start.heapSize} → ${end.heapSize} bytes`);
  console.log(`  malloc'd    ${start.inUse} → ${end.inUse} bytes (per 1,000 calls: ${samples.map((s) => s.inUse).join(', ')})`);
  console.log(`  live Embind handles ${start.handles} → ${end.handles}`);
  assert.ok(failures >= 1900, 'a fifth of the calls failed');
  assert.equal(end.heapSize, start.heapSize, 'the heap did not grow after warm-up');
  assert.ok(Math.max(...samples.map((s) => s.inUse)) - start.inUse <= 4096, 'in-use bytes stay flat');
  assert.ok(end.handles <= start.handles, 'no Embind handles leak');
});
