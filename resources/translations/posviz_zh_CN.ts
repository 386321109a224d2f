<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AdditionCaptions</name>
    <message>
        <source>No sentence yet. Type one above: each word&apos;s table row and the vector for its position will be added here, one dimension at a time.</source>
        <translation>还没有句子。请在上方输入一句：每个词在表中的行和它所在位置的向量会在这里相加，一次一个维度。</translation>
    </message>
    <message>
        <source>“{word}” at position {position}</source>
        <translation>位置 {position} 上的“{word}”</translation>
    </message>
    <message>
        <source>its row of E</source>
        <translation>它在 E 中的行</translation>
    </message>
    <message>
        <source>zeros (E has no row for it)</source>
        <translation>全零（E 中没有它的行）</translation>
    </message>
    <message>
        <source>RoPE adds nothing here</source>
        <translation>RoPE 在这里不加任何东西</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here</source>
        <translation>ALiBi 在这里不加任何东西</translation>
    </message>
    <message>
        <source>relative positions add nothing here</source>
        <translation>相对位置在这里不加任何东西</translation>
    </message>
    <message>
        <source>no position vector is added yet</source>
        <translation>暂时还不加位置向量</translation>
    </message>
    <message>
        <source>no position vector is added</source>
        <translation>不加位置向量</translation>
    </message>
    <message>
        <source>{head}: {why}, so row {position} of Z = {own}, unchanged.</source>
        <translation>{head}：{why}，所以 Z 的第 {position} 行 = {own}，保持不变。</translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = row {position} of Z.</source>
        <translation>{head}：{own} + 位置 {position} 的向量 = Z 的第 {position} 行。</translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = z; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation>{head}：{own} + 位置 {position} 的向量 = z；Z 的第 {position} 行，即第 1 块接收的内容，是 {formula}。</translation>
    </message>
    <message>
        <source>{head}: {why}, so z = {own}; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation>{head}：{why}，所以 z = {own}；Z 的第 {position} 行，即第 1 块接收的内容，是 {formula}。</translation>
    </message>
    <message>
        <source>Token row + position row = z, which this model&apos;s further steps turn into Z</source>
        <translation>词元行 + 位置行 = z，本模型后续的步骤再把它变成 Z</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation>词元行 + 位置行 = Z 的行</translation>
    </message>
    <message>
        <source>Token row = z, which this model&apos;s further steps turn into Z: {why}</source>
        <translation>词元行 = z，本模型后续的步骤再把它变成 Z：{why}</translation>
    </message>
    <message>
        <source>Token row = row of Z: {why}</source>
        <translation>词元行 = Z 的行：{why}</translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: the position comes in later, inside attention, where each query and key is rotated by an angle that grows with its position.</source>
        <translation>RoPE 不往 Z 里加任何东西：位置信息稍后在注意力内部进入，每个查询和键都按随位置增大的角度旋转。</translation>
    </message>
    <message>
        <source>Positions are switched off: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation>位置已关闭：位置行全为零。交换两个词，Z 只是交换了行，所以模型无法分辨词序。</translation>
    </message>
    <message>
        <source>The position scheme is “none”: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation>位置方案为“无”：位置行全为零。交换两个词，Z 只是交换了行，所以模型无法分辨词序。</translation>
    </message>
    <message>
        <source>No position vector is added to these token rows; this model places tokens this way: {kind} (the position view and the Real model tab say how).</source>
        <translation>这些词元行没有加上位置向量；本模型这样安排词元：{kind}（位置视图和“真实模型”标签页会说明如何做）。</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the id {id} ({unk}), and the table has no row for it, so its token row is all zeros.</source>
        <translation>“{word}”不在词表中：它得到 id {id}（{unk}），而表中没有它的行，所以它的词元行全为零。</translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table and the learned position table hold seeded random values, not trained ones.</source>
        <translation>示意数值：{width} 维宽的词元表和学习到的位置表存放的是固定种子的随机值，不是训练得到的。</translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table holds seeded random values, not trained ones.</source>
        <translation>示意数值：{width} 维宽的词元表存放的是固定种子的随机值，不是训练得到的。</translation>
    </message>
    <message>
        <source>Illustrative numbers: the learned position table holds seeded random values, not trained ones.</source>
        <translation>示意数值：学习到的位置表存放的是固定种子的随机值，不是训练得到的。</translation>
    </message>
    <message>
        <source>“{word}” (id {id})</source>
        <translation>“{word}”（id {id}）</translation>
    </message>
    <message>
        <source>“{word}” (no row)</source>
        <translation>“{word}”（无行）</translation>
    </message>
    <message>
        <source>row {position} of Z</source>
        <translation>Z 的第 {position} 行</translation>
    </message>
    <message>
        <source>z, row {position}</source>
        <translation>z，第 {position} 行</translation>
    </message>
    <message>
        <source>position {position}</source>
        <translation>位置 {position}</translation>
    </message>
    <message>
        <source>dim {index}</source>
        <translation>维度 {index}</translation>
    </message>
    <message>
        <source>dims {first}–{last} of {width}</source>
        <translation>维度 {first}–{last}，共 {width}</translation>
    </message>
</context>
<context>
    <name>AdditionPanel</name>
    <message>
        <source>Vector addition</source>
        <translation>向量加法</translation>
    </message>
    <message>
        <source>Token row plus position row equals row of Z, by dimension</source>
        <translation>词元行加位置行等于 Z 的行，逐维度显示</translation>
    </message>
    <message>
        <source>{arrow} Replay</source>
        <translation>{arrow} 重放</translation>
    </message>
    <message>
        <source>Play the addition again</source>
        <translation>再播放一次加法</translation>
    </message>
    <message>
        <source>Earlier dimensions</source>
        <translation>前面的维度</translation>
    </message>
    <message>
        <source>Later dimensions</source>
        <translation>后面的维度</translation>
    </message>
    <message>
        <source>{caption} Token + position = z: {sums}.</source>
        <translation>{caption} 词元 + 位置 = z：{sums}。</translation>
    </message>
    <message>
        <source>{description} Dimensions {first} to {last} of {width} are read out.</source>
        <translation>{description} 朗读第 {first} 到 {last} 维，共 {width} 维。</translation>
    </message>
</context>
<context>
    <name>BusyIndicatorWords</name>
    <message>
        <source>Encoding in the background; the panels show the previous state</source>
        <translation>正在后台编码；各面板显示的是之前的状态</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop waiting: keep the state shown and drop the encode&apos;s result</source>
        <translation>不再等待：保留当前显示的状态，丢弃这次编码的结果</translation>
    </message>
