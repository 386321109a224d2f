"""E's focused row stays whole when the page is laid out again after it was scrolled to (a model
opened while zoomed: the new summary and details wrap to more lines and shrink the table), and a
reader's own scroll is kept."""
import numpy as np
from PySide6 import QtCore, QtWidgets
from PySide6.QtTest import QTest

from posviz.qt.widgets.matrix_view import RowRevealer, make_matrix_view


def whole(view, row) -> bool:
    cell = view.visualRect(view.model().index(row, 0))
    return not cell.isEmpty() and view.viewport().rect().contains(cell)


def test_a_revealed_row_stays_whole_as_the_table_shrinks_until_the_reader_scrolls(qtbot):
    view, model = make_matrix_view("t", "a table")
    qtbot.addWidget(view)
    model.set_matrix(np.arange(60.0).reshape(30, 2), [str(i) for i in range(30)], ["a", "b"])
    view.resize(300, 260)
    view.show()
    qtbot.waitExposed(view)
    revealer = RowRevealer(view)
    revealer.reveal(12)
    assert whole(view, 12)
    for height in (200, 150, 120, 90):             # the page laid out again, the table shorter each time
        view.resize(300, height)
        QtWidgets.QApplication.processEvents()
        assert whole(view, 12), height
    view.verticalScrollBar().triggerAction(QtWidgets.QAbstractSlider.SliderAction.SliderToMaximum)
    scrolled = view.verticalScrollBar().value()   # the reader scrolled away from it: theirs to keep
    assert not whole(view, 12)
    view.resize(300, 80)
    QtWidgets.QApplication.processEvents()
    assert view.verticalScrollBar().value() == scrolled
    revealer.reveal(12)
    view.setFocus()
    QTest.keyClick(view, QtCore.Qt.Key.Key_End, QtCore.Qt.KeyboardModifier.ControlModifier)   # by the keys
    scrolled = view.verticalScrollBar().value()
    assert not whole(view, 12)
    view.resize(300, 70)
    QtWidgets.QApplication.processEvents()
    assert view.verticalScrollBar().value() == scrolled


def test_es_focused_row_stays_whole_when_its_page_is_laid_out_again_at_200_percent(qtbot):
    """At 200 % in a 1024 x 740 window E shows a few rows. The focused row is scrolled to, then the
    panel's texts take more lines (as a newly opened model's summary and details do) and the table
    is shorter: the row is still whole (it was left under the table's edge, seen on Xvfb with a
    tiny GPT-2 opened at 200 %)."""
    from posviz.qt import create_window
    window = create_window("the dog bit the small man")
    qtbot.addWidget(window)
    window.session.set_background(False)
    window.session.set_reduce_motion(True)
    window.show()
    qtbot.waitExposed(window)
    window.session.set_zoom(2.0)
    window.resize(1024, 740)
    qtbot.waitUntil(lambda: window.room.per_page < 4)
    window.room.show_page(0)
    QTest.qWait(100)
    panel = window.table
    view, model = panel.view, panel.model
    window.session.set_focus(5)                               # "man": row 4, scrolled to the lower edge
    QtWidgets.QApplication.processEvents()
    assert model.focus_row == 4 and whole(view, 4)
    before = view.viewport().height()
    panel.summary.setText(panel.summary.text() + " " + "A longer summary, as a real model's. " * 6)
    QTest.qWait(100)
    assert view.viewport().height() < before               # the table did get shorter
    assert whole(view, 4), (view.visualRect(model.index(4, 0)), view.viewport().rect())
    window.session.set_zoom(1.0)
