"""Presenter keys: a clicker's keys belong to the presentation, not to whichever widget has focus.

A clicker sends Right/Left/Page Down/Page Up/Space/B/. and nothing else, and the lecturer cannot
see which widget has focus. The rules:

- In the walkthrough and in presentation mode every presenter key moves the step (or blanks the
  screen) whatever has focus; it never changes the sentence, a setting or a selection. Only a
  widget the user is visibly editing keeps its keys (see below).
- Outside them, a control that uses arrows or text (spin box, list, table, slider, the practice
  editor) keeps them only while it is being edited.
- Editing a widget starts when it is clicked (outside the walkthrough and presentation, or for text
  fields at any time), when F2 is pressed, or when a printable key that is not a presenter key is
  typed into it; Esc, Enter or leaving the widget ends it. The status bar says what is being edited.
- Drop-down lists (the presets) never keep the keys: their list, while open, is a window of its own.
- Outside them, a button, check box, drop-down or tab bar is operated by its keys (Space, arrows,
  Enter) only after Tab brought the keys to it (its focus frame shows it), never because it happens
  to have focus (the window's first focus, a click that already operated it): then the keys are the
  clicker's and it stays as it is.
"""
from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, isolate
from posviz.qt.widgets import glossary_tips
from posviz.state.commands import BY_ID, COMMANDS, key_help

Qt = QtCore.Qt
Key = Qt.Key
PresenterHelp = Context("PresenterHelp")
Event = QtCore.QEvent.Type
# The only events the filter reads. Every event of the application passes the filter (some 3,000
# before the first frame): their Python class turns most others away without asking Qt for their type
# (~1.6 µs each), one set look-up the rest (reading a Qt enum member is slow, too).
WATCHED_CLASSES = (QtGui.QKeyEvent, QtGui.QMouseEvent, QtGui.QFocusEvent, QtGui.QHelpEvent)
WATCHED = frozenset((Event.ToolTip, Event.MouseButtonPress, Event.FocusOut, Event.FocusIn, Event.KeyPress))


def qt_key(name: str) -> int:
    """The Qt key of a command's key name ("Right", "PgDown", ".")."""
    return QtGui.QKeySequence(name)[0].key()


def _keys(command_id: str) -> frozenset:
    return frozenset(qt_key(name) for name in BY_ID[command_id].clicker)


# The clicker's keys, read from the command table: key -> the command it gives.
CLICKER_COMMANDS = {qt_key(name): command for command in COMMANDS for name in command.clicker}
NEXT_KEYS, PREVIOUS_KEYS = _keys("next_step"), _keys("previous_step")
BLANK_KEYS, HELP_KEYS = _keys("blank"), _keys("key_help")
PRESENTER_KEYS = frozenset(CLICKER_COMMANDS)
CLICKER_KEYS = (Key.Key_Right, Key.Key_Left, Key.Key_PageDown, Key.Key_PageUp, Key.Key_Space,
                Key.Key_B, Key.Key_Period)
TEXT_INPUTS = (QtWidgets.QLineEdit, QtWidgets.QPlainTextEdit, QtWidgets.QTextEdit)
# Controls that use arrows or typed text: they keep the keys while they are being edited.
EDITABLE = (QtWidgets.QAbstractSpinBox, QtWidgets.QAbstractItemView, QtWidgets.QAbstractSlider, *TEXT_INPUTS)
_SINGLE_LINE = (QtWidgets.QLineEdit, QtWidgets.QAbstractSpinBox)
# Outside the walkthrough and presentation, the keys that operate a focused control are its own, so
# posviz works from the keyboard alone: Space presses a button or opens a drop-down, arrows move along
# the tabs or a drop-down's items.
OPERATING_KEYS = ((QtWidgets.QAbstractButton, frozenset({Key.Key_Space, Key.Key_Return, Key.Key_Enter})),
                  (QtWidgets.QComboBox, frozenset({Key.Key_Space, Key.Key_Up, Key.Key_Down})),
                  (QtWidgets.QTabBar, frozenset({Key.Key_Left, Key.Key_Right})))

TAB_REASONS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
ARROWS = frozenset({Key.Key_Left, Key.Key_Right, Key.Key_Up, Key.Key_Down})


def _in_button_group(widget) -> bool:
    """A button of a group (the practice tasks): Tab reaches the checked one, arrows the others."""
    return isinstance(widget, QtWidgets.QAbstractButton) and (widget.group() is not None or widget.autoExclusive())


