<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
    <name>ContextLesson</name>
    <message>
        <source>factor</source>
        <translation>因子</translation>
    </message>
    <message>
        <source>original context</source>
        <translation>原始上下文</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>保持不变</translation>
    </message>
    <message>
        <source>kept: they turn as in training</source>
        <translation>保持不变：转法与训练时相同</translation>
    </message>
    <message>
        <source>slowed {factor}×</source>
        <translation>放慢 {factor}×</translation>
    </message>
    <message>
        <source>slowed {low}×</source>
        <translation>放慢 {low}×</translation>
    </message>
    <message>
        <source>slowed between {low}× and {high}×</source>
        <translation>放慢 {low}× 到 {high}× 之间</translation>
    </message>
    <message>
        <source>pair {first}: one turn every {every} tokens ({made} turns in the original {original}): {what}</source>
        <translation>第 {first} 对：每 {every} 个词元转一圈（在原始的 {original} 中转 {made} 圈）：{what}</translation>
    </message>
    <message>
        <source>pairs {first}–{last}: one turn every {every} to {every_high} tokens ({made} to {made_high} turns in the original {original}): {what}</source>
        <translation>第 {first}–{last} 对：每 {every} 到 {every_high} 个词元转一圈（在原始的 {original} 中转 {made} 到 {made_high} 圈）：{what}</translation>
    </message>
    <message>
        <source>llama3&apos;s rule: a pair with a wavelength under {n} / {high} = {short} tokens keeps its frequency, over {n} / {low} = {long} it turns {factor}× slower, and in between the two are blended.</source>
        <translation>llama3 的规则：波长小于 {n} / {high} = {short} 个词元的对保持频率，大于 {n} / {low} = {long} 的转得慢 {factor}×，两者之间则混合。</translation>
    </message>
    <message numerus="yes">
        <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).</source>
        <translation>
            <numerusform>%Ln 对中有 {before} 对的波长比原始上下文（{n} 个词元）还长：训练中它们从未转满一圈；缩放后，有 {after} 对的波长超过 {longest} 个词元（{factor} × {n}）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.</source>
        <translation>
            <numerusform>%Ln 对中有 {before} 对的波长比原始上下文（{n} 个词元）还长：训练中它们从未转满一圈。</numerusform>
        </translation>
    </message>
    <message>
        <source>Attention factor 1: cos and sin are used as they are.</source>
        <translation>注意力因子 1：cos 和 sin 按原样使用。</translation>
    </message>
    <message>
        <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets sharper).</source>
        <translation>注意力因子 {factor}：cos 和 sin 都乘以它，所以这个头的每个 q·k 分数都乘以 {square}（它们的 softmax 变得更尖锐）。</translation>
    </message>
    <message>
        <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets flatter).</source>
        <translation>注意力因子 {factor}：cos 和 sin 都乘以它，所以这个头的每个 q·k 分数都乘以 {square}（它们的 softmax 变得更平）。</translation>
    </message>
</context>
<context>
    <name>ConventionsLesson</name>
    <message>
        <source>Paper: interleaved sin, cos</source>
        <translation>论文：sin 与 cos 交错</translation>
    </message>
    <message>
        <source>Vaswani et al. 2017, the Annotated Transformer, DistilBERT</source>
        <translation>Vaswani 等 2017、Annotated Transformer、DistilBERT</translation>
    </message>
    <message>
        <source>Sine and cosine of the same frequency sit side by side.</source>
        <translation>同一频率的正弦和余弦紧挨在一起。</translation>
    </message>
    <message>
        <source>Split halves: all sines, then all cosines</source>
        <translation>分成两半：先是全部正弦，再是全部余弦</translation>
    </message>
    <message>
        <source>Marian, the TensorFlow text tutorial</source>
        <translation>Marian、TensorFlow 文本教程</translation>
    </message>
    <message>
        <source>Same numbers as the paper, columns in another order.</source>
        <translation>数值与论文相同，只是列的顺序不同。</translation>
    </message>
    <message>
        <source>tensor2tensor: split, other frequencies</source>
        <translation>tensor2tensor：分成两半，频率不同</translation>
    </message>
    <message>
        <source>tensor2tensor (Google), fairseq without its offset</source>
        <translation>tensor2tensor（Google）、不带偏移的 fairseq</translation>
    </message>
    <message>
        <source>The slowest pair turns at exactly 1/base radians per position.</source>
        <translation>最慢的一对每个位置恰好转 1/base 弧度。</translation>
    </message>
    <message>
        <source>fairseq: tensor2tensor, positions start at 2</source>
        <translation>fairseq：tensor2tensor，位置从 2 开始</translation>
    </message>
    <message>
        <source>fairseq (Meta): padding_idx + 1 = 2 is the first position</source>
        <translation>fairseq（Meta）：padding_idx + 1 = 2 是第一个位置</translation>
    </message>
    <message>
        <source>The first token gets the vector of position 2: position 1 marks padding and 0 is unused.</source>
        <translation>第一个词元得到位置 2 的向量：位置 1 表示填充，0 不使用。</translation>
    </message>
</context>
<context>
    <name>DeeperBuckets</name>
    <message>
        <source>Relative positions inside attention: buckets per query and key</source>
        <translation>注意力内部的相对位置：每个查询和键的桶</translation>
    </message>
    <message>
        <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, this model&apos;s; the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;每个查询（向下）对每个键（横向）读到的桶&lt;/b&gt;，本模型的；焦点词元的行已框出。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, T5-base&apos;s (32 buckets up to 128: no relative positions in the open model); the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;每个查询（向下）对每个键（横向）读到的桶&lt;/b&gt;，T5-base 的（32 个桶，直到 128：打开的模型没有相对位置）；焦点词元的行已框出。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The relative position each query (down) reads for each key (across)&lt;/b&gt;, this model&apos;s; the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;每个查询（向下）对每个键（横向）读到的相对位置&lt;/b&gt;，本模型的；焦点词元的行已框出。</translation>
    </message>
</context>
<context>
    <name>DeeperCaptions</name>
    <message>
        <source>The learned table here is illustrative (seeded random numbers in place of trained rows): like a trained one it has rows for positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
        <translation>这里学到的表是演示用的（用固定种子的随机数代替训练出的行）：和训练过的表一样，它只有位置 0 到 L&lt;sub&gt;max&lt;/sub&gt;−1 的行，所以超过末尾时模型会报上面的错误。</translation>
    </message>
    <message>
        <source>The learned table was trained on positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
        <translation>学到的表只在位置 0 到 L&lt;sub&gt;max&lt;/sub&gt;−1 上训练过，所以超过末尾时模型会报上面的错误。</translation>
    </message>
</context>
<context>
    <name>DeeperCommon</name>
    <message>
        <source>{mark} {claim} ({detail})</source>
        <extracomment>a check&apos;s result: {mark} is a tick or a cross, {claim} what holds, {detail} the measured number</extracomment>
        <translation>{mark} {claim}（{detail}）</translation>
    </message>
