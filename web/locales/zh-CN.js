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

predict-verdict-shown = 答案：{ $answer }
predict-verdict-predicted = 你的预测是“{ $answer }”。{ $verdict }
predict-verdict-predicted-before = 你之前的预测是“{ $answer }”。{ $verdict }
predict-right = 正确。{ $why }
predict-close = 很接近。{ $why }
predict-sentences = { $first }{ $second }
predict-gap-in-weights = 两个键的分数相差 { $gap }、其余都相同时，经过 softmax 后，前者的权重是后者的 e^{ $gap } ≈ { $times } 倍。

predict-sat-prompt = 在“The cat sat down”中，词“sat”要从其他词那里收集它需要的信息。先别算数字：“sat”应该把最大的一份注意力给哪个词？
predict-sat-choice-the = The
predict-sat-choice-cat = cat
predict-sat-choice-sat = sat（它自己）
predict-sat-choice-down = down
predict-sat-why = 一个训练来找出动作执行者的头，把“sat”的注意力中的 { $weight } 给了“{ $word }”（下面实时计算）：“sat”需要知道是谁坐下了。
predict-sat-mistake-the = “The”只表明后面要来一个名词，没说是哪种动物。
predict-sat-mistake-sat = “sat”已经有自己的向量了；它缺的是谁坐下了。
predict-sat-mistake-down = “down”说的是怎么坐，而不是谁坐。
predict-sat-explain = “{ $word }”，坐下的那一位：训练好的头把“sat”的注意力中的 { $weight } 给了它，这是实时计算的结果。

predict-v-shape-prompt = 五个词元，每个都是由 d_model = { $dModel } 个数组成的嵌入，用 d_k = { $dK } 和 d_v = { $dV } 做投影。V = X·W_V 的形状是什么？
predict-v-shape-why = X { $x } 乘以 W_V { $wv }：内侧的两个 { $inner } 相遇并消去，每个词元剩下一个由 { $width } 个数组成的值向量，形状为 { $v }。
predict-v-shape-mistake-q = 那是 Q 的形状（也是 K 的）：d_k 是查询和键的维度。值向量有自己的维度 d_v。
predict-v-shape-mistake-w-v = 那是 W_V 本身，(d_model, d_v)。X 乘以它之后仍保留 X 的 { $rows } 行。
predict-v-shape-mistake-x = 那是 X：投影把每一行的维度从 d_model 变成 d_v。
predict-v-shape-mistake-swapped = 行和列弄反了：每个词元占一行。
predict-v-shape-explain = V 的形状是 { $v }：X { $x } 乘以 W_V { $wv }，每个词元得到一个由 { $width } 个数组成的值向量。

predict-which-key-prompt = 一个查询 q = (1.5, 0.5)，以及三个长度相同的键：k₁ = (1, 1)，k₂ = (−1, 1)，k₃ = (1, −1)。哪个键的分数 q·k 最大？
predict-which-key-choice-tie = 都不是：长度相同的键，分数也相同
predict-which-key-why = 实时计算：q·k₁ = { $first }，q·k₂ = { $second }，q·k₃ = { $third }：k{ $top } 的方向与 q 最接近。长度相同，方向不同，分数就不同。
predict-which-key-mistake-k2 = k₂ 大体指向背离 q 的方向：它的 x 分量 −1 与 q 较大的 1.5 符号相反。
predict-which-key-mistake-k3 = k₃ 的 x 分量与 q 相同，但它的 y 分量 −1 与 q 的 y 分量 0.5 方向相反，减掉了 0.5。
predict-which-key-mistake-tie = 点积既看长度，也看方向：长度相同的键，分数也可以不同。

predict-score-shape-prompt = 一个句子有 n = 7 个词元，查询和键的维度都是 d_k = 16。每个查询都要与每个键算一个分数。分数矩阵 Q·Kᵀ 的形状是什么？
predict-score-shape-why = Q { $q } 乘以 Kᵀ ({ $dK }, { $keys })：每个点积都把 { $dK } 个坐标求和消去，每个查询–键对留下一个分数，形状为 { $s }。
predict-score-shape-mistake-q = 那是 Q 的形状。
predict-score-shape-mistake-transposed = (16, 16) 是 Qᵀ·K 的形状，它比较的是坐标，而不是词元。
predict-score-shape-explain = { $s }：{ $queries } 个查询中的每一个与 { $keys } 个键中的每一个各有一个分数；d_k 在求和中消去了。

