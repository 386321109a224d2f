"""Slide mode: an exported panel is a figure (title, margins, text sized to the picture, content
filling it, no live controls or instructions), light or dark, and the window it came from is left
as it was. Pictures are read back from the PNG files."""
import subprocess
import sys

import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.qt import create_window
from posviz.qt.export import export, slide
from posviz.qt.panels.heatmap.text import how_to
from shared_window import reset_shared

PANELS = ("table", "heatmap", "addition", "z")


@pytest.fixture(scope="module")
def window():
    w = create_window()
    w.persistence.disable()
    w.session.set_reduce_motion(True)
    w.session.background = False
    w.resize(1280, 800)
    w.show()
    yield w
    w.close()
    w.deleteLater()
    QtWidgets.QApplication.processEvents()


@pytest.fixture(autouse=True)
def back_to_the_files_start(request):
    """The shared window is put back where the file's fixture left it, whatever ran before."""
    reset_shared(request, "window")


def drawn_box(image: QtGui.QImage) -> tuple[int, int, int, int]:
    """Left, top, right, bottom of everything that differs from the corner's background."""
    background, xs, ys = image.pixel(2, 2), [], []
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            if image.pixel(x, y) != background:
                xs.append(x)
                ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def first_text_height(image: QtGui.QImage) -> int:
    """Height of the first band of drawn rows from the top (the title's letters)."""
    background, rows = image.pixel(2, 2), []
    for y in range(image.height()):
        if any(image.pixel(x, y) != background for x in range(0, image.width() // 2, 2)):
            rows.append(y)
        elif rows:
            break
    return len(rows)


@pytest.mark.parametrize("panel", PANELS)
def test_figure_fills_the_picture_without_controls(window, tmp_path, panel):
    box = export.panel_widget(window, panel)
    inner = box.layout().itemAt(0).widget()
    shown = inner.isVisible()          # on a small screen the room layout shows one panel at a time
    content, title = export.slide_panel(window, panel)
    with slide.figure_of(content, title, slide.SLIDE_SIZE) as figure:
        buttons = [b for b in figure.findChildren(QtWidgets.QAbstractButton)
                   if b.isVisibleTo(figure) and b.objectName() != "qt_tableview_cornerbutton"]   # a table's corner
        labels = " ".join(label.text() for label in figure.findChildren(QtWidgets.QLabel) if label.isVisibleTo(figure))
        assert buttons == [] and how_to() not in labels          # no "▶ Replay", no "Hover a cell…"
        assert figure.title.text() == box.title()
        assert figure.content is content and content is not inner  # a copy: the live panel stays in its box
    assert inner.parentWidget() is box and inner.isVisible() == shown
    assert [b for b in inner.findChildren(QtWidgets.QAbstractButton) if not b.isHidden()] or panel != "addition"
    export.export(window, panel, tmp_path / "slide.png")
    image = QtGui.QImage(str(tmp_path / "slide.png"))
    left, top, right, bottom = drawn_box(image)
    assert (right - left) >= 0.85 * image.width() and (bottom - top) >= 0.8 * image.height(), (left, top, right, bottom)
    assert left >= 0.02 * image.width() and top >= 0.02 * image.height()        # margins: nothing at the edge


def test_text_grows_with_the_size(window, tmp_path):
    heights = []
    for size in ((960, 540), (1920, 1080)):
        export.export(window, "z", tmp_path / "z.png", size=QtCore.QSize(*size))
        heights.append(first_text_height(QtGui.QImage(str(tmp_path / "z.png"))))
    assert heights[1] >= 1.7 * heights[0], heights


def test_clipboard_holds_the_same_picture(window, tmp_path):
    image = export.copy_figure(window, "heatmap")
    assert QtGui.QGuiApplication.clipboard().image().size() == image.size() == slide.SLIDE_SIZE


def test_command_line_figure_in_dark_grows_with_size(tmp_path):
    """posviz export: the figure at two sizes, dark; the 2x picture's content spans the canvas."""
    out = tmp_path / "a.png"
    run = subprocess.run([sys.executable, "-m", "posviz", "export", "addition", str(out), "--size", "1600x900",
                          "--scale", "2", "--theme", "dark"], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    image = QtGui.QImage(str(out))
    assert (image.width(), image.height()) == (3200, 1800)
    assert QtGui.QColor(image.pixel(2, 2)).lightness() < 80                   # dark background
    left, top, right, bottom = drawn_box(image)
    assert (bottom - top) >= 0.8 * image.height() and (right - left) >= 0.85 * image.width()


def drawn_tick_labels(axis) -> list[tuple[float, str]]:
    """(value, text) of each labelled tick of a pyqtgraph axis: its own ticks if set, else the ones it
    generates for its range and width (what it would draw)."""
    if axis._tickLevels is not None:
        return [(v, s) for level in axis._tickLevels for v, s in level if s]
    low, high = axis.range
    out = []
    for spacing, values in axis.tickValues(low, high, axis.width()):
        out += [(v, s) for v, s in zip(values, axis.tickStrings(values, axis.autoSIPrefixScale, spacing)) if s]
    return out


def test_rope_decay_slide_axis_labels_do_not_run_into_each_other(window):
    """The log axis labelled 2·10¹, 3·10¹, … 9·10¹ at slide size: they overlapped into one smear."""
    plot, title = export.slide_panel(window, "rope-decay")
    with slide.figure_of(plot, title, slide.SLIDE_SIZE):
        axis = plot.getAxis("bottom")
        metrics = QtGui.QFontMetrics(axis.style["tickFont"] or axis.font())
        box = plot.getViewBox()
        placed = sorted((box.mapViewToScene(QtCore.QPointF(v, 0)).x(), text) for v, text in drawn_tick_labels(axis)
                        if axis.range[0] <= v <= axis.range[1])
        assert len(placed) >= 3
        for (x1, t1), (x2, t2) in zip(placed, placed[1:]):
            assert x2 - x1 >= (metrics.horizontalAdvance(t1) + metrics.horizontalAdvance(t2)) / 2 + 4, (t1, t2)


def test_position_components_slide_says_what_the_colours_mean(window):
    """A slide has no caption: the scatter's key names the first and last positions in their dots'
    own colours (dark first, light last, as the view's caption says), and the dots grow with the text."""
    from posviz.qt.export import view_panels
    plot = view_panels.panel_widget(window, "position-components")
    brushes = [QtGui.QBrush(b).color() for b in plot.dots.data["brush"]]
    n = len(brushes)
    assert n >= 2 and brushes[0].lightness() < brushes[-1].lightness()          # dark first, light last
    key = plot.key
    assert f"color:{brushes[0].name()}'>\u25cf</span> position 0 " in key
    assert key.endswith(f"color:{brushes[-1].name()}'>\u25cf</span> position {n - 1:,}")
    small = plot.dots.opts["size"]
    copy, title = export.slide_panel(window, "position-components")
    with slide.figure_of(copy, title, slide.SLIDE_SIZE) as figure:
        assert copy.dots.opts["size"] >= 0.4 * QtGui.QFontMetrics(figure.font()).height() > small
        assert copy.plotItem.titleLabel.isVisible() and copy.key == key and "position 0" in copy.plotItem.titleLabel.text
        assert [QtGui.QBrush(b).color() for b in copy.dots.data["brush"]] == brushes     # the same points, drawn again