</context>
<context>
    <name>DeeperContext</name>
    <message>
        <source>Context extension: RoPE scaling</source>
        <translation>上下文扩展：RoPE 缩放</translation>
    </message>
    <message>
        <source>{name}:</source>
        <extracomment>a control&apos;s label: the scaling parameter&apos;s name</extracomment>
        <translation>{name}：</translation>
    </message>
    <message>
        <source>Width of the toy head</source>
        <translation>玩具头的宽度</translation>
    </message>
    <message>
        <source>Sequence length L</source>
        <translation>序列长度 L</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>对</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Scaling:</source>
        <translation>缩放：</translation>
    </message>
    <message>
        <source>Attention:</source>
        <translation>注意力：</translation>
    </message>
    <message>
        <source>Head width:</source>
        <translation>头宽：</translation>
    </message>
    <message>
        <source>Sequence length L:</source>
        <translation>序列长度 L：</translation>
    </message>
    <message>
        <source>Pair i:</source>
        <translation>第 i 对：</translation>
    </message>
    <message>
        <source>Position p:</source>
        <translation>位置 p：</translation>
    </message>
    <message>
        <source>θ, radians</source>
        <translation>θ，弧度</translation>
    </message>
    <message>
        <source>tokens per turn</source>
        <translation>每圈词元数</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>第 i 对</translation>
    </message>
    <message>
        <source>{scaling} (the model&apos;s own)</source>
        <translation>{scaling}（模型自己的）</translation>
    </message>
    <message>
        <source>none (the model&apos;s own)</source>
        <translation>无（模型自己的）</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt;, one head ({kind} layers), as its config says</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;，一个头（{kind} 层），按其配置</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt;, one head, as its config says</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;，一个头，按其配置</translation>
    </message>
    <message>
        <source>The loaded model has no RoPE, so a toy head is shown. &lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
        <translation>加载的模型没有 RoPE，所以显示一个玩具头。&lt;b&gt;一个玩具头&lt;/b&gt;（演示用；其底数是控制栏中设定的）</translation>
    </message>
    <message>
        <source>&lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
        <translation>&lt;b&gt;一个玩具头&lt;/b&gt;（演示用；其底数是控制栏中设定的）</translation>
    </message>
    <message>
        <source>{mark} These parameters cannot be used: {error}. The last good picture is kept.</source>
        <translation>{mark} 这些参数无法使用：{error}。保留上一张正确的图。</translation>
    </message>
    <message>
        <source>{whose}: {head} ({values}); frequencies at L = {length} tokens.</source>
        <translation>{whose}：{head}（{values}）；L = {length} 个词元时的频率。</translation>
    </message>
    <message>
        <source>{whose}: {head}; frequencies at L = {length} tokens.</source>
        <translation>{whose}：{head}；L = {length} 个词元时的频率。</translation>
    </message>
    <message>
        <source>Solid blue: after scaling.</source>
        <translation>蓝色实线：缩放后。</translation>
    </message>
    <message>
        <source>Vertical line: pair {pair}.</source>
        <translation>竖线：第 {pair} 对。</translation>
    </message>
    <message>
        <source>Dashed: before scaling. {after} Background: {kept} {between} {slowed}. {line} Both plots have a log scale.</source>
        <translation>虚线：缩放前。{after} 背景：{kept} {between} {slowed}。{line} 两张图都是对数刻度。</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>保持不变</translation>
    </message>
    <message>
        <source>between</source>
        <translation>之间</translation>
    </message>
    <message>
        <source>slowed by the factor</source>
        <translation>按因子放慢</translation>
    </message>
    <message>
        <source>original context {tokens}</source>
        <translation>原始上下文 {tokens}</translation>
    </message>
    <message>
        <source>{factor} × original = {tokens}</source>
        <translation>{factor} × 原始 = {tokens}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair {pair} at position {position}&lt;/b&gt;: before scaling p·θ = {position} × {theta} = &lt;b&gt;{before} rad&lt;/b&gt; ({turns} turns); after: {position} × {scaled} = &lt;b&gt;{after} rad&lt;/b&gt; ({scaled_turns} turns).</source>
        <translation>&lt;b&gt;第 {pair} 对在位置 {position}&lt;/b&gt;：缩放前 p·θ = {position} × {theta} = &lt;b&gt;{before} 弧度&lt;/b&gt;（{turns} 圈）；缩放后：{position} × {scaled} = &lt;b&gt;{after} 弧度&lt;/b&gt;（{scaled_turns} 圈）。</translation>
    </message>
</context>
<context>
    <name>DeeperConventions</name>
    <message>
        <source>Sinusoidal conventions switchboard</source>
        <translation>正弦约定切换台</translation>
    </message>
    <message>
        <source>Positions shown</source>
        <translation>显示的位置数</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sinusoidal convention&lt;/b&gt; (also the toolbar&apos;s)</source>
        <translation>&lt;b&gt;正弦约定&lt;/b&gt;（也是工具栏的约定）</translation>
    </message>
    <message>
        <source>&lt;b&gt;The table&lt;/b&gt;: positions down, columns across. Click a cell.</source>
        <translation>&lt;b&gt;表格&lt;/b&gt;：位置向下排列，列横向排列。点击一个单元格。</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>位置数：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Used by:&lt;/b&gt; {libraries}.&lt;br&gt;{note}</source>
        <translation>&lt;b&gt;使用者：&lt;/b&gt;{libraries}。&lt;br&gt;{note}</translation>
    </message>
    <message>
        <source>matches the reference formula to {tolerance}</source>
        <translation>与参考公式相符，误差在 {tolerance} 以内</translation>
    </message>
    <message numerus="yes">
        <source>largest difference {value} over %Ln positions × {columns} columns</source>
        <translation>
            <numerusform>在 %Ln 个位置 × {columns} 列上最大差值为 {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>Position {position}, column {column}: {formula}</source>
        <translation>位置 {position}，第 {column} 列：{formula}</translation>
    </message>
    <message>
        <source>{cell}&lt;br&gt;&lt;i&gt;The toolbar shows {scheme}; this convention applies once you pick sinusoidal.&lt;/i&gt;</source>
        <translation>{cell}&lt;br&gt;工具栏显示的是 {scheme}；选择正弦后才使用此约定。</translation>
    </message>
</context>
<context>
    <name>DeeperLearned</name>
    <message>
        <source>offset j − i</source>
        <translation>偏移 j − i</translation>
    </message>
    <message>
        <source>mean cosine</source>
        <translation>平均余弦</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>row length</source>
        <translation>行长度</translation>
    </message>
    <message>
        <source>position j</source>
        <translation>位置 j</translation>
    </message>
    <message>
        <source>position i</source>
        <translation>位置 i</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)</source>
        <translation>
            <numerusform>&lt;b&gt;{title}&lt;/b&gt;（{rows} × {width}，%Ln 行中的前 {rows} 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width})</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;（{rows} × {width}）</translation>
    </message>
    <message>
        <source>Cosine similarity of every pair of positions: {title}</source>
        <translation>每对位置的余弦相似度：{title}</translation>
    </message>
    <message>
        <source>{title} on its first principal components ({shares} of the variance)</source>
        <translation>{title} 在其前几个主成分上（{shares} 的方差）</translation>
    </message>
    <message>
        <source>(no second component)</source>
        <translation>（没有第二个成分）</translation>
    </message>
    <message>
        <source>Property scores of both tables</source>
        <translation>两张表的属性得分</translation>
    </message>
    <message>
        <source>{name}:
{meaning}</source>
        <extracomment>a score&apos;s name, and on the next line what it measures</extracomment>
        <translation>{name}：
{meaning}</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>这张表</translation>
    </message>
    <message>
        <source>Property: what it measures</source>
        <translation>属性：测量的是什么</translation>
    </message>
    <message>
        <source>Sinusoidal</source>
        <translation>正弦</translation>
    </message>
    <message>
        <source>What the positions learned</source>
        <translation>位置学到了什么</translation>
    </message>
    <message>
        <source>Rows of a formula&apos;s table</source>
        <translation>公式表的行数</translation>
    </message>
    <message>
        <source>Rows of a formula&apos;s table:</source>
        <translation>公式表的行数：</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt; ({rows} × {width}, in the background; the last picture is kept until then)</source>
        <translation>计算中…（{rows} × {width}，在后台进行；在此之前保留上一张图）</translation>
    </message>
    <message>
        <source>{mark} This table cannot be read: {error}. The last picture is kept.</source>
        <translation>{mark} 无法读取这张表：{error}。保留上一张图。</translation>
    </message>
    <message>
        <source>The session adds no position table</source>
        <translation>本会话不加位置表</translation>
    </message>
    <message>
        <source>{scheme} adds no vectors to the input (RoPE turns queries and keys inside attention, ALiBi biases attention scores; &apos;none&apos; adds zeros), so there is no table to read. The sinusoidal table of the same width is read beside it.</source>
        <translation>{scheme} 不往输入上加任何向量（RoPE 在注意力内部旋转查询和键，ALiBi 给注意力分数加偏置；&apos;none&apos; 加的是零），所以没有表可读。旁边读的是同样宽度的正弦表。</translation>
    </message>
