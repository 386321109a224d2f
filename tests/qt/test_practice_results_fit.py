"""Practice results fit a narrow pane (issue 25: a case's detail sat in a <pre> block that did not
wrap, so a narrow results pane cut it, or hid it behind a sideways scroll bar)."""
import pytest
from PySide6 import QtGui

from posviz.practice import DraftStore, Limits
from posviz.practice.report import CaseReport, CheckReport
from posviz.qt.panels.practice import PracticePanel
from posviz.qt.session import Session

DETAIL = ("First mismatch at row 3, column 5: expected 0.9989413418 but your function gave 0.0000000000.\n"
          "Expected row 3: [0.14112001, -0.98999250, 0.04997917, 0.99875027, 0.00999983, 0.99995000]\n"
          "Your row 3:     [0.14112001, -0.98999250, 0.04997917, 0.99875027, 0.00999983, 0.00000000]\n"
          "a_long_name_without_any_space_at_all_the_checker_may_print_when_a_shape_is_wrong_0123456789")


@pytest.mark.parametrize("width, zoom", [(1024, 1.0), (700, 2.0)])
def test_a_long_case_detail_wraps_inside_the_results_pane(qtbot, tmp_path, width, zoom):
    panel = PracticePanel(Session(), store=DraftStore(tmp_path / "drafts"), limits=Limits(seconds=2.5))
    qtbot.addWidget(panel)
    font = QtGui.QFont(panel.font())
    font.setPointSizeF(font.pointSizeF() * zoom)
    panel.setFont(font)
    panel.resize(width, 700)
    panel.show()
    qtbot.waitExposed(panel)
    report = CheckReport("assemble_z", "failed", "1 of 2 cases passed.",
                         (CaseReport("the lesson's sentence", "passed"),
                          CaseReport("a longer sentence", "failed", DETAIL, "Add the position vectors.")))
    panel._show_report(report)
    qtbot.wait(20)
    results = panel.results
    longest = max(QtGui.QFontMetrics(results.font()).horizontalAdvance(line) for line in DETAIL.splitlines())
    assert longest > results.viewport().width()                        # a pane narrower than the detail
    assert results.horizontalScrollBar().maximum() == 0                 # nothing out of sight sideways
    document = results.document()
    assert document.idealWidth() <= results.viewport().width()
    shown = results.toPlainText()
    assert all(line in shown.replace("\u2028", "\n") for line in DETAIL.splitlines())   # and nothing lost
