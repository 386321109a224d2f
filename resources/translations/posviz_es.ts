<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AdditionCaptions</name>
    <message>
        <source>No sentence yet. Type one above: each word&apos;s table row and the vector for its position will be added here, one dimension at a time.</source>
        <translation>Todavía no hay frase. Escriba una arriba: la fila de la tabla de cada palabra y el vector de su posición se sumarán aquí, una dimensión cada vez.</translation>
    </message>
    <message>
        <source>“{word}” at position {position}</source>
        <translation>«{word}» en la posición {position}</translation>
    </message>
    <message>
        <source>its row of E</source>
        <translation>su fila de E</translation>
    </message>
    <message>
        <source>zeros (E has no row for it)</source>
        <translation>ceros (E no tiene fila para ella)</translation>
    </message>
    <message>
        <source>RoPE adds nothing here</source>
        <translation>RoPE no suma nada aquí</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here</source>
        <translation>ALiBi no suma nada aquí</translation>
    </message>
    <message>
        <source>relative positions add nothing here</source>
        <translation>las posiciones relativas no suman nada aquí</translation>
    </message>
    <message>
        <source>no position vector is added yet</source>
        <translation>todavía no se suma ningún vector de posición</translation>
    </message>
    <message>
        <source>no position vector is added</source>
        <translation>no se suma ningún vector de posición</translation>
    </message>
    <message>
        <source>{head}: {why}, so row {position} of Z = {own}, unchanged.</source>
        <translation>{head}: {why}, así que la fila {position} de Z = {own}, sin cambios.</translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = row {position} of Z.</source>
        <translation>{head}: {own} + el vector de la posición {position} = fila {position} de Z.</translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = z; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation>{head}: {own} + el vector de la posición {position} = z; la fila {position} de Z, lo que recibe el bloque 1, es {formula}.</translation>
    </message>
    <message>
        <source>{head}: {why}, so z = {own}; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation>{head}: {why}, así que z = {own}; la fila {position} de Z, lo que recibe el bloque 1, es {formula}.</translation>
    </message>
    <message>
        <source>Token row + position row = z, which this model&apos;s further steps turn into Z</source>
        <translation>Fila del token + fila de posición = z, que los pasos siguientes de este modelo convierten en Z</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation>Fila del token + fila de posición = fila de Z</translation>
    </message>
    <message>
        <source>Token row = z, which this model&apos;s further steps turn into Z: {why}</source>
        <translation>Fila del token = z, que los pasos siguientes de este modelo convierten en Z: {why}</translation>
    </message>
    <message>
        <source>Token row = row of Z: {why}</source>
        <translation>Fila del token = fila de Z: {why}</translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: the position comes in later, inside attention, where each query and key is rotated by an angle that grows with its position.</source>
        <translation>RoPE no suma nada a Z: la posición entra más tarde, dentro de la atención, donde cada consulta y cada clave giran un ángulo que crece con su posición.</translation>
    </message>
    <message>
        <source>Positions are switched off: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation>Las posiciones están desactivadas: la fila de posición es toda ceros. Intercambie dos palabras y Z solo intercambia filas, así que el modelo no puede distinguir el orden de las palabras.</translation>
    </message>
    <message>
        <source>The position scheme is “none”: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation>El esquema de posiciones es «ninguno»: la fila de posición es toda ceros. Intercambie dos palabras y Z solo intercambia filas, así que el modelo no puede distinguir el orden de las palabras.</translation>
    </message>
    <message>
        <source>No position vector is added to these token rows; this model places tokens this way: {kind} (the position view and the Real model tab say how).</source>
        <translation>A estas filas de tokens no se les suma ningún vector de posición; este modelo coloca los tokens así: {kind} (la vista de posiciones y la pestaña Modelo real explican cómo).</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the id {id} ({unk}), and the table has no row for it, so its token row is all zeros.</source>
        <translation>«{word}» no está en el vocabulario: recibe el id {id} ({unk}), y la tabla no tiene fila para ella, así que su fila de token es toda ceros.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table and the learned position table hold seeded random values, not trained ones.</source>
        <translation>Números ilustrativos: la tabla de tokens de anchura {width} y la tabla de posiciones aprendida contienen valores aleatorios con semilla fija, no entrenados.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table holds seeded random values, not trained ones.</source>
        <translation>Números ilustrativos: la tabla de tokens de anchura {width} contiene valores aleatorios con semilla fija, no entrenados.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the learned position table holds seeded random values, not trained ones.</source>
        <translation>Números ilustrativos: la tabla de posiciones aprendida contiene valores aleatorios con semilla fija, no entrenados.</translation>
    </message>
    <message>
        <source>“{word}” (id {id})</source>
        <translation>«{word}» (id {id})</translation>
    </message>
    <message>
        <source>“{word}” (no row)</source>
        <translation>«{word}» (sin fila)</translation>
    </message>
    <message>
        <source>row {position} of Z</source>
        <translation>fila {position} de Z</translation>
    </message>
    <message>
        <source>z, row {position}</source>
        <translation>z, fila {position}</translation>
    </message>
    <message>
        <source>position {position}</source>
        <translation>posición {position}</translation>
    </message>
    <message>
        <source>dim {index}</source>
        <translation>dim. {index}</translation>
    </message>
    <message>
        <source>dims {first}–{last} of {width}</source>
        <translation>dims. {first}–{last} de {width}</translation>
    </message>
</context>
<context>
    <name>AdditionPanel</name>
    <message>
        <source>Vector addition</source>
        <translation>Suma de vectores</translation>
    </message>
    <message>
        <source>Token row plus position row equals row of Z, by dimension</source>
        <translation>Fila del token más fila de posición es igual a fila de Z, por dimensión</translation>
    </message>
    <message>
        <source>{arrow} Replay</source>
        <translation>{arrow} Repetir</translation>
    </message>
    <message>
        <source>Play the addition again</source>
        <translation>Reproducir la suma otra vez</translation>
    </message>
    <message>
        <source>Earlier dimensions</source>
        <translation>Dimensiones anteriores</translation>
    </message>
    <message>
        <source>Later dimensions</source>
        <translation>Dimensiones siguientes</translation>
    </message>
    <message>
        <source>{caption} Token + position = z: {sums}.</source>
        <translation>{caption} Token + posición = z: {sums}.</translation>
    </message>
    <message>
        <source>{description} Dimensions {first} to {last} of {width} are read out.</source>
        <translation>{description} Se leen las dimensiones {first} a {last} de {width}.</translation>
    </message>
</context>
<context>
    <name>BusyIndicatorWords</name>
    <message>
        <source>Encoding in the background; the panels show the previous state</source>
        <translation>Codificando en segundo plano; los paneles muestran el estado anterior</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop waiting: keep the state shown and drop the encode&apos;s result</source>
        <translation>Dejar de esperar: conservar el estado mostrado y descartar el resultado de la codificación</translation>
    </message>
</context>
<context>
    <name>CodeEditorWords</name>
    <message>
        <source>Line numbers</source>
        <translation>Números de línea</translation>
    </message>
    <message>
        <source>The number of each line of the code, as error messages quote them</source>
        <translation>El número de cada línea del código, tal como lo citan los mensajes de error</translation>
    </message>
    <message>
        <source>Tab indents, Shift+Tab unindents; Ctrl+Tab moves to the next control and Ctrl+Shift+Tab to the previous one; Ctrl+Return checks the code.</source>
        <translation>Tab sangra, Mayús+Tab quita la sangría; Ctrl+Tab pasa al control siguiente y Ctrl+Mayús+Tab al anterior; Ctrl+Intro comprueba el código.</translation>
    </message>
</context>
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
    <name>Controls</name>
    <message>
        <source>Sinusoidal: paper (interleaved)</source>
        <translation>Sinusoidal: artículo (intercalado)</translation>
    </message>
    <message>
        <source>Sinusoidal: split halves (Marian)</source>
        <translation>Sinusoidal: mitades separadas (Marian)</translation>
    </message>
    <message>
        <source>Sinusoidal: tensor2tensor</source>
        <translation>Sinusoidal: tensor2tensor</translation>
    </message>
    <message>
        <source>Sinusoidal: fairseq (offset 2)</source>
        <translation>Sinusoidal: fairseq (desplazamiento 2)</translation>
    </message>
    <message>
        <source>Learned table (illustrative)</source>
        <translation>Tabla aprendida (ilustrativa)</translation>
    </message>
    <message>
        <source>RoPE (rotates q, k in attention)</source>
        <translation>RoPE (gira q, k en la atención)</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no position scheme</comment>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>paper: interleaved sin/cos (Vaswani et al., Annotated Transformer)</source>
        <translation>artículo: sin/cos intercalados (Vaswani et al., Annotated Transformer)</translation>
    </message>
    <message>
        <source>split halves: all sin, then all cos (Marian)</source>
        <translation>mitades separadas: todos los sin, luego todos los cos (Marian)</translation>
    </message>
    <message>
        <source>tensor2tensor: split, frequency base^(-k/(K-1))</source>
        <translation>tensor2tensor: separado, frecuencia base^(-k/(K-1))</translation>
    </message>
    <message>
        <source>fairseq: tensor2tensor&apos;s table, positions start at 2</source>
        <translation>fairseq: la tabla de tensor2tensor, las posiciones empiezan en 2</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base}, {scaling} scaling)</source>
        <translation>El propio del modelo: {name} (base {base}, escalado {scaling})</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base})</source>
        <translation>El propio del modelo: {name} (base {base})</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (ALiBi biases attention instead)</source>
        <translation>El propio del modelo: {name} (ALiBi sesga la atención en su lugar)</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name}</source>
        <translation>El propio del modelo: {name}</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>{arrow} Walkthrough</source>
        <translation>{arrow} Recorrido</translation>
    </message>
    <message>
        <source>Start the five-step walkthrough (F6); a clicker moves through it</source>
        <translation>Iniciar el recorrido de cinco pasos (F6); un presentador inalámbrico lo hace avanzar</translation>
    </message>
    <message>
        <source>Position scheme</source>
        <translation>Esquema de posiciones</translation>
    </message>
    <message>
        <source>Positions on</source>
        <translation>Posiciones activadas</translation>
    </message>
    <message>
        <source>Add position vectors</source>
        <translation>Sumar vectores de posición</translation>
    </message>
    <message>
        <source>d_model, the width of every vector</source>
        <translation>d_model, la anchura de cada vector</translation>
    </message>
    <message>
        <source>6 is the lesson&apos;s hand-made table; other widths use a seeded random table, marked as illustrative</source>
        <translation>6 es la tabla hecha a mano de la lección; otras anchuras usan una tabla aleatoria con semilla fija, marcada como ilustrativa</translation>
    </message>
    <message>
        <source>Frequency base</source>
        <translation>Base de frecuencias</translation>
    </message>
    <message>
        <source>Positions shown in the heatmap</source>
        <translation>Posiciones mostradas en el mapa de calor</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Posiciones:</translation>
    </message>
    <message>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <source>base:</source>
        <translation>base:</translation>
    </message>
    <message>
        <source>heatmap rows:</source>
        <translation>filas del mapa:</translation>
    </message>
    <message>
        <source>Set by the loaded model; File → Back to the toy model to change it</source>
        <translation>Fijado por el modelo cargado; Archivo → Volver al modelo de juguete para cambiarlo</translation>
    </message>
