<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutText</name>
    <message>
        <source>posviz {version}</source>
        <translation>posviz {version}</translation>
    </message>
    <message>
        <source>How a transformer&apos;s input layer is built: text → token ids → rows of E → + position vectors → Z. MIT licence.</source>
        <translation>Comment se construit la couche d’entrée d’un transformer&#xa0;: texte → ids de jetons → lignes de E → + vecteurs de position → Z. Licence MIT.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parts posviz runs on&lt;/b&gt; (the standalone bundle ships them):</source>
        <translation>&lt;b&gt;Composants sur lesquels posviz repose&lt;/b&gt; (le paquet autonome les fournit)&#xa0;:</translation>
    </message>
    <message>
        <source>Qt, PySide6 and Shiboken6 are used as shared libraries under the LGPL v3: you may replace them with your own build. Licence texts (on the web, and on this machine where installed):</source>
        <translation>Qt, PySide6 et Shiboken6 sont utilisés comme bibliothèques partagées sous LGPL v3&#xa0;: vous pouvez les remplacer par votre propre compilation. Textes des licences (sur le web et, s’ils sont installés, sur cette machine)&#xa0;:</translation>
    </message>
</context>
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
    <name>CodeEditorWords</name>
    <message>
        <source>Line numbers</source>
        <translation>Numéros de ligne</translation>
    </message>
    <message>
        <source>The number of each line of the code, as error messages quote them</source>
        <translation>Le numéro de chaque ligne du code, tel que les messages d’erreur le citent</translation>
    </message>
    <message>
        <source>Tab indents, Shift+Tab unindents; Ctrl+Tab moves to the next control and Ctrl+Shift+Tab to the previous one; Ctrl+Return checks the code.</source>
        <translation>Tab indente, Maj+Tab désindente&#xa0;; Ctrl+Tab passe au contrôle suivant et Ctrl+Maj+Tab au précédent&#xa0;; Ctrl+Entrée vérifie le code.</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;Next step</source>
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <source>next walkthrough step (starts the walkthrough)</source>
        <translation>étape suivante de la visite guidée (la démarre)</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>Étape &amp;précédente</translation>
    </message>
    <message>
        <source>previous step</source>
        <translation>étape précédente</translation>
    </message>
    <message>
        <source>&amp;Blank the screen</source>
        <translation>&amp;Noircir l’écran</translation>
    </message>
    <message>
        <source>blank the screen (any key brings it back)</source>
        <translation>noircir l’écran (n’importe quelle touche le rallume)</translation>
    </message>
    <message>
        <source>&amp;Leave the mode</source>
        <translation>&amp;Quitter le mode</translation>
    </message>
    <message>
        <source>leave the current mode: blank screen, editing, presentation, walkthrough</source>
        <translation>quitter le mode en cours&#xa0;: écran noir, édition, présentation, visite guidée</translation>
    </message>
    <message>
        <source>Start the &amp;walkthrough</source>
        <translation>Démarrer la &amp;visite guidée</translation>
    </message>
    <message>
        <source>start the walkthrough</source>
        <translation>démarrer la visite guidée</translation>
    </message>
    <message>
        <source>the ▶ Walkthrough button</source>
        <translation>le bouton ▶ Visite guidée</translation>
    </message>
    <message>
        <source>&amp;Next prepared sentence</source>
        <translation>Phrase préparée suiva&amp;nte</translation>
    </message>
    <message>
        <source>next prepared sentence (File → Prepared sentences)</source>
        <translation>phrase préparée suivante (Fichier → Phrases préparées)</translation>
    </message>
    <message>
        <source>&amp;Previous prepared sentence</source>
        <translation>Phrase préparée &amp;précédente</translation>
    </message>
    <message>
        <source>previous prepared sentence</source>
        <translation>phrase préparée précédente</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <source>presentation mode (full screen, no menus; with two screens, a presenter console on the laptop)</source>
        <translation>mode présentation (plein écran, sans menus&#xa0;; avec deux écrans, une console de l’orateur sur le portable)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>zoom in</source>
        <translation>zoom avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>zoom out</source>
        <translation>zoom arrière</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <source>zoom back to 100 %</source>
        <translation>revenir à 100 %</translation>
    </message>
    <message>
        <source>&amp;Shuffle demo: reorder the words</source>
        <translation>Démo de &amp;mélange&#xa0;: réordonner les mots</translation>
    </message>
    <message>
        <source>the shuffle demo: reorder the words</source>
        <translation>la démo de mélange&#xa0;: réordonner les mots</translation>
    </message>
    <message>
        <source>&amp;Keyboard keys</source>
        <translation>&amp;Touches du clavier</translation>
    </message>
    <message>
        <source>this list of keys</source>
        <translation>cette liste de touches</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>quit posviz</source>
        <translation>quitter posviz</translation>
    </message>
    <message>
        <source>F2, a click or typing into a control</source>
        <translation>F2, un clic ou une saisie dans un contrôle</translation>
    </message>
    <message>
        <source>edit it: its arrows and Enter are its own until Esc, Enter or leaving it (in the walkthrough: text fields only)</source>
        <translation>le modifier&#xa0;: ses flèches et Entrée lui appartiennent jusqu’à Échap, Entrée ou sa sortie (dans la visite guidée&#xa0;: champs de texte seulement)</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Maj+Tab</translation>
    </message>
    <message>
        <source>move to the next / previous control (a frame shows which has the keys)</source>
        <translation>passer au contrôle suivant / précédent (un cadre montre lequel a les touches)</translation>
    </message>
    <message>
        <source>Space (on a button, check box or drop-down)</source>
        <translation>Espace (sur un bouton, une case à cocher ou une liste déroulante)</translation>
    </message>
    <message>
        <source>press or open it, once Tab brought the keys to it (its frame shows); arrows move along the tabs (outside the walkthrough and presentation mode; otherwise these keys move the steps)</source>
        <translation>l’activer ou l’ouvrir, une fois que Tab lui a donné les touches (son cadre s’affiche)&#xa0;; les flèches parcourent les onglets (hors visite guidée et mode présentation&#xa0;; sinon ces touches font avancer les étapes)</translation>
    </message>
    <message>
        <source>Page Down</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Maj</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} ou {second}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the keys of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{keys} or {other}</source>
        <translation>{keys} ou {other}</translation>
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
    <name>Console</name>
    <message>
        <source>posviz: presenter console</source>
        <translation>posviz&#xa0;: console de l’orateur</translation>
    </message>
    <message>
        <source>Typed here only: Enter shows it to the room, Esc puts back the room&apos;s sentence</source>
        <translation>Saisie ici seulement&#xa0;: Entrée la montre à la salle, Échap remet la phrase de la salle</translation>
    </message>
    <message>
        <source>Speaker notes (only you see them)</source>
        <translation>Notes de l’orateur (vous seul les voyez)</translation>
    </message>
    <message>
        <source>Black out the room&apos;s screen; this console stays as it is</source>
        <translation>Noircir l’écran de la salle&#xa0;; cette console reste telle quelle</translation>
    </message>
    <message>
        <source>What the room sees</source>
        <translation>Ce que voit la salle</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>◀ Prepared sentence</source>
        <translation>◀ Phrase préparée</translation>
    </message>
    <message>
        <source>Prepared sentence ▶</source>
        <translation>Phrase préparée ▶</translation>
    </message>
    <message>
        <source>Swap screens</source>
        <translation>Échanger les écrans</translation>
    </message>
    <message>
        <source>Put the room&apos;s window on this screen and this console on the other</source>
        <translation>Mettre la fenêtre de la salle sur cet écran et cette console sur l’autre</translation>
    </message>
    <message>
        <source>Stop presenting (Esc)</source>
        <translation>Arrêter la présentation (Échap)</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}; next: “{sentence}”</source>
        <translation>Phrase préparée {number} sur {count}&#xa0;; suivante&#xa0;: «&#xa0;{sentence}&#xa0;»</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}; it is the last one</source>
        <translation>Phrase préparée {number} sur {count}&#xa0;; c’est la dernière</translation>
    </message>
    <message>
        <source>Show the room again (B)</source>
        <translation>Rallumer la salle (B)</translation>
    </message>
    <message>
        <source>Blank the room (B)</source>
        <translation>Noircir la salle (B)</translation>
    </message>
    <message>
        <source>The room sees a black screen (B or any key shows it again)</source>
        <translation>La salle voit un écran noir (B ou n’importe quelle touche le rallume)</translation>
    </message>
    <message>
        <source>The room sees</source>
        <translation>La salle voit</translation>
    </message>
    <message>
        <source>A black screen: the room&apos;s window is blanked (B or any key shows it again).</source>
        <translation>Un écran noir&#xa0;: la fenêtre de la salle est noircie (B ou n’importe quelle touche la rallume).</translation>
    </message>
    <message>
        <source>The room&apos;s window, as its picture was last taken: {where}, {title}.</source>
        <translation>La fenêtre de la salle, telle qu’elle a été capturée en dernier&#xa0;: {where}, {title}.</translation>
    </message>
    <message>
        <source>No notes here. Each walkthrough step has notes of its own; a prepared sentence&apos;s notes, when it has some, show in their place (View → Speaker notes, in the main window, edits them).</source>
        <translation>Pas de notes ici. Chaque étape de la visite guidée a ses propres notes&#xa0;; celles d’une phrase préparée, si elle en a, s’affichent à leur place (Affichage → Notes de l’orateur, dans la fenêtre principale, les modifie).</translation>
    </message>
    <message>
        <source>Not in the walkthrough</source>
        <translation>Hors de la visite guidée</translation>
    </message>
    <message>
        <source>The main view</source>
        <translation>La vue principale</translation>
    </message>
    <message>
        <source>The sentence and the panels, as in the window without menus.</source>
        <translation>La phrase et les panneaux, comme dans la fenêtre sans menus.</translation>
    </message>
    <message>
        <source>Next: step 1 of {count}, {title} (Next starts the walkthrough)</source>
        <translation>Ensuite&#xa0;: étape 1 sur {count}, {title} (Suivant démarre la visite guidée)</translation>
    </message>
    <message>
        <source>Next: step {number} of {count}, {title}</source>
        <translation>Ensuite&#xa0;: étape {number} sur {count}, {title}</translation>
    </message>
    <message>
        <source>Next: nothing; this is the last step (Esc leaves the walkthrough)</source>
        <translation>Ensuite&#xa0;: rien&#xa0;; c’est la dernière étape (Échap quitte la visite guidée)</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Étape {number} sur {count}</translation>
    </message>
    <message>
        <source>Elapsed {time}</source>
        <translation>Écoulé {time}</translation>
    </message>
    <message>
        <source>Elapsed {time}  (paused)</source>
        <translation>Écoulé {time}  (en pause)</translation>
    </message>
    <message>
        <source>Time since the timer was started, pauses not counted</source>
        <translation>Temps écoulé depuis le démarrage du chronomètre, pauses non comptées</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Remettre à zéro</translation>
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
        <source>Property: what it measures</source>
        <translation>Propriété&#xa0;: ce qu’elle mesure</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>Cette table</translation>
    </message>
    <message>
        <source>Sinusoidal</source>
        <translation>Sinusoïdale</translation>
    </message>
    <message>
        <source>{name}:
{meaning}</source>
        <extracomment>a score&apos;s name, and on the next line what it measures</extracomment>
        <translation>{name}&#xa0;:
{meaning}</translation>
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
    <name>ErrorText</name>
    <message>
        <source>The log file {path} cannot be written ({reason}); posviz goes on without a log.</source>
        <translation>Le fichier journal {path} ne peut pas être écrit ({reason})&#xa0;; posviz continue sans journal.</translation>
    </message>
    <message>
        <source>Something went wrong and was not done: {reason}. posviz kept its last good state.</source>
        <translation>Une erreur s’est produite et l’action n’a pas été faite&#xa0;: {reason}. posviz a gardé son dernier état valide.</translation>
    </message>
