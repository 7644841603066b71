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
## Shared: the language switch, words for counts and states (lib/text, lib/host)

language-switch = Language

## Core errors (lib/core)

## Fields (lib/fields)

## Widgets' frame, figures and exports (lib/widget, figures)

## Course manifest and page scripts (course.mjs, page/*.js)

## Course machinery (lib/course: derivation, formula answers, answers, feedback, aids, progress)

## Predictions (lib/course/predictions.js)

## Checkpoints (lib/course/checkpoints.js)

## Exercises (lib/course/exercises.js)

## Recall (lib/course/recall.js)

## Chapters 1 and 2: widgets (elements)

# <attention-why>: one query token's weights over the sentence "The cat sat down".
why-query-label = the query token
why-query-subject = The query token
why-query-caption = Query token
why-error-not-a-token = query: “{ $query }” is not a token of the example
why-picker-label = Which token is asking?
why-export-title = Why attention: one query’s weights over the other tokens
why-table-caption = How much “{ $query }” attends to each token (its row of the weights)
why-column-key = key j
why-column-scaled-score = scaled score
why-column-weight = weight w
why-row-sum = sum
why-summary = “{ $query }” gives its largest weight, { $weight }, to “{ $top }”; every token gets some share.
# A range of weights, "0.210 to 0.290".
why-range = { $min } to { $max }
why-notice-alike = Notice: every query ranks the keys alike. “{ $top }” gets the largest share from each ({ $topRange }), “{ $bottom }” the smallest ({ $bottomRange }).
why-notice-self-least = “{ $query }” gives itself the least of all ({ $own }): nothing in the formula pulls a token toward itself.
why-notice-self-most = “{ $query }” gives itself the most ({ $own }) only because every query gives “{ $top }” the most.
# When the queries do not agree, only the sentence about the chosen query, after "Notice:".
why-notice-only = Notice: { $self }
# Both sentences of the notice, the second about the chosen query.
why-notice-both = { $alike } { $self }

## Chapters 3 to 6: widgets (elements)

## Page shell and home page (site-*)

## Pages' prose, chapter 1 (page-*)

## Pages' prose, chapter 2 (page-*)

## Pages' prose, chapter 3 (page-*)

## Pages' prose, chapter 4 (page-*)

## Pages' prose, chapter 5 (page-*)

## Pages' prose, chapter 6 (page-*)

`;