</context>
<context>
    <name>EmbeddingTable</name>
    <message>
        <source>{id} · (cannot be decoded)</source>
        <translation>{id} · (no se puede decodificar)</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Tabla de embeddings</translation>
    </message>
    <message>
        <source>Embedding table E, one row per vocabulary word</source>
        <translation>Tabla de embeddings E, una fila por palabra del vocabulario</translation>
    </message>
    <message>
        <source>One-hot vector of the focused word</source>
        <translation>Vector one-hot de la palabra enfocada</translation>
    </message>
    <message>
        <source>The focused word&apos;s row of E</source>
        <translation>La fila de E de la palabra enfocada</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (illustrative: seeded random values, not learned). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; es |V| × d = {rows} × {width} = {count} números (ilustrativos: valores aleatorios con semilla fija, no aprendidos). Filas en negrita: palabras de la frase.</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (the lesson&apos;s hand-written values). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; es |V| × d = {rows} × {width} = {count} números (los valores escritos a mano de la lección). Filas en negrita: palabras de la frase.</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (values from the model file). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; es |V| × d = {rows} × {width} = {count} números (valores del archivo del modelo). Filas en negrita: palabras de la frase.</translation>
    </message>
    <message>
        <source>E: {rows} rows × {width} columns, one row per vocabulary token.</source>
        <translation>E: {rows} filas × {width} columnas, una fila por token del vocabulario.</translation>
    </message>
    <message>
        <source>No word is focused.</source>
        <translation>Ninguna palabra está enfocada.</translation>
    </message>
    <message>
        <source>The focused word {word} is not in the vocabulary: no row.</source>
        <translation>La palabra enfocada {word} no está en el vocabulario: no tiene fila.</translation>
    </message>
    <message>
        <source>Focused word {word}, id {id}, row {id}: {values}.</source>
        <translation>Palabra enfocada {word}, id {id}, fila {id}: {values}.</translation>
    </message>
    <message>
        <source>“{word}” (id {id}) is not in the sentence; type it to follow it through the layer.</source>
        <translation>«{word}» (id {id}) no está en la frase; escríbala para seguirla a través de la capa.</translation>
    </message>
    <message>
        <source>No token in focus: type a sentence above.</source>
        <translation>Ningún token enfocado: escriba una frase arriba.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the {unk} id {id}. This table has no row for it, so its token vector is all zeros.</source>
        <translation>«{word}» no está en el vocabulario: recibe el id {id} de {unk}. Esta tabla no tiene fila para ella, así que su vector de token es todo ceros.</translation>
    </message>
    <message>
        <source>Focused: “{word}” → id {id}, row {id} of E</source>
        <translation>Enfocado: «{word}» → id {id}, fila {id} de E</translation>
    </message>
    <message>
        <source>one-hot ({width} wide):</source>
        <translation>one-hot (anchura {width}):</translation>
    </message>
    <message numerus="yes">
        <source>%Ln numbers, all 0 but a single 1 at index {id}</source>
        <translation>
            <numerusform>%Ln número, todos 0 salvo un único 1 en el índice {id}</numerusform>
            <numerusform>%Ln números, todos 0 salvo un único 1 en el índice {id}</numerusform>
        </translation>
    </message>
    <message>
        <source>its row of E ({width} wide):</source>
        <translation>su fila de E (anchura {width}):</translation>
    </message>
    <message numerus="yes">
        <source>Nearest rows by cosine: searching all %Ln rows…</source>
        <translation>
            <numerusform>Filas más cercanas por coseno: buscando en %Ln fila…</numerusform>
            <numerusform>Filas más cercanas por coseno: buscando en las %Ln filas…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nearest rows could not be computed: {reason}</source>
        <translation>No se pudieron calcular las filas más cercanas: {reason}</translation>
    </message>
    <message>
        <source>Nearest rows by cosine: {rows}</source>
        <translation>Filas más cercanas por coseno: {rows}</translation>
    </message>
    <message>
        <source>Between two different one-hot vectors the cosine is always 0: only learned rows can put similar words close together.</source>
        <translation>Entre dos vectores one-hot distintos el coseno siempre es 0: solo las filas aprendidas pueden acercar palabras parecidas.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>5.6e-17 (a number in scientific notation)</source>
        <translation>5.6e-17 (un número en notación científica)</translation>
    </message>
    <message>
        <source>A number such as 5.6e-17 means 5.6 times ten to the power of minus 17: a decimal point followed by sixteen zeros and then 56. A difference that small is the rounding of the computer&apos;s arithmetic, not a real difference, so the two things compared are equal for every purpose that matters here.</source>
        <translation>Un número como 5.6e-17 significa 5,6 por diez elevado a menos 17: una coma decimal seguida de dieciséis ceros y luego 56. Una diferencia tan pequeña es el redondeo de la aritmética del ordenador, no una diferencia real, así que las dos cosas comparadas son iguales a todos los efectos que importan aquí.</translation>
    </message>
    <message>
        <source>perm = [0, 4, 2, 3, 1] (a new order of the words)</source>
        <translation>perm = [0, 4, 2, 3, 1] (un nuevo orden de las palabras)</translation>
    </message>
    <message>
        <source>perm lists where each word of the new order came from. In perm = [0, 4, 2, 3, 1] the word now at position 1 is the one that stood at position 4, and the word now at position 4 is the one from position 1, so the second and the last word have changed places. Every old position appears in the list exactly once: nothing is lost and nothing is doubled.</source>
        <translation>perm indica de dónde viene cada palabra del nuevo orden. En perm = [0, 4, 2, 3, 1] la palabra que ahora está en la posición 1 es la que estaba en la posición 4, y la que ahora está en la posición 4 es la de la posición 1, así que la segunda y la última palabra han cambiado de sitio. Cada posición antigua aparece exactamente una vez: nada se pierde y nada se duplica.</translation>
    </message>
    <message>
        <source>softmax(X Xᵀ/√d) (the attention weights)</source>
        <translation>softmax(X Xᵀ/√d) (los pesos de la atención)</translation>
    </message>
    <message>
        <source>This is how attention decides how much each word looks at every other word. X Xᵀ multiplies every row of X with every row, which gives one score per pair of words: a large score when the two rows point the same way. Dividing by √d, the square root of the row width, keeps the scores from growing just because the rows are wider. Softmax then turns each word&apos;s scores into positive weights that add up to 1.</source>
        <translation>Así decide la atención cuánto mira cada palabra a cada una de las demás. X Xᵀ multiplica cada fila de X por cada fila, lo que da una puntuación por pareja de palabras: alta cuando las dos filas apuntan en la misma dirección. Dividir por √d, la raíz cuadrada de la anchura de las filas, evita que las puntuaciones crezcan solo porque las filas sean más anchas. Después, softmax convierte las puntuaciones de cada palabra en pesos positivos que suman 1.</translation>
    </message>
    <message>
        <source>99.5th percentile (where the colour scale ends)</source>
        <translation>percentil 99,5 (donde termina la escala de colores)</translation>
    </message>
    <message>
        <source>The 99.5th percentile of the sizes of the values is the size that 99.5 % of the values stay below. The colour scale ends there instead of at the largest value, so that a handful of extreme values do not turn every other cell pale. The few values beyond it get the strongest colour of the scale.</source>
        <translation>El percentil 99,5 de los tamaños de los valores es el tamaño por debajo del cual queda el 99,5 % de los valores. La escala de colores termina ahí en lugar de en el valor más grande, para que un puñado de valores extremos no deje pálidas todas las demás celdas. Los pocos valores que lo superan reciben el color más intenso de la escala.</translation>
    </message>
    <message>
        <source>attention factor 1.13863 (RoPE scaling&apos;s sharpening)</source>
        <translation>factor de atención 1,13863 (el afinado del escalado de RoPE)</translation>
    </message>
    <message>
        <source>Some ways of stretching RoPE to longer texts, such as YaRN, also multiply the cos and sin values by a number a little above 1, called the attention factor. For YaRN it is 0.1 × ln(scaling factor) + 1, so a text stretched four times gets 1.13863. It makes the attention scores slightly sharper, which makes up for the positions being spread more thinly. The angles themselves stay as they were.</source>
        <translation>Algunas formas de estirar RoPE a textos más largos, como YaRN, también multiplican los valores de cos y sin por un número algo mayor que 1, llamado factor de atención. Para YaRN es 0,1 × ln(factor de escala) + 1, así que un texto estirado cuatro veces recibe 1,13863. Hace las puntuaciones de atención algo más nítidas, lo que compensa que las posiciones queden más espaciadas. Los ángulos en sí no cambian.</translation>
    </message>
    <message>
        <source>rotate_half (which dimensions RoPE turns together)</source>
        <translation>rotate_half (qué dimensiones gira RoPE juntas)</translation>
    </message>
    <message>
        <source>RoPE turns the dimensions of a head two at a time. rotate_half is the name of the function in the Hugging Face code that pairs the first half of the dimensions with the second half: dimension 0 with dimension d/2, 1 with d/2 + 1, and so on. Meta&apos;s original Llama code and GPT-J pair neighbours instead: 0 with 1, 2 with 3. The angles are the same; only the pairing differs, so weights written for one layout must be reordered for the other.</source>
        <translation>RoPE gira las dimensiones de una cabeza de dos en dos. rotate_half es el nombre de la función del código de Hugging Face que empareja la primera mitad de las dimensiones con la segunda: la dimensión 0 con la dimensión d/2, la 1 con d/2 + 1, y así sucesivamente. El código original de Llama de Meta y GPT-J emparejan vecinas en su lugar: 0 con 1, 2 con 3. Los ángulos son los mismos; solo cambia el emparejamiento, así que los pesos escritos para una disposición deben reordenarse para la otra.</translation>
    </message>
    <message>
        <source>yarn-scaled (RoPE stretched to longer texts)</source>
        <translation>escalado yarn (RoPE estirado a textos más largos)</translation>
    </message>
    <message>
        <source>A model whose RoPE is scaled was made to read texts longer than the ones it was trained on by slowing down how fast its pairs turn, so that far positions get angles it has already seen. The word before “scaled” names the rule. Linear slows every pair by the same factor. YaRN and llama3 leave the fast pairs alone, slow the slow pairs by the full factor and blend the pairs in between; YaRN also sharpens attention with its attention factor. Dynamic scaling slows the pairs only once a text is longer than the training length, and LongRoPE uses a factor of its own for each pair.</source>
        <translation>A un modelo cuyo RoPE está escalado se le hizo leer textos más largos que los de su entrenamiento haciendo que sus parejas giren más despacio, de modo que las posiciones lejanas reciban ángulos que ya ha visto. La palabra que acompaña a «escalado» nombra la regla. Linear ralentiza cada pareja por el mismo factor. YaRN y llama3 dejan las parejas rápidas como están, ralentizan las lentas por el factor completo y mezclan las intermedias; YaRN además afina la atención con su factor de atención. El escalado dinámico solo ralentiza las parejas cuando un texto supera la longitud de entrenamiento, y LongRoPE usa un factor propio para cada pareja.</translation>
    </message>
</context>
<context>
    <name>GlossaryTips</name>
    <message>
        <source>Hover a caption that shows one of these terms to read its explanation there. Every term the panels use without explaining it is listed here.</source>
        <translation>Pase el puntero sobre un texto que muestre uno de estos términos para leer allí su explicación. Aquí se listan todos los términos que los paneles usan sin explicarlos.</translation>
    </message>
    <message>
        <source>Words on the screen</source>
        <translation>Palabras en la pantalla</translation>
    </message>
