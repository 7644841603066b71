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

## Chapters 3 to 6: widgets (elements)

# <attention-multi-head>: four tokens, d_model = 24, split into h heads.
multi-head-export-title = 多头注意力：各个头、拼接与 W_O
multi-head-heads-label = 头数
multi-head-heads-subject = 头数
multi-head-heads-caption = 头数 h
multi-head-heads-slider = 头数
multi-head-heads-hint = 必须整除 d_model = { $dModel }：{ $counts }。
multi-head-seed-label = 随机种子
multi-head-seed-subject = 随机种子
multi-head-seed-caption = 种子
multi-head-seed-hint = numpy 随机数生成器的种子，X 和各投影矩阵都由它生成。
multi-head-or-list = { $items } 或 { $last }
multi-head-list-comma = 、
multi-head-error-indivisible = h 必须整除 d_model = { $dModel }，所以 { $heads } 个头无法平分它的列。试试 { $counts }。
multi-head-stage-split = 把列分给各个头
multi-head-stage-attend = 各个头独立计算注意力
multi-head-stage-mix = 拼接，再用 W_O 混合
multi-head-wo-summary = 显示 W_O 的 { $count } 个数
multi-head-more-summary = 拼接结果、W_O 与输出的具体数值
multi-head-split-label = Q 被分成 { $heads } 个头
multi-head-shape-line = Q、K、V 的形状是 (n, d_model)，其中 n = { $n }，d_model = { $dModel }。先 reshape 成 (n, h, d_k)，再转置成 (h, n, d_k)，其中 h = { $heads }，n = { $n }，d_k = { $dK }：每个头分到连续的 { $dK } 列。这里没有任何计算：同样的数只是重新分组。
multi-head-split-caption = Q = X·W_Q，每个词元一行，每列按读取它的头着色
multi-head-head-title = 头 { $head }
multi-head-corner = 行 ↓ 列 →
multi-head-concat-cell = 拼接结果，第 { $row } 行，第 { $column } 列：{ $value }
multi-head-output-cell = 输出，第 { $row } 行，第 { $column } 列：{ $value }
multi-head-wo-cell = 输出投影，第 { $row } 行，第 { $column } 列：{ $value }
multi-head-head-range = 第 { $from }–{ $to } 列
multi-head-weights-caption = 头 { $head } 的注意力权重：行是查询，列是键
multi-head-weights-corner = 查询{"\u00A0"}↓ 键{"\u00A0"}→
multi-head-weights-cell = 头 { $head }，“{ $query }”对“{ $key }”的注意力：{ $value }
multi-head-concat-title = 拼接结果，(n, h·d_v) = ({ $n }, { $dModel })：各个头的输出并排放在一起
multi-head-output-title = 输出 = 拼接结果 · W_O，(n, d_model) = ({ $n }, { $dModel })
multi-head-wo-title = W_O，{ $dModel } × { $dModel }，{ $heads ->
    [1] 一块 { $dV } 行
   *[other] { $heads } 块，每块 { $dV } 行，每个头一块
    }：第 r 行与拼接结果的第 r 列相乘
multi-head-mix-note = { $heads ->
    [1] 拼接结果就是这唯一一个头的输出（第 1–{ $dV } 列），原样不变
   *[other] 拼接结果的第 1–{ $dV } 列就是头 1 的输出，原样照搬，全部 { $heads } 个头都是如此
    }：拼接只是把数并排放在一起。混合发生在 W_O（24 × 24）中：每个输出列都是全部 24 个拼接列的加权和，所以每个输出数都用到了每一个头。
multi-head-value-text = { $heads } 个头，每个 { $dK } 列宽

# <attention-params>: what one multi-head attention layer costs, parameters and operations.
params-export-title = 多头注意力：参数量与运算量
params-flops-heading = 头越多，计算量越大吗？
params-presets-label = 模型预设
params-preset-size = { $dModel } · { $heads } 个头
params-d-model-label = d_model
params-d-model-subject = d_model
params-d-model-caption = 模型维度 d_model
params-d-model-hint = 每个词元向量的维度。
params-heads-label = 头数
params-heads-subject = 头数
params-heads-caption = 头数 h
params-heads-hint = 标准设计让每个头的维度为 d_model / h，所以 h 必须整除 d_model。
params-n-label = 序列长度
params-n-subject = 序列长度
params-n-caption = 序列长度 n
params-n-hint = 参数量与 n 无关；计算量与 n 有关。
params-bias-label = 偏置
params-bias-subject = 偏置
params-bias-caption = 包含偏置
params-note = 每个头的维度为 d_k = { $dK }。如果改用一个维度为 { $dModel } 的头，这一层的参数量是 { $total }：{ $same ->
    [true] 完全相同
   *[other] 数量不同
    }。分成多个头只是把 W_Q、W_K 和 W_V 的列重新分组，不会增加参数。
params-flops-note-one-head = 只有一个头时，两列是同一个层。增大 h 来拆分它。
params-flops-note = 矩阵乘法的开销不变：{ $headsText } 个头各自在 d_k 宽的列上完成 1/{ $headsText } 的工作。只有缩放和 softmax 增长为 { $headsText } 倍，因为每个头都要对自己的 n × n 分数矩阵做缩放和归一化。与矩阵乘法相比，这点开销很小：把这两行与总计比较一下。
params-table-caption = 一个注意力层的参数
params-column-matrix = 矩阵
params-column-shape = 形状
params-column-parameters = 参数量
params-row-biases = 偏置
params-bias-vectors = { $count } 个向量
params-row-total = 总计
params-flops-caption = 浮点运算次数（一次前向）
params-column-step = 步骤
params-column-heads = { $heads } 个头
params-column-same = 相同？
params-flops-projections = 投影 X·W_Q、X·W_K、X·W_V
params-flops-scores = 分数 Q·Kᵀ
params-flops-scaling = 缩放 ÷ √d_k
params-flops-softmax = Softmax
params-flops-weighted-sum = 加权和 ·V
params-flops-output-projection = 输出投影 ·W_O
params-flops-total = 总计
params-flops-same = 相同
params-flops-more = 更多
params-flops-less = 更少

# <attention-reshape>: the running sentence's Q, (4, 6), cut into heads with or without the transpose.
reshape-export-title = 把 Q 分给各个头：有转置与没有转置
reshape-layout-transpose = 有转置
reshape-layout-reshape-only = 没有转置
reshape-layout-label = 拆分方式
reshape-layout-subject = 拆分方式
reshape-layout-caption = 拆分方式
reshape-heads-label = 头数
reshape-heads-subject = 头数
reshape-heads-caption = 头数 h
reshape-heads-slider = 把 Q 拆成几个头
reshape-heads-hint = 必须整除 d_model = { $dModel }，且每个头要宽于一列：{ $first } 或 { $last }。
reshape-span = { $single ->
    [true] 第 { $from } 列
   *[other] 第 { $from }–{ $to } 列
    }
