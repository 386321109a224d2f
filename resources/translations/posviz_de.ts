<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CompareCaptions</name>
    <message>
        <source>Compare one to {most} models, not {count}.</source>
        <translation>Vergleichen Sie eins bis {most} Modelle, nicht {count}.</translation>
    </message>
    <message>
        <source>Type a sentence to compare how the models read it.</source>
        <translation>Geben Sie einen Satz ein, um zu vergleichen, wie die Modelle ihn lesen.</translation>
    </message>
    <message>
        <source>{name} could not read this sentence: {reason}</source>
        <translation>{name} konnte diesen Satz nicht lesen: {reason}</translation>
    </message>
    <message>
        <source>{model} has no token for “{word}”: it becomes the unknown token (id {id}).</source>
        <translation>{model} hat kein Token für „{word}“: Es wird zum unbekannten Token (ID {id}).</translation>
    </message>
    <message>
        <source>{model} keeps “{word}” as one token.</source>
        <translation>{model} behält „{word}“ als ein Token.</translation>
    </message>
    <message numerus="yes">
        <source>{model} cuts “{word}” into %Ln tokens.</source>
        <translation>
            <numerusform>{model} zerlegt „{word}“ in %Ln Token.</numerusform>
            <numerusform>{model} zerlegt „{word}“ in %Ln Token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.</source>
        <translation>
            <numerusform>Jedes Modell liest den Satz als %Ln Token, aber mit anderen IDs: Eine ID ist nur eine Zeilennummer.</numerusform>
            <numerusform>Jedes Modell liest den Satz als %Ln Token, aber mit anderen IDs: Eine ID ist nur eine Zeilennummer.</numerusform>
        </translation>
    </message>
    <message>
        <source>{most} needs the most tokens ({most_count}), {fewest} the fewest ({fewest_count}).</source>
        <translation>{most} braucht die meisten Token ({most_count}), {fewest} die wenigsten ({fewest_count}).</translation>
    </message>
    <message numerus="yes">
        <source>{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.</source>
        <translation>
            <numerusform>{model} liest den Satz als %Ln Token, davon {special} vom Modell selbst hinzugefügt.</numerusform>
            <numerusform>{model} liest den Satz als %Ln Token, davon {special} vom Modell selbst hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{model} reads the sentence as %Ln tokens.</source>
        <translation>
            <numerusform>{model} liest den Satz als %Ln Token.</numerusform>
            <numerusform>{model} liest den Satz als %Ln Token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {model}&apos;s tokens are its unknown token: those pieces have no row of their own.</source>
        <translation>
            <numerusform>%Ln Token von {model} ist sein unbekanntes Token: Dieses Stück hat keine eigene Zeile.</numerusform>
            <numerusform>%Ln Token von {model} sind sein unbekanntes Token: Diese Stücke haben keine eigene Zeile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {model}&apos;s tokens are bytes that are not text on their own.</source>
        <translation>
            <numerusform>%Ln Token von {model} ist ein Byte, das für sich kein Text ist.</numerusform>
            <numerusform>%Ln Token von {model} sind Bytes, die für sich kein Text sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Character {char} is past the end of the sentence (%Ln characters).</source>
        <translation>
            <numerusform>Zeichen {char} liegt hinter dem Ende des Satzes (%Ln Zeichen).</numerusform>
            <numerusform>Zeichen {char} liegt hinter dem Ende des Satzes (%Ln Zeichen).</numerusform>
        </translation>
    </message>
    <message>
        <source>No token of {model} covers character {char} (“{letter}”): the tokenizer dropped it.</source>
        <translation>Kein Token von {model} deckt Zeichen {char} („{letter}“) ab: Der Tokenizer hat es verworfen.</translation>
    </message>
    <message>
        <source>Character {char} (“{letter}”) is in {model}&apos;s token {index}, “{label}” (id {id}); its row begins {values}.</source>
        <translation>Zeichen {char} („{letter}“) steht in Token {index} von {model}, „{label}“ (ID {id}); seine Zeile beginnt mit {values}.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln rows; {positions}</source>
        <translation>
            <numerusform>{name}: Breite {width}, Vokabular %Ln Zeile; {positions}</numerusform>
            <numerusform>{name}: Breite {width}, Vokabular %Ln Zeilen; {positions}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.</source>
        <translation>
            <numerusform>{name}: Breite {width}, Vokabular %Ln Wort; sinusförmige Positionen werden zu jeder Token-Zeile addiert.</numerusform>
            <numerusform>{name}: Breite {width}, Vokabular %Ln Wörter; sinusförmige Positionen werden zu jeder Token-Zeile addiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.</source>
        <extracomment>{scheme} is a position scheme&apos;s name in English (learned, rope, none)</extracomment>
        <translation>
            <numerusform>{name}: Breite {width}, Vokabular %Ln Wort; Positionsschema „{scheme}“.</numerusform>
            <numerusform>{name}: Breite {width}, Vokabular %Ln Wörter; Positionsschema „{scheme}“.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareTab</name>
    <message>
        <source>Add two to four models to compare how they read the sentence: the toy, a model folder or a recent one.</source>
        <translation>Fügen Sie zwei bis vier Modelle hinzu, um zu vergleichen, wie sie den Satz lesen: das Spielzeugmodell, einen Modellordner oder ein zuletzt geöffnetes.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n models can be compared side by side: remove one first.</source>
        <translation>
            <numerusform>Höchstens %n Modell kann nebeneinander verglichen werden: Entfernen Sie zuerst eines.</numerusform>
            <numerusform>Höchstens %n Modelle können nebeneinander verglichen werden: Entfernen Sie zuerst eines.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the toy model</source>
        <translation>Spielzeugmodell hinzufügen</translation>
    </message>
    <message>
        <source>Add a model folder…</source>
        <translation>Modellordner hinzufügen…</translation>
    </message>
    <message>
        <source>Remove the last model</source>
        <translation>Letztes Modell entfernen</translation>
    </message>
    <message>
        <source>Add a recently opened model</source>
        <translation>Ein zuletzt geöffnetes Modell hinzufügen</translation>
    </message>
    <message>
        <source>Character of the sentence to follow through each model</source>
        <translation>Zeichen des Satzes, das durch jedes Modell verfolgt wird</translation>
    </message>
    <message>
        <source>character {number}</source>
        <translation>Zeichen {number}</translation>
    </message>
    <message>
        <source>Add a recent model…</source>
        <translation>Zuletzt geöffnetes Modell hinzufügen…</translation>
    </message>
    <message>
        <source>Choose a model folder to compare</source>
        <translation>Modellordner zum Vergleichen wählen</translation>
    </message>
    <message>
        <source>Reading {folder}: {what} ({percent} %).</source>
        <extracomment>{what} is the loader&apos;s own words on the file being read (English for now)</extracomment>
        <translation>{folder} wird gelesen: {what} ({percent} %).</translation>
    </message>
    <message>
        <source>{folder} cannot be compared: {reason}</source>
        <translation>{folder} kann nicht verglichen werden: {reason}</translation>
    </message>
    <message>
        <source>Comparing {names}; the main view keeps its own model.</source>
        <translation>Verglichen werden {names}; die Hauptansicht behält ihr eigenes Modell.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{model}: %Ln tokens: {tokens}.</source>
        <translation>
            <numerusform>{model}: %Ln Token: {tokens}.</numerusform>
            <numerusform>{model}: %Ln Token: {tokens}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens of each model, aligned by the characters they cover</source>
        <translation>Token jedes Modells, ausgerichtet an den Zeichen, die sie abdecken</translation>
    </message>
    <message>
        <source>Length of each row block 1 receives, along the sentence</source>
        <translation>Länge jeder Zeile, die Block 1 erhält, entlang des Satzes</translation>
    </message>
    <message>
        <source>character of the sentence (middle of each token)</source>
        <translation>Zeichen des Satzes (Mitte jedes Tokens)</translation>
    </message>
    <message>
        <source>row length ‖x‖</source>
        <translation>Zeilenlänge ‖x‖</translation>
    </message>
    <message>
        <source>{model}: row lengths {values}.</source>
        <translation>{model}: Zeilenlängen {values}.</translation>
    </message>
</context>
<context>
    <name>ContextLesson</name>
    <message>
        <source>factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>original context</source>
        <translation>ursprünglicher Kontext</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>beibehalten</translation>
    </message>
    <message>
        <source>kept: they turn as in training</source>
        <translation>beibehalten: sie drehen sich wie im Training</translation>
    </message>
    <message>
        <source>slowed {factor}×</source>
        <translation>um {factor}× verlangsamt</translation>
    </message>
    <message>
        <source>slowed {low}×</source>
        <translation>um {low}× verlangsamt</translation>
    </message>
    <message>
        <source>slowed between {low}× and {high}×</source>
        <translation>zwischen {low}× und {high}× verlangsamt</translation>
    </message>
    <message>
        <source>pair {first}: one turn every {every} tokens ({made} turns in the original {original}): {what}</source>
        <translation>Paar {first}: eine Umdrehung alle {every} Token ({made} Umdrehungen im ursprünglichen {original}): {what}</translation>
    </message>
    <message>
        <source>pairs {first}–{last}: one turn every {every} to {every_high} tokens ({made} to {made_high} turns in the original {original}): {what}</source>
        <translation>Paare {first}–{last}: eine Umdrehung alle {every} bis {every_high} Token ({made} bis {made_high} Umdrehungen im ursprünglichen {original}): {what}</translation>
    </message>
    <message>
        <source>llama3&apos;s rule: a pair with a wavelength under {n} / {high} = {short} tokens keeps its frequency, over {n} / {low} = {long} it turns {factor}× slower, and in between the two are blended.</source>
        <translation>Die Regel von llama3: ein Paar mit einer Wellenlänge unter {n} / {high} = {short} Token behält seine Frequenz, über {n} / {low} = {long} dreht es sich {factor}× langsamer, und dazwischen werden beide gemischt.</translation>
    </message>
    <message numerus="yes">
        <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).</source>
        <translation>
            <numerusform>{before} von %Ln Paar haben eine Wellenlänge länger als der ursprüngliche Kontext ({n} Token): im Training machten sie nie eine volle Umdrehung; nach der Skalierung haben {after} eine länger als {longest} Token ({factor} × {n}).</numerusform>
            <numerusform>{before} von %Ln Paaren haben eine Wellenlänge länger als der ursprüngliche Kontext ({n} Token): im Training machten sie nie eine volle Umdrehung; nach der Skalierung haben {after} eine länger als {longest} Token ({factor} × {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.</source>
        <translation>
            <numerusform>{before} von %Ln Paar haben eine Wellenlänge länger als der ursprüngliche Kontext ({n} Token): im Training machten sie nie eine volle Umdrehung.</numerusform>
            <numerusform>{before} von %Ln Paaren haben eine Wellenlänge länger als der ursprüngliche Kontext ({n} Token): im Training machten sie nie eine volle Umdrehung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attention factor 1: cos and sin are used as they are.</source>
        <translation>Attention-Faktor 1: cos und sin werden unverändert verwendet.</translation>
    </message>
    <message>
        <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets sharper).</source>
        <translation>Attention-Faktor {factor}: cos und sin werden damit multipliziert, also wird jeder q·k-Score des Kopfs mit {square} multipliziert (der Softmax darüber wird schärfer).</translation>
    </message>
    <message>
        <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets flatter).</source>
        <translation>Attention-Faktor {factor}: cos und sin werden damit multipliziert, also wird jeder q·k-Score des Kopfs mit {square} multipliziert (der Softmax darüber wird flacher).</translation>
    </message>
