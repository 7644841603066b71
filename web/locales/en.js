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

# The language's own name, as its readers write it, and its direction: ltr or rtl.
language-name = English
language-direction = ltr
language-switch = Language
# A count out of a total: "3 of 14" (steps read, checkpoints passed).
shared-count-of-total = { $done } of { $total }
# Joins (lib/text/join.js): two items of one list, two clauses of one sentence, two whole sentences, a name and its note.
shared-list-items = { $first }, { $second }
shared-list-clauses = { $first }; { $second }
shared-two-sentences = { $first } { $second }
shared-name-and-note = { $name } { $note }
# A percentage; $number is already written out (“96”, “92.3”).
shared-percent = { $number } %
# A label and what follows it: “o[1]: exact −1.3080”.
shared-label-colon = { $label }: { $value }

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

# feedback.js: a checkpoint's status line after a reload gave back the steps passed ($kept of them); $numbers: whether its steps hold numbers (yes/no).
course-kept-status = { $numbers ->
    [yes] { $kept ->
        [1] Step 1 is as you left it, with these numbers; step { $next } is open.
       *[other] Steps 1–{ $kept } are as you left them, with these numbers; step { $next } is open.
    }
   *[no] { $kept ->
        [1] Step 1 is as you left it; step { $next } is open.
       *[other] Steps 1–{ $kept } are as you left them; step { $next } is open.
    }
}
course-kept-with-help = You asked for this step’s answer before you passed it.

# code-lines.js: the accessible name of a block of numpy lines, and the words a screen reader says before a buggy line.
course-code-label = The code, in numpy
course-code-label-buggy = { $label }, buggy lines marked
course-code-buggy-line = buggy line:

# after-reveal.js: the note in place of an exercise or checkpoint that waits for the prediction above it. $what: Exercise or Checkpoint.
course-after-reveal-kicker = { $what ->
    [Exercise] Exercise · after the prediction
    [Checkpoint] Checkpoint · after the prediction
   *[other] { $what } · after the prediction
}
course-after-reveal-waiting = Opens once you have answered the prediction above, or pressed “Just show me” there.
course-after-reveal-same-prediction = This one opens after the same prediction as the one above.
course-after-reveal-asks = What the prediction asks
course-after-reveal-back = Go to the question

# course-element.js: a course element that cannot be shown. $element: its tag name; $name: the name it was given.
course-element-unknown-name = There is no { $element } named “{ $name }”.
course-element-solve-failed = This question’s numbers could not be computed: { $error }

# sketch.js: a sketch answer, one bar per weight, dragged between 0 and 1. $step and $page: how far the keys move a bar.
course-sketch-keys = Arrow keys move the bar by { $step }, Page Up and Page Down by { $page }, Home and End to 0 and 1.
course-sketch-legend = Dashed line: where each bar started.
course-sketch-legend-answered = Dashed line: where each bar started. Solid line: the real weight, computed live.
# $off: yes when the bars do not add up to 1.
course-sketch-sum = { $off ->
    [yes] Your bars add up to { $total }: a row of weights adds up to 1.
   *[no] Your bars add up to { $total }.
}
course-sketch-bar = Weight for { $label }
course-sketch-bar-start = was { $value }
course-sketch-bar-answer = computed live: { $value }

# answer-field.js: the boxes a reader answers in.
course-field-shape-placeholder = (rows, columns)
course-field-pick-one = Pick one answer first.
course-field-sketch-unmoved = You haven’t moved any bar, so this predicts that every weight stays where it started. Commit again to predict exactly that, or first drag a bar (or select it and use the arrow keys).

# aids.js: what a widget says when asked for the numbers of the reader's checkpoint (above or below it on the page) before that checkpoint is passed.
course-aid-locked = { $where ->
    [above] Those are the numbers of your checkpoint above: this widget shows them once you have passed it, or asked for help there (a step’s answer).
   *[below] Those are the numbers of your checkpoint below: this widget shows them once you have passed it, or asked for help there (a step’s answer).
}
# Appended to the shape calculator's summary while it is locked; it starts with the space (if any) the language puts before a parenthesis.
course-aid-calculator-note = {" "}(opening it before you pass the shapes checkpoint below counts as asking for help)

# promise.js: beside each item of the home page's promise, and each practice checkpoint.
course-promise-checked-once = Checked, without help. To see that it stays, pass it again on another day, with new numbers
course-promise-checked-again = Checked, without help, on two different days: done
course-promise-not-checked = Not checked yet
course-promise-passed-count = { $passed } of { $total } checkpoints passed without help
# $count: course-promise-not-checked or course-promise-passed-count; $why: which passes did not count (helped, earlier or both).
course-promise-not-counted = { $why ->
    [helped] { $count }; a pass with help does not count: pass it again, without help
    [earlier] { $count }; a pass from before your numbers were your own does not count: pass it again
   *[both] { $count }; a pass with help does not count: pass it again, without help; a pass from before your numbers were your own does not count: pass it again
}
course-practice-not-done = Not done yet
course-practice-done = Done, without help
course-practice-done-with-help = Done, with help
course-practice-done-earlier = Done, before your numbers were your own

# progress-file.js: a progress file the reader loads that cannot be read.
course-progress-file-empty = That file is empty. Your progress is unchanged.
course-progress-file-too-large = That file is too large to be a progress file. Your progress is unchanged.
course-progress-file-not-json = That file is not a progress file (it is not JSON). Your progress is unchanged.
course-progress-file-not-ours = That file is not an Attention Math progress file. Your progress is unchanged.
course-progress-file-version = That progress file is version { $version }; this page reads version { $reads }. Your progress is unchanged.
course-progress-file-no-progress = That progress file holds no progress. Your progress is unchanged.

# review.js: what the review deck asks now ($reviews: cards due again, $fresh: questions never answered).
course-review-due-both = { $reviews ->
    [one] { $reviews } question due for review and { $fresh } new. Answer from memory.
   *[other] { $reviews } questions due for review and { $fresh } new. Answer from memory.
}
course-review-due = { $reviews ->
    [one] { $reviews } question due for review. Answer from memory.
   *[other] { $reviews } questions due for review. Answer from memory.
}
course-review-due-new = { $fresh ->
    [one] { $fresh } new question from the chapters you have started. Answer from memory.
   *[other] { $fresh } new questions from the chapters you have started. Answer from memory.
}
course-review-answer-from-memory = Answer from memory.
# When a question comes back, as a phrase inside the page's sentence ("Next review in 3 days.").
course-review-in = { $unit ->
    [minutes] { $count ->
        [one] in { $count } minute
       *[other] in { $count } minutes
    }
    [hours] { $count ->
        [one] in { $count } hour
       *[other] in { $count } hours
    }
   *[days] { $count ->
        [one] in { $count } day
       *[other] in { $count } days
    }
}

# answers.js: what a box says of an answer it cannot read. $text: what the reader typed (cut at 24 characters).
course-answer-enter-number = Enter a number.
course-answer-not-percentage = “{ $text }” is not a percentage. Write e.g. 50%.
course-answer-divide-by-zero = A fraction cannot divide by 0.
# $also: the other spellings this answer takes (percent: 50%; special: NaN and −∞; both; none).
course-answer-not-number = { $also ->
    [percent] “{ $text }” is not a number. Write digits, e.g. 8, 0.5, .5 or 1/2, or 50%.
    [special] “{ $text }” is not a number. Write digits, e.g. 8, 0.5, .5 or 1/2, or NaN or −∞.
    [both] “{ $text }” is not a number. Write digits, e.g. 8, 0.5, .5 or 1/2, or 50%, NaN or −∞.
   *[none] “{ $text }” is not a number. Write digits, e.g. 8, 0.5, .5 or 1/2.
}
course-answer-not-shape = Write a shape as two whole numbers: (7, 7), 7,7 and 7x7 all work.
course-answer-vector-length = Enter { $length } numbers separated by commas, e.g. { $example } (you gave { $given }).
course-answer-vector-not-number = “{ $text }” is not a number.
course-answer-vector-decimals = Give each number to { $decimals } decimals (you wrote { $text }), e.g. 0.123.

# formula-answer.js: a formula typed from memory that cannot be read or does not fit. $text: the symbol or word turned away; $known: course-formula-known.
course-formula-known = Q, K, V, M, d_k, softmax, sqrt, ^T and + − · /
course-formula-frac-parts = A \frac needs two braced parts: \frac{"{"}…{"}"}{"{"}…{"}"}.
course-formula-unknown = “{ $text }” is not part of the formula. Use { $known }.
# $end: yes when the formula stopped where this was expected.
course-formula-expected-parenthesis = { $end ->
    [yes] Expected a closing parenthesis before the end.
   *[no] Expected a closing parenthesis.
}
course-formula-expected-equals = { $end ->
    [yes] Expected “=” after axis before the end.
   *[no] Expected “=” after axis.
}
course-formula-expected-axis = { $end ->
    [yes] Expected an axis: 0, 1 or −1 before the end.
   *[no] Expected an axis: 0, 1 or −1.
}
# $name: softmax or sqrt.
course-formula-expected-call-parenthesis = { $end ->
    [yes] Expected a closing parenthesis for { $name } before the end.
   *[no] Expected a closing parenthesis for { $name }.
}
course-formula-ends-too-soon = The formula ends too soon.
course-formula-lone-t = T on its own is not a matrix: write Kᵀ as K^T.
course-formula-cannot-start = “{ $text }” cannot start a term.
course-formula-bad-axis = A matrix has axes 0 and 1 (or −1): not { $axis }.
course-formula-unexpected = “{ $text }” was not expected there.
course-formula-too-long = That is longer than the formula needs (at most { $limit } characters).
course-formula-empty = Write the formula, using { $known }.
# What a shape is called when it is a single number (in the messages below, $a, $b, $shape and $output are shapes such as (n, d_k), or this).
course-formula-a-number = a number
# $transposed: yes when both sides are (n, d_k), as Q and K are.
course-formula-cannot-multiply = { $transposed ->
    [yes] { $a } times { $b } cannot be multiplied: the inner sizes differ. Is a transpose missing, Kᵀ?
   *[no] { $a } times { $b } cannot be multiplied: the inner sizes differ.
}
course-formula-shapes-differ = { $verb ->
    [add] Adding { $a } and { $b }: the shapes differ.
   *[subtract] Subtracting { $a } and { $b }: the shapes differ.
}
course-formula-softmax-of-number = softmax turns a row of scores into weights: it needs the score matrix, not a number.
course-formula-divide-by-matrix = Dividing by { $shape }: only a number can divide here.
course-formula-power-of-matrix = Only a number can be raised to a power here; a matrix’s transpose is ^T.
course-formula-one-argument = { $name } takes one argument.
course-formula-sqrt-of-matrix = √ of { $shape }: the square root here is of a number, d_k.
course-formula-unreadable = The formula could not be read.
course-formula-wrong-output-shape = Your formula gives { $shape }; the output is { $output }, one row of d_v numbers per token.

# derivation.js: the blank-slate derivation (chapter 2), step 1: the parts of the formula, pressed in order. Tiles that are words:
course-derive-tile-softmax-rows = softmax, row by row
course-derive-tile-softmax-columns = softmax, column by column
# Feedback on a part that does not belong. Numbers are the core's, on a random example of the reader's sizes: $low–$high the range of the rows' sums; $variance the variance of q·k; $dK, $dModel the reader's d_k and d_model.
course-derive-wrong-scores-turned = K·Qᵀ is Q·Kᵀ turned over: its row j is key j against every query, so softmax along that row shares one key out over the queries. Each query’s weights then no longer sum to 1: on a random example of your sizes the core finds sums from { $low } to { $high }.
course-derive-wrong-softmax-columns = Column by column, each key shares itself out over the queries, and a query’s weights no longer sum to 1: on a random example of your sizes the core finds sums from { $low } to { $high }. A query’s output must be an average of the values, so softmax runs along each query’s row.
course-derive-wrong-scale-model = d_model is the width of X, not of q and k. q·k adds d_k products, so its variance is about d_k (the core: { $variance } over 2,000 random pairs with d_k = { $dK }); divided by √d_model = √{ $dModel } it is { $scaled }, not 1, and the weights flatten toward uniform.
course-derive-wrong-scale-width = Dividing by d_k itself, as an average would, leaves a variance of about 1/d_k (the core: { $variance } with d_k = { $dK }): the scores crowd near 0 and the weights toward uniform. The standard deviation of q·k is √d_k, so √d_k is what brings it to 1.
course-derive-wrong-mask-times = Multiplying by a mask of 0s and 1s gives a hidden key the score 0, and e⁰ = 1 still earns it weight: on a random example of your sizes with the causal mask, the first query puts { $leaked } of its weight on keys it must not see. M holds 0 where a key is visible and −∞ where it is hidden, and is added: e^(−∞) = 0.
# What a missing part is for.
course-derive-missing-scores = Everything starts from the scores: every query dotted with every key, Q·Kᵀ.
course-derive-missing-scale = Without ÷ √d_k the scores spread with d_k: q·k over 2,000 random pairs with d_k = 64 has variance { $variance } (the core), and softmax of scores that far apart puts nearly all the weight on one key, with gradients near 0.
course-derive-missing-mask = The formula keeps a place for the mask M: zero everywhere in an encoder, −∞ above the diagonal in a decoder, so that a query sees only the keys it may.
course-derive-missing-softmax = Scores are not weights: they can be negative, and a row does not sum to 1. Softmax, row by row, turns each query’s scores into weights.
course-derive-missing-values = Weights alone are not the output: each query’s output is its weighted average of the value rows, · V.
# The verdict on the order pressed ($part: a tile's label; a feedback sentence above may follow).
course-derive-assembly-empty = Not yet: press the parts in the order they are applied to Q, K and V.
course-derive-assembly-stray = Not yet: { $part } does not belong.
course-derive-assembly-twice = Not yet: { $part } appears twice. Each part is applied once.
course-derive-assembly-missing = Not yet: a part is missing.
course-derive-assembly-scores-first = Not yet: every other part acts on the scores, so Q·Kᵀ comes first.
course-derive-assembly-values-before-softmax = Not yet: · V comes after softmax. The output mixes the value rows with the weights, so the weights must exist first; multiplied before softmax, V would be mixed with raw scores and softmax would then act on values, not on query–key scores.
# $rowSum: what each row of weights sums to once divided by √d_k (the core).
course-derive-assembly-scale-after-softmax = Not yet: ÷ √d_k after softmax divides the weights, not the scores: every row then sums to 1/√d_k = { $rowSum } (the core, d_k = { $dK }), and the saturation the scaling was there to prevent has already happened.
course-derive-assembly-mask-after-softmax = Not yet: + M after softmax is too late. Softmax has already shared every row out, hidden keys included; adding −∞ to a weight does not give its share back to the visible keys. The mask goes in before softmax, where e^(−∞) = 0 and the row still sums to 1.
course-derive-assembly-values-last = Not yet: · V is the last part: what it gives is the output.
# $formula: Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k + M) · V
course-derive-assembly-right = Right: { $formula }.
course-derive-assembly-mask-first = You added M before dividing: (Q·Kᵀ + M) / √d_k is the same here, since M holds only 0 and −∞, which dividing by √d_k leaves as they are; the formula is usually written with the mask after the scaling.
course-derive-assembly-answer = Answer: Q·Kᵀ, then ÷ √d_k, then + M, then softmax row by row, then · V: { $formula }.

# derivation.js, step 2: every matrix's shape in symbols. Matrices named in words:
course-derive-matrix-weights = softmax(…), the weights
course-derive-matrix-output = the output, · V
# Hints on the first wrong shape ($label: the matrix).
course-derive-shape-hint-swapped = Rows and columns are swapped: a matrix with one row per token has n rows.
course-derive-shape-hint-rows = { $label } has one row per token: n rows.
# $id: Q or K.
course-derive-shape-hint-qk-model = { $label } = X·W_{ $id }, and W_{ $id } takes the d_model columns of X down to d_k.
course-derive-shape-hint-qk-values = Queries and keys share the width d_k, so that they can be dotted; d_v is the values’ width.
course-derive-shape-hint-v-keys = Values have a width of their own, d_v; d_k is for queries and keys.
course-derive-shape-hint-v-model = V = X·W_V, and W_V takes the d_model columns of X to d_v.
course-derive-shape-hint-scores = One score per query–key pair: (n, d_k) times (d_k, n) is (n, n), and the d_k coordinates are summed away.
course-derive-shape-hint-mask = M is added to the scores, entry by entry, so it has their shape: one entry per query–key pair.
course-derive-shape-hint-weights = Softmax turns each score into a weight and keeps the shape of the scores.
course-derive-shape-hint-output-model = One head hands on V’s width, d_v; only W_O, in multi-head attention, maps back to d_model.
course-derive-shape-hint-output = The weights (n, n) times V (n, d_v): one output row per query, as wide as a value.
# The core's note on a matrix, by its key; $formula: X·W_Q, X·W_K or X·W_V; $note: the core's English note, for any other key.
course-derive-shape-hint-note = { $key ->
    [queries] { $label } is { $formula }: one query per token.
    [keys] { $label } is { $formula }: one key per token.
    [values] { $label } is { $formula }: one value per token.
   *[other] { $label } is { $note }.
}
# $problem: what the box could not read (course-derive-symbol-shape-…).
course-derive-shape-unreadable = { $label }: { $problem }
course-derive-shapes-right = Right. Checked at n = { $n }, d_model = { $dModel }, d_k = { $dK }, d_v = { $dV }, against the core’s shapes: d_k lives only inside Q·Kᵀ, and the output is (n, d_v).
# $more: how many other matrices are off; a hint follows.
course-derive-shapes-off = { $more ->
    [0] Not yet: { $label } is off.
   *[other] Not yet: { $label } and { $more } more are off.
}
# $shapes: each matrix with its shape, "Q (n, d_k); K (n, d_k); …".
course-derive-shapes-answer = Answer: { $shapes }.
course-derive-symbol-shape-empty = Enter a shape in symbols, such as (n, d_k).
course-derive-symbol-shape-bad = “{ $text }” is not a shape in symbols: write (rows, columns) with n, d_model, d_k or d_v, such as (n, d_k).

# derivation.js, step 3: why each part is where it is. Each question, its choices, and the feedback on each wrong choice (each wrong choice is a belief a reader could hold: keep it as plausible as the right one).
course-derive-reason-scale-question = Why divide the scores by √d_k?
course-derive-reason-scale-variance = The spread of q·k grows with d_k; dividing brings its variance back to about 1.
course-derive-reason-scale-overflow = Without it, eᶻ overflows for wide vectors and the weights come out as Inf or NaN.
course-derive-reason-scale-overflow-feedback = Overflow is the stable softmax’s job: subtracting the row’s largest score makes every exponent ≤ 0 at any scale. Unscaled scores compute fine; they are just so spread out that one key takes nearly all the weight and the gradient to W_Q and W_K dies.
course-derive-reason-scale-normalise = So that each row of weights sums to 1, however wide d_k is.
course-derive-reason-scale-normalise-feedback = That is softmax’s work: its rows sum to 1 whatever constant the scores are divided by. √d_k controls how spread out the scores are.
course-derive-reason-scale-average = To turn q·k into an average over its d_k coordinates.
course-derive-reason-scale-average-feedback = An average divides by d_k, not √d_k, and leaves a variance of about 1/d_k: scores near 0 and nearly uniform weights. √d_k is the standard deviation of q·k.
course-derive-reason-mask-question = Why does the mask go in before softmax?
course-derive-reason-mask-before = Softmax then gives a hidden key exactly 0, and the visible keys’ weights still sum to 1.
course-derive-reason-mask-equal = Softmax then gives a hidden key exactly 0 and splits its share equally among the visible keys.
course-derive-reason-mask-equal-feedback = The share is not split equally: each visible key’s weight is eᶻ over the visible keys’ sum, so the visible keys keep their ratios to one another, and the bigger ones gain more.
course-derive-reason-mask-after = Only for speed: zeroing the hidden weights after softmax gives the same output.
course-derive-reason-mask-after-feedback = Zeroed after softmax, a row sums to less than 1: the hidden keys’ share is lost instead of going to the visible keys.
course-derive-reason-mask-zero = So that a hidden key gets a score of 0, which softmax turns into a weight of 0.
course-derive-reason-mask-zero-feedback = A score of 0 is not hidden: e⁰ = 1 still earns the key a share of the weight. It takes −∞ (or a huge negative number) to get a weight of 0.
course-derive-reason-rows-question = Why is softmax taken row by row?
course-derive-reason-rows-query = A row is one query, which splits its attention over the keys.
course-derive-reason-rows-columns = A row is one key, which shares its value out over the queries that read it.
course-derive-reason-rows-columns-feedback = A row of the scores is one query (Q’s row i against every key). Sharing a key out over the queries is a column-wise softmax: a query’s weights would no longer sum to 1, and its output would no longer be an average of the values.
course-derive-reason-rows-all = So that all n² weights in the matrix share one budget of 1.
course-derive-reason-rows-all-feedback = Row by row, every row has its own budget of 1, so the whole matrix sums to n. One budget for all n² weights would leave each query’s row about 1/n, and its output would shrink as the sentence grows.
course-derive-reason-values-question = Why does V come last?
course-derive-reason-values-average = The weights exist only after softmax; they then average V’s rows.
course-derive-reason-values-before = Softmax needs the values to decide how much each key matters.
course-derive-reason-values-before-feedback = The weights come from the scores, q·k, alone: the values have no say in where a query looks. They are only averaged once the weights are known.
course-derive-reason-values-left = The order of the product does not matter: weights × V is the same as V × weights.
course-derive-reason-values-left-feedback = Matrix products do not commute. V (n, d_v) times the weights (n, n) does not even fit unless d_v = n, and then it would mix coordinates, not tokens.
course-derive-reason-choose = Choose an answer.
course-derive-reason-right = Right.
# Before a wrong choice's feedback.
course-derive-reason-not-quite = Not quite.
course-derive-reasons-right = Right: every part is where it is for a reason, and you gave each one.
course-derive-reasons-missing = Choose an answer for every question ({ $missing } still open).
# $all is "yes" when every reason is off.
course-derive-reasons-wrong = { $wrong ->
    [one] Not yet: { $wrong } of { $total } reasons is off; each says why below.
   *[other] { $all ->
        [yes] Not yet: all { $wrong } reasons are off; each says why below.
       *[no] Not yet: { $wrong } of { $total } reasons are off; each says why below.
    }
}
# One question with its right answer; $answers: these, one after another.
course-derive-reason-answer = { $question } { $answer }
course-derive-reasons-answer = Answer: { $answers }

## Predictions (lib/course/predictions.js)

# The verdict under a prediction. $answer: what the reader predicted (a choice's label, a shape, a number); $verdict: the judgement after it.
predict-verdict-shown = The answer: { $answer }
predict-verdict-predicted = You predicted “{ $answer }”. { $verdict }
predict-verdict-predicted-before = Your prediction was “{ $answer }”. { $verdict }
predict-right = Right. { $why }
# A sketch within reach of the real weights.
predict-close = Close. { $why }
# What a gap between two scores does once softmax has them; $times is e^gap to two significant figures.
predict-gap-in-weights = A gap of { $gap } between two keys’ scores, the rest equal, gives the first e^{ $gap } ≈ { $times } times the weight of the second after softmax.

# why/sat-looks-at: the words of the sentence are the model's own, in English.
predict-sat-prompt = In “The cat sat down”, the word “sat” collects what it needs from the other words. Before any numbers: which word should “sat” give the largest share of its attention to?
predict-sat-choice-the = The
predict-sat-choice-cat = cat
predict-sat-choice-sat = sat (itself)
predict-sat-choice-down = down
predict-sat-why = A head trained to find who did the verb gives “{ $word }” { $weight } of “sat”’s attention, computed live below: “sat” needs to know who sat.
predict-sat-mistake-the = “The” says a noun is coming, not which animal it is.
predict-sat-mistake-sat = “sat” already has its own vector; what it lacks is who sat.
predict-sat-mistake-down = “down” says how the sitting went, not who did it.
predict-sat-explain = “{ $word }”, the one who sat: the trained head gives it { $weight } of “sat”’s attention, computed live.

# qkv/v-shape. Shapes are written (rows, cols).
predict-v-shape-prompt = Five tokens, each an embedding of d_model = { $dModel } numbers, are projected with d_k = { $dK } and d_v = { $dV }. What shape is V = X·W_V?
# $inner: the width both matrices share (6), said as "the inner 6s".
predict-v-shape-why = X { $x } times W_V { $wv }: the inner { $inner }s meet and vanish, leaving one { $width }-number value per token, { $v }.
predict-v-shape-mistake-q = That is Q’s shape (and K’s): d_k is the query/key width. Values have their own width, d_v.
predict-v-shape-mistake-w-v = That is W_V itself, (d_model, d_v). Multiplying X by it keeps X’s { $rows } rows.
predict-v-shape-mistake-x = That is X: the projection changes each row’s width from d_model to d_v.
predict-v-shape-mistake-swapped = Rows and columns are swapped: one row per token.
predict-v-shape-explain = V is { $v }: X { $x } times W_V { $wv }, one { $width }-number value per token.

# scores/which-key: $top is the subscript digit of the key (₁, ₂ or ₃).
predict-which-key-prompt = A query q = (1.5, 0.5) and three keys of the same length: k₁ = (1, 1), k₂ = (−1, 1), k₃ = (1, −1). Which key gets the largest score q·k?
predict-which-key-choice-tie = None: keys of the same length score the same
predict-which-key-why = Computed live: q·k₁ = { $first }, q·k₂ = { $second } and q·k₃ = { $third }: k{ $top } points most nearly the way q points. Same length, different directions, different scores.
predict-which-key-mistake-k2 = k₂ points mostly away from q: its x, −1, meets q’s large 1.5 with the opposite sign.
predict-which-key-mistake-k3 = k₃ shares q’s x, but its y, −1, points against q’s y, 0.5, and takes 0.5 off.
predict-which-key-mistake-tie = The dot product sees direction as well as length: keys of one length score differently.
# The answer shown on “Just show me”: the key that wins ($top is its subscript digit), then the three scores.
predict-which-key-explain = k{ $top }: q·k₁ = { $first }, q·k₂ = { $second }, q·k₃ = { $third }.

# scores/shape-7-16
predict-score-shape-prompt = A sentence of n = 7 tokens, with queries and keys d_k = 16 wide. Every query is scored against every key. What shape is the score matrix Q·Kᵀ?
predict-score-shape-why = Q { $q } times Kᵀ ({ $dK }, { $keys }): every dot product sums the { $dK } coordinates away, leaving one score per query–key pair, { $s }.
predict-score-shape-mistake-q = That is Q’s shape.
predict-score-shape-mistake-transposed = (16, 16) would be Qᵀ·K, which compares coordinates, not tokens.
predict-score-shape-explain = { $s }: one score for each of the { $queries } queries against each of the { $keys } keys; d_k is summed away.

# scaling/variance-256
predict-variance-prompt = A query q and a key k each have d_k = 256 coordinates, random numbers drawn independently with mean 0 and variance 1. Each product q_d·k_d then has mean 0 and variance 1. What is the variance of their dot product q·k, the sum of the 256 products?
predict-variance-measured = Computed live for { $pairs } random pairs, their dot products have variance { $variance }, and the derivation below gives exactly d_k = { $dK }.
predict-variance-why = Each product q[d]·k[d] has variance 1, and the variances of independent terms add: 256 terms, variance 256.
predict-variance-mistake-16 = 16 is the standard deviation, √256. The variance is its square.
predict-variance-mistake-1 = 1 is the variance of a single product q[d]·k[d], or of the score after dividing by √d_k.
predict-variance-mistake-0 = 0 is the mean: positive and negative products cancel on average, but their spread grows.
predict-variance-explain = { $dK }: each of the { $dK } products has variance 1, and variances of independent terms add. { $pairs } random pairs, computed live, give { $variance }.

# masking/minus-infinity
predict-minus-infinity-prompt = The causal mask sets the score of every key a query may not see to −∞, and softmax runs as usual. What weight does a hidden key end up with?
predict-minus-infinity-choice-zero = Exactly 0
predict-minus-infinity-choice-tiny = A tiny positive number, such as 10⁻³⁰
predict-minus-infinity-choice-negative = A negative weight
predict-minus-infinity-choice-nan = NaN: the row breaks
predict-minus-infinity-why = In the widget below, with the causal mask on, the row of “{ $token }” gives the keys the weights { $weights }: the two later keys get exactly 0, because exp(−∞) = 0 adds nothing to the sum, and the two it may see share all of it (their sum is { $sum }).
predict-minus-infinity-mistake-tiny = −∞ is not just very negative: exp(−∞) is exactly 0, not a small number. (A fill of −10⁹ gives exp(−10⁹), which also comes out 0.)
predict-minus-infinity-mistake-negative = Softmax never gives a negative weight: exp(z) is positive or 0 for every z.
predict-minus-infinity-mistake-nan = That happens only when every key of a row is hidden (then the formula divides 0 by 0). Here each query still sees itself.
predict-minus-infinity-explain = Exactly 0: exp(−∞) = 0. “{ $token }” under the causal mask: { $weights }.

# softmax/rows-or-columns
predict-rows-or-columns-prompt = Softmax gives every cell of the score matrix a weight. Add the weights up: which of these sums come out as exactly 1?
predict-rows-or-columns-choice-rows = Each row: one query’s weights over all the keys
predict-rows-or-columns-choice-columns = Each column: one key’s weights from all the queries
predict-rows-or-columns-choice-both = Both rows and columns
predict-rows-or-columns-choice-matrix = Only the whole matrix
predict-rows-or-columns-why = In the worked example at the end of this chapter, computed live, the row sums are { $rowSums } and the column sums { $columnSums }. Softmax normalises each query’s row along the keys: every query spends a budget of 1.
predict-rows-or-columns-mistake-columns = Columns are what the “softmax over the wrong axis” bug normalises.
predict-rows-or-columns-mistake-both = The columns sum to 1 only by accident: a key may be popular with every query, or with none.
predict-rows-or-columns-mistake-matrix = Each query gets its own distribution, so it is finer than that.
predict-rows-or-columns-explain = Each row. In the worked example at the end of this chapter the row sums are { $rowSums }; the column sums { $columnSums }.

# softmax/double-scores: the reader drags one bar per score.
predict-double-scores-prompt = One query’s scores are z = ({ $scores }), and the bars show the weights softmax gives them: { $weights }. Now every score doubles, to ({ $doubled }). Drag each bar (or use the arrow keys, 0.01 a press, and Page Up/Page Down, 0.1) to where you expect its weight to go.
# The label of one bar of the sketch.
predict-double-scores-bar = score { $score }
predict-double-scores-why = Computed live, the weights for the doubled scores are { $after }: the top weight rises from { $from } to { $to }.
predict-double-scores-mechanism = Doubling every score doubles every gap, and a gap g between two scores is a ratio exp(g) between their weights, so each ratio is squared: softmax gets sharper, the opposite of what dividing by √d_k does.
predict-double-scores-not-risen = Your top bar did not rise. Softmax is unchanged when every score moves by the same amount, not when they are multiplied.
# $top/$next: the two largest weights before; $ratio their ratio, $newRatio the doubled scores' ratio; $newTop: the top weight after.
predict-double-scores-not-far-enough = Right direction, not far enough: your top bar is at { $bar }. Each ratio between two weights is squared: { $top }/{ $next } ≈ { $ratio } becomes ≈ { $newRatio }, so the top weight goes to ≈ { $newTop }.
predict-double-scores-too-far = Right direction, but too far: your top bar is at { $bar }. Each ratio between two weights is squared: { $top }/{ $next } ≈ { $ratio } becomes ≈ { $newRatio }, so the top weight goes to ≈ { $newTop }, not higher.
predict-double-scores-direction-why = Computed live, the weights for the doubled scores are { $after }. A gap g between two scores is a ratio exp(g) between their weights, and doubling the scores doubles every gap: softmax gets sharper, the opposite of what dividing by √d_k does.
predict-double-scores-wrong-way = The top bar should rise, the others fall, and all four still sum to 1.
predict-double-scores-explain = { $after }: the top weight rises from { $from } to { $to }, because doubling the scores squares every ratio between weights.

# weighted-sum/leans-toward. The words of the sentence are the model's own, in English; the prompt lists "$weight for “$token”" items joined by commas.
predict-leans-toward-prompt = In the example this chapter ends with (“The cat sat down”, seed 42, random projections, no mask: every word sees every other), softmax gives the query “{ $query }” the weights { $weights }: they add up to 1. The first coordinates of those four value vectors are { $values }. Number the words 1 to { $n } and call “{ $query }” query i: its output is the weighted sum O_i = w_i1·v_1 + … + w_i{ $n }·v_{ $n }, where w_ij is the weight it gives word j. Which is its first coordinate closest to?
predict-leans-toward-weight-for = { $weight } for “{ $token }”
predict-leans-toward-value-of = { $value } (v for “{ $token }”)
predict-leans-toward-choice-top = v for “{ $token }”, the largest weight: { $value }
predict-leans-toward-choice-average = the plain average of the four: { $value }
predict-leans-toward-choice-sum = the plain sum of the four: { $value }
predict-leans-toward-choice-own = v for “{ $token }” itself: { $value }
predict-leans-toward-why = With the weights { $weights }, the output’s first coordinate is { $output } (computed live). The weights add up to 1, so the output is a weighted average of the values; with weights this even it lands near their plain average, pulled a little toward v for “{ $top }”, whose score, and so whose weight, is the largest.
predict-leans-toward-mistake-top = It leans toward v for “{ $top }”, but only a little: the other three keep most of the weight.
predict-leans-toward-mistake-own = A token’s own value gets no special treatment: its weight comes from its score like any other.
predict-leans-toward-mistake-sum = The weights add up to 1, so the output is an average, not a sum.
predict-leans-toward-mistake-average = Close, but the weights are not exactly even.
# $choice: the label of the right choice.
predict-leans-toward-explain = { $choice }. The output’s first coordinate is { $output }, a weighted average of the values with weights { $weights }.

# multi-head/one-or-two. The sentence is the model's own, in English.
predict-one-or-two-prompt = In “Cats near dogs chased birds”, the verb “chased” must name two animals at once: who chased (cats) and what was chased (birds), past “dogs” in between. Two models have the same 144 parameters: one wide head (d_k = 6) and two narrow heads (d_k = 3 each). Trained the same way, which gets both animals right on sentences it never saw?
predict-one-or-two-choice-wide = Only the one wide head
predict-one-or-two-choice-narrow = Only the two narrow heads
predict-one-or-two-choice-both = Both
predict-one-or-two-choice-neither = Neither
predict-one-or-two-why = Computed live below: on { $sentences } held-out sentences the two narrow heads name both animals in { $narrowBoth }, the wide head in { $wideBoth } (it gets the subject in { $wideSubject } and the object in { $wideObject }). Over { $seeds } seeds, the narrow heads solve it { $narrowSolved } times, the wide head { $wideSolved }.
predict-one-or-two-compare = In the bar charts, compare where each head’s weight from “chased” lands.
predict-one-or-two-mistake-wide = A wider head compares words more finely, but it still makes one weighted average per query: it must choose where to look.
predict-one-or-two-mistake-both = Same parameters, but not the same freedom: one head has one softmax, one set of weights per query.
predict-one-or-two-mistake-neither = Two lookups are within reach of two heads: each can learn one of them.
predict-one-or-two-explain = Only the two narrow heads: { $narrowBoth } of { $sentences } held-out sentences against { $wideBoth } for the wide head, computed live. The bar charts below show where each head looks from “chased”; why it matters comes after them.

# heads-split/no-transpose. $sentence and the words are the model's own, in English; $width: Q's columns, $half: half of them.
predict-no-transpose-prompt = Q holds one row of { $width } numbers for each token of “{ $sentence }”: shape ({ $n }, { $width }). Cut into h = 2 heads with Q.reshape(h, n, d_k) and no transpose, head 1 gets a ({ $n }, { $half }) block. Which numbers of Q are in it?
predict-no-transpose-choice-first-columns = Columns 1–{ $half } of every token, as with the transpose
predict-no-transpose-choice-first-tokens = All { $width } columns of “{ $first }” and “{ $second }”, and nothing of the other words
predict-no-transpose-choice-first-tokens-half = Columns 1–{ $half } of “{ $first }” and “{ $second }” only
# $tokens: the words quoted and listed (“The” and “cat”).
predict-no-transpose-how = Numpy pours Q’s { $numbers } numbers, in order, into head 1’s ({ $n }, { $dK }) block first: it gets the first { $block }, the whole rows of { $tokens }, each cut into { $pieces } pieces. The widget below shows it cell by cell.
predict-no-transpose-quoted = “{ $word }”
predict-no-transpose-mistake-first-columns = That is what the transpose gives. Without it, nothing picks columns out of each row.
predict-no-transpose-mistake-first-tokens-half = The right words, but not only their first halves: each of head 1’s rows takes the next { $dK } numbers in order, and after the first half of a row of Q comes its second half.
predict-no-transpose-explain = The first { $block } of Q’s { $numbers } numbers, in order: the whole rows of { $tokens }, each cut into { $pieces } pieces. The widget below shows it cell by cell.

