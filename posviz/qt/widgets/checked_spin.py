"""Spin boxes that report a typed number outside their range instead of silently changing it.

A plain QSpinBox rejects each keystroke that cannot lead to a value in range: typing 100000 into a
box that stops at 8,192 leaves 1000 (and sets it), and typing -1 into a box that starts at 1
leaves 1. In front of a class that is a wrong number nobody asked for. These boxes let any number
be typed; when one outside the range is committed (Enter or leaving the box) they put the last
value back and send the typed number through ``outOfRange``, so the session can say why it was
refused.
"""
from __future__ import annotations

import re

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.qt.widgets.number_locale import read_number

_INT_TYPING = re.compile(r"[+-]?\d*")
_FLOAT_TYPING = re.compile(r"[+-]?(\d+\.?\d*|\.\d*)?([eE][+-]?\d*)?")
Intermediate = QtGui.QValidator.State.Intermediate
Invalid = QtGui.QValidator.State.Invalid


def _number(text: str, kind, locale: QtCore.QLocale):
    """``text`` as a finite number of type ``kind`` read in ``locale`` (never a comma stripped as a
    thousands separator: "0,5" under de_DE is 0.5, under C it is no number), or None."""
    return read_number(text, kind, locale)


class CheckedSpinBox(QtWidgets.QSpinBox):
    """A QSpinBox whose out-of-range whole numbers go to ``outOfRange(int)`` on commit."""

    outOfRange = QtCore.Signal(int)

    def validate(self, text: str, pos: int):
        state, text, pos = super().validate(text, pos)
        if state == Invalid and _INT_TYPING.fullmatch(self._core(text)):
            state = Intermediate   # still being typed, or out of range: judged on commit
        return state, text, pos

    def fixup(self, text: str) -> str:
        value = _number(self._core(text), int, self.locale())
        if value is not None and not self.minimum() <= value <= self.maximum():
            self.outOfRange.emit(value)
        return super().fixup(text)

    def _core(self, text: str) -> str:
        return text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()


class CheckedDoubleSpinBox(QtWidgets.QDoubleSpinBox):
    """A QDoubleSpinBox whose out-of-range numbers go to ``outOfRange(float)`` on commit."""

    outOfRange = QtCore.Signal(float)

    def validate(self, text: str, pos: int):
        state, text, pos = super().validate(text, pos)
        point = self.locale().decimalPoint()
        if state == Invalid and _FLOAT_TYPING.fullmatch(self._core(text).replace(point, ".")):
            state = Intermediate
        return state, text, pos

    def textFromValue(self, value: float) -> str:  # noqa: N802 (Qt's name)
        """The locale's text for ``value`` without trailing zeros: 10000, 1.5 (not 10000.000)."""
        text, point = super().textFromValue(value), self.locale().decimalPoint()
        return text.rstrip("0").rstrip(point) if point in text else text

    def fixup(self, text: str) -> str:
        value = _number(self._core(text), float, self.locale())
        if value is not None and not self.minimum() <= value <= self.maximum():
            self.outOfRange.emit(value)
        return super().fixup(text)

    def _core(self, text: str) -> str:
        return text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()
