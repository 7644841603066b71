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
# A count out of a total: "3 of 14" (steps read, checkpoints passed).
shared-count-of-total = { $done } of { $total }

## Core errors (lib/core)

# Shown in every widget when the WebAssembly module cannot load; $reason is what failed.
core-load-failed = The calculator could not start, so there are no numbers to show. Reload the page; if you opened it from disk, keep attention-math.js next to index.html. ({ $reason })
core-file-missing = { $file } did not load, so this page cannot compute its numbers.
core-file-missing-because = { $file } did not load, so this page cannot compute its numbers. ({ $reason })
core-no-simd = This browser cannot run the calculator, so there are no numbers to show: it lacks WebAssembly SIMD, which the calculator is built with. Chrome and Edge 91, Firefox 89 and Safari 16.4 (iOS 16.4) and later have it: open the course in one of those, or update this browser.
core-restarting = the calculator is restarting after a failure; try again in a moment.
core-restarted = the calculator failed ({ $reason }) and has been restarted; try again.
# The core's refusals, built from their code and params (English pages show the core's own sentence).
# $argument is the option's name as the API spells it (dK, heads, text): keep it as it is.
core-error-on-argument = { $argument }: { $problem }
core-error-empty-cell = row { $row }, column { $column } is empty
core-error-empty-entry = the entry at index { $index } is empty
core-error-required = a value is missing
core-error-not-a-number = “{ $value }” is not a number
core-error-not-a-number-in-cell = row { $row }, column { $column }: “{ $value }” is not a number
core-error-wrong-type-at = the entry at index { $index } is not of the kind this takes
core-error-wrong-type = this is not the kind of value it takes
core-error-too-large = “{ $value }” is too large: write inf for an infinity
core-error-too-large-in-cell = row { $row }, column { $column }: “{ $value }” is too large: write inf for an infinity
core-error-out-of-range-at = the entry at index { $index } is { $value }, outside { $min } … { $max }
core-error-out-of-range = must be from { $min } to { $max }, got { $got }
core-error-below-min = must be at least { $min }, got { $got }
core-error-not-one-of = expected one of { $known }, got { $got }
core-error-above-max = must be at most { $max }, got { $got }
core-error-range = is outside the values it allows
core-error-ragged-row = row { $row } has { $got } numbers, but row 1 has { $expected }
core-error-shape = expected { $expected }, got { $got }
core-error-shape-generic = has the wrong shape for the sizes given
core-error-not-finite-cell = the value at row { $row }, column { $column } is not a finite number
core-error-not-finite-entry = the entry at index { $index } is not a finite number
core-error-not-finite = must be a finite number
core-error-too-many-cells = { $rows } × { $cols } cells is more than the limit of { $max }
core-error-above-limit = at most { $max }, got { $got }
core-error-limit = more than the limit of { $max }
core-error-limit-generic = is larger than the calculator accepts
core-error-heads-split = { $heads } heads cannot split { $width } columns evenly
core-error-incompatible = does not fit together with the other values
core-error-overflow-cell = the result overflows at row { $row }, column { $column }: the entries are too large
core-error-overflow = the result overflows: the entries are too large
core-error-out-of-memory = out of memory: the request is larger than this page can hold
core-error-unknown-option = is not an option (the options are { $known })
core-error-invalid = the calculator refused this request

## Fields (lib/fields)

# $label is the field's name mid-sentence ("the seed"), $subject the same name starting a sentence ("The seed").
field-integer-empty = Enter { $label }: a whole number from { $min } to { $max }.
field-integer-decimal = { $subject } must be a whole number, not { $text }.
field-integer-not-number = “{ $text }” is not a number. { $subject } is a whole number from { $min } to { $max }.
field-integer-negative = { $subject } can’t be negative: use a whole number from { $min } to { $max }.
field-number-empty = Enter { $label }: a number from { $min } to { $max }.
field-number-not-number = “{ $text }” is not a number. { $subject } is a number from { $min } to { $max }.
field-number-not-finite = { $subject } must be a finite number from { $min } to { $max }, not { $text }.
field-below-min = { $subject } must be at least { $min }.
field-above-max = { $subject } must be at most { $max }.
field-switch-invalid = { $subject } is on or off (1 or 0), not “{ $text }”.
field-choice-invalid = { $subject } must be one of { $choices }, not “{ $text }”.
field-vector-empty-entry = Entry { $entry } of { $label } is empty: put a number between every two commas.
field-vector-not-number = “{ $text }” in { $label } is not a number.
field-vector-count = Give { $min } to { $max } numbers for { $label }, separated by commas; you gave { $count }.
# $maskable: yes when the vector may hold −∞ (a masked position).
field-vector-not-finite = { $maskable ->
    [yes] { $text } in { $label } is not allowed: numbers must be finite (−∞ is allowed, to mask a position).
   *[no] { $text } in { $label } is not allowed: numbers must be finite.
}
field-vector-too-large = { $text } in { $label } is too large: numbers must be finite.
field-vector-out-of-range = { $text } in { $label } is out of range: each number must be between -{ $maxAbs } and { $maxAbs }.
# The accessible name of a field's slider.
field-slider-label = { $label } slider

