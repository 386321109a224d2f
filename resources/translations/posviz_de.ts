<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutText</name>
    <message>
        <source>posviz {version}</source>
        <translation>posviz {version}</translation>
    </message>
    <message>
        <source>How a transformer&apos;s input layer is built: text → token ids → rows of E → + position vectors → Z. MIT licence.</source>
        <translation>Wie die Eingabeschicht eines Transformers entsteht: Text → Token-IDs → Zeilen von E → + Positionsvektoren → Z. MIT-Lizenz.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parts posviz runs on&lt;/b&gt; (the standalone bundle ships them):</source>
        <translation>&lt;b&gt;Bestandteile, auf denen posviz läuft&lt;/b&gt; (das eigenständige Paket liefert sie mit):</translation>
    </message>
    <message>
        <source>Qt, PySide6 and Shiboken6 are used as shared libraries under the LGPL v3: you may replace them with your own build. Licence texts (on the web, and on this machine where installed):</source>
        <translation>Qt, PySide6 und Shiboken6 werden als gemeinsam genutzte Bibliotheken unter der LGPL v3 verwendet: Sie dürfen sie durch eigene Builds ersetzen. Lizenztexte (im Web und, wo installiert, auf diesem Rechner):</translation>
    </message>
</context>
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
    <name>Commands</name>
    <message>
        <source>&amp;Next step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>next walkthrough step (starts the walkthrough)</source>
        <translation>nächster Schritt der Führung (startet die Führung)</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <source>previous step</source>
        <translation>vorheriger Schritt</translation>
    </message>
    <message>
        <source>&amp;Blank the screen</source>
        <translation>Bildschirm &amp;schwärzen</translation>
    </message>
    <message>
        <source>blank the screen (any key brings it back)</source>
        <translation>Bildschirm schwärzen (jede Taste holt ihn zurück)</translation>
    </message>
    <message>
        <source>&amp;Leave the mode</source>
        <translation>Modus &amp;verlassen</translation>
    </message>
    <message>
        <source>leave the current mode: blank screen, editing, presentation, walkthrough</source>
        <translation>den aktuellen Modus verlassen: schwarzer Bildschirm, Bearbeiten, Präsentation, Führung</translation>
    </message>
    <message>
        <source>Start the &amp;walkthrough</source>
        <translation>&amp;Führung starten</translation>
    </message>
    <message>
        <source>start the walkthrough</source>
        <translation>die Führung starten</translation>
    </message>
    <message>
        <source>the ▶ Walkthrough button</source>
        <translation>die Schaltfläche ▶ Führung</translation>
    </message>
    <message>
        <source>&amp;Next prepared sentence</source>
        <translation>Nächster &amp;vorbereiteter Satz</translation>
    </message>
    <message>
        <source>next prepared sentence (File → Prepared sentences)</source>
        <translation>nächster vorbereiteter Satz (Datei → Vorbereitete Sätze)</translation>
    </message>
    <message>
        <source>&amp;Previous prepared sentence</source>
        <translation>Vorheriger vorbereiteter &amp;Satz</translation>
    </message>
    <message>
        <source>previous prepared sentence</source>
        <translation>vorheriger vorbereiteter Satz</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>presentation mode (full screen, no menus; with two screens, a presenter console on the laptop)</source>
        <translation>Präsentationsmodus (Vollbild, keine Menüs; mit zwei Bildschirmen eine Referentenkonsole auf dem Laptop)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>zoom in</source>
        <translation>vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>zoom out</source>
        <translation>verkleinern</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>zoom back to 100 %</source>
        <translation>zurück auf 100 %</translation>
    </message>
    <message>
        <source>&amp;Shuffle demo: reorder the words</source>
        <translation>&amp;Misch-Demo: die Wörter umstellen</translation>
    </message>
    <message>
        <source>the shuffle demo: reorder the words</source>
        <translation>die Misch-Demo: die Wörter umstellen</translation>
    </message>
    <message>
        <source>&amp;Keyboard keys</source>
        <translation>&amp;Tastenbelegung</translation>
    </message>
    <message>
        <source>this list of keys</source>
        <translation>diese Tastenliste</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>quit posviz</source>
        <translation>posviz beenden</translation>
    </message>
    <message>
        <source>F2, a click or typing into a control</source>
        <translation>F2, ein Klick oder Tippen in ein Steuerelement</translation>
    </message>
    <message>
        <source>edit it: its arrows and Enter are its own until Esc, Enter or leaving it (in the walkthrough: text fields only)</source>
        <translation>es bearbeiten: Pfeiltasten und Enter gehören ihm bis Esc, Enter oder bis man es verlässt (in der Führung: nur Textfelder)</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Umschalt+Tab</translation>
    </message>
    <message>
        <source>move to the next / previous control (a frame shows which has the keys)</source>
        <translation>zum nächsten / vorherigen Steuerelement wechseln (ein Rahmen zeigt, welches die Tasten hat)</translation>
    </message>
    <message>
        <source>Space (on a button, check box or drop-down)</source>
        <translation>Leertaste (auf einer Schaltfläche, einem Kontrollkästchen oder einer Auswahlliste)</translation>
    </message>
    <message>
        <source>press or open it, once Tab brought the keys to it (its frame shows); arrows move along the tabs (outside the walkthrough and presentation mode; otherwise these keys move the steps)</source>
        <translation>es drücken oder öffnen, sobald Tab ihm die Tasten gegeben hat (sein Rahmen zeigt es); Pfeiltasten wechseln die Reiter (außerhalb von Führung und Präsentationsmodus; sonst bewegen diese Tasten die Schritte)</translation>
    </message>
    <message>
        <source>Page Down</source>
        <translation>Bild ab</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>Bild auf</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Rücktaste</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Strg</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Umschalt</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} oder {second}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the keys of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{keys} or {other}</source>
        <translation>{keys} oder {other}</translation>
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
    <name>Console</name>
    <message>
        <source>posviz: presenter console</source>
        <translation>posviz: Referentenkonsole</translation>
    </message>
    <message>
        <source>Typed here only: Enter shows it to the room, Esc puts back the room&apos;s sentence</source>
        <translation>Nur hier getippt: Enter zeigt ihn dem Saal, Esc holt den Satz des Saals zurück</translation>
    </message>
    <message>
        <source>Speaker notes (only you see them)</source>
        <translation>Sprechernotizen (nur Sie sehen sie)</translation>
    </message>
    <message>
        <source>Black out the room&apos;s screen; this console stays as it is</source>
        <translation>Den Bildschirm des Saals schwärzen; diese Konsole bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>What the room sees</source>
        <translation>Was der Saal sieht</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>◀ Prepared sentence</source>
        <translation>◀ Vorbereiteter Satz</translation>
    </message>
    <message>
        <source>Prepared sentence ▶</source>
        <translation>Vorbereiteter Satz ▶</translation>
    </message>
    <message>
        <source>Swap screens</source>
        <translation>Bildschirme tauschen</translation>
    </message>
    <message>
        <source>Put the room&apos;s window on this screen and this console on the other</source>
        <translation>Das Fenster des Saals auf diesen Bildschirm legen und diese Konsole auf den anderen</translation>
    </message>
    <message>
        <source>Stop presenting (Esc)</source>
        <translation>Präsentation beenden (Esc)</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}; next: “{sentence}”</source>
        <translation>Vorbereiteter Satz {number} von {count}; als Nächstes: „{sentence}“</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}; it is the last one</source>
        <translation>Vorbereiteter Satz {number} von {count}; es ist der letzte</translation>
    </message>
    <message>
        <source>Show the room again (B)</source>
        <translation>Saal wieder zeigen (B)</translation>
    </message>
    <message>
        <source>Blank the room (B)</source>
        <translation>Saal schwärzen (B)</translation>
    </message>
    <message>
        <source>The room sees a black screen (B or any key shows it again)</source>
        <translation>Der Saal sieht einen schwarzen Bildschirm (B oder jede Taste zeigt ihn wieder)</translation>
    </message>
    <message>
        <source>The room sees</source>
        <translation>Der Saal sieht</translation>
    </message>
    <message>
        <source>A black screen: the room&apos;s window is blanked (B or any key shows it again).</source>
        <translation>Ein schwarzer Bildschirm: Das Fenster des Saals ist geschwärzt (B oder jede Taste zeigt es wieder).</translation>
    </message>
    <message>
        <source>The room&apos;s window, as its picture was last taken: {where}, {title}.</source>
        <translation>Das Fenster des Saals, wie es zuletzt aufgenommen wurde: {where}, {title}.</translation>
    </message>
    <message>
        <source>No notes here. Each walkthrough step has notes of its own; a prepared sentence&apos;s notes, when it has some, show in their place (View → Speaker notes, in the main window, edits them).</source>
        <translation>Hier gibt es keine Notizen. Jeder Schritt der Führung hat eigene Notizen; hat ein vorbereiteter Satz Notizen, erscheinen sie an ihrer Stelle (Ansicht → Sprechernotizen im Hauptfenster bearbeitet sie).</translation>
    </message>
    <message>
        <source>Not in the walkthrough</source>
        <translation>Nicht in der Führung</translation>
    </message>
    <message>
        <source>The main view</source>
        <translation>Die Hauptansicht</translation>
    </message>
    <message>
        <source>The sentence and the panels, as in the window without menus.</source>
        <translation>Der Satz und die Bereiche, wie im Fenster ohne Menüs.</translation>
    </message>
    <message>
        <source>Next: step 1 of {count}, {title} (Next starts the walkthrough)</source>
        <translation>Als Nächstes: Schritt 1 von {count}, {title} (Weiter startet die Führung)</translation>
    </message>
    <message>
        <source>Next: step {number} of {count}, {title}</source>
        <translation>Als Nächstes: Schritt {number} von {count}, {title}</translation>
    </message>
    <message>
        <source>Next: nothing; this is the last step (Esc leaves the walkthrough)</source>
        <translation>Als Nächstes: nichts; das ist der letzte Schritt (Esc verlässt die Führung)</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Schritt {number} von {count}</translation>
    </message>
    <message>
        <source>Elapsed {time}</source>
        <translation>Vergangen {time}</translation>
    </message>
    <message>
        <source>Elapsed {time}  (paused)</source>
        <translation>Vergangen {time}  (angehalten)</translation>
    </message>
    <message>
        <source>Time since the timer was started, pauses not counted</source>
        <translation>Zeit seit dem Start des Timers, ohne Pausen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
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
        <source>Property: what it measures</source>
        <translation>Eigenschaft: was sie misst</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>Diese Tabelle</translation>
    </message>
    <message>
        <source>Sinusoidal</source>
        <translation>Sinusförmig</translation>
    </message>
    <message>
        <source>{name}:
{meaning}</source>
        <extracomment>a score&apos;s name, and on the next line what it measures</extracomment>
        <translation>{name}:
{meaning}</translation>
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
    <name>ErrorText</name>
    <message>
        <source>The log file {path} cannot be written ({reason}); posviz goes on without a log.</source>
        <translation>Die Protokolldatei {path} kann nicht geschrieben werden ({reason}); posviz arbeitet ohne Protokoll weiter.</translation>
    </message>
    <message>
        <source>Something went wrong and was not done: {reason}. posviz kept its last good state.</source>
        <translation>Etwas ist schiefgegangen und wurde nicht ausgeführt: {reason}. posviz hat seinen letzten guten Zustand behalten.</translation>
    </message>
