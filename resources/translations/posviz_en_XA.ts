<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>AboutText</name>
        <message>
            <source>posviz {version}</source>
            <translation>[ƥöšṽîž {version} ļöŕé]</translation>
        </message>
        <message>
            <source>How a transformer's input layer is built: text → token ids → rows of E → + position vectors → Z. MIT licence.</source>
            <translation>[Ĥöŵ å ţŕåñšƒöŕɱéŕ'š îñƥûţ ļåýéŕ îš ƀûîļţ: ţéẋţ → ţöķéñ îðš → ŕöŵš öƒ É → + ƥöšîţîöñ ṽéçţöŕš → Ž. ṀÎŢ ļîçéñçé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Parts posviz runs on&lt;/b&gt; (the standalone bundle ships them):</source>
            <translation>[&lt;b&gt;Ƥåŕţš ƥöšṽîž ŕûñš öñ&lt;/b&gt; (ţĥé šţåñðåļöñé ƀûñðļé šĥîƥš ţĥéɱ): ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>Qt, PySide6 and Shiboken6 are used as shared libraries under the LGPL v3: you may replace them with your own build. Licence texts (on the web, and on this machine where installed):</source>
            <translation>[Ǫţ, ƤýŠîðé6 åñð Šĥîƀöķéñ6 åŕé ûšéð åš šĥåŕéð ļîƀŕåŕîéš ûñðéŕ ţĥé ĻĜƤĻ ṽ3: ýöû ɱåý ŕéƥļåçé ţĥéɱ ŵîţĥ ýöûŕ öŵñ ƀûîļð. Ļîçéñçé ţéẋţš (öñ ţĥé ŵéƀ, åñð öñ ţĥîš ɱåçĥîñé ŵĥéŕé îñšţåļļéð): ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
    </context>
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
        <name>Commands</name>
        <message>
            <source>&amp;Next step</source>
            <translation>[&amp;Néẋţ šţéƥ ļöŕ]</translation>
        </message>
        <message>
            <source>next walkthrough step (starts the walkthrough)</source>
            <translation>[ñéẋţ ŵåļķţĥŕöûĝĥ šţéƥ (šţåŕţš ţĥé ŵåļķţĥŕöûĝĥ) ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>&amp;Previous step</source>
            <translation>[&amp;Pŕéṽîöûš šţéƥ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>previous step</source>
            <translation>[ƥŕéṽîöûš šţéƥ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>&amp;Blank the screen</source>
            <translation>[&amp;Bļåñķ ţĥé šçŕééñ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>blank the screen (any key brings it back)</source>
            <translation>[ƀļåñķ ţĥé šçŕééñ (åñý ķéý ƀŕîñĝš îţ ƀåçķ) ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>&amp;Leave the mode</source>
            <translation>[&amp;Léåṽé ţĥé ɱöðé ļöŕéɱ]</translation>
        </message>
        <message>
            <source>leave the current mode: blank screen, editing, presentation, walkthrough</source>
            <translation>[ļéåṽé ţĥé çûŕŕéñţ ɱöðé: ƀļåñķ šçŕééñ, éðîţîñĝ, ƥŕéšéñţåţîöñ, ŵåļķţĥŕöûĝĥ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ç]</translation>
        </message>
        <message>
            <source>Start the &amp;walkthrough</source>
            <translation>[Šţåŕţ ţĥé &amp;wåļķţĥŕöûĝĥ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>start the walkthrough</source>
            <translation>[šţåŕţ ţĥé ŵåļķţĥŕöûĝĥ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>the ▶ Walkthrough button</source>
            <translation>[ţĥé ▶ Ŵåļķţĥŕöûĝĥ ƀûţţöñ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>&amp;Next prepared sentence</source>
            <translation>[&amp;Néẋţ ƥŕéƥåŕéð šéñţéñçé ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>next prepared sentence (File → Prepared sentences)</source>
            <translation>[ñéẋţ ƥŕéƥåŕéð šéñţéñçé (Ƒîļé → Ƥŕéƥåŕéð šéñţéñçéš) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>&amp;Previous prepared sentence</source>
            <translation>[&amp;Pŕéṽîöûš ƥŕéƥåŕéð šéñţéñçé ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>previous prepared sentence</source>
            <translation>[ƥŕéṽîöûš ƥŕéƥåŕéð šéñţéñçé ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>&amp;Presentation mode</source>
            <translation>[&amp;Pŕéšéñţåţîöñ ɱöðé ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>presentation mode (full screen, no menus; with two screens, a presenter console on the laptop)</source>
            <translation>[ƥŕéšéñţåţîöñ ɱöðé (ƒûļļ šçŕééñ, ñö ɱéñûš; ŵîţĥ ţŵö šçŕééñš, å ƥŕéšéñţéŕ çöñšöļé öñ ţĥé ļåƥţöƥ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>[Žööɱ &amp;iñ ļö]</translation>
        </message>
        <message>
            <source>zoom in</source>
            <translation>[žööɱ îñ ļö]</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>[Žööɱ &amp;oûţ ļöŕ]</translation>
        </message>
        <message>
            <source>zoom out</source>
            <translation>[žööɱ öûţ ļöŕ]</translation>
        </message>
        <message>
            <source>&amp;Actual size</source>
            <translation>[&amp;Açţûåļ šîžé ļöŕé]</translation>
        </message>
        <message>
            <source>zoom back to 100 %</source>
            <translation>[žööɱ ƀåçķ ţö 100 % ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>&amp;Shuffle demo: reorder the words</source>
            <translation>[&amp;Sĥûƒƒļé ðéɱö: ŕéöŕðéŕ ţĥé ŵöŕðš ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>the shuffle demo: reorder the words</source>
            <translation>[ţĥé šĥûƒƒļé ðéɱö: ŕéöŕðéŕ ţĥé ŵöŕðš ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>&amp;Keyboard keys</source>
            <translation>[&amp;Kéýƀöåŕð ķéýš ļöŕéɱ]</translation>
        </message>
        <message>
            <source>this list of keys</source>
            <translation>[ţĥîš ļîšţ öƒ ķéýš ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>[&amp;Qûîţ ļ]</translation>
        </message>
        <message>
            <source>quit posviz</source>
            <translation>[ǫûîţ ƥöšṽîž ļöŕé]</translation>
        </message>
        <message>
            <source>F2, a click or typing into a control</source>
            <translation>[Ƒ2, å çļîçķ öŕ ţýƥîñĝ îñţö å çöñţŕöļ ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>edit it: its arrows and Enter are its own until Esc, Enter or leaving it (in the walkthrough: text fields only)</source>
            <translation>[éðîţ îţ: îţš åŕŕöŵš åñð Éñţéŕ åŕé îţš öŵñ ûñţîļ Éšç, Éñţéŕ öŕ ļéåṽîñĝ îţ (îñ ţĥé ŵåļķţĥŕöûĝĥ: ţéẋţ ƒîéļðš öñļý) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥî]</translation>
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <translation>[Ţåƀ / Šĥîƒţ+Ţåƀ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>move to the next / previous control (a frame shows which has the keys)</source>
            <translation>[ɱöṽé ţö ţĥé ñéẋţ / ƥŕéṽîöûš çöñţŕöļ (å ƒŕåɱé šĥöŵš ŵĥîçĥ ĥåš ţĥé ķéýš) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>Space (on a button, check box or drop-down)</source>
            <translation>[Šƥåçé (öñ å ƀûţţöñ, çĥéçķ ƀöẋ öŕ ðŕöƥ-ðöŵñ) ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>press or open it, once Tab brought the keys to it (its frame shows); arrows move along the tabs (outside the walkthrough and presentation mode; otherwise these keys move the steps)</source>
            <translation>[ƥŕéšš öŕ öƥéñ îţ, öñçé Ţåƀ ƀŕöûĝĥţ ţĥé ķéýš ţö îţ (îţš ƒŕåɱé šĥöŵš); åŕŕöŵš ɱöṽé åļöñĝ ţĥé ţåƀš (öûţšîðé ţĥé ŵåļķţĥŕöûĝĥ åñð ƥŕéšéñţåţîöñ ɱöðé; öţĥéŕŵîšé ţĥéšé ķéýš ɱöṽé ţĥé šţéƥš) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>Page Down</source>
            <translation>[Ƥåĝé Ðöŵñ ļöŕ]</translation>
        </message>
        <message>
            <source>Page Up</source>
            <translation>[Ƥåĝé Ûƥ ļö]</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>[Éñţéŕ ļ]</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>[Ŕîĝĥţ ļ]</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>[Ļéƒţ ļ]</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>[Ûƥ ļ]</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>[Ðöŵñ ļ]</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>[Šƥåçé ļ]</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>[Ɓåçķšƥåçé ļöŕ]</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>[Éšç ļ]</translation>
        </message>
        <message>
            <source>Ctrl</source>
            <translation>[Çţŕļ ļ]</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>[Šĥîƒţ ļ]</translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>[{first} öŕ {second} ļöŕéɱ]</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the keys of a list</comment>
            <translation>[,  ļ]</translation>
        </message>
        <message>
            <source>{keys} or {other}</source>
            <translation>[{keys} öŕ {other} ļöŕéɱ]</translation>
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
        <name>Console</name>
        <message>
            <source>posviz: presenter console</source>
            <translation>[ƥöšṽîž: ƥŕéšéñţéŕ çöñšöļé ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Typed here only: Enter shows it to the room, Esc puts back the room's sentence</source>
            <translation>[Ţýƥéð ĥéŕé öñļý: Éñţéŕ šĥöŵš îţ ţö ţĥé ŕööɱ, Éšç ƥûţš ƀåçķ ţĥé ŕööɱ'š šéñţéñçé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>Speaker notes (only you see them)</source>
            <translation>[Šƥéåķéŕ ñöţéš (öñļý ýöû šéé ţĥéɱ) ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>Black out the room's screen; this console stays as it is</source>
            <translation>[Ɓļåçķ öûţ ţĥé ŕööɱ'š šçŕééñ; ţĥîš çöñšöļé šţåýš åš îţ îš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>What the room sees</source>
            <translation>[Ŵĥåţ ţĥé ŕööɱ šééš ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>[◀ Ɓåçķ ļö]</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>[Ñéẋţ ▶ ļö]</translation>
        </message>
        <message>
            <source>◀ Prepared sentence</source>
            <translation>[◀ Ƥŕéƥåŕéð šéñţéñçé ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Prepared sentence ▶</source>
            <translation>[Ƥŕéƥåŕéð šéñţéñçé ▶ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Swap screens</source>
            <translation>[Šŵåƥ šçŕééñš ļöŕé]</translation>
        </message>
        <message>
            <source>Put the room's window on this screen and this console on the other</source>
            <translation>[Ƥûţ ţĥé ŕööɱ'š ŵîñðöŵ öñ ţĥîš šçŕééñ åñð ţĥîš çöñšöļé öñ ţĥé öţĥéŕ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>Stop presenting (Esc)</source>
            <translation>[Šţöƥ ƥŕéšéñţîñĝ (Éšç) ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Prepared sentence {number} of {count}; next: “{sentence}”</source>
            <translation>[Ƥŕéƥåŕéð šéñţéñçé {number} öƒ {count}; ñéẋţ: “{sentence}” ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>Prepared sentence {number} of {count}; it is the last one</source>
            <translation>[Ƥŕéƥåŕéð šéñţéñçé {number} öƒ {count}; îţ îš ţĥé ļåšţ öñé ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>Show the room again (B)</source>
            <translation>[Šĥöŵ ţĥé ŕööɱ åĝåîñ (Ɓ) ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Blank the room (B)</source>
            <translation>[Ɓļåñķ ţĥé ŕööɱ (Ɓ) ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>The room sees a black screen (B or any key shows it again)</source>
            <translation>[Ţĥé ŕööɱ šééš å ƀļåçķ šçŕééñ (Ɓ öŕ åñý ķéý šĥöŵš îţ åĝåîñ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>The room sees</source>
            <translation>[Ţĥé ŕööɱ šééš ļöŕéɱ]</translation>
        </message>
        <message>
            <source>A black screen: the room's window is blanked (B or any key shows it again).</source>
            <translation>[Å ƀļåçķ šçŕééñ: ţĥé ŕööɱ'š ŵîñðöŵ îš ƀļåñķéð (Ɓ öŕ åñý ķéý šĥöŵš îţ åĝåîñ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>The room's window, as its picture was last taken: {where}, {title}.</source>
            <translation>[Ţĥé ŕööɱ'š ŵîñðöŵ, åš îţš ƥîçţûŕé ŵåš ļåšţ ţåķéñ: {where}, {title}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>No notes here. Each walkthrough step has notes of its own; a prepared sentence's notes, when it has some, show in their place (View → Speaker notes, in the main window, edits them).</source>
            <translation>[Ñö ñöţéš ĥéŕé. Éåçĥ ŵåļķţĥŕöûĝĥ šţéƥ ĥåš ñöţéš öƒ îţš öŵñ; å ƥŕéƥåŕéð šéñţéñçé'š ñöţéš, ŵĥéñ îţ ĥåš šöɱé, šĥöŵ îñ ţĥéîŕ ƥļåçé (Ṽîéŵ → Šƥéåķéŕ ñöţéš, îñ ţĥé ɱåîñ ŵîñðöŵ, éðîţš ţĥéɱ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>Not in the walkthrough</source>
            <translation>[Ñöţ îñ ţĥé ŵåļķţĥŕöûĝĥ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>The main view</source>
            <translation>[Ţĥé ɱåîñ ṽîéŵ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>The sentence and the panels, as in the window without menus.</source>
            <translation>[Ţĥé šéñţéñçé åñð ţĥé ƥåñéļš, åš îñ ţĥé ŵîñðöŵ ŵîţĥöûţ ɱéñûš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>Next: step 1 of {count}, {title} (Next starts the walkthrough)</source>
            <translation>[Ñéẋţ: šţéƥ 1 öƒ {count}, {title} (Ñéẋţ šţåŕţš ţĥé ŵåļķţĥŕöûĝĥ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>Next: step {number} of {count}, {title}</source>
            <translation>[Ñéẋţ: šţéƥ {number} öƒ {count}, {title} ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Next: nothing; this is the last step (Esc leaves the walkthrough)</source>
            <translation>[Ñéẋţ: ñöţĥîñĝ; ţĥîš îš ţĥé ļåšţ šţéƥ (Éšç ļéåṽéš ţĥé ŵåļķţĥŕöûĝĥ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>Step {number} of {count}</source>
            <translation>[Šţéƥ {number} öƒ {count} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Elapsed {time}</source>
            <translation>[Éļåƥšéð {time} ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Elapsed {time}  (paused)</source>
            <translation>[Éļåƥšéð {time}  (ƥåûšéð) ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Time since the timer was started, pauses not counted</source>
            <translation>[Ţîɱé šîñçé ţĥé ţîɱéŕ ŵåš šţåŕţéð, ƥåûšéš ñöţ çöûñţéð ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>[Ƥåûšé ļ]</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>[Šţåŕţ ļ]</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>[Ŕéšéţ ļ]</translation>
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
            <source>Property: what it measures</source>
            <translation>[Ƥŕöƥéŕţý: ŵĥåţ îţ ɱéåšûŕéš ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>This table</source>
            <translation>[Ţĥîš ţåƀļé ļöŕ]</translation>
        </message>
        <message>
            <source>Sinusoidal</source>
            <translation>[Šîñûšöîðåļ ļöŕ]</translation>
        </message>
        <message>
            <source>{name}:
{meaning}</source>
            <extracomment>a score's name, and on the next line what it measures</extracomment>
            <translation>[{name}: ļö]
[{meaning} ļ]</translation>
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
        <name>ErrorText</name>
        <message>
            <source>The log file {path} cannot be written ({reason}); posviz goes on without a log.</source>
            <translation>[Ţĥé ļöĝ ƒîļé {path} çåññöţ ƀé ŵŕîţţéñ ({reason}); ƥöšṽîž ĝöéš öñ ŵîţĥöûţ å ļöĝ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>Something went wrong and was not done: {reason}. posviz kept its last good state.</source>
            <translation>[Šöɱéţĥîñĝ ŵéñţ ŵŕöñĝ åñð ŵåš ñöţ ðöñé: {reason}. ƥöšṽîž ķéƥţ îţš ļåšţ ĝööð šţåţé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
    </context>
    <context>
        <name>ExportNames</name>
        <message>
            <source>Whole window</source>
            <translation>[Ŵĥöļé ŵîñðöŵ ļöŕé]</translation>
        </message>
        <message>
            <source>Embedding table E</source>
            <translation>[Éɱƀéððîñĝ ţåƀļé É ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Z, the input to layer 1</source>
            <translation>[Ž, ţĥé îñƥûţ ţö ļåýéŕ 1 ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Token row + position row</source>
            <translation>[Ţöķéñ ŕöŵ + ƥöšîţîöñ ŕöŵ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Position heatmap</source>
            <translation>[Ƥöšîţîöñ ĥéåţɱåƥ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Position similarity (cosine)</source>
            <translation>[Ƥöšîţîöñ šîɱîļåŕîţý (çöšîñé) ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Position table's principal components</source>
            <translation>[Ƥöšîţîöñ ţåƀļé'š ƥŕîñçîƥåļ çöɱƥöñéñţš ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>RoPE's long-range bound</source>
            <translation>[ŔöƤÉ'š ļöñĝ-ŕåñĝé ƀöûñð ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>cannot tell the format from no extension; end the file name with {endings}</source>
            <translation>[çåññöţ ţéļļ ţĥé ƒöŕɱåţ ƒŕöɱ ñö éẋţéñšîöñ; éñð ţĥé ƒîļé ñåɱé ŵîţĥ {endings} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>cannot tell the format from {suffix}; end the file name with {endings}</source>
            <translation>[çåññöţ ţéļļ ţĥé ƒöŕɱåţ ƒŕöɱ {suffix}; éñð ţĥé ƒîļé ñåɱé ŵîţĥ {endings} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>unknown panel {panel}; choose one of {panels}</source>
            <translation>[ûñķñöŵñ ƥåñéļ {panel}; çĥööšé öñé öƒ {panels} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>the whole window is a picture: export it as .png or .svg, not .{format} (panels with tables: {panels})</source>
            <translation>[ţĥé ŵĥöļé ŵîñðöŵ îš å ƥîçţûŕé: éẋƥöŕţ îţ åš .ƥñĝ öŕ .šṽĝ, ñöţ .{format} (ƥåñéļš ŵîţĥ ţåƀļéš: {panels}) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ]</translation>
        </message>
        <message>
            <source>the sentence has no tokens, so there is no sum to export</source>
            <translation>[ţĥé šéñţéñçé ĥåš ñö ţöķéñš, šö ţĥéŕé îš ñö šûɱ ţö éẋƥöŕţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>the {panel} view has no table of numbers; choose one of {panels}</source>
            <translation>[ţĥé {panel} ṽîéŵ ĥåš ñö ţåƀļé öƒ ñûɱƀéŕš; çĥööšé öñé öƒ {panels} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
    </context>
    <context>
        <name>ExportText</name>
        <message>
            <source>cannot make a {width} × {height} image at {scale}× (out of memory?)</source>
            <translation>[çåññöţ ɱåķé å {width} × {height} îɱåĝé åţ {scale}× (öûţ öƒ ɱéɱöŕý?) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>cannot write {path}: Qt could not save the PNG</source>
            <translation>[çåññöţ ŵŕîţé {path}: Ǫţ çöûļð ñöţ šåṽé ţĥé ƤÑĜ ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>cannot write {path}: Qt could not start the SVG</source>
            <translation>[çåññöţ ŵŕîţé {path}: Ǫţ çöûļð ñöţ šţåŕţ ţĥé ŠṼĜ ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
    </context>
    <context>
        <name>FamilyTable</name>
        <message>
            <source>No token-type row and no normalisation before block 1 (its normalisation is inside the block).</source>
            <translation>[Ñö ţöķéñ-ţýƥé ŕöŵ åñð ñö ñöŕɱåļîšåţîöñ ƀéƒöŕé ƀļöçķ 1 (îţš ñöŕɱåļîšåţîöñ îš îñšîðé ţĥé ƀļöçķ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>No token-type row and no normalisation before block 1: it receives z itself (its LayerNorm ln_1 is inside the block).</source>
            <translation>[Ñö ţöķéñ-ţýƥé ŕöŵ åñð ñö ñöŕɱåļîšåţîöñ ƀéƒöŕé ƀļöçķ 1: îţ ŕéçéîṽéš ž îţšéļƒ (îţš ĻåýéŕÑöŕɱ ļñ_1 îš îñšîðé ţĥé ƀļöçķ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšç]</translation>
        </message>
        <message>
            <source>No token-type row.</source>
            <translation>[Ñö ţöķéñ-ţýƥé ŕöŵ. ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>No token-type (segment) table: DistilBERT dropped it.</source>
            <translation>[Ñö ţöķéñ-ţýƥé (šéĝɱéñţ) ţåƀļé: ÐîšţîļƁÉŔŢ ðŕöƥƥéð îţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>No LayerNorm before block 1: XLM-R XL normalises inside each block (pre-LayerNorm).</source>
            <translation>[Ñö ĻåýéŕÑöŕɱ ƀéƒöŕé ƀļöçķ 1: ẊĻṀ-Ŕ ẊĻ ñöŕɱåļîšéš îñšîðé éåçĥ ƀļöçķ (ƥŕé-ĻåýéŕÑöŕɱ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>No token-type (segment) table.</source>
            <translation>[Ñö ţöķéñ-ţýƥé (šéĝɱéñţ) ţåƀļé. ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>posviz does not know this kind of model: config.json says model_type {model_type} (architectures {architectures}, tensors {sample}), and posviz opens only input layers it has checked against the reference library. Known families: {known}.</source>
            <translation>[ƥöšṽîž ðöéš ñöţ ķñöŵ ţĥîš ķîñð öƒ ɱöðéļ: çöñƒîĝ.ĵšöñ šåýš ɱöðéļ_ţýƥé {model_type} (åŕçĥîţéçţûŕéš {architectures}, ţéñšöŕš {sample}), åñð ƥöšṽîž öƥéñš öñļý îñƥûţ ļåýéŕš îţ ĥåš çĥéçķéð åĝåîñšţ ţĥé ŕéƒéŕéñçé ļîƀŕåŕý. Ķñöŵñ ƒåɱîļîéš: {known}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>posviz does not know this kind of model: config.json has no model_type, architectures {architectures}, and its tensors include {sample}. Known families: {known}.</source>
            <translation>[ƥöšṽîž ðöéš ñöţ ķñöŵ ţĥîš ķîñð öƒ ɱöðéļ: çöñƒîĝ.ĵšöñ ĥåš ñö ɱöðéļ_ţýƥé, åŕçĥîţéçţûŕéš {architectures}, åñð îţš ţéñšöŕš îñçļûðé {sample}. Ķñöŵñ ƒåɱîļîéš: {known}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕé]</translation>
        </message>
        <message>
            <source>config.json names no model_type; posviz read it as {family} from its architecture name {architecture}.</source>
            <translation>[çöñƒîĝ.ĵšöñ ñåɱéš ñö ɱöðéļ_ţýƥé; ƥöšṽîž ŕéåð îţ åš {family} ƒŕöɱ îţš åŕçĥîţéçţûŕé ñåɱé {architecture}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</translation>
        </message>
        <message>
            <source>config.json names no model_type or known architecture; posviz read it as {family} from its tensor names ({tensor}).</source>
            <translation>[çöñƒîĝ.ĵšöñ ñåɱéš ñö ɱöðéļ_ţýƥé öŕ ķñöŵñ åŕçĥîţéçţûŕé; ƥöšṽîž ŕéåð îţ åš {family} ƒŕöɱ îţš ţéñšöŕ ñåɱéš ({tensor}). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
    </context>
    <context>
        <name>FileMenu</name>
        <message>
            <source>posviz lecture state (*.posviz);;All files (*)</source>
            <translation>[ƥöšṽîž ļéçţûŕé šţåţé (*.ƥöšṽîž);;Åļļ ƒîļéš (*) ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>[ƤÑĜ îɱåĝé (*.ƥñĝ) ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>SVG drawing (*.svg)</source>
            <translation>[ŠṼĜ ðŕåŵîñĝ (*.šṽĝ) ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>CSV table (*.csv)</source>
            <translation>[ÇŠṼ ţåƀļé (*.çšṽ) ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>NumPy array (*.npy)</source>
            <translation>[ÑûɱƤý åŕŕåý (*.ñƥý) ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>PNG at 2× (for slides)…</source>
            <translation>[ƤÑĜ åţ 2× (ƒöŕ šļîðéš)… ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>PNG…</source>
            <translation>[ƤÑĜ… ļ]</translation>
        </message>
        <message>
            <source>SVG…</source>
            <translation>[ŠṼĜ… ļ]</translation>
        </message>
        <message>
            <source>CSV table…</source>
            <translation>[ÇŠṼ ţåƀļé… ļöŕ]</translation>
        </message>
        <message>
            <source>NumPy .npy…</source>
            <translation>[ÑûɱƤý .ñƥý… ļöŕé]</translation>
        </message>
        <message>
            <source>&amp;Open lecture state…</source>
            <translation>[&amp;Oƥéñ ļéçţûŕé šţåţé… ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>&amp;Save lecture state</source>
            <translation>[&amp;Såṽé ļéçţûŕé šţåţé ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Save lecture state &amp;as…</source>
            <translation>[Šåṽé ļéçţûŕé šţåţé &amp;aš… ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>&amp;Add this view as the next prepared sentence</source>
            <translation>[&amp;Aðð ţĥîš ṽîéŵ åš ţĥé ñéẋţ ƥŕéƥåŕéð šéñţéñçé ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>&amp;Remove this prepared sentence</source>
            <translation>[&amp;Réɱöṽé ţĥîš ƥŕéƥåŕéð šéñţéñçé ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Lesson page…</source>
            <translation>[Ļéššöñ ƥåĝé… ļöŕé]</translation>
        </message>
        <message>
            <source>&amp;Record…</source>
            <translation>[&amp;Réçöŕð… ļö]</translation>
        </message>
        <message>
            <source>&amp;Prepared sentences</source>
            <translation>[&amp;Pŕéƥåŕéð šéñţéñçéš ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>[&amp;Eẋƥöŕţ ļö]</translation>
        </message>
        <message>
            <source>Copy the picture</source>
            <translation>[Çöƥý ţĥé ƥîçţûŕé ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Open a lecture state</source>
            <translation>[Öƥéñ å ļéçţûŕé šţåţé ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Cannot open the lecture state</source>
            <translation>[Çåññöţ öƥéñ ţĥé ļéçţûŕé šţåţé ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>{reason}

Nothing was changed.</source>
            <translation>[{reason} ļ]

[Ñöţĥîñĝ ŵåš çĥåñĝéð. ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Opened {name}: prepared sentence {number} of {count}</source>
            <translation>[Öƥéñéð {name}: ƥŕéƥåŕéð šéñţéñçé {number} öƒ {count} ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>Save the lecture state</source>
            <translation>[Šåṽé ţĥé ļéçţûŕé šţåţé ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Cannot save the lecture state</source>
            <translation>[Çåññöţ šåṽé ţĥé ļéçţûŕé šţåţé ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>{reason}

Nothing was overwritten; choose another place.</source>
            <translation>[{reason} ļ]

[Ñöţĥîñĝ ŵåš öṽéŕŵŕîţţéñ; çĥööšé åñöţĥéŕ ƥļåçé. ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>Saved the lecture state to {path}</source>
            <translation>[Šåṽéð ţĥé ļéçţûŕé šţåţé ţö {path} ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Export: {panel}</source>
            <translation>[Éẋƥöŕţ: {panel} ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>[Éẋƥöŕţ ƒåîļéð ļöŕéɱ]</translation>
        </message>
        <message>
            <source>{reason}

No file was changed.</source>
            <translation>[{reason} ļ]

[Ñö ƒîļé ŵåš çĥåñĝéð. ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Exported to {path}</source>
            <translation>[Éẋƥöŕţéð ţö {path} ļöŕéɱ ]</translation>
        </message>
    </context>
    <context>
        <name>FocusRingText</name>
        <message>
            <source>Focus ring</source>
            <translation>[Ƒöçûš ŕîñĝ ļöŕ]</translation>
        </message>
        <message>
            <source>Marks the control that has the keyboard</source>
            <translation>[Ṁåŕķš ţĥé çöñţŕöļ ţĥåţ ĥåš ţĥé ķéýƀöåŕð ļöŕéɱ îƥšûɱ ðöļ]</translation>
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
        <name>HelpText</name>
        <message>
            <source>Text becomes token ids</source>
            <translation>[Ţéẋţ ƀéçöɱéš ţöķéñ îðš ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>the tokenizer cuts the sentence into tokens and gives each an id; an id is only a row number of the table E, not a quantity.</source>
            <translation>[ţĥé ţöķéñîžéŕ çûţš ţĥé šéñţéñçé îñţö ţöķéñš åñð ĝîṽéš éåçĥ åñ îð; åñ îð îš öñļý å ŕöŵ ñûɱƀéŕ öƒ ţĥé ţåƀļé É, ñöţ å ǫûåñţîţý. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>An id picks a row of E</source>
            <translation>[Åñ îð ƥîçķš å ŕöŵ öƒ É ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>E has one learned row per token of the vocabulary (|V| × d_model). A sentence of L tokens reads L rows: L × d_model, however large the vocabulary.</source>
            <translation>[É ĥåš öñé ļéåŕñéð ŕöŵ ƥéŕ ţöķéñ öƒ ţĥé ṽöçåƀûļåŕý (|Ṽ| × ð_ɱöðéļ). Å šéñţéñçé öƒ Ļ ţöķéñš ŕéåðš Ļ ŕöŵš: Ļ × ð_ɱöðéļ, ĥöŵéṽéŕ ļåŕĝé ţĥé ṽöçåƀûļåŕý. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕé]</translation>
        </message>
        <message>
            <source>Order is invisible without positions</source>
            <translation>[Öŕðéŕ îš îñṽîšîƀļé ŵîţĥöûţ ƥöšîţîöñš ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>attention looks at all tokens at once; without position vectors 'the dog bit the man' and 'the man bit the dog' give the same rows, only reordered (the Word order tab).</source>
            <translation>[åţţéñţîöñ ļööķš åţ åļļ ţöķéñš åţ öñçé; ŵîţĥöûţ ƥöšîţîöñ ṽéçţöŕš 'ţĥé ðöĝ ƀîţ ţĥé ɱåñ' åñð 'ţĥé ɱåñ ƀîţ ţĥé ðöĝ' ĝîṽé ţĥé šåɱé ŕöŵš, öñļý ŕéöŕðéŕéð (ţĥé Ŵöŕð öŕðéŕ ţåƀ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>A vector for each position</source>
            <translation>[Å ṽéçţöŕ ƒöŕ éåçĥ ƥöšîţîöñ ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>the paper's sinusoids (sin and cos at frequencies base^(-2k/d)), a learned table (GPT-2, BERT), or no vector at all: RoPE rotates queries and keys, ALiBi biases attention scores (Deeper ideas).</source>
            <translation>[ţĥé ƥåƥéŕ'š šîñûšöîðš (šîñ åñð çöš åţ ƒŕéǫûéñçîéš ƀåšé^(-2ķ/ð)), å ļéåŕñéð ţåƀļé (ĜƤŢ-2, ƁÉŔŢ), öŕ ñö ṽéçţöŕ åţ åļļ: ŔöƤÉ ŕöţåţéš ǫûéŕîéš åñð ķéýš, ÅĻîƁî ƀîåšéš åţţéñţîöñ šçöŕéš (Ðééƥéŕ îðéåš). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>Add them: Z</source>
            <translation>[Åðð ţĥéɱ: Ž ļöŕé]</translation>
        </message>
        <message>
            <source>each token's row plus its position's vector, number by number, is one row of Z (L × d_model), the matrix the first transformer block reads.</source>
            <translation>[éåçĥ ţöķéñ'š ŕöŵ ƥļûš îţš ƥöšîţîöñ'š ṽéçţöŕ, ñûɱƀéŕ ƀý ñûɱƀéŕ, îš öñé ŕöŵ öƒ Ž (Ļ × ð_ɱöðéļ), ţĥé ɱåţŕîẋ ţĥé ƒîŕšţ ţŕåñšƒöŕɱéŕ ƀļöçķ ŕéåðš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
        <message>
            <source>Check yourself</source>
            <translation>[Çĥéçķ ýöûŕšéļƒ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>the Quiz explains every answer; Practice has you write the table and Z in numpy, checked against hidden cases.</source>
            <translation>[ţĥé Ǫûîž éẋƥļåîñš éṽéŕý åñšŵéŕ; Ƥŕåçţîçé ĥåš ýöû ŵŕîţé ţĥé ţåƀļé åñð Ž îñ ñûɱƥý, çĥéçķéð åĝåîñšţ ĥîððéñ çåšéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>the system's settings store (registry on Windows, defaults on macOS)</source>
            <translation>[ţĥé šýšţéɱ'š šéţţîñĝš šţöŕé (ŕéĝîšţŕý öñ Ŵîñðöŵš, ðéƒåûļţš öñ ɱåçÖŠ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>Settings (theme, zoom, colour map, last sentence, window)</source>
            <translation>[Šéţţîñĝš (ţĥéɱé, žööɱ, çöļöûŕ ɱåƥ, ļåšţ šéñţéñçé, ŵîñðöŵ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>Autosave of the lecture state (restored at start)</source>
            <translation>[Åûţöšåṽé öƒ ţĥé ļéçţûŕé šţåţé (ŕéšţöŕéð åţ šţåŕţ) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>Practice drafts and progress</source>
            <translation>[Ƥŕåçţîçé ðŕåƒţš åñð ƥŕöĝŕéšš ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Other data (set-aside damaged files, recent models)</source>
            <translation>[Öţĥéŕ ðåţå (šéţ-åšîðé ðåɱåĝéð ƒîļéš, ŕéçéñţ ɱöðéļš) ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>Lecture files (.posviz) and exports</source>
            <translation>[Ļéçţûŕé ƒîļéš (.ƥöšṽîž) åñð éẋƥöŕţš ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>where you choose; the first dialog opens in {folder}</source>
            <translation>[ŵĥéŕé ýöû çĥööšé; ţĥé ƒîŕšţ ðîåļöĝ öƥéñš îñ {folder} ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}&lt;/b&gt;: {text}</source>
            <comment>a lesson and what it teaches</comment>
            <translation>[&lt;b&gt;{title}&lt;/b&gt;: {text} ļöŕé]</translation>
        </message>
        <message>
            <source>What posviz teaches</source>
            <translation>[Ŵĥåţ ƥöšṽîž ţéåçĥéš ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Where posviz keeps its files</source>
            <translation>[Ŵĥéŕé ƥöšṽîž ķééƥš îţš ƒîļéš ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Welcome to posviz</source>
            <translation>[Ŵéļçöɱé ţö ƥöšṽîž ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Welcome to posviz: see how a transformer turns text into the matrix Z its first block reads.</source>
            <translation>[Ŵéļçöɱé ţö ƥöšṽîž: šéé ĥöŵ å ţŕåñšƒöŕɱéŕ ţûŕñš ţéẋţ îñţö ţĥé ɱåţŕîẋ Ž îţš ƒîŕšţ ƀļöçķ ŕéåðš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţ]</translation>
        </message>
        <message>
            <source>Welcome to posviz. Three ways in:</source>
            <translation>[Ŵéļçöɱé ţö ƥöšṽîž. Ţĥŕéé ŵåýš îñ: ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>▶ The walkthrough (F6)</source>
            <translation>[▶ Ţĥé ŵåļķţĥŕöûĝĥ (Ƒ6) ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Five steps, from text to Z. Right, Space or Page Down moves on; Esc leaves.</source>
            <translation>[Ƒîṽé šţéƥš, ƒŕöɱ ţéẋţ ţö Ž. Ŕîĝĥţ, Šƥåçé öŕ Ƥåĝé Ðöŵñ ɱöṽéš öñ; Éšç ļéåṽéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>✎ Type a sentence</source>
            <translation>[✎ Ţýƥé å šéñţéñçé ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Puts the cursor in the sentence box: every panel follows what you type.</source>
            <translation>[Ƥûţš ţĥé çûŕšöŕ îñ ţĥé šéñţéñçé ƀöẋ: éṽéŕý ƥåñéļ ƒöļļöŵš ŵĥåţ ýöû ţýƥé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ç]</translation>
        </message>
        <message>
            <source>Open a real model (Ctrl+O)</source>
            <translation>[Öƥéñ å ŕéåļ ɱöðéļ (Çţŕļ+Ö) ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>GPT-2, BERT, Llama and others from a folder or the local Hugging Face cache (offline; needs pip install 'posviz[real]').</source>
            <translation>[ĜƤŢ-2, ƁÉŔŢ, Ļļåɱå åñð öţĥéŕš ƒŕöɱ å ƒöļðéŕ öŕ ţĥé ļöçåļ Ĥûĝĝîñĝ Ƒåçé çåçĥé (öƒƒļîñé; ñééðš ƥîƥ îñšţåļļ 'ƥöšṽîž[ŕéåļ]'). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçî]</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>[Çļöšé ļ]</translation>
        </message>
        <message>
            <source>Closes this welcome. Help → Welcome brings it back.</source>
            <translation>[Çļöšéš ţĥîš ŵéļçöɱé. Ĥéļƥ → Ŵéļçöɱé ƀŕîñĝš îţ ƀåçķ. ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>Keys: Tab moves between controls · F1 lists every key · F5 presentation mode · Ctrl+= / Ctrl+- zoom · Esc leaves a mode. Shown once; Help → Welcome brings it back.</source>
            <translation>[Ķéýš: Ţåƀ ɱöṽéš ƀéţŵééñ çöñţŕöļš · Ƒ1 ļîšţš éṽéŕý ķéý · Ƒ5 ƥŕéšéñţåţîöñ ɱöðé · Çţŕļ+= / Çţŕļ+- žööɱ · Éšç ļéåṽéš å ɱöðé. Šĥöŵñ öñçé; Ĥéļƥ → Ŵéļçöɱé ƀŕîñĝš îţ ƀåçķ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>F1 lists every key.</source>
            <translation>[Ƒ1 ļîšţš éṽéŕý ķéý. ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>&amp;Welcome and the three ways in</source>
            <translation>[&amp;Wéļçöɱé åñð ţĥé ţĥŕéé ŵåýš îñ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>What the &amp;lessons cover</source>
            <translation>[Ŵĥåţ ţĥé &amp;léššöñš çöṽéŕ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Words on the &amp;screen</source>
            <translation>[Ŵöŕðš öñ ţĥé &amp;sçŕééñ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Where &amp;files are kept</source>
            <translation>[Ŵĥéŕé &amp;fîļéš åŕé ķéƥţ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>&amp;About posviz</source>
            <translation>[&amp;Aƀöûţ ƥöšṽîž ļöŕé]</translation>
        </message>
        <message>
            <source>What the lessons cover</source>
            <translation>[Ŵĥåţ ţĥé ļéššöñš çöṽéŕ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Words on the screen</source>
            <translation>[Ŵöŕðš öñ ţĥé šçŕééñ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>About posviz</source>
            <translation>[Åƀöûţ ƥöšṽîž ļöŕé]</translation>
        </message>
    </context>
    <context>
        <name>InputLayerText</name>
        <message>
            <source>token</source>
            <translation>[ţöķéñ ļ]</translation>
        </message>
        <message>
            <source>token + position</source>
            <translation>[ţöķéñ + ƥöšîţîöñ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>The model reads at most {length} tokens: the first {length} of the text's {total} are shown, the rest were cut.</source>
            <translation>[Ţĥé ɱöðéļ ŕéåðš åţ ɱöšţ {length} ţöķéñš: ţĥé ƒîŕšţ {length} öƒ ţĥé ţéẋţ'š {total} åŕé šĥöŵñ, ţĥé ŕéšţ ŵéŕé çûţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</translation>
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
        <name>LayerSettingsText</name>
        <message>
            <source>settings must be a JSON object</source>
            <translation>[šéţţîñĝš ɱûšţ ƀé å ĴŠÖÑ öƀĵéçţ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>unknown setting(s): {names}</source>
            <translation>[ûñķñöŵñ šéţţîñĝ(š): {names} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>{model} places tokens with its own positions ({own}); go back to the toy model to try another scheme</source>
            <translation>[{model} ƥļåçéš ţöķéñš ŵîţĥ îţš öŵñ ƥöšîţîöñš ({own}); ĝö ƀåçķ ţö ţĥé ţöý ɱöðéļ ţö ţŕý åñöţĥéŕ šçĥéɱé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</translation>
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
        <name>LectureFile</name>
        <message>
            <source>'word_order' must be a list of at most {count} positions</source>
            <translation>['ŵöŕð_öŕðéŕ' ɱûšţ ƀé å ļîšţ öƒ åţ ɱöšţ {count} ƥöšîţîöñš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>its sentence has {count} characters (at most {limit})</source>
            <translation>[îţš šéñţéñçé ĥåš {count} çĥåŕåçţéŕš (åţ ɱöšţ {limit}) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>its notes have {count} characters (at most {limit})</source>
            <translation>[îţš ñöţéš ĥåṽé {count} çĥåŕåçţéŕš (åţ ɱöšţ {limit}) ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>it would be {size} MB, and lecture files are at most {limit} MB (so it could not be opened again): remove some prepared sentences or shorten them</source>
            <translation>[îţ ŵöûļð ƀé {size} ṀƁ, åñð ļéçţûŕé ƒîļéš åŕé åţ ɱöšţ {limit} ṀƁ (šö îţ çöûļð ñöţ ƀé öƥéñéð åĝåîñ): ŕéɱöṽé šöɱé ƥŕéƥåŕéð šéñţéñçéš öŕ šĥöŕţéñ ţĥéɱ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļö]</translation>
        </message>
        <message>
            <source>it could not be opened again ({reason})</source>
            <translation>[îţ çöûļð ñöţ ƀé öƥéñéð åĝåîñ ({reason}) ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>its JSON is nested too deeply to be a lecture state</source>
            <translation>[îţš ĴŠÖÑ îš ñéšţéð ţöö ðééƥļý ţö ƀé å ļéçţûŕé šţåţé ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>'slides' must be a non-empty list of slides</source>
            <translation>['šļîðéš' ɱûšţ ƀé å ñöñ-éɱƥţý ļîšţ öƒ šļîðéš ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>it has {count} slides; at most {limit} are allowed</source>
            <translation>[îţ ĥåš {count} šļîðéš; åţ ɱöšţ {limit} åŕé åļļöŵéð ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>slide {number}: {reason}</source>
            <translation>[šļîðé {number}: {reason} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>'extra' must be a JSON object</source>
            <translation>['éẋţŕå' ɱûšţ ƀé å ĴŠÖÑ öƀĵéçţ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>{file}: {reason}</source>
            <translation>[{file}: {reason} ļöŕé]</translation>
        </message>
        <message>
            <source>{file}: cannot be read ({reason})</source>
            <translation>[{file}: çåññöţ ƀé ŕéåð ({reason}) ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>[ţĥé ƒîļé îš éɱƥţý ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>it is not a text file (not UTF-8), so it is not a lecture state</source>
            <translation>[îţ îš ñöţ å ţéẋţ ƒîļé (ñöţ ÛŢƑ-8), šö îţ îš ñöţ å ļéçţûŕé šţåţé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>it is not a posviz lecture state (the file holds a JSON {kind}, not an object)</source>
            <translation>[îţ îš ñöţ å ƥöšṽîž ļéçţûŕé šţåţé (ţĥé ƒîļé ĥöļðš å ĴŠÖÑ {kind}, ñöţ åñ öƀĵéçţ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>it is not a posviz lecture state (its format is {found}; expected {expected})</source>
            <translation>[îţ îš ñöţ å ƥöšṽîž ļéçţûŕé šţåţé (îţš ƒöŕɱåţ îš {found}; éẋƥéçţéð {expected}) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>it is not a posviz lecture state (it has no 'format' field; expected {expected})</source>
            <translation>[îţ îš ñöţ å ƥöšṽîž ļéçţûŕé šţåţé (îţ ĥåš ñö 'ƒöŕɱåţ' ƒîéļð; éẋƥéçţéð {expected}) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>its 'version' must be a whole number from 1, got {value}</source>
            <translation>[îţš 'ṽéŕšîöñ' ɱûšţ ƀé å ŵĥöļé ñûɱƀéŕ ƒŕöɱ 1, ĝöţ {value} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>it was written by a newer posviz (format version {version}; this one reads up to {newest}): update posviz to open it</source>
            <translation>[îţ ŵåš ŵŕîţţéñ ƀý å ñéŵéŕ ƥöšṽîž (ƒöŕɱåţ ṽéŕšîöñ {version}; ţĥîš öñé ŕéåðš ûƥ ţö {newest}): ûƥðåţé ƥöšṽîž ţö öƥéñ îţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>{what} must be a JSON object, got a {kind}</source>
            <translation>[{what} ɱûšţ ƀé å ĴŠÖÑ öƀĵéçţ, ĝöţ å {kind} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>{what} has unknown field(s): {names}</source>
            <translation>[{what} ĥåš ûñķñöŵñ ƒîéļð(š): {names} ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>{what} lacks the field(s): {names}</source>
            <translation>[{what} ļåçķš ţĥé ƒîéļð(š): {names} ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>{name} must be a whole number, got {value}</source>
            <translation>[{name} ɱûšţ ƀé å ŵĥöļé ñûɱƀéŕ, ĝöţ {value} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>{name} must be between {low} and {high}, got {value}</source>
            <translation>[{name} ɱûšţ ƀé ƀéţŵééñ {low} åñð {high}, ĝöţ {value} ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>{name} must be a number, got {value}</source>
            <translation>[{name} ɱûšţ ƀé å ñûɱƀéŕ, ĝöţ {value} ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
    </context>
    <context>
        <name>LectureText</name>
        <message>
            <source>notes have at most {limit} characters; these have {count}</source>
            <translation>[ñöţéš ĥåṽé åţ ɱöšţ {limit} çĥåŕåçţéŕš; ţĥéšé ĥåṽé {count} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>Cannot show prepared sentence {number}: {reason}</source>
            <translation>[Çåññöţ šĥöŵ ƥŕéƥåŕéð šéñţéñçé {number}: {reason} ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>Prepared sentence {number} of {count}: “{sentence}”</source>
            <translation>[Ƥŕéƥåŕéð šéñţéñçé {number} öƒ {count}: “{sentence}” ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>Cannot add a prepared sentence: {reason}</source>
            <translation>[Çåññöţ åðð å ƥŕéƥåŕéð šéñţéñçé: {reason} ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
        <message>
            <source>Added as prepared sentence {number} of {count}</source>
            <translation>[Åððéð åš ƥŕéƥåŕéð šéñţéñçé {number} öƒ {count} ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>Removed; now prepared sentence {number} of {count}</source>
            <translation>[Ŕéɱöṽéð; ñöŵ ƥŕéƥåŕéð šéñţéñçé {number} öƒ {count} ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>Autosave failed: {reason}</source>
            <translation>[Åûţöšåṽé ƒåîļéð: {reason} ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>The autosave's place held {kind}, not posviz's own file; it was renamed to {name} and a new autosave written.</source>
            <translation>[Ţĥé åûţöšåṽé'š ƥļåçé ĥéļð {kind}, ñöţ ƥöšṽîž'š öŵñ ƒîļé; îţ ŵåš ŕéñåɱéð ţö {name} åñð å ñéŵ åûţöšåṽé ŵŕîţţéñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðî]</translation>
        </message>
        <message>
            <source>Restored the lecture state saved when posviz last ran.</source>
            <translation>[Ŕéšţöŕéð ţĥé ļéçţûŕé šţåţé šåṽéð ŵĥéñ ƥöšṽîž ļåšţ ŕåñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>Changes not saved: {reason}</source>
            <translation>[Çĥåñĝéš ñöţ šåṽéð: {reason} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>{reason}

This note stays until a save succeeds.</source>
            <translation>[{reason} ļ]

[Ţĥîš ñöţé šţåýš ûñţîļ å šåṽé šûççééðš. ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>could not rename it ({reason}); autosaving to {name}</source>
            <translation>[çöûļð ñöţ ŕéñåɱé îţ ({reason}); åûţöšåṽîñĝ ţö {name} ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>kept it as {name}</source>
            <translation>[ķéƥţ îţ åš {name} ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>The autosave could not be restored ({reason}); {kept}. Started from the defaults.</source>
            <translation>[Ţĥé åûţöšåṽé çöûļð ñöţ ƀé ŕéšţöŕéð ({reason}); {kept}. Šţåŕţéð ƒŕöɱ ţĥé ðéƒåûļţš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
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
        <name>LimitsText</name>
        <message>
            <source>the text is {length} characters long; posviz encodes at most {most}, so the last sentence that fitted is still shown</source>
            <translation>[ţĥé ţéẋţ îš {length} çĥåŕåçţéŕš ļöñĝ; ƥöšṽîž éñçöðéš åţ ɱöšţ {most}, šö ţĥé ļåšţ šéñţéñçé ţĥåţ ƒîţţéð îš šţîļļ šĥöŵñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥî]</translation>
        </message>
        <message>
            <source>Z would be {tokens} tokens × {width} = {values} numbers, more than the {most} shown at once; use a shorter text or a smaller d_model</source>
            <translation>[Ž ŵöûļð ƀé {tokens} ţöķéñš × {width} = {values} ñûɱƀéŕš, ɱöŕé ţĥåñ ţĥé {most} šĥöŵñ åţ öñçé; ûšé å šĥöŕţéŕ ţéẋţ öŕ å šɱåļļéŕ ð_ɱöðéļ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>1 character that no file can hold (lone UTF-16 surrogates) was replaced by �, so the text can be saved</source>
            <translation>[1 çĥåŕåçţéŕ ţĥåţ ñö ƒîļé çåñ ĥöļð (ļöñé ÛŢƑ-16 šûŕŕöĝåţéš) ŵåš ŕéƥļåçéð ƀý �, šö ţĥé ţéẋţ çåñ ƀé šåṽéð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ å]</translation>
        </message>
        <message numerus="yes">
            <source>%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved</source>
            <translation>
                <numerusform>[%Ln çĥåŕåçţéŕš ţĥåţ ñö ƒîļé çåñ ĥöļð (ļöñé ÛŢƑ-16 šûŕŕöĝåţéš) ŵéŕé ŕéƥļåçéð ƀý �, šö ţĥé ţéẋţ çåñ ƀé šåṽéð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</numerusform>
                <numerusform>[%Ln çĥåŕåçţéŕš ţĥåţ ñö ƒîļé çåñ ĥöļð (ļöñé ÛŢƑ-16 šûŕŕöĝåţéš) ŵéŕé ŕéƥļåçéð ƀý �, šö ţĥé ţéẋţ çåñ ƀé šåṽéð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</numerusform>
            </translation>
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
        <name>MainMenus</name>
        <message>
            <source>Blue – white – red (CET-D1)</source>
            <translation>[Ɓļûé – ŵĥîţé – ŕéð (ÇÉŢ-Ð1) ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>Colour-blind safe: blue – yellow (CET-CBD1)</source>
            <translation>[Çöļöûŕ-ƀļîñð šåƒé: ƀļûé – ýéļļöŵ (ÇÉŢ-ÇƁÐ1) ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>Colour-blind safe: tritanopia (CET-CBTD1)</source>
            <translation>[Çöļöûŕ-ƀļîñð šåƒé: ţŕîţåñöƥîå (ÇÉŢ-ÇƁŢÐ1) ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>Presenting with a clicker</source>
            <translation>[Ƥŕéšéñţîñĝ ŵîţĥ å çļîçķéŕ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>[&amp;Fîļé ļ]</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>[&amp;Vîéŵ ļ]</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>[&amp;Héļƥ ļ]</translation>
        </message>
        <message>
            <source>Full screen, no menus; Esc leaves (F5)</source>
            <translation>[Ƒûļļ šçŕééñ, ñö ɱéñûš; Éšç ļéåṽéš (Ƒ5) ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>[&amp;Tĥéɱé ļ]</translation>
        </message>
        <message>
            <source>&amp;Colour map</source>
            <translation>[&amp;Cöļöûŕ ɱåƥ ļöŕ]</translation>
        </message>
        <message>
            <source>&amp;Reduce motion</source>
            <translation>[&amp;Réðûçé ɱöţîöñ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>&amp;Presenting with a clicker…</source>
            <translation>[&amp;Pŕéšéñţîñĝ ŵîţĥ å çļîçķéŕ… ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>posviz keys</source>
            <translation>[ƥöšṽîž ķéýš ļöŕé]</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>[Ķéýš ļ]</translation>
        </message>
        <message>
            <source>What they do</source>
            <translation>[Ŵĥåţ ţĥéý ðö ļöŕé]</translation>
        </message>
    </context>
    <context>
        <name>MainWindowText</name>
        <message>
            <source>posviz: how a transformer's input layer is built</source>
            <translation>[ƥöšṽîž: ĥöŵ å ţŕåñšƒöŕɱéŕ'š îñƥûţ ļåýéŕ îš ƀûîļţ ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>Views</source>
            <translation>[Ṽîéŵš ļ]</translation>
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
        <name>ModelFolderText</name>
        <message>
            <source>the folder has no {name}: posviz needs it to know {what}</source>
            <translation>[ţĥé ƒöļðéŕ ĥåš ñö {name}: ƥöšṽîž ñééðš îţ ţö ķñöŵ {what} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>{name} should hold a JSON object</source>
            <translation>[{name} šĥöûļð ĥöļð å ĴŠÖÑ öƀĵéçţ ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>{folder} has no weights: no .safetensors file</source>
            <translation>[{folder} ĥåš ñö ŵéîĝĥţš: ñö .šåƒéţéñšöŕš ƒîļé ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>posviz reads only safetensors weights, and this folder has {files}: a pickled checkpoint, and loading a pickle runs whatever code it contains, so posviz never opens one. Use the model's model.safetensors instead (most models publish one).</source>
            <translation>[ƥöšṽîž ŕéåðš öñļý šåƒéţéñšöŕš ŵéîĝĥţš, åñð ţĥîš ƒöļðéŕ ĥåš {files}: å ƥîçķļéð çĥéçķƥöîñţ, åñð ļöåðîñĝ å ƥîçķļé ŕûñš ŵĥåţéṽéŕ çöðé îţ çöñţåîñš, šö ƥöšṽîž ñéṽéŕ öƥéñš öñé. Ûšé ţĥé ɱöðéļ'š ɱöðéļ.šåƒéţéñšöŕš îñšţéåð (ɱöšţ ɱöðéļš ƥûƀļîšĥ öñé). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ å]</translation>
        </message>
        <message>
            <source>where each tensor is</source>
            <translation>[ŵĥéŕé éåçĥ ţéñšöŕ îš ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>{index} has no weight_map</source>
            <translation>[{index} ĥåš ñö ŵéîĝĥţ_ɱåƥ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>{index}: every weight_map value must be a file name (text)</source>
            <translation>[{index}: éṽéŕý ŵéîĝĥţ_ɱåƥ ṽåļûé ɱûšţ ƀé å ƒîļé ñåɱé (ţéẋţ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>{index} lists {files}, which the folder does not have (an incomplete download?)</source>
            <translation>[{index} ļîšţš {files}, ŵĥîçĥ ţĥé ƒöļðéŕ ðöéš ñöţ ĥåṽé (åñ îñçöɱƥļéţé ðöŵñļöåð?) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>{name} is a link that leads outside the model folder (to {target}): posviz reads only the folder's own files</source>
            <translation>[{name} îš å ļîñķ ţĥåţ ļéåðš öûţšîðé ţĥé ɱöðéļ ƒöļðéŕ (ţö {target}): ƥöšṽîž ŕéåðš öñļý ţĥé ƒöļðéŕ'š öŵñ ƒîļéš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</translation>
        </message>
        <message>
            <source>tensor {tensor} is in both {first} and {second}</source>
            <translation>[ţéñšöŕ {tensor} îš îñ ƀöţĥ {first} åñð {second} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>there is no folder {folder}</source>
            <translation>[ţĥéŕé îš ñö ƒöļðéŕ {folder} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>the model's family and sizes</source>
            <translation>[ţĥé ɱöðéļ'š ƒåɱîļý åñð šîžéš ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>the folder has no tokenizer.json: posviz needs the model's own tokenizer to turn text into its ids (vocab.txt or merges.txt alone are not enough)</source>
            <translation>[ţĥé ƒöļðéŕ ĥåš ñö ţöķéñîžéŕ.ĵšöñ: ƥöšṽîž ñééðš ţĥé ɱöðéļ'š öŵñ ţöķéñîžéŕ ţö ţûŕñ ţéẋţ îñţö îţš îðš (ṽöçåƀ.ţẋţ öŕ ɱéŕĝéš.ţẋţ åļöñé åŕé ñöţ éñöûĝĥ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕ]</translation>
        </message>
        <message>
            <source>reading config.json and the weights' headers</source>
            <translation>[ŕéåðîñĝ çöñƒîĝ.ĵšöñ åñð ţĥé ŵéîĝĥţš' ĥéåðéŕš ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>reading the position and normalisation tensors</source>
            <translation>[ŕéåðîñĝ ţĥé ƥöšîţîöñ åñð ñöŕɱåļîšåţîöñ ţéñšöŕš ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>reading tokenizer.json</source>
            <translation>[ŕéåðîñĝ ţöķéñîžéŕ.ĵšöñ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>tokenizer.json has {tokens} tokens but the token table only {rows} rows: they do not belong to the same model</source>
            <translation>[ţöķéñîžéŕ.ĵšöñ ĥåš {tokens} ţöķéñš ƀûţ ţĥé ţöķéñ ţåƀļé öñļý {rows} ŕöŵš: ţĥéý ðö ñöţ ƀéļöñĝ ţö ţĥé šåɱé ɱöðéļ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</translation>
        </message>
        <message>
            <source>ready</source>
            <translation>[ŕéåðý ļ]</translation>
        </message>
        <message>
            <source>{name} ({family}, real weights)</source>
            <translation>[{name} ({family}, ŕéåļ ŵéîĝĥţš) ļöŕéɱ îƥšû]</translation>
        </message>
    </context>
    <context>
        <name>ModelLoading</name>
        <message>
            <source>reading the folder</source>
            <translation>[ŕéåðîñĝ ţĥé ƒöļðéŕ ļöŕéɱ î]</translation>
        </message>
        <message numerus="yes">
            <source>Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens</source>
            <translation>
                <numerusform>[Öƥéñéð {name}: {family}, |Ṽ| = {vocabulary}, ð = {width}, ûƥ ţö %Ln ţöķéñš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</numerusform>
                <numerusform>[Öƥéñéð {name}: {family}, |Ṽ| = {vocabulary}, ð = {width}, ûƥ ţö %Ln ţöķéñš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</numerusform>
            </translation>
        </message>
        <message>
            <source>Loading cancelled: still showing {name}</source>
            <translation>[Ļöåðîñĝ çåñçéļļéð: šţîļļ šĥöŵîñĝ {name} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>&amp;Open model…</source>
            <translation>[&amp;Oƥéñ ɱöðéļ… ļöŕé]</translation>
        </message>
        <message>
            <source>Open a model from the local Hugging Face cache or a recent folder (offline)</source>
            <translation>[Öƥéñ å ɱöðéļ ƒŕöɱ ţĥé ļöçåļ Ĥûĝĝîñĝ Ƒåçé çåçĥé öŕ å ŕéçéñţ ƒöļðéŕ (öƒƒļîñé) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
        </message>
        <message>
            <source>Open model &amp;folder…</source>
            <translation>[Öƥéñ ɱöðéļ &amp;föļðéŕ… ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Open a real model: a folder with config.json, *.safetensors and tokenizer.json</source>
            <translation>[Öƥéñ å ŕéåļ ɱöðéļ: å ƒöļðéŕ ŵîţĥ çöñƒîĝ.ĵšöñ, *.šåƒéţéñšöŕš åñð ţöķéñîžéŕ.ĵšöñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>Back to the &amp;toy model</source>
            <translation>[Ɓåçķ ţö ţĥé &amp;töý ɱöðéļ ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>[Çåñçéļ ļö]</translation>
        </message>
        <message>
            <source>Opening {path}</source>
            <translation>[Öƥéñîñĝ {path} ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Opening a model</source>
            <translation>[Öƥéñîñĝ å ɱöðéļ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
            <translation>[Öƥéñ å ɱöðéļ ƒöļðéŕ (çöñƒîĝ.ĵšöñ, *.šåƒéţéñšöŕš, ţöķéñîžéŕ.ĵšöñ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>Back to the lesson's toy model</source>
            <translation>[Ɓåçķ ţö ţĥé ļéššöñ'š ţöý ɱöðéļ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Could not open the model: {reason}</source>
            <translation>[Çöûļð ñöţ öƥéñ ţĥé ɱöðéļ: {reason} ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Could not open the model</source>
            <translation>[Çöûļð ñöţ öƥéñ ţĥé ɱöðéļ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>posviz is still showing {name}.</source>
            <translation>[ƥöšṽîž îš šţîļļ šĥöŵîñĝ {name}. ļöŕéɱ îƥšûɱ]</translation>
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
        <name>NotesText</name>
        <message>
            <source>No notes for this prepared sentence. Type here to write some: they are saved with the lecture and shown only to you, never in presentation mode.</source>
            <translation>[Ñö ñöţéš ƒöŕ ţĥîš ƥŕéƥåŕéð šéñţéñçé. Ţýƥé ĥéŕé ţö ŵŕîţé šöɱé: ţĥéý åŕé šåṽéð ŵîţĥ ţĥé ļéçţûŕé åñð šĥöŵñ öñļý ţö ýöû, ñéṽéŕ îñ ƥŕéšéñţåţîöñ ɱöðé. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕ]</translation>
        </message>
        <message>
            <source>Default notes for step {number} (type to replace them with your own):

{notes}</source>
            <translation>[Ðéƒåûļţ ñöţéš ƒöŕ šţéƥ {number} (ţýƥé ţö ŕéƥļåçé ţĥéɱ ŵîţĥ ýöûŕ öŵñ): ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]

[{notes} ļ]</translation>
        </message>
        <message>
            <source>Speaker notes</source>
            <translation>[Šƥéåķéŕ ñöţéš ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Speaker &amp;notes</source>
            <translation>[Šƥéåķéŕ &amp;nöţéš ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Your notes for the prepared sentence or walkthrough step shown (Ctrl+Shift+N); hidden in presentation mode</source>
            <translation>[Ýöûŕ ñöţéš ƒöŕ ţĥé ƥŕéƥåŕéð šéñţéñçé öŕ ŵåļķţĥŕöûĝĥ šţéƥ šĥöŵñ (Çţŕļ+Šĥîƒţ+Ñ); ĥîððéñ îñ ƥŕéšéñţåţîöñ ɱöðé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðî]</translation>
        </message>
        <message>
            <source>Prepared sentence {number} of {count} · walkthrough step {step}</source>
            <translation>[Ƥŕéƥåŕéð šéñţéñçé {number} öƒ {count} · ŵåļķţĥŕöûĝĥ šţéƥ {step} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>Prepared sentence {number} of {count}</source>
            <translation>[Ƥŕéƥåŕéð šéñţéñçé {number} öƒ {count} ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>Not kept: {reason}</source>
            <translation>[Ñöţ ķéƥţ: {reason} ļöŕéɱ]</translation>
        </message>
    </context>
    <context>
        <name>OpenModel</name>
        <message>
            <source>The cache in {folder} could not be read ({reason}).</source>
            <translation>[Ţĥé çåçĥé îñ {folder} çöûļð ñöţ ƀé ŕéåð ({reason}). ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>No models in the Hugging Face cache ({folder}).</source>
            <translation>[Ñö ɱöðéļš îñ ţĥé Ĥûĝĝîñĝ Ƒåçé çåçĥé ({folder}). ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message numerus="yes">
            <source>%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.</source>
            <translation>
                <numerusform>[%n ɱöðéļ ŕéṽîšîöñ(š) îñ ţĥé Ĥûĝĝîñĝ Ƒåçé çåçĥé ({folder}); {usable} çåñ ƀé öƥéñéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</numerusform>
                <numerusform>[%n ɱöðéļ ŕéṽîšîöñ(š) îñ ţĥé Ĥûĝĝîñĝ Ƒåçé çåçĥé ({folder}); {usable} çåñ ƀé öƥéñéð. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</numerusform>
            </translation>
        </message>
        <message>
            <source>Open a model</source>
            <translation>[Öƥéñ å ɱöðéļ ļöŕé]</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>[Ṁöðéļ ļ]</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>[Ƒåɱîļý ļö]</translation>
        </message>
        <message>
            <source>Vocabulary × width</source>
            <translation>[Ṽöçåƀûļåŕý × ŵîðţĥ ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>[Šîžé öñ ðîšķ ļöŕé]</translation>
        </message>
        <message>
            <source>Can be opened</source>
            <translation>[Çåñ ƀé öƥéñéð ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>[Öƥéñ ļ]</translation>
        </message>
        <message>
            <source>Choose a folder…</source>
            <translation>[Çĥööšé å ƒöļðéŕ… ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;In the Hugging Face cache&lt;/b&gt; (nothing is downloaded)</source>
            <translation>[&lt;b&gt;Îñ ţĥé Ĥûĝĝîñĝ Ƒåçé çåçĥé&lt;/b&gt; (ñöţĥîñĝ îš ðöŵñļöåðéð) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>Opened recently</source>
            <translation>[Öƥéñéð ŕéçéñţļý ļöŕéɱ]</translation>
        </message>
        <message>
            <source>{vocabulary} × {width}</source>
            <translation>[{vocabulary} × {width} ļöŕéɱ]</translation>
        </message>
        <message>
            <source>usable</source>
            <translation>[ûšåƀļé ļö]</translation>
        </message>
        <message>
            <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
            <translation>[Öƥéñ å ɱöðéļ ƒöļðéŕ (çöñƒîĝ.ĵšöñ, *.šåƒéţéñšöŕš, ţöķéñîžéŕ.ĵšöñ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
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
        <name>OrderChipsWidget</name>
        <message>
            <source>Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right</source>
            <translation>[Ŵöŕð öŕðéŕ: ðŕåĝ å ŵöŕð öñţö åñöţĥéŕ ţö ɱöṽé îţ ţĥéŕé, öŕ Åļţ+Ļéƒţ / Åļţ+Ŕîĝĥţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
    </context>
    <context>
        <name>PageExport</name>
        <message>
            <source>Export a lesson page</source>
            <translation>[Éẋƥöŕţ å ļéššöñ ƥåĝé ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation>[Ŵéƀ ƥåĝé (*.ĥţɱļ) ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>[Éẋƥöŕţ ƒåîļéð ļöŕéɱ]</translation>
        </message>
        <message>
            <source>{reason}

No file was changed.</source>
            <translation>[{reason} ļ]

[Ñö ƒîļé ŵåš çĥåñĝéð. ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Exported the lesson page to {path}</source>
            <translation>[Éẋƥöŕţéð ţĥé ļéššöñ ƥåĝé ţö {path} ļöŕéɱ îƥšûɱ ð]</translation>
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
        <name>PlacementText</name>
        <message>
            <source>{problem} (posviz shows only the rotations the model really makes, so it does not guess)</source>
            <translation>[{problem} (ƥöšṽîž šĥöŵš öñļý ţĥé ŕöţåţîöñš ţĥé ɱöðéļ ŕéåļļý ɱåķéš, šö îţ ðöéš ñöţ ĝûéšš) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>no scaling</source>
            <translation>[ñö šçåļîñĝ ļöŕ]</translation>
        </message>
        <message>
            <source>{count} values, {low} to {high}</source>
            <translation>[{count} ṽåļûéš, {low} ţö {high} ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>{kind} scaling ({parameters}), attention factor {factor}</source>
            <translation>[{kind} šçåļîñĝ ({parameters}), åţţéñţîöñ ƒåçţöŕ {factor} ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>all {r}</source>
            <extracomment>{turned} is "all 64" or "the first 32" (dimensions of a head)</extracomment>
            <translation>[åļļ {r} ļöŕ]</translation>
        </message>
        <message>
            <source>the first {r}</source>
            <translation>[ţĥé ƒîŕšţ {r} ļöŕéɱ]</translation>
        </message>
        <message>
            <source>k and k + {half}, rotate_half</source>
            <translation>[ķ åñð ķ + {half}, ŕöţåţé_ĥåļƒ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>2k and 2k + 1, interleaved</source>
            <translation>[2ķ åñð 2ķ + 1, îñţéŕļéåṽéð ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>RoPE, theta = {theta}, {heads} heads, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
            <translation>[ŔöƤÉ, ţĥéţå = {theta}, {heads} ĥéåðš, ĥéåð ðîɱéñšîöñ {width}: îñ éṽéŕý ĥéåð {turned} ðîɱéñšîöñš ţûŕñ îñ ƥåîŕš ({pairs}) ƀý ƥ · ţĥéţå^(-2ķ/{r}) ŕåðîåñš îñšîðé åţţéñţîöñ; {scaling} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>RoPE, theta = {theta}, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
            <translation>[ŔöƤÉ, ţĥéţå = {theta}, ĥéåð ðîɱéñšîöñ {width}: îñ éṽéŕý ĥéåð {turned} ðîɱéñšîöñš ţûŕñ îñ ƥåîŕš ({pairs}) ƀý ƥ · ţĥéţå^(-2ķ/{r}) ŕåðîåñš îñšîðé åţţéñţîöñ; {scaling} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ ]</translation>
        </message>
        <message>
            <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total}); the RoPE layers attend only within chunks of {chunk} tokens</source>
            <translation>[. Îţš ÑöƤÉ ļåýéŕš ţûŕñ ñöţĥîñĝ åñð šéé ñö ƥöšîţîöñ, öñļý ţĥé çåûšåļ ɱåšķ: ļåýéŕ {listed} ({count} öƒ {total}); ţĥé ŔöƤÉ ļåýéŕš åţţéñð öñļý ŵîţĥîñ çĥûñķš öƒ {chunk} ţöķéñš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total})</source>
            <translation>[. Îţš ÑöƤÉ ļåýéŕš ţûŕñ ñöţĥîñĝ åñð šéé ñö ƥöšîţîöñ, öñļý ţĥé çåûšåļ ɱåšķ: ļåýéŕ {listed} ({count} öƒ {total}) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ å]</translation>
        </message>
        <message>
            <source>. Its {kind} layers: {how}</source>
            <translation>[. Îţš {kind} ļåýéŕš: {how} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>config.json does not say how many attention heads the model has (num_attention_heads / n_head): ALiBi has one slope per head</source>
            <translation>[çöñƒîĝ.ĵšöñ ðöéš ñöţ šåý ĥöŵ ɱåñý åţţéñţîöñ ĥéåðš ţĥé ɱöðéļ ĥåš (ñûɱ_åţţéñţîöñ_ĥéåðš / ñ_ĥéåð): ÅĻîƁî ĥåš öñé šļöƥé ƥéŕ ĥéåð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ]</translation>
        </message>
        <message>
            <source>ALiBi: nothing is added to the token rows; head h adds m_h · (j − i) to its attention scores, slopes m_h = {slopes} for the {heads} heads</source>
            <translation>[ÅĻîƁî: ñöţĥîñĝ îš åððéð ţö ţĥé ţöķéñ ŕöŵš; ĥéåð ĥ åððš ɱ_ĥ · (ĵ − î) ţö îţš åţţéñţîöñ šçöŕéš, šļöƥéš ɱ_ĥ = {slopes} ƒöŕ ţĥé {heads} ĥéåðš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļ]</translation>
        </message>
        <message>
            <source>learned table, {shape}; position p reads row p + {offset} (rows 0 to {last} sit at and before the padding index); a padding token reads row {last} and is not counted</source>
            <translation>[ļéåŕñéð ţåƀļé, {shape}; ƥöšîţîöñ ƥ ŕéåðš ŕöŵ ƥ + {offset} (ŕöŵš 0 ţö {last} šîţ åţ åñð ƀéƒöŕé ţĥé ƥåððîñĝ îñðéẋ); å ƥåððîñĝ ţöķéñ ŕéåðš ŕöŵ {last} åñð îš ñöţ çöûñţéð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>learned table, {shape}; position p reads row p + {offset} (the first {offset} rows are never used)</source>
            <translation>[ļéåŕñéð ţåƀļé, {shape}; ƥöšîţîöñ ƥ ŕéåðš ŕöŵ ƥ + {offset} (ţĥé ƒîŕšţ {offset} ŕöŵš åŕé ñéṽéŕ ûšéð) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</translation>
        </message>
        <message>
            <source>learned table, {shape}; position p reads row p</source>
            <translation>[ļéåŕñéð ţåƀļé, {shape}; ƥöšîţîöñ ƥ ŕéåðš ŕöŵ ƥ ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>fixed sinusoidal table ({convention}), computed by the model's code, not stored: position p is encoded as {start}, sines in the first half of each row, cosines in the second</source>
            <translation>[ƒîẋéð šîñûšöîðåļ ţåƀļé ({convention}), çöɱƥûţéð ƀý ţĥé ɱöðéļ'š çöðé, ñöţ šţöŕéð: ƥöšîţîöñ ƥ îš éñçöðéð åš {start}, šîñéš îñ ţĥé ƒîŕšţ ĥåļƒ öƒ éåçĥ ŕöŵ, çöšîñéš îñ ţĥé šéçöñð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>{how}; added after the projection to the hidden width (project_in)</source>
            <translation>[{how}; åððéð åƒţéŕ ţĥé ƥŕöĵéçţîöñ ţö ţĥé ĥîððéñ ŵîðţĥ (ƥŕöĵéçţ_îñ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>no position vector and no position inside attention: the blocks read the tokens in order (a recurrence), which is all they know of position</source>
            <translation>[ñö ƥöšîţîöñ ṽéçţöŕ åñð ñö ƥöšîţîöñ îñšîðé åţţéñţîöñ: ţĥé ƀļöçķš ŕéåð ţĥé ţöķéñš îñ öŕðéŕ (å ŕéçûŕŕéñçé), ŵĥîçĥ îš åļļ ţĥéý ķñöŵ öƒ ƥöšîţîöñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļ]</translation>
        </message>
        <message>
            <source>no position vector and no relative positions: as configured, nothing tells this model where a token is</source>
            <translation>[ñö ƥöšîţîöñ ṽéçţöŕ åñð ñö ŕéļåţîṽé ƥöšîţîöñš: åš çöñƒîĝûŕéð, ñöţĥîñĝ ţéļļš ţĥîš ɱöðéļ ŵĥéŕé å ţöķéñ îš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ å]</translation>
        </message>
        <message>
            <source>{how}. {relative}</source>
            <translation>[{how}. {relative} ļöŕé]</translation>
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
        <name>PositionsText</name>
        <message>
            <source>0 (tensor2tensor and fairseq pad an odd width with a zero column)</source>
            <translation>[0 (ţéñšöŕ2ţéñšöŕ åñð ƒåîŕšéǫ ƥåð åñ öðð ŵîðţĥ ŵîţĥ å žéŕö çöļûɱñ) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>tensor2tensor / fairseq (offset {offset})</source>
            <translation>[ţéñšöŕ2ţéñšöŕ / ƒåîŕšéǫ (öƒƒšéţ {offset}) ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>paper (Annotated Transformer)</source>
            <translation>[ƥåƥéŕ (Åññöţåţéð Ţŕåñšƒöŕɱéŕ) ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>split halves (Marian)</source>
            <translation>[šƥļîţ ĥåļṽéš (Ṁåŕîåñ) ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and, like a trained table, no row for a later position</source>
            <translation>[ƥöšîţîöñ {position} îš ƥåšţ ţĥé éñð öƒ ţĥé ļéåŕñéð ƥöšîţîöñ ţåƀļé: îţ ĥåš {rows} ŕöŵš (ƥöšîţîöñš 0 ţö {last}) åñð, ļîķé å ţŕåîñéð ţåƀļé, ñö ŕöŵ ƒöŕ å ļåţéŕ ƥöšîţîöñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and no row was ever trained for a later position</source>
            <translation>[ƥöšîţîöñ {position} îš ƥåšţ ţĥé éñð öƒ ţĥé ļéåŕñéð ƥöšîţîöñ ţåƀļé: îţ ĥåš {rows} ŕöŵš (ƥöšîţîöñš 0 ţö {last}) åñð ñö ŕöŵ ŵåš éṽéŕ ţŕåîñéð ƒöŕ å ļåţéŕ ƥöšîţîöñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ ]</translation>
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
        <message>
            <source>no practice task {key}; known: {known}</source>
            <translation>[ñö ƥŕåçţîçé ţåšķ {key}; ķñöŵñ: {known} ļöŕéɱ îƥšûɱ ðö]</translation>
        </message>
    </context>
    <context>
        <name>PresenterHelp</name>
        <message>
            <source>Editing “{name}”: its arrows and Enter are its own. Esc gives them back to the walkthrough keys.</source>
            <translation>[Éðîţîñĝ “{name}”: îţš åŕŕöŵš åñð Éñţéŕ åŕé îţš öŵñ. Éšç ĝîṽéš ţĥéɱ ƀåçķ ţö ţĥé ŵåļķţĥŕöûĝĥ ķéýš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>A clicker's Next and Back (Right/Left, Page Down/Page Up, Space) move through the five steps of the walkthrough, and its blank button (B or .) blacks the screen out. In the walkthrough and in presentation mode (F5), and before them unless Tab brought the keys to a control, these keys always move the steps, whichever control was touched last; they never change the sentence, a setting or a selection. To type a new sentence, click it or press F2; Enter or Esc gives the keys back to the clicker. With a projector plugged in, F5 shows this window full screen on it and a presenter console on the laptop (the step, what comes next, your notes, the time, what the room sees); the keys work in both, and B blanks only the room's.</source>
            <translation>[Å çļîçķéŕ'š Ñéẋţ åñð Ɓåçķ (Ŕîĝĥţ/Ļéƒţ, Ƥåĝé Ðöŵñ/Ƥåĝé Ûƥ, Šƥåçé) ɱöṽé ţĥŕöûĝĥ ţĥé ƒîṽé šţéƥš öƒ ţĥé ŵåļķţĥŕöûĝĥ, åñð îţš ƀļåñķ ƀûţţöñ (Ɓ öŕ .) ƀļåçķš ţĥé šçŕééñ öûţ. Îñ ţĥé ŵåļķţĥŕöûĝĥ åñð îñ ƥŕéšéñţåţîöñ ɱöðé (Ƒ5), åñð ƀéƒöŕé ţĥéɱ ûñļéšš Ţåƀ ƀŕöûĝĥţ ţĥé ķéýš ţö å çöñţŕöļ, ţĥéšé ķéýš åļŵåýš ɱöṽé ţĥé šţéƥš, ŵĥîçĥéṽéŕ çöñţŕöļ ŵåš ţöûçĥéð ļåšţ; ţĥéý ñéṽéŕ çĥåñĝé ţĥé šéñţéñçé, å šéţţîñĝ öŕ å šéļéçţîöñ. Ţö ţýƥé å ñéŵ šéñţéñçé, çļîçķ îţ öŕ ƥŕéšš Ƒ2; Éñţéŕ öŕ Éšç ĝîṽéš ţĥé ķéýš ƀåçķ ţö ţĥé çļîçķéŕ. Ŵîţĥ å ƥŕöĵéçţöŕ ƥļûĝĝéð îñ, Ƒ5 šĥöŵš ţĥîš ŵîñðöŵ ƒûļļ šçŕééñ öñ îţ åñð å ƥŕéšéñţéŕ çöñšöļé öñ ţĥé ļåƥţöƥ (ţĥé šţéƥ, ŵĥåţ çöɱéš ñéẋţ, ýöûŕ ñöţéš, ţĥé ţîɱé, ŵĥåţ ţĥé ŕööɱ šééš); ţĥé ķéýš ŵöŕķ îñ ƀöţĥ, åñð Ɓ ƀļåñķš öñļý ţĥé ŕööɱ'š. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
    </context>
    <context>
        <name>QtParts</name>
        <message>
            <source>Clear the text</source>
            <translation>[Çļéåŕ ţĥé ţéẋţ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>More controls</source>
            <translation>[Ṁöŕé çöñţŕöļš ļöŕéɱ]</translation>
        </message>
    </context>
    <context>
        <name>QuizFile</name>
        <message>
            <source>cannot read the quiz file {file}: {reason}</source>
            <translation>[çåññöţ ŕéåð ţĥé ǫûîž ƒîļé {file}: {reason} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>{where} a quiz file holds a JSON object with a "questions" list, not {kind}</source>
            <translation>[{where} å ǫûîž ƒîļé ĥöļðš å ĴŠÖÑ öƀĵéçţ ŵîţĥ å "ǫûéšţîöñš" ļîšţ, ñöţ {kind} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ç]</translation>
        </message>
        <message>
            <source>{where} this is not a posviz quiz (format {found}, expected {expected})</source>
            <translation>[{where} ţĥîš îš ñöţ å ƥöšṽîž ǫûîž (ƒöŕɱåţ {found}, éẋƥéçţéð {expected}) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>{where} quiz format version {version} is newer than this posviz reads (up to {latest})</source>
            <translation>[{where} ǫûîž ƒöŕɱåţ ṽéŕšîöñ {version} îš ñéŵéŕ ţĥåñ ţĥîš ƥöšṽîž ŕéåðš (ûƥ ţö {latest}) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>{where} field "questions" must be a non-empty list, got {kind}</source>
            <translation>[{where} ƒîéļð "ǫûéšţîöñš" ɱûšţ ƀé å ñöñ-éɱƥţý ļîšţ, ĝöţ {kind} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message numerus="yes">
            <source>{where} it has %Ln questions; a quiz has at most {most}</source>
            <translation>
                <numerusform>[{where} îţ ĥåš %Ln ǫûéšţîöñš; å ǫûîž ĥåš åţ ɱöšţ {most} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</numerusform>
                <numerusform>[{where} îţ ĥåš %Ln ǫûéšţîöñš; å ǫûîž ĥåš åţ ɱöšţ {most} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>{place}: field "choices" must be a list of 2 to {most} answers, got {kind}</source>
            <translation>[{place}: ƒîéļð "çĥöîçéš" ɱûšţ ƀé å ļîšţ öƒ 2 ţö {most} åñšŵéŕš, ĝöţ {kind} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>{place}: exactly one choice must have "correct": true, found {count}</source>
            <translation>[{place}: éẋåçţļý öñé çĥöîçé ɱûšţ ĥåṽé "çöŕŕéçţ": ţŕûé, ƒöûñð {count} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>{place} must be a JSON object with "text", "correct" and "explanation", not {kind}</source>
            <translation>[{place} ɱûšţ ƀé å ĴŠÖÑ öƀĵéçţ ŵîţĥ "ţéẋţ", "çöŕŕéçţ" åñð "éẋƥļåñåţîöñ", ñöţ {kind} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>{place} must be true or false, got {value}</source>
            <translation>[{place} ɱûšţ ƀé ţŕûé öŕ ƒåļšé, ĝöţ {value} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>{place} must be text, got {kind}</source>
            <translation>[{place} ɱûšţ ƀé ţéẋţ, ĝöţ {kind} ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message numerus="yes">
            <source>{place} has %Ln characters; at most {most}</source>
            <translation>
                <numerusform>[{place} ĥåš %Ln çĥåŕåçţéŕš; åţ ɱöšţ {most} ļöŕéɱ îƥšûɱ ðöļö]</numerusform>
                <numerusform>[{place} ĥåš %Ln çĥåŕåçţéŕš; åţ ɱöšţ {most} ļöŕéɱ îƥšûɱ ðöļö]</numerusform>
            </translation>
        </message>
        <message>
            <source>{place} must be a token index (0, 1, 2, ...), got {value}</source>
            <translation>[{place} ɱûšţ ƀé å ţöķéñ îñðéẋ (0, 1, 2, ...), ĝöţ {value} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>{place} has unknown setting(s) {unknown}; known: {known}</source>
            <translation>[{place} ĥåš ûñķñöŵñ šéţţîñĝ(š) {unknown}; ķñöŵñ: {known} ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>{place}: {reason}</source>
            <translation>[{place}: {reason} ļöŕé]</translation>
        </message>
        <message>
            <source>{place} must be a JSON object, not {kind}</source>
            <translation>[{place} ɱûšţ ƀé å ĴŠÖÑ öƀĵéçţ, ñöţ {kind} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>{place} must be non-empty text, got {kind}</source>
            <translation>[{place} ɱûšţ ƀé ñöñ-éɱƥţý ţéẋţ, ĝöţ {kind} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message numerus="yes">
            <source>{place} has %Ln characters; at most {most} are allowed</source>
            <translation>
                <numerusform>[{place} ĥåš %Ln çĥåŕåçţéŕš; åţ ɱöšţ {most} åŕé åļļöŵéð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</numerusform>
                <numerusform>[{place} ĥåš %Ln çĥåŕåçţéŕš; åţ ɱöšţ {most} åŕé åļļöŵéð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>{place} holds the code point U+{code} at character {position}, half of a surrogate pair, which is not text</source>
            <translation>[{place} ĥöļðš ţĥé çöðé ƥöîñţ Û+{code} åţ çĥåŕåçţéŕ {position}, ĥåļƒ öƒ å šûŕŕöĝåţé ƥåîŕ, ŵĥîçĥ îš ñöţ ţéẋţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</translation>
        </message>
        <message>
            <source>{place}: unknown field(s) {unknown} (known: {known})</source>
            <translation>[{place}: ûñķñöŵñ ƒîéļð(š) {unknown} (ķñöŵñ: {known}) ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>{file}:</source>
            <extracomment>the start of every refusal of a quiz file; {file} is the file's name</extracomment>
            <translation>[{file}: ļö]</translation>
        </message>
        <message>
            <source>{where} field "{field}"</source>
            <translation>[{where} ƒîéļð "{field}" ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>{where} question {number}</source>
            <translation>[{where} ǫûéšţîöñ {number} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>{question} ("{prompt}")</source>
            <translation>[{question} ("{prompt}") ļöŕéɱ]</translation>
        </message>
        <message>
            <source>{question}, choice {number}</source>
            <translation>[{question}, çĥöîçé {number} ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>{place}: field "{field}"</source>
            <translation>[{place}: ƒîéļð "{field}" ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>{place}, "{field}"</source>
            <translation>[{place}, "{field}" ļöŕéɱ]</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>[ñöţĥîñĝ ļö]</translation>
        </message>
        <message>
            <source>empty text</source>
            <translation>[éɱƥţý ţéẋţ ļöŕ]</translation>
        </message>
        <message>
            <source>text {value}</source>
            <translation>[ţéẋţ {value} ļöŕ]</translation>
        </message>
        <message numerus="yes">
            <source>a list of %n</source>
            <translation>
                <numerusform>[å ļîšţ öƒ %n ļöŕéɱ]</numerusform>
                <numerusform>[å ļîšţ öƒ %n ļöŕéɱ]</numerusform>
            </translation>
        </message>
        <message>
            <source>an object</source>
            <translation>[åñ öƀĵéçţ ļöŕ]</translation>
        </message>
        <message>
            <source>true/false</source>
            <translation>[ţŕûé/ƒåļšé ļöŕ]</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>[å ñûɱƀéŕ ļöŕ]</translation>
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
        <name>RecipeNotes</name>
        <message>
            <source>shapes disagree with config.json: tensor {name} is {shape} but {because}</source>
            <extracomment>{because} is one of the "config.json says …" clauses of this context</extracomment>
            <translation>[šĥåƥéš ðîšåĝŕéé ŵîţĥ çöñƒîĝ.ĵšöñ: ţéñšöŕ {name} îš {shape} ƀûţ {because} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>config.json says vocab_size = {vocab} and width = {width}</source>
            <translation>[çöñƒîĝ.ĵšöñ šåýš ṽöçåƀ_šîžé = {vocab} åñð ŵîðţĥ = {width} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>config.json says {rows} positions (+ {offset} rows before position 0) of width {width}</source>
            <translation>[çöñƒîĝ.ĵšöñ šåýš {rows} ƥöšîţîöñš (+ {offset} ŕöŵš ƀéƒöŕé ƥöšîţîöñ 0) öƒ ŵîðţĥ {width} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>config.json says {rows} positions of width {width}</source>
            <translation>[çöñƒîĝ.ĵšöñ šåýš {rows} ƥöšîţîöñš öƒ ŵîðţĥ {width} ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>it maps the {width}-wide token rows to the hidden width {hidden}</source>
            <translation>[îţ ɱåƥš ţĥé {width}-ŵîðé ţöķéñ ŕöŵš ţö ţĥé ĥîððéñ ŵîðţĥ {hidden} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>the hidden width is {hidden}</source>
            <translation>[ţĥé ĥîððéñ ŵîðţĥ îš {hidden} ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>config.json says type_vocab_size = {types}, width {width}</source>
            <translation>[çöñƒîĝ.ĵšöñ šåýš ţýƥé_ṽöçåƀ_šîžé = {types}, ŵîðţĥ {width} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>the LayerNorm must be {width} wide, like the rows it normalises</source>
            <translation>[ţĥé ĻåýéŕÑöŕɱ ɱûšţ ƀé {width} ŵîðé, ļîķé ţĥé ŕöŵš îţ ñöŕɱåļîšéš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱ]</translation>
        </message>
        <message>
            <source>config.json: {key} must be true or false, got {value}</source>
            <translation>[çöñƒîĝ.ĵšöñ: {key} ɱûšţ ƀé ţŕûé öŕ ƒåļšé, ĝöţ {value} ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>config.json: {key} must be a number, got {value}</source>
            <translation>[çöñƒîĝ.ĵšöñ: {key} ɱûšţ ƀé å ñûɱƀéŕ, ĝöţ {value} ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
        <message>
            <source>No position vector: nothing is added to the token rows (RoPE acts inside attention), so z is the token rows themselves.</source>
            <translation>[Ñö ƥöšîţîöñ ṽéçţöŕ: ñöţĥîñĝ îš åððéð ţö ţĥé ţöķéñ ŕöŵš (ŔöƤÉ åçţš îñšîðé åţţéñţîöñ), šö ž îš ţĥé ţöķéñ ŕöŵš ţĥéɱšéļṽéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçî]</translation>
        </message>
        <message>
            <source>No position vector: nothing is added to the token rows (ALiBi biases the attention scores inside attention), so z is the token rows themselves.</source>
            <translation>[Ñö ƥöšîţîöñ ṽéçţöŕ: ñöţĥîñĝ îš åððéð ţö ţĥé ţöķéñ ŕöŵš (ÅĻîƁî ƀîåšéš ţĥé åţţéñţîöñ šçöŕéš îñšîðé åţţéñţîöñ), šö ž îš ţĥé ţöķéñ ŕöŵš ţĥéɱšéļṽéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕ]</translation>
        </message>
        <message>
            <source>No position vector: nothing is added to the token rows (relative positions act inside attention), so z is the token rows themselves.</source>
            <translation>[Ñö ƥöšîţîöñ ṽéçţöŕ: ñöţĥîñĝ îš åððéð ţö ţĥé ţöķéñ ŕöŵš (ŕéļåţîṽé ƥöšîţîöñš åçţ îñšîðé åţţéñţîöñ), šö ž îš ţĥé ţöķéñ ŕöŵš ţĥéɱšéļṽéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļ]</translation>
        </message>
        <message>
            <source>No position vector: nothing is added to the token rows (the model has no positions at all), so z is the token rows themselves.</source>
            <translation>[Ñö ƥöšîţîöñ ṽéçţöŕ: ñöţĥîñĝ îš åððéð ţö ţĥé ţöķéñ ŕöŵš (ţĥé ɱöðéļ ĥåš ñö ƥöšîţîöñš åţ åļļ), šö ž îš ţĥé ţöķéñ ŕöŵš ţĥéɱšéļṽéš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ ]</translation>
        </message>
        <message>
            <source>An encoder-decoder model: posviz shows the encoder's input, what the encoder's block 1 receives; the decoder embeds its own tokens the same way.</source>
            <translation>[Åñ éñçöðéŕ-ðéçöðéŕ ɱöðéļ: ƥöšṽîž šĥöŵš ţĥé éñçöðéŕ'š îñƥûţ, ŵĥåţ ţĥé éñçöðéŕ'š ƀļöçķ 1 ŕéçéîṽéš; ţĥé ðéçöðéŕ éɱƀéðš îţš öŵñ ţöķéñš ţĥé šåɱé ŵåý. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕ]</translation>
        </message>
        <message>
            <source>The output layer reuses this token table to score the next token (tied weights).</source>
            <translation>[Ţĥé öûţƥûţ ļåýéŕ ŕéûšéš ţĥîš ţöķéñ ţåƀļé ţö šçöŕé ţĥé ñéẋţ ţöķéñ (ţîéð ŵéîĝĥţš). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
    </context>
    <context>
        <name>RecipeSteps</name>
        <message>
            <source>Token {where} is the padding token: as the model's own code does, it gets the padding row (row {row}) and is not counted, so every later token reads the row of one position earlier.</source>
            <translation>[Ţöķéñ {where} îš ţĥé ƥåððîñĝ ţöķéñ: åš ţĥé ɱöðéļ'š öŵñ çöðé ðöéš, îţ ĝéţš ţĥé ƥåððîñĝ ŕöŵ (ŕöŵ {row}) åñð îš ñöţ çöûñţéð, šö éṽéŕý ļåţéŕ ţöķéñ ŕéåðš ţĥé ŕöŵ öƒ öñé ƥöšîţîöñ éåŕļîéŕ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>+ token type 0</source>
            <translation>[+ ţöķéñ ţýƥé 0 ļöŕéɱ]</translation>
        </message>
        <message>
            <source>every token is in segment A, so row 0 of the token-type table is added to it</source>
            <translation>[éṽéŕý ţöķéñ îš îñ šéĝɱéñţ Å, šö ŕöŵ 0 öƒ ţĥé ţöķéñ-ţýƥé ţåƀļé îš åððéð ţö îţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñ]</translation>
        </message>
        <message>
            <source>{} + token type 0</source>
            <translation>[{} + ţöķéñ ţýƥé 0 ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>+ position</source>
            <translation>[+ ƥöšîţîöñ ļöŕ]</translation>
        </message>
        <message>
            <source>the position rows (row p + {offset} of the {width}-wide table) are added after the projection</source>
            <translation>[ţĥé ƥöšîţîöñ ŕöŵš (ŕöŵ ƥ + {offset} öƒ ţĥé {width}-ŵîðé ţåƀļé) åŕé åððéð åƒţéŕ ţĥé ƥŕöĵéçţîöñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţé]</translation>
        </message>
        <message>
            <source>{} + position</source>
            <translation>[{} + ƥöšîţîöñ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta</source>
            <translation>[éåçĥ ŕöŵ îš çéñţŕéð, šçåļéð ţö ûñîţ ṽåŕîåñçé (éƥš = {eps}), ţîɱéš ĝåɱɱå ƥļûš ƀéţå ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta (this LayerNorm has no beta)</source>
            <translation>[éåçĥ ŕöŵ îš çéñţŕéð, šçåļéð ţö ûñîţ ṽåŕîåñçé (éƥš = {eps}), ţîɱéš ĝåɱɱå ƥļûš ƀéţå (ţĥîš ĻåýéŕÑöŕɱ ĥåš ñö ƀéţå) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥ]</translation>
        </message>
        <message>
            <source>every row is multiplied by {scale} = {value}</source>
            <translation>[éṽéŕý ŕöŵ îš ɱûļţîƥļîéð ƀý {scale} = {value} ļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>token × {scale} + position</source>
            <translation>[ţöķéñ × {scale} + ƥöšîţîöñ ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>the token rows are multiplied by {scale} = {value} before the position rows are added</source>
            <translation>[ţĥé ţöķéñ ŕöŵš åŕé ɱûļţîƥļîéð ƀý {scale} = {value} ƀéƒöŕé ţĥé ƥöšîţîöñ ŕöŵš åŕé åððéð ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message>
            <source>each {width}-wide row is multiplied by {name} ({wide} × {width}) plus its bias: the hidden width block 1 works in</source>
            <translation>[éåçĥ {width}-ŵîðé ŕöŵ îš ɱûļţîƥļîéð ƀý {name} ({wide} × {width}) ƥļûš îţš ƀîåš: ţĥé ĥîððéñ ŵîðţĥ ƀļöçķ 1 ŵöŕķš îñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðî]</translation>
        </message>
        <message>
            <source>each {width}-wide row is multiplied by {name} ({wide} × {width}): the hidden width block 1 works in</source>
            <translation>[éåçĥ {width}-ŵîðé ŕöŵ îš ɱûļţîƥļîéð ƀý {name} ({wide} × {width}): ţĥé ĥîððéñ ŵîðţĥ ƀļöçķ 1 ŵöŕķš îñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţû]</translation>
        </message>
        <message>
            <source>→ {wide} wide</source>
            <translation>[→ {wide} ŵîðé ļöŕé]</translation>
        </message>
    </context>
    <context>
        <name>RecordDialogText</name>
        <message>
            <source>MP4 video, H.264 (*.mp4)</source>
            <translation>[ṀƤ4 ṽîðéö, Ĥ.264 (*.ɱƥ4) ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>WebM video, VP9 (*.webm)</source>
            <translation>[ŴéƀṀ ṽîðéö, ṼƤ9 (*.ŵéƀɱ) ļöŕéɱ îƥš]</translation>
        </message>
        <message>
            <source>Animated GIF (*.gif)</source>
            <translation>[Åñîɱåţéð ĜÎƑ (*.ĝîƒ) ļöŕéɱ î]</translation>
        </message>
        <message>
            <source>Animated PNG (*.apng)</source>
            <translation>[Åñîɱåţéð ƤÑĜ (*.åƥñĝ) ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>Record a video</source>
            <translation>[Ŕéçöŕð å ṽîðéö ļöŕéɱ]</translation>
        </message>
        <message>
            <source>{width} × {height}</source>
            <translation>[{width} × {height} ļöŕéɱ]</translation>
        </message>
        <message>
            <source> frames per second</source>
            <translation>[ ƒŕåɱéš ƥéŕ šéçöñð ļöŕéɱ î]</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds, after a number</comment>
            <translation>[ š ļ]</translation>
        </message>
        <message>
            <source>long enough to read each caption</source>
            <translation>[ļöñĝ éñöûĝĥ ţö ŕéåð éåçĥ çåƥţîöñ ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>&amp;What</source>
            <translation>[&amp;Wĥåţ ļ]</translation>
        </message>
        <message>
            <source>&amp;Size</source>
            <translation>[&amp;Sîžé ļ]</translation>
        </message>
        <message>
            <source>&amp;Format</source>
            <translation>[&amp;Föŕɱåţ ļö]</translation>
        </message>
        <message>
            <source>Frame &amp;rate</source>
            <translation>[Ƒŕåɱé &amp;råţé ļöŕ]</translation>
        </message>
        <message>
            <source>&amp;Hold each step</source>
            <translation>[&amp;Höļð éåçĥ šţéƥ ļöŕéɱ]</translation>
        </message>
        <message>
            <source>&amp;Record…</source>
            <translation>[&amp;Réçöŕð… ļö]</translation>
        </message>
        <message numerus="yes">
            <source>Recording %Ln frames to {name}…</source>
            <translation>
                <numerusform>[Ŕéçöŕðîñĝ %Ln ƒŕåɱéš ţö {name}… ļöŕéɱ îƥšûɱ ]</numerusform>
                <numerusform>[Ŕéçöŕðîñĝ %Ln ƒŕåɱéš ţö {name}… ļöŕéɱ îƥšûɱ ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Cancelled: no file was written.</source>
            <translation>[Çåñçéļļéð: ñö ƒîļé ŵåš ŵŕîţţéñ. ļöŕéɱ îƥšûɱ ]</translation>
        </message>
        <message>
            <source>The recording failed, and no file was written: {why}</source>
            <translation>[Ţĥé ŕéçöŕðîñĝ ƒåîļéð, åñð ñö ƒîļé ŵåš ŵŕîţţéñ: {why} ļöŕéɱ îƥšûɱ ðöļöŕ šî]</translation>
        </message>
        <message>
            <source>Wrote {video} and its captions {captions}.</source>
            <translation>[Ŵŕöţé {video} åñð îţš çåƥţîöñš {captions}. ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>[Çåñçéļ ļö]</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>[Çļöšé ļ]</translation>
        </message>
    </context>
    <context>
        <name>Recording</name>
        <message>
            <source>The walkthrough: how a transformer's input layer is built</source>
            <translation>[Ţĥé ŵåļķţĥŕöûĝĥ: ĥöŵ å ţŕåñšƒöŕɱéŕ'š îñƥûţ ļåýéŕ îš ƀûîļţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
        <message>
            <source>Token row + position row = row of Z, for each word in turn</source>
            <translation>[Ţöķéñ ŕöŵ + ƥöšîţîöñ ŕöŵ = ŕöŵ öƒ Ž, ƒöŕ éåçĥ ŵöŕð îñ ţûŕñ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>The position vectors, scrolled from the first position to the last</source>
            <translation>[Ţĥé ƥöšîţîöñ ṽéçţöŕš, šçŕöļļéð ƒŕöɱ ţĥé ƒîŕšţ ƥöšîţîöñ ţö ţĥé ļåšţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>RoPE: one pair of q and k turning as both words move along</source>
            <translation>[ŔöƤÉ: öñé ƥåîŕ öƒ ǫ åñð ķ ţûŕñîñĝ åš ƀöţĥ ŵöŕðš ɱöṽé åļöñĝ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>Context extension: each pair's frequency as the scaling factor grows</source>
            <translation>[Çöñţéẋţ éẋţéñšîöñ: éåçĥ ƥåîŕ'š ƒŕéǫûéñçý åš ţĥé šçåļîñĝ ƒåçţöŕ ĝŕöŵš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ]</translation>
        </message>
        <message>
            <source>{name} (d = {width})</source>
            <translation>[{name} (ð = {width}) ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>the lesson's toy model (d = {width})</source>
            <translation>[ţĥé ļéššöñ'š ţöý ɱöðéļ (ð = {width}) ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>posviz: {what}</source>
            <translation>[ƥöšṽîž: {what} ļöŕéɱ]</translation>
        </message>
        <message>
            <source>Model: {name}</source>
            <translation>[Ṁöðéļ: {name} ļöŕé]</translation>
        </message>
        <message>
            <source>Sentence: “{sentence}”</source>
            <translation>[Šéñţéñçé: “{sentence}” ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Position scheme: {scheme}</source>
            <translation>[Ƥöšîţîöñ šçĥéɱé: {scheme} ļöŕéɱ îƥ]</translation>
        </message>
        <message>
            <source>{title}. {lines}</source>
            <translation>[{title}. {lines} ļöŕé]</translation>
        </message>
        <message>
            <source>. </source>
            <translation>[.  ļ]</translation>
        </message>
        <message>
            <source>Step {number} of {count}: {title}</source>
            <translation>[Šţéƥ {number} öƒ {count}: {title} ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>{heading}. {caption}</source>
            <translation>[{heading}. {caption} ļöŕé]</translation>
        </message>
        <message>
            <source>Positions 0 to {last}, {count} at a time. {what}</source>
            <translation>[Ƥöšîţîöñš 0 ţö {last}, {count} åţ å ţîɱé. {what} ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>Position vectors, as a heatmap</source>
            <translation>[Ƥöšîţîöñ ṽéçţöŕš, åš å ĥéåţɱåƥ ļöŕéɱ îƥšûɱ]</translation>
        </message>
        <message>
            <source>Both words move {shift} positions along together: q and k turn by the same angle, so the angle between them, and their score, stay the same: RoPE's score depends only on the offset m − n.</source>
            <translation>[Ɓöţĥ ŵöŕðš ɱöṽé {shift} ƥöšîţîöñš åļöñĝ ţöĝéţĥéŕ: ǫ åñð ķ ţûŕñ ƀý ţĥé šåɱé åñĝļé, šö ţĥé åñĝļé ƀéţŵééñ ţĥéɱ, åñð ţĥéîŕ šçöŕé, šţåý ţĥé šåɱé: ŔöƤÉ'š šçöŕé ðéƥéñðš öñļý öñ ţĥé öƒƒšéţ ɱ − ñ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>The scaling factor grows from {low} to {high}: the slow pairs' frequencies are divided by it, so they turn slowly enough for a longer context, while the fast pairs keep theirs.</source>
            <translation>[Ţĥé šçåļîñĝ ƒåçţöŕ ĝŕöŵš ƒŕöɱ {low} ţö {high}: ţĥé šļöŵ ƥåîŕš' ƒŕéǫûéñçîéš åŕé ðîṽîðéð ƀý îţ, šö ţĥéý ţûŕñ šļöŵļý éñöûĝĥ ƒöŕ å ļöñĝéŕ çöñţéẋţ, ŵĥîļé ţĥé ƒåšţ ƥåîŕš ķééƥ ţĥéîŕš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļ]</translation>
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
        <name>SlideText</name>
        <message>
            <source>unknown theme '{theme}' (choose one of {names})</source>
            <translation>[ûñķñöŵñ ţĥéɱé '{theme}' (çĥööšé öñé öƒ {names}) ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message>
            <source>unknown colour map '{name}' (choose one of {names})</source>
            <translation>[ûñķñöŵñ çöļöûŕ ɱåƥ '{name}' (çĥööšé öñé öƒ {names}) ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
        </message>
        <message>
            <source>prepared sentence {number} cannot be shown: {reason}</source>
            <translation>[ƥŕéƥåŕéð šéñţéñçé {number} çåññöţ ƀé šĥöŵñ: {reason} ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
        </message>
    </context>
    <context>
        <name>SpeakerNotes</name>
        <message>
            <source>Point at the chips: each is one token and the number under it is its id. An id is a row number and nothing more; ids that are close say nothing about words being alike. In the toy vocabulary “the dog bit the man” becomes [0, 2, 6, 0, 4]: “the” gets id 0 both times. Ask the room what a model could learn from 6 being larger than 2 (nothing).</source>
            <translation>[Ƥöîñţ åţ ţĥé çĥîƥš: éåçĥ îš öñé ţöķéñ åñð ţĥé ñûɱƀéŕ ûñðéŕ îţ îš îţš îð. Åñ îð îš å ŕöŵ ñûɱƀéŕ åñð ñöţĥîñĝ ɱöŕé; îðš ţĥåţ åŕé çļöšé šåý ñöţĥîñĝ åƀöûţ ŵöŕðš ƀéîñĝ åļîķé. Îñ ţĥé ţöý ṽöçåƀûļåŕý “ţĥé ðöĝ ƀîţ ţĥé ɱåñ” ƀéçöɱéš [0, 2, 6, 0, 4]: “ţĥé” ĝéţš îð 0 ƀöţĥ ţîɱéš. Åšķ ţĥé ŕööɱ ŵĥåţ å ɱöðéļ çöûļð ļéåŕñ ƒŕöɱ 6 ƀéîñĝ ļåŕĝéŕ ţĥåñ 2 (ñöţĥîñĝ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ ç]</translation>
        </message>
        <message>
            <source>E has one row per vocabulary entry and d columns; the id only says which row to read, there is no formula. The rows were learned in training, so the numbers are features nobody named. The size of E depends on the vocabulary, never on the sentence: a longer text reads more rows, it does not make the table bigger. A repeated word reads the same row every time, so at this point the two “the”s are identical.</source>
            <translation>[É ĥåš öñé ŕöŵ ƥéŕ ṽöçåƀûļåŕý éñţŕý åñð ð çöļûɱñš; ţĥé îð öñļý šåýš ŵĥîçĥ ŕöŵ ţö ŕéåð, ţĥéŕé îš ñö ƒöŕɱûļå. Ţĥé ŕöŵš ŵéŕé ļéåŕñéð îñ ţŕåîñîñĝ, šö ţĥé ñûɱƀéŕš åŕé ƒéåţûŕéš ñöƀöðý ñåɱéð. Ţĥé šîžé öƒ É ðéƥéñðš öñ ţĥé ṽöçåƀûļåŕý, ñéṽéŕ öñ ţĥé šéñţéñçé: å ļöñĝéŕ ţéẋţ ŕéåðš ɱöŕé ŕöŵš, îţ ðöéš ñöţ ɱåķé ţĥé ţåƀļé ƀîĝĝéŕ. Å ŕéƥéåţéð ŵöŕð ŕéåðš ţĥé šåɱé ŕöŵ éṽéŕý ţîɱé, šö åţ ţĥîš ƥöîñţ ţĥé ţŵö “ţĥé”š åŕé îðéñţîçåļ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţ]</translation>
        </message>
        <message>
            <source>The problem to state first: attention compares every token with every other at once, so without help it cannot tell “the dog bit the man” from “the man bit the dog”. Each row of the heatmap is one position, each column one of the d numbers, the same width as E. With the sinusoidal scheme the values are sin and cos of the position at a different speed per column pair, computed from a formula, not learned; GPT-2 learns this table instead, and RoPE adds no vector here at all (it rotates queries and keys inside attention).</source>
            <translation>[Ţĥé ƥŕöƀļéɱ ţö šţåţé ƒîŕšţ: åţţéñţîöñ çöɱƥåŕéš éṽéŕý ţöķéñ ŵîţĥ éṽéŕý öţĥéŕ åţ öñçé, šö ŵîţĥöûţ ĥéļƥ îţ çåññöţ ţéļļ “ţĥé ðöĝ ƀîţ ţĥé ɱåñ” ƒŕöɱ “ţĥé ɱåñ ƀîţ ţĥé ðöĝ”. Éåçĥ ŕöŵ öƒ ţĥé ĥéåţɱåƥ îš öñé ƥöšîţîöñ, éåçĥ çöļûɱñ öñé öƒ ţĥé ð ñûɱƀéŕš, ţĥé šåɱé ŵîðţĥ åš É. Ŵîţĥ ţĥé šîñûšöîðåļ šçĥéɱé ţĥé ṽåļûéš åŕé šîñ åñð çöš öƒ ţĥé ƥöšîţîöñ åţ å ðîƒƒéŕéñţ šƥééð ƥéŕ çöļûɱñ ƥåîŕ, çöɱƥûţéð ƒŕöɱ å ƒöŕɱûļå, ñöţ ļéåŕñéð; ĜƤŢ-2 ļéåŕñš ţĥîš ţåƀļé îñšţéåð, åñð ŔöƤÉ åððš ñö ṽéçţöŕ ĥéŕé åţ åļļ (îţ ŕöţåţéš ǫûéŕîéš åñð ķéýš îñšîðé åţţéñţîöñ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçî]</translation>
        </message>
        <message>
            <source>The position vector is added to the token's row number by number, not placed beside it, so the width stays d. Now the same word at two positions gives two different rows: in the toy model (sinusoidal, d = 6) “the” at position 0 and at position 3 differ by up to 1.99 in one column. Ask what would happen with positions switched off (the two rows would be equal again).</source>
            <translation>[Ţĥé ƥöšîţîöñ ṽéçţöŕ îš åððéð ţö ţĥé ţöķéñ'š ŕöŵ ñûɱƀéŕ ƀý ñûɱƀéŕ, ñöţ ƥļåçéð ƀéšîðé îţ, šö ţĥé ŵîðţĥ šţåýš ð. Ñöŵ ţĥé šåɱé ŵöŕð åţ ţŵö ƥöšîţîöñš ĝîṽéš ţŵö ðîƒƒéŕéñţ ŕöŵš: îñ ţĥé ţöý ɱöðéļ (šîñûšöîðåļ, ð = 6) “ţĥé” åţ ƥöšîţîöñ 0 åñð åţ ƥöšîţîöñ 3 ðîƒƒéŕ ƀý ûƥ ţö 1.99 îñ öñé çöļûɱñ. Åšķ ŵĥåţ ŵöûļð ĥåƥƥéñ ŵîţĥ ƥöšîţîöñš šŵîţçĥéð öƒƒ (ţĥé ţŵö ŕöŵš ŵöûļð ƀé éǫûåļ åĝåîñ). ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ ]</translation>
        </message>
        <message>
            <source>Z has one row per token and d columns: L × d, whatever the size of the vocabulary. This is what the first transformer block reads. The queries, keys and values are computed from Z later, inside attention; the position vectors are not Q, K or V. The Word order demo shows the point: with positions off, shuffling the words only shuffles Z's rows.</source>
            <translation>[Ž ĥåš öñé ŕöŵ ƥéŕ ţöķéñ åñð ð çöļûɱñš: Ļ × ð, ŵĥåţéṽéŕ ţĥé šîžé öƒ ţĥé ṽöçåƀûļåŕý. Ţĥîš îš ŵĥåţ ţĥé ƒîŕšţ ţŕåñšƒöŕɱéŕ ƀļöçķ ŕéåðš. Ţĥé ǫûéŕîéš, ķéýš åñð ṽåļûéš åŕé çöɱƥûţéð ƒŕöɱ Ž ļåţéŕ, îñšîðé åţţéñţîöñ; ţĥé ƥöšîţîöñ ṽéçţöŕš åŕé ñöţ Ǫ, Ķ öŕ Ṽ. Ţĥé Ŵöŕð öŕðéŕ ðéɱö šĥöŵš ţĥé ƥöîñţ: ŵîţĥ ƥöšîţîöñš öƒƒ, šĥûƒƒļîñĝ ţĥé ŵöŕðš öñļý šĥûƒƒļéš Ž'š ŕöŵš. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çö]</translation>
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
        <message numerus="yes">
            <source>{moved} of %Ln tokens moved</source>
            <translation>
                <numerusform>[{moved} öƒ %Ln ţöķéñš ɱöṽéð ļöŕéɱ îƥšû]</numerusform>
                <numerusform>[{moved} öƒ %Ln ţöķéñš ɱöṽéð ļöŕéɱ îƥšû]</numerusform>
            </translation>
        </message>
        <message>
            <source>row {row} {token} from position {position}</source>
            <translation>[ŕöŵ {row} {token} ƒŕöɱ ƥöšîţîöñ {position} ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>[… åñð %Ln ɱöŕé ļöŕéɱ ]</numerusform>
                <numerusform>[… åñð %Ln ɱöŕé ļöŕéɱ ]</numerusform>
            </translation>
        </message>
        <message>
            <source>{moved}: {each}</source>
            <translation>[{moved}: {each} ļöŕé]</translation>
        </message>
        <message>
            <source>{moved}. Not one number differs from the number beside it in the table on the left.</source>
            <translation>[{moved}. Ñöţ öñé ñûɱƀéŕ ðîƒƒéŕš ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé îţ îñ ţĥé ţåƀļé öñ ţĥé ļéƒţ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšé]</translation>
        </message>
        <message numerus="yes">
            <source>{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.</source>
            <translation>
                <numerusform>[{moved}. {count} öƒ {cells} ñûɱƀéŕš ðîƒƒéŕ ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé ţĥéɱ îñ ţĥé ţåƀļé öñ ţĥé ļéƒţ (ƒŕåɱéð), îñ %Ln ŕöŵš: {listed}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñ]</numerusform>
                <numerusform>[{moved}. {count} öƒ {cells} ñûɱƀéŕš ðîƒƒéŕ ƒŕöɱ ţĥé ñûɱƀéŕ ƀéšîðé ţĥéɱ îñ ţĥé ţåƀļé öñ ţĥé ļéƒţ (ƒŕåɱéð), îñ %Ln ŕöŵš: {listed}. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñ]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Tabs</name>
        <message>
            <source>Input layer</source>
            <translation>[Îñƥûţ ļåýéŕ ļöŕé]</translation>
        </message>
        <message>
            <source>Word order</source>
            <translation>[Ŵöŕð öŕðéŕ ļöŕ]</translation>
        </message>
        <message>
            <source>Deeper ideas</source>
            <translation>[Ðééƥéŕ îðéåš ļöŕé]</translation>
        </message>
        <message>
            <source>Quiz</source>
            <translation>[Ǫûîž ļ]</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>[Ƥŕåçţîçé ļöŕ]</translation>
        </message>
        <message>
            <source>Real model</source>
            <translation>[Ŕéåļ ɱöðéļ ļöŕ]</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>[Çöɱƥåŕé ļö]</translation>
        </message>
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>Follow the system</source>
            <translation>[Ƒöļļöŵ ţĥé šýšţéɱ ļöŕéɱ ]</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>[Ļîĝĥţ ļ]</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>[Ðåŕķ ļ]</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>[Ĥîĝĥ çöñţŕåšţ ļöŕéɱ]</translation>
        </message>
    </context>
    <context>
        <name>TokenizerChildText</name>
        <message>
            <source>{name} could not be read as a tokenizer ({kind}: {reason})</source>
            <translation>[{name} çöûļð ñöţ ƀé ŕéåð åš å ţöķéñîžéŕ ({kind}: {reason}) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>{name} could not be read as a tokenizer: {reason}</source>
            <translation>[{name} çöûļð ñöţ ƀé ŕéåð åš å ţöķéñîžéŕ: {reason} ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
    </context>
    <context>
        <name>TokenizerText</name>
        <message>
            <source>reading a real model's tokenizer needs the 'tokenizers' package: pip install 'posviz[real]' (it works offline, no deep-learning framework needed)</source>
            <translation>[ŕéåðîñĝ å ŕéåļ ɱöðéļ'š ţöķéñîžéŕ ñééðš ţĥé 'ţöķéñîžéŕš' ƥåçķåĝé: ƥîƥ îñšţåļļ 'ƥöšṽîž[ŕéåļ]' (îţ ŵöŕķš öƒƒļîñé, ñö ðééƥ-ļéåŕñîñĝ ƒŕåɱéŵöŕķ ñééðéð) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕ]</translation>
        </message>
        <message>
            <source>{name} could not be read as a tokenizer: {reason}</source>
            <translation>[{name} çöûļð ñöţ ƀé ŕéåð åš å ţöķéñîžéŕ: {reason} ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
        </message>
        <message numerus="yes">
            <source>{kind}, %Ln tokens</source>
            <translation>
                <numerusform>[{kind}, %Ln ţöķéñš ļöŕéɱ î]</numerusform>
                <numerusform>[{kind}, %Ln ţöķéñš ļöŕéɱ î]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ToyModel</name>
        <message>
            <source>posviz's data file {file} is damaged: {reason}</source>
            <translation>[ƥöšṽîž'š ðåţå ƒîļé {file} îš ðåɱåĝéð: {reason} ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>posviz's data file {file} is damaged: rows are not {width} wide</source>
            <translation>[ƥöšṽîž'š ðåţå ƒîļé {file} îš ðåɱåĝéð: ŕöŵš åŕé ñöţ {width} ŵîðé ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
    </context>
    <context>
        <name>ViewExport</name>
        <message>
            <source>this window has no Deeper ideas tab</source>
            <translation>[ţĥîš ŵîñðöŵ ĥåš ñö Ðééƥéŕ îðéåš ţåƀ ļöŕéɱ îƥšûɱ ð]</translation>
        </message>
        <message>
            <source>the {view} view is still computing; try again in a moment</source>
            <translation>[ţĥé {view} ṽîéŵ îš šţîļļ çöɱƥûţîñĝ; ţŕý åĝåîñ îñ å ɱöɱéñţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
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
    <context>
        <name>WeightFiles</name>
        <message>
            <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file (the real file is {size} MB): it was never downloaded. Run 'git lfs pull' in the model folder, or download the file itself.</source>
            <translation>[{name} îš å Ĝîţ-ĻƑŠ ƥöîñţéŕ, å šɱåļļ ţéẋţ ƒîļé ţĥåţ šţåñðš îñ ƒöŕ ţĥé ŕéåļ ƒîļé (ţĥé ŕéåļ ƒîļé îš {size} ṀƁ): îţ ŵåš ñéṽéŕ ðöŵñļöåðéð. Ŕûñ 'ĝîţ ļƒš ƥûļļ' îñ ţĥé ɱöðéļ ƒöļðéŕ, öŕ ðöŵñļöåð ţĥé ƒîļé îţšéļƒ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ]</translation>
        </message>
        <message>
            <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file: it was never downloaded. Run 'git lfs pull' in the model folder, or download the file itself.</source>
            <translation>[{name} îš å Ĝîţ-ĻƑŠ ƥöîñţéŕ, å šɱåļļ ţéẋţ ƒîļé ţĥåţ šţåñðš îñ ƒöŕ ţĥé ŕéåļ ƒîļé: îţ ŵåš ñéṽéŕ ðöŵñļöåðéð. Ŕûñ 'ĝîţ ļƒš ƥûļļ' îñ ţĥé ɱöðéļ ƒöļðéŕ, öŕ ðöŵñļöåð ţĥé ƒîļé îţšéļƒ. ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕéɱ îƥšûɱ ðöļ]</translation>
        </message>
        <message>
            <source>{name} is not a safetensors file: its header is not a JSON object</source>
            <translation>[{name} îš ñöţ å šåƒéţéñšöŕš ƒîļé: îţš ĥéåðéŕ îš ñöţ å ĴŠÖÑ öƀĵéçţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱé]</translation>
        </message>
        <message>
            <source>{name} cannot be read: {reason}</source>
            <translation>[{name} çåññöţ ƀé ŕéåð: {reason} ļöŕéɱ îƥšû]</translation>
        </message>
        <message>
            <source>{name} is truncated: it has {size} bytes, fewer than a safetensors header needs (an interrupted download?)</source>
            <translation>[{name} îš ţŕûñçåţéð: îţ ĥåš {size} ƀýţéš, ƒéŵéŕ ţĥåñ å šåƒéţéñšöŕš ĥéåðéŕ ñééðš (åñ îñţéŕŕûƥţéð ðöŵñļöåð?) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åð]</translation>
        </message>
        <message>
            <source>{name} is not a safetensors file: its first 8 bytes announce a {length}-byte header</source>
            <translation>[{name} îš ñöţ å šåƒéţéñšöŕš ƒîļé: îţš ƒîŕšţ 8 ƀýţéš åññöûñçé å {length}-ƀýţé ĥéåðéŕ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñš]</translation>
        </message>
        <message>
            <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
            <translation>[{name} îš ţŕûñçåţéð: îţš ĥéåðéŕ åļöñé šĥöûļð ƀé {length} ƀýţéš ƀûţ ţĥé ƒîļé ĥåš öñļý {size} (åñ îñţéŕŕûƥţéð ðöŵñļöåð?) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</translation>
        </message>
        <message>
            <source>{name}: the header entry of tensor {tensor} is malformed: {why}</source>
            <translation>[{name}: ţĥé ĥéåðéŕ éñţŕý öƒ ţéñšöŕ {tensor} îš ɱåļƒöŕɱéð: {why} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ å]</translation>
        </message>
        <message>
            <source>it must hold dtype, shape and data_offsets, not {keys}</source>
            <translation>[îţ ɱûšţ ĥöļð ðţýƥé, šĥåƥé åñð ðåţå_öƒƒšéţš, ñöţ {keys} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>shape must be a list of whole numbers from 0, not {shape}</source>
            <translation>[šĥåƥé ɱûšţ ƀé å ļîšţ öƒ ŵĥöļé ñûɱƀéŕš ƒŕöɱ 0, ñöţ {shape} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ]</translation>
        </message>
        <message>
            <source>data_offsets must be two whole numbers from 0, not {offsets}</source>
            <translation>[ðåţå_öƒƒšéţš ɱûšţ ƀé ţŵö ŵĥöļé ñûɱƀéŕš ƒŕöɱ 0, ñöţ {offsets} ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
        </message>
    </context>
    <context>
        <name>WordOrder</name>
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
