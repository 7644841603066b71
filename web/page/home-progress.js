// The course home's progress, drawn from ProgressStore over the static map
// that web/build/page.mjs wrote: per chapter, the steps read, predictions
// made and exercises solved; the promise's checklist, ticked by the
// checkpoints passed without help, and the practice checkpoints apart; and
// where to carry on. Redrawn on every change, including
// changes made in another tab and a return through the back button.

import { CHAPTERS, PRACTICE, PROMISE } from '../course.mjs';
import { practiceDone, practiceStatus, promiseDone, promiseStatus } from '../lib/course/promise.js';
import { exerciseSolved } from '../lib/course/progress-store.js';
import { message } from '../lib/text/messages.js';

// What the reader has of `names` (the chapter's own, as the build listed
// them): an id the course no longer has is not counted.
function countIn(store, kind, names, filter = () => true) {
  return store.ids(kind).filter((id) => names.includes(id) && filter(store.get(kind, id))).length;
}

const namesOf = (text) => (text ? text.split(' ') : []);

// "3 of 14", or just "3" when there is no total to count against.
function ofTotal(done, total) {
  return total > 0 ? message('shared-count-of-total', { done, total }) : String(done);
}

function chapterProgress(store, chapter, card) {
  const read = chapter.sections.filter((id) => store.get('step', id)).length;
  const predictionNames = namesOf(card.dataset.predictions);
  const exerciseNames = namesOf(card.dataset.exercises);
  const predictions = countIn(store, 'prediction', predictionNames);
  const exercises = countIn(store, 'exercise', exerciseNames, exerciseSolved);
  const totals = { predictions: predictionNames.length, exercises: exerciseNames.length };
  return { read, predictions, exercises, totals };
}

// A chapter card's counts, each part a whole message, shown side by side.
function describe({ read, predictions, exercises, totals }, steps) {
  if (read === 0 && predictions === 0 && exercises === 0) return message('course-map-not-started');
  const parts = [message('course-map-steps-read', { read, steps })];
  if (totals.predictions || predictions) parts.push(message('course-map-predictions-made', { done: predictions, total: totals.predictions }));
  if (totals.exercises || exercises) parts.push(message('course-map-exercises-solved', { done: exercises, total: totals.exercises }));
  return parts.join(' · ');
}

function drawChapter(store, chapter, card) {
  const progress = chapterProgress(store, chapter, card);
  const steps = chapter.sections.length;
  card.querySelector('[data-counts]').textContent = describe(progress, steps);
  card.querySelector('[data-fill]').style.inlineSize = `${(100 * progress.read) / steps}%`;
  card.toggleAttribute('data-complete', progress.read === steps);
  for (const item of card.querySelectorAll('[data-step]')) {
    const done = Boolean(store.get('step', item.dataset.step));
    item.toggleAttribute('data-done', done);
    item.querySelector('[data-done-label]').hidden = !done;
  }
  return progress;
}

// Only passes without help tick a promise (web/lib/course/promise.js); any
// pass ticks a practice checkpoint, and its words say with help or without.
function drawChecks(store) {
  const get = (kind, id) => store.get(kind, id);
  for (const [kind, items, status] of [['promise', PROMISE, promiseStatus], ['practice', PRACTICE, practiceStatus]]) {
    for (const item of items) {
      const node = document.querySelector(`[data-${kind}="${item.id}"]`);
      if (!node) continue;
      const { done, text } = status(item, get);
      node.toggleAttribute('data-done', done);
      node.querySelector(`[data-${kind}-status]`).textContent = text;
    }
  }
}

// The first step not read yet, in course order; null when all are read.
function nextStep(store) {
  for (const chapter of CHAPTERS) {
    const id = chapter.sections.find((section) => !store.get('step', section));
    if (id) return { chapter, id };
  }
  return null;
}

function drawResume(store, anyProgress) {
  const link = document.querySelector('[data-resume]');
  const note = document.querySelector('[data-resume-note]');
  if (!link) return;
  const next = nextStep(store);
  if (!anyProgress) {
    link.href = CHAPTERS[0].file;
    link.textContent = message('course-map-resume-start', { number: 1, title: CHAPTERS[0].title });
    note.hidden = true;
    return;
  }
  if (next) {
    // The step's title is the chip's own text, before its hidden " (read)".
    const title = document.querySelector(`.chapter-card [data-step="${next.id}"] a`)?.firstChild.textContent ?? next.id;
    link.href = `${next.chapter.file}#${next.id}`;
    link.textContent = message('course-map-resume-continue', { number: next.chapter.number, title });
    note.textContent = message('course-map-resume-next-note', { chapter: next.chapter.title });
  } else {
    link.href = CHAPTERS.at(-1).file;
    link.textContent = message('course-map-resume-review', { number: CHAPTERS.length, title: CHAPTERS.at(-1).title });
    note.textContent = message('course-map-resume-all-read');
  }
  note.hidden = false;
}

function drawTotals(store, sums) {
  const steps = CHAPTERS.reduce((sum, chapter) => sum + chapter.sections.length, 0);
  const set = (kind, text) => { document.querySelector(`[data-total="${kind}"]`).textContent = text; };
  set('step', message('shared-count-of-total', { done: sums.read, total: steps }));
  set('prediction', ofTotal(sums.predictions, sums.totals.predictions));
  set('exercise', ofTotal(sums.exercises, sums.totals.exercises));
  const get = (kind, id) => store.get(kind, id);
  set('checkpoint', message('shared-count-of-total', { done: promiseDone(PROMISE, get), total: PROMISE.length }));
  set('practice', message('shared-count-of-total', { done: practiceDone(PRACTICE, get), total: PRACTICE.length }));
  for (const [kind, key] of [['prediction', 'predictions'], ['exercise', 'exercises']]) {
    document.querySelector(`[data-total-box="${kind}"]`).hidden = !sums.totals[key] && !sums[key];
  }
}

export function initHomeProgress(store) {
  const cards = new Map([...document.querySelectorAll('.chapter-card')].map((card) => [card.dataset.chapter, card]));
  const warning = document.querySelector('[data-progress-warning]');
  const storageNote = document.querySelector('[data-storage-note]');
  const resetBox = document.querySelector('[data-reset-box]');

  function draw() {
    const sums = { read: 0, predictions: 0, exercises: 0, totals: { predictions: 0, exercises: 0 } };
    for (const chapter of CHAPTERS) {
      const card = cards.get(chapter.file);
      if (!card) continue;
      const progress = drawChapter(store, chapter, card);
      for (const key of ['read', 'predictions', 'exercises']) sums[key] += progress[key];
      for (const key of ['predictions', 'exercises']) sums.totals[key] += progress.totals[key];
    }
    drawChecks(store);
    drawTotals(store, sums);
    const anyProgress = ['step', 'prediction', 'exercise', 'checkpoint'].some((kind) => store.ids(kind).length > 0);
    drawResume(store, anyProgress);
    warning.hidden = store.persistent;
    storageNote.hidden = !store.persistent;
    resetBox.hidden = !anyProgress;
  }

  document.querySelector('[data-reset]')?.addEventListener('click', () => {
    store.clear();
    document.querySelector('[data-resume]')?.focus();
  });
  document.addEventListener('attention-progress', draw);
  draw();
}
