// The pages' prose comes from the catalogues (web/build/page.mjs, withProse):
// a {{page-…}} or {{site-…}} placeholder is the message in the page's
// language, HTML in content and escaped text in an attribute; an id no
// catalogue has fails the build. Every language's pages come out whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { alternates, assembleCourse, withProse } from '../../web/build/page.mjs';
import { LANGUAGES } from '../../web/locales/index.js';
import { loadCore } from '../e2e/browser.mjs';

const webDir = fileURLToPath(new URL('../../web/', import.meta.url));

test('a placeholder is its message: HTML in content, escaped in an attribute; an unknown id throws', () => {
  assert.equal(withProse('<span>{{site-skip-link}}</span>'), '<span>Skip to the content</span>');
  assert.equal(withProse('<a title="{{site-step-map-step}}">', 'en', { number: 2, title: 'Q & "K"' }), '<a title="Step 2: Q &amp; &quot;K&quot;">');
  assert.match(withProse('{{site-step-map-top}}'), /^Top<span class="visually-hidden">/);
  assert.equal(withProse('<span>{{site-skip-link}}</span>', 'zh-CN'), '<span>跳到正文</span>');
  assert.throws(() => withProse('<p>{{page-no-such-paragraph}}</p>'), /no message "page-no-such-paragraph"/);
});

test('every language: the same pages, in its own <html lang>, with no placeholder left', async () => {
  const am = await loadCore();
  const english = await assembleCourse(join(webDir, 'page'), join(webDir, 'sections'), am);
  for (const { code } of LANGUAGES) {
    const { pages } = await assembleCourse(join(webDir, 'page'), join(webDir, 'sections'), am, code);
    assert.deepEqual(pages.map((page) => page.file), english.pages.map((page) => page.file));
    for (const { file, html } of pages) {
      assert.match(html, new RegExp(`<html lang="${code}"[ >]`), `${code}/${file}`);
      assert.doesNotMatch(html, /\{\{[\w-]+\}\}/, `${code}/${file}: a placeholder left`);
    }
  }
});

test('alternates: absolute links to the page in every language once the host gives its address, none without it', () => {
  assert.equal(alternates('scores.html', ''), '');
  const links = alternates('scores.html', 'https://example.org/am').split('\n');
  assert.deepEqual(links.map((l) => l.match(/hreflang="([^"]+)" href="([^"]+)"/).slice(1).join(' ')), [
    ...LANGUAGES.map((l) => `${l.code} https://example.org/am/${l.code === 'en' ? '' : `${l.code}/`}scores.html`),
    'x-default https://example.org/am/scores.html',
  ]);
});