</context>
<context>
    <name>CompareCaptions</name>
    <message>
        <source>Compare one to {most} models, not {count}.</source>
        <translation>请比较 1 到 {most} 个模型，而不是 {count} 个。</translation>
    </message>
    <message>
        <source>Type a sentence to compare how the models read it.</source>
        <translation>输入一个句子，比较各模型如何读取它。</translation>
    </message>
    <message>
        <source>{name} could not read this sentence: {reason}</source>
        <translation>{name} 无法读取这个句子：{reason}</translation>
    </message>
    <message>
        <source>{model} has no token for “{word}”: it becomes the unknown token (id {id}).</source>
        <translation>{model} 没有“{word}”的词元：它变成未知词元（id {id}）。</translation>
    </message>
    <message>
        <source>{model} keeps “{word}” as one token.</source>
        <translation>{model} 把“{word}”保留为一个词元。</translation>
    </message>
    <message numerus="yes">
        <source>{model} cuts “{word}” into %Ln tokens.</source>
        <translation>
            <numerusform>{model} 把“{word}”切成 %Ln 个词元。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.</source>
        <translation>
            <numerusform>每个模型都把句子读成 %Ln 个词元，但 id 各不相同：id 只是行号。</numerusform>
        </translation>
    </message>
    <message>
        <source>{most} needs the most tokens ({most_count}), {fewest} the fewest ({fewest_count}).</source>
        <translation>{most} 需要的词元最多（{most_count} 个），{fewest} 最少（{fewest_count} 个）。</translation>
    </message>
    <message numerus="yes">
        <source>{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.</source>
        <translation>
            <numerusform>{model} 把句子读成 %Ln 个词元，其中 {special} 个由模型自己添加。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{model} reads the sentence as %Ln tokens.</source>
        <translation>
            <numerusform>{model} 把句子读成 %Ln 个词元。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {model}&apos;s tokens are its unknown token: those pieces have no row of their own.</source>
        <translation>
            <numerusform>{model} 的词元中有 %Ln 个是它的未知词元：这些片段没有自己的行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {model}&apos;s tokens are bytes that are not text on their own.</source>
        <translation>
            <numerusform>{model} 的词元中有 %Ln 个是单独不构成文本的字节。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Character {char} is past the end of the sentence (%Ln characters).</source>
        <translation>
            <numerusform>字符 {char} 超出了句子的末尾（共 %Ln 个字符）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No token of {model} covers character {char} (“{letter}”): the tokenizer dropped it.</source>
        <translation>{model} 没有任何词元覆盖字符 {char}（“{letter}”）：分词器把它丢掉了。</translation>
    </message>
    <message>
        <source>Character {char} (“{letter}”) is in {model}&apos;s token {index}, “{label}” (id {id}); its row begins {values}.</source>
        <translation>字符 {char}（“{letter}”）位于 {model} 的第 {index} 个词元“{label}”（id {id}）中；该词元的行以 {values} 开头。</translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln rows; {positions}</source>
        <translation>
            <numerusform>{name}：宽度 {width}，词表 %Ln 行；{positions}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.</source>
        <translation>
            <numerusform>{name}：宽度 {width}，词表 %Ln 个词；每个词元的行都加上正弦位置向量。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.</source>
        <extracomment>{scheme} is a position scheme&apos;s name in English (learned, rope, none)</extracomment>
        <translation>
            <numerusform>{name}：宽度 {width}，词表 %Ln 个词；位置方案“{scheme}”。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareTab</name>
    <message>
        <source>Add two to four models to compare how they read the sentence: the toy, a model folder or a recent one.</source>
        <translation>添加两到四个模型，比较它们如何读取这个句子：玩具模型、模型文件夹或最近打开的模型。</translation>
    </message>
    <message numerus="yes">
        <source>At most %n models can be compared side by side: remove one first.</source>
        <translation>
            <numerusform>最多只能并排比较 %n 个模型：请先移除一个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the toy model</source>
        <translation>添加玩具模型</translation>
    </message>
    <message>
        <source>Add a model folder…</source>
        <translation>添加模型文件夹…</translation>
    </message>
    <message>
        <source>Remove the last model</source>
        <translation>移除最后一个模型</translation>
    </message>
    <message>
        <source>Add a recently opened model</source>
        <translation>添加最近打开的模型</translation>
    </message>
    <message>
        <source>Character of the sentence to follow through each model</source>
        <translation>在每个模型中追踪的句子字符</translation>
    </message>
    <message>
        <source>character {number}</source>
        <translation>字符 {number}</translation>
    </message>
    <message>
        <source>Add a recent model…</source>
        <translation>添加最近的模型…</translation>
    </message>
    <message>
        <source>Choose a model folder to compare</source>
        <translation>选择要比较的模型文件夹</translation>
    </message>
    <message>
        <source>Reading {folder}: {what} ({percent} %).</source>
        <extracomment>{what} is the loader&apos;s own words on the file being read (English for now)</extracomment>
        <translation>正在读取 {folder}：{what}（{percent}%）。</translation>
    </message>
    <message>
        <source>{folder} cannot be compared: {reason}</source>
        <translation>无法比较 {folder}：{reason}</translation>
    </message>
    <message>
        <source>Comparing {names}; the main view keeps its own model.</source>
        <translation>正在比较 {names}；主视图保留它自己的模型。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>{model}: %Ln tokens: {tokens}.</source>
        <translation>
            <numerusform>{model}：%Ln 个词元：{tokens}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens of each model, aligned by the characters they cover</source>
        <translation>各模型的词元，按其覆盖的字符对齐</translation>
    </message>
    <message>
        <source>Length of each row block 1 receives, along the sentence</source>
        <translation>第 1 块接收的每一行的长度，沿句子排列</translation>
    </message>
    <message>
        <source>character of the sentence (middle of each token)</source>
        <translation>句子中的字符（每个词元的中点）</translation>
    </message>
    <message>
        <source>row length ‖x‖</source>
        <translation>行长度 ‖x‖</translation>
    </message>
    <message>
        <source>{model}: row lengths {values}.</source>
        <translation>{model}：行长度 {values}。</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>Sinusoidal: paper (interleaved)</source>
        <translation>正弦：论文（交错）</translation>
    </message>
    <message>
        <source>Sinusoidal: split halves (Marian)</source>
        <translation>正弦：前后两半（Marian）</translation>
    </message>
    <message>
        <source>Sinusoidal: tensor2tensor</source>
        <translation>正弦：tensor2tensor</translation>
    </message>
    <message>
        <source>Sinusoidal: fairseq (offset 2)</source>
        <translation>正弦：fairseq（偏移 2）</translation>
    </message>
    <message>
        <source>Learned table (illustrative)</source>
        <translation>学习得到的表（示意）</translation>
    </message>
    <message>
        <source>RoPE (rotates q, k in attention)</source>
        <translation>RoPE（在注意力中旋转 q、k）</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no position scheme</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>paper: interleaved sin/cos (Vaswani et al., Annotated Transformer)</source>
        <translation>论文：sin/cos 交错排列（Vaswani 等，Annotated Transformer）</translation>
    </message>
    <message>
        <source>split halves: all sin, then all cos (Marian)</source>
        <translation>前后两半：先全部 sin，再全部 cos（Marian）</translation>
    </message>
    <message>
        <source>tensor2tensor: split, frequency base^(-k/(K-1))</source>
        <translation>tensor2tensor：分成两半，频率 base^(-k/(K-1))</translation>
    </message>
    <message>
        <source>fairseq: tensor2tensor&apos;s table, positions start at 2</source>
        <translation>fairseq：tensor2tensor 的表，位置从 2 开始</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base}, {scaling} scaling)</source>
        <translation>模型自带：{name}（基数 {base}，{scaling} 缩放）</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base})</source>
        <translation>模型自带：{name}（基数 {base}）</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (ALiBi biases attention instead)</source>
        <translation>模型自带：{name}（改为由 ALiBi 偏置注意力）</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name}</source>
        <translation>模型自带：{name}</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控制</translation>
    </message>
    <message>
        <source>{arrow} Walkthrough</source>
        <translation>{arrow} 分步讲解</translation>
    </message>
    <message>
        <source>Start the five-step walkthrough (F6); a clicker moves through it</source>
        <translation>开始五步讲解（F6）；翻页笔可逐步前进</translation>
    </message>
    <message>
        <source>Position scheme</source>
        <translation>位置方案</translation>
    </message>
    <message>
        <source>Positions on</source>
        <translation>启用位置</translation>
    </message>
    <message>
        <source>Add position vectors</source>
        <translation>加上位置向量</translation>
    </message>
    <message>
        <source>d_model, the width of every vector</source>
        <translation>d_model，每个向量的宽度</translation>
    </message>
    <message>
        <source>6 is the lesson&apos;s hand-made table; other widths use a seeded random table, marked as illustrative</source>
        <translation>6 是本课手工编写的表；其他宽度使用固定种子的随机表，并标为示意</translation>
    </message>
    <message>
        <source>Frequency base</source>
        <translation>频率基数</translation>
    </message>
    <message>
        <source>Positions shown in the heatmap</source>
        <translation>热图中显示的位置数</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>位置：</translation>
    </message>
    <message>
        <source>d_model:</source>
        <translation>宽度 d_model：</translation>
    </message>
    <message>
        <source>base:</source>
        <translation>基数：</translation>
    </message>
    <message>
        <source>heatmap rows:</source>
        <translation>热图行数：</translation>
    </message>
    <message>
        <source>Set by the loaded model; File → Back to the toy model to change it</source>
        <translation>由已载入的模型决定；要修改请用 文件 → 回到玩具模型</translation>
    </message>
