<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutText</name>
    <message>
        <source>posviz {version}</source>
        <translation>posviz {version}</translation>
    </message>
    <message>
        <source>How a transformer&apos;s input layer is built: text → token ids → rows of E → + position vectors → Z. MIT licence.</source>
        <translation>Transformer 的输入层是如何构建的：文本 → 词元 id → E 的行 → + 位置向量 → Z。MIT 许可证。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parts posviz runs on&lt;/b&gt; (the standalone bundle ships them):</source>
        <translation>&lt;b&gt;posviz 所依赖的组件&lt;/b&gt;（独立安装包中已附带）：</translation>
    </message>
    <message>
        <source>Qt, PySide6 and Shiboken6 are used as shared libraries under the LGPL v3: you may replace them with your own build. Licence texts (on the web, and on this machine where installed):</source>
        <translation>Qt、PySide6 和 Shiboken6 以共享库形式在 LGPL v3 下使用：您可以用自己编译的版本替换它们。许可证文本（网上，以及本机已安装的副本）：</translation>
    </message>
</context>
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
    <name>CodeEditorWords</name>
    <message>
        <source>Line numbers</source>
        <translation>行号</translation>
    </message>
    <message>
        <source>The number of each line of the code, as error messages quote them</source>
        <translation>代码每一行的编号，与错误信息中引用的一致</translation>
    </message>
    <message>
        <source>Tab indents, Shift+Tab unindents; Ctrl+Tab moves to the next control and Ctrl+Shift+Tab to the previous one; Ctrl+Return checks the code.</source>
        <translation>Tab 缩进，Shift+Tab 取消缩进；Ctrl+Tab 移到下一个控件，Ctrl+Shift+Tab 移到上一个；Ctrl+Return 检查代码。</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;Next step</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>next walkthrough step (starts the walkthrough)</source>
        <translation>导览的下一步（会开始导览）</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>&amp;Blank the screen</source>
        <translation>黑屏(&amp;B)</translation>
    </message>
    <message>
        <source>blank the screen (any key brings it back)</source>
        <translation>黑屏（按任意键恢复）</translation>
    </message>
    <message>
        <source>&amp;Leave the mode</source>
        <translation>退出当前模式(&amp;L)</translation>
    </message>
    <message>
        <source>leave the current mode: blank screen, editing, presentation, walkthrough</source>
        <translation>退出当前模式：黑屏、编辑、演示、导览</translation>
    </message>
    <message>
        <source>Start the &amp;walkthrough</source>
        <translation>开始导览(&amp;W)</translation>
    </message>
    <message>
        <source>start the walkthrough</source>
        <translation>开始导览</translation>
    </message>
    <message>
        <source>the ▶ Walkthrough button</source>
        <translation>▶ 导览按钮</translation>
    </message>
    <message>
        <source>&amp;Next prepared sentence</source>
        <translation>下一个预备句子(&amp;N)</translation>
    </message>
    <message>
        <source>next prepared sentence (File → Prepared sentences)</source>
        <translation>下一个预备句子（文件 → 预备句子）</translation>
    </message>
    <message>
        <source>&amp;Previous prepared sentence</source>
        <translation>上一个预备句子(&amp;P)</translation>
    </message>
    <message>
        <source>previous prepared sentence</source>
        <translation>上一个预备句子</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>presentation mode (full screen, no menus; with two screens, a presenter console on the laptop)</source>
        <translation>演示模式（全屏、无菜单；有两个屏幕时，笔记本上显示演讲者控制台）</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>zoom back to 100 %</source>
        <translation>恢复到 100%</translation>
    </message>
    <message>
        <source>&amp;Shuffle demo: reorder the words</source>
        <translation>打乱演示：重排单词(&amp;S)</translation>
    </message>
    <message>
        <source>the shuffle demo: reorder the words</source>
        <translation>打乱演示：重排单词</translation>
    </message>
    <message>
        <source>&amp;Keyboard keys</source>
        <translation>键盘按键(&amp;K)</translation>
    </message>
    <message>
        <source>this list of keys</source>
        <translation>本按键列表</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>quit posviz</source>
        <translation>退出 posviz</translation>
    </message>
    <message>
        <source>F2, a click or typing into a control</source>
        <translation>F2、单击或在控件中输入</translation>
    </message>
    <message>
        <source>edit it: its arrows and Enter are its own until Esc, Enter or leaving it (in the walkthrough: text fields only)</source>
        <translation>编辑它：在按 Esc、Enter 或离开之前，方向键和 Enter 归它使用（导览中：仅限文本框）</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>move to the next / previous control (a frame shows which has the keys)</source>
        <translation>移到下一个 / 上一个控件（边框标出哪个控件接收按键）</translation>
    </message>
    <message>
        <source>Space (on a button, check box or drop-down)</source>
        <translation>空格键（在按钮、复选框或下拉列表上）</translation>
    </message>
    <message>
        <source>press or open it, once Tab brought the keys to it (its frame shows); arrows move along the tabs (outside the walkthrough and presentation mode; otherwise these keys move the steps)</source>
        <translation>在 Tab 把按键交给它之后（显示其边框），按下或打开它；方向键在选项卡之间移动（导览和演示模式之外；否则这些键切换步骤）</translation>
    </message>
    <message>
        <source>Page Down</source>
        <translation>Page Down</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>Page Up</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>退格</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} 或 {second}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the keys of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>{keys} or {other}</source>
        <translation>{keys} 或{other}</translation>
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
    <name>Console</name>
    <message>
        <source>posviz: presenter console</source>
        <translation>posviz：演讲者控制台</translation>
    </message>
    <message>
        <source>Typed here only: Enter shows it to the room, Esc puts back the room&apos;s sentence</source>
        <translation>仅在此处输入：Enter 让听众看到，Esc 恢复听众看到的句子</translation>
    </message>
    <message>
        <source>Speaker notes (only you see them)</source>
        <translation>演讲者备注（只有您能看到）</translation>
    </message>
    <message>
        <source>Black out the room&apos;s screen; this console stays as it is</source>
        <translation>让听众的屏幕变黑；本控制台保持不变</translation>
    </message>
    <message>
        <source>What the room sees</source>
        <translation>听众看到的画面</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>◀ Prepared sentence</source>
        <translation>◀ 预备句子</translation>
    </message>
    <message>
        <source>Prepared sentence ▶</source>
        <translation>预备句子 ▶</translation>
    </message>
    <message>
        <source>Swap screens</source>
        <translation>交换屏幕</translation>
    </message>
    <message>
        <source>Put the room&apos;s window on this screen and this console on the other</source>
        <translation>把听众窗口放到此屏幕，把本控制台放到另一个屏幕</translation>
    </message>
    <message>
        <source>Stop presenting (Esc)</source>
        <translation>停止演示 (Esc)</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}; next: “{sentence}”</source>
        <translation>预备句子 {number}/{count}；下一个：“{sentence}”</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}; it is the last one</source>
        <translation>预备句子 {number}/{count}；这是最后一个</translation>
    </message>
    <message>
        <source>Show the room again (B)</source>
        <translation>恢复听众画面 (B)</translation>
    </message>
    <message>
        <source>Blank the room (B)</source>
        <translation>听众黑屏 (B)</translation>
    </message>
    <message>
        <source>The room sees a black screen (B or any key shows it again)</source>
        <translation>听众看到黑屏（按 B 或任意键恢复）</translation>
    </message>
    <message>
        <source>The room sees</source>
        <translation>听众看到</translation>
    </message>
    <message>
        <source>A black screen: the room&apos;s window is blanked (B or any key shows it again).</source>
        <translation>黑屏：听众窗口已变黑（按 B 或任意键恢复）。</translation>
    </message>
    <message>
        <source>The room&apos;s window, as its picture was last taken: {where}, {title}.</source>
        <translation>听众窗口最近一次截取的画面：{where}，{title}。</translation>
    </message>
    <message>
        <source>No notes here. Each walkthrough step has notes of its own; a prepared sentence&apos;s notes, when it has some, show in their place (View → Speaker notes, in the main window, edits them).</source>
        <translation>这里没有备注。导览的每一步都有自己的备注；预备句子若有备注，会显示在此处（在主窗口中用 视图 → 演讲者备注 编辑）。</translation>
    </message>
    <message>
        <source>Not in the walkthrough</source>
        <translation>不在导览中</translation>
    </message>
    <message>
        <source>The main view</source>
        <translation>主视图</translation>
    </message>
    <message>
        <source>The sentence and the panels, as in the window without menus.</source>
        <translation>句子和各面板，与不带菜单的窗口相同。</translation>
    </message>
    <message>
        <source>Next: step 1 of {count}, {title} (Next starts the walkthrough)</source>
        <translation>下一步：第 1 步（共 {count} 步），{title}（“下一步”会开始导览）</translation>
    </message>
    <message>
        <source>Next: step {number} of {count}, {title}</source>
        <translation>下一步：第 {number} 步（共 {count} 步），{title}</translation>
    </message>
    <message>
        <source>Next: nothing; this is the last step (Esc leaves the walkthrough)</source>
        <translation>下一步：无；这是最后一步（Esc 退出导览）</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>第 {number} 步，共 {count} 步</translation>
    </message>
    <message>
        <source>Elapsed {time}</source>
        <translation>已用 {time}</translation>
    </message>
    <message>
        <source>Elapsed {time}  (paused)</source>
        <translation>已用 {time}（已暂停）</translation>
    </message>
    <message>
        <source>Time since the timer was started, pauses not counted</source>
        <translation>计时器启动以来的时间，不含暂停</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
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
        <source>Property: what it measures</source>
        <translation>属性：测量的是什么</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>这张表</translation>
    </message>
    <message>
        <source>Sinusoidal</source>
        <translation>正弦</translation>
    </message>
    <message>
        <source>{name}:
{meaning}</source>
        <extracomment>a score&apos;s name, and on the next line what it measures</extracomment>
        <translation>{name}：
{meaning}</translation>
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
    <name>ErrorText</name>
    <message>
        <source>The log file {path} cannot be written ({reason}); posviz goes on without a log.</source>
        <translation>无法写入日志文件 {path}（{reason}）；posviz 将在没有日志的情况下继续运行。</translation>
    </message>
    <message>
        <source>Something went wrong and was not done: {reason}. posviz kept its last good state.</source>
        <translation>出了问题，操作未完成：{reason}。posviz 保留了上一个正常状态。</translation>
    </message>
</context>
<context>
    <name>ExportNames</name>
    <message>
        <source>Whole window</source>
        <translation>整个窗口</translation>
    </message>
    <message>
        <source>Embedding table E</source>
        <translation>嵌入表 E</translation>
    </message>
    <message>
        <source>Z, the input to layer 1</source>
        <translation>Z，第 1 层的输入</translation>
    </message>
    <message>
        <source>Token row + position row</source>
        <translation>词元行 + 位置行</translation>
    </message>
    <message>
        <source>Position heatmap</source>
        <translation>位置热图</translation>
    </message>
    <message>
        <source>Position similarity (cosine)</source>
        <translation>位置相似度（余弦）</translation>
    </message>
    <message>
        <source>Position table&apos;s principal components</source>
        <translation>位置表的主成分</translation>
    </message>
    <message>
        <source>RoPE&apos;s long-range bound</source>
        <translation>RoPE 的长程上界</translation>
    </message>
    <message>
        <source>cannot tell the format from no extension; end the file name with {endings}</source>
        <translation>没有扩展名，无法判断格式；请让文件名以 {endings} 结尾</translation>
    </message>
    <message>
        <source>cannot tell the format from {suffix}; end the file name with {endings}</source>
        <translation>无法从 {suffix} 判断格式；请让文件名以 {endings} 结尾</translation>
    </message>
    <message>
        <source>unknown panel {panel}; choose one of {panels}</source>
        <translation>未知面板 {panel}；请从 {panels} 中选一个</translation>
    </message>
    <message>
        <source>the whole window is a picture: export it as .png or .svg, not .{format} (panels with tables: {panels})</source>
        <translation>整个窗口是一张图片：请导出为 .png 或 .svg，而不是 .{format}（带表格的面板：{panels}）</translation>
    </message>
    <message>
        <source>the sentence has no tokens, so there is no sum to export</source>
        <translation>句子中没有词元，所以没有可导出的和</translation>
    </message>
    <message>
        <source>the {panel} view has no table of numbers; choose one of {panels}</source>
        <translation>视图 {panel} 没有数字表；请从 {panels} 中选一个</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>cannot make a {width} × {height} image at {scale}× (out of memory?)</source>
        <translation>无法以 {scale}× 创建 {width} × {height} 的图像（内存不足？）</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not save the PNG</source>
        <translation>无法写入 {path}：Qt 无法保存 PNG</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not start the SVG</source>
        <translation>无法写入 {path}：Qt 无法开始写 SVG</translation>
    </message>