</context>
<context>
    <name>DeeperLearnedParts</name>
    <message>
        <source>{first} position 0 → {last} position {end}</source>
        <translation>{first} 位置 0 → {last} 位置 {end}</translation>
    </message>
</context>
<context>
    <name>DeeperLengths</name>
    <message>
        <source>no row: past the table</source>
        <translation>无行：超出表长</translation>
    </message>
    <message>
        <source>{mark} {error}</source>
        <translation>{mark} {error}</translation>
    </message>
    <message>
        <source>a formula</source>
        <translation>一个公式</translation>
    </message>
    <message>
        <source>inside the table</source>
        <translation>在表内</translation>
    </message>
    <message numerus="yes">
        <source>all %Ln positions have a vector</source>
        <translation>
            <numerusform>全部 %Ln 个位置都有向量</numerusform>
        </translation>
    </message>
    <message>
        <source>Sinusoidal, learned and RoPE past the training length</source>
        <translation>超过训练长度时的正弦、学到的和 RoPE</translation>
    </message>
    <message>
        <source>Input length L</source>
        <translation>输入长度 L</translation>
    </message>
    <message>
        <source>Input length L (slider)</source>
        <translation>输入长度 L（滑块）</translation>
    </message>
    <message>
        <source>Rows of the learned position table</source>
        <translation>学到的位置表的行数</translation>
    </message>
    <message>
        <source>Sweep past the table&apos;s end</source>
        <translation>扫过表的末尾</translation>
    </message>
    <message>
        <source>Length L:</source>
        <translation>长度 L：</translation>
    </message>
    <message>
        <source>Learned table rows:</source>
        <translation>学到的表的行数：</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a formula gives every position</source>
        <translation>参数：&lt;b&gt;无&lt;/b&gt;，每个位置都由公式给出</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; learned numbers</source>
        <translation>参数：&lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; 个学到的数</translation>
    </message>
    <message numerus="yes">
        <source>Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
        <translation>
            <numerusform>已画出：位置 {first} 到 {last}（L = {length} 中的最后 %Ln 个）；灰色 = 没有向量。{note} 正弦和 RoPE 能算出任何位置；在短输入上训练的网络能否用好这些远处的位置，是另一个问题。</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn: no positions (L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
        <translation>已画出：没有位置（L = {length}）；灰色 = 没有向量。{note} 正弦和 RoPE 能算出任何位置；在短输入上训练的网络能否用好这些远处的位置，是另一个问题。</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position</source>
        <translation>参数：&lt;b&gt;无&lt;/b&gt;，每个位置一个旋转</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position ({scaling} scaling at L = {length}; cos, sin × {factor})</source>
        <translation>参数：&lt;b&gt;无&lt;/b&gt;，每个位置一个旋转。第 2i、2i+1 列：第 i 对的 cos、sin = 一个宽 {width} 的头的维度 {dims}；θ = 每个位置 {theta} 弧度（L = {length} 时的 {scaling} 缩放；cos、sin × {factor}）</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position</source>
        <translation>参数：&lt;b&gt;无&lt;/b&gt;，每个位置一个旋转。第 2i、2i+1 列：第 i 对的 cos、sin = 一个宽 {width} 的头的维度 {dims}；θ = 每个位置 {theta} 弧度</translation>
    </message>
</context>
<context>
    <name>DeeperLongRange</name>
    <message>
        <source>distance m (log scale)</source>
        <translation>距离 m（对数刻度）</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>上界</translation>
    </message>
    <message>
        <source>base (log scale)</source>
        <translation>底数（对数刻度）</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>不满足</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>满足</translation>
    </message>
    <message>
        <source>RoPE at long range</source>
        <translation>远距离的 RoPE</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>Rotated dimensions per head d</source>
        <translation>每个头旋转的维数 d</translation>
    </message>
    <message>
        <source>Context length L</source>
        <translation>上下文长度 L</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>底数：</translation>
    </message>
    <message>
        <source>Head d:</source>
        <translation>头 d：</translation>
    </message>
    <message>
        <source>Context length L:</source>
        <translation>上下文长度 L：</translation>
    </message>
    <message>
        <source>{mark} {error}. The last picture is kept.</source>
        <translation>{mark} {error}。保留上一张图。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{whose}&lt;/b&gt;: base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
        <translation>&lt;b&gt;{whose}&lt;/b&gt;：底数 {base}，d = {d} 个旋转维度，即 {pairs} 对，θᵢ = base^(−2i/d)。</translation>
    </message>
    <message>
        <source>RoFormer&apos;s bound against distance ({whose}): base {base}, d = {d}, L = {length}</source>
        <translation>RoFormer 的上界随距离变化（{whose}）：底数 {base}，d = {d}，L = {length}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{whose}&lt;/b&gt; (changed in the boxes above): base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
        <translation>&lt;b&gt;{whose}&lt;/b&gt;（已在上面的框中修改）：底数 {base}，d = {d} 个旋转维度，即 {pairs} 对，θᵢ = base^(−2i/d)。</translation>
    </message>
    <message>
        <source>RoFormer&apos;s bound against distance ({whose}, changed in the boxes above): base {base}, d = {d}, L = {length}</source>
        <translation>RoFormer 的上界随距离变化（{whose}，已在上面的框中修改）：底数 {base}，d = {d}，L = {length}</translation>
    </message>
    <message>
        <source>RoFormer&apos;s upper bound of a query–key score m positions apart, {formula} (dashed line: L). {caption}</source>
        <translation>RoFormer 对相距 m 个位置的查询–键分数的上界，{formula}（虚线：L）。{caption}</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt; the smallest base for d = {d}, L = {length} (in the background; the last answer is kept until then)</source>
        <translation>计算中… d = {d}、L = {length} 的最小底数（在后台进行；在此之前保留上一个答案）</translation>
    </message>
    <message>
        <source>{mark} The search failed: {error}. The last answer is kept.</source>
        <translation>{mark} 搜索失败：{error}。保留上一个答案。</translation>
    </message>
    <message>
        <source>Dots: every base scanned, all failing.</source>
        <translation>圆点：扫描过的每个底数，全都不满足。</translation>
    </message>
    <message>
        <source>Dots: the bases scanned from {steps} grid steps below the first pass (up: keeps the condition; down, crosses: fails; every smaller base scanned fails).</source>
        <translation>圆点：从第一个满足条件的底数往下 {steps} 个网格步开始扫描的底数（上：满足条件；下、叉：不满足；扫描过的更小底数都不满足）。</translation>
    </message>
</context>
<context>
    <name>DeeperOneHot</name>
    <message>
        <source>One-hot vector against a learned row</source>
        <translation>独热向量与学到的行</translation>
    </message>
    <message>
        <source>Play the look-up again</source>
        <translation>再播放一次查表</translation>
    </message>
    <message>
        <source>Cosine of the focused word&apos;s row with every row of E</source>
        <translation>焦点词的行与 E 中每一行的余弦</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cosine with each word of the sentence&lt;/b&gt; (focused word in bold)</source>
        <translation>&lt;b&gt;与句中每个词的余弦&lt;/b&gt;（焦点词为粗体）</translation>
    </message>
    <message>
        <source>Two different one-hot vectors never share a 1, so their cosine is always 0: every word is equally unlike every other. Learned rows are trained so that words used alike point alike, and their cosine says how much.</source>
        <translation>两个不同的独热向量从不在同一处为 1，所以它们的余弦总是 0：每个词与其他词都同样不相似。学到的行经过训练，用法相近的词指向相近的方向，余弦告诉你有多接近。</translation>
    </message>
    <message>
        <source>Type a sentence: its focused word is shown here.</source>
        <translation>输入一个句子：这里显示它的焦点词。</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it has no one-hot slot and no row of E (it is shown as [UNK], a vector of zeros).</source>
        <translation>“{word}”不在词表中：它没有独热位置，也没有 E 的行（显示为 [UNK]，一个全零向量）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;one-hot(“{word}”) · E = E[{id}]&lt;/b&gt; &amp;nbsp; a |V| = {rows}-wide vector of zeros with one 1, times the {rows} × {width} table, leaves row {id}: {width} numbers (largest difference from the row: {residual})</source>
        <translation>&lt;b&gt;one-hot(“{word}”) · E = E[{id}]&lt;/b&gt; &amp;nbsp; 一个宽 |V| = {rows}、只有一个 1 的零向量，乘以 {rows} × {width} 的表，得到第 {id} 行：{width} 个数（与该行的最大差值：{residual}）</translation>
    </message>
    <message numerus="yes">
        <source>Closest rows to “{word}”: searching all %Ln rows of E…</source>
        <translation>
            <numerusform>与“{word}”最接近的行：正在搜索 E 的全部 %Ln 行…</numerusform>
        </translation>
    </message>
    <message>
        <source>Closest rows to “{word}” could not be computed: {error}</source>
        <translation>无法计算与“{word}”最接近的行：{error}</translation>
    </message>
    <message>
        <source>Closest rows to “{word}” in all of E (an illustrative random table): {words}</source>
        <translation>在整个 E 中与“{word}”最接近的行（一张用于演示的随机表）：{words}</translation>
    </message>
    <message>
        <source>Closest rows to “{word}” in all of E: {words}</source>
        <translation>在整个 E 中与“{word}”最接近的行：{words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;one-hot · E = a row of E&lt;/b&gt;</source>
        <translation>&lt;b&gt;one-hot · E = E 的一行&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>DeeperOneHotParts</name>
    <message>
        <source>E: {rows} × {width}</source>
        <translation>E：{rows} × {width}</translation>
    </message>
    <message>
        <source>E: {rows} × {width} (first {shown} of {width} columns)</source>
        <translation>E：{rows} × {width}（{width} 列中的前 {shown} 列）</translation>
    </message>
    <message numerus="yes">
        <source>one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn</source>
        <translation>
            <numerusform>独热：{size} 个数，竖着排列（第 v 项乘以第 v 行）；E 还有 %Ln 行未画出</numerusform>
        </translation>
    </message>
    <message>
        <source>one-hot: {size} numbers, stood on end (entry v multiplies row v)</source>
        <translation>独热：{size} 个数，竖着排列（第 v 项乘以第 v 行）</translation>
    </message>
    <message>
        <source>pos</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>word</source>
        <translation>词</translation>
    </message>
    <message>
        <source>one-hot</source>
        <translation>独热</translation>
    </message>
    <message>
        <source>row of E</source>
        <translation>E 的行</translation>
    </message>
    <message>
        <source>no row</source>
        <translation>无行</translation>
    </message>
</context>
<context>
    <name>DeeperOrder</name>
    <message>
        <source>Why order matters: a toy attention</source>
        <translation>为什么顺序重要：一个玩具注意力</translation>
    </message>
    <message>
        <source>swap two words</source>
        <translation>交换两个词</translation>
    </message>
    <message>
        <source>reverse the sentence</source>
        <translation>倒转句子</translation>
    </message>
    <message>
        <source>First word to swap (position)</source>
        <translation>要交换的第一个词（位置）</translation>
    </message>
    <message>
        <source>Second word to swap (position)</source>
        <translation>要交换的第二个词（位置）</translation>
    </message>
    <message>
        <source>the toolbar&apos;s positions</source>
        <translation>工具栏的位置编码</translation>
    </message>
    <message>
        <source>ALiBi: a bias on the scores</source>
        <translation>ALiBi：加在分数上的偏置</translation>
    </message>
    <message>
        <source>ALiBi head</source>
        <translation>ALiBi 头</translation>
    </message>
    <message>
        <source>head {number} of {heads}</source>
        <extracomment>the spin box&apos;s text around the head&apos;s number: &quot;head 3 of 8&quot;</extracomment>
        <translation>第 {number} 个头（共 {heads} 个）</translation>
    </message>
    <message>
        <source>Reorder:</source>
        <translation>重新排列：</translation>
    </message>
    <message>
        <source>words</source>
        <translation>词</translation>
    </message>
    <message>
        <source>and</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Lower row:</source>
        <translation>下面一排：</translation>
    </message>
    <message>
        <source>One row per word: its attention over the words (each row sums to 1). White 0, darkest red the largest weight of the four.</source>
        <translation>每个词一行：它对各个词的注意力（每行之和为 1）。白色为 0，最深的红色为四张图中最大的权重。</translation>
    </message>
    <message>
        <source>&lt;b&gt;ALiBi&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;), X = token rows with nothing added. Head {head}: m = {slope} (the {heads} heads: {slopes}). A decoder: keys after the query are masked.</source>
        <translation>&lt;b&gt;ALiBi&lt;/b&gt;：softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;)，X = 未加任何东西的词元行。第 {head} 个头：m = {slope}（{heads} 个头：{slopes}）。解码器：查询之后的键被遮蔽。</translation>
    </message>
    <message>
        <source>&lt;b&gt;RoPE&lt;/b&gt;: softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d), each token row turned by its position; nothing is added to X.</source>
        <translation>&lt;b&gt;RoPE&lt;/b&gt;：softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d)，每个词元行按其位置旋转；X 上不加任何东西。</translation>
    </message>
    <message>
        <source>learned table</source>
        <translation>学到的表</translation>
    </message>
    <message>
        <source>&lt;b&gt;Positions added&lt;/b&gt;, {name}: softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d), Z = token rows + position rows.</source>
        <translation>&lt;b&gt;加上位置&lt;/b&gt;，{name}：softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d)，Z = 词元行 + 位置行。</translation>
    </message>
    <message numerus="yes">
        <source>perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
        <translation>
            <numerusform>perm = {perm}：%Ln 个词中的前 {shown} 个，新的第 p 个词是原来的第 perm[p] 个词。每行权重之和为 1；框出的是焦点词，移动前后各一。</numerusform>
        </translation>
    </message>
    <message>
        <source>perm = {perm}: new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
        <translation>perm = {perm}：新的第 p 个词是原来的第 perm[p] 个词。每行权重之和为 1；框出的是焦点词，移动前后各一。</translation>
    </message>
    <message>
        <source>&lt;b&gt;as written:&lt;/b&gt; {words}</source>
        <translation>&lt;b&gt;原句：&lt;/b&gt;{words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;reordered:&lt;/b&gt; {words}</source>
        <translation>&lt;b&gt;重排后：&lt;/b&gt;{words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;No positions&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d), X = token rows</source>
        <translation>&lt;b&gt;没有位置&lt;/b&gt;：softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d)，X = 词元行</translation>
    </message>
    <message>
        <source>only moved with the words (P·A·P&lt;sup&gt;T&lt;/sup&gt;): both orders look the same to it</source>
        <translation>只是随词一起移动（P·A·P&lt;sup&gt;T&lt;/sup&gt;）：在它看来两种顺序一样</translation>
    </message>
    <message>
        <source>largest difference {value}</source>
        <translation>最大差值 {value}</translation>
    </message>
    <message>
        <source>the weights themselves changed: order now matters</source>
        <translation>权重本身变了：现在顺序很重要</translation>
    </message>
    <message>
        <source>no change: this reordering swaps identical words</source>
        <translation>没有变化：这次重排交换的是相同的词</translation>
    </message>