</context>
<context>
    <name>ConventionsLesson</name>
    <message>
        <source>Paper: interleaved sin, cos</source>
        <translation>Paper: sin und cos abwechselnd</translation>
    </message>
    <message>
        <source>Vaswani et al. 2017, the Annotated Transformer, DistilBERT</source>
        <translation>Vaswani u. a. 2017, der Annotated Transformer, DistilBERT</translation>
    </message>
    <message>
        <source>Sine and cosine of the same frequency sit side by side.</source>
        <translation>Sinus und Kosinus derselben Frequenz stehen nebeneinander.</translation>
    </message>
    <message>
        <source>Split halves: all sines, then all cosines</source>
        <translation>Geteilte Hälften: erst alle Sinus, dann alle Kosinus</translation>
    </message>
    <message>
        <source>Marian, the TensorFlow text tutorial</source>
        <translation>Marian, das TensorFlow-Text-Tutorial</translation>
    </message>
    <message>
        <source>Same numbers as the paper, columns in another order.</source>
        <translation>Dieselben Zahlen wie im Paper, die Spalten in anderer Reihenfolge.</translation>
    </message>
    <message>
        <source>tensor2tensor: split, other frequencies</source>
        <translation>tensor2tensor: geteilt, andere Frequenzen</translation>
    </message>
    <message>
        <source>tensor2tensor (Google), fairseq without its offset</source>
        <translation>tensor2tensor (Google), fairseq ohne seinen Versatz</translation>
    </message>
    <message>
        <source>The slowest pair turns at exactly 1/base radians per position.</source>
        <translation>Das langsamste Paar dreht sich um genau 1/base Radiant pro Position.</translation>
    </message>
    <message>
        <source>fairseq: tensor2tensor, positions start at 2</source>
        <translation>fairseq: tensor2tensor, Positionen beginnen bei 2</translation>
    </message>
    <message>
        <source>fairseq (Meta): padding_idx + 1 = 2 is the first position</source>
        <translation>fairseq (Meta): padding_idx + 1 = 2 ist die erste Position</translation>
    </message>
    <message>
        <source>The first token gets the vector of position 2: position 1 marks padding and 0 is unused.</source>
        <translation>Das erste Token erhält den Vektor von Position 2: Position 1 markiert Auffüllung, 0 wird nicht benutzt.</translation>
    </message>
</context>
<context>
    <name>DeeperBuckets</name>
    <message>
        <source>Relative positions inside attention: buckets per query and key</source>
        <translation>Relative Positionen in der Attention: Buckets pro Anfrage und Schlüssel</translation>
    </message>
    <message>
        <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, this model&apos;s; the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;Der Bucket, den jede Anfrage (nach unten) für jeden Schlüssel (nach rechts) liest&lt;/b&gt;, die dieses Modells; die Zeile des fokussierten Tokens ist umrandet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, T5-base&apos;s (32 buckets up to 128: no relative positions in the open model); the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;Der Bucket, den jede Anfrage (nach unten) für jeden Schlüssel (nach rechts) liest&lt;/b&gt;, die von T5-base (32 Buckets bis 128: das geöffnete Modell hat keine relativen Positionen); die Zeile des fokussierten Tokens ist umrandet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The relative position each query (down) reads for each key (across)&lt;/b&gt;, this model&apos;s; the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;Die relative Position, die jede Anfrage (nach unten) für jeden Schlüssel (nach rechts) liest&lt;/b&gt;, die dieses Modells; die Zeile des fokussierten Tokens ist umrandet.</translation>
    </message>
</context>
<context>
    <name>DeeperCaptions</name>
    <message>
        <source>The learned table here is illustrative (seeded random numbers in place of trained rows): like a trained one it has rows for positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
        <translation>Die gelernte Tabelle ist hier ein Beispiel (Zufallszahlen mit festem Seed statt trainierter Zeilen): wie eine trainierte hat sie nur Zeilen für die Positionen 0 bis L&lt;sub&gt;max&lt;/sub&gt;−1, also meldet das Modell jenseits ihres Endes den Fehler oben.</translation>
    </message>
    <message>
        <source>The learned table was trained on positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
        <translation>Die gelernte Tabelle wurde nur auf den Positionen 0 bis L&lt;sub&gt;max&lt;/sub&gt;−1 trainiert, also meldet das Modell jenseits ihres Endes den Fehler oben.</translation>
    </message>
</context>
<context>
    <name>DeeperCommon</name>
    <message>
        <source>{mark} {claim} ({detail})</source>
        <extracomment>a check&apos;s result: {mark} is a tick or a cross, {claim} what holds, {detail} the measured number</extracomment>
        <translation>{mark} {claim} ({detail})</translation>
    </message>
</context>
<context>
    <name>DeeperContext</name>
    <message>
        <source>Context extension: RoPE scaling</source>
        <translation>Kontexterweiterung: RoPE-Skalierung</translation>
    </message>
    <message>
        <source>{name}:</source>
        <extracomment>a control&apos;s label: the scaling parameter&apos;s name</extracomment>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>Width of the toy head</source>
        <translation>Breite des Spielzeugkopfs</translation>
    </message>
    <message>
        <source>Sequence length L</source>
        <translation>Sequenzlänge L</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Scaling:</source>
        <translation>Skalierung:</translation>
    </message>
    <message>
        <source>Attention:</source>
        <translation>Attention:</translation>
    </message>
    <message>
        <source>Head width:</source>
        <translation>Kopfbreite:</translation>
    </message>
    <message>
        <source>Sequence length L:</source>
        <translation>Sequenzlänge L:</translation>
    </message>
    <message>
        <source>Pair i:</source>
        <translation>Paar i:</translation>
    </message>
    <message>
        <source>Position p:</source>
        <translation>Position p:</translation>
    </message>
    <message>
        <source>θ, radians</source>
        <translation>θ, Radiant</translation>
    </message>
    <message>
        <source>tokens per turn</source>
        <translation>Token pro Umdrehung</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>Paar i</translation>
    </message>
    <message>
        <source>{scaling} (the model&apos;s own)</source>
        <translation>{scaling} (die des Modells)</translation>
    </message>
    <message>
        <source>none (the model&apos;s own)</source>
        <translation>keine (die des Modells)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt;, one head ({kind} layers), as its config says</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;, ein Kopf ({kind}-Schichten), wie seine Konfiguration sagt</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt;, one head, as its config says</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;, ein Kopf, wie seine Konfiguration sagt</translation>
    </message>
    <message>
        <source>The loaded model has no RoPE, so a toy head is shown. &lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
        <translation>Das geladene Modell hat kein RoPE, daher wird ein Spielzeugkopf gezeigt. &lt;b&gt;Ein Spielzeugkopf&lt;/b&gt; (Beispiel; seine Basis ist die in der Steuerleiste eingestellte)</translation>
    </message>
    <message>
        <source>&lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
        <translation>&lt;b&gt;Ein Spielzeugkopf&lt;/b&gt; (Beispiel; seine Basis ist die in der Steuerleiste eingestellte)</translation>
    </message>
    <message>
        <source>{mark} These parameters cannot be used: {error}. The last good picture is kept.</source>
        <translation>{mark} Diese Parameter sind nicht verwendbar: {error}. Das letzte gute Bild bleibt.</translation>
    </message>
    <message>
        <source>{whose}: {head} ({values}); frequencies at L = {length} tokens.</source>
        <translation>{whose}: {head} ({values}); Frequenzen bei L = {length} Token.</translation>
    </message>
    <message>
        <source>{whose}: {head}; frequencies at L = {length} tokens.</source>
        <translation>{whose}: {head}; Frequenzen bei L = {length} Token.</translation>
    </message>
    <message>
        <source>Solid blue: after scaling.</source>
        <translation>Durchgezogen blau: nach der Skalierung.</translation>
    </message>
    <message>
        <source>Vertical line: pair {pair}.</source>
        <translation>Senkrechte Linie: Paar {pair}.</translation>
    </message>
    <message>
        <source>Dashed: before scaling. {after} Background: {kept} {between} {slowed}. {line} Both plots have a log scale.</source>
        <translation>Gestrichelt: vor der Skalierung. {after} Hintergrund: {kept} {between} {slowed}. {line} Beide Diagramme sind logarithmisch.</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>beibehalten</translation>
    </message>
    <message>
        <source>between</source>
        <translation>dazwischen</translation>
    </message>
    <message>
        <source>slowed by the factor</source>
        <translation>um den Faktor verlangsamt</translation>
    </message>
    <message>
        <source>original context {tokens}</source>
        <translation>ursprünglicher Kontext {tokens}</translation>
    </message>
    <message>
        <source>{factor} × original = {tokens}</source>
        <translation>{factor} × ursprünglich = {tokens}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair {pair} at position {position}&lt;/b&gt;: before scaling p·θ = {position} × {theta} = &lt;b&gt;{before} rad&lt;/b&gt; ({turns} turns); after: {position} × {scaled} = &lt;b&gt;{after} rad&lt;/b&gt; ({scaled_turns} turns).</source>
        <translation>&lt;b&gt;Paar {pair} an Position {position}&lt;/b&gt;: vor der Skalierung p·θ = {position} × {theta} = &lt;b&gt;{before} rad&lt;/b&gt; ({turns} Umdrehungen); danach: {position} × {scaled} = &lt;b&gt;{after} rad&lt;/b&gt; ({scaled_turns} Umdrehungen).</translation>
    </message>