reshape-source-caption = Q，形状 ({ $n }, { $dModel })，每个词元一行：在各个头中，“cat·4”表示 cat 那一行的第 4 列
reshape-column-token = 词元
reshape-head-caption = 头 { $head } 的查询，形状 ({ $n }, { $dK })
reshape-column-row = 行
reshape-row = 第 { $row } 行
reshape-slice-first = 头 1 拿到{ $span }
reshape-slice = 头 { $head } 拿到{ $span }
reshape-list-comma = ，
reshape-findings-transposed = 每个头都是每个词元一行，按原顺序排列：{ $slices }，每个词元都是如此。每个头都能看到全部 { $n } 个词元，只是通过各自那一段维度去看。
reshape-row-piece = “{ $token }”的{ $span }
reshape-row-separator = ；
reshape-and-separator = 和
reshape-findings-untransposed = 头 1 的 { $n } 行依次是：{ $rows }。它们来自 { $tokens } 个词元，被切成了碎片{ $missingCount ->
    [0] {""}
   *[other] ，而{ $missing }根本不在头 1 里
    }。每个头的形状仍然是 ({ $n }, { $dK })，所以不会报错：这个头只是在比较词的碎片，而不是完整的词。

# <attention-heads-experiment>: one wide head against two narrow ones on "Cats near dogs chased birds" sentences. The sentences and the animals (cat, dog, bird) are the model's English tokens.
heads-experiment-export-title = 一个宽头对两个窄头：各自从动词看向哪里
heads-experiment-parameters-summary = 每个模型的参数在哪里
heads-experiment-seeds-summary = 实验中的每个种子
heads-experiment-guesses-summary = 宽头对宾语的回答，按主语分组
heads-experiment-sentence-label = 句子
heads-experiment-sentence-subject = 句子
heads-experiment-sentence-caption = 留作测试的句子
heads-experiment-model-wide = 一个宽头
heads-experiment-model-narrow = 两个窄头
heads-experiment-role = { $role ->
    [subject] 主语
    [distractor] 干扰词
    [object] 宾语
   *[verb] 动词（提问者）
    }
heads-experiment-wide-title = { $name }（d_k = { $dK }）
heads-experiment-narrow-title = 窄头 { $head }/{ $heads }（d_k = { $dK }）
heads-experiment-looks-at = { $title }：从“{ $verb }”出发，把 { $weight } 给了“{ $top }”{ $role ->
    [subject] （主语）
    [distractor] （干扰词）
    [object] （宾语）
    [verb] （动词）
   *[none] {""}
    }。
heads-experiment-answered = { $name }：主语 { $subject }，宾语 { $object }（正确答案：{ $rightSubject }，{ $rightObject }）。
heads-experiment-held-out = 两个模型在训练中都没见过“{ $sentence }”：它是留作测试的句子。
heads-experiment-attention-caption = 每个头中，“{ $verb }”对每个词的注意力
heads-experiment-column-word = 词
heads-experiment-column-role = 角色
heads-experiment-head = { $model ->
    [wide] 宽头
   *[narrow] 窄头 { $head }
    }
heads-experiment-outcome-caption = 在两个模型都没训练过的句子上（随页面附带的训练结果，种子 0），以及在多种子实验中（如果一个种子训练出的模型在每个留作测试的句子中都说对了两种动物，就算它解决了任务）
heads-experiment-column-model = 模型
heads-experiment-column-parameters = 参数量
heads-experiment-column-subject-right = 主语正确
heads-experiment-column-object-right = 宾语正确
heads-experiment-column-both-right = 两者都正确
heads-experiment-column-seeds-solved = 解决任务的种子
heads-experiment-outcome-model = { $name }（h = { $heads }，d_k = { $dK }）
heads-experiment-seeds-caption = 实验中每个种子下，两种动物都说对的留作测试的句子数
heads-experiment-column-seed = 种子
heads-experiment-seeds-column = { $model ->
    [wide] 一个宽头
   *[narrow] 两个窄头
    }
heads-experiment-guess = 主语是 { $animal } 时{ $always ->
    [true] 每次都答 { $answer }
   *[other] { $sentences } 次中有 { $times } 次答 { $answer }
    }
heads-experiment-list-comma = ，
heads-experiment-why-caption = 从动词出发：每个头分给主语、干扰词和宾语的权重，在 { $sentences } 个留作测试的句子上的平均值
heads-experiment-column-head = 头
heads-experiment-why-line = 从“{ $verb }”出发，宽头给“{ $subject }”{ $wideSubject }，给“{ $object }”{ $wideObject }：宾语几乎什么也没得到。于是它对宾语的回答跟着主语走：在 { $sentences } 个留作测试的句子上，它的回答是：{ $guesses }（答对 { $right } 次）。窄头 1 给“{ $subject }”{ $narrowSubject }，头 2 给“{ $object }”{ $narrowObject }。
heads-experiment-guesses-caption = 宽头对宾语的回答，按主语的动物分组（{ $sentences } 个留作测试的句子）
heads-experiment-column-subject = 主语
heads-experiment-column-sentences = 句子数
heads-experiment-column-answered = 回答 { $animal }
heads-experiment-column-right = 正确
heads-experiment-parameters-caption = 参数在哪里：四个权重矩阵的元素（没有偏置；词的向量是固定的，不是学到的）
heads-experiment-column-projections = W_Q、W_K、W_V，各为 h × d_model × d_k
heads-experiment-column-output = W_O，(h·d_v) × d_model
heads-experiment-column-total = 总计
heads-experiment-parameters-model = { $name }（h = { $heads }）
heads-experiment-study = 从 { $seeds } 个不同的随机起点训练，两个窄头在 { $seeds } 个种子中有 { $narrowSolved } 个在每个留作测试的句子中都说对了两种动物；宽头只有 { $wideSolved } 个，它最好的一次是 { $sentences } 句中对 { $best } 句。

