"""Context extension's level labels ("original context 8,192", "8 × original = 65,536") sit where
no curve and no other label is, inside the plot (issue 25: the curve crossed them, or they were cut)."""
import numpy as np
import pytest
from PySide6 import QtCore, QtGui

from posviz.qt.panels.deeper.context_parts import place_labels
from posviz.qt.panels.deeper.views import DeeperViews
from posviz.qt.session import Session

CONTEXT = 9


def test_a_label_moves_right_of_a_curve_that_crosses_the_left_end():
    curve = (np.array([0.0, 4.0, 5.0, 10.0]), np.array([5.5, 5.5, 0.0, 0.0]))   # at y = 5.5 until x = 4, then down
    (left, above), = place_labels([curve], [5.0], [(2.0, 1.0)], (0.0, 10.0, 0.0, 10.0))
    assert above and 4.09 < left <= 4.4              # the first free place (the curve leaves y = 5 at x = 4.09)
    assert left + 2.0 <= 10.0                        # inside the plot


def test_a_label_at_the_top_hangs_below_its_line_and_two_close_lines_do_not_share_a_place():
    flat = (np.array([0.0, 10.0]), np.array([0.0, 0.0]))
    spots = place_labels([flat], [9.5, 9.0], [(3.0, 1.0), (3.0, 1.0)], (0.0, 10.0, 0.0, 10.0))
    assert spots[0] == (0.0, False)                  # no room above 9.5: below, at the left
    (left, above) = spots[1]                         # 9.0: above is taken by the first, below is free?
    first = (0.0, 3.0, 8.5, 9.5)
    low = 9.0 if above else 8.0
    assert left >= first[1] or low >= first[3] or low + 1.0 <= first[2]


@pytest.fixture(params=[(1200, 800, 1.0, 8192), (640, 480, 2.0, 8192), (1200, 800, 1.0, 64)],
                ids=["wide", "narrow-200%", "short-context"])
def view(qtbot, request):
    """The view at a size and zoom; "short-context": the original context 64, whose line the rising
    curve crosses near the left edge, where the labels used to sit."""
    width, height, zoom, original = request.param
    session = Session()
    session.background = False
    views = DeeperViews(session)
    qtbot.addWidget(views)
    font = QtGui.QFont(views.font())
    font.setPointSizeF(font.pointSizeF() * zoom)
    views.setFont(font)
    views.resize(width, height)
    views.show()
    qtbot.waitExposed(views)
    view = views.show_view(CONTEXT)
    view._keep = views
    view.parameters["original_max_position_embeddings"].setValue(original)
    qtbot.wait(50)
    return view


def scene_points(curve, steps: int = 40) -> list[QtCore.QPointF]:
    """Points along a drawn curve, in scene coordinates (dense along each segment)."""
    item = curve.curve
    x, y = item.xData, item.yData
    out = []
    for i in range(len(x) - 1):
        for t in np.linspace(0.0, 1.0, steps):
            out.append(item.mapToScene(QtCore.QPointF(x[i] + t * (x[i + 1] - x[i]), y[i] + t * (y[i + 1] - y[i]))))
    return out


def test_labels_are_clear_of_the_curves_and_inside_the_plot(view):
    plot = view.wave_plot
    shown = [line.label.toPlainText() for line in plot.levels]
    n = view.parameters["original_max_position_embeddings"].value()
    longest = 8 * n                                  # llama3's default factor 8
    assert shown in ([f"original context {n:,}", f"8 × original = {longest:,}"], [f"{n:,}", f"{longest:,}"])
    inside = plot.getViewBox().sceneBoundingRect()
    boxes = [line.label.sceneBoundingRect() for line in plot.levels]
    points = scene_points(plot.before) + scene_points(plot.after)
    for box in boxes:
        assert inside.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box), (inside, box)     # within rounding of a pixel
        assert not any(box.contains(p) for p in points), box
    assert not boxes[0].intersects(boxes[1])
