// Number formatting the page shows beside a threshold: the printed value
// must sit on the same side of it as the value itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatAgainst, formatNumber } from '../../web/lib/text/format.js';
import { generator, testSeed } from '../parity/harness.mjs';

test('a loss just above 0.01 is not printed as 0.01000', () => {
  assert.equal(formatNumber(0.0100003, 5), '0.01000', 'what 5 places alone give');
  assert.equal(formatAgainst(0.0100003, 0.01, 5), '0.0100003');
  assert.equal(formatAgainst(0.0099999, 0.01, 5), '0.0099999');
  assert.equal(formatAgainst(0.5, 0.01, 5), '0.50000', 'far from the threshold: the usual places');
  assert.equal(formatAgainst(0.01, 0.01, 5), '0.01000', 'exactly on it: not below, and printed so');
  assert.equal(formatAgainst(-Infinity, 0.01, 5), '−∞');
});

test('a value that rounds to zero prints without a sign; one that does not keeps it', () => {
  assert.equal(formatNumber(-0.03, 1), '0.0');
  assert.equal(formatNumber(-0.004, 2), '0.00');
  assert.equal(formatNumber(-0, 2), '0.00');
  assert.equal(formatNumber(-0.4, 0), '0');
  assert.equal(formatNumber(-0.05, 1), '−0.1', 'toFixed rounds half away from zero');
  assert.equal(formatNumber(-0.006, 2), '−0.01');
  assert.equal(formatAgainst(-0.0001, 0, 2), '−0.0001', 'beside a threshold at 0 the side still shows');
});

test('random values print on their own side of the threshold, and off it', () => {
  const random = generator(testSeed(7001));
  for (let i = 0; i < 2000; i += 1) {
    const threshold = 10 ** -random.integer(1, 6);
    const value = threshold * (1 + (random() - 0.5) * 10 ** -random.integer(1, 9));
    const printed = Number(formatAgainst(value, threshold, 5).replace('−', '-'));
    assert.equal(Math.sign(printed - threshold), Math.sign(value - threshold), `${value} against ${threshold}`);
  }
});
