<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_DZ">
<context>
    <name>AboutText</name>
    <message>
        <source>posviz {version}</source>
        <translation>posviz {version}</translation>
    </message>
    <message>
        <source>How a transformer&apos;s input layer is built: text → token ids → rows of E → + position vectors → Z. MIT licence.</source>
        <translation>كيف تُبنى طبقة الإدخال في المحوِّل: النص ← معرّفات الرموز ← صفوف E ← + متجهات المواضع ← Z. رخصة MIT.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parts posviz runs on&lt;/b&gt; (the standalone bundle ships them):</source>
        <translation>‏&lt;b&gt;المكوّنات التي يعمل عليها posviz&lt;/b&gt; (تتضمّنها الحزمة المستقلة):</translation>
    </message>
    <message>
        <source>Qt, PySide6 and Shiboken6 are used as shared libraries under the LGPL v3: you may replace them with your own build. Licence texts (on the web, and on this machine where installed):</source>
        <translation>تُستخدم Qt وPySide6 وShiboken6 مكتباتٍ مشتركة بموجب رخصة LGPL v3: يمكنك استبدالها بنسخة تبنيها بنفسك. نصوص الرخص (على الويب، وعلى هذا الجهاز حيث ثُبّتت):</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;Next step</source>
        <translation>الخطوة الت&amp;الية</translation>
    </message>
    <message>
        <source>next walkthrough step (starts the walkthrough)</source>
        <translation>الخطوة التالية من الجولة (تبدأ الجولة)</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>الخطوة ال&amp;سابقة</translation>
    </message>
    <message>
        <source>previous step</source>
        <translation>الخطوة السابقة</translation>
    </message>
    <message>
        <source>&amp;Blank the screen</source>
        <translation>إ&amp;طفاء الشاشة</translation>
    </message>
    <message>
        <source>blank the screen (any key brings it back)</source>
        <translation>إطفاء الشاشة (أي مفتاح يعيدها)</translation>
    </message>
    <message>
        <source>&amp;Leave the mode</source>
        <translation>م&amp;غادرة الوضع</translation>
    </message>
    <message>
        <source>leave the current mode: blank screen, editing, presentation, walkthrough</source>
        <translation>مغادرة الوضع الحالي: الشاشة المطفأة، التحرير، العرض، الجولة</translation>
    </message>
    <message>
        <source>Start the &amp;walkthrough</source>
        <translation>بدء الج&amp;ولة</translation>
    </message>
    <message>
        <source>start the walkthrough</source>
        <translation>بدء الجولة</translation>
    </message>
    <message>
        <source>the ▶ Walkthrough button</source>
        <translation>زر ▶ الجولة</translation>
    </message>
    <message>
        <source>&amp;Next prepared sentence</source>
        <translation>الجملة المُعدّة الت&amp;الية</translation>
    </message>
    <message>
        <source>next prepared sentence (File → Prepared sentences)</source>
        <translation>الجملة المُعدّة التالية (ملف ← الجمل المُعدّة)</translation>
    </message>
    <message>
        <source>&amp;Previous prepared sentence</source>
        <translation>الجملة المُعدّة ال&amp;سابقة</translation>
    </message>
    <message>
        <source>previous prepared sentence</source>
        <translation>الجملة المُعدّة السابقة</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>وضع ال&amp;عرض</translation>
    </message>
    <message>
        <source>presentation mode (full screen, no menus; with two screens, a presenter console on the laptop)</source>
        <translation>وضع العرض (ملء الشاشة، بلا قوائم؛ ومع شاشتين، لوحة تحكّم للمحاضر على الحاسوب المحمول)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>ت&amp;كبير</translation>
    </message>
    <message>
        <source>zoom in</source>
        <translation>تكبير</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>ت&amp;صغير</translation>
    </message>
    <message>
        <source>zoom out</source>
        <translation>تصغير</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>الح&amp;جم الفعلي</translation>
    </message>
    <message>
        <source>zoom back to 100 %</source>
        <translation>العودة إلى 100 %</translation>
    </message>
    <message>
        <source>&amp;Shuffle demo: reorder the words</source>
        <translation>عرض ال&amp;خلط: إعادة ترتيب الكلمات</translation>
    </message>
    <message>
        <source>the shuffle demo: reorder the words</source>
        <translation>عرض الخلط: إعادة ترتيب الكلمات</translation>
    </message>
    <message>
        <source>&amp;Keyboard keys</source>
        <translation>م&amp;فاتيح لوحة المفاتيح</translation>
    </message>
    <message>
        <source>this list of keys</source>
        <translation>قائمة المفاتيح هذه</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>إ&amp;نهاء</translation>
    </message>
    <message>
        <source>quit posviz</source>
        <translation>إنهاء posviz</translation>
    </message>
    <message>
        <source>F2, a click or typing into a control</source>
        <translation>‏F2 أو نقرة أو الكتابة في عنصر تحكّم</translation>
    </message>
    <message>
        <source>edit it: its arrows and Enter are its own until Esc, Enter or leaving it (in the walkthrough: text fields only)</source>
        <translation>تحريره: تصبح الأسهم وEnter له حتى Esc أو Enter أو مغادرته (في الجولة: حقول النص فقط)</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>move to the next / previous control (a frame shows which has the keys)</source>
        <translation>الانتقال إلى عنصر التحكّم التالي / السابق (يُظهر إطارٌ أيّها يتلقّى المفاتيح)</translation>
    </message>
    <message>
        <source>Space (on a button, check box or drop-down)</source>
        <translation>المسافة (على زر أو مربع اختيار أو قائمة منسدلة)</translation>
    </message>
    <message>
        <source>press or open it, once Tab brought the keys to it (its frame shows); arrows move along the tabs (outside the walkthrough and presentation mode; otherwise these keys move the steps)</source>
        <translation>ضغطه أو فتحه بعد أن ينقل Tab المفاتيح إليه (يظهر إطاره)؛ وتتنقّل الأسهم بين علامات التبويب (خارج الجولة ووضع العرض؛ وإلا فهذه المفاتيح تحرّك الخطوات)</translation>
    </message>
    <message>
        <source>Page Down</source>
        <translation>Page Down</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>Page Up</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>يمين</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>يسار</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>أعلى</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>أسفل</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>المسافة</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>‏{first} أو {second}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the keys of a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>{keys} or {other}</source>
        <translation>‏{keys} أو {other}</translation>
    </message>