# <attention-online-softmax>: the FlashAttention recurrence, chunk by chunk, on 4 queries and 8 keys.
online-softmax-export-title = 在线 softmax，逐块计算
online-softmax-merge-heading = 合并两个部分结果：把整行切成两半，每一半单独归约，再合并起来。
online-softmax-buttons-label = 运行递推
online-softmax-reset = 重置
online-softmax-step = 单步：读取下一块
online-softmax-play = 播放
online-softmax-keys-label = 键
online-softmax-chunk-label = 块大小
online-softmax-chunk-subject = 块大小
online-softmax-chunk-caption = 每块的键数
online-softmax-chunk-hint = 每一步读取 { $keys } 个键中的几个。修改它会从头开始运行。
online-softmax-seed-label = 随机种子
online-softmax-seed-subject = 随机种子
online-softmax-seed-caption = 种子
online-softmax-seed-hint = 生成另一组查询、键和值。
online-softmax-terms-title-start = 查询 { $query }：每读一个键就多一根柱子 e^(z − m)，最高为 1
online-softmax-terms-title = 查询 { $query }，第 { $chunk } 块之后：键 1 到 { $read } 的 e^(z − m)，m = { $max }{ $shrunk ->
    [true] ；最大值跳升了，所以每根旧柱子都缩小了（× { $factor }）
   *[other] {""}
    }
online-softmax-chunk-max = { $z }（块内最大）
online-softmax-terms-caption = 查询 { $query }：每个键的缩放后的分数 z 及其项 e^(z − m)；各项之和为 ℓ{ $note ->
    [first] 。第 { $chunk } 块中最大的 z（标为“块内最大”）就是第一个 m。
    [above] 。第 { $chunk } 块中最大的 z（标为“块内最大”）大于旧的 m = { $old }：它成为新的 m。
    [below] 。第 { $chunk } 块中最大的 z（标为“块内最大”）不大于 m = { $old }，所以 m 不变。
   *[none] {""}
    }
online-softmax-column-key = 键
online-softmax-row-z = z（缩放后的分数）
online-softmax-keys-range = 键 { $from } 到 { $to }
online-softmax-merge-alone-title = 查询 { $query }，它的键分成两半，每一半单独归约：a（{ $keysA }）相对于 m_a = { $maxA }，b（{ $keysB }）相对于 m_b = { $maxB }
online-softmax-merge-merged-title = 合并后，相对于 m = { $max }：{ $shrinks ->
    [true] 半边 { $side } 的各项缩小为 e^(m_{ $side } − m) = { $factor } 倍，半边 { $other } 的不变
   *[other] 两半的最大值相同，所以没有项缩小
    }
online-softmax-merge-caption = 查询 { $query }：每一半单独的 m 和 ℓ、它的因子 e^(m_side − m)，以及合并后的 ℓ = e^(m_a − m)·ℓ_a + e^(m_b − m)·ℓ_b
online-softmax-column-half = 半边
online-softmax-column-m-alone = 单独的 m
online-softmax-column-sum-alone = 单独的 ℓ
online-softmax-column-factor = 因子 e^(m_side − m)
online-softmax-column-share = 在合并后 ℓ 中的份额
online-softmax-merge-half = { $side }（{ $keys }）
online-softmax-merge-row = 合并
online-softmax-table-caption = 每个查询行：运行最大值 m、运行和 ℓ、这一步的重新缩放因子，以及目前为止的输出
online-softmax-column-query = 查询
online-softmax-column-max = m（运行最大值）
online-softmax-column-sum = ℓ（运行和）
online-softmax-column-rescale = 重新缩放 e^(m − m′)
online-softmax-column-output = 目前的输出 o / ℓ
online-softmax-column-reference = 完整的 softmax 注意力（最后给出）
online-softmax-step-keys = { $single ->
    [true] 键 { $from }
   *[other] 键 { $from } 到 { $to }
    }
online-softmax-story-join = { $first }{ $second }
online-softmax-story-start = 还什么都没读。共 { $chunks } 块；每一行都从 m = −∞、ℓ = 0、o = 0 开始。
online-softmax-story-chunk = 第 { $chunk } 块（共 { $chunks } 块）：{ $keys }。
online-softmax-story-first = 每一行的最大值就是这一块里最大的分数；还没有需要重新缩放的。
online-softmax-story-kept = 没有哪一行遇到更大的分数，所以旧的和与输出都原样保留（因子为 1）。
online-softmax-rescaled-row = 查询 { $query }（× { $factor }）
online-softmax-list-comma = 、
online-softmax-story-rescaled = 有 { $rows } 行遇到了更大的分数，所以在加上这一块的项之前，{ $rows ->
    [1] 它旧的和与输出
   *[other] 它们旧的和与输出
    }都要乘以 e^(m − m′)：{ $list }。
online-softmax-story-done = 所有键都已读完：o/ℓ 等于完整的 softmax 注意力，最大差值为 { $difference }。

# <attention-learning>: one head trained live (Adam on W_Q and W_K) on a toy task of six-token sequences.
learning-export-title = 学习：训练一个头去复制前一个词元
learning-buttons-label = 训练控制
learning-play = 播放
learning-step = 单步
learning-reset = 重置
learning-weights-heading = 学到的 W_Q 和 W_K
learning-product-note = 单看哪个矩阵都说明不了多少：查询 x_i 对键 x_j 的分数是 x_i (W_Q W_Kᵀ / √d_k) x_jᵀ，而词元是 one-hot 编码时，它就是这个乘积中四个格子之和，查询与键的位置和字母两两配对，每对一格。
learning-weights-summary = W_Q 和 W_K 本身
learning-task-label = 任务
learning-task-subject = 任务
learning-task-caption = 每个词元关注
learning-task-previous = 前一个词元
learning-task-same = 相同字母
learning-rule-previous = 每个词元都应复制它前面紧挨着的那个词元（第一个词元前面没有词元，就复制它自己）。
learning-rule-same = 每个字母出现两次；每个词元都应复制与它字母相同的另一个词元。
learning-rate-label = 学习率
learning-rate-subject = 学习率
learning-rate-caption = 学习率
learning-rate-hint = Adam 的步长。修改它会从头重新训练到同一步。
learning-seed-label = 随机种子
learning-seed-subject = 随机种子
learning-seed-caption = 种子
learning-seed-hint = 生成 24 条训练序列和初始权重。
learning-speed-label = 每帧步数
learning-speed-subject = 每帧步数
learning-speed-caption = 每帧步数
learning-steps-label = 步数
learning-steps-subject = 步数
learning-steps-caption = 已训练步数
learning-steps-hint = 输入一个数字直接跳到那一步（最多 { $max }）。
learning-row-position = 位置 { $position }
learning-row-letter = 是 { $letter }
learning-weights-corner = 查询 ↓ 键 →
learning-weights-cell = 词元 { $query } 对词元 { $key } 的权重：{ $value }
learning-projection-corner = 分量 ↓ 列 →
learning-projection-cell = { $name } 第 { $row } 行，第 { $column } 列：{ $value }
learning-rule = { $rule }这个头在 { $sequences } 条随机的六词元序列上训练；热力图显示的是第一条。
learning-weights-now = 这个头现在算出的权重 P
learning-weights-target = 目标：任务所需的模式
learning-loss-table-caption = 训练若干步之后的损失
learning-column-steps = 步数
learning-column-loss = 损失
learning-bilinear-corner = 查询分量 ↓ 键分量 →
learning-bilinear-cell = 查询 { $query } 对键 { $key }：{ $value }
learning-progress = 第 { $step } 步：损失 { $loss }；{ $total } 行（{ $sequences } 条序列 × { $length } 个查询）中有 { $correct } 行把最大的权重放在了正确的词元上；{ $learned ->
    [true] 在第 { $learnedAt } 步学会
   *[other] 还没学会（需要损失低于 { $threshold } 且每一行都正确）
    }。