</context>
<context>
    <name>EmbeddingTable</name>
    <message>
        <source>{id} · (cannot be decoded)</source>
        <translation>{id} · （无法解码）</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>嵌入表</translation>
    </message>
    <message>
        <source>Embedding table E, one row per vocabulary word</source>
        <translation>嵌入表 E，词表中每个词一行</translation>
    </message>
    <message>
        <source>One-hot vector of the focused word</source>
        <translation>当前词的 one-hot 向量</translation>
    </message>
    <message>
        <source>The focused word&apos;s row of E</source>
        <translation>当前词在 E 中的行</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (illustrative: seeded random values, not learned). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; 为 |V| × d = {rows} × {width} = {count} 个数（示意：固定种子的随机值，不是学习得到的）。粗体行：句子中的词。</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (the lesson&apos;s hand-written values). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; 为 |V| × d = {rows} × {width} = {count} 个数（本课手写的数值）。粗体行：句子中的词。</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (values from the model file). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; 为 |V| × d = {rows} × {width} = {count} 个数（来自模型文件的数值）。粗体行：句子中的词。</translation>
    </message>
    <message>
        <source>E: {rows} rows × {width} columns, one row per vocabulary token.</source>
        <translation>E：{rows} 行 × {width} 列，词表中每个词元一行。</translation>
    </message>
    <message>
        <source>No word is focused.</source>
        <translation>当前没有选中的词。</translation>
    </message>
    <message>
        <source>The focused word {word} is not in the vocabulary: no row.</source>
        <translation>选中的词 {word} 不在词表中：没有行。</translation>
    </message>
    <message>
        <source>Focused word {word}, id {id}, row {id}: {values}.</source>
        <translation>选中的词 {word}，id {id}，第 {id} 行：{values}。</translation>
    </message>
    <message>
        <source>“{word}” (id {id}) is not in the sentence; type it to follow it through the layer.</source>
        <translation>“{word}”（id {id}）不在句子中；把它输入句子，即可跟随它穿过这一层。</translation>
    </message>
    <message>
        <source>No token in focus: type a sentence above.</source>
        <translation>没有选中的词元：请在上方输入一个句子。</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the {unk} id {id}. This table has no row for it, so its token vector is all zeros.</source>
        <translation>“{word}”不在词表中：它得到 {unk} 的 id {id}。表中没有它的行，所以它的词元向量全为零。</translation>
    </message>
    <message>
        <source>Focused: “{word}” → id {id}, row {id} of E</source>
        <translation>选中：“{word}”→ id {id}，E 的第 {id} 行</translation>
    </message>
    <message>
        <source>one-hot ({width} wide):</source>
        <translation>one-hot（宽 {width}）：</translation>
    </message>
    <message numerus="yes">
        <source>%Ln numbers, all 0 but a single 1 at index {id}</source>
        <translation>
            <numerusform>%Ln 个数，除了索引 {id} 处的一个 1，其余全为 0</numerusform>
        </translation>
    </message>
    <message>
        <source>its row of E ({width} wide):</source>
        <translation>它在 E 中的行（宽 {width}）：</translation>
    </message>
    <message numerus="yes">
        <source>Nearest rows by cosine: searching all %Ln rows…</source>
        <translation>
            <numerusform>按余弦最近的行：正在搜索全部 %Ln 行…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nearest rows could not be computed: {reason}</source>
        <translation>无法计算最近的行：{reason}</translation>
    </message>
    <message>
        <source>Nearest rows by cosine: {rows}</source>
        <translation>按余弦最近的行：{rows}</translation>
    </message>
    <message>
        <source>Between two different one-hot vectors the cosine is always 0: only learned rows can put similar words close together.</source>
        <translation>两个不同的 one-hot 向量之间余弦总是 0：只有学习得到的行才能让相似的词彼此靠近。</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>5.6e-17 (a number in scientific notation)</source>
        <translation>5.6e-17（科学计数法表示的数）</translation>
    </message>
    <message>
        <source>A number such as 5.6e-17 means 5.6 times ten to the power of minus 17: a decimal point followed by sixteen zeros and then 56. A difference that small is the rounding of the computer&apos;s arithmetic, not a real difference, so the two things compared are equal for every purpose that matters here.</source>
        <translation>像 5.6e-17 这样的数表示 5.6 乘以 10 的负 17 次方：小数点后先是十六个零，然后是 56。这么小的差别只是计算机运算的舍入，而不是真正的差别，所以被比较的两者在这里所关心的一切方面都相等。</translation>
    </message>
    <message>
        <source>perm = [0, 4, 2, 3, 1] (a new order of the words)</source>
        <translation>perm = [0, 4, 2, 3, 1]（词的新顺序）</translation>
    </message>
    <message>
        <source>perm lists where each word of the new order came from. In perm = [0, 4, 2, 3, 1] the word now at position 1 is the one that stood at position 4, and the word now at position 4 is the one from position 1, so the second and the last word have changed places. Every old position appears in the list exactly once: nothing is lost and nothing is doubled.</source>
        <translation>perm 列出新顺序中每个词原来的位置。在 perm = [0, 4, 2, 3, 1] 中，现在位于位置 1 的词原来在位置 4，现在位于位置 4 的词原来在位置 1，所以第二个词和最后一个词交换了位置。每个旧位置在列表中恰好出现一次：没有丢失，也没有重复。</translation>
    </message>
    <message>
        <source>softmax(X Xᵀ/√d) (the attention weights)</source>
        <translation>softmax(X Xᵀ/√d)（注意力权重）</translation>
    </message>
    <message>
        <source>This is how attention decides how much each word looks at every other word. X Xᵀ multiplies every row of X with every row, which gives one score per pair of words: a large score when the two rows point the same way. Dividing by √d, the square root of the row width, keeps the scores from growing just because the rows are wider. Softmax then turns each word&apos;s scores into positive weights that add up to 1.</source>
        <translation>注意力就是这样决定每个词对其他每个词关注多少。X Xᵀ 把 X 的每一行与每一行相乘，为每一对词得到一个分数：两行指向同一方向时分数就大。除以 √d（行宽的平方根）可以防止分数仅仅因为行更宽而变大。随后 softmax 把每个词的分数变成加起来等于 1 的正权重。</translation>
    </message>
    <message>
        <source>99.5th percentile (where the colour scale ends)</source>
        <translation>第 99.5 百分位（色标的终点）</translation>
    </message>
    <message>
        <source>The 99.5th percentile of the sizes of the values is the size that 99.5 % of the values stay below. The colour scale ends there instead of at the largest value, so that a handful of extreme values do not turn every other cell pale. The few values beyond it get the strongest colour of the scale.</source>
        <translation>数值大小的第 99.5 百分位，是 99.5% 的数值都低于它的那个大小。色标在这里结束，而不是在最大值处结束，这样少数极端值就不会让其他所有格子都变得很淡。超出它的少数数值使用色标中最深的颜色。</translation>
    </message>
    <message>
        <source>attention factor 1.13863 (RoPE scaling&apos;s sharpening)</source>
        <translation>注意力因子 1.13863（RoPE 缩放带来的锐化）</translation>
    </message>
    <message>
        <source>Some ways of stretching RoPE to longer texts, such as YaRN, also multiply the cos and sin values by a number a little above 1, called the attention factor. For YaRN it is 0.1 × ln(scaling factor) + 1, so a text stretched four times gets 1.13863. It makes the attention scores slightly sharper, which makes up for the positions being spread more thinly. The angles themselves stay as they were.</source>
        <translation>有些把 RoPE 拉伸到更长文本的方法（例如 YaRN）还会把 cos 和 sin 的值乘以一个略大于 1 的数，称为注意力因子。对 YaRN 来说它等于 0.1 × ln(缩放因子) + 1，所以拉伸四倍的文本得到 1.13863。它让注意力分数稍微更尖锐，以弥补位置分布得更稀疏。角度本身保持不变。</translation>
    </message>
    <message>
        <source>rotate_half (which dimensions RoPE turns together)</source>
        <translation>rotate_half（RoPE 把哪些维度一起旋转）</translation>
    </message>
    <message>
        <source>RoPE turns the dimensions of a head two at a time. rotate_half is the name of the function in the Hugging Face code that pairs the first half of the dimensions with the second half: dimension 0 with dimension d/2, 1 with d/2 + 1, and so on. Meta&apos;s original Llama code and GPT-J pair neighbours instead: 0 with 1, 2 with 3. The angles are the same; only the pairing differs, so weights written for one layout must be reordered for the other.</source>
        <translation>RoPE 每次旋转一个注意力头中的两个维度。rotate_half 是 Hugging Face 代码中一个函数的名字，它把前一半维度和后一半配对：维度 0 与维度 d/2，1 与 d/2 + 1，依此类推。Meta 最初的 Llama 代码和 GPT-J 则把相邻维度配对：0 与 1，2 与 3。角度相同，只是配对方式不同，所以为一种布局写的权重必须重新排列才能用于另一种。</translation>
    </message>
    <message>
        <source>yarn-scaled (RoPE stretched to longer texts)</source>
        <translation>yarn 缩放（把 RoPE 拉伸到更长的文本）</translation>
    </message>
    <message>
        <source>A model whose RoPE is scaled was made to read texts longer than the ones it was trained on by slowing down how fast its pairs turn, so that far positions get angles it has already seen. The word before “scaled” names the rule. Linear slows every pair by the same factor. YaRN and llama3 leave the fast pairs alone, slow the slow pairs by the full factor and blend the pairs in between; YaRN also sharpens attention with its attention factor. Dynamic scaling slows the pairs only once a text is longer than the training length, and LongRoPE uses a factor of its own for each pair.</source>
        <translation>RoPE 经过缩放的模型，是通过让它的维度对转得更慢，使它能读比训练时更长的文本，这样远处的位置得到的是它已经见过的角度。“缩放”前面的词说明规则。Linear 让每一对都按同一因子变慢。YaRN 和 llama3 不改变快的维度对，把慢的维度对按完整因子变慢，中间的则平滑过渡；YaRN 还用它的注意力因子让注意力更尖锐。动态缩放只有在文本长于训练长度时才让维度对变慢，而 LongRoPE 为每一对使用各自的因子。</translation>
    </message>