predict-variance-prompt = 查询 q 和键 k 各有 d_k = 256 个坐标，都是独立抽取的随机数，均值为 0，方差为 1。于是每个乘积 q_d·k_d 的均值为 0，方差为 1。它们的点积 q·k，即这 256 个乘积之和，方差是多少？
predict-variance-measured = 对 { $pairs } 对随机向量实时计算，它们的点积方差为 { $variance }，而下面的推导给出的恰好是 d_k = { $dK }。
predict-variance-why = 每个乘积 q[d]·k[d] 的方差为 1，而独立项的方差可以相加：256 项，方差就是 256。
predict-variance-mistake-16 = 16 是标准差，即 √256。方差是它的平方。
predict-variance-mistake-1 = 1 是单个乘积 q[d]·k[d] 的方差，或者除以 √d_k 之后分数的方差。
predict-variance-mistake-0 = 0 是均值：正负乘积平均下来会相互抵消，但它们的离散程度会变大。
predict-variance-explain = { $dK }：{ $dK } 个乘积的方差各为 1，而独立项的方差可以相加。实时计算 { $pairs } 对随机向量，得到 { $variance }。

predict-minus-infinity-prompt = 因果掩码把查询不能看到的每个键的分数设为 −∞，然后照常做 softmax。被遮住的键最后得到多大的权重？
predict-minus-infinity-choice-zero = 恰好为 0
predict-minus-infinity-choice-tiny = 一个极小的正数，例如 10⁻³⁰
predict-minus-infinity-choice-negative = 一个负权重
predict-minus-infinity-choice-nan = NaN：这一行算坏了
predict-minus-infinity-why = 在下面的小工具中，打开因果掩码后，“{ $token }”这一行给各个键的权重是 { $weights }：后面的两个键恰好得到 0，因为 exp(−∞) = 0 不给总和增加任何东西；它能看到的两个键分掉了全部权重（它们的和是 { $sum }）。
predict-minus-infinity-mistake-tiny = −∞ 不只是“非常负”：exp(−∞) 恰好等于 0，而不是一个很小的数。（用 −10⁹ 填充得到 exp(−10⁹)，结果也是 0。）
predict-minus-infinity-mistake-negative = softmax 从不给出负权重：对任何 z，exp(z) 都是正数或 0。
predict-minus-infinity-mistake-nan = 只有当一行的所有键都被遮住时才会这样（此时公式是 0 除以 0）。这里每个查询至少还能看到它自己。
predict-minus-infinity-explain = 恰好为 0：exp(−∞) = 0。因果掩码下“{ $token }”这一行：{ $weights }。

predict-rows-or-columns-prompt = softmax 给分数矩阵的每个格子一个权重。把权重加起来：下面哪些和恰好等于 1？
predict-rows-or-columns-choice-rows = 每一行：一个查询对所有键的权重
predict-rows-or-columns-choice-columns = 每一列：所有查询给一个键的权重
predict-rows-or-columns-choice-both = 行和列都是
predict-rows-or-columns-choice-matrix = 只有整个矩阵
predict-rows-or-columns-why = 在本章末尾的完整示例中（实时计算），各行之和为 { $rowSums }，各列之和为 { $columnSums }。softmax 沿着键的方向对每个查询的那一行做归一化：每个查询都有总量为 1 的预算。
predict-rows-or-columns-mistake-columns = 对列做归一化，正是“在错误的轴上做 softmax”这个错误的做法。
predict-rows-or-columns-mistake-both = 列之和等于 1 只是巧合：一个键可能受所有查询青睐，也可能无人问津。
predict-rows-or-columns-mistake-matrix = 每个查询都有自己的分布，所以比这更细。
predict-rows-or-columns-explain = 每一行。在本章末尾的完整示例中，各行之和为 { $rowSums }；各列之和为 { $columnSums }。

