// The course's own script (site/course.js), on the home page and on every
// chapter page, apart from the widgets' app.js: the step map and the
// "progress won't be kept" notice on chapters; progress, the checklist and
// the theme toggle on the home page (which loads neither the core nor any
// widget). Both share one ProgressStore with the widgets, through
// ProgressStore.shared().

import { ProgressStore } from '../lib/course/progress-store.js';
import { initThemeToggle } from '../lib/host/theme.js';
import { initHomeProgress } from './home-progress.js';
import { initStepMap } from './step-map.js';

function showStorageWarning(store) {
  const show = () => {
    for (const box of document.querySelectorAll('[data-progress-warning]')) box.hidden = store.persistent;
  };
  document.addEventListener('attention-progress', show);
  show();
}

function start() {
  const store = ProgressStore.shared();
  if (document.body.dataset.page === 'home') {
    const toggle = document.getElementById('theme-toggle');
    if (toggle) initThemeToggle(toggle);
    initHomeProgress(store);
  } else {
    initStepMap(store);
    showStorageWarning(store);
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
