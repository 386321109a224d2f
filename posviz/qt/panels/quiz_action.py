"""File → Open quiz…: the menu entry alone, so that the window's first frame does not import the
quiz tab and its questions (they are imported when the entry is chosen or the tab first shown)."""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context

QuizTab = Context("QuizTab")      # the quiz tab's context: its translations stay where they were


def add_open_quiz_action(window) -> QtGui.QAction:
    """Put File → Open quiz… in the window's File menu (before Quit, when there is one)."""
    # Found by the Quit entry's name, not by the words (translated) of the menu or the entry.
    menus = [a.menu() for a in window.menuBar().actions() if a.menu()]
    menu = next((m for m in menus if any(a.objectName() == "quit" for a in m.actions())), None)
    menu = menu or window.menuBar().addMenu(QuizTab.tr("&File"))
    action = QtGui.QAction(window, objectName="openQuizAction")
    _name_action(action)
    menu.installEventFilter(_ActionNamer(action))     # the menu's own events only: few, and cheap
    action.triggered.connect(lambda: _choose_and_open(window))
    before = next((a for a in menu.actions() if a.objectName() == "quit"), None)
    if before is not None:
        menu.insertAction(before, action)
    else:
        menu.addAction(action)
    return action


def _name_action(action: QtGui.QAction) -> None:
    action.setText(QuizTab.tr("Open &quiz…"))


class _ActionNamer(QtCore.QObject):
    """Names File → Open quiz… again when the language changes: an action gets no LanguageChange,
    its menu (which this watches) does."""

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            _name_action(self.parent())
        return False


def _choose_and_open(window) -> None:
    from posviz.qt.panels.quiz import _dialog_words, open_quiz_file    # the quiz is read on first use
    path, _ = QtWidgets.QFileDialog.getOpenFileName(window, *_dialog_words())
    if path:
        open_quiz_file(window, path)
