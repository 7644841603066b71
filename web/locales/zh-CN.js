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

## Predictions (lib/course/predictions.js)

## Checkpoints (lib/course/checkpoints.js)

# Naming the printed input that rounding moved most ("q at d = 2 is printed 0.462 but is 0.46187…").
check-input-q = q 在 d = { $d } 处
check-input-k = “{ $token }”的 k 在 d = { $d } 处
check-input-rounded = { $name }打印为 { $printed }，实际是 { $exact }…
# Words shared by several checkpoints: table corners and captions, entries, sources of a value.
check-corner-vector = 向量
check-corner-token = 词元
check-given-keys = 键向量 k_j，每个词元一行
check-output-entry = 输出，d = { $d }
check-from-your-weights = 由你的权重算得
check-output-keys = 你混合的是键。输出混合的是值向量 v_j。
# walkthrough/by-hand: one row of the worked example, with the reader's own seed.
check-by-hand-title = 手算：完整示例中的一行
check-by-hand-after-pass = 你的数字就是种子 { $seed }、d_k = { $dK }、d_v = { $dV } 时的完整示例。在下方完整示例的种子中输入 { $seed }，就能在 numpy 的打印结果里看到你算的那一行“{ $token }”。
check-by-hand-intro = 用计算器亲手算出查询“{ $token }”的注意力：句子与完整示例相同，d_k = { $dK }，d_v = { $dV }，但投影是你自己的随机投影（种子 { $seed }），而不是打印结果所用的种子 42，这样下方的打印结果就不会泄露你的答案。下面的数字按 numpy 的打印方式四舍五入到 3 位小数；你的答案也请保留 3 位小数。每一项的检查范围是 ±0.001，既对照精确值，也对照由打印出的数字算得的值。
check-by-hand-given-query = “{ $token }”的查询向量 q
check-by-hand-given-values = 值向量 v_j，每个词元一行
check-by-hand-scores-title = 分数
check-by-hand-scores-ask = 对每个键 j，求缩放后的分数 z_j = q·k_j / √d_k：把 q 与 k_j 逐个坐标相乘，将这 { $dK } 个乘积相加，再除以 √{ $dK }。
check-by-hand-scores-entry = “{ $token }”的 z
check-by-hand-scores-from = 由打印的输入算得
# Completes “Yours differ from the exact digits because …”; $input names the input rounding moved most.
check-by-hand-scores-because = 你用的是打印出的 q 和 k，它们已四舍五入到 3 位小数（{ $input }）
check-by-hand-scores-raw = 这是原始点积 q·k_j。还要除以 √d_k = √{ $dK }。
check-by-hand-scores-column = 这是各个查询 j 对键“{ $token }”的分数：这一行要用“{ $token }”的查询去对每一个键。
check-by-hand-scores-hint = z_j = (q[1]·k_j[1] + … + q[{ $dK }]·k_j[{ $dK }]) / √{ $dK }。检查一下各乘积的正负号。
check-by-hand-scores-answer = 由未经四舍五入的 q 和 k 算得的缩放后分数：{ $scores }。
check-by-hand-shift-title = 减去最大值
check-by-hand-shift-ask = 找出这一行的最大值 m（m 即 maximum：最大的分数），再用你的每个分数减去它：z_j − m。
check-by-hand-shift-entry = “{ $token }”的 z − m
check-by-hand-shift-from = 由你第 1 步的结果算得
check-by-hand-shift-because = 你是用自己第 1 步四舍五入后的分数相减的
check-by-hand-shift-smallest = 你减去的是最小的分数。应减去最大的分数，这样每个指数都不大于 0。
check-by-hand-shift-column = 你减去的是每一列的最大值。应减去这一行自己的最大值，每一项都减同一个数。
check-by-hand-shift-matrix = 这是整个分数矩阵的最大值。每一行减去的是它自己的最大值。
check-by-hand-shift-added = 要减去最大值，而不是加上它。
check-by-hand-shift-hint = 最大的分数恰好变成 0，其余的都变成负数。
check-by-hand-shift-answer = m = { $max }，所以 z − m = { $shifted }。
check-by-hand-exps-title = 取指数，再求和
check-by-hand-exps-ask = 对每个平移后的分数取 exp，即 exp(z_j − m)，再把这些 exp 相加：Σ。
check-by-hand-exps-entry = “{ $token }”的 exp(z − m)
check-by-hand-exps-sum-entry = Σ，它们的和
check-by-hand-exps-from = 由你第 2 步的结果算得
check-by-hand-exps-because = 它们是从你第 2 步四舍五入后的平移分数算起的
check-by-hand-exps-shifted = 这些是平移后的分数本身。还要对每一个取 e 的幂。
check-by-hand-exps-unshifted = 这些是原分数的 exp。应对第 2 步平移后的分数 z − m 取指数：最大的那个变成 e⁰ = 1。
check-by-hand-exps-hint-above-one = 减去最大值后，每个指数都不大于 0，所以每个 exp 都不大于 1：请对平移后的分数取指数。
check-by-hand-exps-hint-sum = Σ 是你算出的各个 exp 之和。
check-by-hand-exps-hint = exp(z − m)：原来为 0 的那一项得 e⁰ = 1，其余的都小于 1。
check-by-hand-exps-answer = 各个 exp 是 { $exps }，Σ = { $sum }。
check-by-hand-weights-title = 归一化
check-by-hand-weights-ask = 用每个 exp 除以 Σ。得到的就是这一行的注意力权重。
check-by-hand-weights-entry = “{ $token }”上的权重
check-by-hand-weights-from = 由你第 2–3 步的结果算得
check-by-hand-weights-because = 它们是从你第 2 步和第 3 步四舍五入后的数字算起的
check-by-hand-weights-exps = 这些是 exp。还要把每一个除以它们的和 Σ。
check-by-hand-weights-column = 你是沿着一列、对各个查询做的归一化。softmax 是沿着行进行的：一个查询在各个键上的权重。
check-by-hand-weights-hint = w_j = exp(z_j − m) / Σ，其中你的 Σ = { $sum }。各权重之和为 1。
check-by-hand-weights-answer = 权重：{ $weights }。
check-by-hand-output-title = 值向量的加权和
check-by-hand-output-ask = 输出 = w_1·v_1 + … + w_{ $n }·v_{ $n }：把每个值向量的行乘以它的权重，再把这 { $n } 行逐个坐标相加。
check-by-hand-output-because = 你用的是自己第 4 步四舍五入后的权重和打印出的值
check-by-hand-output-average = 这是各个值的简单平均。要给每一个加权。
check-by-hand-output-hint = 输出[d] = w_1·v_1[d] + … + w_{ $n }·v_{ $n }[d]，每个坐标 d 各求一个和。
check-by-hand-output-answer = 输出 = ({ $output })，由你第 4 步的权重和打印出的值算得。
# walkthrough/learned-by-hand: the same row on chapter 1's trained head; $token, $subject and $sentence are English words of the toy sentence.
check-learned-title = 手算：训练好的头中“{ $token }”的那一行
check-learned-after-pass = “{ $token }”把 { $weight } 的权重放在“{ $subject }”上，它的输出几乎原样就是这个词的值向量行：这个头找到了主语，而且是用你自己的算术算出来的。
check-learned-intro = 第 1 章的那个头，由本课程训练来找出动词的主语，作用在“{ $sentence }”上：用计算器亲手算出查询“{ $token }”的那一行，d_k = { $dK }，d_v = { $dV }，不加掩码。数字来自训练好的头，四舍五入到 3 位小数；你的答案也请保留 3 位小数。每一项的检查范围是 ±0.001，既对照精确值，也对照由打印出的数字算得的值。这是练习，不作为考核：第 1 章会展示这个头关注哪里。
# softmax/numerics: naive and stable softmax in float32 on very large scores. $z: the scores as typed, e.g. “1000, 1001, 1002”.
check-numerics-bad-scores = z 必须是 3 个 201 到 999999 之间的整数，收到的是“{ $text }”
check-numerics-same-scores = z 必须是 3 个互不相同的数，收到的是“{ $text }”
check-numerics-title = 数值问题：float32 下对大分数做 softmax
check-numerics-intro = 这么大的分数很极端（只有激活值很大、或者漏掉了缩放时才会出现），但 float32 下的 softmax 必须扛得住。算一算：对 z = ({ $z })，在 float32 下每个公式各得出什么。float32 能表示的最大数约为 3.4 × 10³⁸（即 exp(88.7)）。可以输入 NaN、∞ 或一个数；小数保留 3 位。
check-numerics-naive-title = 朴素公式
check-numerics-naive-ask = 对 z = ({ $z })，直接在 float32 下计算 exp(z_j) / (exp(z_1) + exp(z_2) + exp(z_3))。三个权重各是多少？
check-numerics-weight-entry = { $z } 的权重
check-numerics-naive-on-paper = 在纸面上没错。但 exp({ $z }) 超出了 float32 的范围：它溢出为 ∞，而 ∞/∞ 是 NaN。
check-numerics-naive-infinity = 没错，各个 exp 都溢出为 ∞。而权重是 ∞ 除以 ∞。
check-numerics-naive-underflow = exp({ $z }) 不是下溢，而是上溢：它远大于 float32 能表示的最大数。
# $power: a power of ten, e.g. 10⁴³⁴.
check-numerics-naive-hint = exp({ $z }) 约为 { $power }。float32 会把它变成什么？它除以它自己又得什么？
check-numerics-naive-answer = 在 float32 下实时计算，朴素 softmax 得到 { $weights }：每个 exp(z) 都溢出为 ∞，而 ∞/∞ 是 NaN。
check-numerics-shift-title = 减去最大值
check-numerics-shift-ask = 数值稳定的公式先用每个分数减去这一行的最大值 m（m 即 maximum：最大的分数）。z − m 是多少？
check-numerics-shift-entry = { $z } 的 z − m
check-numerics-shift-smallest = 你减去的是最小值。应减去最大值，这样最大的指数是 0。
check-numerics-shift-reversed = 你减反了：那是 m − z。应该是 z − m，所以每一项都不大于 0。
check-numerics-shift-hint = 最大值 m 就是最大的分数，所以最大的那个变成 0。
check-numerics-shift-answer = m = { $max }，所以 z − m = { $shifted }。
check-numerics-exps-title = 取指数
check-numerics-exps-ask = 现在对每一项取 exp(z − m)。会有溢出吗？
check-numerics-exps-entry = { $z } 的 exp(z − m)
check-numerics-exps-exponents = 这些是指数。还要对每一个取 e 的幂。
check-numerics-exps-hint = e⁰ = 1，e⁻¹ ≈ 0.368。现在每个 exp 都不大于 1。
check-numerics-exps-answer = { $exps }：最大的是 e⁰ = 1，所以不会溢出。
check-numerics-weights-title = 归一化
check-numerics-weights-ask = 用每个 exp 除以它们的和：得到数值稳定的权重。
check-numerics-weights-exps = 这些是 exp。还要把每一个除以它们的和。
check-numerics-weights-hint = 它们的和是 { $sum }。各权重之和为 1。
check-numerics-weights-answer = 在 float32 下实时计算，数值稳定的 softmax 得到 { $weights }：即平移后分数的 softmax({ $shifted })，与对 z 本身做 softmax 的权重相同。
check-numerics-negative-title = 另一端
check-numerics-negative-ask = 现在每个分数都是很大的负数：z = ({ $z })。朴素公式在 float32 下得出什么？
check-numerics-negative-zeros = 没错，每个 exp(z) 都下溢为 0，但权重是 0 除以一堆 0 的和。
check-numerics-negative-on-paper = 在纸面上没错，数值稳定的公式也正好得出这个结果。但朴素公式要先计算 exp({ $z })。
check-numerics-negative-hint = exp({ $z }) 远小于 float32 能表示的最小数。0/0 是多少？
check-numerics-negative-answer = { $weights }：每个 exp(z) 都下溢为 0，而 0/0 是 NaN。减去最大值也解决了这一端的问题。
# The shape checkpoints (formula/shapes, multi-head/shapes, the capstone's first step). A matrix's name in a box, when words name it better than a symbol; $opening is yes at the start of a sentence.
check-shape-name-weights = 注意力权重 softmax(…)
check-shape-name-output = 输出，权重 · V
check-shape-name-head-w-q = 第 i 个头的 W_Q
check-shape-name-head-q = 第 i 个头的 Q
check-shape-name-head-scores = 第 i 个头的分数
check-shape-name-head-output = 第 i 个头的输出
check-shape-name-concat = 拼接结果
check-shape-name-layer-output = 这一层的输出
# A wrong shape's hint: what the matrix is.
check-shape-hint-x = X 是词元的嵌入，每个词元一行。
check-shape-hint-w-q = W_Q 是学到的。
check-shape-hint-w-k = W_K 是学到的。
check-shape-hint-w-v = W_V 是学到的。
check-shape-hint-q = Q 是 X·W_Q：每个词元一个查询向量。
check-shape-hint-k = K 是 X·W_K：每个词元一个键向量。
check-shape-hint-v = V 是 X·W_V：每个词元一个值向量。
check-shape-hint-scores = Q·Kᵀ 是原始分数：每个查询对每个键。
check-shape-hint-scaled = Q·Kᵀ / √d_k 是缩放后的分数。
check-shape-hint-weights = 注意力权重 softmax(…) 的每一行之和为 1。
check-shape-hint-output = 输出（权重 · V）是每个词元的新表示。
check-shape-hint-head-w-q = 第 i 个头的 W_Q 是这个头在 W_Q 中的那一片：输入 d_model 维，输出 d_k 维。
check-shape-hint-head-q = 第 i 个头的 Q 是 X 乘以这个头的 W_Q：每个词元一个 d_k 维的查询向量。
check-shape-hint-head-scores = 第 i 个头的分数：每个查询–键对一个分数，每个头都是如此。
check-shape-hint-head-output = 第 i 个头的输出是这个头的权重乘以它的值：d_v 维。
check-shape-hint-concat = 拼接结果是 h 个头的输出（每个形状为 (n, d_v)）并排放在一起：列数为 h·d_v。
check-shape-hint-w-o = W_O 是输出投影：它把拼接结果映射回 d_model 维。
check-shape-hint-layer-output = 这一层的输出：每个词元一行，d_model 维，与 X 一样。
# Rows and columns swapped. $tokens: yes when the step has matrices of tokens; $weights: the weight matrices among its boxes (“W_Q, W_K”), $count of them.
check-shape-swapped = 行和列颠倒了：{ $tokens ->
    [yes] { $count ->
        [0] 词元的矩阵每个词元一行。
       *[other] 词元的矩阵每个词元一行；{ $weights } 每个嵌入维度一行（共 d_model 行）。
    }
   *[no] { $weights } 每个嵌入维度一行（共 d_model 行）。
}
# A step's answer: each matrix and its shape, “X (5, 12)”, joined by the separator.
check-shape-answer-item = { $name } { $shape }
check-shape-answer-separator = {"；"}
# An attribute of the element out of range (shown if a page sets a bad one). $name: the attribute, n, d-model, heads…
check-bad-size = { $name } 必须是 1 到 { $max } 之间的整数，收到的是“{ $text }”
check-shapes-used-d-k = 你用了 d_k；值向量有自己的维度 d_v。
check-shapes-used-d-v = 你用了 d_v；查询和键共用维度 d_k，这样它们才能做点积。
check-shapes-scores-reversed = 这是 Qᵀ·K，乘法顺序反了。每个查询–键对一个分数：Q·Kᵀ 是 (n, d_k) 乘以 (d_k, n)，d_k 个坐标在求和中消去。
check-shapes-scores-as-q = 这是 Q 的形状。每个查询–键对一个分数：Q·Kᵀ 是 (n, d_k) 乘以 (d_k, n)，d_k 个坐标在求和中消去。
check-shapes-scaled-keeps = 除以 √d_k 不改变分数的形状。每个查询–键对一个分数：Q·Kᵀ 是 (n, d_k) 乘以 (d_k, n)，d_k 个坐标在求和中消去。
check-shapes-softmax-keeps = softmax 不改变分数的形状：每个查询–键对一个权重。
check-shapes-output-d-k = d_k 只存在于分数内部：输出的维度与 V 相同，为 d_v。
check-shapes-output-d-model = 单个头传下去的是 V 的维度 d_v；只有多头注意力中的 W_O 才把它映射回 d_model。
check-shapes-title = 检查点：公式中每个矩阵的形状
check-shapes-intro = 一层读入 n = { $n } 个词元，d_model = { $dModel }，d_k = { $dK }，d_v = { $dV }。写出公式中每个矩阵的形状，格式为 (行, 列)；写成 { $n }x{ $dModel } 也可以。
check-shapes-inputs-title = 输入与投影
check-shapes-inputs-ask = 嵌入、三个学到的矩阵，以及 Q、K、V。
check-shapes-scores-title = 分数与权重
check-shapes-scores-ask = 分数、缩放后的分数，以及 softmax 由它们得出的权重。
check-shapes-output-title = 输出
check-shapes-output-ask = 这一层传下去的是什么。
check-heads-title = 检查点：多头注意力的形状
check-heads-intro = 现在 h = { $heads } 个头读入 n = { $n } 个词元，d_model = { $dModel }，按标准设计，每个头的查询、键和值都是 d_model/h = { $dK } 维（d_k = d_v = { $dK }）。把每个形状写成 (行, 列)。
check-heads-inside-title = 单个头的内部
check-heads-inside-ask = 一个头的查询投影、它的查询、它的分数和它的输出。
check-heads-together-title = 把各个头合起来
check-heads-together-ask = 拼接后的各个头、输出投影，以及这一层的输出。
# online-softmax/merge: two chunks' partial results (m, ℓ, o) merged. $text: the page's attribute as written.
check-merge-bad-scores = z 必须是 4 个 −5 到 9 之间、最多一位小数的数，收到的是“{ $text }”
check-merge-same-scores = z 必须是 4 个互不相同的数，收到的是“{ $text }”
check-merge-bad-values = v 必须是 8 个 −9 到 9 之间的整数（4 行，每行 2 个），收到的是“{ $text }”
# Where a reference value comes from, shown before its digits (“from the printed ℓ 2.523”): keep it short. $name: ℓ or o.
check-merge-from-printed = 由打印的 { $name } 算得
check-merge-from-factors = 由你的因子算得
# Completes “Yours match the values from … (…), not the exact digits, because …”. $what: l (the sums ℓ) or o (the outputs).
check-merge-because-printed = 打印出的{ $what ->
    [l] 和
   *[o] 输出
}已四舍五入到 3 位小数
check-merge-because-factors = 你的因子经过了四舍五入，打印出的{ $what ->
    [l] 和
   *[o] 输出
}也是
check-merge-title = 检查点：合并在线 softmax 的两个分块
check-merge-after-pass = 最后做除法，o/ℓ = ({ $divided })：一次性对四个键做完整的 softmax 注意力，实时计算得到 ({ $reference })。
check-merge-intro = 一个查询的四个键被分成两块，每块两个，记作 a 和 b；每一块各自被归约为它的运行最大值 m、它的和 ℓ = Σ e^(z − m)，以及它未归一化的输出 o = Σ e^(z − m)·v。这里每个值 v 有 2 个坐标，所以 o 也有两个：o[1] 和 o[2]。用计算器把它们合并成整行的状态，保留 3 位小数：每一项的检查范围是 ±0.001。
# Behind a closed “How answers are checked”.
check-merge-checking = 一项答案与精确值相差不超过 ±0.001，或与由打印数字算得的值相差不超过 ±0.001（你的因子可以不四舍五入，也可以用你输入的值），即算通过。所以你可以把自己的舍入误差带到后面的步骤，后面某一项与精确值的差可能略大于 0.001。答对的步骤会说明它对上的是哪一个值。
check-merge-given = 两个部分结果
check-merge-corner = 块
check-merge-max-title = 合并后的最大值
check-merge-max-ask = 合并后的最大值 m：两个分块所有键中最大的分数。
check-merge-max-smaller = 这是两者中较小的那个。合并后的最大值是较大的那个。
check-merge-max-sum = 所有键的最大值是两个最大值中较大的那个，而不是它们的和。
check-merge-max-hint = 每一块的 m 是它自己各键的最大值：整行的最大值是两者中较大的那个。
check-merge-max-answer = 合并后的最大值是 m = { $max }，即 m_a 和 m_b 中较大的那个。
check-merge-factors-title = 两个重新缩放因子
check-merge-factors-ask = 每一边的各项都是相对于它自己的最大值写的。每一边的 ℓ 和 o 要乘以什么因子，才能变成相对于合并后的最大值 m？分块 a 一个因子，分块 b 一个因子。
check-merge-factor-entry = { $chunk } 的因子
check-merge-factors-inverted = 指数是旧的最大值减去新的最大值，即 m_a − m：因子不大于 1，绝不会超过 1。
check-merge-factors-ones = 两边是相对于不同的最大值写的，所以其中一边必须重新缩放：有一个因子小于 1。
check-merge-factors-exponents = 这些是指数。还要对每一个取 e 的幂。
check-merge-factors-hint = 一项 e^(z − m_a) 乘以 e^(m_a − m) 就变成 e^(z − m)。含有最大值的那一边因子为 e⁰ = 1；另一边得到 e 的负数次幂。
check-merge-factors-answer = e^(m_a − m) = { $a }，e^(m_b − m) = { $b }。
check-merge-sum-title = 合并后的和
check-merge-sum-ask = 合并后的 ℓ：两个分块所有键上 e^(z − m) 的和，由两个部分和求得。
check-merge-sum-unscaled = 这是把两个和直接相加。它们相对于不同的最大值：要先各自重新缩放。
check-merge-sum-swapped = 每一边用自己的因子：ℓ_a 配 e^(m_a − m)，ℓ_b 配 e^(m_b − m)。
check-merge-sum-hint = 把每个 ℓ 乘以它那一边的因子，再相加：ℓ = e^(m_a − m)·ℓ_a + e^(m_b − m)·ℓ_b。
check-merge-sum-answer = ℓ = { $sum }。
check-merge-output-title = 合并后的输出
check-merge-output-ask = 合并后的 o，由两个部分输出逐个坐标求得。保持未归一化：不要除以 ℓ。
check-merge-output-unscaled = 这是把两个输出直接相加。要像处理 ℓ 那样，先用各自那一边的因子重新缩放。
check-merge-output-divided = 这是 o/ℓ，已经做了除法。请给出 o 本身：除法只在最后做一次。
check-merge-output-hint = 与 ℓ 用的是同样的两个因子，作用在 o_a 和 o_b 的每个坐标上。
check-merge-output-answer = o = ({ $output })。
# takeaways/capstone: one query of one head, from the layer's shapes to the backward pass. $key, $token: numbers of keys and tokens (1 to 4).
check-capstone-bad-seed = seed 必须是 0 到 4294967295 之间的整数，收到的是“{ $text }”
check-capstone-title = 综合练习：一个头，从头到尾
check-capstone-after-pass = 第 1 章到第 4 章浓缩在一行里：这一层的形状、按 √d_k 缩放的分数、softmax 之前的掩码、数值稳定的 softmax、像在线 softmax 那样合并两个分块、输出，以及经过 softmax 回到分数的反向传播。
check-capstone-intro = 一层有 h = { $heads } 个头，读入 n = { $n } 个词元，d_model = { $dModel }，所以每个头的维度为 d_k = d_v = { $dK }。在因果掩码下跟随一个头中第 { $token } 个词元的查询，从这一层的形状一直算到它的输出，再把梯度传回它的分数。这里的数字都是整数，用计算器就够了；小数保留 3 位。
check-capstone-given-query = 第 { $token } 个词元的查询向量 q
check-capstone-key = 键 { $key }
check-capstone-value = 值 { $key }
check-capstone-given-values = 第 { $token } 个词元能看到的那些键对应的值向量 v_j
check-capstone-given-gradient = 最后一步用：dp，即 dP 的这一行，传到这一行权重上的梯度
check-capstone-corner-gradient = 梯度
check-capstone-shapes-title = 这一层的形状
check-capstone-shapes-ask = 一个头的分数、并排放在一起的各头输出、输出投影，以及这一层的输出。
check-capstone-scores-title = 分数：缩放并加掩码
check-capstone-scores-ask = 对每个键 j，求 softmax 接收的分数：按公式的方式缩放，并加上因果掩码（键 { $key } 在第 { $token } 个词元之后；−∞ 可以输入为 -inf）。
check-capstone-scores-entry = 键 { $key } 的 z
check-capstone-scores-raw = 这是原始点积 q·k_j。还要除以 √d_k = { $root }。
check-capstone-scores-zero = 被掩码的分数若为 0，就只是一个普通分数：e⁰ = 1，未来的键会分到权重。掩码写入的是 −∞，这样 e^(−∞) = 0。
check-capstone-scores-unmasked = 键 { $key } 位于第 { $token } 个词元的未来：因果掩码把它遮住了。请写 −∞。
check-capstone-scores-hint = z_j = q·k_j / √d_k = (q[1]·k_j[1] + … + q[{ $dK }]·k_j[{ $dK }]) / { $root }：整数除以 2，所以结果是半整数。被遮住的键得到的值要让它的权重恰好为 0。
check-capstone-scores-answer = z = { $scores }。
check-capstone-weights-title = 数值稳定的 softmax
check-capstone-weights-ask = 用数值稳定的方法算出这一行的注意力权重。
check-capstone-weights-entry = 键 { $key } 上的权重
check-capstone-weights-zero-fill = 这些是在被遮住的键的位置填 0 得到的权重：e⁰ = 1 让未来的键分到了一份。它的 exp 应为 e^(−∞) = 0。
check-capstone-weights-unmasked = 这些权重看到了键 { $key }，而掩码把它遮住了：它的权重是 0，其余三个分享全部的 1。
check-capstone-weights-hint = 减去这一行的最大值 m = { $max }，对每一项取 exp，再除以它们的和。被遮住的键的 exp 是 e^(−∞) = 0；其余几个权重之和为 1。
check-capstone-weights-answer = exp(z − m) = { $exps } 以及 0，和为 { $sum }，所以权重是 { $weights }。
check-capstone-online-title = 在线 softmax，逐块计算
check-capstone-online-ask = 在线 softmax 分两块读入可见的键：先是键 1–2，然后是键 3。读完第 1 块后，它保存 m₁（这些分数中最大的）和 ℓ₁ = Σ e^(z_j − m₁)。第 2 块带来键 3 和新的最大值 m₂。m₁、ℓ₁、ℓ₁ 需要乘的因子，以及第 2 块之后的 ℓ（相对于 m₂）各是多少？
check-capstone-online-max-entry = 第 1 块之后的 m₁
check-capstone-online-sum-entry = 第 1 块之后的 ℓ₁
check-capstone-online-factor-entry = 重新缩放因子
check-capstone-online-merged-entry = 第 2 块之后的 ℓ
check-capstone-online-unscaled = 你把键 3 的项直接加到了原样的 ℓ₁ 上。ℓ₁ 累计的是 e^(z − m₁)；相对于新的最大值，它的每一项都要缩小为原来的 e^(m₁ − m₂) 倍：先把 ℓ₁ 乘以 e^(m₁ − m₂)。
check-capstone-online-inverted = 因子是 e^(m₁ − m₂)，不大于 1：最大值变大了，所以旧的各项要缩小。
check-capstone-online-hint = m₁ 和 ℓ₁ 只来自键 1–2。当键 3 把最大值提高到 m₂ 时，ℓ₁ 的各项先缩小 e^(m₁ − m₂) 倍，再加上键 3 自己的项 e^(z₃ − m₂)。
check-capstone-online-answer = m₁ = { $max }，ℓ₁ = { $sum }，因子 e^(m₁ − m₂) = { $factor }，ℓ = { $merged }，正是 softmax 自己的和。
check-capstone-output-title = 输出
check-capstone-output-ask = 这个头对这个词元的输出，用你的权重计算：4 个坐标，每个坐标一个数。
check-capstone-output-because = 你用的是自己第 3 步四舍五入后的权重
check-capstone-output-average = 这是可见各值的简单平均。要按各自的 softmax 权重加权。
check-capstone-output-hint = 输出[d] = w_1·v_1[d] + w_2·v_2[d] + w_3·v_3[d]；被遮住的键不贡献任何东西。
check-capstone-output-answer = 输出 = ({ $output })，由你的权重算得。
# The backward step: p_{"{"}j{"}"} is rich text for p with subscript j.
check-capstone-backward-title = 反向传播：分数的梯度
check-capstone-backward-ask = 训练把梯度传回这一行的权重：dp_{"{"}j{"}"} = ∂L/∂p_j，见最后一张表。传到每个分数 z_j 的梯度 dz_{"{"}j{"}"} = ∂L/∂z_j 是多少？用你的权重计算；键 { $key } 也要算。
check-capstone-backward-entry = 键 { $key } 的 dz
check-capstone-backward-because = 它们是从你第 3 步四舍五入后的权重算起的
check-capstone-backward-hidden = 键 { $key } 被遮住了：无论它的分数是多少，它的权重都是 0，所以没有梯度传到它。它的 dz 是 0。
check-capstone-backward-as-arrives = 这是传来时的 dp_{"{"}j{"}"}。每个权重通过 softmax 依赖于所有分数：梯度要经过它的雅可比矩阵 diag(p) − p·pᵀ。
check-capstone-backward-diagonal = 这只保留了 softmax 雅可比矩阵的对角线 p_{"{"}j{"}"}·dp_{"{"}j{"}"}。提高 z_j 也会降低其他每个权重：在乘以 p_{"{"}j{"}"} 之前，先从 dp_{"{"}j{"}"} 中减去 Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"}。
check-capstone-backward-unweighted = 这是 dp_{"{"}j{"}"} − Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"}，还没有乘以 p_{"{"}j{"}"}。要乘以每个键的权重：键 { $key } 的权重是 0，它的梯度也是 0。
check-capstone-backward-raw = 这是除以了 √d_k = { $root } 的结果：原始分数 q·k_j 处的梯度。问的是 z_j 处的梯度，也就是 softmax 接收的分数。
check-capstone-backward-hint = dz_{"{"}j{"}"} = p_{"{"}j{"}"}·(dp_{"{"}j{"}"} − Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"})：先用你的权重求 dp 的加权平均，再求每个键与它的差，乘以该键的权重。
check-capstone-backward-answer = Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"} = { $mean }，所以 dz = ({ $dz })，由你的权重算得。精确的四个值之和为 0，softmax 总是如此：把所有分数同样提高，不会改变任何权重。
# Checking a step (what <attention-by-hand> says of what was typed). A box that cannot be read: $label names the box, $problem says why.
check-unreadable-entry = { $label }：{ $problem }
# A right value given to too few decimals: $shown decimals right, $places asked for.
check-rounded-short = 这个值在 { $shown } 位小数内是对的：请给出 { $places } 位小数（检查范围是 ±{ $tolerance }）。
# A wrong step: the first wrong box ($first) and how many are wrong, then the hint aimed at the mistake.
check-verdict-not-yet = 还不对：{ $count ->
    [1] { $first } 不对。
   *[other] { $total } 项中有 { $count } 项不对，第一项是 { $first }。
}{ $hint }
check-verdict-right = 正确。
check-verdict-right-answer = 正确。{ $answer }
# A right step's line for one box: the exact value, the value another route gives, the reader's (“exact −0.0895 · from the printed inputs −0.089 · yours −0.089”).
check-part-exact = 精确值 { $digits }
check-part-route = { $from } { $digits }
check-part-yours = 你的 { $typed }
# Why a right step's digits are not the exact ones. $because completes the sentence (e.g. “you used q and k as printed, …”); $count: how many boxes differ.
check-why-because = 你的结果与精确值的数字不同，因为{ $because }；检查允许 ±{ $tolerance } 的误差。
check-why-rounding = 你的结果与精确值的数字只差在四舍五入上；检查允许 ±{ $tolerance } 的误差。
# A prose list's separator (entries named by label).
check-list-separator = {"；"}
# Between two whole sentences of a verdict.
check-sentence-separator = {""}
# An entry more than the tolerance from the exact value: $label and by how much.
check-gap = { $label } 差 { $gap }
check-carried-earlier = ±{ $tolerance } 的范围既可以从精确值算起，也可以从{ $from }的值（{ $values }）算起，所以从你前面各项带过来的舍入误差不算你错（与精确值的差：{ $gaps }）。
check-carried-route = ±{ $tolerance } 的范围既可以从精确值算起，也可以从{ $from }的值（{ $values }）算起，所以你起步时的舍入误差不算你错（与精确值的差：{ $gaps }）。
check-carried-each = ±{ $tolerance } 的范围从各项对上的那个值算起，所以你起步时的舍入误差不算你错（与精确值的差：{ $gaps }）。
# A step whose boxes matched different values: $each lists them (“o[1] of the exact value, o[2] of the value from your factors”).
check-matched-route = { $label } 对上的是{ $from }的值
check-matched-exact = { $label } 对上的是精确值
check-why-mixed = 你的每一项都在上面某个值的 ±{ $tolerance } 以内，这是检查允许的误差：{ $each }。
# A step whose boxes all matched one value; $count: the number of boxes.
check-why-exact = 你的结果与精确值一致。
check-why-exact-rounding = 你的结果在四舍五入的意义上与精确值一致；检查允许 ±{ $tolerance } 的误差。
check-why-route = 你的结果与{ $from }的值（{ $values }）一致；检查允许 ±{ $tolerance } 的误差。
check-why-route-off = 你的结果与{ $from }的值（{ $values }）一致，而不是精确值的数字，因为{ $because }；检查允许 ±{ $tolerance } 的误差。

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