</context>
<context>
    <name>DeeperConventions</name>
    <message>
        <source>Sinusoidal conventions switchboard</source>
        <translation>Schaltpult der sinusförmigen Konventionen</translation>
    </message>
    <message>
        <source>Positions shown</source>
        <translation>Angezeigte Positionen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sinusoidal convention&lt;/b&gt; (also the toolbar&apos;s)</source>
        <translation>&lt;b&gt;Sinusförmige Konvention&lt;/b&gt; (auch die der Werkzeugleiste)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The table&lt;/b&gt;: positions down, columns across. Click a cell.</source>
        <translation>&lt;b&gt;Die Tabelle&lt;/b&gt;: Positionen nach unten, Spalten nach rechts. Klicke auf eine Zelle.</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Positionen:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Used by:&lt;/b&gt; {libraries}.&lt;br&gt;{note}</source>
        <translation>&lt;b&gt;Verwendet von:&lt;/b&gt; {libraries}.&lt;br&gt;{note}</translation>
    </message>
    <message>
        <source>matches the reference formula to {tolerance}</source>
        <translation>stimmt bis auf {tolerance} mit der Referenzformel überein</translation>
    </message>
    <message numerus="yes">
        <source>largest difference {value} over %Ln positions × {columns} columns</source>
        <translation>
            <numerusform>größte Abweichung {value} über %Ln Position × {columns} Spalten</numerusform>
            <numerusform>größte Abweichung {value} über %Ln Positionen × {columns} Spalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Position {position}, column {column}: {formula}</source>
        <translation>Position {position}, Spalte {column}: {formula}</translation>
    </message>
    <message>
        <source>{cell}&lt;br&gt;&lt;i&gt;The toolbar shows {scheme}; this convention applies once you pick sinusoidal.&lt;/i&gt;</source>
        <translation>{cell}&lt;br&gt;&lt;i&gt;Die Werkzeugleiste zeigt {scheme}; diese Konvention gilt, sobald du sinusförmig wählst.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>DeeperLearned</name>
    <message>
        <source>offset j − i</source>
        <translation>Versatz j − i</translation>
    </message>
    <message>
        <source>mean cosine</source>
        <translation>mittlerer Kosinus</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>row length</source>
        <translation>Zeilenlänge</translation>
    </message>
    <message>
        <source>position j</source>
        <translation>Position j</translation>
    </message>
    <message>
        <source>position i</source>
        <translation>Position i</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)</source>
        <translation>
            <numerusform>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, die ersten {rows} von %Ln Zeile)</numerusform>
            <numerusform>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, die ersten {rows} von %Ln Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width})</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width})</translation>
    </message>
    <message>
        <source>Cosine similarity of every pair of positions: {title}</source>
        <translation>Kosinus-Ähnlichkeit jedes Positionspaars: {title}</translation>
    </message>
    <message>
        <source>{title} on its first principal components ({shares} of the variance)</source>
        <translation>{title} auf seinen ersten Hauptkomponenten ({shares} der Varianz)</translation>
    </message>
    <message>
        <source>(no second component)</source>
        <translation>(keine zweite Komponente)</translation>
    </message>
    <message>
        <source>Property scores of both tables</source>
        <translation>Eigenschaftswerte beider Tabellen</translation>
    </message>
    <message>
        <source>{name}:
{meaning}</source>
        <extracomment>a score&apos;s name, and on the next line what it measures</extracomment>
        <translation>{name}:
{meaning}</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>Diese Tabelle</translation>
    </message>
    <message>
        <source>Property: what it measures</source>
        <translation>Eigenschaft: was sie misst</translation>
    </message>
    <message>
        <source>Sinusoidal</source>
        <translation>Sinusförmig</translation>
    </message>
    <message>
        <source>What the positions learned</source>
        <translation>Was die Positionen lernten</translation>
    </message>
    <message>
        <source>Rows of a formula&apos;s table</source>
        <translation>Zeilen der Tabelle einer Formel</translation>
    </message>
    <message>
        <source>Rows of a formula&apos;s table:</source>
        <translation>Zeilen der Tabelle einer Formel:</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt; ({rows} × {width}, in the background; the last picture is kept until then)</source>
        <translation>&lt;i&gt;wird berechnet…&lt;/i&gt; ({rows} × {width}, im Hintergrund; bis dahin bleibt das letzte Bild)</translation>
    </message>
    <message>
        <source>{mark} This table cannot be read: {error}. The last picture is kept.</source>
        <translation>{mark} Diese Tabelle lässt sich nicht lesen: {error}. Das letzte Bild bleibt.</translation>
    </message>
    <message>
        <source>The session adds no position table</source>
        <translation>Die Sitzung addiert keine Positionstabelle</translation>
    </message>
    <message>
        <source>{scheme} adds no vectors to the input (RoPE turns queries and keys inside attention, ALiBi biases attention scores; &apos;none&apos; adds zeros), so there is no table to read. The sinusoidal table of the same width is read beside it.</source>
        <translation>{scheme} addiert keine Vektoren zur Eingabe (RoPE dreht Anfragen und Schlüssel in der Attention, ALiBi verschiebt die Attention-Scores; &apos;none&apos; addiert Nullen), also gibt es keine Tabelle zu lesen. Daneben wird die sinusförmige Tabelle derselben Breite gelesen.</translation>
    </message>
</context>
<context>
    <name>DeeperLearnedParts</name>
    <message>
        <source>{first} position 0 → {last} position {end}</source>
        <translation>{first} Position 0 → {last} Position {end}</translation>
    </message>