## Widgets' frame, figures and exports (lib/widget, figures)

widget-loading = Loading the live numbers…
# $problem is a whole sentence about a field's value; $value the value still in use.
widget-still-showing = { $problem } Still showing { $value }.
widget-last-good-result = { $problem } The last good result is still shown.
# $name is the link's parameter (seed, dk): keep it as it is.
widget-link-value-ignored = The link’s { $name } was ignored: { $problem }
widget-play = Play
widget-pause = Pause
widget-export-summary = Download this figure
widget-export-this-figure = this figure
widget-export-svg-what = vector image
widget-export-png-what = picture
widget-export-csv-what = numbers
# A button's visible hint: what the format is for.
widget-export-format-hint = ({ $what })
widget-export-button-label = Download “{ $subject }” as { $format } ({ $what })
widget-export-saved = { $format } saved.
widget-export-failed = Could not make the { $format }: { $reason }
widget-export-nothing-drawn = the widget could not draw
# The line under an exported SVG saying where its numbers come from.
widget-export-source = Attention Math: every number computed live by its C++ core (WebAssembly)
# A switch's value in an export's caption ("Causal mask = on").
widget-export-value-on = on
widget-export-value-off = off
widget-export-value-none = none
figure-weight-scale-title = attention weight
# A heatmap cell's spoken name: its row and column labels and its value.
figure-cell-description = row { $row }, column { $column }: { $value }
figure-heatmap-readout-prompt = Point at a cell, or focus one (Tab, then arrow keys), for its value.
figure-scroll-hint = Scroll sideways for the other columns.
# Before the key of the outlines drawn around some cells.
figure-marks-outlined = Outlined:
# A colour scale's name before its key.
figure-legend-title = { $title }:
figure-histogram-tallest = tallest bar: { $count } samples
# The bracket under the histogram: one standard deviation either side of 0.
figure-histogram-spread = ±1 std = ±{ $spread }
figure-histogram-clipped = { $count } samples beyond the axis are not drawn
# CSV export: the line naming a figure ($name is a code name such as headMaps.2.weights) and column headers.
figure-csv-figure = figure: { $name }
figure-csv-label = label
figure-csv-value = value
figure-csv-bin-from = bin from
figure-csv-bin-to = bin to
figure-csv-count = count
figure-csv-beyond-axis = beyond the axis
figure-csv-term = term
figure-csv-from = from
figure-csv-to = to

## Course manifest and page scripts (course.mjs, page/*.js)

