// The course in Simplified Chinese: en.js translated, message for message
// (see en.js for the syntax). Formulas are copied exactly; the build fails
// a formula that differs from English.
export default String.raw`
## Shared: the language switch, words for counts and states (lib/text, lib/host)

# The language's own name, as its readers write it, and its direction: ltr or rtl.
language-name = 简体中文
language-direction = ltr
language-switch = 语言
shared-count-of-total = { $done } / { $total }
# 拼接（lib/text/join.js）：列表的两项用顿号，同一句中的两个分句用分号，两个整句之间不加空格。
shared-list-items = { $first }、{ $second }
shared-list-clauses = { $first }；{ $second }
shared-two-sentences = { $first }{ $second }
shared-name-and-note = { $name }{ $note }
# A percentage; $number is already written out (“96”, “92.3”).
shared-percent = { $number }%
# A label and what follows it: “o[1]: exact −1.3080”.
shared-label-colon = { $label }：{ $value }

## Core errors (lib/core)

core-load-failed = 计算器无法启动，所以没有数字可以显示。请重新加载页面；如果你是从本地磁盘打开的，请把 attention-math.js 放在 index.html 旁边。（{ $reason }）
core-file-missing = { $file } 没有加载成功，所以本页无法计算它的数字。
core-file-missing-because = { $file } 没有加载成功，所以本页无法计算它的数字。（{ $reason }）
core-no-simd = 这个浏览器无法运行计算器，所以没有数字可以显示：它不支持 WebAssembly SIMD，而计算器正是用它构建的。Chrome 和 Edge 91、Firefox 89、Safari 16.4（iOS 16.4）及更新的版本都支持：请在其中一个浏览器中打开本课程，或更新这个浏览器。
core-restarting = 计算器出错后正在重新启动，请稍后再试。
core-restarted = 计算器出错了（{ $reason }），已经重新启动，请再试一次。
core-error-on-argument = { $argument }：{ $problem }
core-error-empty-cell = 第 { $row } 行第 { $column } 列是空的。
core-error-empty-entry = 下标 { $index } 处的元素是空的。
core-error-required = 缺少一个值。
core-error-not-a-number = “{ $value }”不是一个数。
core-error-not-a-number-in-cell = 第 { $row } 行第 { $column } 列：“{ $value }”不是一个数。
core-error-wrong-type-at = 下标 { $index } 处的元素类型不对。
core-error-wrong-type = 这个值的类型不对。
core-error-too-large = “{ $value }”太大了：无穷大请写作 inf。
core-error-too-large-in-cell = 第 { $row } 行第 { $column } 列：“{ $value }”太大了：无穷大请写作 inf。
core-error-out-of-range-at = 下标 { $index } 处的元素是 { $value }，超出了 { $min } … { $max }。
core-error-out-of-range = 必须在 { $min } 到 { $max } 之间，而这里是 { $got }。
core-error-below-min = 至少为 { $min }，而这里是 { $got }。
core-error-not-one-of = 应为 { $known } 之一，而这里是 { $got }。
core-error-above-max = 至多为 { $max }，而这里是 { $got }。
core-error-range = 超出了允许的取值范围。
core-error-ragged-row = 第 { $row } 行有 { $got } 个数，但第 1 行有 { $expected } 个。
core-error-shape = 应为 { $expected }，而这里是 { $got }。
core-error-shape-generic = 形状与给定的尺寸不符。
core-error-not-finite-cell = 第 { $row } 行第 { $column } 列的值不是有限数。
core-error-not-finite-entry = 下标 { $index } 处的元素不是有限数。
core-error-not-finite = 必须是有限数。
core-error-too-many-cells = { $rows } × { $cols } 个单元格超过了上限 { $max }。
core-error-above-limit = 至多 { $max }，而这里是 { $got }。
core-error-limit = 超过了上限 { $max }。
core-error-limit-generic = 超出了计算器能接受的大小。
core-error-heads-split = { $heads } 个头无法平分 { $width } 列。
core-error-incompatible = 与其他值不相容。
core-error-overflow-cell = 在第 { $row } 行第 { $column } 列结果溢出：元素太大了。
core-error-overflow = 结果溢出：元素太大了。
core-error-out-of-memory = 内存不足：这个请求超出了本页能容纳的大小。
core-error-unknown-option = 不是一个选项（可用的选项有 { $known }）。
core-error-invalid = 计算器拒绝了这个请求。

## Fields (lib/fields)

field-integer-empty = 请输入 { $label }：{ $min } 到 { $max } 之间的整数。
field-integer-decimal = { $subject } 必须是整数，不能是 { $text }。
field-integer-not-number = “{ $text }”不是一个数。{ $subject } 是 { $min } 到 { $max } 之间的整数。
field-integer-negative = { $subject } 不能是负数：请用 { $min } 到 { $max } 之间的整数。
field-number-empty = 请输入 { $label }：{ $min } 到 { $max } 之间的数。
field-number-not-number = “{ $text }”不是一个数。{ $subject } 是 { $min } 到 { $max } 之间的数。
field-number-not-finite = { $subject } 必须是 { $min } 到 { $max } 之间的有限数，不能是 { $text }。
field-below-min = { $subject } 至少为 { $min }。
field-above-max = { $subject } 至多为 { $max }。
field-switch-invalid = { $subject } 只能是开或关（1 或 0），不能是“{ $text }”。
field-choice-invalid = { $subject } 必须是 { $choices } 之一，不能是“{ $text }”。
field-vector-empty-entry = { $label } 的第 { $entry } 项是空的：每两个逗号之间都要有一个数。
field-vector-not-number = { $label } 中的“{ $text }”不是一个数。
field-vector-count = 请为 { $label } 给出 { $min } 到 { $max } 个数，用逗号分隔；你给了 { $count } 个。
field-vector-not-finite = { $maskable ->
    [yes] { $label } 中不能有 { $text }：数必须是有限的（−∞ 可以，用来掩码一个位置）。
   *[no] { $label } 中不能有 { $text }：数必须是有限的。
}
field-vector-too-large = { $label } 中的 { $text } 太大了：数必须是有限的。
field-vector-out-of-range = { $label } 中的 { $text } 超出范围：每个数都必须在 -{ $maxAbs } 到 { $maxAbs } 之间。
field-slider-label = { $label } 滑块

## Widgets' frame, figures and exports (lib/widget, figures)

widget-loading = 正在加载实时计算的数字…
widget-still-showing = { $problem } 仍显示 { $value }。
widget-last-good-result = { $problem } 仍显示上一次有效的结果。
widget-link-value-ignored = 链接中的 { $name } 被忽略了：{ $problem }
widget-play = 播放
widget-pause = 暂停
widget-export-summary = 下载这张图
widget-export-this-figure = 这张图
widget-export-svg-what = 矢量图
widget-export-png-what = 图片
widget-export-csv-what = 数字
widget-export-format-hint = （{ $what }）
widget-export-button-label = 将“{ $subject }”下载为 { $format }（{ $what }）
widget-export-saved = { $format } 已保存。
widget-export-failed = 无法生成 { $format }：{ $reason }
widget-export-nothing-drawn = 组件无法绘制
widget-export-source = Attention Math：每个数字都由它的 C++ 计算库（WebAssembly）实时计算
widget-export-value-on = 开
widget-export-value-off = 关
widget-export-value-none = 无
figure-weight-scale-title = 注意力权重
figure-cell-description = 第 { $row } 行，第 { $column } 列：{ $value }
figure-heatmap-readout-prompt = 指向一个单元格，或让它获得焦点（按 Tab，再按方向键），即可看到它的值。
figure-scroll-hint = 横向滚动可查看其他列。
figure-marks-outlined = 带边框的：
figure-legend-title = { $title }：
figure-histogram-tallest = 最高的条形：{ $count } 个样本
figure-histogram-spread = ±1 个标准差 = ±{ $spread }
figure-histogram-clipped = 有 { $count } 个样本超出坐标轴，没有画出
figure-csv-figure = 图：{ $name }
figure-csv-label = 标签
figure-csv-value = 值
figure-csv-bin-from = 区间起点
figure-csv-bin-to = 区间终点
figure-csv-count = 计数
figure-csv-beyond-axis = 超出坐标轴
figure-csv-term = 项
figure-csv-from = 起点
figure-csv-to = 终点

## Course manifest and page scripts (course.mjs, page/*.js)

course-map-scores-title = 分数：谁关注谁
course-map-scores-summary = 为什么一个词需要它的上下文，然后是公式的前半部分：把词元投影成查询、键和值，用每个查询给每个键打分，把分数除以 √dₖ 进行缩放，并用掩码遮蔽查询不该看到的键。本章以 softmax 接收的那张分数表结束。
course-map-formula-title = 权重、输出与公式
course-map-formula-summary = 以数值稳定的方式计算的 softmax 把每一行分数变成权重；权重把值混合成输出；然后是完整的公式及其中的每个形状，以及一个完整的例子：亲手算出其中一行，并逐位对照 numpy 打印出的整个结果。
course-map-heads-title = 多个头
course-map-heads-summary = 为什么一种注意力模式不够用？用一个实验来说明：在一个同时需要两次查找的任务上，训练一个宽的头和两个总大小相同的窄头，比较它们。然后把维度分给多个头，拼接它们的输出，再用一个投影把它们混合起来，并计算一层的开销。
course-map-inside-title = 深入底层
course-map-inside-summary = 只遍历一遍键的 softmax：快速内核背后的运行最大值和运行和，它们省下了多少内存读写，以及亲手合并两个部分结果。然后是反向传播，由一个问题引导：分数要往哪个方向变，权重才会增大？最后用有限差分来检验。
course-map-further-title = 头学到了什么
course-map-further-summary = 一个小小的头用梯度下降学习它的权重；然后是一个训练好的两层模型，你可以看着它的归纳头形成，从权重中读出它背后的回路，并在浏览器里跑一次训练。
course-map-review-title = 误解、真实的 bug 与复习
course-map-review-summary = 四种关于注意力的常见误解，逐一现场检验；八个来自各章、运行不报错却悄悄算错的 bug，其中三个由你亲手找出；最后是复习：要记住的要点、一个从形状一路算到输出再把梯度传回分数的综合练习，以及配套练习。
course-map-derive-text = 推导公式
course-map-derive-detail = 凭记忆拼出公式：从混有错误部件的一堆部件中按顺序挑出正确的部分，用句子长度和各个维度写出每个部分的形状，并说明每个部分为什么在那里
course-map-shapes-text = 解释每个形状
course-map-shapes-detail = 根据句子长度、模型维度以及查询、键和值的维度，给出公式中每个矩阵的形状
course-map-numerics-text = 在一个小例子上复现 softmax 的数值计算
course-map-numerics-detail = 在 float32 下，对几百或几千的分数比较数值稳定的 softmax 和朴素的 softmax；再亲手算出完整例子中的一行：分数、最大值、指数、归一化、加权和
course-map-capstone-text = 一次用上所有知识：综合练习
course-map-capstone-detail = 用你自己的数字算一个头的一个查询：从这一层的形状出发，经过缩放并加了掩码的分数、数值稳定的 softmax 和合并的两个分块，得到它的输出，再把梯度传回它的分数
course-map-learned-by-hand-text = 亲手计算训练好的头
course-map-learned-by-hand-detail = 第 1 章训练好的头中“sat”那一行，从分数一直算到输出：它的权重几乎全部落在“cat”上
course-map-head-shapes-text = 多个头的形状
course-map-head-shapes-detail = 先是一个头的各个矩阵，然后是并排的多个头、输出投影和这一层的输出
course-map-merge-text = 合并在线 softmax 的两个分块
course-map-merge-detail = 两个部分结果，各有自己的最大值、和与输出，重新缩放到同一个最大值后相加
course-map-not-started = 尚未开始
course-map-steps-read = 已读 { $read } / { $steps } 步
course-map-predictions-made = { $total ->
    [0] { $done } 个预测
   *[other] { $done } / { $total } 个预测
}
course-map-exercises-solved = { $total ->
    [0] { $done } 道练习
   *[other] { $done } / { $total } 道练习
}
course-map-resume-start = 从第 { $number } 章“{ $title }”开始
course-map-resume-continue = 继续第 { $number } 章：{ $title }
course-map-resume-next-note = “{ $chapter }”中下一个未读的步。
course-map-resume-review = 复习第 { $number } 章：{ $title }
course-map-resume-all-read = 你已经读完了本课程的每一步。
course-map-recall-next-review = 下次复习：{ $when }。
course-map-recall-due-again = 现在又该复习了，就在首页上。
course-map-deck-empty = 你的复习卡组会随着阅读逐渐充实：你每开始一章，就会加入这一章的问题。
course-map-deck-nothing-due = 现在没有要复习的。
course-map-deck-next-question = 下一个问题会在 { $when } 回来。
course-map-progress-save = 把我的进度保存到文件
course-map-progress-load-label = 从文件加载进度：
course-map-progress-saved = 已保存为 { $file }。可以在另一台设备上加载它，或以后在这里加载。
course-map-progress-loaded = 进度已加载。
course-map-progress-loaded-saved = 进度已加载（保存于 { $date }）。
course-map-progress-unreadable = 无法读取这个文件。你的进度没有改变。

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
course-code-label-buggy = { $label }，有 bug 的行已标出
course-code-buggy-line = 有 bug 的行：

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
course-sketch-keys = 方向键每次把条形移动 { $step }，Page Up 和 Page Down 每次移动 { $page }，Home 和 End 分别移到 0 和 1。
course-sketch-legend = 虚线：每根条形的起始位置。
course-sketch-legend-answered = 虚线：每根条形的起始位置。实线：实时算出的真实权重。
# $off: yes when the bars do not add up to 1.
course-sketch-sum = { $off ->
    [yes] 你的条形加起来是 { $total }：一行权重加起来应为 1。
   *[no] 你的条形加起来是 { $total }。
}
course-sketch-bar = { $label } 的权重
course-sketch-bar-start = 起始值 { $value }
course-sketch-bar-answer = 实时算出：{ $value }

# answer-field.js: the boxes a reader answers in.
course-field-shape-placeholder = (行数, 列数)
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

# derivation.js: the blank-slate derivation (chapter 2), step 1: the parts of the formula, pressed in order. Tiles that are words:
course-derive-tile-softmax-rows = softmax，逐行
course-derive-tile-softmax-columns = softmax，逐列
# Feedback on a part that does not belong. Numbers are the core's, on a random example of the reader's sizes: $low–$high the range of the rows' sums; $variance the variance of q·k; $dK, $dModel the reader's d_k and d_model.
course-derive-wrong-scores-turned = K·Qᵀ 是把 Q·Kᵀ 翻转过来：它的第 j 行是键 j 与每个查询的点积，所以沿这一行做 softmax，是把一个键分配给各个查询。这样每个查询的权重之和就不再是 1：在按你的维度随机生成的例子上，计算库算出的和从 { $low } 到 { $high } 不等。
course-derive-wrong-softmax-columns = 逐列做 softmax，是把每个键分配给各个查询，一个查询的权重之和就不再是 1：在按你的维度随机生成的例子上，计算库算出的和从 { $low } 到 { $high } 不等。查询的输出必须是值的平均，所以 softmax 沿每个查询的那一行进行。
course-derive-wrong-scale-model = d_model 是 X 的维度，不是 q 和 k 的维度。q·k 是 d_k 个乘积之和，所以它的方差约为 d_k（计算库算出：d_k = { $dK } 时，2000 对随机向量的方差为 { $variance }）；除以 √d_model = √{ $dModel } 后方差是 { $scaled }，而不是 1，权重会趋于均匀。
course-derive-wrong-scale-width = 像求平均那样直接除以 d_k，方差会只剩约 1/d_k（计算库算出：d_k = { $dK } 时为 { $variance }）：分数挤在 0 附近，权重趋于均匀。q·k 的标准差是 √d_k，所以除以 √d_k 才能让它回到 1。
course-derive-wrong-mask-times = 乘以由 0 和 1 组成的掩码，会让被遮蔽的键得到分数 0，而 e⁰ = 1 仍会分给它权重：在按你的维度随机生成、带因果掩码的例子上，第一个查询把 { $leaked } 的权重分给了它不该看到的键。M 在键可见处为 0，在被遮蔽处为 −∞，并且是加上去的：e^(−∞) = 0。
# What a missing part is for.
course-derive-missing-scores = 一切都从分数开始：每个查询与每个键做点积，即 Q·Kᵀ。
course-derive-missing-scale = 没有 ÷ √d_k，分数的分散程度会随 d_k 增长：d_k = 64 时，2000 对随机向量的 q·k 方差为 { $variance }（计算库算出），对相差这么大的分数做 softmax，几乎全部权重都会落在一个键上，梯度接近 0。
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
course-derive-assembly-scale-after-softmax = 还不对：在 softmax 之后 ÷ √d_k，除的是权重而不是分数：每一行的和会变成 1/√d_k = { $rowSum }（计算库算出，d_k = { $dK }），而缩放本要防止的饱和已经发生了。
course-derive-assembly-mask-after-softmax = 还不对：在 softmax 之后 + M 已经太晚了。softmax 已经把每一行分配完毕，被遮蔽的键也分到了份额；给权重加上 −∞，并不能把它的份额还给可见的键。掩码要在 softmax 之前加入，这时 e^(−∞) = 0，而且这一行的和仍然是 1。
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
course-derive-shape-hint-output = 权重 (n, n) 乘 V (n, d_v)：每个查询一行输出，维度与一个值向量相同。
# The core's note on a matrix, by its key; $formula: X·W_Q, X·W_K or X·W_V; $note: the core's English note, for any other key.
course-derive-shape-hint-note = { $key ->
    [queries] { $label } 是 { $formula }：每个词元一个查询。
    [keys] { $label } 是 { $formula }：每个词元一个键。
    [values] { $label } 是 { $formula }：每个词元一个值。
   *[other] { $label } 是 { $note }。
}
# $problem: what the box could not read (course-derive-symbol-shape-…).
course-derive-shape-unreadable = { $label }：{ $problem }
course-derive-shapes-right = 正确。已在 n = { $n }、d_model = { $dModel }、d_k = { $dK }、d_v = { $dV } 时与计算库给出的形状核对：d_k 只存在于 Q·Kᵀ 内部，输出是 (n, d_v)。
# $more: how many other matrices are off; a hint follows.
course-derive-shapes-off = { $more ->
    [0] 还不对：{ $label } 的形状不对。
   *[other] 还不对：{ $label } 以及另外 { $more } 个矩阵的形状不对。
}
# $shapes: each matrix with its shape, "Q (n, d_k); K (n, d_k); …".
course-derive-shapes-answer = 答案：{ $shapes }。
course-derive-symbol-shape-empty = 请用符号输入形状，例如 (n, d_k)。
course-derive-symbol-shape-bad = “{ $text }”不是用符号写的形状：请用 n、d_model、d_k 或 d_v 写成 (行数, 列数)，例如 (n, d_k)。

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
course-derive-reason-mask-before = 这样 softmax 给被遮蔽的键的权重恰好是 0，而可见键的权重之和仍然是 1。
course-derive-reason-mask-equal = 这样 softmax 给被遮蔽的键的权重恰好是 0，并把它的份额平均分给可见的键。
course-derive-reason-mask-equal-feedback = 份额并不是平均分的：每个可见键的权重是它的 eᶻ 除以所有可见键的 eᶻ 之和，所以可见键之间的比例保持不变，权重大的键分到的更多。
course-derive-reason-mask-after = 只是为了速度：在 softmax 之后把被遮蔽的权重置零，输出是一样的。
course-derive-reason-mask-after-feedback = 在 softmax 之后置零，一行的和会小于 1：被遮蔽的键的份额丢失了，而没有分给可见的键。
course-derive-reason-mask-zero = 为了让被遮蔽的键得到分数 0，softmax 再把它变成权重 0。
course-derive-reason-mask-zero-feedback = 分数为 0 并没有遮蔽这个键：e⁰ = 1 仍会让它分到一份权重。要得到权重 0，分数得是 −∞（或一个极大的负数）。
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
course-derive-reasons-wrong = { $all ->
    [yes] 还不对：{ $wrong } 个理由全都不对；下面分别说明了原因。
   *[no] 还不对：{ $total } 个理由中有 { $wrong } 个不对；下面分别说明了原因。
}
# One question with its right answer; $answers: these, one after another.
course-derive-reason-answer = { $question }{ $answer }
course-derive-reasons-answer = 答案：{ $answers }

## Predictions (lib/course/predictions.js)

predict-verdict-shown = 答案：{ $answer }
predict-verdict-predicted = 你的预测是“{ $answer }”。{ $verdict }
predict-verdict-predicted-before = 你之前的预测是“{ $answer }”。{ $verdict }
predict-right = 正确。{ $why }
predict-close = 很接近。{ $why }
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
predict-which-key-explain = k{ $top }：q·k₁ = { $first }，q·k₂ = { $second }，q·k₃ = { $third }。

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

predict-minus-infinity-prompt = 因果掩码把查询不能看到的每个键的分数设为 −∞，然后照常做 softmax。被遮蔽的键最后得到多大的权重？
predict-minus-infinity-choice-zero = 恰好为 0
predict-minus-infinity-choice-tiny = 一个极小的正数，例如 10⁻³⁰
predict-minus-infinity-choice-negative = 一个负权重
predict-minus-infinity-choice-nan = NaN：这一行算坏了
predict-minus-infinity-why = 在下面的小工具中，打开因果掩码后，“{ $token }”这一行给各个键的权重是 { $weights }：后面的两个键恰好得到 0，因为 exp(−∞) = 0 不给总和增加任何东西；它能看到的两个键分掉了全部权重（它们的和是 { $sum }）。
predict-minus-infinity-mistake-tiny = −∞ 不只是“非常负”：exp(−∞) 恰好等于 0，而不是一个很小的数。（用 −10⁹ 填充得到 exp(−10⁹)，结果也是 0。）
predict-minus-infinity-mistake-negative = softmax 从不给出负权重：对任何 z，exp(z) 都是正数或 0。
predict-minus-infinity-mistake-nan = 只有当一行的所有键都被遮蔽时才会这样（此时公式是 0 除以 0）。这里每个查询至少还能看到它自己。
predict-minus-infinity-explain = 恰好为 0：exp(−∞) = 0。因果掩码下“{ $token }”这一行：{ $weights }。

predict-rows-or-columns-prompt = softmax 给分数矩阵的每个单元格一个权重。把权重加起来：下面哪些和恰好等于 1？
predict-rows-or-columns-choice-rows = 每一行：一个查询对所有键的权重
predict-rows-or-columns-choice-columns = 每一列：所有查询给一个键的权重
predict-rows-or-columns-choice-both = 行和列都是
predict-rows-or-columns-choice-matrix = 只有整个矩阵
predict-rows-or-columns-why = 在本章末尾的完整示例中（实时计算），各行之和为 { $rowSums }，各列之和为 { $columnSums }。softmax 沿着键的方向对每个查询的那一行做归一化：每个查询都有总量为 1 的预算。
predict-rows-or-columns-mistake-columns = 按列归一化，正是“在错误的轴上做 softmax”这个 bug 的做法。
predict-rows-or-columns-mistake-both = 列之和等于 1 只是巧合：一个键可能受所有查询青睐，也可能无人问津。
predict-rows-or-columns-mistake-matrix = 每个查询都有自己的分布，所以比这更细。
predict-rows-or-columns-explain = 每一行。在本章末尾的完整示例中，各行之和为 { $rowSums }；各列之和为 { $columnSums }。

predict-double-scores-prompt = 一个查询的分数是 z = ({ $scores })，条形显示 softmax 给它们的权重：{ $weights }。现在每个分数都翻倍，变成 ({ $doubled })。拖动每根条形（或用方向键，每按一次移动 0.01；Page Up/Page Down 每次 0.1），把它放到你认为它的权重会到达的位置。
predict-double-scores-bar = 分数 { $score }
predict-double-scores-why = 实时计算，分数翻倍后的权重是 { $after }：最大的权重从 { $from } 升到 { $to }。
predict-double-scores-mechanism = 每个分数翻倍，每个差距也随之翻倍；两个分数相差 g，它们的权重之比就是 exp(g)，所以每个比值都被平方：softmax 变得更尖锐，这与除以 √d_k 的作用正好相反。
predict-double-scores-not-risen = 你最高的那根条形没有升高。所有分数加上同一个数时 softmax 不变，但乘以同一个数时就会变。
predict-double-scores-not-far-enough = 方向对了，但还不够远：你最高的条形在 { $bar }。两个权重之比会被平方：{ $top }/{ $next } ≈ { $ratio } 变成 ≈ { $newRatio }，所以最大的权重会到 ≈ { $newTop }。
predict-double-scores-too-far = 方向对了，但走过头了：你最高的条形在 { $bar }。两个权重之比会被平方：{ $top }/{ $next } ≈ { $ratio } 变成 ≈ { $newRatio }，所以最大的权重会到 ≈ { $newTop }，不会更高。
predict-double-scores-direction-why = 实时计算，分数翻倍后的权重是 { $after }。两个分数相差 g，它们的权重之比就是 exp(g)；分数翻倍会让每个差距翻倍：softmax 变得更尖锐，这与除以 √d_k 的作用正好相反。
predict-double-scores-wrong-way = 最高的条形应该升高，其余的应该降低，四根加起来仍然是 1。
predict-double-scores-explain = { $after }：最大的权重从 { $from } 升到 { $to }，因为分数翻倍会把权重之间的每个比值平方。

predict-leans-toward-prompt = 在本章最后的示例中（“The cat sat down”，种子 42，随机投影，不加掩码：每个词都能看到其他所有词），softmax 给查询“{ $query }”的权重是 { $weights }：它们加起来等于 1。这四个值向量的第一个坐标分别是 { $values }。把这些词依次编号为 1 到 { $n }，并把“{ $query }”记作查询 i，它的输出就是加权和 O_i = w_i1·v_1 + … + w_i{ $n }·v_{ $n }，其中 w_ij 是它给第 j 个词的权重。它的第一个坐标最接近哪一个？
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
predict-one-or-two-compare = 在条形图中，比较每个头从“chased”出发的权重落在哪里。
predict-one-or-two-mistake-wide = 更宽的头能更精细地比较词，但它对每个查询仍然只做一次加权平均：它必须选择看哪里。
predict-one-or-two-mistake-both = 参数一样多，自由度却不一样：一个头只有一个 softmax，每个查询只有一组权重。
predict-one-or-two-mistake-neither = 两次查找正好在两个头的能力范围内：每个头各学会其中一个。
predict-one-or-two-explain = 只有两个窄头：{ $sentences } 个留作测试的句子中，它们答对 { $narrowBoth } 个，宽头答对 { $wideBoth } 个，这是实时计算的结果。下面的条形图显示每个头从“chased”出发看向哪里；为什么这很重要，图后面会讲。

predict-no-transpose-prompt = Q 为“{ $sentence }”的每个词元存了一行 { $width } 个数：形状为 ({ $n }, { $width })。用 Q.reshape(h, n, d_k) 且不做转置，把它切成 h = 2 个头，头 1 得到一个 ({ $n }, { $half }) 的块。块里是 Q 的哪些数？
predict-no-transpose-choice-first-columns = 每个词元的第 1–{ $half } 列，和做了转置时一样
predict-no-transpose-choice-first-tokens = “{ $first }”和“{ $second }”的全部 { $width } 列，其他词的一个都没有
predict-no-transpose-choice-first-tokens-half = 只有“{ $first }”和“{ $second }”的第 1–{ $half } 列
predict-no-transpose-how = numpy 把 Q 的 { $numbers } 个数按顺序倒进去，先填满头 1 的 ({ $n }, { $dK }) 块：它得到前 { $block } 个数，也就是 { $tokens } 的整行，每行被切成 { $pieces } 段。下面的小工具逐格展示了这一点。
predict-no-transpose-quoted = “{ $word }”
predict-no-transpose-mistake-first-columns = 那是做了转置的结果。不转置的话，没有任何操作会从每一行里挑出列来。
predict-no-transpose-mistake-first-tokens-half = 词是对的，但不只是它们的前半部分：头 1 的每一行按顺序取接下来的 { $dK } 个数，而 Q 的一行在前半部分之后紧接着就是它的后半部分。
predict-no-transpose-explain = Q 的 { $numbers } 个数中按顺序的前 { $block } 个：{ $tokens } 的整行，每行被切成 { $pieces } 段。下面的小工具逐格展示了这一点。

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
predict-layer-2-target-explain = 位置 { $position }，即前面那个 { $letter } 之后的词元，权重 { $weight }（实时计算）。

predict-circuit-match-prompt = 下面的图 2a 画的是含有第 1 层所写内容的那一项，覆盖每个查询字母 a 和前一个字母 b：它的对角线（b 就是 a 的地方）很亮（第 2 环节的匹配）。图 2b 画的是另一项：查询的字母对键自己的字母。在图 2b 的对角线上（A 查询对 A 键，B 对 B，…），训练好的权重会给出什么？
predict-circuit-match-choice-bright = 一条亮的对角线，和图 2a 的一样亮：A 仍然匹配 A
predict-circuit-match-choice-half = 一条大约只有图 2a 一半亮的对角线
predict-circuit-match-choice-flat = 几乎是平的：键自己的字母是否一致几乎无关紧要
predict-circuit-match-choice-dark = 一条暗的对角线：这个头学会了避开它自己的字母
predict-circuit-match-why = 从权重中读出，覆盖全部 12 个字母：图 2a 的对角线平均为 { $composed }，对角线外为 { $composedOff }；图 2b 则是 { $own } 对 { $ownOff }。{ $scale } 图 2b 的差距 { $ownGap } 给出的是 { $ownTimes } 倍。只有第 1 层写入的内容才能分辨出“在 A 之后”，而第 2 层之所以能用上它，只是因为第 1 层写了它。下面的图显示了每一对。
predict-circuit-match-mistake-bright = A 键是查询本身在前面的副本，也就是重复词元的那一格：注意力放在那里会复制 A，而不是它之后的字母，所以训练用不上这一项。
predict-circuit-match-mistake-half = 即使只有一半亮，也会把头拉向前面那个 A 本身，导致猜错；训练用不上这一项。
predict-circuit-match-mistake-dark = 没有什么需要压低：图 2a 的对角线已经决定了头看向哪里。
predict-circuit-match-mistake-flat = 看看这些数字：训练对这一项的塑造比这更多。
predict-circuit-match-explain = 实时计算：图 2a 的对角线为 { $composed }，对角线外为 { $composedOff }；图 2b 的对角线为 { $own }，对角线外为 { $ownOff }，{ $kind ->
        [bright] 一样亮
        [half] 大约一半亮
        [flat] 几乎是平的
       *[dark] 比其余部分更暗
    }。{ $scale }

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
predict-phase-change-explain = 两层：几百步内都在随机水平附近（ln 12 ≈ { $chance }），然后骤降，训练好的模型在 { $text } 的重复段上降到 { $repeat }（实时计算）；一层则从不离开随机水平。

predict-online-rescale-prompt = 这个循环每次读 { $chunk } 个键，并维护运行最大值 m、指数和 l 以及输出 o。其中标出的两行忘了重新缩放：当某个块把最大值提高到 m_new 时，l 和 o 从未乘以 exp(m − m_new)。它仍然返回 o / l，也不会报错。下方的 bug 对照演示会在同一个句子上运行每个 bug；在这个句子的 5 个键上，这个 bug 会造成什么结果？
predict-online-rescale-choice-exact = 没有影响：最后除以 l 会抵消缺失的因子
predict-online-rescale-choice-early = 最大值上升之前读入的键得到过多权重
predict-online-rescale-choice-late = 最大值上升之后读入的键得到过多权重
predict-online-rescale-choice-nan = exp 溢出，输出为 NaN
predict-online-rescale-why = 实时计算，“{ $token }”这一行：读完键 1–2 后它的最大值是 { $first }，到最后一个键时升到了 { $last }。键 1–{ $before } 是在这次上升之前读入的，它们的权重仍然相对于旧的最大值，{ $rises ->
        [1] 是应有的 e^({ $last } − { $old }) ≈ { $factor } 倍
       *[other] 因而偏重
    }，合计得到 { $wrong }，而不是 { $right }。
predict-online-rescale-mistake-exact = 最后的除法修正了整行的尺度，但修正不了上升前后读入的键之间的比例。
predict-online-rescale-mistake-late = 上升之后读入的键本来就是相对于新的最大值加权的，这没有问题；问题在于旧的那些项从未被缩小。
predict-online-rescale-mistake-nan = 每个指数在计算时都仍然不超过 0，所以不会溢出：这个 bug 悄无声息。
predict-online-rescale-explain = 最大值上升之前读入的键得到过多权重：在“{ $token }”这一行，最大值上升前读入的键 1–{ $before } 合计得到 { $wrong }，而不是 { $right }（实时计算）。

predict-mask-after-softmax-prompt = 这段代码在 softmax 之后才写入因果掩码（标出的那一行），而不是在它之前写 scores[future] = -np.inf。无论哪种写法，未来的键权重都是 0。还有什么变了？
predict-mask-after-softmax-choice-nothing = 什么都没变：两者是同一个计算
predict-mask-after-softmax-choice-sums = 每行之和小于 1，而且被遮蔽的键的分数仍然得到梯度
predict-mask-after-softmax-choice-leak = 未来的键仍然得到一点权重
predict-mask-after-softmax-choice-gradient-only = 权重相同；只有梯度不同
predict-mask-after-softmax-why = 实时计算：softmax 看到了未来的键，所以把它们清零后，“{ $token }”这一行只剩下 { $sum } 的权重；被遮蔽的分数上最大的梯度（对损失 L = Σ O ⊙ G，即用一个随机的 G 给输出加权）是 { $gradient }，而在 softmax 之前用 −∞ 时{ $rightZero ->
        [yes] 恰好为 0
       *[no] 为 { $rightGradient }
    }。
predict-mask-after-softmax-mistake-nothing = 在 softmax 之后清零不会重新归一化：未来的键占去的那份就这么丢了。
predict-mask-after-softmax-mistake-leak = 它们的权重在 softmax 之后被设为恰好 0，所以不会有任何泄漏。
predict-mask-after-softmax-mistake-gradient-only = 权重也不同：可见的键不再分享全部的 1。
predict-mask-after-softmax-explain = 实时计算：“{ $token }”这一行的和是 { $sum }，不是 1，而且被遮蔽的分数仍然得到最大为 { $gradient } 的梯度（在 softmax 之前用 −∞ 时恰好为 0）。

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
predict-one-layer-explain = 只有两层模型：它说对了重复段 { $two }% 的字母，一层模型是 { $one }%（实时计算）。

## Checkpoints (lib/course/checkpoints.js)

# Naming the printed input that rounding moved most ("q at d = 2 is printed 0.462 but is 0.46187…").
check-input-q = q 在 d = { $d } 处
check-input-k = “{ $token }”的 k 在 d = { $d } 处
check-input-rounded = { $name } 打印为 { $printed }，实际是 { $exact }…
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
check-by-hand-intro = 用计算器亲手算出查询“{ $token }”的注意力：句子与完整示例相同，d_k = { $dK }，d_v = { $dV }，但投影是你自己的随机投影（种子 { $seed }），而不是打印结果所用的种子 42，这样下方的打印结果就不会泄露你的答案。下面的数字按 numpy 的打印方式四舍五入到 3 位小数；你的答案也请保留 3 位小数。每一项允许 ±0.001 的误差，既对照精确值，也对照由打印出的数字算得的值。
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
check-learned-intro = 第 1 章的那个头，由本课程训练来找出动词的主语，作用在“{ $sentence }”上：用计算器亲手算出查询“{ $token }”的那一行，d_k = { $dK }，d_v = { $dV }，不加掩码。数字来自训练好的头，四舍五入到 3 位小数；你的答案也请保留 3 位小数。每一项允许 ±0.001 的误差，既对照精确值，也对照由打印出的数字算得的值。这是练习，不计入承诺：这个头关注哪里，第 1 章已经展示过。
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
       *[other] 词元的矩阵每个词元一行；{ $weights } 每个模型维度一行（共 d_model 行）。
    }
   *[no] { $weights } 每个模型维度一行（共 d_model 行）。
}
# A step's answer: each matrix and its shape, “X (5, 12)”, joined by the separator.
check-shape-answer-item = { $name } { $shape }
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
check-shapes-intro = 一层读入 n = { $n } 个词元，d_model = { $dModel }，d_k = { $dK }，d_v = { $dV }。写出公式中每个矩阵的形状，格式为 (行数, 列数)；写成 { $n }x{ $dModel } 也可以。
check-shapes-inputs-title = 输入与投影
check-shapes-inputs-ask = 嵌入、三个学到的矩阵，以及 Q、K、V。
check-shapes-scores-title = 分数与权重
check-shapes-scores-ask = 分数、缩放后的分数，以及 softmax 由它们得出的权重。
check-shapes-output-title = 输出
check-shapes-output-ask = 这一层传下去的是什么。
check-heads-title = 检查点：多头注意力的形状
check-heads-intro = 现在 h = { $heads } 个头读入 n = { $n } 个词元，d_model = { $dModel }，按标准设计，每个头的查询、键和值都是 d_model/h = { $dK } 维（d_k = d_v = { $dK }）。把每个形状写成 (行数, 列数)。
check-heads-inside-title = 单个头的内部
check-heads-inside-ask = 一个头的查询投影矩阵、查询、分数和输出。
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
check-merge-intro = 一个查询的四个键被分成两块，每块两个，记作 a 和 b；每一块各自归约为运行最大值 m、指数和 ℓ = Σ e^(z − m)，以及未归一化的输出 o = Σ e^(z − m)·v。这里每个值 v 有 2 个坐标，所以 o 也有两个：o[1] 和 o[2]。用计算器把它们合并成整行的状态，保留 3 位小数：每一项允许 ±0.001 的误差。
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
check-capstone-scores-zero = 被遮蔽的分数若为 0，就只是一个普通分数：e⁰ = 1，未来的键会分到权重。掩码写入的是 −∞，这样 e^(−∞) = 0。
check-capstone-scores-unmasked = 键 { $key } 位于第 { $token } 个词元的未来：因果掩码把它遮蔽了。请写 −∞。
check-capstone-scores-hint = z_j = q·k_j / √d_k = (q[1]·k_j[1] + … + q[{ $dK }]·k_j[{ $dK }]) / { $root }：整数除以 2，所以结果是半整数。被遮蔽的键得到的值要让它的权重恰好为 0。
check-capstone-scores-answer = z = { $scores }。
check-capstone-weights-title = 数值稳定的 softmax
check-capstone-weights-ask = 用数值稳定的方法算出这一行的注意力权重。
check-capstone-weights-entry = 键 { $key } 上的权重
check-capstone-weights-zero-fill = 这些是在被遮蔽的键的位置填 0 得到的权重：e⁰ = 1 让未来的键分到了一份。它的 exp 应为 e^(−∞) = 0。
check-capstone-weights-unmasked = 这些权重看到了键 { $key }，而掩码把它遮蔽了：它的权重是 0，其余三个分享全部的 1。
check-capstone-weights-hint = 减去这一行的最大值 m = { $max }，对每一项取 exp，再除以它们的和。被遮蔽的键的 exp 是 e^(−∞) = 0；其余几个权重之和为 1。
check-capstone-weights-answer = exp(z − m) = { $exps } 以及 0，和为 { $sum }，所以权重是 { $weights }。
check-capstone-online-title = 在线 softmax，逐块计算
check-capstone-online-ask = 在线 softmax 分两块读入可见的键：先是键 1–2，然后是键 3。读完第 1 块后，它保存 m₁（这些分数中最大的）和 ℓ₁ = Σ e^(z_j − m₁)。第 2 块带来键 3 和新的最大值 m₂。m₁、ℓ₁、ℓ₁ 需要乘的因子，以及第 2 块之后的 ℓ（相对于 m₂）各是多少？
check-capstone-online-max-entry = 第 1 块之后的 m₁
check-capstone-online-sum-entry = 第 1 块之后的 ℓ₁
check-capstone-online-factor-entry = 重新缩放因子
check-capstone-online-merged-entry = 第 2 块之后的 ℓ
check-capstone-online-unscaled = 你把键 3 的项直接加到了原样的 ℓ₁ 上。ℓ₁ 累计的是 e^(z − m₁)；相对于新的最大值，它的每一项都要乘以 e^(m₁ − m₂)（变小）：先把 ℓ₁ 乘以 e^(m₁ − m₂)。
check-capstone-online-inverted = 因子是 e^(m₁ − m₂)，不大于 1：最大值变大了，所以旧的各项要缩小。
check-capstone-online-hint = m₁ 和 ℓ₁ 只来自键 1–2。当键 3 把最大值提高到 m₂ 时，ℓ₁ 的各项先乘以 e^(m₁ − m₂)（变小），再加上键 3 自己的项 e^(z₃ − m₂)。
check-capstone-online-answer = m₁ = { $max }，ℓ₁ = { $sum }，因子 e^(m₁ − m₂) = { $factor }，ℓ = { $merged }，正是 softmax 自己的和。
check-capstone-output-title = 输出
check-capstone-output-ask = 这个头对这个词元的输出，用你的权重计算：4 个坐标，每个坐标一个数。
check-capstone-output-because = 你用的是自己第 3 步四舍五入后的权重
check-capstone-output-average = 这是可见各值的简单平均。要按各自的 softmax 权重加权。
check-capstone-output-hint = 输出[d] = w_1·v_1[d] + w_2·v_2[d] + w_3·v_3[d]；被遮蔽的键不贡献任何东西。
check-capstone-output-answer = 输出 = ({ $output })，由你的权重算得。
# The backward step: p_{"{"}j{"}"} is rich text for p with subscript j.
check-capstone-backward-title = 反向传播：分数的梯度
check-capstone-backward-ask = 训练把梯度传回这一行的权重：dp_{"{"}j{"}"} = ∂L/∂p_{"{"}j{"}"}，见最后一张表。传到每个分数 z_{"{"}j{"}"} 的梯度 dz_{"{"}j{"}"} = ∂L/∂z_{"{"}j{"}"} 是多少？用你的权重计算；键 { $key } 也要算。
check-capstone-backward-entry = 键 { $key } 的 dz
check-capstone-backward-because = 它们是从你第 3 步四舍五入后的权重算起的
check-capstone-backward-hidden = 键 { $key } 被遮蔽了：无论它的分数是多少，它的权重都是 0，所以没有梯度传到它。它的 dz 是 0。
check-capstone-backward-as-arrives = 这是传来时的 dp_{"{"}j{"}"}。每个权重通过 softmax 依赖于所有分数：梯度要经过它的雅可比矩阵 diag(p) − p·pᵀ。
check-capstone-backward-diagonal = 这只保留了 softmax 雅可比矩阵的对角线 p_{"{"}j{"}"}·dp_{"{"}j{"}"}。提高 z_j 也会降低其他每个权重：在乘以 p_{"{"}j{"}"} 之前，先从 dp_{"{"}j{"}"} 中减去 Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"}。
check-capstone-backward-unweighted = 这是 dp_{"{"}j{"}"} − Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"}，还没有乘以 p_{"{"}j{"}"}。要乘以每个键的权重：键 { $key } 的权重是 0，它的梯度也是 0。
check-capstone-backward-raw = 这是除以了 √d_k = { $root } 的结果：原始分数 q·k_j 处的梯度。问的是 z_j 处的梯度，也就是 softmax 接收的分数。
check-capstone-backward-hint = dz_{"{"}j{"}"} = p_{"{"}j{"}"}·(dp_{"{"}j{"}"} − Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"})：先用你的权重求 dp 的加权平均，再求每个键与它的差，乘以该键的权重。
check-capstone-backward-answer = Σₖ p_{"{"}k{"}"}·dp_{"{"}k{"}"} = { $mean }，所以 dz = ({ $dz })，由你的权重算得。精确的四个值之和为 0，softmax 总是如此：把所有分数同样提高，不会改变任何权重。
# Checking a step (what <attention-by-hand> says of what was typed). A box that cannot be read: $label names the box, $problem says why.
check-unreadable-entry = { $label }：{ $problem }
# A right value given to too few decimals: $shown decimals right, $places asked for.
check-rounded-short = 这个值在 { $shown } 位小数内是对的：请给出 { $places } 位小数（允许 ±{ $tolerance } 的误差）。
# A wrong step: the first wrong box ($first) and how many are wrong, then the hint aimed at the mistake.
check-verdict-not-yet = 还不对：{ $count ->
    [1] “{ $first }”不对。
   *[other] { $all ->
        [yes] { $count } 项全都不对。先看第一个：“{ $first }”。
       *[no] { $total } 项中有 { $count } 项不对。先看第一个错的：“{ $first }”。
    }
}{ $hint }
check-verdict-right = 正确。
check-verdict-right-answer = 正确。{ $answer }
# A right step's line for one box: the exact value, the value another route gives, the reader's (“exact −0.0895 · from the printed inputs −0.089 · yours −0.089”).
check-part-exact = 精确值 { $digits }
check-part-route = { $from } { $digits }
check-part-yours = 你的答案 { $typed }
# Why a right step's digits are not the exact ones. $because completes the sentence (e.g. “you used q and k as printed, …”); $count: how many boxes differ.
check-why-because = 你的结果与精确值的数字不同，因为 { $because }；检查允许 ±{ $tolerance } 的误差。
check-why-rounding = 你的结果与精确值的数字只差在四舍五入上；检查允许 ±{ $tolerance } 的误差。
# A prose list's separator (entries named by label).
check-list-separator = {"；"}
# An entry more than the tolerance from the exact value: $label and by how much.
check-gap = { $label } 差 { $gap }
check-carried-earlier = ±{ $tolerance } 的范围既可以从精确值算起，也可以从 { $from } 的值（{ $values }）算起，所以从你前面各项带过来的舍入误差不算你错（与精确值的差：{ $gaps }）。
check-carried-route = ±{ $tolerance } 的范围既可以从精确值算起，也可以从 { $from } 的值（{ $values }）算起，所以你起步时的舍入误差不算你错（与精确值的差：{ $gaps }）。
check-carried-each = ±{ $tolerance } 的范围从各项对上的那个值算起，所以你起步时的舍入误差不算你错（与精确值的差：{ $gaps }）。
# A step whose boxes matched different values: $each lists them (“o[1] of the exact value, o[2] of the value from your factors”).
check-matched-route = { $label } 对上的是 { $from } 的值
check-matched-exact = { $label } 对上的是精确值
check-why-mixed = 你的每一项都在上面某个值的 ±{ $tolerance } 以内，这是检查允许的误差：{ $each }。
# A step whose boxes all matched one value; $count: the number of boxes.
check-why-exact = 你的结果与精确值一致。
check-why-exact-rounding = 你的结果在四舍五入的意义上与精确值一致；检查允许 ±{ $tolerance } 的误差。
check-why-route = 你的结果与 { $from } 的值（{ $values }）一致；检查允许 ±{ $tolerance } 的误差。
check-why-route-off = 你的结果与 { $from } 的值（{ $values }）一致，而不是精确值的数字，因为 { $because }；检查允许 ±{ $tolerance } 的误差。

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
exercise-hint-later-position = 因果掩码会遮蔽所有更靠后的位置。
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
exercise-masking-causal-count-hint-both-triangles = 那遮蔽了上下两个三角。因果掩码只遮蔽未来：对角线以上的键。
exercise-masking-causal-count-hint = 词元 i 可以看到键 1 到 i。逐行数一数被遮蔽的键。
exercise-masking-causal-count-explain = { $total }。掩码逐行遮蔽 { $rows } 个键：对角线以上的全部，共 n(n − 1)/2 个单元格。
exercise-takeaways-masked-weight-prompt = 在因果掩码下，4 个词元中的第 3 个词元的原始分数为 q·k = ({ $scores })，d_k = { $dK }。它给键 2 的权重是多少？保留 3 位小数。
exercise-takeaways-masked-weight-hint-unscaled = 那是原始分数的 softmax。先把它们除以 √d_k = { $root }。
exercise-takeaways-masked-weight-hint-over-dk = 那是除以 d_k = { $dK }。缩放因子是 √d_k。
exercise-takeaways-masked-weight-hint-unmasked = 那让键 4 参与了计算。词元 3 不能看到词元 4：它的分数变为 −∞，权重为 0。
exercise-takeaways-masked-weight-hint-zero-filled = 那是用分数 0 来遮蔽键 4，而 0 只是一个普通分数：e⁰ = 1 仍会分到一份。掩码写入的是 −∞。
exercise-takeaways-masked-weight-hint = 缩放、掩码、softmax：把每个分数除以 √d_k，去掉键 4，再用 e^z 除以三个 e^z 之和。
exercise-takeaways-masked-weight-explain = { $weight }。缩放后，三个可见分数为 ({ $scaled })；键 4 被遮蔽，所以键 2 得到 e^{ $exponent } 除以三个指数之和（实时计算）。
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
exercise-backward-da-entry-hint = A₂₁ 位于 A 的第 2 行，所以它会到达 Y 的第 2 行。对这两个元素分别想一想：A₂₁ 每变化一个单位，这个元素变化多少？这个元素每变化一个单位，L 变化多少？
exercise-backward-da-entry-explain = { $value }。A₂₁ 到达 Y 的第 2 行：Y₂₁ = A₂₁B₁₁ + A₂₂B₂₁，Y₂₂ = A₂₁B₁₂ + A₂₂B₂₂。两条路径相加得 dA₂₁ = G₂₁B₁₁ + G₂₂B₁₂ = { $g21 }·{ $b11 } + { $g22 }·{ $b12 } = { $value }：G 的第 2 行对 B 的第 1 行，即 Bᵀ 的第 1 列，所以 dA = G·Bᵀ。实时计算：把 A₂₁ 增加 { $nudge }，L 从 { $loss } 变为 { $nudgedLoss }，增加了 { $nudge } × { $value }。
exercise-backward-dwq-shape-prompt = n = 10 个词元，d_model = 512，d_k = 64，所以反向传播到达 Q 时，dQ 的形状为 (10, 64)。{ $gradient } = Xᵀ·dQ 的形状是什么？
exercise-backward-dwq-shape-hint-queries = 那是 dQ 的形状，每个词元一行。{ $gradient } 是 W_Q 的梯度，而 W_Q 没有词元这个轴。
exercise-backward-dwq-shape-hint-transposed = 那是 W_Qᵀ 的形状。梯度与它的参数形状相同，这样优化器才能把它减掉。
exercise-backward-dwq-shape-hint-input = 那是 X 的形状。在 Xᵀ·dQ 中，哪两个维度在中间相遇并消去？
exercise-backward-dwq-shape-hint = Xᵀ 是 (512, 10)，dQ 是 (10, 64)。乘积中哪两个维度相遇，哪两个留下？
exercise-backward-dwq-shape-explain = { $shape }，即 W_Q 自己的形状。Xᵀ { $inputT } 乘以 dQ { $queries }：10 个词元相遇并消去，所以 { $gradient } 汇总了每个词元的查询对 W_Q 的要求。这就是 Xᵀ 放在左边的原因。
exercise-backward-dz-row-prompt = 同一行 p = ({ $weights }) 从上方（后面的层）收到 dp = ({ $gradients })。它的 dz = (dz₁, dz₂, dz₃) 是多少？保留 2 位小数。
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
exercise-trained-heads-chance-loss-explain = { $loss }：ln { $vocab }，即随机水平。实时计算，所用模型的最后一个矩阵全为零。损失越低越好：下面训练好的模型在 DKAHFBJCDKAHFBJC 的重复部分上损失为 { $repeatLoss }，即以 e^(−{ $repeatLoss }) ≈ { $percent }% 的概率猜中正确的字母。
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
exercise-multi-head-flops-hint-per-head = 8 个头中每一个的维度都只有原来的 1/8。总工作量会增加吗？
exercise-multi-head-flops-hint = 8 个维度为 64 的头，做的是一个维度为 512 的头的工作，只是分成了八份。
exercise-multi-head-flops-explain = 大约 1 倍（实时计算，比值为 { $ratio }）：1 个头时 { $oneTotal } FLOPs，8 个头时为 { $eightTotal }。只有每个头各做一次的步骤会增加：缩放 { $oneScaling } → { $eightScaling }，softmax { $oneSoftmax } → { $eightSoftmax }。

## Recall (lib/course/recall.js)

recall-title = 开始之前：回忆一下
recall-intro = 凭记忆作答，不要往回翻：正是回忆一个概念的过程让它记得牢。每次作答也会把这道题排进首页的复习卡组。
recall-check = 检查
recall-placeholder-shape = (行数, 列数)
recall-formula-hint = 纯文本、numpy 或 LaTeX 均可：转置写作 ^T，根号写作 sqrt( )。
recall-verdict-typed-right = 正确。{ $why }
recall-verdict-typed-wrong = 不太对。{ $why }
recall-verdict-typed-slip = 不太对。{ $feedback }{ $why }
recall-pick-first = 请先选一个答案。
recall-verdict-choice-right = 正确：{ $answer }
recall-verdict-choice-wrong = 不太对。{ $feedback } 答案是：{ $answer }
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
recall-masking-fill-question = 当 j > i 时，因果掩码对查询 i 遮蔽键 j。它对这个分数做了什么？
recall-masking-fill-choice-minus-infinity = 给它加上 −∞，使它在 softmax 之后的权重为 0。
recall-masking-fill-choice-zero = 把它设为 0，使被遮蔽的键不贡献任何东西。
recall-masking-fill-choice-zero-feedback = 分数 0 只是一个普通分数：e⁰ = 1，所以被遮蔽的键仍然会得到权重。要让权重为 0，得用 −∞。
recall-masking-fill-choice-after = 在 softmax 之前什么都不做：之后再把它的权重置零。
recall-masking-fill-choice-after-feedback = 在 softmax 之后置零，这一行的和就小于 1：被遮蔽的键的份额丢失了，而不是分给可见的键。
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
recall-multi-head-params-choice-times-feedback = 每个头的维度只有原来的 1/h：h 个 d_model × d_model/h 的头，每个投影共有 d_model² 个参数，与一个宽头相同。
recall-multi-head-params-choice-fewer = 是一个宽头的 h 分之一。
recall-multi-head-params-choice-fewer-feedback = 每个头的维度只有原来的 1/h，但一共有 h 个：每个投影总共 d_model² 个参数。
recall-online-softmax-rescale-question = 在线 softmax：新的一块带来了更大的最大值。运行和 ℓ 会怎样？
recall-online-softmax-rescale-choice-rescale = 旧的 ℓ 先乘以 e^(m − m′)，再加上新的各项。
recall-online-softmax-rescale-choice-restart = 它从 0 重新开始，只对新块的各项求和。
recall-online-softmax-rescale-choice-restart-feedback = 那样会忘掉到目前为止读过的所有键。它们的项要保留下来，乘以 e^(m − m′) 换算到新的最大值。
recall-online-softmax-rescale-choice-add = 加上新的各项；旧的 ℓ 保持不变。
recall-online-softmax-rescale-choice-add-feedback = 旧的各项是相对于旧的最大值 m 的；要与相对于 m′ 的项相加，必须先乘以 e^(m − m′)。
recall-learning-mask-gradient-question = 被掩码遮蔽的分数会收到梯度吗？
recall-learning-mask-gradient-choice-no = 不会：它的权重为 0，梯度也为 0。
recall-learning-mask-gradient-choice-normaliser = 会：它仍然计入 softmax 的和。
recall-learning-mask-gradient-choice-normaliser-feedback = 被遮蔽的键给和加上 e^(−∞) = 0，它的权重为 0：softmax 的反向传播给它的 dZ = 0。
recall-learning-mask-gradient-choice-half = 会：通过归一化项收到一半。
recall-learning-mask-gradient-choice-half-feedback = 不存在部分路径：dZ_ij = P_ij (dP_ij − Σ_l P_il dP_il)，而被遮蔽的键 P_ij = 0。
recall-trained-heads-two-layers-question = 为什么归纳头需要第二层？
recall-trained-heads-two-layers-choice-copy = 第一个头必须把每个词元的前一个词元复制到它的位置上。
recall-trained-heads-two-layers-choice-capacity = 一层的参数太少，存不下这些配对。
recall-trained-heads-two-layers-choice-capacity-feedback = 不是大小的问题：单独一层无法寻找“前面某个副本之后的那个词元”，因为还没有哪个位置存着它前面是什么。
recall-trained-heads-two-layers-choice-mask = 因果掩码对单层遮蔽了前面的那个副本。
recall-trained-heads-two-layers-choice-mask-feedback = 前面的副本在过去，所以掩码允许查询看到它；单层所缺的，是复制到每个位置上的前一个词元。
recall-masking-hidden-count-question = 一个 6 个词元的句子加上因果掩码：它的 36 个分数中，掩码遮蔽了多少个？
recall-masking-hidden-count-why = 查询 i 可以看到键 1 到 i，包括它自己；被遮蔽的分数在对角线以上，5 + 4 + 3 + 2 + 1 = { $answer }。
recall-masking-hidden-count-slip-kept = 那是它保留的个数：对角线及其以下的全部。
recall-masking-hidden-count-slip-off-diagonal = 那是遮蔽了对角线以外的所有分数；只有查询之后的键被遮蔽，也就是对角线以上的那些。
recall-scaling-divisor-question = 查询和键的维度为 64（d_k = 64）。在 softmax 之前，分数要除以哪个数？
recall-scaling-divisor-why = 除以 √d_k = √64 = { $answer }，即当 q·k 的 64 项方差均为 1 时它的标准差。
recall-scaling-divisor-slip-dk = 那是 d_k 本身：它会把分数的方差缩小到 1/64，使注意力权重几乎均匀。
recall-softmax-masked-row-question = 一行分数 (2, 0, −∞)，最后一个键被遮蔽。softmax 之后第一个权重是多少？保留 3 位小数。
recall-softmax-masked-row-why = e² / (e² + e⁰ + e^(−∞)) = { $exp } / ({ $exp } + 1 + 0) = { $answer }。
recall-softmax-masked-row-slip-zero-score = 你把被遮蔽的键当成了分数 0，但 e^(−∞) = 0：它对和没有任何贡献。
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
recall-multi-head-param-count-question = d_model = 8，头数任意，没有偏置：W_Q、W_K、W_V 和 W_O 一共有多少个参数？
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
geometry-drag-note = 分数和权重由课程的 C++ 计算库算出：q·k_j 除以 √d_k（d_k = 2），再对三个键做 softmax。
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
geometry-plot-label-learned = 学到的头的查询和键：把它们的三维箭头压平成二维视图（坐标轴：{ $first } 和 { $second }）；只读。
# A tip's accessible name; $name is "The query", "Key 1", "The key of “cat”"…
geometry-tip-label = { $name } 的尖端：x { $x }，y { $y }
geometry-tip-role = 可拖动的箭头尖端

# <attention-qkv>: the projections Q = X·W_Q, K = X·W_K, V = X·W_V and the scores they lead to.
qkv-n-label = 词元个数
qkv-n-subject = 词元个数
qkv-n-caption = 词元个数 n
qkv-d-model-label = 模型维度
qkv-d-model-subject = 模型维度
qkv-d-model-caption = d_model（模型维度）
qkv-d-k-label = 查询/键的维度
qkv-d-k-subject = 查询/键的维度
qkv-d-k-caption = d_k（查询/键的维度）
qkv-d-v-label = 值的维度
qkv-d-v-subject = 值的维度
qkv-d-v-caption = d_v（值的维度）
qkv-direct-label = 直接用 X
qkv-direct-subject = 直接用 X
qkv-direct-caption = 直接用 X（Q = K = V = X）
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
qkv-scores-ahead = 往后看：这些向量给出的分数（下一步的内容）
qkv-scores-title = 分数
qkv-scores-title-direct = 分数 X·Xᵀ（没有投影）
qkv-scores-title-projected = 分数 Q·Kᵀ（有投影）
qkv-scores-caption = 原始分数
qkv-scores-corner = 查询 ↓ 键 →
qkv-scores-legend = 原始分数
qkv-scores-cell = 查询 { $row } 对键 { $col } 的分数：{ $text }
qkv-x-caption = X，词元的嵌入
qkv-x-note-toy = 每个词元一行：第 2 章手算的“The cat sat down”的玩具嵌入（d_model = { $dModel }）。
qkv-x-note-mixed = 第 1–{ $toy } 行：第 2 章手算的“The cat sat down”的玩具嵌入；{ $extra ->
        [1] 第 { $next } 行
       *[other] 第 { $next }–{ $n } 行
    }：现场生成的均匀分布随机数（种子 { $seed }），代替学到的嵌入表。
qkv-x-note-random = 每个词元一行：现场生成的均匀分布随机数（种子 { $seed }），代替学到的嵌入表。
qkv-x-note-direct = { $provenance } 打开开关后，Q、K 和 V 都是这个矩阵：没有要学习的参数，d_k 和 d_v 也用不上（每个维度都是 d_model）。
qkv-verdict-one-token = 只有一个词元时，没有可比较的词对。
# $ij and $ji are S_{ij} and S_{ji} (rich text with subscripts).
qkv-verdict-symmetric = 对称：在全部 { $pairs } 对中，{ $ij } = { $ji } 都精确成立。词元 i 对 j 的喜欢程度与 j 对 i 的完全一样。
# $ij is S with the two tokens as subscripts, $sij its value.
qkv-verdict-asymmetric = 不对称：{ $ij } = { $sij }，而 { $ji } = { $sji }。谁来提问很重要。
qkv-verdict-diagonal-direct = { $all ->
    [yes] 全部 { $n } 行中，词元自己的键都得到最高分（加框的对角线）：x·x = |x|²，而只有当 y 比 x 长时，x·y 才可能超过它。
   *[no] 在 { $n } 行中有 { $wins } 行，词元自己的键得到最高分（加框的对角线）：x·x = |x|²，而只有当 y 比 x 长时，x·y 才可能超过它。
}
qkv-verdict-diagonal-projected = { $all ->
    [yes] 全部 { $n } 行中，词元自己的键都得到最高分（加框的对角线）。有了投影，对角线就不再特殊：同一个词元的查询向量和键向量是不同的向量。
   *[no] 在 { $n } 行中有 { $wins } 行，词元自己的键得到最高分（加框的对角线）。有了投影，对角线就不再特殊：同一个词元的查询向量和键向量是不同的向量。
}
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
scores-seed-hint = 作为 numpy 生成随机 W_Q 和 W_K 的种子；42 就是第 2 章手算的那个例子。
scores-d-k-label = 查询/键的维度
scores-d-k-subject = 查询/键的维度
scores-d-k-caption = d_k（查询/键的维度）
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
scores-check-same = 这一行里的每个数都四舍五入到 3 位小数，所以照着显示的数字重算，最后一位可能对不上；不经舍入时，这个和与热力图单元格中的数逐位相同。
scores-check-differs = 和 { $sum } 与热力图单元格中的 { $cell } 不同。

# <attention-scaling>: the spread of q·k before and after dividing by √d_k, and what it does to softmax.
scaling-d-k-slider = d_k（按 2 的幂变化）
scaling-d-k-hint = 每个查询向量和键向量的维度。滑块按 2 的幂移动；也可以输入 1 到 1024 之间的任意整数。
scaling-seed-label = 随机种子
scaling-seed-subject = 随机种子
scaling-seed-caption = 随机种子
scaling-seed-hint = 重新抽取一组随机向量。平均值几乎不变。
scaling-export-title = 除以 √d_k 缩放：q·k 的离散程度
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
scaling-verdict-unit = { $raw } 除以 √1 = 1 什么也没改变：在这个维度下，原始分数本身就是缩放后的分数。
scaling-verdict-scaled = { $raw } 把每个分数除以 √{ $dK } = { $root }，方差就回到 { $variance }，典型的差距降到 { $gap }：权重之比只有约 { $ratio }。
scaling-saturation-summary = 对每个 d_k，离散程度对 softmax 的影响：最高的键拿走多少，权重分布得多均匀，它们对分数变化还有多敏感
scaling-saturation-note = 对每个 d_k，64 个随机查询各自给 { $keys } 个随机键打分；softmax 把每一行分数变成权重。下面是这 64 行的平均值，分别为不缩放和缩放的情形。
scaling-legend-unscaled = 不缩放：softmax(q · k)
scaling-legend-scaled = 缩放：softmax(q · k / √d_k)
scaling-figure-max-weight = 一行中最大的权重
scaling-figure-max-weight-note = 1 表示一个键拿走全部
scaling-figure-entropy = 权重分布得多均匀
scaling-figure-entropy-note = 它们的熵，单位为奈特：一个键拿走全部时为 0
scaling-figure-gradient = 权重对分数变化有多敏感
scaling-figure-gradient-note = softmax 梯度 ∂w/∂z 的大小（它的 Frobenius 范数）
scaling-chart-max-weight = 一行中最大的权重：1 表示一个键拿走全部
scaling-chart-entropy = 权重分布得多均匀：它们的熵，单位为奈特
scaling-chart-gradient = 权重对分数变化有多敏感：softmax 梯度 ∂w/∂z 的大小（Frobenius 范数）
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
scaling-sweep-yours = { $dK }（当前值）

# <attention-masking>: causal and padding masks, three ways to fill the hidden scores, and a row with nothing to see.
masking-causal-label = 因果掩码
masking-causal-subject = 因果掩码
masking-causal-caption = 因果掩码：任何查询都不能看后面的键
masking-causal-hint = 打开：解码器，即一次写出一个词的模型（比如 GPT），所以一个词不能看到后面的词。关闭：编码器，一次读入整个句子（比如 BERT）。
masking-pad-label = 左侧填充
masking-pad-subject = 左侧填充
masking-pad-caption = 左侧填充：把“The”当作填充词元
masking-pad-hint = 填充掩码对每个查询都遮蔽键“The”：就像把一个短句在前面用占位符补齐，使不同长度的句子可以一起计算（一个批次）。
# What each fill of the hidden scores stands for, beside "Fill −∞", "Fill −1e9", "Fill 0".
masking-fill-note-textbook = 教科书式的掩码
masking-fill-note-finite = 一个很大的有限替代值
masking-fill-note-bug = 经典的 bug
masking-fill-title = 填充 { $fill }
masking-export-title = 作用在分数上的因果掩码和填充掩码
masking-more-summary = 改用 −1e9 或 0 来填充，以及一个看不到任何键的查询
masking-weights-heading = softmax 从掩码后的分数得到的权重，用同一个从 0 到 1 的色阶表示
masking-other-fills-heading = 填充被遮蔽单元格的其他方式，色阶相同
masking-mask-caption = 加到缩放后分数上的掩码（行：查询，列：键）
masking-corner = 查询 ↓ 键 →
masking-mask-cell = { $query } 看 { $key }：{ $text }，{ $hidden ->
    [yes] 被遮蔽
   *[no] 可见
}
masking-summary-none = 没有任何东西被遮蔽：每个查询都能看到每个键，就像在编码器中一样。三种填充方式给出的权重完全相同。
# $why is causal, pad or both; $pad is the pad token ("The").
masking-summary-hidden = { $cells } 个单元格中有 { $count } 个被遮蔽：{ $why ->
    [causal] 每个查询右边的所有键（未来）
    [pad] 每一行中的填充键“{ $pad }”
   *[both] 每个查询右边的所有键（未来），以及每一行中的填充键“{ $pad }”
}。给一个分数加上 −∞，它的指数就恰好为 0。
masking-weights-caption = 被遮蔽的分数设为 { $fill } 时的权重。行：查询；列：键。
masking-weight-cell = 从 { $query } 到 { $key } 的权重：{ $text }{ $hidden ->
    [yes] （被遮蔽的键）
   *[no] {""}
}
# $max is float16's largest finite value, 65504.
masking-half-precision = 在半精度下 −1e9 同样会出问题：float16 最大的有限值是 { $max }，所以 −1e9 会溢出成 −∞。用 0 作分数也不是出路：它只是一个普通的分数，是一个悄无声息的 bug，因为每行的和仍然是 1。因此各个库用该数据类型中最小（最负）的有限值来填充，或者用 −∞ 并检查是否有哪一行什么也看不到。
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
    [yes] 把这一行报告为完全被遮蔽
   *[no] 没有把这一行报告为完全被遮蔽
}，并返回 0（这是它的选择：公式给出的是 NaN）。{ $example }
}，并返回 0（这是它的选择：公式给出的是 NaN）。
# A row of the example, "0 (“The”)".
masking-row-named = { $row }（“{ $token }”）
masking-empty-rows-listed = 在上面的例子中，两个掩码都打开时，它把行 { $rows } 报告为完全被遮蔽：这个查询的权重全为 0，输出行也全为 0，不会有 NaN 传到网络的其余部分。
masking-empty-rows-none = 上面的例子中没有哪一行被完全掩码；把因果掩码和左侧填充都打开，“The”就没有可看的键了。
masking-row-sums = 各行之和：{ $sums }。
masking-verdict-nothing-hidden = 没有单元格被遮蔽，所以填充什么都无所谓。{ $sums }
masking-verdict-exact = 每个被遮蔽的单元格都恰好为 0。{ $sums }{ $emptyRow ->
    [yes] 没有可见键的行全为 0（这是本课程的选择；公式给出的是 NaN），并被报告为完全被遮蔽。
   *[no] {""}
}
masking-verdict-underflow = 被遮蔽的分数比这一行的最大值低了大约十亿，所以它的指数在 float64 中下溢为恰好 0：每个被遮蔽的单元格都是 0，与 −∞ 的结果逐位相同。{ $sums }
# $cell is the hidden cell with the most weight, "The → cat".
masking-verdict-zero-leaks = 被遮蔽的键得到了实实在在的权重：最多达 { $top }（{ $cell }）。分数 0 只是一个普通的分数，不是掩码。
masking-verdict-finite-spreads = 所有键都被遮蔽的那一行，每个分数都是 −1e9，所以 softmax 把权重平均分给所有键，包括被遮蔽的键：每个 { $top }（{ $cell }）。

# <attention-softmax>: one row of logits through the naive and the stable softmax, in float32 or float64.
softmax-logits-label = logits
softmax-logits-subject = logits
softmax-logits-caption = logits z（一行分数）
softmax-logits-hint = 用逗号分隔的数，例如 2, 1, 0.1, -1；输入 -inf 表示遮蔽这个位置。
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
softmax-verdict-all-masked = 每个位置都被遮蔽了：朴素公式算出 0/0 = NaN。数值稳定的公式也没有最大的有限 logit 可减；本页返回全为 0 的权重，并报告这一行。
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
formula-step-scaling-text = 让分数的离散程度不随键的维度增长，这样 softmax 就不会饱和。
formula-step-masking-name = 掩码（可选）
formula-step-masking-text = 在查询不能看的位置（例如未来的词元）加上 −∞；M 的形状与分数矩阵相同。
formula-step-softmax-name = softmax
formula-step-softmax-text = 逐行把分数变成介于 0 和 1 之间、和为 1 的权重。
formula-step-weighted-sum-name = 加权和
formula-step-weighted-sum-text = 每个输出行都是各个值行的加权平均。
formula-preset-example = 完整示例
formula-preset-gpt2 = GPT-2 small 的一个头，{ $tokens } 个词元
formula-n-caption = 词元个数 n
formula-n-hint = 序列长度：每个词元一个查询、一个键和一个值。
formula-d-model-caption = d_model（模型维度）
formula-d-model-hint = X 每一行的维度。
formula-d-k-caption = d_k（查询/键的维度）
formula-d-k-hint = 查询和键的维度必须一致才能做点积。
formula-d-v-caption = d_v（值的维度）
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
walkthrough-dk-caption = d_k（查询/键的维度）
walkthrough-dk-hint = 每个查询向量和键向量的维度。整数，{ $min } 到 { $max }。
walkthrough-dv-caption = d_v（值的维度）
walkthrough-dv-hint = 每个值向量的维度，也就是每个输出行的维度。整数，{ $min } 到 { $max }。
walkthrough-tokens-label = 词元
walkthrough-tokens-subject = 词元
walkthrough-x-label = 嵌入
walkthrough-x-subject = 嵌入
walkthrough-value-label = 嵌入中的数值
walkthrough-value-subject = 嵌入中的数值
walkthrough-export-title = 完整示例，从头到尾
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
walkthrough-still-showing-embeddings = { $problem } 仍在显示上一组有效的嵌入。
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
   *[output] 权重·V：输出
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
walkthrough-editor-problem = { $problem } 例子仍在使用上一个有效的值。{ $more ->
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
    [learned] 训练好的头
   *[random] 同一个头未经训练时：随机数，也就是训练开始的地方
}
subject-head-role = { $role ->
    [verb] 动词（发出查询的词）
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
}；它的输出判定的动物是“{ $animal }”。
subject-head-spread = “{ $query }”的份额很分散，从 { $low } 到 { $high }（平均分配时每个词为 { $even }）。{ $lead } 它的输出判定的动物是“{ $animal }”。
subject-head-most-narrowly = 最多的给了它的主语“{ $top }”，但只是略多一点：“{ $runnerUp }”得到 { $share }。
subject-head-most-subject = 最多的给了它的主语“{ $top }”。
subject-head-most-other = 最多的给了“{ $top }”，而不是它的主语“{ $subject }”（{ $share }）。
subject-head-summary = { $head ->
    [learned] 学到的：{ $text }
   *[random] 随机的：{ $text }
}
subject-head-held-out = 这个头在训练中从没见过“{ $sentence }”：它被留作测试。
# Each count with its share ("41 %").
subject-head-record = 在全部 { $sentences } 个留作测试的句子上，学到的头有 { $learnedAttention } 个（{ $learnedAttentionShare }）把最大的权重放在动词的主语上，有 { $learnedAnswer } 个（{ $learnedAnswerShare }）说对了主语的动物。随机的头有 { $randomAttention } 个（{ $randomAttentionShare }）把最大的权重放在主语上，有 { $randomAnswer } 个（{ $randomAnswerShare }，和瞎猜差不多：三种动物，随便猜也能猜对三分之一）说对了动物：即使它的权重落在主语上，它未经训练的值向量也不能把这个词是哪种动物传到答案里。

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
by-hand-numbers-own = 这组数是专门为你生成的，其他读者看到的是另一组。
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
by-hand-step-number = 第 { $step } 小步（共 { $steps } 小步）
by-hand-step-locked = 第 { $step } 小步做对后开放。
# Placeholder of a box that takes a shape.
by-hand-shape-placeholder = (行数, 列数)
by-hand-check-step = 检查第 { $step } 小步
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
derive-step-number = 第 { $step } 小步（共 { $steps } 小步）
derive-step-name = { $step ->
    [assemble] 拼出公式
    [shapes] 每个形状，用符号表示
   *[reasons] 每个部件为什么在那里
}
derive-step-locked = 第 { $step } 小步做对后开放。
# The redraw button; the status lines below quote it.
derive-again = 重新开始，换一组
derive-skip = 直接给我看公式
derive-skip-note = 算作借助了帮助。
derive-passed-twice = ✓ 你已在两个不同的日子里不借助帮助通过了这个检查点。
derive-passed-before = ✓ 你之前已不借助帮助通过了这个检查点。换一天再通过一次（“{ derive-again }”），看看你是否还记得。
derive-passed-with-help = 你之前在帮助下通过了这个检查点。课程只计入不借助帮助的通过：点“{ derive-again }”再来一次。
derive-shown = 公式和它的示意图在下方。这个检查点现在算作借助帮助通过；点“{ derive-again }”可以不借助帮助再做一次。
derive-show-answer = 显示这一步的答案
derive-check-step = 检查第 { $step } 小步
derive-chain-label = 你的公式，一个部件接一个部件（点一个部件可以把它放回去）：
derive-tray-label = 部件（不是每个都属于公式）：
derive-clear = 重新开始
derive-ask-assemble = 从 Q、K 和 V 出发，按公式使用各部件的顺序点击它们。
derive-chain-empty = 还没有部件。
# A part in "Your formula"; $part is its symbol ("softmax", "/√dk").
derive-chip-label = { $part }：放回去
# Placeholder of a box that takes a shape.
derive-shape-placeholder = (行数, 列数)
derive-ask-shapes = 用符号写出每个矩阵的形状 (行数, 列数)：n 表示词元个数，d_model 表示 X 的维度（模型维度），d_k 表示查询和键的维度，d_v 表示值的维度，例如 (n, d_k)。
derive-ask-reasons = 为每个部件选出它存在的原因。
derive-complete = ✓ 检查点完成：公式推导出来了{ $help ->
    [yes] ，借助了帮助。课程只计入不借助帮助的通过：点“{ derive-again }”再来一次。
   *[no] 。公式和它的示意图在下方。
}

## Chapters 3 to 6: widgets (elements)

# <attention-multi-head>: four tokens, d_model = 24, split into h heads.
multi-head-export-title = 多头注意力：各个头、拼接与 W_O
multi-head-heads-label = 头数
multi-head-heads-subject = 头数
multi-head-heads-caption = h（头数）
multi-head-heads-slider = 头数
multi-head-heads-hint = 必须整除 d_model = { $dModel }：{ $counts }。
multi-head-seed-label = 随机种子
multi-head-seed-subject = 随机种子
multi-head-seed-caption = 种子
multi-head-seed-hint = numpy 随机数生成器的种子，X 和各投影矩阵都由它生成。
multi-head-or-list = { $items } 或 { $last }
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
params-export-title = 多头注意力：参数量与计算量
params-flops-heading = 头越多，计算量越大吗？
params-presets-label = 模型预设
params-preset-size = { $dModel } · { $heads } 个头
params-d-model-label = d_model
params-d-model-subject = d_model
params-d-model-caption = d_model（模型维度）
params-d-model-hint = 每个词元向量的维度。
params-heads-label = 头数
params-heads-subject = 头数
params-heads-caption = h（头数）
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
params-flops-note = 矩阵乘法的开销不变：{ $headsText } 个头各自在 d_k 列上完成 1/{ $headsText } 的工作。只有缩放和 softmax 增长为 { $headsText } 倍，因为每个头都要对自己的 n × n 分数矩阵做缩放和归一化。与矩阵乘法相比，这点开销很小：把这两行与总计比较一下。
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
params-flops-softmax = softmax
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
reshape-heads-caption = h（头数）
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
reshape-slice-first = 头 1 拿到 { $span }
reshape-slice = 头 { $head } 拿到 { $span }
reshape-list-comma = ，
reshape-findings-transposed = 每个头都是每个词元一行，按原顺序排列：{ $slices }，每个词元都是如此。每个头都能看到全部 { $n } 个词元，只是通过各自那一段维度去看。
reshape-row-piece = “{ $token }”的 { $span }
reshape-and-separator = 和
reshape-findings-untransposed = 头 1 的 { $n } 行依次是：{ $rows }。它们来自 { $tokens } 个词元，被切成了碎片{ $missingCount ->
    [0] {""}
   *[other] ，而 { $missing } 根本不在头 1 里
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
   *[verb] 动词（发出查询的词）
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
heads-experiment-answered = { $name }：主语 { $subject }，宾语 { $object }（正确答案：“{ $rightSubject }”，“{ $rightObject }”）。
heads-experiment-said = “{ $word }” { $mark }
heads-experiment-held-out = 两个模型在训练中都没见过“{ $sentence }”：它是留作测试的句子。
heads-experiment-attention-caption = 每个头中，“{ $verb }”对每个词的注意力
heads-experiment-column-word = 词
heads-experiment-column-role = 角色
heads-experiment-head = { $model ->
    [wide] 宽头
   *[narrow] 窄头 { $head }
    }
heads-experiment-outcome-caption = 两个模型的表现：在它们都没训练过的句子上（随页面附带的训练结果，种子 0），以及在多种子实验中（如果一个种子训练出的模型在每个留作测试的句子中都说对了两个动物，就算它解决了任务）
heads-experiment-column-model = 模型
heads-experiment-column-parameters = 参数量
heads-experiment-column-subject-right = 主语正确
heads-experiment-column-object-right = 宾语正确
heads-experiment-column-both-right = 两者都正确
heads-experiment-column-seeds-solved = 解决任务的种子
heads-experiment-outcome-model = { $name }（h = { $heads }，d_k = { $dK }）
heads-experiment-seeds-caption = 实验中每个种子下，两个动物都说对的留作测试的句子数
heads-experiment-column-seed = 种子
heads-experiment-seeds-column = { $model ->
    [wide] 一个宽头
   *[narrow] 两个窄头
    }
heads-experiment-guess = 主语是“{ $animal }”时 { $always ->
    [true] 每次都答“{ $answer }”
   *[other] { $sentences } 句中有 { $times } 句答“{ $answer }”
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
heads-experiment-study = 从 { $seeds } 个不同的随机起点训练，两个窄头{ $narrowAll ->
    [yes] 在全部 { $seeds } 个种子上，都在每个留作测试的句子中说对了两个动物
   *[no] 在 { $seeds } 个种子中有 { $narrowSolved } 个在每个留作测试的句子中都说对了两个动物
    }；宽头只有 { $wideSolved } 个，它最好的一次是 { $sentences } 句中对 { $best } 句。

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
online-softmax-terms-title-start = 查询 { $query }：每读一个键就多一根条形 e^(z − m)，最高为 1
online-softmax-terms-title = 查询 { $query }，第 { $chunk } 块之后：键 1 到 { $read } 的 e^(z − m)，m = { $max }{ $shrunk ->
    [true] ；最大值跳升了，所以每根旧条形都缩短了（× { $factor }）
   *[other] {""}
    }
online-softmax-chunk-max = { $z }（块内最大值）
online-softmax-terms-caption = 查询 { $query }：每个键的缩放后的分数 z 及其项 e^(z − m)；各项之和为 ℓ{ $note ->
    [first] 。第 { $chunk } 块中最大的 z（标为“块内最大值”）就是第一个 m。
    [above] 。第 { $chunk } 块中最大的 z（标为“块内最大值”）大于旧的 m = { $old }：它成为新的 m。
    [below] 。第 { $chunk } 块中最大的 z（标为“块内最大值”）不大于 m = { $old }，所以 m 不变。
   *[none] {""}
    }
online-softmax-column-key = 键
online-softmax-row-z = z（缩放后的分数）
online-softmax-keys-range = 键 { $from } 到 { $to }
online-softmax-merge-alone-title = 查询 { $query }，它的键分成两半，每一半单独归约：a（{ $keysA }）相对于 m_a = { $maxA }，b（{ $keysB }）相对于 m_b = { $maxB }
online-softmax-merge-merged-title = 合并后，相对于 m = { $max }：{ $shrinks ->
    [true] 半边 { $side } 的各项乘以 e^(m_{ $side } − m) = { $factor }（变小），半边 { $other } 的不变
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
online-softmax-table-caption = 每个查询行：运行最大值 m、运行和 ℓ、这一步的缩放因子 e^(m − m′)、目前为止的输出 o / ℓ，以及读完后的完整 softmax 注意力
online-softmax-column-query = 查询
online-softmax-column-max = m
online-softmax-column-sum = ℓ
online-softmax-column-rescale = 缩放因子
online-softmax-column-output = o / ℓ
online-softmax-column-reference = 完整 softmax
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
learning-product-note = 单看哪个矩阵都说明不了多少：查询 x_i 对键 x_j 的分数是 x_i (W_Q W_Kᵀ / √d_k) x_jᵀ，而词元是独热编码时，它就是这个乘积中四个单元格之和，查询与键的位置和字母两两配对，每对一格。
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
learning-row-letter = 字母 { $letter }
learning-weights-corner = 查询 ↓ 键 →
learning-weights-cell = 词元 { $query } 对词元 { $key } 的权重：{ $value }
learning-projection-corner = 分量 ↓ 列 →
learning-projection-cell = { $name } 第 { $row } 行，第 { $column } 列：{ $value }
learning-rule = { $rule } 这个头在 { $sequences } 条随机的六词元序列上训练；热力图显示的是第一条。
learning-weights-now = 这个头现在算出的权重 P
learning-weights-target = 目标：任务所需的模式
learning-loss-table-caption = 训练若干步之后的损失
learning-column-steps = 步数
learning-column-loss = 损失
learning-bilinear-corner = 查询分量 ↓ 键分量 →
learning-bilinear-cell = 查询 { $query } 对键 { $key }：{ $value }
learning-progress = 第 { $step } 步：损失 { $loss }；{ $all ->
    [yes] 全部 { $total } 行（{ $sequences } 条序列 × { $length } 个查询）都把最大的权重放在了正确的词元上
   *[no] { $total } 行（{ $sequences } 条序列 × { $length } 个查询）中有 { $correct } 行把最大的权重放在了正确的词元上
    }；{ $learned ->
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
learning-check-heads-caption = h（头数）
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
learning-check-verdict-agree = 最大相对误差 { $error }，低于 10⁻⁶：反向传播与有限差分一致。
learning-check-verdict-agree-but = 最大相对误差 { $error }，低于 10⁻⁶，所以两者一致，但在 ε = { $step } 时，差商本身已经在产生误差{ $side ->
    [coarse] （截断误差，随 ε² 增长）：更小的 ε 能让它更小。
   *[fine] （舍入误差，随 1/ε 增长）：更大的 ε 能让它更小。
    }
learning-check-verdict-off = 最大相对误差 { $error }，高于 10⁻⁶。在 ε = { $step } 时，出错的是差商本身{ $side ->
    [coarse] （步长太大：它的误差随 ε² 增长）
   *[fine] （步长太小：舍入误差随 1/ε 增长）
    }，而不是梯度。

# <attention-trained-heads>: the shipped two-layer model's heads on the reader's sequence of letters A to L.
trained-heads-export-title = 训练好的头：随页面附带的模型的每个头在一个序列上的表现
trained-heads-link-prompt = 指向或聚焦第 2 层图中的一个单元格：它读取的第 1 层单元格会亮起，这一行会说明第 1 层在那里写入了什么。
trained-heads-looks-summary = 每个位置看向哪里，以及模型预测的下一个字母（表格）
trained-heads-sequence-field = 序列（A–L，最多 24 个）
trained-heads-show = 显示
trained-heads-random = 随机字母，重复一遍
trained-heads-still-showing = { $problem } 仍显示 { $sequence }。
trained-heads-link-row-empty = 那个单元格读取的第 1 层的行会显示在这里（第 1 层的图在上方）。
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
    [true] ，{ $stripes } 条带
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
trained-heads-link-at = 位置 { $position }（{ $letter }）
trained-heads-link-masked = 第 2 层在 { $at } 看不到位置 { $position }：它在后面，被因果掩码遮蔽了。
trained-heads-link-looks = 第 2 层在 { $at } 把 { $weight } 的权重放在 { $target } 上。
trained-heads-link-elsewhere = 它的大部分权重（{ $weight }）在 { $at } 上。
trained-heads-link-off = 第 1 层已关闭，所以它没有向位置 { $position } 写入任何东西：那里的键只包含 { $letter } 和它的位置，没有什么能让查询的 { $query } 去匹配。
trained-heads-link-off-still = 它仍然放在这里的 { $weight } 来自分数的其他项（位置，以及字母本身），而不是来自匹配。
trained-heads-link-first-position = 位置 0 前面没有任何东西，所以第 1 层没有向它复制更早的字母。
trained-heads-link-copied-little = 第 1 层在位置 { $position } 只把 { $copied } 放在位置 { $before }（{ $previous }）上{ $largest ->
    [true] ，这已是它最大的一份
   *[other] ，而把 { $top } 放在 { $topAt } 上
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
circuit-all-positions-hint = 关闭：模型 { $context } 个位置中的前 { $shown } 个。开启：全部位置，条带在位置 16 之后逐渐变淡（上文的“边界情形”解释了原因）。如果一张图的数字放不下，它的单元格只用颜色表示：指向或聚焦一个单元格可以看到它的值。
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
    [true] 被掩码遮蔽（更靠后的位置）
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
circuit-summary-caption = 四张图的数值总结（圈出的单元格与其余单元格对比）
circuit-column-move = 环节
circuit-column-outlined = 圈出的单元格
circuit-column-rows = 最大值落在圈出单元格上的行
circuit-column-mean-outlined = 圈出单元格的平均值
circuit-column-mean-rest = 其余单元格的平均值
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

# The misconception demos (chapter 6).
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
misconception-similarity-changed = { $all ->
    [yes] 一旦由 W_Q 和 W_K 决定哪些特征重要，{ $n } 个词元排在第一位的键全都变了。
   *[no] 一旦由 W_Q 和 W_K 决定哪些特征重要，{ $n } 个词元中有 { $changed } 个排在第一位的键就变了。
}
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
misconception-temperature-bars-title = 权重，每个键一根条形（轨道从 0 到 1）
misconception-temperature-caption = 在这个温度下，每个分数以及 softmax 给它的权重
misconception-temperature-column-key = 键
misconception-temperature-column-score = 分数 z
misconception-temperature-column-weight = 权重
misconception-temperature-one-hot = T = { $t }：几乎是独热的。排第一的键得到 { $top }；硬选择看起来就是这样。除以 T 把分数之间的差距拉大了；在 T = 1 时，softmax 只有在一个分数远远高于其余分数时才会走到这一步。
misconception-temperature-uniform-verdict = T = { $t }：接近均匀。熵为 { $entropy }，最大可能为 { $uniform } 奈特：每个键得到的份额都差不多。
misconception-temperature-sharp = T = { $t }：尖锐。排第一的键得到 { $top }，{ $total } 个键中有 { $count } 个的权重都不到 0.001：它们对输出几乎没有贡献。
misconception-temperature-flat = T = { $t }：平坦。熵为 { $entropy }，最大可能为 { $uniform } 奈特，但排第一的键仍得到 { $top }，最低的得到 { $smallest }。
misconception-temperature-soft = T = { $t }：柔和。排第一的键得到 { $top }，就连分数最低的键也保留了 { $smallest }。每个位置都对输出有贡献。

# <attention-misconception-bugs>: seven bugs that run without an error, each beside the correct code (the numpy lines stay as code). Tokens: I saw the red fox.
misconception-bugs-export-title = 误解：常见的注意力 bug
# The comment at the end of a line of numpy code in the bug gallery (after "# ").
misconception-bugs-code-note = { $note ->
    [over-keys] 沿键的方向
    [over-queries] 沿查询的方向
    [not-rescaled] m = m_new，旧的 l 和 o 原样保留
    [two-layers] 先是前一个词元头，再是归纳头
   *[one-layer] 配方和步数都相同，只有一层
}
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
misconception-bugs-bug-label = bug
misconception-bugs-bug-subject = bug
misconception-bugs-bug-caption = bug
misconception-bugs-seed-label = 随机种子
misconception-bugs-seed-subject = 随机种子
misconception-bugs-seed-caption = 种子
misconception-bugs-seed-hint = 从 N(0, 1) 中抽取 Q、K 和 V。
misconception-bugs-d-k-label = d_k
misconception-bugs-d-k-subject = d_k
misconception-bugs-d-k-caption = d_k（查询/键的维度）
misconception-bugs-d-k-hint = d_model 为 { $heads }·d_k，相当于有 { $heads } 个头。
misconception-bugs-side-right = { $kind ->
    [layers] ✓ 两层
   *[weights] ✓ 正确的权重
    }
misconception-bugs-side-wrong = { $kind ->
    [layers] ✗ 一层
   *[weights] ✗ 有 bug 的权重
    }
misconception-bugs-side-right-name = { $kind ->
    [layers] 两层：
   *[weights] 正确：
    }
misconception-bugs-side-wrong-name = { $kind ->
    [layers] 一层：
   *[weights] 有 bug：
    }
misconception-bugs-corner = 查询 ↓ 键 →
misconception-bugs-weights-caption = { $head ->
    [true] 头 1 的权重，{ $which ->
        [correct] 正确的代码
       *[buggy] 有 bug 的代码
        }
   *[other] 权重，{ $which ->
        [correct] 正确的代码
       *[buggy] 有 bug 的代码
        }
    }
misconception-bugs-weights-cell = { $which ->
    [correct] 正确的权重
   *[buggy] 有 bug 的权重
    }，从 { $from } 到 { $to }：{ $value }
misconception-bugs-map-cell = { $caption }：从 { $from } 到 { $to }：{ $value }
misconception-bugs-key-span = { $single ->
    [true] 键 { $from }
   *[other] 键 { $from }–{ $to }
    }
misconception-bugs-rise = { $keys } 把它提高到 { $max }
misconception-bugs-then = ，然后
misconception-bugs-heavy = { $keys }（读入时最大值还是 { $max }）仍按旧的最大值加权，权重是应有的 { $factor } 倍
misconception-bugs-two-layers-map = 第 2 层的头，两层模型
misconception-bugs-one-layer-map = 唯一的头，一层模型
misconception-bugs-induction-caption = 说对下一个字母的比例，在 { $runs } 段各 { $letters } 个字母、每段后面紧跟它自身的序列上
misconception-bugs-column-model = 模型
misconception-bugs-column-first-run = 第一遍中说对
misconception-bugs-column-repeat = 重复时说对
misconception-bugs-column-induction = 末层：归纳条带平均权重（固定测试集）
misconception-bugs-row-two-layers = 两层 ✓
misconception-bugs-row-one-layer = 一层 ✗
misconception-bugs-verdict-one-layer = 两个模型用同样的配方、同样的步数，在会重复的字母序列上训练。在重复部分，两层模型说对下一个字母的比例是 { $twoRepeat }，一层模型是 { $oneRepeat }；在第一遍中，没有任何信息能预示下一个字母，两者分别是 { $twoFirst } 和 { $oneFirst }（随机水平是 12 选 1，即 { $chance }）。第 2 层通过第 1 层在每个位置写入的内容（它前面的字母）找到当前字母较早的那次出现；只有一层时，还没有哪个位置包含这个信息，它的头也从未变成归纳头（归纳条带就是当前字母较早那次出现之后紧跟的那个字母；一层模型的头在它上面的平均权重是 { $oneScore }，两层模型的第 2 层是 { $twoScore }）。
misconception-bugs-extra-peak = softmax 内部的峰值 ✗
misconception-bugs-extra-future = 未来位置的最大权重 ✗
misconception-bugs-extra-running-max = 运行最大值 m：第 1 块 → 最后
misconception-bugs-running-max = { $first } → { $last }{ $rises ->
    [0] {""}
   *[other] （升高了 { $rises } 次）
    }
misconception-bugs-extra-gradient = 被遮蔽的分数上最大的 |梯度| ✗
misconception-bugs-extra-source = 查询行实际来自 ✗
misconception-bugs-piece = “{ $token }”，第 { $piece } 段
misconception-bugs-verdict-scale-by-d-model = 除以 √d_model（d_model = { $dModel }）而不是 √d_k（d_k = { $dK }），会让每个分数都变小：“{ $query }”→“{ $key }”正确时是 { $right }，有 bug 时是 { $wrong }。权重变得平坦：“{ $row }”这一行的峰值正确时是 { $rightPeak }，有 bug 时只有 { $wrongPeak }。程序不会崩溃；模型只是注意得不那么集中。
misconception-bugs-verdict-softmax-over-queries = 沿列归一化：现在每一列的和是 { $column }，而各行的和在 { $low }–{ $high } 之间，不是 1。一个查询的输出不再是各个值的加权平均。
misconception-bugs-verdict-scale-after-softmax = 每一行的和是 { $sum }（= 1/√d_k），不是 1，所以输出变小了。更糟的是，softmax 看到的是没有缩放的分数：在它内部，“{ $row }”这一行的峰值已经达到 { $inside }，而正确缩放时是 { $right }。事后再除也无法撤销饱和。
misconception-bugs-verdict-missing-transpose = 每一行的和仍然是 { $sum }，每个形状也都对，所以什么都不会报错。但没有转置时，头 1 的 { $n } 行是“{ $first }”的前 { $n } 段，而不是每个词元的第 1 段：它在拿“{ $first }”和自己比较，{ $others } 根本到不了这个头。它的权重最多偏差 { $gap }。
misconception-bugs-verdict-online-hidden = 用这个种子，没有哪一行的最大值在键 1–2 之后升高，所以不需要重新缩放，这个 bug 就藏起来了。换一个种子试试。
misconception-bugs-verdict-online-no-rescale = “{ $row }”这一行：读完键 1–2 后，它的运行最大值是 m = { $first }；{ $rises }。循环从没把 ℓ 和 o 乘以 e^(m − m′)，所以 { $heavy }：ℓ 最后是 { $wrongSum }，而不是 { $rightSum }，它的权重最多偏差 { $error }，输出最多偏差 { $outputGap }。每一行的和仍然是 1，因为 o/ℓ 除以的是同一个错误的 ℓ；{ $exact ->
    [0] 没有哪一行
   *[other] { $n } 行中有 { $exact } 行（最大值出现在键 1–2 中的那些行）
    }的结果是精确的。
misconception-bugs-verdict-mask-after-softmax = 两种做法下未来的键权重都是 0，但 softmax 看到了它们：“{ $first }”这一行的和是 { $sum }，不是 1，所以它的输出变小了。而且梯度会穿过掩码：在“{ $row }”这一行，一个被遮蔽的键的分数得到了大小为 { $gradient } 的梯度，所以训练仍会移动这个查询和那个未来的键。如果在 softmax 之前用 −∞，每个被遮蔽的分数的梯度都是{ $zero ->
    [true] 恰好 0
   *[other] { $rightMax }
    }。
misconception-bugs-verdict-mask-with-zero = 被遮蔽的分数如果是 0，它就是一个普通的分数：e⁰ = 1。“{ $row }”这一行本应只看到它自己（权重 { $right }），但这个 bug 把最多 { $future } 给了单个未来的词元，只给它自己留下 { $left }。模型读到了它还没有生成的词。
misconception-bugs-column-token = 词元
misconception-bugs-column-row-sum = 行和 { $mark }
misconception-bugs-column-column-sum = 列和 { $mark }
misconception-bugs-column-largest = 最大权重 { $mark }
misconception-bugs-sums-caption = 各种和与最大权重，正确（✓）对比有 bug（✗）

## Page shell and home page (site-*)

site-skip-link = 跳到正文
site-brand = <span class="brand-mark" aria-hidden="true">∑</span> Attention Math<span class="visually-hidden">：课程首页</span>
site-theme-toggle = <span class="switch" aria-hidden="true"><span class="switch__knob"></span></span> 深色
site-footer = 本课程中的每个数字都来自一个编译为 WebAssembly 的小型 C++ 库，它逐位复现 numpy 的随机数生成器和它打印数字的方式。页面不从网络获取任何内容，离线也能用，直接从磁盘打开即可。
site-home-eyebrow = 共 { $chapter-count } 章 · 约 { $minutes } 分钟，另有 { $optional-minutes } 分钟选读
site-home-title = Attention Math：<span class="nowrap">注意力的数学</span>
site-home-lead = 缩放点积注意力是每个 Transformer 的核心计算。本课程在一个四个词的句子上，一步一步把它拆开，并在给出每个结果之前先请你预测。每个数字都由课程自己的代码（编译为 WebAssembly 的 C++）在你的浏览器中实时算出，与 numpy 的结果一位不差。
site-home-formula-label = 本课程推导的公式
site-home-formula-note = \( M \) 是掩码，它遮蔽一个词不能看的那些词。
site-home-start-button = 开始第 1 章：{ $first-title }
site-home-promise-title = 学完之后，不查任何资料，你能够
site-home-progress-title = 你的进度
site-home-steps-read = 已读的步
site-home-steps-total = 0 / { $step-total }
site-home-predictions-made = 已做的预测
site-home-exercises-solved = 已解出的练习
site-home-promises-checked = 已兑现的承诺（未借助帮助）
site-home-promises-total = 0 / { $checkpoint-total }
site-home-practice-checkpoints-done = 已完成的练习检查点
site-home-practice-total = 0 / { $practice-total }
site-home-rule = 当你向下滚动读到一步的末尾、在这一步停留了一会儿，或者回答了它结尾的问题，这一步就算读过；通过链接或步骤导航跳到某一步不算读过，跳转时越过的那些步也不算。
site-home-storage = 进度只保存在这台设备的这个浏览器里，不会发送到任何地方。要在另一台设备上继续，请把进度保存成文件，再到那台设备上载入。
site-home-progress-warning = 这个浏览器不允许课程保存任何内容，所以你的进度不会被保留：一旦关闭或重新加载页面，它就没有了。
site-home-start-afresh = 从头开始
site-home-reset-note = 这会清除此浏览器中所有已读的步、预测、练习和检查点。
site-home-reset-button = 清除我的全部进度
site-home-chapters-title = 各章
site-home-review-title = 复习
site-home-review-note = 来自你已经开始的各章的简短问题。只要你答对，每道题会依次在 1、3、7、16、35 天后再出现，之后每 75 天一次；答错的题很快会再次出现。
site-home-page-title = Attention Math：缩放点积注意力课程
site-home-description = 一门讲缩放点积注意力的课程：一步一步推导公式，解释每个形状，复现 softmax 的数值计算；每个数字都由编译为 WebAssembly 的 C++ 计算库在你的浏览器中实时算出。
site-home-predictions-total = 0 / { $prediction-count }
site-home-exercises-total = 0 / { $exercise-count }
# 首页的承诺清单，以及它下面的练习检查点。
site-promise-rule = 只有不借助帮助通过某个承诺下的全部检查点，这个承诺才算兑现。
site-practice-title = 练习检查点
site-practice-rule = 不属于承诺：通过即打勾，借助帮助与否都算。
site-promise-status-start = 尚未兑现
site-practice-status-start = 尚未完成
# 首页上一章的卡片：“第 1 章 · 约 36 分钟 · 选读 +5 分钟 · 5 步”。
site-chapter-card-meta = 第 { $number } 章 · 约 { $time } · { $steps }
site-chapter-card-steps-label = 第 { $number } 章的各步
# 读完之后，在一步的名称后面，供屏幕阅读器读出。
site-chapter-card-read = （已读）
site-chapter-card-not-started = 尚未开始
# 一章的阅读时间：主线，以及选读部分另加的时间。
site-chapter-time = { $optional ->
    [0] { $minutes } 分钟
   *[other] { $minutes } 分钟 · 选读 +{ $optional } 分钟
}
site-chapter-time-long = { $optional ->
    [0] { $minutes } 分钟
   *[other] { $minutes } 分钟 · 选读 +{ $optional } 分钟
}
site-chapter-step-count = { $steps } 步
# 章节页面的标签页标题。
site-chapter-page-title = { $title } · Attention Math 第 { $number } 章
site-crumbs-label = 导航路径
site-crumbs-home = 课程首页
site-crumbs-chapter = 第 { $number } 章（共 { $total } 章）
# 章标题下面：“约 36 分钟 · 选读 +5 分钟 · 5 步”。
site-chapter-head-meta = 约 { $time } · { $steps }
site-chapter-storage-warning = 这个浏览器不允许课程保存任何内容，所以你在这里读过的步和给出的答案，在关闭或重新加载页面后都不会保留。
# 一章各步的悬浮导航。
site-step-map-label = 本章的各步
site-step-map-step = 第 { $number } 步：{ $title }
# 读完之后，在一步的名称后面，供屏幕阅读器读出。
site-step-map-done = （已读）
# $number 是当前一步的编号，由页面脚本更新。
site-step-map-where = 第 { $number } 步，共 { $total } 步
site-step-map-top = 顶部<span class="visually-hidden">：回到页面开头</span>
# 一章末尾指向上一章和下一章的链接；$number 为 0 表示课程首页。
site-pager-label = 上一章和下一章
site-pager-prev = { $number ->
    [0] 上一页：课程首页
   *[other] 上一章：第 { $number } 章
}
site-pager-next = { $number ->
    [0] 下一页：课程首页
   *[other] 下一章：第 { $number } 章
}
site-pager-home-title = 各章与你的进度
# 推导各步标题下的条带：到目前为止的公式及其形状。
site-pipeline-later-step = 后面的某一步
site-pipeline-shape-unknown = 形状：由这一步求出
# $sizes：玩具例子的各个尺寸，写成公式。
site-pipeline-caption = { $asks ->
    [yes] 到目前为止的公式，以及它在“The cat sat down”上的各个形状（{ $sizes }）；标着 (?, ?) 的那一个由这一步求出
   *[no] 到目前为止的公式，以及它在“The cat sat down”上的各个形状（{ $sizes }）
}
site-pipeline-held = 到目前为止的公式图，要等你通过<a href="#formula">公式的检查点</a>之后才会在本页重新出现：那个检查点要你凭记忆把公式拼出来，这张图会泄露答案。
# The accessible name of a displayed formula's box (plain text).
site-formula-label = 公式
# What a widget shows before it draws (a stylesheet's text: plain, no markup).
site-figure-waiting = 交互图：滚动到这里时才会绘制。
site-figure-waiting-print = 交互图：请在浏览器中打开本页查看。

## Pages' prose, chapter 1 (page-*)

page-why-toc = 为什么需要注意力
page-why-title = 为什么需要注意力
page-why-p1 = 开始之前
page-why-li1 = <strong>准备一个计算器</strong>（手机上的就行），用来算几个乘积、平方根和 \( e^x \)。术语（头、查询、softmax……）都收在第 2 章末尾的<a href="#glossary">术语表</a>里。
page-why-li2 = <strong>分几次读完。</strong>本章在掩码之后结束；下一章里，读完加权和是个适合停下的地方。浏览器会记住你的答案和读到的位置。
page-why-p2 = 一个词单独拿出来，往往说明不了什么：在“The cat sat down”（猫坐了下来）里，<em>sat</em> 告诉你什么，取决于它周围的词。<em>注意力</em>是 Transformer（当今聊天机器人背后的那类模型）中的一个部分：每个词在这里从其他词那里收集自己需要的信息。
page-why-p3 = 下面是一个学会了这件事的注意力步骤，也就是一个<em>头</em>。本课程的代码在构建网站时<em>训练</em>了它：给它看了一门自造小语言中的 374 个句子，比如“The cat sat away”和“The dog ran off”，每看一句就把它稍微调整一点。另外 130 句（其中包括“The cat sat down”）被留作测试。头在动词处输出三个数，训练教会它把这三个数变成每种动物（cat、dog、bird）各一个分数：分数最大的那个就是它判断的动作执行者。旁边是训练之前的同一个头。
page-why-p4 = <strong>试一试</strong>列表里的其他句子，这些句子头在训练中一个都没见过。<strong>注意</strong>当主语不是动词前面那个词时，动词最大的那份注意力落在哪里。
page-why-p5 = 训练只改动了 54 个数，别的什么都没变（下一步会指出它们是哪些）。用随机的数时，“sat”把注意力毫无规律地分出去（在“The cat fed birds”里大部分给了“birds”）；用学到的数时，注意力落在主语上，而且是在头从没见过的句子里。它是怎么找到主语的？每个词的数既说明它是哪类词（名词、动词……），也说明它所在的位置，而分数同时用到了这两样：在列表的每个句子里，主语都是第一个名词。并不只是左边那个词：在“Down sat a cat”里，主语出现在动词之后，头仍然找到了它（第 3 章会再谈位置）。
page-why-p6 = 一个头是怎么做到的？对 <em>sat</em> 来说分三步：
page-why-li3 = <em>sat</em> 给每个词（包括它自己）打一个<em>分数</em>：那个词对它有多大用处；
page-why-li4 = 这些分数变成份额 \( w_{ij} \)（\( i \) 是提问的词，\( j \) 是被看的词），份额从不为负，加起来等于 1：每个分数 \( s \) 变成 \( e^{s} \)，每个 \( e^{s} \) 再除以它们的和，所以分数越大，份额越大（这就是 <em>softmax</em>，第 2 章会完整地推一遍）；
page-why-li5 = 各个词的向量（代表它们的那一串数）按这些份额混合起来，成为 <em>sat</em> 的一个新向量。
page-why-p7 = 每个词都同时做同样的事。整个计算就是一个公式：
page-why-p8 = 本章一次一个符号地把分数搭起来：先是 \( Q \)、\( K \) 和 \( V \)，然后是 \( Q K^\top \)、除以 \( \sqrt{d_k} \) 和掩码 \( M \)。下一章再加上 softmax 和与 \( V \) 的乘积。
page-why-go-deeper-what-attention = 深入一步：注意力取代了什么，以及它为什么需要位置
page-why-p9 = 在注意力出现之前，循环神经网络（RNN）从左到右读句子，只带着一个固定大小的隐藏向量 \( h \)，每来一个新词元就把它改写一次。网络对一个长句子记住的一切，都必须塞进这几个数里；最后一个位置也永远无法回头去看第一个位置：它只能看到在 \( h \) 里留存下来的东西。
page-why-p10 = RNN：一个不断更新的摘要
page-why-label1 = 四个词元依次输入一串隐藏状态 h1 到 h4；只有 h4 到达输出。
page-why-text1 = The
page-why-text2 = cat
page-why-text3 = sat
page-why-text4 = down
page-why-p11 = 注意力：每次都把所有内容重新看一遍
page-why-label2 = 词元 down 作为查询，有一支箭头直接指向四个词元中的每一个，包括它自己。
page-why-figcaption1 = 左：RNN 一步一步地把整个句子压缩进一个隐藏向量。右：有了注意力，“down”所在的位置直接连到每个词元，包括它自己。
page-why-p12 = 注意力不再用不断更新的摘要：每个位置一次看遍<em>所有</em>位置。没有什么需要挤过一个固定大小的状态，所以两个词相距多远不再重要。它们的先后顺序也不重要了：上面的求和里没有任何东西知道哪个词元在前，这就是为什么 Transformer 要在注意力之外，把每个词元的位置另外加到它的嵌入上。
page-qkv-toc = 查询、键、值
page-qkv-title = 查询、键和值
page-qkv-p1 = 每个词元以一个<em>嵌入</em> \( x_i \) 的形式进来：模型为这个词元学到的一行 \( d_\text{model} \) 个数。注意力本可以直接比较嵌入，但它先把每个嵌入分别乘以三个学到的矩阵 \( W_Q \)、\( W_K \) 和 \( W_V \)，得到三个分工不同的向量：
page-qkv-li1 = <strong>查询</strong> \( q_i \) 说明词元 \( i \) 在找什么；
page-qkv-li2 = <strong>键</strong> \( k_i \) 说明词元 \( i \) 能凭什么被找到；
page-qkv-li3 = <strong>值</strong> \( v_i \) 是词元 \( i \) 被选中时交出去的内容。
page-qkv-p2 = 想象一座图书馆：你的借书请求是查询，每本书的索引卡是它的键，书本身是它的值。注意力把请求和每张卡片逐一比对，然后交给你一份所有书的混合，按各自卡片的匹配程度来混。所以 \( Q \)、\( K \) 和 \( V \) 不是嵌入本身：它们是嵌入的三种学到的视角。在看它们的形状之前，先回答一个问题。
page-qkv-matrix-product-one-minute = 一分钟读懂矩阵乘法
page-qkv-p3 = 乘积 \( AB \) 的每个元素都是 \( A \) 的一行与 \( B \) 的一列的点积：第 \( (i, j) \) 个元素把 \( A \) 的第 \( i \) 行和 \( B \) 的第 \( j \) 列逐项相乘，再把乘积加起来。
page-qkv-p4 = 所以一个 \( (a, b) \) 矩阵乘以一个 \( (b, c) \) 矩阵得到 \( (a, c) \)：一行和一列只有都含 \( b \) 个数时才能做点积，结果对第一个矩阵的每一行（\( a \)）和第二个矩阵的每一列（\( c \)）各有一个元素。<em>转置</em> \( A^\top \) 交换行和列：一个 \( (2, 3) \) 矩阵变成 \( (3, 2) \)。下面的 \( X \) 把各词元的嵌入作为行叠在一起，每个词元一行。
page-qkv-p5 = 把 \( n \) 个嵌入作为矩阵 \( X \) 的行叠起来，每个投影就变成一次矩阵乘法（每个矩阵的形状写在它下面，格式是（行数，列数））：
page-qkv-p6 = 乘积中内侧的维度必须一致，而且会消失：\( Q \)、\( K \) 和 \( V \) 里已经没有 \( d_\text{model} \) 了。查询和键共用一个维度 \( d_k \)，因为它们要用点积来比较；值有自己的维度 \( d_v \)，它就是输出的维度。最初的 Transformer 用的是 \( d_\text{model} = 512 \) 和 \( d_k = d_v = 64 \)；这里的数小到可以直接读。
page-qkv-p7 = 随机的、未经训练的权重（种子 42）：这些数本身还没有意义，请关注形状。
page-qkv-p8 = <strong>试一试</strong>拖动滑块：先改 \( d_\text{model} \)，再改 \( d_v \)。<strong>注意</strong> \( d_\text{model} \) 只改变 \( X \) 和权重矩阵，而 \( d_v \) 只改变 \( W_V \) 和 \( V \)。
page-scores-toc = 分数：Q·Kᵀ
page-scores-title = 分数：每个查询对每个键
page-scores-p1 = 要决定词元 \( i \) 应该从词元 \( j \) 那里取多少，注意力先要为这一对词元算出一个数：\( j \) 的键与 \( i \) 的查询所寻找的东西有多契合。这个数就是<em>分数</em>，它是两个向量的点积：逐个坐标相乘，再加起来。
page-scores-p2 = 两个向量指向相同方向时，它是一个大的正数；互不相关时接近零；方向相反时为负。
page-scores-p3 = 方向和长度同样重要。下面的箭头可以拖动。条形表示每个键在这个查询的注意力中所占的份额 \( w_{ij} \)，它们加起来等于 1。这个小工具把每个分数除以 \( \sqrt{d_k} \)，再做 softmax（第 4 步解释前者，第 2 章解释后者），所以现在只需这样读：分数越大，份额越大。
page-scores-p4 = <strong>试一试</strong>转动 \( k_2 \)，直到它赢得 \( q \) 最大的权重（拖动它的箭头尖，或用 Tab 键选中它再按方向键），然后把 \( q \) 加倍到 x = 3、y = 1，先猜一猜权重会变得更分散还是更集中。<strong>注意</strong>决定分数的只有两支箭头之间的夹角和它们的长度；在视图中选“学到的头中的‘sat’”，显示的就是第 1 步训练好的头里真实的“sat”。
page-scores-p5 = 全部 \( n^2 \) 对都来自一次矩阵乘法，得到分数矩阵 \( S \)。\( Q \) 的第 \( i \) 行遇上 \( K^\top \)（\( K \) 的转置，它的列就是各个键）的第 \( j \) 列：
page-scores-p6 = \( S \) 的第 \( i \) 行是查询 \( i \) 对每个键的评判；之后 softmax 会把这些分数变成权重。查询和键是不同的向量，所以 \( S_{ij} \) 和 \( S_{ji} \) 一般并不相等。
page-scores-p7 = 随机的、未经训练的权重（种子 42）：这个图案本身还没有意义，请关注计算过程。
page-scores-p8 = <strong>试一试</strong>指向 \( S \) 的一个单元格（手机上点一下），或者用 Tab 键进入网格、再用方向键移动。<strong>注意</strong>它在 \( Q \) 中的那一行和在 \( K^\top \) 中的那一列会亮起来，点积也会用真实的数写出来。
page-scores-p9 = 每个单元格要做 \( d_k \) 次乘法，所以整个矩阵要 \( n^2 d_k \) 次：注意力的开销随序列长度的<em>平方</em>增长。分数散开得有多宽也取决于 \( d_k \)：下一步就来测量它。
page-scores-go-deeper-why-not = 深入一步：为什么不直接用 \( X \)？
page-scores-p10 = <a href="#qkv">上一步</a>的投影小工具在“往后看”下面有一个开关“直接用 X”：它令 \( Q = K = V = X \)，于是每个分数都是 \( x_i \cdot x_j \)。这会出两个问题。分数变得<em>对称</em>：词元 \( i \) 给 \( j \) 的评价和 \( j \) 给 \( i \) 的完全一样，可是动词找它的主语，和主语找它的动词，是两个不同的问题。而且<em>对角线</em>往往胜出：每个词元通常给自己打最高分。更糟的是，\( x_i \cdot x_j \) 里没有任何东西可以学习。有了投影，分数是 \( q_i \cdot k_j = x_i\, W_Q W_K^\top x_j^\top \)：学到的矩阵 \( W_Q W_K^\top \) 决定一个词元的哪些特征应该与另一个词元的哪些特征匹配，而且它不必对称。
page-scores-p11 = 对角线为什么胜出：\( x_i \cdot x_i = \lVert x_i \rVert^2 \)，而由柯西–施瓦茨不等式，\( x_i \cdot x_j \le \lVert x_i \rVert \lVert x_j \rVert \)，所以只有当另一个词元的嵌入更长时，它的分数才可能超过一个词元与自己的匹配。在这个小例子里，“sat”是一行相等的数，它和“cat”打成平手。不过，分数最大不等于占得最多：这个开关还显示了 softmax 之后每个词元留给自己多少注意力，在这个小例子里不到一半。
page-scaling-toc = 除以 √dₖ 缩放
page-scaling-title = 为什么要除以 \( \sqrt{d_k} \)
page-scaling-p1 = 这一步是为 <a href="#softmax">softmax</a> 准备的。softmax 是下一章的第一步，它通过取指数把分数变成权重：两个分数之间相差 \( g \)，它们的权重之比就是 \( e^{g} \)（相差 2 大约是 7 倍，相差 8 大约是 3000 倍）。所以分数的大小很重要，而一个原始分数 \( q_i \cdot k_j \) 是 \( d_k \) 个乘积之和：向量越宽，它就可能离零越远。离多远，用许多分数的<em>方差</em>来衡量，也就是它们与均值之差的平方的平均值，或者用方差的平方根，即<em>标准差</em>。
page-scaling-p2 = 随机向量，就像训练刚开始时那样：这里只有它们的离散程度要紧。
page-scaling-p3 = <strong>试一试</strong>把 \( d_k \) 从 1 一直拖到 1024。<strong>注意</strong>原始点积散得越来越开，而缩放后的分数标准差始终接近 1。
page-scaling-p4 = 一句话说明原因：每个乘积 \( q[d]\,k[d] \) 的方差是 1，独立变量的方差可以相加，所以 \( d_k \) 个乘积之和的方差是 \( d_k \)。除以 \( \sqrt{d_k} \) 就把它拉回到 1，不论维度多大。<em>缩放后的分数</em> \( z_{ij} = S_{ij}/\sqrt{d_k} \) 才是 softmax 真正收到的数。
page-scaling-p5 = 如果不缩放，在真实模型中常见的 64 这样的维度上，softmax 就会饱和：一个键几乎拿走全部权重，分数变化时 softmax 几乎没有反应，几乎没有<em>梯度</em>（当你轻轻改动用来计算某个结果的一个数时，这个结果变化多少）流回 \( W_Q \) 和 \( W_K \)，于是它们学不动了。这个缩放因子是固定的常数，不是学出来的参数。它保护的是训练的开始阶段，那时投影还是随机的；之后训练可以有意让一个头变得尖锐：第 1 步里训练好的头几乎把“sat”的全部权重都放在了“cat”上。
page-scaling-go-deeper-variance-derived = 深入一步：推导方差
page-scaling-p6 = 对一个随机量 \( Z \)，\( \mathbb{E}[Z] \) 是它的<em>期望</em>（多次抽取的平均值），\( \operatorname{Var}[Z] = \mathbb{E}\big[(Z - \mathbb{E}[Z])^2\big] \) 是它的方差。\( \mathcal{N}(0, 1) \) 是均值为 0、方差为 1 的正态（高斯）分布。两个事实：
page-scaling-li1 = <strong>事实 1。</strong>独立项的方差可以相加：\( \operatorname{Var}[A + B] = \operatorname{Var}[A] + \operatorname{Var}[B] \)。（独立的误差平均来说不会相互抵消，所以它们的平方离散会不断累积。）
page-scaling-li2 = <strong>事实 2。</strong>如果 \( a \) 和 \( b \) 相互独立，均值都是 0、方差都是 1，那么 \( \operatorname{Var}[ab] = \mathbb{E}[a^2]\,\mathbb{E}[b^2] = 1 \)。
page-scaling-p7 = 假设 \( q \) 和 \( k \) 的每个坐标都独立抽取，均值为 0、方差为 1，大致就像刚初始化的网络那样。由事实 2，每个乘积 \( q[d]\,k[d] \) 的均值是 0、方差是 1，再由事实 1
page-scaling-p8 = 把一个随机量除以常数 \( c \)，它的方差就除以 \( c^2 \)，所以
page-scaling-p9 = 在 \( d_k = 64 \) 时，标准差是 \( \sqrt{64} = 8 \)；两个独立分数之差的方差是 \( 2 \cdot 64 = 128 \)，标准差约为 11。
page-scaling-go-deeper-why-saturation = 深入一步：为什么饱和会让梯度停下来
page-scaling-p10 = 在一行之内（省去行下标），用 \( w_j \) 表示权重，用 \( z_l \) 表示 softmax 收到的分数。softmax 的导数是
page-scaling-p11 = 其中 \( \delta_{jl} \) 在 \( j = l \) 时为 1，否则为 0。当每个 \( w \) 都接近 0 或 1 时，每个元素都接近 0，所以几乎没有东西流回分数。小工具里的“离散程度对 softmax 的影响”给出了实测结果：不缩放时，随着 \( d_k \) 增大，最大权重逐渐逼近 1，熵逐渐降到 0；梯度在最初几个维度上略有上升（那时权重还几乎均匀），之后就一路减小。缩放之后，三者都保持平稳。
page-scaling-p12 = 熵以<a href="#glossary-nats">奈特</a>为单位，梯度的大小是导数矩阵 \( \partial w_j / \partial z_l \) 的 <a href="#glossary-frobenius">Frobenius 范数</a>；两个链接都指向第 2 章末尾的术语表。
page-masking-toc = 掩码
page-masking-title = 掩码：查询不能看的键
page-masking-p1 = 第 1 步里训练好的头没有掩码：在它的列表里选“Down sat a cat”，“sat”会向前看到“cat”，一个一次读完整个句子的头可以这样做。但一个一次写一个词元的模型，不能用它还没写出来的词：在“Down sat a cat”中，当它写到“sat”、正在选下一个词时，“cat”还没有写出来。训练时它一次读入整个句子，所以除非算术本身禁止，否则没有什么能阻止查询 \( i \) 偷看后面的键 \( j &gt; i \)。<em>因果掩码</em>就是做这件事的。它是一个矩阵 \( M \)，形状与分数相同，在缩放之后加到分数上：softmax 收到的是 \( z_{ij} + M_{ij} \)，其中
page-masking-p2 = \( j \le i \) 的键是允许的：它的分数保持原样。更靠后的键，即 \( j &gt; i \)，被遮蔽：它的分数变成 \( -\infty \)。
page-masking-p3 = 因为 \( e^{-\infty} = 0 \)，被遮蔽的键得到的权重恰好是 0，对输出毫无贡献。softmax 除以的是剩下的那些键的和，所以每一行加起来仍然是 1；第一个词元只能看到它自己，于是把全部权重都放在自己身上。
page-masking-p4 = 随机的、未经训练的权重（种子 42）：这个图案本身还没有意义，请关注计算过程。
page-masking-p5 = <strong>试一试</strong>把因果掩码关掉再打开。<strong>注意</strong>每个被遮蔽的键得到的权重恰好是 0，而每一行加起来仍然是 1。
page-masking-go-deeper-which-attention = 深入一步：哪种注意力需要哪种掩码，以及填充
page-masking-li1 = <strong>编码器自注意力</strong>（BERT 及其同类）：没有因果掩码。整个输入都是已知的，每个词元都可以向左看，也可以向右看。
page-masking-li2 = <strong>解码器自注意力</strong>（GPT 和其他生成模型）：用因果掩码，训练时和生成时都要用。正是它让在整句上的训练与生成时的情形一致，因为生成时后面的词元还不存在。
page-masking-li3 = <strong>交叉注意力</strong>（翻译模型的解码器读取源句子）：查询来自解码器，键和值来自编码器。源句子是完整已知的，所以没有因果掩码。
page-masking-p6 = 第二种掩码遮蔽<em>填充</em>：为了让一个批次里的短句和最长的句子一样长而补上的填充词元。这些键没有意义，对每个查询都遮蔽。只有批次被填充时才需要它。打开小工具里的左侧填充：每个还剩下键的行，加起来仍然是 1。两种掩码都打开时，第一行一个键也不剩：它全是零，小工具也会这样告诉你。
page-masking-p7 = 分数到此完成：一张 \( (n, n) \) 的表，每个查询一行，每个键一列。第 \( i \) 行存放 \( z_{ij} + M_{ij} \)：查询 \( i \) 对键 \( j \) 的缩放后分数，或者在掩码遮蔽了那个键的地方是 \( -\infty \)。下一章用 <a href="#softmax">softmax</a> 把每一行变成权重。那一章的<a href="#glossary">术语表</a>汇集了两章的记号。

## Pages' prose, chapter 2 (page-*)

page-softmax-toc = softmax：从分数到权重
page-softmax-title = softmax：从分数到权重
page-softmax-p1 = <a href="#masking">第 1 章</a>结束时得到了 softmax 要接收的分数：对 \( n \) 个词元，是一张 \( (n, n) \) 的表，每个查询一行，每个键一列，第 \( i \) 行存放查询 \( i \) 的缩放后分数 \( z_{ij} = S_{ij} / \sqrt{d_k} \)（其中 \( S = QK^\top \)），掩码遮蔽的每个键处为 \( -\infty \)。
page-softmax-p2 = 这些分数可以是任意实数，但加权平均需要的权重必须从不为负、加起来等于 1。softmax 正好把一串分数 \( z_1, \dots, z_n \)（常称为 <a href="#glossary-logit"><em>logits</em></a>）变成这样的权重：
page-softmax-p3 = <strong>为什么用 \( e^{z} \)？</strong>它具备权重需要的三个性质：
page-softmax-li1 = 对每个 \( z \) 它都是正数，所以没有哪个权重是负的；
page-softmax-li2 = 它保持顺序：分数越大，权重越大；
page-softmax-li3 = 差值变成比值：两个分数相差 \( g \)，它们的权重之比就是 \( e^{g} \)，所以相差 1 意味着比值为 \( e \approx 2.72 \)。
page-softmax-p4 = softmax 是 argmax 的<em>“软化”</em>版本。每个键都保留一些份额，只有当一个分数远远高出其他分数时，这一行才接近于只选一个键。
page-softmax-go-deeper-why-not = 深入一步：为什么不直接除以总和，或者用硬的 argmax？
page-softmax-p5 = \( e^{z} \) 还是光滑的，所以梯度能从中流过。直接除以总和，即 \( z_j / \sum_l z_l \)，遇到负分数就会出错，总和变号时结果也跟着变号；硬的 argmax（把权重 1 全给唯一最大的分数）则完全没有梯度。再说精度：模型用混合精度训练，大多数张量用 16 位保存，但 softmax 通常用 float32 计算。
page-softmax-p6 = 每个查询的那一行单独处理：查询 \( i \) 给键 \( j \) 的权重是 \( w_{ij} = e^{z_{ij}} / \sum_{l} e^{z_{il}} \)。求和遍历的是一行中的各个<em>键</em> \( l \)，从不沿着一列往下加：每个查询分配它自己的一份注意力预算，所以在精确算术下每一行加起来都是 1（被遮蔽的键 \( e^{-\infty} = 0 \)，一点也分不到）。权重 \( w_{ij} \) 组成一个 \( (n, n) \) 矩阵 \( P \)，每个查询一行。
page-softmax-naive-against-stable-softmax = 朴素 softmax 与稳定 softmax 的对比
page-softmax-p7 = 在计算机上，这个公式藏着一个陷阱。在 <a href="#glossary-float32">float32</a> 中，\( z \) 一旦超过约 88.7，\( e^{z} \) 就会溢出（float64 中是 709.8），结果是 \( \infty/\infty \)，也就是 NaN。反过来，如果每个分数都非常负，在 float32 中低于约 −104，每个 \( e^{z} \) 都会下溢为 0，公式算出的又是 \( 0/0 = \text{NaN} \)。修正只需一次减法：对任意常数 \( c \)，
page-softmax-p8 = 所以先减去这一行的最大值。这样最大的指数就是 \( e^0 = 1 \)，什么都不会溢出，而总和至少是 1，所以也不会除以零。下面的探索器从这个问题里的分数出发，实时计算两种公式。
page-softmax-p9 = <strong>试一试</strong>在 float32 下把缩放倍数调大，直到最大的分数超过 88.7，也就是 float32 中 exp 的上限：这里是 ×45（2 × 45 = 90）。<strong>注意</strong>朴素那一列的总和变成了 NaN（它最大的权重也是，∞/∞），而稳定的那一列始终有限，加起来等于 1。
page-softmax-p10 = 现在亲手做一遍数值计算，用的分数远远超出 float32 的范围：课本上的公式会给出什么，以及稳定公式的每一步。
page-softmax-more-practice-softmax-three = 更多练习：三个分数的 softmax
page-weighted-sum-toc = 值的加权和
page-weighted-sum-title = 值的加权和
page-weighted-sum-p1 = softmax 给查询 \( i \) 留下了每个键 \( j \) 一个权重 \( w_{ij} \)（即 \( P \) 的第 \( i \) 行）。内容本身在<em>值</em>里，也就是每个词元的第三个投影。最后一步把它们混合起来：查询 \( i \) 取每个值向量 \( v_j \)（\( V \) 的第 \( j \) 行），乘以它的权重，再把结果加起来，得到输出 \( O \) 的第 \( i \) 行：
page-weighted-sum-p2 = 权重非负且加起来等于 1，所以这是一个加权<em>平均</em>：输出的每个坐标都落在各个值在该坐标上的最小值和最大值之间，并被拉向查询权重最大的那些键。对所有查询一起算，就是一次矩阵乘法，
page-weighted-sum-p3 = 每个词元一行，每行和一个值向量一样宽：在“The cat sat down”这个例子里是 \( (4, 3) \)。
page-weighted-sum-p4 = 随机的、未经训练的权重（种子 42）：这个图案本身还没有意义，请关注计算过程。
page-weighted-sum-p5 = <strong>试一试</strong>依次选每个查询词元，看它的那一行是怎样一项一项拼起来的。<strong>注意</strong>在每个维度的面板里，四个项 \( w_{ij}\, v_j \) 叠加起来就是输出的那个坐标；面板下方的表格把每个 \( v_j \) 和它对应的项并排列出。
page-weighted-sum-p6 = 用随机投影时，权重接近均匀，所以每个输出行都落在四个值的平均值附近。训练过的头就不一样了：第 1 章训练好的头把“sat”超过 0.99 的权重放在“cat”上，所以“sat”的输出几乎就是“cat”的那一行值（本章末尾的“更多练习”会手算这一行）。学会了往哪里看的头是在挑选；没学会的头是在平均。无论哪种，输出都是这个词元的一个新表示，由它加权过的上下文构成。
page-formula-toc = 完整的公式
page-formula-title = 完整的公式，以及其中的每个形状
page-formula-p1 = 公式的每个部分你都已经见过了。在本页把它们拼起来之前，先自己拼一遍。
page-formula-p2 = 把第 1 章和第 2 章的步骤串起来，就是一行公式。从里往外读：\( QK^\top \) 给每个查询对每个键打分，\( \sqrt{d_k} \) 让这些分数保持在单位大小附近，可选的掩码 \( M \) 在查询不能看的地方放上 \( -\infty \)，softmax 把每一行变成权重，最后与 \( V \) 相乘，用这些权重对值求平均。
page-formula-p3 = <strong>试一试</strong>指向公式的任何一部分，或用 <kbd>Tab</kbd> 移到它上面（手机上点一下）。<strong>注意</strong>下面的列表会点亮这一部分来自的那一步，连同它的形状；每一部分也是一个链接，通向推导它的那一节。
page-formula-span1 = Q、K 和 V 的注意力：输入，转到它的那一节
page-formula-span2 = softmax，转到它的那一节
page-formula-span3 = Q 乘以 K 的转置：分数，转到它的那一节
page-formula-span4 = 除以 d k 的平方根：缩放，转到它的那一节
page-formula-span5 = 加上可选的掩码 M：掩码，转到它的那一节
page-formula-span6 = 乘以 V：加权和，转到它的那一节
page-formula-figcaption1 = 缩放点积注意力。掩码 \( M \)（虚线）是可选的：编码器中处处为零，解码器中对角线以上为 \( -\infty \)。
page-formula-p4 = 现在检验一下，对你自己选的尺寸，你能否说出其中每个形状。
page-formula-what-this-course-leaves = 本课程没有讲的：位置、Transformer 块的其余部分，以及两个序列之间的注意力
page-formula-li1 = <strong>位置。</strong>这个公式把句子当作一个集合。真实的模型会把位置信息加到嵌入上（学到的或正弦形式的位置向量），或者按位置旋转查询和键（旋转位置编码）。
page-formula-li2 = <strong>块的其余部分。</strong>在 Transformer 中，注意力只是一个块的一半：它的输出被加回到它的输入上（残差连接），层归一化对每个词元的向量重新缩放（在如今大多数模型中放在注意力之前，在最初的 Transformer 中放在之后），然后一个小的两层网络（MLP）单独处理每个词元，它也有自己的残差连接。这样的块要叠上几十层。
page-formula-li3 = <strong>两种长度。</strong>这里的查询和键来自同样的 \( n \) 个词元（自注意力）。在交叉注意力中，\( n \) 个查询来自一个序列，\( m \) 个键和值来自另一个序列，所以分数是 \( (n, m) \)，而输出仍然是 \( (n, d_v) \)。
page-walkthrough-toc = 完整示例
page-walkthrough-title = 一个完整示例：手算，以及用 numpy 算
page-walkthrough-p1 = 经典的小例子：四个词元“The cat sat down”，每个是一个由六个数组成的嵌入，投影矩阵由 numpy 用种子 42 随机生成，\( d_k = d_v = 3 \)，没有掩码（\( M = 0 \)，和编码器一样：每个词都可以看其他每个词，包括后面的）。先像 numpy 那样一步一步地亲手算出同一个句子的一行，投影是单独为你生成的。这就是本课程在小例子上的承诺：如果每一步都算对了，你就能不查任何资料地复现注意力及其 softmax 数值计算。
page-walkthrough-p2 = 然后看整个例子。下面的打印结果就是一个普通的 numpy 脚本（在它下面）在种子 42 时打印出的内容，一个字符都不差；它不是由 Python 生成的，而是由本课程自己的 C++ 代码在你的浏览器里实时算出的，这段代码逐位复现了 numpy 的随机数生成器，并按 numpy 的方式格式化数组。你的那一行来自你自己的种子：你通过后，检查点会告诉你它是多少，把它填进下面的种子框，你的那一行就会出现在打印结果里。改变种子或维度，或者编辑嵌入：一切都会跟着变，地址栏会记住这个例子，方便你分享。
page-walkthrough-p3 = <strong>试一试</strong>种子 7，再换一个 \( d_k \)。<strong>注意</strong>打印结果和热力图一起变化：它们是同一次计算，打印出的每个数都是对应矩阵元素四舍五入后的值。
page-walkthrough-p4 = 这个例子需要 JavaScript 来计算它的数。
page-walkthrough-p5 = JavaScript 已关闭，所以无法计算这个完整示例。
page-walkthrough-p6 = <strong>试一试</strong>依次把这个例子中的每个词元当作查询。<strong>注意</strong>条形几乎不动：每个词元都把权重分散在全部四个词元上，包括它自己。
page-walkthrough-p7 = 为什么这么均匀？四个嵌入都是大小相近的正数，而随机投影不会把它们拉开，所以四个查询几乎指向同一方向，给各个键的排序也差不多。这个例子放在这里是为了它的数；想看训练会把这样的数变成什么样，请看<a href="#why">第 1 章</a>训练好的头，或者在下面亲手算它的一行。
page-walkthrough-more-practice-trained-head = 更多练习：手算训练好的头
page-walkthrough-p8 = 同样的五步，用在第 1 章训练好的头上，这里的权重是有意义的：“sat”的查询对“The cat sat down”的各个键。开始之前，先猜一猜哪个键会拿到权重。
page-walkthrough-go-deeper-why-row = 深入一步：为什么一行会打印出 (sum=0.999)
page-walkthrough-p9 = 打印结果中每一行权重的末尾是它的和，而脚本是在把每个权重四舍五入到 3 位小数<em>之后</em>才相加的，所以一行可能打印出 <code>(sum=0.999)</code>（种子 7 就有一行这样）。每一行的精确权重之和都是 1；只是四舍五入后的副本差了一点。
page-walkthrough-glossary-chapters-1-2 = 第 1、2 章术语表
page-walkthrough-terms-steps-use = 各步用到的术语
page-walkthrough-token = 词元（token）
page-walkthrough-dd1 = 模型读取的文本的一个单位：一个词，或一个词的一部分。一个句子是 \( n \) 个词元，用 \( i \) 或 \( j \) 给它们编号（“The cat sat down”是 4 个词元）。
page-walkthrough-head = 头（head）
page-walkthrough-dd2 = 一个注意力步骤，有它自己的 \( W_Q, W_K, W_V \)：每个查询一行权重（<a href="#why">第 1 章</a>；多个头：<a href="#multi-head">第 3 章</a>）。
page-walkthrough-embedding = 嵌入（embedding），\( x_i \)
page-walkthrough-dd3 = 代表一个词元的、学到的一行数；叠起来，这些行就是 \( X \)（见<a href="#qkv">“查询、键、值”</a>一节）。
page-walkthrough-dd4 = 嵌入的维度（见<a href="#qkv">“查询、键、值”</a>一节）。
page-walkthrough-query-key-value = 查询、键、值（query、key、value）：\( q_i \)、\( k_j \)、\( v_j \)
page-walkthrough-dd5 = \( x W_Q \)、\( x W_K \)、\( x W_V \)：一个词元在找什么，它凭什么被找到，它交出什么（见<a href="#qkv">“查询、键、值”</a>一节）。
page-walkthrough-dd6 = 查询和键的维度，以及值和输出的维度（见<a href="#qkv">“查询、键、值”</a>一节）。
page-walkthrough-score = 分数（score），\( S_{ij} \)
page-walkthrough-dd7 = 键 \( j \) 与查询 \( i \) 有多契合：\( q_i \cdot k_j \)（见<a href="#scores">“分数”</a>一节）。除以 \( \sqrt{d_k} \) 后，就是缩放后的分数 \( z_{ij} \)（见<a href="#scaling">“缩放”</a>一节）。
page-walkthrough-softmax = softmax
page-walkthrough-dd8 = 把一行分数变成权重：每个 \( e^{z_j} \) 除以它们全体之和，从不为负，加起来等于 1（见<a href="#softmax">“softmax”</a>一节）。
page-walkthrough-dot-product = 点积，\( q \cdot k \)
page-walkthrough-dd9 = 两个长度相同的向量逐个坐标相乘，再把乘积加起来：\( q \cdot k = \sum_{d} q[d]\, k[d] \)。结果是一个数，两个向量指向相同方向时它很大。每个分数都是一个点积。
page-walkthrough-transpose = 转置，\( K^\top \)
page-walkthrough-dd10 = 把一个矩阵的行变成列：\( K \) 是 \( (n, d_k) \)，每行一个键，\( K^\top \) 是 \( (d_k, n) \)，每列一个键，于是 \( Q K^\top \) 把每个查询与每个键做点积。
page-walkthrough-mask = 掩码（mask）
page-walkthrough-dd11 = 查询不能看的那些键。它们的缩放后分数 \( z_{ij} \) 在 softmax 之前被设为 \( -\infty \)（对因果掩码来说，是每个 \( j &gt; i \)），所以它们的权重恰好是 0。写成矩阵 \( M \) 时，它与分数形状相同，直接加到分数上：查询可以看的地方为 0，不能看的地方为 \( -\infty \)。
page-walkthrough-logit = logit
page-walkthrough-dd12 = softmax 之前的分数：softmax 要变成权重的那些数 \( z_{ij} \) 之一。
page-walkthrough-dd13 = 一个随机量的期望（多次抽取的平均值）和方差（与均值之差的平方的平均值）。<a href="#scaling">缩放的论证</a>靠两个事实：独立项的方差可以相加；两个独立的、均值为 0、方差为 1 的变量之积，方差为 1。
page-walkthrough-dd14 = 均值为 0、方差为 1 的正态（高斯、钟形）分布。
page-walkthrough-float32 = float32
page-walkthrough-dd15 = 大多数模型计算 softmax 所用的 32 位浮点数。它能表示的最大值约为 \( 3.4 \times 10^{38} \)，所以 \( z \) 一旦超过约 88.7，\( e^{z} \) 就会溢出为 \( \infty \)（\( \ln(3.4 \times 10^{38}) \approx 88.7 \)）；float64 能到约 \( 1.8 \times 10^{308} \)，对应 \( z \approx 709.8 \)。
page-walkthrough-only-go-deeper-parts = 只在“深入一步”中出现的术语
page-walkthrough-dd16 = 克罗内克 δ：\( j = l \) 时为 1，否则为 0。
page-walkthrough-nats = 奈特（nats）
page-walkthrough-dd17 = 用自然对数度量的熵的单位，\( H = -\sum_j w_j \ln w_j \)：一个键拿走全部权重时为 0 奈特，\( n \) 个键平分权重时为 \( \ln n \)。
page-walkthrough-frobenius-norm = Frobenius 范数
page-walkthrough-dd18 = 用一个数表示矩阵的大小：所有元素平方和的平方根，\( \lVert A \rVert_F = \sqrt{\sum_{i,j} A_{ij}^2} \)。

## Pages' prose, chapter 3 (page-*)

page-multi-head-toc = 为什么要多个头
page-multi-head-title = 多头注意力：一份开销，多种模式
page-multi-head-p1 = 一个头为每个词算出各个值向量的加权平均。一层可以并排运行好几个头，每个头有它自己的 \( W_Q \)、\( W_K \) 和 \( W_V \)；它们的输出并排放在一起，再由另一个矩阵 \( W_O \) 混合（第 2 步会把它搭出来）。这里每个词用 \( d_{\text{model}} = 6 \) 个数表示。
page-multi-head-p2 = 在“Cats near dogs chased birds”（狗附近的猫追鸟）中，动词要指明是谁在追（cats），追的是什么（birds），中间还隔着一个“dogs”。本课程的计算库用这样的句子训练了两个小模型，训练方法相同，参数都是 144 个：一个只有一个宽头（\( d_k = 6 \)），另一个有两个窄头（各 \( d_k = 3 \)），它们的输出（每个词三个数）并排写在一起：共六个，和宽头的一样多。两个模型最后都有一个 \( 6 \times 6 \) 的矩阵 \( W_O \)，把这六个数变成答案：投影中 108 个数，\( W_O \) 中 36 个，两个模型都一样。
page-multi-head-p3 = <strong>试一试</strong>其他留作测试的句子，再打开各个种子。<strong>注意</strong>每个头把动词的注意力给了哪个词，以及宽头给出的宾语什么时候是对的。
page-multi-head-p4 = 一个头就是一个加权平均：只能看一个地方。条形图下方的那行文字和表格，从训练好的权重中读出宽头看向哪里：它几乎把全部权重都放在主语上，宾语几乎分不到，所以它的“宾语”只能从主语去猜；用随附的权重，猜对的频率和随机差不多，大约三次才对一次。其他种子的分工不同，猜得更好些，但十个种子里没有一个能在每个测试句中都说出两个动物。把权重对半分也无济于事：每种动物都写在 \( X \) 的同样三个数里（cat、dog、bird），所以无论是猫追鸟还是鸟追猫，猫和鸟的值的平均都是同一种混合。
page-multi-head-p5 = 一个头怎么分辨第一个名词和最后一个名词？注意力本身不管词序，所以这个小例子把顺序放进了 \( X \)：每个词六个数中的最后一个是它的位置 \( i/(n-1) \)，第一个词为 0，最后一个词为 1。一个看重这个坐标的查询，会偏向靠前的键，或者靠后的键。两个头各有自己的 softmax：一个学会看第一个名词，另一个学会看最后一个名词；它们的输出并排放在一起，由 \( W_O \) 混合成六个数，读作两个答案：谁做的，对谁做的。参数一样多，注意力模式却更多：这就是多个头换来的。
page-heads-split-toc = 拆分成多个头
page-heads-split-title = 把模型维度拆分给多个头
page-heads-split-p1 = 实验中的两个头，维度各自只有被它们取代的那个头的一半：各 \( d_k = 3 \)，而宽头是 \( d_k = 6 \)。这一步展示一层怎样把模型维度切成 \( h \) 个头，又怎样把它们的输出重新拼成一个。
page-heads-split-p2 = 本章的一个记号：上标 \( (i) \) 表示第 \( i \) 个头，例如 \( W_Q^{(i)} \) 和它的查询 \( Q^{(i)} \)；下标仍然表示词元，例如 \( q_j \)，即词元 \( j \) 的查询。
page-heads-split-p3 = 多个头并不会让层的维度变大。通常每个头的维度是 \( d_k = d_v = d_{\text{model}} / h \)（这是常见的选择，不是必须的）。于是 \( h \) 个矩阵 \( W_Q^{(i)} \)（每个 \( d_{\text{model}} \times d_k \)）并排放在一起，就构成一个 \( d_{\text{model}} \times d_{\text{model}} \) 的矩阵 \( W_Q \)：第 \( i \) 个头拥有其中连续的 \( d_k \) 列。
page-heads-split-p4 = 所以在实践中 \( Q = XW_Q \) 只算一次，然后分两步把它的列切成 \( h \) 组。先 reshape 成 \( (n, h, d_k) \)，让每个词元的那一行保持在一起；再转置成 \( (h, n, d_k) \)，把每个头的那些行放在一起：\( h \) 个 \( n \) 行的矩阵，每个头一个，叠成一个三维数组。\( K \) 和 \( V \) 也一样。
page-heads-split-p5 = 为什么两步都要？numpy 把一个矩阵的数按行依次存成一长串，reshape 只改变在哪里换行：
page-heads-split-p6 = 数的顺序不变，所以 reshape 不可能移动任何一个数。如果省掉转置，改写成 <code>Q.reshape(h, n, d_k)</code>：它能运行，每个形状也都对。可是第 1 个头拿到的是哪些数呢？
page-heads-split-p7 = <strong>试一试</strong> 3 个头，再试带转置的拆分。<strong>注意</strong>第 1 个头的各行装的是谁的列，以及它永远看不到哪些词。
page-heads-split-p8 = 没有转置时，第 1 个头拿到的是被切成碎片的前几个词元，而不是每个词元的第一段，它的注意力比较的是词的碎片。<a href="#attention-bugs">第 6 章的“八个 bug 并排对比”</a>展示了它对注意力权重的影响。
page-heads-split-p9 = 然后每个头在自己那一片上运行<a href="#formula">第 2 章</a>的公式，用同一个掩码（下面的小工具不用掩码，\( M = 0 \)，就像编码器那样，每个词都能看到其他所有词）：
page-heads-split-p10 = \( h \) 个输出，每个 \( (n, d_v) \)，转置回来并拼接成 \( (n, h\,d_v) = (n, d_{\text{model}}) \)，再由输出投影 \( W_O \) 混合：它的行分成 \( h \) 块，每块 \( d_v \) 行，每个头一块，所以第 \( i \) 个头的输出只遇到第 \( i \) 块。下面是四个词元，\( d_{\text{model}} = 24 \)，这个维度能被 1、2、3、4、6、8 和 12 整除。嵌入和投影矩阵都是随机的（带种子），所以图案没有意义；请看结构。
page-heads-split-p11 = <strong>试一试</strong>把头数从 1 到 12 逐个换一遍。<strong>注意</strong>每个头变得更窄、热力图变得更多，但没有哪个矩阵改变大小。
page-heads-split-p12 = 现在针对为你抽取的尺寸，亲手写出一层的每个形状，从一个头的查询投影一直到这一层的输出。
page-heads-cost-toc = 一层的开销
page-heads-cost-title = 一层的开销
page-heads-cost-p1 = 一层有它的规模，即参数（它的权重矩阵中的数），也有运行开销，即一次前向计算所需的浮点运算次数（FLOPs）。通常的计数方法：一次乘加算 2 个 FLOP，所以一个 \( (a, b) \) 矩阵与一个 \( (b, c) \) 矩阵的乘积要 \( 2abc \)；缩放每个分数算 1，softmax 每个分数算 5（最大值、一次减法、一次指数、一次求和、一次除法）。先自己把两者都数一数：一层有多少参数？总维度不变时，头更多，对开销有什么影响？
page-heads-cost-p2 = 现在看一个真实的模型，GPT-2 small：\( d_{\text{model}} = 768 \)，12 个头，每个 \( d_k = 64 \)。每个头的 \( W_Q^{(i)} \)、\( W_K^{(i)} \) 和 \( W_V^{(i)} \) 各是 \( 768 \times 64 \)，所以 12 个头合起来有 \( 3 \times 12 \times 768 \times 64 = 1{,}769{,}472 \) 个参数，\( W_O \)（\( 768 \times 768 \)）再加 589,824 个：总共 2,359,296 个参数，这还不算 GPT-2 的偏置：在四次乘积之后各加 768 个数，共 3,072 个；算上它们，是 2,362,368 个。
page-heads-cost-p3 = 下面的表格按这些规则，为你选的一层计算运行开销。
page-heads-cost-p4 = <strong>试一试</strong>选一个模型，再在同样的 \( d_{\text{model}} \) 下换一个头数。<strong>注意</strong>哪些数会变、哪些不变，以及这是否和你的两个答案一致。

## Pages' prose, chapter 4 (page-*)

page-online-softmax-toc = 在线 softmax
page-online-softmax-title = 不需要整行的 softmax：在线 softmax
page-online-softmax-p1 = 公式已经完整了；本章要问的是，规模大了以后怎么计算它。先问一个实际的问题：softmax 需要一整行分数的最大值和总和，那么完整的 \( n \times n \) 分数矩阵必须存在内存里吗？在 \( n = 16384 \) 时，光这个矩阵在 float64 下就有 2.15 GB（16,384² 个数，每个 8 字节）。FlashAttention（GPU 上广泛使用的一种快速注意力内核）及其同类的回答是：不必。把键分块读入，每个查询保留三个运行中的量，边读边修正它们。
page-online-softmax-p2 = 取一个查询，即第 \( i \) 行，和它的缩放后分数 \( z_1, \dots, z_n \)，\( n \) 个键各一个。把目前为止读过的键（这一块之前的各块）记作 \( R \)，保留
page-online-softmax-p3 = \( m \) 是运行最大值：到目前为止已读的键所得分数中的最大值，每读一块就更新一次（\( m \) 取 maximum 之意，和 FlashAttention 论文一致）；\( \ell \) 是指数的运行和，同样边读边累加，其中每一项已经像稳定 softmax 要求的那样减去了 \( m \)；\( o \) 是输出累加器：值 \( v_j \) 的加权和（<a href="#weighted-sum">第 2 章第 2 步</a>），还没有除以总和。新的一块 \( C \)，即 \( R \) 之后的下几个键，带来它自己的最大值，所以新的运行最大值是
page-online-softmax-p4 = \( \ell \) 中已有的每一项都是相对于 \( m \) 写的，现在必须改为相对于 \( m' \)。因为 \( e^{z_j - m'} = e^{z_j - m}\, e^{m - m'} \)，一个因子就能把它们全部修正：
page-online-softmax-p5 = 因子 \( e^{m - m'} \) 至多为 1，因为 \( m' \ge m \)：最大值不变时它等于 1，来了更大的分数时它把旧的项缩小。什么都不会溢出，道理和稳定 softmax 一样。读完最后一块后，\( m \) 就是这一行真正的最大值，而
page-online-softmax-p6 = 正好就是注意力的输出，尽管从来没有完整地存下过一行权重。每个查询只保留 \( m \)、\( \ell \) 和 \( o \)：内存随 \( n \) 增长，而不是随 \( n^2 \)。在 \( n = 16384 \)，且查询、键和值的维度都是 64 时，\( Q \)、\( K \)、\( V \) 和输出共有 4&nbsp;×&nbsp;16,384&nbsp;×&nbsp;64 个数，float64 下 33.55&nbsp;MB，而分数要 2.15 GB。本课程的分块内核运行这个例子所用内存不到 64 MB（在本课程自己的测试中实测）。下面，同一个内核在 4 个查询和 8 个键上一块一块地运行这个递推。
page-online-softmax-p7 = <strong>试一试</strong>点“单步：读取下一块”，一次一块，直到读完所有键。<strong>注意</strong>当且仅当某一块含有比之前所有分数都大的分数时，这一行才会被重新缩放（因子小于 1）。表格下方的条形画出一个查询的各项 \( e^{z_j - m} \)：当这一块最大的分数（“块内最大值”）高于旧的 \( m \) 时，每根旧条形都按这个因子缩短。
page-online-softmax-p8 = <strong>读完最后一块后</strong>，小工具以一次合并收尾：把同一个查询的键切成两半，各自单独归约，再合并起来。<strong>注意</strong>只有不含这一行最大值的那一半会缩小。
page-online-softmax-what-saves-memory-traffic = 它省下了什么：内存流量
page-online-softmax-p9 = GPU 的计算速度远远快于它在大容量内存和核心旁边的小容量快速内存之间搬运数据的速度，所以内核在大容量内存中读写多少数据，决定了它的速度。数一数一个头要搬运多少个数：\( n \) 个查询和 \( n \) 个键，维度都是 \( d \)（即 \( d_k \)，值则是 \( d_v \)；只用一个 \( d \) 让表格简短些）。内核以 \( B \) 个查询为一块读取查询：\( B \) 个查询共用一次对 \( K \) 和 \( V \) 的遍历，表格后面的循环展示了这一点。
page-online-softmax-numbers-moved-one-head = 一个头搬运的数的个数
page-online-softmax-what-moves = 搬运的内容
page-online-softmax-materialised = 完整存储
page-online-softmax-online-blocks-queries = 在线，每块 \( B \) 个查询
page-online-softmax-read-written = 读 \( Q \)，写 \( O \)
page-online-softmax-read = 读 \( K \) 和 \( V \)
page-online-softmax-scores-written-then-read = 分数：写出，再被 softmax 读入
page-online-softmax-td1 = 无
page-online-softmax-weights-written-then-read = 权重：写出，再读入以乘 \( V \)
page-online-softmax-td2 = 无
page-online-softmax-all = 合计
page-online-softmax-p10 = 完整存储时，\( n \times n \) 的分数和权重各要在大容量内存中往返一次。在线计算时，不存储任何 \( n \times n \) 矩阵。上面的小工具让键依次流过一个查询；内核则让它们一次流过一块 \( B \) 个查询，因为每遍历一次键，都要从大容量内存中读入全部 \( K \) 和 \( V \)：
# Pseudocode of the tiled kernel, shown as a code block; keep the indentation (4 spaces a level).
page-online-softmax-pseudocode =
    对每一块 B 个查询：
        把这一块载入快速内存
        每个查询的 m、ℓ、o 从 −∞、0、0 开始
        对键的每一块：
            读入这一块的 K 和 V
            把 ℓ 和 o 乘以 e^(m − m′)
            再加上这一块的项
        为这一块写出 Oᵢ = o / ℓ
page-online-softmax-p11 = 所以每一块读一次 \( K \) 和 \( V \)，共 \( n/B \) 次。如果不分块，像小工具里那样一次一个查询，每个查询就要读一次：共 \( n \) 次。\( n^2 \) 项从 \( 4n^2 \) 降到 \( 2n^2 d/B \)，大约降为原来的 \( 2B/d \) 分之一。
page-online-softmax-p12 = 在 \( n = 16384 \)、\( d = 64 \)、\( B = 128 \)、float32（4 字节）下，完整存储要搬运 4.31 GB，在线计算只需 1.08 GB，约为前者的 1/3.98，与 \( 2B/d = 4 \) 给出的 1/4 相近。完整存储时的流量几乎全是分数和权重（4.29 GB）；在线时的流量几乎全是 \( K \) 和 \( V \)，被读了 128 遍。分数矩阵本身（float32 下 1.07 GB，是上面 float64 数字的一半）从未存在过。两种方式的算术量相同；\( d \) 越大或块越小，省得越少。
page-online-softmax-p13 = 同样的重新缩放也能合并两个分开计算的部分结果，不论是在两块上还是在两个处理器上：较大的最大值胜出，两边的 \( \ell \) 和 \( o \) 都先缩放到它，再相加。设块 \( a \) 的状态为 \( (m_a, \ell_a, o_a) \)，块 \( b \) 的为 \( (m_b, \ell_b, o_b) \)：
page-backward-toc = 反向传播
page-backward-title = 反向传播：分数该往哪个方向变？
page-backward-p1 = 第 1 章训练好的头和第 3 章两个训练好的模型，拿来时权重就已经学好了；这里讲这样的权重是怎么学出来的。\( W_Q \)、\( W_K \)、\( W_V \) 和 \( W_O \) 由梯度下降求得：损失 \( L \) 衡量这一层的输出错得有多离谱，反向传播计算 \( L \) 随每个权重怎样变化，优化器再把每个权重往下坡方向推一点。注意力的每一步都可微，所以反向传播就是从后往前读的链式法则。反向传播的大多数式子都是求一个乘积的梯度。需要动脑筋的是 softmax，因为每个权重都依赖于整行分数。
page-backward-through-softmax-jacobian = 穿过 softmax：它的雅可比矩阵
page-backward-p2 = 取一行：分数 \( z_1, \dots, z_n \)，权重 \( p_i = e^{z_i} / \sum_l e^{z_l} \)。提高 \( z_j \) 会增大分母，所以它从其他每个键那里拿走权重；只有 \( p_j \) 自己还能通过分子获益。记 \( \Sigma = \sum_l e^{z_l} \)，于是 \( \partial \Sigma / \partial z_j = e^{z_j} \)；商的求导法则给出两种情形：
page-backward-p3 = 两种情形合成一个式子，并对整行一次写出：
page-backward-p4 = 其中 \( \delta_{ij} \) 在 \( i = j \) 时为 1，否则为 0。对角线上 \( p_i(1 - p_i) > 0 \)；对角线外 \( -p_i p_j < 0 \)。\( J \) 的每一行之和为 \( p_i - p_i \sum_j p_j = 0 \)：给每个分数加上同一个常数，不会改变任何权重。
page-backward-from-jacobian-gradient-scores = 从雅可比矩阵到分数上的梯度
page-backward-p5 = 训练时，每个权重都会从上方收到一个梯度 \( dp_i = \partial L / \partial p_i \)。损失通过这一行的每个权重到达 \( z_j \)，所以链式法则把这些路径加起来：
page-backward-p6 = \( \delta_{ij} \) 让第一个求和只剩一项，而 \( p_j \) 是第二项的公因子。\( \sum_k p_k\, dp_k \) 是 \( dp \) 按这一行加权的平均：也就是 \( dp \) 中想把所有权重一起往上推的那部分，而 softmax 做不到这一点，因为权重加起来等于 1。
page-backward-whole-backward-pass-one = 一个头的完整反向传播
page-backward-p7 = 对任意矩阵 \( T \)，用 \( dT \) 表示 \( \partial L / \partial T \)：一个与 \( T \) 形状相同的矩阵。前向计算是 \( Q = XW_Q \)、\( K = XW_K \)、\( V = XW_V \)、\( S = QK^\top \)、\( Z = \operatorname{mask}(S/\sqrt{d_k}) \)、\( P = \operatorname{softmax}(Z) \)、\( O = PV \)，然后再做一次乘法：输出投影（<a href="#heads-split">第 3 章</a>）把头的输出变回模型维度，
page-backward-p8 = （这是一个头的情形，\( h = 1 \)；有 \( h \) 个头时，\( O \) 是它们的输出并排放在一起，\( (n, h\,d_v) \)，\( W_O \) 是 \( (h\,d_v, d_{\text{model}}) \)，下面每个式子把 \( d_v \) 换成 \( h\,d_v \) 都成立。）不管上面的层拿 \( Y \) 做什么，损失的梯度都从这里进入注意力，即 \( dY \)，\( Y \) 的每个元素一个数。一个乘积的梯度，就是从上方传来的梯度乘以另一个因子，并转置以使形状吻合。下面用一个小到可以写出来的乘积说明为什么。
page-backward-p9 = 设损失为 \( L = \sum_{i,j} G_{ij} Y_{ij} \)，这里它等于 5。把 \( Y_{ij} \) 提高 \( \varepsilon \)，\( L \) 就提高 \( G_{ij}\,\varepsilon \)，所以 \( dY = G \)：\( G \) 代表上面的层，它们为 \( Y \) 的每个元素交回一个这样的变化率。现在跟踪一个权重。\( B_{12} = 2 \) 在 \( B \) 的第 2 列，所以它只影响 \( Y \) 的第 2 列：\( Y_{12} = A_{11}B_{12} + A_{12}B_{22} \)，\( Y_{22} = A_{21}B_{12} + A_{22}B_{22} \)。它通向 \( L \) 的两条路径相加：
page-backward-p10 = \( A \) 的第 1 列，也就是 \( A^\top \) 的第 1 行，遇上 \( G \) 的第 2 列：得到 \( dB = A^\top G \) 的一个元素。检验一下，把 \( B_{12} \) 微调到 2.1：\( Y_{12} \) 变成 1.1，\( Y_{22} \) 变成 3.2，\( L \) 变成 5.5，增加了 \( 0.1 \times 5 \)。是精确的，不是近似的，因为 \( L \) 关于 \( B \) 是线性的。从 \( A \) 这一侧用同样的方法记账，得到 \( dA = G B^\top \)。试着算一个元素。
page-backward-p11 = 对 \( Y = OW_O \)，\( O \) 扮演 \( A \)，\( W_O \) 扮演 \( B \)：
page-backward-p12 = \( dW_O \) 是 \( (d_v, d_{\text{model}}) \)，和 \( W_O \) 一样：这正是优化器更新 \( W_O \) 所需要的。\( dO \) 是 \( (n, d_v) \)，和 \( O \) 一样：它继续往下传入这个头。头的输出 \( O = PV \) 也是一个乘积，所以同样的规则把 \( dO \) 传进它的两个因子，再从 \( dP \) 穿过 softmax：
page-backward-p13 = \( \odot \) 表示逐元素相乘，\( \operatorname{rowsum} \) 把每一行加起来。\( dV \) 和 \( dP \) 这两个式子用的还是 \( W_O \) 那两个式子的规则，只是从上方传来的是 \( dO \)。\( dZ \) 这个式子是 softmax 的行形式 \( dz_j = p_j \big(dp_j - \sum_k p_k\, dp_k\big) \)（在上面的预测之后推导过），对所有行一次算出，而不需要构造 \( J \)，即 softmax 的雅可比矩阵（一行中每个 \( \partial p_i / \partial z_j \) 组成的表）。由此可以得出三点。\( dZ \) 的每一行之和为 0。<strong>掩码无需额外处理：</strong>被遮蔽的分数 \( P_{ij} = 0 \)，所以 \( dZ_{ij} = 0 \)。而饱和的一行（有一个权重接近 1）有 \( J \approx 0 \)：这正是除以 \( \sqrt{d_k} \) 所要防止的梯度消失。
page-backward-p14 = 从 \( dS \) 起，用和 \( dV \)、\( dP \) 相同的规则继续往下，穿过 \( S = QK^\top \)，再穿过投影 \( Q = XW_Q \)、\( K = XW_K \)、\( V = XW_V \)。在看这些式子之前，先自己推出其中一个形状。
page-backward-p15 = 反向传播的其余部分，连同新式子中各项的形状：
page-backward-p16 = \( dW_K \) 的形状和 \( W_K \) 相同，\( dW_V \) 和 \( W_V \) 相同，每个梯度都和它的矩阵形状相同。下面逐式推导。
page-backward-go-deeper-each-line = 深入一步：逐式推导，连同形状
page-backward-through-weighted-sum = 穿过加权和 \( O = PV \)
page-backward-p17 = \( O_{id} = \sum_j P_{ij} V_{jd} \) 关于两个因子都是线性的。值的第 \( j \) 行以权重 \( P_{ij} \) 到达每个输出行 \( i \)，所以它的梯度从所有输出行收集 \( P_{ij}\, dO_i \)；权重 \( P_{ij} \) 只乘 \( V_j \)，所以它的梯度是 \( dO_i \cdot V_j \)：
page-backward-through-softmax-row-row = 穿过 softmax，一行一行地
page-backward-p18 = \( dZ \) 的每一行就是上面推出的行形式 \( dz_j = p_j \big(dp_j - \sum_k p_k\, dp_k\big) \)，以 \( P \) 和 \( dP \) 的第 \( i \) 行作为 \( p \) 和 \( dp \)。对所有行一次写出：
page-backward-through-scaling-scores = 穿过缩放和分数 \( S = QK^\top \)
page-backward-p19 = 前向计算中除以 \( \sqrt{d_k} \)，梯度也要除以 \( \sqrt{d_k} \)。然后 \( S_{ij} = q_i \cdot k_j \)：查询 \( i \) 遇上每个键，键 \( j \) 遇上每个查询。
page-backward-through-projections-through = 穿过投影，以及穿过 \( W_O \)
page-backward-p20 = \( Q = XW_Q \) 给出 \( dW_Q = X^\top dQ \)，\( K \) 和 \( V \) 同理。\( X \) 输入全部三个投影，所以它的梯度是三条路径之和：
page-backward-p21 = 有 \( h \) 个头时，主路径上 \( W_O \) 的两个式子要把 \( O \) 换成各个头的输出并排放在一起，\( C = \big[\,O_1 \;\cdots\; O_h\,\big] \)，而 \( dC \) 再拆回每个头的 \( dO \)：
page-backward-checking-derivation = 检验推导
page-backward-p22 = 推导对不对，不必靠相信，可以直接检验。把一个权重 \( \theta \) 微调 \( \pm\varepsilon \)，测量损失：\( \big(L(\theta + \varepsilon) - L(\theta - \varepsilon)\big) / 2\varepsilon \) 近似 \( \partial L/\partial\theta \)，误差像 \( \varepsilon^2 \) 一样缩小，直到舍入误差（像 \( 1/\varepsilon \) 一样增长）占了上风。下面的损失是 \( L = \sum Y \odot G \)，\( G \) 是随机的，所以 \( dY = G \)；页面运行一次反向传播，并为这一层的每个元素运行两次前向计算。这一层很小：\( n = 4 \) 个词元，\( d_{\text{model}} = 6 \)，每个头 \( d_k = d_v = 2 \)，所以 \( W_Q \) 是 \( 6 \times 2h \)。对每个矩阵，表格用<em>相对误差</em>比较反向传播的梯度 \( g_{\text{bp}} \) 和有限差分 \( g_{\text{fd}} \)：\( \lVert g_{\text{bp}} - g_{\text{fd}} \rVert / \max(\lVert g_{\text{bp}} \rVert, \lVert g_{\text{fd}} \rVert) \)，其中 \( \lVert \cdot \rVert \) 是各元素平方和的平方根：用梯度自身的大小来衡量差距。最大的相对误差应该远低于 \( 10^{-6} \)。\( L \) 关于 \( W_V \) 和 \( W_O \) 是线性的，所以即使 \( \varepsilon \) 较大，它们的误差也很小。
page-backward-p23 = <strong>试一试</strong>一个较大的有限差分步长 \( \varepsilon \)，比如 \( 10^{-2} \)，再试一个极小的，比如 \( 10^{-12} \)。<strong>注意</strong>误差在两个方向上都会变大：步长较大时，差商本身就不准（截断误差）；步长极小时，舍入误差占了上风。

## Pages' prose, chapter 5 (page-*)

page-learning-toc = 一个头在学习
page-learning-title = 看一个头学习
page-learning-p1 = 看看<a href="#backward">反向传播</a>怎样实际工作：一个头、两个小任务，没有人告诉它该用什么权重。设定如下：
page-learning-li1 = <strong>词元。</strong>六个词元，位置从 0 到 5（本章的位置一律从 0 开始数），每个词元由它的位置 \( p \) 和它的字母 \( c \)（A、B 或 C）组成，写成并排的两个独热块（除了一个 1 之外全是 0）：\( x = \operatorname{onehot}(p) \oplus \operatorname{onehot}(c) \)，其中 \( \oplus \) 表示“并排放在一起”。所以 \( d_{\text{model}} = 6 + 3 = 9 \)。\( W_Q \) 和 \( W_K \) 各有 \( d_k = 6 \) 列，和位置一样多：足以让 \( W_Q W_K^\top \) 表示任意一张“位置对位置”的分数表，比如“看前一个词元”。
page-learning-li2 = <strong>值。</strong>\( W_V = I \)，即单位矩阵：每个值就是它的词元本身，所以一个词元的输出就是它所关注的那些词元的加权平均。
page-learning-li3 = <strong>损失。</strong>词元 \( i \) 的输出应该等于一个特定的词元，即它的目标 <span class="nowrap">\( x_{t(i)} \)：</span><span class="nowrap">\( L = \tfrac{1}{2}\lVert O_i - x_{t(i)} \rVert^2 \)</span>，对 24 个训练序列中的每个词元 \( i \) 取平均。当且仅当每个词元都把全部权重放在自己的目标上时，它为 0。
page-learning-li4 = <strong>更新。</strong>Adam（梯度下降的一种变体）只改变 \( W_Q \) 和 <span class="nowrap">\( W_K \)。</span>
page-learning-p2 = 第一个任务需要位置（关注紧挨在前面的那个词元），第二个任务需要字母（关注字母相同的另一个词元；字母是打乱的，所以靠位置行不通）。当损失低于 0.01、并且每一行最大的权重都落在正确的词元上时，就算学会了这个任务：用默认的种子和学习率，第一个任务要 59 步，第二个要 107 步。
page-learning-p3 = <strong>试一试</strong>在第一个任务上点“播放”，再在第二个任务上播放，或者点“单步”一步一步地更新。<strong>注意</strong>随着损失下降，序列上的权重从一片模糊变成每行一个明亮的单元格。
page-learning-p4 = 训练好之后（第 0 步时它是随机的），演示下方的乘积 \( W_Q W_K^\top / \sqrt{d_k} \) 就包含了这条规则。对“前一个词元”任务，位置块点亮的是（位置 \( i \)，位置 \( i - 1 \)）这些单元格，正好在对角线下方，字母那几行保持很小。对“相同字母”任务，字母块沿对角线亮起，而位置块的对角线变成负的：一个词元学会了跳过自己、去找它的孪生词元。真实的模型仅凭预测下一个词元的损失，就能从零学出这样的“前一个词元”头和“重复词元”头。归纳头则更进一步，它需要两层。
page-trained-heads-toc = 训练好的头
page-trained-heads-title = 训练好的头：看一个归纳头形成
page-trained-heads-p1 = 上面的头是被告知了目标的。这里没有人说该看什么：一个小模型只被训练去预测下一个词元，它的头自己找到各自的工作。它只有注意力，别无其他。它认识 A 到 L 这 12 个字母，一次最多读 24 个。它是在构建本网站时用 Adam 训练的，共 1200 步，每条训练序列里都有一段会重复出现的字母。它在一个字母上的<em>损失</em>是 <span class="nowrap">\( -\ln p \)，</span>其中 \( p \) 是它给正确字母的概率。
page-trained-heads-p2 = 在模型内部，位置 \( i \) 的向量（和上面一样从 0 开始数）起初是 <span class="nowrap">\( x_i = e(t_i) + p_i \)</span>：它的字母学到的嵌入加上它的位置学到的嵌入，共 32 个数。两层各有一个头，头把它的输出<em>加到</em> \( x_i \) 上，什么都不会被覆盖。这个不断累加的和就是<em>残差流</em>，所以第 2 层在任何位置都既能读到第 1 层在那里写下的东西，也能读到最初的字母和位置。最后，\( W_U \) 把最终的 \( x_i \) 变成 12 个数，每个字母一个，字母越可能，数越大（即 <em>logits</em>），softmax 再把它们变成模型对位置 \( i + 1 \) 上字母的猜测。
page-trained-heads-label1 = 位置 i 在模型中的路径。字母的嵌入 e(t_i) 和位置的嵌入 p_i 相加得到 x_i，即 32 个数的残差流。第 1 层的头读取位置 j（j 不超过 i）上的流，并把输出加到 x_i 上；第 2 层的头也一样，而且能读到第 1 层加上的东西。最后 W_U 把 x_i 变成 12 个 logits，每个字母一个，softmax 再把它们变成对下一个字母的猜测。
page-trained-heads-text1 = 字母 e(tᵢ)
page-trained-heads-text2 = 位置 pᵢ
page-trained-heads-text3 = xᵢ，残差流：
page-trained-heads-text4 = 32 个数
page-trained-heads-text5 = 第 1 层的头
page-trained-heads-text6 = 读 xⱼ，j ≤ i
page-trained-heads-text7 = + 它的输出
page-trained-heads-text8 = 第 2 层的头
page-trained-heads-text9 = 读 xⱼ，j ≤ i
page-trained-heads-text10 = + 它的输出
page-trained-heads-text11 = 12 个 logits，
page-trained-heads-text12 = softmax：猜测
page-trained-heads-p3 = 一个位置的向量 \( x_i \) 在模型中的路径：每个头读取残差流并往里添加；\( W_U \) 读取最终结果。
page-trained-heads-label2 = 模型一览
page-trained-heads-tokens = 词元
page-trained-heads-dd1 = 12 个字母 A 到 L，序列最长 24
page-trained-heads-residual-stream = 残差流
page-trained-heads-dd2 = 每个位置 32 个数，\( d_{\text{model}} = 32 \)
page-trained-heads-layers = 层数
page-trained-heads-dd3 = 2 层，每层一个头，\( d_k = d_v = 32 \)
page-trained-heads-parameters = 参数
page-trained-heads-dd4 = 9,728 个：\( e \) 是 12 × 32，\( p \) 是 24 × 32，每层的 \( W_Q, W_K, W_V, W_O \) 都是 32 × 32，\( W_U \) 是 32 × 12
page-trained-heads-p4 = 测试用的是八个不同字母组成的一段，后面跟着它的重复。第一遍时什么都无法预测。在重复段中，每个下一个字母都可以预测，但只能依靠第一遍时见过的东西，所以必须有某个头往回看。它看向哪里，就是下面的问题。
page-trained-heads-p5 = <strong>试一试</strong>你自己的字母，或者一段随机字母的重复。<strong>注意</strong>从重复开始，第 2 层头的明亮单元格落在实线框出的条带上，而模型的猜测也正是从这里开始变对的。然后勾选<em>关闭第 1 层</em>。
page-trained-heads-p6 = 两个头，两份工作。第 1 层看<em>前一个词元</em> \( i - 1 \)。第 2 层看当前词元<em>前一次出现之后</em>的那个词元：一段长度为 8 时，前一次出现在 \( i - 8 \)，它之后的词元在 \( i - 7 \)，这就是归纳条带。这就是<em>归纳头</em>（由 Elhage 等人于 2021 年命名；Olsson 等人在 2022 年研究了大规模模型中的这类头）：它补全 <span class="nowrap">\( \ldots A\,H \ldots A \to H \)。</span>点线框出的<em>重复词元</em>条带 \( i - 8 \) 会再次找到同一个字母；两个头都不看那里。每张图的标题给出这个头在各条带上的平均权重；图下方的表格是在模型从未训练过的 64 个测试序列上的平均。在重复开始之前，第 2 层没有东西可找，就把权重停放在查询自己身上。
page-trained-heads-p7 = 关闭第 1 层表明第 2 层需要它：在默认的序列上，第 2 层在归纳条带上的权重从 0.89 降到 0.17，重复段中猜对的次数从 7 次中 7 次降到 7 次中 1 次。
page-trained-heads-edge-cases-short-periods = 边界情形：短周期、短的段，以及留有余地的猜测
page-trained-heads-p8 = <strong>权重不等于确定。</strong>即使第 2 层对位置很有把握，猜测给那个字母的概率也只在 22% 到 50% 之间。训练时，一段字母周围的随机字母常常碰巧也有一个更早的孪生字母，所以模型学会了留有余地。
page-trained-heads-p9 = <strong>周期短时，条带会重叠。</strong>在 ABABABAB 中，当前字母前一次出现之后的那个词元在 \( i - 1 \)，所以它也是前一个词元，两条条带落在同样的单元格上。这时一条条带的平均权重会把同一个头的权重算在两个名字下：在这个序列上，第 1 层读作“归纳 0.86”，第 2 层读作“前一个词元 0.66”。这是重叠，不是换了工作。
page-trained-heads-p10 = <strong>短的或多次重复的段会削弱这个回路。</strong>第 2 层在归纳条带上的平均权重，在默认序列 DKAHFBJCDKAHFBJC 上约为 0.89，而在 ABCDEABCDE 上约为 0.46，在 ABCABCABCABC 上约为 0.62，都是只在那一个序列上测得。6 到 12 个不同字母组成、重复一次的段，最能显示它。
page-trained-heads-p11 = <strong>过了位置 16，第 1 层就不再往回看。</strong>在随机字母上，它在前一个词元上的权重，在直到 15 的大多数位置上都高于 0.9，在 16 约为 0.6，在 17 约为 0.2，从 18 起低于 0.1；再往下，回路的第一张图也显示它的条带在那里变淡。一个头只在某项工作能降低损失的地方才学会这项工作。第 1 层的“我前面的那个词元”只在第 2 层要找的键处被读取，也就是一段字母第一遍出现时的那些位置。训练时，一段 2 到 12 个字母在 24 个位置中的随机地方重复，位置 8 在 62% 的序列中是这样的键，位置 17 只在 8% 中，位置 20 只在 2% 中。所以一段字母重复得晚时，模型猜得更差。
page-trained-heads-circuit = 回路
page-trained-heads-p12 = 一个头此刻只能比较位置 \( i \) 和 \( j \) <em>上</em>有什么。在第 1 层，那是一个词元和一个位置：它能找到“前面那个 A”，却找不到“<em>前一个</em>词元是 A 的那个词元”，这是关于两个位置的事实，还没有哪个键包含它。教科书上的回路（Elhage 等人，2021）用两个头分三个环节把它搭出来，每个环节都把输出加到残差流 \( x \) 上。
page-trained-heads-label3 = 序列 … A H … A ?，位置 j − 1、j、i 和 i + 1。箭头 1，第 1 层：从 j − 1 上的 A 指向 j 上的 H，H 现在还带着 +A。连线 2，第 2 层，是匹配而不是流动：i 上第二个 A 的查询与 j 上的键 +A 匹配。箭头 3：j 上的 H 被复制到位置 i。然后是 W_U，从 i 指向问号：对下一个字母的猜测。
page-trained-heads-text13 = 匹配
page-trained-heads-text14 = 第 1 层
page-trained-heads-text15 = 第 2 层
page-trained-heads-p13 = 重复序列 … A H … A ? 上的归纳回路
page-trained-heads-li1 = <strong>第 1 层</strong>（虚线）：在 \( j \) 处，它只凭位置回看 \( j - 1 \)，并把大致为 <span class="nowrap">\( u_j = e(\mathrm{A})\, W_V^{(1)} W_O^{(1)} \)</span> 的东西加到 H 的位置上，即 +A：“我前面的词元是 A”。所以 \( u_j \) 就是第 1 层在紧跟一个 A 之后的位置上加的东西。
page-trained-heads-li2 = <strong>第 2 层</strong>：在第二个 A 即 \( i \) 处，它的查询（“我是 A”）与 \( j \) 处的键匹配，那个键现在带着 +A，于是它关注那里。（点线表示查询与键之间的匹配；沿着它并没有东西移动。）
page-trained-heads-li3 = 第 2 层把 \( j \) 处的字母 H 复制到位置 \( i \)（箭头 3）：它加上 \( e(\mathrm{H})\, W_V^{(2)} W_O^{(2)} \)。在 \( i \) 处，\( W_U \) 把它变成对下一个字母的猜测，也就是 <span class="nowrap">\( i + 1 \) 处的字母：? 是 H。</span>
page-trained-heads-p14 = <strong>追踪一个位置。</strong>在 DKAHFBJCDKAHFBJC 中取 \( j = 3 \) 处的 H：第 1 层之前，\( x_3 = e(\mathrm{H}) + p_3 \)。第 1 层把 0.86 的权重放在位置 2 即 A 上，其余 0.14 放在位置 0、1 和 3 上，并把它读到的整个向量（字母和位置）经过 \( W_V^{(1)} W_O^{(1)} \) 加进来：
page-trained-heads-p15 = 其中“…”是其余 0.14 的同样形式。回路只保留字母部分，并把它的权重取整为 1：\( u_j = e(\mathrm{A})\, W_V^{(1)} W_O^{(1)} \)，即图中的 +A，所以 \( x_j \approx e(t_j) + p_j + u_j \)。
page-trained-heads-p16 = <strong>第 2 个环节是 K 组合：</strong>第 2 层在 \( j \) 处的键是那个和乘以 \( W_K^{(2)} \)，所以它是各部分的键之和，它与查询的字母 \( e(t_i) \) 的分数中有两项是在比较字母：2a 与第 1 层写下的字母比较，2b 与键自己的字母比较。
page-trained-heads-p17 = 如果训练让 2a 在 \( t_{j-1} = t_i \) 时很大，这个头就会关注紧跟在前面那个 A 之后的位置：即归纳条带。单层模型只有 2b 这样的项，在那里匹配只能找到前面那个 A 本身，而不是它后面的 H。
page-trained-heads-p18 = <strong>取整丢掉了什么。</strong>在第二个 A 即 \( i = 10 \) 处，对 \( j = 3 \)，用 \( u_3 \) 算，2a 项是 10.5；用第 1 层在位置 3 实际写下的全部东西（包括位置和其余 0.14）算，是 9.4。匹配依然成立：第 2 层在那里的完整分数，即下面方框里全部九项之和，是 8.2；这一行中次高的是 0.9。
page-trained-heads-go-deeper-layer-2 = 深入一步：第 2 层的分数，全部九项
page-trained-heads-p19 = 用 \( x_i \) 表示位置 \( i \) 上的残差流，起初是 \( e(t_i) + p_i \)。每个头都像本课程中的每个头一样打分并相加：
page-trained-heads-p20 = 第 1 层之后，每个位置上都有 \( x_i = e(t_i) + p_i + u_i \)，在第 1 层回看一步的地方 <span class="nowrap">\( u_i = e(t_{i-1})\, W_V^{(1)} W_O^{(1)} \)</span>。第 2 层的分数是 \( i \) 处这个和与 \( j \) 处同样的和的乘积，所以它拆成三乘三项：
page-trained-heads-p21 = 2a 和 2b 这两项是查询的字母 \( a = e(t_i) \) 分别对 \( b = u_j \) 和 \( b = e(t_j) \)。另一项含查询字母的，读的是键的位置 \( p_j \)；其余六项从查询的位置 \( p_i \) 或从 \( u_i \)（第 1 层在查询处写下的东西）出发。
page-trained-heads-p22 = 下面的几张图只从权重读出这三个环节，不需要运行任何序列：第 1 层来自位置的分数，用同样的颜色画出每对字母的 2a 项和 2b 项，以及第 3 环节的复制。在它们的标题中，\( a \) 是查询的字母，\( b \) 是键的字母，\( u(b) \) 是第 1 层在紧跟一个 \( b \) 之后的位置上加的东西（\( b \) 是 A 时，就是图中的 +A）。
page-trained-heads-p23 = 预测之前，<strong>先读一个单元格</strong>。图 2a 中 A 行 A 列是 10.5。它是第 2 层分数的一部分，对应字母为 A 的查询和紧跟在前面一个 A 之后的键：在 DKAHFBJCDKAHFBJC 中，就是 \( i = 10 \) 处的第二个 A 和 \( j = 3 \) 处的 H。像上面那样取整，第 1 层把 <span class="nowrap">\( u(\mathrm{A}) = e(\mathrm{A})\, W_V^{(1)} W_O^{(1)} \)</span> 加到 \( x_3 \) 上。第 2 层的键把它读成 \( u(\mathrm{A})\, W_K^{(2)} \)，它在 \( i \) 处的查询是 \( e(\mathrm{A})\, W_Q^{(2)} \)，各 32 个数，它们的点积除以 \( \sqrt{32} \) 就是 10.5。A 行的其余单元格在 −2.8 到 0.7 之间：在 softmax 之前、在加上分数的其他项之前，一个带着 +A 的键就已经远远高出其他键。
page-trained-heads-p24 = <strong>试一试</strong>在图 2a 和 2b 上用方向键或鼠标指针，两张图用同一个查询字母。<strong>注意</strong>两张图中哪一张有明亮的对角线，以及图 3 的对角线说明：被看的字母就是被预测的字母。
page-trained-heads-p25 = 只有组合项有明亮的对角线。在 64 个测试序列上，第 1 层平均把 0.91 的权重放在前一个词元上，第 2 层平均把 0.85 放在归纳目标上：一个头把信息搬到位，让另一个头的查询和键能够相遇。
page-trained-heads-train-one-yourself = 自己训练一个
page-trained-heads-p26 = 下面，同一个模型在后台线程中从随机权重开始训练：每一步是在 16 个序列上做一次 Adam 更新，每个序列有 24 个随机字母，其中一段 2 到 12 个不同字母紧接着重复一次，位置随机。跟踪两个损失：第一遍那段上的，以及重复段上的。每 25 步，在 32 个测试序列上（是随附模型所用 64 个的一半，为了让训练快些）测量每个头在每条条带上的平均权重，两张图显示每一层在 DKAHFBJCDKAHFBJC 上的情况。
page-trained-heads-p27 = <strong>试一试</strong>用两层点“播放”，然后切换到一层再播放（两层的那次运行会留下一条淡淡的线）。<strong>注意</strong>重复段的损失与第一遍的损失对比、第 2 层的归纳权重与点线 0.8 对比，以及第 2 层那张图上的条带，它们都在同样的步数上变化。
page-trained-heads-p28 = 用默认种子时，重复段的损失在约 800 步内一直停在随机水平附近，同时第 1 层在前一个词元上的权重从约 0.1 慢慢爬到 0.3。然后，在大约 200 步之内，它升到 0.8，第 2 层的归纳权重从约 0.1 升到 0.8，重复段的损失从随机水平降到约 1.6，再降到 1 以下。为什么这么突然？两个部分单独都不怎么降低损失：第 1 层写下的东西，在第 2 层的键读取它之前没什么价值；而一个去找它的第 2 层头，在第 1 层写下它之前什么也找不到。每一部分得到的梯度，都随另一部分的成长而变大。
page-trained-heads-p29 = 重复段的损失在 0.9 附近趋于平稳，而不是 0：重复段的第一个字母无从预知，而那段之外碰巧出现的孪生字母会误导这个头。单层的对照模型永远到不了那里：2000 步后，它的归纳权重约为 0.01，重复段损失约为 2.45，即随机水平。<strong>并不是每个种子都能走到这一步。</strong>在种子 0 到 15 中，两层模型有 9 个在第 2000 步之前形成了归纳头（在第 650 到 1950 步之间），其余 7 个没有；种子 6 一直训练到第 6000 步，仍然没有。梯度下降常常能找到这个回路，但并不总能。

## Pages' prose, chapter 6 (page-*)

page-misconceptions-toc = 误解与 bug
page-misconceptions-title = 四个误解，八个 bug
page-misconceptions-p1 = 关于注意力，有四种误解一再出现。下面每一个都有一个简短的回答和一个实时检验，或者一个链接，指回已经解决了它的那一节。之后是真实代码里常被带上线的八个 bug，每章都有：代码能跑，形状也对，数却是错的。
page-misconceptions-q-k-v-are = “Q、K 和 V 就是输入的嵌入”
page-misconceptions-p2 = 它们是嵌入的三个<em>投影</em>：\( q_i = x_i W_Q \)、\( k_i = x_i W_K \)、\( v_i = x_i W_V \)，分别经过三个不同的学到的矩阵。所以一个词元作为一个向量进来，作为三个向量出去，每个的维度是 \( d_k \)（或 \( d_v \)），而不是 \( d_{\text{model}} \)。下面把一个词元的四个向量并排放在一起；完整的矩阵连同每个维度的滑块，在<a href="#qkv">查询、键和值</a>一节。
page-misconceptions-p3 = <strong>试一试</strong>换一个词元，再换一个种子。<strong>注意</strong> \( x \)、\( q \)、\( k \) 和 \( v \) 是四个不同的向量，而只有 \( x \) 的维度是 \( d_{\text{model}} \)。
page-misconceptions-attention-just-similarity-search = “注意力不过是相似度搜索”
page-misconceptions-p4 = 普通相似度会用 \( x_i \cdot x_j \) 给词元 \( i \) 对词元 \( j \) 打分：对称，而且由嵌入固定死了。注意力的分数是 \( q_i \cdot k_j = x_i\, W_Q W_K^{\mathsf T} x_j^{\mathsf T} \)，这种比较由学到的矩阵塑造，而且不必对称。<a href="#qkv">查询、键和值</a>一节中的开关“直接用 \( X \)”展示了普通的版本；这里把两种对键的排序并排展示。
page-misconceptions-p5 = <strong>试一试</strong>几个种子。<strong>注意</strong>普通相似度的排序从不变化，而学到的排序会变：种子抽取的是新的投影矩阵，而不是新的嵌入。
page-misconceptions-softmax-picks-one-position = “softmax 只挑一个位置”
page-misconceptions-p6 = argmax 只挑出唯一最大的分数，把一切都给分数最高的键；softmax 是它的光滑版本，给每个键一份随分数增长的份额。在 softmax 之前把分数除以一个温度 \( T \)，就能看到整个范围。当 \( T \to 0 \) 时，最高的分数几乎拿走全部权重，这是硬选择。随着 \( T \) 增大，\( n \) 个权重各自趋近 \( 1/n \)，它们的熵（衡量它们有多分散的量）趋近上限 \( \ln n \)。注意力在 \( T = 1 \) 下运行，而分数已经除以了 \( \sqrt{d_k} \)（这个除法<em>就是</em>一个温度），所以它的权重通常分散在好几个键上。
page-misconceptions-p7 = <strong>试一试</strong>把温度从最低调到最高。<strong>注意</strong>接近 0 时一个键几乎拿走一切，在最高处权重几乎均匀，而在 \( T = 1 \) 时每个键都保留一份。
page-misconceptions-every-transformer-needs-causal = “每个 Transformer 都需要因果掩码”
page-misconceptions-p8 = 只有不许看到未来的模型才遮蔽后面的键：即<em>解码器</em>，模型中从左到右、一次一个词元地写文本的部分（比如 GPT），它在训练时和生成时都需要掩码。<em>编码器</em>读入整个输入来表示它（比如 BERT），不需要掩码。<em>交叉注意力</em>也不需要：它的查询来自一个序列（正在写的文本），键和值来自另一个完整已知的序列（比如正在翻译的句子），所以它的分数是 \( (n_q, n_k) \)，每个查询一行，另一个序列的每个键一列。<em>填充</em>掩码是另一回事：只要一个批次里的序列长度不同、被填充到同一长度，上面任何一种都需要它，以免查询看到填充。<a href="#masking">掩码</a>一节的演示在同样的分数上把因果掩码关掉又打开。
page-misconceptions-eight-bugs-that-raise = 八个不报错的 bug
page-misconceptions-p9 = 每个 bug 都只是改了一行代码或一个设置，而且每个仍然返回形状正确的矩阵。前三个由你自己找出：每个都附有代码和一个问题，然后页面在同样的随机 \( Q \)、\( K \) 和 \( V \) 上分别运行正确的版本和有 bug 的版本。
page-misconceptions-spot-bug-online-softmax = 找 bug：没有重新缩放的在线 softmax
page-misconceptions-p10 = <a href="#online-softmax">在线 softmax</a> 一次读一块键。当一块把运行最大值从 \( m \) 提高到 \( m' \) 时，必须先把到目前为止保留的和 \( \ell \) 与输出 \( o \) 乘以 \( e^{m - m'} \)，再加上这一块的项。漏掉这一行，也不会有任何报错。
page-misconceptions-p11 = <strong>试一试</strong>几个种子，直到有一行的结果是精确的。<strong>注意</strong>那一行的最大值在第一块之后发生了什么。
page-misconceptions-spot-bug-mask-after = 找 bug：在 softmax 之后加掩码
page-misconceptions-p12 = <a href="#masking">掩码</a>在 softmax 之前，把 \( -\infty \) 写进查询不能看的分数里。如果代码改为在 softmax 之后把这些权重置零，会怎样？被遮蔽的键两种方式都得到 0；请预测还有什么会变，包括其他键保留的权重，以及<a href="#learning">反向传播</a>。
page-misconceptions-p13 = <strong>试一试</strong>换一个种子。<strong>注意</strong>最后一行什么都不遮蔽，它是唯一一个加起来仍然等于 1 的行。
page-misconceptions-spot-bug-induction-head = 找 bug：只有一层的归纳头
page-misconceptions-p14 = <a href="#trained-heads">训练好的头</a>用两个头（每层一个）复制一段重复的字母。同样的配方只用一层，训练同样久，也不会报错。
page-misconceptions-p15 = <strong>试一试</strong>换一个种子：它会抽取另一些字母段。<strong>注意</strong>两层模型的图中有一条条带，重复段中的每个字母都看向它前一次出现之后的那个字母，而单层模型的图中没有。
page-misconceptions-all-eight-side-side = 八个 bug 并排对比
page-misconceptions-p16 = 还有五个，每个都是同一类一行之差的失误：
page-misconceptions-li1 = <strong>除以 \( \sqrt{d_{\text{model}}} \)。</strong>一个分数的方差是 \( d_k \)，不是 \( d_{\text{model}} \)。除数太大会把权重压平。
page-misconceptions-li2 = <strong>在错误的轴上做 softmax。</strong>对每一列而不是每一行归一化：各行加起来不再等于 1，各列才等于 1。
page-misconceptions-li3 = <strong>在 softmax 之后缩放。</strong>各行加起来等于 \( 1/\sqrt{d_k} \)，而 softmax 已经在未缩放的分数上饱和了。
page-misconceptions-li4 = <strong>用 0 做掩码。</strong>分数 0 只是一个普通的分数，\( e^0 = 1 \)：未来的词元仍然得到权重。
page-misconceptions-li5 = <strong>拆分头时不转置。</strong><code>Q.reshape(h, n, d_k)</code> 的形状和正确的拆分一样，但第 1 个头拿到的是 \( Q \) 的前 \( n \cdot d_k \) 个数（前几个词元的整行），而不是每个词元的第 1 段（<a href="#heads-split">多个头</a>）。
page-misconceptions-p17 = <strong>试一试</strong>依次看每个 bug。<strong>注意</strong>每个有 bug 的版本都返回形状正确的权重，只有它的表格露出了破绽。
page-takeaways-toc = 要点与练习
page-takeaways-title = 要记住的
page-takeaways-p1 = 十个问题，课程建立的每个概念一个。先大声说出或在纸上写下每个问题的答案，再展开对照：能让一个概念留下来的，是回忆它，而不是重读它。
page-takeaways-where-do-come-from = \( Q \)、\( K \) 和 \( V \) 从哪里来？为什么要三个？
page-takeaways-p2 = <strong>同一输入的三个投影。</strong>\( Q = XW_Q \)，\( K = XW_K \)，\( V = XW_V \)：同样的嵌入，用三种方式映射，这样一个词元就能各自独立地描述它在找什么、它凭什么被找到、它传递什么。
page-takeaways-what-do-scores-measure = 分数 \( QK^{\mathsf T} \) 衡量的是什么？它的形状是什么？
page-takeaways-p3 = <strong>分数是学到的相似度。</strong>\( QK^{\mathsf T} \) 每个查询–键对一个元素，在自注意力中形状是 \( (n, n) \)。它通过 \( W_Q W_K^{\mathsf T} \) 衡量相似度，而不是在原始嵌入之间，而且不必对称。
page-takeaways-why-are-scores-divided = 为什么分数要除以 \( \sqrt{d_k} \)？
page-takeaways-p4 = <strong>点积的方差随 \( d_k \) 增长，所以要除以 \( \sqrt{d_k} \)。</strong>\( d_k \) 个独立的单位方差项的点积，方差是 \( d_k \)。缩放把分数的标准差拉回到 1 左右，让 softmax 不至于饱和，梯度也得以保持。
page-takeaways-along-which-axis-does = softmax 沿哪个轴运行？它把一行变成什么？
page-takeaways-p5 = <strong>softmax 沿着键运行。</strong>每个查询的那一行变成一个概率分布：权重加起来等于 1，每个没被遮蔽的键都是正的。它是软的：只有当一个分数远远压过其他分数时，才接近独热。
page-takeaways-how-key-hidden-from = 怎样对一个查询遮蔽一个键？什么时候需要掩码？
page-takeaways-p6 = <strong>用 \( -\infty \) 做掩码：每个解码器都要因果掩码，批次被填充时都要填充掩码。</strong>解码器遮蔽未来的键，训练时和生成时都一样；编码器和交叉注意力能看到每个真实的词元。被填充到同一长度的一批句子，无论是什么模型，都要对每个查询遮蔽填充。值为 0 的掩码什么都遮蔽不了。
page-takeaways-what-output-what-shape = 输出是什么？它的形状是什么？
page-takeaways-p7 = <strong>输出是值的平均。</strong>\( O = PV \)：权重 \( P \) \( (n, n) \) 乘以 \( V \) \( (n, d_v) \) 得到 \( O \) \( (n, d_v) \)，它的每一行 \( O_i = \sum_j w_{ij} v_j \) 是词元 \( i \) 能看到的那些值的加权平均。
page-takeaways-what-do-heads-cost = \( h \) 个头的开销，与一个全宽的头相比如何？
page-takeaways-p8 = <strong>多个头分的是维度，不是预算。</strong>\( h \) 个维度为 \( d_{\text{model}}/h \) 的头，开销和一个全宽的头差不多，而每个头都能学到一种不同的关系；\( W_O \) 把它们拼接起来的输出混合在一起。
page-takeaways-how-are-learned-what = \( W_Q \)、\( W_K \) 和 \( W_V \) 是怎样学出来的？梯度在 softmax 处做了什么？
page-takeaways-p9 = <strong>全部都可微。</strong>\( W_Q \)、\( W_K \)、\( W_V \) 和 \( W_O \) 都是普通的参数，和网络的其余部分一样用梯度下降训练。穿过 softmax 的梯度是 \( dZ = P \odot \big(dP - \operatorname{rowsum}(dP \odot P)\big) \)：被遮蔽的键权重为 0，得不到梯度；饱和的一行几乎得不到。
page-takeaways-how-can-softmax-be = 怎样在不一次看到整行的情况下计算 softmax？
page-takeaways-p10 = <strong>softmax 不必看到整行。</strong>在线 softmax 一次读一块键，每个查询只保留运行最大值 \( m \)、和 \( \ell \) 与输出 \( o \)；最大值上升时，先把旧的 \( \ell \) 和 \( o \) 乘以 \( e^{m - m'} \)。结果是精确的，而内存随 \( n \) 增长，而不是随 \( n^2 \)。
page-takeaways-why-does-induction-head = 为什么归纳头需要两层？
page-takeaways-p11 = <strong>归纳头需要两层。</strong>第 1 层的头把每个词元的前一个词元复制到它的位置上；然后第 2 层的头找到当前词元前一次出现的地方，读取它后面的那个词元。只有一层做不到：还没有哪个位置包含它前面是什么。
page-takeaways-can-you-keep-promise = 你能兑现这个承诺吗？
page-takeaways-p12 = 本课程承诺过，学完之后你能不查任何资料地推导出公式、解释每个形状，并在一个小例子上复现 softmax 的数值计算。每一步都以它的练习结束，那是学习它的地方；这些检查点检验的是承诺本身：
page-takeaways-li1 = <a href="#checkpoint-derive">由各个部分拼出的公式</a>，每个部分都给出理由；
page-takeaways-li2 = <a href="#checkpoint-shapes">公式中的每个形状</a>，以及<a href="#checkpoint-heads">多头注意力的形状</a>；
page-takeaways-li3 = <a href="#checkpoint-numerics">float32 下 softmax 的数值计算</a>，朴素对比稳定；
page-takeaways-li4 = <a href="#checkpoint-by-hand">手算完整示例的一行</a>，从分数到输出。
page-takeaways-p13 = 每个检查点都会为你单独生成一组数，而“换一组数”（公式那里是“重新开始，重新抽取”）会抽取新的数，所以几周前的通过，今天可以再检验一次。主页只在你不借助提示通过时，才给一个承诺打勾。
page-takeaways-capstone-one-head-start = 综合练习：一个头，从头到尾
page-takeaways-p14 = 一个头的一个查询，贯穿第 1 章到第 4 章：这一层的形状、除以 \( \sqrt{d_k} \) 缩放后的分数、因果掩码、稳定的 softmax、像<a href="#online-softmax">在线 softmax</a> 那样一次一块地读同一行、输出，然后是穿过 softmax 的<a href="#backward">反向传播</a>：到达每个分数的梯度。每一步要的是结果，不是方法：只有填错之后，提示里才会出现方法。这些数只属于你，页面会检查每一步。
page-takeaways-more-practice-six-more = 更多练习：再来六道，每道更进一步
page-takeaways-practise-again = 再练一次
page-takeaways-p15 = 再来六道，每道都比学习对应概念时的练习更进一步，从第 1 章到第 5 章。先在纸上算出每一道；答错会得到提示，再点一下就能看到答案。

`;