</context>
<context>
    <name>GlossaryTips</name>
    <message>
        <source>Hover a caption that shows one of these terms to read its explanation there. Every term the panels use without explaining it is listed here.</source>
        <translation>把指针停在显示这些术语的说明文字上，即可在那里读到解释。各面板用到但没有解释的术语都列在这里。</translation>
    </message>
    <message>
        <source>Words on the screen</source>
        <translation>屏幕上的术语</translation>
    </message>
</context>
<context>
    <name>HeatmapCaptions</name>
    <message>
        <source>sin/cos ({convention}), base {base} · colour scale fixed at −1&#xa0;…&#xa0;+1.</source>
        <translation>sin/cos（{convention}），基数 {base} · 色标固定为 −1 … +1。</translation>
    </message>
    <message>
        <source>colour scale ±{level} ({percentile}th percentile of |values|)</source>
        <translation>色标 ±{level}（|数值| 的第 {percentile} 百分位）</translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows (illustrative random values) · {scale}.</source>
        <translation>
            <numerusform>学习得到的表，%Ln 行（示意的随机值）· {scale}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows · {scale}.</source>
        <translation>
            <numerusform>学习得到的表，%Ln 行 · {scale}。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} table · colour scale {low} … {high}.</source>
        <translation>{name} 表 · 色标 {low} … {high}。</translation>
    </message>
    <message numerus="yes">
        <source>{caption} The sentence has %Ln tokens: rows 0–{last} are shown.</source>
        <translation>
            <numerusform>{caption} 句子有 %Ln 个词元：显示第 0–{last} 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>paper</source>
        <translation>论文</translation>
    </message>
    <message>
        <source>split halves</source>
        <translation>前后两半</translation>
    </message>
    <message>
        <source>{name}, offset {offset}</source>
        <translation>{name}，偏移 {offset}</translation>
    </message>
    <message>
        <source>Grey bar: the sentence, positions 0–{last}.</source>
        <translation>灰色条：句子，位置 0–{last}。</translation>
    </message>
    <message>
        <source>{legend} Outlined: “{word}”, position {position}.</source>
        <translation>{legend} 描边：“{word}”，位置 {position}。</translation>
    </message>
    <message>
        <source>{legend} The focused token, at position {position}, is past the rows shown.</source>
        <translation>{legend} 选中的词元位于位置 {position}，超出了显示的行。</translation>
    </message>
    <message>
        <source>{legend} {how_to}</source>
        <translation>{legend}{how_to}</translation>
    </message>
    <message>
        <source>Hover a cell for its formula; click a sentence row to focus it.</source>
        <translation>把指针停在格子上可看到它的公式；点击句子所在的行可选中它。</translation>
    </message>
    <message>
        <source>Each cell = one position, one dimension (exact values).</source>
        <translation>每个格子 = 一个位置、一个维度（精确值）。</translation>
    </message>
    <message numerus="yes">
        <source>Sampled: each pixel row shows 1 of %Ln positions (no mean).</source>
        <translation>
            <numerusform>抽样：每一行像素只显示 %Ln 个位置中的 1 个（不取平均）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel = mean of %Ln positions × {columns} dimensions.</source>
        <translation>
            <numerusform>每个像素 = %Ln 个位置 × {columns} 个维度的平均值。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel row = mean of %Ln positions.</source>
        <translation>
            <numerusform>每一行像素 = %Ln 个位置的平均值。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel column = mean of %Ln dimensions.</source>
        <translation>
            <numerusform>每一列像素 = %Ln 个维度的平均值。</numerusform>
        </translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation>这个像素 = 只抽取位置 {middle}，维度 {first_dim}–{last_dim}：{value}。</translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation>这个像素 = 位置 {first}–{last}、维度 {first_dim}–{last_dim} 的平均值：{value}。</translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only: {value}.</source>
        <translation>这个像素 = 只抽取位置 {middle}：{value}。</translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}: {value}.</source>
        <translation>这个像素 = 位置 {first}–{last} 的平均值：{value}。</translation>
    </message>
    <message>
        <source>pair {pair} · {wave}</source>
        <translation>第 {pair} 对 · {wave}</translation>
    </message>
    <message>
        <source>Pair 0 (left) turns fastest.</source>
        <translation>第 0 对（左边）转得最快。</translation>
    </message>
    <message>
        <source>Sines, then cosines: pair 0 of each half turns fastest.</source>
        <translation>先正弦，后余弦：每一半的第 0 对转得最快。</translation>
    </message>
    <message>
        <source>Base 1: every column turns at the same speed.</source>
        <translation>基数 1：每一列转得一样快。</translation>
    </message>
    <message>
        <source>Slow waves on the left, fast on the right.</source>
        <translation>左边是慢波，右边是快波。</translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column} ({name})</source>
        <translation>位置 {position}（“{word}”）· 维度 {column}（{name}）</translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column}</source>
        <translation>位置 {position}（“{word}”）· 维度 {column}</translation>
    </message>
    <message>
        <source>position {position} · dimension {column} ({name})</source>
        <translation>位置 {position} · 维度 {column}（{name}）</translation>
    </message>
    <message>
        <source>position {position} · dimension {column}</source>
        <translation>位置 {position} · 维度 {column}</translation>
    </message>
    <message>
        <source>{where}: {formula}</source>
        <translation>{where}：{formula}</translation>
    </message>
    <message>
        <source>{where}: {value} (illustrative random row {position})</source>
        <translation>{where}：{value}（示意的随机行 {position}）</translation>
    </message>
    <message>
        <source>{where}: {value} (learned row {position})</source>
        <translation>{where}：{value}（学习得到的行 {position}）</translation>
    </message>
    <message>
        <source>{where}: {value}</source>
        <translation>{where}：{value}</translation>
    </message>
    <message>
        <source>each query and key has its dimension pairs {pairs} rotated by position × base^(−2k/d)</source>
        <translation>每个查询和键的维度对 {pairs} 都旋转 位置 × base^(−2k/d)</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}, then {scaling}-scaled</source>
        <translation>查询或键中每个宽 {width} 的头，其维度对 {pairs} 旋转 {angle}，再做 {scaling} 缩放</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}</source>
        <translation>查询或键中每个宽 {width} 的头，其维度对 {pairs} 旋转 {angle}</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle}, then {scaling}-scaled (the other {rest} are not turned)</source>
        <translation>查询或键中每个宽 {width} 的头，其前 {rotated} 个维度按 {pairs} 配对旋转 {angle}，再做 {scaling} 缩放（其余 {rest} 个不旋转）</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle} (the other {rest} are not turned)</source>
        <translation>查询或键中每个宽 {width} 的头，其前 {rotated} 个维度按 {pairs} 配对旋转 {angle}（其余 {rest} 个不旋转）</translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: every position vector is zero, so there is no table to draw. Position enters inside attention instead: {rotation}, so their dot product depends on how far apart the two tokens are.</source>
        <translation>RoPE 不往 Z 里加任何东西：每个位置向量都为零，所以没有表可画。位置改为在注意力内部起作用：{rotation}，因此它们的点积取决于两个词元相隔多远。</translation>
    </message>
    <message>
        <source>No position vector is added to the token rows, so there is no table to draw; this model places tokens this way: {how}.</source>
        <translation>词元行没有加上位置向量，所以没有表可画；本模型这样安排词元：{how}。</translation>
    </message>
    <message>
        <source>Positions are off: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation>位置已关闭：词元行上什么也不加，所以 Z 就是词元行，对注意力来说“{first}”和“{second}”看起来一模一样。</translation>
    </message>
    <message>
        <source>No position scheme: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation>没有位置方案：词元行上什么也不加，所以 Z 就是词元行，对注意力来说“{first}”和“{second}”看起来一模一样。</translation>
    </message>
    <message>
        <source>No tokens yet: type a sentence above to see the position vectors added to it.</source>
        <translation>还没有词元：请在上方输入一个句子，看看加到它上面的位置向量。</translation>
    </message>
