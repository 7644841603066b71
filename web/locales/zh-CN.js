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

## Exercises (lib/course/exercises.js)

## Recall (lib/course/recall.js)

## Chapters 1 and 2: widgets (elements)

# A field's names are read by elements/fields/named-field.js: <id>-label (mid-sentence, in the field's
# messages: "Enter the seed: …"), <id>-subject (at a sentence's start), <id>-caption (beside the box), <id>-hint.

# <attention-why>: one query token's weights over the sentence "The cat sat down".
why-query-label = 查询词元
why-query-subject = 查询词元
why-query-caption = 查询词元
why-error-not-a-token = query：“{ $query }”不是示例句子中的词
why-picker-label = 哪个词在提问？
why-export-title = 为什么需要注意力：一个查询对其他词元的权重
why-table-caption = “{ $query }”对每个词元的关注程度（它在权重矩阵中的那一行）
why-column-key = 键 j
why-column-scaled-score = 缩放后的分数
why-column-weight = 权重 w
why-row-sum = 总和
why-summary = “{ $query }”把最大的权重 { $weight } 给了“{ $top }”；每个词元都分到了一部分。
# A range of weights, "0.210 to 0.290".
why-range = { $min } 到 { $max }
why-notice-alike = 注意：每个查询对各个键的排序都相同。“{ $top }”从每个查询那里得到的份额都最大（{ $topRange }），“{ $bottom }”的最小（{ $bottomRange }）。
why-notice-self-least = “{ $query }”给自己的权重是所有词中最小的（{ $own }）：公式中没有任何东西会把一个词元拉向它自己。
why-notice-self-most = “{ $query }”给自己的权重最大（{ $own }），只是因为每个查询都给“{ $top }”最大的权重。
# When the queries do not agree, only the sentence about the chosen query, after "Notice:".
why-notice-only = 注意：{ $self }
# Both sentences of the notice, the second about the chosen query.
why-notice-both = { $alike }{ $self }

# <attention-geometry>: a query and keys drawn as arrows. $arrow is "query" or "key" (then $index is 1, 2 or 3); $axis is x or y.
geometry-coordinate-label = { $arrow ->
    [query] 查询的 { $axis } 坐标
   *[key] 键 { $index } 的 { $axis } 坐标
}
geometry-coordinate-subject = { $arrow ->
    [query] 查询的 { $axis } 坐标
   *[key] 键 { $index } 的 { $axis } 坐标
}
geometry-arrow-name = { $arrow ->
    [query] 查询
   *[key] 键 { $index }
}
geometry-view-label = 视图
geometry-view-subject = 视图
geometry-view-caption = 视图
geometry-view-drag = 自己拖动 q 和各个键（dₖ = 2）
geometry-view-learned = 学到的头中的“sat”（dₖ = 3）
geometry-drag-table-caption = 每个箭头、每个键与 q 的分数及其权重（d_k = 2，所以 √d_k ≈ 1.414）
geometry-column-arrow = 箭头
geometry-column-weight = 权重
geometry-drag-note = 分数和权重来自核心：q·k_j 除以 √d_k（d_k = 2），再对三个键做 softmax。
# The axes of the learned view's plane: the two directions that keep the most of the vectors.
geometry-direction = 方向 { $index }
geometry-query-of = “{ $token }”的查询向量
geometry-key-of = “{ $token }”的键向量
geometry-learned-table-caption = 学到的头中“{ $token }”的查询向量与每个键：各自画在哪里，以及 d_k = { $dK } 时真实的分数和权重
geometry-column-vector = 向量
geometry-column-drawn-at = 画在
geometry-column-true-score = q·k（三维）
geometry-column-pictured-score = 图中的 q·k
# $kept is a percentage ("92.3 %"); $subject is "yes" when the word looked at is the verb's subject.
geometry-learned-note = 这些向量每个有 { $dK } 个数（d_k = { $dK }）；这幅图是它们压平后的二维视图，选的是保留最多的那个平面：保留了长度平方的 { $kept }。分数和权重是真实的 { $dK } 维结果（“图中的 q·k”一列是仅凭这幅平面图会得到的值）。“{ $verb }”关注的是“{ $winner }”{ $subject ->
    [yes] ，也就是它的主语。
   *[no] 。
}
geometry-bars-title = softmax 权重，每个键一根条（轨道从 0 到 1）
# Read out after each move; $list is each key's symbol and weight ("k_1 0.300, k_2 0.412, k_3 0.288").
geometry-said = 权重：{ $list }。最大的给了 { $top }。

geometry-export-title = 注意力的几何图景：一个查询、它的各个键、它们的分数和权重
geometry-plot-label-drag = 查询和各个键画成从原点出发的箭头。用 Tab 键移到箭头尖端，再用方向键移动它，按住 Shift 步子更大。
geometry-plot-label-learned = 学到的头的查询和键：把它们的三维箭头压平成二维视图（坐标轴：{ $first }和{ $second }）；只读。
# A tip's accessible name; $name is "The query", "Key 1", "The key of “cat”"…
geometry-tip-label = { $name }的尖端：x { $x }，y { $y }
geometry-tip-role = 可拖动的箭头尖端

