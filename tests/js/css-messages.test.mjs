// The stylesheet's own words (web/build/css-messages.mjs): each language's
// catalogue message, as a CSS custom property on :root (English) or
// :root:lang(code), for every language the site is built in, and in the
// built app.css.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSS_MESSAGES, cssMessages } from '../../web/build/css-messages.mjs';
import { message } from '../../web/lib/text/messages.js';
import { LANGUAGES } from '../../web/locales/index.js';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

test('each language gets every stylesheet message, from its catalogue, as a CSS string', () => {
  const codes = LANGUAGES.map((l) => l.code);
  const css = cssMessages(codes);
  for (const code of codes) {
    const selector = code === 'en' ? ':root {' : `:root:lang(${code}) {`;
    const block = css.slice(css.indexOf(selector), css.indexOf('}', css.indexOf(selector)));
    assert.ok(css.includes(selector), selector);
    for (const [name, id] of Object.entries(CSS_MESSAGES)) {
      const text = message(id, undefined, code);
      assert.ok(text && !/[<>]/.test(text), `${code} ${id}: plain text`);
      assert.ok(block.includes(`--${name}: ${JSON.stringify(text)};`), `${code} --${name}`);
    }
  }
  assert.ok(!cssMessages(['en']).includes('Interactive figure: it draws when you scroll to it.\n'), 'quoted, never bare');
});

test('the built app.css carries them, and no stylesheet words of its own', { skip: !existsSync(join(repoDir, 'site', 'app.css')) && 'no site/app.css' }, () => {
  const css = readFileSync(join(repoDir, 'site', 'app.css'), 'utf8');
  assert.ok(css.includes(cssMessages(LANGUAGES.map((l) => l.code)).split('\n')[0]));
  assert.match(css, /content:\s*var\(--figure-waiting\)/);
  assert.doesNotMatch(readFileSync(join(repoDir, 'web', 'styles', '21-render-on-demand.css'), 'utf8'), /content:\s*"[^"]*[A-Za-z]{3}/);
});
