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
