"""Numbers typed into spin boxes read in the user's locale, and nothing ambiguous reinterpreted.

Qt's spin boxes read text with the widget's locale but drop group separators loosely: under a
German or Turkish locale (decimal separator ",", group separator ".") typing ``0.5`` gives 5, and
under English ``1,5`` gives 15, without a word. :class:`NumberLocaleGuard`, installed once on the
application, refuses a separator that is not the locale's decimal separator where a number is typed
(the key is not taken) and says why through ``refused``; :func:`read_number` is the strict reading
(group separators rejected) the boxes' own checks use.
"""
from __future__ import annotations

import math
import weakref

from PySide6 import QtCore, QtWidgets

WATCHED = "posvizNumberGuard"       # a box's property once the guard filters its events
REFUSED = "posvizRefusedTyping"     # a box's property while an entry with a refused key is open
SEPARATORS = (".", ",", "\u066b", "\u066c", "'", "\u2019")     # decimal and group marks in use


def strict(locale: QtCore.QLocale) -> QtCore.QLocale:
    """``locale`` that fails on any group separator (so "0.5" under de_DE is not read as 5)."""
    copy = QtCore.QLocale(locale)
    copy.setNumberOptions(copy.numberOptions() | QtCore.QLocale.NumberOption.RejectGroupSeparator)
    return copy


def read_number(text: str, kind, locale: QtCore.QLocale):
    """``text`` as a finite number of type ``kind`` (int or float) in ``locale``, or None when it is
    not one there (a group separator, the other decimal separator, letters)."""
    reader = strict(locale)
    value, ok = reader.toDouble(text.strip()) if kind is float else reader.toLongLong(text.strip())
    if not ok or (kind is float and not math.isfinite(value)):
        return None
    return kind(value)


def refusal(char: str, box: QtWidgets.QAbstractSpinBox) -> str:
    """Why ``char`` typed into ``box`` is not taken ("" when it is a character numbers use here)."""
    point = box.locale().decimalPoint()
    whole = not isinstance(box, QtWidgets.QDoubleSpinBox)
    if char not in SEPARATORS or (char == point and not whole):
        return ""
    if whole:
        return "This box takes whole numbers without separators: “{char}” was not typed.".format(char=char)
    return ("Numbers here are written with “{point}” as the decimal separator (for example 0{point}5); "
            "“{char}” was not typed, so nothing was read differently from what you meant.").format(
                point=point, char=char)


class NumberLocaleGuard(QtCore.QObject):
    """Application-wide: a separator key that a spin box would misread is refused, and the reason
    sent to the ``refuse(message)`` registered for the box's window (:func:`install`)."""

    refused = QtCore.Signal(str)

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._targets: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()   # window -> WeakMethod

    def register(self, window: QtWidgets.QWidget, refuse) -> None:
        """Send refusals typed in ``window`` to ``refuse`` (a bound method; neither is kept alive)."""
        self._targets[window] = weakref.WeakMethod(refuse)

    def watch(self, _old, new) -> None:
        """Filter the events of a spin box (or its line edit) that takes the focus; once is enough."""
        box = new if isinstance(new, QtWidgets.QAbstractSpinBox) else new.parent() if isinstance(
            new, QtWidgets.QLineEdit) else None
        if isinstance(box, (QtWidgets.QSpinBox, QtWidgets.QDoubleSpinBox)) and not box.property(WATCHED):
            box.setProperty(WATCHED, True)
            box.installEventFilter(self)
            box.lineEdit().installEventFilter(self)

    def _tell(self, box: QtWidgets.QWidget, message: str) -> None:
        self.refused.emit(message)
        target = self._targets.get(box.window())
        refuse = target() if target is not None else None
        if refuse is not None:
            refuse(message)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind not in (QtCore.QEvent.Type.KeyPress, QtCore.QEvent.Type.FocusOut):
            return False
        box = obj if isinstance(obj, QtWidgets.QAbstractSpinBox) else obj.parent() if isinstance(
            obj, QtWidgets.QLineEdit) else None
        if not isinstance(box, (QtWidgets.QSpinBox, QtWidgets.QDoubleSpinBox)):
            return False
        if box.property(REFUSED):
            return self._while_refused(box, event)
        message = refusal(event.text(), box) if kind == QtCore.QEvent.Type.KeyPress else ""
        if message:
            box.setProperty(REFUSED, True)     # the rest of this entry is not read either (0.5 is not 05)
            self._tell(box, message)
            return True                        # the key is not taken
        return False

    @staticmethod
    def _while_refused(box: QtWidgets.QAbstractSpinBox, event) -> bool:
        """After a refused key, an entry is corrected (Backspace, Delete) or dropped: Enter, Escape or
        leaving the box put the value in force back; other keys are not taken."""
        if event.type() == QtCore.QEvent.Type.KeyPress and event.key() in (
                QtCore.Qt.Key.Key_Backspace, QtCore.Qt.Key.Key_Delete):
            box.setProperty(REFUSED, False)
            return False
        if event.type() == QtCore.QEvent.Type.FocusOut or event.key() in (
                QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter, QtCore.Qt.Key.Key_Escape):
            box.setProperty(REFUSED, False)
            box.lineEdit().setText(box.prefix() + box.textFromValue(box.value()) + box.suffix())
            return event.type() != QtCore.QEvent.Type.FocusOut
        return bool(event.text()) and event.text().isprintable()


def install(app: QtWidgets.QApplication, window: QtWidgets.QWidget, refuse) -> NumberLocaleGuard:
    """The application's one :class:`NumberLocaleGuard` (made on first call); refusals typed in
    ``window`` go to ``refuse(message)``. The guard watches the spin box that has the keyboard
    focus (keys go there), not every event of the application: a filter in Python on all events
    slowed the building of a tab."""
    guard = app.findChild(NumberLocaleGuard)
    if guard is None:
        guard = NumberLocaleGuard(app)
        app.focusChanged.connect(guard.watch)
    guard.register(window, refuse)
    return guard