</context>
<context>
    <name>HeatmapPanelWords</name>
    <message numerus="yes">
        <source>… %Ln more</source>
        <translation>
            <numerusform>… 还有 %Ln 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Positional heatmap</source>
        <translation>位置热图</translation>
    </message>
    <message>
        <source>Position table heatmap</source>
        <translation>位置表热图</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Heatmap of the position vectors: {rows} positions × {width} dimensions, one row per position. {caption} {focus}</source>
        <translation>位置向量热图：{rows} 个位置 × {width} 个维度，每个位置一行。{caption} {focus}</translation>
    </message>
</context>
<context>
    <name>InputMatrix</name>
    <message>
        <source>Block 1&apos;s input = {formula}</source>
        <translation>第 1 块的输入 = {formula}</translation>
    </message>
    <message>
        <source>RoPE adds nothing here: Z is just the token rows. The rotation is applied to queries and keys inside attention.</source>
        <translation>RoPE 在这里不加任何东西：Z 就是词元行。旋转在注意力内部作用于查询和键。</translation>
    </message>
    <message>
        <source>No positions: Z is just the token rows, so reordering the words only reorders these rows.</source>
        <translation>没有位置：Z 就是词元行，所以重新排列词只会重新排列这些行。</translation>
    </message>
    <message>
        <source>Z = token rows + position rows.</source>
        <translation>Z = 词元行 + 位置行。</translation>
    </message>
    <message>
        <source>Input matrix Z</source>
        <translation>输入矩阵 Z</translation>
    </message>
    <message>
        <source>{title}, input to layer 1, one row per token</source>
        <translation>{title}，第 1 层的输入，每个词元一行</translation>
    </message>
    <message>
        <source>Z is empty: type a sentence to give the first block something to read.</source>
        <translation>Z 是空的：请输入一个句子，让第一块有东西可读。</translation>
    </message>
    <message>
        <source>{title}, L × d = {rows} × {width}: what this model&apos;s first block receives. The addition panel shows the lesson&apos;s z (token rows + position rows, where the model has them); the steps after it are in the Real model tab.</source>
        <translation>{title}，L × d = {rows} × {width}：这个模型的第一块接收的内容。加法面板显示本课的 z（词元行 + 位置行，若模型有位置行）；之后的步骤在“真实模型”标签页中。</translation>
    </message>
    <message>
        <source>Z is L × d = {rows} × {width}. {note}</source>
        <translation>Z 为 L × d = {rows} × {width}。{note}</translation>
    </message>
    <message>
        <source>{title}: {rows} rows × {width} columns, one row per token. {focus}</source>
        <translation>{title}：{rows} 行 × {width} 列，每个词元一行。{focus}</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>没有语言“{code}”：请从 {codes} 中选择。</translation>
    </message>
