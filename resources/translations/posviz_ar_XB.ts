<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG">
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
        <name>Menu</name>
        <message>
            <source>&amp;Language</source>
            <translation>‏[&amp;Language]‏</translation>
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
</TS>