# <attention-qkv>: the projections Q = X·W_Q, K = X·W_K, V = X·W_V and the scores they lead to.
qkv-n-label = 词元个数
qkv-n-subject = 词元个数
qkv-n-caption = 词元个数 n
qkv-d-model-label = 嵌入维度
qkv-d-model-subject = 嵌入维度
qkv-d-model-caption = 嵌入维度 d_model
qkv-d-k-label = 查询/键的维度
qkv-d-k-subject = 查询/键的维度
qkv-d-k-caption = 查询/键的维度 d_k
qkv-d-v-label = 值的维度
qkv-d-v-subject = 值的维度
qkv-d-v-caption = 值的维度 d_v
qkv-direct-label = 直接使用 X
qkv-direct-subject = 直接使用 X
qkv-direct-caption = 直接使用 X（Q = K = V = X）
qkv-export-title = Q、K 和 V：投影 X·W_Q、X·W_K 和 X·W_V
qkv-shapes-label = 形状
qkv-matrices-summary = 矩阵中的数：X、W_Q、W_K、W_V 以及 Q、K、V
qkv-embeddings-title = 嵌入
# $role is Q, K or V.
qkv-role-heading = { $role ->
    [Q] 查询：每个词元在找什么
    [K] 键：每个词元凭什么被找到
   *[V] 值：每个词元交出什么
}
qkv-weight-caption = { $role ->
    [Q] W Q，学到的查询投影矩阵
    [K] W K，学到的键投影矩阵
   *[V] W V，学到的值投影矩阵
}
qkv-result-caption = { $role ->
    [Q] Q，查询
    [K] K，键
   *[V] V，值
}
qkv-scores-ahead = 提前看一眼：这些向量给出的分数（下一步的内容）
qkv-scores-title = 分数
qkv-scores-title-direct = 分数 X·Xᵀ（没有投影）
qkv-scores-title-projected = 分数 Q·Kᵀ（有投影）
qkv-scores-caption = 原始分数
qkv-scores-corner = 查询 ↓ 键 →
qkv-scores-legend = 原始分数
qkv-scores-cell = 查询 { $row } 对键 { $col } 的分数：{ $text }
qkv-x-caption = X，词元的嵌入
qkv-x-note-toy = 每个词元一行：第 2 章亲手演算的“The cat sat down”的玩具嵌入（d_model = { $dModel }）。
qkv-x-note-mixed = 第 1–{ $toy } 行：第 2 章亲手演算的“The cat sat down”的玩具嵌入；第 { $next }–{ $n } 行：现场生成的均匀分布随机数（种子 { $seed }），代替学到的嵌入表。
qkv-x-note-random = 每个词元一行：现场生成的均匀分布随机数（种子 { $seed }），代替学到的嵌入表。
qkv-x-note-direct = { $provenance }打开开关后，Q、K 和 V 都是这个矩阵：没有要学习的参数，d_k 和 d_v 也用不上（每个维度都是 d_model）。
qkv-verdict-one-token = 只有一个词元时，没有可比较的词对。
# $ij and $ji are S_{ij} and S_{ji} (rich text with subscripts).
qkv-verdict-symmetric = 对称：在全部 { $pairs } 对中，{ $ij } = { $ji } 都精确成立。词元 i 对 j 的喜欢程度与 j 对 i 的完全一样。
# $ij is S with the two tokens as subscripts, $sij its value.
qkv-verdict-asymmetric = 不对称：{ $ij } = { $sij }，而 { $ji } = { $sji }。谁来提问很重要。
qkv-verdict-diagonal-direct = 在 { $n } 行中有 { $wins } 行，词元自己的键得到最高分（加框的对角线）：x·x = |x|²，而只有当 y 比 x 长时，x·y 才可能超过它。
qkv-verdict-diagonal-projected = 在 { $n } 行中有 { $wins } 行，词元自己的键得到最高分（加框的对角线）。有了投影，对角线就不再特殊：同一个词元的查询向量和键向量是不同的向量。
# $spread is "one" when every token keeps the same share ($low), else "range"; $half is "less" when even the largest share is under one half.
qkv-verdict-self-weight = 经过 softmax（分数除以 √d_model）之后，每个词元留给自己的注意力{ $spread ->
    [one] 为 { $low }
   *[range] 在 { $low } 到 { $high } 之间
}{ $half ->
    [less] ：不到一半，即使它自己的分数是最高的。
   *[more] 。
}

# <attention-scores>: one cell of S = Q·Kᵀ written out term by term.
scores-seed-label = 随机种子
scores-seed-subject = 随机种子
scores-seed-caption = 随机种子
scores-seed-hint = 作为 numpy 生成随机 W_Q 和 W_K 的种子；42 是第 2 章亲手演算的那个例子。
scores-d-k-label = 查询/键的维度
scores-d-k-subject = 查询/键的维度
scores-d-k-caption = 查询/键的维度 d_k
scores-d-k-hint = 每个点积里的项更多。
scores-export-title = 原始分数 S = Q·Kᵀ
scores-q-caption = Q，每行一个查询向量
scores-kt-caption = K 的转置，每列一个键向量
scores-heatmap-caption = S = Q·Kᵀ，原始分数（悬停或使用方向键）
scores-heatmap-corner = 查询 ↓ 键 →
scores-heatmap-legend = 原始分数
scores-cell = 查询 { $query } 对键 { $key } 的分数：{ $text }
# Follows the formula S_{cat, sat} = q_{cat} · k_{sat} on the same line.
scores-question = ：“{ $key }”与“{ $query }”要找的东西有多契合
scores-terms-caption = 逐项展开
scores-terms-sum = 总和
scores-check-same = 这一行里的每个数都四舍五入到 3 位小数，所以照着显示的数字重算，最后一位可能对不上；不经舍入时，这个和与热力图单元格中的数完全相同，直到最后一位。
scores-check-differs = 和 { $sum } 与热力图单元格中的 { $cell } 不同。

