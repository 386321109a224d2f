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
        <source>the sentence has no tokens, so there is no sum to export</source>
        <translation>la frase no tiene tokens, así que no hay suma que exportar</translation>
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
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>No existe el idioma «{code}»: elija uno de {codes}.</translation>
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
    <name>OptionMessages</name>
    <message>
        <source>unknown theme &apos;{theme}&apos;; choose one of {names}</source>
        <translation>tema desconocido &apos;{theme}&apos;; elija uno de {names}</translation>
    </message>
    <message>
        <source>unknown colour map &apos;{name}&apos;; choose one of {names}</source>
        <translation>mapa de colores desconocido &apos;{name}&apos;; elija uno de {names}</translation>
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
    <name>Pages</name>
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
        <source>Z</source>
        <comment>the matrix Z, on a button</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Paneles:</translation>
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
    <message>
        <source>Input layer: E, Z, the addition and the position heatmap</source>
        <translation>Capa de entrada: E, Z, la suma y el mapa de calor de posiciones</translation>
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
    <name>TokenizerText</name>
    <message>
        <source>reading a real model&apos;s tokenizer needs the &apos;tokenizers&apos; package: pip install &apos;posviz[real]&apos; (it works offline, no deep-learning framework needed)</source>
        <translation>leer el tokenizador de un modelo real requiere el paquete &apos;tokenizers&apos;: pip install &apos;posviz[real]&apos; (funciona sin conexión, sin ningún framework de aprendizaje profundo)</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>no se pudo leer {name} como tokenizador: {reason}</translation>
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
        <source>{name} is not a safetensors file: its first 8 bytes announce a header of {length} bytes</source>
        <translation>{name} no es un archivo safetensors: sus primeros 8 bytes anuncian una cabecera de {length} bytes</translation>
    </message>
    <message>
        <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
        <translation>{name} está truncado: solo su cabecera debería tener {length} bytes, pero el archivo tiene solo {size} (¿una descarga interrumpida?)</translation>
    </message>
</context>
</TS>