</context>
<context>
    <name>FamilyTable</name>
    <message>
        <source>No token-type row and no normalisation before block 1 (its normalisation is inside the block).</source>
        <translation>没有词元类型行，第 1 块之前也没有归一化（它的归一化在块内部）。</translation>
    </message>
    <message>
        <source>No token-type row and no normalisation before block 1: it receives z itself (its LayerNorm ln_1 is inside the block).</source>
        <translation>没有词元类型行，第 1 块之前也没有归一化：它接收的就是 z 本身（它的 LayerNorm ln_1 在块内部）。</translation>
    </message>
    <message>
        <source>No token-type row.</source>
        <translation>没有词元类型行。</translation>
    </message>
    <message>
        <source>No token-type (segment) table: DistilBERT dropped it.</source>
        <translation>没有词元类型（片段）表：DistilBERT 去掉了它。</translation>
    </message>
    <message>
        <source>No LayerNorm before block 1: XLM-R XL normalises inside each block (pre-LayerNorm).</source>
        <translation>第 1 块之前没有 LayerNorm：XLM-R XL 在每个块内部归一化（pre-LayerNorm）。</translation>
    </message>
    <message>
        <source>No token-type (segment) table.</source>
        <translation>没有词元类型（片段）表。</translation>
    </message>
    <message>
        <source>posviz does not know this kind of model: config.json says model_type {model_type} (architectures {architectures}, tensors {sample}), and posviz opens only input layers it has checked against the reference library. Known families: {known}.</source>
        <translation>posviz 不认识这类模型：config.json 写的 model_type 是 {model_type}（架构 {architectures}，张量 {sample}），而 posviz 只打开已与参考库核对过的输入层。已知的系列：{known}。</translation>
    </message>
    <message>
        <source>posviz does not know this kind of model: config.json has no model_type, architectures {architectures}, and its tensors include {sample}. Known families: {known}.</source>
        <translation>posviz 不认识这类模型：config.json 没有 model_type，架构为 {architectures}，其张量包括 {sample}。已知的系列：{known}。</translation>
    </message>
    <message>
        <source>config.json names no model_type; posviz read it as {family} from its architecture name {architecture}.</source>
        <translation>config.json 没有写 model_type；posviz 根据其架构名 {architecture} 把它读作 {family}。</translation>
    </message>
    <message>
        <source>config.json names no model_type or known architecture; posviz read it as {family} from its tensor names ({tensor}).</source>
        <translation>config.json 既没有 model_type 也没有已知架构；posviz 根据其张量名（{tensor}）把它读作 {family}。</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>posviz lecture state (*.posviz);;All files (*)</source>
        <translation>posviz 讲课状态 (*.posviz);;所有文件 (*)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>NumPy array (*.npy)</source>
        <translation>NumPy 数组 (*.npy)</translation>
    </message>
    <message>
        <source>PNG at 2× (for slides)…</source>
        <translation>2× PNG（用于幻灯片）…</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <source>CSV table…</source>
        <translation>CSV 表格…</translation>
    </message>
    <message>
        <source>NumPy .npy…</source>
        <translation>NumPy .npy…</translation>
    </message>
    <message>
        <source>&amp;Open lecture state…</source>
        <translation>打开讲课状态(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save lecture state</source>
        <translation>保存讲课状态(&amp;S)</translation>
    </message>
    <message>
        <source>Save lecture state &amp;as…</source>
        <translation>讲课状态另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Add this view as the next prepared sentence</source>
        <translation>把此视图添加为下一个预备句子(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove this prepared sentence</source>
        <translation>删除此预备句子(&amp;R)</translation>
    </message>
    <message>
        <source>Lesson page…</source>
        <translation>课程页面…</translation>
    </message>
    <message>
        <source>&amp;Record…</source>
        <translation>录制(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Prepared sentences</source>
        <translation>预备句子(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Copy the picture</source>
        <translation>复制图片</translation>
    </message>
    <message>
        <source>Open a lecture state</source>
        <translation>打开讲课状态</translation>
    </message>
    <message>
        <source>Cannot open the lecture state</source>
        <translation>无法打开讲课状态</translation>
    </message>
    <message>
        <source>{reason}

Nothing was changed.</source>
        <translation>{reason}

没有任何更改。</translation>
    </message>
    <message>
        <source>Opened {name}: prepared sentence {number} of {count}</source>
        <translation>已打开 {name}：预备句子 {number}/{count}</translation>
    </message>
    <message>
        <source>Save the lecture state</source>
        <translation>保存讲课状态</translation>
    </message>
    <message>
        <source>Cannot save the lecture state</source>
        <translation>无法保存讲课状态</translation>
    </message>
    <message>
        <source>{reason}

Nothing was overwritten; choose another place.</source>
        <translation>{reason}

没有覆盖任何文件；请选择其他位置。</translation>
    </message>
    <message>
        <source>Saved the lecture state to {path}</source>
        <translation>讲课状态已保存到 {path}</translation>
    </message>
    <message>
        <source>Export: {panel}</source>
        <translation>导出：{panel}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>{reason}

No file was changed.</source>
        <translation>{reason}

没有任何文件被更改。</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>已导出到 {path}</translation>
    </message>
</context>
<context>
    <name>FocusRingText</name>
    <message>
        <source>Focus ring</source>
        <translation>焦点框</translation>
    </message>
    <message>
        <source>Marks the control that has the keyboard</source>
        <translation>标出接收键盘输入的控件</translation>
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
    <name>HelpText</name>
    <message>
        <source>Text becomes token ids</source>
        <translation>文本变成词元 id</translation>
    </message>
    <message>
        <source>the tokenizer cuts the sentence into tokens and gives each an id; an id is only a row number of the table E, not a quantity.</source>
        <translation>分词器把句子切成词元，并给每个词元一个 id；id 只是表 E 的行号，不是数量。</translation>
    </message>
    <message>
        <source>An id picks a row of E</source>
        <translation>id 选出 E 的一行</translation>
    </message>
    <message>
        <source>E has one learned row per token of the vocabulary (|V| × d_model). A sentence of L tokens reads L rows: L × d_model, however large the vocabulary.</source>
        <translation>E 为词表中的每个词元存有一行学到的数值（|V| × d_model）。L 个词元的句子读取 L 行：L × d_model，无论词表多大。</translation>
    </message>
    <message>
        <source>Order is invisible without positions</source>
        <translation>没有位置，顺序就看不见</translation>
    </message>
    <message>
        <source>attention looks at all tokens at once; without position vectors &apos;the dog bit the man&apos; and &apos;the man bit the dog&apos; give the same rows, only reordered (the Word order tab).</source>
        <translation>注意力同时查看所有词元；没有位置向量时，&apos;the dog bit the man&apos; 和 &apos;the man bit the dog&apos; 得到相同的行，只是顺序不同（见“词序”选项卡）。</translation>
    </message>
    <message>
        <source>A vector for each position</source>
        <translation>每个位置一个向量</translation>
    </message>
    <message>
        <source>the paper&apos;s sinusoids (sin and cos at frequencies base^(-2k/d)), a learned table (GPT-2, BERT), or no vector at all: RoPE rotates queries and keys, ALiBi biases attention scores (Deeper ideas).</source>
        <translation>论文中的正弦曲线（频率为 base^(-2k/d) 的 sin 和 cos）、学到的表（GPT-2、BERT），或根本没有向量：RoPE 旋转查询和键，ALiBi 给注意力分数加偏置（深入探讨）。</translation>
    </message>
    <message>
        <source>Add them: Z</source>
        <translation>相加：Z</translation>
    </message>
    <message>
        <source>each token&apos;s row plus its position&apos;s vector, number by number, is one row of Z (L × d_model), the matrix the first transformer block reads.</source>
        <translation>每个词元的行加上其位置的向量，逐个数相加，就是 Z 的一行（L × d_model），第一个 Transformer 块读取的矩阵。</translation>
    </message>
    <message>
        <source>Check yourself</source>
        <translation>自我检测</translation>
    </message>
    <message>
        <source>the Quiz explains every answer; Practice has you write the table and Z in numpy, checked against hidden cases.</source>
        <translation>测验会解释每个答案；练习让您用 numpy 写出表和 Z，并用隐藏用例检查。</translation>
    </message>
    <message>
        <source>the system&apos;s settings store (registry on Windows, defaults on macOS)</source>
        <translation>系统的设置存储（Windows 上为注册表，macOS 上为 defaults）</translation>
    </message>
    <message>
        <source>Settings (theme, zoom, colour map, last sentence, window)</source>
        <translation>设置（主题、缩放、色图、上一个句子、窗口）</translation>
    </message>
    <message>
        <source>Autosave of the lecture state (restored at start)</source>
        <translation>讲课状态的自动保存（启动时恢复）</translation>
    </message>
    <message>
        <source>Practice drafts and progress</source>
        <translation>练习草稿和进度</translation>
    </message>
    <message>
        <source>Other data (set-aside damaged files, recent models)</source>
        <translation>其他数据（搁置的损坏文件、最近的模型）</translation>
    </message>
    <message>
        <source>Lecture files (.posviz) and exports</source>
        <translation>讲课文件（.posviz）和导出文件</translation>
    </message>
    <message>
        <source>where you choose; the first dialog opens in {folder}</source>
        <translation>由您选择位置；第一个对话框在 {folder} 中打开</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;: {text}</source>
        <comment>a lesson and what it teaches</comment>
        <translation>&lt;b&gt;{title}&lt;/b&gt;：{text}</translation>
    </message>
    <message>
        <source>What posviz teaches</source>
        <translation>posviz 教什么</translation>
    </message>
    <message>
        <source>Where posviz keeps its files</source>
        <translation>posviz 把文件存放在哪里</translation>
    </message>
    <message>
        <source>Welcome to posviz</source>
        <translation>欢迎使用 posviz</translation>
    </message>
    <message>
        <source>Welcome to posviz: see how a transformer turns text into the matrix Z its first block reads.</source>
        <translation>欢迎使用 posviz：看看 Transformer 如何把文本变成它的第一个块读取的矩阵 Z。</translation>
    </message>
    <message>
        <source>Welcome to posviz. Three ways in:</source>
        <translation>欢迎使用 posviz。三种入门方式：</translation>
    </message>
    <message>
        <source>▶ The walkthrough (F6)</source>
        <translation>▶ 导览 (F6)</translation>
    </message>
    <message>
        <source>Five steps, from text to Z. Right, Space or Page Down moves on; Esc leaves.</source>
        <translation>五个步骤，从文本到 Z。按右方向键、空格或 Page Down 前进；Esc 退出。</translation>
    </message>
    <message>
        <source>✎ Type a sentence</source>
        <translation>✎ 输入句子</translation>
    </message>
    <message>
        <source>Puts the cursor in the sentence box: every panel follows what you type.</source>
        <translation>把光标放进句子框：每个面板都会跟随您输入的内容。</translation>
    </message>
    <message>
        <source>Open a real model (Ctrl+O)</source>
        <translation>打开真实模型 (Ctrl+O)</translation>
    </message>
    <message>
        <source>GPT-2, BERT, Llama and others from a folder or the local Hugging Face cache (offline; needs pip install &apos;posviz[real]&apos;).</source>
        <translation>从文件夹或本地 Hugging Face 缓存打开 GPT-2、BERT、Llama 等（离线；需要 pip install &apos;posviz[real]&apos;）。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Closes this welcome. Help → Welcome brings it back.</source>
        <translation>关闭此欢迎栏。帮助 → 欢迎 可再次打开。</translation>
    </message>
    <message>
        <source>Keys: Tab moves between controls · F1 lists every key · F5 presentation mode · Ctrl+= / Ctrl+- zoom · Esc leaves a mode. Shown once; Help → Welcome brings it back.</source>
        <translation>按键：Tab 在控件间移动 · F1 列出所有按键 · F5 演示模式 · Ctrl+= / Ctrl+- 缩放 · Esc 退出模式。仅显示一次；帮助 → 欢迎 可再次打开。</translation>
    </message>
    <message>
        <source>F1 lists every key.</source>
        <translation>F1 列出所有按键。</translation>
    </message>
    <message>
        <source>&amp;Welcome and the three ways in</source>
        <translation>欢迎和三种入门方式(&amp;W)</translation>
    </message>
    <message>
        <source>What the &amp;lessons cover</source>
        <translation>课程内容(&amp;L)</translation>
    </message>
    <message>
        <source>Words on the &amp;screen</source>
        <translation>屏幕上的术语(&amp;S)</translation>
    </message>
    <message>
        <source>Where &amp;files are kept</source>
        <translation>文件存放位置(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;About posviz</source>
        <translation>关于 posviz(&amp;A)</translation>
    </message>
    <message>
        <source>What the lessons cover</source>
        <translation>课程内容</translation>
    </message>
    <message>
        <source>Words on the screen</source>
        <translation>屏幕上的术语</translation>
    </message>
    <message>
        <source>About posviz</source>
        <translation>关于 posviz</translation>
    </message>
</context>
<context>
    <name>InputLayerText</name>
    <message>
        <source>token</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>token + position</source>
        <translation>词元 + 位置</translation>
    </message>
    <message>
        <source>The model reads at most {length} tokens: the first {length} of the text&apos;s {total} are shown, the rest were cut.</source>
        <translation>模型最多读取 {length} 个词元：显示文本 {total} 个词元中的前 {length} 个，其余的被截掉了。</translation>
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
    <name>LayerSettingsText</name>
    <message>
        <source>settings must be a JSON object</source>
        <translation>设置必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>unknown setting(s): {names}</source>
        <translation>未知设置：{names}</translation>
    </message>
    <message>
        <source>{model} places tokens with its own positions ({own}); go back to the toy model to try another scheme</source>
        <translation>{model} 用它自己的位置（{own}）放置词元；请回到玩具模型再试别的方案</translation>
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
    <name>LectureFile</name>
    <message>
        <source>&apos;word_order&apos; must be a list of at most {count} positions</source>
        <translation>&apos;word_order&apos; 必须是最多 {count} 个位置的列表</translation>
    </message>
    <message>
        <source>its sentence has {count} characters (at most {limit})</source>
        <translation>其句子有 {count} 个字符（最多 {limit} 个）</translation>
    </message>
    <message>
        <source>its notes have {count} characters (at most {limit})</source>
        <translation>其备注有 {count} 个字符（最多 {limit} 个）</translation>
    </message>
    <message>
        <source>it would be {size} MB, and lecture files are at most {limit} MB (so it could not be opened again): remove some prepared sentences or shorten them</source>
        <translation>它将有 {size} MB，而讲课文件最多 {limit} MB（否则无法再次打开）：请删除一些预备句子或把它们缩短</translation>
    </message>
    <message>
        <source>it could not be opened again ({reason})</source>
        <translation>它将无法再次打开（{reason}）</translation>
    </message>
    <message>
        <source>its JSON is nested too deeply to be a lecture state</source>
        <translation>其 JSON 嵌套太深，不可能是讲课状态</translation>
    </message>
    <message>
        <source>&apos;slides&apos; must be a non-empty list of slides</source>
        <translation>&apos;slides&apos; 必须是非空的幻灯片列表</translation>
    </message>
    <message>
        <source>it has {count} slides; at most {limit} are allowed</source>
        <translation>它有 {count} 张幻灯片；最多允许 {limit} 张</translation>
    </message>
    <message>
        <source>slide {number}: {reason}</source>
        <translation>幻灯片 {number}：{reason}</translation>
    </message>
    <message>
        <source>&apos;extra&apos; must be a JSON object</source>
        <translation>&apos;extra&apos; 必须是 JSON 对象</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}：{reason}</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({reason})</source>
        <translation>{file}：无法读取（{reason}）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>it is not a text file (not UTF-8), so it is not a lecture state</source>
        <translation>它不是文本文件（不是 UTF-8），所以不是讲课状态</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (the file holds a JSON {kind}, not an object)</source>
        <translation>它不是 posviz 讲课状态（文件中是 JSON {kind}，而不是对象）</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (its format is {found}; expected {expected})</source>
        <translation>它不是 posviz 讲课状态（格式为 {found}；应为 {expected}）</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (it has no &apos;format&apos; field; expected {expected})</source>
        <translation>它不是 posviz 讲课状态（没有 &apos;format&apos; 字段；应为 {expected}）</translation>
    </message>
    <message>
        <source>its &apos;version&apos; must be a whole number from 1, got {value}</source>
        <translation>其 &apos;version&apos; 必须是从 1 开始的整数，实际为 {value}</translation>
    </message>
    <message>
        <source>it was written by a newer posviz (format version {version}; this one reads up to {newest}): update posviz to open it</source>
        <translation>它由更新版本的 posviz 写入（格式版本 {version}；本版本最多读取 {newest}）：请更新 posviz 后再打开</translation>
    </message>
    <message>
        <source>{what} must be a JSON object, got a {kind}</source>
        <translation>{what} 必须是 JSON 对象，实际为 {kind}</translation>
    </message>
    <message>
        <source>{what} has unknown field(s): {names}</source>
        <translation>{what} 含有未知字段：{names}</translation>
    </message>
    <message>
        <source>{what} lacks the field(s): {names}</source>
        <translation>{what} 缺少字段：{names}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} 必须是整数，实际为 {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, got {value}</source>
        <translation>{name} 必须在 {low} 到 {high} 之间，实际为 {value}</translation>
    </message>
    <message>
        <source>{name} must be a number, got {value}</source>
        <translation>{name} 必须是数字，实际为 {value}</translation>
    </message>
</context>
<context>
    <name>LectureText</name>
    <message>
        <source>notes have at most {limit} characters; these have {count}</source>
        <translation>备注最多 {limit} 个字符；这些有 {count} 个</translation>
    </message>
    <message>
        <source>Cannot show prepared sentence {number}: {reason}</source>
        <translation>无法显示预备句子 {number}：{reason}</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}: “{sentence}”</source>
        <translation>预备句子 {number}/{count}：“{sentence}”</translation>
    </message>
    <message>
        <source>Cannot add a prepared sentence: {reason}</source>
        <translation>无法添加预备句子：{reason}</translation>
    </message>
    <message>
        <source>Added as prepared sentence {number} of {count}</source>
        <translation>已添加为预备句子 {number}/{count}</translation>
    </message>
    <message>
        <source>Removed; now prepared sentence {number} of {count}</source>
        <translation>已删除；现在是预备句子 {number}/{count}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>自动保存失败：{reason}</translation>
    </message>
    <message>
        <source>The autosave&apos;s place held {kind}, not posviz&apos;s own file; it was renamed to {name} and a new autosave written.</source>
        <translation>自动保存的位置上是 {kind}，而不是 posviz 自己的文件；它已被重命名为 {name}，并写入了新的自动保存。</translation>
    </message>
    <message>
        <source>Restored the lecture state saved when posviz last ran.</source>
        <translation>已恢复 posviz 上次运行时保存的讲课状态。</translation>
    </message>
    <message>
        <source>Changes not saved: {reason}</source>
        <translation>更改未保存：{reason}</translation>
    </message>
    <message>
        <source>{reason}

This note stays until a save succeeds.</source>
        <translation>{reason}

此提示会一直显示，直到保存成功。</translation>
    </message>
    <message>
        <source>could not rename it ({reason}); autosaving to {name}</source>
        <translation>无法重命名（{reason}）；改为自动保存到 {name}</translation>
    </message>
    <message>
        <source>kept it as {name}</source>
        <translation>已保留为 {name}</translation>
    </message>
    <message>
        <source>The autosave could not be restored ({reason}); {kept}. Started from the defaults.</source>
        <translation>无法恢复自动保存（{reason}）；{kept}。已使用默认设置启动。</translation>
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
    <name>LessonQuiz</name>
    <message>
        <source>Check your understanding: tokens, embeddings and positions</source>
        <translation>检验理解：词元、嵌入与位置</translation>
    </message>
    <message>
        <source>Attention compares every token with every other token. Why does the transformer need position information added to its input at all?</source>
        <translation>注意力会把每个词元与其他所有词元比较。为什么 Transformer 还需要在输入中加入位置信息？</translation>
    </message>
    <message>
        <source>Token ids already say where each word sits; position vectors only make the lookup faster.</source>
        <translation>词元 id 已经说明了每个词的位置；位置向量只是让查表更快。</translation>
    </message>
    <message>
        <source>An id is a row number in the vocabulary, not a place in the sentence: &quot;the&quot; is id 0 at the start and at the end of &quot;the dog bit the man&quot;.</source>
        <translation>id 是词表中的行号，而不是句子中的位置：在“the dog bit the man”中，开头和结尾的“the”的 id 都是 0。</translation>
    </message>
    <message>
        <source>On its own, attention treats the input as a set of vectors: move a word and its vector moves with it unchanged, so word order is invisible.</source>
        <translation>单靠注意力，输入只是一组向量：移动一个词，它的向量原样跟着移动，所以词序是看不见的。</translation>
    </message>
    <message>
        <source>Without positions, &quot;the dog bit the man&quot; and &quot;the man bit the dog&quot; give the same rows in a different order, and attention cannot tell who bit whom. Adding a vector per position breaks that symmetry.</source>
        <translation>没有位置时，“the dog bit the man”和“the man bit the dog”得到相同的行，只是顺序不同，注意力无法分辨谁咬了谁。为每个位置加上一个向量就打破了这种对称。</translation>
    </message>
    <message>
        <source>To make each token&apos;s vector wider so it can hold more meaning.</source>
        <translation>为了让每个词元的向量更宽，从而容纳更多含义。</translation>
    </message>
    <message>
        <source>The position vector is added, not appended: the width stays d_model. It adds information about place, not room for meaning.</source>
        <translation>位置向量是相加，而不是拼接：宽度仍是 d_model。它增加的是关于位置的信息，而不是容纳含义的空间。</translation>
    </message>
    <message>
        <source>Because the embedding table stores the words in the order they appear in the sentence.</source>
        <translation>因为嵌入表按词在句子中出现的顺序存放它们。</translation>
    </message>
    <message>
        <source>The table is ordered by the vocabulary and is the same for every sentence. Nothing in it knows about any particular sentence.</source>
        <translation>这张表按词表排序，对每个句子都一样。表里没有任何东西知道某个具体的句子。</translation>
    </message>
    <message>
        <source>Turn positions off and look at Z for &quot;the man bit the dog&quot;: each row is just its word&apos;s table row.</source>
        <translation>关闭位置，查看“the man bit the dog”的 Z：每一行都只是其词在表中的那一行。</translation>
    </message>
    <message>
        <source>The 2017 paper used a vocabulary of about 37,000 tokens and d_model = 512. A document of 100,000 tokens goes through the embedding lookup. What shape comes out?</source>
        <translation>2017 年的论文使用了约 37,000 个词元的词表和 d_model = 512。一篇 100,000 个词元的文档经过嵌入查表。输出的形状是什么？</translation>
    </message>
    <message>
        <source>37,000 x 512</source>
        <translation>37,000 x 512</translation>
    </message>
    <message>
        <source>That is the embedding table E itself. Its size depends on the vocabulary only; it does not change with the input.</source>
        <translation>那是嵌入表 E 本身。它的大小只取决于词表，不随输入而变。</translation>
    </message>
    <message>
        <source>100,000 x 37,000</source>
        <translation>100,000 x 37,000</translation>
    </message>
    <message>
        <source>That would be a stack of one-hot vectors, one |V|-wide row per token. The lookup reads rows of E instead and never builds it.</source>
        <translation>那会是一叠独热向量，每个词元一行，宽 |V|。查表直接读取 E 的行，从不构建这叠向量。</translation>
    </message>
    <message>
        <source>100,000 separate copies of the 37,000 x 512 table</source>
        <translation>37,000 x 512 的表的 100,000 个独立副本</translation>
    </message>
    <message>
        <source>Each token reads a single row of the table; the table itself is never copied.</source>
        <translation>每个词元只读取表中的一行；表本身从不被复制。</translation>
    </message>
    <message>
        <source>100,000 x 512</source>
        <translation>100,000 x 512</translation>
    </message>
    <message>
        <source>One row of width d = 512 is looked up per token, so the result is L x d. The length L and the width d are independent dials, and the table stays |V| x d.</source>
        <translation>每个词元查出一行宽度为 d = 512 的向量，所以结果是 L x d。长度 L 和宽度 d 是相互独立的两个旋钮，而表始终是 |V| x d。</translation>
    </message>
    <message>
        <source>Seven tokens, a ten-row table: Z has one row per token, the table keeps its ten rows.</source>
        <translation>七个词元、十行的表：Z 每个词元一行，表仍保持十行。</translation>
    </message>
    <message>
        <source>In the lesson&apos;s sense of the words, what separates an encoding from an embedding?</source>
        <translation>按本课对这两个词的用法，编码和嵌入的区别是什么？</translation>
    </message>
    <message>
        <source>Encodings feed the queries and keys; embeddings feed the values.</source>
        <translation>编码供给查询和键；嵌入供给值。</translation>
    </message>
    <message>
        <source>Both sit in the same slot, the input to the first block. Queries, keys and values are computed later from that input by separate linear maps.</source>
        <translation>两者处在同一位置，即第一个模块的输入。查询、键和值是之后由各自的线性映射从这个输入计算出来的。</translation>
    </message>
    <message>
        <source>An encoding is any way of turning something into numbers (one-hot, ASCII, the sin/cos formula); an embedding is a learned, dense, narrow one in which closeness carries meaning.</source>
        <translation>编码是把某物变成数字的任何方式（独热、ASCII、正弦/余弦公式）；嵌入则是一种学习得到的、稠密的、窄的编码，其中的远近带有含义。</translation>
    </message>
    <message>
        <source>The paper says &quot;positional encoding&quot; because its vectors come from a fixed formula; nobody trained them. A learned position table, as in GPT-2, is usually called a position embedding.</source>
        <translation>论文说“positional encoding”，因为它的向量来自固定公式，没有经过训练。像 GPT-2 那样学习得到的位置表通常称为位置嵌入。</translation>
    </message>
    <message>
        <source>An embedding is calculated from the token id by a formula, like a hash; an encoding is looked up in a table.</source>
        <translation>嵌入由词元 id 通过公式算出，就像哈希；编码则是在表中查出来的。</translation>
    </message>
    <message>
        <source>It is the other way round for tokens: an embedding is a lookup of a learned row. Nobody writes down a formula for what goes into E.</source>
        <translation>对词元来说恰恰相反：嵌入是查出一行学习得到的向量。没有人为 E 的内容写出公式。</translation>
    </message>
    <message>
        <source>Nothing: the two words are exact synonyms.</source>
        <translation>没有区别：这两个词完全同义。</translation>
    </message>
    <message>
        <source>People do mix them up, but the distinction is useful: one-hot is an encoding with no notion of similarity, a learned embedding places similar tokens close together.</source>
        <translation>人们确实常把它们混用，但这个区分很有用：独热是一种没有相似概念的编码，而学习得到的嵌入会把相似的词元放得很近。</translation>
    </message>
    <message>
        <source>The sinusoidal heatmap is computed from a formula (an encoding); the embedding table stands for learned rows (an embedding; this toy&apos;s rows were set by hand, a real model trains them).</source>
        <translation>正弦热图由公式计算（编码）；嵌入表代表学习得到的行（嵌入；这个玩具模型的行是手工设定的，真实模型会训练它们）。</translation>
    </message>
    <message>
        <source>The original transformer adds each position vector to its token vector instead of placing the two side by side. What does adding give?</source>
        <translation>原始 Transformer 把每个位置向量加到其词元向量上，而不是把两者并排放置。相加带来了什么？</translation>
    </message>
    <message>
        <source>It keeps token and position in separate columns, so they never interfere.</source>
        <translation>它把词元和位置放在不同的列里，使两者互不干扰。</translation>
    </message>
    <message>
        <source>That describes concatenation. Addition mixes both into the same numbers; the network learns to read both out of one vector.</source>
        <translation>那描述的是拼接。相加把两者混进同样的数字里；网络学会从一个向量中同时读出两者。</translation>
    </message>
    <message>
        <source>It makes the result independent of position, so the word&apos;s meaning is kept exactly.</source>
        <translation>它让结果与位置无关，从而准确保留词的含义。</translation>
    </message>
    <message>
        <source>The sum does depend on position: &quot;the&quot; at position 0 and &quot;the&quot; at position 3 become different rows of Z. That is the whole point.</source>
        <translation>和确实依赖位置：位置 0 的“the”和位置 3 的“the”成为 Z 中不同的行。这正是目的所在。</translation>
    </message>
    <message>
        <source>Z keeps the width d_model, so every later layer sees a single stream of the same width carrying both what and where, with no extra parameters.</source>
        <translation>Z 保持宽度 d_model，因此之后的每一层都看到同样宽度的单一数据流，同时携带“是什么”和“在哪里”，不需要额外参数。</translation>
    </message>
    <message>
        <source>Concatenating would widen every row and every weight matrix that reads it. Adding keeps one stream of width d, in which both signals live.</source>
        <translation>拼接会加宽每一行，以及读取它的每个权重矩阵。相加只保留一条宽度为 d 的数据流，两种信号都在其中。</translation>
    </message>
    <message>
        <source>Concatenation is impossible because token and position vectors have different widths.</source>
        <translation>无法拼接，因为词元向量和位置向量的宽度不同。</translation>
    </message>
    <message>
        <source>Concatenation works for any widths; it would simply produce a wider vector. Addition is what needs equal widths, which is why position vectors are d_model wide.</source>
        <translation>拼接适用于任何宽度，只会得到一个更宽的向量。需要宽度相等的恰恰是相加，这就是位置向量宽 d_model 的原因。</translation>
    </message>
    <message>
        <source>The addition panel: &quot;dog&quot;&apos;s row plus position 1&apos;s row gives one row of Z, still six numbers wide.</source>
        <translation>加法面板：“dog”的行加上位置 1 的行，得到 Z 的一行，仍然是六个数宽。</translation>
    </message>
    <message>
        <source>A model was trained on sequences of at most 512 tokens and now receives 600. Which statement is true?</source>
        <translation>一个模型在最长 512 个词元的序列上训练，现在收到 600 个词元。哪种说法正确？</translation>
    </message>
    <message>
        <source>A learned position table simply grows new rows when a longer input arrives.</source>
        <translation>学习得到的位置表在输入更长时会自动长出新行。</translation>
    </message>
    <message>
        <source>A learned table has a fixed number of trained rows (BERT: 512, GPT-2: 1,024). Past its end there is no vector to add.</source>
        <translation>学习得到的表有固定数量的训练过的行（BERT：512，GPT-2：1,024）。超出末尾就没有可加的向量。</translation>
    </message>
    <message>
        <source>Sinusoidal encodings stop at the training length too, exactly like a learned table.</source>
        <translation>正弦编码也在训练长度处结束，和学习得到的表完全一样。</translation>
    </message>
    <message>
        <source>The sin/cos formula can be evaluated at any position: position 600 or 600,000 gets a vector. What the model does with a position it never saw is another question.</source>
        <translation>正弦/余弦公式可以在任何位置求值：位置 600 或 600,000 都会得到一个向量。模型如何处理从未见过的位置则是另一个问题。</translation>
    </message>
    <message>
        <source>Sinusoidal encodings have 512 x d_model trainable parameters.</source>
        <translation>正弦编码有 512 x d_model 个可训练参数。</translation>
    </message>
    <message>
        <source>A formula has no trainable parameters. The learned table is the scheme with max_len x d_model parameters.</source>
        <translation>公式没有可训练参数。有 max_len x d_model 个参数的是学习得到的表。</translation>
    </message>
    <message>
        <source>A learned table has no row for positions 512 and beyond; the sinusoidal formula still gives a vector there, which is why it often generalises better to longer inputs.</source>
        <translation>学习得到的表没有位置 512 及以后的行；正弦公式在那里仍然给出向量，因此它往往能更好地推广到更长的输入。</translation>
    </message>
    <message>
        <source>Learned rows exist only for the positions seen in training. The formula&apos;s waves continue past the training length, and their shift structure lets the model relate positions it has not seen.</source>
        <translation>学习得到的行只存在于训练中见过的位置。公式的波在训练长度之后继续延伸，其平移结构让模型能够关联它没见过的位置。</translation>
    </message>
    <message>
        <source>A learned table with exactly five rows: the five-word sentence just fits. Type one more word and see what happens.</source>
        <translation>一张正好五行的学习得到的表：五个词的句子刚好放得下。再输入一个词，看看会发生什么。</translation>
    </message>
    <message>
        <source>What does RoPE (rotary position embedding, used by Llama) change compared with the paper&apos;s sinusoidal scheme?</source>
        <translation>与论文的正弦方案相比，RoPE（旋转位置嵌入，Llama 使用）改变了什么？</translation>
    </message>
    <message>
        <source>Nothing is added to the input: Z is just the token rows. Inside attention, each query and key is rotated by an angle that grows with its position, so their dot product depends on how far apart the two tokens are.</source>
        <translation>输入中不加任何东西：Z 只是词元的行。在注意力内部，每个查询和键都按随位置增长的角度旋转，因此它们的点积取决于两个词元相距多远。</translation>
    </message>
    <message>
        <source>Pair k of dimensions turns by position x base^(-2k/d). Rotating both vectors makes the score depend on the offset between positions, and no table is learned.</source>
        <translation>第 k 对维度旋转 位置 x base^(-2k/d)。两个向量都旋转后，得分取决于位置之差，而且不需要学习任何表。</translation>
    </message>
    <message>
        <source>It adds a rotated copy of the sinusoidal vector to each token row.</source>
        <translation>它把正弦向量的一个旋转副本加到每个词元行上。</translation>
    </message>
    <message>
        <source>RoPE adds no vector at all: with RoPE the position vectors in Z are zero. The rotation is applied to queries and keys inside attention.</source>
        <translation>RoPE 根本不加向量：使用 RoPE 时，Z 中的位置向量为零。旋转作用于注意力内部的查询和键。</translation>
    </message>
    <message>
        <source>It learns one rotation matrix per position during training.</source>
        <translation>它在训练中为每个位置学习一个旋转矩阵。</translation>
    </message>
    <message>
        <source>The angles come from a fixed formula, base^(-2k/d) per pair; RoPE has no trainable parameters.</source>
        <translation>角度来自固定公式，每对为 base^(-2k/d)；RoPE 没有可训练参数。</translation>
    </message>
    <message>
        <source>It adds a penalty to each attention score that grows with the distance between tokens, with one slope per head.</source>
        <translation>它给每个注意力得分加上一个随词元距离增长的惩罚，每个头一个斜率。</translation>
    </message>
    <message>
        <source>That is ALiBi (used by BLOOM and MPT). RoPE rotates queries and keys instead of biasing scores.</source>
        <translation>那是 ALiBi（BLOOM 和 MPT 使用）。RoPE 旋转查询和键，而不是给得分加偏置。</translation>
    </message>
    <message>
        <source>With RoPE selected, the position vectors are all zero and Z equals the token rows.</source>
        <translation>选择 RoPE 后，位置向量全为零，Z 等于词元的行。</translation>
    </message>
    <message>
        <source>What is the one-hot vector of the token &quot;dog&quot;, and why does it say nothing about which words are similar?</source>
        <translation>词元“dog”的独热向量是什么样的？为什么它不能说明哪些词相似？</translation>
    </message>
    <message>
        <source>A d_model-wide row of learned numbers with one large entry.</source>
        <translation>一行 d_model 个学习得到的数字，其中有一个大的元素。</translation>
    </message>
    <message>
        <source>That describes a dense embedding row. A one-hot vector has |V| entries, one per vocabulary word, and exactly one of them is 1.</source>
        <translation>那描述的是稠密的嵌入行。独热向量有 |V| 个元素，词表中每个词一个，其中恰好一个是 1。</translation>
    </message>
    <message>
        <source>A vector with a 1 at the token&apos;s place in the sentence.</source>
        <translation>在词元于句子中的位置上为 1 的向量。</translation>
    </message>
    <message>
        <source>The 1 sits at the token&apos;s id in the vocabulary, not at its position in the sentence. &quot;dog&quot; has the same one-hot vector wherever it appears.</source>
        <translation>1 位于词元在词表中的 id 处，而不是它在句子中的位置。“dog”无论出现在哪里，独热向量都相同。</translation>
    </message>
    <message>
        <source>It carries similarity: tokens with neighbouring ids share some of their ones.</source>
        <translation>它带有相似性：id 相邻的词元共享一些 1。</translation>
    </message>
    <message>
        <source>Ids are arbitrary row numbers and two different one-hots never share a 1. Id 2 is no closer to id 3 than to id 9.</source>
        <translation>id 是任意的行号，两个不同的独热向量从不共享一个 1。id 2 离 id 3 并不比离 id 9 更近。</translation>
    </message>
    <message>
        <source>A vector of |V| zeros with a single 1 at dog&apos;s id. Two different one-hots never overlap, so their cosine similarity is 0: &quot;dog&quot; is as far from &quot;cat&quot; as from &quot;bit&quot;.</source>
        <translation>一个由 |V| 个 0 组成、只在“dog”的 id 处为 1 的向量。两个不同的独热向量从不重叠，所以它们的余弦相似度为 0：“dog”离“cat”和离“bit”一样远。</translation>
    </message>
    <message>
        <source>Every pair of distinct one-hots is orthogonal. Only learned rows of E can put &quot;dog&quot; close to &quot;cat&quot; (cosine 0.80 in the lesson&apos;s table).</source>
        <translation>任意两个不同的独热向量都正交。只有 E 中学习得到的行才能让“dog”靠近“cat”（本课的表中余弦为 0.80）。</translation>
    </message>
    <message>
        <source>The embedding table: &quot;dog&quot;&apos;s nearest rows by cosine. A one-hot would give 0 for every other word.</source>
        <translation>嵌入表：按余弦与“dog”最近的行。独热向量对其他每个词都会给出 0。</translation>
    </message>
    <message>
        <source>Where does position information enter the original transformer?</source>
        <translation>在原始 Transformer 中，位置信息从哪里进入？</translation>
    </message>
    <message>
        <source>The position vector is used directly as the query of each token.</source>
        <translation>位置向量直接用作每个词元的查询。</translation>
    </message>
    <message>
        <source>Position vectors are not queries, keys or values. Those are computed later, by linear maps, from the input that already contains the position.</source>
        <translation>位置向量不是查询、键或值。后者是之后由线性映射从已经包含位置的输入中计算出来的。</translation>
    </message>
    <message>
        <source>It is added to the token vectors before the first block: Z = token rows + position rows, and queries, keys and values are computed from Z afterwards.</source>
        <translation>它在第一个模块之前加到词元向量上：Z = 词元行 + 位置行，之后再由 Z 计算查询、键和值。</translation>
    </message>
    <message>
        <source>By the time attention runs, every row already says both which token and where. The position signal is not a separate input to attention.</source>
        <translation>注意力运行时，每一行已经同时说明了是哪个词元、在哪里。位置信号不是注意力的单独输入。</translation>
    </message>
    <message>
        <source>It is added to the output of the last layer only.</source>
        <translation>它只加到最后一层的输出上。</translation>
    </message>
    <message>
        <source>By then attention has already mixed the rows without knowing their order. Position must go in before the first attention layer.</source>
        <translation>到那时注意力已经在不知道顺序的情况下混合了各行。位置必须在第一个注意力层之前进入。</translation>
    </message>
    <message>
        <source>It is stored inside the token id, e.g. id 312 at position 4 becomes id 3124.</source>
        <translation>它存放在词元 id 里，例如位置 4 的 id 312 变成 id 3124。</translation>
    </message>
    <message>
        <source>Ids only pick rows of E. Position arrives as a separate vector of width d_model that is added to the looked-up row.</source>
        <translation>id 只用于选取 E 的行。位置作为一个单独的、宽度为 d_model 的向量到来，加到查出的行上。</translation>
    </message>
    <message>
        <source>Z, the input to layer 1: each row is a token row plus its position row.</source>
        <translation>Z，第 1 层的输入：每一行是一个词元行加上它的位置行。</translation>
    </message>
</context>
<context>
    <name>LimitsText</name>
    <message>
        <source>the text is {length} characters long; posviz encodes at most {most}, so the last sentence that fitted is still shown</source>
        <translation>文本长 {length} 个字符；posviz 最多编码 {most} 个，所以仍显示上一句放得下的句子</translation>
    </message>
    <message>
        <source>Z would be {tokens} tokens × {width} = {values} numbers, more than the {most} shown at once; use a shorter text or a smaller d_model</source>
        <translation>Z 将是 {tokens} 个词元 × {width} = {values} 个数，超过一次显示的 {most} 个；请用更短的文本或更小的 d_model</translation>
    </message>
    <message>
        <source>1 character that no file can hold (lone UTF-16 surrogates) was replaced by �, so the text can be saved</source>
        <translation>1 个任何文件都存不下的字符（孤立的 UTF-16 代理项）已被替换为 �，以便保存文本</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved</source>
        <translation>
            <numerusform>%Ln 个任何文件都存不下的字符（孤立的 UTF-16 代理项）已被替换为 �，以便保存文本</numerusform>
        </translation>
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
    <name>MainMenus</name>
    <message>
        <source>Blue – white – red (CET-D1)</source>
        <translation>蓝 – 白 – 红 (CET-D1)</translation>
    </message>
    <message>
        <source>Colour-blind safe: blue – yellow (CET-CBD1)</source>
        <translation>色盲友好：蓝 – 黄 (CET-CBD1)</translation>
    </message>
    <message>
        <source>Colour-blind safe: tritanopia (CET-CBTD1)</source>
        <translation>色盲友好：蓝色盲 (CET-CBTD1)</translation>
    </message>
    <message>
        <source>Presenting with a clicker</source>
        <translation>使用翻页器演示</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Full screen, no menus; Esc leaves (F5)</source>
        <translation>全屏、无菜单；Esc 退出 (F5)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Colour map</source>
        <translation>色图(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>减少动画(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Presenting with a clicker…</source>
        <translation>使用翻页器演示(&amp;P)…</translation>
    </message>
    <message>
        <source>posviz keys</source>
        <translation>posviz 按键</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>作用</translation>
    </message>
</context>
<context>
    <name>MainWindowText</name>
    <message>
        <source>posviz: how a transformer&apos;s input layer is built</source>
        <translation>posviz：Transformer 的输入层是如何构建的</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>视图</translation>
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
    <name>ModelFolderText</name>
    <message>
        <source>the folder has no {name}: posviz needs it to know {what}</source>
        <translation>文件夹中没有 {name}：posviz 需要它来了解{what}</translation>
    </message>
    <message>
        <source>{name} should hold a JSON object</source>
        <translation>{name} 应当包含一个 JSON 对象</translation>
    </message>
    <message>
        <source>{folder} has no weights: no .safetensors file</source>
        <translation>{folder} 中没有权重：没有 .safetensors 文件</translation>
    </message>
    <message>
        <source>posviz reads only safetensors weights, and this folder has {files}: a pickled checkpoint, and loading a pickle runs whatever code it contains, so posviz never opens one. Use the model&apos;s model.safetensors instead (most models publish one).</source>
        <translation>posviz 只读取 safetensors 权重，而此文件夹中是 {files}：pickle 格式的检查点，加载 pickle 会运行其中包含的任何代码，所以 posviz 从不打开它。请改用该模型的 model.safetensors（大多数模型都会发布）。</translation>
    </message>
    <message>
        <source>where each tensor is</source>
        <translation>每个张量所在的位置</translation>
    </message>
    <message>
        <source>{index} has no weight_map</source>
        <translation>{index} 中没有 weight_map</translation>
    </message>
    <message>
        <source>{index}: every weight_map value must be a file name (text)</source>
        <translation>{index}：weight_map 的每个值都必须是文件名（文本）</translation>
    </message>
    <message>
        <source>{index} lists {files}, which the folder does not have (an incomplete download?)</source>
        <translation>{index} 列出了 {files}，但文件夹中没有（下载不完整？）</translation>
    </message>
    <message>
        <source>{name} is a link that leads outside the model folder (to {target}): posviz reads only the folder&apos;s own files</source>
        <translation>{name} 是指向模型文件夹之外的链接（指向 {target}）：posviz 只读取该文件夹自己的文件</translation>
    </message>
    <message>
        <source>tensor {tensor} is in both {first} and {second}</source>
        <translation>张量 {tensor} 同时出现在 {first} 和 {second} 中</translation>
    </message>
    <message>
        <source>there is no folder {folder}</source>
        <translation>不存在文件夹 {folder}</translation>
    </message>
    <message>
        <source>the model&apos;s family and sizes</source>
        <translation>模型的系列和尺寸</translation>
    </message>
    <message>
        <source>the folder has no tokenizer.json: posviz needs the model&apos;s own tokenizer to turn text into its ids (vocab.txt or merges.txt alone are not enough)</source>
        <translation>文件夹中没有 tokenizer.json：posviz 需要模型自己的分词器把文本变成它的 id（只有 vocab.txt 或 merges.txt 不够）</translation>
    </message>
    <message>
        <source>reading config.json and the weights&apos; headers</source>
        <translation>正在读取 config.json 和权重的头部</translation>
    </message>
    <message>
        <source>reading the position and normalisation tensors</source>
        <translation>正在读取位置张量和归一化张量</translation>
    </message>
    <message>
        <source>reading tokenizer.json</source>
        <translation>正在读取 tokenizer.json</translation>
    </message>
    <message>
        <source>tokenizer.json has {tokens} tokens but the token table only {rows} rows: they do not belong to the same model</source>
        <translation>tokenizer.json 有 {tokens} 个词元，但词元表只有 {rows} 行：它们不属于同一个模型</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>{name} ({family}, real weights)</source>
        <translation>{name}（{family}，真实权重）</translation>
    </message>
</context>
<context>
    <name>ModelLoading</name>
    <message>
        <source>reading the folder</source>
        <translation>读取文件夹时</translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens</source>
        <translation>
            <numerusform>已打开 {name}：{family}，|V| = {vocabulary}，d = {width}，最多 %Ln 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading cancelled: still showing {name}</source>
        <translation>已取消加载：仍显示 {name}</translation>
    </message>
    <message>
        <source>&amp;Open model…</source>
        <translation>打开模型(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a model from the local Hugging Face cache or a recent folder (offline)</source>
        <translation>从本地 Hugging Face 缓存或最近的文件夹打开模型（离线）</translation>
    </message>
    <message>
        <source>Open model &amp;folder…</source>
        <translation>打开模型文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a real model: a folder with config.json, *.safetensors and tokenizer.json</source>
        <translation>打开真实模型：包含 config.json、*.safetensors 和 tokenizer.json 的文件夹</translation>
    </message>
    <message>
        <source>Back to the &amp;toy model</source>
        <translation>回到玩具模型(&amp;T)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Opening {path}</source>
        <translation>正在打开 {path}</translation>
    </message>
    <message>
        <source>Opening a model</source>
        <translation>正在打开模型</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
        <translation>打开模型文件夹（config.json、*.safetensors、tokenizer.json）</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s toy model</source>
        <translation>已回到课程的玩具模型</translation>
    </message>
    <message>
        <source>Could not open the model: {reason}</source>
        <translation>无法打开模型：{reason}</translation>
    </message>
    <message>
        <source>Could not open the model</source>
        <translation>无法打开模型</translation>
    </message>
    <message>
        <source>posviz is still showing {name}.</source>
        <translation>posviz 仍在显示 {name}。</translation>
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
    <name>NotesText</name>
    <message>
        <source>No notes for this prepared sentence. Type here to write some: they are saved with the lecture and shown only to you, never in presentation mode.</source>
        <translation>此预备句子没有备注。在此输入即可添加：备注随讲课一起保存，只显示给您，演示模式下从不显示。</translation>
    </message>
    <message>
        <source>Default notes for step {number} (type to replace them with your own):

{notes}</source>
        <translation>第 {number} 步的默认备注（输入即可替换为您自己的）：

{notes}</translation>
    </message>
    <message>
        <source>Speaker notes</source>
        <translation>演讲者备注</translation>
    </message>
    <message>
        <source>Speaker &amp;notes</source>
        <translation>演讲者备注(&amp;N)</translation>
    </message>
    <message>
        <source>Your notes for the prepared sentence or walkthrough step shown (Ctrl+Shift+N); hidden in presentation mode</source>
        <translation>当前预备句子或导览步骤的备注 (Ctrl+Shift+N)；演示模式下隐藏</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count} · walkthrough step {step}</source>
        <translation>预备句子 {number}/{count} · 导览第 {step} 步</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}</source>
        <translation>预备句子 {number}/{count}</translation>
    </message>
    <message>
        <source>Not kept: {reason}</source>
        <translation>未保留：{reason}</translation>
    </message>
</context>
<context>
    <name>OpenModel</name>
    <message>
        <source>The cache in {folder} could not be read ({reason}).</source>
        <translation>无法读取 {folder} 中的缓存（{reason}）。</translation>
    </message>
    <message>
        <source>No models in the Hugging Face cache ({folder}).</source>
        <translation>Hugging Face 缓存中没有模型（{folder}）。</translation>
    </message>
    <message numerus="yes">
        <source>%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.</source>
        <translation>
            <numerusform>Hugging Face 缓存中有 %n 个模型版本（{folder}）；其中 {usable} 个可以打开。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a model</source>
        <translation>打开模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>Vocabulary × width</source>
        <translation>词表 × 宽度</translation>
    </message>
    <message>
        <source>Size on disk</source>
        <translation>磁盘占用</translation>
    </message>
    <message>
        <source>Can be opened</source>
        <translation>能否打开</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Choose a folder…</source>
        <translation>选择文件夹…</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the Hugging Face cache&lt;/b&gt; (nothing is downloaded)</source>
        <translation>&lt;b&gt;Hugging Face 缓存中&lt;/b&gt;（不会下载任何内容）</translation>
    </message>
    <message>
        <source>Opened recently</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <source>{vocabulary} × {width}</source>
        <translation>{vocabulary} × {width}</translation>
    </message>
    <message>
        <source>usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
        <translation>打开模型文件夹（config.json、*.safetensors、tokenizer.json）</translation>
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
    <name>OrderChipsWidget</name>
    <message>
        <source>Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right</source>
        <translation>词序：把一个词拖到另一个词上即可移到那里，或用 Alt+左 / Alt+右</translation>
    </message>
</context>
<context>
    <name>PageExport</name>
    <message>
        <source>Export a lesson page</source>
        <translation>导出课程页面</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>{reason}

No file was changed.</source>
        <translation>{reason}

没有任何文件被更改。</translation>
    </message>
    <message>
        <source>Exported the lesson page to {path}</source>
        <translation>课程页面已导出到 {path}</translation>
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
    <name>PlacementText</name>
    <message>
        <source>{problem} (posviz shows only the rotations the model really makes, so it does not guess)</source>
        <translation>{problem}（posviz 只显示模型真正做的旋转，所以不做猜测）</translation>
    </message>
    <message>
        <source>no scaling</source>
        <translation>无缩放</translation>
    </message>
    <message>
        <source>{count} values, {low} to {high}</source>
        <translation>{count} 个值，{low} 到 {high}</translation>
    </message>
    <message>
        <source>{kind} scaling ({parameters}), attention factor {factor}</source>
        <translation>{kind} 缩放（{parameters}），注意力因子 {factor}</translation>
    </message>
    <message>
        <source>all {r}</source>
        <extracomment>{turned} is &quot;all 64&quot; or &quot;the first 32&quot; (dimensions of a head)</extracomment>
        <translation>全部 {r} 个</translation>
    </message>
    <message>
        <source>the first {r}</source>
        <translation>前 {r} 个</translation>
    </message>
    <message>
        <source>k and k + {half}, rotate_half</source>
        <translation>k 与 k + {half}，rotate_half</translation>
    </message>
    <message>
        <source>2k and 2k + 1, interleaved</source>
        <translation>2k 与 2k + 1，交错</translation>
    </message>
    <message>
        <source>RoPE, theta = {theta}, {heads} heads, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
        <translation>RoPE，theta = {theta}，{heads} 个头，头维度 {width}：在每个头中，{turned}维度成对（{pairs}）在注意力内部旋转 p · theta^(-2k/{r}) 弧度；{scaling}</translation>
    </message>
    <message>
        <source>RoPE, theta = {theta}, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
        <translation>RoPE，theta = {theta}，头维度 {width}：在每个头中，{turned}维度成对（{pairs}）在注意力内部旋转 p · theta^(-2k/{r}) 弧度；{scaling}</translation>
    </message>
    <message>
        <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total}); the RoPE layers attend only within chunks of {chunk} tokens</source>
        <translation>。它的 NoPE 层不旋转任何东西，也看不到位置，只有因果掩码：第 {listed} 层（{total} 层中的 {count} 层）；RoPE 层只在 {chunk} 个词元的块内做注意力</translation>
    </message>
    <message>
        <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total})</source>
        <translation>。它的 NoPE 层不旋转任何东西，也看不到位置，只有因果掩码：第 {listed} 层（{total} 层中的 {count} 层）</translation>
    </message>
    <message>
        <source>. Its {kind} layers: {how}</source>
        <translation>。它的 {kind} 层：{how}</translation>
    </message>
    <message>
        <source>config.json does not say how many attention heads the model has (num_attention_heads / n_head): ALiBi has one slope per head</source>
        <translation>config.json 没有说明模型有多少个注意力头（num_attention_heads / n_head）：ALiBi 每个头有一个斜率</translation>
    </message>
    <message>
        <source>ALiBi: nothing is added to the token rows; head h adds m_h · (j − i) to its attention scores, slopes m_h = {slopes} for the {heads} heads</source>
        <translation>ALiBi：词元行上不加任何东西；头 h 在它的注意力分数上加 m_h · (j − i)，{heads} 个头的斜率 m_h = {slopes}</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p + {offset} (rows 0 to {last} sit at and before the padding index); a padding token reads row {last} and is not counted</source>
        <translation>学习到的表，{shape}；位置 p 读取第 p + {offset} 行（第 0 到 {last} 行位于填充索引处及其之前）；填充词元读取第 {last} 行且不计数</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p + {offset} (the first {offset} rows are never used)</source>
        <translation>学习到的表，{shape}；位置 p 读取第 p + {offset} 行（前 {offset} 行从不使用）</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p</source>
        <translation>学习到的表，{shape}；位置 p 读取第 p 行</translation>
    </message>
    <message>
        <source>fixed sinusoidal table ({convention}), computed by the model&apos;s code, not stored: position p is encoded as {start}, sines in the first half of each row, cosines in the second</source>
        <translation>固定的正弦表（{convention}），由模型的代码计算，不存储：位置 p 编码为 {start}，每行前一半是正弦，后一半是余弦</translation>
    </message>
    <message>
        <source>{how}; added after the projection to the hidden width (project_in)</source>
        <translation>{how}；在投影到隐藏宽度（project_in）之后加上</translation>
    </message>
    <message>
        <source>no position vector and no position inside attention: the blocks read the tokens in order (a recurrence), which is all they know of position</source>
        <translation>没有位置向量，注意力内部也没有位置：各块按顺序读取词元（一种递归），这就是它们对位置的全部了解</translation>
    </message>
    <message>
        <source>no position vector and no relative positions: as configured, nothing tells this model where a token is</source>
        <translation>没有位置向量，也没有相对位置：按这样的配置，没有任何东西告诉这个模型词元在哪里</translation>
    </message>
    <message>
        <source>{how}. {relative}</source>
        <translation>{how}。{relative}</translation>
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
    <name>PositionsText</name>
    <message>
        <source>0 (tensor2tensor and fairseq pad an odd width with a zero column)</source>
        <translation>0（tensor2tensor 和 fairseq 用一列零把奇数宽度补齐）</translation>
    </message>
    <message>
        <source>tensor2tensor / fairseq (offset {offset})</source>
        <translation>tensor2tensor / fairseq（偏移 {offset}）</translation>
    </message>
    <message>
        <source>paper (Annotated Transformer)</source>
        <translation>论文（Annotated Transformer）</translation>
    </message>
    <message>
        <source>split halves (Marian)</source>
        <translation>分成两半（Marian）</translation>
    </message>
    <message>
        <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and, like a trained table, no row for a later position</source>
        <translation>位置 {position} 超出了学习到的位置表的末尾：它有 {rows} 行（位置 0 到 {last}），并且和训练过的表一样，没有更后面位置的行</translation>
    </message>
    <message>
        <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and no row was ever trained for a later position</source>
        <translation>位置 {position} 超出了学习到的位置表的末尾：它有 {rows} 行（位置 0 到 {last}），从没有为更后面的位置训练过任何行</translation>
    </message>
