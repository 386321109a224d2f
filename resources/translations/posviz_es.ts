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