# <attention-scaling>: the spread of q·k before and after dividing by √d_k, and what it does to softmax.
scaling-d-k-slider = d_k（按 2 的幂变化）
scaling-d-k-hint = 每个查询向量和键向量的维度。滑块按 2 的幂移动；也可以输入 1 到 1024 之间的任意整数。
scaling-seed-label = 随机种子
scaling-seed-subject = 随机种子
scaling-seed-caption = 随机种子
scaling-seed-hint = 重新抽取一组随机向量。平均值几乎不变。
scaling-export-title = 除以 √d_k 缩放：q·k 的分布宽度
scaling-computing = 正在计算 2000 个维度为 { $dK } 的点积…
scaling-panel-raw = 原始分数
scaling-panel-scaled = 缩放后的分数
scaling-axis-note = 两个直方图共用一条从 −96 到 96 的坐标轴，所以可以直接比较它们的宽度。
scaling-tables-summary = 用表格列出直方图
# The measured statistics beside each histogram.
scaling-stat-samples = 样本数
scaling-stat-mean = 均值
scaling-stat-variance = 方差
scaling-stat-std = 标准差
# $value is what the statistic should be: "0", "d_k = 64", "√64 = 8.00".
scaling-expected = 期望值 { $value }
# $division is the raw statistic divided by d_k ("63.52 / 64").
scaling-expected-after = { $division }：期望值 { $value }
scaling-raw-title = 原始分数 q · k：d_k = { $dK } 时的 { $samples } 个样本
scaling-scaled-title = 缩放后的分数 q · k / √d_k：同样的 { $samples } 个样本
scaling-raw-bins-caption = 原始 q · k：每个区间的样本数（省略空区间）
scaling-scaled-bins-caption = 缩放后的 q · k / √d_k：每个区间的样本数（省略空区间）
scaling-bin = 区间
# A histogram bin, "−1.50 to −1.00".
scaling-bin-range = { $from } 到 { $to }
scaling-clipped = 有 { $shown } 个样本落在 ±{ $axis } 之外，没有画出。
# $ratio is a number in words' place: "4.1", "99,000", "3.5 × 10¹⁹".
scaling-verdict-raw = 在 d_k = { $dK } 时，原始分数实测的方差为 { $variance }，所以一个典型的分数离零约 { $typical }，同一行里的两个分数通常相差约 { $gap }（是前者的 √2 倍）。对这样的两个键，softmax 给较高那个的权重约是另一个的 { $ratio } 倍。
scaling-verdict-unit = { $raw }除以 √1 = 1 什么也没改变：在这个维度下，原始分数本身就是缩放后的分数。
scaling-verdict-scaled = { $raw }把每个分数除以 √{ $dK } = { $root }，方差就回到 { $variance }，典型的差距降到 { $gap }：权重之比只有约 { $ratio }。
scaling-saturation-summary = 对每个 d_k，分布宽度对 softmax 的影响：最高的键拿走多少，权重分布得多均匀，它们还有多少响应
scaling-saturation-note = 对每个 d_k，64 个随机查询各自给 { $keys } 个随机键打分；softmax 把每一行分数变成权重。下面是这 64 行的平均值，分别为不缩放和缩放的情形。
scaling-legend-unscaled = 不缩放：softmax(q · k)
scaling-legend-scaled = 缩放：softmax(q · k / √d_k)
scaling-figure-max-weight = 一行中最大的权重
scaling-figure-max-weight-note = 1 表示一个键拿走全部
scaling-figure-entropy = 权重分布得多均匀
scaling-figure-entropy-note = 它们的熵，单位为奈特：一个键拿走全部时为 0
scaling-figure-gradient = 权重还有多少响应
scaling-figure-gradient-note = softmax 梯度 ∂w/∂z 的大小（它的 Frobenius 范数）
scaling-chart-max-weight = 一行中最大的权重：1 表示一个键拿走全部
scaling-chart-entropy = 权重分布得多均匀：它们的熵，单位为奈特
scaling-chart-gradient = 权重还有多少响应：softmax 梯度 ∂w/∂z 的大小（Frobenius 范数）
scaling-sweep-axis = d_k（对数刻度）
scaling-series-unscaled = 不缩放
scaling-series-scaled = 缩放
# The entropy of 16 equal weights, "ln 16 = 2.77".
scaling-uniform = 均匀：{ $value }
scaling-sweep-caption = 对 { $keys } 个键做 softmax，在 64 个查询上取平均：不缩放与缩放对比
# $quantity is max-weight, entropy or gradient; $scaling is unscaled or scaled.
scaling-sweep-column = { $quantity ->
    [max-weight] 最大的 w
    [entropy] 熵
   *[gradient] 梯度
}，{ $scaling ->
    [unscaled] 不缩放
   *[scaled] 缩放
}
scaling-sweep-yours = { $dK }（你的）

