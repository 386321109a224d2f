<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CompareCaptions</name>
    <message>
        <source>Compare one to {most} models, not {count}.</source>
        <translation>Comparez de un à {most} modèles, pas {count}.</translation>
    </message>
    <message>
        <source>Type a sentence to compare how the models read it.</source>
        <translation>Saisissez une phrase pour comparer la façon dont les modèles la lisent.</translation>
    </message>
    <message>
        <source>{name} could not read this sentence: {reason}</source>
        <translation>{name} n’a pas pu lire cette phrase&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{model} has no token for “{word}”: it becomes the unknown token (id {id}).</source>
        <translation>{model} n’a pas de jeton pour «&#xa0;{word}&#xa0;»&#xa0;: il devient le jeton inconnu (id {id}).</translation>
    </message>
    <message>
        <source>{model} keeps “{word}” as one token.</source>
        <translation>{model} garde «&#xa0;{word}&#xa0;» en un seul jeton.</translation>
    </message>
    <message numerus="yes">
        <source>{model} cuts “{word}” into %Ln tokens.</source>
        <translation>
            <numerusform>{model} découpe «&#xa0;{word}&#xa0;» en %Ln jeton.</numerusform>
            <numerusform>{model} découpe «&#xa0;{word}&#xa0;» en %Ln jetons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.</source>
        <translation>
            <numerusform>Chaque modèle lit la phrase en %Ln jeton, mais avec des id différents&#xa0;: un id n’est qu’un numéro de ligne.</numerusform>
            <numerusform>Chaque modèle lit la phrase en %Ln jetons, mais avec des id différents&#xa0;: un id n’est qu’un numéro de ligne.</numerusform>
        </translation>
    </message>
    <message>
        <source>{most} needs the most tokens ({most_count}), {fewest} the fewest ({fewest_count}).</source>
        <translation>{most} a besoin du plus de jetons ({most_count}), {fewest} du moins ({fewest_count}).</translation>
    </message>
    <message numerus="yes">
        <source>{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.</source>
        <translation>
            <numerusform>{model} lit la phrase en %Ln jeton, dont {special} ajouté par le modèle lui-même.</numerusform>
            <numerusform>{model} lit la phrase en %Ln jetons, dont {special} ajoutés par le modèle lui-même.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{model} reads the sentence as %Ln tokens.</source>
        <translation>
            <numerusform>{model} lit la phrase en %Ln jeton.</numerusform>
            <numerusform>{model} lit la phrase en %Ln jetons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {model}&apos;s tokens are its unknown token: those pieces have no row of their own.</source>
        <translation>
            <numerusform>%Ln jeton de {model} est son jeton inconnu&#xa0;: ce morceau n’a pas de ligne à lui.</numerusform>
            <numerusform>%Ln jetons de {model} sont son jeton inconnu&#xa0;: ces morceaux n’ont pas de ligne à eux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {model}&apos;s tokens are bytes that are not text on their own.</source>
        <translation>
            <numerusform>%Ln jeton de {model} est un octet qui n’est pas du texte à lui seul.</numerusform>
            <numerusform>%Ln jetons de {model} sont des octets qui ne sont pas du texte à eux seuls.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Character {char} is past the end of the sentence (%Ln characters).</source>
        <translation>
            <numerusform>Le caractère {char} est au-delà de la fin de la phrase (%Ln caractère).</numerusform>
            <numerusform>Le caractère {char} est au-delà de la fin de la phrase (%Ln caractères).</numerusform>
        </translation>
    </message>
    <message>
        <source>No token of {model} covers character {char} (“{letter}”): the tokenizer dropped it.</source>
        <translation>Aucun jeton de {model} ne couvre le caractère {char} («&#xa0;{letter}&#xa0;»)&#xa0;: le tokeniseur l’a supprimé.</translation>
    </message>
    <message>
        <source>Character {char} (“{letter}”) is in {model}&apos;s token {index}, “{label}” (id {id}); its row begins {values}.</source>
        <translation>Le caractère {char} («&#xa0;{letter}&#xa0;») est dans le jeton {index} de {model}, «&#xa0;{label}&#xa0;» (id {id})&#xa0;; sa ligne commence par {values}.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln rows; {positions}</source>
        <translation>
            <numerusform>{name}&#xa0;: largeur {width}, vocabulaire de %Ln ligne&#xa0;; {positions}</numerusform>
            <numerusform>{name}&#xa0;: largeur {width}, vocabulaire de %Ln lignes&#xa0;; {positions}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.</source>
        <translation>
            <numerusform>{name}&#xa0;: largeur {width}, vocabulaire de %Ln mot&#xa0;; positions sinusoïdales ajoutées à la ligne de chaque jeton.</numerusform>
            <numerusform>{name}&#xa0;: largeur {width}, vocabulaire de %Ln mots&#xa0;; positions sinusoïdales ajoutées à la ligne de chaque jeton.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.</source>
        <extracomment>{scheme} is a position scheme&apos;s name in English (learned, rope, none)</extracomment>
        <translation>
            <numerusform>{name}&#xa0;: largeur {width}, vocabulaire de %Ln mot&#xa0;; schéma de positions «&#xa0;{scheme}&#xa0;».</numerusform>
            <numerusform>{name}&#xa0;: largeur {width}, vocabulaire de %Ln mots&#xa0;; schéma de positions «&#xa0;{scheme}&#xa0;».</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareTab</name>
    <message>
        <source>Add two to four models to compare how they read the sentence: the toy, a model folder or a recent one.</source>
        <translation>Ajoutez de deux à quatre modèles pour comparer leur lecture de la phrase&#xa0;: le modèle jouet, un dossier de modèle ou un modèle récent.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n models can be compared side by side: remove one first.</source>
        <translation>
            <numerusform>Au plus %n modèle peut être comparé côte à côte&#xa0;: retirez-en un d’abord.</numerusform>
            <numerusform>Au plus %n modèles peuvent être comparés côte à côte&#xa0;: retirez-en un d’abord.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the toy model</source>
        <translation>Ajouter le modèle jouet</translation>
    </message>
    <message>
        <source>Add a model folder…</source>
        <translation>Ajouter un dossier de modèle…</translation>
    </message>
    <message>
        <source>Remove the last model</source>
        <translation>Retirer le dernier modèle</translation>
    </message>
    <message>
        <source>Add a recently opened model</source>
        <translation>Ajouter un modèle ouvert récemment</translation>
    </message>
    <message>
        <source>Character of the sentence to follow through each model</source>
        <translation>Caractère de la phrase à suivre dans chaque modèle</translation>
    </message>
    <message>
        <source>character {number}</source>
        <translation>caractère {number}</translation>
    </message>
    <message>
        <source>Add a recent model…</source>
        <translation>Ajouter un modèle récent…</translation>
    </message>
    <message>
        <source>Choose a model folder to compare</source>
        <translation>Choisissez un dossier de modèle à comparer</translation>
    </message>
    <message>
        <source>Reading {folder}: {what} ({percent} %).</source>
        <extracomment>{what} is the loader&apos;s own words on the file being read (English for now)</extracomment>
        <translation>Lecture de {folder}&#xa0;: {what} ({percent}&#xa0;%).</translation>
    </message>
    <message>
        <source>{folder} cannot be compared: {reason}</source>
        <translation>{folder} ne peut pas être comparé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Comparing {names}; the main view keeps its own model.</source>
        <translation>Comparaison de {names}&#xa0;; la vue principale garde son propre modèle.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{model}: %Ln tokens: {tokens}.</source>
        <translation>
            <numerusform>{model}&#xa0;: %Ln jeton&#xa0;: {tokens}.</numerusform>
            <numerusform>{model}&#xa0;: %Ln jetons&#xa0;: {tokens}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens of each model, aligned by the characters they cover</source>
        <translation>Jetons de chaque modèle, alignés sur les caractères qu’ils couvrent</translation>
    </message>
    <message>
        <source>Length of each row block 1 receives, along the sentence</source>
        <translation>Longueur de chaque ligne que reçoit le bloc 1, le long de la phrase</translation>
    </message>
    <message>
        <source>character of the sentence (middle of each token)</source>
        <translation>caractère de la phrase (milieu de chaque jeton)</translation>
    </message>
    <message>
        <source>row length ‖x‖</source>
        <translation>longueur de ligne ‖x‖</translation>
    </message>
    <message>
        <source>{model}: row lengths {values}.</source>
        <translation>{model}&#xa0;: longueurs de ligne {values}.</translation>
    </message>
</context>
<context>
    <name>ContextLesson</name>
    <message>
        <source>factor</source>
        <translation>facteur</translation>
    </message>
    <message>
        <source>original context</source>
        <translation>contexte d’origine</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>gardée</translation>
    </message>
    <message>
        <source>kept: they turn as in training</source>
        <translation>gardées&#xa0;: elles tournent comme à l’entraînement</translation>
    </message>
    <message>
        <source>slowed {factor}×</source>
        <translation>ralentie {factor}×</translation>
    </message>
    <message>
        <source>slowed {low}×</source>
        <translation>ralentie {low}×</translation>
    </message>
    <message>
        <source>slowed between {low}× and {high}×</source>
        <translation>ralenties entre {low}× et {high}×</translation>
    </message>
    <message>
        <source>pair {first}: one turn every {every} tokens ({made} turns in the original {original}): {what}</source>
        <translation>paire {first}&#xa0;: un tour tous les {every} jetons ({made} tours dans l’original de {original})&#xa0;: {what}</translation>
    </message>
    <message>
        <source>pairs {first}–{last}: one turn every {every} to {every_high} tokens ({made} to {made_high} turns in the original {original}): {what}</source>
        <translation>paires {first}–{last}&#xa0;: un tour tous les {every} à {every_high} jetons ({made} à {made_high} tours dans l’original de {original})&#xa0;: {what}</translation>
    </message>
    <message>
        <source>llama3&apos;s rule: a pair with a wavelength under {n} / {high} = {short} tokens keeps its frequency, over {n} / {low} = {long} it turns {factor}× slower, and in between the two are blended.</source>
        <translation>La règle de llama3&#xa0;: une paire de longueur d’onde inférieure à {n} / {high} = {short} jetons garde sa fréquence, au-delà de {n} / {low} = {long} elle tourne {factor}× plus lentement, et entre les deux on mélange.</translation>
    </message>
    <message numerus="yes">
        <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).</source>
        <translation>
            <numerusform>{before} sur %Ln paire ont une longueur d’onde plus longue que le contexte d’origine ({n} jetons)&#xa0;: à l’entraînement, elles n’ont jamais fait un tour complet&#xa0;; après mise à l’échelle, {after} en ont une plus longue que {longest} jetons ({factor} × {n}).</numerusform>
            <numerusform>{before} sur %Ln paires ont une longueur d’onde plus longue que le contexte d’origine ({n} jetons)&#xa0;: à l’entraînement, elles n’ont jamais fait un tour complet&#xa0;; après mise à l’échelle, {after} en ont une plus longue que {longest} jetons ({factor} × {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.</source>
        <translation>
            <numerusform>{before} sur %Ln paire ont une longueur d’onde plus longue que le contexte d’origine ({n} jetons)&#xa0;: à l’entraînement, elles n’ont jamais fait un tour complet.</numerusform>
            <numerusform>{before} sur %Ln paires ont une longueur d’onde plus longue que le contexte d’origine ({n} jetons)&#xa0;: à l’entraînement, elles n’ont jamais fait un tour complet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attention factor 1: cos and sin are used as they are.</source>
        <translation>Facteur d’attention 1&#xa0;: cos et sin sont utilisés tels quels.</translation>
    </message>
    <message>
        <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets sharper).</source>
        <translation>Facteur d’attention {factor}&#xa0;: cos et sin sont multipliés par lui, donc chaque score q·k de la tête est multiplié par {square} (le softmax sur eux devient plus net).</translation>
    </message>
    <message>
        <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets flatter).</source>
        <translation>Facteur d’attention {factor}&#xa0;: cos et sin sont multipliés par lui, donc chaque score q·k de la tête est multiplié par {square} (le softmax sur eux devient plus plat).</translation>
    </message>
