"""A picture export leaves the live window exactly as it was (issue 23): each panel's place, size,
shown controls, texts, table layout and view range are the same before and after, also when the
export comes while a new sentence is still being encoded and drawn; the live heatmap then draws it.

Since issue 23 an export draws a new slide copy of the panel: during the export no signal of any
live panel fires and none of its widgets is resized, moved, shown, hidden or given a new font or
parent, whatever the live panel's scroll, selection, hover, focus and dimension page; and the copy
shows the same numbers and sentences as the live panel."""
from __future__ import annotations

import pytest
import numpy as np
from PySide6 import QtCore, QtTest, QtWidgets

from posviz.model.settings import LayerSettings
from posviz.qt import create_window
from posviz.qt.export import export

SENTENCE = "the dog bit the man"
PANELS = {"table": "table", "z": "matrix", "addition": "addition", "heatmap": "heatmap"}   # panel -> box


@pytest.fixture(scope="module")
def shown_window():
    window = create_window(SENTENCE)
    window.persistence.disable()
    window.resize(1280, 900)
    window.show()
    yield window
    window.close()
    window.deleteLater()
    QtWidgets.QApplication.processEvents()


@pytest.fixture
def window(shown_window, qtbot):
    session = shown_window.session
    assert session.set_input(SENTENCE, LayerSettings())
    session.wait()
    session.set_focus(2)
    qtbot.waitExposed(shown_window)
    return shown_window


def _state(box: QtWidgets.QWidget) -> dict:
    """What the live panel shows and where: enough to see any change an export could leave behind."""
    inner = box.layout().itemAt(0).widget()
    widgets = [inner, *inner.findChildren(QtWidgets.QWidget)]
    state = {
        "home": (inner.parentWidget() is box, box.layout().indexOf(inner), inner.isVisible(), inner.size().toTuple()),
        "shown": sorted(type(w).__name__ + ":" + w.objectName() for w in widgets if w.isVisibleTo(box)),
        "texts": sorted(w.text() for w in widgets if isinstance(w, (QtWidgets.QLabel, QtWidgets.QAbstractButton))),
        "heights": sorted(w.maximumHeight() for w in widgets if w.isVisibleTo(box)),
        "tables": [(t.objectName(), t.horizontalHeader().sectionResizeMode(0), t.verticalHeader().sectionResizeMode(0),
                    [t.columnWidth(c) for c in range(min(t.model().columnCount(), 64))],
                    [t.rowHeight(r) for r in range(min(t.model().rowCount(), 64))])
                   for t in inner.findChildren(QtWidgets.QTableView) if t.model() and t.model().rowCount()
                   and t.model().columnCount()],
    }
    view = getattr(inner, "view", None)                      # the heatmap's plot: what rows it shows
    if view is not None and hasattr(view, "view_box"):
        state["range"] = [list(axis) for axis in view.view_box.viewRange()]
    return state


@pytest.mark.parametrize("panel", list(PANELS))
def test_an_export_leaves_the_live_panel_as_it_was(window, tmp_path, panel):
    box = window.boxes[PANELS[panel]]
    QtWidgets.QApplication.processEvents()
    before = _state(box)
    export.export(window, panel, tmp_path / f"{panel}.png")
    QtWidgets.QApplication.processEvents()
    after = _state(box)
    for key in before:
        if before[key] != after[key]:
            print("DIFF", panel, key, before[key], after[key])
    assert after == before
    assert (tmp_path / f"{panel}.png").stat().st_size > 1000


def test_an_export_while_a_new_sentence_is_drawn_leaves_the_live_heatmap_drawing_it(window, qtbot, tmp_path):
    box, heatmap = window.boxes["heatmap"], window.heatmap
    window.session.set_text("a cat sat on the mat near the door")     # encoded in the background, drawn on a timer
    export.export(window, "heatmap", tmp_path / "during.png")
    export.export(window, "addition", tmp_path / "during-addition.png")
    window.session.wait()
    qtbot.waitUntil(lambda: heatmap.view.rows_axis.count == window.session.heatmap_rows, timeout=5000)
    QtWidgets.QApplication.processEvents()
    settled = _state(box)
    assert settled["home"][:3] == (True, 0, True)
    assert window.session.frame.length == 9
    assert heatmap.view.strip.length == 9            # the live strip marks the new sentence's 9 positions
    export.export(window, "heatmap", tmp_path / "after.png")
    QtWidgets.QApplication.processEvents()
    assert _state(box) == settled


