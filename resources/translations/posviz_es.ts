<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutText</name>
    <message>
        <source>posviz {version}</source>
        <translation>posviz {version}</translation>
    </message>
    <message>
        <source>How a transformer&apos;s input layer is built: text → token ids → rows of E → + position vectors → Z. MIT licence.</source>
        <translation>Cómo se construye la capa de entrada de un transformer: texto → ids de token → filas de E → + vectores de posición → Z. Licencia MIT.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parts posviz runs on&lt;/b&gt; (the standalone bundle ships them):</source>
        <translation>&lt;b&gt;Componentes sobre los que funciona posviz&lt;/b&gt; (el paquete autónomo los incluye):</translation>
    </message>
    <message>
        <source>Qt, PySide6 and Shiboken6 are used as shared libraries under the LGPL v3: you may replace them with your own build. Licence texts (on the web, and on this machine where installed):</source>
        <translation>Qt, PySide6 y Shiboken6 se usan como bibliotecas compartidas bajo la LGPL v3: puede sustituirlas por su propia compilación. Textos de las licencias (en la web y, donde estén instalados, en este equipo):</translation>
    </message>
</context>
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
    <name>Commands</name>
    <message>
        <source>&amp;Next step</source>
        <translation>&amp;Paso siguiente</translation>
    </message>
    <message>
        <source>next walkthrough step (starts the walkthrough)</source>
        <translation>paso siguiente del recorrido (inicia el recorrido)</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>Paso &amp;anterior</translation>
    </message>
    <message>
        <source>previous step</source>
        <translation>paso anterior</translation>
    </message>
    <message>
        <source>&amp;Blank the screen</source>
        <translation>&amp;Oscurecer la pantalla</translation>
    </message>
    <message>
        <source>blank the screen (any key brings it back)</source>
        <translation>oscurecer la pantalla (cualquier tecla la devuelve)</translation>
    </message>
    <message>
        <source>&amp;Leave the mode</source>
        <translation>Sa&amp;lir del modo</translation>
    </message>
    <message>
        <source>leave the current mode: blank screen, editing, presentation, walkthrough</source>
        <translation>salir del modo actual: pantalla oscura, edición, presentación, recorrido</translation>
    </message>
    <message>
        <source>Start the &amp;walkthrough</source>
        <translation>Iniciar el &amp;recorrido</translation>
    </message>
    <message>
        <source>start the walkthrough</source>
        <translation>iniciar el recorrido</translation>
    </message>
    <message>
        <source>the ▶ Walkthrough button</source>
        <translation>el botón ▶ Recorrido</translation>
    </message>
    <message>
        <source>&amp;Next prepared sentence</source>
        <translation>Siguiente &amp;frase preparada</translation>
    </message>
    <message>
        <source>next prepared sentence (File → Prepared sentences)</source>
        <translation>siguiente frase preparada (Archivo → Frases preparadas)</translation>
    </message>
    <message>
        <source>&amp;Previous prepared sentence</source>
        <translation>Frase preparada a&amp;nterior</translation>
    </message>
    <message>
        <source>previous prepared sentence</source>
        <translation>frase preparada anterior</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <source>presentation mode (full screen, no menus; with two screens, a presenter console on the laptop)</source>
        <translation>modo presentación (pantalla completa, sin menús; con dos pantallas, una consola del ponente en el portátil)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>zoom in</source>
        <translation>ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Re&amp;ducir</translation>
    </message>
    <message>
        <source>zoom out</source>
        <translation>reducir</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <source>zoom back to 100 %</source>
        <translation>volver al 100 %</translation>
    </message>
    <message>
        <source>&amp;Shuffle demo: reorder the words</source>
        <translation>&amp;Demo de mezcla: reordenar las palabras</translation>
    </message>
    <message>
        <source>the shuffle demo: reorder the words</source>
        <translation>la demo de mezcla: reordenar las palabras</translation>
    </message>
    <message>
        <source>&amp;Keyboard keys</source>
        <translation>&amp;Teclas del teclado</translation>
    </message>
    <message>
        <source>this list of keys</source>
        <translation>esta lista de teclas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>quit posviz</source>
        <translation>salir de posviz</translation>
    </message>
    <message>
        <source>F2, a click or typing into a control</source>
        <translation>F2, un clic o escribir en un control</translation>
    </message>
    <message>
        <source>edit it: its arrows and Enter are its own until Esc, Enter or leaving it (in the walkthrough: text fields only)</source>
        <translation>editarlo: sus flechas e Intro son suyas hasta Esc, Intro o salir de él (en el recorrido: solo campos de texto)</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>move to the next / previous control (a frame shows which has the keys)</source>
        <translation>pasar al control siguiente / anterior (un marco muestra cuál tiene las teclas)</translation>
    </message>
    <message>
        <source>Space (on a button, check box or drop-down)</source>
        <translation>Espacio (en un botón, una casilla o una lista desplegable)</translation>
    </message>
    <message>
        <source>press or open it, once Tab brought the keys to it (its frame shows); arrows move along the tabs (outside the walkthrough and presentation mode; otherwise these keys move the steps)</source>
        <translation>pulsarlo o abrirlo, una vez que Tab le ha dado las teclas (se ve su marco); las flechas recorren las pestañas (fuera del recorrido y del modo presentación; si no, estas teclas mueven los pasos)</translation>
    </message>
    <message>
        <source>Page Down</source>
        <translation>Av Pág</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>Re Pág</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Arriba</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Abajo</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Retroceso</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Mayús</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} o {second}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the keys of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{keys} or {other}</source>
        <translation>{keys} o {other}</translation>
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
    <name>Console</name>
    <message>
        <source>posviz: presenter console</source>
        <translation>posviz: consola del ponente</translation>
    </message>
    <message>
        <source>Typed here only: Enter shows it to the room, Esc puts back the room&apos;s sentence</source>
        <translation>Escrita solo aquí: Intro la muestra a la sala, Esc restaura la frase de la sala</translation>
    </message>
    <message>
        <source>Speaker notes (only you see them)</source>
        <translation>Notas del ponente (solo usted las ve)</translation>
    </message>
    <message>
        <source>Black out the room&apos;s screen; this console stays as it is</source>
        <translation>Oscurecer la pantalla de la sala; esta consola sigue igual</translation>
    </message>
    <message>
        <source>What the room sees</source>
        <translation>Lo que ve la sala</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>◀ Prepared sentence</source>
        <translation>◀ Frase preparada</translation>
    </message>
    <message>
        <source>Prepared sentence ▶</source>
        <translation>Frase preparada ▶</translation>
    </message>
    <message>
        <source>Swap screens</source>
        <translation>Intercambiar pantallas</translation>
    </message>
    <message>
        <source>Put the room&apos;s window on this screen and this console on the other</source>
        <translation>Poner la ventana de la sala en esta pantalla y esta consola en la otra</translation>
    </message>
    <message>
        <source>Stop presenting (Esc)</source>
        <translation>Terminar la presentación (Esc)</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}; next: “{sentence}”</source>
        <translation>Frase preparada {number} de {count}; siguiente: «{sentence}»</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}; it is the last one</source>
        <translation>Frase preparada {number} de {count}; es la última</translation>
    </message>
    <message>
        <source>Show the room again (B)</source>
        <translation>Volver a mostrar la sala (B)</translation>
    </message>
    <message>
        <source>Blank the room (B)</source>
        <translation>Oscurecer la sala (B)</translation>
    </message>
    <message>
        <source>The room sees a black screen (B or any key shows it again)</source>
        <translation>La sala ve una pantalla negra (B o cualquier tecla la devuelve)</translation>
    </message>
    <message>
        <source>The room sees</source>
        <translation>La sala ve</translation>
    </message>
    <message>
        <source>A black screen: the room&apos;s window is blanked (B or any key shows it again).</source>
        <translation>Una pantalla negra: la ventana de la sala está oscurecida (B o cualquier tecla la devuelve).</translation>
    </message>
    <message>
        <source>The room&apos;s window, as its picture was last taken: {where}, {title}.</source>
        <translation>La ventana de la sala, tal como se capturó por última vez: {where}, {title}.</translation>
    </message>
    <message>
        <source>No notes here. Each walkthrough step has notes of its own; a prepared sentence&apos;s notes, when it has some, show in their place (View → Speaker notes, in the main window, edits them).</source>
        <translation>Aquí no hay notas. Cada paso del recorrido tiene sus propias notas; las notas de una frase preparada, si las tiene, aparecen en su lugar (Ver → Notas del ponente, en la ventana principal, las edita).</translation>
    </message>
    <message>
        <source>Not in the walkthrough</source>
        <translation>Fuera del recorrido</translation>
    </message>
    <message>
        <source>The main view</source>
        <translation>La vista principal</translation>
    </message>
    <message>
        <source>The sentence and the panels, as in the window without menus.</source>
        <translation>La frase y los paneles, como en la ventana sin menús.</translation>
    </message>
    <message>
        <source>Next: step 1 of {count}, {title} (Next starts the walkthrough)</source>
        <translation>Siguiente: paso 1 de {count}, {title} (Siguiente inicia el recorrido)</translation>
    </message>
    <message>
        <source>Next: step {number} of {count}, {title}</source>
        <translation>Siguiente: paso {number} de {count}, {title}</translation>
    </message>
    <message>
        <source>Next: nothing; this is the last step (Esc leaves the walkthrough)</source>
        <translation>Siguiente: nada; este es el último paso (Esc sale del recorrido)</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Paso {number} de {count}</translation>
    </message>
    <message>
        <source>Elapsed {time}</source>
        <translation>Transcurrido {time}</translation>
    </message>
    <message>
        <source>Elapsed {time}  (paused)</source>
        <translation>Transcurrido {time}  (en pausa)</translation>
    </message>
    <message>
        <source>Time since the timer was started, pauses not counted</source>
        <translation>Tiempo desde que se inició el temporizador, sin contar las pausas</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
</context>
<context>
    <name>ContextLesson</name>
    <message>
        <source>factor</source>
        <translation>factor</translation>
    </message>
    <message>
        <source>original context</source>
        <translation>contexto original</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>conservada</translation>
    </message>
    <message>
        <source>kept: they turn as in training</source>
        <translation>conservadas: giran como en el entrenamiento</translation>
    </message>
    <message>
        <source>slowed {factor}×</source>
        <translation>ralentizada {factor}×</translation>
    </message>
    <message>
        <source>slowed {low}×</source>
        <translation>ralentizada {low}×</translation>
    </message>
    <message>
        <source>slowed between {low}× and {high}×</source>
        <translation>ralentizadas entre {low}× y {high}×</translation>
    </message>
    <message>
        <source>pair {first}: one turn every {every} tokens ({made} turns in the original {original}): {what}</source>
        <translation>par {first}: una vuelta cada {every} tokens ({made} vueltas en el original de {original}): {what}</translation>
    </message>
    <message>
        <source>pairs {first}–{last}: one turn every {every} to {every_high} tokens ({made} to {made_high} turns in the original {original}): {what}</source>
        <translation>pares {first}–{last}: una vuelta cada {every} a {every_high} tokens ({made} a {made_high} vueltas en el original de {original}): {what}</translation>
    </message>
    <message>
        <source>llama3&apos;s rule: a pair with a wavelength under {n} / {high} = {short} tokens keeps its frequency, over {n} / {low} = {long} it turns {factor}× slower, and in between the two are blended.</source>
        <translation>La regla de llama3: un par con longitud de onda por debajo de {n} / {high} = {short} tokens conserva su frecuencia, por encima de {n} / {low} = {long} gira {factor}× más despacio, y entre ambos se mezclan.</translation>
    </message>
    <message numerus="yes">
        <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).</source>
        <translation>
            <numerusform>{before} de %Ln par tienen una longitud de onda mayor que el contexto original ({n} tokens): en el entrenamiento nunca dieron una vuelta completa; tras el escalado, {after} la tienen mayor que {longest} tokens ({factor} × {n}).</numerusform>
            <numerusform>{before} de %Ln pares tienen una longitud de onda mayor que el contexto original ({n} tokens): en el entrenamiento nunca dieron una vuelta completa; tras el escalado, {after} la tienen mayor que {longest} tokens ({factor} × {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.</source>
        <translation>
            <numerusform>{before} de %Ln par tienen una longitud de onda mayor que el contexto original ({n} tokens): en el entrenamiento nunca dieron una vuelta completa.</numerusform>
            <numerusform>{before} de %Ln pares tienen una longitud de onda mayor que el contexto original ({n} tokens): en el entrenamiento nunca dieron una vuelta completa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attention factor 1: cos and sin are used as they are.</source>
        <translation>Factor de atención 1: cos y sin se usan tal cual.</translation>
    </message>
    <message>
        <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets sharper).</source>
        <translation>Factor de atención {factor}: cos y sin se multiplican por él, así que cada puntuación q·k de la cabeza se multiplica por {square} (el softmax sobre ellas se vuelve más agudo).</translation>
    </message>
    <message>
        <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets flatter).</source>
        <translation>Factor de atención {factor}: cos y sin se multiplican por él, así que cada puntuación q·k de la cabeza se multiplica por {square} (el softmax sobre ellas se vuelve más plano).</translation>
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
    <name>ConventionsLesson</name>
    <message>
        <source>Paper: interleaved sin, cos</source>
        <translation>Artículo: sin y cos intercalados</translation>
    </message>
    <message>
        <source>Vaswani et al. 2017, the Annotated Transformer, DistilBERT</source>
        <translation>Vaswani et al. 2017, el Annotated Transformer, DistilBERT</translation>
    </message>
    <message>
        <source>Sine and cosine of the same frequency sit side by side.</source>
        <translation>El seno y el coseno de la misma frecuencia van uno junto al otro.</translation>
    </message>
    <message>
        <source>Split halves: all sines, then all cosines</source>
        <translation>Mitades separadas: todos los senos, luego todos los cosenos</translation>
    </message>
    <message>
        <source>Marian, the TensorFlow text tutorial</source>
        <translation>Marian, el tutorial de texto de TensorFlow</translation>
    </message>
    <message>
        <source>Same numbers as the paper, columns in another order.</source>
        <translation>Los mismos números que el artículo, con las columnas en otro orden.</translation>
    </message>
    <message>
        <source>tensor2tensor: split, other frequencies</source>
        <translation>tensor2tensor: separado, otras frecuencias</translation>
    </message>
    <message>
        <source>tensor2tensor (Google), fairseq without its offset</source>
        <translation>tensor2tensor (Google), fairseq sin su desplazamiento</translation>
    </message>
    <message>
        <source>The slowest pair turns at exactly 1/base radians per position.</source>
        <translation>El par más lento gira exactamente 1/base radianes por posición.</translation>
    </message>
    <message>
        <source>fairseq: tensor2tensor, positions start at 2</source>
        <translation>fairseq: tensor2tensor, las posiciones empiezan en 2</translation>
    </message>
    <message>
        <source>fairseq (Meta): padding_idx + 1 = 2 is the first position</source>
        <translation>fairseq (Meta): padding_idx + 1 = 2 es la primera posición</translation>
    </message>
    <message>
        <source>The first token gets the vector of position 2: position 1 marks padding and 0 is unused.</source>
        <translation>El primer token recibe el vector de la posición 2: la posición 1 marca el relleno y la 0 no se usa.</translation>
    </message>
</context>
<context>
    <name>DeeperBuckets</name>
    <message>
        <source>Relative positions inside attention: buckets per query and key</source>
        <translation>Posiciones relativas dentro de la atención: cubetas por consulta y clave</translation>
    </message>
    <message>
        <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, this model&apos;s; the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;La cubeta que cada consulta (hacia abajo) lee para cada clave (a lo ancho)&lt;/b&gt;, las de este modelo; la fila del token enfocado está recuadrada.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, T5-base&apos;s (32 buckets up to 128: no relative positions in the open model); the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;La cubeta que cada consulta (hacia abajo) lee para cada clave (a lo ancho)&lt;/b&gt;, las de T5-base (32 cubetas hasta 128: el modelo abierto no tiene posiciones relativas); la fila del token enfocado está recuadrada.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The relative position each query (down) reads for each key (across)&lt;/b&gt;, this model&apos;s; the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;La posición relativa que cada consulta (hacia abajo) lee para cada clave (a lo ancho)&lt;/b&gt;, las de este modelo; la fila del token enfocado está recuadrada.</translation>
    </message>