</context>
<context>
    <name>DeeperRelative</name>
    <message>
        <source>Relative position: similarity and the shift matrix</source>
        <translation>相对位置：相似度与平移矩阵</translation>
    </message>
    <message>
        <source>Positions in the similarity table</source>
        <translation>相似度表中的位置数</translation>
    </message>
    <message>
        <source>Offset k of the shift matrix</source>
        <translation>平移矩阵的偏移 k</translation>
    </message>
    <message>
        <source>sinusoidal (the toolbar&apos;s convention)</source>
        <translation>正弦（工具栏的约定）</translation>
    </message>
    <message>
        <source>learned (the model&apos;s own, or illustrative)</source>
        <translation>学到的（模型自己的，或演示用的）</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>位置数：</translation>
    </message>
    <message>
        <source>Offset k:</source>
        <translation>偏移 k：</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>表：</translation>
    </message>
    <message>
        <source>&lt;b&gt;PE(p) · PE(q)&lt;/b&gt; for positions p (down) and q (across). Outlined: the diagonal q − p = k = {k}. Click a cell to pick its offset.</source>
        <translation>&lt;b&gt;PE(p) · PE(q)&lt;/b&gt;，p 为位置（向下），q 为位置（横向）。框出的是对角线 q − p = k = {k}。点击一个单元格可选它的偏移。</translation>
    </message>
    <message>
        <source>every diagonal is constant: the similarity depends only on q − p</source>
        <translation>每条对角线都是常数：相似度只取决于 q − p</translation>
    </message>
    <message>
        <source>the diagonals are not constant: this table does not encode offsets</source>
        <translation>对角线不是常数：这张表不编码偏移</translation>
    </message>
    <message>
        <source>largest change along a diagonal {value}</source>
        <translation>沿对角线的最大变化 {value}</translation>
    </message>
    <message>
        <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
        <translation>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;：每个正弦/余弦对一个 2×2 旋转（{convention}）。它不依赖于 p。</translation>
    </message>
    <message>
        <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (its top-left {shown} × {shown} of {d} × {d}): a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
        <translation>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;（{d} × {d} 中左上角的 {shown} × {shown}）：每个正弦/余弦对一个 2×2 旋转（{convention}）。它不依赖于 p。</translation>
    </message>
    <message>
        <source>M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k}) for every p from 0 to {last}</source>
        <translation>对 0 到 {last} 的每个 p，M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k})</translation>
    </message>
    <message>
        <source>largest difference {value}</source>
        <translation>最大差值 {value}</translation>
    </message>
    <message>
        <source>no shift matrix</source>
        <translation>没有平移矩阵</translation>
    </message>
