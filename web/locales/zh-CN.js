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

## Pages' prose, chapter 1 (page-*)

page-why-toc = 为什么需要注意力
page-why-title = 注意力为什么存在
page-why-p1 = 开始之前
page-why-li1 = <strong>准备一个计算器</strong>（手机上的就行），用来算几个乘积、平方根和 \( e^x \)。术语（头、查询、softmax……）都收在第 2 章末尾的<a href="#glossary">术语表</a>里。
page-why-li2 = <strong>分几次读完。</strong>本章在掩码之后结束；下一章里，读完加权和是个适合停下的地方。浏览器会记住你的答案和读到的位置。
page-why-p2 = 一个词单独拿出来，往往说明不了什么：在 “The cat sat down”（猫坐了下来）里，<em>sat</em> 告诉你什么，取决于它周围的词。<em>注意力</em>是 Transformer（当今聊天机器人背后的那类模型）中的一个部分：每个词在这里从其他词那里收集自己需要的信息。
page-why-p3 = 下面是一个学会了这件事的注意力步骤，也就是一个<em>头</em>。本课程的代码在构建网站时<em>训练</em>了它：给它看了一门自造小语言中的 374 个句子，比如 “The cat sat away” 和 “The dog ran off”，每看一句就把它稍微调整一点。另外 130 句（其中包括 “The cat sat down”）被留作测试。头在动词处输出三个数，训练教会它把这三个数变成每种动物（cat、dog、bird）各一个分数：最大的那个说出是谁做了这个动作。旁边是训练之前的同一个头。
page-why-p4 = <strong>试一试</strong>列表里的其他句子，这些句子头在训练中一个都没见过。<strong>注意</strong>当主语不是动词前面那个词时，动词最大的那份注意力落在哪里。
page-why-p5 = 训练只改动了 54 个数，别的什么都没变（下一步会说出它们是哪些）。用随机的数时，“sat” 把注意力毫无规律地分出去（在 “The cat fed birds” 里大部分给了 “birds”）；用学到的数时，注意力落在主语上，而且是在头从没见过的句子里。它是怎么找到主语的？每个词的数既说明它是哪类词（名词、动词……），也说明它所在的位置，而分数同时用到了这两样：在列表的每个句子里，主语都是第一个名词。并不只是左边那个词：在 “Down sat a cat” 里，主语出现在动词之后，头仍然找到了它（第 3 章会再谈位置）。
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
page-why-figcaption1 = 左：RNN 一步一步地把整个句子压缩进一个隐藏向量。右：有了注意力，“down” 所在的位置直接连到每个词元，包括它自己。
page-why-p12 = 注意力不再用不断更新的摘要：每个位置一次看遍<em>所有</em>位置。没有什么需要挤过一个固定大小的状态，所以两个词相距多远不再重要。它们的先后顺序也不重要了：上面的求和里没有任何东西知道哪个词元在前，这就是为什么 Transformer 要在注意力之外，把每个词元的位置另外加到它的嵌入上。
page-qkv-toc = 查询、键、值
page-qkv-title = 查询、键和值
page-qkv-p1 = 每个词元以一个<em>嵌入</em> \( x_i \) 的形式进来：模型为这个词元学到的一行 \( d_\text{model} \) 个数。注意力本可以直接比较嵌入，但它先把每个嵌入分别乘以三个学到的矩阵 \( W_Q \)、\( W_K \) 和 \( W_V \)，得到三个分工不同的向量：
page-qkv-li1 = <strong>查询</strong> \( q_i \) 说明词元 \( i \) 在找什么；
page-qkv-li2 = <strong>键</strong> \( k_i \) 说明词元 \( i \) 能凭什么被找到；
page-qkv-li3 = <strong>值</strong> \( v_i \) 是词元 \( i \) 交给选中它的人的东西。
page-qkv-p2 = 想象一座图书馆：你的借书请求是查询，每本书的索引卡是它的键，书本身是它的值。注意力把请求和每张卡片逐一比对，然后交给你一份所有书的混合，按各自卡片的匹配程度来混。所以 \( Q \)、\( K \) 和 \( V \) 不是嵌入本身：它们是嵌入的三种学到的视角。在看它们的形状之前，先回答一个问题。
page-qkv-matrix-product-one-minute = 一分钟读懂矩阵乘法
page-qkv-p3 = 乘积 \( AB \) 的每个元素都是 \( A \) 的一行与 \( B \) 的一列的点积：第 \( (i, j) \) 个元素把 \( A \) 的第 \( i \) 行和 \( B \) 的第 \( j \) 列逐项相乘，再把乘积加起来。
page-qkv-p4 = 所以一个 \( (a, b) \) 矩阵乘以一个 \( (b, c) \) 矩阵得到 \( (a, c) \)：一行和一列只有都含 \( b \) 个数时才能做点积，结果对第一个矩阵的每一行（\( a \)）和第二个矩阵的每一列（\( c \)）各有一个元素。<em>转置</em> \( A^\top \) 交换行和列：一个 \( (2, 3) \) 矩阵变成 \( (3, 2) \)。下面的 \( X \) 把各词元的嵌入作为行叠在一起，每个词元一行。
page-qkv-p5 = 把 \( n \) 个嵌入作为矩阵 \( X \) 的行叠起来，每个投影就变成一次矩阵乘法（每个矩阵的形状写在它下面，格式是（行数，列数））：
page-qkv-p6 = 乘积中内侧的维度必须一致，而且会消失：\( Q \)、\( K \) 和 \( V \) 里已经没有 \( d_\text{model} \) 了。查询和键共用一个维度 \( d_k \)，因为它们要用点积来比较；值有自己的维度 \( d_v \)，它就是输出的维度。最初的 Transformer 用的是 \( d_\text{model} = 512 \) 和 \( d_k = d_v = 64 \)；这里的数小到可以直接读。
page-qkv-p7 = 随机的、未经训练的权重（种子 42）：这些数目前还没有意义；请看形状。
page-qkv-p8 = <strong>试一试</strong>拖动滑块：先改 \( d_\text{model} \)，再改 \( d_v \)。<strong>注意</strong> \( d_\text{model} \) 只改变 \( X \) 和权重矩阵，而 \( d_v \) 只改变 \( W_V \) 和 \( V \)。
page-scores-toc = 分数：Q·Kᵀ
page-scores-title = 分数：每个查询对每个键
page-scores-p1 = 要决定词元 \( i \) 应该从词元 \( j \) 那里取多少，注意力先要为这一对词元算出一个数：\( j \) 的键与 \( i \) 的查询所寻找的东西有多契合。这个数就是<em>分数</em>，它是两个向量的点积：逐个坐标相乘，再加起来。
page-scores-p2 = 两个向量指向相同方向时，它是一个大的正数；互不相关时接近零；方向相反时为负。
page-scores-p3 = 方向和长度同样重要。下面的箭头可以拖动。条形表示每个键在这个查询的注意力中所占的份额 \( w_{ij} \)，它们加起来等于 1。这个小工具把每个分数除以 \( \sqrt{d_k} \)，再做 softmax（第 4 步解释前者，第 2 章解释后者），所以现在只需这样读：分数越大，份额越大。
page-scores-p4 = <strong>试一试</strong>转动 \( k_2 \)，直到它赢得 \( q \) 最大的权重（拖动它的箭头尖，或用 Tab 键选中它再按方向键），然后把 \( q \) 加倍到 x = 3、y = 1，先猜一猜权重会变得更分散还是更集中。<strong>注意</strong>决定分数的只有两支箭头之间的夹角和它们的长度；“学到的视角” 显示的是第 1 步里训练好的头中真实的 “sat”。
page-scores-p5 = 全部 \( n^2 \) 对都来自一次矩阵乘法，得到分数矩阵 \( S \)。\( Q \) 的第 \( i \) 行遇上 \( K^\top \)（\( K \) 的转置，它的列就是各个键）的第 \( j \) 列：
page-scores-p6 = \( S \) 的第 \( i \) 行是查询 \( i \) 对每个键的评判；之后 softmax 会把这些分数变成权重。查询和键是不同的向量，所以 \( S_{ij} \) 和 \( S_{ji} \) 一般并不相等。
page-scores-p7 = 随机的、未经训练的权重（种子 42）：这个图案目前还没有意义；请看算术。
page-scores-p8 = <strong>试一试</strong>指向 \( S \) 的一个格子（手机上点一下），或者用 Tab 键进入网格、再用方向键移动。<strong>注意</strong>它在 \( Q \) 中的那一行和在 \( K^\top \) 中的那一列会亮起来，点积也会用真实的数写出来。
page-scores-p9 = 每个格子要做 \( d_k \) 次乘法，所以整个矩阵要 \( n^2 d_k \) 次：注意力的代价随序列长度的<em>平方</em>增长。分数散开得有多宽也取决于 \( d_k \)：下一步就来测量它。
page-scores-go-deeper-why-not = 深入一步：为什么不直接用 \( X \)？
page-scores-p10 = <a href="#qkv">上一步</a>的投影小工具在 “往后看” 下面有一个开关 “直接用 X”：它令 \( Q = K = V = X \)，于是每个分数都是 \( x_i \cdot x_j \)。这会出两个问题。分数变得<em>对称</em>：词元 \( i \) 给 \( j \) 的评价和 \( j \) 给 \( i \) 的完全一样，可是动词找它的主语，和主语找它的动词，是两个不同的问题。而且<em>对角线</em>往往胜出：每个词元通常给自己打最高分。更糟的是，\( x_i \cdot x_j \) 里没有任何东西可以学习。有了投影，分数是 \( q_i \cdot k_j = x_i\, W_Q W_K^\top x_j^\top \)：学到的矩阵 \( W_Q W_K^\top \) 决定一个词元的哪些特征应该与另一个词元的哪些特征匹配，而且它不必对称。
page-scores-p11 = 对角线为什么胜出：\( x_i \cdot x_i = \lVert x_i \rVert^2 \)，而由柯西–施瓦茨不等式，\( x_i \cdot x_j \le \lVert x_i \rVert \lVert x_j \rVert \)，所以只有当另一个词元的嵌入更长时，它的分数才可能超过一个词元与自己的匹配。在这个小例子里，“sat” 是一行相等的数，它和 “cat” 打成平手。不过，分数最大不等于占得最多：这个开关还显示了 softmax 之后每个词元留给自己多少注意力，在这个小例子里不到一半。
page-scaling-toc = 除以 √dₖ 缩放
page-scaling-title = 为什么要除以 \( \sqrt{d_k} \)
page-scaling-p1 = 这一步是为 <a href="#softmax">softmax</a> 准备的。softmax 是下一章的第一步，它通过取指数把分数变成权重：两个分数之间相差 \( g \)，它们的权重之比就是 \( e^{g} \)（相差 2 大约是 7 倍，相差 8 大约是 3000 倍）。所以分数的大小很重要，而一个原始分数 \( q_i \cdot k_j \) 是 \( d_k \) 个乘积之和：向量越宽，它就可能离零越远。离多远，用许多分数的<em>方差</em>来衡量，也就是它们与均值之差的平方的平均值，或者用方差的平方根，即<em>标准差</em>。
page-scaling-p2 = 随机向量，就像训练刚开始时那样：这里只有它们的离散程度要紧。
page-scaling-p3 = <strong>试一试</strong>把 \( d_k \) 从 1 一直拖到 1024。<strong>注意</strong>原始点积散得越来越开，而缩放后的分数标准差始终接近 1。
page-scaling-p4 = 一句话说明原因：每个乘积 \( q[d]\,k[d] \) 的方差是 1，独立变量的方差可以相加，所以 \( d_k \) 个乘积之和的方差是 \( d_k \)。除以 \( \sqrt{d_k} \) 就把它拉回到 1，不论维度多大。<em>缩放后的分数</em> \( z_{ij} = S_{ij}/\sqrt{d_k} \) 才是 softmax 真正收到的数。
page-scaling-p5 = 如果不缩放，在真实模型中常见的 64 这样的维度上，softmax 就会饱和：一个键几乎拿走全部权重，分数变化时 softmax 几乎没有反应，几乎没有<em>梯度</em>（当你轻轻改动用来计算某个结果的一个数时，这个结果变化多少）流回 \( W_Q \) 和 \( W_K \)，于是它们学不动了。这个缩放因子是固定的常数，不是学出来的参数。它保护的是训练的开始阶段，那时投影还是随机的；之后训练可以有意让一个头变得尖锐：第 1 步里训练好的头几乎把 “sat” 的全部权重都放在了 “cat” 上。
page-scaling-go-deeper-variance-derived = 深入一步：推导方差
page-scaling-p6 = 对一个随机量 \( Z \)，\( \mathbb{E}[Z] \) 是它的<em>期望</em>（多次抽取的平均值），\( \operatorname{Var}[Z] = \mathbb{E}\big[(Z - \mathbb{E}[Z])^2\big] \) 是它的方差。\( \mathcal{N}(0, 1) \) 是均值为 0、方差为 1 的正态（高斯）分布。两个事实：
page-scaling-li1 = <strong>事实 1。</strong>独立项的方差可以相加：\( \operatorname{Var}[A + B] = \operatorname{Var}[A] + \operatorname{Var}[B] \)。（独立的误差平均来说不会相互抵消，所以它们的平方离散会不断累积。）
page-scaling-li2 = <strong>事实 2。</strong>如果 \( a \) 和 \( b \) 相互独立，均值都是 0、方差都是 1，那么 \( \operatorname{Var}[ab] = \mathbb{E}[a^2]\,\mathbb{E}[b^2] = 1 \)。
page-scaling-p7 = 假设 \( q \) 和 \( k \) 的每个坐标都独立抽取，均值为 0、方差为 1，大致就像刚初始化的网络那样。由事实 2，每个乘积 \( q[d]\,k[d] \) 的均值是 0、方差是 1，再由事实 1
page-scaling-p8 = 把一个随机量除以常数 \( c \)，它的方差就除以 \( c^2 \)，所以
page-scaling-p9 = 在 \( d_k = 64 \) 时，标准差是 \( \sqrt{64} = 8 \)；两个独立分数之差的方差是 \( 2 \cdot 64 = 128 \)，标准差约为 11。
page-scaling-go-deeper-why-saturation = 深入一步：为什么饱和会让梯度停下来
page-scaling-p10 = 在一行之内（省去行下标），用 \( w_j \) 表示权重，用 \( z_l \) 表示 softmax 收到的分数。softmax 的导数是
page-scaling-p11 = 其中 \( \delta_{jl} \) 在 \( j = l \) 时为 1，否则为 0。当每个 \( w \) 都接近 0 或 1 时，每个元素都接近 0，所以几乎没有东西流回分数。小工具里的 “离散程度对 softmax 的影响” 给出了实测结果：不缩放时，随着 \( d_k \) 增大，最大权重逐渐逼近 1，熵逐渐降到 0；梯度在最初几个维度上略有上升（那时权重还几乎均匀），之后就一路减小。缩放之后，三者都保持平稳。
page-scaling-p12 = 熵以 <a href="#glossary-nats">奈特</a>为单位，梯度的大小是导数矩阵 \( \partial w_j / \partial z_l \) 的 <a href="#glossary-frobenius">Frobenius 范数</a>；两个链接都指向第 2 章末尾的术语表。
page-masking-toc = 掩码
page-masking-title = 掩码：查询不能看的键
page-masking-p1 = 第 1 步里训练好的头没有掩码：在它的列表里选 “Down sat a cat”，“sat” 会向前看到 “cat”，一个一次读完整个句子的头可以这样做。但一个一次写一个词元的模型，不能用它还没写出来的词：在 “Down sat a cat” 中，当它写到 “sat”、正在选下一个词时，“cat” 还没有写出来。训练时它一次读入整个句子，所以除非算术本身禁止，否则没有什么能阻止查询 \( i \) 偷看后面的键 \( j &gt; i \)。<em>因果掩码</em>就是做这件事的。它是一个矩阵 \( M \)，形状与分数相同，在缩放之后加到分数上：softmax 收到的是 \( z_{ij} + M_{ij} \)，其中
page-masking-p2 = 允许的分数保持原样；被遮住的分数变成 \( -\infty \)。
page-masking-p3 = 因为 \( e^{-\infty} = 0 \)，被隐藏的键得到的权重恰好是 0，对输出毫无贡献。softmax 除以的是剩下的那些键的和，所以每一行加起来仍然是 1；第一个词元只能看到它自己，于是把全部权重都放在自己身上。
page-masking-p4 = 随机的、未经训练的权重（种子 42）：这个图案目前还没有意义；请看算术。
page-masking-p5 = <strong>试一试</strong>把因果掩码关掉再打开。<strong>注意</strong>每个被隐藏的键得到的权重恰好是 0，而每一行加起来仍然是 1。
page-masking-go-deeper-which-attention = 深入一步：哪种注意力需要哪种掩码，以及填充
page-masking-li1 = <strong>编码器自注意力</strong>（BERT 及其同类）：没有因果掩码。整个输入都是已知的，每个词元都可以向左看，也可以向右看。
page-masking-li2 = <strong>解码器自注意力</strong>（GPT 和其他生成模型）：用因果掩码，训练时和生成时都要用。正是它让在整句上的训练与生成时的情形一致，因为生成时后面的词元还不存在。
page-masking-li3 = <strong>交叉注意力</strong>（翻译模型的解码器读取源句子）：查询来自解码器，键和值来自编码器。源句子是完整已知的，所以没有因果掩码。
page-masking-p6 = 第二种掩码隐藏<em>填充</em>：为了让一个批次里的短句和最长的句子一样长而补上的填充词元。这些键没有意义，对每个查询都隐藏。只有批次被填充时才需要它。打开小工具里的左侧填充：每个还剩下键的行，加起来仍然是 1。两种掩码都打开时，第一行一个键也不剩：它全是零，小工具也会这样告诉你。
page-masking-p7 = 分数到此完成：一张 \( (n, n) \) 的表，每个查询一行，每个键一列。第 \( i \) 行存放 \( z_{ij} + M_{ij} \)：查询 \( i \) 对键 \( j \) 的缩放后分数，或者在掩码隐藏了那个键的地方是 \( -\infty \)。下一章用 <a href="#softmax">softmax</a> 把每一行变成权重。那一章的<a href="#glossary">术语表</a>汇集了两章的记号。

## Pages' prose, chapter 2 (page-*)

## Pages' prose, chapter 3 (page-*)

## Pages' prose, chapter 4 (page-*)

## Pages' prose, chapter 5 (page-*)

## Pages' prose, chapter 6 (page-*)

`;
