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
    <name>AdditionCaptions</name>
    <message>
        <source>No sentence yet. Type one above: each word&apos;s table row and the vector for its position will be added here, one dimension at a time.</source>
        <translation>لا جملة بعد. اكتب جملة في الأعلى: سيُجمع هنا صف كل كلمة في الجدول ومتجه موضعها، بُعدًا بعد بُعد.</translation>
    </message>
    <message>
        <source>“{word}” at position {position}</source>
        <translation>«{word}» في الموضع {position}</translation>
    </message>
    <message>
        <source>its row of E</source>
        <translation>صفّه في E</translation>
    </message>
    <message>
        <source>zeros (E has no row for it)</source>
        <translation>أصفار (لا صف له في E)</translation>
    </message>
    <message>
        <source>RoPE adds nothing here</source>
        <translation>لا يضيف RoPE شيئًا هنا</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here</source>
        <translation>لا يضيف ALiBi شيئًا هنا</translation>
    </message>
    <message>
        <source>relative positions add nothing here</source>
        <translation>لا تضيف المواضع النسبية شيئًا هنا</translation>
    </message>
    <message>
        <source>no position vector is added yet</source>
        <translation>لا يُضاف متجه موضع بعد</translation>
    </message>
    <message>
        <source>no position vector is added</source>
        <translation>لا يُضاف متجه موضع</translation>
    </message>
    <message>
        <source>{head}: {why}, so row {position} of Z = {own}, unchanged.</source>
        <translation>‏{head}: {why}، لذا الصف {position} من Z = {own}، دون تغيير.</translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = row {position} of Z.</source>
        <translation>‏{head}: {own} + متجه الموضع {position} = الصف {position} من Z.</translation>
    </message>
    <message>
        <source>{head}: {own} + the position-{position} vector = z; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation>‏{head}: {own} + متجه الموضع {position} = z؛ والصف {position} من Z، أي ما تستقبله الكتلة 1، هو {formula}.</translation>
    </message>
    <message>
        <source>{head}: {why}, so z = {own}; row {position} of Z, what block 1 receives, is {formula}.</source>
        <translation>‏{head}: {why}، لذا z = {own}؛ والصف {position} من Z، أي ما تستقبله الكتلة 1، هو {formula}.</translation>
    </message>
    <message>
        <source>Token row + position row = z, which this model&apos;s further steps turn into Z</source>
        <translation>صف الرمز + صف الموضع = z، الذي تحوّله خطوات هذا النموذج التالية إلى Z</translation>
    </message>
    <message>
        <source>Token row + position row = row of Z</source>
        <translation>صف الرمز + صف الموضع = صف من Z</translation>
    </message>
    <message>
        <source>Token row = z, which this model&apos;s further steps turn into Z: {why}</source>
        <translation>صف الرمز = z، الذي تحوّله خطوات هذا النموذج التالية إلى Z: {why}</translation>
    </message>
    <message>
        <source>Token row = row of Z: {why}</source>
        <translation>صف الرمز = صف من Z: {why}</translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: the position comes in later, inside attention, where each query and key is rotated by an angle that grows with its position.</source>
        <translation>لا يضيف RoPE شيئًا إلى Z: يدخل الموضع لاحقًا، داخل الانتباه، حيث يُدار كل استعلام وكل مفتاح بزاوية تكبر مع موضعه.</translation>
    </message>
    <message>
        <source>Positions are switched off: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation>المواضع معطّلة: صف الموضع كله أصفار. بدّل كلمتين فلا يفعل Z إلا تبديل صفوف، لذا لا يستطيع النموذج معرفة ترتيب الكلمات.</translation>
    </message>
    <message>
        <source>The position scheme is “none”: the position row is all zeros. Swap two words and Z only swaps rows, so the model cannot tell the word order.</source>
        <translation>مخطط المواضع «بلا»: صف الموضع كله أصفار. بدّل كلمتين فلا يفعل Z إلا تبديل صفوف، لذا لا يستطيع النموذج معرفة ترتيب الكلمات.</translation>
    </message>
    <message>
        <source>No position vector is added to these token rows; this model places tokens this way: {kind} (the position view and the Real model tab say how).</source>
        <translation>لا يُضاف متجه موضع إلى صفوف الرموز هذه؛ يرتّب هذا النموذج الرموز هكذا: {kind} (يشرح عرض المواضع وتبويب «النموذج الحقيقي» كيف).</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the id {id} ({unk}), and the table has no row for it, so its token row is all zeros.</source>
        <translation>«{word}» ليست في المفردات: تأخذ المعرّف {id} ({unk})، وليس لها صف في الجدول، لذا صف رمزها كله أصفار.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table and the learned position table hold seeded random values, not trained ones.</source>
        <translation>أرقام توضيحية: جدول الرموز بعرض {width} وجدول المواضع المتعلَّم يحويان قيمًا عشوائية من بذرة ثابتة، لا قيمًا مدرَّبة.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the {width}-wide token table holds seeded random values, not trained ones.</source>
        <translation>أرقام توضيحية: جدول الرموز بعرض {width} يحوي قيمًا عشوائية من بذرة ثابتة، لا قيمًا مدرَّبة.</translation>
    </message>
    <message>
        <source>Illustrative numbers: the learned position table holds seeded random values, not trained ones.</source>
        <translation>أرقام توضيحية: جدول المواضع المتعلَّم يحوي قيمًا عشوائية من بذرة ثابتة، لا قيمًا مدرَّبة.</translation>
    </message>
    <message>
        <source>“{word}” (id {id})</source>
        <translation>«{word}» (المعرّف {id})</translation>
    </message>
    <message>
        <source>“{word}” (no row)</source>
        <translation>«{word}» (بلا صف)</translation>
    </message>
    <message>
        <source>row {position} of Z</source>
        <translation>الصف {position} من Z</translation>
    </message>
    <message>
        <source>z, row {position}</source>
        <translation>‏z، الصف {position}</translation>
    </message>
    <message>
        <source>position {position}</source>
        <translation>الموضع {position}</translation>
    </message>
    <message>
        <source>dim {index}</source>
        <translation>البُعد {index}</translation>
    </message>
    <message>
        <source>dims {first}–{last} of {width}</source>
        <translation>الأبعاد {first}–{last} من {width}</translation>
    </message>
</context>
<context>
    <name>AdditionPanel</name>
    <message>
        <source>Vector addition</source>
        <translation>جمع المتجهات</translation>
    </message>
    <message>
        <source>Token row plus position row equals row of Z, by dimension</source>
        <translation>صف الرمز زائد صف الموضع يساوي صفًّا من Z، بُعدًا بعد بُعد</translation>
    </message>
    <message>
        <source>{arrow} Replay</source>
        <translation>‏{arrow} أعد التشغيل</translation>
    </message>
    <message>
        <source>Play the addition again</source>
        <translation>شغّل عملية الجمع مرة أخرى</translation>
    </message>
    <message>
        <source>Earlier dimensions</source>
        <translation>الأبعاد السابقة</translation>
    </message>
    <message>
        <source>Later dimensions</source>
        <translation>الأبعاد التالية</translation>
    </message>
    <message>
        <source>{caption} Token + position = z: {sums}.</source>
        <translation>‏{caption} الرمز + الموضع = z: {sums}.</translation>
    </message>
    <message>
        <source>{description} Dimensions {first} to {last} of {width} are read out.</source>
        <translation>‏{description} تُقرأ الأبعاد من {first} إلى {last} من أصل {width}.</translation>
    </message>
</context>
<context>
    <name>BusyIndicatorWords</name>
    <message>
        <source>Encoding in the background; the panels show the previous state</source>
        <translation>يجري الترميز في الخلفية؛ تعرض اللوحات الحالة السابقة</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>إيقاف</translation>
    </message>
    <message>
        <source>Stop waiting: keep the state shown and drop the encode&apos;s result</source>
        <translation>توقّف عن الانتظار: أبقِ الحالة المعروضة وتخلَّ عن نتيجة الترميز</translation>
    </message>
</context>
<context>
    <name>CodeEditorWords</name>
    <message>
        <source>Line numbers</source>
        <translation>أرقام الأسطر</translation>
    </message>
    <message>
        <source>The number of each line of the code, as error messages quote them</source>
        <translation>رقم كل سطر من الشيفرة، كما تذكره رسائل الخطأ</translation>
    </message>
    <message>
        <source>Tab indents, Shift+Tab unindents; Ctrl+Tab moves to the next control and Ctrl+Shift+Tab to the previous one; Ctrl+Return checks the code.</source>
        <translation>‏Tab يزيد الإزاحة و Shift+Tab ينقصها؛ Ctrl+Tab ينتقل إلى عنصر التحكم التالي و Ctrl+Shift+Tab إلى السابق؛ Ctrl+Return يفحص الشيفرة.</translation>
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
    <name>ContextLesson</name>
    <message>
        <source>factor</source>
        <translation>العامل</translation>
    </message>
    <message>
        <source>original context</source>
        <translation>السياق الأصلي</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>محفوظ</translation>
    </message>
    <message>
        <source>kept: they turn as in training</source>
        <translation>محفوظة: تدور كما في التدريب</translation>
    </message>
    <message>
        <source>slowed {factor}×</source>
        <translation>مُبطأ {factor}×</translation>
    </message>
    <message>
        <source>slowed {low}×</source>
        <translation>مُبطأ {low}×</translation>
    </message>
    <message>
        <source>slowed between {low}× and {high}×</source>
        <translation>مُبطأة بين {low}× و{high}×</translation>
    </message>
    <message>
        <source>pair {first}: one turn every {every} tokens ({made} turns in the original {original}): {what}</source>
        <translation>الزوج {first}: دورة كل {every} رمزًا ({made} دورة في السياق الأصلي {original}): {what}</translation>
    </message>
    <message>
        <source>pairs {first}–{last}: one turn every {every} to {every_high} tokens ({made} to {made_high} turns in the original {original}): {what}</source>
        <translation>الأزواج {first}–{last}: دورة كل {every} إلى {every_high} رمزًا ({made} إلى {made_high} دورة في السياق الأصلي {original}): {what}</translation>
    </message>
    <message>
        <source>llama3&apos;s rule: a pair with a wavelength under {n} / {high} = {short} tokens keeps its frequency, over {n} / {low} = {long} it turns {factor}× slower, and in between the two are blended.</source>
        <translation>قاعدة llama3: الزوج الذي طول موجته أقل من ‎{n} / {high} = {short}‎ رمزًا يحفظ تردده، وما فوق ‎{n} / {low} = {long}‎ يدور أبطأ {factor}×، وما بينهما يُمزج.</translation>
    </message>
    <message numerus="yes">
        <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn; after scaling, {after} have one longer than {longest} tokens ({factor} × {n}).</source>
        <translation>
            <numerusform>‏{before} من %Ln زوج لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط؛ وبعد التحجيم، لـ{after} منها طول أطول من {longest} رمزًا (‎{factor} × {n}‎).</numerusform>
            <numerusform>‏{before} من زوج واحد لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط؛ وبعد التحجيم، لـ{after} منها طول أطول من {longest} رمزًا (‎{factor} × {n}‎).</numerusform>
            <numerusform>‏{before} من زوجين لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط؛ وبعد التحجيم، لـ{after} منها طول أطول من {longest} رمزًا (‎{factor} × {n}‎).</numerusform>
            <numerusform>‏{before} من %Ln أزواج لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط؛ وبعد التحجيم، لـ{after} منها طول أطول من {longest} رمزًا (‎{factor} × {n}‎).</numerusform>
            <numerusform>‏{before} من %Ln زوجًا لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط؛ وبعد التحجيم، لـ{after} منها طول أطول من {longest} رمزًا (‎{factor} × {n}‎).</numerusform>
            <numerusform>‏{before} من %Ln زوج لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط؛ وبعد التحجيم، لـ{after} منها طول أطول من {longest} رمزًا (‎{factor} × {n}‎).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training they never made a full turn.</source>
        <translation>
            <numerusform>‏{before} من %Ln زوج لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط.</numerusform>
            <numerusform>‏{before} من زوج واحد لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط.</numerusform>
            <numerusform>‏{before} من زوجين لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط.</numerusform>
            <numerusform>‏{before} من %Ln أزواج لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط.</numerusform>
            <numerusform>‏{before} من %Ln زوجًا لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط.</numerusform>
            <numerusform>‏{before} من %Ln زوج لها طول موجة أطول من السياق الأصلي ({n} رمزًا): لم تُكمل في التدريب دورة كاملة قط.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attention factor 1: cos and sin are used as they are.</source>
        <translation>عامل الانتباه 1: يُستعمل cos وsin كما هما.</translation>
    </message>
    <message>
        <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets sharper).</source>
        <translation>عامل الانتباه {factor}: يُضرب فيه cos وsin، فتُضرب كل درجة q·k في الرأس في {square} (فيصبح softmax عليها أحدّ).</translation>
    </message>
    <message>
        <source>Attention factor {factor}: cos and sin are multiplied by it, so every q·k score of the head is multiplied by {square} (the softmax over them gets flatter).</source>
        <translation>عامل الانتباه {factor}: يُضرب فيه cos وsin، فتُضرب كل درجة q·k في الرأس في {square} (فيصبح softmax عليها أكثر تسطّحًا).</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>Sinusoidal: paper (interleaved)</source>
        <translation>جيبي: الورقة (متداخل)</translation>
    </message>
    <message>
        <source>Sinusoidal: split halves (Marian)</source>
        <translation>جيبي: نصفان منفصلان (Marian)</translation>
    </message>
    <message>
        <source>Sinusoidal: tensor2tensor</source>
        <translation>جيبي: tensor2tensor</translation>
    </message>
    <message>
        <source>Sinusoidal: fairseq (offset 2)</source>
        <translation>جيبي: fairseq (إزاحة 2)</translation>
    </message>
    <message>
        <source>Learned table (illustrative)</source>
        <translation>جدول متعلَّم (توضيحي)</translation>
    </message>
    <message>
        <source>RoPE (rotates q, k in attention)</source>
        <translation>‏RoPE (يدير q وk في الانتباه)</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no position scheme</comment>
        <translation>بلا</translation>
    </message>
    <message>
        <source>paper: interleaved sin/cos (Vaswani et al., Annotated Transformer)</source>
        <translation>الورقة: sin/cos متداخلان (Vaswani وآخرون، Annotated Transformer)</translation>
    </message>
    <message>
        <source>split halves: all sin, then all cos (Marian)</source>
        <translation>نصفان منفصلان: كل sin ثم كل cos (Marian)</translation>
    </message>
    <message>
        <source>tensor2tensor: split, frequency base^(-k/(K-1))</source>
        <translation>‏tensor2tensor: منفصل، التردد base^(-k/(K-1))</translation>
    </message>
    <message>
        <source>fairseq: tensor2tensor&apos;s table, positions start at 2</source>
        <translation>‏fairseq: جدول tensor2tensor، والمواضع تبدأ من 2</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base}, {scaling} scaling)</source>
        <translation>الخاص بالنموذج: {name} (الأساس {base}، تحجيم {scaling})</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (base {base})</source>
        <translation>الخاص بالنموذج: {name} (الأساس {base})</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name} (ALiBi biases attention instead)</source>
        <translation>الخاص بالنموذج: {name} (ALiBi يُحيّز الانتباه بدلًا من ذلك)</translation>
    </message>
    <message>
        <source>The model&apos;s own: {name}</source>
        <translation>الخاص بالنموذج: {name}</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>أدوات التحكم</translation>
    </message>
    <message>
        <source>{arrow} Walkthrough</source>
        <translation>‏{arrow} الجولة الإرشادية</translation>
    </message>
    <message>
        <source>Start the five-step walkthrough (F6); a clicker moves through it</source>
        <translation>ابدأ الجولة الإرشادية ذات الخطوات الخمس (F6)؛ يتنقّل فيها جهاز التحكم عن بُعد</translation>
    </message>
    <message>
        <source>Position scheme</source>
        <translation>مخطط المواضع</translation>
    </message>
    <message>
        <source>Positions on</source>
        <translation>المواضع مفعّلة</translation>
    </message>
    <message>
        <source>Add position vectors</source>
        <translation>أضف متجهات المواضع</translation>
    </message>
    <message>
        <source>d_model, the width of every vector</source>
        <translation>‏d_model، عرض كل متجه</translation>
    </message>
    <message>
        <source>6 is the lesson&apos;s hand-made table; other widths use a seeded random table, marked as illustrative</source>
        <translation>6 هو جدول الدرس المصنوع يدويًا؛ تستخدم الأعراض الأخرى جدولًا عشوائيًا من بذرة ثابتة، موسومًا بأنه توضيحي</translation>
    </message>
    <message>
        <source>Frequency base</source>
        <translation>أساس الترددات</translation>
    </message>
    <message>
        <source>Positions shown in the heatmap</source>
        <translation>المواضع المعروضة في الخريطة الحرارية</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>المواضع:</translation>
    </message>
    <message>
        <source>d_model:</source>
        <translation>عرض d_model:</translation>
    </message>
    <message>
        <source>base:</source>
        <translation>الأساس:</translation>
    </message>
    <message>
        <source>heatmap rows:</source>
        <translation>صفوف الخريطة:</translation>
    </message>
    <message>
        <source>Set by the loaded model; File → Back to the toy model to change it</source>
        <translation>يحدده النموذج المحمّل؛ لتغييره: ملف ← العودة إلى النموذج التعليمي</translation>
    </message>
</context>
<context>
    <name>ConventionsLesson</name>
    <message>
        <source>Paper: interleaved sin, cos</source>
        <translation>الورقة: sin وcos بالتناوب</translation>
    </message>
    <message>
        <source>Vaswani et al. 2017, the Annotated Transformer, DistilBERT</source>
        <translation>‏Vaswani وآخرون 2017، وAnnotated Transformer، وDistilBERT</translation>
    </message>
    <message>
        <source>Sine and cosine of the same frequency sit side by side.</source>
        <translation>يقع الجيب وجيب التمام للتردد نفسه جنبًا إلى جنب.</translation>
    </message>
    <message>
        <source>Split halves: all sines, then all cosines</source>
        <translation>نصفان منفصلان: كل الجيوب، ثم كل جيوب التمام</translation>
    </message>
    <message>
        <source>Marian, the TensorFlow text tutorial</source>
        <translation>‏Marian، ودرس TensorFlow للنصوص</translation>
    </message>
    <message>
        <source>Same numbers as the paper, columns in another order.</source>
        <translation>الأرقام نفسها التي في الورقة، والأعمدة بترتيب آخر.</translation>
    </message>
    <message>
        <source>tensor2tensor: split, other frequencies</source>
        <translation>‏tensor2tensor: منفصل، بترددات أخرى</translation>
    </message>
    <message>
        <source>tensor2tensor (Google), fairseq without its offset</source>
        <translation>‏tensor2tensor (Google)، وfairseq دون إزاحته</translation>
    </message>
    <message>
        <source>The slowest pair turns at exactly 1/base radians per position.</source>
        <translation>يدور أبطأ زوج بمقدار 1/base راديان بالضبط لكل موضع.</translation>
    </message>
    <message>
        <source>fairseq: tensor2tensor, positions start at 2</source>
        <translation>‏fairseq: مثل tensor2tensor، والمواضع تبدأ من 2</translation>
    </message>
    <message>
        <source>fairseq (Meta): padding_idx + 1 = 2 is the first position</source>
        <translation>‏fairseq (Meta): الموضع الأول هو padding_idx + 1 = 2</translation>
    </message>
    <message>
        <source>The first token gets the vector of position 2: position 1 marks padding and 0 is unused.</source>
        <translation>يأخذ الرمز الأول متجه الموضع 2: الموضع 1 يدل على الحشو، والموضع 0 غير مستعمل.</translation>
    </message>
</context>
<context>
    <name>DeeperBuckets</name>
    <message>
        <source>Relative positions inside attention: buckets per query and key</source>
        <translation>المواضع النسبية داخل الانتباه: الدلاء لكل استعلام ومفتاح</translation>
    </message>
    <message>
        <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, this model&apos;s; the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;الدلو الذي يقرؤه كل استعلام (نزولًا) لكل مفتاح (عرضًا)&lt;/b&gt;، دلاء هذا النموذج؛ صف الرمز المحدد مؤطَّر.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The bucket each query (down) reads for each key (across)&lt;/b&gt;, T5-base&apos;s (32 buckets up to 128: no relative positions in the open model); the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;الدلو الذي يقرؤه كل استعلام (نزولًا) لكل مفتاح (عرضًا)&lt;/b&gt;، دلاء T5-base (32 دلوًا حتى 128: لا مواضع نسبية في النموذج المفتوح)؛ صف الرمز المحدد مؤطَّر.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The relative position each query (down) reads for each key (across)&lt;/b&gt;, this model&apos;s; the focused token&apos;s row is outlined.</source>
        <translation>&lt;b&gt;الموضع النسبي الذي يقرؤه كل استعلام (نزولًا) لكل مفتاح (عرضًا)&lt;/b&gt;، مواضع هذا النموذج؛ صف الرمز المحدد مؤطَّر.</translation>
    </message>
</context>
<context>
    <name>DeeperCaptions</name>
    <message>
        <source>The learned table here is illustrative (seeded random numbers in place of trained rows): like a trained one it has rows for positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
        <translation>الجدول المتعلَّم هنا للتوضيح (أرقام عشوائية ببذرة ثابتة بدل صفوف مدرَّبة): مثل الجدول المدرَّب، ليس فيه صفوف إلا للمواضع من 0 إلى L&lt;sub&gt;max&lt;/sub&gt;−1، فبعد نهايته يطلق النموذج الخطأ أعلاه.</translation>
    </message>
    <message>
        <source>The learned table was trained on positions 0 to L&lt;sub&gt;max&lt;/sub&gt;−1 only, so past its end the model raises the error above.</source>
        <translation>دُرِّب الجدول المتعلَّم على المواضع من 0 إلى L&lt;sub&gt;max&lt;/sub&gt;−1 فقط، فبعد نهايته يطلق النموذج الخطأ أعلاه.</translation>
    </message>
</context>
<context>
    <name>DeeperCommon</name>
    <message>
        <source>{mark} {claim} ({detail})</source>
        <extracomment>a check&apos;s result: {mark} is a tick or a cross, {claim} what holds, {detail} the measured number</extracomment>
        <translation>‏{mark} {claim} ({detail})</translation>
    </message>
</context>
<context>
    <name>DeeperContext</name>
    <message>
        <source>Context extension: RoPE scaling</source>
        <translation>توسيع السياق: تحجيم RoPE</translation>
    </message>
    <message>
        <source>{name}:</source>
        <extracomment>a control&apos;s label: the scaling parameter&apos;s name</extracomment>
        <translation>‏{name}:</translation>
    </message>
    <message>
        <source>Width of the toy head</source>
        <translation>عرض الرأس المصغّر</translation>
    </message>
    <message>
        <source>Sequence length L</source>
        <translation>طول التسلسل L</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>الزوج</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>الموضع</translation>
    </message>
    <message>
        <source>Scaling:</source>
        <translation>التحجيم:</translation>
    </message>
    <message>
        <source>Attention:</source>
        <translation>الانتباه:</translation>
    </message>
    <message>
        <source>Head width:</source>
        <translation>عرض الرأس:</translation>
    </message>
    <message>
        <source>Sequence length L:</source>
        <translation>طول التسلسل L:</translation>
    </message>
    <message>
        <source>Pair i:</source>
        <translation>الزوج i:</translation>
    </message>
    <message>
        <source>Position p:</source>
        <translation>الموضع p:</translation>
    </message>
    <message>
        <source>θ, radians</source>
        <translation>θ، راديان</translation>
    </message>
    <message>
        <source>tokens per turn</source>
        <translation>رموز لكل دورة</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>الزوج i</translation>
    </message>
    <message>
        <source>{scaling} (the model&apos;s own)</source>
        <translation>‏{scaling} (تحجيم النموذج نفسه)</translation>
    </message>
    <message>
        <source>none (the model&apos;s own)</source>
        <translation>لا شيء (النموذج نفسه)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt;, one head ({kind} layers), as its config says</source>
        <translation>‏&lt;b&gt;{model}&lt;/b&gt;، رأس واحد (طبقات {kind})، كما تقول إعداداته</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt;, one head, as its config says</source>
        <translation>‏&lt;b&gt;{model}&lt;/b&gt;، رأس واحد، كما تقول إعداداته</translation>
    </message>
    <message>
        <source>The loaded model has no RoPE, so a toy head is shown. &lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
        <translation>النموذج المحمَّل لا RoPE فيه، فيُعرض رأس مصغّر. &lt;b&gt;رأس مصغّر&lt;/b&gt; (للتوضيح؛ أساسه هو المضبوط في شريط التحكم)</translation>
    </message>
    <message>
        <source>&lt;b&gt;A toy head&lt;/b&gt; (illustrative; its base is the one set in the controls bar)</source>
        <translation>&lt;b&gt;رأس مصغّر&lt;/b&gt; (للتوضيح؛ أساسه هو المضبوط في شريط التحكم)</translation>
    </message>
    <message>
        <source>{mark} These parameters cannot be used: {error}. The last good picture is kept.</source>
        <translation>‏{mark} لا يمكن استعمال هذه المعاملات: {error}. تبقى آخر صورة سليمة.</translation>
    </message>
    <message>
        <source>{whose}: {head} ({values}); frequencies at L = {length} tokens.</source>
        <translation>‏{whose}: {head} ({values})؛ الترددات عند L = {length} رمزًا.</translation>
    </message>
    <message>
        <source>{whose}: {head}; frequencies at L = {length} tokens.</source>
        <translation>‏{whose}: {head}؛ الترددات عند L = {length} رمزًا.</translation>
    </message>
    <message>
        <source>Solid blue: after scaling.</source>
        <translation>الأزرق المتصل: بعد التحجيم.</translation>
    </message>
    <message>
        <source>Vertical line: pair {pair}.</source>
        <translation>الخط العمودي: الزوج {pair}.</translation>
    </message>
    <message>
        <source>Dashed: before scaling. {after} Background: {kept} {between} {slowed}. {line} Both plots have a log scale.</source>
        <translation>المتقطع: قبل التحجيم. {after} الخلفية: {kept} {between} {slowed}. {line} الرسمان بمقياس لوغاريتمي.</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>محفوظ</translation>
    </message>
    <message>
        <source>between</source>
        <translation>بينهما</translation>
    </message>
    <message>
        <source>slowed by the factor</source>
        <translation>مُبطأ بالعامل</translation>
    </message>
    <message>
        <source>original context {tokens}</source>
        <translation>السياق الأصلي {tokens}</translation>
    </message>
    <message>
        <source>{factor} × original = {tokens}</source>
        <translation>‏{factor} × الأصلي = {tokens}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair {pair} at position {position}&lt;/b&gt;: before scaling p·θ = {position} × {theta} = &lt;b&gt;{before} rad&lt;/b&gt; ({turns} turns); after: {position} × {scaled} = &lt;b&gt;{after} rad&lt;/b&gt; ({scaled_turns} turns).</source>
        <translation>&lt;b&gt;الزوج {pair} عند الموضع {position}&lt;/b&gt;: قبل التحجيم ‎p·θ = {position} × {theta} = ‎&lt;b&gt;{before} راديان&lt;/b&gt; ({turns} دورة)؛ وبعده: ‎{position} × {scaled} = ‎&lt;b&gt;{after} راديان&lt;/b&gt; ({scaled_turns} دورة).</translation>
    </message>
</context>
<context>
    <name>DeeperConventions</name>
    <message>
        <source>Sinusoidal conventions switchboard</source>
        <translation>لوحة اصطلاحات الترميز الجيبي</translation>
    </message>
    <message>
        <source>Positions shown</source>
        <translation>المواضع المعروضة</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sinusoidal convention&lt;/b&gt; (also the toolbar&apos;s)</source>
        <translation>&lt;b&gt;الاصطلاح الجيبي&lt;/b&gt; (وهو أيضًا اصطلاح شريط الأدوات)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The table&lt;/b&gt;: positions down, columns across. Click a cell.</source>
        <translation>&lt;b&gt;الجدول&lt;/b&gt;: المواضع نزولًا والأعمدة عرضًا. انقر خلية.</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>المواضع:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Used by:&lt;/b&gt; {libraries}.&lt;br&gt;{note}</source>
        <translation>&lt;b&gt;تستعمله:&lt;/b&gt; {libraries}.&lt;br&gt;{note}</translation>
    </message>
    <message>
        <source>matches the reference formula to {tolerance}</source>
        <translation>يطابق صيغة المرجع ضمن {tolerance}</translation>
    </message>
    <message numerus="yes">
        <source>largest difference {value} over %Ln positions × {columns} columns</source>
        <translation>
            <numerusform>أكبر فرق {value} على %Ln موضع × {columns} عمودًا</numerusform>
            <numerusform>أكبر فرق {value} على موضع واحد × {columns} عمودًا</numerusform>
            <numerusform>أكبر فرق {value} على موضعين × {columns} عمودًا</numerusform>
            <numerusform>أكبر فرق {value} على %Ln مواضع × {columns} عمودًا</numerusform>
            <numerusform>أكبر فرق {value} على %Ln موضعًا × {columns} عمودًا</numerusform>
            <numerusform>أكبر فرق {value} على %Ln موضع × {columns} عمودًا</numerusform>
        </translation>
    </message>
    <message>
        <source>Position {position}, column {column}: {formula}</source>
        <translation>الموضع {position}، العمود {column}: {formula}</translation>
    </message>
    <message>
        <source>{cell}&lt;br&gt;&lt;i&gt;The toolbar shows {scheme}; this convention applies once you pick sinusoidal.&lt;/i&gt;</source>
        <translation>‏{cell}&lt;br&gt;يعرض شريط الأدوات {scheme}؛ ويسري هذا الاصطلاح حين تختار الجيبي.</translation>
    </message>
</context>
<context>
    <name>DeeperLearned</name>
    <message>
        <source>offset j − i</source>
        <translation>الإزاحة j − i</translation>
    </message>
    <message>
        <source>mean cosine</source>
        <translation>متوسط جيب التمام</translation>
    </message>
    <message>
        <source>position</source>
        <translation>الموضع</translation>
    </message>
    <message>
        <source>row length</source>
        <translation>طول الصف</translation>
    </message>
    <message>
        <source>position j</source>
        <translation>الموضع j</translation>
    </message>
    <message>
        <source>position i</source>
        <translation>الموضع i</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width}, the first {rows} of %Ln rows)</source>
        <translation>
            <numerusform>‏&lt;b&gt;{title}&lt;/b&gt; (‎{rows} × {width}‎، أول {rows} من %Ln صف)</numerusform>
            <numerusform>‏&lt;b&gt;{title}&lt;/b&gt; (‎{rows} × {width}‎، أول {rows} من صف واحد)</numerusform>
            <numerusform>‏&lt;b&gt;{title}&lt;/b&gt; (‎{rows} × {width}‎، أول {rows} من صفين)</numerusform>
            <numerusform>‏&lt;b&gt;{title}&lt;/b&gt; (‎{rows} × {width}‎، أول {rows} من %Ln صفوف)</numerusform>
            <numerusform>‏&lt;b&gt;{title}&lt;/b&gt; (‎{rows} × {width}‎، أول {rows} من %Ln صفًا)</numerusform>
            <numerusform>‏&lt;b&gt;{title}&lt;/b&gt; (‎{rows} × {width}‎، أول {rows} من %Ln صف)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt; ({rows} × {width})</source>
        <translation>‏&lt;b&gt;{title}&lt;/b&gt; (‎{rows} × {width}‎)</translation>
    </message>
    <message>
        <source>Cosine similarity of every pair of positions: {title}</source>
        <translation>تشابه جيب التمام لكل زوج من المواضع: {title}</translation>
    </message>
    <message>
        <source>{title} on its first principal components ({shares} of the variance)</source>
        <translation>‏{title} على مكوّناته الرئيسية الأولى ({shares} من التباين)</translation>
    </message>
    <message>
        <source>(no second component)</source>
        <translation>(لا مكوّن ثانٍ)</translation>
    </message>
    <message>
        <source>Property scores of both tables</source>
        <translation>درجات الخصائص للجدولين</translation>
    </message>
    <message>
        <source>Property: what it measures</source>
        <translation>الخاصية: ما تقيسه</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>هذا الجدول</translation>
    </message>
    <message>
        <source>Sinusoidal</source>
        <translation>الجيبي</translation>
    </message>
    <message>
        <source>{name}:
{meaning}</source>
        <extracomment>a score&apos;s name, and on the next line what it measures</extracomment>
        <translation>‏{name}:
{meaning}</translation>
    </message>
    <message>
        <source>What the positions learned</source>
        <translation>ما تعلّمته المواضع</translation>
    </message>
    <message>
        <source>Rows of a formula&apos;s table</source>
        <translation>صفوف جدول الصيغة</translation>
    </message>
    <message>
        <source>Rows of a formula&apos;s table:</source>
        <translation>صفوف جدول الصيغة:</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt; ({rows} × {width}, in the background; the last picture is kept until then)</source>
        <translation>جارٍ الحساب… (‎{rows} × {width}‎، في الخلفية؛ تبقى الصورة الأخيرة حتى ذلك الحين)</translation>
    </message>
    <message>
        <source>{mark} This table cannot be read: {error}. The last picture is kept.</source>
        <translation>‏{mark} لا يمكن قراءة هذا الجدول: {error}. تبقى الصورة الأخيرة.</translation>
    </message>
    <message>
        <source>The session adds no position table</source>
        <translation>لا تضيف الجلسة جدول مواضع</translation>
    </message>
    <message>
        <source>{scheme} adds no vectors to the input (RoPE turns queries and keys inside attention, ALiBi biases attention scores; &apos;none&apos; adds zeros), so there is no table to read. The sinusoidal table of the same width is read beside it.</source>
        <translation>‏{scheme} لا يضيف متجهات إلى المدخل (يُدير RoPE الاستعلامات والمفاتيح داخل الانتباه، ويُحيز ALiBi درجات الانتباه؛ و&apos;none&apos; يضيف أصفارًا)، فلا جدول يُقرأ. ويُقرأ بجانبه الجدول الجيبي بالعرض نفسه.</translation>
    </message>
