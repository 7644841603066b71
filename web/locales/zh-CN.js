// The course in Simplified Chinese: en.js translated, message for message
// (see en.js for the syntax). Formulas are copied exactly; the build fails
// a formula that differs from English.
export default String.raw`
## Shared: the language switch, words for counts and states (lib/text, lib/host)

language-switch = 语言

## Core errors (lib/core)

## Fields (lib/fields)

## Widgets' frame, figures and exports (lib/widget, figures)

## Course manifest and page scripts (course.mjs, page/*.js)

## Course machinery (lib/course: derivation, formula answers, answers, feedback, aids, progress)

# feedback.js: a checkpoint's status line after a reload gave back the steps passed ($kept of them); $numbers: whether its steps hold numbers (yes/no).
course-kept-status = { $numbers ->
    [yes] { $kept ->
        [1] 第 1 步仍是你离开时的样子，数字也没变；第 { $next } 步已开放。
       *[other] 第 1–{ $kept } 步仍是你离开时的样子，数字也没变；第 { $next } 步已开放。
    }
   *[no] { $kept ->
        [1] 第 1 步仍是你离开时的样子；第 { $next } 步已开放。
       *[other] 第 1–{ $kept } 步仍是你离开时的样子；第 { $next } 步已开放。
    }
}
course-kept-with-help = 你在通过这一步之前查看了它的答案。

# code-lines.js: the accessible name of a block of numpy lines, and the words a screen reader says before a buggy line.
course-code-label = 代码（numpy）
course-code-label-buggy = { $label }，有错的行已标出
course-code-buggy-line = 有错的行：

# after-reveal.js: the note in place of an exercise or checkpoint that waits for the prediction above it. $what: Exercise or Checkpoint.
course-after-reveal-kicker = { $what ->
    [Exercise] 练习 · 预测之后
    [Checkpoint] 检查点 · 预测之后
   *[other] { $what } · 预测之后
}
course-after-reveal-waiting = 回答上方的预测，或在那里点“直接告诉我答案”后，这里就会开放。
course-after-reveal-same-prediction = 这一题和上面那题一样，要等同一个预测答完才开放。
course-after-reveal-asks = 预测问的是什么
course-after-reveal-back = 回到问题

# course-element.js: a course element that cannot be shown. $element: its tag name; $name: the name it was given.
course-element-unknown-name = 没有名为“{ $name }”的 { $element }。
course-element-solve-failed = 无法算出这道题的数字：{ $error }

# sketch.js: a sketch answer, one bar per weight, dragged between 0 and 1. $step and $page: how far the keys move a bar.
course-sketch-keys = 方向键每次把柱子移动 { $step }，Page Up 和 Page Down 每次移动 { $page }，Home 和 End 分别移到 0 和 1。
course-sketch-legend = 虚线：每根柱子的起始位置。
course-sketch-legend-answered = 虚线：每根柱子的起始位置。实线：实时算出的真实权重。
# $off: yes when the bars do not add up to 1.
course-sketch-sum = { $off ->
    [yes] 你的柱子加起来是 { $total }：一行权重加起来应为 1。
   *[no] 你的柱子加起来是 { $total }。
}
course-sketch-bar = { $label } 的权重
course-sketch-bar-start = 起始值 { $value }
course-sketch-bar-answer = 实时算出：{ $value }

# answer-field.js: the boxes a reader answers in.
course-field-shape-placeholder = (行, 列)
course-field-pick-one = 请先选一个答案。
course-field-sketch-unmoved = 你还没有移动任何柱子，这等于预测每个权重都停在起始位置。若你正是这样预测，请再提交一次；否则先拖动一根柱子（或选中它后用方向键）。

# aids.js: what a widget says when asked for the numbers of the reader's checkpoint (above or below it on the page) before that checkpoint is passed.
course-aid-locked = { $where ->
    [above] 这些是你上方检查点的数字：等你通过了那个检查点，或在那里求助过（查看某一步的答案），这个组件才会显示它们。
   *[below] 这些是你下方检查点的数字：等你通过了那个检查点，或在那里求助过（查看某一步的答案），这个组件才会显示它们。
}
# Appended to the shape calculator's summary while it is locked; it starts with the space (if any) the language puts before a parenthesis.
course-aid-calculator-note = （在通过下方的形状检查点之前打开它，算作求助）

# promise.js: beside each item of the home page's promise, and each practice checkpoint.
course-promise-checked-once = 已在不求助的情况下通过检查。要确认你记得住，请改天用新的数字再通过一次
course-promise-checked-again = 已在两个不同的日子不求助通过检查：完成
course-promise-not-checked = 尚未检查
course-promise-passed-count = { $total } 个检查点中已有 { $passed } 个不求助通过
# $count: course-promise-not-checked or course-promise-passed-count; $why: which passes did not count (helped, earlier or both).
course-promise-not-counted = { $why ->
    [helped] { $count }；求助后的通过不算数：请不求助再通过一次
    [earlier] { $count }；你还没有自己的数字时的通过不算数：请再通过一次
   *[both] { $count }；求助后的通过不算数：请不求助再通过一次；你还没有自己的数字时的通过不算数：请再通过一次
}
course-practice-not-done = 尚未完成
course-practice-done = 已完成，未求助
course-practice-done-with-help = 已完成，求助过
course-practice-done-earlier = 已完成，但那时你还没有自己的数字

# progress-file.js: a progress file the reader loads that cannot be read.
course-progress-file-empty = 这个文件是空的。你的进度没有改变。
course-progress-file-too-large = 这个文件太大，不可能是进度文件。你的进度没有改变。
course-progress-file-not-json = 这个文件不是进度文件（它不是 JSON）。你的进度没有改变。
course-progress-file-not-ours = 这个文件不是 Attention Math 的进度文件。你的进度没有改变。
course-progress-file-version = 这个进度文件是第 { $version } 版；本页面读取第 { $reads } 版。你的进度没有改变。
course-progress-file-no-progress = 这个进度文件里没有任何进度。你的进度没有改变。

# review.js: what the review deck asks now ($reviews: cards due again, $fresh: questions never answered).
course-review-due-both = 有 { $reviews } 道题到了复习时间，另有 { $fresh } 道新题。请凭记忆作答。
course-review-due = 有 { $reviews } 道题到了复习时间。请凭记忆作答。
course-review-due-new = 你已开始的各章中有 { $fresh } 道新题。请凭记忆作答。
course-review-answer-from-memory = 请凭记忆作答。
# When a question comes back, as a phrase inside the page's sentence ("Next review in 3 days.").
course-review-in = { $unit ->
    [minutes] { $count } 分钟后
    [hours] { $count } 小时后
   *[days] { $count } 天后
}

# answers.js: what a box says of an answer it cannot read. $text: what the reader typed (cut at 24 characters).
course-answer-enter-number = 请输入一个数。
course-answer-not-percentage = “{ $text }”不是百分数。请写成例如 50%。
course-answer-divide-by-zero = 分数的分母不能是 0。
# $also: the other spellings this answer takes (percent: 50%; special: NaN and −∞; both; none).
course-answer-not-number = { $also ->
    [percent] “{ $text }”不是一个数。请用数字书写，例如 8、0.5、.5 或 1/2，也可以写 50%。
    [special] “{ $text }”不是一个数。请用数字书写，例如 8、0.5、.5 或 1/2，也可以写 NaN 或 −∞。
    [both] “{ $text }”不是一个数。请用数字书写，例如 8、0.5、.5 或 1/2，也可以写 50%、NaN 或 −∞。
   *[none] “{ $text }”不是一个数。请用数字书写，例如 8、0.5、.5 或 1/2。
}
course-answer-not-shape = 请把形状写成两个整数：(7, 7)、7,7 和 7x7 都可以。
course-answer-vector-length = 请输入 { $length } 个数，用逗号分隔，例如 { $example }（你输入了 { $given } 个）。
course-answer-vector-not-number = “{ $text }”不是一个数。
course-answer-vector-decimals = 每个数请写到小数点后 { $decimals } 位（你写的是 { $text }），例如 0.123。

# formula-answer.js: a formula typed from memory that cannot be read or does not fit. $text: the symbol or word turned away; $known: course-formula-known.
course-formula-known = Q、K、V、M、d_k、softmax、sqrt、^T 以及 + − · /
course-formula-frac-parts = \frac 需要两个花括号部分：\frac{"{"}…{"}"}{"{"}…{"}"}。
course-formula-unknown = “{ $text }”不是公式的一部分。请使用 { $known }。
# $end: yes when the formula stopped where this was expected.
course-formula-expected-parenthesis = { $end ->
    [yes] 公式结束之前缺少一个右括号。
   *[no] 这里应该是一个右括号。
}
course-formula-expected-equals = { $end ->
    [yes] 公式结束之前，axis 后面缺少“=”。
   *[no] axis 后面应该是“=”。
}
course-formula-expected-axis = { $end ->
    [yes] 公式结束之前缺少一个轴：0、1 或 −1。
   *[no] 这里应该是一个轴：0、1 或 −1。
}
# $name: softmax or sqrt.
course-formula-expected-call-parenthesis = { $end ->
    [yes] 公式结束之前缺少 { $name } 的右括号。
   *[no] 这里应该是 { $name } 的右括号。
}
course-formula-ends-too-soon = 公式还没写完就结束了。
course-formula-lone-t = 单独的 T 不是矩阵：把 Kᵀ 写成 K^T。
course-formula-cannot-start = 一项不能以“{ $text }”开头。
course-formula-bad-axis = 矩阵的轴是 0 和 1（或 −1），不能是 { $axis }。
course-formula-unexpected = 这里不应出现“{ $text }”。
course-formula-too-long = 这比公式所需的长度还长（最多 { $limit } 个字符）。
course-formula-empty = 请写出公式，可以使用 { $known }。
# What a shape is called when it is a single number (in the messages below, $a, $b, $shape and $output are shapes such as (n, d_k), or this).
course-formula-a-number = 一个数
# $transposed: yes when both sides are (n, d_k), as Q and K are.
course-formula-cannot-multiply = { $transposed ->
    [yes] { $a } 与 { $b } 不能相乘：内侧维度不一致。是不是漏了转置 Kᵀ？
   *[no] { $a } 与 { $b } 不能相乘：内侧维度不一致。
}
course-formula-shapes-differ = { $verb ->
    [add] { $a } 与 { $b } 不能相加：形状不同。
   *[subtract] { $a } 与 { $b } 不能相减：形状不同。
}
course-formula-softmax-of-number = softmax 把一行分数变成权重：它需要分数矩阵，而不是一个数。
course-formula-divide-by-matrix = 除以 { $shape }：这里只有数才能作除数。
course-formula-power-of-matrix = 这里只有数才能取幂；矩阵的转置写作 ^T。
course-formula-one-argument = { $name } 只接受一个参数。
course-formula-sqrt-of-matrix = 对 { $shape } 开方：这里要开方的是一个数，即 d_k。
course-formula-unreadable = 无法读懂这个公式。
course-formula-wrong-output-shape = 你的公式得到的是 { $shape }；输出应是 { $output }，每个词元一行、每行 d_v 个数。

# derivation.js: two sentences of feedback, one after the other (as the language spaces sentences).
course-derive-sentences = { $first }{ $second }
# derivation.js: the blank-slate derivation (chapter 2), step 1: the parts of the formula, pressed in order. Tiles that are words:
course-derive-tile-softmax-rows = softmax，逐行
course-derive-tile-softmax-columns = softmax，逐列
# Feedback on a part that does not belong. Numbers are the core's, on a random example of the reader's sizes: $low–$high the range of the rows' sums; $variance the variance of q·k; $dK, $dModel the reader's d_k and d_model.
course-derive-wrong-scores-turned = K·Qᵀ 是把 Q·Kᵀ 翻转过来：它的第 j 行是键 j 与每个查询的点积，所以沿这一行做 softmax，是把一个键分配给各个查询。这样每个查询的权重之和就不再是 1：在按你的维度随机生成的例子上，核心算出的和从 { $low } 到 { $high } 不等。
course-derive-wrong-softmax-columns = 逐列做 softmax，是把每个键分配给各个查询，一个查询的权重之和就不再是 1：在按你的维度随机生成的例子上，核心算出的和从 { $low } 到 { $high } 不等。查询的输出必须是值的平均，所以 softmax 沿每个查询的那一行进行。
course-derive-wrong-scale-model = d_model 是 X 的维度，不是 q 和 k 的维度。q·k 是 d_k 个乘积之和，所以它的方差约为 d_k（核心算出：d_k = { $dK } 时，2000 对随机向量的方差为 { $variance }）；除以 √d_model = √{ $dModel } 后方差是 { $scaled }，而不是 1，权重会趋于均匀。
course-derive-wrong-scale-width = 像求平均那样直接除以 d_k，方差会只剩约 1/d_k（核心算出：d_k = { $dK } 时为 { $variance }）：分数挤在 0 附近，权重趋于均匀。q·k 的标准差是 √d_k，所以除以 √d_k 才能让它回到 1。
course-derive-wrong-mask-times = 乘以由 0 和 1 组成的掩码，会让被遮住的键得到分数 0，而 e⁰ = 1 仍会分给它权重：在按你的维度随机生成、带因果掩码的例子上，第一个查询把 { $leaked } 的权重分给了它不该看到的键。M 在键可见处为 0，在被遮住处为 −∞，并且是加上去的：e^(−∞) = 0。
# What a missing part is for.
course-derive-missing-scores = 一切都从分数开始：每个查询与每个键做点积，即 Q·Kᵀ。
course-derive-missing-scale = 没有 ÷ √d_k，分数的分散程度会随 d_k 增长：d_k = 64 时，2000 对随机向量的 q·k 方差为 { $variance }（核心算出），对相差这么大的分数做 softmax，几乎全部权重都会落在一个键上，梯度接近 0。
course-derive-missing-mask = 公式为掩码 M 留了位置：在编码器中它处处为 0，在解码器中对角线以上为 −∞，这样每个查询只能看到允许它看的键。
course-derive-missing-softmax = 分数不是权重：分数可以是负数，一行之和也不是 1。softmax 逐行进行，把每个查询的分数变成权重。
course-derive-missing-values = 光有权重还不是输出：每个查询的输出是它对各行值的加权平均，即 · V。
# The verdict on the order pressed ($part: a tile's label; a feedback sentence above may follow).
course-derive-assembly-empty = 还不对：按作用于 Q、K、V 的先后顺序点选各个部分。
course-derive-assembly-stray = 还不对：{ $part } 不属于这个公式。
course-derive-assembly-twice = 还不对：{ $part } 出现了两次。每个部分只用一次。
course-derive-assembly-missing = 还不对：缺了一个部分。
course-derive-assembly-scores-first = 还不对：其他每个部分都作用在分数上，所以 Q·Kᵀ 要放在最前面。
course-derive-assembly-values-before-softmax = 还不对：· V 在 softmax 之后。输出用权重把各行值混合起来，所以必须先有权重；如果在 softmax 之前乘 V，V 混合的就是原始分数，softmax 作用的也就成了值，而不是查询与键的分数。
# $rowSum: what each row of weights sums to once divided by √d_k (the core).
course-derive-assembly-scale-after-softmax = 还不对：在 softmax 之后 ÷ √d_k，除的是权重而不是分数：每一行的和会变成 1/√d_k = { $rowSum }（核心算出，d_k = { $dK }），而缩放本要防止的饱和已经发生了。
course-derive-assembly-mask-after-softmax = 还不对：在 softmax 之后 + M 已经太晚了。softmax 已经把每一行分配完毕，被遮住的键也分到了份额；给权重加上 −∞，并不能把它的份额还给可见的键。掩码要在 softmax 之前加入，这时 e^(−∞) = 0，而且这一行的和仍然是 1。
course-derive-assembly-values-last = 还不对：· V 是最后一个部分，它得到的就是输出。
# $formula: Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k + M) · V
course-derive-assembly-right = 正确：{ $formula }。
course-derive-assembly-mask-first = 你在除法之前加了 M：(Q·Kᵀ + M) / √d_k 在这里结果相同，因为 M 只含 0 和 −∞，除以 √d_k 不会改变它们；不过公式通常把掩码写在缩放之后。
course-derive-assembly-answer = 答案：先 Q·Kᵀ，再 ÷ √d_k，再 + M，再逐行 softmax，最后 · V：{ $formula }。

# derivation.js, step 2: every matrix's shape in symbols. Matrices named in words:
course-derive-matrix-weights = softmax(…)，即权重
course-derive-matrix-output = 输出，即 · V
# Hints on the first wrong shape ($label: the matrix).
course-derive-shape-hint-swapped = 行和列写反了：每个词元占一行的矩阵有 n 行。
course-derive-shape-hint-rows = { $label } 每个词元占一行：共 n 行。
# $id: Q or K.
course-derive-shape-hint-qk-model = { $label } = X·W_{ $id }，W_{ $id } 把 X 的 d_model 列降到 d_k 列。
course-derive-shape-hint-qk-values = 查询和键共用维度 d_k，这样它们才能做点积；d_v 是值的维度。
course-derive-shape-hint-v-keys = 值有自己的维度 d_v；d_k 是查询和键的维度。
course-derive-shape-hint-v-model = V = X·W_V，W_V 把 X 的 d_model 列变成 d_v 列。
course-derive-shape-hint-scores = 每对查询与键一个分数：(n, d_k) 乘 (d_k, n) 得 (n, n)，d_k 个坐标在求和中消去了。
course-derive-shape-hint-mask = M 与分数逐元素相加，所以形状和分数相同：每对查询与键一个元素。
course-derive-shape-hint-weights = softmax 把每个分数变成一个权重，形状与分数相同。
course-derive-shape-hint-output-model = 单个头输出的维度是 V 的维度 d_v；只有多头注意力中的 W_O 才把它映射回 d_model。
course-derive-shape-hint-output = 权重 (n, n) 乘 V (n, d_v)：每个查询一行输出，宽度与一个值相同。
# The core's note on a matrix, by its key; $formula: X·W_Q, X·W_K or X·W_V; $note: the core's English note, for any other key.
course-derive-shape-hint-note = { $key ->
    [queries] { $label } 是 { $formula }：每个词元一个查询。
    [keys] { $label } 是 { $formula }：每个词元一个键。
    [values] { $label } 是 { $formula }：每个词元一个值。
   *[other] { $label } 是 { $note }。
}
# $problem: what the box could not read (course-derive-symbol-shape-…).
course-derive-shape-unreadable = { $label }：{ $problem }
course-derive-shapes-right = 正确。已在 n = { $n }、d_model = { $dModel }、d_k = { $dK }、d_v = { $dV } 时与核心给出的形状核对：d_k 只存在于 Q·Kᵀ 内部，输出是 (n, d_v)。
# $more: how many other matrices are off; a hint follows.
course-derive-shapes-off = { $more ->
    [0] 还不对：{ $label } 的形状不对。
   *[other] 还不对：{ $label } 以及另外 { $more } 个矩阵的形状不对。
}
# $shapes: each matrix with its shape, "Q (n, d_k); K (n, d_k); …".
course-derive-shapes-answer = 答案：{ $shapes }。
course-derive-symbol-shape-empty = 请用符号输入形状，例如 (n, d_k)。
course-derive-symbol-shape-bad = “{ $text }”不是用符号写的形状：请用 n、d_model、d_k 或 d_v 写成 (行, 列)，例如 (n, d_k)。

# derivation.js, step 3: why each part is where it is. Each question, its choices, and the feedback on each wrong choice (each wrong choice is a belief a reader could hold: keep it as plausible as the right one).
course-derive-reason-scale-question = 为什么要把分数除以 √d_k？
course-derive-reason-scale-variance = q·k 的分散程度随 d_k 增长；除以 √d_k 让它的方差回到 1 左右。
course-derive-reason-scale-overflow = 不除的话，向量较宽时 eᶻ 会溢出，权重会变成 Inf 或 NaN。
course-derive-reason-scale-overflow-feedback = 防止溢出是数值稳定的 softmax 的任务：减去这一行的最大分数，无论尺度多大，每个指数都 ≤ 0。未缩放的分数照样能算；只是它们过于分散，一个键拿走几乎全部权重，传到 W_Q 和 W_K 的梯度也随之消失。
course-derive-reason-scale-normalise = 为了让每一行权重之和都是 1，无论 d_k 多大。
course-derive-reason-scale-normalise-feedback = 那是 softmax 的工作：无论分数除以什么常数，softmax 的每一行之和都是 1。√d_k 控制的是分数的分散程度。
course-derive-reason-scale-average = 为了把 q·k 变成它 d_k 个坐标上的平均。
course-derive-reason-scale-average-feedback = 求平均是除以 d_k，而不是 √d_k，这会让方差只剩约 1/d_k：分数接近 0，权重几乎均匀。√d_k 是 q·k 的标准差。
course-derive-reason-mask-question = 为什么掩码要在 softmax 之前加入？
course-derive-reason-mask-before = 这样 softmax 给被遮住的键的权重恰好是 0，而可见键的权重之和仍然是 1。
course-derive-reason-mask-equal = 这样 softmax 给被遮住的键的权重恰好是 0，并把它的份额平均分给可见的键。
course-derive-reason-mask-equal-feedback = 份额并不是平均分的：每个可见键的权重是它的 eᶻ 除以所有可见键的 eᶻ 之和，所以可见键之间的比例保持不变，权重大的键分到的更多。
course-derive-reason-mask-after = 只是为了速度：在 softmax 之后把被遮住的权重置零，输出是一样的。
course-derive-reason-mask-after-feedback = 在 softmax 之后置零，一行的和会小于 1：被遮住的键的份额丢失了，而没有分给可见的键。
course-derive-reason-mask-zero = 为了让被遮住的键得到分数 0，softmax 再把它变成权重 0。
course-derive-reason-mask-zero-feedback = 分数为 0 并没有遮住这个键：e⁰ = 1 仍会让它分到一份权重。要得到权重 0，分数得是 −∞（或一个极大的负数）。
course-derive-reason-rows-question = 为什么 softmax 要逐行进行？
course-derive-reason-rows-query = 一行就是一个查询，它把自己的注意力分配给各个键。
course-derive-reason-rows-columns = 一行就是一个键，它把自己的值分配给读取它的各个查询。
course-derive-reason-rows-columns-feedback = 分数矩阵的一行是一个查询（Q 的第 i 行与每个键的点积）。把一个键分配给各个查询是按列做 softmax：那样一个查询的权重之和不再是 1，它的输出也不再是值的平均。
course-derive-reason-rows-all = 为了让矩阵中全部 n² 个权重共用一份总和为 1 的预算。
course-derive-reason-rows-all-feedback = 逐行进行时，每一行都有自己的一份预算 1，所以整个矩阵之和是 n。如果 n² 个权重共用一份预算，每个查询的那一行只剩约 1/n，句子越长，它的输出就越小。
course-derive-reason-values-question = 为什么 V 放在最后？
course-derive-reason-values-average = 权重要到 softmax 之后才有；然后再用它们对 V 的各行求平均。
course-derive-reason-values-before = softmax 需要值来判断每个键有多重要。
course-derive-reason-values-before-feedback = 权重只来自分数 q·k：值对查询看向哪里没有任何影响。只有在权重确定之后，才对值求平均。
course-derive-reason-values-left = 乘积的顺序无所谓：权重 × V 与 V × 权重相同。
course-derive-reason-values-left-feedback = 矩阵乘法不满足交换律。除非 d_v = n，V (n, d_v) 乘权重 (n, n) 根本对不上；即使对得上，混合的也是坐标，而不是词元。
course-derive-reason-choose = 请选一个答案。
course-derive-reason-right = 正确。
# Before a wrong choice's feedback.
course-derive-reason-not-quite = 不完全对。
course-derive-reasons-right = 正确：每个部分的位置都有它的理由，而你把每个理由都说出来了。
course-derive-reasons-missing = 请为每个问题选一个答案（还有 { $missing } 个没选）。
course-derive-reasons-wrong = 还不对：{ $total } 个理由中有 { $wrong } 个不对；下面分别说明了原因。
# One question with its right answer; $answers: these, one after another.
course-derive-reason-answer = { $question }{ $answer }
course-derive-reasons-answer = 答案：{ $answers }

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
