"""Parts of the RoPE view: two arrows on a dial, and the score-by-offset plot."""
from __future__ import annotations

import math

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

import pyqtgraph as pg

from posviz.i18n import Context
from posviz.qt.widgets import plot_style

DeeperRopeParts = Context("DeeperRopeParts")

Q_COLOUR, K_COLOUR = QtGui.QColor("#d55e00"), QtGui.QColor("#0072b2")   # Okabe-Ito: colour-blind safe
# (first key position, colour, line style, width): drawn wide to thin, so all three stay visible
START_STYLES = ((0, Q_COLOUR, QtCore.Qt.PenStyle.SolidLine, 8),
                (100, QtGui.QColor("black"), QtCore.Qt.PenStyle.DashLine, 2),    # recoloured to the text
                (10_000, K_COLOUR, QtCore.Qt.PenStyle.DotLine, 3))


class ArrowDial(QtWidgets.QWidget):
    """One pair of q's and k's dimensions drawn as two arrows from the centre of a circle."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ropeDial")
        self.q, self.k = np.zeros(2), np.zeros(2)
        self.q_label = self.k_label = ""
        self.dims = (0, 1)
        self.message = ""
        self.setMinimumSize(200, 200)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Expanding)

    def fit_slide(self) -> None:
        """On a slide figure the dial only scales with its size: nothing to fit."""

    def set_arrows(self, q, k, q_label: str, k_label: str, dims=(0, 1)) -> None:
        """Arrows for q's and k's pair ``dims``, each shape (2,), with their captions."""
        self.q, self.k = np.asarray(q, dtype=np.float64), np.asarray(k, dtype=np.float64)
        self.dims = dims
        self.q_label, self.k_label, self.message = q_label, k_label, ""
        self.update()

    def set_message(self, message: str) -> None:
        self.message = message
        self.update()

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return width

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QtGui.QPainter(self)
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        painter.setLayoutDirection(QtGui.QGuiApplication.layoutDirection())    # its captions are sentences
        fh = self.fontMetrics().height()
        if self.message:
            painter.drawText(self.rect().adjusted(6, 6, -6, -6), QtCore.Qt.TextFlag.TextWordWrap, self.message)
            painter.end()
            return
        side = min(self.width(), self.height() - 2.5 * fh)
        radius = side / 2 - fh * 0.6
        centre = QtCore.QPointF(self.width() / 2, fh * 0.3 + side / 2)
        painter.setPen(QtGui.QPen(self.palette().color(QtGui.QPalette.ColorRole.Mid), 1))
        painter.drawEllipse(centre, radius, radius)
        painter.drawLine(centre - QtCore.QPointF(radius, 0), centre + QtCore.QPointF(radius, 0))
        painter.drawLine(centre - QtCore.QPointF(0, radius), centre + QtCore.QPointF(0, radius))
        scale = radius / max(np.linalg.norm(self.q), np.linalg.norm(self.k), 1e-12)
        for vector, colour in ((self.q, Q_COLOUR), (self.k, K_COLOUR)):
            self._arrow(painter, centre, vector * scale, colour)
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.WindowText))
        #: an axis of the dial: one dimension of q and k
        x_name, y_name = (DeeperRopeParts.tr("dim {index}").format(index=i) for i in self.dims)
        painter.drawText(centre + QtCore.QPointF(radius - self.fontMetrics().horizontalAdvance(x_name), -4), x_name)
        painter.drawText(centre + QtCore.QPointF(4, -radius + fh * 0.8), y_name)
        metrics, room = self.fontMetrics(), max(self.width() - 8, 0)   # elided, never cut at the edge
        for line, (text, colour) in enumerate(((self.q_label, Q_COLOUR), (self.k_label, K_COLOUR))):
            painter.setPen(colour)
            painter.drawText(QtCore.QPointF(4, centre.y() + side / 2 + fh * (0.9 + line)),
                             metrics.elidedText(text, QtCore.Qt.TextElideMode.ElideMiddle, room))
        painter.end()

    @staticmethod
    def _arrow(painter: QtGui.QPainter, centre: QtCore.QPointF, vector: np.ndarray, colour) -> None:
        tip = centre + QtCore.QPointF(vector[0], -vector[1])      # screen y grows downwards
        pen = QtGui.QPen(colour, 4)
        pen.setCapStyle(QtCore.Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(centre, tip)
        angle = math.atan2(-vector[1], vector[0])
        head = 14.0
        for turn in (2.6, -2.6):
            end = tip + QtCore.QPointF(head * math.cos(angle + turn), head * math.sin(angle + turn))
            painter.drawLine(tip, end)


class ThemedPlot(pg.PlotWidget):
    """A fixed plot whose ticks, axis labels and pens follow the widget's font and text colour.

    Presentation mode and the zoom scale the font, themes change the palette; subclasses name
    their axes (``axis_labels``) and restyle their own items in :meth:`restyle`.
    """

    axis_labels = ("", "")    # bottom, left
    min_lines = 10            # smallest height in lines of text, so it grows with the zoom

    def __init__(self, parent=None) -> None:
        self._ready = False      # Qt sends palette events while the base class is built
        super().__init__(parent, background=None, enableMenu=False)     # no view box menu built: never shown
        self.setMenuEnabled(False)
        self.setMouseEnabled(False, False)
        self.hideButtons()
        # A plot reads left to right in every language (the scene's items do not inherit the widget's).
        self.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
        self.getPlotItem().setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)

    def apply_font(self) -> None:
        """Ticks and labels in the widget's font and text colour."""
        self._ready = True
        self.setProperty("styled_at", self.font().pointSizeF())
        font, colour = self.font(), self.palette().color(QtGui.QPalette.ColorRole.WindowText)
        self.setBackground(plot_style.base_colour(self))
        zoom = plot_style.application_zoom()
        for axis in plot_style.axes_of(self.getPlotItem()):
            plot_style.style_axis(axis, font, colour, zoom)
        for name, text in zip(("bottom", "left"), self.axis_labels):
            self.setLabel(name, text, color=colour.name())
        self.setMinimumHeight(self.min_lines * QtGui.QFontMetrics(font).height())
        self.restyle(font, colour)

    def restyle(self, font: QtGui.QFont, colour: QtGui.QColor) -> None:
        """Items drawn in the text colour or sized by the font (nothing here)."""

    def fit_slide(self) -> None:
        """On a slide figure a plot needs only the figure's font, which it follows as it changes."""

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if self._ready and event.type() in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.PaletteChange,
                                            QtCore.QEvent.Type.LanguageChange):
            self.apply_font()             # the axes' names again, in the new language

    def showEvent(self, event: QtGui.QShowEvent) -> None:  # noqa: N802
        """Shown again: styled in the font in force (a loaded room walk once found a plot's key
        at the size of a zoom changed while its tab was hidden)."""
        super().showEvent(event)
        if self._ready and self.property("styled_at") != self.font().pointSizeF():
            self.apply_font()


