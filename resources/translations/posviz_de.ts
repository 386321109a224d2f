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
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>Es gibt keine Sprache „{code}“: Wählen Sie eine von {codes}.</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
</context>
</TS>
