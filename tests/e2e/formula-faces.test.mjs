// Formula faces (web/build/math.mjs, web/page/lazy-math.js): past a page's
// first section each formula ships its MathML in place and KaTeX's HTML face
// in a <template>. The faces of a section are put in place before it reaches
// the screen, at once for the section a link lands in, and all of them before
// printing; until then (and with scripting off) the browser draws the MathML,
// so no formula is ever missing. From file://, on the chapters with the most
// formulas (further.html and inside.html, which were one chapter).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageUrl, usePages } from './browser.mjs';

const { withPage, browser } = usePages();

const PHONE = { viewport: { width: 390, height: 844 } };
const waitingIn = (page, selector) => page.$$eval(`${selector} template.katex-face`, (t) => t.length);
const facesIn = (page, selector) => page.$$eval(`${selector} .katex > .katex-html`, (f) => f.length);

test('at load the first section is drawn and the far ones wait; the faces arrive before a section is on screen', () => withPage(PHONE, async (page) => {
  await page.goto(pageUrl('further.html'));
  await page.waitForLoadState('load');
  const sections = await page.$$eval('main > section[id]', (s) => s.map((x) => x.id));
  assert.equal(await waitingIn(page, `#${sections[0]}`), 0, 'the first section as built');
  const last = `#${sections.at(-1)}`;
  const waiting = await waitingIn(page, last);
  assert.ok(waiting > 20, `${waiting} faces wait in ${last}`);
  // Every formula still has its MathML; a face waits only where no face is drawn.
  assert.equal(await page.$$eval(`${last} .katex`, (ks) => ks.every((k) => k.querySelector(':scope > .katex-mathml math'))), true);
  assert.equal(await facesIn(page, last) + waiting, await page.$$eval(`${last} .katex`, (k) => k.length));
  // Scroll until the section's top is just over a screen below the viewport: its faces are in place already.
  await page.evaluate((sel) => {
    const top = document.querySelector(sel).getBoundingClientRect().top + scrollY;
    scrollTo(0, top - 1.2 * innerHeight);
  }, last);
  await page.waitForFunction((sel) => !document.querySelector(`${sel} template.katex-face`), last);
  assert.ok(await page.$eval(last, (s) => s.getBoundingClientRect().top > innerHeight), 'filled while still below the screen');
}));

test('a link into a far section lands on drawn formulas; printing draws all of them', () => withPage({}, async (page) => {
  // inside.html: its second section (the backward pass) starts far below the
  // first screen; further.html's trained heads now start within reach of it.
  await page.goto(pageUrl('inside.html', '#backward-lines'));
  await page.waitForLoadState('load');
  assert.equal(await waitingIn(page, '#backward'), 0, 'the section landed in');
  await page.goto(pageUrl('inside.html'));
  await page.waitForLoadState('load');
  assert.ok(await waitingIn(page, 'main') > 0);
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  assert.equal(await waitingIn(page, 'main'), 0, 'before printing, every face');
}));

test('a prediction answered in a section already reached shows its result with faces, not the stand-in MathML', () => withPage(PHONE, async (page) => {
  // Not landed in: the result is taken out of the document (the question is
  // defined) while the section's faces still wait; then the section is reached.
  await page.goto(pageUrl('scores.html'));
  await page.waitForLoadState('load');
  const predict = '#qkv attention-predict';
  const skip = page.locator(predict).getByRole('button', { name: 'Just show me' });
  await skip.waitFor();
  await page.locator(predict).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.querySelector('#qkv template.katex-face'), null);
  await skip.click();
  await page.waitForSelector(`${predict}[revealed]`);
  const revealed = await page.$$eval(`${predict} .katex`, (ks) => ks.length);
  assert.ok(revealed > 0, `${revealed} formulas in the revealed result`);
  await page.waitForFunction((sel) => !document.querySelector(`${sel} template.katex-face`), predict);
  assert.equal(await facesIn(page, predict), revealed, 'each with its face');
}));

test('with scripting off, a far formula is the browser\'s MathML, with a size, in the line of text', async () => {
  // A context of its own (the fixture's pages have scripting on), closed here.
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(pageUrl('further.html', '#trained-heads-circuit'));
    // Laid out, as on paper (the print stylesheet turns content-visibility off); beforeprint needs scripting.
    await page.emulateMedia({ media: 'print' });
    const boxes = await page.$$eval('#trained-heads .katex', (ks) => ks.filter((k) => k.querySelector(':scope > template.katex-face'))
      .map((k) => { const r = k.querySelector('.katex-mathml').getBoundingClientRect(); return [r.width, r.height]; }));
    assert.ok(boxes.length > 20, `${boxes.length} formulas waiting`);
    for (const [width, height] of boxes) assert.ok(width > 4 && height > 8, `a MathML box of ${width} × ${height}`);
  } finally {
    await context.close();
  }
});
