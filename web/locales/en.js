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
page-masking-p2 = An allowed score stays as it was; a masked one becomes \( -\infty \).
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
page-weighted-sum-p1 = Softmax left query \( i \) with one weight \( w_{ij} \) per key \( j \) (row \( i \) of \( P \)). The content itself is in the <em>values</em>, the third projection of every token. The last step mixes them: query \( i \) takes every value vector \( v_j \) (row \( j \) of \( V \)), scales it by its weight, and adds the results:
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
page-online-softmax-p2 = Take one query and its scaled scores \( z_1, \dots, z_n \), one for each of the \( n \) keys. After the keys of the chunks seen so far, keep
page-online-softmax-p3 = \( m \) is the running maximum (\( m \) for maximum, as in the FlashAttention papers), \( \ell \) the running sum of exponentials, already shifted by \( m \) as the stable softmax wants, and \( o \) the output accumulator: the weighted sum of the values \( v_j \) (<a href="#weighted-sum">chapter 2, step 2</a>) before dividing by the sum. A new chunk \( C \) brings its own maximum, so the new running maximum is
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
page-learning-li1 = <strong>Tokens.</strong> Each of six tokens, at positions 0 to 5 (positions count from 0 throughout this chapter), is its position and its letter, written as two one-hot blocks (all zeros but a single 1) side by side: \( x = \operatorname{onehot}(\text{position}) \oplus \operatorname{onehot}(\text{letter}) \), where \( \oplus \) means “put next to each other”. So \( d_{\text{model}} = 6 + 3 = 9 \), and \( d_k = 6 \).
page-learning-li2 = <strong>Values.</strong> \( W_V = I \), the identity: each value is its token, so a token’s output is just the weighted average of the tokens it attends to.
page-learning-li3 = <strong>Loss.</strong> Each token’s output should equal one particular other token, <span class="nowrap">\( x_{t(i)} \):</span> \( L = \tfrac{1}{2}\lVert O_i - x_{t(i)} \rVert^2 \), averaged over 24 training sequences. It is 0 exactly when all of the weight sits on that token.
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
page-takeaways-p4 = <strong>Divide by \( \sqrt{d_k} \).</strong> A dot product of \( d_k \) independent unit-variance terms has variance \( d_k \). Scaling brings the scores back to standard deviation about 1, so softmax stays out of saturation and its gradients stay alive.
page-takeaways-along-which-axis-does = Along which axis does softmax run, and what does it make of a row?
page-takeaways-p5 = <strong>Softmax runs along the keys.</strong> Each query’s row becomes a probability distribution: weights that sum to 1, positive for every key that is not masked. It is soft: one-hot only when a score dwarfs the others.
page-takeaways-how-key-hidden-from = How is a key hidden from a query, and when is a mask needed?
page-takeaways-p6 = <strong>Mask with \( -\infty \): the causal mask in every decoder, the padding mask whenever a batch is padded.</strong> Decoders hide future keys, in training as much as in generation; encoders and cross-attention see every real token. A batch of sentences padded to one length hides the padding from every query, whatever the model. A mask of 0 hides nothing.
page-takeaways-what-output-what-shape = What is the output, and what is its shape?
page-takeaways-p7 = <strong>The output is an average of values.</strong> Weights \( (n, n) \) times \( V \) \( (n, d_v) \) gives \( (n, d_v) \): \( \text{Output}_i = \sum_j w_{ij} v_j \), a weighted mix of every value token \( i \) may see.
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
