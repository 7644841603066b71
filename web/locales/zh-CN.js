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

## Page shell and home page (site-*)

site-skip-link = 跳到正文
site-brand = <span class="brand-mark" aria-hidden="true">∑</span> Attention Math<span class="visually-hidden">：课程首页</span>
site-theme-toggle = <span class="switch" aria-hidden="true"><span class="switch__knob"></span></span> 深色<span class="theme-toggle__more visually-hidden-narrow">主题</span>
site-footer = 本课程中的每个数字都来自一个编译为 WebAssembly 的小型 C++ 库，它逐位复现 numpy 的随机数生成器和它打印数字的方式。页面不从网络获取任何内容，离线也能用，直接从磁盘打开即可。
site-home-eyebrow = 共 { $chapter-count } 章 · 约 { $minutes } 分钟，另有 { $optional-minutes } 分钟选读
site-home-title = Attention Math
site-home-lead = 缩放点积注意力是每个 Transformer 核心处的那一步计算。本课程在一个四个词的句子上，一步一步把它拆开，并在给出每个结果之前先请你预测。每个数字都由课程自己的代码（编译为 WebAssembly 的 C++）在你的浏览器中实时算出，与 numpy 的结果一位不差。
site-home-formula-label = 本课程推导的公式
site-home-formula-note = \( M \) 是掩码，它遮住一个词不能看的那些词。
site-home-start-button = 开始第 1 章：{ $first-title }
site-home-promise-title = 学完之后，不查任何资料，你能够
site-home-progress-title = 你的进度
site-home-steps-read = 已读的步
site-home-steps-total = 0 / { $step-total }
site-home-predictions-made = 已做的预测
site-home-exercises-solved = 已解出的练习
site-home-promises-checked = 已达成的承诺（未借助帮助）
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
site-home-description = 一门讲缩放点积注意力的课程：一步一步推导公式，解释每个形状，复现 softmax 的数值计算；每个数字都由编译为 WebAssembly 的 C++ 核心在你的浏览器中实时算出。
site-home-predictions-total = 0 / { $prediction-count }
site-home-exercises-total = 0 / { $exercise-count }
# 首页的承诺清单，以及它下面的练习检查点。
site-promise-rule = 一个承诺的检查点都在未借助帮助的情况下通过，这个承诺才算达成。
site-practice-title = 练习检查点
site-practice-rule = 不属于承诺：通过即打勾，借助帮助与否都算。
site-promise-status-start = 尚未达成
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

## Pages' prose, chapter 1 (page-*)

## Pages' prose, chapter 2 (page-*)

## Pages' prose, chapter 3 (page-*)

## Pages' prose, chapter 4 (page-*)

## Pages' prose, chapter 5 (page-*)

## Pages' prose, chapter 6 (page-*)

`;
