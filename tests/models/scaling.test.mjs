// <attention-scaling>'s model (web/elements/scaling/model.js) against the
// core: the measured variance of q·k against d_k and the scaled one against
// 1, the histograms' tables (the core's non-empty bins), one axis for both
// histograms, the saturation table (am.saturation), the callout's gap and
// weight ratio (√(2·variance) and the core's softmax of [gap, 0]), what it
// says while the numbers are on their way, and what a reader typing a bad
// d_k is told. (The page draws these figures, and its worker computes the
// same numbers: tests/e2e/widget-smoke, tests/e2e/scaling.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { SATURATION_DKS, fields, model, prepare } from '../../web/elements/scaling/model.js';
import { parseRichText } from '../../web/lib/text/rich-text.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
// Rich text as the page shows it: a symbol's name and its subscript run together.
const shown = (rich) => parseRichText(rich).map((run) => ('text' in run ? run.text : run.name + (run.sub ?? ''))).join('');
const num = (text) => Number(text.replace('−', '-'));
const preparedAt = new Map();
const prepared = (dK) => {
  if (!preparedAt.has(dK)) preparedAt.set(dK, prepare(am, inputs(fields, { dK })));
  return preparedAt.get(dK);
};
const show = (dK) => model(am, { ...inputs(fields, { dK }), ...prepared(dK) });
// The first number of a statistic (the rest is the "expected …" note).
const stat = (figures, panel, name) => figures.spread[panel].stats.find(([n]) => n === name)[1];
// The core's samples, asked for here (not through the model's prepare).
const samples = new Map();
const dots = (dK) => {
  if (!samples.has(dK)) samples.set(dK, am.dotProducts({ seed: 0, dK }));
  return samples.get(dK);
};
const nonEmpty = (dK, root = 1) => Array.from(am.histogram({ values: dots(dK).values, bins: 192, low: -96 * root, high: 96 * root })
  .counts).filter((c) => c > 0);

