// The catalogues (web/locales/): each parses whole (Fluent skips an entry it
// cannot read without a word, so every id written must come out as a
// message), none repeats an id, a translation holds only ids English has,
// and each formula of a message is the same in every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FluentResource } from '@fluent/bundle';
import { LANGUAGES } from '../../web/locales/index.js';
import { fluentSource, message } from '../../web/lib/text/messages.js';

const idsWritten = (catalogue) => [...catalogue.matchAll(/^([A-Za-z][\w-]*)\s*=/gm)].map((m) => m[1]);
const parsed = (catalogue) => new FluentResource(fluentSource(catalogue)).body.map((entry) => entry.id);
const formulasOf = (text) => (text.match(/\\\([\s\S]*?\\\)|\\\[[\s\S]*?\\\]/g) ?? []).map((f) => f.replace(/\s+/g, ' ')).sort();

function entries(catalogue) {
  const map = new Map();
  let id = null;
  for (const line of catalogue.split('\n')) {
    const start = line.match(/^([A-Za-z][\w-]*)\s*=(.*)$/);
    if (start) [, id] = start;
    else if (!/^\s/.test(line) && line !== '') id = null;
    if (id) map.set(id, `${map.get(id) ?? ''}\n${start ? start[2] : line}`);
  }
  return map;
}

for (const { code, catalogue } of LANGUAGES) {
  test(`${code}: every message written parses, and no id is written twice`, () => {
    const written = idsWritten(catalogue);
    const twice = written.filter((id, i) => written.indexOf(id) !== i);
    assert.deepEqual(twice, [], `ids written twice in ${code}`);
    const lost = written.filter((id) => !parsed(catalogue).includes(id));
    assert.deepEqual(lost, [], `messages Fluent could not read in ${code} (a syntax error in or just before each)`);
  });
}

const english = LANGUAGES.find((l) => l.code === 'en');
for (const { code, catalogue } of LANGUAGES.filter((l) => l !== english)) {
  test(`${code}: only English's ids, and every formula as English writes it`, () => {
    const ours = entries(english.catalogue);
    const theirs = entries(catalogue);
    assert.deepEqual([...theirs.keys()].filter((id) => !ours.has(id)), [], `ids ${code} has and English has not`);
    for (const [id, text] of theirs) assert.deepEqual(formulasOf(text), formulasOf(ours.get(id)), `formulas of ${id} in ${code}`);
  });
}

test('a message falls back to English, and an unknown id throws', () => {
  assert.equal(message('language-switch', undefined, 'en'), 'Language');
  assert.throws(() => message('no-such-message'), /no message "no-such-message"/);
});
