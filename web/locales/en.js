// The course's English, the source every other catalogue translates: every
// sentence a reader sees, in Fluent syntax (https://projectfluent.org/),
// one message per id. Arguments are `{ $name }`; plurals and choices are
// selectors (`{ $count -> [one] … *[other] … }`), never built in code.
// Messages whose id starts with `page-` are the pages' prose: the build
// writes them into the HTML and leaves them out of the scripts.
// Formulas stay as they are, `\( … \)` and `\[ … \]`, and must be the same
// in every language (tests/js/catalogues.test.mjs); any other brace is
// written `{"{"}` and `{"}"}`. This file is a String.raw template, so it
// holds no backtick and no dollar sign followed by a brace.
export default String.raw`
## Shared: numbers, states, the language switch (lib/text)

language-switch = Language

## Core errors (lib/core)

## Fields (lib/fields)

## Widgets' frame and exports (lib/widget, lib/host)

## Course machinery (lib/course: answers, feedback, aids, progress)

## Predictions (lib/course/predictions.js)

## Checkpoints (lib/course/checkpoints.js)

## Exercises (lib/course/exercises.js)

## Recall and derivation (lib/course/recall.js, derivation.js, formula-answer.js)

## Chapters 1 and 2: widgets (elements)

## Chapters 3 to 6: widgets (elements)

## Course manifest and page scripts (course.mjs, page/)

## Pages' prose (page-*)

`;
