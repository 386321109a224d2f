"""Hover a caption to have the terms it shows explained (``posviz.lessons.glossary``, issue 25).

One application-wide filter serves every label, whoever built it: a label's own tool tip, if any,
comes first, and the glossary's entries for the terms in its text follow.
"""
from __future__ import annotations

import html

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.lessons.glossary import GLOSSARY, entries_in


def entries_html(entries) -> str:
    """The entries as rich text: each term in bold, then its explanation."""
    return "".join(f"<p><b>{html.escape(entry.term, quote=False)}</b><br>{html.escape(entry.text, quote=False)}</p>"
                   for entry in entries)


def glossary_html() -> str:
    """Every entry, for Help → Words on the screen."""
    intro = ("Hover a caption that shows one of these terms to read its explanation there. "
             "Every term the panels use without explaining it is listed here.")
    return f"<h3>Words on the screen</h3><p>{html.escape(intro)}</p>{entries_html(GLOSSARY)}"


def label_tip(label: QtWidgets.QLabel) -> str:
    """The tool tip for ``label``: its own, then the glossary's entries for its text ("" if none)."""
    entries = entries_in(label.text())
    if not entries:
        return ""
    own = label.toolTip()
    if own and not QtGui.Qt.mightBeRichText(own):
        own = html.escape(own)
    return (f"<p>{own}</p>" if own else "") + entries_html(entries)


class GlossaryTips(QtCore.QObject):
    """The application-wide filter; it lives as long as its parent (the main window)."""

    def __init__(self, parent: QtCore.QObject) -> None:
        super().__init__(parent)
        QtWidgets.QApplication.instance().installEventFilter(self)
        parent.destroyed.connect(self._uninstall)

    def _uninstall(self) -> None:
        app = QtWidgets.QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QtCore.QEvent.Type.ToolTip or not isinstance(obj, QtWidgets.QLabel):
            return False
        tip = label_tip(obj)
        if not tip:
            return False           # Qt shows the label's own tip, if it has one
        QtWidgets.QToolTip.showText(QtGui.QHelpEvent.globalPos(event), tip, obj)
        return True