# <attention-masking>: causal and padding masks, three ways to fill the hidden scores, and a row with nothing to see.
masking-causal-label = 因果掩码
masking-causal-subject = 因果掩码
masking-causal-caption = 因果掩码：任何查询都不能看后面的键
masking-causal-hint = 打开：解码器，即一次写出一个词的模型（GPT 就是一例），所以一个词不能看到后面的词。关闭：编码器，一次读入整个句子（BERT 就是一例）。
masking-pad-label = 左侧填充
masking-pad-subject = 左侧填充
masking-pad-caption = 左侧填充：把“The”当作填充词元
masking-pad-hint = 填充掩码对每个查询都隐藏键“The”：就像把一个短句在前面用占位符补齐，使不同长度的句子可以一起计算（一个批次）。
# What each fill of the hidden scores stands for, beside "Fill −∞", "Fill −1e9", "Fill 0".
masking-fill-note-textbook = 教科书式的掩码
masking-fill-note-finite = 一个很大的有限替代值
masking-fill-note-bug = 经典的错误
masking-fill-title = 填充 { $fill }
masking-export-title = 作用在分数上的因果掩码和填充掩码
masking-more-summary = 改用 −1e9 或 0 来填充，以及一个看不到任何键的查询
masking-weights-heading = softmax 从掩码后的分数得到的权重，用同一个从 0 到 1 的色阶表示
masking-other-fills-heading = 填充被隐藏单元格的其他方式，色阶相同
masking-mask-caption = 加到缩放后分数上的掩码（行：查询，列：键）
masking-corner = 查询 ↓ 键 →
masking-mask-cell = { $query } 看 { $key }：{ $text }，{ $hidden ->
    [yes] 被隐藏
   *[no] 可见
}
masking-summary-none = 没有任何东西被隐藏：每个查询都能看到每个键，就像在编码器中一样。三种填充方式给出的权重完全相同。
# $why is causal, pad or both; $pad is the pad token ("The").
masking-summary-hidden = { $cells } 个单元格中有 { $count } 个被隐藏：{ $why ->
    [causal] 每个查询右边的所有键（未来）
    [pad] 每一行中的填充键“{ $pad }”
   *[both] 每个查询右边的所有键（未来），以及每一行中的填充键“{ $pad }”
}。给一个分数加上 −∞，它的指数就恰好为 0。
masking-weights-caption = 被隐藏的分数设为 { $fill } 时的权重。行：查询；列：键。
masking-weight-cell = 从 { $query } 到 { $key } 的权重：{ $text }{ $hidden ->
    [yes] （被隐藏的键）
   *[no] {""}
}
# $max is float16's largest finite value, 65504.
masking-half-precision = 在半精度下 −1e9 同样会出问题：float16 最大的有限值是 { $max }，所以 −1e9 会溢出成 −∞。用 0 作分数也不是出路：它只是一个普通的分数，是一个悄无声息的错误，因为每行的和仍然是 1。因此各个库用该数据类型中最小（最负）的有限值来填充，或者用 −∞ 并检查是否有哪一行什么也看不到。
masking-empty-heading = 一个看不到任何键的查询
masking-empty-note = 这一行的每个分数都是 −∞，所以每个指数都是 0。教科书上的公式要用 0 除以一串 0 的和，而 0/0 是 NaN，许多库返回的正是它。本课程先检查这种情况，并选择返回 0。
masking-empty-caption = 对一行四个 −∞ 分数做 softmax
masking-empty-column-key = 键
masking-empty-column-score = 分数
masking-empty-column-naive = 朴素的 eᶻ / Σ eᶻ
masking-empty-column-course = 本课程
masking-empty-sum = 总和
# $flagged is yes when the core reports the row as fully masked.
masking-empty-verdict = 在这里，本课程{ $flagged ->
    [yes] 把这一行报告为完全被掩码
   *[no] 没有把这一行报告为完全被掩码
}，并返回 0（这是它的选择：公式给出的是 NaN）。{ $example }
}，并返回 0（这是它的选择：公式给出的是 NaN）。
# A row of the example, "0 (“The”)".
masking-row-named = { $row }（“{ $token }”）
masking-empty-rows-listed = 在上面的例子中，两个掩码都打开时，它把行 { $rows }报告为完全被掩码：这个查询的权重全为 0，输出行也全为 0，不会有 NaN 传到网络的其余部分。
masking-empty-rows-none = 上面的例子中没有哪一行被完全掩码；把因果掩码和左侧填充都打开，“The”就没有可看的键了。
masking-row-sums = 各行之和：{ $sums }。
masking-verdict-nothing-hidden = 没有单元格被隐藏，所以填充什么都无所谓。{ $sums }
masking-verdict-exact = 每个被隐藏的单元格都恰好为 0。{ $sums }{ $emptyRow ->
    [yes] 没有可见键的行全为 0（这是本课程的选择；公式给出的是 NaN），并被报告为完全被掩码。
   *[no] {""}
}
masking-verdict-underflow = 被隐藏的分数比这一行的最大值低了大约十亿，所以它的指数在 float64 中下溢为恰好 0：每个被隐藏的单元格都是 0，与 −∞ 的结果逐位相同。{ $sums }
# $cell is the hidden cell with the most weight, "The → cat".
masking-verdict-zero-leaks = 被隐藏的键得到了实实在在的权重：最多达 { $top }（{ $cell }）。分数 0 只是一个普通的分数，不是掩码。
masking-verdict-finite-spreads = 所有键都被隐藏的那一行，每个分数都是 −1e9，所以 softmax 把权重平均分给所有键，包括被隐藏的键：每个 { $top }（{ $cell }）。