</context>
<context>
    <name>PracticeCases</name>
    <message>
        <source>length {length}, d_model {width}, {note}</source>
        <translation>长度 {length}，d_model {width}，{note}</translation>
    </message>
    <message>
        <source>a single position</source>
        <translation>单个位置</translation>
    </message>
    <message>
        <source>even width</source>
        <translation>偶数宽度</translation>
    </message>
    <message>
        <source>odd width</source>
        <translation>奇数宽度</translation>
    </message>
    <message>
        <source>one column</source>
        <translation>一列</translation>
    </message>
    <message>
        <source>long, odd width</source>
        <translation>长，奇数宽度</translation>
    </message>
    <message>
        <source>large positions</source>
        <translation>大位置</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens, d_model {width}, P has {rows} rows, {note}</source>
        <translation>
            <numerusform>%Ln 个词元，d_model {width}，P 有 {rows} 行，{note}</numerusform>
        </translation>
    </message>
    <message>
        <source>the lesson&apos;s sentence</source>
        <translation>本课的句子</translation>
    </message>
    <message>
        <source>a learned P</source>
        <translation>学习得到的 P</translation>
    </message>
    <message>
        <source>one word repeated</source>
        <translation>重复的一个词</translation>
    </message>
    <message>
        <source>a long sentence</source>
        <translation>长句子</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens, d_model {width}, {note}</source>
        <translation>
            <numerusform>%Ln 个词元，d_model {width}，{note}</numerusform>
        </translation>
    </message>
    <message>
        <source>dog and man swap places</source>
        <translation>“dog”和“man”互换位置</translation>
    </message>
    <message>
        <source>a random order</source>
        <translation>随机顺序</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>倒序</translation>
    </message>
