"""Export a panel or the whole window as PNG (1× or 2×) or SVG, and a panel's numbers as CSV or .npy.

Pictures are painted by the widgets themselves (``QWidget.render``) into a QImage or, for SVG,
into a ``QSvgGenerator`` (pyqtgraph 0.14's SVGExporter fails on Qt 6.12). Every file is written to
a temporary file in the destination's folder and moved over the destination only when complete,
so a failed export never damages a file that was already there.
"""
from __future__ import annotations

import os
from pathlib import Path

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.lecture.export_data import (DATA_FORMATS, FORMATS, MAX_CSV_VALUES, PANEL_TITLES, PANELS, PICTURE_FORMATS,  # noqa: F401
                           VIEW_PANELS, ExportError, check_panel, format_of, table_for, write_table)
from posviz.lecture.fileio import WriteError, atomic_path
from posviz.qt.export import slide, svg_cells, view_panels
from posviz.qt.widgets import furniture

_BOX_KEYS = {"table": "table", "z": "matrix", "addition": "addition", "heatmap": "heatmap"}   # panel -> window.boxes key
SVG_DPI = 96
PNG_QUALITY = 75          # Qt maps it to zlib level 2: half the default's time, a few per cent larger
ExportText = Context("ExportText")


def panel_widget(window, panel: str) -> QtWidgets.QWidget:
    """The live widget that shows ``panel``: the window, a panel's titled box, or a deeper view's plot."""
    if panel == "window":
        return window
    if panel in VIEW_PANELS:
        return view_panels.panel_widget(window, panel)
    return window.boxes[_BOX_KEYS[panel]]


def slide_panel(window, panel: str) -> tuple[slide.SlideContent, str]:
    """A new copy of ``panel`` in slide mode, on the window's session, and its figure's title (the
    box's title, or a deeper view's plot's name); the window's own panel is only read."""
    if panel in VIEW_PANELS:          # a deeper view's plot
        plot = view_panels.panel_widget(window, panel)
        return plot.slide_copy(), plot.accessibleName() or "posviz"
    live = {"table": window.table, "z": window.matrix, "addition": window.addition, "heatmap": window.heatmap}[panel]
    return live.slide_copy(), window.boxes[_BOX_KEYS[panel]].title()


# --- pictures ---------------------------------------------------------------------------------
def render_image(widget: QtWidgets.QWidget, scale: float = 1.0) -> QtGui.QImage:
    """``widget`` painted into an image of its size times ``scale`` (device pixel ratio ``scale``)."""
    size = widget.size()
    image = QtGui.QImage(round(size.width() * scale), round(size.height() * scale),
                         QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    if image.isNull():
        raise ExportError(ExportText.tr("cannot make a {width} × {height} image at {scale}× (out of memory?)").format(
            width=size.width(), height=size.height(), scale=number(scale)))
    image.setDevicePixelRatio(scale)
    return paint_into(widget, image)


def paint_into(widget: QtWidgets.QWidget, image: QtGui.QImage) -> QtGui.QImage:
    """``widget`` painted over its window colour into ``image`` (antialiased), which is returned;
    furniture of the live screen (the focus ring) is left out."""
    image.fill(widget.palette().color(QtGui.QPalette.ColorRole.Window))
    painter = QtGui.QPainter(image)
    try:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QtGui.QPainter.RenderHint.TextAntialiasing)
        with furniture.hidden(widget):
            widget.render(painter, QtCore.QPoint(0, 0))
    finally:
        painter.end()
    return image


def save_png(widget: QtWidgets.QWidget, path: str | os.PathLike, scale: float = 1.0) -> None:
    """Write ``widget`` as a PNG of (width x scale) x (height x scale) pixels.

    Painted over an opaque window colour, the picture is written without alpha and with zlib's level 2
    (Qt's quality 75): 55 ms instead of 100 ms for a 1920 x 1080 slide, 6 % larger.
    """
    image = render_image(widget, scale)
    if widget.palette().color(QtGui.QPalette.ColorRole.Window).alpha() == 255:
        image = image.convertToFormat(QtGui.QImage.Format.Format_RGB32)
    with atomic_path(path, follow_link=True) as tmp:
        if not image.save(str(tmp), "PNG", PNG_QUALITY):
            raise WriteError(ExportText.tr("cannot write {path}: Qt could not save the PNG").format(path=isolate(str(path))))