# <attention-softmax>: one row of logits through the naive and the stable softmax, in float32 or float64.
softmax-logits-label = logits
softmax-logits-subject = logits
softmax-logits-caption = logits z（一行分数）
softmax-logits-hint = 用逗号分隔的数，例如 2, 1, 0.1, -1；-inf 会掩盖一个位置。
softmax-scale-label = 缩放倍数
softmax-scale-subject = 缩放倍数
softmax-scale-caption = 把 logits 乘以
softmax-scale-hint = 向右拖动让分数变大，就像 d_k 很大时未缩放的分数那样。
softmax-precision-label = 精度
softmax-precision-subject = 精度
softmax-precision-caption = 算术精度
softmax-precision-choice = { $precision ->
    [float32] float32（模型训练时用的精度）
   *[float64] float64（numpy 的默认精度）
}
softmax-export-title = softmax：朴素版与数值稳定版
softmax-bars-title = 数值稳定的权重，每个 logit 一根条（轨道从 0 到 1）
softmax-table-caption = 每个 logit，以及两个公式各自给它的权重
softmax-column-naive = 朴素 exp(z)/Σexp(z)
softmax-column-stable = 稳定 exp(z−max)/Σ
softmax-sum = 总和
# $precision is float32 or float64; $over and $under bound the logits whose exp that precision can hold.
softmax-verdict-safe = 最大的 logit 是 { $largest }，在 { $precision } 中 exp 的安全范围之内（{ $underShown } 到 { $overShown }），所以两个公式结果一致。把缩放倍数往上推，直到某个 logit 超过 { $over }。
softmax-verdict-all-masked = 每个位置都被掩码了：朴素公式算出 0/0 = NaN。数值稳定的公式也没有最大的有限 logit 可减；本页返回全为 0 的权重，并报告这一行。
softmax-verdict-overflow = 最大的 logit 是 { $largest }，超过了 { $over }，exp 在 { $precision } 中会溢出：朴素公式算出 ∞/∞ = NaN。先减去最大值，最大的指数项就变成 e⁰ = 1：没有 exp 会溢出，数值稳定的公式给出和为 1 的有限权重。
softmax-verdict-underflow = 每个 logit 都低于 { $under }，exp 在 { $precision } 中会下溢为 0：朴素公式算出 0/0 = NaN。先减去最大值，最大的指数项就变成 e⁰ = 1，所以和至少为 1，数值稳定的公式给出有限的权重。
softmax-property-positive = 每个权重都 ≥ 0：最小的是 { $smallest }。
softmax-property-sum = 它们的和为 1：实时算出的和是 { $sum }{ $precision ->
    [float32] ，在 float32 的精度（约 7 位有效数字）下就是 1。
   *[float64] 。
}
softmax-property-spread = 最大的权重是 { $largest }；权重的分散程度（它们的熵）：{ $entropy } 奈特，从一个键拿走全部时的 0，到 { $count } 个键平分时的 { $most }。

# <attention-weighted-sum>: one query's output as the weighted sum of the value vectors.
weighted-sum-query-label = 查询词元
weighted-sum-query-subject = 查询词元
weighted-sum-query-caption = 查询词元（第 i 行）
weighted-sum-query-hint = 要为哪个词构建新的表示。
weighted-sum-query-choice = { $token }（第 { $row } 行）
weighted-sum-export-title = 值向量的加权和
weighted-sum-charts-title = 每一项一根条，每个输出维度一个面板
weighted-sum-charts-note = 这些条首尾相接地堆叠：每个键的那一项从上一项结束的地方开始，所以最后一项结束在和的位置。横线下方的输出条就是这个总和，从零画起。
weighted-sum-tables-summary = 用表格列出各项和整个输出
weighted-sum-dimension = 第 { $index } 维
# The last bar of each panel: the sum of the terms.
weighted-sum-total = 输出
weighted-sum-terms-caption = 每个键的项 w_ij · v_j，以及它们的和
weighted-sum-column-key = 键 j
weighted-sum-output-caption = 整个输出，形状 (n, d_v) = ({ $n }, { $dV })：每个查询词元一行
weighted-sum-column-token = 词元
weighted-sum-column-dim = 第 { $index } 维

