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
check-shape-answer-separator = {"; "}
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
check-capstone-backward-ask = Training sends a gradient back to this row’s weights: dp_{"{"}j{"}"} = ∂L/∂p_j, in the last table. What gradient reaches each score z_j, dz_{"{"}j{"}"} = ∂L/∂z_j? Use your weights; key { $key } too.
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
# A wrong step: the first wrong box ($first) and how many are wrong, then the hint aimed at the mistake.
check-verdict-not-yet = Not yet: { $count ->
    [one] { $first } is off.
   *[other] { $count } of { $total } entries are off, the first { $first }.
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
# Between two whole sentences of a verdict.
check-sentence-separator = {" "}
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