WATCHED_EVENTS = {QtCore.QEvent.Type.Resize, QtCore.QEvent.Type.Move, QtCore.QEvent.Type.Show,
                  QtCore.QEvent.Type.Hide, QtCore.QEvent.Type.ParentChange, QtCore.QEvent.Type.FontChange,
                  QtCore.QEvent.Type.StyleChange, QtCore.QEvent.Type.FocusIn, QtCore.QEvent.Type.FocusOut}


class Watch(QtCore.QObject):
    """Every signal of the live panels' objects, and the geometry, visibility, font and focus events of their widgets."""

    def __init__(self, panels) -> None:
        super().__init__()
        self.spies, self.events = [], []
        for panel in panels:
            for obj in (panel, *panel.findChildren(QtCore.QObject)):
                meta = obj.metaObject()
                for i in range(meta.methodCount()):
                    method = meta.method(i)
                    if method.methodType() == QtCore.QMetaMethod.MethodType.Signal:
                        self.spies.append((obj, bytes(method.name().data()).decode(), QtTest.QSignalSpy(obj, method)))
                if isinstance(obj, QtWidgets.QWidget):
                    obj.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() in WATCHED_EVENTS:
            self.events.append((type(obj).__name__, obj.objectName(), event.type().name))
        return False

    def fired(self) -> list[tuple[str, str, str, int]]:
        return [(type(obj).__name__, obj.objectName(), name, spy.count()) for obj, name, spy in self.spies if spy.count()]


def _live_panels(window) -> list:
    return [window.table, window.matrix, window.addition, window.heatmap]


def _particular_state(window, qtbot) -> None:
    """Scrolled, selected, hovered, focused, mid-animation: what a lecturer's window may be doing."""
    table = window.table.view
    table.verticalScrollBar().setValue(table.verticalScrollBar().maximum())
    table.selectionModel().select(table.model().index(3, 2), QtCore.QItemSelectionModel.SelectionFlag.ClearAndSelect)
    window.matrix.view.horizontalScrollBar().setValue(1)
    window.heatmap.show_rows(10, 20)                      # zoomed to positions 10-30
    plot = window.heatmap.view
    QtTest.QTest.mouseMove(plot.viewport(), plot.viewport().rect().center())     # a cell hovered
    window.addition.animation.stop()                      # its own clock would fire during the export
    window.addition.set_progress(0.3)                     # the sum caught mid-flight
    table.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
    qtbot.wait(80)                                        # every pending timer of the live panels has run
    QtWidgets.QApplication.processEvents()


def _shown(window) -> dict:
    """What the live panels show beyond their layout: scroll, selection, hover text, focus, animation, range."""
    table, heatmap = window.table.view, window.heatmap
    return {"scroll": (table.verticalScrollBar().value(), window.matrix.view.horizontalScrollBar().value()),
            "selected": [(i.row(), i.column()) for i in table.selectionModel().selectedIndexes()],
            "readout": heatmap.readout.text(), "range": heatmap.view.view_box.viewRange(),
            "progress": window.addition.progress, "focus": QtWidgets.QApplication.focusWidget() is table,
            "nearest": window.table.nearest.text(), "dims": window.addition.dims}


def _cells(model) -> list:
    return [[model.index(r, c).data() for c in range(min(model.columnCount(), 64))] for r in range(min(model.rowCount(), 64))]


def _table_words(panel) -> tuple:
    return _cells(panel.model), panel.summary.text(), panel.focus_title.text(), panel.nearest.text(), panel.dense.values.tolist()