</context>
<context>
    <name>DeeperLengths</name>
    <message>
        <source>no row: past the table</source>
        <translation>keine Zeile: jenseits der Tabelle</translation>
    </message>
    <message>
        <source>{mark} {error}</source>
        <translation>{mark} {error}</translation>
    </message>
    <message>
        <source>a formula</source>
        <translation>eine Formel</translation>
    </message>
    <message>
        <source>inside the table</source>
        <translation>in der Tabelle</translation>
    </message>
    <message numerus="yes">
        <source>all %Ln positions have a vector</source>
        <translation>
            <numerusform>die %Ln Position hat einen Vektor</numerusform>
            <numerusform>alle %Ln Positionen haben einen Vektor</numerusform>
        </translation>
    </message>
    <message>
        <source>Sinusoidal, learned and RoPE past the training length</source>
        <translation>Sinusförmig, gelernt und RoPE jenseits der Trainingslänge</translation>
    </message>
    <message>
        <source>Input length L</source>
        <translation>Eingabelänge L</translation>
    </message>
    <message>
        <source>Input length L (slider)</source>
        <translation>Eingabelänge L (Schieberegler)</translation>
    </message>
    <message>
        <source>Rows of the learned position table</source>
        <translation>Zeilen der gelernten Positionstabelle</translation>
    </message>
    <message>
        <source>Sweep past the table&apos;s end</source>
        <translation>Über das Tabellenende hinaus fahren</translation>
    </message>
    <message>
        <source>Length L:</source>
        <translation>Länge L:</translation>
    </message>
    <message>
        <source>Learned table rows:</source>
        <translation>Zeilen der gelernten Tabelle:</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a formula gives every position</source>
        <translation>Parameter: &lt;b&gt;keine&lt;/b&gt;, eine Formel liefert jede Position</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; learned numbers</source>
        <translation>Parameter: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; gelernte Zahlen</translation>
    </message>
    <message numerus="yes">
        <source>Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
        <translation>
            <numerusform>Gezeichnet: Positionen {first} bis {last} (die letzte %Ln von L = {length}); grau = kein Vektor. {note} Sinusförmig und RoPE berechnen jede Position; ob ein auf kurzen Eingaben trainiertes Netz diese fernen Positionen gut nutzt, ist eine andere Frage.</numerusform>
            <numerusform>Gezeichnet: Positionen {first} bis {last} (die letzten %Ln von L = {length}); grau = kein Vektor. {note} Sinusförmig und RoPE berechnen jede Position; ob ein auf kurzen Eingaben trainiertes Netz diese fernen Positionen gut nutzt, ist eine andere Frage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn: no positions (L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
        <translation>Gezeichnet: keine Positionen (L = {length}); grau = kein Vektor. {note} Sinusförmig und RoPE berechnen jede Position; ob ein auf kurzen Eingaben trainiertes Netz diese fernen Positionen gut nutzt, ist eine andere Frage.</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position</source>
        <translation>Parameter: &lt;b&gt;keine&lt;/b&gt;, eine Drehung für jede Position</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position ({scaling} scaling at L = {length}; cos, sin × {factor})</source>
        <translation>Parameter: &lt;b&gt;keine&lt;/b&gt;, eine Drehung für jede Position. Spalten 2i, 2i+1: cos, sin von Paar i = Dimensionen {dims} eines {width} breiten Kopfs; θ = {theta} rad pro Position ({scaling}-Skalierung bei L = {length}; cos, sin × {factor})</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position</source>
        <translation>Parameter: &lt;b&gt;keine&lt;/b&gt;, eine Drehung für jede Position. Spalten 2i, 2i+1: cos, sin von Paar i = Dimensionen {dims} eines {width} breiten Kopfs; θ = {theta} rad pro Position</translation>
    </message>
</context>
<context>
    <name>DeeperLongRange</name>
    <message>
        <source>distance m (log scale)</source>
        <translation>Abstand m (logarithmisch)</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>Schranke</translation>
    </message>
    <message>
        <source>base (log scale)</source>
        <translation>Basis (logarithmisch)</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>scheitert</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <source>RoPE at long range</source>
        <translation>RoPE auf große Entfernung</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Rotated dimensions per head d</source>
        <translation>Gedrehte Dimensionen pro Kopf d</translation>
    </message>
    <message>
        <source>Context length L</source>
        <translation>Kontextlänge L</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>Basis:</translation>
    </message>
    <message>
        <source>Head d:</source>
        <translation>Kopf d:</translation>
    </message>
    <message>
        <source>Context length L:</source>
        <translation>Kontextlänge L:</translation>
    </message>
    <message>
        <source>{mark} {error}. The last picture is kept.</source>
        <translation>{mark} {error}. Das letzte Bild bleibt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{whose}&lt;/b&gt;: base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
        <translation>&lt;b&gt;{whose}&lt;/b&gt;: Basis {base}, d = {d} gedrehte Dimensionen, also {pairs} Paare mit θᵢ = base^(−2i/d).</translation>
    </message>
    <message>
        <source>RoFormer&apos;s bound against distance ({whose}): base {base}, d = {d}, L = {length}</source>
        <translation>Schranke von RoFormer gegen den Abstand ({whose}): Basis {base}, d = {d}, L = {length}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{whose}&lt;/b&gt; (changed in the boxes above): base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
        <translation>&lt;b&gt;{whose}&lt;/b&gt; (in den Feldern oben geändert): Basis {base}, d = {d} gedrehte Dimensionen, also {pairs} Paare mit θᵢ = base^(−2i/d).</translation>
    </message>
    <message>
        <source>RoFormer&apos;s bound against distance ({whose}, changed in the boxes above): base {base}, d = {d}, L = {length}</source>
        <translation>Schranke von RoFormer gegen den Abstand ({whose}, in den Feldern oben geändert): Basis {base}, d = {d}, L = {length}</translation>
    </message>
    <message>
        <source>RoFormer&apos;s upper bound of a query–key score m positions apart, {formula} (dashed line: L). {caption}</source>
        <translation>Die obere Schranke von RoFormer für den Score von Anfrage und Schlüssel im Abstand von m Positionen, {formula} (gestrichelte Linie: L). {caption}</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt; the smallest base for d = {d}, L = {length} (in the background; the last answer is kept until then)</source>
        <translation>&lt;i&gt;wird berechnet…&lt;/i&gt; die kleinste Basis für d = {d}, L = {length} (im Hintergrund; bis dahin bleibt die letzte Antwort)</translation>
    </message>
    <message>
        <source>{mark} The search failed: {error}. The last answer is kept.</source>
        <translation>{mark} Die Suche schlug fehl: {error}. Die letzte Antwort bleibt.</translation>
    </message>
    <message>
        <source>Dots: every base scanned, all failing.</source>
        <translation>Punkte: jede geprüfte Basis, alle scheitern.</translation>
    </message>
    <message>
        <source>Dots: the bases scanned from {steps} grid steps below the first pass (up: keeps the condition; down, crosses: fails; every smaller base scanned fails).</source>
        <translation>Punkte: die geprüften Basen ab {steps} Rasterschritten unter der ersten, die besteht (oben: hält die Bedingung; unten, Kreuze: scheitert; jede kleinere geprüfte Basis scheitert).</translation>
    </message>
</context>
<context>
    <name>DeeperOneHot</name>
    <message>
        <source>One-hot vector against a learned row</source>
        <translation>One-hot-Vektor gegen gelernte Zeile</translation>
    </message>
    <message>
        <source>Play the look-up again</source>
        <translation>Nachschlagen noch einmal abspielen</translation>
    </message>
    <message>
        <source>Cosine of the focused word&apos;s row with every row of E</source>
        <translation>Kosinus der Zeile des fokussierten Worts mit jeder Zeile von E</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cosine with each word of the sentence&lt;/b&gt; (focused word in bold)</source>
        <translation>&lt;b&gt;Kosinus mit jedem Wort des Satzes&lt;/b&gt; (fokussiertes Wort fett)</translation>
    </message>
    <message>
        <source>Two different one-hot vectors never share a 1, so their cosine is always 0: every word is equally unlike every other. Learned rows are trained so that words used alike point alike, and their cosine says how much.</source>
        <translation>Zwei verschiedene One-hot-Vektoren haben nie eine gemeinsame 1, ihr Kosinus ist also immer 0: jedes Wort ist jedem anderen gleich unähnlich. Gelernte Zeilen werden so trainiert, dass ähnlich gebrauchte Wörter in ähnliche Richtungen zeigen, und ihr Kosinus sagt, wie sehr.</translation>
    </message>
    <message>
        <source>Type a sentence: its focused word is shown here.</source>
        <translation>Gib einen Satz ein: sein fokussiertes Wort wird hier gezeigt.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it has no one-hot slot and no row of E (it is shown as [UNK], a vector of zeros).</source>
        <translation>„{word}“ steht nicht im Vokabular: es hat keinen One-hot-Platz und keine Zeile in E (es wird als [UNK] gezeigt, ein Vektor aus Nullen).</translation>
    </message>
    <message>
        <source>&lt;b&gt;one-hot(“{word}”) · E = E[{id}]&lt;/b&gt; &amp;nbsp; a |V| = {rows}-wide vector of zeros with one 1, times the {rows} × {width} table, leaves row {id}: {width} numbers (largest difference from the row: {residual})</source>
        <translation>&lt;b&gt;one-hot(„{word}“) · E = E[{id}]&lt;/b&gt; &amp;nbsp; ein |V| = {rows} breiter Vektor aus Nullen mit einer 1, mal die {rows} × {width}-Tabelle, ergibt Zeile {id}: {width} Zahlen (größte Abweichung von der Zeile: {residual})</translation>
    </message>
    <message numerus="yes">
        <source>Closest rows to “{word}”: searching all %Ln rows of E…</source>
        <translation>
            <numerusform>Nächste Zeilen zu „{word}“: durchsuche die %Ln Zeile von E…</numerusform>
            <numerusform>Nächste Zeilen zu „{word}“: durchsuche alle %Ln Zeilen von E…</numerusform>
        </translation>
    </message>
    <message>
        <source>Closest rows to “{word}” could not be computed: {error}</source>
        <translation>Die nächsten Zeilen zu „{word}“ ließen sich nicht berechnen: {error}</translation>
    </message>
    <message>
        <source>Closest rows to “{word}” in all of E (an illustrative random table): {words}</source>
        <translation>Nächste Zeilen zu „{word}“ in ganz E (eine zufällige Beispieltabelle): {words}</translation>
    </message>
    <message>
        <source>Closest rows to “{word}” in all of E: {words}</source>
        <translation>Nächste Zeilen zu „{word}“ in ganz E: {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;one-hot · E = a row of E&lt;/b&gt;</source>
        <translation>&lt;b&gt;one-hot · E = eine Zeile von E&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>DeeperOneHotParts</name>
    <message>
        <source>E: {rows} × {width}</source>
        <translation>E: {rows} × {width}</translation>
    </message>
    <message>
        <source>E: {rows} × {width} (first {shown} of {width} columns)</source>
        <translation>E: {rows} × {width} (erste {shown} von {width} Spalten)</translation>
    </message>
    <message numerus="yes">
        <source>one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn</source>
        <translation>
            <numerusform>One-hot: {size} Zahlen, hochkant gestellt (Eintrag v multipliziert Zeile v); %Ln weitere Zeile von E nicht gezeichnet</numerusform>
            <numerusform>One-hot: {size} Zahlen, hochkant gestellt (Eintrag v multipliziert Zeile v); %Ln weitere Zeilen von E nicht gezeichnet</numerusform>
        </translation>
    </message>
    <message>
        <source>one-hot: {size} numbers, stood on end (entry v multiplies row v)</source>
        <translation>One-hot: {size} Zahlen, hochkant gestellt (Eintrag v multipliziert Zeile v)</translation>
    </message>
    <message>
        <source>pos</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>one-hot</source>
        <translation>One-hot</translation>
    </message>
    <message>
        <source>row of E</source>
        <translation>Zeile von E</translation>
    </message>
    <message>
        <source>no row</source>
        <translation>keine Zeile</translation>
    </message>
</context>
<context>
    <name>DeeperOrder</name>
    <message>
        <source>Why order matters: a toy attention</source>
        <translation>Warum Reihenfolge zählt: eine Spielzeug-Attention</translation>
    </message>
    <message>
        <source>swap two words</source>
        <translation>zwei Wörter tauschen</translation>
    </message>
    <message>
        <source>reverse the sentence</source>
        <translation>den Satz umkehren</translation>
    </message>
    <message>
        <source>First word to swap (position)</source>
        <translation>Erstes zu tauschendes Wort (Position)</translation>
    </message>
    <message>
        <source>Second word to swap (position)</source>
        <translation>Zweites zu tauschendes Wort (Position)</translation>
    </message>
    <message>
        <source>the toolbar&apos;s positions</source>
        <translation>die Positionen der Werkzeugleiste</translation>
    </message>
    <message>
        <source>ALiBi: a bias on the scores</source>
        <translation>ALiBi: ein Bias auf den Scores</translation>
    </message>
    <message>
        <source>ALiBi head</source>
        <translation>ALiBi-Kopf</translation>
    </message>
    <message>
        <source>head {number} of {heads}</source>
        <extracomment>the spin box&apos;s text around the head&apos;s number: &quot;head 3 of 8&quot;</extracomment>
        <translation>Kopf {number} von {heads}</translation>
    </message>
    <message>
        <source>Reorder:</source>
        <translation>Umordnen:</translation>
    </message>
    <message>
        <source>words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>Lower row:</source>
        <translation>Untere Reihe:</translation>
    </message>
    <message>
        <source>One row per word: its attention over the words (each row sums to 1). White 0, darkest red the largest weight of the four.</source>
        <translation>Eine Zeile pro Wort: seine Attention über die Wörter (jede Zeile summiert sich zu 1). Weiß 0, dunkelstes Rot das größte Gewicht der vier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;ALiBi&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;), X = token rows with nothing added. Head {head}: m = {slope} (the {heads} heads: {slopes}). A decoder: keys after the query are masked.</source>
        <translation>&lt;b&gt;ALiBi&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;), X = Token-Zeilen, nichts addiert. Kopf {head}: m = {slope} (die {heads} Köpfe: {slopes}). Ein Decoder: Schlüssel nach der Anfrage sind maskiert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;RoPE&lt;/b&gt;: softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d), each token row turned by its position; nothing is added to X.</source>
        <translation>&lt;b&gt;RoPE&lt;/b&gt;: softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d), jede Token-Zeile um ihre Position gedreht; zu X wird nichts addiert.</translation>
    </message>
    <message>
        <source>learned table</source>
        <translation>gelernte Tabelle</translation>
    </message>
    <message>
        <source>&lt;b&gt;Positions added&lt;/b&gt;, {name}: softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d), Z = token rows + position rows.</source>
        <translation>&lt;b&gt;Positionen addiert&lt;/b&gt;, {name}: softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d), Z = Token-Zeilen + Positionszeilen.</translation>
    </message>
    <message numerus="yes">
        <source>perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
        <translation>
            <numerusform>perm = {perm}: die ersten {shown} von %Ln Wort, neues Wort p ist altes Wort perm[p]. Jede Gewichtszeile summiert sich zu 1; umrandet: das fokussierte Wort, vor und nach dem Umstellen.</numerusform>
            <numerusform>perm = {perm}: die ersten {shown} von %Ln Wörtern, neues Wort p ist altes Wort perm[p]. Jede Gewichtszeile summiert sich zu 1; umrandet: das fokussierte Wort, vor und nach dem Umstellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>perm = {perm}: new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
        <translation>perm = {perm}: neues Wort p ist altes Wort perm[p]. Jede Gewichtszeile summiert sich zu 1; umrandet: das fokussierte Wort, vor und nach dem Umstellen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;as written:&lt;/b&gt; {words}</source>
        <translation>&lt;b&gt;wie geschrieben:&lt;/b&gt; {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;reordered:&lt;/b&gt; {words}</source>
        <translation>&lt;b&gt;umgeordnet:&lt;/b&gt; {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;No positions&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d), X = token rows</source>
        <translation>&lt;b&gt;Keine Positionen&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d), X = Token-Zeilen</translation>
    </message>
    <message>
        <source>only moved with the words (P·A·P&lt;sup&gt;T&lt;/sup&gt;): both orders look the same to it</source>
        <translation>nur mit den Wörtern verschoben (P·A·P&lt;sup&gt;T&lt;/sup&gt;): für sie sehen beide Reihenfolgen gleich aus</translation>
    </message>
    <message>
        <source>largest difference {value}</source>
        <translation>größte Abweichung {value}</translation>
    </message>
    <message>
        <source>the weights themselves changed: order now matters</source>
        <translation>die Gewichte selbst haben sich geändert: jetzt zählt die Reihenfolge</translation>
    </message>
    <message>
        <source>no change: this reordering swaps identical words</source>
        <translation>keine Änderung: diese Umordnung tauscht gleiche Wörter</translation>
    </message>