course-map-scores-title = Scores: who attends to whom
course-map-scores-summary = Why a word needs its context, then the first half of the formula: project the tokens into queries, keys and values, score every query against every key, scale the scores by √dₖ and mask the keys a query may not see. It ends with the table of scores that softmax receives.
course-map-formula-title = Weights, output and the formula
course-map-formula-summary = Softmax, computed stably, turns each row of scores into weights; the weights mix the values into the output; then the whole formula with every shape in it, and a worked example: one row of it by hand, and the whole of it as numpy prints it, digit for digit.
course-map-heads-title = Many heads
course-map-heads-summary = Why one attention pattern is not enough, shown by an experiment: one wide head against two narrow ones of the same size, trained on a task that needs two lookups at once. Then split the width across heads, concatenate their outputs and mix them with one more projection, and count what a layer costs.
course-map-inside-title = Under the hood
course-map-inside-summary = Softmax in a single pass over the keys: the running maximum and sum behind fast kernels, what they save in memory traffic, and two partial results merged by hand. Then the backward pass, led by one question, which way a score must move to raise a weight, and checked against finite differences.
course-map-further-title = What heads learn
course-map-further-summary = A small head learning its weights by gradient descent, then a trained two-layer model whose induction head you can watch form, the circuit behind it read from the weights, and a training run in your browser.
course-map-review-title = Misconceptions, real bugs and a review
course-map-review-summary = Four common misreadings of attention tested live, eight bugs from every chapter that run without an error, three of them to spot yourself, and a review: what to remember, a capstone that follows one head from its shapes to its output and a gradient back to its scores, and exercises that check it.
# The home page's checklist: each promise (text) and what it asks (detail, lower case, follows the text).
course-map-derive-text = Derive the formula
course-map-derive-detail = put the formula together from memory, choosing its parts in order from a tray that holds wrong ones too, give each part’s shape in terms of the sentence length and the widths, and say why each part is where it is
course-map-shapes-text = Explain every shape
course-map-shapes-detail = give the shape of every matrix in the formula from the sentence length, the model width and the widths of queries, keys and values
course-map-numerics-text = Reproduce the softmax numerics on a toy example
course-map-numerics-detail = stable against naive softmax in float32, on scores in the hundreds or thousands, and one row of the worked example by hand: scores, max, exps, normalisation, weighted sum
course-map-capstone-text = All of it at once: the capstone
course-map-capstone-detail = one head’s query on your own numbers, from the layer’s shapes through the scaled, masked scores, the stable softmax and two chunks merged to its output, and the gradient back to its scores
course-map-learned-by-hand-text = The trained head by hand
course-map-learned-by-hand-detail = the row of “sat” in chapter 1’s trained head, from its scores to its output, which lands on “cat”
course-map-head-shapes-text = The shapes of many heads
course-map-head-shapes-detail = one head’s matrices, then the heads side by side, the output projection and the layer’s output
course-map-merge-text = Merge two chunks of online softmax
course-map-merge-detail = two partial results, each with its own maximum, sum and output, rescaled to one maximum and added
# A chapter card's progress on the home page; the parts are joined by " · ".
course-map-not-started = Not started
course-map-steps-read = { $steps ->
    [one] { $read } of { $steps } step read
   *[other] { $read } of { $steps } steps read
}
# $total 0: the chapter lists none, only what was done is counted.
course-map-predictions-made = { $total ->
    [0] { $done } predictions
   *[other] { $done } of { $total } predictions
}
course-map-exercises-solved = { $total ->
    [0] { $done } exercises
   *[other] { $done } of { $total } exercises
}
course-map-resume-start = Start chapter { $number }: { $title }
course-map-resume-continue = Continue with chapter { $number }: { $title }
course-map-resume-next-note = Next unread step of “{ $chapter }”.
course-map-resume-review = Review chapter { $number }: { $title }
course-map-resume-all-read = You have read every step of the course.
# After a recall answer's verdict; $when is a time phrase such as "in 3 days".
course-map-recall-next-review = Next review { $when }.
course-map-recall-due-again = Due for review again now, on the home page.
course-map-deck-empty = Your review deck fills as you read: each chapter you start adds its questions.
course-map-deck-nothing-due = Nothing due now.
course-map-deck-next-question = The next question comes back { $when }.
course-map-progress-save = Save my progress to a file
course-map-progress-load-label = Load progress from a file:
course-map-progress-saved = Saved as { $file }. Load it on another device, or here later.
course-map-progress-loaded = Progress loaded.
course-map-progress-loaded-saved = Progress loaded (saved { $date }).
course-map-progress-unreadable = That file could not be read. Your progress is unchanged.

## Course machinery (lib/course: derivation, formula answers, answers, feedback, aids, progress)

## Predictions (lib/course/predictions.js)

## Checkpoints (lib/course/checkpoints.js)

## Exercises (lib/course/exercises.js)

## Recall (lib/course/recall.js)

## Chapters 1 and 2: widgets (elements)

## Chapters 3 to 6: widgets (elements)

## Page shell and home page (site-*)

## Pages' prose, chapter 1 (page-*)

## Pages' prose, chapter 2 (page-*)

## Pages' prose, chapter 3 (page-*)

## Pages' prose, chapter 4 (page-*)

## Pages' prose, chapter 5 (page-*)

## Pages' prose, chapter 6 (page-*)

`;
