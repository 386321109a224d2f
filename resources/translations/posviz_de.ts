<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AdditionCaptions</name>
    <message>
        <source>No sentence yet. Type one above: each word&apos;s table row and the vector for its position will be added here, one dimension at a time.</source>
        <translation>Noch kein Satz. Geben Sie oben einen ein: Die Tabellenzeile jedes Wortes und der Vektor seiner Position werden hier addiert, eine Dimension nach der anderen.</translation>
    </message>
    <message>
        <source>“{word}” at position {position}</source>
        <translation>„{word}“ an Position {position}</translation>
    </message>
    <message>
        <source>its row of E</source>
        <translation>seine Zeile von E</translation>
    </message>
    <message>
        <source>zeros (E has no row for it)</source>
        <translation>Nullen (E hat keine Zeile dafür)</translation>
    </message>
    <message>
        <source>RoPE adds nothing here</source>
        <translation>RoPE addiert hier nichts</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here</source>
        <translation>ALiBi addiert hier nichts</translation>
    </message>
    <message>
        <source>relative positions add nothing here</source>
        <translation>relative Positionen addieren hier nichts</translation>
    </message>
    <message>
        <source>no position vector is added yet</source>
        <translation>noch wird kein Positionsvektor addiert</translation>
    </message>
    <message>
        <source>no position vector is added</source>
        <translation>es wird kein Positionsvektor addiert</translation>
    </message>
    <message>
        <source>{head}: {why}, so row {position} of Z = {own}, unchanged.</source>
        <translation>{head}: {why}, also ist Zeile {position} von Z = {own}, unverändert.</translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = row {position} of Z.</source>
        <translation>{head}: {own} + der Vektor von Position {position} = Zeile {position} von Z.</translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = z; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation>{head}: {own} + der Vektor von Position {position} = z; Zeile {position} von Z, die Block 1 erhält, ist {formula}.</translation>
    </message>
    <message>
        <source>{head}: {why}, so z = {own}; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation>{head}: {why}, also ist z = {own}; Zeile {position} von Z, die Block 1 erhält, ist {formula}.</translation>
    </message>
    <message>
        <source>Token row + position row = z, which this model&apos;s further steps turn into Z</source>
        <translation>Token-Zeile + Positionszeile = z, das die weiteren Schritte dieses Modells zu Z machen</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation>Token-Zeile + Positionszeile = Zeile von Z</translation>
    </message>
    <message>
        <source>Token row = z, which this model&apos;s further steps turn into Z: {why}</source>
        <translation>Token-Zeile = z, das die weiteren Schritte dieses Modells zu Z machen: {why}</translation>
    </message>
    <message>
        <source>Token row = row of Z: {why}</source>
        <translation>Token-Zeile = Zeile von Z: {why}</translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: the position comes in later, inside attention, where each query and key is rotated by an angle that grows with its position.</source>
        <translation>RoPE addiert nichts zu Z: Die Position kommt später hinzu, innerhalb der Attention, wo jede Query und jeder Key um einen Winkel gedreht wird, der mit der Position wächst.</translation>
    </message>
    <message>
        <source>Positions are switched off: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation>Positionen sind ausgeschaltet: Die Positionszeile ist ganz null. Vertauschen Sie zwei Wörter, vertauscht Z nur Zeilen, also kann das Modell die Wortstellung nicht erkennen.</translation>
    </message>
    <message>
        <source>The position scheme is “none”: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation>Das Positionsschema ist „keines“: Die Positionszeile ist ganz null. Vertauschen Sie zwei Wörter, vertauscht Z nur Zeilen, also kann das Modell die Wortstellung nicht erkennen.</translation>
    </message>
    <message>
        <source>No position vector is added to these token rows; this model places tokens this way: {kind} (the position view and the Real model tab say how).</source>
        <translation>Zu diesen Token-Zeilen wird kein Positionsvektor addiert; dieses Modell ordnet Token so an: {kind} (die Positionsansicht und der Reiter „Echtes Modell“ erklären, wie).</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the id {id} ({unk}), and the table has no row for it, so its token row is all zeros.</source>
        <translation>„{word}“ ist nicht im Vokabular: Es erhält die ID {id} ({unk}), und die Tabelle hat keine Zeile dafür, also ist seine Token-Zeile ganz null.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table and the learned position table hold seeded random values, not trained ones.</source>
        <translation>Anschauliche Zahlen: Die {width} breite Token-Tabelle und die gelernte Positionstabelle enthalten zufällige Werte aus einem festen Seed, keine trainierten.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table holds seeded random values, not trained ones.</source>
        <translation>Anschauliche Zahlen: Die {width} breite Token-Tabelle enthält zufällige Werte aus einem festen Seed, keine trainierten.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the learned position table holds seeded random values, not trained ones.</source>
        <translation>Anschauliche Zahlen: Die gelernte Positionstabelle enthält zufällige Werte aus einem festen Seed, keine trainierten.</translation>
    </message>
    <message>
        <source>“{word}” (id {id})</source>
        <translation>„{word}“ (ID {id})</translation>
    </message>
    <message>
        <source>“{word}” (no row)</source>
        <translation>„{word}“ (keine Zeile)</translation>
    </message>
    <message>
        <source>row {position} of Z</source>
        <translation>Zeile {position} von Z</translation>
    </message>
    <message>
        <source>z, row {position}</source>
        <translation>z, Zeile {position}</translation>
    </message>
    <message>
        <source>position {position}</source>
        <translation>Position {position}</translation>
    </message>
    <message>
        <source>dim {index}</source>
        <translation>Dim. {index}</translation>
    </message>
    <message>
        <source>dims {first}–{last} of {width}</source>
        <translation>Dim. {first}–{last} von {width}</translation>
    </message>
</context>
<context>
    <name>AdditionPanel</name>
    <message>
        <source>Vector addition</source>
        <translation>Vektoraddition</translation>
    </message>
    <message>
        <source>Token row plus position row equals row of Z, by dimension</source>
        <translation>Token-Zeile plus Positionszeile ergibt Zeile von Z, Dimension für Dimension</translation>
    </message>
    <message>
        <source>{arrow} Replay</source>
        <translation>{arrow} Wiederholen</translation>
    </message>
    <message>
        <source>Play the addition again</source>
        <translation>Die Addition noch einmal abspielen</translation>
    </message>
    <message>
        <source>Earlier dimensions</source>
        <translation>Frühere Dimensionen</translation>
    </message>
    <message>
        <source>Later dimensions</source>
        <translation>Spätere Dimensionen</translation>
    </message>
    <message>
        <source>{caption} Token + position = z: {sums}.</source>
        <translation>{caption} Token + Position = z: {sums}.</translation>
    </message>
    <message>
        <source>{description} Dimensions {first} to {last} of {width} are read out.</source>
        <translation>{description} Die Dimensionen {first} bis {last} von {width} werden vorgelesen.</translation>
    </message>
</context>
<context>
    <name>BusyIndicatorWords</name>
    <message>
        <source>Encoding in the background; the panels show the previous state</source>
        <translation>Wird im Hintergrund kodiert; die Bereiche zeigen den vorigen Stand</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stop waiting: keep the state shown and drop the encode&apos;s result</source>
        <translation>Nicht mehr warten: den angezeigten Stand behalten und das Ergebnis der Kodierung verwerfen</translation>
    </message>
