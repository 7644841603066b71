// <attention-walkthrough>'s model (web/elements/walkthrough/model.js)
// against the core and against real numpy (/usr/bin/python3): what the page
// prints is the core's transcript, and the page's own script, run by numpy,
// prints that transcript byte for byte, for the default example, fixed and
// random seeds and widths, and embeddings of the reader's own (an edited
// value, added tokens and dimensions, markup as token names, random linked
// states); the weights heatmap is the core's, each row summing to 1, each
// cell named; what a reader typing a bad seed, width, embedding value or
// token name, or a link with unusable embeddings, is told. (The page draws
// these figures: tests/e2e/widget-smoke; typing, links, the editor, the copy
// button: tests/e2e/walkthrough.test.mjs, walkthrough-embeddings.test.mjs.)
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fields, model, prepare, readEmbeddings } from '../../web/elements/walkthrough/model.js';
import { adoptCoreLimits } from '../../web/elements/walkthrough/fields.js';
import { VALUE_SPEC, checkToken } from '../../web/elements/walkthrough/embeddings.js';
import { parseBoundedNumber } from '../../web/lib/fields/parse-value.js';
import { PYTHON, generator, testSeed } from '../parity/harness.mjs';
import { inputs, loadCore, parseField } from './harness.mjs';

const am = await loadCore();
// The page reads its ranges from the core once it has loaded (fields.js).
before(() => adoptCoreLimits(am.limits.walkthrough));

const RUN_SCRIPTS = fileURLToPath(new URL('../parity/run_scripts.py', import.meta.url));

// What the page shows for these field values (tokens and x as their
// attributes, or absent for the seed's sentence), opened with them: a pair
// the page refuses leaves the seed's sentence.
function show(values = {}) {
  const given = inputs(fields, values);
  const read = readEmbeddings(am, given);
  return model(am, { ...given, ...prepare(am, { ...given, embeddings: read.ok ? read.value : null }) });
}