</context>
<context>
    <name>HeatmapCaptions</name>
    <message>
        <source>sin/cos ({convention}), base {base} · colour scale fixed at −1&#xa0;…&#xa0;+1.</source>
        <translation>sin/cos ({convention}), base {base} · escala de colores fija en −1 … +1.</translation>
    </message>
    <message>
        <source>colour scale ±{level} ({percentile}th percentile of |values|)</source>
        <translation>escala de colores ±{level} (percentil {percentile} de |valores|)</translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows (illustrative random values) · {scale}.</source>
        <translation>
            <numerusform>tabla aprendida, %Ln fila (valores aleatorios ilustrativos) · {scale}.</numerusform>
            <numerusform>tabla aprendida, %Ln filas (valores aleatorios ilustrativos) · {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows · {scale}.</source>
        <translation>
            <numerusform>tabla aprendida, %Ln fila · {scale}.</numerusform>
            <numerusform>tabla aprendida, %Ln filas · {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} table · colour scale {low} … {high}.</source>
        <translation>tabla {name} · escala de colores {low} … {high}.</translation>
    </message>
    <message numerus="yes">
        <source>{caption} The sentence has %Ln tokens: rows 0–{last} are shown.</source>
        <translation>
            <numerusform>{caption} La frase tiene %Ln token: se muestran las filas 0–{last}.</numerusform>
            <numerusform>{caption} La frase tiene %Ln tokens: se muestran las filas 0–{last}.</numerusform>
        </translation>
    </message>
    <message>
        <source>paper</source>
        <translation>artículo</translation>
    </message>
    <message>
        <source>split halves</source>
        <translation>mitades separadas</translation>
    </message>
    <message>
        <source>{name}, offset {offset}</source>
        <translation>{name}, desplazamiento {offset}</translation>
    </message>
    <message>
        <source>Grey bar: the sentence, positions 0–{last}.</source>
        <translation>Barra gris: la frase, posiciones 0–{last}.</translation>
    </message>
    <message>
        <source>{legend} Outlined: “{word}”, position {position}.</source>
        <translation>{legend} Recuadrado: «{word}», posición {position}.</translation>
    </message>
    <message>
        <source>{legend} The focused token, at position {position}, is past the rows shown.</source>
        <translation>{legend} El token enfocado, en la posición {position}, queda más allá de las filas mostradas.</translation>
    </message>
    <message>
        <source>{legend} {how_to}</source>
        <translation>{legend} {how_to}</translation>
    </message>
    <message>
        <source>Hover a cell for its formula; click a sentence row to focus it.</source>
        <translation>Pase el puntero sobre una celda para ver su fórmula; haga clic en una fila de la frase para enfocarla.</translation>
    </message>
    <message>
        <source>Each cell = one position, one dimension (exact values).</source>
        <translation>Cada celda = una posición, una dimensión (valores exactos).</translation>
    </message>
    <message numerus="yes">
        <source>Sampled: each pixel row shows 1 of %Ln positions (no mean).</source>
        <translation>
            <numerusform>Muestra: cada fila de píxeles enseña 1 de %Ln posición (sin media).</numerusform>
            <numerusform>Muestra: cada fila de píxeles enseña 1 de %Ln posiciones (sin media).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel = mean of %Ln positions × {columns} dimensions.</source>
        <translation>
            <numerusform>Cada píxel = media de %Ln posición × {columns} dimensiones.</numerusform>
            <numerusform>Cada píxel = media de %Ln posiciones × {columns} dimensiones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel row = mean of %Ln positions.</source>
        <translation>
            <numerusform>Cada fila de píxeles = media de %Ln posición.</numerusform>
            <numerusform>Cada fila de píxeles = media de %Ln posiciones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel column = mean of %Ln dimensions.</source>
        <translation>
            <numerusform>Cada columna de píxeles = media de %Ln dimensión.</numerusform>
            <numerusform>Cada columna de píxeles = media de %Ln dimensiones.</numerusform>
        </translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation>Este píxel = muestra solo de la posición {middle}, dimensiones {first_dim}–{last_dim}: {value}.</translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation>Este píxel = media de las posiciones {first}–{last}, dimensiones {first_dim}–{last_dim}: {value}.</translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only: {value}.</source>
        <translation>Este píxel = muestra solo de la posición {middle}: {value}.</translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}: {value}.</source>
        <translation>Este píxel = media de las posiciones {first}–{last}: {value}.</translation>
    </message>
    <message>
        <source>pair {pair} · {wave}</source>
        <translation>pareja {pair} · {wave}</translation>
    </message>
    <message>
        <source>Pair 0 (left) turns fastest.</source>
        <translation>La pareja 0 (izquierda) gira más deprisa.</translation>
    </message>
    <message>
        <source>Sines, then cosines: pair 0 of each half turns fastest.</source>
        <translation>Senos, luego cosenos: la pareja 0 de cada mitad gira más deprisa.</translation>
    </message>
    <message>
        <source>Base 1: every column turns at the same speed.</source>
        <translation>Base 1: cada columna gira a la misma velocidad.</translation>
    </message>
    <message>
        <source>Slow waves on the left, fast on the right.</source>
        <translation>Ondas lentas a la izquierda, rápidas a la derecha.</translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column} ({name})</source>
        <translation>posición {position} («{word}») · dimensión {column} ({name})</translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column}</source>
        <translation>posición {position} («{word}») · dimensión {column}</translation>
    </message>
    <message>
        <source>position {position} · dimension {column} ({name})</source>
        <translation>posición {position} · dimensión {column} ({name})</translation>
    </message>
    <message>
        <source>position {position} · dimension {column}</source>
        <translation>posición {position} · dimensión {column}</translation>
    </message>
    <message>
        <source>{where}: {formula}</source>
        <translation>{where}: {formula}</translation>
    </message>
    <message>
        <source>{where}: {value} (illustrative random row {position})</source>
        <translation>{where}: {value} (fila aleatoria ilustrativa {position})</translation>
    </message>
    <message>
        <source>{where}: {value} (learned row {position})</source>
        <translation>{where}: {value} (fila aprendida {position})</translation>
    </message>
    <message>
        <source>{where}: {value}</source>
        <translation>{where}: {value}</translation>
    </message>
    <message>
        <source>each query and key has its dimension pairs {pairs} rotated by position × base^(−2k/d)</source>
        <translation>cada consulta y cada clave tiene sus parejas de dimensiones {pairs} giradas posición × base^(−2k/d)</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}, then {scaling}-scaled</source>
        <translation>cada cabeza de anchura {width} de una consulta o una clave tiene sus parejas de dimensiones {pairs} giradas {angle}, y después con escalado {scaling}</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}</source>
        <translation>cada cabeza de anchura {width} de una consulta o una clave tiene sus parejas de dimensiones {pairs} giradas {angle}</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle}, then {scaling}-scaled (the other {rest} are not turned)</source>
        <translation>cada cabeza de anchura {width} de una consulta o una clave tiene sus primeras {rotated} dimensiones, en parejas {pairs}, giradas {angle}, y después con escalado {scaling} (las otras {rest} no giran)</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle} (the other {rest} are not turned)</source>
        <translation>cada cabeza de anchura {width} de una consulta o una clave tiene sus primeras {rotated} dimensiones, en parejas {pairs}, giradas {angle} (las otras {rest} no giran)</translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: every position vector is zero, so there is no table to draw. Position enters inside attention instead: {rotation}, so their dot product depends on how far apart the two tokens are.</source>
        <translation>RoPE no suma nada a Z: cada vector de posición es cero, así que no hay tabla que dibujar. La posición entra en cambio dentro de la atención: {rotation}, de modo que su producto escalar depende de lo separados que estén los dos tokens.</translation>
    </message>
    <message>
        <source>No position vector is added to the token rows, so there is no table to draw; this model places tokens this way: {how}.</source>
        <translation>A las filas de tokens no se les suma ningún vector de posición, así que no hay tabla que dibujar; este modelo coloca los tokens así: {how}.</translation>
    </message>
    <message>
        <source>Positions are off: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation>Las posiciones están desactivadas: no se suma nada a las filas de tokens, así que Z son solo las filas de tokens y «{first}» se ve igual para la atención que «{second}».</translation>
    </message>
    <message>
        <source>No position scheme: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation>Ningún esquema de posiciones: no se suma nada a las filas de tokens, así que Z son solo las filas de tokens y «{first}» se ve igual para la atención que «{second}».</translation>
    </message>
    <message>
        <source>No tokens yet: type a sentence above to see the position vectors added to it.</source>
        <translation>Todavía no hay tokens: escriba una frase arriba para ver los vectores de posición que se le suman.</translation>
    </message>
</context>
<context>
    <name>HeatmapPanelWords</name>
    <message numerus="yes">
        <source>… %Ln more</source>
        <translation>
            <numerusform>… y %Ln más</numerusform>
            <numerusform>… y %Ln más</numerusform>
        </translation>
    </message>
    <message>
        <source>Positional heatmap</source>
        <translation>Mapa de calor de posiciones</translation>
    </message>
    <message>
        <source>Position table heatmap</source>
        <translation>Mapa de calor de la tabla de posiciones</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posición</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimensión</translation>
    </message>
    <message>
        <source>Heatmap of the position vectors: {rows} positions × {width} dimensions, one row per position. {caption} {focus}</source>
        <translation>Mapa de calor de los vectores de posición: {rows} posiciones × {width} dimensiones, una fila por posición. {caption} {focus}</translation>
    </message>
</context>
<context>
    <name>InputMatrix</name>
    <message>
        <source>Block 1&apos;s input = {formula}</source>
        <translation>Entrada del bloque 1 = {formula}</translation>
    </message>
    <message>
        <source>RoPE adds nothing here: Z is just the token rows. The rotation is applied to queries and keys inside attention.</source>
        <translation>RoPE no suma nada aquí: Z son solo las filas de tokens. El giro se aplica a las consultas y las claves dentro de la atención.</translation>
    </message>
    <message>
        <source>No positions: Z is just the token rows, so reordering the words only reorders these rows.</source>
        <translation>Sin posiciones: Z son solo las filas de tokens, así que reordenar las palabras solo reordena estas filas.</translation>
    </message>
    <message>
        <source>Z = token rows + position rows.</source>
        <translation>Z = filas de tokens + filas de posición.</translation>
    </message>
    <message>
        <source>Input matrix Z</source>
        <translation>Matriz de entrada Z</translation>
    </message>
    <message>
        <source>{title}, input to layer 1, one row per token</source>
        <translation>{title}, entrada de la capa 1, una fila por token</translation>
    </message>
    <message>
        <source>Z is empty: type a sentence to give the first block something to read.</source>
        <translation>Z está vacía: escriba una frase para dar al primer bloque algo que leer.</translation>
    </message>
    <message>
        <source>{title}, L × d = {rows} × {width}: what this model&apos;s first block receives. The addition panel shows the lesson&apos;s z (token rows + position rows, where the model has them); the steps after it are in the Real model tab.</source>
        <translation>{title}, L × d = {rows} × {width}: lo que recibe el primer bloque de este modelo. La suma muestra la z de la lección (filas de tokens + filas de posición, donde el modelo las tiene); los pasos posteriores están en la pestaña Modelo real.</translation>
    </message>
    <message>
        <source>Z is L × d = {rows} × {width}. {note}</source>
        <translation>Z es L × d = {rows} × {width}. {note}</translation>
    </message>
    <message>
        <source>{title}: {rows} rows × {width} columns, one row per token. {focus}</source>
        <translation>{title}: {rows} filas × {width} columnas, una fila por token. {focus}</translation>
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
    <name>LessonMessages</name>
    <message>
        <source>the sentence must be text, not {kind}</source>
        <translation>la frase debe ser texto, no {kind}</translation>
    </message>
    <message>
        <source>Cannot use that word order: {reason}</source>
        <translation>No se puede usar ese orden de palabras: {reason}</translation>
    </message>
