"""Presenter keys: a clicker's keys drive the walkthrough, even while the sentence editor has focus.

The rule: the sentence editor receives keys only while it is being edited. Editing starts when
the editor is clicked, when F2 is pressed, or when a printable key that is not a presenter key is
typed into it; Enter or Esc ends editing. Other text fields (spin boxes, the practice editor)
always keep their keys.
"""
from __future__ import annotations

from PySide6 import QtCore, QtWidgets

Qt = QtCore.Qt
Key = Qt.Key

NEXT_KEYS = frozenset({Key.Key_Right, Key.Key_Down, Key.Key_PageDown, Key.Key_Space, Key.Key_N,
                       Key.Key_Return, Key.Key_Enter})
PREVIOUS_KEYS = frozenset({Key.Key_Left, Key.Key_Up, Key.Key_PageUp, Key.Key_Backspace, Key.Key_P})
BLANK_KEYS = frozenset({Key.Key_B, Key.Key_Period})
HELP_KEYS = frozenset({Key.Key_F1, Key.Key_Question})
PRESENTER_KEYS = NEXT_KEYS | PREVIOUS_KEYS | BLANK_KEYS | HELP_KEYS | {Key.Key_Escape}
_OTHER_TEXT_INPUTS = (QtWidgets.QAbstractSpinBox, QtWidgets.QPlainTextEdit, QtWidgets.QTextEdit,
                      QtWidgets.QLineEdit, QtWidgets.QComboBox)

KEY_HELP = (
    ("Right, Down, Page Down, Space, N, Enter", "next walkthrough step (starts the walkthrough)"),
    ("Left, Up, Page Up, Backspace, P", "previous step"),
    ("B or .", "blank the screen (any key brings it back)"),
    ("Esc", "leave the current mode: blank screen, editing, presentation, walkthrough"),
    ("F2 or a click in the sentence", "edit the sentence (Enter or Esc to stop editing)"),
    ("F5", "presentation mode (full screen, no menus)"),
    ("Ctrl+= / Ctrl+- / Ctrl+0", "zoom in / out / back to 100 %"),
    ("F1 or ?", "this list of keys"),
)


class PresenterKeys(QtCore.QObject):
    """Application-wide key filter for one window.

    Parameters
    ----------
    window : MainWindow
        Must offer ``session``, ``sentence.editor``, ``toggle_blank()``, ``leave_mode()`` and
        ``show_key_help()``.
    """

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.editing = False
        self.editor = window.sentence.editor
        self.editor.installEventFilter(self)
        QtWidgets.QApplication.instance().installEventFilter(self)
        window.destroyed.connect(self._uninstall)

    def _uninstall(self) -> None:
        app = QtWidgets.QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def set_editing(self, editing: bool) -> None:
        """Enter or leave editing of the sentence."""
        self.editing = editing
        if editing:
            self.editor.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        kind = event.type()
        if obj is self.editor and kind == QtCore.QEvent.Type.MouseButtonPress:
            self.editing = True
        elif obj is self.editor and kind == QtCore.QEvent.Type.FocusOut:
            self.editing = False
        if kind != QtCore.QEvent.Type.KeyPress or not isinstance(obj, QtWidgets.QWidget):
            return False
        focus = QtWidgets.QApplication.focusWidget()
        if obj.window() is not self.window or obj is not (focus if focus is not None else self.window):
            return False   # each key is handled once: when it reaches the focused widget
        return self._on_key(obj, event)

    def _on_key(self, obj, event) -> bool:
        key, mods = event.key(), event.modifiers()
        if mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier |
                   Qt.KeyboardModifier.MetaModifier):
            return False   # shortcuts (Ctrl+=, ...) belong to their actions
        if self.window.blanked:
            self.window.toggle_blank()
            return True
        focus = QtWidgets.QApplication.focusWidget()
        if focus is self.editor:
            if self.editing:
                if key in (Key.Key_Escape, Key.Key_Return, Key.Key_Enter):
                    self.editing = False
                    return True
                return False
            if key == Key.Key_F2 or (event.text().isprintable() and event.text() and key not in PRESENTER_KEYS):
                self.editing = True
                return False
        elif isinstance(focus, _OTHER_TEXT_INPUTS):
            return False
        return self._act(key)

    def _act(self, key) -> bool:
        session, window = self.window.session, self.window
        if key in NEXT_KEYS:
            session.set_step(session.step + 1)
        elif key in PREVIOUS_KEYS:
            if session.step > 0:
                session.set_step(session.step - 1)
        elif key in BLANK_KEYS:
            window.toggle_blank()
        elif key in HELP_KEYS:
            window.show_key_help()
        elif key == Key.Key_Escape:
            window.leave_mode()
        else:
            return False
        return True
