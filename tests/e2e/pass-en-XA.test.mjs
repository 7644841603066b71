// The accented pseudo-locale (en-XA, web/locales/index.js): English with
// every letter accented and every vowel doubled, about a third longer. At
// 1280 and 390 px: nothing clipped or wider than the screen, axe clean, and
// no plain English word left, which would be a string that never went
// through the catalogue. Names, symbols and the models' data stay as they
// are (keptAsIs, language-pass.mjs).
import { VIEWS } from './browser.mjs';
import { keptAsIs, languagePass } from './language-pass.mjs';

languagePass({
  code: 'en-XA',
  views: VIEWS.filter(([view]) => view.endsWith('light')),
  leftovers: (words) => words.filter((word) => /^[A-Za-z]{3,}$/.test(word) && !keptAsIs(word) && word !== 'and'),
});