</context>
<context>
    <name>DeeperRelative</name>
    <message>
        <source>Relative position: similarity and the shift matrix</source>
        <translation>Relative Position: Ähnlichkeit und die Verschiebungsmatrix</translation>
    </message>
    <message>
        <source>Positions in the similarity table</source>
        <translation>Positionen in der Ähnlichkeitstabelle</translation>
    </message>
    <message>
        <source>Offset k of the shift matrix</source>
        <translation>Versatz k der Verschiebungsmatrix</translation>
    </message>
    <message>
        <source>sinusoidal (the toolbar&apos;s convention)</source>
        <translation>sinusförmig (die Konvention der Werkzeugleiste)</translation>
    </message>
    <message>
        <source>learned (the model&apos;s own, or illustrative)</source>
        <translation>gelernt (die des Modells oder ein Beispiel)</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Positionen:</translation>
    </message>
    <message>
        <source>Offset k:</source>
        <translation>Versatz k:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <source>&lt;b&gt;PE(p) · PE(q)&lt;/b&gt; for positions p (down) and q (across). Outlined: the diagonal q − p = k = {k}. Click a cell to pick its offset.</source>
        <translation>&lt;b&gt;PE(p) · PE(q)&lt;/b&gt; für Positionen p (nach unten) und q (nach rechts). Umrandet: die Diagonale q − p = k = {k}. Klicke auf eine Zelle, um ihren Versatz zu wählen.</translation>
    </message>
    <message>
        <source>every diagonal is constant: the similarity depends only on q − p</source>
        <translation>jede Diagonale ist konstant: die Ähnlichkeit hängt nur von q − p ab</translation>
    </message>
    <message>
        <source>the diagonals are not constant: this table does not encode offsets</source>
        <translation>die Diagonalen sind nicht konstant: diese Tabelle kodiert keine Versätze</translation>
    </message>
    <message>
        <source>largest change along a diagonal {value}</source>
        <translation>größte Änderung entlang einer Diagonale {value}</translation>
    </message>
    <message>
        <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
        <translation>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: eine 2×2-Drehung pro Sinus-Kosinus-Paar ({convention}). Sie hängt nicht von p ab.</translation>
    </message>
    <message>
        <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (its top-left {shown} × {shown} of {d} × {d}): a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
        <translation>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (oben links {shown} × {shown} von {d} × {d}): eine 2×2-Drehung pro Sinus-Kosinus-Paar ({convention}). Sie hängt nicht von p ab.</translation>
    </message>
    <message>
        <source>M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k}) for every p from 0 to {last}</source>
        <translation>M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k}) für jedes p von 0 bis {last}</translation>
    </message>
    <message>
        <source>largest difference {value}</source>
        <translation>größte Abweichung {value}</translation>
    </message>
    <message>
        <source>no shift matrix</source>
        <translation>keine Verschiebungsmatrix</translation>
    </message>
</context>
<context>
    <name>DeeperRope</name>
    <message>
        <source>interleaved: pairs (2i, 2i+1), RoFormer, Meta&apos;s Llama, GPT-J</source>
        <translation>verschränkt: Paare (2i, 2i+1), RoFormer, Llama von Meta, GPT-J</translation>
    </message>
    <message>
        <source>rotate_half: pairs (i, i + r/2), Hugging Face Llama, GPT-NeoX</source>
        <translation>rotate_half: Paare (i, i + r/2), Llama von Hugging Face, GPT-NeoX</translation>
    </message>
    <message>
        <source>RoPE: rotating queries and keys</source>
        <translation>RoPE: Anfragen und Schlüssel drehen</translation>
    </message>
    <message>
        <source>Rotated pair i</source>
        <translation>Gedrehtes Paar i</translation>
    </message>
    <message>
        <source>Position of the key word</source>
        <translation>Position des Schlüsselworts</translation>
    </message>
    <message>
        <source>Shift both words by this many positions</source>
        <translation>Beide Wörter um so viele Positionen verschieben</translation>
    </message>
    <message>
        <source>Move both along</source>
        <translation>Beide weiterschieben</translation>
    </message>
    <message>
        <source>Pairing:</source>
        <translation>Paarung:</translation>
    </message>
    <message>
        <source>Pair i:</source>
        <translation>Paar i:</translation>
    </message>
    <message>
        <source>Key word:</source>
        <translation>Schlüsselwort:</translation>
    </message>
    <message>
        <source>Shift both by:</source>
        <translation>Beide verschieben um:</translation>
    </message>
    <message>
        <source>&lt;b&gt;q·k against the offset&lt;/b&gt;, computed three times: key at position 0 or later (wide orange), 100 or later (dashes), 10,000 or later (blue dots). The dot: the current m and n (all pairs summed; the dial shows one pair).</source>
        <translation>&lt;b&gt;q·k gegen den Versatz&lt;/b&gt;, dreimal berechnet: Schlüssel ab Position 0 (breites Orange), ab 100 (Striche), ab 10.000 (blaue Punkte). Der Punkt: das aktuelle m und n (alle Paare summiert; die Scheibe zeigt ein Paar).</translation>
    </message>
    <message>
        <source>RoPE rotates pairs of dimensions, so it needs an even d_model; d_model is {d}.</source>
        <translation>RoPE dreht Paare von Dimensionen und braucht daher ein gerades d_model; d_model ist {d}.</translation>
    </message>
    <message>
        <source>Type a sentence to get queries and keys.</source>
        <translation>Gib einen Satz ein, um Anfragen und Schlüssel zu erhalten.</translation>
    </message>
    <message>
        <source>the model&apos;s own pairing</source>
        <translation>die eigene Paarung des Modells</translation>
    </message>
    <message>
        <source>q of “{word}” at m = {m}: turned {m}·θ = {angle} rad</source>
        <translation>q von „{word}“ bei m = {m}: um {m}·θ = {angle} rad gedreht</translation>
    </message>
    <message>
        <source>k of “{word}” at n = {n}: turned {n}·θ = {angle} rad</source>
        <translation>k von „{word}“ bei n = {n}: um {n}·θ = {angle} rad gedreht</translation>
    </message>
    <message>
        <source>dimensions {first} and {second}, θ = {theta} rad per position</source>
        <translation>Dimensionen {first} und {second}, θ = {theta} rad pro Position</translation>
    </message>
    <message>
        <source>&lt;b&gt;One head of {model}&lt;/b&gt; (every head turns alike)</source>
        <translation>&lt;b&gt;Ein Kopf von {model}&lt;/b&gt; (jeder Kopf dreht gleich)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The lesson&apos;s toy&lt;/b&gt; turns all of d&lt;sub&gt;model&lt;/sub&gt; as one head</source>
        <translation>&lt;b&gt;Das Spielzeugmodell der Lektion&lt;/b&gt; dreht ganz d&lt;sub&gt;model&lt;/sub&gt; als einen Kopf</translation>
    </message>
    <message>
        <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length} (unscaled {unscaled}; cos, sin × attention factor {factor}).</source>
        <translation>{whose}: {head}. Paar {pair} = Dimensionen ({first}, {second}) des Kopfs: &lt;b&gt;θ = {theta} rad pro Position&lt;/b&gt; bei L = {length} (unskaliert {unscaled}; cos, sin × Attention-Faktor {factor}).</translation>
    </message>
    <message>
        <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length}.</source>
        <translation>{whose}: {head}. Paar {pair} = Dimensionen ({first}, {second}) des Kopfs: &lt;b&gt;θ = {theta} rad pro Position&lt;/b&gt; bei L = {length}.</translation>
    </message>
    <message>
        <source>Pair {pair} = dimensions ({first}, {second}). &lt;b&gt;q·k = {score}&lt;/b&gt; at m − n = {offset}. q and k are &lt;i&gt;illustrative&lt;/i&gt;: each word&apos;s row of E times seeded random W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt; (seed {seed}), not trained weights.</source>
        <translation>Paar {pair} = Dimensionen ({first}, {second}). &lt;b&gt;q·k = {score}&lt;/b&gt; bei m − n = {offset}. q und k sind &lt;i&gt;Beispiele&lt;/i&gt;: die Zeile jedes Worts in E mal zufällige W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt; mit Seed (Seed {seed}), keine trainierten Gewichte.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: its row is zeros, so its vector is 0. {summary}</source>
        <translation>„{word}“ steht nicht im Vokabular: seine Zeile ist null, also ist sein Vektor 0. {summary}</translation>
    </message>
    <message>
        <source>the curves coincide: the score depends only on m − n, not on where the pair sits</source>
        <translation>die Kurven fallen zusammen: der Score hängt nur von m − n ab, nicht davon, wo das Paar steht</translation>
    </message>
    <message>
        <source>largest gap between curves {value}</source>
        <translation>größter Abstand zwischen den Kurven {value}</translation>
    </message>
    <message>
        <source>Interleaved vs rotate_half with the same W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;: scores differ by {gap}. {check}</source>
        <translation>Verschränkt vs. rotate_half mit denselben W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;: die Scores unterscheiden sich um {gap}. {check}</translation>
    </message>
    <message>
        <source>after permuting W&apos;s columns (2i, 2i+1) → (i, i + {half}) they agree</source>
        <translation>nach Umordnen der Spalten von W (2i, 2i+1) → (i, i + {half}) stimmen sie überein</translation>
    </message>
    <message>
        <source>difference {value}</source>
        <translation>Abweichung {value}</translation>
    </message>