# backward/score-direction
predict-score-direction-prompt = A query’s row of weights over three keys is p = (0.6, 0.3, 0.1). You want key 1 to get more weight, and may move only the score of key 2, z₂. Which way should z₂ move?
predict-score-direction-choice-up = Up
predict-score-direction-choice-down = Down
predict-score-direction-choice-none = Neither: moving z₂ does not change key 1’s weight
predict-score-direction-why = Computed live by the backward pass: ∂p₁/∂z₂ = { $entry }, which is −p₁·p₂ = −{ $p1 } × { $p2 }. Lowering z₂ by 0.1 raises p₁ by about { $change }. Every weight shares one denominator, so a score that rises takes weight from all the others.
predict-score-direction-mistake-up = A higher z₂ gives key 2 a larger share, and the shares add up to 1: key 1 loses.
predict-score-direction-mistake-none = z₂ sits in the sum every weight is divided by, so it moves every weight of the row.
predict-score-direction-explain = Down: ∂p₁/∂z₂ = −p₁·p₂ = { $entry }, computed live. Raising a score raises its own weight (∂p₂/∂z₂ = p₂(1 − p₂) = { $own }) and lowers every other.

# trained-heads/layer-2-target: letters and positions of the model's sequence. A weight that rounds to 0.00 is said in words ($…Tiny is yes).
predict-layer-2-target-prompt = The trained model reads { $text }: eight letters, then the same eight. Take position { $position }, the second { $letter } (positions count from 0). Which position will the layer-2 head put most of its weight on?
predict-layer-2-target-choice-same = { $position }: the earlier { $letter }, the same token
predict-layer-2-target-choice-after = { $position }: { $next }, the token after the earlier { $letter }
predict-layer-2-target-choice-before = { $position }: { $previous }, the token just before
predict-layer-2-target-choice-itself = { $position }: itself
predict-layer-2-target-why = Computed live, the layer-2 head gives position { $position } the weight { $weightTiny ->
        [yes] almost nothing
       *[no] { $weight }
    }. That is the induction target: the letter that followed the earlier { $letter } was { $next }, so { $next } is the best guess for what comes next, and this head copies it forward.
predict-layer-2-target-mistake-same = The earlier { $letter } is the landmark, but the head gives it { $weightTiny ->
        [yes] almost nothing
       *[no] only { $weight }
    }: it looks one position past it, at the letter that came next.
predict-layer-2-target-mistake-before = That is where the layer-1 head looks (weight { $layer1Tiny ->
        [yes] almost nothing
       *[no] { $layer1 }
    }): the previous token. The layer-2 head gives it { $layer2Tiny ->
        [yes] almost nothing
       *[no] { $layer2 }
    }.
predict-layer-2-target-mistake-itself = It gives itself { $weightTiny ->
        [yes] almost nothing
       *[no] { $weight }
    }: its own token says nothing about the next one.
predict-layer-2-target-explain = Position { $position }, the token after the earlier { $letter }: weight { $weight }, computed live.

# trained-heads/circuit-match: maps 2a and 2b are the figures of the page; $scale is predict-gap-in-weights.
predict-circuit-match-prompt = Map 2a, below, shows the term with what layer 1 wrote, for every query letter a and previous letter b: its diagonal, where b is a, is bright (the match of move 2). Map 2b shows the other one: the query’s letter against the key’s own letter. On map 2b’s diagonal (an A query against an A key, B against B, …), what will the trained weights give?
predict-circuit-match-choice-bright = A bright diagonal, as bright as map 2a’s: an A still matches an A
predict-circuit-match-choice-half = A diagonal about half as bright as map 2a’s
predict-circuit-match-choice-flat = Nearly flat: whether the key’s own letter agrees barely matters
predict-circuit-match-choice-dark = A dark diagonal: the head learned to keep away from its own letter
predict-circuit-match-why = Read from the weights, over all 12 letters: on map 2a the diagonal averages { $composed } against { $composedOff } off it; on map 2b, { $own } against { $ownOff }. { $scale } Map 2b’s gap, { $ownGap }, gives { $ownTimes } times. Only what layer 1 wrote tells “after an A” apart, and layer 2 can use it only because layer 1 wrote it. The maps below show every pair.
predict-circuit-match-mistake-bright = An A key is the earlier copy of the query itself, the duplicate-token cell: attending there would copy A, not the letter after it, so training had no use for this term.
predict-circuit-match-mistake-half = Even half as bright would pull the head toward the earlier A itself and a wrong guess; training had no use for this term.
predict-circuit-match-mistake-dark = Nothing needed pushing down: map 2a’s diagonal already decides where the head looks.
predict-circuit-match-mistake-flat = Look at the numbers: training shaped this term more than that.
predict-circuit-match-explain = Map 2a’s diagonal: { $composed } against { $composedOff } off it; map 2b’s: { $own } against { $ownOff }, { $kind ->
        [bright] as bright
        [half] about half as bright
        [flat] nearly flat
       *[dark] darker than the rest
    }. { $scale } Computed live.

# trained-heads/phase-change: the reader plays a training run of 2000 steps; ln 12 is the loss of a blind guess among 12 letters.
predict-phase-change-prompt = Before you press Play: with two layers, how will the loss on the repeats fall over the 2000 steps?
predict-phase-change-note = Kept. Now press Play with two layers: your prediction is checked when the run reaches step 2000, and what it shows is explained under it then.
predict-phase-change-choice-early = Quickly, in the first hundred steps or so, then it stays flat
predict-phase-change-choice-gradual = Gradually and steadily, from the first steps to the last
predict-phase-change-choice-sudden = It stays near chance for a long while, then drops within a short stretch
predict-phase-change-choice-never = Not at all: the loss only asks for the next letter, never to look back
# The reader's own run. $layers: "two layers" or "one layer"; $drop: never (never fell below $to), early (below $to from the start), or fell; $headFormed: yes or no.
predict-phase-change-own-run = Your run ({ $layers }, seed { $seed }): { $drop ->
        [never] the repeats’ loss never fell below { $to }
        [early] the repeats’ loss was below { $to } by step { $below }
       *[fell] the repeats’ loss was still above { $from } at step { $above } (chance is ln 12 ≈ { $chance }) and below { $to } by step { $below }, { $stepsLater ->
            [one] { $stepsLater } step later,
           *[other] { $stepsLater } steps later,
        }
    } and ended at { $repeat } at step { $step }, against { $first } on the runs the first time{ $aboveChance ->
        [yes] {" "}(a little above chance: the model bets on letters it has seen, and on a first run those bets lose)
       *[no] {""}
    }. { $headFormed ->
        [yes] Its induction head formed (an induction weight of { $formed }) at step { $formedAt }.
       *[no] No induction head formed (an induction weight of { $formed }) by then: with some seeds the drop comes late, with some never, so try another.
    }
# No run watched in this visit: the model shipped with the page. $text: its letters; $right: the share of right letters, in percent.
predict-phase-change-shipped-run = With two layers the repeats’ loss stays near chance, ln 12 ≈ { $chance }, for hundreds of steps, then falls within about two hundred (with the default seed; some seeds never get there); with one layer it never leaves chance. The model shipped with the page (trained for 1200 steps when the site was built), on { $text }: loss { $first } on the run the first time, { $repeat } on its repeat (about { $right } % on the right letter).
predict-phase-change-mistake-gradual = Each step does lower the loss a little, but on the repeats almost nothing moves until two heads work together: neither part of the circuit helps on its own.
predict-phase-change-mistake-early = Nothing about the repeats is learned quickly: their loss stays near chance until two heads work together, and the two must first grow toward each other.
predict-phase-change-mistake-never = Looking back is the cheapest way to predict a repeat, so gradient descent finds it, though nobody asks for it.
predict-phase-change-explain = Two layers: near chance (ln 12 ≈ { $chance }) for hundreds of steps, then a sudden drop, down to { $repeat } on the repeat of { $text } for the trained model, computed live; one layer never leaves chance.

# misconceptions/online-rescale: the code (numpy) is shown under the question; m, l and o are its variables.
predict-online-rescale-prompt = This loop reads the keys { $chunk } at a time and keeps a running maximum m, sum l and output o. Its two marked lines forget the rescale: when a chunk raises the maximum to m_new, l and o are never multiplied by exp(m − m_new). It still returns o / l, and no error is raised. On the 5 keys of the sentence that the gallery below runs every bug on, what does the bug do?
predict-online-rescale-choice-exact = Nothing: dividing by l at the end cancels the missing factor
predict-online-rescale-choice-early = Keys read before the maximum rose get too much weight
predict-online-rescale-choice-late = Keys read after the maximum rose get too much weight
predict-online-rescale-choice-nan = The exps overflow, and the output is NaN
# $rises: how many times the maximum rose (with one rise, the factor is said).
predict-online-rescale-why = Computed live, row “{ $token }”: after keys 1–2 its maximum was { $first }, and by the last key it had risen to { $last }. Keys 1–{ $before }, read before that rise, stay weighted relative to the old maximum{ $rises ->
        [1] , e^({ $last } − { $old }) ≈ { $factor } times too heavily,
       *[other] {" "}too heavily
    } and together get { $wrong } instead of { $right }.
predict-online-rescale-mistake-exact = The final division fixes the scale of the whole row, but not the ratio between keys read before and after the rise.
predict-online-rescale-mistake-late = The keys after the rise are weighted relative to the new maximum, as they should be; it is the old terms that were never shrunk.
predict-online-rescale-mistake-nan = Every exponent is still at most 0 when it is taken, so nothing overflows: the bug is silent.
predict-online-rescale-explain = Keys read before the maximum rose get too much weight: in row “{ $token }”, keys 1–{ $before }, read before it rose, get { $wrong } together instead of { $right }, computed live.

# misconceptions/mask-after-softmax
predict-mask-after-softmax-prompt = This code writes the causal mask after the softmax (the marked line), instead of scores[future] = -np.inf before it. The future keys get weight 0 either way. What else changes?
predict-mask-after-softmax-choice-nothing = Nothing: the two are the same computation
predict-mask-after-softmax-choice-sums = Rows sum to less than 1, and a hidden key’s score still gets a gradient
predict-mask-after-softmax-choice-leak = The future keys still get a little weight
predict-mask-after-softmax-choice-gradient-only = The weights are the same; only the gradient differs
predict-mask-after-softmax-why = Computed live: the softmax saw the future keys, so row “{ $token }” keeps only { $sum } of its weight once they are zeroed, and the largest gradient on a hidden score (of a loss L = Σ O ⊙ G, the output weighed by a random G) is { $gradient }, against { $rightZero ->
        [yes] exactly 0
       *[no] { $rightGradient }
    } with −∞ before the softmax.
predict-mask-after-softmax-mistake-nothing = Zeroing after the softmax does not renormalise: the share the future keys took is simply lost.
predict-mask-after-softmax-mistake-leak = Their weights are set to exactly 0 after the softmax, so none leaks forward.
predict-mask-after-softmax-mistake-gradient-only = The weights differ too: the visible keys no longer share all of 1.
predict-mask-after-softmax-explain = Row “{ $token }” sums to { $sum }, not 1, and a hidden score still gets a gradient of up to { $gradient } (exactly 0 with −∞ before the softmax), computed live.

# misconceptions/one-layer-induction: $run letters, then the same again; percentages of right letters.
predict-one-layer-prompt = Two models were trained by the same recipe, for the same number of steps, on runs of letters that repeat: one with two attention layers, one with a single layer (the marked line). Each now reads { $run } letters followed by the same { $run } again. On the repeat, how often does each name the next letter?
# A comment line (Python) in the code shown under the question.
predict-one-layer-code-comment = # two-layer recipe, same steps
predict-one-layer-choice-both = Both nearly always: one head can look back at the earlier copy
predict-one-layer-choice-two = Only the two-layer model nearly always; the one-layer model hardly better than chance
predict-one-layer-choice-half = The one-layer model about half as often as the two-layer model
predict-one-layer-choice-neither = Neither: a repeat is as hard to predict as the first run
predict-one-layer-why = Computed live on 32 such runs: the two-layer model names the next letter of the repeat { $two } % of the time, the one-layer model { $one } % (chance is 1 in 12, { $chance } %). Looking back needs a key that says “the letter before me was the current letter”, and only a first layer can write that into each position.
predict-one-layer-mistake-both = One head can find an earlier copy of the current letter, but that copy’s own position holds the same letter, not the next one: the head must land one position later, and nothing at that position says so.
predict-one-layer-mistake-half = It is not a matter of degree: without a previous-token head below it, the trick is not there at all.
predict-one-layer-mistake-neither = The two-layer model learns to copy: the repeat is the easy half.
predict-one-layer-explain = Only the two-layer model: { $two } % of the repeat’s letters against { $one } % for one layer, computed live.

## Checkpoints (lib/course/checkpoints.js)

