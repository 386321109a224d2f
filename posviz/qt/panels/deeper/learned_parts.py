"""Parts of the "What the positions learned" view: the similarity image and three small plots."""
from __future__ import annotations

import numpy as np
from PySide6 import QtGui

import pyqtgraph as pg

from posviz.qt.panels.deeper.rope_parts import ThemedPlot
from posviz.qt.widgets.colors import DEFAULT_COLORMAP, lookup_table
from posviz.i18n import Context, number

DeeperLearnedParts = Context("DeeperLearnedParts")

POSITION_MAP = "viridis"        # sequential: position 0 dark purple, the last yellow
SIMILARITY_LEVELS = (-1.0, 1.0)


def position_brushes(count: int) -> list[QtGui.QBrush]:
    """One brush per position 0 … count - 1, dark (first) to light (last)."""
    colours = pg.colormap.get(POSITION_MAP).map(np.linspace(0.0, 1.0, max(count, 1)), mode="byte")
    return [pg.mkBrush(*map(int, c)) for c in colours[:count]]


class SimilarityImage(ThemedPlot):
    """An L x L matrix as an image (row i at the top), levels fixed at -1 … 1, the session's colours."""

    axis_labels = ("position j", "position i")
    min_lines = 14
    square = True               # the room walk checks it is drawn square

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.colormap = DEFAULT_COLORMAP
        self.image = pg.ImageItem(axisOrder="row-major")
        self.image.setLookupTable(lookup_table(self.colormap))
        self.addItem(self.image)
        self.getViewBox().invertY(True)
        self.getViewBox().setAspectLocked(True)     # positions by positions: a square, its diagonal one
        self.values = np.zeros((0, 0))
        self.apply_font()

    def slide_copy(self) -> SimilarityImage:
        """A new plot of the same matrix, colours and names, for a slide figure (this one is not touched)."""
        copy = SimilarityImage()
        copy.axis_labels = self.axis_labels
        copy.set_colormap(self.colormap)
        if self.values.size:
            copy.set_matrix(self.values)
        copy.setAccessibleName(self.accessibleName())
        copy.apply_font()
        return copy

    def set_matrix(self, values: np.ndarray) -> None:
        """Show ``values`` (shape (L, L)); cell (i, j) covers [j, j + 1] x [i, i + 1]."""
        self.values = values
        size = values.shape[0]
        # averaged when shrunk: a 1,024-row diagonal drawn in 300 pixels stays a line, not dots
        self.image.setImage(values, levels=SIMILARITY_LEVELS, autoLevels=False, autoDownsample=True)
        self.image.setRect(0, 0, size, size)
        self.setRange(xRange=(0, size), yRange=(0, size), padding=0.02)

    def set_colormap(self, name: str) -> None:
        """Draw with the diverging map ``name`` (the session's choice)."""
        self.colormap = name
        self.image.setLookupTable(lookup_table(name))


class CurvePlot(ThemedPlot):
    """One curve (x, y) in the text colour, optionally a dotted line at a y value."""

    def __init__(self, x_label: str, y_label: str, parent=None) -> None:
        super().__init__(parent)
        self.axis_labels = (x_label, y_label)
        self.curve = self.plot([], [], pen=pg.mkPen(width=2))
        self.showGrid(x=True, y=True, alpha=0.2)
        self.apply_font()

    def restyle(self, font: QtGui.QFont, colour: QtGui.QColor) -> None:
        self.curve.setPen(pg.mkPen(colour, width=2))

    def set_curve(self, x: np.ndarray, y: np.ndarray, from_zero: bool = False) -> None:
        """Draw y against x; ``from_zero`` starts the y axis at 0 (lengths: equal ones draw flat, not as noise)."""
        x, y = np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64)
        self.curve.setData(x, y)
        self.enableAutoRange()
        if from_zero and y.size:
            self.setYRange(0.0, max(float(np.max(y)), 1e-12) * 1.05, padding=0)


class ComponentScatter(ThemedPlot):
    """The rows projected on two principal components, one dot per position coloured by position."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.axis_labels = ("PC 1", "PC 2")
        self.path = self.plot([], [], pen=pg.mkPen((150, 150, 150), width=1))     # consecutive positions joined
        self.dots = pg.ScatterPlotItem(size=6, pen=pg.mkPen(None))
        self.addItem(self.dots)
        self.key = ""           # what the colours mean, over the plot (a slide has no caption)
        self.points: tuple | None = None        # the last (x, y, labels) drawn
        self.showGrid(x=True, y=True, alpha=0.2)
        self.apply_font()

    def slide_copy(self) -> ComponentScatter:
        """A new plot of the same points, for a slide figure (this one is not touched)."""
        copy = ComponentScatter()
        if self.points is not None:
            copy.set_points(*self.points)
        copy.setAccessibleName(self.accessibleName())
        return copy

    def restyle(self, font: QtGui.QFont, colour: QtGui.QColor) -> None:
        """Dots grow with the text (6 px dots were specks on a 1920 x 1080 slide)."""
        self.dots.setSize(max(6.0, 0.4 * QtGui.QFontMetrics(font).height()))
        if self.key:
            size = f"{font.pixelSize()}px" if font.pixelSize() > 0 else f"{font.pointSizeF():g}pt"
            self.setTitle(self.key, color=colour.name(), size=size)

    def set_points(self, x: np.ndarray, y: np.ndarray, labels: tuple[str, str]) -> None:
        """Dots at (x[p], y[p]) for each position p, coloured dark (first) to light (last)."""
        self.points = (x, y, labels)
        brushes = position_brushes(len(x))
        self.key = colour_key(brushes)
        self.axis_labels = labels
        self.apply_font()
        self.path.setData(x, y)
        self.dots.setData(x=x, y=y, brush=brushes)
        self.enableAutoRange()


def colour_key(brushes: list[QtGui.QBrush]) -> str:
    """"● position 0 → ● position n−1" in the first and last dots' own colours ("" for no dots)."""
    if not brushes:
        return ""
    first, last = (b.color().name() for b in (brushes[0], brushes[-1]))
    return DeeperLearnedParts.tr("{first} position 0 \u2192 {last} position {end}").format(
        first=f"<span style='color:{first}'>\u25cf</span>", last=f"<span style='color:{last}'>\u25cf</span>",
        end=number(len(brushes) - 1))