</context>
<context>
    <name>DeeperRope</name>
    <message>
        <source>interleaved: pairs (2i, 2i+1), RoFormer, Meta&apos;s Llama, GPT-J</source>
        <translation>交错：成对 (2i, 2i+1)，RoFormer、Meta 的 Llama、GPT-J</translation>
    </message>
    <message>
        <source>rotate_half: pairs (i, i + r/2), Hugging Face Llama, GPT-NeoX</source>
        <translation>rotate_half：成对 (i, i + r/2)，Hugging Face 的 Llama、GPT-NeoX</translation>
    </message>
    <message>
        <source>RoPE: rotating queries and keys</source>
        <translation>RoPE：旋转查询和键</translation>
    </message>
    <message>
        <source>Rotated pair i</source>
        <translation>旋转的第 i 对</translation>
    </message>
    <message>
        <source>Position of the key word</source>
        <translation>键词的位置</translation>
    </message>
    <message>
        <source>Shift both words by this many positions</source>
        <translation>把两个词都移动这么多个位置</translation>
    </message>
    <message>
        <source>Move both along</source>
        <translation>一起移动</translation>
    </message>
    <message>
        <source>Pairing:</source>
        <translation>配对：</translation>
    </message>
    <message>
        <source>Pair i:</source>
        <translation>第 i 对：</translation>
    </message>
    <message>
        <source>Key word:</source>
        <translation>键词：</translation>
    </message>
    <message>
        <source>Shift both by:</source>
        <translation>两者都移动：</translation>
    </message>
    <message>
        <source>&lt;b&gt;q·k against the offset&lt;/b&gt;, computed three times: key at position 0 or later (wide orange), 100 or later (dashes), 10,000 or later (blue dots). The dot: the current m and n (all pairs summed; the dial shows one pair).</source>
        <translation>&lt;b&gt;q·k 随偏移的变化&lt;/b&gt;，算了三次：键从位置 0 起（粗橙线）、从 100 起（虚线）、从 10,000 起（蓝点）。圆点：当前的 m 和 n（所有对相加；表盘只显示一对）。</translation>
    </message>
    <message>
        <source>RoPE rotates pairs of dimensions, so it needs an even d_model; d_model is {d}.</source>
        <translation>RoPE 旋转的是成对的维度，所以需要偶数的 d_model；现在 d_model 是 {d}。</translation>
    </message>
    <message>
        <source>Type a sentence to get queries and keys.</source>
        <translation>输入一个句子来得到查询和键。</translation>
    </message>
    <message>
        <source>the model&apos;s own pairing</source>
        <translation>模型自己的配对</translation>
    </message>
    <message>
        <source>q of “{word}” at m = {m}: turned {m}·θ = {angle} rad</source>
        <translation>“{word}”的 q，m = {m}：转了 {m}·θ = {angle} 弧度</translation>
    </message>
    <message>
        <source>k of “{word}” at n = {n}: turned {n}·θ = {angle} rad</source>
        <translation>“{word}”的 k，n = {n}：转了 {n}·θ = {angle} 弧度</translation>
    </message>
    <message>
        <source>dimensions {first} and {second}, θ = {theta} rad per position</source>
        <translation>维度 {first} 和 {second}，θ = 每个位置 {theta} 弧度</translation>
    </message>
    <message>
        <source>&lt;b&gt;One head of {model}&lt;/b&gt; (every head turns alike)</source>
        <translation>&lt;b&gt;{model} 的一个头&lt;/b&gt;（每个头转法相同）</translation>
    </message>
    <message>
        <source>&lt;b&gt;The lesson&apos;s toy&lt;/b&gt; turns all of d&lt;sub&gt;model&lt;/sub&gt; as one head</source>
        <translation>&lt;b&gt;课程的玩具模型&lt;/b&gt;把整个 d&lt;sub&gt;model&lt;/sub&gt; 当作一个头来旋转</translation>
    </message>
    <message>
        <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length} (unscaled {unscaled}; cos, sin × attention factor {factor}).</source>
        <translation>{whose}：{head}。第 {pair} 对 = 头的维度 ({first}, {second})：&lt;b&gt;θ = 每个位置 {theta} 弧度&lt;/b&gt;，L = {length}（未缩放 {unscaled}；cos、sin × 注意力因子 {factor}）。</translation>
    </message>
    <message>
        <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length}.</source>
        <translation>{whose}：{head}。第 {pair} 对 = 头的维度 ({first}, {second})：&lt;b&gt;θ = 每个位置 {theta} 弧度&lt;/b&gt;，L = {length}。</translation>
    </message>
    <message>
        <source>Pair {pair} = dimensions ({first}, {second}). &lt;b&gt;q·k = {score}&lt;/b&gt; at m − n = {offset}. q and k are &lt;i&gt;illustrative&lt;/i&gt;: each word&apos;s row of E times seeded random W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt; (seed {seed}), not trained weights.</source>
        <translation>第 {pair} 对 = 维度 ({first}, {second})。m − n = {offset} 时 &lt;b&gt;q·k = {score}&lt;/b&gt;。q 和 k 是演示用的：每个词在 E 中的行乘以固定种子的随机 W&lt;sub&gt;q&lt;/sub&gt;、W&lt;sub&gt;k&lt;/sub&gt;（种子 {seed}），不是训练出的权重。</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: its row is zeros, so its vector is 0. {summary}</source>
        <translation>“{word}”不在词表中：它的行全为零，所以它的向量是 0。{summary}</translation>
    </message>
    <message>
        <source>the curves coincide: the score depends only on m − n, not on where the pair sits</source>
        <translation>曲线重合：分数只取决于 m − n，与这对词在哪里无关</translation>
    </message>
    <message>
        <source>largest gap between curves {value}</source>
        <translation>曲线间最大差距 {value}</translation>
    </message>
    <message>
        <source>Interleaved vs rotate_half with the same W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;: scores differ by {gap}. {check}</source>
        <translation>交错与 rotate_half 用相同的 W&lt;sub&gt;q&lt;/sub&gt;、W&lt;sub&gt;k&lt;/sub&gt;：分数相差 {gap}。{check}</translation>
    </message>
    <message>
        <source>after permuting W&apos;s columns (2i, 2i+1) → (i, i + {half}) they agree</source>
        <translation>把 W 的列 (2i, 2i+1) → (i, i + {half}) 重排后二者一致</translation>
    </message>
    <message>
        <source>difference {value}</source>
        <translation>差值 {value}</translation>
    </message>
