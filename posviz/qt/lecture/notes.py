"""Speaker notes in the single window: a dock the lecturer opens (View → Speaker notes), hidden by
default and never shown in presentation mode, where the room would read it.

It shows the current prepared sentence's own notes, editable (they are saved with the lecture
through :meth:`Persistence.set_notes`); a slide without notes shows the walkthrough step's default
notes greyed out as the editor's placeholder (:func:`posviz.lecture.speaker_notes.step_notes`).
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, number
from posviz.lecture.speaker_notes import step_notes
from posviz.qt.widgets.text_style import bold_font, set_status_colour

NotesText = Context("NotesText")


def no_notes() -> str:
    return NotesText.tr("No notes for this prepared sentence. Type here to write some: they are saved with the "
                        "lecture and shown only to you, never in presentation mode.")


def placeholder(step: int) -> str:
    """The greyed text of a slide without notes of its own at walkthrough ``step`` (-1: outside)."""
    default = step_notes(step)
    if not default:
        return no_notes()
    return NotesText.tr("Default notes for step {number} (type to replace them with your own):\n\n{notes}").format(
        number=number(step + 1), notes=default)


class NotesDock(QtWidgets.QDockWidget):
    """The lecturer's notes for what is shown: own notes of the slide, or the step's defaults.

    Parameters
    ----------
    window : MainWindow
        Gets the dock (right side, hidden) and its View-menu entry (Ctrl+Shift+N).
    persistence : Persistence
        Holds the lecture whose current slide's notes are shown and edited.
    """

    def __init__(self, window, persistence) -> None:
        super().__init__(window)
        self.setObjectName("notesDock")
        self.persistence, self.session = persistence, window.session
        self.editor = QtWidgets.QPlainTextEdit(objectName="notesEditor")
        self.editor.setTabChangesFocus(True)
        self.where = QtWidgets.QLabel(objectName="notesWhere", textFormat=QtCore.Qt.TextFormat.PlainText,
                                      wordWrap=True)
        body = QtWidgets.QWidget()
        layout = QtWidgets.QVBoxLayout(body)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.addWidget(self.where)
        layout.addWidget(self.editor, 1)
        self.setWidget(body)
        self.setMinimumWidth(220)
        self._shown_before_presenting: bool | None = None
        window.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.hide()
        self.action = self.toggleViewAction()
        self.action.setShortcut(QtGui.QKeySequence("Ctrl+Shift+N"))
        window.addAction(self.action)           # the shortcut works with the menu bar hidden too
        self.editor.textChanged.connect(self._on_edited)
        persistence.lectureChanged.connect(self.refresh)
        self.session.stepChanged.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Its title, menu entry and texts in the current language (the window calls it on LanguageChange)."""
        self.setWindowTitle(NotesText.tr("Speaker notes"))
        self.editor.setAccessibleName(NotesText.tr("Speaker notes"))
        self.action.setText(NotesText.tr("Speaker &notes"))
        self.action.setToolTip(NotesText.tr("Your notes for the prepared sentence or walkthrough step shown "
                                            "(Ctrl+Shift+N); hidden in presentation mode"))
        self.refresh()

    def refresh(self, *_args) -> None:
        """Show the current slide's notes (unless they are what is being typed) and the step's defaults."""
        lecture = self.persistence.lecture
        notes = lecture.slide.notes
        if self.editor.toPlainText() != notes:
            with QtCore.QSignalBlocker(self.editor):
                self.editor.setPlainText(notes)
        self.editor.setPlaceholderText(placeholder(self.session.step))
        step = self.session.step
        where = {"number": number(lecture.current + 1), "count": number(len(lecture.slides)), "step": number(step + 1)}
        self.where.setText(NotesText.tr("Prepared sentence {number} of {count} · walkthrough step {step}").format(**where)
                           if step >= 0 else NotesText.tr("Prepared sentence {number} of {count}").format(**where))
        set_status_colour(self.where, None)
        self.where.setFont(QtGui.QFont())            # nothing set: the zoom's font again

    def set_presenting(self, on: bool) -> None:
        """Hide while presenting (the room sees this screen); show again after if it was shown."""
        if on and self._shown_before_presenting is None:
            self._shown_before_presenting = self.isVisible()
            self.hide()
        elif not on and self._shown_before_presenting is not None:
            self.setVisible(self._shown_before_presenting)
            self._shown_before_presenting = None
        self.action.setEnabled(not on)

    def _on_edited(self) -> None:
        problem = self.persistence.set_notes(self.editor.toPlainText())
        if problem:
            self.where.setText(NotesText.tr("Not kept: {reason}").format(reason=problem))
            # The theme's error shade (>= 4.5 : 1 on its backgrounds, recoloured with the theme); a style
            # sheet's fixed red was 3.3 : 1 on the dark theme and froze the label's font at its zoom.
            set_status_colour(self.where, "error")
            self.where.setFont(bold_font())
