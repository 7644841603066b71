// What a Chinese input method types by default (issue 27): full-width
// punctuation and digits, the ideographic space, 、 between list items. The
// conversion itself (web/lib/text/half-width.js asHalfWidth), then each kind
// of box a reader types into, read through the same parsers the page uses,
// with the real core: an exercise, a prediction, a checkpoint's entries, the
// recall prompts (a shape and the formula), the derivation's symbolic
// shapes, a widget's number and list fields, the walkthrough's matrix (the
// core's own am.parseMatrix) and the trained heads' letters. Each full-width
// answer must be judged exactly as its ASCII spelling is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { asHalfWidth } from '../../web/lib/text/half-width.js';

// Full width, as an input method writes it: every ASCII character from ! to ~ moved to U+FF01…U+FF5E.
const wide = (text) => text.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));

test('asHalfWidth: U+FF01–U+FF5E become U+0021–U+007E, U+3000 a space, 、 a comma', () => {
  for (let code = 0xff01; code <= 0xff5e; code += 1) {
    assert.equal(asHalfWidth(String.fromCharCode(code)), String.fromCharCode(code - 0xfee0), code.toString(16));
  }
  assert.equal(asHalfWidth('\u3000'), ' ');
  assert.equal(asHalfWidth('、'), ',');
  assert.equal(asHalfWidth('（512，64）；０．５、－３　ｘ　Ｘ'), '(512,64);0.5,-3 x X');
});

test('asHalfWidth leaves everything else alone: ASCII, ², −, ∞, ×, ·, √, CJK text and 。', () => {
  const ascii = Array.from({ length: 95 }, (_, k) => String.fromCharCode(0x20 + k)).join('');
  assert.equal(asHalfWidth(ascii), ascii);
  for (const text of ['10²', '−2', '−∞', '7 × 7', 'QKᵀ·V', '√d_k', '请输入 2 个数。', 'é ñ ü', '\uff00\uff5f\u3002\u3003', '']) {
    assert.equal(asHalfWidth(text), text, text);
  }
});
