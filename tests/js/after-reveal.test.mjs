// Which predictions a step's practice waits for (web/lib/course/after-reveal.js):
// by default every prediction before it in its section; an element that
// names a prediction in independent-of="…" does not wait for that one.
// Read from the section sources, so that a renamed or moved prediction
// cannot leave a declaration pointing at nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { waitedFor } from '../../web/lib/course/after-reveal.js';

const dir = new URL('../../web/sections/', import.meta.url);
const sections = await Promise.all((await readdir(dir)).filter((f) => f.endsWith('.html'))
  .map(async (file) => ({ file, html: await readFile(new URL(file, dir), 'utf8') })));
const named = (name) => ({ getAttribute: (key) => (key === 'name' ? name : null) });

test('waitedFor keeps every prediction but the ones named independent-of', () => {
  const before = ['a/one', 'a/two'].map(named);
  assert.deepEqual(waitedFor(before, null).map((p) => p.getAttribute('name')), ['a/one', 'a/two'], 'the default: all of them');
  assert.deepEqual(waitedFor(before, '').map((p) => p.getAttribute('name')), ['a/one', 'a/two']);
  assert.deepEqual(waitedFor(before, 'a/one').map((p) => p.getAttribute('name')), ['a/two']);
  assert.deepEqual(waitedFor(before, ' a/two  a/one ').map((p) => p.getAttribute('name')), []);
});

test('every independent-of names a prediction before it in its own section', () => {
  let declared = 0;
  for (const { file, html } of sections) {
    for (const match of html.matchAll(/<(attention-[a-z-]+) name="([^"]+)" independent-of="([^"]*)"/g)) {
      const before = html.slice(0, match.index);
      const predictions = [...before.matchAll(/<attention-predict name="([^"]+)"/g)].map((m) => m[1]);
      for (const name of match[3].split(/\s+/).filter(Boolean)) {
        declared += 1;
        assert.ok(predictions.includes(name), `${file}: ${match[2]} is independent of ${name}, which is not a prediction before it`);
      }
    }
  }
  assert.ok(declared >= 1, `${declared} declarations`);
});

// Chapter 3's practice (the shapes checkpoint, the cost exercises) sits in
// steps of its own, after the experiment's step. The cost exercises have no
// prediction before them; the shapes checkpoint follows the split's question
// (which numbers head 1 holds without the transpose), whose answer it does
// not use, so it declares itself independent of it and opens at once.
test('chapter 3’s shapes checkpoint and cost exercises wait for no prediction; only it and the backward pass opt out', () => {
  const html = (file) => sections.find((s) => s.file === file).html;
  assert.match(html('10-multi-head.html'), /<attention-predict name="multi-head\/one-or-two">/);
  assert.doesNotMatch(html('10-multi-head.html'), /<attention-(?:exercise|by-hand)\b/, 'the experiment’s step holds no practice');
  assert.match(html('10-heads-split.html'), /<attention-by-hand id="checkpoint-heads" name="multi-head\/shapes" independent-of=/);
  for (const name of ['multi-head/params', 'multi-head/flops']) {
    assert.match(html('10-heads-cost.html'), new RegExp(`<attention-exercise name="${name}">`));
  }
  assert.doesNotMatch(html('10-heads-cost.html'), /<attention-predict\b|independent-of=/, '10-heads-cost.html: no prediction to wait for');
  const split = html('10-heads-split.html');
  assert.deepEqual([...split.matchAll(/<attention-predict name="([^"]+)"/g)].map((m) => m[1]), ['heads-split/no-transpose']);
  assert.match(split, /<attention-by-hand id="checkpoint-heads" name="multi-head\/shapes" independent-of="heads-split\/no-transpose">/);
  const all = sections.map((s) => s.html).join('\n');
  assert.equal((all.match(/independent-of=/g) ?? []).length, 3,
               'only the shapes checkpoint and the backward pass’s entry of dA and shape of dW_Q opt out');
});