</context>
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
    <name>Controls</name>
    <message>
        <source>Sinusoidal: paper (interleaved)</source>
        <translation>Sinusförmig: Paper (verschränkt)</translation>
    </message>
    <message>
        <source>Sinusoidal: split halves (Marian)</source>
        <translation>Sinusförmig: geteilte Hälften (Marian)</translation>
    </message>
    <message>
        <source>Sinusoidal: tensor2tensor</source>
        <translation>Sinusförmig: tensor2tensor</translation>
    </message>
    <message>
        <source>Sinusoidal: fairseq (offset 2)</source>
        <translation>Sinusförmig: fairseq (Versatz 2)</translation>
    </message>
    <message>
        <source>Learned table (illustrative)</source>
        <translation>Gelernte Tabelle (anschaulich)</translation>
    </message>
    <message>
        <source>RoPE (rotates q, k in attention)</source>
        <translation>RoPE (dreht q, k in der Attention)</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no position scheme</comment>
        <translation>Keines</translation>
    </message>
    <message>
        <source>paper: interleaved sin/cos (Vaswani et al., Annotated Transformer)</source>
        <translation>Paper: verschränkte sin/cos (Vaswani et al., Annotated Transformer)</translation>
    </message>
    <message>
        <source>split halves: all sin, then all cos (Marian)</source>
        <translation>geteilte Hälften: erst alle sin, dann alle cos (Marian)</translation>
    </message>
    <message>
        <source>tensor2tensor: split, frequency base^(-k/(K-1))</source>
        <translation>tensor2tensor: geteilt, Frequenz base^(-k/(K-1))</translation>
    </message>
    <message>
        <source>fairseq: tensor2tensor&apos;s table, positions start at 2</source>
        <translation>fairseq: die Tabelle von tensor2tensor, Positionen beginnen bei 2</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base}, {scaling} scaling)</source>
        <translation>Eigene des Modells: {name} (Basis {base}, {scaling}-Skalierung)</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base})</source>
        <translation>Eigene des Modells: {name} (Basis {base})</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (ALiBi biases attention instead)</source>
        <translation>Eigene des Modells: {name} (ALiBi verzerrt stattdessen die Attention)</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name}</source>
        <translation>Eigene des Modells: {name}</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>{arrow} Walkthrough</source>
        <translation>{arrow} Rundgang</translation>
    </message>
    <message>
        <source>Start the five-step walkthrough (F6); a clicker moves through it</source>
        <translation>Den Rundgang in fünf Schritten starten (F6); ein Presenter blättert durch ihn</translation>
    </message>
    <message>
        <source>Position scheme</source>
        <translation>Positionsschema</translation>
    </message>
    <message>
        <source>Positions on</source>
        <translation>Positionen an</translation>
    </message>
    <message>
        <source>Add position vectors</source>
        <translation>Positionsvektoren addieren</translation>
    </message>
    <message>
        <source>d_model, the width of every vector</source>
        <translation>d_model, die Breite jedes Vektors</translation>
    </message>
    <message>
        <source>6 is the lesson&apos;s hand-made table; other widths use a seeded random table, marked as illustrative</source>
        <translation>6 ist die handgemachte Tabelle der Lektion; andere Breiten nutzen eine zufällige Tabelle aus festem Seed, als anschaulich markiert</translation>
    </message>
    <message>
        <source>Frequency base</source>
        <translation>Frequenzbasis</translation>
    </message>
    <message>
        <source>Positions shown in the heatmap</source>
        <translation>In der Heatmap gezeigte Positionen</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Positionen:</translation>
    </message>
    <message>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <source>base:</source>
        <translation>Basis:</translation>
    </message>
    <message>
        <source>heatmap rows:</source>
        <translation>Heatmap-Zeilen:</translation>
    </message>
    <message>
        <source>Set by the loaded model; File → Back to the toy model to change it</source>
        <translation>Vom geladenen Modell festgelegt; mit Datei → Zurück zum Spielzeugmodell ändern</translation>
    </message>
