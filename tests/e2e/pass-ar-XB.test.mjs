// The right-to-left pseudo-locale (ar-XB, web/locales/index.js): English
// text set right to left on pages with dir="rtl", so that a layout built on
// left and right instead of logical properties shows up as clipped or
// overflowing. At 1280 and 390 px: nothing wider than the screen, the phone
// fit, axe clean.
import { VIEWS } from './browser.mjs';
import { languagePass } from './language-pass.mjs';

languagePass({
  code: 'ar-XB',
  dir: 'rtl',
  views: VIEWS.filter(([view]) => view.endsWith('light')),
  leftovers: () => [],
});
