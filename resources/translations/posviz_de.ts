<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CodeEditorWords</name>
    <message>
        <source>Line numbers</source>
        <translation>Zeilennummern</translation>
    </message>
    <message>
        <source>The number of each line of the code, as error messages quote them</source>
        <translation>Die Nummer jeder Codezeile, so wie Fehlermeldungen sie nennen</translation>
    </message>
    <message>
        <source>Tab indents, Shift+Tab unindents; Ctrl+Tab moves to the next control and Ctrl+Shift+Tab to the previous one; Ctrl+Return checks the code.</source>
        <translation>Tab rückt ein, Umschalt+Tab rückt aus; Strg+Tab geht zum nächsten Bedienelement und Strg+Umschalt+Tab zum vorigen; Strg+Eingabe prüft den Code.</translation>
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
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>Es gibt keine Sprache „{code}“: Wählen Sie eine von {codes}.</translation>
    </message>
</context>
<context>
    <name>LessonQuiz</name>
    <message>
        <source>Check your understanding: tokens, embeddings and positions</source>
        <translation>Verständnis prüfen: Token, Einbettungen und Positionen</translation>
    </message>
    <message>
        <source>Attention compares every token with every other token. Why does the transformer need position information added to its input at all?</source>
        <translation>Attention vergleicht jedes Token mit jedem anderen Token. Warum braucht der Transformer überhaupt Positionsinformation in seiner Eingabe?</translation>
    </message>
    <message>
        <source>Token ids already say where each word sits; position vectors only make the lookup faster.</source>
        <translation>Token-IDs sagen schon, wo jedes Wort steht; Positionsvektoren machen das Nachschlagen nur schneller.</translation>
    </message>
    <message>
        <source>An id is a row number in the vocabulary, not a place in the sentence: &quot;the&quot; is id 0 at the start and at the end of &quot;the dog bit the man&quot;.</source>
        <translation>Eine ID ist eine Zeilennummer im Vokabular, kein Platz im Satz: „the“ hat am Anfang und am Ende von „the dog bit the man“ die ID 0.</translation>
    </message>
    <message>
        <source>On its own, attention treats the input as a set of vectors: move a word and its vector moves with it unchanged, so word order is invisible.</source>
        <translation>Für sich allein behandelt Attention die Eingabe als Menge von Vektoren: Verschiebt man ein Wort, wandert sein Vektor unverändert mit, die Wortreihenfolge ist also unsichtbar.</translation>
    </message>
    <message>
        <source>Without positions, &quot;the dog bit the man&quot; and &quot;the man bit the dog&quot; give the same rows in a different order, and attention cannot tell who bit whom. Adding a vector per position breaks that symmetry.</source>
        <translation>Ohne Positionen ergeben „the dog bit the man“ und „the man bit the dog“ dieselben Zeilen in anderer Reihenfolge, und Attention kann nicht erkennen, wer wen gebissen hat. Ein Vektor pro Position bricht diese Symmetrie.</translation>
    </message>
    <message>
        <source>To make each token&apos;s vector wider so it can hold more meaning.</source>
        <translation>Um den Vektor jedes Tokens breiter zu machen, damit er mehr Bedeutung fassen kann.</translation>
    </message>
    <message>
        <source>The position vector is added, not appended: the width stays d_model. It adds information about place, not room for meaning.</source>
        <translation>Der Positionsvektor wird addiert, nicht angehängt: Die Breite bleibt d_model. Er fügt Information über den Ort hinzu, keinen Platz für Bedeutung.</translation>
    </message>
    <message>
        <source>Because the embedding table stores the words in the order they appear in the sentence.</source>
        <translation>Weil die Einbettungstabelle die Wörter in der Reihenfolge speichert, in der sie im Satz stehen.</translation>
    </message>
    <message>
        <source>The table is ordered by the vocabulary and is the same for every sentence. Nothing in it knows about any particular sentence.</source>
        <translation>Die Tabelle ist nach dem Vokabular geordnet und für jeden Satz dieselbe. Nichts in ihr weiß etwas über einen bestimmten Satz.</translation>
    </message>
    <message>
        <source>Turn positions off and look at Z for &quot;the man bit the dog&quot;: each row is just its word&apos;s table row.</source>
        <translation>Schalten Sie die Positionen aus und sehen Sie sich Z für „the man bit the dog“ an: Jede Zeile ist nur die Tabellenzeile ihres Worts.</translation>
    </message>
    <message>
        <source>The 2017 paper used a vocabulary of about 37,000 tokens and d_model = 512. A document of 100,000 tokens goes through the embedding lookup. What shape comes out?</source>
        <translation>Das Paper von 2017 nutzte ein Vokabular von etwa 37.000 Token und d_model = 512. Ein Dokument mit 100.000 Token durchläuft das Nachschlagen der Einbettungen. Welche Form kommt heraus?</translation>
    </message>
    <message>
        <source>37,000 x 512</source>
        <translation>37.000 x 512</translation>
    </message>
    <message>
        <source>That is the embedding table E itself. Its size depends on the vocabulary only; it does not change with the input.</source>
        <translation>Das ist die Einbettungstabelle E selbst. Ihre Größe hängt nur vom Vokabular ab; sie ändert sich nicht mit der Eingabe.</translation>
    </message>
    <message>
        <source>100,000 x 37,000</source>
        <translation>100.000 x 37.000</translation>
    </message>
    <message>
        <source>That would be a stack of one-hot vectors, one |V|-wide row per token. The lookup reads rows of E instead and never builds it.</source>
        <translation>Das wäre ein Stapel von One-Hot-Vektoren, eine |V| breite Zeile pro Token. Das Nachschlagen liest stattdessen Zeilen von E und baut diesen Stapel nie.</translation>
    </message>
    <message>
        <source>100,000 separate copies of the 37,000 x 512 table</source>
        <translation>100.000 getrennte Kopien der Tabelle mit 37.000 x 512</translation>
    </message>
    <message>
        <source>Each token reads a single row of the table; the table itself is never copied.</source>
        <translation>Jedes Token liest eine einzige Zeile der Tabelle; die Tabelle selbst wird nie kopiert.</translation>
    </message>
    <message>
        <source>100,000 x 512</source>
        <translation>100.000 x 512</translation>
    </message>
    <message>
        <source>One row of width d = 512 is looked up per token, so the result is L x d. The length L and the width d are independent dials, and the table stays |V| x d.</source>
        <translation>Pro Token wird eine Zeile der Breite d = 512 nachgeschlagen, das Ergebnis ist also L x d. Die Länge L und die Breite d sind unabhängige Regler, und die Tabelle bleibt |V| x d.</translation>
    </message>
    <message>
        <source>Seven tokens, a ten-row table: Z has one row per token, the table keeps its ten rows.</source>
        <translation>Sieben Token, eine Tabelle mit zehn Zeilen: Z hat eine Zeile pro Token, die Tabelle behält ihre zehn Zeilen.</translation>
    </message>
    <message>
        <source>In the lesson&apos;s sense of the words, what separates an encoding from an embedding?</source>
        <translation>Was unterscheidet im Sinne der Lektion eine Kodierung von einer Einbettung?</translation>
    </message>
    <message>
        <source>Encodings feed the queries and keys; embeddings feed the values.</source>
        <translation>Kodierungen speisen die Queries und Keys, Einbettungen die Values.</translation>
    </message>
    <message>
        <source>Both sit in the same slot, the input to the first block. Queries, keys and values are computed later from that input by separate linear maps.</source>
        <translation>Beide sitzen an derselben Stelle, der Eingabe des ersten Blocks. Queries, Keys und Values werden später aus dieser Eingabe durch getrennte lineare Abbildungen berechnet.</translation>
    </message>
    <message>
        <source>An encoding is any way of turning something into numbers (one-hot, ASCII, the sin/cos formula); an embedding is a learned, dense, narrow one in which closeness carries meaning.</source>
        <translation>Eine Kodierung ist jede Art, etwas in Zahlen zu verwandeln (One-Hot, ASCII, die Sinus/Kosinus-Formel); eine Einbettung ist eine gelernte, dichte, schmale, in der Nähe Bedeutung trägt.</translation>
    </message>
    <message>
        <source>The paper says &quot;positional encoding&quot; because its vectors come from a fixed formula; nobody trained them. A learned position table, as in GPT-2, is usually called a position embedding.</source>
        <translation>Das Paper sagt „positional encoding“, weil seine Vektoren aus einer festen Formel stammen; niemand hat sie trainiert. Eine gelernte Positionstabelle wie in GPT-2 heißt meist Positionseinbettung.</translation>
    </message>
    <message>
        <source>An embedding is calculated from the token id by a formula, like a hash; an encoding is looked up in a table.</source>
        <translation>Eine Einbettung wird aus der Token-ID mit einer Formel berechnet, wie ein Hash; eine Kodierung wird in einer Tabelle nachgeschlagen.</translation>
    </message>
    <message>
        <source>It is the other way round for tokens: an embedding is a lookup of a learned row. Nobody writes down a formula for what goes into E.</source>
        <translation>Bei Token ist es umgekehrt: Eine Einbettung ist das Nachschlagen einer gelernten Zeile. Niemand schreibt eine Formel für das auf, was in E steht.</translation>
    </message>
    <message>
        <source>Nothing: the two words are exact synonyms.</source>
        <translation>Nichts: Die beiden Wörter sind genaue Synonyme.</translation>
    </message>
    <message>
        <source>People do mix them up, but the distinction is useful: one-hot is an encoding with no notion of similarity, a learned embedding places similar tokens close together.</source>
        <translation>Man verwechselt sie tatsächlich, aber die Unterscheidung ist nützlich: One-Hot ist eine Kodierung ohne Begriff von Ähnlichkeit, eine gelernte Einbettung legt ähnliche Token nahe beieinander.</translation>
    </message>
    <message>
        <source>The sinusoidal heatmap is computed from a formula (an encoding); the embedding table stands for learned rows (an embedding; this toy&apos;s rows were set by hand, a real model trains them).</source>
        <translation>Die sinusförmige Heatmap wird aus einer Formel berechnet (eine Kodierung); die Einbettungstabelle steht für gelernte Zeilen (eine Einbettung; die Zeilen dieses Spielzeugmodells wurden von Hand gesetzt, ein echtes Modell trainiert sie).</translation>
    </message>
    <message>
        <source>The original transformer adds each position vector to its token vector instead of placing the two side by side. What does adding give?</source>
        <translation>Der ursprüngliche Transformer addiert jeden Positionsvektor zu seinem Token-Vektor, statt beide nebeneinanderzustellen. Was bringt die Addition?</translation>
    </message>
    <message>
        <source>It keeps token and position in separate columns, so they never interfere.</source>
        <translation>Sie hält Token und Position in getrennten Spalten, sodass sie sich nie stören.</translation>
    </message>
    <message>
        <source>That describes concatenation. Addition mixes both into the same numbers; the network learns to read both out of one vector.</source>
        <translation>Das beschreibt die Verkettung. Die Addition mischt beides in dieselben Zahlen; das Netz lernt, beides aus einem Vektor herauszulesen.</translation>
    </message>
    <message>
        <source>It makes the result independent of position, so the word&apos;s meaning is kept exactly.</source>
        <translation>Sie macht das Ergebnis unabhängig von der Position, sodass die Bedeutung des Worts genau erhalten bleibt.</translation>
    </message>
    <message>
        <source>The sum does depend on position: &quot;the&quot; at position 0 and &quot;the&quot; at position 3 become different rows of Z. That is the whole point.</source>
        <translation>Die Summe hängt sehr wohl von der Position ab: „the“ an Position 0 und „the“ an Position 3 werden zu verschiedenen Zeilen von Z. Genau darum geht es.</translation>
    </message>
    <message>
        <source>Z keeps the width d_model, so every later layer sees a single stream of the same width carrying both what and where, with no extra parameters.</source>
        <translation>Z behält die Breite d_model, sodass jede spätere Schicht einen einzigen Strom derselben Breite sieht, der sowohl das Was als auch das Wo trägt, ohne zusätzliche Parameter.</translation>
    </message>
    <message>
        <source>Concatenating would widen every row and every weight matrix that reads it. Adding keeps one stream of width d, in which both signals live.</source>
        <translation>Eine Verkettung würde jede Zeile verbreitern und jede Gewichtsmatrix, die sie liest. Die Addition hält einen Strom der Breite d, in dem beide Signale leben.</translation>
    </message>
    <message>
        <source>Concatenation is impossible because token and position vectors have different widths.</source>
        <translation>Verkettung ist unmöglich, weil Token- und Positionsvektoren verschiedene Breiten haben.</translation>
    </message>
    <message>
        <source>Concatenation works for any widths; it would simply produce a wider vector. Addition is what needs equal widths, which is why position vectors are d_model wide.</source>
        <translation>Verkettung funktioniert mit beliebigen Breiten; sie ergäbe einfach einen breiteren Vektor. Gerade die Addition braucht gleiche Breiten, deshalb sind Positionsvektoren d_model breit.</translation>
    </message>
    <message>
        <source>The addition panel: &quot;dog&quot;&apos;s row plus position 1&apos;s row gives one row of Z, still six numbers wide.</source>
        <translation>Die Additionsansicht: Die Zeile von „dog“ plus die Zeile von Position 1 ergibt eine Zeile von Z, immer noch sechs Zahlen breit.</translation>
    </message>
    <message>
        <source>A model was trained on sequences of at most 512 tokens and now receives 600. Which statement is true?</source>
        <translation>Ein Modell wurde auf Folgen von höchstens 512 Token trainiert und erhält nun 600. Welche Aussage stimmt?</translation>
    </message>
    <message>
        <source>A learned position table simply grows new rows when a longer input arrives.</source>
        <translation>Eine gelernte Positionstabelle bekommt einfach neue Zeilen, wenn eine längere Eingabe kommt.</translation>
    </message>
    <message>
        <source>A learned table has a fixed number of trained rows (BERT: 512, GPT-2: 1,024). Past its end there is no vector to add.</source>
        <translation>Eine gelernte Tabelle hat eine feste Zahl trainierter Zeilen (BERT: 512, GPT-2: 1.024). Hinter ihrem Ende gibt es keinen Vektor zum Addieren.</translation>
    </message>
    <message>
        <source>Sinusoidal encodings stop at the training length too, exactly like a learned table.</source>
        <translation>Sinusförmige Kodierungen enden ebenfalls bei der Trainingslänge, genau wie eine gelernte Tabelle.</translation>
    </message>
    <message>
        <source>The sin/cos formula can be evaluated at any position: position 600 or 600,000 gets a vector. What the model does with a position it never saw is another question.</source>
        <translation>Die Sinus/Kosinus-Formel lässt sich an jeder Position auswerten: Position 600 oder 600.000 bekommt einen Vektor. Was das Modell mit einer nie gesehenen Position anfängt, ist eine andere Frage.</translation>
    </message>
    <message>
        <source>Sinusoidal encodings have 512 x d_model trainable parameters.</source>
        <translation>Sinusförmige Kodierungen haben 512 x d_model trainierbare Parameter.</translation>
    </message>
    <message>
        <source>A formula has no trainable parameters. The learned table is the scheme with max_len x d_model parameters.</source>
        <translation>Eine Formel hat keine trainierbaren Parameter. Die gelernte Tabelle ist das Schema mit max_len x d_model Parametern.</translation>
    </message>
    <message>
        <source>A learned table has no row for positions 512 and beyond; the sinusoidal formula still gives a vector there, which is why it often generalises better to longer inputs.</source>
        <translation>Eine gelernte Tabelle hat keine Zeile für Position 512 und darüber; die Sinusformel liefert dort weiterhin einen Vektor, weshalb sie oft besser auf längere Eingaben verallgemeinert.</translation>
    </message>
    <message>
        <source>Learned rows exist only for the positions seen in training. The formula&apos;s waves continue past the training length, and their shift structure lets the model relate positions it has not seen.</source>
        <translation>Gelernte Zeilen gibt es nur für die im Training gesehenen Positionen. Die Wellen der Formel laufen über die Trainingslänge hinaus weiter, und ihre Verschiebungsstruktur lässt das Modell Positionen in Beziehung setzen, die es nie gesehen hat.</translation>
    </message>
    <message>
        <source>A learned table with exactly five rows: the five-word sentence just fits. Type one more word and see what happens.</source>
        <translation>Eine gelernte Tabelle mit genau fünf Zeilen: Der Satz aus fünf Wörtern passt gerade. Tippen Sie ein Wort mehr und sehen Sie, was passiert.</translation>
    </message>
    <message>
        <source>What does RoPE (rotary position embedding, used by Llama) change compared with the paper&apos;s sinusoidal scheme?</source>
        <translation>Was ändert RoPE (Rotary Position Embedding, von Llama verwendet) gegenüber dem Sinus-Schema des Papers?</translation>
    </message>
    <message>
        <source>Nothing is added to the input: Z is just the token rows. Inside attention, each query and key is rotated by an angle that grows with its position, so their dot product depends on how far apart the two tokens are.</source>
        <translation>Zur Eingabe wird nichts addiert: Z besteht nur aus den Token-Zeilen. In der Attention wird jede Query und jeder Key um einen Winkel gedreht, der mit der Position wächst, sodass ihr Skalarprodukt davon abhängt, wie weit die beiden Token auseinanderliegen.</translation>
    </message>
    <message>
        <source>Pair k of dimensions turns by position x base^(-2k/d). Rotating both vectors makes the score depend on the offset between positions, and no table is learned.</source>
        <translation>Das Dimensionspaar k dreht sich um Position x base^(-2k/d). Werden beide Vektoren gedreht, hängt der Score vom Abstand der Positionen ab, und keine Tabelle wird gelernt.</translation>
    </message>
    <message>
        <source>It adds a rotated copy of the sinusoidal vector to each token row.</source>
        <translation>Es addiert eine gedrehte Kopie des Sinusvektors zu jeder Token-Zeile.</translation>
    </message>
    <message>
        <source>RoPE adds no vector at all: with RoPE the position vectors in Z are zero. The rotation is applied to queries and keys inside attention.</source>
        <translation>RoPE addiert überhaupt keinen Vektor: Mit RoPE sind die Positionsvektoren in Z null. Die Drehung wird in der Attention auf Queries und Keys angewandt.</translation>
    </message>
    <message>
        <source>It learns one rotation matrix per position during training.</source>
        <translation>Es lernt während des Trainings eine Drehmatrix pro Position.</translation>
    </message>
    <message>
        <source>The angles come from a fixed formula, base^(-2k/d) per pair; RoPE has no trainable parameters.</source>
        <translation>Die Winkel stammen aus einer festen Formel, base^(-2k/d) pro Paar; RoPE hat keine trainierbaren Parameter.</translation>
    </message>
    <message>
        <source>It adds a penalty to each attention score that grows with the distance between tokens, with one slope per head.</source>
        <translation>Es fügt jedem Attention-Score eine Strafe hinzu, die mit dem Abstand der Token wächst, mit einer Steigung pro Head.</translation>
    </message>
    <message>
        <source>That is ALiBi (used by BLOOM and MPT). RoPE rotates queries and keys instead of biasing scores.</source>
        <translation>Das ist ALiBi (von BLOOM und MPT verwendet). RoPE dreht Queries und Keys, statt die Scores zu verschieben.</translation>
    </message>
    <message>
        <source>With RoPE selected, the position vectors are all zero and Z equals the token rows.</source>
        <translation>Mit RoPE sind die Positionsvektoren alle null, und Z ist gleich den Token-Zeilen.</translation>
    </message>
    <message>
        <source>What is the one-hot vector of the token &quot;dog&quot;, and why does it say nothing about which words are similar?</source>
        <translation>Wie sieht der One-Hot-Vektor des Tokens „dog“ aus, und warum sagt er nichts darüber, welche Wörter ähnlich sind?</translation>
    </message>
    <message>
        <source>A d_model-wide row of learned numbers with one large entry.</source>
        <translation>Eine d_model breite Zeile gelernter Zahlen mit einem großen Eintrag.</translation>
    </message>
    <message>
        <source>That describes a dense embedding row. A one-hot vector has |V| entries, one per vocabulary word, and exactly one of them is 1.</source>
        <translation>Das beschreibt eine dichte Einbettungszeile. Ein One-Hot-Vektor hat |V| Einträge, einen pro Wort des Vokabulars, und genau einer davon ist 1.</translation>
    </message>
    <message>
        <source>A vector with a 1 at the token&apos;s place in the sentence.</source>
        <translation>Ein Vektor mit einer 1 an der Stelle des Tokens im Satz.</translation>
    </message>
    <message>
        <source>The 1 sits at the token&apos;s id in the vocabulary, not at its position in the sentence. &quot;dog&quot; has the same one-hot vector wherever it appears.</source>
        <translation>Die 1 steht an der ID des Tokens im Vokabular, nicht an seiner Position im Satz. „dog“ hat überall denselben One-Hot-Vektor.</translation>
    </message>
    <message>
        <source>It carries similarity: tokens with neighbouring ids share some of their ones.</source>
        <translation>Er trägt Ähnlichkeit: Token mit benachbarten IDs teilen sich einige ihrer Einsen.</translation>
    </message>
    <message>
        <source>Ids are arbitrary row numbers and two different one-hots never share a 1. Id 2 is no closer to id 3 than to id 9.</source>
        <translation>IDs sind willkürliche Zeilennummern, und zwei verschiedene One-Hot-Vektoren teilen nie eine 1. ID 2 ist ID 3 nicht näher als ID 9.</translation>
    </message>
    <message>
        <source>A vector of |V| zeros with a single 1 at dog&apos;s id. Two different one-hots never overlap, so their cosine similarity is 0: &quot;dog&quot; is as far from &quot;cat&quot; as from &quot;bit&quot;.</source>
        <translation>Ein Vektor aus |V| Nullen mit einer einzigen 1 an der ID von „dog“. Zwei verschiedene One-Hot-Vektoren überlappen nie, ihre Kosinus-Ähnlichkeit ist also 0: „dog“ ist von „cat“ so weit entfernt wie von „bit“.</translation>
    </message>
    <message>
        <source>Every pair of distinct one-hots is orthogonal. Only learned rows of E can put &quot;dog&quot; close to &quot;cat&quot; (cosine 0.80 in the lesson&apos;s table).</source>
        <translation>Je zwei verschiedene One-Hot-Vektoren sind orthogonal. Nur gelernte Zeilen von E können „dog“ nahe an „cat“ rücken (Kosinus 0,80 in der Tabelle der Lektion).</translation>
    </message>
    <message>
        <source>The embedding table: &quot;dog&quot;&apos;s nearest rows by cosine. A one-hot would give 0 for every other word.</source>
        <translation>Die Einbettungstabelle: die nächsten Zeilen zu „dog“ nach Kosinus. Ein One-Hot-Vektor ergäbe für jedes andere Wort 0.</translation>
    </message>
    <message>
        <source>Where does position information enter the original transformer?</source>
        <translation>Wo tritt die Positionsinformation in den ursprünglichen Transformer ein?</translation>
    </message>
    <message>
        <source>The position vector is used directly as the query of each token.</source>
        <translation>Der Positionsvektor wird direkt als Query jedes Tokens verwendet.</translation>
    </message>
    <message>
        <source>Position vectors are not queries, keys or values. Those are computed later, by linear maps, from the input that already contains the position.</source>
        <translation>Positionsvektoren sind weder Queries noch Keys noch Values. Diese werden später durch lineare Abbildungen aus der Eingabe berechnet, die die Position schon enthält.</translation>
    </message>
    <message>
        <source>It is added to the token vectors before the first block: Z = token rows + position rows, and queries, keys and values are computed from Z afterwards.</source>
        <translation>Er wird vor dem ersten Block zu den Token-Vektoren addiert: Z = Token-Zeilen + Positionszeilen, und Queries, Keys und Values werden danach aus Z berechnet.</translation>
    </message>
    <message>
        <source>By the time attention runs, every row already says both which token and where. The position signal is not a separate input to attention.</source>
        <translation>Wenn die Attention läuft, sagt jede Zeile schon, welches Token und wo. Das Positionssignal ist keine getrennte Eingabe der Attention.</translation>
    </message>
    <message>
        <source>It is added to the output of the last layer only.</source>
        <translation>Er wird nur zur Ausgabe der letzten Schicht addiert.</translation>
    </message>
    <message>
        <source>By then attention has already mixed the rows without knowing their order. Position must go in before the first attention layer.</source>
        <translation>Bis dahin hat die Attention die Zeilen schon gemischt, ohne ihre Reihenfolge zu kennen. Die Position muss vor der ersten Attention-Schicht hinein.</translation>
    </message>
    <message>
        <source>It is stored inside the token id, e.g. id 312 at position 4 becomes id 3124.</source>
        <translation>Sie steckt in der Token-ID, z. B. wird ID 312 an Position 4 zu ID 3124.</translation>
    </message>
    <message>
        <source>Ids only pick rows of E. Position arrives as a separate vector of width d_model that is added to the looked-up row.</source>
        <translation>IDs wählen nur Zeilen von E aus. Die Position kommt als eigener Vektor der Breite d_model, der zur nachgeschlagenen Zeile addiert wird.</translation>
    </message>
    <message>
        <source>Z, the input to layer 1: each row is a token row plus its position row.</source>
        <translation>Z, die Eingabe von Schicht 1: Jede Zeile ist eine Token-Zeile plus ihre Positionszeile.</translation>
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
    <name>PracticeCases</name>
    <message>
        <source>length {length}, d_model {width}, {note}</source>
        <translation>Länge {length}, d_model {width}, {note}</translation>
    </message>
    <message>
        <source>a single position</source>
        <translation>eine einzige Position</translation>
    </message>
    <message>
        <source>even width</source>
        <translation>gerade Breite</translation>
    </message>
    <message>
        <source>odd width</source>
        <translation>ungerade Breite</translation>
    </message>
    <message>
        <source>one column</source>
        <translation>eine Spalte</translation>
    </message>
    <message>
        <source>long, odd width</source>
        <translation>lang, ungerade Breite</translation>
    </message>
    <message>
        <source>large positions</source>
        <translation>große Positionen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens, d_model {width}, P has {rows} rows, {note}</source>
        <translation>
            <numerusform>%Ln Token, d_model {width}, P hat {rows} Zeilen, {note}</numerusform>
            <numerusform>%Ln Token, d_model {width}, P hat {rows} Zeilen, {note}</numerusform>
        </translation>
    </message>
    <message>
        <source>the lesson&apos;s sentence</source>
        <translation>der Satz der Lektion</translation>
    </message>
    <message>
        <source>a learned P</source>
        <translation>ein gelerntes P</translation>
    </message>
    <message>
        <source>one word repeated</source>
        <translation>ein Wort wiederholt</translation>
    </message>
    <message>
        <source>a long sentence</source>
        <translation>ein langer Satz</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens, d_model {width}, {note}</source>
        <translation>
            <numerusform>%Ln Token, d_model {width}, {note}</numerusform>
            <numerusform>%Ln Token, d_model {width}, {note}</numerusform>
        </translation>
    </message>
    <message>
        <source>dog and man swap places</source>
        <translation>„dog“ und „man“ tauschen die Plätze</translation>
    </message>
    <message>
        <source>a random order</source>
        <translation>eine zufällige Reihenfolge</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>umgekehrt</translation>
    </message>
