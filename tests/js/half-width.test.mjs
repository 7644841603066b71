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
import { withLanguage } from '../../web/lib/text/messages.js';
import { loadAttentionMath } from './load-module.mjs';
import { answer, checkpoint, predicted } from './course-answers.mjs';
import { byHandAnswers, numpyShapes } from './by-hand-answers.mjs';
import { judgeRecall, prompt } from '../../web/lib/course/recall.js';
import { parseSymbolShape } from '../../web/lib/course/derivation.js';
import { parseBoundedInteger } from '../../web/lib/fields/parse-integer.js';
import { parseBoundedNumber, parseVector } from '../../web/lib/fields/parse-value.js';
import { readEmbeddings } from '../../web/elements/walkthrough/model.js';
import { parseSequence } from '../../web/elements/trained-heads/sequence.js';

const am = await loadAttentionMath();

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

test('an exercise: "2，1.756" is the two numbers "2, 1.756", in both languages', () => {
  const ascii = answer('online-softmax/update', '2, 1.756');
  assert.equal(ascii.state, 'is-right');
  for (const typed of ['2，1.756', '２，１．７５６', '2、1.756', '（2，1.756）', '2　1.756']) {
    assert.deepEqual(answer('online-softmax/update', typed), ascii, typed);
  }
  withLanguage('zh-CN', () => {
    const zh = answer('online-softmax/update', '2，1.756');
    assert.equal(zh.state, 'is-right', zh.text);
    assert.deepEqual(zh, answer('online-softmax/update', '2, 1.756'));
  });
});

test('a shape: "（512，64）" is (512, 64) and "７×７" is 7 × 7', () => {
  // qkv/k-shape's (512, 64) is W_K, a wrong answer with its own hint, not a format message.
  const ascii = answer('qkv/k-shape', '(512, 64)');
  assert.equal(ascii.state, 'is-wrong');
  assert.deepEqual(answer('qkv/k-shape', '（512，64）'), ascii);
  assert.deepEqual(answer('qkv/k-shape', wide('(512,64)')), ascii);
  // A prediction's text box (Q·Kᵀ for n = m = 7) and the recall prompt of the weights' shape.
  // The verdict quotes the prediction as it was typed.
  const seven = predicted('scores/shape-7-16', '7×7');
  assert.equal(seven.state, 'is-right', seven.text);
  for (const typed of ['７×７', '７ｘ７', '（７，７）']) {
    assert.deepEqual(predicted('scores/shape-7-16', typed), { ...seven, text: seven.text.replace('“7×7”', `“${typed}”`) }, typed);
  }
  const recall = judgeRecall(prompt('formula/weights-shape'), '７×７');
  assert.equal(recall.state, 'is-right', recall.text);
  assert.deepEqual(recall, judgeRecall(prompt('formula/weights-shape'), '(7, 7)'));
});

test('a checkpoint: full-width numbers and shapes are read as typed in ASCII', async () => {
  const a = await byHandAnswers();
  const ascii = checkpoint('walkthrough/by-hand').check(0, a.z.map((z) => z.toFixed(3)));
  assert.equal(ascii.state, 'is-right', ascii.text);
  const typed = checkpoint('walkthrough/by-hand').check(0, a.z.map((z) => wide(z.toFixed(3))));
  // The same verdict, each line's "yours" as it was typed.
  const echoed = ascii.text.replace(/yours (−?)([\d.]+)/g, (_, minus, digits) => `yours ${wide((minus ? '-' : '') + digits)}`);
  assert.notEqual(echoed, ascii.text);
  assert.deepEqual(typed, { ...ascii, text: echoed });

  const { one } = numpyShapes();
  const shapes = one.slice(0, 7);
  const right = checkpoint('formula/shapes').check(0, shapes.map(([r, c]) => `(${r}, ${c})`));
  assert.equal(right.state, 'is-right', right.text);
  assert.deepEqual(checkpoint('formula/shapes').check(0, shapes.map(([r, c]) => `（${wide(String(r))}，${wide(String(c))}）`)), right);
});

