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
        <source>{name}:
{meaning}</source>
        <extracomment>a score&apos;s name, and on the next line what it measures</extracomment>
        <translation>‏{name}:
{meaning}</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>هذا الجدول</translation>
    </message>
    <message>
        <source>Property: what it measures</source>
        <translation>الخاصية: ما تقيسه</translation>
    </message>
    <message>
        <source>Sinusoidal</source>
        <translation>الجيبي</translation>
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
    <name>Languages</name>
    <message>
        <source>There is no language “{code}”: choose one of {codes}.</source>
        <translation>لا توجد لغة «{code}»: اختر واحدة من {codes}.</translation>
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
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;اللغة</translation>
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
    <name>WordOrder</name>
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
