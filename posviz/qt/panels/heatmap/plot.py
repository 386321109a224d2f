"""The heatmap's drawing surface: image, colour bar, cell axes, sentence strip and focus outline.

It draws what it is given and maps the mouse to cells; what to draw is the panel's business.
"""
from __future__ import annotations

import math

from PySide6 import QtCore, QtGui, QtWidgets

import pyqtgraph as pg

from posviz.qt.widgets import colors, plot_style
from posviz.qt.panels.heatmap.axes import CellAxis, SentenceStrip
from posviz.qt.panels.heatmap.colour_bar import ColourBar

TALL_ROW_PIXELS = 10          # rows at least this tall get a black-and-white outline


class OpaqueImageItem(pg.ImageItem):
    """An ``ImageItem`` that keeps its rendered picture as opaque RGB32.

    pyqtgraph renders a lookup-table image as Indexed8, which Qt converts to ARGB on every paint
    before scaling it to the screen: half of each frame while panning (tests/bench/run.py).
    Converting once per new image makes each paint a plain scaled copy. The map is opaque.
    """

    def render(self, *args, **kwargs) -> None:
        super().render(*args, **kwargs)
        image = self.qimage
        if image is not None and image.format() != QtGui.QImage.Format.Format_RGB32:
            self.qimage = image.convertToFormat(QtGui.QImage.Format.Format_RGB32)


class HeatmapPlot(pg.GraphicsLayoutWidget):
    """A row-major ``ImageItem`` with position 0 on top, and what is drawn around it.

    Parameters
    ----------
    row_label, dim_label : callable (index, every_cell) -> str
        Tick labels of positions (left) and dimensions (bottom).
    """

    def __init__(self, row_label, dim_label, parent=None) -> None:
        super().__init__(parent)
        self.rows_axis, self.dims_axis = CellAxis("left", row_label), CellAxis("bottom", dim_label)
        self.strip = SentenceStrip()
        # No menus: pyqtgraph's view box menu is never shown here, and building it was a fifth of the panel's making
        self.plot = self.addPlot(row=0, col=0, axisItems={"left": self.rows_axis, "bottom": self.dims_axis,
                                                          "right": self.strip}, enableMenu=False)
        self.plot.showAxis("right")
        self.plot.hideButtons()
        self.plot.invertY(True)
        # the axes' titles ("position", "dimension") are the panel's words: HeatmapPanel names them
        self.view_box = self.plot.getViewBox()
        self.image_item = OpaqueImageItem(axisOrder="row-major")
        self.image_item.setLookupTable(colors.lookup_table(colors.DEFAULT_COLORMAP))
        self.plot.addItem(self.image_item)
        self.outline = [self._outline_item(color, z) for color, z in (("black", 11), ("white", 12))]
        self.colorbar = ColourBar((-1.0, 1.0), colors.DEFAULT_COLORMAP)
        self.plot.layout.addItem(self.colorbar, 2, 5)        # beside the rows, as tall as the image
        self.plot.layout.setColumnFixedWidth(4, 6)

    def _outline_item(self, color: str, z: int) -> QtWidgets.QGraphicsRectItem:
        item = QtWidgets.QGraphicsRectItem()
        item.setPen(pg.mkPen(color, width=1, cosmetic=True))
        item.setZValue(z)
        self.plot.addItem(item)
        return item

    # --- what is drawn ---------------------------------------------------------------------
    def set_table(self, rows: int, d_model: int, levels: tuple[float, float]) -> None:
        """A new table shape: axes, limits, colour bar; the whole table in view."""
        self.rows_axis.count, self.dims_axis.count = rows, d_model
        self.view_box.setLimits(xMin=0, xMax=d_model, yMin=0, yMax=rows, minXRange=min(d_model, 1),
                                minYRange=min(rows, 1))
        self.view_box.setRange(xRange=(0, d_model), yRange=(0, rows), padding=0)
        self.colorbar.set_levels(levels)

    def show_tile(self, tile, levels: tuple[float, float]) -> None:
        """Draw ``tile`` (a viewport Tile) at its place, coloured between ``levels``."""
        self.image_item.setImage(tile.values, levels=levels, autoLevels=False)
        self.image_item.setRect(QtCore.QRectF(*tile.rect))
        self._fit_outline(self.view_box.height() / max(tile.rows.extent, 1))

    def set_colormap(self, name: str) -> None:
        """Image and colour bar in the diverging map ``name``."""
        self.image_item.setLookupTable(colors.lookup_table(name))
        self.colorbar.set_colormap(name)

    def set_marks(self, length: int, focus: int, d_model: int, words=()) -> None:
        """The sentence's positions 0..length-1 (the first named by ``words``) in the strip; the
        focused row outlined (-1: none)."""
        for item in self.outline:
            item.setRect(QtCore.QRectF(0, focus, d_model, 1))
            item.setVisible(focus >= 0)
        self.strip.set_marks(length, focus, words)

    def relabel_rows(self) -> None:
        """Draw the position labels again (the tokens they name changed)."""
        self.rows_axis.picture = None
        self.rows_axis.update()

    def _fit_outline(self, pixels_per_row: float) -> None:
        """Black-and-white outline on tall rows; a thin black one where rows are a few pixels tall."""
        tall = pixels_per_row >= TALL_ROW_PIXELS
        for item, width in zip(self.outline, (4, 2) if tall else (2, 0)):
            pen = item.pen()
            pen.setWidthF(width)
            item.setPen(pen)
        self.outline[1].setOpacity(1.0 if tall else 0.0)

    def restyle(self, palette: QtGui.QPalette, font: QtGui.QFont) -> None:
        """Colours, fonts and axis pens of the theme and zoom in force (see :mod:`posviz.qt.widgets.plot_style`)."""
        text = palette.color(QtGui.QPalette.ColorRole.WindowText)
        self.setBackground(palette.color(QtGui.QPalette.ColorRole.Base))
        zoom = plot_style.application_zoom()
        for axis in [*plot_style.axes_of(self.plot), self.colorbar.axis]:   # rows, dimensions, strip, colour bar
            plot_style.style_axis(axis, font, text, zoom)
        self.colorbar.update()                     # its frame is drawn in the axis's pen

    # --- where the mouse is -----------------------------------------------------------------
    def pixels(self) -> tuple[float, float]:
        """Width and height of the image area in device pixels."""
        ratio = self.devicePixelRatioF()
        return self.view_box.width() * ratio, self.view_box.height() * ratio

    def cell_at(self, scene_pos) -> tuple[int, int] | None:
        """(position, dimension) under a scene point, None outside the table."""
        if not self.view_box.sceneBoundingRect().contains(scene_pos):
            return None
        point = self.view_box.mapSceneToView(scene_pos)
        row, col = math.floor(point.y()), math.floor(point.x())
        inside = 0 <= row < self.rows_axis.count and 0 <= col < self.dims_axis.count
        return (row, col) if inside else None