</context>
<context>
    <name>DeeperLearnedParts</name>
    <message>
        <source>{first} position 0 → {last} position {end}</source>
        <translation>‏{first} الموضع 0 ← {last} الموضع {end}</translation>
    </message>
</context>
<context>
    <name>DeeperLengths</name>
    <message>
        <source>no row: past the table</source>
        <translation>لا صف: بعد نهاية الجدول</translation>
    </message>
    <message>
        <source>{mark} {error}</source>
        <translation>‏{mark} {error}</translation>
    </message>
    <message>
        <source>a formula</source>
        <translation>صيغة</translation>
    </message>
    <message>
        <source>inside the table</source>
        <translation>داخل الجدول</translation>
    </message>
    <message numerus="yes">
        <source>all %Ln positions have a vector</source>
        <translation>
            <numerusform>لكل المواضع الـ%Ln متجه</numerusform>
            <numerusform>للموضع الوحيد متجه</numerusform>
            <numerusform>لكلا الموضعين متجه</numerusform>
            <numerusform>لكل المواضع الـ%Ln متجه</numerusform>
            <numerusform>لكل المواضع الـ%Ln متجه</numerusform>
            <numerusform>لكل المواضع الـ%Ln متجه</numerusform>
        </translation>
    </message>
    <message>
        <source>Sinusoidal, learned and RoPE past the training length</source>
        <translation>الجيبي والمتعلَّم وRoPE بعد طول التدريب</translation>
    </message>
    <message>
        <source>Input length L</source>
        <translation>طول المدخل L</translation>
    </message>
    <message>
        <source>Input length L (slider)</source>
        <translation>طول المدخل L (المنزلق)</translation>
    </message>
    <message>
        <source>Rows of the learned position table</source>
        <translation>صفوف جدول المواضع المتعلَّم</translation>
    </message>
    <message>
        <source>Sweep past the table&apos;s end</source>
        <translation>امسح إلى ما بعد نهاية الجدول</translation>
    </message>
    <message>
        <source>Length L:</source>
        <translation>الطول L:</translation>
    </message>
    <message>
        <source>Learned table rows:</source>
        <translation>صفوف الجدول المتعلَّم:</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a formula gives every position</source>
        <translation>المعاملات: &lt;b&gt;لا شيء&lt;/b&gt;، صيغة تعطي كل موضع</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;{rows} × {width} = {count}&lt;/b&gt; learned numbers</source>
        <translation>المعاملات: &lt;b&gt;‎{rows} × {width} = {count}‎&lt;/b&gt; من الأرقام المتعلَّمة</translation>
    </message>
    <message numerus="yes">
        <source>Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
        <translation>
            <numerusform>المرسوم: المواضع من {first} إلى {last} (آخر %Ln موضع من L = {length})؛ الرمادي = لا متجه. {note} يحسب الجيبي وRoPE أي موضع؛ أما هل تُحسن شبكة دُرِّبت على مدخلات قصيرة استعمال تلك المواضع البعيدة فمسألة أخرى.</numerusform>
            <numerusform>المرسوم: المواضع من {first} إلى {last} (الموضع الأخير من L = {length})؛ الرمادي = لا متجه. {note} يحسب الجيبي وRoPE أي موضع؛ أما هل تُحسن شبكة دُرِّبت على مدخلات قصيرة استعمال تلك المواضع البعيدة فمسألة أخرى.</numerusform>
            <numerusform>المرسوم: المواضع من {first} إلى {last} (آخر موضعين من L = {length})؛ الرمادي = لا متجه. {note} يحسب الجيبي وRoPE أي موضع؛ أما هل تُحسن شبكة دُرِّبت على مدخلات قصيرة استعمال تلك المواضع البعيدة فمسألة أخرى.</numerusform>
            <numerusform>المرسوم: المواضع من {first} إلى {last} (آخر %Ln مواضع من L = {length})؛ الرمادي = لا متجه. {note} يحسب الجيبي وRoPE أي موضع؛ أما هل تُحسن شبكة دُرِّبت على مدخلات قصيرة استعمال تلك المواضع البعيدة فمسألة أخرى.</numerusform>
            <numerusform>المرسوم: المواضع من {first} إلى {last} (آخر %Ln موضعًا من L = {length})؛ الرمادي = لا متجه. {note} يحسب الجيبي وRoPE أي موضع؛ أما هل تُحسن شبكة دُرِّبت على مدخلات قصيرة استعمال تلك المواضع البعيدة فمسألة أخرى.</numerusform>
            <numerusform>المرسوم: المواضع من {first} إلى {last} (آخر %Ln موضع من L = {length})؛ الرمادي = لا متجه. {note} يحسب الجيبي وRoPE أي موضع؛ أما هل تُحسن شبكة دُرِّبت على مدخلات قصيرة استعمال تلك المواضع البعيدة فمسألة أخرى.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn: no positions (L = {length}); grey = no vector. {note} Sinusoidal and RoPE compute any position; whether a network trained on short inputs uses those far positions well is a separate question.</source>
        <translation>المرسوم: لا مواضع (L = {length})؛ الرمادي = لا متجه. {note} يحسب الجيبي وRoPE أي موضع؛ أما هل تُحسن شبكة دُرِّبت على مدخلات قصيرة استعمال تلك المواضع البعيدة فمسألة أخرى.</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position</source>
        <translation>المعاملات: &lt;b&gt;لا شيء&lt;/b&gt;، دوران لكل موضع</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position ({scaling} scaling at L = {length}; cos, sin × {factor})</source>
        <translation>المعاملات: &lt;b&gt;لا شيء&lt;/b&gt;، دوران لكل موضع. العمودان 2i و2i+1: cos وsin للزوج i = الأبعاد {dims} من رأس عرضه {width}؛ θ = {theta} راديان لكل موضع (تحجيم {scaling} عند L = {length}؛ cos وsin × {factor})</translation>
    </message>
    <message>
        <source>parameters: &lt;b&gt;none&lt;/b&gt;, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = dims {dims} of one {width}-wide head; θ = {theta} rad per position</source>
        <translation>المعاملات: &lt;b&gt;لا شيء&lt;/b&gt;، دوران لكل موضع. العمودان 2i و2i+1: cos وsin للزوج i = الأبعاد {dims} من رأس عرضه {width}؛ θ = {theta} راديان لكل موضع</translation>
    </message>
</context>
<context>
    <name>DeeperLongRange</name>
    <message>
        <source>distance m (log scale)</source>
        <translation>المسافة m (مقياس لوغاريتمي)</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>الحد</translation>
    </message>
    <message>
        <source>base (log scale)</source>
        <translation>الأساس (مقياس لوغاريتمي)</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>يفشل</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>ينجح</translation>
    </message>
    <message>
        <source>RoPE at long range</source>
        <translation>‏RoPE على المدى البعيد</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>الأساس</translation>
    </message>
    <message>
        <source>Rotated dimensions per head d</source>
        <translation>الأبعاد المُدارة لكل رأس d</translation>
    </message>
    <message>
        <source>Context length L</source>
        <translation>طول السياق L</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>الأساس:</translation>
    </message>
    <message>
        <source>Head d:</source>
        <translation>الرأس d:</translation>
    </message>
    <message>
        <source>Context length L:</source>
        <translation>طول السياق L:</translation>
    </message>
    <message>
        <source>{mark} {error}. The last picture is kept.</source>
        <translation>‏{mark} {error}. تبقى الصورة الأخيرة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{whose}&lt;/b&gt;: base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
        <translation>‏&lt;b&gt;{whose}&lt;/b&gt;: الأساس {base}، d = {d} بُعدًا مُدارًا، أي {pairs} زوجًا مع ‎θᵢ = base^(−2i/d)‎.</translation>
    </message>
    <message>
        <source>RoFormer&apos;s bound against distance ({whose}): base {base}, d = {d}, L = {length}</source>
        <translation>حد RoFormer مقابل المسافة ({whose}): الأساس {base}، d = {d}، L = {length}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{whose}&lt;/b&gt; (changed in the boxes above): base {base}, d = {d} rotated dimensions, so {pairs} pairs with θᵢ = base^(−2i/d).</source>
        <translation>‏&lt;b&gt;{whose}&lt;/b&gt; (غُيّر في الخانات أعلاه): الأساس {base}، d = {d} بُعدًا مُدارًا، أي {pairs} زوجًا مع ‎θᵢ = base^(−2i/d)‎.</translation>
    </message>
    <message>
        <source>RoFormer&apos;s bound against distance ({whose}, changed in the boxes above): base {base}, d = {d}, L = {length}</source>
        <translation>حد RoFormer مقابل المسافة ({whose}، غُيّر في الخانات أعلاه): الأساس {base}، d = {d}، L = {length}</translation>
    </message>
    <message>
        <source>RoFormer&apos;s upper bound of a query–key score m positions apart, {formula} (dashed line: L). {caption}</source>
        <translation>الحد الأعلى عند RoFormer لدرجة استعلام ومفتاح بينهما m موضعًا، {formula} (الخط المتقطع: L). {caption}</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt; the smallest base for d = {d}, L = {length} (in the background; the last answer is kept until then)</source>
        <translation>جارٍ الحساب… أصغر أساس لـ d = {d}، L = {length} (في الخلفية؛ تبقى الإجابة الأخيرة حتى ذلك الحين)</translation>
    </message>
    <message>
        <source>{mark} The search failed: {error}. The last answer is kept.</source>
        <translation>‏{mark} فشل البحث: {error}. تبقى الإجابة الأخيرة.</translation>
    </message>
    <message>
        <source>Dots: every base scanned, all failing.</source>
        <translation>النقاط: كل أساس فُحص، وكلها تفشل.</translation>
    </message>
    <message>
        <source>Dots: the bases scanned from {steps} grid steps below the first pass (up: keeps the condition; down, crosses: fails; every smaller base scanned fails).</source>
        <translation>النقاط: الأسس المفحوصة من {steps} خطوة في الشبكة تحت أول أساس ينجح (أعلى: يحقق الشرط؛ أسفل، علامات ×: يفشل؛ كل أساس أصغر فُحص يفشل).</translation>
    </message>
</context>
<context>
    <name>DeeperOneHot</name>
    <message>
        <source>One-hot vector against a learned row</source>
        <translation>متجه الواحد الساخن مقابل صف مُتعلَّم</translation>
    </message>
    <message>
        <source>Play the look-up again</source>
        <translation>أعد تشغيل البحث في الجدول</translation>
    </message>
    <message>
        <source>Cosine of the focused word&apos;s row with every row of E</source>
        <translation>جيب تمام الزاوية بين صف الكلمة المحددة وكل صف من E</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cosine with each word of the sentence&lt;/b&gt; (focused word in bold)</source>
        <translation>&lt;b&gt;جيب التمام مع كل كلمة في الجملة&lt;/b&gt; (الكلمة المحددة بخط عريض)</translation>
    </message>
    <message>
        <source>Two different one-hot vectors never share a 1, so their cosine is always 0: every word is equally unlike every other. Learned rows are trained so that words used alike point alike, and their cosine says how much.</source>
        <translation>لا يشترك متجها واحد ساخن مختلفان في 1 أبدًا، فجيب تمامهما دائمًا 0: كل كلمة مختلفة عن كل كلمة أخرى بالقدر نفسه. أما الصفوف المتعلَّمة فتُدرَّب لتشير الكلمات المستعملة استعمالًا متشابهًا إلى اتجاهات متشابهة، ويقول جيب تمامها بأي قدر.</translation>
    </message>
    <message>
        <source>Type a sentence: its focused word is shown here.</source>
        <translation>اكتب جملة: تظهر هنا كلمتها المحددة.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it has no one-hot slot and no row of E (it is shown as [UNK], a vector of zeros).</source>
        <translation>‏«{word}» ليست في المفردات: ليس لها موضع في متجه الواحد الساخن ولا صف في E (تظهر بوصفها [UNK]، متجهًا من الأصفار).</translation>
    </message>
    <message>
        <source>&lt;b&gt;one-hot(“{word}”) · E = E[{id}]&lt;/b&gt; &amp;nbsp; a |V| = {rows}-wide vector of zeros with one 1, times the {rows} × {width} table, leaves row {id}: {width} numbers (largest difference from the row: {residual})</source>
        <translation>‏&lt;b&gt;‎one-hot(«{word}») · E = E[{id}]‎&lt;/b&gt; &amp;nbsp; متجه أصفار عرضه ‎|V| = {rows}‎ فيه 1 واحد، مضروبًا في الجدول ‎{rows} × {width}‎، يُبقي الصف {id}: {width} من الأرقام (أكبر فرق عن الصف: {residual})</translation>
    </message>
    <message numerus="yes">
        <source>Closest rows to “{word}”: searching all %Ln rows of E…</source>
        <translation>
            <numerusform>أقرب الصفوف إلى «{word}»: جارٍ البحث في %Ln صف من E…</numerusform>
            <numerusform>أقرب الصفوف إلى «{word}»: جارٍ البحث في الصف الوحيد من E…</numerusform>
            <numerusform>أقرب الصفوف إلى «{word}»: جارٍ البحث في صفَّي E…</numerusform>
            <numerusform>أقرب الصفوف إلى «{word}»: جارٍ البحث في صفوف E الـ%Ln…</numerusform>
            <numerusform>أقرب الصفوف إلى «{word}»: جارٍ البحث في %Ln صفًا من E…</numerusform>
            <numerusform>أقرب الصفوف إلى «{word}»: جارٍ البحث في %Ln صف من E…</numerusform>
        </translation>
    </message>
    <message>
        <source>Closest rows to “{word}” could not be computed: {error}</source>
        <translation>تعذّر حساب أقرب الصفوف إلى «{word}»: {error}</translation>
    </message>
    <message>
        <source>Closest rows to “{word}” in all of E (an illustrative random table): {words}</source>
        <translation>أقرب الصفوف إلى «{word}» في E كلها (جدول عشوائي للتوضيح): {words}</translation>
    </message>
    <message>
        <source>Closest rows to “{word}” in all of E: {words}</source>
        <translation>أقرب الصفوف إلى «{word}» في E كلها: {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;one-hot · E = a row of E&lt;/b&gt;</source>
        <translation>‏&lt;b&gt;one-hot · E = صف من E&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>DeeperOneHotParts</name>
    <message>
        <source>E: {rows} × {width}</source>
        <translation>‏E: {rows} × {width}</translation>
    </message>
    <message>
        <source>E: {rows} × {width} (first {shown} of {width} columns)</source>
        <translation>‏E: {rows} × {width} (أول {shown} من {width} عمودًا)</translation>
    </message>
    <message numerus="yes">
        <source>one-hot: {size} numbers, stood on end (entry v multiplies row v); %Ln more rows of E not drawn</source>
        <translation>
            <numerusform>الواحد الساخن: {size} من الأرقام، قائمة عموديًا (المدخل v يضرب الصف v)؛ %Ln صف آخر من E غير مرسوم</numerusform>
            <numerusform>الواحد الساخن: {size} من الأرقام، قائمة عموديًا (المدخل v يضرب الصف v)؛ صف واحد آخر من E غير مرسوم</numerusform>
            <numerusform>الواحد الساخن: {size} من الأرقام، قائمة عموديًا (المدخل v يضرب الصف v)؛ صفان آخران من E غير مرسومين</numerusform>
            <numerusform>الواحد الساخن: {size} من الأرقام، قائمة عموديًا (المدخل v يضرب الصف v)؛ %Ln صفوف أخرى من E غير مرسومة</numerusform>
            <numerusform>الواحد الساخن: {size} من الأرقام، قائمة عموديًا (المدخل v يضرب الصف v)؛ %Ln صفًا آخر من E غير مرسوم</numerusform>
            <numerusform>الواحد الساخن: {size} من الأرقام، قائمة عموديًا (المدخل v يضرب الصف v)؛ %Ln صف آخر من E غير مرسوم</numerusform>
        </translation>
    </message>
    <message>
        <source>one-hot: {size} numbers, stood on end (entry v multiplies row v)</source>
        <translation>الواحد الساخن: {size} من الأرقام، قائمة عموديًا (المدخل v يضرب الصف v)</translation>
    </message>
    <message>
        <source>pos</source>
        <translation>الموضع</translation>
    </message>
    <message>
        <source>word</source>
        <translation>الكلمة</translation>
    </message>
    <message>
        <source>one-hot</source>
        <translation>واحد ساخن</translation>
    </message>
    <message>
        <source>row of E</source>
        <translation>صف من E</translation>
    </message>
    <message>
        <source>no row</source>
        <translation>لا صف</translation>
    </message>
</context>
<context>
    <name>DeeperOrder</name>
    <message>
        <source>Why order matters: a toy attention</source>
        <translation>لماذا يهم الترتيب: انتباه مصغّر</translation>
    </message>
    <message>
        <source>swap two words</source>
        <translation>بدّل كلمتين</translation>
    </message>
    <message>
        <source>reverse the sentence</source>
        <translation>اعكس الجملة</translation>
    </message>
    <message>
        <source>First word to swap (position)</source>
        <translation>الكلمة الأولى للتبديل (الموضع)</translation>
    </message>
    <message>
        <source>Second word to swap (position)</source>
        <translation>الكلمة الثانية للتبديل (الموضع)</translation>
    </message>
    <message>
        <source>the toolbar&apos;s positions</source>
        <translation>مواضع شريط الأدوات</translation>
    </message>
    <message>
        <source>ALiBi: a bias on the scores</source>
        <translation>‏ALiBi: انحياز على الدرجات</translation>
    </message>
    <message>
        <source>ALiBi head</source>
        <translation>رأس ALiBi</translation>
    </message>
    <message>
        <source>head {number} of {heads}</source>
        <extracomment>the spin box&apos;s text around the head&apos;s number: &quot;head 3 of 8&quot;</extracomment>
        <translation>الرأس {number} من {heads}</translation>
    </message>
    <message>
        <source>Reorder:</source>
        <translation>أعد الترتيب:</translation>
    </message>
    <message>
        <source>words</source>
        <translation>الكلمتان</translation>
    </message>
    <message>
        <source>and</source>
        <translation>و</translation>
    </message>
    <message>
        <source>Lower row:</source>
        <translation>الصف السفلي:</translation>
    </message>
    <message>
        <source>One row per word: its attention over the words (each row sums to 1). White 0, darkest red the largest weight of the four.</source>
        <translation>صف لكل كلمة: انتباهها إلى الكلمات (مجموع كل صف 1). الأبيض 0، والأحمر الأدكن أكبر وزن في الأربع.</translation>
    </message>
    <message>
        <source>&lt;b&gt;ALiBi&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;), X = token rows with nothing added. Head {head}: m = {slope} (the {heads} heads: {slopes}). A decoder: keys after the query are masked.</source>
        <translation>‏&lt;b&gt;ALiBi&lt;/b&gt;: ‎softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d &lt;b&gt;+ m&lt;sub&gt;h&lt;/sub&gt;(j − i)&lt;/b&gt;)‏، X = صفوف الرموز دون إضافة شيء. الرأس {head}: ‎m = {slope}‎ (الرؤوس الـ{heads}: {slopes}). مفكّك ترميز: المفاتيح بعد الاستعلام مقنّعة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;RoPE&lt;/b&gt;: softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d), each token row turned by its position; nothing is added to X.</source>
        <translation>‏&lt;b&gt;RoPE&lt;/b&gt;: ‎softmax(R(X) R(X)&lt;sup&gt;T&lt;/sup&gt;/√d)‏، يُدار صف كل رمز بحسب موضعه؛ ولا يُضاف شيء إلى X.</translation>
    </message>
    <message>
        <source>learned table</source>
        <translation>جدول مُتعلَّم</translation>
    </message>
    <message>
        <source>&lt;b&gt;Positions added&lt;/b&gt;, {name}: softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d), Z = token rows + position rows.</source>
        <translation>&lt;b&gt;المواضع مُضافة&lt;/b&gt;، {name}: ‎softmax(Z Z&lt;sup&gt;T&lt;/sup&gt;/√d)‏، Z = صفوف الرموز + صفوف المواضع.</translation>
    </message>
    <message numerus="yes">
        <source>perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
        <translation>
            <numerusform>‏perm = {perm}: أول {shown} من %Ln كلمة، الكلمة الجديدة p هي الكلمة القديمة perm[p]. مجموع كل صف من الأوزان 1؛ المؤطَّرة: الكلمة المحددة قبل النقل وبعده.</numerusform>
            <numerusform>‏perm = {perm}: أول {shown} من كلمة واحدة، الكلمة الجديدة p هي الكلمة القديمة perm[p]. مجموع كل صف من الأوزان 1؛ المؤطَّرة: الكلمة المحددة قبل النقل وبعده.</numerusform>
            <numerusform>‏perm = {perm}: أول {shown} من كلمتين، الكلمة الجديدة p هي الكلمة القديمة perm[p]. مجموع كل صف من الأوزان 1؛ المؤطَّرة: الكلمة المحددة قبل النقل وبعده.</numerusform>
            <numerusform>‏perm = {perm}: أول {shown} من %Ln كلمات، الكلمة الجديدة p هي الكلمة القديمة perm[p]. مجموع كل صف من الأوزان 1؛ المؤطَّرة: الكلمة المحددة قبل النقل وبعده.</numerusform>
            <numerusform>‏perm = {perm}: أول {shown} من %Ln كلمةً، الكلمة الجديدة p هي الكلمة القديمة perm[p]. مجموع كل صف من الأوزان 1؛ المؤطَّرة: الكلمة المحددة قبل النقل وبعده.</numerusform>
            <numerusform>‏perm = {perm}: أول {shown} من %Ln كلمة، الكلمة الجديدة p هي الكلمة القديمة perm[p]. مجموع كل صف من الأوزان 1؛ المؤطَّرة: الكلمة المحددة قبل النقل وبعده.</numerusform>
        </translation>
    </message>
    <message>
        <source>perm = {perm}: new word p is old word perm[p]. Each row of weights sums to 1; outlined: the focused word, before and after the move.</source>
        <translation>‏perm = {perm}: الكلمة الجديدة p هي الكلمة القديمة perm[p]. مجموع كل صف من الأوزان 1؛ المؤطَّرة: الكلمة المحددة قبل النقل وبعده.</translation>
    </message>
    <message>
        <source>&lt;b&gt;as written:&lt;/b&gt; {words}</source>
        <translation>&lt;b&gt;كما كُتبت:&lt;/b&gt; {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;reordered:&lt;/b&gt; {words}</source>
        <translation>&lt;b&gt;بعد إعادة الترتيب:&lt;/b&gt; {words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;No positions&lt;/b&gt;: softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d), X = token rows</source>
        <translation>&lt;b&gt;دون مواضع&lt;/b&gt;: ‎softmax(X X&lt;sup&gt;T&lt;/sup&gt;/√d)‏، X = صفوف الرموز</translation>
    </message>
    <message>
        <source>only moved with the words (P·A·P&lt;sup&gt;T&lt;/sup&gt;): both orders look the same to it</source>
        <translation>تحرّكت مع الكلمات فقط (P·A·P&lt;sup&gt;T&lt;/sup&gt;): الترتيبان متماثلان في نظره</translation>
    </message>
    <message>
        <source>largest difference {value}</source>
        <translation>أكبر فرق {value}</translation>
    </message>
    <message>
        <source>the weights themselves changed: order now matters</source>
        <translation>تغيّرت الأوزان نفسها: الترتيب يهم الآن</translation>
    </message>
    <message>
        <source>no change: this reordering swaps identical words</source>
        <translation>لا تغيير: إعادة الترتيب هذه تبدّل كلمتين متطابقتين</translation>
    </message>
</context>
<context>
    <name>DeeperRelative</name>
    <message>
        <source>Relative position: similarity and the shift matrix</source>
        <translation>الموضع النسبي: التشابه ومصفوفة الإزاحة</translation>
    </message>
    <message>
        <source>Positions in the similarity table</source>
        <translation>المواضع في جدول التشابه</translation>
    </message>
    <message>
        <source>Offset k of the shift matrix</source>
        <translation>الإزاحة k لمصفوفة الإزاحة</translation>
    </message>
    <message>
        <source>sinusoidal (the toolbar&apos;s convention)</source>
        <translation>جيبي (اصطلاح شريط الأدوات)</translation>
    </message>
    <message>
        <source>learned (the model&apos;s own, or illustrative)</source>
        <translation>مُتعلَّم (جدول النموذج نفسه، أو للتوضيح)</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>المواضع:</translation>
    </message>
    <message>
        <source>Offset k:</source>
        <translation>الإزاحة k:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>الجدول:</translation>
    </message>
    <message>
        <source>&lt;b&gt;PE(p) · PE(q)&lt;/b&gt; for positions p (down) and q (across). Outlined: the diagonal q − p = k = {k}. Click a cell to pick its offset.</source>
        <translation>‏‎&lt;b&gt;PE(p) · PE(q)&lt;/b&gt;‎ للموضعين p (نزولًا) وq (عرضًا). المؤطَّر: القطر ‎q − p = k = {k}‎. انقر خلية لتختار إزاحتها.</translation>
    </message>
    <message>
        <source>every diagonal is constant: the similarity depends only on q − p</source>
        <translation>كل قطر ثابت: التشابه لا يعتمد إلا على q − p</translation>
    </message>
    <message>
        <source>the diagonals are not constant: this table does not encode offsets</source>
        <translation>الأقطار غير ثابتة: هذا الجدول لا يرمّز الإزاحات</translation>
    </message>
    <message>
        <source>largest change along a diagonal {value}</source>
        <translation>أكبر تغيّر على امتداد قطر {value}</translation>
    </message>
    <message>
        <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
        <translation>‏&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt;: دوران 2×2 لكل زوج جيب/جيب تمام ({convention}). لا يعتمد على p.</translation>
    </message>
    <message>
        <source>&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (its top-left {shown} × {shown} of {d} × {d}): a 2×2 rotation per sine/cosine pair ({convention}). It does not depend on p.</source>
        <translation>‏&lt;b&gt;M&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; (ركنها الأيسر العلوي ‎{shown} × {shown}‎ من ‎{d} × {d}‎): دوران 2×2 لكل زوج جيب/جيب تمام ({convention}). لا يعتمد على p.</translation>
    </message>
    <message>
        <source>M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k}) for every p from 0 to {last}</source>
        <translation>‏‎M&lt;sub&gt;{k}&lt;/sub&gt;·PE(p) = PE(p + {k})‏ لكل p من 0 إلى {last}</translation>
    </message>
    <message>
        <source>largest difference {value}</source>
        <translation>أكبر فرق {value}</translation>
    </message>
    <message>
        <source>no shift matrix</source>
        <translation>لا مصفوفة إزاحة</translation>
    </message>