</context>
<context>
    <name>ExportNames</name>
    <message>
        <source>Whole window</source>
        <translation>Ganzes Fenster</translation>
    </message>
    <message>
        <source>Embedding table E</source>
        <translation>Einbettungstabelle E</translation>
    </message>
    <message>
        <source>Z, the input to layer 1</source>
        <translation>Z, die Eingabe für Schicht 1</translation>
    </message>
    <message>
        <source>Token row + position row</source>
        <translation>Token-Zeile + Positionszeile</translation>
    </message>
    <message>
        <source>Position heatmap</source>
        <translation>Positions-Heatmap</translation>
    </message>
    <message>
        <source>Position similarity (cosine)</source>
        <translation>Positionsähnlichkeit (Kosinus)</translation>
    </message>
    <message>
        <source>Position table&apos;s principal components</source>
        <translation>Hauptkomponenten der Positionstabelle</translation>
    </message>
    <message>
        <source>RoPE&apos;s long-range bound</source>
        <translation>RoPEs Schranke für große Abstände</translation>
    </message>
    <message>
        <source>cannot tell the format from no extension; end the file name with {endings}</source>
        <translation>ohne Dateiendung ist das Format nicht zu erkennen; lassen Sie den Dateinamen auf {endings} enden</translation>
    </message>
    <message>
        <source>cannot tell the format from {suffix}; end the file name with {endings}</source>
        <translation>an {suffix} ist das Format nicht zu erkennen; lassen Sie den Dateinamen auf {endings} enden</translation>
    </message>
    <message>
        <source>unknown panel {panel}; choose one of {panels}</source>
        <translation>unbekannter Bereich {panel}; wählen Sie einen von {panels}</translation>
    </message>
    <message>
        <source>the whole window is a picture: export it as .png or .svg, not .{format} (panels with tables: {panels})</source>
        <translation>das ganze Fenster ist ein Bild: Exportieren Sie es als .png oder .svg, nicht als .{format} (Bereiche mit Tabellen: {panels})</translation>
    </message>
    <message>
        <source>the sentence has no tokens, so there is no sum to export</source>
        <translation>der Satz hat keine Token, also gibt es keine Summe zu exportieren</translation>
    </message>
    <message>
        <source>the {panel} view has no table of numbers; choose one of {panels}</source>
        <translation>die Ansicht {panel} hat keine Zahlentabelle; wählen Sie eine von {panels}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>cannot make a {width} × {height} image at {scale}× (out of memory?)</source>
        <translation>ein Bild mit {width} × {height} in {scale}× lässt sich nicht anlegen (kein Speicher mehr?)</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not save the PNG</source>
        <translation>{path} kann nicht geschrieben werden: Qt konnte das PNG nicht speichern</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not start the SVG</source>
        <translation>{path} kann nicht geschrieben werden: Qt konnte das SVG nicht beginnen</translation>
    </message>