learning-loss-title = 训练损失，逐步变化（对数刻度）
learning-loss-axis = 训练步数
learning-loss-series = 损失
learning-loss-reference = 低于 { $threshold } 即学会

# <attention-learning-check>: the backward pass against central differences on a random multi-head layer.
learning-check-export-title = 学习：梯度与有限差分的对比
learning-check-again = 换一个随机例子
learning-check-seed-label = 随机种子
learning-check-seed-subject = 随机种子
learning-check-seed-caption = 种子
learning-check-seed-hint = 生成 X、四个权重矩阵和 G。
learning-check-heads-label = 头数
learning-check-heads-subject = 头数
learning-check-heads-caption = 头数 h
learning-check-causal-label = 因果掩码
learning-check-causal-subject = 因果掩码
learning-check-causal-caption = 因果掩码
learning-check-step-label = 步长 ε
learning-check-step-subject = 步长 ε
learning-check-step-caption = 有限差分步长 ε
learning-check-table-caption = 反向传播与有限差分的对比，按参数列出
learning-check-column-parameter = 参数
learning-check-column-shape = 形状
learning-check-column-largest = 最大的 |解析值 − 数值|
learning-check-column-relative = 相对误差
learning-check-column-analytic = 第一个元素：解析值
learning-check-column-numeric = 第一个元素：数值
learning-check-verdict-agree = 最大相对误差 { $error }：低于 10⁻⁶：反向传播与有限差分一致。
learning-check-verdict-agree-but = 最大相对误差 { $error }：低于 10⁻⁶，所以两者一致，但在 ε = { $step } 时，差商本身已经在产生误差{ $side ->
    [coarse] （截断误差，随 ε² 增长）：更小的 ε 能让它更小。
   *[fine] （舍入误差，随 1/ε 增长）：更大的 ε 能让它更小。
    }
learning-check-verdict-off = 最大相对误差 { $error }：高于 10⁻⁶。在 ε = { $step } 时，出错的是差商本身{ $side ->
    [coarse] （太粗：它的误差随 ε² 增长）
   *[fine] （太细：舍入误差随 1/ε 增长）
    }，而不是梯度。

# <attention-trained-heads>: the shipped two-layer model's heads on the reader's sequence of letters A to L.
trained-heads-export-title = 训练好的头：随页面附带的模型的每个头在一个序列上的表现
trained-heads-link-prompt = 指向或聚焦第 2 层图中的一个格子：它读取的第 1 层格子会亮起，这一行会说明第 1 层在那里写入了什么。
trained-heads-looks-summary = 每个位置看向哪里，以及模型预测的下一个字母（表格）
trained-heads-sequence-field = 序列（A–L，最多 24 个）
trained-heads-show = 显示
trained-heads-random = 随机字母，重复一遍
trained-heads-still-showing = { $problem }仍显示 { $sequence }。
trained-heads-link-row-empty = 那个格子读取的第 1 层的行会显示在这里（第 1 层的图在上方）。
trained-heads-link-row-title = 第 1 层在位置 { $position } 向前看（深浅：它的权重，与图中相同；圈出的是位置 { $read }）：
trained-heads-guesses-note = 上方：这个字母；接着是对下一个字母的猜测，✓ 表示对，✗ 表示错；下方的条和百分比：模型给它的猜测的概率（它的 logits 的 softmax，12 个字母各一个数），表示它有多确定，而不是它对不对。一个字母第一次出现时，序列中没有任何信息说明它后面是什么：这时猜对只是碰巧（灰色）。一旦字母重复，它上次后面跟的字母就是线索。最后一个字母的猜测后面没有字母可以核对（–）。
trained-heads-sequence-label = 序列
trained-heads-sequence-subject = 序列
trained-heads-sequence-caption = 序列
trained-heads-layer1-off-label = 关闭第 1 层
trained-heads-layer1-off-subject = 关闭第 1 层
trained-heads-layer1-off-caption = 关闭第 1 层（把它的 W_O 置为 0）
trained-heads-layer1-off-hint = 第 1 层仍然看向原来的地方，但不向残差流写入任何东西：于是第 2 层没有“前一个字母”可以匹配。
trained-heads-error-empty = 请输入一串字母，比如把 DKAHFBJC 重复一遍。
trained-heads-error-not-a-letter = “{ $character }”不是字母：词元是{ $known ->
    [true] A 到 { $last } 这 { $vocab } 个字母
   *[other] 字母 A、B、C …
    }。
trained-heads-error-too-long = 模型最多读取 { $max } 个字母；这里有 { $got } 个。
trained-heads-error-unknown-letter = “{ $letter }”不在模型的 { $count } 个字母（A 到 { $last }）之中。
trained-heads-head-name = 第 { $layer } 层，头 { $head }
trained-heads-column-head = 头
trained-heads-score-previous = 前一个词元
trained-heads-score-duplicate = 重复词元
trained-heads-score-induction = 归纳
trained-heads-stripe-previous = 前一个词元
trained-heads-stripe-duplicate = 同一词元的较早副本（重复词元）
trained-heads-stripe-induction = 较早副本之后的词元（归纳）
trained-heads-stripe-short = { $stripe ->
    [previous] 前一个词元
    [duplicate] 重复词元
   *[induction] 归纳
    }
trained-heads-stripe-mean = { $stripe } { $mean }
trained-heads-map-title = { $head }{ $off ->
    [true] （已关闭：看的位置不变，但什么也不写入）
   *[other] {""}
    }。在这个序列上每条条带的平均权重：{ $means }
