<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>CodeEditorWords</name>
        <message>
            <source>Line numbers</source>
            <translation>[Ļîñé ñûɱƀéŕš ļöŕé]</translation>
        </message>
        <message>
            <source>The number of each line of the code, as error messages quote them</source>
            <translation>[Ţĥé ñûɱƀéŕ öƒ éåçĥ ļîñé öƒ ţĥé çöðé, åš éŕŕöŕ ɱéššåĝéš ǫûöţé ţĥéɱ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>Tab indents, Shift+Tab unindents; Ctrl+Tab moves to the next control and Ctrl+Shift+Tab to the previous one; Ctrl+Return checks the code.</source>
            <translation>[Ţåƀ îñðéñţš, Šĥîƒţ+Ţåƀ ûñîñðéñţš; Çţŕļ+Ţåƀ ɱöṽéš ţö ţĥé ñéẋţ çöñţŕöļ åñð Çţŕļ+Šĥîƒţ+Ţåƀ ţö ţĥé ƥŕéṽîöûš öñé; Çţŕļ+Ŕéţûŕñ çĥéçķš ţĥé çöðé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţ]</translation>
        </message>
    </context>
    <context>
        <name>CompareCaptions</name>
        <message>
            <source>Compare one to {most} models, not {count}.</source>
            <translation>[Çöɱƥåŕé öñé ţö {most} ɱöðéļš, ñöţ {count}. ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>Type a sentence to compare how the models read it.</source>
            <translation>[Ţýƥé å šéñţéñçé ţö çöɱƥåŕé ĥöŵ ţĥé ɱöðéļš ŕéåð îţ. ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>{name} could not read this sentence: {reason}</source>
            <translation>[{name} çöûļð ñöţ ŕéåð ţĥîš šéñţéñçé: {reason} ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>{model} has no token for “{word}”: it becomes the unknown token (id {id}).</source>
            <translation>[{model} ĥåš ñö ţöķéñ ƒöŕ “{word}”: îţ ƀéçöɱéš ţĥé ûñķñöŵñ ţöķéñ (îð {id}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ç]</translation>
        </message>
        <message>
            <source>{model} keeps “{word}” as one token.</source>
            <translation>[{model} ķééƥš “{word}” åš öñé ţöķéñ. ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message numerus="yes">
            <source>{model} cuts “{word}” into %Ln tokens.</source>
            <translation>
                <numerusform>[{model} çûţš “{word}” îñţö %Ln ţöķéñš. ļöŕéɱ îƥšûɱ ðö]</numerusform>
                <numerusform>[{model} çûţš “{word}” îñţö %Ln ţöķéñš. ļöŕéɱ îƥšûɱ ðö]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.</source>
            <translation>
                <numerusform>[Éṽéŕý ɱöðéļ ŕéåðš ţĥé šéñţéñçé åš %Ln ţöķéñš, ƀûţ ŵîţĥ ðîƒƒéŕéñţ îðš: åñ îð îš öñļý å ŕöŵ ñûɱƀéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</numerusform>
                <numerusform>[Éṽéŕý ɱöðéļ ŕéåðš ţĥé šéñţéñçé åš %Ln ţöķéñš, ƀûţ ŵîţĥ ðîƒƒéŕéñţ îðš: åñ îð îš öñļý å ŕöŵ ñûɱƀéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</numerusform>
            </translation>
        </message>
        <message>
            <source>{most} needs the most tokens ({most_count}), {fewest} the fewest ({fewest_count}).</source>
            <translation>[{most} ñééðš ţĥé ɱöšţ ţöķéñš ({most_count}), {fewest} ţĥé ƒéŵéšţ ({fewest_count}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message numerus="yes">
            <source>{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.</source>
            <translation>
                <numerusform>[{model} ŕéåðš ţĥé šéñţéñçé åš %Ln ţöķéñš, {special} öƒ ţĥéɱ åððéð ƀý ţĥé ɱöðéļ îţšéļƒ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</numerusform>
                <numerusform>[{model} ŕéåðš ţĥé šéñţéñçé åš %Ln ţöķéñš, {special} öƒ ţĥéɱ åððéð ƀý ţĥé ɱöðéļ îţšéļƒ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{model} reads the sentence as %Ln tokens.</source>
            <translation>
                <numerusform>[{model} ŕéåðš ţĥé šéñţéñçé åš %Ln ţöķéñš. ļöŕéɱ îƥšûɱ ðöļö]</numerusform>
                <numerusform>[{model} ŕéåðš ţĥé šéñţéñçé åš %Ln ţöķéñš. ļöŕéɱ îƥšûɱ ðöļö]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln of {model}'s tokens are its unknown token: those pieces have no row of their own.</source>
            <translation>
                <numerusform>[%Ln öƒ {model}'š ţöķéñš åŕé îţš ûñķñöŵñ ţöķéñ: ţĥöšé ƥîéçéš ĥåṽé ñö ŕöŵ öƒ ţĥéîŕ öŵñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</numerusform>
                <numerusform>[%Ln öƒ {model}'š ţöķéñš åŕé îţš ûñķñöŵñ ţöķéñ: ţĥöšé ƥîéçéš ĥåṽé ñö ŕöŵ öƒ ţĥéîŕ öŵñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln of {model}'s tokens are bytes that are not text on their own.</source>
            <translation>
                <numerusform>[%Ln öƒ {model}'š ţöķéñš åŕé ƀýţéš ţĥåţ åŕé ñöţ ţéẋţ öñ ţĥéîŕ öŵñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</numerusform>
                <numerusform>[%Ln öƒ {model}'š ţöķéñš åŕé ƀýţéš ţĥåţ åŕé ñöţ ţéẋţ öñ ţĥéîŕ öŵñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Character {char} is past the end of the sentence (%Ln characters).</source>
            <translation>
                <numerusform>[Çĥåŕåçţéŕ {char} îš ƥåšţ ţĥé éñð öƒ ţĥé šéñţéñçé (%Ln çĥåŕåçţéŕš). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</numerusform>
                <numerusform>[Çĥåŕåçţéŕ {char} îš ƥåšţ ţĥé éñð öƒ ţĥé šéñţéñçé (%Ln çĥåŕåçţéŕš). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>No token of {model} covers character {char} (“{letter}”): the tokenizer dropped it.</source>
            <translation>[Ñö ţöķéñ öƒ {model} çöṽéŕš çĥåŕåçţéŕ {char} (“{letter}”): ţĥé ţöķéñîžéŕ ðŕöƥƥéð îţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>Character {char} (“{letter}”) is in {model}'s token {index}, “{label}” (id {id}); its row begins {values}.</source>
            <translation>[Çĥåŕåçţéŕ {char} (“{letter}”) îš îñ {model}'š ţöķéñ {index}, “{label}” (îð {id}); îţš ŕöŵ ƀéĝîñš {values}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message numerus="yes">
            <source>{name}: width {width}, vocabulary %Ln rows; {positions}</source>
            <translation>
                <numerusform>[{name}: ŵîðţĥ {width}, ṽöçåƀûļåŕý %Ln ŕöŵš; {positions} ļöŕéɱ îƥšûɱ ðöļöŕ š]</numerusform>
                <numerusform>[{name}: ŵîðţĥ {width}, ṽöçåƀûļåŕý %Ln ŕöŵš; {positions} ļöŕéɱ îƥšûɱ ðöļöŕ š]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.</source>
            <translation>
                <numerusform>[{name}: ŵîðţĥ {width}, ṽöçåƀûļåŕý %Ln ŵöŕðš; šîñûšöîðåļ ƥöšîţîöñš åððéð ţö éåçĥ ţöķéñ ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</numerusform>
                <numerusform>[{name}: ŵîðţĥ {width}, ṽöçåƀûļåŕý %Ln ŵöŕðš; šîñûšöîðåļ ƥöšîţîöñš åððéð ţö éåçĥ ţöķéñ ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.</source>
            <extracomment>{scheme} is a position scheme's name in English (learned, rope, none)</extracomment>
            <translation>
                <numerusform>[{name}: ŵîðţĥ {width}, ṽöçåƀûļåŕý %Ln ŵöŕðš; ƥöšîţîöñ šçĥéɱé “{scheme}”. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</numerusform>
                <numerusform>[{name}: ŵîðţĥ {width}, ṽöçåƀûļåŕý %Ln ŵöŕðš; ƥöšîţîöñ šçĥéɱé “{scheme}”. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CompareTab</name>
        <message>
            <source>Add two to four models to compare how they read the sentence: the toy, a model folder or a recent one.</source>
            <translation>[Åðð ţŵö ţö ƒöûŕ ɱöðéļš ţö çöɱƥåŕé ĥöŵ ţĥéý ŕéåð ţĥé šéñţéñçé: ţĥé ţöý, å ɱöðéļ ƒöļðéŕ öŕ å ŕéçéñţ öñé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ å]</translation>
        </message>
        <message numerus="yes">
            <source>At most %n models can be compared side by side: remove one first.</source>
            <translation>
                <numerusform>[Åţ ɱöšţ %n ɱöðéļš çåñ ƀé çöɱƥåŕéð šîðé ƀý šîðé: ŕéɱöṽé öñé ƒîŕšţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</numerusform>
                <numerusform>[Åţ ɱöšţ %n ɱöðéļš çåñ ƀé çöɱƥåŕéð šîðé ƀý šîðé: ŕéɱöṽé öñé ƒîŕšţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Add the toy model</source>
            <translation>[Åðð ţĥé ţöý ɱöðéļ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Add a model folder…</source>
            <translation>[Åðð å ɱöðéļ ƒöļðéŕ… ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Remove the last model</source>
            <translation>[Ŕéɱöṽé ţĥé ļåšţ ɱöðéļ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Add a recently opened model</source>
            <translation>[Åðð å ŕéçéñţļý öƥéñéð ɱöðéļ ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Character of the sentence to follow through each model</source>
            <translation>[Çĥåŕåçţéŕ öƒ ţĥé šéñţéñçé ţö ƒöļļöŵ ţĥŕöûĝĥ éåçĥ ɱöðéļ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>character {number}</source>
            <translation>[çĥåŕåçţéŕ {number} ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Add a recent model…</source>
            <translation>[Åðð å ŕéçéñţ ɱöðéļ… ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Choose a model folder to compare</source>
            <translation>[Çĥööšé å ɱöðéļ ƒöļðéŕ ţö çöɱƥåŕé ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Reading {folder}: {what} ({percent} %).</source>
            <extracomment>{what} is the loader's own words on the file being read (English for now)</extracomment>
            <translation>[Ŕéåðîñĝ {folder}: {what} ({percent} %). ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>{folder} cannot be compared: {reason}</source>
            <translation>[{folder} çåññöţ ƀé çöɱƥåŕéð: {reason} ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Comparing {names}; the main view keeps its own model.</source>
            <translation>[Çöɱƥåŕîñĝ {names}; ţĥé ɱåîñ ṽîéŵ ķééƥš îţš öŵñ ɱöðéļ. ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>, </source>
            <comment>list separator</comment>
            <translation>[,  ļ]</translation>
        </message>
        <message numerus="yes">
            <source>{model}: %Ln tokens: {tokens}.</source>
            <translation>
                <numerusform>[{model}: %Ln ţöķéñš: {tokens}. ļöŕéɱ îƥšû]</numerusform>
                <numerusform>[{model}: %Ln ţöķéñš: {tokens}. ļöŕéɱ îƥšû]</numerusform>
            </translation>
        </message>
        <message>
            <source>Tokens of each model, aligned by the characters they cover</source>
            <translation>[Ţöķéñš öƒ éåçĥ ɱöðéļ, åļîĝñéð ƀý ţĥé çĥåŕåçţéŕš ţĥéý çöṽéŕ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>Length of each row block 1 receives, along the sentence</source>
            <translation>[Ļéñĝţĥ öƒ éåçĥ ŕöŵ ƀļöçķ 1 ŕéçéîṽéš, åļöñĝ ţĥé šéñţéñçé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>character of the sentence (middle of each token)</source>
            <translation>[çĥåŕåçţéŕ öƒ ţĥé šéñţéñçé (ɱîððļé öƒ éåçĥ ţöķéñ) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>row length ‖x‖</source>
            <translation>[ŕöŵ ļéñĝţĥ ‖ẋ‖ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>{model}: row lengths {values}.</source>
            <translation>[{model}: ŕöŵ ļéñĝţĥš {values}. ļöŕéɱ îƥš]</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <source>There is no language “{code}”: choose one of {codes}.</source>
            <translation>[Ţĥéŕé îš ñö ļåñĝûåĝé “{code}”: çĥööšé öñé öƒ {codes}. ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
    </context>
    <context>
        <name>LessonQuiz</name>
        <message>
            <source>Check your understanding: tokens, embeddings and positions</source>
            <translation>[Çĥéçķ ýöûŕ ûñðéŕšţåñðîñĝ: ţöķéñš, éɱƀéððîñĝš åñð ƥöšîţîöñš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>Attention compares every token with every other token. Why does the transformer need position information added to its input at all?</source>
            <translation>[Åţţéñţîöñ çöɱƥåŕéš éṽéŕý ţöķéñ ŵîţĥ éṽéŕý öţĥéŕ ţöķéñ. Ŵĥý ðöéš ţĥé ţŕåñšƒöŕɱéŕ ñééð ƥöšîţîöñ îñƒöŕɱåţîöñ åððéð ţö îţš îñƥûţ åţ åļļ? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļ]</translation>
        </message>
        <message>
            <source>Token ids already say where each word sits; position vectors only make the lookup faster.</source>
            <translation>[Ţöķéñ îðš åļŕéåðý šåý ŵĥéŕé éåçĥ ŵöŕð šîţš; ƥöšîţîöñ ṽéçţöŕš öñļý ɱåķé ţĥé ļööķûƥ ƒåšţéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</translation>
        </message>
        <message>
            <source>An id is a row number in the vocabulary, not a place in the sentence: "the" is id 0 at the start and at the end of "the dog bit the man".</source>
            <translation>[Åñ îð îš å ŕöŵ ñûɱƀéŕ îñ ţĥé ṽöçåƀûļåŕý, ñöţ å ƥļåçé îñ ţĥé šéñţéñçé: "ţĥé" îš îð 0 åţ ţĥé šţåŕţ åñð åţ ţĥé éñð öƒ "ţĥé ðöĝ ƀîţ ţĥé ɱåñ". ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţ]</translation>
        </message>
        <message>
            <source>On its own, attention treats the input as a set of vectors: move a word and its vector moves with it unchanged, so word order is invisible.</source>
            <translation>[Öñ îţš öŵñ, åţţéñţîöñ ţŕéåţš ţĥé îñƥûţ åš å šéţ öƒ ṽéçţöŕš: ɱöṽé å ŵöŕð åñð îţš ṽéçţöŕ ɱöṽéš ŵîţĥ îţ ûñçĥåñĝéð, šö ŵöŕð öŕðéŕ îš îñṽîšîƀļé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
        <message>
            <source>Without positions, "the dog bit the man" and "the man bit the dog" give the same rows in a different order, and attention cannot tell who bit whom. Adding a vector per position breaks that symmetry.</source>
            <translation>[Ŵîţĥöûţ ƥöšîţîöñš, "ţĥé ðöĝ ƀîţ ţĥé ɱåñ" åñð "ţĥé ɱåñ ƀîţ ţĥé ðöĝ" ĝîṽé ţĥé šåɱé ŕöŵš îñ å ðîƒƒéŕéñţ öŕðéŕ, åñð åţţéñţîöñ çåññöţ ţéļļ ŵĥö ƀîţ ŵĥöɱ. Åððîñĝ å ṽéçţöŕ ƥéŕ ƥöšîţîöñ ƀŕéåķš ţĥåţ šýɱɱéţŕý. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>To make each token's vector wider so it can hold more meaning.</source>
            <translation>[Ţö ɱåķé éåçĥ ţöķéñ'š ṽéçţöŕ ŵîðéŕ šö îţ çåñ ĥöļð ɱöŕé ɱéåñîñĝ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>The position vector is added, not appended: the width stays d_model. It adds information about place, not room for meaning.</source>
            <translation>[Ţĥé ƥöšîţîöñ ṽéçţöŕ îš åððéð, ñöţ åƥƥéñðéð: ţĥé ŵîðţĥ šţåýš ð_ɱöðéļ. Îţ åððš îñƒöŕɱåţîöñ åƀöûţ ƥļåçé, ñöţ ŕööɱ ƒöŕ ɱéåñîñĝ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>Because the embedding table stores the words in the order they appear in the sentence.</source>
            <translation>[Ɓéçåûšé ţĥé éɱƀéððîñĝ ţåƀļé šţöŕéš ţĥé ŵöŕðš îñ ţĥé öŕðéŕ ţĥéý åƥƥéåŕ îñ ţĥé šéñţéñçé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţ]</translation>
        </message>
        <message>
            <source>The table is ordered by the vocabulary and is the same for every sentence. Nothing in it knows about any particular sentence.</source>
            <translation>[Ţĥé ţåƀļé îš öŕðéŕéð ƀý ţĥé ṽöçåƀûļåŕý åñð îš ţĥé šåɱé ƒöŕ éṽéŕý šéñţéñçé. Ñöţĥîñĝ îñ îţ ķñöŵš åƀöûţ åñý ƥåŕţîçûļåŕ šéñţéñçé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>Turn positions off and look at Z for "the man bit the dog": each row is just its word's table row.</source>
            <translation>[Ţûŕñ ƥöšîţîöñš öƒƒ åñð ļööķ åţ Ž ƒöŕ "ţĥé ɱåñ ƀîţ ţĥé ðöĝ": éåçĥ ŕöŵ îš ĵûšţ îţš ŵöŕð'š ţåƀļé ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</translation>
        </message>
        <message>
            <source>The 2017 paper used a vocabulary of about 37,000 tokens and d_model = 512. A document of 100,000 tokens goes through the embedding lookup. What shape comes out?</source>
            <translation>[Ţĥé 2017 ƥåƥéŕ ûšéð å ṽöçåƀûļåŕý öƒ åƀöûţ 37,000 ţöķéñš åñð ð_ɱöðéļ = 512. Å ðöçûɱéñţ öƒ 100,000 ţöķéñš ĝöéš ţĥŕöûĝĥ ţĥé éɱƀéððîñĝ ļööķûƥ. Ŵĥåţ šĥåƥé çöɱéš öûţ? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>37,000 x 512</source>
            <translation>[37,000 ẋ 512 ļöŕé]</translation>
        </message>
        <message>
            <source>That is the embedding table E itself. Its size depends on the vocabulary only; it does not change with the input.</source>
            <translation>[Ţĥåţ îš ţĥé éɱƀéððîñĝ ţåƀļé É îţšéļƒ. Îţš šîžé ðéƥéñðš öñ ţĥé ṽöçåƀûļåŕý öñļý; îţ ðöéš ñöţ çĥåñĝé ŵîţĥ ţĥé îñƥûţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</translation>
        </message>
        <message>
            <source>100,000 x 37,000</source>
            <translation>[100,000 ẋ 37,000 ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>That would be a stack of one-hot vectors, one |V|-wide row per token. The lookup reads rows of E instead and never builds it.</source>
            <translation>[Ţĥåţ ŵöûļð ƀé å šţåçķ öƒ öñé-ĥöţ ṽéçţöŕš, öñé |Ṽ|-ŵîðé ŕöŵ ƥéŕ ţöķéñ. Ţĥé ļööķûƥ ŕéåðš ŕöŵš öƒ É îñšţéåð åñð ñéṽéŕ ƀûîļðš îţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>100,000 separate copies of the 37,000 x 512 table</source>
            <translation>[100,000 šéƥåŕåţé çöƥîéš öƒ ţĥé 37,000 ẋ 512 ţåƀļé ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>Each token reads a single row of the table; the table itself is never copied.</source>
            <translation>[Éåçĥ ţöķéñ ŕéåðš å šîñĝļé ŕöŵ öƒ ţĥé ţåƀļé; ţĥé ţåƀļé îţšéļƒ îš ñéṽéŕ çöƥîéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>100,000 x 512</source>
            <translation>[100,000 ẋ 512 ļöŕéɱ]</translation>
        </message>
        <message>
            <source>One row of width d = 512 is looked up per token, so the result is L x d. The length L and the width d are independent dials, and the table stays |V| x d.</source>
            <translation>[Öñé ŕöŵ öƒ ŵîðţĥ ð = 512 îš ļööķéð ûƥ ƥéŕ ţöķéñ, šö ţĥé ŕéšûļţ îš Ļ ẋ ð. Ţĥé ļéñĝţĥ Ļ åñð ţĥé ŵîðţĥ ð åŕé îñðéƥéñðéñţ ðîåļš, åñð ţĥé ţåƀļé šţåýš |Ṽ| ẋ ð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Seven tokens, a ten-row table: Z has one row per token, the table keeps its ten rows.</source>
            <translation>[Šéṽéñ ţöķéñš, å ţéñ-ŕöŵ ţåƀļé: Ž ĥåš öñé ŕöŵ ƥéŕ ţöķéñ, ţĥé ţåƀļé ķééƥš îţš ţéñ ŕöŵš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>In the lesson's sense of the words, what separates an encoding from an embedding?</source>
            <translation>[Îñ ţĥé ļéššöñ'š šéñšé öƒ ţĥé ŵöŕðš, ŵĥåţ šéƥåŕåţéš åñ éñçöðîñĝ ƒŕöɱ åñ éɱƀéððîñĝ? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>Encodings feed the queries and keys; embeddings feed the values.</source>
            <translation>[Éñçöðîñĝš ƒééð ţĥé ǫûéŕîéš åñð ķéýš; éɱƀéððîñĝš ƒééð ţĥé ṽåļûéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>Both sit in the same slot, the input to the first block. Queries, keys and values are computed later from that input by separate linear maps.</source>
            <translation>[Ɓöţĥ šîţ îñ ţĥé šåɱé šļöţ, ţĥé îñƥûţ ţö ţĥé ƒîŕšţ ƀļöçķ. Ǫûéŕîéš, ķéýš åñð ṽåļûéš åŕé çöɱƥûţéð ļåţéŕ ƒŕöɱ ţĥåţ îñƥûţ ƀý šéƥåŕåţé ļîñéåŕ ɱåƥš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļö]</translation>
        </message>
        <message>
            <source>An encoding is any way of turning something into numbers (one-hot, ASCII, the sin/cos formula); an embedding is a learned, dense, narrow one in which closeness carries meaning.</source>
            <translation>[Åñ éñçöðîñĝ îš åñý ŵåý öƒ ţûŕñîñĝ šöɱéţĥîñĝ îñţö ñûɱƀéŕš (öñé-ĥöţ, ÅŠÇÎÎ, ţĥé šîñ/çöš ƒöŕɱûļå); åñ éɱƀéððîñĝ îš å ļéåŕñéð, ðéñšé, ñåŕŕöŵ öñé îñ ŵĥîçĥ çļöšéñéšš çåŕŕîéš ɱéåñîñĝ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>The paper says "positional encoding" because its vectors come from a fixed formula; nobody trained them. A learned position table, as in GPT-2, is usually called a position embedding.</source>
            <translation>[Ţĥé ƥåƥéŕ šåýš "ƥöšîţîöñåļ éñçöðîñĝ" ƀéçåûšé îţš ṽéçţöŕš çöɱé ƒŕöɱ å ƒîẋéð ƒöŕɱûļå; ñöƀöðý ţŕåîñéð ţĥéɱ. Å ļéåŕñéð ƥöšîţîöñ ţåƀļé, åš îñ ĜƤŢ-2, îš ûšûåļļý çåļļéð å ƥöšîţîöñ éɱƀéððîñĝ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>An embedding is calculated from the token id by a formula, like a hash; an encoding is looked up in a table.</source>
            <translation>[Åñ éɱƀéððîñĝ îš çåļçûļåţéð ƒŕöɱ ţĥé ţöķéñ îð ƀý å ƒöŕɱûļå, ļîķé å ĥåšĥ; åñ éñçöðîñĝ îš ļööķéð ûƥ îñ å ţåƀļé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>It is the other way round for tokens: an embedding is a lookup of a learned row. Nobody writes down a formula for what goes into E.</source>
            <translation>[Îţ îš ţĥé öţĥéŕ ŵåý ŕöûñð ƒöŕ ţöķéñš: åñ éɱƀéððîñĝ îš å ļööķûƥ öƒ å ļéåŕñéð ŕöŵ. Ñöƀöðý ŵŕîţéš ðöŵñ å ƒöŕɱûļå ƒöŕ ŵĥåţ ĝöéš îñţö É. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļ]</translation>
        </message>
        <message>
            <source>Nothing: the two words are exact synonyms.</source>
            <translation>[Ñöţĥîñĝ: ţĥé ţŵö ŵöŕðš åŕé éẋåçţ šýñöñýɱš. ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>People do mix them up, but the distinction is useful: one-hot is an encoding with no notion of similarity, a learned embedding places similar tokens close together.</source>
            <translation>[Ƥéöƥļé ðö ɱîẋ ţĥéɱ ûƥ, ƀûţ ţĥé ðîšţîñçţîöñ îš ûšéƒûļ: öñé-ĥöţ îš åñ éñçöðîñĝ ŵîţĥ ñö ñöţîöñ öƒ šîɱîļåŕîţý, å ļéåŕñéð éɱƀéððîñĝ ƥļåçéš šîɱîļåŕ ţöķéñš çļöšé ţöĝéţĥéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>The sinusoidal heatmap is computed from a formula (an encoding); the embedding table stands for learned rows (an embedding; this toy's rows were set by hand, a real model trains them).</source>
            <translation>[Ţĥé šîñûšöîðåļ ĥéåţɱåƥ îš çöɱƥûţéð ƒŕöɱ å ƒöŕɱûļå (åñ éñçöðîñĝ); ţĥé éɱƀéððîñĝ ţåƀļé šţåñðš ƒöŕ ļéåŕñéð ŕöŵš (åñ éɱƀéððîñĝ; ţĥîš ţöý'š ŕöŵš ŵéŕé šéţ ƀý ĥåñð, å ŕéåļ ɱöðéļ ţŕåîñš ţĥéɱ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>The original transformer adds each position vector to its token vector instead of placing the two side by side. What does adding give?</source>
            <translation>[Ţĥé öŕîĝîñåļ ţŕåñšƒöŕɱéŕ åððš éåçĥ ƥöšîţîöñ ṽéçţöŕ ţö îţš ţöķéñ ṽéçţöŕ îñšţéåð öƒ ƥļåçîñĝ ţĥé ţŵö šîðé ƀý šîðé. Ŵĥåţ ðöéš åððîñĝ ĝîṽé? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļî]</translation>
        </message>
        <message>
            <source>It keeps token and position in separate columns, so they never interfere.</source>
            <translation>[Îţ ķééƥš ţöķéñ åñð ƥöšîţîöñ îñ šéƥåŕåţé çöļûɱñš, šö ţĥéý ñéṽéŕ îñţéŕƒéŕé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>That describes concatenation. Addition mixes both into the same numbers; the network learns to read both out of one vector.</source>
            <translation>[Ţĥåţ ðéšçŕîƀéš çöñçåţéñåţîöñ. Åððîţîöñ ɱîẋéš ƀöţĥ îñţö ţĥé šåɱé ñûɱƀéŕš; ţĥé ñéţŵöŕķ ļéåŕñš ţö ŕéåð ƀöţĥ öûţ öƒ öñé ṽéçţöŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>It makes the result independent of position, so the word's meaning is kept exactly.</source>
            <translation>[Îţ ɱåķéš ţĥé ŕéšûļţ îñðéƥéñðéñţ öƒ ƥöšîţîöñ, šö ţĥé ŵöŕð'š ɱéåñîñĝ îš ķéƥţ éẋåçţļý. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>The sum does depend on position: "the" at position 0 and "the" at position 3 become different rows of Z. That is the whole point.</source>
            <translation>[Ţĥé šûɱ ðöéš ðéƥéñð öñ ƥöšîţîöñ: "ţĥé" åţ ƥöšîţîöñ 0 åñð "ţĥé" åţ ƥöšîţîöñ 3 ƀéçöɱé ðîƒƒéŕéñţ ŕöŵš öƒ Ž. Ţĥåţ îš ţĥé ŵĥöļé ƥöîñţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ é]</translation>
        </message>
        <message>
            <source>Z keeps the width d_model, so every later layer sees a single stream of the same width carrying both what and where, with no extra parameters.</source>
            <translation>[Ž ķééƥš ţĥé ŵîðţĥ ð_ɱöðéļ, šö éṽéŕý ļåţéŕ ļåýéŕ šééš å šîñĝļé šţŕéåɱ öƒ ţĥé šåɱé ŵîðţĥ çåŕŕýîñĝ ƀöţĥ ŵĥåţ åñð ŵĥéŕé, ŵîţĥ ñö éẋţŕå ƥåŕåɱéţéŕš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļö]</translation>
        </message>
        <message>
            <source>Concatenating would widen every row and every weight matrix that reads it. Adding keeps one stream of width d, in which both signals live.</source>
            <translation>[Çöñçåţéñåţîñĝ ŵöûļð ŵîðéñ éṽéŕý ŕöŵ åñð éṽéŕý ŵéîĝĥţ ɱåţŕîẋ ţĥåţ ŕéåðš îţ. Åððîñĝ ķééƥš öñé šţŕéåɱ öƒ ŵîðţĥ ð, îñ ŵĥîçĥ ƀöţĥ šîĝñåļš ļîṽé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
        <message>
            <source>Concatenation is impossible because token and position vectors have different widths.</source>
            <translation>[Çöñçåţéñåţîöñ îš îɱƥöššîƀļé ƀéçåûšé ţöķéñ åñð ƥöšîţîöñ ṽéçţöŕš ĥåṽé ðîƒƒéŕéñţ ŵîðţĥš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>Concatenation works for any widths; it would simply produce a wider vector. Addition is what needs equal widths, which is why position vectors are d_model wide.</source>
            <translation>[Çöñçåţéñåţîöñ ŵöŕķš ƒöŕ åñý ŵîðţĥš; îţ ŵöûļð šîɱƥļý ƥŕöðûçé å ŵîðéŕ ṽéçţöŕ. Åððîţîöñ îš ŵĥåţ ñééðš éǫûåļ ŵîðţĥš, ŵĥîçĥ îš ŵĥý ƥöšîţîöñ ṽéçţöŕš åŕé ð_ɱöðéļ ŵîðé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>The addition panel: "dog"'s row plus position 1's row gives one row of Z, still six numbers wide.</source>
            <translation>[Ţĥé åððîţîöñ ƥåñéļ: "ðöĝ"'š ŕöŵ ƥļûš ƥöšîţîöñ 1'š ŕöŵ ĝîṽéš öñé ŕöŵ öƒ Ž, šţîļļ šîẋ ñûɱƀéŕš ŵîðé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ]</translation>
        </message>
        <message>
            <source>A model was trained on sequences of at most 512 tokens and now receives 600. Which statement is true?</source>
            <translation>[Å ɱöðéļ ŵåš ţŕåîñéð öñ šéǫûéñçéš öƒ åţ ɱöšţ 512 ţöķéñš åñð ñöŵ ŕéçéîṽéš 600. Ŵĥîçĥ šţåţéɱéñţ îš ţŕûé? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ å]</translation>
        </message>
        <message>
            <source>A learned position table simply grows new rows when a longer input arrives.</source>
            <translation>[Å ļéåŕñéð ƥöšîţîöñ ţåƀļé šîɱƥļý ĝŕöŵš ñéŵ ŕöŵš ŵĥéñ å ļöñĝéŕ îñƥûţ åŕŕîṽéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>A learned table has a fixed number of trained rows (BERT: 512, GPT-2: 1,024). Past its end there is no vector to add.</source>
            <translation>[Å ļéåŕñéð ţåƀļé ĥåš å ƒîẋéð ñûɱƀéŕ öƒ ţŕåîñéð ŕöŵš (ƁÉŔŢ: 512, ĜƤŢ-2: 1,024). Ƥåšţ îţš éñð ţĥéŕé îš ñö ṽéçţöŕ ţö åðð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšç]</translation>
        </message>
        <message>
            <source>Sinusoidal encodings stop at the training length too, exactly like a learned table.</source>
            <translation>[Šîñûšöîðåļ éñçöðîñĝš šţöƥ åţ ţĥé ţŕåîñîñĝ ļéñĝţĥ ţöö, éẋåçţļý ļîķé å ļéåŕñéð ţåƀļé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>The sin/cos formula can be evaluated at any position: position 600 or 600,000 gets a vector. What the model does with a position it never saw is another question.</source>
            <translation>[Ţĥé šîñ/çöš ƒöŕɱûļå çåñ ƀé éṽåļûåţéð åţ åñý ƥöšîţîöñ: ƥöšîţîöñ 600 öŕ 600,000 ĝéţš å ṽéçţöŕ. Ŵĥåţ ţĥé ɱöðéļ ðöéš ŵîţĥ å ƥöšîţîöñ îţ ñéṽéŕ šåŵ îš åñöţĥéŕ ǫûéšţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Sinusoidal encodings have 512 x d_model trainable parameters.</source>
            <translation>[Šîñûšöîðåļ éñçöðîñĝš ĥåṽé 512 ẋ ð_ɱöðéļ ţŕåîñåƀļé ƥåŕåɱéţéŕš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>A formula has no trainable parameters. The learned table is the scheme with max_len x d_model parameters.</source>
            <translation>[Å ƒöŕɱûļå ĥåš ñö ţŕåîñåƀļé ƥåŕåɱéţéŕš. Ţĥé ļéåŕñéð ţåƀļé îš ţĥé šçĥéɱé ŵîţĥ ɱåẋ_ļéñ ẋ ð_ɱöðéļ ƥåŕåɱéţéŕš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</translation>
        </message>
        <message>
            <source>A learned table has no row for positions 512 and beyond; the sinusoidal formula still gives a vector there, which is why it often generalises better to longer inputs.</source>
            <translation>[Å ļéåŕñéð ţåƀļé ĥåš ñö ŕöŵ ƒöŕ ƥöšîţîöñš 512 åñð ƀéýöñð; ţĥé šîñûšöîðåļ ƒöŕɱûļå šţîļļ ĝîṽéš å ṽéçţöŕ ţĥéŕé, ŵĥîçĥ îš ŵĥý îţ öƒţéñ ĝéñéŕåļîšéš ƀéţţéŕ ţö ļöñĝéŕ îñƥûţš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Learned rows exist only for the positions seen in training. The formula's waves continue past the training length, and their shift structure lets the model relate positions it has not seen.</source>
            <translation>[Ļéåŕñéð ŕöŵš éẋîšţ öñļý ƒöŕ ţĥé ƥöšîţîöñš šééñ îñ ţŕåîñîñĝ. Ţĥé ƒöŕɱûļå'š ŵåṽéš çöñţîñûé ƥåšţ ţĥé ţŕåîñîñĝ ļéñĝţĥ, åñð ţĥéîŕ šĥîƒţ šţŕûçţûŕé ļéţš ţĥé ɱöðéļ ŕéļåţé ƥöšîţîöñš îţ ĥåš ñöţ šééñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>A learned table with exactly five rows: the five-word sentence just fits. Type one more word and see what happens.</source>
            <translation>[Å ļéåŕñéð ţåƀļé ŵîţĥ éẋåçţļý ƒîṽé ŕöŵš: ţĥé ƒîṽé-ŵöŕð šéñţéñçé ĵûšţ ƒîţš. Ţýƥé öñé ɱöŕé ŵöŕð åñð šéé ŵĥåţ ĥåƥƥéñš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</translation>
        </message>
        <message>
            <source>What does RoPE (rotary position embedding, used by Llama) change compared with the paper's sinusoidal scheme?</source>
            <translation>[Ŵĥåţ ðöéš ŔöƤÉ (ŕöţåŕý ƥöšîţîöñ éɱƀéððîñĝ, ûšéð ƀý Ļļåɱå) çĥåñĝé çöɱƥåŕéð ŵîţĥ ţĥé ƥåƥéŕ'š šîñûšöîðåļ šçĥéɱé? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>Nothing is added to the input: Z is just the token rows. Inside attention, each query and key is rotated by an angle that grows with its position, so their dot product depends on how far apart the two tokens are.</source>
            <translation>[Ñöţĥîñĝ îš åððéð ţö ţĥé îñƥûţ: Ž îš ĵûšţ ţĥé ţöķéñ ŕöŵš. Îñšîðé åţţéñţîöñ, éåçĥ ǫûéŕý åñð ķéý îš ŕöţåţéð ƀý åñ åñĝļé ţĥåţ ĝŕöŵš ŵîţĥ îţš ƥöšîţîöñ, šö ţĥéîŕ ðöţ ƥŕöðûçţ ðéƥéñðš öñ ĥöŵ ƒåŕ åƥåŕţ ţĥé ţŵö ţöķéñš åŕé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>Pair k of dimensions turns by position x base^(-2k/d). Rotating both vectors makes the score depend on the offset between positions, and no table is learned.</source>
            <translation>[Ƥåîŕ ķ öƒ ðîɱéñšîöñš ţûŕñš ƀý ƥöšîţîöñ ẋ ƀåšé^(-2ķ/ð). Ŕöţåţîñĝ ƀöţĥ ṽéçţöŕš ɱåķéš ţĥé šçöŕé ðéƥéñð öñ ţĥé öƒƒšéţ ƀéţŵééñ ƥöšîţîöñš, åñð ñö ţåƀļé îš ļéåŕñéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>It adds a rotated copy of the sinusoidal vector to each token row.</source>
            <translation>[Îţ åððš å ŕöţåţéð çöƥý öƒ ţĥé šîñûšöîðåļ ṽéçţöŕ ţö éåçĥ ţöķéñ ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>RoPE adds no vector at all: with RoPE the position vectors in Z are zero. The rotation is applied to queries and keys inside attention.</source>
            <translation>[ŔöƤÉ åððš ñö ṽéçţöŕ åţ åļļ: ŵîţĥ ŔöƤÉ ţĥé ƥöšîţîöñ ṽéçţöŕš îñ Ž åŕé žéŕö. Ţĥé ŕöţåţîöñ îš åƥƥļîéð ţö ǫûéŕîéš åñð ķéýš îñšîðé åţţéñţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļî]</translation>
        </message>
        <message>
            <source>It learns one rotation matrix per position during training.</source>
            <translation>[Îţ ļéåŕñš öñé ŕöţåţîöñ ɱåţŕîẋ ƥéŕ ƥöšîţîöñ ðûŕîñĝ ţŕåîñîñĝ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>The angles come from a fixed formula, base^(-2k/d) per pair; RoPE has no trainable parameters.</source>
            <translation>[Ţĥé åñĝļéš çöɱé ƒŕöɱ å ƒîẋéð ƒöŕɱûļå, ƀåšé^(-2ķ/ð) ƥéŕ ƥåîŕ; ŔöƤÉ ĥåš ñö ţŕåîñåƀļé ƥåŕåɱéţéŕš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>It adds a penalty to each attention score that grows with the distance between tokens, with one slope per head.</source>
            <translation>[Îţ åððš å ƥéñåļţý ţö éåçĥ åţţéñţîöñ šçöŕé ţĥåţ ĝŕöŵš ŵîţĥ ţĥé ðîšţåñçé ƀéţŵééñ ţöķéñš, ŵîţĥ öñé šļöƥé ƥéŕ ĥéåð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥî]</translation>
        </message>
        <message>
            <source>That is ALiBi (used by BLOOM and MPT). RoPE rotates queries and keys instead of biasing scores.</source>
            <translation>[Ţĥåţ îš ÅĻîƁî (ûšéð ƀý ƁĻÖÖṀ åñð ṀƤŢ). ŔöƤÉ ŕöţåţéš ǫûéŕîéš åñð ķéýš îñšţéåð öƒ ƀîåšîñĝ šçöŕéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>With RoPE selected, the position vectors are all zero and Z equals the token rows.</source>
            <translation>[Ŵîţĥ ŔöƤÉ šéļéçţéð, ţĥé ƥöšîţîöñ ṽéçţöŕš åŕé åļļ žéŕö åñð Ž éǫûåļš ţĥé ţöķéñ ŕöŵš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>What is the one-hot vector of the token "dog", and why does it say nothing about which words are similar?</source>
            <translation>[Ŵĥåţ îš ţĥé öñé-ĥöţ ṽéçţöŕ öƒ ţĥé ţöķéñ "ðöĝ", åñð ŵĥý ðöéš îţ šåý ñöţĥîñĝ åƀöûţ ŵĥîçĥ ŵöŕðš åŕé šîɱîļåŕ? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</translation>
        </message>
        <message>
            <source>A d_model-wide row of learned numbers with one large entry.</source>
            <translation>[Å ð_ɱöðéļ-ŵîðé ŕöŵ öƒ ļéåŕñéð ñûɱƀéŕš ŵîţĥ öñé ļåŕĝé éñţŕý. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>That describes a dense embedding row. A one-hot vector has |V| entries, one per vocabulary word, and exactly one of them is 1.</source>
            <translation>[Ţĥåţ ðéšçŕîƀéš å ðéñšé éɱƀéððîñĝ ŕöŵ. Å öñé-ĥöţ ṽéçţöŕ ĥåš |Ṽ| éñţŕîéš, öñé ƥéŕ ṽöçåƀûļåŕý ŵöŕð, åñð éẋåçţļý öñé öƒ ţĥéɱ îš 1. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ ]</translation>
        </message>
        <message>
            <source>A vector with a 1 at the token's place in the sentence.</source>
            <translation>[Å ṽéçţöŕ ŵîţĥ å 1 åţ ţĥé ţöķéñ'š ƥļåçé îñ ţĥé šéñţéñçé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>The 1 sits at the token's id in the vocabulary, not at its position in the sentence. "dog" has the same one-hot vector wherever it appears.</source>
            <translation>[Ţĥé 1 šîţš åţ ţĥé ţöķéñ'š îð îñ ţĥé ṽöçåƀûļåŕý, ñöţ åţ îţš ƥöšîţîöñ îñ ţĥé šéñţéñçé. "ðöĝ" ĥåš ţĥé šåɱé öñé-ĥöţ ṽéçţöŕ ŵĥéŕéṽéŕ îţ åƥƥéåŕš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
        <message>
            <source>It carries similarity: tokens with neighbouring ids share some of their ones.</source>
            <translation>[Îţ çåŕŕîéš šîɱîļåŕîţý: ţöķéñš ŵîţĥ ñéîĝĥƀöûŕîñĝ îðš šĥåŕé šöɱé öƒ ţĥéîŕ öñéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>Ids are arbitrary row numbers and two different one-hots never share a 1. Id 2 is no closer to id 3 than to id 9.</source>
            <translation>[Îðš åŕé åŕƀîţŕåŕý ŕöŵ ñûɱƀéŕš åñð ţŵö ðîƒƒéŕéñţ öñé-ĥöţš ñéṽéŕ šĥåŕé å 1. Îð 2 îš ñö çļöšéŕ ţö îð 3 ţĥåñ ţö îð 9. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</translation>
        </message>
        <message>
            <source>A vector of |V| zeros with a single 1 at dog's id. Two different one-hots never overlap, so their cosine similarity is 0: "dog" is as far from "cat" as from "bit".</source>
            <translation>[Å ṽéçţöŕ öƒ |Ṽ| žéŕöš ŵîţĥ å šîñĝļé 1 åţ ðöĝ'š îð. Ţŵö ðîƒƒéŕéñţ öñé-ĥöţš ñéṽéŕ öṽéŕļåƥ, šö ţĥéîŕ çöšîñé šîɱîļåŕîţý îš 0: "ðöĝ" îš åš ƒåŕ ƒŕöɱ "çåţ" åš ƒŕöɱ "ƀîţ". ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Every pair of distinct one-hots is orthogonal. Only learned rows of E can put "dog" close to "cat" (cosine 0.80 in the lesson's table).</source>
            <translation>[Éṽéŕý ƥåîŕ öƒ ðîšţîñçţ öñé-ĥöţš îš öŕţĥöĝöñåļ. Öñļý ļéåŕñéð ŕöŵš öƒ É çåñ ƥûţ "ðöĝ" çļöšé ţö "çåţ" (çöšîñé 0.80 îñ ţĥé ļéššöñ'š ţåƀļé). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļî]</translation>
        </message>
        <message>
            <source>The embedding table: "dog"'s nearest rows by cosine. A one-hot would give 0 for every other word.</source>
            <translation>[Ţĥé éɱƀéððîñĝ ţåƀļé: "ðöĝ"'š ñéåŕéšţ ŕöŵš ƀý çöšîñé. Å öñé-ĥöţ ŵöûļð ĝîṽé 0 ƒöŕ éṽéŕý öţĥéŕ ŵöŕð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ]</translation>
        </message>
        <message>
            <source>Where does position information enter the original transformer?</source>
            <translation>[Ŵĥéŕé ðöéš ƥöšîţîöñ îñƒöŕɱåţîöñ éñţéŕ ţĥé öŕîĝîñåļ ţŕåñšƒöŕɱéŕ? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>The position vector is used directly as the query of each token.</source>
            <translation>[Ţĥé ƥöšîţîöñ ṽéçţöŕ îš ûšéð ðîŕéçţļý åš ţĥé ǫûéŕý öƒ éåçĥ ţöķéñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>Position vectors are not queries, keys or values. Those are computed later, by linear maps, from the input that already contains the position.</source>
            <translation>[Ƥöšîţîöñ ṽéçţöŕš åŕé ñöţ ǫûéŕîéš, ķéýš öŕ ṽåļûéš. Ţĥöšé åŕé çöɱƥûţéð ļåţéŕ, ƀý ļîñéåŕ ɱåƥš, ƒŕöɱ ţĥé îñƥûţ ţĥåţ åļŕéåðý çöñţåîñš ţĥé ƥöšîţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļö]</translation>
        </message>
        <message>
            <source>It is added to the token vectors before the first block: Z = token rows + position rows, and queries, keys and values are computed from Z afterwards.</source>
            <translation>[Îţ îš åððéð ţö ţĥé ţöķéñ ṽéçţöŕš ƀéƒöŕé ţĥé ƒîŕšţ ƀļöçķ: Ž = ţöķéñ ŕöŵš + ƥöšîţîöñ ŕöŵš, åñð ǫûéŕîéš, ķéýš åñð ṽåļûéš åŕé çöɱƥûţéð ƒŕöɱ Ž åƒţéŕŵåŕðš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ]</translation>
        </message>
        <message>
            <source>By the time attention runs, every row already says both which token and where. The position signal is not a separate input to attention.</source>
            <translation>[Ɓý ţĥé ţîɱé åţţéñţîöñ ŕûñš, éṽéŕý ŕöŵ åļŕéåðý šåýš ƀöţĥ ŵĥîçĥ ţöķéñ åñð ŵĥéŕé. Ţĥé ƥöšîţîöñ šîĝñåļ îš ñöţ å šéƥåŕåţé îñƥûţ ţö åţţéñţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţ]</translation>
        </message>
        <message>
            <source>It is added to the output of the last layer only.</source>
            <translation>[Îţ îš åððéð ţö ţĥé öûţƥûţ öƒ ţĥé ļåšţ ļåýéŕ öñļý. ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>By then attention has already mixed the rows without knowing their order. Position must go in before the first attention layer.</source>
            <translation>[Ɓý ţĥéñ åţţéñţîöñ ĥåš åļŕéåðý ɱîẋéð ţĥé ŕöŵš ŵîţĥöûţ ķñöŵîñĝ ţĥéîŕ öŕðéŕ. Ƥöšîţîöñ ɱûšţ ĝö îñ ƀéƒöŕé ţĥé ƒîŕšţ åţţéñţîöñ ļåýéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ ]</translation>
        </message>
        <message>
            <source>It is stored inside the token id, e.g. id 312 at position 4 becomes id 3124.</source>
            <translation>[Îţ îš šţöŕéð îñšîðé ţĥé ţöķéñ îð, é.ĝ. îð 312 åţ ƥöšîţîöñ 4 ƀéçöɱéš îð 3124. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>Ids only pick rows of E. Position arrives as a separate vector of width d_model that is added to the looked-up row.</source>
            <translation>[Îðš öñļý ƥîçķ ŕöŵš öƒ É. Ƥöšîţîöñ åŕŕîṽéš åš å šéƥåŕåţé ṽéçţöŕ öƒ ŵîðţĥ ð_ɱöðéļ ţĥåţ îš åððéð ţö ţĥé ļööķéð-ûƥ ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</translation>
        </message>
        <message>
            <source>Z, the input to layer 1: each row is a token row plus its position row.</source>
            <translation>[Ž, ţĥé îñƥûţ ţö ļåýéŕ 1: éåçĥ ŕöŵ îš å ţöķéñ ŕöŵ ƥļûš îţš ƥöšîţîöñ ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ç]</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>&amp;Language</source>
            <translation>[&amp;Låñĝûåĝé ļöŕ]</translation>
        </message>
    </context>
    <context>
        <name>PracticeCases</name>
        <message>
            <source>length {length}, d_model {width}, {note}</source>
            <translation>[ļéñĝţĥ {length}, ð_ɱöðéļ {width}, {note} ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>a single position</source>
            <translation>[å šîñĝļé ƥöšîţîöñ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>even width</source>
            <translation>[éṽéñ ŵîðţĥ ļöŕ]</translation>
        </message>
        <message>
            <source>odd width</source>
            <translation>[öðð ŵîðţĥ ļöŕ]</translation>
        </message>
        <message>
            <source>one column</source>
            <translation>[öñé çöļûɱñ ļöŕ]</translation>
        </message>
        <message>
            <source>long, odd width</source>
            <translation>[ļöñĝ, öðð ŵîðţĥ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>large positions</source>
            <translation>[ļåŕĝé ƥöšîţîöñš ļöŕéɱ]</translation>
        </message>
        <message numerus="yes">
            <source>%Ln tokens, d_model {width}, P has {rows} rows, {note}</source>
            <translation>
                <numerusform>[%Ln ţöķéñš, ð_ɱöðéļ {width}, Ƥ ĥåš {rows} ŕöŵš, {note} ļöŕéɱ îƥšûɱ ðöļöŕ šî]</numerusform>
                <numerusform>[%Ln ţöķéñš, ð_ɱöðéļ {width}, Ƥ ĥåš {rows} ŕöŵš, {note} ļöŕéɱ îƥšûɱ ðöļöŕ šî]</numerusform>
            </translation>
        </message>
        <message>
            <source>the lesson's sentence</source>
            <translation>[ţĥé ļéššöñ'š šéñţéñçé ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>a learned P</source>
            <translation>[å ļéåŕñéð Ƥ ļöŕé]</translation>
        </message>
        <message>
            <source>one word repeated</source>
            <translation>[öñé ŵöŕð ŕéƥéåţéð ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>a long sentence</source>
            <translation>[å ļöñĝ šéñţéñçé ļöŕéɱ]</translation>
        </message>
        <message numerus="yes">
            <source>%Ln tokens, d_model {width}, {note}</source>
            <translation>
                <numerusform>[%Ln ţöķéñš, ð_ɱöðéļ {width}, {note} ļöŕéɱ îƥšûɱ ð]</numerusform>
                <numerusform>[%Ln ţöķéñš, ð_ɱöðéļ {width}, {note} ļöŕéɱ îƥšûɱ ð]</numerusform>
            </translation>
        </message>
        <message>
            <source>dog and man swap places</source>
            <translation>[ðöĝ åñð ɱåñ šŵåƥ ƥļåçéš ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>a random order</source>
            <translation>[å ŕåñðöɱ öŕðéŕ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>reversed</source>
            <translation>[ŕéṽéŕšéð ļöŕ]</translation>
        </message>
    </context>
    <context>
        <name>PracticeChecker</name>
        <message>
            <source>The error file is not a regular file
(a FIFO or a link?): not read.</source>
            <translation>[Ţĥé éŕŕöŕ ƒîļé îš ñöţ å ŕéĝûļåŕ ƒîļé ļöŕéɱ îƥšûɱ ðö]
[(å ƑÎƑÖ öŕ å ļîñķ?): ñöţ ŕéåð. ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>The result file is not a regular file
(a FIFO or a link?): not read.</source>
            <translation>[Ţĥé ŕéšûļţ ƒîļé îš ñöţ å ŕéĝûļåŕ ƒîļé ļöŕéɱ îƥšûɱ ðö]
[(å ƑÎƑÖ öŕ å ļîñķ?): ñöţ ŕéåð. ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>The error file is larger than
the checker accepts.</source>
            <translation>[Ţĥé éŕŕöŕ ƒîļé îš ļåŕĝéŕ ţĥåñ ļöŕéɱ îƥšûɱ]
[ţĥé çĥéçķéŕ åççéƥţš. ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>The result file is larger than
the checker accepts.</source>
            <translation>[Ţĥé ŕéšûļţ ƒîļé îš ļåŕĝéŕ ţĥåñ ļöŕéɱ îƥšûɱ]
[ţĥé çĥéçķéŕ åççéƥţš. ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>The returned value could not be read back: {reason}</source>
            <translation>[Ţĥé ŕéţûŕñéð ṽåļûé çöûļð ñöţ ƀé ŕéåð ƀåçķ: {reason} ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>The error file could not be read back: {reason}</source>
            <translation>[Ţĥé éŕŕöŕ ƒîļé çöûļð ñöţ ƀé ŕéåð ƀåçķ: {reason} ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>Starting Python</source>
            <translation>[Šţåŕţîñĝ Ƥýţĥöñ ļöŕéɱ]</translation>
        </message>
        <message numerus="yes">
            <source>Running case {number} of %Ln</source>
            <translation>
                <numerusform>[Ŕûññîñĝ çåšé {number} öƒ %Ln ļöŕéɱ îƥšû]</numerusform>
                <numerusform>[Ŕûññîñĝ çåšé {number} öƒ %Ln ļöŕéɱ îƥšû]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PracticeHints</name>
        <message>
            <source>row {row}, column {column}</source>
            <translation>[ŕöŵ {row}, çöļûɱñ {column} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>index {index}</source>
            <translation>[îñðéẋ {index} ļöŕé]</translation>
        </message>
        <message>
            <source>Expected shape {expected}, got {got}.</source>
            <translation>[Éẋƥéçţéð šĥåƥé {expected}, ĝöţ {got}. ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Expected real numbers, got an array of {dtype}.</source>
            <translation>[Éẋƥéçţéð ŕéåļ ñûɱƀéŕš, ĝöţ åñ åŕŕåý öƒ {dtype}. ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message numerus="yes">
            <source>Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).</source>
            <translation>
                <numerusform>[Šĥåƥéš åĝŕéé {shape}; {bad} öƒ %Ln ṽåļûéš ðîƒƒéŕ (ţöļéŕåñçé {tolerance}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</numerusform>
                <numerusform>[Šĥåƥéš åĝŕéé {shape}; {bad} öƒ %Ln ṽåļûéš ðîƒƒéŕ (ţöļéŕåñçé {tolerance}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>First mismatch at {where}: expected {expected}, got {got}.</source>
            <translation>[Ƒîŕšţ ɱîšɱåţçĥ åţ {where}: éẋƥéçţéð {expected}, ĝöţ {got}. ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>Worst at {where}: expected {expected}, got {got} (off by {error}).</source>
            <translation>[Ŵöŕšţ åţ {where}: éẋƥéçţéð {expected}, ĝöţ {got} (öƒƒ ƀý {error}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>Your table is transposed: it needs one row per position and one column per dimension.</source>
            <translation>[Ýöûŕ ţåƀļé îš ţŕåñšƥöšéð: îţ ñééðš öñé ŕöŵ ƥéŕ ƥöšîţîöñ åñð öñé çöļûɱñ ƥéŕ ðîɱéñšîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>Wrong layout: you put all the sines first, then all the cosines (the split-halves convention of Marian and tensor2tensor). The paper interleaves them: column 2k is the sine and column 2k + 1 the cosine of the same angle.</source>
            <translation>[Ŵŕöñĝ ļåýöûţ: ýöû ƥûţ åļļ ţĥé šîñéš ƒîŕšţ, ţĥéñ åļļ ţĥé çöšîñéš (ţĥé šƥļîţ-ĥåļṽéš çöñṽéñţîöñ öƒ Ṁåŕîåñ åñð ţéñšöŕ2ţéñšöŕ). Ţĥé ƥåƥéŕ îñţéŕļéåṽéš ţĥéɱ: çöļûɱñ 2ķ îš ţĥé šîñé åñð çöļûɱñ 2ķ + 1 ţĥé çöšîñé öƒ ţĥé šåɱé åñĝļé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>Off by one position: your first row is position 1. Positions start at 0, so row 0 holds sin 0 = 0 and cos 0 = 1.</source>
            <translation>[Öƒƒ ƀý öñé ƥöšîţîöñ: ýöûŕ ƒîŕšţ ŕöŵ îš ƥöšîţîöñ 1. Ƥöšîţîöñš šţåŕţ åţ 0, šö ŕöŵ 0 ĥöļðš šîñ 0 = 0 åñð çöš 0 = 1. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥî]</translation>
        </message>
        <message>
            <source>Sine and cosine are swapped: even columns (0, 2, 4, ...) hold the sine.</source>
            <translation>[Šîñé åñð çöšîñé åŕé šŵåƥƥéð: éṽéñ çöļûɱñš (0, 2, 4, ...) ĥöļð ţĥé šîñé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ç]</translation>
        </message>
        <message>
            <source>The frequencies are off: pair k turns by 10000^(-2k/d_model) radians per position; yours match 10000^(-k/d_model) (the factor 2 is missing).</source>
            <translation>[Ţĥé ƒŕéǫûéñçîéš åŕé öƒƒ: ƥåîŕ ķ ţûŕñš ƀý 10000^(-2ķ/ð_ɱöðéļ) ŕåðîåñš ƥéŕ ƥöšîţîöñ; ýöûŕš ɱåţçĥ 10000^(-ķ/ð_ɱöðéļ) (ţĥé ƒåçţöŕ 2 îš ɱîššîñĝ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
        <message>
            <source>d_model is odd here, so there is one more sine column than cosine columns: the cosines take only the first d_model // 2 angles.</source>
            <translation>[ð_ɱöðéļ îš öðð ĥéŕé, šö ţĥéŕé îš öñé ɱöŕé šîñé çöļûɱñ ţĥåñ çöšîñé çöļûɱñš: ţĥé çöšîñéš ţåķé öñļý ţĥé ƒîŕšţ ð_ɱöðéļ // 2 åñĝļéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ ]</translation>
        </message>
        <message>
            <source>Right for positions 0 to {last}, then the values drift (off by {error} at position {worst}). That is what float32 angles do: pos x frequency loses digits at large positions. Form the angles in float64 and convert only the finished table, if at all.</source>
            <translation>[Ŕîĝĥţ ƒöŕ ƥöšîţîöñš 0 ţö {last}, ţĥéñ ţĥé ṽåļûéš ðŕîƒţ (öƒƒ ƀý {error} åţ ƥöšîţîöñ {worst}). Ţĥåţ îš ŵĥåţ ƒļöåţ32 åñĝļéš ðö: ƥöš ẋ ƒŕéǫûéñçý ļöšéš ðîĝîţš åţ ļåŕĝé ƥöšîţîöñš. Ƒöŕɱ ţĥé åñĝļéš îñ ƒļöåţ64 åñð çöñṽéŕţ öñļý ţĥé ƒîñîšĥéð ţåƀļé, îƒ åţ åļļ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>Z equals the token rows alone: the position vectors are missing. Add P's first len(ids) rows.</source>
            <translation>[Ž éǫûåļš ţĥé ţöķéñ ŕöŵš åļöñé: ţĥé ƥöšîţîöñ ṽéçţöŕš åŕé ɱîššîñĝ. Åðð Ƥ'š ƒîŕšţ ļéñ(îðš) ŕöŵš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>Off by one position: row i got P[i + 1]. The first token sits at position 0 and takes P[0].</source>
            <translation>[Öƒƒ ƀý öñé ƥöšîţîöñ: ŕöŵ î ĝöţ Ƥ[î + 1]. Ţĥé ƒîŕšţ ţöķéñ šîţš åţ ƥöšîţîöñ 0 åñð ţåķéš Ƥ[0]. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţ]</translation>
        </message>
        <message>
            <source>You picked position rows by token id (P[ids]); pick them by position: row i gets P[i].</source>
            <translation>[Ýöû ƥîçķéð ƥöšîţîöñ ŕöŵš ƀý ţöķéñ îð (Ƥ[îðš]); ƥîçķ ţĥéɱ ƀý ƥöšîţîöñ: ŕöŵ î ĝéţš Ƥ[î]. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţ]</translation>
        </message>
        <message>
            <source>You took the first len(ids) rows of E; row i of Z needs E's row for token ids[i], i.e. E[ids].</source>
            <translation>[Ýöû ţööķ ţĥé ƒîŕšţ ļéñ(îðš) ŕöŵš öƒ É; ŕöŵ î öƒ Ž ñééðš É'š ŕöŵ ƒöŕ ţöķéñ îðš[î], î.é. É[îðš]. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>Z equals the position rows alone: the token rows E[ids] are missing.</source>
            <translation>[Ž éǫûåļš ţĥé ƥöšîţîöñ ŕöŵš åļöñé: ţĥé ţöķéñ ŕöŵš É[îðš] åŕé ɱîššîñĝ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>P has more rows than the sentence has tokens: use only its first len(ids) rows, one per position.</source>
            <translation>[Ƥ ĥåš ɱöŕé ŕöŵš ţĥåñ ţĥé šéñţéñçé ĥåš ţöķéñš: ûšé öñļý îţš ƒîŕšţ ļéñ(îðš) ŕöŵš, öñé ƥéŕ ƥöšîţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ]</translation>
        </message>
        <message>
            <source>z_shuffled is the original sentence's Z: look up the shuffled sentence, ids[order].</source>
            <translation>[ž_šĥûƒƒļéð îš ţĥé öŕîĝîñåļ šéñţéñçé'š Ž: ļööķ ûƥ ţĥé šĥûƒƒļéð šéñţéñçé, îðš[öŕðéŕ]. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>z_shuffled uses the inverse order: word i of the shuffled sentence is ids[order[i]].</source>
            <translation>[ž_šĥûƒƒļéð ûšéš ţĥé îñṽéŕšé öŕðéŕ: ŵöŕð î öƒ ţĥé šĥûƒƒļéð šéñţéñçé îš îðš[öŕðéŕ[î]]. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>You added position vectors: this task is about a model without positions, where Z is just the token rows.</source>
            <translation>[Ýöû åððéð ƥöšîţîöñ ṽéçţöŕš: ţĥîš ţåšķ îš åƀöûţ å ɱöðéļ ŵîţĥöûţ ƥöšîţîöñš, ŵĥéŕé Ž îš ĵûšţ ţĥé ţöķéñ ŕöŵš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</translation>
        </message>
        <message>
            <source>z_reordered is Z with its rows unmoved: take its rows in the order given, z[order].</source>
            <translation>[ž_ŕéöŕðéŕéð îš Ž ŵîţĥ îţš ŕöŵš ûñɱöṽéð: ţåķé îţš ŕöŵš îñ ţĥé öŕðéŕ ĝîṽéñ, ž[öŕðéŕ]. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>z_reordered takes the rows in the inverse order: row i should be Z's row order[i].</source>
            <translation>[ž_ŕéöŕðéŕéð ţåķéš ţĥé ŕöŵš îñ ţĥé îñṽéŕšé öŕðéŕ: ŕöŵ î šĥöûļð ƀé Ž'š ŕöŵ öŕðéŕ[î]. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>z_reordered has position vectors added: build Z without positions, then reorder its rows.</source>
            <translation>[ž_ŕéöŕðéŕéð ĥåš ƥöšîţîöñ ṽéçţöŕš åððéð: ƀûîļð Ž ŵîţĥöûţ ƥöšîţîöñš, ţĥéñ ŕéöŕðéŕ îţš ŕöŵš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</translation>
        </message>
    </context>
    <context>
        <name>PracticeReport</name>
        <message>
            <source>Printing that much is stopped by the checker: print less, or only while debugging.</source>
            <translation>[Ƥŕîñţîñĝ ţĥåţ ɱûçĥ îš šţöƥƥéð ƀý ţĥé çĥéçķéŕ: ƥŕîñţ ļéšš, öŕ öñļý ŵĥîļé ðéƀûĝĝîñĝ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>Your code asked for more memory than the checker allows ({memory_mb} MB).</source>
            <translation>[Ýöûŕ çöðé åšķéð ƒöŕ ɱöŕé ɱéɱöŕý ţĥåñ ţĥé çĥéçķéŕ åļļöŵš ({memory_mb} ṀƁ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>A function keeps calling itself without end: check the recursion's stopping case.</source>
            <translation>[Å ƒûñçţîöñ ķééƥš çåļļîñĝ îţšéļƒ ŵîţĥöûţ éñð: çĥéçķ ţĥé ŕéçûŕšîöñ'š šţöƥƥîñĝ çåšé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>Your code called sys.exit(): return the result instead of ending the program.</source>
            <translation>[Ýöûŕ çöðé çåļļéð šýš.éẋîţ(): ŕéţûŕñ ţĥé ŕéšûļţ îñšţéåð öƒ éñðîñĝ ţĥé ƥŕöĝŕåɱ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>Your code raised KeyboardInterrupt: return the result instead.</source>
            <translation>[Ýöûŕ çöðé ŕåîšéð ĶéýƀöåŕðÎñţéŕŕûƥţ: ŕéţûŕñ ţĥé ŕéšûļţ îñšţéåð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>Your code wrote a file larger than the checker allows ({file_mb} MB).</source>
            <translation>[Ýöûŕ çöðé ŵŕöţé å ƒîļé ļåŕĝéŕ ţĥåñ ţĥé çĥéçķéŕ åļļöŵš ({file_mb} ṀƁ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>Your code removed the folder it runs in (its current folder): leave it in place, the checker reads your results from it.</source>
            <translation>[Ýöûŕ çöðé ŕéɱöṽéð ţĥé ƒöļðéŕ îţ ŕûñš îñ (îţš çûŕŕéñţ ƒöļðéŕ): ļéåṽé îţ îñ ƥļåçé, ţĥé çĥéçķéŕ ŕéåðš ýöûŕ ŕéšûļţš ƒŕöɱ îţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçî]</translation>
        </message>
        <message>
            <source>Your code started more processes or threads than the checker allows (about {processes}).</source>
            <translation>[Ýöûŕ çöðé šţåŕţéð ɱöŕé ƥŕöçéššéš öŕ ţĥŕéåðš ţĥåñ ţĥé çĥéçķéŕ åļļöŵš (åƀöûţ {processes}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>Your code removed or replaced the checker's
run folder (the current folder): its results are lost.</source>
            <translation>[Ýöûŕ çöðé ŕéɱöṽéð öŕ ŕéƥļåçéð ţĥé çĥéçķéŕ'š ļöŕéɱ îƥšûɱ ðöļöŕ]
[ŕûñ ƒöļðéŕ (ţĥé çûŕŕéñţ ƒöļðéŕ): îţš ŕéšûļţš åŕé ļöšţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>Your function returns only zeros: the starter's placeholder is still in place.</source>
            <translation>[Ýöûŕ ƒûñçţîöñ ŕéţûŕñš öñļý žéŕöš: ţĥé šţåŕţéŕ'š ƥļåçéĥöļðéŕ îš šţîļļ îñ ƥļåçé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>{output}: {problem}</source>
            <translation>[{output}: {problem} ļöŕé]</translation>
        </message>
        <message>
            <source>Still running when the {seconds} s limit ran out.</source>
            <translation>[Šţîļļ ŕûññîñĝ ŵĥéñ ţĥé {seconds} š ļîɱîţ ŕåñ öûţ. ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>Stopped.</source>
            <translation>[Šţöƥƥéð. ļöŕ]</translation>
        </message>
        <message>
            <source>Over the {memory_mb} MB memory cap.</source>
            <translation>[Öṽéŕ ţĥé {memory_mb} ṀƁ ɱéɱöŕý çåƥ. ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message numerus="yes">
            <source>Over the limit of %Ln processes.</source>
            <translation>
                <numerusform>[Öṽéŕ ţĥé ļîɱîţ öƒ %Ln ƥŕöçéššéš. ļöŕéɱ îƥšûɱ ð]</numerusform>
                <numerusform>[Öṽéŕ ţĥé ļîɱîţ öƒ %Ln ƥŕöçéššéš. ļöŕéɱ îƥšûɱ ð]</numerusform>
            </translation>
        </message>
        <message>
            <source>The Python process ended during this case.</source>
            <translation>[Ţĥé Ƥýţĥöñ ƥŕöçéšš éñðéð ðûŕîñĝ ţĥîš çåšé. ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>Did not finish.</source>
            <translation>[Ðîð ñöţ ƒîñîšĥ. ļöŕéɱ]</translation>
        </message>
        <message>
            <source>while loading</source>
            <translation>[ŵĥîļé ļöåðîñĝ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>during case {number} of {count} ({case})</source>
            <translation>[ðûŕîñĝ çåšé {number} öƒ {count} ({case}) ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>The checker's supervising process was ended {where}, by your code or the system; every process of this run that could still be found was ended.</source>
            <translation>[Ţĥé çĥéçķéŕ'š šûƥéŕṽîšîñĝ ƥŕöçéšš ŵåš éñðéð {where}, ƀý ýöûŕ çöðé öŕ ţĥé šýšţéɱ; éṽéŕý ƥŕöçéšš öƒ ţĥîš ŕûñ ţĥåţ çöûļð šţîļļ ƀé ƒöûñð ŵåš éñðéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļö]</translation>
        </message>
        <message>
            <source>Your code ended the Python process (exit code {code}) {where}. os._exit() ends it at once, with no result: return a value instead.</source>
            <translation>[Ýöûŕ çöðé éñðéð ţĥé Ƥýţĥöñ ƥŕöçéšš (éẋîţ çöðé {code}) {where}. öš._éẋîţ() éñðš îţ åţ öñçé, ŵîţĥ ñö ŕéšûļţ: ŕéţûŕñ å ṽåļûé îñšţéåð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ ]</translation>
        </message>
        <message>
            <source>Python crashed (segmentation fault) {where}. This usually means a recursion far deeper than the C stack holds: did you raise sys.setrecursionlimit?</source>
            <translation>[Ƥýţĥöñ çŕåšĥéð (šéĝɱéñţåţîöñ ƒåûļţ) {where}. Ţĥîš ûšûåļļý ɱéåñš å ŕéçûŕšîöñ ƒåŕ ðééƥéŕ ţĥåñ ţĥé Ç šţåçķ ĥöļðš: ðîð ýöû ŕåîšé šýš.šéţŕéçûŕšîöñļîɱîţ? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕ]</translation>
        </message>
        <message>
            <source>Your code used up its CPU time {where}.</source>
            <translation>[Ýöûŕ çöðé ûšéð ûƥ îţš ÇƤÛ ţîɱé {where}. ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>The Python process was ended by {signal} {where}.</source>
            <translation>[Ţĥé Ƥýţĥöñ ƥŕöçéšš ŵåš éñðéð ƀý {signal} {where}. ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>You stopped the check.</source>
            <translation>[Ýöû šţöƥƥéð ţĥé çĥéçķ. ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Python did not start within {seconds} s; the computer may be very busy. Try again.</source>
            <translation>[Ƥýţĥöñ ðîð ñöţ šţåŕţ ŵîţĥîñ {seconds} š; ţĥé çöɱƥûţéŕ ɱåý ƀé ṽéŕý ƀûšý. Ţŕý åĝåîñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>Your code did not load: {error}</source>
            <translation>[Ýöûŕ çöðé ðîð ñöţ ļöåð: {error} ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Your code was still loading after {seconds} s: an endless loop outside the function?</source>
            <translation>[Ýöûŕ çöðé ŵåš šţîļļ ļöåðîñĝ åƒţéŕ {seconds} š: åñ éñðļéšš ļööƥ öûţšîðé ţĥé ƒûñçţîöñ? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>Time limit: case {number} of {count} ({case}) was still running after {seconds} s. An endless loop, or a very slow one?</source>
            <translation>[Ţîɱé ļîɱîţ: çåšé {number} öƒ {count} ({case}) ŵåš šţîļļ ŕûññîñĝ åƒţéŕ {seconds} š. Åñ éñðļéšš ļööƥ, öŕ å ṽéŕý šļöŵ öñé? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>Your code and the processes it started held more than {memory_mb} MB together {where}; the checker ended all of them.</source>
            <translation>[Ýöûŕ çöðé åñð ţĥé ƥŕöçéššéš îţ šţåŕţéð ĥéļð ɱöŕé ţĥåñ {memory_mb} ṀƁ ţöĝéţĥéŕ {where}; ţĥé çĥéçķéŕ éñðéð åļļ öƒ ţĥéɱ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message numerus="yes">
            <source>Your code started more than %Ln processes {where}; the checker ended all of them.</source>
            <translation>
                <numerusform>[Ýöûŕ çöðé šţåŕţéð ɱöŕé ţĥåñ %Ln ƥŕöçéššéš {where}; ţĥé çĥéçķéŕ éñðéð åļļ öƒ ţĥéɱ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</numerusform>
                <numerusform>[Ýöûŕ çöðé šţåŕţéð ɱöŕé ţĥåñ %Ln ƥŕöçéššéš {where}; ţĥé çĥéçķéŕ éñðéð åļļ öƒ ţĥéɱ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All %Ln hidden cases pass.</source>
            <translation>
                <numerusform>[Åļļ %Ln ĥîððéñ çåšéš ƥåšš. ļöŕéɱ îƥšûɱ]</numerusform>
                <numerusform>[Åļļ %Ln ĥîððéñ çåšéš ƥåšš. ļöŕéɱ îƥšûɱ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{failed} of %Ln hidden cases fail, {not_run} not run.</source>
            <translation>
                <numerusform>[{failed} öƒ %Ln ĥîððéñ çåšéš ƒåîļ, {not_run} ñöţ ŕûñ. ļöŕéɱ îƥšûɱ ðöļöŕ š]</numerusform>
                <numerusform>[{failed} öƒ %Ln ĥîððéñ çåšéš ƒåîļ, {not_run} ñöţ ŕûñ. ļöŕéɱ îƥšûɱ ðöļöŕ š]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{failed} of %Ln hidden cases fail.</source>
            <translation>
                <numerusform>[{failed} öƒ %Ln ĥîððéñ çåšéš ƒåîļ. ļöŕéɱ îƥšûɱ ð]</numerusform>
                <numerusform>[{failed} öƒ %Ln ĥîððéñ çåšéš ƒåîļ. ļöŕéɱ îƥšûɱ ð]</numerusform>
            </translation>
        </message>
        <message>
            <source>{head} First, {case}: {lead}</source>
            <translation>[{head} Ƒîŕšţ, {case}: {lead} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>[ƥåššéð ļö]</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>[ƒåîļéð ļö]</translation>
        </message>
        <message>
            <source>error</source>
            <translation>[éŕŕöŕ ļ]</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>[ñöţ ƒîñîšĥéð ļöŕé]</translation>
        </message>
        <message>
            <source>not run</source>
            <translation>[ñöţ ŕûñ ļö]</translation>
        </message>
        <message numerus="yes">
            <source>It printed %Ln bytes; the first {shown} characters are shown.</source>
            <translation>
                <numerusform>[Îţ ƥŕîñţéð %Ln ƀýţéš; ţĥé ƒîŕšţ {shown} çĥåŕåçţéŕš åŕé šĥöŵñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</numerusform>
                <numerusform>[Îţ ƥŕîñţéð %Ln ƀýţéš; ţĥé ƒîŕšţ {shown} çĥåŕåçţéŕš åŕé šĥöŵñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PracticeTab</name>
        <message>
            <source>&lt;b&gt;{mark} Case {number}&lt;/b&gt;: {case} — {status}</source>
            <translation>[&lt;b&gt;{mark} Çåšé {number}&lt;/b&gt;: {case} — {status} ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Hint:&lt;/b&gt; {hint}</source>
            <translation>[&lt;b&gt;Ĥîñţ:&lt;/b&gt; {hint} ļöŕé]</translation>
        </message>
        <message>
            <source>No case was run.</source>
            <translation>[Ñö çåšé ŵåš ŕûñ. ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Your Python code</source>
            <translation>[Ýöûŕ Ƥýţĥöñ çöðé ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>The task</source>
            <translation>[Ţĥé ţåšķ ļöŕ]</translation>
        </message>
        <message>
            <source>The check's verdict</source>
            <translation>[Ţĥé çĥéçķ'š ṽéŕðîçţ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Check results, case by case</source>
            <translation>[Çĥéçķ ŕéšûļţš, çåšé ƀý çåšé ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>What your code printed</source>
            <translation>[Ŵĥåţ ýöûŕ çöðé ƥŕîñţéð ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>What your code printed appears here.</source>
            <translation>[Ŵĥåţ ýöûŕ çöðé ƥŕîñţéð åƥƥéåŕš ĥéŕé. ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>A reference solution</source>
            <translation>[Å ŕéƒéŕéñçé šöļûţîöñ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>[Çåšéš ļ]</translation>
        </message>
        <message>
            <source>Printed</source>
            <translation>[Ƥŕîñţéð ļö]</translation>
        </message>
        <message>
            <source>Solution</source>
            <translation>[Šöļûţîöñ ļöŕ]</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>[Çĥéçķ ļ]</translation>
        </message>
        <message>
            <source>Run your code on hidden cases made by posviz's model (Ctrl+Return)</source>
            <translation>[Ŕûñ ýöûŕ çöðé öñ ĥîððéñ çåšéš ɱåðé ƀý ƥöšṽîž'š ɱöðéļ (Çţŕļ+Ŕéţûŕñ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>[Šţöƥ ļ]</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>[Šţåŕţ åĝåîñ ļöŕé]</translation>
        </message>
        <message>
            <source>Reveal solution…</source>
            <translation>[Ŕéṽéåļ šöļûţîöñ… ļöŕéɱ ]</translation>
        </message>
        <message numerus="yes">
            <source>Task {number} of %Ln: {title}</source>
            <translation>
                <numerusform>[Ţåšķ {number} öƒ %Ln: {title} ļöŕéɱ îƥšû]</numerusform>
                <numerusform>[Ţåšķ {number} öƒ %Ln: {title} ļöŕéɱ îƥšû]</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} · {function}{mark}</source>
            <translation>[{number} · {function}{mark} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Draft saved</source>
            <translation>[Ðŕåƒţ šåṽéð ļöŕé]</translation>
        </message>
        <message>
            <source>Draft NOT saved: {reason}</source>
            <translation>[Ðŕåƒţ ÑÖŢ šåṽéð: {reason} ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Progress NOT saved: {reason}</source>
            <translation>[Ƥŕöĝŕéšš ÑÖŢ šåṽéð: {reason} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Checking…</source>
            <translation>[Çĥéçķîñĝ… ļöŕ]</translation>
        </message>
        <message>
            <source>Running your code on the hidden cases…</source>
            <translation>[Ŕûññîñĝ ýöûŕ çöðé öñ ţĥé ĥîððéñ çåšéš… ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>Stopping…</source>
            <translation>[Šţöƥƥîñĝ… ļöŕ]</translation>
        </message>
        <message>
            <source>Checking… {progress} (time limit {seconds} s)</source>
            <translation>[Çĥéçķîñĝ… {progress} (ţîɱé ļîɱîţ {seconds} š) ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>Press Check to run your code on the hidden cases.</source>
            <translation>[Ƥŕéšš Çĥéçķ ţö ŕûñ ýöûŕ çöðé öñ ţĥé ĥîððéñ çåšéš. ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>{mark} {summary}</source>
            <translation>[{mark} {summary} ļöŕé]</translation>
        </message>
        <message>
            <source>Start again?</source>
            <translation>[Šţåŕţ åĝåîñ? ļöŕé]</translation>
        </message>
        <message>
            <source>Replace your code for this task with the starter stub?</source>
            <translation>[Ŕéƥļåçé ýöûŕ çöðé ƒöŕ ţĥîš ţåšķ ŵîţĥ ţĥé šţåŕţéŕ šţûƀ? ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>Reveal the solution?</source>
            <translation>[Ŕéṽéåļ ţĥé šöļûţîöñ? ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>See the reference solution for this task? Trying once more first teaches more. Your own code stays in the editor.</source>
            <translation>[Šéé ţĥé ŕéƒéŕéñçé šöļûţîöñ ƒöŕ ţĥîš ţåšķ? Ţŕýîñĝ öñçé ɱöŕé ƒîŕšţ ţéåçĥéš ɱöŕé. Ýöûŕ öŵñ çöðé šţåýš îñ ţĥé éðîţöŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</translation>
        </message>
    </context>
    <context>
        <name>PracticeTasks</name>
        <message>
            <source>The sinusoidal position table</source>
            <translation>[Ţĥé šîñûšöîðåļ ƥöšîţîöñ ţåƀļé ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Write &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. It returns the paper's position table as a float64 array of shape &lt;code&gt;(length, d_model)&lt;/code&gt;: row &lt;i&gt;pos&lt;/i&gt; is the vector for position &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. Pair &lt;i&gt;k&lt;/i&gt; of columns holds &lt;code&gt;sin(pos·w)&lt;/code&gt; in column 2k and &lt;code&gt;cos(pos·w)&lt;/code&gt; in column 2k + 1, with &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. When d_model is odd, the last column is a sine without its cosine. The hidden tests include positions near 100,000.</source>
            <translation>[Ŵŕîţé &lt;code&gt;ƥöšîţîöñåļ_éñçöðîñĝ(ļéñĝţĥ, ð_ɱöðéļ)&lt;/code&gt;. Îţ ŕéţûŕñš ţĥé ƥåƥéŕ'š ƥöšîţîöñ ţåƀļé åš å ƒļöåţ64 åŕŕåý öƒ šĥåƥé &lt;code&gt;(ļéñĝţĥ, ð_ɱöðéļ)&lt;/code&gt;: ŕöŵ &lt;i&gt;ƥöš&lt;/i&gt; îš ţĥé ṽéçţöŕ ƒöŕ ƥöšîţîöñ &lt;i&gt;ƥöš&lt;/i&gt; = 0, 1, ..., ļéñĝţĥ − 1. Ƥåîŕ &lt;i&gt;ķ&lt;/i&gt; öƒ çöļûɱñš ĥöļðš &lt;code&gt;šîñ(ƥöš·ŵ)&lt;/code&gt; îñ çöļûɱñ 2ķ åñð &lt;code&gt;çöš(ƥöš·ŵ)&lt;/code&gt; îñ çöļûɱñ 2ķ + 1, ŵîţĥ &lt;code&gt;ŵ = 10000 ** (-2ķ / ð_ɱöðéļ)&lt;/code&gt;. Ŵĥéñ ð_ɱöðéļ îš öðð, ţĥé ļåšţ çöļûɱñ îš å šîñé ŵîţĥöûţ îţš çöšîñé. Ţĥé ĥîððéñ ţéšţš îñçļûðé ƥöšîţîöñš ñéåŕ 100,000. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Look up, then add: the matrix Z</source>
            <translation>[Ļööķ ûƥ, ţĥéñ åðð: ţĥé ɱåţŕîẋ Ž ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Write &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. &lt;code&gt;E&lt;/code&gt; is the embedding table, one row per vocabulary word, shape &lt;code&gt;(|V|, d)&lt;/code&gt;; &lt;code&gt;ids&lt;/code&gt; holds the sentence's token ids, shape &lt;code&gt;(L,)&lt;/code&gt;; &lt;code&gt;P&lt;/code&gt; is a table of position vectors with &lt;b&gt;at least&lt;/b&gt; L rows, shape &lt;code&gt;(max_len, d)&lt;/code&gt;. Return Z, shape &lt;code&gt;(L, d)&lt;/code&gt;: row i is E's row for token &lt;code&gt;ids[i]&lt;/code&gt; plus the position vector of position i.</source>
            <translation>[Ŵŕîţé &lt;code&gt;åššéɱƀļé_ž(É, îðš, Ƥ)&lt;/code&gt;. &lt;code&gt;É&lt;/code&gt; îš ţĥé éɱƀéððîñĝ ţåƀļé, öñé ŕöŵ ƥéŕ ṽöçåƀûļåŕý ŵöŕð, šĥåƥé &lt;code&gt;(|Ṽ|, ð)&lt;/code&gt;; &lt;code&gt;îðš&lt;/code&gt; ĥöļðš ţĥé šéñţéñçé'š ţöķéñ îðš, šĥåƥé &lt;code&gt;(Ļ,)&lt;/code&gt;; &lt;code&gt;Ƥ&lt;/code&gt; îš å ţåƀļé öƒ ƥöšîţîöñ ṽéçţöŕš ŵîţĥ &lt;b&gt;åţ ļéåšţ&lt;/b&gt; Ļ ŕöŵš, šĥåƥé &lt;code&gt;(ɱåẋ_ļéñ, ð)&lt;/code&gt;. Ŕéţûŕñ Ž, šĥåƥé &lt;code&gt;(Ļ, ð)&lt;/code&gt;: ŕöŵ î îš É'š ŕöŵ ƒöŕ ţöķéñ &lt;code&gt;îðš[î]&lt;/code&gt; ƥļûš ţĥé ƥöšîţîöñ ṽéçţöŕ öƒ ƥöšîţîöñ î. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>Without positions, order is invisible</source>
            <translation>[Ŵîţĥöûţ ƥöšîţîöñš, öŕðéŕ îš îñṽîšîƀļé ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>Show that a model without positions cannot see word order. Write &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;, where &lt;code&gt;order&lt;/code&gt; is a permutation of 0 .. L − 1 and the shuffled sentence is &lt;code&gt;ids[order]&lt;/code&gt;. Return two arrays, each &lt;code&gt;(L, d)&lt;/code&gt;: &lt;code&gt;z_shuffled&lt;/code&gt;, the Z of the shuffled sentence built with no position vectors, and &lt;code&gt;z_reordered&lt;/code&gt;, the Z of the original sentence (no positions either) with its rows taken in &lt;code&gt;order&lt;/code&gt;. They come out equal: shuffling the words only reorders the rows. (Add the table from task 1 to both and they no longer agree.)</source>
            <translation>[Šĥöŵ ţĥåţ å ɱöðéļ ŵîţĥöûţ ƥöšîţîöñš çåññöţ šéé ŵöŕð öŕðéŕ. Ŵŕîţé &lt;code&gt;šĥûƒƒļé_ŵîţĥöûţ_ƥöšîţîöñš(É, îðš, öŕðéŕ)&lt;/code&gt;, ŵĥéŕé &lt;code&gt;öŕðéŕ&lt;/code&gt; îš å ƥéŕɱûţåţîöñ öƒ 0 .. Ļ − 1 åñð ţĥé šĥûƒƒļéð šéñţéñçé îš &lt;code&gt;îðš[öŕðéŕ]&lt;/code&gt;. Ŕéţûŕñ ţŵö åŕŕåýš, éåçĥ &lt;code&gt;(Ļ, ð)&lt;/code&gt;: &lt;code&gt;ž_šĥûƒƒļéð&lt;/code&gt;, ţĥé Ž öƒ ţĥé šĥûƒƒļéð šéñţéñçé ƀûîļţ ŵîţĥ ñö ƥöšîţîöñ ṽéçţöŕš, åñð &lt;code&gt;ž_ŕéöŕðéŕéð&lt;/code&gt;, ţĥé Ž öƒ ţĥé öŕîĝîñåļ šéñţéñçé (ñö ƥöšîţîöñš éîţĥéŕ) ŵîţĥ îţš ŕöŵš ţåķéñ îñ &lt;code&gt;öŕðéŕ&lt;/code&gt;. Ţĥéý çöɱé öûţ éǫûåļ: šĥûƒƒļîñĝ ţĥé ŵöŕðš öñļý ŕéöŕðéŕš ţĥé ŕöŵš. (Åðð ţĥé ţåƀļé ƒŕöɱ ţåšķ 1 ţö ƀöţĥ åñð ţĥéý ñö ļöñĝéŕ åĝŕéé.) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçî]</translation>
        </message>
    </context>
    <context>
        <name>QuizTab</name>
        <message>
            <source>ABCDEFGH</source>
            <comment>the letters of the eight choices</comment>
            <extracomment>The letters of a multiple-choice question's answers, in order: exactly eight characters.</extracomment>
            <translation>[ÅƁÇÐÉƑĜĤ ļöŕ]</translation>
        </message>
        <message>
            <source>Quiz: press 1 to 8 to answer</source>
            <translation>[Ǫûîž: ƥŕéšš 1 ţö 8 ţö åñšŵéŕ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Open quiz file…</source>
            <translation>[Öƥéñ ǫûîž ƒîļé… ļöŕéɱ]</translation>
        </message>
        <message>
            <source>The question, its choices and the explanation</source>
            <translation>[Ţĥé ǫûéšţîöñ, îţš çĥöîçéš åñð ţĥé éẋƥļåñåţîöñ ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>◀ Previous</source>
            <translation>[◀ Ƥŕéṽîöûš ļöŕ]</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>[Ñéẋţ ▶ ļö]</translation>
        </message>
        <message>
            <source>Start over</source>
            <translation>[Šţåŕţ öṽéŕ ļöŕ]</translation>
        </message>
        <message>
            <source>From {file}</source>
            <translation>[Ƒŕöɱ {file} ļöŕ]</translation>
        </message>
        <message numerus="yes">
            <source>Question {number} of %Ln</source>
            <translation>
                <numerusform>[Ǫûéšţîöñ {number} öƒ %Ln ļöŕéɱ îƥš]</numerusform>
                <numerusform>[Ǫûéšţîöñ {number} öƒ %Ln ļöŕéɱ îƥš]</numerusform>
            </translation>
        </message>
        <message>
            <source>This quiz file cannot be used: {reason}</source>
            <translation>[Ţĥîš ǫûîž ƒîļé çåññöţ ƀé ûšéð: {reason} ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</source>
            <translation>[&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt; ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Pick an answer (click it, or press its number).</source>
            <translation>[Ƥîçķ åñ åñšŵéŕ (çļîçķ îţ, öŕ ƥŕéšš îţš ñûɱƀéŕ). ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Show me ▶&lt;/b&gt;&amp;nbsp; {what}</source>
            <translation>[&lt;b&gt;Šĥöŵ ɱé ▶&lt;/b&gt;&amp;nbsp; {what} ļöŕéɱ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</source>
            <translation>[&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice} ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;{letter} (the answer).&lt;/b&gt; {why}</source>
            <translation>[&lt;b&gt;{letter} (ţĥé åñšŵéŕ).&lt;/b&gt; {why} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>&lt;b&gt;{letter} (not the answer).&lt;/b&gt; {why}</source>
            <translation>[&lt;b&gt;{letter} (ñöţ ţĥé åñšŵéŕ).&lt;/b&gt; {why} ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;✓ Right.&lt;/b&gt; {why}</source>
            <translation>[&lt;b&gt;✓ Ŕîĝĥţ.&lt;/b&gt; {why} ļöŕéɱ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;✗ Not this one.&lt;/b&gt; {why}</source>
            <translation>[&lt;b&gt;✗ Ñöţ ţĥîš öñé.&lt;/b&gt; {why} ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;The answer is {letter}.&lt;/b&gt; {right}</source>
            <translation>[&lt;b&gt;Ţĥé åñšŵéŕ îš {letter}.&lt;/b&gt; {right} ļöŕéɱ îƥšû]</translation>
        </message>
        <message numerus="yes">
            <source>Finished: {right} of %Ln right</source>
            <translation>
                <numerusform>[Ƒîñîšĥéð: {right} öƒ %Ln ŕîĝĥţ ļöŕéɱ îƥšûɱ]</numerusform>
                <numerusform>[Ƒîñîšĥéð: {right} öƒ %Ln ŕîĝĥţ ļöŕéɱ îƥšûɱ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Score: {right} of {answered} answered right (%Ln questions)</source>
            <translation>
                <numerusform>[Šçöŕé: {right} öƒ {answered} åñšŵéŕéð ŕîĝĥţ (%Ln ǫûéšţîöñš) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</numerusform>
                <numerusform>[Šçöŕé: {right} öƒ {answered} åñšŵéŕéð ŕîĝĥţ (%Ln ǫûéšţîöñš) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>{letter}. {choice}, the answer</source>
            <translation>[{letter}. {choice}, ţĥé åñšŵéŕ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>{letter}. {choice}, your answer, not the right one</source>
            <translation>[{letter}. {choice}, ýöûŕ åñšŵéŕ, ñöţ ţĥé ŕîĝĥţ öñé ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>{letter}. {choice}</source>
            <translation>[{letter}. {choice} ļöŕé]</translation>
        </message>
        <message>
            <source>Open a quiz</source>
            <translation>[Öƥéñ å ǫûîž ļöŕé]</translation>
        </message>
        <message>
            <source>Quiz files (*.json);;All files (*)</source>
            <translation>[Ǫûîž ƒîļéš (*.ĵšöñ);;Åļļ ƒîļéš (*) ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>Quiz loaded: {title}</source>
            <translation>[Ǫûîž ļöåðéð: {title} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>[&amp;Fîļé ļ]</translation>
        </message>
        <message>
            <source>Open &amp;quiz…</source>
            <translation>[Öƥéñ &amp;qûîž… ļöŕ]</translation>
        </message>
    </context>
</TS>