</context>
<context>
    <name>ConventionsLesson</name>
    <message>
        <source>Paper: interleaved sin, cos</source>
        <translation>Article&#xa0;: sin et cos entrelacés</translation>
    </message>
    <message>
        <source>Vaswani et al. 2017, the Annotated Transformer, DistilBERT</source>
        <translation>Vaswani et al. 2017, l’Annotated Transformer, DistilBERT</translation>
    </message>
    <message>
        <source>Sine and cosine of the same frequency sit side by side.</source>
        <translation>Le sinus et le cosinus d’une même fréquence sont côte à côte.</translation>
    </message>
    <message>
        <source>Split halves: all sines, then all cosines</source>
        <translation>Moitiés séparées&#xa0;: tous les sinus, puis tous les cosinus</translation>
    </message>
    <message>
        <source>Marian, the TensorFlow text tutorial</source>
        <translation>Marian, le tutoriel texte de TensorFlow</translation>
    </message>
    <message>
        <source>Same numbers as the paper, columns in another order.</source>
        <translation>Les mêmes nombres que l’article, colonnes dans un autre ordre.</translation>
    </message>
    <message>
        <source>tensor2tensor: split, other frequencies</source>
        <translation>tensor2tensor&#xa0;: séparé, autres fréquences</translation>
    </message>
    <message>
        <source>tensor2tensor (Google), fairseq without its offset</source>
        <translation>tensor2tensor (Google), fairseq sans son décalage</translation>
    </message>
    <message>
        <source>The slowest pair turns at exactly 1/base radians per position.</source>
        <translation>La paire la plus lente tourne d’exactement 1/base radian par position.</translation>
    </message>
    <message>
        <source>fairseq: tensor2tensor, positions start at 2</source>
        <translation>fairseq&#xa0;: tensor2tensor, les positions commencent à 2</translation>
    </message>
    <message>
        <source>fairseq (Meta): padding_idx + 1 = 2 is the first position</source>
        <translation>fairseq (Meta)&#xa0;: padding_idx + 1 = 2 est la première position</translation>
    </message>
    <message>
        <source>The first token gets the vector of position 2: position 1 marks padding and 0 is unused.</source>
        <translation>Le premier jeton reçoit le vecteur de la position 2&#xa0;: la position 1 marque le remplissage et 0 n’est pas utilisée.</translation>
    </message>
</context>
<context>
    <name>DeeperBuckets</name>
    <message>
        <source>Relative positions inside attention: buckets per query and key</source>
        <translation>Positions relatives dans l’attention&#xa0;: compartiments par requête et clé</translation>
    </message>
    <message>
        <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, this model&apos;s; the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;Le compartiment que chaque requête (vers le bas) lit pour chaque clé (en travers)&lt;/b&gt;, ceux de ce modèle&#xa0;; la ligne du jeton ciblé est encadrée.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, T5-base&apos;s (32 buckets up to 128: no relative positions in the open model); the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;Le compartiment que chaque requête (vers le bas) lit pour chaque clé (en travers)&lt;/b&gt;, ceux de T5-base (32 compartiments jusqu’à 128&#xa0;: le modèle ouvert n’a pas de positions relatives)&#xa0;; la ligne du jeton ciblé est encadrée.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The relative position each query (down) reads for each key (across)&lt;/b&gt;, this model&apos;s; the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;La position relative que chaque requête (vers le bas) lit pour chaque clé (en travers)&lt;/b&gt;, celles de ce modèle&#xa0;; la ligne du jeton ciblé est encadrée.</translation>
    </message>