</context>
<context>
    <name>DeeperRopeParts</name>
    <message>
        <source>dim {index}</source>
        <extracomment>an axis of the dial: one dimension of q and k</extracomment>
        <translation>维 {index}</translation>
    </message>
    <message>
        <source>offset m − n</source>
        <translation>偏移 m − n</translation>
    </message>
</context>
<context>
    <name>DeeperShapes</name>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>{scheme}:
{rows} × {width} = {count}</source>
        <extracomment>a learned position table&apos;s cell: the scheme&apos;s name, then its rows x width = its numbers</extracomment>
        <translation>{scheme}：
{rows} × {width} = {count}</translation>
    </message>
    <message>
        <source>both d = {width} wide; heights on a log scale</source>
        <translation>两者宽度都是 d = {width}；高度为对数刻度</translation>
    </message>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>{name}: {rows} × {width}</source>
        <translation>{name}：{rows} × {width}</translation>
    </message>
    <message>
        <source>Shapes of the embedding table and of the input</source>
        <translation>嵌入表与输入的形状</translation>
    </message>
    <message>
        <source>Imagined input length</source>
        <translation>设想的输入长度</translation>
    </message>
    <message>
        <source>Shapes of real models&apos; tables</source>
        <translation>真实模型各表的形状</translation>
    </message>
    <message>
        <source>your sentence</source>
        <translation>你的句子</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Imagine a longer input&lt;/b&gt; (drag: 1 to {most} tokens)</source>
        <translation>&lt;b&gt;设想更长的输入&lt;/b&gt;（拖动：1 到 {most} 个词元）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Real models&lt;/b&gt; (from their published configurations)</source>
        <translation>&lt;b&gt;真实模型&lt;/b&gt;（取自其公开的配置）</translation>
    </message>
    <message>
        <source>A learned position table is one more matrix, L&lt;sub&gt;max&lt;/sub&gt; × d, and it caps the input length. RoPE rotates queries and keys inside attention, so Llama 3 has no position table at all. The first row follows the toolbar.</source>
        <translation>学到的位置表是又一个矩阵，L&lt;sub&gt;max&lt;/sub&gt; × d，它限制了输入长度。RoPE 在注意力内部旋转查询和键，所以 Llama 3 根本没有位置表。第一行跟随工具栏。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;</source>
        <translation>
            <numerusform>&lt;big&gt;&lt;b&gt;%Ln 个词元 → 一个 {length} × {width} 的矩阵&lt;/b&gt;（{numbers} 个数）。&lt;br&gt;E 仍是 {rows} × {width} = {count}：它不会变大。&lt;/big&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; numbers: set by the vocabulary, never by the input.&lt;br&gt;&lt;b&gt;This sentence&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;: grows with every token you type.&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;: a design choice, the same for every token and every input.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; 个数：由词表决定，与输入无关。&lt;br&gt;&lt;b&gt;这个句子&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;：每输入一个词元就变大。&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;：一个设计选择，对每个词元、每个输入都相同。</translation>
    </message>
</context>
<context>
    <name>DeeperTabs</name>
    <message>
        <source>One-hot vs row</source>
        <translation>独热与行</translation>
    </message>
    <message>
        <source>One-hot times E is a look-up; only learned rows carry meaning</source>
        <translation>独热乘 E 就是查表；只有学到的行才有意义</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>E is |V| x d, a sentence is L x d, d is fixed by design</source>
        <translation>E 是 |V| x d，句子是 L x d，d 由设计固定</translation>
    </message>
    <message>
        <source>Past the table</source>
        <translation>超出表长</translation>
    </message>
    <message>
        <source>Sinusoidal, learned and RoPE past the longest training length</source>
        <translation>正弦、学到的和 RoPE 在超过最长训练长度时</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>相对位置</translation>
    </message>
    <message>
        <source>PE.PE^T depends only on the offset; M_k shifts every position by k</source>
        <translation>PE.PE^T 只取决于偏移；M_k 把每个位置平移 k</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>q and k rotate; their score depends only on m - n</source>
        <translation>q 和 k 旋转；它们的分数只取决于 m - n</translation>
    </message>
    <message>
        <source>Why order</source>
        <translation>为何顺序</translation>
    </message>
    <message>
        <source>A toy attention is blind to word order until positions are added</source>
        <translation>在加上位置之前，玩具注意力看不到词序</translation>
    </message>
    <message>
        <source>Conventions</source>
        <translation>约定</translation>
    </message>
    <message>
        <source>The sinusoidal conventions of the libraries, checked against their formulas</source>
        <translation>各库的正弦约定，按各自公式核对</translation>
    </message>
    <message>
        <source>What positions learned</source>
        <translation>位置学到了什么</translation>
    </message>
    <message>
        <source>A position table&apos;s similarity, principal components, norms and property scores, beside sinusoidal</source>
        <translation>位置表的相似度、主成分、范数和属性得分，与正弦编码并列</translation>
    </message>
    <message>
        <source>RoPE at long range</source>
        <translation>远距离的 RoPE</translation>
    </message>
    <message>
        <source>RoFormer&apos;s decaying bound, and the smallest base that keeps a context length</source>
        <translation>RoFormer 的衰减上界，以及能保持某个上下文长度的最小底数</translation>
    </message>
    <message>
        <source>Context extension</source>
        <translation>上下文扩展</translation>
    </message>
    <message>
        <source>How RoPE scaling lets a model read past its training length: each pair&apos;s frequency before and after</source>
        <translation>RoPE 缩放如何让模型读过其训练长度：每对的频率在前与在后</translation>
    </message>
    <message>
        <source>Relative buckets</source>
        <translation>相对位置桶</translation>
    </message>
    <message>
        <source>T5&apos;s buckets and DeBERTa&apos;s relative positions: what attention reads for each query and key</source>
        <translation>T5 的桶与 DeBERTa 的相对位置：注意力对每个查询和键读到什么</translation>
    </message>
    <message>
        <source>Deeper idea {number}: {title}</source>
        <translation>深入概念 {number}：{title}</translation>
    </message>
    <message>
        <source>{number} {title}</source>
        <extracomment>a sub-tab&apos;s label: its number, then its title</extracomment>
        <translation>{number} {title}</translation>
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
    <name>LearnedLesson</name>
    <message>
        <source>The illustrative learned table (random, untrained)</source>
        <translation>演示用的学到的表（随机，未训练）</translation>
    </message>
    <message>
        <source>The session&apos;s sinusoidal table</source>
        <translation>本会话的正弦表</translation>
    </message>
    <message>
        <source>Sinusoidal, same shape (paper, base 10,000)</source>
        <translation>正弦，形状相同（论文，底数 10,000）</translation>
    </message>
    <message>
        <source>The learned table of the model</source>
        <translation>模型学到的表</translation>
    </message>
    <message>
        <source>The learned table of {model}</source>
        <translation>{model} 学到的表</translation>
    </message>
    <message>
        <source>One row: its cosine with itself is 1.</source>
        <translation>只有一行：它与自身的余弦是 1。</translation>
    </message>
    <message>
        <source>It depends only on the offset j − i: every diagonal is constant (largest spread along one: {spread}).</source>
        <translation>它只取决于偏移 j − i：每条对角线都是常数（沿一条对角线的最大离散：{spread}）。</translation>
    </message>
    <message>
        <source>It is not a function of the offset alone: along one diagonal it varies by up to {spread}.</source>
        <translation>它不只是偏移的函数：沿一条对角线最多变化 {spread}。</translation>
    </message>
    <message>
        <source>Cosine of every pair of positions (1 on the diagonal). {shape} Mean over each diagonal (the curve below): {first} at offset 1, {middle_value} at offset {middle}, lowest {lowest_value} at offset {lowest}.</source>
        <translation>每对位置的余弦（对角线上为 1）。{shape} 每条对角线的平均值（下面的曲线）：偏移 1 处为 {first}，偏移 {middle} 处为 {middle_value}，最低为偏移 {lowest} 处的 {lowest_value}。</translation>
    </message>
    <message>
        <source>Rows projected on their first principal components (dark: position 0, light: the last; grey line joins neighbours). Share of the variance: {parts} (together {total} %).</source>
        <translation>各行投影到前几个主成分上（深色：位置 0，浅色：最后一个；灰线连接相邻位置）。方差占比：{parts}（合计 {total} %）。</translation>
    </message>
    <message>
        <source>Every row has the same length, {length}.</source>
        <translation>每一行长度都相同，为 {length}。</translation>
    </message>
    <message>
        <source>Row lengths from {low} (position {low_at}) to {high} (position {high_at}), mean {mean}.</source>
        <translation>行长度从 {low}（位置 {low_at}）到 {high}（位置 {high_at}），平均 {mean}。</translation>
    </message>
    <message>
        <source>Monotonicity</source>
        <translation>单调性</translation>
    </message>
    <message>
        <source>further apart, less alike: how steadily φ(x, x+m) falls as m grows (1: always, 0: no trend)</source>
        <translation>离得越远越不像：m 增大时 φ(x, x+m) 下降得有多稳定（1：总是，0：无趋势）</translation>
    </message>
    <message>
        <source>Translation invariance</source>
        <translation>平移不变性</translation>
    </message>
    <message>
        <source>only the distance matters: the share of φ&apos;s variance the offset m alone explains (1: all of it)</source>
        <translation>只有距离重要：φ 的方差中仅由偏移 m 解释的比例（1：全部）</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>对称性</translation>
    </message>
    <message>
        <source>ahead like behind: the correlation of φ(x, x+m) with φ(x, x−m) (1: the same)</source>
        <translation>前后一样：φ(x, x+m) 与 φ(x, x−m) 的相关（1：相同）</translation>
    </message>
    <message>
        <source>φ is the dot product of two rows; offsets m = 1 … {window}. These scores are our reading of the three properties of Wang et al. (ICLR 2021, “On Position Embeddings in BERT”) on the table alone; the paper also probes attention, which needs a whole model.</source>
        <translation>φ 是两行的点积；偏移 m = 1 … {window}。这些得分是我们只根据表对 Wang 等（ICLR 2021，“On Position Embeddings in BERT”）三个属性的解读；论文还考察了注意力，那需要完整的模型。</translation>
    </message>
