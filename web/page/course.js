// The course's own script (site/course.js), on the home page and on every
// chapter page, apart from the widgets' bundle (app-<chapter>.js): the step
// map, jumps that land where they point (landing.js) and the "progress won't
// be kept" notice on chapters; progress, the checklist and
// the theme toggle on the home page (which loads neither the core nor any
// widget). Both share one ProgressStore with the widgets, through
// ProgressStore.shared(). It also makes each display formula a Tab stop
// only while it scrolls (every page has formulas; the home page no app.js),
// puts a closed disclosure's formulas in place when it opens, and a far
// section's formula faces as it comes near; holds back what a checkpoint
// guards until it is passed or helped with (guards.js); and draws the
// recall that opens a chapter, the review deck and the progress file (recall.js).

import { watchFormulaBoxes } from '../figures/dom/overflow.js';
import { setLanguage } from '../lib/text/messages.js';
import { ProgressStore } from '../lib/course/progress-store.js';
import { initThemeToggle } from '../lib/host/theme.js';
import { initHomeProgress } from './home-progress.js';
import { initLandings } from './landing.js';
import { initLazyFaces, initLazyMath } from './lazy-math.js';
import { initStepMap } from './step-map.js';
import { initGuards } from './guards.js';
import { initRecall } from './recall.js';

// Everything this script writes is in the page's language.
setLanguage(document.documentElement.lang);

function showStorageWarning(store) {
  const show = () => {
    for (const box of document.querySelectorAll('[data-progress-warning]')) box.hidden = store.persistent;
  };
  document.addEventListener('attention-progress', show);
  show();
}

function start() {
  watchFormulaBoxes(document);
  initLazyMath(document);
  initLazyFaces(document);
  const store = ProgressStore.shared();
  if (document.body.dataset.page === 'home') {
    const toggle = document.getElementById('theme-toggle');
    if (toggle) initThemeToggle(toggle);
    initHomeProgress(store);
    initRecall(store); // the review deck and the progress file
  } else {
    initGuards(store); // first: what it holds back changes the page's length
    initRecall(store); // the recall that opens the chapter: before the landing, as it has height
    initStepMap(store); // then: it follows the landings
    initLandings();
    showStorageWarning(store);
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
