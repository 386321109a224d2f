<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>AdditionCaptions</name>
        <message>
            <source>No sentence yet. Type one above: each word's table row and the vector for its position will be added here, one dimension at a time.</source>
            <translation>[Ñö šéñţéñçé ýéţ. Ţýƥé öñé åƀöṽé: éåçĥ ŵöŕð'š ţåƀļé ŕöŵ åñð ţĥé ṽéçţöŕ ƒöŕ îţš ƥöšîţîöñ ŵîļļ ƀé åððéð ĥéŕé, öñé ðîɱéñšîöñ åţ å ţîɱé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļ]</translation>
        </message>
        <message>
            <source>“{word}” at position {position}</source>
            <translation>[“{word}” åţ ƥöšîţîöñ {position} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>its row of E</source>
            <translation>[îţš ŕöŵ öƒ É ļöŕé]</translation>
        </message>
        <message>
            <source>zeros (E has no row for it)</source>
            <translation>[žéŕöš (É ĥåš ñö ŕöŵ ƒöŕ îţ) ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>RoPE adds nothing here</source>
            <translation>[ŔöƤÉ åððš ñöţĥîñĝ ĥéŕé ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>ALiBi adds nothing here</source>
            <translation>[ÅĻîƁî åððš ñöţĥîñĝ ĥéŕé ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>relative positions add nothing here</source>
            <translation>[ŕéļåţîṽé ƥöšîţîöñš åðð ñöţĥîñĝ ĥéŕé ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>no position vector is added yet</source>
            <translation>[ñö ƥöšîţîöñ ṽéçţöŕ îš åððéð ýéţ ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>no position vector is added</source>
            <translation>[ñö ƥöšîţîöñ ṽéçţöŕ îš åððéð ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>{head}: {why}, so row {position} of Z = {own}, unchanged.</source>
            <translation>[{head}: {why}, šö ŕöŵ {position} öƒ Ž = {own}, ûñçĥåñĝéð. ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>{head}: {own} + the position-{position} vector = row {position} of Z.</source>
            <translation>[{head}: {own} + ţĥé ƥöšîţîöñ-{position} ṽéçţöŕ = ŕöŵ {position} öƒ Ž. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>{head}: {own} + the position-{position} vector = z; row {position} of Z, what block 1 receives, is {formula}.</source>
            <translation>[{head}: {own} + ţĥé ƥöšîţîöñ-{position} ṽéçţöŕ = ž; ŕöŵ {position} öƒ Ž, ŵĥåţ ƀļöçķ 1 ŕéçéîṽéš, îš {formula}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>{head}: {why}, so z = {own}; row {position} of Z, what block 1 receives, is {formula}.</source>
            <translation>[{head}: {why}, šö ž = {own}; ŕöŵ {position} öƒ Ž, ŵĥåţ ƀļöçķ 1 ŕéçéîṽéš, îš {formula}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>Token row + position row = z, which this model's further steps turn into Z</source>
            <translation>[Ţöķéñ ŕöŵ + ƥöšîţîöñ ŕöŵ = ž, ŵĥîçĥ ţĥîš ɱöðéļ'š ƒûŕţĥéŕ šţéƥš ţûŕñ îñţö Ž ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>Token row + position row = row of Z</source>
            <translation>[Ţöķéñ ŕöŵ + ƥöšîţîöñ ŕöŵ = ŕöŵ öƒ Ž ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>Token row = z, which this model's further steps turn into Z: {why}</source>
            <translation>[Ţöķéñ ŕöŵ = ž, ŵĥîçĥ ţĥîš ɱöðéļ'š ƒûŕţĥéŕ šţéƥš ţûŕñ îñţö Ž: {why} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>Token row = row of Z: {why}</source>
            <translation>[Ţöķéñ ŕöŵ = ŕöŵ öƒ Ž: {why} ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>RoPE adds nothing to Z: the position comes in later, inside attention, where each query and key is rotated by an angle that grows with its position.</source>
            <translation>[ŔöƤÉ åððš ñöţĥîñĝ ţö Ž: ţĥé ƥöšîţîöñ çöɱéš îñ ļåţéŕ, îñšîðé åţţéñţîöñ, ŵĥéŕé éåçĥ ǫûéŕý åñð ķéý îš ŕöţåţéð ƀý åñ åñĝļé ţĥåţ ĝŕöŵš ŵîţĥ îţš ƥöšîţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ]</translation>
        </message>
        <message>
            <source>Positions are switched off: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
            <translation>[Ƥöšîţîöñš åŕé šŵîţçĥéð öƒƒ: ţĥé ƥöšîţîöñ ŕöŵ îš åļļ žéŕöš. Šŵåƥ ţŵö ŵöŕðš åñð Ž öñļý šŵåƥš ŕöŵš, šö ţĥé ɱöðéļ çåññöţ ţéļļ ţĥé ŵöŕð öŕðéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţ]</translation>
        </message>
        <message>
            <source>The position scheme is “none”: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
            <translation>[Ţĥé ƥöšîţîöñ šçĥéɱé îš “ñöñé”: ţĥé ƥöšîţîöñ ŕöŵ îš åļļ žéŕöš. Šŵåƥ ţŵö ŵöŕðš åñð Ž öñļý šŵåƥš ŕöŵš, šö ţĥé ɱöðéļ çåññöţ ţéļļ ţĥé ŵöŕð öŕðéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
        <message>
            <source>No position vector is added to these token rows; this model places tokens this way: {kind} (the position view and the Real model tab say how).</source>
            <translation>[Ñö ƥöšîţîöñ ṽéçţöŕ îš åððéð ţö ţĥéšé ţöķéñ ŕöŵš; ţĥîš ɱöðéļ ƥļåçéš ţöķéñš ţĥîš ŵåý: {kind} (ţĥé ƥöšîţîöñ ṽîéŵ åñð ţĥé Ŕéåļ ɱöðéļ ţåƀ šåý ĥöŵ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļö]</translation>
        </message>
        <message>
            <source>“{word}” is not in the vocabulary: it gets the id {id} ({unk}), and the table has no row for it, so its token row is all zeros.</source>
            <translation>[“{word}” îš ñöţ îñ ţĥé ṽöçåƀûļåŕý: îţ ĝéţš ţĥé îð {id} ({unk}), åñð ţĥé ţåƀļé ĥåš ñö ŕöŵ ƒöŕ îţ, šö îţš ţöķéñ ŕöŵ îš åļļ žéŕöš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ ]</translation>
        </message>
        <message>
            <source>Illustrative numbers: the {width}-wide token table and the learned position table hold seeded random values, not trained ones.</source>
            <translation>[Îļļûšţŕåţîṽé ñûɱƀéŕš: ţĥé {width}-ŵîðé ţöķéñ ţåƀļé åñð ţĥé ļéåŕñéð ƥöšîţîöñ ţåƀļé ĥöļð šééðéð ŕåñðöɱ ṽåļûéš, ñöţ ţŕåîñéð öñéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>Illustrative numbers: the {width}-wide token table holds seeded random values, not trained ones.</source>
            <translation>[Îļļûšţŕåţîṽé ñûɱƀéŕš: ţĥé {width}-ŵîðé ţöķéñ ţåƀļé ĥöļðš šééðéð ŕåñðöɱ ṽåļûéš, ñöţ ţŕåîñéð öñéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>Illustrative numbers: the learned position table holds seeded random values, not trained ones.</source>
            <translation>[Îļļûšţŕåţîṽé ñûɱƀéŕš: ţĥé ļéåŕñéð ƥöšîţîöñ ţåƀļé ĥöļðš šééðéð ŕåñðöɱ ṽåļûéš, ñöţ ţŕåîñéð öñéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>“{word}” (id {id})</source>
            <translation>[“{word}” (îð {id}) ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>“{word}” (no row)</source>
            <translation>[“{word}” (ñö ŕöŵ) ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>row {position} of Z</source>
            <translation>[ŕöŵ {position} öƒ Ž ļöŕéɱ]</translation>
        </message>
        <message>
            <source>z, row {position}</source>
            <translation>[ž, ŕöŵ {position} ļöŕé]</translation>
        </message>
        <message>
            <source>position {position}</source>
            <translation>[ƥöšîţîöñ {position} ļöŕéɱ]</translation>
        </message>
        <message>
            <source>dim {index}</source>
            <translation>[ðîɱ {index} ļöŕ]</translation>
        </message>
        <message>
            <source>dims {first}–{last} of {width}</source>
            <translation>[ðîɱš {first}–{last} öƒ {width} ļöŕéɱ îƥš]</translation>
        </message>
    </context>
    <context>
        <name>AdditionPanel</name>
        <message>
            <source>Vector addition</source>
            <translation>[Ṽéçţöŕ åððîţîöñ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Token row plus position row equals row of Z, by dimension</source>
            <translation>[Ţöķéñ ŕöŵ ƥļûš ƥöšîţîöñ ŕöŵ éǫûåļš ŕöŵ öƒ Ž, ƀý ðîɱéñšîöñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>{arrow} Replay</source>
            <translation>[{arrow} Ŕéƥļåý ļöŕé]</translation>
        </message>
        <message>
            <source>Play the addition again</source>
            <translation>[Ƥļåý ţĥé åððîţîöñ åĝåîñ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Earlier dimensions</source>
            <translation>[Éåŕļîéŕ ðîɱéñšîöñš ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Later dimensions</source>
            <translation>[Ļåţéŕ ðîɱéñšîöñš ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>{caption} Token + position = z: {sums}.</source>
            <translation>[{caption} Ţöķéñ + ƥöšîţîöñ = ž: {sums}. ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>{description} Dimensions {first} to {last} of {width} are read out.</source>
            <translation>[{description} Ðîɱéñšîöñš {first} ţö {last} öƒ {width} åŕé ŕéåð öûţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
    </context>
    <context>
        <name>BusyIndicatorWords</name>
        <message>
            <source>Encoding in the background; the panels show the previous state</source>
            <translation>[Éñçöðîñĝ îñ ţĥé ƀåçķĝŕöûñð; ţĥé ƥåñéļš šĥöŵ ţĥé ƥŕéṽîöûš šţåţé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>[Šţöƥ ļ]</translation>
        </message>
        <message>
            <source>Stop waiting: keep the state shown and drop the encode's result</source>
            <translation>[Šţöƥ ŵåîţîñĝ: ķééƥ ţĥé šţåţé šĥöŵñ åñð ðŕöƥ ţĥé éñçöðé'š ŕéšûļţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
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
        <name>Controls</name>
        <message>
            <source>Sinusoidal: paper (interleaved)</source>
            <translation>[Šîñûšöîðåļ: ƥåƥéŕ (îñţéŕļéåṽéð) ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Sinusoidal: split halves (Marian)</source>
            <translation>[Šîñûšöîðåļ: šƥļîţ ĥåļṽéš (Ṁåŕîåñ) ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>Sinusoidal: tensor2tensor</source>
            <translation>[Šîñûšöîðåļ: ţéñšöŕ2ţéñšöŕ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Sinusoidal: fairseq (offset 2)</source>
            <translation>[Šîñûšöîðåļ: ƒåîŕšéǫ (öƒƒšéţ 2) ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Learned table (illustrative)</source>
            <translation>[Ļéåŕñéð ţåƀļé (îļļûšţŕåţîṽé) ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>RoPE (rotates q, k in attention)</source>
            <translation>[ŔöƤÉ (ŕöţåţéš ǫ, ķ îñ åţţéñţîöñ) ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>None</source>
            <comment>no position scheme</comment>
            <translation>[Ñöñé ļ]</translation>
        </message>
        <message>
            <source>paper: interleaved sin/cos (Vaswani et al., Annotated Transformer)</source>
            <translation>[ƥåƥéŕ: îñţéŕļéåṽéð šîñ/çöš (Ṽåšŵåñî éţ åļ., Åññöţåţéð Ţŕåñšƒöŕɱéŕ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>split halves: all sin, then all cos (Marian)</source>
            <translation>[šƥļîţ ĥåļṽéš: åļļ šîñ, ţĥéñ åļļ çöš (Ṁåŕîåñ) ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>tensor2tensor: split, frequency base^(-k/(K-1))</source>
            <translation>[ţéñšöŕ2ţéñšöŕ: šƥļîţ, ƒŕéǫûéñçý ƀåšé^(-ķ/(Ķ-1)) ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>fairseq: tensor2tensor's table, positions start at 2</source>
            <translation>[ƒåîŕšéǫ: ţéñšöŕ2ţéñšöŕ'š ţåƀļé, ƥöšîţîöñš šţåŕţ åţ 2 ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>The model's own: {name} (base {base}, {scaling} scaling)</source>
            <translation>[Ţĥé ɱöðéļ'š öŵñ: {name} (ƀåšé {base}, {scaling} šçåļîñĝ) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>The model's own: {name} (base {base})</source>
            <translation>[Ţĥé ɱöðéļ'š öŵñ: {name} (ƀåšé {base}) ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>The model's own: {name} (ALiBi biases attention instead)</source>
            <translation>[Ţĥé ɱöðéļ'š öŵñ: {name} (ÅĻîƁî ƀîåšéš åţţéñţîöñ îñšţéåð) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>The model's own: {name}</source>
            <translation>[Ţĥé ɱöðéļ'š öŵñ: {name} ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Controls</source>
            <translation>[Çöñţŕöļš ļöŕ]</translation>
        </message>
        <message>
            <source>{arrow} Walkthrough</source>
            <translation>[{arrow} Ŵåļķţĥŕöûĝĥ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Start the five-step walkthrough (F6); a clicker moves through it</source>
            <translation>[Šţåŕţ ţĥé ƒîṽé-šţéƥ ŵåļķţĥŕöûĝĥ (Ƒ6); å çļîçķéŕ ɱöṽéš ţĥŕöûĝĥ îţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>Position scheme</source>
            <translation>[Ƥöšîţîöñ šçĥéɱé ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Positions on</source>
            <translation>[Ƥöšîţîöñš öñ ļöŕé]</translation>
        </message>
        <message>
            <source>Add position vectors</source>
            <translation>[Åðð ƥöšîţîöñ ṽéçţöŕš ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>d_model, the width of every vector</source>
            <translation>[ð_ɱöðéļ, ţĥé ŵîðţĥ öƒ éṽéŕý ṽéçţöŕ ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>6 is the lesson's hand-made table; other widths use a seeded random table, marked as illustrative</source>
            <translation>[6 îš ţĥé ļéššöñ'š ĥåñð-ɱåðé ţåƀļé; öţĥéŕ ŵîðţĥš ûšé å šééðéð ŕåñðöɱ ţåƀļé, ɱåŕķéð åš îļļûšţŕåţîṽé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ]</translation>
        </message>
        <message>
            <source>Frequency base</source>
            <translation>[Ƒŕéǫûéñçý ƀåšé ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Positions shown in the heatmap</source>
            <translation>[Ƥöšîţîöñš šĥöŵñ îñ ţĥé ĥéåţɱåƥ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Positions:</source>
            <translation>[Ƥöšîţîöñš: ļöŕ]</translation>
        </message>
        <message>
            <source>d_model:</source>
            <translation>[ð_ɱöðéļ: ļöŕ]</translation>
        </message>
        <message>
            <source>base:</source>
            <translation>[ƀåšé: ļ]</translation>
        </message>
        <message>
            <source>heatmap rows:</source>
            <translation>[ĥéåţɱåƥ ŕöŵš: ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Set by the loaded model; File → Back to the toy model to change it</source>
            <translation>[Šéţ ƀý ţĥé ļöåðéð ɱöðéļ; Ƒîļé → Ɓåçķ ţö ţĥé ţöý ɱöðéļ ţö çĥåñĝé îţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
    </context>
    <context>
        <name>EmbeddingTable</name>
        <message>
            <source>{id} · (cannot be decoded)</source>
            <translation>[{id} · (çåññöţ ƀé ðéçöðéð) ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Embedding table</source>
            <translation>[Éɱƀéððîñĝ ţåƀļé ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Embedding table E, one row per vocabulary word</source>
            <translation>[Éɱƀéððîñĝ ţåƀļé É, öñé ŕöŵ ƥéŕ ṽöçåƀûļåŕý ŵöŕð ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>One-hot vector of the focused word</source>
            <translation>[Öñé-ĥöţ ṽéçţöŕ öƒ ţĥé ƒöçûšéð ŵöŕð ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>The focused word's row of E</source>
            <translation>[Ţĥé ƒöçûšéð ŵöŕð'š ŕöŵ öƒ É ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (illustrative: seeded random values, not learned). Bold rows: words in the sentence.</source>
            <translation>[&lt;b&gt;É&lt;/b&gt; îš |Ṽ| × ð = {rows} × {width} = {count} ñûɱƀéŕš (îļļûšţŕåţîṽé: šééðéð ŕåñðöɱ ṽåļûéš, ñöţ ļéåŕñéð). Ɓöļð ŕöŵš: ŵöŕðš îñ ţĥé šéñţéñçé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ é]</translation>
        </message>
        <message>
            <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (the lesson's hand-written values). Bold rows: words in the sentence.</source>
            <translation>[&lt;b&gt;É&lt;/b&gt; îš |Ṽ| × ð = {rows} × {width} = {count} ñûɱƀéŕš (ţĥé ļéššöñ'š ĥåñð-ŵŕîţţéñ ṽåļûéš). Ɓöļð ŕöŵš: ŵöŕðš îñ ţĥé šéñţéñçé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</translation>
        </message>
        <message>
            <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (values from the model file). Bold rows: words in the sentence.</source>
            <translation>[&lt;b&gt;É&lt;/b&gt; îš |Ṽ| × ð = {rows} × {width} = {count} ñûɱƀéŕš (ṽåļûéš ƒŕöɱ ţĥé ɱöðéļ ƒîļé). Ɓöļð ŕöŵš: ŵöŕðš îñ ţĥé šéñţéñçé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>E: {rows} rows × {width} columns, one row per vocabulary token.</source>
            <translation>[É: {rows} ŕöŵš × {width} çöļûɱñš, öñé ŕöŵ ƥéŕ ṽöçåƀûļåŕý ţöķéñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>No word is focused.</source>
            <translation>[Ñö ŵöŕð îš ƒöçûšéð. ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>The focused word {word} is not in the vocabulary: no row.</source>
            <translation>[Ţĥé ƒöçûšéð ŵöŕð {word} îš ñöţ îñ ţĥé ṽöçåƀûļåŕý: ñö ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>Focused word {word}, id {id}, row {id}: {values}.</source>
            <translation>[Ƒöçûšéð ŵöŕð {word}, îð {id}, ŕöŵ {id}: {values}. ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>“{word}” (id {id}) is not in the sentence; type it to follow it through the layer.</source>
            <translation>[“{word}” (îð {id}) îš ñöţ îñ ţĥé šéñţéñçé; ţýƥé îţ ţö ƒöļļöŵ îţ ţĥŕöûĝĥ ţĥé ļåýéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>No token in focus: type a sentence above.</source>
            <translation>[Ñö ţöķéñ îñ ƒöçûš: ţýƥé å šéñţéñçé åƀöṽé. ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>“{word}” is not in the vocabulary: it gets the {unk} id {id}. This table has no row for it, so its token vector is all zeros.</source>
            <translation>[“{word}” îš ñöţ îñ ţĥé ṽöçåƀûļåŕý: îţ ĝéţš ţĥé {unk} îð {id}. Ţĥîš ţåƀļé ĥåš ñö ŕöŵ ƒöŕ îţ, šö îţš ţöķéñ ṽéçţöŕ îš åļļ žéŕöš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>Focused: “{word}” → id {id}, row {id} of E</source>
            <translation>[Ƒöçûšéð: “{word}” → îð {id}, ŕöŵ {id} öƒ É ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>one-hot ({width} wide):</source>
            <translation>[öñé-ĥöţ ({width} ŵîðé): ļöŕéɱ îƥ]</translation>
        </message>
        <message numerus="yes">
            <source>%Ln numbers, all 0 but a single 1 at index {id}</source>
            <translation>
                <numerusform>[%Ln ñûɱƀéŕš, åļļ 0 ƀûţ å šîñĝļé 1 åţ îñðéẋ {id} ļöŕéɱ îƥšûɱ ðöļöŕ š]</numerusform>
                <numerusform>[%Ln ñûɱƀéŕš, åļļ 0 ƀûţ å šîñĝļé 1 åţ îñðéẋ {id} ļöŕéɱ îƥšûɱ ðöļöŕ š]</numerusform>
            </translation>
        </message>
        <message>
            <source>its row of E ({width} wide):</source>
            <translation>[îţš ŕöŵ öƒ É ({width} ŵîðé): ļöŕéɱ îƥšû]</translation>
        </message>
        <message numerus="yes">
            <source>Nearest rows by cosine: searching all %Ln rows…</source>
            <translation>
                <numerusform>[Ñéåŕéšţ ŕöŵš ƀý çöšîñé: šéåŕçĥîñĝ åļļ %Ln ŕöŵš… ļöŕéɱ îƥšûɱ ðöļöŕ š]</numerusform>
                <numerusform>[Ñéåŕéšţ ŕöŵš ƀý çöšîñé: šéåŕçĥîñĝ åļļ %Ln ŕöŵš… ļöŕéɱ îƥšûɱ ðöļöŕ š]</numerusform>
            </translation>
        </message>
        <message>
            <source>Nearest rows could not be computed: {reason}</source>
            <translation>[Ñéåŕéšţ ŕöŵš çöûļð ñöţ ƀé çöɱƥûţéð: {reason} ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>Nearest rows by cosine: {rows}</source>
            <translation>[Ñéåŕéšţ ŕöŵš ƀý çöšîñé: {rows} ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Between two different one-hot vectors the cosine is always 0: only learned rows can put similar words close together.</source>
            <translation>[Ɓéţŵééñ ţŵö ðîƒƒéŕéñţ öñé-ĥöţ ṽéçţöŕš ţĥé çöšîñé îš åļŵåýš 0: öñļý ļéåŕñéð ŕöŵš çåñ ƥûţ šîɱîļåŕ ŵöŕðš çļöšé ţöĝéţĥéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšç]</translation>
        </message>
    </context>
    <context>
        <name>Glossary</name>
        <message>
            <source>5.6e-17 (a number in scientific notation)</source>
            <translation>[5.6é-17 (å ñûɱƀéŕ îñ šçîéñţîƒîç ñöţåţîöñ) ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>A number such as 5.6e-17 means 5.6 times ten to the power of minus 17: a decimal point followed by sixteen zeros and then 56. A difference that small is the rounding of the computer's arithmetic, not a real difference, so the two things compared are equal for every purpose that matters here.</source>
            <translation>[Å ñûɱƀéŕ šûçĥ åš 5.6é-17 ɱéåñš 5.6 ţîɱéš ţéñ ţö ţĥé ƥöŵéŕ öƒ ɱîñûš 17: å ðéçîɱåļ ƥöîñţ ƒöļļöŵéð ƀý šîẋţééñ žéŕöš åñð ţĥéñ 56. Å ðîƒƒéŕéñçé ţĥåţ šɱåļļ îš ţĥé ŕöûñðîñĝ öƒ ţĥé çöɱƥûţéŕ'š åŕîţĥɱéţîç, ñöţ å ŕéåļ ðîƒƒéŕéñçé, šö ţĥé ţŵö ţĥîñĝš çöɱƥåŕéð åŕé éǫûåļ ƒöŕ éṽéŕý ƥûŕƥöšé ţĥåţ ɱåţţéŕš ĥéŕé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>perm = [0, 4, 2, 3, 1] (a new order of the words)</source>
            <translation>[ƥéŕɱ = [0, 4, 2, 3, 1] (å ñéŵ öŕðéŕ öƒ ţĥé ŵöŕðš) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>perm lists where each word of the new order came from. In perm = [0, 4, 2, 3, 1] the word now at position 1 is the one that stood at position 4, and the word now at position 4 is the one from position 1, so the second and the last word have changed places. Every old position appears in the list exactly once: nothing is lost and nothing is doubled.</source>
            <translation>[ƥéŕɱ ļîšţš ŵĥéŕé éåçĥ ŵöŕð öƒ ţĥé ñéŵ öŕðéŕ çåɱé ƒŕöɱ. Îñ ƥéŕɱ = [0, 4, 2, 3, 1] ţĥé ŵöŕð ñöŵ åţ ƥöšîţîöñ 1 îš ţĥé öñé ţĥåţ šţööð åţ ƥöšîţîöñ 4, åñð ţĥé ŵöŕð ñöŵ åţ ƥöšîţîöñ 4 îš ţĥé öñé ƒŕöɱ ƥöšîţîöñ 1, šö ţĥé šéçöñð åñð ţĥé ļåšţ ŵöŕð ĥåṽé çĥåñĝéð ƥļåçéš. Éṽéŕý öļð ƥöšîţîöñ åƥƥéåŕš îñ ţĥé ļîšţ éẋåçţļý öñçé: ñöţĥîñĝ îš ļöšţ åñð ñöţĥîñĝ îš ðöûƀļéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>softmax(X Xᵀ/√d) (the attention weights)</source>
            <translation>[šöƒţɱåẋ(Ẋ Ẋᵀ/√ð) (ţĥé åţţéñţîöñ ŵéîĝĥţš) ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>This is how attention decides how much each word looks at every other word. X Xᵀ multiplies every row of X with every row, which gives one score per pair of words: a large score when the two rows point the same way. Dividing by √d, the square root of the row width, keeps the scores from growing just because the rows are wider. Softmax then turns each word's scores into positive weights that add up to 1.</source>
            <translation>[Ţĥîš îš ĥöŵ åţţéñţîöñ ðéçîðéš ĥöŵ ɱûçĥ éåçĥ ŵöŕð ļööķš åţ éṽéŕý öţĥéŕ ŵöŕð. Ẋ Ẋᵀ ɱûļţîƥļîéš éṽéŕý ŕöŵ öƒ Ẋ ŵîţĥ éṽéŕý ŕöŵ, ŵĥîçĥ ĝîṽéš öñé šçöŕé ƥéŕ ƥåîŕ öƒ ŵöŕðš: å ļåŕĝé šçöŕé ŵĥéñ ţĥé ţŵö ŕöŵš ƥöîñţ ţĥé šåɱé ŵåý. Ðîṽîðîñĝ ƀý √ð, ţĥé šǫûåŕé ŕööţ öƒ ţĥé ŕöŵ ŵîðţĥ, ķééƥš ţĥé šçöŕéš ƒŕöɱ ĝŕöŵîñĝ ĵûšţ ƀéçåûšé ţĥé ŕöŵš åŕé ŵîðéŕ. Šöƒţɱåẋ ţĥéñ ţûŕñš éåçĥ ŵöŕð'š šçöŕéš îñţö ƥöšîţîṽé ŵéîĝĥţš ţĥåţ åðð ûƥ ţö 1. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţ]</translation>
        </message>
        <message>
            <source>99.5th percentile (where the colour scale ends)</source>
            <translation>[99.5ţĥ ƥéŕçéñţîļé (ŵĥéŕé ţĥé çöļöûŕ šçåļé éñðš) ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>The 99.5th percentile of the sizes of the values is the size that 99.5 % of the values stay below. The colour scale ends there instead of at the largest value, so that a handful of extreme values do not turn every other cell pale. The few values beyond it get the strongest colour of the scale.</source>
            <translation>[Ţĥé 99.5ţĥ ƥéŕçéñţîļé öƒ ţĥé šîžéš öƒ ţĥé ṽåļûéš îš ţĥé šîžé ţĥåţ 99.5 % öƒ ţĥé ṽåļûéš šţåý ƀéļöŵ. Ţĥé çöļöûŕ šçåļé éñðš ţĥéŕé îñšţéåð öƒ åţ ţĥé ļåŕĝéšţ ṽåļûé, šö ţĥåţ å ĥåñðƒûļ öƒ éẋţŕéɱé ṽåļûéš ðö ñöţ ţûŕñ éṽéŕý öţĥéŕ çéļļ ƥåļé. Ţĥé ƒéŵ ṽåļûéš ƀéýöñð îţ ĝéţ ţĥé šţŕöñĝéšţ çöļöûŕ öƒ ţĥé šçåļé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>attention factor 1.13863 (RoPE scaling's sharpening)</source>
            <translation>[åţţéñţîöñ ƒåçţöŕ 1.13863 (ŔöƤÉ šçåļîñĝ'š šĥåŕƥéñîñĝ) ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>Some ways of stretching RoPE to longer texts, such as YaRN, also multiply the cos and sin values by a number a little above 1, called the attention factor. For YaRN it is 0.1 × ln(scaling factor) + 1, so a text stretched four times gets 1.13863. It makes the attention scores slightly sharper, which makes up for the positions being spread more thinly. The angles themselves stay as they were.</source>
            <translation>[Šöɱé ŵåýš öƒ šţŕéţçĥîñĝ ŔöƤÉ ţö ļöñĝéŕ ţéẋţš, šûçĥ åš ÝåŔÑ, åļšö ɱûļţîƥļý ţĥé çöš åñð šîñ ṽåļûéš ƀý å ñûɱƀéŕ å ļîţţļé åƀöṽé 1, çåļļéð ţĥé åţţéñţîöñ ƒåçţöŕ. Ƒöŕ ÝåŔÑ îţ îš 0.1 × ļñ(šçåļîñĝ ƒåçţöŕ) + 1, šö å ţéẋţ šţŕéţçĥéð ƒöûŕ ţîɱéš ĝéţš 1.13863. Îţ ɱåķéš ţĥé åţţéñţîöñ šçöŕéš šļîĝĥţļý šĥåŕƥéŕ, ŵĥîçĥ ɱåķéš ûƥ ƒöŕ ţĥé ƥöšîţîöñš ƀéîñĝ šƥŕéåð ɱöŕé ţĥîñļý. Ţĥé åñĝļéš ţĥéɱšéļṽéš šţåý åš ţĥéý ŵéŕé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>rotate_half (which dimensions RoPE turns together)</source>
            <translation>[ŕöţåţé_ĥåļƒ (ŵĥîçĥ ðîɱéñšîöñš ŔöƤÉ ţûŕñš ţöĝéţĥéŕ) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>RoPE turns the dimensions of a head two at a time. rotate_half is the name of the function in the Hugging Face code that pairs the first half of the dimensions with the second half: dimension 0 with dimension d/2, 1 with d/2 + 1, and so on. Meta's original Llama code and GPT-J pair neighbours instead: 0 with 1, 2 with 3. The angles are the same; only the pairing differs, so weights written for one layout must be reordered for the other.</source>
            <translation>[ŔöƤÉ ţûŕñš ţĥé ðîɱéñšîöñš öƒ å ĥéåð ţŵö åţ å ţîɱé. ŕöţåţé_ĥåļƒ îš ţĥé ñåɱé öƒ ţĥé ƒûñçţîöñ îñ ţĥé Ĥûĝĝîñĝ Ƒåçé çöðé ţĥåţ ƥåîŕš ţĥé ƒîŕšţ ĥåļƒ öƒ ţĥé ðîɱéñšîöñš ŵîţĥ ţĥé šéçöñð ĥåļƒ: ðîɱéñšîöñ 0 ŵîţĥ ðîɱéñšîöñ ð/2, 1 ŵîţĥ ð/2 + 1, åñð šö öñ. Ṁéţå'š öŕîĝîñåļ Ļļåɱå çöðé åñð ĜƤŢ-Ĵ ƥåîŕ ñéîĝĥƀöûŕš îñšţéåð: 0 ŵîţĥ 1, 2 ŵîţĥ 3. Ţĥé åñĝļéš åŕé ţĥé šåɱé; öñļý ţĥé ƥåîŕîñĝ ðîƒƒéŕš, šö ŵéîĝĥţš ŵŕîţţéñ ƒöŕ öñé ļåýöûţ ɱûšţ ƀé ŕéöŕðéŕéð ƒöŕ ţĥé öţĥéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>yarn-scaled (RoPE stretched to longer texts)</source>
            <translation>[ýåŕñ-šçåļéð (ŔöƤÉ šţŕéţçĥéð ţö ļöñĝéŕ ţéẋţš) ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>A model whose RoPE is scaled was made to read texts longer than the ones it was trained on by slowing down how fast its pairs turn, so that far positions get angles it has already seen. The word before “scaled” names the rule. Linear slows every pair by the same factor. YaRN and llama3 leave the fast pairs alone, slow the slow pairs by the full factor and blend the pairs in between; YaRN also sharpens attention with its attention factor. Dynamic scaling slows the pairs only once a text is longer than the training length, and LongRoPE uses a factor of its own for each pair.</source>
            <translation>[Å ɱöðéļ ŵĥöšé ŔöƤÉ îš šçåļéð ŵåš ɱåðé ţö ŕéåð ţéẋţš ļöñĝéŕ ţĥåñ ţĥé öñéš îţ ŵåš ţŕåîñéð öñ ƀý šļöŵîñĝ ðöŵñ ĥöŵ ƒåšţ îţš ƥåîŕš ţûŕñ, šö ţĥåţ ƒåŕ ƥöšîţîöñš ĝéţ åñĝļéš îţ ĥåš åļŕéåðý šééñ. Ţĥé ŵöŕð ƀéƒöŕé “šçåļéð” ñåɱéš ţĥé ŕûļé. Ļîñéåŕ šļöŵš éṽéŕý ƥåîŕ ƀý ţĥé šåɱé ƒåçţöŕ. ÝåŔÑ åñð ļļåɱå3 ļéåṽé ţĥé ƒåšţ ƥåîŕš åļöñé, šļöŵ ţĥé šļöŵ ƥåîŕš ƀý ţĥé ƒûļļ ƒåçţöŕ åñð ƀļéñð ţĥé ƥåîŕš îñ ƀéţŵééñ; ÝåŔÑ åļšö šĥåŕƥéñš åţţéñţîöñ ŵîţĥ îţš åţţéñţîöñ ƒåçţöŕ. Ðýñåɱîç šçåļîñĝ šļöŵš ţĥé ƥåîŕš öñļý öñçé å ţéẋţ îš ļöñĝéŕ ţĥåñ ţĥé ţŕåîñîñĝ ļéñĝţĥ, åñð ĻöñĝŔöƤÉ ûšéš å ƒåçţöŕ öƒ îţš öŵñ ƒöŕ éåçĥ ƥåîŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
    </context>
    <context>
        <name>GlossaryTips</name>
        <message>
            <source>Hover a caption that shows one of these terms to read its explanation there. Every term the panels use without explaining it is listed here.</source>
            <translation>[Ĥöṽéŕ å çåƥţîöñ ţĥåţ šĥöŵš öñé öƒ ţĥéšé ţéŕɱš ţö ŕéåð îţš éẋƥļåñåţîöñ ţĥéŕé. Éṽéŕý ţéŕɱ ţĥé ƥåñéļš ûšé ŵîţĥöûţ éẋƥļåîñîñĝ îţ îš ļîšţéð ĥéŕé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
        <message>
            <source>Words on the screen</source>
            <translation>[Ŵöŕðš öñ ţĥé šçŕééñ ļöŕéɱ î]</translation>
        </message>
    </context>
    <context>
        <name>HeatmapCaptions</name>
        <message>
            <source>sin/cos ({convention}), base {base} · colour scale fixed at −1 … +1.</source>
            <translation>[šîñ/çöš ({convention}), ƀåšé {base} · çöļöûŕ šçåļé ƒîẋéð åţ −1 … +1. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>colour scale ±{level} ({percentile}th percentile of |values|)</source>
            <translation>[çöļöûŕ šçåļé ±{level} ({percentile}ţĥ ƥéŕçéñţîļé öƒ |ṽåļûéš|) ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message numerus="yes">
            <source>learned table, %Ln rows (illustrative random values) · {scale}.</source>
            <translation>
                <numerusform>[ļéåŕñéð ţåƀļé, %Ln ŕöŵš (îļļûšţŕåţîṽé ŕåñðöɱ ṽåļûéš) · {scale}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</numerusform>
                <numerusform>[ļéåŕñéð ţåƀļé, %Ln ŕöŵš (îļļûšţŕåţîṽé ŕåñðöɱ ṽåļûéš) · {scale}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>learned table, %Ln rows · {scale}.</source>
            <translation>
                <numerusform>[ļéåŕñéð ţåƀļé, %Ln ŕöŵš · {scale}. ļöŕéɱ îƥšûɱ ð]</numerusform>
                <numerusform>[ļéåŕñéð ţåƀļé, %Ln ŕöŵš · {scale}. ļöŕéɱ îƥšûɱ ð]</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} table · colour scale {low} … {high}.</source>
            <translation>[{name} ţåƀļé · çöļöûŕ šçåļé {low} … {high}. ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message numerus="yes">
            <source>{caption} The sentence has %Ln tokens: rows 0–{last} are shown.</source>
            <translation>
                <numerusform>[{caption} Ţĥé šéñţéñçé ĥåš %Ln ţöķéñš: ŕöŵš 0–{last} åŕé šĥöŵñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</numerusform>
                <numerusform>[{caption} Ţĥé šéñţéñçé ĥåš %Ln ţöķéñš: ŕöŵš 0–{last} åŕé šĥöŵñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</numerusform>
            </translation>
        </message>
        <message>
            <source>paper</source>
            <translation>[ƥåƥéŕ ļ]</translation>
        </message>
        <message>
            <source>split halves</source>
            <translation>[šƥļîţ ĥåļṽéš ļöŕé]</translation>
        </message>
        <message>
            <source>{name}, offset {offset}</source>
            <translation>[{name}, öƒƒšéţ {offset} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Grey bar: the sentence, positions 0–{last}.</source>
            <translation>[Ĝŕéý ƀåŕ: ţĥé šéñţéñçé, ƥöšîţîöñš 0–{last}. ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>{legend} Outlined: “{word}”, position {position}.</source>
            <translation>[{legend} Öûţļîñéð: “{word}”, ƥöšîţîöñ {position}. ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>{legend} The focused token, at position {position}, is past the rows shown.</source>
            <translation>[{legend} Ţĥé ƒöçûšéð ţöķéñ, åţ ƥöšîţîöñ {position}, îš ƥåšţ ţĥé ŕöŵš šĥöŵñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>{legend} {how_to}</source>
            <translation>[{legend} {how_to} ļöŕé]</translation>
        </message>
        <message>
            <source>Hover a cell for its formula; click a sentence row to focus it.</source>
            <translation>[Ĥöṽéŕ å çéļļ ƒöŕ îţš ƒöŕɱûļå; çļîçķ å šéñţéñçé ŕöŵ ţö ƒöçûš îţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>Each cell = one position, one dimension (exact values).</source>
            <translation>[Éåçĥ çéļļ = öñé ƥöšîţîöñ, öñé ðîɱéñšîöñ (éẋåçţ ṽåļûéš). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message numerus="yes">
            <source>Sampled: each pixel row shows 1 of %Ln positions (no mean).</source>
            <translation>
                <numerusform>[Šåɱƥļéð: éåçĥ ƥîẋéļ ŕöŵ šĥöŵš 1 öƒ %Ln ƥöšîţîöñš (ñö ɱéåñ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</numerusform>
                <numerusform>[Šåɱƥļéð: éåçĥ ƥîẋéļ ŕöŵ šĥöŵš 1 öƒ %Ln ƥöšîţîöñš (ñö ɱéåñ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each pixel = mean of %Ln positions × {columns} dimensions.</source>
            <translation>
                <numerusform>[Éåçĥ ƥîẋéļ = ɱéåñ öƒ %Ln ƥöšîţîöñš × {columns} ðîɱéñšîöñš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</numerusform>
                <numerusform>[Éåçĥ ƥîẋéļ = ɱéåñ öƒ %Ln ƥöšîţîöñš × {columns} ðîɱéñšîöñš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each pixel row = mean of %Ln positions.</source>
            <translation>
                <numerusform>[Éåçĥ ƥîẋéļ ŕöŵ = ɱéåñ öƒ %Ln ƥöšîţîöñš. ļöŕéɱ îƥšûɱ ðöļö]</numerusform>
                <numerusform>[Éåçĥ ƥîẋéļ ŕöŵ = ɱéåñ öƒ %Ln ƥöšîţîöñš. ļöŕéɱ îƥšûɱ ðöļö]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each pixel column = mean of %Ln dimensions.</source>
            <translation>
                <numerusform>[Éåçĥ ƥîẋéļ çöļûɱñ = ɱéåñ öƒ %Ln ðîɱéñšîöñš. ļöŕéɱ îƥšûɱ ðöļöŕ]</numerusform>
                <numerusform>[Éåçĥ ƥîẋéļ çöļûɱñ = ɱéåñ öƒ %Ln ðîɱéñšîöñš. ļöŕéɱ îƥšûɱ ðöļöŕ]</numerusform>
            </translation>
        </message>
        <message>
            <source>This pixel = sample of position {middle} only, dimensions {first_dim}–{last_dim}: {value}.</source>
            <translation>[Ţĥîš ƥîẋéļ = šåɱƥļé öƒ ƥöšîţîöñ {middle} öñļý, ðîɱéñšîöñš {first_dim}–{last_dim}: {value}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>This pixel = mean of positions {first}–{last}, dimensions {first_dim}–{last_dim}: {value}.</source>
            <translation>[Ţĥîš ƥîẋéļ = ɱéåñ öƒ ƥöšîţîöñš {first}–{last}, ðîɱéñšîöñš {first_dim}–{last_dim}: {value}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>This pixel = sample of position {middle} only: {value}.</source>
            <translation>[Ţĥîš ƥîẋéļ = šåɱƥļé öƒ ƥöšîţîöñ {middle} öñļý: {value}. ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>This pixel = mean of positions {first}–{last}: {value}.</source>
            <translation>[Ţĥîš ƥîẋéļ = ɱéåñ öƒ ƥöšîţîöñš {first}–{last}: {value}. ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>pair {pair} · {wave}</source>
            <translation>[ƥåîŕ {pair} · {wave} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Pair 0 (left) turns fastest.</source>
            <translation>[Ƥåîŕ 0 (ļéƒţ) ţûŕñš ƒåšţéšţ. ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Sines, then cosines: pair 0 of each half turns fastest.</source>
            <translation>[Šîñéš, ţĥéñ çöšîñéš: ƥåîŕ 0 öƒ éåçĥ ĥåļƒ ţûŕñš ƒåšţéšţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>Base 1: every column turns at the same speed.</source>
            <translation>[Ɓåšé 1: éṽéŕý çöļûɱñ ţûŕñš åţ ţĥé šåɱé šƥééð. ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>Slow waves on the left, fast on the right.</source>
            <translation>[Šļöŵ ŵåṽéš öñ ţĥé ļéƒţ, ƒåšţ öñ ţĥé ŕîĝĥţ. ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>position {position} (“{word}”) · dimension {column} ({name})</source>
            <translation>[ƥöšîţîöñ {position} (“{word}”) · ðîɱéñšîöñ {column} ({name}) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>position {position} (“{word}”) · dimension {column}</source>
            <translation>[ƥöšîţîöñ {position} (“{word}”) · ðîɱéñšîöñ {column} ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>position {position} · dimension {column} ({name})</source>
            <translation>[ƥöšîţîöñ {position} · ðîɱéñšîöñ {column} ({name}) ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>position {position} · dimension {column}</source>
            <translation>[ƥöšîţîöñ {position} · ðîɱéñšîöñ {column} ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>{where}: {formula}</source>
            <translation>[{where}: {formula} ļöŕé]</translation>
        </message>
        <message>
            <source>{where}: {value} (illustrative random row {position})</source>
            <translation>[{where}: {value} (îļļûšţŕåţîṽé ŕåñðöɱ ŕöŵ {position}) ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>{where}: {value} (learned row {position})</source>
            <translation>[{where}: {value} (ļéåŕñéð ŕöŵ {position}) ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>{where}: {value}</source>
            <translation>[{where}: {value} ļöŕé]</translation>
        </message>
        <message>
            <source>each query and key has its dimension pairs {pairs} rotated by position × base^(−2k/d)</source>
            <translation>[éåçĥ ǫûéŕý åñð ķéý ĥåš îţš ðîɱéñšîöñ ƥåîŕš {pairs} ŕöţåţéð ƀý ƥöšîţîöñ × ƀåšé^(−2ķ/ð) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}, then {scaling}-scaled</source>
            <translation>[éåçĥ {width}-ŵîðé ĥéåð öƒ å ǫûéŕý öŕ ķéý ĥåš îţš ðîɱéñšîöñ ƥåîŕš {pairs} ŕöţåţéð ƀý {angle}, ţĥéñ {scaling}-šçåļéð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</translation>
        </message>
        <message>
            <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}</source>
            <translation>[éåçĥ {width}-ŵîðé ĥéåð öƒ å ǫûéŕý öŕ ķéý ĥåš îţš ðîɱéñšîöñ ƥåîŕš {pairs} ŕöţåţéð ƀý {angle} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle}, then {scaling}-scaled (the other {rest} are not turned)</source>
            <translation>[éåçĥ {width}-ŵîðé ĥéåð öƒ å ǫûéŕý öŕ ķéý ĥåš îţš ƒîŕšţ {rotated} ðîɱéñšîöñš, îñ ƥåîŕš {pairs}, ŕöţåţéð ƀý {angle}, ţĥéñ {scaling}-šçåļéð (ţĥé öţĥéŕ {rest} åŕé ñöţ ţûŕñéð) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ î]</translation>
        </message>
        <message>
            <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle} (the other {rest} are not turned)</source>
            <translation>[éåçĥ {width}-ŵîðé ĥéåð öƒ å ǫûéŕý öŕ ķéý ĥåš îţš ƒîŕšţ {rotated} ðîɱéñšîöñš, îñ ƥåîŕš {pairs}, ŕöţåţéð ƀý {angle} (ţĥé öţĥéŕ {rest} åŕé ñöţ ţûŕñéð) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţ]</translation>
        </message>
        <message>
            <source>RoPE adds nothing to Z: every position vector is zero, so there is no table to draw. Position enters inside attention instead: {rotation}, so their dot product depends on how far apart the two tokens are.</source>
            <translation>[ŔöƤÉ åððš ñöţĥîñĝ ţö Ž: éṽéŕý ƥöšîţîöñ ṽéçţöŕ îš žéŕö, šö ţĥéŕé îš ñö ţåƀļé ţö ðŕåŵ. Ƥöšîţîöñ éñţéŕš îñšîðé åţţéñţîöñ îñšţéåð: {rotation}, šö ţĥéîŕ ðöţ ƥŕöðûçţ ðéƥéñðš öñ ĥöŵ ƒåŕ åƥåŕţ ţĥé ţŵö ţöķéñš åŕé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>No position vector is added to the token rows, so there is no table to draw; this model places tokens this way: {how}.</source>
            <translation>[Ñö ƥöšîţîöñ ṽéçţöŕ îš åððéð ţö ţĥé ţöķéñ ŕöŵš, šö ţĥéŕé îš ñö ţåƀļé ţö ðŕåŵ; ţĥîš ɱöðéļ ƥļåçéš ţöķéñš ţĥîš ŵåý: {how}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçî]</translation>
        </message>
        <message>
            <source>Positions are off: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
            <translation>[Ƥöšîţîöñš åŕé öƒƒ: ñöţĥîñĝ îš åððéð ţö ţĥé ţöķéñ ŕöŵš, šö Ž îš ĵûšţ ţĥé ţöķéñ ŕöŵš åñð “{first}” ļööķš ţĥé šåɱé ţö åţţéñţîöñ åš “{second}”. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļî]</translation>
        </message>
        <message>
            <source>No position scheme: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
            <translation>[Ñö ƥöšîţîöñ šçĥéɱé: ñöţĥîñĝ îš åððéð ţö ţĥé ţöķéñ ŕöŵš, šö Ž îš ĵûšţ ţĥé ţöķéñ ŕöŵš åñð “{first}” ļööķš ţĥé šåɱé ţö åţţéñţîöñ åš “{second}”. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļî]</translation>
        </message>
        <message>
            <source>No tokens yet: type a sentence above to see the position vectors added to it.</source>
            <translation>[Ñö ţöķéñš ýéţ: ţýƥé å šéñţéñçé åƀöṽé ţö šéé ţĥé ƥöšîţîöñ ṽéçţöŕš åððéð ţö îţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
    </context>
    <context>
        <name>HeatmapPanelWords</name>
        <message numerus="yes">
            <source>… %Ln more</source>
            <translation>
                <numerusform>[… %Ln ɱöŕé ļöŕé]</numerusform>
                <numerusform>[… %Ln ɱöŕé ļöŕé]</numerusform>
            </translation>
        </message>
        <message>
            <source>Positional heatmap</source>
            <translation>[Ƥöšîţîöñåļ ĥéåţɱåƥ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Position table heatmap</source>
            <translation>[Ƥöšîţîöñ ţåƀļé ĥéåţɱåƥ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>position</source>
            <translation>[ƥöšîţîöñ ļöŕ]</translation>
        </message>
        <message>
            <source>dimension</source>
            <translation>[ðîɱéñšîöñ ļöŕ]</translation>
        </message>
        <message>
            <source>Heatmap of the position vectors: {rows} positions × {width} dimensions, one row per position. {caption} {focus}</source>
            <translation>[Ĥéåţɱåƥ öƒ ţĥé ƥöšîţîöñ ṽéçţöŕš: {rows} ƥöšîţîöñš × {width} ðîɱéñšîöñš, öñé ŕöŵ ƥéŕ ƥöšîţîöñ. {caption} {focus} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ å]</translation>
        </message>
    </context>
    <context>
        <name>InputMatrix</name>
        <message>
            <source>Block 1's input = {formula}</source>
            <translation>[Ɓļöçķ 1'š îñƥûţ = {formula} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>RoPE adds nothing here: Z is just the token rows. The rotation is applied to queries and keys inside attention.</source>
            <translation>[ŔöƤÉ åððš ñöţĥîñĝ ĥéŕé: Ž îš ĵûšţ ţĥé ţöķéñ ŕöŵš. Ţĥé ŕöţåţîöñ îš åƥƥļîéð ţö ǫûéŕîéš åñð ķéýš îñšîðé åţţéñţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥî]</translation>
        </message>
        <message>
            <source>No positions: Z is just the token rows, so reordering the words only reorders these rows.</source>
            <translation>[Ñö ƥöšîţîöñš: Ž îš ĵûšţ ţĥé ţöķéñ ŕöŵš, šö ŕéöŕðéŕîñĝ ţĥé ŵöŕðš öñļý ŕéöŕðéŕš ţĥéšé ŕöŵš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</translation>
        </message>
        <message>
            <source>Z = token rows + position rows.</source>
            <translation>[Ž = ţöķéñ ŕöŵš + ƥöšîţîöñ ŕöŵš. ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Input matrix Z</source>
            <translation>[Îñƥûţ ɱåţŕîẋ Ž ļöŕéɱ]</translation>
        </message>
        <message>
            <source>{title}, input to layer 1, one row per token</source>
            <translation>[{title}, îñƥûţ ţö ļåýéŕ 1, öñé ŕöŵ ƥéŕ ţöķéñ ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>Z is empty: type a sentence to give the first block something to read.</source>
            <translation>[Ž îš éɱƥţý: ţýƥé å šéñţéñçé ţö ĝîṽé ţĥé ƒîŕšţ ƀļöçķ šöɱéţĥîñĝ ţö ŕéåð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>{title}, L × d = {rows} × {width}: what this model's first block receives. The addition panel shows the lesson's z (token rows + position rows, where the model has them); the steps after it are in the Real model tab.</source>
            <translation>[{title}, Ļ × ð = {rows} × {width}: ŵĥåţ ţĥîš ɱöðéļ'š ƒîŕšţ ƀļöçķ ŕéçéîṽéš. Ţĥé åððîţîöñ ƥåñéļ šĥöŵš ţĥé ļéššöñ'š ž (ţöķéñ ŕöŵš + ƥöšîţîöñ ŕöŵš, ŵĥéŕé ţĥé ɱöðéļ ĥåš ţĥéɱ); ţĥé šţéƥš åƒţéŕ îţ åŕé îñ ţĥé Ŕéåļ ɱöðéļ ţåƀ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>Z is L × d = {rows} × {width}. {note}</source>
            <translation>[Ž îš Ļ × ð = {rows} × {width}. {note} ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>{title}: {rows} rows × {width} columns, one row per token. {focus}</source>
            <translation>[{title}: {rows} ŕöŵš × {width} çöļûɱñš, öñé ŕöŵ ƥéŕ ţöķéñ. {focus} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
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
        <name>LessonMessages</name>
        <message>
            <source>the sentence must be text, not {kind}</source>
            <translation>[ţĥé šéñţéñçé ɱûšţ ƀé ţéẋţ, ñöţ {kind} ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>Cannot use that word order: {reason}</source>
            <translation>[Çåññöţ ûšé ţĥåţ ŵöŕð öŕðéŕ: {reason} ļöŕéɱ îƥšûɱ ð]</translation>
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
        <name>ModelSteps</name>
        <message>
            <source>RoPE adds nothing here; the rotation happens inside attention, where each query and key is turned by an angle that grows with its position.</source>
            <translation>[ŔöƤÉ åððš ñöţĥîñĝ ĥéŕé; ţĥé ŕöţåţîöñ ĥåƥƥéñš îñšîðé åţţéñţîöñ, ŵĥéŕé éåçĥ ǫûéŕý åñð ķéý îš ţûŕñéð ƀý åñ åñĝļé ţĥåţ ĝŕöŵš ŵîţĥ îţš ƥöšîţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
        <message>
            <source>ALiBi adds nothing here; inside attention each score is lowered in proportion to the distance between the two tokens, with one slope per head.</source>
            <translation>[ÅĻîƁî åððš ñöţĥîñĝ ĥéŕé; îñšîðé åţţéñţîöñ éåçĥ šçöŕé îš ļöŵéŕéð îñ ƥŕöƥöŕţîöñ ţö ţĥé ðîšţåñçé ƀéţŵééñ ţĥé ţŵö ţöķéñš, ŵîţĥ öñé šļöƥé ƥéŕ ĥéåð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļö]</translation>
        </message>
        <message>
            <source>Relative positions add nothing here; inside attention each pair of tokens also gets what was learned for the distance between them.</source>
            <translation>[Ŕéļåţîṽé ƥöšîţîöñš åðð ñöţĥîñĝ ĥéŕé; îñšîðé åţţéñţîöñ éåçĥ ƥåîŕ öƒ ţöķéñš åļšö ĝéţš ŵĥåţ ŵåš ļéåŕñéð ƒöŕ ţĥé ðîšţåñçé ƀéţŵééñ ţĥéɱ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļ]</translation>
        </message>
        <message>
            <source>Nothing is added here yet; this model adds its position rows later, after the token rows are projected to the {width}-wide hidden size.</source>
            <translation>[Ñöţĥîñĝ îš åððéð ĥéŕé ýéţ; ţĥîš ɱöðéļ åððš îţš ƥöšîţîöñ ŕöŵš ļåţéŕ, åƒţéŕ ţĥé ţöķéñ ŕöŵš åŕé ƥŕöĵéçţéð ţö ţĥé {width}-ŵîðé ĥîððéñ šîžé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļî]</translation>
        </message>
        <message>
            <source>Nothing is added here. {own}.</source>
            <translation>[Ñöţĥîñĝ îš åððéð ĥéŕé. {own}. ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>No position vector is made here: every position row is all zeros, so swapping two words only swaps rows of Z.</source>
            <translation>[Ñö ƥöšîţîöñ ṽéçţöŕ îš ɱåðé ĥéŕé: éṽéŕý ƥöšîţîöñ ŕöŵ îš åļļ žéŕöš, šö šŵåƥƥîñĝ ţŵö ŵöŕðš öñļý šŵåƥš ŕöŵš öƒ Ž. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>RoPE adds nothing here; the rotation happens inside attention.</source>
            <translation>[ŔöƤÉ åððš ñöţĥîñĝ ĥéŕé; ţĥé ŕöţåţîöñ ĥåƥƥéñš îñšîðé åţţéñţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>ALiBi adds nothing here; its distance penalty acts inside attention.</source>
            <translation>[ÅĻîƁî åððš ñöţĥîñĝ ĥéŕé; îţš ðîšţåñçé ƥéñåļţý åçţš îñšîðé åţţéñţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>Relative positions add nothing here; they act inside attention.</source>
            <translation>[Ŕéļåţîṽé ƥöšîţîöñš åðð ñöţĥîñĝ ĥéŕé; ţĥéý åçţ îñšîðé åţţéñţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>Nothing is added here yet; the position rows come after the projection.</source>
            <translation>[Ñöţĥîñĝ îš åððéð ĥéŕé ýéţ; ţĥé ƥöšîţîöñ ŕöŵš çöɱé åƒţéŕ ţĥé ƥŕöĵéçţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ç]</translation>
        </message>
        <message>
            <source>Nothing is added here; this model has no positions at all.</source>
            <translation>[Ñöţĥîñĝ îš åððéð ĥéŕé; ţĥîš ɱöðéļ ĥåš ñö ƥöšîţîöñš åţ åļļ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>Nothing is added here: every position row is all zeros.</source>
            <translation>[Ñöţĥîñĝ îš åððéð ĥéŕé: éṽéŕý ƥöšîţîöñ ŕöŵ îš åļļ žéŕöš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>Attention looks at all tokens at once, so nothing tells it the order.</source>
            <translation>[Åţţéñţîöñ ļööķš åţ åļļ ţöķéñš åţ öñçé, šö ñöţĥîñĝ ţéļļš îţ ţĥé öŕðéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>Inside attention it also uses the distance between two tokens.</source>
            <translation>[Îñšîðé åţţéñţîöñ îţ åļšö ûšéš ţĥé ðîšţåñçé ƀéţŵééñ ţŵö ţöķéñš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>No position vector and no position inside attention</source>
            <translation>[Ñö ƥöšîţîöñ ṽéçţöŕ åñð ñö ƥöšîţîöñ îñšîðé åţţéñţîöñ ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>{order} {vectors}</source>
            <translation>[{order} {vectors} ļöŕé]</translation>
        </message>
        <message>
            <source>{sentences} {relative}</source>
            <translation>[{sentences} {relative} ļöŕé]</translation>
        </message>
        <message>
            <source>{order} {inside}</source>
            <translation>[{order} {inside} ļöŕé]</translation>
        </message>
        <message>
            <source>The position vector is added into the token's row, number by number. One vector now carries both what the token is and where it sits.</source>
            <translation>[Ţĥé ƥöšîţîöñ ṽéçţöŕ îš åððéð îñţö ţĥé ţöķéñ'š ŕöŵ, ñûɱƀéŕ ƀý ñûɱƀéŕ. Öñé ṽéçţöŕ ñöŵ çåŕŕîéš ƀöţĥ ŵĥåţ ţĥé ţöķéñ îš åñð ŵĥéŕé îţ šîţš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļî]</translation>
        </message>
        <message>
            <source>The position vector is added into the token's row, number by number: z = token + position carries both what the token is and where it sits. This model does more before block 1, which receives {formula} (next step).</source>
            <translation>[Ţĥé ƥöšîţîöñ ṽéçţöŕ îš åððéð îñţö ţĥé ţöķéñ'š ŕöŵ, ñûɱƀéŕ ƀý ñûɱƀéŕ: ž = ţöķéñ + ƥöšîţîöñ çåŕŕîéš ƀöţĥ ŵĥåţ ţĥé ţöķéñ îš åñð ŵĥéŕé îţ šîţš. Ţĥîš ɱöðéļ ðöéš ɱöŕé ƀéƒöŕé ƀļöçķ 1, ŵĥîçĥ ŕéçéîṽéš {formula} (ñéẋţ šţéƥ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>{inside} The token's row goes on without a position vector: block 1 receives {formula}.</source>
            <translation>[{inside} Ţĥé ţöķéñ'š ŕöŵ ĝöéš öñ ŵîţĥöûţ å ƥöšîţîöñ ṽéçţöŕ: ƀļöçķ 1 ŕéçéîṽéš {formula}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>{inside} The token's row goes on unchanged: block 1 receives it as it is.</source>
            <translation>[{inside} Ţĥé ţöķéñ'š ŕöŵ ĝöéš öñ ûñçĥåñĝéð: ƀļöçķ 1 ŕéçéîṽéš îţ åš îţ îš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>Stack one row per token and you have Z, the matrix the first transformer block reads. Attention's queries, keys and values are all computed from it.</source>
            <translation>[Šţåçķ öñé ŕöŵ ƥéŕ ţöķéñ åñð ýöû ĥåṽé Ž, ţĥé ɱåţŕîẋ ţĥé ƒîŕšţ ţŕåñšƒöŕɱéŕ ƀļöçķ ŕéåðš. Åţţéñţîöñ'š ǫûéŕîéš, ķéýš åñð ṽåļûéš åŕé åļļ çöɱƥûţéð ƒŕöɱ îţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ]</translation>
        </message>
        <message>
            <source>the token's row of E</source>
            <translation>[ţĥé ţöķéñ'š ŕöŵ öƒ É ļöŕéɱ î]</translation>
        </message>
        <message numerus="yes">
            <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder's first block reads: %Ln numbers per row.</source>
            <translation>
                <numerusform>[Šţåçķ öñé ŕöŵ ƥéŕ ţöķéñ, éåçĥ ŕöŵ = {formula}, åñð ýöû ĥåṽé Ž, ţĥé ɱåţŕîẋ ţĥé éñçöðéŕ'š ƒîŕšţ ƀļöçķ ŕéåðš: %Ln ñûɱƀéŕš ƥéŕ ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</numerusform>
                <numerusform>[Šţåçķ öñé ŕöŵ ƥéŕ ţöķéñ, éåçĥ ŕöŵ = {formula}, åñð ýöû ĥåṽé Ž, ţĥé ɱåţŕîẋ ţĥé éñçöðéŕ'š ƒîŕšţ ƀļöçķ ŕéåðš: %Ln ñûɱƀéŕš ƥéŕ ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.</source>
            <translation>
                <numerusform>[Šţåçķ öñé ŕöŵ ƥéŕ ţöķéñ, éåçĥ ŕöŵ = {formula}, åñð ýöû ĥåṽé Ž, ţĥé ɱåţŕîẋ ţĥé ƒîŕšţ ƀļöçķ ŕéåðš: %Ln ñûɱƀéŕš ƥéŕ ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</numerusform>
                <numerusform>[Šţåçķ öñé ŕöŵ ƥéŕ ţöķéñ, éåçĥ ŕöŵ = {formula}, åñð ýöû ĥåṽé Ž, ţĥé ɱåţŕîẋ ţĥé ƒîŕšţ ƀļöçķ ŕéåðš: %Ln ñûɱƀéŕš ƥéŕ ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</numerusform>
            </translation>
        </message>
        <message>
            <source>Everything the model computes starts from it.</source>
            <translation>[Éṽéŕýţĥîñĝ ţĥé ɱöðéļ çöɱƥûţéš šţåŕţš ƒŕöɱ îţ. ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>Attention's queries, keys and values are all computed from it.</source>
            <translation>[Åţţéñţîöñ'š ǫûéŕîéš, ķéýš åñð ṽåļûéš åŕé åļļ çöɱƥûţéð ƒŕöɱ îţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>{sentence} {use}</source>
            <translation>[{sentence} {use} ļöŕé]</translation>
        </message>
        <message>
            <source>Positions act inside attention</source>
            <translation>[Ƥöšîţîöñš åçţ îñšîðé åţţéñţîöñ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Positions come after the projection</source>
            <translation>[Ƥöšîţîöñš çöɱé åƒţéŕ ţĥé ƥŕöĵéçţîöñ ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>This model has no positions</source>
            <translation>[Ţĥîš ɱöðéļ ĥåš ñö ƥöšîţîöñš ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>No position vectors</source>
            <translation>[Ñö ƥöšîţîöñ ṽéçţöŕš ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Nothing to add here</source>
            <translation>[Ñöţĥîñĝ ţö åðð ĥéŕé ļöŕéɱ î]</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>unknown theme {theme}; choose one of {names}</source>
            <translation>[ûñķñöŵñ ţĥéɱé {theme}; çĥööšé öñé öƒ {names} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>unknown colour map {name}; choose one of {names}</source>
            <translation>[ûñķñöŵñ çöļöûŕ ɱåƥ {name}; çĥööšé öñé öƒ {names} ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
    </context>
    <context>
        <name>PanelPager</name>
        <message>
            <source>E: token rows</source>
            <translation>[É: ţöķéñ ŕöŵš ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Position vectors</source>
            <translation>[Ƥöšîţîöñ ṽéçţöŕš ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Token + position</source>
            <translation>[Ţöķéñ + ƥöšîţîöñ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Panels:</source>
            <translation>[Ƥåñéļš: ļö]</translation>
        </message>
    </context>
    <context>
        <name>PanelTitles</name>
        <message>
            <source>Embedding table E (one row per word)</source>
            <translation>[Éɱƀéððîñĝ ţåƀļé É (öñé ŕöŵ ƥéŕ ŵöŕð) ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>Z: input to layer 1 (position · token)</source>
            <translation>[Ž: îñƥûţ ţö ļåýéŕ 1 (ƥöšîţîöñ · ţöķéñ) ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>Token row + position row = row of Z</source>
            <translation>[Ţöķéñ ŕöŵ + ƥöšîţîöñ ŕöŵ = ŕöŵ öƒ Ž ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>Position vectors, as a heatmap</source>
            <translation>[Ƥöšîţîöñ ṽéçţöŕš, åš å ĥéåţɱåƥ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Input layer: E, Z, the addition and the position heatmap</source>
            <translation>[Îñƥûţ ļåýéŕ: É, Ž, ţĥé åððîţîöñ åñð ţĥé ƥöšîţîöñ ĥéåţɱåƥ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
    </context>
    <context>
        <name>PositionsSwitch</name>
        <message>
            <source>Add the position vectors to the token rows (off: Z is the token rows alone)</source>
            <translation>[Åðð ţĥé ƥöšîţîöñ ṽéçţöŕš ţö ţĥé ţöķéñ ŕöŵš (öƒƒ: Ž îš ţĥé ţöķéñ ŕöŵš åļöñé) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>Nothing to switch: this scheme gives the words no positions</source>
            <translation>[Ñöţĥîñĝ ţö šŵîţçĥ: ţĥîš šçĥéɱé ĝîṽéš ţĥé ŵöŕðš ñö ƥöšîţîöñš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
    </context>
    <context>
        <name>RealModel</name>
        <message>
            <source>No real model is open: posviz is showing the lesson's toy model.</source>
            <translation>[Ñö ŕéåļ ɱöðéļ îš öƥéñ: ƥöšṽîž îš šĥöŵîñĝ ţĥé ļéššöñ'š ţöý ɱöðéļ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>&lt;b&gt;File → Open model folder…&lt;/b&gt; opens a Hugging Face-style folder ({files}), offline. From a terminal: {command}.</source>
            <translation>[&lt;b&gt;Ƒîļé → Öƥéñ ɱöðéļ ƒöļðéŕ…&lt;/b&gt; öƥéñš å Ĥûĝĝîñĝ Ƒåçé-šţýļé ƒöļðéŕ ({files}), öƒƒļîñé. Ƒŕöɱ å ţéŕɱîñåļ: {command}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ å]</translation>
        </message>
        <message numerus="yes">
            <source>%Ln tokens</source>
            <translation>
                <numerusform>[%Ln ţöķéñš ļöŕé]</numerusform>
                <numerusform>[%Ln ţöķéñš ļöŕé]</numerusform>
            </translation>
        </message>
        <message>
            <source>{tokens} ({rows} table rows: the rest are padding no text reaches)</source>
            <translation>[{tokens} ({rows} ţåƀļé ŕöŵš: ţĥé ŕéšţ åŕé ƥåððîñĝ ñö ţéẋţ ŕéåçĥéš) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>[Ƒåɱîļý ļö]</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>[Ƒöļðéŕ ļö]</translation>
        </message>
        <message>
            <source>Vocabulary |V|</source>
            <translation>[Ṽöçåƀûļåŕý |Ṽ| ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Width d</source>
            <translation>[Ŵîðţĥ ð ļö]</translation>
        </message>
        <message>
            <source>Longest input</source>
            <translation>[Ļöñĝéšţ îñƥûţ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Token table</source>
            <translation>[Ţöķéñ ţåƀļé ļöŕé]</translation>
        </message>
        <message>
            <source>{rows} × {width}, stored as {dtype}</source>
            <translation>[{rows} × {width}, šţöŕéð åš {dtype} ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>[Ƥöšîţîöñš ļöŕ]</translation>
        </message>
        <message>
            <source>Tokenizer</source>
            <translation>[Ţöķéñîžéŕ ļöŕ]</translation>
        </message>
        <message>
            <source>Rows with NaN or ±inf</source>
            <translation>[Ŕöŵš ŵîţĥ ÑåÑ öŕ ±îñƒ ļöŕéɱ îƥ]</translation>
        </message>
        <message numerus="yes">
            <source>%Ln of {total} token rows ({listed})</source>
            <translation>
                <numerusform>[%Ln öƒ {total} ţöķéñ ŕöŵš ({listed}) ļöŕéɱ îƥšûɱ ð]</numerusform>
                <numerusform>[%Ln öƒ {total} ţöķéñ ŕöŵš ({listed}) ļöŕéɱ îƥšûɱ ð]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln of {total} position rows ({listed})</source>
            <translation>
                <numerusform>[%Ln öƒ {total} ƥöšîţîöñ ŕöŵš ({listed}) ļöŕéɱ îƥšûɱ ðö]</numerusform>
                <numerusform>[%Ln öƒ {total} ƥöšîţîöñ ŕöŵš ({listed}) ļöŕéɱ îƥšûɱ ðö]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the %Ln token rows are being measured in the background…</source>
            <translation>
                <numerusform>[ţĥé %Ln ţöķéñ ŕöŵš åŕé ƀéîñĝ ɱéåšûŕéð îñ ţĥé ƀåçķĝŕöûñð… ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</numerusform>
                <numerusform>[ţĥé %Ln ţöķéñ ŕöŵš åŕé ƀéîñĝ ɱéåšûŕéð îñ ţĥé ƀåçķĝŕöûñð… ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</numerusform>
            </translation>
        </message>
        <message>
            <source>none</source>
            <comment>no rows with NaN or inf</comment>
            <translation>[ñöñé ļ]</translation>
        </message>
        <message>
            <source>not measured</source>
            <translation>[ñöţ ɱéåšûŕéð ļöŕé]</translation>
        </message>
        <message>
            <source>{rows}: shown as nan / inf, left out of colour scales and the nearest-row search</source>
            <translation>[{rows}: šĥöŵñ åš ñåñ / îñƒ, ļéƒţ öûţ öƒ çöļöûŕ šçåļéš åñð ţĥé ñéåŕéšţ-ŕöŵ šéåŕçĥ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>{found}; {waiting}</source>
            <translation>[{found}; {waiting} ļöŕé]</translation>
        </message>
        <message>
            <source>Position table values: the largest |value| is {largest} (row {row}), while {percent} % of values lie within ±{within}. Colour scales for real tables therefore come from a percentile, not from the extremes.</source>
            <translation>[Ƥöšîţîöñ ţåƀļé ṽåļûéš: ţĥé ļåŕĝéšţ |ṽåļûé| îš {largest} (ŕöŵ {row}), ŵĥîļé {percent} % öƒ ṽåļûéš ļîé ŵîţĥîñ ±{within}. Çöļöûŕ šçåļéš ƒöŕ ŕéåļ ţåƀļéš ţĥéŕéƒöŕé çöɱé ƒŕöɱ å ƥéŕçéñţîļé, ñöţ ƒŕöɱ ţĥé éẋţŕéɱéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>Parts of the lesson's recipe this model does not have</source>
            <translation>[Ƥåŕţš öƒ ţĥé ļéššöñ'š ŕéçîƥé ţĥîš ɱöðéļ ðöéš ñöţ ĥåṽé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>It has every part of the lesson's recipe: a token row plus a position row.</source>
            <translation>[Îţ ĥåš éṽéŕý ƥåŕţ öƒ ţĥé ļéššöñ'š ŕéçîƥé: å ţöķéñ ŕöŵ ƥļûš å ƥöšîţîöñ ŕöŵ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message numerus="yes">
            <source>{has} After z it adds %Ln more step(s): {steps}.</source>
            <translation>
                <numerusform>[{has} Åƒţéŕ ž îţ åððš %Ln ɱöŕé šţéƥ(š): {steps}. ļöŕéɱ îƥšûɱ ðöļöŕ š]</numerusform>
                <numerusform>[{has} Åƒţéŕ ž îţ åððš %Ln ɱöŕé šţéƥ(š): {steps}. ļöŕéɱ îƥšûɱ ðöļöŕ š]</numerusform>
            </translation>
        </message>
        <message>
            <source>token row {id} ({token})</source>
            <translation>[ţöķéñ ŕöŵ {id} ({token}) ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>+ position {index}</source>
            <translation>[+ ƥöšîţîöñ {index} ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>+ position {index}: nothing added</source>
            <translation>[+ ƥöšîţîöñ {index}: ñöţĥîñĝ åððéð ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>= z (token + position)</source>
            <translation>[= ž (ţöķéñ + ƥöšîţîöñ) ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>{step} → block 1</source>
            <translation>[{step} → ƀļöçķ 1 ļöŕéɱ]</translation>
        </message>
        <message>
            <source>The focused token's vectors, step by step</source>
            <translation>[Ţĥé ƒöçûšéð ţöķéñ'š ṽéçţöŕš, šţéƥ ƀý šţéƥ ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>The real model's steps from token rows to block 1's input</source>
            <translation>[Ţĥé ŕéåļ ɱöðéļ'š šţéƥš ƒŕöɱ ţöķéñ ŕöŵš ţö ƀļöçķ 1'š îñƥûţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>No real model open</source>
            <translation>[Ñö ŕéåļ ɱöðéļ öƥéñ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Also worth knowing</source>
            <translation>[Åļšö ŵöŕţĥ ķñöŵîñĝ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>not measured: {reason}</source>
            <translation>[ñöţ ɱéåšûŕéð: {reason} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>What block 1 receives for “{word}” (token {index}), step by step: the first {shown} of {width} dimensions.</source>
            <translation>[Ŵĥåţ ƀļöçķ 1 ŕéçéîṽéš ƒöŕ “{word}” (ţöķéñ {index}), šţéƥ ƀý šţéƥ: ţĥé ƒîŕšţ {shown} öƒ {width} ðîɱéñšîöñš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</translation>
        </message>
    </context>
    <context>
        <name>SentencePanelWords</name>
        <message>
            <source>position {index}: “{text}” → id {id}, the tokenizer's piece “{piece}” ({unk}: not in the vocabulary)</source>
            <translation>[ƥöšîţîöñ {index}: “{text}” → îð {id}, ţĥé ţöķéñîžéŕ'š ƥîéçé “{piece}” ({unk}: ñöţ îñ ţĥé ṽöçåƀûļåŕý) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ]</translation>
        </message>
        <message>
            <source>position {index}: “{text}” → id {id}, the tokenizer's piece “{piece}”</source>
            <translation>[ƥöšîţîöñ {index}: “{text}” → îð {id}, ţĥé ţöķéñîžéŕ'š ƥîéçé “{piece}” ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>position {index}: “{text}” → id {id} ({unk}: not in the vocabulary)</source>
            <translation>[ƥöšîţîöñ {index}: “{text}” → îð {id} ({unk}: ñöţ îñ ţĥé ṽöçåƀûļåŕý) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>position {index}: “{text}” → id {id}</source>
            <translation>[ƥöšîţîöñ {index}: “{text}” → îð {id} ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>token {index}, {label}, id {id}</source>
            <translation>[ţöķéñ {index}, {label}, îð {id} ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message numerus="yes">
            <source>That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged</source>
            <translation>
                <numerusform>[Ţĥåţ ŵöûļð ɱåķé ţĥé šéñţéñçé %Ln çĥåŕåçţéŕš ļöñĝ; ƥöšṽîž éñçöðéš åţ ɱöšţ {most}, šö îţ ŵåš ñöţ îñšéŕţéð åñð ţĥé šéñţéñçé îš ûñçĥåñĝéð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļî]</numerusform>
                <numerusform>[Ţĥåţ ŵöûļð ɱåķé ţĥé šéñţéñçé %Ln çĥåŕåçţéŕš ļöñĝ; ƥöšṽîž éñçöðéš åţ ɱöšţ {most}, šö îţ ŵåš ñöţ îñšéŕţéð åñð ţĥé šéñţéñçé îš ûñçĥåñĝéð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļî]</numerusform>
            </translation>
        </message>
        <message>
            <source>Sentence</source>
            <translation>[Šéñţéñçé ļöŕ]</translation>
        </message>
        <message>
            <source>Sentence:</source>
            <translation>[Šéñţéñçé: ļöŕ]</translation>
        </message>
        <message>
            <source>Sentence to encode</source>
            <translation>[Šéñţéñçé ţö éñçöðé ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Type a sentence, e.g. {example}</source>
            <translation>[Ţýƥé å šéñţéñçé, é.ĝ. {example} ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Preset sentences</source>
            <translation>[Ƥŕéšéţ šéñţéñçéš ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Presets…</source>
            <translation>[Ƥŕéšéţš… ļöŕ]</translation>
        </message>
        <message>
            <source>Tokens of the sentence</source>
            <translation>[Ţöķéñš öƒ ţĥé šéñţéñçé ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>No tokens yet: the sentence is empty.</source>
            <translation>[Ñö ţöķéñš ýéţ: ţĥé šéñţéñçé îš éɱƥţý. ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>Token ids: {ids} ({shown} of {total} tokens)</source>
            <translation>[Ţöķéñ îðš: {ids} ({shown} öƒ {total} ţöķéñš) ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message numerus="yes">
            <source>Token ids: {ids} (%Ln tokens in all)</source>
            <translation>
                <numerusform>[Ţöķéñ îðš: {ids} (%Ln ţöķéñš îñ åļļ) ļöŕéɱ îƥšûɱ ðöļ]</numerusform>
                <numerusform>[Ţöķéñ îðš: {ids} (%Ln ţöķéñš îñ åļļ) ļöŕéɱ îƥšûɱ ðöļ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Token ids: {ids}</source>
            <translation>[Ţöķéñ îðš: {ids} ļöŕéɱ ]</translation>
        </message>
        <message numerus="yes">
            <source>%Ln not in the vocabulary ({unk})</source>
            <translation>
                <numerusform>[%Ln ñöţ îñ ţĥé ṽöçåƀûļåŕý ({unk}) ļöŕéɱ îƥšûɱ ð]</numerusform>
                <numerusform>[%Ln ñöţ îñ ţĥé ṽöçåƀûļåŕý ({unk}) ļöŕéɱ îƥšûɱ ð]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>[… åñð %Ln ɱöŕé ļöŕéɱ ]</numerusform>
                <numerusform>[… åñð %Ln ɱöŕé ļöŕéɱ ]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Spoken</name>
        <message numerus="yes">
            <source>{values}, … and %Ln more</source>
            <translation>
                <numerusform>[{values}, … åñð %Ln ɱöŕé ļöŕéɱ îƥš]</numerusform>
                <numerusform>[{values}, … åñð %Ln ɱöŕé ļöŕéɱ îƥš]</numerusform>
            </translation>
        </message>
        <message>
            <source>not a number</source>
            <translation>[ñöţ å ñûɱƀéŕ ļöŕé]</translation>
        </message>
        <message>
            <source>infinity</source>
            <translation>[îñƒîñîţý ļöŕ]</translation>
        </message>
        <message>
            <source>minus infinity</source>
            <translation>[ɱîñûš îñƒîñîţý ļöŕéɱ]</translation>
        </message>
        <message>
            <source>No sentence: no row is focused.</source>
            <translation>[Ñö šéñţéñçé: ñö ŕöŵ îš ƒöçûšéð. ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message numerus="yes">
            <source>The focused token, at position {position}, is not among the %Ln rows shown.</source>
            <translation>
                <numerusform>[Ţĥé ƒöçûšéð ţöķéñ, åţ ƥöšîţîöñ {position}, îš ñöţ åɱöñĝ ţĥé %Ln ŕöŵš šĥöŵñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ç]</numerusform>
                <numerusform>[Ţĥé ƒöçûšéð ţöķéñ, åţ ƥöšîţîöñ {position}, îš ñöţ åɱöñĝ ţĥé %Ln ŕöŵš šĥöŵñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ç]</numerusform>
            </translation>
        </message>
        <message>
            <source>Focused row, position {position} ({word}): {values}.</source>
            <translation>[Ƒöçûšéð ŕöŵ, ƥöšîţîöñ {position} ({word}): {values}. ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>{y} against {x}</source>
            <translation>[{y} åĝåîñšţ {x} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>{view}: picture</source>
            <translation>[{view}: ƥîçţûŕé ļöŕéɱ]</translation>
        </message>
    </context>
    <context>
        <name>Walkthrough</name>
        <message>
            <source>Split the text into token ids</source>
            <translation>[Šƥļîţ ţĥé ţéẋţ îñţö ţöķéñ îðš ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>The tokenizer cuts the sentence into tokens and gives each one an id. An id is only a row number: 2 is not “closer” to 3 in any useful way.</source>
            <translation>[Ţĥé ţöķéñîžéŕ çûţš ţĥé šéñţéñçé îñţö ţöķéñš åñð ĝîṽéš éåçĥ öñé åñ îð. Åñ îð îš öñļý å ŕöŵ ñûɱƀéŕ: 2 îš ñöţ “çļöšéŕ” ţö 3 îñ åñý ûšéƒûļ ŵåý. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
        <message>
            <source>Look up each id's row</source>
            <translation>[Ļööķ ûƥ éåçĥ îð'š ŕöŵ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Each id picks one row of the table E. The row is a short list of learned numbers, the same row every time the word appears.</source>
            <translation>[Éåçĥ îð ƥîçķš öñé ŕöŵ öƒ ţĥé ţåƀļé É. Ţĥé ŕöŵ îš å šĥöŕţ ļîšţ öƒ ļéåŕñéð ñûɱƀéŕš, ţĥé šåɱé ŕöŵ éṽéŕý ţîɱé ţĥé ŵöŕð åƥƥéåŕš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>Make a vector for each position</source>
            <translation>[Ṁåķé å ṽéçţöŕ ƒöŕ éåçĥ ƥöšîţîöñ ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Add them</source>
            <translation>[Åðð ţĥéɱ ļöŕ]</translation>
        </message>
        <message>
            <source>Hand Z to the first layer</source>
            <translation>[Ĥåñð Ž ţö ţĥé ƒîŕšţ ļåýéŕ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Each position gets its own vector of the same width: the first pair of columns turns fastest (left), each later pair more slowly (right), like the hands of a clock.</source>
            <translation>[Éåçĥ ƥöšîţîöñ ĝéţš îţš öŵñ ṽéçţöŕ öƒ ţĥé šåɱé ŵîðţĥ: ţĥé ƒîŕšţ ƥåîŕ öƒ çöļûɱñš ţûŕñš ƒåšţéšţ (ļéƒţ), éåçĥ ļåţéŕ ƥåîŕ ɱöŕé šļöŵļý (ŕîĝĥţ), ļîķé ţĥé ĥåñðš öƒ å çļöçķ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Each position gets its own vector of the same width: slow waves on the left, fast waves on the right.</source>
            <translation>[Éåçĥ ƥöšîţîöñ ĝéţš îţš öŵñ ṽéçţöŕ öƒ ţĥé šåɱé ŵîðţĥ: šļöŵ ŵåṽéš öñ ţĥé ļéƒţ, ƒåšţ ŵåṽéš öñ ţĥé ŕîĝĥţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ å]</translation>
        </message>
        <message>
            <source>Each position gets its own vector of the same width: with base 1 every column turns at the same speed, one radian per position.</source>
            <translation>[Éåçĥ ƥöšîţîöñ ĝéţš îţš öŵñ ṽéçţöŕ öƒ ţĥé šåɱé ŵîðţĥ: ŵîţĥ ƀåšé 1 éṽéŕý çöļûɱñ ţûŕñš åţ ţĥé šåɱé šƥééð, öñé ŕåðîåñ ƥéŕ ƥöšîţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ ]</translation>
        </message>
        <message>
            <source>Each position gets its own vector of the same width: the sines (left half) go from fast to slow, then the cosines (right half) repeat the same frequencies.</source>
            <translation>[Éåçĥ ƥöšîţîöñ ĝéţš îţš öŵñ ṽéçţöŕ öƒ ţĥé šåɱé ŵîðţĥ: ţĥé šîñéš (ļéƒţ ĥåļƒ) ĝö ƒŕöɱ ƒåšţ ţö šļöŵ, ţĥéñ ţĥé çöšîñéš (ŕîĝĥţ ĥåļƒ) ŕéƥéåţ ţĥé šåɱé ƒŕéǫûéñçîéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ î]</translation>
        </message>
        <message>
            <source>{sentence} Its last column is all zeros (odd width).</source>
            <translation>[{sentence} Îţš ļåšţ çöļûɱñ îš åļļ žéŕöš (öðð ŵîðţĥ). ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>Each position gets its own row of a learned table, of the same width.</source>
            <translation>[Éåçĥ ƥöšîţîöñ ĝéţš îţš öŵñ ŕöŵ öƒ å ļéåŕñéð ţåƀļé, öƒ ţĥé šåɱé ŵîðţĥ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>RoPE adds no vector here: it rotates queries and keys inside attention.</source>
            <translation>[ŔöƤÉ åððš ñö ṽéçţöŕ ĥéŕé: îţ ŕöţåţéš ǫûéŕîéš åñð ķéýš îñšîðé åţţéñţîöñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ç]</translation>
        </message>
        <message>
            <source>Each position gets its own vector of the same width.</source>
            <translation>[Éåçĥ ƥöšîţîöñ ĝéţš îţš öŵñ ṽéçţöŕ öƒ ţĥé šåɱé ŵîðţĥ. ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
    </context>
    <context>
        <name>WalkthroughWords</name>
        <message>
            <source>Walkthrough</source>
            <translation>[Ŵåļķţĥŕöûĝĥ ļöŕé]</translation>
        </message>
        <message>
            <source>{arrow} Back</source>
            <translation>[{arrow} Ɓåçķ ļöŕ]</translation>
        </message>
        <message>
            <source>Next {arrow}</source>
            <translation>[Ñéẋţ {arrow} ļöŕ]</translation>
        </message>
        <message>
            <source>Leave (Esc)</source>
            <translation>[Ļéåṽé (Éšç) ļöŕé]</translation>
        </message>
        <message>
            <source>Step {step} of {count}   {dots}</source>
            <translation>[Šţéƥ {step} öƒ {count}   {dots} ļöŕéɱ îƥšû]</translation>
        </message>
    </context>
</TS>
