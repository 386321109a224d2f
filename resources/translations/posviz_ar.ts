<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_DZ">
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
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>لا توجد لغة «{code}»: اختر واحدة من {codes}.</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;اللغة</translation>
    </message>
</context>
</TS>
