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
            <source>{name}:
{meaning}</source>
            <extracomment>a score's name, and on the next line what it measures</extracomment>
            <translation>‏[{name}:]‏
‏[{meaning}]‏</translation>
        </message>
        <message>
            <source>This table</source>
            <translation>‏[This table]‏</translation>
        </message>
        <message>
            <source>Property: what it measures</source>
            <translation>‏[Property: what it measures]‏</translation>
        </message>
        <message>
            <source>Sinusoidal</source>
            <translation>‏[Sinusoidal]‏</translation>
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
        <name>Languages</name>
        <message>
            <source>There is no language “{code}”: choose one of {codes}.</source>
            <translation>‏[There is no language “{code}”: choose one of {codes}.]‏</translation>
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
        <name>Menu</name>
        <message>
            <source>&amp;Language</source>
            <translation>‏[&amp;Language]‏</translation>
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
        <name>WordOrder</name>
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