trained-heads-corner = 查询 ↓ 键 →
trained-heads-plain-label = { $letter }（位置 { $position }）
trained-heads-cell = { $head }：位置 { $row }（{ $rowLetter }）到位置 { $column }（{ $columnLetter }）：{ $value }{ $striped ->
    [true] ，{ $stripes }条带
   *[other] {""}
    }
trained-heads-and = 和
trained-heads-looks-caption = 每个位置看向哪里，以及模型预测的下一个字母
trained-heads-column-position = 位置
trained-heads-column-token = 词元
trained-heads-column-looks-at = { $head } 看向
trained-heads-column-predicts = 预测的下一个
trained-heads-column-actual = 实际的下一个
trained-heads-column-guess = 猜测
trained-heads-guess-right = 对
trained-heads-guess-wrong = 错
trained-heads-verdict-chance = ✓ 碰巧
trained-heads-verdict-unknowable = ✗ 无从知道
trained-heads-verdict-right = ✓ 对
trained-heads-verdict-wrong = ✗ 错
trained-heads-guesses-caption = 模型对下一个字母的猜测{ $off ->
    [true] （第 1 层已关闭）
   *[other] {""}
    }（✓ 对，✗ 错），以及它的概率
trained-heads-row-letter = 字母
trained-heads-row-seen = 字母之前出现过？
trained-heads-seen-repeat = 重复
trained-heads-seen-first = 第一次
trained-heads-row-guess = 猜测的下一个
trained-heads-row-right = 对吗？
trained-heads-row-probability = 猜测的概率
trained-heads-run-repeat = 重复{ $checked ->
    [0] {""}
   *[other] ：{ $checked } 个中{ $wide ->
        [true] 猜对 { $right } 个
       *[other] 对 { $right } 个
        }
    }
trained-heads-run-first = 第一次{ $wide ->
    [true] ：无从知道
   *[other] {""}
    }
trained-heads-card-label = 位置 { $position }，{ $letter }：猜测下一个是 { $guess }，概率 { $probability }，{ $said ->
    [none] 没有可核对的
    [right] 对
    [wrong] 错
    [right-first-time] 对，但一个字母第一次出现时，它的下一个字母无从知道
   *[wrong-first-time] 错，但一个字母第一次出现时，它的下一个字母无从知道
    }
trained-heads-right-of = { $count } 个中对 { $right } 个
trained-heads-ablation-caption = 在这个序列上，第 1 层开启与关闭的对比
trained-heads-column-layer1 = 第 1 层
trained-heads-column-induction = 第 2 层：归纳条带上的权重
trained-heads-column-repeat-right = 重复部分中猜对的个数
trained-heads-layer1-on = 开启
trained-heads-layer1-switched-off = 关闭（W_O = 0）
trained-heads-held-out-caption = 每个头在每条条带上的平均权重，取自 { $sequences } 个模型从未训练过的测试序列：八个字母，再重复这八个
trained-heads-link-join = { $first }{ $second }
trained-heads-link-at = 位置 { $position }（{ $letter }）
trained-heads-link-masked = 第 2 层在{ $at }看不到位置 { $position }：它在后面，被因果掩码遮住了。
trained-heads-link-looks = 第 2 层在{ $at }把 { $weight } 的权重放在{ $target }上。
trained-heads-link-elsewhere = 它的大部分权重（{ $weight }）在{ $at }上。
trained-heads-link-off = 第 1 层已关闭，所以它没有向位置 { $position } 写入任何东西：那里的键只包含 { $letter } 和它的位置，没有什么能让查询的 { $query } 去匹配。
trained-heads-link-off-still = 它仍然放在这里的 { $weight } 来自分数的其他项（位置，以及字母本身），而不是来自匹配。
trained-heads-link-first-position = 位置 0 前面没有任何东西，所以第 1 层没有向它复制更早的字母。
trained-heads-link-copied-little = 第 1 层在位置 { $position } 只把 { $copied } 放在位置 { $before }（{ $previous }）上{ $largest ->
    [true] ，这已是它最大的一份
   *[other] ，而把 { $top } 放在{ $topAt }上
    }，所以位置 { $position } 几乎不包含它前面的字母。
trained-heads-link-no-earlier = 前面没有 { $query } 可以匹配：位置 { $position } 之前没有哪个位置的前一个字母是 { $query }。
trained-heads-link-parks = 这份权重停在了查询自己身上，也就是那条明亮的对角线。
trained-heads-link-holds = 位置 { $position } 包含第 1 层从位置 { $before } 复制进来的内容（权重 { $copied }）：字母 { $previous }{ $verdict ->
    [match] ，与查询的字母相同——这就是它们匹配的原因。
    [match-little] ，与查询的字母相同，所以这个键是匹配的；但分数的其他项占了上风，这个头在这里只放了很少的权重。
   *[other] ，不是查询的 { $query }，所以这个键不是第 2 层要找的匹配。
    }
trained-heads-link-other-terms = 它放在这里的 { $weight } 来自分数的其他项，而不是来自匹配。

# <attention-induction-training>: an attention-only transformer trained live, one or two layers; runs of letters and their repeats.
induction-export-title = 训练一个归纳头：损失，以及每个头在各条带上的平均权重随训练步数的变化
induction-table-summary = 损失与每个头在各条带上的平均权重（表格）
induction-loss-chart-title = 预测下一个字母的损失，在训练批次上（每 { $chunk } 步取平均）
induction-key-first = 一段字母，第一次出现
induction-key-repeat = 它的重复
induction-key-chance = 随机水平，ln 12 ≈ 2.48
induction-key-ghost = 另一种层数的那次运行
induction-score-chart-title = 每条条带上的平均权重，取自 { $sequences } 个测试序列，每 { $chunk } 步一次
induction-key-previous = 第 1 层：前一个词元
induction-key-induction = 第 { $layer } 层：归纳
induction-key-formed = 已形成，0.8
induction-maps-title = 每个头在 DKAHFBJCDKAHFBJC 上的注意力，每 25 步重绘一次
induction-buttons-label = 训练控制
induction-play = 播放
induction-pause = 暂停
induction-step = 单步（{ $chunk } 步）
induction-reset = 重置
induction-ghost-key = { $layers }，上一次运行：{ $what ->
    [repeat] 它的重复
   *[induction] 第 { $layer } 层的归纳
    }