</context>
<context>
    <name>EmbeddingTable</name>
    <message>
        <source>{id} · (cannot be decoded)</source>
        <translation>{id} · (nicht dekodierbar)</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Einbettungstabelle</translation>
    </message>
    <message>
        <source>Embedding table E, one row per vocabulary word</source>
        <translation>Einbettungstabelle E, eine Zeile pro Wort des Vokabulars</translation>
    </message>
    <message>
        <source>One-hot vector of the focused word</source>
        <translation>One-hot-Vektor des fokussierten Wortes</translation>
    </message>
    <message>
        <source>The focused word&apos;s row of E</source>
        <translation>Die Zeile von E des fokussierten Wortes</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (illustrative: seeded random values, not learned). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; ist |V| × d = {rows} × {width} = {count} Zahlen (anschaulich: zufällige Werte aus festem Seed, nicht gelernt). Fette Zeilen: Wörter im Satz.</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (the lesson&apos;s hand-written values). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; ist |V| × d = {rows} × {width} = {count} Zahlen (die von Hand geschriebenen Werte der Lektion). Fette Zeilen: Wörter im Satz.</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (values from the model file). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; ist |V| × d = {rows} × {width} = {count} Zahlen (Werte aus der Modelldatei). Fette Zeilen: Wörter im Satz.</translation>
    </message>
    <message>
        <source>E: {rows} rows × {width} columns, one row per vocabulary token.</source>
        <translation>E: {rows} Zeilen × {width} Spalten, eine Zeile pro Token des Vokabulars.</translation>
    </message>
    <message>
        <source>No word is focused.</source>
        <translation>Kein Wort ist fokussiert.</translation>
    </message>
    <message>
        <source>The focused word {word} is not in the vocabulary: no row.</source>
        <translation>Das fokussierte Wort {word} ist nicht im Vokabular: keine Zeile.</translation>
    </message>
    <message>
        <source>Focused word {word}, id {id}, row {id}: {values}.</source>
        <translation>Fokussiertes Wort {word}, ID {id}, Zeile {id}: {values}.</translation>
    </message>
    <message>
        <source>“{word}” (id {id}) is not in the sentence; type it to follow it through the layer.</source>
        <translation>„{word}“ (ID {id}) ist nicht im Satz; tippen Sie es ein, um es durch die Schicht zu verfolgen.</translation>
    </message>
    <message>
        <source>No token in focus: type a sentence above.</source>
        <translation>Kein Token im Fokus: Geben Sie oben einen Satz ein.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the {unk} id {id}. This table has no row for it, so its token vector is all zeros.</source>
        <translation>„{word}“ ist nicht im Vokabular: Es erhält die ID {id} von {unk}. Diese Tabelle hat keine Zeile dafür, also ist sein Token-Vektor ganz null.</translation>
    </message>
    <message>
        <source>Focused: “{word}” → id {id}, row {id} of E</source>
        <translation>Fokus: „{word}“ → ID {id}, Zeile {id} von E</translation>
    </message>
    <message>
        <source>one-hot ({width} wide):</source>
        <translation>One-hot ({width} breit):</translation>
    </message>
    <message numerus="yes">
        <source>%Ln numbers, all 0 but a single 1 at index {id}</source>
        <translation>
            <numerusform>%Ln Zahl, alle 0 bis auf eine einzige 1 an Index {id}</numerusform>
            <numerusform>%Ln Zahlen, alle 0 bis auf eine einzige 1 an Index {id}</numerusform>
        </translation>
    </message>
    <message>
        <source>its row of E ({width} wide):</source>
        <translation>seine Zeile von E ({width} breit):</translation>
    </message>
    <message numerus="yes">
        <source>Nearest rows by cosine: searching all %Ln rows…</source>
        <translation>
            <numerusform>Nächste Zeilen nach Kosinus: durchsuche %Ln Zeile…</numerusform>
            <numerusform>Nächste Zeilen nach Kosinus: durchsuche alle %Ln Zeilen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nearest rows could not be computed: {reason}</source>
        <translation>Die nächsten Zeilen ließen sich nicht berechnen: {reason}</translation>
    </message>
    <message>
        <source>Nearest rows by cosine: {rows}</source>
        <translation>Nächste Zeilen nach Kosinus: {rows}</translation>
    </message>
    <message>
        <source>Between two different one-hot vectors the cosine is always 0: only learned rows can put similar words close together.</source>
        <translation>Zwischen zwei verschiedenen One-hot-Vektoren ist der Kosinus immer 0: Nur gelernte Zeilen können ähnliche Wörter nahe zusammenbringen.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>5.6e-17 (a number in scientific notation)</source>
        <translation>5.6e-17 (eine Zahl in wissenschaftlicher Schreibweise)</translation>
    </message>
    <message>
        <source>A number such as 5.6e-17 means 5.6 times ten to the power of minus 17: a decimal point followed by sixteen zeros and then 56. A difference that small is the rounding of the computer&apos;s arithmetic, not a real difference, so the two things compared are equal for every purpose that matters here.</source>
        <translation>Eine Zahl wie 5.6e-17 bedeutet 5,6 mal zehn hoch minus 17: ein Komma, dann sechzehn Nullen und dann 56. Ein so kleiner Unterschied ist die Rundung der Rechenarithmetik, kein echter Unterschied; die beiden verglichenen Dinge sind für alles, was hier zählt, gleich.</translation>
    </message>
    <message>
        <source>perm = [0, 4, 2, 3, 1] (a new order of the words)</source>
        <translation>perm = [0, 4, 2, 3, 1] (eine neue Reihenfolge der Wörter)</translation>
    </message>
    <message>
        <source>perm lists where each word of the new order came from. In perm = [0, 4, 2, 3, 1] the word now at position 1 is the one that stood at position 4, and the word now at position 4 is the one from position 1, so the second and the last word have changed places. Every old position appears in the list exactly once: nothing is lost and nothing is doubled.</source>
        <translation>perm gibt an, woher jedes Wort der neuen Reihenfolge kommt. Bei perm = [0, 4, 2, 3, 1] ist das Wort jetzt an Position 1 das, das an Position 4 stand, und das Wort jetzt an Position 4 das von Position 1: Das zweite und das letzte Wort haben die Plätze getauscht. Jede alte Position kommt genau einmal vor: Nichts geht verloren, nichts wird verdoppelt.</translation>
    </message>
    <message>
        <source>softmax(X Xᵀ/√d) (the attention weights)</source>
        <translation>softmax(X Xᵀ/√d) (die Attention-Gewichte)</translation>
    </message>
    <message>
        <source>This is how attention decides how much each word looks at every other word. X Xᵀ multiplies every row of X with every row, which gives one score per pair of words: a large score when the two rows point the same way. Dividing by √d, the square root of the row width, keeps the scores from growing just because the rows are wider. Softmax then turns each word&apos;s scores into positive weights that add up to 1.</source>
        <translation>So entscheidet die Attention, wie stark jedes Wort auf jedes andere schaut. X Xᵀ multipliziert jede Zeile von X mit jeder Zeile; das ergibt eine Punktzahl pro Wortpaar: groß, wenn die beiden Zeilen in dieselbe Richtung zeigen. Die Division durch √d, die Wurzel der Zeilenbreite, verhindert, dass die Punktzahlen nur wegen breiterer Zeilen wachsen. Softmax macht dann aus den Punktzahlen jedes Wortes positive Gewichte, die zusammen 1 ergeben.</translation>
    </message>
    <message>
        <source>99.5th percentile (where the colour scale ends)</source>
        <translation>99,5. Perzentil (wo die Farbskala endet)</translation>
    </message>
    <message>
        <source>The 99.5th percentile of the sizes of the values is the size that 99.5 % of the values stay below. The colour scale ends there instead of at the largest value, so that a handful of extreme values do not turn every other cell pale. The few values beyond it get the strongest colour of the scale.</source>
        <translation>Das 99,5. Perzentil der Beträge der Werte ist der Betrag, unter dem 99,5 % der Werte bleiben. Die Farbskala endet dort statt beim größten Wert, damit eine Handvoll extremer Werte nicht alle anderen Zellen blass macht. Die wenigen Werte darüber erhalten die kräftigste Farbe der Skala.</translation>
    </message>
    <message>
        <source>attention factor 1.13863 (RoPE scaling&apos;s sharpening)</source>
        <translation>Attention-Faktor 1,13863 (die Schärfung der RoPE-Skalierung)</translation>
    </message>
    <message>
        <source>Some ways of stretching RoPE to longer texts, such as YaRN, also multiply the cos and sin values by a number a little above 1, called the attention factor. For YaRN it is 0.1 × ln(scaling factor) + 1, so a text stretched four times gets 1.13863. It makes the attention scores slightly sharper, which makes up for the positions being spread more thinly. The angles themselves stay as they were.</source>
        <translation>Manche Arten, RoPE auf längere Texte zu strecken, etwa YaRN, multiplizieren die cos- und sin-Werte zusätzlich mit einer Zahl etwas über 1, dem Attention-Faktor. Bei YaRN ist er 0,1 × ln(Skalierungsfaktor) + 1, ein vierfach gestreckter Text erhält also 1,13863. Er macht die Attention-Werte etwas schärfer und gleicht so aus, dass die Positionen dünner verteilt sind. Die Winkel selbst bleiben, wie sie waren.</translation>
    </message>
    <message>
        <source>rotate_half (which dimensions RoPE turns together)</source>
        <translation>rotate_half (welche Dimensionen RoPE zusammen dreht)</translation>
    </message>
    <message>
        <source>RoPE turns the dimensions of a head two at a time. rotate_half is the name of the function in the Hugging Face code that pairs the first half of the dimensions with the second half: dimension 0 with dimension d/2, 1 with d/2 + 1, and so on. Meta&apos;s original Llama code and GPT-J pair neighbours instead: 0 with 1, 2 with 3. The angles are the same; only the pairing differs, so weights written for one layout must be reordered for the other.</source>
        <translation>RoPE dreht die Dimensionen eines Heads paarweise. rotate_half ist der Name der Funktion im Hugging-Face-Code, die die erste Hälfte der Dimensionen mit der zweiten paart: Dimension 0 mit Dimension d/2, 1 mit d/2 + 1 und so weiter. Metas ursprünglicher Llama-Code und GPT-J paaren stattdessen Nachbarn: 0 mit 1, 2 mit 3. Die Winkel sind dieselben; nur die Paarung unterscheidet sich, daher müssen Gewichte für das eine Layout für das andere umsortiert werden.</translation>
    </message>
    <message>
        <source>yarn-scaled (RoPE stretched to longer texts)</source>
        <translation>yarn-skaliert (RoPE auf längere Texte gestreckt)</translation>
    </message>
    <message>
        <source>A model whose RoPE is scaled was made to read texts longer than the ones it was trained on by slowing down how fast its pairs turn, so that far positions get angles it has already seen. The word before “scaled” names the rule. Linear slows every pair by the same factor. YaRN and llama3 leave the fast pairs alone, slow the slow pairs by the full factor and blend the pairs in between; YaRN also sharpens attention with its attention factor. Dynamic scaling slows the pairs only once a text is longer than the training length, and LongRoPE uses a factor of its own for each pair.</source>
        <translation>Ein Modell mit skaliertem RoPE wurde darauf gebracht, längere Texte zu lesen als die, mit denen es trainiert wurde, indem sich seine Paare langsamer drehen, sodass ferne Positionen Winkel erhalten, die es schon gesehen hat. Das Wort vor „skaliert“ nennt die Regel. Linear verlangsamt jedes Paar um denselben Faktor. YaRN und llama3 lassen die schnellen Paare unverändert, verlangsamen die langsamen um den vollen Faktor und gehen dazwischen fließend über; YaRN schärft zudem die Attention mit seinem Attention-Faktor. Dynamische Skalierung verlangsamt die Paare erst, wenn ein Text länger als die Trainingslänge ist, und LongRoPE nutzt für jedes Paar einen eigenen Faktor.</translation>
    </message>
