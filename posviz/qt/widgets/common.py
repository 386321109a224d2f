"""Small reusable widgets: a coloured strip of vector cells, a wrapping caption."""
from __future__ import annotations

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import number
from posviz.qt.widgets.colors import DEFAULT_COLORMAP, lut_indices, qcolors


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
        self.setAccessibleDescription(_spoken_vector(self._values))
        self.update()

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802
        return QtCore.QSize(200, int(self.fontMetrics().height() * 1.8))

    def paintEvent(self, event) -> None:  # noqa: N802
        n = len(self._values)
        if n == 0:
            return
        painter = QtGui.QPainter(self)
        backgrounds, texts = qcolors(DEFAULT_COLORMAP)
        idx = lut_indices(self._values, self._levels)     # NaN and inf too: a paintEvent must not raise
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
            painter.drawText(rect, QtCore.Qt.AlignmentFlag.AlignCenter, number(float(self._values[i]), self._decimals))
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


class LabelHolder(QtWidgets.QWidget):
    """Holds a word-wrapping label outside any layout, so that a new text only repaints it.

    A QLabel's ``setText`` invalidates every layout from its parent up to the main window, which
    then recomputes its size hints (a millisecond or two on each keystroke for the token ids).
    The holder's size hints do not depend on the text but for its height at the holder's width:
    a new layout is asked for only when that changes. Set the text with :meth:`set_text`.
    """

    WIDE, NARROW = 80, 10      # preferred and smallest widths, in average characters

    def __init__(self, label: QtWidgets.QLabel, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        label.setParent(self)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Fixed)
        self._height = label.heightForWidth(self.width())

    def set_text(self, text: str) -> None:
        if text != self.label.text():
            self.label.setText(text)
            self._fit_height()

    def _fit_height(self) -> None:
        height = self.label.heightForWidth(self.width())
        if height != self._height:
            self._height = height
            self.updateGeometry()

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 (Qt's name)
        return QtCore.QSize(self.fontMetrics().averageCharWidth() * self.WIDE, self._height)

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802
        return QtCore.QSize(self.fontMetrics().averageCharWidth() * self.NARROW, self._height)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.label.setGeometry(self.rect())
        self._fit_height()

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.StyleChange):
            # measured once the label has taken the new font too (it hears of it after the holder)
            QtCore.QTimer.singleShot(0, self, self._fit_height)


def _spoken_vector(values: np.ndarray) -> str:
    """A strip's numbers for a screen reader; a one-hot vector as where its 1 is."""
    if values.size == 0:
        return "empty"
    nonzero = np.flatnonzero(values)
    if nonzero.size == 1 and values[nonzero[0]] == 1.0 and values.size > 1:
        return f"{values.size:,} numbers, all 0 but a 1 at index {nonzero[0]:,}"
    from posviz.qt.widgets.spoken import numbers
    return f"{values.size:,} numbers: {numbers(values)}"


class FlatLayout(QtWidgets.QVBoxLayout):
    """A layout that hides its children's height-for-width from the scroll area above it.

    With height-for-width (any wrapped label has it) QScrollArea sizes its widget by the
    *preferred* height and scrolls at 1024 x 768 although everything fits (the quiz at 200 %
    scrolled by 127 px over an empty lower half); without it the page scrolls only when the
    window is smaller than the view's minimum.
    """

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return False


class WrappedPage(QtWidgets.QWidget):
    """A scroll area's page of wrapped text whose least height is what the text needs at the
    page's own width, not at its narrowest: the quiz's question, four lines at 1024 px, asked for
    its height at 216 px and scrolled over an empty half page."""

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth() and self.width() > hint.width():
            return QtCore.QSize(hint.width(), layout.totalHeightForWidth(self.width()))
        return hint
