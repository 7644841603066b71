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
qkv-x-note-mixed = Rows 1–{ $toy }: the toy embeddings of “The cat sat down” that chapter 2 works through by hand; rows { $next }–{ $n }: uniform random numbers (seed { $seed }), drawn live, standing in for a learned embedding table.
qkv-x-note-random = One row per token: uniform random numbers (seed { $seed }), drawn live, standing in for a learned embedding table.
qkv-x-note-direct = { $provenance } With the switch on, Q, K and V are all this matrix: there are no parameters to learn, and d_k and d_v are unused (every width is d_model).
qkv-verdict-one-token = With one token there is no pair to compare.
# $ij and $ji are S_{ij} and S_{ji} (rich text with subscripts).
qkv-verdict-symmetric = Symmetric: { $ij } = { $ji } exactly, in all { $pairs } pairs. Token i likes j precisely as much as j likes i.
# $ij is S with the two tokens as subscripts, $sij its value.
qkv-verdict-asymmetric = Not symmetric: { $ij } = { $sij } but { $ji } = { $sji }. Who asks matters.
qkv-verdict-diagonal-direct = In { $wins } of { $n } rows the token’s own key gets the top score (the boxed diagonal): x·x = |x|², and x·y can only beat it when y is longer than x.
qkv-verdict-diagonal-projected = In { $wins } of { $n } rows the token’s own key gets the top score (the boxed diagonal). With projections the diagonal has no special status: the query and the key of the same token are different vectors.
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
walkthrough-dk-hint = Width of each query and key. Whole number, { $min } to { $max }.
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

## Page shell and home page (site-*)

## Pages' prose, chapter 1 (page-*)

## Pages' prose, chapter 2 (page-*)

## Pages' prose, chapter 3 (page-*)

## Pages' prose, chapter 4 (page-*)

## Pages' prose, chapter 5 (page-*)

## Pages' prose, chapter 6 (page-*)

`;
