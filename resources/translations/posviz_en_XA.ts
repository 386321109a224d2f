<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <name>Menu</name>
        <message>
            <source>&amp;Language</source>
            <translation>[&amp;Låñĝûåĝé ļöŕ]</translation>
        </message>
    </context>
</TS>
