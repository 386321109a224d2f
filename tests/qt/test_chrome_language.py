"""The window's chrome follows View → Language at once (issue 32): the menus, the tabs, the panels'
titles, the F1 list and an open presenter console are named again in the new language, tabs keep
their English keys (``show_tab("Word order")`` works in any language), and back in English every
word is as it was."""
import pytest
from PySide6 import QtCore, QtWidgets

from posviz.qt import create_window, language
from posviz.qt.language import SETTING, LanguageMenu
from posviz.qt.window.presenting.console import PresenterConsole
from posviz.state.commands import key_help


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    window.show()
    yield window
    language.apply("en")
    QtCore.QSettings().remove(SETTING)


def choose(window, code: str) -> None:
    window.findChild(LanguageMenu).choose(code)
    QtWidgets.QApplication.processEvents()            # LanguageChange reaches every widget


def chrome(window, console) -> dict:
    """The chrome's words: menu titles and entries, tab names, panel titles, console buttons."""
    menus = window.menuBar().actions()
    words = {f"menu {i}": a.text() for i, a in enumerate(menus)}
    words.update({f"entry {a.objectName()}": a.text() for a in window.menus.actions.values()})
    words.update({f"tab {i}": window.tabs.tabText(i) for i in range(window.tabs.count())})
    words.update({f"box {k}": box.title() for k, box in window.boxes.items() if k != "sentence"})
    words.update({"console stop": console.stop_button.text(), "console where": console.where.text(),
                  "welcome": window.help.banner.walkthrough.text(), "title": window.windowTitle()})
    return words


def test_switching_language_renames_the_chrome_and_back(qtbot, window):
    console = PresenterConsole(window, window.stage)
    qtbot.addWidget(console)
    english = chrome(window, console)
    assert [a.text() for a in window.menuBar().actions()][:3] == ["&File", "&View", "&Help"]
    choose(window, "de")
    german = chrome(window, console)
    assert [a.text() for a in window.menuBar().actions()][:3] == ["&Datei", "&Ansicht", "&Hilfe"]
    assert window.menus.actions["start_walkthrough"].text() == "&Führung starten"
    assert [window.tabs.tabText(i) for i in range(3)] == ["Eingabeschicht", "Wortstellung", "Vertiefung"]
    assert window.boxes["table"].title() == "Einbettungstabelle E (eine Zeile pro Wort)"
    assert console.stop_button.text() == "Präsentation beenden (Esc)" and console.where.text() == "Nicht in der Führung"
    assert dict(key_help())["Rechts, Runter, Bild ab, Leertaste, N, Enter"] == \
        "nächster Schritt der Führung (startet die Führung)"
    assert dict(key_help())["Strg+= oder Strg++"] == "vergrößern"
    assert [k for k in english if english[k] == german[k]] == ["tab 3"]     # all but "Quiz", German too
    window.show_tab("Word order")                      # the tab's English key still finds it
    assert window.tabs.currentIndex() == 1
    choose(window, "en")
    assert chrome(window, console) == english          # and back, nothing kept from German