// Real numpy runs each script unchanged and reports what it printed.
function numpyPrints(scripts) {
  const dir = mkdtempSync(join(tmpdir(), 'attention-walkthrough-model-'));
  try {
    const files = scripts.map((script, i) => {
      const file = join(dir, `attention_walkthrough_${i}.py`);
      writeFileSync(file, script);
      return file;
    });
    const reply = JSON.parse(execFileSync(PYTHON, [RUN_SCRIPTS], {
      input: JSON.stringify({ scripts: files }), maxBuffer: 1 << 28, encoding: 'utf8',
    }));
    return reply.scripts.map((run) => run.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Every case: the page prints the core's transcript, and numpy prints it too.
function expectPrinted(cases) {
  const shown = cases.map(({ values }) => show(values));
  shown.forEach((figures, i) => {
    const { values, core } = cases[i];
    assert.ok(figures.transcript.length > 100, 'the core produced a transcript');
    assert.equal(figures.transcript, am.walkthrough(core).transcript, `page output vs core for ${JSON.stringify(values)}`);
    assert.equal(figures.python, am.walkthrough(core).python);
  });
  numpyPrints(shown.map((f) => f.python)).forEach((stdout, i) => {
    assert.equal(stdout, shown[i].transcript, `numpy stdout vs page output for ${JSON.stringify(cases[i].values)}`);
  });
  return shown;
}

const SEED_X = Array.from(am.walkthrough({}).X);
const rowsText = (x, dModel) => Array.from({ length: x.length / dModel }, (_, r) => x.slice(r * dModel, (r + 1) * dModel).join(',')).join('; ');

test('seed 7, d_k 4, d_v 2, the default (42, 3, 3) and random states: page output = core transcript = numpy stdout', () => {
  const random = generator(testSeed(20261201));
  const states = [{ seed: 7, dK: 4, dV: 2 }, { seed: 42, dK: 3, dV: 3 }];
  for (let i = 0; i < 2; i += 1) {
    states.push({ seed: Math.floor(random() * 2 ** 32), dK: 1 + Math.floor(random() * 64), dV: 1 + Math.floor(random() * 64) });
  }
  const [, byDefault] = expectPrinted(states.map((state) => ({ values: state, core: state })));
  assert.deepEqual(show().transcript, byDefault.transcript, 'the fields’ defaults are seed 42, d_k 3, d_v 3');
  assert.equal(show().summary, 'seed 42 · 4 tokens · d_model 6 · d_k 3 · d_v 3');
});

test('embeddings of the reader’s own: an edited value, a token and a dimension added and two removed, markup as names', () => {
  const tokens = ['The', 'cat', 'sat', 'down'];
  // Row 2 ("cat"), column 3 edited to -1.25, as the editor writes it into the attributes.
  const edited = [...SEED_X];
  edited[1 * 6 + 2] = -1.25;
  // Add a token (t5, its cells 0.5), add a dimension, remove two: 5 tokens, d_model 5.
  const grown = Array.from({ length: 5 }, (_, r) => Array.from({ length: 5 }, (__, c) => (r < 4 ? SEED_X[r * 6 + c] : 0.5))).flat();
  const markup = ['<img/src/onerror=__x()>', '<svg/onload=__x()>', 'sat', 'down'];
  // The states tests/e2e/walkthrough-embeddings.test.mjs reaches on the page, and the old ones.
  const [first, second, third] = expectPrinted([
    { values: { tokens: tokens.join(' '), x: rowsText(edited, 6) }, core: { seed: 42, dK: 3, dV: 3, tokens, X: edited, dModel: 6 } },
    { values: { seed: 9, dK: 3, dV: 2, tokens: [...tokens, 't5'].join(' '), x: rowsText(grown, 5) },
      core: { seed: 9, dK: 3, dV: 2, tokens: [...tokens, 't5'], X: grown, dModel: 5 } },
    { values: { seed: 1, dK: 2, dV: 2, tokens: markup.join(' '), x: rowsText(SEED_X, 6) },
      core: { seed: 1, dK: 2, dV: 2, tokens: markup, X: SEED_X, dModel: 6 } },
    { values: { seed: 5, dK: 2, dV: 2, tokens: tokens.join(' '), x: rowsText(edited, 6) },
      core: { seed: 5, dK: 2, dV: 2, tokens, X: edited, dModel: 6 } },
    { values: { seed: 5, dK: 2, dV: 2, tokens: markup.join(' '), x: rowsText(edited, 6) },
      core: { seed: 5, dK: 2, dV: 2, tokens: markup, X: edited, dModel: 6 } },
  ]);
  assert.match(first.python, /\[0\.9, 0\.1, -1\.25, 0\.2, 0\.8, 0\.3\],  # "cat"/);
  assert.equal(second.summary, 'seed 9 · 5 tokens · d_model 5 · d_k 3 · d_v 2');
  assert.deepEqual(second.embeddings.tokens, ['The', 'cat', 'sat', 'down', 't5']);
  // Markup in a token name is printed as text, and labels the heatmap's row and column.
  assert.ok(third.transcript.includes('  <img/src/onerror=__x()>: ['));
  assert.deepEqual(third.weights.rowLabels, markup);
  assert.deepEqual(third.weights.colLabels, markup);
});

test('random linked states with random embeddings print exactly what numpy prints', () => {
  const random = generator(testSeed(20261202));
  const names = ['The', 'cat', 'sat', 'on', 'the', 'mat', 'naïve', 'it’s', '"q"', 'x\\y'];
  const cases = [];
  for (let trial = 0; trial < 4; trial += 1) {
    const n = 1 + Math.floor(random() * 6), dModel = 1 + Math.floor(random() * 8);
    const tokens = Array.from({ length: n }, (_, i) => names[(i + trial * 3) % names.length]);
    const rows = Array.from({ length: n }, () => Array.from({ length: dModel },
      () => Math.round((random() * 4 - 2) * 10 ** (1 + Math.floor(random() * 3))) / 10 ** Math.floor(random() * 4)));
    const seed = Math.floor(random() * 2 ** 32), dK = 1 + Math.floor(random() * 8), dV = 1 + Math.floor(random() * 8);
    // As a link carries them: ?seed=…&dk=…&dv=…&tokens=a b&x=1,2;3,4, read through the fields.
    const values = {};
    for (const [key, text] of [['seed', String(seed)], ['dK', String(dK)], ['dV', String(dV)]]) {
      const parsed = parseField(fields, key, text);
      assert.ok(parsed.ok, parsed.message);
      values[key] = parsed.value;
    }
    Object.assign(values, { tokens: tokens.join(' '), x: rows.map((r) => r.join(',')).join(';') });
    // A value beyond ±1000 is refused, and the page shows the seed's sentence (and says why).
    const read = readEmbeddings(am, values);
    if (!read.ok) assert.match(read.message, /^x: row \d+, column \d+ is -?\d+(\.\d+)?; embedding values are from -1000 to 1000\./);
    cases.push({ values, core: read.ok ? { seed, dK, dV, tokens, X: rows.flat(), dModel } : { seed, dK, dV } });
  }
  console.log(`${cases.filter((c) => c.core.tokens).length} of ${cases.length} random linked embeddings taken (the others beyond ±1000)`);
  expectPrinted(cases);
});

test('the heatmap holds the core’s weights, each row summing to 1, every cell named', () => {
  const state = { seed: 7, dK: 4, dV: 2 };
  const { weights } = show(state);
  const example = am.walkthrough(state);
  const { n, tokens } = example;
  assert.deepEqual(Array.from(weights.values), Array.from(example.weights));
  assert.deepEqual([weights.rows, weights.cols], [n, n]);
  assert.deepEqual(weights.rowLabels, tokens);
  assert.deepEqual(weights.colLabels, tokens);
  for (let i = 0; i < n; i += 1) {
    const sum = Array.from(weights.values.slice(i * n, (i + 1) * n)).reduce((s, w) => s + w, 0);
    assert.ok(Math.abs(sum - 1) < 1e-12, `row ${tokens[i]} sums to ${sum}`);
  }
  assert.equal(weights.decimals, 3);
  assert.equal(weights.describe('cat', 'sat', '0.251'), 'weight from cat to sat: 0.251');
  // "Every matrix" shows Q first, and any intermediate chosen.
  const figures = show(state);
  assert.deepEqual(Array.from(figures.matrix.values), Array.from(example.Q));
  const chosen = model(am, { ...prepare(am, state), shown: 'scaledScores' });
  assert.deepEqual(Array.from(chosen.matrix.values), Array.from(example.scaledScores));
  assert.equal(chosen.matrix.note, `shape (${n}, ${n})`);
});

test('a bad seed or width gets a message; good values are taken', () => {
  for (const [key, bad] of [['seed', 'abc'], ['seed', '-1'], ['seed', '1.5'], ['seed', '99999999999'], ['seed', ''], ['seed', 'NaN'],
                            ['dK', '0'], ['dK', '65'], ['dV', '2.0'], ['dV', 'x'], ['seed', 'banana'], ['dK', '999']]) {
    const parsed = parseField(fields, key, bad);
    assert.equal(parsed.ok, false, `${key}=${JSON.stringify(bad)} is refused`);
    assert.ok(parsed.message.length > 10, `a message for ${key}=${JSON.stringify(bad)}: ${parsed.message}`);
  }
  assert.match(parseField(fields, 'seed', '-1').message, /can’t be negative/);
  assert.match(parseField(fields, 'seed', '1.5').message, /must be a whole number, not 1\.5/);
  assert.match(parseField(fields, 'dK', '65').message, /^d_k must be at most 64/);
  for (const [key, good, value] of [['seed', '123', 123], ['seed', '5', 5], ['dK', '4', 4], ['dV', '2', 2], ['dK', '64', 64]]) {
    assert.deepEqual(parseField(fields, key, good), { ok: true, value });
  }
});

test('bad embedding cells and token names are explained; a link with unusable embeddings says why and keeps the seed’s sentence', () => {
  for (const [typed, pattern] of [['abc', /“abc” is not a number/], ['1e400', /finite/], ['NaN', /not a number/],
                                  ['', /Enter an embedding value/], ['5000', /at most 1000/]]) {
    const parsed = parseBoundedNumber(typed, VALUE_SPEC);
    assert.equal(parsed.ok, false, typed);
    assert.match(parsed.message, pattern);
  }
  assert.deepEqual(parseBoundedNumber('0.8', VALUE_SPEC), { ok: true, value: 0.8 });
  assert.match(checkToken('two words', 24), /cannot contain spaces/);
  assert.match(checkToken('', 24), /needs a name/);
  assert.equal(checkToken('cat', 24), '');

  const read = readEmbeddings(am, { tokens: 'a b', x: '1,2;3' });
  assert.equal(read.ok, false);
  assert.match(read.message, /row 2 has 1/);
  assert.match(read.message, /Still showing the last good embeddings\.$/);
  // With no good embeddings before, the example stays the seed's sentence.
  const figures = model(am, prepare(am, { seed: 5, dK: 2, dV: 2, embeddings: null }));
  assert.equal(figures.transcript, am.walkthrough({ seed: 5, dK: 2, dV: 2 }).transcript);
  assert.deepEqual(readEmbeddings(am, { tokens: null, x: null }), { ok: true, value: null, message: '' });
  assert.match(readEmbeddings(am, { tokens: 'a b', x: null }).message, /tokens and x go together/);
});