# Naming the printed input that rounding moved most ("q at d = 2 is printed 0.462 but is 0.46187…").
check-input-q = q at d = { $d }
check-input-k = k for “{ $token }” at d = { $d }
check-input-rounded = { $name } is printed { $printed } but is { $exact }…
# Words shared by several checkpoints: table corners and captions, entries, sources of a value.
check-corner-vector = vector
check-corner-token = token
check-given-keys = The keys k_j, one row per token
check-output-entry = Output, d = { $d }
check-from-your-weights = from your weights
check-output-keys = You mixed the keys. The output mixes the values v_j.
# walkthrough/by-hand: one row of the worked example, with the reader's own seed.
check-by-hand-title = By hand: one row of the worked example
check-by-hand-after-pass = Your numbers are the worked example at seed { $seed }, d_k = { $dK }, d_v = { $dV }. Type { $seed } into the seed of the example below to see your row, “{ $token }”, in numpy’s printout.
check-by-hand-intro = Compute the attention of the query “{ $token }” yourself, with a calculator: the worked example’s sentence, d_k = { $dK } and d_v = { $dV }, but random projections of your own (seed { $seed }), not the printout’s seed 42, so that the printout below cannot give your answers away. The numbers below are rounded to 3 decimals, as numpy prints them; give yours to 3 decimals too. Each entry is checked to ±0.001, against the exact values and against what the printed ones give.
check-by-hand-given-query = The query q for “{ $token }”
check-by-hand-given-values = The values v_j, one row per token
check-by-hand-scores-title = Scores
check-by-hand-scores-ask = For each key j, the scaled score z_j = q·k_j / √d_k: multiply q and k_j coordinate by coordinate, add the { $dK } products, and divide by √{ $dK }.
check-by-hand-scores-entry = z for “{ $token }”
check-by-hand-scores-from = from the printed inputs
# Completes “Yours differ from the exact digits because …”; $input names the input rounding moved most.
check-by-hand-scores-because = you used q and k as printed, rounded to 3 decimals ({ $input })
check-by-hand-scores-raw = That is the raw dot product q·k_j. Divide it by √d_k = √{ $dK }.
check-by-hand-scores-column = That is query j against key “{ $token }”: this row uses the query of “{ $token }” against every key.
check-by-hand-scores-hint = z_j = (q[1]·k_j[1] + … + q[{ $dK }]·k_j[{ $dK }]) / √{ $dK }. Check the signs of the products.
check-by-hand-scores-answer = The scaled scores, computed from the unrounded q and k: { $scores }.
check-by-hand-shift-title = Subtract the maximum
check-by-hand-shift-ask = Find the row’s maximum m (m for maximum: its largest score), and subtract it from each of your scores: z_j − m.
check-by-hand-shift-entry = z − m for “{ $token }”
check-by-hand-shift-from = from your step 1
check-by-hand-shift-because = you subtracted from your own rounded scores of step 1
check-by-hand-shift-smallest = You subtracted the smallest score. Subtract the largest, so that every exponent is at most 0.
check-by-hand-shift-column = You subtracted each column’s maximum. Subtract this row’s own maximum, the same number from every entry.
check-by-hand-shift-matrix = That is the maximum of the whole score matrix. Each row subtracts its own maximum.
check-by-hand-shift-added = Subtract the maximum, do not add it.
check-by-hand-shift-hint = The largest score becomes exactly 0, and all the others become negative.
check-by-hand-shift-answer = m = { $max }, so z − m = { $shifted }.
check-by-hand-exps-title = Exponentiate, and add up
check-by-hand-exps-ask = Take exp of each shifted score, exp(z_j − m), and add the exps: Σ.
check-by-hand-exps-entry = exp(z − m) for “{ $token }”
check-by-hand-exps-sum-entry = Σ, their sum
check-by-hand-exps-from = from your step 2
check-by-hand-exps-because = they start from your rounded shifted scores of step 2
check-by-hand-exps-shifted = Those are the shifted scores themselves. Take e to the power of each.
check-by-hand-exps-unshifted = Those are the exps of the scores themselves. Exponentiate the shifted scores z − m of step 2: the largest becomes e⁰ = 1.
check-by-hand-exps-hint-above-one = After subtracting the maximum every exponent is at most 0, so every exp is at most 1: exponentiate the shifted scores.
check-by-hand-exps-hint-sum = Σ is the sum of your exps.
check-by-hand-exps-hint = exp(z − m): the entry that was 0 gives e⁰ = 1, the others less than 1.
check-by-hand-exps-answer = The exps are { $exps }, and Σ = { $sum }.
check-by-hand-weights-title = Normalise
check-by-hand-weights-ask = Divide each exp by Σ. These are the attention weights of the row.
check-by-hand-weights-entry = weight on “{ $token }”
check-by-hand-weights-from = from your steps 2–3
check-by-hand-weights-because = they start from your rounded numbers of steps 2 and 3
check-by-hand-weights-exps = Those are the exps. Divide each by their sum Σ.
check-by-hand-weights-column = You normalised down a column, over the queries. Softmax runs along the row: one query’s weights over the keys.
check-by-hand-weights-hint = w_j = exp(z_j − m) / Σ, with your Σ = { $sum }. The weights add up to 1.
check-by-hand-weights-answer = The weights: { $weights }.
check-by-hand-output-title = The weighted sum of values
check-by-hand-output-ask = Output = w_1·v_1 + … + w_{ $n }·v_{ $n }: scale each value row by its weight and add the { $n } rows, coordinate by coordinate.
check-by-hand-output-because = you used your rounded weights of step 4 and the values as printed
check-by-hand-output-average = That is the plain average of the values. Weight each one.
check-by-hand-output-hint = Output[d] = w_1·v_1[d] + … + w_{ $n }·v_{ $n }[d], one sum for each coordinate d.
check-by-hand-output-answer = Output = ({ $output }), from your weights of step 4 and the values as printed.
# walkthrough/learned-by-hand: the same row on chapter 1's trained head; $token, $subject and $sentence are English words of the toy sentence.
check-learned-title = By hand: the trained head’s row for “{ $token }”
check-learned-after-pass = “{ $token }” put { $weight } of its weight on “{ $subject }”, and its output is that word’s value row, nearly unchanged: the head found the subject, with your own arithmetic.
check-learned-intro = The head of chapter 1, trained by this course to find a verb’s subject, on “{ $sentence }”: compute the row of the query “{ $token }” yourself, with a calculator, d_k = { $dK } and d_v = { $dV }, no mask. The numbers are the trained head’s, rounded to 3 decimals; give yours to 3 decimals too. Each entry is checked to ±0.001, against the exact values and against what the printed ones give. Practice, not a promise: chapter 1 shows where this head looks.
# softmax/numerics: naive and stable softmax in float32 on very large scores. $z: the scores as typed, e.g. “1000, 1001, 1002”.
check-numerics-bad-scores = z must be three whole numbers from 201 to 999999, got “{ $text }”
check-numerics-same-scores = z must be three different numbers, got “{ $text }”
check-numerics-title = Numerics: softmax on large scores, in float32
check-numerics-intro = Scores this large are extreme (they take large activations, or a missing scale), but a softmax in float32 has to survive them. Work out what each formula gives for z = ({ $z }) in float32, whose largest number is about 3.4 × 10³⁸ (exp(88.7)). Type NaN, ∞ or a number; decimals to 3 places.
check-numerics-naive-title = The naive formula
check-numerics-naive-ask = exp(z_j) / (exp(z_1) + exp(z_2) + exp(z_3)) for z = ({ $z }), computed directly in float32. What are the three weights?
check-numerics-weight-entry = weight for { $z }
check-numerics-naive-on-paper = On paper, yes. But exp({ $z }) does not fit in float32: it overflows to ∞, and ∞/∞ is NaN.
check-numerics-naive-infinity = The exps overflow to ∞, yes. The weight divides ∞ by ∞.
check-numerics-naive-underflow = exp({ $z }) does not underflow, it overflows: it is far above float32’s largest number.
# $power: a power of ten, e.g. 10⁴³⁴.
check-numerics-naive-hint = exp({ $z }) is about { $power }. What does float32 make of it, and what is that divided by itself?
check-numerics-naive-answer = Computed live in float32, the naive softmax gives { $weights }: every exp(z) overflows to ∞, and ∞/∞ is NaN.
check-numerics-shift-title = Subtract the maximum
check-numerics-shift-ask = The stable formula first subtracts the row’s maximum m (m for maximum: its largest score) from every score. What is z − m?
check-numerics-shift-entry = z − m for { $z }
check-numerics-shift-smallest = You subtracted the smallest. Subtract the largest, so that the largest exponent is 0.
check-numerics-shift-reversed = You subtracted the wrong way round: that is m − z. It is z − m, so every entry is 0 or below.
check-numerics-shift-hint = The maximum m is the largest score, so the largest becomes 0.
check-numerics-shift-answer = m = { $max }, so z − m = { $shifted }.
check-numerics-exps-title = Exponentiate
check-numerics-exps-ask = Now take exp(z − m) of each. Does anything overflow?
check-numerics-exps-entry = exp(z − m) for { $z }
check-numerics-exps-exponents = Those are the exponents. Take e to the power of each.
check-numerics-exps-hint = e⁰ = 1, e⁻¹ ≈ 0.368. Every exp is now at most 1.
check-numerics-exps-answer = { $exps }: the largest is e⁰ = 1, so nothing can overflow.
check-numerics-weights-title = Normalise
check-numerics-weights-ask = Divide each exp by their sum: the stable weights.
check-numerics-weights-exps = Those are the exps. Divide each by their sum.
check-numerics-weights-hint = Their sum is { $sum }. The weights add up to 1.
check-numerics-weights-answer = Computed live in float32, the stable softmax gives { $weights }: softmax({ $shifted }) of the shifted scores, the same weights as softmax of z itself.
check-numerics-negative-title = The other end
check-numerics-negative-ask = Now every score is very negative: z = ({ $z }). What does the naive formula give in float32?
check-numerics-negative-zeros = Each exp(z) underflows to 0, yes, but the weight is 0 divided by a sum of 0s.
check-numerics-negative-on-paper = On paper, yes, and the stable formula gives exactly that. The naive one first computes exp({ $z }).
check-numerics-negative-hint = exp({ $z }) is far below float32’s smallest number. What is 0/0?
check-numerics-negative-answer = { $weights }: every exp(z) underflows to 0, and 0/0 is NaN. Subtracting the maximum fixes this end too.
# The shape checkpoints (formula/shapes, multi-head/shapes, the capstone's first step). A matrix's name in a box, when words name it better than a symbol; $opening is yes at the start of a sentence.
check-shape-name-weights = { $opening ->
    [yes] The weights, softmax(…)
   *[no] the weights, softmax(…)
}
check-shape-name-output = { $opening ->
    [yes] The output, weights · V
   *[no] the output, weights · V
}
check-shape-name-head-w-q = W_Q of head i
check-shape-name-head-q = Q of head i
check-shape-name-head-scores = { $opening ->
    [yes] Head i’s scores
   *[no] head i’s scores
}
check-shape-name-head-output = { $opening ->
    [yes] Head i’s output
   *[no] head i’s output
}
check-shape-name-concat = { $opening ->
    [yes] The concatenation
   *[no] the concatenation
}
check-shape-name-layer-output = { $opening ->
    [yes] The layer’s output
   *[no] the layer’s output
}
# A wrong shape's hint: what the matrix is.
check-shape-hint-x = X is the token embeddings, one row per token.
check-shape-hint-w-q = W_Q is learned.
check-shape-hint-w-k = W_K is learned.
check-shape-hint-w-v = W_V is learned.
check-shape-hint-q = Q is X·W_Q: one query per token.
check-shape-hint-k = K is X·W_K: one key per token.
check-shape-hint-v = V is X·W_V: one value per token.
check-shape-hint-scores = Q·Kᵀ is raw scores: every query against every key.
check-shape-hint-scaled = Q·Kᵀ / √d_k is scaled scores.
check-shape-hint-weights = The weights, softmax(…) is attention weights; each row sums to 1.
check-shape-hint-output = The output, weights · V is output: each token's new representation.
check-shape-hint-head-w-q = W_Q of head i is one head’s slice of W_Q: d_model in, d_k out.
check-shape-hint-head-q = Q of head i is X times that head’s W_Q: one d_k-wide query per token.
check-shape-hint-head-scores = Head i’s scores is one score per query–key pair, in every head.
check-shape-hint-head-output = Head i’s output is that head’s weights times its values: d_v wide.
check-shape-hint-concat = The concatenation is the h head outputs, each (n, d_v), side by side: as many columns as h·d_v.
check-shape-hint-w-o = W_O is the output projection: it maps the concatenation back to d_model.
check-shape-hint-layer-output = The layer’s output is the layer’s output: one d_model-wide row per token, like X.
# Rows and columns swapped. $tokens: yes when the step has matrices of tokens; $weights: the weight matrices among its boxes (“W_Q, W_K”), $count of them.
check-shape-swapped = Rows and columns are swapped: { $tokens ->
    [yes] { $count ->
        [0] a matrix of tokens has one row per token.
        [one] a matrix of tokens has one row per token; { $weights } has one row per embedding dimension (d_model rows).
       *[other] a matrix of tokens has one row per token; { $weights } have one row per embedding dimension (d_model rows).
    }
   *[no] { $count ->
        [one] { $weights } has one row per embedding dimension (d_model rows).
       *[other] { $weights } have one row per embedding dimension (d_model rows).
    }
}
# A step's answer: each matrix and its shape, “X (5, 12)”, joined by the separator.
check-shape-answer-item = { $name } { $shape }
# An attribute of the element out of range (shown if a page sets a bad one). $name: the attribute, n, d-model, heads…
check-bad-size = { $name } must be a whole number from 1 to { $max }, got “{ $text }”
check-shapes-used-d-k = You used d_k; values have their own width, d_v.
check-shapes-used-d-v = You used d_v; queries and keys share the width d_k, so that they can be dotted.
check-shapes-scores-reversed = That is Qᵀ·K, the product the other way round. One score per query–key pair: Q·Kᵀ is (n, d_k) times (d_k, n), and the d_k coordinates are summed away.
check-shapes-scores-as-q = That is Q’s shape. One score per query–key pair: Q·Kᵀ is (n, d_k) times (d_k, n), and the d_k coordinates are summed away.
check-shapes-scaled-keeps = Dividing by √d_k keeps the shape of the scores. One score per query–key pair: Q·Kᵀ is (n, d_k) times (d_k, n), and the d_k coordinates are summed away.
check-shapes-softmax-keeps = Softmax keeps the shape of the scores: one weight per query–key pair.
check-shapes-output-d-k = d_k only lives inside the scores: the output has V’s width, d_v.
check-shapes-output-d-model = One head hands on V’s width, d_v; only W_O, in multi-head attention, maps back to d_model.
check-shapes-title = Checkpoint: every shape in the formula
check-shapes-intro = A layer reads n = { $n } tokens with d_model = { $dModel }, d_k = { $dK } and d_v = { $dV }. Write the shape of every matrix in the formula, as (rows, columns); { $n }x{ $dModel } works too.
check-shapes-inputs-title = Inputs and projections
check-shapes-inputs-ask = The embeddings, the three learned matrices, and Q, K, V.
check-shapes-scores-title = Scores and weights
check-shapes-scores-ask = The scores, the scaled scores, and the weights softmax makes of them.
check-shapes-output-title = Output
check-shapes-output-ask = What the layer hands on.
check-heads-title = Checkpoint: the shapes of multi-head attention
check-heads-intro = Now h = { $heads } heads read n = { $n } tokens, d_model = { $dModel }, each head’s queries, keys and values d_model/h = { $dK } wide (d_k = d_v = { $dK }), as in the standard design. Write each shape as (rows, columns).
check-heads-inside-title = Inside one head
check-heads-inside-ask = One head’s query projection, its queries, its scores and its output.
check-heads-together-title = Putting the heads together
check-heads-together-ask = The concatenated heads, the output projection, and the layer’s output.
# online-softmax/merge: two chunks' partial results (m, ℓ, o) merged. $text: the page's attribute as written.
check-merge-bad-scores = z must be four numbers from −5 to 9 with at most one decimal, got “{ $text }”
check-merge-same-scores = z must be four different numbers, got “{ $text }”
check-merge-bad-values = v must be eight whole numbers from −9 to 9 (four rows of 2), got “{ $text }”
# Where a reference value comes from, shown before its digits (“from the printed ℓ 2.523”): keep it short. $name: ℓ or o.
check-merge-from-printed = from the printed { $name }
check-merge-from-factors = from your factors
# Completes “Yours match the values from … (…), not the exact digits, because …”. $what: l (the sums ℓ) or o (the outputs).
check-merge-because-printed = the printed { $what ->
    [l] sums
   *[o] outputs
} are rounded to 3 decimals
check-merge-because-factors = your factors are rounded, and so are the printed { $what ->
    [l] sums
   *[o] outputs
}
check-merge-title = Checkpoint: merge two chunks of online softmax
check-merge-after-pass = Divided at the end, o/ℓ = ({ $divided }): the full softmax attention over the four keys at once, computed live, gives ({ $reference }).
check-merge-intro = One query’s four keys were split into two chunks of two, a and b, and each was reduced on its own to its running maximum m, its sum ℓ = Σ e^(z − m) and its unnormalised output o = Σ e^(z − m)·v. Each value v here has 2 coordinates, so o has two, o[1] and o[2]. Merge them into the state of the whole row, with a calculator, to 3 decimals: each entry is checked to ±0.001.
# Behind a closed “How answers are checked”.
check-merge-checking = An entry passes within ±0.001 of the exact value or of what the printed numbers give, with your factors unrounded or as you typed them. So you may carry your own rounding forward, and a later entry may sit a little more than 0.001 from the exact value. A right step says which of these it matched.
check-merge-given = The two partial results
check-merge-corner = chunk
check-merge-max-title = The merged maximum
check-merge-max-ask = The merged maximum m: the largest score over all the keys of both chunks.
check-merge-max-smaller = That is the smaller of the two. The merged maximum is the larger.
check-merge-max-sum = The maximum of all the keys is the larger of the two maxima, not their sum.
check-merge-max-hint = Each chunk’s m is the maximum of its own keys: the whole row’s is the larger of the two.
check-merge-max-answer = The merged maximum is m = { $max }, the larger of m_a and m_b.
check-merge-factors-title = The two rescale factors
check-merge-factors-ask = Each side’s terms were written relative to its own maximum. By what factor must each side’s ℓ and o be multiplied to be relative to m, the merged maximum? One factor for chunk a, one for chunk b.
check-merge-factor-entry = factor for { $chunk }
check-merge-factors-inverted = The exponent is the old maximum minus the new one, m_a − m: a factor is at most 1, never above.
check-merge-factors-ones = The two sides were written relative to different maxima, so one of them must be rescaled: one factor is below 1.
check-merge-factors-exponents = Those are the exponents. Take e to the power of each.
check-merge-factors-hint = A term e^(z − m_a) becomes e^(z − m) when multiplied by e^(m_a − m). The side that holds the maximum keeps factor e⁰ = 1; the other gets e to a negative power.
check-merge-factors-answer = e^(m_a − m) = { $a } and e^(m_b − m) = { $b }.
check-merge-sum-title = The merged sum
check-merge-sum-ask = The merged ℓ: the sum of e^(z − m) over every key of both chunks, from the two partial sums.
check-merge-sum-unscaled = That adds the two sums as they are. They are relative to different maxima: rescale each first.
check-merge-sum-swapped = Each side’s own factor: ℓ_a goes with e^(m_a − m), ℓ_b with e^(m_b − m).
check-merge-sum-hint = Multiply each ℓ by its own side’s factor, then add: ℓ = e^(m_a − m)·ℓ_a + e^(m_b − m)·ℓ_b.
check-merge-sum-answer = ℓ = { $sum }.
check-merge-output-title = The merged output
check-merge-output-ask = The merged o, from the two partial outputs, coordinate by coordinate. Keep it unnormalised: do not divide by ℓ.
check-merge-output-unscaled = That adds the two outputs as they are. Rescale each by its side’s factor first, as for ℓ.
check-merge-output-divided = That is o/ℓ, already divided. Give o itself: the division comes once, at the very end.
check-merge-output-hint = The same two factors as for ℓ, applied to each coordinate of o_a and o_b.
check-merge-output-answer = o = ({ $output }).
# takeaways/capstone: one query of one head, from the layer's shapes to the backward pass. $key, $token: numbers of keys and tokens (1 to 4).
check-capstone-bad-seed = seed must be a whole number from 0 to 4294967295, got “{ $text }”
check-capstone-title = Capstone: one head, start to finish
check-capstone-after-pass = Chapters 1 to 4 in one row: the shapes of the layer, the scores scaled by √d_k, the mask before the softmax, the stable softmax, two chunks merged as online softmax merges them, the output, and the backward pass through the softmax to the scores.
check-capstone-intro = A layer of h = { $heads } heads reads n = { $n } tokens with d_model = { $dModel }, so each head is d_k = d_v = { $dK } wide. Follow one head’s query for token { $token } under a causal mask, from the layer’s shapes to its output, and then a gradient back to its scores. Its numbers are whole, so a calculator is enough; give decimals to 3 places.
check-capstone-given-query = The query q of token { $token }
check-capstone-key = key { $key }
check-capstone-value = value { $key }
check-capstone-given-values = The values v_j of the keys token { $token } may see
check-capstone-given-gradient = For the last step: dp, this row of dP, the gradient arriving at the row’s weights
check-capstone-corner-gradient = gradient
check-capstone-shapes-title = The layer’s shapes
check-capstone-shapes-ask = One head’s scores, the heads’ outputs side by side, the output projection, and the layer’s output.
check-capstone-scores-title = Scores, scaled and masked
check-capstone-scores-ask = For each key j, the score softmax receives: scaled as the formula scales it, and masked with a causal mask (key { $key } is later than token { $token }; −∞ can be typed as -inf).
check-capstone-scores-entry = z for key { $key }
check-capstone-scores-raw = That is the raw dot product q·k_j. Divide it by √d_k = { $root }.
check-capstone-scores-zero = A masked score of 0 is an ordinary score: e⁰ = 1, and the future key would get weight. The mask writes −∞, so that e^(−∞) = 0.
check-capstone-scores-unmasked = Key { $key } is in the future of token { $token }: the causal mask hides it. Write −∞.
check-capstone-scores-hint = z_j = q·k_j / √d_k = (q[1]·k_j[1] + … + q[{ $dK }]·k_j[{ $dK }]) / { $root }: whole numbers over 2, so halves. A hidden key gets what makes its weight exactly 0.
check-capstone-scores-answer = z = { $scores }.
check-capstone-weights-title = Stable softmax
check-capstone-weights-ask = The attention weights of this row, computed the stable way.
check-capstone-weights-entry = weight on key { $key }
check-capstone-weights-zero-fill = Those are the weights with a 0 in the hidden key’s place: e⁰ = 1 gives the future key a share. Its exp is e^(−∞) = 0.
check-capstone-weights-unmasked = Those weights see key { $key }, which the mask hides: its weight is 0, and the other three share all of 1.
check-capstone-weights-hint = Subtract the row’s maximum, m = { $max }, take exp of each, and divide by their sum. The hidden key’s exp is e^(−∞) = 0; the others add up to 1.
check-capstone-weights-answer = exp(z − m) = { $exps } and 0, sum { $sum }, so the weights are { $weights }.
check-capstone-online-title = Online softmax, chunk by chunk
check-capstone-online-ask = Online softmax reads the visible keys in two chunks: keys 1–2, then key 3. After chunk 1 it keeps m₁ (the largest of their scores) and ℓ₁ = Σ e^(z_j − m₁). Chunk 2 brings key 3 and the new maximum m₂. What is m₁, ℓ₁, the factor ℓ₁ must be multiplied by, and ℓ after chunk 2 (relative to m₂)?
check-capstone-online-max-entry = m₁ after chunk 1
check-capstone-online-sum-entry = ℓ₁ after chunk 1
check-capstone-online-factor-entry = the rescale factor
check-capstone-online-merged-entry = ℓ after chunk 2
check-capstone-online-unscaled = You added key 3’s term to ℓ₁ as it was. ℓ₁ counts e^(z − m₁); relative to the new maximum each of its terms is e^(m₁ − m₂) times smaller: multiply ℓ₁ by e^(m₁ − m₂) first.
check-capstone-online-inverted = The factor is e^(m₁ − m₂), at most 1: the maximum went up, so the old terms shrink.
check-capstone-online-hint = m₁ and ℓ₁ come from keys 1–2 alone. When key 3 raises the maximum to m₂, ℓ₁’s terms shrink by e^(m₁ − m₂) before key 3’s own term e^(z₃ − m₂) is added.
check-capstone-online-answer = m₁ = { $max }, ℓ₁ = { $sum }, the factor e^(m₁ − m₂) = { $factor }, and ℓ = { $merged }, the softmax’s own sum.
check-capstone-output-title = The output
check-capstone-output-ask = The head’s output for this token, from your weights: one number for each of the 4 coordinates.
check-capstone-output-because = you used your rounded weights of step 3
check-capstone-output-average = That is the plain average of the visible values. Weight each by its softmax weight.
check-capstone-output-hint = Output[d] = w_1·v_1[d] + w_2·v_2[d] + w_3·v_3[d]; the hidden key adds nothing.
check-capstone-output-answer = Output = ({ $output }), from your weights.
# The backward step: p_{"{"}j{"}"} is rich text for p with subscript j.
check-capstone-backward-title = Backward: the scores’ gradient
check-capstone-backward-ask = Training sends a gradient back to this row’s weights: dp_{"{"}j{"}"} = ∂L/∂p_{"{"}j{"}"}, in the last table. What gradient reaches each score z_{"{"}j{"}"}, dz_{"{"}j{"}"} = ∂L/∂z_{"{"}j{"}"}? Use your weights; key { $key } too.
check-capstone-backward-entry = dz for key { $key }
check-capstone-backward-because = they start from your rounded weights of step 3
check-capstone-backward-hidden = Key { $key } is hidden: its weight is 0 whatever its score, so no gradient reaches it. Its dz is 0.
check-capstone-backward-as-arrives = That is dp_{"{"}j{"}"} as it arrives. Each weight depends on every score through the softmax: the gradient goes through its Jacobian, diag(p) − p·pᵀ.
check-capstone-backward-diagonal = That keeps only the diagonal of the softmax’s Jacobian, p_{"{"}j{"}"}·dp_{"{"}j{"}"}. Raising z_j also lowers every other weight: subtract Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"} from dp_{"{"}j{"}"} before multiplying by p_{"{"}j{"}"}.
check-capstone-backward-unweighted = That is dp_{"{"}j{"}"} − Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"}, not yet multiplied by p_{"{"}j{"}"}. Multiply by each key’s weight: key { $key }’s weight is 0, and so is its gradient.
check-capstone-backward-raw = That is divided by √d_k = { $root }: the gradient at the raw score q·k_j. Asked is the one at z_j, the score softmax receives.
check-capstone-backward-hint = dz_{"{"}j{"}"} = p_{"{"}j{"}"}·(dp_{"{"}j{"}"} − Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"}): first the weighted mean of dp with your weights, then each key’s difference from it, times its weight.
check-capstone-backward-answer = Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"} = { $mean }, so dz = ({ $dz }), from your weights. The exact four add up to 0, as a softmax’s always do: raising every score alike moves no weight.
# Checking a step (what <attention-by-hand> says of what was typed). A box that cannot be read: $label names the box, $problem says why.
check-unreadable-entry = { $label }: { $problem }
# A right value given to too few decimals: $shown decimals right, $places asked for.
check-rounded-short = That is right to { $shown } { $shown ->
    [one] decimal
   *[other] decimals
}: give { $places } { $places ->
    [one] decimal
   *[other] decimals
} (the check is ±{ $tolerance }).
# A wrong step: the first wrong box ($first) and how many are wrong ($all is "yes" when every entry is), then the hint aimed at the mistake.
check-verdict-not-yet = Not yet: { $count ->
    [one] { $first } is off.
   *[other] { $all ->
        [yes] All { $count } entries are off, the first { $first }.
       *[no] { $count } of { $total } entries are off, the first { $first }.
    }
} { $hint }
check-verdict-right = Right.
check-verdict-right-answer = Right. { $answer }
# A right step's line for one box: the exact value, the value another route gives, the reader's (“exact −0.0895 · from the printed inputs −0.089 · yours −0.089”).
check-part-exact = exact { $digits }
check-part-route = { $from } { $digits }
check-part-yours = yours { $typed }
# Why a right step's digits are not the exact ones. $because completes the sentence (e.g. “you used q and k as printed, …”); $count: how many boxes differ.
check-why-because = Yours { $count ->
    [one] differs
   *[other] differ
} from the exact digits because { $because }; the check allows ±{ $tolerance }.
check-why-rounding = Yours and the exact digits differ only by rounding; the check allows ±{ $tolerance }.
# A prose list's separator (entries named by label).
check-list-separator = {", "}
# An entry more than the tolerance from the exact value: $label and by how much.
check-gap = { $label } by { $gap }
check-carried-earlier = The ±{ $tolerance } counts from either the exact value or the value { $from } ({ $values }), so rounding carried from your earlier entries is not held against you (off the exact value: { $gaps }).
check-carried-route = The ±{ $tolerance } counts from either the exact value or the value { $from } ({ $values }), so the rounding you started from is not held against you (off the exact value: { $gaps }).
check-carried-each = The ±{ $tolerance } counts from the value each matched, so the rounding you started from is not held against you (off the exact value: { $gaps }).
# A step whose boxes matched different values: $each lists them (“o[1] of the exact value, o[2] of the value from your factors”).
check-matched-route = { $label } of the value { $from }
check-matched-exact = { $label } of the exact value
check-why-mixed = Each of yours is within ±{ $tolerance } of a value above, the check's allowance: { $each }.
# A step whose boxes all matched one value; $count: the number of boxes.
check-why-exact = { $count ->
    [one] Yours matches the exact value.
   *[other] Yours match the exact values.
}
check-why-exact-rounding = { $count ->
    [one] Yours matches the exact value, up to rounding; the check allows ±{ $tolerance }.
   *[other] Yours match the exact values, up to rounding; the check allows ±{ $tolerance }.
}
check-why-route = { $count ->
    [one] Yours matches the value { $from } ({ $values }); the check allows ±{ $tolerance }.
   *[other] Yours match the values { $from } ({ $values }); the check allows ±{ $tolerance }.
}
check-why-route-off = { $count ->
    [one] Yours matches the value { $from } ({ $values }), not the exact digits, because { $because }; the check allows ±{ $tolerance }.
   *[other] Yours match the values { $from } ({ $values }), not the exact digits, because { $because }; the check allows ±{ $tolerance }.
}

## Exercises (lib/course/exercises.js)

# The verdict on an answer: the explanation or hint follows as a whole sentence.
exercise-verdict-right = Correct. { $explanation }
exercise-verdict-wrong = Not yet. { $hint }
# Shown when the reader asks for the answer after a wrong one.
exercise-answer = Answer: { $explanation }
# Placeholders of the answer boxes.
exercise-example-shape = (rows, columns)
exercise-example-number = a number
exercise-example-whole-number = a whole number
exercise-example-three-weights = e.g. 0.100, 0.200, 0.700
exercise-example-two-positions = e.g. 4, 1
exercise-example-two-coordinates = e.g. 1.5, −0.5
exercise-example-max-and-sum = e.g. 1.5, 2.345
exercise-example-three-gradients = e.g. 0.10, −0.20, 0.10
exercise-example-position = a position, 0 to 11
exercise-example-count = e.g. 1,000,000
exercise-example-ratio = a ratio, e.g. 2
# Hints shared by the two exercises on the trained model's heads.
exercise-hint-query-itself = That is the query itself.
exercise-hint-later-position = The causal mask hides every later position.
exercise-qkv-k-shape-prompt = n = 10 tokens, d_model = 512, d_k = 64 and d_v = 32. What is the shape of K = X·W_K?
exercise-qkv-k-shape-hint-weights = That is W_K. K = X·W_K has one row per token, as X does.
exercise-qkv-k-shape-hint-values = That is V’s shape: keys are compared with queries, so they share the query width.
exercise-qkv-k-shape-hint-input = That is X: the projection changes each row’s width.
exercise-qkv-k-shape-hint = X is (10, 512) and W_K is (512, 64). Which widths meet in the product, and which remain?
exercise-qkv-k-shape-explain = { $shape }. X { $input } times W_K { $weights }: the 512s meet and vanish, leaving one 64-wide key per token. Keys share d_k with the queries, so that they can be compared by dot product.
exercise-takeaways-cross-shape-prompt = In cross-attention the queries come from one sequence and the keys from another. 7 decoder tokens ask, 5 encoder tokens answer, d_k = 16. What is the shape of the score matrix Q·Kᵀ?
exercise-takeaways-cross-shape-hint-queries = That is Q. Kᵀ is (16, 5): which dimension does the product sum over?
exercise-takeaways-cross-shape-hint-swapped = Rows and columns are swapped: each row belongs to one query.
exercise-takeaways-cross-shape-hint-other-product = That is Qᵀ·K, the product the other way round: it sums over the tokens and compares coordinates. In Q·Kᵀ the 16 coordinates are summed away.
exercise-takeaways-cross-shape-hint = Q is (7, 16) and K is (5, 16). One score per query–key pair: how many queries, how many keys?
exercise-takeaways-cross-shape-explain = { $shape }. Q { $queries } times Kᵀ (16, 5): the 16 coordinates are summed away, leaving one row per query and one column per key. With two sequences the score matrix need not be square.
exercise-scores-dot-product-prompt = A query q = (1, 2, −1) and a key k = (0.5, −1, 2). What is the raw score q·k?
exercise-scores-dot-product-hint-sign = Right size, wrong sign: check the sign of each product.
exercise-scores-dot-product-hint = Multiply coordinate by coordinate, 1·0.5, 2·(−1) and (−1)·2, then add the three products.
exercise-scores-dot-product-explain = { $score }. The products are { $products }, and their sum is the score. It is negative: this key points away from what the query looks for.
exercise-scaling-dot-std-prompt = q and k each have d_k = { $dK } independent entries drawn with mean 0 and variance 1. What is the standard deviation of q·k?
exercise-scaling-dot-std-hint-variance = { $dK } is the variance. The standard deviation is its square root.
exercise-scaling-dot-std-hint-scaled = That is the spread after dividing by √d_k, or of a single product. The raw sum of { $dK } products spreads wider.
exercise-scaling-dot-std-hint = Each product q[d]·k[d] has variance 1, and the variances of independent terms add.
exercise-scaling-dot-std-explain = { $std }. The variance is d_k = { $dK }, so the standard deviation is √{ $dK } = { $std }: the reason scores are divided by √d_k. Computed live, { $pairs } random pairs have variance { $variance }.
exercise-masking-causal-count-prompt = A causal mask over n = 5 tokens. How many of the 25 scores are set to −∞?
exercise-masking-causal-count-hint-diagonal = That counts the diagonal too: every token may see itself.
exercise-masking-causal-count-hint-both-triangles = That hides both triangles. A causal mask hides only the future: the keys above the diagonal.
exercise-masking-causal-count-hint = Token i may see keys 1 to i. Count the hidden keys row by row.
# $rows: the hidden keys of each row, as a sum (4 + 3 + 2 + 1 + 0).
exercise-masking-causal-count-explain = { $total }. Row by row the mask hides { $rows } keys: everything above the diagonal, n(n − 1)/2 cells.
exercise-takeaways-masked-weight-prompt = Token 3 of 4, under a causal mask, has the raw scores q·k = ({ $scores }) with d_k = { $dK }. What weight does it give key 2? To 3 decimals.
exercise-takeaways-masked-weight-hint-unscaled = That is the softmax of the raw scores. Divide them by √d_k = { $root } first.
exercise-takeaways-masked-weight-hint-over-dk = That divides by d_k = { $dK }. The scale is √d_k.
exercise-takeaways-masked-weight-hint-unmasked = That lets key 4 in. Token 3 may not see token 4: its score becomes −∞ and its weight 0.
exercise-takeaways-masked-weight-hint-zero-filled = That masks key 4 with a score of 0, which is an ordinary score: e⁰ = 1 still gets a share. The mask writes −∞.
exercise-takeaways-masked-weight-hint = Scale, mask, softmax: divide each score by √d_k, drop key 4, then e^z over the sum of the three e^z.
exercise-takeaways-masked-weight-explain = { $weight }. Scaled, the three visible scores are ({ $scaled }); key 4 is hidden, so key 2 gets e^{ $exponent } over the sum of three exps. Computed live.
exercise-softmax-three-logits-prompt = Compute softmax({ $logits }), each weight to 3 decimals.
exercise-softmax-three-logits-hint-equal = Equal weights would mean equal scores. A larger score gets a larger share.
exercise-softmax-three-logits-hint-proportional = That divides each score by the plain sum of the scores. Softmax exponentiates first: e^z over the sum of the e^z.
exercise-softmax-three-logits-hint = Subtract the largest score first, giving ({ $shifted }); then divide each of their exps by the sum of the exps, ≈ { $sum }. The three weights add up to 1.
exercise-softmax-three-logits-explain = { $weights }. Each eᶻ over the sum of all three. A score 1 higher gets e ≈ 2.72 times the weight, 2 higher e² ≈ 7.39 times, and even the smallest score keeps a share.
exercise-takeaways-output-shape-prompt = 7 tokens, with d_k = 16 and d_v = 32. What is the shape of the attention output, the weights times V?
exercise-takeaways-output-shape-hint-key-width = d_k only lives inside the scores. Which width does V bring?
exercise-takeaways-output-shape-hint = The weights are (7, 7) and V is (7, 32).
exercise-takeaways-output-shape-explain = { $shape }. Weights { $weights } times V { $values }: one new d_v-wide row per token. d_k never reaches the output.
exercise-takeaways-rescale-prompt = Online softmax reads one query’s scores in two chunks: ({ $first }), then ({ $second }). When the second chunk arrives, by what factor are ℓ and o multiplied before its terms are added? To 3 decimals.
exercise-takeaways-rescale-hint-upside-down = That is e^(m′ − m), the factor upside down: the maximum rose, so the old terms shrink, by a factor below 1.
exercise-takeaways-rescale-hint-exponent = That is the exponent. Take e to the power m − m′.
exercise-takeaways-rescale-hint-unchanged = The second chunk holds a larger score than any before: the old terms were written relative to the old maximum.
exercise-takeaways-rescale-hint = Every old term e^(z − m) must become e^(z − m′), relative to the new maximum m′.
exercise-takeaways-rescale-explain = { $factor } = e^({ $max } − { $maxNew }): the old maximum minus the new one. Computed live, from the online-softmax trace.
exercise-takeaways-jacobian-entry-prompt = A row of weights p = ({ $weights }). Raise the third score z₃ a little: how fast does p₁ change, ∂p₁/∂z₃? To 2 decimals.
exercise-takeaways-jacobian-entry-hint-sign = Right size, wrong sign: raising z₃ raises the sum p₁ is divided by, so p₁ falls.
exercise-takeaways-jacobian-entry-hint-diagonal = That is ∂p₁/∂z₁, the diagonal entry p₁(1 − p₁). Off the diagonal the entry is −p₁·p₃.
exercise-takeaways-jacobian-entry-hint-zero = z₃ is not p₁’s own score, but it is in the sum p₁ is divided by: p₁ does change.
exercise-takeaways-jacobian-entry-hint = ∂p_i/∂z_j = p_i(δ_ij − p_j).
exercise-takeaways-jacobian-entry-explain = { $entry } = −p₁·p₃ = −{ $first } × { $third }. Computed live, by the backward pass.
exercise-takeaways-two-heads-prompt = The trained model reads { $letters }: a run of five letters, then its repeat. Positions count from 0. At position { $position }, the second { $letter }, which position does the layer-1 head put most of its weight on, and which the layer-2 head?
exercise-takeaways-two-heads-hint-swapped = Those are the two heads the other way round: layer 1 comes first.
exercise-takeaways-two-heads-hint-earlier-copy = That is the earlier { $letter } itself: copying it would predict { $letter } again. Layer 2 looks one past it.
exercise-takeaways-two-heads-hint-layer-one = Layer 1’s head is the previous-token head.
exercise-takeaways-two-heads-hint = Layer 2 looks for the position whose letter came right after the earlier { $letter }.
exercise-takeaways-two-heads-explain = { $first } and { $second }. Layer 1’s head looks one back, at { $before } (weight { $firstWeight }), so each position comes to hold the letter before it. Layer 2’s head at the second { $letter } finds the position whose letter before it was { $letter }: { $second }, holding { $found } (weight { $secondWeight }), and the model guesses { $guess }. Computed live, by the shipped model.
exercise-weighted-sum-mix-prompt = A query gives three keys the weights 0.5, 0.25 and 0.25. Their values are v₁ = (2, 0), v₂ = (0, 4) and v₃ = (−4, 4). What is the output?
exercise-weighted-sum-mix-hint-first-term = That is the first term only. Add all three weighted values.
exercise-weighted-sum-mix-hint-plain-average = That is the plain average, every value counted alike. Here v₁ counts twice as much as each of the others (0.5 against 0.25).
exercise-weighted-sum-mix-hint-plain-sum = That adds the values without their weights. Multiply each value by its weight first.
exercise-weighted-sum-mix-hint = Scale each value by its weight, then add the three vectors coordinate by coordinate.
exercise-weighted-sum-mix-explain = ({ $output }). The terms are ({ $first }), ({ $second }) and ({ $third }). Every coordinate lies between the smallest and largest value in that coordinate: a weighted average.
exercise-online-softmax-update-prompt = A query has read two keys, with scores { $first } and { $second }: so far m = { $first } and ℓ = e⁰ + e^({ $second } − { $first }). The next chunk brings scores { $third } and { $fourth }. What are the new m′ and ℓ′? ℓ′ to 3 decimals.
exercise-online-softmax-update-hint-maximum = m′ is the largest score seen so far, old chunk and new together.
exercise-online-softmax-update-hint-no-rescale = You added the new terms to ℓ as it was. ℓ’s terms are relative to the old m: multiply ℓ by e^(m − m′) first.
exercise-online-softmax-update-hint-upside-down = That multiplies ℓ by e^(m′ − m), the factor upside down: the maximum rose, so the old terms shrink.
exercise-online-softmax-update-hint-old-maximum = The new terms are relative to the old m. Every term of ℓ′, old and new, is e^(z − m′).
exercise-online-softmax-update-hint = ℓ′ = e^(m − m′)·ℓ + Σ e^(z − m′) over the new chunk.
# $newTerms: the new chunk's terms as a sum, e^(2.0 − 2.0) + e^(0.5 − 2.0).
exercise-online-softmax-update-explain = m′ = { $maxNew }, and ℓ′ = e^({ $max } − { $maxNew })·{ $sum } + { $newTerms } = { $factor }·{ $sum } + { $newSum } = { $sumNew }. Computed live, from the online-softmax trace.
exercise-backward-jacobian-row-prompt = One row of scores has the weights p = ({ $weights }). Give the row of the softmax Jacobian for key 2’s weight: ∂p₂/∂z₁, ∂p₂/∂z₂, ∂p₂/∂z₃, to 2 decimals.
exercise-backward-jacobian-row-hint-no-square = The diagonal entry is p₂(1 − p₂), not p₂: raising z₂ also raises the sum it is divided by, so p₂ gains less than p₂ per unit.
exercise-backward-jacobian-row-hint-diagonal-only = Raising z₁ or z₃ raises the sum that p₂ is divided by: off the diagonal the entries are −p₂·p_j, not 0.
exercise-backward-jacobian-row-hint-flipped = Every sign is swapped: J = diag(p) − p·pᵀ. Raising z₂ raises p₂ (a positive entry); raising another score lowers it.
exercise-backward-jacobian-row-hint-diagonal-flipped = Off the diagonal, yes. The diagonal entry is positive: raising z₂ raises p₂, by p₂(1 − p₂).
exercise-backward-jacobian-row-hint-outer = That is the row of p·pᵀ alone. J = diag(p) − p·pᵀ: subtract it from diag(p).
exercise-backward-jacobian-row-hint-outer-only = Off the diagonal, yes. On the diagonal diag(p) adds p₂: the entry is p₂ − p₂².
exercise-backward-jacobian-row-hint-sum = Your three entries should add up to 0: adding the same constant to every score changes no weight.
exercise-backward-jacobian-row-hint = ∂p_i/∂z_j = p_i(δ_ij − p_j): p₂(1 − p₂) on the diagonal, −p₂·p_j off it.
exercise-backward-jacobian-row-explain = ({ $row }). On the diagonal p₂(1 − p₂) = { $weight } × { $rest }; off it −p₂·p₁ and −p₂·p₃. They add up to 0. Computed live, by the backward pass with dO picking out p₂.
exercise-backward-da-entry-prompt = With the same A, B and G (so dY = G), what is dA₂₁, the gradient of L with respect to A₂₁ = 2?
exercise-backward-da-entry-hint-untransposed = That pairs row 2 of G with column 1 of B, as G·B would. Look at what A₂₁ multiplies in Y₂₁ and in Y₂₂: B₁₁ and B₁₂, row 1 of B.
exercise-backward-da-entry-hint-through-y21 = That is the path through Y₂₁ alone. A₂₁ also reaches Y₂₂ = A₂₁B₁₂ + A₂₂B₂₂: add that path.
exercise-backward-da-entry-hint-through-y22 = That is the path through Y₂₂ alone. A₂₁ also reaches Y₂₁ = A₂₁B₁₁ + A₂₂B₂₁: add that path.
exercise-backward-da-entry-hint-across = That is dA₁₂, the entry across the diagonal. A₂₁ sits in row 2, column 1.
exercise-backward-da-entry-hint-same-factor = That multiplies by A itself. The gradient of one factor is taken times the other factor, B.
exercise-backward-da-entry-hint-from-above = That is G₂₁, the gradient arriving at Y₂₁, not yet multiplied by what A₂₁ meets there; and A₂₁ reaches Y₂₂ too.
exercise-backward-da-entry-hint-wrong-side = That is Bᵀ·G, with G on the wrong side. A stands on the left of Y = A·B, so G stays on the left in its gradient.
exercise-backward-da-entry-hint-other-gradient = That is dB₂₁, an entry of Aᵀ·G, the gradient of B. A’s entries get theirs from the other factor, B.
exercise-backward-da-entry-hint = A₂₁ sits in row 2 of A, so it reaches row 2 of Y. For each of those two entries: how much does it move per unit of A₂₁, and how much does L move per unit of it?
# $g21, $b11, $g22, $b12: the entries, a negative one in parentheses.
exercise-backward-da-entry-explain = { $value }. A₂₁ reaches row 2 of Y: Y₂₁ = A₂₁B₁₁ + A₂₂B₂₁ and Y₂₂ = A₂₁B₁₂ + A₂₂B₂₂. Its two paths add up to dA₂₁ = G₂₁B₁₁ + G₂₂B₁₂ = { $g21 }·{ $b11 } + { $g22 }·{ $b12 } = { $value }: row 2 of G against row 1 of B, which is column 1 of Bᵀ, so dA = G·Bᵀ. Computed live, nudging A₂₁ by { $nudge } moves L from { $loss } to { $nudgedLoss }, up by { $nudge } × { $value }.
# $gradient: dW_Q, the gradient of W_Q, written with its subscript.
exercise-backward-dwq-shape-prompt = n = 10 tokens, d_model = 512 and d_k = 64, so the backward pass reaches Q with dQ of shape (10, 64). What is the shape of { $gradient } = Xᵀ·dQ?
exercise-backward-dwq-shape-hint-queries = That is dQ’s shape, one row per token. { $gradient } is the gradient of W_Q, which has no token axis.
exercise-backward-dwq-shape-hint-transposed = That is W_Qᵀ’s shape. A gradient has its parameter’s own shape, so that the optimiser can subtract it.
exercise-backward-dwq-shape-hint-input = That is X’s shape. In Xᵀ·dQ, which sizes meet in the middle and vanish?
exercise-backward-dwq-shape-hint = Xᵀ is (512, 10) and dQ is (10, 64). Which sizes meet in the product, and which remain?
exercise-backward-dwq-shape-explain = { $shape }, W_Q’s own shape. Xᵀ { $inputT } times dQ { $queries }: the 10 tokens meet and vanish, so { $gradient } adds up what every token’s query asks of W_Q. That is why Xᵀ stands on the left.
exercise-backward-dz-row-prompt = The same row, p = ({ $weights }), gets dp = ({ $gradients }) from the layer above. What is its dz = (dz₁, dz₂, dz₃), to 2 decimals?
exercise-backward-dz-row-hint-no-sum = That is pⱼ·dpⱼ alone: the Σ term is missing. Raising zⱼ also takes weight from every other key, so subtract the p-weighted average of dp before multiplying by pⱼ.
exercise-backward-dz-row-hint-sum-added = The Σ term is added: it comes in with a minus sign, from the −pᵢ·pⱼ entries off the diagonal.
exercise-backward-dz-row-hint-flipped = Every sign is swapped: dzⱼ = pⱼ(dpⱼ − Σₖ pₖ·dpₖ), the difference dpⱼ minus the average, not the other way round.
exercise-backward-dz-row-hint-no-factor = That is dpⱼ minus the average, without the factor pⱼ in front: multiply each entry by its own weight.
exercise-backward-dz-row-hint-plain-average = That subtracts the plain average of dp. The Σ weights each dpₖ by its pₖ.
exercise-backward-dz-row-hint-sum = Your three entries should add up to 0, as every row of dZ does.
exercise-backward-dz-row-hint = First the p-weighted average Σₖ pₖ·dpₖ (one number), then dzⱼ = pⱼ(dpⱼ − that average) for each j.
exercise-backward-dz-row-explain = ({ $dz }). The weighted average is Σₖ pₖ·dpₖ = { $average }, then each dzⱼ = pⱼ(dpⱼ − { $average }). They add up to 0. Computed live, by the backward pass with dO = dp.
exercise-trained-heads-chance-loss-prompt = A model that has learned nothing gives each of the 12 letters the same probability. What is its loss on the next letter, −ln p, to 2 decimals?
exercise-trained-heads-chance-loss-hint-probability = That is the probability p itself. The loss is −ln p.
exercise-trained-heads-chance-loss-hint-sign = Right size, wrong sign: ln of a probability is negative, and the loss is −ln p.
exercise-trained-heads-chance-loss-hint-base-ten = That is log base 10. The loss uses the natural logarithm, ln.
exercise-trained-heads-chance-loss-hint-inverse = That is 1/p. The loss is its natural logarithm.
exercise-trained-heads-chance-loss-hint = Each letter gets p = 1/{ $vocab }, and −ln(1/{ $vocab }) = ln { $vocab }.
exercise-trained-heads-chance-loss-explain = { $loss }: ln { $vocab }, chance. Computed live, for a model whose last matrix is all zeros. Lower is better: the trained model below has loss { $repeatLoss } on the repeat of DKAHFBJCDKAHFBJC, e^(−{ $repeatLoss }) ≈ { $percent } % on the right letter.
exercise-trained-heads-induction-period-prompt = The trained model reads { $letters }: a run of six letters, then its repeat. Positions count from 0. At position { $position }, the second { $letter }, which position will the layer-2 head put most of its weight on?
exercise-trained-heads-induction-period-hint-earlier-copy = That is the earlier { $letter } itself (the duplicate-token stripe): copying it would predict { $letter } again.
exercise-trained-heads-induction-period-hint-previous = That is the previous token, layer 1’s job.
exercise-trained-heads-induction-period-hint-run-of-eight = That is i − 7, the stripe of a run of eight. This run has six letters.
exercise-trained-heads-induction-period-hint = Find the earlier { $letter }, then look one position past it.
exercise-trained-heads-induction-period-explain = { $target }: the earlier { $letter } is at { $earlier }, and { $next } came after it, so the head looks at { $target } (weight { $weight }, computed live) and the model guesses { $next }. With a run of p letters the stripe is i − p + 1.
exercise-multi-head-params-prompt = d_model = 512, h = 8 heads, d_k = d_v = 64, no biases. How many parameters do W_Q, W_K, W_V and W_O hold together?
exercise-multi-head-params-hint-no-output = That is W_Q, W_K and W_V. W_O, which mixes the heads, has parameters too.
exercise-multi-head-params-hint = Across the 8 heads, W_Q maps 512 features to 8 × 64 = 512 columns. Count W_K, W_V and W_O the same way.
exercise-multi-head-params-explain = { $total }. W_Q, W_K and W_V are each 512 × (8·64) = { $query }, and W_O is (8·64) × 512 = { $output }: four times 512². With h·d_k = d_model, the layer always holds 4 d_model², whatever the number of heads.
exercise-multi-head-flops-prompt = n = 10 tokens, d_model = 512. Going from 1 head with d_k = 512 to 8 heads with d_k = 64 multiplies the FLOPs by about how much?
exercise-multi-head-flops-hint-per-head = Each of the 8 heads is 8 times narrower. Does the total work grow?
exercise-multi-head-flops-hint = Eight heads of width 64 do the work of one head of width 512, split eight ways.
exercise-multi-head-flops-explain = About 1 (computed live, the ratio is { $ratio }): { $oneTotal } FLOPs with 1 head, { $eightTotal } with 8. Only the steps done once per head grow: scaling { $oneScaling } → { $eightScaling }, softmax { $oneSoftmax } → { $eightSoftmax }.

## Recall (lib/course/recall.js)

# The recall that opens a chapter: its heading and the sentence under it.
recall-title = Before you start: recall
recall-intro = Answer from memory, without scrolling back: recalling an idea is what makes it stay. Each answer also schedules the question in the review deck on the home page.
recall-check = Check
# Placeholders of a typed answer's box: a shape, a formula.
recall-placeholder-shape = (rows, columns)
recall-formula-hint = Plain text, numpy or LaTeX: a transpose as ^T, a root as sqrt( ).
# Verdicts. $why is the reason, a whole sentence that states the answer; $feedback is aimed at the slip made.
recall-verdict-typed-right = Right. { $why }
recall-verdict-typed-wrong = Not quite. { $why }
recall-verdict-typed-slip = Not quite. { $feedback } { $why }
recall-pick-first = Pick one answer first.
# $answer: the right choice's label.
recall-verdict-choice-right = Right: { $answer }
recall-verdict-choice-wrong = Not quite. { $feedback } The answer: { $answer }
# The choice prompts: a question, its three choices (the right one first), feedback on each wrong one.
recall-qkv-roles-question = Which matrix’s rows does attention mix to make its output?
recall-qkv-roles-choice-v = V, the values.
recall-qkv-roles-choice-k = K, the keys.
recall-qkv-roles-choice-k-feedback = Keys are only compared with queries, to make the scores; what is mixed is what each token offers, its value row.
recall-qkv-roles-choice-q = Q, the queries.
recall-qkv-roles-choice-q-feedback = A query asks; it is dotted with the keys and never mixed. The output mixes the value rows.
recall-scores-shape-question = Q is (n, d_k) and K is (n, d_k). What shape is Q·Kᵀ?
recall-scores-shape-choice-nn = (n, n).
recall-scores-shape-choice-dd = (d_k, d_k).
recall-scores-shape-choice-dd-feedback = That is Kᵀ·Q’s shape, which sums over tokens. Q·Kᵀ is (n, d_k) times (d_k, n): the d_k coordinates are summed away.
recall-scores-shape-choice-nd = (n, d_k).
recall-scores-shape-choice-nd-feedback = A product keeps the outer sizes: (n, d_k) times (d_k, n) is (n, n), one score for every query–key pair.
recall-scaling-why-question = Why are the scores divided by √d_k?
recall-scaling-why-choice-variance = To bring the variance of q·k from about d_k back to about 1.
recall-scaling-why-choice-sum = So that each row of weights sums to 1, whatever d_k is.
recall-scaling-why-choice-sum-feedback = Softmax does that whatever the scores are divided by. √d_k controls how spread out the scores are.
recall-scaling-why-choice-mean = To average q·k over its d_k coordinates, one per term.
recall-scaling-why-choice-mean-feedback = An average would divide by d_k and leave a variance of about 1/d_k: nearly uniform weights. √d_k is the standard deviation of q·k.
recall-masking-fill-question = A causal mask hides key j from query i when j > i. What does it do to that score?
recall-masking-fill-choice-minus-infinity = Adds −∞ to it, so that its weight after softmax is 0.
recall-masking-fill-choice-zero = Sets it to 0, so that the hidden key adds nothing.
recall-masking-fill-choice-zero-feedback = A score of 0 is an ordinary score: e⁰ = 1, so the hidden key still gets weight. It takes −∞ to get a weight of 0.
recall-masking-fill-choice-after = Nothing before softmax: its weight is zeroed after it.
recall-masking-fill-choice-after-feedback = Zeroed after softmax, the row sums to less than 1: the hidden keys’ share is lost instead of going to the visible ones.
recall-softmax-stable-question = Why subtract each row’s maximum before taking exp in softmax?
recall-softmax-stable-choice-overflow = So that exp cannot overflow; the weights do not change.
recall-softmax-stable-choice-normalise = So that each row of weights sums to exactly 1.
recall-softmax-stable-choice-normalise-feedback = Dividing by the sum does that. Subtracting the maximum changes no weight at all; it keeps every exp at most 1.
recall-softmax-stable-choice-sharper = To make the weights sharper around the top key.
recall-softmax-stable-choice-sharper-feedback = A shift common to the whole row cancels between numerator and denominator: the weights are exactly the same, only safe to compute.
recall-weighted-sum-output-question = What is one query’s output row?
recall-weighted-sum-output-choice-average = The value rows, averaged with that query’s weights.
recall-weighted-sum-output-choice-keys = The key rows, averaged with that query’s scores.
recall-weighted-sum-output-choice-keys-feedback = Keys only make the scores. The weights, after softmax, mix the value rows.
recall-weighted-sum-output-choice-weights = That query’s row of weights, one per key.
recall-weighted-sum-output-choice-weights-feedback = The weights are the mixing proportions (n of them); the output is the mixture of the values, d_v wide.
recall-formula-output-shape-question = One head, n tokens, d_k for queries and keys, d_v for values: what shape is its output?
recall-formula-output-shape-choice-ndv = (n, d_v).
recall-formula-output-shape-choice-ndk = (n, d_k).
recall-formula-output-shape-choice-ndk-feedback = d_k lives only inside Q·Kᵀ and is summed away. The weights (n, n) times V (n, d_v) give (n, d_v).
recall-formula-output-shape-choice-nn = (n, n).
recall-formula-output-shape-choice-nn-feedback = That is the weights’ shape. Multiplied by V (n, d_v), they give one output row per query, d_v wide.
recall-multi-head-join-question = h heads each give an (n, d_model/h) output. How are they joined?
recall-multi-head-join-choice-concat = Side by side into (n, d_model), then times W_O.
recall-multi-head-join-choice-average = Averaged into one (n, d_model/h), then times W_O.
recall-multi-head-join-choice-average-feedback = Averaging would blur what each head found. They are concatenated, and W_O mixes them.
recall-multi-head-join-choice-sum = Added into one (n, d_model/h), then times W_O.
recall-multi-head-join-choice-sum-feedback = Adding would mix the heads’ coordinates before W_O could weigh them. They are concatenated side by side.
recall-multi-head-params-question = One head of width d_model becomes h heads of width d_model/h. How many parameters do W_Q, W_K and W_V have now?
recall-multi-head-params-choice-same = The same as one wide head.
recall-multi-head-params-choice-times = h times as many as one wide head.
recall-multi-head-params-choice-times-feedback = Each head is narrower by h: h heads of d_model × d_model/h hold d_model² per projection, as one wide head does.
recall-multi-head-params-choice-fewer = h times fewer than one wide head.
recall-multi-head-params-choice-fewer-feedback = Each head is h times narrower, but there are h of them: d_model² per projection in all.
recall-online-softmax-rescale-question = Online softmax: a new chunk brings a larger maximum. What happens to the running sum ℓ?
recall-online-softmax-rescale-choice-rescale = The old ℓ is multiplied by e^(m − m′), then the new terms are added.
recall-online-softmax-rescale-choice-restart = It starts again from 0 and sums the new chunk’s terms.
recall-online-softmax-rescale-choice-restart-feedback = That would forget every key read so far. Their terms are kept, rescaled to the new maximum by e^(m − m′).
recall-online-softmax-rescale-choice-add = The new terms are added; the old ℓ stays as it is.
recall-online-softmax-rescale-choice-add-feedback = The old terms are relative to the old maximum m; to be added to terms relative to m′ they are multiplied by e^(m − m′) first.
recall-learning-mask-gradient-question = Does any gradient reach a score that the mask hid?
recall-learning-mask-gradient-choice-no = No: its weight is 0, and so is its gradient.
recall-learning-mask-gradient-choice-normaliser = Yes: it still counts in the softmax’s sum.
recall-learning-mask-gradient-choice-normaliser-feedback = A hidden key adds e^(−∞) = 0 to the sum, and its weight is 0: the softmax’s backward pass gives it dZ = 0.
recall-learning-mask-gradient-choice-half = Yes: half of it, through the normaliser.
recall-learning-mask-gradient-choice-half-feedback = There is no partial path: dZ_ij = P_ij (dP_ij − Σ_l P_il dP_il), and P_ij = 0 for a hidden key.
recall-trained-heads-two-layers-question = Why does an induction head need a second layer?
recall-trained-heads-two-layers-choice-copy = A first head must copy each token’s previous token into its position.
recall-trained-heads-two-layers-choice-capacity = One layer has too few parameters to store the pairs.
recall-trained-heads-two-layers-choice-capacity-feedback = It is not size: a single layer cannot look for “the token after an earlier copy”, because no position yet holds what came before it.
recall-trained-heads-two-layers-choice-mask = The causal mask hides the earlier copy from one layer.
recall-trained-heads-two-layers-choice-mask-feedback = The earlier copy is in the past, so the mask lets the query see it; what is missing in one layer is the previous token copied into each position.
# The typed prompts: a question, the reason (it states the answer), feedback on each known slip.
recall-masking-hidden-count-question = A sentence of 6 tokens under a causal mask: how many of its 36 scores does the mask hide?
recall-masking-hidden-count-why = Query i may see keys 1 to i, itself included; the hidden scores are the ones above the diagonal, 5 + 4 + 3 + 2 + 1 = { $answer }.
recall-masking-hidden-count-slip-kept = That is how many it keeps: the diagonal and everything below it.
recall-masking-hidden-count-slip-off-diagonal = That hides every score off the diagonal; only keys after the query are hidden, the ones above it.
recall-scaling-divisor-question = Queries and keys are 64 wide (d_k = 64). By what number are the scores divided before softmax?
recall-scaling-divisor-why = By √d_k = √64 = { $answer }, the standard deviation of q·k when its 64 terms have variance 1.
recall-scaling-divisor-slip-dk = That is d_k itself: it would shrink the variance of the scores to 1/64 and make the weights nearly even.
recall-softmax-masked-row-question = A row of scores (2, 0, −∞), the last key masked. What is the first weight after softmax? Give 3 decimals.
# $exp: e² to 3 decimals (7.389).
recall-softmax-masked-row-why = e² / (e² + e⁰ + e^(−∞)) = { $exp } / ({ $exp } + 1 + 0) = { $answer }.
recall-softmax-masked-row-slip-zero-score = The masked key was counted as a score of 0, but e^(−∞) = 0: it adds nothing to the sum.
recall-softmax-masked-row-slip-no-exp = Softmax divides e^z, not z, by the sum of the row’s e^z.
recall-formula-weights-shape-question = n = 7 tokens, d_k = 16, d_v = 32. What shape is the weights matrix P = softmax(QKᵀ/√d_k + M)?
recall-formula-weights-shape-why = { $answer }: one weight for every query–key pair; d_k is summed away in QKᵀ, and d_v only enters with V.
recall-formula-weights-shape-slip-output = That is the output’s shape, P·V. P itself pairs queries with keys.
recall-formula-weights-shape-slip-queries = That is Q’s shape. QKᵀ sums over d_k, leaving one score per query–key pair.
recall-formula-write-question = Write the formula of one attention head, mask included, from Q, K, V, the mask M and d_k.
recall-formula-write-why = The formula is { $answer }: the scores QKᵀ, scaled by √d_k, masked by adding M, a softmax along each row, and the weights mix the value rows.
recall-formula-write-slip-no-mask = Right without the mask; the question asks for it: M is added to the scaled scores, inside the softmax.
recall-formula-write-slip-dk = That divides by d_k; the scale is its square root, √d_k, the standard deviation of q·k.
recall-formula-write-slip-unscaled = The scores are not scaled: divide QKᵀ by √d_k before the softmax.
recall-formula-write-slip-transposed = That is the score matrix transposed: row i must be query i’s scores over the keys, QKᵀ.
recall-formula-write-slip-columns = That normalises down each column, over the queries; the softmax runs along each row, over the keys.
recall-formula-write-slip-output-scaled = That scales the output, after the softmax; the scale goes on the scores, inside it.
recall-multi-head-head-width-question = A layer of width d_model = 512 has h = 8 heads. How wide is each head’s d_k?
recall-multi-head-head-width-why = d_model / h = 512 / 8 = { $answer }: the width is split across the heads, so the layer costs the same as one wide head.
recall-multi-head-head-width-slip-whole = Each head gets a share of the width, not all of it: d_model / h.
recall-multi-head-head-width-slip-multiplied = The heads split the width; they do not multiply it: d_model / h.
recall-multi-head-param-count-question = d_model = 8, with any number of heads and no biases: how many weights do W_Q, W_K, W_V and W_O hold together?
recall-multi-head-param-count-why = Four matrices of d_model × d_model = 64 each: 4 × 64 = { $answer }, however many heads share them.
recall-multi-head-param-count-slip-no-output = W_O counts too: it maps the concatenated heads, d_model wide, back to d_model.
recall-online-softmax-factor-question = Online softmax: a new chunk raises the running maximum from 2 to 3. By what factor is the running sum multiplied? Give 3 decimals.
recall-online-softmax-factor-why = e^(m − m′) = e^(2 − 3) = { $answer }: every term already in the sum was measured from the old maximum and must shrink to the new one.
recall-online-softmax-factor-slip-upside-down = That is e^(m′ − m): it grows the old terms, but each is now measured from a larger maximum and must shrink.
recall-online-softmax-factor-slip-unchanged = Kept as it is, the old terms stay measured from the old maximum, 2, and no longer add up with the new ones.
recall-backward-dz-sum-question = The softmax’s backward pass gives a row of score gradients dz. Whatever dp is, what do that row’s entries add up to?
recall-backward-dz-sum-why = The entries of dz add up to { $answer }: adding the same number to every score of a row changes no weight, so the gradient has no component along (1, 1, …, 1).
recall-backward-dz-sum-slip-weights = It is the weights that add up to 1, not the gradients of their scores.

## Chapters 1 and 2: widgets (elements)

# A field's names are read by elements/fields/named-field.js: <id>-label (mid-sentence, in the field's
# messages: "Enter the seed: …"), <id>-subject (at a sentence's start), <id>-caption (beside the box), <id>-hint.

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

# <attention-geometry>: a query and keys drawn as arrows. $arrow is "query" or "key" (then $index is 1, 2 or 3); $axis is x or y.
geometry-coordinate-label = { $arrow ->
    [query] the query’s { $axis }
   *[key] key { $index }’s { $axis }
}
geometry-coordinate-subject = { $arrow ->
    [query] The query’s { $axis }
   *[key] Key { $index }’s { $axis }
}
geometry-arrow-name = { $arrow ->
    [query] The query
   *[key] Key { $index }
}
geometry-view-label = the view
geometry-view-subject = The view
geometry-view-caption = View
geometry-view-drag = Drag your own q and keys (dₖ = 2)
geometry-view-learned = The learned head’s “sat” (dₖ = 3)
geometry-drag-table-caption = Every arrow, each key’s score against q and its weight (d_k = 2, so √d_k ≈ 1.414)
geometry-column-arrow = arrow
geometry-column-weight = weight
geometry-drag-note = Scores and weights from the core: q·k_j, divided by √d_k with d_k = 2, then softmax over the three keys.
# The axes of the learned view's plane: the two directions that keep the most of the vectors.
geometry-direction = direction { $index }
geometry-query-of = The query of “{ $token }”
geometry-key-of = The key of “{ $token }”
geometry-learned-table-caption = The learned head’s query of “{ $token }” and every key: where each is drawn, and the true scores and weights in d_k = { $dK }
geometry-column-vector = vector
geometry-column-drawn-at = drawn at
geometry-column-true-score = q·k (3-D)
geometry-column-pictured-score = q·k in the picture
# $kept is a percentage ("92.3 %"); $subject is "yes" when the word looked at is the verb's subject.
geometry-learned-note = These vectors have { $dK } numbers each (d_k = { $dK }); the picture is a flattened 2-D view of them, the one that keeps the most: { $kept } of their length squared. The scores and weights are the true { $dK }-D ones (column “q·k in the picture” is what the flat drawing alone would give). “{ $verb }” looks at “{ $winner }”{ $subject ->
    [yes] , its subject.
   *[no] .
}
geometry-bars-title = Softmax weights, one bar per key (the track is 0 to 1)
# Read out after each move; $list is each key's symbol and weight ("k_1 0.300, k_2 0.412, k_3 0.288").
geometry-said = Weights: { $list }. The largest goes to { $top }.

geometry-export-title = Attention as geometry: a query, its keys, their scores and weights
geometry-plot-label-drag = The query and the keys as arrows from the origin. Tab to a tip and move it with the arrow keys, Shift for bigger steps.
geometry-plot-label-learned = The learned head’s query and keys, in a flattened 2-D view of their 3-D arrows (axes: { $first } and { $second }); read only.
# A tip's accessible name; $name is "The query", "Key 1", "The key of “cat”"…
geometry-tip-label = { $name }’s tip: x { $x }, y { $y }
geometry-tip-role = draggable arrow tip

# <attention-qkv>: the projections Q = X·W_Q, K = X·W_K, V = X·W_V and the scores they lead to.
qkv-n-label = the number of tokens
qkv-n-subject = The number of tokens
qkv-n-caption = Tokens n
qkv-d-model-label = the embedding width
qkv-d-model-subject = The embedding width
qkv-d-model-caption = Embedding width d_model
qkv-d-k-label = the query/key width
qkv-d-k-subject = The query/key width
qkv-d-k-caption = Query/key width d_k
qkv-d-v-label = the value width
qkv-d-v-subject = The value width
qkv-d-v-caption = Value width d_v
qkv-direct-label = use X directly
qkv-direct-subject = Use X directly
qkv-direct-caption = Use X directly (Q = K = V = X)
qkv-export-title = Q, K and V: the projections X·W_Q, X·W_K and X·W_V
qkv-shapes-label = Shapes
qkv-matrices-summary = The matrices in numbers: X, W_Q, W_K, W_V and Q, K, V
qkv-embeddings-title = Embeddings
# $role is Q, K or V.
qkv-role-heading = { $role ->
    [Q] Queries: what each token is looking for
    [K] Keys: what each token can be found by
   *[V] Values: what each token hands over
}
qkv-weight-caption = { $role ->
    [Q] W Q, the learned query projection matrix
    [K] W K, the learned key projection matrix
   *[V] W V, the learned value projection matrix
}
qkv-result-caption = { $role ->
    [Q] Q, the queries
    [K] K, the keys
   *[V] V, the values
}
qkv-scores-ahead = Looking ahead: the scores these vectors give (the next step)
qkv-scores-title = Scores
qkv-scores-title-direct = Scores X·Xᵀ (no projections)
qkv-scores-title-projected = Scores Q·Kᵀ (with projections)
qkv-scores-caption = Raw scores
qkv-scores-corner = query ↓ key →
qkv-scores-legend = raw score
qkv-scores-cell = score of query { $row } against key { $col }: { $text }
qkv-x-caption = X, the token embeddings
qkv-x-note-toy = One row per token: the toy embeddings of “The cat sat down” that chapter 2 works through by hand (d_model = { $dModel }).
# $extra: how many rows past the toy ones (row { $next } alone when it is 1).
qkv-x-note-mixed = Rows 1–{ $toy }: the toy embeddings of “The cat sat down” that chapter 2 works through by hand; { $extra ->
        [1] row { $next }
       *[other] rows { $next }–{ $n }
    }: uniform random numbers (seed { $seed }), drawn live, standing in for a learned embedding table.
qkv-x-note-random = One row per token: uniform random numbers (seed { $seed }), drawn live, standing in for a learned embedding table.
qkv-x-note-direct = { $provenance } With the switch on, Q, K and V are all this matrix: there are no parameters to learn, and d_k and d_v are unused (every width is d_model).
qkv-verdict-one-token = With one token there is no pair to compare.
# $ij and $ji are S_{ij} and S_{ji} (rich text with subscripts).
qkv-verdict-symmetric = Symmetric: { $ij } = { $ji } exactly, in all { $pairs } pairs. Token i likes j precisely as much as j likes i.
# $ij is S with the two tokens as subscripts, $sij its value.
qkv-verdict-asymmetric = Not symmetric: { $ij } = { $sij } but { $ji } = { $sji }. Who asks matters.
# $all is "yes" when the diagonal wins in every row.
qkv-verdict-diagonal-direct = { $all ->
    [yes] In all { $n } rows the token’s own key gets the top score (the boxed diagonal): x·x = |x|², and x·y can only beat it when y is longer than x.
   *[no] In { $wins } of { $n } rows the token’s own key gets the top score (the boxed diagonal): x·x = |x|², and x·y can only beat it when y is longer than x.
}
qkv-verdict-diagonal-projected = { $all ->
    [yes] In all { $n } rows the token’s own key gets the top score (the boxed diagonal). With projections the diagonal has no special status: the query and the key of the same token are different vectors.
   *[no] In { $wins } of { $n } rows the token’s own key gets the top score (the boxed diagonal). With projections the diagonal has no special status: the query and the key of the same token are different vectors.
}
# $spread is "one" when every token keeps the same share ($low), else "range"; $half is "less" when even the largest share is under one half.
qkv-verdict-self-weight = After softmax (scores divided by √d_model), each token keeps { $spread ->
    [one] { $low }
   *[range] between { $low } and { $high }
} of its attention for itself{ $half ->
    [less] : less than half, even where its own score is the top one.
   *[more] .
}

# <attention-scores>: one cell of S = Q·Kᵀ written out term by term.
scores-seed-label = the seed
scores-seed-subject = The seed
scores-seed-caption = Random seed
scores-seed-hint = Seeds numpy’s random W_Q and W_K; 42 is the example chapter 2 works through by hand.
scores-d-k-label = the query/key width
scores-d-k-subject = The query/key width
scores-d-k-caption = Query/key width d_k
scores-d-k-hint = More terms in every dot product.
scores-export-title = Raw scores S = Q·Kᵀ
scores-q-caption = Q, one query per row
scores-kt-caption = K transposed, one key per column
scores-heatmap-caption = S = Q·Kᵀ, raw scores (hover or use the arrow keys)
scores-heatmap-corner = query ↓ key →
scores-heatmap-legend = raw score
scores-cell = score of query { $query } against key { $key }: { $text }
# Follows the formula S_{cat, sat} = q_{cat} · k_{sat} on the same line.
scores-question = : how well “{ $key }” fits what “{ $query }” is looking for
scores-terms-caption = Term by term
scores-terms-sum = sum
scores-check-same = Every number in that line is rounded to 3 decimals, so redoing it from the digits shown can miss in the last digit; unrounded, the sum is exactly the number in the heatmap’s cell, to its last digit.
scores-check-differs = The sum { $sum } differs from the heatmap’s cell { $cell }.

# <attention-scaling>: the spread of q·k before and after dividing by √d_k, and what it does to softmax.
scaling-d-k-slider = d_k in powers of two
scaling-d-k-hint = Width of each query and key. The slider moves in powers of two; type any whole number from 1 to 1024.
scaling-seed-label = the seed
scaling-seed-subject = The seed
scaling-seed-caption = Seed
scaling-seed-hint = Draws a fresh set of random vectors. The averages barely move.
scaling-export-title = Scaling by √d_k: the spread of q·k
scaling-computing = Computing 2000 dot products of width { $dK }…
scaling-panel-raw = Raw scores
scaling-panel-scaled = Scaled scores
scaling-axis-note = Both histograms share one axis, from −96 to 96, so their widths compare directly.
scaling-tables-summary = The histograms as tables
# The measured statistics beside each histogram.
scaling-stat-samples = samples
scaling-stat-mean = mean
scaling-stat-variance = variance
scaling-stat-std = std
# $value is what the statistic should be: "0", "d_k = 64", "√64 = 8.00".
scaling-expected = expected { $value }
# $division is the raw statistic divided by d_k ("63.52 / 64").
scaling-expected-after = { $division }: expected { $value }
scaling-raw-title = Raw scores q · k: { $samples } samples at d_k = { $dK }
scaling-scaled-title = Scaled scores q · k / √d_k: the same { $samples } samples
scaling-raw-bins-caption = Raw q · k: samples per bin (empty bins left out)
scaling-scaled-bins-caption = Scaled q · k / √d_k: samples per bin (empty bins left out)
scaling-bin = bin
# A histogram bin, "−1.50 to −1.00".
scaling-bin-range = { $from } to { $to }
scaling-clipped = { $count ->
    [one] { $shown } sample falls beyond ±{ $axis } and is not drawn.
   *[other] { $shown } samples fall beyond ±{ $axis } and are not drawn.
}
# $ratio is a number in words' place: "4.1", "99,000", "3.5 × 10¹⁹".
scaling-verdict-raw = At d_k = { $dK } the raw scores have a measured variance of { $variance }, so a typical score lies about { $typical } from zero, and two scores in one row typically differ by about { $gap } (√2 times as much). Between two such keys softmax puts about { $ratio } times more weight on the higher one.
scaling-verdict-unit = { $raw } Dividing by √1 = 1 changes nothing: at this width the raw scores already are the scaled ones.
scaling-verdict-scaled = { $raw } Dividing every score by √{ $dK } = { $root } brings the variance back to { $variance } and the typical gap down to { $gap }: a weight ratio of only about { $ratio }.
scaling-saturation-summary = What the spread does to softmax, for every d_k: how much the top key takes, how evenly the weights spread, how much they still respond
scaling-saturation-note = For each d_k, 64 random queries each score { $keys } random keys; softmax turns each row of scores into weights. Averages over the 64 rows, without scaling and with it.
scaling-legend-unscaled = unscaled: softmax(q · k)
scaling-legend-scaled = scaled: softmax(q · k / √d_k)
scaling-figure-max-weight = Largest weight in the row
scaling-figure-max-weight-note = 1 means one key takes everything
scaling-figure-entropy = How evenly the weights spread
scaling-figure-entropy-note = their entropy, in nats: 0 when one key takes everything
scaling-figure-gradient = How much the weights still respond
scaling-figure-gradient-note = the size of the softmax gradient ∂w/∂z (its Frobenius norm)
scaling-chart-max-weight = Largest weight in the row: 1 means one key takes everything
scaling-chart-entropy = How evenly the weights spread: their entropy, in nats
scaling-chart-gradient = How much the weights still respond: the size (Frobenius norm) of the softmax gradient ∂w/∂z
scaling-sweep-axis = d_k (log scale)
scaling-series-unscaled = unscaled
scaling-series-scaled = scaled
# The entropy of 16 equal weights, "ln 16 = 2.77".
scaling-uniform = uniform: { $value }
scaling-sweep-caption = Softmax over { $keys } keys, averaged over 64 queries: unscaled against scaled
# $quantity is max-weight, entropy or gradient; $scaling is unscaled or scaled.
scaling-sweep-column = { $quantity ->
    [max-weight] largest w
    [entropy] entropy
   *[gradient] gradient
}, { $scaling ->
    [unscaled] unscaled
   *[scaled] scaled
}
scaling-sweep-yours = { $dK } (yours)

# <attention-masking>: causal and padding masks, three ways to fill the hidden scores, and a row with nothing to see.
masking-causal-label = the causal mask
masking-causal-subject = The causal mask
masking-causal-caption = Causal mask: no query may look at a later key
masking-causal-hint = On: a decoder, a model that writes text one word at a time (GPT is one), so a word may not see later ones. Off: an encoder, which reads the whole sentence at once (BERT is one).
masking-pad-label = left padding
masking-pad-subject = Left padding
masking-pad-caption = Left padding: treat “The” as a pad token
masking-pad-hint = A padding mask hides the key “The” from every query: as when a short sentence is filled out at the front with a placeholder so that sentences of different lengths can be computed together (a batch).
# What each fill of the hidden scores stands for, beside "Fill −∞", "Fill −1e9", "Fill 0".
masking-fill-note-textbook = the textbook mask
masking-fill-note-finite = a large finite stand-in
masking-fill-note-bug = the classic bug
masking-fill-title = Fill { $fill }
masking-export-title = Causal and padding masks on the scores
masking-more-summary = Fill with −1e9 or with 0 instead, and a query that can see no key
masking-weights-heading = The weights softmax makes of the masked scores, on one colour scale from 0 to 1
masking-other-fills-heading = Other ways to fill the hidden cells, on the same colour scale
masking-mask-caption = The mask added to the scaled scores (rows: queries, columns: keys)
masking-corner = query ↓ key →
masking-mask-cell = { $query } looking at { $key }: { $text }, { $hidden ->
    [yes] hidden
   *[no] visible
}
masking-summary-none = Nothing is hidden: every query sees every key, as in an encoder. All three fills give the same weights.
# $why is causal, pad or both; $pad is the pad token ("The").
masking-summary-hidden = { $count } of { $cells } cells are hidden: { $why ->
    [causal] every key to the right of its query (the future)
    [pad] the pad key “{ $pad }” in every row
   *[both] every key to the right of its query (the future), and the pad key “{ $pad }” in every row
}. Adding −∞ to a score makes its exponential exactly 0.
masking-weights-caption = Weights with hidden scores set to { $fill }. Rows: queries; columns: keys.
masking-weight-cell = weight from { $query } to { $key }: { $text }{ $hidden ->
    [yes] { " " }(hidden key)
   *[no] {""}
}
# $max is float16's largest finite value, 65504.
masking-half-precision = −1e9 also breaks in half precision: float16’s largest finite value is { $max }, so −1e9 overflows to −∞. A score of 0 is no way out either: it is an ordinary score, a silent bug, since the rows still sum to 1. Libraries therefore fill with the most negative finite value of the data type, or with −∞ plus a check for a row with nothing to see.
masking-empty-heading = A query that can see no key
masking-empty-note = Every score in the row is −∞, so every exponential is 0. The textbook formula divides 0 by a sum of zeros, and 0/0 is NaN, which is what many libraries return. This course checks for the case first and chooses zeros.
masking-empty-caption = softmax of a row of four −∞ scores
masking-empty-column-key = key
masking-empty-column-score = score
masking-empty-column-naive = naive eᶻ / Σ eᶻ
masking-empty-column-course = this course
masking-empty-sum = sum
# $flagged is yes when the core reports the row as fully masked.
masking-empty-verdict = Here this course { $flagged ->
    [yes] reports this row as fully masked
   *[no] does not report this row as fully masked
}, and returns zeros (its choice: the formula gives NaN). { $example }
}, and returns zeros (its choice: the formula gives NaN).
# A row of the example, "0 (“The”)".
masking-row-named = { $row } (“{ $token }”)
masking-empty-rows-listed = In the example above, with both masks on, it reports row { $rows } as fully masked: that query gets all-zero weights and a zero output row, and no NaN reaches the rest of the network.
masking-empty-rows-none = In the example above no row is fully masked; switch on both the causal mask and left padding, and “The” will be left with no key to look at.
masking-row-sums = Row sums: { $sums }.
masking-verdict-nothing-hidden = No cell is hidden, so the fill never matters. { $sums }
masking-verdict-exact = Every hidden cell is exactly 0. { $sums }{ $emptyRow ->
    [yes] { " " }A row with no visible key is all zeros (this course’s choice; the formula gives NaN), and is reported as fully masked.
   *[no] {""}
}
masking-verdict-underflow = A hidden score sits about a billion below the row’s largest, so its exponential underflows to exactly 0 in float64: every hidden cell is 0, bit for bit the same as −∞. { $sums }
# $cell is the hidden cell with the most weight, "The → cat".
masking-verdict-zero-leaks = Hidden keys get real weight: up to { $top } ({ $cell }). A score of 0 is an ordinary score, not a mask.
masking-verdict-finite-spreads = A row with every key hidden has every score at −1e9, so softmax spreads it evenly over all keys, hidden ones included: { $top } each ({ $cell }).

