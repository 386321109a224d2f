"""posviz.i18n without Qt: English as written until the Qt layer binds it, the stand-in locales'
rules, and which shipped language a user's language tags choose."""
import pytest

from posviz import i18n
from posviz.i18n.languages import ENGLISH, language, match, user_default
from posviz.i18n.pseudo import accented, mirrored, placeholders, visible_length

Sample = i18n.Context("Sample")


@pytest.fixture(autouse=True)
def english():
    i18n.install(None)
    i18n.set_right_to_left(False)
    yield
    i18n.install(None)
    i18n.set_right_to_left(False)


def test_unbound_sentences_are_english_with_the_count_put_in():
    assert Sample.tr("{model} cuts it into %Ln tokens.", None, 12345) == "{model} cuts it into 12,345 tokens."
    assert Sample.tr("At most %n models.", None, 4) == "At most 4 models."
    assert Sample.tr("No count %n here.") == "No count %n here."        # no n: nothing replaced
    assert (i18n.number(1234567), i18n.number(0.9, 2), i18n.number(3.0)) == ("1,234,567", "0.90", "3")


def test_a_bound_translation_is_looked_up_on_every_call():
    seen = []
    i18n.install(lambda ctx, text, dis, n: seen.append((ctx, text, dis, n)) or "Übersetzt", lambda v, d=None: "n")
    assert (Sample.tr("Text", "why", 2), i18n.number(5)) == ("Übersetzt", "n")
    assert seen == [("Sample", "Text", "why", 2)]


def test_values_are_isolated_only_in_a_right_to_left_language():
    assert i18n.isolate("toy") == "toy"
    i18n.set_right_to_left(True)
    assert (i18n.isolate("toy"), i18n.isolate("")) == ("\u2068toy\u2069", "")


def test_the_accented_stand_in_is_bracketed_40_percent_longer_and_keeps_placeholders():
    source = "{model} cuts “{word}” into %Ln tokens; see &Help or <b>%1</b>."
    made = accented(source)
    assert made.startswith("[") and made.endswith("]")
    assert placeholders(made) == placeholders(source) == ["{model}", "{word}", "%Ln", "%1"]
    assert "&H" in made and "<b>" in made and "cuts" not in made
    assert visible_length(made) >= 1.4 * visible_length(source)
    assert accented("one\ntwo").split("\n")[1].startswith("[ţŵö")          # each line is a sentence of its own


def test_the_mirrored_stand_in_is_a_right_to_left_paragraph_per_line():
    assert mirrored("a {x}\nb") == "\u200f[a {x}]\u200f\n\u200f[b]\u200f"


@pytest.mark.parametrize("tag, code", [("de-DE", "de"), ("de_AT.UTF-8", "de"), ("fr", "fr"), ("zh-Hans-CN", "zh_CN"),
                                       ("zh-CN", "zh_CN"), ("zh", "zh_CN"), ("zh-TW", None), ("zh-Hant-HK", None),
                                       ("ar-EG", "ar"), ("en_XA", "en_XA"), ("pt-BR", None), ("es-419", "es")])
def test_a_language_tag_chooses_a_shipped_language(tag, code):
    assert match(tag) == code


def test_the_first_shipped_language_of_the_user_wins():
    assert user_default(["pt-BR", "fr-CA", "de"]) == "fr"
    assert user_default(["zh-TW", "ja"]) == ENGLISH


def test_an_unknown_language_is_refused_by_name():
    with pytest.raises(ValueError, match="There is no language “xx”: choose one of en, de,"):
        language("xx")


def _ts(path, *messages):
    """A .ts file of one context; each message (source, translation or None = unfinished)."""
    body = "".join(
        f"<message><source>{s}</source>" + (f"<translation>{t}</translation>" if t else
                                            '<translation type="unfinished"></translation>') + "</message>"
        for s, t in messages)
    path.write_text(f'<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="de">'
                    f"<context><name>Demo</name>{body}</context></TS>", encoding="utf-8")
    return path


def test_merging_takes_each_finished_translation_from_the_copy_that_has_it(tmp_path):
    """Two translators' copies of one language: each sentence keeps the translation one of them
    finished; a finished sentence of the target is never overwritten; a sentence nobody translated
    stays unfinished."""
    from posviz.i18n import ts
    target = _ts(tmp_path / "main.ts", ("One.", "Eins."), ("Two.", None), ("Three.", None), ("Four.", None))
    one = _ts(tmp_path / "a.ts", ("One.", "Einz."), ("Two.", "Zwei."), ("Four.", None))
    two = _ts(tmp_path / "b.ts", ("Two.", "Zwo."), ("Three.", "Drei."))
    assert ts.adopt(target, [ts.finished(one), ts.finished(two)]) == 2
    _, messages = ts.read(target)
    assert [(m.source, m.translations, m.finished) for m in messages] == [
        ("One.", ("Eins.",), True), ("Two.", ("Zwei.",), True), ("Three.", ("Drei.",), True),
        ("Four.", ("",), False)]


def test_a_count_past_a_c_int_is_asked_with_a_stand_in_and_shown_whole():
    """Qt's translate() takes the count as a C int (PySide raises OverflowError past 2^31 - 1): a
    program printing 3 GB asked for its plural form once and crashed the checker's report."""
    import posviz.i18n as i18n

    asked = []

    def translate(_context, text, _disambiguation=None, n=-1):
        if n > 2 ** 31 - 1:
            raise OverflowError("Python int too large to convert to C int")
        asked.append(n)
        form = "byte" if n == 1 else "bytes"
        return text.replace("%Ln bytes", f"%Ln {form}").replace("%Ln", f"{n:,}")

    i18n.install(translate, lambda value, decimals=None: f"{value:,}")
    try:
        said = i18n.Context("Demo").tr("It printed %Ln bytes.", None, 3_000_000_123)
    finally:
        i18n.install(None)
    assert said == "It printed 3,000,000,123 bytes." and asked == [1_000_123]
