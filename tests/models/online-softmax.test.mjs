// <attention-online-softmax>'s model (web/elements/online-softmax/model.js)
// against the core and numpy: after every chunk each row shows the core's
// running max m, running sum ℓ, rescale factor and output so far, which are
// numpy's attention over the keys read so far; the last step equals the full
// softmax attention; a rescale is marked where a chunk brings a larger
// maximum; one query's terms e^(z − m) drawn as bars, numpy's, shrinking by
// the rescale factor when its maximum jumps, and its scores z beside them,
// the chunk's largest marked; what a reader typing a bad
// chunk size is told. (The page draws
// these figures and Step, Play, Reset and the slider move through them:
// tests/e2e/widget-smoke, tests/e2e/online-softmax.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { DEFAULT_SEED, drawnQuery, fields, model, prepare } from '../../web/elements/online-softmax/model.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const four = (x) => x.toFixed(4).replace('-', '−');
const pair = (values, i) => `${four(values[2 * i])}, ${four(values[2 * i + 1])}`;

function run(values = {}) {
  const given = inputs(fields, values);
  const prepared = prepare(am, given);
  return { trace: prepared.trace, scores: prepared.scores, at: (position) => model(am, { ...given, ...prepared, position }) };
}

// numpy as the oracle (/usr/bin/python3 has it): the widget's problem drawn by
// numpy's own generator (Q = 2·randn(4, 4) from the seed, K and V from the next
// two seeds), and after each chunk the attention over the keys read so far:
// m, ℓ = Σ e^(s − m), o = Σ e^(s − m) v / ℓ, with s = q·k / √d_k.
function numpyTrace(seed, chunk) {
  const script = `
import json, sys
import numpy as np
seed, chunk = json.load(sys.stdin)
np.random.seed(seed); Q = np.random.randn(4, 4) * 2
np.random.seed(seed + 1); K = np.random.randn(8, 4)
np.random.seed(seed + 2); V = np.random.randn(8, 2)
s = Q @ K.T / np.sqrt(4)
steps = []
for end in range(chunk, 8 + chunk, chunk):
    end = min(end, 8)
    mu = s[:, :end].max(axis=1)
    e = np.exp(s[:, :end] - mu[:, None])
    l = e.sum(axis=1)
    steps.append({'max': mu.tolist(), 'sum': l.tolist(), 'output': ((e @ V[:end]) / l[:, None]).ravel().tolist()})
w = np.exp(s - s.max(axis=1, keepdims=True)); w /= w.sum(axis=1, keepdims=True)
print(json.dumps({'steps': steps, 'reference': (w @ V).ravel().tolist()}))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify([seed, chunk]), encoding: 'utf8' }));
}

// numpy on the widget's default problem: the scaled scores s = Q·Kᵀ/√d_k of
// Q = 2·randn(4, 4) and K = randn(8, 4) from the next seed, then `body`,
// which prints JSON.
function numpyOnScores(body) {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', `
import json
import numpy as np
np.random.seed(${DEFAULT_SEED}); Q = np.random.randn(4, 4) * 2
np.random.seed(${DEFAULT_SEED + 1}); K = np.random.randn(8, 4)
s = Q @ K.T / np.sqrt(4)
${body}`], { encoding: 'utf8' }));
}

const close = (a, b, what) => Array.from(a).forEach((x, i) => assert.ok(Math.abs(x - b[i]) < 1e-12, `${what}[${i}]: ${x} vs ${b[i]}`));

test('each chunk shows the core’s m, ℓ and output per row, numpy’s attention over the keys read; the end equals full softmax', () => {
  const { trace, at } = run();
  const numpy = numpyTrace(DEFAULT_SEED, 3);
  assert.equal(trace.steps.length, 3);
  assert.equal(numpy.steps.length, 3);
  // The running maximum is m, as in the prose (FlashAttention's notation), never μ, which names a mean.
  const start = at(-1);
  const headers = start.table.columns.map((c) => c.label).join(' | ');
  assert.match(headers, /m \(running max\).*rescale e\^\(m − m′\)/);
  for (const figures of [start, at(1), at(2)]) {
    const shown = JSON.stringify([figures.story, figures.table, figures.terms, figures.termsTable, figures.merge]);
    assert.doesNotMatch(shown, /μ|\\mu/);
  }
  assert.deepEqual(tableText(start.table).map((r) => r[1]), ['−∞', '−∞', '−∞', '−∞']);
  assert.equal(start.last, false);
  assert.match(start.story, /^Nothing read yet\. 3 chunks to go/);
  for (const [k, step] of trace.steps.entries()) {
    close(step.runningMax, numpy.steps[k].max, `step ${k} m`);
    close(step.runningSum, numpy.steps[k].sum, `step ${k} ℓ`);
    close(step.output, numpy.steps[k].output, `step ${k} o`);
    const figures = at(k);
    const rows = tableText(figures.table);
    rows.forEach((row, i) => {
      assert.equal(row[1], four(step.runningMax[i]), `step ${k} row ${i} max`);
      assert.equal(row[2], four(step.runningSum[i]), `step ${k} row ${i} sum`);
      assert.equal(row[3], k === 0 ? '—' : four(step.rescale[i]), `step ${k} row ${i} rescale`);
      assert.equal(row[4], pair(step.output, i), `step ${k} row ${i} output`);
    });
    assert.match(figures.story, new RegExp(`^Chunk ${k + 1} of 3`));
    assert.equal(figures.last, k === 2, 'Step has nothing left to read only after the last chunk');
    assert.deepEqual(figures.keys, Array.from({ length: 8 }, (_, j) => (j < step.keyBegin ? 'read' : j < step.keyEnd ? 'current' : '')));
  }
  const end = at(2);
  tableText(end.table).forEach((row, i) => {
    assert.equal(row[5], pair(trace.reference, i));
    assert.equal(row[4], row[5], 'online output equals the full softmax attention');
  });
  close(trace.reference, numpy.reference, 'reference');
  assert.ok(trace.finalDifference < 1e-12);
  assert.match(end.story, /equals the full softmax attention/);
});

// What the Notice line above the widget and the step's sentence say: on a
// rescale the OLD sum and output are multiplied by e^(m − m′) before the
// chunk's own terms are added, so ℓ as shown may grow or fall (it once said
// "the sum shrinks" beside a table where ℓ grew).
test('a rescale is marked where a chunk brings a larger maximum, and ℓ is the old sum times e^(m − m′) plus the chunk’s terms', () => {
  const { trace, at } = run({ chunk: 1 });
  const k = trace.steps.findIndex((s, idx) => idx > 0 && s.rescale.some((f) => f < 1));
  assert.ok(k > 0);
  const row = trace.steps[k].rescale.findIndex((f) => f < 1);
  const figures = at(k);
  assert.equal(tableText(figures.table)[row][3], four(trace.steps[k].rescale[row]));
  const max = (step) => step.runningMax[row];
  assert.ok(Math.abs(trace.steps[k].rescale[row] - Math.exp(max(trace.steps[k - 1]) - max(trace.steps[k]))) < 1e-15);
  const marked = figures.table.rows.filter((r) => r.marks.includes('rescaled')).length;
  assert.equal(marked, trace.steps[k].rescale.filter((f) => f < 1).length);
  assert.ok(figures.table.rows[row].marks.includes('rescaled'));
  assert.match(figures.story, new RegExp(`query ${row + 1} \\(× ${four(trace.steps[k].rescale[row])}\\)`));
  // The recurrence: ℓ′ = ℓ·e^(m − m′) + Σ over the new keys of e^(s − m′).
  const numpy = numpyTrace(DEFAULT_SEED, 1);
  const newTerm = numpy.steps[k].sum[row] - numpy.steps[k - 1].sum[row] * trace.steps[k].rescale[row];
  assert.ok(newTerm > 0);
  assert.ok(Math.abs(trace.steps[k].runningSum[row] - (trace.steps[k - 1].runningSum[row] * trace.steps[k].rescale[row] + newTerm)) < 1e-12);
  assert.match(figures.story, /old sum and output are multiplied by e\^\(m − m′\) before this chunk’s terms are added/);
  assert.doesNotMatch(figures.story, /shrink/);
  // "ℓ itself may still grow, or fall": over the default problem's rescales (every chunk size), both happen.
  let grew = 0;
  let rescales = 0;
  for (const chunk of [1, 2, 3, 4]) {
    const t = run({ chunk }).trace;
    t.steps.forEach((s, idx) => s.rescale.forEach((f, r) => {
      if (idx === 0 || f >= 1) return;
      rescales += 1;
      if (s.runningSum[r] > t.steps[idx - 1].runningSum[r]) grew += 1;
    }));
  }
  assert.ok(grew > 0 && grew < rescales, `ℓ grew at ${grew} of ${rescales} rescales`);
});

test('4 keys per chunk is two steps; the second is the end', () => {
  const { trace, at } = run({ chunk: 4 });
  assert.equal(trace.steps.length, 2);
  const figures = at(1);
  assert.match(figures.story, /^Chunk 2 of 2/);
  assert.equal(figures.last, true);
  tableText(figures.table).forEach((row, i) => assert.equal(row[4], pair(trace.steps[1].output, i)));
  close(trace.steps[1].output, numpyTrace(DEFAULT_SEED, 4).steps[1].output, 'chunk 4, step 2');
});

test('another seed is another problem, the same recurrence; a bad chunk size gets a message', () => {
  const { trace, at } = run({ chunk: 2, seed: 9 });
  const numpy = numpyTrace(9, 2);
  assert.equal(trace.steps.length, 4);
  trace.steps.forEach((step, k) => close(step.output, numpy.steps[k].output, `seed 9 step ${k}`));
  tableText(at(0).table).forEach((row, i) => assert.equal(row[1], four(trace.steps[0].runningMax[i])));
  assert.equal(parseField(fields, 'chunk', '0').message, 'The chunk size must be at least 1.');
  assert.equal(parseField(fields, 'chunk', '9').message, 'The chunk size must be at most 8.');
  // Linked as online.chunk and online.seed (the section's url-key is "online").
  assert.deepEqual(fields.map((f) => f.param), ['chunk', 'seed']);
});

// The bars: for the query whose maximum jumps most often, after each chunk,
// e^(z_j − m) for every key read (numpy's, from the same problem), at most 1,
// summing to the table's ℓ; after a jump every old bar is the one before
// times the rescale factor; the table beside the bars gives the same numbers.
test('one query’s terms e^(z − m) as bars: numpy’s, summing to ℓ, each old bar shrunk by the rescale when m jumps', () => {
  const { trace, at } = run();
  const numpy = numpyOnScores(`
jumps = [sum(1 for end in (6, 8) if s[r, :end].max() > s[r, :end - (3 if end == 6 else 2)].max()) for r in range(4)]
r = int(np.argmax(jumps))
print(json.dumps({'row': r, 'terms': [np.exp(s[r, :end] - s[r, :end].max()).tolist() for end in (3, 6, 8)]}))
`);
  assert.equal(at(-1).terms.bars.length, 0, 'nothing read, no bar');
  let before = null;
  numpy.terms.forEach((expected, k) => {
    const figures = at(k);
    assert.match(figures.terms.title, new RegExp(`^Query ${numpy.row + 1} after chunk ${k + 1}`));
    const values = figures.terms.bars.map((b) => b.value);
    close(values, expected, `chunk ${k + 1}'s bars`);
    assert.ok(values.every((v) => v > 0 && v <= 1), 'each bar within the 0 to 1 track');
    assert.ok(Math.abs(values.reduce((a, b) => a + b, 0) - trace.steps[k].runningSum[numpy.row]) < 1e-12, 'the bars sum to ℓ');
    assert.deepEqual(figures.termsTable.rows[1].cells.filter((c) => c !== '—'), values.map(four), 'the table gives the bars’ numbers');
    const factor = trace.steps[k].rescale[numpy.row];
    if (before && factor < 1) {
      assert.match(figures.terms.title, /every old bar shrank by × /);
      close(values.slice(0, before.length), before.map((v) => v * factor), `chunk ${k + 1}: the old bars times ${factor}`);
    }
    before = values;
  });
});

