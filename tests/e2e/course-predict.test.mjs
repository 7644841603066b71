// <attention-predict>: every core step opens with a question whose result
// stays hidden (not rendered, not focusable, not in the accessibility tree)
// until the reader commits an answer or presses "Just show me"; the reveal
// compares the answer with the core's number for the same inputs; a
// committed prediction is remembered after a reload; the sketch works from
// the keyboard alone; axe is clean before and after, light and dark, 1280
// and 390 px. Expected numbers come from the core under Node or from numpy.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CHAPTERS, chapterOf, launchBrowser, openPage, openSection, assertPageClean, loadCore, pageUrl, revealPredictions, runPython, sectionUrl, siteDir,
} from './browser.mjs';
import {
  VIEWS, axeOn, choosePrediction, commitPrediction, fixed, listed, noSidewaysScroll, predict, unreachable, waitReady,
} from './course.mjs';

let browser;
let am;
before(async () => { browser = await launchBrowser(); am = await loadCore(); });
after(() => browser?.close());

const open = (id, options = {}) => openSection(browser, id, '', { ...options, reveal: false });

test('each core step opens with a prediction, and its result is out of reach until the reader answers', async () => {
  const page = await openPage(browser);
  try {
    // The core steps are in the first two chapters: qkv to masking, then softmax and weighted-sum.
    for (const id of ['qkv', 'scores', 'scaling', 'masking', 'softmax', 'weighted-sum']) {
      if (!page.url().includes(`/${chapterOf(id)}`)) await page.goto(sectionUrl(id));
      const first = page.locator(`#${id} attention-predict`).first();
      assert.ok(await first.count(), `${id} has a prediction`);
      // It comes before the step's widget.
      const order = await page.$eval(`#${id}`, (section) => {
        const nodes = [...section.querySelectorAll('attention-predict, [url-key]')];
        return nodes[0].localName;
      });
      assert.equal(order, 'attention-predict', `${id}: the question comes first`);
      await waitReady(page, first);
      const name = await first.getAttribute('name');
      assert.match(name, new RegExp(`^${id}/`));
      assert.ok(await unreachable(page, `attention-predict[name="${name}"] > :not(.predict)`), `${name}: result hidden`);
      // Out of the document until revealed (its widget does not draw unseen).
      assert.equal(await first.evaluate((n) => n.querySelectorAll(':scope > :not(.predict)').length), 0, `${name}: result out of the document`);
      assert.equal(await first.getAttribute('revealed'), null);
    }
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('every widget is introduced by one “Try … Notice …” line right before it', async () => {
  const page = await openPage(browser);
  try {
    const widgets = [];
    for (const chapter of CHAPTERS) {
      await page.goto(pageUrl(chapter.file));
      await revealPredictions(page); // a guarded widget is out of the document until then
      widgets.push(...await page.$$eval('main [url-key], main attention-walkthrough', (nodes) => nodes.map((node) => {
        const before = node.previousElementSibling;
        return { tag: node.localName, line: before?.classList.contains('try-line') ? before.textContent.replace(/\s+/g, ' ') : null };
      })));
    }
    assert.equal(widgets.length, 21);
    for (const { tag, line } of widgets) {
      assert.match(line ?? '', /^Try .+ Notice .+/, `${tag}: ${line}`);
    }
  } finally {
    await page.closeAll();
  }
});

test('scaling: a wrong variance is compared with the core’s measured one, says why, and reveals the widget at d_k = 256', async () => {
  const page = await open('scaling');
  try {
    const sample = am.dotProducts({ seed: 0, dK: 256 });
    const widget = '#scaling attention-scaling';
    assert.ok(await unreachable(page, widget));
    const verdict = await commitPrediction(page, 'scaling/variance-256', '16');
    await predict(page, 'scaling/variance-256').and(page.locator('[revealed]')).waitFor();
    const text = await verdict.textContent();
    assert.match(text, /You predicted “16”\./);
    assert.match(text, /16 is the standard deviation, √256/);
    assert.ok(text.includes(`variance ${fixed(sample.variance, 1)}`), `${text} quotes the core’s ${sample.variance}`);
    assert.equal(await page.getAttribute(widget, 'd-k'), '256', 'the widget shows the asked case');
    assert.equal(await page.locator(widget).evaluate((n) => n.hidden || n.inert), false);
    assert.ok(await page.locator(widget).isVisible());
    // Focus moved to the verdict, which is announced.
    assert.equal(await page.evaluate(() => document.activeElement.className.split(' ')[0]), 'predict__verdict');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('numbers in other formats: 2.56e2 and 256 are right, “seven” is a format message that reveals nothing', async () => {
  for (const [answer, right] of [['2.56e2', true], [' 256 ', true], ['1', false]]) {
    const page = await open('scaling');
    try {
      const text = await (await commitPrediction(page, 'scaling/variance-256', answer)).textContent();
      assert.equal(/Right\./.test(text), right, `${answer}: ${text}`);
    } finally {
      await page.closeAll();
    }
  }
  const page = await open('scaling');
  try {
    const element = predict(page, 'scaling/variance-256');
    await commitPrediction(page, 'scaling/variance-256', 'seven');
    assert.match(await element.locator('.predict__message').textContent(), /“seven” is not a number/);
    assert.equal(await element.getAttribute('revealed'), null);
    assert.ok(await unreachable(page, '#scaling attention-scaling'));
    assert.equal(await element.locator('.predict input').getAttribute('aria-invalid'), 'true');
  } finally {
    await page.closeAll();
  }
});

test('“Just show me” reveals with the core’s answer, is kept for the tab, and asks again in a new visit', async () => {
  const page = await open('masking');
  try {
    const w = am.walkthrough({});
    const { weights } = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: w.dK, dV: w.dV, causal: true });
    const element = predict(page, 'masking/minus-infinity');
    await waitReady(page, element);
    await element.getByRole('button', { name: 'Just show me' }).click();
    await element.and(page.locator('[revealed]')).waitFor();
    const text = await element.locator('.predict__verdict').textContent();
    assert.match(text, /^The answer: Exactly 0: exp\(−∞\) = 0\./);
    assert.ok(text.includes(listed(weights.slice(4, 8))), `${text} quotes the core’s row for “cat”`);
    assert.equal(await element.locator('form').count(), 0, 'no question left to answer');
    assert.ok(await page.locator('#masking attention-masking').isVisible());
    await page.reload();
    await element.and(page.locator('[revealed]')).waitFor();
    assert.ok(await page.locator('#masking attention-masking').isVisible(), 'still revealed after a reload in this tab');
    // "Just show me" is not a prediction made: nothing in the progress store.
    const stored = await page.evaluate(() => localStorage.getItem('attention-math:progress:v1'));
    assert.doesNotMatch(stored ?? '', /masking\/minus-infinity/);
  } finally {
    await page.closeAll();
  }
  const fresh = await open('masking');
  try {
    assert.equal(await predict(fresh, 'masking/minus-infinity').getAttribute('revealed'), null);
  } finally {
    await fresh.closeAll();
  }
});

test('a committed prediction is remembered after a reload and shown as made, from file://', async () => {
  const page = await open('scores');
  try {
    const S = am.shapes({ n: 7, m: 7, dModel: 64, dK: 16, dV: 16 }).find((s) => s.name === 'Q·Kᵀ');
    const verdict = await commitPrediction(page, 'scores/shape-7-16', '7x16');
    assert.match(await verdict.textContent(), /That is Q’s shape/);
    assert.match(await verdict.textContent(), new RegExp(`\\(${S.rows}, ${S.cols}\\)`));
    const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('attention-math:progress:v1')));
    assert.deepEqual(stored.prediction['scores/shape-7-16'], { answer: '7x16' });
    await page.reload();
    const element = predict(page, 'scores/shape-7-16');
    await waitReady(page, element);
    assert.notEqual(await element.getAttribute('revealed'), null);
    const again = await element.locator('.predict__verdict').textContent();
    assert.match(again, /^✗Your prediction was “7x16”\. That is Q’s shape/);
    assert.equal(await element.locator('.predict input').inputValue(), '7x16');
    assert.equal(await element.locator('.predict input').getAttribute('readonly'), '');
    assert.ok(await page.locator('#scores attention-scores').isVisible());
    assert.equal(await element.getByRole('button', { name: 'Just show me' }).count(), 0);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('a choice: the wrong axis is answered with the core’s row and column sums', async () => {
  const page = await open('softmax');
  try {
    const w = am.walkthrough({});
    const { rowSums, columnSums } = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: w.dK, dV: w.dV });
    const verdict = await choosePrediction(page, 'softmax/rows-or-columns', /Each column/);
    const text = await verdict.textContent();
    assert.match(text, /^✗You predicted “Each column: one key’s weights from all the queries”\./);
    assert.ok(text.includes(listed(rowSums)) && text.includes(listed(columnSums)), text);
    const right = await open('softmax');
    try {
      assert.match(await (await choosePrediction(right, 'softmax/rows-or-columns', /Each row/)).textContent(), /^✓You predicted .* Right\./);
    } finally {
      await right.closeAll();
    }
  } finally {
    await page.closeAll();
  }
});

test('the sketch works from the keyboard alone, and the reveal marks the core’s weights (numpy agrees)', async () => {
  const page = await open('softmax');
  try {
    const doubled = JSON.parse(runPython('import numpy as np, json\nz = 2 * np.array([2., 1., 0., -1.])\n'
      + 'e = np.exp(z - z.max())\nprint(json.dumps((e / e.sum()).tolist()))'));
    const before = Array.from(am.softmax({ logits: [2, 1, 0, -1], cols: 4 }).weights);
    const element = predict(page, 'softmax/double-scores');
    await waitReady(page, element);
    const bars = element.getByRole('slider');
    assert.equal(await bars.count(), 4);
    assert.equal(Number(await bars.nth(0).getAttribute('aria-valuenow')), Number(before[0].toFixed(2)));
    // Tab into the first bar; arrows, Page Up/Down, Home and End move it.
    await element.getByText('Predict first').click();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'slider');
    for (let k = 0; k < 2; k += 1) await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowUp');
    assert.equal(await bars.nth(0).getAttribute('aria-valuetext'), (before[0] + 0.21).toFixed(2));
    await page.keyboard.press('End');
    assert.equal(await bars.nth(0).getAttribute('aria-valuenow'), '1');
    await page.keyboard.press('PageDown');
    // The second bar down to 0.12, the third to 0 (Page Down stops at 0), the fourth to 0.
    await page.keyboard.press('Tab');
    await page.keyboard.press('PageDown');
    for (let k = 0; k < 2; k += 1) await page.keyboard.press('ArrowDown');
    assert.equal(await bars.nth(1).getAttribute('aria-valuetext'), (before[1] - 0.12).toFixed(2));
    await page.keyboard.press('Tab');
    await page.keyboard.press('PageDown');
    assert.equal(await bars.nth(2).getAttribute('aria-valuenow'), '0');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Home');
    // On to "Commit my prediction", then Enter.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Commit my prediction');
    await page.keyboard.press('Enter');
    await element.and(page.locator('[revealed]')).waitFor();
    const text = await element.locator('.predict__verdict').textContent();
    assert.ok(text.includes(listed(doubled)), `${text} quotes ${doubled}`);
    assert.match(text, /You predicted “0\.90, 0\.12, 0\.00, 0\.00”/);
    assert.match(text, /^✓/, 'within 0.08 of each weight');
    assert.equal(await element.locator('.sketch__answer:not([hidden])').count(), 4, 'the core’s weights are marked');
    assert.equal(await page.getAttribute('#softmax attention-softmax', 'scale'), '2');
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the sketch: a bar’s description names its keys; the right direction, not far enough, is told so, with the squared ratio', async () => {
  const page = await open('softmax');
  try {
    const [top, next] = JSON.parse(runPython('import numpy as np, json\nz = np.array([2., 1., 0., -1.])\n'
      + 'w = lambda z: np.exp(z - z.max()) / np.exp(z - z.max()).sum()\n'
      + 'print(json.dumps([[w(z)[0], w(2 * z)[0]], [w(z)[1], w(2 * z)[1]]]))'));
    const element = predict(page, 'softmax/double-scores');
    await waitReady(page, element);
    const bars = element.getByRole('slider');
    const description = await bars.nth(0).evaluate((bar) => document.getElementById(bar.getAttribute('aria-describedby')).textContent);
    assert.match(description, /Arrow keys move the bar by 0\.01, Page Up and Page Down by 0\.1/);
    for (let j = 0; j < 4; j += 1) {
      assert.equal(await bars.nth(j).evaluate((bar) => bar.getAttribute('aria-describedby')), await bars.nth(0).getAttribute('aria-describedby'));
    }
    // The top bar up by 0.1 (short of the real weight by more than 0.08), the others down by 0.1.
    await bars.nth(0).focus();
    await page.keyboard.press('PageUp');
    assert.equal(await bars.nth(0).getAttribute('aria-valuetext'), (top[0] + 0.1).toFixed(2));
    for (let j = 1; j < 4; j += 1) {
      await bars.nth(j).focus();
      await page.keyboard.press('PageDown');
    }
    await element.getByRole('button', { name: 'Commit my prediction' }).click();
    await element.and(page.locator('[revealed]')).waitFor();
    const text = await element.locator('.predict__verdict').textContent();
    assert.match(text, /^✗/);
    assert.match(text, new RegExp(`Right direction, not far enough: your top bar is at ${(top[0] + 0.1).toFixed(2)}\\.`));
    assert.ok(text.includes(`${fixed(top[0], 3)}/${fixed(next[0], 3)} ≈ ${fixed(top[0] / next[0], 1)} becomes ≈ `
      + `${fixed(top[1] / next[1], 1)}, so the top weight goes to ≈ ${fixed(top[1], 3)}`), text);
    assert.doesNotMatch(text, /should rise/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('the sketch cannot be committed by accident: with no bar moved it asks first, by keyboard too', async () => {
  const page = await open('softmax');
  try {
    const element = predict(page, 'softmax/double-scores');
    await waitReady(page, element);
    const message = element.locator('.predict__message');
    const commit = element.getByRole('button', { name: 'Commit my prediction' });
    await commit.click();
    assert.ok(await message.isVisible(), 'a commit with no bar moved is answered by a message');
    assert.match(await message.textContent(), /haven’t moved any bar.*Commit again to predict exactly that/);
    assert.equal(await element.getAttribute('revealed'), null, 'and reveals nothing');
    assert.equal(await message.getAttribute('aria-live'), 'polite', 'a screen reader hears it');
    // Moving a bar and back clears the message and asks again: a new answer, the same question.
    const bar = element.getByRole('slider').first();
    await bar.focus();
    await page.keyboard.press('ArrowUp');
    assert.equal(await message.isVisible(), false, 'moving a bar clears the message');
    await page.keyboard.press('ArrowDown');
    await commit.focus();
    await page.keyboard.press('Enter');
    assert.ok(await message.isVisible(), 'back where it started: asked again');
    assert.equal(await element.getAttribute('revealed'), null);
    // Enter again, from the keyboard: "nothing changes" is committed as meant.
    await page.keyboard.press('Enter');
    await element.and(page.locator('[revealed]')).waitFor();
    const text = await element.locator('.predict__verdict').textContent();
    assert.match(text, /^✗You predicted “.*”\. Your top bar did not rise/);
    assertPageClean(page);
  } finally {
    await page.closeAll();
  }
});

test('weighted sum: the output lands near the plain average, leaning a little toward the largest weight (the core’s numbers)', async () => {
  const w = am.walkthrough({});
  const cat = Array.from(w.weights.slice(4, 8));
  const top = w.tokens[cat.indexOf(Math.max(...cat))];
  const first = fixed(w.output[3], 3); // Output["cat"], first coordinate
  const page = await open('weighted-sum');
  try {
    // The question gives the weights themselves (not only the scores), so that the answer can be reasoned out.
    await waitReady(page, predict(page, 'weighted-sum/leans-toward'));
    const prompt = await predict(page, 'weighted-sum/leans-toward').locator('.predict__prompt').textContent();
    w.tokens.forEach((t, j) => assert.ok(prompt.includes(`${fixed(cat[j], 3)} for “${t}”`), `${prompt} states the weight on “${t}”`));
    const verdict = await choosePrediction(page, 'weighted-sum/leans-toward', `v for “${top}”, the largest weight`);
    const text = await verdict.textContent();
    assert.match(text, new RegExp(`^✗.*It leans toward v for “${top}”, but only a little`));
    assert.ok(text.includes(`first coordinate is ${first}`) && text.includes(listed(cat)), text);
  } finally {
    await page.closeAll();
  }
  // The nearest of the four choices, by numpy.
  const V = Array.from(w.V);
  const nearest = JSON.parse(runPython(`import numpy as np, json
V = np.array(${JSON.stringify(V)}).reshape(4, 3)[:, 0]
options = {'v for “${top}”, the largest weight': V[${w.tokens.indexOf(top)}], 'the plain average of the four': V.mean(),
           'the plain sum of the four': V.sum(), 'v for “cat” itself': V[1]}
print(json.dumps(min(options, key=lambda k: abs(options[k] - ${w.output[3]}))))`));
  const again = await open('weighted-sum');
  try {
    const verdict = await choosePrediction(again, 'weighted-sum/leans-toward', nearest);
    assert.match(await verdict.textContent(), /^✓.*Right\./);
  } finally {
    await again.closeAll();
  }
});

test('embedded in another page (a shadow root), the guarded content stays hidden until the reader answers', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'attention-predict-'));
  const widgets = pathToFileURL(join(siteDir, 'attention-math-widgets.js')).href;
  writeFileSync(join(dir, 'host.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body><main>
<attention-predict name="qkv/v-shape"><p id="secret">X (5, 8) times W_V (8, 2) is (5, 2).</p></attention-predict>
<attention-exercise name="scores/dot-product"></attention-exercise>
</main><script src="${widgets}"></script></body></html>`);
  const page = await openPage(browser);
  try {
    await page.goto(pathToFileURL(join(dir, 'host.html')).href);
    const element = page.locator('attention-predict');
    await element.and(page.locator('[data-state="ready"]')).waitFor();
    assert.ok(await element.evaluate((n) => n.shadowRoot !== null));
    assert.ok(await unreachable(page, '#secret'));
    await element.locator('.predict input').fill('(5, 2)');
    await element.getByRole('button', { name: 'Commit my prediction' }).click();
    await element.and(page.locator('[revealed]')).waitFor();
    assert.ok(await page.locator('#secret').isVisible());
    assert.match(await element.locator('.predict__verdict').textContent(), /Right\./);
    const exerciseVerdict = page.locator('attention-exercise .exercise__verdict');
    await page.locator('attention-exercise input').fill('-3.5');
    await page.locator('attention-exercise input').press('Enter');
    assert.match(await exerciseVerdict.textContent(), /^✓Correct\./);
    assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors], []);
  } finally {
    await page.closeAll();
    rmSync(dir, { recursive: true, force: true });
  }
});

for (const [name, options] of VIEWS) {
  test(`axe finds nothing in the predictions before and after the reveal (${name}); nothing scrolls sideways`, async () => {
    const page = await open('softmax', options);
    try {
      await waitReady(page, predict(page, 'softmax/double-scores'));
      assert.deepEqual(await axeOn(page, '#softmax attention-predict'), []);
      await choosePrediction(page, 'softmax/rows-or-columns', /Each column/);
      // No bar moved: the first commit asks (a state of its own), the second commits.
      const commit = predict(page, 'softmax/double-scores').getByRole('button', { name: 'Commit my prediction' });
      await commit.click();
      await predict(page, 'softmax/double-scores').locator('.predict__message:not([hidden])').waitFor();
      assert.deepEqual(await axeOn(page, '#softmax attention-predict'), [], 'asked to move a bar');
      await commit.click();
      await predict(page, 'softmax/double-scores').and(page.locator('[revealed]')).waitFor();
      assert.deepEqual(await axeOn(page, '#softmax attention-predict'), []);
      await noSidewaysScroll(page, options.viewport.width);
      await page.goto(sectionUrl('scaling')); // chapter 1
      await commitPrediction(page, 'scaling/variance-256', 'oops');
      await commitPrediction(page, 'scaling/variance-256', '256');
      assert.deepEqual(await axeOn(page, '#scaling attention-predict'), []);
      await noSidewaysScroll(page, options.viewport.width);
      assertPageClean(page);
    } finally {
      await page.closeAll();
    }
  });
}