predict-double-scores-prompt = 一个查询的分数是 z = ({ $scores })，柱子显示 softmax 给它们的权重：{ $weights }。现在每个分数都翻倍，变成 ({ $doubled })。拖动每根柱子（或用方向键，每按一次移动 0.01；Page Up/Page Down 每次 0.1），把它放到你认为它的权重会到达的位置。
predict-double-scores-bar = 分数 { $score }
predict-double-scores-why = 实时计算，分数翻倍后的权重是 { $after }：最大的权重从 { $from } 升到 { $to }。
predict-double-scores-mechanism = 每个分数翻倍，每个差距也随之翻倍；两个分数相差 g，它们的权重之比就是 exp(g)，所以每个比值都被平方：softmax 变得更尖锐，这与除以 √d_k 的作用正好相反。
predict-double-scores-not-risen = 你最高的那根柱子没有升高。所有分数加上同一个数时 softmax 不变，但乘以同一个数时就会变。
predict-double-scores-not-far-enough = 方向对了，但还不够远：你最高的柱子在 { $bar }。两个权重之比会被平方：{ $top }/{ $next } ≈ { $ratio } 变成 ≈ { $newRatio }，所以最大的权重会到 ≈ { $newTop }。
predict-double-scores-too-far = 方向对了，但走过头了：你最高的柱子在 { $bar }。两个权重之比会被平方：{ $top }/{ $next } ≈ { $ratio } 变成 ≈ { $newRatio }，所以最大的权重会到 ≈ { $newTop }，不会更高。
predict-double-scores-direction-why = 实时计算，分数翻倍后的权重是 { $after }。两个分数相差 g，它们的权重之比就是 exp(g)；分数翻倍会让每个差距翻倍：softmax 变得更尖锐，这与除以 √d_k 的作用正好相反。
predict-double-scores-wrong-way = 最高的柱子应该升高，其余的应该降低，四根加起来仍然是 1。
predict-double-scores-explain = { $after }：最大的权重从 { $from } 升到 { $to }，因为分数翻倍会把权重之间的每个比值平方。

predict-leans-toward-prompt = 在本章最后的示例中（“The cat sat down”，种子 42，随机投影，不加掩码：每个词都能看到其他所有词），softmax 给查询“{ $query }”的权重是 { $weights }：它们加起来等于 1。这四个值向量的第一个坐标分别是 { $values }。“{ $query }”的输出是加权和 w_1·v_1 + … + w_{ $n }·v_{ $n }。它的第一个坐标最接近哪一个？
predict-leans-toward-weight-for = { $weight }（“{ $token }”）
predict-leans-toward-value-of = { $value }（“{ $token }”的 v）
predict-leans-toward-choice-top = “{ $token }”的 v，权重最大的那个：{ $value }
predict-leans-toward-choice-average = 四个值的简单平均：{ $value }
predict-leans-toward-choice-sum = 四个值的简单求和：{ $value }
predict-leans-toward-choice-own = “{ $token }”自己的 v：{ $value }
predict-leans-toward-why = 权重为 { $weights } 时，输出的第一个坐标是 { $output }（实时计算）。权重加起来等于 1，所以输出是各个值向量的加权平均；权重这么均匀，它就落在简单平均附近，只是稍稍偏向“{ $top }”的 v：它的分数最大，因而权重也最大。
predict-leans-toward-mistake-top = 它确实偏向“{ $top }”的 v，但只偏一点点：另外三个仍占了大部分权重。
predict-leans-toward-mistake-own = 词元自己的值向量没有特殊待遇：它的权重和其他词元一样，来自它的分数。
predict-leans-toward-mistake-sum = 权重加起来等于 1，所以输出是平均，而不是求和。
predict-leans-toward-mistake-average = 很接近，但权重并不完全均匀。
predict-leans-toward-explain = { $choice }。输出的第一个坐标是 { $output }，是以 { $weights } 为权重对各值向量求的加权平均。

