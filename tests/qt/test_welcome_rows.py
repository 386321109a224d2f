"""The welcome costs the lesson none of its rows (issue 25: at 1024 × 768 the three-line banner
above the sentence left Z 3 of its 5 rows)."""
import pytest
from PySide6 import QtWidgets

from posviz.qt import create_window


def rows_shown(view: QtWidgets.QTableView) -> int:
    """Rows of ``view`` wholly inside its viewport (0 when the view is not on screen)."""
    if not view.isVisible():
        return 0
    height = view.viewport().height()
    return sum(1 for r in range(view.model().rowCount())
               if 0 <= view.rowViewportPosition(r) and view.rowViewportPosition(r) + view.rowHeight(r) <= height)


def settled_rows(qtbot, tables) -> list[int]:
    """The rows shown once the layout stops changing (a new zoom reaches the panels by posted events)."""
    last = None
    for _ in range(20):
        qtbot.wait(150)
        now = [rows_shown(t) for t in tables]
        if now == last:
            return now
        last = now
    return last


@pytest.mark.parametrize("zoom", [1.0, 2.0])
def test_the_welcome_leaves_every_table_its_rows(qtbot, zoom):
    window = create_window()
    qtbot.addWidget(window)
    window.persistence.disable()
    window.resize(1024, 768)
    window.show()
    qtbot.waitExposed(window)
    window.session.set_zoom(zoom)
    try:
        tables = (window.table.view, window.matrix.view)
        qtbot.waitUntil(lambda: window.table.view.font().pointSizeF() >= zoom * 8, timeout=3000)
        without = settled_rows(qtbot, tables)
        window.help.show_welcome()
        banner = window.help.banner
        assert banner.isVisible() and all(b.isVisible() for b in (banner.walkthrough, banner.sentence, banner.model))
        assert settled_rows(qtbot, tables) == without, (without, zoom)
        if zoom == 1.0:
            assert without[1] == 5                            # Z: all five rows of the lesson's sentence
        for label in (banner.title, banner.keys):             # shown whole, or not at all
            assert not label.isVisible() or label.width() >= label.sizeHint().width()
    finally:
        window.session.set_zoom(1.0)