def save_svg(widget: QtWidgets.QWidget, path: str | os.PathLike, title: str = "posviz") -> None:
    """Write ``widget`` as SVG, one user unit per logical pixel (viewBox 0 0 width height).

    SVG Tiny 1.2 has no clipping, so widgets that rely on a clip to stay inside their area (a menu
    bar's empty part, a selected tab's base) may paint over a neighbour: the window's menu bar is
    therefore left out, and pictures meant for slides are best taken of single panels.
    """
    from PySide6 import QtSvg     # only exports need it: kept off the start-up path
    area = _svg_area(widget)
    with atomic_path(path, follow_link=True) as tmp:
        generator = QtSvg.QSvgGenerator()
        generator.setFileName(str(tmp))
        generator.setSize(area.size())
        generator.setViewBox(QtCore.QRect(QtCore.QPoint(0, 0), area.size()))
        generator.setResolution(SVG_DPI)
        generator.setTitle(title)
        generator.setDescription("Exported from posviz: every number shown was computed by its model.")
        painter = QtGui.QPainter()
        if not painter.begin(generator):
            raise WriteError(ExportText.tr("cannot write {path}: Qt could not start the SVG").format(path=isolate(str(path))))
        try:
            with furniture.hidden(widget):     # the focus ring is not part of the view
                widget.render(painter, QtCore.QPoint(0, 0), QtGui.QRegion(area))
        finally:
            painter.end()
        svg = Path(tmp).read_text(encoding="utf-8")
        Path(tmp).write_text(svg_cells.vector_cells(svg), encoding="utf-8")     # sharp cells in every renderer


def _svg_area(widget: QtWidgets.QWidget) -> QtCore.QRect:
    """The part of ``widget`` drawn into SVG: all of it, less a main window's menu bar."""
    area = widget.rect()
    bar = widget.menuBar() if isinstance(widget, QtWidgets.QMainWindow) else None
    if bar is not None and bar.isVisible() and bar.y() == 0:
        area.setTop(bar.height())
    return area


# --- data -------------------------------------------------------------------------------------
def save_data(session, panel: str, path: str | os.PathLike, fmt: str) -> None:
    """Write the numbers behind ``panel`` (E, the position table, the focused sum, or Z)."""
    limit = MAX_CSV_VALUES if fmt == "csv" else None
    kwargs = {"limit": limit} if limit else {}
    table = table_for(panel, session.layer, session.frame, session.heatmap_rows, session.focus, **kwargs)
    write_table(table, path, fmt)


def save_figure(window, panel: str, path: str | os.PathLike, fmt: str, scale: float = 1.0,
                size: QtCore.QSize = slide.SLIDE_SIZE) -> None:
    """Write ``panel`` as a slide figure of ``size`` (times ``scale`` for PNG): title, margins, text
    sized to the picture, no live controls (see :mod:`posviz.qt.export.slide`)."""
    content, title = slide_panel(window, panel)
    # Laid out and drawn without a window on screen: no flash, and on X11 15 % faster (no window to map)
    with slide.figure_of(content, title, size, offscreen=True) as figure:
        if fmt == "png":
            save_png(figure, path, scale)
        else:
            save_svg(figure, path, f"posviz: {PANEL_TITLES[panel]}")


def figure_image(window, panel: str, scale: float = 1.0, size: QtCore.QSize = slide.SLIDE_SIZE) -> QtGui.QImage:
    """The slide figure of ``panel`` as an image (the picture File → Export writes), e.g. for the clipboard."""
    if panel == "window":
        return render_image(window, scale)
    content, title = slide_panel(window, panel)
    with slide.figure_of(content, title, size, offscreen=True) as figure:
        return render_image(figure, scale)


def copy_figure(window, panel: str, scale: float = 1.0) -> QtGui.QImage:
    """Put the slide figure of ``panel`` on the clipboard, and return it."""
    image = figure_image(window, panel, scale)
    QtGui.QGuiApplication.clipboard().setImage(image)
    return image


def export(window, panel: str, path: str | os.PathLike, scale: float = 1.0,
           size: QtCore.QSize | None = None) -> Path:
    """Export ``panel`` of ``window`` to ``path`` in the format its extension names.

    A panel's picture is a slide figure of ``size`` (default :data:`slide.SLIDE_SIZE`); the
    window's is a screenshot at its own size.

    Raises
    ------
    ExportError
        Unknown panel or format, or a table too large for the format.
    WriteError
        The file could not be written (any existing file is left as it was).
    """
    path = Path(path)
    fmt = format_of(path)
    check_panel(panel, fmt)
    if fmt in DATA_FORMATS and panel in VIEW_PANELS:
        write_table(view_panels.data(window, panel), path, fmt)
    elif fmt in DATA_FORMATS:
        save_data(window.session, panel, path, fmt)
    elif panel != "window":
        save_figure(window, panel, path, fmt, scale, size or slide.SLIDE_SIZE)
    elif fmt == "png":
        save_png(window, path, scale)
    else:
        save_svg(window, path, f"posviz: {PANEL_TITLES[panel]}")
    return path