</context>
<context>
    <name>DeeperCaptions</name>
    <message>
        <source>The learned table here is illustrative (seeded random numbers in place of trained rows): like a trained one it has rows for positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
        <translation>La tabla aprendida es aquí de ejemplo (números aleatorios con semilla en lugar de filas entrenadas): como una entrenada, solo tiene filas para las posiciones 0 a L&lt;sub&gt;max&lt;/sub&gt;−1, así que más allá de su final el modelo lanza el error de arriba.</translation>
    </message>
    <message>
        <source>The learned table was trained on positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
        <translation>La tabla aprendida se entrenó solo con las posiciones 0 a L&lt;sub&gt;max&lt;/sub&gt;−1, así que más allá de su final el modelo lanza el error de arriba.</translation>
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
        <translation>Extensión del contexto: escalado de RoPE</translation>
    </message>
    <message>
        <source>{name}:</source>
        <extracomment>a control&apos;s label: the scaling parameter&apos;s name</extracomment>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>Width of the toy head</source>
        <translation>Ancho de la cabeza de juguete</translation>
    </message>
    <message>
        <source>Sequence length L</source>
        <translation>Longitud de secuencia L</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Scaling:</source>
        <translation>Escalado:</translation>
    </message>
    <message>
        <source>Attention:</source>
        <translation>Atención:</translation>
    </message>
    <message>
        <source>Head width:</source>
        <translation>Ancho de cabeza:</translation>
    </message>
    <message>
        <source>Sequence length L:</source>
        <translation>Longitud de secuencia L:</translation>
    </message>
    <message>
        <source>Pair i:</source>
        <translation>Par i:</translation>
    </message>
    <message>
        <source>Position p:</source>
        <translation>Posición p:</translation>
    </message>
    <message>
        <source>θ, radians</source>
        <translation>θ, radianes</translation>
    </message>
    <message>
        <source>tokens per turn</source>
        <translation>tokens por vuelta</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>par i</translation>
    </message>
    <message>
        <source>{scaling} (the model&apos;s own)</source>
        <translation>{scaling} (la del modelo)</translation>
    </message>
    <message>
        <source>none (the model&apos;s own)</source>
        <translation>ninguno (el del modelo)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt;, one head ({kind} layers), as its config says</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;, una cabeza (capas {kind}), según su configuración</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt;, one head, as its config says</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;, una cabeza, según su configuración</translation>
    </message>
    <message>
        <source>The loaded model has no RoPE, so a toy head is shown. &lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
        <translation>El modelo cargado no tiene RoPE, así que se muestra una cabeza de juguete. &lt;b&gt;Una cabeza de juguete&lt;/b&gt; (de ejemplo; su base es la fijada en la barra de controles)</translation>
    </message>
    <message>
        <source>&lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
        <translation>&lt;b&gt;Una cabeza de juguete&lt;/b&gt; (de ejemplo; su base es la fijada en la barra de controles)</translation>
    </message>
    <message>
        <source>{mark} These parameters cannot be used: {error}. The last good picture is kept.</source>
        <translation>{mark} Estos parámetros no se pueden usar: {error}. Se conserva la última imagen válida.</translation>
    </message>
    <message>
        <source>{whose}: {head} ({values}); frequencies at L = {length} tokens.</source>
        <translation>{whose}: {head} ({values}); frecuencias con L = {length} tokens.</translation>
    </message>
    <message>
        <source>{whose}: {head}; frequencies at L = {length} tokens.</source>
        <translation>{whose}: {head}; frecuencias con L = {length} tokens.</translation>
    </message>
    <message>
        <source>Solid blue: after scaling.</source>
        <translation>Azul continua: después del escalado.</translation>
    </message>
    <message>
        <source>Vertical line: pair {pair}.</source>
        <translation>Línea vertical: par {pair}.</translation>
    </message>
    <message>
        <source>Dashed: before scaling. {after} Background: {kept} {between} {slowed}. {line} Both plots have a log scale.</source>
        <translation>Discontinua: antes del escalado. {after} Fondo: {kept} {between} {slowed}. {line} Ambos gráficos tienen escala logarítmica.</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>conservadas</translation>
    </message>
    <message>
        <source>between</source>
        <translation>intermedias</translation>
    </message>
    <message>
        <source>slowed by the factor</source>
        <translation>ralentizadas por el factor</translation>
    </message>
    <message>
        <source>original context {tokens}</source>
        <translation>contexto original {tokens}</translation>
    </message>
    <message>
        <source>{factor} × original = {tokens}</source>
        <translation>{factor} × original = {tokens}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair {pair} at position {position}&lt;/b&gt;: before scaling p·θ = {position} × {theta} = &lt;b&gt;{before} rad&lt;/b&gt; ({turns} turns); after: {position} × {scaled} = &lt;b&gt;{after} rad&lt;/b&gt; ({scaled_turns} turns).</source>
        <translation>&lt;b&gt;Par {pair} en la posición {position}&lt;/b&gt;: antes del escalado p·θ = {position} × {theta} = &lt;b&gt;{before} rad&lt;/b&gt; ({turns} vueltas); después: {position} × {scaled} = &lt;b&gt;{after} rad&lt;/b&gt; ({scaled_turns} vueltas).</translation>
    </message>
</context>
<context>
    <name>DeeperConventions</name>
    <message>
        <source>Sinusoidal conventions switchboard</source>
        <translation>Panel de las convenciones sinusoidales</translation>
    </message>
    <message>
        <source>Positions shown</source>
        <translation>Posiciones mostradas</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sinusoidal convention&lt;/b&gt; (also the toolbar&apos;s)</source>
        <translation>&lt;b&gt;Convención sinusoidal&lt;/b&gt; (también la de la barra de herramientas)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The table&lt;/b&gt;: positions down, columns across. Click a cell.</source>
        <translation>&lt;b&gt;La tabla&lt;/b&gt;: posiciones hacia abajo, columnas a lo ancho. Haz clic en una celda.</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Posiciones:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Used by:&lt;/b&gt; {libraries}.&lt;br&gt;{note}</source>
        <translation>&lt;b&gt;La usan:&lt;/b&gt; {libraries}.&lt;br&gt;{note}</translation>
    </message>
    <message>
        <source>matches the reference formula to {tolerance}</source>
        <translation>coincide con la fórmula de referencia hasta {tolerance}</translation>
    </message>
    <message numerus="yes">
        <source>largest difference {value} over %Ln positions × {columns} columns</source>
        <translation>
            <numerusform>mayor diferencia {value} en %Ln posición × {columns} columnas</numerusform>
            <numerusform>mayor diferencia {value} en %Ln posiciones × {columns} columnas</numerusform>
        </translation>
    </message>
    <message>
        <source>Position {position}, column {column}: {formula}</source>
        <translation>Posición {position}, columna {column}: {formula}</translation>
    </message>
    <message>
        <source>{cell}&lt;br&gt;&lt;i&gt;The toolbar shows {scheme}; this convention applies once you pick sinusoidal.&lt;/i&gt;</source>
        <translation>{cell}&lt;br&gt;&lt;i&gt;La barra de herramientas muestra {scheme}; esta convención se aplica cuando eliges sinusoidal.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>DeeperLearned</name>
    <message>
        <source>offset j − i</source>
        <translation>desplazamiento j − i</translation>
    </message>
    <message>
        <source>mean cosine</source>
        <translation>coseno medio</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posición</translation>
    </message>
    <message>
        <source>row length</source>
        <translation>longitud de la fila</translation>
    </message>
    <message>
        <source>position j</source>
        <translation>posición j</translation>
    </message>
    <message>
        <source>position i</source>
        <translation>posición i</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)</source>
        <translation>
            <numerusform>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, las primeras {rows} de %Ln fila)</numerusform>
            <numerusform>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, las primeras {rows} de %Ln filas)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width})</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width})</translation>
    </message>
    <message>
        <source>Cosine similarity of every pair of positions: {title}</source>
        <translation>Similitud coseno de cada par de posiciones: {title}</translation>
    </message>
    <message>
        <source>{title} on its first principal components ({shares} of the variance)</source>
        <translation>{title} sobre sus primeras componentes principales ({shares} de la varianza)</translation>
    </message>
    <message>
        <source>(no second component)</source>
        <translation>(sin segunda componente)</translation>
    </message>
    <message>
        <source>Property scores of both tables</source>
        <translation>Puntuaciones de propiedades de ambas tablas</translation>
    </message>
    <message>
        <source>Property: what it measures</source>
        <translation>Propiedad: qué mide</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>Esta tabla</translation>
    </message>
    <message>
        <source>Sinusoidal</source>
        <translation>Sinusoidal</translation>
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
        <translation>Qué aprendieron las posiciones</translation>
    </message>
    <message>
        <source>Rows of a formula&apos;s table</source>
        <translation>Filas de la tabla de una fórmula</translation>
    </message>
    <message>
        <source>Rows of a formula&apos;s table:</source>
        <translation>Filas de la tabla de una fórmula:</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt; ({rows} × {width}, in the background; the last picture is kept until then)</source>
        <translation>&lt;i&gt;calculando…&lt;/i&gt; ({rows} × {width}, en segundo plano; hasta entonces se conserva la última imagen)</translation>
    </message>
    <message>
        <source>{mark} This table cannot be read: {error}. The last picture is kept.</source>
        <translation>{mark} No se puede leer esta tabla: {error}. Se conserva la última imagen.</translation>
    </message>
    <message>
        <source>The session adds no position table</source>
        <translation>La sesión no suma ninguna tabla de posiciones</translation>
    </message>
    <message>
        <source>{scheme} adds no vectors to the input (RoPE turns queries and keys inside attention, ALiBi biases attention scores; &apos;none&apos; adds zeros), so there is no table to read. The sinusoidal table of the same width is read beside it.</source>
        <translation>{scheme} no suma vectores a la entrada (RoPE gira consultas y claves dentro de la atención, ALiBi sesga las puntuaciones de atención; &apos;none&apos; suma ceros), así que no hay tabla que leer. Al lado se lee la tabla sinusoidal del mismo ancho.</translation>
    </message>
</context>
<context>
    <name>DeeperLearnedParts</name>
    <message>
        <source>{first} position 0 → {last} position {end}</source>
        <translation>{first} posición 0 → {last} posición {end}</translation>
    </message>
</context>
<context>
    <name>DeeperLengths</name>
    <message>
        <source>no row: past the table</source>
        <translation>sin fila: más allá de la tabla</translation>
    </message>
    <message>
        <source>{mark} {error}</source>
        <translation>{mark} {error}</translation>
    </message>
    <message>
        <source>a formula</source>
        <translation>una fórmula</translation>
    </message>
    <message>
        <source>inside the table</source>
        <translation>dentro de la tabla</translation>
    </message>
    <message numerus="yes">
        <source>all %Ln positions have a vector</source>
        <translation>
            <numerusform>la %Ln posición tiene vector</numerusform>
            <numerusform>las %Ln posiciones tienen vector</numerusform>
        </translation>
    </message>
    <message>
        <source>Sinusoidal, learned and RoPE past the training length</source>
        <translation>Sinusoidal, aprendida y RoPE más allá de la longitud de entrenamiento</translation>
    </message>
    <message>
        <source>Input length L</source>
        <translation>Longitud de entrada L</translation>
    </message>
    <message>
        <source>Input length L (slider)</source>
        <translation>Longitud de entrada L (deslizador)</translation>
    </message>
    <message>
        <source>Rows of the learned position table</source>
        <translation>Filas de la tabla de posiciones aprendida</translation>
    </message>
    <message>
        <source>Sweep past the table&apos;s end</source>
        <translation>Recorrer más allá del final de la tabla</translation>
    </message>
    <message>
        <source>Length L:</source>
        <translation>Longitud L:</translation>
    </message>
    <message>
        <source>Learned table rows:</source>
        <translation>Filas de la tabla aprendida:</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a formula gives every position</source>
        <translation>parámetros: &lt;b&gt;ninguno&lt;/b&gt;, una fórmula da cada posición</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; learned numbers</source>
        <translation>parámetros: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; números aprendidos</translation>
    </message>
    <message numerus="yes">
        <source>Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
        <translation>
            <numerusform>Dibujado: posiciones {first} a {last} (la última %Ln de L = {length}); gris = sin vector. {note} Sinusoidal y RoPE calculan cualquier posición; si una red entrenada con entradas cortas usa bien esas posiciones lejanas es otra cuestión.</numerusform>
            <numerusform>Dibujado: posiciones {first} a {last} (las últimas %Ln de L = {length}); gris = sin vector. {note} Sinusoidal y RoPE calculan cualquier posición; si una red entrenada con entradas cortas usa bien esas posiciones lejanas es otra cuestión.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn: no positions (L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
        <translation>Dibujado: ninguna posición (L = {length}); gris = sin vector. {note} Sinusoidal y RoPE calculan cualquier posición; si una red entrenada con entradas cortas usa bien esas posiciones lejanas es otra cuestión.</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position</source>
        <translation>parámetros: &lt;b&gt;ninguno&lt;/b&gt;, una rotación para cada posición</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position ({scaling} scaling at L = {length}; cos, sin × {factor})</source>
        <translation>parámetros: &lt;b&gt;ninguno&lt;/b&gt;, una rotación para cada posición. Columnas 2i, 2i+1: cos, sin del par i = dimensiones {dims} de una cabeza de ancho {width}; θ = {theta} rad por posición (escalado {scaling} con L = {length}; cos, sin × {factor})</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position</source>
        <translation>parámetros: &lt;b&gt;ninguno&lt;/b&gt;, una rotación para cada posición. Columnas 2i, 2i+1: cos, sin del par i = dimensiones {dims} de una cabeza de ancho {width}; θ = {theta} rad por posición</translation>
    </message>
</context>
<context>
    <name>DeeperLongRange</name>
    <message>
        <source>distance m (log scale)</source>
        <translation>distancia m (escala logarítmica)</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>cota</translation>
    </message>
    <message>
        <source>base (log scale)</source>
        <translation>base (escala logarítmica)</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>falla</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>cumple</translation>
    </message>
    <message>
        <source>RoPE at long range</source>
        <translation>RoPE a larga distancia</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Rotated dimensions per head d</source>
        <translation>Dimensiones giradas por cabeza d</translation>
    </message>
    <message>
        <source>Context length L</source>
        <translation>Longitud de contexto L</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>Base:</translation>
    </message>
    <message>
        <source>Head d:</source>
        <translation>Cabeza d:</translation>
    </message>
    <message>
        <source>Context length L:</source>
        <translation>Longitud de contexto L:</translation>
    </message>
    <message>
        <source>{mark} {error}. The last picture is kept.</source>
        <translation>{mark} {error}. Se conserva la última imagen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{whose}&lt;/b&gt;: base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
        <translation>&lt;b&gt;{whose}&lt;/b&gt;: base {base}, d = {d} dimensiones giradas, es decir {pairs} pares con θᵢ = base^(−2i/d).</translation>
    </message>
    <message>
        <source>RoFormer&apos;s bound against distance ({whose}): base {base}, d = {d}, L = {length}</source>
        <translation>Cota de RoFormer frente a la distancia ({whose}): base {base}, d = {d}, L = {length}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{whose}&lt;/b&gt; (changed in the boxes above): base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
        <translation>&lt;b&gt;{whose}&lt;/b&gt; (cambiado en las casillas de arriba): base {base}, d = {d} dimensiones giradas, es decir {pairs} pares con θᵢ = base^(−2i/d).</translation>
    </message>
    <message>
        <source>RoFormer&apos;s bound against distance ({whose}, changed in the boxes above): base {base}, d = {d}, L = {length}</source>
        <translation>Cota de RoFormer frente a la distancia ({whose}, cambiado en las casillas de arriba): base {base}, d = {d}, L = {length}</translation>
    </message>
    <message>
        <source>RoFormer&apos;s upper bound of a query–key score m positions apart, {formula} (dashed line: L). {caption}</source>
        <translation>La cota superior de RoFormer para la puntuación consulta–clave a m posiciones de distancia, {formula} (línea discontinua: L). {caption}</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt; the smallest base for d = {d}, L = {length} (in the background; the last answer is kept until then)</source>
        <translation>&lt;i&gt;calculando…&lt;/i&gt; la base más pequeña para d = {d}, L = {length} (en segundo plano; hasta entonces se conserva la última respuesta)</translation>
    </message>
    <message>
        <source>{mark} The search failed: {error}. The last answer is kept.</source>
        <translation>{mark} La búsqueda falló: {error}. Se conserva la última respuesta.</translation>
    </message>
    <message>
        <source>Dots: every base scanned, all failing.</source>
        <translation>Puntos: cada base explorada, todas fallan.</translation>
    </message>
    <message>
        <source>Dots: the bases scanned from {steps} grid steps below the first pass (up: keeps the condition; down, crosses: fails; every smaller base scanned fails).</source>
        <translation>Puntos: las bases exploradas desde {steps} pasos de la rejilla por debajo de la primera que cumple (arriba: cumple la condición; abajo, cruces: falla; toda base menor explorada falla).</translation>
    </message>
</context>
<context>
    <name>DeeperOneHot</name>
    <message>
        <source>One-hot vector against a learned row</source>
        <translation>Vector one-hot frente a fila aprendida</translation>
    </message>
    <message>
        <source>Play the look-up again</source>
        <translation>Reproducir otra vez la búsqueda</translation>
    </message>
    <message>
        <source>Cosine of the focused word&apos;s row with every row of E</source>
        <translation>Coseno de la fila de la palabra enfocada con cada fila de E</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cosine with each word of the sentence&lt;/b&gt; (focused word in bold)</source>
        <translation>&lt;b&gt;Coseno con cada palabra de la frase&lt;/b&gt; (palabra enfocada en negrita)</translation>
    </message>
    <message>
        <source>Two different one-hot vectors never share a 1, so their cosine is always 0: every word is equally unlike every other. Learned rows are trained so that words used alike point alike, and their cosine says how much.</source>
        <translation>Dos vectores one-hot distintos nunca comparten un 1, así que su coseno es siempre 0: cada palabra es igual de distinta de todas las demás. Las filas aprendidas se entrenan para que las palabras usadas de forma parecida apunten en direcciones parecidas, y su coseno dice cuánto.</translation>
    </message>
    <message>
        <source>Type a sentence: its focused word is shown here.</source>
        <translation>Escribe una frase: su palabra enfocada se muestra aquí.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it has no one-hot slot and no row of E (it is shown as [UNK], a vector of zeros).</source>
        <translation>«{word}» no está en el vocabulario: no tiene casilla one-hot ni fila de E (se muestra como [UNK], un vector de ceros).</translation>
    </message>
    <message>
        <source>&lt;b&gt;one-hot(“{word}”) · E = E[{id}]&lt;/b&gt; &amp;nbsp; a |V| = {rows}-wide vector of zeros with one 1, times the {rows} × {width} table, leaves row {id}: {width} numbers (largest difference from the row: {residual})</source>
        <translation>&lt;b&gt;one-hot(«{word}») · E = E[{id}]&lt;/b&gt; &amp;nbsp; un vector de ceros de ancho |V| = {rows} con un solo 1, por la tabla de {rows} × {width}, deja la fila {id}: {width} números (mayor diferencia con la fila: {residual})</translation>
    </message>
    <message numerus="yes">
        <source>Closest rows to “{word}”: searching all %Ln rows of E…</source>
        <translation>
            <numerusform>Filas más cercanas a «{word}»: buscando en la %Ln fila de E…</numerusform>
            <numerusform>Filas más cercanas a «{word}»: buscando en las %Ln filas de E…</numerusform>
        </translation>
    </message>
    <message>
        <source>Closest rows to “{word}” could not be computed: {error}</source>
        <translation>No se pudieron calcular las filas más cercanas a «{word}»: {error}</translation>
    </message>
    <message>
        <source>Closest rows to “{word}” in all of E (an illustrative random table): {words}</source>
        <translation>Filas más cercanas a «{word}» en toda E (una tabla aleatoria de ejemplo): {words}</translation>
    </message>
    <message>
        <source>Closest rows to “{word}” in all of E: {words}</source>
        <translation>Filas más cercanas a «{word}» en toda E: {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;one-hot · E = a row of E&lt;/b&gt;</source>
        <translation>&lt;b&gt;one-hot · E = una fila de E&lt;/b&gt;</translation>
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
        <translation>E: {rows} × {width} (primeras {shown} de {width} columnas)</translation>
    </message>
    <message numerus="yes">
        <source>one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn</source>
        <translation>
            <numerusform>one-hot: {size} números, puestos en vertical (la entrada v multiplica la fila v); %Ln fila más de E sin dibujar</numerusform>
            <numerusform>one-hot: {size} números, puestos en vertical (la entrada v multiplica la fila v); %Ln filas más de E sin dibujar</numerusform>
        </translation>
    </message>
    <message>
        <source>one-hot: {size} numbers, stood on end (entry v multiplies row v)</source>
        <translation>one-hot: {size} números, puestos en vertical (la entrada v multiplica la fila v)</translation>
    </message>
    <message>
        <source>pos</source>
        <translation>pos.</translation>
    </message>
    <message>
        <source>word</source>
        <translation>palabra</translation>
    </message>
    <message>
        <source>one-hot</source>
        <translation>one-hot</translation>
    </message>
    <message>
        <source>row of E</source>
        <translation>fila de E</translation>
    </message>
    <message>
        <source>no row</source>
        <translation>sin fila</translation>
    </message>
</context>
<context>
    <name>DeeperOrder</name>
    <message>
        <source>Why order matters: a toy attention</source>
        <translation>Por qué importa el orden: una atención de juguete</translation>
    </message>
    <message>
        <source>swap two words</source>
        <translation>intercambiar dos palabras</translation>
    </message>
    <message>
        <source>reverse the sentence</source>
        <translation>invertir la frase</translation>
    </message>
    <message>
        <source>First word to swap (position)</source>
        <translation>Primera palabra que intercambiar (posición)</translation>
    </message>
    <message>
        <source>Second word to swap (position)</source>
        <translation>Segunda palabra que intercambiar (posición)</translation>
    </message>
    <message>
        <source>the toolbar&apos;s positions</source>
        <translation>las posiciones de la barra de herramientas</translation>
    </message>
    <message>
        <source>ALiBi: a bias on the scores</source>
        <translation>ALiBi: un sesgo sobre las puntuaciones</translation>
    </message>
    <message>
        <source>ALiBi head</source>
        <translation>cabeza de ALiBi</translation>
    </message>
    <message>
        <source>head {number} of {heads}</source>
        <extracomment>the spin box&apos;s text around the head&apos;s number: &quot;head 3 of 8&quot;</extracomment>
        <translation>cabeza {number} de {heads}</translation>
    </message>
    <message>
        <source>Reorder:</source>
        <translation>Reordenar:</translation>
    </message>
    <message>
        <source>words</source>
        <translation>palabras</translation>
    </message>
    <message>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <source>Lower row:</source>
        <translation>Fila inferior:</translation>
    </message>
    <message>
        <source>One row per word: its attention over the words (each row sums to 1). White 0, darkest red the largest weight of the four.</source>
        <translation>Una fila por palabra: su atención sobre las palabras (cada fila suma 1). Blanco 0, el rojo más oscuro el mayor peso de las cuatro.</translation>
    </message>
    <message>
        <source>&lt;b&gt;ALiBi&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;), X = token rows with nothing added. Head {head}: m = {slope} (the {heads} heads: {slopes}). A decoder: keys after the query are masked.</source>
        <translation>&lt;b&gt;ALiBi&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;), X = filas de tokens sin nada sumado. Cabeza {head}: m = {slope} (las {heads} cabezas: {slopes}). Un decodificador: las claves posteriores a la consulta se enmascaran.</translation>
    </message>
    <message>
        <source>&lt;b&gt;RoPE&lt;/b&gt;: softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d), each token row turned by its position; nothing is added to X.</source>
        <translation>&lt;b&gt;RoPE&lt;/b&gt;: softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d), cada fila de token girada según su posición; no se suma nada a X.</translation>
    </message>
    <message>
        <source>learned table</source>
        <translation>tabla aprendida</translation>
    </message>
    <message>
        <source>&lt;b&gt;Positions added&lt;/b&gt;, {name}: softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d), Z = token rows + position rows.</source>
        <translation>&lt;b&gt;Posiciones sumadas&lt;/b&gt;, {name}: softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d), Z = filas de tokens + filas de posiciones.</translation>
    </message>
    <message numerus="yes">
        <source>perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
        <translation>
            <numerusform>perm = {perm}: las primeras {shown} de %Ln palabra, la nueva palabra p es la antigua palabra perm[p]. Cada fila de pesos suma 1; recuadrada: la palabra enfocada, antes y después del cambio.</numerusform>
            <numerusform>perm = {perm}: las primeras {shown} de %Ln palabras, la nueva palabra p es la antigua palabra perm[p]. Cada fila de pesos suma 1; recuadrada: la palabra enfocada, antes y después del cambio.</numerusform>
        </translation>
    </message>
    <message>
        <source>perm = {perm}: new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
        <translation>perm = {perm}: la nueva palabra p es la antigua palabra perm[p]. Cada fila de pesos suma 1; recuadrada: la palabra enfocada, antes y después del cambio.</translation>
    </message>
    <message>
        <source>&lt;b&gt;as written:&lt;/b&gt; {words}</source>
        <translation>&lt;b&gt;tal como se escribió:&lt;/b&gt; {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;reordered:&lt;/b&gt; {words}</source>
        <translation>&lt;b&gt;reordenada:&lt;/b&gt; {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;No positions&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d), X = token rows</source>
        <translation>&lt;b&gt;Sin posiciones&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d), X = filas de tokens</translation>
    </message>
    <message>
        <source>only moved with the words (P·A·P&lt;sup&gt;T&lt;/sup&gt;): both orders look the same to it</source>
        <translation>solo se movieron con las palabras (P·A·P&lt;sup&gt;T&lt;/sup&gt;): para ella ambos órdenes son iguales</translation>
    </message>
    <message>
        <source>largest difference {value}</source>
        <translation>mayor diferencia {value}</translation>
    </message>
    <message>
        <source>the weights themselves changed: order now matters</source>
        <translation>los pesos mismos cambiaron: ahora el orden importa</translation>
    </message>
    <message>
        <source>no change: this reordering swaps identical words</source>
        <translation>sin cambio: este reordenamiento intercambia palabras idénticas</translation>
    </message>