# <attention-formula>: the formula's map (its steps) and every matrix's shape for sizes the reader picks.
formula-step-qkv-name = 输入
formula-step-qkv-text = 对同一组嵌入 X 做三个学到的投影：每个词元得到一个查询、一个键和一个值。
formula-step-scores-name = 分数
formula-step-scores-text = 每个查询与每个键做点积：每个（查询，键）对得到一个数。
formula-step-scaling-name = 缩放
formula-step-scaling-text = 让分数的分布宽度不随键的维度增长，这样 softmax 就不会饱和。
formula-step-masking-name = 掩码（可选）
formula-step-masking-text = 在查询不能看的位置（例如未来的词元）加上 −∞；M 的形状与分数矩阵相同。
formula-step-softmax-name = softmax
formula-step-softmax-text = 逐行把分数变成介于 0 和 1 之间、和为 1 的权重。
formula-step-weighted-sum-name = 加权和
formula-step-weighted-sum-text = 每个输出行都是各个值行的加权平均。
formula-preset-example = 演算过的例子
formula-preset-gpt2 = GPT-2 small 的一个头，{ $tokens } 个词元
formula-n-caption = 词元个数 n
formula-n-hint = 序列长度：每个词元一个查询、一个键和一个值。
formula-d-model-caption = 嵌入维度 d_model
formula-d-model-hint = X 每一行的维度。
formula-d-k-caption = 查询和键的维度 d_k
formula-d-k-hint = 查询和键的维度必须一致才能做点积。
formula-d-v-caption = 值的维度 d_v
formula-d-v-hint = 决定每个输出行的维度。
formula-export-title = softmax(QKᵀ/√d_k)·V：所有形状
formula-more-summary = 你选定的尺寸下的所有形状
formula-presets-label = 试一试：
formula-steps-label = 公式的各个步骤
formula-table-caption = 每个矩阵的形状，实时计算
formula-column-matrix = 矩阵
formula-column-shape = 形状
formula-column-symbols = 用符号表示
formula-column-holds = 含义
# What each matrix holds, by the core's key for it; $formula is "X·W_Q" and the like; $note is the core's English.
formula-shape-note = { $key ->
    [embeddings] 词元的嵌入，每个词元一行
    [learned] 学到的
    [queries] { $formula }：每个词元一个查询
    [keys] { $formula }：每个词元一个键
    [values] { $formula }：每个词元一个值
    [rawScores] 原始分数：每个查询对每个键
    [scaledScores] 缩放后的分数
    [weights] 注意力权重；每行之和为 1
    [output] 输出：每个词元的新表示
   *[other] { $note }
}
# $output and $scores are shapes, "(4, 3)".
formula-summary = 输出（最后一行）的形状是 { $output }：每个词元一个新行，宽为 d_v。无论 d_k 是多少，分数矩阵的形状都是 { $scores }：它随序列长度的平方增长。Q、K、V 和输出只与 n 成正比地增长，而 W_Q、W_K、W_V 根本不依赖于 n。

# <attention-walkthrough>: the worked example end to end, its numpy script, its printout and every matrix.
walkthrough-seed-label = 随机种子
walkthrough-seed-subject = 随机种子
walkthrough-seed-caption = 随机种子
# Each field's hint ends with its range of whole numbers.
walkthrough-seed-hint = 作为 numpy 随机数生成器的种子，由它抽取 W_Q、W_K 和 W_V。整数，{ $min } 到 { $max }。
walkthrough-dk-hint = 每个查询向量和键向量的维度。整数，{ $min } 到 { $max }。
walkthrough-dv-hint = 每个值向量的维度，也就是每个输出行的维度。整数，{ $min } 到 { $max }。
walkthrough-tokens-label = 词元
walkthrough-tokens-subject = 词元
walkthrough-x-label = 嵌入
walkthrough-x-subject = 嵌入
walkthrough-value-label = 嵌入中的数值
walkthrough-value-subject = 嵌入中的数值
walkthrough-export-title = 演算过的例子，从头到尾
walkthrough-controls-label = 选择例子
# $seed, $n tokens, and the widths: "seed 42 · 4 tokens · d_model 6 · d_k 3 · d_v 3".
walkthrough-summary = 种子 { $seed } · { $n } 个词元 · d_model { $dModel } · d_k { $dK } · d_v { $dV }
walkthrough-more-embeddings = 编辑嵌入 X：你自己的词元和数值
walkthrough-more-script = 打印出这些结果的 numpy 脚本：复制下来运行一下
walkthrough-more-matrices = 全精度的每个矩阵：Q、K、V、分数、权重、输出
walkthrough-script-title = 脚本
walkthrough-script-note = 纯 numpy。把它保存为 attention_walkthrough.py 并运行：它打印的结果与下面完全一致。
walkthrough-copy-script = 复制脚本
walkthrough-copied = 已复制。
walkthrough-selected = 已选中：按 Ctrl+C（⌘C）复制。
walkthrough-output-title = 它打印出的结果
walkthrough-output-note = 在你的浏览器中实时计算，按 numpy 的方式打印。
walkthrough-weights-title = 注意力权重
walkthrough-weights-note = 行：正在看的词元（查询）。列：它看向的词元（键）。每行之和为 1。
walkthrough-weights-caption = softmax(QKᵀ/√d_k)，每个查询词元一行
walkthrough-weights-corner = 查询 ↓ 键 →
walkthrough-weight-cell = 从 { $from } 到 { $to } 的权重：{ $text }
walkthrough-embeddings-title = 嵌入 X
walkthrough-embeddings-note = 每个词元一行，每行 d_model 个数。可以修改任意名称或数值，也可以添加词元和维度：脚本、它的输出和每个矩阵都会随之更新。投影矩阵会按新的 d_model 从种子重新抽取。
walkthrough-reset = 恢复为“The cat sat down”
walkthrough-still-showing-embeddings = { $problem }仍在显示上一组有效的嵌入。
walkthrough-matrices-title = 每个矩阵
walkthrough-matrices-note = 打印结果背后的全精度数值，实时计算。
walkthrough-matrix-show = 显示
# The matrices one can show, by their key.
walkthrough-matrix-title = { $key ->
    [X] X：嵌入
    [WQ] W_Q：查询投影
    [WK] W_K：键投影
    [WV] W_V：值投影
    [Q] Q = X·W_Q：查询
    [K] K = X·W_K：键
    [V] V = X·W_V：值
    [scaledScores] Q·Kᵀ/√d_k：缩放后的分数
    [weights] softmax：注意力权重
   *[output] weights·V：输出
}
walkthrough-matrix-caption = 选中的矩阵，全精度数值四舍五入到 4 位小数
walkthrough-matrix-corner = 行 ↓ 列 →
walkthrough-matrix-cell = 第 { $row } 行，第 { $col } 列：{ $text }
walkthrough-matrix-shape = 形状 ({ $rows }, { $cols })
walkthrough-editor-label = 嵌入 X，可编辑
walkthrough-editor-caption = 嵌入 X：每个词元一行
walkthrough-editor-corner = 词元 ↓ 维度 →
walkthrough-token-name-label = 第 { $index } 个词元的名称
walkthrough-value-cell-label = { $token }，第 { $index } 维
walkthrough-add-token = 添加一个词元
walkthrough-remove-token = 删除最后一个词元
walkthrough-add-dimension = 添加一个维度
walkthrough-remove-dimension = 删除一个维度
walkthrough-token-empty = 词元需要一个名称。
walkthrough-token-spaces = 词元名称不能包含空格。
walkthrough-token-control = 词元名称不能包含控制字符。
walkthrough-token-bytes = 词元名称最长 { $maxBytes } 个字节。
# $problem is one of the sentences above, or a number's (from the field's parser).
walkthrough-token-problem = 第 { $index } 个词元：{ $problem }
walkthrough-value-problem = 第 { $row } 行，第 { $col } 列：{ $problem }
walkthrough-editor-problem = { $problem }例子仍在使用上一个有效的值。{ $more ->
    [0] {""}
   *[other] （另有 { $more } 个单元格被标出。）
}
# Problems with the tokens="…" and x="…" attributes (or link parameters); they start with the attribute's name.
walkthrough-tokens-and-x = tokens 和 x 要一起给出：两个都给，或者都不给以使用种子的句子。
walkthrough-tokens-count = tokens：要给 1 到 { $max } 个名称，实际给了 { $count } 个。
walkthrough-tokens-problem = tokens：第 { $index } 个词元：{ $problem }
# $problem is the core's parser's own words.
walkthrough-x-unreadable = x：{ $problem }。
walkthrough-x-rows = x：每个词元需要一行（{ $tokens } 行），实际有 { $rows } 行。
walkthrough-x-width = x：每行最多 { $max } 个数，实际有 { $cols } 个。
walkthrough-x-out-of-range = x：第 { $row } 行第 { $col } 列是 { $value }；嵌入中的数值范围是 -{ $limit } 到 { $limit }。
walkthrough-x-not-finite = x：第 { $row } 行第 { $col } 列不是有限的数；嵌入中的数值范围是 -{ $limit } 到 { $limit }。