</context>
<context>
    <name>PracticeChecker</name>
    <message>
        <source>The error file is not a regular file
(a FIFO or a link?): not read.</source>
        <translation>Die Fehlerdatei ist keine reguläre Datei
(ein FIFO oder ein Link?): nicht gelesen.</translation>
    </message>
    <message>
        <source>The result file is not a regular file
(a FIFO or a link?): not read.</source>
        <translation>Die Ergebnisdatei ist keine reguläre Datei
(ein FIFO oder ein Link?): nicht gelesen.</translation>
    </message>
    <message>
        <source>The error file is larger than
the checker accepts.</source>
        <translation>Die Fehlerdatei ist größer, als
der Prüfer annimmt.</translation>
    </message>
    <message>
        <source>The result file is larger than
the checker accepts.</source>
        <translation>Die Ergebnisdatei ist größer, als
der Prüfer annimmt.</translation>
    </message>
    <message>
        <source>The returned value could not be read back: {reason}</source>
        <translation>Der zurückgegebene Wert ließ sich nicht zurücklesen: {reason}</translation>
    </message>
    <message>
        <source>The error file could not be read back: {reason}</source>
        <translation>Die Fehlerdatei ließ sich nicht zurücklesen: {reason}</translation>
    </message>
    <message>
        <source>Starting Python</source>
        <translation>Python wird gestartet</translation>
    </message>
    <message numerus="yes">
        <source>Running case {number} of %Ln</source>
        <translation>
            <numerusform>Fall {number} von %Ln läuft</numerusform>
            <numerusform>Fall {number} von %Ln läuft</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeHints</name>
    <message>
        <source>row {row}, column {column}</source>
        <translation>Zeile {row}, Spalte {column}</translation>
    </message>
    <message>
        <source>index {index}</source>
        <translation>Index {index}</translation>
    </message>
    <message>
        <source>Expected shape {expected}, got {got}.</source>
        <translation>Erwartet war die Form {expected}, erhalten {got}.</translation>
    </message>
    <message>
        <source>Expected real numbers, got an array of {dtype}.</source>
        <translation>Erwartet waren reelle Zahlen, erhalten ein Array vom Typ {dtype}.</translation>
    </message>
    <message numerus="yes">
        <source>Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).</source>
        <translation>
            <numerusform>Die Formen stimmen überein {shape}; {bad} von %Ln Wert weichen ab (Toleranz {tolerance}).</numerusform>
            <numerusform>Die Formen stimmen überein {shape}; {bad} von %Ln Werten weichen ab (Toleranz {tolerance}).</numerusform>
        </translation>
    </message>
    <message>
        <source>First mismatch at {where}: expected {expected}, got {got}.</source>
        <translation>Erste Abweichung bei {where}: erwartet {expected}, erhalten {got}.</translation>
    </message>
    <message>
        <source>Worst at {where}: expected {expected}, got {got} (off by {error}).</source>
        <translation>Am schlimmsten bei {where}: erwartet {expected}, erhalten {got} (Abweichung {error}).</translation>
    </message>
    <message>
        <source>Your table is transposed: it needs one row per position and one column per dimension.</source>
        <translation>Ihre Tabelle ist transponiert: Sie braucht eine Zeile pro Position und eine Spalte pro Dimension.</translation>
    </message>
    <message>
        <source>Wrong layout: you put all the sines first, then all the cosines (the split-halves convention of Marian and tensor2tensor). The paper interleaves them: column 2k is the sine and column 2k + 1 the cosine of the same angle.</source>
        <translation>Falsche Anordnung: Sie haben erst alle Sinus-, dann alle Kosinuswerte gesetzt (die Konvention geteilter Hälften von Marian und tensor2tensor). Das Paper verschränkt sie: Spalte 2k ist der Sinus und Spalte 2k + 1 der Kosinus desselben Winkels.</translation>
    </message>
    <message>
        <source>Off by one position: your first row is position 1. Positions start at 0, so row 0 holds sin 0 = 0 and cos 0 = 1.</source>
        <translation>Um eine Position verschoben: Ihre erste Zeile ist Position 1. Positionen beginnen bei 0, also enthält Zeile 0 sin 0 = 0 und cos 0 = 1.</translation>
    </message>
    <message>
        <source>Sine and cosine are swapped: even columns (0, 2, 4, ...) hold the sine.</source>
        <translation>Sinus und Kosinus sind vertauscht: Die geraden Spalten (0, 2, 4, ...) enthalten den Sinus.</translation>
    </message>
    <message>
        <source>The frequencies are off: pair k turns by 10000^(-2k/d_model) radians per position; yours match 10000^(-k/d_model) (the factor 2 is missing).</source>
        <translation>Die Frequenzen stimmen nicht: Paar k dreht sich um 10000^(-2k/d_model) Radiant pro Position; Ihre entsprechen 10000^(-k/d_model) (der Faktor 2 fehlt).</translation>
    </message>
    <message>
        <source>d_model is odd here, so there is one more sine column than cosine columns: the cosines take only the first d_model // 2 angles.</source>
        <translation>d_model ist hier ungerade, es gibt also eine Sinusspalte mehr als Kosinusspalten: Die Kosinuswerte nehmen nur die ersten d_model // 2 Winkel.</translation>
    </message>
    <message>
        <source>Right for positions 0 to {last}, then the values drift (off by {error} at position {worst}). That is what float32 angles do: pos x frequency loses digits at large positions. Form the angles in float64 and convert only the finished table, if at all.</source>
        <translation>Richtig für die Positionen 0 bis {last}, dann driften die Werte (Abweichung {error} an Position {worst}). Das machen float32-Winkel: pos x Frequenz verliert bei großen Positionen Stellen. Bilden Sie die Winkel in float64 und wandeln Sie, wenn überhaupt, nur die fertige Tabelle um.</translation>
    </message>
    <message>
        <source>Z equals the token rows alone: the position vectors are missing. Add P&apos;s first len(ids) rows.</source>
        <translation>Z besteht nur aus den Token-Zeilen: Die Positionsvektoren fehlen. Addieren Sie die ersten len(ids) Zeilen von P.</translation>
    </message>
    <message>
        <source>Off by one position: row i got P[i + 1]. The first token sits at position 0 and takes P[0].</source>
        <translation>Um eine Position verschoben: Zeile i hat P[i + 1] bekommen. Das erste Token steht an Position 0 und nimmt P[0].</translation>
    </message>
    <message>
        <source>You picked position rows by token id (P[ids]); pick them by position: row i gets P[i].</source>
        <translation>Sie haben die Positionszeilen nach Token-ID gewählt (P[ids]); wählen Sie sie nach Position: Zeile i bekommt P[i].</translation>
    </message>
    <message>
        <source>You took the first len(ids) rows of E; row i of Z needs E&apos;s row for token ids[i], i.e. E[ids].</source>
        <translation>Sie haben die ersten len(ids) Zeilen von E genommen; Zeile i von Z braucht die Zeile von E für Token ids[i], also E[ids].</translation>
    </message>
    <message>
        <source>Z equals the position rows alone: the token rows E[ids] are missing.</source>
        <translation>Z besteht nur aus den Positionszeilen: Die Token-Zeilen E[ids] fehlen.</translation>
    </message>
    <message>
        <source>P has more rows than the sentence has tokens: use only its first len(ids) rows, one per position.</source>
        <translation>P hat mehr Zeilen als der Satz Token: Nutzen Sie nur seine ersten len(ids) Zeilen, eine pro Position.</translation>
    </message>
    <message>
        <source>z_shuffled is the original sentence&apos;s Z: look up the shuffled sentence, ids[order].</source>
        <translation>z_shuffled ist das Z des ursprünglichen Satzes: Schlagen Sie den gemischten Satz nach, ids[order].</translation>
    </message>
    <message>
        <source>z_shuffled uses the inverse order: word i of the shuffled sentence is ids[order[i]].</source>
        <translation>z_shuffled nutzt die umgekehrte Permutation: Wort i des gemischten Satzes ist ids[order[i]].</translation>
    </message>
    <message>
        <source>You added position vectors: this task is about a model without positions, where Z is just the token rows.</source>
        <translation>Sie haben Positionsvektoren addiert: In dieser Aufgabe geht es um ein Modell ohne Positionen, in dem Z nur aus den Token-Zeilen besteht.</translation>
    </message>
    <message>
        <source>z_reordered is Z with its rows unmoved: take its rows in the order given, z[order].</source>
        <translation>z_reordered ist Z mit unverschobenen Zeilen: Nehmen Sie seine Zeilen in der gegebenen Reihenfolge, z[order].</translation>
    </message>
    <message>
        <source>z_reordered takes the rows in the inverse order: row i should be Z&apos;s row order[i].</source>
        <translation>z_reordered nimmt die Zeilen in umgekehrter Permutation: Zeile i sollte die Zeile order[i] von Z sein.</translation>
    </message>
    <message>
        <source>z_reordered has position vectors added: build Z without positions, then reorder its rows.</source>
        <translation>Zu z_reordered wurden Positionsvektoren addiert: Bauen Sie Z ohne Positionen und ordnen Sie dann seine Zeilen um.</translation>
    </message>