</context>
<context>
    <name>LengthsLesson</name>
    <message>
        <source>RoPE: cos, sin of p·θ (turns q, k)</source>
        <translation>RoPE：p·θ 的 cos、sin（旋转 q、k）</translation>
    </message>
    <message>
        <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ, {scaling}-scaled θ at this L</source>
        <translation>RoPE，一个头（{width} 维中 {turning} 维旋转，{pairing}）：p·θ 的 cos、sin，此 L 下 {scaling} 缩放的 θ</translation>
    </message>
    <message>
        <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ</source>
        <translation>RoPE，一个头（{width} 维中 {turning} 维旋转，{pairing}）：p·θ 的 cos、sin</translation>
    </message>
    <message numerus="yes">
        <source>learned table (%Ln rows, illustrative: seeded random, untrained)</source>
        <translation>
            <numerusform>学到的表（%Ln 行，演示用：固定种子的随机数，未训练）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>learned table (%Ln rows)</source>
        <translation>
            <numerusform>学到的表（%Ln 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>sinusoidal: {convention}</source>
        <translation>正弦：{convention}</translation>
    </message>
</context>
<context>
    <name>LongRangeLesson</name>
    <message>
        <source>How it is searched: every base on a logarithmic grid (200 per decade) is checked over all distances 0 … L, and only the first passing one is refined, by bisection between it and the failing grid base just below; a bisection over the whole range could stop at a later crossing.</source>
        <translation>搜索方法：对数网格（每个数量级 200 个）上的每个底数都在所有距离 0 … L 上检查，只细化第一个满足的底数，在它与紧挨其下、不满足的网格底数之间二分；在整个范围上二分可能停在后面的某个交点。</translation>
    </message>
    <message>
        <source>At distance 0 the bound is (d/2 + 1)/2 = {zero}; at L = {length} it is {at_length} ({percent} % of that).</source>
        <translation>距离为 0 时上界为 (d/2 + 1)/2 = {zero}；在 L = {length} 处为 {at_length}（为前者的 {percent} %）。</translation>
    </message>
    <message>
        <source>It does not fall steadily: it rises again in places (first from distance {start} to {stop}).</source>
        <translation>它并非一直下降：有些地方又回升（第一次从距离 {start} 到 {stop}）。</translation>
    </message>
    <message>
        <source>It falls at every distance drawn.</source>
        <translation>在画出的每个距离上它都在下降。</translation>
    </message>
    <message>
        <source>No base up to {top} keeps Σ cos(mθᵢ) ≥ 0 for every m ≤ {length} with d = {d}.</source>
        <translation>d = {d} 时，直到 {top} 都没有底数能让每个 m ≤ {length} 满足 Σ cos(mθᵢ) ≥ 0。</translation>
    </message>
    <message>
        <source>Smallest base with Σᵢ cos(mθᵢ) ≥ 0 for every distance m ≤ {length} (d = {d}): {base}.</source>
        <translation>使每个距离 m ≤ {length} 都满足 Σᵢ cos(mθᵢ) ≥ 0 的最小底数（d = {d}）：{base}。</translation>
    </message>
    <message numerus="yes">
        <source>Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).</source>
        <translation>
            <numerusform>对底数不是单调的：{base} 满足，但之后扫描的 %Ln 个网格底数中有 {failing} 个又不满足（第一个是 {again}）。</numerusform>
        </translation>
    </message>
    <message>
        <source>In the range scanned it switches from failing to passing once.</source>
        <translation>在扫描的范围内，它只从不满足变为满足一次。</translation>
    </message>
    <message>
        <source>The RoPE of {model} (unscaled frequencies)</source>
        <translation>{model} 的 RoPE（未缩放的频率）</translation>
    </message>
    <message>
        <source>The session&apos;s RoPE (its whole vector is one head)</source>
        <translation>本会话的 RoPE（整个向量是一个头）</translation>
    </message>
    <message>
        <source>A toy head of {width} dimensions (Llama-sized) at the session&apos;s base</source>
        <translation>一个 {width} 维的玩具头（Llama 大小），用本会话的底数</translation>
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
    <name>OrderChipsWidget</name>
    <message>
        <source>Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right</source>
        <translation>词序：把一个词拖到另一个词上即可移到那里，或用 Alt+左 / Alt+右</translation>
    </message>
</context>
<context>
    <name>RelativeLesson</name>
    <message>
        <source>with an odd d_model ({d}) the last sine column has no cosine partner, so no single matrix can shift it; choose an even d_model to see M_k</source>
        <translation>d_model 为奇数（{d}）时，最后一列正弦没有配对的余弦，所以没有一个矩阵能平移它；请选偶数的 d_model 来查看 M_k</translation>
    </message>
</context>
<context>
    <name>RelativePositionsModel</name>
    <message>
        <source>offset {offset} → bucket {bucket}</source>
        <extracomment>one example of the T5 caption: an offset (signed) and the bucket it falls in</extracomment>
        <translation>偏移 {offset} → 桶 {bucket}</translation>
    </message>
    <message>
        <source>T5 relative-position buckets: nothing is added to the token rows; each offset between a key and a query falls in one of {buckets} buckets ({half} for keys before or at the query, {half} after it in the encoder): offsets below {exact} get a bucket each, larger ones share logarithmic buckets up to {far}, and every bucket adds a learned bias per head to the attention scores (layer 1&apos;s biases are shared by every layer). For example, {examples}.</source>
        <translation>T5 的相对位置桶：词元行上不加任何东西；键与查询之间的每个偏移落入 {buckets} 个桶之一（编码器中，键在查询之前或同位置的占 {half} 个，之后的占 {half} 个）：小于 {exact} 的偏移各占一个桶，更大的共享对数间隔的桶，直到 {far}；每个桶给注意力分数加上每个头一个学到的偏置（第 1 层的偏置由所有层共享）。例如：{examples}。</translation>
    </message>
    <message>
        <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (positions within ±{half} are exact, farther ones share logarithmic buckets up to {far} ({buckets} buckets)), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
        <translation>DeBERTa 的相对位置：每个查询 i 和键 j 通过相对位置 i − j 相互作用（±{half} 以内的位置是精确的，更远的共享对数间隔的桶，直到 {far}（共 {buckets} 个桶）），它在注意力内部索引学到的相对嵌入（内容到位置、位置到内容的解耦分数）。</translation>
    </message>
    <message>
        <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (exact relative positions, clipped at ±{far}), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
        <translation>DeBERTa 的相对位置：每个查询 i 和键 j 通过相对位置 i − j 相互作用（精确的相对位置，截断在 ±{far}），它在注意力内部索引学到的相对嵌入（内容到位置、位置到内容的解耦分数）。</translation>
    </message>
