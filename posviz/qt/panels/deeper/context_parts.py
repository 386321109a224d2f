"""Parts of the context-extension view: a per-pair plot on a log scale with the bands shaded."""
from __future__ import annotations

import math

import numpy as np
from PySide6 import QtCore, QtGui

import pyqtgraph as pg

from posviz.lessons.context_extension import BETWEEN, KEPT, SLOWED
from posviz.qt.panels.deeper.rope_parts import ThemedPlot

# Okabe-Ito (colour-blind safe), light enough to sit behind the curves
BAND_COLOURS = {KEPT: QtGui.QColor(0, 158, 115, 50), BETWEEN: QtGui.QColor(240, 228, 66, 90),
                SLOWED: QtGui.QColor(230, 159, 0, 70)}
AFTER_COLOUR = QtGui.QColor("#0072b2")
MARK_COLOUR = QtGui.QColor("#d55e00")


def band_hex(band: int) -> str:
    """The band's colour, opaque, for a swatch in a caption."""
    colour = QtGui.QColor(BAND_COLOURS[band])
    colour.setAlpha(255)
    return colour.name()


class PairPlot(ThemedPlot):
    """One value per pair, before (dashed, text colour) and after scaling (solid blue), log y.

    ``before`` and ``after`` are the curves; their original data is what was set (not log10).
    """

    def __init__(self, y_label: str, parent=None) -> None:
        super().__init__(parent)
        self.axis_labels = ("pair i", y_label)
        self.setLogMode(False, True)
        self.bands: list[pg.LinearRegionItem] = []
        self.before = self.plot([], [], pen=pg.mkPen(width=2, style=QtCore.Qt.PenStyle.DashLine))
        self.after = self.plot([], [], pen=pg.mkPen(AFTER_COLOUR, width=3))
        self.marker = pg.InfiniteLine(angle=90, pen=pg.mkPen(MARK_COLOUR, width=2))
        self.addItem(self.marker)
        self.levels: list[pg.InfiniteLine] = []   # horizontal lines at given y values (log scale)
        self.showGrid(x=True, y=True, alpha=0.2)
        self.apply_font()

    def restyle(self, font: QtGui.QFont, colour: QtGui.QColor) -> None:
        self.before.setPen(pg.mkPen(colour, width=2, style=QtCore.Qt.PenStyle.DashLine))
        for line in self.levels:
            line.label.setColor(colour)
            line.label.setFont(font)

    def set_values(self, before: np.ndarray, after: np.ndarray, runs, pair: int) -> None:
        """Curves over pairs 0..K-1 (each shape (K,)), the bands as shaded runs, the chosen pair."""
        x = np.arange(len(before))
        self.before.setData(x, before)
        self.after.setData(x, after)
        for item in self.bands:
            self.removeItem(item)
        self.bands = []
        for band, first, last in runs:
            region = pg.LinearRegionItem((first - 0.5, last + 0.5), movable=False,
                                         brush=pg.mkBrush(BAND_COLOURS[band]), pen=pg.mkPen(None))
            region.setZValue(-10)
            self.addItem(region)
            self.bands.append(region)
        self.marker.setValue(pair)
        self.setXRange(-0.5, max(len(x) - 0.5, 0.5), padding=0.01)

    def set_levels(self, levels: list[tuple[float, str]]) -> None:
        """Horizontal lines at each (value, label), e.g. the original context length."""
        for line in self.levels:
            self.removeItem(line)
        colour = self.palette().color(QtGui.QPalette.ColorRole.WindowText)
        self.levels = []
        for i, (value, text) in enumerate(levels):
            # The lowest line's label hangs below it, the others sit above theirs: two lines a factor
            # of 4 apart are close on a log axis, and at 200 % their labels were drawn over each other.
            anchor = (0, 0) if i == 0 and len(levels) > 1 else (0, 1)
            line = pg.InfiniteLine(pos=math.log10(value), angle=0, label=text,
                                   pen=pg.mkPen(colour, width=1, style=QtCore.Qt.PenStyle.DotLine),
                                   labelOpts={"position": 0.03, "color": colour, "anchors": [anchor, anchor]})
            line.label.setFont(self.font())
            self.addItem(line)
            self.levels.append(line)
