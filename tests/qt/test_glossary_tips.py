"""Hovering a caption explains the glossary's terms it shows (issue 25), in the window as built."""
import html

import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.lessons.glossary import GLOSSARY
from posviz.qt import create_window

ORDER = 5          # Deeper ideas → why order matters


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def entry(term: str):
    return next(e for e in GLOSSARY if e.term.startswith(term))


@pytest.fixture
def hover(monkeypatch):
    """What a hover over a label shows (the glossary's tip; "" when Qt is left to show the label's own)."""
    shown = []
    monkeypatch.setattr(QtWidgets.QToolTip, "showText", lambda where, text, widget=None: shown.append(text))

    def over(label: QtWidgets.QLabel) -> str:
        shown.clear()
        where = label.rect().center()
        event = QtGui.QHelpEvent(QtCore.QEvent.Type.ToolTip, where, label.mapToGlobal(where))
        QtWidgets.QApplication.sendEvent(label, event)
        return shown[-1] if shown else ""
    return over


def label_showing(root: QtWidgets.QWidget, words: str) -> QtWidgets.QLabel:
    found = [label for label in root.findChildren(QtWidgets.QLabel) if words in label.text() and label.isVisible()]
    assert found, f"no visible caption shows {words!r}"
    return found[0]


def test_the_order_view_s_perm_and_softmax_are_explained_on_hover(qtbot, window, hover):
    window.show_tab("Deeper ideas")
    views = window.tabs.currentWidget().ensure_built()
    view = views.show_view(ORDER)
    qtbot.waitUntil(lambda: view.order_text.isVisible() and "perm" in view.order_text.text(), timeout=3000)
    perm = label_showing(view, "perm = [0, 4, 2, 3, 1]")
    tip = hover(perm)
    assert entry("perm").text in tip and entry("softmax").text not in tip
    tip = hover(label_showing(view, "softmax("))
    assert entry("softmax").text in tip and entry("perm").text not in tip


def test_a_caption_without_terms_keeps_its_own_tip_or_none(qtbot, window, hover):
    plain = label_showing(window, "Z = token rows + position rows")
    assert hover(plain) == ""
    plain.setToolTip("Each row is one word at its place.")
    plain.setText("perm = [1, 0]: the two words changed places.")
    tip = hover(plain)
    assert tip.startswith("<p>Each row is one word at its place.</p>") and entry("perm").text in tip


def test_help_lists_every_entry(qtbot, window):
    dialog = window.help.show_glossary()
    qtbot.addWidget(dialog)
    shown = " ".join(label.text() for label in dialog.findChildren(QtWidgets.QLabel))
    assert all(html.escape(e.text, quote=False) in shown for e in GLOSSARY)
