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
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>Il n’y a pas de langue «&#xa0;{code}&#xa0;»&#xa0;: choisissez-en une parmi {codes}.</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
</TS>