</context>
<context>
    <name>PracticeChecker</name>
    <message>
        <source>The error file is not a regular file
(a FIFO or a link?): not read.</source>
        <translation>错误文件不是普通文件
（是 FIFO 或链接吗？）：未读取。</translation>
    </message>
    <message>
        <source>The result file is not a regular file
(a FIFO or a link?): not read.</source>
        <translation>结果文件不是普通文件
（是 FIFO 或链接吗？）：未读取。</translation>
    </message>
    <message>
        <source>The error file is larger than
the checker accepts.</source>
        <translation>错误文件超过了
检查器接受的大小。</translation>
    </message>
    <message>
        <source>The result file is larger than
the checker accepts.</source>
        <translation>结果文件超过了
检查器接受的大小。</translation>
    </message>
    <message>
        <source>The returned value could not be read back: {reason}</source>
        <translation>无法读回返回值：{reason}</translation>
    </message>
    <message>
        <source>The error file could not be read back: {reason}</source>
        <translation>无法读回错误文件：{reason}</translation>
    </message>
    <message>
        <source>Starting Python</source>
        <translation>正在启动 Python</translation>
    </message>
    <message numerus="yes">
        <source>Running case {number} of %Ln</source>
        <translation>
            <numerusform>正在运行第 {number} 个用例，共 %Ln 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeHints</name>
    <message>
        <source>row {row}, column {column}</source>
        <translation>第 {row} 行第 {column} 列</translation>
    </message>
    <message>
        <source>index {index}</source>
        <translation>索引 {index}</translation>
    </message>
    <message>
        <source>Expected shape {expected}, got {got}.</source>
        <translation>期望形状 {expected}，得到 {got}。</translation>
    </message>
    <message>
        <source>Expected real numbers, got an array of {dtype}.</source>
        <translation>期望实数，得到 {dtype} 类型的数组。</translation>
    </message>
    <message numerus="yes">
        <source>Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).</source>
        <translation>
            <numerusform>形状一致 {shape}；%Ln 个值中有 {bad} 个不同（容差 {tolerance}）。</numerusform>
        </translation>
    </message>
    <message>
        <source>First mismatch at {where}: expected {expected}, got {got}.</source>
        <translation>第一个不符在{where}：期望 {expected}，得到 {got}。</translation>
    </message>
    <message>
        <source>Worst at {where}: expected {expected}, got {got} (off by {error}).</source>
        <translation>最大偏差在{where}：期望 {expected}，得到 {got}（相差 {error}）。</translation>
    </message>
    <message>
        <source>Your table is transposed: it needs one row per position and one column per dimension.</source>
        <translation>你的表被转置了：它需要每个位置一行、每个维度一列。</translation>
    </message>
    <message>
        <source>Wrong layout: you put all the sines first, then all the cosines (the split-halves convention of Marian and tensor2tensor). The paper interleaves them: column 2k is the sine and column 2k + 1 the cosine of the same angle.</source>
        <translation>布局错误：你先放了所有正弦，再放所有余弦（Marian 和 tensor2tensor 的前后两半约定）。论文把它们交错排列：第 2k 列是正弦，第 2k + 1 列是同一角度的余弦。</translation>
    </message>
    <message>
        <source>Off by one position: your first row is position 1. Positions start at 0, so row 0 holds sin 0 = 0 and cos 0 = 1.</source>
        <translation>错了一个位置：你的第一行是位置 1。位置从 0 开始，所以第 0 行是 sin 0 = 0 和 cos 0 = 1。</translation>
    </message>
    <message>
        <source>Sine and cosine are swapped: even columns (0, 2, 4, ...) hold the sine.</source>
        <translation>正弦和余弦对调了：偶数列（0, 2, 4, ...）放正弦。</translation>
    </message>
    <message>
        <source>The frequencies are off: pair k turns by 10000^(-2k/d_model) radians per position; yours match 10000^(-k/d_model) (the factor 2 is missing).</source>
        <translation>频率不对：第 k 对每个位置转 10000^(-2k/d_model) 弧度；你的对应 10000^(-k/d_model)（少了因子 2）。</translation>
    </message>
    <message>
        <source>d_model is odd here, so there is one more sine column than cosine columns: the cosines take only the first d_model // 2 angles.</source>
        <translation>这里 d_model 是奇数，所以正弦列比余弦列多一列：余弦只取前 d_model // 2 个角度。</translation>
    </message>
    <message>
        <source>Right for positions 0 to {last}, then the values drift (off by {error} at position {worst}). That is what float32 angles do: pos x frequency loses digits at large positions. Form the angles in float64 and convert only the finished table, if at all.</source>
        <translation>位置 0 到 {last} 正确，之后数值漂移（在位置 {worst} 相差 {error}）。这正是 float32 角度的问题：pos x 频率在大位置处会丢失有效数字。请用 float64 计算角度，如有必要，只转换完成后的表。</translation>
    </message>
    <message>
        <source>Z equals the token rows alone: the position vectors are missing. Add P&apos;s first len(ids) rows.</source>
        <translation>Z 只等于词元行：缺少位置向量。请加上 P 的前 len(ids) 行。</translation>
    </message>
    <message>
        <source>Off by one position: row i got P[i + 1]. The first token sits at position 0 and takes P[0].</source>
        <translation>错了一个位置：第 i 行拿到了 P[i + 1]。第一个词元位于位置 0，取 P[0]。</translation>
    </message>
    <message>
        <source>You picked position rows by token id (P[ids]); pick them by position: row i gets P[i].</source>
        <translation>你按词元 id 选取了位置行（P[ids]）；应按位置选取：第 i 行取 P[i]。</translation>
    </message>
    <message>
        <source>You took the first len(ids) rows of E; row i of Z needs E&apos;s row for token ids[i], i.e. E[ids].</source>
        <translation>你取了 E 的前 len(ids) 行；Z 的第 i 行需要词元 ids[i] 在 E 中的行，即 E[ids]。</translation>
    </message>
    <message>
        <source>Z equals the position rows alone: the token rows E[ids] are missing.</source>
        <translation>Z 只等于位置行：缺少词元行 E[ids]。</translation>
    </message>
    <message>
        <source>P has more rows than the sentence has tokens: use only its first len(ids) rows, one per position.</source>
        <translation>P 的行数多于句子的词元数：只用它的前 len(ids) 行，每个位置一行。</translation>
    </message>
    <message>
        <source>z_shuffled is the original sentence&apos;s Z: look up the shuffled sentence, ids[order].</source>
        <translation>z_shuffled 是原句的 Z：请查打乱后的句子 ids[order]。</translation>
    </message>
    <message>
        <source>z_shuffled uses the inverse order: word i of the shuffled sentence is ids[order[i]].</source>
        <translation>z_shuffled 用了逆序：打乱后句子的第 i 个词是 ids[order[i]]。</translation>
    </message>
    <message>
        <source>You added position vectors: this task is about a model without positions, where Z is just the token rows.</source>
        <translation>你加了位置向量：本练习讲的是没有位置的模型，其中 Z 只是词元行。</translation>
    </message>
    <message>
        <source>z_reordered is Z with its rows unmoved: take its rows in the order given, z[order].</source>
        <translation>z_reordered 是行未移动的 Z：请按给定顺序取行，z[order]。</translation>
    </message>
    <message>
        <source>z_reordered takes the rows in the inverse order: row i should be Z&apos;s row order[i].</source>
        <translation>z_reordered 按逆序取行：第 i 行应是 Z 的第 order[i] 行。</translation>
    </message>
    <message>
        <source>z_reordered has position vectors added: build Z without positions, then reorder its rows.</source>
        <translation>z_reordered 加上了位置向量：请先不加位置构建 Z，再重排它的行。</translation>
    </message>
