"""The GUI thread's handlers of a change at the app's limits do work in proportion to what is shown.

Nothing here is timed: each test counts calls (the work bench_limits found in one stretch of the GUI
thread) or compares with what Qt itself computes.
"""
import numpy as np
from PySide6 import QtCore, QtWidgets

from posviz.qt.widgets.cell_fill import SAMPLE, ColumnHeader, sampled_sections
from posviz.qt.widgets.matrix_model import DISPLAY_ROLE, MatrixTableModel


def test_sampled_sections_are_the_first_and_last_shown_ones_each_once():
    hidden = {0, 2, 95, 99}.__contains__
    assert sampled_sections(100, hidden) == [1, 3, 4, 5, 6, 7, 8, 9, 88, 89, 90, 91, 92, 93, 94, 96, 97, 98][:SAMPLE] \
        + [88, 89, 90, 91, 92, 93, 94, 96, 97, 98][-SAMPLE:]
    assert sampled_sections(10, lambda s: False) == list(range(10))          # ends overlap: each once
    assert sampled_sections(5, lambda s: s != 3) == [3]
    assert sampled_sections(4, lambda s: True) == []


class CountingModel(MatrixTableModel):
    """Counts the sections Qt asks labels of."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.asked: list[int] = []

    def headerData(self, section, orientation, role=DISPLAY_ROLE):  # noqa: N802
        self.asked.append(section)
        return super().headerData(section, orientation, role)


def test_a_wide_matrix_header_is_as_tall_as_qt_measures_it_and_asks_few_labels(qtbot):
    view = QtWidgets.QTableView()
    qtbot.addWidget(view)
    header = ColumnHeader(view)
    view.setHorizontalHeader(header)
    model = CountingModel(view)
    view.setModel(model)
    columns = 8192
    model.set_matrix(np.zeros((3, columns)), ["a", "b", "c"], [f"d{j}" for j in range(columns)])
    model.asked.clear()
    hint = header.sizeHint()
    assert len(set(model.asked)) <= 2 * SAMPLE         # Qt's own sizing asks ~200 sections, 5 roles each
    reference = QtWidgets.QHeaderView(QtCore.Qt.Orientation.Horizontal, view)
    reference.setModel(model)
    assert hint.height() == reference.sizeHint().height() > 0
    assert header.sectionsClickable() and header.highlightSections()


def test_a_message_outside_the_walkthrough_leaves_the_panels_alone_and_inside_keeps_the_sentence(qtbot, monkeypatch):
    from posviz.qt import create_window
    window = create_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    emphasis, shown = window.emphasis, []
    plain = emphasis._show_boxes
    monkeypatch.setattr(emphasis, "_show_boxes", lambda step: (shown.append(step), plain(step)))
    assert window.session.step < 0
    window.session.refuse("That sentence is too long.")
    assert shown == [] and all(box.isVisibleTo(window) for box in window.boxes.values())
    window.session.set_text("the dog bit the man")
    window.session.wait()
    window.session.set_step(1)
    shown.clear()
    window.session.refuse("That sentence is too long.")
    assert shown == [1]
    assert window.boxes["sentence"].isVisibleTo(window) and not window.boxes["sentence"].findChildren(
        QtWidgets.QWidget, "dimOverlay")