</context>
<context>
    <name>CompareCaptions</name>
    <message>
        <source>Compare one to {most} models, not {count}.</source>
        <translation>قارن بين نموذج واحد و{most} نماذج، لا {count}.</translation>
    </message>
    <message>
        <source>Type a sentence to compare how the models read it.</source>
        <translation>اكتب جملة لمقارنة طريقة قراءة النماذج لها.</translation>
    </message>
    <message>
        <source>{name} could not read this sentence: {reason}</source>
        <translation>تعذّر على {name} قراءة هذه الجملة: {reason}</translation>
    </message>
    <message>
        <source>{model} has no token for “{word}”: it becomes the unknown token (id {id}).</source>
        <translation>ليس لدى {model} رمز لـ«{word}»: فيصبح الرمز المجهول (المعرّف {id}).</translation>
    </message>
    <message>
        <source>{model} keeps “{word}” as one token.</source>
        <translation>يُبقي {model} «{word}» رمزًا واحدًا.</translation>
    </message>
    <message numerus="yes">
        <source>{model} cuts “{word}” into %Ln tokens.</source>
        <translation>
            <numerusform>يقطّع {model} «{word}» إلى %Ln رمز.</numerusform>
            <numerusform>يقطّع {model} «{word}» إلى رمز واحد.</numerusform>
            <numerusform>يقطّع {model} «{word}» إلى رمزين.</numerusform>
            <numerusform>يقطّع {model} «{word}» إلى %Ln رموز.</numerusform>
            <numerusform>يقطّع {model} «{word}» إلى %Ln رمزًا.</numerusform>
            <numerusform>يقطّع {model} «{word}» إلى %Ln رمز.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every model reads the sentence as %Ln tokens, but with different ids: an id is only a row number.</source>
        <translation>
            <numerusform>تقرأ كل النماذج الجملة رموزًا عددها %Ln، لكن بمعرّفات مختلفة: المعرّف ليس إلا رقم صف.</numerusform>
            <numerusform>تقرأ كل النماذج الجملة رموزًا عددها %Ln، لكن بمعرّفات مختلفة: المعرّف ليس إلا رقم صف.</numerusform>
            <numerusform>تقرأ كل النماذج الجملة رموزًا عددها %Ln، لكن بمعرّفات مختلفة: المعرّف ليس إلا رقم صف.</numerusform>
            <numerusform>تقرأ كل النماذج الجملة رموزًا عددها %Ln، لكن بمعرّفات مختلفة: المعرّف ليس إلا رقم صف.</numerusform>
            <numerusform>تقرأ كل النماذج الجملة رموزًا عددها %Ln، لكن بمعرّفات مختلفة: المعرّف ليس إلا رقم صف.</numerusform>
            <numerusform>تقرأ كل النماذج الجملة رموزًا عددها %Ln، لكن بمعرّفات مختلفة: المعرّف ليس إلا رقم صف.</numerusform>
        </translation>
    </message>
    <message>
        <source>{most} needs the most tokens ({most_count}), {fewest} the fewest ({fewest_count}).</source>
        <translation>يحتاج {most} إلى أكبر عدد من الرموز ({most_count})، و{fewest} إلى أقلّها ({fewest_count}).</translation>
    </message>
    <message numerus="yes">
        <source>{model} reads the sentence as %Ln tokens, {special} of them added by the model itself.</source>
        <translation>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln، منها {special} أضافها النموذج نفسه.</numerusform>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln، منها {special} أضافها النموذج نفسه.</numerusform>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln، منها {special} أضافها النموذج نفسه.</numerusform>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln، منها {special} أضافها النموذج نفسه.</numerusform>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln، منها {special} أضافها النموذج نفسه.</numerusform>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln، منها {special} أضافها النموذج نفسه.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{model} reads the sentence as %Ln tokens.</source>
        <translation>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln.</numerusform>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln.</numerusform>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln.</numerusform>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln.</numerusform>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln.</numerusform>
            <numerusform>يقرأ {model} الجملة رموزًا عددها %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {model}&apos;s tokens are its unknown token: those pieces have no row of their own.</source>
        <translation>
            <numerusform>عدد رموز {model} التي هي رمزه المجهول: %Ln؛ ليس لهذه القطع صف خاص بها.</numerusform>
            <numerusform>عدد رموز {model} التي هي رمزه المجهول: %Ln؛ ليس لهذه القطع صف خاص بها.</numerusform>
            <numerusform>عدد رموز {model} التي هي رمزه المجهول: %Ln؛ ليس لهذه القطع صف خاص بها.</numerusform>
            <numerusform>عدد رموز {model} التي هي رمزه المجهول: %Ln؛ ليس لهذه القطع صف خاص بها.</numerusform>
            <numerusform>عدد رموز {model} التي هي رمزه المجهول: %Ln؛ ليس لهذه القطع صف خاص بها.</numerusform>
            <numerusform>عدد رموز {model} التي هي رمزه المجهول: %Ln؛ ليس لهذه القطع صف خاص بها.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {model}&apos;s tokens are bytes that are not text on their own.</source>
        <translation>
            <numerusform>عدد رموز {model} التي هي بايتات لا تشكّل نصًا بمفردها: %Ln.</numerusform>
            <numerusform>عدد رموز {model} التي هي بايتات لا تشكّل نصًا بمفردها: %Ln.</numerusform>
            <numerusform>عدد رموز {model} التي هي بايتات لا تشكّل نصًا بمفردها: %Ln.</numerusform>
            <numerusform>عدد رموز {model} التي هي بايتات لا تشكّل نصًا بمفردها: %Ln.</numerusform>
            <numerusform>عدد رموز {model} التي هي بايتات لا تشكّل نصًا بمفردها: %Ln.</numerusform>
            <numerusform>عدد رموز {model} التي هي بايتات لا تشكّل نصًا بمفردها: %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Character {char} is past the end of the sentence (%Ln characters).</source>
        <translation>
            <numerusform>الحرف {char} بعد نهاية الجملة (عدد أحرفها %Ln).</numerusform>
            <numerusform>الحرف {char} بعد نهاية الجملة (عدد أحرفها %Ln).</numerusform>
            <numerusform>الحرف {char} بعد نهاية الجملة (عدد أحرفها %Ln).</numerusform>
            <numerusform>الحرف {char} بعد نهاية الجملة (عدد أحرفها %Ln).</numerusform>
            <numerusform>الحرف {char} بعد نهاية الجملة (عدد أحرفها %Ln).</numerusform>
            <numerusform>الحرف {char} بعد نهاية الجملة (عدد أحرفها %Ln).</numerusform>
        </translation>
    </message>
    <message>
        <source>No token of {model} covers character {char} (“{letter}”): the tokenizer dropped it.</source>
        <translation>لا يغطي أي رمز من رموز {model} الحرف {char} («{letter}»): أسقطه المُجزِّئ.</translation>
    </message>
    <message>
        <source>Character {char} (“{letter}”) is in {model}&apos;s token {index}, “{label}” (id {id}); its row begins {values}.</source>
        <translation>الحرف {char} («{letter}») في الرمز {index} من رموز {model}، «{label}» (المعرّف {id})؛ يبدأ صفه بـ {values}.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln rows; {positions}</source>
        <translation>
            <numerusform>‏{name}: العرض {width}، عدد صفوف المفردات %Ln؛ {positions}</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد صفوف المفردات %Ln؛ {positions}</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد صفوف المفردات %Ln؛ {positions}</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد صفوف المفردات %Ln؛ {positions}</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد صفوف المفردات %Ln؛ {positions}</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد صفوف المفردات %Ln؛ {positions}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each token row.</source>
        <translation>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ تُضاف مواضع جيبية إلى صف كل رمز.</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ تُضاف مواضع جيبية إلى صف كل رمز.</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ تُضاف مواضع جيبية إلى صف كل رمز.</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ تُضاف مواضع جيبية إلى صف كل رمز.</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ تُضاف مواضع جيبية إلى صف كل رمز.</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ تُضاف مواضع جيبية إلى صف كل رمز.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.</source>
        <extracomment>{scheme} is a position scheme&apos;s name in English (learned, rope, none)</extracomment>
        <translation>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ مخطط المواضع «{scheme}».</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ مخطط المواضع «{scheme}».</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ مخطط المواضع «{scheme}».</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ مخطط المواضع «{scheme}».</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ مخطط المواضع «{scheme}».</numerusform>
            <numerusform>‏{name}: العرض {width}، عدد كلمات المفردات %Ln؛ مخطط المواضع «{scheme}».</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareTab</name>
    <message>
        <source>Add two to four models to compare how they read the sentence: the toy, a model folder or a recent one.</source>
        <translation>أضف من نموذجين إلى أربعة نماذج لمقارنة طريقة قراءتها للجملة: النموذج المصغّر، أو مجلد نموذج، أو نموذج فُتح مؤخرًا.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n models can be compared side by side: remove one first.</source>
        <translation>
            <numerusform>الحد الأقصى لعدد النماذج التي تمكن مقارنتها جنبًا إلى جنب %n؛ أزل واحدًا أولًا.</numerusform>
            <numerusform>الحد الأقصى لعدد النماذج التي تمكن مقارنتها جنبًا إلى جنب %n؛ أزل واحدًا أولًا.</numerusform>
            <numerusform>الحد الأقصى لعدد النماذج التي تمكن مقارنتها جنبًا إلى جنب %n؛ أزل واحدًا أولًا.</numerusform>
            <numerusform>الحد الأقصى لعدد النماذج التي تمكن مقارنتها جنبًا إلى جنب %n؛ أزل واحدًا أولًا.</numerusform>
            <numerusform>الحد الأقصى لعدد النماذج التي تمكن مقارنتها جنبًا إلى جنب %n؛ أزل واحدًا أولًا.</numerusform>
            <numerusform>الحد الأقصى لعدد النماذج التي تمكن مقارنتها جنبًا إلى جنب %n؛ أزل واحدًا أولًا.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the toy model</source>
        <translation>إضافة النموذج المصغّر</translation>
    </message>
    <message>
        <source>Add a model folder…</source>
        <translation>إضافة مجلد نموذج…</translation>
    </message>
    <message>
        <source>Remove the last model</source>
        <translation>إزالة آخر نموذج</translation>
    </message>
    <message>
        <source>Add a recently opened model</source>
        <translation>إضافة نموذج فُتح مؤخرًا</translation>
    </message>
    <message>
        <source>Character of the sentence to follow through each model</source>
        <translation>حرف الجملة الذي يُتتبَّع في كل نموذج</translation>
    </message>
    <message>
        <source>character {number}</source>
        <translation>الحرف {number}</translation>
    </message>
    <message>
        <source>Add a recent model…</source>
        <translation>إضافة نموذج حديث…</translation>
    </message>
    <message>
        <source>Choose a model folder to compare</source>
        <translation>اختر مجلد نموذج للمقارنة</translation>
    </message>
    <message>
        <source>Reading {folder}: {what} ({percent} %).</source>
        <extracomment>{what} is the loader&apos;s own words on the file being read (English for now)</extracomment>
        <translation>جارٍ قراءة {folder}: {what} ({percent}٪).</translation>
    </message>
    <message>
        <source>{folder} cannot be compared: {reason}</source>
        <translation>لا يمكن مقارنة {folder}: {reason}</translation>
    </message>
    <message>
        <source>Comparing {names}; the main view keeps its own model.</source>
        <translation>جارٍ مقارنة {names}؛ يحتفظ العرض الرئيسي بنموذجه.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>، </translation>
    </message>
    <message numerus="yes">
        <source>{model}: %Ln tokens: {tokens}.</source>
        <translation>
            <numerusform>‏{model}: عدد الرموز %Ln: {tokens}.</numerusform>
            <numerusform>‏{model}: عدد الرموز %Ln: {tokens}.</numerusform>
            <numerusform>‏{model}: عدد الرموز %Ln: {tokens}.</numerusform>
            <numerusform>‏{model}: عدد الرموز %Ln: {tokens}.</numerusform>
            <numerusform>‏{model}: عدد الرموز %Ln: {tokens}.</numerusform>
            <numerusform>‏{model}: عدد الرموز %Ln: {tokens}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens of each model, aligned by the characters they cover</source>
        <translation>رموز كل نموذج، مصفوفة حسب الأحرف التي تغطيها</translation>
    </message>
    <message>
        <source>Length of each row block 1 receives, along the sentence</source>
        <translation>طول كل صف تستقبله الكتلة 1، على امتداد الجملة</translation>
    </message>
    <message>
        <source>character of the sentence (middle of each token)</source>
        <translation>حرف الجملة (منتصف كل رمز)</translation>
    </message>
    <message>
        <source>row length ‖x‖</source>
        <translation>طول الصف ‖x‖</translation>
    </message>
    <message>
        <source>{model}: row lengths {values}.</source>
        <translation>‏{model}: أطوال الصفوف {values}.</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>posviz: presenter console</source>
        <translation>‏posviz: لوحة تحكّم المحاضر</translation>
    </message>
    <message>
        <source>Typed here only: Enter shows it to the room, Esc puts back the room&apos;s sentence</source>
        <translation>مكتوبة هنا فقط: Enter يعرضها على القاعة، وEsc يعيد جملة القاعة</translation>
    </message>
    <message>
        <source>Speaker notes (only you see them)</source>
        <translation>ملاحظات المحاضر (لا يراها غيرك)</translation>
    </message>
    <message>
        <source>Black out the room&apos;s screen; this console stays as it is</source>
        <translation>إطفاء شاشة القاعة؛ تبقى لوحة التحكّم هذه كما هي</translation>
    </message>
    <message>
        <source>What the room sees</source>
        <translation>ما تراه القاعة</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>▶ رجوع</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>التالي ◀</translation>
    </message>
    <message>
        <source>◀ Prepared sentence</source>
        <translation>▶ الجملة المُعدّة</translation>
    </message>
    <message>
        <source>Prepared sentence ▶</source>
        <translation>الجملة المُعدّة ◀</translation>
    </message>
    <message>
        <source>Swap screens</source>
        <translation>تبديل الشاشتين</translation>
    </message>
    <message>
        <source>Put the room&apos;s window on this screen and this console on the other</source>
        <translation>نقل نافذة القاعة إلى هذه الشاشة ولوحة التحكّم هذه إلى الأخرى</translation>
    </message>
    <message>
        <source>Stop presenting (Esc)</source>
        <translation>إيقاف العرض (Esc)</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}; next: “{sentence}”</source>
        <translation>الجملة المُعدّة {number} من {count}؛ التالية: «{sentence}»</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}; it is the last one</source>
        <translation>الجملة المُعدّة {number} من {count}؛ وهي الأخيرة</translation>
    </message>
    <message>
        <source>Show the room again (B)</source>
        <translation>إظهار القاعة من جديد (B)</translation>
    </message>
    <message>
        <source>Blank the room (B)</source>
        <translation>إطفاء شاشة القاعة (B)</translation>
    </message>
    <message>
        <source>The room sees a black screen (B or any key shows it again)</source>
        <translation>ترى القاعة شاشة سوداء (B أو أي مفتاح يعيدها)</translation>
    </message>
    <message>
        <source>The room sees</source>
        <translation>ترى القاعة</translation>
    </message>
    <message>
        <source>A black screen: the room&apos;s window is blanked (B or any key shows it again).</source>
        <translation>شاشة سوداء: نافذة القاعة مُطفأة (B أو أي مفتاح يعيدها).</translation>
    </message>
    <message>
        <source>The room&apos;s window, as its picture was last taken: {where}, {title}.</source>
        <translation>نافذة القاعة كما التُقطت صورتها آخر مرة: {where}، {title}.</translation>
    </message>
    <message>
        <source>No notes here. Each walkthrough step has notes of its own; a prepared sentence&apos;s notes, when it has some, show in their place (View → Speaker notes, in the main window, edits them).</source>
        <translation>لا ملاحظات هنا. لكل خطوة من الجولة ملاحظاتها؛ وملاحظات الجملة المُعدّة، إن وُجدت، تظهر مكانها (عرض ← ملاحظات المحاضر، في النافذة الرئيسية، لتحريرها).</translation>
    </message>
    <message>
        <source>Not in the walkthrough</source>
        <translation>خارج الجولة</translation>
    </message>
    <message>
        <source>The main view</source>
        <translation>العرض الرئيسي</translation>
    </message>
    <message>
        <source>The sentence and the panels, as in the window without menus.</source>
        <translation>الجملة واللوحات، كما في النافذة بلا قوائم.</translation>
    </message>
    <message>
        <source>Next: step 1 of {count}, {title} (Next starts the walkthrough)</source>
        <translation>التالي: الخطوة 1 من {count}، {title} (التالي يبدأ الجولة)</translation>
    </message>
    <message>
        <source>Next: step {number} of {count}, {title}</source>
        <translation>التالي: الخطوة {number} من {count}، {title}</translation>
    </message>
    <message>
        <source>Next: nothing; this is the last step (Esc leaves the walkthrough)</source>
        <translation>التالي: لا شيء؛ هذه الخطوة الأخيرة (Esc يغادر الجولة)</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>الخطوة {number} من {count}</translation>
    </message>
    <message>
        <source>Elapsed {time}</source>
        <translation>المنقضي {time}</translation>
    </message>
    <message>
        <source>Elapsed {time}  (paused)</source>
        <translation>المنقضي {time}  (متوقف مؤقتًا)</translation>
    </message>
    <message>
        <source>Time since the timer was started, pauses not counted</source>
        <translation>الوقت منذ بدء المؤقّت، دون احتساب التوقفات</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>بدء</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>إعادة ضبط</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The log file {path} cannot be written ({reason}); posviz goes on without a log.</source>
        <translation>لا يمكن كتابة ملف السجل {path} ({reason})؛ يتابع posviz دون سجل.</translation>
    </message>
    <message>
        <source>Something went wrong and was not done: {reason}. posviz kept its last good state.</source>
        <translation>حدث خطأ ولم يُنفَّذ الأمر: {reason}. احتفظ posviz بآخر حالة سليمة.</translation>
    </message>
