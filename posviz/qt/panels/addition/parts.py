"""Small parts of the addition panel: its labels, and what a screen reader says of the sum."""
from __future__ import annotations

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, number
from posviz.qt.widgets import spoken

AdditionPanel = Context("AdditionPanel")      # the panel's own context: the same messages as before


def read_out(caption: str, names: list[str], values: tuple, first: int, stop: int) -> str:
    """What a screen reader says of dimensions ``first`` to ``stop`` of ``values`` (token row, position
    row, row of Z; each shape (d,)), with four significant digits (the canvas draws two)."""
    token, position, z = values
    d = len(token)
    sums = "; ".join(f"{name}: {spoken.numbers(a)} + {spoken.numbers(b)} = {spoken.numbers(c)}" for name, a, b, c
                     in zip(names, token[first:stop], position[first:stop], z[first:stop]))
    said = AdditionPanel.tr("{caption} Token + position = z: {sums}.").format(caption=caption, sums=sums)
    if stop - first != d:
        said = AdditionPanel.tr("{description} Dimensions {first} to {last} of {width} are read out.").format(
            description=said, first=number(first), last=number(stop - 1), width=number(d))
    return said


def label(name: str, parent: QtWidgets.QWidget) -> QtWidgets.QLabel:
    """A wrapping plain-text label (the caption quotes the sentence's words)."""
    made = QtWidgets.QLabel(parent, objectName=name)
    made.setWordWrap(True)
    made.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    return made
