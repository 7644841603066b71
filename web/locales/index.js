// The languages of the course. Adding one is its catalogue file beside this
// one (a copy of en.js, translated) and one line in LANGUAGES: its BCP 47
// code, its name in its own language, its writing direction and the
// catalogue. The build makes its pages in site/<code>/ and the widgets take
// it as their `lang`; a message it lacks falls back to English, and
// tests/js/catalogues.test.mjs lists what is missing.
import en from './en.js';
import zhCN from './zh-CN.js';

export const LANGUAGES = Object.freeze([
  { code: 'en', name: 'English', dir: 'ltr', catalogue: en },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr', catalogue: zhCN },
].map(Object.freeze));

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
