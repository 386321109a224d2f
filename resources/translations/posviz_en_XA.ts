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
        <name>ContextLesson</name>
        <message>
            <source>factor</source>
            <translation>[ƒåçţöŕ ļö]</translation>
        </message>
        <message>
            <source>original context</source>
            <translation>[öŕîĝîñåļ çöñţéẋţ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>kept</source>
            <translation>[ķéƥţ ļ]</translation>
        </message>
        <message>
            <source>kept: they turn as in training</source>
            <translation>[ķéƥţ: ţĥéý ţûŕñ åš îñ ţŕåîñîñĝ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>slowed {factor}×</source>
            <translation>[šļöŵéð {factor}× ļöŕéɱ]</translation>
        </message>
        <message>
            <source>slowed {low}×</source>
            <translation>[šļöŵéð {low}× ļöŕéɱ]</translation>
        </message>
        <message>
            <source>slowed between {low}× and {high}×</source>
            <translation>[šļöŵéð ƀéţŵééñ {low}× åñð {high}× ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>pair {first}: one turn every {every} tokens ({made} turns in the original {original}): {what}</source>
            <translation>[ƥåîŕ {first}: öñé ţûŕñ éṽéŕý {every} ţöķéñš ({made} ţûŕñš îñ ţĥé öŕîĝîñåļ {original}): {what} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>pairs {first}–{last}: one turn every {every} to {every_high} tokens ({made} to {made_high} turns in the original {original}): {what}</source>
            <translation>[ƥåîŕš {first}–{last}: öñé ţûŕñ éṽéŕý {every} ţö {every_high} ţöķéñš ({made} ţö {made_high} ţûŕñš îñ ţĥé öŕîĝîñåļ {original}): {what} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðî]</translation>
        </message>
        <message>
            <source>llama3's rule: a pair with a wavelength under {n} / {high} = {short} tokens keeps its frequency, over {n} / {low} = {long} it turns {factor}× slower, and in between the two are blended.</source>
            <translation>[ļļåɱå3'š ŕûļé: å ƥåîŕ ŵîţĥ å ŵåṽéļéñĝţĥ ûñðéŕ {n} / {high} = {short} ţöķéñš ķééƥš îţš ƒŕéǫûéñçý, öṽéŕ {n} / {low} = {long} îţ ţûŕñš {factor}× šļöŵéŕ, åñð îñ ƀéţŵééñ ţĥé ţŵö åŕé ƀļéñðéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message numerus="yes">
            <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).</source>
            <translation>
                <numerusform>[{before} öƒ %Ln ƥåîŕš ĥåṽé å ŵåṽéļéñĝţĥ ļöñĝéŕ ţĥåñ ţĥé öŕîĝîñåļ çöñţéẋţ ({n} ţöķéñš): îñ ţŕåîñîñĝ ţĥéý ñéṽéŕ ɱåðé å ƒûļļ ţûŕñ; åƒţéŕ šçåļîñĝ, {after} ĥåṽé öñé ļöñĝéŕ ţĥåñ {longest} ţöķéñš ({factor} × {n}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</numerusform>
                <numerusform>[{before} öƒ %Ln ƥåîŕš ĥåṽé å ŵåṽéļéñĝţĥ ļöñĝéŕ ţĥåñ ţĥé öŕîĝîñåļ çöñţéẋţ ({n} ţöķéñš): îñ ţŕåîñîñĝ ţĥéý ñéṽéŕ ɱåðé å ƒûļļ ţûŕñ; åƒţéŕ šçåļîñĝ, {after} ĥåṽé öñé ļöñĝéŕ ţĥåñ {longest} ţöķéñš ({factor} × {n}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.</source>
            <translation>
                <numerusform>[{before} öƒ %Ln ƥåîŕš ĥåṽé å ŵåṽéļéñĝţĥ ļöñĝéŕ ţĥåñ ţĥé öŕîĝîñåļ çöñţéẋţ ({n} ţöķéñš): îñ ţŕåîñîñĝ ţĥéý ñéṽéŕ ɱåðé å ƒûļļ ţûŕñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ é]</numerusform>
                <numerusform>[{before} öƒ %Ln ƥåîŕš ĥåṽé å ŵåṽéļéñĝţĥ ļöñĝéŕ ţĥåñ ţĥé öŕîĝîñåļ çöñţéẋţ ({n} ţöķéñš): îñ ţŕåîñîñĝ ţĥéý ñéṽéŕ ɱåðé å ƒûļļ ţûŕñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ é]</numerusform>
            </translation>
        </message>
        <message>
            <source>Attention factor 1: cos and sin are used as they are.</source>
            <translation>[Åţţéñţîöñ ƒåçţöŕ 1: çöš åñð šîñ åŕé ûšéð åš ţĥéý åŕé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets sharper).</source>
            <translation>[Åţţéñţîöñ ƒåçţöŕ {factor}: çöš åñð šîñ åŕé ɱûļţîƥļîéð ƀý îţ, šö éṽéŕý ǫ·ķ šçöŕé öƒ ţĥé ĥéåð îš ɱûļţîƥļîéð ƀý {square} (ţĥé šöƒţɱåẋ öṽéŕ ţĥéɱ ĝéţš šĥåŕƥéŕ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ]</translation>
        </message>
        <message>
            <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets flatter).</source>
            <translation>[Åţţéñţîöñ ƒåçţöŕ {factor}: çöš åñð šîñ åŕé ɱûļţîƥļîéð ƀý îţ, šö éṽéŕý ǫ·ķ šçöŕé öƒ ţĥé ĥéåð îš ɱûļţîƥļîéð ƀý {square} (ţĥé šöƒţɱåẋ öṽéŕ ţĥéɱ ĝéţš ƒļåţţéŕ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ]</translation>
        </message>
    </context>
    <context>
        <name>ConventionsLesson</name>
        <message>
            <source>Paper: interleaved sin, cos</source>
            <translation>[Ƥåƥéŕ: îñţéŕļéåṽéð šîñ, çöš ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Vaswani et al. 2017, the Annotated Transformer, DistilBERT</source>
            <translation>[Ṽåšŵåñî éţ åļ. 2017, ţĥé Åññöţåţéð Ţŕåñšƒöŕɱéŕ, ÐîšţîļƁÉŔŢ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>Sine and cosine of the same frequency sit side by side.</source>
            <translation>[Šîñé åñð çöšîñé öƒ ţĥé šåɱé ƒŕéǫûéñçý šîţ šîðé ƀý šîðé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>Split halves: all sines, then all cosines</source>
            <translation>[Šƥļîţ ĥåļṽéš: åļļ šîñéš, ţĥéñ åļļ çöšîñéš ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>Marian, the TensorFlow text tutorial</source>
            <translation>[Ṁåŕîåñ, ţĥé ŢéñšöŕƑļöŵ ţéẋţ ţûţöŕîåļ ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>Same numbers as the paper, columns in another order.</source>
            <translation>[Šåɱé ñûɱƀéŕš åš ţĥé ƥåƥéŕ, çöļûɱñš îñ åñöţĥéŕ öŕðéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>tensor2tensor: split, other frequencies</source>
            <translation>[ţéñšöŕ2ţéñšöŕ: šƥļîţ, öţĥéŕ ƒŕéǫûéñçîéš ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>tensor2tensor (Google), fairseq without its offset</source>
            <translation>[ţéñšöŕ2ţéñšöŕ (Ĝööĝļé), ƒåîŕšéǫ ŵîţĥöûţ îţš öƒƒšéţ ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>The slowest pair turns at exactly 1/base radians per position.</source>
            <translation>[Ţĥé šļöŵéšţ ƥåîŕ ţûŕñš åţ éẋåçţļý 1/ƀåšé ŕåðîåñš ƥéŕ ƥöšîţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>fairseq: tensor2tensor, positions start at 2</source>
            <translation>[ƒåîŕšéǫ: ţéñšöŕ2ţéñšöŕ, ƥöšîţîöñš šţåŕţ åţ 2 ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>fairseq (Meta): padding_idx + 1 = 2 is the first position</source>
            <translation>[ƒåîŕšéǫ (Ṁéţå): ƥåððîñĝ_îðẋ + 1 = 2 îš ţĥé ƒîŕšţ ƥöšîţîöñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>The first token gets the vector of position 2: position 1 marks padding and 0 is unused.</source>
            <translation>[Ţĥé ƒîŕšţ ţöķéñ ĝéţš ţĥé ṽéçţöŕ öƒ ƥöšîţîöñ 2: ƥöšîţîöñ 1 ɱåŕķš ƥåððîñĝ åñð 0 îš ûñûšéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</translation>
        </message>
    </context>
    <context>
        <name>DeeperBuckets</name>
        <message>
            <source>Relative positions inside attention: buckets per query and key</source>
            <translation>[Ŕéļåţîṽé ƥöšîţîöñš îñšîðé åţţéñţîöñ: ƀûçķéţš ƥéŕ ǫûéŕý åñð ķéý ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, this model's; the focused token's row is outlined.</source>
            <translation>[&lt;b&gt;Ţĥé ƀûçķéţ éåçĥ ǫûéŕý (ðöŵñ) ŕéåðš ƒöŕ éåçĥ ķéý (åçŕöšš)&lt;/b&gt;, ţĥîš ɱöðéļ'š; ţĥé ƒöçûšéð ţöķéñ'š ŕöŵ îš öûţļîñéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, T5-base's (32 buckets up to 128: no relative positions in the open model); the focused token's row is outlined.</source>
            <translation>[&lt;b&gt;Ţĥé ƀûçķéţ éåçĥ ǫûéŕý (ðöŵñ) ŕéåðš ƒöŕ éåçĥ ķéý (åçŕöšš)&lt;/b&gt;, Ţ5-ƀåšé'š (32 ƀûçķéţš ûƥ ţö 128: ñö ŕéļåţîṽé ƥöšîţîöñš îñ ţĥé öƥéñ ɱöðéļ); ţĥé ƒöçûšéð ţöķéñ'š ŕöŵ îš öûţļîñéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>&lt;b&gt;The relative position each query (down) reads for each key (across)&lt;/b&gt;, this model's; the focused token's row is outlined.</source>
            <translation>[&lt;b&gt;Ţĥé ŕéļåţîṽé ƥöšîţîöñ éåçĥ ǫûéŕý (ðöŵñ) ŕéåðš ƒöŕ éåçĥ ķéý (åçŕöšš)&lt;/b&gt;, ţĥîš ɱöðéļ'š; ţĥé ƒöçûšéð ţöķéñ'š ŕöŵ îš öûţļîñéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçî]</translation>
        </message>
    </context>
    <context>
        <name>DeeperCaptions</name>
        <message>
            <source>The learned table here is illustrative (seeded random numbers in place of trained rows): like a trained one it has rows for positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
            <translation>[Ţĥé ļéåŕñéð ţåƀļé ĥéŕé îš îļļûšţŕåţîṽé (šééðéð ŕåñðöɱ ñûɱƀéŕš îñ ƥļåçé öƒ ţŕåîñéð ŕöŵš): ļîķé å ţŕåîñéð öñé îţ ĥåš ŕöŵš ƒöŕ ƥöšîţîöñš 0 ţö Ļ&lt;sub&gt;ɱåẋ&lt;/sub&gt;−1 öñļý, šö ƥåšţ îţš éñð ţĥé ɱöðéļ ŕåîšéš ţĥé éŕŕöŕ åƀöṽé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>The learned table was trained on positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
            <translation>[Ţĥé ļéåŕñéð ţåƀļé ŵåš ţŕåîñéð öñ ƥöšîţîöñš 0 ţö Ļ&lt;sub&gt;ɱåẋ&lt;/sub&gt;−1 öñļý, šö ƥåšţ îţš éñð ţĥé ɱöðéļ ŕåîšéš ţĥé éŕŕöŕ åƀöṽé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
    </context>
    <context>
        <name>DeeperCommon</name>
        <message>
            <source>{mark} {claim} ({detail})</source>
            <extracomment>a check's result: {mark} is a tick or a cross, {claim} what holds, {detail} the measured number</extracomment>
            <translation>[{mark} {claim} ({detail}) ļöŕéɱ î]</translation>
        </message>
    </context>
    <context>
        <name>DeeperContext</name>
        <message>
            <source>Context extension: RoPE scaling</source>
            <translation>[Çöñţéẋţ éẋţéñšîöñ: ŔöƤÉ šçåļîñĝ ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>{name}:</source>
            <extracomment>a control's label: the scaling parameter's name</extracomment>
            <translation>[{name}: ļö]</translation>
        </message>
        <message>
            <source>Width of the toy head</source>
            <translation>[Ŵîðţĥ öƒ ţĥé ţöý ĥéåð ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Sequence length L</source>
            <translation>[Šéǫûéñçé ļéñĝţĥ Ļ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>[Ƥåîŕ ļ]</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>[Ƥöšîţîöñ ļöŕ]</translation>
        </message>
        <message>
            <source>Scaling:</source>
            <translation>[Šçåļîñĝ: ļöŕ]</translation>
        </message>
        <message>
            <source>Attention:</source>
            <translation>[Åţţéñţîöñ: ļöŕ]</translation>
        </message>
        <message>
            <source>Head width:</source>
            <translation>[Ĥéåð ŵîðţĥ: ļöŕé]</translation>
        </message>
        <message>
            <source>Sequence length L:</source>
            <translation>[Šéǫûéñçé ļéñĝţĥ Ļ: ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Pair i:</source>
            <translation>[Ƥåîŕ î: ļö]</translation>
        </message>
        <message>
            <source>Position p:</source>
            <translation>[Ƥöšîţîöñ ƥ: ļöŕé]</translation>
        </message>
        <message>
            <source>θ, radians</source>
            <translation>[θ, ŕåðîåñš ļöŕ]</translation>
        </message>
        <message>
            <source>tokens per turn</source>
            <translation>[ţöķéñš ƥéŕ ţûŕñ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>pair i</source>
            <translation>[ƥåîŕ î ļö]</translation>
        </message>
        <message>
            <source>{scaling} (the model's own)</source>
            <translation>[{scaling} (ţĥé ɱöðéļ'š öŵñ) ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>none (the model's own)</source>
            <translation>[ñöñé (ţĥé ɱöðéļ'š öŵñ) ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;{model}&lt;/b&gt;, one head ({kind} layers), as its config says</source>
            <translation>[&lt;b&gt;{model}&lt;/b&gt;, öñé ĥéåð ({kind} ļåýéŕš), åš îţš çöñƒîĝ šåýš ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>&lt;b&gt;{model}&lt;/b&gt;, one head, as its config says</source>
            <translation>[&lt;b&gt;{model}&lt;/b&gt;, öñé ĥéåð, åš îţš çöñƒîĝ šåýš ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>The loaded model has no RoPE, so a toy head is shown. &lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
            <translation>[Ţĥé ļöåðéð ɱöðéļ ĥåš ñö ŔöƤÉ, šö å ţöý ĥéåð îš šĥöŵñ. &lt;b&gt;Å ţöý ĥéåð&lt;/b&gt; (îļļûšţŕåţîṽé; îţš ƀåšé îš ţĥé öñé šéţ îñ ţĥé çöñţŕöļš ƀåŕ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
            <translation>[&lt;b&gt;Å ţöý ĥéåð&lt;/b&gt; (îļļûšţŕåţîṽé; îţš ƀåšé îš ţĥé öñé šéţ îñ ţĥé çöñţŕöļš ƀåŕ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>{mark} These parameters cannot be used: {error}. The last good picture is kept.</source>
            <translation>[{mark} Ţĥéšé ƥåŕåɱéţéŕš çåññöţ ƀé ûšéð: {error}. Ţĥé ļåšţ ĝööð ƥîçţûŕé îš ķéƥţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>{whose}: {head} ({values}); frequencies at L = {length} tokens.</source>
            <translation>[{whose}: {head} ({values}); ƒŕéǫûéñçîéš åţ Ļ = {length} ţöķéñš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>{whose}: {head}; frequencies at L = {length} tokens.</source>
            <translation>[{whose}: {head}; ƒŕéǫûéñçîéš åţ Ļ = {length} ţöķéñš. ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>Solid blue: after scaling.</source>
            <translation>[Šöļîð ƀļûé: åƒţéŕ šçåļîñĝ. ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Vertical line: pair {pair}.</source>
            <translation>[Ṽéŕţîçåļ ļîñé: ƥåîŕ {pair}. ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Dashed: before scaling. {after} Background: {kept} {between} {slowed}. {line} Both plots have a log scale.</source>
            <translation>[Ðåšĥéð: ƀéƒöŕé šçåļîñĝ. {after} Ɓåçķĝŕöûñð: {kept} {between} {slowed}. {line} Ɓöţĥ ƥļöţš ĥåṽé å ļöĝ šçåļé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>kept</source>
            <translation>[ķéƥţ ļ]</translation>
        </message>
        <message>
            <source>between</source>
            <translation>[ƀéţŵééñ ļö]</translation>
        </message>
        <message>
            <source>slowed by the factor</source>
            <translation>[šļöŵéð ƀý ţĥé ƒåçţöŕ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>original context {tokens}</source>
            <translation>[öŕîĝîñåļ çöñţéẋţ {tokens} ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>{factor} × original = {tokens}</source>
            <translation>[{factor} × öŕîĝîñåļ = {tokens} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pair {pair} at position {position}&lt;/b&gt;: before scaling p·θ = {position} × {theta} = &lt;b&gt;{before} rad&lt;/b&gt; ({turns} turns); after: {position} × {scaled} = &lt;b&gt;{after} rad&lt;/b&gt; ({scaled_turns} turns).</source>
            <translation>[&lt;b&gt;Ƥåîŕ {pair} åţ ƥöšîţîöñ {position}&lt;/b&gt;: ƀéƒöŕé šçåļîñĝ ƥ·θ = {position} × {theta} = &lt;b&gt;{before} ŕåð&lt;/b&gt; ({turns} ţûŕñš); åƒţéŕ: {position} × {scaled} = &lt;b&gt;{after} ŕåð&lt;/b&gt; ({scaled_turns} ţûŕñš). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
    </context>
    <context>
        <name>DeeperConventions</name>
        <message>
            <source>Sinusoidal conventions switchboard</source>
            <translation>[Šîñûšöîðåļ çöñṽéñţîöñš šŵîţçĥƀöåŕð ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>Positions shown</source>
            <translation>[Ƥöšîţîöñš šĥöŵñ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sinusoidal convention&lt;/b&gt; (also the toolbar's)</source>
            <translation>[&lt;b&gt;Šîñûšöîðåļ çöñṽéñţîöñ&lt;/b&gt; (åļšö ţĥé ţööļƀåŕ'š) ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>&lt;b&gt;The table&lt;/b&gt;: positions down, columns across. Click a cell.</source>
            <translation>[&lt;b&gt;Ţĥé ţåƀļé&lt;/b&gt;: ƥöšîţîöñš ðöŵñ, çöļûɱñš åçŕöšš. Çļîçķ å çéļļ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>Positions:</source>
            <translation>[Ƥöšîţîöñš: ļöŕ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Used by:&lt;/b&gt; {libraries}.&lt;br&gt;{note}</source>
            <translation>[&lt;b&gt;Ûšéð ƀý:&lt;/b&gt; {libraries}.&lt;br&gt;{note} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>matches the reference formula to {tolerance}</source>
            <translation>[ɱåţçĥéš ţĥé ŕéƒéŕéñçé ƒöŕɱûļå ţö {tolerance} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message numerus="yes">
            <source>largest difference {value} over %Ln positions × {columns} columns</source>
            <translation>
                <numerusform>[ļåŕĝéšţ ðîƒƒéŕéñçé {value} öṽéŕ %Ln ƥöšîţîöñš × {columns} çöļûɱñš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</numerusform>
                <numerusform>[ļåŕĝéšţ ðîƒƒéŕéñçé {value} öṽéŕ %Ln ƥöšîţîöñš × {columns} çöļûɱñš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Position {position}, column {column}: {formula}</source>
            <translation>[Ƥöšîţîöñ {position}, çöļûɱñ {column}: {formula} ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>{cell}&lt;br&gt;&lt;i&gt;The toolbar shows {scheme}; this convention applies once you pick sinusoidal.&lt;/i&gt;</source>
            <translation>[{cell}&lt;br&gt;&lt;i&gt;Ţĥé ţööļƀåŕ šĥöŵš {scheme}; ţĥîš çöñṽéñţîöñ åƥƥļîéš öñçé ýöû ƥîçķ šîñûšöîðåļ.&lt;/i&gt; ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
    </context>
    <context>
        <name>DeeperLearned</name>
        <message>
            <source>offset j − i</source>
            <translation>[öƒƒšéţ ĵ − î ļöŕé]</translation>
        </message>
        <message>
            <source>mean cosine</source>
            <translation>[ɱéåñ çöšîñé ļöŕé]</translation>
        </message>
        <message>
            <source>position</source>
            <translation>[ƥöšîţîöñ ļöŕ]</translation>
        </message>
        <message>
            <source>row length</source>
            <translation>[ŕöŵ ļéñĝţĥ ļöŕ]</translation>
        </message>
        <message>
            <source>position j</source>
            <translation>[ƥöšîţîöñ ĵ ļöŕ]</translation>
        </message>
        <message>
            <source>position i</source>
            <translation>[ƥöšîţîöñ î ļöŕ]</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)</source>
            <translation>
                <numerusform>[&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, ţĥé ƒîŕšţ {rows} öƒ %Ln ŕöŵš) ļöŕéɱ îƥšûɱ ðöļöŕ šî]</numerusform>
                <numerusform>[&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, ţĥé ƒîŕšţ {rows} öƒ %Ln ŕöŵš) ļöŕéɱ îƥšûɱ ðöļöŕ šî]</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width})</source>
            <translation>[&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}) ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Cosine similarity of every pair of positions: {title}</source>
            <translation>[Çöšîñé šîɱîļåŕîţý öƒ éṽéŕý ƥåîŕ öƒ ƥöšîţîöñš: {title} ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>{title} on its first principal components ({shares} of the variance)</source>
            <translation>[{title} öñ îţš ƒîŕšţ ƥŕîñçîƥåļ çöɱƥöñéñţš ({shares} öƒ ţĥé ṽåŕîåñçé) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>(no second component)</source>
            <translation>[(ñö šéçöñð çöɱƥöñéñţ) ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Property scores of both tables</source>
            <translation>[Ƥŕöƥéŕţý šçöŕéš öƒ ƀöţĥ ţåƀļéš ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>{name}:
{meaning}</source>
            <extracomment>a score's name, and on the next line what it measures</extracomment>
            <translation>[{name}: ļö]
[{meaning} ļ]</translation>
        </message>
        <message>
            <source>This table</source>
            <translation>[Ţĥîš ţåƀļé ļöŕ]</translation>
        </message>
        <message>
            <source>Property: what it measures</source>
            <translation>[Ƥŕöƥéŕţý: ŵĥåţ îţ ɱéåšûŕéš ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Sinusoidal</source>
            <translation>[Šîñûšöîðåļ ļöŕ]</translation>
        </message>
        <message>
            <source>What the positions learned</source>
            <translation>[Ŵĥåţ ţĥé ƥöšîţîöñš ļéåŕñéð ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Rows of a formula's table</source>
            <translation>[Ŕöŵš öƒ å ƒöŕɱûļå'š ţåƀļé ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Rows of a formula's table:</source>
            <translation>[Ŕöŵš öƒ å ƒöŕɱûļå'š ţåƀļé: ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>&lt;i&gt;computing…&lt;/i&gt; ({rows} × {width}, in the background; the last picture is kept until then)</source>
            <translation>[&lt;i&gt;çöɱƥûţîñĝ…&lt;/i&gt; ({rows} × {width}, îñ ţĥé ƀåçķĝŕöûñð; ţĥé ļåšţ ƥîçţûŕé îš ķéƥţ ûñţîļ ţĥéñ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>{mark} This table cannot be read: {error}. The last picture is kept.</source>
            <translation>[{mark} Ţĥîš ţåƀļé çåññöţ ƀé ŕéåð: {error}. Ţĥé ļåšţ ƥîçţûŕé îš ķéƥţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>The session adds no position table</source>
            <translation>[Ţĥé šéššîöñ åððš ñö ƥöšîţîöñ ţåƀļé ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>{scheme} adds no vectors to the input (RoPE turns queries and keys inside attention, ALiBi biases attention scores; 'none' adds zeros), so there is no table to read. The sinusoidal table of the same width is read beside it.</source>
            <translation>[{scheme} åððš ñö ṽéçţöŕš ţö ţĥé îñƥûţ (ŔöƤÉ ţûŕñš ǫûéŕîéš åñð ķéýš îñšîðé åţţéñţîöñ, ÅĻîƁî ƀîåšéš åţţéñţîöñ šçöŕéš; 'ñöñé' åððš žéŕöš), šö ţĥéŕé îš ñö ţåƀļé ţö ŕéåð. Ţĥé šîñûšöîðåļ ţåƀļé öƒ ţĥé šåɱé ŵîðţĥ îš ŕéåð ƀéšîðé îţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
    </context>
    <context>
        <name>DeeperLearnedParts</name>
        <message>
            <source>{first} position 0 → {last} position {end}</source>
            <translation>[{first} ƥöšîţîöñ 0 → {last} ƥöšîţîöñ {end} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
    </context>
    <context>
        <name>DeeperLengths</name>
        <message>
            <source>no row: past the table</source>
            <translation>[ñö ŕöŵ: ƥåšţ ţĥé ţåƀļé ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>{mark} {error}</source>
            <translation>[{mark} {error} ļöŕé]</translation>
        </message>
        <message>
            <source>a formula</source>
            <translation>[å ƒöŕɱûļå ļöŕ]</translation>
        </message>
        <message>
            <source>inside the table</source>
            <translation>[îñšîðé ţĥé ţåƀļé ļöŕéɱ ]</translation>
        </message>
        <message numerus="yes">
            <source>all %Ln positions have a vector</source>
            <translation>
                <numerusform>[åļļ %Ln ƥöšîţîöñš ĥåṽé å ṽéçţöŕ ļöŕéɱ îƥšûɱ ð]</numerusform>
                <numerusform>[åļļ %Ln ƥöšîţîöñš ĥåṽé å ṽéçţöŕ ļöŕéɱ îƥšûɱ ð]</numerusform>
            </translation>
        </message>
        <message>
            <source>Sinusoidal, learned and RoPE past the training length</source>
            <translation>[Šîñûšöîðåļ, ļéåŕñéð åñð ŔöƤÉ ƥåšţ ţĥé ţŕåîñîñĝ ļéñĝţĥ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>Input length L</source>
            <translation>[Îñƥûţ ļéñĝţĥ Ļ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Input length L (slider)</source>
            <translation>[Îñƥûţ ļéñĝţĥ Ļ (šļîðéŕ) ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Rows of the learned position table</source>
            <translation>[Ŕöŵš öƒ ţĥé ļéåŕñéð ƥöšîţîöñ ţåƀļé ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>Sweep past the table's end</source>
            <translation>[Šŵééƥ ƥåšţ ţĥé ţåƀļé'š éñð ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Length L:</source>
            <translation>[Ļéñĝţĥ Ļ: ļöŕ]</translation>
        </message>
        <message>
            <source>Learned table rows:</source>
            <translation>[Ļéåŕñéð ţåƀļé ŕöŵš: ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>parameters: &lt;b&gt;none&lt;/b&gt;, a formula gives every position</source>
            <translation>[ƥåŕåɱéţéŕš: &lt;b&gt;ñöñé&lt;/b&gt;, å ƒöŕɱûļå ĝîṽéš éṽéŕý ƥöšîţîöñ ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>parameters: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; learned numbers</source>
            <translation>[ƥåŕåɱéţéŕš: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; ļéåŕñéð ñûɱƀéŕš ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message numerus="yes">
            <source>Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
            <translation>
                <numerusform>[Ðŕåŵñ: ƥöšîţîöñš {first} ţö {last} (ţĥé ļåšţ %Ln öƒ Ļ = {length}); ĝŕéý = ñö ṽéçţöŕ. {note} Šîñûšöîðåļ åñð ŔöƤÉ çöɱƥûţé åñý ƥöšîţîöñ; ŵĥéţĥéŕ å ñéţŵöŕķ ţŕåîñéð öñ šĥöŕţ îñƥûţš ûšéš ţĥöšé ƒåŕ ƥöšîţîöñš ŵéļļ îš å šéƥåŕåţé ǫûéšţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</numerusform>
                <numerusform>[Ðŕåŵñ: ƥöšîţîöñš {first} ţö {last} (ţĥé ļåšţ %Ln öƒ Ļ = {length}); ĝŕéý = ñö ṽéçţöŕ. {note} Šîñûšöîðåļ åñð ŔöƤÉ çöɱƥûţé åñý ƥöšîţîöñ; ŵĥéţĥéŕ å ñéţŵöŕķ ţŕåîñéð öñ šĥöŕţ îñƥûţš ûšéš ţĥöšé ƒåŕ ƥöšîţîöñš ŵéļļ îš å šéƥåŕåţé ǫûéšţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</numerusform>
            </translation>
        </message>
        <message>
            <source>Drawn: no positions (L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
            <translation>[Ðŕåŵñ: ñö ƥöšîţîöñš (Ļ = {length}); ĝŕéý = ñö ṽéçţöŕ. {note} Šîñûšöîðåļ åñð ŔöƤÉ çöɱƥûţé åñý ƥöšîţîöñ; ŵĥéţĥéŕ å ñéţŵöŕķ ţŕåîñéð öñ šĥöŕţ îñƥûţš ûšéš ţĥöšé ƒåŕ ƥöšîţîöñš ŵéļļ îš å šéƥåŕåţé ǫûéšţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position</source>
            <translation>[ƥåŕåɱéţéŕš: &lt;b&gt;ñöñé&lt;/b&gt;, å ŕöţåţîöñ ƒöŕ éṽéŕý ƥöšîţîöñ ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position ({scaling} scaling at L = {length}; cos, sin × {factor})</source>
            <translation>[ƥåŕåɱéţéŕš: &lt;b&gt;ñöñé&lt;/b&gt;, å ŕöţåţîöñ ƒöŕ éṽéŕý ƥöšîţîöñ. Çöļûɱñš 2î, 2î+1: çöš, šîñ öƒ ƥåîŕ î = ðîɱš {dims} öƒ öñé {width}-ŵîðé ĥéåð; θ = {theta} ŕåð ƥéŕ ƥöšîţîöñ ({scaling} šçåļîñĝ åţ Ļ = {length}; çöš, šîñ × {factor}) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position</source>
            <translation>[ƥåŕåɱéţéŕš: &lt;b&gt;ñöñé&lt;/b&gt;, å ŕöţåţîöñ ƒöŕ éṽéŕý ƥöšîţîöñ. Çöļûɱñš 2î, 2î+1: çöš, šîñ öƒ ƥåîŕ î = ðîɱš {dims} öƒ öñé {width}-ŵîðé ĥéåð; θ = {theta} ŕåð ƥéŕ ƥöšîţîöñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ]</translation>
        </message>
    </context>
    <context>
        <name>DeeperLongRange</name>
        <message>
            <source>distance m (log scale)</source>
            <translation>[ðîšţåñçé ɱ (ļöĝ šçåļé) ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>bound</source>
            <translation>[ƀöûñð ļ]</translation>
        </message>
        <message>
            <source>base (log scale)</source>
            <translation>[ƀåšé (ļöĝ šçåļé) ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>fails</source>
            <translation>[ƒåîļš ļ]</translation>
        </message>
        <message>
            <source>passes</source>
            <translation>[ƥåššéš ļö]</translation>
        </message>
        <message>
            <source>RoPE at long range</source>
            <translation>[ŔöƤÉ åţ ļöñĝ ŕåñĝé ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Base</source>
            <translation>[Ɓåšé ļ]</translation>
        </message>
        <message>
            <source>Rotated dimensions per head d</source>
            <translation>[Ŕöţåţéð ðîɱéñšîöñš ƥéŕ ĥéåð ð ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Context length L</source>
            <translation>[Çöñţéẋţ ļéñĝţĥ Ļ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Base:</source>
            <translation>[Ɓåšé: ļ]</translation>
        </message>
        <message>
            <source>Head d:</source>
            <translation>[Ĥéåð ð: ļö]</translation>
        </message>
        <message>
            <source>Context length L:</source>
            <translation>[Çöñţéẋţ ļéñĝţĥ Ļ: ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>{mark} {error}. The last picture is kept.</source>
            <translation>[{mark} {error}. Ţĥé ļåšţ ƥîçţûŕé îš ķéƥţ. ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;{whose}&lt;/b&gt;: base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
            <translation>[&lt;b&gt;{whose}&lt;/b&gt;: ƀåšé {base}, ð = {d} ŕöţåţéð ðîɱéñšîöñš, šö {pairs} ƥåîŕš ŵîţĥ θᵢ = ƀåšé^(−2î/ð). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţ]</translation>
        </message>
        <message>
            <source>RoFormer's bound against distance ({whose}): base {base}, d = {d}, L = {length}</source>
            <translation>[ŔöƑöŕɱéŕ'š ƀöûñð åĝåîñšţ ðîšţåñçé ({whose}): ƀåšé {base}, ð = {d}, Ļ = {length} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>&lt;b&gt;{whose}&lt;/b&gt; (changed in the boxes above): base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
            <translation>[&lt;b&gt;{whose}&lt;/b&gt; (çĥåñĝéð îñ ţĥé ƀöẋéš åƀöṽé): ƀåšé {base}, ð = {d} ŕöţåţéð ðîɱéñšîöñš, šö {pairs} ƥåîŕš ŵîţĥ θᵢ = ƀåšé^(−2î/ð). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšç]</translation>
        </message>
        <message>
            <source>RoFormer's bound against distance ({whose}, changed in the boxes above): base {base}, d = {d}, L = {length}</source>
            <translation>[ŔöƑöŕɱéŕ'š ƀöûñð åĝåîñšţ ðîšţåñçé ({whose}, çĥåñĝéð îñ ţĥé ƀöẋéš åƀöṽé): ƀåšé {base}, ð = {d}, Ļ = {length} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</translation>
        </message>
        <message>
            <source>RoFormer's upper bound of a query–key score m positions apart, {formula} (dashed line: L). {caption}</source>
            <translation>[ŔöƑöŕɱéŕ'š ûƥƥéŕ ƀöûñð öƒ å ǫûéŕý–ķéý šçöŕé ɱ ƥöšîţîöñš åƥåŕţ, {formula} (ðåšĥéð ļîñé: Ļ). {caption} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţ]</translation>
        </message>
        <message>
            <source>&lt;i&gt;computing…&lt;/i&gt; the smallest base for d = {d}, L = {length} (in the background; the last answer is kept until then)</source>
            <translation>[&lt;i&gt;çöɱƥûţîñĝ…&lt;/i&gt; ţĥé šɱåļļéšţ ƀåšé ƒöŕ ð = {d}, Ļ = {length} (îñ ţĥé ƀåçķĝŕöûñð; ţĥé ļåšţ åñšŵéŕ îš ķéƥţ ûñţîļ ţĥéñ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>{mark} The search failed: {error}. The last answer is kept.</source>
            <translation>[{mark} Ţĥé šéåŕçĥ ƒåîļéð: {error}. Ţĥé ļåšţ åñšŵéŕ îš ķéƥţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>Dots: every base scanned, all failing.</source>
            <translation>[Ðöţš: éṽéŕý ƀåšé šçåññéð, åļļ ƒåîļîñĝ. ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>Dots: the bases scanned from {steps} grid steps below the first pass (up: keeps the condition; down, crosses: fails; every smaller base scanned fails).</source>
            <translation>[Ðöţš: ţĥé ƀåšéš šçåññéð ƒŕöɱ {steps} ĝŕîð šţéƥš ƀéļöŵ ţĥé ƒîŕšţ ƥåšš (ûƥ: ķééƥš ţĥé çöñðîţîöñ; ðöŵñ, çŕöššéš: ƒåîļš; éṽéŕý šɱåļļéŕ ƀåšé šçåññéð ƒåîļš). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ]</translation>
        </message>
    </context>
    <context>
        <name>DeeperOneHot</name>
        <message>
            <source>One-hot vector against a learned row</source>
            <translation>[Öñé-ĥöţ ṽéçţöŕ åĝåîñšţ å ļéåŕñéð ŕöŵ ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>Play the look-up again</source>
            <translation>[Ƥļåý ţĥé ļööķ-ûƥ åĝåîñ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Cosine of the focused word's row with every row of E</source>
            <translation>[Çöšîñé öƒ ţĥé ƒöçûšéð ŵöŕð'š ŕöŵ ŵîţĥ éṽéŕý ŕöŵ öƒ É ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Cosine with each word of the sentence&lt;/b&gt; (focused word in bold)</source>
            <translation>[&lt;b&gt;Çöšîñé ŵîţĥ éåçĥ ŵöŕð öƒ ţĥé šéñţéñçé&lt;/b&gt; (ƒöçûšéð ŵöŕð îñ ƀöļð) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>Two different one-hot vectors never share a 1, so their cosine is always 0: every word is equally unlike every other. Learned rows are trained so that words used alike point alike, and their cosine says how much.</source>
            <translation>[Ţŵö ðîƒƒéŕéñţ öñé-ĥöţ ṽéçţöŕš ñéṽéŕ šĥåŕé å 1, šö ţĥéîŕ çöšîñé îš åļŵåýš 0: éṽéŕý ŵöŕð îš éǫûåļļý ûñļîķé éṽéŕý öţĥéŕ. Ļéåŕñéð ŕöŵš åŕé ţŕåîñéð šö ţĥåţ ŵöŕðš ûšéð åļîķé ƥöîñţ åļîķé, åñð ţĥéîŕ çöšîñé šåýš ĥöŵ ɱûçĥ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>Type a sentence: its focused word is shown here.</source>
            <translation>[Ţýƥé å šéñţéñçé: îţš ƒöçûšéð ŵöŕð îš šĥöŵñ ĥéŕé. ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>“{word}” is not in the vocabulary: it has no one-hot slot and no row of E (it is shown as [UNK], a vector of zeros).</source>
            <translation>[“{word}” îš ñöţ îñ ţĥé ṽöçåƀûļåŕý: îţ ĥåš ñö öñé-ĥöţ šļöţ åñð ñö ŕöŵ öƒ É (îţ îš šĥöŵñ åš [ÛÑĶ], å ṽéçţöŕ öƒ žéŕöš). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</translation>
        </message>
        <message>
            <source>&lt;b&gt;one-hot(“{word}”) · E = E[{id}]&lt;/b&gt; &amp;nbsp; a |V| = {rows}-wide vector of zeros with one 1, times the {rows} × {width} table, leaves row {id}: {width} numbers (largest difference from the row: {residual})</source>
            <translation>[&lt;b&gt;öñé-ĥöţ(“{word}”) · É = É[{id}]&lt;/b&gt; &amp;nbsp; å |Ṽ| = {rows}-ŵîðé ṽéçţöŕ öƒ žéŕöš ŵîţĥ öñé 1, ţîɱéš ţĥé {rows} × {width} ţåƀļé, ļéåṽéš ŕöŵ {id}: {width} ñûɱƀéŕš (ļåŕĝéšţ ðîƒƒéŕéñçé ƒŕöɱ ţĥé ŕöŵ: {residual}) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message numerus="yes">
            <source>Closest rows to “{word}”: searching all %Ln rows of E…</source>
            <translation>
                <numerusform>[Çļöšéšţ ŕöŵš ţö “{word}”: šéåŕçĥîñĝ åļļ %Ln ŕöŵš öƒ É… ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</numerusform>
                <numerusform>[Çļöšéšţ ŕöŵš ţö “{word}”: šéåŕçĥîñĝ åļļ %Ln ŕöŵš öƒ É… ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Closest rows to “{word}” could not be computed: {error}</source>
            <translation>[Çļöšéšţ ŕöŵš ţö “{word}” çöûļð ñöţ ƀé çöɱƥûţéð: {error} ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>Closest rows to “{word}” in all of E (an illustrative random table): {words}</source>
            <translation>[Çļöšéšţ ŕöŵš ţö “{word}” îñ åļļ öƒ É (åñ îļļûšţŕåţîṽé ŕåñðöɱ ţåƀļé): {words} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>Closest rows to “{word}” in all of E: {words}</source>
            <translation>[Çļöšéšţ ŕöŵš ţö “{word}” îñ åļļ öƒ É: {words} ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>&lt;b&gt;one-hot · E = a row of E&lt;/b&gt;</source>
            <translation>[&lt;b&gt;öñé-ĥöţ · É = å ŕöŵ öƒ É&lt;/b&gt; ļöŕéɱ îƥš]</translation>
        </message>
    </context>
    <context>
        <name>DeeperOneHotParts</name>
        <message>
            <source>E: {rows} × {width}</source>
            <translation>[É: {rows} × {width} ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>E: {rows} × {width} (first {shown} of {width} columns)</source>
            <translation>[É: {rows} × {width} (ƒîŕšţ {shown} öƒ {width} çöļûɱñš) ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message numerus="yes">
            <source>one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn</source>
            <translation>
                <numerusform>[öñé-ĥöţ: {size} ñûɱƀéŕš, šţööð öñ éñð (éñţŕý ṽ ɱûļţîƥļîéš ŕöŵ ṽ); %Ln ɱöŕé ŕöŵš öƒ É ñöţ ðŕåŵñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</numerusform>
                <numerusform>[öñé-ĥöţ: {size} ñûɱƀéŕš, šţööð öñ éñð (éñţŕý ṽ ɱûļţîƥļîéš ŕöŵ ṽ); %Ln ɱöŕé ŕöŵš öƒ É ñöţ ðŕåŵñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</numerusform>
            </translation>
        </message>
        <message>
            <source>one-hot: {size} numbers, stood on end (entry v multiplies row v)</source>
            <translation>[öñé-ĥöţ: {size} ñûɱƀéŕš, šţööð öñ éñð (éñţŕý ṽ ɱûļţîƥļîéš ŕöŵ ṽ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>pos</source>
            <translation>[ƥöš ļ]</translation>
        </message>
        <message>
            <source>word</source>
            <translation>[ŵöŕð ļ]</translation>
        </message>
        <message>
            <source>one-hot</source>
            <translation>[öñé-ĥöţ ļö]</translation>
        </message>
        <message>
            <source>row of E</source>
            <translation>[ŕöŵ öƒ É ļöŕ]</translation>
        </message>
        <message>
            <source>no row</source>
            <translation>[ñö ŕöŵ ļö]</translation>
        </message>
    </context>
    <context>
        <name>DeeperOrder</name>
        <message>
            <source>Why order matters: a toy attention</source>
            <translation>[Ŵĥý öŕðéŕ ɱåţţéŕš: å ţöý åţţéñţîöñ ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>swap two words</source>
            <translation>[šŵåƥ ţŵö ŵöŕðš ļöŕéɱ]</translation>
        </message>
        <message>
            <source>reverse the sentence</source>
            <translation>[ŕéṽéŕšé ţĥé šéñţéñçé ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>First word to swap (position)</source>
            <translation>[Ƒîŕšţ ŵöŕð ţö šŵåƥ (ƥöšîţîöñ) ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Second word to swap (position)</source>
            <translation>[Šéçöñð ŵöŕð ţö šŵåƥ (ƥöšîţîöñ) ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>the toolbar's positions</source>
            <translation>[ţĥé ţööļƀåŕ'š ƥöšîţîöñš ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>ALiBi: a bias on the scores</source>
            <translation>[ÅĻîƁî: å ƀîåš öñ ţĥé šçöŕéš ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>ALiBi head</source>
            <translation>[ÅĻîƁî ĥéåð ļöŕ]</translation>
        </message>
        <message>
            <source>head {number} of {heads}</source>
            <extracomment>the spin box's text around the head's number: "head 3 of 8"</extracomment>
            <translation>[ĥéåð {number} öƒ {heads} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Reorder:</source>
            <translation>[Ŕéöŕðéŕ: ļöŕ]</translation>
        </message>
        <message>
            <source>words</source>
            <translation>[ŵöŕðš ļ]</translation>
        </message>
        <message>
            <source>and</source>
            <translation>[åñð ļ]</translation>
        </message>
        <message>
            <source>Lower row:</source>
            <translation>[Ļöŵéŕ ŕöŵ: ļöŕ]</translation>
        </message>
        <message>
            <source>One row per word: its attention over the words (each row sums to 1). White 0, darkest red the largest weight of the four.</source>
            <translation>[Öñé ŕöŵ ƥéŕ ŵöŕð: îţš åţţéñţîöñ öṽéŕ ţĥé ŵöŕðš (éåçĥ ŕöŵ šûɱš ţö 1). Ŵĥîţé 0, ðåŕķéšţ ŕéð ţĥé ļåŕĝéšţ ŵéîĝĥţ öƒ ţĥé ƒöûŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;ALiBi&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;), X = token rows with nothing added. Head {head}: m = {slope} (the {heads} heads: {slopes}). A decoder: keys after the query are masked.</source>
            <translation>[&lt;b&gt;ÅĻîƁî&lt;/b&gt;: šöƒţɱåẋ(Ẋ Ẋ&lt;sup&gt;Ţ&lt;/sup&gt;/√ð &lt;b&gt;+ ɱ&lt;sub&gt;ĥ&lt;/sub&gt;(ĵ − î)&lt;/b&gt;), Ẋ = ţöķéñ ŕöŵš ŵîţĥ ñöţĥîñĝ åððéð. Ĥéåð {head}: ɱ = {slope} (ţĥé {heads} ĥéåðš: {slopes}). Å ðéçöðéŕ: ķéýš åƒţéŕ ţĥé ǫûéŕý åŕé ɱåšķéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;RoPE&lt;/b&gt;: softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d), each token row turned by its position; nothing is added to X.</source>
            <translation>[&lt;b&gt;ŔöƤÉ&lt;/b&gt;: šöƒţɱåẋ(Ŕ(Ẋ) Ŕ(Ẋ)&lt;sup&gt;Ţ&lt;/sup&gt;/√ð), éåçĥ ţöķéñ ŕöŵ ţûŕñéð ƀý îţš ƥöšîţîöñ; ñöţĥîñĝ îš åððéð ţö Ẋ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţ]</translation>
        </message>
        <message>
            <source>learned table</source>
            <translation>[ļéåŕñéð ţåƀļé ļöŕéɱ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Positions added&lt;/b&gt;, {name}: softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d), Z = token rows + position rows.</source>
            <translation>[&lt;b&gt;Ƥöšîţîöñš åððéð&lt;/b&gt;, {name}: šöƒţɱåẋ(Ž Ž&lt;sup&gt;Ţ&lt;/sup&gt;/√ð), Ž = ţöķéñ ŕöŵš + ƥöšîţîöñ ŕöŵš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message numerus="yes">
            <source>perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
            <translation>
                <numerusform>[ƥéŕɱ = {perm}: ţĥé ƒîŕšţ {shown} öƒ %Ln ŵöŕðš, ñéŵ ŵöŕð ƥ îš öļð ŵöŕð ƥéŕɱ[ƥ]. Éåçĥ ŕöŵ öƒ ŵéîĝĥţš šûɱš ţö 1; öûţļîñéð: ţĥé ƒöçûšéð ŵöŕð, ƀéƒöŕé åñð åƒţéŕ ţĥé ɱöṽé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ]</numerusform>
                <numerusform>[ƥéŕɱ = {perm}: ţĥé ƒîŕšţ {shown} öƒ %Ln ŵöŕðš, ñéŵ ŵöŕð ƥ îš öļð ŵöŕð ƥéŕɱ[ƥ]. Éåçĥ ŕöŵ öƒ ŵéîĝĥţš šûɱš ţö 1; öûţļîñéð: ţĥé ƒöçûšéð ŵöŕð, ƀéƒöŕé åñð åƒţéŕ ţĥé ɱöṽé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ]</numerusform>
            </translation>
        </message>
        <message>
            <source>perm = {perm}: new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
            <translation>[ƥéŕɱ = {perm}: ñéŵ ŵöŕð ƥ îš öļð ŵöŕð ƥéŕɱ[ƥ]. Éåçĥ ŕöŵ öƒ ŵéîĝĥţš šûɱš ţö 1; öûţļîñéð: ţĥé ƒöçûšéð ŵöŕð, ƀéƒöŕé åñð åƒţéŕ ţĥé ɱöṽé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;as written:&lt;/b&gt; {words}</source>
            <translation>[&lt;b&gt;åš ŵŕîţţéñ:&lt;/b&gt; {words} ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;reordered:&lt;/b&gt; {words}</source>
            <translation>[&lt;b&gt;ŕéöŕðéŕéð:&lt;/b&gt; {words} ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;No positions&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d), X = token rows</source>
            <translation>[&lt;b&gt;Ñö ƥöšîţîöñš&lt;/b&gt;: šöƒţɱåẋ(Ẋ Ẋ&lt;sup&gt;Ţ&lt;/sup&gt;/√ð), Ẋ = ţöķéñ ŕöŵš ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>only moved with the words (P·A·P&lt;sup&gt;T&lt;/sup&gt;): both orders look the same to it</source>
            <translation>[öñļý ɱöṽéð ŵîţĥ ţĥé ŵöŕðš (Ƥ·Å·Ƥ&lt;sup&gt;Ţ&lt;/sup&gt;): ƀöţĥ öŕðéŕš ļööķ ţĥé šåɱé ţö îţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>largest difference {value}</source>
            <translation>[ļåŕĝéšţ ðîƒƒéŕéñçé {value} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>the weights themselves changed: order now matters</source>
            <translation>[ţĥé ŵéîĝĥţš ţĥéɱšéļṽéš çĥåñĝéð: öŕðéŕ ñöŵ ɱåţţéŕš ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>no change: this reordering swaps identical words</source>
            <translation>[ñö çĥåñĝé: ţĥîš ŕéöŕðéŕîñĝ šŵåƥš îðéñţîçåļ ŵöŕðš ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
    </context>
    <context>
        <name>DeeperRelative</name>
        <message>
            <source>Relative position: similarity and the shift matrix</source>
            <translation>[Ŕéļåţîṽé ƥöšîţîöñ: šîɱîļåŕîţý åñð ţĥé šĥîƒţ ɱåţŕîẋ ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>Positions in the similarity table</source>
            <translation>[Ƥöšîţîöñš îñ ţĥé šîɱîļåŕîţý ţåƀļé ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>Offset k of the shift matrix</source>
            <translation>[Öƒƒšéţ ķ öƒ ţĥé šĥîƒţ ɱåţŕîẋ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>sinusoidal (the toolbar's convention)</source>
            <translation>[šîñûšöîðåļ (ţĥé ţööļƀåŕ'š çöñṽéñţîöñ) ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>learned (the model's own, or illustrative)</source>
            <translation>[ļéåŕñéð (ţĥé ɱöðéļ'š öŵñ, öŕ îļļûšţŕåţîṽé) ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>Positions:</source>
            <translation>[Ƥöšîţîöñš: ļöŕ]</translation>
        </message>
        <message>
            <source>Offset k:</source>
            <translation>[Öƒƒšéţ ķ: ļöŕ]</translation>
        </message>
        <message>
            <source>Table:</source>
            <translation>[Ţåƀļé: ļö]</translation>
        </message>
        <message>
            <source>&lt;b&gt;PE(p) · PE(q)&lt;/b&gt; for positions p (down) and q (across). Outlined: the diagonal q − p = k = {k}. Click a cell to pick its offset.</source>
            <translation>[&lt;b&gt;ƤÉ(ƥ) · ƤÉ(ǫ)&lt;/b&gt; ƒöŕ ƥöšîţîöñš ƥ (ðöŵñ) åñð ǫ (åçŕöšš). Öûţļîñéð: ţĥé ðîåĝöñåļ ǫ − ƥ = ķ = {k}. Çļîçķ å çéļļ ţö ƥîçķ îţš öƒƒšéţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ ]</translation>
        </message>
        <message>
            <source>every diagonal is constant: the similarity depends only on q − p</source>
            <translation>[éṽéŕý ðîåĝöñåļ îš çöñšţåñţ: ţĥé šîɱîļåŕîţý ðéƥéñðš öñļý öñ ǫ − ƥ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>the diagonals are not constant: this table does not encode offsets</source>
            <translation>[ţĥé ðîåĝöñåļš åŕé ñöţ çöñšţåñţ: ţĥîš ţåƀļé ðöéš ñöţ éñçöðé öƒƒšéţš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>largest change along a diagonal {value}</source>
            <translation>[ļåŕĝéšţ çĥåñĝé åļöñĝ å ðîåĝöñåļ {value} ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
            <translation>[&lt;b&gt;Ṁ&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: å 2×2 ŕöţåţîöñ ƥéŕ šîñé/çöšîñé ƥåîŕ ({convention}). Îţ ðöéš ñöţ ðéƥéñð öñ ƥ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (its top-left {shown} × {shown} of {d} × {d}): a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
            <translation>[&lt;b&gt;Ṁ&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (îţš ţöƥ-ļéƒţ {shown} × {shown} öƒ {d} × {d}): å 2×2 ŕöţåţîöñ ƥéŕ šîñé/çöšîñé ƥåîŕ ({convention}). Îţ ðöéš ñöţ ðéƥéñð öñ ƥ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k}) for every p from 0 to {last}</source>
            <translation>[Ṁ&lt;sub&gt;{k}&lt;/sub&gt;·ƤÉ(ƥ) = ƤÉ(ƥ + {k}) ƒöŕ éṽéŕý ƥ ƒŕöɱ 0 ţö {last} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>largest difference {value}</source>
            <translation>[ļåŕĝéšţ ðîƒƒéŕéñçé {value} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>no shift matrix</source>
            <translation>[ñö šĥîƒţ ɱåţŕîẋ ļöŕéɱ]</translation>
        </message>
    </context>
    <context>
        <name>DeeperRope</name>
        <message>
            <source>interleaved: pairs (2i, 2i+1), RoFormer, Meta's Llama, GPT-J</source>
            <translation>[îñţéŕļéåṽéð: ƥåîŕš (2î, 2î+1), ŔöƑöŕɱéŕ, Ṁéţå'š Ļļåɱå, ĜƤŢ-Ĵ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>rotate_half: pairs (i, i + r/2), Hugging Face Llama, GPT-NeoX</source>
            <translation>[ŕöţåţé_ĥåļƒ: ƥåîŕš (î, î + ŕ/2), Ĥûĝĝîñĝ Ƒåçé Ļļåɱå, ĜƤŢ-ÑéöẊ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>RoPE: rotating queries and keys</source>
            <translation>[ŔöƤÉ: ŕöţåţîñĝ ǫûéŕîéš åñð ķéýš ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Rotated pair i</source>
            <translation>[Ŕöţåţéð ƥåîŕ î ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Position of the key word</source>
            <translation>[Ƥöšîţîöñ öƒ ţĥé ķéý ŵöŕð ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Shift both words by this many positions</source>
            <translation>[Šĥîƒţ ƀöţĥ ŵöŕðš ƀý ţĥîš ɱåñý ƥöšîţîöñš ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>Move both along</source>
            <translation>[Ṁöṽé ƀöţĥ åļöñĝ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Pairing:</source>
            <translation>[Ƥåîŕîñĝ: ļöŕ]</translation>
        </message>
        <message>
            <source>Pair i:</source>
            <translation>[Ƥåîŕ î: ļö]</translation>
        </message>
        <message>
            <source>Key word:</source>
            <translation>[Ķéý ŵöŕð: ļöŕ]</translation>
        </message>
        <message>
            <source>Shift both by:</source>
            <translation>[Šĥîƒţ ƀöţĥ ƀý: ļöŕéɱ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;q·k against the offset&lt;/b&gt;, computed three times: key at position 0 or later (wide orange), 100 or later (dashes), 10,000 or later (blue dots). The dot: the current m and n (all pairs summed; the dial shows one pair).</source>
            <translation>[&lt;b&gt;ǫ·ķ åĝåîñšţ ţĥé öƒƒšéţ&lt;/b&gt;, çöɱƥûţéð ţĥŕéé ţîɱéš: ķéý åţ ƥöšîţîöñ 0 öŕ ļåţéŕ (ŵîðé öŕåñĝé), 100 öŕ ļåţéŕ (ðåšĥéš), 10,000 öŕ ļåţéŕ (ƀļûé ðöţš). Ţĥé ðöţ: ţĥé çûŕŕéñţ ɱ åñð ñ (åļļ ƥåîŕš šûɱɱéð; ţĥé ðîåļ šĥöŵš öñé ƥåîŕ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>RoPE rotates pairs of dimensions, so it needs an even d_model; d_model is {d}.</source>
            <translation>[ŔöƤÉ ŕöţåţéš ƥåîŕš öƒ ðîɱéñšîöñš, šö îţ ñééðš åñ éṽéñ ð_ɱöðéļ; ð_ɱöðéļ îš {d}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>Type a sentence to get queries and keys.</source>
            <translation>[Ţýƥé å šéñţéñçé ţö ĝéţ ǫûéŕîéš åñð ķéýš. ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>the model's own pairing</source>
            <translation>[ţĥé ɱöðéļ'š öŵñ ƥåîŕîñĝ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>q of “{word}” at m = {m}: turned {m}·θ = {angle} rad</source>
            <translation>[ǫ öƒ “{word}” åţ ɱ = {m}: ţûŕñéð {m}·θ = {angle} ŕåð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>k of “{word}” at n = {n}: turned {n}·θ = {angle} rad</source>
            <translation>[ķ öƒ “{word}” åţ ñ = {n}: ţûŕñéð {n}·θ = {angle} ŕåð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>dimensions {first} and {second}, θ = {theta} rad per position</source>
            <translation>[ðîɱéñšîöñš {first} åñð {second}, θ = {theta} ŕåð ƥéŕ ƥöšîţîöñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;One head of {model}&lt;/b&gt; (every head turns alike)</source>
            <translation>[&lt;b&gt;Öñé ĥéåð öƒ {model}&lt;/b&gt; (éṽéŕý ĥéåð ţûŕñš åļîķé) ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>&lt;b&gt;The lesson's toy&lt;/b&gt; turns all of d&lt;sub&gt;model&lt;/sub&gt; as one head</source>
            <translation>[&lt;b&gt;Ţĥé ļéššöñ'š ţöý&lt;/b&gt; ţûŕñš åļļ öƒ ð&lt;sub&gt;ɱöðéļ&lt;/sub&gt; åš öñé ĥéåð ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length} (unscaled {unscaled}; cos, sin × attention factor {factor}).</source>
            <translation>[{whose}: {head}. Ƥåîŕ {pair} = ðîɱéñšîöñš ({first}, {second}) öƒ ţĥé ĥéåð: &lt;b&gt;θ = {theta} ŕåð ƥéŕ ƥöšîţîöñ&lt;/b&gt; åţ Ļ = {length} (ûñšçåļéð {unscaled}; çöš, šîñ × åţţéñţîöñ ƒåçţöŕ {factor}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length}.</source>
            <translation>[{whose}: {head}. Ƥåîŕ {pair} = ðîɱéñšîöñš ({first}, {second}) öƒ ţĥé ĥéåð: &lt;b&gt;θ = {theta} ŕåð ƥéŕ ƥöšîţîöñ&lt;/b&gt; åţ Ļ = {length}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðî]</translation>
        </message>
        <message>
            <source>Pair {pair} = dimensions ({first}, {second}). &lt;b&gt;q·k = {score}&lt;/b&gt; at m − n = {offset}. q and k are &lt;i&gt;illustrative&lt;/i&gt;: each word's row of E times seeded random W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt; (seed {seed}), not trained weights.</source>
            <translation>[Ƥåîŕ {pair} = ðîɱéñšîöñš ({first}, {second}). &lt;b&gt;ǫ·ķ = {score}&lt;/b&gt; åţ ɱ − ñ = {offset}. ǫ åñð ķ åŕé &lt;i&gt;îļļûšţŕåţîṽé&lt;/i&gt;: éåçĥ ŵöŕð'š ŕöŵ öƒ É ţîɱéš šééðéð ŕåñðöɱ Ŵ&lt;sub&gt;ǫ&lt;/sub&gt;, Ŵ&lt;sub&gt;ķ&lt;/sub&gt; (šééð {seed}), ñöţ ţŕåîñéð ŵéîĝĥţš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>“{word}” is not in the vocabulary: its row is zeros, so its vector is 0. {summary}</source>
            <translation>[“{word}” îš ñöţ îñ ţĥé ṽöçåƀûļåŕý: îţš ŕöŵ îš žéŕöš, šö îţš ṽéçţöŕ îš 0. {summary} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>the curves coincide: the score depends only on m − n, not on where the pair sits</source>
            <translation>[ţĥé çûŕṽéš çöîñçîðé: ţĥé šçöŕé ðéƥéñðš öñļý öñ ɱ − ñ, ñöţ öñ ŵĥéŕé ţĥé ƥåîŕ šîţš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>largest gap between curves {value}</source>
            <translation>[ļåŕĝéšţ ĝåƥ ƀéţŵééñ çûŕṽéš {value} ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Interleaved vs rotate_half with the same W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;: scores differ by {gap}. {check}</source>
            <translation>[Îñţéŕļéåṽéð ṽš ŕöţåţé_ĥåļƒ ŵîţĥ ţĥé šåɱé Ŵ&lt;sub&gt;ǫ&lt;/sub&gt;, Ŵ&lt;sub&gt;ķ&lt;/sub&gt;: šçöŕéš ðîƒƒéŕ ƀý {gap}. {check} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>after permuting W's columns (2i, 2i+1) → (i, i + {half}) they agree</source>
            <translation>[åƒţéŕ ƥéŕɱûţîñĝ Ŵ'š çöļûɱñš (2î, 2î+1) → (î, î + {half}) ţĥéý åĝŕéé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>difference {value}</source>
            <translation>[ðîƒƒéŕéñçé {value} ļöŕéɱ ]</translation>
        </message>
    </context>
    <context>
        <name>DeeperRopeParts</name>
        <message>
            <source>dim {index}</source>
            <extracomment>an axis of the dial: one dimension of q and k</extracomment>
            <translation>[ðîɱ {index} ļöŕ]</translation>
        </message>
        <message>
            <source>offset m − n</source>
            <translation>[öƒƒšéţ ɱ − ñ ļöŕé]</translation>
        </message>
    </context>
    <context>
        <name>DeeperShapes</name>
        <message>
            <source>model</source>
            <translation>[ɱöðéļ ļ]</translation>
        </message>
        <message>
            <source>positions</source>
            <translation>[ƥöšîţîöñš ļöŕ]</translation>
        </message>
        <message>
            <source>{scheme}:
{rows} × {width} = {count}</source>
            <extracomment>a learned position table's cell: the scheme's name, then its rows x width = its numbers</extracomment>
            <translation>[{scheme}: ļö]
[{rows} × {width} = {count} ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>both d = {width} wide; heights on a log scale</source>
            <translation>[ƀöţĥ ð = {width} ŵîðé; ĥéîĝĥţš öñ å ļöĝ šçåļé ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>input</source>
            <translation>[îñƥûţ ļ]</translation>
        </message>
        <message>
            <source>{name}: {rows} × {width}</source>
            <translation>[{name}: {rows} × {width} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Shapes of the embedding table and of the input</source>
            <translation>[Šĥåƥéš öƒ ţĥé éɱƀéððîñĝ ţåƀļé åñð öƒ ţĥé îñƥûţ ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>Imagined input length</source>
            <translation>[Îɱåĝîñéð îñƥûţ ļéñĝţĥ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Shapes of real models' tables</source>
            <translation>[Šĥåƥéš öƒ ŕéåļ ɱöðéļš' ţåƀļéš ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>your sentence</source>
            <translation>[ýöûŕ šéñţéñçé ļöŕéɱ]</translation>
        </message>
        <message numerus="yes">
            <source>%Ln tokens</source>
            <translation>
                <numerusform>[%Ln ţöķéñš ļöŕé]</numerusform>
                <numerusform>[%Ln ţöķéñš ļöŕé]</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Imagine a longer input&lt;/b&gt; (drag: 1 to {most} tokens)</source>
            <translation>[&lt;b&gt;Îɱåĝîñé å ļöñĝéŕ îñƥûţ&lt;/b&gt; (ðŕåĝ: 1 ţö {most} ţöķéñš) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Real models&lt;/b&gt; (from their published configurations)</source>
            <translation>[&lt;b&gt;Ŕéåļ ɱöðéļš&lt;/b&gt; (ƒŕöɱ ţĥéîŕ ƥûƀļîšĥéð çöñƒîĝûŕåţîöñš) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>A learned position table is one more matrix, L&lt;sub&gt;max&lt;/sub&gt; × d, and it caps the input length. RoPE rotates queries and keys inside attention, so Llama 3 has no position table at all. The first row follows the toolbar.</source>
            <translation>[Å ļéåŕñéð ƥöšîţîöñ ţåƀļé îš öñé ɱöŕé ɱåţŕîẋ, Ļ&lt;sub&gt;ɱåẋ&lt;/sub&gt; × ð, åñð îţ çåƥš ţĥé îñƥûţ ļéñĝţĥ. ŔöƤÉ ŕöţåţéš ǫûéŕîéš åñð ķéýš îñšîðé åţţéñţîöñ, šö Ļļåɱå 3 ĥåš ñö ƥöšîţîöñ ţåƀļé åţ åļļ. Ţĥé ƒîŕšţ ŕöŵ ƒöļļöŵš ţĥé ţööļƀåŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message numerus="yes">
            <source>&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;</source>
            <translation>
                <numerusform>[&lt;big&gt;&lt;b&gt;%Ln ţöķéñš → å {length} × {width} ɱåţŕîẋ&lt;/b&gt; ({numbers} ñûɱƀéŕš).&lt;br&gt;É îš šţîļļ {rows} × {width} = {count}: îţ ðöéš ñöţ ĝŕöŵ.&lt;/big&gt; ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</numerusform>
                <numerusform>[&lt;big&gt;&lt;b&gt;%Ln ţöķéñš → å {length} × {width} ɱåţŕîẋ&lt;/b&gt; ({numbers} ñûɱƀéŕš).&lt;br&gt;É îš šţîļļ {rows} × {width} = {count}: îţ ðöéš ñöţ ĝŕöŵ.&lt;/big&gt; ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; numbers: set by the vocabulary, never by the input.&lt;br&gt;&lt;b&gt;This sentence&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;: grows with every token you type.&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;: a design choice, the same for every token and every input.</source>
            <translation>[&lt;b&gt;É&lt;/b&gt; = |Ṽ| × ð = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; ñûɱƀéŕš: šéţ ƀý ţĥé ṽöçåƀûļåŕý, ñéṽéŕ ƀý ţĥé îñƥûţ.&lt;br&gt;&lt;b&gt;Ţĥîš šéñţéñçé&lt;/b&gt; = Ļ × ð = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;: ĝŕöŵš ŵîţĥ éṽéŕý ţöķéñ ýöû ţýƥé.&lt;br&gt;&lt;b&gt;ð = {width}&lt;/b&gt;: å ðéšîĝñ çĥöîçé, ţĥé šåɱé ƒöŕ éṽéŕý ţöķéñ åñð éṽéŕý îñƥûţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</translation>
        </message>
    </context>
    <context>
        <name>DeeperTabs</name>
        <message>
            <source>One-hot vs row</source>
            <translation>[Öñé-ĥöţ ṽš ŕöŵ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>One-hot times E is a look-up; only learned rows carry meaning</source>
            <translation>[Öñé-ĥöţ ţîɱéš É îš å ļööķ-ûƥ; öñļý ļéåŕñéð ŕöŵš çåŕŕý ɱéåñîñĝ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>Shapes</source>
            <translation>[Šĥåƥéš ļö]</translation>
        </message>
        <message>
            <source>E is |V| x d, a sentence is L x d, d is fixed by design</source>
            <translation>[É îš |Ṽ| ẋ ð, å šéñţéñçé îš Ļ ẋ ð, ð îš ƒîẋéð ƀý ðéšîĝñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>Past the table</source>
            <translation>[Ƥåšţ ţĥé ţåƀļé ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Sinusoidal, learned and RoPE past the longest training length</source>
            <translation>[Šîñûšöîðåļ, ļéåŕñéð åñð ŔöƤÉ ƥåšţ ţĥé ļöñĝéšţ ţŕåîñîñĝ ļéñĝţĥ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>Relative</source>
            <translation>[Ŕéļåţîṽé ļöŕ]</translation>
        </message>
        <message>
            <source>PE.PE^T depends only on the offset; M_k shifts every position by k</source>
            <translation>[ƤÉ.ƤÉ^Ţ ðéƥéñðš öñļý öñ ţĥé öƒƒšéţ; Ṁ_ķ šĥîƒţš éṽéŕý ƥöšîţîöñ ƀý ķ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>RoPE</source>
            <translation>[ŔöƤÉ ļ]</translation>
        </message>
        <message>
            <source>q and k rotate; their score depends only on m - n</source>
            <translation>[ǫ åñð ķ ŕöţåţé; ţĥéîŕ šçöŕé ðéƥéñðš öñļý öñ ɱ - ñ ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>Why order</source>
            <translation>[Ŵĥý öŕðéŕ ļöŕ]</translation>
        </message>
        <message>
            <source>A toy attention is blind to word order until positions are added</source>
            <translation>[Å ţöý åţţéñţîöñ îš ƀļîñð ţö ŵöŕð öŕðéŕ ûñţîļ ƥöšîţîöñš åŕé åððéð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>Conventions</source>
            <translation>[Çöñṽéñţîöñš ļöŕé]</translation>
        </message>
        <message>
            <source>The sinusoidal conventions of the libraries, checked against their formulas</source>
            <translation>[Ţĥé šîñûšöîðåļ çöñṽéñţîöñš öƒ ţĥé ļîƀŕåŕîéš, çĥéçķéð åĝåîñšţ ţĥéîŕ ƒöŕɱûļåš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>What positions learned</source>
            <translation>[Ŵĥåţ ƥöšîţîöñš ļéåŕñéð ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>A position table's similarity, principal components, norms and property scores, beside sinusoidal</source>
            <translation>[Å ƥöšîţîöñ ţåƀļé'š šîɱîļåŕîţý, ƥŕîñçîƥåļ çöɱƥöñéñţš, ñöŕɱš åñð ƥŕöƥéŕţý šçöŕéš, ƀéšîðé šîñûšöîðåļ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ]</translation>
        </message>
        <message>
            <source>RoPE at long range</source>
            <translation>[ŔöƤÉ åţ ļöñĝ ŕåñĝé ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>RoFormer's decaying bound, and the smallest base that keeps a context length</source>
            <translation>[ŔöƑöŕɱéŕ'š ðéçåýîñĝ ƀöûñð, åñð ţĥé šɱåļļéšţ ƀåšé ţĥåţ ķééƥš å çöñţéẋţ ļéñĝţĥ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>Context extension</source>
            <translation>[Çöñţéẋţ éẋţéñšîöñ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>How RoPE scaling lets a model read past its training length: each pair's frequency before and after</source>
            <translation>[Ĥöŵ ŔöƤÉ šçåļîñĝ ļéţš å ɱöðéļ ŕéåð ƥåšţ îţš ţŕåîñîñĝ ļéñĝţĥ: éåçĥ ƥåîŕ'š ƒŕéǫûéñçý ƀéƒöŕé åñð åƒţéŕ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</translation>
        </message>
        <message>
            <source>Relative buckets</source>
            <translation>[Ŕéļåţîṽé ƀûçķéţš ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>T5's buckets and DeBERTa's relative positions: what attention reads for each query and key</source>
            <translation>[Ţ5'š ƀûçķéţš åñð ÐéƁÉŔŢå'š ŕéļåţîṽé ƥöšîţîöñš: ŵĥåţ åţţéñţîöñ ŕéåðš ƒöŕ éåçĥ ǫûéŕý åñð ķéý ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</translation>
        </message>
        <message>
            <source>Deeper idea {number}: {title}</source>
            <translation>[Ðééƥéŕ îðéå {number}: {title} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>{number} {title}</source>
            <extracomment>a sub-tab's label: its number, then its title</extracomment>
            <translation>[{number} {title} ļöŕé]</translation>
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
        <name>LearnedLesson</name>
        <message>
            <source>The illustrative learned table (random, untrained)</source>
            <translation>[Ţĥé îļļûšţŕåţîṽé ļéåŕñéð ţåƀļé (ŕåñðöɱ, ûñţŕåîñéð) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>The session's sinusoidal table</source>
            <translation>[Ţĥé šéššîöñ'š šîñûšöîðåļ ţåƀļé ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Sinusoidal, same shape (paper, base 10,000)</source>
            <translation>[Šîñûšöîðåļ, šåɱé šĥåƥé (ƥåƥéŕ, ƀåšé 10,000) ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>The learned table of the model</source>
            <translation>[Ţĥé ļéåŕñéð ţåƀļé öƒ ţĥé ɱöðéļ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>The learned table of {model}</source>
            <translation>[Ţĥé ļéåŕñéð ţåƀļé öƒ {model} ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>One row: its cosine with itself is 1.</source>
            <translation>[Öñé ŕöŵ: îţš çöšîñé ŵîţĥ îţšéļƒ îš 1. ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>It depends only on the offset j − i: every diagonal is constant (largest spread along one: {spread}).</source>
            <translation>[Îţ ðéƥéñðš öñļý öñ ţĥé öƒƒšéţ ĵ − î: éṽéŕý ðîåĝöñåļ îš çöñšţåñţ (ļåŕĝéšţ šƥŕéåð åļöñĝ öñé: {spread}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</translation>
        </message>
        <message>
            <source>It is not a function of the offset alone: along one diagonal it varies by up to {spread}.</source>
            <translation>[Îţ îš ñöţ å ƒûñçţîöñ öƒ ţĥé öƒƒšéţ åļöñé: åļöñĝ öñé ðîåĝöñåļ îţ ṽåŕîéš ƀý ûƥ ţö {spread}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţ]</translation>
        </message>
        <message>
            <source>Cosine of every pair of positions (1 on the diagonal). {shape} Mean over each diagonal (the curve below): {first} at offset 1, {middle_value} at offset {middle}, lowest {lowest_value} at offset {lowest}.</source>
            <translation>[Çöšîñé öƒ éṽéŕý ƥåîŕ öƒ ƥöšîţîöñš (1 öñ ţĥé ðîåĝöñåļ). {shape} Ṁéåñ öṽéŕ éåçĥ ðîåĝöñåļ (ţĥé çûŕṽé ƀéļöŵ): {first} åţ öƒƒšéţ 1, {middle_value} åţ öƒƒšéţ {middle}, ļöŵéšţ {lowest_value} åţ öƒƒšéţ {lowest}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>Rows projected on their first principal components (dark: position 0, light: the last; grey line joins neighbours). Share of the variance: {parts} (together {total} %).</source>
            <translation>[Ŕöŵš ƥŕöĵéçţéð öñ ţĥéîŕ ƒîŕšţ ƥŕîñçîƥåļ çöɱƥöñéñţš (ðåŕķ: ƥöšîţîöñ 0, ļîĝĥţ: ţĥé ļåšţ; ĝŕéý ļîñé ĵöîñš ñéîĝĥƀöûŕš). Šĥåŕé öƒ ţĥé ṽåŕîåñçé: {parts} (ţöĝéţĥéŕ {total} %). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Every row has the same length, {length}.</source>
            <translation>[Éṽéŕý ŕöŵ ĥåš ţĥé šåɱé ļéñĝţĥ, {length}. ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>Row lengths from {low} (position {low_at}) to {high} (position {high_at}), mean {mean}.</source>
            <translation>[Ŕöŵ ļéñĝţĥš ƒŕöɱ {low} (ƥöšîţîöñ {low_at}) ţö {high} (ƥöšîţîöñ {high_at}), ɱéåñ {mean}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>Monotonicity</source>
            <translation>[Ṁöñöţöñîçîţý ļöŕé]</translation>
        </message>
        <message>
            <source>further apart, less alike: how steadily φ(x, x+m) falls as m grows (1: always, 0: no trend)</source>
            <translation>[ƒûŕţĥéŕ åƥåŕţ, ļéšš åļîķé: ĥöŵ šţéåðîļý φ(ẋ, ẋ+ɱ) ƒåļļš åš ɱ ĝŕöŵš (1: åļŵåýš, 0: ñö ţŕéñð) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţ]</translation>
        </message>
        <message>
            <source>Translation invariance</source>
            <translation>[Ţŕåñšļåţîöñ îñṽåŕîåñçé ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>only the distance matters: the share of φ's variance the offset m alone explains (1: all of it)</source>
            <translation>[öñļý ţĥé ðîšţåñçé ɱåţţéŕš: ţĥé šĥåŕé öƒ φ'š ṽåŕîåñçé ţĥé öƒƒšéţ ɱ åļöñé éẋƥļåîñš (1: åļļ öƒ îţ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>Symmetry</source>
            <translation>[Šýɱɱéţŕý ļöŕ]</translation>
        </message>
        <message>
            <source>ahead like behind: the correlation of φ(x, x+m) with φ(x, x−m) (1: the same)</source>
            <translation>[åĥéåð ļîķé ƀéĥîñð: ţĥé çöŕŕéļåţîöñ öƒ φ(ẋ, ẋ+ɱ) ŵîţĥ φ(ẋ, ẋ−ɱ) (1: ţĥé šåɱé) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>φ is the dot product of two rows; offsets m = 1 … {window}. These scores are our reading of the three properties of Wang et al. (ICLR 2021, “On Position Embeddings in BERT”) on the table alone; the paper also probes attention, which needs a whole model.</source>
            <translation>[φ îš ţĥé ðöţ ƥŕöðûçţ öƒ ţŵö ŕöŵš; öƒƒšéţš ɱ = 1 … {window}. Ţĥéšé šçöŕéš åŕé öûŕ ŕéåðîñĝ öƒ ţĥé ţĥŕéé ƥŕöƥéŕţîéš öƒ Ŵåñĝ éţ åļ. (ÎÇĻŔ 2021, “Öñ Ƥöšîţîöñ Éɱƀéððîñĝš îñ ƁÉŔŢ”) öñ ţĥé ţåƀļé åļöñé; ţĥé ƥåƥéŕ åļšö ƥŕöƀéš åţţéñţîöñ, ŵĥîçĥ ñééðš å ŵĥöļé ɱöðéļ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</translation>
        </message>
    </context>
    <context>
        <name>LengthsLesson</name>
        <message>
            <source>RoPE: cos, sin of p·θ (turns q, k)</source>
            <translation>[ŔöƤÉ: çöš, šîñ öƒ ƥ·θ (ţûŕñš ǫ, ķ) ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ, {scaling}-scaled θ at this L</source>
            <translation>[ŔöƤÉ, öñé ĥéåð ({turning} öƒ {width} ðîɱš ţûŕñ, {pairing}): çöš, šîñ öƒ ƥ·θ, {scaling}-šçåļéð θ åţ ţĥîš Ļ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţ]</translation>
        </message>
        <message>
            <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ</source>
            <translation>[ŔöƤÉ, öñé ĥéåð ({turning} öƒ {width} ðîɱš ţûŕñ, {pairing}): çöš, šîñ öƒ ƥ·θ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message numerus="yes">
            <source>learned table (%Ln rows, illustrative: seeded random, untrained)</source>
            <translation>
                <numerusform>[ļéåŕñéð ţåƀļé (%Ln ŕöŵš, îļļûšţŕåţîṽé: šééðéð ŕåñðöɱ, ûñţŕåîñéð) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</numerusform>
                <numerusform>[ļéåŕñéð ţåƀļé (%Ln ŕöŵš, îļļûšţŕåţîṽé: šééðéð ŕåñðöɱ, ûñţŕåîñéð) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>learned table (%Ln rows)</source>
            <translation>
                <numerusform>[ļéåŕñéð ţåƀļé (%Ln ŕöŵš) ļöŕéɱ îƥšû]</numerusform>
                <numerusform>[ļéåŕñéð ţåƀļé (%Ln ŕöŵš) ļöŕéɱ îƥšû]</numerusform>
            </translation>
        </message>
        <message>
            <source>sinusoidal: {convention}</source>
            <translation>[šîñûšöîðåļ: {convention} ļöŕéɱ ]</translation>
        </message>
    </context>
    <context>
        <name>LongRangeLesson</name>
        <message>
            <source>How it is searched: every base on a logarithmic grid (200 per decade) is checked over all distances 0 … L, and only the first passing one is refined, by bisection between it and the failing grid base just below; a bisection over the whole range could stop at a later crossing.</source>
            <translation>[Ĥöŵ îţ îš šéåŕçĥéð: éṽéŕý ƀåšé öñ å ļöĝåŕîţĥɱîç ĝŕîð (200 ƥéŕ ðéçåðé) îš çĥéçķéð öṽéŕ åļļ ðîšţåñçéš 0 … Ļ, åñð öñļý ţĥé ƒîŕšţ ƥåššîñĝ öñé îš ŕéƒîñéð, ƀý ƀîšéçţîöñ ƀéţŵééñ îţ åñð ţĥé ƒåîļîñĝ ĝŕîð ƀåšé ĵûšţ ƀéļöŵ; å ƀîšéçţîöñ öṽéŕ ţĥé ŵĥöļé ŕåñĝé çöûļð šţöƥ åţ å ļåţéŕ çŕöššîñĝ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļö]</translation>
        </message>
        <message>
            <source>At distance 0 the bound is (d/2 + 1)/2 = {zero}; at L = {length} it is {at_length} ({percent} % of that).</source>
            <translation>[Åţ ðîšţåñçé 0 ţĥé ƀöûñð îš (ð/2 + 1)/2 = {zero}; åţ Ļ = {length} îţ îš {at_length} ({percent} % öƒ ţĥåţ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţ]</translation>
        </message>
        <message>
            <source>It does not fall steadily: it rises again in places (first from distance {start} to {stop}).</source>
            <translation>[Îţ ðöéš ñöţ ƒåļļ šţéåðîļý: îţ ŕîšéš åĝåîñ îñ ƥļåçéš (ƒîŕšţ ƒŕöɱ ðîšţåñçé {start} ţö {stop}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</translation>
        </message>
        <message>
            <source>It falls at every distance drawn.</source>
            <translation>[Îţ ƒåļļš åţ éṽéŕý ðîšţåñçé ðŕåŵñ. ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>No base up to {top} keeps Σ cos(mθᵢ) ≥ 0 for every m ≤ {length} with d = {d}.</source>
            <translation>[Ñö ƀåšé ûƥ ţö {top} ķééƥš Σ çöš(ɱθᵢ) ≥ 0 ƒöŕ éṽéŕý ɱ ≤ {length} ŵîţĥ ð = {d}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>Smallest base with Σᵢ cos(mθᵢ) ≥ 0 for every distance m ≤ {length} (d = {d}): {base}.</source>
            <translation>[Šɱåļļéšţ ƀåšé ŵîţĥ Σᵢ çöš(ɱθᵢ) ≥ 0 ƒöŕ éṽéŕý ðîšţåñçé ɱ ≤ {length} (ð = {d}): {base}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message numerus="yes">
            <source>Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).</source>
            <translation>
                <numerusform>[Ñöţ ɱöñöţöñé îñ ţĥé ƀåšé: {base} ƥåššéš, ýéţ {failing} öƒ ţĥé %Ln ĝŕîð ƀåšéš šçåññéð åƒţéŕ îţ ƒåîļ åĝåîñ (ţĥé ƒîŕšţ, {again}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñ]</numerusform>
                <numerusform>[Ñöţ ɱöñöţöñé îñ ţĥé ƀåšé: {base} ƥåššéš, ýéţ {failing} öƒ ţĥé %Ln ĝŕîð ƀåšéš šçåññéð åƒţéŕ îţ ƒåîļ åĝåîñ (ţĥé ƒîŕšţ, {again}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñ]</numerusform>
            </translation>
        </message>
        <message>
            <source>In the range scanned it switches from failing to passing once.</source>
            <translation>[Îñ ţĥé ŕåñĝé šçåññéð îţ šŵîţçĥéš ƒŕöɱ ƒåîļîñĝ ţö ƥåššîñĝ öñçé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>The RoPE of {model} (unscaled frequencies)</source>
            <translation>[Ţĥé ŔöƤÉ öƒ {model} (ûñšçåļéð ƒŕéǫûéñçîéš) ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>The session's RoPE (its whole vector is one head)</source>
            <translation>[Ţĥé šéššîöñ'š ŔöƤÉ (îţš ŵĥöļé ṽéçţöŕ îš öñé ĥéåð) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>A toy head of {width} dimensions (Llama-sized) at the session's base</source>
            <translation>[Å ţöý ĥéåð öƒ {width} ðîɱéñšîöñš (Ļļåɱå-šîžéð) åţ ţĥé šéššîöñ'š ƀåšé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
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
        <name>OrderChipsWidget</name>
        <message>
            <source>Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right</source>
            <translation>[Ŵöŕð öŕðéŕ: ðŕåĝ å ŵöŕð öñţö åñöţĥéŕ ţö ɱöṽé îţ ţĥéŕé, öŕ Åļţ+Ļéƒţ / Åļţ+Ŕîĝĥţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
    </context>
    <context>
        <name>RelativeLesson</name>
        <message>
            <source>with an odd d_model ({d}) the last sine column has no cosine partner, so no single matrix can shift it; choose an even d_model to see M_k</source>
            <translation>[ŵîţĥ åñ öðð ð_ɱöðéļ ({d}) ţĥé ļåšţ šîñé çöļûɱñ ĥåš ñö çöšîñé ƥåŕţñéŕ, šö ñö šîñĝļé ɱåţŕîẋ çåñ šĥîƒţ îţ; çĥööšé åñ éṽéñ ð_ɱöðéļ ţö šéé Ṁ_ķ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
    </context>
    <context>
        <name>RelativePositionsModel</name>
        <message>
            <source>offset {offset} → bucket {bucket}</source>
            <extracomment>one example of the T5 caption: an offset (signed) and the bucket it falls in</extracomment>
            <translation>[öƒƒšéţ {offset} → ƀûçķéţ {bucket} ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>T5 relative-position buckets: nothing is added to the token rows; each offset between a key and a query falls in one of {buckets} buckets ({half} for keys before or at the query, {half} after it in the encoder): offsets below {exact} get a bucket each, larger ones share logarithmic buckets up to {far}, and every bucket adds a learned bias per head to the attention scores (layer 1's biases are shared by every layer). For example, {examples}.</source>
            <translation>[Ţ5 ŕéļåţîṽé-ƥöšîţîöñ ƀûçķéţš: ñöţĥîñĝ îš åððéð ţö ţĥé ţöķéñ ŕöŵš; éåçĥ öƒƒšéţ ƀéţŵééñ å ķéý åñð å ǫûéŕý ƒåļļš îñ öñé öƒ {buckets} ƀûçķéţš ({half} ƒöŕ ķéýš ƀéƒöŕé öŕ åţ ţĥé ǫûéŕý, {half} åƒţéŕ îţ îñ ţĥé éñçöðéŕ): öƒƒšéţš ƀéļöŵ {exact} ĝéţ å ƀûçķéţ éåçĥ, ļåŕĝéŕ öñéš šĥåŕé ļöĝåŕîţĥɱîç ƀûçķéţš ûƥ ţö {far}, åñð éṽéŕý ƀûçķéţ åððš å ļéåŕñéð ƀîåš ƥéŕ ĥéåð ţö ţĥé åţţéñţîöñ šçöŕéš (ļåýéŕ 1'š ƀîåšéš åŕé šĥåŕéð ƀý éṽéŕý ļåýéŕ). Ƒöŕ éẋåɱƥļé, {examples}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (positions within ±{half} are exact, farther ones share logarithmic buckets up to {far} ({buckets} buckets)), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
            <translation>[ÐéƁÉŔŢå ŕéļåţîṽé ƥöšîţîöñš: éåçĥ ǫûéŕý î åñð ķéý ĵ îñţéŕåçţ ţĥŕöûĝĥ ţĥé ŕéļåţîṽé ƥöšîţîöñ î − ĵ (ƥöšîţîöñš ŵîţĥîñ ±{half} åŕé éẋåçţ, ƒåŕţĥéŕ öñéš šĥåŕé ļöĝåŕîţĥɱîç ƀûçķéţš ûƥ ţö {far} ({buckets} ƀûçķéţš)), ŵĥîçĥ îñðéẋéš ļéåŕñéð ŕéļåţîṽé éɱƀéððîñĝš îñšîðé åţţéñţîöñ (ðîšéñţåñĝļéð çöñţéñţ-ţö-ƥöšîţîöñ åñð ƥöšîţîöñ-ţö-çöñţéñţ šçöŕéš). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (exact relative positions, clipped at ±{far}), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
            <translation>[ÐéƁÉŔŢå ŕéļåţîṽé ƥöšîţîöñš: éåçĥ ǫûéŕý î åñð ķéý ĵ îñţéŕåçţ ţĥŕöûĝĥ ţĥé ŕéļåţîṽé ƥöšîţîöñ î − ĵ (éẋåçţ ŕéļåţîṽé ƥöšîţîöñš, çļîƥƥéð åţ ±{far}), ŵĥîçĥ îñðéẋéš ļéåŕñéð ŕéļåţîṽé éɱƀéððîñĝš îñšîðé åţţéñţîöñ (ðîšéñţåñĝļéð çöñţéñţ-ţö-ƥöšîţîöñ åñð ƥöšîţîöñ-ţö-çöñţéñţ šçöŕéš). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļî]</translation>
        </message>
    </context>
    <context>
        <name>RopeHeads</name>
        <message>
            <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
            <translation>[ĥéåð ŵîðţĥ {width}: åļļ {turning} ðîɱéñšîöñš ţûŕñ îñ {half} ƥåîŕš {pairs} ({pairing}), ƀåšé {base}, {scaling} šçåļîñĝ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</translation>
        </message>
        <message>
            <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
            <translation>[ĥéåð ŵîðţĥ {width}: åļļ {turning} ðîɱéñšîöñš ţûŕñ îñ {half} ƥåîŕš {pairs} ({pairing}), ƀåšé {base}, ñö šçåļîñĝ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ]</translation>
        </message>
        <message>
            <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
            <translation>[ĥéåð ŵîðţĥ {width}: ţĥé ƒîŕšţ {turning} ðîɱéñšîöñš ţûŕñ îñ {half} ƥåîŕš {pairs} ({pairing}), ƀåšé {base}, {scaling} šçåļîñĝ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</translation>
        </message>
        <message>
            <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
            <translation>[ĥéåð ŵîðţĥ {width}: ţĥé ƒîŕšţ {turning} ðîɱéñšîöñš ţûŕñ îñ {half} ƥåîŕš {pairs} ({pairing}), ƀåšé {base}, ñö šçåļîñĝ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ å]</translation>
        </message>
    </context>
    <context>
        <name>ShapesLesson</name>
        <message>
            <source>learned</source>
            <translation>[ļéåŕñéð ļö]</translation>
        </message>
        <message>
            <source>sinusoidal</source>
            <translation>[šîñûšöîðåļ ļöŕ]</translation>
        </message>
        <message>
            <source>RoPE (no table)</source>
            <translation>[ŔöƤÉ (ñö ţåƀļé) ļöŕéɱ]</translation>
        </message>
        <message>
            <source>none</source>
            <translation>[ñöñé ļ]</translation>
        </message>
        <message>
            <source>this demo</source>
            <translation>[ţĥîš ðéɱö ļöŕ]</translation>
        </message>
        <message>
            <source>2017 paper</source>
            <translation>[2017 ƥåƥéŕ ļöŕ]</translation>
        </message>
    </context>
    <context>
        <name>WordOrder</name>
        <message>
            <source>Word order demo</source>
            <translation>[Ŵöŕð öŕðéŕ ðéɱö ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Z of the sentence as typed</source>
            <translation>[Ž öƒ ţĥé šéñţéñçé åš ţýƥéð ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Z of the reordered sentence</source>
            <translation>[Ž öƒ ţĥé ŕéöŕðéŕéð šéñţéñçé ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Positions on</source>
            <translation>[Ƥöšîţîöñš öñ ļöŕé]</translation>
        </message>
        <message>
            <source>Reordered sentence</source>
            <translation>[Ŕéöŕðéŕéð šéñţéñçé ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Drag a word onto another to move it there.</source>
            <translation>[Ðŕåĝ å ŵöŕð öñţö åñöţĥéŕ ţö ɱöṽé îţ ţĥéŕé. ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>[Ŕéṽéŕšé ļö]</translation>
        </message>
        <message>
            <source>Read the reordered sentence backwards (special tokens stay in place)</source>
            <translation>[Ŕéåð ţĥé ŕéöŕðéŕéð šéñţéñçé ƀåçķŵåŕðš (šƥéçîåļ ţöķéñš šţåý îñ ƥļåçé) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>Swap: first position</source>
            <translation>[Šŵåƥ: ƒîŕšţ ƥöšîţîöñ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Swap: second position</source>
            <translation>[Šŵåƥ: šéçöñð ƥöšîţîöñ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Swap</source>
            <translation>[Šŵåƥ ļ]</translation>
        </message>
        <message>
            <source>Exchange the words at the two positions (selecting two words fills them in)</source>
            <translation>[Éẋçĥåñĝé ţĥé ŵöŕðš åţ ţĥé ţŵö ƥöšîţîöñš (šéļéçţîñĝ ţŵö ŵöŕðš ƒîļļš ţĥéɱ îñ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>positions</source>
            <translation>[ƥöšîţîöñš ļöŕ]</translation>
        </message>
        <message>
            <source>and</source>
            <translation>[åñð ļ]</translation>
        </message>
        <message>
            <source>New random order</source>
            <translation>[Ñéŵ ŕåñðöɱ öŕðéŕ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Draw a random order; its seed is shown, and typing a seed draws that order again</source>
            <translation>[Ðŕåŵ å ŕåñðöɱ öŕðéŕ; îţš šééð îš šĥöŵñ, åñð ţýƥîñĝ å šééð ðŕåŵš ţĥåţ öŕðéŕ åĝåîñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>no seed</source>
            <translation>[ñö šééð ļö]</translation>
        </message>
        <message>
            <source>seed {number}</source>
            <extracomment>the seed box's text around its number: "seed 42"</extracomment>
            <translation>[šééð {number} ļöŕ]</translation>
        </message>
        <message>
            <source>Seed of the random order</source>
            <translation>[Šééð öƒ ţĥé ŕåñðöɱ öŕðéŕ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Lesson's swap</source>
            <translation>[Ļéššöñ'š šŵåƥ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Back to the lesson's order: the first and last words that are not “the”, “a” or “an” change places</source>
            <translation>[Ɓåçķ ţö ţĥé ļéššöñ'š öŕðéŕ: ţĥé ƒîŕšţ åñð ļåšţ ŵöŕðš ţĥåţ åŕé ñöţ “ţĥé”, “å” öŕ “åñ” çĥåñĝé ƥļåçéš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</translation>
        </message>
        <message>
            <source>Cannot reorder that way: {reason}</source>
            <translation>[Çåññöţ ŕéöŕðéŕ ţĥåţ ŵåý: {reason} ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>{word}
from {position}</source>
            <extracomment>a chip of the reordered sentence: its word, and under it the position it came from</extracomment>
            <translation>[{word} ļ]
[ƒŕöɱ {position} ļöŕ]</translation>
        </message>
        <message>
            <source>position {index}: “{word}”, from position {position} of the sentence</source>
            <translation>[ƥöšîţîöñ {index}: “{word}”, ƒŕöɱ ƥöšîţîöñ {position} öƒ ţĥé šéñţéñçé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message numerus="yes">
            <source>Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.</source>
            <translation>
                <numerusform>[Ðŕåĝĝîñĝ ŵöŕķš ƒöŕ šéñţéñçéš öƒ ûƥ ţö {most} ţöķéñš (ţĥîš öñé ĥåš %Ln); Ŕéṽéŕšé, Šŵåƥ åñð å ŕåñðöɱ öŕðéŕ ŵöŕķ åţ åñý ļéñĝţĥ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</numerusform>
                <numerusform>[Ðŕåĝĝîñĝ ŵöŕķš ƒöŕ šéñţéñçéš öƒ ûƥ ţö {most} ţöķéñš (ţĥîš öñé ĥåš %Ln); Ŕéṽéŕšé, Šŵåƥ åñð å ŕåñðöɱ öŕðéŕ ŵöŕķ åţ åñý ļéñĝţĥ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Reordering the tokens…</source>
            <translation>[Ŕéöŕðéŕîñĝ ţĥé ţöķéñš… ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Cannot reorder this sentence: {reason}</source>
            <translation>[Çåññöţ ŕéöŕðéŕ ţĥîš šéñţéñçé: {reason} ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>This order leaves every word where it was: drag a word, swap two, reverse or draw a random order to compare.</source>
            <translation>[Ţĥîš öŕðéŕ ļéåṽéš éṽéŕý ŵöŕð ŵĥéŕé îţ ŵåš: ðŕåĝ å ŵöŕð, šŵåƥ ţŵö, ŕéṽéŕšé öŕ ðŕåŵ å ŕåñðöɱ öŕðéŕ ţö çöɱƥåŕé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>Type a sentence of at least two words to reorder it.</source>
            <translation>[Ţýƥé å šéñţéñçé öƒ åţ ļéåšţ ţŵö ŵöŕðš ţö ŕéöŕðéŕ îţ. ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm} (random, seed {seed})</source>
            <translation>[&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; ŕöŵ î = ţöķéñ ƒŕöɱ ƥöšîţîöñ ƥéŕɱ[î], ƥéŕɱ = {perm} (ŕåñðöɱ, šééð {seed}) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm}</source>
            <translation>[&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; ŕöŵ î = ţöķéñ ƒŕöɱ ƥöšîţîöñ ƥéŕɱ[î], ƥéŕɱ = {perm} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>No rows: nothing is reordered now.</source>
            <translation>[Ñö ŕöŵš: ñöţĥîñĝ îš ŕéöŕðéŕéð ñöŵ. ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>{rows} rows × {columns} columns, one row per token, in the order typed.</source>
            <translation>[{rows} ŕöŵš × {columns} çöļûɱñš, öñé ŕöŵ ƥéŕ ţöķéñ, îñ ţĥé öŕðéŕ ţýƥéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>{rows} rows × {columns} columns, the same tokens reordered. {moves}</source>
            <translation>[{rows} ŕöŵš × {columns} çöļûɱñš, ţĥé šåɱé ţöķéñš ŕéöŕðéŕéð. {moves} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>The same tokens in another order. Each row on the right belongs to a token from the left, now at a new position.</source>
            <translation>[Ţĥé šåɱé ţöķéñš îñ åñöţĥéŕ öŕðéŕ. Éåçĥ ŕöŵ öñ ţĥé ŕîĝĥţ ƀéļöñĝš ţö å ţöķéñ ƒŕöɱ ţĥé ļéƒţ, ñöŵ åţ å ñéŵ ƥöšîţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥî]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Not one number differs from the number beside it.&lt;/b&gt; The words that changed places are the same token, so both orders give the first layer the same Z.</source>
            <translation>[&lt;b&gt;Ñöţ öñé ñûɱƀéŕ ðîƒƒéŕš ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé îţ.&lt;/b&gt; Ţĥé ŵöŕðš ţĥåţ çĥåñĝéð ƥļåçéš åŕé ţĥé šåɱé ţöķéñ, šö ƀöţĥ öŕðéŕš ĝîṽé ţĥé ƒîŕšţ ļåýéŕ ţĥé šåɱé Ž. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕé]</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.</source>
            <translation>
                <numerusform>[&lt;b&gt;Ƥöšîţîöñš öñ: {side} öƒ %Ln ñûɱƀéŕš ðîƒƒéŕ ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé ţĥéɱ&lt;/b&gt; (ƒŕåɱéð). Å ɱöṽéð ŵöŕð ðöéš ñöţ ķééƥ îţš ŕöŵ éîţĥéŕ: çöɱƥåŕéð ŵîţĥ îţš öŵñ ŕöŵ öñ ţĥé ļéƒţ, {own} öƒ %Ln ñûɱƀéŕš ðîƒƒéŕ, ƀéçåûšé îţš ñéŵ ƥöšîţîöñ ƀŕîñĝš å ñéŵ ƥöšîţîöñ ṽéçţöŕ. Ţĥé ţŵö šéñţéñçéš ĝîṽé ţĥé ƒîŕšţ ļåýéŕ ðîƒƒéŕéñţ îñƥûţš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðö]</numerusform>
                <numerusform>[&lt;b&gt;Ƥöšîţîöñš öñ: {side} öƒ %Ln ñûɱƀéŕš ðîƒƒéŕ ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé ţĥéɱ&lt;/b&gt; (ƒŕåɱéð). Å ɱöṽéð ŵöŕð ðöéš ñöţ ķééƥ îţš ŕöŵ éîţĥéŕ: çöɱƥåŕéð ŵîţĥ îţš öŵñ ŕöŵ öñ ţĥé ļéƒţ, {own} öƒ %Ln ñûɱƀéŕš ðîƒƒéŕ, ƀéçåûšé îţš ñéŵ ƥöšîţîöñ ƀŕîñĝš å ñéŵ ƥöšîţîöñ ṽéçţöŕ. Ţĥé ţŵö šéñţéñçéš ĝîṽé ţĥé ƒîŕšţ ļåýéŕ ðîƒƒéŕéñţ îñƥûţš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðö]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.</source>
            <translation>
                <numerusform>[&lt;b&gt;Ƥöšîţîöñš öƒƒ: {side} öƒ %Ln ñûɱƀéŕš ðîƒƒéŕ ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé ţĥéɱ&lt;/b&gt; (ƒŕåɱéð), öñļý ƀéçåûšé öţĥéŕ ŵöŕðš ñöŵ šţåñð ţĥéŕé. Éṽéŕý ŵöŕð ķééƥš éẋåçţļý îţš ŕöŵ ƒŕöɱ ţĥé ļéƒţ, îñ å ñéŵ öŕðéŕ, šö å ɱöðéļ ţĥåţ çåññöţ šéé ƥöšîţîöñš ŕéåðš ƀöţĥ šéñţéñçéš ţĥé šåɱé ŵåý. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</numerusform>
                <numerusform>[&lt;b&gt;Ƥöšîţîöñš öƒƒ: {side} öƒ %Ln ñûɱƀéŕš ðîƒƒéŕ ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé ţĥéɱ&lt;/b&gt; (ƒŕåɱéð), öñļý ƀéçåûšé öţĥéŕ ŵöŕðš ñöŵ šţåñð ţĥéŕé. Éṽéŕý ŵöŕð ķééƥš éẋåçţļý îţš ŕöŵ ƒŕöɱ ţĥé ļéƒţ, îñ å ñéŵ öŕðéŕ, šö å ɱöðéļ ţĥåţ çåññöţ šéé ƥöšîţîöñš ŕéåðš ƀöţĥ šéñţéñçéš ţĥé šåɱé ŵåý. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).</source>
            <translation>
                <numerusform>[&lt;b&gt;ŔöƤÉ åððš ñöţĥîñĝ ţö Ž: {side} öƒ %Ln ñûɱƀéŕš ðîƒƒéŕ ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé ţĥéɱ&lt;/b&gt; (ƒŕåɱéð), öñļý ƀéçåûšé öţĥéŕ ŵöŕðš ñöŵ šţåñð ţĥéŕé. Éṽéŕý ŵöŕð ķééƥš éẋåçţļý îţš ŕöŵ ƒŕöɱ ţĥé ļéƒţ; ŔöƤÉ ţéļļš ţĥé öŕðéŕš åƥåŕţ ļåţéŕ, ƀý ŕöţåţîñĝ ǫûéŕîéš åñð ķéýš îñšîðé åţţéñţîöñ (Ðééƥéŕ îðéåš → ŔöƤÉ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ]</numerusform>
                <numerusform>[&lt;b&gt;ŔöƤÉ åððš ñöţĥîñĝ ţö Ž: {side} öƒ %Ln ñûɱƀéŕš ðîƒƒéŕ ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé ţĥéɱ&lt;/b&gt; (ƒŕåɱéð), öñļý ƀéçåûšé öţĥéŕ ŵöŕðš ñöŵ šţåñð ţĥéŕé. Éṽéŕý ŵöŕð ķééƥš éẋåçţļý îţš ŕöŵ ƒŕöɱ ţĥé ļéƒţ; ŔöƤÉ ţéļļš ţĥé öŕðéŕš åƥåŕţ ļåţéŕ, ƀý ŕöţåţîñĝ ǫûéŕîéš åñð ķéýš îñšîðé åţţéñţîöñ (Ðééƥéŕ îðéåš → ŔöƤÉ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.</source>
            <translation>
                <numerusform>[&lt;b&gt;{side} öƒ %Ln ñûɱƀéŕš ðîƒƒéŕ ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé ţĥéɱ&lt;/b&gt; (ƒŕåɱéð), öñļý ƀéçåûšé öţĥéŕ ŵöŕðš ñöŵ šţåñð ţĥéŕé. Éṽéŕý ŵöŕð ķééƥš éẋåçţļý îţš ŕöŵ ƒŕöɱ ţĥé ļéƒţ: ţĥé ƥöšîţîöñš ţĥé ŵöŕðš ɱöṽéð ƀéţŵééñ ĥåṽé ţĥé šåɱé ƥöšîţîöñ ṽéçţöŕ ĥéŕé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ]</numerusform>
                <numerusform>[&lt;b&gt;{side} öƒ %Ln ñûɱƀéŕš ðîƒƒéŕ ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé ţĥéɱ&lt;/b&gt; (ƒŕåɱéð), öñļý ƀéçåûšé öţĥéŕ ŵöŕðš ñöŵ šţåñð ţĥéŕé. Éṽéŕý ŵöŕð ķééƥš éẋåçţļý îţš ŕöŵ ƒŕöɱ ţĥé ļéƒţ: ţĥé ƥöšîţîöñš ţĥé ŵöŕðš ɱöṽéð ƀéţŵééñ ĥåṽé ţĥé šåɱé ƥöšîţîöñ ṽéçţöŕ ĥéŕé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ]</numerusform>
            </translation>
        </message>
    </context>
</TS>
