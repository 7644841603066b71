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