</context>
<context>
    <name>LessonMessages</name>
    <message>
        <source>the sentence must be text, not {kind}</source>
        <translation>句子必须是文本，而不是 {kind}</translation>
    </message>
    <message>
        <source>Cannot use that word order: {reason}</source>
        <translation>无法使用这个词序：{reason}</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
</context>
<context>
    <name>ModelSteps</name>
    <message>
        <source>RoPE adds nothing here; the rotation happens inside attention, where each query and key is turned by an angle that grows with its position.</source>
        <translation>RoPE 在这里不加任何东西；旋转发生在注意力内部，每个查询和键都按随位置增大的角度旋转。</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; inside attention each score is lowered in proportion to the distance between the two tokens, with one slope per head.</source>
        <translation>ALiBi 在这里不加任何东西；在注意力内部，每个分数按两个词元之间的距离成比例地降低，每个头有自己的斜率。</translation>
    </message>
    <message>
        <source>Relative positions add nothing here; inside attention each pair of tokens also gets what was learned for the distance between them.</source>
        <translation>相对位置在这里不加任何东西；在注意力内部，每一对词元还会得到为它们之间的距离所学到的内容。</translation>
    </message>
    <message>
        <source>Nothing is added here yet; this model adds its position rows later, after the token rows are projected to the {width}-wide hidden size.</source>
        <translation>这里暂时什么也不加；本模型在词元行投影到 {width} 维的隐藏大小之后，才加上它的位置行。</translation>
    </message>
    <message>
        <source>Nothing is added here. {own}.</source>
        <translation>这里什么也不加。{own}。</translation>
    </message>
    <message>
        <source>No position vector is made here: every position row is all zeros, so swapping two words only swaps rows of Z.</source>
        <translation>这里不生成位置向量：每个位置行都为零，所以交换两个词只会交换 Z 的行。</translation>
    </message>
    <message>
        <source>RoPE adds nothing here; the rotation happens inside attention.</source>
        <translation>RoPE 在这里不加任何东西；旋转发生在注意力内部。</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; its distance penalty acts inside attention.</source>
        <translation>ALiBi 在这里不加任何东西；它的距离惩罚在注意力内部起作用。</translation>
    </message>
    <message>
        <source>Relative positions add nothing here; they act inside attention.</source>
        <translation>相对位置在这里不加任何东西；它们在注意力内部起作用。</translation>
    </message>
    <message>
        <source>Nothing is added here yet; the position rows come after the projection.</source>
        <translation>这里暂时什么也不加；位置行在投影之后才加入。</translation>
    </message>
    <message>
        <source>Nothing is added here; this model has no positions at all.</source>
        <translation>这里什么也不加；这个模型根本没有位置。</translation>
    </message>
    <message>
        <source>Nothing is added here: every position row is all zeros.</source>
        <translation>这里什么也不加：每个位置行都为零。</translation>
    </message>
    <message>
        <source>Attention looks at all tokens at once, so nothing tells it the order.</source>
        <translation>注意力同时看所有词元，所以没有任何东西告诉它顺序。</translation>
    </message>
    <message>
        <source>Inside attention it also uses the distance between two tokens.</source>
        <translation>在注意力内部，它还会用到两个词元之间的距离。</translation>
    </message>
    <message>
        <source>No position vector and no position inside attention</source>
        <translation>没有位置向量，注意力内部也没有位置</translation>
    </message>
    <message>
        <source>{order} {vectors}</source>
        <translation>{order}{vectors}</translation>
    </message>
    <message>
        <source>{sentences} {relative}</source>
        <translation>{sentences}{relative}</translation>
    </message>
    <message>
        <source>{order} {inside}</source>
        <translation>{order}{inside}</translation>
    </message>
    <message>
        <source>The position vector is added into the token&apos;s row, number by number. One vector now carries both what the token is and where it sits.</source>
        <translation>位置向量逐个数字地加到词元的行上。现在一个向量同时携带了词元是什么以及它在哪里。</translation>
    </message>
    <message>
        <source>The position vector is added into the token&apos;s row, number by number: z = token + position carries both what the token is and where it sits. This model does more before block 1, which receives {formula} (next step).</source>
        <translation>位置向量逐个数字地加到词元的行上：z = 词元 + 位置 同时携带了词元是什么以及它在哪里。这个模型在第 1 块之前还会做更多，第 1 块接收的是 {formula}（下一步）。</translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on without a position vector: block 1 receives {formula}.</source>
        <translation>{inside}词元的行不加位置向量继续往下走：第 1 块接收 {formula}。</translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on unchanged: block 1 receives it as it is.</source>
        <translation>{inside}词元的行原样继续往下走：第 1 块按原样接收它。</translation>
    </message>
    <message>
        <source>Stack one row per token and you have Z, the matrix the first transformer block reads. Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation>每个词元一行，把它们堆叠起来就得到 Z，即第一个 Transformer 块读取的矩阵。注意力的查询、键和值都由它计算得出。</translation>
    </message>
    <message>
        <source>the token&apos;s row of E</source>
        <translation>该词元在 E 中的行</translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder&apos;s first block reads: %Ln numbers per row.</source>
        <translation>
            <numerusform>每个词元一行，每行 = {formula}，堆叠起来就得到 Z，即编码器第一块读取的矩阵：每行 %Ln 个数。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.</source>
        <translation>
            <numerusform>每个词元一行，每行 = {formula}，堆叠起来就得到 Z，即第一块读取的矩阵：每行 %Ln 个数。</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything the model computes starts from it.</source>
        <translation>模型计算的一切都从它开始。</translation>
    </message>
    <message>
        <source>Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation>注意力的查询、键和值都由它计算得出。</translation>
    </message>
    <message>
        <source>{sentence} {use}</source>
        <translation>{sentence}{use}</translation>
    </message>
    <message>
        <source>Positions act inside attention</source>
        <translation>位置在注意力内部起作用</translation>
    </message>
    <message>
        <source>Positions come after the projection</source>
        <translation>位置在投影之后才加入</translation>
    </message>
    <message>
        <source>This model has no positions</source>
        <translation>这个模型没有位置</translation>
    </message>
    <message>
        <source>No position vectors</source>
        <translation>没有位置向量</translation>
    </message>
    <message>
        <source>Nothing to add here</source>
        <translation>这里没有要加的东西</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>unknown theme {theme}; choose one of {names}</source>
        <translation>未知的主题 {theme}；请从 {names} 中选择</translation>
    </message>
    <message>
        <source>unknown colour map {name}; choose one of {names}</source>
        <translation>未知的配色 {name}；请从 {names} 中选择</translation>
    </message>