# <attention-softmax>: one row of logits through the naive and the stable softmax, in float32 or float64.
softmax-logits-label = the logits
softmax-logits-subject = The logits
softmax-logits-caption = Logits z (one row of scores)
softmax-logits-hint = Numbers separated by commas, e.g. 2, 1, 0.1, -1; -inf masks a position.
softmax-scale-label = the scale
softmax-scale-subject = The scale
softmax-scale-caption = Multiply the logits by
softmax-scale-hint = Drag right to make the scores large, as unscaled scores are when d_k is large.
softmax-precision-label = the precision
softmax-precision-subject = The precision
softmax-precision-caption = Arithmetic
softmax-precision-choice = { $precision ->
    [float32] float32 (what models train in)
   *[float64] float64 (numpy default)
}
softmax-export-title = Softmax, naive and stable
softmax-bars-title = Stable weights, one bar per logit (the track is 0 to 1)
softmax-table-caption = Each logit, and the weight each formula gives it
softmax-column-naive = naive exp(z)/Σexp(z)
softmax-column-stable = stable exp(z−max)/Σ
softmax-sum = sum
# $precision is float32 or float64; $over and $under bound the logits whose exp that precision can hold.
softmax-verdict-safe = The largest logit is { $largest }, inside { $precision }’s safe range for exp ({ $underShown } to { $overShown }), so both formulas agree. Push the scale up until a logit passes { $over }.
softmax-verdict-all-masked = Every position is masked: the naive formula computes 0/0 = NaN. The stable formula has no largest finite logit to subtract either; this page returns all-zero weights and reports the row.
softmax-verdict-overflow = The largest logit is { $largest }, above { $over }, where exp overflows { $precision }: the naive formula computes ∞/∞ = NaN. Subtracting the maximum first makes the largest exponent e⁰ = 1: no exp overflows, and the stable formula gives finite weights that sum to 1.
softmax-verdict-underflow = Every logit is below { $under }, where exp underflows { $precision } to 0: the naive formula computes 0/0 = NaN. Subtracting the maximum first makes the largest exponent e⁰ = 1, so the sum is at least 1 and the stable formula gives finite weights.
softmax-property-positive = Every weight is ≥ 0: smallest { $smallest }.
softmax-property-sum = They sum to 1: their sum, computed live, is { $sum }{ $precision ->
    [float32] , which is 1 to float32’s precision (about 7 digits).
   *[float64] .
}
softmax-property-spread = Largest weight { $largest }; how spread out the weights are (their entropy): { $entropy } nats, from 0 when one key takes everything to { $most } when all { $count } share equally.

# <attention-weighted-sum>: one query's output as the weighted sum of the value vectors.
weighted-sum-query-label = the query token
weighted-sum-query-subject = The query token
weighted-sum-query-caption = Query token (row i)
weighted-sum-query-hint = Whose new representation to build.
weighted-sum-query-choice = { $token } (row { $row })
weighted-sum-export-title = The weighted sum of values
weighted-sum-charts-title = One bar per term, one panel per output dimension
weighted-sum-charts-note = The bars are stacked end to end: each key’s term starts where the previous one stopped, so the last one ends at the sum. The output bar below the line is that total, drawn from zero.
weighted-sum-tables-summary = The terms and the whole output, as tables
weighted-sum-dimension = dimension { $index }
# The last bar of each panel: the sum of the terms.
weighted-sum-total = output
weighted-sum-terms-caption = Each key’s term w_ij · v_j, and their sum
weighted-sum-column-key = key j
weighted-sum-output-caption = The whole output, shape (n, d_v) = ({ $n }, { $dV }): one row per query token
weighted-sum-column-token = token
weighted-sum-column-dim = dim { $index }

# <attention-formula>: the formula's map (its steps) and every matrix's shape for sizes the reader picks.
formula-step-qkv-name = Inputs
formula-step-qkv-text = Three learned projections of the same embeddings X: a query, a key and a value per token.
formula-step-scores-name = Scores
formula-step-scores-text = Every query dotted with every key: one number per (query, key) pair.
formula-step-scaling-name = Scaling
formula-step-scaling-text = Keeps the spread of the scores from growing with the key width, so softmax does not saturate.
formula-step-masking-name = Masking (optional)
formula-step-masking-text = Adds −∞ where a query may not look, such as future tokens; M has the shape of the scores.
formula-step-softmax-name = Softmax
formula-step-softmax-text = Row by row, turns scores into weights between 0 and 1 that sum to 1.
formula-step-weighted-sum-name = Weighted sum
formula-step-weighted-sum-text = Each output row is the weighted average of the value rows.
formula-preset-example = The worked example
formula-preset-gpt2 = One GPT-2 small head, { $tokens } tokens
formula-n-caption = Tokens n
formula-n-hint = Sequence length: one query, key and value per token.
formula-d-model-caption = Embedding width d_model
formula-d-model-hint = Width of each row of X.
formula-d-k-caption = Query and key width d_k
formula-d-k-hint = Queries and keys must match to be dotted.
formula-d-v-caption = Value width d_v
formula-d-v-hint = Sets the width of each output row.
formula-export-title = softmax(QKᵀ/√d_k)·V: every shape
formula-more-summary = Every shape, for sizes you choose
formula-presets-label = Try:
formula-steps-label = The steps of the formula
formula-table-caption = Every matrix’s shape, computed live
formula-column-matrix = Matrix
formula-column-shape = Shape
formula-column-symbols = In symbols
formula-column-holds = What it holds
# What each matrix holds, by the core's key for it; $formula is "X·W_Q" and the like; $note is the core's English.
formula-shape-note = { $key ->
    [embeddings] the token embeddings, one row per token
    [learned] learned
    [queries] { $formula }: one query per token
    [keys] { $formula }: one key per token
    [values] { $formula }: one value per token
    [rawScores] raw scores: every query against every key
    [scaledScores] scaled scores
    [weights] attention weights; each row sums to 1
    [output] output: each token's new representation
   *[other] { $note }
}
# $output and $scores are shapes, "(4, 3)".
formula-summary = The output (the last row) is { $output }: one new row per token, d_v wide. The score matrix is { $scores } whatever d_k is: it grows with the square of the sequence length. Q, K, V and the output grow only in proportion to n, and W_Q, W_K, W_V do not depend on n at all.

# <attention-walkthrough>: the worked example end to end, its numpy script, its printout and every matrix.
walkthrough-seed-label = the seed
walkthrough-seed-subject = The seed
walkthrough-seed-caption = Seed
# Each field's hint ends with its range of whole numbers.
walkthrough-seed-hint = Seeds numpy’s generator, which draws W_Q, W_K and W_V. Whole number, { $min } to { $max }.
# The worked example captions its widths with the bare symbol, as its Python script spells them.
walkthrough-dk-caption = d_k
walkthrough-dk-hint = Width of each query and key. Whole number, { $min } to { $max }.
walkthrough-dv-caption = d_v
walkthrough-dv-hint = Width of each value, and so of each output row. Whole number, { $min } to { $max }.
walkthrough-tokens-label = the tokens
walkthrough-tokens-subject = The tokens
walkthrough-x-label = the embeddings
walkthrough-x-subject = The embeddings
walkthrough-value-label = an embedding value
walkthrough-value-subject = An embedding value
walkthrough-export-title = The worked example, end to end
walkthrough-controls-label = Choose the example
# $seed, $n tokens, and the widths: "seed 42 · 4 tokens · d_model 6 · d_k 3 · d_v 3".
walkthrough-summary = seed { $seed } · { $n } tokens · d_model { $dModel } · d_k { $dK } · d_v { $dV }
walkthrough-more-embeddings = Edit the embeddings X: your own tokens and numbers
walkthrough-more-script = The numpy script that prints this: copy it and run it
walkthrough-more-matrices = Every matrix at full precision: Q, K, V, the scores, the weights, the output
walkthrough-script-title = The script
walkthrough-script-note = Plain numpy. Save it as attention_walkthrough.py and run it: it prints exactly the output below.
walkthrough-copy-script = Copy script
walkthrough-copied = Copied.
walkthrough-selected = Selected: press Ctrl+C (⌘C) to copy.
walkthrough-output-title = What it prints
walkthrough-output-note = Computed live in your browser, printed the way numpy prints.
walkthrough-weights-title = The attention weights
walkthrough-weights-note = Row: the token that is looking (the query). Column: the token it looks at (the key). Each row sums to 1.
walkthrough-weights-caption = softmax(QKᵀ/√d_k), one row per query token
walkthrough-weights-corner = query ↓ key →
walkthrough-weight-cell = weight from { $from } to { $to }: { $text }
walkthrough-embeddings-title = The embeddings X
walkthrough-embeddings-note = One row per token, d_model numbers each. Edit any name or number, or add tokens and dimensions: the script, its output and every matrix follow. The projections are redrawn from the seed for the new d_model.
walkthrough-reset = Back to “The cat sat down”
walkthrough-still-showing-embeddings = { $problem } Still showing the last good embeddings.
walkthrough-matrices-title = Every matrix
walkthrough-matrices-note = The full-precision numbers behind the printout, computed live.
walkthrough-matrix-show = Show
# The matrices one can show, by their key.
walkthrough-matrix-title = { $key ->
    [X] X: the embeddings
    [WQ] W_Q: the query projection
    [WK] W_K: the key projection
    [WV] W_V: the value projection
    [Q] Q = X·W_Q: the queries
    [K] K = X·W_K: the keys
    [V] V = X·W_V: the values
    [scaledScores] Q·Kᵀ/√d_k: the scaled scores
    [weights] softmax: the attention weights
   *[output] weights·V: the output
}
walkthrough-matrix-caption = The selected matrix, full precision rounded to 4 decimals
walkthrough-matrix-corner = row ↓ column →
walkthrough-matrix-cell = row { $row }, column { $col }: { $text }
walkthrough-matrix-shape = shape ({ $rows }, { $cols })
walkthrough-editor-label = Embeddings X, editable
walkthrough-editor-caption = Embeddings X: one row per token
walkthrough-editor-corner = token ↓ dimension →
walkthrough-token-name-label = Token { $index } name
walkthrough-value-cell-label = { $token }, dimension { $index }
walkthrough-add-token = Add a token
walkthrough-remove-token = Remove the last token
walkthrough-add-dimension = Add a dimension
walkthrough-remove-dimension = Remove a dimension
walkthrough-token-empty = A token needs a name.
walkthrough-token-spaces = Token names cannot contain spaces.
walkthrough-token-control = Token names cannot contain control characters.
walkthrough-token-bytes = Token names are at most { $maxBytes } bytes long.
# $problem is one of the sentences above, or a number's (from the field's parser).
walkthrough-token-problem = Token { $index }: { $problem }
walkthrough-value-problem = Row { $row }, column { $col }: { $problem }
walkthrough-editor-problem = { $problem } The example still uses the last good value.{ $more ->
    [0] {""}
    [one] { " " }({ $more } more cell marked.)
   *[other] { " " }({ $more } more cells marked.)
}
}
# Problems with the tokens="…" and x="…" attributes (or link parameters); they start with the attribute's name.
walkthrough-tokens-and-x = tokens and x go together: give both, or neither for the seed’s sentence.
walkthrough-tokens-count = tokens: give 1 to { $max } names, got { $count }.
walkthrough-tokens-problem = tokens: token { $index }: { $problem }
# $problem is the core's parser's own words.
walkthrough-x-unreadable = x: { $problem }.
walkthrough-x-rows = x: needs one row per token ({ $tokens }), got { $rows }.
walkthrough-x-width = x: rows have at most { $max } numbers, got { $cols }.
walkthrough-x-out-of-range = x: row { $row }, column { $col } is { $value }; embedding values are from -{ $limit } to { $limit }.
walkthrough-x-not-finite = x: row { $row }, column { $col } is not a finite number; embedding values are from -{ $limit } to { $limit }.