</context>
<context>
    <name>PracticeReport</name>
    <message>
        <source>Printing that much is stopped by the checker: print less, or only while debugging.</source>
        <translation>So viel Ausgabe stoppt der Prüfer: Geben Sie weniger aus, oder nur beim Debuggen.</translation>
    </message>
    <message>
        <source>Your code asked for more memory than the checker allows ({memory_mb} MB).</source>
        <translation>Ihr Code hat mehr Speicher angefordert, als der Prüfer erlaubt ({memory_mb} MB).</translation>
    </message>
    <message>
        <source>A function keeps calling itself without end: check the recursion&apos;s stopping case.</source>
        <translation>Eine Funktion ruft sich endlos selbst auf: Prüfen Sie die Abbruchbedingung der Rekursion.</translation>
    </message>
    <message>
        <source>Your code called sys.exit(): return the result instead of ending the program.</source>
        <translation>Ihr Code hat sys.exit() aufgerufen: Geben Sie das Ergebnis zurück, statt das Programm zu beenden.</translation>
    </message>
    <message>
        <source>Your code raised KeyboardInterrupt: return the result instead.</source>
        <translation>Ihr Code hat KeyboardInterrupt ausgelöst: Geben Sie stattdessen das Ergebnis zurück.</translation>
    </message>
    <message>
        <source>Your code wrote a file larger than the checker allows ({file_mb} MB).</source>
        <translation>Ihr Code hat eine Datei geschrieben, die größer ist, als der Prüfer erlaubt ({file_mb} MB).</translation>
    </message>
    <message>
        <source>Your code removed the folder it runs in (its current folder): leave it in place, the checker reads your results from it.</source>
        <translation>Ihr Code hat den Ordner gelöscht, in dem er läuft (seinen aktuellen Ordner): Lassen Sie ihn bestehen, der Prüfer liest Ihre Ergebnisse daraus.</translation>
    </message>
    <message>
        <source>Your code started more processes or threads than the checker allows (about {processes}).</source>
        <translation>Ihr Code hat mehr Prozesse oder Threads gestartet, als der Prüfer erlaubt (etwa {processes}).</translation>
    </message>
    <message>
        <source>Your code removed or replaced the checker&apos;s