</context>
<context>
    <name>DeeperRelative</name>
    <message>
        <source>Relative position: similarity and the shift matrix</source>
        <translation>Posición relativa: similitud y la matriz de desplazamiento</translation>
    </message>
    <message>
        <source>Positions in the similarity table</source>
        <translation>Posiciones en la tabla de similitud</translation>
    </message>
    <message>
        <source>Offset k of the shift matrix</source>
        <translation>Desplazamiento k de la matriz de desplazamiento</translation>
    </message>
    <message>
        <source>sinusoidal (the toolbar&apos;s convention)</source>
        <translation>sinusoidal (la convención de la barra de herramientas)</translation>
    </message>
    <message>
        <source>learned (the model&apos;s own, or illustrative)</source>
        <translation>aprendida (la del modelo o de ejemplo)</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Posiciones:</translation>
    </message>
    <message>
        <source>Offset k:</source>
        <translation>Desplazamiento k:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tabla:</translation>
    </message>
    <message>
        <source>&lt;b&gt;PE(p) · PE(q)&lt;/b&gt; for positions p (down) and q (across). Outlined: the diagonal q − p = k = {k}. Click a cell to pick its offset.</source>
        <translation>&lt;b&gt;PE(p) · PE(q)&lt;/b&gt; para las posiciones p (hacia abajo) y q (a lo ancho). Recuadrada: la diagonal q − p = k = {k}. Haz clic en una celda para elegir su desplazamiento.</translation>
    </message>
    <message>
        <source>every diagonal is constant: the similarity depends only on q − p</source>
        <translation>cada diagonal es constante: la similitud solo depende de q − p</translation>
    </message>
    <message>
        <source>the diagonals are not constant: this table does not encode offsets</source>
        <translation>las diagonales no son constantes: esta tabla no codifica desplazamientos</translation>
    </message>
    <message>
        <source>largest change along a diagonal {value}</source>
        <translation>mayor cambio a lo largo de una diagonal {value}</translation>
    </message>
    <message>
        <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
        <translation>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: una rotación 2×2 por cada par seno/coseno ({convention}). No depende de p.</translation>
    </message>
    <message>
        <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (its top-left {shown} × {shown} of {d} × {d}): a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
        <translation>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (su esquina superior izquierda de {shown} × {shown} de {d} × {d}): una rotación 2×2 por cada par seno/coseno ({convention}). No depende de p.</translation>
    </message>
    <message>
        <source>M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k}) for every p from 0 to {last}</source>
        <translation>M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k}) para todo p de 0 a {last}</translation>
    </message>
    <message>
        <source>largest difference {value}</source>
        <translation>mayor diferencia {value}</translation>
    </message>
    <message>
        <source>no shift matrix</source>
        <translation>no hay matriz de desplazamiento</translation>
    </message>
</context>
<context>
    <name>DeeperRope</name>
    <message>
        <source>interleaved: pairs (2i, 2i+1), RoFormer, Meta&apos;s Llama, GPT-J</source>
        <translation>intercalado: pares (2i, 2i+1), RoFormer, Llama de Meta, GPT-J</translation>
    </message>
    <message>
        <source>rotate_half: pairs (i, i + r/2), Hugging Face Llama, GPT-NeoX</source>
        <translation>rotate_half: pares (i, i + r/2), Llama de Hugging Face, GPT-NeoX</translation>
    </message>
    <message>
        <source>RoPE: rotating queries and keys</source>
        <translation>RoPE: girar consultas y claves</translation>
    </message>
    <message>
        <source>Rotated pair i</source>
        <translation>Par girado i</translation>
    </message>
    <message>
        <source>Position of the key word</source>
        <translation>Posición de la palabra clave (key)</translation>
    </message>
    <message>
        <source>Shift both words by this many positions</source>
        <translation>Desplazar ambas palabras tantas posiciones</translation>
    </message>
    <message>
        <source>Move both along</source>
        <translation>Mover ambas a la vez</translation>
    </message>
    <message>
        <source>Pairing:</source>
        <translation>Emparejamiento:</translation>
    </message>
    <message>
        <source>Pair i:</source>
        <translation>Par i:</translation>
    </message>
    <message>
        <source>Key word:</source>
        <translation>Palabra clave (key):</translation>
    </message>
    <message>
        <source>Shift both by:</source>
        <translation>Desplazar ambas:</translation>
    </message>
    <message>
        <source>&lt;b&gt;q·k against the offset&lt;/b&gt;, computed three times: key at position 0 or later (wide orange), 100 or later (dashes), 10,000 or later (blue dots). The dot: the current m and n (all pairs summed; the dial shows one pair).</source>
        <translation>&lt;b&gt;q·k frente al desplazamiento&lt;/b&gt;, calculado tres veces: clave desde la posición 0 (naranja ancho), desde 100 (guiones), desde 10.000 (puntos azules). El punto: la m y la n actuales (todos los pares sumados; el dial muestra un par).</translation>
    </message>
    <message>
        <source>RoPE rotates pairs of dimensions, so it needs an even d_model; d_model is {d}.</source>
        <translation>RoPE gira pares de dimensiones, así que necesita un d_model par; d_model es {d}.</translation>
    </message>
    <message>
        <source>Type a sentence to get queries and keys.</source>
        <translation>Escribe una frase para obtener consultas y claves.</translation>
    </message>
    <message>
        <source>the model&apos;s own pairing</source>
        <translation>el emparejamiento propio del modelo</translation>
    </message>
    <message>
        <source>q of “{word}” at m = {m}: turned {m}·θ = {angle} rad</source>
        <translation>q de «{word}» en m = {m}: girado {m}·θ = {angle} rad</translation>
    </message>
    <message>
        <source>k of “{word}” at n = {n}: turned {n}·θ = {angle} rad</source>
        <translation>k de «{word}» en n = {n}: girado {n}·θ = {angle} rad</translation>
    </message>
    <message>
        <source>dimensions {first} and {second}, θ = {theta} rad per position</source>
        <translation>dimensiones {first} y {second}, θ = {theta} rad por posición</translation>
    </message>
    <message>
        <source>&lt;b&gt;One head of {model}&lt;/b&gt; (every head turns alike)</source>
        <translation>&lt;b&gt;Una cabeza de {model}&lt;/b&gt; (todas las cabezas giran igual)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The lesson&apos;s toy&lt;/b&gt; turns all of d&lt;sub&gt;model&lt;/sub&gt; as one head</source>
        <translation>&lt;b&gt;El modelo de juguete de la lección&lt;/b&gt; gira todo d&lt;sub&gt;model&lt;/sub&gt; como una sola cabeza</translation>
    </message>
    <message>
        <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length} (unscaled {unscaled}; cos, sin × attention factor {factor}).</source>
        <translation>{whose}: {head}. Par {pair} = dimensiones ({first}, {second}) de la cabeza: &lt;b&gt;θ = {theta} rad por posición&lt;/b&gt; con L = {length} (sin escalar {unscaled}; cos, sin × factor de atención {factor}).</translation>
    </message>
    <message>
        <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length}.</source>
        <translation>{whose}: {head}. Par {pair} = dimensiones ({first}, {second}) de la cabeza: &lt;b&gt;θ = {theta} rad por posición&lt;/b&gt; con L = {length}.</translation>
    </message>
    <message>
        <source>Pair {pair} = dimensions ({first}, {second}). &lt;b&gt;q·k = {score}&lt;/b&gt; at m − n = {offset}. q and k are &lt;i&gt;illustrative&lt;/i&gt;: each word&apos;s row of E times seeded random W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt; (seed {seed}), not trained weights.</source>
        <translation>Par {pair} = dimensiones ({first}, {second}). &lt;b&gt;q·k = {score}&lt;/b&gt; con m − n = {offset}. q y k son &lt;i&gt;de ejemplo&lt;/i&gt;: la fila de E de cada palabra por W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt; aleatorias con semilla (semilla {seed}), no pesos entrenados.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: its row is zeros, so its vector is 0. {summary}</source>
        <translation>«{word}» no está en el vocabulario: su fila es de ceros, así que su vector es 0. {summary}</translation>
    </message>
    <message>
        <source>the curves coincide: the score depends only on m − n, not on where the pair sits</source>
        <translation>las curvas coinciden: la puntuación solo depende de m − n, no de dónde está el par</translation>
    </message>
    <message>
        <source>largest gap between curves {value}</source>
        <translation>mayor distancia entre curvas {value}</translation>
    </message>
    <message>
        <source>Interleaved vs rotate_half with the same W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;: scores differ by {gap}. {check}</source>
        <translation>Intercalado frente a rotate_half con las mismas W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;: las puntuaciones difieren en {gap}. {check}</translation>
    </message>
    <message>
        <source>after permuting W&apos;s columns (2i, 2i+1) → (i, i + {half}) they agree</source>
        <translation>tras permutar las columnas de W (2i, 2i+1) → (i, i + {half}) coinciden</translation>
    </message>
    <message>
        <source>difference {value}</source>
        <translation>diferencia {value}</translation>
    </message>
</context>
<context>
    <name>DeeperRopeParts</name>
    <message>
        <source>dim {index}</source>
        <extracomment>an axis of the dial: one dimension of q and k</extracomment>
        <translation>dim. {index}</translation>
    </message>
    <message>
        <source>offset m − n</source>
        <translation>desplazamiento m − n</translation>
    </message>
</context>
<context>
    <name>DeeperShapes</name>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>posiciones</translation>
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
        <translation>ambas de ancho d = {width}; alturas en escala logarítmica</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrada</translation>
    </message>
    <message>
        <source>{name}: {rows} × {width}</source>
        <translation>{name}: {rows} × {width}</translation>
    </message>
    <message>
        <source>Shapes of the embedding table and of the input</source>
        <translation>Formas de la tabla de embeddings y de la entrada</translation>
    </message>
    <message>
        <source>Imagined input length</source>
        <translation>Longitud de entrada imaginada</translation>
    </message>
    <message>
        <source>Shapes of real models&apos; tables</source>
        <translation>Formas de las tablas de modelos reales</translation>
    </message>
    <message>
        <source>your sentence</source>
        <translation>tu frase</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Imagine a longer input&lt;/b&gt; (drag: 1 to {most} tokens)</source>
        <translation>&lt;b&gt;Imagina una entrada más larga&lt;/b&gt; (arrastra: de 1 a {most} tokens)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Real models&lt;/b&gt; (from their published configurations)</source>
        <translation>&lt;b&gt;Modelos reales&lt;/b&gt; (de sus configuraciones publicadas)</translation>
    </message>
    <message>
        <source>A learned position table is one more matrix, L&lt;sub&gt;max&lt;/sub&gt; × d, and it caps the input length. RoPE rotates queries and keys inside attention, so Llama 3 has no position table at all. The first row follows the toolbar.</source>
        <translation>Una tabla de posiciones aprendida es una matriz más, L&lt;sub&gt;max&lt;/sub&gt; × d, y limita la longitud de la entrada. RoPE gira consultas y claves dentro de la atención, así que Llama 3 no tiene ninguna tabla de posiciones. La primera fila sigue a la barra de herramientas.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;</source>
        <translation>
            <numerusform>&lt;big&gt;&lt;b&gt;%Ln token → una matriz de {length} × {width}&lt;/b&gt; ({numbers} números).&lt;br&gt;E sigue siendo {rows} × {width} = {count}: no crece.&lt;/big&gt;</numerusform>
            <numerusform>&lt;big&gt;&lt;b&gt;%Ln tokens → una matriz de {length} × {width}&lt;/b&gt; ({numbers} números).&lt;br&gt;E sigue siendo {rows} × {width} = {count}: no crece.&lt;/big&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; numbers: set by the vocabulary, never by the input.&lt;br&gt;&lt;b&gt;This sentence&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;: grows with every token you type.&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;: a design choice, the same for every token and every input.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; números: los fija el vocabulario, nunca la entrada.&lt;br&gt;&lt;b&gt;Esta frase&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;: crece con cada token que escribes.&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;: una decisión de diseño, igual para cada token y cada entrada.</translation>
    </message>