</context>
<context>
    <name>ExportNames</name>
    <message>
        <source>Whole window</source>
        <translation>النافذة كاملة</translation>
    </message>
    <message>
        <source>Embedding table E</source>
        <translation>جدول التضمين E</translation>
    </message>
    <message>
        <source>Z, the input to layer 1</source>
        <translation>‏Z، مُدخل الطبقة 1</translation>
    </message>
    <message>
        <source>Token row + position row</source>
        <translation>صف الرمز + صف الموضع</translation>
    </message>
    <message>
        <source>Position heatmap</source>
        <translation>الخريطة الحرارية للمواضع</translation>
    </message>
    <message>
        <source>Position similarity (cosine)</source>
        <translation>تشابه المواضع (جيب التمام)</translation>
    </message>
    <message>
        <source>Position table&apos;s principal components</source>
        <translation>المكوّنات الرئيسية لجدول المواضع</translation>
    </message>
    <message>
        <source>RoPE&apos;s long-range bound</source>
        <translation>حدّ RoPE للمسافات البعيدة</translation>
    </message>
    <message>
        <source>the sentence has no tokens, so there is no sum to export</source>
        <translation>لا رموز في الجملة، فلا مجموع لتصديره</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>cannot make a {width} × {height} image at {scale}× (out of memory?)</source>
        <translation>تعذّر إنشاء صورة ‎{width} × {height}‎ بمقياس {scale}× (نفدت الذاكرة؟)</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not save the PNG</source>
        <translation>تعذّرت كتابة {path}: لم يستطع Qt حفظ ملف PNG</translation>
    </message>
    <message>
        <source>cannot write {path}: Qt could not start the SVG</source>
        <translation>تعذّرت كتابة {path}: لم يستطع Qt بدء ملف SVG</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>posviz lecture state (*.posviz);;All files (*)</source>
        <translation>حالة محاضرة posviz (*.posviz);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>صورة PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>رسم SVG (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>جدول CSV (*.csv)</translation>
    </message>
    <message>
        <source>NumPy array (*.npy)</source>
        <translation>مصفوفة NumPy (*.npy)</translation>
    </message>
    <message>
        <source>PNG at 2× (for slides)…</source>
        <translation>‏PNG بحجم 2× (للشرائح)…</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>صورة PNG…</translation>
    </message>
    <message>
        <source>SVG…</source>
        <translation>رسم SVG…</translation>
    </message>
    <message>
        <source>CSV table…</source>
        <translation>جدول CSV…</translation>
    </message>
    <message>
        <source>NumPy .npy…</source>
        <translation>مصفوفة NumPy ‏(.npy)…</translation>
    </message>
    <message>
        <source>&amp;Open lecture state…</source>
        <translation>فتح حالة م&amp;حاضرة…</translation>
    </message>
    <message>
        <source>&amp;Save lecture state</source>
        <translation>&amp;حفظ حالة المحاضرة</translation>
    </message>
    <message>
        <source>Save lecture state &amp;as…</source>
        <translation>حفظ حالة المحاضرة &amp;باسم…</translation>
    </message>
    <message>
        <source>&amp;Add this view as the next prepared sentence</source>
        <translation>إ&amp;ضافة هذا العرض جملةً مُعدّة تالية</translation>
    </message>
    <message>
        <source>&amp;Remove this prepared sentence</source>
        <translation>إ&amp;زالة هذه الجملة المُعدّة</translation>
    </message>
    <message>
        <source>Lesson page…</source>
        <translation>صفحة الدرس…</translation>
    </message>
    <message>
        <source>&amp;Record…</source>
        <translation>&amp;تسجيل…</translation>
    </message>
    <message>
        <source>&amp;Prepared sentences</source>
        <translation>ال&amp;جمل المُعدّة</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>ت&amp;صدير</translation>
    </message>
    <message>
        <source>Copy the picture</source>
        <translation>نسخ الصورة</translation>
    </message>
    <message>
        <source>Open a lecture state</source>
        <translation>فتح حالة محاضرة</translation>
    </message>
    <message>
        <source>Cannot open the lecture state</source>
        <translation>تعذّر فتح حالة المحاضرة</translation>
    </message>
    <message>
        <source>{reason}

Nothing was changed.</source>
        <translation>‏{reason}

لم يتغيّر شيء.</translation>
    </message>
    <message>
        <source>Opened {name}: prepared sentence {number} of {count}</source>
        <translation>فُتح {name}: الجملة المُعدّة {number} من {count}</translation>
    </message>
    <message>
        <source>Save the lecture state</source>
        <translation>حفظ حالة المحاضرة</translation>
    </message>
    <message>
        <source>Cannot save the lecture state</source>
        <translation>تعذّر حفظ حالة المحاضرة</translation>
    </message>
    <message>
        <source>{reason}

Nothing was overwritten; choose another place.</source>
        <translation>‏{reason}

لم يُستبدل شيء؛ اختر مكانًا آخر.</translation>
    </message>
    <message>
        <source>Saved the lecture state to {path}</source>
        <translation>حُفظت حالة المحاضرة في {path}</translation>
    </message>
    <message>
        <source>Export: {panel}</source>
        <translation>تصدير: {panel}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>فشل التصدير</translation>
    </message>
    <message>
        <source>{reason}

No file was changed.</source>
        <translation>‏{reason}

لم يتغيّر أي ملف.</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>صُدّر إلى {path}</translation>
    </message>
</context>
<context>
    <name>FocusRingText</name>
    <message>
        <source>Focus ring</source>
        <translation>إطار التركيز</translation>
    </message>
    <message>
        <source>Marks the control that has the keyboard</source>
        <translation>يُعلِّم عنصر التحكّم الذي يتلقّى لوحة المفاتيح</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>Text becomes token ids</source>
        <translation>يصير النص معرّفات رموز</translation>
    </message>
    <message>
        <source>the tokenizer cuts the sentence into tokens and gives each an id; an id is only a row number of the table E, not a quantity.</source>
        <translation>يقطّع المُجزِّئ الجملة إلى رموز ويعطي كلًّا منها معرّفًا؛ والمعرّف مجرد رقم صف في الجدول E، لا كمية.</translation>
    </message>
    <message>
        <source>An id picks a row of E</source>
        <translation>يختار المعرّف صفًّا من E</translation>
    </message>
    <message>
        <source>E has one learned row per token of the vocabulary (|V| × d_model). A sentence of L tokens reads L rows: L × d_model, however large the vocabulary.</source>
        <translation>في E صفّ مُتعلَّم لكل رمز من المفردات (|V| × d_model). الجملة ذات L رمزًا تقرأ L صفًّا: L × d_model، مهما كبرت المفردات.</translation>
    </message>
    <message>
        <source>Order is invisible without positions</source>
        <translation>الترتيب غير مرئي دون مواضع</translation>
    </message>
    <message>
        <source>attention looks at all tokens at once; without position vectors &apos;the dog bit the man&apos; and &apos;the man bit the dog&apos; give the same rows, only reordered (the Word order tab).</source>
        <translation>ينظر الانتباه إلى كل الرموز دفعةً واحدة؛ ودون متجهات المواضع تعطي &apos;the dog bit the man&apos; و&apos;the man bit the dog&apos; الصفوف نفسها، مُعاد ترتيبها فقط (تبويب ترتيب الكلمات).</translation>
    </message>
    <message>
        <source>A vector for each position</source>
        <translation>متجه لكل موضع</translation>
    </message>
    <message>
        <source>the paper&apos;s sinusoids (sin and cos at frequencies base^(-2k/d)), a learned table (GPT-2, BERT), or no vector at all: RoPE rotates queries and keys, ALiBi biases attention scores (Deeper ideas).</source>
        <translation>منحنيات الجيب في الورقة (sin وcos بترددات base^(-2k/d))، أو جدول مُتعلَّم (GPT-2 وBERT)، أو لا متجه إطلاقًا: يدوّر RoPE الاستعلامات والمفاتيح، ويُميل ALiBi درجات الانتباه (أفكار أعمق).</translation>
    </message>
    <message>
        <source>Add them: Z</source>
        <translation>اجمعها: Z</translation>
    </message>
    <message>
        <source>each token&apos;s row plus its position&apos;s vector, number by number, is one row of Z (L × d_model), the matrix the first transformer block reads.</source>
        <translation>صفّ كل رمز زائد متجه موضعه، عددًا بعدد، هو صفّ من Z (L × d_model)، المصفوفة التي تقرؤها أول كتلة في المحوِّل.</translation>
    </message>
    <message>
        <source>Check yourself</source>
        <translation>اختبر نفسك</translation>
    </message>
    <message>
        <source>the Quiz explains every answer; Practice has you write the table and Z in numpy, checked against hidden cases.</source>
        <translation>يشرح الاختبار كل إجابة؛ وفي التمرين تكتب الجدول وZ بـ numpy، ويُتحقَّق منهما بحالات مخفية.</translation>
    </message>
    <message>
        <source>the system&apos;s settings store (registry on Windows, defaults on macOS)</source>
        <translation>مخزن إعدادات النظام (السجلّ في Windows، وdefaults في macOS)</translation>
    </message>
    <message>
        <source>Settings (theme, zoom, colour map, last sentence, window)</source>
        <translation>الإعدادات (السمة، التكبير، خريطة الألوان، آخر جملة، النافذة)</translation>
    </message>
    <message>
        <source>Autosave of the lecture state (restored at start)</source>
        <translation>الحفظ التلقائي لحالة المحاضرة (يُستعاد عند البدء)</translation>
    </message>
    <message>
        <source>Practice drafts and progress</source>
        <translation>مسوّدات التمرين والتقدّم</translation>
    </message>
    <message>
        <source>Other data (set-aside damaged files, recent models)</source>
        <translation>بيانات أخرى (الملفات التالفة المنحّاة، النماذج الأخيرة)</translation>
    </message>
    <message>
        <source>Lecture files (.posviz) and exports</source>
        <translation>ملفات المحاضرات (.posviz) والتصديرات</translation>
    </message>
    <message>
        <source>where you choose; the first dialog opens in {folder}</source>
        <translation>حيث تختار؛ يُفتح أول مربع حوار في {folder}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;: {text}</source>
        <comment>a lesson and what it teaches</comment>
        <translation>&lt;b&gt;{title}&lt;/b&gt;: {text}</translation>
    </message>
    <message>
        <source>What posviz teaches</source>
        <translation>ما يعلّمه posviz</translation>
    </message>
    <message>
        <source>Where posviz keeps its files</source>
        <translation>أين يحفظ posviz ملفاته</translation>
    </message>
    <message>
        <source>Welcome to posviz</source>
        <translation>مرحبًا بك في posviz</translation>
    </message>
    <message>
        <source>Welcome to posviz: see how a transformer turns text into the matrix Z its first block reads.</source>
        <translation>مرحبًا بك في posviz: شاهد كيف يحوّل المحوِّل النص إلى المصفوفة Z التي تقرؤها كتلته الأولى.</translation>
    </message>
    <message>
        <source>Welcome to posviz. Three ways in:</source>
        <translation>مرحبًا بك في posviz. ثلاث طرق للبدء:</translation>
    </message>
    <message>
        <source>▶ The walkthrough (F6)</source>
        <translation>▶ الجولة (F6)</translation>
    </message>
    <message>
        <source>Five steps, from text to Z. Right, Space or Page Down moves on; Esc leaves.</source>
        <translation>خمس خطوات من النص إلى Z. يمين أو المسافة أو Page Down للتقدّم؛ وEsc للمغادرة.</translation>
    </message>
    <message>
        <source>✎ Type a sentence</source>
        <translation>✎ اكتب جملة</translation>
    </message>
    <message>
        <source>Puts the cursor in the sentence box: every panel follows what you type.</source>
        <translation>يضع المؤشّر في مربع الجملة: تتبع كل لوحة ما تكتبه.</translation>
    </message>
    <message>
        <source>Open a real model (Ctrl+O)</source>
        <translation>فتح نموذج حقيقي (Ctrl+O)</translation>
    </message>
    <message>
        <source>GPT-2, BERT, Llama and others from a folder or the local Hugging Face cache (offline; needs pip install &apos;posviz[real]&apos;).</source>
        <translation>‏GPT-2 وBERT وLlama وغيرها من مجلد أو من ذاكرة Hugging Face المحلية (دون اتصال؛ يتطلّب pip install &apos;posviz[real]&apos;).</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Closes this welcome. Help → Welcome brings it back.</source>
        <translation>يغلق هذا الترحيب. مساعدة ← الترحيب يعيده.</translation>
    </message>
    <message>
        <source>Keys: Tab moves between controls · F1 lists every key · F5 presentation mode · Ctrl+= / Ctrl+- zoom · Esc leaves a mode. Shown once; Help → Welcome brings it back.</source>
        <translation>المفاتيح: Tab للتنقّل بين عناصر التحكّم · F1 يسرد كل المفاتيح · F5 وضع العرض · Ctrl+= / Ctrl+- للتكبير · Esc لمغادرة الوضع. يظهر مرة واحدة؛ مساعدة ← الترحيب يعيده.</translation>
    </message>
    <message>
        <source>F1 lists every key.</source>
        <translation>‏F1 يسرد كل المفاتيح.</translation>
    </message>
    <message>
        <source>&amp;Welcome and the three ways in</source>
        <translation>ال&amp;ترحيب وطرق البدء الثلاث</translation>
    </message>
    <message>
        <source>What the &amp;lessons cover</source>
        <translation>ما ت&amp;غطّيه الدروس</translation>
    </message>
    <message>
        <source>Words on the &amp;screen</source>
        <translation>كلمات على ال&amp;شاشة</translation>
    </message>
    <message>
        <source>Where &amp;files are kept</source>
        <translation>أين تُحفظ المل&amp;فات</translation>
    </message>
    <message>
        <source>&amp;About posviz</source>
        <translation>&amp;حول posviz</translation>
    </message>
    <message>
        <source>What the lessons cover</source>
        <translation>ما تغطّيه الدروس</translation>
    </message>
    <message>
        <source>Words on the screen</source>
        <translation>كلمات على الشاشة</translation>
    </message>
    <message>
        <source>About posviz</source>
        <translation>حول posviz</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>لا توجد لغة «{code}»: اختر واحدة من {codes}.</translation>
    </message>
</context>
<context>
    <name>LectureFile</name>
    <message>
        <source>&apos;word_order&apos; must be a list of at most {count} positions</source>
        <translation>يجب أن يكون &apos;word_order&apos; قائمة من {count} موضعًا على الأكثر</translation>
    </message>
    <message>
        <source>its sentence has {count} characters (at most {limit})</source>
        <translation>في جملتها {count} حرفًا (الحدّ الأقصى {limit})</translation>
    </message>
    <message>
        <source>its notes have {count} characters (at most {limit})</source>
        <translation>في ملاحظاتها {count} حرفًا (الحدّ الأقصى {limit})</translation>
    </message>
    <message>
        <source>it would be {size} MB, and lecture files are at most {limit} MB (so it could not be opened again): remove some prepared sentences or shorten them</source>
        <translation>سيكون حجمه {size} ميغابايت، والحدّ الأقصى لملفات المحاضرات {limit} ميغابايت (فلن يمكن فتحه مجددًا): أزِل بعض الجمل المُعدّة أو قصّرها</translation>
    </message>
    <message>
        <source>it could not be opened again ({reason})</source>
        <translation>لن يمكن فتحه مجددًا ({reason})</translation>
    </message>
    <message>
        <source>its JSON is nested too deeply to be a lecture state</source>
        <translation>JSON فيه متداخل بعمق لا يناسب حالة محاضرة</translation>
    </message>
    <message>
        <source>&apos;slides&apos; must be a non-empty list of slides</source>
        <translation>يجب أن يكون &apos;slides&apos; قائمة شرائح غير فارغة</translation>
    </message>
    <message>
        <source>it has {count} slides; at most {limit} are allowed</source>
        <translation>فيه {count} شريحة؛ والحدّ المسموح {limit}</translation>
    </message>
    <message>
        <source>slide {number}: {reason}</source>
        <translation>الشريحة {number}: {reason}</translation>
    </message>
    <message>
        <source>&apos;extra&apos; must be a JSON object</source>
        <translation>يجب أن يكون &apos;extra&apos; كائن JSON</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>‏{file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({reason})</source>
        <translation>‏{file}: تتعذّر قراءته ({reason})</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>الملف فارغ</translation>
    </message>
    <message>
        <source>it is not a text file (not UTF-8), so it is not a lecture state</source>
        <translation>ليس ملفًّا نصيًّا (ليس UTF-8)، فهو ليس حالة محاضرة</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (the file holds a JSON {kind}, not an object)</source>
        <translation>ليس حالة محاضرة posviz (يحوي الملف JSON من نوع {kind}، لا كائنًا)</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (its format is {found}; expected {expected})</source>
        <translation>ليس حالة محاضرة posviz (صيغته {found}؛ والمتوقَّع {expected})</translation>
    </message>
    <message>
        <source>it is not a posviz lecture state (it has no &apos;format&apos; field; expected {expected})</source>
        <translation>ليس حالة محاضرة posviz (لا حقل &apos;format&apos; فيه؛ والمتوقَّع {expected})</translation>
    </message>
    <message>
        <source>its &apos;version&apos; must be a whole number from 1, got {value}</source>
        <translation>يجب أن يكون &apos;version&apos; فيه عددًا صحيحًا من 1 فصاعدًا، والموجود {value}</translation>
    </message>
    <message>
        <source>it was written by a newer posviz (format version {version}; this one reads up to {newest}): update posviz to open it</source>
        <translation>كتبه إصدار أحدث من posviz (إصدار الصيغة {version}؛ وهذا يقرأ حتى {newest}): حدّث posviz لفتحه</translation>
    </message>
    <message>
        <source>{what} must be a JSON object, got a {kind}</source>
        <translation>يجب أن يكون {what} كائن JSON، والموجود {kind}</translation>
    </message>
    <message>
        <source>{what} has unknown field(s): {names}</source>
        <translation>في {what} حقول غير معروفة: {names}</translation>
    </message>
    <message>
        <source>{what} lacks the field(s): {names}</source>
        <translation>ينقص {what} الحقول: {names}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>يجب أن يكون {name} عددًا صحيحًا، والموجود {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, got {value}</source>
        <translation>يجب أن يكون {name} بين {low} و{high}، والموجود {value}</translation>
    </message>
    <message>
        <source>{name} must be a number, got {value}</source>
        <translation>يجب أن يكون {name} عددًا، والموجود {value}</translation>
    </message>
</context>
<context>
    <name>LectureText</name>
    <message>
        <source>notes have at most {limit} characters; these have {count}</source>
        <translation>الحدّ الأقصى للملاحظات {limit} حرفًا؛ وهذه فيها {count}</translation>
    </message>
    <message>
        <source>Cannot show prepared sentence {number}: {reason}</source>
        <translation>تعذّر عرض الجملة المُعدّة {number}: {reason}</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}: “{sentence}”</source>
        <translation>الجملة المُعدّة {number} من {count}: «{sentence}»</translation>
    </message>
    <message>
        <source>Cannot add a prepared sentence: {reason}</source>
        <translation>تعذّرت إضافة جملة مُعدّة: {reason}</translation>
    </message>
    <message>
        <source>Added as prepared sentence {number} of {count}</source>
        <translation>أُضيفت جملةً مُعدّة {number} من {count}</translation>
    </message>
    <message>
        <source>Removed; now prepared sentence {number} of {count}</source>
        <translation>أُزيلت؛ الآن الجملة المُعدّة {number} من {count}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>فشل الحفظ التلقائي: {reason}</translation>
    </message>
    <message>
        <source>The autosave&apos;s place held {kind}, not posviz&apos;s own file; it was renamed to {name} and a new autosave written.</source>
        <translation>كان في مكان الحفظ التلقائي {kind}، لا ملف posviz نفسه؛ فأُعيدت تسميته إلى {name} وكُتب حفظ تلقائي جديد.</translation>
    </message>
    <message>
        <source>Restored the lecture state saved when posviz last ran.</source>
        <translation>استُعيدت حالة المحاضرة المحفوظة عند آخر تشغيل لـ posviz.</translation>
    </message>
    <message>
        <source>Changes not saved: {reason}</source>
        <translation>لم تُحفظ التغييرات: {reason}</translation>
    </message>
    <message>
        <source>{reason}

This note stays until a save succeeds.</source>
        <translation>‏{reason}

تبقى هذه الملاحظة حتى ينجح الحفظ.</translation>
    </message>
    <message>
        <source>could not rename it ({reason}); autosaving to {name}</source>
        <translation>تعذّرت إعادة تسميته ({reason})؛ يُحفظ تلقائيًا في {name}</translation>
    </message>
    <message>
        <source>kept it as {name}</source>
        <translation>احتُفظ به باسم {name}</translation>
    </message>
    <message>
        <source>The autosave could not be restored ({reason}); {kept}. Started from the defaults.</source>
        <translation>تعذّرت استعادة الحفظ التلقائي ({reason})؛ {kept}. بدأ البرنامج بالإعدادات الافتراضية.</translation>
    </message>
</context>
<context>
    <name>LessonMessages</name>
    <message>
        <source>the sentence must be text, not {kind}</source>
        <translation>يجب أن تكون الجملة نصًّا، لا {kind}</translation>
    </message>
    <message>
        <source>Cannot use that word order: {reason}</source>
        <translation>لا يمكن استخدام ترتيب الكلمات هذا: {reason}</translation>
    </message>
</context>
<context>
    <name>MainMenus</name>
    <message>
        <source>Blue – white – red (CET-D1)</source>
        <translation>أزرق – أبيض – أحمر (CET-D1)</translation>
    </message>
    <message>
        <source>Colour-blind safe: blue – yellow (CET-CBD1)</source>
        <translation>آمن لعمى الألوان: أزرق – أصفر (CET-CBD1)</translation>
    </message>
    <message>
        <source>Colour-blind safe: tritanopia (CET-CBTD1)</source>
        <translation>آمن لعمى الألوان: عمى الأزرق (CET-CBTD1)</translation>
    </message>
    <message>
        <source>Presenting with a clicker</source>
        <translation>العرض بجهاز التحكّم</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;ملف</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>م&amp;ساعدة</translation>
    </message>
    <message>
        <source>Full screen, no menus; Esc leaves (F5)</source>
        <translation>ملء الشاشة، بلا قوائم؛ Esc للمغادرة (F5)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>ال&amp;سمة</translation>
    </message>
    <message>
        <source>&amp;Colour map</source>
        <translation>خريطة الأ&amp;لوان</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>تقليل ال&amp;حركة</translation>
    </message>
    <message>
        <source>&amp;Presenting with a clicker…</source>
        <translation>العرض ب&amp;جهاز التحكّم…</translation>
    </message>
    <message>
        <source>posviz keys</source>
        <translation>مفاتيح posviz</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>المفاتيح</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>ما تفعله</translation>
    </message>
</context>
<context>
    <name>MainWindowText</name>
    <message>
        <source>Embedding table E (one row per word)</source>
        <translation>جدول التضمين E (صف لكل كلمة)</translation>
    </message>
    <message>
        <source>Z: input to layer 1 (position · token)</source>
        <translation>‏Z: مُدخل الطبقة 1 (الموضع · الرمز)</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation>صف الرمز + صف الموضع = صف من Z</translation>
    </message>
    <message>
        <source>Position vectors, as a heatmap</source>
        <translation>متجهات المواضع، خريطةً حرارية</translation>
    </message>
    <message>
        <source>posviz: how a transformer&apos;s input layer is built</source>
        <translation>‏posviz: كيف تُبنى طبقة الإدخال في المحوِّل</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>العروض</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;اللغة</translation>
    </message>
</context>
<context>
    <name>ModelFolderText</name>
    <message>
        <source>the folder has no {name}: posviz needs it to know {what}</source>
        <translation>لا يحوي المجلد {name}: يحتاجه posviz لمعرفة {what}</translation>
    </message>
    <message>
        <source>{name} should hold a JSON object</source>
        <translation>يجب أن يحوي {name} كائن JSON</translation>
    </message>
    <message>
        <source>{folder} has no weights: no .safetensors file</source>
        <translation>لا أوزان في {folder}: لا ملف ‎.safetensors</translation>
    </message>
    <message>
        <source>posviz reads only safetensors weights, and this folder has {files}: a pickled checkpoint, and loading a pickle runs whatever code it contains, so posviz never opens one. Use the model&apos;s model.safetensors instead (most models publish one).</source>
        <translation>لا يقرأ posviz إلا أوزان safetensors، وفي هذا المجلد {files}: نقطة حفظ بصيغة pickle، وتحميل pickle يشغّل أي شيفرة يحويها، لذا لا يفتحه posviz أبدًا. استخدم بدلًا منه ملف model.safetensors الخاص بالنموذج (تنشره معظم النماذج).</translation>
    </message>
    <message>
        <source>where each tensor is</source>
        <translation>مكان كل موتّر</translation>
    </message>
    <message>
        <source>{index} has no weight_map</source>
        <translation>لا يحوي {index} الحقل weight_map</translation>
    </message>
    <message>
        <source>{index}: every weight_map value must be a file name (text)</source>
        <translation>‏{index}: يجب أن تكون كل قيمة في weight_map اسم ملف (نصًّا)</translation>
    </message>
    <message>
        <source>{index} lists {files}, which the folder does not have (an incomplete download?)</source>
        <translation>يسرد {index} الملفات {files} وهي غير موجودة في المجلد (تنزيل غير مكتمل؟)</translation>
    </message>
    <message>
        <source>{name} is a link that leads outside the model folder (to {target}): posviz reads only the folder&apos;s own files</source>
        <translation>‏{name} رابط يقود إلى خارج مجلد النموذج (إلى {target}): لا يقرأ posviz إلا ملفات المجلد نفسه</translation>
    </message>
    <message>
        <source>tensor {tensor} is in both {first} and {second}</source>
        <translation>الموتّر {tensor} موجود في {first} وفي {second} معًا</translation>
    </message>
    <message>
        <source>there is no folder {folder}</source>
        <translation>لا يوجد مجلد {folder}</translation>
    </message>
    <message>
        <source>the model&apos;s family and sizes</source>
        <translation>عائلة النموذج وأحجامه</translation>
    </message>
    <message>
        <source>the folder has no tokenizer.json: posviz needs the model&apos;s own tokenizer to turn text into its ids (vocab.txt or merges.txt alone are not enough)</source>
        <translation>لا يحوي المجلد tokenizer.json: يحتاج posviz إلى مُجزِّئ النموذج نفسه لتحويل النص إلى معرّفاته (لا يكفي vocab.txt أو merges.txt وحده)</translation>
    </message>
    <message>
        <source>reading config.json and the weights&apos; headers</source>
        <translation>جارٍ قراءة config.json ورؤوس الأوزان</translation>
    </message>
    <message>
        <source>reading the position and normalisation tensors</source>
        <translation>جارٍ قراءة موتّرات المواضع والتطبيع</translation>
    </message>
    <message>
        <source>reading tokenizer.json</source>
        <translation>جارٍ قراءة tokenizer.json</translation>
    </message>
    <message>
        <source>tokenizer.json has {tokens} tokens but the token table only {rows} rows: they do not belong to the same model</source>
        <translation>في tokenizer.json {tokens} رمزًا لكن جدول الرموز فيه {rows} صفًّا فقط: لا ينتميان إلى النموذج نفسه</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>جاهز</translation>
    </message>
</context>
<context>
    <name>ModelLoading</name>
    <message>
        <source>reading the folder</source>
        <translation>أثناء قراءة المجلد</translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens</source>
        <translation>
            <numerusform>فُتح {name}: {family}، |V| = {vocabulary}، d = {width}، حتى %Ln رمز</numerusform>
            <numerusform>فُتح {name}: {family}، |V| = {vocabulary}، d = {width}، حتى رمز واحد</numerusform>
            <numerusform>فُتح {name}: {family}، |V| = {vocabulary}، d = {width}، حتى رمزين</numerusform>
            <numerusform>فُتح {name}: {family}، |V| = {vocabulary}، d = {width}، حتى %Ln رموز</numerusform>
            <numerusform>فُتح {name}: {family}، |V| = {vocabulary}، d = {width}، حتى %Ln رمزًا</numerusform>
            <numerusform>فُتح {name}: {family}، |V| = {vocabulary}، d = {width}، حتى %Ln رمز</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading cancelled: still showing {name}</source>
        <translation>أُلغي التحميل: لا يزال {name} معروضًا</translation>
    </message>
    <message>
        <source>&amp;Open model…</source>
        <translation>فتح ن&amp;موذج…</translation>
    </message>
    <message>
        <source>Open a model from the local Hugging Face cache or a recent folder (offline)</source>
        <translation>فتح نموذج من ذاكرة Hugging Face المحلية أو من مجلد حديث (دون اتصال)</translation>
    </message>
    <message>
        <source>Open model &amp;folder…</source>
        <translation>فتح م&amp;جلد نموذج…</translation>
    </message>
    <message>
        <source>Open a real model: a folder with config.json, *.safetensors and tokenizer.json</source>
        <translation>فتح نموذج حقيقي: مجلد فيه config.json و*.safetensors وtokenizer.json</translation>
    </message>
    <message>
        <source>Back to the &amp;toy model</source>
        <translation>العودة إلى النموذج الم&amp;صغّر</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Opening {path}</source>
        <translation>جارٍ فتح {path}</translation>
    </message>
    <message>
        <source>Opening a model</source>
        <translation>جارٍ فتح نموذج</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
        <translation>فتح مجلد نموذج (config.json و*.safetensors وtokenizer.json)</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s toy model</source>
        <translation>العودة إلى النموذج المصغّر للدرس</translation>
    </message>
    <message>
        <source>Could not open the model: {reason}</source>
        <translation>تعذّر فتح النموذج: {reason}</translation>
    </message>
    <message>
        <source>Could not open the model</source>
        <translation>تعذّر فتح النموذج</translation>
    </message>
    <message>
        <source>posviz is still showing {name}.</source>
        <translation>لا يزال posviz يعرض {name}.</translation>
    </message>
</context>
<context>
    <name>NotesText</name>
    <message>
        <source>No notes for this prepared sentence. Type here to write some: they are saved with the lecture and shown only to you, never in presentation mode.</source>
        <translation>لا ملاحظات لهذه الجملة المُعدّة. اكتب هنا لإضافة بعضها: تُحفظ مع المحاضرة ولا تُعرض إلا عليك، ولا تظهر أبدًا في وضع العرض.</translation>
    </message>
    <message>
        <source>Default notes for step {number} (type to replace them with your own):

{notes}</source>
        <translation>الملاحظات الافتراضية للخطوة {number} (اكتب لاستبدالها بملاحظاتك):

{notes}</translation>
    </message>
    <message>
        <source>Speaker notes</source>
        <translation>ملاحظات المحاضر</translation>
    </message>
    <message>
        <source>Speaker &amp;notes</source>
        <translation>م&amp;لاحظات المحاضر</translation>
    </message>
    <message>
        <source>Your notes for the prepared sentence or walkthrough step shown (Ctrl+Shift+N); hidden in presentation mode</source>
        <translation>ملاحظاتك للجملة المُعدّة أو خطوة الجولة المعروضة (Ctrl+Shift+N)؛ مخفية في وضع العرض</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count} · walkthrough step {step}</source>
        <translation>الجملة المُعدّة {number} من {count} · خطوة الجولة {step}</translation>
    </message>
    <message>
        <source>Prepared sentence {number} of {count}</source>
        <translation>الجملة المُعدّة {number} من {count}</translation>
    </message>
    <message>
        <source>Not kept: {reason}</source>
        <translation>لم يُحتفظ بها: {reason}</translation>
    </message>
</context>
<context>
    <name>OpenModel</name>
    <message>
        <source>The cache in {folder} could not be read ({reason}).</source>
        <translation>تعذّرت قراءة الذاكرة في {folder} ({reason}).</translation>
    </message>
    <message>
        <source>No models in the Hugging Face cache ({folder}).</source>
        <translation>لا نماذج في ذاكرة Hugging Face ({folder}).</translation>
    </message>
    <message numerus="yes">
        <source>%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.</source>
        <translation>
            <numerusform>لا مراجعات نماذج في ذاكرة Hugging Face ({folder})؛ يمكن فتح {usable}.</numerusform>
            <numerusform>مراجعة نموذج واحدة في ذاكرة Hugging Face ({folder})؛ يمكن فتح {usable}.</numerusform>
            <numerusform>مراجعتا نموذج في ذاكرة Hugging Face ({folder})؛ يمكن فتح {usable}.</numerusform>
            <numerusform>‏%n مراجعات نماذج في ذاكرة Hugging Face ({folder})؛ يمكن فتح {usable}.</numerusform>
            <numerusform>‏%n مراجعةً لنماذج في ذاكرة Hugging Face ({folder})؛ يمكن فتح {usable}.</numerusform>
            <numerusform>‏%n مراجعة نماذج في ذاكرة Hugging Face ({folder})؛ يمكن فتح {usable}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a model</source>
        <translation>فتح نموذج</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>العائلة</translation>
    </message>
    <message>
        <source>Vocabulary × width</source>
        <translation>المفردات × العرض</translation>
    </message>
    <message>
        <source>Size on disk</source>
        <translation>الحجم على القرص</translation>
    </message>
    <message>
        <source>Can be opened</source>
        <translation>قابل للفتح</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>فتح</translation>
    </message>
    <message>
        <source>Choose a folder…</source>
        <translation>اختيار مجلد…</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the Hugging Face cache&lt;/b&gt; (nothing is downloaded)</source>
        <translation>‏&lt;b&gt;في ذاكرة Hugging Face&lt;/b&gt; (لا يُنزَّل شيء)</translation>
    </message>
    <message>
        <source>Opened recently</source>
        <translation>فُتحت مؤخرًا</translation>
    </message>
    <message>
        <source>{vocabulary} × {width}</source>
        <translation>‏⁦{vocabulary} × {width}⁩</translation>
    </message>
    <message>
        <source>usable</source>
        <translation>صالح</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, *.safetensors, tokenizer.json)</source>
        <translation>فتح مجلد نموذج (config.json و*.safetensors وtokenizer.json)</translation>
    </message>