// The merge drawn: the drawn query's keys in halves a (1–4) and b (5–8), each
// reduced alone, then merged. numpy computes every term from the scores.
test('two halves reduced alone, then merged: numpy’s terms, the half without the maximum shrunk by e^(m_side − m), ℓ = Σ factor·ℓ_side', () => {
  const { trace, at } = run();
  const numpy = numpyOnScores(`
out = []
for r in range(4):
    z = s[r]; a, b = z[:4], z[4:]
    mu = z.max()
    out.append({'alone': np.exp(a - a.max()).tolist() + np.exp(b - b.max()).tolist(), 'merged': np.exp(z - mu).tolist(),
                'factors': [float(np.exp(a.max() - mu)), float(np.exp(b.max() - mu))],
                'sums': [float(np.exp(a - a.max()).sum()), float(np.exp(b - b.max()).sum()), float(np.exp(z - mu).sum())]})
print(json.dumps(out))
`);
  const row = drawnQuery(trace);
  const want = numpy[row];
  for (const position of [-1, 0, 2]) {
    const { merge } = at(position);
    close(merge.alone.bars.map((b) => b.value), want.alone, `alone at ${position}`);
    close(merge.merged.bars.map((b) => b.value), want.merged, `merged at ${position}`);
  }
  const { merge } = at(0);
  const shrunk = want.factors[0] < want.factors[1] ? 'a' : 'b';
  const factor = Math.min(...want.factors);
  assert.match(merge.merged.title, new RegExp(`half ${shrunk}’s terms shrink by e\\^\\(m_${shrunk} − m\\) = ${four(factor)}`));
  const cells = tableText(merge.table).map((r) => r.slice(1));
  assert.deepEqual(cells.map((r) => r[1]), want.sums.map(four), 'ℓ of each half alone, then merged');
  assert.deepEqual(cells.slice(0, 2).map((r) => r[2]), want.factors.map(four), 'each half’s factor');
  assert.ok(Math.abs(want.factors[0] * want.sums[0] + want.factors[1] * want.sums[1] - want.sums[2]) < 1e-12, 'numpy: the merge rule holds');
  // Each half's bars alone reach 1 at its own maximum; merged, only the row's maximum is 1.
  assert.equal(merge.alone.bars.filter((b) => Math.abs(b.value - 1) < 1e-12).length, 2);
  assert.equal(merge.merged.bars.filter((b) => Math.abs(b.value - 1) < 1e-12).length, 1);
});

