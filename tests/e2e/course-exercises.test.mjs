// <attention-exercise>: every core step ends with at least one checked
// exercise. Each marks the core's answer correct and a wrong one "not yet"
// with a hint aimed at that mistake, accepts the lenient spellings, refuses
// a wrong format with a message, gives the answer only on request and
// explains with the core's numbers; a solved one is recorded. (These are the
// takeaways' eight exercises, moved to their steps, and the new ones; the
// checks of tests/e2e/takeaways.test.mjs are kept here.) axe in light,
// dark, 1280 and 390 px, with verdicts shown.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  CHAPTERS, launchBrowser, openPage, openSection, assertPageClean, loadCore, pageUrl, revealPredictions, runPython, sectionUrl,
} from './browser.mjs';
import {
  VIEWS, answerExercise, axeOn, byHand, commitPrediction, exercise, listed, noSidewaysScroll, predict, unreachable, waitReady,
} from './course.mjs';

let browser;
const am = await loadCore(); // the cases below are made when the file loads
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const sectionOf = (name) => name.split('/')[0];

// Right and wrong answers for every exercise, the right ones from the core
// (or numpy), each wrong one with the hint it must get.
function cases() {
  const shape = (sizes, name) => am.shapes(sizes).find((s) => s.name === name);
  const shapeIn = ({ rows, cols }) => new RegExp(`^✓Correct\\. \\(${rows}, ${cols}\\)`);
  const k = shape({ n: 10, dModel: 512, dK: 64, dV: 32 }, 'K');
  const cross = shape({ n: 7, m: 5, dModel: 64, dK: 16, dV: 16 }, 'Q·Kᵀ');
  const out = shape({ n: 7, m: 7, dModel: 64, dK: 16, dV: 32 }, '·V');
  const dotVariance = am.dotProducts({ seed: 0, dK: 144 }).variance;
  const dot = JSON.parse(runPython('import numpy as np, json\nprint(json.dumps(float(np.dot([1, 2, -1], [0.5, -1, 2]))))'));
  const soft = Array.from(am.softmax({ logits: [1, 3, 4], cols: 3 }).weights);
  const mix = Array.from(am.weightedSumTerms({ weights: [0.5, 0.25, 0.25], V: [2, 0, 0, 4, -4, 4], n: 1, m: 3, dV: 2, row: 0 }).output);
  const params = am.attentionParams({ dModel: 512, heads: 8 });
  const ratio = am.attentionFlops({ n: 10, dModel: 512, heads: 8 }).total / am.attentionFlops({ n: 10, dModel: 512, heads: 1 }).total;
  return {
    'qkv/k-shape': { right: `(${k.rows}, ${k.cols})`, wrong: [['(512, 64)', /That is W\s?K\./], ['10x32', /V’s shape/]], explains: shapeIn(k) },
    'takeaways/cross-shape': { right: `${cross.rows}x${cross.cols}`, wrong: [['(5, 7)', /swapped/], ['7,16', /That is Q/], ['16x16', /That is Q\s?ᵀ·K, the product the other way round/]], explains: shapeIn(cross) },
    'scores/dot-product': { right: String(dot), wrong: [['3.5', /wrong sign/], ['1', /coordinate by coordinate/]], explains: new RegExp(`^✓Correct\\. ${String(dot).replace('-', '−').replace('.', '\\.')}\\.`) },
    // At d_k = 144, a width the section's prose does not name (it says 64 puts a raw score about 8 from zero).
    'scaling/dot-std': { right: '12', wrong: [['144', /144 is the variance/], ['8', /Each product q\[d\]·k\[d\] has variance 1/],
                                               ['1', /after dividing by √d\s?k.*raw sum of 144 products/]],
                         explains: new RegExp(`√144 = 12.*variance ${dotVariance.toFixed(2)}`) },
    'takeaways/scaled-score': { right: '3', wrong: [['0.75', /divides by d\s*k = 16/], ['12', /raw score/]], explains: /12\/√16/ },
    'masking/causal-count': { right: '10', wrong: [['15', /diagonal too/], ['20', /both triangles/], ['5', /row by row/]], explains: /4 \+ 3 \+ 2 \+ 1 \+ 0/ },
    'takeaways/masked-row-sum': { right: '1', wrong: [['0.5', /What does softmax divide by/]], explains: /row sums are/ },
    'softmax/three-logits': { right: soft.map((w) => w.toFixed(3)).join(', '), wrong: [['0.333, 0.333, 0.333', /Equal weights/], ['0.125, 0.375, 0.500', /plain sum of the scores/],
                                                                                   ['0.100, 0.300, 0.600', /Subtract the largest score first, giving \(−3, −1, 0\)/]],
                              explains: new RegExp(listed(soft).replace(/\./g, '\\.')) },
    'weighted-sum/mix': { right: mix.join(', '), wrong: [['1, 0', /first term only/], ['-0.667, 2.667', /plain average, every value counted alike/], ['-2, 8', /without their weights/], ['3, 3', /Scale each value/]], explains: new RegExp(`\\(${mix.join(', ')}\\)`) },
    'takeaways/output-shape': { right: `${out.rows}x${out.cols}`, wrong: [['7x16', /d\s*k only lives inside the scores/]], explains: shapeIn(out) },
    'multi-head/params': { right: params.total.toLocaleString('en-US'), wrong: [['786432', /W\s*O, which mixes the heads/]],
                           explains: /1,048,576.*262,144/ },
    'multi-head/flops': { right: ratio.toFixed(4), wrong: [['8', /8 times narrower/]], explains: new RegExp(`ratio is ${ratio.toFixed(4)}`) },
  };
}