class ScorePlot(ThemedPlot):
    """q.k against the offset m - n, one curve per absolute starting position."""

    @property
    def axis_labels(self) -> tuple[str, str]:
        return DeeperRopeParts.tr("offset m \u2212 n"), "q \u00b7 k"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ropeScorePlot")
        self.curves = []
        for _, colour, style, width in START_STYLES:
            pen = pg.mkPen(color=colour, width=width, style=style)
            self.curves.append(self.plot([], [], pen=pen))
        self.marker = pg.ScatterPlotItem(size=14, brush=pg.mkBrush(K_COLOUR), pen=pg.mkPen("k"))
        self.addItem(self.marker)
        self.now_line = pg.InfiniteLine(angle=90, pen=pg.mkPen(K_COLOUR, width=1, style=QtCore.Qt.PenStyle.DashLine))
        self.addItem(self.now_line)
        self.showGrid(x=True, y=True, alpha=0.25)
        self.apply_font()

    def restyle(self, font: QtGui.QFont, colour: QtGui.QColor) -> None:
        middle = self.curves[1]   # the dashed curve is drawn in the text colour, so it shows in any theme
        middle.setPen(pg.mkPen(color=colour, width=START_STYLES[1][3], style=START_STYLES[1][2]))

    def set_scores(self, offsets: np.ndarray, scores: np.ndarray, offset: int, score: float) -> None:
        """Curves (rows of ``scores``, shape (3, len(offsets))) and the current point."""
        for curve, row in zip(self.curves, scores):
            curve.setData(offsets, row)
        self.marker.setData([offset], [score])
        self.now_line.setValue(offset)
