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

exercise-verdict-right = 正确。{ $explanation }
exercise-verdict-wrong = 还不对。{ $hint }
exercise-answer = 答案：{ $explanation }
exercise-example-shape = (行数, 列数)
exercise-example-number = 一个数
exercise-example-whole-number = 一个整数
exercise-example-three-weights = 例如 0.100, 0.200, 0.700
exercise-example-two-positions = 例如 4, 1
exercise-example-two-coordinates = 例如 1.5, −0.5
exercise-example-max-and-sum = 例如 1.5, 2.345
exercise-example-three-gradients = 例如 0.10, −0.20, 0.10
exercise-example-position = 一个位置，0 到 11
exercise-example-count = 例如 1,000,000
exercise-example-ratio = 一个比值，例如 2
exercise-hint-query-itself = 那是查询自身的位置。
exercise-hint-later-position = 因果掩码会遮住所有更靠后的位置。
exercise-qkv-k-shape-prompt = n = 10 个词元，d_model = 512，d_k = 64，d_v = 32。K = X·W_K 的形状是什么？
exercise-qkv-k-shape-hint-weights = 那是 W_K 的形状。K = X·W_K 和 X 一样，每个词元占一行。
exercise-qkv-k-shape-hint-values = 那是 V 的形状：键要与查询比较，所以它们的维度与查询相同。
exercise-qkv-k-shape-hint-input = 那是 X 的形状：投影会改变每一行的维度。
exercise-qkv-k-shape-hint = X 是 (10, 512)，W_K 是 (512, 64)。乘积中哪两个维度相遇，哪两个留下？
exercise-qkv-k-shape-explain = { $shape }。X { $input } 乘以 W_K { $weights }：两个 512 相遇并消去，每个词元留下一个 64 维的键向量。键与查询共用 d_k，这样二者才能用点积比较。
exercise-takeaways-cross-shape-prompt = 在交叉注意力中，查询来自一个序列，键来自另一个序列。7 个解码器词元提问，5 个编码器词元回答，d_k = 16。分数矩阵 Q·Kᵀ 的形状是什么？
exercise-takeaways-cross-shape-hint-queries = 那是 Q 的形状。Kᵀ 是 (16, 5)：乘积是对哪个维度求和？
exercise-takeaways-cross-shape-hint-swapped = 行和列颠倒了：每一行属于一个查询。
exercise-takeaways-cross-shape-hint-other-product = 那是 Qᵀ·K，反过来的乘积：它对词元求和，比较的是坐标。在 Q·Kᵀ 中，16 个坐标被求和消去。
exercise-takeaways-cross-shape-hint = Q 是 (7, 16)，K 是 (5, 16)。每个查询–键对一个分数：有多少个查询，多少个键？
exercise-takeaways-cross-shape-explain = { $shape }。Q { $queries } 乘以 Kᵀ (16, 5)：16 个坐标被求和消去，每个查询留下一行，每个键留下一列。有两个序列时，分数矩阵不必是方阵。
exercise-scores-dot-product-prompt = 查询 q = (1, 2, −1)，键 k = (0.5, −1, 2)。原始分数 q·k 是多少？
exercise-scores-dot-product-hint-sign = 大小对了，符号错了：检查每个乘积的符号。
exercise-scores-dot-product-hint = 逐个坐标相乘，1·0.5、2·(−1) 和 (−1)·2，再把这三个乘积相加。
exercise-scores-dot-product-explain = { $score }。各乘积为 { $products }，它们的和就是分数。分数是负的：这个键所指的方向与查询要找的方向相反。
exercise-scaling-dot-std-prompt = q 和 k 各有 d_k = { $dK } 个独立分量，均值为 0、方差为 1。q·k 的标准差是多少？
exercise-scaling-dot-std-hint-variance = { $dK } 是方差。标准差是它的平方根。
exercise-scaling-dot-std-hint-scaled = 那是除以 √d_k 之后的离散程度，或单个乘积的离散程度。{ $dK } 个乘积的原始和分布得更开。
exercise-scaling-dot-std-hint = 每个乘积 q[d]·k[d] 的方差为 1，而独立项的方差可以相加。
exercise-scaling-dot-std-explain = { $std }。方差是 d_k = { $dK }，所以标准差是 √{ $dK } = { $std }：这正是分数要除以 √d_k 的原因。实时计算：{ $pairs } 对随机向量的点积方差为 { $variance }。
exercise-masking-causal-count-prompt = 在 n = 5 个词元上加因果掩码。25 个分数中有多少个被设为 −∞？
exercise-masking-causal-count-hint-diagonal = 你把对角线也算进去了：每个词元都可以看到自己。
exercise-masking-causal-count-hint-both-triangles = 那遮住了上下两个三角。因果掩码只遮住未来：对角线以上的键。
exercise-masking-causal-count-hint = 词元 i 可以看到键 1 到 i。逐行数一数被遮住的键。
exercise-masking-causal-count-explain = { $total }。掩码逐行遮住 { $rows } 个键：对角线以上的全部，共 n(n − 1)/2 个格子。
exercise-takeaways-masked-weight-prompt = 在因果掩码下，4 个词元中的第 3 个词元的原始分数为 q·k = ({ $scores })，d_k = { $dK }。它给键 2 的权重是多少？保留 3 位小数。
exercise-takeaways-masked-weight-hint-unscaled = 那是原始分数的 softmax。先把它们除以 √d_k = { $root }。
exercise-takeaways-masked-weight-hint-over-dk = 那是除以 d_k = { $dK }。缩放因子是 √d_k。
exercise-takeaways-masked-weight-hint-unmasked = 那让键 4 参与了计算。词元 3 不能看到词元 4：它的分数变为 −∞，权重为 0。
exercise-takeaways-masked-weight-hint-zero-filled = 那是用分数 0 来遮住键 4，而 0 只是一个普通分数：e⁰ = 1 仍会分到一份。掩码写入的是 −∞。
exercise-takeaways-masked-weight-hint = 缩放、掩码、softmax：把每个分数除以 √d_k，去掉键 4，再用 e^z 除以三个 e^z 之和。
exercise-takeaways-masked-weight-explain = { $weight }。缩放后，三个可见分数为 ({ $scaled })；键 4 被遮住，所以键 2 得到 e^{ $exponent } 除以三个指数之和。实时计算。
exercise-softmax-three-logits-prompt = 计算 softmax({ $logits })，每个权重保留 3 位小数。
exercise-softmax-three-logits-hint-equal = 权重相等意味着分数相等。分数越大，分到的份额越大。
exercise-softmax-three-logits-hint-proportional = 那是把每个分数除以分数的普通和。softmax 要先取指数：e^z 除以所有 e^z 之和。
exercise-softmax-three-logits-hint = 先减去最大的分数，得到 ({ $shifted })；再把它们的指数分别除以指数之和 ≈ { $sum }。三个权重之和为 1。
exercise-softmax-three-logits-explain = { $weights }。每个 eᶻ 除以三者之和。分数高 1，权重就是 e ≈ 2.72 倍；高 2，就是 e² ≈ 7.39 倍；即使最小的分数也保有一份。
exercise-takeaways-output-shape-prompt = 7 个词元，d_k = 16，d_v = 32。注意力输出（注意力权重乘以 V）的形状是什么？
exercise-takeaways-output-shape-hint-key-width = d_k 只存在于分数内部。V 带来的是哪个维度？
exercise-takeaways-output-shape-hint = 注意力权重是 (7, 7)，V 是 (7, 32)。
exercise-takeaways-output-shape-explain = { $shape }。注意力权重 { $weights } 乘以 V { $values }：每个词元得到一个新的 d_v 维行。d_k 从不出现在输出中。
exercise-takeaways-rescale-prompt = 在线 softmax 分两块读入一个查询的分数：先是 ({ $first })，然后是 ({ $second })。第二块到来时，在加入它的各项之前，ℓ 和 o 要乘以什么因子？保留 3 位小数。
exercise-takeaways-rescale-hint-upside-down = 那是 e^(m′ − m)，因子颠倒了：最大值变大了，所以旧的各项要缩小，乘以一个小于 1 的因子。
exercise-takeaways-rescale-hint-exponent = 那是指数。取 e 的 m − m′ 次方。
exercise-takeaways-rescale-hint-unchanged = 第二块中有一个比之前都大的分数：旧的各项是相对于旧的最大值写出的。
exercise-takeaways-rescale-hint = 每个旧项 e^(z − m) 都必须变成 e^(z − m′)，即相对于新的最大值 m′。
exercise-takeaways-rescale-explain = { $factor } = e^({ $max } − { $maxNew })：旧的最大值减去新的最大值。由在线 softmax 的计算轨迹实时算出。
exercise-takeaways-jacobian-entry-prompt = 一行注意力权重 p = ({ $weights })。把第三个分数 z₃ 稍微调高：p₁ 变化得有多快，即 ∂p₁/∂z₃ 是多少？保留 2 位小数。
exercise-takeaways-jacobian-entry-hint-sign = 大小对了，符号错了：调高 z₃ 会增大 p₁ 的分母之和，所以 p₁ 下降。
exercise-takeaways-jacobian-entry-hint-diagonal = 那是 ∂p₁/∂z₁，对角线上的元素 p₁(1 − p₁)。对角线以外的元素是 −p₁·p₃。
exercise-takeaways-jacobian-entry-hint-zero = z₃ 不是 p₁ 自己的分数，但它在 p₁ 的分母之和里：p₁ 确实会变。
exercise-takeaways-jacobian-entry-hint = ∂p_i/∂z_j = p_i(δ_ij − p_j)。
exercise-takeaways-jacobian-entry-explain = { $entry } = −p₁·p₃ = −{ $first } × { $third }。由反向传播实时算出。
exercise-takeaways-two-heads-prompt = 训练好的模型读入 { $letters }：先是 5 个字母，然后重复一遍。位置从 0 开始数。在位置 { $position }，即第二个 { $letter } 处，第 1 层的头把大部分权重放在哪个位置上？第 2 层的头呢？
exercise-takeaways-two-heads-hint-swapped = 你把两个头的顺序弄反了：第 1 层在前。
exercise-takeaways-two-heads-hint-earlier-copy = 那是前面那个 { $letter } 本身：复制它会再次预测 { $letter }。第 2 层看的是它后面一个位置。
exercise-takeaways-two-heads-hint-layer-one = 第 1 层的头是“前一个词元”头。
exercise-takeaways-two-heads-hint = 第 2 层寻找这样一个位置：它的字母紧跟在前面那个 { $letter } 之后。
exercise-takeaways-two-heads-explain = { $first } 和 { $second }。第 1 层的头往回看一个位置，看向 { $before }（权重 { $firstWeight }），于是每个位置都存下了它前一个字母。第 2 层的头在第二个 { $letter } 处，找到“前一个字母是 { $letter }”的位置：{ $second }，那里是 { $found }（权重 { $secondWeight }），于是模型猜 { $guess }。由随页面附带的模型实时算出。
exercise-weighted-sum-mix-prompt = 一个查询给三个键的注意力权重为 0.5、0.25 和 0.25。它们的值为 v₁ = (2, 0)、v₂ = (0, 4) 和 v₃ = (−4, 4)。输出是什么？
exercise-weighted-sum-mix-hint-first-term = 那只是第一项。把三个加权后的值全部相加。
exercise-weighted-sum-mix-hint-plain-average = 那是普通平均，每个值同等对待。这里 v₁ 的权重是其他每个值的两倍（0.5 对 0.25）。
exercise-weighted-sum-mix-hint-plain-sum = 那是不带权重地把值相加。先把每个值乘以它的权重。
exercise-weighted-sum-mix-hint = 把每个值乘以它的权重，再把三个向量逐坐标相加。
exercise-weighted-sum-mix-explain = ({ $output })。各项为 ({ $first })、({ $second }) 和 ({ $third })。每个坐标都落在各值在该坐标上的最小值和最大值之间：这是加权平均。
exercise-online-softmax-update-prompt = 一个查询已经读了两个键，分数为 { $first } 和 { $second }：目前 m = { $first }，ℓ = e⁰ + e^({ $second } − { $first })。下一块带来分数 { $third } 和 { $fourth }。新的 m′ 和 ℓ′ 是多少？ℓ′ 保留 3 位小数。
exercise-online-softmax-update-hint-maximum = m′ 是到目前为止见过的最大分数，旧块和新块一起算。
exercise-online-softmax-update-hint-no-rescale = 你把新项直接加到了原来的 ℓ 上。ℓ 的各项是相对于旧的 m 的：先把 ℓ 乘以 e^(m − m′)。
exercise-online-softmax-update-hint-upside-down = 那是把 ℓ 乘以 e^(m′ − m)，因子颠倒了：最大值变大了，所以旧的各项要缩小。
exercise-online-softmax-update-hint-old-maximum = 新项是相对于旧的 m 算的。ℓ′ 的每一项，无论新旧，都是 e^(z − m′)。
exercise-online-softmax-update-hint = ℓ′ = e^(m − m′)·ℓ + Σ e^(z − m′)，求和遍及新块。
exercise-online-softmax-update-explain = m′ = { $maxNew }，ℓ′ = e^({ $max } − { $maxNew })·{ $sum } + { $newTerms } = { $factor }·{ $sum } + { $newSum } = { $sumNew }。由在线 softmax 的计算轨迹实时算出。
exercise-backward-jacobian-row-prompt = 一行分数的注意力权重为 p = ({ $weights })。写出 softmax 雅可比矩阵中对应键 2 权重的那一行：∂p₂/∂z₁、∂p₂/∂z₂、∂p₂/∂z₃，保留 2 位小数。
exercise-backward-jacobian-row-hint-no-square = 对角线上的元素是 p₂(1 − p₂)，而不是 p₂：调高 z₂ 也会增大它的分母之和，所以 z₂ 每增加一个单位，p₂ 的增量小于 p₂。
exercise-backward-jacobian-row-hint-diagonal-only = 调高 z₁ 或 z₃ 会增大 p₂ 的分母之和：对角线以外的元素是 −p₂·p_j，而不是 0。
exercise-backward-jacobian-row-hint-flipped = 每个符号都反了：J = diag(p) − p·pᵀ。调高 z₂ 会使 p₂ 增大（正的元素）；调高其他分数会使它减小。
exercise-backward-jacobian-row-hint-diagonal-flipped = 对角线以外是对的。对角线上的元素是正的：调高 z₂ 会使 p₂ 增大，幅度为 p₂(1 − p₂)。
exercise-backward-jacobian-row-hint-outer = 那只是 p·pᵀ 的一行。J = diag(p) − p·pᵀ：要用 diag(p) 减去它。
exercise-backward-jacobian-row-hint-outer-only = 对角线以外是对的。在对角线上 diag(p) 还要加上 p₂：该元素是 p₂ − p₂²。
exercise-backward-jacobian-row-hint-sum = 你的三个元素之和应为 0：给每个分数加上同一个常数，不会改变任何权重。
exercise-backward-jacobian-row-hint = ∂p_i/∂z_j = p_i(δ_ij − p_j)：对角线上是 p₂(1 − p₂)，对角线以外是 −p₂·p_j。
exercise-backward-jacobian-row-explain = ({ $row })。对角线上 p₂(1 − p₂) = { $weight } × { $rest }；对角线以外是 −p₂·p₁ 和 −p₂·p₃。它们之和为 0。由反向传播实时算出，其中 dO 选出 p₂。
exercise-backward-da-entry-prompt = 沿用同样的 A、B 和 G（所以 dY = G），dA₂₁ 是多少？即 L 对 A₂₁ = 2 的梯度。
exercise-backward-da-entry-hint-untransposed = 那是把 G 的第 2 行与 B 的第 1 列配对，就像 G·B 那样。看看 A₂₁ 在 Y₂₁ 和 Y₂₂ 中乘的是什么：B₁₁ 和 B₁₂，即 B 的第 1 行。
exercise-backward-da-entry-hint-through-y21 = 那只是经过 Y₂₁ 的路径。A₂₁ 也会到达 Y₂₂ = A₂₁B₁₂ + A₂₂B₂₂：把这条路径加上。
exercise-backward-da-entry-hint-through-y22 = 那只是经过 Y₂₂ 的路径。A₂₁ 也会到达 Y₂₁ = A₂₁B₁₁ + A₂₂B₂₁：把这条路径加上。
exercise-backward-da-entry-hint-across = 那是 dA₁₂，对角线另一侧的元素。A₂₁ 位于第 2 行第 1 列。
exercise-backward-da-entry-hint-same-factor = 那是乘以 A 自己。一个因子的梯度要乘以另一个因子，也就是 B。
exercise-backward-da-entry-hint-from-above = 那是 G₂₁，到达 Y₂₁ 的梯度，还没有乘以 A₂₁ 在那里遇到的值；而且 A₂₁ 也会到达 Y₂₂。
exercise-backward-da-entry-hint-wrong-side = 那是 Bᵀ·G，G 放错了一边。在 Y = A·B 中 A 在左边，所以在它的梯度里 G 也留在左边。
exercise-backward-da-entry-hint-other-gradient = 那是 dB₂₁，即 B 的梯度 Aᵀ·G 中的一个元素。A 的元素从另一个因子 B 得到梯度。
exercise-backward-da-entry-hint = A₂₁ 位于 A 的第 2 行，所以它会到达 Y 的第 2 行。对这两个元素分别想一想：A₂₁ 每变化一个单位，它变化多少？它每变化一个单位，L 变化多少？
exercise-backward-da-entry-explain = { $value }。A₂₁ 到达 Y 的第 2 行：Y₂₁ = A₂₁B₁₁ + A₂₂B₂₁，Y₂₂ = A₂₁B₁₂ + A₂₂B₂₂。两条路径相加得 dA₂₁ = G₂₁B₁₁ + G₂₂B₁₂ = { $g21 }·{ $b11 } + { $g22 }·{ $b12 } = { $value }：G 的第 2 行对 B 的第 1 行，即 Bᵀ 的第 1 列，所以 dA = G·Bᵀ。实时计算：把 A₂₁ 增加 { $nudge }，L 从 { $loss } 变为 { $nudgedLoss }，增加了 { $nudge } × { $value }。
exercise-backward-dwq-shape-prompt = n = 10 个词元，d_model = 512，d_k = 64，所以反向传播到达 Q 时，dQ 的形状为 (10, 64)。{ $gradient } = Xᵀ·dQ 的形状是什么？
exercise-backward-dwq-shape-hint-queries = 那是 dQ 的形状，每个词元一行。{ $gradient } 是 W_Q 的梯度，而 W_Q 没有词元这个轴。
exercise-backward-dwq-shape-hint-transposed = 那是 W_Qᵀ 的形状。梯度与它的参数形状相同，这样优化器才能把它减掉。
exercise-backward-dwq-shape-hint-input = 那是 X 的形状。在 Xᵀ·dQ 中，哪两个维度在中间相遇并消去？
exercise-backward-dwq-shape-hint = Xᵀ 是 (512, 10)，dQ 是 (10, 64)。乘积中哪两个维度相遇，哪两个留下？
exercise-backward-dwq-shape-explain = { $shape }，即 W_Q 自己的形状。Xᵀ { $inputT } 乘以 dQ { $queries }：10 个词元相遇并消去，所以 { $gradient } 汇总了每个词元的查询对 W_Q 的要求。这就是 Xᵀ 放在左边的原因。
exercise-backward-dz-row-prompt = 同一行 p = ({ $weights }) 从上一层得到 dp = ({ $gradients })。它的 dz = (dz₁, dz₂, dz₃) 是多少？保留 2 位小数。
exercise-backward-dz-row-hint-no-sum = 那只是 pⱼ·dpⱼ：缺了 Σ 项。调高 zⱼ 还会从其他每个键那里夺走权重，所以在乘以 pⱼ 之前，要先减去 dp 的 p 加权平均。
exercise-backward-dz-row-hint-sum-added = 你把 Σ 项加上了：它带着负号进来，来自对角线以外的 −pᵢ·pⱼ 元素。
exercise-backward-dz-row-hint-flipped = 每个符号都反了：dzⱼ = pⱼ(dpⱼ − Σₖ pₖ·dpₖ)，是 dpⱼ 减去平均值，而不是反过来。
exercise-backward-dz-row-hint-no-factor = 那是 dpⱼ 减去平均值，但前面少了因子 pⱼ：把每个元素乘以它自己的权重。
exercise-backward-dz-row-hint-plain-average = 那减去的是 dp 的普通平均。Σ 要用各自的 pₖ 给每个 dpₖ 加权。
exercise-backward-dz-row-hint-sum = 你的三个元素之和应为 0，dZ 的每一行都是如此。
exercise-backward-dz-row-hint = 先求 p 加权平均 Σₖ pₖ·dpₖ（一个数），再对每个 j 求 dzⱼ = pⱼ(dpⱼ − 该平均值)。
exercise-backward-dz-row-explain = ({ $dz })。加权平均为 Σₖ pₖ·dpₖ = { $average }，于是每个 dzⱼ = pⱼ(dpⱼ − { $average })。它们之和为 0。由反向传播实时算出，其中 dO = dp。
exercise-trained-heads-chance-loss-prompt = 一个什么都没学到的模型给 12 个字母中的每一个相同的概率。它在下一个字母上的损失 −ln p 是多少？保留 2 位小数。
exercise-trained-heads-chance-loss-hint-probability = 那是概率 p 本身。损失是 −ln p。
exercise-trained-heads-chance-loss-hint-sign = 大小对了，符号错了：概率的 ln 是负的，而损失是 −ln p。
exercise-trained-heads-chance-loss-hint-base-ten = 那是以 10 为底的对数。损失用的是自然对数 ln。
exercise-trained-heads-chance-loss-hint-inverse = 那是 1/p。损失是它的自然对数。
exercise-trained-heads-chance-loss-hint = 每个字母得到 p = 1/{ $vocab }，而 −ln(1/{ $vocab }) = ln { $vocab }。
exercise-trained-heads-chance-loss-explain = { $loss }：ln { $vocab }，即随机水平。实时计算，所用模型的最后一个矩阵全为零。损失越低越好：下面训练好的模型在 DKAHFBJCDKAHFBJC 的重复部分上损失为 { $repeatLoss }，即以 e^(−{ $repeatLoss }) ≈ { $percent } % 的概率猜中正确的字母。
exercise-trained-heads-induction-period-prompt = 训练好的模型读入 { $letters }：先是 6 个字母，然后重复一遍。位置从 0 开始数。在位置 { $position }，即第二个 { $letter } 处，第 2 层的头会把大部分权重放在哪个位置上？
exercise-trained-heads-induction-period-hint-earlier-copy = 那是前面那个 { $letter } 本身（重复词元条带）：复制它会再次预测 { $letter }。
exercise-trained-heads-induction-period-hint-previous = 那是前一个词元，是第 1 层的工作。
exercise-trained-heads-induction-period-hint-run-of-eight = 那是 i − 7，8 个字母一段时的条带。这一段只有 6 个字母。
exercise-trained-heads-induction-period-hint = 找到前面那个 { $letter }，再往后看一个位置。
exercise-trained-heads-induction-period-explain = { $target }：前面那个 { $letter } 在位置 { $earlier }，它后面是 { $next }，所以这个头看向 { $target }（权重 { $weight }，实时算出），模型猜 { $next }。若一段有 p 个字母，条带就在 i − p + 1。
exercise-multi-head-params-prompt = d_model = 512，h = 8 个头，d_k = d_v = 64，没有偏置。W_Q、W_K、W_V 和 W_O 一共有多少个参数？
exercise-multi-head-params-hint-no-output = 那是 W_Q、W_K 和 W_V。负责混合各个头的 W_O 也有参数。
exercise-multi-head-params-hint = 把 8 个头合起来看，W_Q 把 512 个特征映射到 8 × 64 = 512 列。用同样的方法数 W_K、W_V 和 W_O。
exercise-multi-head-params-explain = { $total }。W_Q、W_K 和 W_V 各是 512 × (8·64) = { $query }，W_O 是 (8·64) × 512 = { $output }：共四个 512²。只要 h·d_k = d_model，这一层总是有 4 d_model² 个参数，与头数无关。
exercise-multi-head-flops-prompt = n = 10 个词元，d_model = 512。从 1 个 d_k = 512 的头改为 8 个 d_k = 64 的头，FLOPs 大约变为原来的多少倍？
exercise-multi-head-flops-hint-per-head = 8 个头中的每一个都窄了 8 倍。总工作量会增加吗？
exercise-multi-head-flops-hint = 8 个维度为 64 的头，做的是一个维度为 512 的头的工作，只是分成了八份。
exercise-multi-head-flops-explain = 大约 1 倍（实时计算，比值为 { $ratio }）：1 个头时 { $oneTotal } FLOPs，8 个头时为 { $eightTotal }。只有每个头各做一次的步骤会增加：缩放 { $oneScaling } → { $eightScaling }，softmax { $oneSoftmax } → { $eightSoftmax }。