</context>
<context>
    <name>FamilyTable</name>
    <message>
        <source>No token-type row and no normalisation before block 1 (its normalisation is inside the block).</source>
        <translation>Keine Token-Typ-Zeile und keine Normalisierung vor Block 1 (seine Normalisierung liegt im Block).</translation>
    </message>
    <message>
        <source>No token-type row and no normalisation before block 1: it receives z itself (its LayerNorm ln_1 is inside the block).</source>
        <translation>Keine Token-Typ-Zeile und keine Normalisierung vor Block 1: Er erhält z selbst (seine LayerNorm ln_1 liegt im Block).</translation>
    </message>
    <message>
        <source>No token-type row.</source>
        <translation>Keine Token-Typ-Zeile.</translation>
    </message>
    <message>
        <source>No token-type (segment) table: DistilBERT dropped it.</source>
        <translation>Keine Token-Typ-Tabelle (Segmente): DistilBERT hat sie weggelassen.</translation>
    </message>
    <message>
        <source>No LayerNorm before block 1: XLM-R XL normalises inside each block (pre-LayerNorm).</source>
        <translation>Keine LayerNorm vor Block 1: XLM-R XL normalisiert in jedem Block (Pre-LayerNorm).</translation>
    </message>
    <message>
        <source>No token-type (segment) table.</source>
        <translation>Keine Token-Typ-Tabelle (Segmente).</translation>
    </message>
    <message>
        <source>posviz does not know this kind of model: config.json says model_type {model_type} (architectures {architectures}, tensors {sample}), and posviz opens only input layers it has checked against the reference library. Known families: {known}.</source>
        <translation>posviz kennt diese Art Modell nicht: config.json nennt model_type {model_type} (Architekturen {architectures}, Tensoren {sample}), und posviz öffnet nur Eingabeschichten, die es mit der Referenzbibliothek geprüft hat. Bekannte Familien: {known}.</translation>
    </message>
    <message>
        <source>posviz does not know this kind of model: config.json has no model_type, architectures {architectures}, and its tensors include {sample}. Known families: {known}.</source>
        <translation>posviz kennt diese Art Modell nicht: config.json hat kein model_type, die Architekturen {architectures}, und unter seinen Tensoren sind {sample}. Bekannte Familien: {known}.</translation>
    </message>
    <message>
        <source>config.json names no model_type; posviz read it as {family} from its architecture name {architecture}.</source>
        <translation>config.json nennt kein model_type; posviz hat es anhand seines Architekturnamens {architecture} als {family} gelesen.</translation>
    </message>
    <message>
        <source>config.json names no model_type or known architecture; posviz read it as {family} from its tensor names ({tensor}).</source>
        <translation>config.json nennt weder model_type noch eine bekannte Architektur; posviz hat es anhand seiner Tensornamen ({tensor}) als {family} gelesen.</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>posviz lecture state (*.posviz);;All files (*)</source>
        <translation>posviz-Vorlesungsstand (*.posviz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>NumPy array (*.npy)</source>
        <translation>NumPy-Array (*.npy)</translation>
    </message>
    <message>
        <source>PNG at 2× (for slides)…</source>
        <translation>PNG in 2× (für Folien)…</translation>
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
        <translation>CSV-Tabelle…</translation>
    </message>
    <message>
        <source>NumPy .npy…</source>
        <translation>NumPy .npy…</translation>
    </message>
    <message>
        <source>&amp;Open lecture state…</source>
        <translation>Vorlesungsstand ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save lecture state</source>
        <translation>Vorlesungsstand &amp;speichern</translation>
    </message>
    <message>
        <source>Save lecture state &amp;as…</source>
        <translation>Vorlesungsstand speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Add this view as the next prepared sentence</source>
        <translation>Diese Ansicht als nächsten vorbereiteten Satz &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove this prepared sentence</source>
        <translation>Diesen vorbereiteten Satz &amp;entfernen</translation>
    </message>
    <message>
        <source>Lesson page…</source>
        <translation>Lektionsseite…</translation>
    </message>
    <message>
        <source>&amp;Record…</source>
        <translation>&amp;Aufnehmen…</translation>
    </message>
    <message>
        <source>&amp;Prepared sentences</source>
        <translation>&amp;Vorbereitete Sätze</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>Copy the picture</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <source>Open a lecture state</source>
        <translation>Vorlesungsstand öffnen</translation>
    </message>
    <message>
        <source>Cannot open the lecture state</source>
        <translation>Der Vorlesungsstand kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{reason}

Nothing was changed.</source>
        <translation>{reason}

Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Opened {name}: prepared sentence {number} of {count}</source>
        <translation>{name} geöffnet: vorbereiteter Satz {number} von {count}</translation>
    </message>
    <message>
        <source>Save the lecture state</source>
        <translation>Vorlesungsstand speichern</translation>
    </message>
    <message>
        <source>Cannot save the lecture state</source>
        <translation>Der Vorlesungsstand kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>{reason}

Nothing was overwritten; choose another place.</source>
        <translation>{reason}

Nichts wurde überschrieben; wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>Saved the lecture state to {path}</source>
        <translation>Vorlesungsstand gespeichert in {path}</translation>
    </message>
    <message>
        <source>Export: {panel}</source>
        <translation>Exportieren: {panel}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>{reason}

No file was changed.</source>
        <translation>{reason}

Keine Datei wurde geändert.</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Exportiert nach {path}</translation>
    </message>
</context>
<context>
    <name>FocusRingText</name>
    <message>
        <source>Focus ring</source>
        <translation>Fokusrahmen</translation>
    </message>
    <message>
        <source>Marks the control that has the keyboard</source>
        <translation>Markiert das Steuerelement, das die Tastatur hat</translation>
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
    <name>HelpText</name>
    <message>
        <source>Text becomes token ids</source>
        <translation>Aus Text werden Token-IDs</translation>
    </message>
    <message>
        <source>the tokenizer cuts the sentence into tokens and gives each an id; an id is only a row number of the table E, not a quantity.</source>
        <translation>der Tokenizer zerlegt den Satz in Token und gibt jedem eine ID; eine ID ist nur eine Zeilennummer der Tabelle E, keine Größe.</translation>
    </message>
    <message>
        <source>An id picks a row of E</source>
        <translation>Eine ID wählt eine Zeile von E</translation>
    </message>
    <message>
        <source>E has one learned row per token of the vocabulary (|V| × d_model). A sentence of L tokens reads L rows: L × d_model, however large the vocabulary.</source>
        <translation>E hat eine gelernte Zeile pro Token des Vokabulars (|V| × d_model). Ein Satz aus L Token liest L Zeilen: L × d_model, wie groß das Vokabular auch ist.</translation>
    </message>
    <message>
        <source>Order is invisible without positions</source>
        <translation>Ohne Positionen ist die Reihenfolge unsichtbar</translation>
    </message>
    <message>
        <source>attention looks at all tokens at once; without position vectors &apos;the dog bit the man&apos; and &apos;the man bit the dog&apos; give the same rows, only reordered (the Word order tab).</source>
        <translation>Attention betrachtet alle Token zugleich; ohne Positionsvektoren ergeben &apos;the dog bit the man&apos; und &apos;the man bit the dog&apos; dieselben Zeilen, nur umgestellt (Reiter Wortstellung).</translation>
    </message>
    <message>
        <source>A vector for each position</source>
        <translation>Ein Vektor für jede Position</translation>
    </message>
    <message>
        <source>the paper&apos;s sinusoids (sin and cos at frequencies base^(-2k/d)), a learned table (GPT-2, BERT), or no vector at all: RoPE rotates queries and keys, ALiBi biases attention scores (Deeper ideas).</source>
        <translation>die Sinuskurven des Artikels (sin und cos mit Frequenzen base^(-2k/d)), eine gelernte Tabelle (GPT-2, BERT) oder gar kein Vektor: RoPE dreht Queries und Keys, ALiBi verschiebt die Attention-Werte (Vertiefung).</translation>
    </message>
    <message>
        <source>Add them: Z</source>
        <translation>Addieren: Z</translation>
    </message>
    <message>
        <source>each token&apos;s row plus its position&apos;s vector, number by number, is one row of Z (L × d_model), the matrix the first transformer block reads.</source>
        <translation>die Zeile jedes Tokens plus der Vektor seiner Position, Zahl für Zahl, ist eine Zeile von Z (L × d_model), der Matrix, die der erste Transformer-Block liest.</translation>
    </message>
    <message>
        <source>Check yourself</source>
        <translation>Selbst prüfen</translation>
    </message>
    <message>
        <source>the Quiz explains every answer; Practice has you write the table and Z in numpy, checked against hidden cases.</source>
        <translation>das Quiz erklärt jede Antwort; unter Übung schreiben Sie die Tabelle und Z in numpy, geprüft an verborgenen Fällen.</translation>
    </message>
    <message>
        <source>the system&apos;s settings store (registry on Windows, defaults on macOS)</source>
        <translation>der Einstellungsspeicher des Systems (Registry unter Windows, defaults unter macOS)</translation>
    </message>
    <message>
        <source>Settings (theme, zoom, colour map, last sentence, window)</source>
        <translation>Einstellungen (Design, Zoom, Farbskala, letzter Satz, Fenster)</translation>
    </message>
    <message>
        <source>Autosave of the lecture state (restored at start)</source>
        <translation>Automatische Sicherung des Vorlesungsstands (beim Start wiederhergestellt)</translation>
    </message>
    <message>
        <source>Practice drafts and progress</source>
        <translation>Übungsentwürfe und Fortschritt</translation>
    </message>
    <message>
        <source>Other data (set-aside damaged files, recent models)</source>
        <translation>Weitere Daten (beiseitegelegte beschädigte Dateien, zuletzt geöffnete Modelle)</translation>
    </message>
    <message>
        <source>Lecture files (.posviz) and exports</source>
        <translation>Vorlesungsdateien (.posviz) und Exporte</translation>
    </message>
    <message>
        <source>where you choose; the first dialog opens in {folder}</source>
        <translation>wo Sie es wählen; der erste Dialog öffnet sich in {folder}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;: {text}</source>
        <comment>a lesson and what it teaches</comment>
        <translation>&lt;b&gt;{title}&lt;/b&gt;: {text}</translation>
    </message>
    <message>
        <source>What posviz teaches</source>
        <translation>Was posviz lehrt</translation>
    </message>
    <message>
        <source>Where posviz keeps its files</source>
        <translation>Wo posviz seine Dateien ablegt</translation>
    </message>
    <message>
        <source>Welcome to posviz</source>
        <translation>Willkommen bei posviz</translation>
    </message>
    <message>
        <source>Welcome to posviz: see how a transformer turns text into the matrix Z its first block reads.</source>
        <translation>Willkommen bei posviz: Sehen Sie, wie ein Transformer Text in die Matrix Z verwandelt, die sein erster Block liest.</translation>
    </message>
    <message>
        <source>Welcome to posviz. Three ways in:</source>
        <translation>Willkommen bei posviz. Drei Wege hinein:</translation>
    </message>
    <message>
        <source>▶ The walkthrough (F6)</source>
        <translation>▶ Die Führung (F6)</translation>
    </message>
    <message>
        <source>Five steps, from text to Z. Right, Space or Page Down moves on; Esc leaves.</source>
        <translation>Fünf Schritte vom Text zu Z. Rechts, Leertaste oder Bild ab geht weiter; Esc beendet.</translation>
    </message>
    <message>
        <source>✎ Type a sentence</source>
        <translation>✎ Einen Satz tippen</translation>
    </message>
    <message>
        <source>Puts the cursor in the sentence box: every panel follows what you type.</source>
        <translation>Setzt den Cursor in das Satzfeld: Jeder Bereich folgt dem, was Sie tippen.</translation>
    </message>
    <message>
        <source>Open a real model (Ctrl+O)</source>
        <translation>Echtes Modell öffnen (Strg+O)</translation>
    </message>
    <message>
        <source>GPT-2, BERT, Llama and others from a folder or the local Hugging Face cache (offline; needs pip install &apos;posviz[real]&apos;).</source>
        <translation>GPT-2, BERT, Llama und andere aus einem Ordner oder dem lokalen Hugging-Face-Cache (offline; braucht pip install &apos;posviz[real]&apos;).</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Closes this welcome. Help → Welcome brings it back.</source>
        <translation>Schließt diese Begrüßung. Hilfe → Willkommen holt sie zurück.</translation>
    </message>
    <message>
        <source>Keys: Tab moves between controls · F1 lists every key · F5 presentation mode · Ctrl+= / Ctrl+- zoom · Esc leaves a mode. Shown once; Help → Welcome brings it back.</source>
        <translation>Tasten: Tab wechselt zwischen Steuerelementen · F1 listet alle Tasten · F5 Präsentationsmodus · Strg+= / Strg+- Zoom · Esc verlässt einen Modus. Einmal gezeigt; Hilfe → Willkommen holt es zurück.</translation>
    </message>
    <message>
        <source>F1 lists every key.</source>
        <translation>F1 listet alle Tasten.</translation>
    </message>
    <message>
        <source>&amp;Welcome and the three ways in</source>
        <translation>&amp;Willkommen und die drei Wege hinein</translation>
    </message>
    <message>
        <source>What the &amp;lessons cover</source>
        <translation>Was die &amp;Lektionen behandeln</translation>
    </message>
    <message>
        <source>Words on the &amp;screen</source>
        <translation>Begriffe auf dem &amp;Bildschirm</translation>
    </message>
    <message>
        <source>Where &amp;files are kept</source>
        <translation>Wo die &amp;Dateien liegen</translation>
    </message>
    <message>
        <source>&amp;About posviz</source>
        <translation>Ü&amp;ber posviz</translation>
    </message>
    <message>
        <source>What the lessons cover</source>
        <translation>Was die Lektionen behandeln</translation>
    </message>
    <message>
        <source>Words on the screen</source>
        <translation>Begriffe auf dem Bildschirm</translation>
    </message>
    <message>
        <source>About posviz</source>
        <translation>Über posviz</translation>
    </message>
</context>
<context>
    <name>InputLayerText</name>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>token + position</source>
        <translation>Token + Position</translation>
    </message>
    <message>
        <source>The model reads at most {length} tokens: the first {length} of the text&apos;s {total} are shown, the rest were cut.</source>
        <translation>Das Modell liest höchstens {length} Token: Die ersten {length} der {total} Token des Texts werden gezeigt, der Rest wurde abgeschnitten.</translation>
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
    <name>LayerSettingsText</name>
    <message>
        <source>settings must be a JSON object</source>
        <translation>die Einstellungen müssen ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>unknown setting(s): {names}</source>
        <translation>unbekannte Einstellung(en): {names}</translation>
    </message>
    <message>
        <source>{model} places tokens with its own positions ({own}); go back to the toy model to try another scheme</source>
        <translation>{model} platziert Token mit eigenen Positionen ({own}); gehen Sie zum Spielzeugmodell zurück, um ein anderes Verfahren zu probieren</translation>
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
    <name>LectureFile</name>
    <message>
        <source>&apos;word_order&apos; must be a list of at most {count} positions</source>
        <translation>&apos;word_order&apos; muss eine Liste von höchstens {count} Positionen sein</translation>
    </message>
    <message>
        <source>its sentence has {count} characters (at most {limit})</source>
        <translation>sein Satz hat {count} Zeichen (höchstens {limit})</translation>
    </message>
    <message>
        <source>its notes have {count} characters (at most {limit})</source>
        <translation>seine Notizen haben {count} Zeichen (höchstens {limit})</translation>
    </message>
    <message>
        <source>it would be {size} MB, and lecture files are at most {limit} MB (so it could not be opened again): remove some prepared sentences or shorten them</source>
        <translation>sie wäre {size} MB groß, Vorlesungsdateien haben aber höchstens {limit} MB (sie ließe sich also nicht wieder öffnen): Entfernen Sie einige vorbereitete Sätze oder kürzen Sie sie</translation>
    </message>
    <message>
        <source>it could not be opened again ({reason})</source>
        <translation>sie ließe sich nicht wieder öffnen ({reason})</translation>
    </message>
    <message>
        <source>its JSON is nested too deeply to be a lecture state</source>
        <translation>ihr JSON ist zu tief verschachtelt für einen Vorlesungsstand</translation>
    </message>
    <message>
        <source>&apos;slides&apos; must be a non-empty list of slides</source>
        <translation>&apos;slides&apos; muss eine nicht leere Liste von Folien sein</translation>
    </message>
    <message>
        <source>it has {count} slides; at most {limit} are allowed</source>
        <translation>sie hat {count} Folien; höchstens {limit} sind erlaubt</translation>
    </message>
    <message>
        <source>slide {number}: {reason}</source>
        <translation>Folie {number}: {reason}</translation>
    </message>
    <message>
        <source>&apos;extra&apos; must be a JSON object</source>
        <translation>&apos;extra&apos; muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({reason})</source>
        <translation>{file}: kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>it is not a text file (not UTF-8), so it is not a lecture state</source>
        <translation>sie ist keine Textdatei (kein UTF-8), also kein Vorlesungsstand</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (the file holds a JSON {kind}, not an object)</source>
        <translation>sie ist kein posviz-Vorlesungsstand (die Datei enthält JSON vom Typ {kind}, kein Objekt)</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (its format is {found}; expected {expected})</source>
        <translation>sie ist kein posviz-Vorlesungsstand (ihr Format ist {found}; erwartet: {expected})</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (it has no &apos;format&apos; field; expected {expected})</source>
        <translation>sie ist kein posviz-Vorlesungsstand (sie hat kein Feld &apos;format&apos;; erwartet: {expected})</translation>
    </message>
    <message>
        <source>its &apos;version&apos; must be a whole number from 1, got {value}</source>
        <translation>ihre &apos;version&apos; muss eine ganze Zahl ab 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>it was written by a newer posviz (format version {version}; this one reads up to {newest}): update posviz to open it</source>
        <translation>sie wurde von einem neueren posviz geschrieben (Formatversion {version}; dieses liest bis {newest}): Aktualisieren Sie posviz, um sie zu öffnen</translation>
    </message>
    <message>
        <source>{what} must be a JSON object, got a {kind}</source>
        <translation>{what} muss ein JSON-Objekt sein, erhalten: {kind}</translation>
    </message>
    <message>
        <source>{what} has unknown field(s): {names}</source>
        <translation>{what} hat unbekannte Felder: {names}</translation>
    </message>
    <message>
        <source>{what} lacks the field(s): {names}</source>
        <translation>{what} fehlen die Felder: {names}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} muss eine ganze Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, got {value}</source>
        <translation>{name} muss zwischen {low} und {high} liegen, erhalten: {value}</translation>
    </message>
    <message>
        <source>{name} must be a number, got {value}</source>
        <translation>{name} muss eine Zahl sein, erhalten: {value}</translation>
    </message>
