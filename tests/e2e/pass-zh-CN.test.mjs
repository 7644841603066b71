// The Simplified Chinese course (site/zh-CN/), every page in the four views:
// axe clean, nothing cut off, no widget in error, and nothing left in
// English. A Latin word a Chinese page may keep is a name, a symbol or data
// the English pages also leave as it is: names (softmax, numpy, GPT-2 small,
// WebAssembly, Attention Math), the subscripts of symbols (d_model, S_ij,
// dW, the circuit's S_comp …), formats (SVG, PNG, CSV), key names, a file
// name, and the toy sentences' words and letters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VIEWS, pageUrl, visibleTexts } from './browser.mjs';
import { keptAsIs, languagePass } from './language-pass.mjs';

const leftovers = (words) => words.filter((word) => /^[A-Za-z]{2,}$/.test(word) && !keptAsIs(word));
const { withPage } = languagePass({ code: 'zh-CN', views: VIEWS, leftovers });

// The pass above reveals predictions by their attribute. A reader answers
// them instead, and the widget a prediction guards is moved into place and
// drawn while it is out of the document for a moment: it must still speak
// the page's language (it drew in English, found by a Chinese reader).
test('zh-CN/review.html: the widgets that answered predictions reveal draw in Chinese', () => withPage({}, async (page) => {
  await page.goto(pageUrl('zh-CN/review.html', '#misconceptions'));
  const names = await page.$$eval('#misconceptions attention-predict', (all) => all.map((p) => p.getAttribute('name')));
  assert.ok(names.length >= 3, names.join());
  for (const name of names) {
    const predict = page.locator(`attention-predict[name="${name}"]`);
    await predict.locator('input[type="radio"]').first().check();
    await predict.locator('button[type="submit"]').first().click();
    await page.waitForFunction((n) => document.querySelector(`attention-predict[name="${n}"]`).hasAttribute('revealed'), name);
  }
  await page.waitForFunction(() => [...document.querySelectorAll('#misconceptions attention-predict attention-misconception-bugs')].every((w) => w.dataset.state === 'ready'));
  const texts = await visibleTexts(page, '#misconceptions attention-predict attention-misconception-bugs');
  assert.equal(texts.length, names.length);
  for (const text of texts) assert.deepEqual([...new Set(leftovers(text.split(/[^\p{L}\p{M}'’-]+/u).filter(Boolean)))], [], text.slice(0, 300));
}));