</context>
<context>
    <name>GlossaryTips</name>
    <message>
        <source>Hover a caption that shows one of these terms to read its explanation there. Every term the panels use without explaining it is listed here.</source>
        <translation>Bewegen Sie den Zeiger über eine Beschriftung mit einem dieser Begriffe, um dort seine Erklärung zu lesen. Jeder Begriff, den die Bereiche ohne Erklärung verwenden, steht hier.</translation>
    </message>
    <message>
        <source>Words on the screen</source>
        <translation>Begriffe auf dem Bildschirm</translation>
    </message>
</context>
<context>
    <name>HeatmapCaptions</name>
    <message>
        <source>sin/cos ({convention}), base {base} · colour scale fixed at −1&#xa0;…&#xa0;+1.</source>
        <translation>sin/cos ({convention}), Basis {base} · Farbskala fest bei −1 … +1.</translation>
    </message>
    <message>
        <source>colour scale ±{level} ({percentile}th percentile of |values|)</source>
        <translation>Farbskala ±{level} ({percentile}. Perzentil von |Werten|)</translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows (illustrative random values) · {scale}.</source>
        <translation>
            <numerusform>gelernte Tabelle, %Ln Zeile (anschauliche Zufallswerte) · {scale}.</numerusform>
            <numerusform>gelernte Tabelle, %Ln Zeilen (anschauliche Zufallswerte) · {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows · {scale}.</source>
        <translation>
            <numerusform>gelernte Tabelle, %Ln Zeile · {scale}.</numerusform>
            <numerusform>gelernte Tabelle, %Ln Zeilen · {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} table · colour scale {low} … {high}.</source>
        <translation>Tabelle {name} · Farbskala {low} … {high}.</translation>
    </message>
    <message numerus="yes">
        <source>{caption} The sentence has %Ln tokens: rows 0–{last} are shown.</source>
        <translation>
            <numerusform>{caption} Der Satz hat %Ln Token: Die Zeilen 0–{last} werden gezeigt.</numerusform>
            <numerusform>{caption} Der Satz hat %Ln Token: Die Zeilen 0–{last} werden gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>paper</source>
        <translation>Paper</translation>
    </message>
    <message>
        <source>split halves</source>
        <translation>geteilte Hälften</translation>
    </message>
    <message>
        <source>{name}, offset {offset}</source>
        <translation>{name}, Versatz {offset}</translation>
    </message>
    <message>
        <source>Grey bar: the sentence, positions 0–{last}.</source>
        <translation>Grauer Balken: der Satz, Positionen 0–{last}.</translation>
    </message>
    <message>
        <source>{legend} Outlined: “{word}”, position {position}.</source>
        <translation>{legend} Umrandet: „{word}“, Position {position}.</translation>
    </message>
    <message>
        <source>{legend} The focused token, at position {position}, is past the rows shown.</source>
        <translation>{legend} Das fokussierte Token an Position {position} liegt hinter den gezeigten Zeilen.</translation>
    </message>
    <message>
        <source>{legend} {how_to}</source>
        <translation>{legend} {how_to}</translation>
    </message>
    <message>
        <source>Hover a cell for its formula; click a sentence row to focus it.</source>
        <translation>Zeigen Sie auf eine Zelle für ihre Formel; klicken Sie eine Satzzeile an, um sie zu fokussieren.</translation>
    </message>
    <message>
        <source>Each cell = one position, one dimension (exact values).</source>
        <translation>Jede Zelle = eine Position, eine Dimension (exakte Werte).</translation>
    </message>
    <message numerus="yes">
        <source>Sampled: each pixel row shows 1 of %Ln positions (no mean).</source>
        <translation>
            <numerusform>Stichprobe: Jede Pixelzeile zeigt 1 von %Ln Position (kein Mittelwert).</numerusform>
            <numerusform>Stichprobe: Jede Pixelzeile zeigt 1 von %Ln Positionen (kein Mittelwert).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel = mean of %Ln positions × {columns} dimensions.</source>
        <translation>
            <numerusform>Jedes Pixel = Mittelwert von %Ln Position × {columns} Dimensionen.</numerusform>
            <numerusform>Jedes Pixel = Mittelwert von %Ln Positionen × {columns} Dimensionen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel row = mean of %Ln positions.</source>
        <translation>
            <numerusform>Jede Pixelzeile = Mittelwert von %Ln Position.</numerusform>
            <numerusform>Jede Pixelzeile = Mittelwert von %Ln Positionen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel column = mean of %Ln dimensions.</source>
        <translation>
            <numerusform>Jede Pixelspalte = Mittelwert von %Ln Dimension.</numerusform>
            <numerusform>Jede Pixelspalte = Mittelwert von %Ln Dimensionen.</numerusform>
        </translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation>Dieses Pixel = Stichprobe nur von Position {middle}, Dimensionen {first_dim}–{last_dim}: {value}.</translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation>Dieses Pixel = Mittelwert der Positionen {first}–{last}, Dimensionen {first_dim}–{last_dim}: {value}.</translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only: {value}.</source>
        <translation>Dieses Pixel = Stichprobe nur von Position {middle}: {value}.</translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}: {value}.</source>
        <translation>Dieses Pixel = Mittelwert der Positionen {first}–{last}: {value}.</translation>
    </message>
    <message>
        <source>pair {pair} · {wave}</source>
        <translation>Paar {pair} · {wave}</translation>
    </message>
    <message>
        <source>Pair 0 (left) turns fastest.</source>
        <translation>Paar 0 (links) dreht sich am schnellsten.</translation>
    </message>
    <message>
        <source>Sines, then cosines: pair 0 of each half turns fastest.</source>
        <translation>Erst Sinus, dann Kosinus: Paar 0 jeder Hälfte dreht sich am schnellsten.</translation>
    </message>
    <message>
        <source>Base 1: every column turns at the same speed.</source>
        <translation>Basis 1: Jede Spalte dreht sich gleich schnell.</translation>
    </message>
    <message>
        <source>Slow waves on the left, fast on the right.</source>
        <translation>Langsame Wellen links, schnelle rechts.</translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column} ({name})</source>
        <translation>Position {position} („{word}“) · Dimension {column} ({name})</translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column}</source>
        <translation>Position {position} („{word}“) · Dimension {column}</translation>
    </message>
    <message>
        <source>position {position} · dimension {column} ({name})</source>
        <translation>Position {position} · Dimension {column} ({name})</translation>
    </message>
    <message>
        <source>position {position} · dimension {column}</source>
        <translation>Position {position} · Dimension {column}</translation>
    </message>
    <message>
        <source>{where}: {formula}</source>
        <translation>{where}: {formula}</translation>
    </message>
    <message>
        <source>{where}: {value} (illustrative random row {position})</source>
        <translation>{where}: {value} (anschauliche Zufallszeile {position})</translation>
    </message>
    <message>
        <source>{where}: {value} (learned row {position})</source>
        <translation>{where}: {value} (gelernte Zeile {position})</translation>
    </message>
    <message>
        <source>{where}: {value}</source>
        <translation>{where}: {value}</translation>
    </message>
    <message>
        <source>each query and key has its dimension pairs {pairs} rotated by position × base^(−2k/d)</source>
        <translation>bei jeder Query und jedem Key werden die Dimensionspaare {pairs} um Position × base^(−2k/d) gedreht</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}, then {scaling}-scaled</source>
        <translation>bei jedem {width} breiten Head einer Query oder eines Keys werden die Dimensionspaare {pairs} um {angle} gedreht, dann {scaling}-skaliert</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}</source>
        <translation>bei jedem {width} breiten Head einer Query oder eines Keys werden die Dimensionspaare {pairs} um {angle} gedreht</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle}, then {scaling}-scaled (the other {rest} are not turned)</source>
        <translation>bei jedem {width} breiten Head einer Query oder eines Keys werden die ersten {rotated} Dimensionen in Paaren {pairs} um {angle} gedreht, dann {scaling}-skaliert (die übrigen {rest} werden nicht gedreht)</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle} (the other {rest} are not turned)</source>
        <translation>bei jedem {width} breiten Head einer Query oder eines Keys werden die ersten {rotated} Dimensionen in Paaren {pairs} um {angle} gedreht (die übrigen {rest} werden nicht gedreht)</translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: every position vector is zero, so there is no table to draw. Position enters inside attention instead: {rotation}, so their dot product depends on how far apart the two tokens are.</source>
        <translation>RoPE addiert nichts zu Z: Jeder Positionsvektor ist null, also gibt es keine Tabelle zu zeichnen. Die Position wirkt stattdessen innerhalb der Attention: {rotation}, sodass ihr Skalarprodukt davon abhängt, wie weit die beiden Token auseinanderliegen.</translation>
    </message>
    <message>
        <source>No position vector is added to the token rows, so there is no table to draw; this model places tokens this way: {how}.</source>
        <translation>Zu den Token-Zeilen wird kein Positionsvektor addiert, also gibt es keine Tabelle zu zeichnen; dieses Modell ordnet Token so an: {how}.</translation>
    </message>
    <message>
        <source>Positions are off: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation>Positionen sind aus: Zu den Token-Zeilen wird nichts addiert, also ist Z nur die Token-Zeilen, und „{first}“ sieht für die Attention genauso aus wie „{second}“.</translation>
    </message>
    <message>
        <source>No position scheme: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation>Kein Positionsschema: Zu den Token-Zeilen wird nichts addiert, also ist Z nur die Token-Zeilen, und „{first}“ sieht für die Attention genauso aus wie „{second}“.</translation>
    </message>
    <message>
        <source>No tokens yet: type a sentence above to see the position vectors added to it.</source>
        <translation>Noch keine Token: Geben Sie oben einen Satz ein, um die Positionsvektoren zu sehen, die zu ihm addiert werden.</translation>
    </message>