run folder (the current folder): its results are lost.</source>
        <translation>Ihr Code hat den Laufordner des Prüfers gelöscht
oder ersetzt (den aktuellen Ordner): Seine Ergebnisse sind verloren.</translation>
    </message>
    <message>
        <source>Your function returns only zeros: the starter&apos;s placeholder is still in place.</source>
        <translation>Ihre Funktion gibt nur Nullen zurück: Der Platzhalter der Vorlage steht noch da.</translation>
    </message>
    <message>
        <source>{output}: {problem}</source>
        <translation>{output}: {problem}</translation>
    </message>
    <message>
        <source>Still running when the {seconds} s limit ran out.</source>
        <translation>Lief noch, als das Limit von {seconds} s ablief.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Over the {memory_mb} MB memory cap.</source>
        <translation>Über der Speichergrenze von {memory_mb} MB.</translation>
    </message>
    <message numerus="yes">
        <source>Over the limit of %Ln processes.</source>
        <translation>
            <numerusform>Über der Grenze von %Ln Prozess.</numerusform>
            <numerusform>Über der Grenze von %Ln Prozessen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Python process ended during this case.</source>
        <translation>Der Python-Prozess endete während dieses Falls.</translation>
    </message>
    <message>
        <source>Did not finish.</source>
        <translation>Nicht fertig geworden.</translation>
    </message>
    <message>
        <source>while loading</source>
        <translation>beim Laden</translation>
    </message>
    <message>
        <source>during case {number} of {count} ({case})</source>
        <translation>während Fall {number} von {count} ({case})</translation>
    </message>
    <message>
        <source>The checker&apos;s supervising process was ended {where}, by your code or the system; every process of this run that could still be found was ended.</source>
        <translation>Der überwachende Prozess des Prüfers wurde {where} beendet, von Ihrem Code oder vom System; jeder noch auffindbare Prozess dieses Laufs wurde beendet.</translation>
    </message>
    <message>
        <source>Your code ended the Python process (exit code {code}) {where}. os._exit() ends it at once, with no result: return a value instead.</source>
        <translation>Ihr Code hat den Python-Prozess {where} beendet (Exit-Code {code}). os._exit() beendet ihn sofort, ohne Ergebnis: Geben Sie stattdessen einen Wert zurück.</translation>
    </message>
    <message>
        <source>Python crashed (segmentation fault) {where}. This usually means a recursion far deeper than the C stack holds: did you raise sys.setrecursionlimit?</source>
        <translation>Python ist {where} abgestürzt (Speicherzugriffsfehler). Das bedeutet meist eine Rekursion, weit tiefer als der C-Stack fasst: Haben Sie sys.setrecursionlimit erhöht?</translation>
    </message>
    <message>
        <source>Your code used up its CPU time {where}.</source>
        <translation>Ihr Code hat {where} seine CPU-Zeit verbraucht.</translation>
    </message>
    <message>
        <source>The Python process was ended by {signal} {where}.</source>
        <translation>Der Python-Prozess wurde {where} durch {signal} beendet.</translation>
    </message>
    <message>
        <source>You stopped the check.</source>
        <translation>Sie haben die Prüfung gestoppt.</translation>
    </message>
    <message>
        <source>Python did not start within {seconds} s; the computer may be very busy. Try again.</source>
        <translation>Python ist nicht innerhalb von {seconds} s gestartet; der Rechner ist vielleicht sehr ausgelastet. Versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>Your code did not load: {error}</source>
        <translation>Ihr Code ließ sich nicht laden: {error}</translation>
    </message>
    <message>
        <source>Your code was still loading after {seconds} s: an endless loop outside the function?</source>
        <translation>Ihr Code lud nach {seconds} s immer noch: eine Endlosschleife außerhalb der Funktion?</translation>
    </message>
    <message>
        <source>Time limit: case {number} of {count} ({case}) was still running after {seconds} s. An endless loop, or a very slow one?</source>
        <translation>Zeitlimit: Fall {number} von {count} ({case}) lief nach {seconds} s immer noch. Eine Endlosschleife oder eine sehr langsame?</translation>
    </message>
    <message>
        <source>Your code and the processes it started held more than {memory_mb} MB together {where}; the checker ended all of them.</source>
        <translation>Ihr Code und die von ihm gestarteten Prozesse belegten {where} zusammen mehr als {memory_mb} MB; der Prüfer hat sie alle beendet.</translation>
    </message>
    <message numerus="yes">
        <source>Your code started more than %Ln processes {where}; the checker ended all of them.</source>
        <translation>
            <numerusform>Ihr Code hat {where} mehr als %Ln Prozess gestartet; der Prüfer hat sie alle beendet.</numerusform>
            <numerusform>Ihr Code hat {where} mehr als %Ln Prozesse gestartet; der Prüfer hat sie alle beendet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln hidden cases pass.</source>
        <translation>
            <numerusform>Der %Ln verborgene Fall ist bestanden.</numerusform>
            <numerusform>Alle %Ln verborgenen Fälle sind bestanden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %Ln hidden cases fail, {not_run} not run.</source>
        <translation>
            <numerusform>{failed} von %Ln verborgenen Fall scheitert, {not_run} nicht ausgeführt.</numerusform>
            <numerusform>{failed} von %Ln verborgenen Fällen scheitern, {not_run} nicht ausgeführt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %Ln hidden cases fail.</source>
        <translation>
            <numerusform>{failed} von %Ln verborgenen Fall scheitert.</numerusform>
            <numerusform>{failed} von %Ln verborgenen Fällen scheitern.</numerusform>
        </translation>
    </message>
    <message>
        <source>{head} First, {case}: {lead}</source>
        <translation>{head} Zuerst {case}: {lead}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nicht fertig</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message numerus="yes">
        <source>It printed %Ln bytes; the first {shown} characters are shown.</source>
        <translation>
            <numerusform>Er hat %Ln Byte ausgegeben; die ersten {shown} Zeichen werden gezeigt.</numerusform>
            <numerusform>Er hat %Ln Byte ausgegeben; die ersten {shown} Zeichen werden gezeigt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeTab</name>
    <message>
        <source>&lt;b&gt;{mark} Case {number}&lt;/b&gt;: {case} — {status}</source>
        <translation>&lt;b&gt;{mark} Fall {number}&lt;/b&gt;: {case} — {status}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;Hinweis:&lt;/b&gt; {hint}</translation>
    </message>
    <message>
        <source>No case was run.</source>
        <translation>Kein Fall wurde ausgeführt.</translation>
    </message>
    <message>
        <source>Your Python code</source>
        <translation>Ihr Python-Code</translation>
    </message>
    <message>
        <source>The task</source>
        <translation>Die Aufgabe</translation>
    </message>
    <message>
        <source>The check&apos;s verdict</source>
        <translation>Das Urteil der Prüfung</translation>
    </message>
    <message>
        <source>Check results, case by case</source>
        <translation>Prüfergebnisse, Fall für Fall</translation>
    </message>
    <message>
        <source>What your code printed</source>
        <translation>Was Ihr Code ausgegeben hat</translation>
    </message>
    <message>
        <source>What your code printed appears here.</source>
        <translation>Was Ihr Code ausgibt, erscheint hier.</translation>
    </message>
    <message>
        <source>A reference solution</source>
        <translation>Eine Musterlösung</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>Fälle</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Run your code on hidden cases made by posviz&apos;s model (Ctrl+Return)</source>
        <translation>Ihren Code auf verborgenen Fällen aus dem Modell von posviz ausführen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu anfangen</translation>
    </message>
    <message>
        <source>Reveal solution…</source>
        <translation>Lösung zeigen…</translation>
    </message>
    <message numerus="yes">
        <source>Task {number} of %Ln: {title}</source>
        <translation>
            <numerusform>Aufgabe {number} von %Ln: {title}</numerusform>
            <numerusform>Aufgabe {number} von %Ln: {title}</numerusform>
        </translation>
    </message>
    <message>
        <source>{number} · {function}{mark}</source>
        <translation>{number} · {function}{mark}</translation>
    </message>
    <message>
        <source>Draft saved</source>
        <translation>Entwurf gespeichert</translation>
    </message>
    <message>
        <source>Draft NOT saved: {reason}</source>
        <translation>Entwurf NICHT gespeichert: {reason}</translation>
    </message>
    <message>
        <source>Progress NOT saved: {reason}</source>
        <translation>Fortschritt NICHT gespeichert: {reason}</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Running your code on the hidden cases…</source>
        <translation>Ihr Code läuft auf den verborgenen Fällen…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
    <message>
        <source>Checking… {progress} (time limit {seconds} s)</source>
        <translation>Wird geprüft… {progress} (Zeitlimit {seconds} s)</translation>
    </message>
    <message>
        <source>Press Check to run your code on the hidden cases.</source>
        <translation>Drücken Sie „Prüfen“, um Ihren Code auf den verborgenen Fällen auszuführen.</translation>
    </message>
    <message>
        <source>{mark} {summary}</source>
        <translation>{mark} {summary}</translation>
    </message>
    <message>
        <source>Start again?</source>
        <translation>Neu anfangen?</translation>
    </message>
    <message>
        <source>Replace your code for this task with the starter stub?</source>
        <translation>Ihren Code für diese Aufgabe durch die Vorlage ersetzen?</translation>
    </message>
    <message>
        <source>Reveal the solution?</source>
        <translation>Die Lösung zeigen?</translation>
    </message>
    <message>
        <source>See the reference solution for this task? Trying once more first teaches more. Your own code stays in the editor.</source>
        <translation>Die Musterlösung dieser Aufgabe ansehen? Es vorher noch einmal zu versuchen, lehrt mehr. Ihr eigener Code bleibt im Editor.</translation>
    </message>