</context>
<context>
    <name>DeeperRope</name>
    <message>
        <source>interleaved: pairs (2i, 2i+1), RoFormer, Meta&apos;s Llama, GPT-J</source>
        <translation>متشابك: الأزواج (2i, 2i+1)، RoFormer وLlama من Meta وGPT-J</translation>
    </message>
    <message>
        <source>rotate_half: pairs (i, i + r/2), Hugging Face Llama, GPT-NeoX</source>
        <translation>‏rotate_half: الأزواج (i, i + r/2)، وLlama من Hugging Face وGPT-NeoX</translation>
    </message>
    <message>
        <source>RoPE: rotating queries and keys</source>
        <translation>‏RoPE: تدوير الاستعلامات والمفاتيح</translation>
    </message>
    <message>
        <source>Rotated pair i</source>
        <translation>الزوج المُدار i</translation>
    </message>
    <message>
        <source>Position of the key word</source>
        <translation>موضع كلمة المفتاح</translation>
    </message>
    <message>
        <source>Shift both words by this many positions</source>
        <translation>أزح الكلمتين بهذا العدد من المواضع</translation>
    </message>
    <message>
        <source>Move both along</source>
        <translation>حرّك الاثنتين معًا</translation>
    </message>
    <message>
        <source>Pairing:</source>
        <translation>الأزواج:</translation>
    </message>
    <message>
        <source>Pair i:</source>
        <translation>الزوج i:</translation>
    </message>
    <message>
        <source>Key word:</source>
        <translation>كلمة المفتاح:</translation>
    </message>
    <message>
        <source>Shift both by:</source>
        <translation>أزح الاثنتين بـ:</translation>
    </message>
    <message>
        <source>&lt;b&gt;q·k against the offset&lt;/b&gt;, computed three times: key at position 0 or later (wide orange), 100 or later (dashes), 10,000 or later (blue dots). The dot: the current m and n (all pairs summed; the dial shows one pair).</source>
        <translation>‏&lt;b&gt;q·k مقابل الإزاحة&lt;/b&gt;، محسوبًا ثلاث مرات: المفتاح من الموضع 0 فما بعد (برتقالي عريض)، ومن 100 (شرطات)، ومن 10.000 (نقاط زرقاء). النقطة: m وn الحاليان (مجموع كل الأزواج؛ القرص يعرض زوجًا واحدًا).</translation>
    </message>
    <message>
        <source>RoPE rotates pairs of dimensions, so it needs an even d_model; d_model is {d}.</source>
        <translation>يُدير RoPE أزواجًا من الأبعاد، فيحتاج إلى d_model زوجي؛ وd_model الآن {d}.</translation>
    </message>
    <message>
        <source>Type a sentence to get queries and keys.</source>
        <translation>اكتب جملة لتحصل على الاستعلامات والمفاتيح.</translation>
    </message>
    <message>
        <source>the model&apos;s own pairing</source>
        <translation>أزواج النموذج نفسه</translation>
    </message>
    <message>
        <source>q of “{word}” at m = {m}: turned {m}·θ = {angle} rad</source>
        <translation>‏q لـ«{word}» عند m = {m}: دار ‎{m}·θ = {angle}‎ راديان</translation>
    </message>
    <message>
        <source>k of “{word}” at n = {n}: turned {n}·θ = {angle} rad</source>
        <translation>‏k لـ«{word}» عند n = {n}: دار ‎{n}·θ = {angle}‎ راديان</translation>
    </message>
    <message>
        <source>dimensions {first} and {second}, θ = {theta} rad per position</source>
        <translation>البعدان {first} و{second}، θ = {theta} راديان لكل موضع</translation>
    </message>
    <message>
        <source>&lt;b&gt;One head of {model}&lt;/b&gt; (every head turns alike)</source>
        <translation>&lt;b&gt;رأس واحد من {model}&lt;/b&gt; (كل الرؤوس تدور بالطريقة نفسها)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The lesson&apos;s toy&lt;/b&gt; turns all of d&lt;sub&gt;model&lt;/sub&gt; as one head</source>
        <translation>&lt;b&gt;نموذج الدرس المصغّر&lt;/b&gt; يُدير d&lt;sub&gt;model&lt;/sub&gt; كله بوصفه رأسًا واحدًا</translation>
    </message>
    <message>
        <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length} (unscaled {unscaled}; cos, sin × attention factor {factor}).</source>
        <translation>‏{whose}: {head}. الزوج {pair} = البعدان ({first}, {second}) من الرأس: &lt;b&gt;θ = {theta} راديان لكل موضع&lt;/b&gt; عند L = {length} (دون تحجيم {unscaled}؛ cos وsin × عامل الانتباه {factor}).</translation>
    </message>
    <message>
        <source>{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: &lt;b&gt;θ = {theta} rad per position&lt;/b&gt; at L = {length}.</source>
        <translation>‏{whose}: {head}. الزوج {pair} = البعدان ({first}, {second}) من الرأس: &lt;b&gt;θ = {theta} راديان لكل موضع&lt;/b&gt; عند L = {length}.</translation>
    </message>
    <message>
        <source>Pair {pair} = dimensions ({first}, {second}). &lt;b&gt;q·k = {score}&lt;/b&gt; at m − n = {offset}. q and k are &lt;i&gt;illustrative&lt;/i&gt;: each word&apos;s row of E times seeded random W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt; (seed {seed}), not trained weights.</source>
        <translation>الزوج {pair} = البعدان ({first}, {second}). &lt;b&gt;‎q·k = {score}‎&lt;/b&gt; عند ‎m − n = {offset}‎. ‏q وk للتوضيح: صف كل كلمة في E مضروبًا في W&lt;sub&gt;q&lt;/sub&gt; وW&lt;sub&gt;k&lt;/sub&gt; عشوائيتين ببذرة (البذرة {seed})، لا أوزان مدرَّبة.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: its row is zeros, so its vector is 0. {summary}</source>
        <translation>‏«{word}» ليست في المفردات: صفها أصفار، فمتجهها 0. {summary}</translation>
    </message>
    <message>
        <source>the curves coincide: the score depends only on m − n, not on where the pair sits</source>
        <translation>المنحنيات متطابقة: الدرجة لا تعتمد إلا على m − n، لا على مكان الزوج</translation>
    </message>
    <message>
        <source>largest gap between curves {value}</source>
        <translation>أكبر فجوة بين المنحنيات {value}</translation>
    </message>
    <message>
        <source>Interleaved vs rotate_half with the same W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;: scores differ by {gap}. {check}</source>
        <translation>المتشابك مقابل rotate_half بـ W&lt;sub&gt;q&lt;/sub&gt; وW&lt;sub&gt;k&lt;/sub&gt; نفسيهما: تختلف الدرجات بمقدار {gap}. {check}</translation>
    </message>
    <message>
        <source>after permuting W&apos;s columns (2i, 2i+1) → (i, i + {half}) they agree</source>
        <translation>بعد تبديل أعمدة W ‎(2i, 2i+1) → (i, i + {half})‎ تتفق الدرجات</translation>
    </message>
    <message>
        <source>difference {value}</source>
        <translation>الفرق {value}</translation>
    </message>
</context>
<context>
    <name>DeeperRopeParts</name>
    <message>
        <source>dim {index}</source>
        <extracomment>an axis of the dial: one dimension of q and k</extracomment>
        <translation>البعد {index}</translation>
    </message>
    <message>
        <source>offset m − n</source>
        <translation>الإزاحة m − n</translation>
    </message>
</context>
<context>
    <name>DeeperShapes</name>
    <message>
        <source>model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>المواضع</translation>
    </message>
    <message>
        <source>{scheme}:
{rows} × {width} = {count}</source>
        <extracomment>a learned position table&apos;s cell: the scheme&apos;s name, then its rows x width = its numbers</extracomment>
        <translation>‏{scheme}:
{rows} × {width} = {count}</translation>
    </message>
    <message>
        <source>both d = {width} wide; heights on a log scale</source>
        <translation>كلاهما بعرض d = {width}؛ والارتفاعات بمقياس لوغاريتمي</translation>
    </message>
    <message>
        <source>input</source>
        <translation>المدخل</translation>
    </message>
    <message>
        <source>{name}: {rows} × {width}</source>
        <translation>‏{name}: {rows} × {width}</translation>
    </message>
    <message>
        <source>Shapes of the embedding table and of the input</source>
        <translation>شكلا جدول التضمين والمدخل</translation>
    </message>
    <message>
        <source>Imagined input length</source>
        <translation>طول المدخل المتخيَّل</translation>
    </message>
    <message>
        <source>Shapes of real models&apos; tables</source>
        <translation>أشكال جداول نماذج حقيقية</translation>
    </message>
    <message>
        <source>your sentence</source>
        <translation>جملتك</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>‏%Ln رمز</numerusform>
            <numerusform>رمز واحد</numerusform>
            <numerusform>رمزان</numerusform>
            <numerusform>‏%Ln رموز</numerusform>
            <numerusform>‏%Ln رمزًا</numerusform>
            <numerusform>‏%Ln رمز</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Imagine a longer input&lt;/b&gt; (drag: 1 to {most} tokens)</source>
        <translation>&lt;b&gt;تخيّل مدخلًا أطول&lt;/b&gt; (اسحب: من 1 إلى {most} رمز)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Real models&lt;/b&gt; (from their published configurations)</source>
        <translation>&lt;b&gt;نماذج حقيقية&lt;/b&gt; (من إعداداتها المنشورة)</translation>
    </message>
    <message>
        <source>A learned position table is one more matrix, L&lt;sub&gt;max&lt;/sub&gt; × d, and it caps the input length. RoPE rotates queries and keys inside attention, so Llama 3 has no position table at all. The first row follows the toolbar.</source>
        <translation>جدول المواضع المتعلَّم مصفوفة إضافية، L&lt;sub&gt;max&lt;/sub&gt; × d، وهو يحدّ طول المدخل. يُدير RoPE الاستعلامات والمفاتيح داخل الانتباه، لذا ليس لدى Llama 3 جدول مواضع إطلاقًا. الصف الأول يتبع شريط الأدوات.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;big&gt;&lt;b&gt;%Ln tokens → a {length} × {width} matrix&lt;/b&gt; ({numbers} numbers).&lt;br&gt;E is still {rows} × {width} = {count}: it does not grow.&lt;/big&gt;</source>
        <translation>
            <numerusform>‏&lt;big&gt;&lt;b&gt;%Ln رمز ← مصفوفة ‎{length} × {width}‎&lt;/b&gt; ({numbers} من الأرقام).&lt;br&gt;تبقى E ‏‎{rows} × {width} = {count}‎: لا تكبر.&lt;/big&gt;</numerusform>
            <numerusform>&lt;big&gt;&lt;b&gt;رمز واحد ← مصفوفة ‎{length} × {width}‎&lt;/b&gt; ({numbers} من الأرقام).&lt;br&gt;تبقى E ‏‎{rows} × {width} = {count}‎: لا تكبر.&lt;/big&gt;</numerusform>
            <numerusform>&lt;big&gt;&lt;b&gt;رمزان ← مصفوفة ‎{length} × {width}‎&lt;/b&gt; ({numbers} من الأرقام).&lt;br&gt;تبقى E ‏‎{rows} × {width} = {count}‎: لا تكبر.&lt;/big&gt;</numerusform>
            <numerusform>‏&lt;big&gt;&lt;b&gt;%Ln رموز ← مصفوفة ‎{length} × {width}‎&lt;/b&gt; ({numbers} من الأرقام).&lt;br&gt;تبقى E ‏‎{rows} × {width} = {count}‎: لا تكبر.&lt;/big&gt;</numerusform>
            <numerusform>‏&lt;big&gt;&lt;b&gt;%Ln رمزًا ← مصفوفة ‎{length} × {width}‎&lt;/b&gt; ({numbers} من الأرقام).&lt;br&gt;تبقى E ‏‎{rows} × {width} = {count}‎: لا تكبر.&lt;/big&gt;</numerusform>
            <numerusform>‏&lt;big&gt;&lt;b&gt;%Ln رمز ← مصفوفة ‎{length} × {width}‎&lt;/b&gt; ({numbers} من الأرقام).&lt;br&gt;تبقى E ‏‎{rows} × {width} = {count}‎: لا تكبر.&lt;/big&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt; numbers: set by the vocabulary, never by the input.&lt;br&gt;&lt;b&gt;This sentence&lt;/b&gt; = L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;: grows with every token you type.&lt;br&gt;&lt;b&gt;d = {width}&lt;/b&gt;: a design choice, the same for every token and every input.</source>
        <translation>‏‎&lt;b&gt;E&lt;/b&gt; = |V| × d = {rows} × {width} = &lt;b&gt;{table}&lt;/b&gt;‎ من الأرقام: تحدّدها المفردات، لا المدخل أبدًا.&lt;br&gt;&lt;b&gt;هذه الجملة&lt;/b&gt; = ‎L × d = {length} × {width} = &lt;b&gt;{numbers}&lt;/b&gt;‎: تكبر مع كل رمز تكتبه.&lt;br&gt;‎&lt;b&gt;d = {width}&lt;/b&gt;‎: اختيار في التصميم، هو نفسه لكل رمز ولكل مدخل.</translation>
    </message>
</context>
<context>
    <name>DeeperTabs</name>
    <message>
        <source>One-hot vs row</source>
        <translation>الواحد الساخن مقابل الصف</translation>
    </message>
    <message>
        <source>One-hot times E is a look-up; only learned rows carry meaning</source>
        <translation>ضرب الواحد الساخن في E بحث في جدول؛ والصفوف المتعلَّمة وحدها تحمل المعنى</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>الأشكال</translation>
    </message>
    <message>
        <source>E is |V| x d, a sentence is L x d, d is fixed by design</source>
        <translation>‏E هي |V| x d، والجملة L x d، وd ثابت بالتصميم</translation>
    </message>
    <message>
        <source>Past the table</source>
        <translation>ما بعد الجدول</translation>
    </message>
    <message>
        <source>Sinusoidal, learned and RoPE past the longest training length</source>
        <translation>الجيبي والمتعلَّم وRoPE بعد أطول طول تدريب</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>النسبي</translation>
    </message>
    <message>
        <source>PE.PE^T depends only on the offset; M_k shifts every position by k</source>
        <translation>‏PE.PE^T لا يعتمد إلا على الإزاحة؛ وM_k تزيح كل موضع بمقدار k</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>‏RoPE (الترميز الدوراني)</translation>
    </message>
    <message>
        <source>q and k rotate; their score depends only on m - n</source>
        <translation>يدور q وk؛ ودرجتهما لا تعتمد إلا على m - n</translation>
    </message>
    <message>
        <source>Why order</source>
        <translation>لماذا الترتيب</translation>
    </message>
    <message>
        <source>A toy attention is blind to word order until positions are added</source>
        <translation>الانتباه المصغّر أعمى عن ترتيب الكلمات إلى أن تُضاف المواضع</translation>
    </message>
    <message>
        <source>Conventions</source>
        <translation>الاصطلاحات</translation>
    </message>
    <message>
        <source>The sinusoidal conventions of the libraries, checked against their formulas</source>
        <translation>الاصطلاحات الجيبية في المكتبات، مُتحقَّق منها بصيغها</translation>
    </message>
    <message>
        <source>What positions learned</source>
        <translation>ما تعلّمته المواضع</translation>
    </message>
    <message>
        <source>A position table&apos;s similarity, principal components, norms and property scores, beside sinusoidal</source>
        <translation>تشابه جدول المواضع ومكوّناته الرئيسية ومعاييره ودرجات خصائصه، بجانب الجيبي</translation>
    </message>
    <message>
        <source>RoPE at long range</source>
        <translation>‏RoPE على المدى البعيد</translation>
    </message>
    <message>
        <source>RoFormer&apos;s decaying bound, and the smallest base that keeps a context length</source>
        <translation>الحد المتناقص في RoFormer، وأصغر أساس يحفظ طول سياق</translation>
    </message>
    <message>
        <source>Context extension</source>
        <translation>توسيع السياق</translation>
    </message>
    <message>
        <source>How RoPE scaling lets a model read past its training length: each pair&apos;s frequency before and after</source>
        <translation>كيف يتيح تحجيم RoPE للنموذج أن يقرأ بعد طول تدريبه: تردد كل زوج قبل وبعد</translation>
    </message>
    <message>
        <source>Relative buckets</source>
        <translation>الدلاء النسبية</translation>
    </message>
    <message>
        <source>T5&apos;s buckets and DeBERTa&apos;s relative positions: what attention reads for each query and key</source>
        <translation>دلاء T5 والمواضع النسبية في DeBERTa: ما يقرؤه الانتباه لكل استعلام ومفتاح</translation>
    </message>
    <message>
        <source>Deeper idea {number}: {title}</source>
        <translation>فكرة أعمق {number}: {title}</translation>
    </message>
    <message>
        <source>{number} {title}</source>
        <extracomment>a sub-tab&apos;s label: its number, then its title</extracomment>
        <translation>‏{number} {title}</translation>
    </message>
</context>
<context>
    <name>EmbeddingTable</name>
    <message>
        <source>{id} · (cannot be decoded)</source>
        <translation>‏{id} · (تعذّر فك ترميزه)</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>جدول التضمين</translation>
    </message>
    <message>
        <source>Embedding table E, one row per vocabulary word</source>
        <translation>جدول التضمين E، صف لكل كلمة من المفردات</translation>
    </message>
    <message>
        <source>One-hot vector of the focused word</source>
        <translation>متجه one-hot للكلمة المحددة</translation>
    </message>
    <message>
        <source>The focused word&apos;s row of E</source>
        <translation>صف الكلمة المحددة في E</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (illustrative: seeded random values, not learned). Bold rows: words in the sentence.</source>
        <translation>‏&lt;b&gt;E&lt;/b&gt; هو ⁦|V| × d = {rows} × {width} = {count}⁩ رقمًا (توضيحي: قيم عشوائية من بذرة ثابتة، غير متعلَّمة). الصفوف العريضة: كلمات الجملة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (the lesson&apos;s hand-written values). Bold rows: words in the sentence.</source>
        <translation>‏&lt;b&gt;E&lt;/b&gt; هو ⁦|V| × d = {rows} × {width} = {count}⁩ رقمًا (قيم الدرس المكتوبة يدويًا). الصفوف العريضة: كلمات الجملة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;E&lt;/b&gt; is |V| × d = {rows} × {width} = {count} numbers (values from the model file). Bold rows: words in the sentence.</source>
        <translation>‏&lt;b&gt;E&lt;/b&gt; هو ⁦|V| × d = {rows} × {width} = {count}⁩ رقمًا (قيم من ملف النموذج). الصفوف العريضة: كلمات الجملة.</translation>
    </message>
    <message>
        <source>E: {rows} rows × {width} columns, one row per vocabulary token.</source>
        <translation>‏E: {rows} صفًّا × {width} عمودًا، صف لكل رمز من المفردات.</translation>
    </message>
    <message>
        <source>No word is focused.</source>
        <translation>لا كلمة محددة.</translation>
    </message>
    <message>
        <source>The focused word {word} is not in the vocabulary: no row.</source>
        <translation>الكلمة المحددة {word} ليست في المفردات: لا صف لها.</translation>
    </message>
    <message>
        <source>Focused word {word}, id {id}, row {id}: {values}.</source>
        <translation>الكلمة المحددة {word}، المعرّف {id}، الصف {id}: {values}.</translation>
    </message>
    <message>
        <source>“{word}” (id {id}) is not in the sentence; type it to follow it through the layer.</source>
        <translation>«{word}» (المعرّف {id}) ليست في الجملة؛ اكتبها لتتبّعها عبر الطبقة.</translation>
    </message>
    <message>
        <source>No token in focus: type a sentence above.</source>
        <translation>لا رمز محدد: اكتب جملة في الأعلى.</translation>
    </message>
    <message>
        <source>“{word}” is not in the vocabulary: it gets the {unk} id {id}. This table has no row for it, so its token vector is all zeros.</source>
        <translation>«{word}» ليست في المفردات: تأخذ معرّف {unk} وهو {id}. لا صف لها في هذا الجدول، لذا متجه رمزها كله أصفار.</translation>
    </message>
    <message>
        <source>Focused: “{word}” → id {id}, row {id} of E</source>
        <translation>المحدد: «{word}» ← المعرّف {id}، الصف {id} من E</translation>
    </message>
    <message>
        <source>one-hot ({width} wide):</source>
        <translation>‏one-hot (بعرض {width}):</translation>
    </message>
    <message numerus="yes">
        <source>%Ln numbers, all 0 but a single 1 at index {id}</source>
        <translation>
            <numerusform>أرقام عددها %Ln، كلها 0 إلا 1 واحدًا عند الفهرس {id}</numerusform>
            <numerusform>أرقام عددها %Ln، كلها 0 إلا 1 واحدًا عند الفهرس {id}</numerusform>
            <numerusform>أرقام عددها %Ln، كلها 0 إلا 1 واحدًا عند الفهرس {id}</numerusform>
            <numerusform>أرقام عددها %Ln، كلها 0 إلا 1 واحدًا عند الفهرس {id}</numerusform>
            <numerusform>أرقام عددها %Ln، كلها 0 إلا 1 واحدًا عند الفهرس {id}</numerusform>
            <numerusform>أرقام عددها %Ln، كلها 0 إلا 1 واحدًا عند الفهرس {id}</numerusform>
        </translation>
    </message>
    <message>
        <source>its row of E ({width} wide):</source>
        <translation>صفّه في E (بعرض {width}):</translation>
    </message>
    <message numerus="yes">
        <source>Nearest rows by cosine: searching all %Ln rows…</source>
        <translation>
            <numerusform>أقرب الصفوف بجيب التمام: يجري البحث في الصفوف وعددها %Ln…</numerusform>
            <numerusform>أقرب الصفوف بجيب التمام: يجري البحث في الصفوف وعددها %Ln…</numerusform>
            <numerusform>أقرب الصفوف بجيب التمام: يجري البحث في الصفوف وعددها %Ln…</numerusform>
            <numerusform>أقرب الصفوف بجيب التمام: يجري البحث في الصفوف وعددها %Ln…</numerusform>
            <numerusform>أقرب الصفوف بجيب التمام: يجري البحث في الصفوف وعددها %Ln…</numerusform>
            <numerusform>أقرب الصفوف بجيب التمام: يجري البحث في الصفوف وعددها %Ln…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nearest rows could not be computed: {reason}</source>
        <translation>تعذّر حساب أقرب الصفوف: {reason}</translation>
    </message>
    <message>
        <source>Nearest rows by cosine: {rows}</source>
        <translation>أقرب الصفوف بجيب التمام: {rows}</translation>
    </message>
    <message>
        <source>Between two different one-hot vectors the cosine is always 0: only learned rows can put similar words close together.</source>
        <translation>جيب التمام بين متجهَي one-hot مختلفين يساوي 0 دائمًا: وحدها الصفوف المتعلَّمة تستطيع تقريب الكلمات المتشابهة.</translation>
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
        <source>cannot tell the format from no extension; end the file name with {endings}</source>
        <translation>لا يمكن معرفة الصيغة دون امتداد؛ اجعل اسم الملف ينتهي بـ {endings}</translation>
    </message>
    <message>
        <source>cannot tell the format from {suffix}; end the file name with {endings}</source>
        <translation>لا يمكن معرفة الصيغة من {suffix}؛ اجعل اسم الملف ينتهي بـ {endings}</translation>
    </message>
    <message>
        <source>unknown panel {panel}; choose one of {panels}</source>
        <translation>لوحة غير معروفة {panel}؛ اختر واحدة من {panels}</translation>
    </message>
    <message>
        <source>the whole window is a picture: export it as .png or .svg, not .{format} (panels with tables: {panels})</source>
        <translation>النافذة كلها صورة: صدّرها بصيغة .png أو .svg، لا ‎.{format} (اللوحات ذات الجداول: {panels})</translation>
    </message>
    <message>
        <source>the sentence has no tokens, so there is no sum to export</source>
        <translation>لا رموز في الجملة، فلا مجموع لتصديره</translation>
    </message>
    <message>
        <source>the {panel} view has no table of numbers; choose one of {panels}</source>
        <translation>ليس للعرض {panel} جدول أرقام؛ اختر واحدًا من {panels}</translation>
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
    <name>FamilyTable</name>
    <message>
        <source>No token-type row and no normalisation before block 1 (its normalisation is inside the block).</source>
        <translation>لا صف لنوع الرمز ولا تطبيع قبل الكتلة 1 (تطبيعها داخل الكتلة).</translation>
    </message>
    <message>
        <source>No token-type row and no normalisation before block 1: it receives z itself (its LayerNorm ln_1 is inside the block).</source>
        <translation>لا صف لنوع الرمز ولا تطبيع قبل الكتلة 1: تستقبل z نفسه (طبقة LayerNorm ln_1 الخاصة بها داخل الكتلة).</translation>
    </message>
    <message>
        <source>No token-type row.</source>
        <translation>لا صف لنوع الرمز.</translation>
    </message>
    <message>
        <source>No token-type (segment) table: DistilBERT dropped it.</source>
        <translation>لا جدول لأنواع الرموز (المقاطع): أسقطه DistilBERT.</translation>
    </message>
    <message>
        <source>No LayerNorm before block 1: XLM-R XL normalises inside each block (pre-LayerNorm).</source>
        <translation>لا LayerNorm قبل الكتلة 1: يطبّع XLM-R XL داخل كل كتلة (pre-LayerNorm).</translation>
    </message>
    <message>
        <source>No token-type (segment) table.</source>
        <translation>لا جدول لأنواع الرموز (المقاطع).</translation>
    </message>
    <message>
        <source>posviz does not know this kind of model: config.json says model_type {model_type} (architectures {architectures}, tensors {sample}), and posviz opens only input layers it has checked against the reference library. Known families: {known}.</source>
        <translation>لا يعرف posviz هذا النوع من النماذج: يذكر config.json أن model_type هو {model_type} (المعماريات {architectures}، الموترات {sample})، ولا يفتح posviz إلا طبقات الإدخال التي تحقّق منها مقابل المكتبة المرجعية. العائلات المعروفة: {known}.</translation>
    </message>
    <message>
        <source>posviz does not know this kind of model: config.json has no model_type, architectures {architectures}, and its tensors include {sample}. Known families: {known}.</source>
        <translation>لا يعرف posviz هذا النوع من النماذج: لا يحوي config.json قيمة model_type، والمعماريات {architectures}، ومن موتراته {sample}. العائلات المعروفة: {known}.</translation>
    </message>
    <message>
        <source>config.json names no model_type; posviz read it as {family} from its architecture name {architecture}.</source>
        <translation>لا يذكر config.json قيمة model_type؛ قرأه posviz على أنه {family} من اسم معماريته {architecture}.</translation>
    </message>
    <message>
        <source>config.json names no model_type or known architecture; posviz read it as {family} from its tensor names ({tensor}).</source>
        <translation>لا يذكر config.json قيمة model_type ولا معمارية معروفة؛ قرأه posviz على أنه {family} من أسماء موتراته ({tensor}).</translation>
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
    <name>Glossary</name>
    <message>
        <source>5.6e-17 (a number in scientific notation)</source>
        <translation>5.6e-17 (رقم بالصيغة العلمية)</translation>
    </message>
    <message>
        <source>A number such as 5.6e-17 means 5.6 times ten to the power of minus 17: a decimal point followed by sixteen zeros and then 56. A difference that small is the rounding of the computer&apos;s arithmetic, not a real difference, so the two things compared are equal for every purpose that matters here.</source>
        <translation>رقم مثل 5.6e-17 يعني 5.6 مضروبًا في عشرة أُس سالب 17: فاصلة عشرية يليها ستة عشر صفرًا ثم 56. فرق بهذا الصغر هو تقريب حساب الحاسوب، لا فرق حقيقي، لذا فالشيئان المقارَنان متساويان في كل ما يهم هنا.</translation>
    </message>
    <message>
        <source>perm = [0, 4, 2, 3, 1] (a new order of the words)</source>
        <translation>‏perm = [0, 4, 2, 3, 1] (ترتيب جديد للكلمات)</translation>
    </message>
    <message>
        <source>perm lists where each word of the new order came from. In perm = [0, 4, 2, 3, 1] the word now at position 1 is the one that stood at position 4, and the word now at position 4 is the one from position 1, so the second and the last word have changed places. Every old position appears in the list exactly once: nothing is lost and nothing is doubled.</source>
        <translation>تبيّن perm من أين جاءت كل كلمة في الترتيب الجديد. في perm = [0, 4, 2, 3, 1] الكلمة التي في الموضع 1 الآن هي التي كانت في الموضع 4، والتي في الموضع 4 الآن هي التي كانت في الموضع 1، أي أن الكلمة الثانية والأخيرة تبادلتا مكانيهما. يظهر كل موضع قديم في القائمة مرة واحدة بالضبط: لا يضيع شيء ولا يتكرر شيء.</translation>
    </message>
    <message>
        <source>softmax(X Xᵀ/√d) (the attention weights)</source>
        <translation>‏softmax(X Xᵀ/√d) (أوزان الانتباه)</translation>
    </message>
    <message>
        <source>This is how attention decides how much each word looks at every other word. X Xᵀ multiplies every row of X with every row, which gives one score per pair of words: a large score when the two rows point the same way. Dividing by √d, the square root of the row width, keeps the scores from growing just because the rows are wider. Softmax then turns each word&apos;s scores into positive weights that add up to 1.</source>
        <translation>هكذا يقرر الانتباه مقدار نظر كل كلمة إلى كل كلمة أخرى. يضرب X Xᵀ كل صف من X في كل صف، فيعطي درجة لكل زوج من الكلمات: درجة كبيرة حين يشير الصفان إلى الاتجاه نفسه. القسمة على √d، الجذر التربيعي لعرض الصف، تمنع الدرجات من الكِبَر لمجرد أن الصفوف أعرض. ثم يحوّل softmax درجات كل كلمة إلى أوزان موجبة مجموعها 1.</translation>
    </message>
    <message>
        <source>99.5th percentile (where the colour scale ends)</source>
        <translation>المئين 99.5 (حيث ينتهي سلّم الألوان)</translation>
    </message>
    <message>
        <source>The 99.5th percentile of the sizes of the values is the size that 99.5 % of the values stay below. The colour scale ends there instead of at the largest value, so that a handful of extreme values do not turn every other cell pale. The few values beyond it get the strongest colour of the scale.</source>
        <translation>المئين 99.5 لأحجام القيم هو الحجم الذي تبقى تحته 99.5 % من القيم. ينتهي سلّم الألوان عنده بدلًا من أكبر قيمة، كي لا تجعل حفنة من القيم المتطرفة كل الخلايا الأخرى باهتة. القيم القليلة التي تتجاوزه تأخذ أقوى لون في السلّم.</translation>
    </message>
    <message>
        <source>attention factor 1.13863 (RoPE scaling&apos;s sharpening)</source>
        <translation>معامل الانتباه 1.13863 (زيادة حدّة تحجيم RoPE)</translation>
    </message>
    <message>
        <source>Some ways of stretching RoPE to longer texts, such as YaRN, also multiply the cos and sin values by a number a little above 1, called the attention factor. For YaRN it is 0.1 × ln(scaling factor) + 1, so a text stretched four times gets 1.13863. It makes the attention scores slightly sharper, which makes up for the positions being spread more thinly. The angles themselves stay as they were.</source>
        <translation>بعض طرق مدّ RoPE إلى نصوص أطول، مثل YaRN، تضرب أيضًا قيم cos وsin في رقم أكبر قليلًا من 1 يسمى معامل الانتباه. في YaRN يساوي 0.1 × ln(معامل التحجيم) + 1، فالنص الممدود أربع مرات يأخذ 1.13863. يجعل درجات الانتباه أحدّ قليلًا، تعويضًا عن تباعد المواضع. أما الزوايا نفسها فتبقى كما هي.</translation>
    </message>
    <message>
        <source>rotate_half (which dimensions RoPE turns together)</source>
        <translation>‏rotate_half (أي الأبعاد يديرها RoPE معًا)</translation>
    </message>
    <message>
        <source>RoPE turns the dimensions of a head two at a time. rotate_half is the name of the function in the Hugging Face code that pairs the first half of the dimensions with the second half: dimension 0 with dimension d/2, 1 with d/2 + 1, and so on. Meta&apos;s original Llama code and GPT-J pair neighbours instead: 0 with 1, 2 with 3. The angles are the same; only the pairing differs, so weights written for one layout must be reordered for the other.</source>
        <translation>يدير RoPE أبعاد الرأس اثنين اثنين. rotate_half اسم الدالة في شيفرة Hugging Face التي تقرن النصف الأول من الأبعاد بالنصف الثاني: البعد 0 بالبعد d/2، و1 بـ d/2 + 1، وهكذا. أما شيفرة Llama الأصلية من Meta وGPT-J فتقرن الأبعاد المتجاورة: 0 بـ 1، و2 بـ 3. الزوايا واحدة؛ يختلف الاقتران فقط، لذا يجب إعادة ترتيب الأوزان المكتوبة لتخطيط ما كي تصلح للآخر.</translation>
    </message>
    <message>
        <source>yarn-scaled (RoPE stretched to longer texts)</source>
        <translation>تحجيم yarn (RoPE ممدود إلى نصوص أطول)</translation>
    </message>
    <message>
        <source>A model whose RoPE is scaled was made to read texts longer than the ones it was trained on by slowing down how fast its pairs turn, so that far positions get angles it has already seen. The word before “scaled” names the rule. Linear slows every pair by the same factor. YaRN and llama3 leave the fast pairs alone, slow the slow pairs by the full factor and blend the pairs in between; YaRN also sharpens attention with its attention factor. Dynamic scaling slows the pairs only once a text is longer than the training length, and LongRoPE uses a factor of its own for each pair.</source>
        <translation>النموذج الذي حُجِّم RoPE فيه جُعل يقرأ نصوصًا أطول مما دُرِّب عليه بإبطاء دوران أزواجه، حتى تأخذ المواضع البعيدة زوايا رآها من قبل. الكلمة المرافقة لـ«تحجيم» تسمّي القاعدة. Linear يبطئ كل زوج بالمعامل نفسه. YaRN وllama3 يتركان الأزواج السريعة كما هي، ويبطئان البطيئة بالمعامل كاملًا، ويمزجان ما بينهما؛ ويزيد YaRN أيضًا حدة الانتباه بمعامل الانتباه الخاص به. التحجيم الديناميكي لا يبطئ الأزواج إلا حين يطول النص عن طول التدريب، وLongRoPE يستخدم معاملًا خاصًا لكل زوج.</translation>
    </message>
</context>
<context>
    <name>GlossaryTips</name>
    <message>
        <source>Hover a caption that shows one of these terms to read its explanation there. Every term the panels use without explaining it is listed here.</source>
        <translation>مرّر المؤشر فوق تعليق يعرض أحد هذه المصطلحات لتقرأ شرحه هناك. كل مصطلح تستخدمه اللوحات دون شرح مُدرج هنا.</translation>
    </message>
    <message>
        <source>Words on the screen</source>
        <translation>كلمات على الشاشة</translation>
    </message>
</context>
<context>
    <name>HeatmapCaptions</name>
    <message>
        <source>sin/cos ({convention}), base {base} · colour scale fixed at −1&#xa0;…&#xa0;+1.</source>
        <translation>‏sin/cos ({convention})، الأساس {base} · سلّم الألوان ثابت عند ⁦−1 … +1⁩.</translation>
    </message>
    <message>
        <source>colour scale ±{level} ({percentile}th percentile of |values|)</source>
        <translation>سلّم الألوان ±{level} (المئين {percentile} من |القيم|)</translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows (illustrative random values) · {scale}.</source>
        <translation>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln (قيم عشوائية توضيحية) · {scale}.</numerusform>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln (قيم عشوائية توضيحية) · {scale}.</numerusform>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln (قيم عشوائية توضيحية) · {scale}.</numerusform>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln (قيم عشوائية توضيحية) · {scale}.</numerusform>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln (قيم عشوائية توضيحية) · {scale}.</numerusform>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln (قيم عشوائية توضيحية) · {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>learned table, %Ln rows · {scale}.</source>
        <translation>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln · {scale}.</numerusform>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln · {scale}.</numerusform>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln · {scale}.</numerusform>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln · {scale}.</numerusform>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln · {scale}.</numerusform>
            <numerusform>جدول متعلَّم، عدد صفوفه %Ln · {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} table · colour scale {low} … {high}.</source>
        <translation>جدول {name} · سلّم الألوان ⁦{low} … {high}⁩.</translation>
    </message>
    <message numerus="yes">
        <source>{caption} The sentence has %Ln tokens: rows 0–{last} are shown.</source>
        <translation>
            <numerusform>‏{caption} في الجملة رموز عددها %Ln: تُعرض الصفوف 0–{last}.</numerusform>
            <numerusform>‏{caption} في الجملة رموز عددها %Ln: تُعرض الصفوف 0–{last}.</numerusform>
            <numerusform>‏{caption} في الجملة رموز عددها %Ln: تُعرض الصفوف 0–{last}.</numerusform>
            <numerusform>‏{caption} في الجملة رموز عددها %Ln: تُعرض الصفوف 0–{last}.</numerusform>
            <numerusform>‏{caption} في الجملة رموز عددها %Ln: تُعرض الصفوف 0–{last}.</numerusform>
            <numerusform>‏{caption} في الجملة رموز عددها %Ln: تُعرض الصفوف 0–{last}.</numerusform>
        </translation>
    </message>
    <message>
        <source>paper</source>
        <translation>الورقة</translation>
    </message>
    <message>
        <source>split halves</source>
        <translation>نصفان منفصلان</translation>
    </message>
    <message>
        <source>{name}, offset {offset}</source>
        <translation>‏{name}، الإزاحة {offset}</translation>
    </message>
    <message>
        <source>Grey bar: the sentence, positions 0–{last}.</source>
        <translation>الشريط الرمادي: الجملة، المواضع 0–{last}.</translation>
    </message>
    <message>
        <source>{legend} Outlined: “{word}”, position {position}.</source>
        <translation>‏{legend} المؤطَّر: «{word}»، الموضع {position}.</translation>
    </message>
    <message>
        <source>{legend} The focused token, at position {position}, is past the rows shown.</source>
        <translation>‏{legend} الرمز المحدد، في الموضع {position}، يقع بعد الصفوف المعروضة.</translation>
    </message>
    <message>
        <source>{legend} {how_to}</source>
        <translation>‏{legend} {how_to}</translation>
    </message>
    <message>
        <source>Hover a cell for its formula; click a sentence row to focus it.</source>
        <translation>مرّر المؤشر فوق خلية لترى معادلتها؛ انقر صفًّا من الجملة لتحديده.</translation>
    </message>
    <message>
        <source>Each cell = one position, one dimension (exact values).</source>
        <translation>كل خلية = موضع واحد، بُعد واحد (قيم دقيقة).</translation>
    </message>
    <message numerus="yes">
        <source>Sampled: each pixel row shows 1 of %Ln positions (no mean).</source>
        <translation>
            <numerusform>عيّنة: كل صف من البكسلات يعرض موضعًا واحدًا من مواضع عددها %Ln (بلا متوسط).</numerusform>
            <numerusform>عيّنة: كل صف من البكسلات يعرض موضعًا واحدًا من مواضع عددها %Ln (بلا متوسط).</numerusform>
            <numerusform>عيّنة: كل صف من البكسلات يعرض موضعًا واحدًا من مواضع عددها %Ln (بلا متوسط).</numerusform>
            <numerusform>عيّنة: كل صف من البكسلات يعرض موضعًا واحدًا من مواضع عددها %Ln (بلا متوسط).</numerusform>
            <numerusform>عيّنة: كل صف من البكسلات يعرض موضعًا واحدًا من مواضع عددها %Ln (بلا متوسط).</numerusform>
            <numerusform>عيّنة: كل صف من البكسلات يعرض موضعًا واحدًا من مواضع عددها %Ln (بلا متوسط).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel = mean of %Ln positions × {columns} dimensions.</source>
        <translation>
            <numerusform>كل بكسل = متوسط مواضع عددها %Ln × {columns} من الأبعاد.</numerusform>
            <numerusform>كل بكسل = متوسط مواضع عددها %Ln × {columns} من الأبعاد.</numerusform>
            <numerusform>كل بكسل = متوسط مواضع عددها %Ln × {columns} من الأبعاد.</numerusform>
            <numerusform>كل بكسل = متوسط مواضع عددها %Ln × {columns} من الأبعاد.</numerusform>
            <numerusform>كل بكسل = متوسط مواضع عددها %Ln × {columns} من الأبعاد.</numerusform>
            <numerusform>كل بكسل = متوسط مواضع عددها %Ln × {columns} من الأبعاد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel row = mean of %Ln positions.</source>
        <translation>
            <numerusform>كل صف من البكسلات = متوسط مواضع عددها %Ln.</numerusform>
            <numerusform>كل صف من البكسلات = متوسط مواضع عددها %Ln.</numerusform>
            <numerusform>كل صف من البكسلات = متوسط مواضع عددها %Ln.</numerusform>
            <numerusform>كل صف من البكسلات = متوسط مواضع عددها %Ln.</numerusform>
            <numerusform>كل صف من البكسلات = متوسط مواضع عددها %Ln.</numerusform>
            <numerusform>كل صف من البكسلات = متوسط مواضع عددها %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each pixel column = mean of %Ln dimensions.</source>
        <translation>
            <numerusform>كل عمود من البكسلات = متوسط أبعاد عددها %Ln.</numerusform>
            <numerusform>كل عمود من البكسلات = متوسط أبعاد عددها %Ln.</numerusform>
            <numerusform>كل عمود من البكسلات = متوسط أبعاد عددها %Ln.</numerusform>
            <numerusform>كل عمود من البكسلات = متوسط أبعاد عددها %Ln.</numerusform>
            <numerusform>كل عمود من البكسلات = متوسط أبعاد عددها %Ln.</numerusform>
            <numerusform>كل عمود من البكسلات = متوسط أبعاد عددها %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation>هذا البكسل = عيّنة من الموضع {middle} وحده، الأبعاد {first_dim}–{last_dim}: {value}.</translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}, dimensions {first_dim}–{last_dim}: {value}.</source>
        <translation>هذا البكسل = متوسط المواضع {first}–{last}، الأبعاد {first_dim}–{last_dim}: {value}.</translation>
    </message>
    <message>
        <source>This pixel = sample of position {middle} only: {value}.</source>
        <translation>هذا البكسل = عيّنة من الموضع {middle} وحده: {value}.</translation>
    </message>
    <message>
        <source>This pixel = mean of positions {first}–{last}: {value}.</source>
        <translation>هذا البكسل = متوسط المواضع {first}–{last}: {value}.</translation>
    </message>
    <message>
        <source>pair {pair} · {wave}</source>
        <translation>الزوج {pair} · {wave}</translation>
    </message>
    <message>
        <source>Pair 0 (left) turns fastest.</source>
        <translation>الزوج 0 (على اليسار) يدور أسرع.</translation>
    </message>
    <message>
        <source>Sines, then cosines: pair 0 of each half turns fastest.</source>
        <translation>الجيوب ثم جيوب التمام: الزوج 0 من كل نصف يدور أسرع.</translation>
    </message>
    <message>
        <source>Base 1: every column turns at the same speed.</source>
        <translation>الأساس 1: كل عمود يدور بالسرعة نفسها.</translation>
    </message>
    <message>
        <source>Slow waves on the left, fast on the right.</source>
        <translation>موجات بطيئة على اليسار، وسريعة على اليمين.</translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column} ({name})</source>
        <translation>الموضع {position} («{word}») · البُعد {column} ({name})</translation>
    </message>
    <message>
        <source>position {position} (“{word}”) · dimension {column}</source>
        <translation>الموضع {position} («{word}») · البُعد {column}</translation>
    </message>
    <message>
        <source>position {position} · dimension {column} ({name})</source>
        <translation>الموضع {position} · البُعد {column} ({name})</translation>
    </message>
    <message>
        <source>position {position} · dimension {column}</source>
        <translation>الموضع {position} · البُعد {column}</translation>
    </message>
    <message>
        <source>{where}: {formula}</source>
        <translation>‏{where}: {formula}</translation>
    </message>
    <message>
        <source>{where}: {value} (illustrative random row {position})</source>
        <translation>‏{where}: {value} (صف عشوائي توضيحي {position})</translation>
    </message>
    <message>
        <source>{where}: {value} (learned row {position})</source>
        <translation>‏{where}: {value} (صف متعلَّم {position})</translation>
    </message>
    <message>
        <source>{where}: {value}</source>
        <translation>‏{where}: {value}</translation>
    </message>
    <message>
        <source>each query and key has its dimension pairs {pairs} rotated by position × base^(−2k/d)</source>
        <translation>في كل استعلام وكل مفتاح تُدار أزواج الأبعاد {pairs} بمقدار الموضع × base^(−2k/d)</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}, then {scaling}-scaled</source>
        <translation>في كل رأس بعرض {width} من استعلام أو مفتاح تُدار أزواج الأبعاد {pairs} بمقدار {angle}، ثم تُحجَّم بتحجيم {scaling}</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its dimension pairs {pairs} rotated by {angle}</source>
        <translation>في كل رأس بعرض {width} من استعلام أو مفتاح تُدار أزواج الأبعاد {pairs} بمقدار {angle}</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle}, then {scaling}-scaled (the other {rest} are not turned)</source>
        <translation>في كل رأس بعرض {width} من استعلام أو مفتاح تُدار أبعاده الأولى وعددها {rotated}، في أزواج {pairs}، بمقدار {angle}، ثم تُحجَّم بتحجيم {scaling} (الأبعاد الأخرى وعددها {rest} لا تدور)</translation>
    </message>
    <message>
        <source>each {width}-wide head of a query or key has its first {rotated} dimensions, in pairs {pairs}, rotated by {angle} (the other {rest} are not turned)</source>
        <translation>في كل رأس بعرض {width} من استعلام أو مفتاح تُدار أبعاده الأولى وعددها {rotated}، في أزواج {pairs}، بمقدار {angle} (الأبعاد الأخرى وعددها {rest} لا تدور)</translation>
    </message>
    <message>
        <source>RoPE adds nothing to Z: every position vector is zero, so there is no table to draw. Position enters inside attention instead: {rotation}, so their dot product depends on how far apart the two tokens are.</source>
        <translation>لا يضيف RoPE شيئًا إلى Z: كل متجه موضع صفر، لذا لا جدول يُرسم. يدخل الموضع بدلًا من ذلك داخل الانتباه: {rotation}، فيتوقف جداؤهما القياسي على المسافة بين الرمزين.</translation>
    </message>
    <message>
        <source>No position vector is added to the token rows, so there is no table to draw; this model places tokens this way: {how}.</source>
        <translation>لا يُضاف متجه موضع إلى صفوف الرموز، لذا لا جدول يُرسم؛ يرتّب هذا النموذج الرموز هكذا: {how}.</translation>
    </message>
    <message>
        <source>Positions are off: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation>المواضع معطّلة: لا يُضاف شيء إلى صفوف الرموز، لذا Z ليس إلا صفوف الرموز، وتبدو «{first}» للانتباه مثل «{second}» تمامًا.</translation>
    </message>
    <message>
        <source>No position scheme: nothing is added to the token rows, so Z is just the token rows and “{first}” looks the same to attention as “{second}”.</source>
        <translation>لا مخطط مواضع: لا يُضاف شيء إلى صفوف الرموز، لذا Z ليس إلا صفوف الرموز، وتبدو «{first}» للانتباه مثل «{second}» تمامًا.</translation>
    </message>
    <message>
        <source>No tokens yet: type a sentence above to see the position vectors added to it.</source>
        <translation>لا رموز بعد: اكتب جملة في الأعلى لترى متجهات المواضع المضافة إليها.</translation>
    </message>