</context>
<context>
    <name>HeatmapPanelWords</name>
    <message numerus="yes">
        <source>… %Ln more</source>
        <translation>
            <numerusform>… und %Ln weiteres</numerusform>
            <numerusform>… und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Positional heatmap</source>
        <translation>Positions-Heatmap</translation>
    </message>
    <message>
        <source>Position table heatmap</source>
        <translation>Heatmap der Positionstabelle</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <source>Heatmap of the position vectors: {rows} positions × {width} dimensions, one row per position. {caption} {focus}</source>
        <translation>Heatmap der Positionsvektoren: {rows} Positionen × {width} Dimensionen, eine Zeile pro Position. {caption} {focus}</translation>
    </message>
</context>
<context>
    <name>InputMatrix</name>
    <message>
        <source>Block 1&apos;s input = {formula}</source>
        <translation>Eingabe von Block 1 = {formula}</translation>
    </message>
    <message>
        <source>RoPE adds nothing here: Z is just the token rows. The rotation is applied to queries and keys inside attention.</source>
        <translation>RoPE addiert hier nichts: Z sind nur die Token-Zeilen. Die Drehung wird innerhalb der Attention auf Queries und Keys angewandt.</translation>
    </message>
    <message>
        <source>No positions: Z is just the token rows, so reordering the words only reorders these rows.</source>
        <translation>Keine Positionen: Z sind nur die Token-Zeilen, also ordnet eine neue Wortstellung nur diese Zeilen neu.</translation>
    </message>
    <message>
        <source>Z = token rows + position rows.</source>
        <translation>Z = Token-Zeilen + Positionszeilen.</translation>
    </message>
    <message>
        <source>Input matrix Z</source>
        <translation>Eingabematrix Z</translation>
    </message>
    <message>
        <source>{title}, input to layer 1, one row per token</source>
        <translation>{title}, Eingabe von Schicht 1, eine Zeile pro Token</translation>
    </message>
    <message>
        <source>Z is empty: type a sentence to give the first block something to read.</source>
        <translation>Z ist leer: Geben Sie einen Satz ein, damit der erste Block etwas zu lesen hat.</translation>
    </message>
    <message>
        <source>{title}, L × d = {rows} × {width}: what this model&apos;s first block receives. The addition panel shows the lesson&apos;s z (token rows + position rows, where the model has them); the steps after it are in the Real model tab.</source>
        <translation>{title}, L × d = {rows} × {width}: was der erste Block dieses Modells erhält. Die Addition zeigt das z der Lektion (Token-Zeilen + Positionszeilen, wo das Modell sie hat); die Schritte danach stehen im Reiter „Echtes Modell“.</translation>
    </message>
    <message>
        <source>Z is L × d = {rows} × {width}. {note}</source>
        <translation>Z ist L × d = {rows} × {width}. {note}</translation>
    </message>
    <message>
        <source>{title}: {rows} rows × {width} columns, one row per token. {focus}</source>
        <translation>{title}: {rows} Zeilen × {width} Spalten, eine Zeile pro Token. {focus}</translation>
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
    <name>LessonMessages</name>
    <message>
        <source>the sentence must be text, not {kind}</source>
        <translation>der Satz muss Text sein, nicht {kind}</translation>
    </message>
    <message>
        <source>Cannot use that word order: {reason}</source>
        <translation>Diese Wortstellung ist nicht verwendbar: {reason}</translation>
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
    <name>ModelSteps</name>
    <message>
        <source>RoPE adds nothing here; the rotation happens inside attention, where each query and key is turned by an angle that grows with its position.</source>
        <translation>RoPE addiert hier nichts; die Drehung geschieht innerhalb der Attention, wo jede Query und jeder Key um einen Winkel gedreht wird, der mit der Position wächst.</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; inside attention each score is lowered in proportion to the distance between the two tokens, with one slope per head.</source>
        <translation>ALiBi addiert hier nichts; innerhalb der Attention wird jeder Wert proportional zum Abstand der beiden Token gesenkt, mit einer Steigung pro Head.</translation>
    </message>
    <message>
        <source>Relative positions add nothing here; inside attention each pair of tokens also gets what was learned for the distance between them.</source>
        <translation>Relative Positionen addieren hier nichts; innerhalb der Attention erhält jedes Token-Paar zusätzlich, was für seinen Abstand gelernt wurde.</translation>
    </message>
    <message>
        <source>Nothing is added here yet; this model adds its position rows later, after the token rows are projected to the {width}-wide hidden size.</source>
        <translation>Hier wird noch nichts addiert; dieses Modell addiert seine Positionszeilen später, nachdem die Token-Zeilen auf die {width} breite verborgene Größe projiziert wurden.</translation>
    </message>
    <message>
        <source>Nothing is added here. {own}.</source>
        <translation>Hier wird nichts addiert. {own}.</translation>
    </message>
    <message>
        <source>No position vector is made here: every position row is all zeros, so swapping two words only swaps rows of Z.</source>
        <translation>Hier wird kein Positionsvektor gebildet: Jede Positionszeile ist ganz null, also vertauscht das Vertauschen zweier Wörter nur Zeilen von Z.</translation>
    </message>
    <message>
        <source>RoPE adds nothing here; the rotation happens inside attention.</source>
        <translation>RoPE addiert hier nichts; die Drehung geschieht innerhalb der Attention.</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; its distance penalty acts inside attention.</source>
        <translation>ALiBi addiert hier nichts; seine Abstandsstrafe wirkt innerhalb der Attention.</translation>
    </message>
    <message>
        <source>Relative positions add nothing here; they act inside attention.</source>
        <translation>Relative Positionen addieren hier nichts; sie wirken innerhalb der Attention.</translation>
    </message>
    <message>
        <source>Nothing is added here yet; the position rows come after the projection.</source>
        <translation>Hier wird noch nichts addiert; die Positionszeilen kommen nach der Projektion.</translation>
    </message>
    <message>
        <source>Nothing is added here; this model has no positions at all.</source>
        <translation>Hier wird nichts addiert; dieses Modell hat überhaupt keine Positionen.</translation>
    </message>
    <message>
        <source>Nothing is added here: every position row is all zeros.</source>
        <translation>Hier wird nichts addiert: Jede Positionszeile ist ganz null.</translation>
    </message>
    <message>
        <source>Attention looks at all tokens at once, so nothing tells it the order.</source>
        <translation>Die Attention betrachtet alle Token auf einmal, also verrät ihr nichts die Reihenfolge.</translation>
    </message>
    <message>
        <source>Inside attention it also uses the distance between two tokens.</source>
        <translation>Innerhalb der Attention nutzt es zudem den Abstand zwischen zwei Token.</translation>
    </message>
    <message>
        <source>No position vector and no position inside attention</source>
        <translation>Kein Positionsvektor und keine Position innerhalb der Attention</translation>
    </message>
    <message>
        <source>{order} {vectors}</source>
        <translation>{order} {vectors}</translation>
    </message>
    <message>
        <source>{sentences} {relative}</source>
        <translation>{sentences} {relative}</translation>
    </message>
    <message>
        <source>{order} {inside}</source>
        <translation>{order} {inside}</translation>
    </message>
    <message>
        <source>The position vector is added into the token&apos;s row, number by number. One vector now carries both what the token is and where it sits.</source>
        <translation>Der Positionsvektor wird zur Zeile des Tokens addiert, Zahl für Zahl. Ein Vektor trägt nun beides: was das Token ist und wo es steht.</translation>
    </message>
    <message>
        <source>The position vector is added into the token&apos;s row, number by number: z = token + position carries both what the token is and where it sits. This model does more before block 1, which receives {formula} (next step).</source>
        <translation>Der Positionsvektor wird zur Zeile des Tokens addiert, Zahl für Zahl: z = Token + Position trägt beides, was das Token ist und wo es steht. Dieses Modell tut vor Block 1 noch mehr; Block 1 erhält {formula} (nächster Schritt).</translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on without a position vector: block 1 receives {formula}.</source>
        <translation>{inside} Die Zeile des Tokens geht ohne Positionsvektor weiter: Block 1 erhält {formula}.</translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on unchanged: block 1 receives it as it is.</source>
        <translation>{inside} Die Zeile des Tokens geht unverändert weiter: Block 1 erhält sie, wie sie ist.</translation>
    </message>
    <message>
        <source>Stack one row per token and you have Z, the matrix the first transformer block reads. Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation>Stapeln Sie eine Zeile pro Token, und Sie haben Z, die Matrix, die der erste Transformer-Block liest. Die Queries, Keys und Values der Attention werden alle daraus berechnet.</translation>
    </message>
    <message>
        <source>the token&apos;s row of E</source>
        <translation>die Zeile von E des Tokens</translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder&apos;s first block reads: %Ln numbers per row.</source>
        <translation>
            <numerusform>Stapeln Sie eine Zeile pro Token, jede Zeile = {formula}, und Sie haben Z, die Matrix, die der erste Block des Encoders liest: %Ln Zahl pro Zeile.</numerusform>
            <numerusform>Stapeln Sie eine Zeile pro Token, jede Zeile = {formula}, und Sie haben Z, die Matrix, die der erste Block des Encoders liest: %Ln Zahlen pro Zeile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.</source>
        <translation>
            <numerusform>Stapeln Sie eine Zeile pro Token, jede Zeile = {formula}, und Sie haben Z, die Matrix, die der erste Block liest: %Ln Zahl pro Zeile.</numerusform>
            <numerusform>Stapeln Sie eine Zeile pro Token, jede Zeile = {formula}, und Sie haben Z, die Matrix, die der erste Block liest: %Ln Zahlen pro Zeile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything the model computes starts from it.</source>
        <translation>Alles, was das Modell berechnet, beginnt damit.</translation>
    </message>
    <message>
        <source>Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation>Die Queries, Keys und Values der Attention werden alle daraus berechnet.</translation>
    </message>
    <message>
        <source>{sentence} {use}</source>
        <translation>{sentence} {use}</translation>
    </message>
    <message>
        <source>Positions act inside attention</source>
        <translation>Positionen wirken innerhalb der Attention</translation>
    </message>
    <message>
        <source>Positions come after the projection</source>
        <translation>Positionen kommen nach der Projektion</translation>
    </message>
    <message>
        <source>This model has no positions</source>
        <translation>Dieses Modell hat keine Positionen</translation>
    </message>
    <message>
        <source>No position vectors</source>
        <translation>Keine Positionsvektoren</translation>
    </message>
    <message>
        <source>Nothing to add here</source>
        <translation>Hier gibt es nichts zu addieren</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>unknown theme {theme}; choose one of {names}</source>
        <translation>unbekanntes Farbschema {theme}; wählen Sie eines von {names}</translation>
    </message>
    <message>
        <source>unknown colour map {name}; choose one of {names}</source>
        <translation>unbekannte Farbpalette {name}; wählen Sie eine von {names}</translation>
    </message>