# <attention-subject-head>: chapter 1's opener, a trained head and the random one it started from, on a sentence of the toy language.
subject-head-sentence-label = 句子
subject-head-sentence-subject = 句子
subject-head-sentence-caption = 句子
subject-head-export-title = 一个学到的头和一个随机的头：动词看向哪里
# $head is learned or random.
subject-head-title = { $head ->
    [learned] 训练过的头
   *[random] 同一个头未经训练时：随机数，也就是训练开始的地方
}
subject-head-role = { $role ->
    [verb] 动词（提问者）
   *[subject] 主语
}
subject-head-table-caption = 在每个头下，“{ $query }”对每个词的关注程度
subject-head-column-word = 词
subject-head-column-role = 角色
subject-head-column-head = { $head ->
    [learned] 学到的
   *[random] 随机的
}
# $query is the verb; $subject is yes when the word it looks at most ($top) is its subject; $animal is the word its output names.
subject-head-said = “{ $query }”最大的份额 { $largest }（平均分配时为 { $even }）给了“{ $top }”{ $subject ->
    [yes] ，也就是它的主语
   *[no] {""}
}；它的输出说出的动物是“{ $animal }”。
subject-head-spread = “{ $query }”的份额很分散，从 { $low } 到 { $high }（平均分配时每个词为 { $even }）。{ $lead }它的输出说出的动物是“{ $animal }”。
subject-head-most-narrowly = 最多的给了它的主语“{ $top }”，但只是略多一点：“{ $runnerUp }”得到 { $share }。
subject-head-most-subject = 最多的给了它的主语“{ $top }”。
subject-head-most-other = 最多的给了“{ $top }”，而不是它的主语“{ $subject }”（{ $share }）。
subject-head-summary = { $head ->
    [learned] 学到的：{ $text }
   *[random] 随机的：{ $text }
}
subject-head-held-out = 这个头在训练中从没见过“{ $sentence }”：它被留作测试。
# Each count with its share ("41 %").
subject-head-record = 在全部 { $sentences } 个留出的句子上，学到的头有 { $learnedAttention } 个（{ $learnedAttentionShare }）把最大的权重放在动词的主语上，有 { $learnedAnswer } 个（{ $learnedAnswerShare }）说对了主语的动物。随机的头有 { $randomAttention } 个（{ $randomAttentionShare }）把最大的权重放在主语上，有 { $randomAnswer } 个（{ $randomAnswerShare }，大约是瞎猜的三分之一）说对了动物：即使它的权重落在主语上，它未经训练的值向量也不能把这个词是哪种动物传到答案里。