// numpy on the same samples: np.mean, np.var (population) and np.histogram
// over the raw axis and the scaled one (±96·√d_k), non-empty bins only.
function numpyStats(dK) {
  const script = `
import json, sys, numpy as np
d = json.load(sys.stdin)
v = np.array(d['values']); r = np.sqrt(d['dK'])
raw, _ = np.histogram(v, bins=192, range=(-96, 96))
scaled, _ = np.histogram(v, bins=192, range=(-96 * r, 96 * r))
print(json.dumps({'mean': float(np.mean(v)), 'variance': float(np.var(v)),
                  'raw': [int(c) for c in raw if c], 'scaled': [int(c) for c in scaled if c]}))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify({ values: Array.from(dots(dK).values), dK }), encoding: 'utf8' }));
}

test('at d_k = 256 the measured variance is the core’s, within 15% of 256, and the scaled one is near 1', () => {
  const figures = show(256);
  const core = dots(256);
  const variance = num(stat(figures, 'raw', 'variance'));
  assert.equal(variance, Number(core.variance.toFixed(2)));
  assert.ok(Math.abs(variance - 256) / 256 < 0.15, `variance ${variance} is not within 15% of 256`);
  assert.equal(num(stat(figures, 'raw', 'mean')), Number(core.mean.toFixed(3)));
  const scaled = num(stat(figures, 'scaled', 'variance'));
  assert.equal(scaled, Number((core.variance / 256).toFixed(3)));
  assert.ok(Math.abs(scaled - 1) < 0.15, `scaled variance ${scaled} is not near 1`);
  // The raw histogram table lists the core's non-empty bins, in order, at every d_k.
  for (const dK of [256, 128, 64]) {
    assert.deepEqual(tableText(show(dK).spread.tables.raw).map((r) => Number(r[1])), nonEmpty(dK), `d_k = ${dK}`);
  }
  // numpy, on the same samples: the mean, the variance and both tables' bins.
  const numpy = numpyStats(256);
  assert.ok(Math.abs(core.mean - numpy.mean) < 1e-12 * 256 && Math.abs(core.variance - numpy.variance) < 1e-9 * numpy.variance,
    `core ${core.mean} ${core.variance}, numpy ${numpy.mean} ${numpy.variance}`);
  assert.equal(stat(figures, 'raw', 'variance'), numpy.variance.toFixed(2));
  assert.deepEqual(tableText(figures.spread.tables.raw).map((r) => Number(r[1])), numpy.raw);
  assert.deepEqual(tableText(figures.spread.tables.scaled).map((r) => Number(r[1])), numpy.scaled);
});

// Issue 12: at d_k = 64 the raw histogram was drawn on ±96 and the scaled
// one on ±4, so the raw one looked narrower. Both now share one axis.
test('both histograms share one axis, so the raw spread is wider than the scaled one; the scaled table is the core’s bins over ±96·√d_k', () => {
  for (const dK of [1, 64, 1024]) {
    const { raw, scaled, tables } = show(dK).spread;
    const axis = (h) => [h.low, h.high, h.ticks, h.decimals, h.counts.length];
    assert.deepEqual(axis(raw.histogram), axis(scaled.histogram), `d_k = ${dK}: one axis, the same bins`);
    assert.deepEqual(raw.histogram.ticks, [-96, -64, -32, 0, 32, 64, 96]);
    const span = (counts) => {
      const bins = [...counts.keys()].filter((i) => counts[i] > 0);
      return bins.at(-1) - bins[0];
    };
    if (dK === 1) assert.equal(span(raw.histogram.counts), span(scaled.histogram.counts), 'at d_k = 1 scaling changes nothing');
    else assert.ok(span(raw.histogram.counts) > 4 * span(scaled.histogram.counts), `d_k = ${dK}: raw ${span(raw.histogram.counts)} bins, scaled ${span(scaled.histogram.counts)}`);
    assert.deepEqual(tableText(tables.scaled).map((r) => Number(r[1])), nonEmpty(dK, Math.sqrt(dK)));
  }
});

test('the saturation table is am.saturation’s, and only the unscaled rows saturate', () => {
  const rows = tableText(show(64).saturation.table);
  const dKs = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];
  assert.deepEqual(SATURATION_DKS, dKs);
  assert.equal(rows.length, dKs.length);
  rows.forEach((row, i) => {
    const s = am.saturation({ seed: 0, dK: dKs[i] });
    const expected = ['maxWeight', 'entropy', 'jacobianNorm'].flatMap((k) => [s.unscaled[k], s.scaled[k]].map((v) => v.toFixed(3)));
    assert.equal(parseInt(row[0], 10), dKs[i]);
    assert.deepEqual(row.slice(1), expected, `d_k = ${dKs[i]}`);
  });
  const last = rows.at(-1).slice(1).map(Number);
  assert.ok(last[0] > 0.9 && last[1] < 0.3, 'at d_k = 1024 the unscaled largest weight is near 1, the scaled one is not');
  assert.ok(last[4] < last[5] / 3, 'the unscaled gradient has shrunk well below the scaled one');
  assert.match(rows[6][0], /64 \(yours\)/);
  // A typed d_k that is not a power of two gets a row of its own, in order.
  const typed = tableText(show(100).saturation.table);
  assert.equal(typed.length, 12);
  assert.equal(typed[7][0], '100 (yours)');
  const s = am.saturation({ seed: 0, dK: 100 });
  assert.deepEqual(typed[7].slice(1), ['maxWeight', 'entropy', 'jacobianNorm'].flatMap((k) => [s.unscaled[k], s.scaled[k]].map((v) => v.toFixed(3))));
});

test('the callout’s gap and weight ratio follow d_k: √(2·variance) and the core’s softmax of [gap, 0]', () => {
  const ratio = (g) => { const { weights } = am.softmax({ logits: [g, 0], cols: 2 }); return weights[0] / weights[1]; };
  for (const [dK, rawRatio, scaledRatio] of [[1, /about \d\.\d times/, null], [4, /about \d+ times/, /only about \d\.\d\./],
    [1024, /about \d\.\d × 10¹⁹ times/, /only about \d\.\d\./]]) {
    const { variance } = dots(dK);
    const gap = Math.sqrt(2 * variance);
    const text = shown(show(dK).spread.verdict);
    // Both gaps to the same 2 decimals.
    assert.match(text, new RegExp(`differ by about ${gap.toFixed(2)} `), `d_k = ${dK}: ${text}`);
    assert.match(text, rawRatio);
    if (scaledRatio) {
      assert.match(text, new RegExp(`typical gap down to ${(gap / Math.sqrt(dK)).toFixed(2)}`));
      assert.match(text, scaledRatio);
      const said = Number(text.match(/only about (\d\.\d)\./)[1]);
      assert.equal(said, Number(ratio(gap / Math.sqrt(dK)).toFixed(1)));
    } else {
      // √1 = 1: nothing goes "down to" anything.
      assert.match(text, /Dividing by √1 = 1 changes nothing/);
      assert.doesNotMatch(text, /down to|only about/);
    }
    assert.doesNotMatch(text, /several units|\^/);
  }
});

test('no literal underscores or carets in anything the model has readers see', () => {
  for (const dK of [1, 4, 64, 100, 1024]) {
    const { spread, saturation } = show(dK);
    const texts = [spread.verdict, spread.raw.clipped, spread.scaled.clipped,
      ...['raw', 'scaled'].flatMap((p) => [spread[p].histogram.title, ...spread[p].stats.flat()]),
      ...['raw', 'scaled'].flatMap((p) => [spread.tables[p].caption, ...spread.tables[p].columns.map((c) => c.label), ...tableText(spread.tables[p]).flat()]),
      ...Object.values(saturation.charts).flatMap((c) => [c.title, c.x.title, c.reference?.label ?? '']),
      saturation.table.caption, ...saturation.table.columns.map((c) => c.label), ...tableText(saturation.table).flat()];
    for (const text of texts) assert.doesNotMatch(shown(text), /_|\^/, `d_k = ${dK}: ${text}`);
  }
  assert.match(show(1024).spread.raw.clipped, /^\d+ samples fall beyond ±96 and are not drawn\.$/, 'at 1024 some samples fall off the axis');
  assert.equal(show(64).spread.raw.clipped, '');
});

test('while the numbers are on their way, the model says so and draws nothing it does not have', () => {
  const waiting = model(am, { ...inputs(fields, { dK: 1024 }) });
  assert.deepEqual(waiting, { spread: { computing: 'Computing 2000 dot products of width 1024…' }, saturation: null });
  const given = inputs(fields, { dK: 1024 });
  const { samples, sweep } = prepared(1024);
  assert.equal(model(am, { ...given, samples, sweep }).saturation, null, 'no saturation table without d_k’s own row');
  assert.ok(model(am, { ...given, samples }).spread.raw, 'the histograms as soon as the samples are in');
});

test('the unscaled gradient rises a little over the first few widths, then falls (what the “Go deeper” says)', () => {
  const grad = [1, 2, 4, 8, 16].map((dK) => am.saturation({ seed: 0, dK }).unscaled.jacobianNorm);
  assert.ok(grad[2] > grad[0] && grad[4] < grad[2], `the unscaled gradient rises then falls: ${grad}`);
});

test('a bad d_k gets a message (the page keeps the last good numbers); any whole number from 1 to 1024 is taken', () => {
  for (const [typed, message] of [['abc', /“abc” is not a number/], ['2000', /at most 1024/], ['0', /at least 1/], ['2.5', /whole number/]]) {
    const parsed = parseField(fields, 'dK', typed);
    assert.equal(parsed.ok, false, typed);
    assert.match(parsed.message, message);
  }
  assert.deepEqual(parseField(fields, 'dK', '100'), { ok: true, value: 100 });
  assert.deepEqual(parseField(fields, 'dK', '16'), { ok: true, value: 16 });
});