</context>
<context>
    <name>LessonQuiz</name>
    <message>
        <source>Check your understanding: tokens, embeddings and positions</source>
        <translation>Compruebe lo aprendido: tokens, embeddings y posiciones</translation>
    </message>
    <message>
        <source>Attention compares every token with every other token. Why does the transformer need position information added to its input at all?</source>
        <translation>La atención compara cada token con todos los demás. ¿Por qué necesita el transformer que se añada información de posición a su entrada?</translation>
    </message>
    <message>
        <source>Token ids already say where each word sits; position vectors only make the lookup faster.</source>
        <translation>Los ids de los tokens ya dicen dónde está cada palabra; los vectores de posición solo aceleran la búsqueda.</translation>
    </message>
    <message>
        <source>An id is a row number in the vocabulary, not a place in the sentence: &quot;the&quot; is id 0 at the start and at the end of &quot;the dog bit the man&quot;.</source>
        <translation>Un id es un número de fila del vocabulario, no un lugar en la frase: «the» tiene el id 0 al principio y al final de «the dog bit the man».</translation>
    </message>
    <message>
        <source>On its own, attention treats the input as a set of vectors: move a word and its vector moves with it unchanged, so word order is invisible.</source>
        <translation>Por sí sola, la atención trata la entrada como un conjunto de vectores: si una palabra se mueve, su vector se mueve con ella sin cambiar, así que el orden de las palabras es invisible.</translation>
    </message>
    <message>
        <source>Without positions, &quot;the dog bit the man&quot; and &quot;the man bit the dog&quot; give the same rows in a different order, and attention cannot tell who bit whom. Adding a vector per position breaks that symmetry.</source>
        <translation>Sin posiciones, «the dog bit the man» y «the man bit the dog» dan las mismas filas en otro orden, y la atención no puede saber quién mordió a quién. Sumar un vector por posición rompe esa simetría.</translation>
    </message>
    <message>
        <source>To make each token&apos;s vector wider so it can hold more meaning.</source>
        <translation>Para hacer más ancho el vector de cada token, de modo que quepa más significado.</translation>
    </message>
    <message>
        <source>The position vector is added, not appended: the width stays d_model. It adds information about place, not room for meaning.</source>
        <translation>El vector de posición se suma, no se añade al final: la anchura sigue siendo d_model. Aporta información sobre el lugar, no espacio para el significado.</translation>
    </message>
    <message>
        <source>Because the embedding table stores the words in the order they appear in the sentence.</source>
        <translation>Porque la tabla de embeddings guarda las palabras en el orden en que aparecen en la frase.</translation>
    </message>
    <message>
        <source>The table is ordered by the vocabulary and is the same for every sentence. Nothing in it knows about any particular sentence.</source>
        <translation>La tabla está ordenada por el vocabulario y es la misma para todas las frases. Nada en ella sabe de ninguna frase concreta.</translation>
    </message>
    <message>
        <source>Turn positions off and look at Z for &quot;the man bit the dog&quot;: each row is just its word&apos;s table row.</source>
        <translation>Desactive las posiciones y mire Z para «the man bit the dog»: cada fila es solo la fila de la tabla de su palabra.</translation>
    </message>
    <message>
        <source>The 2017 paper used a vocabulary of about 37,000 tokens and d_model = 512. A document of 100,000 tokens goes through the embedding lookup. What shape comes out?</source>
        <translation>El artículo de 2017 usaba un vocabulario de unos 37.000 tokens y d_model = 512. Un documento de 100.000 tokens pasa por la búsqueda de embeddings. ¿Qué forma sale?</translation>
    </message>
    <message>
        <source>37,000 x 512</source>
        <translation>37.000 x 512</translation>
    </message>
    <message>
        <source>That is the embedding table E itself. Its size depends on the vocabulary only; it does not change with the input.</source>
        <translation>Esa es la propia tabla de embeddings E. Su tamaño depende solo del vocabulario; no cambia con la entrada.</translation>
    </message>
    <message>
        <source>100,000 x 37,000</source>
        <translation>100.000 x 37.000</translation>
    </message>
    <message>
        <source>That would be a stack of one-hot vectors, one |V|-wide row per token. The lookup reads rows of E instead and never builds it.</source>
        <translation>Eso sería una pila de vectores one-hot, una fila de anchura |V| por token. La búsqueda lee filas de E y nunca construye esa pila.</translation>
    </message>
    <message>
        <source>100,000 separate copies of the 37,000 x 512 table</source>
        <translation>100.000 copias separadas de la tabla de 37.000 x 512</translation>
    </message>
    <message>
        <source>Each token reads a single row of the table; the table itself is never copied.</source>
        <translation>Cada token lee una sola fila de la tabla; la tabla nunca se copia.</translation>
    </message>
    <message>
        <source>100,000 x 512</source>
        <translation>100.000 x 512</translation>
    </message>
    <message>
        <source>One row of width d = 512 is looked up per token, so the result is L x d. The length L and the width d are independent dials, and the table stays |V| x d.</source>
        <translation>Se busca una fila de anchura d = 512 por token, así que el resultado es L x d. La longitud L y la anchura d son mandos independientes, y la tabla sigue siendo |V| x d.</translation>
    </message>
    <message>
        <source>Seven tokens, a ten-row table: Z has one row per token, the table keeps its ten rows.</source>
        <translation>Siete tokens, una tabla de diez filas: Z tiene una fila por token y la tabla conserva sus diez filas.</translation>
    </message>
    <message>
        <source>In the lesson&apos;s sense of the words, what separates an encoding from an embedding?</source>
        <translation>En el sentido de la lección, ¿qué distingue una codificación de un embedding?</translation>
    </message>
    <message>
        <source>Encodings feed the queries and keys; embeddings feed the values.</source>
        <translation>Las codificaciones alimentan las consultas y las claves; los embeddings, los valores.</translation>
    </message>
    <message>
        <source>Both sit in the same slot, the input to the first block. Queries, keys and values are computed later from that input by separate linear maps.</source>
        <translation>Ambos ocupan el mismo lugar, la entrada del primer bloque. Las consultas, claves y valores se calculan después a partir de esa entrada con aplicaciones lineales distintas.</translation>
    </message>
    <message>
        <source>An encoding is any way of turning something into numbers (one-hot, ASCII, the sin/cos formula); an embedding is a learned, dense, narrow one in which closeness carries meaning.</source>
        <translation>Una codificación es cualquier forma de convertir algo en números (one-hot, ASCII, la fórmula de senos y cosenos); un embedding es una aprendida, densa y estrecha, en la que la cercanía tiene significado.</translation>
    </message>
    <message>
        <source>The paper says &quot;positional encoding&quot; because its vectors come from a fixed formula; nobody trained them. A learned position table, as in GPT-2, is usually called a position embedding.</source>
        <translation>El artículo dice «positional encoding» porque sus vectores salen de una fórmula fija; nadie los entrenó. Una tabla de posiciones aprendida, como en GPT-2, suele llamarse embedding de posición.</translation>
    </message>
    <message>
        <source>An embedding is calculated from the token id by a formula, like a hash; an encoding is looked up in a table.</source>
        <translation>Un embedding se calcula a partir del id del token con una fórmula, como un hash; una codificación se busca en una tabla.</translation>
    </message>
    <message>
        <source>It is the other way round for tokens: an embedding is a lookup of a learned row. Nobody writes down a formula for what goes into E.</source>
        <translation>Para los tokens es al revés: un embedding es la búsqueda de una fila aprendida. Nadie escribe una fórmula para lo que hay en E.</translation>
    </message>
    <message>
        <source>Nothing: the two words are exact synonyms.</source>
        <translation>Nada: las dos palabras son sinónimos exactos.</translation>
    </message>
    <message>
        <source>People do mix them up, but the distinction is useful: one-hot is an encoding with no notion of similarity, a learned embedding places similar tokens close together.</source>
        <translation>Es cierto que se confunden, pero la distinción es útil: one-hot es una codificación sin noción de parecido; un embedding aprendido coloca juntos los tokens parecidos.</translation>
    </message>
    <message>
        <source>The sinusoidal heatmap is computed from a formula (an encoding); the embedding table stands for learned rows (an embedding; this toy&apos;s rows were set by hand, a real model trains them).</source>
        <translation>El mapa de calor sinusoidal se calcula con una fórmula (una codificación); la tabla de embeddings representa filas aprendidas (un embedding; las filas de este modelo de juguete se fijaron a mano, un modelo real las entrena).</translation>
    </message>
    <message>
        <source>The original transformer adds each position vector to its token vector instead of placing the two side by side. What does adding give?</source>
        <translation>El transformer original suma cada vector de posición a su vector de token en lugar de ponerlos uno junto al otro. ¿Qué aporta la suma?</translation>
    </message>
    <message>
        <source>It keeps token and position in separate columns, so they never interfere.</source>
        <translation>Mantiene token y posición en columnas separadas, así que nunca interfieren.</translation>
    </message>
    <message>
        <source>That describes concatenation. Addition mixes both into the same numbers; the network learns to read both out of one vector.</source>
        <translation>Eso describe la concatenación. La suma mezcla ambos en los mismos números; la red aprende a leer los dos en un solo vector.</translation>
    </message>
    <message>
        <source>It makes the result independent of position, so the word&apos;s meaning is kept exactly.</source>
        <translation>Hace que el resultado no dependa de la posición, así que el significado de la palabra se conserva exactamente.</translation>
    </message>
    <message>
        <source>The sum does depend on position: &quot;the&quot; at position 0 and &quot;the&quot; at position 3 become different rows of Z. That is the whole point.</source>
        <translation>La suma sí depende de la posición: «the» en la posición 0 y «the» en la posición 3 se convierten en filas distintas de Z. De eso se trata.</translation>
    </message>
    <message>
        <source>Z keeps the width d_model, so every later layer sees a single stream of the same width carrying both what and where, with no extra parameters.</source>
        <translation>Z conserva la anchura d_model, así que cada capa posterior ve un único flujo de la misma anchura que lleva tanto el qué como el dónde, sin parámetros adicionales.</translation>
    </message>
    <message>
        <source>Concatenating would widen every row and every weight matrix that reads it. Adding keeps one stream of width d, in which both signals live.</source>
        <translation>Concatenar ensancharía cada fila y cada matriz de pesos que la lee. Sumar mantiene un solo flujo de anchura d, en el que viven ambas señales.</translation>
    </message>
    <message>
        <source>Concatenation is impossible because token and position vectors have different widths.</source>
        <translation>La concatenación es imposible porque los vectores de token y de posición tienen anchuras distintas.</translation>
    </message>
    <message>
        <source>Concatenation works for any widths; it would simply produce a wider vector. Addition is what needs equal widths, which is why position vectors are d_model wide.</source>
        <translation>La concatenación funciona con cualquier anchura; simplemente daría un vector más ancho. Es la suma la que necesita anchuras iguales, por eso los vectores de posición tienen anchura d_model.</translation>
    </message>
    <message>
        <source>The addition panel: &quot;dog&quot;&apos;s row plus position 1&apos;s row gives one row of Z, still six numbers wide.</source>
        <translation>El panel de la suma: la fila de «dog» más la fila de la posición 1 da una fila de Z, todavía de seis números.</translation>
    </message>
    <message>
        <source>A model was trained on sequences of at most 512 tokens and now receives 600. Which statement is true?</source>
        <translation>Un modelo se entrenó con secuencias de 512 tokens como máximo y ahora recibe 600. ¿Qué afirmación es cierta?</translation>
    </message>
    <message>
        <source>A learned position table simply grows new rows when a longer input arrives.</source>
        <translation>Una tabla de posiciones aprendida simplemente crece con filas nuevas cuando llega una entrada más larga.</translation>
    </message>
    <message>
        <source>A learned table has a fixed number of trained rows (BERT: 512, GPT-2: 1,024). Past its end there is no vector to add.</source>
        <translation>Una tabla aprendida tiene un número fijo de filas entrenadas (BERT: 512, GPT-2: 1.024). Más allá de su final no hay vector que sumar.</translation>
    </message>
    <message>
        <source>Sinusoidal encodings stop at the training length too, exactly like a learned table.</source>
        <translation>Las codificaciones sinusoidales también se detienen en la longitud de entrenamiento, igual que una tabla aprendida.</translation>
    </message>
    <message>
        <source>The sin/cos formula can be evaluated at any position: position 600 or 600,000 gets a vector. What the model does with a position it never saw is another question.</source>
        <translation>La fórmula de senos y cosenos se puede evaluar en cualquier posición: la posición 600 o la 600.000 recibe un vector. Qué hace el modelo con una posición que nunca vio es otra cuestión.</translation>
    </message>
    <message>
        <source>Sinusoidal encodings have 512 x d_model trainable parameters.</source>
        <translation>Las codificaciones sinusoidales tienen 512 x d_model parámetros entrenables.</translation>
    </message>
    <message>
        <source>A formula has no trainable parameters. The learned table is the scheme with max_len x d_model parameters.</source>
        <translation>Una fórmula no tiene parámetros entrenables. La tabla aprendida es el esquema con max_len x d_model parámetros.</translation>
    </message>
    <message>
        <source>A learned table has no row for positions 512 and beyond; the sinusoidal formula still gives a vector there, which is why it often generalises better to longer inputs.</source>
        <translation>Una tabla aprendida no tiene fila para las posiciones 512 y siguientes; la fórmula sinusoidal sigue dando un vector ahí, por eso suele generalizar mejor a entradas más largas.</translation>
    </message>
    <message>
        <source>Learned rows exist only for the positions seen in training. The formula&apos;s waves continue past the training length, and their shift structure lets the model relate positions it has not seen.</source>
        <translation>Las filas aprendidas solo existen para las posiciones vistas en el entrenamiento. Las ondas de la fórmula continúan más allá de la longitud de entrenamiento, y su estructura de desplazamiento permite al modelo relacionar posiciones que no ha visto.</translation>
    </message>
    <message>
        <source>A learned table with exactly five rows: the five-word sentence just fits. Type one more word and see what happens.</source>
        <translation>Una tabla aprendida con exactamente cinco filas: la frase de cinco palabras cabe justo. Escriba una palabra más y vea qué pasa.</translation>
    </message>
    <message>
        <source>What does RoPE (rotary position embedding, used by Llama) change compared with the paper&apos;s sinusoidal scheme?</source>
        <translation>¿Qué cambia RoPE (rotary position embedding, usado por Llama) respecto al esquema sinusoidal del artículo?</translation>
    </message>
    <message>
        <source>Nothing is added to the input: Z is just the token rows. Inside attention, each query and key is rotated by an angle that grows with its position, so their dot product depends on how far apart the two tokens are.</source>
        <translation>No se suma nada a la entrada: Z son solo las filas de los tokens. Dentro de la atención, cada consulta y cada clave se giran un ángulo que crece con su posición, así que su producto escalar depende de lo lejos que estén los dos tokens.</translation>
    </message>
    <message>
        <source>Pair k of dimensions turns by position x base^(-2k/d). Rotating both vectors makes the score depend on the offset between positions, and no table is learned.</source>
        <translation>El par k de dimensiones gira posición x base^(-2k/d). Al girar ambos vectores, la puntuación depende de la distancia entre posiciones, y no se aprende ninguna tabla.</translation>
    </message>
    <message>
        <source>It adds a rotated copy of the sinusoidal vector to each token row.</source>
        <translation>Suma una copia girada del vector sinusoidal a cada fila de token.</translation>
    </message>
    <message>
        <source>RoPE adds no vector at all: with RoPE the position vectors in Z are zero. The rotation is applied to queries and keys inside attention.</source>
        <translation>RoPE no suma ningún vector: con RoPE los vectores de posición en Z son cero. El giro se aplica a las consultas y las claves dentro de la atención.</translation>
    </message>
    <message>
        <source>It learns one rotation matrix per position during training.</source>
        <translation>Aprende una matriz de rotación por posición durante el entrenamiento.</translation>
    </message>
    <message>
        <source>The angles come from a fixed formula, base^(-2k/d) per pair; RoPE has no trainable parameters.</source>
        <translation>Los ángulos salen de una fórmula fija, base^(-2k/d) por par; RoPE no tiene parámetros entrenables.</translation>
    </message>
    <message>
        <source>It adds a penalty to each attention score that grows with the distance between tokens, with one slope per head.</source>
        <translation>Añade a cada puntuación de atención una penalización que crece con la distancia entre tokens, con una pendiente por cabeza.</translation>
    </message>
    <message>
        <source>That is ALiBi (used by BLOOM and MPT). RoPE rotates queries and keys instead of biasing scores.</source>
        <translation>Eso es ALiBi (usado por BLOOM y MPT). RoPE gira las consultas y las claves en vez de sesgar las puntuaciones.</translation>
    </message>
    <message>
        <source>With RoPE selected, the position vectors are all zero and Z equals the token rows.</source>
        <translation>Con RoPE seleccionado, los vectores de posición son todos cero y Z es igual a las filas de los tokens.</translation>
    </message>
    <message>
        <source>What is the one-hot vector of the token &quot;dog&quot;, and why does it say nothing about which words are similar?</source>
        <translation>¿Cuál es el vector one-hot del token «dog», y por qué no dice nada sobre qué palabras se parecen?</translation>
    </message>
    <message>
        <source>A d_model-wide row of learned numbers with one large entry.</source>
        <translation>Una fila de d_model números aprendidos con una entrada grande.</translation>
    </message>
    <message>
        <source>That describes a dense embedding row. A one-hot vector has |V| entries, one per vocabulary word, and exactly one of them is 1.</source>
        <translation>Eso describe una fila densa de embedding. Un vector one-hot tiene |V| entradas, una por palabra del vocabulario, y exactamente una de ellas vale 1.</translation>
    </message>
    <message>
        <source>A vector with a 1 at the token&apos;s place in the sentence.</source>
        <translation>Un vector con un 1 en el lugar del token en la frase.</translation>
    </message>
    <message>
        <source>The 1 sits at the token&apos;s id in the vocabulary, not at its position in the sentence. &quot;dog&quot; has the same one-hot vector wherever it appears.</source>
        <translation>El 1 está en el id del token en el vocabulario, no en su posición en la frase. «dog» tiene el mismo vector one-hot dondequiera que aparezca.</translation>
    </message>
    <message>
        <source>It carries similarity: tokens with neighbouring ids share some of their ones.</source>
        <translation>Lleva parecido: los tokens con ids vecinos comparten algunos de sus unos.</translation>
    </message>
    <message>
        <source>Ids are arbitrary row numbers and two different one-hots never share a 1. Id 2 is no closer to id 3 than to id 9.</source>
        <translation>Los ids son números de fila arbitrarios y dos one-hot distintos nunca comparten un 1. El id 2 no está más cerca del id 3 que del id 9.</translation>
    </message>
    <message>
        <source>A vector of |V| zeros with a single 1 at dog&apos;s id. Two different one-hots never overlap, so their cosine similarity is 0: &quot;dog&quot; is as far from &quot;cat&quot; as from &quot;bit&quot;.</source>
        <translation>Un vector de |V| ceros con un único 1 en el id de «dog». Dos one-hot distintos nunca se solapan, así que su similitud coseno es 0: «dog» está tan lejos de «cat» como de «bit».</translation>
    </message>
    <message>
        <source>Every pair of distinct one-hots is orthogonal. Only learned rows of E can put &quot;dog&quot; close to &quot;cat&quot; (cosine 0.80 in the lesson&apos;s table).</source>
        <translation>Todo par de one-hot distintos es ortogonal. Solo las filas aprendidas de E pueden acercar «dog» a «cat» (coseno 0,80 en la tabla de la lección).</translation>
    </message>
    <message>
        <source>The embedding table: &quot;dog&quot;&apos;s nearest rows by cosine. A one-hot would give 0 for every other word.</source>
        <translation>La tabla de embeddings: las filas más cercanas a «dog» por coseno. Un one-hot daría 0 para cualquier otra palabra.</translation>
    </message>
    <message>
        <source>Where does position information enter the original transformer?</source>
        <translation>¿Dónde entra la información de posición en el transformer original?</translation>
    </message>
    <message>
        <source>The position vector is used directly as the query of each token.</source>
        <translation>El vector de posición se usa directamente como consulta de cada token.</translation>
    </message>
    <message>
        <source>Position vectors are not queries, keys or values. Those are computed later, by linear maps, from the input that already contains the position.</source>
        <translation>Los vectores de posición no son consultas, claves ni valores. Estos se calculan después, con aplicaciones lineales, a partir de la entrada que ya contiene la posición.</translation>
    </message>
    <message>
        <source>It is added to the token vectors before the first block: Z = token rows + position rows, and queries, keys and values are computed from Z afterwards.</source>
        <translation>Se suma a los vectores de token antes del primer bloque: Z = filas de tokens + filas de posición, y las consultas, claves y valores se calculan después a partir de Z.</translation>
    </message>
    <message>
        <source>By the time attention runs, every row already says both which token and where. The position signal is not a separate input to attention.</source>
        <translation>Cuando se ejecuta la atención, cada fila ya dice qué token es y dónde está. La señal de posición no es una entrada aparte de la atención.</translation>
    </message>
    <message>
        <source>It is added to the output of the last layer only.</source>
        <translation>Se suma solo a la salida de la última capa.</translation>
    </message>
    <message>
        <source>By then attention has already mixed the rows without knowing their order. Position must go in before the first attention layer.</source>
        <translation>Para entonces la atención ya ha mezclado las filas sin conocer su orden. La posición debe entrar antes de la primera capa de atención.</translation>
    </message>
    <message>
        <source>It is stored inside the token id, e.g. id 312 at position 4 becomes id 3124.</source>
        <translation>Se guarda dentro del id del token; p. ej., el id 312 en la posición 4 pasa a ser el id 3124.</translation>
    </message>
    <message>
        <source>Ids only pick rows of E. Position arrives as a separate vector of width d_model that is added to the looked-up row.</source>
        <translation>Los ids solo eligen filas de E. La posición llega como un vector aparte de anchura d_model que se suma a la fila buscada.</translation>
    </message>
    <message>
        <source>Z, the input to layer 1: each row is a token row plus its position row.</source>
        <translation>Z, la entrada de la capa 1: cada fila es una fila de token más su fila de posición.</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>ModelSteps</name>
    <message>
        <source>RoPE adds nothing here; the rotation happens inside attention, where each query and key is turned by an angle that grows with its position.</source>
        <translation>RoPE no suma nada aquí; el giro ocurre dentro de la atención, donde cada consulta y cada clave giran un ángulo que crece con su posición.</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; inside attention each score is lowered in proportion to the distance between the two tokens, with one slope per head.</source>
        <translation>ALiBi no suma nada aquí; dentro de la atención cada puntuación baja en proporción a la distancia entre los dos tokens, con una pendiente por cabeza.</translation>
    </message>
    <message>
        <source>Relative positions add nothing here; inside attention each pair of tokens also gets what was learned for the distance between them.</source>
        <translation>Las posiciones relativas no suman nada aquí; dentro de la atención cada pareja de tokens recibe además lo aprendido para la distancia entre ellos.</translation>
    </message>
    <message>
        <source>Nothing is added here yet; this model adds its position rows later, after the token rows are projected to the {width}-wide hidden size.</source>
        <translation>Aquí todavía no se suma nada; este modelo suma sus filas de posición más tarde, después de proyectar las filas de tokens al tamaño oculto de anchura {width}.</translation>
    </message>
    <message>
        <source>Nothing is added here. {own}.</source>
        <translation>Aquí no se suma nada. {own}.</translation>
    </message>
    <message>
        <source>No position vector is made here: every position row is all zeros, so swapping two words only swaps rows of Z.</source>
        <translation>Aquí no se forma ningún vector de posición: cada fila de posición es toda ceros, así que intercambiar dos palabras solo intercambia filas de Z.</translation>
    </message>
    <message>
        <source>RoPE adds nothing here; the rotation happens inside attention.</source>
        <translation>RoPE no suma nada aquí; el giro ocurre dentro de la atención.</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; its distance penalty acts inside attention.</source>
        <translation>ALiBi no suma nada aquí; su penalización por distancia actúa dentro de la atención.</translation>
    </message>
    <message>
        <source>Relative positions add nothing here; they act inside attention.</source>
        <translation>Las posiciones relativas no suman nada aquí; actúan dentro de la atención.</translation>
    </message>
    <message>
        <source>Nothing is added here yet; the position rows come after the projection.</source>
        <translation>Aquí todavía no se suma nada; las filas de posición llegan después de la proyección.</translation>
    </message>
    <message>
        <source>Nothing is added here; this model has no positions at all.</source>
        <translation>Aquí no se suma nada; este modelo no tiene ninguna posición.</translation>
    </message>
    <message>
        <source>Nothing is added here: every position row is all zeros.</source>
        <translation>Aquí no se suma nada: cada fila de posición es toda ceros.</translation>
    </message>
    <message>
        <source>Attention looks at all tokens at once, so nothing tells it the order.</source>
        <translation>La atención mira todos los tokens a la vez, así que nada le indica el orden.</translation>
    </message>
    <message>
        <source>Inside attention it also uses the distance between two tokens.</source>
        <translation>Dentro de la atención usa también la distancia entre dos tokens.</translation>
    </message>
    <message>
        <source>No position vector and no position inside attention</source>
        <translation>Ningún vector de posición y ninguna posición dentro de la atención</translation>
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
        <translation>El vector de posición se suma a la fila del token, número a número. Un solo vector lleva ahora qué es el token y dónde está.</translation>
    </message>
    <message>
        <source>The position vector is added into the token&apos;s row, number by number: z = token + position carries both what the token is and where it sits. This model does more before block 1, which receives {formula} (next step).</source>
        <translation>El vector de posición se suma a la fila del token, número a número: z = token + posición lleva qué es el token y dónde está. Este modelo hace algo más antes del bloque 1, que recibe {formula} (paso siguiente).</translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on without a position vector: block 1 receives {formula}.</source>
        <translation>{inside} La fila del token sigue sin vector de posición: el bloque 1 recibe {formula}.</translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on unchanged: block 1 receives it as it is.</source>
        <translation>{inside} La fila del token sigue sin cambios: el bloque 1 la recibe tal cual.</translation>
    </message>
    <message>
        <source>Stack one row per token and you have Z, the matrix the first transformer block reads. Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation>Apile una fila por token y tendrá Z, la matriz que lee el primer bloque del transformer. Las consultas, claves y valores de la atención se calculan todos a partir de ella.</translation>
    </message>
    <message>
        <source>the token&apos;s row of E</source>
        <translation>la fila de E del token</translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder&apos;s first block reads: %Ln numbers per row.</source>
        <translation>
            <numerusform>Apile una fila por token, cada fila = {formula}, y tendrá Z, la matriz que lee el primer bloque del codificador: %Ln número por fila.</numerusform>
            <numerusform>Apile una fila por token, cada fila = {formula}, y tendrá Z, la matriz que lee el primer bloque del codificador: %Ln números por fila.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.</source>
        <translation>
            <numerusform>Apile una fila por token, cada fila = {formula}, y tendrá Z, la matriz que lee el primer bloque: %Ln número por fila.</numerusform>
            <numerusform>Apile una fila por token, cada fila = {formula}, y tendrá Z, la matriz que lee el primer bloque: %Ln números por fila.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything the model computes starts from it.</source>
        <translation>Todo lo que calcula el modelo parte de ella.</translation>
    </message>
    <message>
        <source>Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation>Las consultas, claves y valores de la atención se calculan todos a partir de ella.</translation>
    </message>
    <message>
        <source>{sentence} {use}</source>
        <translation>{sentence} {use}</translation>
    </message>
    <message>
        <source>Positions act inside attention</source>
        <translation>Las posiciones actúan dentro de la atención</translation>
    </message>
    <message>
        <source>Positions come after the projection</source>
        <translation>Las posiciones llegan después de la proyección</translation>
    </message>
    <message>
        <source>This model has no positions</source>
        <translation>Este modelo no tiene posiciones</translation>
    </message>
    <message>
        <source>No position vectors</source>
        <translation>Sin vectores de posición</translation>
    </message>
    <message>
        <source>Nothing to add here</source>
        <translation>Aquí no hay nada que sumar</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>unknown theme {theme}; choose one of {names}</source>
        <translation>tema desconocido {theme}; elija uno de {names}</translation>
    </message>
    <message>
        <source>unknown colour map {name}; choose one of {names}</source>
        <translation>mapa de colores desconocido {name}; elija uno de {names}</translation>
    </message>
