// The course in Simplified Chinese: en.js translated, message for message
// (see en.js for the syntax). Formulas are copied exactly; the build fails
// a formula that differs from English.
export default String.raw`
## Shared: numbers, states, the language switch (lib/text)

language-switch = 语言

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