</context>
<context>
    <name>HeatmapPanelWords</name>
    <message numerus="yes">
        <source>… %Ln more</source>
        <translation>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Positional heatmap</source>
        <translation>الخريطة الحرارية للمواضع</translation>
    </message>
    <message>
        <source>Position table heatmap</source>
        <translation>الخريطة الحرارية لجدول المواضع</translation>
    </message>
    <message>
        <source>position</source>
        <translation>الموضع</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>البُعد</translation>
    </message>
    <message>
        <source>Heatmap of the position vectors: {rows} positions × {width} dimensions, one row per position. {caption} {focus}</source>
        <translation>الخريطة الحرارية لمتجهات المواضع: {rows} موضعًا × {width} بُعدًا، صف لكل موضع. {caption} {focus}</translation>
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
    <name>InputLayerText</name>
    <message>
        <source>token</source>
        <translation>الرمز</translation>
    </message>
    <message>
        <source>token + position</source>
        <translation>الرمز + الموضع</translation>
    </message>
    <message>
        <source>The model reads at most {length} tokens: the first {length} of the text&apos;s {total} are shown, the rest were cut.</source>
        <translation>يقرأ النموذج {length} رمزًا على الأكثر: تُعرض أول {length} من رموز النص البالغة {total}، وقُطع الباقي.</translation>
    </message>
</context>
<context>
    <name>InputMatrix</name>
    <message>
        <source>Block 1&apos;s input = {formula}</source>
        <translation>مدخل الكتلة 1 = {formula}</translation>
    </message>
    <message>
        <source>RoPE adds nothing here: Z is just the token rows. The rotation is applied to queries and keys inside attention.</source>
        <translation>لا يضيف RoPE شيئًا هنا: Z ليس إلا صفوف الرموز. يُطبَّق الدوران على الاستعلامات والمفاتيح داخل الانتباه.</translation>
    </message>
    <message>
        <source>No positions: Z is just the token rows, so reordering the words only reorders these rows.</source>
        <translation>لا مواضع: Z ليس إلا صفوف الرموز، لذا فإعادة ترتيب الكلمات لا تفعل إلا إعادة ترتيب هذه الصفوف.</translation>
    </message>
    <message>
        <source>Z = token rows + position rows.</source>
        <translation>‏Z = صفوف الرموز + صفوف المواضع.</translation>
    </message>
    <message>
        <source>Input matrix Z</source>
        <translation>مصفوفة المدخل Z</translation>
    </message>
    <message>
        <source>{title}, input to layer 1, one row per token</source>
        <translation>‏{title}، مدخل الطبقة 1، صف لكل رمز</translation>
    </message>
    <message>
        <source>Z is empty: type a sentence to give the first block something to read.</source>
        <translation>‏Z فارغة: اكتب جملة ليجد الكتلة الأولى ما تقرؤه.</translation>
    </message>
    <message>
        <source>{title}, L × d = {rows} × {width}: what this model&apos;s first block receives. The addition panel shows the lesson&apos;s z (token rows + position rows, where the model has them); the steps after it are in the Real model tab.</source>
        <translation>‏{title}، ⁦L × d = {rows} × {width}⁩: ما تستقبله الكتلة الأولى في هذا النموذج. تعرض لوحة الجمع z الخاص بالدرس (صفوف الرموز + صفوف المواضع، حيث يملكها النموذج)؛ والخطوات التي تليه في تبويب «النموذج الحقيقي».</translation>
    </message>
    <message>
        <source>Z is L × d = {rows} × {width}. {note}</source>
        <translation>‏Z هي ⁦L × d = {rows} × {width}⁩. {note}</translation>
    </message>
    <message>
        <source>{title}: {rows} rows × {width} columns, one row per token. {focus}</source>
        <translation>‏{title}: {rows} صفًّا × {width} عمودًا، صف لكل رمز. {focus}</translation>
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
    <name>LayerSettingsText</name>
    <message>
        <source>settings must be a JSON object</source>
        <translation>يجب أن تكون الإعدادات كائن JSON</translation>
    </message>
    <message>
        <source>unknown setting(s): {names}</source>
        <translation>إعدادات غير معروفة: {names}</translation>
    </message>
    <message>
        <source>{model} places tokens with its own positions ({own}); go back to the toy model to try another scheme</source>
        <translation>‏{model} يضع الرموز بمواضعه الخاصة ({own})؛ عُد إلى النموذج التعليمي لتجربة مخطط آخر</translation>
    </message>
</context>
<context>
    <name>LearnedLesson</name>
    <message>
        <source>The illustrative learned table (random, untrained)</source>
        <translation>الجدول المتعلَّم للتوضيح (عشوائي، غير مدرَّب)</translation>
    </message>
    <message>
        <source>The session&apos;s sinusoidal table</source>
        <translation>الجدول الجيبي للجلسة</translation>
    </message>
    <message>
        <source>Sinusoidal, same shape (paper, base 10,000)</source>
        <translation>جيبي، بالشكل نفسه (الورقة، الأساس 10.000)</translation>
    </message>
    <message>
        <source>The learned table of the model</source>
        <translation>الجدول المتعلَّم للنموذج</translation>
    </message>
    <message>
        <source>The learned table of {model}</source>
        <translation>الجدول المتعلَّم لـ{model}</translation>
    </message>
    <message>
        <source>One row: its cosine with itself is 1.</source>
        <translation>صف واحد: جيب تمامه مع نفسه 1.</translation>
    </message>
    <message>
        <source>It depends only on the offset j − i: every diagonal is constant (largest spread along one: {spread}).</source>
        <translation>لا يعتمد إلا على الإزاحة j − i: كل قطر ثابت (أكبر تباعد على امتداد قطر: {spread}).</translation>
    </message>
    <message>
        <source>It is not a function of the offset alone: along one diagonal it varies by up to {spread}.</source>
        <translation>ليس دالة في الإزاحة وحدها: يتغيّر على امتداد قطر واحد حتى {spread}.</translation>
    </message>
    <message>
        <source>Cosine of every pair of positions (1 on the diagonal). {shape} Mean over each diagonal (the curve below): {first} at offset 1, {middle_value} at offset {middle}, lowest {lowest_value} at offset {lowest}.</source>
        <translation>جيب تمام كل زوج من المواضع (1 على القطر). {shape} المتوسط على كل قطر (المنحنى أدناه): {first} عند الإزاحة 1، و{middle_value} عند الإزاحة {middle}، وأدناه {lowest_value} عند الإزاحة {lowest}.</translation>
    </message>
    <message>
        <source>Rows projected on their first principal components (dark: position 0, light: the last; grey line joins neighbours). Share of the variance: {parts} (together {total} %).</source>
        <translation>الصفوف مُسقطة على مكوّناتها الرئيسية الأولى (الداكن: الموضع 0، الفاتح: الأخير؛ الخط الرمادي يصل الجيران). حصة التباين: {parts} (معًا {total} %).</translation>
    </message>
    <message>
        <source>Every row has the same length, {length}.</source>
        <translation>لكل الصفوف الطول نفسه، {length}.</translation>
    </message>
    <message>
        <source>Row lengths from {low} (position {low_at}) to {high} (position {high_at}), mean {mean}.</source>
        <translation>أطوال الصفوف من {low} (الموضع {low_at}) إلى {high} (الموضع {high_at})، والمتوسط {mean}.</translation>
    </message>
    <message>
        <source>Monotonicity</source>
        <translation>الرتابة</translation>
    </message>
    <message>
        <source>further apart, less alike: how steadily φ(x, x+m) falls as m grows (1: always, 0: no trend)</source>
        <translation>كلما ابتعدت قلّ التشابه: مدى اطّراد انخفاض φ(x, x+m) مع ازدياد m (1: دائمًا، 0: لا اتجاه)</translation>
    </message>
    <message>
        <source>Translation invariance</source>
        <translation>الثبات تحت الإزاحة</translation>
    </message>
    <message>
        <source>only the distance matters: the share of φ&apos;s variance the offset m alone explains (1: all of it)</source>
        <translation>المسافة وحدها تهم: حصة تباين φ التي تفسّرها الإزاحة m وحدها (1: كله)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>التناظر</translation>
    </message>
    <message>
        <source>ahead like behind: the correlation of φ(x, x+m) with φ(x, x−m) (1: the same)</source>
        <translation>الأمام كالخلف: ارتباط φ(x, x+m) بـ φ(x, x−m) (1: متطابقان)</translation>
    </message>
    <message>
        <source>φ is the dot product of two rows; offsets m = 1 … {window}. These scores are our reading of the three properties of Wang et al. (ICLR 2021, “On Position Embeddings in BERT”) on the table alone; the paper also probes attention, which needs a whole model.</source>
        <translation>‏φ هو الضرب النقطي لصفين؛ والإزاحات m = 1 … {window}. هذه الدرجات قراءتنا للخصائص الثلاث عند Wang وآخرين (ICLR 2021، «On Position Embeddings in BERT») من الجدول وحده؛ وتفحص الورقة الانتباه أيضًا، وهذا يحتاج إلى نموذج كامل.</translation>
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
    <name>LengthsLesson</name>
    <message>
        <source>RoPE: cos, sin of p·θ (turns q, k)</source>
        <translation>‏RoPE: cos وsin لـ p·θ (يُدير q وk)</translation>
    </message>
    <message>
        <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ, {scaling}-scaled θ at this L</source>
        <translation>‏RoPE، رأس واحد (يدور {turning} من {width} بُعدًا، {pairing}): cos وsin لـ p·θ، وθ محجَّم بـ{scaling} عند هذا L</translation>
    </message>
    <message>
        <source>RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p·θ</source>
        <translation>‏RoPE، رأس واحد (يدور {turning} من {width} بُعدًا، {pairing}): cos وsin لـ p·θ</translation>
    </message>
    <message numerus="yes">
        <source>learned table (%Ln rows, illustrative: seeded random, untrained)</source>
        <translation>
            <numerusform>جدول متعلَّم (%Ln صف، للتوضيح: عشوائي ببذرة، غير مدرَّب)</numerusform>
            <numerusform>جدول متعلَّم (صف واحد، للتوضيح: عشوائي ببذرة، غير مدرَّب)</numerusform>
            <numerusform>جدول متعلَّم (صفان، للتوضيح: عشوائي ببذرة، غير مدرَّب)</numerusform>
            <numerusform>جدول متعلَّم (%Ln صفوف، للتوضيح: عشوائي ببذرة، غير مدرَّب)</numerusform>
            <numerusform>جدول متعلَّم (%Ln صفًا، للتوضيح: عشوائي ببذرة، غير مدرَّب)</numerusform>
            <numerusform>جدول متعلَّم (%Ln صف، للتوضيح: عشوائي ببذرة، غير مدرَّب)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>learned table (%Ln rows)</source>
        <translation>
            <numerusform>جدول متعلَّم (%Ln صف)</numerusform>
            <numerusform>جدول متعلَّم (صف واحد)</numerusform>
            <numerusform>جدول متعلَّم (صفان)</numerusform>
            <numerusform>جدول متعلَّم (%Ln صفوف)</numerusform>
            <numerusform>جدول متعلَّم (%Ln صفًا)</numerusform>
            <numerusform>جدول متعلَّم (%Ln صف)</numerusform>
        </translation>
    </message>
    <message>
        <source>sinusoidal: {convention}</source>
        <translation>جيبي: {convention}</translation>
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
    <name>LessonQuiz</name>
    <message>
        <source>Check your understanding: tokens, embeddings and positions</source>
        <translation>اختبر فهمك: الرموز والتضمينات والمواضع</translation>
    </message>
    <message>
        <source>Attention compares every token with every other token. Why does the transformer need position information added to its input at all?</source>
        <translation>يقارن الانتباه كل رمز بكل رمز آخر. لماذا يحتاج المحوِّل (Transformer) أصلًا إلى إضافة معلومات الموضع إلى مدخلاته؟</translation>
    </message>
    <message>
        <source>Token ids already say where each word sits; position vectors only make the lookup faster.</source>
        <translation>معرّفات الرموز تقول بالفعل أين تقع كل كلمة؛ ومتجهات المواضع تسرّع البحث فقط.</translation>
    </message>
    <message>
        <source>An id is a row number in the vocabulary, not a place in the sentence: &quot;the&quot; is id 0 at the start and at the end of &quot;the dog bit the man&quot;.</source>
        <translation>المعرّف رقم صف في المفردات، لا مكان في الجملة: «the» معرّفها 0 في بداية «the dog bit the man» وفي نهايتها.</translation>
    </message>
    <message>
        <source>On its own, attention treats the input as a set of vectors: move a word and its vector moves with it unchanged, so word order is invisible.</source>
        <translation>الانتباه وحده يعامل المدخلات كمجموعة من المتجهات: انقل كلمة ينتقل متجهها معها دون تغيير، فيصبح ترتيب الكلمات غير مرئي.</translation>
    </message>
    <message>
        <source>Without positions, &quot;the dog bit the man&quot; and &quot;the man bit the dog&quot; give the same rows in a different order, and attention cannot tell who bit whom. Adding a vector per position breaks that symmetry.</source>
        <translation>من دون مواضع تعطي «the dog bit the man» و«the man bit the dog» الصفوف نفسها بترتيب مختلف، ولا يستطيع الانتباه أن يعرف من عضّ من. إضافة متجه لكل موضع تكسر هذا التناظر.</translation>
    </message>
    <message>
        <source>To make each token&apos;s vector wider so it can hold more meaning.</source>
        <translation>لجعل متجه كل رمز أعرض كي يتّسع لمعنى أكثر.</translation>
    </message>
    <message>
        <source>The position vector is added, not appended: the width stays d_model. It adds information about place, not room for meaning.</source>
        <translation>متجه الموضع يُجمع ولا يُلحق: يبقى العرض d_model. إنه يضيف معلومات عن المكان، لا مساحة للمعنى.</translation>
    </message>
    <message>
        <source>Because the embedding table stores the words in the order they appear in the sentence.</source>
        <translation>لأن جدول التضمين يخزّن الكلمات بالترتيب الذي تظهر به في الجملة.</translation>
    </message>
    <message>
        <source>The table is ordered by the vocabulary and is the same for every sentence. Nothing in it knows about any particular sentence.</source>
        <translation>الجدول مرتّب حسب المفردات، وهو نفسه لكل جملة. لا شيء فيه يعرف أي جملة بعينها.</translation>
    </message>
    <message>
        <source>Turn positions off and look at Z for &quot;the man bit the dog&quot;: each row is just its word&apos;s table row.</source>
        <translation>أطفئ المواضع وانظر إلى Z للجملة «the man bit the dog»: كل صف هو صف كلمته في الجدول فقط.</translation>
    </message>
    <message>
        <source>The 2017 paper used a vocabulary of about 37,000 tokens and d_model = 512. A document of 100,000 tokens goes through the embedding lookup. What shape comes out?</source>
        <translation>استخدمت ورقة 2017 مفردات من نحو 37,000 رمز و d_model = 512. تمرّ وثيقة من 100,000 رمز عبر البحث في جدول التضمين. ما الشكل الناتج؟</translation>
    </message>
    <message>
        <source>37,000 x 512</source>
        <translation>37,000 × 512</translation>
    </message>
    <message>
        <source>That is the embedding table E itself. Its size depends on the vocabulary only; it does not change with the input.</source>
        <translation>هذا هو جدول التضمين E نفسه. حجمه يتوقف على المفردات وحدها؛ ولا يتغير مع المدخلات.</translation>
    </message>
    <message>
        <source>100,000 x 37,000</source>
        <translation>100,000 × 37,000</translation>
    </message>
    <message>
        <source>That would be a stack of one-hot vectors, one |V|-wide row per token. The lookup reads rows of E instead and never builds it.</source>
        <translation>سيكون ذلك كومة من متجهات الواحد الساخن، صفًّا عرضه |V| لكل رمز. أما البحث فيقرأ صفوف E ولا يبني تلك الكومة أبدًا.</translation>
    </message>
    <message>
        <source>100,000 separate copies of the 37,000 x 512 table</source>
        <translation>100,000 نسخة منفصلة من جدول 37,000 x 512</translation>
    </message>
    <message>
        <source>Each token reads a single row of the table; the table itself is never copied.</source>
        <translation>كل رمز يقرأ صفًّا واحدًا من الجدول؛ والجدول نفسه لا يُنسخ أبدًا.</translation>
    </message>
    <message>
        <source>100,000 x 512</source>
        <translation>100,000 × 512</translation>
    </message>
    <message>
        <source>One row of width d = 512 is looked up per token, so the result is L x d. The length L and the width d are independent dials, and the table stays |V| x d.</source>
        <translation>يُقرأ صف واحد عرضه d = 512 لكل رمز، فالنتيجة L x d. الطول L والعرض d مقبضان مستقلان، ويبقى الجدول |V| x d.</translation>
    </message>
    <message>
        <source>Seven tokens, a ten-row table: Z has one row per token, the table keeps its ten rows.</source>
        <translation>سبعة رموز وجدول من عشرة صفوف: لـ Z صف لكل رمز، ويحتفظ الجدول بصفوفه العشرة.</translation>
    </message>
    <message>
        <source>In the lesson&apos;s sense of the words, what separates an encoding from an embedding?</source>
        <translation>بمعنى الكلمتين في الدرس، ما الذي يفرّق الترميز عن التضمين؟</translation>
    </message>
    <message>
        <source>Encodings feed the queries and keys; embeddings feed the values.</source>
        <translation>الترميزات تغذّي الاستعلامات والمفاتيح؛ والتضمينات تغذّي القيم.</translation>
    </message>
    <message>
        <source>Both sit in the same slot, the input to the first block. Queries, keys and values are computed later from that input by separate linear maps.</source>
        <translation>كلاهما في الخانة نفسها، مدخل الكتلة الأولى. تُحسب الاستعلامات والمفاتيح والقيم لاحقًا من هذا المدخل بتحويلات خطية منفصلة.</translation>
    </message>
    <message>
        <source>An encoding is any way of turning something into numbers (one-hot, ASCII, the sin/cos formula); an embedding is a learned, dense, narrow one in which closeness carries meaning.</source>
        <translation>الترميز أي طريقة لتحويل شيء إلى أرقام (الواحد الساخن، ASCII، صيغة الجيب وجيب التمام)؛ أما التضمين فترميز مُتعلَّم كثيف ضيّق يحمل فيه القرب معنى.</translation>
    </message>
    <message>
        <source>The paper says &quot;positional encoding&quot; because its vectors come from a fixed formula; nobody trained them. A learned position table, as in GPT-2, is usually called a position embedding.</source>
        <translation>تقول الورقة «positional encoding» لأن متجهاتها تأتي من صيغة ثابتة؛ لم يدرّبها أحد. وجدول المواضع المتعلَّم، كما في GPT-2، يُسمّى عادةً تضمين المواضع.</translation>
    </message>
    <message>
        <source>An embedding is calculated from the token id by a formula, like a hash; an encoding is looked up in a table.</source>
        <translation>التضمين يُحسب من معرّف الرمز بصيغة، مثل دالة التجزئة؛ والترميز يُقرأ من جدول.</translation>
    </message>
    <message>
        <source>It is the other way round for tokens: an embedding is a lookup of a learned row. Nobody writes down a formula for what goes into E.</source>
        <translation>الأمر معكوس بالنسبة للرموز: التضمين قراءة صف مُتعلَّم. لا أحد يكتب صيغة لما يوجد في E.</translation>
    </message>
    <message>
        <source>Nothing: the two words are exact synonyms.</source>
        <translation>لا شيء: الكلمتان مترادفتان تمامًا.</translation>
    </message>
    <message>
        <source>People do mix them up, but the distinction is useful: one-hot is an encoding with no notion of similarity, a learned embedding places similar tokens close together.</source>
        <translation>يخلط الناس بينهما فعلًا، لكن التمييز مفيد: الواحد الساخن ترميز لا يعرف معنى التشابه، والتضمين المتعلَّم يقرّب الرموز المتشابهة بعضها من بعض.</translation>
    </message>
    <message>
        <source>The sinusoidal heatmap is computed from a formula (an encoding); the embedding table stands for learned rows (an embedding; this toy&apos;s rows were set by hand, a real model trains them).</source>
        <translation>الخريطة الحرارية الجيبية تُحسب من صيغة (ترميز)؛ وجدول التضمين يمثّل صفوفًا متعلَّمة (تضمين؛ صفوف هذا النموذج التجريبي ضُبطت يدويًا، والنموذج الحقيقي يدرّبها).</translation>
    </message>
    <message>
        <source>The original transformer adds each position vector to its token vector instead of placing the two side by side. What does adding give?</source>
        <translation>يجمع المحوِّل الأصلي كل متجه موضع إلى متجه رمزه بدل وضعهما جنبًا إلى جنب. ماذا يعطي الجمع؟</translation>
    </message>
    <message>
        <source>It keeps token and position in separate columns, so they never interfere.</source>
        <translation>يُبقي الرمز والموضع في أعمدة منفصلة، فلا يتداخلان أبدًا.</translation>
    </message>
    <message>
        <source>That describes concatenation. Addition mixes both into the same numbers; the network learns to read both out of one vector.</source>
        <translation>هذا وصف للضم. الجمع يمزج الاثنين في الأرقام نفسها؛ وتتعلم الشبكة قراءة كليهما من متجه واحد.</translation>
    </message>
    <message>
        <source>It makes the result independent of position, so the word&apos;s meaning is kept exactly.</source>
        <translation>يجعل النتيجة مستقلة عن الموضع، فيُحفظ معنى الكلمة تمامًا.</translation>
    </message>
    <message>
        <source>The sum does depend on position: &quot;the&quot; at position 0 and &quot;the&quot; at position 3 become different rows of Z. That is the whole point.</source>
        <translation>المجموع يتوقف على الموضع فعلًا: «the» في الموضع 0 و«the» في الموضع 3 تصبحان صفّين مختلفين في Z. هذا هو المقصود كله.</translation>
    </message>
    <message>
        <source>Z keeps the width d_model, so every later layer sees a single stream of the same width carrying both what and where, with no extra parameters.</source>
        <translation>يحتفظ Z بالعرض d_model، فترى كل طبقة لاحقة تيارًا واحدًا بالعرض نفسه يحمل «ماذا» و«أين» معًا، دون معاملات إضافية.</translation>
    </message>
    <message>
        <source>Concatenating would widen every row and every weight matrix that reads it. Adding keeps one stream of width d, in which both signals live.</source>
        <translation>الضم سيوسّع كل صف وكل مصفوفة أوزان تقرؤه. أما الجمع فيُبقي تيارًا واحدًا عرضه d تعيش فيه الإشارتان.</translation>
    </message>
    <message>
        <source>Concatenation is impossible because token and position vectors have different widths.</source>
        <translation>الضم مستحيل لأن متجهات الرموز والمواضع مختلفة العرض.</translation>
    </message>
    <message>
        <source>Concatenation works for any widths; it would simply produce a wider vector. Addition is what needs equal widths, which is why position vectors are d_model wide.</source>
        <translation>الضم يصلح لأي عرض؛ سينتج فقط متجهًا أعرض. الجمع هو الذي يحتاج إلى عرضين متساويين، ولهذا عرض متجهات المواضع d_model.</translation>
    </message>
    <message>
        <source>The addition panel: &quot;dog&quot;&apos;s row plus position 1&apos;s row gives one row of Z, still six numbers wide.</source>
        <translation>لوحة الجمع: صف «dog» زائد صف الموضع 1 يعطي صفًّا واحدًا من Z، ما زال عرضه ستة أرقام.</translation>
    </message>
    <message>
        <source>A model was trained on sequences of at most 512 tokens and now receives 600. Which statement is true?</source>
        <translation>دُرّب نموذج على تسلسلات من 512 رمزًا على الأكثر، وهو يتلقى الآن 600. أيّ العبارات صحيحة؟</translation>
    </message>
    <message>
        <source>A learned position table simply grows new rows when a longer input arrives.</source>
        <translation>جدول المواضع المتعلَّم تنمو فيه صفوف جديدة ببساطة عندما يصل مدخل أطول.</translation>
    </message>
    <message>
        <source>A learned table has a fixed number of trained rows (BERT: 512, GPT-2: 1,024). Past its end there is no vector to add.</source>
        <translation>للجدول المتعلَّم عدد ثابت من الصفوف المدرّبة (BERT: ‏512، GPT-2: ‏1,024). بعد نهايته لا يوجد متجه يُجمع.</translation>
    </message>
    <message>
        <source>Sinusoidal encodings stop at the training length too, exactly like a learned table.</source>
        <translation>الترميزات الجيبية تتوقف هي أيضًا عند طول التدريب، تمامًا مثل الجدول المتعلَّم.</translation>
    </message>
    <message>
        <source>The sin/cos formula can be evaluated at any position: position 600 or 600,000 gets a vector. What the model does with a position it never saw is another question.</source>
        <translation>يمكن حساب صيغة الجيب وجيب التمام عند أي موضع: الموضع 600 أو 600,000 يحصل على متجه. أما ما يفعله النموذج بموضع لم يره قط فمسألة أخرى.</translation>
    </message>
    <message>
        <source>Sinusoidal encodings have 512 x d_model trainable parameters.</source>
        <translation>للترميزات الجيبية ‎512 x d_model‎ معاملًا قابلًا للتدريب.</translation>
    </message>
    <message>
        <source>A formula has no trainable parameters. The learned table is the scheme with max_len x d_model parameters.</source>
        <translation>الصيغة ليس لها معاملات قابلة للتدريب. الجدول المتعلَّم هو المخطط الذي له ‎max_len x d_model‎ معاملًا.</translation>
    </message>
    <message>
        <source>A learned table has no row for positions 512 and beyond; the sinusoidal formula still gives a vector there, which is why it often generalises better to longer inputs.</source>
        <translation>الجدول المتعلَّم ليس فيه صف للموضع 512 وما بعده؛ والصيغة الجيبية ما زالت تعطي متجهًا هناك، ولهذا كثيرًا ما تعمّم أفضل على المدخلات الأطول.</translation>
    </message>
    <message>
        <source>Learned rows exist only for the positions seen in training. The formula&apos;s waves continue past the training length, and their shift structure lets the model relate positions it has not seen.</source>
        <translation>الصفوف المتعلَّمة موجودة فقط للمواضع التي ظهرت في التدريب. أما موجات الصيغة فتستمر بعد طول التدريب، وبنية الإزاحة فيها تتيح للنموذج أن يربط بين مواضع لم يرها.</translation>
    </message>
    <message>
        <source>A learned table with exactly five rows: the five-word sentence just fits. Type one more word and see what happens.</source>
        <translation>جدول متعلَّم من خمسة صفوف بالضبط: الجملة ذات الكلمات الخمس تتسع بالكاد. اكتب كلمة أخرى وانظر ماذا يحدث.</translation>
    </message>
    <message>
        <source>What does RoPE (rotary position embedding, used by Llama) change compared with the paper&apos;s sinusoidal scheme?</source>
        <translation>ما الذي يغيّره RoPE (تضمين المواضع الدوّار، يستخدمه Llama) مقارنةً بالمخطط الجيبي في الورقة؟</translation>
    </message>
    <message>
        <source>Nothing is added to the input: Z is just the token rows. Inside attention, each query and key is rotated by an angle that grows with its position, so their dot product depends on how far apart the two tokens are.</source>
        <translation>لا يُجمع شيء إلى المدخلات: Z هو صفوف الرموز فقط. داخل الانتباه يُدار كل استعلام وكل مفتاح بزاوية تكبر مع موضعه، فيتوقف ضربهما النقطي على المسافة بين الرمزين.</translation>
    </message>
    <message>
        <source>Pair k of dimensions turns by position x base^(-2k/d). Rotating both vectors makes the score depend on the offset between positions, and no table is learned.</source>
        <translation>الزوج k من الأبعاد يدور بمقدار الموضع x base^(-2k/d). بتدوير المتجهين كليهما يتوقف الناتج على الفرق بين الموضعين، ولا يُتعلَّم أي جدول.</translation>
    </message>
    <message>
        <source>It adds a rotated copy of the sinusoidal vector to each token row.</source>
        <translation>يجمع نسخة مُدارة من المتجه الجيبي إلى كل صف رمز.</translation>
    </message>
    <message>
        <source>RoPE adds no vector at all: with RoPE the position vectors in Z are zero. The rotation is applied to queries and keys inside attention.</source>
        <translation>لا يجمع RoPE أي متجه: مع RoPE تكون متجهات المواضع في Z أصفارًا. يُطبَّق الدوران على الاستعلامات والمفاتيح داخل الانتباه.</translation>
    </message>
    <message>
        <source>It learns one rotation matrix per position during training.</source>
        <translation>يتعلم مصفوفة دوران لكل موضع أثناء التدريب.</translation>
    </message>
    <message>
        <source>The angles come from a fixed formula, base^(-2k/d) per pair; RoPE has no trainable parameters.</source>
        <translation>الزوايا تأتي من صيغة ثابتة، base^(-2k/d) لكل زوج؛ وليس لـ RoPE معاملات قابلة للتدريب.</translation>
    </message>
    <message>
        <source>It adds a penalty to each attention score that grows with the distance between tokens, with one slope per head.</source>
        <translation>يضيف إلى كل درجة انتباه عقوبة تكبر مع المسافة بين الرموز، بميل واحد لكل رأس.</translation>
    </message>
    <message>
        <source>That is ALiBi (used by BLOOM and MPT). RoPE rotates queries and keys instead of biasing scores.</source>
        <translation>هذا هو ALiBi (يستخدمه BLOOM و MPT). أما RoPE فيدير الاستعلامات والمفاتيح بدل انحياز الدرجات.</translation>
    </message>
    <message>
        <source>With RoPE selected, the position vectors are all zero and Z equals the token rows.</source>
        <translation>عند اختيار RoPE تكون متجهات المواضع كلها أصفارًا ويساوي Z صفوف الرموز.</translation>
    </message>
    <message>
        <source>What is the one-hot vector of the token &quot;dog&quot;, and why does it say nothing about which words are similar?</source>
        <translation>ما متجه الواحد الساخن للرمز «dog»، ولماذا لا يقول شيئًا عن الكلمات المتشابهة؟</translation>
    </message>
    <message>
        <source>A d_model-wide row of learned numbers with one large entry.</source>
        <translation>صف عرضه d_model من أرقام متعلَّمة فيه عنصر واحد كبير.</translation>
    </message>
    <message>
        <source>That describes a dense embedding row. A one-hot vector has |V| entries, one per vocabulary word, and exactly one of them is 1.</source>
        <translation>هذا وصف لصف تضمين كثيف. متجه الواحد الساخن فيه |V| عنصرًا، عنصر لكل كلمة في المفردات، وواحد منها بالضبط يساوي 1.</translation>
    </message>
    <message>
        <source>A vector with a 1 at the token&apos;s place in the sentence.</source>
        <translation>متجه فيه 1 في مكان الرمز في الجملة.</translation>
    </message>
    <message>
        <source>The 1 sits at the token&apos;s id in the vocabulary, not at its position in the sentence. &quot;dog&quot; has the same one-hot vector wherever it appears.</source>
        <translation>الـ 1 يقع عند معرّف الرمز في المفردات، لا عند موضعه في الجملة. لـ «dog» متجه الواحد الساخن نفسه أينما ظهرت.</translation>
    </message>
    <message>
        <source>It carries similarity: tokens with neighbouring ids share some of their ones.</source>
        <translation>يحمل التشابه: الرموز ذات المعرّفات المتجاورة تتشارك بعض آحادها.</translation>
    </message>
    <message>
        <source>Ids are arbitrary row numbers and two different one-hots never share a 1. Id 2 is no closer to id 3 than to id 9.</source>
        <translation>المعرّفات أرقام صفوف اعتباطية، ومتجها واحد ساخن مختلفان لا يتشاركان 1 أبدًا. المعرّف 2 ليس أقرب إلى المعرّف 3 منه إلى المعرّف 9.</translation>
    </message>
    <message>
        <source>A vector of |V| zeros with a single 1 at dog&apos;s id. Two different one-hots never overlap, so their cosine similarity is 0: &quot;dog&quot; is as far from &quot;cat&quot; as from &quot;bit&quot;.</source>
        <translation>متجه من |V| صفرًا فيه 1 واحد عند معرّف «dog». متجها واحد ساخن مختلفان لا يتداخلان أبدًا، فتشابه جيب التمام بينهما 0: «dog» بعيدة عن «cat» بقدر بعدها عن «bit».</translation>
    </message>
    <message>
        <source>Every pair of distinct one-hots is orthogonal. Only learned rows of E can put &quot;dog&quot; close to &quot;cat&quot; (cosine 0.80 in the lesson&apos;s table).</source>
        <translation>كل متجهي واحد ساخن مختلفين متعامدان. وحدها صفوف E المتعلَّمة تستطيع أن تقرّب «dog» من «cat» (جيب التمام 0.80 في جدول الدرس).</translation>
    </message>
    <message>
        <source>The embedding table: &quot;dog&quot;&apos;s nearest rows by cosine. A one-hot would give 0 for every other word.</source>
        <translation>جدول التضمين: أقرب الصفوف إلى «dog» بجيب التمام. متجه الواحد الساخن سيعطي 0 لكل كلمة أخرى.</translation>
    </message>
    <message>
        <source>Where does position information enter the original transformer?</source>
        <translation>أين تدخل معلومات الموضع في المحوِّل الأصلي؟</translation>
    </message>
    <message>
        <source>The position vector is used directly as the query of each token.</source>
        <translation>يُستخدم متجه الموضع مباشرة استعلامًا لكل رمز.</translation>
    </message>
    <message>
        <source>Position vectors are not queries, keys or values. Those are computed later, by linear maps, from the input that already contains the position.</source>
        <translation>متجهات المواضع ليست استعلامات ولا مفاتيح ولا قيمًا. هذه تُحسب لاحقًا، بتحويلات خطية، من المدخل الذي يحتوي الموضع بالفعل.</translation>
    </message>
    <message>
        <source>It is added to the token vectors before the first block: Z = token rows + position rows, and queries, keys and values are computed from Z afterwards.</source>
        <translation>يُجمع إلى متجهات الرموز قبل الكتلة الأولى: Z = صفوف الرموز + صفوف المواضع، ثم تُحسب الاستعلامات والمفاتيح والقيم من Z بعد ذلك.</translation>
    </message>
    <message>
        <source>By the time attention runs, every row already says both which token and where. The position signal is not a separate input to attention.</source>
        <translation>حين يعمل الانتباه يكون كل صف قد قال بالفعل أيّ رمز وأين. إشارة الموضع ليست مدخلًا منفصلًا للانتباه.</translation>
    </message>
    <message>
        <source>It is added to the output of the last layer only.</source>
        <translation>يُجمع إلى مخرج الطبقة الأخيرة فقط.</translation>
    </message>
    <message>
        <source>By then attention has already mixed the rows without knowing their order. Position must go in before the first attention layer.</source>
        <translation>حينها يكون الانتباه قد مزج الصفوف دون أن يعرف ترتيبها. يجب أن يدخل الموضع قبل طبقة الانتباه الأولى.</translation>
    </message>
    <message>
        <source>It is stored inside the token id, e.g. id 312 at position 4 becomes id 3124.</source>
        <translation>يُخزَّن داخل معرّف الرمز، فمثلًا المعرّف 312 في الموضع 4 يصبح المعرّف 3124.</translation>
    </message>
    <message>
        <source>Ids only pick rows of E. Position arrives as a separate vector of width d_model that is added to the looked-up row.</source>
        <translation>المعرّفات تختار صفوف E فقط. يصل الموضع متجهًا منفصلًا عرضه d_model يُجمع إلى الصف المقروء.</translation>
    </message>
    <message>
        <source>Z, the input to layer 1: each row is a token row plus its position row.</source>
        <translation>Z، مدخل الطبقة 1: كل صف هو صف رمز زائد صف موضعه.</translation>
    </message>
