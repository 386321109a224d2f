<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AdditionCaptions</name>
    <message>
        <source>No sentence yet. Type one above: each word&apos;s table row and the vector for its position will be added here, one dimension at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{word}” at position {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its row of E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zeros (E has no row for it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoPE adds nothing here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALiBi adds nothing here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative positions add nothing here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no position vector is added yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no position vector is added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head}: {why}, so row {position} of Z = {own}, unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = row {position} of Z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = z; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head}: {why}, so z = {own}; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token row + position row = z, which this model&apos;s further steps turn into Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token row = z, which this model&apos;s further steps turn into Z: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token row = row of Z: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: the position comes in later, inside attention, where each query and key is rotated by an angle that grows with its position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions are switched off: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position scheme is “none”: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No position vector is added to these token rows; this model places tokens this way: {kind} (the position view and the Real model tab say how).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the id {id} ({unk}), and the table has no row for it, so its token row is all zeros.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table and the learned position table hold seeded random values, not trained ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table holds seeded random values, not trained ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illustrative numbers: the learned position table holds seeded random values, not trained ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{word}” (id {id})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{word}” (no row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {position} of Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>z, row {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dim {index}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dims {first}–{last} of {width}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdditionPanel</name>
    <message>
        <source>Vector addition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token row plus position row equals row of Z, by dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{arrow} Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the addition again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{caption} Token + position = z: {sums}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{description} Dimensions {first} to {last} of {width} are read out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BusyIndicatorWords</name>
    <message>
        <source>Encoding in the background; the panels show the previous state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop waiting: keep the state shown and drop the encode&apos;s result</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sinusoidal: split halves (Marian)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sinusoidal: tensor2tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sinusoidal: fairseq (offset 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learned table (illustrative)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoPE (rotates q, k in attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <comment>no position scheme</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paper: interleaved sin/cos (Vaswani et al., Annotated Transformer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split halves: all sin, then all cos (Marian)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor2tensor: split, frequency base^(-k/(K-1))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fairseq: tensor2tensor&apos;s table, positions start at 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base}, {scaling} scaling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (ALiBi biases attention instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s own: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{arrow} Walkthrough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the five-step walkthrough (F6); a clicker moves through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add position vectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_model, the width of every vector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 is the lesson&apos;s hand-made table; other widths use a seeded random table, marked as illustrative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frequency base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions shown in the heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heatmap rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set by the loaded model; File → Back to the toy model to change it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmbeddingTable</name>
    <message>
        <source>{id} · (cannot be decoded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding table E, one row per vocabulary word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-hot vector of the focused word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The focused word&apos;s row of E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (illustrative: seeded random values, not learned). Bold rows: words in the sentence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (the lesson&apos;s hand-written values). Bold rows: words in the sentence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (values from the model file). Bold rows: words in the sentence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E: {rows} rows × {width} columns, one row per vocabulary token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No word is focused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The focused word {word} is not in the vocabulary: no row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focused word {word}, id {id}, row {id}: {values}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{word}” (id {id}) is not in the sentence; type it to follow it through the layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token in focus: type a sentence above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the {unk} id {id}. This table has no row for it, so its token vector is all zeros.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focused: “{word}” → id {id}, row {id} of E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one-hot ({width} wide):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln numbers, all 0 but a single 1 at index {id}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>its row of E ({width} wide):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nearest rows by cosine: searching all %Ln rows…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nearest rows could not be computed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearest rows by cosine: {rows}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between two different one-hot vectors the cosine is always 0: only learned rows can put similar words close together.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>5.6e-17 (a number in scientific notation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number such as 5.6e-17 means 5.6 times ten to the power of minus 17: a decimal point followed by sixteen zeros and then 56. A difference that small is the rounding of the computer&apos;s arithmetic, not a real difference, so the two things compared are equal for every purpose that matters here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perm = [0, 4, 2, 3, 1] (a new order of the words)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perm lists where each word of the new order came from. In perm = [0, 4, 2, 3, 1] the word now at position 1 is the one that stood at position 4, and the word now at position 4 is the one from position 1, so the second and the last word have changed places. Every old position appears in the list exactly once: nothing is lost and nothing is doubled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>softmax(X Xᵀ/√d) (the attention weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is how attention decides how much each word looks at every other word. X Xᵀ multiplies every row of X with every row, which gives one score per pair of words: a large score when the two rows point the same way. Dividing by √d, the square root of the row width, keeps the scores from growing just because the rows are wider. Softmax then turns each word&apos;s scores into positive weights that add up to 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>99.5th percentile (where the colour scale ends)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 99.5th percentile of the sizes of the values is the size that 99.5 % of the values stay below. The colour scale ends there instead of at the largest value, so that a handful of extreme values do not turn every other cell pale. The few values beyond it get the strongest colour of the scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention factor 1.13863 (RoPE scaling&apos;s sharpening)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some ways of stretching RoPE to longer texts, such as YaRN, also multiply the cos and sin values by a number a little above 1, called the attention factor. For YaRN it is 0.1 × ln(scaling factor) + 1, so a text stretched four times gets 1.13863. It makes the attention scores slightly sharper, which makes up for the positions being spread more thinly. The angles themselves stay as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rotate_half (which dimensions RoPE turns together)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoPE turns the dimensions of a head two at a time. rotate_half is the name of the function in the Hugging Face code that pairs the first half of the dimensions with the second half: dimension 0 with dimension d/2, 1 with d/2 + 1, and so on. Meta&apos;s original Llama code and GPT-J pair neighbours instead: 0 with 1, 2 with 3. The angles are the same; only the pairing differs, so weights written for one layout must be reordered for the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yarn-scaled (RoPE stretched to longer texts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A model whose RoPE is scaled was made to read texts longer than the ones it was trained on by slowing down how fast its pairs turn, so that far positions get angles it has already seen. The word before “scaled” names the rule. Linear slows every pair by the same factor. YaRN and llama3 leave the fast pairs alone, slow the slow pairs by the full factor and blend the pairs in between; YaRN also sharpens attention with its attention factor. Dynamic scaling slows the pairs only once a text is longer than the training length, and LongRoPE uses a factor of its own for each pair.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GlossaryTips</name>
    <message>
        <source>Hover a caption that shows one of these terms to read its explanation there. Every term the panels use without explaining it is listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words on the screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeatmapCaptions</name>
    <message>
        <source>sin/cos ({convention}), base {base} · colour scale fixed at −1&#xa0;…&#xa0;+1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour scale ±{level} ({percentile}th percentile of |values|)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows (illustrative random values) · {scale}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows · {scale}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} table · colour scale {low} … {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{caption} The sentence has %Ln tokens: rows 0–{last} are shown.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split halves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, offset {offset}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey bar: the sentence, positions 0–{last}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{legend} Outlined: “{word}”, position {position}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{legend} The focused token, at position {position}, is past the rows shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{legend} {how_to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a cell for its formula; click a sentence row to focus it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cell = one position, one dimension (exact values).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sampled: each pixel row shows 1 of %Ln positions (no mean).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel = mean of %Ln positions × {columns} dimensions.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel row = mean of %Ln positions.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel column = mean of %Ln dimensions.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair {pair} · {wave}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair 0 (left) turns fastest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sines, then cosines: pair 0 of each half turns fastest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base 1: every column turns at the same speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow waves on the left, fast on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column} ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position {position} · dimension {column} ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position {position} · dimension {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {formula}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {value} (illustrative random row {position})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {value} (learned row {position})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each query and key has its dimension pairs {pairs} rotated by position × base^(−2k/d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}, then {scaling}-scaled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle}, then {scaling}-scaled (the other {rest} are not turned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle} (the other {rest} are not turned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: every position vector is zero, so there is no table to draw. Position enters inside attention instead: {rotation}, so their dot product depends on how far apart the two tokens are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No position vector is added to the token rows, so there is no table to draw; this model places tokens this way: {how}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions are off: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No position scheme: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tokens yet: type a sentence above to see the position vectors added to it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeatmapPanelWords</name>
    <message numerus="yes">
        <source>… %Ln more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Positional heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position table heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heatmap of the position vectors: {rows} positions × {width} dimensions, one row per position. {caption} {focus}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputMatrix</name>
    <message>
        <source>Block 1&apos;s input = {formula}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoPE adds nothing here: Z is just the token rows. The rotation is applied to queries and keys inside attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No positions: Z is just the token rows, so reordering the words only reorders these rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Z = token rows + position rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input matrix Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}, input to layer 1, one row per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Z is empty: type a sentence to give the first block something to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}, L × d = {rows} × {width}: what this model&apos;s first block receives. The addition panel shows the lesson&apos;s z (token rows + position rows, where the model has them); the steps after it are in the Real model tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Z is L × d = {rows} × {width}. {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}: {rows} rows × {width} columns, one row per token. {focus}</source>
        <translation type="unfinished"></translation>
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
    <name>LessonState</name>
    <message>
        <source>the sentence must be text, not {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use that word order: {reason}</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; inside attention each score is lowered in proportion to the distance between the two tokens, with one slope per head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative positions add nothing here; inside attention each pair of tokens also gets what was learned for the distance between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is added here yet; this model adds its position rows later, after the token rows are projected to the {width}-wide hidden size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is added here. {own}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No position vector is made here: every position row is all zeros, so swapping two words only swaps rows of Z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoPE adds nothing here; the rotation happens inside attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; its distance penalty acts inside attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative positions add nothing here; they act inside attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is added here yet; the position rows come after the projection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is added here; this model has no positions at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is added here: every position row is all zeros.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention looks at all tokens at once, so nothing tells it the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside attention it also uses the distance between two tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No position vector and no position inside attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{order} {vectors}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sentences} {relative}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{order} {inside}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position vector is added into the token&apos;s row, number by number. One vector now carries both what the token is and where it sits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position vector is added into the token&apos;s row, number by number: z = token + position carries both what the token is and where it sits. This model does more before block 1, which receives {formula} (next step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on without a position vector: block 1 receives {formula}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on unchanged: block 1 receives it as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack one row per token and you have Z, the matrix the first transformer block reads. Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token&apos;s row of E</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder&apos;s first block reads: %Ln numbers per row.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Everything the model computes starts from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sentence} {use}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions act inside attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions come after the projection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This model has no positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No position vectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to add here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>unknown theme {theme}; choose one of {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown colour map {name}; choose one of {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelPager</name>
    <message>
        <source>E: token rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position vectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token + position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelTitles</name>
    <message>
        <source>Embedding table E (one row per word)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Z: input to layer 1 (position · token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position vectors, as a heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input layer: E, Z, the addition and the position heatmap</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionsSwitch</name>
    <message>
        <source>Add the position vectors to the token rows (off: Z is the token rows alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to switch: this scheme gives the words no positions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RealModel</name>
    <message>
        <source>No real model is open: posviz is showing the lesson&apos;s toy model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;File → Open model folder…&lt;/b&gt; opens a Hugging Face-style folder ({files}), offline. From a terminal: {command}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{tokens} ({rows} table rows: the rest are padding no text reaches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary |V|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rows} × {width}, stored as {dtype}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows with NaN or ±inf</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} token rows ({listed})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} position rows ({listed})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln token rows are being measured in the background…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no rows with NaN or inf</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rows}: shown as nan / inf, left out of colour scales and the nearest-row search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{found}; {waiting}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position table values: the largest |value| is {largest} (row {row}), while {percent} % of values lie within ±{within}. Colour scales for real tables therefore come from a percentile, not from the extremes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts of the lesson&apos;s recipe this model does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has every part of the lesson&apos;s recipe: a token row plus a position row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{has} After z it adds %Ln more step(s): {steps}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>token row {id} ({token})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ position {index}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ position {index}: nothing added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= z (token + position)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{step} → block 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The focused token&apos;s vectors, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The real model&apos;s steps from token rows to block 1&apos;s input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No real model open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also worth knowing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What block 1 receives for “{word}” (token {index}), step by step: the first {shown} of {width} dimensions.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SentencePanelWords</name>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}” ({unk}: not in the vocabulary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id} ({unk}: not in the vocabulary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token {index}, {label}, id {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence to encode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a sentence, e.g. {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens of the sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tokens yet: the sentence is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token ids: [{ids}, … ({shown} of {total} tokens)]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token ids: [{ids} ({shown} of {total} tokens)]</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Token ids: [{ids}, … (%Ln tokens in all)]</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Token ids: [{ids}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln not in the vocabulary ({unk})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>Split the text into token ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokenizer cuts the sentence into tokens and gives each one an id. An id is only a row number: 2 is not “closer” to 3 in any useful way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up each id&apos;s row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each id picks one row of the table E. The row is a short list of learned numbers, the same row every time the word appears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a vector for each position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand Z to the first layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the first pair of columns turns fastest (left), each later pair more slowly (right), like the hands of a clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: slow waves on the left, fast waves on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: with base 1 every column turns at the same speed, one radian per position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the sines (left half) go from fast to slow, then the cosines (right half) repeat the same frequencies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sentence} Its last column is all zeros (odd width).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each position gets its own row of a learned table, of the same width.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoPE adds no vector here: it rotates queries and keys inside attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WalkthroughWords</name>
    <message>
        <source>Walkthrough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{arrow} Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step} of {count}   {dots}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