</context>
<context>
    <name>LectureText</name>
    <message>
        <source>notes have at most {limit} characters; these have {count}</source>
        <translation>Notizen haben höchstens {limit} Zeichen; diese haben {count}</translation>
    </message>
    <message>
        <source>Cannot show prepared sentence {number}: {reason}</source>
        <translation>Vorbereiteter Satz {number} kann nicht gezeigt werden: {reason}</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}: “{sentence}”</source>
        <translation>Vorbereiteter Satz {number} von {count}: „{sentence}“</translation>
    </message>
    <message>
        <source>Cannot add a prepared sentence: {reason}</source>
        <translation>Kein vorbereiteter Satz kann hinzugefügt werden: {reason}</translation>
    </message>
    <message>
        <source>Added as prepared sentence {number} of {count}</source>
        <translation>Als vorbereiteter Satz {number} von {count} hinzugefügt</translation>
    </message>
    <message>
        <source>Removed; now prepared sentence {number} of {count}</source>
        <translation>Entfernt; jetzt vorbereiteter Satz {number} von {count}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Automatische Sicherung fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>The autosave&apos;s place held {kind}, not posviz&apos;s own file; it was renamed to {name} and a new autosave written.</source>
        <translation>Am Ort der automatischen Sicherung lag {kind}, nicht die Datei von posviz; es wurde in {name} umbenannt und eine neue Sicherung geschrieben.</translation>
    </message>
    <message>
        <source>Restored the lecture state saved when posviz last ran.</source>
        <translation>Der beim letzten Lauf von posviz gesicherte Vorlesungsstand wurde wiederhergestellt.</translation>
    </message>
    <message>
        <source>Changes not saved: {reason}</source>
        <translation>Änderungen nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>{reason}

This note stays until a save succeeds.</source>
        <translation>{reason}

Dieser Hinweis bleibt, bis ein Speichern gelingt.</translation>
    </message>
    <message>
        <source>could not rename it ({reason}); autosaving to {name}</source>
        <translation>Umbenennen nicht möglich ({reason}); Sicherung nach {name}</translation>
    </message>
    <message>
        <source>kept it as {name}</source>
        <translation>als {name} aufbewahrt</translation>
    </message>
    <message>
        <source>The autosave could not be restored ({reason}); {kept}. Started from the defaults.</source>
        <translation>Die automatische Sicherung konnte nicht wiederhergestellt werden ({reason}); {kept}. Mit den Voreinstellungen gestartet.</translation>
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
    <name>LimitsText</name>
    <message>
        <source>the text is {length} characters long; posviz encodes at most {most}, so the last sentence that fitted is still shown</source>
        <translation>der Text ist {length} Zeichen lang; posviz kodiert höchstens {most}, also wird weiter der letzte Satz gezeigt, der passte</translation>
    </message>
    <message>
        <source>Z would be {tokens} tokens × {width} = {values} numbers, more than the {most} shown at once; use a shorter text or a smaller d_model</source>
        <translation>Z hätte {tokens} Token × {width} = {values} Zahlen, mehr als die {most}, die auf einmal gezeigt werden; nehmen Sie einen kürzeren Text oder ein kleineres d_model</translation>
    </message>
    <message>
        <source>1 character that no file can hold (lone UTF-16 surrogates) was replaced by �, so the text can be saved</source>
        <translation>1 Zeichen, das keine Datei speichern kann (einzelne UTF-16-Surrogate), wurde durch � ersetzt, damit der Text gespeichert werden kann</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved</source>
        <translation>
            <numerusform>%Ln Zeichen, das keine Datei speichern kann (einzelne UTF-16-Surrogate), wurde durch � ersetzt, damit der Text gespeichert werden kann</numerusform>
            <numerusform>%Ln Zeichen, die keine Datei speichern kann (einzelne UTF-16-Surrogate), wurden durch � ersetzt, damit der Text gespeichert werden kann</numerusform>
        </translation>
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
    <name>MainMenus</name>
    <message>
        <source>Blue – white – red (CET-D1)</source>
        <translation>Blau – Weiß – Rot (CET-D1)</translation>
    </message>
    <message>
        <source>Colour-blind safe: blue – yellow (CET-CBD1)</source>
        <translation>Farbenblind-sicher: Blau – Gelb (CET-CBD1)</translation>
    </message>
    <message>
        <source>Colour-blind safe: tritanopia (CET-CBTD1)</source>
        <translation>Farbenblind-sicher: Tritanopie (CET-CBTD1)</translation>
    </message>
    <message>
        <source>Presenting with a clicker</source>
        <translation>Präsentieren mit einem Presenter</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Full screen, no menus; Esc leaves (F5)</source>
        <translation>Vollbild, keine Menüs; Esc beendet (F5)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;Colour map</source>
        <translation>&amp;Farbskala</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>Bewegung &amp;reduzieren</translation>
    </message>
    <message>
        <source>&amp;Presenting with a clicker…</source>
        <translation>&amp;Präsentieren mit einem Presenter…</translation>
    </message>
    <message>
        <source>posviz keys</source>
        <translation>posviz-Tasten</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Was sie tun</translation>
    </message>
</context>
<context>
    <name>MainWindowText</name>
    <message>
        <source>posviz: how a transformer&apos;s input layer is built</source>
        <translation>posviz: wie die Eingabeschicht eines Transformers entsteht</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
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
    <name>ModelFolderText</name>
    <message>
        <source>the folder has no {name}: posviz needs it to know {what}</source>
        <translation>der Ordner hat keine {name}: posviz braucht sie, um {what} zu kennen</translation>
    </message>
    <message>
        <source>{name} should hold a JSON object</source>
        <translation>{name} sollte ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>{folder} has no weights: no .safetensors file</source>
        <translation>{folder} hat keine Gewichte: keine .safetensors-Datei</translation>
    </message>
    <message>
        <source>posviz reads only safetensors weights, and this folder has {files}: a pickled checkpoint, and loading a pickle runs whatever code it contains, so posviz never opens one. Use the model&apos;s model.safetensors instead (most models publish one).</source>
        <translation>posviz liest nur safetensors-Gewichte, und dieser Ordner hat {files}: einen Pickle-Checkpoint, und das Laden eines Pickles führt beliebigen darin enthaltenen Code aus, deshalb öffnet posviz so etwas nie. Verwenden Sie stattdessen die model.safetensors des Modells (die meisten Modelle veröffentlichen eine).</translation>
    </message>
    <message>
        <source>where each tensor is</source>
        <translation>wo jeder Tensor liegt</translation>
    </message>
    <message>
        <source>{index} has no weight_map</source>
        <translation>{index} hat keine weight_map</translation>
    </message>
    <message>
        <source>{index}: every weight_map value must be a file name (text)</source>
        <translation>{index}: Jeder Wert der weight_map muss ein Dateiname (Text) sein</translation>
    </message>
    <message>
        <source>{index} lists {files}, which the folder does not have (an incomplete download?)</source>
        <translation>{index} nennt {files}, die im Ordner fehlen (ein unvollständiger Download?)</translation>
    </message>
    <message>
        <source>{name} is a link that leads outside the model folder (to {target}): posviz reads only the folder&apos;s own files</source>
        <translation>{name} ist ein Verweis aus dem Modellordner hinaus (nach {target}): posviz liest nur die eigenen Dateien des Ordners</translation>
    </message>
    <message>
        <source>tensor {tensor} is in both {first} and {second}</source>
        <translation>Tensor {tensor} steht sowohl in {first} als auch in {second}</translation>
    </message>
    <message>
        <source>there is no folder {folder}</source>
        <translation>es gibt keinen Ordner {folder}</translation>
    </message>
    <message>
        <source>the model&apos;s family and sizes</source>
        <translation>die Familie und die Größen des Modells</translation>
    </message>
    <message>
        <source>the folder has no tokenizer.json: posviz needs the model&apos;s own tokenizer to turn text into its ids (vocab.txt or merges.txt alone are not enough)</source>
        <translation>der Ordner hat keine tokenizer.json: posviz braucht den eigenen Tokenizer des Modells, um Text in seine IDs zu verwandeln (vocab.txt oder merges.txt allein genügen nicht)</translation>
    </message>
    <message>
        <source>reading config.json and the weights&apos; headers</source>
        <translation>config.json und die Köpfe der Gewichte werden gelesen</translation>
    </message>
    <message>
        <source>reading the position and normalisation tensors</source>
        <translation>die Positions- und Normalisierungstensoren werden gelesen</translation>
    </message>
    <message>
        <source>reading tokenizer.json</source>
        <translation>tokenizer.json wird gelesen</translation>
    </message>
    <message>
        <source>tokenizer.json has {tokens} tokens but the token table only {rows} rows: they do not belong to the same model</source>
        <translation>tokenizer.json hat {tokens} Token, die Token-Tabelle aber nur {rows} Zeilen: Sie gehören nicht zum selben Modell</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>{name} ({family}, real weights)</source>
        <translation>{name} ({family}, echte Gewichte)</translation>
    </message>