</context>
<context>
    <name>OptionMessages</name>
    <message>
        <source>unknown theme &apos;{theme}&apos;; choose one of {names}</source>
        <translation>سمة غير معروفة &apos;{theme}&apos;؛ اختر واحدة من {names}</translation>
    </message>
    <message>
        <source>unknown colour map &apos;{name}&apos;; choose one of {names}</source>
        <translation>خريطة ألوان غير معروفة &apos;{name}&apos;؛ اختر واحدة من {names}</translation>
    </message>
</context>
<context>
    <name>PageExport</name>
    <message>
        <source>Export a lesson page</source>
        <translation>تصدير صفحة درس</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>صفحة ويب (*.html)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>فشل التصدير</translation>
    </message>
    <message>
        <source>{reason}

No file was changed.</source>
        <translation>‏{reason}

لم يتغيّر أي ملف.</translation>
    </message>
    <message>
        <source>Exported the lesson page to {path}</source>
        <translation>صُدّرت صفحة الدرس إلى {path}</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <source>E: token rows</source>
        <translation>‏E: صفوف الرموز</translation>
    </message>
    <message>
        <source>Position vectors</source>
        <translation>متجهات المواضع</translation>
    </message>
    <message>
        <source>Token + position</source>
        <translation>الرمز + الموضع</translation>
    </message>
    <message>
        <source>Z</source>
        <comment>the matrix Z, on a button</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>اللوحات:</translation>
    </message>
