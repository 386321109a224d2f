<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_DZ">
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
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;اللغة</translation>
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
</TS>
