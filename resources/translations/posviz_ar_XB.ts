<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG">
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
        <name>Languages</name>
        <message>
            <source>There is no language “{code}”: choose one of {codes}.</source>
            <translation>‏[There is no language “{code}”: choose one of {codes}.]‏</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>&amp;Language</source>
            <translation>‏[&amp;Language]‏</translation>
        </message>
    </context>
</TS>
