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

# derivation.js: two sentences of feedback, one after the other (as the language spaces sentences).
course-derive-sentences = { $first } { $second }
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
course-derive-reasons-wrong = { $wrong ->
    [one] Not yet: { $wrong } of { $total } reasons is off; each says why below.
   *[other] Not yet: { $wrong } of { $total } reasons are off; each says why below.
}
# One question with its right answer; $answers: these, one after another.
course-derive-reason-answer = { $question } { $answer }
course-derive-reasons-answer = Answer: { $answers }

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
