// <attention-softmax>'s model (web/elements/softmax/model.js) against the
// core: the float32 overflow and underflow demos, masking, the properties,
// and what a reader typing bad logits is told. (The page draws these
// figures: tests/e2e/widget-smoke.test.mjs.)
import { test } from 'node:test';
import { withProse } from '../../web/build/page.mjs';
import assert from 'node:assert/strict';
import { fields, model } from '../../web/elements/softmax/model.js';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';
import { readFileSync } from 'node:fs';

const am = await loadCore();
const show = (values) => model(am, inputs(fields, values));

test('float32: the naive formula overflows to NaN at scale 50, the stable one is the core’s', () => {
  const { table, verdict } = show({ scale: 50 });
  const rows = tableText(table);
  assert.equal(rows[0][2], 'NaN', 'naive weight of the largest logit');
  assert.equal(rows.at(-1)[1], '', 'no logit on the sum row');
  assert.equal(rows.at(-1)[2], 'NaN', 'naive sum');
  const stable = am.softmax({ logits: [2, 1, 0.1, -1], cols: 4, scale: 50, precision: 'float32' });
  rows.slice(0, 4).forEach((row, j) => assert.equal(Number(row[3]), Number(stable.weights[j].toFixed(4))));
  assert.ok(verdict.bad);
  assert.match(verdict.text, /above 88\.72, where exp overflows float32.*∞\/∞ = NaN/);
  // Models train in mixed precision; softmax is the part usually kept in float32.
  const choices = fields.find((f) => f.key === 'precision').choices.map((c) => c.label).join(' | ');
  assert.match(choices, /float32 \(what models train in\)/);
  assert.doesNotMatch(choices, /GPU default/);
});

test('at scale 1 both formulas agree and the row sums to 1; float64 moves the overflow past scale 100', () => {
  const rows = tableText(show({}).table);
  for (const row of rows.slice(0, 4)) assert.equal(row[2], row[3]);
  assert.equal(rows.at(-1)[3], '1.0000');
  assert.notEqual(tableText(show({ scale: 100, precision: 'float64' }).table)[0][2], 'NaN');
  assert.equal(tableText(show({ scale: 100, precision: 'float32' }).table)[0][2], 'NaN');
});

test('the properties are the core’s: smallest weight, the sum to 8 significant digits (float32 holds about 7), largest weight and entropy', () => {
  const { properties } = show({});
  const stable = am.softmax({ logits: [2, 1, 0.1, -1], cols: 4, precision: 'float32' });
  assert.match(properties[1], new RegExp(`their sum, computed live, is ${stable.rowSums[0].toPrecision(8).replace('.', '\\.')}, which is 1 to float32’s precision`));
  assert.match(properties[2], new RegExp(`Largest weight ${stable.rows[0].maxWeight.toFixed(4)}; how spread out the weights are \\(their entropy\\): ${stable.rows[0].entropy.toFixed(3)} nats, from 0 when one key takes everything to ${Math.log(4).toFixed(3)} when all 4 share equally\\.`));
});

test('very negative logits underflow (0/0); −∞ masks a position; every position masked is said', () => {
  const under = show({ logits: [-120, -121] });
  assert.match(under.verdict.text, /below -103\.97, where exp underflows float32 to 0.*0\/0 = NaN/);
  const rows = tableText(under.table);
  assert.equal(rows[0][2], 'NaN');
  const stable = am.softmax({ logits: [-120, -121], cols: 2, precision: 'float32' });
  assert.equal(rows[0][3], stable.weights[0].toFixed(4));
  const masked = tableText(show({ logits: [-Infinity, 0, 1] }).table);
  assert.equal(masked[0][1], '−∞');
  assert.equal(masked[0][3], '0.0000');
  assert.match(show({ logits: [-Infinity, -Infinity] }).verdict.text, /Every position is masked/);
});

test('what a reader typing bad logits or a bad scale is told (the page keeps the last good table)', () => {
  for (const [typed, message] of [['1, two, 3', /“two” in the logits is not a number/], ['1e400', /too large/],
                                  ['', /Give 1 to 12 numbers/], ['NaN, 1', /“NaN” in the logits is not a number/],
                                  ['inf, 1', /not allowed: numbers must be finite/]]) {
    const parsed = parseField(fields, 'logits', typed);
    assert.equal(parsed.ok, false, typed);
    assert.match(parsed.message, message);
  }
  assert.deepEqual(parseField(fields, 'logits', '-inf, 0, 1'), { ok: true, value: [-Infinity, 0, 1] });
  assert.equal(parseField(fields, 'scale', 'banana').ok, false);
  assert.equal(tableText(show({ logits: [0, 0] }).table)[0][3], '0.5000');
});

// formula.html's explorer (web/sections/06-softmax.html) starts at the
// prediction's scores, and its Try line names the scale where the largest
// passes float32's limit for exp: the first whole step past it.
test('the page’s explorer starts at z = (2, 1, 0, −1), and its Try line’s ×45 is the first whole scale past float32’s 88.7', () => {
  const html = withProse(readFileSync(new URL('../../web/sections/06-softmax.html', import.meta.url), 'utf8'));
  const logits = /<attention-softmax[^>]*\blogits="([^"]+)"/.exec(html)[1].split(',').map(Number);
  assert.deepEqual(logits, [2, 1, 0, -1]);
  const line = /<p class="try-line">((?:(?!<\/p>)[\s\S])*?88\.7(?:(?!<\/p>)[\s\S])*)<\/p>/.exec(html)[1];
  const times = Number(/by ×(\d+) \(2 × \1 = (\d+)\)/.exec(line)[1]);
  const largest = Math.max(...logits);
  assert.equal(Number(/by ×\d+ \(2 × \d+ = (\d+)\)/.exec(line)[1]), largest * times);
  assert.ok(largest * times > 88.7 && largest * (times - 1) < 88.7, `${largest} × ${times}`);
  assert.equal(show({ logits, scale: times }).verdict.bad, true);
  assert.equal(show({ logits, scale: times - 1 }).verdict.bad, false);
});
