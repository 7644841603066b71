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
multi-head-list-comma = {", "}
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
reshape-row-separator = {"; "}
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
heads-experiment-study = Trained from { $seeds } different random starts, the two narrow heads named both animals in every held-out sentence with { $narrowSolved } of { $seeds } seeds; the wide head with { $wideSolved } of { $seeds }, its best { $best } of { $sentences }.

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
online-softmax-list-comma = {", "}
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
learning-progress = Step { $step }: loss { $loss }; { $correct } of { $total } rows ({ $sequences } sequences × { $length } queries) put their largest weight on the right token; { $learned ->
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
trained-heads-link-join = { $first } { $second }
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

# The misconception demos (chapter 6). Shared: a list's separator.
misconception-list-comma = {", "}
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
misconception-similarity-changed = { $changed } of { $n } tokens rank a different key first once W_Q and W_K decide which features count.
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
misconception-temperature-one-hot = T = { $t }: practically one-hot. The top key has { $top }; this is what a hard selection would look like, and softmax only gets here when one score towers over the rest.
misconception-temperature-uniform-verdict = T = { $t }: nearly uniform. Entropy { $entropy } of a possible { $uniform } nats: every key gets about the same share.
misconception-temperature-soft = T = { $t }: soft. The top key gets { $top }, and even the lowest-scoring key keeps { $smallest }. Every position contributes to the output.

# <attention-misconception-bugs>: seven bugs that run without an error, each beside the correct code (the numpy lines stay as code). Tokens: I saw the red fox.
misconception-bugs-export-title = Misconception: common attention bugs
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
misconception-bugs-semicolon = {"; "}
misconception-bugs-two-layers-map = Layer 2’s head, two layers
misconception-bugs-one-layer-map = The only head, one layer
misconception-bugs-induction-caption = The next letter named, over { $runs } runs of { $letters } letters each followed by itself
misconception-bugs-column-model = model
misconception-bugs-column-first-run = right on the first run
misconception-bugs-column-repeat = right on the repeat
misconception-bugs-column-induction = induction score, last layer
misconception-bugs-row-two-layers = two layers ✓
misconception-bugs-row-one-layer = one layer ✗
misconception-bugs-verdict-one-layer = Both models were trained by the same recipe, for the same steps, on letter runs that repeat. On the repeat the two-layer model names the next letter { $twoRepeat } of the time, the one-layer model { $oneRepeat }; on the first run, where nothing foretells it, { $twoFirst } and { $oneFirst } (chance is 1 in 12, { $chance }). Layer 2 finds the earlier copy of the current letter through what layer 1 wrote at each position, the letter before it; with one layer no position holds that yet, and its head never became an induction head (score { $oneScore }, against { $twoScore }).
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

## Pages' prose, chapter 1 (page-*)

## Pages' prose, chapter 2 (page-*)

## Pages' prose, chapter 3 (page-*)

## Pages' prose, chapter 4 (page-*)

## Pages' prose, chapter 5 (page-*)

## Pages' prose, chapter 6 (page-*)

`;