</context>
<context>
    <name>DeeperRopeParts</name>
    <message>
        <source>dim {index}</source>
        <extracomment>an axis of the dial: one dimension of q and k</extracomment>
        <translation>Dim. {index}</translation>
    </message>
    <message>
        <source>offset m − n</source>
        <translation>Versatz m − n</translation>
    </message>
</context>
<context>
    <name>DeeperShapes</name>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>{scheme}:
{rows} × {width} = {count}</source>
        <extracomment>a learned position table&apos;s cell: the scheme&apos;s name, then its rows x width = its numbers</extracomment>
        <translation>{scheme}:
{rows} × {width} = {count}</translation>
    </message>
    <message>
        <source>both d = {width} wide; heights on a log scale</source>
        <translation>beide d = {width} breit; Höhen logarithmisch</translation>
    </message>
    <message>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>{name}: {rows} × {width}</source>
        <translation>{name}: {rows} × {width}</translation>
    </message>
    <message>
        <source>Shapes of the embedding table and of the input</source>
        <translation>Formen der Einbettungstabelle und der Eingabe</translation>
    </message>
    <message>
        <source>Imagined input length</source>
        <translation>Gedachte Eingabelänge</translation>
    </message>
    <message>
        <source>Shapes of real models&apos; tables</source>
        <translation>Tabellenformen echter Modelle</translation>
    </message>
    <message>
        <source>your sentence</source>
        <translation>dein Satz</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln Token</numerusform>
            <numerusform>%Ln Token</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Imagine a longer input&lt;/b&gt; (drag: 1 to {most} tokens)</source>
        <translation>&lt;b&gt;Stell dir eine längere Eingabe vor&lt;/b&gt; (ziehen: 1 bis {most} Token)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Real models&lt;/b&gt; (from their published configurations)</source>
        <translation>&lt;b&gt;Echte Modelle&lt;/b&gt; (aus ihren veröffentlichten Konfigurationen)</translation>
    </message>
    <message>
        <source>A learned position table is one more matrix, L&lt;sub&gt;max&lt;/sub&gt; × d, and it caps the input length. RoPE rotates queries and keys inside attention, so Llama 3 has no position table at all. The first row follows the toolbar.</source>
        <translation>Eine gelernte Positionstabelle ist eine weitere Matrix, L&lt;sub&gt;max&lt;/sub&gt; × d, und sie begrenzt die Eingabelänge. RoPE dreht Anfragen und Schlüssel innerhalb der Attention, daher hat Llama 3 gar keine Positionstabelle. Die erste Zeile folgt der Werkzeugleiste.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;</source>
        <translation>
            <numerusform>&lt;big&gt;&lt;b&gt;%Ln Token → eine {length} × {width}-Matrix&lt;/b&gt; ({numbers} Zahlen).&lt;br&gt;E ist weiterhin {rows} × {width} = {count}: sie wächst nicht.&lt;/big&gt;</numerusform>
            <numerusform>&lt;big&gt;&lt;b&gt;%Ln Token → eine {length} × {width}-Matrix&lt;/b&gt; ({numbers} Zahlen).&lt;br&gt;E ist weiterhin {rows} × {width} = {count}: sie wächst nicht.&lt;/big&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; numbers: set by the vocabulary, never by the input.&lt;br&gt;&lt;b&gt;This sentence&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;: grows with every token you type.&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;: a design choice, the same for every token and every input.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; Zahlen: vom Vokabular festgelegt, nie von der Eingabe.&lt;br&gt;&lt;b&gt;Dieser Satz&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;: wächst mit jedem Token, das du tippst.&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;: eine Designentscheidung, gleich für jedes Token und jede Eingabe.</translation>
    </message>
</context>
<context>
    <name>DeeperTabs</name>
    <message>
        <source>One-hot vs row</source>
        <translation>One-hot vs. Zeile</translation>
    </message>
    <message>
        <source>One-hot times E is a look-up; only learned rows carry meaning</source>
        <translation>One-hot mal E ist ein Nachschlagen; nur gelernte Zeilen tragen Bedeutung</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Formen</translation>
    </message>
    <message>
        <source>E is |V| x d, a sentence is L x d, d is fixed by design</source>
        <translation>E ist |V| x d, ein Satz ist L x d, d ist durch das Design festgelegt</translation>
    </message>
    <message>
        <source>Past the table</source>
        <translation>Jenseits der Tabelle</translation>
    </message>
    <message>
        <source>Sinusoidal, learned and RoPE past the longest training length</source>
        <translation>Sinusförmig, gelernt und RoPE jenseits der längsten Trainingslänge</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>Relativ</translation>
    </message>
    <message>
        <source>PE.PE^T depends only on the offset; M_k shifts every position by k</source>
        <translation>PE.PE^T hängt nur vom Versatz ab; M_k verschiebt jede Position um k</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>q and k rotate; their score depends only on m - n</source>
        <translation>q und k drehen sich; ihr Score hängt nur von m - n ab</translation>
    </message>
    <message>
        <source>Why order</source>
        <translation>Warum Reihenfolge</translation>
    </message>
    <message>
        <source>A toy attention is blind to word order until positions are added</source>
        <translation>Eine Spielzeug-Attention ist blind für die Wortreihenfolge, bis Positionen addiert werden</translation>
    </message>
    <message>
        <source>Conventions</source>
        <translation>Konventionen</translation>
    </message>
    <message>
        <source>The sinusoidal conventions of the libraries, checked against their formulas</source>
        <translation>Die sinusförmigen Konventionen der Bibliotheken, an ihren Formeln geprüft</translation>
    </message>
    <message>
        <source>What positions learned</source>
        <translation>Was Positionen lernten</translation>
    </message>
    <message>
        <source>A position table&apos;s similarity, principal components, norms and property scores, beside sinusoidal</source>
        <translation>Ähnlichkeit, Hauptkomponenten, Normen und Eigenschaftswerte einer Positionstabelle, neben sinusförmig</translation>
    </message>
    <message>
        <source>RoPE at long range</source>
        <translation>RoPE auf große Entfernung</translation>
    </message>
    <message>
        <source>RoFormer&apos;s decaying bound, and the smallest base that keeps a context length</source>
        <translation>Die abklingende Schranke von RoFormer und die kleinste Basis, die eine Kontextlänge hält</translation>
    </message>
    <message>
        <source>Context extension</source>
        <translation>Kontexterweiterung</translation>
    </message>
    <message>
        <source>How RoPE scaling lets a model read past its training length: each pair&apos;s frequency before and after</source>
        <translation>Wie RoPE-Skalierung ein Modell über seine Trainingslänge hinaus lesen lässt: die Frequenz jedes Paars vorher und nachher</translation>
    </message>
    <message>
        <source>Relative buckets</source>
        <translation>Relative Buckets</translation>
    </message>
    <message>
        <source>T5&apos;s buckets and DeBERTa&apos;s relative positions: what attention reads for each query and key</source>
        <translation>Die Buckets von T5 und die relativen Positionen von DeBERTa: was die Attention für jede Anfrage und jeden Schlüssel liest</translation>
    </message>
    <message>
        <source>Deeper idea {number}: {title}</source>
        <translation>Vertiefung {number}: {title}</translation>
    </message>
    <message>
        <source>{number} {title}</source>
        <extracomment>a sub-tab&apos;s label: its number, then its title</extracomment>
        <translation>{number} {title}</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>Es gibt keine Sprache „{code}“: Wählen Sie eine von {codes}.</translation>
    </message>
