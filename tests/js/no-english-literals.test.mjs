// Nothing a reader sees is left in English outside the catalogues: a string
// literal in web/elements or web/lib that holds two English words in a row,
// or a capitalised word alone (a button's "Check"), fails, unless its line
// ends with `// developer-facing` (an error thrown to a programmer who
// misused the JS API) or a comment starting `// data` (what a model reads
// or a program runs: the toy sentences, a line of numpy). Class lists ("panel panel--matrices") and key names
// ("ArrowLeft") are code, not text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringLiterals } from './literals.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const files = execSync('git ls-files web/elements web/lib', { cwd: repo }).toString().trim().split('\n')
  .filter((file) => file.endsWith('.js'));

const TWO_WORDS = /\b[A-Za-z][a-z]+[ \u00a0]+[a-z]{2,}\b/;
const ONE_WORD = /^[A-Z][a-z]{2,}[.:…]?$/;
// Class lists and CSS selectors: "panel panel--matrices", ".predict input, .predict button".
const CLASS_LIST = /^\s*[.#]?[a-z][\w-]*(?:[\s,>+~]+[.#]?[a-z][\w-]*)*\s*$/;
// The toy sentences' words, capitalised where a sentence starts: data the models read.
const DATA_WORDS = new Set(['The', 'Down', 'Cats']);
const CODE_WORDS = new Set(['Enter', 'Escape', 'Tab', 'Home', 'End', 'Space', 'Backspace', 'Delete', 'Shift', 'Control',
  'Alt', 'Meta', 'Infinity', 'NaN', 'Error', 'Object', 'Array', 'String', 'Number', 'Date', 'Math']);

// Markup is code: what is between < and > (an unclosed tag at the end of a
// template's piece too) is dropped before the text is read.
const withoutMarkup = (text) => text.replace(/<[^>]*(?:>|$)/g, ' ').replace(/^[^<]*>/, ' ');

function readerFacing({ text, template }) {
  if (CLASS_LIST.test(text) && /[-_.#]/.test(text)) return false;
  const word = text.replace(/[.:…]$/, '');
  if (!template && ONE_WORD.test(text)) return !CODE_WORDS.has(word) && !DATA_WORDS.has(word) && !/^(Arrow|Page|Key|Digit)/.test(text);
  return TWO_WORDS.test(withoutMarkup(text));
}

export function englishLiterals(file) {
  const source = readFileSync(join(repo, file), 'utf8');
  const lines = source.split('\n');
  return stringLiterals(source)
    .filter((literal) => readerFacing(literal) && !/\/\/ (developer-facing\s*$|data\b)/.test(lines[literal.line - 1]))
    .map(({ line, text }) => `${file}:${line}: ${text.trim().slice(0, 80)}`);
}

test('no reader-facing English in a string literal of web/elements or web/lib: it belongs in web/locales/en.js', () => {
  const found = files.flatMap(englishLiterals);
  assert.deepEqual(found, [], `${found.length} literals in ${new Set(found.map((f) => f.split(':')[0])).size} files`);
});

test('the scanner finds what it should, and nothing in comments, regular expressions or class lists', async () => {
  const { stringLiterals: scan } = await import('./literals.mjs');
  const source = [
    "// 'not this one'",
    "const a = 'Show the answer'; const r = /it's a 'regex'/g;",
    'const b = `Loading ${x ? `the live numbers` : \'\'} now`;',
    "el('p', 'panel panel--matrices'); key === 'ArrowLeft'; label('Check');",
  ].join('\n');
  const texts = scan(source).map((s) => s.text);
  assert.deepEqual(scan(source).filter(readerFacing).map((s) => s.text), ['Show the answer', 'the live numbers', 'Check']);
  assert.ok(!texts.some((t) => t.includes('not this one') || t.includes('regex')));
});