# <attention-subject-head>: chapter 1's opener, a trained head and the random one it started from, on a sentence of the toy language.
subject-head-sentence-label = the sentence
subject-head-sentence-subject = The sentence
subject-head-sentence-caption = Sentence
subject-head-export-title = A learned head and a random one: where the verb looks
# $head is learned or random.
subject-head-title = { $head ->
    [learned] The trained head
   *[random] The same head untrained: random numbers, where training started
}
subject-head-role = { $role ->
    [verb] verb (asking)
   *[subject] subject
}
subject-head-table-caption = How much “{ $query }” attends to each word, under each head
subject-head-column-word = word
subject-head-column-role = role
subject-head-column-head = { $head ->
    [learned] learned
   *[random] random
}
# $query is the verb; $subject is yes when the word it looks at most ($top) is its subject; $animal is the word its output names.
subject-head-said = “{ $query }”’s largest share, { $largest } (an even split gives { $even }), goes to “{ $top }”{ $subject ->
    [yes] , its subject
   *[no] {""}
}; its output names the animal “{ $animal }”.
subject-head-spread = “{ $query }”’s shares are spread, from { $low } to { $high } (an even split gives { $even } to each word). { $lead } Its output names the animal “{ $animal }”.
subject-head-most-narrowly = The most goes to “{ $top }”, its subject, but only narrowly: “{ $runnerUp }” gets { $share }.
subject-head-most-subject = The most goes to “{ $top }”, its subject.
subject-head-most-other = The most goes to “{ $top }”, not to its subject “{ $subject }” ({ $share }).
subject-head-summary = { $head ->
    [learned] Learned: { $text }
   *[random] Random: { $text }
}
subject-head-held-out = The head never saw “{ $sentence }” in training: it was held out.
# Each count with its share ("41 %").
subject-head-record = On all { $sentences } held-out sentences, the learned head puts its largest weight on the verb’s subject in { $learnedAttention } ({ $learnedAttentionShare }) and names its animal in { $learnedAnswer } ({ $learnedAnswerShare }). The random head puts it there in { $randomAttention } ({ $randomAttentionShare }) and names the animal in { $randomAnswer } ({ $randomAnswerShare }, about the 1 in 3 of a guess): even where its weight lands on the subject, its untrained values do not carry which animal that word is to the answer.

# <attention-exercise>: one checked exercise (its questions and verdicts are in the Exercises group).
exercise-ui-kicker = Exercise
exercise-ui-answer-label = Your answer
exercise-ui-check = Check
exercise-ui-solved-before = You solved this one before. Try it again if you like.
exercise-ui-loading = One moment: the calculator is still loading.
exercise-ui-show-answer = Show the answer

# <attention-predict>: predict, then reveal (its questions and verdicts are in the Predictions group).
predict-ui-title = Predict first
predict-ui-loading = Loading the question…
predict-ui-skip = Just show me
predict-ui-answer-label = Your prediction
predict-ui-commit = Commit my prediction

# <attention-by-hand>: a checkpoint done step by step on numbers of the reader's own (its questions and verdicts are in the Checkpoints group).
by-hand-loading = Loading the live numbers…
by-hand-numbers-linked = These numbers come from a shared link. New numbers gives you your own again.
by-hand-numbers-own = These numbers are yours: another reader gets others.
# "New numbers" is the button's text; the sentences below name it.
by-hand-new-numbers = New numbers
by-hand-share = Link to these numbers
by-hand-shared-copied = The link is in the address bar, and copied.
by-hand-shared = The link is in the address bar.
by-hand-passed-twice = ✓ You passed this checkpoint without help on two different days.
by-hand-passed-before = ✓ You passed this checkpoint before, without help.{ $offer ->
    [yes] { " " }On another day, New numbers checks that it has stayed.
   *[no] {""}
}
by-hand-passed-with-help = You passed this checkpoint before, with help.{ $offer ->
    [yes] { " " }The course counts a pass without help: New numbers gives you another go.
   *[no] {""}
}
by-hand-passed-earlier = You completed this checkpoint before it gave each reader numbers of their own. Pass it again, without help, for it to count.
by-hand-steps-kept = Your worked steps are below, as you passed them.
by-hand-rules-summary = How answers are checked
by-hand-step-number = Step { $step } of { $steps }
by-hand-step-locked = Opens when step { $step } is right.
# Placeholder of a box that takes a shape.
by-hand-shape-placeholder = (rows, cols)
by-hand-check-step = Check step { $step }
by-hand-show-answer = Show this step’s answer
by-hand-answer = Answer: { $answer }
by-hand-complete = ✓ Checkpoint complete: all { $steps } steps right{ $help ->
    [yes] , with help.{ $offer ->
        [yes] { " " }The course counts a pass without help: New numbers gives you another go.
       *[no] {""}
    }
   *[no] .
}
}

# <attention-derive>: the blank-slate derivation, a checkpoint in three steps (its verdicts are in the Course machinery group).
derive-title = Checkpoint: derive the formula
derive-loading = Loading the live numbers…
derive-intro = From Q, K and V to the attention output, with nothing on screen to copy: put the formula together from its parts, give every matrix’s shape, and say why each part is where it is. The formula itself, and its map, appear below once you pass, or ask for help.
derive-step-number = Step { $step } of { $steps }
derive-step-name = { $step ->
    [assemble] Put it together
    [shapes] Every shape, in symbols
   *[reasons] Why each part is there
}
derive-step-locked = Opens when step { $step } is right.
# The redraw button; the status lines below quote it.
derive-again = Start again, new draw
derive-skip = Show me the formula
derive-skip-note = Counts as help.
derive-passed-twice = ✓ You passed this checkpoint without help on two different days.
derive-passed-before = ✓ You passed this checkpoint before, without help. Pass it again on another day (“{ derive-again }”) to see that it has stayed.
derive-passed-with-help = You passed this checkpoint before, with help. The course counts a pass without help: “{ derive-again }” gives you another go.
derive-shown = The formula and its map are below. This checkpoint now counts as passed with help; “{ derive-again }” gives you a go without.
derive-show-answer = Show this step’s answer
derive-check-step = Check step { $step }
derive-chain-label = Your formula, part by part (press a part to take it back):
derive-tray-label = The parts (not all of them belong):
derive-clear = Start again
derive-ask-assemble = Start from Q, K and V, and press the parts in the order the formula applies them.
derive-chain-empty = Nothing yet.
# A part in "Your formula"; $part is its symbol ("softmax", "/√dk").
derive-chip-label = { $part }: take it back
# Placeholder of a box that takes a shape.
derive-shape-placeholder = (rows, cols)
derive-ask-shapes = Give the shape of each matrix as (rows, columns) in symbols: n tokens, d_model for X’s width, d_k for queries and keys, d_v for values, such as (n, d_k).
derive-ask-reasons = For each part, pick why it is there.
derive-complete = ✓ Checkpoint complete: the formula derived{ $help ->
    [yes] , with help. The course counts a pass without help: “{ derive-again }” gives you another go.
   *[no] . The formula and its map are below.
}

## Chapters 3 to 6: widgets (elements)

# <attention-multi-head>: four tokens, d_model = 24, split into h heads.
multi-head-export-title = Multi-head attention: heads, concatenation and W_O
multi-head-heads-label = the number of heads
multi-head-heads-subject = The number of heads
multi-head-heads-caption = Heads h
multi-head-heads-slider = Number of heads
# $counts is the list of head counts that work, "1, 2, 3, 4, 6, 8 or 12".
multi-head-heads-hint = Must divide d_model = { $dModel }: { $counts }.
multi-head-seed-label = the seed
multi-head-seed-subject = The seed
multi-head-seed-caption = Seed
multi-head-seed-hint = Seeds numpy’s generator, which draws X and the projection matrices.
# A list of head counts: $items is all but the last, joined by multi-head-list-comma.
multi-head-or-list = { $items } or { $last }
multi-head-error-indivisible = h must divide d_model = { $dModel }, so { $heads } heads cannot share its columns equally. Try { $counts }.
multi-head-stage-split = Split the columns into heads
multi-head-stage-attend = Attend, every head on its own
multi-head-stage-mix = Concatenate, then mix with W_O
multi-head-wo-summary = Show the { $count } numbers of W_O
multi-head-more-summary = The concatenation, W_O and the output, in numbers
multi-head-split-label = Q split into { $heads } heads
multi-head-shape-line = Q, K and V are (n, d_model) with n = { $n }, d_model = { $dModel }. Reshaped to (n, h, d_k) and then transposed to (h, n, d_k), with h = { $heads }, n = { $n }, d_k = { $dK }: each head gets { $dK } consecutive { $dK ->
    [one] column
   *[other] columns
    }. Nothing is computed here: the same numbers are only regrouped.
multi-head-split-caption = Q = X·W_Q, one row per token, coloured by the head that reads each column
multi-head-head-title = Head { $head }
multi-head-corner = row ↓ column →
multi-head-concat-cell = concatenation, row { $row }, column { $column }: { $value }
multi-head-output-cell = output, row { $row }, column { $column }: { $value }
multi-head-wo-cell = output projection, row { $row }, column { $column }: { $value }
multi-head-head-range = columns { $from }–{ $to }
multi-head-weights-caption = Head { $head } weights: rows are queries, columns keys
# No-break spaces: a narrow card may break the label only between its halves.
multi-head-weights-corner = query{"\u00A0"}↓ key{"\u00A0"}→
multi-head-weights-cell = head { $head }, { $query } attends to { $key }: { $value }
multi-head-concat-title = Concatenation, (n, h·d_v) = ({ $n }, { $dModel }): the head outputs side by side
multi-head-output-title = Output = concatenation · W_O, (n, d_model) = ({ $n }, { $dModel })
multi-head-wo-title = W_O, { $dModel } × { $dModel }, { $heads ->
    [one] one block of { $dV } rows
   *[other] { $heads } blocks of { $dV } rows, one per head
    }: row r multiplies concatenated column r
multi-head-mix-note = { $heads ->
    [one] The concatenation is the one head’s output, columns 1–{ $dV }, unchanged
   *[other] Columns 1–{ $dV } of the concatenation are head 1’s output copied unchanged, and so on for all { $heads } heads
    }: concatenation only places numbers side by side. The mixing happens in W_O (24 × 24): every output column is a weighted sum of all 24 concatenated columns, so every output number draws on every head.
# The slider's value, "4 heads, each 6 columns wide".
multi-head-value-text = { $heads ->
    [one] { $heads } head
   *[other] { $heads } heads
    }, each { $dK ->
    [one] { $dK } column
   *[other] { $dK } columns
    } wide

# <attention-params>: what one multi-head attention layer costs, parameters and operations.
params-export-title = Multi-head attention: parameter and operation counts
params-flops-heading = Do more heads cost more work?
params-presets-label = Model presets
# Under a preset's name: "768 · 12 heads".
params-preset-size = { $dModel } · { $heads ->
    [one] { $heads } head
   *[other] { $heads } heads
    }
params-d-model-label = d_model
params-d-model-subject = d_model
params-d-model-caption = Model width d_model
params-d-model-hint = Width of each token’s vector.
params-heads-label = the number of heads
params-heads-subject = The number of heads
params-heads-caption = Heads h
params-heads-hint = The standard design makes each head d_model / h wide, so h must divide d_model.
params-n-label = the sequence length
params-n-subject = The sequence length
params-n-caption = Sequence length n
params-n-hint = Parameters do not depend on n; the work does.
params-bias-label = biases
params-bias-subject = Biases
params-bias-caption = Include biases
# $same is "true" when one head of width d_model holds as many parameters.
params-note = Each head is d_k = { $dK } wide. With one head of width { $dModel } instead, the layer would hold { $total } parameters: { $same ->
    [true] exactly the same
   *[other] a different number
    }. Splitting into heads regroups the columns of W_Q, W_K and W_V; it adds no parameters.
params-flops-note-one-head = With one head the two columns are the same layer. Raise h to split it.
params-flops-note = The matrix products cost the same: { $heads ->
    [one] { $headsText } head
   *[other] { $headsText } heads
    } each do 1/{ $headsText } of the work on columns d_k wide. Only scaling and softmax grow, { $headsText }-fold, because each head scales and normalises its own n × n score matrix. Next to the matrix products that is small: compare those two rows with the total.
params-table-caption = Parameters of one attention layer
params-column-matrix = Matrix
params-column-shape = Shape
params-column-parameters = Parameters
params-row-biases = biases
params-bias-vectors = { $count } vectors
params-row-total = total
# Short: the table must fit a phone's scroller.
params-flops-caption = Floating-point operations, one pass
params-column-step = Step
params-column-heads = { $heads ->
    [one] { $heads } head
   *[other] { $heads } heads
    }
params-column-same = Same?
params-flops-projections = Projections X·W_Q, X·W_K, X·W_V
params-flops-scores = Scores Q·Kᵀ
params-flops-scaling = Scaling ÷ √d_k
params-flops-softmax = Softmax
params-flops-weighted-sum = Weighted sum ·V
params-flops-output-projection = Output projection ·W_O
params-flops-total = Total
params-flops-same = same
params-flops-more = more
params-flops-less = less

# <attention-reshape>: the running sentence's Q, (4, 6), cut into heads with or without the transpose.
reshape-export-title = Splitting Q into heads, with and without the transpose
# Short: a select shows its whole option at 390 px only if it fits.
reshape-layout-transpose = with the transpose
reshape-layout-reshape-only = without the transpose
reshape-layout-label = the split
reshape-layout-subject = The split
reshape-layout-caption = Split
reshape-heads-label = the number of heads
reshape-heads-subject = The number of heads
reshape-heads-caption = Heads h
reshape-heads-slider = Number of heads to split Q into
reshape-heads-hint = Must divide d_model = { $dModel } and leave heads wider than one column: { $first } or { $last }.
# $single is "true" when the span is one column.
reshape-span = { $single ->
    [true] column { $from }
   *[other] columns { $from }–{ $to }
    }
reshape-source-caption = Q, shape ({ $n }, { $dModel }), one row per token: in the heads, “cat·4” is the cell in cat’s row, column 4
reshape-column-token = token
reshape-head-caption = Head { $head }’s queries, shape ({ $n }, { $dK })
reshape-column-row = row
reshape-row = row { $row }
# The parts of "head 1 holds columns 1–3, head 2 columns 4–6".
reshape-slice-first = head 1 holds { $span }
reshape-slice = head { $head } { $span }
reshape-list-comma = {", "}
reshape-findings-transposed = Each head has one row per token, in order: { $slices }, of every token. Every head sees all { $n } tokens, through its own slice of the width.
# One row of head 1 without the transpose: “cat” columns 1–3.
reshape-row-piece = “{ $token }” { $span }
reshape-and-separator = {" and "}
reshape-findings-untransposed = Head 1’s { $n } rows are { $rows }: { $tokens ->
    [one] one token
   *[other] { $tokens } tokens
    }, cut into pieces{ $missingCount ->
    [0] {""}
    [one] , and { $missing } is not in head 1 at all
   *[other] , and { $missing } are not in head 1 at all
    }. Every head’s shape is still ({ $n }, { $dK }), so nothing fails: the head just compares pieces of words instead of words.

# <attention-heads-experiment>: one wide head against two narrow ones on "Cats near dogs chased birds" sentences. The sentences and the animals (cat, dog, bird) are the model's English tokens.
heads-experiment-export-title = One wide head against two narrow heads: where each looks from the verb
heads-experiment-parameters-summary = Where each model’s parameters sit
heads-experiment-seeds-summary = Every seed of the study
heads-experiment-guesses-summary = The wide head’s object answers, by the subject
heads-experiment-sentence-label = the sentence
heads-experiment-sentence-subject = The sentence
heads-experiment-sentence-caption = Held-out sentence
heads-experiment-model-wide = One wide head
heads-experiment-model-narrow = Two narrow heads
# A word's role in the sentence, in the table of weights.
heads-experiment-role = { $role ->
    [subject] subject
    [distractor] distractor
    [object] object
   *[verb] verb (asking)
    }
heads-experiment-wide-title = { $name } (d_k = { $dK })
heads-experiment-narrow-title = Narrow head { $head } of { $heads } (d_k = { $dK })
# Under a head's chart: where it looks most from the verb. $role is subject, distractor, object, verb or none.
heads-experiment-looks-at = { $title }: from “{ $verb }”, { $weight } to “{ $top }”{ $role ->
    [subject] , the subject
    [distractor] , the distractor
    [object] , the object
    [verb] , the verb
   *[none] {""}
    }.
# $subject and $object are an animal and ✓ or ✗; the right answers follow.
heads-experiment-answered = { $name }: subject { $subject }, object { $object } (right: { $rightSubject }, { $rightObject }).
# One answer of a model: the toy word it named ("cat"), then ✓ or ✗.
heads-experiment-said = { $word } { $mark }
heads-experiment-held-out = Neither model saw “{ $sentence }” in training: it was held out.
heads-experiment-attention-caption = How much “{ $verb }” attends to each word, per head
heads-experiment-column-word = word
heads-experiment-column-role = role
# $model is wide or narrow.
heads-experiment-head = { $model ->
    [wide] wide head
   *[narrow] narrow head { $head }
    }
heads-experiment-outcome-caption = On the sentences neither model trained on (the shipped runs, seed 0), and over the seed study (a seed solves the task when its model names both animals in every held-out sentence)
heads-experiment-column-model = model
heads-experiment-column-parameters = parameters
heads-experiment-column-subject-right = subject right
heads-experiment-column-object-right = object right
heads-experiment-column-both-right = both right
heads-experiment-column-seeds-solved = seeds solved
heads-experiment-outcome-model = { $name } (h = { $heads }, d_k = { $dK })
heads-experiment-seeds-caption = Held-out sentences with both animals right, for each seed of the study
heads-experiment-column-seed = seed
heads-experiment-seeds-column = { $model ->
    [wide] one wide head
   *[narrow] two narrow heads
    }
# One subject's object answers: "dog every time the subject was cats". $animals is $animal's English plural.
heads-experiment-guess = { $answer } { $always ->
    [true] every time
   *[other] { $times } times in { $sentences }
    } the subject was { $animals }
heads-experiment-list-comma = {", "}
heads-experiment-why-caption = From the verb: each head’s weight on the subject, the distractor and the object, averaged over the { $sentences } held-out sentences
heads-experiment-column-head = head
heads-experiment-why-line = From “{ $verb }”, the wide head gives “{ $subject }” { $wideSubject } and “{ $object }” { $wideObject }: the object gets next to nothing. Its object answers follow the subject instead: on the { $sentences } held-out sentences it said { $guesses } (right in { $right }). Narrow head 1 gives “{ $subject }” { $narrowSubject }, head 2 gives “{ $object }” { $narrowObject }.
heads-experiment-guesses-caption = The wide head’s object answer, by the subject’s animal (the { $sentences } held-out sentences)
heads-experiment-column-subject = subject
heads-experiment-column-sentences = sentences
heads-experiment-column-answered = answered { $animal }
heads-experiment-column-right = right
heads-experiment-parameters-caption = Where the parameters sit: the entries of the four weight matrices (no biases; the words’ vectors are fixed, not learned)
heads-experiment-column-projections = W_Q, W_K, W_V, each h × d_model × d_k
heads-experiment-column-output = W_O, (h·d_v) × d_model
heads-experiment-column-total = total
heads-experiment-parameters-model = { $name } (h = { $heads })
# $narrowAll is "yes" when the narrow heads solved it with every seed.
heads-experiment-study = Trained from { $seeds } different random starts, the two narrow heads named both animals in every held-out sentence with { $narrowAll ->
    [yes] all { $seeds } seeds
   *[no] { $narrowSolved } of { $seeds } seeds
    }; the wide head with { $wideSolved } of { $seeds }, its best { $best } of { $sentences }.

# <attention-online-softmax>: the FlashAttention recurrence, chunk by chunk, on 4 queries and 8 keys.
online-softmax-export-title = Online softmax, chunk by chunk
online-softmax-merge-heading = Two partial results, merged: the whole row cut in two halves, each reduced alone, then combined.
online-softmax-buttons-label = Run the recurrence
online-softmax-reset = Reset
online-softmax-step = Step: read the next chunk
online-softmax-play = Play
# Before the row of key boxes.
online-softmax-keys-label = keys
online-softmax-chunk-label = the chunk size
online-softmax-chunk-subject = The chunk size
online-softmax-chunk-caption = Keys per chunk
online-softmax-chunk-hint = How many of the { $keys } keys each step reads. Changing it starts the run again.
online-softmax-seed-label = the seed
online-softmax-seed-subject = The seed
online-softmax-seed-caption = Seed
online-softmax-seed-hint = Draws other queries, keys and values.
online-softmax-terms-title-start = Query { $query }: each key read adds a bar e^(z − m), at most 1
online-softmax-terms-title = Query { $query } after chunk { $chunk }: e^(z − m) for keys 1 to { $read }, m = { $max }{ $shrunk ->
    [true] ; the maximum jumped, so every old bar shrank by × { $factor }
   *[other] {""}
    }
# A score cell: the chunk's largest score.
online-softmax-chunk-max = { $z } (chunk max)
# $note: what chunk $chunk's largest score did to the running maximum m (none before the first chunk).
online-softmax-terms-caption = Query { $query }: each key’s scaled score z and its term e^(z − m); the terms sum to ℓ{ $note ->
    [first] . Chunk { $chunk }’s largest z, marked “chunk max”, is the first m.
    [above] . Chunk { $chunk }’s largest z, marked “chunk max”, is above the old m = { $old }: it is the new m.
    [below] . Chunk { $chunk }’s largest z, marked “chunk max”, is not above m = { $old }, so m holds.
   *[none] {""}
    }
online-softmax-column-key = key
online-softmax-row-z = z (scaled score)
online-softmax-keys-range = keys { $from } to { $to }
online-softmax-merge-alone-title = Query { $query }, its keys in two halves, each reduced alone: a ({ $keysA }) relative to m_a = { $maxA }, b ({ $keysB }) relative to m_b = { $maxB }
# $side and $other are the halves' names, a and b.
online-softmax-merge-merged-title = Merged, relative to m = { $max }: { $shrinks ->
    [true] half { $side }’s terms shrink by e^(m_{ $side } − m) = { $factor }, half { $other }’s stay
   *[other] the halves share their maximum, so no term shrinks
    }
online-softmax-merge-caption = Query { $query }: each half’s m and ℓ alone, its factor e^(m_side − m), and the merged ℓ = e^(m_a − m)·ℓ_a + e^(m_b − m)·ℓ_b
online-softmax-column-half = half
online-softmax-column-m-alone = m alone
online-softmax-column-sum-alone = ℓ alone
online-softmax-column-factor = factor e^(m_side − m)
online-softmax-column-share = its share of the merged ℓ
online-softmax-merge-half = { $side } ({ $keys })
online-softmax-merge-row = merged
online-softmax-table-caption = Per query row: running max m, running sum ℓ, this step’s rescale factor, and the output so far
online-softmax-column-query = query
online-softmax-column-max = m (running max)
online-softmax-column-sum = ℓ (running sum)
online-softmax-column-rescale = rescale e^(m − m′)
online-softmax-column-output = output so far, o / ℓ
online-softmax-column-reference = full softmax attention (at the end)
# The story line above the table, one step at a time.
online-softmax-step-keys = { $single ->
    [true] key { $from }
   *[other] keys { $from } to { $to }
    }
online-softmax-story-join = { $first } { $second }
online-softmax-story-start = Nothing read yet. { $chunks } chunks to go; every row starts at m = −∞, ℓ = 0, o = 0.
online-softmax-story-chunk = Chunk { $chunk } of { $chunks }: { $keys }.
online-softmax-story-first = Each row’s maximum is this chunk’s largest score; nothing to rescale yet.
online-softmax-story-kept = No row found a larger score, so every old sum and output is kept as it was (factor 1).
online-softmax-rescaled-row = query { $query } (× { $factor })
online-softmax-story-rescaled = A larger score arrived for { $rows ->
    [one] one row, so its
   *[other] { $rows } rows, so their
    } old sum and output are multiplied by e^(m − m′) before this chunk’s terms are added: { $list }.
online-softmax-story-done = All keys read: o/ℓ equals the full softmax attention, largest difference { $difference }.

# <attention-learning>: one head trained live (Adam on W_Q and W_K) on a toy task of six-token sequences.
learning-export-title = Learning: training a head to copy the previous token
learning-buttons-label = Training controls
learning-play = Play
learning-step = Step
learning-reset = Reset
learning-weights-heading = The learned W_Q and W_K
learning-product-note = Neither matrix means much alone: the score of query x_i against key x_j is x_i (W_Q W_Kᵀ / √d_k) x_jᵀ, and with one-hot tokens it is the sum of four cells of this product, one for each pair of the query’s and the key’s position and letter.
learning-weights-summary = W_Q and W_K themselves
# The caption reads on into the select: "Each token attends to the" + "previous token" or "same letter".
learning-task-label = the task
learning-task-subject = The task
learning-task-caption = Each token attends to the
learning-task-previous = previous token
learning-task-same = same letter
learning-rule-previous = Each token should copy the token just before it (the first token, having none, copies itself).
learning-rule-same = Each letter appears twice; each token should copy the other token with its letter.
learning-rate-label = the learning rate
learning-rate-subject = The learning rate
learning-rate-caption = Learning rate
learning-rate-hint = Adam’s step size. Changing it retrains from the start to the same step.
learning-seed-label = the seed
learning-seed-subject = The seed
learning-seed-caption = Seed
learning-seed-hint = Draws the 24 training sequences and the starting weights.
learning-speed-label = steps per frame
learning-speed-subject = Steps per frame
learning-speed-caption = Steps per frame
learning-steps-label = the step count
learning-steps-subject = The step count
learning-steps-caption = Training steps taken
learning-steps-hint = Type a number to jump there (up to { $max }).
# Rows of W_Q and W_K: one per embedding entry, "pos 3" (position 3) and "is B" (the letter B).
learning-row-position = pos { $position }
learning-row-letter = is { $letter }
learning-weights-corner = query ↓ key →
learning-weights-cell = weight from token { $query } to token { $key }: { $value }
learning-projection-corner = entry ↓ column →
learning-projection-cell = { $name } row { $row }, column { $column }: { $value }
# $rule is the task's rule (learning-rule-previous or -same).
learning-rule = { $rule } The head trains on { $sequences } random sequences of six tokens; the heatmaps show the first.
learning-weights-now = Weights P the head computes now
learning-weights-target = Target: the pattern the task needs
learning-loss-table-caption = Loss after a given number of training steps
learning-column-steps = steps
learning-column-loss = loss
learning-bilinear-corner = query entry ↓ key entry →
learning-bilinear-cell = query { $query } against key { $key }: { $value }
# $all is "yes" when every row is right.
learning-progress = Step { $step }: loss { $loss }; { $all ->
    [yes] all { $total } rows
   *[no] { $correct } of { $total } rows
    } ({ $sequences } sequences × { $length } queries) put their largest weight on the right token; { $learned ->
    [true] learned at step { $learnedAt }
   *[other] not learned yet (needs loss below { $threshold } and every row right)
    }.
learning-loss-title = Training loss, step by step (log scale)
learning-loss-axis = training step
learning-loss-series = loss
learning-loss-reference = learned below { $threshold }

# <attention-learning-check>: the backward pass against central differences on a random multi-head layer.
learning-check-export-title = Learning: gradients against finite differences
learning-check-again = New random case
learning-check-seed-label = the seed
learning-check-seed-subject = The seed
learning-check-seed-caption = Seed
learning-check-seed-hint = Draws X, the four weight matrices and G.
learning-check-heads-label = the number of heads
learning-check-heads-subject = The number of heads
learning-check-heads-caption = Heads h
learning-check-causal-label = the causal mask
learning-check-causal-subject = The causal mask
learning-check-causal-caption = Causal mask
learning-check-step-label = the step ε
learning-check-step-subject = The step ε
learning-check-step-caption = Finite-difference step ε
learning-check-table-caption = Backward pass against finite differences, per parameter
learning-check-column-parameter = parameter
learning-check-column-shape = shape
learning-check-column-largest = largest |analytic − numeric|
learning-check-column-relative = relative error
learning-check-column-analytic = first entry: analytic
learning-check-column-numeric = first entry: numeric
# The verdicts: $error is the largest relative error, $step the ε chosen; $side is coarse (ε above 1e-5) or fine (below).
learning-check-verdict-agree = Largest relative error { $error }: below 10⁻⁶: the backward pass and the finite differences agree.
learning-check-verdict-agree-but = Largest relative error { $error }: below 10⁻⁶, so they agree, but at ε = { $step } the difference quotient is already making an error of its own { $side ->
    [coarse] (truncation, which grows like ε²): a smaller ε gives a smaller one.
   *[fine] (rounding, which grows like 1/ε): a larger ε gives a smaller one.
    }
learning-check-verdict-off = Largest relative error { $error }: above 10⁻⁶. With ε = { $step } the difference quotient itself is off { $side ->
    [coarse] (too coarse: its error grows like ε²),
   *[fine] (too fine: rounding error grows like 1/ε),
    } not the gradient.

# <attention-trained-heads>: the shipped two-layer model's heads on the reader's sequence of letters A to L.
trained-heads-export-title = Trained heads: each head of the shipped model on a sequence
trained-heads-link-prompt = Point at or focus a cell of the layer-2 map: the layer-1 cell it reads lights up, and this line says what layer 1 wrote there.
trained-heads-looks-summary = Where each position looks, and what the model predicts next, as a table
trained-heads-sequence-field = Sequence (A–L, up to 24)
trained-heads-show = Show
trained-heads-random = Random letters, repeated
# Under the sequence box: what was wrong, then the sequence still drawn.
trained-heads-still-showing = { $problem } Still showing { $sequence }.
trained-heads-link-row-empty = The layer-1 row that cell reads appears here (the layer-1 map is further up).
trained-heads-link-row-title = Layer 1 at position { $position }, looking back (shade: its weight, as in the maps; ringed: position { $read }):
trained-heads-guesses-note = Top: the letter; then the guess for the next one, ✓ right or ✗ wrong; bottom, as a bar and a percentage: the probability the model gives its guess (the softmax of its logits, one number for each of the 12 letters), how sure it is, not whether it is right. The first time a letter comes, nothing in the sequence says what follows it: a guess there is right only by chance (greyed). Once a letter repeats, what followed it last time is the clue. The last letter’s guess has nothing after it to check (–).
trained-heads-sequence-label = the sequence
trained-heads-sequence-subject = The sequence
trained-heads-sequence-caption = the sequence
trained-heads-layer1-off-label = layer 1 switched off
trained-heads-layer1-off-subject = Switching off layer 1
trained-heads-layer1-off-caption = Switch off layer 1 (its W_O set to 0)
trained-heads-layer1-off-hint = Layer 1 still looks where it did, but writes nothing into the stream: layer 2 then has no “previous letter” to match.
trained-heads-error-empty = Type a sequence of letters, such as DKAHFBJC repeated.
# $known is "true" once the model's vocabulary is known ($vocab letters, A to $last).
trained-heads-error-not-a-letter = “{ $character }” is not a letter: the tokens are { $known ->
    [true] the { $vocab } letters A to { $last }
   *[other] the letters A, B, C …
    }.
trained-heads-error-too-long = The model reads at most { $max } letters; this has { $got }.
trained-heads-error-unknown-letter = “{ $letter }” is not one of the model's { $count } letters, A to { $last }.
trained-heads-head-name = layer { $layer }, head { $head }
trained-heads-column-head = head
trained-heads-score-previous = previous token
trained-heads-score-duplicate = duplicate token
trained-heads-score-induction = induction
# The key of the three outlined stripes.
trained-heads-stripe-previous = previous token
trained-heads-stripe-duplicate = earlier copy of the same token (duplicate token)
trained-heads-stripe-induction = token after the earlier copy (induction)
trained-heads-stripe-short = { $stripe ->
    [previous] previous token
    [duplicate] duplicate token
   *[induction] induction
    }
# In a map's title: "previous token 0.05".
trained-heads-stripe-mean = { $stripe } { $mean }
# $off is "true" for layer 1 when it is switched off; $means are the stripes' means, joined by " · ".
trained-heads-map-title = { $head }{ $off ->
    [true] {" "}(switched off: looks as before, writes nothing)
   *[other] {""}
    }. Mean weight on each stripe, on this sequence: { $means }
trained-heads-corner = query ↓ key →
# A column or row name read aloud: the letter and its position.
trained-heads-plain-label = { $letter } (position { $position })
trained-heads-cell = { $head }: position { $row } ({ $rowLetter }) to position { $column } ({ $columnLetter }): { $value }{ $striped ->
    [true] , { $stripes } stripe
   *[other] {""}
    }
trained-heads-and = {" and "}
trained-heads-looks-caption = Where each position looks, and what the model predicts next
trained-heads-column-position = position
trained-heads-column-token = token
trained-heads-column-looks-at = { $head } looks at
trained-heads-column-predicts = predicts next
trained-heads-column-actual = actual next
trained-heads-column-guess = guess
trained-heads-guess-right = right
trained-heads-guess-wrong = wrong
# The guesses table's verdicts: they open with ✓ or ✗.
trained-heads-verdict-chance = ✓ by chance
trained-heads-verdict-unknowable = ✗ cannot be known
trained-heads-verdict-right = ✓ right
trained-heads-verdict-wrong = ✗ wrong
trained-heads-guesses-caption = The model’s guess for the next letter{ $off ->
    [true] , with layer 1 switched off
   *[other] {""}
    } (✓ right, ✗ wrong), and its probability
trained-heads-row-letter = letter
trained-heads-row-seen = letter seen before?
trained-heads-seen-repeat = repeat
trained-heads-seen-first = first time
trained-heads-row-guess = guesses next
trained-heads-row-right = right?
trained-heads-row-probability = probability of the guess
# Over a run of cards: $wide is "true" when the run has room for the longer label.
trained-heads-run-repeat = Repeat{ $checked ->
    [0] {""}
   *[other] : { $right } of { $checked }{ $wide ->
        [true] {" "}right
       *[other] {""}
        }
    }
trained-heads-run-first = First time{ $wide ->
    [true] : cannot be known
   *[other] {""}
    }
# A card's spoken name; $said is none, right, wrong, right-first-time or wrong-first-time.
trained-heads-card-label = position { $position }, { $letter }: guesses { $guess } next with probability { $probability }, { $said ->
    [none] nothing to check
    [right] right
    [wrong] wrong
    [right-first-time] right, but the first time a letter comes its next one cannot be known
   *[wrong-first-time] wrong, but the first time a letter comes its next one cannot be known
    }
trained-heads-right-of = { $right } of { $count }
trained-heads-ablation-caption = Layer 1 on and switched off, on this sequence
trained-heads-column-layer1 = layer 1
trained-heads-column-induction = layer 2: weight on the induction stripe
trained-heads-column-repeat-right = right guesses in the repeat
trained-heads-layer1-on = on
trained-heads-layer1-switched-off = switched off (W_O = 0)
trained-heads-held-out-caption = Each head’s mean weight on each stripe, over { $sequences } test sequences the model never trained on: eight letters, then the same eight
# What a layer-2 cell reads, said under the map. $at and $target are trained-heads-link-at.
trained-heads-link-at = position { $position } ({ $letter })
trained-heads-link-masked = Layer 2 at { $at } cannot look at position { $position }: it comes later, and the causal mask hides it.
trained-heads-link-looks = Layer 2 at { $at } puts { $weight } of its weight on { $target }.
trained-heads-link-elsewhere = Most of its weight, { $weight }, is on { $at }.
trained-heads-link-off = Layer 1 is switched off, so it wrote nothing into position { $position }: the key there holds only { $letter } and its position, nothing for the query's { $query } to match.
trained-heads-link-off-still = The { $weight } it still puts here comes from the score's other terms (the positions, and the letters themselves), not from a match.
trained-heads-link-first-position = Position 0 has nothing before it, so layer 1 copied no earlier letter into it.
# $largest is "true" when position $before got layer 1's largest share; else $top went to $topAt.
trained-heads-link-copied-little = Layer 1 at position { $position } put only { $copied } on position { $before } ({ $previous }){ $largest ->
    [true] , its largest share
   *[other] {" "}and { $top } on { $topAt }
    }, so position { $position } holds little of the letter before it.
# "an A", "a B": the article goes by the letter's spoken name.
trained-heads-link-no-earlier = No earlier { $query } to match: nothing before position { $position } was preceded by { $query ->
    [A] an
    [E] an
    [F] an
    [H] an
    [I] an
    [L] an
    [M] an
    [N] an
    [O] an
    [R] an
    [S] an
    [X] an
   *[other] a
    } { $query }.
trained-heads-link-parks = This weight parks on the query itself, the bright diagonal.
# $verdict: match (the head looks here), match-little (it matches, but the head hardly looks), other (not the query's letter).
trained-heads-link-holds = Position { $position } holds what layer 1 copied in from position { $before } (weight { $copied }): the letter { $previous }{ $verdict ->
    [match] , the same letter as the query — that is why they match.
    [match-little] , the same letter as the query, so this key matches; yet the score's other terms win, and the head puts little weight here.
   *[other] , not the query's { $query }, so this key is not the match layer 2 looks for.
    }
trained-heads-link-other-terms = The { $weight } it puts here comes from the score's other terms, not from a match.

