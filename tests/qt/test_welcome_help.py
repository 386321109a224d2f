"""First-start welcome and the Help menu: the welcome is shown once to the app's first start (never to a
window made by a script or test unless asked), is operated from the keyboard, steps aside for the
lecture; Help lists the lessons, the real file locations and an About with versions and licences."""
import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

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


# The app's own start, in a fresh process (app.exec() and its quit must not run inside pytest's
# process: Qt stops painting for the windows of later tests). Prints whether the welcome showed.
START = """
import sys
from PySide6 import QtCore, QtWidgets
from posviz.qt.window.app import run

def on_window(window):
    def look():
        print("welcome", window.help.banner.isVisible())
        window.close()
        QtWidgets.QApplication.instance().quit()
    # Help is built right after the first frame, and the welcome shown once it is.
    window.completed.connect(lambda: QtCore.QTimer.singleShot(0, window, look))

sys.exit(run(on_window=on_window, welcome=sys.argv[1] == "yes"))
"""


def start_app(welcome: str) -> str:
    result = subprocess.run([sys.executable, "-c", START, welcome], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def settings_file():
    return Path(os.environ["XDG_CONFIG_HOME"]) / "posviz" / "posviz.conf"


def test_the_app_welcomes_the_first_start_only():
    assert [start_app("yes"), start_app("yes")] == ["welcome True", "welcome False"]
    assert "[welcome]\nshown=true" in settings_file().read_text()


def test_scripts_and_tests_get_no_welcome_unless_asked():
    assert start_app("no") == "welcome False"
    assert not settings_file().exists() or "welcome" not in settings_file().read_text()


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


def test_a_button_tab_reached_takes_space_outside_the_lecture_only(window):
    """Issue 25: only a button Tab brought the keys to is pressed by Space; one that merely has focus
    (the first focus, a program's) leaves Space to the clicker, which starts the walkthrough."""
    restart = window.findChild(QtWidgets.QPushButton, "welcomeClose")
    window.help.show_welcome()
    restart.setFocus(QtCore.Qt.FocusReason.TabFocusReason)
    QTest.keyClick(window.windowHandle(), Key.Key_Space)
    assert not window.help.banner.isVisible() and window.session.step == -1
    window.help.banner.show()
    restart.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
    QTest.keyClick(window.windowHandle(), Key.Key_Space)
    assert window.session.step == 0                    # the clicker's first press (the banner hides)
    window.session.set_step(1)                        # in the walkthrough Space is the clicker's
    window.help.banner.show()
    restart.setFocus(QtCore.Qt.FocusReason.TabFocusReason)
    QTest.keyClick(window.windowHandle(), Key.Key_Space)
    assert window.session.step == 2
    window.session.set_step(-1)
    QtGui.QGuiApplication.processEvents()


def test_a_lecture_restored_mid_walkthrough_is_not_interrupted(window):
    window.session.set_step(2)
    assert not window.help.welcome_if_first_start() and not window.help.banner.isVisible()
    assert QtCore.QSettings().value(WELCOME_KEY) is None          # still to be shown another time
    window.session.set_step(-1)
    assert window.help.welcome_if_first_start() and window.help.banner.isVisible()


def test_the_welcome_fits_a_1024_px_projector_at_twice_the_font(window, qtbot):
    window.help.show_welcome()
    window.session.set_zoom(2.0)
    try:
        qtbot.wait(50)                     # the new font reaches the widgets by posted events
        banner = window.help.banner
        assert banner.walkthrough.font().pointSizeF() >= 2 * 8
        assert banner.minimumSizeHint().width() <= 1024 - 24
    finally:
        window.session.set_zoom(1.0)


def test_the_help_menu_costs_the_start_nothing_it_does_not_need():
    """The practice tab (its drafts folder is named in Help) and About's metadata reader are not
    imported by building the window's module: they cost ~0.1 s at every start."""
    code = ("import sys, posviz.qt.window.main_window; "
            "print(sorted(m for m in ('posviz.practice', 'posviz.qt.panels.practice', 'posviz.qt.window.about') "
            "if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
