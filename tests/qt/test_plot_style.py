"""Plots follow the zoom and the theme by themselves (issue 23): the window's plots, a deeper view
built after the change, and the export's stand-alone comparison plot all show the zoom's pen width,
tick gap and font and the theme's background as soon as the setter returns; nothing walks the
window to push them."""
from __future__ import annotations

import pytest
from PySide6 import QtGui, QtWidgets

import pyqtgraph as pg

from posviz.qt import create_window
from posviz.qt.widgets import plot_style

BASE = {"light": "#ffffff", "dark": "#1b1d21", "high-contrast": "#000000"}     # each theme's Base colour


def test_pen_width_and_tick_gap_grow_with_the_zoom():
    assert [plot_style.pen_width(z) for z in (0.5, 1.0, 1.5, 4.0)] == [1.0, 1.0, 1.5, 4.0]
    assert [plot_style.tick_offset(z) for z in (0.5, 1.0, 1.5, 4.0)] == [2, 4, 6, 16]


def _axes(view: pg.GraphicsView) -> list[pg.AxisItem]:
    return [item for item in view.scene().items() if isinstance(item, pg.AxisItem)]


def _check(view: pg.GraphicsView, zoom: float, theme: str) -> None:
    size = QtWidgets.QApplication.instance().font().pointSizeF()
    axes = _axes(view)
    assert axes
    for axis in axes:
        assert axis.pen().widthF() == plot_style.pen_width(zoom), type(view).__name__
        along = 0 if axis.orientation in ("left", "right") else 1      # pyqtgraph keeps [x, y] gaps
        assert axis.style["tickTextOffset"][along] == plot_style.tick_offset(zoom)
        assert axis.style["tickFont"].pointSizeF() == pytest.approx(size)
    assert view.backgroundBrush().color() == QtGui.QColor(BASE[theme]), type(view).__name__


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    yield window
    window.session.set_zoom(1.0)
    window.session.set_theme("light")


def test_the_windows_plots_and_a_later_built_deeper_view_follow_zoom_and_theme(window):
    window.session.set_theme("dark")
    window.session.set_zoom(2.0)
    assert plot_style.application_zoom() == 2.0
    _check(window.heatmap.view, 2.0, "dark")                  # no event loop ran: at once
    window.show_tab("Deeper ideas")
    views = window.tabs.currentWidget().ensure_built()
    from posviz.qt.panels.deeper.views import DEEPER_VIEWS
    rope = views.view(next(i for i, entry in enumerate(DEEPER_VIEWS) if entry[0] == "RoPE"))
    _check(rope.plot, 2.0, "dark")                            # built after the change
    window.session.set_theme("high-contrast")
    window.session.set_zoom(1.5)
    for view in (window.heatmap.view, rope.plot):
        _check(view, 1.5, "high-contrast")


def test_the_exports_stand_alone_comparison_plot_follows_the_zoom(window, qtbot):
    from posviz.qt.panels.compare.view import CompareView
    window.session.set_zoom(2.5)
    view = CompareView()                                      # as qt/export/compare_picture builds it
    qtbot.addWidget(view)
    _check(view.plot, 2.5, "light")
