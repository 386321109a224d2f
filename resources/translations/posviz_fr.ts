<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AdditionCaptions</name>
    <message>
        <source>No sentence yet. Type one above: each word&apos;s table row and the vector for its position will be added here, one dimension at a time.</source>
        <translation>Pas encore de phrase. Tapez-en une ci-dessus&#xa0;: la ligne du tableau de chaque mot et le vecteur de sa position seront additionnés ici, une dimension à la fois.</translation>
    </message>
    <message>
        <source>“{word}” at position {position}</source>
        <translation>«&#xa0;{word}&#xa0;» en position {position}</translation>
    </message>
    <message>
        <source>its row of E</source>
        <translation>sa ligne de E</translation>
    </message>
    <message>
        <source>zeros (E has no row for it)</source>
        <translation>des zéros (E n’a pas de ligne pour lui)</translation>
    </message>
    <message>
        <source>RoPE adds nothing here</source>
        <translation>RoPE n’ajoute rien ici</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here</source>
        <translation>ALiBi n’ajoute rien ici</translation>
    </message>
    <message>
        <source>relative positions add nothing here</source>
        <translation>les positions relatives n’ajoutent rien ici</translation>
    </message>
    <message>
        <source>no position vector is added yet</source>
        <translation>aucun vecteur de position n’est encore ajouté</translation>
    </message>
    <message>
        <source>no position vector is added</source>
        <translation>aucun vecteur de position n’est ajouté</translation>
    </message>
    <message>
        <source>{head}: {why}, so row {position} of Z = {own}, unchanged.</source>
        <translation>{head}&#xa0;: {why}, donc la ligne {position} de Z = {own}, inchangée.</translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = row {position} of Z.</source>
        <translation>{head}&#xa0;: {own} + le vecteur de la position {position} = ligne {position} de Z.</translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = z; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation>{head}&#xa0;: {own} + le vecteur de la position {position} = z&#xa0;; la ligne {position} de Z, ce que reçoit le bloc 1, est {formula}.</translation>
    </message>
    <message>
        <source>{head}: {why}, so z = {own}; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation>{head}&#xa0;: {why}, donc z = {own}&#xa0;; la ligne {position} de Z, ce que reçoit le bloc 1, est {formula}.</translation>
    </message>
    <message>
        <source>Token row + position row = z, which this model&apos;s further steps turn into Z</source>
        <translation>Ligne du jeton + ligne de position = z, que les étapes suivantes de ce modèle transforment en Z</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation>Ligne du jeton + ligne de position = ligne de Z</translation>
    </message>
    <message>
        <source>Token row = z, which this model&apos;s further steps turn into Z: {why}</source>
        <translation>Ligne du jeton = z, que les étapes suivantes de ce modèle transforment en Z&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Token row = row of Z: {why}</source>
        <translation>Ligne du jeton = ligne de Z&#xa0;: {why}</translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: the position comes in later, inside attention, where each query and key is rotated by an angle that grows with its position.</source>
        <translation>RoPE n’ajoute rien à Z&#xa0;: la position intervient plus tard, dans l’attention, où chaque requête et chaque clé tourne d’un angle qui croît avec sa position.</translation>
    </message>
    <message>
        <source>Positions are switched off: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation>Les positions sont désactivées&#xa0;: la ligne de position est entièrement nulle. Échangez deux mots et Z ne fait qu’échanger des lignes, donc le modèle ne peut pas connaître l’ordre des mots.</translation>
    </message>
    <message>
        <source>The position scheme is “none”: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation>Le schéma de positions est «&#xa0;aucun&#xa0;»&#xa0;: la ligne de position est entièrement nulle. Échangez deux mots et Z ne fait qu’échanger des lignes, donc le modèle ne peut pas connaître l’ordre des mots.</translation>
    </message>
    <message>
        <source>No position vector is added to these token rows; this model places tokens this way: {kind} (the position view and the Real model tab say how).</source>
        <translation>Aucun vecteur de position n’est ajouté à ces lignes de jetons&#xa0;; ce modèle place les jetons ainsi&#xa0;: {kind} (la vue des positions et l’onglet Modèle réel expliquent comment).</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the id {id} ({unk}), and the table has no row for it, so its token row is all zeros.</source>
        <translation>«&#xa0;{word}&#xa0;» n’est pas dans le vocabulaire&#xa0;: il reçoit l’id {id} ({unk}), et le tableau n’a pas de ligne pour lui, donc sa ligne de jeton est entièrement nulle.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table and the learned position table hold seeded random values, not trained ones.</source>
        <translation>Nombres d’illustration&#xa0;: le tableau des jetons de largeur {width} et le tableau de positions appris contiennent des valeurs aléatoires à graine fixe, non entraînées.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table holds seeded random values, not trained ones.</source>
        <translation>Nombres d’illustration&#xa0;: le tableau des jetons de largeur {width} contient des valeurs aléatoires à graine fixe, non entraînées.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the learned position table holds seeded random values, not trained ones.</source>
        <translation>Nombres d’illustration&#xa0;: le tableau de positions appris contient des valeurs aléatoires à graine fixe, non entraînées.</translation>
    </message>
    <message>
        <source>“{word}” (id {id})</source>
        <translation>«&#xa0;{word}&#xa0;» (id {id})</translation>
    </message>
    <message>
        <source>“{word}” (no row)</source>
        <translation>«&#xa0;{word}&#xa0;» (pas de ligne)</translation>
    </message>
    <message>
        <source>row {position} of Z</source>
        <translation>ligne {position} de Z</translation>
    </message>
    <message>
        <source>z, row {position}</source>
        <translation>z, ligne {position}</translation>
    </message>
    <message>
        <source>position {position}</source>
        <translation>position {position}</translation>
    </message>
    <message>
        <source>dim {index}</source>
        <translation>dim. {index}</translation>
    </message>
    <message>
        <source>dims {first}–{last} of {width}</source>
        <translation>dim. {first}–{last} sur {width}</translation>
    </message>
</context>
<context>
    <name>AdditionPanel</name>
    <message>
        <source>Vector addition</source>
        <translation>Addition de vecteurs</translation>
    </message>
    <message>
        <source>Token row plus position row equals row of Z, by dimension</source>
        <translation>Ligne du jeton plus ligne de position égale ligne de Z, dimension par dimension</translation>
    </message>
    <message>
        <source>{arrow} Replay</source>
        <translation>{arrow} Rejouer</translation>
    </message>
    <message>
        <source>Play the addition again</source>
        <translation>Rejouer l’addition</translation>
    </message>
    <message>
        <source>Earlier dimensions</source>
        <translation>Dimensions précédentes</translation>
    </message>
    <message>
        <source>Later dimensions</source>
        <translation>Dimensions suivantes</translation>
    </message>
    <message>
        <source>{caption} Token + position = z: {sums}.</source>
        <translation>{caption} Jeton + position = z&#xa0;: {sums}.</translation>
    </message>
    <message>
        <source>{description} Dimensions {first} to {last} of {width} are read out.</source>
        <translation>{description} Les dimensions {first} à {last} sur {width} sont lues.</translation>
    </message>
</context>
<context>
    <name>BusyIndicatorWords</name>
    <message>
        <source>Encoding in the background; the panels show the previous state</source>
        <translation>Encodage en arrière-plan&#xa0;; les panneaux montrent l’état précédent</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop waiting: keep the state shown and drop the encode&apos;s result</source>
        <translation>Ne plus attendre&#xa0;: garder l’état affiché et abandonner le résultat de l’encodage</translation>
    </message>