</context>
<context>
    <name>LearnedLesson</name>
    <message>
        <source>The illustrative learned table (random, untrained)</source>
        <translation>Die gelernte Beispieltabelle (zufällig, untrainiert)</translation>
    </message>
    <message>
        <source>The session&apos;s sinusoidal table</source>
        <translation>Die sinusförmige Tabelle der Sitzung</translation>
    </message>
    <message>
        <source>Sinusoidal, same shape (paper, base 10,000)</source>
        <translation>Sinusförmig, gleiche Form (Paper, Basis 10.000)</translation>
    </message>
    <message>
        <source>The learned table of the model</source>
        <translation>Die gelernte Tabelle des Modells</translation>
    </message>
    <message>
        <source>The learned table of {model}</source>
        <translation>Die gelernte Tabelle von {model}</translation>
    </message>
    <message>
        <source>One row: its cosine with itself is 1.</source>
        <translation>Eine Zeile: ihr Kosinus mit sich selbst ist 1.</translation>
    </message>
    <message>
        <source>It depends only on the offset j − i: every diagonal is constant (largest spread along one: {spread}).</source>
        <translation>Sie hängt nur vom Versatz j − i ab: jede Diagonale ist konstant (größte Streuung entlang einer: {spread}).</translation>
    </message>
    <message>
        <source>It is not a function of the offset alone: along one diagonal it varies by up to {spread}.</source>
        <translation>Sie ist keine Funktion des Versatzes allein: entlang einer Diagonale schwankt sie um bis zu {spread}.</translation>
    </message>
    <message>
        <source>Cosine of every pair of positions (1 on the diagonal). {shape} Mean over each diagonal (the curve below): {first} at offset 1, {middle_value} at offset {middle}, lowest {lowest_value} at offset {lowest}.</source>
        <translation>Kosinus jedes Positionspaars (1 auf der Diagonale). {shape} Mittel über jede Diagonale (die Kurve unten): {first} bei Versatz 1, {middle_value} bei Versatz {middle}, am niedrigsten {lowest_value} bei Versatz {lowest}.</translation>
    </message>
    <message>
        <source>Rows projected on their first principal components (dark: position 0, light: the last; grey line joins neighbours). Share of the variance: {parts} (together {total} %).</source>
        <translation>Zeilen auf ihre ersten Hauptkomponenten projiziert (dunkel: Position 0, hell: die letzte; graue Linie verbindet Nachbarn). Anteil an der Varianz: {parts} (zusammen {total} %).</translation>
    </message>
    <message>
        <source>Every row has the same length, {length}.</source>
        <translation>Jede Zeile hat dieselbe Länge, {length}.</translation>
    </message>
    <message>
        <source>Row lengths from {low} (position {low_at}) to {high} (position {high_at}), mean {mean}.</source>
        <translation>Zeilenlängen von {low} (Position {low_at}) bis {high} (Position {high_at}), Mittel {mean}.</translation>
    </message>
    <message>
        <source>Monotonicity</source>
        <translation>Monotonie</translation>
    </message>
    <message>
        <source>further apart, less alike: how steadily φ(x, x+m) falls as m grows (1: always, 0: no trend)</source>
        <translation>weiter entfernt, weniger ähnlich: wie stetig φ(x, x+m) fällt, wenn m wächst (1: immer, 0: kein Trend)</translation>
    </message>
    <message>
        <source>Translation invariance</source>
        <translation>Verschiebungsinvarianz</translation>
    </message>
    <message>
        <source>only the distance matters: the share of φ&apos;s variance the offset m alone explains (1: all of it)</source>
        <translation>nur der Abstand zählt: der Anteil der Varianz von φ, den der Versatz m allein erklärt (1: alles)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symmetrie</translation>
    </message>
    <message>
        <source>ahead like behind: the correlation of φ(x, x+m) with φ(x, x−m) (1: the same)</source>
        <translation>vorne wie hinten: die Korrelation von φ(x, x+m) mit φ(x, x−m) (1: gleich)</translation>
    </message>
    <message>
        <source>φ is the dot product of two rows; offsets m = 1 … {window}. These scores are our reading of the three properties of Wang et al. (ICLR 2021, “On Position Embeddings in BERT”) on the table alone; the paper also probes attention, which needs a whole model.</source>
        <translation>φ ist das Skalarprodukt zweier Zeilen; Versätze m = 1 … {window}. Diese Werte sind unsere Lesart der drei Eigenschaften von Wang u. a. (ICLR 2021, „On Position Embeddings in BERT“) allein an der Tabelle; das Paper untersucht auch die Attention, wofür es ein ganzes Modell braucht.</translation>
    </message>
</context>
<context>
    <name>LengthsLesson</name>
    <message>
        <source>RoPE: cos, sin of p·θ (turns q, k)</source>
        <translation>RoPE: cos, sin von p·θ (dreht q, k)</translation>
    </message>
    <message>
        <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ, {scaling}-scaled θ at this L</source>
        <translation>RoPE, ein Kopf ({turning} von {width} Dimensionen drehen sich, {pairing}): cos, sin von p·θ, {scaling}-skaliertes θ bei diesem L</translation>
    </message>
    <message>
        <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ</source>
        <translation>RoPE, ein Kopf ({turning} von {width} Dimensionen drehen sich, {pairing}): cos, sin von p·θ</translation>
    </message>
    <message numerus="yes">
        <source>learned table (%Ln rows, illustrative: seeded random, untrained)</source>
        <translation>
            <numerusform>gelernte Tabelle (%Ln Zeile, Beispiel: Zufall mit Seed, untrainiert)</numerusform>
            <numerusform>gelernte Tabelle (%Ln Zeilen, Beispiel: Zufall mit Seed, untrainiert)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>learned table (%Ln rows)</source>
        <translation>
            <numerusform>gelernte Tabelle (%Ln Zeile)</numerusform>
            <numerusform>gelernte Tabelle (%Ln Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>sinusoidal: {convention}</source>
        <translation>sinusförmig: {convention}</translation>
    </message>
</context>
<context>
    <name>LongRangeLesson</name>
    <message>
        <source>How it is searched: every base on a logarithmic grid (200 per decade) is checked over all distances 0 … L, and only the first passing one is refined, by bisection between it and the failing grid base just below; a bisection over the whole range could stop at a later crossing.</source>
        <translation>Wie gesucht wird: jede Basis auf einem logarithmischen Raster (200 pro Dekade) wird über alle Abstände 0 … L geprüft, und nur die erste, die besteht, wird verfeinert, durch Bisektion zwischen ihr und der scheiternden Rasterbasis direkt darunter; eine Bisektion über den ganzen Bereich könnte bei einem späteren Wechsel stehen bleiben.</translation>
    </message>
    <message>
        <source>At distance 0 the bound is (d/2 + 1)/2 = {zero}; at L = {length} it is {at_length} ({percent} % of that).</source>
        <translation>Bei Abstand 0 ist die Schranke (d/2 + 1)/2 = {zero}; bei L = {length} ist sie {at_length} ({percent} % davon).</translation>
    </message>
    <message>
        <source>It does not fall steadily: it rises again in places (first from distance {start} to {stop}).</source>
        <translation>Sie fällt nicht stetig: stellenweise steigt sie wieder (zuerst von Abstand {start} bis {stop}).</translation>
    </message>
    <message>
        <source>It falls at every distance drawn.</source>
        <translation>Sie fällt bei jedem gezeichneten Abstand.</translation>
    </message>
    <message>
        <source>No base up to {top} keeps Σ cos(mθᵢ) ≥ 0 for every m ≤ {length} with d = {d}.</source>
        <translation>Keine Basis bis {top} hält Σ cos(mθᵢ) ≥ 0 für jedes m ≤ {length} bei d = {d}.</translation>
    </message>
    <message>
        <source>Smallest base with Σᵢ cos(mθᵢ) ≥ 0 for every distance m ≤ {length} (d = {d}): {base}.</source>
        <translation>Kleinste Basis mit Σᵢ cos(mθᵢ) ≥ 0 für jeden Abstand m ≤ {length} (d = {d}): {base}.</translation>
    </message>
    <message numerus="yes">
        <source>Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).</source>
        <translation>
            <numerusform>Nicht monoton in der Basis: {base} besteht, doch {failing} der %Ln danach geprüften Rasterbasis scheitern wieder (die erste: {again}).</numerusform>
            <numerusform>Nicht monoton in der Basis: {base} besteht, doch {failing} der %Ln danach geprüften Rasterbasen scheitern wieder (die erste: {again}).</numerusform>
        </translation>
    </message>
    <message>
        <source>In the range scanned it switches from failing to passing once.</source>
        <translation>Im geprüften Bereich wechselt sie einmal von Scheitern zu Bestehen.</translation>
    </message>
    <message>
        <source>The RoPE of {model} (unscaled frequencies)</source>
        <translation>Das RoPE von {model} (unskalierte Frequenzen)</translation>
    </message>
    <message>
        <source>The session&apos;s RoPE (its whole vector is one head)</source>
        <translation>Das RoPE der Sitzung (sein ganzer Vektor ist ein Kopf)</translation>
    </message>
    <message>
        <source>A toy head of {width} dimensions (Llama-sized) at the session&apos;s base</source>
        <translation>Ein Spielzeugkopf mit {width} Dimensionen (Llama-Größe) bei der Basis der Sitzung</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
</context>
<context>
    <name>OrderChipsWidget</name>
    <message>
        <source>Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right</source>
        <translation>Wortreihenfolge: ziehe ein Wort auf ein anderes, um es dorthin zu verschieben, oder Alt+Links / Alt+Rechts</translation>
    </message>
</context>
<context>
    <name>RelativeLesson</name>
    <message>
        <source>with an odd d_model ({d}) the last sine column has no cosine partner, so no single matrix can shift it; choose an even d_model to see M_k</source>
        <translation>bei ungeradem d_model ({d}) hat die letzte Sinusspalte keinen Kosinuspartner, also kann keine einzelne Matrix sie verschieben; wähle ein gerades d_model, um M_k zu sehen</translation>
    </message>
</context>
<context>
    <name>RelativePositionsModel</name>
    <message>
        <source>offset {offset} → bucket {bucket}</source>
        <extracomment>one example of the T5 caption: an offset (signed) and the bucket it falls in</extracomment>
        <translation>Versatz {offset} → Bucket {bucket}</translation>
    </message>
    <message>
        <source>T5 relative-position buckets: nothing is added to the token rows; each offset between a key and a query falls in one of {buckets} buckets ({half} for keys before or at the query, {half} after it in the encoder): offsets below {exact} get a bucket each, larger ones share logarithmic buckets up to {far}, and every bucket adds a learned bias per head to the attention scores (layer 1&apos;s biases are shared by every layer). For example, {examples}.</source>
        <translation>Relative Positions-Buckets von T5: zu den Token-Zeilen wird nichts addiert; jeder Versatz zwischen Schlüssel und Anfrage fällt in einen von {buckets} Buckets ({half} für Schlüssel vor oder an der Anfrage, {half} danach im Encoder): Versätze unter {exact} bekommen je einen Bucket, größere teilen sich logarithmische Buckets bis {far}, und jeder Bucket addiert einen gelernten Bias pro Kopf zu den Attention-Scores (die Biases von Schicht 1 teilen alle Schichten). Zum Beispiel {examples}.</translation>
    </message>
    <message>
        <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (positions within ±{half} are exact, farther ones share logarithmic buckets up to {far} ({buckets} buckets)), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
        <translation>Relative Positionen von DeBERTa: jede Anfrage i und jeder Schlüssel j wirken über die relative Position i − j zusammen (Positionen innerhalb ±{half} sind exakt, fernere teilen sich logarithmische Buckets bis {far} ({buckets} Buckets)), die gelernte relative Einbettungen in der Attention indiziert (entkoppelte Scores Inhalt-zu-Position und Position-zu-Inhalt).</translation>
    </message>
    <message>
        <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (exact relative positions, clipped at ±{far}), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
        <translation>Relative Positionen von DeBERTa: jede Anfrage i und jeder Schlüssel j wirken über die relative Position i − j zusammen (exakte relative Positionen, bei ±{far} abgeschnitten), die gelernte relative Einbettungen in der Attention indiziert (entkoppelte Scores Inhalt-zu-Position und Position-zu-Inhalt).</translation>
    </message>
