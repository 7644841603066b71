// The course in Simplified Chinese: en.js translated, message for message
// (see en.js for the syntax). Formulas are copied exactly; the build fails
// a formula that differs from English.
export default String.raw`
## Shared: the language switch, words for counts and states (lib/text, lib/host)

language-switch = 语言
shared-count-of-total = { $done } / { $total }

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

field-integer-empty = 请输入{ $label }：{ $min } 到 { $max } 之间的整数。
field-integer-decimal = { $subject }必须是整数，不能是 { $text }。
field-integer-not-number = “{ $text }”不是一个数。{ $subject }是 { $min } 到 { $max } 之间的整数。
field-integer-negative = { $subject }不能是负数：请用 { $min } 到 { $max } 之间的整数。
field-number-empty = 请输入{ $label }：{ $min } 到 { $max } 之间的数。
field-number-not-number = “{ $text }”不是一个数。{ $subject }是 { $min } 到 { $max } 之间的数。
field-number-not-finite = { $subject }必须是 { $min } 到 { $max } 之间的有限数，不能是 { $text }。
field-below-min = { $subject }至少为 { $min }。
field-above-max = { $subject }至多为 { $max }。
field-switch-invalid = { $subject }只能是开或关（1 或 0），不能是“{ $text }”。
field-choice-invalid = { $subject }必须是 { $choices } 之一，不能是“{ $text }”。
field-vector-empty-entry = { $label }的第 { $entry } 项是空的：每两个逗号之间都要有一个数。
field-vector-not-number = { $label }中的“{ $text }”不是一个数。
field-vector-count = 请为{ $label }给出 { $min } 到 { $max } 个数，用逗号分隔；你给了 { $count } 个。
field-vector-not-finite = { $maskable ->
    [yes] { $label }中不能有 { $text }：数必须是有限的（−∞ 可以，用来掩码一个位置）。
   *[no] { $label }中不能有 { $text }：数必须是有限的。
}
field-vector-too-large = { $label }中的 { $text } 太大了：数必须是有限的。
field-vector-out-of-range = { $label }中的 { $text } 超出范围：每个数都必须在 -{ $maxAbs } 到 { $maxAbs } 之间。
field-slider-label = { $label }滑块

## Widgets' frame, figures and exports (lib/widget, figures)

widget-loading = 正在加载实时计算的数字…
widget-still-showing = { $problem }仍显示 { $value }。
widget-last-good-result = { $problem }仍显示上一次有效的结果。
widget-link-value-ignored = 链接中的 { $name } 被忽略了：{ $problem }
widget-play = 播放
widget-pause = 暂停
widget-export-summary = 下载这张图
widget-export-this-figure = 这张图
widget-export-svg-what = 矢量图
widget-export-png-what = 图片
widget-export-csv-what = 数字
widget-export-format-hint = ({ $what })
widget-export-button-label = 将“{ $subject }”下载为 { $format }（{ $what }）
widget-export-saved = { $format } 已保存。
widget-export-failed = 无法生成 { $format }：{ $reason }
widget-export-nothing-drawn = 组件无法绘制
widget-export-source = Attention Math：每个数字都由它的 C++ 核心（WebAssembly）实时计算
widget-export-value-on = 开
widget-export-value-off = 关
widget-export-value-none = 无
figure-weight-scale-title = 注意力权重
figure-cell-description = 第 { $row } 行，第 { $column } 列：{ $value }
figure-heatmap-readout-prompt = 指向一个单元格，或让它获得焦点（按 Tab，再按方向键），即可看到它的值。
figure-scroll-hint = 横向滚动可查看其他列。
figure-marks-outlined = 带边框的：
figure-legend-title = { $title }：
figure-histogram-tallest = 最高的柱：{ $count } 个样本
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
course-map-scores-summary = 为什么一个词需要它的上下文，然后是公式的前半部分：把词元投影成查询、键和值，用每个查询给每个键打分，把分数除以 √dₖ 进行缩放，并用掩码遮住查询不该看到的键。本章以 softmax 接收的那张分数表结束。
course-map-formula-title = 权重、输出与公式
course-map-formula-summary = 以数值稳定的方式计算的 softmax 把每一行分数变成权重；权重把值混合成输出；然后是完整的公式及其中的每个形状，以及一个完整的例子：亲手算出其中一行，并逐位对照 numpy 打印出的整个结果。
course-map-heads-title = 多个头
course-map-heads-summary = 为什么一种注意力模式不够用？用一个实验来说明：在一个同时需要两次查找的任务上，训练一个宽的头和两个总大小相同的窄头，比较它们。然后把维度分给多个头，拼接它们的输出，再用一个投影把它们混合起来，并计算一层的开销。
course-map-inside-title = 深入底层
course-map-inside-summary = 只遍历一遍键的 softmax：快速内核背后的运行最大值和运行和，它们省下了多少内存读写，以及亲手合并两个部分结果。然后是反向传播，由一个问题引导：分数要往哪个方向变，权重才会增大？最后用有限差分来检验。
course-map-further-title = 头学到了什么
course-map-further-summary = 一个小小的头用梯度下降学习它的权重；然后是一个训练好的两层模型，你可以看着它的归纳头形成，从权重中读出它背后的回路，并在浏览器里跑一次训练。
course-map-review-title = 误解、真实的 bug 与复习
course-map-review-summary = 对注意力的四种常见误解，现场检验；来自各章的八个能运行却不报错的 bug，其中三个由你自己找出来；还有复习：要记住什么，一个综合练习：跟着一个头从它的形状一直走到它的输出，再把梯度传回它的分数，以及检验这些的练习。
course-map-derive-text = 推导公式
course-map-derive-detail = 凭记忆把公式组装起来：从一个也放着错误部件的托盘里按顺序挑出各个部分，用句子长度和各个维度写出每个部分的形状，并说明每个部分为什么在那里
course-map-shapes-text = 解释每个形状
course-map-shapes-detail = 根据句子长度、模型维度以及查询、键和值的维度，给出公式中每个矩阵的形状
course-map-numerics-text = 在一个小例子上复现 softmax 的数值计算
course-map-numerics-detail = 在 float32 下，对几百或几千的分数比较数值稳定的 softmax 和朴素的 softmax；再亲手算出完整例子中的一行：分数、最大值、指数、归一化、加权和
course-map-capstone-text = 一次用上所有知识：综合练习
course-map-capstone-detail = 用你自己的数字算一个头的一个查询：从这一层的形状出发，经过缩放并加了掩码的分数、数值稳定的 softmax 和合并的两个分块，得到它的输出，再把梯度传回它的分数
course-map-learned-by-hand-text = 亲手计算训练好的头
course-map-learned-by-hand-detail = 第 1 章训练好的头中“sat”那一行，从它的分数到它的输出，输出落在“cat”上
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
course-map-resume-start = 从第 { $number } 章开始：{ $title }
course-map-resume-continue = 继续第 { $number } 章：{ $title }
course-map-resume-next-note = “{ $chapter }”中下一个未读的步。
course-map-resume-review = 复习第 { $number } 章：{ $title }
course-map-resume-all-read = 你已经读完了本课程的每一步。
course-map-recall-next-review = 下次复习：{ $when }。
course-map-recall-due-again = 现在又该复习了，就在首页上。
course-map-deck-empty = 你的复习卡组会随着阅读逐渐充实：你每开始一章，就会加入这一章的问题。
course-map-deck-nothing-due = 现在没有要复习的。
course-map-deck-next-question = 下一个问题会在{ $when }回来。
course-map-progress-save = 把我的进度保存到文件
course-map-progress-load-label = 从文件加载进度：
course-map-progress-saved = 已保存为 { $file }。可以在另一台设备上加载它，或以后在这里加载。
course-map-progress-loaded = 进度已加载。
course-map-progress-loaded-saved = 进度已加载（保存于 { $date }）。
course-map-progress-unreadable = 无法读取这个文件。你的进度没有改变。

## Course machinery (lib/course: derivation, formula answers, answers, feedback, aids, progress)

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