</context>
<context>
    <name>LimitsText</name>
    <message>
        <source>the text is {length} characters long; posviz encodes at most {most}, so the last sentence that fitted is still shown</source>
        <translation>طول النص {length} حرفًا؛ لا يرمّز posviz أكثر من {most}، لذا تبقى آخر جملة اتسعت معروضة</translation>
    </message>
    <message>
        <source>Z would be {tokens} tokens × {width} = {values} numbers, more than the {most} shown at once; use a shorter text or a smaller d_model</source>
        <translation>سيكون Z ⁦{tokens} × {width} = {values}⁩ عددًا (رموز × عرض)، أكثر من {most} تُعرض دفعة واحدة؛ استعمل نصًا أقصر أو d_model أصغر</translation>
    </message>
    <message>
        <source>1 character that no file can hold (lone UTF-16 surrogates) was replaced by �, so the text can be saved</source>
        <translation>استُبدل بـ � حرف واحد لا يمكن لأي ملف حفظه (بدائل UTF-16 منفردة)، كي يمكن حفظ النص</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by �, so the text can be saved</source>
        <translation>
            <numerusform>استُبدل بـ � %Ln حرف لا يمكن لأي ملف حفظها (بدائل UTF-16 منفردة)، كي يمكن حفظ النص</numerusform>
            <numerusform>استُبدل بـ � %Ln حرف لا يمكن لأي ملف حفظه (بدائل UTF-16 منفردة)، كي يمكن حفظ النص</numerusform>
            <numerusform>استُبدل بـ � %Ln حرف لا يمكن لأي ملف حفظهما (بدائل UTF-16 منفردة)، كي يمكن حفظ النص</numerusform>
            <numerusform>استُبدلت بـ � %Ln أحرف لا يمكن لأي ملف حفظها (بدائل UTF-16 منفردة)، كي يمكن حفظ النص</numerusform>
            <numerusform>استُبدل بـ � %Ln حرفًا لا يمكن لأي ملف حفظه (بدائل UTF-16 منفردة)، كي يمكن حفظ النص</numerusform>
            <numerusform>استُبدل بـ � %Ln حرف لا يمكن لأي ملف حفظها (بدائل UTF-16 منفردة)، كي يمكن حفظ النص</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LongRangeLesson</name>
    <message>
        <source>How it is searched: every base on a logarithmic grid (200 per decade) is checked over all distances 0 … L, and only the first passing one is refined, by bisection between it and the failing grid base just below; a bisection over the whole range could stop at a later crossing.</source>
        <translation>طريقة البحث: يُفحص كل أساس على شبكة لوغاريتمية (200 لكل عُشر) على كل المسافات 0 … L، ولا يُدقَّق إلا أول أساس ينجح، بالتنصيف بينه وبين أساس الشبكة الفاشل تحته مباشرة؛ فالتنصيف على المدى كله قد يتوقف عند تقاطع لاحق.</translation>
    </message>
    <message>
        <source>At distance 0 the bound is (d/2 + 1)/2 = {zero}; at L = {length} it is {at_length} ({percent} % of that).</source>
        <translation>عند المسافة 0 يكون الحد ‎(d/2 + 1)/2 = {zero}‎؛ وعند L = {length} يكون {at_length} ({percent} % منه).</translation>
    </message>
    <message>
        <source>It does not fall steadily: it rises again in places (first from distance {start} to {stop}).</source>
        <translation>لا ينخفض باطّراد: يرتفع من جديد في مواضع (أولها من المسافة {start} إلى {stop}).</translation>
    </message>
    <message>
        <source>It falls at every distance drawn.</source>
        <translation>ينخفض عند كل مسافة مرسومة.</translation>
    </message>
    <message>
        <source>No base up to {top} keeps Σ cos(mθᵢ) ≥ 0 for every m ≤ {length} with d = {d}.</source>
        <translation>لا أساس حتى {top} يحفظ ‎Σ cos(mθᵢ) ≥ 0‎ لكل ‎m ≤ {length}‎ مع d = {d}.</translation>
    </message>
    <message>
        <source>Smallest base with Σᵢ cos(mθᵢ) ≥ 0 for every distance m ≤ {length} (d = {d}): {base}.</source>
        <translation>أصغر أساس يحقق ‎Σᵢ cos(mθᵢ) ≥ 0‎ لكل مسافة ‎m ≤ {length}‎ (d = {d}): {base}.</translation>
    </message>
    <message numerus="yes">
        <source>Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail again (the first, {again}).</source>
        <translation>
            <numerusform>ليس رتيبًا في الأساس: {base} ينجح، لكن {failing} من %Ln أساس شبكة فُحص بعده تفشل من جديد (أولها {again}).</numerusform>
            <numerusform>ليس رتيبًا في الأساس: {base} ينجح، لكن {failing} من أساس الشبكة الوحيد المفحوص بعده تفشل من جديد (أولها {again}).</numerusform>
            <numerusform>ليس رتيبًا في الأساس: {base} ينجح، لكن {failing} من أساسَي الشبكة المفحوصين بعده تفشل من جديد (أولها {again}).</numerusform>
            <numerusform>ليس رتيبًا في الأساس: {base} ينجح، لكن {failing} من %Ln أسس شبكة فُحصت بعده تفشل من جديد (أولها {again}).</numerusform>
            <numerusform>ليس رتيبًا في الأساس: {base} ينجح، لكن {failing} من %Ln أساسًا فُحصت بعده تفشل من جديد (أولها {again}).</numerusform>
            <numerusform>ليس رتيبًا في الأساس: {base} ينجح، لكن {failing} من %Ln أساس شبكة فُحص بعده تفشل من جديد (أولها {again}).</numerusform>
        </translation>
    </message>
    <message>
        <source>In the range scanned it switches from failing to passing once.</source>
        <translation>في المدى المفحوص ينتقل من الفشل إلى النجاح مرة واحدة.</translation>
    </message>
    <message>
        <source>The RoPE of {model} (unscaled frequencies)</source>
        <translation>‏RoPE في {model} (ترددات دون تحجيم)</translation>
    </message>
    <message>
        <source>The session&apos;s RoPE (its whole vector is one head)</source>
        <translation>‏RoPE في الجلسة (متجهه كله رأس واحد)</translation>
    </message>
    <message>
        <source>A toy head of {width} dimensions (Llama-sized) at the session&apos;s base</source>
        <translation>رأس مصغّر من {width} بُعدًا (بحجم Llama) بأساس الجلسة</translation>
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
    <message>
        <source>{name} ({family}, real weights)</source>
        <translation>‏{name} ({family}، أوزان حقيقية)</translation>
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
    <name>ModelSteps</name>
    <message>
        <source>RoPE adds nothing here; the rotation happens inside attention, where each query and key is turned by an angle that grows with its position.</source>
        <translation>لا يضيف RoPE شيئًا هنا؛ يحدث الدوران داخل الانتباه، حيث يُدار كل استعلام وكل مفتاح بزاوية تكبر مع موضعه.</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; inside attention each score is lowered in proportion to the distance between the two tokens, with one slope per head.</source>
        <translation>لا يضيف ALiBi شيئًا هنا؛ داخل الانتباه تُخفَّض كل درجة بنسبة المسافة بين الرمزين، بميل واحد لكل رأس.</translation>
    </message>
    <message>
        <source>Relative positions add nothing here; inside attention each pair of tokens also gets what was learned for the distance between them.</source>
        <translation>لا تضيف المواضع النسبية شيئًا هنا؛ داخل الانتباه يأخذ كل زوج من الرموز أيضًا ما تعلّمه النموذج للمسافة بينهما.</translation>
    </message>
    <message>
        <source>Nothing is added here yet; this model adds its position rows later, after the token rows are projected to the {width}-wide hidden size.</source>
        <translation>لا يُضاف شيء هنا بعد؛ يضيف هذا النموذج صفوف مواضعه لاحقًا، بعد إسقاط صفوف الرموز على الحجم الخفي بعرض {width}.</translation>
    </message>
    <message>
        <source>Nothing is added here. {own}.</source>
        <translation>لا يُضاف شيء هنا. {own}.</translation>
    </message>
    <message>
        <source>No position vector is made here: every position row is all zeros, so swapping two words only swaps rows of Z.</source>
        <translation>لا يُكوَّن متجه موضع هنا: كل صف موضع كله أصفار، لذا فتبديل كلمتين لا يبدّل إلا صفوفًا من Z.</translation>
    </message>
    <message>
        <source>RoPE adds nothing here; the rotation happens inside attention.</source>
        <translation>لا يضيف RoPE شيئًا هنا؛ يحدث الدوران داخل الانتباه.</translation>
    </message>
    <message>
        <source>ALiBi adds nothing here; its distance penalty acts inside attention.</source>
        <translation>لا يضيف ALiBi شيئًا هنا؛ تعمل عقوبة المسافة الخاصة به داخل الانتباه.</translation>
    </message>
    <message>
        <source>Relative positions add nothing here; they act inside attention.</source>
        <translation>لا تضيف المواضع النسبية شيئًا هنا؛ إنها تعمل داخل الانتباه.</translation>
    </message>
    <message>
        <source>Nothing is added here yet; the position rows come after the projection.</source>
        <translation>لا يُضاف شيء هنا بعد؛ تأتي صفوف المواضع بعد الإسقاط.</translation>
    </message>
    <message>
        <source>Nothing is added here; this model has no positions at all.</source>
        <translation>لا يُضاف شيء هنا؛ لا مواضع لهذا النموذج إطلاقًا.</translation>
    </message>
    <message>
        <source>Nothing is added here: every position row is all zeros.</source>
        <translation>لا يُضاف شيء هنا: كل صف موضع كله أصفار.</translation>
    </message>
    <message>
        <source>Attention looks at all tokens at once, so nothing tells it the order.</source>
        <translation>ينظر الانتباه إلى كل الرموز دفعة واحدة، فلا شيء يخبره بالترتيب.</translation>
    </message>
    <message>
        <source>Inside attention it also uses the distance between two tokens.</source>
        <translation>وداخل الانتباه يستخدم أيضًا المسافة بين رمزين.</translation>
    </message>
    <message>
        <source>No position vector and no position inside attention</source>
        <translation>لا متجه موضع ولا موضع داخل الانتباه</translation>
    </message>
    <message>
        <source>{order} {vectors}</source>
        <translation>‏{order} {vectors}</translation>
    </message>
    <message>
        <source>{sentences} {relative}</source>
        <translation>‏{sentences} {relative}</translation>
    </message>
    <message>
        <source>{order} {inside}</source>
        <translation>‏{order} {inside}</translation>
    </message>
    <message>
        <source>The position vector is added into the token&apos;s row, number by number. One vector now carries both what the token is and where it sits.</source>
        <translation>يُضاف متجه الموضع إلى صف الرمز، رقمًا برقم. صار متجه واحد يحمل ما هو الرمز وأين يقع معًا.</translation>
    </message>
    <message>
        <source>The position vector is added into the token&apos;s row, number by number: z = token + position carries both what the token is and where it sits. This model does more before block 1, which receives {formula} (next step).</source>
        <translation>يُضاف متجه الموضع إلى صف الرمز، رقمًا برقم: z = الرمز + الموضع يحمل ما هو الرمز وأين يقع معًا. يفعل هذا النموذج المزيد قبل الكتلة 1، التي تستقبل {formula} (الخطوة التالية).</translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on without a position vector: block 1 receives {formula}.</source>
        <translation>‏{inside} يمضي صف الرمز دون متجه موضع: تستقبل الكتلة 1 {formula}.</translation>
    </message>
    <message>
        <source>{inside} The token&apos;s row goes on unchanged: block 1 receives it as it is.</source>
        <translation>‏{inside} يمضي صف الرمز دون تغيير: تستقبله الكتلة 1 كما هو.</translation>
    </message>
    <message>
        <source>Stack one row per token and you have Z, the matrix the first transformer block reads. Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation>كدّس صفًّا لكل رمز فتحصل على Z، المصفوفة التي تقرؤها كتلة المحوِّل الأولى. تُحسب منها كل استعلامات الانتباه ومفاتيحه وقيمه.</translation>
    </message>
    <message>
        <source>the token&apos;s row of E</source>
        <translation>صف الرمز في E</translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the encoder&apos;s first block reads: %Ln numbers per row.</source>
        <translation>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى من المُرمِّز: عدد الأرقام في كل صف %Ln.</numerusform>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى من المُرمِّز: عدد الأرقام في كل صف %Ln.</numerusform>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى من المُرمِّز: عدد الأرقام في كل صف %Ln.</numerusform>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى من المُرمِّز: عدد الأرقام في كل صف %Ln.</numerusform>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى من المُرمِّز: عدد الأرقام في كل صف %Ln.</numerusform>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى من المُرمِّز: عدد الأرقام في كل صف %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack one row per token, each row = {formula}, and you have Z, the matrix the first block reads: %Ln numbers per row.</source>
        <translation>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى: عدد الأرقام في كل صف %Ln.</numerusform>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى: عدد الأرقام في كل صف %Ln.</numerusform>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى: عدد الأرقام في كل صف %Ln.</numerusform>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى: عدد الأرقام في كل صف %Ln.</numerusform>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى: عدد الأرقام في كل صف %Ln.</numerusform>
            <numerusform>كدّس صفًّا لكل رمز، كل صف = {formula}، فتحصل على Z، المصفوفة التي تقرؤها الكتلة الأولى: عدد الأرقام في كل صف %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything the model computes starts from it.</source>
        <translation>كل ما يحسبه النموذج يبدأ منها.</translation>
    </message>
    <message>
        <source>Attention&apos;s queries, keys and values are all computed from it.</source>
        <translation>تُحسب منها كل استعلامات الانتباه ومفاتيحه وقيمه.</translation>
    </message>
    <message>
        <source>{sentence} {use}</source>
        <translation>‏{sentence} {use}</translation>
    </message>
    <message>
        <source>Positions act inside attention</source>
        <translation>المواضع تعمل داخل الانتباه</translation>
    </message>
    <message>
        <source>Positions come after the projection</source>
        <translation>المواضع تأتي بعد الإسقاط</translation>
    </message>
    <message>
        <source>This model has no positions</source>
        <translation>لا مواضع لهذا النموذج</translation>
    </message>
    <message>
        <source>No position vectors</source>
        <translation>لا متجهات مواضع</translation>
    </message>
    <message>
        <source>Nothing to add here</source>
        <translation>لا شيء يُضاف هنا</translation>
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
    <name>Options</name>
    <message>
        <source>unknown theme {theme}; choose one of {names}</source>
        <translation>سمة غير معروفة {theme}؛ اختر واحدة من {names}</translation>
    </message>
    <message>
        <source>unknown colour map {name}; choose one of {names}</source>
        <translation>خريطة ألوان غير معروفة {name}؛ اختر واحدة من {names}</translation>
    </message>
</context>
<context>
    <name>OrderChipsWidget</name>
    <message>
        <source>Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right</source>
        <translation>ترتيب الكلمات: اسحب كلمة إلى أخرى لتنقلها إلى هناك، أو Alt+يسار / Alt+يمين</translation>
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
    <name>PanelPager</name>
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
        <source>Panels:</source>
        <translation>اللوحات:</translation>
    </message>
</context>
<context>
    <name>PanelTitles</name>
    <message>
        <source>Embedding table E (one row per word)</source>
        <translation>جدول التضمين E (صف لكل كلمة)</translation>
    </message>
    <message>
        <source>Z: input to layer 1 (position · token)</source>
        <translation>‏Z: مدخل الطبقة 1 (الموضع · الرمز)</translation>
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
        <source>Input layer: E, Z, the addition and the position heatmap</source>
        <translation>طبقة الإدخال: E وZ والجمع والخريطة الحرارية للمواضع</translation>
    </message>
</context>
<context>
    <name>PlacementText</name>
    <message>
        <source>{problem} (posviz shows only the rotations the model really makes, so it does not guess)</source>
        <translation>‏{problem} (يعرض posviz فقط الدورانات التي يجريها النموذج فعلًا، لذا لا يخمّن)</translation>
    </message>
    <message>
        <source>no scaling</source>
        <translation>بلا تحجيم</translation>
    </message>
    <message>
        <source>{count} values, {low} to {high}</source>
        <translation>‏{count} قيم، من {low} إلى {high}</translation>
    </message>
    <message>
        <source>{kind} scaling ({parameters}), attention factor {factor}</source>
        <translation>تحجيم {kind} ({parameters})، ومعامل الانتباه {factor}</translation>
    </message>
    <message>
        <source>all {r}</source>
        <extracomment>{turned} is &quot;all 64&quot; or &quot;the first 32&quot; (dimensions of a head)</extracomment>
        <translation>كل الأبعاد الـ{r}</translation>
    </message>
    <message>
        <source>the first {r}</source>
        <translation>أول {r} من الأبعاد</translation>
    </message>
    <message>
        <source>k and k + {half}, rotate_half</source>
        <translation>⁦k, k + {half}⁩، rotate_half</translation>
    </message>
    <message>
        <source>2k and 2k + 1, interleaved</source>
        <translation>⁦2k, 2k + 1⁩، متداخلة</translation>
    </message>
    <message>
        <source>RoPE, theta = {theta}, {heads} heads, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
        <translation>‏RoPE، ⁦theta = {theta}⁩، و{heads} رؤوس، وبُعد الرأس {width}: في كل رأس تدور {turned} أزواجًا ({pairs}) بمقدار ⁦p · theta^(-2k/{r})⁩ راديان داخل الانتباه؛ {scaling}</translation>
    </message>
    <message>
        <source>RoPE, theta = {theta}, head dimension {width}: in every head {turned} dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}</source>
        <translation>‏RoPE، ⁦theta = {theta}⁩، وبُعد الرأس {width}: في كل رأس تدور {turned} أزواجًا ({pairs}) بمقدار ⁦p · theta^(-2k/{r})⁩ راديان داخل الانتباه؛ {scaling}</translation>
    </message>
    <message>
        <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total}); the RoPE layers attend only within chunks of {chunk} tokens</source>
        <translation>. طبقات NoPE فيه لا تدوّر شيئًا ولا ترى أي موضع، بل القناع السببي فقط: الطبقة {listed} ({count} من {total})؛ وطبقات RoPE لا تنتبه إلا داخل كتل من {chunk} رمزًا</translation>
    </message>
    <message>
        <source>. Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of {total})</source>
        <translation>. طبقات NoPE فيه لا تدوّر شيئًا ولا ترى أي موضع، بل القناع السببي فقط: الطبقة {listed} ({count} من {total})</translation>
    </message>
    <message>
        <source>. Its {kind} layers: {how}</source>
        <translation>. طبقاته من نوع {kind}: {how}</translation>
    </message>
    <message>
        <source>config.json does not say how many attention heads the model has (num_attention_heads / n_head): ALiBi has one slope per head</source>
        <translation>لا يذكر config.json عدد رؤوس الانتباه في النموذج (num_attention_heads / n_head): لـ ALiBi ميل واحد لكل رأس</translation>
    </message>
    <message>
        <source>ALiBi: nothing is added to the token rows; head h adds m_h · (j − i) to its attention scores, slopes m_h = {slopes} for the {heads} heads</source>
        <translation>‏ALiBi: لا يُضاف شيء إلى صفوف الرموز؛ يضيف الرأس h المقدار ⁦m_h · (j − i)⁩ إلى درجات انتباهه، والميول ⁦m_h = {slopes}⁩ للرؤوس الـ{heads}</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p + {offset} (rows 0 to {last} sit at and before the padding index); a padding token reads row {last} and is not counted</source>
        <translation>جدول متعلَّم، {shape}؛ يقرأ الموضع p الصف ⁦p + {offset}⁩ (الصفوف من 0 إلى {last} عند فهرس الحشو وقبله)؛ ويقرأ رمز الحشو الصف {last} ولا يُعدّ</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p + {offset} (the first {offset} rows are never used)</source>
        <translation>جدول متعلَّم، {shape}؛ يقرأ الموضع p الصف ⁦p + {offset}⁩ (لا تُستعمل أول {offset} صفوف أبدًا)</translation>
    </message>
    <message>
        <source>learned table, {shape}; position p reads row p</source>
        <translation>جدول متعلَّم، {shape}؛ يقرأ الموضع p الصف p</translation>
    </message>
    <message>
        <source>fixed sinusoidal table ({convention}), computed by the model&apos;s code, not stored: position p is encoded as {start}, sines in the first half of each row, cosines in the second</source>
        <translation>جدول جيبي ثابت ({convention})، تحسبه شيفرة النموذج ولا يُخزَّن: يُرمَّز الموضع p على أنه {start}، والجيوب في النصف الأول من كل صف وجيوب التمام في الثاني</translation>
    </message>
    <message>
        <source>{how}; added after the projection to the hidden width (project_in)</source>
        <translation>‏{how}؛ يُضاف بعد الإسقاط إلى العرض المخفي (project_in)</translation>
    </message>
    <message>
        <source>no position vector and no position inside attention: the blocks read the tokens in order (a recurrence), which is all they know of position</source>
        <translation>لا متجه موضع ولا موضع داخل الانتباه: تقرأ الكتل الرموز بالترتيب (تكرار)، وهذا كل ما تعرفه عن الموضع</translation>
    </message>
    <message>
        <source>no position vector and no relative positions: as configured, nothing tells this model where a token is</source>
        <translation>لا متجه موضع ولا مواضع نسبية: بهذا الإعداد لا شيء يخبر هذا النموذج أين يقع الرمز</translation>
    </message>
    <message>
        <source>{how}. {relative}</source>
        <translation>‏{how}. {relative}</translation>
    </message>