</context>
<context>
    <name>PracticeReport</name>
    <message>
        <source>Printing that much is stopped by the checker: print less, or only while debugging.</source>
        <translation>打印这么多会被检查器中止：少打印一些，或只在调试时打印。</translation>
    </message>
    <message>
        <source>Your code asked for more memory than the checker allows ({memory_mb} MB).</source>
        <translation>你的代码申请的内存超过检查器允许的上限（{memory_mb} MB）。</translation>
    </message>
    <message>
        <source>A function keeps calling itself without end: check the recursion&apos;s stopping case.</source>
        <translation>某个函数无休止地调用自身：请检查递归的终止条件。</translation>
    </message>
    <message>
        <source>Your code called sys.exit(): return the result instead of ending the program.</source>
        <translation>你的代码调用了 sys.exit()：请返回结果，而不是结束程序。</translation>
    </message>
    <message>
        <source>Your code raised KeyboardInterrupt: return the result instead.</source>
        <translation>你的代码引发了 KeyboardInterrupt：请改为返回结果。</translation>
    </message>
    <message>
        <source>Your code wrote a file larger than the checker allows ({file_mb} MB).</source>
        <translation>你的代码写入的文件超过检查器允许的大小（{file_mb} MB）。</translation>
    </message>
    <message>
        <source>Your code removed the folder it runs in (its current folder): leave it in place, the checker reads your results from it.</source>
        <translation>你的代码删除了它运行所在的文件夹（当前文件夹）：请保留它，检查器要从中读取你的结果。</translation>
    </message>
    <message>
        <source>Your code started more processes or threads than the checker allows (about {processes}).</source>
        <translation>你的代码启动的进程或线程超过检查器允许的数量（约 {processes} 个）。</translation>
    </message>
    <message>
        <source>Your code removed or replaced the checker&apos;s