## Recall (lib/course/recall.js)

recall-title = 开始之前：回忆一下
recall-intro = 凭记忆作答，不要往回翻：正是回忆一个概念的过程让它记得牢。每次作答也会把这道题排进首页的复习卡组。
recall-check = 检查
recall-placeholder-shape = (行数, 列数)
recall-placeholder-formula = 纯文本、numpy 或 LaTeX 均可：转置写作 ^T，根号写作 sqrt( )
recall-verdict-typed-right = 正确。{ $why }
recall-verdict-typed-wrong = 不太对。{ $why }
recall-verdict-typed-slip = 不太对。{ $feedback }{ $why }
recall-pick-first = 请先选一个答案。
recall-verdict-choice-right = 正确：{ $answer }
recall-verdict-choice-wrong = 不太对。{ $feedback }答案是：{ $answer }
recall-qkv-roles-question = 注意力混合哪个矩阵的行来得到输出？
recall-qkv-roles-choice-v = V，即值。
recall-qkv-roles-choice-k = K，即键。
recall-qkv-roles-choice-k-feedback = 键只用来与查询比较，得出分数；被混合的是每个词元提供的内容，也就是它的值行。
recall-qkv-roles-choice-q = Q，即查询。
recall-qkv-roles-choice-q-feedback = 查询负责提问；它与键做点积，从不被混合。输出混合的是值的各行。
recall-scores-shape-question = Q 是 (n, d_k)，K 是 (n, d_k)。Q·Kᵀ 的形状是什么？
recall-scores-shape-choice-nn = (n, n)。
recall-scores-shape-choice-dd = (d_k, d_k)。
recall-scores-shape-choice-dd-feedback = 那是 Kᵀ·Q 的形状，它对词元求和。Q·Kᵀ 是 (n, d_k) 乘以 (d_k, n)：d_k 个坐标被求和消去。
recall-scores-shape-choice-nd = (n, d_k)。
recall-scores-shape-choice-nd-feedback = 乘积保留外侧的两个维度：(n, d_k) 乘以 (d_k, n) 得 (n, n)，每个查询–键对一个分数。
recall-scaling-why-question = 为什么要把分数除以 √d_k？
recall-scaling-why-choice-variance = 为了把 q·k 的方差从约 d_k 拉回到约 1。
recall-scaling-why-choice-sum = 为了让每行注意力权重之和为 1，不论 d_k 是多少。
recall-scaling-why-choice-sum-feedback = 不论分数除以什么，softmax 都会做到这一点。√d_k 控制的是分数分布得有多开。
recall-scaling-why-choice-mean = 为了对 q·k 在它的 d_k 个坐标上取平均，每项对应一个坐标。
recall-scaling-why-choice-mean-feedback = 取平均要除以 d_k，剩下的方差约为 1/d_k：注意力权重几乎是均匀的。√d_k 是 q·k 的标准差。
recall-masking-fill-question = 当 j > i 时，因果掩码对查询 i 遮住键 j。它对这个分数做了什么？
recall-masking-fill-choice-minus-infinity = 给它加上 −∞，使它在 softmax 之后的权重为 0。
recall-masking-fill-choice-zero = 把它设为 0，使被遮住的键不贡献任何东西。
recall-masking-fill-choice-zero-feedback = 分数 0 只是一个普通分数：e⁰ = 1，所以被遮住的键仍然会得到权重。要让权重为 0，得用 −∞。
recall-masking-fill-choice-after = 在 softmax 之前什么都不做：之后再把它的权重置零。
recall-masking-fill-choice-after-feedback = 在 softmax 之后置零，这一行的和就小于 1：被遮住的键的份额丢失了，而不是分给可见的键。
recall-softmax-stable-question = 在 softmax 中，为什么要在取 exp 之前减去每行的最大值？
recall-softmax-stable-choice-overflow = 为了让 exp 不会溢出；注意力权重不变。
recall-softmax-stable-choice-normalise = 为了让每行注意力权重之和恰好为 1。
recall-softmax-stable-choice-normalise-feedback = 那是除以和的作用。减去最大值不会改变任何权重；它只让每个 exp 都不超过 1。
recall-softmax-stable-choice-sharper = 为了让注意力权重更集中在分数最高的键上。
recall-softmax-stable-choice-sharper-feedback = 整行共同的平移会在分子和分母之间抵消：注意力权重完全不变，只是计算起来更安全。
recall-weighted-sum-output-question = 一个查询的输出行是什么？
recall-weighted-sum-output-choice-average = 值的各行，用该查询的注意力权重加权平均。
recall-weighted-sum-output-choice-keys = 键的各行，用该查询的分数加权平均。
recall-weighted-sum-output-choice-keys-feedback = 键只用来得出分数。经过 softmax 后的注意力权重混合的是值的各行。
recall-weighted-sum-output-choice-weights = 该查询的那一行注意力权重，每个键一个。
recall-weighted-sum-output-choice-weights-feedback = 注意力权重是混合比例（共 n 个）；输出是值的混合，维度为 d_v。
recall-formula-output-shape-question = 一个头，n 个词元，查询和键的维度为 d_k，值的维度为 d_v：它的输出是什么形状？
recall-formula-output-shape-choice-ndv = (n, d_v)。
recall-formula-output-shape-choice-ndk = (n, d_k)。
recall-formula-output-shape-choice-ndk-feedback = d_k 只存在于 Q·Kᵀ 内部，并被求和消去。注意力权重 (n, n) 乘以 V (n, d_v) 得 (n, d_v)。
recall-formula-output-shape-choice-nn = (n, n)。
recall-formula-output-shape-choice-nn-feedback = 那是注意力权重的形状。它乘以 V (n, d_v) 后，每个查询得到一个 d_v 维的输出行。
recall-multi-head-join-question = h 个头各给出一个 (n, d_model/h) 的输出。它们如何合并？
recall-multi-head-join-choice-concat = 并排拼接成 (n, d_model)，再乘以 W_O。
recall-multi-head-join-choice-average = 平均成一个 (n, d_model/h)，再乘以 W_O。
recall-multi-head-join-choice-average-feedback = 取平均会模糊每个头各自找到的东西。它们是拼接起来的，再由 W_O 混合。
recall-multi-head-join-choice-sum = 相加成一个 (n, d_model/h)，再乘以 W_O。
recall-multi-head-join-choice-sum-feedback = 相加会在 W_O 给各头加权之前就把它们的坐标混在一起。它们是并排拼接的。
recall-multi-head-params-question = 一个维度为 d_model 的头变成 h 个维度为 d_model/h 的头。现在 W_Q、W_K 和 W_V 有多少参数？
recall-multi-head-params-choice-same = 与一个宽头相同。
recall-multi-head-params-choice-times = 是一个宽头的 h 倍。
recall-multi-head-params-choice-times-feedback = 每个头窄了 h 倍：h 个 d_model × d_model/h 的头，每个投影共有 d_model² 个参数，与一个宽头相同。
recall-multi-head-params-choice-fewer = 是一个宽头的 h 分之一。
recall-multi-head-params-choice-fewer-feedback = 每个头窄了 h 倍，但一共有 h 个：每个投影总共 d_model² 个参数。
recall-online-softmax-rescale-question = 在线 softmax：新的一块带来了更大的最大值。运行和 ℓ 会怎样？
recall-online-softmax-rescale-choice-rescale = 旧的 ℓ 先乘以 e^(m − m′)，再加上新的各项。
recall-online-softmax-rescale-choice-restart = 它从 0 重新开始，只对新块的各项求和。
recall-online-softmax-rescale-choice-restart-feedback = 那样会忘掉到目前为止读过的所有键。它们的项要保留下来，乘以 e^(m − m′) 换算到新的最大值。
recall-online-softmax-rescale-choice-add = 加上新的各项；旧的 ℓ 保持不变。
recall-online-softmax-rescale-choice-add-feedback = 旧的各项是相对于旧的最大值 m 的；要与相对于 m′ 的项相加，必须先乘以 e^(m − m′)。
recall-learning-mask-gradient-question = 被掩码遮住的分数会收到梯度吗？
recall-learning-mask-gradient-choice-no = 不会：它的权重为 0，梯度也为 0。
recall-learning-mask-gradient-choice-normaliser = 会：它仍然计入 softmax 的和。
recall-learning-mask-gradient-choice-normaliser-feedback = 被遮住的键给和加上 e^(−∞) = 0，它的权重为 0：softmax 的反向传播给它的 dZ = 0。
recall-learning-mask-gradient-choice-half = 会：通过归一化项收到一半。
recall-learning-mask-gradient-choice-half-feedback = 不存在部分路径：dZ_ij = P_ij (dP_ij − Σ_l P_il dP_il)，而被遮住的键 P_ij = 0。
recall-trained-heads-two-layers-question = 为什么归纳头需要第二层？
recall-trained-heads-two-layers-choice-copy = 第一个头必须把每个词元的前一个词元复制到它的位置上。
recall-trained-heads-two-layers-choice-capacity = 一层的参数太少，存不下这些配对。
recall-trained-heads-two-layers-choice-capacity-feedback = 不是大小的问题：单独一层无法寻找“前面某个副本之后的那个词元”，因为还没有哪个位置存着它前面是什么。
recall-trained-heads-two-layers-choice-mask = 因果掩码对单层遮住了前面的那个副本。
recall-trained-heads-two-layers-choice-mask-feedback = 前面的副本在过去，所以掩码允许查询看到它；单层所缺的，是复制到每个位置上的前一个词元。
recall-masking-hidden-count-question = 一个 6 个词元的句子加上因果掩码：它的 36 个分数中，掩码遮住了多少个？
recall-masking-hidden-count-why = 查询 i 可以看到键 1 到 i，包括它自己；被遮住的分数在对角线以上，5 + 4 + 3 + 2 + 1 = { $answer }。
recall-masking-hidden-count-slip-kept = 那是它保留的个数：对角线及其以下的全部。
recall-masking-hidden-count-slip-off-diagonal = 那是遮住了对角线以外的所有分数；只有查询之后的键被遮住，也就是对角线以上的那些。
recall-scaling-divisor-question = 查询和键的维度为 64（d_k = 64）。在 softmax 之前，分数要除以哪个数？
recall-scaling-divisor-why = 除以 √d_k = √64 = { $answer }，即当 q·k 的 64 项方差均为 1 时它的标准差。
recall-scaling-divisor-slip-dk = 那是 d_k 本身：它会把分数的方差缩小到 1/64，使注意力权重几乎均匀。
recall-softmax-masked-row-question = 一行分数 (2, 0, −∞)，最后一个键被遮住。softmax 之后第一个权重是多少？保留 3 位小数。
recall-softmax-masked-row-why = e² / (e² + e⁰ + e^(−∞)) = { $exp } / ({ $exp } + 1 + 0) = { $answer }。
recall-softmax-masked-row-slip-zero-score = 你把被遮住的键当成了分数 0，但 e^(−∞) = 0：它对和没有任何贡献。
recall-softmax-masked-row-slip-no-exp = softmax 是用 e^z 而不是 z 除以该行所有 e^z 之和。
recall-formula-weights-shape-question = n = 7 个词元，d_k = 16，d_v = 32。注意力权重矩阵 P = softmax(QKᵀ/√d_k + M) 的形状是什么？
recall-formula-weights-shape-why = { $answer }：每个查询–键对一个权重；d_k 在 QKᵀ 中被求和消去，d_v 只随 V 进入。
recall-formula-weights-shape-slip-output = 那是输出 P·V 的形状。P 本身是把查询与键配对。
recall-formula-weights-shape-slip-queries = 那是 Q 的形状。QKᵀ 对 d_k 求和，每个查询–键对留下一个分数。
recall-formula-write-question = 用 Q、K、V、掩码 M 和 d_k 写出一个注意力头的公式，包括掩码。
recall-formula-write-why = 公式是 { $answer }：分数 QKᵀ，除以 √d_k 缩放，加上 M 进行掩码，沿每行做 softmax，再用注意力权重混合值的各行。
recall-formula-write-slip-no-mask = 不算掩码的话是对的；但题目要求包括它：M 加在缩放后的分数上，位于 softmax 内部。
recall-formula-write-slip-dk = 那是除以 d_k；缩放因子是它的平方根 √d_k，即 q·k 的标准差。
recall-formula-write-slip-unscaled = 分数没有缩放：在 softmax 之前把 QKᵀ 除以 √d_k。
recall-formula-write-slip-transposed = 那是转置后的分数矩阵：第 i 行必须是查询 i 对各个键的分数，即 QKᵀ。
recall-formula-write-slip-columns = 那是沿每一列、对各个查询做归一化；softmax 应沿每一行、对各个键进行。
recall-formula-write-slip-output-scaled = 那是在 softmax 之后缩放输出；缩放应作用在分数上，位于 softmax 内部。
recall-multi-head-head-width-question = 一层的维度为 d_model = 512，有 h = 8 个头。每个头的 d_k 是多少？
recall-multi-head-head-width-why = d_model / h = 512 / 8 = { $answer }：维度被分给各个头，所以这一层的开销与一个宽头相同。
recall-multi-head-head-width-slip-whole = 每个头分到维度的一部分，而不是全部：d_model / h。
recall-multi-head-head-width-slip-multiplied = 各个头是分割维度，而不是把它成倍放大：d_model / h。
recall-multi-head-param-count-question = d_model = 8，头数任意，没有偏置：W_Q、W_K、W_V 和 W_O 一共有多少个权重？
recall-multi-head-param-count-why = 四个 d_model × d_model 的矩阵，每个 64 个：4 × 64 = { $answer }，不论有多少个头共用它们。
recall-multi-head-param-count-slip-no-output = W_O 也要算上：它把拼接后的各头（d_model 维）映射回 d_model。
recall-online-softmax-factor-question = 在线 softmax：新的一块把运行最大值从 2 提高到 3。运行和要乘以什么因子？保留 3 位小数。
recall-online-softmax-factor-why = e^(m − m′) = e^(2 − 3) = { $answer }：和中已有的每一项都是从旧的最大值算起的，必须缩小到以新的最大值为准。
recall-online-softmax-factor-slip-upside-down = 那是 e^(m′ − m)：它把旧的各项放大了，但现在每一项都从更大的最大值算起，必须缩小。
recall-online-softmax-factor-slip-unchanged = 保持不变的话，旧的各项仍以旧的最大值 2 为准，就不能再与新的各项相加了。
recall-backward-dz-sum-question = softmax 的反向传播给出一行分数梯度 dz。不论 dp 是什么，这一行的元素之和是多少？
recall-backward-dz-sum-why = dz 的元素之和为 { $answer }：给一行中的每个分数加上同一个数不会改变任何权重，所以梯度在 (1, 1, …, 1) 方向上没有分量。
recall-backward-dz-sum-slip-weights = 和为 1 的是注意力权重，而不是它们分数的梯度。

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
