<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CompareCaptions</name>
    <message>
        <source>Compare one to {most} models, not {count}.</source>
        <translation>Compare entre uno y {most} modelos, no {count}.</translation>
    </message>
    <message>
        <source>Type a sentence to compare how the models read it.</source>
        <translation>Escriba una frase para comparar cómo la leen los modelos.</translation>
    </message>
    <message>
        <source>{name} could not read this sentence: {reason}</source>
        <translation>{name} no pudo leer esta frase: {reason}</translation>
    </message>
    <message>
        <source>{model} has no token for “{word}”: it becomes the unknown token (id {id}).</source>
        <translation>{model} no tiene ningún token para «{word}»: se convierte en el token desconocido (id {id}).</translation>
    </message>
    <message>
        <source>{model} keeps “{word}” as one token.</source>
        <translation>{model} mantiene «{word}» como un solo token.</translation>
    </message>
    <message numerus="yes">
        <source>{model} cuts “{word}” into %Ln tokens.</source>
        <translation>
            <numerusform>{model} divide «{word}» en %Ln token.</numerusform>
            <numerusform>{model} divide «{word}» en %Ln tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.</source>
        <translation>
            <numerusform>Todos los modelos leen la frase como %Ln token, pero con ids distintos: un id es solo un número de fila.</numerusform>
            <numerusform>Todos los modelos leen la frase como %Ln tokens, pero con ids distintos: un id es solo un número de fila.</numerusform>
        </translation>
    </message>
    <message>
        <source>{most} needs the most tokens ({most_count}), {fewest} the fewest ({fewest_count}).</source>
        <translation>{most} necesita más tokens ({most_count}); {fewest}, menos ({fewest_count}).</translation>
    </message>
    <message numerus="yes">
        <source>{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.</source>
        <translation>
            <numerusform>{model} lee la frase como %Ln token, {special} de ellos añadidos por el propio modelo.</numerusform>
            <numerusform>{model} lee la frase como %Ln tokens, {special} de ellos añadidos por el propio modelo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{model} reads the sentence as %Ln tokens.</source>
        <translation>
            <numerusform>{model} lee la frase como %Ln token.</numerusform>
            <numerusform>{model} lee la frase como %Ln tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {model}&apos;s tokens are its unknown token: those pieces have no row of their own.</source>
        <translation>
            <numerusform>%Ln token de {model} es su token desconocido: ese trozo no tiene fila propia.</numerusform>
            <numerusform>%Ln tokens de {model} son su token desconocido: esos trozos no tienen fila propia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {model}&apos;s tokens are bytes that are not text on their own.</source>
        <translation>
            <numerusform>%Ln token de {model} es un byte que no es texto por sí solo.</numerusform>
            <numerusform>%Ln tokens de {model} son bytes que no son texto por sí solos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Character {char} is past the end of the sentence (%Ln characters).</source>
        <translation>
            <numerusform>El carácter {char} está más allá del final de la frase (%Ln carácter).</numerusform>
            <numerusform>El carácter {char} está más allá del final de la frase (%Ln caracteres).</numerusform>
        </translation>
    </message>
    <message>
        <source>No token of {model} covers character {char} (“{letter}”): the tokenizer dropped it.</source>
        <translation>Ningún token de {model} cubre el carácter {char} («{letter}»): el tokenizador lo descartó.</translation>
    </message>
    <message>
        <source>Character {char} (“{letter}”) is in {model}&apos;s token {index}, “{label}” (id {id}); its row begins {values}.</source>
        <translation>El carácter {char} («{letter}») está en el token {index} de {model}, «{label}» (id {id}); su fila empieza por {values}.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln rows; {positions}</source>
        <translation>
            <numerusform>{name}: anchura {width}, vocabulario de %Ln fila; {positions}</numerusform>
            <numerusform>{name}: anchura {width}, vocabulario de %Ln filas; {positions}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.</source>
        <translation>
            <numerusform>{name}: anchura {width}, vocabulario de %Ln palabra; posiciones sinusoidales sumadas a la fila de cada token.</numerusform>
            <numerusform>{name}: anchura {width}, vocabulario de %Ln palabras; posiciones sinusoidales sumadas a la fila de cada token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.</source>
        <extracomment>{scheme} is a position scheme&apos;s name in English (learned, rope, none)</extracomment>
        <translation>
            <numerusform>{name}: anchura {width}, vocabulario de %Ln palabra; esquema de posiciones «{scheme}».</numerusform>
            <numerusform>{name}: anchura {width}, vocabulario de %Ln palabras; esquema de posiciones «{scheme}».</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareTab</name>
    <message>
        <source>Add two to four models to compare how they read the sentence: the toy, a model folder or a recent one.</source>
        <translation>Añada de dos a cuatro modelos para comparar cómo leen la frase: el de juguete, una carpeta de modelo o uno reciente.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n models can be compared side by side: remove one first.</source>
        <translation>
            <numerusform>Se puede comparar como máximo %n modelo a la vez: quite uno primero.</numerusform>
            <numerusform>Se pueden comparar como máximo %n modelos a la vez: quite uno primero.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the toy model</source>
        <translation>Añadir el modelo de juguete</translation>
    </message>
    <message>
        <source>Add a model folder…</source>
        <translation>Añadir una carpeta de modelo…</translation>
    </message>
    <message>
        <source>Remove the last model</source>
        <translation>Quitar el último modelo</translation>
    </message>
    <message>
        <source>Add a recently opened model</source>
        <translation>Añadir un modelo abierto recientemente</translation>
    </message>
    <message>
        <source>Character of the sentence to follow through each model</source>
        <translation>Carácter de la frase que se sigue en cada modelo</translation>
    </message>
    <message>
        <source>character {number}</source>
        <translation>carácter {number}</translation>
    </message>
    <message>
        <source>Add a recent model…</source>
        <translation>Añadir un modelo reciente…</translation>
    </message>
    <message>
        <source>Choose a model folder to compare</source>
        <translation>Elija una carpeta de modelo para comparar</translation>
    </message>
    <message>
        <source>Reading {folder}: {what} ({percent} %).</source>
        <extracomment>{what} is the loader&apos;s own words on the file being read (English for now)</extracomment>
        <translation>Leyendo {folder}: {what} ({percent} %).</translation>
    </message>
    <message>
        <source>{folder} cannot be compared: {reason}</source>
        <translation>{folder} no se puede comparar: {reason}</translation>
    </message>
    <message>
        <source>Comparing {names}; the main view keeps its own model.</source>
        <translation>Comparando {names}; la vista principal conserva su propio modelo.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{model}: %Ln tokens: {tokens}.</source>
        <translation>
            <numerusform>{model}: %Ln token: {tokens}.</numerusform>
            <numerusform>{model}: %Ln tokens: {tokens}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens of each model, aligned by the characters they cover</source>
        <translation>Tokens de cada modelo, alineados por los caracteres que cubren</translation>
    </message>
    <message>
        <source>Length of each row block 1 receives, along the sentence</source>
        <translation>Longitud de cada fila que recibe el bloque 1, a lo largo de la frase</translation>
    </message>
    <message>
        <source>character of the sentence (middle of each token)</source>
        <translation>carácter de la frase (centro de cada token)</translation>
    </message>
    <message>
        <source>row length ‖x‖</source>
        <translation>longitud de fila ‖x‖</translation>
    </message>
    <message>
        <source>{model}: row lengths {values}.</source>
        <translation>{model}: longitudes de fila {values}.</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>No existe el idioma «{code}»: elija uno de {codes}.</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
</TS>