KEY_HELP = key_help()        # the F1 list, built from the command table


def _control_of(widget: QtWidgets.QWidget | None) -> QtWidgets.QWidget | None:
    """The control a click or key on ``widget`` is meant for (a spin box for its inner line edit,
    a list for its viewport), or None if it is not an editable control."""
    found = None
    while widget is not None and not widget.isWindow():
        if isinstance(widget, (QtWidgets.QAbstractSpinBox, QtWidgets.QComboBox)):
            return widget if isinstance(widget, EDITABLE) else None
        if found is None and isinstance(widget, EDITABLE):
            found = widget
        widget = widget.parentWidget()
    return found


@runtime_checkable
class Lectern(Protocol):
    """What the presenter keys, the command table's actions and the focus ring need of a window: the
    main window and the presenter console both are one.

    Attributes
    ----------
    session : Session
    presenting : bool
        Whether the clicker's keys are the lecturer's even outside the walkthrough.
    sentence : SentencePanel
        Its ``editor`` keeps its keys while being edited.
    """

    session: object
    presenting: bool
    sentence: QtWidgets.QWidget

    @property
    def blanked(self) -> bool: ...
    def toggle_blank(self) -> None: ...
    def leave_mode(self) -> None: ...
    def show_key_help(self) -> None: ...
    def set_presenting(self, on: bool) -> None: ...
    def step_slide(self, by: int) -> None: ...
    def statusBar(self) -> QtWidgets.QStatusBar: ...  # noqa: N802