induction-first-time-note = 为什么第一次出现时的损失最后会高于随机水平？训练好的模型会押注在之前见过的字母上，尤其是当前字母较早那次出现之后紧跟的字母。在重复部分，这个押注会赢；而第一次读到一段字母时，它会输。
induction-axis-step = 训练步数
induction-layers-label = 层数
induction-layers-subject = 层数
induction-layers-caption = 层数
induction-layers-two = 2 层
induction-layers-one = 1 层（对照组）
induction-seed-label = 随机种子
induction-seed-subject = 随机种子
induction-seed-caption = 种子
induction-seed-hint = 生成初始权重和每个训练批次。修改它会从头开始。
induction-series-first = 一段字母第一次出现时的损失
induction-series-repeat = 它重复时的损失
induction-series-ghost-repeat = 重复，{ $layers }
induction-series-ghost-induction = 归纳，{ $layers }
induction-plain-label = { $letter }（位置 { $position }）
induction-map-title = 第 { $layer } 层，第 { $step } 步
induction-corner = 查询 ↓ 键 →
induction-cell = 第 { $layer } 层，查询 { $query }，键 { $key }：权重 { $value }
induction-table-caption = 训练过程中的损失和每个头的条带权重（每个权重：这个头在一条条带上的权重在 { $sequences } 个测试序列上的平均值；prev：前一个词元，dup：重复词元，ind：归纳）
induction-column-step = 步数
induction-column-loss-first = 损失，第一次
induction-column-loss-repeat = 损失，重复
induction-column-score = L{ $layer } { $score ->
    [prev] prev
    [dup] dup
   *[ind] ind
    }
induction-layers-text = { $layers ->
    [1] 一层
   *[other] 两层
    }
induction-join = { $first }{ $second }
induction-progress-waiting = 已按下单步：还有 { $steps } 步在排队，等测完这些头再运行。
induction-progress-measuring = 第 { $step } 步：正在测量各个头…
induction-progress = 第 { $step } 步，共 { $max } 步（{ $layers }）：{ $trained ->
    [true] 一段字母第一次出现时损失为 { $first }，重复时为 { $repeat }（随机水平为 { $chance }）
   *[other] 按“播放”或“单步”开始训练
    }。{ $head } 的归纳权重（它在归纳条带上的平均权重，取自 { $sequences } 个测试序列）：{ $induction }{ $verdict ->
    [formed] ；在第 { $formedAt } 步形成了一个归纳头
    [none-one] ；没有形成归纳头，因为只有一层时它无法形成
    [none-two] ；用这个种子到第 2000 步也没有形成归纳头（有些种子的下降来得晚，有些根本不会来）：换一个种子试试
   *[none] {""}
    }。

# <attention-circuit>: the induction circuit read off the shipped checkpoint's weights, in four maps. $formula and $name are formulas (the same in every language).
circuit-export-title = 权重中的回路：随页面附带的模型第 1 层的位置分数、K 组合与复制
circuit-all-positions-label = 图 1 中全部 { $context } 个位置
circuit-all-positions-subject = 显示所有位置
circuit-all-positions-caption = 显示全部 { $context } 个位置
circuit-all-positions-hint = 关闭：模型 { $context } 个位置中的前 { $shown } 个。开启：全部位置，条带在位置 16 之后逐渐变淡（上文的“边界情形”解释了原因）。如果一张图的数字放不下，它的格子只用颜色表示：指向或聚焦一个格子可以看到它的值。
circuit-scale-score = 分数
circuit-scale-logit = 下一个字母的 logit
circuit-positional-title = 1. 第 1 层，只看位置：{ $formula }{ $part ->
    [true] ，{ $rows } 个位置中的前 { $count } 个
   *[other] {""}
    }
circuit-positional-caption = 查询位置 i ↓ 键位置 j →：第 1 层给前一个位置的分数最高{ $fades ->
    [true] ，直到位置 { $run }；再往后条带逐渐变淡，因为训练中很少需要那里
   *[other] {""}
    }
circuit-positional-cell = 第 1 层的位置分数，查询位置 { $row }，键位置 { $column }：{ $masked ->
    [true] 被掩码遮住（更靠后的位置）
   *[other] { $value }
    }
circuit-composition-title = 2a. 第 2 层的查询对第 1 层写入的内容（K 组合）：{ $formula }，其中 { $written }
circuit-composition-caption = 查询字母 a ↓ 第 1 层写入的前一个字母 b →：相同的字母分数最高
circuit-composition-cell = K 组合，查询字母 { $row }，前一个字母 { $column }：{ $value }
circuit-direct-title = 2b. 第 2 层的查询对键位置本身的字母：{ $formula }
circuit-direct-caption = 查询字母 a ↓ 键自身的字母 b →：几乎是平的（颜色与图 2a 相同）
circuit-direct-cell = 直接项，查询字母 { $row }，键自身的字母 { $column }：{ $value }
circuit-copying-title = 3. 第 2 层复制什么：{ $formula }
circuit-copying-caption = 被关注的字母 a ↓ 下一个字母的 logit b →：被关注的字母被预测为下一个
circuit-copying-cell = 复制，被关注的字母 { $row }，下一个字母 { $column } 的 logit：{ $value }
circuit-summary-caption = 四张图的数值总结（圈出的格子与其余格子对比）
circuit-column-move = 步骤
circuit-column-outlined = 圈出的格子
circuit-column-rows = 最大值落在圈出格子上的行
circuit-column-mean-outlined = 圈出格子的平均值
circuit-column-mean-rest = 其余格子的平均值
circuit-summary-previous = 1. 前一个词元（S_pos）
circuit-summary-previous-cells = 键 i − 1（全部 { $positions } 个位置）
circuit-summary-positions = { $rows } 个查询位置中的 { $hits } 个{ $faded ->
    [true] ：从 1 到 { $run } 每一个都是，{ $after ->
        [0] 之后一个也没有
       *[other] 之后还有 { $after } 个
        }
   *[other] {""}
    }
circuit-summary-letters = { $letters } 个字母中的 { $hits } 个
circuit-summary-composition = 2a. K 组合（{ $name }）
circuit-summary-composition-cells = 对角线：前一个字母 = 查询字母
circuit-summary-direct = 2b. 键自身的字母（{ $name }）
circuit-summary-direct-cells = 对角线：键自身的字母 = 查询字母
circuit-summary-copying = 3. 复制（{ $name }）
circuit-summary-copying-cells = 对角线：下一个字母 = 被关注的字母

