<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG">
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
        <name>Menu</name>
        <message>
            <source>&amp;Language</source>
            <translation>‏[&amp;Language]‏</translation>
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
</TS>