</context>
<context>
    <name>PresenterHelp</name>
    <message>
        <source>Editing “{name}”: its arrows and Enter are its own. Esc gives them back to the walkthrough keys.</source>
        <translation>تحرير «{name}»: الأسهم وEnter له. وEsc يعيدها إلى مفاتيح الجولة.</translation>
    </message>
    <message>
        <source>A clicker&apos;s Next and Back (Right/Left, Page Down/Page Up, Space) move through the five steps of the walkthrough, and its blank button (B or .) blacks the screen out. In the walkthrough and in presentation mode (F5), and before them unless Tab brought the keys to a control, these keys always move the steps, whichever control was touched last; they never change the sentence, a setting or a selection. To type a new sentence, click it or press F2; Enter or Esc gives the keys back to the clicker. With a projector plugged in, F5 shows this window full screen on it and a presenter console on the laptop (the step, what comes next, your notes, the time, what the room sees); the keys work in both, and B blanks only the room&apos;s.</source>
        <translation>زرّا التالي والسابق في جهاز التحكّم (يمين/يسار، Page Down/Page Up، المسافة) يتنقّلان بين خطوات الجولة الخمس، وزرّ الإطفاء (B أو .) يُسوِّد الشاشة. في الجولة وفي وضع العرض (F5)، وقبلهما ما لم ينقل Tab المفاتيح إلى عنصر تحكّم، تحرّك هذه المفاتيح الخطوات دائمًا، أيًّا كان آخر عنصر لُمس؛ ولا تغيّر أبدًا الجملة أو إعدادًا أو تحديدًا. لكتابة جملة جديدة، انقر عليها أو اضغط F2؛ ويعيد Enter أو Esc المفاتيح إلى جهاز التحكّم. ومع توصيل جهاز عرض، يعرض F5 هذه النافذة عليه بملء الشاشة ولوحة تحكّم للمحاضر على الحاسوب المحمول (الخطوة، وما يأتي بعدها، وملاحظاتك، والوقت، وما تراه القاعة)؛ تعمل المفاتيح في كلتيهما، ولا يُطفئ B إلا شاشة القاعة.</translation>
    </message>