</context>
<context>
    <name>DeeperCaptions</name>
    <message>
        <source>The learned table here is illustrative (seeded random numbers in place of trained rows): like a trained one it has rows for positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
        <translation>La table apprise est ici une illustration (nombres aléatoires à graine fixe au lieu de lignes entraînées)&#xa0;: comme une table entraînée, elle n’a de lignes que pour les positions 0 à L&lt;sub&gt;max&lt;/sub&gt;−1, donc au-delà de sa fin le modèle lève l’erreur ci-dessus.</translation>
    </message>
    <message>
        <source>The learned table was trained on positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
        <translation>La table apprise n’a été entraînée que sur les positions 0 à L&lt;sub&gt;max&lt;/sub&gt;−1, donc au-delà de sa fin le modèle lève l’erreur ci-dessus.</translation>
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
        <translation>Extension du contexte&#xa0;: mise à l’échelle de RoPE</translation>
    </message>
    <message>
        <source>{name}:</source>
        <extracomment>a control&apos;s label: the scaling parameter&apos;s name</extracomment>
        <translation>{name}&#xa0;:</translation>
    </message>
    <message>
        <source>Width of the toy head</source>
        <translation>Largeur de la tête jouet</translation>
    </message>
    <message>
        <source>Sequence length L</source>
        <translation>Longueur de séquence L</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Scaling:</source>
        <translation>Mise à l’échelle&#xa0;:</translation>
    </message>
    <message>
        <source>Attention:</source>
        <translation>Attention&#xa0;:</translation>
    </message>
    <message>
        <source>Head width:</source>
        <translation>Largeur de tête&#xa0;:</translation>
    </message>
    <message>
        <source>Sequence length L:</source>
        <translation>Longueur de séquence L&#xa0;:</translation>
    </message>
    <message>
        <source>Pair i:</source>
        <translation>Paire i&#xa0;:</translation>
    </message>
    <message>
        <source>Position p:</source>
        <translation>Position p&#xa0;:</translation>
    </message>
    <message>
        <source>θ, radians</source>
        <translation>θ, radians</translation>
    </message>
    <message>
        <source>tokens per turn</source>
        <translation>jetons par tour</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>paire i</translation>
    </message>
    <message>
        <source>{scaling} (the model&apos;s own)</source>
        <translation>{scaling} (celle du modèle)</translation>
    </message>
    <message>
        <source>none (the model&apos;s own)</source>
        <translation>aucune (celle du modèle)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt;, one head ({kind} layers), as its config says</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;, une tête (couches {kind}), comme le dit sa configuration</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt;, one head, as its config says</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;, une tête, comme le dit sa configuration</translation>
    </message>
    <message>
        <source>The loaded model has no RoPE, so a toy head is shown. &lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
        <translation>Le modèle chargé n’a pas de RoPE, une tête jouet est donc montrée. &lt;b&gt;Une tête jouet&lt;/b&gt; (illustration&#xa0;; sa base est celle réglée dans la barre de contrôles)</translation>
    </message>
    <message>
        <source>&lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
        <translation>&lt;b&gt;Une tête jouet&lt;/b&gt; (illustration&#xa0;; sa base est celle réglée dans la barre de contrôles)</translation>
    </message>
    <message>
        <source>{mark} These parameters cannot be used: {error}. The last good picture is kept.</source>
        <translation>{mark} Ces paramètres ne sont pas utilisables&#xa0;: {error}. La dernière bonne image est conservée.</translation>
    </message>
    <message>
        <source>{whose}: {head} ({values}); frequencies at L = {length} tokens.</source>
        <translation>{whose}&#xa0;: {head} ({values})&#xa0;; fréquences à L = {length} jetons.</translation>
    </message>
    <message>
        <source>{whose}: {head}; frequencies at L = {length} tokens.</source>
        <translation>{whose}&#xa0;: {head}&#xa0;; fréquences à L = {length} jetons.</translation>
    </message>
    <message>
        <source>Solid blue: after scaling.</source>
        <translation>Bleu continu&#xa0;: après la mise à l’échelle.</translation>
    </message>
    <message>
        <source>Vertical line: pair {pair}.</source>
        <translation>Ligne verticale&#xa0;: paire {pair}.</translation>
    </message>
    <message>
        <source>Dashed: before scaling. {after} Background: {kept} {between} {slowed}. {line} Both plots have a log scale.</source>
        <translation>En tirets&#xa0;: avant la mise à l’échelle. {after} Fond&#xa0;: {kept} {between} {slowed}. {line} Les deux graphiques sont en échelle logarithmique.</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>gardées</translation>
    </message>
    <message>
        <source>between</source>
        <translation>entre les deux</translation>
    </message>
    <message>
        <source>slowed by the factor</source>
        <translation>ralenties du facteur</translation>
    </message>
    <message>
        <source>original context {tokens}</source>
        <translation>contexte d’origine {tokens}</translation>
    </message>
    <message>
        <source>{factor} × original = {tokens}</source>
        <translation>{factor} × l’original = {tokens}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair {pair} at position {position}&lt;/b&gt;: before scaling p·θ = {position} × {theta} = &lt;b&gt;{before} rad&lt;/b&gt; ({turns} turns); after: {position} × {scaled} = &lt;b&gt;{after} rad&lt;/b&gt; ({scaled_turns} turns).</source>
        <translation>&lt;b&gt;Paire {pair} à la position {position}&lt;/b&gt;&#xa0;: avant mise à l’échelle p·θ = {position} × {theta} = &lt;b&gt;{before} rad&lt;/b&gt; ({turns} tours)&#xa0;; après&#xa0;: {position} × {scaled} = &lt;b&gt;{after} rad&lt;/b&gt; ({scaled_turns} tours).</translation>
    </message>
</context>
<context>
    <name>DeeperConventions</name>
    <message>
        <source>Sinusoidal conventions switchboard</source>
        <translation>Tableau des conventions sinusoïdales</translation>
    </message>
    <message>
        <source>Positions shown</source>
        <translation>Positions affichées</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sinusoidal convention&lt;/b&gt; (also the toolbar&apos;s)</source>
        <translation>&lt;b&gt;Convention sinusoïdale&lt;/b&gt; (aussi celle de la barre d’outils)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The table&lt;/b&gt;: positions down, columns across. Click a cell.</source>
        <translation>&lt;b&gt;La table&lt;/b&gt;&#xa0;: positions vers le bas, colonnes en travers. Cliquez sur une cellule.</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Positions&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Used by:&lt;/b&gt; {libraries}.&lt;br&gt;{note}</source>
        <translation>&lt;b&gt;Utilisée par&#xa0;:&lt;/b&gt; {libraries}.&lt;br&gt;{note}</translation>
    </message>
    <message>
        <source>matches the reference formula to {tolerance}</source>
        <translation>concorde avec la formule de référence à {tolerance} près</translation>
    </message>
    <message numerus="yes">
        <source>largest difference {value} over %Ln positions × {columns} columns</source>
        <translation>
            <numerusform>plus grand écart {value} sur %Ln position × {columns} colonnes</numerusform>
            <numerusform>plus grand écart {value} sur %Ln positions × {columns} colonnes</numerusform>
        </translation>
    </message>
    <message>
        <source>Position {position}, column {column}: {formula}</source>
        <translation>Position {position}, colonne {column}&#xa0;: {formula}</translation>
    </message>
    <message>
        <source>{cell}&lt;br&gt;&lt;i&gt;The toolbar shows {scheme}; this convention applies once you pick sinusoidal.&lt;/i&gt;</source>
        <translation>{cell}&lt;br&gt;&lt;i&gt;La barre d’outils affiche {scheme}&#xa0;; cette convention s’applique dès que vous choisissez sinusoïdal.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>DeeperLearned</name>
    <message>
        <source>offset j − i</source>
        <translation>décalage j − i</translation>
    </message>
    <message>
        <source>mean cosine</source>
        <translation>cosinus moyen</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>row length</source>
        <translation>longueur de ligne</translation>
    </message>
    <message>
        <source>position j</source>
        <translation>position j</translation>
    </message>
    <message>
        <source>position i</source>
        <translation>position i</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)</source>
        <translation>
            <numerusform>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, les {rows} premières sur %Ln ligne)</numerusform>
            <numerusform>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, les {rows} premières sur %Ln lignes)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width})</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width})</translation>
    </message>
    <message>
        <source>Cosine similarity of every pair of positions: {title}</source>
        <translation>Similarité cosinus de chaque paire de positions&#xa0;: {title}</translation>
    </message>
    <message>
        <source>{title} on its first principal components ({shares} of the variance)</source>
        <translation>{title} sur ses premières composantes principales ({shares} de la variance)</translation>
    </message>
    <message>
        <source>(no second component)</source>
        <translation>(pas de deuxième composante)</translation>
    </message>
    <message>
        <source>Property scores of both tables</source>
        <translation>Scores de propriétés des deux tables</translation>
    </message>
    <message>
        <source>{name}:
{meaning}</source>
        <extracomment>a score&apos;s name, and on the next line what it measures</extracomment>
        <translation>{name}&#xa0;:
{meaning}</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>Cette table</translation>
    </message>
    <message>
        <source>Property: what it measures</source>
        <translation>Propriété&#xa0;: ce qu’elle mesure</translation>
    </message>
    <message>
        <source>Sinusoidal</source>
        <translation>Sinusoïdale</translation>
    </message>
    <message>
        <source>What the positions learned</source>
        <translation>Ce que les positions ont appris</translation>
    </message>
    <message>
        <source>Rows of a formula&apos;s table</source>
        <translation>Lignes de la table d’une formule</translation>
    </message>
    <message>
        <source>Rows of a formula&apos;s table:</source>
        <translation>Lignes de la table d’une formule&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt; ({rows} × {width}, in the background; the last picture is kept until then)</source>
        <translation>&lt;i&gt;calcul en cours…&lt;/i&gt; ({rows} × {width}, en arrière-plan&#xa0;; la dernière image reste jusque-là)</translation>
    </message>
    <message>
        <source>{mark} This table cannot be read: {error}. The last picture is kept.</source>
        <translation>{mark} Impossible de lire cette table&#xa0;: {error}. La dernière image est conservée.</translation>
    </message>
    <message>
        <source>The session adds no position table</source>
        <translation>La session n’ajoute aucune table de positions</translation>
    </message>
    <message>
        <source>{scheme} adds no vectors to the input (RoPE turns queries and keys inside attention, ALiBi biases attention scores; &apos;none&apos; adds zeros), so there is no table to read. The sinusoidal table of the same width is read beside it.</source>
        <translation>{scheme} n’ajoute aucun vecteur à l’entrée (RoPE fait tourner requêtes et clés dans l’attention, ALiBi biaise les scores d’attention&#xa0;; &apos;none&apos; ajoute des zéros), il n’y a donc pas de table à lire. La table sinusoïdale de même largeur est lue à côté.</translation>
    </message>
</context>
<context>
    <name>DeeperLearnedParts</name>
    <message>
        <source>{first} position 0 → {last} position {end}</source>
        <translation>{first} position 0 → {last} position {end}</translation>
    </message>
</context>
<context>
    <name>DeeperLengths</name>
    <message>
        <source>no row: past the table</source>
        <translation>pas de ligne&#xa0;: au-delà de la table</translation>
    </message>
    <message>
        <source>{mark} {error}</source>
        <translation>{mark} {error}</translation>
    </message>
    <message>
        <source>a formula</source>
        <translation>une formule</translation>
    </message>
    <message>
        <source>inside the table</source>
        <translation>dans la table</translation>
    </message>
    <message numerus="yes">
        <source>all %Ln positions have a vector</source>
        <translation>
            <numerusform>la %Ln position a un vecteur</numerusform>
            <numerusform>les %Ln positions ont toutes un vecteur</numerusform>
        </translation>
    </message>
    <message>
        <source>Sinusoidal, learned and RoPE past the training length</source>
        <translation>Sinusoïdal, appris et RoPE au-delà de la longueur d’entraînement</translation>
    </message>
    <message>
        <source>Input length L</source>
        <translation>Longueur d’entrée L</translation>
    </message>
    <message>
        <source>Input length L (slider)</source>
        <translation>Longueur d’entrée L (curseur)</translation>
    </message>
    <message>
        <source>Rows of the learned position table</source>
        <translation>Lignes de la table de positions apprise</translation>
    </message>
    <message>
        <source>Sweep past the table&apos;s end</source>
        <translation>Balayer au-delà de la fin de la table</translation>
    </message>
    <message>
        <source>Length L:</source>
        <translation>Longueur L&#xa0;:</translation>
    </message>
    <message>
        <source>Learned table rows:</source>
        <translation>Lignes de la table apprise&#xa0;:</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a formula gives every position</source>
        <translation>paramètres&#xa0;: &lt;b&gt;aucun&lt;/b&gt;, une formule donne chaque position</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; learned numbers</source>
        <translation>paramètres&#xa0;: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; nombres appris</translation>
    </message>
    <message numerus="yes">
        <source>Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
        <translation>
            <numerusform>Dessiné&#xa0;: positions {first} à {last} (la dernière %Ln de L = {length})&#xa0;; gris = pas de vecteur. {note} Sinusoïdal et RoPE calculent n’importe quelle position&#xa0;; qu’un réseau entraîné sur des entrées courtes utilise bien ces positions lointaines est une autre question.</numerusform>
            <numerusform>Dessiné&#xa0;: positions {first} à {last} (les %Ln dernières de L = {length})&#xa0;; gris = pas de vecteur. {note} Sinusoïdal et RoPE calculent n’importe quelle position&#xa0;; qu’un réseau entraîné sur des entrées courtes utilise bien ces positions lointaines est une autre question.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn: no positions (L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
        <translation>Dessiné&#xa0;: aucune position (L = {length})&#xa0;; gris = pas de vecteur. {note} Sinusoïdal et RoPE calculent n’importe quelle position&#xa0;; qu’un réseau entraîné sur des entrées courtes utilise bien ces positions lointaines est une autre question.</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position</source>
        <translation>paramètres&#xa0;: &lt;b&gt;aucun&lt;/b&gt;, une rotation pour chaque position</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position ({scaling} scaling at L = {length}; cos, sin × {factor})</source>
        <translation>paramètres&#xa0;: &lt;b&gt;aucun&lt;/b&gt;, une rotation pour chaque position. Colonnes 2i, 2i+1&#xa0;: cos, sin de la paire i = dimensions {dims} d’une tête de largeur {width}&#xa0;; θ = {theta} rad par position (mise à l’échelle {scaling} à L = {length}&#xa0;; cos, sin × {factor})</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position</source>
        <translation>paramètres&#xa0;: &lt;b&gt;aucun&lt;/b&gt;, une rotation pour chaque position. Colonnes 2i, 2i+1&#xa0;: cos, sin de la paire i = dimensions {dims} d’une tête de largeur {width}&#xa0;; θ = {theta} rad par position</translation>
    </message>
</context>
<context>
    <name>DeeperLongRange</name>
    <message>
        <source>distance m (log scale)</source>
        <translation>distance m (échelle logarithmique)</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>borne</translation>
    </message>
    <message>
        <source>base (log scale)</source>
        <translation>base (échelle logarithmique)</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>échoue</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>réussit</translation>
    </message>
    <message>
        <source>RoPE at long range</source>
        <translation>RoPE à longue portée</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Rotated dimensions per head d</source>
        <translation>Dimensions tournées par tête d</translation>
    </message>
    <message>
        <source>Context length L</source>
        <translation>Longueur de contexte L</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>Base&#xa0;:</translation>
    </message>
    <message>
        <source>Head d:</source>
        <translation>Tête d&#xa0;:</translation>
    </message>
    <message>
        <source>Context length L:</source>
        <translation>Longueur de contexte L&#xa0;:</translation>
    </message>
    <message>
        <source>{mark} {error}. The last picture is kept.</source>
        <translation>{mark} {error}. La dernière image est conservée.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{whose}&lt;/b&gt;: base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
        <translation>&lt;b&gt;{whose}&lt;/b&gt;&#xa0;: base {base}, d = {d} dimensions tournées, donc {pairs} paires avec θᵢ = base^(−2i/d).</translation>
    </message>
    <message>
        <source>RoFormer&apos;s bound against distance ({whose}): base {base}, d = {d}, L = {length}</source>
        <translation>Borne de RoFormer selon la distance ({whose})&#xa0;: base {base}, d = {d}, L = {length}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{whose}&lt;/b&gt; (changed in the boxes above): base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
        <translation>&lt;b&gt;{whose}&lt;/b&gt; (modifié dans les cases ci-dessus)&#xa0;: base {base}, d = {d} dimensions tournées, donc {pairs} paires avec θᵢ = base^(−2i/d).</translation>
    </message>
    <message>
        <source>RoFormer&apos;s bound against distance ({whose}, changed in the boxes above): base {base}, d = {d}, L = {length}</source>
        <translation>Borne de RoFormer selon la distance ({whose}, modifié dans les cases ci-dessus)&#xa0;: base {base}, d = {d}, L = {length}</translation>
    </message>
    <message>
        <source>RoFormer&apos;s upper bound of a query–key score m positions apart, {formula} (dashed line: L). {caption}</source>
        <translation>La borne supérieure de RoFormer du score requête–clé à m positions d’écart, {formula} (ligne en tirets&#xa0;: L). {caption}</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt; the smallest base for d = {d}, L = {length} (in the background; the last answer is kept until then)</source>
        <translation>&lt;i&gt;calcul en cours…&lt;/i&gt; la plus petite base pour d = {d}, L = {length} (en arrière-plan&#xa0;; la dernière réponse reste jusque-là)</translation>
    </message>
    <message>
        <source>{mark} The search failed: {error}. The last answer is kept.</source>
        <translation>{mark} La recherche a échoué&#xa0;: {error}. La dernière réponse est conservée.</translation>
    </message>
    <message>
        <source>Dots: every base scanned, all failing.</source>
        <translation>Points&#xa0;: chaque base examinée, toutes échouent.</translation>
    </message>
    <message>
        <source>Dots: the bases scanned from {steps} grid steps below the first pass (up: keeps the condition; down, crosses: fails; every smaller base scanned fails).</source>
        <translation>Points&#xa0;: les bases examinées depuis {steps} pas de grille sous la première qui réussit (en haut&#xa0;: tient la condition&#xa0;; en bas, croix&#xa0;: échoue&#xa0;; toute base plus petite examinée échoue).</translation>
    </message>
</context>
<context>
    <name>DeeperOneHot</name>
    <message>
        <source>One-hot vector against a learned row</source>
        <translation>Vecteur one-hot face à une ligne apprise</translation>
    </message>
    <message>
        <source>Play the look-up again</source>
        <translation>Rejouer la consultation</translation>
    </message>
    <message>
        <source>Cosine of the focused word&apos;s row with every row of E</source>
        <translation>Cosinus de la ligne du mot ciblé avec chaque ligne de E</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cosine with each word of the sentence&lt;/b&gt; (focused word in bold)</source>
        <translation>&lt;b&gt;Cosinus avec chaque mot de la phrase&lt;/b&gt; (mot ciblé en gras)</translation>
    </message>
    <message>
        <source>Two different one-hot vectors never share a 1, so their cosine is always 0: every word is equally unlike every other. Learned rows are trained so that words used alike point alike, and their cosine says how much.</source>
        <translation>Deux vecteurs one-hot différents n’ont jamais de 1 en commun, leur cosinus vaut donc toujours 0&#xa0;: chaque mot est aussi éloigné de tous les autres. Les lignes apprises sont entraînées pour que des mots employés de façon semblable pointent dans des directions semblables, et leur cosinus dit à quel point.</translation>
    </message>
    <message>
        <source>Type a sentence: its focused word is shown here.</source>
        <translation>Tapez une phrase&#xa0;: son mot ciblé s’affiche ici.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it has no one-hot slot and no row of E (it is shown as [UNK], a vector of zeros).</source>
        <translation>« {word} » n’est pas dans le vocabulaire&#xa0;: il n’a ni case one-hot ni ligne de E (il apparaît comme [UNK], un vecteur de zéros).</translation>
    </message>
    <message>
        <source>&lt;b&gt;one-hot(“{word}”) · E = E[{id}]&lt;/b&gt; &amp;nbsp; a |V| = {rows}-wide vector of zeros with one 1, times the {rows} × {width} table, leaves row {id}: {width} numbers (largest difference from the row: {residual})</source>
        <translation>&lt;b&gt;one-hot(« {word} ») · E = E[{id}]&lt;/b&gt; &amp;nbsp; un vecteur de zéros de largeur |V| = {rows} avec un seul 1, multiplié par la table {rows} × {width}, donne la ligne {id}&#xa0;: {width} nombres (plus grand écart avec la ligne&#xa0;: {residual})</translation>
    </message>
    <message numerus="yes">
        <source>Closest rows to “{word}”: searching all %Ln rows of E…</source>
        <translation>
            <numerusform>Lignes les plus proches de « {word} »&#xa0;: recherche dans la %Ln ligne de E…</numerusform>
            <numerusform>Lignes les plus proches de « {word} »&#xa0;: recherche dans les %Ln lignes de E…</numerusform>
        </translation>
    </message>
    <message>
        <source>Closest rows to “{word}” could not be computed: {error}</source>
        <translation>Impossible de calculer les lignes les plus proches de « {word} »&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Closest rows to “{word}” in all of E (an illustrative random table): {words}</source>
        <translation>Lignes les plus proches de « {word} » dans tout E (une table aléatoire d’illustration)&#xa0;: {words}</translation>
    </message>
    <message>
        <source>Closest rows to “{word}” in all of E: {words}</source>
        <translation>Lignes les plus proches de « {word} » dans tout E&#xa0;: {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;one-hot · E = a row of E&lt;/b&gt;</source>
        <translation>&lt;b&gt;one-hot · E = une ligne de E&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>DeeperOneHotParts</name>
    <message>
        <source>E: {rows} × {width}</source>
        <translation>E&#xa0;: {rows} × {width}</translation>
    </message>
    <message>
        <source>E: {rows} × {width} (first {shown} of {width} columns)</source>
        <translation>E&#xa0;: {rows} × {width} ({shown} premières colonnes sur {width})</translation>
    </message>
    <message numerus="yes">
        <source>one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn</source>
        <translation>
            <numerusform>one-hot&#xa0;: {size} nombres, mis à la verticale (l’entrée v multiplie la ligne v)&#xa0;; %Ln autre ligne de E non dessinée</numerusform>
            <numerusform>one-hot&#xa0;: {size} nombres, mis à la verticale (l’entrée v multiplie la ligne v)&#xa0;; %Ln autres lignes de E non dessinées</numerusform>
        </translation>
    </message>
    <message>
        <source>one-hot: {size} numbers, stood on end (entry v multiplies row v)</source>
        <translation>one-hot&#xa0;: {size} nombres, mis à la verticale (l’entrée v multiplie la ligne v)</translation>
    </message>
    <message>
        <source>pos</source>
        <translation>pos.</translation>
    </message>
    <message>
        <source>word</source>
        <translation>mot</translation>
    </message>
    <message>
        <source>one-hot</source>
        <translation>one-hot</translation>
    </message>
    <message>
        <source>row of E</source>
        <translation>ligne de E</translation>
    </message>
    <message>
        <source>no row</source>
        <translation>pas de ligne</translation>
    </message>
</context>
<context>
    <name>DeeperOrder</name>
    <message>
        <source>Why order matters: a toy attention</source>
        <translation>Pourquoi l’ordre compte&#xa0;: une attention miniature</translation>
    </message>
    <message>
        <source>swap two words</source>
        <translation>échanger deux mots</translation>
    </message>
    <message>
        <source>reverse the sentence</source>
        <translation>inverser la phrase</translation>
    </message>
    <message>
        <source>First word to swap (position)</source>
        <translation>Premier mot à échanger (position)</translation>
    </message>
    <message>
        <source>Second word to swap (position)</source>
        <translation>Second mot à échanger (position)</translation>
    </message>
    <message>
        <source>the toolbar&apos;s positions</source>
        <translation>les positions de la barre d’outils</translation>
    </message>
    <message>
        <source>ALiBi: a bias on the scores</source>
        <translation>ALiBi&#xa0;: un biais sur les scores</translation>
    </message>
    <message>
        <source>ALiBi head</source>
        <translation>tête ALiBi</translation>
    </message>
    <message>
        <source>head {number} of {heads}</source>
        <extracomment>the spin box&apos;s text around the head&apos;s number: &quot;head 3 of 8&quot;</extracomment>
        <translation>tête {number} sur {heads}</translation>
    </message>
    <message>
        <source>Reorder:</source>
        <translation>Réordonner&#xa0;:</translation>
    </message>
    <message>
        <source>words</source>
        <translation>mots</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Lower row:</source>
        <translation>Rangée du bas&#xa0;:</translation>
    </message>
    <message>
        <source>One row per word: its attention over the words (each row sums to 1). White 0, darkest red the largest weight of the four.</source>
        <translation>Une ligne par mot&#xa0;: son attention sur les mots (chaque ligne a pour somme 1). Blanc 0, le rouge le plus foncé le plus grand poids des quatre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;ALiBi&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;), X = token rows with nothing added. Head {head}: m = {slope} (the {heads} heads: {slopes}). A decoder: keys after the query are masked.</source>
        <translation>&lt;b&gt;ALiBi&lt;/b&gt;&#xa0;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;), X = lignes des jetons sans rien d’ajouté. Tête {head}&#xa0;: m = {slope} (les {heads} têtes&#xa0;: {slopes}). Un décodeur&#xa0;: les clés après la requête sont masquées.</translation>
    </message>
    <message>
        <source>&lt;b&gt;RoPE&lt;/b&gt;: softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d), each token row turned by its position; nothing is added to X.</source>
        <translation>&lt;b&gt;RoPE&lt;/b&gt;&#xa0;: softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d), chaque ligne de jeton tournée selon sa position&#xa0;; rien n’est ajouté à X.</translation>
    </message>
    <message>
        <source>learned table</source>
        <translation>table apprise</translation>
    </message>
    <message>
        <source>&lt;b&gt;Positions added&lt;/b&gt;, {name}: softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d), Z = token rows + position rows.</source>
        <translation>&lt;b&gt;Positions ajoutées&lt;/b&gt;, {name}&#xa0;: softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d), Z = lignes des jetons + lignes des positions.</translation>
    </message>
    <message numerus="yes">
        <source>perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
        <translation>
            <numerusform>perm = {perm}&#xa0;: les {shown} premiers de %Ln mot, le nouveau mot p est l’ancien mot perm[p]. Chaque ligne de poids a pour somme 1&#xa0;; encadré&#xa0;: le mot ciblé, avant et après le déplacement.</numerusform>
            <numerusform>perm = {perm}&#xa0;: les {shown} premiers de %Ln mots, le nouveau mot p est l’ancien mot perm[p]. Chaque ligne de poids a pour somme 1&#xa0;; encadré&#xa0;: le mot ciblé, avant et après le déplacement.</numerusform>
        </translation>
    </message>
    <message>
        <source>perm = {perm}: new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
        <translation>perm = {perm}&#xa0;: le nouveau mot p est l’ancien mot perm[p]. Chaque ligne de poids a pour somme 1&#xa0;; encadré&#xa0;: le mot ciblé, avant et après le déplacement.</translation>
    </message>
    <message>
        <source>&lt;b&gt;as written:&lt;/b&gt; {words}</source>
        <translation>&lt;b&gt;tel qu’écrit&#xa0;:&lt;/b&gt; {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;reordered:&lt;/b&gt; {words}</source>
        <translation>&lt;b&gt;réordonnée&#xa0;:&lt;/b&gt; {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;No positions&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d), X = token rows</source>
        <translation>&lt;b&gt;Sans positions&lt;/b&gt;&#xa0;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d), X = lignes des jetons</translation>
    </message>
    <message>
        <source>only moved with the words (P·A·P&lt;sup&gt;T&lt;/sup&gt;): both orders look the same to it</source>
        <translation>seulement déplacés avec les mots (P·A·P&lt;sup&gt;T&lt;/sup&gt;)&#xa0;: pour elle, les deux ordres se ressemblent</translation>
    </message>
    <message>
        <source>largest difference {value}</source>
        <translation>plus grand écart {value}</translation>
    </message>
    <message>
        <source>the weights themselves changed: order now matters</source>
        <translation>les poids eux-mêmes ont changé&#xa0;: l’ordre compte désormais</translation>
    </message>
    <message>
        <source>no change: this reordering swaps identical words</source>
        <translation>aucun changement&#xa0;: ce réordonnancement échange des mots identiques</translation>
    </message>
</context>
<context>
    <name>DeeperRelative</name>
    <message>
        <source>Relative position: similarity and the shift matrix</source>
        <translation>Position relative&#xa0;: similarité et matrice de décalage</translation>
    </message>
    <message>
        <source>Positions in the similarity table</source>
        <translation>Positions dans la table de similarité</translation>
    </message>
    <message>
        <source>Offset k of the shift matrix</source>
        <translation>Décalage k de la matrice de décalage</translation>
    </message>
    <message>
        <source>sinusoidal (the toolbar&apos;s convention)</source>
        <translation>sinusoïdale (la convention de la barre d’outils)</translation>
    </message>
    <message>
        <source>learned (the model&apos;s own, or illustrative)</source>
        <translation>apprise (celle du modèle, ou d’illustration)</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Positions&#xa0;:</translation>
    </message>
    <message>
        <source>Offset k:</source>
        <translation>Décalage k&#xa0;:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;PE(p) · PE(q)&lt;/b&gt; for positions p (down) and q (across). Outlined: the diagonal q − p = k = {k}. Click a cell to pick its offset.</source>
        <translation>&lt;b&gt;PE(p) · PE(q)&lt;/b&gt; pour les positions p (vers le bas) et q (en travers). Encadrée&#xa0;: la diagonale q − p = k = {k}. Cliquez sur une cellule pour choisir son décalage.</translation>
    </message>
    <message>
        <source>every diagonal is constant: the similarity depends only on q − p</source>
        <translation>chaque diagonale est constante&#xa0;: la similarité ne dépend que de q − p</translation>
    </message>
    <message>
        <source>the diagonals are not constant: this table does not encode offsets</source>
        <translation>les diagonales ne sont pas constantes&#xa0;: cette table ne code pas les décalages</translation>
    </message>
    <message>
        <source>largest change along a diagonal {value}</source>
        <translation>plus grand changement le long d’une diagonale {value}</translation>
    </message>
    <message>
        <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
        <translation>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;&#xa0;: une rotation 2×2 par paire sinus/cosinus ({convention}). Elle ne dépend pas de p.</translation>
    </message>
    <message>
        <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (its top-left {shown} × {shown} of {d} × {d}): a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
        <translation>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (son coin supérieur gauche {shown} × {shown} sur {d} × {d})&#xa0;: une rotation 2×2 par paire sinus/cosinus ({convention}). Elle ne dépend pas de p.</translation>
    </message>
    <message>
        <source>M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k}) for every p from 0 to {last}</source>
        <translation>M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k}) pour tout p de 0 à {last}</translation>
    </message>
    <message>
        <source>largest difference {value}</source>
        <translation>plus grand écart {value}</translation>
    </message>
    <message>
        <source>no shift matrix</source>
        <translation>pas de matrice de décalage</translation>
    </message>
