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
        <source>the sentence has no tokens, so there is no sum to export</source>
        <translation>la phrase n’a pas de jetons, il n’y a donc pas de somme à exporter</translation>
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
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>Il n’y a pas de langue «&#xa0;{code}&#xa0;»&#xa0;: choisissez-en une parmi {codes}.</translation>
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
        <source>Embedding table E (one row per word)</source>
        <translation>Table d’embeddings E (une ligne par mot)</translation>
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
        <translation>Vecteurs de position, en carte de chaleur</translation>
    </message>
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
    <name>OptionMessages</name>
    <message>
        <source>unknown theme &apos;{theme}&apos;; choose one of {names}</source>
        <translation>thème inconnu &apos;{theme}&apos;&#xa0;; choisissez parmi {names}</translation>
    </message>
    <message>
        <source>unknown colour map &apos;{name}&apos;; choose one of {names}</source>
        <translation>palette inconnue &apos;{name}&apos;&#xa0;; choisissez parmi {names}</translation>
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
    <name>Pages</name>
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
        <source>Z</source>
        <comment>the matrix Z, on a button</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Panneaux&#xa0;:</translation>
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
    <message>
        <source>Input layer: E, Z, the addition and the position heatmap</source>
        <translation>Couche d’entrée&#xa0;: E, Z, l’addition et la carte de chaleur des positions</translation>
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
    <name>TokenizerText</name>
    <message>
        <source>reading a real model&apos;s tokenizer needs the &apos;tokenizers&apos; package: pip install &apos;posviz[real]&apos; (it works offline, no deep-learning framework needed)</source>
        <translation>lire le tokeniseur d’un vrai modèle demande le paquet &apos;tokenizers&apos;&#xa0;: pip install &apos;posviz[real]&apos; (fonctionne hors ligne, sans framework d’apprentissage profond)</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>{name} n’a pas pu être lu comme tokeniseur&#xa0;: {reason}</translation>
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
        <source>{name} is not a safetensors file: its first 8 bytes announce a header of {length} bytes</source>
        <translation>{name} n’est pas un fichier safetensors&#xa0;: ses 8 premiers octets annoncent un en-tête de {length} octets</translation>
    </message>
    <message>
        <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
        <translation>{name} est tronqué&#xa0;: son en-tête seul devrait faire {length} octets mais le fichier n’en a que {size} (un téléchargement interrompu&#xa0;?)</translation>
    </message>
</context>
</TS>