</context>
<context>
    <name>PositionsSwitch</name>
    <message>
        <source>Add the position vectors to the token rows (off: Z is the token rows alone)</source>
        <translation>أضف متجهات المواضع إلى صفوف الرموز (عند التعطيل: Z ليس إلا صفوف الرموز)</translation>
    </message>
    <message>
        <source>Nothing to switch: this scheme gives the words no positions</source>
        <translation>لا شيء يُبدَّل: هذا المخطط لا يعطي الكلمات مواضع</translation>
    </message>
</context>
<context>
    <name>PositionsText</name>
    <message>
        <source>0 (tensor2tensor and fairseq pad an odd width with a zero column)</source>
        <translation>0 (يُكمل tensor2tensor وfairseq العرض الفردي بعمود من الأصفار)</translation>
    </message>
    <message>
        <source>tensor2tensor / fairseq (offset {offset})</source>
        <translation>‏tensor2tensor / fairseq (إزاحة {offset})</translation>
    </message>
    <message>
        <source>paper (Annotated Transformer)</source>
        <translation>الورقة (Annotated Transformer)</translation>
    </message>
    <message>
        <source>split halves (Marian)</source>
        <translation>نصفان منفصلان (Marian)</translation>
    </message>
    <message>
        <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and, like a trained table, no row for a later position</source>
        <translation>الموضع {position} بعد نهاية جدول المواضع المتعلَّم: فيه {rows} صفًا (المواضع من 0 إلى {last})، ومثل جدول مدرَّب لا صف فيه لموضع لاحق</translation>
    </message>
    <message>
        <source>position {position} is past the end of the learned position table: it has {rows} rows (positions 0 to {last}) and no row was ever trained for a later position</source>
        <translation>الموضع {position} بعد نهاية جدول المواضع المتعلَّم: فيه {rows} صفًا (المواضع من 0 إلى {last})، ولم يُدرَّب قط أي صف لموضع لاحق</translation>
    </message>
</context>
<context>
    <name>PracticeCases</name>
    <message>
        <source>length {length}, d_model {width}, {note}</source>
        <translation>الطول {length}، d_model ‏{width}، {note}</translation>
    </message>
    <message>
        <source>a single position</source>
        <translation>موضع واحد</translation>
    </message>
    <message>
        <source>even width</source>
        <translation>عرض زوجي</translation>
    </message>
    <message>
        <source>odd width</source>
        <translation>عرض فردي</translation>
    </message>
    <message>
        <source>one column</source>
        <translation>عمود واحد</translation>
    </message>
    <message>
        <source>long, odd width</source>
        <translation>طويل، عرض فردي</translation>
    </message>
    <message>
        <source>large positions</source>
        <translation>مواضع كبيرة</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens, d_model {width}, P has {rows} rows, {note}</source>
        <translation>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، عدد صفوف P ‏{rows}، {note}</numerusform>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، عدد صفوف P ‏{rows}، {note}</numerusform>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، عدد صفوف P ‏{rows}، {note}</numerusform>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، عدد صفوف P ‏{rows}، {note}</numerusform>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، عدد صفوف P ‏{rows}، {note}</numerusform>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، عدد صفوف P ‏{rows}، {note}</numerusform>
        </translation>
    </message>
    <message>
        <source>the lesson&apos;s sentence</source>
        <translation>جملة الدرس</translation>
    </message>
    <message>
        <source>a learned P</source>
        <translation>P متعلَّم</translation>
    </message>
    <message>
        <source>one word repeated</source>
        <translation>كلمة واحدة مكررة</translation>
    </message>
    <message>
        <source>a long sentence</source>
        <translation>جملة طويلة</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens, d_model {width}, {note}</source>
        <translation>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، {note}</numerusform>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، {note}</numerusform>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، {note}</numerusform>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، {note}</numerusform>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، {note}</numerusform>
            <numerusform>عدد الرموز %Ln، d_model ‏{width}، {note}</numerusform>
        </translation>
    </message>
    <message>
        <source>dog and man swap places</source>
        <translation>«dog» و«man» تتبادلان مكانيهما</translation>
    </message>
    <message>
        <source>a random order</source>
        <translation>ترتيب عشوائي</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>معكوس</translation>
    </message>
</context>
<context>
    <name>PracticeChecker</name>
    <message>
        <source>The error file is not a regular file
(a FIFO or a link?): not read.</source>
        <translation>ملف الخطأ ليس ملفًا عاديًا
(أهو FIFO أم رابط؟): لم يُقرأ.</translation>
    </message>
    <message>
        <source>The result file is not a regular file
(a FIFO or a link?): not read.</source>
        <translation>ملف النتيجة ليس ملفًا عاديًا
(أهو FIFO أم رابط؟): لم يُقرأ.</translation>
    </message>
    <message>
        <source>The error file is larger than
the checker accepts.</source>
        <translation>ملف الخطأ أكبر
مما يقبله المدقق.</translation>
    </message>
    <message>
        <source>The result file is larger than
the checker accepts.</source>
        <translation>ملف النتيجة أكبر
مما يقبله المدقق.</translation>
    </message>
    <message>
        <source>The returned value could not be read back: {reason}</source>
        <translation>تعذّرت قراءة القيمة المعادة: {reason}</translation>
    </message>
    <message>
        <source>The error file could not be read back: {reason}</source>
        <translation>تعذّرت قراءة ملف الخطأ: {reason}</translation>
    </message>
    <message>
        <source>Starting Python</source>
        <translation>جارٍ تشغيل Python</translation>
    </message>
    <message numerus="yes">
        <source>Running case {number} of %Ln</source>
        <translation>
            <numerusform>جارٍ تشغيل الحالة {number} من %Ln</numerusform>
            <numerusform>جارٍ تشغيل الحالة {number} من %Ln</numerusform>
            <numerusform>جارٍ تشغيل الحالة {number} من %Ln</numerusform>
            <numerusform>جارٍ تشغيل الحالة {number} من %Ln</numerusform>
            <numerusform>جارٍ تشغيل الحالة {number} من %Ln</numerusform>
            <numerusform>جارٍ تشغيل الحالة {number} من %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeHints</name>
    <message>
        <source>row {row}, column {column}</source>
        <translation>الصف {row}، العمود {column}</translation>
    </message>
    <message>
        <source>index {index}</source>
        <translation>الفهرس {index}</translation>
    </message>
    <message>
        <source>Expected shape {expected}, got {got}.</source>
        <translation>الشكل المتوقع {expected}، والناتج {got}.</translation>
    </message>
    <message>
        <source>Expected real numbers, got an array of {dtype}.</source>
        <translation>المتوقع أعداد حقيقية، والناتج مصفوفة من النوع {dtype}.</translation>
    </message>
    <message numerus="yes">
        <source>Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).</source>
        <translation>
            <numerusform>الشكلان متطابقان {shape}؛ تختلف {bad} من القيم البالغ عددها %Ln (التفاوت المسموح {tolerance}).</numerusform>
            <numerusform>الشكلان متطابقان {shape}؛ تختلف {bad} من القيم البالغ عددها %Ln (التفاوت المسموح {tolerance}).</numerusform>
            <numerusform>الشكلان متطابقان {shape}؛ تختلف {bad} من القيم البالغ عددها %Ln (التفاوت المسموح {tolerance}).</numerusform>
            <numerusform>الشكلان متطابقان {shape}؛ تختلف {bad} من القيم البالغ عددها %Ln (التفاوت المسموح {tolerance}).</numerusform>
            <numerusform>الشكلان متطابقان {shape}؛ تختلف {bad} من القيم البالغ عددها %Ln (التفاوت المسموح {tolerance}).</numerusform>
            <numerusform>الشكلان متطابقان {shape}؛ تختلف {bad} من القيم البالغ عددها %Ln (التفاوت المسموح {tolerance}).</numerusform>
        </translation>
    </message>
    <message>
        <source>First mismatch at {where}: expected {expected}, got {got}.</source>
        <translation>أول اختلاف عند {where}: المتوقع {expected}، والناتج {got}.</translation>
    </message>
    <message>
        <source>Worst at {where}: expected {expected}, got {got} (off by {error}).</source>
        <translation>أسوأ اختلاف عند {where}: المتوقع {expected}، والناتج {got} (الفرق {error}).</translation>
    </message>
    <message>
        <source>Your table is transposed: it needs one row per position and one column per dimension.</source>
        <translation>جدولك منقول: يجب أن يكون فيه صف لكل موضع وعمود لكل بُعد.</translation>
    </message>
    <message>
        <source>Wrong layout: you put all the sines first, then all the cosines (the split-halves convention of Marian and tensor2tensor). The paper interleaves them: column 2k is the sine and column 2k + 1 the cosine of the same angle.</source>
        <translation>ترتيب خاطئ: وضعت كل قيم الجيب أولًا ثم كل قيم جيب التمام (اصطلاح النصفين في Marian و tensor2tensor). الورقة تُناوب بينها: العمود 2k هو الجيب والعمود 2k + 1 جيب تمام الزاوية نفسها.</translation>
    </message>
    <message>
        <source>Off by one position: your first row is position 1. Positions start at 0, so row 0 holds sin 0 = 0 and cos 0 = 1.</source>
        <translation>إزاحة بموضع واحد: صفك الأول هو الموضع 1. المواضع تبدأ من 0، فالصف 0 يحوي sin 0 = 0 و cos 0 = 1.</translation>
    </message>
    <message>
        <source>Sine and cosine are swapped: even columns (0, 2, 4, ...) hold the sine.</source>
        <translation>الجيب وجيب التمام متبادلان: الأعمدة الزوجية (0, 2, 4, ...) تحوي الجيب.</translation>
    </message>
    <message>
        <source>The frequencies are off: pair k turns by 10000^(-2k/d_model) radians per position; yours match 10000^(-k/d_model) (the factor 2 is missing).</source>
        <translation>الترددات خاطئة: الزوج k يدور بمقدار 10000^(-2k/d_model) راديان لكل موضع؛ وتردداتك تطابق 10000^(-k/d_model) (العامل 2 ناقص).</translation>
    </message>
    <message>
        <source>d_model is odd here, so there is one more sine column than cosine columns: the cosines take only the first d_model // 2 angles.</source>
        <translation>قيمة d_model فردية هنا، فأعمدة الجيب تزيد عمودًا على أعمدة جيب التمام: جيوب التمام تأخذ أول d_model // 2 زاوية فقط.</translation>
    </message>
    <message>
        <source>Right for positions 0 to {last}, then the values drift (off by {error} at position {worst}). That is what float32 angles do: pos x frequency loses digits at large positions. Form the angles in float64 and convert only the finished table, if at all.</source>
        <translation>صحيح للمواضع من 0 إلى {last}، ثم تنحرف القيم (الفرق {error} عند الموضع {worst}). هذا ما تفعله زوايا float32: حاصل الموضع × التردد يفقد أرقامًا عند المواضع الكبيرة. كوّن الزوايا بـ float64 ولا تحوّل إلا الجدول المكتمل، إن لزم.</translation>
    </message>
    <message>
        <source>Z equals the token rows alone: the position vectors are missing. Add P&apos;s first len(ids) rows.</source>
        <translation>يساوي Z صفوف الرموز وحدها: متجهات المواضع ناقصة. اجمع أول len(ids) صفًّا من P.</translation>
    </message>
    <message>
        <source>Off by one position: row i got P[i + 1]. The first token sits at position 0 and takes P[0].</source>
        <translation>إزاحة بموضع واحد: أخذ الصف i القيمة P[i + 1]. الرمز الأول في الموضع 0 ويأخذ P[0].</translation>
    </message>
    <message>
        <source>You picked position rows by token id (P[ids]); pick them by position: row i gets P[i].</source>
        <translation>اخترت صفوف المواضع حسب معرّف الرمز (P[ids])؛ اخترها حسب الموضع: الصف i يأخذ P[i].</translation>
    </message>
    <message>
        <source>You took the first len(ids) rows of E; row i of Z needs E&apos;s row for token ids[i], i.e. E[ids].</source>
        <translation>أخذت أول len(ids) صفًّا من E؛ الصف i من Z يحتاج صف E للرمز ids[i]، أي E[ids].</translation>
    </message>
    <message>
        <source>Z equals the position rows alone: the token rows E[ids] are missing.</source>
        <translation>يساوي Z صفوف المواضع وحدها: صفوف الرموز E[ids] ناقصة.</translation>
    </message>
    <message>
        <source>P has more rows than the sentence has tokens: use only its first len(ids) rows, one per position.</source>
        <translation>في P صفوف أكثر من رموز الجملة: استخدم أول len(ids) صفًّا منه فقط، صفًّا لكل موضع.</translation>
    </message>
    <message>
        <source>z_shuffled is the original sentence&apos;s Z: look up the shuffled sentence, ids[order].</source>
        <translation>‏z_shuffled هو Z للجملة الأصلية: ابحث عن الجملة المخلوطة، ids[order].</translation>
    </message>
    <message>
        <source>z_shuffled uses the inverse order: word i of the shuffled sentence is ids[order[i]].</source>
        <translation>‏z_shuffled يستخدم الترتيب المعكوس: الكلمة i في الجملة المخلوطة هي ids[order[i]].</translation>
    </message>
    <message>
        <source>You added position vectors: this task is about a model without positions, where Z is just the token rows.</source>
        <translation>أضفت متجهات مواضع: هذا التمرين عن نموذج بلا مواضع، فيه Z صفوف الرموز فقط.</translation>
    </message>
    <message>
        <source>z_reordered is Z with its rows unmoved: take its rows in the order given, z[order].</source>
        <translation>‏z_reordered هو Z بصفوف لم تتحرك: خذ صفوفه بالترتيب المعطى، z[order].</translation>
    </message>
    <message>
        <source>z_reordered takes the rows in the inverse order: row i should be Z&apos;s row order[i].</source>
        <translation>‏z_reordered يأخذ الصفوف بالترتيب المعكوس: يجب أن يكون الصف i هو الصف order[i] من Z.</translation>
    </message>
    <message>
        <source>z_reordered has position vectors added: build Z without positions, then reorder its rows.</source>
        <translation>أُضيفت متجهات مواضع إلى z_reordered: ابنِ Z بلا مواضع، ثم أعد ترتيب صفوفه.</translation>
    </message>
</context>
<context>
    <name>PracticeReport</name>
    <message>
        <source>Printing that much is stopped by the checker: print less, or only while debugging.</source>
        <translation>يوقف المدقق طباعة بهذا الحجم: اطبع أقل، أو اطبع أثناء التنقيح فقط.</translation>
    </message>
    <message>
        <source>Your code asked for more memory than the checker allows ({memory_mb} MB).</source>
        <translation>طلبت شيفرتك ذاكرة أكثر مما يسمح به المدقق ({memory_mb} ميغابايت).</translation>
    </message>
    <message>
        <source>A function keeps calling itself without end: check the recursion&apos;s stopping case.</source>
        <translation>دالة تستدعي نفسها بلا نهاية: تحقق من شرط توقف الاستدعاء الذاتي.</translation>
    </message>
    <message>
        <source>Your code called sys.exit(): return the result instead of ending the program.</source>
        <translation>استدعت شيفرتك sys.exit(): أعد النتيجة بدل إنهاء البرنامج.</translation>
    </message>
    <message>
        <source>Your code raised KeyboardInterrupt: return the result instead.</source>
        <translation>أطلقت شيفرتك KeyboardInterrupt: أعد النتيجة بدلًا من ذلك.</translation>
    </message>
    <message>
        <source>Your code wrote a file larger than the checker allows ({file_mb} MB).</source>
        <translation>كتبت شيفرتك ملفًا أكبر مما يسمح به المدقق ({file_mb} ميغابايت).</translation>
    </message>
    <message>
        <source>Your code removed the folder it runs in (its current folder): leave it in place, the checker reads your results from it.</source>
        <translation>حذفت شيفرتك المجلد الذي تعمل فيه (مجلدها الحالي): اتركه في مكانه، فالمدقق يقرأ نتائجك منه.</translation>
    </message>
    <message>
        <source>Your code started more processes or threads than the checker allows (about {processes}).</source>
        <translation>شغّلت شيفرتك عمليات أو خيوطًا أكثر مما يسمح به المدقق (نحو {processes}).</translation>
    </message>
    <message>
        <source>Your code removed or replaced the checker&apos;s
run folder (the current folder): its results are lost.</source>
        <translation>حذفت شيفرتك مجلد تشغيل المدقق أو استبدلته
(المجلد الحالي): ضاعت نتائجه.</translation>
    </message>
    <message>
        <source>Your function returns only zeros: the starter&apos;s placeholder is still in place.</source>
        <translation>دالتك تعيد أصفارًا فقط: العنصر المؤقت في قالب البداية ما زال في مكانه.</translation>
    </message>
    <message>
        <source>{output}: {problem}</source>
        <translation>‏{output}: {problem}</translation>
    </message>
    <message>
        <source>Still running when the {seconds} s limit ran out.</source>
        <translation>كانت ما تزال تعمل حين انتهت مهلة {seconds} ثانية.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>توقفت.</translation>
    </message>
    <message>
        <source>Over the {memory_mb} MB memory cap.</source>
        <translation>تجاوزت حد الذاكرة البالغ {memory_mb} ميغابايت.</translation>
    </message>
    <message numerus="yes">
        <source>Over the limit of %Ln processes.</source>
        <translation>
            <numerusform>تجاوزت حد العمليات البالغ %Ln.</numerusform>
            <numerusform>تجاوزت حد العمليات البالغ %Ln.</numerusform>
            <numerusform>تجاوزت حد العمليات البالغ %Ln.</numerusform>
            <numerusform>تجاوزت حد العمليات البالغ %Ln.</numerusform>
            <numerusform>تجاوزت حد العمليات البالغ %Ln.</numerusform>
            <numerusform>تجاوزت حد العمليات البالغ %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Python process ended during this case.</source>
        <translation>انتهت عملية Python أثناء هذه الحالة.</translation>
    </message>
    <message>
        <source>Did not finish.</source>
        <translation>لم تكتمل.</translation>
    </message>
    <message>
        <source>while loading</source>
        <translation>أثناء التحميل</translation>
    </message>
    <message>
        <source>during case {number} of {count} ({case})</source>
        <translation>أثناء الحالة {number} من {count} ({case})</translation>
    </message>
    <message>
        <source>The checker&apos;s supervising process was ended {where}, by your code or the system; every process of this run that could still be found was ended.</source>
        <translation>أُنهيت عملية المدقق المشرفة {where}، بفعل شيفرتك أو النظام؛ وأُنهيت كل عملية من هذا التشغيل أمكن العثور عليها.</translation>
    </message>
    <message>
        <source>Your code ended the Python process (exit code {code}) {where}. os._exit() ends it at once, with no result: return a value instead.</source>
        <translation>أنهت شيفرتك عملية Python (رمز الخروج {code}) {where}. الدالة os._exit() تنهيها فورًا بلا نتيجة: أعد قيمة بدلًا من ذلك.</translation>
    </message>
    <message>
        <source>Python crashed (segmentation fault) {where}. This usually means a recursion far deeper than the C stack holds: did you raise sys.setrecursionlimit?</source>
        <translation>تعطلت Python (خطأ تجزئة) {where}. يعني هذا عادةً استدعاءً ذاتيًا أعمق بكثير مما يتسع له مكدس C: هل رفعت sys.setrecursionlimit؟</translation>
    </message>
    <message>
        <source>Your code used up its CPU time {where}.</source>
        <translation>استنفدت شيفرتك وقت المعالج المخصص لها {where}.</translation>
    </message>
    <message>
        <source>The Python process was ended by {signal} {where}.</source>
        <translation>أنهت الإشارة {signal} عملية Python ‏{where}.</translation>
    </message>
    <message>
        <source>You stopped the check.</source>
        <translation>أوقفت الفحص.</translation>
    </message>
    <message>
        <source>Python did not start within {seconds} s; the computer may be very busy. Try again.</source>
        <translation>لم تبدأ Python خلال {seconds} ثانية؛ قد يكون الحاسوب مشغولًا جدًا. حاول مرة أخرى.</translation>
    </message>
    <message>
        <source>Your code did not load: {error}</source>
        <translation>لم تُحمَّل شيفرتك: {error}</translation>
    </message>
    <message>
        <source>Your code was still loading after {seconds} s: an endless loop outside the function?</source>
        <translation>كانت شيفرتك ما تزال تُحمَّل بعد {seconds} ثانية: حلقة لا نهائية خارج الدالة؟</translation>
    </message>
    <message>
        <source>Time limit: case {number} of {count} ({case}) was still running after {seconds} s. An endless loop, or a very slow one?</source>
        <translation>انتهت المهلة: كانت الحالة {number} من {count} ({case}) ما تزال تعمل بعد {seconds} ثانية. حلقة لا نهائية، أم بطيئة جدًا؟</translation>
    </message>
    <message>
        <source>Your code and the processes it started held more than {memory_mb} MB together {where}; the checker ended all of them.</source>
        <translation>شغلت شيفرتك والعمليات التي بدأتها معًا أكثر من {memory_mb} ميغابايت {where}؛ فأنهاها المدقق كلها.</translation>
    </message>
    <message numerus="yes">
        <source>Your code started more than %Ln processes {where}; the checker ended all of them.</source>
        <translation>
            <numerusform>شغّلت شيفرتك عمليات تجاوز عددها %Ln ‏{where}؛ فأنهاها المدقق كلها.</numerusform>
            <numerusform>شغّلت شيفرتك عمليات تجاوز عددها %Ln ‏{where}؛ فأنهاها المدقق كلها.</numerusform>
            <numerusform>شغّلت شيفرتك عمليات تجاوز عددها %Ln ‏{where}؛ فأنهاها المدقق كلها.</numerusform>
            <numerusform>شغّلت شيفرتك عمليات تجاوز عددها %Ln ‏{where}؛ فأنهاها المدقق كلها.</numerusform>
            <numerusform>شغّلت شيفرتك عمليات تجاوز عددها %Ln ‏{where}؛ فأنهاها المدقق كلها.</numerusform>
            <numerusform>شغّلت شيفرتك عمليات تجاوز عددها %Ln ‏{where}؛ فأنهاها المدقق كلها.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln hidden cases pass.</source>
        <translation>
            <numerusform>لا حالات مخفية.</numerusform>
            <numerusform>نجحت الحالة المخفية الوحيدة.</numerusform>
            <numerusform>نجحت الحالتان المخفيتان كلتاهما.</numerusform>
            <numerusform>نجحت الحالات المخفية الـ %Ln كلها.</numerusform>
            <numerusform>نجحت الحالات المخفية الـ %Ln كلها.</numerusform>
            <numerusform>نجحت الحالات المخفية الـ %Ln كلها.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %Ln hidden cases fail, {not_run} not run.</source>
        <translation>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln، ولم تُشغَّل {not_run}.</numerusform>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln، ولم تُشغَّل {not_run}.</numerusform>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln، ولم تُشغَّل {not_run}.</numerusform>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln، ولم تُشغَّل {not_run}.</numerusform>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln، ولم تُشغَّل {not_run}.</numerusform>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln، ولم تُشغَّل {not_run}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %Ln hidden cases fail.</source>
        <translation>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln.</numerusform>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln.</numerusform>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln.</numerusform>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln.</numerusform>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln.</numerusform>
            <numerusform>فشلت {failed} من الحالات المخفية البالغ عددها %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <source>{head} First, {case}: {lead}</source>
        <translation>‏{head} أولاها، {case}: {lead}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>نجحت</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>فشلت</translation>
    </message>
    <message>
        <source>error</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>لم تكتمل</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>لم تُشغَّل</translation>
    </message>
    <message numerus="yes">
        <source>It printed %Ln bytes; the first {shown} characters are shown.</source>
        <translation>
            <numerusform>طبعت ما مقداره %Ln بايت؛ وتُعرض أول {shown} محرفًا.</numerusform>
            <numerusform>طبعت ما مقداره %Ln بايت؛ وتُعرض أول {shown} محرفًا.</numerusform>
            <numerusform>طبعت ما مقداره %Ln بايت؛ وتُعرض أول {shown} محرفًا.</numerusform>
            <numerusform>طبعت ما مقداره %Ln بايت؛ وتُعرض أول {shown} محرفًا.</numerusform>
            <numerusform>طبعت ما مقداره %Ln بايت؛ وتُعرض أول {shown} محرفًا.</numerusform>
            <numerusform>طبعت ما مقداره %Ln بايت؛ وتُعرض أول {shown} محرفًا.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeTab</name>
    <message>
        <source>&lt;b&gt;{mark} Case {number}&lt;/b&gt;: {case} — {status}</source>
        <translation>‏&lt;b&gt;{mark} الحالة {number}&lt;/b&gt;: {case} — {status}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;تلميح:&lt;/b&gt; {hint}</translation>
    </message>
    <message>
        <source>No case was run.</source>
        <translation>لم تُشغَّل أي حالة.</translation>
    </message>
    <message>
        <source>Your Python code</source>
        <translation>شيفرة Python الخاصة بك</translation>
    </message>
    <message>
        <source>The task</source>
        <translation>التمرين</translation>
    </message>
    <message>
        <source>The check&apos;s verdict</source>
        <translation>نتيجة الفحص</translation>
    </message>
    <message>
        <source>Check results, case by case</source>
        <translation>نتائج الفحص، حالةً حالة</translation>
    </message>
    <message>
        <source>What your code printed</source>
        <translation>ما طبعته شيفرتك</translation>
    </message>
    <message>
        <source>What your code printed appears here.</source>
        <translation>يظهر هنا ما تطبعه شيفرتك.</translation>
    </message>
    <message>
        <source>A reference solution</source>
        <translation>حل مرجعي</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>الحالات</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>المطبوع</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>الحل</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>افحص</translation>
    </message>
    <message>
        <source>Run your code on hidden cases made by posviz&apos;s model (Ctrl+Return)</source>
        <translation>شغّل شيفرتك على حالات مخفية يولّدها نموذج posviz ‏(Ctrl+Return)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>أوقف</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>ابدأ من جديد</translation>
    </message>
    <message>
        <source>Reveal solution…</source>
        <translation>اكشف الحل…</translation>
    </message>
    <message numerus="yes">
        <source>Task {number} of %Ln: {title}</source>
        <translation>
            <numerusform>التمرين {number} من %Ln: {title}</numerusform>
            <numerusform>التمرين {number} من %Ln: {title}</numerusform>
            <numerusform>التمرين {number} من %Ln: {title}</numerusform>
            <numerusform>التمرين {number} من %Ln: {title}</numerusform>
            <numerusform>التمرين {number} من %Ln: {title}</numerusform>
            <numerusform>التمرين {number} من %Ln: {title}</numerusform>
        </translation>
    </message>
    <message>
        <source>{number} · {function}{mark}</source>
        <translation>‏{number} · {function}{mark}</translation>
    </message>
    <message>
        <source>Draft saved</source>
        <translation>حُفظت المسودة</translation>
    </message>
    <message>
        <source>Draft NOT saved: {reason}</source>
        <translation>لم تُحفظ المسودة: {reason}</translation>
    </message>
    <message>
        <source>Progress NOT saved: {reason}</source>
        <translation>لم يُحفظ التقدم: {reason}</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>جارٍ الفحص…</translation>
    </message>
    <message>
        <source>Running your code on the hidden cases…</source>
        <translation>جارٍ تشغيل شيفرتك على الحالات المخفية…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>جارٍ الإيقاف…</translation>
    </message>
    <message>
        <source>Checking… {progress} (time limit {seconds} s)</source>
        <translation>جارٍ الفحص… {progress} (المهلة {seconds} ثانية)</translation>
    </message>
    <message>
        <source>Press Check to run your code on the hidden cases.</source>
        <translation>اضغط «افحص» لتشغيل شيفرتك على الحالات المخفية.</translation>
    </message>
    <message>
        <source>{mark} {summary}</source>
        <translation>‏{mark} {summary}</translation>
    </message>
    <message>
        <source>Start again?</source>
        <translation>أتبدأ من جديد؟</translation>
    </message>
    <message>
        <source>Replace your code for this task with the starter stub?</source>
        <translation>أتستبدل بشيفرتك في هذا التمرين قالبَ البداية؟</translation>
    </message>
    <message>
        <source>Reveal the solution?</source>
        <translation>أتكشف الحل؟</translation>
    </message>
    <message>
        <source>See the reference solution for this task? Trying once more first teaches more. Your own code stays in the editor.</source>
        <translation>أتريد رؤية الحل المرجعي لهذا التمرين؟ المحاولة مرة أخرى أولًا تعلّم أكثر. تبقى شيفرتك في المحرر.</translation>
    </message>