</context>
<context>
    <name>PracticeTasks</name>
    <message>
        <source>The sinusoidal position table</source>
        <translation>Die sinusförmige Positionstabelle</translation>
    </message>
    <message>
        <source>Write &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. It returns the paper&apos;s position table as a float64 array of shape &lt;code&gt;(length, d_model)&lt;/code&gt;: row &lt;i&gt;pos&lt;/i&gt; is the vector for position &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. Pair &lt;i&gt;k&lt;/i&gt; of columns holds &lt;code&gt;sin(pos·w)&lt;/code&gt; in column 2k and &lt;code&gt;cos(pos·w)&lt;/code&gt; in column 2k + 1, with &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. When d_model is odd, the last column is a sine without its cosine. The hidden tests include positions near 100,000.</source>
        <translation>Schreiben Sie &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. Die Funktion gibt die Positionstabelle des Papers als float64-Array der Form &lt;code&gt;(length, d_model)&lt;/code&gt; zurück: Zeile &lt;i&gt;pos&lt;/i&gt; ist der Vektor für Position &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. Das Spaltenpaar &lt;i&gt;k&lt;/i&gt; enthält &lt;code&gt;sin(pos·w)&lt;/code&gt; in Spalte 2k und &lt;code&gt;cos(pos·w)&lt;/code&gt; in Spalte 2k + 1, mit &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. Ist d_model ungerade, ist die letzte Spalte ein Sinus ohne seinen Kosinus. Die verborgenen Tests enthalten Positionen nahe 100.000.</translation>
    </message>
    <message>
        <source>Look up, then add: the matrix Z</source>
        <translation>Nachschlagen, dann addieren: die Matrix Z</translation>
    </message>
    <message>
        <source>Write &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. &lt;code&gt;E&lt;/code&gt; is the embedding table, one row per vocabulary word, shape &lt;code&gt;(|V|, d)&lt;/code&gt;; &lt;code&gt;ids&lt;/code&gt; holds the sentence&apos;s token ids, shape &lt;code&gt;(L,)&lt;/code&gt;; &lt;code&gt;P&lt;/code&gt; is a table of position vectors with &lt;b&gt;at least&lt;/b&gt; L rows, shape &lt;code&gt;(max_len, d)&lt;/code&gt;. Return Z, shape &lt;code&gt;(L, d)&lt;/code&gt;: row i is E&apos;s row for token &lt;code&gt;ids[i]&lt;/code&gt; plus the position vector of position i.</source>
        <translation>Schreiben Sie &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. &lt;code&gt;E&lt;/code&gt; ist die Einbettungstabelle, eine Zeile pro Wort des Vokabulars, Form &lt;code&gt;(|V|, d)&lt;/code&gt;; &lt;code&gt;ids&lt;/code&gt; enthält die Token-IDs des Satzes, Form &lt;code&gt;(L,)&lt;/code&gt;; &lt;code&gt;P&lt;/code&gt; ist eine Tabelle von Positionsvektoren mit &lt;b&gt;mindestens&lt;/b&gt; L Zeilen, Form &lt;code&gt;(max_len, d)&lt;/code&gt;. Geben Sie Z zurück, Form &lt;code&gt;(L, d)&lt;/code&gt;: Zeile i ist die Zeile von E für Token &lt;code&gt;ids[i]&lt;/code&gt; plus der Positionsvektor von Position i.</translation>
    </message>
    <message>
        <source>Without positions, order is invisible</source>
        <translation>Ohne Positionen ist die Reihenfolge unsichtbar</translation>
    </message>
    <message>
        <source>Show that a model without positions cannot see word order. Write &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;, where &lt;code&gt;order&lt;/code&gt; is a permutation of 0 .. L − 1 and the shuffled sentence is &lt;code&gt;ids[order]&lt;/code&gt;. Return two arrays, each &lt;code&gt;(L, d)&lt;/code&gt;: &lt;code&gt;z_shuffled&lt;/code&gt;, the Z of the shuffled sentence built with no position vectors, and &lt;code&gt;z_reordered&lt;/code&gt;, the Z of the original sentence (no positions either) with its rows taken in &lt;code&gt;order&lt;/code&gt;. They come out equal: shuffling the words only reorders the rows. (Add the table from task 1 to both and they no longer agree.)</source>
        <translation>Zeigen Sie, dass ein Modell ohne Positionen die Wortreihenfolge nicht sieht. Schreiben Sie &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;, wobei &lt;code&gt;order&lt;/code&gt; eine Permutation von 0 .. L − 1 ist und der gemischte Satz &lt;code&gt;ids[order]&lt;/code&gt;. Geben Sie zwei Arrays zurück, je &lt;code&gt;(L, d)&lt;/code&gt;: &lt;code&gt;z_shuffled&lt;/code&gt;, das Z des gemischten Satzes, ohne Positionsvektoren gebaut, und &lt;code&gt;z_reordered&lt;/code&gt;, das Z des ursprünglichen Satzes (ebenfalls ohne Positionen) mit seinen Zeilen in der Reihenfolge &lt;code&gt;order&lt;/code&gt;. Beide sind gleich: Das Mischen der Wörter ordnet nur die Zeilen um. (Addieren Sie zu beiden die Tabelle aus Aufgabe 1, und sie stimmen nicht mehr überein.)</translation>
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
        <translation>Quiz: Drücken Sie 1 bis 8, um zu antworten</translation>
    </message>
    <message>
        <source>Open quiz file…</source>
        <translation>Quizdatei öffnen…</translation>
    </message>
    <message>
        <source>The question, its choices and the explanation</source>
        <translation>Die Frage, ihre Antworten und die Erklärung</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <source>From {file}</source>
        <translation>Aus {file}</translation>
    </message>
    <message numerus="yes">
        <source>Question {number} of %Ln</source>
        <translation>
            <numerusform>Frage {number} von %Ln</numerusform>
            <numerusform>Frage {number} von %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>This quiz file cannot be used: {reason}</source>
        <translation>Diese Quizdatei ist nicht verwendbar: {reason}</translation>
    </message>
    <message>
        <source>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</source>
        <translation>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</translation>
    </message>
    <message>
        <source>Pick an answer (click it, or press its number).</source>
        <translation>Wählen Sie eine Antwort (klicken Sie sie an oder drücken Sie ihre Nummer).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Show me ▶&lt;/b&gt;&amp;nbsp; {what}</source>
        <translation>&lt;b&gt;Zeig es mir ▶&lt;/b&gt;&amp;nbsp; {what}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</source>
        <translation>&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{letter} (the answer).&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;{letter} (die Antwort).&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{letter} (not the answer).&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;{letter} (nicht die Antwort).&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;✓ Right.&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;✓ Richtig.&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;✗ Not this one.&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;✗ Diese nicht.&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer is {letter}.&lt;/b&gt; {right}</source>
        <translation>&lt;b&gt;Die Antwort ist {letter}.&lt;/b&gt; {right}</translation>
    </message>
    <message numerus="yes">
        <source>Finished: {right} of %Ln right</source>
        <translation>
            <numerusform>Fertig: {right} von %Ln richtig</numerusform>
            <numerusform>Fertig: {right} von %Ln richtig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score: {right} of {answered} answered right (%Ln questions)</source>
        <translation>
            <numerusform>Punkte: {right} von {answered} richtig beantwortet (%Ln Frage)</numerusform>
            <numerusform>Punkte: {right} von {answered} richtig beantwortet (%Ln Fragen)</numerusform>
        </translation>
    </message>
    <message>
        <source>{letter}. {choice}, the answer</source>
        <translation>{letter}. {choice}, die Antwort</translation>
    </message>
    <message>
        <source>{letter}. {choice}, your answer, not the right one</source>
        <translation>{letter}. {choice}, Ihre Antwort, nicht die richtige</translation>
    </message>
    <message>
        <source>{letter}. {choice}</source>
        <translation>{letter}. {choice}</translation>
    </message>
    <message>
        <source>Open a quiz</source>
        <translation>Ein Quiz öffnen</translation>
    </message>
    <message>
        <source>Quiz files (*.json);;All files (*)</source>
        <translation>Quizdateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Quiz loaded: {title}</source>
        <translation>Quiz geladen: {title}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;quiz…</source>
        <translation>&amp;Quiz öffnen…</translation>
    </message>
</context>
</TS>
