"""Parts of the one-hot view: the painted look-up (one-hot . E = row) and the cosine table."""
from __future__ import annotations

import math

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, number
from posviz.qt.widgets.colors import DEFAULT_COLORMAP, lut_indices, qcolors
from posviz.qt.panels.deeper.common import HeaderTableModel, draw_outline
from posviz.shorten import clip


def lookup_stage(t: float) -> tuple[float, float]:
    """Geometry of the look-up at progress ``t`` in [0, 1].

    Returns
    -------
    (fade, slide) : (float, float)
        ``fade``: how far the rows multiplied by 0 have faded (first half); ``slide``: how far the
        chosen row has moved from E to the result (second half). Both in [0, 1].
    """
    t = min(max(float(t), 0.0), 1.0)
    return min(1.0, 2.0 * t), max(0.0, 2.0 * t - 1.0)


# How far the rows multiplied by 0 fade: they drop out of the sum but stay readable on a projector
# (at 215 of 255 they were near-invisible).
VEIL_ALPHA = 130

DeeperOneHotParts = Context("DeeperOneHotParts")


class LookupCanvas(QtWidgets.QWidget):
    """Labels | one-hot (standing up) | E | = result, drawn for a window of E's rows."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lookupCanvas")
        self.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)    # a matrix product reads left to right
        self.progress, self.message = 1.0, ""
        self.labels: list[str] = []
        self.columns: list[str] = []      # E's column names, drawn over its columns
        self.one_hot = np.zeros(0)
        self.matrix = np.zeros((0, 0))
        self.chosen, self.first_id, self.vocab_size = 0, 0, 0
        self.result = np.zeros(0)
        self.levels = (-1.0, 1.0)
        self.colormap = DEFAULT_COLORMAP
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Expanding)

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802
        """Room for every row of E at its least height, the result row and the line under it (at
        200 % on a short screen the rows ran under the replay button and the result was lost)."""
        fh, n = self.fontMetrics().height(), max(len(self.labels), 1)
        return QtCore.QSize(360, max(220, math.ceil(2.8 * fh + (n + 1.5) * 1.05 * fh + 2.0 * fh)))

    def set_lookup(self, labels, one_hot, matrix, chosen, first_id, vocab_size, result, levels,
                   columns=None) -> None:
        """Rows ``first_id`` .. of E (shape (n, d)) with their one-hot entries (n,) and the product (d,);
        ``columns`` names E's columns (None: numbered d0, d1, …)."""
        self.columns = list(columns) if columns else [f"d{j}" for j in range(np.shape(matrix)[-1])]
        self.labels, self.one_hot = list(labels), np.asarray(one_hot, dtype=np.float64)
        self.matrix, self.result = np.asarray(matrix, dtype=np.float64), np.asarray(result, dtype=np.float64)
        self.chosen, self.first_id, self.vocab_size, self.levels = chosen, first_id, vocab_size, levels
        self.message = ""
        self.updateGeometry()          # the number of rows sets the least height
        self.update()

    def set_message(self, message: str) -> None:
        """Show a sentence instead of the look-up (e.g. an unknown word has no row)."""
        self.message = message
        self.update()

    def set_colormap(self, name: str) -> None:
        self.colormap = name
        self.update()

    def set_progress(self, t: float) -> None:
        self.progress = min(max(float(t), 0.0), 1.0)
        self.update()

    def layout_boxes(self) -> dict:
        """Pixel geometry: cell sizes, the x of each block, the y of E's first row and of the result."""
        metrics = self.fontMetrics()
        fh, n = metrics.height(), max(len(self.labels), 1)
        ch = min(max((self.height() - 4.8 * fh) / (n + 1.5), fh * 1.05), fh * 2.6)
        cw = max(metrics.horizontalAdvance("-0.00") + 8, ch * 1.5,
                 max((metrics.horizontalAdvance(t) for t in self.columns), default=0) + 8)
        label_w = max((metrics.horizontalAdvance(t) for t in self.labels + ["one-hot \u00b7 E"]), default=0) + 10
        op_w = metrics.horizontalAdvance("=") + fh
        d = self.matrix.shape[1] if self.matrix.ndim == 2 else 0
        x_e = label_w + ch + op_w
        cols = max(1, min(d, int((self.width() - x_e - 4) // cw)))
        y0 = 2.8 * fh                   # two lines above E: its shape, then its column names
        return {"ch": ch, "cw": cw, "x_onehot": label_w, "x_e": x_e, "y0": y0, "y_result": y0 + (n + 0.5) * ch,
                "cols": cols, "d": d, "op_w": op_w}

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:  # noqa: N802
        painter = QtGui.QPainter(self)
        # Numbers and labels left to right: the painter's default direction follows the application's
        # when a text has no letter, and "-0.20" read "0.20-" in Arabic.
        painter.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.WindowText))
        if self.message or not self.labels:
            painter.drawText(self.rect().adjusted(8, 8, -8, -8), QtCore.Qt.TextFlag.TextWordWrap, self.message)
            painter.end()
            return
        box = self.layout_boxes()
        fade, slide = lookup_stage(self.progress)
        self._paint_captions(painter, box)
        for r in range(len(self.labels)):
            self._paint_row(painter, box, r, fade)
        start = box["y0"] + self.chosen * box["ch"]   # the chosen row drops from E to the result line
        y = start + slide * (box["y_result"] - start)
        self._paint_cells(painter, box["x_e"], y, self.result[: box["cols"]], box, outline=True)
        painter.end()

    def _cell_colours(self, values) -> tuple[list, list]:
        backgrounds, texts = qcolors(self.colormap)
        idx = lut_indices(values, self.levels)
        return [backgrounds[i] for i in idx], [texts[i] for i in idx]

    def _paint_cells(self, painter, x, y, values, box, outline=False, decimals=2) -> None:
        backgrounds, texts = self._cell_colours(values)
        for c, value in enumerate(values):
            cell = QtCore.QRectF(x + c * box["cw"], y, box["cw"], box["ch"])
            painter.fillRect(cell, backgrounds[c])
            painter.setPen(texts[c])
            painter.drawText(cell, QtCore.Qt.AlignmentFlag.AlignCenter, f"{value:.{decimals}f}")
        if outline:
            draw_outline(painter, self, QtCore.QRectF(x, y, box["cw"] * len(values), box["ch"]), 2.5)

    def _paint_row(self, painter, box, r, fade) -> None:
        ch, y = box["ch"], box["y0"] + r * box["ch"]
        align = QtCore.Qt.AlignmentFlag
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.WindowText))
        painter.drawText(QtCore.QRectF(0, y, box["x_onehot"] - 6, ch), align.AlignRight | align.AlignVCenter,
                         self.labels[r])
        one = QtCore.QRectF(box["x_onehot"], y, ch, ch)
        backgrounds, texts = self._cell_colours(self.one_hot[r:r + 1])
        painter.fillRect(one, backgrounds[0])
        painter.setPen(texts[0])
        painter.drawText(one, align.AlignCenter, f"{self.one_hot[r]:.0f}")
        if r != self.chosen:
            self._paint_cells(painter, box["x_e"], y, self.matrix[r, : box["cols"]], box)
            veil = QtGui.QColor(self.palette().color(QtGui.QPalette.ColorRole.Window))
            veil.setAlpha(int(VEIL_ALPHA * fade))     # multiplied by 0: these rows drop out of the sum
            painter.fillRect(QtCore.QRectF(box["x_e"], y, box["cw"] * box["cols"], ch), veil)
            return
        draw_outline(painter, self, one, 2.5)
        painter.setPen(QtGui.QPen(QtGui.QColor("gray"), 1, QtCore.Qt.PenStyle.DashLine))
        painter.drawRect(QtCore.QRectF(box["x_e"], y, box["cw"] * box["cols"], ch))
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.WindowText))
        painter.drawText(QtCore.QRectF(box["x_onehot"] + ch, y, box["op_w"], ch), align.AlignCenter, "\u00b7")

    def _paint_captions(self, painter, box) -> None:
        fh, align = self.fontMetrics().height(), QtCore.Qt.AlignmentFlag
        n = len(self.labels)
        if box["cols"] == box["d"]:
            shape = DeeperOneHotParts.tr("E: {rows} \u00d7 {width}")
        else:
            shape = DeeperOneHotParts.tr("E: {rows} \u00d7 {width} (first {shown} of {width} columns)")
        painter.drawText(QtCore.QPointF(box["x_e"], box["y0"] - 1.65 * fh),
                         shape.format(rows=number(self.vocab_size), width=box["d"], shown=box["cols"]))
        for c, name in enumerate(self.columns[: box["cols"]]):     # what each column of E is
            cell = QtCore.QRectF(box["x_e"] + c * box["cw"], box["y0"] - 1.2 * fh, box["cw"], 1.2 * fh)
            painter.drawText(cell, align.AlignCenter, name)
        result = QtCore.QRectF(0, box["y_result"], box["x_e"] - 6, box["ch"])
        painter.drawText(result, align.AlignRight | align.AlignVCenter, "one-hot \u00b7 E =")
        hidden = self.vocab_size - n
        if hidden > 0:
            note = DeeperOneHotParts.tr("one-hot: {size} numbers, stood on end (entry v multiplies row v); "
                                        "%Ln more rows of E not drawn", None, hidden)
        else:
            note = DeeperOneHotParts.tr("one-hot: {size} numbers, stood on end (entry v multiplies row v)")
        painter.setLayoutDirection(QtGui.QGuiApplication.layoutDirection())    # a sentence, in the reader's direction
        painter.drawText(QtCore.QRectF(4, box["y_result"] + box["ch"] + 0.2 * fh, self.width() - 8, 1.2 * fh),
                         align.AlignLeading | align.AlignVCenter, note.format(size=number(self.vocab_size)))