# <attention-exercise>: one checked exercise (its questions and verdicts are in the Exercises group).
exercise-ui-kicker = 练习
exercise-ui-answer-label = 你的答案
exercise-ui-check = 检查
exercise-ui-solved-before = 你之前已经做对了这道题。愿意的话可以再做一次。
exercise-ui-loading = 稍等：计算器还在加载。
exercise-ui-show-answer = 显示答案

# <attention-predict>: predict, then reveal (its questions and verdicts are in the Predictions group).
predict-ui-title = 先预测
predict-ui-loading = 正在加载问题…
predict-ui-skip = 直接告诉我答案
predict-ui-answer-label = 你的预测
predict-ui-commit = 提交我的预测

# <attention-by-hand>: a checkpoint done step by step on numbers of the reader's own (its questions and verdicts are in the Checkpoints group).
by-hand-loading = 正在加载实时数值…
by-hand-numbers-linked = 这些数来自一个分享的链接。点“换一组数”会回到你自己的数。
by-hand-numbers-own = 这些数是你专属的：别的读者拿到的是另一组。
# "New numbers" is the button's text; the sentences below name it.
by-hand-new-numbers = 换一组数
by-hand-share = 链接到这组数
by-hand-shared-copied = 链接已放在地址栏中，并已复制。
by-hand-shared = 链接已放在地址栏中。
by-hand-passed-twice = ✓ 你已在两个不同的日子里不借助帮助通过了这个检查点。
by-hand-passed-before = ✓ 你之前已不借助帮助通过了这个检查点。{ $offer ->
    [yes] 换一天再点“换一组数”，检验你是否还记得。
   *[no] {""}
}
by-hand-passed-with-help = 你之前在帮助下通过了这个检查点。{ $offer ->
    [yes] 课程只计入不借助帮助的通过：点“换一组数”再来一次。
   *[no] {""}
}
by-hand-passed-earlier = 你完成这个检查点时，它还没有给每位读者专属的数。请再不借助帮助通过一次，才会计入。
by-hand-steps-kept = 你做过的步骤如下，保留着你通过时的样子。
by-hand-rules-summary = 答案如何检查
by-hand-step-number = 第 { $step } 步，共 { $steps } 步
by-hand-step-locked = 第 { $step } 步做对后开放。
# Placeholder of a box that takes a shape.
by-hand-shape-placeholder = (行, 列)
by-hand-check-step = 检查第 { $step } 步
by-hand-show-answer = 显示这一步的答案
by-hand-answer = 答案：{ $answer }
by-hand-complete = ✓ 检查点完成：全部 { $steps } 步都对了{ $help ->
    [yes] ，借助了帮助。{ $offer ->
        [yes] 课程只计入不借助帮助的通过：点“换一组数”再来一次。
       *[no] {""}
    }
   *[no] 。
}
}

# <attention-derive>: the blank-slate derivation, a checkpoint in three steps (its verdicts are in the Course machinery group).
derive-title = 检查点：推导公式
derive-loading = 正在加载实时数值…
derive-intro = 从 Q、K 和 V 到注意力的输出，屏幕上没有任何可以照抄的东西：用各个部件拼出公式，写出每个矩阵的形状，并说明每个部件为什么在它所在的位置。通过之后，或者请求帮助之后，公式本身和它的示意图会出现在下方。
derive-step-number = 第 { $step } 步，共 { $steps } 步
derive-step-name = { $step ->
    [assemble] 拼出公式
    [shapes] 每个形状，用符号表示
   *[reasons] 每个部件为什么在那里
}
derive-step-locked = 第 { $step } 步做对后开放。
# The redraw button; the status lines below quote it.
derive-again = 重新开始，换一组
derive-skip = 直接给我看公式
derive-skip-note = 算作借助了帮助。
derive-passed-twice = ✓ 你已在两个不同的日子里不借助帮助通过了这个检查点。
derive-passed-before = ✓ 你之前已不借助帮助通过了这个检查点。换一天再通过一次（“{ derive-again }”），看看你是否还记得。
derive-passed-with-help = 你之前在帮助下通过了这个检查点。课程只计入不借助帮助的通过：点“{ derive-again }”再来一次。
derive-shown = 公式和它的示意图在下方。这个检查点现在算作借助帮助通过；点“{ derive-again }”可以不借助帮助再做一次。
derive-show-answer = 显示这一步的答案
derive-check-step = 检查第 { $step } 步
derive-chain-label = 你的公式，一个部件接一个部件（点一个部件可以把它放回去）：
derive-tray-label = 部件（不是每个都属于公式）：
derive-clear = 重新开始
derive-ask-assemble = 从 Q、K 和 V 出发，按公式使用各部件的顺序点击它们。
derive-chain-empty = 还没有部件。
# A part in "Your formula"; $part is its symbol ("softmax", "/√dk").
derive-chip-label = { $part }：放回去
# Placeholder of a box that takes a shape.
derive-shape-placeholder = (行, 列)
derive-ask-shapes = 用符号写出每个矩阵的形状 (行, 列)：n 表示词元个数，d_model 表示 X 的宽度，d_k 表示查询和键的维度，d_v 表示值的维度，例如 (n, d_k)。
derive-ask-reasons = 为每个部件选出它存在的原因。
derive-complete = ✓ 检查点完成：公式推导出来了{ $help ->
    [yes] ，借助了帮助。课程只计入不借助帮助的通过：点“{ derive-again }”再来一次。
   *[no] 。公式和它的示意图在下方。
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
