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

export const HOME = Object.freeze({ file: 'index.html', title: 'Attention Math' });

export const CHAPTERS = Object.freeze([
  {
    file: 'scores.html',
    title: 'Scores: who attends to whom',
    summary: 'Why a word needs its context, then the first half of the formula: project the tokens into queries, '
      + 'keys and values, score every query against every key, scale the scores by √dₖ and mask the keys a query '
      + 'may not see. It ends with the table of scores that softmax receives.',
    minutes: 36,
    optionalMinutes: 5,
    sections: ['why', 'qkv', 'scores', 'scaling', 'masking'],
  },
  {
    file: 'formula.html',
    title: 'Weights, output and the formula',
    summary: 'Softmax, computed stably, turns each row of scores into weights; the weights mix the values into '
      + 'the output; then the whole formula with every shape in it, and a worked example: one row of it by hand, '
      + 'and the whole of it as numpy prints it, digit for digit.',
    minutes: 42,
    optionalMinutes: 9,
    sections: ['softmax', 'weighted-sum', 'formula', 'walkthrough'],
  },
  {
    file: 'heads.html',
    title: 'Many heads',
    summary: 'Why one attention pattern is not enough, shown by an experiment: one wide head against two narrow ones '
      + 'of the same size, trained on a task that needs two lookups at once. Then split the width across heads, '
      + 'concatenate their outputs and mix them with one more projection, and count what a layer costs.',
    minutes: 26,
    optionalMinutes: 0,
    sections: ['multi-head', 'heads-split', 'heads-cost'],
  },
  {
    file: 'inside.html',
    title: 'Under the hood',
    summary: 'Softmax in a single pass over the keys: the running maximum and sum behind fast kernels, what they save '
      + 'in memory traffic, and two partial results merged by hand. Then the backward pass, led by one question, '
      + 'which way a score must move to raise a weight, and checked against finite differences.',
    minutes: 33,
    optionalMinutes: 2,
    sections: ['online-softmax', 'backward'],
  },
  {
    file: 'further.html',
    title: 'What heads learn',
    summary: 'A small head learning its weights by gradient descent, then a trained two-layer model whose induction '
      + 'head you can watch form, the circuit behind it read from the weights, and a training run in your browser.',
    minutes: 28,
    optionalMinutes: 3,
    sections: ['learning', 'trained-heads'],
  },
  {
    file: 'review.html',
    title: 'Misconceptions, real bugs and a review',
    summary: 'Four common misreadings of attention tested live, eight bugs from every chapter that run without an '
      + 'error, three of them to spot yourself, and a review: what to remember, a capstone that follows one head from its '
      + 'shapes to its output and a gradient back to its scores, and exercises that check it.',
    minutes: 36,
    optionalMinutes: 12,
    sections: ['misconceptions', 'takeaways'],
  },
].map((chapter, index) => Object.freeze({ ...chapter, number: index + 1, sections: Object.freeze(chapter.sections) })));

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
  { id: 'derive', checkpoints: ['formula/derive'], text: 'Derive the formula',
    detail: 'put the formula together from memory, choosing its parts in order from a tray that holds wrong ones too, give each part’s shape in terms of the sentence length and the widths, and say why each part is where it is' },
  { id: 'shapes', checkpoints: ['formula/shapes'], text: 'Explain every shape',
    detail: 'give the shape of every matrix in the formula from the sentence length, the model width and the widths of queries, keys and values' },
  { id: 'numerics', checkpoints: ['softmax/numerics', 'walkthrough/by-hand'], text: 'Reproduce the softmax numerics on a toy example',
    detail: 'stable against naive softmax in float32, on scores in the hundreds or thousands, and one row of the worked example by hand: scores, max, exps, normalisation, weighted sum' },
].map((item) => Object.freeze({ ...item, checkpoints: Object.freeze(item.checkpoints) })));

// The capstone (review.html, takeaways/capstone) is not one of the seed's
// promises but all of them at once.
export const CAPSTONE_CHECK = Object.freeze({
  id: 'capstone', checkpoints: Object.freeze(['takeaways/capstone']), anchor: 'capstone-title', text: 'All of it at once: the capstone',
  detail: 'one head’s query on your own numbers, from the layer’s shapes through the scaled, masked scores, the stable softmax and two chunks merged to its output, and the gradient back to its scores',
});

// Every checkpoint outside the promise, in course order, as practice: the
// home page lists them under the promises, ticked by any pass (with help
// too: practice done is done), and counts them apart, so that nothing
// ticked there looks uncounted beside the promises' count. Between them,
// PROMISE and PRACTICE name every checkpoint the sections hold
// (tests/js/course-numbers.test.mjs).
export const PRACTICE = Object.freeze([
  Object.freeze({ id: 'learned-by-hand', checkpoints: Object.freeze(['walkthrough/learned-by-hand']), anchor: 'checkpoint-learned', text: 'The trained head by hand',
    detail: 'the row of “sat” in chapter 1’s trained head, from its scores to its output, which lands on “cat”' }),
  Object.freeze({ id: 'head-shapes', checkpoints: Object.freeze(['multi-head/shapes']), anchor: 'checkpoint-heads', text: 'The shapes of many heads',
    detail: 'one head’s matrices, then the heads side by side, the output projection and the layer’s output' }),
  Object.freeze({ id: 'merge', checkpoints: Object.freeze(['online-softmax/merge']), anchor: 'checkpoint-merge', text: 'Merge two chunks of online softmax',
    detail: 'two partial results, each with its own maximum, sum and output, rescaled to one maximum and added' }),
  CAPSTONE_CHECK,
]);

// The walkthrough's own query parameters (web/lib/walkthrough-fields.js and
// url-state.js): a link carrying only these belongs to the worked example.
export const WALKTHROUGH_PARAMS = Object.freeze(['seed', 'dk', 'dv', 'tokens', 'x']);

export function chapterOfSection(id) {
  return CHAPTERS.find((chapter) => chapter.sections.includes(id)) ?? null;
}

// The section that a progress id (`scaling`, `scaling/variance-256`) belongs to.
export function sectionOfProgressId(id) {
  return String(id).split('/')[0];
}
