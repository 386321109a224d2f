"""posviz in another language (issue 32): View → Language redraws the Compare tab at once and is
kept; Arabic mirrors the layout but not the sentence's chips or the plot; Qt's own dialogs are
translated too; numbers follow the language's locale; every glyph of the Chinese and Arabic
translations has a font; ``--language`` is checked before the window opens."""
import sys
from pathlib import Path

import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz import i18n
from posviz.cli.command import main
from posviz.i18n import ts
from posviz.i18n.languages import LANGUAGES
from posviz.qt import create_window
from posviz.qt import language
from posviz.qt.language import SETTING, LanguageMenu, font_chain

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_checks import mirroring_problems, not_arabic, open_compare, shown_texts  # noqa: E402

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "translations"


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    yield window
    language.apply("en")                 # the process's language, direction and translators as they were
    QtCore.QSettings().remove(SETTING)


def choose(window, code: str) -> None:
    window.findChild(LanguageMenu).choose(code)
    QtWidgets.QApplication.processEvents()            # LanguageChange reaches every widget


def test_switching_language_redraws_the_open_tab_and_is_kept(qtbot, window):
    panel = open_compare(window, qtbot.waitUntil)
    english = shown_texts(panel)
    assert panel.view.counts.text() == "toy reads the sentence as 5 tokens."
    choose(window, "de")
    assert QtCore.QSettings().value(SETTING) == "de"
    assert panel.toy_button.text() == "Spielzeugmodell hinzufügen"
    assert panel.view.counts.text() == "toy liest den Satz als 5 Token."
    assert panel.view.recipes.text() == ("toy: Breite 6, Vokabular 10 Wörter; sinusförmige Positionen werden zu jeder "
                                         "Token-Zeile addiert.")
    assert panel.status.text() == "Verglichen werden toy; die Hauptansicht behält ihr eigenes Modell."
    assert panel.view.plot.getAxis("left").labelText == "Zeilenlänge ‖x‖"
    assert panel.char_spin.text() == "Zeichen 0"                     # "the", the first of the longest words
    german = shown_texts(panel)
    assert [k for k in english if english[k] == german[k]] == []   # every text of the tab changed
    choose(window, "en")
    assert shown_texts(panel) == english                            # and back, nothing kept from German


def test_arabic_mirrors_the_layout_but_not_the_sentence_or_the_plot(qtbot, window):
    panel = open_compare(window, qtbot.waitUntil)
    choose(window, "ar")
    assert QtWidgets.QApplication.layoutDirection() == QtCore.Qt.LayoutDirection.RightToLeft
    assert mirroring_problems(panel) == []
    assert not_arabic(shown_texts(panel)) == []
    assert panel.view.counts.text() == "يقرأ \u2068toy\u2069 الجملة رموزًا عددها 5."      # the name isolated


def test_qt_dialogs_and_numbers_follow_the_language(window):
    choose(window, "de")
    assert QtCore.QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    assert (i18n.number(1234567), i18n.number(0.9, 2)) == ("1.234.567", "0,90")
    choose(window, "fr")
    assert (i18n.number(1234567), i18n.number(0.9, 2)) == ("1\u202f234\u202f567", "0,90")
    choose(window, "en")
    assert (i18n.number(1234567), i18n.number(0.9, 2)) == ("1,234,567", "0.90")
    assert QtCore.QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_a_plural_takes_the_language_form():
    from posviz.lessons.compare_captions import recipe_sentence
    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
    assert app is not None
    try:
        language.apply("es")
        assert [recipe_sentence("toy", 6, False, n, "sinusoidal").split(";")[0] for n in (1, 10)] == [
            "toy: anchura 6, vocabulario de 1 palabra", "toy: anchura 6, vocabulario de 10 palabras"]
        language.apply("ar")                          # six forms: 0, 1, 2, 3-10, 11-99, 100-102
        from posviz.lessons.compare_captions import CompareCaptions
        cuts = [CompareCaptions.tr("{model} cuts “{word}” into %Ln tokens.", None, n).format(model="m", word="w")
                for n in (1, 2, 3, 11, 100)]
        assert cuts == ["يقطّع m «w» إلى رمز واحد.", "يقطّع m «w» إلى رمزين.", "يقطّع m «w» إلى 3 رموز.",
                        "يقطّع m «w» إلى 11 رمزًا.", "يقطّع m «w» إلى 100 رمز."]
    finally:
        language.apply("en")


def tofu(text: str, font: QtGui.QFont) -> str:
    """The characters of ``text`` drawn as the missing-glyph box with ``font`` (its fallbacks included)."""
    layout = QtGui.QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    missing = sum(1 for run in layout.glyphRuns() for glyph in run.glyphIndexes() if glyph == 0)
    return text if missing else ""


def test_the_missing_glyph_check_sees_a_missing_glyph(qapp):
    latin_only = QtGui.QFont("DejaVu Sans")
    latin_only.setStyleStrategy(QtGui.QFont.StyleStrategy.NoFontMerging)      # no fallback at all
    assert (tofu("中文", latin_only), tofu("中文", QtGui.QFont("DejaVu Sans"))) == ("中文", "")


@pytest.mark.parametrize("code", ["zh_CN", "ar"])
def test_every_glyph_of_the_translation_has_a_font(qapp, code):
    """Fails where the fonts .ci/run installs are missing (fonts-droid-fallback: Chinese; DejaVu: Arabic)."""
    font = font_chain(QtGui.QFont("DejaVu Sans"))
    texts = {t for m in ts.read(FOLDER / f"posviz_{code}.ts")[1] for t in m.translations}
    names = {lang.name for lang in LANGUAGES}
    assert [t for t in sorted(texts | names) if tofu(t, font)] == []


def test_drawn_axis_labels_use_the_font_chain(qtbot, window):
    panel = open_compare(window, qtbot.waitUntil)
    choose(window, "zh_CN")
    axis = panel.view.plot.getAxis("bottom")
    assert axis.labelText == "句子中的字符（每个词元的中点）"
    assert tofu(axis.labelText, axis.label.font()) == ""


def test_an_unknown_language_is_refused_in_one_line(capsys):
    assert main(["--language", "klingon"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == ("posviz: There is no language “klingon”: choose one of en, de, es, fr, zh_CN, ar, en_XA, ar_XB.")


def test_the_language_asked_for_is_the_one_run(monkeypatch):
    seen = {}
    monkeypatch.setattr("posviz.qt.window.app.run", lambda **kw: seen.update(kw) or 0)
    monkeypatch.setattr("posviz.cli.command.has_display", lambda: True)
    assert main(["--language", "zh-CN"]) == 0 and seen["language"] == "zh-CN"


def test_an_exported_compare_picture_is_drawn_in_the_language_asked(qapp, tmp_path, monkeypatch):
    from posviz.lessons.compare import compare, open_layer
    from posviz.qt.export import compare_picture
    from posviz.qt.panels.compare.view import CompareView
    drawn = []
    shown = CompareView.show_comparison
    monkeypatch.setattr(CompareView, "show_comparison",
                        lambda self, c, char: (shown(self, c, char), drawn.append(self.counts.text())))
    toy = open_layer("toy")
    try:
        compare_picture.render_compare(compare("the dog bit the man", [toy, toy]), 0, tmp_path / "zh.png", 640, 480,
                                       language="zh_CN")
        assert drawn[-1].splitlines()[:2] == ["toy (6) #1 把句子读成 5 个词元。", "toy (6) #2 把句子读成 5 个词元。"]
        assert (tmp_path / "zh.png").stat().st_size > 0
    finally:
        language.apply("en")