</context>
<context>
    <name>ExportNames</name>
    <message>
        <source>Whole window</source>
        <translation>Fenêtre entière</translation>
    </message>
    <message>
        <source>Embedding table E</source>
        <translation>Table d’embeddings E</translation>
    </message>
    <message>
        <source>Z, the input to layer 1</source>
        <translation>Z, l’entrée de la couche 1</translation>
    </message>
    <message>
        <source>Token row + position row</source>
        <translation>Ligne du jeton + ligne de position</translation>
    </message>
    <message>
        <source>Position heatmap</source>
        <translation>Carte de chaleur des positions</translation>
    </message>
    <message>
        <source>Position similarity (cosine)</source>
        <translation>Similarité des positions (cosinus)</translation>
    </message>
    <message>
        <source>Position table&apos;s principal components</source>
        <translation>Composantes principales de la table des positions</translation>
    </message>
    <message>
        <source>RoPE&apos;s long-range bound</source>
        <translation>Borne à longue distance de RoPE</translation>
    </message>
    <message>
        <source>cannot tell the format from no extension; end the file name with {endings}</source>
        <translation>impossible de savoir le format sans extension&#xa0;; terminez le nom du fichier par {endings}</translation>
    </message>
    <message>
        <source>cannot tell the format from {suffix}; end the file name with {endings}</source>
        <translation>impossible de savoir le format d’après {suffix}&#xa0;; terminez le nom du fichier par {endings}</translation>
    </message>
    <message>
        <source>unknown panel {panel}; choose one of {panels}</source>
        <translation>panneau inconnu {panel}&#xa0;; choisissez l’un de {panels}</translation>
    </message>
    <message>
        <source>the whole window is a picture: export it as .png or .svg, not .{format} (panels with tables: {panels})</source>
        <translation>la fenêtre entière est une image&#xa0;: exportez-la en .png ou .svg, pas en .{format} (panneaux avec tableaux&#xa0;: {panels})</translation>
    </message>
    <message>
        <source>the sentence has no tokens, so there is no sum to export</source>
        <translation>la phrase n’a pas de jetons, il n’y a donc pas de somme à exporter</translation>
    </message>
    <message>
        <source>the {panel} view has no table of numbers; choose one of {panels}</source>
        <translation>la vue {panel} n’a pas de tableau de nombres&#xa0;; choisissez l’une de {panels}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>cannot make a {width} × {height} image at {scale}× (out of memory?)</source>
        <translation>impossible de créer une image de {width} × {height} à {scale}× (mémoire insuffisante&#xa0;?)</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not save the PNG</source>
        <translation>impossible d’écrire {path}&#xa0;: Qt n’a pas pu enregistrer le PNG</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not start the SVG</source>
        <translation>impossible d’écrire {path}&#xa0;: Qt n’a pas pu commencer le SVG</translation>
    </message>
</context>
<context>
    <name>FamilyTable</name>
    <message>
        <source>No token-type row and no normalisation before block 1 (its normalisation is inside the block).</source>
        <translation>Pas de ligne de type de jeton ni de normalisation avant le bloc 1 (sa normalisation est dans le bloc).</translation>
    </message>
    <message>
        <source>No token-type row and no normalisation before block 1: it receives z itself (its LayerNorm ln_1 is inside the block).</source>
        <translation>Pas de ligne de type de jeton ni de normalisation avant le bloc 1&#xa0;: il reçoit z lui-même (sa LayerNorm ln_1 est dans le bloc).</translation>
    </message>
    <message>
        <source>No token-type row.</source>
        <translation>Pas de ligne de type de jeton.</translation>
    </message>
    <message>
        <source>No token-type (segment) table: DistilBERT dropped it.</source>
        <translation>Pas de tableau des types de jeton (segments)&#xa0;: DistilBERT l’a supprimé.</translation>
    </message>
    <message>
        <source>No LayerNorm before block 1: XLM-R XL normalises inside each block (pre-LayerNorm).</source>
        <translation>Pas de LayerNorm avant le bloc 1&#xa0;: XLM-R XL normalise dans chaque bloc (pre-LayerNorm).</translation>
    </message>
    <message>
        <source>No token-type (segment) table.</source>
        <translation>Pas de tableau des types de jeton (segments).</translation>
    </message>
    <message>
        <source>posviz does not know this kind of model: config.json says model_type {model_type} (architectures {architectures}, tensors {sample}), and posviz opens only input layers it has checked against the reference library. Known families: {known}.</source>
        <translation>posviz ne connaît pas ce type de modèle&#xa0;: config.json indique model_type {model_type} (architectures {architectures}, tenseurs {sample}), et posviz n’ouvre que les couches d’entrée qu’il a vérifiées avec la bibliothèque de référence. Familles connues&#xa0;: {known}.</translation>
    </message>
    <message>
        <source>posviz does not know this kind of model: config.json has no model_type, architectures {architectures}, and its tensors include {sample}. Known families: {known}.</source>
        <translation>posviz ne connaît pas ce type de modèle&#xa0;: config.json n’a pas de model_type, ses architectures sont {architectures} et ses tenseurs comprennent {sample}. Familles connues&#xa0;: {known}.</translation>
    </message>
    <message>
        <source>config.json names no model_type; posviz read it as {family} from its architecture name {architecture}.</source>
        <translation>config.json n’indique pas de model_type&#xa0;; posviz l’a lu comme {family} d’après son nom d’architecture {architecture}.</translation>
    </message>
    <message>
        <source>config.json names no model_type or known architecture; posviz read it as {family} from its tensor names ({tensor}).</source>
        <translation>config.json n’indique ni model_type ni architecture connue&#xa0;; posviz l’a lu comme {family} d’après les noms de ses tenseurs ({tensor}).</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>posviz lecture state (*.posviz);;All files (*)</source>
        <translation>État de cours posviz (*.posviz);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tableau CSV (*.csv)</translation>
    </message>
    <message>
        <source>NumPy array (*.npy)</source>
        <translation>Tableau NumPy (*.npy)</translation>
    </message>
    <message>
        <source>PNG at 2× (for slides)…</source>
        <translation>PNG à 2× (pour diapositives)…</translation>
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
        <translation>Tableau CSV…</translation>
    </message>
    <message>
        <source>NumPy .npy…</source>
        <translation>NumPy .npy…</translation>
    </message>
    <message>
        <source>&amp;Open lecture state…</source>
        <translation>Ou&amp;vrir un état de cours…</translation>
    </message>
    <message>
        <source>&amp;Save lecture state</source>
        <translation>&amp;Enregistrer l’état de cours</translation>
    </message>
    <message>
        <source>Save lecture state &amp;as…</source>
        <translation>Enregistrer l’état de cours &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Add this view as the next prepared sentence</source>
        <translation>&amp;Ajouter cette vue comme phrase préparée suivante</translation>
    </message>
    <message>
        <source>&amp;Remove this prepared sentence</source>
        <translation>&amp;Retirer cette phrase préparée</translation>
    </message>
    <message>
        <source>Lesson page…</source>
        <translation>Page de la leçon…</translation>
    </message>
    <message>
        <source>&amp;Record…</source>
        <translation>En&amp;registrer une vidéo…</translation>
    </message>
    <message>
        <source>&amp;Prepared sentences</source>
        <translation>&amp;Phrases préparées</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>Copy the picture</source>
        <translation>Copier l’image</translation>
    </message>
    <message>
        <source>Open a lecture state</source>
        <translation>Ouvrir un état de cours</translation>
    </message>
    <message>
        <source>Cannot open the lecture state</source>
        <translation>Impossible d’ouvrir l’état de cours</translation>
    </message>
    <message>
        <source>{reason}

Nothing was changed.</source>
        <translation>{reason}

Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Opened {name}: prepared sentence {number} of {count}</source>
        <translation>{name} ouvert&#xa0;: phrase préparée {number} sur {count}</translation>
    </message>
    <message>
        <source>Save the lecture state</source>
        <translation>Enregistrer l’état de cours</translation>
    </message>
    <message>
        <source>Cannot save the lecture state</source>
        <translation>Impossible d’enregistrer l’état de cours</translation>
    </message>
    <message>
        <source>{reason}

Nothing was overwritten; choose another place.</source>
        <translation>{reason}

Rien n’a été écrasé&#xa0;; choisissez un autre emplacement.</translation>
    </message>
    <message>
        <source>Saved the lecture state to {path}</source>
        <translation>État de cours enregistré dans {path}</translation>
    </message>
    <message>
        <source>Export: {panel}</source>
        <translation>Exporter&#xa0;: {panel}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’export</translation>
    </message>
    <message>
        <source>{reason}

No file was changed.</source>
        <translation>{reason}

Aucun fichier n’a été modifié.</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Exporté vers {path}</translation>
    </message>
</context>
<context>
    <name>FocusRingText</name>
    <message>
        <source>Focus ring</source>
        <translation>Anneau de focus</translation>
    </message>
    <message>
        <source>Marks the control that has the keyboard</source>
        <translation>Marque le contrôle qui a le clavier</translation>
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
    <name>HelpText</name>
    <message>
        <source>Text becomes token ids</source>
        <translation>Le texte devient des ids de jetons</translation>
    </message>
    <message>
        <source>the tokenizer cuts the sentence into tokens and gives each an id; an id is only a row number of the table E, not a quantity.</source>
        <translation>le tokeniseur découpe la phrase en jetons et donne un id à chacun&#xa0;; un id n’est qu’un numéro de ligne de la table E, pas une quantité.</translation>
    </message>
    <message>
        <source>An id picks a row of E</source>
        <translation>Un id choisit une ligne de E</translation>
    </message>
    <message>
        <source>E has one learned row per token of the vocabulary (|V| × d_model). A sentence of L tokens reads L rows: L × d_model, however large the vocabulary.</source>
        <translation>E a une ligne apprise par jeton du vocabulaire (|V| × d_model). Une phrase de L jetons lit L lignes&#xa0;: L × d_model, quelle que soit la taille du vocabulaire.</translation>
    </message>
    <message>
        <source>Order is invisible without positions</source>
        <translation>Sans positions, l’ordre est invisible</translation>
    </message>
    <message>
        <source>attention looks at all tokens at once; without position vectors &apos;the dog bit the man&apos; and &apos;the man bit the dog&apos; give the same rows, only reordered (the Word order tab).</source>
        <translation>l’attention regarde tous les jetons à la fois&#xa0;; sans vecteurs de position, &apos;the dog bit the man&apos; et &apos;the man bit the dog&apos; donnent les mêmes lignes, seulement réordonnées (onglet Ordre des mots).</translation>
    </message>
    <message>
        <source>A vector for each position</source>
        <translation>Un vecteur pour chaque position</translation>
    </message>
    <message>
        <source>the paper&apos;s sinusoids (sin and cos at frequencies base^(-2k/d)), a learned table (GPT-2, BERT), or no vector at all: RoPE rotates queries and keys, ALiBi biases attention scores (Deeper ideas).</source>
        <translation>les sinusoïdes de l’article (sin et cos aux fréquences base^(-2k/d)), une table apprise (GPT-2, BERT) ou aucun vecteur&#xa0;: RoPE fait tourner requêtes et clés, ALiBi biaise les scores d’attention (Pour aller plus loin).</translation>
    </message>
    <message>
        <source>Add them: Z</source>
        <translation>Les additionner&#xa0;: Z</translation>
    </message>
    <message>
        <source>each token&apos;s row plus its position&apos;s vector, number by number, is one row of Z (L × d_model), the matrix the first transformer block reads.</source>
        <translation>la ligne de chaque jeton plus le vecteur de sa position, nombre par nombre, forme une ligne de Z (L × d_model), la matrice que lit le premier bloc du transformer.</translation>
    </message>
    <message>
        <source>Check yourself</source>
        <translation>Vérifiez-vous</translation>
    </message>
    <message>
        <source>the Quiz explains every answer; Practice has you write the table and Z in numpy, checked against hidden cases.</source>
        <translation>le Quiz explique chaque réponse&#xa0;; l’Exercice vous fait écrire la table et Z en numpy, vérifiés sur des cas cachés.</translation>
    </message>
    <message>
        <source>the system&apos;s settings store (registry on Windows, defaults on macOS)</source>
        <translation>le magasin de réglages du système (registre sous Windows, defaults sous macOS)</translation>
    </message>
    <message>
        <source>Settings (theme, zoom, colour map, last sentence, window)</source>
        <translation>Réglages (thème, zoom, palette, dernière phrase, fenêtre)</translation>
    </message>
    <message>
        <source>Autosave of the lecture state (restored at start)</source>
        <translation>Sauvegarde automatique de l’état de cours (restaurée au démarrage)</translation>
    </message>
    <message>
        <source>Practice drafts and progress</source>
        <translation>Brouillons et progression des exercices</translation>
    </message>
    <message>
        <source>Other data (set-aside damaged files, recent models)</source>
        <translation>Autres données (fichiers endommagés mis de côté, modèles récents)</translation>
    </message>
    <message>
        <source>Lecture files (.posviz) and exports</source>
        <translation>Fichiers de cours (.posviz) et exports</translation>
    </message>
    <message>
        <source>where you choose; the first dialog opens in {folder}</source>
        <translation>où vous le choisissez&#xa0;; la première boîte de dialogue s’ouvre dans {folder}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;: {text}</source>
        <comment>a lesson and what it teaches</comment>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&#xa0;: {text}</translation>
    </message>
    <message>
        <source>What posviz teaches</source>
        <translation>Ce qu’enseigne posviz</translation>
    </message>
    <message>
        <source>Where posviz keeps its files</source>
        <translation>Où posviz range ses fichiers</translation>
    </message>
    <message>
        <source>Welcome to posviz</source>
        <translation>Bienvenue dans posviz</translation>
    </message>
    <message>
        <source>Welcome to posviz: see how a transformer turns text into the matrix Z its first block reads.</source>
        <translation>Bienvenue dans posviz&#xa0;: voyez comment un transformer change un texte en la matrice Z que lit son premier bloc.</translation>
    </message>
    <message>
        <source>Welcome to posviz. Three ways in:</source>
        <translation>Bienvenue dans posviz. Trois façons d’entrer&#xa0;:</translation>
    </message>
    <message>
        <source>▶ The walkthrough (F6)</source>
        <translation>▶ La visite guidée (F6)</translation>
    </message>
    <message>
        <source>Five steps, from text to Z. Right, Space or Page Down moves on; Esc leaves.</source>
        <translation>Cinq étapes, du texte à Z. Droite, Espace ou Page suivante avance&#xa0;; Échap quitte.</translation>
    </message>
    <message>
        <source>✎ Type a sentence</source>
        <translation>✎ Saisir une phrase</translation>
    </message>
    <message>
        <source>Puts the cursor in the sentence box: every panel follows what you type.</source>
        <translation>Place le curseur dans la zone de phrase&#xa0;: chaque panneau suit ce que vous tapez.</translation>
    </message>
    <message>
        <source>Open a real model (Ctrl+O)</source>
        <translation>Ouvrir un vrai modèle (Ctrl+O)</translation>
    </message>
    <message>
        <source>GPT-2, BERT, Llama and others from a folder or the local Hugging Face cache (offline; needs pip install &apos;posviz[real]&apos;).</source>
        <translation>GPT-2, BERT, Llama et d’autres depuis un dossier ou le cache Hugging Face local (hors ligne&#xa0;; nécessite pip install &apos;posviz[real]&apos;).</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Closes this welcome. Help → Welcome brings it back.</source>
        <translation>Ferme cet accueil. Aide → Bienvenue le fait revenir.</translation>
    </message>
    <message>
        <source>Keys: Tab moves between controls · F1 lists every key · F5 presentation mode · Ctrl+= / Ctrl+- zoom · Esc leaves a mode. Shown once; Help → Welcome brings it back.</source>
        <translation>Touches&#xa0;: Tab passe d’un contrôle à l’autre · F1 liste toutes les touches · F5 mode présentation · Ctrl+= / Ctrl+- zoom · Échap quitte un mode. Affiché une fois&#xa0;; Aide → Bienvenue le fait revenir.</translation>
    </message>
    <message>
        <source>F1 lists every key.</source>
        <translation>F1 liste toutes les touches.</translation>
    </message>
    <message>
        <source>&amp;Welcome and the three ways in</source>
        <translation>&amp;Bienvenue et les trois façons d’entrer</translation>
    </message>
    <message>
        <source>What the &amp;lessons cover</source>
        <translation>Ce que couvrent les &amp;leçons</translation>
    </message>
    <message>
        <source>Words on the &amp;screen</source>
        <translation>Mots à l’é&amp;cran</translation>
    </message>
    <message>
        <source>Where &amp;files are kept</source>
        <translation>Où sont rangés les &amp;fichiers</translation>
    </message>
    <message>
        <source>&amp;About posviz</source>
        <translation>À &amp;propos de posviz</translation>
    </message>
    <message>
        <source>What the lessons cover</source>
        <translation>Ce que couvrent les leçons</translation>
    </message>
    <message>
        <source>Words on the screen</source>
        <translation>Mots à l’écran</translation>
    </message>
    <message>
        <source>About posviz</source>
        <translation>À propos de posviz</translation>
    </message>
</context>
<context>
    <name>InputLayerText</name>
    <message>
        <source>token</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>token + position</source>
        <translation>jeton + position</translation>
    </message>
    <message>
        <source>The model reads at most {length} tokens: the first {length} of the text&apos;s {total} are shown, the rest were cut.</source>
        <translation>Le modèle lit au plus {length} jetons&#xa0;: les {length} premiers des {total} jetons du texte sont montrés, le reste a été coupé.</translation>
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
    <name>LayerSettingsText</name>
    <message>
        <source>settings must be a JSON object</source>
        <translation>les réglages doivent être un objet JSON</translation>
    </message>
    <message>
        <source>unknown setting(s): {names}</source>
        <translation>réglage(s) inconnu(s)&#xa0;: {names}</translation>
    </message>
    <message>
        <source>{model} places tokens with its own positions ({own}); go back to the toy model to try another scheme</source>
        <translation>{model} place les jetons avec ses propres positions ({own})&#xa0;; revenez au modèle jouet pour essayer un autre schéma</translation>
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
    <name>LectureFile</name>
    <message>
        <source>&apos;word_order&apos; must be a list of at most {count} positions</source>
        <translation>&apos;word_order&apos; doit être une liste d’au plus {count} positions</translation>
    </message>
    <message>
        <source>its sentence has {count} characters (at most {limit})</source>
        <translation>sa phrase a {count} caractères (au plus {limit})</translation>
    </message>
    <message>
        <source>its notes have {count} characters (at most {limit})</source>
        <translation>ses notes ont {count} caractères (au plus {limit})</translation>
    </message>
    <message>
        <source>it would be {size} MB, and lecture files are at most {limit} MB (so it could not be opened again): remove some prepared sentences or shorten them</source>
        <translation>il ferait {size} Mo, et les fichiers de cours font au plus {limit} Mo (il ne pourrait pas être rouvert)&#xa0;: retirez des phrases préparées ou raccourcissez-les</translation>
    </message>
    <message>
        <source>it could not be opened again ({reason})</source>
        <translation>il ne pourrait pas être rouvert ({reason})</translation>
    </message>
    <message>
        <source>its JSON is nested too deeply to be a lecture state</source>
        <translation>son JSON est trop imbriqué pour être un état de cours</translation>
    </message>
    <message>
        <source>&apos;slides&apos; must be a non-empty list of slides</source>
        <translation>&apos;slides&apos; doit être une liste non vide de diapositives</translation>
    </message>
    <message>
        <source>it has {count} slides; at most {limit} are allowed</source>
        <translation>il a {count} diapositives&#xa0;; au plus {limit} sont permises</translation>
    </message>
    <message>
        <source>slide {number}: {reason}</source>
        <translation>diapositive {number}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>&apos;extra&apos; must be a JSON object</source>
        <translation>&apos;extra&apos; doit être un objet JSON</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({reason})</source>
        <translation>{file}&#xa0;: illisible ({reason})</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>it is not a text file (not UTF-8), so it is not a lecture state</source>
        <translation>ce n’est pas un fichier texte (pas en UTF-8), donc pas un état de cours</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (the file holds a JSON {kind}, not an object)</source>
        <translation>ce n’est pas un état de cours posviz (le fichier contient un JSON de type {kind}, pas un objet)</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (its format is {found}; expected {expected})</source>
        <translation>ce n’est pas un état de cours posviz (son format est {found}&#xa0;; attendu&#xa0;: {expected})</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (it has no &apos;format&apos; field; expected {expected})</source>
        <translation>ce n’est pas un état de cours posviz (il n’a pas de champ &apos;format&apos;&#xa0;; attendu&#xa0;: {expected})</translation>
    </message>
    <message>
        <source>its &apos;version&apos; must be a whole number from 1, got {value}</source>
        <translation>sa &apos;version&apos; doit être un nombre entier à partir de 1, reçu&#xa0;: {value}</translation>
    </message>
    <message>
        <source>it was written by a newer posviz (format version {version}; this one reads up to {newest}): update posviz to open it</source>
        <translation>il a été écrit par un posviz plus récent (version de format {version}&#xa0;; celui-ci lit jusqu’à {newest})&#xa0;: mettez posviz à jour pour l’ouvrir</translation>
    </message>
    <message>
        <source>{what} must be a JSON object, got a {kind}</source>
        <translation>{what} doit être un objet JSON, reçu&#xa0;: {kind}</translation>
    </message>
    <message>
        <source>{what} has unknown field(s): {names}</source>
        <translation>{what} a des champs inconnus&#xa0;: {names}</translation>
    </message>
    <message>
        <source>{what} lacks the field(s): {names}</source>
        <translation>il manque à {what} les champs&#xa0;: {names}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} doit être un nombre entier, reçu&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, got {value}</source>
        <translation>{name} doit être entre {low} et {high}, reçu&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{name} must be a number, got {value}</source>
        <translation>{name} doit être un nombre, reçu&#xa0;: {value}</translation>
    </message>
</context>
<context>
    <name>LectureText</name>
    <message>
        <source>notes have at most {limit} characters; these have {count}</source>
        <translation>les notes ont au plus {limit} caractères&#xa0;; celles-ci en ont {count}</translation>
    </message>
    <message>
        <source>Cannot show prepared sentence {number}: {reason}</source>
        <translation>Impossible d’afficher la phrase préparée {number}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}: “{sentence}”</source>
        <translation>Phrase préparée {number} sur {count}&#xa0;: «&#xa0;{sentence}&#xa0;»</translation>
    </message>
    <message>
        <source>Cannot add a prepared sentence: {reason}</source>
        <translation>Impossible d’ajouter une phrase préparée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Added as prepared sentence {number} of {count}</source>
        <translation>Ajoutée comme phrase préparée {number} sur {count}</translation>
    </message>
    <message>
        <source>Removed; now prepared sentence {number} of {count}</source>
        <translation>Retirée&#xa0;; maintenant phrase préparée {number} sur {count}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The autosave&apos;s place held {kind}, not posviz&apos;s own file; it was renamed to {name} and a new autosave written.</source>
        <translation>L’emplacement de la sauvegarde automatique contenait {kind}, pas le fichier de posviz&#xa0;; il a été renommé en {name} et une nouvelle sauvegarde écrite.</translation>
    </message>
    <message>
        <source>Restored the lecture state saved when posviz last ran.</source>
        <translation>L’état de cours enregistré lors de la dernière exécution de posviz a été restauré.</translation>
    </message>
    <message>
        <source>Changes not saved: {reason}</source>
        <translation>Modifications non enregistrées&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{reason}

This note stays until a save succeeds.</source>
        <translation>{reason}

Cette note reste jusqu’à ce qu’un enregistrement réussisse.</translation>
    </message>
    <message>
        <source>could not rename it ({reason}); autosaving to {name}</source>
        <translation>impossible de le renommer ({reason})&#xa0;; sauvegarde automatique dans {name}</translation>
    </message>
    <message>
        <source>kept it as {name}</source>
        <translation>conservé sous le nom {name}</translation>
    </message>
    <message>
        <source>The autosave could not be restored ({reason}); {kept}. Started from the defaults.</source>
        <translation>La sauvegarde automatique n’a pas pu être restaurée ({reason})&#xa0;; {kept}. Démarrage avec les réglages par défaut.</translation>
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
    <name>LessonQuiz</name>
    <message>
        <source>Check your understanding: tokens, embeddings and positions</source>
        <translation>Vérifiez vos acquis&#xa0;: jetons, plongements et positions</translation>
    </message>
    <message>
        <source>Attention compares every token with every other token. Why does the transformer need position information added to its input at all?</source>
        <translation>L’attention compare chaque jeton à tous les autres. Pourquoi le transformer a-t-il besoin qu’on ajoute une information de position à son entrée&#xa0;?</translation>
    </message>
    <message>
        <source>Token ids already say where each word sits; position vectors only make the lookup faster.</source>
        <translation>Les id des jetons disent déjà où se trouve chaque mot&#xa0;; les vecteurs de position ne font qu’accélérer la recherche.</translation>
    </message>
    <message>
        <source>An id is a row number in the vocabulary, not a place in the sentence: &quot;the&quot; is id 0 at the start and at the end of &quot;the dog bit the man&quot;.</source>
        <translation>Un id est un numéro de ligne du vocabulaire, pas une place dans la phrase&#xa0;: «&#xa0;the&#xa0;» a l’id 0 au début comme à la fin de «&#xa0;the dog bit the man&#xa0;».</translation>
    </message>
    <message>
        <source>On its own, attention treats the input as a set of vectors: move a word and its vector moves with it unchanged, so word order is invisible.</source>
        <translation>À elle seule, l’attention traite l’entrée comme un ensemble de vecteurs&#xa0;: déplacez un mot et son vecteur le suit sans changer, donc l’ordre des mots est invisible.</translation>
    </message>
    <message>
        <source>Without positions, &quot;the dog bit the man&quot; and &quot;the man bit the dog&quot; give the same rows in a different order, and attention cannot tell who bit whom. Adding a vector per position breaks that symmetry.</source>
        <translation>Sans positions, «&#xa0;the dog bit the man&#xa0;» et «&#xa0;the man bit the dog&#xa0;» donnent les mêmes lignes dans un autre ordre, et l’attention ne peut pas savoir qui a mordu qui. Ajouter un vecteur par position brise cette symétrie.</translation>
    </message>
    <message>
        <source>To make each token&apos;s vector wider so it can hold more meaning.</source>
        <translation>Pour élargir le vecteur de chaque jeton afin qu’il contienne plus de sens.</translation>
    </message>
    <message>
        <source>The position vector is added, not appended: the width stays d_model. It adds information about place, not room for meaning.</source>
        <translation>Le vecteur de position est additionné, pas accolé&#xa0;: la largeur reste d_model. Il apporte une information de place, pas de la place pour le sens.</translation>
    </message>
    <message>
        <source>Because the embedding table stores the words in the order they appear in the sentence.</source>
        <translation>Parce que la table de plongements range les mots dans l’ordre où ils apparaissent dans la phrase.</translation>
    </message>
    <message>
        <source>The table is ordered by the vocabulary and is the same for every sentence. Nothing in it knows about any particular sentence.</source>
        <translation>La table est ordonnée selon le vocabulaire et elle est la même pour toutes les phrases. Rien en elle ne connaît une phrase particulière.</translation>
    </message>
    <message>
        <source>Turn positions off and look at Z for &quot;the man bit the dog&quot;: each row is just its word&apos;s table row.</source>
        <translation>Désactivez les positions et regardez Z pour «&#xa0;the man bit the dog&#xa0;»&#xa0;: chaque ligne n’est que la ligne de table de son mot.</translation>
    </message>
    <message>
        <source>The 2017 paper used a vocabulary of about 37,000 tokens and d_model = 512. A document of 100,000 tokens goes through the embedding lookup. What shape comes out?</source>
        <translation>L’article de 2017 utilisait un vocabulaire d’environ 37&#xa0;000 jetons et d_model = 512. Un document de 100&#xa0;000 jetons passe par la recherche des plongements. Quelle forme en sort&#xa0;?</translation>
    </message>
    <message>
        <source>37,000 x 512</source>
        <translation>37&#xa0;000 x 512</translation>
    </message>
    <message>
        <source>That is the embedding table E itself. Its size depends on the vocabulary only; it does not change with the input.</source>
        <translation>C’est la table de plongements E elle-même. Sa taille ne dépend que du vocabulaire&#xa0;; elle ne change pas avec l’entrée.</translation>
    </message>
    <message>
        <source>100,000 x 37,000</source>
        <translation>100&#xa0;000 x 37&#xa0;000</translation>
    </message>
    <message>
        <source>That would be a stack of one-hot vectors, one |V|-wide row per token. The lookup reads rows of E instead and never builds it.</source>
        <translation>Ce serait une pile de vecteurs one-hot, une ligne de largeur |V| par jeton. La recherche lit plutôt des lignes de E et ne construit jamais cette pile.</translation>
    </message>
    <message>
        <source>100,000 separate copies of the 37,000 x 512 table</source>
        <translation>100&#xa0;000 copies distinctes de la table de 37&#xa0;000 x 512</translation>
    </message>
    <message>
        <source>Each token reads a single row of the table; the table itself is never copied.</source>
        <translation>Chaque jeton lit une seule ligne de la table&#xa0;; la table elle-même n’est jamais copiée.</translation>
    </message>
    <message>
        <source>100,000 x 512</source>
        <translation>100&#xa0;000 x 512</translation>
    </message>
    <message>
        <source>One row of width d = 512 is looked up per token, so the result is L x d. The length L and the width d are independent dials, and the table stays |V| x d.</source>
        <translation>Une ligne de largeur d = 512 est lue par jeton, le résultat est donc L x d. La longueur L et la largeur d sont des réglages indépendants, et la table reste |V| x d.</translation>
    </message>
    <message>
        <source>Seven tokens, a ten-row table: Z has one row per token, the table keeps its ten rows.</source>
        <translation>Sept jetons, une table de dix lignes&#xa0;: Z a une ligne par jeton, la table garde ses dix lignes.</translation>
    </message>
    <message>
        <source>In the lesson&apos;s sense of the words, what separates an encoding from an embedding?</source>
        <translation>Au sens de la leçon, qu’est-ce qui distingue un encodage d’un plongement&#xa0;?</translation>
    </message>
    <message>
        <source>Encodings feed the queries and keys; embeddings feed the values.</source>
        <translation>Les encodages alimentent les requêtes et les clés&#xa0;; les plongements, les valeurs.</translation>
    </message>
    <message>
        <source>Both sit in the same slot, the input to the first block. Queries, keys and values are computed later from that input by separate linear maps.</source>
        <translation>Les deux occupent la même place, l’entrée du premier bloc. Requêtes, clés et valeurs sont calculées ensuite à partir de cette entrée par des applications linéaires distinctes.</translation>
    </message>
    <message>
        <source>An encoding is any way of turning something into numbers (one-hot, ASCII, the sin/cos formula); an embedding is a learned, dense, narrow one in which closeness carries meaning.</source>
        <translation>Un encodage est toute façon de transformer quelque chose en nombres (one-hot, ASCII, la formule sin/cos)&#xa0;; un plongement est un encodage appris, dense et étroit, où la proximité porte du sens.</translation>
    </message>
    <message>
        <source>The paper says &quot;positional encoding&quot; because its vectors come from a fixed formula; nobody trained them. A learned position table, as in GPT-2, is usually called a position embedding.</source>
        <translation>L’article dit «&#xa0;positional encoding&#xa0;» parce que ses vecteurs viennent d’une formule fixe&#xa0;; personne ne les a entraînés. Une table de positions apprise, comme dans GPT-2, s’appelle en général un plongement de position.</translation>
    </message>
    <message>
        <source>An embedding is calculated from the token id by a formula, like a hash; an encoding is looked up in a table.</source>
        <translation>Un plongement se calcule à partir de l’id du jeton par une formule, comme un hachage&#xa0;; un encodage se lit dans une table.</translation>
    </message>
    <message>
        <source>It is the other way round for tokens: an embedding is a lookup of a learned row. Nobody writes down a formula for what goes into E.</source>
        <translation>C’est l’inverse pour les jetons&#xa0;: un plongement est la lecture d’une ligne apprise. Personne n’écrit de formule pour ce qui se trouve dans E.</translation>
    </message>
    <message>
        <source>Nothing: the two words are exact synonyms.</source>
        <translation>Rien&#xa0;: les deux mots sont des synonymes exacts.</translation>
    </message>
    <message>
        <source>People do mix them up, but the distinction is useful: one-hot is an encoding with no notion of similarity, a learned embedding places similar tokens close together.</source>
        <translation>On les confond souvent, mais la distinction est utile&#xa0;: le one-hot est un encodage sans notion de ressemblance, un plongement appris rapproche les jetons semblables.</translation>
    </message>
    <message>
        <source>The sinusoidal heatmap is computed from a formula (an encoding); the embedding table stands for learned rows (an embedding; this toy&apos;s rows were set by hand, a real model trains them).</source>
        <translation>La carte de chaleur sinusoïdale est calculée par une formule (un encodage)&#xa0;; la table de plongements représente des lignes apprises (un plongement&#xa0;; les lignes de ce modèle jouet ont été fixées à la main, un vrai modèle les entraîne).</translation>
    </message>
    <message>
        <source>The original transformer adds each position vector to its token vector instead of placing the two side by side. What does adding give?</source>
        <translation>Le transformer d’origine additionne chaque vecteur de position à son vecteur de jeton au lieu de les placer côte à côte. Qu’apporte l’addition&#xa0;?</translation>
    </message>
    <message>
        <source>It keeps token and position in separate columns, so they never interfere.</source>
        <translation>Elle garde jeton et position dans des colonnes séparées, pour qu’ils n’interfèrent jamais.</translation>
    </message>
    <message>
        <source>That describes concatenation. Addition mixes both into the same numbers; the network learns to read both out of one vector.</source>
        <translation>Cela décrit la concaténation. L’addition mélange les deux dans les mêmes nombres&#xa0;; le réseau apprend à lire les deux dans un seul vecteur.</translation>
    </message>
    <message>
        <source>It makes the result independent of position, so the word&apos;s meaning is kept exactly.</source>
        <translation>Elle rend le résultat indépendant de la position, si bien que le sens du mot est gardé exactement.</translation>
    </message>
    <message>
        <source>The sum does depend on position: &quot;the&quot; at position 0 and &quot;the&quot; at position 3 become different rows of Z. That is the whole point.</source>
        <translation>La somme dépend bien de la position&#xa0;: «&#xa0;the&#xa0;» en position 0 et «&#xa0;the&#xa0;» en position 3 deviennent des lignes différentes de Z. C’est tout l’intérêt.</translation>
    </message>
    <message>
        <source>Z keeps the width d_model, so every later layer sees a single stream of the same width carrying both what and where, with no extra parameters.</source>
        <translation>Z garde la largeur d_model, donc chaque couche suivante voit un seul flux de même largeur qui porte à la fois le quoi et le où, sans paramètre supplémentaire.</translation>
    </message>
    <message>
        <source>Concatenating would widen every row and every weight matrix that reads it. Adding keeps one stream of width d, in which both signals live.</source>
        <translation>Concaténer élargirait chaque ligne et chaque matrice de poids qui la lit. L’addition garde un seul flux de largeur d, où vivent les deux signaux.</translation>
    </message>
    <message>
        <source>Concatenation is impossible because token and position vectors have different widths.</source>
        <translation>La concaténation est impossible, car les vecteurs de jeton et de position ont des largeurs différentes.</translation>
    </message>
    <message>
        <source>Concatenation works for any widths; it would simply produce a wider vector. Addition is what needs equal widths, which is why position vectors are d_model wide.</source>
        <translation>La concaténation marche avec n’importe quelles largeurs&#xa0;; elle donnerait simplement un vecteur plus large. C’est l’addition qui exige des largeurs égales, d’où des vecteurs de position de largeur d_model.</translation>
    </message>
    <message>
        <source>The addition panel: &quot;dog&quot;&apos;s row plus position 1&apos;s row gives one row of Z, still six numbers wide.</source>
        <translation>Le panneau de l’addition&#xa0;: la ligne de «&#xa0;dog&#xa0;» plus celle de la position 1 donne une ligne de Z, toujours large de six nombres.</translation>
    </message>
    <message>
        <source>A model was trained on sequences of at most 512 tokens and now receives 600. Which statement is true?</source>
        <translation>Un modèle a été entraîné sur des séquences d’au plus 512 jetons et en reçoit maintenant 600. Quelle affirmation est vraie&#xa0;?</translation>
    </message>
    <message>
        <source>A learned position table simply grows new rows when a longer input arrives.</source>
        <translation>Une table de positions apprise se dote simplement de nouvelles lignes quand une entrée plus longue arrive.</translation>
    </message>
    <message>
        <source>A learned table has a fixed number of trained rows (BERT: 512, GPT-2: 1,024). Past its end there is no vector to add.</source>
        <translation>Une table apprise a un nombre fixe de lignes entraînées (BERT&#xa0;: 512, GPT-2&#xa0;: 1&#xa0;024). Au-delà de sa fin, il n’y a aucun vecteur à ajouter.</translation>
    </message>
    <message>
        <source>Sinusoidal encodings stop at the training length too, exactly like a learned table.</source>
        <translation>Les encodages sinusoïdaux s’arrêtent eux aussi à la longueur d’entraînement, exactement comme une table apprise.</translation>
    </message>
    <message>
        <source>The sin/cos formula can be evaluated at any position: position 600 or 600,000 gets a vector. What the model does with a position it never saw is another question.</source>
        <translation>La formule sin/cos peut être évaluée à n’importe quelle position&#xa0;: la position 600 ou 600&#xa0;000 reçoit un vecteur. Ce que le modèle fait d’une position jamais vue est une autre question.</translation>
    </message>
    <message>
        <source>Sinusoidal encodings have 512 x d_model trainable parameters.</source>
        <translation>Les encodages sinusoïdaux ont 512 x d_model paramètres entraînables.</translation>
    </message>
    <message>
        <source>A formula has no trainable parameters. The learned table is the scheme with max_len x d_model parameters.</source>
        <translation>Une formule n’a aucun paramètre entraînable. C’est la table apprise qui a max_len x d_model paramètres.</translation>
    </message>
    <message>
        <source>A learned table has no row for positions 512 and beyond; the sinusoidal formula still gives a vector there, which is why it often generalises better to longer inputs.</source>
        <translation>Une table apprise n’a pas de ligne pour les positions 512 et au-delà&#xa0;; la formule sinusoïdale y donne encore un vecteur, c’est pourquoi elle généralise souvent mieux aux entrées plus longues.</translation>
    </message>
    <message>
        <source>Learned rows exist only for the positions seen in training. The formula&apos;s waves continue past the training length, and their shift structure lets the model relate positions it has not seen.</source>
        <translation>Les lignes apprises n’existent que pour les positions vues à l’entraînement. Les ondes de la formule continuent au-delà de la longueur d’entraînement, et leur structure de décalage permet au modèle de relier des positions qu’il n’a jamais vues.</translation>
    </message>
    <message>
        <source>A learned table with exactly five rows: the five-word sentence just fits. Type one more word and see what happens.</source>
        <translation>Une table apprise d’exactement cinq lignes&#xa0;: la phrase de cinq mots tient tout juste. Tapez un mot de plus et voyez ce qui se passe.</translation>
    </message>
    <message>
        <source>What does RoPE (rotary position embedding, used by Llama) change compared with the paper&apos;s sinusoidal scheme?</source>
        <translation>Que change RoPE (rotary position embedding, utilisé par Llama) par rapport au schéma sinusoïdal de l’article&#xa0;?</translation>
    </message>
    <message>
        <source>Nothing is added to the input: Z is just the token rows. Inside attention, each query and key is rotated by an angle that grows with its position, so their dot product depends on how far apart the two tokens are.</source>
        <translation>Rien n’est ajouté à l’entrée&#xa0;: Z n’est fait que des lignes des jetons. Dans l’attention, chaque requête et chaque clé est tournée d’un angle qui croît avec sa position, si bien que leur produit scalaire dépend de la distance entre les deux jetons.</translation>
    </message>
    <message>
        <source>Pair k of dimensions turns by position x base^(-2k/d). Rotating both vectors makes the score depend on the offset between positions, and no table is learned.</source>
        <translation>La paire de dimensions k tourne de position x base^(-2k/d). En tournant les deux vecteurs, le score dépend de l’écart entre positions, et aucune table n’est apprise.</translation>
    </message>
    <message>
        <source>It adds a rotated copy of the sinusoidal vector to each token row.</source>
        <translation>Il ajoute une copie tournée du vecteur sinusoïdal à chaque ligne de jeton.</translation>
    </message>
    <message>
        <source>RoPE adds no vector at all: with RoPE the position vectors in Z are zero. The rotation is applied to queries and keys inside attention.</source>
        <translation>RoPE n’ajoute aucun vecteur&#xa0;: avec RoPE, les vecteurs de position dans Z sont nuls. La rotation s’applique aux requêtes et aux clés dans l’attention.</translation>
    </message>
    <message>
        <source>It learns one rotation matrix per position during training.</source>
        <translation>Il apprend une matrice de rotation par position pendant l’entraînement.</translation>
    </message>
    <message>
        <source>The angles come from a fixed formula, base^(-2k/d) per pair; RoPE has no trainable parameters.</source>
        <translation>Les angles viennent d’une formule fixe, base^(-2k/d) par paire&#xa0;; RoPE n’a aucun paramètre entraînable.</translation>
    </message>
    <message>
        <source>It adds a penalty to each attention score that grows with the distance between tokens, with one slope per head.</source>
        <translation>Il ajoute à chaque score d’attention une pénalité qui croît avec la distance entre les jetons, avec une pente par tête.</translation>
    </message>
    <message>
        <source>That is ALiBi (used by BLOOM and MPT). RoPE rotates queries and keys instead of biasing scores.</source>
        <translation>Ça, c’est ALiBi (utilisé par BLOOM et MPT). RoPE tourne les requêtes et les clés au lieu de biaiser les scores.</translation>
    </message>
    <message>
        <source>With RoPE selected, the position vectors are all zero and Z equals the token rows.</source>
        <translation>Avec RoPE choisi, les vecteurs de position sont tous nuls et Z est égal aux lignes des jetons.</translation>
    </message>
    <message>
        <source>What is the one-hot vector of the token &quot;dog&quot;, and why does it say nothing about which words are similar?</source>
        <translation>Quel est le vecteur one-hot du jeton «&#xa0;dog&#xa0;», et pourquoi ne dit-il rien des mots qui se ressemblent&#xa0;?</translation>
    </message>
    <message>
        <source>A d_model-wide row of learned numbers with one large entry.</source>
        <translation>Une ligne de d_model nombres appris avec un grand coefficient.</translation>
    </message>
    <message>
        <source>That describes a dense embedding row. A one-hot vector has |V| entries, one per vocabulary word, and exactly one of them is 1.</source>
        <translation>Cela décrit une ligne de plongement dense. Un vecteur one-hot a |V| coefficients, un par mot du vocabulaire, dont exactement un vaut 1.</translation>
    </message>
    <message>
        <source>A vector with a 1 at the token&apos;s place in the sentence.</source>
        <translation>Un vecteur avec un 1 à la place du jeton dans la phrase.</translation>
    </message>
    <message>
        <source>The 1 sits at the token&apos;s id in the vocabulary, not at its position in the sentence. &quot;dog&quot; has the same one-hot vector wherever it appears.</source>
        <translation>Le 1 se trouve à l’id du jeton dans le vocabulaire, pas à sa position dans la phrase. «&#xa0;dog&#xa0;» a le même vecteur one-hot partout où il apparaît.</translation>
    </message>
    <message>
        <source>It carries similarity: tokens with neighbouring ids share some of their ones.</source>
        <translation>Il porte la ressemblance&#xa0;: des jetons aux id voisins partagent certains de leurs 1.</translation>
    </message>
    <message>
        <source>Ids are arbitrary row numbers and two different one-hots never share a 1. Id 2 is no closer to id 3 than to id 9.</source>
        <translation>Les id sont des numéros de ligne arbitraires et deux one-hot différents ne partagent jamais un 1. L’id 2 n’est pas plus proche de l’id 3 que de l’id 9.</translation>
    </message>
    <message>
        <source>A vector of |V| zeros with a single 1 at dog&apos;s id. Two different one-hots never overlap, so their cosine similarity is 0: &quot;dog&quot; is as far from &quot;cat&quot; as from &quot;bit&quot;.</source>
        <translation>Un vecteur de |V| zéros avec un seul 1 à l’id de «&#xa0;dog&#xa0;». Deux one-hot différents ne se recouvrent jamais, leur similarité cosinus vaut donc 0&#xa0;: «&#xa0;dog&#xa0;» est aussi loin de «&#xa0;cat&#xa0;» que de «&#xa0;bit&#xa0;».</translation>
    </message>
    <message>
        <source>Every pair of distinct one-hots is orthogonal. Only learned rows of E can put &quot;dog&quot; close to &quot;cat&quot; (cosine 0.80 in the lesson&apos;s table).</source>
        <translation>Deux one-hot distincts sont toujours orthogonaux. Seules les lignes apprises de E peuvent rapprocher «&#xa0;dog&#xa0;» de «&#xa0;cat&#xa0;» (cosinus 0,80 dans la table de la leçon).</translation>
    </message>
    <message>
        <source>The embedding table: &quot;dog&quot;&apos;s nearest rows by cosine. A one-hot would give 0 for every other word.</source>
        <translation>La table de plongements&#xa0;: les lignes les plus proches de «&#xa0;dog&#xa0;» par cosinus. Un one-hot donnerait 0 pour tout autre mot.</translation>
    </message>
    <message>
        <source>Where does position information enter the original transformer?</source>
        <translation>Où l’information de position entre-t-elle dans le transformer d’origine&#xa0;?</translation>
    </message>
    <message>
        <source>The position vector is used directly as the query of each token.</source>
        <translation>Le vecteur de position sert directement de requête à chaque jeton.</translation>
    </message>
    <message>
        <source>Position vectors are not queries, keys or values. Those are computed later, by linear maps, from the input that already contains the position.</source>
        <translation>Les vecteurs de position ne sont ni des requêtes, ni des clés, ni des valeurs. Celles-ci sont calculées plus tard, par des applications linéaires, à partir de l’entrée qui contient déjà la position.</translation>
    </message>
    <message>
        <source>It is added to the token vectors before the first block: Z = token rows + position rows, and queries, keys and values are computed from Z afterwards.</source>
        <translation>Il est additionné aux vecteurs des jetons avant le premier bloc&#xa0;: Z = lignes des jetons + lignes de position, et requêtes, clés et valeurs sont calculées ensuite à partir de Z.</translation>
    </message>
    <message>
        <source>By the time attention runs, every row already says both which token and where. The position signal is not a separate input to attention.</source>
        <translation>Quand l’attention s’exécute, chaque ligne dit déjà quel jeton et où. Le signal de position n’est pas une entrée séparée de l’attention.</translation>
    </message>
    <message>
        <source>It is added to the output of the last layer only.</source>
        <translation>Il est additionné seulement à la sortie de la dernière couche.</translation>
    </message>
    <message>
        <source>By then attention has already mixed the rows without knowing their order. Position must go in before the first attention layer.</source>
        <translation>À ce stade, l’attention a déjà mélangé les lignes sans connaître leur ordre. La position doit entrer avant la première couche d’attention.</translation>
    </message>
    <message>
        <source>It is stored inside the token id, e.g. id 312 at position 4 becomes id 3124.</source>
        <translation>Elle est stockée dans l’id du jeton&#xa0;: par exemple, l’id 312 en position 4 devient l’id 3124.</translation>
    </message>
    <message>
        <source>Ids only pick rows of E. Position arrives as a separate vector of width d_model that is added to the looked-up row.</source>
        <translation>Les id ne font que choisir des lignes de E. La position arrive comme un vecteur à part, de largeur d_model, additionné à la ligne lue.</translation>
    </message>
    <message>
        <source>Z, the input to layer 1: each row is a token row plus its position row.</source>
        <translation>Z, l’entrée de la couche 1&#xa0;: chaque ligne est une ligne de jeton plus sa ligne de position.</translation>
    </message>
</context>
<context>
    <name>LimitsText</name>
    <message>
        <source>the text is {length} characters long; posviz encodes at most {most}, so the last sentence that fitted is still shown</source>
        <translation>le texte fait {length} caractères&#xa0;; posviz en encode au plus {most}, donc la dernière phrase qui tenait reste affichée</translation>
    </message>
    <message>
        <source>Z would be {tokens} tokens × {width} = {values} numbers, more than the {most} shown at once; use a shorter text or a smaller d_model</source>
        <translation>Z aurait {tokens} jetons × {width} = {values} nombres, plus que les {most} affichés à la fois&#xa0;; prenez un texte plus court ou un d_model plus petit</translation>
    </message>
    <message>
        <source>1 character that no file can hold (lone UTF-16 surrogates) was replaced by �, so the text can be saved</source>
        <translation>1 caractère qu’aucun fichier ne peut contenir (substituts UTF-16 isolés) a été remplacé par �, pour que le texte puisse être enregistré</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved</source>
        <translation>
            <numerusform>%Ln caractère qu’aucun fichier ne peut contenir (substituts UTF-16 isolés) a été remplacé par �, pour que le texte puisse être enregistré</numerusform>
            <numerusform>%Ln caractères qu’aucun fichier ne peut contenir (substituts UTF-16 isolés) ont été remplacés par �, pour que le texte puisse être enregistré</numerusform>
        </translation>
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
    <name>MainMenus</name>
    <message>
        <source>Blue – white – red (CET-D1)</source>
        <translation>Bleu – blanc – rouge (CET-D1)</translation>
    </message>
    <message>
        <source>Colour-blind safe: blue – yellow (CET-CBD1)</source>
        <translation>Adapté au daltonisme&#xa0;: bleu – jaune (CET-CBD1)</translation>
    </message>
    <message>
        <source>Colour-blind safe: tritanopia (CET-CBTD1)</source>
        <translation>Adapté au daltonisme&#xa0;: tritanopie (CET-CBTD1)</translation>
    </message>
    <message>
        <source>Presenting with a clicker</source>
        <translation>Présenter avec une télécommande</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>Full screen, no menus; Esc leaves (F5)</source>
        <translation>Plein écran, sans menus&#xa0;; Échap quitte (F5)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Colour map</source>
        <translation>&amp;Palette de couleurs</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>&amp;Réduire les animations</translation>
    </message>
    <message>
        <source>&amp;Presenting with a clicker…</source>
        <translation>&amp;Présenter avec une télécommande…</translation>
    </message>
    <message>
        <source>posviz keys</source>
        <translation>Touches de posviz</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Ce qu’elles font</translation>
    </message>
</context>
<context>
    <name>MainWindowText</name>
    <message>
        <source>posviz: how a transformer&apos;s input layer is built</source>
        <translation>posviz&#xa0;: comment se construit la couche d’entrée d’un transformer</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Vues</translation>
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
    <name>ModelFolderText</name>
    <message>
        <source>the folder has no {name}: posviz needs it to know {what}</source>
        <translation>le dossier n’a pas de {name}&#xa0;: posviz en a besoin pour connaître {what}</translation>
    </message>
    <message>
        <source>{name} should hold a JSON object</source>
        <translation>{name} devrait contenir un objet JSON</translation>
    </message>
    <message>
        <source>{folder} has no weights: no .safetensors file</source>
        <translation>{folder} n’a pas de poids&#xa0;: aucun fichier .safetensors</translation>
    </message>
    <message>
        <source>posviz reads only safetensors weights, and this folder has {files}: a pickled checkpoint, and loading a pickle runs whatever code it contains, so posviz never opens one. Use the model&apos;s model.safetensors instead (most models publish one).</source>
        <translation>posviz ne lit que des poids safetensors, et ce dossier contient {files}&#xa0;: un checkpoint pickle, et charger un pickle exécute tout code qu’il contient, donc posviz n’en ouvre jamais. Utilisez plutôt le model.safetensors du modèle (la plupart des modèles en publient un).</translation>
    </message>
    <message>
        <source>where each tensor is</source>
        <translation>où se trouve chaque tenseur</translation>
    </message>
    <message>
        <source>{index} has no weight_map</source>
        <translation>{index} n’a pas de weight_map</translation>
    </message>
    <message>
        <source>{index}: every weight_map value must be a file name (text)</source>
        <translation>{index}&#xa0;: chaque valeur de weight_map doit être un nom de fichier (texte)</translation>
    </message>
    <message>
        <source>{index} lists {files}, which the folder does not have (an incomplete download?)</source>
        <translation>{index} liste {files}, que le dossier n’a pas (un téléchargement incomplet&#xa0;?)</translation>
    </message>
    <message>
        <source>{name} is a link that leads outside the model folder (to {target}): posviz reads only the folder&apos;s own files</source>
        <translation>{name} est un lien qui sort du dossier du modèle (vers {target})&#xa0;: posviz ne lit que les fichiers du dossier lui-même</translation>
    </message>
    <message>
        <source>tensor {tensor} is in both {first} and {second}</source>
        <translation>le tenseur {tensor} est à la fois dans {first} et dans {second}</translation>
    </message>
    <message>
        <source>there is no folder {folder}</source>
        <translation>il n’y a pas de dossier {folder}</translation>
    </message>
    <message>
        <source>the model&apos;s family and sizes</source>
        <translation>la famille et les tailles du modèle</translation>
    </message>
    <message>
        <source>the folder has no tokenizer.json: posviz needs the model&apos;s own tokenizer to turn text into its ids (vocab.txt or merges.txt alone are not enough)</source>
        <translation>le dossier n’a pas de tokenizer.json&#xa0;: posviz a besoin du tokeniseur du modèle pour changer le texte en ses ids (vocab.txt ou merges.txt seuls ne suffisent pas)</translation>
    </message>
    <message>
        <source>reading config.json and the weights&apos; headers</source>
        <translation>lecture de config.json et des en-têtes des poids</translation>
    </message>
    <message>
        <source>reading the position and normalisation tensors</source>
        <translation>lecture des tenseurs de position et de normalisation</translation>
    </message>
    <message>
        <source>reading tokenizer.json</source>
        <translation>lecture de tokenizer.json</translation>
    </message>
    <message>
        <source>tokenizer.json has {tokens} tokens but the token table only {rows} rows: they do not belong to the same model</source>
        <translation>tokenizer.json a {tokens} jetons mais la table des jetons seulement {rows} lignes&#xa0;: ils n’appartiennent pas au même modèle</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>{name} ({family}, real weights)</source>
        <translation>{name} ({family}, poids réels)</translation>
    </message>
</context>
<context>
    <name>ModelLoading</name>
    <message>
        <source>reading the folder</source>
        <translation>en lisant le dossier</translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens</source>
        <translation>
            <numerusform>{name} ouvert&#xa0;: {family}, |V| = {vocabulary}, d = {width}, jusqu’à %Ln jeton</numerusform>
            <numerusform>{name} ouvert&#xa0;: {family}, |V| = {vocabulary}, d = {width}, jusqu’à %Ln jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading cancelled: still showing {name}</source>
        <translation>Chargement annulé&#xa0;: {name} reste affiché</translation>
    </message>
    <message>
        <source>&amp;Open model…</source>
        <translation>Ouvrir un &amp;modèle…</translation>
    </message>
    <message>
        <source>Open a model from the local Hugging Face cache or a recent folder (offline)</source>
        <translation>Ouvrir un modèle du cache Hugging Face local ou d’un dossier récent (hors ligne)</translation>
    </message>
    <message>
        <source>Open model &amp;folder…</source>
        <translation>Ouvrir un &amp;dossier de modèle…</translation>
    </message>
    <message>
        <source>Open a real model: a folder with config.json, *.safetensors and tokenizer.json</source>
        <translation>Ouvrir un vrai modèle&#xa0;: un dossier avec config.json, *.safetensors et tokenizer.json</translation>
    </message>
    <message>
        <source>Back to the &amp;toy model</source>
        <translation>Revenir au modèle &amp;jouet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Opening {path}</source>
        <translation>Ouverture de {path}</translation>
    </message>
    <message>
        <source>Opening a model</source>
        <translation>Ouverture d’un modèle</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
        <translation>Ouvrir un dossier de modèle (config.json, *.safetensors, tokenizer.json)</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s toy model</source>
        <translation>Retour au modèle jouet de la leçon</translation>
    </message>
    <message>
        <source>Could not open the model: {reason}</source>
        <translation>Impossible d’ouvrir le modèle&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Could not open the model</source>
        <translation>Impossible d’ouvrir le modèle</translation>
    </message>
    <message>
        <source>posviz is still showing {name}.</source>
        <translation>posviz affiche toujours {name}.</translation>
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
    <name>NotesText</name>
    <message>
        <source>No notes for this prepared sentence. Type here to write some: they are saved with the lecture and shown only to you, never in presentation mode.</source>
        <translation>Pas de notes pour cette phrase préparée. Tapez ici pour en écrire&#xa0;: elles sont enregistrées avec le cours et montrées à vous seul, jamais en mode présentation.</translation>
    </message>
    <message>
        <source>Default notes for step {number} (type to replace them with your own):

{notes}</source>
        <translation>Notes par défaut de l’étape {number} (tapez pour les remplacer par les vôtres)&#xa0;:

{notes}</translation>
    </message>
    <message>
        <source>Speaker notes</source>
        <translation>Notes de l’orateur</translation>
    </message>
    <message>
        <source>Speaker &amp;notes</source>
        <translation>&amp;Notes de l’orateur</translation>
    </message>
    <message>
        <source>Your notes for the prepared sentence or walkthrough step shown (Ctrl+Shift+N); hidden in presentation mode</source>
        <translation>Vos notes pour la phrase préparée ou l’étape de la visite guidée affichée (Ctrl+Maj+N)&#xa0;; masquées en mode présentation</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count} · walkthrough step {step}</source>
        <translation>Phrase préparée {number} sur {count} · étape {step} de la visite guidée</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}</source>
        <translation>Phrase préparée {number} sur {count}</translation>
    </message>
    <message>
        <source>Not kept: {reason}</source>
        <translation>Non conservé&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>OpenModel</name>
    <message>
        <source>The cache in {folder} could not be read ({reason}).</source>
        <translation>Le cache dans {folder} n’a pas pu être lu ({reason}).</translation>
    </message>
    <message>
        <source>No models in the Hugging Face cache ({folder}).</source>
        <translation>Aucun modèle dans le cache Hugging Face ({folder}).</translation>
    </message>
    <message numerus="yes">
        <source>%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.</source>
        <translation>
            <numerusform>%n révision de modèle dans le cache Hugging Face ({folder})&#xa0;; {usable} peuvent être ouvertes.</numerusform>
            <numerusform>%n révisions de modèles dans le cache Hugging Face ({folder})&#xa0;; {usable} peuvent être ouvertes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a model</source>
        <translation>Ouvrir un modèle</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>Vocabulary × width</source>
        <translation>Vocabulaire × largeur</translation>
    </message>
    <message>
        <source>Size on disk</source>
        <translation>Taille sur le disque</translation>
    </message>
    <message>
        <source>Can be opened</source>
        <translation>Peut être ouvert</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Choose a folder…</source>
        <translation>Choisir un dossier…</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the Hugging Face cache&lt;/b&gt; (nothing is downloaded)</source>
        <translation>&lt;b&gt;Dans le cache Hugging Face&lt;/b&gt; (rien n’est téléchargé)</translation>
    </message>
    <message>
        <source>Opened recently</source>
        <translation>Ouverts récemment</translation>
    </message>
    <message>
        <source>{vocabulary} × {width}</source>
        <translation>{vocabulary} × {width}</translation>
    </message>
    <message>
        <source>usable</source>
        <translation>utilisable</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
        <translation>Ouvrir un dossier de modèle (config.json, *.safetensors, tokenizer.json)</translation>
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
    <name>OrderChipsWidget</name>
    <message>
        <source>Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right</source>
        <translation>Ordre des mots&#xa0;: faites glisser un mot sur un autre pour l’y déplacer, ou Alt+Gauche / Alt+Droite</translation>
    </message>
</context>
<context>
    <name>PageExport</name>
    <message>
        <source>Export a lesson page</source>
        <translation>Exporter une page de leçon</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’export</translation>
    </message>
    <message>
        <source>{reason}

No file was changed.</source>
        <translation>{reason}

Aucun fichier n’a été modifié.</translation>
    </message>
    <message>
        <source>Exported the lesson page to {path}</source>
        <translation>Page de leçon exportée vers {path}</translation>
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
    <name>PlacementText</name>
    <message>
        <source>{problem} (posviz shows only the rotations the model really makes, so it does not guess)</source>
        <translation>{problem} (posviz ne montre que les rotations que le modèle fait vraiment, donc il ne devine pas)</translation>
    </message>
    <message>
        <source>no scaling</source>
        <translation>pas de mise à l’échelle</translation>
    </message>
    <message>
        <source>{count} values, {low} to {high}</source>
        <translation>{count} valeurs, de {low} à {high}</translation>
    </message>
    <message>
        <source>{kind} scaling ({parameters}), attention factor {factor}</source>
        <translation>mise à l’échelle {kind} ({parameters}), facteur d’attention {factor}</translation>
    </message>
    <message>
        <source>all {r}</source>
        <extracomment>{turned} is &quot;all 64&quot; or &quot;the first 32&quot; (dimensions of a head)</extracomment>
        <translation>les {r}</translation>
    </message>
    <message>
        <source>the first {r}</source>
        <translation>les {r} premières</translation>
    </message>
    <message>
        <source>k and k + {half}, rotate_half</source>
        <translation>k et k + {half}, rotate_half</translation>
    </message>
    <message>
        <source>2k and 2k + 1, interleaved</source>
        <translation>2k et 2k + 1, entrelacées</translation>
    </message>
    <message>
        <source>RoPE, theta = {theta}, {heads} heads, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
        <translation>RoPE, theta = {theta}, {heads} têtes, dimension de tête {width}&#xa0;: dans chaque tête, {turned} dimensions tournent par paires ({pairs}) de p · theta^(-2k/{r}) radians dans l’attention&#xa0;; {scaling}</translation>
    </message>
    <message>
        <source>RoPE, theta = {theta}, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
        <translation>RoPE, theta = {theta}, dimension de tête {width}&#xa0;: dans chaque tête, {turned} dimensions tournent par paires ({pairs}) de p · theta^(-2k/{r}) radians dans l’attention&#xa0;; {scaling}</translation>
    </message>
    <message>
        <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total}); the RoPE layers attend only within chunks of {chunk} tokens</source>
        <translation>. Ses couches NoPE ne font rien tourner et ne voient aucune position, seulement le masque causal&#xa0;: couche {listed} ({count} sur {total})&#xa0;; les couches RoPE ne regardent qu’à l’intérieur de blocs de {chunk} jetons</translation>
    </message>
    <message>
        <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total})</source>
        <translation>. Ses couches NoPE ne font rien tourner et ne voient aucune position, seulement le masque causal&#xa0;: couche {listed} ({count} sur {total})</translation>
    </message>
    <message>
        <source>. Its {kind} layers: {how}</source>
        <translation>. Ses couches {kind}&#xa0;: {how}</translation>
    </message>
    <message>
        <source>config.json does not say how many attention heads the model has (num_attention_heads / n_head): ALiBi has one slope per head</source>
        <translation>config.json ne dit pas combien de têtes d’attention a le modèle (num_attention_heads / n_head)&#xa0;: ALiBi a une pente par tête</translation>
    </message>
    <message>
        <source>ALiBi: nothing is added to the token rows; head h adds m_h · (j − i) to its attention scores, slopes m_h = {slopes} for the {heads} heads</source>
        <translation>ALiBi&#xa0;: rien n’est ajouté aux lignes de jetons&#xa0;; la tête h ajoute m_h · (j − i) à ses scores d’attention, pentes m_h = {slopes} pour les {heads} têtes</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p + {offset} (rows 0 to {last} sit at and before the padding index); a padding token reads row {last} and is not counted</source>
        <translation>tableau appris, {shape}&#xa0;; la position p lit la ligne p + {offset} (les lignes 0 à {last} sont à l’indice de remplissage et avant)&#xa0;; un jeton de remplissage lit la ligne {last} et n’est pas compté</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p + {offset} (the first {offset} rows are never used)</source>
        <translation>tableau appris, {shape}&#xa0;; la position p lit la ligne p + {offset} (les {offset} premières lignes ne servent jamais)</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p</source>
        <translation>tableau appris, {shape}&#xa0;; la position p lit la ligne p</translation>
    </message>
    <message>
        <source>fixed sinusoidal table ({convention}), computed by the model&apos;s code, not stored: position p is encoded as {start}, sines in the first half of each row, cosines in the second</source>
        <translation>tableau sinusoïdal fixe ({convention}), calculé par le code du modèle, non stocké&#xa0;: la position p est encodée comme {start}, sinus dans la première moitié de chaque ligne, cosinus dans la seconde</translation>
    </message>
    <message>
        <source>{how}; added after the projection to the hidden width (project_in)</source>
        <translation>{how}&#xa0;; ajouté après la projection vers la largeur cachée (project_in)</translation>
    </message>
    <message>
        <source>no position vector and no position inside attention: the blocks read the tokens in order (a recurrence), which is all they know of position</source>
        <translation>pas de vecteur de position ni de position dans l’attention&#xa0;: les blocs lisent les jetons dans l’ordre (une récurrence), c’est tout ce qu’ils savent de la position</translation>
    </message>
    <message>
        <source>no position vector and no relative positions: as configured, nothing tells this model where a token is</source>
        <translation>pas de vecteur de position ni de positions relatives&#xa0;: ainsi configuré, rien n’indique à ce modèle où se trouve un jeton</translation>
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
        <translation>Ajouter les vecteurs de position aux lignes de jetons (désactivé&#xa0;: Z n’est que les lignes de jetons)</translation>
    </message>
    <message>
        <source>Nothing to switch: this scheme gives the words no positions</source>
        <translation>Rien à basculer&#xa0;: ce schéma ne donne aucune position aux mots</translation>
    </message>
</context>
<context>
    <name>PositionsText</name>
    <message>
        <source>0 (tensor2tensor and fairseq pad an odd width with a zero column)</source>
        <translation>0 (tensor2tensor et fairseq complètent une largeur impaire par une colonne de zéros)</translation>
    </message>
    <message>
        <source>tensor2tensor / fairseq (offset {offset})</source>
        <translation>tensor2tensor / fairseq (décalage {offset})</translation>
    </message>
    <message>
        <source>paper (Annotated Transformer)</source>
        <translation>article (Annotated Transformer)</translation>
    </message>
    <message>
        <source>split halves (Marian)</source>
        <translation>moitiés séparées (Marian)</translation>
    </message>
    <message>
        <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and, like a trained table, no row for a later position</source>
        <translation>la position {position} est au-delà de la fin du tableau de positions appris&#xa0;: il a {rows} lignes (positions 0 à {last}) et, comme un tableau entraîné, aucune ligne pour une position ultérieure</translation>
    </message>
    <message>
        <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and no row was ever trained for a later position</source>
        <translation>la position {position} est au-delà de la fin du tableau de positions appris&#xa0;: il a {rows} lignes (positions 0 à {last}) et aucune ligne n’a jamais été entraînée pour une position ultérieure</translation>
    </message>
</context>
<context>
    <name>PracticeCases</name>
    <message>
        <source>length {length}, d_model {width}, {note}</source>
        <translation>longueur {length}, d_model {width}, {note}</translation>
    </message>
    <message>
        <source>a single position</source>
        <translation>une seule position</translation>
    </message>
    <message>
        <source>even width</source>
        <translation>largeur paire</translation>
    </message>
    <message>
        <source>odd width</source>
        <translation>largeur impaire</translation>
    </message>
    <message>
        <source>one column</source>
        <translation>une colonne</translation>
    </message>
    <message>
        <source>long, odd width</source>
        <translation>longue, largeur impaire</translation>
    </message>
    <message>
        <source>large positions</source>
        <translation>grandes positions</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens, d_model {width}, P has {rows} rows, {note}</source>
        <translation>
            <numerusform>%Ln jeton, d_model {width}, P a {rows} lignes, {note}</numerusform>
            <numerusform>%Ln jetons, d_model {width}, P a {rows} lignes, {note}</numerusform>
        </translation>
    </message>
    <message>
        <source>the lesson&apos;s sentence</source>
        <translation>la phrase de la leçon</translation>
    </message>
    <message>
        <source>a learned P</source>
        <translation>un P appris</translation>
    </message>
    <message>
        <source>one word repeated</source>
        <translation>un mot répété</translation>
    </message>
    <message>
        <source>a long sentence</source>
        <translation>une longue phrase</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens, d_model {width}, {note}</source>
        <translation>
            <numerusform>%Ln jeton, d_model {width}, {note}</numerusform>
            <numerusform>%Ln jetons, d_model {width}, {note}</numerusform>
        </translation>
    </message>
    <message>
        <source>dog and man swap places</source>
        <translation>«&#xa0;dog&#xa0;» et «&#xa0;man&#xa0;» échangent leurs places</translation>
    </message>
    <message>
        <source>a random order</source>
        <translation>un ordre aléatoire</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>inversé</translation>
    </message>
</context>
<context>
    <name>PracticeChecker</name>
    <message>
        <source>The error file is not a regular file
(a FIFO or a link?): not read.</source>
        <translation>Le fichier d’erreur n’est pas un fichier ordinaire
(un FIFO ou un lien&#xa0;?)&#xa0;: non lu.</translation>
    </message>
    <message>
        <source>The result file is not a regular file
(a FIFO or a link?): not read.</source>
        <translation>Le fichier de résultat n’est pas un fichier ordinaire
(un FIFO ou un lien&#xa0;?)&#xa0;: non lu.</translation>
    </message>
    <message>
        <source>The error file is larger than
the checker accepts.</source>
        <translation>Le fichier d’erreur est plus gros
que ce que le vérificateur accepte.</translation>
    </message>
    <message>
        <source>The result file is larger than
the checker accepts.</source>
        <translation>Le fichier de résultat est plus gros
que ce que le vérificateur accepte.</translation>
    </message>
    <message>
        <source>The returned value could not be read back: {reason}</source>
        <translation>La valeur renvoyée n’a pas pu être relue&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The error file could not be read back: {reason}</source>
        <translation>Le fichier d’erreur n’a pas pu être relu&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Starting Python</source>
        <translation>Démarrage de Python</translation>
    </message>
    <message numerus="yes">
        <source>Running case {number} of %Ln</source>
        <translation>
            <numerusform>Exécution du cas {number} sur %Ln</numerusform>
            <numerusform>Exécution du cas {number} sur %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeHints</name>
    <message>
        <source>row {row}, column {column}</source>
        <translation>ligne {row}, colonne {column}</translation>
    </message>
    <message>
        <source>index {index}</source>
        <translation>indice {index}</translation>
    </message>
    <message>
        <source>Expected shape {expected}, got {got}.</source>
        <translation>Forme attendue {expected}, obtenue {got}.</translation>
    </message>
    <message>
        <source>Expected real numbers, got an array of {dtype}.</source>
        <translation>Nombres réels attendus, obtenu un tableau de {dtype}.</translation>
    </message>
    <message numerus="yes">
        <source>Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).</source>
        <translation>
            <numerusform>Les formes concordent {shape}&#xa0;; {bad} valeur sur %Ln diffère (tolérance {tolerance}).</numerusform>
            <numerusform>Les formes concordent {shape}&#xa0;; {bad} valeurs sur %Ln diffèrent (tolérance {tolerance}).</numerusform>
        </translation>
    </message>
    <message>
        <source>First mismatch at {where}: expected {expected}, got {got}.</source>
        <translation>Premier écart en {where}&#xa0;: attendu {expected}, obtenu {got}.</translation>
    </message>
    <message>
        <source>Worst at {where}: expected {expected}, got {got} (off by {error}).</source>
        <translation>Pire écart en {where}&#xa0;: attendu {expected}, obtenu {got} (écart de {error}).</translation>
    </message>
    <message>
        <source>Your table is transposed: it needs one row per position and one column per dimension.</source>
        <translation>Votre table est transposée&#xa0;: il faut une ligne par position et une colonne par dimension.</translation>
    </message>
    <message>
        <source>Wrong layout: you put all the sines first, then all the cosines (the split-halves convention of Marian and tensor2tensor). The paper interleaves them: column 2k is the sine and column 2k + 1 the cosine of the same angle.</source>
        <translation>Mauvaise disposition&#xa0;: vous avez mis d’abord tous les sinus, puis tous les cosinus (la convention en deux moitiés de Marian et tensor2tensor). L’article les entrelace&#xa0;: la colonne 2k est le sinus et la colonne 2k + 1 le cosinus du même angle.</translation>
    </message>
    <message>
        <source>Off by one position: your first row is position 1. Positions start at 0, so row 0 holds sin 0 = 0 and cos 0 = 1.</source>
        <translation>Décalé d’une position&#xa0;: votre première ligne est la position 1. Les positions commencent à 0, donc la ligne 0 contient sin 0 = 0 et cos 0 = 1.</translation>
    </message>
    <message>
        <source>Sine and cosine are swapped: even columns (0, 2, 4, ...) hold the sine.</source>
        <translation>Sinus et cosinus sont inversés&#xa0;: les colonnes paires (0, 2, 4, ...) contiennent le sinus.</translation>
    </message>
    <message>
        <source>The frequencies are off: pair k turns by 10000^(-2k/d_model) radians per position; yours match 10000^(-k/d_model) (the factor 2 is missing).</source>
        <translation>Les fréquences sont fausses&#xa0;: la paire k tourne de 10000^(-2k/d_model) radians par position&#xa0;; les vôtres correspondent à 10000^(-k/d_model) (il manque le facteur 2).</translation>
    </message>
    <message>
        <source>d_model is odd here, so there is one more sine column than cosine columns: the cosines take only the first d_model // 2 angles.</source>
        <translation>Ici d_model est impair, il y a donc une colonne de sinus de plus que de cosinus&#xa0;: les cosinus ne prennent que les d_model // 2 premiers angles.</translation>
    </message>
    <message>
        <source>Right for positions 0 to {last}, then the values drift (off by {error} at position {worst}). That is what float32 angles do: pos x frequency loses digits at large positions. Form the angles in float64 and convert only the finished table, if at all.</source>
        <translation>Juste pour les positions 0 à {last}, puis les valeurs dérivent (écart de {error} à la position {worst}). C’est l’effet des angles en float32&#xa0;: pos x fréquence perd des chiffres aux grandes positions. Formez les angles en float64 et ne convertissez, si besoin, que la table terminée.</translation>
    </message>
    <message>
        <source>Z equals the token rows alone: the position vectors are missing. Add P&apos;s first len(ids) rows.</source>
        <translation>Z est égal aux seules lignes des jetons&#xa0;: les vecteurs de position manquent. Ajoutez les len(ids) premières lignes de P.</translation>
    </message>
    <message>
        <source>Off by one position: row i got P[i + 1]. The first token sits at position 0 and takes P[0].</source>
        <translation>Décalé d’une position&#xa0;: la ligne i a reçu P[i + 1]. Le premier jeton est en position 0 et prend P[0].</translation>
    </message>
    <message>
        <source>You picked position rows by token id (P[ids]); pick them by position: row i gets P[i].</source>
        <translation>Vous avez choisi les lignes de position par id de jeton (P[ids])&#xa0;; choisissez-les par position&#xa0;: la ligne i reçoit P[i].</translation>
    </message>
    <message>
        <source>You took the first len(ids) rows of E; row i of Z needs E&apos;s row for token ids[i], i.e. E[ids].</source>
        <translation>Vous avez pris les len(ids) premières lignes de E&#xa0;; la ligne i de Z a besoin de la ligne de E du jeton ids[i], c’est-à-dire E[ids].</translation>
    </message>
    <message>
        <source>Z equals the position rows alone: the token rows E[ids] are missing.</source>
        <translation>Z est égal aux seules lignes de position&#xa0;: les lignes des jetons E[ids] manquent.</translation>
    </message>
    <message>
        <source>P has more rows than the sentence has tokens: use only its first len(ids) rows, one per position.</source>
        <translation>P a plus de lignes que la phrase n’a de jetons&#xa0;: n’utilisez que ses len(ids) premières lignes, une par position.</translation>
    </message>
    <message>
        <source>z_shuffled is the original sentence&apos;s Z: look up the shuffled sentence, ids[order].</source>
        <translation>z_shuffled est le Z de la phrase d’origine&#xa0;: cherchez la phrase mélangée, ids[order].</translation>
    </message>
    <message>
        <source>z_shuffled uses the inverse order: word i of the shuffled sentence is ids[order[i]].</source>
        <translation>z_shuffled utilise l’ordre inverse&#xa0;: le mot i de la phrase mélangée est ids[order[i]].</translation>
    </message>
    <message>
        <source>You added position vectors: this task is about a model without positions, where Z is just the token rows.</source>
        <translation>Vous avez ajouté des vecteurs de position&#xa0;: cet exercice porte sur un modèle sans positions, où Z n’est fait que des lignes des jetons.</translation>
    </message>
    <message>
        <source>z_reordered is Z with its rows unmoved: take its rows in the order given, z[order].</source>
        <translation>z_reordered est Z avec ses lignes à leur place&#xa0;: prenez ses lignes dans l’ordre donné, z[order].</translation>
    </message>
    <message>
        <source>z_reordered takes the rows in the inverse order: row i should be Z&apos;s row order[i].</source>
        <translation>z_reordered prend les lignes dans l’ordre inverse&#xa0;: la ligne i doit être la ligne order[i] de Z.</translation>
    </message>
    <message>
        <source>z_reordered has position vectors added: build Z without positions, then reorder its rows.</source>
        <translation>z_reordered contient des vecteurs de position ajoutés&#xa0;: construisez Z sans positions, puis réordonnez ses lignes.</translation>
    </message>
</context>
<context>
    <name>PracticeReport</name>
    <message>
        <source>Printing that much is stopped by the checker: print less, or only while debugging.</source>
        <translation>Le vérificateur arrête un affichage aussi long&#xa0;: affichez moins, ou seulement pendant le débogage.</translation>
    </message>
    <message>
        <source>Your code asked for more memory than the checker allows ({memory_mb} MB).</source>
        <translation>Votre code a demandé plus de mémoire que le vérificateur n’en autorise ({memory_mb} Mo).</translation>
    </message>
    <message>
        <source>A function keeps calling itself without end: check the recursion&apos;s stopping case.</source>
        <translation>Une fonction s’appelle elle-même sans fin&#xa0;: vérifiez le cas d’arrêt de la récursion.</translation>
    </message>
    <message>
        <source>Your code called sys.exit(): return the result instead of ending the program.</source>
        <translation>Votre code a appelé sys.exit()&#xa0;: renvoyez le résultat au lieu de terminer le programme.</translation>
    </message>
    <message>
        <source>Your code raised KeyboardInterrupt: return the result instead.</source>
        <translation>Votre code a levé KeyboardInterrupt&#xa0;: renvoyez plutôt le résultat.</translation>
    </message>
    <message>
        <source>Your code wrote a file larger than the checker allows ({file_mb} MB).</source>
        <translation>Votre code a écrit un fichier plus gros que le vérificateur ne l’autorise ({file_mb} Mo).</translation>
    </message>
    <message>
        <source>Your code removed the folder it runs in (its current folder): leave it in place, the checker reads your results from it.</source>
        <translation>Votre code a supprimé le dossier où il s’exécute (son dossier courant)&#xa0;: laissez-le en place, le vérificateur y lit vos résultats.</translation>
    </message>
    <message>
        <source>Your code started more processes or threads than the checker allows (about {processes}).</source>
        <translation>Votre code a lancé plus de processus ou de threads que le vérificateur n’en autorise (environ {processes}).</translation>
    </message>
    <message>
        <source>Your code removed or replaced the checker&apos;s
run folder (the current folder): its results are lost.</source>
        <translation>Votre code a supprimé ou remplacé le dossier d’exécution
du vérificateur (le dossier courant)&#xa0;: ses résultats sont perdus.</translation>
    </message>
    <message>
        <source>Your function returns only zeros: the starter&apos;s placeholder is still in place.</source>
        <translation>Votre fonction ne renvoie que des zéros&#xa0;: l’espace réservé du modèle de départ est toujours là.</translation>
    </message>
    <message>
        <source>{output}: {problem}</source>
        <translation>{output}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Still running when the {seconds} s limit ran out.</source>
        <translation>Encore en cours quand la limite de {seconds} s a expiré.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>Over the {memory_mb} MB memory cap.</source>
        <translation>Au-delà de la limite de mémoire de {memory_mb} Mo.</translation>
    </message>
    <message numerus="yes">
        <source>Over the limit of %Ln processes.</source>
        <translation>
            <numerusform>Au-delà de la limite de %Ln processus.</numerusform>
            <numerusform>Au-delà de la limite de %Ln processus.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Python process ended during this case.</source>
        <translation>Le processus Python s’est terminé pendant ce cas.</translation>
    </message>
    <message>
        <source>Did not finish.</source>
        <translation>N’a pas terminé.</translation>
    </message>
    <message>
        <source>while loading</source>
        <translation>pendant le chargement</translation>
    </message>
    <message>
        <source>during case {number} of {count} ({case})</source>
        <translation>pendant le cas {number} sur {count} ({case})</translation>
    </message>
    <message>
        <source>The checker&apos;s supervising process was ended {where}, by your code or the system; every process of this run that could still be found was ended.</source>
        <translation>Le processus superviseur du vérificateur a été arrêté {where}, par votre code ou par le système&#xa0;; tous les processus de cette exécution encore trouvables ont été arrêtés.</translation>
    </message>
    <message>
        <source>Your code ended the Python process (exit code {code}) {where}. os._exit() ends it at once, with no result: return a value instead.</source>
        <translation>Votre code a terminé le processus Python (code de sortie {code}) {where}. os._exit() le termine aussitôt, sans résultat&#xa0;: renvoyez plutôt une valeur.</translation>
    </message>
    <message>
        <source>Python crashed (segmentation fault) {where}. This usually means a recursion far deeper than the C stack holds: did you raise sys.setrecursionlimit?</source>
        <translation>Python a planté (erreur de segmentation) {where}. Cela signifie en général une récursion bien plus profonde que ce que la pile C peut contenir&#xa0;: avez-vous augmenté sys.setrecursionlimit&#xa0;?</translation>
    </message>
    <message>
        <source>Your code used up its CPU time {where}.</source>
        <translation>Votre code a épuisé son temps processeur {where}.</translation>
    </message>
    <message>
        <source>The Python process was ended by {signal} {where}.</source>
        <translation>Le processus Python a été arrêté par {signal} {where}.</translation>
    </message>
    <message>
        <source>You stopped the check.</source>
        <translation>Vous avez arrêté la vérification.</translation>
    </message>
    <message>
        <source>Python did not start within {seconds} s; the computer may be very busy. Try again.</source>
        <translation>Python n’a pas démarré en {seconds} s&#xa0;; l’ordinateur est peut-être très occupé. Réessayez.</translation>
    </message>
    <message>
        <source>Your code did not load: {error}</source>
        <translation>Votre code n’a pas pu être chargé&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Your code was still loading after {seconds} s: an endless loop outside the function?</source>
        <translation>Votre code se chargeait encore après {seconds} s&#xa0;: une boucle infinie hors de la fonction&#xa0;?</translation>
    </message>
    <message>
        <source>Time limit: case {number} of {count} ({case}) was still running after {seconds} s. An endless loop, or a very slow one?</source>
        <translation>Limite de temps&#xa0;: le cas {number} sur {count} ({case}) tournait encore après {seconds} s. Une boucle infinie, ou une très lente&#xa0;?</translation>
    </message>
    <message>
        <source>Your code and the processes it started held more than {memory_mb} MB together {where}; the checker ended all of them.</source>
        <translation>Votre code et les processus qu’il a lancés occupaient ensemble plus de {memory_mb} Mo {where}&#xa0;; le vérificateur les a tous arrêtés.</translation>
    </message>
    <message numerus="yes">
        <source>Your code started more than %Ln processes {where}; the checker ended all of them.</source>
        <translation>
            <numerusform>Votre code a lancé plus de %Ln processus {where}&#xa0;; le vérificateur les a tous arrêtés.</numerusform>
            <numerusform>Votre code a lancé plus de %Ln processus {where}&#xa0;; le vérificateur les a tous arrêtés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln hidden cases pass.</source>
        <translation>
            <numerusform>Le %Ln cas caché réussit.</numerusform>
            <numerusform>Les %Ln cas cachés réussissent tous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %Ln hidden cases fail, {not_run} not run.</source>
        <translation>
            <numerusform>{failed} cas caché sur %Ln échoue, {not_run} non exécutés.</numerusform>
            <numerusform>{failed} cas cachés sur %Ln échouent, {not_run} non exécutés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %Ln hidden cases fail.</source>
        <translation>
            <numerusform>{failed} cas caché sur %Ln échoue.</numerusform>
            <numerusform>{failed} cas cachés sur %Ln échouent.</numerusform>
        </translation>
    </message>
    <message>
        <source>{head} First, {case}: {lead}</source>
        <translation>{head} Le premier, {case}&#xa0;: {lead}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>non terminé</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>non exécuté</translation>
    </message>
    <message numerus="yes">
        <source>It printed %Ln bytes; the first {shown} characters are shown.</source>
        <translation>
            <numerusform>Il a affiché %Ln octet&#xa0;; les {shown} premiers caractères sont montrés.</numerusform>
            <numerusform>Il a affiché %Ln octets&#xa0;; les {shown} premiers caractères sont montrés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeTab</name>
    <message>
        <source>&lt;b&gt;{mark} Case {number}&lt;/b&gt;: {case} — {status}</source>
        <translation>&lt;b&gt;{mark} Cas {number}&lt;/b&gt;&#xa0;: {case} — {status}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;Indice&#xa0;:&lt;/b&gt; {hint}</translation>
    </message>
    <message>
        <source>No case was run.</source>
        <translation>Aucun cas n’a été exécuté.</translation>
    </message>
    <message>
        <source>Your Python code</source>
        <translation>Votre code Python</translation>
    </message>
    <message>
        <source>The task</source>
        <translation>L’exercice</translation>
    </message>
    <message>
        <source>The check&apos;s verdict</source>
        <translation>Le verdict de la vérification</translation>
    </message>
    <message>
        <source>Check results, case by case</source>
        <translation>Résultats de la vérification, cas par cas</translation>
    </message>
    <message>
        <source>What your code printed</source>
        <translation>Ce que votre code a affiché</translation>
    </message>
    <message>
        <source>What your code printed appears here.</source>
        <translation>Ce que votre code affiche apparaît ici.</translation>
    </message>
    <message>
        <source>A reference solution</source>
        <translation>Une solution de référence</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>Cas</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Run your code on hidden cases made by posviz&apos;s model (Ctrl+Return)</source>
        <translation>Exécuter votre code sur des cas cachés produits par le modèle de posviz (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Reveal solution…</source>
        <translation>Voir la solution…</translation>
    </message>
    <message numerus="yes">
        <source>Task {number} of %Ln: {title}</source>
        <translation>
            <numerusform>Exercice {number} sur %Ln&#xa0;: {title}</numerusform>
            <numerusform>Exercice {number} sur %Ln&#xa0;: {title}</numerusform>
        </translation>
    </message>
    <message>
        <source>{number} · {function}{mark}</source>
        <translation>{number} · {function}{mark}</translation>
    </message>
    <message>
        <source>Draft saved</source>
        <translation>Brouillon enregistré</translation>
    </message>
    <message>
        <source>Draft NOT saved: {reason}</source>
        <translation>Brouillon NON enregistré&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Progress NOT saved: {reason}</source>
        <translation>Progression NON enregistrée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Running your code on the hidden cases…</source>
        <translation>Exécution de votre code sur les cas cachés…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <source>Checking… {progress} (time limit {seconds} s)</source>
        <translation>Vérification… {progress} (limite de temps {seconds} s)</translation>
    </message>
    <message>
        <source>Press Check to run your code on the hidden cases.</source>
        <translation>Appuyez sur «&#xa0;Vérifier&#xa0;» pour exécuter votre code sur les cas cachés.</translation>
    </message>
    <message>
        <source>{mark} {summary}</source>
        <translation>{mark} {summary}</translation>
    </message>
    <message>
        <source>Start again?</source>
        <translation>Recommencer&#xa0;?</translation>
    </message>
    <message>
        <source>Replace your code for this task with the starter stub?</source>
        <translation>Remplacer votre code pour cet exercice par le modèle de départ&#xa0;?</translation>
    </message>
    <message>
        <source>Reveal the solution?</source>
        <translation>Voir la solution&#xa0;?</translation>
    </message>
    <message>
        <source>See the reference solution for this task? Trying once more first teaches more. Your own code stays in the editor.</source>
        <translation>Voir la solution de référence de cet exercice&#xa0;? Essayer encore une fois avant apprend davantage. Votre propre code reste dans l’éditeur.</translation>
    </message>
</context>
<context>
    <name>PracticeTasks</name>
    <message>
        <source>The sinusoidal position table</source>
        <translation>La table de positions sinusoïdale</translation>
    </message>
    <message>
        <source>Write &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. It returns the paper&apos;s position table as a float64 array of shape &lt;code&gt;(length, d_model)&lt;/code&gt;: row &lt;i&gt;pos&lt;/i&gt; is the vector for position &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. Pair &lt;i&gt;k&lt;/i&gt; of columns holds &lt;code&gt;sin(pos·w)&lt;/code&gt; in column 2k and &lt;code&gt;cos(pos·w)&lt;/code&gt; in column 2k + 1, with &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. When d_model is odd, the last column is a sine without its cosine. The hidden tests include positions near 100,000.</source>
        <translation>Écrivez &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. Elle renvoie la table de positions de l’article sous forme de tableau float64 de forme &lt;code&gt;(length, d_model)&lt;/code&gt;&#xa0;: la ligne &lt;i&gt;pos&lt;/i&gt; est le vecteur de la position &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. La paire de colonnes &lt;i&gt;k&lt;/i&gt; contient &lt;code&gt;sin(pos·w)&lt;/code&gt; dans la colonne 2k et &lt;code&gt;cos(pos·w)&lt;/code&gt; dans la colonne 2k + 1, avec &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. Quand d_model est impair, la dernière colonne est un sinus sans son cosinus. Les tests cachés comprennent des positions proches de 100&#xa0;000.</translation>
    </message>
    <message>
        <source>Look up, then add: the matrix Z</source>
        <translation>Chercher, puis additionner&#xa0;: la matrice Z</translation>
    </message>
    <message>
        <source>Write &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. &lt;code&gt;E&lt;/code&gt; is the embedding table, one row per vocabulary word, shape &lt;code&gt;(|V|, d)&lt;/code&gt;; &lt;code&gt;ids&lt;/code&gt; holds the sentence&apos;s token ids, shape &lt;code&gt;(L,)&lt;/code&gt;; &lt;code&gt;P&lt;/code&gt; is a table of position vectors with &lt;b&gt;at least&lt;/b&gt; L rows, shape &lt;code&gt;(max_len, d)&lt;/code&gt;. Return Z, shape &lt;code&gt;(L, d)&lt;/code&gt;: row i is E&apos;s row for token &lt;code&gt;ids[i]&lt;/code&gt; plus the position vector of position i.</source>
        <translation>Écrivez &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. &lt;code&gt;E&lt;/code&gt; est la table de plongements, une ligne par mot du vocabulaire, de forme &lt;code&gt;(|V|, d)&lt;/code&gt;&#xa0;; &lt;code&gt;ids&lt;/code&gt; contient les id des jetons de la phrase, de forme &lt;code&gt;(L,)&lt;/code&gt;&#xa0;; &lt;code&gt;P&lt;/code&gt; est une table de vecteurs de position d’&lt;b&gt;au moins&lt;/b&gt; L lignes, de forme &lt;code&gt;(max_len, d)&lt;/code&gt;. Renvoyez Z, de forme &lt;code&gt;(L, d)&lt;/code&gt;&#xa0;: la ligne i est la ligne de E du jeton &lt;code&gt;ids[i]&lt;/code&gt; plus le vecteur de position de la position i.</translation>
    </message>
    <message>
        <source>Without positions, order is invisible</source>
        <translation>Sans positions, l’ordre est invisible</translation>
    </message>
    <message>
        <source>Show that a model without positions cannot see word order. Write &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;, where &lt;code&gt;order&lt;/code&gt; is a permutation of 0 .. L − 1 and the shuffled sentence is &lt;code&gt;ids[order]&lt;/code&gt;. Return two arrays, each &lt;code&gt;(L, d)&lt;/code&gt;: &lt;code&gt;z_shuffled&lt;/code&gt;, the Z of the shuffled sentence built with no position vectors, and &lt;code&gt;z_reordered&lt;/code&gt;, the Z of the original sentence (no positions either) with its rows taken in &lt;code&gt;order&lt;/code&gt;. They come out equal: shuffling the words only reorders the rows. (Add the table from task 1 to both and they no longer agree.)</source>
        <translation>Montrez qu’un modèle sans positions ne voit pas l’ordre des mots. Écrivez &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;, où &lt;code&gt;order&lt;/code&gt; est une permutation de 0 .. L − 1 et la phrase mélangée est &lt;code&gt;ids[order]&lt;/code&gt;. Renvoyez deux tableaux, chacun &lt;code&gt;(L, d)&lt;/code&gt;&#xa0;: &lt;code&gt;z_shuffled&lt;/code&gt;, le Z de la phrase mélangée construit sans vecteurs de position, et &lt;code&gt;z_reordered&lt;/code&gt;, le Z de la phrase d’origine (sans positions non plus) avec ses lignes prises dans l’ordre &lt;code&gt;order&lt;/code&gt;. Ils sont égaux&#xa0;: mélanger les mots ne fait que réordonner les lignes. (Ajoutez aux deux la table de l’exercice 1, et ils ne concordent plus.)</translation>
    </message>
    <message>
        <source>no practice task {key}; known: {known}</source>
        <translation>pas d’exercice {key}&#xa0;; connus&#xa0;: {known}</translation>
    </message>
</context>
<context>
    <name>PresenterHelp</name>
    <message>
        <source>Editing “{name}”: its arrows and Enter are its own. Esc gives them back to the walkthrough keys.</source>
        <translation>Modification de «&#xa0;{name}&#xa0;»&#xa0;: ses flèches et Entrée lui appartiennent. Échap les rend aux touches de la visite guidée.</translation>
    </message>
    <message>
        <source>A clicker&apos;s Next and Back (Right/Left, Page Down/Page Up, Space) move through the five steps of the walkthrough, and its blank button (B or .) blacks the screen out. In the walkthrough and in presentation mode (F5), and before them unless Tab brought the keys to a control, these keys always move the steps, whichever control was touched last; they never change the sentence, a setting or a selection. To type a new sentence, click it or press F2; Enter or Esc gives the keys back to the clicker. With a projector plugged in, F5 shows this window full screen on it and a presenter console on the laptop (the step, what comes next, your notes, the time, what the room sees); the keys work in both, and B blanks only the room&apos;s.</source>
        <translation>Les boutons Suivant et Précédent d’une télécommande (Droite/Gauche, Page suivante/Page précédente, Espace) parcourent les cinq étapes de la visite guidée, et son bouton écran noir (B ou .) noircit l’écran. Dans la visite guidée et en mode présentation (F5), et avant eux sauf si Tab a donné les touches à un contrôle, ces touches font toujours avancer les étapes, quel que soit le dernier contrôle touché&#xa0;; elles ne modifient jamais la phrase, un réglage ou une sélection. Pour saisir une nouvelle phrase, cliquez dessus ou appuyez sur F2&#xa0;; Entrée ou Échap rend les touches à la télécommande. Avec un projecteur branché, F5 y affiche cette fenêtre en plein écran et une console de l’orateur sur le portable (l’étape, la suite, vos notes, l’heure, ce que voit la salle)&#xa0;; les touches marchent dans les deux, et B ne noircit que l’écran de la salle.</translation>
    </message>
</context>
<context>
    <name>QtParts</name>
    <message>
        <source>Clear the text</source>
        <translation>Effacer le texte</translation>
    </message>
    <message>
        <source>More controls</source>
        <translation>Plus de contrôles</translation>
    </message>
</context>
<context>
    <name>QuizFile</name>
    <message>
        <source>cannot read the quiz file {file}: {reason}</source>
        <translation>impossible de lire le fichier de quiz {file}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{where} a quiz file holds a JSON object with a &quot;questions&quot; list, not {kind}</source>
        <translation>{where} un fichier de quiz contient un objet JSON avec une liste &quot;questions&quot;, pas {kind}</translation>
    </message>
    <message>
        <source>{where} this is not a posviz quiz (format {found}, expected {expected})</source>
        <translation>{where} ce n’est pas un quiz posviz (format {found}, attendu {expected})</translation>
    </message>
    <message>
        <source>{where} quiz format version {version} is newer than this posviz reads (up to {latest})</source>
        <translation>{where} la version {version} du format de quiz est plus récente que ce que lit ce posviz (jusqu’à {latest})</translation>
    </message>
    <message>
        <source>{where} field &quot;questions&quot; must be a non-empty list, got {kind}</source>
        <translation>{where} le champ &quot;questions&quot; doit être une liste non vide, reçu&#xa0;: {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{where} it has %Ln questions; a quiz has at most {most}</source>
        <translation>
            <numerusform>{where} il a %Ln question&#xa0;; un quiz en a au plus {most}</numerusform>
            <numerusform>{where} il a %Ln questions&#xa0;; un quiz en a au plus {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}: field &quot;choices&quot; must be a list of 2 to {most} answers, got {kind}</source>
        <translation>{place}&#xa0;: le champ &quot;choices&quot; doit être une liste de 2 à {most} réponses, reçu&#xa0;: {kind}</translation>
    </message>
    <message>
        <source>{place}: exactly one choice must have &quot;correct&quot;: true, found {count}</source>
        <translation>{place}&#xa0;: exactement un choix doit avoir &quot;correct&quot;: true, trouvé&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{place} must be a JSON object with &quot;text&quot;, &quot;correct&quot; and &quot;explanation&quot;, not {kind}</source>
        <translation>{place} doit être un objet JSON avec &quot;text&quot;, &quot;correct&quot; et &quot;explanation&quot;, pas {kind}</translation>
    </message>
    <message>
        <source>{place} must be true or false, got {value}</source>
        <translation>{place} doit valoir true ou false, reçu&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{place} must be text, got {kind}</source>
        <translation>{place} doit être du texte, reçu&#xa0;: {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{place} has %Ln characters; at most {most}</source>
        <translation>
            <numerusform>{place} a %Ln caractère&#xa0;; au plus {most}</numerusform>
            <numerusform>{place} a %Ln caractères&#xa0;; au plus {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place} must be a token index (0, 1, 2, ...), got {value}</source>
        <translation>{place} doit être un indice de jeton (0, 1, 2, ...), reçu&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{place} has unknown setting(s) {unknown}; known: {known}</source>
        <translation>{place} a des réglages inconnus {unknown}&#xa0;; connus&#xa0;: {known}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{place} must be a JSON object, not {kind}</source>
        <translation>{place} doit être un objet JSON, pas {kind}</translation>
    </message>
    <message>
        <source>{place} must be non-empty text, got {kind}</source>
        <translation>{place} doit être un texte non vide, reçu&#xa0;: {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{place} has %Ln characters; at most {most} are allowed</source>
        <translation>
            <numerusform>{place} a %Ln caractère&#xa0;; au plus {most} sont permis</numerusform>
            <numerusform>{place} a %Ln caractères&#xa0;; au plus {most} sont permis</numerusform>
        </translation>
    </message>
    <message>
        <source>{place} holds the code point U+{code} at character {position}, half of a surrogate pair, which is not text</source>
        <translation>{place} contient le point de code U+{code} au caractère {position}, une moitié de paire de substitution, qui n’est pas du texte</translation>
    </message>
    <message>
        <source>{place}: unknown field(s) {unknown} (known: {known})</source>
        <translation>{place}&#xa0;: champ(s) inconnu(s) {unknown} (connus&#xa0;: {known})</translation>
    </message>
    <message>
        <source>{file}:</source>
        <extracomment>the start of every refusal of a quiz file; {file} is the file&apos;s name</extracomment>
        <translation>{file}&#xa0;:</translation>
    </message>
    <message>
        <source>{where} field &quot;{field}&quot;</source>
        <translation>{where} champ &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>{where} question {number}</source>
        <translation>{where} question {number}</translation>
    </message>
    <message>
        <source>{question} (&quot;{prompt}&quot;)</source>
        <translation>{question} («&#xa0;{prompt}&#xa0;»)</translation>
    </message>
    <message>
        <source>{question}, choice {number}</source>
        <translation>{question}, choix {number}</translation>
    </message>
    <message>
        <source>{place}: field &quot;{field}&quot;</source>
        <translation>{place}&#xa0;: champ &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>{place}, &quot;{field}&quot;</source>
        <translation>{place}, &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>empty text</source>
        <translation>un texte vide</translation>
    </message>
    <message>
        <source>text {value}</source>
        <translation>le texte {value}</translation>
    </message>
    <message numerus="yes">
        <source>a list of %n</source>
        <translation>
            <numerusform>une liste de %n élément</numerusform>
            <numerusform>une liste de %n éléments</numerusform>
        </translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>un booléen (true/false)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
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
        <translation>Quiz&#xa0;: appuyez sur 1 à 8 pour répondre</translation>
    </message>
    <message>
        <source>Open quiz file…</source>
        <translation>Ouvrir un fichier de quiz…</translation>
    </message>
    <message>
        <source>The question, its choices and the explanation</source>
        <translation>La question, ses choix et l’explication</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivante ▶</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>From {file}</source>
        <translation>Depuis {file}</translation>
    </message>
    <message numerus="yes">
        <source>Question {number} of %Ln</source>
        <translation>
            <numerusform>Question {number} sur %Ln</numerusform>
            <numerusform>Question {number} sur %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>This quiz file cannot be used: {reason}</source>
        <translation>Ce fichier de quiz est inutilisable&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</source>
        <translation>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</translation>
    </message>
    <message>
        <source>Pick an answer (click it, or press its number).</source>
        <translation>Choisissez une réponse (cliquez dessus ou appuyez sur son numéro).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Show me ▶&lt;/b&gt;&amp;nbsp; {what}</source>
        <translation>&lt;b&gt;Montrez-moi ▶&lt;/b&gt;&amp;nbsp; {what}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</source>
        <translation>&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{letter} (the answer).&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;{letter} (la réponse).&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{letter} (not the answer).&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;{letter} (pas la réponse).&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;✓ Right.&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;✓ Juste.&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;✗ Not this one.&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;✗ Pas celle-ci.&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer is {letter}.&lt;/b&gt; {right}</source>
        <translation>&lt;b&gt;La réponse est {letter}.&lt;/b&gt; {right}</translation>
    </message>
    <message numerus="yes">
        <source>Finished: {right} of %Ln right</source>
        <translation>
            <numerusform>Terminé&#xa0;: {right} juste sur %Ln</numerusform>
            <numerusform>Terminé&#xa0;: {right} justes sur %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score: {right} of {answered} answered right (%Ln questions)</source>
        <translation>
            <numerusform>Score&#xa0;: {right} bonnes réponses sur {answered} (%Ln question)</numerusform>
            <numerusform>Score&#xa0;: {right} bonnes réponses sur {answered} (%Ln questions)</numerusform>
        </translation>
    </message>
    <message>
        <source>{letter}. {choice}, the answer</source>
        <translation>{letter}. {choice}, la réponse</translation>
    </message>
    <message>
        <source>{letter}. {choice}, your answer, not the right one</source>
        <translation>{letter}. {choice}, votre réponse, pas la bonne</translation>
    </message>
    <message>
        <source>{letter}. {choice}</source>
        <translation>{letter}. {choice}</translation>
    </message>
    <message>
        <source>Open a quiz</source>
        <translation>Ouvrir un quiz</translation>
    </message>
    <message>
        <source>Quiz files (*.json);;All files (*)</source>
        <translation>Fichiers de quiz (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Quiz loaded: {title}</source>
        <translation>Quiz chargé&#xa0;: {title}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;quiz…</source>
        <translation>Ouvrir un &amp;quiz…</translation>
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
    <name>RecipeNotes</name>
    <message>
        <source>shapes disagree with config.json: tensor {name} is {shape} but {because}</source>
        <extracomment>{because} is one of the &quot;config.json says …&quot; clauses of this context</extracomment>
        <translation>les formes contredisent config.json&#xa0;: le tenseur {name} est {shape}, mais {because}</translation>
    </message>
    <message>
        <source>config.json says vocab_size = {vocab} and width = {width}</source>
        <translation>config.json indique vocab_size = {vocab} et largeur = {width}</translation>
    </message>
    <message>
        <source>config.json says {rows} positions (+ {offset} rows before position 0) of width {width}</source>
        <translation>config.json indique {rows} positions (+ {offset} lignes avant la position 0) de largeur {width}</translation>
    </message>
    <message>
        <source>config.json says {rows} positions of width {width}</source>
        <translation>config.json indique {rows} positions de largeur {width}</translation>
    </message>
    <message>
        <source>it maps the {width}-wide token rows to the hidden width {hidden}</source>
        <translation>il envoie les lignes de jetons de largeur {width} vers la largeur cachée {hidden}</translation>
    </message>
    <message>
        <source>the hidden width is {hidden}</source>
        <translation>la largeur cachée est {hidden}</translation>
    </message>
    <message>
        <source>config.json says type_vocab_size = {types}, width {width}</source>
        <translation>config.json indique type_vocab_size = {types}, largeur {width}</translation>
    </message>
    <message>
        <source>the LayerNorm must be {width} wide, like the rows it normalises</source>
        <translation>la LayerNorm doit avoir une largeur de {width}, comme les lignes qu’elle normalise</translation>
    </message>
    <message>
        <source>config.json: {key} must be true or false, got {value}</source>
        <translation>config.json&#xa0;: {key} doit valoir true ou false, pas {value}</translation>
    </message>
    <message>
        <source>config.json: {key} must be a number, got {value}</source>
        <translation>config.json&#xa0;: {key} doit être un nombre, pas {value}</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (RoPE acts inside attention), so z is the token rows themselves.</source>
        <translation>Pas de vecteur de position&#xa0;: rien n’est ajouté aux lignes de jetons (RoPE agit dans l’attention), donc z, ce sont les lignes de jetons elles-mêmes.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (ALiBi biases the attention scores inside attention), so z is the token rows themselves.</source>
        <translation>Pas de vecteur de position&#xa0;: rien n’est ajouté aux lignes de jetons (ALiBi biaise les scores d’attention dans l’attention), donc z, ce sont les lignes de jetons elles-mêmes.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (relative positions act inside attention), so z is the token rows themselves.</source>
        <translation>Pas de vecteur de position&#xa0;: rien n’est ajouté aux lignes de jetons (les positions relatives agissent dans l’attention), donc z, ce sont les lignes de jetons elles-mêmes.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (the model has no positions at all), so z is the token rows themselves.</source>
        <translation>Pas de vecteur de position&#xa0;: rien n’est ajouté aux lignes de jetons (le modèle n’a aucune position), donc z, ce sont les lignes de jetons elles-mêmes.</translation>
    </message>
    <message>
        <source>An encoder-decoder model: posviz shows the encoder&apos;s input, what the encoder&apos;s block 1 receives; the decoder embeds its own tokens the same way.</source>
        <translation>Un modèle encodeur-décodeur&#xa0;: posviz montre l’entrée de l’encodeur, ce que reçoit son bloc 1&#xa0;; le décodeur plonge ses propres jetons de la même façon.</translation>
    </message>
    <message>
        <source>The output layer reuses this token table to score the next token (tied weights).</source>
        <translation>La couche de sortie réutilise ce tableau des jetons pour noter le jeton suivant (poids liés).</translation>
    </message>
</context>
<context>
    <name>RecipeSteps</name>
    <message>
        <source>Token {where} is the padding token: as the model&apos;s own code does, it gets the padding row (row {row}) and is not counted, so every later token reads the row of one position earlier.</source>
        <translation>Le jeton {where} est le jeton de remplissage&#xa0;: comme dans le code du modèle lui-même, il reçoit la ligne de remplissage (ligne {row}) et n’est pas compté, donc chaque jeton suivant lit la ligne d’une position plus tôt.</translation>
    </message>
    <message>
        <source>+ token type 0</source>
        <translation>+ type de jeton 0</translation>
    </message>
    <message>
        <source>every token is in segment A, so row 0 of the token-type table is added to it</source>
        <translation>chaque jeton est dans le segment A, donc la ligne 0 du tableau des types de jeton lui est ajoutée</translation>
    </message>
    <message>
        <source>{} + token type 0</source>
        <translation>{} + type de jeton 0</translation>
    </message>
    <message>
        <source>+ position</source>
        <translation>+ position</translation>
    </message>
    <message>
        <source>the position rows (row p + {offset} of the {width}-wide table) are added after the projection</source>
        <translation>les lignes de position (ligne p + {offset} du tableau de largeur {width}) sont ajoutées après la projection</translation>
    </message>
    <message>
        <source>{} + position</source>
        <translation>{} + position</translation>
    </message>
    <message>
        <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta</source>
        <translation>chaque ligne est centrée, ramenée à une variance de 1 (eps = {eps}), fois gamma plus beta</translation>
    </message>
    <message>
        <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta (this LayerNorm has no beta)</source>
        <translation>chaque ligne est centrée, ramenée à une variance de 1 (eps = {eps}), fois gamma plus beta (cette LayerNorm n’a pas de beta)</translation>
    </message>
    <message>
        <source>every row is multiplied by {scale} = {value}</source>
        <translation>chaque ligne est multipliée par {scale} = {value}</translation>
    </message>
    <message>
        <source>token × {scale} + position</source>
        <translation>jeton × {scale} + position</translation>
    </message>
    <message>
        <source>the token rows are multiplied by {scale} = {value} before the position rows are added</source>
        <translation>les lignes de jetons sont multipliées par {scale} = {value} avant l’ajout des lignes de position</translation>
    </message>
    <message>
        <source>each {width}-wide row is multiplied by {name} ({wide} × {width}) plus its bias: the hidden width block 1 works in</source>
        <translation>chaque ligne de largeur {width} est multipliée par {name} ({wide} × {width}) plus son biais&#xa0;: la largeur cachée dans laquelle travaille le bloc 1</translation>
    </message>
    <message>
        <source>each {width}-wide row is multiplied by {name} ({wide} × {width}): the hidden width block 1 works in</source>
        <translation>chaque ligne de largeur {width} est multipliée par {name} ({wide} × {width})&#xa0;: la largeur cachée dans laquelle travaille le bloc 1</translation>
    </message>
    <message>
        <source>→ {wide} wide</source>
        <translation>→ largeur {wide}</translation>
    </message>
</context>
<context>
    <name>RecordDialogText</name>
    <message>
        <source>MP4 video, H.264 (*.mp4)</source>
        <translation>Vidéo MP4, H.264 (*.mp4)</translation>
    </message>
    <message>
        <source>WebM video, VP9 (*.webm)</source>
        <translation>Vidéo WebM, VP9 (*.webm)</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF animé (*.gif)</translation>
    </message>
    <message>
        <source>Animated PNG (*.apng)</source>
        <translation>PNG animé (*.apng)</translation>
    </message>
    <message>
        <source>Record a video</source>
        <translation>Enregistrer une vidéo</translation>
    </message>
    <message>
        <source>{width} × {height}</source>
        <translation>{width} × {height}</translation>
    </message>
    <message>
        <source> frames per second</source>
        <translation> images par seconde</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>long enough to read each caption</source>
        <translation>assez longtemps pour lire chaque légende</translation>
    </message>
    <message>
        <source>&amp;What</source>
        <translation>&amp;Quoi</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Taille</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>Frame &amp;rate</source>
        <translation>Fréquence d’&amp;images</translation>
    </message>
    <message>
        <source>&amp;Hold each step</source>
        <translation>&amp;Durée de chaque étape</translation>
    </message>
    <message>
        <source>&amp;Record…</source>
        <translation>En&amp;registrer une vidéo…</translation>
    </message>
    <message numerus="yes">
        <source>Recording %Ln frames to {name}…</source>
        <translation>
            <numerusform>Enregistrement de %Ln image dans {name}…</numerusform>
            <numerusform>Enregistrement de %Ln images dans {name}…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: no file was written.</source>
        <translation>Annulé&#xa0;: aucun fichier n’a été écrit.</translation>
    </message>
    <message>
        <source>The recording failed, and no file was written: {why}</source>
        <translation>L’enregistrement a échoué et aucun fichier n’a été écrit&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Wrote {video} and its captions {captions}.</source>
        <translation>{video} et ses sous-titres {captions} ont été écrits.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>The walkthrough: how a transformer&apos;s input layer is built</source>
        <translation>La visite guidée&#xa0;: comment se construit la couche d’entrée d’un transformer</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z, for each word in turn</source>
        <translation>Ligne du jeton + ligne de position = ligne de Z, pour chaque mot à tour de rôle</translation>
    </message>
    <message>
        <source>The position vectors, scrolled from the first position to the last</source>
        <translation>Les vecteurs de position, défilant de la première position à la dernière</translation>
    </message>
    <message>
        <source>RoPE: one pair of q and k turning as both words move along</source>
        <translation>RoPE&#xa0;: une paire de q et k qui tourne quand les deux mots avancent</translation>
    </message>
    <message>
        <source>Context extension: each pair&apos;s frequency as the scaling factor grows</source>
        <translation>Extension du contexte&#xa0;: la fréquence de chaque paire quand le facteur d’échelle augmente</translation>
    </message>
    <message>
        <source>{name} (d = {width})</source>
        <translation>{name} (d = {width})</translation>
    </message>
    <message>
        <source>the lesson&apos;s toy model (d = {width})</source>
        <translation>le modèle jouet de la leçon (d = {width})</translation>
    </message>
    <message>
        <source>posviz: {what}</source>
        <translation>posviz&#xa0;: {what}</translation>
    </message>
    <message>
        <source>Model: {name}</source>
        <translation>Modèle&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Sentence: “{sentence}”</source>
        <translation>Phrase&#xa0;: «&#xa0;{sentence}&#xa0;»</translation>
    </message>
    <message>
        <source>Position scheme: {scheme}</source>
        <translation>Schéma de positions&#xa0;: {scheme}</translation>
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
        <translation>Étape {number} sur {count}&#xa0;: {title}</translation>
    </message>
    <message>
        <source>{heading}. {caption}</source>
        <translation>{heading}. {caption}</translation>
    </message>
    <message>
        <source>Positions 0 to {last}, {count} at a time. {what}</source>
        <translation>Positions 0 à {last}, {count} à la fois. {what}</translation>
    </message>
    <message>
        <source>Position vectors, as a heatmap</source>
        <translation>Vecteurs de position, en carte de chaleur</translation>
    </message>
    <message>
        <source>Both words move {shift} positions along together: q and k turn by the same angle, so the angle between them, and their score, stay the same: RoPE&apos;s score depends only on the offset m − n.</source>
        <translation>Les deux mots avancent ensemble de {shift} positions&#xa0;: q et k tournent du même angle, donc l’angle entre eux, et leur score, restent les mêmes&#xa0;: le score de RoPE ne dépend que du décalage m − n.</translation>
    </message>
    <message>
        <source>The scaling factor grows from {low} to {high}: the slow pairs&apos; frequencies are divided by it, so they turn slowly enough for a longer context, while the fast pairs keep theirs.</source>
        <translation>Le facteur d’échelle passe de {low} à {high}&#xa0;: les fréquences des paires lentes sont divisées par lui, elles tournent donc assez lentement pour un contexte plus long, tandis que les paires rapides gardent les leurs.</translation>
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
    <name>SlideText</name>
    <message>
        <source>unknown theme &apos;{theme}&apos; (choose one of {names})</source>
        <translation>thème inconnu &apos;{theme}&apos; (choisissez parmi {names})</translation>
    </message>
    <message>
        <source>unknown colour map &apos;{name}&apos; (choose one of {names})</source>
        <translation>palette inconnue &apos;{name}&apos; (choisissez parmi {names})</translation>
    </message>
    <message>
        <source>prepared sentence {number} cannot be shown: {reason}</source>
        <translation>la phrase préparée {number} ne peut pas être affichée&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>SpeakerNotes</name>
    <message>
        <source>Point at the chips: each is one token and the number under it is its id. An id is a row number and nothing more; ids that are close say nothing about words being alike. In the toy vocabulary “the dog bit the man” becomes [0, 2, 6, 0, 4]: “the” gets id 0 both times. Ask the room what a model could learn from 6 being larger than 2 (nothing).</source>
        <translation>Montrez les pastilles&#xa0;: chacune est un jeton et le nombre en dessous est son id. Un id est un numéro de ligne et rien de plus&#xa0;; des ids proches ne disent rien de la ressemblance des mots. Dans le vocabulaire jouet, «&#xa0;the dog bit the man&#xa0;» devient [0, 2, 6, 0, 4]&#xa0;: «&#xa0;the&#xa0;» reçoit l’id 0 les deux fois. Demandez à la salle ce qu’un modèle pourrait apprendre du fait que 6 est plus grand que 2 (rien).</translation>
    </message>
    <message>
        <source>E has one row per vocabulary entry and d columns; the id only says which row to read, there is no formula. The rows were learned in training, so the numbers are features nobody named. The size of E depends on the vocabulary, never on the sentence: a longer text reads more rows, it does not make the table bigger. A repeated word reads the same row every time, so at this point the two “the”s are identical.</source>
        <translation>E a une ligne par entrée du vocabulaire et d colonnes&#xa0;; l’id dit seulement quelle ligne lire, il n’y a pas de formule. Les lignes ont été apprises à l’entraînement, les nombres sont donc des caractéristiques que personne n’a nommées. La taille de E dépend du vocabulaire, jamais de la phrase&#xa0;: un texte plus long lit plus de lignes, il n’agrandit pas la table. Un mot répété lit la même ligne à chaque fois, donc à ce stade les deux «&#xa0;the&#xa0;» sont identiques.</translation>
    </message>
    <message>
        <source>The problem to state first: attention compares every token with every other at once, so without help it cannot tell “the dog bit the man” from “the man bit the dog”. Each row of the heatmap is one position, each column one of the d numbers, the same width as E. With the sinusoidal scheme the values are sin and cos of the position at a different speed per column pair, computed from a formula, not learned; GPT-2 learns this table instead, and RoPE adds no vector here at all (it rotates queries and keys inside attention).</source>
        <translation>Le problème à poser d’abord&#xa0;: l’attention compare chaque jeton à tous les autres à la fois, donc sans aide elle ne distingue pas «&#xa0;the dog bit the man&#xa0;» de «&#xa0;the man bit the dog&#xa0;». Chaque ligne de la carte de chaleur est une position, chaque colonne l’un des d nombres, de la même largeur que E. Avec le schéma sinusoïdal, les valeurs sont le sin et le cos de la position à une vitesse différente par paire de colonnes, calculées par une formule, pas apprises&#xa0;; GPT-2 apprend plutôt cette table, et RoPE n’ajoute ici aucun vecteur (il fait tourner requêtes et clés dans l’attention).</translation>
    </message>
    <message>
        <source>The position vector is added to the token&apos;s row number by number, not placed beside it, so the width stays d. Now the same word at two positions gives two different rows: in the toy model (sinusoidal, d = 6) “the” at position 0 and at position 3 differ by up to 1.99 in one column. Ask what would happen with positions switched off (the two rows would be equal again).</source>
        <translation>Le vecteur de position est ajouté à la ligne du jeton nombre par nombre, pas placé à côté, donc la largeur reste d. Le même mot à deux positions donne maintenant deux lignes différentes&#xa0;: dans le modèle jouet (sinusoïdal, d = 6), «&#xa0;the&#xa0;» en position 0 et en position 3 diffèrent jusqu’à 1,99 dans une colonne. Demandez ce qui se passerait sans positions (les deux lignes redeviendraient égales).</translation>
    </message>
    <message>
        <source>Z has one row per token and d columns: L × d, whatever the size of the vocabulary. This is what the first transformer block reads. The queries, keys and values are computed from Z later, inside attention; the position vectors are not Q, K or V. The Word order demo shows the point: with positions off, shuffling the words only shuffles Z&apos;s rows.</source>
        <translation>Z a une ligne par jeton et d colonnes&#xa0;: L × d, quelle que soit la taille du vocabulaire. C’est ce que lit le premier bloc du transformer. Les requêtes, clés et valeurs sont calculées à partir de Z plus tard, dans l’attention&#xa0;; les vecteurs de position ne sont ni Q, ni K, ni V. La démo Ordre des mots le montre&#xa0;: sans positions, mélanger les mots ne fait que mélanger les lignes de Z.</translation>
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
    <message numerus="yes">
        <source>{moved} of %Ln tokens moved</source>
        <translation>
            <numerusform>{moved} jeton sur %Ln déplacé</numerusform>
            <numerusform>{moved} jetons sur %Ln déplacés</numerusform>
        </translation>
    </message>
    <message>
        <source>row {row} {token} from position {position}</source>
        <translation>ligne {row} {token} venue de la position {position}</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… et %Ln de plus</numerusform>
            <numerusform>… et %Ln de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>{moved}: {each}</source>
        <translation>{moved}&#xa0;: {each}</translation>
    </message>
    <message>
        <source>{moved}. Not one number differs from the number beside it in the table on the left.</source>
        <translation>{moved}. Aucun nombre ne diffère du nombre voisin dans le tableau de gauche.</translation>
    </message>
    <message numerus="yes">
        <source>{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.</source>
        <translation>
            <numerusform>{moved}. {count} nombres sur {cells} diffèrent du nombre voisin dans le tableau de gauche (encadrés), sur %Ln ligne&#xa0;: {listed}.</numerusform>
            <numerusform>{moved}. {count} nombres sur {cells} diffèrent du nombre voisin dans le tableau de gauche (encadrés), sur %Ln lignes&#xa0;: {listed}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Input layer</source>
        <translation>Couche d’entrée</translation>
    </message>
    <message>
        <source>Word order</source>
        <translation>Ordre des mots</translation>
    </message>
    <message>
        <source>Deeper ideas</source>
        <translation>Pour aller plus loin</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <source>Real model</source>
        <translation>Vrai modèle</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>TokenizerChildText</name>
    <message>
        <source>{name} could not be read as a tokenizer ({kind}: {reason})</source>
        <translation>{name} n’a pas pu être lu comme tokeniseur ({kind}&#xa0;: {reason})</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>{name} n’a pas pu être lu comme tokeniseur&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>TokenizerText</name>
    <message>
        <source>reading a real model&apos;s tokenizer needs the &apos;tokenizers&apos; package: pip install &apos;posviz[real]&apos; (it works offline, no deep-learning framework needed)</source>
        <translation>lire le tokeniseur d’un vrai modèle demande le paquet &apos;tokenizers&apos;&#xa0;: pip install &apos;posviz[real]&apos; (fonctionne hors ligne, sans framework d’apprentissage profond)</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>{name} n’a pas pu être lu comme tokeniseur&#xa0;: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{kind}, %Ln tokens</source>
        <translation>
            <numerusform>{kind}, %Ln jeton</numerusform>
            <numerusform>{kind}, %Ln jetons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToyModel</name>
    <message>
        <source>posviz&apos;s data file {file} is damaged: {reason}</source>
        <translation>le fichier de données {file} de posviz est endommagé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>posviz&apos;s data file {file} is damaged: rows are not {width} wide</source>
        <translation>le fichier de données {file} de posviz est endommagé&#xa0;: les lignes n’ont pas une largeur de {width}</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>this window has no Deeper ideas tab</source>
        <translation>cette fenêtre n’a pas d’onglet Pour aller plus loin</translation>
    </message>
    <message>
        <source>the {view} view is still computing; try again in a moment</source>
        <translation>la vue {view} calcule encore&#xa0;; réessayez dans un instant</translation>
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
<context>
    <name>WeightFiles</name>
    <message>
        <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file (the real file is {size} MB): it was never downloaded. Run &apos;git lfs pull&apos; in the model folder, or download the file itself.</source>
        <translation>{name} est un pointeur Git LFS, un petit fichier texte qui tient la place du vrai fichier (le vrai fichier fait {size} Mo)&#xa0;: il n’a jamais été téléchargé. Lancez &apos;git lfs pull&apos; dans le dossier du modèle, ou téléchargez le fichier lui-même.</translation>
    </message>
    <message>
        <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file: it was never downloaded. Run &apos;git lfs pull&apos; in the model folder, or download the file itself.</source>
        <translation>{name} est un pointeur Git LFS, un petit fichier texte qui tient la place du vrai fichier&#xa0;: il n’a jamais été téléchargé. Lancez &apos;git lfs pull&apos; dans le dossier du modèle, ou téléchargez le fichier lui-même.</translation>
    </message>
    <message>
        <source>{name} is not a safetensors file: its header is not a JSON object</source>
        <translation>{name} n’est pas un fichier safetensors&#xa0;: son en-tête n’est pas un objet JSON</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}</source>
        <translation>{name} ne peut pas être lu&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{name} is truncated: it has {size} bytes, fewer than a safetensors header needs (an interrupted download?)</source>
        <translation>{name} est tronqué&#xa0;: il a {size} octets, moins qu’un en-tête safetensors n’en demande (un téléchargement interrompu&#xa0;?)</translation>
    </message>
    <message>
        <source>{name} is not a safetensors file: its first 8 bytes announce a {length}-byte header</source>
        <translation>{name} n’est pas un fichier safetensors&#xa0;: ses 8 premiers octets annoncent un en-tête de {length} octets</translation>
    </message>
    <message>
        <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
        <translation>{name} est tronqué&#xa0;: son en-tête seul devrait faire {length} octets mais le fichier n’en a que {size} (un téléchargement interrompu&#xa0;?)</translation>
    </message>
    <message>
        <source>{name}: the header entry of tensor {tensor} is malformed: {why}</source>
        <translation>{name}&#xa0;: l’entrée d’en-tête du tenseur {tensor} est mal formée&#xa0;: {why}</translation>
    </message>
    <message>
        <source>it must hold dtype, shape and data_offsets, not {keys}</source>
        <translation>elle doit contenir dtype, shape et data_offsets, pas {keys}</translation>
    </message>
    <message>
        <source>shape must be a list of whole numbers from 0, not {shape}</source>
        <translation>shape doit être une liste d’entiers à partir de 0, pas {shape}</translation>
    </message>
    <message>
        <source>data_offsets must be two whole numbers from 0, not {offsets}</source>
        <translation>data_offsets doit être deux entiers à partir de 0, pas {offsets}</translation>
    </message>
</context>
<context>
    <name>WordOrder</name>
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