# <attention-induction-training>: an attention-only transformer trained live, one or two layers; runs of letters and their repeats.
induction-export-title = Training an induction head: loss and each head’s mean stripe weights over the steps
induction-table-summary = The losses and every head’s mean stripe weights, as a table
induction-loss-chart-title = Loss on the next letter, on the training batches (mean of each { $chunk } steps)
induction-key-first = a run, the first time
induction-key-repeat = its repeat
induction-key-chance = chance, ln 12 ≈ 2.48
induction-key-ghost = the other layer count’s run
induction-score-chart-title = Mean weight on each stripe, over { $sequences } test sequences, every { $chunk } steps
induction-key-previous = layer 1: previous token
induction-key-induction = layer { $layer }: induction
induction-key-formed = formed, 0.8
induction-maps-title = Each head’s attention on DKAHFBJCDKAHFBJC, redrawn after every 25 steps
induction-buttons-label = Training controls
induction-play = Play
induction-pause = Pause
induction-step = Step ({ $chunk } steps)
induction-reset = Reset
# The other layer count's faint line in a chart's key. $what is repeat (its repeats' loss) or induction.
induction-ghost-key = { $layers }, last run: { $what ->
    [repeat] its repeat
   *[induction] layer { $layer } induction
    }
induction-first-time-note = Why can the first time end above chance? A trained model bets on letters seen before, above all on the one that followed an earlier copy of the current letter. In a repeat that bet wins; the first time through a run it loses.
induction-axis-step = training step
induction-layers-label = the number of layers
induction-layers-subject = The number of layers
induction-layers-caption = Layers
induction-layers-two = 2 layers
induction-layers-one = 1 layer (the control)
induction-seed-label = the seed
induction-seed-subject = The seed
induction-seed-caption = Seed
induction-seed-hint = Draws the starting weights and every training batch. Changing it starts again.
induction-series-first = loss on a run, the first time
induction-series-repeat = loss on its repeat
induction-series-ghost-repeat = repeat, { $layers }
induction-series-ghost-induction = induction, { $layers }
# A heatmap label read aloud: a letter and its position.
induction-plain-label = { $letter } (position { $position })
induction-map-title = Layer { $layer }, step { $step }
induction-corner = query ↓ key →
induction-cell = layer { $layer }, query { $query }, key { $key }: weight { $value }
induction-table-caption = Loss and every head’s stripe weights over training (each weight: the mean over { $sequences } test sequences of the head’s weight on a stripe; prev: previous token, dup: duplicate token, ind: induction)
induction-column-step = step
induction-column-loss-first = loss, first
induction-column-loss-repeat = loss, repeat
# A score column, "L2 ind": layer 2's induction score (the abbreviations the caption explains).
induction-column-score = L{ $layer } { $score ->
    [prev] prev
    [dup] dup
   *[ind] ind
    }
induction-layers-text = { $layers ->
    [one] one layer
   *[other] two layers
    }
induction-join = { $first } { $second }
induction-progress-waiting = Step pressed: { $steps } more steps queued, to run when the heads are measured.
induction-progress-measuring = Step { $step }: measuring the heads…
# $verdict: formed (at step $formedAt), none-one and none-two (the run ended without one), none (not yet).
induction-progress = Step { $step } of { $max } ({ $layers }): { $trained ->
    [true] loss { $first } on runs the first time, { $repeat } on their repeats (chance { $chance })
   *[other] press Play or Step to train
    }. Induction weight of { $head } (its mean weight on the induction stripe, over { $sequences } test sequences): { $induction }{ $verdict ->
    [formed] ; an induction head formed at step { $formedAt }
    [none-one] ; none formed, as with one layer it cannot
    [none-two] ; none formed by step 2000 with this seed (with some seeds the drop comes late, with some never): try another seed
   *[none] {""}
    }.

# <attention-circuit>: the induction circuit read off the shipped checkpoint's weights, in four maps. $formula and $name are formulas (the same in every language).
circuit-export-title = The circuit in the weights: layer 1’s positional scores, K-composition and copying of the shipped model
circuit-all-positions-label = all { $context } positions in map 1
circuit-all-positions-subject = Showing every position
circuit-all-positions-caption = Show all { $context } positions
circuit-all-positions-hint = Off: the first { $shown } of the model’s { $context } positions. On: all of them, where the stripe fades past position 16 (the Edge cases above say why). Where a map’s numbers do not fit, its cells are colour only: point at or focus one for its value.
circuit-scale-score = score
circuit-scale-logit = logit for the next letter
# $part is "true" when the map shows only the first $count of $rows positions.
circuit-positional-title = 1. Layer 1, positions only: { $formula }{ $part ->
    [true] , the first { $count } of { $rows } positions
   *[other] {""}
    }
# $fades is "true" when the stripe fades after position $run within the map.
circuit-positional-caption = query position i ↓ key position j →: layer 1 scores the previous position highest{ $fades ->
    [true] {" "}up to position { $run }; past it the stripe fades, as training rarely needed it there
   *[other] {""}
    }
circuit-positional-cell = layer 1 positional score, query position { $row }, key position { $column }: { $masked ->
    [true] masked (a later position)
   *[other] { $value }
    }
circuit-composition-title = 2a. Layer 2’s query against what layer 1 wrote (K-composition): { $formula }, with { $written }
circuit-composition-caption = query letter a ↓ previous letter b written by layer 1 →: the same letter scores highest
circuit-composition-cell = K-composition, query letter { $row }, previous letter { $column }: { $value }
circuit-direct-title = 2b. Layer 2’s query against the letter at the key itself: { $formula }
circuit-direct-caption = query letter a ↓ the key’s own letter b →: nearly flat (same colours as map 2a)
circuit-direct-cell = direct, query letter { $row }, key's own letter { $column }: { $value }
circuit-copying-title = 3. What layer 2 copies: { $formula }
circuit-copying-caption = letter attended a ↓ next-letter logit b →: the letter attended to is predicted next
circuit-copying-cell = copying, letter attended { $row }, logit for next letter { $column }: { $value }
circuit-summary-caption = What the four maps show, in numbers (outlined cells against the rest)
circuit-column-move = move
circuit-column-outlined = outlined cells
circuit-column-rows = rows whose highest cell is outlined
circuit-column-mean-outlined = mean outlined
circuit-column-mean-rest = mean of the rest
circuit-summary-previous = 1. previous token (S_pos)
circuit-summary-previous-cells = key i − 1 (all { $positions } positions)
# $faded is "true" when only positions 1 to $run peak on i − 1 in an unbroken run; $after more do later.
circuit-summary-positions = { $hits } of { $rows } query positions{ $faded ->
    [true] : every one from 1 to { $run }, { $after ->
        [0] none after
       *[other] { $after } after
        }
   *[other] {""}
    }
circuit-summary-letters = { $hits } of { $letters } letters
circuit-summary-composition = 2a. K-composition ({ $name })
circuit-summary-composition-cells = the diagonal: previous letter = query letter
circuit-summary-direct = 2b. The key’s own letter ({ $name })
circuit-summary-direct-cells = the diagonal: key’s own letter = query letter
circuit-summary-copying = 3. copying ({ $name })
circuit-summary-copying-cells = the diagonal: next letter = letter attended

# The misconception demos (chapter 6).
# <attention-misconception-projection>: one token's embedding x and its projections q, k, v. $formula is rich text such as "{q} = {x} W_Q".
misconception-projection-export-title = Misconception: projections change who attends to whom
misconception-projection-token-label = the token
misconception-projection-token-subject = The token
misconception-projection-token-caption = Token
misconception-projection-seed-label = the seed
misconception-projection-seed-subject = The seed
misconception-projection-seed-caption = Seed
misconception-projection-seed-hint = Draws W_Q, W_K and W_V; x stays the same.
misconception-projection-caption = One token as the attention layer sees it: its embedding and its three projections
misconception-projection-column-vector = vector
misconception-projection-embedding = embedding { $formula }
misconception-projection-query = query { $formula }
misconception-projection-key = key { $formula }
misconception-projection-value = value { $formula }
# $x, $q, $k, $v are vectors written [0.50, 1.20, …]; $equal is "true" when x's numbers are all equal.
misconception-projection-findings = “{ $token }” enters as x = { $x }, { $dModel } numbers{ $equal ->
    [true] , all equal (the seed listing writes it so)
   *[other] {""}
    }. It leaves as three { $dK }-number vectors: q = { $q }, k = { $k }, v = { $v }. None of them is x, and no two are alike, because W_Q, W_K and W_V are different matrices.
# <attention-misconception-similarity>: the key each token ranks first by X·Xᵀ and by Q·Kᵀ.
misconception-similarity-export-title = Misconception: attention is not symmetric similarity
misconception-similarity-seed-label = the seed
misconception-similarity-seed-subject = The seed
misconception-similarity-seed-caption = Seed
misconception-similarity-seed-hint = Draws W_Q and W_K; the embeddings X stay the same.
# Keys ranked first together: "cat and sat (tied)".
misconception-similarity-tied = { $names } and { $last } (tied)
misconception-similarity-caption = For each token, the key it ranks first
misconception-similarity-column-token = token
misconception-similarity-column-plain = by plain similarity X·Xᵀ
misconception-similarity-column-attention = by attention score Q·Kᵀ
misconception-similarity-symmetric = Plain similarity is symmetric: “{ $a }” with “{ $b }” and “{ $b }” with “{ $a }” both give { $plain }. The attention scores differ: { $forward } one way, { $backward } the other, because a query and a key are different projections.
# $all is "yes" when every token's top key changed.
misconception-similarity-changed = { $all ->
    [yes] All { $n } tokens rank a different key first once W_Q and W_K decide which features count.
   *[no] { $changed } of { $n } tokens rank a different key first once W_Q and W_K decide which features count.
}
# A token that ranks itself first among others.
misconception-similarity-itself = itself
misconception-similarity-tie = By plain similarity “{ $token }” scores { $names } and { $last } exactly the same, { $score }: a tie, so the table lists both.
# <attention-misconception-temperature>: one row of scores divided by a temperature T before softmax.
misconception-temperature-export-title = Misconception: temperature and sharpness
misconception-temperature-presets-label = Temperature presets
misconception-temperature-preset-hard = Nearly hard (T = 0.05)
misconception-temperature-preset-attention = Attention (T = 1)
misconception-temperature-preset-uniform = Nearly uniform (T = 20)
misconception-temperature-logits-label = the scores
misconception-temperature-logits-subject = The scores
misconception-temperature-logits-caption = One row of scaled scores
misconception-temperature-logits-hint = Numbers separated by commas, one per key.
misconception-temperature-temperature-label = the temperature
misconception-temperature-temperature-subject = The temperature
misconception-temperature-temperature-caption = Temperature T
misconception-temperature-temperature-hint = The softmax sees scores ÷ T. Left: sharper. Right: flatter. The slider is logarithmic: T = 1 is in the middle.
misconception-temperature-slider = the temperature slider (logarithmic)
misconception-temperature-largest = largest weight
misconception-temperature-entropy = entropy
misconception-temperature-uniform = uniform over { $count }
# An entropy in nats (natural-log units).
misconception-temperature-nats = { $value } nats
misconception-temperature-bars-title = Weights, one bar per key (the track is 0 to 1)
misconception-temperature-caption = Each score and the weight softmax gives it at this temperature
misconception-temperature-column-key = key
misconception-temperature-column-score = score z
misconception-temperature-column-weight = weight
misconception-temperature-one-hot = T = { $t }: practically one-hot. The top key has { $top }; this is what a hard selection would look like. Dividing by T stretched the gaps between the scores; at T = 1, softmax only gets here when one score towers over the rest.
misconception-temperature-uniform-verdict = T = { $t }: nearly uniform. Entropy { $entropy } of a possible { $uniform } nats: every key gets about the same share.
misconception-temperature-sharp = T = { $t }: sharp. The top key gets { $top }, and { $count ->
    [one] one of the { $total } keys gets
   *[other] { $count } of the { $total } keys get
} less than 0.001 each: they add almost nothing to the output.
misconception-temperature-flat = T = { $t }: flat. Entropy { $entropy } of a possible { $uniform } nats, yet the top key still gets { $top } and the lowest { $smallest }.
misconception-temperature-soft = T = { $t }: soft. The top key gets { $top }, and even the lowest-scoring key keeps { $smallest }. Every position contributes to the output.

# <attention-misconception-bugs>: seven bugs that run without an error, each beside the correct code (the numpy lines stay as code). Tokens: I saw the red fox.
misconception-bugs-export-title = Misconception: common attention bugs
# The comment at the end of a line of numpy code in the bug gallery (after "# ").
misconception-bugs-code-note = { $note ->
    [over-keys] over keys
    [over-queries] over queries
    [not-rescaled] m = m_new, old l and o kept as they were
    [two-layers] a previous-token head, then an induction head
   *[one-layer] the same recipe and steps, one layer
}
misconception-bugs-name = { $bug ->
    [scale-by-d-model] Dividing by √(model width)
    [softmax-over-queries] Softmax over the wrong axis
    [scale-after-softmax] Scaling after softmax
    [mask-with-zero] Masking with 0
    [missing-transpose] Missing transpose (heads)
    [online-no-rescale] Online softmax, no rescale
    [one-layer-induction] Induction with one layer
   *[mask-after-softmax] Masking after softmax
    }
misconception-bugs-bug-label = the bug
misconception-bugs-bug-subject = The bug
misconception-bugs-bug-caption = Bug
misconception-bugs-seed-label = the seed
misconception-bugs-seed-subject = The seed
misconception-bugs-seed-caption = Seed
misconception-bugs-seed-hint = Draws Q, K and V from N(0, 1).
misconception-bugs-d-k-label = d_k
misconception-bugs-d-k-subject = d_k
misconception-bugs-d-k-caption = Key width d_k
misconception-bugs-d-k-hint = d_model is { $heads }·d_k, as with { $heads } heads.
# The two sides: $kind is weights (correct and buggy code) or layers (two layers against one).
misconception-bugs-side-right = { $kind ->
    [layers] ✓ two layers
   *[weights] ✓ correct weights
    }
misconception-bugs-side-wrong = { $kind ->
    [layers] ✗ one layer
   *[weights] ✗ buggy weights
    }
# Spoken names of the ✓ and ✗ marks before the code lines.
misconception-bugs-side-right-name = { $kind ->
    [layers] two layers:
   *[weights] correct:
    }
misconception-bugs-side-wrong-name = { $kind ->
    [layers] one layer:
   *[weights] buggy:
    }
misconception-bugs-corner = query ↓ key →
# $which is correct or buggy; $head is "true" for the missing transpose (the panels show head 1).
misconception-bugs-weights-caption = { $head ->
    [true] Head 1’s weights, { $which ->
        [correct] correct
       *[buggy] buggy
        } code
   *[other] Weights, { $which ->
        [correct] correct
       *[buggy] buggy
        } code
    }
misconception-bugs-weights-cell = { $which ->
    [correct] correct
   *[buggy] buggy
    } weight from { $from } to { $to }: { $value }
misconception-bugs-map-cell = { $caption }: from { $from } to { $to }: { $value }
misconception-bugs-key-span = { $single ->
    [true] key { $from }
   *[other] keys { $from }–{ $to }
    }
# Where a row's running maximum rose: "key 5 raised it to 1.149", joined by ", then ".
misconception-bugs-rise = { $keys } raised it to { $max }
misconception-bugs-then = {", then "}
misconception-bugs-heavy = { $keys }, read while the maximum was { $max }, stay weighted from it, { $factor } times too heavily
misconception-bugs-two-layers-map = Layer 2’s head, two layers
misconception-bugs-one-layer-map = The only head, one layer
misconception-bugs-induction-caption = The next letter named, over { $runs } runs of { $letters } letters each followed by itself
misconception-bugs-column-model = model
misconception-bugs-column-first-run = right on the first run
misconception-bugs-column-repeat = right on the repeat
misconception-bugs-column-induction = last layer: mean weight on the induction stripe (fixed test runs)
misconception-bugs-row-two-layers = two layers ✓
misconception-bugs-row-one-layer = one layer ✗
misconception-bugs-verdict-one-layer = Both models were trained by the same recipe, for the same steps, on letter runs that repeat. On the repeat the two-layer model names the next letter { $twoRepeat } of the time, the one-layer model { $oneRepeat }; on the first run, where nothing foretells it, { $twoFirst } and { $oneFirst } (chance is 1 in 12, { $chance }). Layer 2 finds the earlier copy of the current letter through what layer 1 wrote at each position, the letter before it; with one layer no position holds that yet, and its head never became an induction head (its mean weight on the induction stripe, the letter right after the earlier copy, is { $oneScore }; the two-layer model’s layer 2 puts { $twoScore } there).
# The extra column of the table, one per bug.
misconception-bugs-extra-peak = peak inside softmax ✗
misconception-bugs-extra-future = max future weight ✗
misconception-bugs-extra-running-max = running max m: chunk 1 → last
misconception-bugs-running-max = { $first } → { $last }{ $rises ->
    [0] {""}
    [one] {" "}(rose once)
   *[other] {" "}(rose { $rises } times)
    }
misconception-bugs-extra-gradient = largest |gradient| on a hidden score ✗
misconception-bugs-extra-source = query row read from ✗
misconception-bugs-piece = “{ $token }”, piece { $piece }
misconception-bugs-verdict-scale-by-d-model = Dividing by √d_model (d_model = { $dModel }) instead of √d_k (d_k = { $dK }) shrinks every score: “{ $query }”→“{ $key }” is { $right } correct, { $wrong } buggy. The weights flatten: row “{ $row }” peaks at { $rightPeak } correct but only { $wrongPeak } buggy. Nothing crashes; the model just attends less sharply.
misconception-bugs-verdict-softmax-over-queries = Normalising down the columns: each column now sums to { $column }, and the rows sum to { $low }–{ $high } instead of 1. A query’s output is no longer a weighted average of the values.
misconception-bugs-verdict-scale-after-softmax = Every row sums to { $sum } (= 1/√d_k), not 1, so the output shrinks. Worse, the softmax saw unscaled scores: inside it, row “{ $row }” already peaks at { $inside }, against { $right } with correct scaling. Dividing afterwards does not undo saturation.
# $others are the other tokens, quoted and joined.
misconception-bugs-verdict-missing-transpose = Every row still sums to { $sum } and every shape is right, so nothing complains. But without the transpose, head 1’s { $n } rows are the first { $n } pieces of “{ $first }”, not piece 1 of each token: it compares “{ $first }” with itself, and { $others } never reach it. Its weights are off by up to { $gap }.
misconception-bugs-verdict-online-hidden = No row’s maximum rises after keys 1–2 with this seed, so nothing needed rescaling and the bug hides. Try another seed.
# $rises: where the maximum rose (misconception-bugs-rise); $heavy: which keys stay too heavy (misconception-bugs-heavy); $exact rows of $n come out exact.
misconception-bugs-verdict-online-no-rescale = Row “{ $row }”: after keys 1–2 its running maximum was m = { $first }; { $rises }. The loop never multiplied ℓ and o by e^(m − m′), so { $heavy }: ℓ ends at { $wrongSum } instead of { $rightSum }, its weights are off by up to { $error }, and its output by up to { $outputGap }. Every row still sums to 1, since o/ℓ divides by the same wrong ℓ; { $exact ->
    [0] no row comes
    [one] { $exact } of { $n } rows, those whose maximum came in keys 1–2, comes
   *[other] { $exact } of { $n } rows, those whose maximum came in keys 1–2, come
    } out exact.
misconception-bugs-verdict-mask-after-softmax = The future keys get weight 0 both ways, but the softmax saw them: row “{ $first }” sums to { $sum }, not 1, so its output shrinks. And the gradient flows through the mask: in row “{ $row }” a hidden key’s score gets a gradient of size { $gradient }, so training would still move the query and the future key. With −∞ before the softmax, every hidden score’s gradient is { $zero ->
    [true] exactly 0
   *[other] { $rightMax }
    }.
misconception-bugs-verdict-mask-with-zero = A masked score of 0 is an ordinary score: e⁰ = 1. Row “{ $row }” should see only itself (weight { $right }), but the bug gives up to { $future } to a single future token and leaves it only { $left }. The model reads words it has not generated yet.
misconception-bugs-column-token = token
misconception-bugs-column-row-sum = row sum { $mark }
misconception-bugs-column-column-sum = column sum { $mark }
misconception-bugs-column-largest = largest weight { $mark }
misconception-bugs-sums-caption = Sums and largest weights, correct (✓) against buggy (✗)

## Page shell and home page (site-*)

site-skip-link = Skip to the content
site-brand = <span class="brand-mark" aria-hidden="true">∑</span> Attention Math<span class="visually-hidden">: course home</span>
site-theme-toggle = <span class="switch" aria-hidden="true"><span class="switch__knob"></span></span> Dark<span class="theme-toggle__more visually-hidden-narrow"> theme</span>
site-footer = Every number in this course comes from a small C++ library compiled to WebAssembly, which reproduces numpy’s random generator and its printing digit for digit. Nothing is fetched from the network; the pages work offline and straight from disk.
site-home-eyebrow = A course in { $chapter-count } chapters · about { $minutes } minutes, +{ $optional-minutes } optional
site-home-title = Attention Math
site-home-lead = Scaled dot-product attention is the calculation at the heart of every transformer. This course takes it apart one step at a time, on a four-word sentence, and asks you to predict each result before it shows it. Every number is computed live in your browser by the course’s own code (C++ compiled to WebAssembly), which reproduces numpy to the last digit.
site-home-formula-label = The formula this course derives
site-home-formula-note = \( M \), the mask, hides the words a word may not look at.
site-home-start-button = Start chapter 1: { $first-title }
site-home-promise-title = By the end, without looking anything up, you can
site-home-progress-title = Your progress
site-home-steps-read = Steps read
site-home-steps-total = 0 of { $step-total }
site-home-predictions-made = Predictions made
site-home-exercises-solved = Exercises solved
site-home-promises-checked = Promises checked, without help
site-home-promises-total = 0 of { $checkpoint-total }
site-home-practice-checkpoints-done = Practice checkpoints done
site-home-practice-total = 0 of { $practice-total }
site-home-rule = A step counts as read once you have scrolled down through it to its end, stayed on it a while, or answered the question it ends with; a jump to it from a link or the step map does not read it, nor do the steps the jump passes over.
site-home-storage = Progress is kept in this browser only, on this device; nothing is sent anywhere. To take it to another device, save it to a file and load it there.
site-home-progress-warning = This browser is not letting the course store anything, so your progress will not be kept: it lasts only until you close or reload the page.
site-home-start-afresh = Start afresh
site-home-reset-note = This forgets every step read, prediction, exercise and checkpoint in this browser.
site-home-reset-button = Forget all my progress
site-home-chapters-title = The chapters
site-home-review-title = Review
site-home-review-note = Short questions from the chapters you have started, each brought back after 1, 3, 7, 16, 35 and then 75 days while you answer it right, and again soon when you do not.
site-home-page-title = Attention Math: a course on scaled dot-product attention
site-home-description = A course on scaled dot-product attention: derive the formula step by step, explain every shape and reproduce the softmax numerics, with every number computed live in your browser by a C++ core compiled to WebAssembly.
site-home-predictions-total = 0 of { $prediction-count }
site-home-exercises-total = 0 of { $exercise-count }
# The promise checklist and the practice checkpoints under it, on the home page.
site-promise-rule = A promise is checked when its checkpoints are passed without help.
site-practice-title = Practice checkpoints
site-practice-rule = Not part of the promises: ticked once passed, with help or without.
site-promise-status-start = Not checked yet
site-practice-status-start = Not done yet
# A chapter's card on the home page: "Chapter 1 · about 36 min · +5 min optional · 5 steps".
site-chapter-card-meta = Chapter { $number } · about { $time } · { $steps }
site-chapter-card-steps-label = Steps of chapter { $number }
# After a step's name, for screen readers, once it is read.
site-chapter-card-read = (read)
site-chapter-card-not-started = Not started
# A chapter's reading time: the main path, and what its optional parts add.
site-chapter-time = { $optional ->
    [0] { $minutes } min
   *[other] { $minutes } min · +{ $optional } min optional
}
site-chapter-time-long = { $optional ->
    [0] { $minutes } minutes
   *[other] { $minutes } minutes · +{ $optional } min optional
}
site-chapter-step-count = { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}
# The tab's title of a chapter page.
site-chapter-page-title = { $title } · Attention Math, chapter { $number }
site-crumbs-label = Breadcrumb
site-crumbs-home = Course home
site-crumbs-chapter = Chapter { $number } of { $total }
# Under a chapter's title: "About 36 minutes · +5 min optional · 5 steps".
site-chapter-head-meta = About { $time } · { $steps }
site-chapter-storage-warning = This browser is not letting the course store anything, so the steps you read and the answers you give here will not be kept after you close or reload the page.
# The sticky map of a chapter's steps.
site-step-map-label = Steps of this chapter
site-step-map-step = Step { $number }: { $title }
# After a step's name, for screen readers, once it is read.
site-step-map-done = (done)
# $number is the current step's number, which the page's script updates.
site-step-map-where = Step { $number } of { $total }
site-step-map-top = Top<span class="visually-hidden"> of the page</span>
# The links to the previous and next chapter at the foot of a chapter; $number 0 is the course home.
site-pager-label = Previous and next chapter
site-pager-prev = { $number ->
    [0] Previous: course home
   *[other] Previous: chapter { $number }
}
site-pager-next = { $number ->
    [0] Next: course home
   *[other] Next: chapter { $number }
}
site-pager-home-title = The chapters and your progress
# The strip under a derivation step's heading: the formula so far and its shapes.
site-pipeline-later-step = a later step
site-pipeline-shape-unknown = shape: this step works it out
# $sizes: the toy example's sizes, as formulas. The link below goes to the formula step (HELD_BY in build/pipeline.mjs).
site-pipeline-caption = { $asks ->
    [yes] The formula so far, with its shapes for “The cat sat down” ({ $sizes }); this step works out the one marked (?, ?)
   *[no] The formula so far, with its shapes for “The cat sat down” ({ $sizes })
}
site-pipeline-held = The figure of the formula so far comes back on this page after <a href="#formula">the formula’s checkpoint</a>: that checkpoint asks you to put the formula together from memory, and the figure would give it away.
# The accessible name of a displayed formula's box (plain text).
site-formula-label = formula
# What a widget shows before it draws (a stylesheet's text: plain, no markup).
site-figure-waiting = Interactive figure: it draws when you scroll to it.
site-figure-waiting-print = Interactive figure: open this page in a browser to see it.

## Pages' prose, chapter 1 (page-*)

page-why-toc = Why attention
page-why-title = Why attention exists
page-why-p1 = Before you start
page-why-li1 = <strong>Keep a calculator at hand</strong> (a phone’s will do) for a few products, square roots and \( e^x \). Terms (head, query, softmax…) are in the <a href="#glossary">glossary</a>, at the end of chapter 2.
page-why-li2 = <strong>Take it in parts.</strong> This chapter ends after masking; in the next, a good place to stop is after the weighted sum. This browser keeps your answers and your place.
page-why-p2 = A word rarely means much on its own: what <em>sat</em> tells you in “The cat sat down” depends on the words around it. <em>Attention</em> is the part of a transformer (the kind of model behind today’s chatbots) where each word collects what it needs from the other words.
page-why-p3 = Below is one attention step, a <em>head</em>, that learned to do this. This course’s code <em>trained</em> it when the site was built: it showed it 374 sentences of a small made-up language, such as “The cat sat away” and “The dog ran off”, and adjusted it a little after each. Another 130, “The cat sat down” among them, were held out to test it. At the verb the head puts out three numbers, and training taught it to make them one score per animal (cat, dog, bird): the largest names who did it. Beside it, the same head before training.
page-why-p4 = <strong>Try</strong> the other sentences of the list, none of which the head saw in training. <strong>Notice</strong> where the verb’s largest share goes when its subject is not the word before it.
page-why-p5 = Training changed 54 numbers and nothing else (the next step names them). With random numbers “sat” shares out its attention with no rule (in “The cat fed birds” most goes to “birds”); with the learned ones it goes to the subject, in sentences the head never saw. How does it find the subject? Each word’s numbers say what kind of word it is (a noun, a verb…) and where it stands, and the score uses both: in every sentence of the list the subject is the first noun. Not simply the word to the left: in “Down sat a cat” the subject comes after the verb, and the head still finds it (chapter 3 comes back to positions).
page-why-p6 = How does a head do it? For <em>sat</em> it takes three moves:
page-why-li3 = <em>sat</em> gives every word, itself included, a <em>score</em>: how useful that word is to it;
page-why-li4 = the scores become shares \( w_{ij} \) (\( i \) is the word asking, \( j \) the word looked at) that are never negative and add up to 1: each score \( s \) becomes \( e^{s} \), and each \( e^{s} \) is divided by their sum, so a larger score takes a larger share (this is <em>softmax</em>, which chapter 2 works through);
page-why-li5 = the words’ vectors (the lists of numbers that stand for them) are mixed in those shares, into a new vector for <em>sat</em>.
page-why-p7 = Every word does the same, at the same time. The whole computation is one formula:
page-why-p8 = This chapter builds the scores a symbol at a time: \( Q \), \( K \) and \( V \), then \( Q K^\top \), the division by \( \sqrt{d_k} \) and the mask \( M \). The next adds softmax and the product with \( V \).
page-why-go-deeper-what-attention = Go deeper: what attention replaced, and why it needs positions
page-why-p9 = Before attention, recurrent networks (RNNs) read a sentence left to right and carried one hidden vector \( h \) of fixed size, which each new token overwrote. Whatever the network kept about a long sentence had to fit in those few numbers, and the last position could never look back at the first: it saw only what survived in \( h \).
page-why-p10 = RNN: one running summary
page-why-label1 = Four tokens feed, one after another, into a chain of hidden states h1 to h4; only h4 reaches the output.
page-why-text1 = The
page-why-text2 = cat
page-why-text3 = sat
page-why-text4 = down
page-why-p11 = Attention: a fresh look at everything
page-why-label2 = The token down, as a query, has a direct arrow to each of the four tokens, including itself.
page-why-figcaption1 = Left: an RNN squeezes the whole sentence into one hidden vector, step by step. Right: with attention, the position of “down” reaches every token directly, itself included.
page-why-p12 = Attention drops the running summary: each position looks at <em>all</em> positions at once. Nothing has to squeeze through a fixed-size state, so the distance between two words no longer matters. Neither does their order: nothing in the sum above knows which token came first, which is why transformers add each token’s position to its embedding, separately from attention.
page-qkv-toc = Queries, keys, values
page-qkv-title = Queries, keys and values
page-qkv-p1 = Each token arrives as an <em>embedding</em> \( x_i \): a row of \( d_\text{model} \) numbers that the model has learned for that token. Attention could compare the embeddings directly, but it first multiplies each one by three learned matrices \( W_Q \), \( W_K \) and \( W_V \), to get three vectors with different jobs:
page-qkv-li1 = the <strong>query</strong> \( q_i \) says what token \( i \) is looking for;
page-qkv-li2 = the <strong>key</strong> \( k_i \) says what token \( i \) can be found by;
page-qkv-li3 = the <strong>value</strong> \( v_i \) is what token \( i \) hands over to whoever picks it.
page-qkv-p2 = Think of a library: your request is the query, each book’s index card is its key, and the book itself is its value. Attention matches the request against every card, then hands you a blend of all the books, mixed by how well their cards matched. So \( Q \), \( K \) and \( V \) are not the embeddings: they are three learned views of them. Before their shapes, a question.
page-qkv-matrix-product-one-minute = Matrix product in one minute
page-qkv-p3 = Each entry of a product \( AB \) is a row of \( A \) dotted with a column of \( B \): entry \( (i, j) \) multiplies row \( i \) of \( A \) and column \( j \) of \( B \) term by term and adds the products.
page-qkv-p4 = So an \( (a, b) \) matrix times a \( (b, c) \) matrix is \( (a, c) \): a row and a column can only be dotted if both have \( b \) numbers, and the result has one entry per row of the first (\( a \)) and per column of the second (\( c \)). The <em>transpose</em> \( A^\top \) swaps rows and columns: a \( (2, 3) \) matrix becomes \( (3, 2) \). Below, \( X \) stacks the tokens’ embeddings as its rows, one row per token.
page-qkv-p5 = Stack the \( n \) embeddings as the rows of a matrix \( X \), and each projection becomes one matrix product (the shape of each matrix is written under it, as (rows, columns)):
page-qkv-p6 = In a product the inner widths must agree, and they disappear: \( d_\text{model} \) is gone from \( Q \), \( K \) and \( V \). Queries and keys share one width \( d_k \), because they will be compared by a dot product; values have their own width \( d_v \), which becomes the width of the output. The original Transformer used \( d_\text{model} = 512 \) and \( d_k = d_v = 64 \); here the numbers are small enough to read.
page-qkv-p7 = Random, untrained weights (seed 42): the numbers mean nothing yet; watch the shapes.
page-qkv-p8 = <strong>Try</strong> the sliders: change \( d_\text{model} \), then \( d_v \). <strong>Notice</strong> that \( d_\text{model} \) only changes \( X \) and the weight matrices, while \( d_v \) changes only \( W_V \) and \( V \).
page-scores-toc = Scores: Q·Kᵀ
page-scores-title = Scores: every query against every key
page-scores-p1 = To decide how much token \( i \) should take from token \( j \), attention first needs one number for the pair: how well \( j \)’s key fits what \( i \)’s query is looking for. That number, the <em>score</em>, is the dot product of the two vectors: multiply them coordinate by coordinate and add up.
page-scores-p2 = It is large and positive when the two vectors point the same way, near zero when they are unrelated, and negative when they point apart.
page-scores-p3 = Direction matters as much as length. Below, you can move the arrows. The bars are each key’s share \( w_{ij} \) of the query’s attention, which sum to 1. The widget divides each score by \( \sqrt{d_k} \), then applies softmax (step 4 explains the first, chapter 2 the second), so for now read only this: a larger score, a larger share.
page-scores-p4 = <strong>Try</strong> turning \( k_2 \) until it wins \( q \)’s largest weight (drag its tip, or Tab to it and use the arrow keys), then doubling \( q \) to x = 3, y = 1, and guess first whether the weights spread out or sharpen. <strong>Notice</strong> that only the angle between two arrows and their lengths set a score; the learned view shows the real “sat” of the trained head in step 1.
page-scores-p5 = All \( n^2 \) pairs come out of one matrix product, the score matrix \( S \). Row \( i \) of \( Q \) meets column \( j \) of \( K^\top \) (the transpose of \( K \), whose columns are the keys):
page-scores-p6 = Row \( i \) of \( S \) holds query \( i \)’s verdict on every key; softmax will later turn these scores into weights. A query and a key are different vectors, so \( S_{ij} \) and \( S_{ji} \) generally differ.
page-scores-p7 = Random, untrained weights (seed 42): the pattern means nothing yet; watch the arithmetic.
page-scores-p8 = <strong>Try</strong> pointing at a cell of \( S \) (on a phone, tap it), or tab into the grid and move with the arrow keys. <strong>Notice</strong> that its row of \( Q \) and its column of \( K^\top \) light up, and the dot product is written out with the real numbers.
page-scores-p9 = Every cell costs \( d_k \) multiplications, so the whole matrix costs \( n^2 d_k \): attention’s price grows with the <em>square</em> of the sequence length. How widely the scores spread depends on \( d_k \) too: the next step measures it.
page-scores-go-deeper-why-not = Go deeper: why not use \( X \) directly?
page-scores-p10 = The projections widget of <a href="#qkv">the previous step</a> has a switch, “Use X directly”, under “Looking ahead”: it sets \( Q = K = V = X \), so every score is \( x_i \cdot x_j \). Two things go wrong. The scores become <em>symmetric</em>: token \( i \) rates \( j \) exactly as \( j \) rates \( i \), although a verb looking for its subject is a different question from a subject looking for its verb. And the <em>diagonal</em> tends to win: each token usually scores itself highest. Worse, nothing in \( x_i \cdot x_j \) can be learned. With projections the score is \( q_i \cdot k_j = x_i\, W_Q W_K^\top x_j^\top \): the learned matrix \( W_Q W_K^\top \) decides which features of one token should match which features of another, and need not be symmetric.
page-scores-p11 = Why the diagonal wins: \( x_i \cdot x_i = \lVert x_i \rVert^2 \), and by the Cauchy–Schwarz inequality \( x_i \cdot x_j \le \lVert x_i \rVert \lVert x_j \rVert \), so another token can outscore a token’s match with itself only if its embedding is longer. In the toy example “sat”, a row of equal numbers, ties with “cat”. Largest is not the same as most, though: the switch also shows how much of its attention each token keeps for itself after softmax, less than half in the toy example.
page-scaling-toc = Scaling by √dₖ
page-scaling-title = Why divide by \( \sqrt{d_k} \)
page-scaling-p1 = This step exists for <a href="#softmax">softmax</a>, the first step of the next chapter, which turns scores into weights by exponentiating them: a gap of \( g \) between two scores becomes a ratio of \( e^{g} \) between their weights (a gap of 2 is a factor of about 7, a gap of 8 about 3000). So the size of the scores matters, and a raw score \( q_i \cdot k_j \) adds up \( d_k \) products: the wider the vectors, the further it can stray from zero. How far is measured by the <em>variance</em> of many scores, their mean squared distance from their mean, or by its square root, the <em>standard deviation</em>.
page-scaling-p2 = Random vectors, as at the start of training: only their spread matters here.
page-scaling-p3 = <strong>Try</strong> dragging \( d_k \) from 1 up to 1024. <strong>Notice</strong> that the raw dot products spread wider and wider, while the scaled ones keep a standard deviation near 1.
page-scaling-p4 = The reason in one line: each product \( q[d]\,k[d] \) has variance 1, and independent variances add, so a sum of \( d_k \) of them has variance \( d_k \). Dividing by \( \sqrt{d_k} \) brings it back to 1, at every width. The <em>scaled scores</em> \( z_{ij} = S_{ij}/\sqrt{d_k} \) are the numbers softmax actually receives.
page-scaling-p5 = Without it, softmax saturates at widths like 64, common in real models: one key takes nearly all the weight, softmax barely responds when a score changes, and almost no <em>gradient</em> (how much a result moves when you nudge a number it was computed from) flows back to \( W_Q \) and \( W_K \), so they stop learning. The scale is a fixed constant, not a learned parameter. It protects the start of training, when the projections are random; training may then make a head sharp on purpose: the trained head of step 1 puts nearly all of “sat”’s weight on “cat”.
page-scaling-go-deeper-variance-derived = Go deeper: the variance, derived
page-scaling-p6 = For a random quantity \( Z \), \( \mathbb{E}[Z] \) is its <em>expected value</em> (its mean over many draws) and \( \operatorname{Var}[Z] = \mathbb{E}\big[(Z - \mathbb{E}[Z])^2\big] \) its variance. \( \mathcal{N}(0, 1) \) is the normal (Gaussian) distribution with mean 0 and variance 1. Two facts:
page-scaling-li1 = <strong>Fact 1.</strong> The variances of independent terms add: \( \operatorname{Var}[A + B] = \operatorname{Var}[A] + \operatorname{Var}[B] \). (Independent errors do not cancel on average, so their squared spreads pile up.)
page-scaling-li2 = <strong>Fact 2.</strong> If \( a \) and \( b \) are independent, each with mean 0 and variance 1, then \( \operatorname{Var}[ab] = \mathbb{E}[a^2]\,\mathbb{E}[b^2] = 1 \).
page-scaling-p7 = Suppose every coordinate of \( q \) and \( k \) is drawn independently with mean 0 and variance 1, roughly as in a freshly initialised network. By Fact 2 each product \( q[d]\,k[d] \) has mean 0 and variance 1, and by Fact 1
page-scaling-p8 = Dividing a random quantity by a constant \( c \) divides its variance by \( c^2 \), so
page-scaling-p9 = At \( d_k = 64 \) the standard deviation is \( \sqrt{64} = 8 \); the difference of two independent scores has variance \( 2 \cdot 64 = 128 \), a standard deviation of about 11.
page-scaling-go-deeper-why-saturation = Go deeper: why saturation stops the gradient
page-scaling-p10 = Within one row (dropping the row index), write \( w_j \) for the weights and \( z_l \) for the scores softmax receives. The derivative of softmax is
page-scaling-p11 = where \( \delta_{jl} \) is 1 when \( j = l \) and 0 otherwise. When every \( w \) is close to 0 or 1, every entry is close to 0, so almost nothing flows back to the scores. The widget’s “What the spread does to softmax” shows it measured: without scaling, the largest weight climbs towards 1 and the entropy falls towards 0 as \( d_k \) grows; the gradient rises a little over the first few widths, while the weights are still nearly even, and then shrinks steadily. With scaling all three stay flat.
page-scaling-p12 = The entropy is measured in <a href="#glossary-nats">nats</a>, and the gradient’s size is the <a href="#glossary-frobenius">Frobenius norm</a> of the matrix of derivatives \( \partial w_j / \partial z_l \); both links go to the glossary at the end of chapter 2.
page-masking-toc = Masking
page-masking-title = Masking: keys a query may not see
page-masking-p1 = The trained head of step 1 had no mask: pick “Down sat a cat” in its list, and “sat” looks ahead to “cat”, as a head that reads a whole sentence at once may. A model that writes text one token at a time cannot use words it has not written yet: in “Down sat a cat”, when it is at “sat”, choosing the next word, “cat” has not been written. In training it reads whole sentences at once, so nothing stops query \( i \) from peeking at a later key \( j &gt; i \) unless the arithmetic forbids it. The <em>causal mask</em> does. It is a matrix \( M \), the shape of the scores, added to them after scaling: softmax receives \( z_{ij} + M_{ij} \), where
page-masking-p2 = A key at \( j \le i \) is allowed: its score stays as it was. A later key, \( j &gt; i \), is masked: its score becomes \( -\infty \).
page-masking-p3 = Because \( e^{-\infty} = 0 \), a hidden key gets a weight of exactly 0 and adds nothing to the output. Softmax divides by the sum over the keys that are left, so each row still adds up to 1, and the first token, which sees only itself, puts all its weight on itself.
page-masking-p4 = Random, untrained weights (seed 42): the pattern means nothing yet; watch the arithmetic.
page-masking-p5 = <strong>Try</strong> turning the causal mask off and on. <strong>Notice</strong> that every hidden key gets a weight of exactly 0, and that each row still adds up to 1.
page-masking-go-deeper-which-attention = Go deeper: which attention needs which mask, and padding
page-masking-li1 = <strong>Encoder self-attention</strong> (BERT and its relatives): no causal mask. The whole input is known, and every token may look both left and right.
page-masking-li2 = <strong>Decoder self-attention</strong> (GPT and other generators): the causal mask, in training as much as in generation. It is what makes training on whole sentences match generation, where later tokens are not there yet.
page-masking-li3 = <strong>Cross-attention</strong> (a translation decoder reading its source sentence): queries come from the decoder, keys and values from the encoder. The source is known in full, so no causal mask.
page-masking-p6 = A second mask hides <em>padding</em>, the filler tokens that make short sentences as long as the longest one in a batch: those keys carry no meaning and are hidden from every query. It is needed only when a batch is padded. Turn on the widget’s left padding: each row with a key left still adds up to 1. With both masks on, the first row has no key left: it is all zeros, and the widget says so.
page-masking-p7 = That completes the scores: one \( (n, n) \) table, a row per query and a column per key. Row \( i \) holds \( z_{ij} + M_{ij} \): query \( i \)’s scaled score for key \( j \), or \( -\infty \) where the mask hides that key. The next chapter turns each row into weights with <a href="#softmax">softmax</a>. Its <a href="#glossary">glossary</a> gathers the notation of both chapters.

