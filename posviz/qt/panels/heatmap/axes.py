"""Axes for a table drawn as an image: ticks in the middle of cells, token and dimension names,
and a strip that marks the sentence's positions beside the rows."""
from __future__ import annotations

import math
from typing import Callable

from PySide6 import QtCore, QtGui

import pyqtgraph as pg

SENTENCE_COLOR = QtGui.QColor(130, 130, 130)   # grey bar for the sentence, text colour for the focus:
                                                # neither is a colour of the diverging maps
STRIP_WIDTH = 18


class CellAxis(pg.AxisItem):
    """An axis whose ticks sit at i + 0.5, the middle of cell i, labelled by ``label_of(i)``.

    Only whole cells are labelled (no "2.5"); when every cell has room, every cell is labelled.
    """

    def __init__(self, orientation: str, label_of: Callable[[int, bool], str] | None = None) -> None:
        super().__init__(orientation)
        self.count = 1
        self.pixels_per_cell = 0.0
        self.every_cell = False       # every visible cell has its own tick
        self.labelled = range(0)      # the cells labelled by label_of(i, True) when last drawn
        self._label_of = label_of or (lambda i, every: f"{i:,}")

    def tickValues(self, minVal, maxVal, size):  # noqa: N802 (pyqtgraph's name)
        low, high = sorted((minVal, maxVal))
        self.pixels_per_cell = size / max(high - low, 1e-9)
        first, last = max(math.ceil(low - 0.5), 0), min(math.floor(high - 0.5), self.count - 1)
        self.every_cell = self.pixels_per_cell >= self._room_needed() or last <= first
        self.labelled = range(first, last + 1) if self.every_cell else range(0)
        if self.every_cell:     # room for a label on every cell: one level, so pyqtgraph draws them all
            return [(1.0, [i + 0.5 for i in self.labelled])]
        levels = []
        for spacing, values in super().tickValues(low - 0.5, high - 0.5, size):
            if spacing >= 1:
                levels.append((spacing, [v + 0.5 for v in values if 0 <= v < self.count and float(v).is_integer()]))
        return levels

    def _room_needed(self) -> float:
        """Pixels a cell needs for its own label: a line of text, or the widest number across."""
        metrics = QtGui.QFontMetrics(self.style["tickFont"] or QtGui.QFont())
        if self.orientation in ("left", "right"):
            return metrics.height() * 1.15
        return metrics.horizontalAdvance(f"{self.count - 1:,}") + 12

    def tickStrings(self, values, scale, spacing):  # noqa: N802
        return [self._label_of(int(round(v - 0.5)), self.every_cell) for v in values]


class SentenceStrip(pg.AxisItem):
    """A narrow strip beside the rows: a grey bar over the sentence's positions, an arrow in the
    text colour (black on light themes, white on dark) at the focused position.

    The bar is at least 3 pixels tall, so a 5-token sentence stays visible among a million rows.
    """

    def __init__(self) -> None:
        super().__init__("right")
        self.setStyle(showValues=False, tickLength=0)
        self.setWidth(STRIP_WIDTH)
        self.length = 0
        self.focus = -1

    def set_marks(self, length: int, focus: int) -> None:
        """Mark positions 0..length-1 and the focused position (-1: none)."""
        if (int(length), int(focus)) != (self.length, self.focus):    # a keystroke often changes neither
            self.length, self.focus = int(length), int(focus)
            self.update()

    def tickValues(self, minVal, maxVal, size):  # noqa: N802
        return []

    def _row_span(self, first: float, last: float) -> tuple[float, float]:
        """Local y of the top and bottom of rows first..last (exclusive), at least 3 px apart."""
        view = self.linkedView()
        top = self.mapFromScene(view.mapViewToScene(QtCore.QPointF(0, first))).y()
        bottom = self.mapFromScene(view.mapViewToScene(QtCore.QPointF(0, last))).y()
        top, bottom = sorted((top, bottom))
        if bottom - top < 3:
            middle = (top + bottom) / 2
            top, bottom = middle - 1.5, middle + 1.5
        return top, bottom

    def paint(self, p, opt, widget):
        if self.linkedView() is None or self.length <= 0:
            return
        bounds = self.boundingRect()
        p.setClipRect(bounds)
        top, bottom = self._row_span(0, self.length)
        p.fillRect(QtCore.QRectF(3, top, 6, bottom - top), SENTENCE_COLOR)
        if self.focus >= 0:     # an arrow pointing at the focused row, visible however thin the row
            top, bottom = self._row_span(self.focus, self.focus + 1)
            half = max(6.0, (bottom - top) / 2)
            middle = min(max((top + bottom) / 2, bounds.top() + half), bounds.bottom() - half)   # whole arrow
            arrow = QtGui.QPolygonF([QtCore.QPointF(1, middle), QtCore.QPointF(STRIP_WIDTH - 2, middle - half),
                                     QtCore.QPointF(STRIP_WIDTH - 2, middle + half)])
            p.setPen(QtCore.Qt.PenStyle.NoPen)
            p.setBrush(self.textPen().color())
            p.drawPolygon(arrow)
