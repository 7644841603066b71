// A widget's number field typed with a Chinese input method (issue 27), in
// Chromium: what only a page has. The parsers' reading of full-width text
// (every answer and field kind, with the real core) is checked in Node,
// tests/js/half-width.test.mjs; here, the field itself: "１２８" in the
// scaling widget's d_k box draws d_k = 128 and stays as typed (the box is
// not rewritten under the reader's cursor), Up steps from it, and "ａｂｃ" is
// refused as "abc" is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePages } from './browser.mjs';

const { withSection } = usePages();

const drawnAt = (page, dK) => page.waitForFunction((want) => {
  const widget = document.querySelector('#scaling attention-scaling');
  return widget.dataset.state === 'ready' && !widget.pending && widget.drawn?.dK === want;
}, dK, { timeout: 60000 });

test('the scaling widget’s d_k box takes full-width digits, keeps them as typed, and steps from them', () => withSection('scaling', {}, async (page) => {
  await drawnAt(page, 64);
  const box = page.getByRole('textbox', { name: /d_?k/ });
  await box.fill('１２８');
  await page.waitForURL(/scaling\.dk=128\b/);
  await drawnAt(page, 128);
  assert.equal(await box.inputValue(), '１２８', 'the reader’s spelling is left alone');
  assert.equal(await box.getAttribute('aria-invalid'), null);
  assert.equal(await page.getByRole('slider').getAttribute('aria-valuetext'), 'd_k = 128');

  await box.focus();
  await page.keyboard.press('ArrowUp');
  await page.waitForURL(/scaling\.dk=129\b/);
  await drawnAt(page, 129);
  assert.equal(await box.inputValue(), '129');

  // Full-width letters are still not a number: refused, and d_k = 129 stays drawn.
  await box.fill('ａｂｃ');
  await page.waitForFunction((input) => input.getAttribute('aria-invalid') === 'true', await box.elementHandle());
  assert.match(await page.locator('#scaling [id$="-dK-message"], #scaling [id$="-dk-message"]').first().textContent(), /abc/);
  await drawnAt(page, 129);
}));
