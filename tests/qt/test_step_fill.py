"""A walkthrough step's own table fills its panel (issue 25: step 5's Z used a quarter of it, its
five rows at their usual height over an empty page)."""
import pytest
from PySide6 import QtCore, QtGui

from posviz.qt import create_window


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    window.persistence.disable()
    window.session.set_reduce_motion(True)
    window.resize(1024, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_step_five_s_z_fills_its_panel_and_its_numbers_grow_with_the_cells(window, qtbot):
    z = window.matrix.view
    rows, before = z.model().rowCount(), [z.rowHeight(r) for r in range(5)]
    usual_font = QtGui.QFont(z.font())
    window.session.set_step(4)
    assert rows == 5
    qtbot.waitUntil(lambda: z.isVisible() and z.viewport().height() > 400, timeout=3000)   # Z alone on the page

    def filled() -> bool:
        return sum(z.rowHeight(r) for r in range(rows)) >= 0.9 * z.viewport().height()
    qtbot.waitUntil(filled, timeout=2000)
    cell = min(z.rowHeight(r) for r in range(rows))
    assert cell > 2 * max(before)
    height = QtGui.QFontMetricsF(z.font()).height()
    assert height > 1.5 * QtGui.QFontMetricsF(usual_font).height()          # the numbers grew with the cells ...
    bold = QtGui.QFont(z.font())
    bold.setBold(True)
    widest = [max(QtGui.QFontMetricsF(bold).horizontalAdvance(z.model().index(r, c).data()) for r in range(rows))
              for c in range(z.model().columnCount())]
    assert all(w <= z.columnWidth(c) - 4 for c, w in enumerate(widest))    # ... none is cut ...
    # ... and as far as they go: to 40 % of a cell's height, or until the widest nearly fills its column
    assert height >= 0.35 * cell or max(w / z.columnWidth(c) for c, w in enumerate(widest)) >= 0.75
    assert z.verticalHeader().font().pointSizeF() == pytest.approx(usual_font.pointSizeF())   # row names: as usual
    window.session.leave_walkthrough()
    qtbot.wait(100)
    assert z.font() == usual_font and [z.rowHeight(r) for r in range(5)] == before       # back as it was


def test_step_one_leaves_the_sentence_s_rows_of_e_clear_of_the_veil(window, qtbot):
    """Issue 25: step 1 greyed all of E; its ids (0, 2, 6, 0, 4) are row numbers of E, so those
    rows stay clear: "bit" (row 6) and "chased" (row 7) hold the same 0.90 under "action", and only
    the sentence's one is drawn in its own colour."""
    assert window.session.frame.ids.tolist() == [0, 2, 6, 0, 4]
    window.session.set_step(0)
    table = window.table.view
    qtbot.waitUntil(table.isVisible, timeout=3000)
    qtbot.wait(100)
    model, action = table.model(), 2
    assert model.index(6, action).data() == model.index(7, action).data() == "0.90"
    own = QtGui.QColor(model.index(6, action).data(QtCore.Qt.ItemDataRole.BackgroundRole)).rgb()
    picture = window.grab().toImage()

    def drawn(row: int) -> int:
        corner = table.visualRect(model.index(row, action)).topLeft() + QtCore.QPoint(4, 4)
        return QtGui.QColor(picture.pixel(table.viewport().mapTo(window, corner))).rgb()
    assert drawn(6) == own and drawn(7) != own
