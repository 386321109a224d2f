"""A picture export leaves the live window exactly as it was (issue 23): each panel's place, size,
shown controls, texts, table layout and view range are the same before and after, also when the
export comes while a new sentence is still being encoded and drawn; the live heatmap then draws it."""
from __future__ import annotations

import pytest
from PySide6 import QtWidgets

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
