"""Exported pictures leave out the live screen's furniture (issue 25): the addition's dimension pager
"◀ dims 0–15 of 32 ▶" on a slide, and the window's focus ring in any picture."""
import xml.etree.ElementTree as ET

import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.model.settings import LayerSettings
from posviz.qt import create_window
from posviz.qt.export import export, slide

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def window(qtbot):
    window = create_window("the dog bit the man")
    window.persistence.disable()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.session.set_reduce_motion(True)
    return window


def svg_texts(path) -> str:
    return " ".join(t.text or "" for t in ET.parse(path).getroot().iter(f"{SVG}text"))


def test_the_addition_slide_has_no_dimension_pager(window, tmp_path):
    assert window.session.set_input("the dog bit the man", LayerSettings(d_model=32))
    panel = window.addition
    pager = (panel.prev_button, panel.dims_label, panel.next_button)
    assert all(w.isVisible() for w in pager) and "of 32" in panel.dims_label.text()    # paged on screen
    export.export(window, "addition", tmp_path / "a.svg")
    texts = svg_texts(tmp_path / "a.svg")
    assert "“dog” at position 1" in texts                        # the captions are there, as text
    assert "of 32" not in texts and "◀" not in texts and "▶" not in texts
    assert all(w.isVisible() for w in pager)                     # and back on the screen afterwards


def ring_pixel(image: QtGui.QImage, ring: QtWidgets.QWidget) -> int:
    """The colour on the ring's left edge, half-way down."""
    box = ring.geometry()
    return image.pixel(box.left() + 1, box.center().y())


def test_the_window_picture_has_no_focus_ring(window, qtbot, tmp_path):
    window.activateWindow()
    start = window.controls.start_button
    qtbot.waitUntil(start.hasFocus, timeout=2000)
    ring = window.focus_ring
    qtbot.waitUntil(ring.isVisible, timeout=2000)
    highlight = window.palette().color(QtGui.QPalette.ColorRole.Highlight).rgb()
    assert ring_pixel(window.grab().toImage(), ring) == highlight        # on screen: framed
    export.export(window, "window", tmp_path / "w.png")
    picture = QtGui.QImage(str(tmp_path / "w.png"))
    assert ring_pixel(picture, ring) != highlight
    assert ring.isVisible()                                              # still framed on screen


def test_a_stretched_slide_table_grows_its_numbers_with_its_cells(window):
    """Issue 25: Z on a 1024 × 768 slide had 150 px tall cells around 19 px numbers."""
    content, title = export.slide_panel(window, "z")
    table, size = content.view, QtCore.QSize(1024, 768)
    before = QtGui.QFont(window.matrix.view.font())
    with slide.figure_of(content, title, size):
        model = table.model()
        metrics = QtGui.QFontMetricsF(table.font())
        cell = min(table.rowHeight(r) for r in range(model.rowCount()))
        assert cell > 3 * slide.body_pixels(size)                           # the cells are stretched ...
        assert metrics.height() >= 0.35 * cell                               # ... and the numbers with them
        bold = QtGui.QFont(table.font())
        bold.setBold(True)
        for c in range(model.columnCount()):                                 # never cut
            widest = max(QtGui.QFontMetricsF(bold).horizontalAdvance(model.index(r, c).data())
                         for r in range(model.rowCount()))
            assert widest <= table.columnWidth(c) - 4, (c, widest, table.columnWidth(c))
        assert table.horizontalHeader().font().pixelSize() == slide.body_pixels(size)   # headers: slide text
    assert window.matrix.view.font() == before                               # the live panel is as it was