run folder (the current folder): its results are lost.</source>
        <translation>你的代码删除或替换了检查器的
运行文件夹（当前文件夹）：其结果已丢失。</translation>
    </message>
    <message>
        <source>Your function returns only zeros: the starter&apos;s placeholder is still in place.</source>
        <translation>你的函数只返回零：起始代码的占位内容还在。</translation>
    </message>
    <message>
        <source>{output}: {problem}</source>
        <translation>{output}：{problem}</translation>
    </message>
    <message>
        <source>Still running when the {seconds} s limit ran out.</source>
        <translation>到 {seconds} 秒时限时仍在运行。</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>Over the {memory_mb} MB memory cap.</source>
        <translation>超过 {memory_mb} MB 内存上限。</translation>
    </message>
    <message numerus="yes">
        <source>Over the limit of %Ln processes.</source>
        <translation>
            <numerusform>超过 %Ln 个进程的上限。</numerusform>
        </translation>
    </message>
    <message>
        <source>The Python process ended during this case.</source>
        <translation>Python 进程在这个用例中结束了。</translation>
    </message>
    <message>
        <source>Did not finish.</source>
        <translation>未完成。</translation>
    </message>
    <message>
        <source>while loading</source>
        <translation>在加载时</translation>
    </message>
    <message>
        <source>during case {number} of {count} ({case})</source>
        <translation>在第 {number} 个用例（共 {count} 个，{case}）中</translation>
    </message>
    <message>
        <source>The checker&apos;s supervising process was ended {where}, by your code or the system; every process of this run that could still be found was ended.</source>
        <translation>检查器的监督进程{where}被你的代码或系统结束；本次运行中还能找到的所有进程都已结束。</translation>
    </message>
    <message>
        <source>Your code ended the Python process (exit code {code}) {where}. os._exit() ends it at once, with no result: return a value instead.</source>
        <translation>你的代码{where}结束了 Python 进程（退出码 {code}）。os._exit() 会立即结束进程，没有结果：请改为返回一个值。</translation>
    </message>
    <message>
        <source>Python crashed (segmentation fault) {where}. This usually means a recursion far deeper than the C stack holds: did you raise sys.setrecursionlimit?</source>
        <translation>Python {where}崩溃了（段错误）。这通常意味着递归远远超出了 C 栈的容量：你是否调高了 sys.setrecursionlimit？</translation>
    </message>
    <message>
        <source>Your code used up its CPU time {where}.</source>
        <translation>你的代码{where}用完了 CPU 时间。</translation>
    </message>
    <message>
        <source>The Python process was ended by {signal} {where}.</source>
        <translation>Python 进程{where}被 {signal} 结束。</translation>
    </message>
    <message>
        <source>You stopped the check.</source>
        <translation>你停止了检查。</translation>
    </message>
    <message>
        <source>Python did not start within {seconds} s; the computer may be very busy. Try again.</source>
        <translation>Python 未能在 {seconds} 秒内启动；计算机可能非常繁忙。请重试。</translation>
    </message>
    <message>
        <source>Your code did not load: {error}</source>
        <translation>你的代码未能加载：{error}</translation>
    </message>
    <message>
        <source>Your code was still loading after {seconds} s: an endless loop outside the function?</source>
        <translation>{seconds} 秒后你的代码仍在加载：函数外有死循环吗？</translation>
    </message>
    <message>
        <source>Time limit: case {number} of {count} ({case}) was still running after {seconds} s. An endless loop, or a very slow one?</source>
        <translation>超时：第 {number} 个用例（共 {count} 个，{case}）在 {seconds} 秒后仍在运行。是死循环，还是非常慢的循环？</translation>
    </message>
    <message>
        <source>Your code and the processes it started held more than {memory_mb} MB together {where}; the checker ended all of them.</source>
        <translation>你的代码及其启动的进程{where}合计占用超过 {memory_mb} MB；检查器已将它们全部结束。</translation>
    </message>
    <message numerus="yes">
        <source>Your code started more than %Ln processes {where}; the checker ended all of them.</source>
        <translation>
            <numerusform>你的代码{where}启动了超过 %Ln 个进程；检查器已将它们全部结束。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln hidden cases pass.</source>
        <translation>
            <numerusform>全部 %Ln 个隐藏用例通过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %Ln hidden cases fail, {not_run} not run.</source>
        <translation>
            <numerusform>%Ln 个隐藏用例中有 {failed} 个失败，{not_run} 个未运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %Ln hidden cases fail.</source>
        <translation>
            <numerusform>%Ln 个隐藏用例中有 {failed} 个失败。</numerusform>
        </translation>
    </message>
    <message>
        <source>{head} First, {case}: {lead}</source>
        <translation>{head} 第一个是{case}：{lead}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message numerus="yes">
        <source>It printed %Ln bytes; the first {shown} characters are shown.</source>
        <translation>
            <numerusform>它打印了 %Ln 字节；只显示前 {shown} 个字符。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeTab</name>
    <message>
        <source>&lt;b&gt;{mark} Case {number}&lt;/b&gt;: {case} — {status}</source>
        <translation>&lt;b&gt;{mark} 用例 {number}&lt;/b&gt;：{case} — {status}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;提示：&lt;/b&gt;{hint}</translation>
    </message>
    <message>
        <source>No case was run.</source>
        <translation>没有运行任何用例。</translation>
    </message>
    <message>
        <source>Your Python code</source>
        <translation>你的 Python 代码</translation>
    </message>
    <message>
        <source>The task</source>
        <translation>练习题目</translation>
    </message>
    <message>
        <source>The check&apos;s verdict</source>
        <translation>检查结论</translation>
    </message>
    <message>
        <source>Check results, case by case</source>
        <translation>逐个用例的检查结果</translation>
    </message>
    <message>
        <source>What your code printed</source>
        <translation>你的代码打印的内容</translation>
    </message>
    <message>
        <source>What your code printed appears here.</source>
        <translation>你的代码打印的内容显示在这里。</translation>
    </message>
    <message>
        <source>A reference solution</source>
        <translation>参考答案</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Run your code on hidden cases made by posviz&apos;s model (Ctrl+Return)</source>
        <translation>用 posviz 模型生成的隐藏用例运行你的代码（Ctrl+Return）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Reveal solution…</source>
        <translation>查看答案…</translation>
    </message>
    <message numerus="yes">
        <source>Task {number} of %Ln: {title}</source>
        <translation>
            <numerusform>练习 {number}/%Ln：{title}</numerusform>
        </translation>
    </message>
    <message>
        <source>{number} · {function}{mark}</source>
        <translation>{number} · {function}{mark}</translation>
    </message>
    <message>
        <source>Draft saved</source>
        <translation>草稿已保存</translation>
    </message>
    <message>
        <source>Draft NOT saved: {reason}</source>
        <translation>草稿未保存：{reason}</translation>
    </message>
    <message>
        <source>Progress NOT saved: {reason}</source>
        <translation>进度未保存：{reason}</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Running your code on the hidden cases…</source>
        <translation>正在用隐藏用例运行你的代码…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Checking… {progress} (time limit {seconds} s)</source>
        <translation>正在检查… {progress}（时限 {seconds} 秒）</translation>
    </message>
    <message>
        <source>Press Check to run your code on the hidden cases.</source>
        <translation>按“检查”用隐藏用例运行你的代码。</translation>
    </message>
    <message>
        <source>{mark} {summary}</source>
        <translation>{mark} {summary}</translation>
    </message>
    <message>
        <source>Start again?</source>
        <translation>重新开始？</translation>
    </message>
    <message>
        <source>Replace your code for this task with the starter stub?</source>
        <translation>用起始代码替换你在这道练习中的代码吗？</translation>
    </message>
    <message>
        <source>Reveal the solution?</source>
        <translation>查看答案？</translation>
    </message>
    <message>
        <source>See the reference solution for this task? Trying once more first teaches more. Your own code stays in the editor.</source>
        <translation>查看这道练习的参考答案吗？先再试一次能学到更多。你自己的代码会留在编辑器中。</translation>
    </message>
</context>
<context>
    <name>PracticeTasks</name>
    <message>
        <source>The sinusoidal position table</source>
        <translation>正弦位置表</translation>
    </message>
    <message>
        <source>Write &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. It returns the paper&apos;s position table as a float64 array of shape &lt;code&gt;(length, d_model)&lt;/code&gt;: row &lt;i&gt;pos&lt;/i&gt; is the vector for position &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. Pair &lt;i&gt;k&lt;/i&gt; of columns holds &lt;code&gt;sin(pos·w)&lt;/code&gt; in column 2k and &lt;code&gt;cos(pos·w)&lt;/code&gt; in column 2k + 1, with &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. When d_model is odd, the last column is a sine without its cosine. The hidden tests include positions near 100,000.</source>
        <translation>编写 &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;。它以形状为 &lt;code&gt;(length, d_model)&lt;/code&gt; 的 float64 数组返回论文中的位置表：第 &lt;i&gt;pos&lt;/i&gt; 行是位置 &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1 的向量。第 &lt;i&gt;k&lt;/i&gt; 对列在第 2k 列放 &lt;code&gt;sin(pos·w)&lt;/code&gt;，在第 2k + 1 列放 &lt;code&gt;cos(pos·w)&lt;/code&gt;，其中 &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;。当 d_model 为奇数时，最后一列是没有对应余弦的正弦。隐藏测试包含接近 100,000 的位置。</translation>
    </message>
    <message>
        <source>Look up, then add: the matrix Z</source>
        <translation>先查表，再相加：矩阵 Z</translation>
    </message>
    <message>
        <source>Write &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. &lt;code&gt;E&lt;/code&gt; is the embedding table, one row per vocabulary word, shape &lt;code&gt;(|V|, d)&lt;/code&gt;; &lt;code&gt;ids&lt;/code&gt; holds the sentence&apos;s token ids, shape &lt;code&gt;(L,)&lt;/code&gt;; &lt;code&gt;P&lt;/code&gt; is a table of position vectors with &lt;b&gt;at least&lt;/b&gt; L rows, shape &lt;code&gt;(max_len, d)&lt;/code&gt;. Return Z, shape &lt;code&gt;(L, d)&lt;/code&gt;: row i is E&apos;s row for token &lt;code&gt;ids[i]&lt;/code&gt; plus the position vector of position i.</source>
        <translation>编写 &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;。&lt;code&gt;E&lt;/code&gt; 是嵌入表，词表中每个词一行，形状 &lt;code&gt;(|V|, d)&lt;/code&gt;；&lt;code&gt;ids&lt;/code&gt; 是句子的词元 id，形状 &lt;code&gt;(L,)&lt;/code&gt;；&lt;code&gt;P&lt;/code&gt; 是位置向量表，&lt;b&gt;至少&lt;/b&gt;有 L 行，形状 &lt;code&gt;(max_len, d)&lt;/code&gt;。返回 Z，形状 &lt;code&gt;(L, d)&lt;/code&gt;：第 i 行是词元 &lt;code&gt;ids[i]&lt;/code&gt; 在 E 中的行加上位置 i 的位置向量。</translation>
    </message>
    <message>
        <source>Without positions, order is invisible</source>
        <translation>没有位置，顺序就看不见</translation>
    </message>
    <message>
        <source>Show that a model without positions cannot see word order. Write &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;, where &lt;code&gt;order&lt;/code&gt; is a permutation of 0 .. L − 1 and the shuffled sentence is &lt;code&gt;ids[order]&lt;/code&gt;. Return two arrays, each &lt;code&gt;(L, d)&lt;/code&gt;: &lt;code&gt;z_shuffled&lt;/code&gt;, the Z of the shuffled sentence built with no position vectors, and &lt;code&gt;z_reordered&lt;/code&gt;, the Z of the original sentence (no positions either) with its rows taken in &lt;code&gt;order&lt;/code&gt;. They come out equal: shuffling the words only reorders the rows. (Add the table from task 1 to both and they no longer agree.)</source>
        <translation>证明没有位置的模型看不到词序。编写 &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;，其中 &lt;code&gt;order&lt;/code&gt; 是 0 .. L − 1 的一个排列，打乱后的句子是 &lt;code&gt;ids[order]&lt;/code&gt;。返回两个数组，形状都是 &lt;code&gt;(L, d)&lt;/code&gt;：&lt;code&gt;z_shuffled&lt;/code&gt; 是不加位置向量构建的打乱句子的 Z，&lt;code&gt;z_reordered&lt;/code&gt; 是原句（同样不加位置）的 Z，其行按 &lt;code&gt;order&lt;/code&gt; 取出。两者相等：打乱词只会重排行。（给两者都加上练习 1 的表，它们就不再相等。）</translation>
    </message>
    <message>
        <source>no practice task {key}; known: {known}</source>
        <translation>没有练习题 {key}；已知的：{known}</translation>
    </message>