</context>
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
    <name>Controls</name>
    <message>
        <source>Sinusoidal: paper (interleaved)</source>
        <translation>Sinusoïdal&#xa0;: article (entrelacé)</translation>
    </message>
    <message>
        <source>Sinusoidal: split halves (Marian)</source>
        <translation>Sinusoïdal&#xa0;: moitiés séparées (Marian)</translation>
    </message>
    <message>
        <source>Sinusoidal: tensor2tensor</source>
        <translation>Sinusoïdal&#xa0;: tensor2tensor</translation>
    </message>
    <message>
        <source>Sinusoidal: fairseq (offset 2)</source>
        <translation>Sinusoïdal&#xa0;: fairseq (décalage 2)</translation>
    </message>
    <message>
        <source>Learned table (illustrative)</source>
        <translation>Tableau appris (illustration)</translation>
    </message>
    <message>
        <source>RoPE (rotates q, k in attention)</source>
        <translation>RoPE (fait tourner q, k dans l’attention)</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no position scheme</comment>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>paper: interleaved sin/cos (Vaswani et al., Annotated Transformer)</source>
        <translation>article&#xa0;: sin/cos entrelacés (Vaswani et al., Annotated Transformer)</translation>
    </message>
    <message>
        <source>split halves: all sin, then all cos (Marian)</source>
        <translation>moitiés séparées&#xa0;: tous les sin, puis tous les cos (Marian)</translation>
    </message>
    <message>
        <source>tensor2tensor: split, frequency base^(-k/(K-1))</source>
        <translation>tensor2tensor&#xa0;: séparé, fréquence base^(-k/(K-1))</translation>
    </message>
    <message>
        <source>fairseq: tensor2tensor&apos;s table, positions start at 2</source>
        <translation>fairseq&#xa0;: le tableau de tensor2tensor, les positions commencent à 2</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base}, {scaling} scaling)</source>
        <translation>Celui du modèle&#xa0;: {name} (base {base}, mise à l’échelle {scaling})</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base})</source>
        <translation>Celui du modèle&#xa0;: {name} (base {base})</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (ALiBi biases attention instead)</source>
        <translation>Celui du modèle&#xa0;: {name} (ALiBi biaise plutôt l’attention)</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name}</source>
        <translation>Celui du modèle&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>{arrow} Walkthrough</source>
        <translation>{arrow} Visite guidée</translation>
    </message>
    <message>
        <source>Start the five-step walkthrough (F6); a clicker moves through it</source>
        <translation>Lancer la visite guidée en cinq étapes (F6)&#xa0;; une télécommande la fait avancer</translation>
    </message>
    <message>
        <source>Position scheme</source>
        <translation>Schéma de positions</translation>
    </message>
    <message>
        <source>Positions on</source>
        <translation>Positions actives</translation>
    </message>
    <message>
        <source>Add position vectors</source>
        <translation>Ajouter les vecteurs de position</translation>
    </message>
    <message>
        <source>d_model, the width of every vector</source>
        <translation>d_model, la largeur de chaque vecteur</translation>
    </message>
    <message>
        <source>6 is the lesson&apos;s hand-made table; other widths use a seeded random table, marked as illustrative</source>
        <translation>6 est le tableau fait main de la leçon&#xa0;; les autres largeurs utilisent un tableau aléatoire à graine fixe, marqué comme illustration</translation>
    </message>
    <message>
        <source>Frequency base</source>
        <translation>Base des fréquences</translation>
    </message>
    <message>
        <source>Positions shown in the heatmap</source>
        <translation>Positions montrées dans la carte thermique</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Positions&#xa0;:</translation>
    </message>
    <message>
        <source>d_model:</source>
        <translation>d_model&#xa0;:</translation>
    </message>
    <message>
        <source>base:</source>
        <translation>base&#xa0;:</translation>
    </message>
    <message>
        <source>heatmap rows:</source>
        <translation>lignes de la carte&#xa0;:</translation>
    </message>
    <message>
        <source>Set by the loaded model; File → Back to the toy model to change it</source>
        <translation>Fixé par le modèle chargé&#xa0;; Fichier → Revenir au modèle jouet pour le changer</translation>
    </message>
