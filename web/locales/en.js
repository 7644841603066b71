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
recall-placeholder-formula = Plain text, numpy or LaTeX: a transpose as ^T, a root as sqrt( )
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

## Chapters 3 to 6: widgets (elements)

## Page shell and home page (site-*)

## Pages' prose, chapter 1 (page-*)

## Pages' prose, chapter 2 (page-*)

## Pages' prose, chapter 3 (page-*)

## Pages' prose, chapter 4 (page-*)

## Pages' prose, chapter 5 (page-*)

## Pages' prose, chapter 6 (page-*)

`;
