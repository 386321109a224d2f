"""Painting helpers of the vector-addition canvas: its pixel layout and a painter guard.

The layout is a function of the font metrics, the canvas size and the texts, so every size
follows the widget's font (a presentation zoom scales it all).
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6 import QtGui


class Painting:
    """``with Painting(pixmap) as painter:`` paints and always ends the painter."""

    def __init__(self, device: QtGui.QPaintDevice) -> None:
        self._painter = QtGui.QPainter(device)
        self._painter.setRenderHint(QtGui.QPainter.RenderHint.TextAntialiasing, True)

    def __enter__(self) -> QtGui.QPainter:
        return self._painter

    def __exit__(self, *exc) -> None:
        self._painter.end()


@dataclass(frozen=True)
class Layout:
    """Pixel positions of one paint (all derived from the font and the widget size)."""

    left: float          # x where the dimension names start
    name_w: float
    lane_x0: float       # x of lane 0's bar area; lane l starts at lane_x0 + l * pitch
    pitch: float
    bar_w: float
    num_w: float
    sign_w: float
    top: float           # y of the first data row
    row_h: float

    def lane_x(self, lane: float) -> float:
        return self.lane_x0 + lane * self.pitch


def column_widths(fm: QtGui.QFontMetrics, numbers: list[str]) -> tuple[float, float, float]:
    """(pad, number column, sign column) widths: numbers in full, whatever their length."""
    pad = fm.horizontalAdvance("0") * 0.6
    num_w = max([fm.horizontalAdvance(s) for s in numbers] + [fm.horizontalAdvance("-0.00")]) + pad
    return pad, num_w, fm.horizontalAdvance(" + ") + pad


def minimum_width(fm: QtGui.QFontMetrics, numbers: list[str]) -> int:
    """Numbers and signs in full, names cut to four letters, thin bars: any narrower and the
    last lane would fall off the right edge."""
    pad, num_w, sign_w = column_widths(fm, numbers)
    return int(2 * pad + 3 * num_w + 2 * sign_w + fm.horizontalAdvance("0000") + 1.5 * fm.height()) + 1


def lay_out(fm: QtGui.QFontMetrics, width: float, height: float, names: list[str], numbers: list[str],
            row_h: float, header_rows: float, max_stretch: float) -> Layout:
    """Where everything goes: names, then three lanes of (bars, numbers, sign).

    Bars shrink first (to half a font height each), then names are elided (to four letters),
    then bars again (to 4 px). Rows stretch up to ``max_stretch`` times ``row_h`` to fill the
    height, never below ``row_h``.
    """
    pad, num_w, sign_w = column_widths(fm, numbers)
    room = width - 2 * pad - 3 * num_w - 2 * sign_w        # for the names and three bars
    names_full = max([fm.horizontalAdvance(n) for n in names] + [0]) + pad
    name_w = max(fm.horizontalAdvance("0000"), min(names_full, width * 0.28, room - 1.5 * fm.height()))
    bar_w = max((room - name_w) / 3, 4.0)
    top = row_h * header_rows
    stretched = min(max(row_h, (height - top) / max(len(names), 1)), row_h * max_stretch)
    return Layout(pad, name_w, pad + name_w, bar_w + num_w + sign_w, bar_w, num_w, sign_w, top, stretched)
