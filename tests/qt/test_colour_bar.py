"""The heatmap's light colour bar shows what pyqtgraph's ColorBarItem showed: the same labelled
values at the same height, the map's colours from the low level (bottom) to the high one (top)."""
import numpy as np
import pyqtgraph as pg
import pytest
from PySide6 import QtGui

from posviz.qt.panels.heatmap.colour_bar import BAR_WIDTH, ColourBar
from posviz.qt.widgets import colors


def labels(axis: pg.AxisItem) -> list[str]:
    """The tick labels ``axis`` draws, top to bottom (as its paint() would)."""
    image = QtGui.QImage(200, 400, QtGui.QImage.Format.Format_ARGB32)
    painter = QtGui.QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [text for rect, _flags, text in sorted(specs[2], key=lambda spec: spec[0].top())]


def shown(item, qtbot, height: int = 268) -> pg.GraphicsLayoutWidget:
    view = pg.GraphicsLayoutWidget()
    qtbot.addWidget(view)
    view.addItem(item)
    view.resize(120, height + 2)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_the_lesson_levels_are_labelled_as_before(qtbot):
    bar = ColourBar((-1.0, 1.0))
    view = shown(bar, qtbot)
    assert view.isVisible() and labels(bar.axis) == ["1.0", "0.5", "0", "-0.5", "-1.0"]


@pytest.mark.parametrize("levels", [(-1.0, 1.0), (-0.065, 0.065), (-2.5, 2.5), (-1.87, 1.87)])
def test_the_labels_are_those_of_pyqtgraphs_colour_bar(qtbot, levels):
    ours = ColourBar(levels)
    theirs = pg.ColorBarItem(values=levels, colorMap=colors.colormap(), interactive=False, width=BAR_WIDTH,
                             colorMapMenu=False)
    theirs.axis.setWidth(None)
    views = shown(ours, qtbot), shown(theirs, qtbot)      # kept: a view deleted takes its items along
    assert all(view.isVisible() for view in views)
    assert ours.axis.geometry().height() == pytest.approx(theirs.axis.geometry().height(), abs=2)
    assert labels(ours.axis) == labels(theirs.axis)


@pytest.mark.parametrize("name", ["CET-D1", "CET-CBD1"])
def test_the_bar_runs_from_the_low_colour_up_to_the_high_one(qtbot, name):
    bar = ColourBar((-1.0, 1.0), "CET-D1")
    bar.set_colormap(name)
    view = shown(bar, qtbot, height=256 + 2)
    picture = view.grab().toImage()
    box = bar.bar.mapRectToScene(bar.bar.rect()).toRect()
    x = box.center().x()
    column = [picture.pixelColor(x, y).getRgb()[:3] for y in range(box.top(), box.bottom() + 1)]
    lut = colors.lookup_table(name)[:, :3]
    assert column[0] == tuple(lut[-1]) and column[-1] == tuple(lut[0])
    middle = column[len(column) // 2]
    assert np.abs(np.array(middle) - lut[128]).max() <= 8         # the map's middle, within a step


def test_the_frame_takes_the_axis_pen(qtbot):
    bar = ColourBar((-1.0, 1.0))
    bar.axis.setPen(pg.mkPen("#ff00ff"))
    view = shown(bar, qtbot)
    picture = view.grab().toImage()
    box = bar.bar.mapRectToScene(bar.bar.rect()).toRect()
    assert picture.pixelColor(box.left() - 1, box.center().y()) == QtGui.QColor("#ff00ff")
    assert picture.pixelColor(box.center().x(), box.top() - 1) == QtGui.QColor("#ff00ff")