class CosineTableModel(HeaderTableModel):
    """Rows: the sentence's tokens; columns: token, one-hot cosine, learned-row cosine."""

    HEADERS = ("pos", "word", "one-hot", "row of E")

    def headers(self) -> tuple[str, ...]:
        return (DeeperOneHotParts.tr("pos"), DeeperOneHotParts.tr("word"), DeeperOneHotParts.tr("one-hot"),
                DeeperOneHotParts.tr("row of E"))

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.words: list[str] = []
        self.known = np.zeros(0, dtype=bool)
        self.values = np.zeros((0, 2))
        self.focus = -1
        self.colormap = DEFAULT_COLORMAP

    def set_rows(self, frame, focus: int, one_hot, dense) -> None:
        self.beginResetModel()
        self.words = [clip(t.text) for t in frame.tokens]      # shown and measured: cut (issue 26)
        self.known, self.focus = np.asarray(frame.known, dtype=bool), focus
        self.values = np.column_stack([one_hot, dense]) if len(one_hot) else np.zeros((0, 2))
        self.endResetModel()

    def clear(self) -> None:
        self.beginResetModel()
        self.words, self.known, self.values, self.focus = [], np.zeros(0, dtype=bool), np.zeros((0, 2)), -1
        self.endResetModel()

    def _row_count(self) -> int:
        return len(self.words)

    def data(self, index, role=QtCore.Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        r, c = index.row(), index.column()
        usable = self.known[r] and self.known[self.focus]
        if role == QtCore.Qt.ItemDataRole.DisplayRole:
            if c == 0:
                return str(r)
            if c == 1:
                return self.words[r]
            return number(self.values[r, c - 2], 2) if usable else DeeperOneHotParts.tr("no row")
        if role == QtCore.Qt.ItemDataRole.BackgroundRole and c >= 2 and usable:
            backgrounds, _ = qcolors(self.colormap)
            return backgrounds[int(lut_indices(self.values[r, c - 2], (-1.0, 1.0)))]
        if role == QtCore.Qt.ItemDataRole.ForegroundRole and c >= 2 and usable:
            _, texts = qcolors(self.colormap)
            return texts[int(lut_indices(self.values[r, c - 2], (-1.0, 1.0)))]
        if role == QtCore.Qt.ItemDataRole.FontRole and r == self.focus:
            font = QtGui.QFont()
            font.setBold(True)
            return font
        if role == QtCore.Qt.ItemDataRole.TextAlignmentRole and c != 1:
            return int(QtCore.Qt.AlignmentFlag.AlignCenter)
        return None
