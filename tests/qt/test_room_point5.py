"""Small things seen on a projector: each read back from the pixels or the words on screen."""
import numpy as np
import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.qt.widgets.matrix_view import MARK_COLOR, make_matrix_view


def ink(image: QtGui.QImage, colour: QtGui.QColor) -> int:
    """How many pixels are close to ``colour`` (the number's own, anti-aliasing aside)."""
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = QtGui.QColor(image.pixel(x, y))
            count += abs(c.red() - colour.red()) + abs(c.green() - colour.green()) + abs(c.blue() - colour.blue()) < 60
    return count


def cell_image(qtbot, value, marked, width=None):
    view, model = make_matrix_view("framed", "framed")
    qtbot.addWidget(view)
    model.set_matrix(np.array([[value]]), ["0 · the"], ["d0"], (-20.0, 20.0))
    model.set_marked(np.array([[marked]]))
    view.resizeColumnsToContents()
    if width is not None:
        view.setColumnWidth(0, width)
    view.resize(400, 200)
    view.show()
    qtbot.waitExposed(view)
    image = view.viewport().grab(view.visualRect(model.index(0, 0))).toImage()
    return image, model.cell(0, 0)[2], view.columnWidth(0)


@pytest.mark.parametrize("value", [1.0, -0.76, 10.25])
def test_a_framed_number_is_drawn_whole(qtbot, value):
    """The Word order tab frames the numbers that differ: the frame covered the last digit ("1.0(")."""
    framed, colour, width = cell_image(qtbot, value, True)
    plain, _, _ = cell_image(qtbot, value, False, width)
    assert ink(framed, MARK_COLOR) > 0                       # the frame is there...
    assert ink(framed, colour) == ink(plain, colour) > 0     # ...and covers none of the number


# --- Deeper ideas → One-hot vs row ---------------------------------------------------------------
@pytest.fixture
def one_hot_view(qtbot):
    from posviz.qt.panels.deeper.views import DeeperViews
    from posviz.qt.session import Session
    session = Session()
    session.set_reduce_motion(True)
    views = DeeperViews(session)
    qtbot.addWidget(views)
    views.resize(1000, 560)
    views.show()
    qtbot.waitExposed(views)
    view = views.show_view(0)
    view.views = views          # keeps the tab widget (and so the view) alive
    QtWidgets.QApplication.processEvents()
    return session, view


def test_one_hot_view_names_es_columns(one_hot_view):
    session, view = one_hot_view
    canvas, names = view.canvas, list(session.layer.table.dim_names)
    assert canvas.columns == names
    box = canvas.layout_boxes()
    metrics = canvas.fontMetrics()
    assert all(metrics.horizontalAdvance(name) + 4 <= box["cw"] for name in names)   # each fits its column


def test_rows_not_looked_up_stay_readable(one_hot_view):
    """Rows multiplied by 0 fade, but a strong cell (cat's 0.90) still stands out from the page."""
    session, view = one_hot_view
    canvas = view.canvas
    assert canvas.progress == 1.0
    box = canvas.layout_boxes()
    cat = canvas.labels.index("3 cat")
    assert cat != canvas.chosen
    image = canvas.grab().toImage()
    point = QtCore.QPointF(box["x_e"] + 0.5 * box["cw"], box["y0"] + (cat + 0.5) * box["ch"])
    ratio = canvas.devicePixelRatioF()
    colour = QtGui.QColor(image.pixel(int(point.x() * ratio), int(point.y() * ratio) + 3))
    page = canvas.palette().color(QtGui.QPalette.ColorRole.Window)
    distance = sum(abs(a - b) for a, b in zip(colour.getRgb()[:3], page.getRgb()[:3]))
    assert distance >= 100, (colour.getRgb(), page.getRgb())


def test_mini_heatmap_row_numbers_get_a_whole_line(qtbot):
    """"Past the table": 64 rows in a short picture; each number shown gets a full line, no overlap."""
    from posviz.qt.panels.deeper.common import MatrixView
    view = MatrixView()
    qtbot.addWidget(view)
    view.set_data(np.zeros((64, 8)), row_labels=[str(i) for i in range(64)])
    view.resize(300, 160)
    view.show()
    qtbot.waitExposed(view)
    boxes = view.row_label_boxes()
    line = view.fontMetrics().height()
    rect = view.grid_rect()
    assert boxes and all(box.height() >= line for _, box in boxes)
    assert all(b.top() >= a.bottom() - 0.5 for (_, a), (_, b) in zip(boxes, boxes[1:]))
    for text, box in boxes:       # each label sits on its own row's middle
        row = int(text)
        assert box.center().y() == pytest.approx(rect.top() + (row + 0.5) * rect.height() / 64, abs=0.5)
    assert all(view.fontMetrics().horizontalAdvance(text) <= box.width() for text, box in boxes)