</context>
<context>
    <name>RopeHeads</name>
    <message>
        <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
        <translation>头宽 {width}：全部 {turning} 维按 {half} 对 {pairs} 旋转（{pairing}），底数 {base}，{scaling} 缩放</translation>
    </message>
    <message>
        <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
        <translation>头宽 {width}：全部 {turning} 维按 {half} 对 {pairs} 旋转（{pairing}），底数 {base}，无缩放</translation>
    </message>
    <message>
        <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
        <translation>头宽 {width}：前 {turning} 维按 {half} 对 {pairs} 旋转（{pairing}），底数 {base}，{scaling} 缩放</translation>
    </message>
    <message>
        <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
        <translation>头宽 {width}：前 {turning} 维按 {half} 对 {pairs} 旋转（{pairing}），底数 {base}，无缩放</translation>
    </message>
</context>
<context>
    <name>ShapesLesson</name>
    <message>
        <source>learned</source>
        <translation>学到的</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>正弦</translation>
    </message>
    <message>
        <source>RoPE (no table)</source>
        <translation>RoPE（无表）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>this demo</source>
        <translation>本演示</translation>
    </message>
    <message>
        <source>2017 paper</source>
        <translation>2017 年论文</translation>
    </message>
</context>
<context>
    <name>WordOrder</name>
    <message>
        <source>Word order demo</source>
        <translation>词序演示</translation>
    </message>
    <message>
        <source>Z of the sentence as typed</source>
        <translation>按输入顺序的句子的 Z</translation>
    </message>
    <message>
        <source>Z of the reordered sentence</source>
        <translation>重排后句子的 Z</translation>
    </message>
    <message>
        <source>Positions on</source>
        <translation>启用位置</translation>
    </message>
    <message>
        <source>Reordered sentence</source>
        <translation>重排后的句子</translation>
    </message>
    <message>
        <source>Drag a word onto another to move it there.</source>
        <translation>把一个词拖到另一个词上即可移到那里。</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>倒转</translation>
    </message>
    <message>
        <source>Read the reordered sentence backwards (special tokens stay in place)</source>
        <translation>把重排后的句子倒过来读（特殊词元留在原处）</translation>
    </message>
    <message>
        <source>Swap: first position</source>
        <translation>交换：第一个位置</translation>
    </message>
    <message>
        <source>Swap: second position</source>
        <translation>交换：第二个位置</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>交换</translation>
    </message>
    <message>
        <source>Exchange the words at the two positions (selecting two words fills them in)</source>
        <translation>交换这两个位置上的词（选中两个词会自动填入）</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>and</source>
        <translation>和</translation>
    </message>
    <message>
        <source>New random order</source>
        <translation>新的随机顺序</translation>
    </message>
    <message>
        <source>Draw a random order; its seed is shown, and typing a seed draws that order again</source>
        <translation>随机抽一个顺序；会显示它的种子，输入种子可再次得到同一顺序</translation>
    </message>
    <message>
        <source>no seed</source>
        <translation>无种子</translation>
    </message>
    <message>
        <source>seed {number}</source>
        <extracomment>the seed box&apos;s text around its number: &quot;seed 42&quot;</extracomment>
        <translation>种子 {number}</translation>
    </message>
    <message>
        <source>Seed of the random order</source>
        <translation>随机顺序的种子</translation>
    </message>
    <message>
        <source>Lesson&apos;s swap</source>
        <translation>课程中的交换</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s order: the first and last words that are not “the”, “a” or “an” change places</source>
        <translation>回到课程的顺序：第一个和最后一个不是“the”“a”“an”的词互换位置</translation>
    </message>
    <message>
        <source>Cannot reorder that way: {reason}</source>
        <translation>无法这样重排：{reason}</translation>
    </message>
    <message>
        <source>{word}
from {position}</source>
        <extracomment>a chip of the reordered sentence: its word, and under it the position it came from</extracomment>
        <translation>{word}
来自 {position}</translation>
    </message>
    <message>
        <source>position {index}: “{word}”, from position {position} of the sentence</source>
        <translation>位置 {index}：“{word}”，来自句子的位置 {position}</translation>
    </message>
    <message numerus="yes">
        <source>Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.</source>
        <translation>
            <numerusform>拖动只适用于最多 {most} 个词元的句子（这一句有 %Ln 个）；倒转、交换和随机顺序适用于任何长度。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reordering the tokens…</source>
        <translation>正在重排词元…</translation>
    </message>
    <message>
        <source>Cannot reorder this sentence: {reason}</source>
        <translation>无法重排这个句子：{reason}</translation>
    </message>
    <message>
        <source>This order leaves every word where it was: drag a word, swap two, reverse or draw a random order to compare.</source>
        <translation>这个顺序让每个词都留在原处：拖动一个词、交换两个、倒转或抽一个随机顺序来比较。</translation>
    </message>
    <message>
        <source>Type a sentence of at least two words to reorder it.</source>
        <translation>输入至少两个词的句子来重排它。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm} (random, seed {seed})</source>
        <translation>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; 第 i 行 = 来自位置 perm[i] 的词元，perm = {perm}（随机，种子 {seed}）</translation>
    </message>
    <message>
        <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm}</source>
        <translation>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; 第 i 行 = 来自位置 perm[i] 的词元，perm = {perm}</translation>
    </message>
    <message>
        <source>No rows: nothing is reordered now.</source>
        <translation>没有行：现在没有重排任何东西。</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, one row per token, in the order typed.</source>
        <translation>{rows} 行 × {columns} 列，每个词元一行，按输入顺序。</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, the same tokens reordered. {moves}</source>
        <translation>{rows} 行 × {columns} 列，同样的词元重新排列。{moves}</translation>
    </message>
    <message>
        <source>The same tokens in another order. Each row on the right belongs to a token from the left, now at a new position.</source>
        <translation>同样的词元，换了一种顺序。右边的每一行都属于左边的某个词元，现在处在新的位置。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not one number differs from the number beside it.&lt;/b&gt; The words that changed places are the same token, so both orders give the first layer the same Z.</source>
        <translation>&lt;b&gt;没有一个数与旁边的数不同。&lt;/b&gt;互换位置的词是同一个词元，所以两种顺序给第一层的 Z 相同。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.</source>
        <translation>
            <numerusform>&lt;b&gt;启用位置：%Ln 个数中有 {side} 个与旁边的数不同&lt;/b&gt;（已框出）。移动的词也保不住自己的行：与左边它自己的行相比，%Ln 个数中有 {own} 个不同，因为新位置带来了新的位置向量。两个句子给第一层的输入不同。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.</source>
        <translation>
            <numerusform>&lt;b&gt;关闭位置：%Ln 个数中有 {side} 个与旁边的数不同&lt;/b&gt;（已框出），只是因为那里现在是别的词。每个词都原样保留左边的行，只是顺序变了，所以看不到位置的模型读这两个句子是一样的。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).</source>
        <translation>
            <numerusform>&lt;b&gt;RoPE 不往 Z 上加任何东西：%Ln 个数中有 {side} 个与旁边的数不同&lt;/b&gt;（已框出），只是因为那里现在是别的词。每个词都原样保留左边的行；RoPE 之后在注意力内部旋转查询和键，才区分出两种顺序（深入概念 → RoPE）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln 个数中有 {side} 个与旁边的数不同&lt;/b&gt;（已框出），只是因为那里现在是别的词。每个词都原样保留左边的行：词在其间移动的那些位置，在这里的位置向量相同。</numerusform>
        </translation>
    </message>
</context>
</TS>
