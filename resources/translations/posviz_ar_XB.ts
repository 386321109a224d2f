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
            <source>the sentence has no tokens, so there is no sum to export</source>
            <translation>‏[the sentence has no tokens, so there is no sum to export]‏</translation>
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
        <name>Languages</name>
        <message>
            <source>There is no language “{code}”: choose one of {codes}.</source>
            <translation>‏[There is no language “{code}”: choose one of {codes}.]‏</translation>
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
        <name>OptionMessages</name>
        <message>
            <source>unknown theme '{theme}'; choose one of {names}</source>
            <translation>‏[unknown theme '{theme}'; choose one of {names}]‏</translation>
        </message>
        <message>
            <source>unknown colour map '{name}'; choose one of {names}</source>
            <translation>‏[unknown colour map '{name}'; choose one of {names}]‏</translation>
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
        <name>Pages</name>
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
            <source>Z</source>
            <comment>the matrix Z, on a button</comment>
            <translation>‏[Z]‏</translation>
        </message>
        <message>
            <source>Panels:</source>
            <translation>‏[Panels:]‏</translation>
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
        <message>
            <source>Input layer: E, Z, the addition and the position heatmap</source>
            <translation>‏[Input layer: E, Z, the addition and the position heatmap]‏</translation>
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
        <name>TokenizerText</name>
        <message>
            <source>reading a real model's tokenizer needs the 'tokenizers' package: pip install 'posviz[real]' (it works offline, no deep-learning framework needed)</source>
            <translation>‏[reading a real model's tokenizer needs the 'tokenizers' package: pip install 'posviz[real]' (it works offline, no deep-learning framework needed)]‏</translation>
        </message>
        <message>
            <source>{name} could not be read as a tokenizer: {reason}</source>
            <translation>‏[{name} could not be read as a tokenizer: {reason}]‏</translation>
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
            <source>{name} is not a safetensors file: its first 8 bytes announce a header of {length} bytes</source>
            <translation>‏[{name} is not a safetensors file: its first 8 bytes announce a header of {length} bytes]‏</translation>
        </message>
        <message>
            <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
            <translation>‏[{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)]‏</translation>
        </message>
    </context>
</TS>
