"""Accessibility furniture of the window: the focus ring, and names for the parts Qt makes itself.

Qt builds a few controls of its own that have no name for a screen reader: a line edit's clear
button and a tool bar's "more" button (shown when the bar is too narrow). They get one here, once the
window is built; everything posviz makes names itself.
"""
from __future__ import annotations

from PySide6 import QtGui, QtWidgets

from posviz.i18n import Context
from posviz.qt.window.focus_ring import FocusRing

QtParts = Context("QtParts")


def qt_part_names() -> dict[str, str]:
    """Names for Qt's own unnamed buttons, by their objectName, in the current language."""
    return {"_q_qlineeditclearaction": QtParts.tr("Clear the text"), "qt_toolbar_ext_button": QtParts.tr("More controls")}


def name_qt_parts(window: QtWidgets.QWidget) -> None:
    """Give Qt's own unnamed buttons under ``window`` a name (their objectName says what they are)."""
    names = qt_part_names()
    for action in window.findChildren(QtGui.QAction):
        name = names.get(action.objectName())
        if name and not action.text():
            action.setText(name)
            action.setToolTip(name)
    for button in window.findChildren(QtWidgets.QToolButton):
        name = names.get(button.objectName())
        if name and not button.accessibleName():
            button.setAccessibleName(name)


def setup(window: QtWidgets.QWidget, lectern=None, blank: QtWidgets.QWidget | None = None) -> FocusRing:
    """Name Qt's parts and add the focus ring (see :class:`FocusRing` for ``lectern`` and ``blank``)."""
    name_qt_parts(window)
    return FocusRing(window, lectern, blank)
