"""How a pyqtgraph plot follows the zoom and the theme by itself.

The display options reach every widget through Qt: the zoom is the application font's size and the
theme its palette (:mod:`posviz.qt.window.appearance` sets both), and each widget hears of a change
as a ``FontChange`` / ``PaletteChange`` event. Plots restyle themselves on those events; what Qt does
not carry into a plot (its axes' tick fonts, pens and text colours, the pens' width and the gap
between ticks and labels, which grow with the zoom) each plot applies with :func:`style_axis`.
Nothing walks the window to find the plots.
"""
from __future__ import annotations

from PySide6 import QtGui, QtWidgets

import pyqtgraph as pg


def system_point_size() -> float:
    """The platform's own font size, in points (the zoom multiplies it; 10 when the platform has none)."""
    size = QtGui.QFontDatabase.systemFont(QtGui.QFontDatabase.SystemFont.GeneralFont).pointSizeF()
    return size if size > 0 else 10.0


def application_zoom() -> float:
    """The zoom in force: the application font's size over the platform's (the session's zoom, to 2 decimals)."""
    size = QtWidgets.QApplication.instance().font().pointSizeF()
    return round(size / system_point_size(), 2) if size > 0 else 1.0


def pen_width(zoom: float) -> float:
    """Axis lines: one pixel at 100 %, thicker with the zoom."""
    return max(1.0, zoom)


def tick_offset(zoom: float) -> int:
    """Pixels between a tick and its label."""
    return int(4 * zoom)


def style_axis(axis: pg.AxisItem, font: QtGui.QFont, text: QtGui.QColor, zoom: float | None = None) -> None:
    """``axis`` in ``font`` and the text colour, its pen as wide as ``zoom`` asks (default: the zoom in force)."""
    zoom = application_zoom() if zoom is None else zoom
    axis.setStyle(tickFont=QtGui.QFont(font), tickTextOffset=tick_offset(zoom))
    axis.setPen(pg.mkPen(text, width=pen_width(zoom)))
    axis.setTextPen(pg.mkPen(text))
    axis.label.setFont(font)
    axis.label.setDefaultTextColor(text)
    axis.picture = None
    axis.update()


def axes_of(*plots: pg.PlotItem) -> list[pg.AxisItem]:
    """Every axis the plot items own, shown or not (top, bottom, left, right; a colour bar's too)."""
    return [entry["item"] for plot in plots for entry in plot.axes.values()]


def base_colour(widget: QtWidgets.QWidget) -> QtGui.QColor:
    """The background a plot takes in the theme in force (the palette's Base, like text fields)."""
    return widget.palette().color(QtGui.QPalette.ColorRole.Base)
