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
            <source>the sentence has no tokens, so there is no sum to export</source>
            <translation>[ţĥé šéñţéñçé ĥåš ñö ţöķéñš, šö ţĥéŕé îš ñö šûɱ ţö éẋƥöŕţ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
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
        <name>Languages</name>
        <message>
            <source>There is no language “{code}”: choose one of {codes}.</source>
            <translation>[Ţĥéŕé îš ñö ļåñĝûåĝé “{code}”: çĥööšé öñé öƒ {codes}. ļöŕéɱ îƥšûɱ ðöļöŕ š]</translation>
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
        <name>OptionMessages</name>
        <message>
            <source>unknown theme '{theme}'; choose one of {names}</source>
            <translation>[ûñķñöŵñ ţĥéɱé '{theme}'; çĥööšé öñé öƒ {names} ļöŕéɱ îƥšûɱ ðöļö]</translation>
        </message>
        <message>
            <source>unknown colour map '{name}'; choose one of {names}</source>
            <translation>[ûñķñöŵñ çöļöûŕ ɱåƥ '{name}'; çĥööšé öñé öƒ {names} ļöŕéɱ îƥšûɱ ðöļöŕ ]</translation>
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
        <name>Pages</name>
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
            <source>Z</source>
            <comment>the matrix Z, on a button</comment>
            <translation>[Ž ļ]</translation>
        </message>
        <message>
            <source>Panels:</source>
            <translation>[Ƥåñéļš: ļö]</translation>
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
        <message>
            <source>Input layer: E, Z, the addition and the position heatmap</source>
            <translation>[Îñƥûţ ļåýéŕ: É, Ž, ţĥé åððîţîöñ åñð ţĥé ƥöšîţîöñ ĥéåţɱåƥ ļöŕéɱ îƥšûɱ ðöļöŕ šîţ ]</translation>
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
        <name>TokenizerText</name>
        <message>
            <source>reading a real model's tokenizer needs the 'tokenizers' package: pip install 'posviz[real]' (it works offline, no deep-learning framework needed)</source>
            <translation>[ŕéåðîñĝ å ŕéåļ ɱöðéļ'š ţöķéñîžéŕ ñééðš ţĥé 'ţöķéñîžéŕš' ƥåçķåĝé: ƥîƥ îñšţåļļ 'ƥöšṽîž[ŕéåļ]' (îţ ŵöŕķš öƒƒļîñé, ñö ðééƥ-ļéåŕñîñĝ ƒŕåɱéŵöŕķ ñééðéð) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţļöŕ]</translation>
        </message>
        <message>
            <source>{name} could not be read as a tokenizer: {reason}</source>
            <translation>[{name} çöûļð ñöţ ƀé ŕéåð åš å ţöķéñîžéŕ: {reason} ļöŕéɱ îƥšûɱ ðöļöŕ]</translation>
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
            <source>{name} is not a safetensors file: its first 8 bytes announce a header of {length} bytes</source>
            <translation>[{name} îš ñöţ å šåƒéţéñšöŕš ƒîļé: îţš ƒîŕšţ 8 ƀýţéš åññöûñçé å ĥéåðéŕ öƒ {length} ƀýţéš ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéç]</translation>
        </message>
        <message>
            <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
            <translation>[{name} îš ţŕûñçåţéð: îţš ĥéåðéŕ åļöñé šĥöûļð ƀé {length} ƀýţéš ƀûţ ţĥé ƒîļé ĥåš öñļý {size} (åñ îñţéŕŕûƥţéð ðöŵñļöåð?) ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîš]</translation>
        </message>
    </context>
</TS>