</context>
<context>
    <name>PanelPager</name>
    <message>
        <source>E: token rows</source>
        <translation>E: Token-Zeilen</translation>
    </message>
    <message>
        <source>Position vectors</source>
        <translation>Positionsvektoren</translation>
    </message>
    <message>
        <source>Token + position</source>
        <translation>Token + Position</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Bereiche:</translation>
    </message>
</context>
<context>
    <name>PanelTitles</name>
    <message>
        <source>Embedding table E (one row per word)</source>
        <translation>Einbettungstabelle E (eine Zeile pro Wort)</translation>
    </message>
    <message>
        <source>Z: input to layer 1 (position · token)</source>
        <translation>Z: Eingabe von Schicht 1 (Position · Token)</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation>Token-Zeile + Positionszeile = Zeile von Z</translation>
    </message>
    <message>
        <source>Position vectors, as a heatmap</source>
        <translation>Positionsvektoren als Heatmap</translation>
    </message>
    <message>
        <source>Input layer: E, Z, the addition and the position heatmap</source>
        <translation>Eingabeschicht: E, Z, die Addition und die Positions-Heatmap</translation>
    </message>
</context>
<context>
    <name>PositionsSwitch</name>
    <message>
        <source>Add the position vectors to the token rows (off: Z is the token rows alone)</source>
        <translation>Die Positionsvektoren zu den Token-Zeilen addieren (aus: Z sind nur die Token-Zeilen)</translation>
    </message>
    <message>
        <source>Nothing to switch: this scheme gives the words no positions</source>
        <translation>Nichts umzuschalten: Dieses Schema gibt den Wörtern keine Positionen</translation>
    </message>
