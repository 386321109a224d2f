<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_DZ">
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
    <name>Menu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;اللغة</translation>
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
</TS>
