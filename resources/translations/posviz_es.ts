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
        <source>{name}:
{meaning}</source>
        <extracomment>a score&apos;s name, and on the next line what it measures</extracomment>
        <translation>{name}:
{meaning}</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>Esta tabla</translation>
    </message>
    <message>
        <source>Property: what it measures</source>
        <translation>Propiedad: qué mide</translation>
    </message>
    <message>
        <source>Sinusoidal</source>
        <translation>Sinusoidal</translation>
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
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>No existe el idioma «{code}»: elija uno de {codes}.</translation>
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
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
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
    <name>WordOrder</name>
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
