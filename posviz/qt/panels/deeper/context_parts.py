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
        self.getViewBox().sigResized.connect(self.place_labels)
        self.getViewBox().sigRangeChanged.connect(self.place_labels)
        self.apply_font()

    def restyle(self, font: QtGui.QFont, colour: QtGui.QColor) -> None:
        self.before.setPen(pg.mkPen(colour, width=2, style=QtCore.Qt.PenStyle.DashLine))
        for line in self.levels:
            line.label.setColor(colour)
            line.label.setFont(font)
        self.place_labels()                  # a new font: new label sizes

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

    def set_levels(self, levels: list[tuple[float, str, str]]) -> None:
        """Horizontal lines at each (value, label, short label), e.g. the original context length;
        each label is put where neither curve nor another label is, inside the plot
        (:func:`place_labels`), the short one when the label is wider than the plot."""
        for line in self.levels:
            self.removeItem(line)
        colour = self.palette().color(QtGui.QPalette.ColorRole.WindowText)
        self.levels = []
        for value, text, short in levels:
            line = pg.InfiniteLine(pos=math.log10(value), angle=0, label=text,
                                   pen=pg.mkPen(colour, width=1, style=QtCore.Qt.PenStyle.DotLine),
                                   labelOpts={"position": 0.03, "color": colour, "anchors": [(0, 1), (0, 1)]})
            line.label.setFont(self.font())
            line.label_texts = (text, short)
            self.addItem(line)
            self.levels.append(line)
        self.place_labels()

    def place_labels(self, *_args) -> None:
        """Move each level's label to a free place for the plot's present size and range."""
        if not self.levels:
            return
        box = self.getViewBox()
        (x0, x1), (y0, y1) = box.viewRange()
        per_x, per_y = box.viewPixelSize()
        if not (per_x > 0 and per_y > 0):
            return                                  # not laid out yet: placed on the next resize
        curves = [(c.xData, np.log10(c.yData)) for c in (self.before, self.after)
                  if c.xData is not None and len(c.xData)]
        sizes = []
        for line in self.levels:
            for text in line.label_texts:            # the long label if it fits the plot's width
                line.label.setFormat(text)
                line.label.valueChanged()
                width = line.label.boundingRect().width() * per_x
                if width <= x1 - x0:
                    break
            sizes.append((width, line.label.boundingRect().height() * per_y))
        spots = place_labels(curves, [line.value() for line in self.levels], sizes, (x0, x1, y0, y1))
        for line, (left, above) in zip(self.levels, spots):
            anchor = (0, 1) if above else (0, 0)
            line.label.anchors = [anchor, anchor]
            line.label.setPosition((left - x0) / (x1 - x0))
            line.label.updatePosition()


def _curve_span(x: np.ndarray, y: np.ndarray, left: float, right: float) -> tuple[float, float] | None:
    """Lowest and highest value of the piecewise-linear curve (x, y) over [left, right], or None
    when it does not reach there."""
    if not len(x) or right < x[0] or left > x[-1]:
        return None
    ends = np.interp([max(left, x[0]), min(right, x[-1])], x, y)
    inside = y[(x > left) & (x < right)]
    values = np.concatenate([ends, inside])
    values = values[np.isfinite(values)]
    return (float(values.min()), float(values.max())) if len(values) else None


def _free(box, curves, taken) -> bool:
    left, right, low, high = box
    for x, y in curves:
        span = _curve_span(x, y, left, right)
        if span is not None and span[1] >= low and span[0] <= high:
            return False
    return all(right <= o[0] or left >= o[1] or high <= o[2] or low >= o[3] for o in taken)


def place_labels(curves, levels, sizes, view, candidates: int = 33) -> list[tuple[float, bool]]:
    """Where to put each level line's label: (left edge in data units, above the line?).

    Parameters
    ----------
    curves : list of (x, y) arrays, each shape (n,)
        What the labels must not cross, in the plot's coordinates (log10 of the values).
    levels : list of float
        Each line's height, in the same coordinates.
    sizes : list of (width, height)
        Each label's size in data units.
    view : (x0, x1, y0, y1)
        The visible range: a label stays inside it.

    Each label takes the left-most free place, above its line if it can, else below; labels placed
    earlier are obstacles too. With no free place, the least bad one is the left end above the line,
    moved down or up into the plot.
    """
    x0, x1, y0, y1 = view
    taken, out = [], []
    for level, (width, height) in zip(levels, sizes):
        chosen = None
        lefts = np.linspace(x0, max(x0, x1 - width), candidates)
        for above in (True, False):
            low = level if above else level - height
            if low < y0 or low + height > y1:
                continue                                   # that side is cut by the plot's edge
            chosen = next(((float(left), above) for left in lefts
                           if _free((left, left + width, low, low + height), curves, taken)), None)
            if chosen is not None:
                break
        if chosen is None:
            chosen = (float(x0), level + height <= y1)
        left, above = chosen
        low = level if above else level - height
        taken.append((left, left + width, low, low + height))
        out.append(chosen)
    return out