predict-one-or-two-prompt = 在“Cats near dogs chased birds”中，动词“chased”必须同时找出两个动物：谁在追（cats），被追的是什么（birds），中间还隔着“dogs”。两个模型的参数都是 144 个：一个是单个宽头（d_k = 6），另一个是两个窄头（各 d_k = 3）。用同样的方式训练后，在从没见过的句子上，哪个能把两个动物都找对？
predict-one-or-two-choice-wide = 只有那个宽头
predict-one-or-two-choice-narrow = 只有两个窄头
predict-one-or-two-choice-both = 两者都能
predict-one-or-two-choice-neither = 两者都不能
predict-one-or-two-why = 下面实时计算：在 { $sentences } 个留作测试的句子上，两个窄头在 { $narrowBoth } 句中把两个动物都找对了，宽头是 { $wideBoth } 句（主语对了 { $wideSubject } 句，宾语对了 { $wideObject } 句）。在 { $seeds } 个随机种子中，窄头解决了 { $narrowSolved } 次，宽头 { $wideSolved } 次。
predict-one-or-two-compare = 在柱状图中，比较每个头从“chased”出发的权重落在哪里。
predict-one-or-two-mistake-wide = 更宽的头能更精细地比较词，但它对每个查询仍然只做一次加权平均：它必须选择看哪里。
predict-one-or-two-mistake-both = 参数一样多，自由度却不一样：一个头只有一个 softmax，每个查询只有一组权重。
predict-one-or-two-mistake-neither = 两次查找正好在两个头的能力范围内：每个头各学会其中一个。
predict-one-or-two-explain = 只有两个窄头：{ $sentences } 个留作测试的句子中，它们答对 { $narrowBoth } 个，宽头答对 { $wideBoth } 个，这是实时计算的结果。下面的柱状图显示每个头从“chased”出发看向哪里；为什么这很重要，图后面会讲。

predict-no-transpose-prompt = Q 为“{ $sentence }”的每个词元存了一行 { $width } 个数：形状为 ({ $n }, { $width })。用 Q.reshape(h, n, d_k) 且不做转置，把它切成 h = 2 个头，头 1 得到一个 ({ $n }, { $half }) 的块。块里是 Q 的哪些数？
predict-no-transpose-choice-first-columns = 每个词元的第 1–{ $half } 列，和做了转置时一样
predict-no-transpose-choice-first-tokens = “{ $first }”和“{ $second }”的全部 { $width } 列，其他词的一个都没有
predict-no-transpose-choice-first-tokens-half = 只有“{ $first }”和“{ $second }”的第 1–{ $half } 列
predict-no-transpose-how = numpy 把 Q 的 { $numbers } 个数按顺序倒进去，先填满头 1 的 ({ $n }, { $dK }) 块：它得到前 { $block } 个数，也就是{ $tokens }的整行，每行被切成 { $pieces } 段。下面的小工具逐格展示了这一点。
predict-no-transpose-quoted = “{ $word }”
predict-no-transpose-mistake-first-columns = 那是做了转置的结果。不转置的话，没有任何操作会从每一行里挑出列来。
predict-no-transpose-mistake-first-tokens-half = 词是对的，但不只是它们的前半部分：头 1 的每一行按顺序取接下来的 { $dK } 个数，而 Q 的一行在前半部分之后紧接着就是它的后半部分。
predict-no-transpose-explain = Q 的 { $numbers } 个数中按顺序的前 { $block } 个：{ $tokens }的整行，每行被切成 { $pieces } 段。下面的小工具逐格展示了这一点。

predict-score-direction-prompt = 一个查询对三个键的权重行是 p = (0.6, 0.3, 0.1)。你想让键 1 得到更多权重，但只能改变键 2 的分数 z₂。z₂ 应该往哪个方向变？
predict-score-direction-choice-up = 升高
predict-score-direction-choice-down = 降低
predict-score-direction-choice-none = 都不行：改变 z₂ 不会改变键 1 的权重
predict-score-direction-why = 由反向传播实时计算：∂p₁/∂z₂ = { $entry }，也就是 −p₁·p₂ = −{ $p1 } × { $p2 }。把 z₂ 降低 0.1，p₁ 大约升高 { $change }。所有权重共用一个分母，所以一个分数升高，就会从其他所有权重那里夺走一部分。
predict-score-direction-mistake-up = z₂ 升高会让键 2 的份额变大，而所有份额加起来等于 1：键 1 就会变少。
predict-score-direction-mistake-none = z₂ 在每个权重都要除以的那个和里，所以它会改变这一行的每个权重。
predict-score-direction-explain = 降低：∂p₁/∂z₂ = −p₁·p₂ = { $entry }，实时计算。提高一个分数会提高它自己的权重（∂p₂/∂z₂ = p₂(1 − p₂) = { $own }），并降低其他所有权重。

