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
        <source>the sentence has no tokens, so there is no sum to export</source>
        <translation>句子中没有词元，所以没有可导出的和</translation>
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
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>没有语言“{code}”：请从 {codes} 中选择。</translation>
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
    <name>LessonMessages</name>
    <message>
        <source>the sentence must be text, not {kind}</source>
        <translation>句子必须是文本，而不是 {kind}</translation>
    </message>
    <message>
        <source>Cannot use that word order: {reason}</source>
        <translation>无法使用该词序：{reason}</translation>
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
        <translation>位置向量（热图）</translation>
    </message>
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
    <name>OptionMessages</name>
    <message>
        <source>unknown theme &apos;{theme}&apos;; choose one of {names}</source>
        <translation>未知主题 &apos;{theme}&apos;；请从 {names} 中选择</translation>
    </message>
    <message>
        <source>unknown colour map &apos;{name}&apos;; choose one of {names}</source>
        <translation>未知色图 &apos;{name}&apos;；请从 {names} 中选择</translation>
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
    <name>Pages</name>
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
        <source>Z</source>
        <comment>the matrix Z, on a button</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>面板：</translation>
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
    <message>
        <source>Input layer: E, Z, the addition and the position heatmap</source>
        <translation>输入层：E、Z、加法和位置热图</translation>
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
    <name>TokenizerText</name>
    <message>
        <source>reading a real model&apos;s tokenizer needs the &apos;tokenizers&apos; package: pip install &apos;posviz[real]&apos; (it works offline, no deep-learning framework needed)</source>
        <translation>读取真实模型的分词器需要 &apos;tokenizers&apos; 包：pip install &apos;posviz[real]&apos;（可离线使用，不需要深度学习框架）</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>无法把 {name} 读作分词器：{reason}</translation>
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
        <source>{name} is not a safetensors file: its first 8 bytes announce a header of {length} bytes</source>
        <translation>{name} 不是 safetensors 文件：它的前 8 个字节声称头部有 {length} 字节</translation>
    </message>
    <message>
        <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
        <translation>{name} 不完整：仅头部就应有 {length} 字节，但文件只有 {size} 字节（下载中断了？）</translation>
    </message>
</context>
</TS>