def _z_words(panel) -> tuple:
    return _cells(panel.model), panel.summary.text()


def _addition_words(panel) -> tuple:
    return panel.caption.text(), panel.note.text(), [v.tolist() for v in panel.values], panel.dims, panel.box_title()


def _heatmap_words(panel) -> tuple:
    return panel.caption.text(), panel.levels, panel.rows_shown, panel.view.view_box.viewRange()


def _content(window, panel: str, figure) -> dict:
    """The numbers and sentences of ``panel`` in the live window and in the figure's copy, side by side."""
    live = {"table": window.table, "z": window.matrix, "addition": window.addition, "heatmap": window.heatmap}[panel]
    pick = {"table": _table_words, "z": _z_words, "addition": _addition_words, "heatmap": _heatmap_words}[panel]
    return {"live": pick(live), "copy": pick(figure.content), "figure title": figure.title.text(),
            "box title": window.boxes[PANELS[panel]].title()}


@pytest.mark.parametrize("panel", list(PANELS))
def test_an_export_fires_no_signal_of_the_live_panels_and_shows_what_they_show(window, qtbot, tmp_path, monkeypatch, panel):
    _particular_state(window, qtbot)
    assert "=" in window.heatmap.readout.text()           # the hover readout (a cell's formula), not the legend
    states, shown = {name: _state(window.boxes[box]) for name, box in PANELS.items()}, _shown(window)
    seen = {}
    real_save = export.save_png

    def save_png(figure, path, scale=1.0):
        seen.update(_content(window, panel, figure))
        return real_save(figure, path, scale)
    monkeypatch.setattr(export, "save_png", save_png)
    watch = Watch(_live_panels(window))
    export.export(window, panel, tmp_path / f"{panel}.png")
    fired, events = watch.fired(), list(watch.events)
    for widget in _live_panels(window):
        for child in (widget, *widget.findChildren(QtWidgets.QWidget)):
            child.removeEventFilter(watch)
    assert fired == [] and events == []
    assert {name: _state(window.boxes[box]) for name, box in PANELS.items()} == states
    assert _shown(window) == shown
    assert seen["copy"] == seen["live"] and seen["figure title"] == seen["box title"]


def test_the_copy_of_e_shows_the_nearest_rows_found_without_searching(window, monkeypatch):
    """E's copy takes the live panel's nearest rows: a real model's search over 128,000 rows is not redone."""
    live = window.table
    live.wait()
    QtWidgets.QApplication.processEvents()
    assert "Nearest rows by cosine:" in live.nearest.text()
    from posviz.qt.workers import nearest_search
    monkeypatch.setattr(nearest_search.NearestSearch, "request", lambda *a: pytest.fail("the copy searched"))
    copy = live.slide_copy()
    try:
        assert copy.nearest.text() == live.nearest.text() and copy.nearest.text() != ""
        assert np.array_equal(copy.dense.values, live.dense.values)
    finally:
        copy.deleteLater()


def _receivers(session) -> dict[str, int]:
    """How many slots each of the session's signals reaches."""
    meta, counts = session.metaObject(), {}
    for i in range(meta.methodCount()):
        method = meta.method(i)
        if method.methodType() == QtCore.QMetaMethod.MethodType.Signal:
            signature = bytes(method.methodSignature().data()).decode()
            counts[signature] = session.receivers(QtCore.SIGNAL(signature))
    return counts


@pytest.mark.parametrize("panel", [*PANELS, "position-similarity", "rope-decay"])
def test_each_copy_is_deleted_with_its_figure(window, tmp_path, panel):
    """A copy left alive would follow the session for ever: after an export the session reaches
    exactly the slots it reached before."""
    export.export(window, panel, tmp_path / "warm.png")      # a deeper view is built on first use
    QtWidgets.QApplication.processEvents()
    before = _receivers(window.session)
    assert before["frameChanged(PyObject)"] >= 4                # the live panels, at least
    export.export(window, panel, tmp_path / f"{panel}.png")
    QtWidgets.QApplication.processEvents()
    assert _receivers(window.session) == before