## Pages' prose, chapter 2 (page-*)

page-softmax-toc = Softmax: scores to weights
page-softmax-title = Softmax: from scores to weights
page-softmax-p1 = <a href="#masking">Chapter 1</a> ended with the scores softmax receives: for \( n \) tokens an \( (n, n) \) table, a row per query and a column per key, whose row \( i \) holds query \( i \)’s scaled scores \( z_{ij} = S_{ij} / \sqrt{d_k} \) (where \( S = QK^\top \)), with \( -\infty \) for every key the mask hides.
page-softmax-p2 = Those scores can be any real numbers, but a weighted average needs weights that are never negative and add up to 1. Softmax turns a list of scores \( z_1, \dots, z_n \) (often called <a href="#glossary-logit"><em>logits</em></a>) into exactly such weights:
page-softmax-p3 = <strong>Why \( e^{z} \)?</strong> It has three properties a weight needs:
page-softmax-li1 = it is positive for every \( z \), so no weight is negative;
page-softmax-li2 = it keeps the order: a larger score gets a larger weight;
page-softmax-li3 = gaps become ratios: a gap \( g \) between two scores is a ratio \( e^{g} \) between their weights, so a gap of 1 means a ratio of \( e \approx 2.72 \).
page-softmax-p4 = Softmax is a <em>soft</em> argmax. Every key keeps some share, and a row comes close to picking one key only when one score stands far above the rest.
page-softmax-go-deeper-why-not = Go deeper: why not a plain sum, or a hard argmax?
page-softmax-p5 = \( e^{z} \) is also smooth, so gradients flow through it. Dividing by the plain sum, \( z_j / \sum_l z_l \), fails on negative scores and flips sign when the sum does; a hard argmax (weight 1 on the single largest score) has no gradient at all. And on precision: models train in mixed precision, most tensors kept in 16 bits, but softmax is usually computed in float32.
page-softmax-p6 = Each query’s row is handled on its own: the weight query \( i \) gives key \( j \) is \( w_{ij} = e^{z_{ij}} / \sum_{l} e^{z_{il}} \). The sum runs over the <em>keys</em> \( l \) of one row, never down a column: each query splits its own budget of attention, so in exact arithmetic each row adds up to 1 (a masked key, \( e^{-\infty} = 0 \), gets none of it). The weights \( w_{ij} \) are the entries of an \( (n, n) \) matrix \( P \), a row per query.
page-softmax-naive-against-stable-softmax = Naive against stable softmax
page-softmax-p7 = On a computer the formula has a trap. \( e^{z} \) overflows once \( z \) passes about 88.7 in <a href="#glossary-float32">float32</a> or 709.8 in float64, and the result is \( \infty/\infty \), which is NaN. If every score is very negative instead, below about −104 in float32, every \( e^{z} \) underflows to 0 and the formula computes \( 0/0 = \text{NaN} \) again. The fix costs one subtraction: for any constant \( c \),
page-softmax-p8 = so subtract the row’s maximum first. The largest exponent is then \( e^0 = 1 \), nothing can overflow, and the sum is at least 1, so nothing divides by zero either. The explorer computes both formulas live, starting from the question’s scores.
page-softmax-p9 = <strong>Try</strong> pushing the scale, in float32, until the largest score passes 88.7, float32’s limit for exp: here by ×45 (2 × 45 = 90). <strong>Notice</strong> that the naive column’s sum turns into NaN (its top weight too, ∞/∞), while the stable one stays finite and sums to 1.
page-softmax-p10 = Now do the numerics yourself, on scores far beyond float32’s range: what the textbook formula gives, and each step of the stable one.
page-softmax-more-practice-softmax-three = More practice: softmax of three scores
page-weighted-sum-toc = The weighted sum of values
page-weighted-sum-title = The weighted sum of values
page-weighted-sum-p1 = Softmax left query \( i \) with one weight \( w_{ij} \) per key \( j \) (row \( i \) of \( P \)). The content itself is in the <em>values</em>, the third projection of every token. The last step mixes them: query \( i \) takes every value vector \( v_j \) (row \( j \) of \( V \)), scales it by its weight, and adds the results into row \( i \) of the output \( O \):
page-weighted-sum-p2 = The weights are non-negative and sum to 1, so this is a weighted <em>average</em>: each coordinate of the output lies between the smallest and the largest value in that coordinate, pulled towards the keys the query weights most. For every query at once it is one matrix product,
page-weighted-sum-p3 = one row per token, each as wide as a value vector: \( (4, 3) \) in the “The cat sat down” example.
page-weighted-sum-p4 = Random, untrained weights (seed 42): the pattern means nothing yet; watch the arithmetic.
page-weighted-sum-p5 = <strong>Try</strong> each query token, and follow how its row is assembled one term at a time. <strong>Notice</strong> that in each dimension’s panel the four terms \( w_{ij}\, v_j \) stack up to that coordinate of the output; the tables under the panels list each \( v_j \) beside its term.
page-weighted-sum-p6 = With random projections the weights are close to even, so every output row lands near the average of the four values. A trained head is different: chapter 1’s trained head gives “sat” more than 0.99 of its weight on “cat”, so the output of “sat” is, almost exactly, the value row of “cat” (the “More practice” box at the end of this chapter works that row by hand). A head that has learned where to look selects; one that has not, averages. Either way the output is a new representation of the token, built from the context it weighted.
page-formula-toc = The whole formula
page-formula-title = The whole formula, and every shape in it
page-formula-p1 = You have met every part of the formula. Before this page puts them together, put them together yourself.
page-formula-p2 = Chained together, the steps of chapters 1 and 2 are one line. Read it from the inside out: \( QK^\top \) scores every query against every key, \( \sqrt{d_k} \) keeps those scores near unit size, the optional mask \( M \) puts \( -\infty \) wherever a query must not look, softmax turns each row into weights, and the product with \( V \) averages the values with them.
page-formula-p3 = <strong>Try</strong> pointing at any piece of the formula, or moving to it with <kbd>Tab</kbd> (on a phone, tap a piece). <strong>Notice</strong> that the list below lights up the step the piece comes from, with its shape; each piece is also a link back to the section that derives it.
page-formula-span1 = Attention of Q, K and V: the inputs, go to its section
page-formula-span2 = softmax, go to its section
page-formula-span3 = Q times K transposed: the scores, go to its section
page-formula-span4 = divided by the square root of d k: the scaling, go to its section
page-formula-span5 = plus the optional mask M: masking, go to its section
page-formula-span6 = times V: the weighted sum, go to its section
page-formula-figcaption1 = Scaled dot-product attention. The mask \( M \) (dashed) is optional: zero everywhere for an encoder, \( -\infty \) above the diagonal for a decoder.
page-formula-p4 = Now check that you can give every shape in it, for sizes of your own.
page-formula-what-this-course-leaves = What this course leaves out: positions, the rest of a transformer block, and attention between two sequences
page-formula-li1 = <strong>Positions.</strong> The formula treats the sentence as a set. Real models add position information to the embeddings (learned or sinusoidal position vectors), or rotate queries and keys by position (rotary embeddings).
page-formula-li2 = <strong>The rest of the block.</strong> In a transformer, attention is half of a block: its output is added back to its input (a residual connection), a layer normalisation rescales each token’s vector (before attention in most current models, after it in the original Transformer), and a small two-layer network (an MLP) then works on each token alone, with a residual connection of its own. Blocks are stacked dozens deep.
page-formula-li3 = <strong>Two lengths.</strong> Here queries and keys come from the same \( n \) tokens (self-attention). In cross-attention the \( n \) queries come from one sequence and the \( m \) keys and values from another, so the scores are \( (n, m) \) and the output is still \( (n, d_v) \).
page-walkthrough-toc = Worked example
page-walkthrough-title = A worked example, by hand and in numpy
page-walkthrough-p1 = The classic toy example: four tokens, “The cat sat down”, each a six-number embedding, with random projection matrices drawn by numpy from seed 42 and \( d_k = d_v = 3 \), and no mask (\( M = 0 \), as in an encoder: every word may look at every other, later ones too). First compute one row of the same sentence yourself, step by step, as numpy does, with projections drawn for you alone. This is the course’s promise on a toy example: if every step comes out right, you can reproduce attention, and its softmax numerics, without looking anything up.
page-walkthrough-p2 = Then see the whole example. The printout below is what a plain numpy script (under it) prints for seed 42, character for character; it was produced not by Python but live, in your browser, by this course’s own C++ code, which reproduces numpy’s random generator bit for bit and formats arrays the way numpy does. Your row came from a seed of your own: once you pass, the checkpoint names it, and typed into the seed box below it puts your row in the printout. Change the seed or the widths, or edit the embeddings: everything follows, and the address bar keeps the example so that you can share it.
page-walkthrough-p3 = <strong>Try</strong> seed 7, then another \( d_k \). <strong>Notice</strong> that the printout and the heatmap change together: they are one computation, and each printed number is its matrix entry rounded.
page-walkthrough-p4 = This example needs JavaScript to compute its numbers.
page-walkthrough-p5 = JavaScript is turned off, so the worked example cannot be computed.
page-walkthrough-p6 = <strong>Try</strong> each token of this example as the query. <strong>Notice</strong> how little the bars move: every token spreads its weight over all four, itself included.
page-walkthrough-p7 = Why so even? The four embeddings are all positive numbers of similar size, and random projections do nothing to pull them apart, so the four queries point almost the same way and rank the keys alike. This example is here for its numbers; for what training does to such numbers, see the trained head of <a href="#why">chapter 1</a>, or work one of its rows yourself below.
page-walkthrough-more-practice-trained-head = More practice: the trained head by hand
page-walkthrough-p8 = The same five steps on chapter 1’s trained head, where the weights mean something: the query of “sat” against the keys of “The cat sat down”. Before you start, guess which key will take the weight.
page-walkthrough-go-deeper-why-row = Go deeper: why a row can print (sum=0.999)
page-walkthrough-p9 = Each row of weights in the printout ends with its sum, and the script adds up the weights <em>after</em> rounding each to 3 decimals, so a row can print <code>(sum=0.999)</code> (seed 7 shows one). The exact weights of every row sum to 1; only the rounded copies fall short.
page-walkthrough-glossary-chapters-1-2 = Glossary of chapters 1 and 2
page-walkthrough-terms-steps-use = The terms the steps use
page-walkthrough-token = token
page-walkthrough-dd1 = One unit of the text a model reads: a word, or a piece of a word. A sentence is \( n \) tokens, and \( i \) or \( j \) numbers them (“The cat sat down” is 4 tokens).
page-walkthrough-head = head
page-walkthrough-dd2 = One attention step with its own \( W_Q, W_K, W_V \): one row of weights per query (<a href="#why">chapter 1</a>; several heads: <a href="#multi-head">chapter 3</a>).
page-walkthrough-embedding = embedding, \( x_i \)
page-walkthrough-dd3 = The learned row of numbers that stands for a token; stacked, the rows are \( X \) (<a href="#qkv">queries, keys, values</a>).
page-walkthrough-dd4 = The width of an embedding (<a href="#qkv">queries, keys, values</a>).
page-walkthrough-query-key-value = query, key, value: \( q_i \), \( k_j \), \( v_j \)
page-walkthrough-dd5 = \( x W_Q \), \( x W_K \), \( x W_V \): what a token looks for, what it is found by, what it hands over (<a href="#qkv">queries, keys, values</a>).
page-walkthrough-dd6 = The width of queries and keys, and of values and the output (<a href="#qkv">queries, keys, values</a>).
page-walkthrough-score = score, \( S_{ij} \)
page-walkthrough-dd7 = How well key \( j \) fits query \( i \): \( q_i \cdot k_j \) (<a href="#scores">scores</a>). Divided by \( \sqrt{d_k} \), it is the scaled score \( z_{ij} \) (<a href="#scaling">scaling</a>).
page-walkthrough-softmax = softmax
page-walkthrough-dd8 = Turns a row of scores into weights: each \( e^{z_j} \) over the sum of them all, never negative and adding up to 1 (<a href="#softmax">softmax</a>).
page-walkthrough-dot-product = dot product, \( q \cdot k \)
page-walkthrough-dd9 = Two vectors of the same length multiplied coordinate by coordinate, and the products added: \( q \cdot k = \sum_{d} q[d]\, k[d] \). One number, large when the two point the same way. Every score is one.
page-walkthrough-transpose = transpose, \( K^\top \)
page-walkthrough-dd10 = A matrix with its rows turned into columns: \( K \) is \( (n, d_k) \), one key per row, and \( K^\top \) is \( (d_k, n) \), one key per column, so that \( Q K^\top \) dots every query with every key.
page-walkthrough-mask = mask
page-walkthrough-dd11 = The keys a query may not see. Their scaled scores \( z_{ij} \) are set to \( -\infty \) before softmax (for the causal mask, every \( j &gt; i \)), so their weights come out exactly 0. Written as a matrix \( M \), the shape of the scores, it is added to them: 0 where a query may look, \( -\infty \) where it may not.
page-walkthrough-logit = logit
page-walkthrough-dd12 = A score before softmax: one of the numbers \( z_{ij} \) that softmax turns into weights.
page-walkthrough-dd13 = The expected value (mean over many draws) and the variance (mean squared distance from the mean) of a random quantity. Two facts carry <a href="#scaling">the scaling argument</a>: variances of independent terms add, and the product of two independent mean-0, variance-1 variables has variance 1.
page-walkthrough-dd14 = The normal (Gaussian, bell-shaped) distribution with mean 0 and variance 1.
page-walkthrough-float32 = float32
page-walkthrough-dd15 = The 32-bit floating-point numbers most models compute softmax in. The largest is about \( 3.4 \times 10^{38} \), so \( e^{z} \) overflows to \( \infty \) once \( z \) passes about 88.7 (\( \ln(3.4 \times 10^{38}) \approx 88.7 \)); float64 reaches about \( 1.8 \times 10^{308} \), or \( z \approx 709.8 \).
page-walkthrough-only-go-deeper-parts = Only in the “Go deeper” parts
page-walkthrough-dd16 = The Kronecker delta: 1 when \( j = l \), 0 otherwise.
page-walkthrough-nats = nats
page-walkthrough-dd17 = The unit of entropy measured with the natural logarithm, \( H = -\sum_j w_j \ln w_j \): 0 nats when one key takes all the weight, \( \ln n \) when \( n \) keys share it evenly.
page-walkthrough-frobenius-norm = Frobenius norm
page-walkthrough-dd18 = The size of a matrix as one number: the square root of the sum of the squares of all its entries, \( \lVert A \rVert_F = \sqrt{\sum_{i,j} A_{ij}^2} \).

## Pages' prose, chapter 3 (page-*)

page-multi-head-toc = Why several heads
page-multi-head-title = Multi-head attention: several patterns for the price of one
page-multi-head-p1 = A head computes, for each word, one weighted average of the values. A layer can run several heads side by side, each with its own \( W_Q \), \( W_K \) and \( W_V \); their outputs are placed next to each other and mixed by one more matrix, \( W_O \) (step 2 builds it). Here the words are \( d_{\text{model}} = 6 \) numbers wide.
page-multi-head-p2 = In “Cats near dogs chased birds”, the verb must say who chased (cats) and what was chased (birds), past “dogs” in between. This course’s core trained two small models on such sentences, with the same recipe and the same 144 parameters: one wide head (\( d_k = 6 \)), and two narrow heads (\( d_k = 3 \) each) whose outputs, three numbers a word, are written side by side: six, as many as the wide head’s. Either model ends with a \( 6 \times 6 \) matrix, \( W_O \), turning those six into the answer: 108 numbers in the projections and 36 in \( W_O \), for either model.
page-multi-head-p3 = <strong>Try</strong> the other held-out sentences, and open the seeds. <strong>Notice</strong> which word each head gives the verb’s attention to, and when the wide head’s object is right.
page-multi-head-p4 = One head is one weighted average: one place to look. The line and the table under the bar charts read where the wide head looks off its trained weights: it puts nearly all of its weight on the subject and next to none on the object, so its “object” can only be guessed from the subject; with the shipped weights the guess is right about as often as chance, one time in three. Other seeds split the work differently and guess better, but none of the ten names both animals in every held-out sentence. Splitting its weight half and half would not help either: every animal is written into the same three numbers of \( X \) (cat, dog, bird), so the average of the cats’ and the birds’ values is the same blend whether the cats chased the birds or the birds chased the cats.
page-multi-head-p5 = How can a head tell the first noun from the last? Attention itself ignores word order, so this toy puts the order into \( X \): the last of each word’s six numbers is its position, \( i/(n-1) \), from 0 for the first word to 1 for the last. A query that weighs that coordinate prefers early keys, or late ones. Two heads each keep their own softmax: one learns to look at the first noun, the other at the last; their outputs, placed side by side, are mixed by \( W_O \) into six numbers read as two answers, who did it and to whom. Same parameter count, more attention patterns: that is what heads buy.
page-heads-split-toc = Splitting into heads
page-heads-split-title = Splitting the width into heads
page-heads-split-p1 = The experiment’s two heads were each half as wide as the one head they replaced: \( d_k = 3 \) each, where the wide head had \( d_k = 6 \). This step shows how a layer cuts one width into \( h \) heads, and how it puts their outputs back together into one.
page-heads-split-p2 = One notation for this chapter: a superscript \( (i) \) names head \( i \), as in \( W_Q^{(i)} \) and \( Q^{(i)} \), its queries; a subscript still names a token, as in \( q_j \), token \( j \)’s query.
page-heads-split-p3 = The heads do not make the layer wider. Usually each head is \( d_k = d_v = d_{\text{model}} / h \) wide (a common choice, not a must). Then the \( h \) matrices \( W_Q^{(i)} \), each \( d_{\text{model}} \times d_k \), placed side by side, make one \( d_{\text{model}} \times d_{\text{model}} \) matrix \( W_Q \): head \( i \) owns a block of \( d_k \) of its columns.
page-heads-split-p4 = So in practice \( Q = XW_Q \) is computed once, and its columns are cut into \( h \) groups in two moves. A reshape to \( (n, h, d_k) \) keeps each token’s row together; a transpose to \( (h, n, d_k) \) then puts each head’s rows together: \( h \) matrices of \( n \) rows, one per head, stacked into one 3-D array. The same goes for \( K \) and \( V \).
page-heads-split-p5 = Why both steps? Numpy keeps a matrix’s numbers in one line, row after row, and a reshape only moves where the rows break:
page-heads-split-p6 = The numbers keep their order, so a reshape cannot move one. Leave out the transpose and write <code>Q.reshape(h, n, d_k)</code> instead: it runs, and every shape is right. But which numbers does head 1 get?
page-heads-split-p7 = <strong>Try</strong> 3 heads, then the split with the transpose. <strong>Notice</strong> whose columns head 1’s rows hold, and which words it never sees.
page-heads-split-p8 = Without the transpose, head 1 gets the first tokens cut into pieces instead of every token’s first piece, and its attention compares pieces of words. <a href="#attention-bugs">Chapter 6’s bug gallery</a> shows what that does to the weights.
page-heads-split-p9 = Each head then runs the formula of <a href="#formula">chapter 2</a> on its own slice, with the same mask (the widget below uses none, \( M = 0 \), as an encoder does, so every word may look at every other):
page-heads-split-p10 = The \( h \) outputs, each \( (n, d_v) \), are transposed back and concatenated into \( (n, h\,d_v) = (n, d_{\text{model}}) \), and the output projection \( W_O \) mixes them: its rows come in \( h \) blocks of \( d_v \), one block per head, so head \( i \)’s output meets only block \( i \). Below are four tokens with \( d_{\text{model}} = 24 \), a width that 1, 2, 3, 4, 6, 8 and 12 all divide evenly. The embeddings and projection matrices are random (seeded), so the patterns mean nothing; watch the structure instead.
page-heads-split-p11 = <strong>Try</strong> every head count from 1 to 12. <strong>Notice</strong> that each head gets narrower and there are more heatmaps, but no matrix changes size.
page-heads-split-p12 = Now write every shape of one layer yourself, from one head’s query projection to the layer’s output, for sizes drawn for you.
page-heads-cost-toc = What a layer costs
page-heads-cost-title = What a layer costs
page-heads-cost-p1 = A layer has a size, its parameters (the numbers in its weight matrices), and a running cost, the floating-point operations (FLOPs) one pass takes. The usual way to count the cost: a multiply-add is 2 FLOPs, so a product of an \( (a, b) \) and a \( (b, c) \) matrix costs \( 2abc \); scaling costs 1 per score, and softmax 5 per score (the maximum, a subtraction, an exponential, a sum and a division). Count both for yourself first: how many parameters does a layer hold, and what do more heads of the same total width do to its cost?
page-heads-cost-p2 = Now a real model, GPT-2 small: \( d_{\text{model}} = 768 \), 12 heads of \( d_k = 64 \). Per head, \( W_Q^{(i)} \), \( W_K^{(i)} \) and \( W_V^{(i)} \) are \( 768 \times 64 \) each, so the 12 heads together hold \( 3 \times 12 \times 768 \times 64 = 1{,}769{,}472 \) parameters, and \( W_O \), \( 768 \times 768 \), adds 589,824: 2,359,296 weights in all, without GPT-2’s biases: 768 numbers added after each of the four products, 3,072 in all; with them, 2,362,368.
page-heads-cost-p3 = The table below counts the running cost with those rules, for a layer you choose.
page-heads-cost-p4 = <strong>Try</strong> a model, then a different number of heads for the same \( d_{\text{model}} \). <strong>Notice</strong> which counts move and which stay put, and whether that matches your two answers.

## Pages' prose, chapter 4 (page-*)