</context>
<context>
    <name>RopeHeads</name>
    <message>
        <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
        <translation>Kopfbreite {width}: alle {turning} Dimensionen drehen sich in {half} Paaren {pairs} ({pairing}), Basis {base}, {scaling}-Skalierung</translation>
    </message>
    <message>
        <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
        <translation>Kopfbreite {width}: alle {turning} Dimensionen drehen sich in {half} Paaren {pairs} ({pairing}), Basis {base}, keine Skalierung</translation>
    </message>
    <message>
        <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
        <translation>Kopfbreite {width}: die ersten {turning} Dimensionen drehen sich in {half} Paaren {pairs} ({pairing}), Basis {base}, {scaling}-Skalierung</translation>
    </message>
    <message>
        <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
        <translation>Kopfbreite {width}: die ersten {turning} Dimensionen drehen sich in {half} Paaren {pairs} ({pairing}), Basis {base}, keine Skalierung</translation>
    </message>
</context>
<context>
    <name>ShapesLesson</name>
    <message>
        <source>learned</source>
        <translation>gelernt</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>sinusförmig</translation>
    </message>
    <message>
        <source>RoPE (no table)</source>
        <translation>RoPE (keine Tabelle)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>this demo</source>
        <translation>diese Demo</translation>
    </message>
    <message>
        <source>2017 paper</source>
        <translation>Paper von 2017</translation>
    </message>
</context>
<context>
    <name>WordOrder</name>
    <message>
        <source>Word order demo</source>
        <translation>Demo zur Wortreihenfolge</translation>
    </message>
    <message>
        <source>Z of the sentence as typed</source>
        <translation>Z des Satzes wie eingegeben</translation>
    </message>
    <message>
        <source>Z of the reordered sentence</source>
        <translation>Z des umgeordneten Satzes</translation>
    </message>
    <message>
        <source>Positions on</source>
        <translation>Positionen an</translation>
    </message>
    <message>
        <source>Reordered sentence</source>
        <translation>Umgeordneter Satz</translation>
    </message>
    <message>
        <source>Drag a word onto another to move it there.</source>
        <translation>Ziehe ein Wort auf ein anderes, um es dorthin zu verschieben.</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Umkehren</translation>
    </message>
    <message>
        <source>Read the reordered sentence backwards (special tokens stay in place)</source>
        <translation>Den umgeordneten Satz rückwärts lesen (Sondertoken bleiben an ihrem Platz)</translation>
    </message>
    <message>
        <source>Swap: first position</source>
        <translation>Tauschen: erste Position</translation>
    </message>
    <message>
        <source>Swap: second position</source>
        <translation>Tauschen: zweite Position</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Exchange the words at the two positions (selecting two words fills them in)</source>
        <translation>Die Wörter an den beiden Positionen tauschen (zwei ausgewählte Wörter füllen sie aus)</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>New random order</source>
        <translation>Neue Zufallsreihenfolge</translation>
    </message>
    <message>
        <source>Draw a random order; its seed is shown, and typing a seed draws that order again</source>
        <translation>Eine zufällige Reihenfolge ziehen; ihr Seed wird gezeigt, und die Eingabe eines Seeds zieht diese Reihenfolge erneut</translation>
    </message>
    <message>
        <source>no seed</source>
        <translation>kein Seed</translation>
    </message>
    <message>
        <source>seed {number}</source>
        <extracomment>the seed box&apos;s text around its number: &quot;seed 42&quot;</extracomment>
        <translation>Seed {number}</translation>
    </message>
    <message>
        <source>Seed of the random order</source>
        <translation>Seed der Zufallsreihenfolge</translation>
    </message>
    <message>
        <source>Lesson&apos;s swap</source>
        <translation>Tausch der Lektion</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s order: the first and last words that are not “the”, “a” or “an” change places</source>
        <translation>Zurück zur Reihenfolge der Lektion: das erste und das letzte Wort, die nicht „the“, „a“ oder „an“ sind, tauschen die Plätze</translation>
    </message>
    <message>
        <source>Cannot reorder that way: {reason}</source>
        <translation>So lässt sich nicht umordnen: {reason}</translation>
    </message>
    <message>
        <source>{word}
from {position}</source>
        <extracomment>a chip of the reordered sentence: its word, and under it the position it came from</extracomment>
        <translation>{word}
von {position}</translation>
    </message>
    <message>
        <source>position {index}: “{word}”, from position {position} of the sentence</source>
        <translation>Position {index}: „{word}“, von Position {position} des Satzes</translation>
    </message>
    <message numerus="yes">
        <source>Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.</source>
        <translation>
            <numerusform>Ziehen funktioniert bei Sätzen bis zu {most} Token (dieser hat %Ln); Umkehren, Tauschen und Zufallsreihenfolge gehen bei jeder Länge.</numerusform>
            <numerusform>Ziehen funktioniert bei Sätzen bis zu {most} Token (dieser hat %Ln); Umkehren, Tauschen und Zufallsreihenfolge gehen bei jeder Länge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reordering the tokens…</source>
        <translation>Die Token werden umgeordnet…</translation>
    </message>
    <message>
        <source>Cannot reorder this sentence: {reason}</source>
        <translation>Dieser Satz lässt sich nicht umordnen: {reason}</translation>
    </message>
    <message>
        <source>This order leaves every word where it was: drag a word, swap two, reverse or draw a random order to compare.</source>
        <translation>Diese Reihenfolge lässt jedes Wort, wo es war: ziehe ein Wort, tausche zwei, kehre um oder ziehe eine Zufallsreihenfolge, um zu vergleichen.</translation>
    </message>
    <message>
        <source>Type a sentence of at least two words to reorder it.</source>
        <translation>Gib einen Satz mit mindestens zwei Wörtern ein, um ihn umzuordnen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm} (random, seed {seed})</source>
        <translation>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; Zeile i = Token von Position perm[i], perm = {perm} (zufällig, Seed {seed})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm}</source>
        <translation>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; Zeile i = Token von Position perm[i], perm = {perm}</translation>
    </message>
    <message>
        <source>No rows: nothing is reordered now.</source>
        <translation>Keine Zeilen: gerade wird nichts umgeordnet.</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, one row per token, in the order typed.</source>
        <translation>{rows} Zeilen × {columns} Spalten, eine Zeile pro Token, in der eingegebenen Reihenfolge.</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, the same tokens reordered. {moves}</source>
        <translation>{rows} Zeilen × {columns} Spalten, dieselben Token umgeordnet. {moves}</translation>
    </message>
    <message>
        <source>The same tokens in another order. Each row on the right belongs to a token from the left, now at a new position.</source>
        <translation>Dieselben Token in anderer Reihenfolge. Jede Zeile rechts gehört zu einem Token von links, jetzt an einer neuen Position.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not one number differs from the number beside it.&lt;/b&gt; The words that changed places are the same token, so both orders give the first layer the same Z.</source>
        <translation>&lt;b&gt;Keine einzige Zahl unterscheidet sich von der Zahl daneben.&lt;/b&gt; Die Wörter, die die Plätze tauschten, sind dasselbe Token, also geben beide Reihenfolgen der ersten Schicht dasselbe Z.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.</source>
        <translation>
            <numerusform>&lt;b&gt;Positionen an: {side} von %Ln Zahl unterscheiden sich von der Zahl daneben&lt;/b&gt; (umrandet). Auch ein verschobenes Wort behält seine Zeile nicht: verglichen mit seiner eigenen Zeile links unterscheiden sich {own} von %Ln Zahl, weil seine neue Position einen neuen Positionsvektor bringt. Die beiden Sätze geben der ersten Schicht verschiedene Eingaben.</numerusform>
            <numerusform>&lt;b&gt;Positionen an: {side} von %Ln Zahlen unterscheiden sich von der Zahl daneben&lt;/b&gt; (umrandet). Auch ein verschobenes Wort behält seine Zeile nicht: verglichen mit seiner eigenen Zeile links unterscheiden sich {own} von %Ln Zahlen, weil seine neue Position einen neuen Positionsvektor bringt. Die beiden Sätze geben der ersten Schicht verschiedene Eingaben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.</source>
        <translation>
            <numerusform>&lt;b&gt;Positionen aus: {side} von %Ln Zahl unterscheiden sich von der Zahl daneben&lt;/b&gt; (umrandet), nur weil dort jetzt andere Wörter stehen. Jedes Wort behält genau seine Zeile von links, in neuer Reihenfolge, also liest ein Modell, das keine Positionen sieht, beide Sätze gleich.</numerusform>
            <numerusform>&lt;b&gt;Positionen aus: {side} von %Ln Zahlen unterscheiden sich von der Zahl daneben&lt;/b&gt; (umrandet), nur weil dort jetzt andere Wörter stehen. Jedes Wort behält genau seine Zeile von links, in neuer Reihenfolge, also liest ein Modell, das keine Positionen sieht, beide Sätze gleich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).</source>
        <translation>
            <numerusform>&lt;b&gt;RoPE addiert nichts zu Z: {side} von %Ln Zahl unterscheiden sich von der Zahl daneben&lt;/b&gt; (umrandet), nur weil dort jetzt andere Wörter stehen. Jedes Wort behält genau seine Zeile von links; RoPE unterscheidet die Reihenfolgen später, indem es Anfragen und Schlüssel in der Attention dreht (Vertiefungen → RoPE).</numerusform>
            <numerusform>&lt;b&gt;RoPE addiert nichts zu Z: {side} von %Ln Zahlen unterscheiden sich von der Zahl daneben&lt;/b&gt; (umrandet), nur weil dort jetzt andere Wörter stehen. Jedes Wort behält genau seine Zeile von links; RoPE unterscheidet die Reihenfolgen später, indem es Anfragen und Schlüssel in der Attention dreht (Vertiefungen → RoPE).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.</source>
        <translation>
            <numerusform>&lt;b&gt;{side} von %Ln Zahl unterscheiden sich von der Zahl daneben&lt;/b&gt; (umrandet), nur weil dort jetzt andere Wörter stehen. Jedes Wort behält genau seine Zeile von links: die Positionen, zwischen denen die Wörter wechselten, haben hier denselben Positionsvektor.</numerusform>
            <numerusform>&lt;b&gt;{side} von %Ln Zahlen unterscheiden sich von der Zahl daneben&lt;/b&gt; (umrandet), nur weil dort jetzt andere Wörter stehen. Jedes Wort behält genau seine Zeile von links: die Positionen, zwischen denen die Wörter wechselten, haben hier denselben Positionsvektor.</numerusform>
        </translation>
    </message>
</context>
</TS>