# The misconception demos (chapter 6). Shared: a list's separator.
misconception-list-comma = 、
# <attention-misconception-projection>: one token's embedding x and its projections q, k, v. $formula is rich text such as "{q} = {x} W_Q".
misconception-projection-export-title = 误解：投影改变了谁关注谁
misconception-projection-token-label = 词元
misconception-projection-token-subject = 词元
misconception-projection-token-caption = 词元
misconception-projection-seed-label = 随机种子
misconception-projection-seed-subject = 随机种子
misconception-projection-seed-caption = 种子
misconception-projection-seed-hint = 生成 W_Q、W_K 和 W_V；x 保持不变。
misconception-projection-caption = 注意力层眼中的一个词元：它的嵌入和三个投影
misconception-projection-column-vector = 向量
misconception-projection-embedding = 嵌入 { $formula }
misconception-projection-query = 查询 { $formula }
misconception-projection-key = 键 { $formula }
misconception-projection-value = 值 { $formula }
misconception-projection-findings = “{ $token }”进入时是 x = { $x }，{ $dModel } 个数{ $equal ->
    [true] ，全都相等（示例清单就是这样写的）
   *[other] {""}
    }。离开时是三个 { $dK } 维向量：q = { $q }，k = { $k }，v = { $v }。它们没有一个是 x，也没有两个相同，因为 W_Q、W_K 和 W_V 是不同的矩阵。
# <attention-misconception-similarity>: the key each token ranks first by X·Xᵀ and by Q·Kᵀ.
misconception-similarity-export-title = 误解：注意力不是对称的相似度
misconception-similarity-seed-label = 随机种子
misconception-similarity-seed-subject = 随机种子
misconception-similarity-seed-caption = 种子
misconception-similarity-seed-hint = 生成 W_Q 和 W_K；嵌入 X 保持不变。
misconception-similarity-tied = { $names } 和 { $last }（并列）
misconception-similarity-caption = 每个词元排在第一位的键
misconception-similarity-column-token = 词元
misconception-similarity-column-plain = 按普通相似度 X·Xᵀ
misconception-similarity-column-attention = 按注意力分数 Q·Kᵀ
misconception-similarity-symmetric = 普通相似度是对称的：“{ $a }”对“{ $b }”和“{ $b }”对“{ $a }”都得到 { $plain }。注意力分数则不同：一个方向是 { $forward }，另一个方向是 { $backward }，因为查询和键是不同的投影。
misconception-similarity-changed = 一旦由 W_Q 和 W_K 决定哪些特征重要，{ $n } 个词元中有 { $changed } 个排在第一位的键就变了。
misconception-similarity-itself = 它自己
misconception-similarity-tie = 按普通相似度，“{ $token }”与 { $names } 和 { $last } 的分数完全相同，都是 { $score }：这是并列，所以表中把它们都列出来了。
# <attention-misconception-temperature>: one row of scores divided by a temperature T before softmax.
misconception-temperature-export-title = 误解：温度与锐度
misconception-temperature-presets-label = 温度预设
misconception-temperature-preset-hard = 接近硬选择（T = 0.05）
misconception-temperature-preset-attention = 注意力（T = 1）
misconception-temperature-preset-uniform = 接近均匀（T = 20）
misconception-temperature-logits-label = 分数
misconception-temperature-logits-subject = 分数
misconception-temperature-logits-caption = 一行缩放后的分数
misconception-temperature-logits-hint = 用逗号分隔的数，每个键一个。
misconception-temperature-temperature-label = 温度
misconception-temperature-temperature-subject = 温度
misconception-temperature-temperature-caption = 温度 T
misconception-temperature-temperature-hint = softmax 看到的是分数 ÷ T。往左：更尖锐。往右：更平坦。滑块是对数刻度：T = 1 在正中间。
misconception-temperature-slider = 温度滑块（对数刻度）
misconception-temperature-largest = 最大权重
misconception-temperature-entropy = 熵
misconception-temperature-uniform = { $count } 个键均匀分布时
misconception-temperature-nats = { $value } 奈特
misconception-temperature-bars-title = 权重，每个键一根柱子（轨道从 0 到 1）
misconception-temperature-caption = 在这个温度下，每个分数以及 softmax 给它的权重
misconception-temperature-column-key = 键
misconception-temperature-column-score = 分数 z
misconception-temperature-column-weight = 权重
misconception-temperature-one-hot = T = { $t }：几乎是 one-hot。排第一的键得到 { $top }；硬选择看起来就是这样，而 softmax 只有在一个分数远远高于其余分数时才会走到这一步。
misconception-temperature-uniform-verdict = T = { $t }：接近均匀。熵为 { $entropy }，最大可能为 { $uniform } 奈特：每个键得到的份额都差不多。
misconception-temperature-soft = T = { $t }：柔和。排第一的键得到 { $top }，就连分数最低的键也保留了 { $smallest }。每个位置都对输出有贡献。

# <attention-misconception-bugs>: seven bugs that run without an error, each beside the correct code (the numpy lines stay as code). Tokens: I saw the red fox.
misconception-bugs-export-title = 误解：常见的注意力错误
misconception-bugs-name = { $bug ->
    [scale-by-d-model] 除以 √(模型维度)
    [softmax-over-queries] 在错误的轴上做 softmax
    [scale-after-softmax] 在 softmax 之后缩放
    [mask-with-zero] 用 0 做掩码
    [missing-transpose] 漏了转置（多头）
    [online-no-rescale] 在线 softmax 没有重新缩放
    [one-layer-induction] 只用一层做归纳
   *[mask-after-softmax] 在 softmax 之后做掩码
    }
misconception-bugs-bug-label = 错误
misconception-bugs-bug-subject = 错误
misconception-bugs-bug-caption = 错误
misconception-bugs-seed-label = 随机种子
misconception-bugs-seed-subject = 随机种子
misconception-bugs-seed-caption = 种子
misconception-bugs-seed-hint = 从 N(0, 1) 中抽取 Q、K 和 V。
misconception-bugs-d-k-label = d_k
misconception-bugs-d-k-subject = d_k
misconception-bugs-d-k-caption = 键的维度 d_k
misconception-bugs-d-k-hint = d_model 为 { $heads }·d_k，相当于有 { $heads } 个头。
misconception-bugs-side-right = { $kind ->
    [layers] ✓ 两层
   *[weights] ✓ 正确的权重
    }
misconception-bugs-side-wrong = { $kind ->
    [layers] ✗ 一层
   *[weights] ✗ 有错误的权重
    }
misconception-bugs-side-right-name = { $kind ->
    [layers] 两层：
   *[weights] 正确：
    }
misconception-bugs-side-wrong-name = { $kind ->
    [layers] 一层：
   *[weights] 有错误：
    }
misconception-bugs-corner = 查询 ↓ 键 →
misconception-bugs-weights-caption = { $head ->
    [true] 头 1 的权重，{ $which ->
        [correct] 正确的代码
       *[buggy] 有错误的代码
        }
   *[other] 权重，{ $which ->
        [correct] 正确的代码
       *[buggy] 有错误的代码
        }
    }
