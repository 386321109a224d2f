"""The heatmap's colour bar: the colour map from the low level (bottom) to the high one (top), with
a value axis on its right.

It looks like pyqtgraph's ``ColorBarItem`` and shows the same tick values (its axis is the same
``AxisItem``), but it is one painted item and an axis, not a second whole ``PlotItem`` with a view
box, four axes and their menus: that cost a sixth of building the window before its first frame
(issue 27).
"""
from __future__ import annotations

import numpy as np
from PySide6 import QtGui, QtWidgets

import pyqtgraph as pg

from posviz.qt.widgets import colors

BAR_WIDTH = 16      # pixels, as the ColorBarItem it replaced was told


class _Gradient(pg.GraphicsWidget):
    """The bar itself: the lookup table stretched over the item's height (its last colour on top)."""

    def __init__(self) -> None:
        super().__init__()
        self._image = QtGui.QImage()
        self.setFixedWidth(BAR_WIDTH)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Fixed, QtWidgets.QSizePolicy.Policy.Expanding)

    def set_lookup_table(self, lut: np.ndarray) -> None:
        """``lut`` : ndarray (n, 4) uint8 RGBA, the colour of the low level first."""
        column = np.ascontiguousarray(lut[::-1, :4], dtype=np.uint8).reshape(len(lut), 1, 4)
        self._image = QtGui.QImage(column.data, 1, len(lut), 4, QtGui.QImage.Format.Format_RGBA8888).copy()
        self.update()

    def paint(self, painter: QtGui.QPainter, *args) -> None:
        painter.drawImage(self.rect(), self._image)


class ColourBar(pg.GraphicsWidget):
    """A vertical colour bar for a layout: ``set_levels``, ``set_colormap``; ``axis`` is its value axis."""

    def __init__(self, levels: tuple[float, float] = (-1.0, 1.0), name: str = colors.DEFAULT_COLORMAP) -> None:
        super().__init__()
        self.axis = pg.AxisItem("right")
        self.axis.setZValue(0.5)
        self.bar = _Gradient()
        layout = QtWidgets.QGraphicsGridLayout()
        layout.setContentsMargins(1, 1, 1, 1)        # room for the frame, as in a PlotItem
        layout.setSpacing(0)
        layout.addItem(self.bar, 0, 0)
        layout.addItem(self.axis, 0, 1)
        self.setLayout(layout)
        self.levels = tuple(levels)
        self.set_levels(levels)
        self.set_colormap(name)

    def set_levels(self, levels: tuple[float, float]) -> None:
        """Values at the bottom and the top of the bar."""
        self.levels = (float(levels[0]), float(levels[1]))
        self.axis.setRange(*self.levels)

    def set_colormap(self, name: str) -> None:
        """Draw the diverging map ``name``."""
        self.bar.set_lookup_table(colors.lookup_table(name))

    def paint(self, painter: QtGui.QPainter, *args) -> None:
        """The frame left of, above and below the colours (the ColorBarItem's hidden axes drew it)."""
        rect = self.bar.geometry().adjusted(-1, -1, 0, 0)
        painter.setPen(self.axis.pen())
        painter.drawLine(rect.topLeft(), rect.bottomLeft())
        painter.drawLine(rect.topLeft(), rect.topRight())
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