// On the main path, that is: what a section's "More practice" disclosure
// holds comes on top. A step-by-step checkpoint is a checked exercise too
// (softmax ends with the numerics checkpoint; its three-logits exercise,
// a softmax of other scores, is more practice). A chapter's closing note
// after its last step's exercise (.chapter-end: where the chapter ended,
// what comes next) is not part of the step.
test('every core step ends with at least one checked exercise on the main path, and the review has more', async () => {
  const page = await openPage(browser);
  try {
    const names = [];
    for (const chapter of CHAPTERS) {
      await page.goto(pageUrl(chapter.file));
      for (const id of chapter.sections) {
        const last = await page.$eval(`#${id}`, (section) => [...section.children].filter((c) => c.localName !== 'details' && !c.matches('.chapter-end')).at(-1).localName);
        const core = ['qkv', 'scores', 'scaling', 'masking', 'softmax', 'weighted-sum', 'multi-head', 'takeaways'].includes(id);
        if (core) assert.ok(['attention-exercise', 'attention-by-hand'].includes(last), `${id} ends with an exercise or a checkpoint, not ${last}`);
      }
      const optional = await page.$$eval('details.more-practice', (boxes) => boxes.map((d) => d.querySelector('summary').textContent));
      for (const summary of optional) assert.match(summary, /^More practice/);
      names.push(...await page.$$eval('attention-exercise', (nodes) => nodes.map((n) => n.getAttribute('name'))));
    }
    assert.deepEqual(names.sort(), Object.keys(cases()).sort(), 'every exercise of the course is tested here');
  } finally {
    await page.closeAll();
  }
});

