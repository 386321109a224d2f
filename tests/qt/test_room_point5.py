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


# --- Deeper ideas → Past the table: the learned column says whose numbers it shows ----------------
def lengths_view(qtbot, layer=None):
    from posviz.qt.panels.deeper.views import DeeperViews
    from posviz.qt.session import Session
    session = Session()
    if layer is not None:
        assert session.set_layer(layer, session.settings.changed(scheme="learned")), session.message
    views = DeeperViews(session)
    qtbot.addWidget(views)
    views.resize(1000, 700)
    views.show()
    qtbot.waitExposed(views)
    view = views.show_view(2)
    view.views = views
    view.set_length(40)                     # past the learned table's end: some rows are missing
    QtWidgets.QApplication.processEvents()
    return session, view


def drawn_table(session):
    """The learned table the view draws: the session's real one, else the settings' (illustrative)."""
    from posviz.model.positions import Learned
    own = session.layer.positions
    if isinstance(own, Learned) and not own.illustrative:
        return own
    return session.settings.changed(scheme="learned", positions_on=True).position_scheme()


def stand_in_model():
    """A real model's layer (its learned table is not illustrative), 64 rows x 6."""
    from posviz.model import EmbeddingTable, InputLayer, Learned, Vocabulary
    words = ("the", "a", "dog", "cat", "man", "child", "bit", "chased", "sees", "small")
    table = EmbeddingTable(np.random.default_rng(0).normal(0, 0.05, (10, 6)))
    learned = Learned(np.random.default_rng(1).normal(0, 0.05, (32, 6)))
    return InputLayer(Vocabulary(words), table, learned, name="a stand-in real model")


@pytest.mark.parametrize("real", [False, True], ids=["illustrative", "real model"])
def test_past_the_table_calls_only_a_real_table_trained(qtbot, real):
    """The toy's learned table is seeded random: its column says so and no sentence calls it trained."""
    from deeper_checks import plain
    session, view = lengths_view(qtbot, stand_in_model() if real else None)
    table = drawn_table(session)
    assert table.illustrative is (not real)
    column = view.columns[1]
    title, note = plain(column.title.text()), plain(view.note.text())
    assert ("illustrative" in title) is table.illustrative, title
    assert ("trained on positions" in note) is (not table.illustrative), note
    if table.illustrative:
        assert "seeded random" in title and "illustrative" in note
    status = plain(column.status.text())
    assert "past the end" in status                              # the error the note points to...
    assert ("trained for a later position" in status) is real    # ...calls only a real table trained


def test_past_the_table_grey_means_no_vector(qtbot):
    """The note says "grey = no vector": the rows past the table are NaN and painted grey."""
    session, view = lengths_view(qtbot)
    matrix = view.columns[1].matrix
    assert "grey = no vector" in view.note.text()
    missing = np.flatnonzero(np.isnan(matrix.values).all(axis=1))
    present = np.flatnonzero(~np.isnan(matrix.values).any(axis=1))
    assert missing.size and present.size
    assert missing[0] == drawn_table(session).max_len - int(matrix.row_labels[0])   # first row past the table
    image, rect, ratio = matrix.grab().toImage(), matrix.grid_rect(), matrix.devicePixelRatioF()
    n, m = matrix.values.shape

    def colour(row, col):
        x = rect.left() + (col + 0.15) * rect.width() / m
        y = rect.top() + (row + 0.5) * rect.height() / n
        return QtGui.QColor(image.pixel(int(x * ratio), int(y * ratio))).getRgb()[:3]
    for row in (missing[0], missing[-1]):
        r, g, b = colour(row, 0)
        assert max(r, g, b) - min(r, g, b) <= 12 and 60 <= r <= 230, (r, g, b)     # grey, not white or black
    assert any(max(colour(row, c)) - min(colour(row, c)) > 12 for row in present for c in range(m))  # others are coloured


def test_one_hot_view_at_200_on_a_short_screen_keeps_every_row_and_the_result(qtbot):
    """1280 x 720 at 200 %: E's rows ran under “Play the look-up again” and the result row was lost,
    and the cosine table shrank to one row. The page scrolls instead."""
    from posviz.qt.panels.deeper.views import DeeperViews
    from posviz.qt.session import Session
    session = Session()
    session.set_reduce_motion(True)
    views = DeeperViews(session)
    qtbot.addWidget(views)
    font = views.font()
    font.setPointSizeF(2 * font.pointSizeF())
    views.setFont(font)
    views.resize(1260, 380)                 # what the tab gets under the sentence and tool bar
    views.show()
    qtbot.waitExposed(views)
    view = views.show_view(0)
    for _ in range(4):
        QtWidgets.QApplication.processEvents()
    canvas = view.canvas
    box = canvas.layout_boxes()
    bottom = box["y_result"] + box["ch"]                  # the result row's lower edge
    assert bottom <= canvas.height(), (bottom, canvas.height())
    button = view.play_button.geometry()
    assert canvas.geometry().bottom() < button.top() or canvas.geometry().top() > button.bottom()
    table = view.table_view
    shown = table.viewport().height() // table.rowHeight(0)
    assert shown >= min(4, session.frame.length), shown


def test_framing_cells_after_the_fit_widens_their_columns(qtbot):
    """Word order frames the numbers that differ after its table was fitted: the columns were
    measured without the frame and a framed 1.00 was elided to “1.…” on a zoomed projector."""
    view, model = make_matrix_view("framed", "framed")
    qtbot.addWidget(view)
    view.resize(120, 200)                            # no spare width to hide the difference
    view.show()
    qtbot.waitExposed(view)
    model.set_matrix(np.array([[1.0, -0.76, 10.25]]), ["0 · the"], ["a", "b", "c"], (-20.0, 20.0))
    plain = [view.horizontalHeader().sectionSize(c) for c in range(3)]
    model.set_marked(np.array([[True, False, True]]))
    QtWidgets.QApplication.processEvents()
    header = view.horizontalHeader()
    for c in range(3):
        assert header.sectionSize(c) >= view.sizeHintForColumn(c), c         # the framed text fits whole
    assert header.sectionSize(0) > plain[0] and header.sectionSize(1) == plain[1]