</context>
<context>
    <name>EmbeddingTable</name>
    <message>
        <source>{id} · (cannot be decoded)</source>
        <translation>{id} · (indécodable)</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Tableau des plongements</translation>
    </message>
    <message>
        <source>Embedding table E, one row per vocabulary word</source>
        <translation>Tableau des plongements E, une ligne par mot du vocabulaire</translation>
    </message>
    <message>
        <source>One-hot vector of the focused word</source>
        <translation>Vecteur one-hot du mot sélectionné</translation>
    </message>
    <message>
        <source>The focused word&apos;s row of E</source>
        <translation>La ligne de E du mot sélectionné</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (illustrative: seeded random values, not learned). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; est |V| × d = {rows} × {width} = {count} nombres (illustration&#xa0;: valeurs aléatoires à graine fixe, non apprises). Lignes en gras&#xa0;: mots de la phrase.</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (the lesson&apos;s hand-written values). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; est |V| × d = {rows} × {width} = {count} nombres (les valeurs écrites à la main de la leçon). Lignes en gras&#xa0;: mots de la phrase.</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (values from the model file). Bold rows: words in the sentence.</source>
        <translation>&lt;b&gt;E&lt;/b&gt; est |V| × d = {rows} × {width} = {count} nombres (valeurs du fichier du modèle). Lignes en gras&#xa0;: mots de la phrase.</translation>
    </message>
    <message>
        <source>E: {rows} rows × {width} columns, one row per vocabulary token.</source>
        <translation>E&#xa0;: {rows} lignes × {width} colonnes, une ligne par jeton du vocabulaire.</translation>
    </message>
    <message>
        <source>No word is focused.</source>
        <translation>Aucun mot n’est sélectionné.</translation>
    </message>
    <message>
        <source>The focused word {word} is not in the vocabulary: no row.</source>
        <translation>Le mot sélectionné {word} n’est pas dans le vocabulaire&#xa0;: pas de ligne.</translation>
    </message>
    <message>
        <source>Focused word {word}, id {id}, row {id}: {values}.</source>
        <translation>Mot sélectionné {word}, id {id}, ligne {id}&#xa0;: {values}.</translation>
    </message>
    <message>
        <source>“{word}” (id {id}) is not in the sentence; type it to follow it through the layer.</source>
        <translation>«&#xa0;{word}&#xa0;» (id {id}) n’est pas dans la phrase&#xa0;; tapez-le pour le suivre à travers la couche.</translation>
    </message>
    <message>
        <source>No token in focus: type a sentence above.</source>
        <translation>Aucun jeton sélectionné&#xa0;: tapez une phrase ci-dessus.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the {unk} id {id}. This table has no row for it, so its token vector is all zeros.</source>
        <translation>«&#xa0;{word}&#xa0;» n’est pas dans le vocabulaire&#xa0;: il reçoit l’id {id} de {unk}. Ce tableau n’a pas de ligne pour lui, donc son vecteur de jeton est entièrement nul.</translation>
    </message>
    <message>
        <source>Focused: “{word}” → id {id}, row {id} of E</source>
        <translation>Sélection&#xa0;: «&#xa0;{word}&#xa0;» → id {id}, ligne {id} de E</translation>
    </message>
    <message>
        <source>one-hot ({width} wide):</source>
        <translation>one-hot (largeur {width})&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln numbers, all 0 but a single 1 at index {id}</source>
        <translation>
            <numerusform>%Ln nombre, tous à 0 sauf un seul 1 à l’indice {id}</numerusform>
            <numerusform>%Ln nombres, tous à 0 sauf un seul 1 à l’indice {id}</numerusform>
        </translation>
    </message>
    <message>
        <source>its row of E ({width} wide):</source>
        <translation>sa ligne de E (largeur {width})&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>Nearest rows by cosine: searching all %Ln rows…</source>
        <translation>
            <numerusform>Lignes les plus proches par cosinus&#xa0;: recherche dans %Ln ligne…</numerusform>
            <numerusform>Lignes les plus proches par cosinus&#xa0;: recherche dans les %Ln lignes…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nearest rows could not be computed: {reason}</source>
        <translation>Les lignes les plus proches n’ont pas pu être calculées&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Nearest rows by cosine: {rows}</source>
        <translation>Lignes les plus proches par cosinus&#xa0;: {rows}</translation>
    </message>
    <message>
        <source>Between two different one-hot vectors the cosine is always 0: only learned rows can put similar words close together.</source>
        <translation>Entre deux vecteurs one-hot différents, le cosinus vaut toujours 0&#xa0;: seules des lignes apprises peuvent rapprocher des mots semblables.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>5.6e-17 (a number in scientific notation)</source>
        <translation>5.6e-17 (un nombre en notation scientifique)</translation>
    </message>
    <message>
        <source>A number such as 5.6e-17 means 5.6 times ten to the power of minus 17: a decimal point followed by sixteen zeros and then 56. A difference that small is the rounding of the computer&apos;s arithmetic, not a real difference, so the two things compared are equal for every purpose that matters here.</source>
        <translation>Un nombre comme 5.6e-17 signifie 5,6 fois dix puissance moins 17&#xa0;: une virgule suivie de seize zéros puis de 56. Une différence aussi petite est l’arrondi des calculs de l’ordinateur, pas une vraie différence&#xa0;: les deux choses comparées sont égales pour tout ce qui compte ici.</translation>
    </message>
    <message>
        <source>perm = [0, 4, 2, 3, 1] (a new order of the words)</source>
        <translation>perm = [0, 4, 2, 3, 1] (un nouvel ordre des mots)</translation>
    </message>
    <message>
        <source>perm lists where each word of the new order came from. In perm = [0, 4, 2, 3, 1] the word now at position 1 is the one that stood at position 4, and the word now at position 4 is the one from position 1, so the second and the last word have changed places. Every old position appears in the list exactly once: nothing is lost and nothing is doubled.</source>
        <translation>perm indique d’où vient chaque mot du nouvel ordre. Avec perm = [0, 4, 2, 3, 1], le mot maintenant en position 1 est celui qui était en position 4, et le mot maintenant en position 4 est celui de la position 1&#xa0;: le deuxième et le dernier mot ont échangé leurs places. Chaque ancienne position apparaît exactement une fois&#xa0;: rien n’est perdu, rien n’est doublé.</translation>
    </message>
    <message>
        <source>softmax(X Xᵀ/√d) (the attention weights)</source>
        <translation>softmax(X Xᵀ/√d) (les poids de l’attention)</translation>
    </message>
    <message>
        <source>This is how attention decides how much each word looks at every other word. X Xᵀ multiplies every row of X with every row, which gives one score per pair of words: a large score when the two rows point the same way. Dividing by √d, the square root of the row width, keeps the scores from growing just because the rows are wider. Softmax then turns each word&apos;s scores into positive weights that add up to 1.</source>
        <translation>C’est ainsi que l’attention décide combien chaque mot regarde chaque autre mot. X Xᵀ multiplie chaque ligne de X par chaque ligne, ce qui donne un score par paire de mots&#xa0;: un score élevé quand les deux lignes pointent dans la même direction. Diviser par √d, la racine carrée de la largeur des lignes, empêche les scores de grandir du seul fait de lignes plus larges. Softmax transforme ensuite les scores de chaque mot en poids positifs dont la somme vaut 1.</translation>
    </message>
    <message>
        <source>99.5th percentile (where the colour scale ends)</source>
        <translation>99,5e centile (là où finit l’échelle des couleurs)</translation>
    </message>
    <message>
        <source>The 99.5th percentile of the sizes of the values is the size that 99.5 % of the values stay below. The colour scale ends there instead of at the largest value, so that a handful of extreme values do not turn every other cell pale. The few values beyond it get the strongest colour of the scale.</source>
        <translation>Le 99,5e centile des tailles des valeurs est la taille sous laquelle restent 99,5 % des valeurs. L’échelle des couleurs s’arrête là plutôt qu’à la plus grande valeur, pour qu’une poignée de valeurs extrêmes ne rende pas toutes les autres cases pâles. Les rares valeurs au-delà reçoivent la couleur la plus forte de l’échelle.</translation>
    </message>
    <message>
        <source>attention factor 1.13863 (RoPE scaling&apos;s sharpening)</source>
        <translation>facteur d’attention 1,13863 (l’accentuation de la mise à l’échelle de RoPE)</translation>
    </message>
    <message>
        <source>Some ways of stretching RoPE to longer texts, such as YaRN, also multiply the cos and sin values by a number a little above 1, called the attention factor. For YaRN it is 0.1 × ln(scaling factor) + 1, so a text stretched four times gets 1.13863. It makes the attention scores slightly sharper, which makes up for the positions being spread more thinly. The angles themselves stay as they were.</source>
        <translation>Certaines façons d’étirer RoPE vers des textes plus longs, comme YaRN, multiplient aussi les valeurs de cos et de sin par un nombre un peu supérieur à 1, appelé facteur d’attention. Pour YaRN, il vaut 0,1 × ln(facteur d’échelle) + 1&#xa0;: un texte étiré quatre fois obtient donc 1,13863. Il rend les scores d’attention un peu plus marqués, ce qui compense des positions plus espacées. Les angles eux-mêmes ne changent pas.</translation>
    </message>
    <message>
        <source>rotate_half (which dimensions RoPE turns together)</source>
        <translation>rotate_half (quelles dimensions RoPE fait tourner ensemble)</translation>
    </message>
    <message>
        <source>RoPE turns the dimensions of a head two at a time. rotate_half is the name of the function in the Hugging Face code that pairs the first half of the dimensions with the second half: dimension 0 with dimension d/2, 1 with d/2 + 1, and so on. Meta&apos;s original Llama code and GPT-J pair neighbours instead: 0 with 1, 2 with 3. The angles are the same; only the pairing differs, so weights written for one layout must be reordered for the other.</source>
        <translation>RoPE fait tourner les dimensions d’une tête deux par deux. rotate_half est le nom de la fonction du code Hugging Face qui apparie la première moitié des dimensions avec la seconde&#xa0;: la dimension 0 avec la dimension d/2, 1 avec d/2 + 1, et ainsi de suite. Le code Llama original de Meta et GPT-J apparient plutôt des voisines&#xa0;: 0 avec 1, 2 avec 3. Les angles sont les mêmes&#xa0;; seul l’appariement diffère, donc des poids écrits pour une disposition doivent être réordonnés pour l’autre.</translation>
    </message>
    <message>
        <source>yarn-scaled (RoPE stretched to longer texts)</source>
        <translation>mise à l’échelle yarn (RoPE étiré vers des textes plus longs)</translation>
    </message>
    <message>
        <source>A model whose RoPE is scaled was made to read texts longer than the ones it was trained on by slowing down how fast its pairs turn, so that far positions get angles it has already seen. The word before “scaled” names the rule. Linear slows every pair by the same factor. YaRN and llama3 leave the fast pairs alone, slow the slow pairs by the full factor and blend the pairs in between; YaRN also sharpens attention with its attention factor. Dynamic scaling slows the pairs only once a text is longer than the training length, and LongRoPE uses a factor of its own for each pair.</source>
        <translation>Un modèle dont le RoPE est mis à l’échelle a appris à lire des textes plus longs que ceux de son entraînement en ralentissant la rotation de ses paires, afin que les positions lointaines reçoivent des angles qu’il a déjà vus. Le mot devant «&#xa0;mise à l’échelle&#xa0;» nomme la règle. Linear ralentit chaque paire du même facteur. YaRN et llama3 laissent les paires rapides telles quelles, ralentissent les paires lentes du facteur entier et mélangent les paires intermédiaires&#xa0;; YaRN accentue aussi l’attention avec son facteur d’attention. La mise à l’échelle dynamique ne ralentit les paires qu’une fois le texte plus long que la longueur d’entraînement, et LongRoPE utilise un facteur propre à chaque paire.</translation>
    </message>
</context>
<context>
    <name>GlossaryTips</name>
    <message>
        <source>Hover a caption that shows one of these terms to read its explanation there. Every term the panels use without explaining it is listed here.</source>
        <translation>Survolez une légende qui montre l’un de ces termes pour y lire son explication. Tous les termes que les panneaux emploient sans les expliquer sont listés ici.</translation>
    </message>
    <message>
        <source>Words on the screen</source>
        <translation>Les mots à l’écran</translation>
    </message>
</context>
<context>
    <name>HeatmapCaptions</name>
    <message>
        <source>sin/cos ({convention}), base {base} · colour scale fixed at −1&#xa0;…&#xa0;+1.</source>
        <translation>sin/cos ({convention}), base {base} · échelle des couleurs fixée à −1 … +1.</translation>
    </message>
    <message>
        <source>colour scale ±{level} ({percentile}th percentile of |values|)</source>
        <translation>échelle des couleurs ±{level} ({percentile}e centile de |valeurs|)</translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows (illustrative random values) · {scale}.</source>
        <translation>
            <numerusform>tableau appris, %Ln ligne (valeurs aléatoires d’illustration) · {scale}.</numerusform>
            <numerusform>tableau appris, %Ln lignes (valeurs aléatoires d’illustration) · {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows · {scale}.</source>
        <translation>
            <numerusform>tableau appris, %Ln ligne · {scale}.</numerusform>
            <numerusform>tableau appris, %Ln lignes · {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} table · colour scale {low} … {high}.</source>
        <translation>tableau {name} · échelle des couleurs {low} … {high}.</translation>
    </message>
    <message numerus="yes">
        <source>{caption} The sentence has %Ln tokens: rows 0–{last} are shown.</source>
        <translation>
            <numerusform>{caption} La phrase a %Ln jeton&#xa0;: les lignes 0–{last} sont montrées.</numerusform>
            <numerusform>{caption} La phrase a %Ln jetons&#xa0;: les lignes 0–{last} sont montrées.</numerusform>
        </translation>
    </message>
    <message>
        <source>paper</source>
        <translation>article</translation>
    </message>
    <message>
        <source>split halves</source>
        <translation>moitiés séparées</translation>
    </message>
    <message>
        <source>{name}, offset {offset}</source>
        <translation>{name}, décalage {offset}</translation>
    </message>
    <message>
        <source>Grey bar: the sentence, positions 0–{last}.</source>
        <translation>Barre grise&#xa0;: la phrase, positions 0–{last}.</translation>
    </message>
    <message>
        <source>{legend} Outlined: “{word}”, position {position}.</source>
        <translation>{legend} Encadré&#xa0;: «&#xa0;{word}&#xa0;», position {position}.</translation>
    </message>
    <message>
        <source>{legend} The focused token, at position {position}, is past the rows shown.</source>
        <translation>{legend} Le jeton sélectionné, en position {position}, est au-delà des lignes montrées.</translation>
    </message>
    <message>
        <source>{legend} {how_to}</source>
        <translation>{legend} {how_to}</translation>
    </message>
    <message>
        <source>Hover a cell for its formula; click a sentence row to focus it.</source>
        <translation>Survolez une case pour voir sa formule&#xa0;; cliquez une ligne de la phrase pour la sélectionner.</translation>
    </message>
    <message>
        <source>Each cell = one position, one dimension (exact values).</source>
        <translation>Chaque case = une position, une dimension (valeurs exactes).</translation>
    </message>
    <message numerus="yes">
        <source>Sampled: each pixel row shows 1 of %Ln positions (no mean).</source>
        <translation>
            <numerusform>Échantillon&#xa0;: chaque ligne de pixels montre 1 position sur %Ln (pas de moyenne).</numerusform>
            <numerusform>Échantillon&#xa0;: chaque ligne de pixels montre 1 position sur %Ln (pas de moyenne).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel = mean of %Ln positions × {columns} dimensions.</source>
        <translation>
            <numerusform>Chaque pixel = moyenne de %Ln position × {columns} dimensions.</numerusform>
            <numerusform>Chaque pixel = moyenne de %Ln positions × {columns} dimensions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel row = mean of %Ln positions.</source>
        <translation>
            <numerusform>Chaque ligne de pixels = moyenne de %Ln position.</numerusform>
            <numerusform>Chaque ligne de pixels = moyenne de %Ln positions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel column = mean of %Ln dimensions.</source>
        <translation>
            <numerusform>Chaque colonne de pixels = moyenne de %Ln dimension.</numerusform>
            <numerusform>Chaque colonne de pixels = moyenne de %Ln dimensions.</numerusform>
        </translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation>Ce pixel = échantillon de la seule position {middle}, dimensions {first_dim}–{last_dim}&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation>Ce pixel = moyenne des positions {first}–{last}, dimensions {first_dim}–{last_dim}&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only: {value}.</source>
        <translation>Ce pixel = échantillon de la seule position {middle}&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}: {value}.</source>
        <translation>Ce pixel = moyenne des positions {first}–{last}&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>pair {pair} · {wave}</source>
        <translation>paire {pair} · {wave}</translation>
    </message>
    <message>
        <source>Pair 0 (left) turns fastest.</source>
        <translation>La paire 0 (à gauche) tourne le plus vite.</translation>
    </message>
    <message>
        <source>Sines, then cosines: pair 0 of each half turns fastest.</source>
        <translation>Les sinus, puis les cosinus&#xa0;: la paire 0 de chaque moitié tourne le plus vite.</translation>
    </message>
    <message>
        <source>Base 1: every column turns at the same speed.</source>
        <translation>Base 1&#xa0;: chaque colonne tourne à la même vitesse.</translation>
    </message>
    <message>
        <source>Slow waves on the left, fast on the right.</source>
        <translation>Ondes lentes à gauche, rapides à droite.</translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column} ({name})</source>
        <translation>position {position} («&#xa0;{word}&#xa0;») · dimension {column} ({name})</translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column}</source>
        <translation>position {position} («&#xa0;{word}&#xa0;») · dimension {column}</translation>
    </message>
    <message>
        <source>position {position} · dimension {column} ({name})</source>
        <translation>position {position} · dimension {column} ({name})</translation>
    </message>
    <message>
        <source>position {position} · dimension {column}</source>
        <translation>position {position} · dimension {column}</translation>
    </message>
    <message>
        <source>{where}: {formula}</source>
        <translation>{where}&#xa0;: {formula}</translation>
    </message>
    <message>
        <source>{where}: {value} (illustrative random row {position})</source>
        <translation>{where}&#xa0;: {value} (ligne aléatoire d’illustration {position})</translation>
    </message>
    <message>
        <source>{where}: {value} (learned row {position})</source>
        <translation>{where}&#xa0;: {value} (ligne apprise {position})</translation>
    </message>
    <message>
        <source>{where}: {value}</source>
        <translation>{where}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>each query and key has its dimension pairs {pairs} rotated by position × base^(−2k/d)</source>
        <translation>chaque requête et chaque clé voit ses paires de dimensions {pairs} tourner de position × base^(−2k/d)</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}, then {scaling}-scaled</source>
        <translation>chaque tête de largeur {width} d’une requête ou d’une clé voit ses paires de dimensions {pairs} tourner de {angle}, puis mises à l’échelle {scaling}</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}</source>
        <translation>chaque tête de largeur {width} d’une requête ou d’une clé voit ses paires de dimensions {pairs} tourner de {angle}</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle}, then {scaling}-scaled (the other {rest} are not turned)</source>
        <translation>chaque tête de largeur {width} d’une requête ou d’une clé voit ses {rotated} premières dimensions, par paires {pairs}, tourner de {angle}, puis mises à l’échelle {scaling} (les {rest} autres ne tournent pas)</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle} (the other {rest} are not turned)</source>
        <translation>chaque tête de largeur {width} d’une requête ou d’une clé voit ses {rotated} premières dimensions, par paires {pairs}, tourner de {angle} (les {rest} autres ne tournent pas)</translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: every position vector is zero, so there is no table to draw. Position enters inside attention instead: {rotation}, so their dot product depends on how far apart the two tokens are.</source>
        <translation>RoPE n’ajoute rien à Z&#xa0;: chaque vecteur de position est nul, il n’y a donc aucun tableau à dessiner. La position entre plutôt dans l’attention&#xa0;: {rotation}, si bien que leur produit scalaire dépend de la distance entre les deux jetons.</translation>
    </message>
    <message>
        <source>No position vector is added to the token rows, so there is no table to draw; this model places tokens this way: {how}.</source>
        <translation>Aucun vecteur de position n’est ajouté aux lignes de jetons, il n’y a donc aucun tableau à dessiner&#xa0;; ce modèle place les jetons ainsi&#xa0;: {how}.</translation>
    </message>
    <message>
        <source>Positions are off: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation>Les positions sont désactivées&#xa0;: rien n’est ajouté aux lignes de jetons, donc Z n’est que les lignes de jetons et «&#xa0;{first}&#xa0;» a le même aspect pour l’attention que «&#xa0;{second}&#xa0;».</translation>
    </message>
    <message>
        <source>No position scheme: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation>Aucun schéma de positions&#xa0;: rien n’est ajouté aux lignes de jetons, donc Z n’est que les lignes de jetons et «&#xa0;{first}&#xa0;» a le même aspect pour l’attention que «&#xa0;{second}&#xa0;».</translation>
    </message>
    <message>
        <source>No tokens yet: type a sentence above to see the position vectors added to it.</source>
        <translation>Pas encore de jetons&#xa0;: tapez une phrase ci-dessus pour voir les vecteurs de position qui lui sont ajoutés.</translation>
    </message>