</context>
<context>
    <name>DeeperRope</name>
    <message>
        <source>interleaved: pairs (2i, 2i+1), RoFormer, Meta&apos;s Llama, GPT-J</source>
        <translation>entrelacé&#xa0;: paires (2i, 2i+1), RoFormer, Llama de Meta, GPT-J</translation>
    </message>
    <message>
        <source>rotate_half: pairs (i, i + r/2), Hugging Face Llama, GPT-NeoX</source>
        <translation>rotate_half&#xa0;: paires (i, i + r/2), Llama de Hugging Face, GPT-NeoX</translation>
    </message>
    <message>
        <source>RoPE: rotating queries and keys</source>
        <translation>RoPE&#xa0;: faire tourner requêtes et clés</translation>
    </message>
    <message>
        <source>Rotated pair i</source>
        <translation>Paire tournée i</translation>
    </message>
    <message>
        <source>Position of the key word</source>
        <translation>Position du mot clé (key)</translation>
    </message>
    <message>
        <source>Shift both words by this many positions</source>
        <translation>Décaler les deux mots d’autant de positions</translation>
    </message>
    <message>
        <source>Move both along</source>
        <translation>Avancer les deux</translation>
    </message>
    <message>
        <source>Pairing:</source>
        <translation>Appariement&#xa0;:</translation>
    </message>
    <message>
        <source>Pair i:</source>
        <translation>Paire i&#xa0;:</translation>
    </message>
    <message>
        <source>Key word:</source>
        <translation>Mot clé (key)&#xa0;:</translation>
    </message>
    <message>
        <source>Shift both by:</source>
        <translation>Décaler les deux de&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;q·k against the offset&lt;/b&gt;, computed three times: key at position 0 or later (wide orange), 100 or later (dashes), 10,000 or later (blue dots). The dot: the current m and n (all pairs summed; the dial shows one pair).</source>
        <translation>&lt;b&gt;q·k selon le décalage&lt;/b&gt;, calculé trois fois&#xa0;: clé à partir de la position 0 (orange épais), de 100 (tirets), de 10 000 (points bleus). Le point&#xa0;: les m et n actuels (toutes les paires sommées&#xa0;; le cadran montre une paire).</translation>
    </message>
    <message>
        <source>RoPE rotates pairs of dimensions, so it needs an even d_model; d_model is {d}.</source>
        <translation>RoPE fait tourner des paires de dimensions, il lui faut donc un d_model pair&#xa0;; d_model vaut {d}.</translation>
    </message>
    <message>
        <source>Type a sentence to get queries and keys.</source>
        <translation>Tapez une phrase pour obtenir requêtes et clés.</translation>
    </message>
    <message>
        <source>the model&apos;s own pairing</source>
        <translation>l’appariement propre au modèle</translation>
    </message>
    <message>
        <source>q of “{word}” at m = {m}: turned {m}·θ = {angle} rad</source>
        <translation>q de « {word} » à m = {m}&#xa0;: tourné de {m}·θ = {angle} rad</translation>
    </message>
    <message>
        <source>k of “{word}” at n = {n}: turned {n}·θ = {angle} rad</source>
        <translation>k de « {word} » à n = {n}&#xa0;: tourné de {n}·θ = {angle} rad</translation>
    </message>
    <message>
        <source>dimensions {first} and {second}, θ = {theta} rad per position</source>
        <translation>dimensions {first} et {second}, θ = {theta} rad par position</translation>
    </message>
    <message>
        <source>&lt;b&gt;One head of {model}&lt;/b&gt; (every head turns alike)</source>
        <translation>&lt;b&gt;Une tête de {model}&lt;/b&gt; (chaque tête tourne de même)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The lesson&apos;s toy&lt;/b&gt; turns all of d&lt;sub&gt;model&lt;/sub&gt; as one head</source>
        <translation>&lt;b&gt;Le modèle jouet de la leçon&lt;/b&gt; fait tourner tout d&lt;sub&gt;model&lt;/sub&gt; comme une seule tête</translation>
    </message>
    <message>
        <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length} (unscaled {unscaled}; cos, sin × attention factor {factor}).</source>
        <translation>{whose}&#xa0;: {head}. Paire {pair} = dimensions ({first}, {second}) de la tête&#xa0;: &lt;b&gt;θ = {theta} rad par position&lt;/b&gt; à L = {length} (non mis à l’échelle {unscaled}&#xa0;; cos, sin × facteur d’attention {factor}).</translation>
    </message>
    <message>
        <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length}.</source>
        <translation>{whose}&#xa0;: {head}. Paire {pair} = dimensions ({first}, {second}) de la tête&#xa0;: &lt;b&gt;θ = {theta} rad par position&lt;/b&gt; à L = {length}.</translation>
    </message>
    <message>
        <source>Pair {pair} = dimensions ({first}, {second}). &lt;b&gt;q·k = {score}&lt;/b&gt; at m − n = {offset}. q and k are &lt;i&gt;illustrative&lt;/i&gt;: each word&apos;s row of E times seeded random W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt; (seed {seed}), not trained weights.</source>
        <translation>Paire {pair} = dimensions ({first}, {second}). &lt;b&gt;q·k = {score}&lt;/b&gt; à m − n = {offset}. q et k sont &lt;i&gt;illustratifs&lt;/i&gt;&#xa0;: la ligne de E de chaque mot fois des W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt; aléatoires à graine (graine {seed}), pas des poids entraînés.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: its row is zeros, so its vector is 0. {summary}</source>
        <translation>« {word} » n’est pas dans le vocabulaire&#xa0;: sa ligne est nulle, donc son vecteur vaut 0. {summary}</translation>
    </message>
    <message>
        <source>the curves coincide: the score depends only on m − n, not on where the pair sits</source>
        <translation>les courbes coïncident&#xa0;: le score ne dépend que de m − n, pas de l’endroit où se trouve la paire</translation>
    </message>
    <message>
        <source>largest gap between curves {value}</source>
        <translation>plus grand écart entre les courbes {value}</translation>
    </message>
    <message>
        <source>Interleaved vs rotate_half with the same W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;: scores differ by {gap}. {check}</source>
        <translation>Entrelacé ou rotate_half avec les mêmes W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;&#xa0;: les scores diffèrent de {gap}. {check}</translation>
    </message>
    <message>
        <source>after permuting W&apos;s columns (2i, 2i+1) → (i, i + {half}) they agree</source>
        <translation>après permutation des colonnes de W (2i, 2i+1) → (i, i + {half}), ils concordent</translation>
    </message>
    <message>
        <source>difference {value}</source>
        <translation>écart {value}</translation>
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
        <translation>décalage m − n</translation>
    </message>