</context>
<context>
    <name>RealModel</name>
    <message>
        <source>No real model is open: posviz is showing the lesson&apos;s toy model.</source>
        <translation>Kein echtes Modell ist geöffnet: posviz zeigt das Spielzeugmodell der Lektion.</translation>
    </message>
    <message>
        <source>&lt;b&gt;File → Open model folder…&lt;/b&gt; opens a Hugging Face-style folder ({files}), offline. From a terminal: {command}.</source>
        <translation>&lt;b&gt;Datei → Modellordner öffnen…&lt;/b&gt; öffnet einen Ordner im Stil von Hugging Face ({files}), offline. Im Terminal: {command}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln Token</numerusform>
            <numerusform>%Ln Token</numerusform>
        </translation>
    </message>
    <message>
        <source>{tokens} ({rows} table rows: the rest are padding no text reaches)</source>
        <translation>{tokens} ({rows} Tabellenzeilen: der Rest ist Auffüllung, die kein Text erreicht)</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Vocabulary |V|</source>
        <translation>Vokabular |V|</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>Breite d</translation>
    </message>
    <message>
        <source>Longest input</source>
        <translation>Längste Eingabe</translation>
    </message>
    <message>
        <source>Token table</source>
        <translation>Token-Tabelle</translation>
    </message>
    <message>
        <source>{rows} × {width}, stored as {dtype}</source>
        <translation>{rows} × {width}, gespeichert als {dtype}</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <source>Rows with NaN or ±inf</source>
        <translation>Zeilen mit NaN oder ±inf</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} token rows ({listed})</source>
        <translation>
            <numerusform>%Ln von {total} Token-Zeilen ({listed})</numerusform>
            <numerusform>%Ln von {total} Token-Zeilen ({listed})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} position rows ({listed})</source>
        <translation>
            <numerusform>%Ln von {total} Positionszeilen ({listed})</numerusform>
            <numerusform>%Ln von {total} Positionszeilen ({listed})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln token rows are being measured in the background…</source>
        <translation>
            <numerusform>die %Ln Token-Zeile wird im Hintergrund vermessen…</numerusform>
            <numerusform>die %Ln Token-Zeilen werden im Hintergrund vermessen…</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no rows with NaN or inf</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht vermessen</translation>
    </message>
    <message>
        <source>{rows}: shown as nan / inf, left out of colour scales and the nearest-row search</source>
        <translation>{rows}: als nan / inf gezeigt, aus den Farbskalen und der Suche nach nächsten Zeilen herausgenommen</translation>
    </message>
    <message>
        <source>{found}; {waiting}</source>
        <translation>{found}; {waiting}</translation>
    </message>
    <message>
        <source>Position table values: the largest |value| is {largest} (row {row}), while {percent} % of values lie within ±{within}. Colour scales for real tables therefore come from a percentile, not from the extremes.</source>
        <translation>Werte der Positionstabelle: Der größte |Wert| ist {largest} (Zeile {row}), während {percent} % der Werte innerhalb von ±{within} liegen. Farbskalen für echte Tabellen kommen daher von einem Perzentil, nicht von den Extremwerten.</translation>
    </message>
    <message>
        <source>Parts of the lesson&apos;s recipe this model does not have</source>
        <translation>Teile des Rezepts der Lektion, die dieses Modell nicht hat</translation>
    </message>
    <message>
        <source>It has every part of the lesson&apos;s recipe: a token row plus a position row.</source>
        <translation>Es hat jeden Teil des Rezepts der Lektion: eine Token-Zeile plus eine Positionszeile.</translation>
    </message>
    <message numerus="yes">
        <source>{has} After z it adds %Ln more step(s): {steps}.</source>
        <translation>
            <numerusform>{has} Nach z fügt es %Ln weiteren Schritt hinzu: {steps}.</numerusform>
            <numerusform>{has} Nach z fügt es %Ln weitere Schritte hinzu: {steps}.</numerusform>
        </translation>
    </message>
    <message>
        <source>token row {id} ({token})</source>
        <translation>Token-Zeile {id} ({token})</translation>
    </message>
    <message>
        <source>+ position {index}</source>
        <translation>+ Position {index}</translation>
    </message>
    <message>
        <source>+ position {index}: nothing added</source>
        <translation>+ Position {index}: nichts addiert</translation>
    </message>
    <message>
        <source>= z (token + position)</source>
        <translation>= z (Token + Position)</translation>
    </message>
    <message>
        <source>{step} → block 1</source>
        <translation>{step} → Block 1</translation>
    </message>
    <message>
        <source>The focused token&apos;s vectors, step by step</source>
        <translation>Die Vektoren des fokussierten Tokens, Schritt für Schritt</translation>
    </message>
    <message>
        <source>The real model&apos;s steps from token rows to block 1&apos;s input</source>
        <translation>Die Schritte des echten Modells von den Token-Zeilen zur Eingabe von Block 1</translation>
    </message>
    <message>
        <source>No real model open</source>
        <translation>Kein echtes Modell geöffnet</translation>
    </message>
    <message>
        <source>Also worth knowing</source>
        <translation>Auch wissenswert</translation>
    </message>
    <message>
        <source>not measured: {reason}</source>
        <translation>nicht vermessen: {reason}</translation>
    </message>
    <message>
        <source>What block 1 receives for “{word}” (token {index}), step by step: the first {shown} of {width} dimensions.</source>
        <translation>Was Block 1 für „{word}“ (Token {index}) erhält, Schritt für Schritt: die ersten {shown} von {width} Dimensionen.</translation>
    </message>