// The page's first view must show a rescale the eye can follow: the drawn
// query's maximum jumps at least once at the default chunk size, and every
// jump shrinks the old bars to between 0.2 and 0.6 of their height (the old
// default, seed 3, shrank them once, to 0.0029, and they simply vanished).
test('the default seed’s drawn query is rescaled visibly: at least one jump, each factor from 0.2 to 0.6 (numpy’s e^(m − m′))', () => {
  const { trace } = run();
  const row = drawnQuery(trace);
  const numpy = numpyTrace(DEFAULT_SEED, 3);
  const factors = trace.steps.slice(1).map((step) => step.rescale[row]).filter((f) => f < 1);
  assert.ok(factors.length >= 1, 'the maximum jumps at least once');
  factors.forEach((f) => assert.ok(f >= 0.2 && f <= 0.6, `rescale ${f}`));
  const numpyFactors = numpy.steps.slice(1).map((s, k) => Math.exp(numpy.steps[k].max[row] - s.max[row])).filter((f) => f < 1);
  close(factors, numpyFactors, 'the drawn query’s rescales');
});

// Why the maximum jumped, in numbers: beside the bars, the drawn query's
// scaled scores z for every key read (numpy's s = Q·Kᵀ/√d_k, 4 decimals like
// every other number of the widget), the largest of the chunk just read
// marked “chunk max” (numpy's argmax over that chunk), and the caption
// says whether that score rose above numpy's maximum of the keys before it.
// Every chunk size, two seeds, every position.
test('the drawn query’s scores z beside its bars: numpy’s, the chunk’s largest marked, the caption says if it raised m', () => {
  let jumps = 0;
  let holds = 0;
  for (const seed of [DEFAULT_SEED, 9]) {
    const numpy = JSON.parse(execFileSync('/usr/bin/python3', ['-c', `
import json
import numpy as np
np.random.seed(${seed}); Q = np.random.randn(4, 4) * 2
np.random.seed(${seed + 1}); K = np.random.randn(8, 4)
print(json.dumps((Q @ K.T / np.sqrt(4)).tolist()))`], { encoding: 'utf8' }));
    for (const chunk of [1, 2, 3, 4, 8]) {
      const { trace, at } = run({ chunk, seed });
      const row = drawnQuery(trace);
      const s = numpy[row];
      assert.deepEqual(tableText(at(-1).termsTable)[0], ['z (scaled score)', ...Array(8).fill('—')], 'nothing read, no score');
      assert.doesNotMatch(at(-1).termsTable.caption, /chunk max/);
      trace.steps.forEach((step, k) => {
        const figures = at(k);
        const [zRow, termRow] = tableText(figures.termsTable);
        assert.equal(zRow[0], 'z (scaled score)');
        assert.equal(termRow[0], 'e^(z − m)');
        const chunkKeys = s.slice(step.keyBegin, step.keyEnd);
        const top = step.keyBegin + chunkKeys.indexOf(Math.max(...chunkKeys));
        zRow.slice(1).forEach((cell, j) => {
          if (j >= step.keyEnd) assert.equal(cell, '—', `seed ${seed}, chunk ${chunk}, step ${k}: key ${j + 1} not read yet`);
          else assert.equal(cell, j === top ? `${four(s[j])} (chunk max)` : four(s[j]), `seed ${seed}, chunk ${chunk}, step ${k}, key ${j + 1}`);
        });
        // The exact score goes with the marked cell, for the CSV and the SVG export.
        assert.ok(Math.abs(figures.termsTable.rows[0].cells[top].value - s[top]) < 1e-12);
        const caption = figures.termsTable.caption;
        assert.match(caption, new RegExp(`^Query ${row + 1}: each key’s scaled score z and its term e\\^\\(z − m\\); the terms sum to ℓ\\. `
          + `Chunk ${k + 1}’s largest z, marked “chunk max”, `));
        if (k === 0) return assert.match(caption, /is the first m\.$/);
        const before = Math.max(...s.slice(0, step.keyBegin));
        if (s[top] > before) {
          jumps += 1;
          assert.match(caption, new RegExp(`is above the old m = ${four(before)}: it is the new m\\.$`));
          assert.ok(step.rescale[row] < 1, 'the table marks the same jump');
        } else {
          holds += 1;
          assert.match(caption, new RegExp(`is not above m = ${four(before)}, so m holds\\.$`));
        }
      });
    }
  }
  assert.ok(jumps > 0 && holds > 0, `both cases met: ${jumps} jumps, ${holds} holds`);
});