test('the formula recall takes full-width brackets, slash and caret', () => {
  const p = prompt('formula/write');
  const right = judgeRecall(p, 'softmax(QK^T/sqrt(d_k) + M)V');
  assert.equal(right.state, 'is-right', right.text);
  assert.deepEqual(judgeRecall(p, 'softmax（QK＾T／sqrt（d_k）＋M）V'), right);
  assert.deepEqual(judgeRecall(p, wide('softmax(QK^T/sqrt(d_k)+M)V')), right);
  // The mask left out is the known slip, not a format message.
  const slip = judgeRecall(p, 'softmax（QK^T/sqrt（d_k））V');
  assert.equal(slip.state, 'is-wrong');
  assert.deepEqual(slip, judgeRecall(p, 'softmax(QK^T/sqrt(d_k))V'));
});

test('the derivation’s symbolic shapes: "（ｎ，ｄ＿ｋ）" is (n, d_k)', () => {
  assert.deepEqual(parseSymbolShape('（ｎ，ｄ＿ｋ）'), parseSymbolShape('(n, d_k)'));
  assert.deepEqual(parseSymbolShape('ｎ×ｄ＿ｍｏｄｅｌ').value, ['n', 'd_model']);
});

test('widget fields: whole numbers, decimals and lists typed full width', () => {
  const whole = { label: 'd_k', subject: 'd_k', min: 1, max: 4096 };
  const number = { label: 'the temperature', subject: 'The temperature', min: -10, max: 10 };
  const logits = { label: 'the logits', subject: 'The logits', maxLength: 12, maxAbs: 1e6, allowMinusInfinity: true };
  assert.deepEqual(parseBoundedInteger('６４', whole), { ok: true, value: 64 });
  assert.deepEqual(parseBoundedInteger('１ｅ３', whole), { ok: true, value: 1000 });
  assert.deepEqual(parseBoundedNumber('－０．５', number), { ok: true, value: -0.5 });
  assert.deepEqual(parseVector('2，1、－ｉｎｆ', logits), { ok: true, value: [2, 1, -Infinity] });
  assert.deepEqual(parseVector('１　２　３', logits), { ok: true, value: [1, 2, 3] });
  // Still refused where ASCII is: an empty entry between two full-width commas.
  assert.equal(parseVector('1，，2', logits).message, parseVector('1,,2', logits).message);
});

test('the walkthrough’s matrix "1，2；3，4" goes through the core’s parser as "1,2;3,4"', () => {
  const ascii = readEmbeddings(am, { tokens: 'a b', x: '1,2;3,4' });
  assert.equal(ascii.ok, true, ascii.message);
  assert.deepEqual(ascii.value, { tokens: ['a', 'b'], x: [1, 2, 3, 4], dModel: 2 });
  assert.deepEqual(readEmbeddings(am, { tokens: 'a b', x: '1，2；3，4' }), ascii);
  assert.deepEqual(readEmbeddings(am, { tokens: 'a b', x: '１，２；３，４' }), ascii);
  assert.deepEqual(readEmbeddings(am, { tokens: 'a b', x: '1　2；3、4' }), ascii);
  // The core still refuses what is not a matrix, and says where.
  const ragged = readEmbeddings(am, { tokens: 'a b', x: '1，2；3' });
  assert.equal(ragged.ok, false);
  assert.equal(ragged.message, readEmbeddings(am, { tokens: 'a b', x: '1,2;3' }).message);
});

test('the trained heads’ letters: "ＡＢＣ，ＤＥ" is ABC, DE', () => {
  assert.deepEqual(parseSequence('ＡＢＣ，ＤＥ'), parseSequence('ABC,DE'));
  assert.deepEqual(parseSequence('ａｂｃ　ｄｅ').tokens, [0, 1, 2, 3, 4]);
});