</context>
<context>
    <name>HeatmapPanelWords</name>
    <message numerus="yes">
        <source>… %Ln more</source>
        <translation>
            <numerusform>… et %Ln de plus</numerusform>
            <numerusform>… et %Ln de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>Positional heatmap</source>
        <translation>Carte thermique des positions</translation>
    </message>
    <message>
        <source>Position table heatmap</source>
        <translation>Carte thermique du tableau de positions</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimension</translation>
    </message>
    <message>
        <source>Heatmap of the position vectors: {rows} positions × {width} dimensions, one row per position. {caption} {focus}</source>
        <translation>Carte thermique des vecteurs de position&#xa0;: {rows} positions × {width} dimensions, une ligne par position. {caption} {focus}</translation>
    </message>
</context>
<context>
    <name>InputMatrix</name>
    <message>
        <source>Block 1&apos;s input = {formula}</source>
        <translation>Entrée du bloc 1 = {formula}</translation>
    </message>
    <message>
        <source>RoPE adds nothing here: Z is just the token rows. The rotation is applied to queries and keys inside attention.</source>
        <translation>RoPE n’ajoute rien ici&#xa0;: Z n’est que les lignes de jetons. La rotation s’applique aux requêtes et aux clés dans l’attention.</translation>
    </message>
    <message>
        <source>No positions: Z is just the token rows, so reordering the words only reorders these rows.</source>
        <translation>Pas de positions&#xa0;: Z n’est que les lignes de jetons, donc réordonner les mots ne fait que réordonner ces lignes.</translation>
    </message>
    <message>
        <source>Z = token rows + position rows.</source>
        <translation>Z = lignes de jetons + lignes de position.</translation>
    </message>
    <message>
        <source>Input matrix Z</source>
        <translation>Matrice d’entrée Z</translation>
    </message>
    <message>
        <source>{title}, input to layer 1, one row per token</source>
        <translation>{title}, entrée de la couche 1, une ligne par jeton</translation>
    </message>
    <message>
        <source>Z is empty: type a sentence to give the first block something to read.</source>
        <translation>Z est vide&#xa0;: tapez une phrase pour donner au premier bloc quelque chose à lire.</translation>
    </message>
    <message>
        <source>{title}, L × d = {rows} × {width}: what this model&apos;s first block receives. The addition panel shows the lesson&apos;s z (token rows + position rows, where the model has them); the steps after it are in the Real model tab.</source>
        <translation>{title}, L × d = {rows} × {width}&#xa0;: ce que reçoit le premier bloc de ce modèle. L’addition montre le z de la leçon (lignes de jetons + lignes de position, là où le modèle en a)&#xa0;; les étapes suivantes sont dans l’onglet Modèle réel.</translation>
    </message>
    <message>
        <source>Z is L × d = {rows} × {width}. {note}</source>
        <translation>Z est L × d = {rows} × {width}. {note}</translation>
    </message>
    <message>
        <source>{title}: {rows} rows × {width} columns, one row per token. {focus}</source>
        <translation>{title}&#xa0;: {rows} lignes × {width} colonnes, une ligne par jeton. {focus}</translation>
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
    <name>LessonMessages</name>
    <message>
        <source>the sentence must be text, not {kind}</source>
        <translation>la phrase doit être du texte, pas {kind}</translation>
    </message>
    <message>
        <source>Cannot use that word order: {reason}</source>
        <translation>Impossible d’utiliser cet ordre des mots&#xa0;: {reason}</translation>
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
    <name>ModelSteps</name>
    <message>
        <source>RoPE adds nothing here; the rotation happens inside attention, where each query and key is turned by an angle that grows with its position.</source>
        <translation>RoPE n’ajoute rien ici&#xa0;; la rotation a lieu dans l’attention, où chaque requête et chaque clé tourne d’un angle qui croît avec sa position.</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; inside attention each score is lowered in proportion to the distance between the two tokens, with one slope per head.</source>
        <translation>ALiBi n’ajoute rien ici&#xa0;; dans l’attention, chaque score est abaissé proportionnellement à la distance entre les deux jetons, avec une pente par tête.</translation>
    </message>
    <message>
        <source>Relative positions add nothing here; inside attention each pair of tokens also gets what was learned for the distance between them.</source>
        <translation>Les positions relatives n’ajoutent rien ici&#xa0;; dans l’attention, chaque paire de jetons reçoit aussi ce qui a été appris pour la distance qui les sépare.</translation>
    </message>
    <message>
        <source>Nothing is added here yet; this model adds its position rows later, after the token rows are projected to the {width}-wide hidden size.</source>
        <translation>Rien n’est encore ajouté ici&#xa0;; ce modèle ajoute ses lignes de position plus tard, après la projection des lignes de jetons vers la taille cachée de largeur {width}.</translation>
    </message>
    <message>
        <source>Nothing is added here. {own}.</source>
        <translation>Rien n’est ajouté ici. {own}.</translation>
    </message>
    <message>
        <source>No position vector is made here: every position row is all zeros, so swapping two words only swaps rows of Z.</source>
        <translation>Aucun vecteur de position n’est formé ici&#xa0;: chaque ligne de position est entièrement nulle, donc échanger deux mots ne fait qu’échanger des lignes de Z.</translation>
    </message>
    <message>
        <source>RoPE adds nothing here; the rotation happens inside attention.</source>
        <translation>RoPE n’ajoute rien ici&#xa0;; la rotation a lieu dans l’attention.</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; its distance penalty acts inside attention.</source>
        <translation>ALiBi n’ajoute rien ici&#xa0;; sa pénalité de distance agit dans l’attention.</translation>
    </message>
    <message>
        <source>Relative positions add nothing here; they act inside attention.</source>
        <translation>Les positions relatives n’ajoutent rien ici&#xa0;; elles agissent dans l’attention.</translation>
    </message>
    <message>
        <source>Nothing is added here yet; the position rows come after the projection.</source>
        <translation>Rien n’est encore ajouté ici&#xa0;; les lignes de position viennent après la projection.</translation>
    </message>
    <message>
        <source>Nothing is added here; this model has no positions at all.</source>
        <translation>Rien n’est ajouté ici&#xa0;; ce modèle n’a aucune position.</translation>
    </message>
    <message>
        <source>Nothing is added here: every position row is all zeros.</source>
        <translation>Rien n’est ajouté ici&#xa0;: chaque ligne de position est entièrement nulle.</translation>
    </message>
    <message>
        <source>Attention looks at all tokens at once, so nothing tells it the order.</source>
        <translation>L’attention regarde tous les jetons à la fois, donc rien ne lui indique l’ordre.</translation>
    </message>
    <message>
        <source>Inside attention it also uses the distance between two tokens.</source>
        <translation>Dans l’attention, il utilise aussi la distance entre deux jetons.</translation>
    </message>
    <message>
        <source>No position vector and no position inside attention</source>
        <translation>Aucun vecteur de position et aucune position dans l’attention</translation>
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
        <translation>Le vecteur de position est ajouté à la ligne du jeton, nombre par nombre. Un seul vecteur porte désormais ce qu’est le jeton et où il se trouve.</translation>
    </message>
    <message>
        <source>The position vector is added into the token&apos;s row, number by number: z = token + position carries both what the token is and where it sits. This model does more before block 1, which receives {formula} (next step).</source>
        <translation>Le vecteur de position est ajouté à la ligne du jeton, nombre par nombre&#xa0;: z = jeton + position porte ce qu’est le jeton et où il se trouve. Ce modèle en fait davantage avant le bloc 1, qui reçoit {formula} (étape suivante).</translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on without a position vector: block 1 receives {formula}.</source>
        <translation>{inside} La ligne du jeton continue sans vecteur de position&#xa0;: le bloc 1 reçoit {formula}.</translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on unchanged: block 1 receives it as it is.</source>
        <translation>{inside} La ligne du jeton continue inchangée&#xa0;: le bloc 1 la reçoit telle quelle.</translation>
    </message>
    <message>
        <source>Stack one row per token and you have Z, the matrix the first transformer block reads. Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation>Empilez une ligne par jeton et vous obtenez Z, la matrice que lit le premier bloc du transformeur. Les requêtes, clés et valeurs de l’attention sont toutes calculées à partir d’elle.</translation>
    </message>
    <message>
        <source>the token&apos;s row of E</source>
        <translation>la ligne de E du jeton</translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder&apos;s first block reads: %Ln numbers per row.</source>
        <translation>
            <numerusform>Empilez une ligne par jeton, chaque ligne = {formula}, et vous obtenez Z, la matrice que lit le premier bloc de l’encodeur&#xa0;: %Ln nombre par ligne.</numerusform>
            <numerusform>Empilez une ligne par jeton, chaque ligne = {formula}, et vous obtenez Z, la matrice que lit le premier bloc de l’encodeur&#xa0;: %Ln nombres par ligne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.</source>
        <translation>
            <numerusform>Empilez une ligne par jeton, chaque ligne = {formula}, et vous obtenez Z, la matrice que lit le premier bloc&#xa0;: %Ln nombre par ligne.</numerusform>
            <numerusform>Empilez une ligne par jeton, chaque ligne = {formula}, et vous obtenez Z, la matrice que lit le premier bloc&#xa0;: %Ln nombres par ligne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything the model computes starts from it.</source>
        <translation>Tout ce que calcule le modèle part d’elle.</translation>
    </message>
    <message>
        <source>Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation>Les requêtes, clés et valeurs de l’attention sont toutes calculées à partir d’elle.</translation>
    </message>
    <message>
        <source>{sentence} {use}</source>
        <translation>{sentence} {use}</translation>
    </message>
    <message>
        <source>Positions act inside attention</source>
        <translation>Les positions agissent dans l’attention</translation>
    </message>
    <message>
        <source>Positions come after the projection</source>
        <translation>Les positions viennent après la projection</translation>
    </message>
    <message>
        <source>This model has no positions</source>
        <translation>Ce modèle n’a pas de positions</translation>
    </message>
    <message>
        <source>No position vectors</source>
        <translation>Pas de vecteurs de position</translation>
    </message>
    <message>
        <source>Nothing to add here</source>
        <translation>Rien à ajouter ici</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>unknown theme {theme}; choose one of {names}</source>
        <translation>thème inconnu {theme}&#xa0;; choisissez parmi {names}</translation>
    </message>
    <message>
        <source>unknown colour map {name}; choose one of {names}</source>
        <translation>palette de couleurs inconnue {name}&#xa0;; choisissez parmi {names}</translation>
    </message>