</context>
<context>
    <name>DeeperTabs</name>
    <message>
        <source>One-hot vs row</source>
        <translation>One-hot frente a fila</translation>
    </message>
    <message>
        <source>One-hot times E is a look-up; only learned rows carry meaning</source>
        <translation>One-hot por E es una consulta; solo las filas aprendidas tienen significado</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Formas</translation>
    </message>
    <message>
        <source>E is |V| x d, a sentence is L x d, d is fixed by design</source>
        <translation>E es |V| x d, una frase es L x d, d se fija en el diseño</translation>
    </message>
    <message>
        <source>Past the table</source>
        <translation>Más allá de la tabla</translation>
    </message>
    <message>
        <source>Sinusoidal, learned and RoPE past the longest training length</source>
        <translation>Sinusoidal, aprendida y RoPE más allá de la longitud máxima de entrenamiento</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>Relativa</translation>
    </message>
    <message>
        <source>PE.PE^T depends only on the offset; M_k shifts every position by k</source>
        <translation>PE.PE^T solo depende del desplazamiento; M_k desplaza cada posición en k</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>q and k rotate; their score depends only on m - n</source>
        <translation>q y k giran; su puntuación solo depende de m - n</translation>
    </message>
    <message>
        <source>Why order</source>
        <translation>Por qué el orden</translation>
    </message>
    <message>
        <source>A toy attention is blind to word order until positions are added</source>
        <translation>Una atención de juguete es ciega al orden de las palabras hasta que se suman posiciones</translation>
    </message>
    <message>
        <source>Conventions</source>
        <translation>Convenciones</translation>
    </message>
    <message>
        <source>The sinusoidal conventions of the libraries, checked against their formulas</source>
        <translation>Las convenciones sinusoidales de las bibliotecas, comprobadas con sus fórmulas</translation>
    </message>
    <message>
        <source>What positions learned</source>
        <translation>Qué aprendieron las posiciones</translation>
    </message>
    <message>
        <source>A position table&apos;s similarity, principal components, norms and property scores, beside sinusoidal</source>
        <translation>Similitud, componentes principales, normas y puntuaciones de propiedades de una tabla de posiciones, junto a la sinusoidal</translation>
    </message>
    <message>
        <source>RoPE at long range</source>
        <translation>RoPE a larga distancia</translation>
    </message>
    <message>
        <source>RoFormer&apos;s decaying bound, and the smallest base that keeps a context length</source>
        <translation>La cota decreciente de RoFormer y la base más pequeña que conserva una longitud de contexto</translation>
    </message>
    <message>
        <source>Context extension</source>
        <translation>Extensión del contexto</translation>
    </message>
    <message>
        <source>How RoPE scaling lets a model read past its training length: each pair&apos;s frequency before and after</source>
        <translation>Cómo el escalado de RoPE deja leer a un modelo más allá de su longitud de entrenamiento: la frecuencia de cada par antes y después</translation>
    </message>
    <message>
        <source>Relative buckets</source>
        <translation>Cubetas relativas</translation>
    </message>
    <message>
        <source>T5&apos;s buckets and DeBERTa&apos;s relative positions: what attention reads for each query and key</source>
        <translation>Las cubetas de T5 y las posiciones relativas de DeBERTa: lo que lee la atención para cada consulta y clave</translation>
    </message>
    <message>
        <source>Deeper idea {number}: {title}</source>
        <translation>Idea a fondo {number}: {title}</translation>
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
    <name>ErrorText</name>
    <message>
        <source>The log file {path} cannot be written ({reason}); posviz goes on without a log.</source>
        <translation>No se puede escribir el archivo de registro {path} ({reason}); posviz sigue sin registro.</translation>
    </message>
    <message>
        <source>Something went wrong and was not done: {reason}. posviz kept its last good state.</source>
        <translation>Algo salió mal y no se hizo: {reason}. posviz conservó su último estado correcto.</translation>
    </message>
</context>
<context>
    <name>ExportNames</name>
    <message>
        <source>Whole window</source>
        <translation>Ventana completa</translation>
    </message>
    <message>
        <source>Embedding table E</source>
        <translation>Tabla de embeddings E</translation>
    </message>
    <message>
        <source>Z, the input to layer 1</source>
        <translation>Z, la entrada de la capa 1</translation>
    </message>
    <message>
        <source>Token row + position row</source>
        <translation>Fila del token + fila de posición</translation>
    </message>
    <message>
        <source>Position heatmap</source>
        <translation>Mapa de calor de posiciones</translation>
    </message>
    <message>
        <source>Position similarity (cosine)</source>
        <translation>Similitud entre posiciones (coseno)</translation>
    </message>
    <message>
        <source>Position table&apos;s principal components</source>
        <translation>Componentes principales de la tabla de posiciones</translation>
    </message>
    <message>
        <source>RoPE&apos;s long-range bound</source>
        <translation>Cota de largo alcance de RoPE</translation>
    </message>
    <message>
        <source>cannot tell the format from no extension; end the file name with {endings}</source>
        <translation>sin extensión no se sabe el formato; termine el nombre del archivo en {endings}</translation>
    </message>
    <message>
        <source>cannot tell the format from {suffix}; end the file name with {endings}</source>
        <translation>no se sabe el formato por {suffix}; termine el nombre del archivo en {endings}</translation>
    </message>
    <message>
        <source>unknown panel {panel}; choose one of {panels}</source>
        <translation>panel desconocido {panel}; elija uno de {panels}</translation>
    </message>
    <message>
        <source>the whole window is a picture: export it as .png or .svg, not .{format} (panels with tables: {panels})</source>
        <translation>la ventana entera es una imagen: expórtela como .png o .svg, no como .{format} (paneles con tablas: {panels})</translation>
    </message>
    <message>
        <source>the sentence has no tokens, so there is no sum to export</source>
        <translation>la frase no tiene tokens, así que no hay suma que exportar</translation>
    </message>
    <message>
        <source>the {panel} view has no table of numbers; choose one of {panels}</source>
        <translation>la vista {panel} no tiene tabla de números; elija una de {panels}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>cannot make a {width} × {height} image at {scale}× (out of memory?)</source>
        <translation>no se puede crear una imagen de {width} × {height} a {scale}× (¿sin memoria?)</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not save the PNG</source>
        <translation>no se puede escribir {path}: Qt no pudo guardar el PNG</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not start the SVG</source>
        <translation>no se puede escribir {path}: Qt no pudo iniciar el SVG</translation>
    </message>
</context>
<context>
    <name>FamilyTable</name>
    <message>
        <source>No token-type row and no normalisation before block 1 (its normalisation is inside the block).</source>
        <translation>No hay fila de tipo de token ni normalización antes del bloque 1 (su normalización está dentro del bloque).</translation>
    </message>
    <message>
        <source>No token-type row and no normalisation before block 1: it receives z itself (its LayerNorm ln_1 is inside the block).</source>
        <translation>No hay fila de tipo de token ni normalización antes del bloque 1: recibe z tal cual (su LayerNorm ln_1 está dentro del bloque).</translation>
    </message>
    <message>
        <source>No token-type row.</source>
        <translation>No hay fila de tipo de token.</translation>
    </message>
    <message>
        <source>No token-type (segment) table: DistilBERT dropped it.</source>
        <translation>No hay tabla de tipos de token (segmentos): DistilBERT la eliminó.</translation>
    </message>
    <message>
        <source>No LayerNorm before block 1: XLM-R XL normalises inside each block (pre-LayerNorm).</source>
        <translation>No hay LayerNorm antes del bloque 1: XLM-R XL normaliza dentro de cada bloque (pre-LayerNorm).</translation>
    </message>
    <message>
        <source>No token-type (segment) table.</source>
        <translation>No hay tabla de tipos de token (segmentos).</translation>
    </message>
    <message>
        <source>posviz does not know this kind of model: config.json says model_type {model_type} (architectures {architectures}, tensors {sample}), and posviz opens only input layers it has checked against the reference library. Known families: {known}.</source>
        <translation>posviz no conoce este tipo de modelo: config.json indica model_type {model_type} (arquitecturas {architectures}, tensores {sample}) y posviz solo abre capas de entrada que ha comprobado con la biblioteca de referencia. Familias conocidas: {known}.</translation>
    </message>
    <message>
        <source>posviz does not know this kind of model: config.json has no model_type, architectures {architectures}, and its tensors include {sample}. Known families: {known}.</source>
        <translation>posviz no conoce este tipo de modelo: config.json no tiene model_type, sus arquitecturas son {architectures} y entre sus tensores están {sample}. Familias conocidas: {known}.</translation>
    </message>
    <message>
        <source>config.json names no model_type; posviz read it as {family} from its architecture name {architecture}.</source>
        <translation>config.json no indica model_type; posviz lo leyó como {family} por su nombre de arquitectura {architecture}.</translation>
    </message>
    <message>
        <source>config.json names no model_type or known architecture; posviz read it as {family} from its tensor names ({tensor}).</source>
        <translation>config.json no indica model_type ni una arquitectura conocida; posviz lo leyó como {family} por los nombres de sus tensores ({tensor}).</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>posviz lecture state (*.posviz);;All files (*)</source>
        <translation>Estado de clase de posviz (*.posviz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabla CSV (*.csv)</translation>
    </message>
    <message>
        <source>NumPy array (*.npy)</source>
        <translation>Arreglo NumPy (*.npy)</translation>
    </message>
    <message>
        <source>PNG at 2× (for slides)…</source>
        <translation>PNG a 2× (para diapositivas)…</translation>
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
        <translation>Tabla CSV…</translation>
    </message>
    <message>
        <source>NumPy .npy…</source>
        <translation>NumPy .npy…</translation>
    </message>
    <message>
        <source>&amp;Open lecture state…</source>
        <translation>Abrir &amp;estado de clase…</translation>
    </message>
    <message>
        <source>&amp;Save lecture state</source>
        <translation>&amp;Guardar estado de clase</translation>
    </message>
    <message>
        <source>Save lecture state &amp;as…</source>
        <translation>Guardar estado de clase &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Add this view as the next prepared sentence</source>
        <translation>&amp;Añadir esta vista como siguiente frase preparada</translation>
    </message>
    <message>
        <source>&amp;Remove this prepared sentence</source>
        <translation>&amp;Quitar esta frase preparada</translation>
    </message>
    <message>
        <source>Lesson page…</source>
        <translation>Página de la lección…</translation>
    </message>
    <message>
        <source>&amp;Record…</source>
        <translation>&amp;Grabar…</translation>
    </message>
    <message>
        <source>&amp;Prepared sentences</source>
        <translation>&amp;Frases preparadas</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <source>Copy the picture</source>
        <translation>Copiar la imagen</translation>
    </message>
    <message>
        <source>Open a lecture state</source>
        <translation>Abrir un estado de clase</translation>
    </message>
    <message>
        <source>Cannot open the lecture state</source>
        <translation>No se puede abrir el estado de clase</translation>
    </message>
    <message>
        <source>{reason}

Nothing was changed.</source>
        <translation>{reason}

No se cambió nada.</translation>
    </message>
    <message>
        <source>Opened {name}: prepared sentence {number} of {count}</source>
        <translation>Se abrió {name}: frase preparada {number} de {count}</translation>
    </message>
    <message>
        <source>Save the lecture state</source>
        <translation>Guardar el estado de clase</translation>
    </message>
    <message>
        <source>Cannot save the lecture state</source>
        <translation>No se puede guardar el estado de clase</translation>
    </message>
    <message>
        <source>{reason}

Nothing was overwritten; choose another place.</source>
        <translation>{reason}

No se sobrescribió nada; elija otro lugar.</translation>
    </message>
    <message>
        <source>Saved the lecture state to {path}</source>
        <translation>Estado de clase guardado en {path}</translation>
    </message>
    <message>
        <source>Export: {panel}</source>
        <translation>Exportar: {panel}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>{reason}

No file was changed.</source>
        <translation>{reason}

No se cambió ningún archivo.</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Exportado a {path}</translation>
    </message>
</context>
<context>
    <name>FocusRingText</name>
    <message>
        <source>Focus ring</source>
        <translation>Anillo de foco</translation>
    </message>
    <message>
        <source>Marks the control that has the keyboard</source>
        <translation>Marca el control que tiene el teclado</translation>
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
    <name>HelpText</name>
    <message>
        <source>Text becomes token ids</source>
        <translation>El texto se convierte en ids de token</translation>
    </message>
    <message>
        <source>the tokenizer cuts the sentence into tokens and gives each an id; an id is only a row number of the table E, not a quantity.</source>
        <translation>el tokenizador corta la frase en tokens y da a cada uno un id; un id es solo un número de fila de la tabla E, no una cantidad.</translation>
    </message>
    <message>
        <source>An id picks a row of E</source>
        <translation>Un id elige una fila de E</translation>
    </message>
    <message>
        <source>E has one learned row per token of the vocabulary (|V| × d_model). A sentence of L tokens reads L rows: L × d_model, however large the vocabulary.</source>
        <translation>E tiene una fila aprendida por cada token del vocabulario (|V| × d_model). Una frase de L tokens lee L filas: L × d_model, por grande que sea el vocabulario.</translation>
    </message>
    <message>
        <source>Order is invisible without positions</source>
        <translation>Sin posiciones, el orden es invisible</translation>
    </message>
    <message>
        <source>attention looks at all tokens at once; without position vectors &apos;the dog bit the man&apos; and &apos;the man bit the dog&apos; give the same rows, only reordered (the Word order tab).</source>
        <translation>la atención mira todos los tokens a la vez; sin vectores de posición, &apos;the dog bit the man&apos; y &apos;the man bit the dog&apos; dan las mismas filas, solo reordenadas (pestaña Orden de palabras).</translation>
    </message>
    <message>
        <source>A vector for each position</source>
        <translation>Un vector para cada posición</translation>
    </message>
    <message>
        <source>the paper&apos;s sinusoids (sin and cos at frequencies base^(-2k/d)), a learned table (GPT-2, BERT), or no vector at all: RoPE rotates queries and keys, ALiBi biases attention scores (Deeper ideas).</source>
        <translation>las sinusoides del artículo (sin y cos a frecuencias base^(-2k/d)), una tabla aprendida (GPT-2, BERT) o ningún vector: RoPE rota consultas y claves, ALiBi sesga las puntuaciones de atención (Ideas más profundas).</translation>
    </message>
    <message>
        <source>Add them: Z</source>
        <translation>Sumarlos: Z</translation>
    </message>
    <message>
        <source>each token&apos;s row plus its position&apos;s vector, number by number, is one row of Z (L × d_model), the matrix the first transformer block reads.</source>
        <translation>la fila de cada token más el vector de su posición, número a número, es una fila de Z (L × d_model), la matriz que lee el primer bloque del transformer.</translation>
    </message>
    <message>
        <source>Check yourself</source>
        <translation>Compruébelo usted</translation>
    </message>
    <message>
        <source>the Quiz explains every answer; Practice has you write the table and Z in numpy, checked against hidden cases.</source>
        <translation>el Cuestionario explica cada respuesta; en Práctica escribe la tabla y Z en numpy, comprobados con casos ocultos.</translation>
    </message>
    <message>
        <source>the system&apos;s settings store (registry on Windows, defaults on macOS)</source>
        <translation>el almacén de ajustes del sistema (registro en Windows, defaults en macOS)</translation>
    </message>
    <message>
        <source>Settings (theme, zoom, colour map, last sentence, window)</source>
        <translation>Ajustes (tema, zoom, mapa de colores, última frase, ventana)</translation>
    </message>
    <message>
        <source>Autosave of the lecture state (restored at start)</source>
        <translation>Guardado automático del estado de clase (se restaura al iniciar)</translation>
    </message>
    <message>
        <source>Practice drafts and progress</source>
        <translation>Borradores y progreso de la práctica</translation>
    </message>
    <message>
        <source>Other data (set-aside damaged files, recent models)</source>
        <translation>Otros datos (archivos dañados apartados, modelos recientes)</translation>
    </message>
    <message>
        <source>Lecture files (.posviz) and exports</source>
        <translation>Archivos de clase (.posviz) y exportaciones</translation>
    </message>
    <message>
        <source>where you choose; the first dialog opens in {folder}</source>
        <translation>donde usted elija; el primer diálogo se abre en {folder}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;: {text}</source>
        <comment>a lesson and what it teaches</comment>
        <translation>&lt;b&gt;{title}&lt;/b&gt;: {text}</translation>
    </message>
    <message>
        <source>What posviz teaches</source>
        <translation>Lo que enseña posviz</translation>
    </message>
    <message>
        <source>Where posviz keeps its files</source>
        <translation>Dónde guarda posviz sus archivos</translation>
    </message>
    <message>
        <source>Welcome to posviz</source>
        <translation>Bienvenido a posviz</translation>
    </message>
    <message>
        <source>Welcome to posviz: see how a transformer turns text into the matrix Z its first block reads.</source>
        <translation>Bienvenido a posviz: vea cómo un transformer convierte el texto en la matriz Z que lee su primer bloque.</translation>
    </message>
    <message>
        <source>Welcome to posviz. Three ways in:</source>
        <translation>Bienvenido a posviz. Tres formas de empezar:</translation>
    </message>
    <message>
        <source>▶ The walkthrough (F6)</source>
        <translation>▶ El recorrido (F6)</translation>
    </message>
    <message>
        <source>Five steps, from text to Z. Right, Space or Page Down moves on; Esc leaves.</source>
        <translation>Cinco pasos, del texto a Z. Derecha, Espacio o Av Pág avanzan; Esc sale.</translation>
    </message>
    <message>
        <source>✎ Type a sentence</source>
        <translation>✎ Escribir una frase</translation>
    </message>
    <message>
        <source>Puts the cursor in the sentence box: every panel follows what you type.</source>
        <translation>Pone el cursor en el cuadro de la frase: cada panel sigue lo que escribe.</translation>
    </message>
    <message>
        <source>Open a real model (Ctrl+O)</source>
        <translation>Abrir un modelo real (Ctrl+O)</translation>
    </message>
    <message>
        <source>GPT-2, BERT, Llama and others from a folder or the local Hugging Face cache (offline; needs pip install &apos;posviz[real]&apos;).</source>
        <translation>GPT-2, BERT, Llama y otros desde una carpeta o la caché local de Hugging Face (sin conexión; requiere pip install &apos;posviz[real]&apos;).</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Closes this welcome. Help → Welcome brings it back.</source>
        <translation>Cierra esta bienvenida. Ayuda → Bienvenida la vuelve a mostrar.</translation>
    </message>
    <message>
        <source>Keys: Tab moves between controls · F1 lists every key · F5 presentation mode · Ctrl+= / Ctrl+- zoom · Esc leaves a mode. Shown once; Help → Welcome brings it back.</source>
        <translation>Teclas: Tab pasa de un control a otro · F1 muestra todas las teclas · F5 modo presentación · Ctrl+= / Ctrl+- zoom · Esc sale de un modo. Se muestra una vez; Ayuda → Bienvenida lo vuelve a mostrar.</translation>
    </message>
    <message>
        <source>F1 lists every key.</source>
        <translation>F1 muestra todas las teclas.</translation>
    </message>
    <message>
        <source>&amp;Welcome and the three ways in</source>
        <translation>&amp;Bienvenida y las tres formas de empezar</translation>
    </message>
    <message>
        <source>What the &amp;lessons cover</source>
        <translation>Qué cubren las &amp;lecciones</translation>
    </message>
    <message>
        <source>Words on the &amp;screen</source>
        <translation>Palabras de la &amp;pantalla</translation>
    </message>
    <message>
        <source>Where &amp;files are kept</source>
        <translation>Dónde se guardan los &amp;archivos</translation>
    </message>
    <message>
        <source>&amp;About posviz</source>
        <translation>&amp;Acerca de posviz</translation>
    </message>
    <message>
        <source>What the lessons cover</source>
        <translation>Qué cubren las lecciones</translation>
    </message>
    <message>
        <source>Words on the screen</source>
        <translation>Palabras de la pantalla</translation>
    </message>
    <message>
        <source>About posviz</source>
        <translation>Acerca de posviz</translation>
    </message>
</context>
<context>
    <name>InputLayerText</name>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>token + position</source>
        <translation>token + posición</translation>
    </message>
    <message>
        <source>The model reads at most {length} tokens: the first {length} of the text&apos;s {total} are shown, the rest were cut.</source>
        <translation>El modelo lee como máximo {length} tokens: se muestran los primeros {length} de los {total} del texto; el resto se cortó.</translation>
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
    <name>LayerSettingsText</name>
    <message>
        <source>settings must be a JSON object</source>
        <translation>los ajustes deben ser un objeto JSON</translation>
    </message>
    <message>
        <source>unknown setting(s): {names}</source>
        <translation>ajuste(s) desconocido(s): {names}</translation>
    </message>
    <message>
        <source>{model} places tokens with its own positions ({own}); go back to the toy model to try another scheme</source>
        <translation>{model} coloca los tokens con sus propias posiciones ({own}); vuelva al modelo de juguete para probar otro esquema</translation>
    </message>
</context>
<context>
    <name>LearnedLesson</name>
    <message>
        <source>The illustrative learned table (random, untrained)</source>
        <translation>La tabla aprendida de ejemplo (aleatoria, sin entrenar)</translation>
    </message>
    <message>
        <source>The session&apos;s sinusoidal table</source>
        <translation>La tabla sinusoidal de la sesión</translation>
    </message>
    <message>
        <source>Sinusoidal, same shape (paper, base 10,000)</source>
        <translation>Sinusoidal, misma forma (artículo, base 10.000)</translation>
    </message>
    <message>
        <source>The learned table of the model</source>
        <translation>La tabla aprendida del modelo</translation>
    </message>
    <message>
        <source>The learned table of {model}</source>
        <translation>La tabla aprendida de {model}</translation>
    </message>
    <message>
        <source>One row: its cosine with itself is 1.</source>
        <translation>Una fila: su coseno consigo misma es 1.</translation>
    </message>
    <message>
        <source>It depends only on the offset j − i: every diagonal is constant (largest spread along one: {spread}).</source>
        <translation>Solo depende del desplazamiento j − i: cada diagonal es constante (mayor dispersión a lo largo de una: {spread}).</translation>
    </message>
    <message>
        <source>It is not a function of the offset alone: along one diagonal it varies by up to {spread}.</source>
        <translation>No es función solo del desplazamiento: a lo largo de una diagonal varía hasta {spread}.</translation>
    </message>
    <message>
        <source>Cosine of every pair of positions (1 on the diagonal). {shape} Mean over each diagonal (the curve below): {first} at offset 1, {middle_value} at offset {middle}, lowest {lowest_value} at offset {lowest}.</source>
        <translation>Coseno de cada par de posiciones (1 en la diagonal). {shape} Media de cada diagonal (la curva de abajo): {first} con desplazamiento 1, {middle_value} con desplazamiento {middle}, mínimo {lowest_value} con desplazamiento {lowest}.</translation>
    </message>
    <message>
        <source>Rows projected on their first principal components (dark: position 0, light: the last; grey line joins neighbours). Share of the variance: {parts} (together {total} %).</source>
        <translation>Filas proyectadas sobre sus primeras componentes principales (oscuro: posición 0, claro: la última; la línea gris une vecinas). Parte de la varianza: {parts} (en total {total} %).</translation>
    </message>
    <message>
        <source>Every row has the same length, {length}.</source>
        <translation>Todas las filas tienen la misma longitud, {length}.</translation>
    </message>
    <message>
        <source>Row lengths from {low} (position {low_at}) to {high} (position {high_at}), mean {mean}.</source>
        <translation>Longitudes de fila de {low} (posición {low_at}) a {high} (posición {high_at}), media {mean}.</translation>
    </message>
    <message>
        <source>Monotonicity</source>
        <translation>Monotonía</translation>
    </message>
    <message>
        <source>further apart, less alike: how steadily φ(x, x+m) falls as m grows (1: always, 0: no trend)</source>
        <translation>más lejos, menos parecidas: con qué constancia baja φ(x, x+m) al crecer m (1: siempre, 0: sin tendencia)</translation>
    </message>
    <message>
        <source>Translation invariance</source>
        <translation>Invariancia a la traslación</translation>
    </message>
    <message>
        <source>only the distance matters: the share of φ&apos;s variance the offset m alone explains (1: all of it)</source>
        <translation>solo importa la distancia: la parte de la varianza de φ que explica solo el desplazamiento m (1: toda)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Simetría</translation>
    </message>
    <message>
        <source>ahead like behind: the correlation of φ(x, x+m) with φ(x, x−m) (1: the same)</source>
        <translation>delante como detrás: la correlación de φ(x, x+m) con φ(x, x−m) (1: iguales)</translation>
    </message>
    <message>
        <source>φ is the dot product of two rows; offsets m = 1 … {window}. These scores are our reading of the three properties of Wang et al. (ICLR 2021, “On Position Embeddings in BERT”) on the table alone; the paper also probes attention, which needs a whole model.</source>
        <translation>φ es el producto escalar de dos filas; desplazamientos m = 1 … {window}. Estas puntuaciones son nuestra lectura de las tres propiedades de Wang et al. (ICLR 2021, «On Position Embeddings in BERT») solo sobre la tabla; el artículo también examina la atención, que requiere un modelo completo.</translation>
    </message>
</context>
<context>
    <name>LectureFile</name>
    <message>
        <source>&apos;word_order&apos; must be a list of at most {count} positions</source>
        <translation>&apos;word_order&apos; debe ser una lista de como máximo {count} posiciones</translation>
    </message>
    <message>
        <source>its sentence has {count} characters (at most {limit})</source>
        <translation>su frase tiene {count} caracteres (como máximo {limit})</translation>
    </message>
    <message>
        <source>its notes have {count} characters (at most {limit})</source>
        <translation>sus notas tienen {count} caracteres (como máximo {limit})</translation>
    </message>
    <message>
        <source>it would be {size} MB, and lecture files are at most {limit} MB (so it could not be opened again): remove some prepared sentences or shorten them</source>
        <translation>ocuparía {size} MB, y los archivos de clase tienen como máximo {limit} MB (no se podría volver a abrir): quite algunas frases preparadas o acórtelas</translation>
    </message>
    <message>
        <source>it could not be opened again ({reason})</source>
        <translation>no se podría volver a abrir ({reason})</translation>
    </message>
    <message>
        <source>its JSON is nested too deeply to be a lecture state</source>
        <translation>su JSON está anidado demasiado profundamente para ser un estado de clase</translation>
    </message>
    <message>
        <source>&apos;slides&apos; must be a non-empty list of slides</source>
        <translation>&apos;slides&apos; debe ser una lista no vacía de diapositivas</translation>
    </message>
    <message>
        <source>it has {count} slides; at most {limit} are allowed</source>
        <translation>tiene {count} diapositivas; se permiten como máximo {limit}</translation>
    </message>
    <message>
        <source>slide {number}: {reason}</source>
        <translation>diapositiva {number}: {reason}</translation>
    </message>
    <message>
        <source>&apos;extra&apos; must be a JSON object</source>
        <translation>&apos;extra&apos; debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({reason})</source>
        <translation>{file}: no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>it is not a text file (not UTF-8), so it is not a lecture state</source>
        <translation>no es un archivo de texto (no es UTF-8), así que no es un estado de clase</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (the file holds a JSON {kind}, not an object)</source>
        <translation>no es un estado de clase de posviz (el archivo contiene un JSON de tipo {kind}, no un objeto)</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (its format is {found}; expected {expected})</source>
        <translation>no es un estado de clase de posviz (su formato es {found}; se esperaba {expected})</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (it has no &apos;format&apos; field; expected {expected})</source>
        <translation>no es un estado de clase de posviz (no tiene el campo &apos;format&apos;; se esperaba {expected})</translation>
    </message>
    <message>
        <source>its &apos;version&apos; must be a whole number from 1, got {value}</source>
        <translation>su &apos;version&apos; debe ser un número entero desde 1, se obtuvo {value}</translation>
    </message>
    <message>
        <source>it was written by a newer posviz (format version {version}; this one reads up to {newest}): update posviz to open it</source>
        <translation>lo escribió un posviz más reciente (versión de formato {version}; este lee hasta la {newest}): actualice posviz para abrirlo</translation>
    </message>
    <message>
        <source>{what} must be a JSON object, got a {kind}</source>
        <translation>{what} debe ser un objeto JSON, se obtuvo: {kind}</translation>
    </message>
    <message>
        <source>{what} has unknown field(s): {names}</source>
        <translation>{what} tiene campos desconocidos: {names}</translation>
    </message>
    <message>
        <source>{what} lacks the field(s): {names}</source>
        <translation>a {what} le faltan los campos: {names}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} debe ser un número entero, se obtuvo {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, got {value}</source>
        <translation>{name} debe estar entre {low} y {high}, se obtuvo {value}</translation>
    </message>
    <message>
        <source>{name} must be a number, got {value}</source>
        <translation>{name} debe ser un número, se obtuvo {value}</translation>
    </message>
</context>
<context>
    <name>LectureText</name>
    <message>
        <source>notes have at most {limit} characters; these have {count}</source>
        <translation>las notas tienen como máximo {limit} caracteres; estas tienen {count}</translation>
    </message>
    <message>
        <source>Cannot show prepared sentence {number}: {reason}</source>
        <translation>No se puede mostrar la frase preparada {number}: {reason}</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}: “{sentence}”</source>
        <translation>Frase preparada {number} de {count}: «{sentence}»</translation>
    </message>
    <message>
        <source>Cannot add a prepared sentence: {reason}</source>
        <translation>No se puede añadir una frase preparada: {reason}</translation>
    </message>
    <message>
        <source>Added as prepared sentence {number} of {count}</source>
        <translation>Añadida como frase preparada {number} de {count}</translation>
    </message>
    <message>
        <source>Removed; now prepared sentence {number} of {count}</source>
        <translation>Quitada; ahora frase preparada {number} de {count}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>El guardado automático falló: {reason}</translation>
    </message>
    <message>
        <source>The autosave&apos;s place held {kind}, not posviz&apos;s own file; it was renamed to {name} and a new autosave written.</source>
        <translation>En el lugar del guardado automático había {kind}, no el archivo de posviz; se renombró a {name} y se escribió un nuevo guardado.</translation>
    </message>
    <message>
        <source>Restored the lecture state saved when posviz last ran.</source>
        <translation>Se restauró el estado de clase guardado la última vez que se ejecutó posviz.</translation>
    </message>
    <message>
        <source>Changes not saved: {reason}</source>
        <translation>Cambios sin guardar: {reason}</translation>
    </message>
    <message>
        <source>{reason}

