// Section 6, softmax: the float32 overflow demo, the properties, bad input.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openSection, assertPageClean, loadCore, runAxe } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const cellTexts = (page) => page.$$eval('#softmax tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));

test('float32: the naive formula overflows to NaN at scale 50, the stable one matches the core', async () => {
  const page = await openSection(browser, 'softmax', '?softmax.scale=50');
  try {
    const rows = await cellTexts(page);
    assert.equal(rows[0][2], 'NaN', 'naive weight of the largest logit');
    assert.equal(rows.at(-1)[2], 'NaN', 'naive sum');
    const am = await loadCore();
    const stable = am.softmax({ logits: [2, 1, 0.1, -1], cols: 4, scale: 50, precision: 'float32' });
    rows.slice(0, 4).forEach((row, j) => assert.equal(Number(row[3]), Number(stable.weights[j].toFixed(4))));
    assert.match(await page.textContent('#softmax .softmax-widget__verdict'), /above 88\.72, where exp overflows float32.*∞\/∞ = NaN/);
    // Models train in mixed precision; softmax is the part usually kept in float32.
    const choices = await page.$$eval('#softmax attention-softmax option, #softmax attention-softmax label', (n) => n.map((x) => x.textContent).join(' | '));
    assert.match(choices, /float32 \(softmax in mixed-precision training\)/);
    assert.doesNotMatch(choices, /GPU default/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('at scale 1 both formulas agree and each row sums to 1', async () => {
  const page = await openSection(browser, 'softmax');
  try {
    const rows = await cellTexts(page);
    for (const row of rows.slice(0, 4)) assert.equal(row[2], row[3]);
    assert.equal(rows.at(-1)[3], '1.0000');
    // float64 moves the overflow threshold to 709.78.
    await page.selectOption('#softmax select', 'float64');
    await page.fill('#softmax input[type=text] >> nth=1', '100');
    await page.waitForURL(/softmax\.p=float64/);
    assert.notEqual((await cellTexts(page))[0][2], 'NaN');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('bad logits get a message beside the field and the last good table stays', async () => {
  const page = await openSection(browser, 'softmax');
  try {
    const before = await cellTexts(page);
    const logits = page.locator('#softmax input[type=text]').first();
    for (const [typed, message] of [['1, two, 3', /“two” in the logits is not a number/],
                                    ['1e400', /too large/], ['', /Give 1 to 12 numbers/],
                                    ['NaN, 1', /“NaN” in the logits is not a number/]]) {
      await logits.fill(typed);
      assert.match(await page.textContent('#softmax .field__message'), message);
      assert.equal(await logits.getAttribute('aria-invalid'), 'true');
      assert.deepEqual(await cellTexts(page), before);
    }
    await logits.fill('0, 0');
    await page.waitForFunction(() => document.querySelectorAll('#softmax tbody tr').length === 3);
    assert.equal((await cellTexts(page))[0][3], '0.5000');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('very negative logits underflow (0/0), and −∞ masks a position', async () => {
  const page = await openSection(browser, 'softmax', '?softmax.z=-120,-121');
  try {
    const verdict = () => page.textContent('#softmax .softmax-widget__verdict');
    assert.match(await verdict(), /below -103\.97, where exp underflows float32 to 0.*0\/0 = NaN/);
    assert.equal((await cellTexts(page))[0][2], 'NaN');
    const am = await loadCore();
    const stable = am.softmax({ logits: [-120, -121], cols: 2, precision: 'float32' });
    assert.equal((await cellTexts(page))[0][3], stable.weights[0].toFixed(4));
    await page.locator('#softmax input[type=text]').first().fill('-inf, 0, 1');
    await page.waitForFunction(() => document.querySelector('#softmax tbody tr td:nth-child(2)').textContent === '−∞');
    assert.equal((await cellTexts(page))[0][3], '0.0000');
    await page.locator('#softmax input[type=text]').first().fill('-inf, -inf');
    await page.waitForFunction(() => /Every position is masked/.test(document.querySelector('#softmax .softmax-widget__verdict').textContent));
    await page.locator('#softmax input[type=text]').first().fill('inf, 1');
    assert.match(await page.textContent('#softmax .field__message:not([hidden])'), /not allowed: numbers must be finite/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('a nonsense link parameter is reported, not applied', async () => {
  const page = await openSection(browser, 'softmax', '?softmax.scale=banana');
  try {
    assert.match(await page.textContent('#softmax .field__message:not([hidden])'), /softmax\.scale was ignored/);
    assert.equal(await page.inputValue('#softmax input[type=text] >> nth=1'), '1');
    assert.deepEqual(await runAxe(page), []);
  } finally {
    await page.closeAll();
  }
});