</context>
<context>
    <name>PanelPager</name>
    <message>
        <source>E: token rows</source>
        <translation>E&#xa0;: lignes des jetons</translation>
    </message>
    <message>
        <source>Position vectors</source>
        <translation>Vecteurs de position</translation>
    </message>
    <message>
        <source>Token + position</source>
        <translation>Jeton + position</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Panneaux&#xa0;:</translation>
    </message>
</context>
<context>
    <name>PanelTitles</name>
    <message>
        <source>Embedding table E (one row per word)</source>
        <translation>Tableau des plongements E (une ligne par mot)</translation>
    </message>
    <message>
        <source>Z: input to layer 1 (position · token)</source>
        <translation>Z&#xa0;: entrée de la couche 1 (position · jeton)</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation>Ligne du jeton + ligne de position = ligne de Z</translation>
    </message>
    <message>
        <source>Position vectors, as a heatmap</source>
        <translation>Vecteurs de position, en carte thermique</translation>
    </message>
    <message>
        <source>Input layer: E, Z, the addition and the position heatmap</source>
        <translation>Couche d’entrée&#xa0;: E, Z, l’addition et la carte thermique des positions</translation>
    </message>
</context>
<context>
    <name>PositionsSwitch</name>
    <message>
        <source>Add the position vectors to the token rows (off: Z is the token rows alone)</source>
        <translation>Ajouter les vecteurs de position aux lignes de jetons (désactivé&#xa0;: Z n’est que les lignes de jetons)</translation>
    </message>
    <message>
        <source>Nothing to switch: this scheme gives the words no positions</source>
        <translation>Rien à basculer&#xa0;: ce schéma ne donne aucune position aux mots</translation>
    </message>
</context>
<context>
    <name>RealModel</name>
    <message>
        <source>No real model is open: posviz is showing the lesson&apos;s toy model.</source>
        <translation>Aucun modèle réel n’est ouvert&#xa0;: posviz montre le modèle jouet de la leçon.</translation>
    </message>
    <message>
        <source>&lt;b&gt;File → Open model folder…&lt;/b&gt; opens a Hugging Face-style folder ({files}), offline. From a terminal: {command}.</source>
        <translation>&lt;b&gt;Fichier → Ouvrir un dossier de modèle…&lt;/b&gt; ouvre un dossier au format Hugging Face ({files}), hors ligne. Depuis un terminal&#xa0;: {command}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln jeton</numerusform>
            <numerusform>%Ln jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>{tokens} ({rows} table rows: the rest are padding no text reaches)</source>
        <translation>{tokens} ({rows} lignes de tableau&#xa0;: le reste est du remplissage qu’aucun texte n’atteint)</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Vocabulary |V|</source>
        <translation>Vocabulaire |V|</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>Largeur d</translation>
    </message>
    <message>
        <source>Longest input</source>
        <translation>Entrée la plus longue</translation>
    </message>
    <message>
        <source>Token table</source>
        <translation>Tableau des jetons</translation>
    </message>
    <message>
        <source>{rows} × {width}, stored as {dtype}</source>
        <translation>{rows} × {width}, stocké en {dtype}</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokeniseur</translation>
    </message>
    <message>
        <source>Rows with NaN or ±inf</source>
        <translation>Lignes avec NaN ou ±inf</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} token rows ({listed})</source>
        <translation>
            <numerusform>%Ln ligne de jeton sur {total} ({listed})</numerusform>
            <numerusform>%Ln lignes de jetons sur {total} ({listed})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} position rows ({listed})</source>
        <translation>
            <numerusform>%Ln ligne de position sur {total} ({listed})</numerusform>
            <numerusform>%Ln lignes de position sur {total} ({listed})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln token rows are being measured in the background…</source>
        <translation>
            <numerusform>la %Ln ligne de jeton est mesurée en arrière-plan…</numerusform>
            <numerusform>les %Ln lignes de jetons sont mesurées en arrière-plan…</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no rows with NaN or inf</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>non mesuré</translation>
    </message>
    <message>
        <source>{rows}: shown as nan / inf, left out of colour scales and the nearest-row search</source>
        <translation>{rows}&#xa0;: montrées comme nan / inf, exclues des échelles de couleurs et de la recherche des lignes les plus proches</translation>
    </message>
    <message>
        <source>{found}; {waiting}</source>
        <translation>{found}&#xa0;; {waiting}</translation>
    </message>
    <message>
        <source>Position table values: the largest |value| is {largest} (row {row}), while {percent} % of values lie within ±{within}. Colour scales for real tables therefore come from a percentile, not from the extremes.</source>
        <translation>Valeurs du tableau de positions&#xa0;: la plus grande |valeur| est {largest} (ligne {row}), tandis que {percent} % des valeurs restent dans ±{within}. Les échelles de couleurs des vrais tableaux viennent donc d’un centile, pas des extrêmes.</translation>
    </message>
    <message>
        <source>Parts of the lesson&apos;s recipe this model does not have</source>
        <translation>Parties de la recette de la leçon que ce modèle n’a pas</translation>
    </message>
    <message>
        <source>It has every part of the lesson&apos;s recipe: a token row plus a position row.</source>
        <translation>Il a chaque partie de la recette de la leçon&#xa0;: une ligne de jeton plus une ligne de position.</translation>
    </message>
    <message numerus="yes">
        <source>{has} After z it adds %Ln more step(s): {steps}.</source>
        <translation>
            <numerusform>{has} Après z, il ajoute %Ln étape de plus&#xa0;: {steps}.</numerusform>
            <numerusform>{has} Après z, il ajoute %Ln étapes de plus&#xa0;: {steps}.</numerusform>
        </translation>
    </message>
    <message>
        <source>token row {id} ({token})</source>
        <translation>ligne de jeton {id} ({token})</translation>
    </message>
    <message>
        <source>+ position {index}</source>
        <translation>+ position {index}</translation>
    </message>
    <message>
        <source>+ position {index}: nothing added</source>
        <translation>+ position {index}&#xa0;: rien d’ajouté</translation>
    </message>
    <message>
        <source>= z (token + position)</source>
        <translation>= z (jeton + position)</translation>
    </message>
    <message>
        <source>{step} → block 1</source>
        <translation>{step} → bloc 1</translation>
    </message>
    <message>
        <source>The focused token&apos;s vectors, step by step</source>
        <translation>Les vecteurs du jeton sélectionné, étape par étape</translation>
    </message>
    <message>
        <source>The real model&apos;s steps from token rows to block 1&apos;s input</source>
        <translation>Les étapes du modèle réel, des lignes de jetons à l’entrée du bloc 1</translation>
    </message>
    <message>
        <source>No real model open</source>
        <translation>Aucun modèle réel ouvert</translation>
    </message>
    <message>
        <source>Also worth knowing</source>
        <translation>Bon à savoir aussi</translation>
    </message>
    <message>
        <source>not measured: {reason}</source>
        <translation>non mesuré&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>What block 1 receives for “{word}” (token {index}), step by step: the first {shown} of {width} dimensions.</source>
        <translation>Ce que reçoit le bloc 1 pour «&#xa0;{word}&#xa0;» (jeton {index}), étape par étape&#xa0;: les {shown} premières dimensions sur {width}.</translation>
    </message>
