"""The Input layer tab and the walkthrough switch language at once (issue 32): every text of the area is
made again from the session on View → Language, the sentences read the lesson's numbers in the new
language and locale, and switching back gives the English texts exactly as they were."""
import sys
from pathlib import Path

import pytest
from PySide6 import QtCore, QtWidgets

from posviz.i18n import number
from posviz.qt import create_window, language
from posviz.qt.language import SETTING, LanguageMenu

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_walk_input import shown_texts  # noqa: E402


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    window.session.background = False
    window.session.set_reduce_motion(True)
    window.resize(1600, 1000)
    window.show()
    yield window
    language.apply("en")
    QtCore.QSettings().remove(SETTING)


def choose(window, code: str) -> None:
    window.findChild(LanguageMenu).choose(code)
    QtWidgets.QApplication.processEvents()


def test_the_walkthrough_and_the_panels_speak_the_new_language_at_once(window):
    session = window.session
    session.set_step(3)                               # step 4, "Add them": the focused "dog" at position 1
    english = shown_texts(window)
    assert window.walkthrough.indicator.text() == "Step 4 of 5   ○ ○ ○ ● ○"
    assert window.addition.caption.text() == "“dog” at position 1: its row of E + the position-1 vector = row 1 of Z."
    choose(window, "de")
    assert window.walkthrough.indicator.text() == "Schritt 4 von 5   ○ ○ ○ ● ○"
    assert window.walkthrough.title.text() == "Sie addieren"
    assert window.walkthrough.next.text() == "Weiter ▶"
    assert window.addition.caption.text() == ("„dog“ an Position 1: seine Zeile von E + der Vektor von Position 1 "
                                              "= Zeile 1 von Z.")
    assert window.addition._titles == ("„dog“ (ID 2)", "Position 1", "Zeile 1 von Z")
    assert window.boxes["addition"].title() == "Token-Zeile + Positionszeile = Zeile von Z"
    assert window.controls.positions.text() == "Positionen an"
    # the lesson's E in German numbers: 10 × 6 = 60, and "0,90" in the cells (dog's "animal")
    assert window.table.summary.text().startswith("<b>E</b> ist |V| × d = 10 × 6 = 60 Zahlen")
    assert window.table.model.data(window.table.model.index(2, 0)) == "0,90"
    german = shown_texts(window)
    # every text of the area changed but the name of d_model, the same word in German
    assert {english[name] for name in german if german[name] == english.get(name)} == {" d_model: "}
    session.set_step(-1)
    assert window.heatmap.readout.text().startswith("Grauer Balken: der Satz, Positionen 0–4. Umrandet: „dog“, Position 1.")
    choose(window, "en")
    session.set_step(3)
    assert shown_texts(window) == english              # back: nothing kept from German
    assert window.table.model.data(window.table.model.index(2, 0)) == "0.90"


def test_arabic_mirrors_the_bars_but_not_the_chips_or_the_tables(window):
    choose(window, "ar")
    for _ in range(3):
        QtWidgets.QApplication.processEvents()          # the chips, made again in the new direction, laid out
    sentence = window.sentence
    assert window.layoutDirection() == QtCore.Qt.LayoutDirection.RightToLeft
    assert sentence.chips[0].x() < sentence.chips[1].x()            # "the" left of "dog", as written
    for view in (window.table.view, window.matrix.view, window.addition.canvas, window.heatmap.view):
        assert view.layoutDirection() == QtCore.Qt.LayoutDirection.LeftToRight
    assert sentence.ids_label.text() == "معرّفات الرموز: \u2068[0, 2, 6, 0, 4]\u2069"   # ids in the sentence's order
    window.session.set_step(0)
    bar = window.walkthrough
    assert bar.previous.x() > bar.next.x() and bar.previous.text() == "\u200f▶ السابق"


def test_counts_keep_their_thousands_separator_under_the_c_locale(qapp):
    """LANG=C: "%Ln" and number() write 12,345 as the English sentences always did (C writes 12345)."""
    from posviz.i18n import Context
    from posviz.qt.language import bind
    before = QtCore.QLocale()
    QtCore.QLocale.setDefault(QtCore.QLocale.c())
    try:
        bind()
        assert Context("EmbeddingTable").tr("%Ln numbers, all 0 but a single 1 at index {id}", None, 12345) == \
            "12,345 numbers, all 0 but a single 1 at index {id}"
        assert number(12345) == "12,345" and number(0.5, 2) == "0.50"
    finally:
        QtCore.QLocale.setDefault(before)
