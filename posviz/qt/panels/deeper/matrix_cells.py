"""A matrix painted as coloured cells (the deeper views' tables of numbers), with its labels, values
when they fit, outlines and a colour legend; n x n matrices of one kind keep square cells."""
from __future__ import annotations

import math

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.qt.widgets.colors import DEFAULT_COLORMAP, lookup_table, lut_indices, qcolors

MISSING_RGBA = (190, 190, 190, 255)     # cells with no value (e.g. past a learned table's end)
MAX_CELL_FONT_HEIGHTS = 3.0             # a 2 x 2 matrix must not fill a whole page
SQUARE_LINES = 4                        # least side of a square matrix, in lines of its font


def draw_outline(painter: QtGui.QPainter, widget: QtWidgets.QWidget, rect: QtCore.QRectF, width: float) -> None:
    """A frame that shows on any background: the window colour under the text colour, any theme."""
    palette = widget.palette()
    painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
    for role, pen_width in ((QtGui.QPalette.ColorRole.Window, width + 2), (QtGui.QPalette.ColorRole.WindowText, width)):
        painter.setPen(QtGui.QPen(palette.color(role), pen_width))
        painter.drawRect(rect)


def label_step(count: int, cell: float, needed: float) -> int:
    """Draw every n-th label so that labels ``needed`` pixels long do not overlap in ``cell`` pixels."""
    if count == 0 or cell <= 0:
        return 1
    return max(1, math.ceil(needed / cell))