</context>
<context>
    <name>SentencePanelWords</name>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}” ({unk}: not in the vocabulary)</source>
        <translation>position {index}&#xa0;: «&#xa0;{text}&#xa0;» → id {id}, le morceau du tokeniseur «&#xa0;{piece}&#xa0;» ({unk}&#xa0;: absent du vocabulaire)</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}”</source>
        <translation>position {index}&#xa0;: «&#xa0;{text}&#xa0;» → id {id}, le morceau du tokeniseur «&#xa0;{piece}&#xa0;»</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id} ({unk}: not in the vocabulary)</source>
        <translation>position {index}&#xa0;: «&#xa0;{text}&#xa0;» → id {id} ({unk}&#xa0;: absent du vocabulaire)</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}</source>
        <translation>position {index}&#xa0;: «&#xa0;{text}&#xa0;» → id {id}</translation>
    </message>
    <message>
        <source>token {index}, {label}, id {id}</source>
        <translation>jeton {index}, {label}, id {id}</translation>
    </message>
    <message numerus="yes">
        <source>That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged</source>
        <translation>
            <numerusform>La phrase ferait alors %Ln caractère&#xa0;; posviz en encode au plus {most}, donc rien n’a été inséré et la phrase est inchangée</numerusform>
            <numerusform>La phrase ferait alors %Ln caractères&#xa0;; posviz en encode au plus {most}, donc rien n’a été inséré et la phrase est inchangée</numerusform>
        </translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <source>Sentence:</source>
        <translation>Phrase&#xa0;:</translation>
    </message>
    <message>
        <source>Sentence to encode</source>
        <translation>Phrase à encoder</translation>
    </message>
    <message>
        <source>Type a sentence, e.g. {example}</source>
        <translation>Tapez une phrase, par ex. {example}</translation>
    </message>
    <message>
        <source>Preset sentences</source>
        <translation>Phrases prêtes</translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation>Exemples…</translation>
    </message>
    <message>
        <source>Tokens of the sentence</source>
        <translation>Jetons de la phrase</translation>
    </message>
    <message>
        <source>No tokens yet: the sentence is empty.</source>
        <translation>Pas encore de jetons&#xa0;: la phrase est vide.</translation>
    </message>
    <message>
        <source>Token ids: {ids} ({shown} of {total} tokens)</source>
        <translation>Id des jetons&#xa0;: {ids} ({shown} sur {total} jetons)</translation>
    </message>
    <message numerus="yes">
        <source>Token ids: {ids} (%Ln tokens in all)</source>
        <translation>
            <numerusform>Id des jetons&#xa0;: {ids} (%Ln jeton en tout)</numerusform>
            <numerusform>Id des jetons&#xa0;: {ids} (%Ln jetons en tout)</numerusform>
        </translation>
    </message>
    <message>
        <source>Token ids: {ids}</source>
        <translation>Id des jetons&#xa0;: {ids}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not in the vocabulary ({unk})</source>
        <translation>
            <numerusform>%Ln absent du vocabulaire ({unk})</numerusform>
            <numerusform>%Ln absents du vocabulaire ({unk})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… et %Ln de plus</numerusform>
            <numerusform>… et %Ln de plus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>{values}, … and %Ln more</source>
        <translation>
            <numerusform>{values}, … et %Ln de plus</numerusform>
            <numerusform>{values}, … et %Ln de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>pas un nombre</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>l’infini</translation>
    </message>
    <message>
        <source>minus infinity</source>
        <translation>moins l’infini</translation>
    </message>
    <message>
        <source>No sentence: no row is focused.</source>
        <translation>Pas de phrase&#xa0;: aucune ligne n’est sélectionnée.</translation>
    </message>
    <message numerus="yes">
        <source>The focused token, at position {position}, is not among the %Ln rows shown.</source>
        <translation>
            <numerusform>Le jeton sélectionné, en position {position}, n’est pas parmi la %Ln ligne montrée.</numerusform>
            <numerusform>Le jeton sélectionné, en position {position}, n’est pas parmi les %Ln lignes montrées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Focused row, position {position} ({word}): {values}.</source>
        <translation>Ligne sélectionnée, position {position} ({word})&#xa0;: {values}.</translation>
    </message>
    <message>
        <source>{y} against {x}</source>
        <translation>{y} en fonction de {x}</translation>
    </message>
    <message>
        <source>{view}: picture</source>
        <translation>{view}&#xa0;: image</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>Split the text into token ids</source>
        <translation>Découper le texte en id de jetons</translation>
    </message>
    <message>
        <source>The tokenizer cuts the sentence into tokens and gives each one an id. An id is only a row number: 2 is not “closer” to 3 in any useful way.</source>
        <translation>Le tokeniseur découpe la phrase en jetons et donne à chacun un id. Un id n’est qu’un numéro de ligne&#xa0;: 2 n’est pas «&#xa0;plus proche&#xa0;» de 3 en un sens utile.</translation>
    </message>
    <message>
        <source>Look up each id&apos;s row</source>
        <translation>Chercher la ligne de chaque id</translation>
    </message>
    <message>
        <source>Each id picks one row of the table E. The row is a short list of learned numbers, the same row every time the word appears.</source>
        <translation>Chaque id choisit une ligne du tableau E. La ligne est une courte liste de nombres appris, la même chaque fois que le mot apparaît.</translation>
    </message>
    <message>
        <source>Make a vector for each position</source>
        <translation>Former un vecteur pour chaque position</translation>
    </message>
    <message>
        <source>Add them</source>
        <translation>Les additionner</translation>
    </message>
    <message>
        <source>Hand Z to the first layer</source>
        <translation>Passer Z à la première couche</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the first pair of columns turns fastest (left), each later pair more slowly (right), like the hands of a clock.</source>
        <translation>Chaque position reçoit son propre vecteur, de même largeur&#xa0;: la première paire de colonnes tourne le plus vite (à gauche), chaque paire suivante plus lentement (à droite), comme les aiguilles d’une horloge.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: slow waves on the left, fast waves on the right.</source>
        <translation>Chaque position reçoit son propre vecteur, de même largeur&#xa0;: ondes lentes à gauche, ondes rapides à droite.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: with base 1 every column turns at the same speed, one radian per position.</source>
        <translation>Chaque position reçoit son propre vecteur, de même largeur&#xa0;: avec la base 1, chaque colonne tourne à la même vitesse, un radian par position.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the sines (left half) go from fast to slow, then the cosines (right half) repeat the same frequencies.</source>
        <translation>Chaque position reçoit son propre vecteur, de même largeur&#xa0;: les sinus (moitié gauche) vont du rapide au lent, puis les cosinus (moitié droite) reprennent les mêmes fréquences.</translation>
    </message>
    <message>
        <source>{sentence} Its last column is all zeros (odd width).</source>
        <translation>{sentence} Sa dernière colonne est entièrement nulle (largeur impaire).</translation>
    </message>
    <message>
        <source>Each position gets its own row of a learned table, of the same width.</source>
        <translation>Chaque position reçoit sa propre ligne d’un tableau appris, de même largeur.</translation>
    </message>
    <message>
        <source>RoPE adds no vector here: it rotates queries and keys inside attention.</source>
        <translation>RoPE n’ajoute ici aucun vecteur&#xa0;: il fait tourner les requêtes et les clés dans l’attention.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width.</source>
        <translation>Chaque position reçoit son propre vecteur, de même largeur.</translation>
    </message>
</context>
<context>
    <name>WalkthroughWords</name>
    <message>
        <source>Walkthrough</source>
        <translation>Visite guidée</translation>
    </message>
    <message>
        <source>{arrow} Back</source>
        <translation>{arrow} Retour</translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation>Suivant {arrow}</translation>
    </message>
    <message>
        <source>Leave (Esc)</source>
        <translation>Quitter (Échap)</translation>
    </message>
    <message>
        <source>Step {step} of {count}   {dots}</source>
        <translation>Étape {step} sur {count}   {dots}</translation>
    </message>
</context>
</TS>