predict-layer-2-target-prompt = 训练好的模型读入 { $text }：八个字母，然后是同样的八个。看位置 { $position }，也就是第二个 { $letter }（位置从 0 开始数）。第 2 层的头会把大部分权重放在哪个位置上？
predict-layer-2-target-choice-same = { $position }：前面那个 { $letter }，同一个词元
predict-layer-2-target-choice-after = { $position }：{ $next }，前面那个 { $letter } 之后的词元
predict-layer-2-target-choice-before = { $position }：{ $previous }，紧挨着的前一个词元
predict-layer-2-target-choice-itself = { $position }：它自己
predict-layer-2-target-why = 实时计算，第 2 层的头给位置 { $position } 的权重{ $weightTiny ->
        [yes] 几乎为零
       *[no] 是 { $weight }
    }。这就是归纳目标：前面那个 { $letter } 之后的字母是 { $next }，所以 { $next } 是对下一个字母的最佳猜测，而这个头把它复制过来。
predict-layer-2-target-mistake-same = 前面那个 { $letter } 是路标，但这个头给它的权重{ $weightTiny ->
        [yes] 几乎为零
       *[no] 只有 { $weight }
    }：它看的是路标之后的一个位置，也就是紧接着出现的那个字母。
predict-layer-2-target-mistake-before = 那是第 1 层的头看的地方（权重{ $layer1Tiny ->
        [yes] 几乎为零
       *[no] 为 { $layer1 }
    }）：前一个词元。第 2 层的头给它的权重{ $layer2Tiny ->
        [yes] 几乎为零
       *[no] 是 { $layer2 }
    }。
predict-layer-2-target-mistake-itself = 它给自己的权重{ $weightTiny ->
        [yes] 几乎为零
       *[no] 是 { $weight }
    }：它自己的词元说明不了下一个是什么。
predict-layer-2-target-explain = 位置 { $position }，前面那个 { $letter } 之后的词元：权重 { $weight }，实时计算。

predict-circuit-match-prompt = 下面的图 2a 画的是含有第 1 层所写内容的那一项，覆盖每个查询字母 a 和前一个字母 b：它的对角线（b 就是 a 的地方）很亮（第 2 步的匹配）。图 2b 画的是另一项：查询的字母对键自己的字母。在图 2b 的对角线上（A 查询对 A 键，B 对 B，…），训练好的权重会给出什么？
predict-circuit-match-choice-bright = 一条亮的对角线，和图 2a 的一样亮：A 仍然匹配 A
predict-circuit-match-choice-half = 一条大约只有图 2a 一半亮的对角线
predict-circuit-match-choice-flat = 几乎是平的：键自己的字母是否一致几乎无关紧要
predict-circuit-match-choice-dark = 一条暗的对角线：这个头学会了避开它自己的字母
predict-circuit-match-why = 从权重中读出，覆盖全部 12 个字母：图 2a 的对角线平均为 { $composed }，对角线外为 { $composedOff }；图 2b 则是 { $own } 对 { $ownOff }。{ $scale }图 2b 的差距 { $ownGap } 给出的是 { $ownTimes } 倍。只有第 1 层写入的内容才能分辨出“在 A 之后”，而第 2 层之所以能用上它，只是因为第 1 层写了它。下面的图显示了每一对。
predict-circuit-match-mistake-bright = A 键是查询本身在前面的副本，也就是重复词元的那一格：注意力放在那里会复制 A，而不是它之后的字母，所以训练用不上这一项。
predict-circuit-match-mistake-half = 即使只有一半亮，也会把头拉向前面那个 A 本身，导致猜错；训练用不上这一项。
predict-circuit-match-mistake-dark = 没有什么需要压低：图 2a 的对角线已经决定了头看向哪里。
predict-circuit-match-mistake-flat = 看看这些数字：训练对这一项的塑造比这更多。
predict-circuit-match-explain = 图 2a 的对角线：{ $composed }，对角线外为 { $composedOff }；图 2b 的：{ $own } 对 { $ownOff }，{ $kind ->
        [bright] 一样亮
        [half] 大约一半亮
        [flat] 几乎是平的
       *[dark] 比其余部分更暗
    }。{ $scale }实时计算。

