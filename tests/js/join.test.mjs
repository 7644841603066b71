// Whole messages put side by side (web/lib/text/join.js): English spaces
// and commas as before, Chinese its own marks and no space after 。; and a
// count that is the whole of its total reads "all", in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listClauses, listItems, nameAndNoteGap, sentenceGap, sentences } from '../../web/lib/text/join.js';
import { allOf, message, withLanguage } from '../../web/lib/text/messages.js';

test('English joins are the plain ", ", "; " and one space', () => {
  assert.equal(listItems(['0.274 for “The”', '0.164 for “cat”', '0.229 for “sat”']), '0.274 for “The”, 0.164 for “cat”, 0.229 for “sat”');
  assert.equal(listClauses(['Q (n, d_k)', 'K (n, d_k)']), 'Q (n, d_k); K (n, d_k)');
  assert.equal(sentences('Not yet.', 'Divide by √d_k.'), 'Not yet. Divide by √d_k.');
  assert.equal(sentenceGap(), ' ');
  assert.equal(nameAndNoteGap(), ' ');
});

test('Chinese joins use 、 and ；, and nothing between sentences or before a note', () => {
  withLanguage('zh-CN', () => {
    assert.equal(listItems(['0.274（“The”）', '0.164（“cat”）']), '0.274（“The”）、0.164（“cat”）');
    assert.equal(listClauses(['Q (n, d_k)', 'K (n, d_k)']), 'Q (n, d_k)；K (n, d_k)');
    assert.equal(sentences('还不对。', '除以 √d_k。'), '还不对。除以 √d_k。');
    assert.equal(sentenceGap(), '');
    assert.equal(nameAndNoteGap(), '');
  });
});

test('empty parts are left out, one part stands alone, numbers are not regrouped', () => {
  assert.equal(sentences('', 'Only this.', undefined), 'Only this.');
  assert.equal(listItems([]), '');
  assert.equal(listItems([1, 2, 1024]), '1, 2, 1024');
});

test('a count of all its total says "all" in both languages; a part keeps "of"', () => {
  const verdict = (count, total, language) => message('check-verdict-not-yet',
    { count, total, all: allOf(count, total), first: 'z₁', hint: 'Divide by √3.' }, language);
  assert.equal(verdict(4, 4, 'en'), 'Not yet: All 4 entries are off, the first z₁. Divide by √3.');
  assert.equal(verdict(3, 4, 'en'), 'Not yet: 3 of 4 entries are off, the first z₁. Divide by √3.');
  assert.equal(verdict(4, 4, 'zh-CN'), '还不对：4 项全都不对。先看第一个：“z₁”。Divide by √3.');
  assert.equal(verdict(3, 4, 'zh-CN'), '还不对：4 项中有 3 项不对。先看第一个错的：“z₁”。Divide by √3.');
});

test('Chinese spacing: none between Chinese characters, punctuation and quotes; one before a Latin symbol or number', async () => {
  const { withChineseSpacing } = await import('../../web/lib/text/messages.js');
  assert.equal(withChineseSpacing('请输入 种子：1 到 9'), '请输入种子：1 到 9');
  assert.equal(withChineseSpacing('请输入 d_k：1'), '请输入 d_k：1');
  assert.equal(withChineseSpacing('“sat”与 “cat” 和 它自己 的分数'), '“sat”与“cat”和它自己的分数');
  assert.equal(withChineseSpacing('在线 softmax （已读）'), '在线 softmax（已读）');
  assert.equal(message('check-verdict-not-yet', { count: 1, total: 3, all: 'no', first: '种子', hint: '' }, 'zh-CN'), '还不对：“种子”不对。');
});
