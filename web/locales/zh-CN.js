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

## Chapters 3 to 6: widgets (elements)

## Page shell and home page (site-*)

## Pages' prose, chapter 1 (page-*)

## Pages' prose, chapter 2 (page-*)

## Pages' prose, chapter 3 (page-*)

## Pages' prose, chapter 4 (page-*)

## Pages' prose, chapter 5 (page-*)

## Pages' prose, chapter 6 (page-*)

`;