</context>
<context>
    <name>PracticeTasks</name>
    <message>
        <source>The sinusoidal position table</source>
        <translation>جدول المواضع الجيبي</translation>
    </message>
    <message>
        <source>Write &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. It returns the paper&apos;s position table as a float64 array of shape &lt;code&gt;(length, d_model)&lt;/code&gt;: row &lt;i&gt;pos&lt;/i&gt; is the vector for position &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. Pair &lt;i&gt;k&lt;/i&gt; of columns holds &lt;code&gt;sin(pos·w)&lt;/code&gt; in column 2k and &lt;code&gt;cos(pos·w)&lt;/code&gt; in column 2k + 1, with &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. When d_model is odd, the last column is a sine without its cosine. The hidden tests include positions near 100,000.</source>
        <translation>اكتب &lt;code&gt;positional_encoding(length, d_model)&lt;/code&gt;. تعيد الدالة جدول المواضع من الورقة مصفوفةً من النوع float64 شكلها &lt;code&gt;(length, d_model)&lt;/code&gt;: الصف &lt;i&gt;pos&lt;/i&gt; هو متجه الموضع &lt;i&gt;pos&lt;/i&gt; = 0, 1, ..., length − 1. الزوج &lt;i&gt;k&lt;/i&gt; من الأعمدة يحوي &lt;code&gt;sin(pos·w)&lt;/code&gt; في العمود 2k و&lt;code&gt;cos(pos·w)&lt;/code&gt; في العمود 2k + 1، حيث &lt;code&gt;w = 10000 ** (-2k / d_model)&lt;/code&gt;. إذا كانت d_model فردية فالعمود الأخير جيب بلا جيب تمام. تتضمن الاختبارات المخفية مواضع قرب 100,000.</translation>
    </message>
    <message>
        <source>Look up, then add: the matrix Z</source>
        <translation>ابحث ثم اجمع: المصفوفة Z</translation>
    </message>
    <message>
        <source>Write &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. &lt;code&gt;E&lt;/code&gt; is the embedding table, one row per vocabulary word, shape &lt;code&gt;(|V|, d)&lt;/code&gt;; &lt;code&gt;ids&lt;/code&gt; holds the sentence&apos;s token ids, shape &lt;code&gt;(L,)&lt;/code&gt;; &lt;code&gt;P&lt;/code&gt; is a table of position vectors with &lt;b&gt;at least&lt;/b&gt; L rows, shape &lt;code&gt;(max_len, d)&lt;/code&gt;. Return Z, shape &lt;code&gt;(L, d)&lt;/code&gt;: row i is E&apos;s row for token &lt;code&gt;ids[i]&lt;/code&gt; plus the position vector of position i.</source>
        <translation>اكتب &lt;code&gt;assemble_z(E, ids, P)&lt;/code&gt;. ‏&lt;code&gt;E&lt;/code&gt; جدول التضمين، صف لكل كلمة في المفردات، شكله &lt;code&gt;(|V|, d)&lt;/code&gt;؛ و&lt;code&gt;ids&lt;/code&gt; يحوي معرّفات رموز الجملة، شكله &lt;code&gt;(L,)&lt;/code&gt;؛ و&lt;code&gt;P&lt;/code&gt; جدول متجهات مواضع فيه L صفًّا &lt;b&gt;على الأقل&lt;/b&gt;، شكله &lt;code&gt;(max_len, d)&lt;/code&gt;. أعد Z، شكله &lt;code&gt;(L, d)&lt;/code&gt;: الصف i هو صف E للرمز &lt;code&gt;ids[i]&lt;/code&gt; زائد متجه الموضع i.</translation>
    </message>
    <message>
        <source>Without positions, order is invisible</source>
        <translation>بلا مواضع، لا يُرى الترتيب</translation>
    </message>
    <message>
        <source>Show that a model without positions cannot see word order. Write &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;, where &lt;code&gt;order&lt;/code&gt; is a permutation of 0 .. L − 1 and the shuffled sentence is &lt;code&gt;ids[order]&lt;/code&gt;. Return two arrays, each &lt;code&gt;(L, d)&lt;/code&gt;: &lt;code&gt;z_shuffled&lt;/code&gt;, the Z of the shuffled sentence built with no position vectors, and &lt;code&gt;z_reordered&lt;/code&gt;, the Z of the original sentence (no positions either) with its rows taken in &lt;code&gt;order&lt;/code&gt;. They come out equal: shuffling the words only reorders the rows. (Add the table from task 1 to both and they no longer agree.)</source>
        <translation>بيّن أن نموذجًا بلا مواضع لا يرى ترتيب الكلمات. اكتب &lt;code&gt;shuffle_without_positions(E, ids, order)&lt;/code&gt;، حيث &lt;code&gt;order&lt;/code&gt; تبديل لـ 0 .. L − 1 والجملة المخلوطة هي &lt;code&gt;ids[order]&lt;/code&gt;. أعد مصفوفتين، شكل كل منهما &lt;code&gt;(L, d)&lt;/code&gt;: ‏&lt;code&gt;z_shuffled&lt;/code&gt;، وهو Z للجملة المخلوطة مبنيًّا بلا متجهات مواضع، و&lt;code&gt;z_reordered&lt;/code&gt;، وهو Z للجملة الأصلية (بلا مواضع أيضًا) مأخوذةً صفوفه بالترتيب &lt;code&gt;order&lt;/code&gt;. تخرجان متساويتين: خلط الكلمات يعيد ترتيب الصفوف فقط. (اجمع جدول التمرين 1 إلى كلتيهما فلا تعودان متطابقتين.)</translation>
    </message>
    <message>
        <source>no practice task {key}; known: {known}</source>
        <translation>لا تمرين باسم {key}؛ المعروفة: {known}</translation>
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
    <name>QuizFile</name>
    <message>
        <source>cannot read the quiz file {file}: {reason}</source>
        <translation>تعذّرت قراءة ملف الاختبار {file}: {reason}</translation>
    </message>
    <message>
        <source>{where} a quiz file holds a JSON object with a &quot;questions&quot; list, not {kind}</source>
        <translation>‏{where} يحتوي ملف الاختبار على كائن JSON فيه قائمة &quot;questions&quot;، لا {kind}</translation>
    </message>
    <message>
        <source>{where} this is not a posviz quiz (format {found}, expected {expected})</source>
        <translation>‏{where} هذا ليس اختبار posviz (الصيغة {found}، والمتوقع {expected})</translation>
    </message>
    <message>
        <source>{where} quiz format version {version} is newer than this posviz reads (up to {latest})</source>
        <translation>‏{where} إصدار صيغة الاختبار {version} أحدث مما يقرؤه posviz هذا (حتى {latest})</translation>
    </message>
    <message>
        <source>{where} field &quot;questions&quot; must be a non-empty list, got {kind}</source>
        <translation>‏{where} يجب أن يكون الحقل &quot;questions&quot; قائمة غير فارغة، ووُجد {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{where} it has %Ln questions; a quiz has at most {most}</source>
        <translation>
            <numerusform>‏{where} فيه %Ln سؤال؛ وللاختبار {most} سؤال على الأكثر</numerusform>
            <numerusform>‏{where} فيه %Ln سؤال؛ وللاختبار {most} سؤال على الأكثر</numerusform>
            <numerusform>‏{where} فيه %Ln سؤالان؛ وللاختبار {most} سؤال على الأكثر</numerusform>
            <numerusform>‏{where} فيه %Ln أسئلة؛ وللاختبار {most} سؤال على الأكثر</numerusform>
            <numerusform>‏{where} فيه %Ln سؤالًا؛ وللاختبار {most} سؤال على الأكثر</numerusform>
            <numerusform>‏{where} فيه %Ln سؤال؛ وللاختبار {most} سؤال على الأكثر</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}: field &quot;choices&quot; must be a list of 2 to {most} answers, got {kind}</source>
        <translation>‏{place}: يجب أن يكون الحقل &quot;choices&quot; قائمة من 2 إلى {most} إجابات، ووُجد {kind}</translation>
    </message>
    <message>
        <source>{place}: exactly one choice must have &quot;correct&quot;: true, found {count}</source>
        <translation>‏{place}: يجب أن يكون لخيار واحد بالضبط &quot;correct&quot;: true، ووُجد {count}</translation>
    </message>
    <message>
        <source>{place} must be a JSON object with &quot;text&quot;, &quot;correct&quot; and &quot;explanation&quot;, not {kind}</source>
        <translation>‏{place} يجب أن يكون كائن JSON فيه &quot;text&quot; و&quot;correct&quot; و&quot;explanation&quot;، لا {kind}</translation>
    </message>
    <message>
        <source>{place} must be true or false, got {value}</source>
        <translation>‏{place} يجب أن يكون true أو false، ووُجد {value}</translation>
    </message>
    <message>
        <source>{place} must be text, got {kind}</source>
        <translation>‏{place} يجب أن يكون نصًا، ووُجد {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{place} has %Ln characters; at most {most}</source>
        <translation>
            <numerusform>‏{place} فيه %Ln حرف؛ والحد الأقصى {most}</numerusform>
            <numerusform>‏{place} فيه %Ln حرف؛ والحد الأقصى {most}</numerusform>
            <numerusform>‏{place} فيه %Ln حرفان؛ والحد الأقصى {most}</numerusform>
            <numerusform>‏{place} فيه %Ln أحرف؛ والحد الأقصى {most}</numerusform>
            <numerusform>‏{place} فيه %Ln حرفًا؛ والحد الأقصى {most}</numerusform>
            <numerusform>‏{place} فيه %Ln حرف؛ والحد الأقصى {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place} must be a token index (0, 1, 2, ...), got {value}</source>
        <translation>‏{place} يجب أن يكون رقم رمز (0، 1، 2، ...)، ووُجد {value}</translation>
    </message>
    <message>
        <source>{place} has unknown setting(s) {unknown}; known: {known}</source>
        <translation>‏{place} فيه إعدادات غير معروفة {unknown}؛ المعروفة: {known}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>‏{place}: {reason}</translation>
    </message>
    <message>
        <source>{place} must be a JSON object, not {kind}</source>
        <translation>‏{place} يجب أن يكون كائن JSON، لا {kind}</translation>
    </message>
    <message>
        <source>{place} must be non-empty text, got {kind}</source>
        <translation>‏{place} يجب أن يكون نصًا غير فارغ، ووُجد {kind}</translation>
    </message>
    <message numerus="yes">
        <source>{place} has %Ln characters; at most {most} are allowed</source>
        <translation>
            <numerusform>‏{place} فيه %Ln حرف؛ والمسموح {most} حرف على الأكثر</numerusform>
            <numerusform>‏{place} فيه %Ln حرف؛ والمسموح {most} حرف على الأكثر</numerusform>
            <numerusform>‏{place} فيه %Ln حرفان؛ والمسموح {most} حرف على الأكثر</numerusform>
            <numerusform>‏{place} فيه %Ln أحرف؛ والمسموح {most} حرف على الأكثر</numerusform>
            <numerusform>‏{place} فيه %Ln حرفًا؛ والمسموح {most} حرف على الأكثر</numerusform>
            <numerusform>‏{place} فيه %Ln حرف؛ والمسموح {most} حرف على الأكثر</numerusform>
        </translation>
    </message>
    <message>
        <source>{place} holds the code point U+{code} at character {position}, half of a surrogate pair, which is not text</source>
        <translation>‏{place} فيه نقطة الترميز U+{code} عند الحرف {position}، وهي نصف زوج بديل، وليست نصًا</translation>
    </message>
    <message>
        <source>{place}: unknown field(s) {unknown} (known: {known})</source>
        <translation>‏{place}: حقول غير معروفة {unknown} (المعروفة: {known})</translation>
    </message>
    <message>
        <source>{file}:</source>
        <extracomment>the start of every refusal of a quiz file; {file} is the file&apos;s name</extracomment>
        <translation>‏{file}:</translation>
    </message>
    <message>
        <source>{where} field &quot;{field}&quot;</source>
        <translation>‏{where} الحقل &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>{where} question {number}</source>
        <translation>‏{where} السؤال {number}</translation>
    </message>
    <message>
        <source>{question} (&quot;{prompt}&quot;)</source>
        <translation>‏{question} («{prompt}»)</translation>
    </message>
    <message>
        <source>{question}, choice {number}</source>
        <translation>‏{question}، الخيار {number}</translation>
    </message>
    <message>
        <source>{place}: field &quot;{field}&quot;</source>
        <translation>‏{place}: الحقل &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>{place}, &quot;{field}&quot;</source>
        <translation>‏{place}، &quot;{field}&quot;</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>empty text</source>
        <translation>نص فارغ</translation>
    </message>
    <message>
        <source>text {value}</source>
        <translation>النص {value}</translation>
    </message>
    <message numerus="yes">
        <source>a list of %n</source>
        <translation>
            <numerusform>قائمة من %n عنصر</numerusform>
            <numerusform>قائمة من %n عنصر</numerusform>
            <numerusform>قائمة من %n عنصرين</numerusform>
            <numerusform>قائمة من %n عناصر</numerusform>
            <numerusform>قائمة من %n عنصرًا</numerusform>
            <numerusform>قائمة من %n عنصر</numerusform>
        </translation>
    </message>
    <message>
        <source>an object</source>
        <translation>كائن</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>قيمة منطقية (true/false)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>عدد</translation>
    </message>
</context>
<context>
    <name>QuizTab</name>
    <message>
        <source>ABCDEFGH</source>
        <comment>the letters of the eight choices</comment>
        <extracomment>The letters of a multiple-choice question&apos;s answers, in order: exactly eight characters.</extracomment>
        <translation>أبجدهوزح</translation>
    </message>
    <message>
        <source>Quiz: press 1 to 8 to answer</source>
        <translation>الاختبار: اضغط من 1 إلى 8 للإجابة</translation>
    </message>
    <message>
        <source>Open quiz file…</source>
        <translation>افتح ملف اختبار…</translation>
    </message>
    <message>
        <source>The question, its choices and the explanation</source>
        <translation>السؤال وخياراته والشرح</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>السابق ▶</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>◀ التالي</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>ابدأ من جديد</translation>
    </message>
    <message>
        <source>From {file}</source>
        <translation>من {file}</translation>
    </message>
    <message numerus="yes">
        <source>Question {number} of %Ln</source>
        <translation>
            <numerusform>السؤال {number} من %Ln</numerusform>
            <numerusform>السؤال {number} من %Ln</numerusform>
            <numerusform>السؤال {number} من %Ln</numerusform>
            <numerusform>السؤال {number} من %Ln</numerusform>
            <numerusform>السؤال {number} من %Ln</numerusform>
            <numerusform>السؤال {number} من %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>This quiz file cannot be used: {reason}</source>
        <translation>لا يمكن استخدام ملف الاختبار هذا: {reason}</translation>
    </message>
    <message>
        <source>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</source>
        <translation>&lt;big&gt;&lt;b&gt;{number} / {count}. {question}&lt;/b&gt;&lt;/big&gt;</translation>
    </message>
    <message>
        <source>Pick an answer (click it, or press its number).</source>
        <translation>اختر إجابة (انقر عليها، أو اضغط رقمها).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Show me ▶&lt;/b&gt;&amp;nbsp; {what}</source>
        <translation>&lt;b&gt;أرني ◀&lt;/b&gt;&amp;nbsp; {what}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</source>
        <translation>‏&lt;b&gt;{mark}{letter}.&lt;/b&gt;&amp;nbsp; {choice}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{letter} (the answer).&lt;/b&gt; {why}</source>
        <translation>‏&lt;b&gt;{letter} (الإجابة الصحيحة).&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{letter} (not the answer).&lt;/b&gt; {why}</source>
        <translation>‏&lt;b&gt;{letter} (ليست الإجابة).&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;✓ Right.&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;✓ صحيح.&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;✗ Not this one.&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;✗ ليست هذه.&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer is {letter}.&lt;/b&gt; {right}</source>
        <translation>&lt;b&gt;الإجابة هي {letter}.&lt;/b&gt; {right}</translation>
    </message>
    <message numerus="yes">
        <source>Finished: {right} of %Ln right</source>
        <translation>
            <numerusform>انتهى: {right} صحيحة من %Ln</numerusform>
            <numerusform>انتهى: {right} صحيحة من %Ln</numerusform>
            <numerusform>انتهى: {right} صحيحة من %Ln</numerusform>
            <numerusform>انتهى: {right} صحيحة من %Ln</numerusform>
            <numerusform>انتهى: {right} صحيحة من %Ln</numerusform>
            <numerusform>انتهى: {right} صحيحة من %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score: {right} of {answered} answered right (%Ln questions)</source>
        <translation>
            <numerusform>النتيجة: {right} صحيحة من {answered} أُجيب عنها (لا أسئلة)</numerusform>
            <numerusform>النتيجة: {right} صحيحة من {answered} أُجيب عنها (سؤال واحد)</numerusform>
            <numerusform>النتيجة: {right} صحيحة من {answered} أُجيب عنها (سؤالان)</numerusform>
            <numerusform>النتيجة: {right} صحيحة من {answered} أُجيب عنها (%Ln أسئلة)</numerusform>
            <numerusform>النتيجة: {right} صحيحة من {answered} أُجيب عنها (%Ln سؤالًا)</numerusform>
            <numerusform>النتيجة: {right} صحيحة من {answered} أُجيب عنها (%Ln سؤال)</numerusform>
        </translation>
    </message>
    <message>
        <source>{letter}. {choice}, the answer</source>
        <translation>‏{letter}. {choice}، الإجابة الصحيحة</translation>
    </message>
    <message>
        <source>{letter}. {choice}, your answer, not the right one</source>
        <translation>‏{letter}. {choice}، إجابتك، وليست الصحيحة</translation>
    </message>
    <message>
        <source>{letter}. {choice}</source>
        <translation>‏{letter}. {choice}</translation>
    </message>
    <message>
        <source>Open a quiz</source>
        <translation>افتح اختبارًا</translation>
    </message>
    <message>
        <source>Quiz files (*.json);;All files (*)</source>
        <translation>ملفات الاختبار (*.json);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>Quiz loaded: {title}</source>
        <translation>حُمّل الاختبار: {title}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;ملف</translation>
    </message>
    <message>
        <source>Open &amp;quiz…</source>
        <translation>افتح ا&amp;ختبارًا…</translation>
    </message>
</context>
<context>
    <name>RealModel</name>
    <message>
        <source>No real model is open: posviz is showing the lesson&apos;s toy model.</source>
        <translation>لا نموذج حقيقي مفتوح: يعرض posviz النموذج التعليمي للدرس.</translation>
    </message>
    <message>
        <source>&lt;b&gt;File → Open model folder…&lt;/b&gt; opens a Hugging Face-style folder ({files}), offline. From a terminal: {command}.</source>
        <translation>‏&lt;b&gt;ملف ← فتح مجلد نموذج…&lt;/b&gt; يفتح مجلدًا على طريقة Hugging Face ({files})، دون اتصال. من الطرفية: {command}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>رموز عددها %Ln</numerusform>
            <numerusform>رموز عددها %Ln</numerusform>
            <numerusform>رموز عددها %Ln</numerusform>
            <numerusform>رموز عددها %Ln</numerusform>
            <numerusform>رموز عددها %Ln</numerusform>
            <numerusform>رموز عددها %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>{tokens} ({rows} table rows: the rest are padding no text reaches)</source>
        <translation>‏{tokens} ({rows} صفًّا في الجدول: الباقي حشو لا يصله أي نص)</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>العائلة</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>المجلد</translation>
    </message>
    <message>
        <source>Vocabulary |V|</source>
        <translation>المفردات |V|</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>العرض d</translation>
    </message>
    <message>
        <source>Longest input</source>
        <translation>أطول مدخل</translation>
    </message>
    <message>
        <source>Token table</source>
        <translation>جدول الرموز</translation>
    </message>
    <message>
        <source>{rows} × {width}, stored as {dtype}</source>
        <translation>‏{rows} × {width}، مخزَّن بصيغة {dtype}</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>المواضع</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>المُجزِّئ</translation>
    </message>
    <message>
        <source>Rows with NaN or ±inf</source>
        <translation>صفوف فيها NaN أو ±inf</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} token rows ({listed})</source>
        <translation>
            <numerusform>صفوف رموز عددها %Ln من أصل {total} ({listed})</numerusform>
            <numerusform>صفوف رموز عددها %Ln من أصل {total} ({listed})</numerusform>
            <numerusform>صفوف رموز عددها %Ln من أصل {total} ({listed})</numerusform>
            <numerusform>صفوف رموز عددها %Ln من أصل {total} ({listed})</numerusform>
            <numerusform>صفوف رموز عددها %Ln من أصل {total} ({listed})</numerusform>
            <numerusform>صفوف رموز عددها %Ln من أصل {total} ({listed})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {total} position rows ({listed})</source>
        <translation>
            <numerusform>صفوف مواضع عددها %Ln من أصل {total} ({listed})</numerusform>
            <numerusform>صفوف مواضع عددها %Ln من أصل {total} ({listed})</numerusform>
            <numerusform>صفوف مواضع عددها %Ln من أصل {total} ({listed})</numerusform>
            <numerusform>صفوف مواضع عددها %Ln من أصل {total} ({listed})</numerusform>
            <numerusform>صفوف مواضع عددها %Ln من أصل {total} ({listed})</numerusform>
            <numerusform>صفوف مواضع عددها %Ln من أصل {total} ({listed})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln token rows are being measured in the background…</source>
        <translation>
            <numerusform>يجري في الخلفية فحص صفوف الرموز وعددها %Ln…</numerusform>
            <numerusform>يجري في الخلفية فحص صفوف الرموز وعددها %Ln…</numerusform>
            <numerusform>يجري في الخلفية فحص صفوف الرموز وعددها %Ln…</numerusform>
            <numerusform>يجري في الخلفية فحص صفوف الرموز وعددها %Ln…</numerusform>
            <numerusform>يجري في الخلفية فحص صفوف الرموز وعددها %Ln…</numerusform>
            <numerusform>يجري في الخلفية فحص صفوف الرموز وعددها %Ln…</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no rows with NaN or inf</comment>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>لم يُفحص</translation>
    </message>
    <message>
        <source>{rows}: shown as nan / inf, left out of colour scales and the nearest-row search</source>
        <translation>‏{rows}: تُعرض بصيغة nan / inf، وتُستبعد من سلالم الألوان ومن البحث عن أقرب الصفوف</translation>
    </message>
    <message>
        <source>{found}; {waiting}</source>
        <translation>‏{found}؛ {waiting}</translation>
    </message>
    <message>
        <source>Position table values: the largest |value| is {largest} (row {row}), while {percent} % of values lie within ±{within}. Colour scales for real tables therefore come from a percentile, not from the extremes.</source>
        <translation>قيم جدول المواضع: أكبر |قيمة| هي {largest} (الصف {row})، بينما تقع {percent} % من القيم ضمن ±{within}. لذا تأتي سلالم الألوان للجداول الحقيقية من مئين، لا من القيم القصوى.</translation>
    </message>
    <message>
        <source>Parts of the lesson&apos;s recipe this model does not have</source>
        <translation>أجزاء وصفة الدرس التي لا يملكها هذا النموذج</translation>
    </message>
    <message>
        <source>It has every part of the lesson&apos;s recipe: a token row plus a position row.</source>
        <translation>يملك كل أجزاء وصفة الدرس: صف رمز زائد صف موضع.</translation>
    </message>
    <message numerus="yes">
        <source>{has} After z it adds %Ln more step(s): {steps}.</source>
        <translation>
            <numerusform>‏{has} بعد z يضيف خطوات أخرى عددها %Ln: {steps}.</numerusform>
            <numerusform>‏{has} بعد z يضيف خطوات أخرى عددها %Ln: {steps}.</numerusform>
            <numerusform>‏{has} بعد z يضيف خطوات أخرى عددها %Ln: {steps}.</numerusform>
            <numerusform>‏{has} بعد z يضيف خطوات أخرى عددها %Ln: {steps}.</numerusform>
            <numerusform>‏{has} بعد z يضيف خطوات أخرى عددها %Ln: {steps}.</numerusform>
            <numerusform>‏{has} بعد z يضيف خطوات أخرى عددها %Ln: {steps}.</numerusform>
        </translation>
    </message>
    <message>
        <source>token row {id} ({token})</source>
        <translation>صف الرمز {id} ({token})</translation>
    </message>
    <message>
        <source>+ position {index}</source>
        <translation>+ الموضع {index}</translation>
    </message>
    <message>
        <source>+ position {index}: nothing added</source>
        <translation>+ الموضع {index}: لا يُضاف شيء</translation>
    </message>
    <message>
        <source>= z (token + position)</source>
        <translation>= z (الرمز + الموضع)</translation>
    </message>
    <message>
        <source>{step} → block 1</source>
        <translation>‏{step} ← الكتلة 1</translation>
    </message>
    <message>
        <source>The focused token&apos;s vectors, step by step</source>
        <translation>متجهات الرمز المحدد، خطوة بخطوة</translation>
    </message>
    <message>
        <source>The real model&apos;s steps from token rows to block 1&apos;s input</source>
        <translation>خطوات النموذج الحقيقي من صفوف الرموز إلى مدخل الكتلة 1</translation>
    </message>
    <message>
        <source>No real model open</source>
        <translation>لا نموذج حقيقي مفتوح</translation>
    </message>
    <message>
        <source>Also worth knowing</source>
        <translation>ومما يفيد معرفته أيضًا</translation>
    </message>
    <message>
        <source>not measured: {reason}</source>
        <translation>لم يُفحص: {reason}</translation>
    </message>
    <message>
        <source>What block 1 receives for “{word}” (token {index}), step by step: the first {shown} of {width} dimensions.</source>
        <translation>ما تستقبله الكتلة 1 من أجل «{word}» (الرمز {index})، خطوة بخطوة: أول {shown} من {width} بُعدًا.</translation>
    </message>
</context>
<context>
    <name>RecipeNotes</name>
    <message>
        <source>shapes disagree with config.json: tensor {name} is {shape} but {because}</source>
        <extracomment>{because} is one of the &quot;config.json says …&quot; clauses of this context</extracomment>
        <translation>الأشكال تخالف config.json: الموتر {name} شكله {shape}، لكن {because}</translation>
    </message>
    <message>
        <source>config.json says vocab_size = {vocab} and width = {width}</source>
        <translation>يذكر config.json أن ⁦vocab_size = {vocab}⁩ والعرض {width}</translation>
    </message>
    <message>
        <source>config.json says {rows} positions (+ {offset} rows before position 0) of width {width}</source>
        <translation>يذكر config.json ‏{rows} موضعًا (+ {offset} صفوف قبل الموضع 0) بعرض {width}</translation>
    </message>
    <message>
        <source>config.json says {rows} positions of width {width}</source>
        <translation>يذكر config.json ‏{rows} موضعًا بعرض {width}</translation>
    </message>
    <message>
        <source>it maps the {width}-wide token rows to the hidden width {hidden}</source>
        <translation>فهو ينقل صفوف الرموز ذات العرض {width} إلى العرض المخفي {hidden}</translation>
    </message>
    <message>
        <source>the hidden width is {hidden}</source>
        <translation>العرض المخفي {hidden}</translation>
    </message>
    <message>
        <source>config.json says type_vocab_size = {types}, width {width}</source>
        <translation>يذكر config.json أن ⁦type_vocab_size = {types}⁩، والعرض {width}</translation>
    </message>
    <message>
        <source>the LayerNorm must be {width} wide, like the rows it normalises</source>
        <translation>يجب أن يكون عرض LayerNorm ‏{width}، مثل الصفوف التي يطبّعها</translation>
    </message>
    <message>
        <source>config.json: {key} must be true or false, got {value}</source>
        <translation>‏config.json: يجب أن تكون {key} ‏true أو false، لا {value}</translation>
    </message>
    <message>
        <source>config.json: {key} must be a number, got {value}</source>
        <translation>‏config.json: يجب أن تكون {key} عددًا، لا {value}</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (RoPE acts inside attention), so z is the token rows themselves.</source>
        <translation>لا متجه موضع: لا يُضاف شيء إلى صفوف الرموز (يعمل RoPE داخل الانتباه)، لذا فإن z هو صفوف الرموز نفسها.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (ALiBi biases the attention scores inside attention), so z is the token rows themselves.</source>
        <translation>لا متجه موضع: لا يُضاف شيء إلى صفوف الرموز (يضيف ALiBi انحيازًا إلى درجات الانتباه داخل الانتباه)، لذا فإن z هو صفوف الرموز نفسها.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (relative positions act inside attention), so z is the token rows themselves.</source>
        <translation>لا متجه موضع: لا يُضاف شيء إلى صفوف الرموز (تعمل المواضع النسبية داخل الانتباه)، لذا فإن z هو صفوف الرموز نفسها.</translation>
    </message>
    <message>
        <source>No position vector: nothing is added to the token rows (the model has no positions at all), so z is the token rows themselves.</source>
        <translation>لا متجه موضع: لا يُضاف شيء إلى صفوف الرموز (لا مواضع للنموذج إطلاقًا)، لذا فإن z هو صفوف الرموز نفسها.</translation>
    </message>
    <message>
        <source>An encoder-decoder model: posviz shows the encoder&apos;s input, what the encoder&apos;s block 1 receives; the decoder embeds its own tokens the same way.</source>
        <translation>نموذج مُرمِّز-مفكِّك: يعرض posviz مدخل المُرمِّز، أي ما تستقبله الكتلة 1 للمُرمِّز؛ ويُضمِّن المفكِّك رموزه بالطريقة نفسها.</translation>
    </message>
    <message>
        <source>The output layer reuses this token table to score the next token (tied weights).</source>
        <translation>تعيد طبقة الإخراج استخدام جدول الرموز هذا لتقييم الرمز التالي (أوزان مربوطة).</translation>
    </message>
</context>
<context>
    <name>RecipeSteps</name>
    <message>
        <source>Token {where} is the padding token: as the model&apos;s own code does, it gets the padding row (row {row}) and is not counted, so every later token reads the row of one position earlier.</source>
        <translation>الرمز {where} هو رمز الحشو: كما تفعل شيفرة النموذج نفسها، يأخذ صف الحشو (الصف {row}) ولا يُعدّ، لذا يقرأ كل رمز بعده صف الموضع السابق.</translation>
    </message>
    <message>
        <source>+ token type 0</source>
        <translation>+ نوع الرمز 0</translation>
    </message>
    <message>
        <source>every token is in segment A, so row 0 of the token-type table is added to it</source>
        <translation>كل رمز في المقطع A، لذا يُضاف إليه الصف 0 من جدول أنواع الرموز</translation>
    </message>
    <message>
        <source>{} + token type 0</source>
        <translation>‏{} + نوع الرمز 0</translation>
    </message>
    <message>
        <source>+ position</source>
        <translation>+ الموضع</translation>
    </message>
    <message>
        <source>the position rows (row p + {offset} of the {width}-wide table) are added after the projection</source>
        <translation>تُضاف صفوف المواضع (الصف ⁦p + {offset}⁩ من الجدول ذي العرض {width}) بعد الإسقاط</translation>
    </message>
    <message>
        <source>{} + position</source>
        <translation>‏{} + الموضع</translation>
    </message>
    <message>
        <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta</source>
        <translation>يُمركَز كل صف ويُقاس إلى تباين واحد (⁦eps = {eps}⁩)، ثم يُضرب في gamma ويُضاف beta</translation>
    </message>
    <message>
        <source>each row is centred, scaled to unit variance (eps = {eps}), times gamma plus beta (this LayerNorm has no beta)</source>
        <translation>يُمركَز كل صف ويُقاس إلى تباين واحد (⁦eps = {eps}⁩)، ثم يُضرب في gamma ويُضاف beta (لا beta لطبقة LayerNorm هذه)</translation>
    </message>
    <message>
        <source>every row is multiplied by {scale} = {value}</source>
        <translation>يُضرب كل صف في ⁦{scale} = {value}⁩</translation>
    </message>
    <message>
        <source>token × {scale} + position</source>
        <translation>الرمز × {scale} + الموضع</translation>
    </message>
    <message>
        <source>the token rows are multiplied by {scale} = {value} before the position rows are added</source>
        <translation>تُضرب صفوف الرموز في ⁦{scale} = {value}⁩ قبل إضافة صفوف المواضع</translation>
    </message>
    <message>
        <source>each {width}-wide row is multiplied by {name} ({wide} × {width}) plus its bias: the hidden width block 1 works in</source>
        <translation>يُضرب كل صف عرضه {width} في {name} (⁦{wide} × {width}⁩) ويُضاف انحيازه: العرض المخفي الذي تعمل به الكتلة 1</translation>
    </message>
    <message>
        <source>each {width}-wide row is multiplied by {name} ({wide} × {width}): the hidden width block 1 works in</source>
        <translation>يُضرب كل صف عرضه {width} في {name} (⁦{wide} × {width}⁩): العرض المخفي الذي تعمل به الكتلة 1</translation>
    </message>
    <message>
        <source>→ {wide} wide</source>
        <translation>→ بعرض {wide}</translation>
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
    <name>RelativeLesson</name>
    <message>
        <source>with an odd d_model ({d}) the last sine column has no cosine partner, so no single matrix can shift it; choose an even d_model to see M_k</source>
        <translation>مع d_model فردي ({d}) ليس لعمود الجيب الأخير شريك من جيب التمام، فلا مصفوفة واحدة تزيحه؛ اختر d_model زوجيًا لترى M_k</translation>
    </message>
</context>
<context>
    <name>RelativePositionsModel</name>
    <message>
        <source>offset {offset} → bucket {bucket}</source>
        <extracomment>one example of the T5 caption: an offset (signed) and the bucket it falls in</extracomment>
        <translation>الإزاحة ‎{offset}‎ ← الدلو {bucket}</translation>
    </message>
    <message>
        <source>T5 relative-position buckets: nothing is added to the token rows; each offset between a key and a query falls in one of {buckets} buckets ({half} for keys before or at the query, {half} after it in the encoder): offsets below {exact} get a bucket each, larger ones share logarithmic buckets up to {far}, and every bucket adds a learned bias per head to the attention scores (layer 1&apos;s biases are shared by every layer). For example, {examples}.</source>
        <translation>دلاء المواضع النسبية في T5: لا يُضاف شيء إلى صفوف الرموز؛ كل إزاحة بين مفتاح واستعلام تقع في دلو من {buckets} دلوًا ({half} للمفاتيح قبل الاستعلام أو عنده، و{half} بعده في المُرمِّز): للإزاحات الأصغر من {exact} دلو لكل منها، والأكبر تتشارك دلاءً لوغاريتمية حتى {far}، وكل دلو يضيف انحيازًا متعلَّمًا لكل رأس إلى درجات الانتباه (انحيازات الطبقة 1 تتشاركها كل الطبقات). مثلًا: {examples}.</translation>
    </message>
    <message>
        <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (positions within ±{half} are exact, farther ones share logarithmic buckets up to {far} ({buckets} buckets)), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
        <translation>المواضع النسبية في DeBERTa: يتفاعل كل استعلام i ومفتاح j عبر الموضع النسبي i − j (المواضع ضمن ±{half} دقيقة، والأبعد تتشارك دلاءً لوغاريتمية حتى {far} ({buckets} دلوًا))، وهو يفهرس تضمينات نسبية متعلَّمة داخل الانتباه (درجات منفصلة من المحتوى إلى الموضع ومن الموضع إلى المحتوى).</translation>
    </message>
    <message>
        <source>DeBERTa relative positions: each query i and key j interact through the relative position i − j (exact relative positions, clipped at ±{far}), which indexes learned relative embeddings inside attention (disentangled content-to-position and position-to-content scores).</source>
        <translation>المواضع النسبية في DeBERTa: يتفاعل كل استعلام i ومفتاح j عبر الموضع النسبي i − j (مواضع نسبية دقيقة، مقصوصة عند ±{far})، وهو يفهرس تضمينات نسبية متعلَّمة داخل الانتباه (درجات منفصلة من المحتوى إلى الموضع ومن الموضع إلى المحتوى).</translation>
    </message>