</context>
<context>
    <name>PresenterHelp</name>
    <message>
        <source>Editing “{name}”: its arrows and Enter are its own. Esc gives them back to the walkthrough keys.</source>
        <translation>正在编辑“{name}”：方向键和 Enter 归它使用。Esc 把它们交还给导览按键。</translation>
    </message>
    <message>
        <source>A clicker&apos;s Next and Back (Right/Left, Page Down/Page Up, Space) move through the five steps of the walkthrough, and its blank button (B or .) blacks the screen out. In the walkthrough and in presentation mode (F5), and before them unless Tab brought the keys to a control, these keys always move the steps, whichever control was touched last; they never change the sentence, a setting or a selection. To type a new sentence, click it or press F2; Enter or Esc gives the keys back to the clicker. With a projector plugged in, F5 shows this window full screen on it and a presenter console on the laptop (the step, what comes next, your notes, the time, what the room sees); the keys work in both, and B blanks only the room&apos;s.</source>
        <translation>翻页器的“下一页”和“上一页”（右/左、Page Down/Page Up、空格）在导览的五个步骤间移动，黑屏键（B 或 .）让屏幕变黑。在导览和演示模式 (F5) 中，以及在进入它们之前（除非 Tab 已把按键交给某个控件），无论最后碰过哪个控件，这些键总是切换步骤；它们从不更改句子、设置或选择。要输入新句子，请单击句子或按 F2；Enter 或 Esc 把按键交还给翻页器。接上投影仪后，F5 会在投影仪上全屏显示此窗口，并在笔记本上显示演讲者控制台（当前步骤、接下来的内容、您的备注、时间、听众看到的画面）；按键在两处都有效，B 只让听众的屏幕变黑。</translation>
    </message>
</context>
<context>
    <name>QtParts</name>
    <message>
        <source>Clear the text</source>
        <translation>清除文本</translation>
    </message>
    <message>
        <source>More controls</source>
        <translation>更多控件</translation>
    </message>
</context>
<context>
    <name>QuizFile</name>
    <message>
        <source>cannot read the quiz file {file}: {reason}</source>
        <translation>无法读取测验文件 {file}：{reason}</translation>
    </message>
    <message>
        <source>{where} a quiz file holds a JSON object with a &quot;questions&quot; list, not {kind}</source>
        <translation>{where}测验文件应包含一个带 &quot;questions&quot; 列表的 JSON 对象，而不是{kind}</translation>
    </message>
    <message>
        <source>{where} this is not a posviz quiz (format {found}, expected {expected})</source>
        <translation>{where}这不是 posviz 测验（格式为 {found}，应为 {expected}）</translation>
    </message>
    <message>
        <source>{where} quiz format version {version} is newer than this posviz reads (up to {latest})</source>
        <translation>{where}测验格式版本 {version} 比此 posviz 能读取的更新（最高 {latest}）</translation>
    </message>
    <message>
        <source>{where} field &quot;questions&quot; must be a non-empty list, got {kind}</source>
        <translation>{where}字段 &quot;questions&quot; 必须是非空列表，实际为{kind}</translation>
    </message>
    <message numerus="yes">
        <source>{where} it has %Ln questions; a quiz has at most {most}</source>
        <translation>
            <numerusform>{where}它有 %Ln 道题；一个测验最多 {most} 道题</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}: field &quot;choices&quot; must be a list of 2 to {most} answers, got {kind}</source>
        <translation>{place}：字段 &quot;choices&quot; 必须是包含 2 到 {most} 个答案的列表，实际为{kind}</translation>
    </message>
    <message>
        <source>{place}: exactly one choice must have &quot;correct&quot;: true, found {count}</source>
        <translation>{place}：必须恰好有一个选项为 &quot;correct&quot;: true，实际有 {count} 个</translation>
    </message>
    <message>
        <source>{place} must be a JSON object with &quot;text&quot;, &quot;correct&quot; and &quot;explanation&quot;, not {kind}</source>
        <translation>{place} 必须是包含 &quot;text&quot;、&quot;correct&quot; 和 &quot;explanation&quot; 的 JSON 对象，而不是{kind}</translation>
    </message>
    <message>
        <source>{place} must be true or false, got {value}</source>
        <translation>{place} 必须是 true 或 false，实际为 {value}</translation>
    </message>
    <message>
        <source>{place} must be text, got {kind}</source>
        <translation>{place} 必须是文本，实际为{kind}</translation>
    </message>
    <message numerus="yes">
        <source>{place} has %Ln characters; at most {most}</source>
        <translation>
            <numerusform>{place} 有 %Ln 个字符；最多 {most} 个</numerusform>
        </translation>
    </message>
    <message>
        <source>{place} must be a token index (0, 1, 2, ...), got {value}</source>
        <translation>{place} 必须是词元序号（0、1、2……），实际为 {value}</translation>
    </message>
    <message>
        <source>{place} has unknown setting(s) {unknown}; known: {known}</source>
        <translation>{place} 含有未知设置 {unknown}；已知：{known}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}：{reason}</translation>
    </message>
    <message>
        <source>{place} must be a JSON object, not {kind}</source>
        <translation>{place} 必须是 JSON 对象，而不是{kind}</translation>
    </message>
    <message>
        <source>{place} must be non-empty text, got {kind}</source>
        <translation>{place} 必须是非空文本，实际为{kind}</translation>
    </message>
    <message numerus="yes">
        <source>{place} has %Ln characters; at most {most} are allowed</source>
        <translation>
            <numerusform>{place} 有 %Ln 个字符；最多允许 {most} 个</numerusform>
        </translation>
    </message>
    <message>
        <source>{place} holds the code point U+{code} at character {position}, half of a surrogate pair, which is not text</source>
        <translation>{place} 在第 {position} 个字符处含有码位 U+{code}，它是代理对的一半，不是文本</translation>
    </message>
    <message>
        <source>{place}: unknown field(s) {unknown} (known: {known})</source>
        <translation>{place}：未知字段 {unknown}（已知：{known}）</translation>
    </message>
    <message>
        <source>{file}:</source>
        <extracomment>the start of every refusal of a quiz file; {file} is the file&apos;s name</extracomment>
        <translation>{file}：</translation>
    </message>
    <message>
        <source>{where} field &quot;{field}&quot;</source>
        <translation>{where}字段 &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>{where} question {number}</source>
        <translation>{where}第 {number} 题</translation>
    </message>
    <message>
        <source>{question} (&quot;{prompt}&quot;)</source>
        <translation>{question}（“{prompt}”）</translation>
    </message>
    <message>
        <source>{question}, choice {number}</source>
        <translation>{question}，选项 {number}</translation>
    </message>
    <message>
        <source>{place}: field &quot;{field}&quot;</source>
        <translation>{place}：字段 &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>{place}, &quot;{field}&quot;</source>
        <translation>{place}，&quot;{field}&quot;</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空值</translation>
    </message>
    <message>
        <source>empty text</source>
        <translation>空文本</translation>
    </message>
    <message>
        <source>text {value}</source>
        <translation>文本 {value}</translation>
    </message>
    <message numerus="yes">
        <source>a list of %n</source>
        <translation>
            <numerusform>包含 %n 项的列表</numerusform>
        </translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>布尔值（true/false）</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>一个数字</translation>
    </message>
