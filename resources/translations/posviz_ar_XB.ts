<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG">
    <context>
        <name>AboutText</name>
        <message>
            <source>posviz {version}</source>
            <translation>‏[posviz {version}]‏</translation>
        </message>
        <message>
            <source>How a transformer's input layer is built: text → token ids → rows of E → + position vectors → Z. MIT licence.</source>
            <translation>‏[How a transformer's input layer is built: text → token ids → rows of E → + position vectors → Z. MIT licence.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;Parts posviz runs on&lt;/b&gt; (the standalone bundle ships them):</source>
            <translation>‏[&lt;b&gt;Parts posviz runs on&lt;/b&gt; (the standalone bundle ships them):]‏</translation>
        </message>
        <message>
            <source>Qt, PySide6 and Shiboken6 are used as shared libraries under the LGPL v3: you may replace them with your own build. Licence texts (on the web, and on this machine where installed):</source>
            <translation>‏[Qt, PySide6 and Shiboken6 are used as shared libraries under the LGPL v3: you may replace them with your own build. Licence texts (on the web, and on this machine where installed):]‏</translation>
        </message>
    </context>
    <context>
        <name>AdditionCaptions</name>
        <message>
            <source>No sentence yet. Type one above: each word's table row and the vector for its position will be added here, one dimension at a time.</source>
            <translation>‏[No sentence yet. Type one above: each word's table row and the vector for its position will be added here, one dimension at a time.]‏</translation>
        </message>
        <message>
            <source>“{word}” at position {position}</source>
            <translation>‏[“{word}” at position {position}]‏</translation>
        </message>
        <message>
            <source>its row of E</source>
            <translation>‏[its row of E]‏</translation>
        </message>
        <message>
            <source>zeros (E has no row for it)</source>
            <translation>‏[zeros (E has no row for it)]‏</translation>
        </message>
        <message>
            <source>RoPE adds nothing here</source>
            <translation>‏[RoPE adds nothing here]‏</translation>
        </message>
        <message>
            <source>ALiBi adds nothing here</source>
            <translation>‏[ALiBi adds nothing here]‏</translation>
        </message>
        <message>
            <source>relative positions add nothing here</source>
            <translation>‏[relative positions add nothing here]‏</translation>
        </message>
        <message>
            <source>no position vector is added yet</source>
            <translation>‏[no position vector is added yet]‏</translation>
        </message>
        <message>
            <source>no position vector is added</source>
            <translation>‏[no position vector is added]‏</translation>
        </message>
        <message>
            <source>{head}: {why}, so row {position} of Z = {own}, unchanged.</source>
            <translation>‏[{head}: {why}, so row {position} of Z = {own}, unchanged.]‏</translation>
        </message>
        <message>
            <source>{head}: {own} + the position-{position} vector = row {position} of Z.</source>
            <translation>‏[{head}: {own} + the position-{position} vector = row {position} of Z.]‏</translation>
        </message>
        <message>
            <source>{head}: {own} + the position-{position} vector = z; row {position} of Z, what block 1 receives, is {formula}.</source>
            <translation>‏[{head}: {own} + the position-{position} vector = z; row {position} of Z, what block 1 receives, is {formula}.]‏</translation>
        </message>
        <message>
            <source>{head}: {why}, so z = {own}; row {position} of Z, what block 1 receives, is {formula}.</source>
            <translation>‏[{head}: {why}, so z = {own}; row {position} of Z, what block 1 receives, is {formula}.]‏</translation>
        </message>
        <message>
            <source>Token row + position row = z, which this model's further steps turn into Z</source>
            <translation>‏[Token row + position row = z, which this model's further steps turn into Z]‏</translation>
        </message>
        <message>
            <source>Token row + position row = row of Z</source>
            <translation>‏[Token row + position row = row of Z]‏</translation>
        </message>
        <message>
            <source>Token row = z, which this model's further steps turn into Z: {why}</source>
            <translation>‏[Token row = z, which this model's further steps turn into Z: {why}]‏</translation>
        </message>
        <message>
            <source>Token row = row of Z: {why}</source>
            <translation>‏[Token row = row of Z: {why}]‏</translation>
        </message>
        <message>
            <source>RoPE adds nothing to Z: the position comes in later, inside attention, where each query and key is rotated by an angle that grows with its position.</source>
            <translation>‏[RoPE adds nothing to Z: the position comes in later, inside attention, where each query and key is rotated by an angle that grows with its position.]‏</translation>
        </message>
        <message>
            <source>Positions are switched off: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
            <translation>‏[Positions are switched off: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.]‏</translation>
        </message>
        <message>
            <source>The position scheme is “none”: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
            <translation>‏[The position scheme is “none”: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.]‏</translation>
        </message>
        <message>
            <source>No position vector is added to these token rows; this model places tokens this way: {kind} (the position view and the Real model tab say how).</source>
            <translation>‏[No position vector is added to these token rows; this model places tokens this way: {kind} (the position view and the Real model tab say how).]‏</translation>
        </message>
        <message>
            <source>“{word}” is not in the vocabulary: it gets the id {id} ({unk}), and the table has no row for it, so its token row is all zeros.</source>
            <translation>‏[“{word}” is not in the vocabulary: it gets the id {id} ({unk}), and the table has no row for it, so its token row is all zeros.]‏</translation>
        </message>
        <message>
            <source>Illustrative numbers: the {width}-wide token table and the learned position table hold seeded random values, not trained ones.</source>
            <translation>‏[Illustrative numbers: the {width}-wide token table and the learned position table hold seeded random values, not trained ones.]‏</translation>
        </message>
        <message>
            <source>Illustrative numbers: the {width}-wide token table holds seeded random values, not trained ones.</source>
            <translation>‏[Illustrative numbers: the {width}-wide token table holds seeded random values, not trained ones.]‏</translation>
        </message>
        <message>
            <source>Illustrative numbers: the learned position table holds seeded random values, not trained ones.</source>
            <translation>‏[Illustrative numbers: the learned position table holds seeded random values, not trained ones.]‏</translation>
        </message>
        <message>
            <source>“{word}” (id {id})</source>
            <translation>‏[“{word}” (id {id})]‏</translation>
        </message>
        <message>
            <source>“{word}” (no row)</source>
            <translation>‏[“{word}” (no row)]‏</translation>
        </message>
        <message>
            <source>row {position} of Z</source>
            <translation>‏[row {position} of Z]‏</translation>
        </message>
        <message>
            <source>z, row {position}</source>
            <translation>‏[z, row {position}]‏</translation>
        </message>
        <message>
            <source>position {position}</source>
            <translation>‏[position {position}]‏</translation>
        </message>
        <message>
            <source>dim {index}</source>
            <translation>‏[dim {index}]‏</translation>
        </message>
        <message>
            <source>dims {first}–{last} of {width}</source>
            <translation>‏[dims {first}–{last} of {width}]‏</translation>
        </message>
    </context>
    <context>
        <name>AdditionPanel</name>
        <message>
            <source>Vector addition</source>
            <translation>‏[Vector addition]‏</translation>
        </message>
        <message>
            <source>Token row plus position row equals row of Z, by dimension</source>
            <translation>‏[Token row plus position row equals row of Z, by dimension]‏</translation>
        </message>
        <message>
            <source>{arrow} Replay</source>
            <translation>‏[{arrow} Replay]‏</translation>
        </message>
        <message>
            <source>Play the addition again</source>
            <translation>‏[Play the addition again]‏</translation>
        </message>
        <message>
            <source>Earlier dimensions</source>
            <translation>‏[Earlier dimensions]‏</translation>
        </message>
        <message>
            <source>Later dimensions</source>
            <translation>‏[Later dimensions]‏</translation>
        </message>
        <message>
            <source>{caption} Token + position = z: {sums}.</source>
            <translation>‏[{caption} Token + position = z: {sums}.]‏</translation>
        </message>
        <message>
            <source>{description} Dimensions {first} to {last} of {width} are read out.</source>
            <translation>‏[{description} Dimensions {first} to {last} of {width} are read out.]‏</translation>
        </message>
    </context>
    <context>
        <name>BusyIndicatorWords</name>
        <message>
            <source>Encoding in the background; the panels show the previous state</source>
            <translation>‏[Encoding in the background; the panels show the previous state]‏</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>‏[Stop]‏</translation>
        </message>
        <message>
            <source>Stop waiting: keep the state shown and drop the encode's result</source>
            <translation>‏[Stop waiting: keep the state shown and drop the encode's result]‏</translation>
        </message>
    </context>
    <context>
        <name>CodeEditorWords</name>
        <message>
            <source>Line numbers</source>
            <translation>‏[Line numbers]‏</translation>
        </message>
        <message>
            <source>The number of each line of the code, as error messages quote them</source>
            <translation>‏[The number of each line of the code, as error messages quote them]‏</translation>
        </message>
        <message>
            <source>Tab indents, Shift+Tab unindents; Ctrl+Tab moves to the next control and Ctrl+Shift+Tab to the previous one; Ctrl+Return checks the code.</source>
            <translation>‏[Tab indents, Shift+Tab unindents; Ctrl+Tab moves to the next control and Ctrl+Shift+Tab to the previous one; Ctrl+Return checks the code.]‏</translation>
        </message>
    </context>
    <context>
        <name>Commands</name>
        <message>
            <source>&amp;Next step</source>
            <translation>‏[&amp;Next step]‏</translation>
        </message>
        <message>
            <source>next walkthrough step (starts the walkthrough)</source>
            <translation>‏[next walkthrough step (starts the walkthrough)]‏</translation>
        </message>
        <message>
            <source>&amp;Previous step</source>
            <translation>‏[&amp;Previous step]‏</translation>
        </message>
        <message>
            <source>previous step</source>
            <translation>‏[previous step]‏</translation>
        </message>
        <message>
            <source>&amp;Blank the screen</source>
            <translation>‏[&amp;Blank the screen]‏</translation>
        </message>
        <message>
            <source>blank the screen (any key brings it back)</source>
            <translation>‏[blank the screen (any key brings it back)]‏</translation>
        </message>
        <message>
            <source>&amp;Leave the mode</source>
            <translation>‏[&amp;Leave the mode]‏</translation>
        </message>
        <message>
            <source>leave the current mode: blank screen, editing, presentation, walkthrough</source>
            <translation>‏[leave the current mode: blank screen, editing, presentation, walkthrough]‏</translation>
        </message>
        <message>
            <source>Start the &amp;walkthrough</source>
            <translation>‏[Start the &amp;walkthrough]‏</translation>
        </message>
        <message>
            <source>start the walkthrough</source>
            <translation>‏[start the walkthrough]‏</translation>
        </message>
        <message>
            <source>the ▶ Walkthrough button</source>
            <translation>‏[the ▶ Walkthrough button]‏</translation>
        </message>
        <message>
            <source>&amp;Next prepared sentence</source>
            <translation>‏[&amp;Next prepared sentence]‏</translation>
        </message>
        <message>
            <source>next prepared sentence (File → Prepared sentences)</source>
            <translation>‏[next prepared sentence (File → Prepared sentences)]‏</translation>
        </message>
        <message>
            <source>&amp;Previous prepared sentence</source>
            <translation>‏[&amp;Previous prepared sentence]‏</translation>
        </message>
        <message>
            <source>previous prepared sentence</source>
            <translation>‏[previous prepared sentence]‏</translation>
        </message>
        <message>
            <source>&amp;Presentation mode</source>
            <translation>‏[&amp;Presentation mode]‏</translation>
        </message>
        <message>
            <source>presentation mode (full screen, no menus; with two screens, a presenter console on the laptop)</source>
            <translation>‏[presentation mode (full screen, no menus; with two screens, a presenter console on the laptop)]‏</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>‏[Zoom &amp;in]‏</translation>
        </message>
        <message>
            <source>zoom in</source>
            <translation>‏[zoom in]‏</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>‏[Zoom &amp;out]‏</translation>
        </message>
        <message>
            <source>zoom out</source>
            <translation>‏[zoom out]‏</translation>
        </message>
        <message>
            <source>&amp;Actual size</source>
            <translation>‏[&amp;Actual size]‏</translation>
        </message>
        <message>
            <source>zoom back to 100 %</source>
            <translation>‏[zoom back to 100 %]‏</translation>
        </message>
        <message>
            <source>&amp;Shuffle demo: reorder the words</source>
            <translation>‏[&amp;Shuffle demo: reorder the words]‏</translation>
        </message>
        <message>
            <source>the shuffle demo: reorder the words</source>
            <translation>‏[the shuffle demo: reorder the words]‏</translation>
        </message>
        <message>
            <source>&amp;Keyboard keys</source>
            <translation>‏[&amp;Keyboard keys]‏</translation>
        </message>
        <message>
            <source>this list of keys</source>
            <translation>‏[this list of keys]‏</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>‏[&amp;Quit]‏</translation>
        </message>
        <message>
            <source>quit posviz</source>
            <translation>‏[quit posviz]‏</translation>
        </message>
        <message>
            <source>F2, a click or typing into a control</source>
            <translation>‏[F2, a click or typing into a control]‏</translation>
        </message>
        <message>
            <source>edit it: its arrows and Enter are its own until Esc, Enter or leaving it (in the walkthrough: text fields only)</source>
            <translation>‏[edit it: its arrows and Enter are its own until Esc, Enter or leaving it (in the walkthrough: text fields only)]‏</translation>
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <translation>‏[Tab / Shift+Tab]‏</translation>
        </message>
        <message>
            <source>move to the next / previous control (a frame shows which has the keys)</source>
            <translation>‏[move to the next / previous control (a frame shows which has the keys)]‏</translation>
        </message>
        <message>
            <source>Space (on a button, check box or drop-down)</source>
            <translation>‏[Space (on a button, check box or drop-down)]‏</translation>
        </message>
        <message>
            <source>press or open it, once Tab brought the keys to it (its frame shows); arrows move along the tabs (outside the walkthrough and presentation mode; otherwise these keys move the steps)</source>
            <translation>‏[press or open it, once Tab brought the keys to it (its frame shows); arrows move along the tabs (outside the walkthrough and presentation mode; otherwise these keys move the steps)]‏</translation>
        </message>
        <message>
            <source>Page Down</source>
            <translation>‏[Page Down]‏</translation>
        </message>
        <message>
            <source>Page Up</source>
            <translation>‏[Page Up]‏</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>‏[Enter]‏</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>‏[Right]‏</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>‏[Left]‏</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>‏[Up]‏</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>‏[Down]‏</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>‏[Space]‏</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>‏[Backspace]‏</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>‏[Esc]‏</translation>
        </message>
        <message>
            <source>Ctrl</source>
            <translation>‏[Ctrl]‏</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>‏[Shift]‏</translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>‏[{first} or {second}]‏</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the keys of a list</comment>
            <translation>‏[, ]‏</translation>
        </message>
        <message>
            <source>{keys} or {other}</source>
            <translation>‏[{keys} or {other}]‏</translation>
        </message>
    </context>
    <context>
        <name>CompareCaptions</name>
        <message>
            <source>Compare one to {most} models, not {count}.</source>
            <translation>‏[Compare one to {most} models, not {count}.]‏</translation>
        </message>
        <message>
            <source>Type a sentence to compare how the models read it.</source>
            <translation>‏[Type a sentence to compare how the models read it.]‏</translation>
        </message>
        <message>
            <source>{name} could not read this sentence: {reason}</source>
            <translation>‏[{name} could not read this sentence: {reason}]‏</translation>
        </message>
        <message>
            <source>{model} has no token for “{word}”: it becomes the unknown token (id {id}).</source>
            <translation>‏[{model} has no token for “{word}”: it becomes the unknown token (id {id}).]‏</translation>
        </message>
        <message>
            <source>{model} keeps “{word}” as one token.</source>
            <translation>‏[{model} keeps “{word}” as one token.]‏</translation>
        </message>
        <message numerus="yes">
            <source>{model} cuts “{word}” into %Ln tokens.</source>
            <translation>
                <numerusform>‏[{model} cuts “{word}” into %Ln tokens.]‏</numerusform>
                <numerusform>‏[{model} cuts “{word}” into %Ln tokens.]‏</numerusform>
                <numerusform>‏[{model} cuts “{word}” into %Ln tokens.]‏</numerusform>
                <numerusform>‏[{model} cuts “{word}” into %Ln tokens.]‏</numerusform>
                <numerusform>‏[{model} cuts “{word}” into %Ln tokens.]‏</numerusform>
                <numerusform>‏[{model} cuts “{word}” into %Ln tokens.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.</source>
            <translation>
                <numerusform>‏[Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.]‏</numerusform>
                <numerusform>‏[Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.]‏</numerusform>
                <numerusform>‏[Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.]‏</numerusform>
                <numerusform>‏[Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.]‏</numerusform>
                <numerusform>‏[Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.]‏</numerusform>
                <numerusform>‏[Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>{most} needs the most tokens ({most_count}), {fewest} the fewest ({fewest_count}).</source>
            <translation>‏[{most} needs the most tokens ({most_count}), {fewest} the fewest ({fewest_count}).]‏</translation>
        </message>
        <message numerus="yes">
            <source>{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.</source>
            <translation>
                <numerusform>‏[{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.]‏</numerusform>
                <numerusform>‏[{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.]‏</numerusform>
                <numerusform>‏[{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.]‏</numerusform>
                <numerusform>‏[{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.]‏</numerusform>
                <numerusform>‏[{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.]‏</numerusform>
                <numerusform>‏[{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{model} reads the sentence as %Ln tokens.</source>
            <translation>
                <numerusform>‏[{model} reads the sentence as %Ln tokens.]‏</numerusform>
                <numerusform>‏[{model} reads the sentence as %Ln tokens.]‏</numerusform>
                <numerusform>‏[{model} reads the sentence as %Ln tokens.]‏</numerusform>
                <numerusform>‏[{model} reads the sentence as %Ln tokens.]‏</numerusform>
                <numerusform>‏[{model} reads the sentence as %Ln tokens.]‏</numerusform>
                <numerusform>‏[{model} reads the sentence as %Ln tokens.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln of {model}'s tokens are its unknown token: those pieces have no row of their own.</source>
            <translation>
                <numerusform>‏[%Ln of {model}'s tokens are its unknown token: those pieces have no row of their own.]‏</numerusform>
                <numerusform>‏[%Ln of {model}'s tokens are its unknown token: those pieces have no row of their own.]‏</numerusform>
                <numerusform>‏[%Ln of {model}'s tokens are its unknown token: those pieces have no row of their own.]‏</numerusform>
                <numerusform>‏[%Ln of {model}'s tokens are its unknown token: those pieces have no row of their own.]‏</numerusform>
                <numerusform>‏[%Ln of {model}'s tokens are its unknown token: those pieces have no row of their own.]‏</numerusform>
                <numerusform>‏[%Ln of {model}'s tokens are its unknown token: those pieces have no row of their own.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln of {model}'s tokens are bytes that are not text on their own.</source>
            <translation>
                <numerusform>‏[%Ln of {model}'s tokens are bytes that are not text on their own.]‏</numerusform>
                <numerusform>‏[%Ln of {model}'s tokens are bytes that are not text on their own.]‏</numerusform>
                <numerusform>‏[%Ln of {model}'s tokens are bytes that are not text on their own.]‏</numerusform>
                <numerusform>‏[%Ln of {model}'s tokens are bytes that are not text on their own.]‏</numerusform>
                <numerusform>‏[%Ln of {model}'s tokens are bytes that are not text on their own.]‏</numerusform>
                <numerusform>‏[%Ln of {model}'s tokens are bytes that are not text on their own.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Character {char} is past the end of the sentence (%Ln characters).</source>
            <translation>
                <numerusform>‏[Character {char} is past the end of the sentence (%Ln characters).]‏</numerusform>
                <numerusform>‏[Character {char} is past the end of the sentence (%Ln characters).]‏</numerusform>
                <numerusform>‏[Character {char} is past the end of the sentence (%Ln characters).]‏</numerusform>
                <numerusform>‏[Character {char} is past the end of the sentence (%Ln characters).]‏</numerusform>
                <numerusform>‏[Character {char} is past the end of the sentence (%Ln characters).]‏</numerusform>
                <numerusform>‏[Character {char} is past the end of the sentence (%Ln characters).]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>No token of {model} covers character {char} (“{letter}”): the tokenizer dropped it.</source>
            <translation>‏[No token of {model} covers character {char} (“{letter}”): the tokenizer dropped it.]‏</translation>
        </message>
        <message>
            <source>Character {char} (“{letter}”) is in {model}'s token {index}, “{label}” (id {id}); its row begins {values}.</source>
            <translation>‏[Character {char} (“{letter}”) is in {model}'s token {index}, “{label}” (id {id}); its row begins {values}.]‏</translation>
        </message>
        <message numerus="yes">
            <source>{name}: width {width}, vocabulary %Ln rows; {positions}</source>
            <translation>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln rows; {positions}]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln rows; {positions}]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln rows; {positions}]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln rows; {positions}]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln rows; {positions}]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln rows; {positions}]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.</source>
            <translation>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.</source>
            <extracomment>{scheme} is a position scheme's name in English (learned, rope, none)</extracomment>
            <translation>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.]‏</numerusform>
                <numerusform>‏[{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.]‏</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CompareTab</name>
        <message>
            <source>Add two to four models to compare how they read the sentence: the toy, a model folder or a recent one.</source>
            <translation>‏[Add two to four models to compare how they read the sentence: the toy, a model folder or a recent one.]‏</translation>
        </message>
        <message numerus="yes">
            <source>At most %n models can be compared side by side: remove one first.</source>
            <translation>
                <numerusform>‏[At most %n models can be compared side by side: remove one first.]‏</numerusform>
                <numerusform>‏[At most %n models can be compared side by side: remove one first.]‏</numerusform>
                <numerusform>‏[At most %n models can be compared side by side: remove one first.]‏</numerusform>
                <numerusform>‏[At most %n models can be compared side by side: remove one first.]‏</numerusform>
                <numerusform>‏[At most %n models can be compared side by side: remove one first.]‏</numerusform>
                <numerusform>‏[At most %n models can be compared side by side: remove one first.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Add the toy model</source>
            <translation>‏[Add the toy model]‏</translation>
        </message>
        <message>
            <source>Add a model folder…</source>
            <translation>‏[Add a model folder…]‏</translation>
        </message>
        <message>
            <source>Remove the last model</source>
            <translation>‏[Remove the last model]‏</translation>
        </message>
        <message>
            <source>Add a recently opened model</source>
            <translation>‏[Add a recently opened model]‏</translation>
        </message>
        <message>
            <source>Character of the sentence to follow through each model</source>
            <translation>‏[Character of the sentence to follow through each model]‏</translation>
        </message>
        <message>
            <source>character {number}</source>
            <translation>‏[character {number}]‏</translation>
        </message>
        <message>
            <source>Add a recent model…</source>
            <translation>‏[Add a recent model…]‏</translation>
        </message>
        <message>
            <source>Choose a model folder to compare</source>
            <translation>‏[Choose a model folder to compare]‏</translation>
        </message>
        <message>
            <source>Reading {folder}: {what} ({percent} %).</source>
            <extracomment>{what} is the loader's own words on the file being read (English for now)</extracomment>
            <translation>‏[Reading {folder}: {what} ({percent} %).]‏</translation>
        </message>
        <message>
            <source>{folder} cannot be compared: {reason}</source>
            <translation>‏[{folder} cannot be compared: {reason}]‏</translation>
        </message>
        <message>
            <source>Comparing {names}; the main view keeps its own model.</source>
            <translation>‏[Comparing {names}; the main view keeps its own model.]‏</translation>
        </message>
        <message>
            <source>, </source>
            <comment>list separator</comment>
            <translation>‏[, ]‏</translation>
        </message>
        <message numerus="yes">
            <source>{model}: %Ln tokens: {tokens}.</source>
            <translation>
                <numerusform>‏[{model}: %Ln tokens: {tokens}.]‏</numerusform>
                <numerusform>‏[{model}: %Ln tokens: {tokens}.]‏</numerusform>
                <numerusform>‏[{model}: %Ln tokens: {tokens}.]‏</numerusform>
                <numerusform>‏[{model}: %Ln tokens: {tokens}.]‏</numerusform>
                <numerusform>‏[{model}: %Ln tokens: {tokens}.]‏</numerusform>
                <numerusform>‏[{model}: %Ln tokens: {tokens}.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Tokens of each model, aligned by the characters they cover</source>
            <translation>‏[Tokens of each model, aligned by the characters they cover]‏</translation>
        </message>
        <message>
            <source>Length of each row block 1 receives, along the sentence</source>
            <translation>‏[Length of each row block 1 receives, along the sentence]‏</translation>
        </message>
        <message>
            <source>character of the sentence (middle of each token)</source>
            <translation>‏[character of the sentence (middle of each token)]‏</translation>
        </message>
        <message>
            <source>row length ‖x‖</source>
            <translation>‏[row length ‖x‖]‏</translation>
        </message>
        <message>
            <source>{model}: row lengths {values}.</source>
            <translation>‏[{model}: row lengths {values}.]‏</translation>
        </message>
    </context>
    <context>
        <name>Console</name>
        <message>
            <source>posviz: presenter console</source>
            <translation>‏[posviz: presenter console]‏</translation>
        </message>
        <message>
            <source>Typed here only: Enter shows it to the room, Esc puts back the room's sentence</source>
            <translation>‏[Typed here only: Enter shows it to the room, Esc puts back the room's sentence]‏</translation>
        </message>
        <message>
            <source>Speaker notes (only you see them)</source>
            <translation>‏[Speaker notes (only you see them)]‏</translation>
        </message>
        <message>
            <source>Black out the room's screen; this console stays as it is</source>
            <translation>‏[Black out the room's screen; this console stays as it is]‏</translation>
        </message>
        <message>
            <source>What the room sees</source>
            <translation>‏[What the room sees]‏</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>‏[◀ Back]‏</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>‏[Next ▶]‏</translation>
        </message>
        <message>
            <source>◀ Prepared sentence</source>
            <translation>‏[◀ Prepared sentence]‏</translation>
        </message>
        <message>
            <source>Prepared sentence ▶</source>
            <translation>‏[Prepared sentence ▶]‏</translation>
        </message>
        <message>
            <source>Swap screens</source>
            <translation>‏[Swap screens]‏</translation>
        </message>
        <message>
            <source>Put the room's window on this screen and this console on the other</source>
            <translation>‏[Put the room's window on this screen and this console on the other]‏</translation>
        </message>
        <message>
            <source>Stop presenting (Esc)</source>
            <translation>‏[Stop presenting (Esc)]‏</translation>
        </message>
        <message>
            <source>Prepared sentence {number} of {count}; next: “{sentence}”</source>
            <translation>‏[Prepared sentence {number} of {count}; next: “{sentence}”]‏</translation>
        </message>
        <message>
            <source>Prepared sentence {number} of {count}; it is the last one</source>
            <translation>‏[Prepared sentence {number} of {count}; it is the last one]‏</translation>
        </message>
        <message>
            <source>Show the room again (B)</source>
            <translation>‏[Show the room again (B)]‏</translation>
        </message>
        <message>
            <source>Blank the room (B)</source>
            <translation>‏[Blank the room (B)]‏</translation>
        </message>
        <message>
            <source>The room sees a black screen (B or any key shows it again)</source>
            <translation>‏[The room sees a black screen (B or any key shows it again)]‏</translation>
        </message>
        <message>
            <source>The room sees</source>
            <translation>‏[The room sees]‏</translation>
        </message>
        <message>
            <source>A black screen: the room's window is blanked (B or any key shows it again).</source>
            <translation>‏[A black screen: the room's window is blanked (B or any key shows it again).]‏</translation>
        </message>
        <message>
            <source>The room's window, as its picture was last taken: {where}, {title}.</source>
            <translation>‏[The room's window, as its picture was last taken: {where}, {title}.]‏</translation>
        </message>
        <message>
            <source>No notes here. Each walkthrough step has notes of its own; a prepared sentence's notes, when it has some, show in their place (View → Speaker notes, in the main window, edits them).</source>
            <translation>‏[No notes here. Each walkthrough step has notes of its own; a prepared sentence's notes, when it has some, show in their place (View → Speaker notes, in the main window, edits them).]‏</translation>
        </message>
        <message>
            <source>Not in the walkthrough</source>
            <translation>‏[Not in the walkthrough]‏</translation>
        </message>
        <message>
            <source>The main view</source>
            <translation>‏[The main view]‏</translation>
        </message>
        <message>
            <source>The sentence and the panels, as in the window without menus.</source>
            <translation>‏[The sentence and the panels, as in the window without menus.]‏</translation>
        </message>
        <message>
            <source>Next: step 1 of {count}, {title} (Next starts the walkthrough)</source>
            <translation>‏[Next: step 1 of {count}, {title} (Next starts the walkthrough)]‏</translation>
        </message>
        <message>
            <source>Next: step {number} of {count}, {title}</source>
            <translation>‏[Next: step {number} of {count}, {title}]‏</translation>
        </message>
        <message>
            <source>Next: nothing; this is the last step (Esc leaves the walkthrough)</source>
            <translation>‏[Next: nothing; this is the last step (Esc leaves the walkthrough)]‏</translation>
        </message>
        <message>
            <source>Step {number} of {count}</source>
            <translation>‏[Step {number} of {count}]‏</translation>
        </message>
        <message>
            <source>Elapsed {time}</source>
            <translation>‏[Elapsed {time}]‏</translation>
        </message>
        <message>
            <source>Elapsed {time}  (paused)</source>
            <translation>‏[Elapsed {time}  (paused)]‏</translation>
        </message>
        <message>
            <source>Time since the timer was started, pauses not counted</source>
            <translation>‏[Time since the timer was started, pauses not counted]‏</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>‏[Pause]‏</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>‏[Start]‏</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>‏[Reset]‏</translation>
        </message>
    </context>
    <context>
        <name>ContextLesson</name>
        <message>
            <source>factor</source>
            <translation>‏[factor]‏</translation>
        </message>
        <message>
            <source>original context</source>
            <translation>‏[original context]‏</translation>
        </message>
        <message>
            <source>kept</source>
            <translation>‏[kept]‏</translation>
        </message>
        <message>
            <source>kept: they turn as in training</source>
            <translation>‏[kept: they turn as in training]‏</translation>
        </message>
        <message>
            <source>slowed {factor}×</source>
            <translation>‏[slowed {factor}×]‏</translation>
        </message>
        <message>
            <source>slowed {low}×</source>
            <translation>‏[slowed {low}×]‏</translation>
        </message>
        <message>
            <source>slowed between {low}× and {high}×</source>
            <translation>‏[slowed between {low}× and {high}×]‏</translation>
        </message>
        <message>
            <source>pair {first}: one turn every {every} tokens ({made} turns in the original {original}): {what}</source>
            <translation>‏[pair {first}: one turn every {every} tokens ({made} turns in the original {original}): {what}]‏</translation>
        </message>
        <message>
            <source>pairs {first}–{last}: one turn every {every} to {every_high} tokens ({made} to {made_high} turns in the original {original}): {what}</source>
            <translation>‏[pairs {first}–{last}: one turn every {every} to {every_high} tokens ({made} to {made_high} turns in the original {original}): {what}]‏</translation>
        </message>
        <message>
            <source>llama3's rule: a pair with a wavelength under {n} / {high} = {short} tokens keeps its frequency, over {n} / {low} = {long} it turns {factor}× slower, and in between the two are blended.</source>
            <translation>‏[llama3's rule: a pair with a wavelength under {n} / {high} = {short} tokens keeps its frequency, over {n} / {low} = {long} it turns {factor}× slower, and in between the two are blended.]‏</translation>
        </message>
        <message numerus="yes">
            <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).</source>
            <translation>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).]‏</numerusform>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).]‏</numerusform>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).]‏</numerusform>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).]‏</numerusform>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).]‏</numerusform>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.</source>
            <translation>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.]‏</numerusform>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.]‏</numerusform>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.]‏</numerusform>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.]‏</numerusform>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.]‏</numerusform>
                <numerusform>‏[{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Attention factor 1: cos and sin are used as they are.</source>
            <translation>‏[Attention factor 1: cos and sin are used as they are.]‏</translation>
        </message>
        <message>
            <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets sharper).</source>
            <translation>‏[Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets sharper).]‏</translation>
        </message>
        <message>
            <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets flatter).</source>
            <translation>‏[Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets flatter).]‏</translation>
        </message>
    </context>
    <context>
        <name>Controls</name>
        <message>
            <source>Sinusoidal: paper (interleaved)</source>
            <translation>‏[Sinusoidal: paper (interleaved)]‏</translation>
        </message>
        <message>
            <source>Sinusoidal: split halves (Marian)</source>
            <translation>‏[Sinusoidal: split halves (Marian)]‏</translation>
        </message>
        <message>
            <source>Sinusoidal: tensor2tensor</source>
            <translation>‏[Sinusoidal: tensor2tensor]‏</translation>
        </message>
        <message>
            <source>Sinusoidal: fairseq (offset 2)</source>
            <translation>‏[Sinusoidal: fairseq (offset 2)]‏</translation>
        </message>
        <message>
            <source>Learned table (illustrative)</source>
            <translation>‏[Learned table (illustrative)]‏</translation>
        </message>
        <message>
            <source>RoPE (rotates q, k in attention)</source>
            <translation>‏[RoPE (rotates q, k in attention)]‏</translation>
        </message>
        <message>
            <source>None</source>
            <comment>no position scheme</comment>
            <translation>‏[None]‏</translation>
        </message>
        <message>
            <source>paper: interleaved sin/cos (Vaswani et al., Annotated Transformer)</source>
            <translation>‏[paper: interleaved sin/cos (Vaswani et al., Annotated Transformer)]‏</translation>
        </message>
        <message>
            <source>split halves: all sin, then all cos (Marian)</source>
            <translation>‏[split halves: all sin, then all cos (Marian)]‏</translation>
        </message>
        <message>
            <source>tensor2tensor: split, frequency base^(-k/(K-1))</source>
            <translation>‏[tensor2tensor: split, frequency base^(-k/(K-1))]‏</translation>
        </message>
        <message>
            <source>fairseq: tensor2tensor's table, positions start at 2</source>
            <translation>‏[fairseq: tensor2tensor's table, positions start at 2]‏</translation>
        </message>
        <message>
            <source>The model's own: {name} (base {base}, {scaling} scaling)</source>
            <translation>‏[The model's own: {name} (base {base}, {scaling} scaling)]‏</translation>
        </message>
        <message>
            <source>The model's own: {name} (base {base})</source>
            <translation>‏[The model's own: {name} (base {base})]‏</translation>
        </message>
        <message>
            <source>The model's own: {name} (ALiBi biases attention instead)</source>
            <translation>‏[The model's own: {name} (ALiBi biases attention instead)]‏</translation>
        </message>
        <message>
            <source>The model's own: {name}</source>
            <translation>‏[The model's own: {name}]‏</translation>
        </message>
        <message>
            <source>Controls</source>
            <translation>‏[Controls]‏</translation>
        </message>
        <message>
            <source>{arrow} Walkthrough</source>
            <translation>‏[{arrow} Walkthrough]‏</translation>
        </message>
        <message>
            <source>Start the five-step walkthrough (F6); a clicker moves through it</source>
            <translation>‏[Start the five-step walkthrough (F6); a clicker moves through it]‏</translation>
        </message>
        <message>
            <source>Position scheme</source>
            <translation>‏[Position scheme]‏</translation>
        </message>
        <message>
            <source>Positions on</source>
            <translation>‏[Positions on]‏</translation>
        </message>
        <message>
            <source>Add position vectors</source>
            <translation>‏[Add position vectors]‏</translation>
        </message>
        <message>
            <source>d_model, the width of every vector</source>
            <translation>‏[d_model, the width of every vector]‏</translation>
        </message>
        <message>
            <source>6 is the lesson's hand-made table; other widths use a seeded random table, marked as illustrative</source>
            <translation>‏[6 is the lesson's hand-made table; other widths use a seeded random table, marked as illustrative]‏</translation>
        </message>
        <message>
            <source>Frequency base</source>
            <translation>‏[Frequency base]‏</translation>
        </message>
        <message>
            <source>Positions shown in the heatmap</source>
            <translation>‏[Positions shown in the heatmap]‏</translation>
        </message>
        <message>
            <source>Positions:</source>
            <translation>‏[Positions:]‏</translation>
        </message>
        <message>
            <source>d_model:</source>
            <translation>‏[d_model:]‏</translation>
        </message>
        <message>
            <source>base:</source>
            <translation>‏[base:]‏</translation>
        </message>
        <message>
            <source>heatmap rows:</source>
            <translation>‏[heatmap rows:]‏</translation>
        </message>
        <message>
            <source>Set by the loaded model; File → Back to the toy model to change it</source>
            <translation>‏[Set by the loaded model; File → Back to the toy model to change it]‏</translation>
        </message>
    </context>
    <context>
        <name>ConventionsLesson</name>
        <message>
            <source>Paper: interleaved sin, cos</source>
            <translation>‏[Paper: interleaved sin, cos]‏</translation>
        </message>
        <message>
            <source>Vaswani et al. 2017, the Annotated Transformer, DistilBERT</source>
            <translation>‏[Vaswani et al. 2017, the Annotated Transformer, DistilBERT]‏</translation>
        </message>
        <message>
            <source>Sine and cosine of the same frequency sit side by side.</source>
            <translation>‏[Sine and cosine of the same frequency sit side by side.]‏</translation>
        </message>
        <message>
            <source>Split halves: all sines, then all cosines</source>
            <translation>‏[Split halves: all sines, then all cosines]‏</translation>
        </message>
        <message>
            <source>Marian, the TensorFlow text tutorial</source>
            <translation>‏[Marian, the TensorFlow text tutorial]‏</translation>
        </message>
        <message>
            <source>Same numbers as the paper, columns in another order.</source>
            <translation>‏[Same numbers as the paper, columns in another order.]‏</translation>
        </message>
        <message>
            <source>tensor2tensor: split, other frequencies</source>
            <translation>‏[tensor2tensor: split, other frequencies]‏</translation>
        </message>
        <message>
            <source>tensor2tensor (Google), fairseq without its offset</source>
            <translation>‏[tensor2tensor (Google), fairseq without its offset]‏</translation>
        </message>
        <message>
            <source>The slowest pair turns at exactly 1/base radians per position.</source>
            <translation>‏[The slowest pair turns at exactly 1/base radians per position.]‏</translation>
        </message>
        <message>
            <source>fairseq: tensor2tensor, positions start at 2</source>
            <translation>‏[fairseq: tensor2tensor, positions start at 2]‏</translation>
        </message>
        <message>
            <source>fairseq (Meta): padding_idx + 1 = 2 is the first position</source>
            <translation>‏[fairseq (Meta): padding_idx + 1 = 2 is the first position]‏</translation>
        </message>
        <message>
            <source>The first token gets the vector of position 2: position 1 marks padding and 0 is unused.</source>
            <translation>‏[The first token gets the vector of position 2: position 1 marks padding and 0 is unused.]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperBuckets</name>
        <message>
            <source>Relative positions inside attention: buckets per query and key</source>
            <translation>‏[Relative positions inside attention: buckets per query and key]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, this model's; the focused token's row is outlined.</source>
            <translation>‏[&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, this model's; the focused token's row is outlined.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, T5-base's (32 buckets up to 128: no relative positions in the open model); the focused token's row is outlined.</source>
            <translation>‏[&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, T5-base's (32 buckets up to 128: no relative positions in the open model); the focused token's row is outlined.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;The relative position each query (down) reads for each key (across)&lt;/b&gt;, this model's; the focused token's row is outlined.</source>
            <translation>‏[&lt;b&gt;The relative position each query (down) reads for each key (across)&lt;/b&gt;, this model's; the focused token's row is outlined.]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperCaptions</name>
        <message>
            <source>The learned table here is illustrative (seeded random numbers in place of trained rows): like a trained one it has rows for positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
            <translation>‏[The learned table here is illustrative (seeded random numbers in place of trained rows): like a trained one it has rows for positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.]‏</translation>
        </message>
        <message>
            <source>The learned table was trained on positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
            <translation>‏[The learned table was trained on positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperCommon</name>
        <message>
            <source>{mark} {claim} ({detail})</source>
            <extracomment>a check's result: {mark} is a tick or a cross, {claim} what holds, {detail} the measured number</extracomment>
            <translation>‏[{mark} {claim} ({detail})]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperContext</name>
        <message>
            <source>Context extension: RoPE scaling</source>
            <translation>‏[Context extension: RoPE scaling]‏</translation>
        </message>
        <message>
            <source>{name}:</source>
            <extracomment>a control's label: the scaling parameter's name</extracomment>
            <translation>‏[{name}:]‏</translation>
        </message>
        <message>
            <source>Width of the toy head</source>
            <translation>‏[Width of the toy head]‏</translation>
        </message>
        <message>
            <source>Sequence length L</source>
            <translation>‏[Sequence length L]‏</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>‏[Pair]‏</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>‏[Position]‏</translation>
        </message>
        <message>
            <source>Scaling:</source>
            <translation>‏[Scaling:]‏</translation>
        </message>
        <message>
            <source>Attention:</source>
            <translation>‏[Attention:]‏</translation>
        </message>
        <message>
            <source>Head width:</source>
            <translation>‏[Head width:]‏</translation>
        </message>
        <message>
            <source>Sequence length L:</source>
            <translation>‏[Sequence length L:]‏</translation>
        </message>
        <message>
            <source>Pair i:</source>
            <translation>‏[Pair i:]‏</translation>
        </message>
        <message>
            <source>Position p:</source>
            <translation>‏[Position p:]‏</translation>
        </message>
        <message>
            <source>θ, radians</source>
            <translation>‏[θ, radians]‏</translation>
        </message>
        <message>
            <source>tokens per turn</source>
            <translation>‏[tokens per turn]‏</translation>
        </message>
        <message>
            <source>pair i</source>
            <translation>‏[pair i]‏</translation>
        </message>
        <message>
            <source>{scaling} (the model's own)</source>
            <translation>‏[{scaling} (the model's own)]‏</translation>
        </message>
        <message>
            <source>none (the model's own)</source>
            <translation>‏[none (the model's own)]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;{model}&lt;/b&gt;, one head ({kind} layers), as its config says</source>
            <translation>‏[&lt;b&gt;{model}&lt;/b&gt;, one head ({kind} layers), as its config says]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;{model}&lt;/b&gt;, one head, as its config says</source>
            <translation>‏[&lt;b&gt;{model}&lt;/b&gt;, one head, as its config says]‏</translation>
        </message>
        <message>
            <source>The loaded model has no RoPE, so a toy head is shown. &lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
            <translation>‏[The loaded model has no RoPE, so a toy head is shown. &lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
            <translation>‏[&lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)]‏</translation>
        </message>
        <message>
            <source>{mark} These parameters cannot be used: {error}. The last good picture is kept.</source>
            <translation>‏[{mark} These parameters cannot be used: {error}. The last good picture is kept.]‏</translation>
        </message>
        <message>
            <source>{whose}: {head} ({values}); frequencies at L = {length} tokens.</source>
            <translation>‏[{whose}: {head} ({values}); frequencies at L = {length} tokens.]‏</translation>
        </message>
        <message>
            <source>{whose}: {head}; frequencies at L = {length} tokens.</source>
            <translation>‏[{whose}: {head}; frequencies at L = {length} tokens.]‏</translation>
        </message>
        <message>
            <source>Solid blue: after scaling.</source>
            <translation>‏[Solid blue: after scaling.]‏</translation>
        </message>
        <message>
            <source>Vertical line: pair {pair}.</source>
            <translation>‏[Vertical line: pair {pair}.]‏</translation>
        </message>
        <message>
            <source>Dashed: before scaling. {after} Background: {kept} {between} {slowed}. {line} Both plots have a log scale.</source>
            <translation>‏[Dashed: before scaling. {after} Background: {kept} {between} {slowed}. {line} Both plots have a log scale.]‏</translation>
        </message>
        <message>
            <source>kept</source>
            <translation>‏[kept]‏</translation>
        </message>
        <message>
            <source>between</source>
            <translation>‏[between]‏</translation>
        </message>
        <message>
            <source>slowed by the factor</source>
            <translation>‏[slowed by the factor]‏</translation>
        </message>
        <message>
            <source>original context {tokens}</source>
            <translation>‏[original context {tokens}]‏</translation>
        </message>
        <message>
            <source>{factor} × original = {tokens}</source>
            <translation>‏[{factor} × original = {tokens}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pair {pair} at position {position}&lt;/b&gt;: before scaling p·θ = {position} × {theta} = &lt;b&gt;{before} rad&lt;/b&gt; ({turns} turns); after: {position} × {scaled} = &lt;b&gt;{after} rad&lt;/b&gt; ({scaled_turns} turns).</source>
            <translation>‏[&lt;b&gt;Pair {pair} at position {position}&lt;/b&gt;: before scaling p·θ = {position} × {theta} = &lt;b&gt;{before} rad&lt;/b&gt; ({turns} turns); after: {position} × {scaled} = &lt;b&gt;{after} rad&lt;/b&gt; ({scaled_turns} turns).]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperConventions</name>
        <message>
            <source>Sinusoidal conventions switchboard</source>
            <translation>‏[Sinusoidal conventions switchboard]‏</translation>
        </message>
        <message>
            <source>Positions shown</source>
            <translation>‏[Positions shown]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sinusoidal convention&lt;/b&gt; (also the toolbar's)</source>
            <translation>‏[&lt;b&gt;Sinusoidal convention&lt;/b&gt; (also the toolbar's)]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;The table&lt;/b&gt;: positions down, columns across. Click a cell.</source>
            <translation>‏[&lt;b&gt;The table&lt;/b&gt;: positions down, columns across. Click a cell.]‏</translation>
        </message>
        <message>
            <source>Positions:</source>
            <translation>‏[Positions:]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;Used by:&lt;/b&gt; {libraries}.&lt;br&gt;{note}</source>
            <translation>‏[&lt;b&gt;Used by:&lt;/b&gt; {libraries}.&lt;br&gt;{note}]‏</translation>
        </message>
        <message>
            <source>matches the reference formula to {tolerance}</source>
            <translation>‏[matches the reference formula to {tolerance}]‏</translation>
        </message>
        <message numerus="yes">
            <source>largest difference {value} over %Ln positions × {columns} columns</source>
            <translation>
                <numerusform>‏[largest difference {value} over %Ln positions × {columns} columns]‏</numerusform>
                <numerusform>‏[largest difference {value} over %Ln positions × {columns} columns]‏</numerusform>
                <numerusform>‏[largest difference {value} over %Ln positions × {columns} columns]‏</numerusform>
                <numerusform>‏[largest difference {value} over %Ln positions × {columns} columns]‏</numerusform>
                <numerusform>‏[largest difference {value} over %Ln positions × {columns} columns]‏</numerusform>
                <numerusform>‏[largest difference {value} over %Ln positions × {columns} columns]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Position {position}, column {column}: {formula}</source>
            <translation>‏[Position {position}, column {column}: {formula}]‏</translation>
        </message>
        <message>
            <source>{cell}&lt;br&gt;&lt;i&gt;The toolbar shows {scheme}; this convention applies once you pick sinusoidal.&lt;/i&gt;</source>
            <translation>‏[{cell}&lt;br&gt;&lt;i&gt;The toolbar shows {scheme}; this convention applies once you pick sinusoidal.&lt;/i&gt;]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperLearned</name>
        <message>
            <source>offset j − i</source>
            <translation>‏[offset j − i]‏</translation>
        </message>
        <message>
            <source>mean cosine</source>
            <translation>‏[mean cosine]‏</translation>
        </message>
        <message>
            <source>position</source>
            <translation>‏[position]‏</translation>
        </message>
        <message>
            <source>row length</source>
            <translation>‏[row length]‏</translation>
        </message>
        <message>
            <source>position j</source>
            <translation>‏[position j]‏</translation>
        </message>
        <message>
            <source>position i</source>
            <translation>‏[position i]‏</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)</source>
            <translation>
                <numerusform>‏[&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)]‏</numerusform>
                <numerusform>‏[&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)]‏</numerusform>
                <numerusform>‏[&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)]‏</numerusform>
                <numerusform>‏[&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)]‏</numerusform>
                <numerusform>‏[&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)]‏</numerusform>
                <numerusform>‏[&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width})</source>
            <translation>‏[&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width})]‏</translation>
        </message>
        <message>
            <source>Cosine similarity of every pair of positions: {title}</source>
            <translation>‏[Cosine similarity of every pair of positions: {title}]‏</translation>
        </message>
        <message>
            <source>{title} on its first principal components ({shares} of the variance)</source>
            <translation>‏[{title} on its first principal components ({shares} of the variance)]‏</translation>
        </message>
        <message>
            <source>(no second component)</source>
            <translation>‏[(no second component)]‏</translation>
        </message>
        <message>
            <source>Property scores of both tables</source>
            <translation>‏[Property scores of both tables]‏</translation>
        </message>
        <message>
            <source>Property: what it measures</source>
            <translation>‏[Property: what it measures]‏</translation>
        </message>
        <message>
            <source>This table</source>
            <translation>‏[This table]‏</translation>
        </message>
        <message>
            <source>Sinusoidal</source>
            <translation>‏[Sinusoidal]‏</translation>
        </message>
        <message>
            <source>{name}:
{meaning}</source>
            <extracomment>a score's name, and on the next line what it measures</extracomment>
            <translation>‏[{name}:]‏
‏[{meaning}]‏</translation>
        </message>
        <message>
            <source>What the positions learned</source>
            <translation>‏[What the positions learned]‏</translation>
        </message>
        <message>
            <source>Rows of a formula's table</source>
            <translation>‏[Rows of a formula's table]‏</translation>
        </message>
        <message>
            <source>Rows of a formula's table:</source>
            <translation>‏[Rows of a formula's table:]‏</translation>
        </message>
        <message>
            <source>&lt;i&gt;computing…&lt;/i&gt; ({rows} × {width}, in the background; the last picture is kept until then)</source>
            <translation>‏[&lt;i&gt;computing…&lt;/i&gt; ({rows} × {width}, in the background; the last picture is kept until then)]‏</translation>
        </message>
        <message>
            <source>{mark} This table cannot be read: {error}. The last picture is kept.</source>
            <translation>‏[{mark} This table cannot be read: {error}. The last picture is kept.]‏</translation>
        </message>
        <message>
            <source>The session adds no position table</source>
            <translation>‏[The session adds no position table]‏</translation>
        </message>
        <message>
            <source>{scheme} adds no vectors to the input (RoPE turns queries and keys inside attention, ALiBi biases attention scores; 'none' adds zeros), so there is no table to read. The sinusoidal table of the same width is read beside it.</source>
            <translation>‏[{scheme} adds no vectors to the input (RoPE turns queries and keys inside attention, ALiBi biases attention scores; 'none' adds zeros), so there is no table to read. The sinusoidal table of the same width is read beside it.]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperLearnedParts</name>
        <message>
            <source>{first} position 0 → {last} position {end}</source>
            <translation>‏[{first} position 0 → {last} position {end}]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperLengths</name>
        <message>
            <source>no row: past the table</source>
            <translation>‏[no row: past the table]‏</translation>
        </message>
        <message>
            <source>{mark} {error}</source>
            <translation>‏[{mark} {error}]‏</translation>
        </message>
        <message>
            <source>a formula</source>
            <translation>‏[a formula]‏</translation>
        </message>
        <message>
            <source>inside the table</source>
            <translation>‏[inside the table]‏</translation>
        </message>
        <message numerus="yes">
            <source>all %Ln positions have a vector</source>
            <translation>
                <numerusform>‏[all %Ln positions have a vector]‏</numerusform>
                <numerusform>‏[all %Ln positions have a vector]‏</numerusform>
                <numerusform>‏[all %Ln positions have a vector]‏</numerusform>
                <numerusform>‏[all %Ln positions have a vector]‏</numerusform>
                <numerusform>‏[all %Ln positions have a vector]‏</numerusform>
                <numerusform>‏[all %Ln positions have a vector]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Sinusoidal, learned and RoPE past the training length</source>
            <translation>‏[Sinusoidal, learned and RoPE past the training length]‏</translation>
        </message>
        <message>
            <source>Input length L</source>
            <translation>‏[Input length L]‏</translation>
        </message>
        <message>
            <source>Input length L (slider)</source>
            <translation>‏[Input length L (slider)]‏</translation>
        </message>
        <message>
            <source>Rows of the learned position table</source>
            <translation>‏[Rows of the learned position table]‏</translation>
        </message>
        <message>
            <source>Sweep past the table's end</source>
            <translation>‏[Sweep past the table's end]‏</translation>
        </message>
        <message>
            <source>Length L:</source>
            <translation>‏[Length L:]‏</translation>
        </message>
        <message>
            <source>Learned table rows:</source>
            <translation>‏[Learned table rows:]‏</translation>
        </message>
        <message>
            <source>parameters: &lt;b&gt;none&lt;/b&gt;, a formula gives every position</source>
            <translation>‏[parameters: &lt;b&gt;none&lt;/b&gt;, a formula gives every position]‏</translation>
        </message>
        <message>
            <source>parameters: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; learned numbers</source>
            <translation>‏[parameters: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; learned numbers]‏</translation>
        </message>
        <message numerus="yes">
            <source>Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
            <translation>
                <numerusform>‏[Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.]‏</numerusform>
                <numerusform>‏[Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.]‏</numerusform>
                <numerusform>‏[Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.]‏</numerusform>
                <numerusform>‏[Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.]‏</numerusform>
                <numerusform>‏[Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.]‏</numerusform>
                <numerusform>‏[Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Drawn: no positions (L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
            <translation>‏[Drawn: no positions (L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.]‏</translation>
        </message>
        <message>
            <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position</source>
            <translation>‏[parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position]‏</translation>
        </message>
        <message>
            <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position ({scaling} scaling at L = {length}; cos, sin × {factor})</source>
            <translation>‏[parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position ({scaling} scaling at L = {length}; cos, sin × {factor})]‏</translation>
        </message>
        <message>
            <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position</source>
            <translation>‏[parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperLongRange</name>
        <message>
            <source>distance m (log scale)</source>
            <translation>‏[distance m (log scale)]‏</translation>
        </message>
        <message>
            <source>bound</source>
            <translation>‏[bound]‏</translation>
        </message>
        <message>
            <source>base (log scale)</source>
            <translation>‏[base (log scale)]‏</translation>
        </message>
        <message>
            <source>fails</source>
            <translation>‏[fails]‏</translation>
        </message>
        <message>
            <source>passes</source>
            <translation>‏[passes]‏</translation>
        </message>
        <message>
            <source>RoPE at long range</source>
            <translation>‏[RoPE at long range]‏</translation>
        </message>
        <message>
            <source>Base</source>
            <translation>‏[Base]‏</translation>
        </message>
        <message>
            <source>Rotated dimensions per head d</source>
            <translation>‏[Rotated dimensions per head d]‏</translation>
        </message>
        <message>
            <source>Context length L</source>
            <translation>‏[Context length L]‏</translation>
        </message>
        <message>
            <source>Base:</source>
            <translation>‏[Base:]‏</translation>
        </message>
        <message>
            <source>Head d:</source>
            <translation>‏[Head d:]‏</translation>
        </message>
        <message>
            <source>Context length L:</source>
            <translation>‏[Context length L:]‏</translation>
        </message>
        <message>
            <source>{mark} {error}. The last picture is kept.</source>
            <translation>‏[{mark} {error}. The last picture is kept.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;{whose}&lt;/b&gt;: base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
            <translation>‏[&lt;b&gt;{whose}&lt;/b&gt;: base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).]‏</translation>
        </message>
        <message>
            <source>RoFormer's bound against distance ({whose}): base {base}, d = {d}, L = {length}</source>
            <translation>‏[RoFormer's bound against distance ({whose}): base {base}, d = {d}, L = {length}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;{whose}&lt;/b&gt; (changed in the boxes above): base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
            <translation>‏[&lt;b&gt;{whose}&lt;/b&gt; (changed in the boxes above): base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).]‏</translation>
        </message>
        <message>
            <source>RoFormer's bound against distance ({whose}, changed in the boxes above): base {base}, d = {d}, L = {length}</source>
            <translation>‏[RoFormer's bound against distance ({whose}, changed in the boxes above): base {base}, d = {d}, L = {length}]‏</translation>
        </message>
        <message>
            <source>RoFormer's upper bound of a query–key score m positions apart, {formula} (dashed line: L). {caption}</source>
            <translation>‏[RoFormer's upper bound of a query–key score m positions apart, {formula} (dashed line: L). {caption}]‏</translation>
        </message>
        <message>
            <source>&lt;i&gt;computing…&lt;/i&gt; the smallest base for d = {d}, L = {length} (in the background; the last answer is kept until then)</source>
            <translation>‏[&lt;i&gt;computing…&lt;/i&gt; the smallest base for d = {d}, L = {length} (in the background; the last answer is kept until then)]‏</translation>
        </message>
        <message>
            <source>{mark} The search failed: {error}. The last answer is kept.</source>
            <translation>‏[{mark} The search failed: {error}. The last answer is kept.]‏</translation>
        </message>
        <message>
            <source>Dots: every base scanned, all failing.</source>
            <translation>‏[Dots: every base scanned, all failing.]‏</translation>
        </message>
        <message>
            <source>Dots: the bases scanned from {steps} grid steps below the first pass (up: keeps the condition; down, crosses: fails; every smaller base scanned fails).</source>
            <translation>‏[Dots: the bases scanned from {steps} grid steps below the first pass (up: keeps the condition; down, crosses: fails; every smaller base scanned fails).]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperOneHot</name>
        <message>
            <source>One-hot vector against a learned row</source>
            <translation>‏[One-hot vector against a learned row]‏</translation>
        </message>
        <message>
            <source>Play the look-up again</source>
            <translation>‏[Play the look-up again]‏</translation>
        </message>
        <message>
            <source>Cosine of the focused word's row with every row of E</source>
            <translation>‏[Cosine of the focused word's row with every row of E]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;Cosine with each word of the sentence&lt;/b&gt; (focused word in bold)</source>
            <translation>‏[&lt;b&gt;Cosine with each word of the sentence&lt;/b&gt; (focused word in bold)]‏</translation>
        </message>
        <message>
            <source>Two different one-hot vectors never share a 1, so their cosine is always 0: every word is equally unlike every other. Learned rows are trained so that words used alike point alike, and their cosine says how much.</source>
            <translation>‏[Two different one-hot vectors never share a 1, so their cosine is always 0: every word is equally unlike every other. Learned rows are trained so that words used alike point alike, and their cosine says how much.]‏</translation>
        </message>
        <message>
            <source>Type a sentence: its focused word is shown here.</source>
            <translation>‏[Type a sentence: its focused word is shown here.]‏</translation>
        </message>
        <message>
            <source>“{word}” is not in the vocabulary: it has no one-hot slot and no row of E (it is shown as [UNK], a vector of zeros).</source>
            <translation>‏[“{word}” is not in the vocabulary: it has no one-hot slot and no row of E (it is shown as [UNK], a vector of zeros).]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;one-hot(“{word}”) · E = E[{id}]&lt;/b&gt; &amp;nbsp; a |V| = {rows}-wide vector of zeros with one 1, times the {rows} × {width} table, leaves row {id}: {width} numbers (largest difference from the row: {residual})</source>
            <translation>‏[&lt;b&gt;one-hot(“{word}”) · E = E[{id}]&lt;/b&gt; &amp;nbsp; a |V| = {rows}-wide vector of zeros with one 1, times the {rows} × {width} table, leaves row {id}: {width} numbers (largest difference from the row: {residual})]‏</translation>
        </message>
        <message numerus="yes">
            <source>Closest rows to “{word}”: searching all %Ln rows of E…</source>
            <translation>
                <numerusform>‏[Closest rows to “{word}”: searching all %Ln rows of E…]‏</numerusform>
                <numerusform>‏[Closest rows to “{word}”: searching all %Ln rows of E…]‏</numerusform>
                <numerusform>‏[Closest rows to “{word}”: searching all %Ln rows of E…]‏</numerusform>
                <numerusform>‏[Closest rows to “{word}”: searching all %Ln rows of E…]‏</numerusform>
                <numerusform>‏[Closest rows to “{word}”: searching all %Ln rows of E…]‏</numerusform>
                <numerusform>‏[Closest rows to “{word}”: searching all %Ln rows of E…]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Closest rows to “{word}” could not be computed: {error}</source>
            <translation>‏[Closest rows to “{word}” could not be computed: {error}]‏</translation>
        </message>
        <message>
            <source>Closest rows to “{word}” in all of E (an illustrative random table): {words}</source>
            <translation>‏[Closest rows to “{word}” in all of E (an illustrative random table): {words}]‏</translation>
        </message>
        <message>
            <source>Closest rows to “{word}” in all of E: {words}</source>
            <translation>‏[Closest rows to “{word}” in all of E: {words}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;one-hot · E = a row of E&lt;/b&gt;</source>
            <translation>‏[&lt;b&gt;one-hot · E = a row of E&lt;/b&gt;]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperOneHotParts</name>
        <message>
            <source>E: {rows} × {width}</source>
            <translation>‏[E: {rows} × {width}]‏</translation>
        </message>
        <message>
            <source>E: {rows} × {width} (first {shown} of {width} columns)</source>
            <translation>‏[E: {rows} × {width} (first {shown} of {width} columns)]‏</translation>
        </message>
        <message numerus="yes">
            <source>one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn</source>
            <translation>
                <numerusform>‏[one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn]‏</numerusform>
                <numerusform>‏[one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn]‏</numerusform>
                <numerusform>‏[one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn]‏</numerusform>
                <numerusform>‏[one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn]‏</numerusform>
                <numerusform>‏[one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn]‏</numerusform>
                <numerusform>‏[one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>one-hot: {size} numbers, stood on end (entry v multiplies row v)</source>
            <translation>‏[one-hot: {size} numbers, stood on end (entry v multiplies row v)]‏</translation>
        </message>
        <message>
            <source>pos</source>
            <translation>‏[pos]‏</translation>
        </message>
        <message>
            <source>word</source>
            <translation>‏[word]‏</translation>
        </message>
        <message>
            <source>one-hot</source>
            <translation>‏[one-hot]‏</translation>
        </message>
        <message>
            <source>row of E</source>
            <translation>‏[row of E]‏</translation>
        </message>
        <message>
            <source>no row</source>
            <translation>‏[no row]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperOrder</name>
        <message>
            <source>Why order matters: a toy attention</source>
            <translation>‏[Why order matters: a toy attention]‏</translation>
        </message>
        <message>
            <source>swap two words</source>
            <translation>‏[swap two words]‏</translation>
        </message>
        <message>
            <source>reverse the sentence</source>
            <translation>‏[reverse the sentence]‏</translation>
        </message>
        <message>
            <source>First word to swap (position)</source>
            <translation>‏[First word to swap (position)]‏</translation>
        </message>
        <message>
            <source>Second word to swap (position)</source>
            <translation>‏[Second word to swap (position)]‏</translation>
        </message>
        <message>
            <source>the toolbar's positions</source>
            <translation>‏[the toolbar's positions]‏</translation>
        </message>
        <message>
            <source>ALiBi: a bias on the scores</source>
            <translation>‏[ALiBi: a bias on the scores]‏</translation>
        </message>
        <message>
            <source>ALiBi head</source>
            <translation>‏[ALiBi head]‏</translation>
        </message>
        <message>
            <source>head {number} of {heads}</source>
            <extracomment>the spin box's text around the head's number: "head 3 of 8"</extracomment>
            <translation>‏[head {number} of {heads}]‏</translation>
        </message>
        <message>
            <source>Reorder:</source>
            <translation>‏[Reorder:]‏</translation>
        </message>
        <message>
            <source>words</source>
            <translation>‏[words]‏</translation>
        </message>
        <message>
            <source>and</source>
            <translation>‏[and]‏</translation>
        </message>
        <message>
            <source>Lower row:</source>
            <translation>‏[Lower row:]‏</translation>
        </message>
        <message>
            <source>One row per word: its attention over the words (each row sums to 1). White 0, darkest red the largest weight of the four.</source>
            <translation>‏[One row per word: its attention over the words (each row sums to 1). White 0, darkest red the largest weight of the four.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;ALiBi&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;), X = token rows with nothing added. Head {head}: m = {slope} (the {heads} heads: {slopes}). A decoder: keys after the query are masked.</source>
            <translation>‏[&lt;b&gt;ALiBi&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;), X = token rows with nothing added. Head {head}: m = {slope} (the {heads} heads: {slopes}). A decoder: keys after the query are masked.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;RoPE&lt;/b&gt;: softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d), each token row turned by its position; nothing is added to X.</source>
            <translation>‏[&lt;b&gt;RoPE&lt;/b&gt;: softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d), each token row turned by its position; nothing is added to X.]‏</translation>
        </message>
        <message>
            <source>learned table</source>
            <translation>‏[learned table]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;Positions added&lt;/b&gt;, {name}: softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d), Z = token rows + position rows.</source>
            <translation>‏[&lt;b&gt;Positions added&lt;/b&gt;, {name}: softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d), Z = token rows + position rows.]‏</translation>
        </message>
        <message numerus="yes">
            <source>perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
            <translation>
                <numerusform>‏[perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.]‏</numerusform>
                <numerusform>‏[perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.]‏</numerusform>
                <numerusform>‏[perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.]‏</numerusform>
                <numerusform>‏[perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.]‏</numerusform>
                <numerusform>‏[perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.]‏</numerusform>
                <numerusform>‏[perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>perm = {perm}: new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
            <translation>‏[perm = {perm}: new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;as written:&lt;/b&gt; {words}</source>
            <translation>‏[&lt;b&gt;as written:&lt;/b&gt; {words}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;reordered:&lt;/b&gt; {words}</source>
            <translation>‏[&lt;b&gt;reordered:&lt;/b&gt; {words}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;No positions&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d), X = token rows</source>
            <translation>‏[&lt;b&gt;No positions&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d), X = token rows]‏</translation>
        </message>
        <message>
            <source>only moved with the words (P·A·P&lt;sup&gt;T&lt;/sup&gt;): both orders look the same to it</source>
            <translation>‏[only moved with the words (P·A·P&lt;sup&gt;T&lt;/sup&gt;): both orders look the same to it]‏</translation>
        </message>
        <message>
            <source>largest difference {value}</source>
            <translation>‏[largest difference {value}]‏</translation>
        </message>
        <message>
            <source>the weights themselves changed: order now matters</source>
            <translation>‏[the weights themselves changed: order now matters]‏</translation>
        </message>
        <message>
            <source>no change: this reordering swaps identical words</source>
            <translation>‏[no change: this reordering swaps identical words]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperRelative</name>
        <message>
            <source>Relative position: similarity and the shift matrix</source>
            <translation>‏[Relative position: similarity and the shift matrix]‏</translation>
        </message>
        <message>
            <source>Positions in the similarity table</source>
            <translation>‏[Positions in the similarity table]‏</translation>
        </message>
        <message>
            <source>Offset k of the shift matrix</source>
            <translation>‏[Offset k of the shift matrix]‏</translation>
        </message>
        <message>
            <source>sinusoidal (the toolbar's convention)</source>
            <translation>‏[sinusoidal (the toolbar's convention)]‏</translation>
        </message>
        <message>
            <source>learned (the model's own, or illustrative)</source>
            <translation>‏[learned (the model's own, or illustrative)]‏</translation>
        </message>
        <message>
            <source>Positions:</source>
            <translation>‏[Positions:]‏</translation>
        </message>
        <message>
            <source>Offset k:</source>
            <translation>‏[Offset k:]‏</translation>
        </message>
        <message>
            <source>Table:</source>
            <translation>‏[Table:]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;PE(p) · PE(q)&lt;/b&gt; for positions p (down) and q (across). Outlined: the diagonal q − p = k = {k}. Click a cell to pick its offset.</source>
            <translation>‏[&lt;b&gt;PE(p) · PE(q)&lt;/b&gt; for positions p (down) and q (across). Outlined: the diagonal q − p = k = {k}. Click a cell to pick its offset.]‏</translation>
        </message>
        <message>
            <source>every diagonal is constant: the similarity depends only on q − p</source>
            <translation>‏[every diagonal is constant: the similarity depends only on q − p]‏</translation>
        </message>
        <message>
            <source>the diagonals are not constant: this table does not encode offsets</source>
            <translation>‏[the diagonals are not constant: this table does not encode offsets]‏</translation>
        </message>
        <message>
            <source>largest change along a diagonal {value}</source>
            <translation>‏[largest change along a diagonal {value}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
            <translation>‏[&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (its top-left {shown} × {shown} of {d} × {d}): a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
            <translation>‏[&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (its top-left {shown} × {shown} of {d} × {d}): a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.]‏</translation>
        </message>
        <message>
            <source>M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k}) for every p from 0 to {last}</source>
            <translation>‏[M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k}) for every p from 0 to {last}]‏</translation>
        </message>
        <message>
            <source>largest difference {value}</source>
            <translation>‏[largest difference {value}]‏</translation>
        </message>
        <message>
            <source>no shift matrix</source>
            <translation>‏[no shift matrix]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperRope</name>
        <message>
            <source>interleaved: pairs (2i, 2i+1), RoFormer, Meta's Llama, GPT-J</source>
            <translation>‏[interleaved: pairs (2i, 2i+1), RoFormer, Meta's Llama, GPT-J]‏</translation>
        </message>
        <message>
            <source>rotate_half: pairs (i, i + r/2), Hugging Face Llama, GPT-NeoX</source>
            <translation>‏[rotate_half: pairs (i, i + r/2), Hugging Face Llama, GPT-NeoX]‏</translation>
        </message>
        <message>
            <source>RoPE: rotating queries and keys</source>
            <translation>‏[RoPE: rotating queries and keys]‏</translation>
        </message>
        <message>
            <source>Rotated pair i</source>
            <translation>‏[Rotated pair i]‏</translation>
        </message>
        <message>
            <source>Position of the key word</source>
            <translation>‏[Position of the key word]‏</translation>
        </message>
        <message>
            <source>Shift both words by this many positions</source>
            <translation>‏[Shift both words by this many positions]‏</translation>
        </message>
        <message>
            <source>Move both along</source>
            <translation>‏[Move both along]‏</translation>
        </message>
        <message>
            <source>Pairing:</source>
            <translation>‏[Pairing:]‏</translation>
        </message>
        <message>
            <source>Pair i:</source>
            <translation>‏[Pair i:]‏</translation>
        </message>
        <message>
            <source>Key word:</source>
            <translation>‏[Key word:]‏</translation>
        </message>
        <message>
            <source>Shift both by:</source>
            <translation>‏[Shift both by:]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;q·k against the offset&lt;/b&gt;, computed three times: key at position 0 or later (wide orange), 100 or later (dashes), 10,000 or later (blue dots). The dot: the current m and n (all pairs summed; the dial shows one pair).</source>
            <translation>‏[&lt;b&gt;q·k against the offset&lt;/b&gt;, computed three times: key at position 0 or later (wide orange), 100 or later (dashes), 10,000 or later (blue dots). The dot: the current m and n (all pairs summed; the dial shows one pair).]‏</translation>
        </message>
        <message>
            <source>RoPE rotates pairs of dimensions, so it needs an even d_model; d_model is {d}.</source>
            <translation>‏[RoPE rotates pairs of dimensions, so it needs an even d_model; d_model is {d}.]‏</translation>
        </message>
        <message>
            <source>Type a sentence to get queries and keys.</source>
            <translation>‏[Type a sentence to get queries and keys.]‏</translation>
        </message>
        <message>
            <source>the model's own pairing</source>
            <translation>‏[the model's own pairing]‏</translation>
        </message>
        <message>
            <source>q of “{word}” at m = {m}: turned {m}·θ = {angle} rad</source>
            <translation>‏[q of “{word}” at m = {m}: turned {m}·θ = {angle} rad]‏</translation>
        </message>
        <message>
            <source>k of “{word}” at n = {n}: turned {n}·θ = {angle} rad</source>
            <translation>‏[k of “{word}” at n = {n}: turned {n}·θ = {angle} rad]‏</translation>
        </message>
        <message>
            <source>dimensions {first} and {second}, θ = {theta} rad per position</source>
            <translation>‏[dimensions {first} and {second}, θ = {theta} rad per position]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;One head of {model}&lt;/b&gt; (every head turns alike)</source>
            <translation>‏[&lt;b&gt;One head of {model}&lt;/b&gt; (every head turns alike)]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;The lesson's toy&lt;/b&gt; turns all of d&lt;sub&gt;model&lt;/sub&gt; as one head</source>
            <translation>‏[&lt;b&gt;The lesson's toy&lt;/b&gt; turns all of d&lt;sub&gt;model&lt;/sub&gt; as one head]‏</translation>
        </message>
        <message>
            <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length} (unscaled {unscaled}; cos, sin × attention factor {factor}).</source>
            <translation>‏[{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length} (unscaled {unscaled}; cos, sin × attention factor {factor}).]‏</translation>
        </message>
        <message>
            <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length}.</source>
            <translation>‏[{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length}.]‏</translation>
        </message>
        <message>
            <source>Pair {pair} = dimensions ({first}, {second}). &lt;b&gt;q·k = {score}&lt;/b&gt; at m − n = {offset}. q and k are &lt;i&gt;illustrative&lt;/i&gt;: each word's row of E times seeded random W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt; (seed {seed}), not trained weights.</source>
            <translation>‏[Pair {pair} = dimensions ({first}, {second}). &lt;b&gt;q·k = {score}&lt;/b&gt; at m − n = {offset}. q and k are &lt;i&gt;illustrative&lt;/i&gt;: each word's row of E times seeded random W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt; (seed {seed}), not trained weights.]‏</translation>
        </message>
        <message>
            <source>“{word}” is not in the vocabulary: its row is zeros, so its vector is 0. {summary}</source>
            <translation>‏[“{word}” is not in the vocabulary: its row is zeros, so its vector is 0. {summary}]‏</translation>
        </message>
        <message>
            <source>the curves coincide: the score depends only on m − n, not on where the pair sits</source>
            <translation>‏[the curves coincide: the score depends only on m − n, not on where the pair sits]‏</translation>
        </message>
        <message>
            <source>largest gap between curves {value}</source>
            <translation>‏[largest gap between curves {value}]‏</translation>
        </message>
        <message>
            <source>Interleaved vs rotate_half with the same W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;: scores differ by {gap}. {check}</source>
            <translation>‏[Interleaved vs rotate_half with the same W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;: scores differ by {gap}. {check}]‏</translation>
        </message>
        <message>
            <source>after permuting W's columns (2i, 2i+1) → (i, i + {half}) they agree</source>
            <translation>‏[after permuting W's columns (2i, 2i+1) → (i, i + {half}) they agree]‏</translation>
        </message>
        <message>
            <source>difference {value}</source>
            <translation>‏[difference {value}]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperRopeParts</name>
        <message>
            <source>dim {index}</source>
            <extracomment>an axis of the dial: one dimension of q and k</extracomment>
            <translation>‏[dim {index}]‏</translation>
        </message>
        <message>
            <source>offset m − n</source>
            <translation>‏[offset m − n]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperShapes</name>
        <message>
            <source>model</source>
            <translation>‏[model]‏</translation>
        </message>
        <message>
            <source>positions</source>
            <translation>‏[positions]‏</translation>
        </message>
        <message>
            <source>{scheme}:
{rows} × {width} = {count}</source>
            <extracomment>a learned position table's cell: the scheme's name, then its rows x width = its numbers</extracomment>
            <translation>‏[{scheme}:]‏
‏[{rows} × {width} = {count}]‏</translation>
        </message>
        <message>
            <source>both d = {width} wide; heights on a log scale</source>
            <translation>‏[both d = {width} wide; heights on a log scale]‏</translation>
        </message>
        <message>
            <source>input</source>
            <translation>‏[input]‏</translation>
        </message>
        <message>
            <source>{name}: {rows} × {width}</source>
            <translation>‏[{name}: {rows} × {width}]‏</translation>
        </message>
        <message>
            <source>Shapes of the embedding table and of the input</source>
            <translation>‏[Shapes of the embedding table and of the input]‏</translation>
        </message>
        <message>
            <source>Imagined input length</source>
            <translation>‏[Imagined input length]‏</translation>
        </message>
        <message>
            <source>Shapes of real models' tables</source>
            <translation>‏[Shapes of real models' tables]‏</translation>
        </message>
        <message>
            <source>your sentence</source>
            <translation>‏[your sentence]‏</translation>
        </message>
        <message numerus="yes">
            <source>%Ln tokens</source>
            <translation>
                <numerusform>‏[%Ln tokens]‏</numerusform>
                <numerusform>‏[%Ln tokens]‏</numerusform>
                <numerusform>‏[%Ln tokens]‏</numerusform>
                <numerusform>‏[%Ln tokens]‏</numerusform>
                <numerusform>‏[%Ln tokens]‏</numerusform>
                <numerusform>‏[%Ln tokens]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Imagine a longer input&lt;/b&gt; (drag: 1 to {most} tokens)</source>
            <translation>‏[&lt;b&gt;Imagine a longer input&lt;/b&gt; (drag: 1 to {most} tokens)]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;Real models&lt;/b&gt; (from their published configurations)</source>
            <translation>‏[&lt;b&gt;Real models&lt;/b&gt; (from their published configurations)]‏</translation>
        </message>
        <message>
            <source>A learned position table is one more matrix, L&lt;sub&gt;max&lt;/sub&gt; × d, and it caps the input length. RoPE rotates queries and keys inside attention, so Llama 3 has no position table at all. The first row follows the toolbar.</source>
            <translation>‏[A learned position table is one more matrix, L&lt;sub&gt;max&lt;/sub&gt; × d, and it caps the input length. RoPE rotates queries and keys inside attention, so Llama 3 has no position table at all. The first row follows the toolbar.]‏</translation>
        </message>
        <message numerus="yes">
            <source>&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;</source>
            <translation>
                <numerusform>‏[&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;]‏</numerusform>
                <numerusform>‏[&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;]‏</numerusform>
                <numerusform>‏[&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;]‏</numerusform>
                <numerusform>‏[&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;]‏</numerusform>
                <numerusform>‏[&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;]‏</numerusform>
                <numerusform>‏[&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; numbers: set by the vocabulary, never by the input.&lt;br&gt;&lt;b&gt;This sentence&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;: grows with every token you type.&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;: a design choice, the same for every token and every input.</source>
            <translation>‏[&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; numbers: set by the vocabulary, never by the input.&lt;br&gt;&lt;b&gt;This sentence&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;: grows with every token you type.&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;: a design choice, the same for every token and every input.]‏</translation>
        </message>
    </context>
    <context>
        <name>DeeperTabs</name>
        <message>
            <source>One-hot vs row</source>
            <translation>‏[One-hot vs row]‏</translation>
        </message>
        <message>
            <source>One-hot times E is a look-up; only learned rows carry meaning</source>
            <translation>‏[One-hot times E is a look-up; only learned rows carry meaning]‏</translation>
        </message>
        <message>
            <source>Shapes</source>
            <translation>‏[Shapes]‏</translation>
        </message>
        <message>
            <source>E is |V| x d, a sentence is L x d, d is fixed by design</source>
            <translation>‏[E is |V| x d, a sentence is L x d, d is fixed by design]‏</translation>
        </message>
        <message>
            <source>Past the table</source>
            <translation>‏[Past the table]‏</translation>
        </message>
        <message>
            <source>Sinusoidal, learned and RoPE past the longest training length</source>
            <translation>‏[Sinusoidal, learned and RoPE past the longest training length]‏</translation>
        </message>
        <message>
            <source>Relative</source>
            <translation>‏[Relative]‏</translation>
        </message>
        <message>
            <source>PE.PE^T depends only on the offset; M_k shifts every position by k</source>
            <translation>‏[PE.PE^T depends only on the offset; M_k shifts every position by k]‏</translation>
        </message>
        <message>
            <source>RoPE</source>
            <translation>‏[RoPE]‏</translation>
        </message>
        <message>
            <source>q and k rotate; their score depends only on m - n</source>
            <translation>‏[q and k rotate; their score depends only on m - n]‏</translation>
        </message>
        <message>
            <source>Why order</source>
            <translation>‏[Why order]‏</translation>
        </message>
        <message>
            <source>A toy attention is blind to word order until positions are added</source>
            <translation>‏[A toy attention is blind to word order until positions are added]‏</translation>
        </message>
        <message>
            <source>Conventions</source>
            <translation>‏[Conventions]‏</translation>
        </message>
        <message>
            <source>The sinusoidal conventions of the libraries, checked against their formulas</source>
            <translation>‏[The sinusoidal conventions of the libraries, checked against their formulas]‏</translation>
        </message>
        <message>
            <source>What positions learned</source>
            <translation>‏[What positions learned]‏</translation>
        </message>
        <message>
            <source>A position table's similarity, principal components, norms and property scores, beside sinusoidal</source>
            <translation>‏[A position table's similarity, principal components, norms and property scores, beside sinusoidal]‏</translation>
        </message>
        <message>
            <source>RoPE at long range</source>
            <translation>‏[RoPE at long range]‏</translation>
        </message>
        <message>
            <source>RoFormer's decaying bound, and the smallest base that keeps a context length</source>
            <translation>‏[RoFormer's decaying bound, and the smallest base that keeps a context length]‏</translation>
        </message>
        <message>
            <source>Context extension</source>
            <translation>‏[Context extension]‏</translation>
        </message>
        <message>
            <source>How RoPE scaling lets a model read past its training length: each pair's frequency before and after</source>
            <translation>‏[How RoPE scaling lets a model read past its training length: each pair's frequency before and after]‏</translation>
        </message>
        <message>
            <source>Relative buckets</source>
            <translation>‏[Relative buckets]‏</translation>
        </message>
        <message>
            <source>T5's buckets and DeBERTa's relative positions: what attention reads for each query and key</source>
            <translation>‏[T5's buckets and DeBERTa's relative positions: what attention reads for each query and key]‏</translation>
        </message>
        <message>
            <source>Deeper idea {number}: {title}</source>
            <translation>‏[Deeper idea {number}: {title}]‏</translation>
        </message>
        <message>
            <source>{number} {title}</source>
            <extracomment>a sub-tab's label: its number, then its title</extracomment>
            <translation>‏[{number} {title}]‏</translation>
        </message>
    </context>
    <context>
        <name>EmbeddingTable</name>
        <message>
            <source>{id} · (cannot be decoded)</source>
            <translation>‏[{id} · (cannot be decoded)]‏</translation>
        </message>
        <message>
            <source>Embedding table</source>
            <translation>‏[Embedding table]‏</translation>
        </message>
        <message>
            <source>Embedding table E, one row per vocabulary word</source>
            <translation>‏[Embedding table E, one row per vocabulary word]‏</translation>
        </message>
        <message>
            <source>One-hot vector of the focused word</source>
            <translation>‏[One-hot vector of the focused word]‏</translation>
        </message>
        <message>
            <source>The focused word's row of E</source>
            <translation>‏[The focused word's row of E]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (illustrative: seeded random values, not learned). Bold rows: words in the sentence.</source>
            <translation>‏[&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (illustrative: seeded random values, not learned). Bold rows: words in the sentence.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (the lesson's hand-written values). Bold rows: words in the sentence.</source>
            <translation>‏[&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (the lesson's hand-written values). Bold rows: words in the sentence.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (values from the model file). Bold rows: words in the sentence.</source>
            <translation>‏[&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (values from the model file). Bold rows: words in the sentence.]‏</translation>
        </message>
        <message>
            <source>E: {rows} rows × {width} columns, one row per vocabulary token.</source>
            <translation>‏[E: {rows} rows × {width} columns, one row per vocabulary token.]‏</translation>
        </message>
        <message>
            <source>No word is focused.</source>
            <translation>‏[No word is focused.]‏</translation>
        </message>
        <message>
            <source>The focused word {word} is not in the vocabulary: no row.</source>
            <translation>‏[The focused word {word} is not in the vocabulary: no row.]‏</translation>
        </message>
        <message>
            <source>Focused word {word}, id {id}, row {id}: {values}.</source>
            <translation>‏[Focused word {word}, id {id}, row {id}: {values}.]‏</translation>
        </message>
        <message>
            <source>“{word}” (id {id}) is not in the sentence; type it to follow it through the layer.</source>
            <translation>‏[“{word}” (id {id}) is not in the sentence; type it to follow it through the layer.]‏</translation>
        </message>
        <message>
            <source>No token in focus: type a sentence above.</source>
            <translation>‏[No token in focus: type a sentence above.]‏</translation>
        </message>
        <message>
            <source>“{word}” is not in the vocabulary: it gets the {unk} id {id}. This table has no row for it, so its token vector is all zeros.</source>
            <translation>‏[“{word}” is not in the vocabulary: it gets the {unk} id {id}. This table has no row for it, so its token vector is all zeros.]‏</translation>
        </message>
        <message>
            <source>Focused: “{word}” → id {id}, row {id} of E</source>
            <translation>‏[Focused: “{word}” → id {id}, row {id} of E]‏</translation>
        </message>
        <message>
            <source>one-hot ({width} wide):</source>
            <translation>‏[one-hot ({width} wide):]‏</translation>
        </message>
        <message numerus="yes">
            <source>%Ln numbers, all 0 but a single 1 at index {id}</source>
            <translation>
                <numerusform>‏[%Ln numbers, all 0 but a single 1 at index {id}]‏</numerusform>
                <numerusform>‏[%Ln numbers, all 0 but a single 1 at index {id}]‏</numerusform>
                <numerusform>‏[%Ln numbers, all 0 but a single 1 at index {id}]‏</numerusform>
                <numerusform>‏[%Ln numbers, all 0 but a single 1 at index {id}]‏</numerusform>
                <numerusform>‏[%Ln numbers, all 0 but a single 1 at index {id}]‏</numerusform>
                <numerusform>‏[%Ln numbers, all 0 but a single 1 at index {id}]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>its row of E ({width} wide):</source>
            <translation>‏[its row of E ({width} wide):]‏</translation>
        </message>
        <message numerus="yes">
            <source>Nearest rows by cosine: searching all %Ln rows…</source>
            <translation>
                <numerusform>‏[Nearest rows by cosine: searching all %Ln rows…]‏</numerusform>
                <numerusform>‏[Nearest rows by cosine: searching all %Ln rows…]‏</numerusform>
                <numerusform>‏[Nearest rows by cosine: searching all %Ln rows…]‏</numerusform>
                <numerusform>‏[Nearest rows by cosine: searching all %Ln rows…]‏</numerusform>
                <numerusform>‏[Nearest rows by cosine: searching all %Ln rows…]‏</numerusform>
                <numerusform>‏[Nearest rows by cosine: searching all %Ln rows…]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Nearest rows could not be computed: {reason}</source>
            <translation>‏[Nearest rows could not be computed: {reason}]‏</translation>
        </message>
        <message>
            <source>Nearest rows by cosine: {rows}</source>
            <translation>‏[Nearest rows by cosine: {rows}]‏</translation>
        </message>
        <message>
            <source>Between two different one-hot vectors the cosine is always 0: only learned rows can put similar words close together.</source>
            <translation>‏[Between two different one-hot vectors the cosine is always 0: only learned rows can put similar words close together.]‏</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <source>The log file {path} cannot be written ({reason}); posviz goes on without a log.</source>
            <translation>‏[The log file {path} cannot be written ({reason}); posviz goes on without a log.]‏</translation>
        </message>
        <message>
            <source>Something went wrong and was not done: {reason}. posviz kept its last good state.</source>
            <translation>‏[Something went wrong and was not done: {reason}. posviz kept its last good state.]‏</translation>
        </message>
    </context>
    <context>
        <name>ExportNames</name>
        <message>
            <source>Whole window</source>
            <translation>‏[Whole window]‏</translation>
        </message>
        <message>
            <source>Embedding table E</source>
            <translation>‏[Embedding table E]‏</translation>
        </message>
        <message>
            <source>Z, the input to layer 1</source>
            <translation>‏[Z, the input to layer 1]‏</translation>
        </message>
        <message>
            <source>Token row + position row</source>
            <translation>‏[Token row + position row]‏</translation>
        </message>
        <message>
            <source>Position heatmap</source>
            <translation>‏[Position heatmap]‏</translation>
        </message>
        <message>
            <source>Position similarity (cosine)</source>
            <translation>‏[Position similarity (cosine)]‏</translation>
        </message>
        <message>
            <source>Position table's principal components</source>
            <translation>‏[Position table's principal components]‏</translation>
        </message>
        <message>
            <source>RoPE's long-range bound</source>
            <translation>‏[RoPE's long-range bound]‏</translation>
        </message>
        <message>
            <source>cannot tell the format from no extension; end the file name with {endings}</source>
            <translation>‏[cannot tell the format from no extension; end the file name with {endings}]‏</translation>
        </message>
        <message>
            <source>cannot tell the format from {suffix}; end the file name with {endings}</source>
            <translation>‏[cannot tell the format from {suffix}; end the file name with {endings}]‏</translation>
        </message>
        <message>
            <source>unknown panel {panel}; choose one of {panels}</source>
            <translation>‏[unknown panel {panel}; choose one of {panels}]‏</translation>
        </message>
        <message>
            <source>the whole window is a picture: export it as .png or .svg, not .{format} (panels with tables: {panels})</source>
            <translation>‏[the whole window is a picture: export it as .png or .svg, not .{format} (panels with tables: {panels})]‏</translation>
        </message>
        <message>
            <source>the sentence has no tokens, so there is no sum to export</source>
            <translation>‏[the sentence has no tokens, so there is no sum to export]‏</translation>
        </message>
        <message>
            <source>the {panel} view has no table of numbers; choose one of {panels}</source>
            <translation>‏[the {panel} view has no table of numbers; choose one of {panels}]‏</translation>
        </message>
    </context>
    <context>
        <name>ExportText</name>
        <message>
            <source>cannot make a {width} × {height} image at {scale}× (out of memory?)</source>
            <translation>‏[cannot make a {width} × {height} image at {scale}× (out of memory?)]‏</translation>
        </message>
        <message>
            <source>cannot write {path}: Qt could not save the PNG</source>
            <translation>‏[cannot write {path}: Qt could not save the PNG]‏</translation>
        </message>
        <message>
            <source>cannot write {path}: Qt could not start the SVG</source>
            <translation>‏[cannot write {path}: Qt could not start the SVG]‏</translation>
        </message>
    </context>
    <context>
        <name>FamilyTable</name>
        <message>
            <source>No token-type row and no normalisation before block 1 (its normalisation is inside the block).</source>
            <translation>‏[No token-type row and no normalisation before block 1 (its normalisation is inside the block).]‏</translation>
        </message>
        <message>
            <source>No token-type row and no normalisation before block 1: it receives z itself (its LayerNorm ln_1 is inside the block).</source>
            <translation>‏[No token-type row and no normalisation before block 1: it receives z itself (its LayerNorm ln_1 is inside the block).]‏</translation>
        </message>
        <message>
            <source>No token-type row.</source>
            <translation>‏[No token-type row.]‏</translation>
        </message>
        <message>
            <source>No token-type (segment) table: DistilBERT dropped it.</source>
            <translation>‏[No token-type (segment) table: DistilBERT dropped it.]‏</translation>
        </message>
        <message>
            <source>No LayerNorm before block 1: XLM-R XL normalises inside each block (pre-LayerNorm).</source>
            <translation>‏[No LayerNorm before block 1: XLM-R XL normalises inside each block (pre-LayerNorm).]‏</translation>
        </message>
        <message>
            <source>No token-type (segment) table.</source>
            <translation>‏[No token-type (segment) table.]‏</translation>
        </message>
        <message>
            <source>posviz does not know this kind of model: config.json says model_type {model_type} (architectures {architectures}, tensors {sample}), and posviz opens only input layers it has checked against the reference library. Known families: {known}.</source>
            <translation>‏[posviz does not know this kind of model: config.json says model_type {model_type} (architectures {architectures}, tensors {sample}), and posviz opens only input layers it has checked against the reference library. Known families: {known}.]‏</translation>
        </message>
        <message>
            <source>posviz does not know this kind of model: config.json has no model_type, architectures {architectures}, and its tensors include {sample}. Known families: {known}.</source>
            <translation>‏[posviz does not know this kind of model: config.json has no model_type, architectures {architectures}, and its tensors include {sample}. Known families: {known}.]‏</translation>
        </message>
        <message>
            <source>config.json names no model_type; posviz read it as {family} from its architecture name {architecture}.</source>
            <translation>‏[config.json names no model_type; posviz read it as {family} from its architecture name {architecture}.]‏</translation>
        </message>
        <message>
            <source>config.json names no model_type or known architecture; posviz read it as {family} from its tensor names ({tensor}).</source>
            <translation>‏[config.json names no model_type or known architecture; posviz read it as {family} from its tensor names ({tensor}).]‏</translation>
        </message>
    </context>
    <context>
        <name>FileMenu</name>
        <message>
            <source>posviz lecture state (*.posviz);;All files (*)</source>
            <translation>‏[posviz lecture state (*.posviz);;All files (*)]‏</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>‏[PNG image (*.png)]‏</translation>
        </message>
        <message>
            <source>SVG drawing (*.svg)</source>
            <translation>‏[SVG drawing (*.svg)]‏</translation>
        </message>
        <message>
            <source>CSV table (*.csv)</source>
            <translation>‏[CSV table (*.csv)]‏</translation>
        </message>
        <message>
            <source>NumPy array (*.npy)</source>
            <translation>‏[NumPy array (*.npy)]‏</translation>
        </message>
        <message>
            <source>PNG at 2× (for slides)…</source>
            <translation>‏[PNG at 2× (for slides)…]‏</translation>
        </message>
        <message>
            <source>PNG…</source>
            <translation>‏[PNG…]‏</translation>
        </message>
        <message>
            <source>SVG…</source>
            <translation>‏[SVG…]‏</translation>
        </message>
        <message>
            <source>CSV table…</source>
            <translation>‏[CSV table…]‏</translation>
        </message>
        <message>
            <source>NumPy .npy…</source>
            <translation>‏[NumPy .npy…]‏</translation>
        </message>
        <message>
            <source>&amp;Open lecture state…</source>
            <translation>‏[&amp;Open lecture state…]‏</translation>
        </message>
        <message>
            <source>&amp;Save lecture state</source>
            <translation>‏[&amp;Save lecture state]‏</translation>
        </message>
        <message>
            <source>Save lecture state &amp;as…</source>
            <translation>‏[Save lecture state &amp;as…]‏</translation>
        </message>
        <message>
            <source>&amp;Add this view as the next prepared sentence</source>
            <translation>‏[&amp;Add this view as the next prepared sentence]‏</translation>
        </message>
        <message>
            <source>&amp;Remove this prepared sentence</source>
            <translation>‏[&amp;Remove this prepared sentence]‏</translation>
        </message>
        <message>
            <source>Lesson page…</source>
            <translation>‏[Lesson page…]‏</translation>
        </message>
        <message>
            <source>&amp;Record…</source>
            <translation>‏[&amp;Record…]‏</translation>
        </message>
        <message>
            <source>&amp;Prepared sentences</source>
            <translation>‏[&amp;Prepared sentences]‏</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>‏[&amp;Export]‏</translation>
        </message>
        <message>
            <source>Copy the picture</source>
            <translation>‏[Copy the picture]‏</translation>
        </message>
        <message>
            <source>Open a lecture state</source>
            <translation>‏[Open a lecture state]‏</translation>
        </message>
        <message>
            <source>Cannot open the lecture state</source>
            <translation>‏[Cannot open the lecture state]‏</translation>
        </message>
        <message>
            <source>{reason}

Nothing was changed.</source>
            <translation>‏[{reason}]‏

‏[Nothing was changed.]‏</translation>
        </message>
        <message>
            <source>Opened {name}: prepared sentence {number} of {count}</source>
            <translation>‏[Opened {name}: prepared sentence {number} of {count}]‏</translation>
        </message>
        <message>
            <source>Save the lecture state</source>
            <translation>‏[Save the lecture state]‏</translation>
        </message>
        <message>
            <source>Cannot save the lecture state</source>
            <translation>‏[Cannot save the lecture state]‏</translation>
        </message>
        <message>
            <source>{reason}

Nothing was overwritten; choose another place.</source>
            <translation>‏[{reason}]‏

‏[Nothing was overwritten; choose another place.]‏</translation>
        </message>
        <message>
            <source>Saved the lecture state to {path}</source>
            <translation>‏[Saved the lecture state to {path}]‏</translation>
        </message>
        <message>
            <source>Export: {panel}</source>
            <translation>‏[Export: {panel}]‏</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>‏[Export failed]‏</translation>
        </message>
        <message>
            <source>{reason}

No file was changed.</source>
            <translation>‏[{reason}]‏

‏[No file was changed.]‏</translation>
        </message>
        <message>
            <source>Exported to {path}</source>
            <translation>‏[Exported to {path}]‏</translation>
        </message>
    </context>
    <context>
        <name>FocusRingText</name>
        <message>
            <source>Focus ring</source>
            <translation>‏[Focus ring]‏</translation>
        </message>
        <message>
            <source>Marks the control that has the keyboard</source>
            <translation>‏[Marks the control that has the keyboard]‏</translation>
        </message>
    </context>
    <context>
        <name>Glossary</name>
        <message>
            <source>5.6e-17 (a number in scientific notation)</source>
            <translation>‏[5.6e-17 (a number in scientific notation)]‏</translation>
        </message>
        <message>
            <source>A number such as 5.6e-17 means 5.6 times ten to the power of minus 17: a decimal point followed by sixteen zeros and then 56. A difference that small is the rounding of the computer's arithmetic, not a real difference, so the two things compared are equal for every purpose that matters here.</source>
            <translation>‏[A number such as 5.6e-17 means 5.6 times ten to the power of minus 17: a decimal point followed by sixteen zeros and then 56. A difference that small is the rounding of the computer's arithmetic, not a real difference, so the two things compared are equal for every purpose that matters here.]‏</translation>
        </message>
        <message>
            <source>perm = [0, 4, 2, 3, 1] (a new order of the words)</source>
            <translation>‏[perm = [0, 4, 2, 3, 1] (a new order of the words)]‏</translation>
        </message>
        <message>
            <source>perm lists where each word of the new order came from. In perm = [0, 4, 2, 3, 1] the word now at position 1 is the one that stood at position 4, and the word now at position 4 is the one from position 1, so the second and the last word have changed places. Every old position appears in the list exactly once: nothing is lost and nothing is doubled.</source>
            <translation>‏[perm lists where each word of the new order came from. In perm = [0, 4, 2, 3, 1] the word now at position 1 is the one that stood at position 4, and the word now at position 4 is the one from position 1, so the second and the last word have changed places. Every old position appears in the list exactly once: nothing is lost and nothing is doubled.]‏</translation>
        </message>
        <message>
            <source>softmax(X Xᵀ/√d) (the attention weights)</source>
            <translation>‏[softmax(X Xᵀ/√d) (the attention weights)]‏</translation>
        </message>
        <message>
            <source>This is how attention decides how much each word looks at every other word. X Xᵀ multiplies every row of X with every row, which gives one score per pair of words: a large score when the two rows point the same way. Dividing by √d, the square root of the row width, keeps the scores from growing just because the rows are wider. Softmax then turns each word's scores into positive weights that add up to 1.</source>
            <translation>‏[This is how attention decides how much each word looks at every other word. X Xᵀ multiplies every row of X with every row, which gives one score per pair of words: a large score when the two rows point the same way. Dividing by √d, the square root of the row width, keeps the scores from growing just because the rows are wider. Softmax then turns each word's scores into positive weights that add up to 1.]‏</translation>
        </message>
        <message>
            <source>99.5th percentile (where the colour scale ends)</source>
            <translation>‏[99.5th percentile (where the colour scale ends)]‏</translation>
        </message>
        <message>
            <source>The 99.5th percentile of the sizes of the values is the size that 99.5 % of the values stay below. The colour scale ends there instead of at the largest value, so that a handful of extreme values do not turn every other cell pale. The few values beyond it get the strongest colour of the scale.</source>
            <translation>‏[The 99.5th percentile of the sizes of the values is the size that 99.5 % of the values stay below. The colour scale ends there instead of at the largest value, so that a handful of extreme values do not turn every other cell pale. The few values beyond it get the strongest colour of the scale.]‏</translation>
        </message>
        <message>
            <source>attention factor 1.13863 (RoPE scaling's sharpening)</source>
            <translation>‏[attention factor 1.13863 (RoPE scaling's sharpening)]‏</translation>
        </message>
        <message>
            <source>Some ways of stretching RoPE to longer texts, such as YaRN, also multiply the cos and sin values by a number a little above 1, called the attention factor. For YaRN it is 0.1 × ln(scaling factor) + 1, so a text stretched four times gets 1.13863. It makes the attention scores slightly sharper, which makes up for the positions being spread more thinly. The angles themselves stay as they were.</source>
            <translation>‏[Some ways of stretching RoPE to longer texts, such as YaRN, also multiply the cos and sin values by a number a little above 1, called the attention factor. For YaRN it is 0.1 × ln(scaling factor) + 1, so a text stretched four times gets 1.13863. It makes the attention scores slightly sharper, which makes up for the positions being spread more thinly. The angles themselves stay as they were.]‏</translation>
        </message>
        <message>
            <source>rotate_half (which dimensions RoPE turns together)</source>
            <translation>‏[rotate_half (which dimensions RoPE turns together)]‏</translation>
        </message>
        <message>
            <source>RoPE turns the dimensions of a head two at a time. rotate_half is the name of the function in the Hugging Face code that pairs the first half of the dimensions with the second half: dimension 0 with dimension d/2, 1 with d/2 + 1, and so on. Meta's original Llama code and GPT-J pair neighbours instead: 0 with 1, 2 with 3. The angles are the same; only the pairing differs, so weights written for one layout must be reordered for the other.</source>
            <translation>‏[RoPE turns the dimensions of a head two at a time. rotate_half is the name of the function in the Hugging Face code that pairs the first half of the dimensions with the second half: dimension 0 with dimension d/2, 1 with d/2 + 1, and so on. Meta's original Llama code and GPT-J pair neighbours instead: 0 with 1, 2 with 3. The angles are the same; only the pairing differs, so weights written for one layout must be reordered for the other.]‏</translation>
        </message>
        <message>
            <source>yarn-scaled (RoPE stretched to longer texts)</source>
            <translation>‏[yarn-scaled (RoPE stretched to longer texts)]‏</translation>
        </message>
        <message>
            <source>A model whose RoPE is scaled was made to read texts longer than the ones it was trained on by slowing down how fast its pairs turn, so that far positions get angles it has already seen. The word before “scaled” names the rule. Linear slows every pair by the same factor. YaRN and llama3 leave the fast pairs alone, slow the slow pairs by the full factor and blend the pairs in between; YaRN also sharpens attention with its attention factor. Dynamic scaling slows the pairs only once a text is longer than the training length, and LongRoPE uses a factor of its own for each pair.</source>
            <translation>‏[A model whose RoPE is scaled was made to read texts longer than the ones it was trained on by slowing down how fast its pairs turn, so that far positions get angles it has already seen. The word before “scaled” names the rule. Linear slows every pair by the same factor. YaRN and llama3 leave the fast pairs alone, slow the slow pairs by the full factor and blend the pairs in between; YaRN also sharpens attention with its attention factor. Dynamic scaling slows the pairs only once a text is longer than the training length, and LongRoPE uses a factor of its own for each pair.]‏</translation>
        </message>
    </context>
    <context>
        <name>GlossaryTips</name>
        <message>
            <source>Hover a caption that shows one of these terms to read its explanation there. Every term the panels use without explaining it is listed here.</source>
            <translation>‏[Hover a caption that shows one of these terms to read its explanation there. Every term the panels use without explaining it is listed here.]‏</translation>
        </message>
        <message>
            <source>Words on the screen</source>
            <translation>‏[Words on the screen]‏</translation>
        </message>
    </context>
    <context>
        <name>HeatmapCaptions</name>
        <message>
            <source>sin/cos ({convention}), base {base} · colour scale fixed at −1 … +1.</source>
            <translation>‏[sin/cos ({convention}), base {base} · colour scale fixed at −1 … +1.]‏</translation>
        </message>
        <message>
            <source>colour scale ±{level} ({percentile}th percentile of |values|)</source>
            <translation>‏[colour scale ±{level} ({percentile}th percentile of |values|)]‏</translation>
        </message>
        <message numerus="yes">
            <source>learned table, %Ln rows (illustrative random values) · {scale}.</source>
            <translation>
                <numerusform>‏[learned table, %Ln rows (illustrative random values) · {scale}.]‏</numerusform>
                <numerusform>‏[learned table, %Ln rows (illustrative random values) · {scale}.]‏</numerusform>
                <numerusform>‏[learned table, %Ln rows (illustrative random values) · {scale}.]‏</numerusform>
                <numerusform>‏[learned table, %Ln rows (illustrative random values) · {scale}.]‏</numerusform>
                <numerusform>‏[learned table, %Ln rows (illustrative random values) · {scale}.]‏</numerusform>
                <numerusform>‏[learned table, %Ln rows (illustrative random values) · {scale}.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>learned table, %Ln rows · {scale}.</source>
            <translation>
                <numerusform>‏[learned table, %Ln rows · {scale}.]‏</numerusform>
                <numerusform>‏[learned table, %Ln rows · {scale}.]‏</numerusform>
                <numerusform>‏[learned table, %Ln rows · {scale}.]‏</numerusform>
                <numerusform>‏[learned table, %Ln rows · {scale}.]‏</numerusform>
                <numerusform>‏[learned table, %Ln rows · {scale}.]‏</numerusform>
                <numerusform>‏[learned table, %Ln rows · {scale}.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} table · colour scale {low} … {high}.</source>
            <translation>‏[{name} table · colour scale {low} … {high}.]‏</translation>
        </message>
        <message numerus="yes">
            <source>{caption} The sentence has %Ln tokens: rows 0–{last} are shown.</source>
            <translation>
                <numerusform>‏[{caption} The sentence has %Ln tokens: rows 0–{last} are shown.]‏</numerusform>
                <numerusform>‏[{caption} The sentence has %Ln tokens: rows 0–{last} are shown.]‏</numerusform>
                <numerusform>‏[{caption} The sentence has %Ln tokens: rows 0–{last} are shown.]‏</numerusform>
                <numerusform>‏[{caption} The sentence has %Ln tokens: rows 0–{last} are shown.]‏</numerusform>
                <numerusform>‏[{caption} The sentence has %Ln tokens: rows 0–{last} are shown.]‏</numerusform>
                <numerusform>‏[{caption} The sentence has %Ln tokens: rows 0–{last} are shown.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>paper</source>
            <translation>‏[paper]‏</translation>
        </message>
        <message>
            <source>split halves</source>
            <translation>‏[split halves]‏</translation>
        </message>
        <message>
            <source>{name}, offset {offset}</source>
            <translation>‏[{name}, offset {offset}]‏</translation>
        </message>
        <message>
            <source>Grey bar: the sentence, positions 0–{last}.</source>
            <translation>‏[Grey bar: the sentence, positions 0–{last}.]‏</translation>
        </message>
        <message>
            <source>{legend} Outlined: “{word}”, position {position}.</source>
            <translation>‏[{legend} Outlined: “{word}”, position {position}.]‏</translation>
        </message>
        <message>
            <source>{legend} The focused token, at position {position}, is past the rows shown.</source>
            <translation>‏[{legend} The focused token, at position {position}, is past the rows shown.]‏</translation>
        </message>
        <message>
            <source>{legend} {how_to}</source>
            <translation>‏[{legend} {how_to}]‏</translation>
        </message>
        <message>
            <source>Hover a cell for its formula; click a sentence row to focus it.</source>
            <translation>‏[Hover a cell for its formula; click a sentence row to focus it.]‏</translation>
        </message>
        <message>
            <source>Each cell = one position, one dimension (exact values).</source>
            <translation>‏[Each cell = one position, one dimension (exact values).]‏</translation>
        </message>
        <message numerus="yes">
            <source>Sampled: each pixel row shows 1 of %Ln positions (no mean).</source>
            <translation>
                <numerusform>‏[Sampled: each pixel row shows 1 of %Ln positions (no mean).]‏</numerusform>
                <numerusform>‏[Sampled: each pixel row shows 1 of %Ln positions (no mean).]‏</numerusform>
                <numerusform>‏[Sampled: each pixel row shows 1 of %Ln positions (no mean).]‏</numerusform>
                <numerusform>‏[Sampled: each pixel row shows 1 of %Ln positions (no mean).]‏</numerusform>
                <numerusform>‏[Sampled: each pixel row shows 1 of %Ln positions (no mean).]‏</numerusform>
                <numerusform>‏[Sampled: each pixel row shows 1 of %Ln positions (no mean).]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each pixel = mean of %Ln positions × {columns} dimensions.</source>
            <translation>
                <numerusform>‏[Each pixel = mean of %Ln positions × {columns} dimensions.]‏</numerusform>
                <numerusform>‏[Each pixel = mean of %Ln positions × {columns} dimensions.]‏</numerusform>
                <numerusform>‏[Each pixel = mean of %Ln positions × {columns} dimensions.]‏</numerusform>
                <numerusform>‏[Each pixel = mean of %Ln positions × {columns} dimensions.]‏</numerusform>
                <numerusform>‏[Each pixel = mean of %Ln positions × {columns} dimensions.]‏</numerusform>
                <numerusform>‏[Each pixel = mean of %Ln positions × {columns} dimensions.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each pixel row = mean of %Ln positions.</source>
            <translation>
                <numerusform>‏[Each pixel row = mean of %Ln positions.]‏</numerusform>
                <numerusform>‏[Each pixel row = mean of %Ln positions.]‏</numerusform>
                <numerusform>‏[Each pixel row = mean of %Ln positions.]‏</numerusform>
                <numerusform>‏[Each pixel row = mean of %Ln positions.]‏</numerusform>
                <numerusform>‏[Each pixel row = mean of %Ln positions.]‏</numerusform>
                <numerusform>‏[Each pixel row = mean of %Ln positions.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each pixel column = mean of %Ln dimensions.</source>
            <translation>
                <numerusform>‏[Each pixel column = mean of %Ln dimensions.]‏</numerusform>
                <numerusform>‏[Each pixel column = mean of %Ln dimensions.]‏</numerusform>
                <numerusform>‏[Each pixel column = mean of %Ln dimensions.]‏</numerusform>
                <numerusform>‏[Each pixel column = mean of %Ln dimensions.]‏</numerusform>
                <numerusform>‏[Each pixel column = mean of %Ln dimensions.]‏</numerusform>
                <numerusform>‏[Each pixel column = mean of %Ln dimensions.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>This pixel = sample of position {middle} only, dimensions {first_dim}–{last_dim}: {value}.</source>
            <translation>‏[This pixel = sample of position {middle} only, dimensions {first_dim}–{last_dim}: {value}.]‏</translation>
        </message>
        <message>
            <source>This pixel = mean of positions {first}–{last}, dimensions {first_dim}–{last_dim}: {value}.</source>
            <translation>‏[This pixel = mean of positions {first}–{last}, dimensions {first_dim}–{last_dim}: {value}.]‏</translation>
        </message>
        <message>
            <source>This pixel = sample of position {middle} only: {value}.</source>
            <translation>‏[This pixel = sample of position {middle} only: {value}.]‏</translation>
        </message>
        <message>
            <source>This pixel = mean of positions {first}–{last}: {value}.</source>
            <translation>‏[This pixel = mean of positions {first}–{last}: {value}.]‏</translation>
        </message>
        <message>
            <source>pair {pair} · {wave}</source>
            <translation>‏[pair {pair} · {wave}]‏</translation>
        </message>
        <message>
            <source>Pair 0 (left) turns fastest.</source>
            <translation>‏[Pair 0 (left) turns fastest.]‏</translation>
        </message>
        <message>
            <source>Sines, then cosines: pair 0 of each half turns fastest.</source>
            <translation>‏[Sines, then cosines: pair 0 of each half turns fastest.]‏</translation>
        </message>
        <message>
            <source>Base 1: every column turns at the same speed.</source>
            <translation>‏[Base 1: every column turns at the same speed.]‏</translation>
        </message>
        <message>
            <source>Slow waves on the left, fast on the right.</source>
            <translation>‏[Slow waves on the left, fast on the right.]‏</translation>
        </message>
        <message>
            <source>position {position} (“{word}”) · dimension {column} ({name})</source>
            <translation>‏[position {position} (“{word}”) · dimension {column} ({name})]‏</translation>
        </message>
        <message>
            <source>position {position} (“{word}”) · dimension {column}</source>
            <translation>‏[position {position} (“{word}”) · dimension {column}]‏</translation>
        </message>
        <message>
            <source>position {position} · dimension {column} ({name})</source>
            <translation>‏[position {position} · dimension {column} ({name})]‏</translation>
        </message>
        <message>
            <source>position {position} · dimension {column}</source>
            <translation>‏[position {position} · dimension {column}]‏</translation>
        </message>
        <message>
            <source>{where}: {formula}</source>
            <translation>‏[{where}: {formula}]‏</translation>
        </message>
        <message>
            <source>{where}: {value} (illustrative random row {position})</source>
            <translation>‏[{where}: {value} (illustrative random row {position})]‏</translation>
        </message>
        <message>
            <source>{where}: {value} (learned row {position})</source>
            <translation>‏[{where}: {value} (learned row {position})]‏</translation>
        </message>
        <message>
            <source>{where}: {value}</source>
            <translation>‏[{where}: {value}]‏</translation>
        </message>
        <message>
            <source>each query and key has its dimension pairs {pairs} rotated by position × base^(−2k/d)</source>
            <translation>‏[each query and key has its dimension pairs {pairs} rotated by position × base^(−2k/d)]‏</translation>
        </message>
        <message>
            <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}, then {scaling}-scaled</source>
            <translation>‏[each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}, then {scaling}-scaled]‏</translation>
        </message>
        <message>
            <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}</source>
            <translation>‏[each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}]‏</translation>
        </message>
        <message>
            <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle}, then {scaling}-scaled (the other {rest} are not turned)</source>
            <translation>‏[each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle}, then {scaling}-scaled (the other {rest} are not turned)]‏</translation>
        </message>
        <message>
            <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle} (the other {rest} are not turned)</source>
            <translation>‏[each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle} (the other {rest} are not turned)]‏</translation>
        </message>
        <message>
            <source>RoPE adds nothing to Z: every position vector is zero, so there is no table to draw. Position enters inside attention instead: {rotation}, so their dot product depends on how far apart the two tokens are.</source>
            <translation>‏[RoPE adds nothing to Z: every position vector is zero, so there is no table to draw. Position enters inside attention instead: {rotation}, so their dot product depends on how far apart the two tokens are.]‏</translation>
        </message>
        <message>
            <source>No position vector is added to the token rows, so there is no table to draw; this model places tokens this way: {how}.</source>
            <translation>‏[No position vector is added to the token rows, so there is no table to draw; this model places tokens this way: {how}.]‏</translation>
        </message>
        <message>
            <source>Positions are off: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
            <translation>‏[Positions are off: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.]‏</translation>
        </message>
        <message>
            <source>No position scheme: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
            <translation>‏[No position scheme: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.]‏</translation>
        </message>
        <message>
            <source>No tokens yet: type a sentence above to see the position vectors added to it.</source>
            <translation>‏[No tokens yet: type a sentence above to see the position vectors added to it.]‏</translation>
        </message>
    </context>
    <context>
        <name>HeatmapPanelWords</name>
        <message numerus="yes">
            <source>… %Ln more</source>
            <translation>
                <numerusform>‏[… %Ln more]‏</numerusform>
                <numerusform>‏[… %Ln more]‏</numerusform>
                <numerusform>‏[… %Ln more]‏</numerusform>
                <numerusform>‏[… %Ln more]‏</numerusform>
                <numerusform>‏[… %Ln more]‏</numerusform>
                <numerusform>‏[… %Ln more]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Positional heatmap</source>
            <translation>‏[Positional heatmap]‏</translation>
        </message>
        <message>
            <source>Position table heatmap</source>
            <translation>‏[Position table heatmap]‏</translation>
        </message>
        <message>
            <source>position</source>
            <translation>‏[position]‏</translation>
        </message>
        <message>
            <source>dimension</source>
            <translation>‏[dimension]‏</translation>
        </message>
        <message>
            <source>Heatmap of the position vectors: {rows} positions × {width} dimensions, one row per position. {caption} {focus}</source>
            <translation>‏[Heatmap of the position vectors: {rows} positions × {width} dimensions, one row per position. {caption} {focus}]‏</translation>
        </message>
    </context>
    <context>
        <name>HelpText</name>
        <message>
            <source>Text becomes token ids</source>
            <translation>‏[Text becomes token ids]‏</translation>
        </message>
        <message>
            <source>the tokenizer cuts the sentence into tokens and gives each an id; an id is only a row number of the table E, not a quantity.</source>
            <translation>‏[the tokenizer cuts the sentence into tokens and gives each an id; an id is only a row number of the table E, not a quantity.]‏</translation>
        </message>
        <message>
            <source>An id picks a row of E</source>
            <translation>‏[An id picks a row of E]‏</translation>
        </message>
        <message>
            <source>E has one learned row per token of the vocabulary (|V| × d_model). A sentence of L tokens reads L rows: L × d_model, however large the vocabulary.</source>
            <translation>‏[E has one learned row per token of the vocabulary (|V| × d_model). A sentence of L tokens reads L rows: L × d_model, however large the vocabulary.]‏</translation>
        </message>
        <message>
            <source>Order is invisible without positions</source>
            <translation>‏[Order is invisible without positions]‏</translation>
        </message>
        <message>
            <source>attention looks at all tokens at once; without position vectors 'the dog bit the man' and 'the man bit the dog' give the same rows, only reordered (the Word order tab).</source>
            <translation>‏[attention looks at all tokens at once; without position vectors 'the dog bit the man' and 'the man bit the dog' give the same rows, only reordered (the Word order tab).]‏</translation>
        </message>
        <message>
            <source>A vector for each position</source>
            <translation>‏[A vector for each position]‏</translation>
        </message>
        <message>
            <source>the paper's sinusoids (sin and cos at frequencies base^(-2k/d)), a learned table (GPT-2, BERT), or no vector at all: RoPE rotates queries and keys, ALiBi biases attention scores (Deeper ideas).</source>
            <translation>‏[the paper's sinusoids (sin and cos at frequencies base^(-2k/d)), a learned table (GPT-2, BERT), or no vector at all: RoPE rotates queries and keys, ALiBi biases attention scores (Deeper ideas).]‏</translation>
        </message>
        <message>
            <source>Add them: Z</source>
            <translation>‏[Add them: Z]‏</translation>
        </message>
        <message>
            <source>each token's row plus its position's vector, number by number, is one row of Z (L × d_model), the matrix the first transformer block reads.</source>
            <translation>‏[each token's row plus its position's vector, number by number, is one row of Z (L × d_model), the matrix the first transformer block reads.]‏</translation>
        </message>
        <message>
            <source>Check yourself</source>
            <translation>‏[Check yourself]‏</translation>
        </message>
        <message>
            <source>the Quiz explains every answer; Practice has you write the table and Z in numpy, checked against hidden cases.</source>
            <translation>‏[the Quiz explains every answer; Practice has you write the table and Z in numpy, checked against hidden cases.]‏</translation>
        </message>
        <message>
            <source>the system's settings store (registry on Windows, defaults on macOS)</source>
            <translation>‏[the system's settings store (registry on Windows, defaults on macOS)]‏</translation>
        </message>
        <message>
            <source>Settings (theme, zoom, colour map, last sentence, window)</source>
            <translation>‏[Settings (theme, zoom, colour map, last sentence, window)]‏</translation>
        </message>
        <message>
            <source>Autosave of the lecture state (restored at start)</source>
            <translation>‏[Autosave of the lecture state (restored at start)]‏</translation>
        </message>
        <message>
            <source>Practice drafts and progress</source>
            <translation>‏[Practice drafts and progress]‏</translation>
        </message>
        <message>
            <source>Other data (set-aside damaged files, recent models)</source>
            <translation>‏[Other data (set-aside damaged files, recent models)]‏</translation>
        </message>
        <message>
            <source>Lecture files (.posviz) and exports</source>
            <translation>‏[Lecture files (.posviz) and exports]‏</translation>
        </message>
        <message>
            <source>where you choose; the first dialog opens in {folder}</source>
            <translation>‏[where you choose; the first dialog opens in {folder}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}&lt;/b&gt;: {text}</source>
            <comment>a lesson and what it teaches</comment>
            <translation>‏[&lt;b&gt;{title}&lt;/b&gt;: {text}]‏</translation>
        </message>
        <message>
            <source>What posviz teaches</source>
            <translation>‏[What posviz teaches]‏</translation>
        </message>
        <message>
            <source>Where posviz keeps its files</source>
            <translation>‏[Where posviz keeps its files]‏</translation>
        </message>
        <message>
            <source>Welcome to posviz</source>
            <translation>‏[Welcome to posviz]‏</translation>
        </message>
        <message>
            <source>Welcome to posviz: see how a transformer turns text into the matrix Z its first block reads.</source>
            <translation>‏[Welcome to posviz: see how a transformer turns text into the matrix Z its first block reads.]‏</translation>
        </message>
        <message>
            <source>Welcome to posviz. Three ways in:</source>
            <translation>‏[Welcome to posviz. Three ways in:]‏</translation>
        </message>
        <message>
            <source>▶ The walkthrough (F6)</source>
            <translation>‏[▶ The walkthrough (F6)]‏</translation>
        </message>
        <message>
            <source>Five steps, from text to Z. Right, Space or Page Down moves on; Esc leaves.</source>
            <translation>‏[Five steps, from text to Z. Right, Space or Page Down moves on; Esc leaves.]‏</translation>
        </message>
        <message>
            <source>✎ Type a sentence</source>
            <translation>‏[✎ Type a sentence]‏</translation>
        </message>
        <message>
            <source>Puts the cursor in the sentence box: every panel follows what you type.</source>
            <translation>‏[Puts the cursor in the sentence box: every panel follows what you type.]‏</translation>
        </message>
        <message>
            <source>Open a real model (Ctrl+O)</source>
            <translation>‏[Open a real model (Ctrl+O)]‏</translation>
        </message>
        <message>
            <source>GPT-2, BERT, Llama and others from a folder or the local Hugging Face cache (offline; needs pip install 'posviz[real]').</source>
            <translation>‏[GPT-2, BERT, Llama and others from a folder or the local Hugging Face cache (offline; needs pip install 'posviz[real]').]‏</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>‏[Close]‏</translation>
        </message>
        <message>
            <source>Closes this welcome. Help → Welcome brings it back.</source>
            <translation>‏[Closes this welcome. Help → Welcome brings it back.]‏</translation>
        </message>
        <message>
            <source>Keys: Tab moves between controls · F1 lists every key · F5 presentation mode · Ctrl+= / Ctrl+- zoom · Esc leaves a mode. Shown once; Help → Welcome brings it back.</source>
            <translation>‏[Keys: Tab moves between controls · F1 lists every key · F5 presentation mode · Ctrl+= / Ctrl+- zoom · Esc leaves a mode. Shown once; Help → Welcome brings it back.]‏</translation>
        </message>
        <message>
            <source>F1 lists every key.</source>
            <translation>‏[F1 lists every key.]‏</translation>
        </message>
        <message>
            <source>&amp;Welcome and the three ways in</source>
            <translation>‏[&amp;Welcome and the three ways in]‏</translation>
        </message>
        <message>
            <source>What the &amp;lessons cover</source>
            <translation>‏[What the &amp;lessons cover]‏</translation>
        </message>
        <message>
            <source>Words on the &amp;screen</source>
            <translation>‏[Words on the &amp;screen]‏</translation>
        </message>
        <message>
            <source>Where &amp;files are kept</source>
            <translation>‏[Where &amp;files are kept]‏</translation>
        </message>
        <message>
            <source>&amp;About posviz</source>
            <translation>‏[&amp;About posviz]‏</translation>
        </message>
        <message>
            <source>What the lessons cover</source>
            <translation>‏[What the lessons cover]‏</translation>
        </message>
        <message>
            <source>Words on the screen</source>
            <translation>‏[Words on the screen]‏</translation>
        </message>
        <message>
            <source>About posviz</source>
            <translation>‏[About posviz]‏</translation>
        </message>
    </context>
    <context>
        <name>InputLayerText</name>
        <message>
            <source>token</source>
            <translation>‏[token]‏</translation>
        </message>
        <message>
            <source>token + position</source>
            <translation>‏[token + position]‏</translation>
        </message>
        <message>
            <source>The model reads at most {length} tokens: the first {length} of the text's {total} are shown, the rest were cut.</source>
            <translation>‏[The model reads at most {length} tokens: the first {length} of the text's {total} are shown, the rest were cut.]‏</translation>
        </message>
    </context>
    <context>
        <name>InputMatrix</name>
        <message>
            <source>Block 1's input = {formula}</source>
            <translation>‏[Block 1's input = {formula}]‏</translation>
        </message>
        <message>
            <source>RoPE adds nothing here: Z is just the token rows. The rotation is applied to queries and keys inside attention.</source>
            <translation>‏[RoPE adds nothing here: Z is just the token rows. The rotation is applied to queries and keys inside attention.]‏</translation>
        </message>
        <message>
            <source>No positions: Z is just the token rows, so reordering the words only reorders these rows.</source>
            <translation>‏[No positions: Z is just the token rows, so reordering the words only reorders these rows.]‏</translation>
        </message>
        <message>
            <source>Z = token rows + position rows.</source>
            <translation>‏[Z = token rows + position rows.]‏</translation>
        </message>
        <message>
            <source>Input matrix Z</source>
            <translation>‏[Input matrix Z]‏</translation>
        </message>
        <message>
            <source>{title}, input to layer 1, one row per token</source>
            <translation>‏[{title}, input to layer 1, one row per token]‏</translation>
        </message>
        <message>
            <source>Z is empty: type a sentence to give the first block something to read.</source>
            <translation>‏[Z is empty: type a sentence to give the first block something to read.]‏</translation>
        </message>
        <message>
            <source>{title}, L × d = {rows} × {width}: what this model's first block receives. The addition panel shows the lesson's z (token rows + position rows, where the model has them); the steps after it are in the Real model tab.</source>
            <translation>‏[{title}, L × d = {rows} × {width}: what this model's first block receives. The addition panel shows the lesson's z (token rows + position rows, where the model has them); the steps after it are in the Real model tab.]‏</translation>
        </message>
        <message>
            <source>Z is L × d = {rows} × {width}. {note}</source>
            <translation>‏[Z is L × d = {rows} × {width}. {note}]‏</translation>
        </message>
        <message>
            <source>{title}: {rows} rows × {width} columns, one row per token. {focus}</source>
            <translation>‏[{title}: {rows} rows × {width} columns, one row per token. {focus}]‏</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <source>There is no language “{code}”: choose one of {codes}.</source>
            <translation>‏[There is no language “{code}”: choose one of {codes}.]‏</translation>
        </message>
    </context>
    <context>
        <name>LayerSettingsText</name>
        <message>
            <source>settings must be a JSON object</source>
            <translation>‏[settings must be a JSON object]‏</translation>
        </message>
        <message>
            <source>unknown setting(s): {names}</source>
            <translation>‏[unknown setting(s): {names}]‏</translation>
        </message>
        <message>
            <source>{model} places tokens with its own positions ({own}); go back to the toy model to try another scheme</source>
            <translation>‏[{model} places tokens with its own positions ({own}); go back to the toy model to try another scheme]‏</translation>
        </message>
    </context>
    <context>
        <name>LearnedLesson</name>
        <message>
            <source>The illustrative learned table (random, untrained)</source>
            <translation>‏[The illustrative learned table (random, untrained)]‏</translation>
        </message>
        <message>
            <source>The session's sinusoidal table</source>
            <translation>‏[The session's sinusoidal table]‏</translation>
        </message>
        <message>
            <source>Sinusoidal, same shape (paper, base 10,000)</source>
            <translation>‏[Sinusoidal, same shape (paper, base 10,000)]‏</translation>
        </message>
        <message>
            <source>The learned table of the model</source>
            <translation>‏[The learned table of the model]‏</translation>
        </message>
        <message>
            <source>The learned table of {model}</source>
            <translation>‏[The learned table of {model}]‏</translation>
        </message>
        <message>
            <source>One row: its cosine with itself is 1.</source>
            <translation>‏[One row: its cosine with itself is 1.]‏</translation>
        </message>
        <message>
            <source>It depends only on the offset j − i: every diagonal is constant (largest spread along one: {spread}).</source>
            <translation>‏[It depends only on the offset j − i: every diagonal is constant (largest spread along one: {spread}).]‏</translation>
        </message>
        <message>
            <source>It is not a function of the offset alone: along one diagonal it varies by up to {spread}.</source>
            <translation>‏[It is not a function of the offset alone: along one diagonal it varies by up to {spread}.]‏</translation>
        </message>
        <message>
            <source>Cosine of every pair of positions (1 on the diagonal). {shape} Mean over each diagonal (the curve below): {first} at offset 1, {middle_value} at offset {middle}, lowest {lowest_value} at offset {lowest}.</source>
            <translation>‏[Cosine of every pair of positions (1 on the diagonal). {shape} Mean over each diagonal (the curve below): {first} at offset 1, {middle_value} at offset {middle}, lowest {lowest_value} at offset {lowest}.]‏</translation>
        </message>
        <message>
            <source>Rows projected on their first principal components (dark: position 0, light: the last; grey line joins neighbours). Share of the variance: {parts} (together {total} %).</source>
            <translation>‏[Rows projected on their first principal components (dark: position 0, light: the last; grey line joins neighbours). Share of the variance: {parts} (together {total} %).]‏</translation>
        </message>
        <message>
            <source>Every row has the same length, {length}.</source>
            <translation>‏[Every row has the same length, {length}.]‏</translation>
        </message>
        <message>
            <source>Row lengths from {low} (position {low_at}) to {high} (position {high_at}), mean {mean}.</source>
            <translation>‏[Row lengths from {low} (position {low_at}) to {high} (position {high_at}), mean {mean}.]‏</translation>
        </message>
        <message>
            <source>Monotonicity</source>
            <translation>‏[Monotonicity]‏</translation>
        </message>
        <message>
            <source>further apart, less alike: how steadily φ(x, x+m) falls as m grows (1: always, 0: no trend)</source>
            <translation>‏[further apart, less alike: how steadily φ(x, x+m) falls as m grows (1: always, 0: no trend)]‏</translation>
        </message>
        <message>
            <source>Translation invariance</source>
            <translation>‏[Translation invariance]‏</translation>
        </message>
        <message>
            <source>only the distance matters: the share of φ's variance the offset m alone explains (1: all of it)</source>
            <translation>‏[only the distance matters: the share of φ's variance the offset m alone explains (1: all of it)]‏</translation>
        </message>
        <message>
            <source>Symmetry</source>
            <translation>‏[Symmetry]‏</translation>
        </message>
        <message>
            <source>ahead like behind: the correlation of φ(x, x+m) with φ(x, x−m) (1: the same)</source>
            <translation>‏[ahead like behind: the correlation of φ(x, x+m) with φ(x, x−m) (1: the same)]‏</translation>
        </message>
        <message>
            <source>φ is the dot product of two rows; offsets m = 1 … {window}. These scores are our reading of the three properties of Wang et al. (ICLR 2021, “On Position Embeddings in BERT”) on the table alone; the paper also probes attention, which needs a whole model.</source>
            <translation>‏[φ is the dot product of two rows; offsets m = 1 … {window}. These scores are our reading of the three properties of Wang et al. (ICLR 2021, “On Position Embeddings in BERT”) on the table alone; the paper also probes attention, which needs a whole model.]‏</translation>
        </message>
    </context>
    <context>
        <name>LectureFile</name>
        <message>
            <source>'word_order' must be a list of at most {count} positions</source>
            <translation>‏['word_order' must be a list of at most {count} positions]‏</translation>
        </message>
        <message>
            <source>its sentence has {count} characters (at most {limit})</source>
            <translation>‏[its sentence has {count} characters (at most {limit})]‏</translation>
        </message>
        <message>
            <source>its notes have {count} characters (at most {limit})</source>
            <translation>‏[its notes have {count} characters (at most {limit})]‏</translation>
        </message>
        <message>
            <source>it would be {size} MB, and lecture files are at most {limit} MB (so it could not be opened again): remove some prepared sentences or shorten them</source>
            <translation>‏[it would be {size} MB, and lecture files are at most {limit} MB (so it could not be opened again): remove some prepared sentences or shorten them]‏</translation>
        </message>
        <message>
            <source>it could not be opened again ({reason})</source>
            <translation>‏[it could not be opened again ({reason})]‏</translation>
        </message>
        <message>
            <source>its JSON is nested too deeply to be a lecture state</source>
            <translation>‏[its JSON is nested too deeply to be a lecture state]‏</translation>
        </message>
        <message>
            <source>'slides' must be a non-empty list of slides</source>
            <translation>‏['slides' must be a non-empty list of slides]‏</translation>
        </message>
        <message>
            <source>it has {count} slides; at most {limit} are allowed</source>
            <translation>‏[it has {count} slides; at most {limit} are allowed]‏</translation>
        </message>
        <message>
            <source>slide {number}: {reason}</source>
            <translation>‏[slide {number}: {reason}]‏</translation>
        </message>
        <message>
            <source>'extra' must be a JSON object</source>
            <translation>‏['extra' must be a JSON object]‏</translation>
        </message>
        <message>
            <source>{file}: {reason}</source>
            <translation>‏[{file}: {reason}]‏</translation>
        </message>
        <message>
            <source>{file}: cannot be read ({reason})</source>
            <translation>‏[{file}: cannot be read ({reason})]‏</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>‏[the file is empty]‏</translation>
        </message>
        <message>
            <source>it is not a text file (not UTF-8), so it is not a lecture state</source>
            <translation>‏[it is not a text file (not UTF-8), so it is not a lecture state]‏</translation>
        </message>
        <message>
            <source>it is not a posviz lecture state (the file holds a JSON {kind}, not an object)</source>
            <translation>‏[it is not a posviz lecture state (the file holds a JSON {kind}, not an object)]‏</translation>
        </message>
        <message>
            <source>it is not a posviz lecture state (its format is {found}; expected {expected})</source>
            <translation>‏[it is not a posviz lecture state (its format is {found}; expected {expected})]‏</translation>
        </message>
        <message>
            <source>it is not a posviz lecture state (it has no 'format' field; expected {expected})</source>
            <translation>‏[it is not a posviz lecture state (it has no 'format' field; expected {expected})]‏</translation>
        </message>
        <message>
            <source>its 'version' must be a whole number from 1, got {value}</source>
            <translation>‏[its 'version' must be a whole number from 1, got {value}]‏</translation>
        </message>
        <message>
            <source>it was written by a newer posviz (format version {version}; this one reads up to {newest}): update posviz to open it</source>
            <translation>‏[it was written by a newer posviz (format version {version}; this one reads up to {newest}): update posviz to open it]‏</translation>
        </message>
        <message>
            <source>{what} must be a JSON object, got a {kind}</source>
            <translation>‏[{what} must be a JSON object, got a {kind}]‏</translation>
        </message>
        <message>
            <source>{what} has unknown field(s): {names}</source>
            <translation>‏[{what} has unknown field(s): {names}]‏</translation>
        </message>
        <message>
            <source>{what} lacks the field(s): {names}</source>
            <translation>‏[{what} lacks the field(s): {names}]‏</translation>
        </message>
        <message>
            <source>{name} must be a whole number, got {value}</source>
            <translation>‏[{name} must be a whole number, got {value}]‏</translation>
        </message>
        <message>
            <source>{name} must be between {low} and {high}, got {value}</source>
            <translation>‏[{name} must be between {low} and {high}, got {value}]‏</translation>
        </message>
        <message>
            <source>{name} must be a number, got {value}</source>
            <translation>‏[{name} must be a number, got {value}]‏</translation>
        </message>
    </context>
    <context>
        <name>LectureText</name>
        <message>
            <source>notes have at most {limit} characters; these have {count}</source>
            <translation>‏[notes have at most {limit} characters; these have {count}]‏</translation>
        </message>
        <message>
            <source>Cannot show prepared sentence {number}: {reason}</source>
            <translation>‏[Cannot show prepared sentence {number}: {reason}]‏</translation>
        </message>
        <message>
            <source>Prepared sentence {number} of {count}: “{sentence}”</source>
            <translation>‏[Prepared sentence {number} of {count}: “{sentence}”]‏</translation>
        </message>
        <message>
            <source>Cannot add a prepared sentence: {reason}</source>
            <translation>‏[Cannot add a prepared sentence: {reason}]‏</translation>
        </message>
        <message>
            <source>Added as prepared sentence {number} of {count}</source>
            <translation>‏[Added as prepared sentence {number} of {count}]‏</translation>
        </message>
        <message>
            <source>Removed; now prepared sentence {number} of {count}</source>
            <translation>‏[Removed; now prepared sentence {number} of {count}]‏</translation>
        </message>
        <message>
            <source>Autosave failed: {reason}</source>
            <translation>‏[Autosave failed: {reason}]‏</translation>
        </message>
        <message>
            <source>The autosave's place held {kind}, not posviz's own file; it was renamed to {name} and a new autosave written.</source>
            <translation>‏[The autosave's place held {kind}, not posviz's own file; it was renamed to {name} and a new autosave written.]‏</translation>
        </message>
        <message>
            <source>Restored the lecture state saved when posviz last ran.</source>
            <translation>‏[Restored the lecture state saved when posviz last ran.]‏</translation>
        </message>
        <message>
            <source>Changes not saved: {reason}</source>
            <translation>‏[Changes not saved: {reason}]‏</translation>
        </message>
        <message>
            <source>{reason}

This note stays until a save succeeds.</source>
            <translation>‏[{reason}]‏

‏[This note stays until a save succeeds.]‏</translation>
        </message>
        <message>
            <source>could not rename it ({reason}); autosaving to {name}</source>
            <translation>‏[could not rename it ({reason}); autosaving to {name}]‏</translation>
        </message>
        <message>
            <source>kept it as {name}</source>
            <translation>‏[kept it as {name}]‏</translation>
        </message>
        <message>
            <source>The autosave could not be restored ({reason}); {kept}. Started from the defaults.</source>
            <translation>‏[The autosave could not be restored ({reason}); {kept}. Started from the defaults.]‏</translation>
        </message>
    </context>
    <context>
        <name>LengthsLesson</name>
        <message>
            <source>RoPE: cos, sin of p·θ (turns q, k)</source>
            <translation>‏[RoPE: cos, sin of p·θ (turns q, k)]‏</translation>
        </message>
        <message>
            <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ, {scaling}-scaled θ at this L</source>
            <translation>‏[RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ, {scaling}-scaled θ at this L]‏</translation>
        </message>
        <message>
            <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ</source>
            <translation>‏[RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ]‏</translation>
        </message>
        <message numerus="yes">
            <source>learned table (%Ln rows, illustrative: seeded random, untrained)</source>
            <translation>
                <numerusform>‏[learned table (%Ln rows, illustrative: seeded random, untrained)]‏</numerusform>
                <numerusform>‏[learned table (%Ln rows, illustrative: seeded random, untrained)]‏</numerusform>
                <numerusform>‏[learned table (%Ln rows, illustrative: seeded random, untrained)]‏</numerusform>
                <numerusform>‏[learned table (%Ln rows, illustrative: seeded random, untrained)]‏</numerusform>
                <numerusform>‏[learned table (%Ln rows, illustrative: seeded random, untrained)]‏</numerusform>
                <numerusform>‏[learned table (%Ln rows, illustrative: seeded random, untrained)]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>learned table (%Ln rows)</source>
            <translation>
                <numerusform>‏[learned table (%Ln rows)]‏</numerusform>
                <numerusform>‏[learned table (%Ln rows)]‏</numerusform>
                <numerusform>‏[learned table (%Ln rows)]‏</numerusform>
                <numerusform>‏[learned table (%Ln rows)]‏</numerusform>
                <numerusform>‏[learned table (%Ln rows)]‏</numerusform>
                <numerusform>‏[learned table (%Ln rows)]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>sinusoidal: {convention}</source>
            <translation>‏[sinusoidal: {convention}]‏</translation>
        </message>
    </context>
    <context>
        <name>LessonMessages</name>
        <message>
            <source>the sentence must be text, not {kind}</source>
            <translation>‏[the sentence must be text, not {kind}]‏</translation>
        </message>
        <message>
            <source>Cannot use that word order: {reason}</source>
            <translation>‏[Cannot use that word order: {reason}]‏</translation>
        </message>
    </context>
    <context>
        <name>LessonQuiz</name>
        <message>
            <source>Check your understanding: tokens, embeddings and positions</source>
            <translation>‏[Check your understanding: tokens, embeddings and positions]‏</translation>
        </message>
        <message>
            <source>Attention compares every token with every other token. Why does the transformer need position information added to its input at all?</source>
            <translation>‏[Attention compares every token with every other token. Why does the transformer need position information added to its input at all?]‏</translation>
        </message>
        <message>
            <source>Token ids already say where each word sits; position vectors only make the lookup faster.</source>
            <translation>‏[Token ids already say where each word sits; position vectors only make the lookup faster.]‏</translation>
        </message>
        <message>
            <source>An id is a row number in the vocabulary, not a place in the sentence: "the" is id 0 at the start and at the end of "the dog bit the man".</source>
            <translation>‏[An id is a row number in the vocabulary, not a place in the sentence: "the" is id 0 at the start and at the end of "the dog bit the man".]‏</translation>
        </message>
        <message>
            <source>On its own, attention treats the input as a set of vectors: move a word and its vector moves with it unchanged, so word order is invisible.</source>
            <translation>‏[On its own, attention treats the input as a set of vectors: move a word and its vector moves with it unchanged, so word order is invisible.]‏</translation>
        </message>
        <message>
            <source>Without positions, "the dog bit the man" and "the man bit the dog" give the same rows in a different order, and attention cannot tell who bit whom. Adding a vector per position breaks that symmetry.</source>
            <translation>‏[Without positions, "the dog bit the man" and "the man bit the dog" give the same rows in a different order, and attention cannot tell who bit whom. Adding a vector per position breaks that symmetry.]‏</translation>
        </message>
        <message>
            <source>To make each token's vector wider so it can hold more meaning.</source>
            <translation>‏[To make each token's vector wider so it can hold more meaning.]‏</translation>
        </message>
        <message>
            <source>The position vector is added, not appended: the width stays d_model. It adds information about place, not room for meaning.</source>
            <translation>‏[The position vector is added, not appended: the width stays d_model. It adds information about place, not room for meaning.]‏</translation>
        </message>
        <message>
            <source>Because the embedding table stores the words in the order they appear in the sentence.</source>
            <translation>‏[Because the embedding table stores the words in the order they appear in the sentence.]‏</translation>
        </message>
        <message>
            <source>The table is ordered by the vocabulary and is the same for every sentence. Nothing in it knows about any particular sentence.</source>
            <translation>‏[The table is ordered by the vocabulary and is the same for every sentence. Nothing in it knows about any particular sentence.]‏</translation>
        </message>
        <message>
            <source>Turn positions off and look at Z for "the man bit the dog": each row is just its word's table row.</source>
            <translation>‏[Turn positions off and look at Z for "the man bit the dog": each row is just its word's table row.]‏</translation>
        </message>
        <message>
            <source>The 2017 paper used a vocabulary of about 37,000 tokens and d_model = 512. A document of 100,000 tokens goes through the embedding lookup. What shape comes out?</source>
            <translation>‏[The 2017 paper used a vocabulary of about 37,000 tokens and d_model = 512. A document of 100,000 tokens goes through the embedding lookup. What shape comes out?]‏</translation>
        </message>
        <message>
            <source>37,000 x 512</source>
            <translation>‏[37,000 x 512]‏</translation>
        </message>
        <message>
            <source>That is the embedding table E itself. Its size depends on the vocabulary only; it does not change with the input.</source>
            <translation>‏[That is the embedding table E itself. Its size depends on the vocabulary only; it does not change with the input.]‏</translation>
        </message>
        <message>
            <source>100,000 x 37,000</source>
            <translation>‏[100,000 x 37,000]‏</translation>
        </message>
        <message>
            <source>That would be a stack of one-hot vectors, one |V|-wide row per token. The lookup reads rows of E instead and never builds it.</source>
            <translation>‏[That would be a stack of one-hot vectors, one |V|-wide row per token. The lookup reads rows of E instead and never builds it.]‏</translation>
        </message>
        <message>
            <source>100,000 separate copies of the 37,000 x 512 table</source>
            <translation>‏[100,000 separate copies of the 37,000 x 512 table]‏</translation>
        </message>
        <message>
            <source>Each token reads a single row of the table; the table itself is never copied.</source>
            <translation>‏[Each token reads a single row of the table; the table itself is never copied.]‏</translation>
        </message>
        <message>
            <source>100,000 x 512</source>
            <translation>‏[100,000 x 512]‏</translation>
        </message>
        <message>
            <source>One row of width d = 512 is looked up per token, so the result is L x d. The length L and the width d are independent dials, and the table stays |V| x d.</source>
            <translation>‏[One row of width d = 512 is looked up per token, so the result is L x d. The length L and the width d are independent dials, and the table stays |V| x d.]‏</translation>
        </message>
        <message>
            <source>Seven tokens, a ten-row table: Z has one row per token, the table keeps its ten rows.</source>
            <translation>‏[Seven tokens, a ten-row table: Z has one row per token, the table keeps its ten rows.]‏</translation>
        </message>
        <message>
            <source>In the lesson's sense of the words, what separates an encoding from an embedding?</source>
            <translation>‏[In the lesson's sense of the words, what separates an encoding from an embedding?]‏</translation>
        </message>
        <message>
            <source>Encodings feed the queries and keys; embeddings feed the values.</source>
            <translation>‏[Encodings feed the queries and keys; embeddings feed the values.]‏</translation>
        </message>
        <message>
            <source>Both sit in the same slot, the input to the first block. Queries, keys and values are computed later from that input by separate linear maps.</source>
            <translation>‏[Both sit in the same slot, the input to the first block. Queries, keys and values are computed later from that input by separate linear maps.]‏</translation>
        </message>
        <message>
            <source>An encoding is any way of turning something into numbers (one-hot, ASCII, the sin/cos formula); an embedding is a learned, dense, narrow one in which closeness carries meaning.</source>
            <translation>‏[An encoding is any way of turning something into numbers (one-hot, ASCII, the sin/cos formula); an embedding is a learned, dense, narrow one in which closeness carries meaning.]‏</translation>
        </message>
        <message>
            <source>The paper says "positional encoding" because its vectors come from a fixed formula; nobody trained them. A learned position table, as in GPT-2, is usually called a position embedding.</source>
            <translation>‏[The paper says "positional encoding" because its vectors come from a fixed formula; nobody trained them. A learned position table, as in GPT-2, is usually called a position embedding.]‏</translation>
        </message>
        <message>
            <source>An embedding is calculated from the token id by a formula, like a hash; an encoding is looked up in a table.</source>
            <translation>‏[An embedding is calculated from the token id by a formula, like a hash; an encoding is looked up in a table.]‏</translation>
        </message>
        <message>
            <source>It is the other way round for tokens: an embedding is a lookup of a learned row. Nobody writes down a formula for what goes into E.</source>
            <translation>‏[It is the other way round for tokens: an embedding is a lookup of a learned row. Nobody writes down a formula for what goes into E.]‏</translation>
        </message>
        <message>
            <source>Nothing: the two words are exact synonyms.</source>
            <translation>‏[Nothing: the two words are exact synonyms.]‏</translation>
        </message>
        <message>
            <source>People do mix them up, but the distinction is useful: one-hot is an encoding with no notion of similarity, a learned embedding places similar tokens close together.</source>
            <translation>‏[People do mix them up, but the distinction is useful: one-hot is an encoding with no notion of similarity, a learned embedding places similar tokens close together.]‏</translation>
        </message>
        <message>
            <source>The sinusoidal heatmap is computed from a formula (an encoding); the embedding table stands for learned rows (an embedding; this toy's rows were set by hand, a real model trains them).</source>
            <translation>‏[The sinusoidal heatmap is computed from a formula (an encoding); the embedding table stands for learned rows (an embedding; this toy's rows were set by hand, a real model trains them).]‏</translation>
        </message>
        <message>
            <source>The original transformer adds each position vector to its token vector instead of placing the two side by side. What does adding give?</source>
            <translation>‏[The original transformer adds each position vector to its token vector instead of placing the two side by side. What does adding give?]‏</translation>
        </message>
        <message>
            <source>It keeps token and position in separate columns, so they never interfere.</source>
            <translation>‏[It keeps token and position in separate columns, so they never interfere.]‏</translation>
        </message>
        <message>
            <source>That describes concatenation. Addition mixes both into the same numbers; the network learns to read both out of one vector.</source>
            <translation>‏[That describes concatenation. Addition mixes both into the same numbers; the network learns to read both out of one vector.]‏</translation>
        </message>
        <message>
            <source>It makes the result independent of position, so the word's meaning is kept exactly.</source>
            <translation>‏[It makes the result independent of position, so the word's meaning is kept exactly.]‏</translation>
        </message>
        <message>
            <source>The sum does depend on position: "the" at position 0 and "the" at position 3 become different rows of Z. That is the whole point.</source>
            <translation>‏[The sum does depend on position: "the" at position 0 and "the" at position 3 become different rows of Z. That is the whole point.]‏</translation>
        </message>
        <message>
            <source>Z keeps the width d_model, so every later layer sees a single stream of the same width carrying both what and where, with no extra parameters.</source>
            <translation>‏[Z keeps the width d_model, so every later layer sees a single stream of the same width carrying both what and where, with no extra parameters.]‏</translation>
        </message>
        <message>
            <source>Concatenating would widen every row and every weight matrix that reads it. Adding keeps one stream of width d, in which both signals live.</source>
            <translation>‏[Concatenating would widen every row and every weight matrix that reads it. Adding keeps one stream of width d, in which both signals live.]‏</translation>
        </message>
        <message>
            <source>Concatenation is impossible because token and position vectors have different widths.</source>
            <translation>‏[Concatenation is impossible because token and position vectors have different widths.]‏</translation>
        </message>
        <message>
            <source>Concatenation works for any widths; it would simply produce a wider vector. Addition is what needs equal widths, which is why position vectors are d_model wide.</source>
            <translation>‏[Concatenation works for any widths; it would simply produce a wider vector. Addition is what needs equal widths, which is why position vectors are d_model wide.]‏</translation>
        </message>
        <message>
            <source>The addition panel: "dog"'s row plus position 1's row gives one row of Z, still six numbers wide.</source>
            <translation>‏[The addition panel: "dog"'s row plus position 1's row gives one row of Z, still six numbers wide.]‏</translation>
        </message>
        <message>
            <source>A model was trained on sequences of at most 512 tokens and now receives 600. Which statement is true?</source>
            <translation>‏[A model was trained on sequences of at most 512 tokens and now receives 600. Which statement is true?]‏</translation>
        </message>
        <message>
            <source>A learned position table simply grows new rows when a longer input arrives.</source>
            <translation>‏[A learned position table simply grows new rows when a longer input arrives.]‏</translation>
        </message>
        <message>
            <source>A learned table has a fixed number of trained rows (BERT: 512, GPT-2: 1,024). Past its end there is no vector to add.</source>
            <translation>‏[A learned table has a fixed number of trained rows (BERT: 512, GPT-2: 1,024). Past its end there is no vector to add.]‏</translation>
        </message>
        <message>
            <source>Sinusoidal encodings stop at the training length too, exactly like a learned table.</source>
            <translation>‏[Sinusoidal encodings stop at the training length too, exactly like a learned table.]‏</translation>
        </message>
        <message>
            <source>The sin/cos formula can be evaluated at any position: position 600 or 600,000 gets a vector. What the model does with a position it never saw is another question.</source>
            <translation>‏[The sin/cos formula can be evaluated at any position: position 600 or 600,000 gets a vector. What the model does with a position it never saw is another question.]‏</translation>
        </message>
        <message>
            <source>Sinusoidal encodings have 512 x d_model trainable parameters.</source>
            <translation>‏[Sinusoidal encodings have 512 x d_model trainable parameters.]‏</translation>
        </message>
        <message>
            <source>A formula has no trainable parameters. The learned table is the scheme with max_len x d_model parameters.</source>
            <translation>‏[A formula has no trainable parameters. The learned table is the scheme with max_len x d_model parameters.]‏</translation>
        </message>
        <message>
            <source>A learned table has no row for positions 512 and beyond; the sinusoidal formula still gives a vector there, which is why it often generalises better to longer inputs.</source>
            <translation>‏[A learned table has no row for positions 512 and beyond; the sinusoidal formula still gives a vector there, which is why it often generalises better to longer inputs.]‏</translation>
        </message>
        <message>
            <source>Learned rows exist only for the positions seen in training. The formula's waves continue past the training length, and their shift structure lets the model relate positions it has not seen.</source>
            <translation>‏[Learned rows exist only for the positions seen in training. The formula's waves continue past the training length, and their shift structure lets the model relate positions it has not seen.]‏</translation>
        </message>
        <message>
            <source>A learned table with exactly five rows: the five-word sentence just fits. Type one more word and see what happens.</source>
            <translation>‏[A learned table with exactly five rows: the five-word sentence just fits. Type one more word and see what happens.]‏</translation>
        </message>
        <message>
            <source>What does RoPE (rotary position embedding, used by Llama) change compared with the paper's sinusoidal scheme?</source>
            <translation>‏[What does RoPE (rotary position embedding, used by Llama) change compared with the paper's sinusoidal scheme?]‏</translation>
        </message>
        <message>
            <source>Nothing is added to the input: Z is just the token rows. Inside attention, each query and key is rotated by an angle that grows with its position, so their dot product depends on how far apart the two tokens are.</source>
            <translation>‏[Nothing is added to the input: Z is just the token rows. Inside attention, each query and key is rotated by an angle that grows with its position, so their dot product depends on how far apart the two tokens are.]‏</translation>
        </message>
        <message>
            <source>Pair k of dimensions turns by position x base^(-2k/d). Rotating both vectors makes the score depend on the offset between positions, and no table is learned.</source>
            <translation>‏[Pair k of dimensions turns by position x base^(-2k/d). Rotating both vectors makes the score depend on the offset between positions, and no table is learned.]‏</translation>
        </message>
        <message>
            <source>It adds a rotated copy of the sinusoidal vector to each token row.</source>
            <translation>‏[It adds a rotated copy of the sinusoidal vector to each token row.]‏</translation>
        </message>
        <message>
            <source>RoPE adds no vector at all: with RoPE the position vectors in Z are zero. The rotation is applied to queries and keys inside attention.</source>
            <translation>‏[RoPE adds no vector at all: with RoPE the position vectors in Z are zero. The rotation is applied to queries and keys inside attention.]‏</translation>
        </message>
        <message>
            <source>It learns one rotation matrix per position during training.</source>
            <translation>‏[It learns one rotation matrix per position during training.]‏</translation>
        </message>
        <message>
            <source>The angles come from a fixed formula, base^(-2k/d) per pair; RoPE has no trainable parameters.</source>
            <translation>‏[The angles come from a fixed formula, base^(-2k/d) per pair; RoPE has no trainable parameters.]‏</translation>
        </message>
        <message>
            <source>It adds a penalty to each attention score that grows with the distance between tokens, with one slope per head.</source>
            <translation>‏[It adds a penalty to each attention score that grows with the distance between tokens, with one slope per head.]‏</translation>
        </message>
        <message>
            <source>That is ALiBi (used by BLOOM and MPT). RoPE rotates queries and keys instead of biasing scores.</source>
            <translation>‏[That is ALiBi (used by BLOOM and MPT). RoPE rotates queries and keys instead of biasing scores.]‏</translation>
        </message>
        <message>
            <source>With RoPE selected, the position vectors are all zero and Z equals the token rows.</source>
            <translation>‏[With RoPE selected, the position vectors are all zero and Z equals the token rows.]‏</translation>
        </message>
        <message>
            <source>What is the one-hot vector of the token "dog", and why does it say nothing about which words are similar?</source>
            <translation>‏[What is the one-hot vector of the token "dog", and why does it say nothing about which words are similar?]‏</translation>
        </message>
        <message>
            <source>A d_model-wide row of learned numbers with one large entry.</source>
            <translation>‏[A d_model-wide row of learned numbers with one large entry.]‏</translation>
        </message>
        <message>
            <source>That describes a dense embedding row. A one-hot vector has |V| entries, one per vocabulary word, and exactly one of them is 1.</source>
            <translation>‏[That describes a dense embedding row. A one-hot vector has |V| entries, one per vocabulary word, and exactly one of them is 1.]‏</translation>
        </message>
        <message>
            <source>A vector with a 1 at the token's place in the sentence.</source>
            <translation>‏[A vector with a 1 at the token's place in the sentence.]‏</translation>
        </message>
        <message>
            <source>The 1 sits at the token's id in the vocabulary, not at its position in the sentence. "dog" has the same one-hot vector wherever it appears.</source>
            <translation>‏[The 1 sits at the token's id in the vocabulary, not at its position in the sentence. "dog" has the same one-hot vector wherever it appears.]‏</translation>
        </message>
        <message>
            <source>It carries similarity: tokens with neighbouring ids share some of their ones.</source>
            <translation>‏[It carries similarity: tokens with neighbouring ids share some of their ones.]‏</translation>
        </message>
        <message>
            <source>Ids are arbitrary row numbers and two different one-hots never share a 1. Id 2 is no closer to id 3 than to id 9.</source>
            <translation>‏[Ids are arbitrary row numbers and two different one-hots never share a 1. Id 2 is no closer to id 3 than to id 9.]‏</translation>
        </message>
        <message>
            <source>A vector of |V| zeros with a single 1 at dog's id. Two different one-hots never overlap, so their cosine similarity is 0: "dog" is as far from "cat" as from "bit".</source>
            <translation>‏[A vector of |V| zeros with a single 1 at dog's id. Two different one-hots never overlap, so their cosine similarity is 0: "dog" is as far from "cat" as from "bit".]‏</translation>
        </message>
        <message>
            <source>Every pair of distinct one-hots is orthogonal. Only learned rows of E can put "dog" close to "cat" (cosine 0.80 in the lesson's table).</source>
            <translation>‏[Every pair of distinct one-hots is orthogonal. Only learned rows of E can put "dog" close to "cat" (cosine 0.80 in the lesson's table).]‏</translation>
        </message>
        <message>
            <source>The embedding table: "dog"'s nearest rows by cosine. A one-hot would give 0 for every other word.</source>
            <translation>‏[The embedding table: "dog"'s nearest rows by cosine. A one-hot would give 0 for every other word.]‏</translation>
        </message>
        <message>
            <source>Where does position information enter the original transformer?</source>
            <translation>‏[Where does position information enter the original transformer?]‏</translation>
        </message>
        <message>
            <source>The position vector is used directly as the query of each token.</source>
            <translation>‏[The position vector is used directly as the query of each token.]‏</translation>
        </message>
        <message>
            <source>Position vectors are not queries, keys or values. Those are computed later, by linear maps, from the input that already contains the position.</source>
            <translation>‏[Position vectors are not queries, keys or values. Those are computed later, by linear maps, from the input that already contains the position.]‏</translation>
        </message>
        <message>
            <source>It is added to the token vectors before the first block: Z = token rows + position rows, and queries, keys and values are computed from Z afterwards.</source>
            <translation>‏[It is added to the token vectors before the first block: Z = token rows + position rows, and queries, keys and values are computed from Z afterwards.]‏</translation>
        </message>
        <message>
            <source>By the time attention runs, every row already says both which token and where. The position signal is not a separate input to attention.</source>
            <translation>‏[By the time attention runs, every row already says both which token and where. The position signal is not a separate input to attention.]‏</translation>
        </message>
        <message>
            <source>It is added to the output of the last layer only.</source>
            <translation>‏[It is added to the output of the last layer only.]‏</translation>
        </message>
        <message>
            <source>By then attention has already mixed the rows without knowing their order. Position must go in before the first attention layer.</source>
            <translation>‏[By then attention has already mixed the rows without knowing their order. Position must go in before the first attention layer.]‏</translation>
        </message>
        <message>
            <source>It is stored inside the token id, e.g. id 312 at position 4 becomes id 3124.</source>
            <translation>‏[It is stored inside the token id, e.g. id 312 at position 4 becomes id 3124.]‏</translation>
        </message>
        <message>
            <source>Ids only pick rows of E. Position arrives as a separate vector of width d_model that is added to the looked-up row.</source>
            <translation>‏[Ids only pick rows of E. Position arrives as a separate vector of width d_model that is added to the looked-up row.]‏</translation>
        </message>
        <message>
            <source>Z, the input to layer 1: each row is a token row plus its position row.</source>
            <translation>‏[Z, the input to layer 1: each row is a token row plus its position row.]‏</translation>
        </message>
    </context>
    <context>
        <name>LimitsText</name>
        <message>
            <source>the text is {length} characters long; posviz encodes at most {most}, so the last sentence that fitted is still shown</source>
            <translation>‏[the text is {length} characters long; posviz encodes at most {most}, so the last sentence that fitted is still shown]‏</translation>
        </message>
        <message>
            <source>Z would be {tokens} tokens × {width} = {values} numbers, more than the {most} shown at once; use a shorter text or a smaller d_model</source>
            <translation>‏[Z would be {tokens} tokens × {width} = {values} numbers, more than the {most} shown at once; use a shorter text or a smaller d_model]‏</translation>
        </message>
        <message>
            <source>1 character that no file can hold (lone UTF-16 surrogates) was replaced by �, so the text can be saved</source>
            <translation>‏[1 character that no file can hold (lone UTF-16 surrogates) was replaced by �, so the text can be saved]‏</translation>
        </message>
        <message numerus="yes">
            <source>%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved</source>
            <translation>
                <numerusform>‏[%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved]‏</numerusform>
                <numerusform>‏[%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved]‏</numerusform>
                <numerusform>‏[%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved]‏</numerusform>
                <numerusform>‏[%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved]‏</numerusform>
                <numerusform>‏[%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved]‏</numerusform>
                <numerusform>‏[%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved]‏</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LongRangeLesson</name>
        <message>
            <source>How it is searched: every base on a logarithmic grid (200 per decade) is checked over all distances 0 … L, and only the first passing one is refined, by bisection between it and the failing grid base just below; a bisection over the whole range could stop at a later crossing.</source>
            <translation>‏[How it is searched: every base on a logarithmic grid (200 per decade) is checked over all distances 0 … L, and only the first passing one is refined, by bisection between it and the failing grid base just below; a bisection over the whole range could stop at a later crossing.]‏</translation>
        </message>
        <message>
            <source>At distance 0 the bound is (d/2 + 1)/2 = {zero}; at L = {length} it is {at_length} ({percent} % of that).</source>
            <translation>‏[At distance 0 the bound is (d/2 + 1)/2 = {zero}; at L = {length} it is {at_length} ({percent} % of that).]‏</translation>
        </message>
        <message>
            <source>It does not fall steadily: it rises again in places (first from distance {start} to {stop}).</source>
            <translation>‏[It does not fall steadily: it rises again in places (first from distance {start} to {stop}).]‏</translation>
        </message>
        <message>
            <source>It falls at every distance drawn.</source>
            <translation>‏[It falls at every distance drawn.]‏</translation>
        </message>
        <message>
            <source>No base up to {top} keeps Σ cos(mθᵢ) ≥ 0 for every m ≤ {length} with d = {d}.</source>
            <translation>‏[No base up to {top} keeps Σ cos(mθᵢ) ≥ 0 for every m ≤ {length} with d = {d}.]‏</translation>
        </message>
        <message>
            <source>Smallest base with Σᵢ cos(mθᵢ) ≥ 0 for every distance m ≤ {length} (d = {d}): {base}.</source>
            <translation>‏[Smallest base with Σᵢ cos(mθᵢ) ≥ 0 for every distance m ≤ {length} (d = {d}): {base}.]‏</translation>
        </message>
        <message numerus="yes">
            <source>Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).</source>
            <translation>
                <numerusform>‏[Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).]‏</numerusform>
                <numerusform>‏[Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).]‏</numerusform>
                <numerusform>‏[Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).]‏</numerusform>
                <numerusform>‏[Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).]‏</numerusform>
                <numerusform>‏[Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).]‏</numerusform>
                <numerusform>‏[Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>In the range scanned it switches from failing to passing once.</source>
            <translation>‏[In the range scanned it switches from failing to passing once.]‏</translation>
        </message>
        <message>
            <source>The RoPE of {model} (unscaled frequencies)</source>
            <translation>‏[The RoPE of {model} (unscaled frequencies)]‏</translation>
        </message>
        <message>
            <source>The session's RoPE (its whole vector is one head)</source>
            <translation>‏[The session's RoPE (its whole vector is one head)]‏</translation>
        </message>
        <message>
            <source>A toy head of {width} dimensions (Llama-sized) at the session's base</source>
            <translation>‏[A toy head of {width} dimensions (Llama-sized) at the session's base]‏</translation>
        </message>
    </context>
    <context>
        <name>MainMenus</name>
        <message>
            <source>Blue – white – red (CET-D1)</source>
            <translation>‏[Blue – white – red (CET-D1)]‏</translation>
        </message>
        <message>
            <source>Colour-blind safe: blue – yellow (CET-CBD1)</source>
            <translation>‏[Colour-blind safe: blue – yellow (CET-CBD1)]‏</translation>
        </message>
        <message>
            <source>Colour-blind safe: tritanopia (CET-CBTD1)</source>
            <translation>‏[Colour-blind safe: tritanopia (CET-CBTD1)]‏</translation>
        </message>
        <message>
            <source>Presenting with a clicker</source>
            <translation>‏[Presenting with a clicker]‏</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>‏[&amp;File]‏</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>‏[&amp;View]‏</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>‏[&amp;Help]‏</translation>
        </message>
        <message>
            <source>Full screen, no menus; Esc leaves (F5)</source>
            <translation>‏[Full screen, no menus; Esc leaves (F5)]‏</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>‏[&amp;Theme]‏</translation>
        </message>
        <message>
            <source>&amp;Colour map</source>
            <translation>‏[&amp;Colour map]‏</translation>
        </message>
        <message>
            <source>&amp;Reduce motion</source>
            <translation>‏[&amp;Reduce motion]‏</translation>
        </message>
        <message>
            <source>&amp;Presenting with a clicker…</source>
            <translation>‏[&amp;Presenting with a clicker…]‏</translation>
        </message>
        <message>
            <source>posviz keys</source>
            <translation>‏[posviz keys]‏</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>‏[Keys]‏</translation>
        </message>
        <message>
            <source>What they do</source>
            <translation>‏[What they do]‏</translation>
        </message>
    </context>
    <context>
        <name>MainWindowText</name>
        <message>
            <source>posviz: how a transformer's input layer is built</source>
            <translation>‏[posviz: how a transformer's input layer is built]‏</translation>
        </message>
        <message>
            <source>Views</source>
            <translation>‏[Views]‏</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>&amp;Language</source>
            <translation>‏[&amp;Language]‏</translation>
        </message>
    </context>
    <context>
        <name>ModelFolderText</name>
        <message>
            <source>the folder has no {name}: posviz needs it to know {what}</source>
            <translation>‏[the folder has no {name}: posviz needs it to know {what}]‏</translation>
        </message>
        <message>
            <source>{name} should hold a JSON object</source>
            <translation>‏[{name} should hold a JSON object]‏</translation>
        </message>
        <message>
            <source>{folder} has no weights: no .safetensors file</source>
            <translation>‏[{folder} has no weights: no .safetensors file]‏</translation>
        </message>
        <message>
            <source>posviz reads only safetensors weights, and this folder has {files}: a pickled checkpoint, and loading a pickle runs whatever code it contains, so posviz never opens one. Use the model's model.safetensors instead (most models publish one).</source>
            <translation>‏[posviz reads only safetensors weights, and this folder has {files}: a pickled checkpoint, and loading a pickle runs whatever code it contains, so posviz never opens one. Use the model's model.safetensors instead (most models publish one).]‏</translation>
        </message>
        <message>
            <source>where each tensor is</source>
            <translation>‏[where each tensor is]‏</translation>
        </message>
        <message>
            <source>{index} has no weight_map</source>
            <translation>‏[{index} has no weight_map]‏</translation>
        </message>
        <message>
            <source>{index}: every weight_map value must be a file name (text)</source>
            <translation>‏[{index}: every weight_map value must be a file name (text)]‏</translation>
        </message>
        <message>
            <source>{index} lists {files}, which the folder does not have (an incomplete download?)</source>
            <translation>‏[{index} lists {files}, which the folder does not have (an incomplete download?)]‏</translation>
        </message>
        <message>
            <source>{name} is a link that leads outside the model folder (to {target}): posviz reads only the folder's own files</source>
            <translation>‏[{name} is a link that leads outside the model folder (to {target}): posviz reads only the folder's own files]‏</translation>
        </message>
        <message>
            <source>tensor {tensor} is in both {first} and {second}</source>
            <translation>‏[tensor {tensor} is in both {first} and {second}]‏</translation>
        </message>
        <message>
            <source>there is no folder {folder}</source>
            <translation>‏[there is no folder {folder}]‏</translation>
        </message>
        <message>
            <source>the model's family and sizes</source>
            <translation>‏[the model's family and sizes]‏</translation>
        </message>
        <message>
            <source>the folder has no tokenizer.json: posviz needs the model's own tokenizer to turn text into its ids (vocab.txt or merges.txt alone are not enough)</source>
            <translation>‏[the folder has no tokenizer.json: posviz needs the model's own tokenizer to turn text into its ids (vocab.txt or merges.txt alone are not enough)]‏</translation>
        </message>
        <message>
            <source>reading config.json and the weights' headers</source>
            <translation>‏[reading config.json and the weights' headers]‏</translation>
        </message>
        <message>
            <source>reading the position and normalisation tensors</source>
            <translation>‏[reading the position and normalisation tensors]‏</translation>
        </message>
        <message>
            <source>reading tokenizer.json</source>
            <translation>‏[reading tokenizer.json]‏</translation>
        </message>
        <message>
            <source>tokenizer.json has {tokens} tokens but the token table only {rows} rows: they do not belong to the same model</source>
            <translation>‏[tokenizer.json has {tokens} tokens but the token table only {rows} rows: they do not belong to the same model]‏</translation>
        </message>
        <message>
            <source>ready</source>
            <translation>‏[ready]‏</translation>
        </message>
        <message>
            <source>{name} ({family}, real weights)</source>
            <translation>‏[{name} ({family}, real weights)]‏</translation>
        </message>
    </context>
    <context>
        <name>ModelLoading</name>
        <message>
            <source>reading the folder</source>
            <translation>‏[reading the folder]‏</translation>
        </message>
        <message numerus="yes">
            <source>Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens</source>
            <translation>
                <numerusform>‏[Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens]‏</numerusform>
                <numerusform>‏[Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens]‏</numerusform>
                <numerusform>‏[Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens]‏</numerusform>
                <numerusform>‏[Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens]‏</numerusform>
                <numerusform>‏[Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens]‏</numerusform>
                <numerusform>‏[Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Loading cancelled: still showing {name}</source>
            <translation>‏[Loading cancelled: still showing {name}]‏</translation>
        </message>
        <message>
            <source>&amp;Open model…</source>
            <translation>‏[&amp;Open model…]‏</translation>
        </message>
        <message>
            <source>Open a model from the local Hugging Face cache or a recent folder (offline)</source>
            <translation>‏[Open a model from the local Hugging Face cache or a recent folder (offline)]‏</translation>
        </message>
        <message>
            <source>Open model &amp;folder…</source>
            <translation>‏[Open model &amp;folder…]‏</translation>
        </message>
        <message>
            <source>Open a real model: a folder with config.json, *.safetensors and tokenizer.json</source>
            <translation>‏[Open a real model: a folder with config.json, *.safetensors and tokenizer.json]‏</translation>
        </message>
        <message>
            <source>Back to the &amp;toy model</source>
            <translation>‏[Back to the &amp;toy model]‏</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>‏[Cancel]‏</translation>
        </message>
        <message>
            <source>Opening {path}</source>
            <translation>‏[Opening {path}]‏</translation>
        </message>
        <message>
            <source>Opening a model</source>
            <translation>‏[Opening a model]‏</translation>
        </message>
        <message>
            <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
            <translation>‏[Open a model folder (config.json, *.safetensors, tokenizer.json)]‏</translation>
        </message>
        <message>
            <source>Back to the lesson's toy model</source>
            <translation>‏[Back to the lesson's toy model]‏</translation>
        </message>
        <message>
            <source>Could not open the model: {reason}</source>
            <translation>‏[Could not open the model: {reason}]‏</translation>
        </message>
        <message>
            <source>Could not open the model</source>
            <translation>‏[Could not open the model]‏</translation>
        </message>
        <message>
            <source>posviz is still showing {name}.</source>
            <translation>‏[posviz is still showing {name}.]‏</translation>
        </message>
    </context>
    <context>
        <name>ModelSteps</name>
        <message>
            <source>RoPE adds nothing here; the rotation happens inside attention, where each query and key is turned by an angle that grows with its position.</source>
            <translation>‏[RoPE adds nothing here; the rotation happens inside attention, where each query and key is turned by an angle that grows with its position.]‏</translation>
        </message>
        <message>
            <source>ALiBi adds nothing here; inside attention each score is lowered in proportion to the distance between the two tokens, with one slope per head.</source>
            <translation>‏[ALiBi adds nothing here; inside attention each score is lowered in proportion to the distance between the two tokens, with one slope per head.]‏</translation>
        </message>
        <message>
            <source>Relative positions add nothing here; inside attention each pair of tokens also gets what was learned for the distance between them.</source>
            <translation>‏[Relative positions add nothing here; inside attention each pair of tokens also gets what was learned for the distance between them.]‏</translation>
        </message>
        <message>
            <source>Nothing is added here yet; this model adds its position rows later, after the token rows are projected to the {width}-wide hidden size.</source>
            <translation>‏[Nothing is added here yet; this model adds its position rows later, after the token rows are projected to the {width}-wide hidden size.]‏</translation>
        </message>
        <message>
            <source>Nothing is added here. {own}.</source>
            <translation>‏[Nothing is added here. {own}.]‏</translation>
        </message>
        <message>
            <source>No position vector is made here: every position row is all zeros, so swapping two words only swaps rows of Z.</source>
            <translation>‏[No position vector is made here: every position row is all zeros, so swapping two words only swaps rows of Z.]‏</translation>
        </message>
        <message>
            <source>RoPE adds nothing here; the rotation happens inside attention.</source>
            <translation>‏[RoPE adds nothing here; the rotation happens inside attention.]‏</translation>
        </message>
        <message>
            <source>ALiBi adds nothing here; its distance penalty acts inside attention.</source>
            <translation>‏[ALiBi adds nothing here; its distance penalty acts inside attention.]‏</translation>
        </message>
        <message>
            <source>Relative positions add nothing here; they act inside attention.</source>
            <translation>‏[Relative positions add nothing here; they act inside attention.]‏</translation>
        </message>
        <message>
            <source>Nothing is added here yet; the position rows come after the projection.</source>
            <translation>‏[Nothing is added here yet; the position rows come after the projection.]‏</translation>
        </message>
        <message>
            <source>Nothing is added here; this model has no positions at all.</source>
            <translation>‏[Nothing is added here; this model has no positions at all.]‏</translation>
        </message>
        <message>
            <source>Nothing is added here: every position row is all zeros.</source>
            <translation>‏[Nothing is added here: every position row is all zeros.]‏</translation>
        </message>
        <message>
            <source>Attention looks at all tokens at once, so nothing tells it the order.</source>
            <translation>‏[Attention looks at all tokens at once, so nothing tells it the order.]‏</translation>
        </message>
        <message>
            <source>Inside attention it also uses the distance between two tokens.</source>
            <translation>‏[Inside attention it also uses the distance between two tokens.]‏</translation>
        </message>
        <message>
            <source>No position vector and no position inside attention</source>
            <translation>‏[No position vector and no position inside attention]‏</translation>
        </message>
        <message>
            <source>{order} {vectors}</source>
            <translation>‏[{order} {vectors}]‏</translation>
        </message>
        <message>
            <source>{sentences} {relative}</source>
            <translation>‏[{sentences} {relative}]‏</translation>
        </message>
        <message>
            <source>{order} {inside}</source>
            <translation>‏[{order} {inside}]‏</translation>
        </message>
        <message>
            <source>The position vector is added into the token's row, number by number. One vector now carries both what the token is and where it sits.</source>
            <translation>‏[The position vector is added into the token's row, number by number. One vector now carries both what the token is and where it sits.]‏</translation>
        </message>
        <message>
            <source>The position vector is added into the token's row, number by number: z = token + position carries both what the token is and where it sits. This model does more before block 1, which receives {formula} (next step).</source>
            <translation>‏[The position vector is added into the token's row, number by number: z = token + position carries both what the token is and where it sits. This model does more before block 1, which receives {formula} (next step).]‏</translation>
        </message>
        <message>
            <source>{inside} The token's row goes on without a position vector: block 1 receives {formula}.</source>
            <translation>‏[{inside} The token's row goes on without a position vector: block 1 receives {formula}.]‏</translation>
        </message>
        <message>
            <source>{inside} The token's row goes on unchanged: block 1 receives it as it is.</source>
            <translation>‏[{inside} The token's row goes on unchanged: block 1 receives it as it is.]‏</translation>
        </message>
        <message>
            <source>Stack one row per token and you have Z, the matrix the first transformer block reads. Attention's queries, keys and values are all computed from it.</source>
            <translation>‏[Stack one row per token and you have Z, the matrix the first transformer block reads. Attention's queries, keys and values are all computed from it.]‏</translation>
        </message>
        <message>
            <source>the token's row of E</source>
            <translation>‏[the token's row of E]‏</translation>
        </message>
        <message numerus="yes">
            <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder's first block reads: %Ln numbers per row.</source>
            <translation>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder's first block reads: %Ln numbers per row.]‏</numerusform>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder's first block reads: %Ln numbers per row.]‏</numerusform>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder's first block reads: %Ln numbers per row.]‏</numerusform>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder's first block reads: %Ln numbers per row.]‏</numerusform>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder's first block reads: %Ln numbers per row.]‏</numerusform>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder's first block reads: %Ln numbers per row.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.</source>
            <translation>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.]‏</numerusform>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.]‏</numerusform>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.]‏</numerusform>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.]‏</numerusform>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.]‏</numerusform>
                <numerusform>‏[Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Everything the model computes starts from it.</source>
            <translation>‏[Everything the model computes starts from it.]‏</translation>
        </message>
        <message>
            <source>Attention's queries, keys and values are all computed from it.</source>
            <translation>‏[Attention's queries, keys and values are all computed from it.]‏</translation>
        </message>
        <message>
            <source>{sentence} {use}</source>
            <translation>‏[{sentence} {use}]‏</translation>
        </message>
        <message>
            <source>Positions act inside attention</source>
            <translation>‏[Positions act inside attention]‏</translation>
        </message>
        <message>
            <source>Positions come after the projection</source>
            <translation>‏[Positions come after the projection]‏</translation>
        </message>
        <message>
            <source>This model has no positions</source>
            <translation>‏[This model has no positions]‏</translation>
        </message>
        <message>
            <source>No position vectors</source>
            <translation>‏[No position vectors]‏</translation>
        </message>
        <message>
            <source>Nothing to add here</source>
            <translation>‏[Nothing to add here]‏</translation>
        </message>
    </context>
    <context>
        <name>NotesText</name>
        <message>
            <source>No notes for this prepared sentence. Type here to write some: they are saved with the lecture and shown only to you, never in presentation mode.</source>
            <translation>‏[No notes for this prepared sentence. Type here to write some: they are saved with the lecture and shown only to you, never in presentation mode.]‏</translation>
        </message>
        <message>
            <source>Default notes for step {number} (type to replace them with your own):

{notes}</source>
            <translation>‏[Default notes for step {number} (type to replace them with your own):]‏

‏[{notes}]‏</translation>
        </message>
        <message>
            <source>Speaker notes</source>
            <translation>‏[Speaker notes]‏</translation>
        </message>
        <message>
            <source>Speaker &amp;notes</source>
            <translation>‏[Speaker &amp;notes]‏</translation>
        </message>
        <message>
            <source>Your notes for the prepared sentence or walkthrough step shown (Ctrl+Shift+N); hidden in presentation mode</source>
            <translation>‏[Your notes for the prepared sentence or walkthrough step shown (Ctrl+Shift+N); hidden in presentation mode]‏</translation>
        </message>
        <message>
            <source>Prepared sentence {number} of {count} · walkthrough step {step}</source>
            <translation>‏[Prepared sentence {number} of {count} · walkthrough step {step}]‏</translation>
        </message>
        <message>
            <source>Prepared sentence {number} of {count}</source>
            <translation>‏[Prepared sentence {number} of {count}]‏</translation>
        </message>
        <message>
            <source>Not kept: {reason}</source>
            <translation>‏[Not kept: {reason}]‏</translation>
        </message>
    </context>
    <context>
        <name>OpenModel</name>
        <message>
            <source>The cache in {folder} could not be read ({reason}).</source>
            <translation>‏[The cache in {folder} could not be read ({reason}).]‏</translation>
        </message>
        <message>
            <source>No models in the Hugging Face cache ({folder}).</source>
            <translation>‏[No models in the Hugging Face cache ({folder}).]‏</translation>
        </message>
        <message numerus="yes">
            <source>%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.</source>
            <translation>
                <numerusform>‏[%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.]‏</numerusform>
                <numerusform>‏[%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.]‏</numerusform>
                <numerusform>‏[%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.]‏</numerusform>
                <numerusform>‏[%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.]‏</numerusform>
                <numerusform>‏[%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.]‏</numerusform>
                <numerusform>‏[%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Open a model</source>
            <translation>‏[Open a model]‏</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>‏[Model]‏</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>‏[Family]‏</translation>
        </message>
        <message>
            <source>Vocabulary × width</source>
            <translation>‏[Vocabulary × width]‏</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>‏[Size on disk]‏</translation>
        </message>
        <message>
            <source>Can be opened</source>
            <translation>‏[Can be opened]‏</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>‏[Open]‏</translation>
        </message>
        <message>
            <source>Choose a folder…</source>
            <translation>‏[Choose a folder…]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;In the Hugging Face cache&lt;/b&gt; (nothing is downloaded)</source>
            <translation>‏[&lt;b&gt;In the Hugging Face cache&lt;/b&gt; (nothing is downloaded)]‏</translation>
        </message>
        <message>
            <source>Opened recently</source>
            <translation>‏[Opened recently]‏</translation>
        </message>
        <message>
            <source>{vocabulary} × {width}</source>
            <translation>‏[{vocabulary} × {width}]‏</translation>
        </message>
        <message>
            <source>usable</source>
            <translation>‏[usable]‏</translation>
        </message>
        <message>
            <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
            <translation>‏[Open a model folder (config.json, *.safetensors, tokenizer.json)]‏</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>unknown theme {theme}; choose one of {names}</source>
            <translation>‏[unknown theme {theme}; choose one of {names}]‏</translation>
        </message>
        <message>
            <source>unknown colour map {name}; choose one of {names}</source>
            <translation>‏[unknown colour map {name}; choose one of {names}]‏</translation>
        </message>
    </context>
    <context>
        <name>OrderChipsWidget</name>
        <message>
            <source>Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right</source>
            <translation>‏[Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right]‏</translation>
        </message>
    </context>
    <context>
        <name>PageExport</name>
        <message>
            <source>Export a lesson page</source>
            <translation>‏[Export a lesson page]‏</translation>
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation>‏[Web page (*.html)]‏</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>‏[Export failed]‏</translation>
        </message>
        <message>
            <source>{reason}

No file was changed.</source>
            <translation>‏[{reason}]‏

‏[No file was changed.]‏</translation>
        </message>
        <message>
            <source>Exported the lesson page to {path}</source>
            <translation>‏[Exported the lesson page to {path}]‏</translation>
        </message>
    </context>
    <context>
        <name>PanelPager</name>
        <message>
            <source>E: token rows</source>
            <translation>‏[E: token rows]‏</translation>
        </message>
        <message>
            <source>Position vectors</source>
            <translation>‏[Position vectors]‏</translation>
        </message>
        <message>
            <source>Token + position</source>
            <translation>‏[Token + position]‏</translation>
        </message>
        <message>
            <source>Panels:</source>
            <translation>‏[Panels:]‏</translation>
        </message>
    </context>
    <context>
        <name>PanelTitles</name>
        <message>
            <source>Embedding table E (one row per word)</source>
            <translation>‏[Embedding table E (one row per word)]‏</translation>
        </message>
        <message>
            <source>Z: input to layer 1 (position · token)</source>
            <translation>‏[Z: input to layer 1 (position · token)]‏</translation>
        </message>
        <message>
            <source>Token row + position row = row of Z</source>
            <translation>‏[Token row + position row = row of Z]‏</translation>
        </message>
        <message>
            <source>Position vectors, as a heatmap</source>
            <translation>‏[Position vectors, as a heatmap]‏</translation>
        </message>
        <message>
            <source>Input layer: E, Z, the addition and the position heatmap</source>
            <translation>‏[Input layer: E, Z, the addition and the position heatmap]‏</translation>
        </message>
    </context>
    <context>
        <name>PlacementText</name>
        <message>
            <source>{problem} (posviz shows only the rotations the model really makes, so it does not guess)</source>
            <translation>‏[{problem} (posviz shows only the rotations the model really makes, so it does not guess)]‏</translation>
        </message>
        <message>
            <source>no scaling</source>
            <translation>‏[no scaling]‏</translation>
        </message>
        <message>
            <source>{count} values, {low} to {high}</source>
            <translation>‏[{count} values, {low} to {high}]‏</translation>
        </message>
        <message>
            <source>{kind} scaling ({parameters}), attention factor {factor}</source>
            <translation>‏[{kind} scaling ({parameters}), attention factor {factor}]‏</translation>
        </message>
        <message>
            <source>all {r}</source>
            <extracomment>{turned} is "all 64" or "the first 32" (dimensions of a head)</extracomment>
            <translation>‏[all {r}]‏</translation>
        </message>
        <message>
            <source>the first {r}</source>
            <translation>‏[the first {r}]‏</translation>
        </message>
        <message>
            <source>k and k + {half}, rotate_half</source>
            <translation>‏[k and k + {half}, rotate_half]‏</translation>
        </message>
        <message>
            <source>2k and 2k + 1, interleaved</source>
            <translation>‏[2k and 2k + 1, interleaved]‏</translation>
        </message>
        <message>
            <source>RoPE, theta = {theta}, {heads} heads, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
            <translation>‏[RoPE, theta = {theta}, {heads} heads, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}]‏</translation>
        </message>
        <message>
            <source>RoPE, theta = {theta}, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
            <translation>‏[RoPE, theta = {theta}, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}]‏</translation>
        </message>
        <message>
            <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total}); the RoPE layers attend only within chunks of {chunk} tokens</source>
            <translation>‏[. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total}); the RoPE layers attend only within chunks of {chunk} tokens]‏</translation>
        </message>
        <message>
            <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total})</source>
            <translation>‏[. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total})]‏</translation>
        </message>
        <message>
            <source>. Its {kind} layers: {how}</source>
            <translation>‏[. Its {kind} layers: {how}]‏</translation>
        </message>
        <message>
            <source>config.json does not say how many attention heads the model has (num_attention_heads / n_head): ALiBi has one slope per head</source>
            <translation>‏[config.json does not say how many attention heads the model has (num_attention_heads / n_head): ALiBi has one slope per head]‏</translation>
        </message>
        <message>
            <source>ALiBi: nothing is added to the token rows; head h adds m_h · (j − i) to its attention scores, slopes m_h = {slopes} for the {heads} heads</source>
            <translation>‏[ALiBi: nothing is added to the token rows; head h adds m_h · (j − i) to its attention scores, slopes m_h = {slopes} for the {heads} heads]‏</translation>
        </message>
        <message>
            <source>learned table, {shape}; position p reads row p + {offset} (rows 0 to {last} sit at and before the padding index); a padding token reads row {last} and is not counted</source>
            <translation>‏[learned table, {shape}; position p reads row p + {offset} (rows 0 to {last} sit at and before the padding index); a padding token reads row {last} and is not counted]‏</translation>
        </message>
        <message>
            <source>learned table, {shape}; position p reads row p + {offset} (the first {offset} rows are never used)</source>
            <translation>‏[learned table, {shape}; position p reads row p + {offset} (the first {offset} rows are never used)]‏</translation>
        </message>
        <message>
            <source>learned table, {shape}; position p reads row p</source>
            <translation>‏[learned table, {shape}; position p reads row p]‏</translation>
        </message>
        <message>
            <source>fixed sinusoidal table ({convention}), computed by the model's code, not stored: position p is encoded as {start}, sines in the first half of each row, cosines in the second</source>
            <translation>‏[fixed sinusoidal table ({convention}), computed by the model's code, not stored: position p is encoded as {start}, sines in the first half of each row, cosines in the second]‏</translation>
        </message>
        <message>
            <source>{how}; added after the projection to the hidden width (project_in)</source>
            <translation>‏[{how}; added after the projection to the hidden width (project_in)]‏</translation>
        </message>
        <message>
            <source>no position vector and no position inside attention: the blocks read the tokens in order (a recurrence), which is all they know of position</source>
            <translation>‏[no position vector and no position inside attention: the blocks read the tokens in order (a recurrence), which is all they know of position]‏</translation>
        </message>
        <message>
            <source>no position vector and no relative positions: as configured, nothing tells this model where a token is</source>
            <translation>‏[no position vector and no relative positions: as configured, nothing tells this model where a token is]‏</translation>
        </message>
        <message>
            <source>{how}. {relative}</source>
            <translation>‏[{how}. {relative}]‏</translation>
        </message>
    </context>
    <context>
        <name>PositionsSwitch</name>
        <message>
            <source>Add the position vectors to the token rows (off: Z is the token rows alone)</source>
            <translation>‏[Add the position vectors to the token rows (off: Z is the token rows alone)]‏</translation>
        </message>
        <message>
            <source>Nothing to switch: this scheme gives the words no positions</source>
            <translation>‏[Nothing to switch: this scheme gives the words no positions]‏</translation>
        </message>
    </context>
    <context>
        <name>PositionsText</name>
        <message>
            <source>0 (tensor2tensor and fairseq pad an odd width with a zero column)</source>
            <translation>‏[0 (tensor2tensor and fairseq pad an odd width with a zero column)]‏</translation>
        </message>
        <message>
            <source>tensor2tensor / fairseq (offset {offset})</source>
            <translation>‏[tensor2tensor / fairseq (offset {offset})]‏</translation>
        </message>
        <message>
            <source>paper (Annotated Transformer)</source>
            <translation>‏[paper (Annotated Transformer)]‏</translation>
        </message>
        <message>
            <source>split halves (Marian)</source>
            <translation>‏[split halves (Marian)]‏</translation>
        </message>
        <message>
            <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and, like a trained table, no row for a later position</source>
            <translation>‏[position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and, like a trained table, no row for a later position]‏</translation>
        </message>
        <message>
            <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and no row was ever trained for a later position</source>
            <translation>‏[position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and no row was ever trained for a later position]‏</translation>
        </message>
    </context>
    <context>
        <name>PracticeCases</name>
        <message>
            <source>length {length}, d_model {width}, {note}</source>
            <translation>‏[length {length}, d_model {width}, {note}]‏</translation>
        </message>
        <message>
            <source>a single position</source>
            <translation>‏[a single position]‏</translation>
        </message>
        <message>
            <source>even width</source>
            <translation>‏[even width]‏</translation>
        </message>
        <message>
            <source>odd width</source>
            <translation>‏[odd width]‏</translation>
        </message>
        <message>
            <source>one column</source>
            <translation>‏[one column]‏</translation>
        </message>
        <message>
            <source>long, odd width</source>
            <translation>‏[long, odd width]‏</translation>
        </message>
        <message>
            <source>large positions</source>
            <translation>‏[large positions]‏</translation>
        </message>
        <message numerus="yes">
            <source>%Ln tokens, d_model {width}, P has {rows} rows, {note}</source>
            <translation>
                <numerusform>‏[%Ln tokens, d_model {width}, P has {rows} rows, {note}]‏</numerusform>
                <numerusform>‏[%Ln tokens, d_model {width}, P has {rows} rows, {note}]‏</numerusform>
                <numerusform>‏[%Ln tokens, d_model {width}, P has {rows} rows, {note}]‏</numerusform>
                <numerusform>‏[%Ln tokens, d_model {width}, P has {rows} rows, {note}]‏</numerusform>
                <numerusform>‏[%Ln tokens, d_model {width}, P has {rows} rows, {note}]‏</numerusform>
                <numerusform>‏[%Ln tokens, d_model {width}, P has {rows} rows, {note}]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>the lesson's sentence</source>
            <translation>‏[the lesson's sentence]‏</translation>
        </message>
        <message>
            <source>a learned P</source>
            <translation>‏[a learned P]‏</translation>
        </message>
        <message>
            <source>one word repeated</source>
            <translation>‏[one word repeated]‏</translation>
        </message>
        <message>
            <source>a long sentence</source>
            <translation>‏[a long sentence]‏</translation>
        </message>
        <message numerus="yes">
            <source>%Ln tokens, d_model {width}, {note}</source>
            <translation>
                <numerusform>‏[%Ln tokens, d_model {width}, {note}]‏</numerusform>
                <numerusform>‏[%Ln tokens, d_model {width}, {note}]‏</numerusform>
                <numerusform>‏[%Ln tokens, d_model {width}, {note}]‏</numerusform>
                <numerusform>‏[%Ln tokens, d_model {width}, {note}]‏</numerusform>
                <numerusform>‏[%Ln tokens, d_model {width}, {note}]‏</numerusform>
                <numerusform>‏[%Ln tokens, d_model {width}, {note}]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>dog and man swap places</source>
            <translation>‏[dog and man swap places]‏</translation>
        </message>
        <message>
            <source>a random order</source>
            <translation>‏[a random order]‏</translation>
        </message>
        <message>
            <source>reversed</source>
            <translation>‏[reversed]‏</translation>
        </message>
    </context>
    <context>
        <name>PracticeChecker</name>
        <message>
            <source>The error file is not a regular file
(a FIFO or a link?): not read.</source>
            <translation>‏[The error file is not a regular file]‏
‏[(a FIFO or a link?): not read.]‏</translation>
        </message>
        <message>
            <source>The result file is not a regular file
(a FIFO or a link?): not read.</source>
            <translation>‏[The result file is not a regular file]‏
‏[(a FIFO or a link?): not read.]‏</translation>
        </message>
        <message>
            <source>The error file is larger than
the checker accepts.</source>
            <translation>‏[The error file is larger than]‏
‏[the checker accepts.]‏</translation>
        </message>
        <message>
            <source>The result file is larger than
the checker accepts.</source>
            <translation>‏[The result file is larger than]‏
‏[the checker accepts.]‏</translation>
        </message>
        <message>
            <source>The returned value could not be read back: {reason}</source>
            <translation>‏[The returned value could not be read back: {reason}]‏</translation>
        </message>
        <message>
            <source>The error file could not be read back: {reason}</source>
            <translation>‏[The error file could not be read back: {reason}]‏</translation>
        </message>
        <message>
            <source>Starting Python</source>
            <translation>‏[Starting Python]‏</translation>
        </message>
        <message numerus="yes">
            <source>Running case {number} of %Ln</source>
            <translation>
                <numerusform>‏[Running case {number} of %Ln]‏</numerusform>
                <numerusform>‏[Running case {number} of %Ln]‏</numerusform>
                <numerusform>‏[Running case {number} of %Ln]‏</numerusform>
                <numerusform>‏[Running case {number} of %Ln]‏</numerusform>
                <numerusform>‏[Running case {number} of %Ln]‏</numerusform>
                <numerusform>‏[Running case {number} of %Ln]‏</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PracticeHints</name>
        <message>
            <source>row {row}, column {column}</source>
            <translation>‏[row {row}, column {column}]‏</translation>
        </message>
        <message>
            <source>index {index}</source>
            <translation>‏[index {index}]‏</translation>
        </message>
        <message>
            <source>Expected shape {expected}, got {got}.</source>
            <translation>‏[Expected shape {expected}, got {got}.]‏</translation>
        </message>
        <message>
            <source>Expected real numbers, got an array of {dtype}.</source>
            <translation>‏[Expected real numbers, got an array of {dtype}.]‏</translation>
        </message>
        <message numerus="yes">
            <source>Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).</source>
            <translation>
                <numerusform>‏[Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).]‏</numerusform>
                <numerusform>‏[Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).]‏</numerusform>
                <numerusform>‏[Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).]‏</numerusform>
                <numerusform>‏[Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).]‏</numerusform>
                <numerusform>‏[Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).]‏</numerusform>
                <numerusform>‏[Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>First mismatch at {where}: expected {expected}, got {got}.</source>
            <translation>‏[First mismatch at {where}: expected {expected}, got {got}.]‏</translation>
        </message>
        <message>
            <source>Worst at {where}: expected {expected}, got {got} (off by {error}).</source>
            <translation>‏[Worst at {where}: expected {expected}, got {got} (off by {error}).]‏</translation>
        </message>
        <message>
            <source>Your table is transposed: it needs one row per position and one column per dimension.</source>
            <translation>‏[Your table is transposed: it needs one row per position and one column per dimension.]‏</translation>
        </message>
        <message>
            <source>Wrong layout: you put all the sines first, then all the cosines (the split-halves convention of Marian and tensor2tensor). The paper interleaves them: column 2k is the sine and column 2k + 1 the cosine of the same angle.</source>
            <translation>‏[Wrong layout: you put all the sines first, then all the cosines (the split-halves convention of Marian and tensor2tensor). The paper interleaves them: column 2k is the sine and column 2k + 1 the cosine of the same angle.]‏</translation>
        </message>
        <message>
            <source>Off by one position: your first row is position 1. Positions start at 0, so row 0 holds sin 0 = 0 and cos 0 = 1.</source>
            <translation>‏[Off by one position: your first row is position 1. Positions start at 0, so row 0 holds sin 0 = 0 and cos 0 = 1.]‏</translation>
        </message>
        <message>
            <source>Sine and cosine are swapped: even columns (0, 2, 4, ...) hold the sine.</source>
            <translation>‏[Sine and cosine are swapped: even columns (0, 2, 4, ...) hold the sine.]‏</translation>
        </message>
        <message>
            <source>The frequencies are off: pair k turns by 10000^(-2k/d_model) radians per position; yours match 10000^(-k/d_model) (the factor 2 is missing).</source>
            <translation>‏[The frequencies are off: pair k turns by 10000^(-2k/d_model) radians per position; yours match 10000^(-k/d_model) (the factor 2 is missing).]‏</translation>
        </message>
        <message>
            <source>d_model is odd here, so there is one more sine column than cosine columns: the cosines take only the first d_model // 2 angles.</source>
            <translation>‏[d_model is odd here, so there is one more sine column than cosine columns: the cosines take only the first d_model // 2 angles.]‏</translation>
        </message>
        <message>
            <source>Right for positions 0 to {last}, then the values drift (off by {error} at position {worst}). That is what float32 angles do: pos x frequency loses digits at large positions. Form the angles in float64 and convert only the finished table, if at all.</source>
            <translation>‏[Right for positions 0 to {last}, then the values drift (off by {error} at position {worst}). That is what float32 angles do: pos x frequency loses digits at large positions. Form the angles in float64 and convert only the finished table, if at all.]‏</translation>
        </message>
        <message>
            <source>Z equals the token rows alone: the position vectors are missing. Add P's first len(ids) rows.</source>
            <translation>‏[Z equals the token rows alone: the position vectors are missing. Add P's first len(ids) rows.]‏</translation>
        </message>
        <message>
            <source>Off by one position: row i got P[i + 1]. The first token sits at position 0 and takes P[0].</source>
            <translation>‏[Off by one position: row i got P[i + 1]. The first token sits at position 0 and takes P[0].]‏</translation>
        </message>
        <message>
            <source>You picked position rows by token id (P[ids]); pick them by position: row i gets P[i].</source>
            <translation>‏[You picked position rows by token id (P[ids]); pick them by position: row i gets P[i].]‏</translation>
        </message>
        <message>
            <source>You took the first len(ids) rows of E; row i of Z needs E's row for token ids[i], i.e. E[ids].</source>
            <translation>‏[You took the first len(ids) rows of E; row i of Z needs E's row for token ids[i], i.e. E[ids].]‏</translation>
        </message>
        <message>
            <source>Z equals the position rows alone: the token rows E[ids] are missing.</source>
            <translation>‏[Z equals the position rows alone: the token rows E[ids] are missing.]‏</translation>
        </message>
        <message>
            <source>P has more rows than the sentence has tokens: use only its first len(ids) rows, one per position.</source>
            <translation>‏[P has more rows than the sentence has tokens: use only its first len(ids) rows, one per position.]‏</translation>
        </message>
        <message>
            <source>z_shuffled is the original sentence's Z: look up the shuffled sentence, ids[order].</source>
            <translation>‏[z_shuffled is the original sentence's Z: look up the shuffled sentence, ids[order].]‏</translation>
        </message>
        <message>
            <source>z_shuffled uses the inverse order: word i of the shuffled sentence is ids[order[i]].</source>
            <translation>‏[z_shuffled uses the inverse order: word i of the shuffled sentence is ids[order[i]].]‏</translation>
        </message>
        <message>
            <source>You added position vectors: this task is about a model without positions, where Z is just the token rows.</source>
            <translation>‏[You added position vectors: this task is about a model without positions, where Z is just the token rows.]‏</translation>
        </message>
        <message>
            <source>z_reordered is Z with its rows unmoved: take its rows in the order given, z[order].</source>
            <translation>‏[z_reordered is Z with its rows unmoved: take its rows in the order given, z[order].]‏</translation>
        </message>
        <message>
            <source>z_reordered takes the rows in the inverse order: row i should be Z's row order[i].</source>
            <translation>‏[z_reordered takes the rows in the inverse order: row i should be Z's row order[i].]‏</translation>
        </message>
        <message>
            <source>z_reordered has position vectors added: build Z without positions, then reorder its rows.</source>
            <translation>‏[z_reordered has position vectors added: build Z without positions, then reorder its rows.]‏</translation>
        </message>
    </context>
    <context>
        <name>PracticeReport</name>
        <message>
            <source>Printing that much is stopped by the checker: print less, or only while debugging.</source>
            <translation>‏[Printing that much is stopped by the checker: print less, or only while debugging.]‏</translation>
        </message>
        <message>
            <source>Your code asked for more memory than the checker allows ({memory_mb} MB).</source>
            <translation>‏[Your code asked for more memory than the checker allows ({memory_mb} MB).]‏</translation>
        </message>
        <message>
            <source>A function keeps calling itself without end: check the recursion's stopping case.</source>
            <translation>‏[A function keeps calling itself without end: check the recursion's stopping case.]‏</translation>
        </message>
        <message>
            <source>Your code called sys.exit(): return the result instead of ending the program.</source>
            <translation>‏[Your code called sys.exit(): return the result instead of ending the program.]‏</translation>
        </message>
        <message>
            <source>Your code raised KeyboardInterrupt: return the result instead.</source>
            <translation>‏[Your code raised KeyboardInterrupt: return the result instead.]‏</translation>
        </message>
        <message>
            <source>Your code wrote a file larger than the checker allows ({file_mb} MB).</source>
            <translation>‏[Your code wrote a file larger than the checker allows ({file_mb} MB).]‏</translation>
        </message>
        <message>
            <source>Your code removed the folder it runs in (its current folder): leave it in place, the checker reads your results from it.</source>
            <translation>‏[Your code removed the folder it runs in (its current folder): leave it in place, the checker reads your results from it.]‏</translation>
        </message>
        <message>
            <source>Your code started more processes or threads than the checker allows (about {processes}).</source>
            <translation>‏[Your code started more processes or threads than the checker allows (about {processes}).]‏</translation>
        </message>
        <message>
            <source>Your code removed or replaced the checker's
run folder (the current folder): its results are lost.</source>
            <translation>‏[Your code removed or replaced the checker's]‏
‏[run folder (the current folder): its results are lost.]‏</translation>
        </message>
        <message>
            <source>Your function returns only zeros: the starter's placeholder is still in place.</source>
            <translation>‏[Your function returns only zeros: the starter's placeholder is still in place.]‏</translation>
        </message>
        <message>
            <source>{output}: {problem}</source>
            <translation>‏[{output}: {problem}]‏</translation>
        </message>
        <message>
            <source>Still running when the {seconds} s limit ran out.</source>
            <translation>‏[Still running when the {seconds} s limit ran out.]‏</translation>
        </message>
        <message>
            <source>Stopped.</source>
            <translation>‏[Stopped.]‏</translation>
        </message>
        <message>
            <source>Over the {memory_mb} MB memory cap.</source>
            <translation>‏[Over the {memory_mb} MB memory cap.]‏</translation>
        </message>
        <message numerus="yes">
            <source>Over the limit of %Ln processes.</source>
            <translation>
                <numerusform>‏[Over the limit of %Ln processes.]‏</numerusform>
                <numerusform>‏[Over the limit of %Ln processes.]‏</numerusform>
                <numerusform>‏[Over the limit of %Ln processes.]‏</numerusform>
                <numerusform>‏[Over the limit of %Ln processes.]‏</numerusform>
                <numerusform>‏[Over the limit of %Ln processes.]‏</numerusform>
                <numerusform>‏[Over the limit of %Ln processes.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>The Python process ended during this case.</source>
            <translation>‏[The Python process ended during this case.]‏</translation>
        </message>
        <message>
            <source>Did not finish.</source>
            <translation>‏[Did not finish.]‏</translation>
        </message>
        <message>
            <source>while loading</source>
            <translation>‏[while loading]‏</translation>
        </message>
        <message>
            <source>during case {number} of {count} ({case})</source>
            <translation>‏[during case {number} of {count} ({case})]‏</translation>
        </message>
        <message>
            <source>The checker's supervising process was ended {where}, by your code or the system; every process of this run that could still be found was ended.</source>
            <translation>‏[The checker's supervising process was ended {where}, by your code or the system; every process of this run that could still be found was ended.]‏</translation>
        </message>
        <message>
            <source>Your code ended the Python process (exit code {code}) {where}. os._exit() ends it at once, with no result: return a value instead.</source>
            <translation>‏[Your code ended the Python process (exit code {code}) {where}. os._exit() ends it at once, with no result: return a value instead.]‏</translation>
        </message>
        <message>
            <source>Python crashed (segmentation fault) {where}. This usually means a recursion far deeper than the C stack holds: did you raise sys.setrecursionlimit?</source>
            <translation>‏[Python crashed (segmentation fault) {where}. This usually means a recursion far deeper than the C stack holds: did you raise sys.setrecursionlimit?]‏</translation>
        </message>
        <message>
            <source>Your code used up its CPU time {where}.</source>
            <translation>‏[Your code used up its CPU time {where}.]‏</translation>
        </message>
        <message>
            <source>The Python process was ended by {signal} {where}.</source>
            <translation>‏[The Python process was ended by {signal} {where}.]‏</translation>
        </message>
        <message>
            <source>You stopped the check.</source>
            <translation>‏[You stopped the check.]‏</translation>
        </message>
        <message>
            <source>Python did not start within {seconds} s; the computer may be very busy. Try again.</source>
            <translation>‏[Python did not start within {seconds} s; the computer may be very busy. Try again.]‏</translation>
        </message>
        <message>
            <source>Your code did not load: {error}</source>
            <translation>‏[Your code did not load: {error}]‏</translation>
        </message>
        <message>
            <source>Your code was still loading after {seconds} s: an endless loop outside the function?</source>
            <translation>‏[Your code was still loading after {seconds} s: an endless loop outside the function?]‏</translation>
        </message>
        <message>
            <source>Time limit: case {number} of {count} ({case}) was still running after {seconds} s. An endless loop, or a very slow one?</source>
            <translation>‏[Time limit: case {number} of {count} ({case}) was still running after {seconds} s. An endless loop, or a very slow one?]‏</translation>
        </message>
        <message>
            <source>Your code and the processes it started held more than {memory_mb} MB together {where}; the checker ended all of them.</source>
            <translation>‏[Your code and the processes it started held more than {memory_mb} MB together {where}; the checker ended all of them.]‏</translation>
        </message>
        <message numerus="yes">
            <source>Your code started more than %Ln processes {where}; the checker ended all of them.</source>
            <translation>
                <numerusform>‏[Your code started more than %Ln processes {where}; the checker ended all of them.]‏</numerusform>
                <numerusform>‏[Your code started more than %Ln processes {where}; the checker ended all of them.]‏</numerusform>
                <numerusform>‏[Your code started more than %Ln processes {where}; the checker ended all of them.]‏</numerusform>
                <numerusform>‏[Your code started more than %Ln processes {where}; the checker ended all of them.]‏</numerusform>
                <numerusform>‏[Your code started more than %Ln processes {where}; the checker ended all of them.]‏</numerusform>
                <numerusform>‏[Your code started more than %Ln processes {where}; the checker ended all of them.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All %Ln hidden cases pass.</source>
            <translation>
                <numerusform>‏[All %Ln hidden cases pass.]‏</numerusform>
                <numerusform>‏[All %Ln hidden cases pass.]‏</numerusform>
                <numerusform>‏[All %Ln hidden cases pass.]‏</numerusform>
                <numerusform>‏[All %Ln hidden cases pass.]‏</numerusform>
                <numerusform>‏[All %Ln hidden cases pass.]‏</numerusform>
                <numerusform>‏[All %Ln hidden cases pass.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{failed} of %Ln hidden cases fail, {not_run} not run.</source>
            <translation>
                <numerusform>‏[{failed} of %Ln hidden cases fail, {not_run} not run.]‏</numerusform>
                <numerusform>‏[{failed} of %Ln hidden cases fail, {not_run} not run.]‏</numerusform>
                <numerusform>‏[{failed} of %Ln hidden cases fail, {not_run} not run.]‏</numerusform>
                <numerusform>‏[{failed} of %Ln hidden cases fail, {not_run} not run.]‏</numerusform>
                <numerusform>‏[{failed} of %Ln hidden cases fail, {not_run} not run.]‏</numerusform>
                <numerusform>‏[{failed} of %Ln hidden cases fail, {not_run} not run.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{failed} of %Ln hidden cases fail.</source>
            <translation>
                <numerusform>‏[{failed} of %Ln hidden cases fail.]‏</numerusform>
                <numerusform>‏[{failed} of %Ln hidden cases fail.]‏</numerusform>
                <numerusform>‏[{failed} of %Ln hidden cases fail.]‏</numerusform>
                <numerusform>‏[{failed} of %Ln hidden cases fail.]‏</numerusform>
                <numerusform>‏[{failed} of %Ln hidden cases fail.]‏</numerusform>
                <numerusform>‏[{failed} of %Ln hidden cases fail.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>{head} First, {case}: {lead}</source>
            <translation>‏[{head} First, {case}: {lead}]‏</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>‏[passed]‏</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>‏[failed]‏</translation>
        </message>
        <message>
            <source>error</source>
            <translation>‏[error]‏</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>‏[not finished]‏</translation>
        </message>
        <message>
            <source>not run</source>
            <translation>‏[not run]‏</translation>
        </message>
        <message numerus="yes">
            <source>It printed %Ln bytes; the first {shown} characters are shown.</source>
            <translation>
                <numerusform>‏[It printed %Ln bytes; the first {shown} characters are shown.]‏</numerusform>
                <numerusform>‏[It printed %Ln bytes; the first {shown} characters are shown.]‏</numerusform>
                <numerusform>‏[It printed %Ln bytes; the first {shown} characters are shown.]‏</numerusform>
                <numerusform>‏[It printed %Ln bytes; the first {shown} characters are shown.]‏</numerusform>
                <numerusform>‏[It printed %Ln bytes; the first {shown} characters are shown.]‏</numerusform>
                <numerusform>‏[It printed %Ln bytes; the first {shown} characters are shown.]‏</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PracticeTab</name>
        <message>
            <source>&lt;b&gt;{mark} Case {number}&lt;/b&gt;: {case} — {status}</source>
            <translation>‏[&lt;b&gt;{mark} Case {number}&lt;/b&gt;: {case} — {status}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;Hint:&lt;/b&gt; {hint}</source>
            <translation>‏[&lt;b&gt;Hint:&lt;/b&gt; {hint}]‏</translation>
        </message>
        <message>
            <source>No case was run.</source>
            <translation>‏[No case was run.]‏</translation>
        </message>
        <message>
            <source>Your Python code</source>
            <translation>‏[Your Python code]‏</translation>
        </message>
        <message>
            <source>The task</source>
            <translation>‏[The task]‏</translation>
        </message>
        <message>
            <source>The check's verdict</source>
            <translation>‏[The check's verdict]‏</translation>
        </message>
        <message>
            <source>Check results, case by case</source>
            <translation>‏[Check results, case by case]‏</translation>
        </message>
        <message>
            <source>What your code printed</source>
            <translation>‏[What your code printed]‏</translation>
        </message>
        <message>
            <source>What your code printed appears here.</source>
            <translation>‏[What your code printed appears here.]‏</translation>
        </message>
        <message>
            <source>A reference solution</source>
            <translation>‏[A reference solution]‏</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>‏[Cases]‏</translation>
        </message>
        <message>
            <source>Printed</source>
            <translation>‏[Printed]‏</translation>
        </message>
        <message>
            <source>Solution</source>
            <translation>‏[Solution]‏</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>‏[Check]‏</translation>
        </message>
        <message>
            <source>Run your code on hidden cases made by posviz's model (Ctrl+Return)</source>
            <translation>‏[Run your code on hidden cases made by posviz's model (Ctrl+Return)]‏</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>‏[Stop]‏</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>‏[Start again]‏</translation>
        </message>
        <message>
            <source>Reveal solution…</source>
            <translation>‏[Reveal solution…]‏</translation>
        </message>
        <message numerus="yes">
            <source>Task {number} of %Ln: {title}</source>
            <translation>
                <numerusform>‏[Task {number} of %Ln: {title}]‏</numerusform>
                <numerusform>‏[Task {number} of %Ln: {title}]‏</numerusform>
                <numerusform>‏[Task {number} of %Ln: {title}]‏</numerusform>
                <numerusform>‏[Task {number} of %Ln: {title}]‏</numerusform>
                <numerusform>‏[Task {number} of %Ln: {title}]‏</numerusform>
                <numerusform>‏[Task {number} of %Ln: {title}]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} · {function}{mark}</source>
            <translation>‏[{number} · {function}{mark}]‏</translation>
        </message>
        <message>
            <source>Draft saved</source>
            <translation>‏[Draft saved]‏</translation>
        </message>
        <message>
            <source>Draft NOT saved: {reason}</source>
            <translation>‏[Draft NOT saved: {reason}]‏</translation>
        </message>
        <message>
            <source>Progress NOT saved: {reason}</source>
            <translation>‏[Progress NOT saved: {reason}]‏</translation>
        </message>
        <message>
            <source>Checking…</source>
            <translation>‏[Checking…]‏</translation>
        </message>
        <message>
            <source>Running your code on the hidden cases…</source>
            <translation>‏[Running your code on the hidden cases…]‏</translation>
        </message>
        <message>
            <source>Stopping…</source>
            <translation>‏[Stopping…]‏</translation>
        </message>
        <message>
            <source>Checking… {progress} (time limit {seconds} s)</source>
            <translation>‏[Checking… {progress} (time limit {seconds} s)]‏</translation>
        </message>
        <message>
            <source>Press Check to run your code on the hidden cases.</source>
            <translation>‏[Press Check to run your code on the hidden cases.]‏</translation>
        </message>
        <message>
            <source>{mark} {summary}</source>
            <translation>‏[{mark} {summary}]‏</translation>
        </message>
        <message>
            <source>Start again?</source>
            <translation>‏[Start again?]‏</translation>
        </message>
        <message>
            <source>Replace your code for this task with the starter stub?</source>
            <translation>‏[Replace your code for this task with the starter stub?]‏</translation>
        </message>
        <message>
            <source>Reveal the solution?</source>
            <translation>‏[Reveal the solution?]‏</translation>
        </message>
        <message>
            <source>See the reference solution for this task? Trying once more first teaches more. Your own code stays in the editor.</source>
            <translation>‏[See the reference solution for this task? Trying once more first teaches more. Your own code stays in the editor.]‏</translation>
        </message>
    </context>
    <context>
        <name>PracticeTasks</name>
        <message>
            <source>The sinusoidal position table</source>
            <translation>‏[The sinusoidal position table]‏</translation>
        </message>
        <message>
            <source>Write &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. It returns the paper's position table as a float64 array of shape &lt;code&gt;(length, d_model)&lt;/code&gt;: row &lt;i&gt;pos&lt;/i&gt; is the vector for position &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. Pair &lt;i&gt;k&lt;/i&gt; of columns holds &lt;code&gt;sin(pos·w)&lt;/code&gt; in column 2k and &lt;code&gt;cos(pos·w)&lt;/code&gt; in column 2k + 1, with &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. When d_model is odd, the last column is a sine without its cosine. The hidden tests include positions near 100,000.</source>
            <translation>‏[Write &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. It returns the paper's position table as a float64 array of shape &lt;code&gt;(length, d_model)&lt;/code&gt;: row &lt;i&gt;pos&lt;/i&gt; is the vector for position &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. Pair &lt;i&gt;k&lt;/i&gt; of columns holds &lt;code&gt;sin(pos·w)&lt;/code&gt; in column 2k and &lt;code&gt;cos(pos·w)&lt;/code&gt; in column 2k + 1, with &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. When d_model is odd, the last column is a sine without its cosine. The hidden tests include positions near 100,000.]‏</translation>
        </message>
        <message>
            <source>Look up, then add: the matrix Z</source>
            <translation>‏[Look up, then add: the matrix Z]‏</translation>
        </message>
        <message>
            <source>Write &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. &lt;code&gt;E&lt;/code&gt; is the embedding table, one row per vocabulary word, shape &lt;code&gt;(|V|, d)&lt;/code&gt;; &lt;code&gt;ids&lt;/code&gt; holds the sentence's token ids, shape &lt;code&gt;(L,)&lt;/code&gt;; &lt;code&gt;P&lt;/code&gt; is a table of position vectors with &lt;b&gt;at least&lt;/b&gt; L rows, shape &lt;code&gt;(max_len, d)&lt;/code&gt;. Return Z, shape &lt;code&gt;(L, d)&lt;/code&gt;: row i is E's row for token &lt;code&gt;ids[i]&lt;/code&gt; plus the position vector of position i.</source>
            <translation>‏[Write &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. &lt;code&gt;E&lt;/code&gt; is the embedding table, one row per vocabulary word, shape &lt;code&gt;(|V|, d)&lt;/code&gt;; &lt;code&gt;ids&lt;/code&gt; holds the sentence's token ids, shape &lt;code&gt;(L,)&lt;/code&gt;; &lt;code&gt;P&lt;/code&gt; is a table of position vectors with &lt;b&gt;at least&lt;/b&gt; L rows, shape &lt;code&gt;(max_len, d)&lt;/code&gt;. Return Z, shape &lt;code&gt;(L, d)&lt;/code&gt;: row i is E's row for token &lt;code&gt;ids[i]&lt;/code&gt; plus the position vector of position i.]‏</translation>
        </message>
        <message>
            <source>Without positions, order is invisible</source>
            <translation>‏[Without positions, order is invisible]‏</translation>
        </message>
        <message>
            <source>Show that a model without positions cannot see word order. Write &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;, where &lt;code&gt;order&lt;/code&gt; is a permutation of 0 .. L − 1 and the shuffled sentence is &lt;code&gt;ids[order]&lt;/code&gt;. Return two arrays, each &lt;code&gt;(L, d)&lt;/code&gt;: &lt;code&gt;z_shuffled&lt;/code&gt;, the Z of the shuffled sentence built with no position vectors, and &lt;code&gt;z_reordered&lt;/code&gt;, the Z of the original sentence (no positions either) with its rows taken in &lt;code&gt;order&lt;/code&gt;. They come out equal: shuffling the words only reorders the rows. (Add the table from task 1 to both and they no longer agree.)</source>
            <translation>‏[Show that a model without positions cannot see word order. Write &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;, where &lt;code&gt;order&lt;/code&gt; is a permutation of 0 .. L − 1 and the shuffled sentence is &lt;code&gt;ids[order]&lt;/code&gt;. Return two arrays, each &lt;code&gt;(L, d)&lt;/code&gt;: &lt;code&gt;z_shuffled&lt;/code&gt;, the Z of the shuffled sentence built with no position vectors, and &lt;code&gt;z_reordered&lt;/code&gt;, the Z of the original sentence (no positions either) with its rows taken in &lt;code&gt;order&lt;/code&gt;. They come out equal: shuffling the words only reorders the rows. (Add the table from task 1 to both and they no longer agree.)]‏</translation>
        </message>
        <message>
            <source>no practice task {key}; known: {known}</source>
            <translation>‏[no practice task {key}; known: {known}]‏</translation>
        </message>
    </context>
    <context>
        <name>PresenterHelp</name>
        <message>
            <source>Editing “{name}”: its arrows and Enter are its own. Esc gives them back to the walkthrough keys.</source>
            <translation>‏[Editing “{name}”: its arrows and Enter are its own. Esc gives them back to the walkthrough keys.]‏</translation>
        </message>
        <message>
            <source>A clicker's Next and Back (Right/Left, Page Down/Page Up, Space) move through the five steps of the walkthrough, and its blank button (B or .) blacks the screen out. In the walkthrough and in presentation mode (F5), and before them unless Tab brought the keys to a control, these keys always move the steps, whichever control was touched last; they never change the sentence, a setting or a selection. To type a new sentence, click it or press F2; Enter or Esc gives the keys back to the clicker. With a projector plugged in, F5 shows this window full screen on it and a presenter console on the laptop (the step, what comes next, your notes, the time, what the room sees); the keys work in both, and B blanks only the room's.</source>
            <translation>‏[A clicker's Next and Back (Right/Left, Page Down/Page Up, Space) move through the five steps of the walkthrough, and its blank button (B or .) blacks the screen out. In the walkthrough and in presentation mode (F5), and before them unless Tab brought the keys to a control, these keys always move the steps, whichever control was touched last; they never change the sentence, a setting or a selection. To type a new sentence, click it or press F2; Enter or Esc gives the keys back to the clicker. With a projector plugged in, F5 shows this window full screen on it and a presenter console on the laptop (the step, what comes next, your notes, the time, what the room sees); the keys work in both, and B blanks only the room's.]‏</translation>
        </message>
    </context>
    <context>
        <name>QtParts</name>
        <message>
            <source>Clear the text</source>
            <translation>‏[Clear the text]‏</translation>
        </message>
        <message>
            <source>More controls</source>
            <translation>‏[More controls]‏</translation>
        </message>
    </context>
    <context>
        <name>QuizFile</name>
        <message>
            <source>cannot read the quiz file {file}: {reason}</source>
            <translation>‏[cannot read the quiz file {file}: {reason}]‏</translation>
        </message>
        <message>
            <source>{where} a quiz file holds a JSON object with a "questions" list, not {kind}</source>
            <translation>‏[{where} a quiz file holds a JSON object with a "questions" list, not {kind}]‏</translation>
        </message>
        <message>
            <source>{where} this is not a posviz quiz (format {found}, expected {expected})</source>
            <translation>‏[{where} this is not a posviz quiz (format {found}, expected {expected})]‏</translation>
        </message>
        <message>
            <source>{where} quiz format version {version} is newer than this posviz reads (up to {latest})</source>
            <translation>‏[{where} quiz format version {version} is newer than this posviz reads (up to {latest})]‏</translation>
        </message>
        <message>
            <source>{where} field "questions" must be a non-empty list, got {kind}</source>
            <translation>‏[{where} field "questions" must be a non-empty list, got {kind}]‏</translation>
        </message>
        <message numerus="yes">
            <source>{where} it has %Ln questions; a quiz has at most {most}</source>
            <translation>
                <numerusform>‏[{where} it has %Ln questions; a quiz has at most {most}]‏</numerusform>
                <numerusform>‏[{where} it has %Ln questions; a quiz has at most {most}]‏</numerusform>
                <numerusform>‏[{where} it has %Ln questions; a quiz has at most {most}]‏</numerusform>
                <numerusform>‏[{where} it has %Ln questions; a quiz has at most {most}]‏</numerusform>
                <numerusform>‏[{where} it has %Ln questions; a quiz has at most {most}]‏</numerusform>
                <numerusform>‏[{where} it has %Ln questions; a quiz has at most {most}]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>{place}: field "choices" must be a list of 2 to {most} answers, got {kind}</source>
            <translation>‏[{place}: field "choices" must be a list of 2 to {most} answers, got {kind}]‏</translation>
        </message>
        <message>
            <source>{place}: exactly one choice must have "correct": true, found {count}</source>
            <translation>‏[{place}: exactly one choice must have "correct": true, found {count}]‏</translation>
        </message>
        <message>
            <source>{place} must be a JSON object with "text", "correct" and "explanation", not {kind}</source>
            <translation>‏[{place} must be a JSON object with "text", "correct" and "explanation", not {kind}]‏</translation>
        </message>
        <message>
            <source>{place} must be true or false, got {value}</source>
            <translation>‏[{place} must be true or false, got {value}]‏</translation>
        </message>
        <message>
            <source>{place} must be text, got {kind}</source>
            <translation>‏[{place} must be text, got {kind}]‏</translation>
        </message>
        <message numerus="yes">
            <source>{place} has %Ln characters; at most {most}</source>
            <translation>
                <numerusform>‏[{place} has %Ln characters; at most {most}]‏</numerusform>
                <numerusform>‏[{place} has %Ln characters; at most {most}]‏</numerusform>
                <numerusform>‏[{place} has %Ln characters; at most {most}]‏</numerusform>
                <numerusform>‏[{place} has %Ln characters; at most {most}]‏</numerusform>
                <numerusform>‏[{place} has %Ln characters; at most {most}]‏</numerusform>
                <numerusform>‏[{place} has %Ln characters; at most {most}]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>{place} must be a token index (0, 1, 2, ...), got {value}</source>
            <translation>‏[{place} must be a token index (0, 1, 2, ...), got {value}]‏</translation>
        </message>
        <message>
            <source>{place} has unknown setting(s) {unknown}; known: {known}</source>
            <translation>‏[{place} has unknown setting(s) {unknown}; known: {known}]‏</translation>
        </message>
        <message>
            <source>{place}: {reason}</source>
            <translation>‏[{place}: {reason}]‏</translation>
        </message>
        <message>
            <source>{place} must be a JSON object, not {kind}</source>
            <translation>‏[{place} must be a JSON object, not {kind}]‏</translation>
        </message>
        <message>
            <source>{place} must be non-empty text, got {kind}</source>
            <translation>‏[{place} must be non-empty text, got {kind}]‏</translation>
        </message>
        <message numerus="yes">
            <source>{place} has %Ln characters; at most {most} are allowed</source>
            <translation>
                <numerusform>‏[{place} has %Ln characters; at most {most} are allowed]‏</numerusform>
                <numerusform>‏[{place} has %Ln characters; at most {most} are allowed]‏</numerusform>
                <numerusform>‏[{place} has %Ln characters; at most {most} are allowed]‏</numerusform>
                <numerusform>‏[{place} has %Ln characters; at most {most} are allowed]‏</numerusform>
                <numerusform>‏[{place} has %Ln characters; at most {most} are allowed]‏</numerusform>
                <numerusform>‏[{place} has %Ln characters; at most {most} are allowed]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>{place} holds the code point U+{code} at character {position}, half of a surrogate pair, which is not text</source>
            <translation>‏[{place} holds the code point U+{code} at character {position}, half of a surrogate pair, which is not text]‏</translation>
        </message>
        <message>
            <source>{place}: unknown field(s) {unknown} (known: {known})</source>
            <translation>‏[{place}: unknown field(s) {unknown} (known: {known})]‏</translation>
        </message>
        <message>
            <source>{file}:</source>
            <extracomment>the start of every refusal of a quiz file; {file} is the file's name</extracomment>
            <translation>‏[{file}:]‏</translation>
        </message>
        <message>
            <source>{where} field "{field}"</source>
            <translation>‏[{where} field "{field}"]‏</translation>
        </message>
        <message>
            <source>{where} question {number}</source>
            <translation>‏[{where} question {number}]‏</translation>
        </message>
        <message>
            <source>{question} ("{prompt}")</source>
            <translation>‏[{question} ("{prompt}")]‏</translation>
        </message>
        <message>
            <source>{question}, choice {number}</source>
            <translation>‏[{question}, choice {number}]‏</translation>
        </message>
        <message>
            <source>{place}: field "{field}"</source>
            <translation>‏[{place}: field "{field}"]‏</translation>
        </message>
        <message>
            <source>{place}, "{field}"</source>
            <translation>‏[{place}, "{field}"]‏</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>‏[nothing]‏</translation>
        </message>
        <message>
            <source>empty text</source>
            <translation>‏[empty text]‏</translation>
        </message>
        <message>
            <source>text {value}</source>
            <translation>‏[text {value}]‏</translation>
        </message>
        <message numerus="yes">
            <source>a list of %n</source>
            <translation>
                <numerusform>‏[a list of %n]‏</numerusform>
                <numerusform>‏[a list of %n]‏</numerusform>
                <numerusform>‏[a list of %n]‏</numerusform>
                <numerusform>‏[a list of %n]‏</numerusform>
                <numerusform>‏[a list of %n]‏</numerusform>
                <numerusform>‏[a list of %n]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>an object</source>
            <translation>‏[an object]‏</translation>
        </message>
        <message>
            <source>true/false</source>
            <translation>‏[true/false]‏</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>‏[a number]‏</translation>
        </message>
    </context>
    <context>
        <name>QuizTab</name>
        <message>
            <source>ABCDEFGH</source>
            <comment>the letters of the eight choices</comment>
            <extracomment>The letters of a multiple-choice question's answers, in order: exactly eight characters.</extracomment>
            <translation>‏[ABCDEFGH]‏</translation>
        </message>
        <message>
            <source>Quiz: press 1 to 8 to answer</source>
            <translation>‏[Quiz: press 1 to 8 to answer]‏</translation>
        </message>
        <message>
            <source>Open quiz file…</source>
            <translation>‏[Open quiz file…]‏</translation>
        </message>
        <message>
            <source>The question, its choices and the explanation</source>
            <translation>‏[The question, its choices and the explanation]‏</translation>
        </message>
        <message>
            <source>◀ Previous</source>
            <translation>‏[◀ Previous]‏</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>‏[Next ▶]‏</translation>
        </message>
        <message>
            <source>Start over</source>
            <translation>‏[Start over]‏</translation>
        </message>
        <message>
            <source>From {file}</source>
            <translation>‏[From {file}]‏</translation>
        </message>
        <message numerus="yes">
            <source>Question {number} of %Ln</source>
            <translation>
                <numerusform>‏[Question {number} of %Ln]‏</numerusform>
                <numerusform>‏[Question {number} of %Ln]‏</numerusform>
                <numerusform>‏[Question {number} of %Ln]‏</numerusform>
                <numerusform>‏[Question {number} of %Ln]‏</numerusform>
                <numerusform>‏[Question {number} of %Ln]‏</numerusform>
                <numerusform>‏[Question {number} of %Ln]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>This quiz file cannot be used: {reason}</source>
            <translation>‏[This quiz file cannot be used: {reason}]‏</translation>
        </message>
        <message>
            <source>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</source>
            <translation>‏[&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;]‏</translation>
        </message>
        <message>
            <source>Pick an answer (click it, or press its number).</source>
            <translation>‏[Pick an answer (click it, or press its number).]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;Show me ▶&lt;/b&gt;&amp;nbsp; {what}</source>
            <translation>‏[&lt;b&gt;Show me ▶&lt;/b&gt;&amp;nbsp; {what}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</source>
            <translation>‏[&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;{letter} (the answer).&lt;/b&gt; {why}</source>
            <translation>‏[&lt;b&gt;{letter} (the answer).&lt;/b&gt; {why}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;{letter} (not the answer).&lt;/b&gt; {why}</source>
            <translation>‏[&lt;b&gt;{letter} (not the answer).&lt;/b&gt; {why}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;✓ Right.&lt;/b&gt; {why}</source>
            <translation>‏[&lt;b&gt;✓ Right.&lt;/b&gt; {why}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;✗ Not this one.&lt;/b&gt; {why}</source>
            <translation>‏[&lt;b&gt;✗ Not this one.&lt;/b&gt; {why}]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;The answer is {letter}.&lt;/b&gt; {right}</source>
            <translation>‏[&lt;b&gt;The answer is {letter}.&lt;/b&gt; {right}]‏</translation>
        </message>
        <message numerus="yes">
            <source>Finished: {right} of %Ln right</source>
            <translation>
                <numerusform>‏[Finished: {right} of %Ln right]‏</numerusform>
                <numerusform>‏[Finished: {right} of %Ln right]‏</numerusform>
                <numerusform>‏[Finished: {right} of %Ln right]‏</numerusform>
                <numerusform>‏[Finished: {right} of %Ln right]‏</numerusform>
                <numerusform>‏[Finished: {right} of %Ln right]‏</numerusform>
                <numerusform>‏[Finished: {right} of %Ln right]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Score: {right} of {answered} answered right (%Ln questions)</source>
            <translation>
                <numerusform>‏[Score: {right} of {answered} answered right (%Ln questions)]‏</numerusform>
                <numerusform>‏[Score: {right} of {answered} answered right (%Ln questions)]‏</numerusform>
                <numerusform>‏[Score: {right} of {answered} answered right (%Ln questions)]‏</numerusform>
                <numerusform>‏[Score: {right} of {answered} answered right (%Ln questions)]‏</numerusform>
                <numerusform>‏[Score: {right} of {answered} answered right (%Ln questions)]‏</numerusform>
                <numerusform>‏[Score: {right} of {answered} answered right (%Ln questions)]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>{letter}. {choice}, the answer</source>
            <translation>‏[{letter}. {choice}, the answer]‏</translation>
        </message>
        <message>
            <source>{letter}. {choice}, your answer, not the right one</source>
            <translation>‏[{letter}. {choice}, your answer, not the right one]‏</translation>
        </message>
        <message>
            <source>{letter}. {choice}</source>
            <translation>‏[{letter}. {choice}]‏</translation>
        </message>
        <message>
            <source>Open a quiz</source>
            <translation>‏[Open a quiz]‏</translation>
        </message>
        <message>
            <source>Quiz files (*.json);;All files (*)</source>
            <translation>‏[Quiz files (*.json);;All files (*)]‏</translation>
        </message>
        <message>
            <source>Quiz loaded: {title}</source>
            <translation>‏[Quiz loaded: {title}]‏</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>‏[&amp;File]‏</translation>
        </message>
        <message>
            <source>Open &amp;quiz…</source>
            <translation>‏[Open &amp;quiz…]‏</translation>
        </message>
    </context>
    <context>
        <name>RealModel</name>
        <message>
            <source>No real model is open: posviz is showing the lesson's toy model.</source>
            <translation>‏[No real model is open: posviz is showing the lesson's toy model.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;File → Open model folder…&lt;/b&gt; opens a Hugging Face-style folder ({files}), offline. From a terminal: {command}.</source>
            <translation>‏[&lt;b&gt;File → Open model folder…&lt;/b&gt; opens a Hugging Face-style folder ({files}), offline. From a terminal: {command}.]‏</translation>
        </message>
        <message numerus="yes">
            <source>%Ln tokens</source>
            <translation>
                <numerusform>‏[%Ln tokens]‏</numerusform>
                <numerusform>‏[%Ln tokens]‏</numerusform>
                <numerusform>‏[%Ln tokens]‏</numerusform>
                <numerusform>‏[%Ln tokens]‏</numerusform>
                <numerusform>‏[%Ln tokens]‏</numerusform>
                <numerusform>‏[%Ln tokens]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>{tokens} ({rows} table rows: the rest are padding no text reaches)</source>
            <translation>‏[{tokens} ({rows} table rows: the rest are padding no text reaches)]‏</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>‏[Family]‏</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>‏[Folder]‏</translation>
        </message>
        <message>
            <source>Vocabulary |V|</source>
            <translation>‏[Vocabulary |V|]‏</translation>
        </message>
        <message>
            <source>Width d</source>
            <translation>‏[Width d]‏</translation>
        </message>
        <message>
            <source>Longest input</source>
            <translation>‏[Longest input]‏</translation>
        </message>
        <message>
            <source>Token table</source>
            <translation>‏[Token table]‏</translation>
        </message>
        <message>
            <source>{rows} × {width}, stored as {dtype}</source>
            <translation>‏[{rows} × {width}, stored as {dtype}]‏</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>‏[Positions]‏</translation>
        </message>
        <message>
            <source>Tokenizer</source>
            <translation>‏[Tokenizer]‏</translation>
        </message>
        <message>
            <source>Rows with NaN or ±inf</source>
            <translation>‏[Rows with NaN or ±inf]‏</translation>
        </message>
        <message numerus="yes">
            <source>%Ln of {total} token rows ({listed})</source>
            <translation>
                <numerusform>‏[%Ln of {total} token rows ({listed})]‏</numerusform>
                <numerusform>‏[%Ln of {total} token rows ({listed})]‏</numerusform>
                <numerusform>‏[%Ln of {total} token rows ({listed})]‏</numerusform>
                <numerusform>‏[%Ln of {total} token rows ({listed})]‏</numerusform>
                <numerusform>‏[%Ln of {total} token rows ({listed})]‏</numerusform>
                <numerusform>‏[%Ln of {total} token rows ({listed})]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln of {total} position rows ({listed})</source>
            <translation>
                <numerusform>‏[%Ln of {total} position rows ({listed})]‏</numerusform>
                <numerusform>‏[%Ln of {total} position rows ({listed})]‏</numerusform>
                <numerusform>‏[%Ln of {total} position rows ({listed})]‏</numerusform>
                <numerusform>‏[%Ln of {total} position rows ({listed})]‏</numerusform>
                <numerusform>‏[%Ln of {total} position rows ({listed})]‏</numerusform>
                <numerusform>‏[%Ln of {total} position rows ({listed})]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the %Ln token rows are being measured in the background…</source>
            <translation>
                <numerusform>‏[the %Ln token rows are being measured in the background…]‏</numerusform>
                <numerusform>‏[the %Ln token rows are being measured in the background…]‏</numerusform>
                <numerusform>‏[the %Ln token rows are being measured in the background…]‏</numerusform>
                <numerusform>‏[the %Ln token rows are being measured in the background…]‏</numerusform>
                <numerusform>‏[the %Ln token rows are being measured in the background…]‏</numerusform>
                <numerusform>‏[the %Ln token rows are being measured in the background…]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>none</source>
            <comment>no rows with NaN or inf</comment>
            <translation>‏[none]‏</translation>
        </message>
        <message>
            <source>not measured</source>
            <translation>‏[not measured]‏</translation>
        </message>
        <message>
            <source>{rows}: shown as nan / inf, left out of colour scales and the nearest-row search</source>
            <translation>‏[{rows}: shown as nan / inf, left out of colour scales and the nearest-row search]‏</translation>
        </message>
        <message>
            <source>{found}; {waiting}</source>
            <translation>‏[{found}; {waiting}]‏</translation>
        </message>
        <message>
            <source>Position table values: the largest |value| is {largest} (row {row}), while {percent} % of values lie within ±{within}. Colour scales for real tables therefore come from a percentile, not from the extremes.</source>
            <translation>‏[Position table values: the largest |value| is {largest} (row {row}), while {percent} % of values lie within ±{within}. Colour scales for real tables therefore come from a percentile, not from the extremes.]‏</translation>
        </message>
        <message>
            <source>Parts of the lesson's recipe this model does not have</source>
            <translation>‏[Parts of the lesson's recipe this model does not have]‏</translation>
        </message>
        <message>
            <source>It has every part of the lesson's recipe: a token row plus a position row.</source>
            <translation>‏[It has every part of the lesson's recipe: a token row plus a position row.]‏</translation>
        </message>
        <message numerus="yes">
            <source>{has} After z it adds %Ln more step(s): {steps}.</source>
            <translation>
                <numerusform>‏[{has} After z it adds %Ln more step(s): {steps}.]‏</numerusform>
                <numerusform>‏[{has} After z it adds %Ln more step(s): {steps}.]‏</numerusform>
                <numerusform>‏[{has} After z it adds %Ln more step(s): {steps}.]‏</numerusform>
                <numerusform>‏[{has} After z it adds %Ln more step(s): {steps}.]‏</numerusform>
                <numerusform>‏[{has} After z it adds %Ln more step(s): {steps}.]‏</numerusform>
                <numerusform>‏[{has} After z it adds %Ln more step(s): {steps}.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>token row {id} ({token})</source>
            <translation>‏[token row {id} ({token})]‏</translation>
        </message>
        <message>
            <source>+ position {index}</source>
            <translation>‏[+ position {index}]‏</translation>
        </message>
        <message>
            <source>+ position {index}: nothing added</source>
            <translation>‏[+ position {index}: nothing added]‏</translation>
        </message>
        <message>
            <source>= z (token + position)</source>
            <translation>‏[= z (token + position)]‏</translation>
        </message>
        <message>
            <source>{step} → block 1</source>
            <translation>‏[{step} → block 1]‏</translation>
        </message>
        <message>
            <source>The focused token's vectors, step by step</source>
            <translation>‏[The focused token's vectors, step by step]‏</translation>
        </message>
        <message>
            <source>The real model's steps from token rows to block 1's input</source>
            <translation>‏[The real model's steps from token rows to block 1's input]‏</translation>
        </message>
        <message>
            <source>No real model open</source>
            <translation>‏[No real model open]‏</translation>
        </message>
        <message>
            <source>Also worth knowing</source>
            <translation>‏[Also worth knowing]‏</translation>
        </message>
        <message>
            <source>not measured: {reason}</source>
            <translation>‏[not measured: {reason}]‏</translation>
        </message>
        <message>
            <source>What block 1 receives for “{word}” (token {index}), step by step: the first {shown} of {width} dimensions.</source>
            <translation>‏[What block 1 receives for “{word}” (token {index}), step by step: the first {shown} of {width} dimensions.]‏</translation>
        </message>
    </context>
    <context>
        <name>RecipeNotes</name>
        <message>
            <source>shapes disagree with config.json: tensor {name} is {shape} but {because}</source>
            <extracomment>{because} is one of the "config.json says …" clauses of this context</extracomment>
            <translation>‏[shapes disagree with config.json: tensor {name} is {shape} but {because}]‏</translation>
        </message>
        <message>
            <source>config.json says vocab_size = {vocab} and width = {width}</source>
            <translation>‏[config.json says vocab_size = {vocab} and width = {width}]‏</translation>
        </message>
        <message>
            <source>config.json says {rows} positions (+ {offset} rows before position 0) of width {width}</source>
            <translation>‏[config.json says {rows} positions (+ {offset} rows before position 0) of width {width}]‏</translation>
        </message>
        <message>
            <source>config.json says {rows} positions of width {width}</source>
            <translation>‏[config.json says {rows} positions of width {width}]‏</translation>
        </message>
        <message>
            <source>it maps the {width}-wide token rows to the hidden width {hidden}</source>
            <translation>‏[it maps the {width}-wide token rows to the hidden width {hidden}]‏</translation>
        </message>
        <message>
            <source>the hidden width is {hidden}</source>
            <translation>‏[the hidden width is {hidden}]‏</translation>
        </message>
        <message>
            <source>config.json says type_vocab_size = {types}, width {width}</source>
            <translation>‏[config.json says type_vocab_size = {types}, width {width}]‏</translation>
        </message>
        <message>
            <source>the LayerNorm must be {width} wide, like the rows it normalises</source>
            <translation>‏[the LayerNorm must be {width} wide, like the rows it normalises]‏</translation>
        </message>
        <message>
            <source>config.json: {key} must be true or false, got {value}</source>
            <translation>‏[config.json: {key} must be true or false, got {value}]‏</translation>
        </message>
        <message>
            <source>config.json: {key} must be a number, got {value}</source>
            <translation>‏[config.json: {key} must be a number, got {value}]‏</translation>
        </message>
        <message>
            <source>No position vector: nothing is added to the token rows (RoPE acts inside attention), so z is the token rows themselves.</source>
            <translation>‏[No position vector: nothing is added to the token rows (RoPE acts inside attention), so z is the token rows themselves.]‏</translation>
        </message>
        <message>
            <source>No position vector: nothing is added to the token rows (ALiBi biases the attention scores inside attention), so z is the token rows themselves.</source>
            <translation>‏[No position vector: nothing is added to the token rows (ALiBi biases the attention scores inside attention), so z is the token rows themselves.]‏</translation>
        </message>
        <message>
            <source>No position vector: nothing is added to the token rows (relative positions act inside attention), so z is the token rows themselves.</source>
            <translation>‏[No position vector: nothing is added to the token rows (relative positions act inside attention), so z is the token rows themselves.]‏</translation>
        </message>
        <message>
            <source>No position vector: nothing is added to the token rows (the model has no positions at all), so z is the token rows themselves.</source>
            <translation>‏[No position vector: nothing is added to the token rows (the model has no positions at all), so z is the token rows themselves.]‏</translation>
        </message>
        <message>
            <source>An encoder-decoder model: posviz shows the encoder's input, what the encoder's block 1 receives; the decoder embeds its own tokens the same way.</source>
            <translation>‏[An encoder-decoder model: posviz shows the encoder's input, what the encoder's block 1 receives; the decoder embeds its own tokens the same way.]‏</translation>
        </message>
        <message>
            <source>The output layer reuses this token table to score the next token (tied weights).</source>
            <translation>‏[The output layer reuses this token table to score the next token (tied weights).]‏</translation>
        </message>
    </context>
    <context>
        <name>RecipeSteps</name>
        <message>
            <source>Token {where} is the padding token: as the model's own code does, it gets the padding row (row {row}) and is not counted, so every later token reads the row of one position earlier.</source>
            <translation>‏[Token {where} is the padding token: as the model's own code does, it gets the padding row (row {row}) and is not counted, so every later token reads the row of one position earlier.]‏</translation>
        </message>
        <message>
            <source>+ token type 0</source>
            <translation>‏[+ token type 0]‏</translation>
        </message>
        <message>
            <source>every token is in segment A, so row 0 of the token-type table is added to it</source>
            <translation>‏[every token is in segment A, so row 0 of the token-type table is added to it]‏</translation>
        </message>
        <message>
            <source>{} + token type 0</source>
            <translation>‏[{} + token type 0]‏</translation>
        </message>
        <message>
            <source>+ position</source>
            <translation>‏[+ position]‏</translation>
        </message>
        <message>
            <source>the position rows (row p + {offset} of the {width}-wide table) are added after the projection</source>
            <translation>‏[the position rows (row p + {offset} of the {width}-wide table) are added after the projection]‏</translation>
        </message>
        <message>
            <source>{} + position</source>
            <translation>‏[{} + position]‏</translation>
        </message>
        <message>
            <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta</source>
            <translation>‏[each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta]‏</translation>
        </message>
        <message>
            <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta (this LayerNorm has no beta)</source>
            <translation>‏[each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta (this LayerNorm has no beta)]‏</translation>
        </message>
        <message>
            <source>every row is multiplied by {scale} = {value}</source>
            <translation>‏[every row is multiplied by {scale} = {value}]‏</translation>
        </message>
        <message>
            <source>token × {scale} + position</source>
            <translation>‏[token × {scale} + position]‏</translation>
        </message>
        <message>
            <source>the token rows are multiplied by {scale} = {value} before the position rows are added</source>
            <translation>‏[the token rows are multiplied by {scale} = {value} before the position rows are added]‏</translation>
        </message>
        <message>
            <source>each {width}-wide row is multiplied by {name} ({wide} × {width}) plus its bias: the hidden width block 1 works in</source>
            <translation>‏[each {width}-wide row is multiplied by {name} ({wide} × {width}) plus its bias: the hidden width block 1 works in]‏</translation>
        </message>
        <message>
            <source>each {width}-wide row is multiplied by {name} ({wide} × {width}): the hidden width block 1 works in</source>
            <translation>‏[each {width}-wide row is multiplied by {name} ({wide} × {width}): the hidden width block 1 works in]‏</translation>
        </message>
        <message>
            <source>→ {wide} wide</source>
            <translation>‏[→ {wide} wide]‏</translation>
        </message>
    </context>
    <context>
        <name>RecordDialogText</name>
        <message>
            <source>MP4 video, H.264 (*.mp4)</source>
            <translation>‏[MP4 video, H.264 (*.mp4)]‏</translation>
        </message>
        <message>
            <source>WebM video, VP9 (*.webm)</source>
            <translation>‏[WebM video, VP9 (*.webm)]‏</translation>
        </message>
        <message>
            <source>Animated GIF (*.gif)</source>
            <translation>‏[Animated GIF (*.gif)]‏</translation>
        </message>
        <message>
            <source>Animated PNG (*.apng)</source>
            <translation>‏[Animated PNG (*.apng)]‏</translation>
        </message>
        <message>
            <source>Record a video</source>
            <translation>‏[Record a video]‏</translation>
        </message>
        <message>
            <source>{width} × {height}</source>
            <translation>‏[{width} × {height}]‏</translation>
        </message>
        <message>
            <source> frames per second</source>
            <translation>‏[ frames per second]‏</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds, after a number</comment>
            <translation>‏[ s]‏</translation>
        </message>
        <message>
            <source>long enough to read each caption</source>
            <translation>‏[long enough to read each caption]‏</translation>
        </message>
        <message>
            <source>&amp;What</source>
            <translation>‏[&amp;What]‏</translation>
        </message>
        <message>
            <source>&amp;Size</source>
            <translation>‏[&amp;Size]‏</translation>
        </message>
        <message>
            <source>&amp;Format</source>
            <translation>‏[&amp;Format]‏</translation>
        </message>
        <message>
            <source>Frame &amp;rate</source>
            <translation>‏[Frame &amp;rate]‏</translation>
        </message>
        <message>
            <source>&amp;Hold each step</source>
            <translation>‏[&amp;Hold each step]‏</translation>
        </message>
        <message>
            <source>&amp;Record…</source>
            <translation>‏[&amp;Record…]‏</translation>
        </message>
        <message numerus="yes">
            <source>Recording %Ln frames to {name}…</source>
            <translation>
                <numerusform>‏[Recording %Ln frames to {name}…]‏</numerusform>
                <numerusform>‏[Recording %Ln frames to {name}…]‏</numerusform>
                <numerusform>‏[Recording %Ln frames to {name}…]‏</numerusform>
                <numerusform>‏[Recording %Ln frames to {name}…]‏</numerusform>
                <numerusform>‏[Recording %Ln frames to {name}…]‏</numerusform>
                <numerusform>‏[Recording %Ln frames to {name}…]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Cancelled: no file was written.</source>
            <translation>‏[Cancelled: no file was written.]‏</translation>
        </message>
        <message>
            <source>The recording failed, and no file was written: {why}</source>
            <translation>‏[The recording failed, and no file was written: {why}]‏</translation>
        </message>
        <message>
            <source>Wrote {video} and its captions {captions}.</source>
            <translation>‏[Wrote {video} and its captions {captions}.]‏</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>‏[Cancel]‏</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>‏[Close]‏</translation>
        </message>
    </context>
    <context>
        <name>Recording</name>
        <message>
            <source>The walkthrough: how a transformer's input layer is built</source>
            <translation>‏[The walkthrough: how a transformer's input layer is built]‏</translation>
        </message>
        <message>
            <source>Token row + position row = row of Z, for each word in turn</source>
            <translation>‏[Token row + position row = row of Z, for each word in turn]‏</translation>
        </message>
        <message>
            <source>The position vectors, scrolled from the first position to the last</source>
            <translation>‏[The position vectors, scrolled from the first position to the last]‏</translation>
        </message>
        <message>
            <source>RoPE: one pair of q and k turning as both words move along</source>
            <translation>‏[RoPE: one pair of q and k turning as both words move along]‏</translation>
        </message>
        <message>
            <source>Context extension: each pair's frequency as the scaling factor grows</source>
            <translation>‏[Context extension: each pair's frequency as the scaling factor grows]‏</translation>
        </message>
        <message>
            <source>{name} (d = {width})</source>
            <translation>‏[{name} (d = {width})]‏</translation>
        </message>
        <message>
            <source>the lesson's toy model (d = {width})</source>
            <translation>‏[the lesson's toy model (d = {width})]‏</translation>
        </message>
        <message>
            <source>posviz: {what}</source>
            <translation>‏[posviz: {what}]‏</translation>
        </message>
        <message>
            <source>Model: {name}</source>
            <translation>‏[Model: {name}]‏</translation>
        </message>
        <message>
            <source>Sentence: “{sentence}”</source>
            <translation>‏[Sentence: “{sentence}”]‏</translation>
        </message>
        <message>
            <source>Position scheme: {scheme}</source>
            <translation>‏[Position scheme: {scheme}]‏</translation>
        </message>
        <message>
            <source>{title}. {lines}</source>
            <translation>‏[{title}. {lines}]‏</translation>
        </message>
        <message>
            <source>. </source>
            <translation>‏[. ]‏</translation>
        </message>
        <message>
            <source>Step {number} of {count}: {title}</source>
            <translation>‏[Step {number} of {count}: {title}]‏</translation>
        </message>
        <message>
            <source>{heading}. {caption}</source>
            <translation>‏[{heading}. {caption}]‏</translation>
        </message>
        <message>
            <source>Positions 0 to {last}, {count} at a time. {what}</source>
            <translation>‏[Positions 0 to {last}, {count} at a time. {what}]‏</translation>
        </message>
        <message>
            <source>Position vectors, as a heatmap</source>
            <translation>‏[Position vectors, as a heatmap]‏</translation>
        </message>
        <message>
            <source>Both words move {shift} positions along together: q and k turn by the same angle, so the angle between them, and their score, stay the same: RoPE's score depends only on the offset m − n.</source>
            <translation>‏[Both words move {shift} positions along together: q and k turn by the same angle, so the angle between them, and their score, stay the same: RoPE's score depends only on the offset m − n.]‏</translation>
        </message>
        <message>
            <source>The scaling factor grows from {low} to {high}: the slow pairs' frequencies are divided by it, so they turn slowly enough for a longer context, while the fast pairs keep theirs.</source>
            <translation>‏[The scaling factor grows from {low} to {high}: the slow pairs' frequencies are divided by it, so they turn slowly enough for a longer context, while the fast pairs keep theirs.]‏</translation>
        </message>
    </context>
    <context>
        <name>RelativeLesson</name>
        <message>
            <source>with an odd d_model ({d}) the last sine column has no cosine partner, so no single matrix can shift it; choose an even d_model to see M_k</source>
            <translation>‏[with an odd d_model ({d}) the last sine column has no cosine partner, so no single matrix can shift it; choose an even d_model to see M_k]‏</translation>
        </message>
    </context>
    <context>
        <name>RelativePositionsModel</name>
        <message>
            <source>offset {offset} → bucket {bucket}</source>
            <extracomment>one example of the T5 caption: an offset (signed) and the bucket it falls in</extracomment>
            <translation>‏[offset {offset} → bucket {bucket}]‏</translation>
        </message>
        <message>
            <source>T5 relative-position buckets: nothing is added to the token rows; each offset between a key and a query falls in one of {buckets} buckets ({half} for keys before or at the query, {half} after it in the encoder): offsets below {exact} get a bucket each, larger ones share logarithmic buckets up to {far}, and every bucket adds a learned bias per head to the attention scores (layer 1's biases are shared by every layer). For example, {examples}.</source>
            <translation>‏[T5 relative-position buckets: nothing is added to the token rows; each offset between a key and a query falls in one of {buckets} buckets ({half} for keys before or at the query, {half} after it in the encoder): offsets below {exact} get a bucket each, larger ones share logarithmic buckets up to {far}, and every bucket adds a learned bias per head to the attention scores (layer 1's biases are shared by every layer). For example, {examples}.]‏</translation>
        </message>
        <message>
            <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (positions within ±{half} are exact, farther ones share logarithmic buckets up to {far} ({buckets} buckets)), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
            <translation>‏[DeBERTa relative positions: each query i and key j interact through the relative position i − j (positions within ±{half} are exact, farther ones share logarithmic buckets up to {far} ({buckets} buckets)), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).]‏</translation>
        </message>
        <message>
            <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (exact relative positions, clipped at ±{far}), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
            <translation>‏[DeBERTa relative positions: each query i and key j interact through the relative position i − j (exact relative positions, clipped at ±{far}), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).]‏</translation>
        </message>
    </context>
    <context>
        <name>RopeHeads</name>
        <message>
            <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
            <translation>‏[head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling]‏</translation>
        </message>
        <message>
            <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
            <translation>‏[head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling]‏</translation>
        </message>
        <message>
            <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
            <translation>‏[head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling]‏</translation>
        </message>
        <message>
            <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
            <translation>‏[head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling]‏</translation>
        </message>
    </context>
    <context>
        <name>SentencePanelWords</name>
        <message>
            <source>position {index}: “{text}” → id {id}, the tokenizer's piece “{piece}” ({unk}: not in the vocabulary)</source>
            <translation>‏[position {index}: “{text}” → id {id}, the tokenizer's piece “{piece}” ({unk}: not in the vocabulary)]‏</translation>
        </message>
        <message>
            <source>position {index}: “{text}” → id {id}, the tokenizer's piece “{piece}”</source>
            <translation>‏[position {index}: “{text}” → id {id}, the tokenizer's piece “{piece}”]‏</translation>
        </message>
        <message>
            <source>position {index}: “{text}” → id {id} ({unk}: not in the vocabulary)</source>
            <translation>‏[position {index}: “{text}” → id {id} ({unk}: not in the vocabulary)]‏</translation>
        </message>
        <message>
            <source>position {index}: “{text}” → id {id}</source>
            <translation>‏[position {index}: “{text}” → id {id}]‏</translation>
        </message>
        <message>
            <source>token {index}, {label}, id {id}</source>
            <translation>‏[token {index}, {label}, id {id}]‏</translation>
        </message>
        <message numerus="yes">
            <source>That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged</source>
            <translation>
                <numerusform>‏[That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged]‏</numerusform>
                <numerusform>‏[That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged]‏</numerusform>
                <numerusform>‏[That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged]‏</numerusform>
                <numerusform>‏[That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged]‏</numerusform>
                <numerusform>‏[That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged]‏</numerusform>
                <numerusform>‏[That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Sentence</source>
            <translation>‏[Sentence]‏</translation>
        </message>
        <message>
            <source>Sentence:</source>
            <translation>‏[Sentence:]‏</translation>
        </message>
        <message>
            <source>Sentence to encode</source>
            <translation>‏[Sentence to encode]‏</translation>
        </message>
        <message>
            <source>Type a sentence, e.g. {example}</source>
            <translation>‏[Type a sentence, e.g. {example}]‏</translation>
        </message>
        <message>
            <source>Preset sentences</source>
            <translation>‏[Preset sentences]‏</translation>
        </message>
        <message>
            <source>Presets…</source>
            <translation>‏[Presets…]‏</translation>
        </message>
        <message>
            <source>Tokens of the sentence</source>
            <translation>‏[Tokens of the sentence]‏</translation>
        </message>
        <message>
            <source>No tokens yet: the sentence is empty.</source>
            <translation>‏[No tokens yet: the sentence is empty.]‏</translation>
        </message>
        <message>
            <source>Token ids: {ids} ({shown} of {total} tokens)</source>
            <translation>‏[Token ids: {ids} ({shown} of {total} tokens)]‏</translation>
        </message>
        <message numerus="yes">
            <source>Token ids: {ids} (%Ln tokens in all)</source>
            <translation>
                <numerusform>‏[Token ids: {ids} (%Ln tokens in all)]‏</numerusform>
                <numerusform>‏[Token ids: {ids} (%Ln tokens in all)]‏</numerusform>
                <numerusform>‏[Token ids: {ids} (%Ln tokens in all)]‏</numerusform>
                <numerusform>‏[Token ids: {ids} (%Ln tokens in all)]‏</numerusform>
                <numerusform>‏[Token ids: {ids} (%Ln tokens in all)]‏</numerusform>
                <numerusform>‏[Token ids: {ids} (%Ln tokens in all)]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Token ids: {ids}</source>
            <translation>‏[Token ids: {ids}]‏</translation>
        </message>
        <message numerus="yes">
            <source>%Ln not in the vocabulary ({unk})</source>
            <translation>
                <numerusform>‏[%Ln not in the vocabulary ({unk})]‏</numerusform>
                <numerusform>‏[%Ln not in the vocabulary ({unk})]‏</numerusform>
                <numerusform>‏[%Ln not in the vocabulary ({unk})]‏</numerusform>
                <numerusform>‏[%Ln not in the vocabulary ({unk})]‏</numerusform>
                <numerusform>‏[%Ln not in the vocabulary ({unk})]‏</numerusform>
                <numerusform>‏[%Ln not in the vocabulary ({unk})]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>‏[… and %Ln more]‏</numerusform>
                <numerusform>‏[… and %Ln more]‏</numerusform>
                <numerusform>‏[… and %Ln more]‏</numerusform>
                <numerusform>‏[… and %Ln more]‏</numerusform>
                <numerusform>‏[… and %Ln more]‏</numerusform>
                <numerusform>‏[… and %Ln more]‏</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ShapesLesson</name>
        <message>
            <source>learned</source>
            <translation>‏[learned]‏</translation>
        </message>
        <message>
            <source>sinusoidal</source>
            <translation>‏[sinusoidal]‏</translation>
        </message>
        <message>
            <source>RoPE (no table)</source>
            <translation>‏[RoPE (no table)]‏</translation>
        </message>
        <message>
            <source>none</source>
            <translation>‏[none]‏</translation>
        </message>
        <message>
            <source>this demo</source>
            <translation>‏[this demo]‏</translation>
        </message>
        <message>
            <source>2017 paper</source>
            <translation>‏[2017 paper]‏</translation>
        </message>
    </context>
    <context>
        <name>SlideText</name>
        <message>
            <source>unknown theme '{theme}' (choose one of {names})</source>
            <translation>‏[unknown theme '{theme}' (choose one of {names})]‏</translation>
        </message>
        <message>
            <source>unknown colour map '{name}' (choose one of {names})</source>
            <translation>‏[unknown colour map '{name}' (choose one of {names})]‏</translation>
        </message>
        <message>
            <source>prepared sentence {number} cannot be shown: {reason}</source>
            <translation>‏[prepared sentence {number} cannot be shown: {reason}]‏</translation>
        </message>
    </context>
    <context>
        <name>SpeakerNotes</name>
        <message>
            <source>Point at the chips: each is one token and the number under it is its id. An id is a row number and nothing more; ids that are close say nothing about words being alike. In the toy vocabulary “the dog bit the man” becomes [0, 2, 6, 0, 4]: “the” gets id 0 both times. Ask the room what a model could learn from 6 being larger than 2 (nothing).</source>
            <translation>‏[Point at the chips: each is one token and the number under it is its id. An id is a row number and nothing more; ids that are close say nothing about words being alike. In the toy vocabulary “the dog bit the man” becomes [0, 2, 6, 0, 4]: “the” gets id 0 both times. Ask the room what a model could learn from 6 being larger than 2 (nothing).]‏</translation>
        </message>
        <message>
            <source>E has one row per vocabulary entry and d columns; the id only says which row to read, there is no formula. The rows were learned in training, so the numbers are features nobody named. The size of E depends on the vocabulary, never on the sentence: a longer text reads more rows, it does not make the table bigger. A repeated word reads the same row every time, so at this point the two “the”s are identical.</source>
            <translation>‏[E has one row per vocabulary entry and d columns; the id only says which row to read, there is no formula. The rows were learned in training, so the numbers are features nobody named. The size of E depends on the vocabulary, never on the sentence: a longer text reads more rows, it does not make the table bigger. A repeated word reads the same row every time, so at this point the two “the”s are identical.]‏</translation>
        </message>
        <message>
            <source>The problem to state first: attention compares every token with every other at once, so without help it cannot tell “the dog bit the man” from “the man bit the dog”. Each row of the heatmap is one position, each column one of the d numbers, the same width as E. With the sinusoidal scheme the values are sin and cos of the position at a different speed per column pair, computed from a formula, not learned; GPT-2 learns this table instead, and RoPE adds no vector here at all (it rotates queries and keys inside attention).</source>
            <translation>‏[The problem to state first: attention compares every token with every other at once, so without help it cannot tell “the dog bit the man” from “the man bit the dog”. Each row of the heatmap is one position, each column one of the d numbers, the same width as E. With the sinusoidal scheme the values are sin and cos of the position at a different speed per column pair, computed from a formula, not learned; GPT-2 learns this table instead, and RoPE adds no vector here at all (it rotates queries and keys inside attention).]‏</translation>
        </message>
        <message>
            <source>The position vector is added to the token's row number by number, not placed beside it, so the width stays d. Now the same word at two positions gives two different rows: in the toy model (sinusoidal, d = 6) “the” at position 0 and at position 3 differ by up to 1.99 in one column. Ask what would happen with positions switched off (the two rows would be equal again).</source>
            <translation>‏[The position vector is added to the token's row number by number, not placed beside it, so the width stays d. Now the same word at two positions gives two different rows: in the toy model (sinusoidal, d = 6) “the” at position 0 and at position 3 differ by up to 1.99 in one column. Ask what would happen with positions switched off (the two rows would be equal again).]‏</translation>
        </message>
        <message>
            <source>Z has one row per token and d columns: L × d, whatever the size of the vocabulary. This is what the first transformer block reads. The queries, keys and values are computed from Z later, inside attention; the position vectors are not Q, K or V. The Word order demo shows the point: with positions off, shuffling the words only shuffles Z's rows.</source>
            <translation>‏[Z has one row per token and d columns: L × d, whatever the size of the vocabulary. This is what the first transformer block reads. The queries, keys and values are computed from Z later, inside attention; the position vectors are not Q, K or V. The Word order demo shows the point: with positions off, shuffling the words only shuffles Z's rows.]‏</translation>
        </message>
    </context>
    <context>
        <name>Spoken</name>
        <message numerus="yes">
            <source>{values}, … and %Ln more</source>
            <translation>
                <numerusform>‏[{values}, … and %Ln more]‏</numerusform>
                <numerusform>‏[{values}, … and %Ln more]‏</numerusform>
                <numerusform>‏[{values}, … and %Ln more]‏</numerusform>
                <numerusform>‏[{values}, … and %Ln more]‏</numerusform>
                <numerusform>‏[{values}, … and %Ln more]‏</numerusform>
                <numerusform>‏[{values}, … and %Ln more]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>not a number</source>
            <translation>‏[not a number]‏</translation>
        </message>
        <message>
            <source>infinity</source>
            <translation>‏[infinity]‏</translation>
        </message>
        <message>
            <source>minus infinity</source>
            <translation>‏[minus infinity]‏</translation>
        </message>
        <message>
            <source>No sentence: no row is focused.</source>
            <translation>‏[No sentence: no row is focused.]‏</translation>
        </message>
        <message numerus="yes">
            <source>The focused token, at position {position}, is not among the %Ln rows shown.</source>
            <translation>
                <numerusform>‏[The focused token, at position {position}, is not among the %Ln rows shown.]‏</numerusform>
                <numerusform>‏[The focused token, at position {position}, is not among the %Ln rows shown.]‏</numerusform>
                <numerusform>‏[The focused token, at position {position}, is not among the %Ln rows shown.]‏</numerusform>
                <numerusform>‏[The focused token, at position {position}, is not among the %Ln rows shown.]‏</numerusform>
                <numerusform>‏[The focused token, at position {position}, is not among the %Ln rows shown.]‏</numerusform>
                <numerusform>‏[The focused token, at position {position}, is not among the %Ln rows shown.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Focused row, position {position} ({word}): {values}.</source>
            <translation>‏[Focused row, position {position} ({word}): {values}.]‏</translation>
        </message>
        <message>
            <source>{y} against {x}</source>
            <translation>‏[{y} against {x}]‏</translation>
        </message>
        <message>
            <source>{view}: picture</source>
            <translation>‏[{view}: picture]‏</translation>
        </message>
        <message numerus="yes">
            <source>{moved} of %Ln tokens moved</source>
            <translation>
                <numerusform>‏[{moved} of %Ln tokens moved]‏</numerusform>
                <numerusform>‏[{moved} of %Ln tokens moved]‏</numerusform>
                <numerusform>‏[{moved} of %Ln tokens moved]‏</numerusform>
                <numerusform>‏[{moved} of %Ln tokens moved]‏</numerusform>
                <numerusform>‏[{moved} of %Ln tokens moved]‏</numerusform>
                <numerusform>‏[{moved} of %Ln tokens moved]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>row {row} {token} from position {position}</source>
            <translation>‏[row {row} {token} from position {position}]‏</translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>‏[… and %Ln more]‏</numerusform>
                <numerusform>‏[… and %Ln more]‏</numerusform>
                <numerusform>‏[… and %Ln more]‏</numerusform>
                <numerusform>‏[… and %Ln more]‏</numerusform>
                <numerusform>‏[… and %Ln more]‏</numerusform>
                <numerusform>‏[… and %Ln more]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>{moved}: {each}</source>
            <translation>‏[{moved}: {each}]‏</translation>
        </message>
        <message>
            <source>{moved}. Not one number differs from the number beside it in the table on the left.</source>
            <translation>‏[{moved}. Not one number differs from the number beside it in the table on the left.]‏</translation>
        </message>
        <message numerus="yes">
            <source>{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.</source>
            <translation>
                <numerusform>‏[{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.]‏</numerusform>
                <numerusform>‏[{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.]‏</numerusform>
                <numerusform>‏[{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.]‏</numerusform>
                <numerusform>‏[{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.]‏</numerusform>
                <numerusform>‏[{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.]‏</numerusform>
                <numerusform>‏[{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.]‏</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Tabs</name>
        <message>
            <source>Input layer</source>
            <translation>‏[Input layer]‏</translation>
        </message>
        <message>
            <source>Word order</source>
            <translation>‏[Word order]‏</translation>
        </message>
        <message>
            <source>Deeper ideas</source>
            <translation>‏[Deeper ideas]‏</translation>
        </message>
        <message>
            <source>Quiz</source>
            <translation>‏[Quiz]‏</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>‏[Practice]‏</translation>
        </message>
        <message>
            <source>Real model</source>
            <translation>‏[Real model]‏</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>‏[Compare]‏</translation>
        </message>
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>Follow the system</source>
            <translation>‏[Follow the system]‏</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>‏[Light]‏</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>‏[Dark]‏</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>‏[High contrast]‏</translation>
        </message>
    </context>
    <context>
        <name>TokenizerChildText</name>
        <message>
            <source>{name} could not be read as a tokenizer ({kind}: {reason})</source>
            <translation>‏[{name} could not be read as a tokenizer ({kind}: {reason})]‏</translation>
        </message>
        <message>
            <source>{name} could not be read as a tokenizer: {reason}</source>
            <translation>‏[{name} could not be read as a tokenizer: {reason}]‏</translation>
        </message>
    </context>
    <context>
        <name>TokenizerText</name>
        <message>
            <source>reading a real model's tokenizer needs the 'tokenizers' package: pip install 'posviz[real]' (it works offline, no deep-learning framework needed)</source>
            <translation>‏[reading a real model's tokenizer needs the 'tokenizers' package: pip install 'posviz[real]' (it works offline, no deep-learning framework needed)]‏</translation>
        </message>
        <message>
            <source>{name} could not be read as a tokenizer: {reason}</source>
            <translation>‏[{name} could not be read as a tokenizer: {reason}]‏</translation>
        </message>
        <message numerus="yes">
            <source>{kind}, %Ln tokens</source>
            <translation>
                <numerusform>‏[{kind}, %Ln tokens]‏</numerusform>
                <numerusform>‏[{kind}, %Ln tokens]‏</numerusform>
                <numerusform>‏[{kind}, %Ln tokens]‏</numerusform>
                <numerusform>‏[{kind}, %Ln tokens]‏</numerusform>
                <numerusform>‏[{kind}, %Ln tokens]‏</numerusform>
                <numerusform>‏[{kind}, %Ln tokens]‏</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ToyModel</name>
        <message>
            <source>posviz's data file {file} is damaged: {reason}</source>
            <translation>‏[posviz's data file {file} is damaged: {reason}]‏</translation>
        </message>
        <message>
            <source>posviz's data file {file} is damaged: rows are not {width} wide</source>
            <translation>‏[posviz's data file {file} is damaged: rows are not {width} wide]‏</translation>
        </message>
    </context>
    <context>
        <name>ViewExport</name>
        <message>
            <source>this window has no Deeper ideas tab</source>
            <translation>‏[this window has no Deeper ideas tab]‏</translation>
        </message>
        <message>
            <source>the {view} view is still computing; try again in a moment</source>
            <translation>‏[the {view} view is still computing; try again in a moment]‏</translation>
        </message>
    </context>
    <context>
        <name>Walkthrough</name>
        <message>
            <source>Split the text into token ids</source>
            <translation>‏[Split the text into token ids]‏</translation>
        </message>
        <message>
            <source>The tokenizer cuts the sentence into tokens and gives each one an id. An id is only a row number: 2 is not “closer” to 3 in any useful way.</source>
            <translation>‏[The tokenizer cuts the sentence into tokens and gives each one an id. An id is only a row number: 2 is not “closer” to 3 in any useful way.]‏</translation>
        </message>
        <message>
            <source>Look up each id's row</source>
            <translation>‏[Look up each id's row]‏</translation>
        </message>
        <message>
            <source>Each id picks one row of the table E. The row is a short list of learned numbers, the same row every time the word appears.</source>
            <translation>‏[Each id picks one row of the table E. The row is a short list of learned numbers, the same row every time the word appears.]‏</translation>
        </message>
        <message>
            <source>Make a vector for each position</source>
            <translation>‏[Make a vector for each position]‏</translation>
        </message>
        <message>
            <source>Add them</source>
            <translation>‏[Add them]‏</translation>
        </message>
        <message>
            <source>Hand Z to the first layer</source>
            <translation>‏[Hand Z to the first layer]‏</translation>
        </message>
        <message>
            <source>Each position gets its own vector of the same width: the first pair of columns turns fastest (left), each later pair more slowly (right), like the hands of a clock.</source>
            <translation>‏[Each position gets its own vector of the same width: the first pair of columns turns fastest (left), each later pair more slowly (right), like the hands of a clock.]‏</translation>
        </message>
        <message>
            <source>Each position gets its own vector of the same width: slow waves on the left, fast waves on the right.</source>
            <translation>‏[Each position gets its own vector of the same width: slow waves on the left, fast waves on the right.]‏</translation>
        </message>
        <message>
            <source>Each position gets its own vector of the same width: with base 1 every column turns at the same speed, one radian per position.</source>
            <translation>‏[Each position gets its own vector of the same width: with base 1 every column turns at the same speed, one radian per position.]‏</translation>
        </message>
        <message>
            <source>Each position gets its own vector of the same width: the sines (left half) go from fast to slow, then the cosines (right half) repeat the same frequencies.</source>
            <translation>‏[Each position gets its own vector of the same width: the sines (left half) go from fast to slow, then the cosines (right half) repeat the same frequencies.]‏</translation>
        </message>
        <message>
            <source>{sentence} Its last column is all zeros (odd width).</source>
            <translation>‏[{sentence} Its last column is all zeros (odd width).]‏</translation>
        </message>
        <message>
            <source>Each position gets its own row of a learned table, of the same width.</source>
            <translation>‏[Each position gets its own row of a learned table, of the same width.]‏</translation>
        </message>
        <message>
            <source>RoPE adds no vector here: it rotates queries and keys inside attention.</source>
            <translation>‏[RoPE adds no vector here: it rotates queries and keys inside attention.]‏</translation>
        </message>
        <message>
            <source>Each position gets its own vector of the same width.</source>
            <translation>‏[Each position gets its own vector of the same width.]‏</translation>
        </message>
    </context>
    <context>
        <name>WalkthroughWords</name>
        <message>
            <source>Walkthrough</source>
            <translation>‏[Walkthrough]‏</translation>
        </message>
        <message>
            <source>{arrow} Back</source>
            <translation>‏[{arrow} Back]‏</translation>
        </message>
        <message>
            <source>Next {arrow}</source>
            <translation>‏[Next {arrow}]‏</translation>
        </message>
        <message>
            <source>Leave (Esc)</source>
            <translation>‏[Leave (Esc)]‏</translation>
        </message>
        <message>
            <source>Step {step} of {count}   {dots}</source>
            <translation>‏[Step {step} of {count}   {dots}]‏</translation>
        </message>
    </context>
    <context>
        <name>WeightFiles</name>
        <message>
            <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file (the real file is {size} MB): it was never downloaded. Run 'git lfs pull' in the model folder, or download the file itself.</source>
            <translation>‏[{name} is a Git-LFS pointer, a small text file that stands in for the real file (the real file is {size} MB): it was never downloaded. Run 'git lfs pull' in the model folder, or download the file itself.]‏</translation>
        </message>
        <message>
            <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file: it was never downloaded. Run 'git lfs pull' in the model folder, or download the file itself.</source>
            <translation>‏[{name} is a Git-LFS pointer, a small text file that stands in for the real file: it was never downloaded. Run 'git lfs pull' in the model folder, or download the file itself.]‏</translation>
        </message>
        <message>
            <source>{name} is not a safetensors file: its header is not a JSON object</source>
            <translation>‏[{name} is not a safetensors file: its header is not a JSON object]‏</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>‏[{name} cannot be read: {reason}]‏</translation>
        </message>
        <message>
            <source>{name} is truncated: it has {size} bytes, fewer than a safetensors header needs (an interrupted download?)</source>
            <translation>‏[{name} is truncated: it has {size} bytes, fewer than a safetensors header needs (an interrupted download?)]‏</translation>
        </message>
        <message>
            <source>{name} is not a safetensors file: its first 8 bytes announce a {length}-byte header</source>
            <translation>‏[{name} is not a safetensors file: its first 8 bytes announce a {length}-byte header]‏</translation>
        </message>
        <message>
            <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
            <translation>‏[{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)]‏</translation>
        </message>
        <message>
            <source>{name}: the header entry of tensor {tensor} is malformed: {why}</source>
            <translation>‏[{name}: the header entry of tensor {tensor} is malformed: {why}]‏</translation>
        </message>
        <message>
            <source>it must hold dtype, shape and data_offsets, not {keys}</source>
            <translation>‏[it must hold dtype, shape and data_offsets, not {keys}]‏</translation>
        </message>
        <message>
            <source>shape must be a list of whole numbers from 0, not {shape}</source>
            <translation>‏[shape must be a list of whole numbers from 0, not {shape}]‏</translation>
        </message>
        <message>
            <source>data_offsets must be two whole numbers from 0, not {offsets}</source>
            <translation>‏[data_offsets must be two whole numbers from 0, not {offsets}]‏</translation>
        </message>
    </context>
    <context>
        <name>WordOrder</name>
        <message>
            <source>Cannot reorder that way: {reason}</source>
            <translation>‏[Cannot reorder that way: {reason}]‏</translation>
        </message>
        <message>
            <source>{word}
from {position}</source>
            <extracomment>a chip of the reordered sentence: its word, and under it the position it came from</extracomment>
            <translation>‏[{word}]‏
‏[from {position}]‏</translation>
        </message>
        <message>
            <source>position {index}: “{word}”, from position {position} of the sentence</source>
            <translation>‏[position {index}: “{word}”, from position {position} of the sentence]‏</translation>
        </message>
        <message numerus="yes">
            <source>Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.</source>
            <translation>
                <numerusform>‏[Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.]‏</numerusform>
                <numerusform>‏[Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.]‏</numerusform>
                <numerusform>‏[Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.]‏</numerusform>
                <numerusform>‏[Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.]‏</numerusform>
                <numerusform>‏[Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.]‏</numerusform>
                <numerusform>‏[Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.]‏</numerusform>
            </translation>
        </message>
        <message>
            <source>Reordering the tokens…</source>
            <translation>‏[Reordering the tokens…]‏</translation>
        </message>
        <message>
            <source>Cannot reorder this sentence: {reason}</source>
            <translation>‏[Cannot reorder this sentence: {reason}]‏</translation>
        </message>
        <message>
            <source>This order leaves every word where it was: drag a word, swap two, reverse or draw a random order to compare.</source>
            <translation>‏[This order leaves every word where it was: drag a word, swap two, reverse or draw a random order to compare.]‏</translation>
        </message>
        <message>
            <source>Type a sentence of at least two words to reorder it.</source>
            <translation>‏[Type a sentence of at least two words to reorder it.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm} (random, seed {seed})</source>
            <translation>‏[&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm} (random, seed {seed})]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm}</source>
            <translation>‏[&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm}]‏</translation>
        </message>
        <message>
            <source>No rows: nothing is reordered now.</source>
            <translation>‏[No rows: nothing is reordered now.]‏</translation>
        </message>
        <message>
            <source>{rows} rows × {columns} columns, one row per token, in the order typed.</source>
            <translation>‏[{rows} rows × {columns} columns, one row per token, in the order typed.]‏</translation>
        </message>
        <message>
            <source>{rows} rows × {columns} columns, the same tokens reordered. {moves}</source>
            <translation>‏[{rows} rows × {columns} columns, the same tokens reordered. {moves}]‏</translation>
        </message>
        <message>
            <source>Word order demo</source>
            <translation>‏[Word order demo]‏</translation>
        </message>
        <message>
            <source>Z of the sentence as typed</source>
            <translation>‏[Z of the sentence as typed]‏</translation>
        </message>
        <message>
            <source>Z of the reordered sentence</source>
            <translation>‏[Z of the reordered sentence]‏</translation>
        </message>
        <message>
            <source>Positions on</source>
            <translation>‏[Positions on]‏</translation>
        </message>
        <message>
            <source>Reordered sentence</source>
            <translation>‏[Reordered sentence]‏</translation>
        </message>
        <message>
            <source>Drag a word onto another to move it there.</source>
            <translation>‏[Drag a word onto another to move it there.]‏</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>‏[Reverse]‏</translation>
        </message>
        <message>
            <source>Read the reordered sentence backwards (special tokens stay in place)</source>
            <translation>‏[Read the reordered sentence backwards (special tokens stay in place)]‏</translation>
        </message>
        <message>
            <source>Swap: first position</source>
            <translation>‏[Swap: first position]‏</translation>
        </message>
        <message>
            <source>Swap: second position</source>
            <translation>‏[Swap: second position]‏</translation>
        </message>
        <message>
            <source>Swap</source>
            <translation>‏[Swap]‏</translation>
        </message>
        <message>
            <source>Exchange the words at the two positions (selecting two words fills them in)</source>
            <translation>‏[Exchange the words at the two positions (selecting two words fills them in)]‏</translation>
        </message>
        <message>
            <source>positions</source>
            <translation>‏[positions]‏</translation>
        </message>
        <message>
            <source>and</source>
            <translation>‏[and]‏</translation>
        </message>
        <message>
            <source>New random order</source>
            <translation>‏[New random order]‏</translation>
        </message>
        <message>
            <source>Draw a random order; its seed is shown, and typing a seed draws that order again</source>
            <translation>‏[Draw a random order; its seed is shown, and typing a seed draws that order again]‏</translation>
        </message>
        <message>
            <source>no seed</source>
            <translation>‏[no seed]‏</translation>
        </message>
        <message>
            <source>seed {number}</source>
            <extracomment>the seed box's text around its number: "seed 42"</extracomment>
            <translation>‏[seed {number}]‏</translation>
        </message>
        <message>
            <source>Seed of the random order</source>
            <translation>‏[Seed of the random order]‏</translation>
        </message>
        <message>
            <source>Lesson's swap</source>
            <translation>‏[Lesson's swap]‏</translation>
        </message>
        <message>
            <source>Back to the lesson's order: the first and last words that are not “the”, “a” or “an” change places</source>
            <translation>‏[Back to the lesson's order: the first and last words that are not “the”, “a” or “an” change places]‏</translation>
        </message>
        <message>
            <source>The same tokens in another order. Each row on the right belongs to a token from the left, now at a new position.</source>
            <translation>‏[The same tokens in another order. Each row on the right belongs to a token from the left, now at a new position.]‏</translation>
        </message>
        <message>
            <source>&lt;b&gt;Not one number differs from the number beside it.&lt;/b&gt; The words that changed places are the same token, so both orders give the first layer the same Z.</source>
            <translation>‏[&lt;b&gt;Not one number differs from the number beside it.&lt;/b&gt; The words that changed places are the same token, so both orders give the first layer the same Z.]‏</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.</source>
            <translation>
                <numerusform>‏[&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.</source>
            <translation>
                <numerusform>‏[&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).</source>
            <translation>
                <numerusform>‏[&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).]‏</numerusform>
                <numerusform>‏[&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).]‏</numerusform>
                <numerusform>‏[&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).]‏</numerusform>
                <numerusform>‏[&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).]‏</numerusform>
                <numerusform>‏[&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).]‏</numerusform>
                <numerusform>‏[&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).]‏</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.</source>
            <translation>
                <numerusform>‏[&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.]‏</numerusform>
                <numerusform>‏[&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.]‏</numerusform>
            </translation>
        </message>
    </context>
</TS>