This note stays until a save succeeds.</source>
        <translation>{reason}

Este aviso permanece hasta que se guarde con éxito.</translation>
    </message>
    <message>
        <source>could not rename it ({reason}); autosaving to {name}</source>
        <translation>no se pudo renombrar ({reason}); guardando automáticamente en {name}</translation>
    </message>
    <message>
        <source>kept it as {name}</source>
        <translation>se conservó como {name}</translation>
    </message>
    <message>
        <source>The autosave could not be restored ({reason}); {kept}. Started from the defaults.</source>
        <translation>No se pudo restaurar el guardado automático ({reason}); {kept}. Se empezó con los valores predeterminados.</translation>
    </message>
</context>
<context>
    <name>LengthsLesson</name>
    <message>
        <source>RoPE: cos, sin of p·θ (turns q, k)</source>
        <translation>RoPE: cos, sin de p·θ (gira q, k)</translation>
    </message>
    <message>
        <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ, {scaling}-scaled θ at this L</source>
        <translation>RoPE, una cabeza (giran {turning} de {width} dimensiones, {pairing}): cos, sin de p·θ, θ escalado con {scaling} para esta L</translation>
    </message>
    <message>
        <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ</source>
        <translation>RoPE, una cabeza (giran {turning} de {width} dimensiones, {pairing}): cos, sin de p·θ</translation>
    </message>
    <message numerus="yes">
        <source>learned table (%Ln rows, illustrative: seeded random, untrained)</source>
        <translation>
            <numerusform>tabla aprendida (%Ln fila, de ejemplo: aleatoria con semilla, sin entrenar)</numerusform>
            <numerusform>tabla aprendida (%Ln filas, de ejemplo: aleatoria con semilla, sin entrenar)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>learned table (%Ln rows)</source>
        <translation>
            <numerusform>tabla aprendida (%Ln fila)</numerusform>
            <numerusform>tabla aprendida (%Ln filas)</numerusform>
        </translation>
    </message>
    <message>
        <source>sinusoidal: {convention}</source>
        <translation>sinusoidal: {convention}</translation>
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
    <name>LimitsText</name>
    <message>
        <source>the text is {length} characters long; posviz encodes at most {most}, so the last sentence that fitted is still shown</source>
        <translation>el texto tiene {length} caracteres; posviz codifica como máximo {most}, así que se sigue mostrando la última frase que cabía</translation>
    </message>
    <message>
        <source>Z would be {tokens} tokens × {width} = {values} numbers, more than the {most} shown at once; use a shorter text or a smaller d_model</source>
        <translation>Z tendría {tokens} tokens × {width} = {values} números, más que los {most} que se muestran a la vez; use un texto más corto o un d_model menor</translation>
    </message>
    <message>
        <source>1 character that no file can hold (lone UTF-16 surrogates) was replaced by �, so the text can be saved</source>
        <translation>1 carácter que ningún archivo puede guardar (sustitutos UTF-16 sueltos) se reemplazó por � para poder guardar el texto</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved</source>
        <translation>
            <numerusform>%Ln carácter que ningún archivo puede guardar (sustitutos UTF-16 sueltos) se reemplazó por � para poder guardar el texto</numerusform>
            <numerusform>%Ln caracteres que ningún archivo puede guardar (sustitutos UTF-16 sueltos) se reemplazaron por � para poder guardar el texto</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LongRangeLesson</name>
    <message>
        <source>How it is searched: every base on a logarithmic grid (200 per decade) is checked over all distances 0 … L, and only the first passing one is refined, by bisection between it and the failing grid base just below; a bisection over the whole range could stop at a later crossing.</source>
        <translation>Cómo se busca: cada base de una rejilla logarítmica (200 por década) se comprueba en todas las distancias 0 … L, y solo la primera que cumple se afina, por bisección entre ella y la base de la rejilla justo debajo, que falla; una bisección sobre todo el rango podría detenerse en un cruce posterior.</translation>
    </message>
    <message>
        <source>At distance 0 the bound is (d/2 + 1)/2 = {zero}; at L = {length} it is {at_length} ({percent} % of that).</source>
        <translation>A distancia 0 la cota es (d/2 + 1)/2 = {zero}; en L = {length} es {at_length} (el {percent} % de eso).</translation>
    </message>
    <message>
        <source>It does not fall steadily: it rises again in places (first from distance {start} to {stop}).</source>
        <translation>No baja de forma continua: en algunos tramos vuelve a subir (primero de la distancia {start} a {stop}).</translation>
    </message>
    <message>
        <source>It falls at every distance drawn.</source>
        <translation>Baja en cada distancia dibujada.</translation>
    </message>
    <message>
        <source>No base up to {top} keeps Σ cos(mθᵢ) ≥ 0 for every m ≤ {length} with d = {d}.</source>
        <translation>Ninguna base hasta {top} mantiene Σ cos(mθᵢ) ≥ 0 para todo m ≤ {length} con d = {d}.</translation>
    </message>
    <message>
        <source>Smallest base with Σᵢ cos(mθᵢ) ≥ 0 for every distance m ≤ {length} (d = {d}): {base}.</source>
        <translation>Base más pequeña con Σᵢ cos(mθᵢ) ≥ 0 para toda distancia m ≤ {length} (d = {d}): {base}.</translation>
    </message>
    <message numerus="yes">
        <source>Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).</source>
        <translation>
            <numerusform>No es monótono en la base: {base} cumple, pero {failing} de la %Ln base de la rejilla explorada después vuelven a fallar (la primera, {again}).</numerusform>
            <numerusform>No es monótono en la base: {base} cumple, pero {failing} de las %Ln bases de la rejilla exploradas después vuelven a fallar (la primera, {again}).</numerusform>
        </translation>
    </message>
    <message>
        <source>In the range scanned it switches from failing to passing once.</source>
        <translation>En el rango explorado pasa una sola vez de fallar a cumplir.</translation>
    </message>
    <message>
        <source>The RoPE of {model} (unscaled frequencies)</source>
        <translation>El RoPE de {model} (frecuencias sin escalar)</translation>
    </message>
    <message>
        <source>The session&apos;s RoPE (its whole vector is one head)</source>
        <translation>El RoPE de la sesión (todo su vector es una cabeza)</translation>
    </message>
    <message>
        <source>A toy head of {width} dimensions (Llama-sized) at the session&apos;s base</source>
        <translation>Una cabeza de juguete de {width} dimensiones (tamaño de Llama) con la base de la sesión</translation>
    </message>
</context>
<context>
    <name>MainMenus</name>
    <message>
        <source>Blue – white – red (CET-D1)</source>
        <translation>Azul – blanco – rojo (CET-D1)</translation>
    </message>
    <message>
        <source>Colour-blind safe: blue – yellow (CET-CBD1)</source>
        <translation>Apto para daltonismo: azul – amarillo (CET-CBD1)</translation>
    </message>
    <message>
        <source>Colour-blind safe: tritanopia (CET-CBTD1)</source>
        <translation>Apto para daltonismo: tritanopía (CET-CBTD1)</translation>
    </message>
    <message>
        <source>Presenting with a clicker</source>
        <translation>Presentar con un mando</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Full screen, no menus; Esc leaves (F5)</source>
        <translation>Pantalla completa, sin menús; Esc sale (F5)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Colour map</source>
        <translation>&amp;Mapa de colores</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>&amp;Reducir el movimiento</translation>
    </message>
    <message>
        <source>&amp;Presenting with a clicker…</source>
        <translation>&amp;Presentar con un mando…</translation>
    </message>
    <message>
        <source>posviz keys</source>
        <translation>Teclas de posviz</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Qué hacen</translation>
    </message>