class PresenterKeys(QtCore.QObject):
    """Application-wide key filter for one window.

    Parameters
    ----------
    window : Lectern
        The main window or the presenter console.

    Attributes
    ----------
    edited : QWidget or None
        The control being edited (it keeps its keys), None when the presenter has them.
    armed : QWidget or None
        The button, box, drop-down or tab bar Tab last brought the keys to (outside the lecture).
    """

    def __init__(self, window: Lectern) -> None:
        super().__init__(window)
        self.window = window
        self.edited: QtWidgets.QWidget | None = None
        self.armed: QtWidgets.QWidget | None = None     # reached by Tab: operated by its own keys
        self.editor = window.sentence.editor
        # Installed when the window is first shown: every event of building, polishing and laying out
        # the window would pass through this Python filter first (about 3,000, some 7 ms of start-up),
        # and no key, click, tool tip or focus of a window not yet shown is the presenter's.
        self._installed = False
        if window.isVisible():
            self._install()
        else:
            window.installEventFilter(self)
        window.destroyed.connect(self._uninstall)

    def _install(self) -> None:
        self._installed = True
        self.window.removeEventFilter(self)
        QtWidgets.QApplication.instance().installEventFilter(self)

    def _uninstall(self) -> None:
        app = QtWidgets.QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    @property
    def editing(self) -> bool:
        """Whether the sentence editor is being edited."""
        return self.edited is self.editor

    @property
    def lecturing(self) -> bool:
        """In the walkthrough or in presentation mode: the presenter keys are the lecturer's."""
        return self.window.session.step >= 0 or self.window.presenting

    def set_editing(self, editing: bool) -> None:
        """Enter or leave editing of the sentence."""
        self._edit(self.editor if editing else None)
        if editing:
            self.editor.setFocus(Qt.FocusReason.OtherFocusReason)

    def _edit(self, control: QtWidgets.QWidget | None) -> None:
        if control is self.edited:
            return
        self.edited = control
        bar = self.window.statusBar()
        if control is None:
            bar.clearMessage()
        elif control is not self.editor:
            name = control.accessibleName() or type(control).__name__
            bar.showMessage(PresenterHelp.tr("Editing “{name}”: its arrows and Enter are its own. Esc gives them "
                                             "back to the walkthrough keys.").format(name=isolate(name)))

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if not self._installed:         # the window's own filter until it shows
            if event.type() == Event.Paint and obj is self.window:
                self._install()
            return False
        if not isinstance(event, WATCHED_CLASSES):
            return False
        kind = event.type()
        if kind not in WATCHED:
            return False
        if kind == Event.ToolTip:      # hovering a caption explains the terms it shows
            return isinstance(obj, QtWidgets.QLabel) and glossary_tips.show_tip(obj, event)
        if kind == Event.MouseButtonPress and isinstance(obj, QtWidgets.QWidget):
            self._on_press(obj)
        elif kind == Event.FocusOut and self.edited is not None and obj is self.edited:
            self._edit(None)
        elif kind == Event.FocusIn and isinstance(obj, QtWidgets.QWidget):
            self._on_focus_in(obj, event.reason())
        if kind != Event.KeyPress or not isinstance(obj, QtWidgets.QWidget):
            return False
        focus = QtWidgets.QApplication.focusWidget()
        if obj.window() is not self.window or obj is not (focus if focus is not None else self.window):
            return False   # each key is handled once: when it reaches the focused widget
        return self._on_key(focus, event)

    def _on_focus_in(self, obj: QtWidgets.QWidget, reason) -> None:
        """Tab arms what it reaches; any other focus (the first, a click, a program's) disarms,
        except an arrow moving along an armed group of buttons, or a popup or window coming back."""
        if reason in TAB_REASONS:
            self.armed = obj if obj.window() is self.window and not self.lecturing else None
            self._on_tabbed_to(obj)
        elif reason not in (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason) and not (
                _in_button_group(obj) and _in_button_group(self.armed) and obj.group() is self.armed.group()):
            self.armed = None

    def _on_tabbed_to(self, obj: QtWidgets.QWidget) -> None:
        """A control reached with Tab outside the lecture is being edited: a keyboard user's arrows
        move a slider or spin box at once (a clicker never sends Tab)."""
        if obj.window() is self.window and not self.lecturing:
            control = _control_of(obj)
            if control is not None:
                self._edit(control)

    def _on_press(self, obj: QtWidgets.QWidget) -> None:
        if obj.window() is not self.window:
            return
        control = _control_of(obj)
        if control is not None and (not self.lecturing or isinstance(control, TEXT_INPUTS)):
            self._edit(control)

    def _editing(self, focus) -> bool:
        edited = self.edited
        return edited is not None and focus is not None and (focus is edited or edited.isAncestorOf(focus))

    def _on_key(self, focus, event) -> bool:
        key, mods = event.key(), event.modifiers()
        if mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier |
                   Qt.KeyboardModifier.MetaModifier):
            return False   # shortcuts (Ctrl+=, ...) belong to their actions
        if self.window.blanked:
            self.window.toggle_blank()
            return True
        if self._editing(focus):
            return self._key_while_editing(key)
        control = _control_of(focus)
        if control is not None and key not in PRESENTER_KEYS and (
                key == Key.Key_F2 or (event.text() and event.text().isprintable())):
            self._edit(control)         # typing into a control starts editing it
            return False
        if not self.lecturing and focus is self.armed and (
                any(isinstance(focus, kind) and key in keys for kind, keys in OPERATING_KEYS)
                or (key in ARROWS and _in_button_group(focus))):
            return False                # a button, drop-down or tab bar Tab reached is operated by its keys
        return self._act(key)

    def _key_while_editing(self, key) -> bool:
        """The edited control has the key; Esc and (one-line fields) Enter end editing."""
        edited = self.edited
        if key == Key.Key_Escape:
            self._edit(None)
            return True
        if key in (Key.Key_Return, Key.Key_Enter) and isinstance(edited, _SINGLE_LINE):
            self._edit(None)
            return edited is self.editor    # a spin box still gets Enter: it commits the typed value
        return False

    def _act(self, key) -> bool:
        """A presenter key gives its command (the command table's action), if it has one."""
        command = CLICKER_COMMANDS.get(key)
        if command is None:
            return False
        command.action(self.window)
        return True


def clicker_help() -> str:
    """Help → Presenting with a clicker, in the current language."""
    return PresenterHelp.tr(
        "A clicker's Next and Back (Right/Left, Page Down/Page Up, Space) move through the five steps of "
        "the walkthrough, and its blank button (B or .) blacks the screen out. In the walkthrough and in "
        "presentation mode (F5), and before them unless Tab brought the keys to a control, these keys "
        "always move the steps, whichever control was touched last; "
        "they never change the sentence, a setting or a selection. To type a new sentence, click it or "
        "press F2; Enter or Esc gives the keys back to the clicker. With a projector plugged in, F5 shows "
        "this window full screen on it and a presenter console on the laptop (the step, what comes next, "
        "your notes, the time, what the room sees); the keys work in both, and B blanks only the room's.")