page-online-softmax-toc = Online softmax
page-online-softmax-title = Softmax without the whole row: online softmax
page-online-softmax-p1 = The formula is complete; this chapter asks how it is computed at scale. First a practical question: softmax needs the maximum and the sum of a whole row of scores, so must the full \( n \times n \) matrix of scores exist in memory? At \( n = 16384 \) that matrix alone is 2.15 GB in float64 (16,384² numbers of 8 bytes). FlashAttention (a widely used fast attention kernel for GPUs) and its relatives say no: read the keys in chunks, keep three running quantities per query, and correct them as you go.
page-online-softmax-p2 = Take one query, row \( i \), and its scaled scores \( z_1, \dots, z_n \), one for each of the \( n \) keys. Call \( R \) the keys read so far (the chunks before this one), and keep
page-online-softmax-p3 = \( m \) is the running maximum, the largest score of the keys read so far, updated with every chunk (\( m \) for maximum, as in the FlashAttention papers); \( \ell \) the running sum of exponentials, also added to as the keys are read, each term already shifted by \( m \) as the stable softmax wants; and \( o \) the output accumulator: the weighted sum of the values \( v_j \) (<a href="#weighted-sum">chapter 2, step 2</a>) before dividing by the sum. A new chunk \( C \), the next keys after \( R \), brings its own maximum, so the new running maximum is
page-online-softmax-p4 = Every term already in \( \ell \) was written relative to \( m \), and must now be relative to \( m' \). Since \( e^{z_j - m'} = e^{z_j - m}\, e^{m - m'} \), one factor fixes them all:
page-online-softmax-p5 = The factor \( e^{m - m'} \) is at most 1, because \( m' \ge m \): it equals 1 when the maximum held and shrinks the old terms when a larger score arrived. Nothing can overflow, for the same reason as in the stable softmax. After the last chunk \( m \) is the row’s true maximum, and
page-online-softmax-p6 = exactly the attention output, although no row of weights was ever stored whole. Only \( m \), \( \ell \) and \( o \) are kept per query: memory grows with \( n \), not \( n^2 \). At \( n = 16384 \) with queries, keys and values of width 64, \( Q \), \( K \), \( V \) and the output hold 4&nbsp;×&nbsp;16,384&nbsp;×&nbsp;64 numbers, 33.55&nbsp;MB in float64, against 2.15 GB for the scores. This course’s tiled kernel runs that case in under 64 MB (measured, in the course’s own tests). Below, the same kernel runs the recurrence on 4 queries and 8 keys, one chunk at a time.
page-online-softmax-p7 = <strong>Try</strong> “Step: read the next chunk”, one chunk at a time, until every key is read. <strong>Notice</strong> that a row is rescaled (a factor below 1) exactly when its chunk holds a larger score than any before. The bars under the table draw one query’s terms \( e^{z_j - m} \): when the chunk’s largest score (“chunk max”) is above the old \( m \), every old bar shrinks by that factor.
page-online-softmax-p8 = <strong>After the last chunk</strong> the widget ends with a merge: the same query’s keys cut in two halves, each reduced alone, then combined. <strong>Notice</strong> that only the half without the row’s maximum shrinks.
page-online-softmax-what-saves-memory-traffic = What it saves: memory traffic
page-online-softmax-p9 = A GPU computes far faster than it can move data between its large memory and the small fast memory beside its cores, so what a kernel reads and writes there sets its speed. Count the numbers one head moves, with \( n \) queries and \( n \) keys, each of width \( d \) (\( d_k \), and \( d_v \) for the values; one \( d \) keeps the table short). A kernel reads the queries in blocks of \( B \): \( B \) queries share one pass over \( K \) and \( V \), as the loop after the table shows.
page-online-softmax-numbers-moved-one-head = Numbers moved, for one head
page-online-softmax-what-moves = What moves
page-online-softmax-materialised = Materialised
page-online-softmax-online-blocks-queries = Online, in blocks of \( B \) queries
page-online-softmax-read-written = \( Q \) read, \( O \) written
page-online-softmax-read = \( K \) and \( V \) read
page-online-softmax-scores-written-then-read = the scores, written, then read by softmax
page-online-softmax-td1 = none
page-online-softmax-weights-written-then-read = the weights, written, then read to multiply \( V \)
page-online-softmax-td2 = none
page-online-softmax-all = in all
page-online-softmax-p10 = Materialised, the \( n \times n \) scores and weights each make a round trip through the large memory. Online, no \( n \times n \) matrix is stored. The widget above streams the keys past one query; a kernel streams them past a block of \( B \) queries at once, because each pass over the keys reads all of \( K \) and \( V \) from the large memory:
# Pseudocode of the tiled kernel, shown as a code block; keep the indentation (4 spaces a level).
page-online-softmax-pseudocode =
    for each block of B queries:
        load the block into fast memory
        m, ℓ, o = −∞, 0, 0 per query
        for each chunk of keys:
            read that chunk of K and V
            rescale ℓ, o by e^(m − m′)
            add the chunk's terms
        write Oᵢ = o / ℓ for the block
page-online-softmax-p11 = So \( K \) and \( V \) are read once per block, \( n/B \) times. Without query blocks, one query at a time as in the widget, they would be read once per query: \( n \) times. The \( n^2 \) terms shrink from \( 4n^2 \) to \( 2n^2 d/B \), about \( 2B/d \) times fewer.
page-online-softmax-p12 = At \( n = 16384 \), \( d = 64 \), \( B = 128 \), in float32 (4 bytes), that is 4.31 GB moved against 1.08 GB: 3.98 times less, close to \( 2B/d = 4 \). Nearly all the materialised traffic is the scores and weights (4.29 GB); nearly all the online traffic is \( K \) and \( V \), read 128 times over. The score matrix itself (1.07 GB in float32, half the float64 figure above) never exists. The arithmetic is the same in both; a wider \( d \) or a smaller block saves less.
page-online-softmax-p13 = The same rescaling merges two partial results computed apart, on two chunks or on two processors: the larger maximum wins, and each side's \( \ell \) and \( o \) are rescaled to it before they are added. With the state \( (m_a, \ell_a, o_a) \) of chunk \( a \) and \( (m_b, \ell_b, o_b) \) of chunk \( b \):
page-backward-toc = The backward pass
page-backward-title = The backward pass: which way should a score move?
page-backward-p1 = Chapter 1’s trained head and chapter 3’s two trained models came with their weights already learned; here is how such weights are learned. \( W_Q \), \( W_K \), \( W_V \) and \( W_O \) are found by gradient descent: a loss \( L \) measures how wrong the layer's output is, the backward pass computes how \( L \) changes with every weight, and an optimiser nudges each weight downhill. Every step of attention is differentiable, so the backward pass is the chain rule read from the end to the start. Most of its lines are the gradient of a product. Softmax is the one to think about, because each weight depends on the whole row of scores.
page-backward-through-softmax-jacobian = Through the softmax: its Jacobian
page-backward-p2 = Take one row: scores \( z_1, \dots, z_n \) and weights \( p_i = e^{z_i} / \sum_l e^{z_l} \). Raising \( z_j \) raises the denominator, so it takes weight from every other key; only \( p_j \) itself also gains through its numerator. Write \( \Sigma = \sum_l e^{z_l} \), so that \( \partial \Sigma / \partial z_j = e^{z_j} \); the quotient rule gives two cases:
page-backward-p3 = Both cases in one line, and for the whole row at once:
page-backward-p4 = where \( \delta_{ij} \) is 1 when \( i = j \) and 0 otherwise. On the diagonal \( p_i(1 - p_i) > 0 \); off it \( -p_i p_j < 0 \). Each row of \( J \) sums to \( p_i - p_i \sum_j p_j = 0 \): adding the same constant to every score changes no weight.
page-backward-from-jacobian-gradient-scores = From the Jacobian to a gradient on the scores
page-backward-p5 = In training, a gradient \( dp_i = \partial L / \partial p_i \) arrives from above for each weight. The loss reaches \( z_j \) through every weight of the row, so the chain rule adds up those paths:
page-backward-p6 = The \( \delta_{ij} \) keeps one term of the first sum, and \( p_j \) is a common factor of the second. \( \sum_k p_k\, dp_k \) is the average of \( dp \) weighted by the row: the part of \( dp \) that would push every weight up together, which softmax cannot do, since the weights add up to 1.
page-backward-whole-backward-pass-one = The whole backward pass of one head
page-backward-p7 = Write \( dT \) for \( \partial L / \partial T \), for any matrix \( T \): a matrix of the same shape as \( T \). The forward pass was \( Q = XW_Q \), \( K = XW_K \), \( V = XW_V \), \( S = QK^\top \), \( Z = \operatorname{mask}(S/\sqrt{d_k}) \), \( P = \operatorname{softmax}(Z) \), \( O = PV \), and then one more product: the output projection (<a href="#heads-split">chapter 3</a>) takes the head's output back to the model's width,
page-backward-p8 = (for one head, \( h = 1 \); with \( h \) heads, \( O \) is their outputs side by side, \( (n, h\,d_v) \), \( W_O \) is \( (h\,d_v, d_{\text{model}}) \), and every line below holds with \( h\,d_v \) in place of \( d_v \)). Whatever the layers above do with \( Y \), the loss's gradient enters attention here, as \( dY \), one number per entry of \( Y \). The gradient of a product is the gradient arriving from above times the other factor, transposed so that the shapes fit. Here is why, on a product small enough to write out.
page-backward-p9 = Let the loss be \( L = \sum_{i,j} G_{ij} Y_{ij} \), which is 5 here. Raising \( Y_{ij} \) by \( \varepsilon \) raises \( L \) by \( G_{ij}\,\varepsilon \), so \( dY = G \): \( G \) stands in for the layers above, which hand back one such rate per entry of \( Y \). Now follow one weight. \( B_{12} = 2 \) sits in column 2 of \( B \), so it reaches only column 2 of \( Y \): \( Y_{12} = A_{11}B_{12} + A_{12}B_{22} \) and \( Y_{22} = A_{21}B_{12} + A_{22}B_{22} \). Its two paths to \( L \) add up:
page-backward-p10 = Column 1 of \( A \), which is row 1 of \( A^\top \), meets column 2 of \( G \): one entry of \( dB = A^\top G \). To check, nudge \( B_{12} \) to 2.1: \( Y_{12} \) becomes 1.1, \( Y_{22} \) becomes 3.2, and \( L \) becomes 5.5, up by \( 0.1 \times 5 \). Exactly, not roughly, because \( L \) is linear in \( B \). Followed from \( A \)'s side, the same bookkeeping gives \( dA = G B^\top \). Try one entry.
page-backward-p11 = For \( Y = OW_O \), \( O \) plays \( A \) and \( W_O \) plays \( B \):
page-backward-p12 = \( dW_O \) is \( (d_v, d_{\text{model}}) \), like \( W_O \): it is what the optimiser needs to update \( W_O \). \( dO \) is \( (n, d_v) \), like \( O \): it is what goes on down into the head. The head's output \( O = PV \) is a product too, so the same rule takes \( dO \) into both of its factors, and from \( dP \) on through the softmax:
page-backward-p13 = \( \odot \) multiplies entry by entry and \( \operatorname{rowsum} \) adds up each row. The \( dV \) and \( dP \) lines are the rule of \( W_O \)'s two lines again, with \( dO \) arriving from above. The \( dZ \) line is the softmax's row form, \( dz_j = p_j \big(dp_j - \sum_k p_k\, dp_k\big) \) (derived after the prediction above), for every row at once, without building \( J \), the softmax's Jacobian (the table of every \( \partial p_i / \partial z_j \) of a row). Three things follow from it. Each row of \( dZ \) sums to 0. <strong>The mask comes for free:</strong> a masked score has \( P_{ij} = 0 \), so \( dZ_{ij} = 0 \). And a saturated row (one weight near 1) has \( J \approx 0 \): the vanishing gradient that dividing by \( \sqrt{d_k} \) protects against.
page-backward-p14 = From \( dS \) the same rule as for \( dV \) and \( dP \) goes on down, through \( S = QK^\top \) and then the projections \( Q = XW_Q \), \( K = XW_K \), \( V = XW_V \). Before the lines, work out one of their shapes yourself.
page-backward-p15 = The rest of the backward pass, with the shapes of the new lines:
page-backward-p16 = \( dW_K \) has \( W_K \)'s shape and \( dW_V \) has \( W_V \)'s, as every gradient has its matrix's. Each line is derived step by step below.
page-backward-go-deeper-each-line = Go deeper: each line derived, with its shapes
page-backward-through-weighted-sum = Through the weighted sum \( O = PV \)
page-backward-p17 = \( O_{id} = \sum_j P_{ij} V_{jd} \) is linear in both factors. Value row \( j \) reaches every output row \( i \) with weight \( P_{ij} \), so its gradient collects \( P_{ij}\, dO_i \) from all of them; weight \( P_{ij} \) multiplies \( V_j \) only, so its gradient is \( dO_i \cdot V_j \):
page-backward-through-softmax-row-row = Through the softmax, row by row
page-backward-p18 = Each row of \( dZ \) is the row form derived above, \( dz_j = p_j \big(dp_j - \sum_k p_k\, dp_k\big) \), with row \( i \) of \( P \) and of \( dP \) as \( p \) and \( dp \). For every row at once:
page-backward-through-scaling-scores = Through the scaling and the scores \( S = QK^\top \)
page-backward-p19 = Dividing by \( \sqrt{d_k} \) in the forward pass divides the gradient by \( \sqrt{d_k} \) too. Then \( S_{ij} = q_i \cdot k_j \): query \( i \) meets every key, key \( j \) meets every query.
page-backward-through-projections-through = Through the projections, and through \( W_O \)
page-backward-p20 = \( Q = XW_Q \) gives \( dW_Q = X^\top dQ \), and likewise for \( K \) and \( V \). \( X \) feeds all three projections, so its gradient is the sum of three paths:
page-backward-p21 = With \( h \) heads, the main path's two lines for \( W_O \) read with the heads' outputs side by side, \( C = \big[\,O_1 \;\cdots\; O_h\,\big] \), in place of \( O \), and \( dC \) splits back into each head's \( dO \):
page-backward-checking-derivation = Checking the derivation
page-backward-p22 = A derivation can be checked without trusting it. Nudge one weight \( \theta \) by \( \pm\varepsilon \) and measure the loss: \( \big(L(\theta + \varepsilon) - L(\theta - \varepsilon)\big) / 2\varepsilon \) approximates \( \partial L/\partial\theta \) with an error that shrinks like \( \varepsilon^2 \), until rounding error (which grows like \( 1/\varepsilon \)) takes over. Below, the loss is \( L = \sum Y \odot G \) for a random \( G \), so \( dY = G \); the page runs the backward pass once and the forward pass twice per entry of the layer. The layer is small: \( n = 4 \) tokens, \( d_{\text{model}} = 6 \), \( d_k = d_v = 2 \) per head, so \( W_Q \) is \( 6 \times 2h \). For each matrix the table compares the backward pass's gradient \( g_{\text{bp}} \) with the finite differences \( g_{\text{fd}} \) by their <em>relative error</em>, \( \lVert g_{\text{bp}} - g_{\text{fd}} \rVert / \max(\lVert g_{\text{bp}} \rVert, \lVert g_{\text{fd}} \rVert) \), where \( \lVert \cdot \rVert \) is the square root of the sum of the squared entries: the gap measured against the gradient's own size. The largest should be far below \( 10^{-6} \). \( L \) is linear in \( W_V \) and \( W_O \), so their errors stay tiny even at a coarse \( \varepsilon \).
page-backward-p23 = <strong>Try</strong> a coarse finite-difference step \( \varepsilon \), such as \( 10^{-2} \), then a tiny one, such as \( 10^{-12} \). <strong>Notice</strong> that the error grows both ways: at the coarse step the difference quotient itself is off (truncation error), at the tiny one rounding wins.

## Pages' prose, chapter 5 (page-*)

page-learning-toc = A head learning
page-learning-title = Watching a head learn
page-learning-p1 = <a href="#backward">The backward pass</a> at work: one head, two small tasks, and nobody tells the head which weights to use. The setup:
page-learning-li1 = <strong>Tokens.</strong> Each of six tokens, at positions 0 to 5 (positions count from 0 throughout this chapter), is its position \( p \) and its letter \( c \) (A, B or C), written as two one-hot blocks (all zeros but a single 1) side by side: \( x = \operatorname{onehot}(p) \oplus \operatorname{onehot}(c) \), where \( \oplus \) means “put next to each other”. So \( d_{\text{model}} = 6 + 3 = 9 \). \( W_Q \) and \( W_K \) get \( d_k = 6 \) columns, as many as there are positions: enough for \( W_Q W_K^\top \) to hold any table of position-to-position scores, such as “look at the token before”.
page-learning-li2 = <strong>Values.</strong> \( W_V = I \), the identity: each value is its token, so a token’s output is just the weighted average of the tokens it attends to.
page-learning-li3 = <strong>Loss.</strong> The output of token \( i \) should equal one particular token, its target <span class="nowrap">\( x_{t(i)} \):</span> \( L = \tfrac{1}{2}\lVert O_i - x_{t(i)} \rVert^2 \), averaged over every token \( i \) of 24 training sequences. It is 0 exactly when each token puts all of its weight on its target.
page-learning-li4 = <strong>Updates.</strong> Adam, a variant of gradient descent, changes only \( W_Q \) and <span class="nowrap">\( W_K \).</span>
page-learning-p2 = The first task needs positions (attend to the token just before), the second needs letters (attend to the other token with the same letter; the letters are shuffled, so positions cannot work). A task counts as learned when the loss is below 0.01 and every row's largest weight is on the right token: 59 steps for the first and 107 for the second, with the default seed and learning rate.
page-learning-p3 = <strong>Try</strong> Play on the first task, then on the second, or step through one update at a time. <strong>Notice</strong> the weights on the sequence move from a blur to one bright cell per row as the loss falls.
page-learning-p4 = Once trained (at step 0 it is random), the product \( W_Q W_K^\top / \sqrt{d_k} \) under the demo holds the rule. For the previous-token task the position block lights the cells (position \( i \), position \( i - 1 \)), just below its diagonal, and the letter rows stay small. For the same-letter task the letter block lights along its diagonal and the position block's diagonal goes negative: a token learns to skip itself and find its twin. Real models learn such previous-token and duplicate-token heads from nothing but the next-token loss. An induction head goes one step further, and takes two layers.
page-trained-heads-toc = Trained heads
page-trained-heads-title = Trained heads: watching an induction head form
page-trained-heads-p1 = The head above was given its target. Here nobody says what to look for: a small model is trained only to predict the next token, and its heads find their jobs themselves. It is attention and nothing else. It knows 12 letters, A to L, reads up to 24, and was trained when this site was built, for 1200 steps of Adam, on sequences where a run of letters repeats. Its <em>loss</em> on a letter is <span class="nowrap">\( -\ln p \),</span> where \( p \) is the probability it gave the right one.
page-trained-heads-p2 = Inside, position \( i \)'s vector (counting from 0, as above) starts as <span class="nowrap">\( x_i = e(t_i) + p_i \)</span>: its letter's learned embedding plus its position's, 32 numbers. Each of the two layers has one head, which <em>adds</em> its output to \( x_i \), and nothing is overwritten. That running sum is the <em>residual stream</em>, so layer 2 can read, at any position, both what layer 1 wrote there and the letter and position it started with. At the end, \( W_U \) turns the last \( x_i \) into 12 numbers, one per letter, larger for a likelier letter (the <em>logits</em>), and softmax turns them into the model's guess for the letter at \( i + 1 \).
page-trained-heads-label1 = Position i on its way through the model. The letter's embedding e(t_i) and the position's p_i are added into x_i, the residual stream of 32 numbers. The layer 1 head reads the stream at positions j up to i and adds its output to x_i; the layer 2 head does the same, and can read what layer 1 added. At the end W_U turns x_i into 12 logits, one per letter, and softmax turns them into the guess for the next letter.
page-trained-heads-text1 = letter e(tᵢ)
page-trained-heads-text2 = position pᵢ
page-trained-heads-text3 = xᵢ, the residual
page-trained-heads-text4 = stream: 32 numbers
page-trained-heads-text5 = layer 1 head
page-trained-heads-text6 = reads xⱼ, j ≤ i
page-trained-heads-text7 = + its output
page-trained-heads-text8 = layer 2 head
page-trained-heads-text9 = reads xⱼ, j ≤ i
page-trained-heads-text10 = + its output
page-trained-heads-text11 = 12 logits,
page-trained-heads-text12 = softmax: guess
page-trained-heads-p3 = One position's vector, \( x_i \), on its way through the model: each head reads the stream and adds to it; \( W_U \) reads the end.
page-trained-heads-label2 = The model at a glance
page-trained-heads-tokens = Tokens
page-trained-heads-dd1 = 12 letters, A to L, in sequences of up to 24
page-trained-heads-residual-stream = Residual stream
page-trained-heads-dd2 = 32 numbers per position, \( d_{\text{model}} = 32 \)
page-trained-heads-layers = Layers
page-trained-heads-dd3 = 2, one head each, with \( d_k = d_v = 32 \)
page-trained-heads-parameters = Parameters
page-trained-heads-dd4 = 9,728: \( e \) is 12 × 32, \( p \) is 24 × 32, each layer’s \( W_Q, W_K, W_V, W_O \) are 32 × 32, and \( W_U \) is 32 × 12
page-trained-heads-p4 = The test is a run of eight different letters followed by its repeat. The first time through nothing can be predicted. In the repeat every next letter can, but only from something seen the first time through, so some head has to look back. Where it looks is the question below.
page-trained-heads-p5 = <strong>Try</strong> your own letters, or a random run repeated. <strong>Notice</strong> that the layer-2 head's bright cells sit on the solid-outlined stripe from the repeat on, and that the model's guesses start being right at the same point. Then tick <em>Switch off layer 1</em>.
page-trained-heads-p6 = Two heads, two jobs. Layer 1 looks at the <em>previous token</em>, \( i - 1 \). Layer 2 looks at the token <em>after the earlier copy</em> of the current one: with a run of 8, the earlier copy sits at \( i - 8 \) and the token after it at \( i - 7 \), the induction stripe. This is the <em>induction head</em> (named by Elhage et al., 2021; Olsson et al., 2022, studied such heads at scale): it completes <span class="nowrap">\( \ldots A\,H \ldots A \to H \).</span> The dotted <em>duplicate-token</em> stripe, \( i - 8 \), would find the same letter again; neither head looks there. A map's title gives the head's mean weight on each stripe; the table under the maps averages 64 test sequences the model never trained on. Before the repeat, layer 2 has nothing to find and parks its weight on the query itself.
page-trained-heads-p7 = Switching off layer 1 shows that layer 2 needs it: on the default run its weight on the induction stripe falls from 0.89 to 0.17, and its right guesses in the repeat from 7 of 7 to 1 of 7.
page-trained-heads-edge-cases-short-periods = Edge cases: short periods, short runs, and guesses that hedge
page-trained-heads-p8 = <strong>Weight is not certainty.</strong> Where layer 2 is sure of the place, the guesses still give the letter between 22 and 50&nbsp;%. In training, random letters around a run often hold a chance earlier twin, so the model learned to hedge.
page-trained-heads-p9 = <strong>A short period makes the stripes overlap.</strong> In ABABABAB the token after the earlier copy of the current letter sits at \( i - 1 \), so it is also the previous token, and the stripes fall on the same cells. A stripe's mean weight then counts one head's weight under both names: on this sequence layer 1 reads as "induction 0.86" and layer 2 as "previous token 0.66". That is the overlap, not a change of job.
page-trained-heads-p10 = <strong>Short or often-repeated runs weaken the circuit.</strong> Layer 2's mean weight on the induction stripe is about 0.89 on the default run DKAHFBJCDKAHFBJC, but about 0.46 on ABCDEABCDE and 0.62 on ABCABCABCABC, each on that one sequence. Runs of 6 to 12 different letters, repeated once, show it best.
page-trained-heads-p11 = <strong>Past position 16, layer 1 stops looking back.</strong> On random letters its weight on the previous token is above 0.9 at most positions up to 15, about 0.6 at 16, 0.2 at 17 and under 0.1 from 18 on; the first map of the circuit, further down, shows its stripe fading there too. A head learns a job only where the job lowers the loss. Layer 1's "the token before me" is read only at the keys layer 2 looks for, the positions of a run the first time through. In training, where a run of 2 to 12 letters repeats at a random place in 24, position 8 is such a key in 62&nbsp;% of sequences, position 17 in 8&nbsp;% and position 20 in 2&nbsp;%. So on a run repeated late, the model guesses worse.
page-trained-heads-circuit = The circuit
page-trained-heads-p12 = A head can only compare what is <em>at</em> positions \( i \) and \( j \) now. In layer 1 that is a token and a position: it can find "the earlier A", but not "the token whose <em>predecessor</em> was A", a fact about two positions that no key holds yet. The textbook circuit (Elhage et al., 2021) builds it with two heads in three moves, each adding its output to the residual stream \( x \).
page-trained-heads-label3 = The sequence … A H … A ?, positions j − 1, j, i and i + 1. Arrow 1, layer 1: from A at j − 1 to H at j, which now also holds +A. Link 2, layer 2, a match and not a flow: the query of the second A at i matches the key +A at j. Arrow 3: H at j is copied into position i. Then W_U, from i to the question mark: the guess for the next letter.
page-trained-heads-text13 = matches
page-trained-heads-text14 = layer 1
page-trained-heads-text15 = layer 2
page-trained-heads-p13 = The induction circuit on a repeat, … A H … A ?
page-trained-heads-li1 = <strong>Layer 1</strong> (dashed): at \( j \), it looks back at \( j - 1 \), from the positions alone, and adds, roughly, <span class="nowrap">\( u_j = e(\mathrm{A})\, W_V^{(1)} W_O^{(1)} \)</span> to H's position, +A: “the token before me was A”. So \( u_j \) is what layer 1 adds at the position right after an A.
page-trained-heads-li2 = <strong>Layer 2</strong>: at the second A, \( i \), its query (“I am A”) matches the key at \( j \), which now holds +A, so it attends there. (The dotted link is a match between a query and a key; nothing moves along it.)
page-trained-heads-li3 = Layer 2 copies H, the letter at \( j \), into position \( i \) (arrow 3): it adds \( e(\mathrm{H})\, W_V^{(2)} W_O^{(2)} \). At \( i \), \( W_U \) turns it into the guess for the next letter, the one at <span class="nowrap">\( i + 1 \): ? is H.</span>
page-trained-heads-p14 = <strong>One position, traced.</strong> In DKAHFBJCDKAHFBJC take the H at \( j = 3 \): before layer 1, \( x_3 = e(\mathrm{H}) + p_3 \). Layer 1 puts 0.86 of its weight on position 2, the A, and the other 0.14 on positions 0, 1 and 3, and adds the whole vectors it reads, letter and position, through \( W_V^{(1)} W_O^{(1)} \):
page-trained-heads-p15 = with “…” the same for the other 0.14. The circuit keeps only the letter part and rounds its weight to 1: \( u_j = e(\mathrm{A})\, W_V^{(1)} W_O^{(1)} \), the +A of the figure, so \( x_j \approx e(t_j) + p_j + u_j \).
page-trained-heads-p16 = <strong>Move 2 is K-composition:</strong> layer 2's key at \( j \) is that sum times \( W_K^{(2)} \), so it is the sum of the parts' keys, and its score against the query's letter \( e(t_i) \) holds two terms that compare letters: 2a with the letter layer 1 wrote, 2b with the key's own letter.
page-trained-heads-p17 = If training makes 2a large when \( t_{j-1} = t_i \), the head attends right after the earlier A: the induction stripe. A one-layer model has only terms like 2b, and matching there finds the earlier A itself, not the H after it.
page-trained-heads-p18 = <strong>What the rounding drops.</strong> At the second A, \( i = 10 \), against \( j = 3 \), term 2a is 10.5 with \( u_3 \) and 9.4 with all that layer 1 really wrote at position 3, positions and the other 0.14 included. The match holds: layer 2's whole score there, all nine terms of the box below, is 8.2; the next highest in that row is 0.9.
page-trained-heads-go-deeper-layer-2 = Go deeper: the layer-2 score, all nine terms
page-trained-heads-p19 = Write \( x_i \) for the residual stream at position \( i \), at first \( e(t_i) + p_i \). Each head scores and adds as every head in this course does:
page-trained-heads-p20 = After layer 1, \( x_i = e(t_i) + p_i + u_i \) at every position, with <span class="nowrap">\( u_i = e(t_{i-1})\, W_V^{(1)} W_O^{(1)} \)</span> where layer 1 looks back one step. Layer 2's score is a product of that sum at \( i \) and the same sum at \( j \), so it splits into three times three terms:
page-trained-heads-p21 = Terms 2a and 2b are the two with the query's letter, \( a = e(t_i) \), against \( b = u_j \) and \( b = e(t_j) \). The third with the query's letter reads the key's position \( p_j \); the other six start from the query's position \( p_i \) or from \( u_i \), what layer 1 wrote at the query.
page-trained-heads-p22 = The maps below read the three moves from the weights alone, with no sequence run through: layer 1's scores from positions, terms 2a and 2b for every pair of letters on the same colours, and move 3's copying. In their titles \( a \) is the query's letter, \( b \) the key's, and \( u(b) \) what layer 1 adds at the position right after a \( b \) (the +A of the figure, when \( b \) is A).
page-trained-heads-p23 = <strong>Read one cell</strong> before you predict. Row A, column A of map 2a holds 10.5. It is one part of layer 2's score between a query whose letter is A and a key right after an earlier A: in DKAHFBJCDKAHFBJC, the second A at \( i = 10 \) and H at \( j = 3 \). Rounded as above, layer 1 adds <span class="nowrap">\( u(\mathrm{A}) = e(\mathrm{A})\, W_V^{(1)} W_O^{(1)} \)</span> to \( x_3 \). Layer 2's key reads it as \( u(\mathrm{A})\, W_K^{(2)} \), its query at \( i \) is \( e(\mathrm{A})\, W_Q^{(2)} \), 32 numbers each, and their dot product divided by \( \sqrt{32} \) is 10.5. The rest of row A lies between −2.8 and 0.7: before softmax, and before the score’s other terms are added, a key that holds +A stands far above the others.
page-trained-heads-p24 = <strong>Try</strong> the arrow keys or the pointer on maps 2a and 2b, the same query letter in both. <strong>Notice</strong> which of the two has a bright diagonal, and that map 3's diagonal says the letter looked at is the letter predicted.
page-trained-heads-p25 = Only the composed term has a bright diagonal. On 64 test sequences layer 1 puts a mean 0.91 of its weight on the previous token and layer 2 a mean 0.85 on the induction target: one head moves information into place so that the other's query and key can meet.
page-trained-heads-train-one-yourself = Train one yourself
page-trained-heads-p26 = Below, the same model trains from random weights in a background thread: each step is one Adam update on 16 sequences of 24 random letters in which a run of 2 to 12 different letters repeats at once, at a random place. Two losses are tracked, on the run the first time and on its repeat. Every 25 steps each head's mean weight on each stripe is measured on 32 test sequences (half the 64 used for the shipped model, to keep training quick), and two maps show each layer on DKAHFBJCDKAHFBJC.
page-trained-heads-p27 = <strong>Try</strong> Play with two layers, then switch to one layer and play again (the two-layer run stays as a faint line). <strong>Notice</strong> the repeat's loss beside the first time's, layer 2's induction weight against the dotted 0.8 line, and the layer-2 map's stripe, all at the same steps.
page-trained-heads-p28 = With the default seed the repeat's loss stays near chance for about 800 steps while layer 1's previous-token weight creeps from about 0.1 to 0.3. Then, within some 200 steps, it reaches 0.8, layer 2's induction weight goes from about 0.1 to 0.8, and the repeat's loss falls from chance to about 1.6, then below 1. Why so sudden? Neither part lowers the loss much alone: what layer 1 writes is worth little until a layer-2 key reads it, and a layer-2 head that looks for it finds nothing until layer 1 writes it. The gradient toward each part grows as the other grows.
page-trained-heads-p29 = The repeat's loss levels off near 0.9, not 0: the first letter of a repeat cannot be known, and chance twins outside the run mislead the head. The one-layer control never gets there: after 2000 steps its induction weight is about 0.01 and its repeat loss about 2.45, chance. <strong>Not every seed gets there.</strong> Of seeds 0 to 15, two layers formed an induction head by step 2000 with 9 (at steps 650 to 1950) and not with the other 7; seed 6, trained on to step 6000, still has none. Gradient descent finds the circuit often, not always.

## Pages' prose, chapter 6 (page-*)

page-misconceptions-toc = Misconceptions and bugs
page-misconceptions-title = Four misconceptions, eight bugs
page-misconceptions-p1 = Four wrong ideas about attention come up again and again. Each one below gets a short answer and a live check, or a link back to the section that already settles it. After them come eight bugs that real implementations ship with, from every chapter: the code runs, the shapes are right, and the numbers are still wrong.
page-misconceptions-q-k-v-are = “Q, K and V are the input embeddings”
page-misconceptions-p2 = They are three <em>projections</em> of the embeddings, \( q_i = x_i W_Q \), \( k_i = x_i W_K \), \( v_i = x_i W_V \), through three different learned matrices. So one token enters as one vector and leaves as three, each \( d_k \) (or \( d_v \)) wide instead of \( d_{\text{model}} \). Below, one token’s four vectors side by side; the full matrices, with a slider for every width, are in <a href="#qkv">Queries, keys and values</a>.
page-misconceptions-p3 = <strong>Try</strong> another token, then another seed. <strong>Notice</strong> that \( x \), \( q \), \( k \) and \( v \) are four different vectors, and that only \( x \) is \( d_{\text{model}} \) wide.
page-misconceptions-attention-just-similarity-search = “Attention is just similarity search”
page-misconceptions-p4 = Plain similarity would score token \( i \) against token \( j \) by \( x_i \cdot x_j \): symmetric, and fixed by the embeddings. Attention scores \( q_i \cdot k_j = x_i\, W_Q W_K^{\mathsf T} x_j^{\mathsf T} \), a comparison shaped by learned matrices that need not be symmetric. The switch “Use \( X \) directly” in <a href="#qkv">Queries, keys and values</a> shows the plain version; here both rank the keys side by side.
page-misconceptions-p5 = <strong>Try</strong> a few seeds. <strong>Notice</strong> that the plain ranking never moves, while the learned one does: the seed draws new projection matrices, not new embeddings.
page-misconceptions-softmax-picks-one-position = “Softmax picks one position”
page-misconceptions-p6 = Softmax is a smooth stand-in for argmax, which picks the single largest score: where argmax would give the top key everything, softmax hands every key a share that grows with its score. Dividing the scores by a temperature \( T \) before the softmax shows the whole range. As \( T \to 0 \) the top score takes nearly all the weight, a hard selection. As \( T \) grows the \( n \) weights approach \( 1/n \) each, and their entropy, a measure of how spread out they are, approaches its ceiling \( \ln n \). Attention runs at \( T = 1 \) on scores already divided by \( \sqrt{d_k} \) (that division <em>is</em> a temperature), so its weights usually spread over several keys.
page-misconceptions-p7 = <strong>Try</strong> the temperature from its lowest to its highest. <strong>Notice</strong> that near 0 one key takes nearly everything, at the top the weights are nearly even, and at \( T = 1 \) every key keeps a share.
page-misconceptions-every-transformer-needs-causal = “Every transformer needs a causal mask”
page-misconceptions-p8 = Only a model that must not see the future hides later keys: a <em>decoder</em>, the part of a model that writes text left to right, one token at a time (GPT is one), and it needs the mask in training as much as in generation. An <em>encoder</em>, which reads a whole input to represent it (BERT is one), needs none. Nor does <em>cross-attention</em>, where the queries come from one sequence (the text being written) and the keys and values from another that is known in full (say, the sentence being translated), so its scores are \( (n_q, n_k) \), one row per query and one column per key of the other sequence. A <em>padding</em> mask is another matter: any of them needs one when a batch holds sequences of different lengths, padded to one size, so that no query looks at the padding. The demo in <a href="#masking">Masking</a> turns the causal mask off and on over the same scores.
page-misconceptions-eight-bugs-that-raise = Eight bugs that raise no error
page-misconceptions-p9 = Each of these is one changed line or setting, and each still returns a matrix of the right shape. Spot the first three yourself: each comes with its code and a question before the page runs it, right and wrong, on the same random \( Q \), \( K \) and \( V \).
page-misconceptions-spot-bug-online-softmax = Spot the bug: online softmax without its rescale
page-misconceptions-p10 = <a href="#online-softmax">Online softmax</a> reads the keys a chunk at a time. When a chunk raises the running maximum from \( m \) to \( m' \), the sum \( \ell \) and the output \( o \) kept so far must be multiplied by \( e^{m - m'} \) before the chunk’s terms are added. Leave that line out and nothing complains.
page-misconceptions-p11 = <strong>Try</strong> a few seeds until a row comes out exact. <strong>Notice</strong> what that row’s maximum did after the first chunk.
page-misconceptions-spot-bug-mask-after = Spot the bug: the mask after the softmax
page-misconceptions-p12 = <a href="#masking">Masking</a> writes \( -\infty \) into the scores a query may not see, before the softmax. What if the code zeroes those weights after the softmax instead? The hidden keys get 0 either way; predict what else changes, in the weights the others keep and in the <a href="#learning">backward pass</a>.
page-misconceptions-p13 = <strong>Try</strong> another seed. <strong>Notice</strong> that the last row, which hides nothing, is the only one that still sums to 1.
page-misconceptions-spot-bug-induction-head = Spot the bug: an induction head in one layer
page-misconceptions-p14 = The <a href="#trained-heads">trained heads</a> copy a repeated run of letters with two heads, one per layer. The same recipe with one layer trains just as long and raises no error.
page-misconceptions-p15 = <strong>Try</strong> another seed: it draws other runs of letters. <strong>Notice</strong> the stripe in the two-layer map, where each letter of the repeat looks at the letter that followed its earlier copy, and that the one-layer map has none.
page-misconceptions-all-eight-side-side = All eight side by side
page-misconceptions-p16 = Five more, each the same kind of one-line slip:
page-misconceptions-li1 = <strong>Dividing by \( \sqrt{d_{\text{model}}} \).</strong> The variance of a score is \( d_k \), not \( d_{\text{model}} \). Too large a divisor flattens the weights.
page-misconceptions-li2 = <strong>Softmax over the wrong axis.</strong> Normalising each column instead of each row: the rows no longer sum to 1, the columns do.
page-misconceptions-li3 = <strong>Scaling after the softmax.</strong> The rows sum to \( 1/\sqrt{d_k} \), and the softmax has already saturated on the unscaled scores.
page-misconceptions-li4 = <strong>Masking with 0.</strong> A score of 0 is an ordinary score, with \( e^0 = 1 \): future tokens still get weight.
page-misconceptions-li5 = <strong>Splitting heads without the transpose.</strong> <code>Q.reshape(h, n, d_k)</code> has the shape of the right split, but head 1 gets the first \( n \cdot d_k \) numbers of \( Q \) (whole rows of the first tokens) instead of piece 1 of every token (<a href="#heads-split">Many heads</a>).
page-misconceptions-p17 = <strong>Try</strong> each bug in turn. <strong>Notice</strong> that every buggy version returns weights of the right shape, and only its table gives it away.
page-takeaways-toc = Takeaways and exercises
page-takeaways-title = What to remember
page-takeaways-p1 = Ten questions, one for each idea the course built. Answer each aloud or on paper first, then open it to compare: recalling an idea, not rereading it, is what makes it stay.
page-takeaways-where-do-come-from = Where do \( Q \), \( K \) and \( V \) come from, and why three of them?
page-takeaways-p2 = <strong>Three projections of one input.</strong> \( Q = XW_Q \), \( K = XW_K \), \( V = XW_V \): the same embeddings, mapped three ways, so a token can describe what it looks for, what it can be found by and what it passes on independently.
page-takeaways-what-do-scores-measure = What do the scores \( QK^{\mathsf T} \) measure, and what is their shape?
page-takeaways-p3 = <strong>Scores are learned similarity.</strong> \( QK^{\mathsf T} \) has one entry per query–key pair, shape \( (n, n) \) in self-attention. It measures similarity through \( W_Q W_K^{\mathsf T} \), not between raw embeddings, and it need not be symmetric.
page-takeaways-why-are-scores-divided = Why are the scores divided by \( \sqrt{d_k} \)?
page-takeaways-p4 = <strong>A dot product’s variance grows with \( d_k \), so divide by \( \sqrt{d_k} \).</strong> A dot product of \( d_k \) independent unit-variance terms has variance \( d_k \). Scaling brings the scores back to standard deviation about 1, so softmax stays out of saturation and its gradients stay alive.
page-takeaways-along-which-axis-does = Along which axis does softmax run, and what does it make of a row?
page-takeaways-p5 = <strong>Softmax runs along the keys.</strong> Each query’s row becomes a probability distribution: weights that sum to 1, positive for every key that is not masked. It is soft: one-hot only when a score dwarfs the others.
page-takeaways-how-key-hidden-from = How is a key hidden from a query, and when is a mask needed?
page-takeaways-p6 = <strong>Mask with \( -\infty \): the causal mask in every decoder, the padding mask whenever a batch is padded.</strong> Decoders hide future keys, in training as much as in generation; encoders and cross-attention see every real token. A batch of sentences padded to one length hides the padding from every query, whatever the model. A mask of 0 hides nothing.
page-takeaways-what-output-what-shape = What is the output, and what is its shape?
page-takeaways-p7 = <strong>The output is an average of values.</strong> \( O = PV \): the weights \( P \) \( (n, n) \) times \( V \) \( (n, d_v) \) give \( O \) \( (n, d_v) \), and its row \( O_i = \sum_j w_{ij} v_j \) is a weighted average of the values that token \( i \) may see.
page-takeaways-what-do-heads-cost = What do \( h \) heads cost, compared with one head of the full width?
page-takeaways-p8 = <strong>Heads split the width, not the budget.</strong> \( h \) heads of width \( d_{\text{model}}/h \) cost about what one full-width head does, and each can learn a different relation; \( W_O \) mixes their concatenated outputs.
page-takeaways-how-are-learned-what = How are \( W_Q \), \( W_K \) and \( W_V \) learned, and what does the gradient do at the softmax?
page-takeaways-p9 = <strong>All of it is differentiable.</strong> \( W_Q \), \( W_K \), \( W_V \) and \( W_O \) are ordinary parameters, trained by gradient descent like the rest of the network. Through softmax the gradient is \( dZ = P \odot \big(dP - \operatorname{rowsum}(dP \odot P)\big) \): a masked key, whose weight is 0, gets none, and a saturated row gets almost none.
page-takeaways-how-can-softmax-be = How can softmax be computed without seeing the whole row at once?
page-takeaways-p10 = <strong>Softmax need not see the whole row.</strong> Online softmax reads the keys a chunk at a time, keeping per query only a running maximum \( m \), sum \( \ell \) and output \( o \); when the maximum rises, the old \( \ell \) and \( o \) are multiplied by \( e^{m - m'} \) first. The result is exact, and memory grows with \( n \), not \( n^2 \).
page-takeaways-why-does-induction-head = Why does an induction head take two layers?
page-takeaways-p11 = <strong>An induction head takes two layers.</strong> A layer-1 head copies each token’s previous token into its position; a layer-2 head then finds the earlier copy of the current token and reads the token after it. One layer alone cannot: no position yet holds what came before it.
page-takeaways-can-you-keep-promise = Can you keep the promise?
page-takeaways-p12 = The course promised that you could derive the formula, explain every shape and reproduce the softmax numerics on a toy example without looking anything up. Each step ends with its exercises, where it is learned; these checkpoints test the promise itself:
page-takeaways-li1 = <a href="#checkpoint-derive">The formula put together from its parts</a>, with a reason for each part;
page-takeaways-li2 = <a href="#checkpoint-shapes">Every shape in the formula</a>, and <a href="#checkpoint-heads">the shapes of multi-head attention</a>;
page-takeaways-li3 = <a href="#checkpoint-numerics">softmax’s numerics in float32</a>, naive against stable;
page-takeaways-li4 = <a href="#checkpoint-by-hand">one row of the worked example by hand</a>, from the scores to the output.
page-takeaways-p13 = Each draws numbers of its own for you, and “New numbers” (on the formula, “Start again, new draw”) draws fresh ones, so a pass from weeks ago can be tested again today. The home page ticks a promise only for a pass without help.
page-takeaways-capstone-one-head-start = Capstone: one head, start to finish
page-takeaways-p14 = One query of one head, from chapters 1 to 4: the layer’s shapes, the scores scaled by \( \sqrt{d_k} \), the causal mask, the stable softmax, the same row read a chunk at a time, as <a href="#online-softmax">online softmax</a> reads it, the output, and then <a href="#backward">the backward pass</a> through the softmax: the gradient that reaches each score. Each step asks for a result, not a method: the method appears in a hint only after a wrong entry. The numbers are yours alone, and the page checks each step.
page-takeaways-more-practice-six-more = More practice: six more exercises, each one step further
page-takeaways-practise-again = Practise again
page-takeaways-p15 = Six more, one step further than the exercises where each idea was learned, from chapter 1 to chapter 5. Work each out on paper first; a wrong answer gets a hint, and the answer is one more click away.

`;
