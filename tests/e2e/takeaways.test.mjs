// Section 12, takeaways: every exercise marks the core's answer correct and
// a wrong one "not yet", accepts the lenient spellings, refuses a wrong
// format with a message, and explains with the core's numbers; axe in light,
// dark and at phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openSection, assertPageClean, loadCore, axeViolationsIn,
} from './browser.mjs';

let browser;
let am;
before(async () => { browser = await launchBrowser(); am = await loadCore(); });
after(() => browser?.close());

const exercise = (page, k) => page.locator('#takeaways .exercise').nth(k);

async function answer(page, k, text, how = 'enter') {
  const item = exercise(page, k);
  await item.locator('input').fill(text);
  if (how === 'enter') await item.locator('input').press('Enter');
  else await item.getByRole('button', { name: 'Check' }).click();
  const verdict = item.locator('.exercise__verdict');
  await verdict.locator('p').waitFor();
  return { state: (await verdict.getAttribute('class')).replace('exercise__verdict ', ''), text: await verdict.textContent() };
}

// Right and wrong answers, the right ones taken from the core.
function cases() {
  const shape = (dV, name) => am.shapes({ n: 7, m: 7, dModel: 64, dK: 16, dV }).find((s) => s.name === name);
  const scores = shape(16, 'Q·Kᵀ');
  const out = shape(32, '·V');
  const soft = Array.from(am.softmax({ logits: [1, 2, 3], cols: 3 }).weights);
  const params = am.attentionParams({ dModel: 512, heads: 8 });
  const ratio = am.attentionFlops({ n: 10, dModel: 512, heads: 8 }).total / am.attentionFlops({ n: 10, dModel: 512, heads: 1 }).total;
  return [
    { right: `(${scores.rows}, ${scores.cols})`, wrong: '(7, 16)', explains: /\(7, 7\)/ },
    { right: `${out.rows}x${out.cols}`, wrong: '7x16', explains: /\(7, 32\)/ },
    { right: soft.map((w) => w.toFixed(3)).join(', '), wrong: '0.333, 0.333, 0.333', explains: /0\.090, 0\.245, 0\.665/ },
    { right: '8', wrong: '64', explains: /variance 6\d\.\d\d/ },
    { right: '10', wrong: '15', explains: /4 \+ 3 \+ 2 \+ 1 \+ 0/ },
    { right: '1', wrong: '0.5', explains: /row sums are/ },
    { right: params.total.toLocaleString('en-US'), wrong: '786432', explains: /1,048,576.*262,144/ },
    { right: ratio.toFixed(4), wrong: '8', explains: new RegExp(`ratio is ${ratio.toFixed(4)}`) },
  ];
}