</context>
<context>
    <name>PanelPager</name>
    <message>
        <source>E: token rows</source>
        <translation>E: filas de tokens</translation>
    </message>
    <message>
        <source>Position vectors</source>
        <translation>Vectores de posición</translation>
    </message>
    <message>
        <source>Token + position</source>
        <translation>Token + posición</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Paneles:</translation>
    </message>
</context>
<context>
    <name>PanelTitles</name>
    <message>
        <source>Embedding table E (one row per word)</source>
        <translation>Tabla de embeddings E (una fila por palabra)</translation>
    </message>
    <message>
        <source>Z: input to layer 1 (position · token)</source>
        <translation>Z: entrada de la capa 1 (posición · token)</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation>Fila del token + fila de posición = fila de Z</translation>
    </message>
    <message>
        <source>Position vectors, as a heatmap</source>
        <translation>Vectores de posición, como mapa de calor</translation>
    </message>
    <message>
        <source>Input layer: E, Z, the addition and the position heatmap</source>
        <translation>Capa de entrada: E, Z, la suma y el mapa de calor de posiciones</translation>
    </message>
</context>
<context>
    <name>PositionsSwitch</name>
    <message>
        <source>Add the position vectors to the token rows (off: Z is the token rows alone)</source>
        <translation>Sumar los vectores de posición a las filas de tokens (desactivado: Z son solo las filas de tokens)</translation>
    </message>
    <message>
        <source>Nothing to switch: this scheme gives the words no positions</source>
        <translation>Nada que activar: este esquema no da posiciones a las palabras</translation>
    </message>
</context>
<context>
    <name>PracticeCases</name>
    <message>
        <source>length {length}, d_model {width}, {note}</source>
        <translation>longitud {length}, d_model {width}, {note}</translation>
    </message>
    <message>
        <source>a single position</source>
        <translation>una sola posición</translation>
    </message>
    <message>
        <source>even width</source>
        <translation>anchura par</translation>
    </message>
    <message>
        <source>odd width</source>
        <translation>anchura impar</translation>
    </message>
    <message>
        <source>one column</source>
        <translation>una columna</translation>
    </message>
    <message>
        <source>long, odd width</source>
        <translation>larga, anchura impar</translation>
    </message>
    <message>
        <source>large positions</source>
        <translation>posiciones grandes</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens, d_model {width}, P has {rows} rows, {note}</source>
        <translation>
            <numerusform>%Ln token, d_model {width}, P tiene {rows} filas, {note}</numerusform>
            <numerusform>%Ln tokens, d_model {width}, P tiene {rows} filas, {note}</numerusform>
        </translation>
    </message>
    <message>
        <source>the lesson&apos;s sentence</source>
        <translation>la frase de la lección</translation>
    </message>
    <message>
        <source>a learned P</source>
        <translation>una P aprendida</translation>
    </message>
    <message>
        <source>one word repeated</source>
        <translation>una palabra repetida</translation>
    </message>
    <message>
        <source>a long sentence</source>
        <translation>una frase larga</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens, d_model {width}, {note}</source>
        <translation>
            <numerusform>%Ln token, d_model {width}, {note}</numerusform>
            <numerusform>%Ln tokens, d_model {width}, {note}</numerusform>
        </translation>
    </message>
    <message>
        <source>dog and man swap places</source>
        <translation>«dog» y «man» intercambian sus lugares</translation>
    </message>
    <message>
        <source>a random order</source>
        <translation>un orden aleatorio</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>invertido</translation>
    </message>
