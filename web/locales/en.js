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

# The verdict under a prediction. $answer: what the reader predicted (a choice's label, a shape, a number); $verdict: the judgement after it.
predict-verdict-shown = The answer: { $answer }
predict-verdict-predicted = You predicted “{ $answer }”. { $verdict }
predict-verdict-predicted-before = Your prediction was “{ $answer }”. { $verdict }
predict-right = Right. { $why }
# A sketch within reach of the real weights.
predict-close = Close. { $why }
# Two whole sentences in a row: what the answer mistook, then why.
predict-sentences = { $first } { $second }
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
predict-leans-toward-prompt = In the example this chapter ends with (“The cat sat down”, seed 42, random projections, no mask: every word sees every other), softmax gives the query “{ $query }” the weights { $weights }: they add up to 1. The first coordinates of those four value vectors are { $values }. The output of “{ $query }” is the weighted sum w_1·v_1 + … + w_{ $n }·v_{ $n }. Which is its first coordinate closest to?
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
predict-online-rescale-explain = Keys read before the maximum rose get too much weight: in row “{ $token }”, keys 1–2 get { $wrong } instead of { $right }, computed live.

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