</context>
<context>
    <name>QuizTab</name>
    <message>
        <source>ABCDEFGH</source>
        <comment>the letters of the eight choices</comment>
        <extracomment>The letters of a multiple-choice question&apos;s answers, in order: exactly eight characters.</extracomment>
        <translation>ABCDEFGH</translation>
    </message>
    <message>
        <source>Quiz: press 1 to 8 to answer</source>
        <translation>测验：按 1 到 8 作答</translation>
    </message>
    <message>
        <source>Open quiz file…</source>
        <translation>打开测验文件…</translation>
    </message>
    <message>
        <source>The question, its choices and the explanation</source>
        <translation>题目、选项和解释</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一题</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一题 ▶</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>从头开始</translation>
    </message>
    <message>
        <source>From {file}</source>
        <translation>来自 {file}</translation>
    </message>
    <message numerus="yes">
        <source>Question {number} of %Ln</source>
        <translation>
            <numerusform>第 {number} 题，共 %Ln 题</numerusform>
        </translation>
    </message>
    <message>
        <source>This quiz file cannot be used: {reason}</source>
        <translation>无法使用此测验文件：{reason}</translation>
    </message>
    <message>
        <source>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</source>
        <translation>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</translation>
    </message>
    <message>
        <source>Pick an answer (click it, or press its number).</source>
        <translation>选择一个答案（点击它，或按它的编号）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Show me ▶&lt;/b&gt;&amp;nbsp; {what}</source>
        <translation>&lt;b&gt;演示给我看 ▶&lt;/b&gt;&amp;nbsp; {what}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</source>
        <translation>&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{letter} (the answer).&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;{letter}（正确答案）。&lt;/b&gt;{why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{letter} (not the answer).&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;{letter}（不是正确答案）。&lt;/b&gt;{why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;✓ Right.&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;✓ 正确。&lt;/b&gt;{why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;✗ Not this one.&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;✗ 不是这个。&lt;/b&gt;{why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer is {letter}.&lt;/b&gt; {right}</source>
        <translation>&lt;b&gt;正确答案是 {letter}。&lt;/b&gt;{right}</translation>
    </message>
    <message numerus="yes">
        <source>Finished: {right} of %Ln right</source>
        <translation>
            <numerusform>完成：%Ln 题中答对 {right} 题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score: {right} of {answered} answered right (%Ln questions)</source>
        <translation>
            <numerusform>得分：已答 {answered} 题，答对 {right} 题（共 %Ln 题）</numerusform>
        </translation>
    </message>
    <message>
        <source>{letter}. {choice}, the answer</source>
        <translation>{letter}. {choice}，正确答案</translation>
    </message>
    <message>
        <source>{letter}. {choice}, your answer, not the right one</source>
        <translation>{letter}. {choice}，你的答案，不正确</translation>
    </message>
    <message>
        <source>{letter}. {choice}</source>
        <translation>{letter}. {choice}</translation>
    </message>
    <message>
        <source>Open a quiz</source>
        <translation>打开测验</translation>
    </message>
    <message>
        <source>Quiz files (*.json);;All files (*)</source>
        <translation>测验文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Quiz loaded: {title}</source>
        <translation>已加载测验：{title}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;quiz…</source>
        <translation>打开测验(&amp;Q)…</translation>
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
    <name>RecipeNotes</name>
    <message>
        <source>shapes disagree with config.json: tensor {name} is {shape} but {because}</source>
        <extracomment>{because} is one of the &quot;config.json says …&quot; clauses of this context</extracomment>
        <translation>形状与 config.json 不符：张量 {name} 是 {shape}，但{because}</translation>
    </message>
    <message>
        <source>config.json says vocab_size = {vocab} and width = {width}</source>
        <translation>config.json 写的是 vocab_size = {vocab}，宽度 = {width}</translation>
    </message>
    <message>
        <source>config.json says {rows} positions (+ {offset} rows before position 0) of width {width}</source>
        <translation>config.json 写的是 {rows} 个位置（位置 0 之前另有 {offset} 行），宽度 {width}</translation>
    </message>
    <message>
        <source>config.json says {rows} positions of width {width}</source>
        <translation>config.json 写的是 {rows} 个位置，宽度 {width}</translation>
    </message>
    <message>
        <source>it maps the {width}-wide token rows to the hidden width {hidden}</source>
        <translation>它把宽 {width} 的词元行映射到隐藏宽度 {hidden}</translation>
    </message>
    <message>
        <source>the hidden width is {hidden}</source>
        <translation>隐藏宽度是 {hidden}</translation>
    </message>
    <message>
        <source>config.json says type_vocab_size = {types}, width {width}</source>
        <translation>config.json 写的是 type_vocab_size = {types}，宽度 {width}</translation>
    </message>
    <message>
        <source>the LayerNorm must be {width} wide, like the rows it normalises</source>
        <translation>LayerNorm 必须宽 {width}，与它归一化的行一样</translation>
    </message>
    <message>
        <source>config.json: {key} must be true or false, got {value}</source>
        <translation>config.json：{key} 必须是 true 或 false，而不是 {value}</translation>
    </message>
    <message>
        <source>config.json: {key} must be a number, got {value}</source>
        <translation>config.json：{key} 必须是数字，而不是 {value}</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (RoPE acts inside attention), so z is the token rows themselves.</source>
        <translation>没有位置向量：词元行上不加任何东西（RoPE 在注意力内部起作用），所以 z 就是词元行本身。</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (ALiBi biases the attention scores inside attention), so z is the token rows themselves.</source>
        <translation>没有位置向量：词元行上不加任何东西（ALiBi 在注意力内部给注意力分数加偏置），所以 z 就是词元行本身。</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (relative positions act inside attention), so z is the token rows themselves.</source>
        <translation>没有位置向量：词元行上不加任何东西（相对位置在注意力内部起作用），所以 z 就是词元行本身。</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (the model has no positions at all), so z is the token rows themselves.</source>
        <translation>没有位置向量：词元行上不加任何东西（这个模型根本没有位置），所以 z 就是词元行本身。</translation>
    </message>
    <message>
        <source>An encoder-decoder model: posviz shows the encoder&apos;s input, what the encoder&apos;s block 1 receives; the decoder embeds its own tokens the same way.</source>
        <translation>这是一个编码器-解码器模型：posviz 显示编码器的输入，即编码器第 1 块接收的内容；解码器以同样的方式嵌入它自己的词元。</translation>
    </message>
    <message>
        <source>The output layer reuses this token table to score the next token (tied weights).</source>
        <translation>输出层复用这张词元表来给下一个词元打分（权重共享）。</translation>
    </message>
</context>
<context>
    <name>RecipeSteps</name>
    <message>
        <source>Token {where} is the padding token: as the model&apos;s own code does, it gets the padding row (row {row}) and is not counted, so every later token reads the row of one position earlier.</source>
        <translation>词元 {where} 是填充词元：和模型自己的代码一样，它取填充行（第 {row} 行）且不计数，所以之后的每个词元读取的都是前一个位置的行。</translation>
    </message>
    <message>
        <source>+ token type 0</source>
        <translation>+ 词元类型 0</translation>
    </message>
    <message>
        <source>every token is in segment A, so row 0 of the token-type table is added to it</source>
        <translation>每个词元都在片段 A 中，所以加上词元类型表的第 0 行</translation>
    </message>
    <message>
        <source>{} + token type 0</source>
        <translation>{} + 词元类型 0</translation>
    </message>
    <message>
        <source>+ position</source>
        <translation>+ 位置</translation>
    </message>
    <message>
        <source>the position rows (row p + {offset} of the {width}-wide table) are added after the projection</source>
        <translation>位置行（宽 {width} 的表的第 p + {offset} 行）在投影之后加上</translation>
    </message>
    <message>
        <source>{} + position</source>
        <translation>{} + 位置</translation>
    </message>
    <message>
        <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta</source>
        <translation>每一行先中心化，缩放到单位方差（eps = {eps}），再乘 gamma 加 beta</translation>
    </message>
    <message>
        <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta (this LayerNorm has no beta)</source>
        <translation>每一行先中心化，缩放到单位方差（eps = {eps}），再乘 gamma 加 beta（这个 LayerNorm 没有 beta）</translation>
    </message>
    <message>
        <source>every row is multiplied by {scale} = {value}</source>
        <translation>每一行都乘以 {scale} = {value}</translation>
    </message>
    <message>
        <source>token × {scale} + position</source>
        <translation>词元 × {scale} + 位置</translation>
    </message>
    <message>
        <source>the token rows are multiplied by {scale} = {value} before the position rows are added</source>
        <translation>词元行先乘以 {scale} = {value}，再加上位置行</translation>
    </message>
    <message>
        <source>each {width}-wide row is multiplied by {name} ({wide} × {width}) plus its bias: the hidden width block 1 works in</source>
        <translation>每个宽 {width} 的行都乘以 {name}（{wide} × {width}）再加上其偏置：这是第 1 块工作的隐藏宽度</translation>
    </message>
    <message>
        <source>each {width}-wide row is multiplied by {name} ({wide} × {width}): the hidden width block 1 works in</source>
        <translation>每个宽 {width} 的行都乘以 {name}（{wide} × {width}）：这是第 1 块工作的隐藏宽度</translation>
    </message>
    <message>
        <source>→ {wide} wide</source>
        <translation>→ 宽 {wide}</translation>
    </message>
</context>
<context>
    <name>RecordDialogText</name>
    <message>
        <source>MP4 video, H.264 (*.mp4)</source>
        <translation>MP4 视频，H.264 (*.mp4)</translation>
    </message>
    <message>
        <source>WebM video, VP9 (*.webm)</source>
        <translation>WebM 视频，VP9 (*.webm)</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF 动画 (*.gif)</translation>
    </message>
    <message>
        <source>Animated PNG (*.apng)</source>
        <translation>PNG 动画 (*.apng)</translation>
    </message>
    <message>
        <source>Record a video</source>
        <translation>录制视频</translation>
    </message>
    <message>
        <source>{width} × {height}</source>
        <translation>{width} × {height}</translation>
    </message>
    <message>
        <source> frames per second</source>
        <translation> 帧/秒</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>long enough to read each caption</source>
        <translation>足以读完每条说明</translation>
    </message>
    <message>
        <source>&amp;What</source>
        <translation>内容(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>尺寸(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>格式(&amp;F)</translation>
    </message>
    <message>
        <source>Frame &amp;rate</source>
        <translation>帧率(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hold each step</source>
        <translation>每步停留(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Record…</source>
        <translation>录制(&amp;R)…</translation>
    </message>
    <message numerus="yes">
        <source>Recording %Ln frames to {name}…</source>
        <translation>
            <numerusform>正在把 %Ln 帧录制到 {name}…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: no file was written.</source>
        <translation>已取消：没有写入任何文件。</translation>
    </message>
    <message>
        <source>The recording failed, and no file was written: {why}</source>
        <translation>录制失败，没有写入任何文件：{why}</translation>
    </message>
    <message>
        <source>Wrote {video} and its captions {captions}.</source>
        <translation>已写入 {video} 及其字幕 {captions}。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>The walkthrough: how a transformer&apos;s input layer is built</source>
        <translation>导览：Transformer 的输入层是如何构建的</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z, for each word in turn</source>
        <translation>词元行 + 位置行 = Z 的行，逐个单词演示</translation>
    </message>
    <message>
        <source>The position vectors, scrolled from the first position to the last</source>
        <translation>位置向量，从第一个位置滚动到最后一个位置</translation>
    </message>
    <message>
        <source>RoPE: one pair of q and k turning as both words move along</source>
        <translation>RoPE：两个词一起移动时，一对 q 和 k 的旋转</translation>
    </message>
    <message>
        <source>Context extension: each pair&apos;s frequency as the scaling factor grows</source>
        <translation>上下文扩展：缩放因子增大时每对的频率</translation>
    </message>
    <message>
        <source>{name} (d = {width})</source>
        <translation>{name}（d = {width}）</translation>
    </message>
    <message>
        <source>the lesson&apos;s toy model (d = {width})</source>
        <translation>课程的玩具模型（d = {width}）</translation>
    </message>
    <message>
        <source>posviz: {what}</source>
        <translation>posviz：{what}</translation>
    </message>
    <message>
        <source>Model: {name}</source>
        <translation>模型：{name}</translation>
    </message>
    <message>
        <source>Sentence: “{sentence}”</source>
        <translation>句子：“{sentence}”</translation>
    </message>
    <message>
        <source>Position scheme: {scheme}</source>
        <translation>位置方案：{scheme}</translation>
    </message>
    <message>
        <source>{title}. {lines}</source>
        <translation>{title}。{lines}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>。</translation>
    </message>
    <message>
        <source>Step {number} of {count}: {title}</source>
        <translation>第 {number} 步（共 {count} 步）：{title}</translation>
    </message>
    <message>
        <source>{heading}. {caption}</source>
        <translation>{heading}。{caption}</translation>
    </message>
    <message>
        <source>Positions 0 to {last}, {count} at a time. {what}</source>
        <translation>位置 0 到 {last}，每次 {count} 个。{what}</translation>
    </message>
    <message>
        <source>Position vectors, as a heatmap</source>
        <translation>位置向量（热图）</translation>
    </message>
    <message>
        <source>Both words move {shift} positions along together: q and k turn by the same angle, so the angle between them, and their score, stay the same: RoPE&apos;s score depends only on the offset m − n.</source>
        <translation>两个词一起前移 {shift} 个位置：q 和 k 转过相同的角度，所以它们之间的夹角以及分数都不变：RoPE 的分数只取决于偏移 m − n。</translation>
    </message>
    <message>
        <source>The scaling factor grows from {low} to {high}: the slow pairs&apos; frequencies are divided by it, so they turn slowly enough for a longer context, while the fast pairs keep theirs.</source>
        <translation>缩放因子从 {low} 增大到 {high}：慢速对的频率除以它，于是转得足够慢，能覆盖更长的上下文，而快速对保持原有频率。</translation>
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
    <name>SlideText</name>
    <message>
        <source>unknown theme &apos;{theme}&apos; (choose one of {names})</source>
        <translation>未知主题 &apos;{theme}&apos;（请从 {names} 中选择）</translation>
    </message>
    <message>
        <source>unknown colour map &apos;{name}&apos; (choose one of {names})</source>
        <translation>未知色图 &apos;{name}&apos;（请从 {names} 中选择）</translation>
    </message>
    <message>
        <source>prepared sentence {number} cannot be shown: {reason}</source>
        <translation>预备句子 {number} 无法显示：{reason}</translation>
    </message>
</context>
<context>
    <name>SpeakerNotes</name>
    <message>
        <source>Point at the chips: each is one token and the number under it is its id. An id is a row number and nothing more; ids that are close say nothing about words being alike. In the toy vocabulary “the dog bit the man” becomes [0, 2, 6, 0, 4]: “the” gets id 0 both times. Ask the room what a model could learn from 6 being larger than 2 (nothing).</source>
        <translation>指向这些标签：每个都是一个词元，下方的数字是它的 id。id 只是行号，别无他意；相近的 id 并不说明单词相似。在玩具词表中，“the dog bit the man”变成 [0, 2, 6, 0, 4]：“the”两次都得到 id 0。问问听众：模型能从 6 大于 2 学到什么（什么也学不到）。</translation>
    </message>
    <message>
        <source>E has one row per vocabulary entry and d columns; the id only says which row to read, there is no formula. The rows were learned in training, so the numbers are features nobody named. The size of E depends on the vocabulary, never on the sentence: a longer text reads more rows, it does not make the table bigger. A repeated word reads the same row every time, so at this point the two “the”s are identical.</source>
        <translation>E 为词表的每个条目存一行，共 d 列；id 只说明读哪一行，没有公式。这些行是训练中学到的，所以这些数是没人命名过的特征。E 的大小取决于词表，与句子无关：更长的文本读取更多行，但不会让表变大。重复的单词每次读取同一行，所以此时两个“the”完全相同。</translation>
    </message>
    <message>
        <source>The problem to state first: attention compares every token with every other at once, so without help it cannot tell “the dog bit the man” from “the man bit the dog”. Each row of the heatmap is one position, each column one of the d numbers, the same width as E. With the sinusoidal scheme the values are sin and cos of the position at a different speed per column pair, computed from a formula, not learned; GPT-2 learns this table instead, and RoPE adds no vector here at all (it rotates queries and keys inside attention).</source>
        <translation>首先要说明的问题：注意力同时把每个词元与其他所有词元比较，所以没有帮助时，它分不清“the dog bit the man”和“the man bit the dog”。热图的每一行是一个位置，每一列是 d 个数之一，宽度与 E 相同。采用正弦方案时，这些值是位置的 sin 和 cos，每对列的速度不同，由公式算出而非学得；GPT-2 则学习这张表，而 RoPE 在这里根本不加向量（它在注意力内部旋转查询和键）。</translation>
    </message>
    <message>
        <source>The position vector is added to the token&apos;s row number by number, not placed beside it, so the width stays d. Now the same word at two positions gives two different rows: in the toy model (sinusoidal, d = 6) “the” at position 0 and at position 3 differ by up to 1.99 in one column. Ask what would happen with positions switched off (the two rows would be equal again).</source>
        <translation>位置向量与词元的行逐个数相加，而不是并排放置，所以宽度仍是 d。现在同一个单词在两个位置会得到两行不同的值：在玩具模型（正弦，d = 6）中，位置 0 和位置 3 的“the”在某一列相差可达 1.99。问问听众：关掉位置会怎样（两行又会相同）。</translation>
    </message>
    <message>
        <source>Z has one row per token and d columns: L × d, whatever the size of the vocabulary. This is what the first transformer block reads. The queries, keys and values are computed from Z later, inside attention; the position vectors are not Q, K or V. The Word order demo shows the point: with positions off, shuffling the words only shuffles Z&apos;s rows.</source>
        <translation>Z 每个词元一行，共 d 列：L × d，与词表大小无关。这就是第一个 Transformer 块读取的内容。查询、键和值稍后在注意力内部由 Z 计算得到；位置向量不是 Q、K 或 V。“词序”演示说明了这一点：关掉位置时，打乱单词只会打乱 Z 的行。</translation>
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
    <message numerus="yes">
        <source>{moved} of %Ln tokens moved</source>
        <translation>
            <numerusform>%Ln 个词元中有 {moved} 个移动了</numerusform>
        </translation>
    </message>
    <message>
        <source>row {row} {token} from position {position}</source>
        <translation>第 {row} 行 {token} 来自位置 {position}</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… 还有 %Ln 个</numerusform>
        </translation>
    </message>
    <message>
        <source>{moved}: {each}</source>
        <translation>{moved}：{each}</translation>
    </message>
    <message>
        <source>{moved}. Not one number differs from the number beside it in the table on the left.</source>
        <translation>{moved}。没有一个数与左侧表中旁边的数不同。</translation>
    </message>
    <message numerus="yes">
        <source>{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.</source>
        <translation>
            <numerusform>{moved}。{cells} 个数中有 {count} 个与左侧表中旁边的数不同（已框出），分布在 %Ln 行：{listed}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Input layer</source>
        <translation>输入层</translation>
    </message>
    <message>
        <source>Word order</source>
        <translation>词序</translation>
    </message>
    <message>
        <source>Deeper ideas</source>
        <translation>深入探讨</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Real model</source>
        <translation>真实模型</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
</context>
<context>
    <name>TokenizerChildText</name>
    <message>
        <source>{name} could not be read as a tokenizer ({kind}: {reason})</source>
        <translation>无法把 {name} 读作分词器（{kind}：{reason}）</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>无法把 {name} 读作分词器：{reason}</translation>
    </message>
</context>
<context>
    <name>TokenizerText</name>
    <message>
        <source>reading a real model&apos;s tokenizer needs the &apos;tokenizers&apos; package: pip install &apos;posviz[real]&apos; (it works offline, no deep-learning framework needed)</source>
        <translation>读取真实模型的分词器需要 &apos;tokenizers&apos; 包：pip install &apos;posviz[real]&apos;（可离线使用，不需要深度学习框架）</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>无法把 {name} 读作分词器：{reason}</translation>
    </message>
    <message numerus="yes">
        <source>{kind}, %Ln tokens</source>
        <translation>
            <numerusform>{kind}，%Ln 个词元</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToyModel</name>
    <message>
        <source>posviz&apos;s data file {file} is damaged: {reason}</source>
        <translation>posviz 的数据文件 {file} 已损坏：{reason}</translation>
    </message>
    <message>
        <source>posviz&apos;s data file {file} is damaged: rows are not {width} wide</source>
        <translation>posviz 的数据文件 {file} 已损坏：行宽不是 {width}</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>this window has no Deeper ideas tab</source>
        <translation>此窗口没有“深入探讨”选项卡</translation>
    </message>
    <message>
        <source>the {view} view is still computing; try again in a moment</source>
        <translation>视图 {view} 仍在计算；请稍后再试</translation>
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
<context>
    <name>WeightFiles</name>
    <message>
        <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file (the real file is {size} MB): it was never downloaded. Run &apos;git lfs pull&apos; in the model folder, or download the file itself.</source>
        <translation>{name} 是 Git LFS 指针，一个代替真实文件的小文本文件（真实文件有 {size} MB）：它从未被下载。请在模型文件夹中运行 &apos;git lfs pull&apos;，或直接下载该文件。</translation>
    </message>
    <message>
        <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file: it was never downloaded. Run &apos;git lfs pull&apos; in the model folder, or download the file itself.</source>
        <translation>{name} 是 Git LFS 指针，一个代替真实文件的小文本文件：它从未被下载。请在模型文件夹中运行 &apos;git lfs pull&apos;，或直接下载该文件。</translation>
    </message>
    <message>
        <source>{name} is not a safetensors file: its header is not a JSON object</source>
        <translation>{name} 不是 safetensors 文件：它的头部不是 JSON 对象</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}</source>
        <translation>无法读取 {name}：{reason}</translation>
    </message>
    <message>
        <source>{name} is truncated: it has {size} bytes, fewer than a safetensors header needs (an interrupted download?)</source>
        <translation>{name} 不完整：只有 {size} 字节，少于 safetensors 头部所需（下载中断了？）</translation>
    </message>
    <message>
        <source>{name} is not a safetensors file: its first 8 bytes announce a {length}-byte header</source>
        <translation>{name} 不是 safetensors 文件：它的前 8 个字节声称头部有 {length} 字节</translation>
    </message>
    <message>
        <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
        <translation>{name} 不完整：仅头部就应有 {length} 字节，但文件只有 {size} 字节（下载中断了？）</translation>
    </message>
    <message>
        <source>{name}: the header entry of tensor {tensor} is malformed: {why}</source>
        <translation>{name}：张量 {tensor} 的头部条目格式错误：{why}</translation>
    </message>
    <message>
        <source>it must hold dtype, shape and data_offsets, not {keys}</source>
        <translation>它必须包含 dtype、shape 和 data_offsets，而不是 {keys}</translation>
    </message>
    <message>
        <source>shape must be a list of whole numbers from 0, not {shape}</source>
        <translation>shape 必须是从 0 起的整数列表，而不是 {shape}</translation>
    </message>
    <message>
        <source>data_offsets must be two whole numbers from 0, not {offsets}</source>
        <translation>data_offsets 必须是两个从 0 起的整数，而不是 {offsets}</translation>
    </message>
</context>
<context>
    <name>WordOrder</name>
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