</context>
<context>
    <name>ModelLoading</name>
    <message>
        <source>reading the folder</source>
        <translation>beim Lesen des Ordners</translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens</source>
        <translation>
            <numerusform>{name} geöffnet: {family}, |V| = {vocabulary}, d = {width}, bis zu %Ln Token</numerusform>
            <numerusform>{name} geöffnet: {family}, |V| = {vocabulary}, d = {width}, bis zu %Ln Token</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading cancelled: still showing {name}</source>
        <translation>Laden abgebrochen: weiterhin wird {name} gezeigt</translation>
    </message>
    <message>
        <source>&amp;Open model…</source>
        <translation>&amp;Modell öffnen…</translation>
    </message>
    <message>
        <source>Open a model from the local Hugging Face cache or a recent folder (offline)</source>
        <translation>Ein Modell aus dem lokalen Hugging-Face-Cache oder einem zuletzt genutzten Ordner öffnen (offline)</translation>
    </message>
    <message>
        <source>Open model &amp;folder…</source>
        <translation>Modell&amp;ordner öffnen…</translation>
    </message>
    <message>
        <source>Open a real model: a folder with config.json, *.safetensors and tokenizer.json</source>
        <translation>Ein echtes Modell öffnen: ein Ordner mit config.json, *.safetensors und tokenizer.json</translation>
    </message>
    <message>
        <source>Back to the &amp;toy model</source>
        <translation>Zurück zum &amp;Spielzeugmodell</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Opening {path}</source>
        <translation>{path} wird geöffnet</translation>
    </message>
    <message>
        <source>Opening a model</source>
        <translation>Ein Modell wird geöffnet</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
        <translation>Modellordner öffnen (config.json, *.safetensors, tokenizer.json)</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s toy model</source>
        <translation>Zurück zum Spielzeugmodell der Lektion</translation>
    </message>
    <message>
        <source>Could not open the model: {reason}</source>
        <translation>Das Modell konnte nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>Could not open the model</source>
        <translation>Das Modell konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>posviz is still showing {name}.</source>
        <translation>posviz zeigt weiterhin {name}.</translation>
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
    <name>NotesText</name>
    <message>
        <source>No notes for this prepared sentence. Type here to write some: they are saved with the lecture and shown only to you, never in presentation mode.</source>
        <translation>Keine Notizen zu diesem vorbereiteten Satz. Tippen Sie hier, um welche zu schreiben: Sie werden mit der Vorlesung gespeichert und nur Ihnen gezeigt, nie im Präsentationsmodus.</translation>
    </message>
    <message>
        <source>Default notes for step {number} (type to replace them with your own):

{notes}</source>
        <translation>Vorgegebene Notizen für Schritt {number} (tippen Sie, um sie durch eigene zu ersetzen):

{notes}</translation>
    </message>
    <message>
        <source>Speaker notes</source>
        <translation>Sprechernotizen</translation>
    </message>
    <message>
        <source>Speaker &amp;notes</source>
        <translation>Sprecher&amp;notizen</translation>
    </message>
    <message>
        <source>Your notes for the prepared sentence or walkthrough step shown (Ctrl+Shift+N); hidden in presentation mode</source>
        <translation>Ihre Notizen zum gezeigten vorbereiteten Satz oder Schritt der Führung (Strg+Umschalt+N); im Präsentationsmodus verborgen</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count} · walkthrough step {step}</source>
        <translation>Vorbereiteter Satz {number} von {count} · Schritt {step} der Führung</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}</source>
        <translation>Vorbereiteter Satz {number} von {count}</translation>
    </message>
    <message>
        <source>Not kept: {reason}</source>
        <translation>Nicht übernommen: {reason}</translation>
    </message>
</context>
<context>
    <name>OpenModel</name>
    <message>
        <source>The cache in {folder} could not be read ({reason}).</source>
        <translation>Der Cache in {folder} konnte nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <source>No models in the Hugging Face cache ({folder}).</source>
        <translation>Keine Modelle im Hugging-Face-Cache ({folder}).</translation>
    </message>
    <message numerus="yes">
        <source>%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.</source>
        <translation>
            <numerusform>%n Modellrevision im Hugging-Face-Cache ({folder}); {usable} lassen sich öffnen.</numerusform>
            <numerusform>%n Modellrevisionen im Hugging-Face-Cache ({folder}); {usable} lassen sich öffnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a model</source>
        <translation>Ein Modell öffnen</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Vocabulary × width</source>
        <translation>Vokabular × Breite</translation>
    </message>
    <message>
        <source>Size on disk</source>
        <translation>Größe auf der Festplatte</translation>
    </message>
    <message>
        <source>Can be opened</source>
        <translation>Lässt sich öffnen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Choose a folder…</source>
        <translation>Ordner wählen…</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the Hugging Face cache&lt;/b&gt; (nothing is downloaded)</source>
        <translation>&lt;b&gt;Im Hugging-Face-Cache&lt;/b&gt; (nichts wird heruntergeladen)</translation>
    </message>
    <message>
        <source>Opened recently</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>{vocabulary} × {width}</source>
        <translation>{vocabulary} × {width}</translation>
    </message>
    <message>
        <source>usable</source>
        <translation>nutzbar</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
        <translation>Modellordner öffnen (config.json, *.safetensors, tokenizer.json)</translation>
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
    <name>OrderChipsWidget</name>
    <message>
        <source>Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right</source>
        <translation>Wortreihenfolge: ziehe ein Wort auf ein anderes, um es dorthin zu verschieben, oder Alt+Links / Alt+Rechts</translation>
    </message>
</context>
<context>
    <name>PageExport</name>
    <message>
        <source>Export a lesson page</source>
        <translation>Eine Lektionsseite exportieren</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>{reason}

No file was changed.</source>
        <translation>{reason}

Keine Datei wurde geändert.</translation>
    </message>
    <message>
        <source>Exported the lesson page to {path}</source>
        <translation>Lektionsseite exportiert nach {path}</translation>
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
    <name>PlacementText</name>
    <message>
        <source>{problem} (posviz shows only the rotations the model really makes, so it does not guess)</source>
        <translation>{problem} (posviz zeigt nur die Drehungen, die das Modell wirklich ausführt, und rät deshalb nicht)</translation>
    </message>
    <message>
        <source>no scaling</source>
        <translation>keine Skalierung</translation>
    </message>
    <message>
        <source>{count} values, {low} to {high}</source>
        <translation>{count} Werte, {low} bis {high}</translation>
    </message>
    <message>
        <source>{kind} scaling ({parameters}), attention factor {factor}</source>
        <translation>Skalierung {kind} ({parameters}), Attention-Faktor {factor}</translation>
    </message>
    <message>
        <source>all {r}</source>
        <extracomment>{turned} is &quot;all 64&quot; or &quot;the first 32&quot; (dimensions of a head)</extracomment>
        <translation>alle {r}</translation>
    </message>
    <message>
        <source>the first {r}</source>
        <translation>die ersten {r}</translation>
    </message>
    <message>
        <source>k and k + {half}, rotate_half</source>
        <translation>k und k + {half}, rotate_half</translation>
    </message>
    <message>
        <source>2k and 2k + 1, interleaved</source>
        <translation>2k und 2k + 1, verschränkt</translation>
    </message>
    <message>
        <source>RoPE, theta = {theta}, {heads} heads, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
        <translation>RoPE, theta = {theta}, {heads} Köpfe, Kopfdimension {width}: In jedem Kopf drehen sich {turned} Dimensionen paarweise ({pairs}) um p · theta^(-2k/{r}) Radiant in der Attention; {scaling}</translation>
    </message>
    <message>
        <source>RoPE, theta = {theta}, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
        <translation>RoPE, theta = {theta}, Kopfdimension {width}: In jedem Kopf drehen sich {turned} Dimensionen paarweise ({pairs}) um p · theta^(-2k/{r}) Radiant in der Attention; {scaling}</translation>
    </message>
    <message>
        <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total}); the RoPE layers attend only within chunks of {chunk} tokens</source>
        <translation>. Seine NoPE-Schichten drehen nichts und sehen keine Position, nur die kausale Maske: Schicht {listed} ({count} von {total}); die RoPE-Schichten achten nur innerhalb von Abschnitten aus {chunk} Token</translation>
    </message>
    <message>
        <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total})</source>
        <translation>. Seine NoPE-Schichten drehen nichts und sehen keine Position, nur die kausale Maske: Schicht {listed} ({count} von {total})</translation>
    </message>
    <message>
        <source>. Its {kind} layers: {how}</source>
        <translation>. Seine Schichten vom Typ {kind}: {how}</translation>
    </message>
    <message>
        <source>config.json does not say how many attention heads the model has (num_attention_heads / n_head): ALiBi has one slope per head</source>
        <translation>config.json sagt nicht, wie viele Attention-Köpfe das Modell hat (num_attention_heads / n_head): ALiBi hat eine Steigung pro Kopf</translation>
    </message>
    <message>
        <source>ALiBi: nothing is added to the token rows; head h adds m_h · (j − i) to its attention scores, slopes m_h = {slopes} for the {heads} heads</source>
        <translation>ALiBi: Zu den Token-Zeilen wird nichts addiert; Kopf h addiert m_h · (j − i) zu seinen Attention-Werten, Steigungen m_h = {slopes} für die {heads} Köpfe</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p + {offset} (rows 0 to {last} sit at and before the padding index); a padding token reads row {last} and is not counted</source>
        <translation>gelernte Tabelle, {shape}; Position p liest Zeile p + {offset} (die Zeilen 0 bis {last} liegen am und vor dem Padding-Index); ein Padding-Token liest Zeile {last} und wird nicht mitgezählt</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p + {offset} (the first {offset} rows are never used)</source>
        <translation>gelernte Tabelle, {shape}; Position p liest Zeile p + {offset} (die ersten {offset} Zeilen werden nie benutzt)</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p</source>
        <translation>gelernte Tabelle, {shape}; Position p liest Zeile p</translation>
    </message>
    <message>
        <source>fixed sinusoidal table ({convention}), computed by the model&apos;s code, not stored: position p is encoded as {start}, sines in the first half of each row, cosines in the second</source>
        <translation>feste Sinustabelle ({convention}), vom Code des Modells berechnet, nicht gespeichert: Position p wird als {start} kodiert, Sinus in der ersten Hälfte jeder Zeile, Kosinus in der zweiten</translation>
    </message>
    <message>
        <source>{how}; added after the projection to the hidden width (project_in)</source>
        <translation>{how}; nach der Projektion auf die verborgene Breite addiert (project_in)</translation>
    </message>
    <message>
        <source>no position vector and no position inside attention: the blocks read the tokens in order (a recurrence), which is all they know of position</source>
        <translation>kein Positionsvektor und keine Position in der Attention: Die Blöcke lesen die Token der Reihe nach (eine Rekurrenz), mehr wissen sie nicht über die Position</translation>
    </message>
    <message>
        <source>no position vector and no relative positions: as configured, nothing tells this model where a token is</source>
        <translation>kein Positionsvektor und keine relativen Positionen: So konfiguriert, sagt diesem Modell nichts, wo ein Token steht</translation>
    </message>
    <message>
        <source>{how}. {relative}</source>
        <translation>{how}. {relative}</translation>
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
    <name>PositionsText</name>
    <message>
        <source>0 (tensor2tensor and fairseq pad an odd width with a zero column)</source>
        <translation>0 (tensor2tensor und fairseq füllen eine ungerade Breite mit einer Nullspalte auf)</translation>
    </message>
    <message>
        <source>tensor2tensor / fairseq (offset {offset})</source>
        <translation>tensor2tensor / fairseq (Versatz {offset})</translation>
    </message>
    <message>
        <source>paper (Annotated Transformer)</source>
        <translation>Paper (Annotated Transformer)</translation>
    </message>
    <message>
        <source>split halves (Marian)</source>
        <translation>geteilte Hälften (Marian)</translation>
    </message>
    <message>
        <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and, like a trained table, no row for a later position</source>
        <translation>Position {position} liegt hinter dem Ende der gelernten Positionstabelle: Sie hat {rows} Zeilen (Positionen 0 bis {last}) und wie eine trainierte Tabelle keine Zeile für eine spätere Position</translation>
    </message>
    <message>
        <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and no row was ever trained for a later position</source>
        <translation>Position {position} liegt hinter dem Ende der gelernten Positionstabelle: Sie hat {rows} Zeilen (Positionen 0 bis {last}), und für eine spätere Position wurde nie eine Zeile trainiert</translation>
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
    <message>
        <source>no practice task {key}; known: {known}</source>
        <translation>keine Übungsaufgabe {key}; bekannt: {known}</translation>
    </message>