test('each exercise marks the core’s answer correct and a wrong one not yet', async () => {
  const page = await openSection(browser, 'takeaways');
  try {
    const all = cases();
    assert.equal(await page.locator('#takeaways .exercise').count(), all.length);
    for (const [k, { right, wrong, explains }] of all.entries()) {
      const bad = await answer(page, k, wrong, 'click');
      assert.equal(bad.state, 'is-wrong', `exercise ${k + 1} with ${wrong}`);
      assert.match(bad.text, /^✗Not yet\./);
      const good = await answer(page, k, right);
      assert.equal(good.state, 'is-right', `exercise ${k + 1} with ${right}: ${good.text}`);
      assert.match(good.text, explains);
    }
    assert.equal(await page.textContent('#takeaways .exercises__score'), `${all.length} of ${all.length} answered correctly.`);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the softmax answer is checked against am.softmax to ±0.0005; 2 decimals asks for 3', async () => {
  const page = await openSection(browser, 'takeaways');
  try {
    const w = Array.from(am.softmax({ logits: [1, 2, 3], cols: 3 }).weights);
    assert.equal((await answer(page, 2, `[${w.map((v) => v.toFixed(3)).join(' ')}]`)).state, 'is-right');
    assert.equal((await answer(page, 2, w.map((v) => v.toFixed(5)).join(', '))).state, 'is-right');
    const off = w.map((v, j) => (j === 2 ? v + 0.01 : v).toFixed(3)).join(', ');
    assert.equal((await answer(page, 2, off)).state, 'is-wrong');
    // One thousandth off in the third decimal is outside ±0.0005.
    const nudged = w.map((v, j) => (j === 0 ? Number(v.toFixed(3)) + 0.001 : v).toFixed(3)).join(', ');
    assert.equal((await answer(page, 2, nudged)).state, 'is-wrong', nudged);
    const rounded = await answer(page, 2, w.map((v) => v.toFixed(2)).join(', '));
    assert.equal(rounded.state, 'is-format', 'two decimals is a format message, not a wrong answer');
    assert.match(rounded.text, /Give each number to 3 decimals \(you wrote 0\.09\)/);
    assert.doesNotMatch(rounded.text, /e¹/, 'no hint about the method');
    const format = await answer(page, 2, '0.09, 0.24');
    assert.equal(format.state, 'is-format');
    assert.match(format.text, /Enter 3 numbers .* \(you gave 2\)/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('shapes accept (7, 7), 7,7, 7x7 and 7×7; other spellings get a format message, not a verdict', async () => {
  const page = await openSection(browser, 'takeaways');
  try {
    for (const spelling of ['(7, 7)', '7,7', '7x7', '7×7', '[7,7]', ' 7 X 7 ']) {
      assert.equal((await answer(page, 0, spelling)).state, 'is-right', spelling);
    }
    const format = await answer(page, 0, 'seven by seven');
    assert.equal(format.state, 'is-format');
    assert.match(format.text, /\(7, 7\), 7,7 and 7x7 all work/);
    assert.equal(await exercise(page, 0).locator('input').getAttribute('aria-invalid'), 'true');
    assert.match(await exercise(page, 6).locator('input').evaluate((i) => i.getAttribute('aria-describedby')), /verdict/);
    const numberFormat = await answer(page, 6, 'a million');
    assert.match(numberFormat.text, /“a million” is not a number/);
    assert.equal((await answer(page, 6, '1 048 576')).state, 'is-right');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the takeaways use n for the number of keys and say padding masks apply everywhere', async () => {
  const page = await openSection(browser, 'takeaways');
  try {
    const tex = await page.$$eval('#takeaways .takeaways annotation', (a) => a.map((x) => x.textContent).join(' | '));
    assert.match(tex, /\(n, n\)/);
    assert.doesNotMatch(tex, /\bm\b/, `no undefined m: ${tex}`);
    const fifth = await page.locator('#takeaways .takeaways > li').nth(4).textContent();
    assert.match(fifth, /causal mask only when generating, the padding mask everywhere/);
    assert.doesNotMatch(await page.textContent('#takeaways .takeaways'), /ordinary\s+weights/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('a wrong answer gives a hint; “Show the answer” gives the core’s numbers', async () => {
  const page = await openSection(browser, 'takeaways');
  try {
    const bad = await answer(page, 4, '5');
    assert.doesNotMatch(bad.text, /\b10\b/, 'the hint does not give the answer away');
    await exercise(page, 4).getByRole('button', { name: 'Show the answer' }).click();
    const text = await exercise(page, 4).locator('.exercise__verdict').textContent();
    assert.match(text, /^Answer: 10\. Row by row the core hides 4 \+ 3 \+ 2 \+ 1 \+ 0 keys/);
    assert.equal(await exercise(page, 4).locator('.exercise__verdict').getAttribute('aria-live'), 'polite');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

const axeSection = (page) => axeViolationsIn(page, 'takeaways');

for (const [name, options] of [['light', {}], ['dark', { colorScheme: 'dark' }],
                               ['375px', { viewport: { width: 375, height: 800 } }]]) {
  test(`axe finds nothing in the section with verdicts shown (${name}); no sideways scroll`, async () => {
    const page = await openSection(browser, 'takeaways', '', options);
    try {
      await answer(page, 0, '7x7');
      await answer(page, 1, '7x16');
      await answer(page, 2, 'oops');
      assert.deepEqual(await axeSection(page), []);
      const width = options.viewport?.width ?? 1280;
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(pageWidth <= width, `the page scrolls sideways: ${pageWidth} > ${width}`);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
}
