"""First-start welcome and the Help menu: the welcome is shown once to the app's first start (never to a
window made by a script or test unless asked), is operated from the keyboard, steps aside for the
lecture; Help lists the lessons, the real file locations and an About with versions and licences."""
from importlib import metadata

import numpy
import PySide6
import pyqtgraph
import pytest
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtTest import QTest

import posviz
from posviz.cli import command
from posviz.qt import create_window
from posviz.qt.lecture.persistence import autosave_path
from posviz.qt.window import app as app_module
from posviz.qt.window.about import PARTS
from posviz.qt.window.help import WELCOME_KEY

Key = QtCore.Qt.Key


@pytest.fixture
def window(qtbot):
    w = create_window()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def quit_after(seen):
    """on_window callback: once the loop runs, note whether the welcome shows, then quit."""
    def on_window(window):
        def look():
            seen.append(window.help.banner.isVisible())
            window.close()
            QtWidgets.QApplication.instance().quit()
        QtCore.QTimer.singleShot(0, window, look)
    return on_window


def test_the_app_welcomes_the_first_start_only(qapp):
    seen = []
    assert app_module.run(on_window=quit_after(seen), welcome=True) == 0
    assert app_module.run(on_window=quit_after(seen), welcome=True) == 0
    assert seen == [True, False]
    assert QtCore.QSettings().value(WELCOME_KEY) in (True, "true")


def test_scripts_and_tests_get_no_welcome_unless_asked(qapp):
    seen = []
    assert app_module.run(on_window=quit_after(seen)) == 0
    assert seen == [False] and QtCore.QSettings().value(WELCOME_KEY) is None


def test_the_posviz_command_asks_for_the_welcome(monkeypatch):
    calls = []
    monkeypatch.setattr(app_module, "run", lambda **kwargs: calls.append(kwargs) or 0)
    assert command.main([]) == 0
    assert calls == [{"sentence": None, "model": None, "welcome": True}]


def test_welcome_is_driven_from_the_keyboard_and_shows_the_three_ways_in(window, qtbot):
    assert not window.help.banner.isVisible()
    window.help.show_welcome()
    banner = window.help.banner
    assert banner.isVisible()
    texts = " ".join(b.text() for b in (banner.walkthrough, banner.sentence, banner.model))
    assert "walkthrough" in texts and "sentence" in texts and "real model" in texts
    assert "F1" in banner.keys.text()
    qtbot.waitUntil(banner.walkthrough.hasFocus, timeout=2000)
    QTest.keyClick(window.windowHandle(), Key.Key_Tab)
    assert banner.sentence.hasFocus()
    QTest.keyClick(window.windowHandle(), Key.Key_Space)       # a pressed button, not a walkthrough step
    assert window.presenter.editing and window.session.step == -1 and not banner.isVisible()


def test_welcome_steps_aside_for_the_walkthrough_and_presentation(window):
    window.help.show_welcome()
    window.session.set_step(0)
    assert not window.help.banner.isVisible()
    window.session.set_step(-1)
    window.menus.present.trigger()
    window.help.show_welcome()
    assert not window.help.banner.isVisible()
    window.menus.present.trigger()


def open_dialog(window, name, show):
    show()
    dialog = window.findChild(QtWidgets.QDialog, name)
    label = dialog.findChild(QtWidgets.QLabel)
    return dialog, label.accessibleDescription()


def test_about_names_the_version_and_every_bundled_part_with_its_licence(window):
    dialog, text = open_dialog(window, "aboutDialog", window.help.show_about)
    assert f"posviz {posviz.__version__}" in text
    names = [part.name for part in PARTS]
    table = text[text.index(names[0]):text.index("used as shared libraries")]
    rows = {name: table[table.index(name) + len(name):(table.index(after) if after else None)]
            for name, after in zip(names, names[1:] + [None])}
    for part, version, licence in (("Qt", QtCore.qVersion(), "LGPL v3"),
                                   ("PySide6 (Qt for Python)", PySide6.__version__, "LGPL-3.0"),
                                   ("pyqtgraph", pyqtgraph.__version__, "MIT"),
                                   ("numpy", numpy.__version__, "BSD-3-Clause"),
                                   ("CET colour maps (Peter Kovesi, in pyqtgraph)", "", "CC BY 4.0")):
        assert version in rows[part] and licence in rows[part], (part, rows[part])
    # the licence texts installed with pyqtgraph and numpy are named by path, and exist
    for name in ("pyqtgraph", "numpy"):
        paths = [f.locate() for f in metadata.distribution(name).files if f.name.startswith("LICENSE")]
        assert paths and any(str(p) in text for p in paths), name
    dialog.close()


def test_where_files_are_kept_names_the_real_places(window):
    dialog, text = open_dialog(window, "filesDialog", window.help.show_files)
    assert QtCore.QSettings().fileName() in text       # where Qt itself says the settings are
    assert str(autosave_path()) in text
    dialog.close()


def test_help_menu_lists_keys_lessons_files_and_about(window):
    texts = [a.text().replace("&", "") for a in window.menus.help.actions()]
    for wanted in ("Keyboard keys", "Welcome", "lessons", "files", "About posviz"):
        assert any(wanted in t for t in texts), (wanted, texts)
    dialog, text = open_dialog(window, "lessonsDialog", window.help.show_lessons)
    assert "token ids" in text and "Z" in text and "|V| × d_model" in text
    dialog.close()


def test_a_focused_button_takes_space_outside_the_lecture_only(window):
    restart = window.findChild(QtWidgets.QPushButton, "welcomeClose")
    window.help.show_welcome()
    restart.setFocus()
    QTest.keyClick(window.windowHandle(), Key.Key_Space)
    assert not window.help.banner.isVisible() and window.session.step == -1
    window.session.set_step(1)                        # in the walkthrough Space is the clicker's
    window.help.banner.show()
    restart.setFocus()
    QTest.keyClick(window.windowHandle(), Key.Key_Space)
    assert window.session.step == 2
    window.session.set_step(-1)
    QtGui.QGuiApplication.processEvents()