</context>
<context>
    <name>PresenterHelp</name>
    <message>
        <source>Editing “{name}”: its arrows and Enter are its own. Esc gives them back to the walkthrough keys.</source>
        <translation>„{name}“ wird bearbeitet: Pfeiltasten und Enter gehören ihm. Esc gibt sie an die Tasten der Führung zurück.</translation>
    </message>
    <message>
        <source>A clicker&apos;s Next and Back (Right/Left, Page Down/Page Up, Space) move through the five steps of the walkthrough, and its blank button (B or .) blacks the screen out. In the walkthrough and in presentation mode (F5), and before them unless Tab brought the keys to a control, these keys always move the steps, whichever control was touched last; they never change the sentence, a setting or a selection. To type a new sentence, click it or press F2; Enter or Esc gives the keys back to the clicker. With a projector plugged in, F5 shows this window full screen on it and a presenter console on the laptop (the step, what comes next, your notes, the time, what the room sees); the keys work in both, and B blanks only the room&apos;s.</source>
        <translation>Weiter und Zurück eines Presenters (Rechts/Links, Bild ab/Bild auf, Leertaste) gehen durch die fünf Schritte der Führung, und seine Schwarz-Taste (B oder .) schwärzt den Bildschirm. In der Führung und im Präsentationsmodus (F5), und davor, solange Tab die Tasten nicht einem Steuerelement gegeben hat, bewegen diese Tasten immer die Schritte, egal welches Steuerelement zuletzt berührt wurde; sie ändern nie den Satz, eine Einstellung oder eine Auswahl. Um einen neuen Satz zu tippen, klicken Sie ihn an oder drücken F2; Enter oder Esc gibt die Tasten dem Presenter zurück. Mit angeschlossenem Projektor zeigt F5 dieses Fenster dort im Vollbild und eine Referentenkonsole auf dem Laptop (den Schritt, was als Nächstes kommt, Ihre Notizen, die Zeit, was der Saal sieht); die Tasten wirken in beiden, und B schwärzt nur das Bild des Saals.</translation>
    </message>
</context>
<context>
    <name>QtParts</name>
    <message>
        <source>Clear the text</source>
        <translation>Text löschen</translation>
    </message>
    <message>
        <source>More controls</source>
        <translation>Weitere Steuerelemente</translation>
    </message>