</context>
<context>
    <name>RopeHeads</name>
    <message>
        <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
        <translation>عرض الرأس {width}: تدور الأبعاد الـ{turning} كلها في {half} زوجًا {pairs} ({pairing})، الأساس {base}، تحجيم {scaling}</translation>
    </message>
    <message>
        <source>head width {width}: all {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
        <translation>عرض الرأس {width}: تدور الأبعاد الـ{turning} كلها في {half} زوجًا {pairs} ({pairing})، الأساس {base}، دون تحجيم</translation>
    </message>
    <message>
        <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, {scaling} scaling</source>
        <translation>عرض الرأس {width}: تدور أول {turning} بُعدًا في {half} زوجًا {pairs} ({pairing})، الأساس {base}، تحجيم {scaling}</translation>
    </message>
    <message>
        <source>head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} ({pairing}), base {base}, no scaling</source>
        <translation>عرض الرأس {width}: تدور أول {turning} بُعدًا في {half} زوجًا {pairs} ({pairing})، الأساس {base}، دون تحجيم</translation>
    </message>
</context>
<context>
    <name>SentencePanelWords</name>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}” ({unk}: not in the vocabulary)</source>
        <translation>الموضع {index}: «{text}» ← المعرّف {id}، قطعة المُجزِّئ «{piece}» ({unk}: ليست في المفردات)</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}, the tokenizer&apos;s piece “{piece}”</source>
        <translation>الموضع {index}: «{text}» ← المعرّف {id}، قطعة المُجزِّئ «{piece}»</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id} ({unk}: not in the vocabulary)</source>
        <translation>الموضع {index}: «{text}» ← المعرّف {id} ({unk}: ليست في المفردات)</translation>
    </message>
    <message>
        <source>position {index}: “{text}” → id {id}</source>
        <translation>الموضع {index}: «{text}» ← المعرّف {id}</translation>
    </message>
    <message>
        <source>token {index}, {label}, id {id}</source>
        <translation>الرمز {index}، {label}، المعرّف {id}</translation>
    </message>
    <message numerus="yes">
        <source>That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not inserted and the sentence is unchanged</source>
        <translation>
            <numerusform>سيصير طول الجملة بذلك %Ln حرفًا؛ لا يرمّز posviz أكثر من {most}، لذا لم يُدرج شيء وبقيت الجملة كما هي</numerusform>
            <numerusform>سيصير طول الجملة بذلك %Ln حرفًا؛ لا يرمّز posviz أكثر من {most}، لذا لم يُدرج شيء وبقيت الجملة كما هي</numerusform>
            <numerusform>سيصير طول الجملة بذلك %Ln حرفًا؛ لا يرمّز posviz أكثر من {most}، لذا لم يُدرج شيء وبقيت الجملة كما هي</numerusform>
            <numerusform>سيصير طول الجملة بذلك %Ln حرفًا؛ لا يرمّز posviz أكثر من {most}، لذا لم يُدرج شيء وبقيت الجملة كما هي</numerusform>
            <numerusform>سيصير طول الجملة بذلك %Ln حرفًا؛ لا يرمّز posviz أكثر من {most}، لذا لم يُدرج شيء وبقيت الجملة كما هي</numerusform>
            <numerusform>سيصير طول الجملة بذلك %Ln حرفًا؛ لا يرمّز posviz أكثر من {most}، لذا لم يُدرج شيء وبقيت الجملة كما هي</numerusform>
        </translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>الجملة</translation>
    </message>
    <message>
        <source>Sentence:</source>
        <translation>الجملة:</translation>
    </message>
    <message>
        <source>Sentence to encode</source>
        <translation>الجملة المراد ترميزها</translation>
    </message>
    <message>
        <source>Type a sentence, e.g. {example}</source>
        <translation>اكتب جملة، مثلًا {example}</translation>
    </message>
    <message>
        <source>Preset sentences</source>
        <translation>جمل جاهزة</translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation>أمثلة…</translation>
    </message>
    <message>
        <source>Tokens of the sentence</source>
        <translation>رموز الجملة</translation>
    </message>
    <message>
        <source>No tokens yet: the sentence is empty.</source>
        <translation>لا رموز بعد: الجملة فارغة.</translation>
    </message>
    <message>
        <source>Token ids: {ids} ({shown} of {total} tokens)</source>
        <translation>معرّفات الرموز: {ids} ({shown} من أصل {total} رمزًا)</translation>
    </message>
    <message numerus="yes">
        <source>Token ids: {ids} (%Ln tokens in all)</source>
        <translation>
            <numerusform>معرّفات الرموز: {ids} (عدد الرموز كلها %Ln)</numerusform>
            <numerusform>معرّفات الرموز: {ids} (عدد الرموز كلها %Ln)</numerusform>
            <numerusform>معرّفات الرموز: {ids} (عدد الرموز كلها %Ln)</numerusform>
            <numerusform>معرّفات الرموز: {ids} (عدد الرموز كلها %Ln)</numerusform>
            <numerusform>معرّفات الرموز: {ids} (عدد الرموز كلها %Ln)</numerusform>
            <numerusform>معرّفات الرموز: {ids} (عدد الرموز كلها %Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>Token ids: {ids}</source>
        <translation>معرّفات الرموز: {ids}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not in the vocabulary ({unk})</source>
        <translation>
            <numerusform>ليست في المفردات وعددها %Ln ({unk})</numerusform>
            <numerusform>ليست في المفردات وعددها %Ln ({unk})</numerusform>
            <numerusform>ليست في المفردات وعددها %Ln ({unk})</numerusform>
            <numerusform>ليست في المفردات وعددها %Ln ({unk})</numerusform>
            <numerusform>ليست في المفردات وعددها %Ln ({unk})</numerusform>
            <numerusform>ليست في المفردات وعددها %Ln ({unk})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
            <numerusform>… وغيرها وعددها %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShapesLesson</name>
    <message>
        <source>learned</source>
        <translation>مُتعلَّم</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>جيبي</translation>
    </message>
    <message>
        <source>RoPE (no table)</source>
        <translation>‏RoPE (دون جدول)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>this demo</source>
        <translation>هذا العرض</translation>
    </message>
    <message>
        <source>2017 paper</source>
        <translation>ورقة 2017</translation>
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
    <name>Spoken</name>
    <message numerus="yes">
        <source>{values}, … and %Ln more</source>
        <translation>
            <numerusform>‏{values}، … وغيرها وعددها %Ln</numerusform>
            <numerusform>‏{values}، … وغيرها وعددها %Ln</numerusform>
            <numerusform>‏{values}، … وغيرها وعددها %Ln</numerusform>
            <numerusform>‏{values}، … وغيرها وعددها %Ln</numerusform>
            <numerusform>‏{values}، … وغيرها وعددها %Ln</numerusform>
            <numerusform>‏{values}، … وغيرها وعددها %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>ليس رقمًا</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>ما لا نهاية</translation>
    </message>
    <message>
        <source>minus infinity</source>
        <translation>سالب ما لا نهاية</translation>
    </message>
    <message>
        <source>No sentence: no row is focused.</source>
        <translation>لا جملة: لا صف محدد.</translation>
    </message>
    <message numerus="yes">
        <source>The focused token, at position {position}, is not among the %Ln rows shown.</source>
        <translation>
            <numerusform>الرمز المحدد، في الموضع {position}، ليس بين الصفوف المعروضة وعددها %Ln.</numerusform>
            <numerusform>الرمز المحدد، في الموضع {position}، ليس بين الصفوف المعروضة وعددها %Ln.</numerusform>
            <numerusform>الرمز المحدد، في الموضع {position}، ليس بين الصفوف المعروضة وعددها %Ln.</numerusform>
            <numerusform>الرمز المحدد، في الموضع {position}، ليس بين الصفوف المعروضة وعددها %Ln.</numerusform>
            <numerusform>الرمز المحدد، في الموضع {position}، ليس بين الصفوف المعروضة وعددها %Ln.</numerusform>
            <numerusform>الرمز المحدد، في الموضع {position}، ليس بين الصفوف المعروضة وعددها %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <source>Focused row, position {position} ({word}): {values}.</source>
        <translation>الصف المحدد، الموضع {position} ({word}): {values}.</translation>
    </message>
    <message>
        <source>{y} against {x}</source>
        <translation>‏{y} مقابل {x}</translation>
    </message>
    <message>
        <source>{view}: picture</source>
        <translation>‏{view}: صورة</translation>
    </message>
    <message numerus="yes">
        <source>{moved} of %Ln tokens moved</source>
        <translation>
            <numerusform>‏{moved} من %Ln رمز نُقلت</numerusform>
            <numerusform>‏{moved} من رمز واحد نُقلت</numerusform>
            <numerusform>‏{moved} من رمزين نُقلت</numerusform>
            <numerusform>‏{moved} من %Ln رموز نُقلت</numerusform>
            <numerusform>‏{moved} من %Ln رمزًا نُقلت</numerusform>
            <numerusform>‏{moved} من %Ln رمز نُقلت</numerusform>
        </translation>
    </message>
    <message>
        <source>row {row} {token} from position {position}</source>
        <translation>الصف {row} {token} من الموضع {position}</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… و%Ln أخرى</numerusform>
            <numerusform>… و%Ln أخرى</numerusform>
            <numerusform>… و%Ln أخرى</numerusform>
            <numerusform>… و%Ln أخرى</numerusform>
            <numerusform>… و%Ln أخرى</numerusform>
            <numerusform>… و%Ln أخرى</numerusform>
        </translation>
    </message>
    <message>
        <source>{moved}: {each}</source>
        <translation>‏{moved}: {each}</translation>
    </message>
    <message>
        <source>{moved}. Not one number differs from the number beside it in the table on the left.</source>
        <translation>‏{moved}. لا يختلف أي عدد عن العدد المجاور له في الجدول الأيسر.</translation>
    </message>
    <message numerus="yes">
        <source>{moved}. {count} of {cells} numbers differ from the number beside them in the table on the left (framed), in %Ln rows: {listed}.</source>
        <translation>
            <numerusform>‏{moved}. يختلف {count} من {cells} عددًا عن العدد المجاور في الجدول الأيسر (مؤطَّرة)، في %Ln صف: {listed}.</numerusform>
            <numerusform>‏{moved}. يختلف {count} من {cells} عددًا عن العدد المجاور في الجدول الأيسر (مؤطَّرة)، في صف واحد: {listed}.</numerusform>
            <numerusform>‏{moved}. يختلف {count} من {cells} عددًا عن العدد المجاور في الجدول الأيسر (مؤطَّرة)، في صفين: {listed}.</numerusform>
            <numerusform>‏{moved}. يختلف {count} من {cells} عددًا عن العدد المجاور في الجدول الأيسر (مؤطَّرة)، في %Ln صفوف: {listed}.</numerusform>
            <numerusform>‏{moved}. يختلف {count} من {cells} عددًا عن العدد المجاور في الجدول الأيسر (مؤطَّرة)، في %Ln صفًا: {listed}.</numerusform>
            <numerusform>‏{moved}. يختلف {count} من {cells} عددًا عن العدد المجاور في الجدول الأيسر (مؤطَّرة)، في %Ln صف: {listed}.</numerusform>
        </translation>
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
    <name>TokenizerChildText</name>
    <message>
        <source>{name} could not be read as a tokenizer ({kind}: {reason})</source>
        <translation>تعذّرت قراءة {name} مُجزِّئًا ({kind}: {reason})</translation>
    </message>
    <message>
        <source>{name} could not be read as a tokenizer: {reason}</source>
        <translation>تعذّرت قراءة {name} مُجزِّئًا: {reason}</translation>
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
    <message numerus="yes">
        <source>{kind}, %Ln tokens</source>
        <translation>
            <numerusform>‏{kind}، %Ln رمز</numerusform>
            <numerusform>‏{kind}، رمز %Ln</numerusform>
            <numerusform>‏{kind}، %Ln رمزان</numerusform>
            <numerusform>‏{kind}، %Ln رموز</numerusform>
            <numerusform>‏{kind}، %Ln رمزًا</numerusform>
            <numerusform>‏{kind}، %Ln رمز</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToyModel</name>
    <message>
        <source>posviz&apos;s data file {file} is damaged: {reason}</source>
        <translation>ملف بيانات posviz ‏{file} تالف: {reason}</translation>
    </message>
    <message>
        <source>posviz&apos;s data file {file} is damaged: rows are not {width} wide</source>
        <translation>ملف بيانات posviz ‏{file} تالف: عرض الصفوف ليس {width}</translation>
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
    <name>Walkthrough</name>
    <message>
        <source>Split the text into token ids</source>
        <translation>قسّم النص إلى معرّفات رموز</translation>
    </message>
    <message>
        <source>The tokenizer cuts the sentence into tokens and gives each one an id. An id is only a row number: 2 is not “closer” to 3 in any useful way.</source>
        <translation>يقطّع المُجزِّئ الجملة إلى رموز ويعطي كل رمز معرّفًا. المعرّف ليس إلا رقم صف: 2 ليس «أقرب» إلى 3 بأي معنى مفيد.</translation>
    </message>
    <message>
        <source>Look up each id&apos;s row</source>
        <translation>ابحث عن صف كل معرّف</translation>
    </message>
    <message>
        <source>Each id picks one row of the table E. The row is a short list of learned numbers, the same row every time the word appears.</source>
        <translation>يختار كل معرّف صفًّا واحدًا من الجدول E. الصف قائمة قصيرة من الأرقام المتعلَّمة، وهو الصف نفسه كلما ظهرت الكلمة.</translation>
    </message>
    <message>
        <source>Make a vector for each position</source>
        <translation>كوّن متجهًا لكل موضع</translation>
    </message>
    <message>
        <source>Add them</source>
        <translation>اجمعهما</translation>
    </message>
    <message>
        <source>Hand Z to the first layer</source>
        <translation>سلّم Z إلى الطبقة الأولى</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the first pair of columns turns fastest (left), each later pair more slowly (right), like the hands of a clock.</source>
        <translation>يأخذ كل موضع متجهه الخاص بالعرض نفسه: أول زوج من الأعمدة يدور أسرع (على اليسار)، وكل زوج بعده أبطأ (نحو اليمين)، كعقارب الساعة.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: slow waves on the left, fast waves on the right.</source>
        <translation>يأخذ كل موضع متجهه الخاص بالعرض نفسه: موجات بطيئة على اليسار، وموجات سريعة على اليمين.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: with base 1 every column turns at the same speed, one radian per position.</source>
        <translation>يأخذ كل موضع متجهه الخاص بالعرض نفسه: مع الأساس 1 يدور كل عمود بالسرعة نفسها، راديان واحد لكل موضع.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width: the sines (left half) go from fast to slow, then the cosines (right half) repeat the same frequencies.</source>
        <translation>يأخذ كل موضع متجهه الخاص بالعرض نفسه: الجيوب (النصف الأيسر) تنتقل من السريع إلى البطيء، ثم تعيد جيوب التمام (النصف الأيمن) الترددات نفسها.</translation>
    </message>
    <message>
        <source>{sentence} Its last column is all zeros (odd width).</source>
        <translation>‏{sentence} عموده الأخير كله أصفار (عرض فردي).</translation>
    </message>
    <message>
        <source>Each position gets its own row of a learned table, of the same width.</source>
        <translation>يأخذ كل موضع صفّه الخاص من جدول متعلَّم، بالعرض نفسه.</translation>
    </message>
    <message>
        <source>RoPE adds no vector here: it rotates queries and keys inside attention.</source>
        <translation>لا يضيف RoPE متجهًا هنا: إنه يدير الاستعلامات والمفاتيح داخل الانتباه.</translation>
    </message>
    <message>
        <source>Each position gets its own vector of the same width.</source>
        <translation>يأخذ كل موضع متجهه الخاص بالعرض نفسه.</translation>
    </message>
</context>
<context>
    <name>WalkthroughWords</name>
    <message>
        <source>Walkthrough</source>
        <translation>الجولة الإرشادية</translation>
    </message>
    <message>
        <source>{arrow} Back</source>
        <translation>‏{arrow} السابق</translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation>التالي {arrow}</translation>
    </message>
    <message>
        <source>Leave (Esc)</source>
        <translation>مغادرة (Esc)</translation>
    </message>
    <message>
        <source>Step {step} of {count}   {dots}</source>
        <translation>الخطوة {step} من {count}   {dots}</translation>
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
        <source>{name} is not a safetensors file: its first 8 bytes announce a {length}-byte header</source>
        <translation>‏{name} ليس ملف safetensors: تعلن بايتاته الثمانية الأولى عن رأس من {length} بايت</translation>
    </message>
    <message>
        <source>{name} is truncated: its header alone should be {length} bytes but the file has only {size} (an interrupted download?)</source>
        <translation>‏{name} مبتور: يجب أن يكون رأسه وحده {length} بايت لكن الملف فيه {size} فقط (تنزيل متقطّع؟)</translation>
    </message>
    <message>
        <source>{name}: the header entry of tensor {tensor} is malformed: {why}</source>
        <translation>‏{name}: مدخل الترويسة للموتر {tensor} مشوَّه: {why}</translation>
    </message>
    <message>
        <source>it must hold dtype, shape and data_offsets, not {keys}</source>
        <translation>يجب أن يحوي dtype وshape وdata_offsets، لا {keys}</translation>
    </message>
    <message>
        <source>shape must be a list of whole numbers from 0, not {shape}</source>
        <translation>يجب أن يكون shape قائمة أعداد صحيحة من 0، لا {shape}</translation>
    </message>
    <message>
        <source>data_offsets must be two whole numbers from 0, not {offsets}</source>
        <translation>يجب أن يكون data_offsets عددين صحيحين من 0، لا {offsets}</translation>
    </message>
</context>
<context>
    <name>WordOrder</name>
    <message>
        <source>Cannot reorder that way: {reason}</source>
        <translation>لا يمكن إعادة الترتيب هكذا: {reason}</translation>
    </message>
    <message>
        <source>{word}
from {position}</source>
        <extracomment>a chip of the reordered sentence: its word, and under it the position it came from</extracomment>
        <translation>‏{word}
من {position}</translation>
    </message>
    <message>
        <source>position {index}: “{word}”, from position {position} of the sentence</source>
        <translation>الموضع {index}: «{word}»، من الموضع {position} في الجملة</translation>
    </message>
    <message numerus="yes">
        <source>Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random order work at any length.</source>
        <translation>
            <numerusform>السحب يعمل مع جمل حتى {most} رمزًا (في هذه %Ln)؛ والعكس والتبديل والترتيب العشوائي تعمل مع أي طول.</numerusform>
            <numerusform>السحب يعمل مع جمل حتى {most} رمزًا (في هذه %Ln)؛ والعكس والتبديل والترتيب العشوائي تعمل مع أي طول.</numerusform>
            <numerusform>السحب يعمل مع جمل حتى {most} رمزًا (في هذه %Ln)؛ والعكس والتبديل والترتيب العشوائي تعمل مع أي طول.</numerusform>
            <numerusform>السحب يعمل مع جمل حتى {most} رمزًا (في هذه %Ln)؛ والعكس والتبديل والترتيب العشوائي تعمل مع أي طول.</numerusform>
            <numerusform>السحب يعمل مع جمل حتى {most} رمزًا (في هذه %Ln)؛ والعكس والتبديل والترتيب العشوائي تعمل مع أي طول.</numerusform>
            <numerusform>السحب يعمل مع جمل حتى {most} رمزًا (في هذه %Ln)؛ والعكس والتبديل والترتيب العشوائي تعمل مع أي طول.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reordering the tokens…</source>
        <translation>جارٍ إعادة ترتيب الرموز…</translation>
    </message>
    <message>
        <source>Cannot reorder this sentence: {reason}</source>
        <translation>لا يمكن إعادة ترتيب هذه الجملة: {reason}</translation>
    </message>
    <message>
        <source>This order leaves every word where it was: drag a word, swap two, reverse or draw a random order to compare.</source>
        <translation>هذا الترتيب يترك كل كلمة في مكانها: اسحب كلمة، أو بدّل اثنتين، أو اعكس، أو اسحب ترتيبًا عشوائيًا للمقارنة.</translation>
    </message>
    <message>
        <source>Type a sentence of at least two words to reorder it.</source>
        <translation>اكتب جملة من كلمتين على الأقل لتعيد ترتيبها.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm} (random, seed {seed})</source>
        <translation>‏&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; الصف i = الرمز من الموضع perm[i]، ‏perm = {perm} (عشوائي، البذرة {seed})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; row i = token from position perm[i], perm = {perm}</source>
        <translation>‏&lt;b&gt;{words}&lt;/b&gt; &amp;nbsp; الصف i = الرمز من الموضع perm[i]، ‏perm = {perm}</translation>
    </message>
    <message>
        <source>No rows: nothing is reordered now.</source>
        <translation>لا صفوف: لا شيء يُعاد ترتيبه الآن.</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, one row per token, in the order typed.</source>
        <translation>‏{rows} صفًا × {columns} عمودًا، صف لكل رمز، بالترتيب المكتوب.</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, the same tokens reordered. {moves}</source>
        <translation>‏{rows} صفًا × {columns} عمودًا، الرموز نفسها بترتيب جديد. {moves}</translation>
    </message>
    <message>
        <source>Word order demo</source>
        <translation>عرض ترتيب الكلمات</translation>
    </message>
    <message>
        <source>Z of the sentence as typed</source>
        <translation>‏Z للجملة كما كُتبت</translation>
    </message>
    <message>
        <source>Z of the reordered sentence</source>
        <translation>‏Z للجملة بعد إعادة ترتيبها</translation>
    </message>
    <message>
        <source>Positions on</source>
        <translation>المواضع مفعّلة</translation>
    </message>
    <message>
        <source>Reordered sentence</source>
        <translation>الجملة بعد إعادة الترتيب</translation>
    </message>
    <message>
        <source>Drag a word onto another to move it there.</source>
        <translation>اسحب كلمة إلى أخرى لتنقلها إلى هناك.</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>اعكس</translation>
    </message>
    <message>
        <source>Read the reordered sentence backwards (special tokens stay in place)</source>
        <translation>اقرأ الجملة المعاد ترتيبها من آخرها (تبقى الرموز الخاصة في مكانها)</translation>
    </message>
    <message>
        <source>Swap: first position</source>
        <translation>التبديل: الموضع الأول</translation>
    </message>
    <message>
        <source>Swap: second position</source>
        <translation>التبديل: الموضع الثاني</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>بدّل</translation>
    </message>
    <message>
        <source>Exchange the words at the two positions (selecting two words fills them in)</source>
        <translation>بدّل الكلمتين في الموضعين (اختيار كلمتين يملؤهما)</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>الموضعين</translation>
    </message>
    <message>
        <source>and</source>
        <translation>و</translation>
    </message>
    <message>
        <source>New random order</source>
        <translation>ترتيب عشوائي جديد</translation>
    </message>
    <message>
        <source>Draw a random order; its seed is shown, and typing a seed draws that order again</source>
        <translation>اسحب ترتيبًا عشوائيًا؛ تظهر بذرته، وكتابة بذرة تسحب ذلك الترتيب من جديد</translation>
    </message>
    <message>
        <source>no seed</source>
        <translation>بلا بذرة</translation>
    </message>
    <message>
        <source>seed {number}</source>
        <extracomment>the seed box&apos;s text around its number: &quot;seed 42&quot;</extracomment>
        <translation>البذرة {number}</translation>
    </message>
    <message>
        <source>Seed of the random order</source>
        <translation>بذرة الترتيب العشوائي</translation>
    </message>
    <message>
        <source>Lesson&apos;s swap</source>
        <translation>تبديل الدرس</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s order: the first and last words that are not “the”, “a” or “an” change places</source>
        <translation>العودة إلى ترتيب الدرس: تتبادل المكانَ الكلمةُ الأولى والأخيرة من غير «the» و«a» و«an»</translation>
    </message>
    <message>
        <source>The same tokens in another order. Each row on the right belongs to a token from the left, now at a new position.</source>
        <translation>الرموز نفسها بترتيب آخر. كل صف على اليسار يعود إلى رمز من اليمين، وهو الآن في موضع جديد.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not one number differs from the number beside it.&lt;/b&gt; The words that changed places are the same token, so both orders give the first layer the same Z.</source>
        <translation>&lt;b&gt;لا يختلف أي رقم عن الرقم المقابل له.&lt;/b&gt; الكلمتان اللتان تبادلتا المكان هما الرمز نفسه، فيعطي الترتيبان الطبقة الأولى Z نفسه.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Positions on: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed). A moved word does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, because its new position brings a new position vector. The two sentences give the first layer different inputs.</source>
        <translation>
            <numerusform>&lt;b&gt;المواضع مفعّلة: {side} من %Ln رقم تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة). ولا تحتفظ الكلمة المنقولة بصفها أيضًا: مقارنة بصفها نفسه على اليمين، يختلف {own} من %Ln رقم، لأن موضعها الجديد يأتي بمتجه موضع جديد. الجملتان تعطيان الطبقة الأولى مدخلات مختلفة.</numerusform>
            <numerusform>&lt;b&gt;المواضع مفعّلة: {side} من رقم واحد تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة). ولا تحتفظ الكلمة المنقولة بصفها أيضًا: مقارنة بصفها نفسه على اليمين، يختلف {own} من رقم واحد، لأن موضعها الجديد يأتي بمتجه موضع جديد. الجملتان تعطيان الطبقة الأولى مدخلات مختلفة.</numerusform>
            <numerusform>&lt;b&gt;المواضع مفعّلة: {side} من رقمين تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة). ولا تحتفظ الكلمة المنقولة بصفها أيضًا: مقارنة بصفها نفسه على اليمين، يختلف {own} من رقمين، لأن موضعها الجديد يأتي بمتجه موضع جديد. الجملتان تعطيان الطبقة الأولى مدخلات مختلفة.</numerusform>
            <numerusform>&lt;b&gt;المواضع مفعّلة: {side} من %Ln أرقام تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة). ولا تحتفظ الكلمة المنقولة بصفها أيضًا: مقارنة بصفها نفسه على اليمين، يختلف {own} من %Ln أرقام، لأن موضعها الجديد يأتي بمتجه موضع جديد. الجملتان تعطيان الطبقة الأولى مدخلات مختلفة.</numerusform>
            <numerusform>&lt;b&gt;المواضع مفعّلة: {side} من %Ln رقمًا تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة). ولا تحتفظ الكلمة المنقولة بصفها أيضًا: مقارنة بصفها نفسه على اليمين، يختلف {own} من %Ln رقمًا، لأن موضعها الجديد يأتي بمتجه موضع جديد. الجملتان تعطيان الطبقة الأولى مدخلات مختلفة.</numerusform>
            <numerusform>&lt;b&gt;المواضع مفعّلة: {side} من %Ln رقم تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة). ولا تحتفظ الكلمة المنقولة بصفها أيضًا: مقارنة بصفها نفسه على اليمين، يختلف {own} من %Ln رقم، لأن موضعها الجديد يأتي بمتجه موضع جديد. الجملتان تعطيان الطبقة الأولى مدخلات مختلفة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Positions off: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left, in a new order, so a model that cannot see positions reads both sentences the same way.</source>
        <translation>
            <numerusform>&lt;b&gt;المواضع معطّلة: {side} من %Ln رقم تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو، بترتيب جديد، فالنموذج الذي لا يرى المواضع يقرأ الجملتين بالطريقة نفسها.</numerusform>
            <numerusform>&lt;b&gt;المواضع معطّلة: {side} من رقم واحد تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو، بترتيب جديد، فالنموذج الذي لا يرى المواضع يقرأ الجملتين بالطريقة نفسها.</numerusform>
            <numerusform>&lt;b&gt;المواضع معطّلة: {side} من رقمين تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو، بترتيب جديد، فالنموذج الذي لا يرى المواضع يقرأ الجملتين بالطريقة نفسها.</numerusform>
            <numerusform>&lt;b&gt;المواضع معطّلة: {side} من %Ln أرقام تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو، بترتيب جديد، فالنموذج الذي لا يرى المواضع يقرأ الجملتين بالطريقة نفسها.</numerusform>
            <numerusform>&lt;b&gt;المواضع معطّلة: {side} من %Ln رقمًا تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو، بترتيب جديد، فالنموذج الذي لا يرى المواضع يقرأ الجملتين بالطريقة نفسها.</numerusform>
            <numerusform>&lt;b&gt;المواضع معطّلة: {side} من %Ln رقم تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو، بترتيب جديد، فالنموذج الذي لا يرى المواضع يقرأ الجملتين بالطريقة نفسها.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).</source>
        <translation>
            <numerusform>&lt;b&gt;لا يضيف RoPE شيئًا إلى Z: ‏{side} من %Ln رقم تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو؛ ويميّز RoPE الترتيبين لاحقًا بتدوير الاستعلامات والمفاتيح داخل الانتباه (أفكار أعمق ← RoPE).</numerusform>
            <numerusform>&lt;b&gt;لا يضيف RoPE شيئًا إلى Z: ‏{side} من رقم واحد تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو؛ ويميّز RoPE الترتيبين لاحقًا بتدوير الاستعلامات والمفاتيح داخل الانتباه (أفكار أعمق ← RoPE).</numerusform>
            <numerusform>&lt;b&gt;لا يضيف RoPE شيئًا إلى Z: ‏{side} من رقمين تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو؛ ويميّز RoPE الترتيبين لاحقًا بتدوير الاستعلامات والمفاتيح داخل الانتباه (أفكار أعمق ← RoPE).</numerusform>
            <numerusform>&lt;b&gt;لا يضيف RoPE شيئًا إلى Z: ‏{side} من %Ln أرقام تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو؛ ويميّز RoPE الترتيبين لاحقًا بتدوير الاستعلامات والمفاتيح داخل الانتباه (أفكار أعمق ← RoPE).</numerusform>
            <numerusform>&lt;b&gt;لا يضيف RoPE شيئًا إلى Z: ‏{side} من %Ln رقمًا تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو؛ ويميّز RoPE الترتيبين لاحقًا بتدوير الاستعلامات والمفاتيح داخل الانتباه (أفكار أعمق ← RoPE).</numerusform>
            <numerusform>&lt;b&gt;لا يضيف RoPE شيئًا إلى Z: ‏{side} من %Ln رقم تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو؛ ويميّز RoPE الترتيبين لاحقًا بتدوير الاستعلامات والمفاتيح داخل الانتباه (أفكار أعمق ← RoPE).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{side} of %Ln numbers differ from the number beside them&lt;/b&gt; (framed), only because other words now stand there. Every word keeps exactly its row from the left: the positions the words moved between have the same position vector here.</source>
        <translation>
            <numerusform>‏&lt;b&gt;{side} من %Ln رقم تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو: المواضع التي تنقّلت بينها الكلمات لها هنا متجه الموضع نفسه.</numerusform>
            <numerusform>‏&lt;b&gt;{side} من رقم واحد تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو: المواضع التي تنقّلت بينها الكلمات لها هنا متجه الموضع نفسه.</numerusform>
            <numerusform>‏&lt;b&gt;{side} من رقمين تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو: المواضع التي تنقّلت بينها الكلمات لها هنا متجه الموضع نفسه.</numerusform>
            <numerusform>‏&lt;b&gt;{side} من %Ln أرقام تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو: المواضع التي تنقّلت بينها الكلمات لها هنا متجه الموضع نفسه.</numerusform>
            <numerusform>‏&lt;b&gt;{side} من %Ln رقمًا تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو: المواضع التي تنقّلت بينها الكلمات لها هنا متجه الموضع نفسه.</numerusform>
            <numerusform>‏&lt;b&gt;{side} من %Ln رقم تختلف عن الرقم المقابل&lt;/b&gt; (مؤطَّرة)، فقط لأن كلمات أخرى تقف هناك الآن. كل كلمة تحتفظ بصفها من اليمين كما هو: المواضع التي تنقّلت بينها الكلمات لها هنا متجه الموضع نفسه.</numerusform>
        </translation>
    </message>
</context>
</TS>