</context>
<context>
    <name>QtParts</name>
    <message>
        <source>Clear the text</source>
        <translation>مسح النص</translation>
    </message>
    <message>
        <source>More controls</source>
        <translation>مزيد من عناصر التحكّم</translation>
    </message>
</context>
<context>
    <name>RecordDialogText</name>
    <message>
        <source>MP4 video, H.264 (*.mp4)</source>
        <translation>فيديو MP4، H.264 (*.mp4)</translation>
    </message>
    <message>
        <source>WebM video, VP9 (*.webm)</source>
        <translation>فيديو WebM، VP9 (*.webm)</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>صورة GIF متحركة (*.gif)</translation>
    </message>
    <message>
        <source>Animated PNG (*.apng)</source>
        <translation>صورة PNG متحركة (*.apng)</translation>
    </message>
    <message>
        <source>Record a video</source>
        <translation>تسجيل فيديو</translation>
    </message>
    <message>
        <source>{width} × {height}</source>
        <translation>‏⁦{width} × {height}⁩</translation>
    </message>
    <message>
        <source> frames per second</source>
        <translation> إطارًا في الثانية</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation> ث</translation>
    </message>
    <message>
        <source>long enough to read each caption</source>
        <translation>مدة تكفي لقراءة كل تعليق</translation>
    </message>
    <message>
        <source>&amp;What</source>
        <translation>&amp;ماذا</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>ال&amp;حجم</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>ال&amp;صيغة</translation>
    </message>
    <message>
        <source>Frame &amp;rate</source>
        <translation>م&amp;عدّل الإطارات</translation>
    </message>
    <message>
        <source>&amp;Hold each step</source>
        <translation>مدة ب&amp;قاء كل خطوة</translation>
    </message>
    <message>
        <source>&amp;Record…</source>
        <translation>&amp;تسجيل…</translation>
    </message>
    <message numerus="yes">
        <source>Recording %Ln frames to {name}…</source>
        <translation>
            <numerusform>جارٍ تسجيل %Ln إطار في {name}…</numerusform>
            <numerusform>جارٍ تسجيل إطار واحد في {name}…</numerusform>
            <numerusform>جارٍ تسجيل إطارين في {name}…</numerusform>
            <numerusform>جارٍ تسجيل %Ln إطارات في {name}…</numerusform>
            <numerusform>جارٍ تسجيل %Ln إطارًا في {name}…</numerusform>
            <numerusform>جارٍ تسجيل %Ln إطار في {name}…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: no file was written.</source>
        <translation>أُلغي: لم يُكتب أي ملف.</translation>
    </message>
    <message>
        <source>The recording failed, and no file was written: {why}</source>
        <translation>فشل التسجيل ولم يُكتب أي ملف: {why}</translation>
    </message>
    <message>
        <source>Wrote {video} and its captions {captions}.</source>
        <translation>كُتب {video} وتعليقاته {captions}.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>The walkthrough: how a transformer&apos;s input layer is built</source>
        <translation>الجولة: كيف تُبنى طبقة الإدخال في المحوِّل</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z, for each word in turn</source>
        <translation>صف الرمز + صف الموضع = صف من Z، لكل كلمة بدورها</translation>
    </message>
    <message>
        <source>The position vectors, scrolled from the first position to the last</source>
        <translation>متجهات المواضع، مُمرَّرة من أول موضع إلى آخره</translation>
    </message>
    <message>
        <source>RoPE: one pair of q and k turning as both words move along</source>
        <translation>‏RoPE: زوج من q وk يدور بينما تتحرك الكلمتان معًا</translation>
    </message>
    <message>
        <source>Context extension: each pair&apos;s frequency as the scaling factor grows</source>
        <translation>توسيع السياق: تردد كل زوج مع ازدياد معامل التحجيم</translation>
    </message>
    <message>
        <source>{name} (d = {width})</source>
        <translation>‏{name} (d = {width})</translation>
    </message>
    <message>
        <source>the lesson&apos;s toy model (d = {width})</source>
        <translation>النموذج المصغّر للدرس (d = {width})</translation>
    </message>
    <message>
        <source>posviz: {what}</source>
        <translation>posviz: {what}</translation>
    </message>
    <message>
        <source>Model: {name}</source>
        <translation>النموذج: {name}</translation>
    </message>
    <message>
        <source>Sentence: “{sentence}”</source>
        <translation>الجملة: «{sentence}»</translation>
    </message>
    <message>
        <source>Position scheme: {scheme}</source>
        <translation>مخطط المواضع: {scheme}</translation>
    </message>
    <message>
        <source>{title}. {lines}</source>
        <translation>‏{title}. {lines}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Step {number} of {count}: {title}</source>
        <translation>الخطوة {number} من {count}: {title}</translation>
    </message>
    <message>
        <source>{heading}. {caption}</source>
        <translation>‏{heading}. {caption}</translation>
    </message>
    <message>
        <source>Positions 0 to {last}, {count} at a time. {what}</source>
        <translation>المواضع من 0 إلى {last}، {count} في كل مرة. {what}</translation>
    </message>
    <message>
        <source>Position vectors, as a heatmap</source>
        <translation>متجهات المواضع، خريطةً حرارية</translation>
    </message>
    <message>
        <source>Both words move {shift} positions along together: q and k turn by the same angle, so the angle between them, and their score, stay the same: RoPE&apos;s score depends only on the offset m − n.</source>
        <translation>تتحرك الكلمتان معًا {shift} موضعًا: يدور q وk بالزاوية نفسها، فتبقى الزاوية بينهما ودرجتهما كما هما: درجة RoPE لا تعتمد إلا على الإزاحة m − n.</translation>
    </message>
    <message>
        <source>The scaling factor grows from {low} to {high}: the slow pairs&apos; frequencies are divided by it, so they turn slowly enough for a longer context, while the fast pairs keep theirs.</source>
        <translation>يزداد معامل التحجيم من {low} إلى {high}: تُقسَم ترددات الأزواج البطيئة عليه، فتدور ببطء يكفي لسياق أطول، بينما تحتفظ الأزواج السريعة بتردداتها.</translation>
    </message>