for (const [name, { right, wrong, explains }] of Object.entries(cases())) {
  test(`${name}: the core’s answer is correct, each wrong one gets its own hint`, async () => {
    const page = await openSection(browser, sectionOf(name));
    try {
      for (const [answer, hint] of wrong) {
        const bad = await answerExercise(page, name, answer, 'click');
        assert.equal(bad.state, 'is-wrong', `${answer}: ${bad.text}`);
        assert.match(bad.text, /^✗Not yet\./);
        assert.match(bad.text, hint, `${answer}: ${bad.text}`);
      }
      const good = await answerExercise(page, name, right);
      assert.equal(good.state, 'is-right', `${right}: ${good.text}`);
      assert.match(good.text, explains);
      const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('attention-math:progress:v1')));
      assert.equal(stored.exercise[name], true, 'recorded as solved');
      // After a reload the prediction (revealed by the test, not answered) asks
      // again, but an exercise solved before stays open.
      await page.reload();
      await waitReady(page, exercise(page, name));
      await exercise(page, name).locator('.exercise__verdict p').waitFor();
      assert.match(await exercise(page, name).locator('.exercise__verdict').textContent(), /You solved this one before/);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
}

test('the softmax answer (of 1, 3, 4, not the numerics checkpoint’s 0, 1, 2 shifted) is checked against am.softmax to ±0.0005; 2 decimals asks for 3', async () => {
  const page = await openSection(browser, 'softmax');
  try {
    const name = 'softmax/three-logits';
    const w = Array.from(am.softmax({ logits: [1, 3, 4], cols: 3 }).weights);
    assert.equal((await answerExercise(page, name, `[${w.map((v) => v.toFixed(3)).join(' ')}]`)).state, 'is-right');
    assert.equal((await answerExercise(page, name, w.map((v) => v.toFixed(5)).join(', '))).state, 'is-right');
    const off = w.map((v, j) => (j === 2 ? v + 0.01 : v).toFixed(3)).join(', ');
    assert.equal((await answerExercise(page, name, off)).state, 'is-wrong');
    // One thousandth off in the third decimal is outside ±0.0005.
    const nudged = w.map((v, j) => (j === 0 ? Number(v.toFixed(3)) + 0.001 : v).toFixed(3)).join(', ');
    assert.equal((await answerExercise(page, name, nudged)).state, 'is-wrong', nudged);
    const rounded = await answerExercise(page, name, w.map((v) => v.toFixed(2)).join(', '));
    assert.equal(rounded.state, 'is-format', 'two decimals is a format message, not a wrong answer');
    assert.match(rounded.text, new RegExp(`Give each number to 3 decimals \\(you wrote ${w[0].toFixed(2).replace('.', '\\.')}\\)`));
    assert.doesNotMatch(rounded.text, /e¹/, 'no hint about the method');
    const format = await answerExercise(page, name, '0.09, 0.24');
    assert.equal(format.state, 'is-format');
    assert.match(format.text, /Enter 3 numbers .* \(you gave 2\)/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('shapes accept (7, 5), 7,5, 7x5 and 7×5; other spellings get a format message, not a verdict', async () => {
  const page = await openSection(browser, 'takeaways');
  try {
    const name = 'takeaways/cross-shape';
    for (const spelling of ['(7, 5)', '7,5', '7x5', '7×5', '[7,5]', ' 7 X 5 ', '7 by 5']) {
      assert.equal((await answerExercise(page, name, spelling)).state, 'is-right', spelling);
    }
    const format = await answerExercise(page, name, 'seven by five');
    assert.equal(format.state, 'is-format');
    assert.match(format.text, /\(7, 7\), 7,7 and 7x7 all work/);
    assert.equal(await exercise(page, name).locator('input').getAttribute('aria-invalid'), 'true');
    assert.match(await exercise(page, name).locator('input').getAttribute('aria-describedby'), /verdict/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('numbers: grouped thousands, fractions, decimals without a leading zero and a true minus are read', async () => {
  const page = await openSection(browser, 'multi-head');
  try {
    const params = am.attentionParams({ dModel: 512, heads: 8 });
    const numberFormat = await answerExercise(page, 'multi-head/params', 'a million');
    assert.equal(numberFormat.state, 'is-format');
    assert.match(numberFormat.text, /“a million” is not a number/);
    const spaced = params.total.toLocaleString('en-US').replace(/,/g, ' ');
    assert.equal((await answerExercise(page, 'multi-head/params', spaced)).state, 'is-right');
    assert.equal((await answerExercise(page, 'multi-head/params', `${params.total / 1e6}e6`)).state, 'is-right');
  } finally {
    await page.closeAll();
  }
  const scores = await openSection(browser, 'scores');
  try {
    for (const spelling of ['−3.5', '-7/2', '= -3.50']) {
      assert.equal((await answerExercise(scores, 'scores/dot-product', spelling)).state, 'is-right', spelling);
    }
  } finally {
    await scores.closeAll();
  }
  const review = await openSection(browser, 'takeaways');
  try {
    assert.equal((await answerExercise(review, 'takeaways/scaled-score', '12/4')).state, 'is-right');
    assert.equal((await answerExercise(review, 'takeaways/scaled-score', '1/0')).state, 'is-format');
  } finally {
    await review.closeAll();
  }
});

test('the takeaways use n for the number of keys, and say the padding mask is for padded batches', async () => {
  const page = await openSection(browser, 'takeaways');
  try {
    const tex = await page.$$eval('#takeaways .takeaways annotation', (a) => a.map((x) => x.textContent).join(' | '));
    assert.match(tex, /\(n, n\)/);
    assert.doesNotMatch(tex, /\bm\b/, `no undefined m: ${tex}`);
    const fifth = await page.locator('#takeaways .takeaways > li').nth(4).textContent();
    assert.match(fifth, /causal mask in every decoder, the padding mask whenever a batch is\s+padded/);
    assert.match(fifth, /in training as much as in generation/);
    assert.doesNotMatch(await page.textContent('#takeaways .takeaways'), /only when generating|ordinary\s+weights/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('a wrong answer gives a hint; “Show the answer” gives the core’s numbers', async () => {
  const page = await openSection(browser, 'masking');
  try {
    const name = 'masking/causal-count';
    const bad = await answerExercise(page, name, '5');
    assert.doesNotMatch(bad.text, /\b10\b/, 'the hint does not give the answer away');
    await exercise(page, name).getByRole('button', { name: 'Show the answer' }).click();
    const text = await exercise(page, name).locator('.exercise__verdict').textContent();
    assert.match(text, /^Answer: 10\. Row by row the mask hides 4 \+ 3 \+ 2 \+ 1 \+ 0 keys/);
    assert.equal(await exercise(page, name).locator('.exercise__verdict').getAttribute('aria-live'), 'polite');
    const stored = await page.evaluate(() => localStorage.getItem('attention-math:progress:v1'));
    assert.doesNotMatch(stored ?? '', /causal-count/, 'a shown answer is not a solved exercise');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

// Until the step's prediction is revealed, its exercise is a note that says
// it comes after; answering or "Just show me" opens it, and it stays open
// after a reload. The checkpoint after softmax's two predictions waits for both.
test('a step\'s exercise opens after its prediction: answered, or “Just show me”; kept after a reload', async () => {
  const page = await openSection(browser, 'scores', '', { reveal: false });
  try {
    const name = 'scores/dot-product';
    const element = exercise(page, name);
    await waitReady(page, element);
    assert.match(await element.locator('.after-reveal').textContent(), /Exercise · after the prediction.*answered the prediction above/);
    assert.equal(await element.getAttribute('data-after-prediction'), '');
    assert.ok(await unreachable(page, `attention-exercise[name="${name}"] > form`), 'the exercise is out of reach');
    assert.deepEqual(await axeOn(page, `attention-exercise[name="${name}"]`), []);
    // The note leads back to the question.
    await element.getByRole('button', { name: 'Go to the question' }).click();
    assert.equal(await page.evaluate(() => document.activeElement.closest('attention-predict')?.getAttribute('name')), 'scores/shape-7-16');
    await commitPrediction(page, 'scores/shape-7-16', '(7, 7)');
    await element.locator('form').waitFor();
    assert.equal(await element.locator('.after-reveal').count(), 0);
    assert.equal(await element.getAttribute('data-after-prediction'), null);
    assert.equal((await answerExercise(page, name, '-3.5')).state, 'is-right');
    await page.reload();
    await waitReady(page, exercise(page, name));
    assert.ok(await exercise(page, name).locator('form').isVisible(), 'a prediction made opens it after a reload');
    // "Just show me" opens the masking exercise too.
    const masking = exercise(page, 'masking/causal-count');
    await waitReady(page, masking);
    assert.ok(await unreachable(page, 'attention-exercise[name="masking/causal-count"] > form'));
    await predict(page, 'masking/minus-infinity').getByRole('button', { name: 'Just show me' }).click();
    await masking.locator('form').waitFor();
    // Softmax's checkpoint (chapter 2) waits for both of the step's predictions.
    await page.goto(sectionUrl('softmax'));
    const numerics = byHand(page, 'softmax/numerics');
    await waitReady(page, numerics);
    await predict(page, 'softmax/rows-or-columns').getByRole('button', { name: 'Just show me' }).click();
    assert.equal(await numerics.getAttribute('data-after-prediction'), '', 'one of two is not enough');
    await revealPredictions(page, 'attention-predict[name="softmax/double-scores"]');
    await numerics.locator('.by-hand').waitFor();
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

for (const [view, options] of VIEWS) {
  test(`axe finds nothing in the exercises with verdicts shown (${view}); no sideways scroll`, async () => {
    const page = await openSection(browser, 'scores', '', options);
    try {
      await revealPredictions(page);
      await answerExercise(page, 'qkv/k-shape', '10x64');
      await answerExercise(page, 'scores/dot-product', '1');
      await exercise(page, 'scores/dot-product').getByRole('button', { name: 'Show the answer' }).click();
      await answerExercise(page, 'masking/causal-count', '15');
      assert.deepEqual(await axeOn(page, 'attention-exercise'), []);
      await noSidewaysScroll(page, options.viewport.width);
      assertPageClean(page);
      // And in chapter 2.
      await page.goto(sectionUrl('weighted-sum'));
      await revealPredictions(page);
      await answerExercise(page, 'weighted-sum/mix', 'oops');
      assert.deepEqual(await axeOn(page, 'attention-exercise'), []);
      await noSidewaysScroll(page, options.viewport.width);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
}