predict-phase-change-prompt = 点“播放”之前先想一想：用两层时，重复段上的损失在这 2000 步中会怎样下降？
predict-phase-change-note = 已记下。现在用两层点“播放”：运行到第 2000 步时会检查你的预测，到时会在下面解释它显示了什么。
predict-phase-change-choice-early = 很快，在前一百步左右就降下来，然后保持平稳
predict-phase-change-choice-gradual = 逐渐而平稳地下降，从最初几步一直到最后
predict-phase-change-choice-sudden = 很长一段时间停在随机水平附近，然后在很短的一段内骤降
predict-phase-change-choice-never = 根本不降：损失只要求预测下一个字母，从不要求回看
predict-phase-change-own-run = 你的运行（{ $layers }，种子 { $seed }）：{ $drop ->
        [never] 重复段的损失从未降到 { $to } 以下
        [early] 重复段的损失到第 { $below } 步时已低于 { $to }
       *[fell] 重复段的损失在第 { $above } 步时仍高于 { $from }（随机水平为 ln 12 ≈ { $chance }），到第 { $below } 步时已低于 { $to }，相隔 { $stepsLater } 步
    }；最终在第 { $step } 步时为 { $repeat }，而第一遍的损失为 { $first }{ $aboveChance ->
        [yes] （略高于随机水平：模型押注于它见过的字母，而在第一遍上，这些押注会输）
       *[no] {""}
    }。{ $headFormed ->
        [yes] 它的归纳头在第 { $formedAt } 步形成（归纳权重为 { $formed }）。
       *[no] 到那时还没有形成归纳头（归纳权重为 { $formed }）：有些种子的骤降来得晚，有些永远不会来，换一个试试。
    }
predict-phase-change-shipped-run = 用两层时，重复段的损失在几百步里一直停在随机水平 ln 12 ≈ { $chance } 附近，然后在大约两百步内降下来（默认种子如此；有些种子永远到不了）；用一层时，它从不离开随机水平。随页面附带的模型（构建网站时训练了 1200 步）在 { $text } 上：第一遍的损失为 { $first }，重复段为 { $repeat }（正确字母上的概率约为 { $right }%）。
predict-phase-change-mistake-gradual = 每一步确实都会把损失降低一点，但在重复段上，几乎什么都不动，直到两个头协同工作：回路的任何一部分单独都帮不上忙。
predict-phase-change-mistake-early = 重复段上没有什么是很快学会的：它们的损失一直停在随机水平附近，直到两个头协同工作，而这两个头得先相互配合着成长起来。
predict-phase-change-mistake-never = 回看是预测重复内容最省事的办法，所以梯度下降会找到它，尽管没有谁要求它这么做。
predict-phase-change-explain = 两层：几百步内都在随机水平附近（ln 12 ≈ { $chance }），然后骤降，训练好的模型在 { $text } 的重复段上降到 { $repeat }，实时计算；一层则从不离开随机水平。

predict-online-rescale-prompt = 这个循环每次读 { $chunk } 个键，并维护运行最大值 m、和 l 以及输出 o。其中标出的两行忘了重新缩放：当某个块把最大值提高到 m_new 时，l 和 o 从未乘以 exp(m − m_new)。它仍然返回 o / l，也不会报错。下面的错误展示在同一个句子上运行每个错误；在这个句子的 5 个键上，这个错误会造成什么结果？
predict-online-rescale-choice-exact = 没有影响：最后除以 l 会抵消缺失的因子
predict-online-rescale-choice-early = 最大值上升之前读入的键得到过多权重
predict-online-rescale-choice-late = 最大值上升之后读入的键得到过多权重
predict-online-rescale-choice-nan = exp 溢出，输出为 NaN
predict-online-rescale-why = 实时计算，“{ $token }”这一行：读完键 1–2 后它的最大值是 { $first }，到最后一个键时升到了 { $last }。键 1–{ $before } 是在这次上升之前读入的，它们的权重仍然相对于旧的最大值，{ $rises ->
        [1] 重了 e^({ $last } − { $old }) ≈ { $factor } 倍
       *[other] 因而偏重
    }，合计得到 { $wrong }，而不是 { $right }。