</context>
<context>
    <name>PracticeChecker</name>
    <message>
        <source>The error file is not a regular file
(a FIFO or a link?): not read.</source>
        <translation>El archivo de error no es un archivo normal
(¿un FIFO o un enlace?): no se lee.</translation>
    </message>
    <message>
        <source>The result file is not a regular file
(a FIFO or a link?): not read.</source>
        <translation>El archivo de resultados no es un archivo normal
(¿un FIFO o un enlace?): no se lee.</translation>
    </message>
    <message>
        <source>The error file is larger than
the checker accepts.</source>
        <translation>El archivo de error es más grande
de lo que acepta el corrector.</translation>
    </message>
    <message>
        <source>The result file is larger than
the checker accepts.</source>
        <translation>El archivo de resultados es más grande
de lo que acepta el corrector.</translation>
    </message>
    <message>
        <source>The returned value could not be read back: {reason}</source>
        <translation>No se pudo leer el valor devuelto: {reason}</translation>
    </message>
    <message>
        <source>The error file could not be read back: {reason}</source>
        <translation>No se pudo leer el archivo de error: {reason}</translation>
    </message>
    <message>
        <source>Starting Python</source>
        <translation>Iniciando Python</translation>
    </message>
    <message numerus="yes">
        <source>Running case {number} of %Ln</source>
        <translation>
            <numerusform>Ejecutando el caso {number} de %Ln</numerusform>
            <numerusform>Ejecutando el caso {number} de %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeHints</name>
    <message>
        <source>row {row}, column {column}</source>
        <translation>fila {row}, columna {column}</translation>
    </message>
    <message>
        <source>index {index}</source>
        <translation>índice {index}</translation>
    </message>
    <message>
        <source>Expected shape {expected}, got {got}.</source>
        <translation>Se esperaba la forma {expected} y se obtuvo {got}.</translation>
    </message>
    <message>
        <source>Expected real numbers, got an array of {dtype}.</source>
        <translation>Se esperaban números reales y se obtuvo un array de {dtype}.</translation>
    </message>
    <message numerus="yes">
        <source>Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).</source>
        <translation>
            <numerusform>Las formas coinciden {shape}; {bad} de %Ln valor difieren (tolerancia {tolerance}).</numerusform>
            <numerusform>Las formas coinciden {shape}; {bad} de %Ln valores difieren (tolerancia {tolerance}).</numerusform>
        </translation>
    </message>
    <message>
        <source>First mismatch at {where}: expected {expected}, got {got}.</source>
        <translation>Primera diferencia en {where}: se esperaba {expected}, se obtuvo {got}.</translation>
    </message>
    <message>
        <source>Worst at {where}: expected {expected}, got {got} (off by {error}).</source>
        <translation>La peor en {where}: se esperaba {expected}, se obtuvo {got} (desviación {error}).</translation>
    </message>
    <message>
        <source>Your table is transposed: it needs one row per position and one column per dimension.</source>
        <translation>Su tabla está traspuesta: necesita una fila por posición y una columna por dimensión.</translation>
    </message>
    <message>
        <source>Wrong layout: you put all the sines first, then all the cosines (the split-halves convention of Marian and tensor2tensor). The paper interleaves them: column 2k is the sine and column 2k + 1 the cosine of the same angle.</source>
        <translation>Disposición incorrecta: ha puesto primero todos los senos y luego todos los cosenos (la convención de mitades separadas de Marian y tensor2tensor). El artículo los intercala: la columna 2k es el seno y la columna 2k + 1 el coseno del mismo ángulo.</translation>
    </message>
    <message>
        <source>Off by one position: your first row is position 1. Positions start at 0, so row 0 holds sin 0 = 0 and cos 0 = 1.</source>
        <translation>Desplazado una posición: su primera fila es la posición 1. Las posiciones empiezan en 0, así que la fila 0 contiene sin 0 = 0 y cos 0 = 1.</translation>
    </message>
    <message>
        <source>Sine and cosine are swapped: even columns (0, 2, 4, ...) hold the sine.</source>
        <translation>El seno y el coseno están intercambiados: las columnas pares (0, 2, 4, ...) contienen el seno.</translation>
    </message>
    <message>
        <source>The frequencies are off: pair k turns by 10000^(-2k/d_model) radians per position; yours match 10000^(-k/d_model) (the factor 2 is missing).</source>
        <translation>Las frecuencias no son correctas: el par k gira 10000^(-2k/d_model) radianes por posición; las suyas corresponden a 10000^(-k/d_model) (falta el factor 2).</translation>
    </message>
    <message>
        <source>d_model is odd here, so there is one more sine column than cosine columns: the cosines take only the first d_model // 2 angles.</source>
        <translation>Aquí d_model es impar, así que hay una columna de seno más que de coseno: los cosenos toman solo los primeros d_model // 2 ángulos.</translation>
    </message>
    <message>
        <source>Right for positions 0 to {last}, then the values drift (off by {error} at position {worst}). That is what float32 angles do: pos x frequency loses digits at large positions. Form the angles in float64 and convert only the finished table, if at all.</source>
        <translation>Correcto para las posiciones 0 a {last}; después los valores se desvían ({error} en la posición {worst}). Es lo que hacen los ángulos en float32: pos x frecuencia pierde cifras en posiciones grandes. Forme los ángulos en float64 y convierta, si acaso, solo la tabla terminada.</translation>
    </message>
    <message>
        <source>Z equals the token rows alone: the position vectors are missing. Add P&apos;s first len(ids) rows.</source>
        <translation>Z es igual a las filas de los tokens solas: faltan los vectores de posición. Sume las primeras len(ids) filas de P.</translation>
    </message>
    <message>
        <source>Off by one position: row i got P[i + 1]. The first token sits at position 0 and takes P[0].</source>
        <translation>Desplazado una posición: la fila i recibió P[i + 1]. El primer token está en la posición 0 y toma P[0].</translation>
    </message>
    <message>
        <source>You picked position rows by token id (P[ids]); pick them by position: row i gets P[i].</source>
        <translation>Ha elegido las filas de posición por id de token (P[ids]); elíjalas por posición: la fila i recibe P[i].</translation>
    </message>
    <message>
        <source>You took the first len(ids) rows of E; row i of Z needs E&apos;s row for token ids[i], i.e. E[ids].</source>
        <translation>Ha tomado las primeras len(ids) filas de E; la fila i de Z necesita la fila de E del token ids[i], es decir, E[ids].</translation>
    </message>
    <message>
        <source>Z equals the position rows alone: the token rows E[ids] are missing.</source>
        <translation>Z es igual a las filas de posición solas: faltan las filas de los tokens E[ids].</translation>
    </message>
    <message>
        <source>P has more rows than the sentence has tokens: use only its first len(ids) rows, one per position.</source>
        <translation>P tiene más filas que tokens la frase: use solo sus primeras len(ids) filas, una por posición.</translation>
    </message>
    <message>
        <source>z_shuffled is the original sentence&apos;s Z: look up the shuffled sentence, ids[order].</source>
        <translation>z_shuffled es la Z de la frase original: busque la frase desordenada, ids[order].</translation>
    </message>
    <message>
        <source>z_shuffled uses the inverse order: word i of the shuffled sentence is ids[order[i]].</source>
        <translation>z_shuffled usa el orden inverso: la palabra i de la frase desordenada es ids[order[i]].</translation>
    </message>
    <message>
        <source>You added position vectors: this task is about a model without positions, where Z is just the token rows.</source>
        <translation>Ha sumado vectores de posición: esta tarea trata de un modelo sin posiciones, en el que Z son solo las filas de los tokens.</translation>
    </message>
    <message>
        <source>z_reordered is Z with its rows unmoved: take its rows in the order given, z[order].</source>
        <translation>z_reordered es Z con sus filas sin mover: tome sus filas en el orden dado, z[order].</translation>
    </message>
    <message>
        <source>z_reordered takes the rows in the inverse order: row i should be Z&apos;s row order[i].</source>
        <translation>z_reordered toma las filas en el orden inverso: la fila i debería ser la fila order[i] de Z.</translation>
    </message>
    <message>
        <source>z_reordered has position vectors added: build Z without positions, then reorder its rows.</source>
        <translation>z_reordered lleva vectores de posición sumados: construya Z sin posiciones y luego reordene sus filas.</translation>
    </message>
</context>
<context>
    <name>PracticeReport</name>
    <message>
        <source>Printing that much is stopped by the checker: print less, or only while debugging.</source>
        <translation>El corrector detiene una salida tan grande: imprima menos, o solo mientras depura.</translation>
    </message>
    <message>
        <source>Your code asked for more memory than the checker allows ({memory_mb} MB).</source>
        <translation>Su código pidió más memoria de la que permite el corrector ({memory_mb} MB).</translation>
    </message>
    <message>
        <source>A function keeps calling itself without end: check the recursion&apos;s stopping case.</source>
        <translation>Una función se llama a sí misma sin fin: revise el caso de parada de la recursión.</translation>
    </message>
    <message>
        <source>Your code called sys.exit(): return the result instead of ending the program.</source>
        <translation>Su código llamó a sys.exit(): devuelva el resultado en lugar de terminar el programa.</translation>
    </message>
    <message>
        <source>Your code raised KeyboardInterrupt: return the result instead.</source>
        <translation>Su código lanzó KeyboardInterrupt: devuelva el resultado en su lugar.</translation>
    </message>
    <message>
        <source>Your code wrote a file larger than the checker allows ({file_mb} MB).</source>
        <translation>Su código escribió un archivo más grande de lo que permite el corrector ({file_mb} MB).</translation>
    </message>
    <message>
        <source>Your code removed the folder it runs in (its current folder): leave it in place, the checker reads your results from it.</source>
        <translation>Su código borró la carpeta en la que se ejecuta (su carpeta actual): déjela en su sitio, el corrector lee de ella sus resultados.</translation>
    </message>
    <message>
        <source>Your code started more processes or threads than the checker allows (about {processes}).</source>
        <translation>Su código inició más procesos o hilos de los que permite el corrector (unos {processes}).</translation>
    </message>
    <message>
        <source>Your code removed or replaced the checker&apos;s
run folder (the current folder): its results are lost.</source>
        <translation>Su código borró o sustituyó la carpeta de ejecución