</context>
<context>
    <name>PanelPager</name>
    <message>
        <source>E: token rows</source>
        <translation>E：词元行</translation>
    </message>
    <message>
        <source>Position vectors</source>
        <translation>位置向量</translation>
    </message>
    <message>
        <source>Token + position</source>
        <translation>词元 + 位置</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>面板：</translation>
    </message>
</context>
<context>
    <name>PanelTitles</name>
    <message>
        <source>Embedding table E (one row per word)</source>
        <translation>嵌入表 E（每个词一行）</translation>
    </message>
    <message>
        <source>Z: input to layer 1 (position · token)</source>
        <translation>Z：第 1 层的输入（位置 · 词元）</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation>词元行 + 位置行 = Z 的行</translation>
    </message>
    <message>
        <source>Position vectors, as a heatmap</source>
        <translation>位置向量热图</translation>
    </message>
    <message>
        <source>Input layer: E, Z, the addition and the position heatmap</source>
        <translation>输入层：E、Z、加法和位置热图</translation>
    </message>
</context>
<context>
    <name>PositionsSwitch</name>
    <message>
        <source>Add the position vectors to the token rows (off: Z is the token rows alone)</source>
        <translation>把位置向量加到词元行上（关闭时：Z 只是词元行）</translation>
    </message>
    <message>
        <source>Nothing to switch: this scheme gives the words no positions</source>
        <translation>无可切换：这个方案不给词任何位置</translation>
    </message>
</context>
<context>
    <name>RealModel</name>
    <message>
        <source>No real model is open: posviz is showing the lesson&apos;s toy model.</source>
        <translation>没有打开真实模型：posviz 正在显示本课的玩具模型。</translation>
    </message>
    <message>
        <source>&lt;b&gt;File → Open model folder…&lt;/b&gt; opens a Hugging Face-style folder ({files}), offline. From a terminal: {command}.</source>
        <translation>&lt;b&gt;文件 → 打开模型文件夹…&lt;/b&gt; 可离线打开 Hugging Face 格式的文件夹（{files}）。在终端中：{command}。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source>{tokens} ({rows} table rows: the rest are padding no text reaches)</source>
        <translation>{tokens}（表有 {rows} 行：其余是任何文本都用不到的填充）</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Vocabulary |V|</source>
        <translation>词表 |V|</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>宽度 d</translation>
    </message>
    <message>
        <source>Longest input</source>
        <translation>最长输入</translation>
    </message>
    <message>
        <source>Token table</source>
        <translation>词元表</translation>
    </message>
    <message>
        <source>{rows} × {width}, stored as {dtype}</source>
        <translation>{rows} × {width}，存储为 {dtype}</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>分词器</translation>
    </message>
    <message>
        <source>Rows with NaN or ±inf</source>
        <translation>含 NaN 或 ±inf 的行</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} token rows ({listed})</source>
        <translation>
            <numerusform>{total} 个词元行中的 %Ln 行（{listed}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} position rows ({listed})</source>
        <translation>
            <numerusform>{total} 个位置行中的 %Ln 行（{listed}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln token rows are being measured in the background…</source>
        <translation>
            <numerusform>正在后台检查 %Ln 个词元行…</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no rows with NaN or inf</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>{rows}: shown as nan / inf, left out of colour scales and the nearest-row search</source>
        <translation>{rows}：显示为 nan / inf，不计入色标，也不参与最近行搜索</translation>
    </message>
    <message>
        <source>{found}; {waiting}</source>
        <translation>{found}；{waiting}</translation>
    </message>
    <message>
        <source>Position table values: the largest |value| is {largest} (row {row}), while {percent} % of values lie within ±{within}. Colour scales for real tables therefore come from a percentile, not from the extremes.</source>
        <translation>位置表的数值：最大的 |数值| 为 {largest}（第 {row} 行），而 {percent}% 的数值都在 ±{within} 以内。因此真实表格的色标取自百分位，而不是极值。</translation>
    </message>
    <message>
        <source>Parts of the lesson&apos;s recipe this model does not have</source>
        <translation>本课配方中这个模型没有的部分</translation>
    </message>
    <message>
        <source>It has every part of the lesson&apos;s recipe: a token row plus a position row.</source>
        <translation>它具备本课配方的每个部分：词元行加上位置行。</translation>
    </message>
    <message numerus="yes">
        <source>{has} After z it adds %Ln more step(s): {steps}.</source>
        <translation>
            <numerusform>{has}在 z 之后它还增加了 %Ln 个步骤：{steps}。</numerusform>
        </translation>
    </message>
    <message>
        <source>token row {id} ({token})</source>
        <translation>词元行 {id}（{token}）</translation>
    </message>
    <message>
        <source>+ position {index}</source>
        <translation>+ 位置 {index}</translation>
    </message>
    <message>
        <source>+ position {index}: nothing added</source>
        <translation>+ 位置 {index}：不加任何东西</translation>
    </message>
    <message>
        <source>= z (token + position)</source>
        <translation>= z（词元 + 位置）</translation>
    </message>
    <message>
        <source>{step} → block 1</source>
        <translation>{step} → 第 1 块</translation>
    </message>
    <message>
        <source>The focused token&apos;s vectors, step by step</source>
        <translation>选中词元的向量，逐步显示</translation>
    </message>
    <message>
        <source>The real model&apos;s steps from token rows to block 1&apos;s input</source>
        <translation>真实模型从词元行到第 1 块输入的各个步骤</translation>
    </message>
    <message>
        <source>No real model open</source>
        <translation>没有打开真实模型</translation>
    </message>
    <message>
        <source>Also worth knowing</source>
        <translation>另外值得知道</translation>
    </message>
    <message>
        <source>not measured: {reason}</source>
        <translation>未检查：{reason}</translation>
    </message>
    <message>
        <source>What block 1 receives for “{word}” (token {index}), step by step: the first {shown} of {width} dimensions.</source>
        <translation>第 1 块为“{word}”（词元 {index}）接收的内容，逐步显示：{width} 个维度中的前 {shown} 个。</translation>
    </message>