</context>
<context>
    <name>MainWindowText</name>
    <message>
        <source>posviz: how a transformer&apos;s input layer is built</source>
        <translation>posviz: cómo se construye la capa de entrada de un transformer</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Vistas</translation>
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
    <name>ModelFolderText</name>
    <message>
        <source>the folder has no {name}: posviz needs it to know {what}</source>
        <translation>la carpeta no tiene {name}: posviz lo necesita para conocer {what}</translation>
    </message>
    <message>
        <source>{name} should hold a JSON object</source>
        <translation>{name} debería contener un objeto JSON</translation>
    </message>
    <message>
        <source>{folder} has no weights: no .safetensors file</source>
        <translation>{folder} no tiene pesos: ningún archivo .safetensors</translation>
    </message>
    <message>
        <source>posviz reads only safetensors weights, and this folder has {files}: a pickled checkpoint, and loading a pickle runs whatever code it contains, so posviz never opens one. Use the model&apos;s model.safetensors instead (most models publish one).</source>
        <translation>posviz solo lee pesos safetensors, y esta carpeta tiene {files}: un checkpoint en pickle, y cargar un pickle ejecuta cualquier código que contenga, así que posviz nunca abre uno. Use en su lugar el model.safetensors del modelo (la mayoría de los modelos publican uno).</translation>
    </message>
    <message>
        <source>where each tensor is</source>
        <translation>dónde está cada tensor</translation>
    </message>
    <message>
        <source>{index} has no weight_map</source>
        <translation>{index} no tiene weight_map</translation>
    </message>
    <message>
        <source>{index}: every weight_map value must be a file name (text)</source>
        <translation>{index}: cada valor de weight_map debe ser un nombre de archivo (texto)</translation>
    </message>
    <message>
        <source>{index} lists {files}, which the folder does not have (an incomplete download?)</source>
        <translation>{index} enumera {files}, que la carpeta no tiene (¿una descarga incompleta?)</translation>
    </message>
    <message>
        <source>{name} is a link that leads outside the model folder (to {target}): posviz reads only the folder&apos;s own files</source>
        <translation>{name} es un enlace que sale de la carpeta del modelo (a {target}): posviz solo lee los archivos propios de la carpeta</translation>
    </message>
    <message>
        <source>tensor {tensor} is in both {first} and {second}</source>
        <translation>el tensor {tensor} está a la vez en {first} y en {second}</translation>
    </message>
    <message>
        <source>there is no folder {folder}</source>
        <translation>no existe la carpeta {folder}</translation>
    </message>
    <message>
        <source>the model&apos;s family and sizes</source>
        <translation>la familia y los tamaños del modelo</translation>
    </message>
    <message>
        <source>the folder has no tokenizer.json: posviz needs the model&apos;s own tokenizer to turn text into its ids (vocab.txt or merges.txt alone are not enough)</source>
        <translation>la carpeta no tiene tokenizer.json: posviz necesita el tokenizador propio del modelo para convertir el texto en sus ids (vocab.txt o merges.txt solos no bastan)</translation>
    </message>
    <message>
        <source>reading config.json and the weights&apos; headers</source>
        <translation>leyendo config.json y las cabeceras de los pesos</translation>
    </message>
    <message>
        <source>reading the position and normalisation tensors</source>
        <translation>leyendo los tensores de posición y de normalización</translation>
    </message>
    <message>
        <source>reading tokenizer.json</source>
        <translation>leyendo tokenizer.json</translation>
    </message>
    <message>
        <source>tokenizer.json has {tokens} tokens but the token table only {rows} rows: they do not belong to the same model</source>
        <translation>tokenizer.json tiene {tokens} tokens pero la tabla de tokens solo {rows} filas: no pertenecen al mismo modelo</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>listo</translation>
    </message>
    <message>
        <source>{name} ({family}, real weights)</source>
        <translation>{name} ({family}, pesos reales)</translation>
    </message>
</context>
<context>
    <name>ModelLoading</name>
    <message>
        <source>reading the folder</source>
        <translation>al leer la carpeta</translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens</source>
        <translation>
            <numerusform>Se abrió {name}: {family}, |V| = {vocabulary}, d = {width}, hasta %Ln token</numerusform>
            <numerusform>Se abrió {name}: {family}, |V| = {vocabulary}, d = {width}, hasta %Ln tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading cancelled: still showing {name}</source>
        <translation>Carga cancelada: se sigue mostrando {name}</translation>
    </message>
    <message>
        <source>&amp;Open model…</source>
        <translation>Abrir &amp;modelo…</translation>
    </message>
    <message>
        <source>Open a model from the local Hugging Face cache or a recent folder (offline)</source>
        <translation>Abrir un modelo de la caché local de Hugging Face o de una carpeta reciente (sin conexión)</translation>
    </message>
    <message>
        <source>Open model &amp;folder…</source>
        <translation>Abrir &amp;carpeta de modelo…</translation>
    </message>
    <message>
        <source>Open a real model: a folder with config.json, *.safetensors and tokenizer.json</source>
        <translation>Abrir un modelo real: una carpeta con config.json, *.safetensors y tokenizer.json</translation>
    </message>
    <message>
        <source>Back to the &amp;toy model</source>
        <translation>Volver al modelo de &amp;juguete</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Opening {path}</source>
        <translation>Abriendo {path}</translation>
    </message>
    <message>
        <source>Opening a model</source>
        <translation>Abriendo un modelo</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
        <translation>Abrir una carpeta de modelo (config.json, *.safetensors, tokenizer.json)</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s toy model</source>
        <translation>De vuelta al modelo de juguete de la lección</translation>
    </message>
    <message>
        <source>Could not open the model: {reason}</source>
        <translation>No se pudo abrir el modelo: {reason}</translation>
    </message>
    <message>
        <source>Could not open the model</source>
        <translation>No se pudo abrir el modelo</translation>
    </message>
    <message>
        <source>posviz is still showing {name}.</source>
        <translation>posviz sigue mostrando {name}.</translation>
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
    <name>NotesText</name>
    <message>
        <source>No notes for this prepared sentence. Type here to write some: they are saved with the lecture and shown only to you, never in presentation mode.</source>
        <translation>No hay notas para esta frase preparada. Escriba aquí para añadirlas: se guardan con la clase y solo usted las ve, nunca en el modo presentación.</translation>
    </message>
    <message>
        <source>Default notes for step {number} (type to replace them with your own):

{notes}</source>
        <translation>Notas predeterminadas del paso {number} (escriba para sustituirlas por las suyas):

{notes}</translation>
    </message>
    <message>
        <source>Speaker notes</source>
        <translation>Notas del ponente</translation>
    </message>
    <message>
        <source>Speaker &amp;notes</source>
        <translation>&amp;Notas del ponente</translation>
    </message>
    <message>
        <source>Your notes for the prepared sentence or walkthrough step shown (Ctrl+Shift+N); hidden in presentation mode</source>
        <translation>Sus notas para la frase preparada o el paso del recorrido mostrados (Ctrl+Mayús+N); ocultas en el modo presentación</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count} · walkthrough step {step}</source>
        <translation>Frase preparada {number} de {count} · paso {step} del recorrido</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}</source>
        <translation>Frase preparada {number} de {count}</translation>
    </message>
    <message>
        <source>Not kept: {reason}</source>
        <translation>No se guardó: {reason}</translation>
    </message>
</context>
<context>
    <name>OpenModel</name>
    <message>
        <source>The cache in {folder} could not be read ({reason}).</source>
        <translation>No se pudo leer la caché en {folder} ({reason}).</translation>
    </message>
    <message>
        <source>No models in the Hugging Face cache ({folder}).</source>
        <translation>No hay modelos en la caché de Hugging Face ({folder}).</translation>
    </message>
    <message numerus="yes">
        <source>%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.</source>
        <translation>
            <numerusform>%n revisión de modelo en la caché de Hugging Face ({folder}); se pueden abrir {usable}.</numerusform>
            <numerusform>%n revisiones de modelo en la caché de Hugging Face ({folder}); se pueden abrir {usable}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a model</source>
        <translation>Abrir un modelo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familia</translation>
    </message>
    <message>
        <source>Vocabulary × width</source>
        <translation>Vocabulario × anchura</translation>
    </message>
    <message>
        <source>Size on disk</source>
        <translation>Tamaño en disco</translation>
    </message>
    <message>
        <source>Can be opened</source>
        <translation>Se puede abrir</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Choose a folder…</source>
        <translation>Elegir una carpeta…</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the Hugging Face cache&lt;/b&gt; (nothing is downloaded)</source>
        <translation>&lt;b&gt;En la caché de Hugging Face&lt;/b&gt; (no se descarga nada)</translation>
    </message>
    <message>
        <source>Opened recently</source>
        <translation>Abiertos recientemente</translation>
    </message>
    <message>
        <source>{vocabulary} × {width}</source>
        <translation>{vocabulary} × {width}</translation>
    </message>
    <message>
        <source>usable</source>
        <translation>utilizable</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
        <translation>Abrir una carpeta de modelo (config.json, *.safetensors, tokenizer.json)</translation>
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
    <name>OrderChipsWidget</name>
    <message>
        <source>Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right</source>
        <translation>Orden de las palabras: arrastra una palabra sobre otra para moverla allí, o Alt+Izquierda / Alt+Derecha</translation>
    </message>
</context>
<context>
    <name>PageExport</name>
    <message>
        <source>Export a lesson page</source>
        <translation>Exportar una página de la lección</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>{reason}

No file was changed.</source>
        <translation>{reason}

No se cambió ningún archivo.</translation>
    </message>
    <message>
        <source>Exported the lesson page to {path}</source>
        <translation>Página de la lección exportada a {path}</translation>
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
    <name>PlacementText</name>
    <message>
        <source>{problem} (posviz shows only the rotations the model really makes, so it does not guess)</source>
        <translation>{problem} (posviz solo muestra las rotaciones que el modelo hace de verdad, así que no adivina)</translation>
    </message>
    <message>
        <source>no scaling</source>
        <translation>sin escalado</translation>
    </message>
    <message>
        <source>{count} values, {low} to {high}</source>
        <translation>{count} valores, de {low} a {high}</translation>
    </message>
    <message>
        <source>{kind} scaling ({parameters}), attention factor {factor}</source>
        <translation>escalado {kind} ({parameters}), factor de atención {factor}</translation>
    </message>
    <message>
        <source>all {r}</source>
        <extracomment>{turned} is &quot;all 64&quot; or &quot;the first 32&quot; (dimensions of a head)</extracomment>
        <translation>las {r}</translation>
    </message>
    <message>
        <source>the first {r}</source>
        <translation>las primeras {r}</translation>
    </message>
    <message>
        <source>k and k + {half}, rotate_half</source>
        <translation>k y k + {half}, rotate_half</translation>
    </message>
    <message>
        <source>2k and 2k + 1, interleaved</source>
        <translation>2k y 2k + 1, intercaladas</translation>
    </message>
    <message>
        <source>RoPE, theta = {theta}, {heads} heads, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
        <translation>RoPE, theta = {theta}, {heads} cabezas, dimensión de cabeza {width}: en cada cabeza {turned} dimensiones giran por pares ({pairs}) p · theta^(-2k/{r}) radianes dentro de la atención; {scaling}</translation>
    </message>
    <message>
        <source>RoPE, theta = {theta}, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
        <translation>RoPE, theta = {theta}, dimensión de cabeza {width}: en cada cabeza {turned} dimensiones giran por pares ({pairs}) p · theta^(-2k/{r}) radianes dentro de la atención; {scaling}</translation>
    </message>
    <message>
        <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total}); the RoPE layers attend only within chunks of {chunk} tokens</source>
        <translation>. Sus capas NoPE no giran nada y no ven ninguna posición, solo la máscara causal: capa {listed} ({count} de {total}); las capas RoPE solo atienden dentro de bloques de {chunk} tokens</translation>
    </message>
    <message>
        <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total})</source>
        <translation>. Sus capas NoPE no giran nada y no ven ninguna posición, solo la máscara causal: capa {listed} ({count} de {total})</translation>
    </message>
    <message>
        <source>. Its {kind} layers: {how}</source>
        <translation>. Sus capas {kind}: {how}</translation>
    </message>
    <message>
        <source>config.json does not say how many attention heads the model has (num_attention_heads / n_head): ALiBi has one slope per head</source>
        <translation>config.json no dice cuántas cabezas de atención tiene el modelo (num_attention_heads / n_head): ALiBi tiene una pendiente por cabeza</translation>
    </message>
    <message>
        <source>ALiBi: nothing is added to the token rows; head h adds m_h · (j − i) to its attention scores, slopes m_h = {slopes} for the {heads} heads</source>
        <translation>ALiBi: no se suma nada a las filas de tokens; la cabeza h suma m_h · (j − i) a sus puntuaciones de atención, pendientes m_h = {slopes} para las {heads} cabezas</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p + {offset} (rows 0 to {last} sit at and before the padding index); a padding token reads row {last} and is not counted</source>
        <translation>tabla aprendida, {shape}; la posición p lee la fila p + {offset} (las filas 0 a {last} están en el índice de relleno y antes de él); un token de relleno lee la fila {last} y no se cuenta</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p + {offset} (the first {offset} rows are never used)</source>
        <translation>tabla aprendida, {shape}; la posición p lee la fila p + {offset} (las primeras {offset} filas nunca se usan)</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p</source>
        <translation>tabla aprendida, {shape}; la posición p lee la fila p</translation>
    </message>
    <message>
        <source>fixed sinusoidal table ({convention}), computed by the model&apos;s code, not stored: position p is encoded as {start}, sines in the first half of each row, cosines in the second</source>
        <translation>tabla sinusoidal fija ({convention}), calculada por el código del modelo, no almacenada: la posición p se codifica como {start}, senos en la primera mitad de cada fila, cosenos en la segunda</translation>
    </message>
    <message>
        <source>{how}; added after the projection to the hidden width (project_in)</source>
        <translation>{how}; se suma después de la proyección a la anchura oculta (project_in)</translation>
    </message>
    <message>
        <source>no position vector and no position inside attention: the blocks read the tokens in order (a recurrence), which is all they know of position</source>
        <translation>sin vector de posición ni posición dentro de la atención: los bloques leen los tokens en orden (una recurrencia), que es todo lo que saben de la posición</translation>
    </message>
    <message>
        <source>no position vector and no relative positions: as configured, nothing tells this model where a token is</source>
        <translation>sin vector de posición ni posiciones relativas: tal como está configurado, nada le dice a este modelo dónde está un token</translation>
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
        <translation>Sumar los vectores de posición a las filas de tokens (desactivado: Z son solo las filas de tokens)</translation>
    </message>
    <message>
        <source>Nothing to switch: this scheme gives the words no positions</source>
        <translation>Nada que activar: este esquema no da posiciones a las palabras</translation>
    </message>
</context>
<context>
    <name>PositionsText</name>
    <message>
        <source>0 (tensor2tensor and fairseq pad an odd width with a zero column)</source>
        <translation>0 (tensor2tensor y fairseq completan una anchura impar con una columna de ceros)</translation>
    </message>
    <message>
        <source>tensor2tensor / fairseq (offset {offset})</source>
        <translation>tensor2tensor / fairseq (desplazamiento {offset})</translation>
    </message>
    <message>
        <source>paper (Annotated Transformer)</source>
        <translation>artículo (Annotated Transformer)</translation>
    </message>
    <message>
        <source>split halves (Marian)</source>
        <translation>mitades separadas (Marian)</translation>
    </message>
    <message>
        <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and, like a trained table, no row for a later position</source>
        <translation>la posición {position} está más allá del final de la tabla de posiciones aprendida: tiene {rows} filas (posiciones 0 a {last}) y, como una tabla entrenada, ninguna fila para una posición posterior</translation>
    </message>
    <message>
        <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and no row was ever trained for a later position</source>
        <translation>la posición {position} está más allá del final de la tabla de posiciones aprendida: tiene {rows} filas (posiciones 0 a {last}) y nunca se entrenó ninguna fila para una posición posterior</translation>
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
    <message>
        <source>no practice task {key}; known: {known}</source>
        <translation>no hay tarea de práctica {key}; conocidas: {known}</translation>
    </message>
</context>
<context>
    <name>PresenterHelp</name>
    <message>
        <source>Editing “{name}”: its arrows and Enter are its own. Esc gives them back to the walkthrough keys.</source>
        <translation>Editando «{name}»: sus flechas e Intro son suyas. Esc las devuelve a las teclas del recorrido.</translation>
    </message>
    <message>
        <source>A clicker&apos;s Next and Back (Right/Left, Page Down/Page Up, Space) move through the five steps of the walkthrough, and its blank button (B or .) blacks the screen out. In the walkthrough and in presentation mode (F5), and before them unless Tab brought the keys to a control, these keys always move the steps, whichever control was touched last; they never change the sentence, a setting or a selection. To type a new sentence, click it or press F2; Enter or Esc gives the keys back to the clicker. With a projector plugged in, F5 shows this window full screen on it and a presenter console on the laptop (the step, what comes next, your notes, the time, what the room sees); the keys work in both, and B blanks only the room&apos;s.</source>
        <translation>Siguiente y Atrás de un mando (Derecha/Izquierda, Av Pág/Re Pág, Espacio) recorren los cinco pasos del recorrido, y su botón de pantalla negra (B o .) oscurece la pantalla. En el recorrido y en el modo presentación (F5), y antes de ellos salvo que Tab haya llevado las teclas a un control, estas teclas siempre mueven los pasos, sea cual sea el último control tocado; nunca cambian la frase, un ajuste ni una selección. Para escribir una frase nueva, haga clic en ella o pulse F2; Intro o Esc devuelven las teclas al mando. Con un proyector conectado, F5 muestra esta ventana a pantalla completa en él y una consola del ponente en el portátil (el paso, lo que viene, sus notas, la hora, lo que ve la sala); las teclas funcionan en ambas, y B solo oscurece la de la sala.</translation>
    </message>
</context>
<context>
    <name>QtParts</name>
    <message>
        <source>Clear the text</source>
        <translation>Borrar el texto</translation>
    </message>
    <message>
        <source>More controls</source>
        <translation>Más controles</translation>
    </message>