predict-online-rescale-mistake-exact = 最后的除法修正了整行的尺度，但修正不了上升前后读入的键之间的比例。
predict-online-rescale-mistake-late = 上升之后读入的键本来就是相对于新的最大值加权的，这没有问题；问题在于旧的那些项从未被缩小。
predict-online-rescale-mistake-nan = 每个指数在计算时都仍然不超过 0，所以不会溢出：这个错误悄无声息。
predict-online-rescale-explain = 最大值上升之前读入的键得到过多权重：在“{ $token }”这一行，键 1–2 得到 { $wrong }，而不是 { $right }，实时计算。

predict-mask-after-softmax-prompt = 这段代码在 softmax 之后才写入因果掩码（标出的那一行），而不是在它之前写 scores[future] = -np.inf。无论哪种写法，未来的键权重都是 0。还有什么变了？
predict-mask-after-softmax-choice-nothing = 什么都没变：两者是同一个计算
predict-mask-after-softmax-choice-sums = 每行之和小于 1，而且被遮住的键的分数仍然得到梯度
predict-mask-after-softmax-choice-leak = 未来的键仍然得到一点权重
predict-mask-after-softmax-choice-gradient-only = 权重相同；只有梯度不同
predict-mask-after-softmax-why = 实时计算：softmax 看到了未来的键，所以把它们清零后，“{ $token }”这一行只剩下 { $sum } 的权重；被遮住的分数上最大的梯度（对损失 L = Σ O ⊙ G，即用一个随机的 G 给输出加权）是 { $gradient }，而在 softmax 之前用 −∞ 时{ $rightZero ->
        [yes] 恰好为 0
       *[no] 为 { $rightGradient }
    }。
predict-mask-after-softmax-mistake-nothing = 在 softmax 之后清零不会重新归一化：未来的键占去的那份就这么丢了。
predict-mask-after-softmax-mistake-leak = 它们的权重在 softmax 之后被设为恰好 0，所以不会有任何泄漏。
predict-mask-after-softmax-mistake-gradient-only = 权重也不同：可见的键不再分享全部的 1。
predict-mask-after-softmax-explain = “{ $token }”这一行的和是 { $sum }，不是 1，而且被遮住的分数仍然得到最大为 { $gradient } 的梯度（在 softmax 之前用 −∞ 时恰好为 0），实时计算。

predict-one-layer-prompt = 两个模型用同样的配方、同样的步数，在会重复的字母串上训练：一个有两层注意力，一个只有一层（标出的那一行）。现在每个模型读入 { $run } 个字母，然后再读一遍同样的 { $run } 个。在重复段上，它们各自有多常说对下一个字母？
predict-one-layer-code-comment = # 配方和步数都与两层时相同
predict-one-layer-choice-both = 两者几乎总能说对：一个头就能回看前面的副本
predict-one-layer-choice-two = 只有两层模型几乎总能说对；一层模型几乎不比随机猜测好
predict-one-layer-choice-half = 一层模型说对的次数大约是两层模型的一半
predict-one-layer-choice-neither = 都不能：重复段和第一遍一样难预测
predict-one-layer-why = 在 32 个这样的串上实时计算：两层模型在重复段上有 { $two }% 的时候说对下一个字母，一层模型为 { $one }%（随机猜测是 12 选 1，即 { $chance }%）。回看需要一个键表明“我前面的字母就是当前的字母”，而只有第一层能把这一点写进每个位置。
predict-one-layer-mistake-both = 一个头可以找到当前字母在前面的副本，但那个副本所在的位置存的是同一个字母，而不是下一个：头必须落在它后面一个位置，而那个位置上没有任何东西表明这一点。
predict-one-layer-mistake-half = 这不是程度问题：下面没有“前一个词元”头，这个技巧就根本不存在。
predict-one-layer-mistake-neither = 两层模型学会了复制：重复段是容易的那一半。
predict-one-layer-explain = 只有两层模型：它说对了重复段 { $two }% 的字母，一层模型是 { $one }%，实时计算。

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
