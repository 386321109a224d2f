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
        <translation>Embedding-Tabelle E</translation>
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
        <source>the sentence has no tokens, so there is no sum to export</source>
        <translation>der Satz hat keine Token, also gibt es keine Summe zu exportieren</translation>
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
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>Es gibt keine Sprache „{code}“: Wählen Sie eine von {codes}.</translation>
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
    <name>LessonMessages</name>
    <message>
        <source>the sentence must be text, not {kind}</source>
        <translation>der Satz muss Text sein, nicht {kind}</translation>
    </message>
    <message>
        <source>Cannot use that word order: {reason}</source>
        <translation>Diese Wortstellung ist nicht möglich: {reason}</translation>
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
        <source>Embedding table E (one row per word)</source>
        <translation>Embedding-Tabelle E (eine Zeile pro Wort)</translation>
    </message>
    <message>
        <source>Z: input to layer 1 (position · token)</source>
        <translation>Z: Eingabe für Schicht 1 (Position · Token)</translation>
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
    <name>OptionMessages</name>
    <message>
        <source>unknown theme &apos;{theme}&apos;; choose one of {names}</source>
        <translation>unbekanntes Design &apos;{theme}&apos;; wählen Sie eines von {names}</translation>
    </message>
    <message>
        <source>unknown colour map &apos;{name}&apos;; choose one of {names}</source>
        <translation>unbekannte Farbskala &apos;{name}&apos;; wählen Sie eine von {names}</translation>
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
    <name>Pages</name>
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
        <source>Z</source>
        <comment>the matrix Z, on a button</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Bereiche:</translation>
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
    <message>
        <source>Input layer: E, Z, the addition and the position heatmap</source>
        <translation>Eingabeschicht: E, Z, die Addition und die Positions-Heatmap</translation>
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
    <name>TokenizerText</name>
    <message>
        <source>reading a real model&apos;s tokenizer needs the &apos;tokenizers&apos; package: pip install &apos;posviz[real]&apos; (it works offline, no deep-learning framework needed)</source>
        <translation>um den Tokenizer eines echten Modells zu lesen, braucht es das Paket &apos;tokenizers&apos;: pip install &apos;posviz[real]&apos; (funktioniert offline, ohne Deep-Learning-Framework)</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>{name} konnte nicht als Tokenizer gelesen werden: {reason}</translation>
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
        <source>{name} is not a safetensors file: its first 8 bytes announce a header of {length} bytes</source>
        <translation>{name} ist keine safetensors-Datei: Ihre ersten 8 Bytes kündigen einen Kopf von {length} Bytes an</translation>
    </message>
    <message>
        <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
        <translation>{name} ist abgeschnitten: Allein ihr Kopf sollte {length} Bytes haben, die Datei hat aber nur {size} (ein abgebrochener Download?)</translation>
    </message>
</context>
</TS>