</context>
<context>
    <name>SentencePanelWords</name>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}” ({unk}: not in the vocabulary)</source>
        <translation>位置 {index}：“{text}”→ id {id}，分词器的片段“{piece}”（{unk}：不在词表中）</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}”</source>
        <translation>位置 {index}：“{text}”→ id {id}，分词器的片段“{piece}”</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id} ({unk}: not in the vocabulary)</source>
        <translation>位置 {index}：“{text}”→ id {id}（{unk}：不在词表中）</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}</source>
        <translation>位置 {index}：“{text}”→ id {id}</translation>
    </message>
    <message>
        <source>token {index}, {label}, id {id}</source>
        <translation>词元 {index}，{label}，id {id}</translation>
    </message>
    <message numerus="yes">
        <source>That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged</source>
        <translation>
            <numerusform>这样句子会有 %Ln 个字符；posviz 最多编码 {most} 个，所以没有插入，句子保持不变</numerusform>
        </translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Sentence:</source>
        <translation>句子：</translation>
    </message>
    <message>
        <source>Sentence to encode</source>
        <translation>要编码的句子</translation>
    </message>
    <message>
        <source>Type a sentence, e.g. {example}</source>
        <translation>输入一个句子，例如 {example}</translation>
    </message>
    <message>
        <source>Preset sentences</source>
        <translation>预设句子</translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation>预设…</translation>
    </message>
    <message>
        <source>Tokens of the sentence</source>
        <translation>句子的词元</translation>
    </message>
    <message>
        <source>No tokens yet: the sentence is empty.</source>
        <translation>还没有词元：句子是空的。</translation>
    </message>
    <message>
        <source>Token ids: {ids} ({shown} of {total} tokens)</source>
        <translation>词元 id：{ids}（{total} 个词元中的 {shown} 个）</translation>
    </message>
    <message numerus="yes">
        <source>Token ids: {ids} (%Ln tokens in all)</source>
        <translation>
            <numerusform>词元 id：{ids}（共 %Ln 个词元）</numerusform>
        </translation>
    </message>
    <message>
        <source>Token ids: {ids}</source>
        <translation>词元 id：{ids}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not in the vocabulary ({unk})</source>
        <translation>
            <numerusform>%Ln 个不在词表中（{unk}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… 还有 %Ln 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>{values}, … and %Ln more</source>
        <translation>
            <numerusform>{values}，… 还有 %Ln 个</numerusform>
        </translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是数</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>无穷大</translation>
    </message>
    <message>
        <source>minus infinity</source>
        <translation>负无穷大</translation>
    </message>
    <message>
        <source>No sentence: no row is focused.</source>
        <translation>没有句子：没有选中的行。</translation>
    </message>
    <message numerus="yes">
        <source>The focused token, at position {position}, is not among the %Ln rows shown.</source>
        <translation>
            <numerusform>选中的词元位于位置 {position}，不在显示的 %Ln 行之中。</numerusform>
        </translation>
    </message>
    <message>
        <source>Focused row, position {position} ({word}): {values}.</source>
        <translation>选中的行，位置 {position}（{word}）：{values}。</translation>
    </message>
    <message>
        <source>{y} against {x}</source>
        <translation>{y} 对 {x}</translation>
    </message>
    <message>
        <source>{view}: picture</source>
        <translation>{view}：图</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>Split the text into token ids</source>
        <translation>把文本切分成词元 id</translation>
    </message>
    <message>
        <source>The tokenizer cuts the sentence into tokens and gives each one an id. An id is only a row number: 2 is not “closer” to 3 in any useful way.</source>
        <translation>分词器把句子切成词元，并给每个词元一个 id。id 只是行号：2 并不在任何有用的意义上比别的数更“接近” 3。</translation>
    </message>
    <message>
        <source>Look up each id&apos;s row</source>
        <translation>查出每个 id 对应的行</translation>
    </message>
    <message>
        <source>Each id picks one row of the table E. The row is a short list of learned numbers, the same row every time the word appears.</source>
        <translation>每个 id 选出表 E 中的一行。这一行是一小串学习得到的数，每次出现这个词都是同一行。</translation>
    </message>
    <message>
        <source>Make a vector for each position</source>
        <translation>为每个位置生成一个向量</translation>
    </message>
    <message>
        <source>Add them</source>
        <translation>把它们相加</translation>
    </message>
    <message>
        <source>Hand Z to the first layer</source>
        <translation>把 Z 交给第一层</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the first pair of columns turns fastest (left), each later pair more slowly (right), like the hands of a clock.</source>
        <translation>每个位置都有自己的同宽向量：第一对列转得最快（左边），后面每一对依次变慢（右边），就像时钟的指针。</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: slow waves on the left, fast waves on the right.</source>
        <translation>每个位置都有自己的同宽向量：左边是慢波，右边是快波。</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: with base 1 every column turns at the same speed, one radian per position.</source>
        <translation>每个位置都有自己的同宽向量：基数为 1 时每一列转得一样快，每个位置一弧度。</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the sines (left half) go from fast to slow, then the cosines (right half) repeat the same frequencies.</source>
        <translation>每个位置都有自己的同宽向量：正弦（左半）从快到慢，然后余弦（右半）重复同样的频率。</translation>
    </message>
    <message>
        <source>{sentence} Its last column is all zeros (odd width).</source>
        <translation>{sentence}它的最后一列全为零（宽度为奇数）。</translation>
    </message>
    <message>
        <source>Each position gets its own row of a learned table, of the same width.</source>
        <translation>每个位置都有一张学习得到的表中属于自己的一行，宽度相同。</translation>
    </message>
    <message>
        <source>RoPE adds no vector here: it rotates queries and keys inside attention.</source>
        <translation>RoPE 在这里不加向量：它在注意力内部旋转查询和键。</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width.</source>
        <translation>每个位置都有自己的同宽向量。</translation>
    </message>
</context>
<context>
    <name>WalkthroughWords</name>
    <message>
        <source>Walkthrough</source>
        <translation>分步讲解</translation>
    </message>
    <message>
        <source>{arrow} Back</source>
        <translation>{arrow} 上一步</translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation>下一步 {arrow}</translation>
    </message>
    <message>
        <source>Leave (Esc)</source>
        <translation>退出（Esc）</translation>
    </message>
    <message>
        <source>Step {step} of {count}   {dots}</source>
        <translation>第 {step} 步，共 {count} 步   {dots}</translation>
    </message>
</context>
</TS>
