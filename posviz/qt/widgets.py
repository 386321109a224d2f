"""Small reusable widgets: a coloured strip of vector cells, a wrapping caption."""
from __future__ import annotations

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from .colors import DEFAULT_COLORMAP, LUT_SIZE, qcolors


class VectorStrip(QtWidgets.QWidget):
    """One vector drawn as a row of coloured cells, each with its value when there is room.

    Long vectors (more cells than fit at a readable size) are drawn as thin bars without numbers;
    the caption above says how many values there are.
    """

    def __init__(self, parent: QtWidgets.QWidget | None = None, levels=(-1.0, 1.0), decimals: int = 2) -> None:
        super().__init__(parent)
        self._values = np.zeros(0)
        self._levels = levels
        self._decimals = decimals
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Fixed)

    @property
    def values(self) -> np.ndarray:
        return self._values

    def set_values(self, values: np.ndarray, levels=None) -> None:
        """Show ``values`` (shape (n,)), coloured against ``levels`` (default: keep)."""
        self._values = np.asarray(values, dtype=np.float64).ravel()
        if levels is not None:
            self._levels = levels
        self.update()

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802
        return QtCore.QSize(200, int(self.fontMetrics().height() * 1.8))

    def paintEvent(self, event) -> None:  # noqa: N802
        n = len(self._values)
        if n == 0:
            return
        painter = QtGui.QPainter(self)
        backgrounds, texts = qcolors(DEFAULT_COLORMAP)
        low, high = self._levels
        idx = np.clip(((self._values - low) / (high - low) * LUT_SIZE).astype(int), 0, LUT_SIZE - 1)
        width = self.width() / n
        sample = "-0." + "0" * self._decimals if self._decimals else "0"
        label_w = self.fontMetrics().horizontalAdvance(sample) + 4
        show_numbers = width >= label_w
        if not show_numbers:       # thin cells: one image of n pixels, stretched (8,192 cells in ~1 ms)
            painter.drawImage(QtCore.QRectF(0, 0, self.width(), self.height()), _cells_image(idx, backgrounds))
        for i in range(n if show_numbers else 0):
            rect = QtCore.QRectF(i * width, 0, width, self.height())
            painter.fillRect(rect, backgrounds[idx[i]])
            painter.setPen(texts[idx[i]])
            painter.drawText(rect, QtCore.Qt.AlignmentFlag.AlignCenter, f"{self._values[i]:.{self._decimals}f}")
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.Mid))
        painter.drawRect(QtCore.QRectF(0, 0, self.width() - 1, self.height() - 1))
        painter.end()


def _cells_image(indices: np.ndarray, colors) -> QtGui.QImage:
    """A 1-pixel-high image with one pixel per cell, coloured ``colors[indices[i]]``."""
    table = np.array([c.rgb() & 0xFFFFFFFF for c in colors], dtype=np.uint32)
    pixels = np.ascontiguousarray(table[indices], dtype=np.uint32)
    image = QtGui.QImage(pixels.data, len(pixels), 1, 4 * len(pixels), QtGui.QImage.Format.Format_RGB32)
    return image.copy()     # own the pixels: the numpy buffer is freed on return


def caption(text: str = "", parent: QtWidgets.QWidget | None = None) -> QtWidgets.QLabel:
    """A word-wrapping label for explanations."""
    label = QtWidgets.QLabel(text, parent)
    label.setWordWrap(True)
    label.setTextFormat(QtCore.Qt.TextFormat.RichText)
    return label
