"""The deeper views follow View → Language at once (issue 32): every word of an open view is remade
in the new language from its state, numbers take the language's grouping, and back in English
nothing of the other language is left."""
import sys
from pathlib import Path

import pytest
from PySide6 import QtCore, QtWidgets

from posviz.qt import create_window, language
from posviz.qt.language import SETTING, LanguageMenu
from posviz.qt.panels.deeper.views import DEEPER_VIEWS

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_walk_deeper import open_deeper, view_texts  # noqa: E402


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    yield window
    language.apply("en")
    QtCore.QSettings().remove(SETTING)


def choose(window, code: str) -> None:
    window.findChild(LanguageMenu).choose(code)
    QtWidgets.QApplication.processEvents()


def index_of(title: str) -> int:
    return next(i for i, entry in enumerate(DEEPER_VIEWS) if entry[0] == title)


def test_an_open_deeper_view_is_remade_in_the_new_language(window):
    views = open_deeper(window)
    relative = views.show_view(index_of("Relative"))
    shapes = views.view(index_of("Shapes"))          # built, not shown: it catches up when shown
    QtWidgets.QApplication.processEvents()
    english = view_texts(relative)
    assert relative.control_names[1].text() == "Offset k:"
    choose(window, "de")
    assert views.tabs.tabText(index_of("Relative")) == "4 Relativ"
    assert relative.control_names[1].text() == "Versatz k:"
    assert relative.table_choice.currentText() == "sinusförmig (die Konvention der Werkzeugleiste)"
    assert "jede Diagonale ist konstant" in relative.similarity_check.text()
    assert "Diagonale q − p = k = 3" in relative.similarity_title.text()
    german = view_texts(relative)
    assert [k for k in english if english[k] == german.get(k)] == []      # every text of the view changed
    views.show_view(index_of("Shapes"))
    QtWidgets.QApplication.processEvents()
    assert [b.text() for b in shapes.length_buttons] == ["dein Satz", "1.000", "100.000 Token"]
    choose(window, "en")
    views.show_view(index_of("Relative"))
    QtWidgets.QApplication.processEvents()
    assert view_texts(relative) == english
