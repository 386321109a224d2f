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
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>没有语言“{code}”：请从 {codes} 中选择。</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
</context>
</TS>