del corrector (la carpeta actual): sus resultados se perdieron.</translation>
    </message>
    <message>
        <source>Your function returns only zeros: the starter&apos;s placeholder is still in place.</source>
        <translation>Su función devuelve solo ceros: el marcador de la plantilla sigue en su sitio.</translation>
    </message>
    <message>
        <source>{output}: {problem}</source>
        <translation>{output}: {problem}</translation>
    </message>
    <message>
        <source>Still running when the {seconds} s limit ran out.</source>
        <translation>Seguía ejecutándose cuando se agotó el límite de {seconds} s.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Detenido.</translation>
    </message>
    <message>
        <source>Over the {memory_mb} MB memory cap.</source>
        <translation>Por encima del límite de memoria de {memory_mb} MB.</translation>
    </message>
    <message numerus="yes">
        <source>Over the limit of %Ln processes.</source>
        <translation>
            <numerusform>Por encima del límite de %Ln proceso.</numerusform>
            <numerusform>Por encima del límite de %Ln procesos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Python process ended during this case.</source>
        <translation>El proceso de Python terminó durante este caso.</translation>
    </message>
    <message>
        <source>Did not finish.</source>
        <translation>No terminó.</translation>
    </message>
    <message>
        <source>while loading</source>
        <translation>durante la carga</translation>
    </message>
    <message>
        <source>during case {number} of {count} ({case})</source>
        <translation>durante el caso {number} de {count} ({case})</translation>
    </message>
    <message>
        <source>The checker&apos;s supervising process was ended {where}, by your code or the system; every process of this run that could still be found was ended.</source>
        <translation>El proceso supervisor del corrector terminó {where}, por su código o por el sistema; se terminaron todos los procesos de esta ejecución que aún se pudieron encontrar.</translation>
    </message>
    <message>
        <source>Your code ended the Python process (exit code {code}) {where}. os._exit() ends it at once, with no result: return a value instead.</source>
        <translation>Su código terminó el proceso de Python (código de salida {code}) {where}. os._exit() lo termina de inmediato, sin resultado: devuelva un valor en su lugar.</translation>
    </message>
    <message>
        <source>Python crashed (segmentation fault) {where}. This usually means a recursion far deeper than the C stack holds: did you raise sys.setrecursionlimit?</source>
        <translation>Python falló (violación de segmento) {where}. Suele significar una recursión mucho más profunda de lo que cabe en la pila de C: ¿aumentó sys.setrecursionlimit?</translation>
    </message>
    <message>
        <source>Your code used up its CPU time {where}.</source>
        <translation>Su código agotó su tiempo de CPU {where}.</translation>
    </message>
    <message>
        <source>The Python process was ended by {signal} {where}.</source>
        <translation>El proceso de Python fue terminado por {signal} {where}.</translation>
    </message>
    <message>
        <source>You stopped the check.</source>
        <translation>Ha detenido la comprobación.</translation>
    </message>
    <message>
        <source>Python did not start within {seconds} s; the computer may be very busy. Try again.</source>
        <translation>Python no arrancó en {seconds} s; puede que el ordenador esté muy ocupado. Inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>Your code did not load: {error}</source>
        <translation>Su código no se cargó: {error}</translation>
    </message>
    <message>
        <source>Your code was still loading after {seconds} s: an endless loop outside the function?</source>
        <translation>Su código seguía cargándose tras {seconds} s: ¿un bucle infinito fuera de la función?</translation>
    </message>
    <message>
        <source>Time limit: case {number} of {count} ({case}) was still running after {seconds} s. An endless loop, or a very slow one?</source>
        <translation>Límite de tiempo: el caso {number} de {count} ({case}) seguía ejecutándose tras {seconds} s. ¿Un bucle infinito, o uno muy lento?</translation>
    </message>
    <message>
        <source>Your code and the processes it started held more than {memory_mb} MB together {where}; the checker ended all of them.</source>
        <translation>Su código y los procesos que inició ocuparon juntos más de {memory_mb} MB {where}; el corrector los terminó todos.</translation>
    </message>
    <message numerus="yes">
        <source>Your code started more than %Ln processes {where}; the checker ended all of them.</source>
        <translation>
            <numerusform>Su código inició más de %Ln proceso {where}; el corrector los terminó todos.</numerusform>
            <numerusform>Su código inició más de %Ln procesos {where}; el corrector los terminó todos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln hidden cases pass.</source>
        <translation>
            <numerusform>El %Ln caso oculto se supera.</numerusform>
            <numerusform>Los %Ln casos ocultos se superan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %Ln hidden cases fail, {not_run} not run.</source>
        <translation>
            <numerusform>Fallan {failed} de %Ln caso oculto; {not_run} sin ejecutar.</numerusform>
            <numerusform>Fallan {failed} de %Ln casos ocultos; {not_run} sin ejecutar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %Ln hidden cases fail.</source>
        <translation>
            <numerusform>Fallan {failed} de %Ln caso oculto.</numerusform>
            <numerusform>Fallan {failed} de %Ln casos ocultos.</numerusform>
        </translation>
    </message>
    <message>
        <source>{head} First, {case}: {lead}</source>
        <translation>{head} El primero, {case}: {lead}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>superado</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>sin ejecutar</translation>
    </message>
    <message numerus="yes">
        <source>It printed %Ln bytes; the first {shown} characters are shown.</source>
        <translation>
            <numerusform>Imprimió %Ln byte; se muestran los primeros {shown} caracteres.</numerusform>
            <numerusform>Imprimió %Ln bytes; se muestran los primeros {shown} caracteres.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeTab</name>
    <message>
        <source>&lt;b&gt;{mark} Case {number}&lt;/b&gt;: {case} — {status}</source>
        <translation>&lt;b&gt;{mark} Caso {number}&lt;/b&gt;: {case} — {status}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;Pista:&lt;/b&gt; {hint}</translation>
    </message>
    <message>
        <source>No case was run.</source>
        <translation>No se ejecutó ningún caso.</translation>
    </message>
    <message>
        <source>Your Python code</source>
        <translation>Su código Python</translation>
    </message>
    <message>
        <source>The task</source>
        <translation>La tarea</translation>
    </message>
    <message>
        <source>The check&apos;s verdict</source>
        <translation>El veredicto de la comprobación</translation>
    </message>
    <message>
        <source>Check results, case by case</source>
        <translation>Resultados de la comprobación, caso por caso</translation>
    </message>
    <message>
        <source>What your code printed</source>
        <translation>Lo que imprimió su código</translation>
    </message>
    <message>
        <source>What your code printed appears here.</source>
        <translation>Lo que imprima su código aparece aquí.</translation>
    </message>
    <message>
        <source>A reference solution</source>
        <translation>Una solución de referencia</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>Casos</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solución</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Run your code on hidden cases made by posviz&apos;s model (Ctrl+Return)</source>
        <translation>Ejecutar su código con casos ocultos creados por el modelo de posviz (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Reveal solution…</source>
        <translation>Ver la solución…</translation>
    </message>
    <message numerus="yes">
        <source>Task {number} of %Ln: {title}</source>
        <translation>
            <numerusform>Tarea {number} de %Ln: {title}</numerusform>
            <numerusform>Tarea {number} de %Ln: {title}</numerusform>
        </translation>
    </message>
    <message>
        <source>{number} · {function}{mark}</source>
        <translation>{number} · {function}{mark}</translation>
    </message>
    <message>
        <source>Draft saved</source>
        <translation>Borrador guardado</translation>
    </message>
    <message>
        <source>Draft NOT saved: {reason}</source>
        <translation>Borrador NO guardado: {reason}</translation>
    </message>
    <message>
        <source>Progress NOT saved: {reason}</source>
        <translation>Progreso NO guardado: {reason}</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Running your code on the hidden cases…</source>
        <translation>Ejecutando su código con los casos ocultos…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Checking… {progress} (time limit {seconds} s)</source>
        <translation>Comprobando… {progress} (límite de tiempo {seconds} s)</translation>
    </message>
    <message>
        <source>Press Check to run your code on the hidden cases.</source>
        <translation>Pulse «Comprobar» para ejecutar su código con los casos ocultos.</translation>
    </message>
    <message>
        <source>{mark} {summary}</source>
        <translation>{mark} {summary}</translation>
    </message>
    <message>
        <source>Start again?</source>
        <translation>¿Empezar de nuevo?</translation>
    </message>
    <message>
        <source>Replace your code for this task with the starter stub?</source>
        <translation>¿Sustituir su código de esta tarea por la plantilla inicial?</translation>
    </message>
    <message>
        <source>Reveal the solution?</source>
        <translation>¿Ver la solución?</translation>
    </message>
    <message>
        <source>See the reference solution for this task? Trying once more first teaches more. Your own code stays in the editor.</source>
        <translation>¿Ver la solución de referencia de esta tarea? Intentarlo una vez más antes enseña más. Su propio código se queda en el editor.</translation>
    </message>
</context>
<context>
    <name>PracticeTasks</name>
    <message>
        <source>The sinusoidal position table</source>
        <translation>La tabla de posiciones sinusoidal</translation>
    </message>
    <message>
        <source>Write &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. It returns the paper&apos;s position table as a float64 array of shape &lt;code&gt;(length, d_model)&lt;/code&gt;: row &lt;i&gt;pos&lt;/i&gt; is the vector for position &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. Pair &lt;i&gt;k&lt;/i&gt; of columns holds &lt;code&gt;sin(pos·w)&lt;/code&gt; in column 2k and &lt;code&gt;cos(pos·w)&lt;/code&gt; in column 2k + 1, with &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. When d_model is odd, the last column is a sine without its cosine. The hidden tests include positions near 100,000.</source>
        <translation>Escriba &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. Devuelve la tabla de posiciones del artículo como un array float64 de forma &lt;code&gt;(length, d_model)&lt;/code&gt;: la fila &lt;i&gt;pos&lt;/i&gt; es el vector de la posición &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. El par de columnas &lt;i&gt;k&lt;/i&gt; contiene &lt;code&gt;sin(pos·w)&lt;/code&gt; en la columna 2k y &lt;code&gt;cos(pos·w)&lt;/code&gt; en la columna 2k + 1, con &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. Si d_model es impar, la última columna es un seno sin su coseno. Los tests ocultos incluyen posiciones cercanas a 100.000.</translation>
    </message>
    <message>
        <source>Look up, then add: the matrix Z</source>
        <translation>Buscar y luego sumar: la matriz Z</translation>
    </message>
    <message>
        <source>Write &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. &lt;code&gt;E&lt;/code&gt; is the embedding table, one row per vocabulary word, shape &lt;code&gt;(|V|, d)&lt;/code&gt;; &lt;code&gt;ids&lt;/code&gt; holds the sentence&apos;s token ids, shape &lt;code&gt;(L,)&lt;/code&gt;; &lt;code&gt;P&lt;/code&gt; is a table of position vectors with &lt;b&gt;at least&lt;/b&gt; L rows, shape &lt;code&gt;(max_len, d)&lt;/code&gt;. Return Z, shape &lt;code&gt;(L, d)&lt;/code&gt;: row i is E&apos;s row for token &lt;code&gt;ids[i]&lt;/code&gt; plus the position vector of position i.</source>
        <translation>Escriba &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. &lt;code&gt;E&lt;/code&gt; es la tabla de embeddings, una fila por palabra del vocabulario, forma &lt;code&gt;(|V|, d)&lt;/code&gt;; &lt;code&gt;ids&lt;/code&gt; contiene los ids de los tokens de la frase, forma &lt;code&gt;(L,)&lt;/code&gt;; &lt;code&gt;P&lt;/code&gt; es una tabla de vectores de posición con &lt;b&gt;al menos&lt;/b&gt; L filas, forma &lt;code&gt;(max_len, d)&lt;/code&gt;. Devuelva Z, forma &lt;code&gt;(L, d)&lt;/code&gt;: la fila i es la fila de E del token &lt;code&gt;ids[i]&lt;/code&gt; más el vector de posición de la posición i.</translation>
    </message>
    <message>
        <source>Without positions, order is invisible</source>
        <translation>Sin posiciones, el orden es invisible</translation>
    </message>
    <message>
        <source>Show that a model without positions cannot see word order. Write &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;, where &lt;code&gt;order&lt;/code&gt; is a permutation of 0 .. L − 1 and the shuffled sentence is &lt;code&gt;ids[order]&lt;/code&gt;. Return two arrays, each &lt;code&gt;(L, d)&lt;/code&gt;: &lt;code&gt;z_shuffled&lt;/code&gt;, the Z of the shuffled sentence built with no position vectors, and &lt;code&gt;z_reordered&lt;/code&gt;, the Z of the original sentence (no positions either) with its rows taken in &lt;code&gt;order&lt;/code&gt;. They come out equal: shuffling the words only reorders the rows. (Add the table from task 1 to both and they no longer agree.)</source>
        <translation>Demuestre que un modelo sin posiciones no ve el orden de las palabras. Escriba &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;, donde &lt;code&gt;order&lt;/code&gt; es una permutación de 0 .. L − 1 y la frase desordenada es &lt;code&gt;ids[order]&lt;/code&gt;. Devuelva dos arrays, cada uno &lt;code&gt;(L, d)&lt;/code&gt;: &lt;code&gt;z_shuffled&lt;/code&gt;, la Z de la frase desordenada construida sin vectores de posición, y &lt;code&gt;z_reordered&lt;/code&gt;, la Z de la frase original (tampoco con posiciones) con sus filas tomadas en el orden &lt;code&gt;order&lt;/code&gt;. Salen iguales: desordenar las palabras solo reordena las filas. (Sume a ambas la tabla de la tarea 1 y dejarán de coincidir.)</translation>
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
        <translation>Cuestionario: pulse de 1 a 8 para responder</translation>
    </message>
    <message>
        <source>Open quiz file…</source>
        <translation>Abrir archivo de cuestionario…</translation>
    </message>
    <message>
        <source>The question, its choices and the explanation</source>
        <translation>La pregunta, sus opciones y la explicación</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>From {file}</source>
        <translation>De {file}</translation>
    </message>
    <message numerus="yes">
        <source>Question {number} of %Ln</source>
        <translation>
            <numerusform>Pregunta {number} de %Ln</numerusform>
            <numerusform>Pregunta {number} de %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>This quiz file cannot be used: {reason}</source>
        <translation>Este archivo de cuestionario no se puede usar: {reason}</translation>
    </message>
    <message>
        <source>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</source>
        <translation>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</translation>
    </message>
    <message>
        <source>Pick an answer (click it, or press its number).</source>
        <translation>Elija una respuesta (haga clic en ella o pulse su número).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Show me ▶&lt;/b&gt;&amp;nbsp; {what}</source>
        <translation>&lt;b&gt;Muéstramelo ▶&lt;/b&gt;&amp;nbsp; {what}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</source>
        <translation>&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{letter} (the answer).&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;{letter} (la respuesta).&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{letter} (not the answer).&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;{letter} (no es la respuesta).&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;✓ Right.&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;✓ Correcto.&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;✗ Not this one.&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;✗ Esta no.&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer is {letter}.&lt;/b&gt; {right}</source>
        <translation>&lt;b&gt;La respuesta es la {letter}.&lt;/b&gt; {right}</translation>
    </message>
    <message numerus="yes">
        <source>Finished: {right} of %Ln right</source>
        <translation>
            <numerusform>Terminado: {right} de %Ln correcta</numerusform>
            <numerusform>Terminado: {right} de %Ln correctas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score: {right} of {answered} answered right (%Ln questions)</source>
        <translation>
            <numerusform>Puntuación: {right} de {answered} respondidas bien (%Ln pregunta)</numerusform>
            <numerusform>Puntuación: {right} de {answered} respondidas bien (%Ln preguntas)</numerusform>
        </translation>
    </message>
    <message>
        <source>{letter}. {choice}, the answer</source>
        <translation>{letter}. {choice}, la respuesta</translation>
    </message>
    <message>
        <source>{letter}. {choice}, your answer, not the right one</source>
        <translation>{letter}. {choice}, su respuesta, no la correcta</translation>
    </message>
    <message>
        <source>{letter}. {choice}</source>
        <translation>{letter}. {choice}</translation>
    </message>
    <message>
        <source>Open a quiz</source>
        <translation>Abrir un cuestionario</translation>
    </message>
    <message>
        <source>Quiz files (*.json);;All files (*)</source>
        <translation>Archivos de cuestionario (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Quiz loaded: {title}</source>
        <translation>Cuestionario cargado: {title}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;quiz…</source>
        <translation>Abrir &amp;cuestionario…</translation>
    </message>
</context>
<context>
    <name>RealModel</name>
    <message>
        <source>No real model is open: posviz is showing the lesson&apos;s toy model.</source>
        <translation>No hay ningún modelo real abierto: posviz muestra el modelo de juguete de la lección.</translation>
    </message>
    <message>
        <source>&lt;b&gt;File → Open model folder…&lt;/b&gt; opens a Hugging Face-style folder ({files}), offline. From a terminal: {command}.</source>
        <translation>&lt;b&gt;Archivo → Abrir carpeta de modelo…&lt;/b&gt; abre una carpeta al estilo de Hugging Face ({files}), sin conexión. Desde un terminal: {command}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>{tokens} ({rows} table rows: the rest are padding no text reaches)</source>
        <translation>{tokens} ({rows} filas de tabla: el resto es relleno al que no llega ningún texto)</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familia</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Vocabulary |V|</source>
        <translation>Vocabulario |V|</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>Anchura d</translation>
    </message>
    <message>
        <source>Longest input</source>
        <translation>Entrada más larga</translation>
    </message>
    <message>
        <source>Token table</source>
        <translation>Tabla de tokens</translation>
    </message>
    <message>
        <source>{rows} × {width}, stored as {dtype}</source>
        <translation>{rows} × {width}, guardada como {dtype}</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizador</translation>
    </message>
    <message>
        <source>Rows with NaN or ±inf</source>
        <translation>Filas con NaN o ±inf</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} token rows ({listed})</source>
        <translation>
            <numerusform>%Ln de {total} filas de tokens ({listed})</numerusform>
            <numerusform>%Ln de {total} filas de tokens ({listed})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} position rows ({listed})</source>
        <translation>
            <numerusform>%Ln de {total} filas de posición ({listed})</numerusform>
            <numerusform>%Ln de {total} filas de posición ({listed})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln token rows are being measured in the background…</source>
        <translation>
            <numerusform>la %Ln fila de tokens se está midiendo en segundo plano…</numerusform>
            <numerusform>las %Ln filas de tokens se están midiendo en segundo plano…</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no rows with NaN or inf</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>sin medir</translation>
    </message>
    <message>
        <source>{rows}: shown as nan / inf, left out of colour scales and the nearest-row search</source>
        <translation>{rows}: se muestran como nan / inf y quedan fuera de las escalas de colores y de la búsqueda de filas cercanas</translation>
    </message>
    <message>
        <source>{found}; {waiting}</source>
        <translation>{found}; {waiting}</translation>
    </message>
    <message>
        <source>Position table values: the largest |value| is {largest} (row {row}), while {percent} % of values lie within ±{within}. Colour scales for real tables therefore come from a percentile, not from the extremes.</source>
        <translation>Valores de la tabla de posiciones: el mayor |valor| es {largest} (fila {row}), mientras que el {percent} % de los valores está dentro de ±{within}. Por eso las escalas de colores de las tablas reales salen de un percentil, no de los extremos.</translation>
    </message>
    <message>
        <source>Parts of the lesson&apos;s recipe this model does not have</source>
        <translation>Partes de la receta de la lección que este modelo no tiene</translation>
    </message>
    <message>
        <source>It has every part of the lesson&apos;s recipe: a token row plus a position row.</source>
        <translation>Tiene todas las partes de la receta de la lección: una fila de token más una fila de posición.</translation>
    </message>
    <message numerus="yes">
        <source>{has} After z it adds %Ln more step(s): {steps}.</source>
        <translation>
            <numerusform>{has} Después de z añade %Ln paso más: {steps}.</numerusform>
            <numerusform>{has} Después de z añade %Ln pasos más: {steps}.</numerusform>
        </translation>
    </message>
    <message>
        <source>token row {id} ({token})</source>
        <translation>fila de token {id} ({token})</translation>
    </message>
    <message>
        <source>+ position {index}</source>
        <translation>+ posición {index}</translation>
    </message>
    <message>
        <source>+ position {index}: nothing added</source>
        <translation>+ posición {index}: no se suma nada</translation>
    </message>
    <message>
        <source>= z (token + position)</source>
        <translation>= z (token + posición)</translation>
    </message>
    <message>
        <source>{step} → block 1</source>
        <translation>{step} → bloque 1</translation>
    </message>
    <message>
        <source>The focused token&apos;s vectors, step by step</source>
        <translation>Los vectores del token enfocado, paso a paso</translation>
    </message>
    <message>
        <source>The real model&apos;s steps from token rows to block 1&apos;s input</source>
        <translation>Los pasos del modelo real desde las filas de tokens hasta la entrada del bloque 1</translation>
    </message>
    <message>
        <source>No real model open</source>
        <translation>Ningún modelo real abierto</translation>
    </message>
    <message>
        <source>Also worth knowing</source>
        <translation>También conviene saber</translation>
    </message>
    <message>
        <source>not measured: {reason}</source>
        <translation>sin medir: {reason}</translation>
    </message>
    <message>
        <source>What block 1 receives for “{word}” (token {index}), step by step: the first {shown} of {width} dimensions.</source>
        <translation>Lo que recibe el bloque 1 para «{word}» (token {index}), paso a paso: las primeras {shown} de {width} dimensiones.</translation>
    </message>