</context>
<context>
    <name>DeeperShapes</name>
    <message>
        <source>model</source>
        <translation>modèle</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>positions</translation>
    </message>
    <message>
        <source>{scheme}:
{rows} × {width} = {count}</source>
        <extracomment>a learned position table&apos;s cell: the scheme&apos;s name, then its rows x width = its numbers</extracomment>
        <translation>{scheme}&#xa0;:
{rows} × {width} = {count}</translation>
    </message>
    <message>
        <source>both d = {width} wide; heights on a log scale</source>
        <translation>toutes deux de largeur d = {width}&#xa0;; hauteurs en échelle logarithmique</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrée</translation>
    </message>
    <message>
        <source>{name}: {rows} × {width}</source>
        <translation>{name}&#xa0;: {rows} × {width}</translation>
    </message>
    <message>
        <source>Shapes of the embedding table and of the input</source>
        <translation>Formes de la table d’embeddings et de l’entrée</translation>
    </message>
    <message>
        <source>Imagined input length</source>
        <translation>Longueur d’entrée imaginée</translation>
    </message>
    <message>
        <source>Shapes of real models&apos; tables</source>
        <translation>Formes des tables de vrais modèles</translation>
    </message>
    <message>
        <source>your sentence</source>
        <translation>votre phrase</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln jeton</numerusform>
            <numerusform>%Ln jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Imagine a longer input&lt;/b&gt; (drag: 1 to {most} tokens)</source>
        <translation>&lt;b&gt;Imaginez une entrée plus longue&lt;/b&gt; (faites glisser&#xa0;: de 1 à {most} jetons)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Real models&lt;/b&gt; (from their published configurations)</source>
        <translation>&lt;b&gt;Vrais modèles&lt;/b&gt; (d’après leurs configurations publiées)</translation>
    </message>
    <message>
        <source>A learned position table is one more matrix, L&lt;sub&gt;max&lt;/sub&gt; × d, and it caps the input length. RoPE rotates queries and keys inside attention, so Llama 3 has no position table at all. The first row follows the toolbar.</source>
        <translation>Une table de positions apprise est une matrice de plus, L&lt;sub&gt;max&lt;/sub&gt; × d, et elle plafonne la longueur de l’entrée. RoPE fait tourner requêtes et clés dans l’attention, si bien que Llama 3 n’a aucune table de positions. La première ligne suit la barre d’outils.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;</source>
        <translation>
            <numerusform>&lt;big&gt;&lt;b&gt;%Ln jeton → une matrice {length} × {width}&lt;/b&gt; ({numbers} nombres).&lt;br&gt;E reste {rows} × {width} = {count}&#xa0;: elle ne grandit pas.&lt;/big&gt;</numerusform>
            <numerusform>&lt;big&gt;&lt;b&gt;%Ln jetons → une matrice {length} × {width}&lt;/b&gt; ({numbers} nombres).&lt;br&gt;E reste {rows} × {width} = {count}&#xa0;: elle ne grandit pas.&lt;/big&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; numbers: set by the vocabulary, never by the input.&lt;br&gt;&lt;b&gt;This sentence&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;: grows with every token you type.&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;: a design choice, the same for every token and every input.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; nombres&#xa0;: fixé par le vocabulaire, jamais par l’entrée.&lt;br&gt;&lt;b&gt;Cette phrase&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;&#xa0;: grandit à chaque jeton tapé.&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;&#xa0;: un choix de conception, le même pour chaque jeton et chaque entrée.</translation>
    </message>
</context>
<context>
    <name>DeeperTabs</name>
    <message>
        <source>One-hot vs row</source>
        <translation>One-hot ou ligne</translation>
    </message>
    <message>
        <source>One-hot times E is a look-up; only learned rows carry meaning</source>
        <translation>One-hot fois E est une consultation&#xa0;; seules les lignes apprises ont un sens</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Formes</translation>
    </message>
    <message>
        <source>E is |V| x d, a sentence is L x d, d is fixed by design</source>
        <translation>E est |V| x d, une phrase est L x d, d est fixé par conception</translation>
    </message>
    <message>
        <source>Past the table</source>
        <translation>Au-delà de la table</translation>
    </message>
    <message>
        <source>Sinusoidal, learned and RoPE past the longest training length</source>
        <translation>Sinusoïdal, appris et RoPE au-delà de la plus grande longueur d’entraînement</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>Relatif</translation>
    </message>
    <message>
        <source>PE.PE^T depends only on the offset; M_k shifts every position by k</source>
        <translation>PE.PE^T ne dépend que du décalage&#xa0;; M_k décale chaque position de k</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>q and k rotate; their score depends only on m - n</source>
        <translation>q et k tournent&#xa0;; leur score ne dépend que de m - n</translation>
    </message>
    <message>
        <source>Why order</source>
        <translation>Pourquoi l’ordre</translation>
    </message>
    <message>
        <source>A toy attention is blind to word order until positions are added</source>
        <translation>Une attention miniature ignore l’ordre des mots tant qu’on n’ajoute pas de positions</translation>
    </message>
    <message>
        <source>Conventions</source>
        <translation>Conventions</translation>
    </message>
    <message>
        <source>The sinusoidal conventions of the libraries, checked against their formulas</source>
        <translation>Les conventions sinusoïdales des bibliothèques, vérifiées d’après leurs formules</translation>
    </message>
    <message>
        <source>What positions learned</source>
        <translation>Ce que les positions ont appris</translation>
    </message>
    <message>
        <source>A position table&apos;s similarity, principal components, norms and property scores, beside sinusoidal</source>
        <translation>Similarité, composantes principales, normes et scores de propriétés d’une table de positions, à côté du sinusoïdal</translation>
    </message>
    <message>
        <source>RoPE at long range</source>
        <translation>RoPE à longue portée</translation>
    </message>
    <message>
        <source>RoFormer&apos;s decaying bound, and the smallest base that keeps a context length</source>
        <translation>La borne décroissante de RoFormer, et la plus petite base qui tient une longueur de contexte</translation>
    </message>
    <message>
        <source>Context extension</source>
        <translation>Extension du contexte</translation>
    </message>
    <message>
        <source>How RoPE scaling lets a model read past its training length: each pair&apos;s frequency before and after</source>
        <translation>Comment la mise à l’échelle de RoPE permet à un modèle de lire au-delà de sa longueur d’entraînement&#xa0;: la fréquence de chaque paire avant et après</translation>
    </message>
    <message>
        <source>Relative buckets</source>
        <translation>Compartiments relatifs</translation>
    </message>
    <message>
        <source>T5&apos;s buckets and DeBERTa&apos;s relative positions: what attention reads for each query and key</source>
        <translation>Les compartiments de T5 et les positions relatives de DeBERTa&#xa0;: ce que l’attention lit pour chaque requête et chaque clé</translation>
    </message>
    <message>
        <source>Deeper idea {number}: {title}</source>
        <translation>Idée approfondie {number}&#xa0;: {title}</translation>
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
        <translation>Il n’y a pas de langue «&#xa0;{code}&#xa0;»&#xa0;: choisissez-en une parmi {codes}.</translation>
    </message>
</context>
<context>
    <name>LearnedLesson</name>
    <message>
        <source>The illustrative learned table (random, untrained)</source>
        <translation>La table apprise d’illustration (aléatoire, non entraînée)</translation>
    </message>
    <message>
        <source>The session&apos;s sinusoidal table</source>
        <translation>La table sinusoïdale de la session</translation>
    </message>
    <message>
        <source>Sinusoidal, same shape (paper, base 10,000)</source>
        <translation>Sinusoïdale, même forme (article, base 10 000)</translation>
    </message>
    <message>
        <source>The learned table of the model</source>
        <translation>La table apprise du modèle</translation>
    </message>
    <message>
        <source>The learned table of {model}</source>
        <translation>La table apprise de {model}</translation>
    </message>
    <message>
        <source>One row: its cosine with itself is 1.</source>
        <translation>Une seule ligne&#xa0;: son cosinus avec elle-même vaut 1.</translation>
    </message>
    <message>
        <source>It depends only on the offset j − i: every diagonal is constant (largest spread along one: {spread}).</source>
        <translation>Elle ne dépend que du décalage j − i&#xa0;: chaque diagonale est constante (plus grand écart le long d’une&#xa0;: {spread}).</translation>
    </message>
    <message>
        <source>It is not a function of the offset alone: along one diagonal it varies by up to {spread}.</source>
        <translation>Ce n’est pas une fonction du seul décalage&#xa0;: le long d’une diagonale, elle varie jusqu’à {spread}.</translation>
    </message>
    <message>
        <source>Cosine of every pair of positions (1 on the diagonal). {shape} Mean over each diagonal (the curve below): {first} at offset 1, {middle_value} at offset {middle}, lowest {lowest_value} at offset {lowest}.</source>
        <translation>Cosinus de chaque paire de positions (1 sur la diagonale). {shape} Moyenne sur chaque diagonale (la courbe ci-dessous)&#xa0;: {first} au décalage 1, {middle_value} au décalage {middle}, au plus bas {lowest_value} au décalage {lowest}.</translation>
    </message>
    <message>
        <source>Rows projected on their first principal components (dark: position 0, light: the last; grey line joins neighbours). Share of the variance: {parts} (together {total} %).</source>
        <translation>Lignes projetées sur leurs premières composantes principales (foncé&#xa0;: position 0, clair&#xa0;: la dernière&#xa0;; la ligne grise relie les voisines). Part de la variance&#xa0;: {parts} (ensemble {total} %).</translation>
    </message>
    <message>
        <source>Every row has the same length, {length}.</source>
        <translation>Toutes les lignes ont la même longueur, {length}.</translation>
    </message>
    <message>
        <source>Row lengths from {low} (position {low_at}) to {high} (position {high_at}), mean {mean}.</source>
        <translation>Longueurs de ligne de {low} (position {low_at}) à {high} (position {high_at}), moyenne {mean}.</translation>
    </message>
    <message>
        <source>Monotonicity</source>
        <translation>Monotonie</translation>
    </message>
    <message>
        <source>further apart, less alike: how steadily φ(x, x+m) falls as m grows (1: always, 0: no trend)</source>
        <translation>plus éloignées, moins semblables&#xa0;: à quel point φ(x, x+m) décroît régulièrement quand m grandit (1&#xa0;: toujours, 0&#xa0;: aucune tendance)</translation>
    </message>
    <message>
        <source>Translation invariance</source>
        <translation>Invariance par translation</translation>
    </message>
    <message>
        <source>only the distance matters: the share of φ&apos;s variance the offset m alone explains (1: all of it)</source>
        <translation>seule la distance compte&#xa0;: la part de la variance de φ que le décalage m explique à lui seul (1&#xa0;: toute)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symétrie</translation>
    </message>
    <message>
        <source>ahead like behind: the correlation of φ(x, x+m) with φ(x, x−m) (1: the same)</source>
        <translation>devant comme derrière&#xa0;: la corrélation de φ(x, x+m) avec φ(x, x−m) (1&#xa0;: identiques)</translation>
    </message>
    <message>
        <source>φ is the dot product of two rows; offsets m = 1 … {window}. These scores are our reading of the three properties of Wang et al. (ICLR 2021, “On Position Embeddings in BERT”) on the table alone; the paper also probes attention, which needs a whole model.</source>
        <translation>φ est le produit scalaire de deux lignes&#xa0;; décalages m = 1 … {window}. Ces scores sont notre lecture des trois propriétés de Wang et al. (ICLR 2021, « On Position Embeddings in BERT ») sur la table seule&#xa0;; l’article examine aussi l’attention, ce qui demande un modèle entier.</translation>
    </message>
</context>
<context>
    <name>LengthsLesson</name>
    <message>
        <source>RoPE: cos, sin of p·θ (turns q, k)</source>
        <translation>RoPE&#xa0;: cos, sin de p·θ (fait tourner q, k)</translation>
    </message>
    <message>
        <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ, {scaling}-scaled θ at this L</source>
        <translation>RoPE, une tête ({turning} dimensions sur {width} tournent, {pairing})&#xa0;: cos, sin de p·θ, θ mis à l’échelle {scaling} à ce L</translation>
    </message>
    <message>
        <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ</source>
        <translation>RoPE, une tête ({turning} dimensions sur {width} tournent, {pairing})&#xa0;: cos, sin de p·θ</translation>
    </message>
    <message numerus="yes">
        <source>learned table (%Ln rows, illustrative: seeded random, untrained)</source>
        <translation>
            <numerusform>table apprise (%Ln ligne, illustration&#xa0;: aléatoire à graine, non entraînée)</numerusform>
            <numerusform>table apprise (%Ln lignes, illustration&#xa0;: aléatoire à graine, non entraînée)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>learned table (%Ln rows)</source>
        <translation>
            <numerusform>table apprise (%Ln ligne)</numerusform>
            <numerusform>table apprise (%Ln lignes)</numerusform>
        </translation>
    </message>
    <message>
        <source>sinusoidal: {convention}</source>
        <translation>sinusoïdal&#xa0;: {convention}</translation>
    </message>
</context>
<context>
    <name>LongRangeLesson</name>
    <message>
        <source>How it is searched: every base on a logarithmic grid (200 per decade) is checked over all distances 0 … L, and only the first passing one is refined, by bisection between it and the failing grid base just below; a bisection over the whole range could stop at a later crossing.</source>
        <translation>Comment on cherche&#xa0;: chaque base d’une grille logarithmique (200 par décade) est vérifiée sur toutes les distances 0 … L, et seule la première qui réussit est affinée, par dichotomie entre elle et la base de grille juste en dessous, qui échoue&#xa0;; une dichotomie sur toute la plage pourrait s’arrêter à un croisement plus tardif.</translation>
    </message>
    <message>
        <source>At distance 0 the bound is (d/2 + 1)/2 = {zero}; at L = {length} it is {at_length} ({percent} % of that).</source>
        <translation>À la distance 0, la borne vaut (d/2 + 1)/2 = {zero}&#xa0;; à L = {length}, elle vaut {at_length} ({percent} % de cela).</translation>
    </message>
    <message>
        <source>It does not fall steadily: it rises again in places (first from distance {start} to {stop}).</source>
        <translation>Elle ne décroît pas régulièrement&#xa0;: elle remonte par endroits (d’abord de la distance {start} à {stop}).</translation>
    </message>
    <message>
        <source>It falls at every distance drawn.</source>
        <translation>Elle décroît à chaque distance dessinée.</translation>
    </message>
    <message>
        <source>No base up to {top} keeps Σ cos(mθᵢ) ≥ 0 for every m ≤ {length} with d = {d}.</source>
        <translation>Aucune base jusqu’à {top} ne tient Σ cos(mθᵢ) ≥ 0 pour tout m ≤ {length} avec d = {d}.</translation>
    </message>
    <message>
        <source>Smallest base with Σᵢ cos(mθᵢ) ≥ 0 for every distance m ≤ {length} (d = {d}): {base}.</source>
        <translation>Plus petite base avec Σᵢ cos(mθᵢ) ≥ 0 pour toute distance m ≤ {length} (d = {d})&#xa0;: {base}.</translation>
    </message>
    <message numerus="yes">
        <source>Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).</source>
        <translation>
            <numerusform>Pas monotone en la base&#xa0;: {base} réussit, mais {failing} de la %Ln base de grille examinée ensuite échouent à nouveau (la première, {again}).</numerusform>
            <numerusform>Pas monotone en la base&#xa0;: {base} réussit, mais {failing} des %Ln bases de grille examinées ensuite échouent à nouveau (la première, {again}).</numerusform>
        </translation>
    </message>
    <message>
        <source>In the range scanned it switches from failing to passing once.</source>
        <translation>Dans la plage examinée, elle passe une seule fois de l’échec à la réussite.</translation>
    </message>
    <message>
        <source>The RoPE of {model} (unscaled frequencies)</source>
        <translation>Le RoPE de {model} (fréquences non mises à l’échelle)</translation>
    </message>
    <message>
        <source>The session&apos;s RoPE (its whole vector is one head)</source>
        <translation>Le RoPE de la session (tout son vecteur est une tête)</translation>
    </message>
    <message>
        <source>A toy head of {width} dimensions (Llama-sized) at the session&apos;s base</source>
        <translation>Une tête jouet de {width} dimensions (taille Llama) à la base de la session</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
<context>
    <name>OrderChipsWidget</name>
    <message>
        <source>Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right</source>
        <translation>Ordre des mots&#xa0;: faites glisser un mot sur un autre pour l’y déplacer, ou Alt+Gauche / Alt+Droite</translation>
    </message>
</context>
<context>
    <name>RelativeLesson</name>
    <message>
        <source>with an odd d_model ({d}) the last sine column has no cosine partner, so no single matrix can shift it; choose an even d_model to see M_k</source>
        <translation>avec un d_model impair ({d}), la dernière colonne sinus n’a pas de cosinus associé, donc aucune matrice ne peut la décaler&#xa0;; choisissez un d_model pair pour voir M_k</translation>
    </message>
</context>
<context>
    <name>RelativePositionsModel</name>
    <message>
        <source>offset {offset} → bucket {bucket}</source>
        <extracomment>one example of the T5 caption: an offset (signed) and the bucket it falls in</extracomment>
        <translation>décalage {offset} → compartiment {bucket}</translation>
    </message>
    <message>
        <source>T5 relative-position buckets: nothing is added to the token rows; each offset between a key and a query falls in one of {buckets} buckets ({half} for keys before or at the query, {half} after it in the encoder): offsets below {exact} get a bucket each, larger ones share logarithmic buckets up to {far}, and every bucket adds a learned bias per head to the attention scores (layer 1&apos;s biases are shared by every layer). For example, {examples}.</source>
        <translation>Compartiments de position relative de T5&#xa0;: rien n’est ajouté aux lignes des jetons&#xa0;; chaque décalage entre une clé et une requête tombe dans l’un de {buckets} compartiments ({half} pour les clés avant ou à la requête, {half} après dans l’encodeur)&#xa0;: les décalages inférieurs à {exact} ont chacun leur compartiment, les plus grands partagent des compartiments logarithmiques jusqu’à {far}, et chaque compartiment ajoute un biais appris par tête aux scores d’attention (les biais de la couche 1 sont partagés par toutes les couches). Par exemple, {examples}.</translation>
    </message>
    <message>
        <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (positions within ±{half} are exact, farther ones share logarithmic buckets up to {far} ({buckets} buckets)), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
        <translation>Positions relatives de DeBERTa&#xa0;: chaque requête i et clé j interagissent par la position relative i − j (les positions à ±{half} près sont exactes, les plus lointaines partagent des compartiments logarithmiques jusqu’à {far} ({buckets} compartiments)), qui indexe des embeddings relatifs appris dans l’attention (scores découplés contenu-vers-position et position-vers-contenu).</translation>
    </message>
    <message>
        <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (exact relative positions, clipped at ±{far}), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
        <translation>Positions relatives de DeBERTa&#xa0;: chaque requête i et clé j interagissent par la position relative i − j (positions relatives exactes, écrêtées à ±{far}), qui indexe des embeddings relatifs appris dans l’attention (scores découplés contenu-vers-position et position-vers-contenu).</translation>
    </message>
</context>
<context>
    <name>RopeHeads</name>
    <message>
        <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
        <translation>largeur de tête {width}&#xa0;: les {turning} dimensions tournent en {half} paires {pairs} ({pairing}), base {base}, mise à l’échelle {scaling}</translation>
    </message>
    <message>
        <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
        <translation>largeur de tête {width}&#xa0;: les {turning} dimensions tournent en {half} paires {pairs} ({pairing}), base {base}, sans mise à l’échelle</translation>
    </message>
    <message>
        <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
        <translation>largeur de tête {width}&#xa0;: les {turning} premières dimensions tournent en {half} paires {pairs} ({pairing}), base {base}, mise à l’échelle {scaling}</translation>
    </message>
    <message>
        <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
        <translation>largeur de tête {width}&#xa0;: les {turning} premières dimensions tournent en {half} paires {pairs} ({pairing}), base {base}, sans mise à l’échelle</translation>
    </message>
</context>
<context>
    <name>ShapesLesson</name>
    <message>
        <source>learned</source>
        <translation>apprise</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>sinusoïdale</translation>
    </message>
    <message>
        <source>RoPE (no table)</source>
        <translation>RoPE (pas de table)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>this demo</source>
        <translation>cette démo</translation>
    </message>
    <message>
        <source>2017 paper</source>
        <translation>article de 2017</translation>
    </message>
</context>
<context>
    <name>WordOrder</name>
    <message>
        <source>Word order demo</source>
        <translation>Démonstration de l’ordre des mots</translation>
    </message>
    <message>
        <source>Z of the sentence as typed</source>
        <translation>Z de la phrase telle que tapée</translation>
    </message>
    <message>
        <source>Z of the reordered sentence</source>
        <translation>Z de la phrase réordonnée</translation>
    </message>
    <message>
        <source>Positions on</source>
        <translation>Positions activées</translation>
    </message>
    <message>
        <source>Reordered sentence</source>
        <translation>Phrase réordonnée</translation>
    </message>
    <message>
        <source>Drag a word onto another to move it there.</source>
        <translation>Faites glisser un mot sur un autre pour l’y déplacer.</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Inverser</translation>
    </message>
    <message>
        <source>Read the reordered sentence backwards (special tokens stay in place)</source>
        <translation>Lire la phrase réordonnée à l’envers (les jetons spéciaux restent en place)</translation>
    </message>
    <message>
        <source>Swap: first position</source>
        <translation>Échanger&#xa0;: première position</translation>
    </message>
    <message>
        <source>Swap: second position</source>
        <translation>Échanger&#xa0;: deuxième position</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <source>Exchange the words at the two positions (selecting two words fills them in)</source>
        <translation>Échanger les mots aux deux positions (sélectionner deux mots les remplit)</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>positions</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>New random order</source>
        <translation>Nouvel ordre aléatoire</translation>
    </message>
    <message>
        <source>Draw a random order; its seed is shown, and typing a seed draws that order again</source>
        <translation>Tirer un ordre aléatoire&#xa0;; sa graine est affichée, et taper une graine retire cet ordre</translation>
    </message>
    <message>
        <source>no seed</source>
        <translation>pas de graine</translation>
    </message>
    <message>
        <source>seed {number}</source>
        <extracomment>the seed box&apos;s text around its number: &quot;seed 42&quot;</extracomment>
        <translation>graine {number}</translation>
    </message>
    <message>
        <source>Seed of the random order</source>
        <translation>Graine de l’ordre aléatoire</translation>
    </message>
    <message>
        <source>Lesson&apos;s swap</source>
        <translation>Échange de la leçon</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s order: the first and last words that are not “the”, “a” or “an” change places</source>
        <translation>Retour à l’ordre de la leçon&#xa0;: le premier et le dernier mot qui ne sont pas « the », « a » ou « an » changent de place</translation>
    </message>
    <message>
        <source>Cannot reorder that way: {reason}</source>
        <translation>Impossible de réordonner ainsi&#xa0;: {reason}</translation>
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
        <translation>position {index}&#xa0;: « {word} », de la position {position} de la phrase</translation>
    </message>
    <message numerus="yes">
        <source>Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.</source>
        <translation>
            <numerusform>Le glisser-déposer marche pour des phrases d’au plus {most} jetons (celle-ci en a %Ln)&#xa0;; Inverser, Échanger et un ordre aléatoire marchent à toute longueur.</numerusform>
            <numerusform>Le glisser-déposer marche pour des phrases d’au plus {most} jetons (celle-ci en a %Ln)&#xa0;; Inverser, Échanger et un ordre aléatoire marchent à toute longueur.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reordering the tokens…</source>
        <translation>Réordonnancement des jetons…</translation>
    </message>
    <message>
        <source>Cannot reorder this sentence: {reason}</source>
        <translation>Impossible de réordonner cette phrase&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>This order leaves every word where it was: drag a word, swap two, reverse or draw a random order to compare.</source>
        <translation>Cet ordre laisse chaque mot à sa place&#xa0;: faites glisser un mot, échangez-en deux, inversez ou tirez un ordre aléatoire pour comparer.</translation>
    </message>
    <message>
        <source>Type a sentence of at least two words to reorder it.</source>
        <translation>Tapez une phrase d’au moins deux mots pour la réordonner.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm} (random, seed {seed})</source>
        <translation>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; ligne i = jeton de la position perm[i], perm = {perm} (aléatoire, graine {seed})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm}</source>
        <translation>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; ligne i = jeton de la position perm[i], perm = {perm}</translation>
    </message>
    <message>
        <source>No rows: nothing is reordered now.</source>
        <translation>Aucune ligne&#xa0;: rien n’est réordonné pour l’instant.</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, one row per token, in the order typed.</source>
        <translation>{rows} lignes × {columns} colonnes, une ligne par jeton, dans l’ordre tapé.</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, the same tokens reordered. {moves}</source>
        <translation>{rows} lignes × {columns} colonnes, les mêmes jetons réordonnés. {moves}</translation>
    </message>
    <message>
        <source>The same tokens in another order. Each row on the right belongs to a token from the left, now at a new position.</source>
        <translation>Les mêmes jetons dans un autre ordre. Chaque ligne de droite appartient à un jeton de gauche, désormais à une nouvelle position.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not one number differs from the number beside it.&lt;/b&gt; The words that changed places are the same token, so both orders give the first layer the same Z.</source>
        <translation>&lt;b&gt;Pas un seul nombre ne diffère du nombre d’à côté.&lt;/b&gt; Les mots qui ont changé de place sont le même jeton, donc les deux ordres donnent à la première couche le même Z.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.</source>
        <translation>
            <numerusform>&lt;b&gt;Positions activées&#xa0;: {side} sur %Ln nombre diffèrent du nombre d’à côté&lt;/b&gt; (encadrés). Un mot déplacé ne garde pas non plus sa ligne&#xa0;: comparés à sa propre ligne à gauche, {own} sur %Ln nombre diffèrent, car sa nouvelle position apporte un nouveau vecteur de position. Les deux phrases donnent à la première couche des entrées différentes.</numerusform>
            <numerusform>&lt;b&gt;Positions activées&#xa0;: {side} sur %Ln nombres diffèrent du nombre d’à côté&lt;/b&gt; (encadrés). Un mot déplacé ne garde pas non plus sa ligne&#xa0;: comparés à sa propre ligne à gauche, {own} sur %Ln nombres diffèrent, car sa nouvelle position apporte un nouveau vecteur de position. Les deux phrases donnent à la première couche des entrées différentes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.</source>
        <translation>
            <numerusform>&lt;b&gt;Positions désactivées&#xa0;: {side} sur %Ln nombre diffèrent du nombre d’à côté&lt;/b&gt; (encadrés), seulement parce que d’autres mots s’y trouvent. Chaque mot garde exactement sa ligne de gauche, dans un nouvel ordre, donc un modèle qui ne voit pas les positions lit les deux phrases de la même façon.</numerusform>
            <numerusform>&lt;b&gt;Positions désactivées&#xa0;: {side} sur %Ln nombres diffèrent du nombre d’à côté&lt;/b&gt; (encadrés), seulement parce que d’autres mots s’y trouvent. Chaque mot garde exactement sa ligne de gauche, dans un nouvel ordre, donc un modèle qui ne voit pas les positions lit les deux phrases de la même façon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).</source>
        <translation>
            <numerusform>&lt;b&gt;RoPE n’ajoute rien à Z&#xa0;: {side} sur %Ln nombre diffèrent du nombre d’à côté&lt;/b&gt; (encadrés), seulement parce que d’autres mots s’y trouvent. Chaque mot garde exactement sa ligne de gauche&#xa0;; RoPE distingue les ordres plus tard, en faisant tourner requêtes et clés dans l’attention (Idées approfondies → RoPE).</numerusform>
            <numerusform>&lt;b&gt;RoPE n’ajoute rien à Z&#xa0;: {side} sur %Ln nombres diffèrent du nombre d’à côté&lt;/b&gt; (encadrés), seulement parce que d’autres mots s’y trouvent. Chaque mot garde exactement sa ligne de gauche&#xa0;; RoPE distingue les ordres plus tard, en faisant tourner requêtes et clés dans l’attention (Idées approfondies → RoPE).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.</source>
        <translation>
            <numerusform>&lt;b&gt;{side} sur %Ln nombre diffèrent du nombre d’à côté&lt;/b&gt; (encadrés), seulement parce que d’autres mots s’y trouvent. Chaque mot garde exactement sa ligne de gauche&#xa0;: les positions entre lesquelles les mots ont bougé ont ici le même vecteur de position.</numerusform>
            <numerusform>&lt;b&gt;{side} sur %Ln nombres diffèrent du nombre d’à côté&lt;/b&gt; (encadrés), seulement parce que d’autres mots s’y trouvent. Chaque mot garde exactement sa ligne de gauche&#xa0;: les positions entre lesquelles les mots ont bougé ont ici le même vecteur de position.</numerusform>
        </translation>
    </message>
</context>
</TS>
