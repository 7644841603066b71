// The blocking script in every page's <head> (site/page-init.js): it runs
// before first paint, so an old one-page link is forwarded before anything
// shows (forward-links.js), the saved theme applies before the page is
// drawn (theme-init.js), and the fonts the first formulas need are asked
// for at once (preload-fonts.js). Bundled with the build's course index
// (web/build/page.mjs), so it needs nothing else at run time. It also
// makes the language switch keep the reader's place (language-links.js).

import index from 'attention:course-index';
import { HOME, WALKTHROUGH_PARAMS } from '../course-home.mjs';
import { forwardTarget } from './forward-links.js';
import { initLanguageLinks } from './language-links.js';
import { preloadFonts } from './preload-fonts.js';
import './theme-init.js';

const target = forwardTarget(location, index, { home: HOME.file, walkthrough: 'walkthrough', walkthroughParams: WALKTHROUGH_PARAMS });
if (target) {
  // Nothing of this page should flash while the next one loads.
  document.documentElement.hidden = true;
  location.replace(target);
} else {
  preloadFonts();
  initLanguageLinks();
}