</context>
<context>
    <name>SlideText</name>
    <message>
        <source>unknown theme &apos;{theme}&apos; (choose one of {names})</source>
        <translation>سمة غير معروفة &apos;{theme}&apos; (اختر واحدة من {names})</translation>
    </message>
    <message>
        <source>unknown colour map &apos;{name}&apos; (choose one of {names})</source>
        <translation>خريطة ألوان غير معروفة &apos;{name}&apos; (اختر واحدة من {names})</translation>
    </message>
    <message>
        <source>prepared sentence {number} cannot be shown: {reason}</source>
        <translation>لا يمكن عرض الجملة المُعدّة {number}: {reason}</translation>
    </message>
</context>
<context>
    <name>SpeakerNotes</name>
    <message>
        <source>Point at the chips: each is one token and the number under it is its id. An id is a row number and nothing more; ids that are close say nothing about words being alike. In the toy vocabulary “the dog bit the man” becomes [0, 2, 6, 0, 4]: “the” gets id 0 both times. Ask the room what a model could learn from 6 being larger than 2 (nothing).</source>
        <translation>أشِر إلى الرقاقات: كل واحدة رمز، والعدد تحتها معرّفه. المعرّف رقم صف لا أكثر؛ وتقارب المعرّفات لا يعني تشابه الكلمات. في مفردات النموذج المصغّر تصبح «the dog bit the man» ‏[0, 2, 6, 0, 4]: يحصل «the» على المعرّف 0 في المرتين. اسأل القاعة ماذا يمكن أن يتعلّم نموذج من كون 6 أكبر من 2 (لا شيء).</translation>
    </message>
    <message>
        <source>E has one row per vocabulary entry and d columns; the id only says which row to read, there is no formula. The rows were learned in training, so the numbers are features nobody named. The size of E depends on the vocabulary, never on the sentence: a longer text reads more rows, it does not make the table bigger. A repeated word reads the same row every time, so at this point the two “the”s are identical.</source>
        <translation>في E صفّ لكل مدخل من المفردات وd عمودًا؛ والمعرّف يقول فقط أيّ صف يُقرأ، ولا توجد معادلة. تعلّم النموذج الصفوف أثناء التدريب، فالأعداد سمات لم يسمّها أحد. يعتمد حجم E على المفردات، لا على الجملة أبدًا: النص الأطول يقرأ صفوفًا أكثر ولا يكبّر الجدول. والكلمة المكرّرة تقرأ الصف نفسه كل مرة، فكلمتا «the» متطابقتان في هذه المرحلة.</translation>
    </message>
    <message>
        <source>The problem to state first: attention compares every token with every other at once, so without help it cannot tell “the dog bit the man” from “the man bit the dog”. Each row of the heatmap is one position, each column one of the d numbers, the same width as E. With the sinusoidal scheme the values are sin and cos of the position at a different speed per column pair, computed from a formula, not learned; GPT-2 learns this table instead, and RoPE adds no vector here at all (it rotates queries and keys inside attention).</source>
        <translation>المشكلة التي تُطرح أولًا: يقارن الانتباه كل رمز بكل رمز آخر دفعةً واحدة، فلا يستطيع دون مساعدة التمييز بين «the dog bit the man» و«the man bit the dog». كل صف في الخريطة الحرارية موضع، وكل عمود أحد الأعداد d، بعرض E نفسه. في المخطط الجيبي تكون القيم sin وcos الموضع بسرعة مختلفة لكل زوج من الأعمدة، محسوبة بمعادلة لا مُتعلَّمة؛ أما GPT-2 فيتعلّم هذا الجدول، ولا يضيف RoPE هنا أي متجه (بل يدوّر الاستعلامات والمفاتيح داخل الانتباه).</translation>
    </message>
    <message>
        <source>The position vector is added to the token&apos;s row number by number, not placed beside it, so the width stays d. Now the same word at two positions gives two different rows: in the toy model (sinusoidal, d = 6) “the” at position 0 and at position 3 differ by up to 1.99 in one column. Ask what would happen with positions switched off (the two rows would be equal again).</source>
        <translation>يُجمع متجه الموضع إلى صف الرمز عددًا بعدد، ولا يوضع بجانبه، فيبقى العرض d. الآن تعطي الكلمة نفسها في موضعين صفّين مختلفين: في النموذج المصغّر (جيبي، d = 6) يختلف «the» في الموضع 0 وفي الموضع 3 بما يصل إلى 1.99 في عمود واحد. اسأل ماذا يحدث لو أُطفئت المواضع (يعود الصفّان متساويين).</translation>
    </message>
    <message>
        <source>Z has one row per token and d columns: L × d, whatever the size of the vocabulary. This is what the first transformer block reads. The queries, keys and values are computed from Z later, inside attention; the position vectors are not Q, K or V. The Word order demo shows the point: with positions off, shuffling the words only shuffles Z&apos;s rows.</source>
        <translation>في Z صفّ لكل رمز وd عمودًا: L × d، مهما كان حجم المفردات. هذا ما تقرؤه أول كتلة في المحوِّل. تُحسب الاستعلامات والمفاتيح والقيم من Z لاحقًا داخل الانتباه؛ ومتجهات المواضع ليست Q ولا K ولا V. ويوضّح عرض ترتيب الكلمات الفكرة: مع إطفاء المواضع، لا يفعل خلط الكلمات سوى خلط صفوف Z.</translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Input layer</source>
        <translation>طبقة الإدخال</translation>
    </message>
    <message>
        <source>Word order</source>
        <translation>ترتيب الكلمات</translation>
    </message>
    <message>
        <source>Deeper ideas</source>
        <translation>أفكار أعمق</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>اختبار</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>تمرين</translation>
    </message>
    <message>
        <source>Real model</source>
        <translation>نموذج حقيقي</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>مقارنة</translation>
    </message>
    <message>
        <source>Input layer: E, Z, the addition and the position heatmap</source>
        <translation>طبقة الإدخال: E وZ والجمع والخريطة الحرارية للمواضع</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <translation>اتّباع النظام</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>فاتح</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>داكن</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>تباين عالٍ</translation>
    </message>