misconception-bugs-weights-cell = { $which ->
    [correct] 正确
   *[buggy] 有错误
    }的权重，从 { $from } 到 { $to }：{ $value }
misconception-bugs-map-cell = { $caption }：从 { $from } 到 { $to }：{ $value }
misconception-bugs-key-span = { $single ->
    [true] 键 { $from }
   *[other] 键 { $from }–{ $to }
    }
misconception-bugs-rise = { $keys } 把它提高到 { $max }
misconception-bugs-then = ，然后
misconception-bugs-heavy = { $keys } 是在最大值为 { $max } 时读入的，仍按它加权，重了 { $factor } 倍
misconception-bugs-semicolon = ；
misconception-bugs-two-layers-map = 第 2 层的头，两层模型
misconception-bugs-one-layer-map = 唯一的头，一层模型
misconception-bugs-induction-caption = 说对下一个字母的比例，在 { $runs } 段各 { $letters } 个字母、每段后面紧跟它自身的序列上
misconception-bugs-column-model = 模型
misconception-bugs-column-first-run = 第一遍中说对
misconception-bugs-column-repeat = 重复时说对
misconception-bugs-column-induction = 归纳分数，最后一层
misconception-bugs-row-two-layers = 两层 ✓
misconception-bugs-row-one-layer = 一层 ✗
misconception-bugs-verdict-one-layer = 两个模型用同样的方法、同样的步数，在会重复的字母序列上训练。在重复部分，两层模型说对下一个字母的比例是 { $twoRepeat }，一层模型是 { $oneRepeat }；在第一遍中，没有任何信息能预示下一个字母，两者分别是 { $twoFirst } 和 { $oneFirst }（随机水平是 12 选 1，即 { $chance }）。第 2 层通过第 1 层在每个位置写入的内容（它前面的字母）找到当前字母较早的那次出现；只有一层时，还没有哪个位置包含这个信息，它的头也从未变成归纳头（分数 { $oneScore }，而两层模型是 { $twoScore }）。
misconception-bugs-extra-peak = softmax 内部的峰值 ✗
misconception-bugs-extra-future = 未来位置的最大权重 ✗
misconception-bugs-extra-running-max = 运行最大值 m：第 1 块 → 最后
misconception-bugs-running-max = { $first } → { $last }{ $rises ->
    [0] {""}
   *[other] （升高了 { $rises } 次）
    }
misconception-bugs-extra-gradient = 被遮住的分数上最大的 |梯度| ✗
misconception-bugs-extra-source = 查询行实际来自 ✗
misconception-bugs-piece = “{ $token }”，第 { $piece } 段
misconception-bugs-verdict-scale-by-d-model = 除以 √d_model（d_model = { $dModel }）而不是 √d_k（d_k = { $dK }），会让每个分数都变小：“{ $query }”→“{ $key }”正确时是 { $right }，出错时是 { $wrong }。权重变得平坦：“{ $row }”这一行的峰值正确时是 { $rightPeak }，出错时只有 { $wrongPeak }。程序不会崩溃；模型只是注意得不那么集中。
misconception-bugs-verdict-softmax-over-queries = 沿列归一化：现在每一列的和是 { $column }，而各行的和在 { $low }–{ $high } 之间，不是 1。一个查询的输出不再是各个值的加权平均。
misconception-bugs-verdict-scale-after-softmax = 每一行的和是 { $sum }（= 1/√d_k），不是 1，所以输出变小了。更糟的是，softmax 看到的是没有缩放的分数：在它内部，“{ $row }”这一行的峰值已经达到 { $inside }，而正确缩放时是 { $right }。事后再除也无法撤销饱和。
misconception-bugs-verdict-missing-transpose = 每一行的和仍然是 { $sum }，每个形状也都对，所以什么都不会报错。但没有转置时，头 1 的 { $n } 行是“{ $first }”的前 { $n } 段，而不是每个词元的第 1 段：它在拿“{ $first }”和自己比较，{ $others } 根本到不了这个头。它的权重最多偏差 { $gap }。
misconception-bugs-verdict-online-hidden = 用这个种子，没有哪一行的最大值在键 1–2 之后升高，所以不需要重新缩放，这个错误就藏起来了。换一个种子试试。
misconception-bugs-verdict-online-no-rescale = “{ $row }”这一行：读完键 1–2 后，它的运行最大值是 m = { $first }；{ $rises }。循环从没把 ℓ 和 o 乘以 e^(m − m′)，所以 { $heavy }：ℓ 最后是 { $wrongSum }，而不是 { $rightSum }，它的权重最多偏差 { $error }，输出最多偏差 { $outputGap }。每一行的和仍然是 1，因为 o/ℓ 除以的是同一个错误的 ℓ；{ $exact ->
    [0] 没有哪一行
   *[other] { $n } 行中有 { $exact } 行（最大值出现在键 1–2 中的那些行）
    }的结果是精确的。
misconception-bugs-verdict-mask-after-softmax = 两种做法下未来的键权重都是 0，但 softmax 看到了它们：“{ $first }”这一行的和是 { $sum }，不是 1，所以它的输出变小了。而且梯度会穿过掩码：在“{ $row }”这一行，一个被遮住的键的分数得到了大小为 { $gradient } 的梯度，所以训练仍会移动这个查询和那个未来的键。如果在 softmax 之前用 −∞，每个被遮住的分数的梯度都是{ $zero ->
    [true] 恰好 0
   *[other] { $rightMax }
    }。
misconception-bugs-verdict-mask-with-zero = 被掩码的分数如果是 0，它就是一个普通的分数：e⁰ = 1。“{ $row }”这一行本应只看到它自己（权重 { $right }），但这个错误把最多 { $future } 给了单个未来的词元，只给它自己留下 { $left }。模型读到了它还没有生成的词。
misconception-bugs-column-token = 词元
misconception-bugs-column-row-sum = 行和 { $mark }
misconception-bugs-column-column-sum = 列和 { $mark }
misconception-bugs-column-largest = 最大权重 { $mark }
misconception-bugs-sums-caption = 各种和与最大权重，正确（✓）对比有错误（✗）

## Page shell and home page (site-*)

## Pages' prose, chapter 1 (page-*)

## Pages' prose, chapter 2 (page-*)

## Pages' prose, chapter 3 (page-*)

## Pages' prose, chapter 4 (page-*)

## Pages' prose, chapter 5 (page-*)

## Pages' prose, chapter 6 (page-*)

`;
