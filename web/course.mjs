// The course: its chapters in reading order, each a page of site/ made of
// section partials from web/sections/ (one file each, named by id, never
// moved). web/build/page.mjs builds the home page and one page per chapter
// from this list; the home page and the step maps read it at run time too,
// so it must stay plain data that a browser bundle can import.
//
// Estimated minutes, the method (web/build/reading-time.mjs computes the same
// figures from the sections, and tests/js/course.test.mjs fails when one here
// is more than 20% away from it, so the figures follow the content). Two per
// chapter: `minutes`, the main path, and `optionalMinutes`, what the
// sections' <details> disclosures ("Go deeper: …", "More practice") add:
//   - prose: the words a section's own HTML shows (a formula counts as one
//     word), at 200 words a minute, a careful reading pace for technical text;
//   - + 15 s for each display equation, to read it term by term;
//   - + 2 min for each widget: about a minute to read its own labels and
//     tables (they average some 190 words) and one to try what it suggests;
//   - + 1 min for each prediction, 2 min for each exercise, 2 min for each
//     of the eight in the old exercise set, 6 min for the by-hand row of the
//     worked example and 3 min for any other checkpoint (shapes read off the
//     sizes, or the numerics' short entries).
// Each chapter's counts and estimate (words / equations / elements of its
// main path and of its disclosures, with the stated figures beside them) are
// printed by `node tests/tools/reading-times.mjs`; the blank-slate derivation,
// <attention-derive>, counts 6 min like the by-hand row, the capstone 7.5 (its
// sixth step, the gradient back to the row's scores, 1.5 more), and each of a
// chapter's opening recall questions, which the build writes into the page,
// 0.5 min beside its words.
// The derivation is two chapters because it cannot be one of under 45
// minutes by this method (the limit) while each of its six core steps
// keeps a prediction, a widget and a checked exercise (30 min) and the three
// checkpoints of the promise stay with the worked example (12 min): one page
// of all nine sections was 64 min. It splits where the scores are complete,
// scaled and masked, and softmax begins.

import { message } from './lib/text/messages.js';

export { HOME, WALKTHROUGH_PARAMS } from './course-home.mjs';

// A chapter's words are messages (course-map-<id>-title, -summary), read
// each time in the current language: getters on a frozen object, so every
// reader of chapter.title (the build, the home page, the recall) gets the
// page's language. (A copy made with {...chapter} keeps the language it was
// made in.) The id is the file's name without .html.
function chapter({ file, minutes, optionalMinutes, sections }, index) {
  const id = file.replace(/\.html$/, '');
  return Object.freeze({
    file,
    get title() { return message(`course-map-${id}-title`); },
    get summary() { return message(`course-map-${id}-summary`); },
    minutes,
    optionalMinutes,
    sections: Object.freeze(sections),
    number: index + 1,
  });
}

export const CHAPTERS = Object.freeze([
  { file: 'scores.html', minutes: 36, optionalMinutes: 5, sections: ['why', 'qkv', 'scores', 'scaling', 'masking'] },
  { file: 'formula.html', minutes: 42, optionalMinutes: 9, sections: ['softmax', 'weighted-sum', 'formula', 'walkthrough'] },
  { file: 'heads.html', minutes: 26, optionalMinutes: 0, sections: ['multi-head', 'heads-split', 'heads-cost'] },
  { file: 'inside.html', minutes: 33, optionalMinutes: 2, sections: ['online-softmax', 'backward'] },
  { file: 'further.html', minutes: 28, optionalMinutes: 3, sections: ['learning', 'trained-heads'] },
  { file: 'review.html', minutes: 36, optionalMinutes: 12, sections: ['misconceptions', 'takeaways'] },
].map(chapter));

// A checklist item's words, course-map-<id>-text and -detail, read in the
// current language like a chapter's.
function check({ id, checkpoints, anchor }) {
  return Object.freeze({
    id,
    checkpoints: Object.freeze(checkpoints),
    ...(anchor ? { anchor } : {}),
    get text() { return message(`course-map-${id}-text`); },
    get detail() { return message(`course-map-${id}-detail`); },
  });
}

// The seed's promise, as the checklist on the home page: each item is ticked
// once every checkpoint it names (progress kind `checkpoint`, id
// `<section>/<name>`) is passed without help (web/lib/course/promise.js),
// and links to where the first of them sits.
//   - Derive the formula is the blank-slate derivation (formula/derive): the
//     formula assembled from its parts, every part's shape in symbols and the
//     reason for each part. It replaces the by-hand row there: computing a
//     row applies the formula given, it does not derive it.
//   - The by-hand row (walkthrough/by-hand) is the softmax numerics done on
//     the toy example, with the float32 checkpoint (softmax/numerics): both
//     are "reproduce the softmax numerics on a toy example".
export const PROMISE = Object.freeze([
  { id: 'derive', checkpoints: ['formula/derive'] },
  { id: 'shapes', checkpoints: ['formula/shapes'] },
  { id: 'numerics', checkpoints: ['softmax/numerics', 'walkthrough/by-hand'] },
].map(check));

// The capstone (review.html, takeaways/capstone) is not one of the seed's
// promises but all of them at once.
export const CAPSTONE_CHECK = check({ id: 'capstone', checkpoints: ['takeaways/capstone'], anchor: 'capstone-title' });

// Every checkpoint outside the promise, in course order, as practice: the
// home page lists them under the promises, ticked by any pass (with help
// too: practice done is done), and counts them apart, so that nothing
// ticked there looks uncounted beside the promises' count. Between them,
// PROMISE and PRACTICE name every checkpoint the sections hold
// (tests/js/course-numbers.test.mjs).
export const PRACTICE = Object.freeze([
  check({ id: 'learned-by-hand', checkpoints: ['walkthrough/learned-by-hand'], anchor: 'checkpoint-learned' }),
  check({ id: 'head-shapes', checkpoints: ['multi-head/shapes'], anchor: 'checkpoint-heads' }),
  check({ id: 'merge', checkpoints: ['online-softmax/merge'], anchor: 'checkpoint-merge' }),
  CAPSTONE_CHECK,
]);


export function chapterOfSection(id) {
  return CHAPTERS.find((chapter) => chapter.sections.includes(id)) ?? null;
}

// The section that a progress id (`scaling`, `scaling/variance-256`) belongs to.
export function sectionOfProgressId(id) {
  return String(id).split('/')[0];
}