</context>
<context>
    <name>TokenizerText</name>
    <message>
        <source>reading a real model&apos;s tokenizer needs the &apos;tokenizers&apos; package: pip install &apos;posviz[real]&apos; (it works offline, no deep-learning framework needed)</source>
        <translation>تتطلّب قراءة مُجزِّئ نموذج حقيقي الحزمة &apos;tokenizers&apos;: pip install &apos;posviz[real]&apos; (تعمل دون اتصال، ولا تحتاج إطار تعلّم عميق)</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>تعذّرت قراءة {name} مُجزِّئًا: {reason}</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>this window has no Deeper ideas tab</source>
        <translation>لا يوجد في هذه النافذة تبويب أفكار أعمق</translation>
    </message>
    <message>
        <source>the {view} view is still computing; try again in a moment</source>
        <translation>العرض {view} ما زال يحسب؛ حاول مجددًا بعد لحظة</translation>
    </message>
</context>
<context>
    <name>WeightFiles</name>
    <message>
        <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file (the real file is {size} MB): it was never downloaded. Run &apos;git lfs pull&apos; in the model folder, or download the file itself.</source>
        <translation>‏{name} مؤشّر Git LFS، ملف نصي صغير يقوم مقام الملف الحقيقي (حجم الملف الحقيقي {size} ميغابايت): لم يُنزَّل قط. شغّل &apos;git lfs pull&apos; في مجلد النموذج، أو نزّل الملف نفسه.</translation>
    </message>
    <message>
        <source>{name} is a Git-LFS pointer, a small text file that stands in for the real file: it was never downloaded. Run &apos;git lfs pull&apos; in the model folder, or download the file itself.</source>
        <translation>‏{name} مؤشّر Git LFS، ملف نصي صغير يقوم مقام الملف الحقيقي: لم يُنزَّل قط. شغّل &apos;git lfs pull&apos; في مجلد النموذج، أو نزّل الملف نفسه.</translation>
    </message>
    <message>
        <source>{name} is not a safetensors file: its header is not a JSON object</source>
        <translation>‏{name} ليس ملف safetensors: رأسه ليس كائن JSON</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}</source>
        <translation>تعذّرت قراءة {name}: {reason}</translation>
    </message>
    <message>
        <source>{name} is truncated: it has {size} bytes, fewer than a safetensors header needs (an interrupted download?)</source>
        <translation>‏{name} مبتور: فيه {size} بايت، أقل مما يحتاجه رأس safetensors (تنزيل متقطّع؟)</translation>
    </message>
    <message>
        <source>{name} is not a safetensors file: its first 8 bytes announce a header of {length} bytes</source>
        <translation>‏{name} ليس ملف safetensors: تعلن بايتاته الثمانية الأولى عن رأس من {length} بايت</translation>
    </message>
    <message>
        <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
        <translation>‏{name} مبتور: يجب أن يكون رأسه وحده {length} بايت لكن الملف فيه {size} فقط (تنزيل متقطّع؟)</translation>
    </message>
</context>
</TS>
