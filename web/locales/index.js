// The languages of the course. Adding one is its catalogue file beside this
// one (a copy of en.js, translated, with its own language-name and
// language-direction) and one line in catalogues.js. The build makes its
// pages in site/<code>/ and the widgets take it as their `lang`; a message
// it lacks falls back to English, and tests/js/catalogues.test.mjs lists
// what is missing.
import * as catalogues from './catalogues.js';

const declared = (catalogue, id) => catalogue.match(new RegExp(`^${id} = (.+)$`, 'm'))?.[1].trim();

export const LANGUAGES = Object.freeze(Object.entries(catalogues).map(([code, catalogue]) => Object.freeze({
  code,
  name: declared(catalogue, 'language-name') ?? code,
  dir: declared(catalogue, 'language-direction') === 'rtl' ? 'rtl' : 'ltr',
  catalogue,
})).sort((a, b) => (a.code === 'en' ? -1 : b.code === 'en' ? 1 : a.code.localeCompare(b.code))));

// The pseudo-locales the tests run, made from English at load, never
// shipped as a choice: `en-XA` accents every letter and doubles its vowels
// (about a third longer), so that a string built outside the catalogue shows
// up unaccented and a box too small for a longer language clips; `ar-XB`
// writes every text right to left, so that a layout built on left and right
// instead of logical properties shows up.
export const PSEUDO_LANGUAGES = Object.freeze([
  { code: 'en-XA', name: '[Éñğļîšĥ]', dir: 'ltr', from: 'en', transform: 'accented' },
  { code: 'ar-XB', name: 'English ←', dir: 'rtl', from: 'en', transform: 'mirrored' },
].map(Object.freeze));

export const DEFAULT_LANGUAGE = 'en';
