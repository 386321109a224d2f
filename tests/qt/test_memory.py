"""Memory stays flat (issue 8): what a lecture repeats for hours must not pile anything up.

Resident memory itself is measured by the long fuzz run (``POSVIZ_FUZZ_STEPS=20000``, see
test_fuzz.py); these tests count the things that once grew with every repetition, so a
regression fails here in seconds instead of as a few megabytes in a half-hour run.
"""
import collections
import gc

import numpy as np
import pytest
import shiboken6
from PySide6 import QtCore

from posviz.model.input_layer import Frame
from posviz.qt import create_window
from posviz.qt.widgets.colors import COLORMAPS
from posviz.qt.panels.deeper.views import DEEPER_VIEWS
from posviz.qt.session import THEMES


@pytest.fixture
def window(qtbot):
    w = create_window()
    qtbot.addWidget(w, before_close_func=lambda w: w.persistence.disable())
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.session.set_theme("system")
    w.session.set_colormap(COLORMAPS[0])


def settle(qapp) -> None:
    """Let the event loop catch up, as it would between two clicks (deferred deletes included)."""
    for _ in range(2):
        qapp.processEvents()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)


def dead_wrappers() -> collections.Counter:
    """Python wrappers still alive whose Qt object was deleted, by class name."""
    gc.collect()
    return collections.Counter(type(o).__name__ for o in gc.get_objects()
                               if isinstance(o, QtCore.QObject) and not shiboken6.isValid(o))


def change_looks(window, qapp, times: int) -> None:
    """Theme and colour map changed ``times`` times, a new sentence in between (its labels'
    internal text documents are rebuilt, as on every keystroke)."""
    session = window.session
    for i in range(times):
        session.set_text(["the dog bit the man", "a <b>small</b> cat sees the dog"][i % 2])
        session.set_theme(THEMES[i % len(THEMES)])
        session.set_colormap(COLORMAPS[i % len(COLORMAPS)])
        settle(qapp)


def test_theme_and_colour_map_changes_keep_no_wrappers_of_deleted_qt_objects(window, qapp):
    change_looks(window, qapp, 4)          # whatever is built once is built now
    before = dead_wrappers()
    change_looks(window, qapp, 24)
    assert dead_wrappers() == before


def test_a_theme_change_keeps_the_application_style(window, qapp):
    style = qapp.style()
    for theme in THEMES * 2:
        window.session.set_theme(theme)
    assert qapp.style() is style and style.name().lower() == "fusion"
    assert qapp.palette().color(qapp.palette().ColorRole.Window).name() == "#000000"   # high contrast


def test_a_colour_map_change_still_reaches_everything_that_takes_one(window, qapp):
    """Each part that draws with a colour map shows the new one (the panels follow colormapChanged
    themselves; nothing walks the window to push it)."""
    from posviz.qt.panels.heatmap.plot import HeatmapPlot
    from posviz.qt.widgets.colors import lookup_table
    window.show_tab("Deeper ideas")      # built on first show: its tables take a colour map too
    settle(qapp)
    takers = [obj for obj in window.findChildren(QtCore.QObject)
              if callable(getattr(obj, "set_colormap", None)) and obj is not window.session]
    window.session.set_colormap("CET-CBTD1")
    settle(qapp)

    def shown(obj) -> str:
        if isinstance(obj, HeatmapPlot):
            return "CET-CBTD1" if np.array_equal(obj.image_item.lut, lookup_table("CET-CBTD1")) else "other"
        return getattr(obj, "colormap", None) or obj._colormap

    assert len(takers) >= 5
    assert [(type(obj).__name__, shown(obj)) for obj in takers] == [(type(obj).__name__, "CET-CBTD1") for obj in takers]
    window.session.set_colormap("CET-D1")


def live_frames() -> list:
    gc.collect()
    return [obj for obj in gc.get_objects() if isinstance(obj, Frame)]


def test_views_behind_other_tabs_let_go_of_older_frames(window, qapp):
    """A hidden view redraws when shown again; until then it must not pin the frame it drew last
    (the word-order demo's two encodings, the RoPE view's curve key: each frame up to ~100 MB)."""
    session = window.session
    assert session.set_text(" ".join(["the dog bit the man"] * 20)) and session.frame.length == 100
    window.show_tab("Word order")
    settle(qapp)
    window.show_tab("Deeper ideas")
    deeper = window.tabs.currentWidget().ensure_built()
    rope_index = next(i for i, (title, _, _) in enumerate(DEEPER_VIEWS) if title == "RoPE")
    deeper.show_view(rope_index)
    settle(qapp)
    window.tabs.setCurrentIndex(0)
    assert session.set_text("the cat sees a small dog")
    settle(qapp)
    assert [frame.length for frame in live_frames() if frame.length == 100] == []
    window.show_tab("Word order")          # shown again: drawn from the current sentence
    settle(qapp)
    panel = window.tabs.currentWidget().ensure_built()
    assert panel.comparison.original.text == session.text and panel.left_model.rowCount() == 6