</context>
<context>
    <name>QuizFile</name>
    <message>
        <source>cannot read the quiz file {file}: {reason}</source>
        <translation>no se puede leer el archivo de cuestionario {file}: {reason}</translation>
    </message>
    <message>
        <source>{where} a quiz file holds a JSON object with a &quot;questions&quot; list, not {kind}</source>
        <translation>{where} un archivo de cuestionario contiene un objeto JSON con una lista &quot;questions&quot;, no {kind}</translation>
    </message>
    <message>
        <source>{where} this is not a posviz quiz (format {found}, expected {expected})</source>
        <translation>{where} esto no es un cuestionario de posviz (formato {found}, se esperaba {expected})</translation>
    </message>
    <message>
        <source>{where} quiz format version {version} is newer than this posviz reads (up to {latest})</source>
        <translation>{where} la versión {version} del formato de cuestionario es más reciente de lo que lee este posviz (hasta {latest})</translation>
    </message>
    <message>
        <source>{where} field &quot;questions&quot; must be a non-empty list, got {kind}</source>
        <translation>{where} el campo &quot;questions&quot; debe ser una lista no vacía, se obtuvo {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{where} it has %Ln questions; a quiz has at most {most}</source>
        <translation>
            <numerusform>{where} tiene %Ln pregunta; un cuestionario tiene como máximo {most}</numerusform>
            <numerusform>{where} tiene %Ln preguntas; un cuestionario tiene como máximo {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}: field &quot;choices&quot; must be a list of 2 to {most} answers, got {kind}</source>
        <translation>{place}: el campo &quot;choices&quot; debe ser una lista de 2 a {most} respuestas, se obtuvo {kind}</translation>
    </message>
    <message>
        <source>{place}: exactly one choice must have &quot;correct&quot;: true, found {count}</source>
        <translation>{place}: exactamente una opción debe tener &quot;correct&quot;: true, se encontraron {count}</translation>
    </message>
    <message>
        <source>{place} must be a JSON object with &quot;text&quot;, &quot;correct&quot; and &quot;explanation&quot;, not {kind}</source>
        <translation>{place} debe ser un objeto JSON con &quot;text&quot;, &quot;correct&quot; y &quot;explanation&quot;, no {kind}</translation>
    </message>
    <message>
        <source>{place} must be true or false, got {value}</source>
        <translation>{place} debe ser true o false, se obtuvo {value}</translation>
    </message>
    <message>
        <source>{place} must be text, got {kind}</source>
        <translation>{place} debe ser texto, se obtuvo {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{place} has %Ln characters; at most {most}</source>
        <translation>
            <numerusform>{place} tiene %Ln carácter; como máximo {most}</numerusform>
            <numerusform>{place} tiene %Ln caracteres; como máximo {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place} must be a token index (0, 1, 2, ...), got {value}</source>
        <translation>{place} debe ser un índice de token (0, 1, 2, ...), se obtuvo {value}</translation>
    </message>
    <message>
        <source>{place} has unknown setting(s) {unknown}; known: {known}</source>
        <translation>{place} tiene ajustes desconocidos {unknown}; conocidos: {known}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}: {reason}</translation>
    </message>
    <message>
        <source>{place} must be a JSON object, not {kind}</source>
        <translation>{place} debe ser un objeto JSON, no {kind}</translation>
    </message>
    <message>
        <source>{place} must be non-empty text, got {kind}</source>
        <translation>{place} debe ser un texto no vacío, se obtuvo {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{place} has %Ln characters; at most {most} are allowed</source>
        <translation>
            <numerusform>{place} tiene %Ln carácter; se permiten como máximo {most}</numerusform>
            <numerusform>{place} tiene %Ln caracteres; se permiten como máximo {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place} holds the code point U+{code} at character {position}, half of a surrogate pair, which is not text</source>
        <translation>{place} contiene el punto de código U+{code} en el carácter {position}, la mitad de un par sustituto, que no es texto</translation>
    </message>
    <message>
        <source>{place}: unknown field(s) {unknown} (known: {known})</source>
        <translation>{place}: campo(s) desconocido(s) {unknown} (conocidos: {known})</translation>
    </message>
    <message>
        <source>{file}:</source>
        <extracomment>the start of every refusal of a quiz file; {file} is the file&apos;s name</extracomment>
        <translation>{file}:</translation>
    </message>
    <message>
        <source>{where} field &quot;{field}&quot;</source>
        <translation>{where} campo &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>{where} question {number}</source>
        <translation>{where} pregunta {number}</translation>
    </message>
    <message>
        <source>{question} (&quot;{prompt}&quot;)</source>
        <translation>{question} («{prompt}»)</translation>
    </message>
    <message>
        <source>{question}, choice {number}</source>
        <translation>{question}, opción {number}</translation>
    </message>
    <message>
        <source>{place}: field &quot;{field}&quot;</source>
        <translation>{place}: campo &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>{place}, &quot;{field}&quot;</source>
        <translation>{place}, &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>empty text</source>
        <translation>texto vacío</translation>
    </message>
    <message>
        <source>text {value}</source>
        <translation>el texto {value}</translation>
    </message>
    <message numerus="yes">
        <source>a list of %n</source>
        <translation>
            <numerusform>una lista de %n elemento</numerusform>
            <numerusform>una lista de %n elementos</numerusform>
        </translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>un booleano (true/false)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
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
    <name>RecipeNotes</name>
    <message>
        <source>shapes disagree with config.json: tensor {name} is {shape} but {because}</source>
        <extracomment>{because} is one of the &quot;config.json says …&quot; clauses of this context</extracomment>
        <translation>las formas no concuerdan con config.json: el tensor {name} es {shape}, pero {because}</translation>
    </message>
    <message>
        <source>config.json says vocab_size = {vocab} and width = {width}</source>
        <translation>config.json indica vocab_size = {vocab} y anchura = {width}</translation>
    </message>
    <message>
        <source>config.json says {rows} positions (+ {offset} rows before position 0) of width {width}</source>
        <translation>config.json indica {rows} posiciones (+ {offset} filas antes de la posición 0) de anchura {width}</translation>
    </message>
    <message>
        <source>config.json says {rows} positions of width {width}</source>
        <translation>config.json indica {rows} posiciones de anchura {width}</translation>
    </message>
    <message>
        <source>it maps the {width}-wide token rows to the hidden width {hidden}</source>
        <translation>lleva las filas de tokens de anchura {width} a la anchura oculta {hidden}</translation>
    </message>
    <message>
        <source>the hidden width is {hidden}</source>
        <translation>la anchura oculta es {hidden}</translation>
    </message>
    <message>
        <source>config.json says type_vocab_size = {types}, width {width}</source>
        <translation>config.json indica type_vocab_size = {types}, anchura {width}</translation>
    </message>
    <message>
        <source>the LayerNorm must be {width} wide, like the rows it normalises</source>
        <translation>la LayerNorm debe tener anchura {width}, como las filas que normaliza</translation>
    </message>
    <message>
        <source>config.json: {key} must be true or false, got {value}</source>
        <translation>config.json: {key} debe ser true o false, no {value}</translation>
    </message>
    <message>
        <source>config.json: {key} must be a number, got {value}</source>
        <translation>config.json: {key} debe ser un número, no {value}</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (RoPE acts inside attention), so z is the token rows themselves.</source>
        <translation>No hay vector de posición: no se suma nada a las filas de tokens (RoPE actúa dentro de la atención), así que z son las propias filas de tokens.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (ALiBi biases the attention scores inside attention), so z is the token rows themselves.</source>
        <translation>No hay vector de posición: no se suma nada a las filas de tokens (ALiBi sesga las puntuaciones de atención dentro de la atención), así que z son las propias filas de tokens.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (relative positions act inside attention), so z is the token rows themselves.</source>
        <translation>No hay vector de posición: no se suma nada a las filas de tokens (las posiciones relativas actúan dentro de la atención), así que z son las propias filas de tokens.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (the model has no positions at all), so z is the token rows themselves.</source>
        <translation>No hay vector de posición: no se suma nada a las filas de tokens (el modelo no tiene posiciones en absoluto), así que z son las propias filas de tokens.</translation>
    </message>
    <message>
        <source>An encoder-decoder model: posviz shows the encoder&apos;s input, what the encoder&apos;s block 1 receives; the decoder embeds its own tokens the same way.</source>
        <translation>Un modelo codificador-decodificador: posviz muestra la entrada del codificador, lo que recibe su bloque 1; el decodificador incrusta sus propios tokens de la misma manera.</translation>
    </message>
    <message>
        <source>The output layer reuses this token table to score the next token (tied weights).</source>
        <translation>La capa de salida reutiliza esta tabla de tokens para puntuar el siguiente token (pesos compartidos).</translation>
    </message>
</context>
<context>
    <name>RecipeSteps</name>
    <message>
        <source>Token {where} is the padding token: as the model&apos;s own code does, it gets the padding row (row {row}) and is not counted, so every later token reads the row of one position earlier.</source>
        <translation>El token {where} es el token de relleno: como hace el propio código del modelo, recibe la fila de relleno (fila {row}) y no se cuenta, así que cada token posterior lee la fila de una posición antes.</translation>
    </message>
    <message>
        <source>+ token type 0</source>
        <translation>+ tipo de token 0</translation>
    </message>
    <message>
        <source>every token is in segment A, so row 0 of the token-type table is added to it</source>
        <translation>cada token está en el segmento A, así que se le suma la fila 0 de la tabla de tipos de token</translation>
    </message>
    <message>
        <source>{} + token type 0</source>
        <translation>{} + tipo de token 0</translation>
    </message>
    <message>
        <source>+ position</source>
        <translation>+ posición</translation>
    </message>
    <message>
        <source>the position rows (row p + {offset} of the {width}-wide table) are added after the projection</source>
        <translation>las filas de posición (fila p + {offset} de la tabla de anchura {width}) se suman después de la proyección</translation>
    </message>
    <message>
        <source>{} + position</source>
        <translation>{} + posición</translation>
    </message>
    <message>
        <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta</source>
        <translation>cada fila se centra, se escala a varianza unitaria (eps = {eps}), por gamma más beta</translation>
    </message>
    <message>
        <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta (this LayerNorm has no beta)</source>
        <translation>cada fila se centra, se escala a varianza unitaria (eps = {eps}), por gamma más beta (esta LayerNorm no tiene beta)</translation>
    </message>
    <message>
        <source>every row is multiplied by {scale} = {value}</source>
        <translation>cada fila se multiplica por {scale} = {value}</translation>
    </message>
    <message>
        <source>token × {scale} + position</source>
        <translation>token × {scale} + posición</translation>
    </message>
    <message>
        <source>the token rows are multiplied by {scale} = {value} before the position rows are added</source>
        <translation>las filas de tokens se multiplican por {scale} = {value} antes de sumar las filas de posición</translation>
    </message>
    <message>
        <source>each {width}-wide row is multiplied by {name} ({wide} × {width}) plus its bias: the hidden width block 1 works in</source>
        <translation>cada fila de anchura {width} se multiplica por {name} ({wide} × {width}) y se le suma su sesgo: la anchura oculta con la que trabaja el bloque 1</translation>
    </message>
    <message>
        <source>each {width}-wide row is multiplied by {name} ({wide} × {width}): the hidden width block 1 works in</source>
        <translation>cada fila de anchura {width} se multiplica por {name} ({wide} × {width}): la anchura oculta con la que trabaja el bloque 1</translation>
    </message>
    <message>
        <source>→ {wide} wide</source>
        <translation>→ anchura {wide}</translation>
    </message>
</context>
<context>
    <name>RecordDialogText</name>
    <message>
        <source>MP4 video, H.264 (*.mp4)</source>
        <translation>Vídeo MP4, H.264 (*.mp4)</translation>
    </message>
    <message>
        <source>WebM video, VP9 (*.webm)</source>
        <translation>Vídeo WebM, VP9 (*.webm)</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF animado (*.gif)</translation>
    </message>
    <message>
        <source>Animated PNG (*.apng)</source>
        <translation>PNG animado (*.apng)</translation>
    </message>
    <message>
        <source>Record a video</source>
        <translation>Grabar un vídeo</translation>
    </message>
    <message>
        <source>{width} × {height}</source>
        <translation>{width} × {height}</translation>
    </message>
    <message>
        <source> frames per second</source>
        <translation> fotogramas por segundo</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>long enough to read each caption</source>
        <translation>lo suficiente para leer cada leyenda</translation>
    </message>
    <message>
        <source>&amp;What</source>
        <translation>&amp;Qué</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Tamaño</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Formato</translation>
    </message>
    <message>
        <source>Frame &amp;rate</source>
        <translation>Fr&amp;ecuencia de fotogramas</translation>
    </message>
    <message>
        <source>&amp;Hold each step</source>
        <translation>&amp;Mantener cada paso</translation>
    </message>
    <message>
        <source>&amp;Record…</source>
        <translation>&amp;Grabar…</translation>
    </message>
    <message numerus="yes">
        <source>Recording %Ln frames to {name}…</source>
        <translation>
            <numerusform>Grabando %Ln fotograma en {name}…</numerusform>
            <numerusform>Grabando %Ln fotogramas en {name}…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: no file was written.</source>
        <translation>Cancelado: no se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>The recording failed, and no file was written: {why}</source>
        <translation>La grabación falló y no se escribió ningún archivo: {why}</translation>
    </message>
    <message>
        <source>Wrote {video} and its captions {captions}.</source>
        <translation>Se escribieron {video} y sus subtítulos {captions}.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>The walkthrough: how a transformer&apos;s input layer is built</source>
        <translation>El recorrido: cómo se construye la capa de entrada de un transformer</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z, for each word in turn</source>
        <translation>Fila del token + fila de posición = fila de Z, para cada palabra por turno</translation>
    </message>
    <message>
        <source>The position vectors, scrolled from the first position to the last</source>
        <translation>Los vectores de posición, desplazados de la primera posición a la última</translation>
    </message>
    <message>
        <source>RoPE: one pair of q and k turning as both words move along</source>
        <translation>RoPE: un par de q y k girando mientras ambas palabras avanzan</translation>
    </message>
    <message>
        <source>Context extension: each pair&apos;s frequency as the scaling factor grows</source>
        <translation>Extensión del contexto: la frecuencia de cada par mientras crece el factor de escala</translation>
    </message>
    <message>
        <source>{name} (d = {width})</source>
        <translation>{name} (d = {width})</translation>
    </message>
    <message>
        <source>the lesson&apos;s toy model (d = {width})</source>
        <translation>el modelo de juguete de la lección (d = {width})</translation>
    </message>
    <message>
        <source>posviz: {what}</source>
        <translation>posviz: {what}</translation>
    </message>
    <message>
        <source>Model: {name}</source>
        <translation>Modelo: {name}</translation>
    </message>
    <message>
        <source>Sentence: “{sentence}”</source>
        <translation>Frase: «{sentence}»</translation>
    </message>
    <message>
        <source>Position scheme: {scheme}</source>
        <translation>Esquema de posiciones: {scheme}</translation>
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
        <translation>Paso {number} de {count}: {title}</translation>
    </message>
    <message>
        <source>{heading}. {caption}</source>
        <translation>{heading}. {caption}</translation>
    </message>
    <message>
        <source>Positions 0 to {last}, {count} at a time. {what}</source>
        <translation>Posiciones 0 a {last}, {count} cada vez. {what}</translation>
    </message>
    <message>
        <source>Position vectors, as a heatmap</source>
        <translation>Vectores de posición, como mapa de calor</translation>
    </message>
    <message>
        <source>Both words move {shift} positions along together: q and k turn by the same angle, so the angle between them, and their score, stay the same: RoPE&apos;s score depends only on the offset m − n.</source>
        <translation>Ambas palabras avanzan juntas {shift} posiciones: q y k giran el mismo ángulo, así que el ángulo entre ellos, y su puntuación, no cambian: la puntuación de RoPE solo depende del desfase m − n.</translation>
    </message>
    <message>
        <source>The scaling factor grows from {low} to {high}: the slow pairs&apos; frequencies are divided by it, so they turn slowly enough for a longer context, while the fast pairs keep theirs.</source>
        <translation>El factor de escala crece de {low} a {high}: las frecuencias de los pares lentos se dividen por él, de modo que giran lo bastante despacio para un contexto más largo, mientras los pares rápidos conservan las suyas.</translation>
    </message>
</context>
<context>
    <name>RelativeLesson</name>
    <message>
        <source>with an odd d_model ({d}) the last sine column has no cosine partner, so no single matrix can shift it; choose an even d_model to see M_k</source>
        <translation>con un d_model impar ({d}) la última columna de seno no tiene pareja de coseno, así que ninguna matriz puede desplazarla; elige un d_model par para ver M_k</translation>
    </message>
</context>
<context>
    <name>RelativePositionsModel</name>
    <message>
        <source>offset {offset} → bucket {bucket}</source>
        <extracomment>one example of the T5 caption: an offset (signed) and the bucket it falls in</extracomment>
        <translation>desplazamiento {offset} → cubeta {bucket}</translation>
    </message>
    <message>
        <source>T5 relative-position buckets: nothing is added to the token rows; each offset between a key and a query falls in one of {buckets} buckets ({half} for keys before or at the query, {half} after it in the encoder): offsets below {exact} get a bucket each, larger ones share logarithmic buckets up to {far}, and every bucket adds a learned bias per head to the attention scores (layer 1&apos;s biases are shared by every layer). For example, {examples}.</source>
        <translation>Cubetas de posición relativa de T5: no se suma nada a las filas de tokens; cada desplazamiento entre una clave y una consulta cae en una de {buckets} cubetas ({half} para claves antes o en la consulta, {half} después en el codificador): los desplazamientos menores que {exact} tienen una cubeta cada uno, los mayores comparten cubetas logarítmicas hasta {far}, y cada cubeta suma un sesgo aprendido por cabeza a las puntuaciones de atención (los sesgos de la capa 1 los comparten todas las capas). Por ejemplo, {examples}.</translation>
    </message>
    <message>
        <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (positions within ±{half} are exact, farther ones share logarithmic buckets up to {far} ({buckets} buckets)), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
        <translation>Posiciones relativas de DeBERTa: cada consulta i y clave j interactúan mediante la posición relativa i − j (las posiciones dentro de ±{half} son exactas, las más lejanas comparten cubetas logarítmicas hasta {far} ({buckets} cubetas)), que indexa embeddings relativos aprendidos dentro de la atención (puntuaciones desacopladas contenido-a-posición y posición-a-contenido).</translation>
    </message>
    <message>
        <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (exact relative positions, clipped at ±{far}), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
        <translation>Posiciones relativas de DeBERTa: cada consulta i y clave j interactúan mediante la posición relativa i − j (posiciones relativas exactas, recortadas en ±{far}), que indexa embeddings relativos aprendidos dentro de la atención (puntuaciones desacopladas contenido-a-posición y posición-a-contenido).</translation>
    </message>
</context>
<context>
    <name>RopeHeads</name>
    <message>
        <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
        <translation>ancho de cabeza {width}: las {turning} dimensiones giran en {half} pares {pairs} ({pairing}), base {base}, escalado {scaling}</translation>
    </message>
    <message>
        <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
        <translation>ancho de cabeza {width}: las {turning} dimensiones giran en {half} pares {pairs} ({pairing}), base {base}, sin escalado</translation>
    </message>
    <message>
        <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
        <translation>ancho de cabeza {width}: las primeras {turning} dimensiones giran en {half} pares {pairs} ({pairing}), base {base}, escalado {scaling}</translation>
    </message>
    <message>
        <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
        <translation>ancho de cabeza {width}: las primeras {turning} dimensiones giran en {half} pares {pairs} ({pairing}), base {base}, sin escalado</translation>
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
    <name>ShapesLesson</name>
    <message>
        <source>learned</source>
        <translation>aprendida</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>sinusoidal</translation>
    </message>
    <message>
        <source>RoPE (no table)</source>
        <translation>RoPE (sin tabla)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>this demo</source>
        <translation>esta demo</translation>
    </message>
    <message>
        <source>2017 paper</source>
        <translation>artículo de 2017</translation>
    </message>
</context>
<context>
    <name>SlideText</name>
    <message>
        <source>unknown theme &apos;{theme}&apos; (choose one of {names})</source>
        <translation>tema desconocido &apos;{theme}&apos; (elija uno de {names})</translation>
    </message>
    <message>
        <source>unknown colour map &apos;{name}&apos; (choose one of {names})</source>
        <translation>mapa de colores desconocido &apos;{name}&apos; (elija uno de {names})</translation>
    </message>
    <message>
        <source>prepared sentence {number} cannot be shown: {reason}</source>
        <translation>la frase preparada {number} no se puede mostrar: {reason}</translation>
    </message>
</context>
<context>
    <name>SpeakerNotes</name>
    <message>
        <source>Point at the chips: each is one token and the number under it is its id. An id is a row number and nothing more; ids that are close say nothing about words being alike. In the toy vocabulary “the dog bit the man” becomes [0, 2, 6, 0, 4]: “the” gets id 0 both times. Ask the room what a model could learn from 6 being larger than 2 (nothing).</source>
        <translation>Señale las fichas: cada una es un token y el número debajo es su id. Un id es un número de fila y nada más; que dos ids estén cerca no dice nada de que las palabras se parezcan. En el vocabulario de juguete, «the dog bit the man» se convierte en [0, 2, 6, 0, 4]: «the» recibe el id 0 las dos veces. Pregunte a la sala qué podría aprender un modelo de que 6 sea mayor que 2 (nada).</translation>
    </message>
    <message>
        <source>E has one row per vocabulary entry and d columns; the id only says which row to read, there is no formula. The rows were learned in training, so the numbers are features nobody named. The size of E depends on the vocabulary, never on the sentence: a longer text reads more rows, it does not make the table bigger. A repeated word reads the same row every time, so at this point the two “the”s are identical.</source>
        <translation>E tiene una fila por cada entrada del vocabulario y d columnas; el id solo dice qué fila leer, no hay fórmula. Las filas se aprendieron en el entrenamiento, así que los números son rasgos que nadie nombró. El tamaño de E depende del vocabulario, nunca de la frase: un texto más largo lee más filas, no agranda la tabla. Una palabra repetida lee la misma fila cada vez, así que en este punto los dos «the» son idénticos.</translation>
    </message>
    <message>
        <source>The problem to state first: attention compares every token with every other at once, so without help it cannot tell “the dog bit the man” from “the man bit the dog”. Each row of the heatmap is one position, each column one of the d numbers, the same width as E. With the sinusoidal scheme the values are sin and cos of the position at a different speed per column pair, computed from a formula, not learned; GPT-2 learns this table instead, and RoPE adds no vector here at all (it rotates queries and keys inside attention).</source>
        <translation>El problema que hay que plantear primero: la atención compara cada token con todos los demás a la vez, así que sin ayuda no puede distinguir «the dog bit the man» de «the man bit the dog». Cada fila del mapa de calor es una posición, cada columna uno de los d números, la misma anchura que E. Con el esquema sinusoidal los valores son el sin y el cos de la posición a una velocidad distinta por cada par de columnas, calculados con una fórmula, no aprendidos; GPT-2 aprende esta tabla en su lugar, y RoPE no añade aquí ningún vector (rota consultas y claves dentro de la atención).</translation>
    </message>
    <message>
        <source>The position vector is added to the token&apos;s row number by number, not placed beside it, so the width stays d. Now the same word at two positions gives two different rows: in the toy model (sinusoidal, d = 6) “the” at position 0 and at position 3 differ by up to 1.99 in one column. Ask what would happen with positions switched off (the two rows would be equal again).</source>
        <translation>El vector de posición se suma a la fila del token número a número, no se coloca al lado, así que la anchura sigue siendo d. Ahora la misma palabra en dos posiciones da dos filas distintas: en el modelo de juguete (sinusoidal, d = 6), «the» en la posición 0 y en la posición 3 difieren hasta en 1,99 en una columna. Pregunte qué pasaría con las posiciones desactivadas (las dos filas volverían a ser iguales).</translation>
    </message>
    <message>
        <source>Z has one row per token and d columns: L × d, whatever the size of the vocabulary. This is what the first transformer block reads. The queries, keys and values are computed from Z later, inside attention; the position vectors are not Q, K or V. The Word order demo shows the point: with positions off, shuffling the words only shuffles Z&apos;s rows.</source>
        <translation>Z tiene una fila por token y d columnas: L × d, sea cual sea el tamaño del vocabulario. Es lo que lee el primer bloque del transformer. Las consultas, claves y valores se calculan a partir de Z más tarde, dentro de la atención; los vectores de posición no son Q, K ni V. La demo Orden de palabras lo muestra: sin posiciones, mezclar las palabras solo mezcla las filas de Z.</translation>
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
    <message numerus="yes">
        <source>{moved} of %Ln tokens moved</source>
        <translation>
            <numerusform>{moved} de %Ln token movidos</numerusform>
            <numerusform>{moved} de %Ln tokens movidos</numerusform>
        </translation>
    </message>
    <message>
        <source>row {row} {token} from position {position}</source>
        <translation>fila {row} {token} desde la posición {position}</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… y %Ln más</numerusform>
            <numerusform>… y %Ln más</numerusform>
        </translation>
    </message>
    <message>
        <source>{moved}: {each}</source>
        <translation>{moved}: {each}</translation>
    </message>
    <message>
        <source>{moved}. Not one number differs from the number beside it in the table on the left.</source>
        <translation>{moved}. Ningún número difiere del número de al lado en la tabla de la izquierda.</translation>
    </message>
    <message numerus="yes">
        <source>{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.</source>
        <translation>
            <numerusform>{moved}. {count} de {cells} números difieren del número de al lado en la tabla de la izquierda (enmarcados), en %Ln fila: {listed}.</numerusform>
            <numerusform>{moved}. {count} de {cells} números difieren del número de al lado en la tabla de la izquierda (enmarcados), en %Ln filas: {listed}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Input layer</source>
        <translation>Capa de entrada</translation>
    </message>
    <message>
        <source>Word order</source>
        <translation>Orden de palabras</translation>
    </message>
    <message>
        <source>Deeper ideas</source>
        <translation>Ideas más profundas</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Cuestionario</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Real model</source>
        <translation>Modelo real</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <translation>Seguir al sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>TokenizerChildText</name>
    <message>
        <source>{name} could not be read as a tokenizer ({kind}: {reason})</source>
        <translation>no se pudo leer {name} como tokenizador ({kind}: {reason})</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>no se pudo leer {name} como tokenizador: {reason}</translation>
    </message>
</context>
<context>
    <name>TokenizerText</name>
    <message>
        <source>reading a real model&apos;s tokenizer needs the &apos;tokenizers&apos; package: pip install &apos;posviz[real]&apos; (it works offline, no deep-learning framework needed)</source>
        <translation>leer el tokenizador de un modelo real requiere el paquete &apos;tokenizers&apos;: pip install &apos;posviz[real]&apos; (funciona sin conexión, sin ningún framework de aprendizaje profundo)</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>no se pudo leer {name} como tokenizador: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{kind}, %Ln tokens</source>
        <translation>
            <numerusform>{kind}, %Ln token</numerusform>
            <numerusform>{kind}, %Ln tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToyModel</name>
    <message>
        <source>posviz&apos;s data file {file} is damaged: {reason}</source>
        <translation>el archivo de datos {file} de posviz está dañado: {reason}</translation>
    </message>
    <message>
        <source>posviz&apos;s data file {file} is damaged: rows are not {width} wide</source>
        <translation>el archivo de datos {file} de posviz está dañado: las filas no tienen anchura {width}</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>this window has no Deeper ideas tab</source>
        <translation>esta ventana no tiene la pestaña Ideas más profundas</translation>
    </message>
    <message>
        <source>the {view} view is still computing; try again in a moment</source>
        <translation>la vista {view} aún está calculando; inténtelo de nuevo en un momento</translation>
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
<context>
    <name>WeightFiles</name>
    <message>
        <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file (the real file is {size} MB): it was never downloaded. Run &apos;git lfs pull&apos; in the model folder, or download the file itself.</source>
        <translation>{name} es un puntero de Git LFS, un pequeño archivo de texto que ocupa el lugar del archivo real (el archivo real tiene {size} MB): nunca se descargó. Ejecute &apos;git lfs pull&apos; en la carpeta del modelo o descargue el archivo directamente.</translation>
    </message>
    <message>
        <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file: it was never downloaded. Run &apos;git lfs pull&apos; in the model folder, or download the file itself.</source>
        <translation>{name} es un puntero de Git LFS, un pequeño archivo de texto que ocupa el lugar del archivo real: nunca se descargó. Ejecute &apos;git lfs pull&apos; en la carpeta del modelo o descargue el archivo directamente.</translation>
    </message>
    <message>
        <source>{name} is not a safetensors file: its header is not a JSON object</source>
        <translation>{name} no es un archivo safetensors: su cabecera no es un objeto JSON</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}</source>
        <translation>no se puede leer {name}: {reason}</translation>
    </message>
    <message>
        <source>{name} is truncated: it has {size} bytes, fewer than a safetensors header needs (an interrupted download?)</source>
        <translation>{name} está truncado: tiene {size} bytes, menos de los que necesita una cabecera safetensors (¿una descarga interrumpida?)</translation>
    </message>
    <message>
        <source>{name} is not a safetensors file: its first 8 bytes announce a {length}-byte header</source>
        <translation>{name} no es un archivo safetensors: sus primeros 8 bytes anuncian una cabecera de {length} bytes</translation>
    </message>
    <message>
        <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
        <translation>{name} está truncado: solo su cabecera debería tener {length} bytes, pero el archivo tiene solo {size} (¿una descarga interrumpida?)</translation>
    </message>
    <message>
        <source>{name}: the header entry of tensor {tensor} is malformed: {why}</source>
        <translation>{name}: la entrada de cabecera del tensor {tensor} está mal formada: {why}</translation>
    </message>
    <message>
        <source>it must hold dtype, shape and data_offsets, not {keys}</source>
        <translation>debe contener dtype, shape y data_offsets, no {keys}</translation>
    </message>
    <message>
        <source>shape must be a list of whole numbers from 0, not {shape}</source>
        <translation>shape debe ser una lista de números enteros desde 0, no {shape}</translation>
    </message>
    <message>
        <source>data_offsets must be two whole numbers from 0, not {offsets}</source>
        <translation>data_offsets deben ser dos números enteros desde 0, no {offsets}</translation>
    </message>
</context>
<context>
    <name>WordOrder</name>
    <message>
        <source>Cannot reorder that way: {reason}</source>
        <translation>No se puede reordenar así: {reason}</translation>
    </message>
    <message>
        <source>{word}
from {position}</source>
        <extracomment>a chip of the reordered sentence: its word, and under it the position it came from</extracomment>
        <translation>{word}
de {position}</translation>
    </message>
    <message>
        <source>position {index}: “{word}”, from position {position} of the sentence</source>
        <translation>posición {index}: «{word}», de la posición {position} de la frase</translation>
    </message>
    <message numerus="yes">
        <source>Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.</source>
        <translation>
            <numerusform>Arrastrar funciona en frases de hasta {most} tokens (esta tiene %Ln); Invertir, Intercambiar y un orden aleatorio funcionan con cualquier longitud.</numerusform>
            <numerusform>Arrastrar funciona en frases de hasta {most} tokens (esta tiene %Ln); Invertir, Intercambiar y un orden aleatorio funcionan con cualquier longitud.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reordering the tokens…</source>
        <translation>Reordenando los tokens…</translation>
    </message>
    <message>
        <source>Cannot reorder this sentence: {reason}</source>
        <translation>No se puede reordenar esta frase: {reason}</translation>
    </message>
    <message>
        <source>This order leaves every word where it was: drag a word, swap two, reverse or draw a random order to compare.</source>
        <translation>Este orden deja cada palabra donde estaba: arrastra una palabra, intercambia dos, invierte o saca un orden aleatorio para comparar.</translation>
    </message>
    <message>
        <source>Type a sentence of at least two words to reorder it.</source>
        <translation>Escribe una frase de al menos dos palabras para reordenarla.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm} (random, seed {seed})</source>
        <translation>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; fila i = token de la posición perm[i], perm = {perm} (aleatorio, semilla {seed})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm}</source>
        <translation>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; fila i = token de la posición perm[i], perm = {perm}</translation>
    </message>
    <message>
        <source>No rows: nothing is reordered now.</source>
        <translation>Sin filas: ahora no se reordena nada.</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, one row per token, in the order typed.</source>
        <translation>{rows} filas × {columns} columnas, una fila por token, en el orden escrito.</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, the same tokens reordered. {moves}</source>
        <translation>{rows} filas × {columns} columnas, los mismos tokens reordenados. {moves}</translation>
    </message>
    <message>
        <source>Word order demo</source>
        <translation>Demostración del orden de las palabras</translation>
    </message>
    <message>
        <source>Z of the sentence as typed</source>
        <translation>Z de la frase tal como se escribió</translation>
    </message>
    <message>
        <source>Z of the reordered sentence</source>
        <translation>Z de la frase reordenada</translation>
    </message>
    <message>
        <source>Positions on</source>
        <translation>Posiciones activadas</translation>
    </message>
    <message>
        <source>Reordered sentence</source>
        <translation>Frase reordenada</translation>
    </message>
    <message>
        <source>Drag a word onto another to move it there.</source>
        <translation>Arrastra una palabra sobre otra para moverla allí.</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Invertir</translation>
    </message>
    <message>
        <source>Read the reordered sentence backwards (special tokens stay in place)</source>
        <translation>Leer la frase reordenada al revés (los tokens especiales se quedan en su sitio)</translation>
    </message>
    <message>
        <source>Swap: first position</source>
        <translation>Intercambiar: primera posición</translation>
    </message>
    <message>
        <source>Swap: second position</source>
        <translation>Intercambiar: segunda posición</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Intercambiar</translation>
    </message>
    <message>
        <source>Exchange the words at the two positions (selecting two words fills them in)</source>
        <translation>Intercambiar las palabras de las dos posiciones (seleccionar dos palabras las rellena)</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>posiciones</translation>
    </message>
    <message>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <source>New random order</source>
        <translation>Nuevo orden aleatorio</translation>
    </message>
    <message>
        <source>Draw a random order; its seed is shown, and typing a seed draws that order again</source>
        <translation>Sacar un orden aleatorio; se muestra su semilla, y escribir una semilla vuelve a sacar ese orden</translation>
    </message>
    <message>
        <source>no seed</source>
        <translation>sin semilla</translation>
    </message>
    <message>
        <source>seed {number}</source>
        <extracomment>the seed box&apos;s text around its number: &quot;seed 42&quot;</extracomment>
        <translation>semilla {number}</translation>
    </message>
    <message>
        <source>Seed of the random order</source>
        <translation>Semilla del orden aleatorio</translation>
    </message>
    <message>
        <source>Lesson&apos;s swap</source>
        <translation>Intercambio de la lección</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s order: the first and last words that are not “the”, “a” or “an” change places</source>
        <translation>Volver al orden de la lección: la primera y la última palabra que no son «the», «a» ni «an» cambian de lugar</translation>
    </message>
    <message>
        <source>The same tokens in another order. Each row on the right belongs to a token from the left, now at a new position.</source>
        <translation>Los mismos tokens en otro orden. Cada fila de la derecha pertenece a un token de la izquierda, ahora en una nueva posición.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not one number differs from the number beside it.&lt;/b&gt; The words that changed places are the same token, so both orders give the first layer the same Z.</source>
        <translation>&lt;b&gt;Ni un solo número difiere del número de al lado.&lt;/b&gt; Las palabras que cambiaron de lugar son el mismo token, así que ambos órdenes dan a la primera capa el mismo Z.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.</source>
        <translation>
            <numerusform>&lt;b&gt;Posiciones activadas: {side} de %Ln número difieren del número de al lado&lt;/b&gt; (recuadrados). Una palabra movida tampoco conserva su fila: frente a su propia fila de la izquierda, {own} de %Ln número difieren, porque su nueva posición trae un nuevo vector de posición. Las dos frases dan a la primera capa entradas distintas.</numerusform>
            <numerusform>&lt;b&gt;Posiciones activadas: {side} de %Ln números difieren del número de al lado&lt;/b&gt; (recuadrados). Una palabra movida tampoco conserva su fila: frente a su propia fila de la izquierda, {own} de %Ln números difieren, porque su nueva posición trae un nuevo vector de posición. Las dos frases dan a la primera capa entradas distintas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.</source>
        <translation>
            <numerusform>&lt;b&gt;Posiciones desactivadas: {side} de %Ln número difieren del número de al lado&lt;/b&gt; (recuadrados), solo porque ahora hay otras palabras allí. Cada palabra conserva exactamente su fila de la izquierda, en un orden nuevo, así que un modelo que no ve posiciones lee igual las dos frases.</numerusform>
            <numerusform>&lt;b&gt;Posiciones desactivadas: {side} de %Ln números difieren del número de al lado&lt;/b&gt; (recuadrados), solo porque ahora hay otras palabras allí. Cada palabra conserva exactamente su fila de la izquierda, en un orden nuevo, así que un modelo que no ve posiciones lee igual las dos frases.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).</source>
        <translation>
            <numerusform>&lt;b&gt;RoPE no suma nada a Z: {side} de %Ln número difieren del número de al lado&lt;/b&gt; (recuadrados), solo porque ahora hay otras palabras allí. Cada palabra conserva exactamente su fila de la izquierda; RoPE distingue los órdenes más tarde, girando consultas y claves dentro de la atención (Ideas a fondo → RoPE).</numerusform>
            <numerusform>&lt;b&gt;RoPE no suma nada a Z: {side} de %Ln números difieren del número de al lado&lt;/b&gt; (recuadrados), solo porque ahora hay otras palabras allí. Cada palabra conserva exactamente su fila de la izquierda; RoPE distingue los órdenes más tarde, girando consultas y claves dentro de la atención (Ideas a fondo → RoPE).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.</source>
        <translation>
            <numerusform>&lt;b&gt;{side} de %Ln número difieren del número de al lado&lt;/b&gt; (recuadrados), solo porque ahora hay otras palabras allí. Cada palabra conserva exactamente su fila de la izquierda: las posiciones entre las que se movieron las palabras tienen aquí el mismo vector de posición.</numerusform>
            <numerusform>&lt;b&gt;{side} de %Ln números difieren del número de al lado&lt;/b&gt; (recuadrados), solo porque ahora hay otras palabras allí. Cada palabra conserva exactamente su fila de la izquierda: las posiciones entre las que se movieron las palabras tienen aquí el mismo vector de posición.</numerusform>
        </translation>
    </message>
</context>
</TS>
