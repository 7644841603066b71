// Safe by construction: no code is ever made from text, and no reader text
// is ever parsed as HTML. Scans every script under web/ and the built site
// (the chapters' app-*.js bundles and the wasm module's glue); the KaTeX prerender happens in
// web/build.mjs at build time and leaves no HTML parsing in the page's code.
// tests/e2e/robustness.test.mjs proves the same from the outside, with
// hostile token names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

const FORBIDDEN = [
  { name: 'eval', pattern: /\beval\s*\(/ },
  { name: 'new Function', pattern: /\bnew\s+Function\b|(?<![\w.$])Function\s*\(/ },
  { name: 'innerHTML/outerHTML', pattern: /\b(innerHTML|outerHTML)\b/ },
  { name: 'insertAdjacentHTML', pattern: /\binsertAdjacentHTML\b/ },
  { name: 'document.write', pattern: /\bdocument\.write(ln)?\s*\(/ },
  { name: 'HTML parsing', pattern: /\bcreateContextualFragment\b|\bnew\s+DOMParser\b|\bsetHTML(Unsafe)?\s*\(|\.srcdoc\b/ },
  { name: 'string timer', pattern: /\bset(Timeout|Interval)\s*\(\s*['"`]/ },
];

// Full-line comments may name what is forbidden (to say it is not used).
function codeLines(text) {
  return text.split('\n').map((line, i) => ({ line, number: i + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line));
}

export function findForbidden(text) {
  const found = [];
  for (const { line, number } of codeLines(text)) {
    for (const { name, pattern } of FORBIDDEN) if (pattern.test(line)) found.push(`${number}: ${name}: ${line.trim().slice(0, 120)}`);
  }
  return found;
}

// The scripts git tracks under dir: not the examples' node_modules (one
// links back to this repository, a loop) nor the tools' generated caches.
function scripts(dir) {
  const tracked = execFileSync('git', ['ls-files', '-z', '--', dir], { cwd: repo, encoding: 'utf8' });
  return tracked.split('\0').filter((name) => /\.(m?js)$/.test(name)).map((name) => join(repo, name));
}

test('the scanner finds what it looks for (so a clean result means something)', () => {
  const bad = ['el.innerHTML = name;', 'eval(text)', 'const f = new Function("x", body);', 'node.insertAdjacentHTML("beforeend", s)',
    'setTimeout("go()", 5)', 'document.write(s)', 'Function("return this")()'];
  for (const line of bad) assert.equal(findForbidden(line).length, 1, line);
  assert.deepEqual(findForbidden('// never innerHTML\nel.textContent = name;\nconst evaluate = 1;'), []);
});

test('web/ and the page code built from it: no eval, no new Function, no HTML from text', () => {
  // build.mjs runs in Node at build time (the KaTeX prerender); it is not page code.
  const files = scripts(join(repo, 'web')).filter((f) => !f.endsWith('build.mjs'));
  assert.ok(files.length > 30, 'scanned the page scripts');
  const bundles = readdirSync(join(repo, 'site')).filter((name) => /^app-.+\.js$/.test(name)).map((name) => `site/${name}`);
  assert.ok(bundles.length >= 4, 'every chapter has its bundle');
  for (const file of [...bundles, 'site/attention-math.js']) {
    const path = join(repo, file);
    assert.ok(existsSync(path), `${file} is built`);
    files.push(path);
  }
  const problems = files.flatMap((file) => findForbidden(readFileSync(file, 'utf8')).map((p) => `${relative(repo, file)}:${p}`));
  assert.deepEqual(problems, []);
});

test('the built page has no inline event handlers or javascript: URLs', () => {
  const html = readFileSync(join(repo, 'site/index.html'), 'utf8');
  assert.deepEqual(html.match(/<[a-z][^>]*\son[a-z]+\s*=/gi) ?? [], []);
  assert.deepEqual(html.match(/javascript:/gi) ?? [], []);
});