</context>
<context>
    <name>SentencePanelWords</name>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}” ({unk}: not in the vocabulary)</source>
        <translation>posición {index}: «{text}» → id {id}, el trozo del tokenizador «{piece}» ({unk}: no está en el vocabulario)</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}”</source>
        <translation>posición {index}: «{text}» → id {id}, el trozo del tokenizador «{piece}»</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id} ({unk}: not in the vocabulary)</source>
        <translation>posición {index}: «{text}» → id {id} ({unk}: no está en el vocabulario)</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}</source>
        <translation>posición {index}: «{text}» → id {id}</translation>
    </message>
    <message>
        <source>token {index}, {label}, id {id}</source>
        <translation>token {index}, {label}, id {id}</translation>
    </message>
    <message numerus="yes">
        <source>That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged</source>
        <translation>
            <numerusform>La frase tendría entonces %Ln carácter; posviz codifica como mucho {most}, así que no se insertó y la frase no cambia</numerusform>
            <numerusform>La frase tendría entonces %Ln caracteres; posviz codifica como mucho {most}, así que no se insertó y la frase no cambia</numerusform>
        </translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Frase</translation>
    </message>
    <message>
        <source>Sentence:</source>
        <translation>Frase:</translation>
    </message>
    <message>
        <source>Sentence to encode</source>
        <translation>Frase que codificar</translation>
    </message>
    <message>
        <source>Type a sentence, e.g. {example}</source>
        <translation>Escriba una frase, p. ej. {example}</translation>
    </message>
    <message>
        <source>Preset sentences</source>
        <translation>Frases predefinidas</translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation>Ejemplos…</translation>
    </message>
    <message>
        <source>Tokens of the sentence</source>
        <translation>Tokens de la frase</translation>
    </message>
    <message>
        <source>No tokens yet: the sentence is empty.</source>
        <translation>Todavía no hay tokens: la frase está vacía.</translation>
    </message>
    <message>
        <source>Token ids: {ids} ({shown} of {total} tokens)</source>
        <translation>Ids de los tokens: {ids} ({shown} de {total} tokens)</translation>
    </message>
    <message numerus="yes">
        <source>Token ids: {ids} (%Ln tokens in all)</source>
        <translation>
            <numerusform>Ids de los tokens: {ids} (%Ln token en total)</numerusform>
            <numerusform>Ids de los tokens: {ids} (%Ln tokens en total)</numerusform>
        </translation>
    </message>
    <message>
        <source>Token ids: {ids}</source>
        <translation>Ids de los tokens: {ids}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not in the vocabulary ({unk})</source>
        <translation>
            <numerusform>%Ln fuera del vocabulario ({unk})</numerusform>
            <numerusform>%Ln fuera del vocabulario ({unk})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… y %Ln más</numerusform>
            <numerusform>… y %Ln más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>{values}, … and %Ln more</source>
        <translation>
            <numerusform>{values}, … y %Ln más</numerusform>
            <numerusform>{values}, … y %Ln más</numerusform>
        </translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>no es un número</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>infinito</translation>
    </message>
    <message>
        <source>minus infinity</source>
        <translation>menos infinito</translation>
    </message>
    <message>
        <source>No sentence: no row is focused.</source>
        <translation>Sin frase: no hay ninguna fila enfocada.</translation>
    </message>
    <message numerus="yes">
        <source>The focused token, at position {position}, is not among the %Ln rows shown.</source>
        <translation>
            <numerusform>El token enfocado, en la posición {position}, no está entre la %Ln fila mostrada.</numerusform>
            <numerusform>El token enfocado, en la posición {position}, no está entre las %Ln filas mostradas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Focused row, position {position} ({word}): {values}.</source>
        <translation>Fila enfocada, posición {position} ({word}): {values}.</translation>
    </message>
    <message>
        <source>{y} against {x}</source>
        <translation>{y} frente a {x}</translation>
    </message>
    <message>
        <source>{view}: picture</source>
        <translation>{view}: imagen</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>Split the text into token ids</source>
        <translation>Dividir el texto en ids de tokens</translation>
    </message>
    <message>
        <source>The tokenizer cuts the sentence into tokens and gives each one an id. An id is only a row number: 2 is not “closer” to 3 in any useful way.</source>
        <translation>El tokenizador corta la frase en tokens y da a cada uno un id. Un id es solo un número de fila: 2 no está «más cerca» de 3 en ningún sentido útil.</translation>
    </message>
    <message>
        <source>Look up each id&apos;s row</source>
        <translation>Buscar la fila de cada id</translation>
    </message>
    <message>
        <source>Each id picks one row of the table E. The row is a short list of learned numbers, the same row every time the word appears.</source>
        <translation>Cada id elige una fila de la tabla E. La fila es una lista corta de números aprendidos, la misma fila cada vez que aparece la palabra.</translation>
    </message>
    <message>
        <source>Make a vector for each position</source>
        <translation>Formar un vector para cada posición</translation>
    </message>
    <message>
        <source>Add them</source>
        <translation>Sumarlos</translation>
    </message>
    <message>
        <source>Hand Z to the first layer</source>
        <translation>Pasar Z a la primera capa</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the first pair of columns turns fastest (left), each later pair more slowly (right), like the hands of a clock.</source>
        <translation>Cada posición recibe su propio vector de la misma anchura: la primera pareja de columnas gira más deprisa (izquierda), cada pareja siguiente más despacio (derecha), como las agujas de un reloj.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: slow waves on the left, fast waves on the right.</source>
        <translation>Cada posición recibe su propio vector de la misma anchura: ondas lentas a la izquierda, ondas rápidas a la derecha.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: with base 1 every column turns at the same speed, one radian per position.</source>
        <translation>Cada posición recibe su propio vector de la misma anchura: con base 1 cada columna gira a la misma velocidad, un radián por posición.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the sines (left half) go from fast to slow, then the cosines (right half) repeat the same frequencies.</source>
        <translation>Cada posición recibe su propio vector de la misma anchura: los senos (mitad izquierda) van de rápido a lento y luego los cosenos (mitad derecha) repiten las mismas frecuencias.</translation>
    </message>
    <message>
        <source>{sentence} Its last column is all zeros (odd width).</source>
        <translation>{sentence} Su última columna es toda ceros (anchura impar).</translation>
    </message>
    <message>
        <source>Each position gets its own row of a learned table, of the same width.</source>
        <translation>Cada posición recibe su propia fila de una tabla aprendida, de la misma anchura.</translation>
    </message>
    <message>
        <source>RoPE adds no vector here: it rotates queries and keys inside attention.</source>
        <translation>RoPE no suma ningún vector aquí: gira las consultas y las claves dentro de la atención.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width.</source>
        <translation>Cada posición recibe su propio vector de la misma anchura.</translation>
    </message>
</context>
<context>
    <name>WalkthroughWords</name>
    <message>
        <source>Walkthrough</source>
        <translation>Recorrido</translation>
    </message>
    <message>
        <source>{arrow} Back</source>
        <translation>{arrow} Atrás</translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation>Siguiente {arrow}</translation>
    </message>
    <message>
        <source>Leave (Esc)</source>
        <translation>Salir (Esc)</translation>
    </message>
    <message>
        <source>Step {step} of {count}   {dots}</source>
        <translation>Paso {step} de {count}   {dots}</translation>
    </message>
</context>
</TS>