</context>
<context>
    <name>QuizFile</name>
    <message>
        <source>cannot read the quiz file {file}: {reason}</source>
        <translation>die Quizdatei {file} ist nicht lesbar: {reason}</translation>
    </message>
    <message>
        <source>{where} a quiz file holds a JSON object with a &quot;questions&quot; list, not {kind}</source>
        <translation>{where} eine Quizdatei enthält ein JSON-Objekt mit einer Liste &quot;questions&quot;, nicht {kind}</translation>
    </message>
    <message>
        <source>{where} this is not a posviz quiz (format {found}, expected {expected})</source>
        <translation>{where} dies ist kein posviz-Quiz (Format {found}, erwartet {expected})</translation>
    </message>
    <message>
        <source>{where} quiz format version {version} is newer than this posviz reads (up to {latest})</source>
        <translation>{where} die Quizformat-Version {version} ist neuer als die, die dieses posviz liest (bis {latest})</translation>
    </message>
    <message>
        <source>{where} field &quot;questions&quot; must be a non-empty list, got {kind}</source>
        <translation>{where} das Feld &quot;questions&quot; muss eine nicht leere Liste sein, erhalten: {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{where} it has %Ln questions; a quiz has at most {most}</source>
        <translation>
            <numerusform>{where} sie hat %Ln Frage; ein Quiz hat höchstens {most}</numerusform>
            <numerusform>{where} sie hat %Ln Fragen; ein Quiz hat höchstens {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}: field &quot;choices&quot; must be a list of 2 to {most} answers, got {kind}</source>
        <translation>{place}: das Feld &quot;choices&quot; muss eine Liste von 2 bis {most} Antworten sein, erhalten: {kind}</translation>
    </message>
    <message>
        <source>{place}: exactly one choice must have &quot;correct&quot;: true, found {count}</source>
        <translation>{place}: genau eine Antwort muss &quot;correct&quot;: true haben, gefunden: {count}</translation>
    </message>
    <message>
        <source>{place} must be a JSON object with &quot;text&quot;, &quot;correct&quot; and &quot;explanation&quot;, not {kind}</source>
        <translation>{place} muss ein JSON-Objekt mit &quot;text&quot;, &quot;correct&quot; und &quot;explanation&quot; sein, nicht {kind}</translation>
    </message>
    <message>
        <source>{place} must be true or false, got {value}</source>
        <translation>{place} muss true oder false sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{place} must be text, got {kind}</source>
        <translation>{place} muss Text sein, erhalten: {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{place} has %Ln characters; at most {most}</source>
        <translation>
            <numerusform>{place} hat %Ln Zeichen; höchstens {most}</numerusform>
            <numerusform>{place} hat %Ln Zeichen; höchstens {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place} must be a token index (0, 1, 2, ...), got {value}</source>
        <translation>{place} muss ein Token-Index sein (0, 1, 2, ...), erhalten: {value}</translation>
    </message>
    <message>
        <source>{place} has unknown setting(s) {unknown}; known: {known}</source>
        <translation>{place} hat unbekannte Einstellung(en) {unknown}; bekannt: {known}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}: {reason}</translation>
    </message>
    <message>
        <source>{place} must be a JSON object, not {kind}</source>
        <translation>{place} muss ein JSON-Objekt sein, nicht {kind}</translation>
    </message>
    <message>
        <source>{place} must be non-empty text, got {kind}</source>
        <translation>{place} muss nicht leerer Text sein, erhalten: {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{place} has %Ln characters; at most {most} are allowed</source>
        <translation>
            <numerusform>{place} hat %Ln Zeichen; höchstens {most} sind erlaubt</numerusform>
            <numerusform>{place} hat %Ln Zeichen; höchstens {most} sind erlaubt</numerusform>
        </translation>
    </message>
    <message>
        <source>{place} holds the code point U+{code} at character {position}, half of a surrogate pair, which is not text</source>
        <translation>{place} enthält bei Zeichen {position} den Codepunkt U+{code}, die Hälfte eines Surrogatpaars, also keinen Text</translation>
    </message>
    <message>
        <source>{place}: unknown field(s) {unknown} (known: {known})</source>
        <translation>{place}: unbekannte(s) Feld(er) {unknown} (bekannt: {known})</translation>
    </message>
    <message>
        <source>{file}:</source>
        <extracomment>the start of every refusal of a quiz file; {file} is the file&apos;s name</extracomment>
        <translation>{file}:</translation>
    </message>
    <message>
        <source>{where} field &quot;{field}&quot;</source>
        <translation>{where} Feld &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>{where} question {number}</source>
        <translation>{where} Frage {number}</translation>
    </message>
    <message>
        <source>{question} (&quot;{prompt}&quot;)</source>
        <translation>{question} („{prompt}“)</translation>
    </message>
    <message>
        <source>{question}, choice {number}</source>
        <translation>{question}, Antwort {number}</translation>
    </message>
    <message>
        <source>{place}: field &quot;{field}&quot;</source>
        <translation>{place}: Feld &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>{place}, &quot;{field}&quot;</source>
        <translation>{place}, &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>empty text</source>
        <translation>leerer Text</translation>
    </message>
    <message>
        <source>text {value}</source>
        <translation>Text {value}</translation>
    </message>
    <message numerus="yes">
        <source>a list of %n</source>
        <translation>
            <numerusform>eine Liste mit %n Element</numerusform>
            <numerusform>eine Liste mit %n Elementen</numerusform>
        </translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>ein Wahrheitswert (true/false)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
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
    <name>RecipeNotes</name>
    <message>
        <source>shapes disagree with config.json: tensor {name} is {shape} but {because}</source>
        <extracomment>{because} is one of the &quot;config.json says …&quot; clauses of this context</extracomment>
        <translation>Die Formen widersprechen config.json: Tensor {name} ist {shape}, aber {because}</translation>
    </message>
    <message>
        <source>config.json says vocab_size = {vocab} and width = {width}</source>
        <translation>config.json sagt vocab_size = {vocab} und Breite = {width}</translation>
    </message>
    <message>
        <source>config.json says {rows} positions (+ {offset} rows before position 0) of width {width}</source>
        <translation>config.json sagt {rows} Positionen (+ {offset} Zeilen vor Position 0) der Breite {width}</translation>
    </message>
    <message>
        <source>config.json says {rows} positions of width {width}</source>
        <translation>config.json sagt {rows} Positionen der Breite {width}</translation>
    </message>
    <message>
        <source>it maps the {width}-wide token rows to the hidden width {hidden}</source>
        <translation>er bildet die {width} breiten Token-Zeilen auf die verborgene Breite {hidden} ab</translation>
    </message>
    <message>
        <source>the hidden width is {hidden}</source>
        <translation>die verborgene Breite ist {hidden}</translation>
    </message>
    <message>
        <source>config.json says type_vocab_size = {types}, width {width}</source>
        <translation>config.json sagt type_vocab_size = {types}, Breite {width}</translation>
    </message>
    <message>
        <source>the LayerNorm must be {width} wide, like the rows it normalises</source>
        <translation>die LayerNorm muss {width} breit sein, wie die Zeilen, die sie normalisiert</translation>
    </message>
    <message>
        <source>config.json: {key} must be true or false, got {value}</source>
        <translation>config.json: {key} muss true oder false sein, nicht {value}</translation>
    </message>
    <message>
        <source>config.json: {key} must be a number, got {value}</source>
        <translation>config.json: {key} muss eine Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (RoPE acts inside attention), so z is the token rows themselves.</source>
        <translation>Kein Positionsvektor: Zu den Token-Zeilen wird nichts addiert (RoPE wirkt in der Attention), also ist z nichts anderes als die Token-Zeilen.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (ALiBi biases the attention scores inside attention), so z is the token rows themselves.</source>
        <translation>Kein Positionsvektor: Zu den Token-Zeilen wird nichts addiert (ALiBi verschiebt die Attention-Werte in der Attention), also ist z nichts anderes als die Token-Zeilen.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (relative positions act inside attention), so z is the token rows themselves.</source>
        <translation>Kein Positionsvektor: Zu den Token-Zeilen wird nichts addiert (relative Positionen wirken in der Attention), also ist z nichts anderes als die Token-Zeilen.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (the model has no positions at all), so z is the token rows themselves.</source>
        <translation>Kein Positionsvektor: Zu den Token-Zeilen wird nichts addiert (das Modell hat überhaupt keine Positionen), also ist z nichts anderes als die Token-Zeilen.</translation>
    </message>
    <message>
        <source>An encoder-decoder model: posviz shows the encoder&apos;s input, what the encoder&apos;s block 1 receives; the decoder embeds its own tokens the same way.</source>
        <translation>Ein Encoder-Decoder-Modell: posviz zeigt die Eingabe des Encoders, also was Block 1 des Encoders erhält; der Decoder bettet seine eigenen Token auf dieselbe Weise ein.</translation>
    </message>
    <message>
        <source>The output layer reuses this token table to score the next token (tied weights).</source>
        <translation>Die Ausgabeschicht verwendet diese Token-Tabelle wieder, um das nächste Token zu bewerten (gebundene Gewichte).</translation>
    </message>
</context>
<context>
    <name>RecipeSteps</name>
    <message>
        <source>Token {where} is the padding token: as the model&apos;s own code does, it gets the padding row (row {row}) and is not counted, so every later token reads the row of one position earlier.</source>
        <translation>Token {where} ist das Padding-Token: Wie im eigenen Code des Modells erhält es die Padding-Zeile (Zeile {row}) und wird nicht mitgezählt, also liest jedes spätere Token die Zeile der Position davor.</translation>
    </message>
    <message>
        <source>+ token type 0</source>
        <translation>+ Token-Typ 0</translation>
    </message>
    <message>
        <source>every token is in segment A, so row 0 of the token-type table is added to it</source>
        <translation>jedes Token liegt in Segment A, also wird Zeile 0 der Token-Typ-Tabelle addiert</translation>
    </message>
    <message>
        <source>{} + token type 0</source>
        <translation>{} + Token-Typ 0</translation>
    </message>
    <message>
        <source>+ position</source>
        <translation>+ Position</translation>
    </message>
    <message>
        <source>the position rows (row p + {offset} of the {width}-wide table) are added after the projection</source>
        <translation>die Positionszeilen (Zeile p + {offset} der {width} breiten Tabelle) werden nach der Projektion addiert</translation>
    </message>
    <message>
        <source>{} + position</source>
        <translation>{} + Position</translation>
    </message>
    <message>
        <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta</source>
        <translation>jede Zeile wird zentriert, auf Varianz 1 skaliert (eps = {eps}), mal gamma plus beta</translation>
    </message>
    <message>
        <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta (this LayerNorm has no beta)</source>
        <translation>jede Zeile wird zentriert, auf Varianz 1 skaliert (eps = {eps}), mal gamma plus beta (diese LayerNorm hat kein beta)</translation>
    </message>
    <message>
        <source>every row is multiplied by {scale} = {value}</source>
        <translation>jede Zeile wird mit {scale} = {value} multipliziert</translation>
    </message>
    <message>
        <source>token × {scale} + position</source>
        <translation>Token × {scale} + Position</translation>
    </message>
    <message>
        <source>the token rows are multiplied by {scale} = {value} before the position rows are added</source>
        <translation>die Token-Zeilen werden mit {scale} = {value} multipliziert, bevor die Positionszeilen addiert werden</translation>
    </message>
    <message>
        <source>each {width}-wide row is multiplied by {name} ({wide} × {width}) plus its bias: the hidden width block 1 works in</source>
        <translation>jede {width} breite Zeile wird mit {name} ({wide} × {width}) multipliziert, plus dessen Bias: die verborgene Breite, in der Block 1 arbeitet</translation>
    </message>
    <message>
        <source>each {width}-wide row is multiplied by {name} ({wide} × {width}): the hidden width block 1 works in</source>
        <translation>jede {width} breite Zeile wird mit {name} ({wide} × {width}) multipliziert: die verborgene Breite, in der Block 1 arbeitet</translation>
    </message>
    <message>
        <source>→ {wide} wide</source>
        <translation>→ {wide} breit</translation>
    </message>
</context>
<context>
    <name>RecordDialogText</name>
    <message>
        <source>MP4 video, H.264 (*.mp4)</source>
        <translation>MP4-Video, H.264 (*.mp4)</translation>
    </message>
    <message>
        <source>WebM video, VP9 (*.webm)</source>
        <translation>WebM-Video, VP9 (*.webm)</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>Animiertes GIF (*.gif)</translation>
    </message>
    <message>
        <source>Animated PNG (*.apng)</source>
        <translation>Animiertes PNG (*.apng)</translation>
    </message>
    <message>
        <source>Record a video</source>
        <translation>Ein Video aufnehmen</translation>
    </message>
    <message>
        <source>{width} × {height}</source>
        <translation>{width} × {height}</translation>
    </message>
    <message>
        <source> frames per second</source>
        <translation> Bilder pro Sekunde</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>long enough to read each caption</source>
        <translation>lang genug, um jede Bildunterschrift zu lesen</translation>
    </message>
    <message>
        <source>&amp;What</source>
        <translation>&amp;Was</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>Frame &amp;rate</source>
        <translation>Bild&amp;rate</translation>
    </message>
    <message>
        <source>&amp;Hold each step</source>
        <translation>Jeden Schritt &amp;halten</translation>
    </message>
    <message>
        <source>&amp;Record…</source>
        <translation>&amp;Aufnehmen…</translation>
    </message>
    <message numerus="yes">
        <source>Recording %Ln frames to {name}…</source>
        <translation>
            <numerusform>%Ln Bild wird in {name} aufgenommen…</numerusform>
            <numerusform>%Ln Bilder werden in {name} aufgenommen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: no file was written.</source>
        <translation>Abgebrochen: Keine Datei wurde geschrieben.</translation>
    </message>
    <message>
        <source>The recording failed, and no file was written: {why}</source>
        <translation>Die Aufnahme ist fehlgeschlagen, keine Datei wurde geschrieben: {why}</translation>
    </message>
    <message>
        <source>Wrote {video} and its captions {captions}.</source>
        <translation>{video} und seine Untertitel {captions} geschrieben.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>The walkthrough: how a transformer&apos;s input layer is built</source>
        <translation>Die Führung: wie die Eingabeschicht eines Transformers entsteht</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z, for each word in turn</source>
        <translation>Token-Zeile + Positionszeile = Zeile von Z, Wort für Wort</translation>
    </message>
    <message>
        <source>The position vectors, scrolled from the first position to the last</source>
        <translation>Die Positionsvektoren, von der ersten bis zur letzten Position durchlaufen</translation>
    </message>
    <message>
        <source>RoPE: one pair of q and k turning as both words move along</source>
        <translation>RoPE: ein Paar aus q und k dreht sich, während beide Wörter weiterrücken</translation>
    </message>
    <message>
        <source>Context extension: each pair&apos;s frequency as the scaling factor grows</source>
        <translation>Kontexterweiterung: die Frequenz jedes Paares, während der Skalierungsfaktor wächst</translation>
    </message>
    <message>
        <source>{name} (d = {width})</source>
        <translation>{name} (d = {width})</translation>
    </message>
    <message>
        <source>the lesson&apos;s toy model (d = {width})</source>
        <translation>das Spielzeugmodell der Lektion (d = {width})</translation>
    </message>
    <message>
        <source>posviz: {what}</source>
        <translation>posviz: {what}</translation>
    </message>
    <message>
        <source>Model: {name}</source>
        <translation>Modell: {name}</translation>
    </message>
    <message>
        <source>Sentence: “{sentence}”</source>
        <translation>Satz: „{sentence}“</translation>
    </message>
    <message>
        <source>Position scheme: {scheme}</source>
        <translation>Positionsschema: {scheme}</translation>
    </message>
    <message>
        <source>{title}. {lines}</source>
        <translation>{title}. {lines}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Step {number} of {count}: {title}</source>
        <translation>Schritt {number} von {count}: {title}</translation>
    </message>
    <message>
        <source>{heading}. {caption}</source>
        <translation>{heading}. {caption}</translation>
    </message>
    <message>
        <source>Positions 0 to {last}, {count} at a time. {what}</source>
        <translation>Positionen 0 bis {last}, jeweils {count}. {what}</translation>
    </message>
    <message>
        <source>Position vectors, as a heatmap</source>
        <translation>Positionsvektoren als Heatmap</translation>
    </message>
    <message>
        <source>Both words move {shift} positions along together: q and k turn by the same angle, so the angle between them, and their score, stay the same: RoPE&apos;s score depends only on the offset m − n.</source>
        <translation>Beide Wörter rücken gemeinsam um {shift} Positionen weiter: q und k drehen sich um denselben Winkel, also bleiben der Winkel zwischen ihnen und ihr Score gleich: Der Score von RoPE hängt nur vom Abstand m − n ab.</translation>
    </message>
    <message>
        <source>The scaling factor grows from {low} to {high}: the slow pairs&apos; frequencies are divided by it, so they turn slowly enough for a longer context, while the fast pairs keep theirs.</source>
        <translation>Der Skalierungsfaktor wächst von {low} auf {high}: Die Frequenzen der langsamen Paare werden durch ihn geteilt, sodass sie sich langsam genug für einen längeren Kontext drehen, während die schnellen Paare ihre behalten.</translation>
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
    <name>SlideText</name>
    <message>
        <source>unknown theme &apos;{theme}&apos; (choose one of {names})</source>
        <translation>unbekanntes Design &apos;{theme}&apos; (wählen Sie eines von {names})</translation>
    </message>
    <message>
        <source>unknown colour map &apos;{name}&apos; (choose one of {names})</source>
        <translation>unbekannte Farbskala &apos;{name}&apos; (wählen Sie eine von {names})</translation>
    </message>
    <message>
        <source>prepared sentence {number} cannot be shown: {reason}</source>
        <translation>vorbereiteter Satz {number} kann nicht gezeigt werden: {reason}</translation>
    </message>
</context>
<context>
    <name>SpeakerNotes</name>
    <message>
        <source>Point at the chips: each is one token and the number under it is its id. An id is a row number and nothing more; ids that are close say nothing about words being alike. In the toy vocabulary “the dog bit the man” becomes [0, 2, 6, 0, 4]: “the” gets id 0 both times. Ask the room what a model could learn from 6 being larger than 2 (nothing).</source>
        <translation>Zeigen Sie auf die Chips: Jeder ist ein Token, und die Zahl darunter ist seine ID. Eine ID ist eine Zeilennummer und sonst nichts; nahe beieinanderliegende IDs sagen nichts über ähnliche Wörter. Im Spielzeugvokabular wird „the dog bit the man“ zu [0, 2, 6, 0, 4]: „the“ bekommt beide Male die ID 0. Fragen Sie den Saal, was ein Modell daraus lernen könnte, dass 6 größer als 2 ist (nichts).</translation>
    </message>
    <message>
        <source>E has one row per vocabulary entry and d columns; the id only says which row to read, there is no formula. The rows were learned in training, so the numbers are features nobody named. The size of E depends on the vocabulary, never on the sentence: a longer text reads more rows, it does not make the table bigger. A repeated word reads the same row every time, so at this point the two “the”s are identical.</source>
        <translation>E hat eine Zeile pro Vokabulareintrag und d Spalten; die ID sagt nur, welche Zeile gelesen wird, es gibt keine Formel. Die Zeilen wurden im Training gelernt, die Zahlen sind also Merkmale, die niemand benannt hat. Die Größe von E hängt vom Vokabular ab, nie vom Satz: Ein längerer Text liest mehr Zeilen, er macht die Tabelle nicht größer. Ein wiederholtes Wort liest jedes Mal dieselbe Zeile, an dieser Stelle sind die beiden „the“ also identisch.</translation>
    </message>
    <message>
        <source>The problem to state first: attention compares every token with every other at once, so without help it cannot tell “the dog bit the man” from “the man bit the dog”. Each row of the heatmap is one position, each column one of the d numbers, the same width as E. With the sinusoidal scheme the values are sin and cos of the position at a different speed per column pair, computed from a formula, not learned; GPT-2 learns this table instead, and RoPE adds no vector here at all (it rotates queries and keys inside attention).</source>
        <translation>Das Problem, das zuerst zu nennen ist: Attention vergleicht jedes Token mit jedem anderen zugleich, ohne Hilfe kann sie also „the dog bit the man“ nicht von „the man bit the dog“ unterscheiden. Jede Zeile der Heatmap ist eine Position, jede Spalte eine der d Zahlen, dieselbe Breite wie E. Beim sinusförmigen Schema sind die Werte sin und cos der Position mit einer eigenen Geschwindigkeit je Spaltenpaar, aus einer Formel berechnet, nicht gelernt; GPT-2 lernt diese Tabelle stattdessen, und RoPE addiert hier gar keinen Vektor (es dreht Queries und Keys innerhalb der Attention).</translation>
    </message>
    <message>
        <source>The position vector is added to the token&apos;s row number by number, not placed beside it, so the width stays d. Now the same word at two positions gives two different rows: in the toy model (sinusoidal, d = 6) “the” at position 0 and at position 3 differ by up to 1.99 in one column. Ask what would happen with positions switched off (the two rows would be equal again).</source>
        <translation>Der Positionsvektor wird zur Zeile des Tokens Zahl für Zahl addiert, nicht daneben gestellt, die Breite bleibt also d. Jetzt ergibt dasselbe Wort an zwei Positionen zwei verschiedene Zeilen: im Spielzeugmodell (sinusförmig, d = 6) unterscheiden sich „the“ an Position 0 und an Position 3 in einer Spalte um bis zu 1,99. Fragen Sie, was mit ausgeschalteten Positionen geschähe (die beiden Zeilen wären wieder gleich).</translation>
    </message>
    <message>
        <source>Z has one row per token and d columns: L × d, whatever the size of the vocabulary. This is what the first transformer block reads. The queries, keys and values are computed from Z later, inside attention; the position vectors are not Q, K or V. The Word order demo shows the point: with positions off, shuffling the words only shuffles Z&apos;s rows.</source>
        <translation>Z hat eine Zeile pro Token und d Spalten: L × d, egal wie groß das Vokabular ist. Das liest der erste Transformer-Block. Queries, Keys und Values werden erst später aus Z berechnet, innerhalb der Attention; die Positionsvektoren sind nicht Q, K oder V. Die Demo Wortstellung zeigt den Punkt: Ohne Positionen mischt das Mischen der Wörter nur die Zeilen von Z.</translation>
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
    <message numerus="yes">
        <source>{moved} of %Ln tokens moved</source>
        <translation>
            <numerusform>{moved} von %Ln Token verschoben</numerusform>
            <numerusform>{moved} von %Ln Token verschoben</numerusform>
        </translation>
    </message>
    <message>
        <source>row {row} {token} from position {position}</source>
        <translation>Zeile {row} {token} von Position {position}</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… und %Ln weitere</numerusform>
            <numerusform>… und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>{moved}: {each}</source>
        <translation>{moved}: {each}</translation>
    </message>
    <message>
        <source>{moved}. Not one number differs from the number beside it in the table on the left.</source>
        <translation>{moved}. Keine einzige Zahl weicht von der Zahl daneben in der linken Tabelle ab.</translation>
    </message>
    <message numerus="yes">
        <source>{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.</source>
        <translation>
            <numerusform>{moved}. {count} von {cells} Zahlen weichen von der Zahl daneben in der linken Tabelle ab (umrahmt), in %Ln Zeile: {listed}.</numerusform>
            <numerusform>{moved}. {count} von {cells} Zahlen weichen von der Zahl daneben in der linken Tabelle ab (umrahmt), in %Ln Zeilen: {listed}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Input layer</source>
        <translation>Eingabeschicht</translation>
    </message>
    <message>
        <source>Word order</source>
        <translation>Wortstellung</translation>
    </message>
    <message>
        <source>Deeper ideas</source>
        <translation>Vertiefung</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Real model</source>
        <translation>Echtes Modell</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>TokenizerChildText</name>
    <message>
        <source>{name} could not be read as a tokenizer ({kind}: {reason})</source>
        <translation>{name} konnte nicht als Tokenizer gelesen werden ({kind}: {reason})</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>{name} konnte nicht als Tokenizer gelesen werden: {reason}</translation>
    </message>
</context>
<context>
    <name>TokenizerText</name>
    <message>
        <source>reading a real model&apos;s tokenizer needs the &apos;tokenizers&apos; package: pip install &apos;posviz[real]&apos; (it works offline, no deep-learning framework needed)</source>
        <translation>um den Tokenizer eines echten Modells zu lesen, braucht es das Paket &apos;tokenizers&apos;: pip install &apos;posviz[real]&apos; (funktioniert offline, ohne Deep-Learning-Framework)</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>{name} konnte nicht als Tokenizer gelesen werden: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{kind}, %Ln tokens</source>
        <translation>
            <numerusform>{kind}, %Ln Token</numerusform>
            <numerusform>{kind}, %Ln Token</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToyModel</name>
    <message>
        <source>posviz&apos;s data file {file} is damaged: {reason}</source>
        <translation>Die Datendatei {file} von posviz ist beschädigt: {reason}</translation>
    </message>
    <message>
        <source>posviz&apos;s data file {file} is damaged: rows are not {width} wide</source>
        <translation>Die Datendatei {file} von posviz ist beschädigt: Die Zeilen sind nicht {width} breit</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>this window has no Deeper ideas tab</source>
        <translation>dieses Fenster hat keinen Reiter Vertiefung</translation>
    </message>
    <message>
        <source>the {view} view is still computing; try again in a moment</source>
        <translation>die Ansicht {view} rechnet noch; versuchen Sie es gleich noch einmal</translation>
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
<context>
    <name>WeightFiles</name>
    <message>
        <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file (the real file is {size} MB): it was never downloaded. Run &apos;git lfs pull&apos; in the model folder, or download the file itself.</source>
        <translation>{name} ist ein Git-LFS-Zeiger, eine kleine Textdatei, die für die echte Datei steht (die echte Datei hat {size} MB): Sie wurde nie heruntergeladen. Führen Sie &apos;git lfs pull&apos; im Modellordner aus oder laden Sie die Datei selbst herunter.</translation>
    </message>
    <message>
        <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file: it was never downloaded. Run &apos;git lfs pull&apos; in the model folder, or download the file itself.</source>
        <translation>{name} ist ein Git-LFS-Zeiger, eine kleine Textdatei, die für die echte Datei steht: Sie wurde nie heruntergeladen. Führen Sie &apos;git lfs pull&apos; im Modellordner aus oder laden Sie die Datei selbst herunter.</translation>
    </message>
    <message>
        <source>{name} is not a safetensors file: its header is not a JSON object</source>
        <translation>{name} ist keine safetensors-Datei: Ihr Kopf ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}</source>
        <translation>{name} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{name} is truncated: it has {size} bytes, fewer than a safetensors header needs (an interrupted download?)</source>
        <translation>{name} ist abgeschnitten: Sie hat {size} Bytes, weniger als ein safetensors-Kopf braucht (ein abgebrochener Download?)</translation>
    </message>
    <message>
        <source>{name} is not a safetensors file: its first 8 bytes announce a {length}-byte header</source>
        <translation>{name} ist keine safetensors-Datei: Ihre ersten 8 Bytes kündigen einen Kopf von {length} Bytes an</translation>
    </message>
    <message>
        <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
        <translation>{name} ist abgeschnitten: Allein ihr Kopf sollte {length} Bytes haben, die Datei hat aber nur {size} (ein abgebrochener Download?)</translation>
    </message>
    <message>
        <source>{name}: the header entry of tensor {tensor} is malformed: {why}</source>
        <translation>{name}: Der Kopfeintrag des Tensors {tensor} ist fehlerhaft: {why}</translation>
    </message>
    <message>
        <source>it must hold dtype, shape and data_offsets, not {keys}</source>
        <translation>er muss dtype, shape und data_offsets enthalten, nicht {keys}</translation>
    </message>
    <message>
        <source>shape must be a list of whole numbers from 0, not {shape}</source>
        <translation>shape muss eine Liste ganzer Zahlen ab 0 sein, nicht {shape}</translation>
    </message>
    <message>
        <source>data_offsets must be two whole numbers from 0, not {offsets}</source>
        <translation>data_offsets müssen zwei ganze Zahlen ab 0 sein, nicht {offsets}</translation>
    </message>
</context>
<context>
    <name>WordOrder</name>
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