class MatrixView(QtWidgets.QWidget):
    """A matrix painted as coloured cells, with row/column labels, values when they fit, a legend.

    NaN cells are grey (no value). Fonts follow the widget's font.
    """

    cellClicked = QtCore.Signal(int, int)

    def __init__(self, parent: QtWidgets.QWidget | None = None, legend: bool = True,
                 square: bool = False) -> None:
        super().__init__(parent)
        self.square_cells = square      # rows and columns of one kind: drawn with square cells
        self.values = np.zeros((0, 0))
        self.levels = (-1.0, 1.0)
        self.row_labels: list[str] = []
        self.col_labels: list[str] = []
        self.highlight: set[tuple[int, int]] = set()
        self.missing_text = ""
        self.colormap = DEFAULT_COLORMAP
        self._legend, self._decimals, self._rgba = legend, 2, np.zeros((0, 0, 4), np.uint8)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Expanding)
        # A matrix reads as mathematics does, left to right, in a mirrored (Arabic) window too.
        self.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)

    def set_data(self, values, levels=(-1.0, 1.0), row_labels=None, col_labels=None,
                 decimals: int = 2, highlight=(), missing_text: str = "") -> None:
        """Show ``values`` (shape (n, m)) coloured between ``levels``.

        ``highlight`` lists (row, col) cells to outline; ``missing_text`` is written over the rows
        that have no values at all (NaN).
        """
        values = np.array(values, dtype=np.float64, order="C")
        shape = self.values.shape
        self.values = values[None, :] if values.ndim == 1 else values
        if self.square != (self.square_cells and shape[0] == shape[1] > 1):
            self.updateGeometry()        # a square matrix asks for a square's height
        self.levels = (float(levels[0]), float(levels[1]))
        self.row_labels = list(row_labels) if row_labels is not None else []
        self.col_labels = list(col_labels) if col_labels is not None else []
        self._decimals, self.highlight, self.missing_text = decimals, set(highlight), missing_text
        self._recolour()

    def set_colormap(self, name: str) -> None:
        """Draw with the diverging map ``name`` (the session's choice)."""
        if name != self.colormap:
            self.colormap = name
            self._recolour()

    def _recolour(self) -> None:
        rgba = lookup_table(self.colormap)[lut_indices(np.nan_to_num(self.values), self.levels)]
        rgba[np.isnan(self.values)] = MISSING_RGBA
        self._rgba = np.ascontiguousarray(rgba, dtype=np.uint8)
        self.update()

    def _margins(self) -> tuple[int, int, int]:
        """Left (row labels), top (column labels) and bottom (legend) margins in pixels."""
        metrics = self.fontMetrics()
        left = max((metrics.horizontalAdvance(t) for t in self.row_labels), default=0) + 6
        top = metrics.height() + 4 if self.col_labels else 2
        bottom = 2 * metrics.height() + 6 if self._legend else 2
        return left, top, bottom

    @property
    def square(self) -> bool:
        """An n x n matrix of rows and columns of one kind (positions by positions): its cells are
        square, or its diagonal is not one (a 24 x 24 table drawn 330 x 30 hid it)."""
        n, m = self.values.shape
        return self.square_cells and n == m > 1

    def grid_rect(self) -> QtCore.QRectF:
        """Where the cells are drawn, in widget coordinates."""
        n, m = self.values.shape
        left, top, bottom = self._margins()
        width, height = max(self.width() - left - 4, 1), max(self.height() - top - bottom, 1)
        if not n or not m:
            return QtCore.QRectF(left, top, 0, 0)
        cap = MAX_CELL_FONT_HEIGHTS * self.fontMetrics().height()
        cell_w, cell_h = min(width / m, 3 * cap), min(height / n, cap)
        if self.square:
            cell_w = cell_h = min(cell_w, cell_h)
        return QtCore.QRectF(left, top, cell_w * m, cell_h * n)

    def cell_at(self, point: QtCore.QPointF) -> tuple[int, int] | None:
        """The (row, col) under ``point``, or None."""
        rect, (n, m) = self.grid_rect(), self.values.shape
        if not rect.contains(point) or not n or not m:
            return None
        return (min(int((point.y() - rect.top()) / rect.height() * n), n - 1),
                min(int((point.x() - rect.left()) / rect.width() * m), m - 1))

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802
        cell = self.cell_at(event.position())
        if cell is not None:
            self.cellClicked.emit(*cell)

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:  # noqa: N802
        n, m = self.values.shape
        if not n or not m:
            return
        painter = QtGui.QPainter(self)
        # Numbers and labels left to right: the painter's default direction follows the application's
        # when a text has no letter, and "-0.20" read "0.20-" in Arabic.
        painter.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
        rect = self.grid_rect()
        image = QtGui.QImage(self._rgba.data, m, n, 4 * m, QtGui.QImage.Format.Format_RGBA8888)
        painter.drawImage(rect, image)
        self._paint_values(painter, rect)
        self._paint_labels(painter, rect)
        self._paint_highlight(painter, rect)
        self._paint_missing(painter, rect)
        if self._legend:
            self._paint_legend(painter, rect)
        painter.end()

    def _paint_values(self, painter: QtGui.QPainter, rect: QtCore.QRectF) -> None:
        n, m = self.values.shape
        cw, ch = rect.width() / m, rect.height() / n
        metrics = self.fontMetrics()
        if cw < metrics.horizontalAdvance("-0." + "0" * self._decimals) + 4 or ch < metrics.height():
            return
        _, texts = qcolors(self.colormap)
        indices = lut_indices(np.nan_to_num(self.values), self.levels)
        for (r, c), value in np.ndenumerate(self.values):
            cell = QtCore.QRectF(rect.left() + c * cw, rect.top() + r * ch, cw, ch)
            painter.setPen(texts[indices[r, c]] if np.isfinite(value) else QtGui.QColor("black"))
            text = "\u2014" if np.isnan(value) else f"{value:.{self._decimals}f}"
            painter.drawText(cell, QtCore.Qt.AlignmentFlag.AlignCenter, text)

    def row_label_boxes(self, rect: QtCore.QRectF | None = None) -> list[tuple[str, QtCore.QRectF]]:
        """The row labels drawn and their boxes: a whole line of text each, centred on its row,
        however thin the rows (a box as thin as its row cut "42" down to something like "47")."""
        rect = self.grid_rect() if rect is None else rect
        n = self.values.shape[0]
        if not n:
            return []
        line, ch = self.fontMetrics().height(), rect.height() / n
        return [(self.row_labels[r], QtCore.QRectF(0, rect.top() + (r + 0.5) * ch - line / 2, rect.left() - 4, line))
                for r in range(0, min(n, len(self.row_labels)), label_step(n, ch, line))]

    def _paint_labels(self, painter: QtGui.QPainter, rect: QtCore.QRectF) -> None:
        n, m = self.values.shape
        metrics, align = self.fontMetrics(), QtCore.Qt.AlignmentFlag
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.WindowText))
        cw = rect.width() / m
        for text, box in self.row_label_boxes(rect):
            painter.drawText(box, align.AlignRight | align.AlignVCenter, text)
        widest = max((metrics.horizontalAdvance(t) for t in self.col_labels), default=0) + 6
        for c in range(0, min(m, len(self.col_labels)), label_step(m, cw, widest)):
            box = QtCore.QRectF(rect.left() + c * cw - widest, 0, cw + 2 * widest, rect.top() - 2)
            painter.drawText(box, align.AlignHCenter | align.AlignBottom, self.col_labels[c])

    def _paint_highlight(self, painter: QtGui.QPainter, rect: QtCore.QRectF) -> None:
        if not self.highlight:
            return
        n, m = self.values.shape
        cw, ch = rect.width() / m, rect.height() / n
        width = max(2.0, min(cw, ch) / 8)
        whole_rows = {r for r in range(n) if all((r, c) in self.highlight for c in range(m))}
        for r in whole_rows:   # one frame around a whole row reads better than m small ones
            draw_outline(painter, self, QtCore.QRectF(rect.left(), rect.top() + r * ch, rect.width(), ch), width)
        for r, c in self.highlight:
            if 0 <= r < n and 0 <= c < m and r not in whole_rows:
                draw_outline(painter, self, QtCore.QRectF(rect.left() + c * cw, rect.top() + r * ch, cw, ch), width)

    def _paint_missing(self, painter: QtGui.QPainter, rect: QtCore.QRectF) -> None:
        empty = np.flatnonzero(np.all(np.isnan(self.values), axis=1))
        if not self.missing_text or not empty.size:
            return
        n = len(self.values)
        box = QtCore.QRectF(rect.left(), rect.top() + empty[0] * rect.height() / n, rect.width(),
                            (empty[-1] + 1 - empty[0]) * rect.height() / n)
        painter.setPen(QtGui.QColor("black"))
        painter.drawText(box, QtCore.Qt.AlignmentFlag.AlignCenter | QtCore.Qt.TextFlag.TextWordWrap,
                         self.missing_text)

    def _paint_legend(self, painter: QtGui.QPainter, rect: QtCore.QRectF) -> None:
        metrics = self.fontMetrics()
        width = max(min(rect.width(), 20 * metrics.height()), 6 * metrics.height())
        top = rect.bottom() + 4
        strip = QtCore.QRectF(rect.left(), top, width, metrics.height() * 0.7)
        gradient = QtGui.QLinearGradient(strip.topLeft(), strip.topRight())
        lut = lookup_table(self.colormap)
        for stop in np.linspace(0.0, 1.0, 9):
            r, g, b, _ = lut[min(int(stop * (len(lut) - 1)), len(lut) - 1)]
            gradient.setColorAt(float(stop), QtGui.QColor(int(r), int(g), int(b)))
        painter.fillRect(strip, gradient)
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.WindowText))
        low, high = self.levels
        text_box = QtCore.QRectF(strip.left(), strip.bottom(), strip.width(), metrics.height() + 2)
        align = QtCore.Qt.AlignmentFlag
        painter.drawText(text_box, align.AlignLeft | align.AlignTop, f"{low:.3g}")
        painter.drawText(text_box, align.AlignHCenter | align.AlignTop, f"{(low + high) / 2:.3g}")
        painter.drawText(text_box, align.AlignRight | align.AlignTop, f"{high:.3g}")

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802
        return QtCore.QSize(320, 260)

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802
        """A square matrix keeps a square of SQUARE_LINES lines (it grows with the zoom)."""
        if not self.square:
            return QtCore.QSize(120, 100)
        left, top, bottom = self._margins()
        side = SQUARE_LINES * self.fontMetrics().height()
        return QtCore.QSize(max(120, left + 4 + side), max(100, top + bottom + side))