</context>
<context>
    <name>SentencePanelWords</name>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}” ({unk}: not in the vocabulary)</source>
        <translation>Position {index}: „{text}“ → ID {id}, das Stück des Tokenizers „{piece}“ ({unk}: nicht im Vokabular)</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}”</source>
        <translation>Position {index}: „{text}“ → ID {id}, das Stück des Tokenizers „{piece}“</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id} ({unk}: not in the vocabulary)</source>
        <translation>Position {index}: „{text}“ → ID {id} ({unk}: nicht im Vokabular)</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}</source>
        <translation>Position {index}: „{text}“ → ID {id}</translation>
    </message>
    <message>
        <source>token {index}, {label}, id {id}</source>
        <translation>Token {index}, {label}, ID {id}</translation>
    </message>
    <message numerus="yes">
        <source>That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged</source>
        <translation>
            <numerusform>Damit würde der Satz %Ln Zeichen lang; posviz kodiert höchstens {most}, daher wurde nichts eingefügt und der Satz bleibt unverändert</numerusform>
            <numerusform>Damit würde der Satz %Ln Zeichen lang; posviz kodiert höchstens {most}, daher wurde nichts eingefügt und der Satz bleibt unverändert</numerusform>
        </translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Sentence:</source>
        <translation>Satz:</translation>
    </message>
    <message>
        <source>Sentence to encode</source>
        <translation>Zu kodierender Satz</translation>
    </message>
    <message>
        <source>Type a sentence, e.g. {example}</source>
        <translation>Geben Sie einen Satz ein, z. B. {example}</translation>
    </message>
    <message>
        <source>Preset sentences</source>
        <translation>Vorgegebene Sätze</translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation>Vorlagen…</translation>
    </message>
    <message>
        <source>Tokens of the sentence</source>
        <translation>Token des Satzes</translation>
    </message>
    <message>
        <source>No tokens yet: the sentence is empty.</source>
        <translation>Noch keine Token: Der Satz ist leer.</translation>
    </message>
    <message>
        <source>Token ids: {ids} ({shown} of {total} tokens)</source>
        <translation>Token-IDs: {ids} ({shown} von {total} Token)</translation>
    </message>
    <message numerus="yes">
        <source>Token ids: {ids} (%Ln tokens in all)</source>
        <translation>
            <numerusform>Token-IDs: {ids} (%Ln Token insgesamt)</numerusform>
            <numerusform>Token-IDs: {ids} (%Ln Token insgesamt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Token ids: {ids}</source>
        <translation>Token-IDs: {ids}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not in the vocabulary ({unk})</source>
        <translation>
            <numerusform>%Ln nicht im Vokabular ({unk})</numerusform>
            <numerusform>%Ln nicht im Vokabular ({unk})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… und %Ln weiteres</numerusform>
            <numerusform>… und %Ln weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>{values}, … and %Ln more</source>
        <translation>
            <numerusform>{values}, … und %Ln weiterer</numerusform>
            <numerusform>{values}, … und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>unendlich</translation>
    </message>
    <message>
        <source>minus infinity</source>
        <translation>minus unendlich</translation>
    </message>
    <message>
        <source>No sentence: no row is focused.</source>
        <translation>Kein Satz: Keine Zeile ist fokussiert.</translation>
    </message>
    <message numerus="yes">
        <source>The focused token, at position {position}, is not among the %Ln rows shown.</source>
        <translation>
            <numerusform>Das fokussierte Token an Position {position} ist nicht unter der %Ln gezeigten Zeile.</numerusform>
            <numerusform>Das fokussierte Token an Position {position} ist nicht unter den %Ln gezeigten Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Focused row, position {position} ({word}): {values}.</source>
        <translation>Fokussierte Zeile, Position {position} ({word}): {values}.</translation>
    </message>
    <message>
        <source>{y} against {x}</source>
        <translation>{y} gegen {x}</translation>
    </message>
    <message>
        <source>{view}: picture</source>
        <translation>{view}: Bild</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>Split the text into token ids</source>
        <translation>Den Text in Token-IDs zerlegen</translation>
    </message>
    <message>
        <source>The tokenizer cuts the sentence into tokens and gives each one an id. An id is only a row number: 2 is not “closer” to 3 in any useful way.</source>
        <translation>Der Tokenizer zerlegt den Satz in Token und gibt jedem eine ID. Eine ID ist nur eine Zeilennummer: 2 ist 3 in keinem nützlichen Sinn „näher“.</translation>
    </message>
    <message>
        <source>Look up each id&apos;s row</source>
        <translation>Die Zeile jeder ID nachschlagen</translation>
    </message>
    <message>
        <source>Each id picks one row of the table E. The row is a short list of learned numbers, the same row every time the word appears.</source>
        <translation>Jede ID wählt eine Zeile der Tabelle E. Die Zeile ist eine kurze Liste gelernter Zahlen, jedes Mal dieselbe Zeile, wenn das Wort vorkommt.</translation>
    </message>
    <message>
        <source>Make a vector for each position</source>
        <translation>Einen Vektor für jede Position bilden</translation>
    </message>
    <message>
        <source>Add them</source>
        <translation>Sie addieren</translation>
    </message>
    <message>
        <source>Hand Z to the first layer</source>
        <translation>Z an die erste Schicht übergeben</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the first pair of columns turns fastest (left), each later pair more slowly (right), like the hands of a clock.</source>
        <translation>Jede Position erhält ihren eigenen Vektor derselben Breite: Das erste Spaltenpaar dreht sich am schnellsten (links), jedes spätere Paar langsamer (rechts), wie die Zeiger einer Uhr.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: slow waves on the left, fast waves on the right.</source>
        <translation>Jede Position erhält ihren eigenen Vektor derselben Breite: langsame Wellen links, schnelle Wellen rechts.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: with base 1 every column turns at the same speed, one radian per position.</source>
        <translation>Jede Position erhält ihren eigenen Vektor derselben Breite: Mit Basis 1 dreht sich jede Spalte gleich schnell, ein Radiant pro Position.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the sines (left half) go from fast to slow, then the cosines (right half) repeat the same frequencies.</source>
        <translation>Jede Position erhält ihren eigenen Vektor derselben Breite: Die Sinus (linke Hälfte) gehen von schnell zu langsam, dann wiederholen die Kosinus (rechte Hälfte) dieselben Frequenzen.</translation>
    </message>
    <message>
        <source>{sentence} Its last column is all zeros (odd width).</source>
        <translation>{sentence} Ihre letzte Spalte ist ganz null (ungerade Breite).</translation>
    </message>
    <message>
        <source>Each position gets its own row of a learned table, of the same width.</source>
        <translation>Jede Position erhält ihre eigene Zeile einer gelernten Tabelle, derselben Breite.</translation>
    </message>
    <message>
        <source>RoPE adds no vector here: it rotates queries and keys inside attention.</source>
        <translation>RoPE addiert hier keinen Vektor: Es dreht Queries und Keys innerhalb der Attention.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width.</source>
        <translation>Jede Position erhält ihren eigenen Vektor derselben Breite.</translation>
    </message>
</context>
<context>
    <name>WalkthroughWords</name>
    <message>
        <source>Walkthrough</source>
        <translation>Rundgang</translation>
    </message>
    <message>
        <source>{arrow} Back</source>
        <translation>{arrow} Zurück</translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation>Weiter {arrow}</translation>
    </message>
    <message>
        <source>Leave (Esc)</source>
        <translation>Verlassen (Esc)</translation>
    </message>
    <message>
        <source>Step {step} of {count}   {dots}</source>
        <translation>Schritt {step} von {count}   {dots}</translation>
    </message>
</context>
</TS>
