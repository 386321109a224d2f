"""The Practice tab's words and small parts: the verdict as rich text, the controls' names in the
current language, a view of code, and how many task buttons fit a row (issue 32)."""
from __future__ import annotations

import html

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, number
from posviz.practice import CheckReport
from posviz.practice.report import status_name
from posviz.qt.widgets.code_editor import monospace_font
from posviz.qt.widgets.text_style import bold_font

PracticeTab = Context("PracticeTab")
MARK = {"passed": "✓", "failed": "✗", "error": "✗", "not finished": "✗", "not run": "–"}


def report_html(report: CheckReport) -> str:
    """The verdict as rich text: one entry per hidden case, with its mismatch and hint."""
    parts = []
    for index, case in enumerate(report.cases, 1):
        head = PracticeTab.tr("<b>{mark} Case {number}</b>: {case} — {status}").format(
            mark=MARK.get(case.status, "?"), number=number(index), case=html.escape(case.label),
            status=html.escape(status_name(case.status)))
        # pre-wrap: the detail's lines and spacing kept, but wrapped to the pane (issue 25: a narrow
        # pane cut a <pre> block, or hid it behind a sideways scroll bar)
        body = f"<pre style='white-space: pre-wrap'>{html.escape(case.detail)}</pre>" if case.detail else ""
        hint = paragraph(PracticeTab.tr("<b>Hint:</b> {hint}").format(hint=html.escape(case.hint))) if case.hint else ""
        parts.append(paragraph(head) + body + hint)
    return "".join(parts) or paragraph(PracticeTab.tr("No case was run."))


def paragraph(text: str) -> str:
    """``text`` as a paragraph of rich text (the tags stay out of the translated sentence, which is
    one paragraph, not three, in every language)."""
    return "<p>" + text + "</p>"


def name_controls(panel) -> None:
    """Name the practice panel's controls in the current language."""
    panel.editor.setAccessibleName(PracticeTab.tr("Your Python code"))
    panel.statement_area.setAccessibleName(PracticeTab.tr("The task"))
    panel.summary_area.setAccessibleName(PracticeTab.tr("The check's verdict"))
    panel.results.setAccessibleName(PracticeTab.tr("Check results, case by case"))
    panel.output.setAccessibleName(PracticeTab.tr("What your code printed"))
    panel.output.setPlaceholderText(PracticeTab.tr("What your code printed appears here."))
    panel.solution.setAccessibleName(PracticeTab.tr("A reference solution"))
    for index, title in enumerate((PracticeTab.tr("Cases"), PracticeTab.tr("Printed"),
                                      PracticeTab.tr("Solution"))):
        panel.side_tabs.setTabText(index, title)
    panel.check_button.setText(PracticeTab.tr("Check"))
    panel.check_button.setShortcut(QtGui.QKeySequence("Ctrl+Return"))    # after setText, which resets it
    panel.check_button.setToolTip(PracticeTab.tr(
        "Run your code on hidden cases made by posviz's model (Ctrl+Return)"))
    panel.stop_button.setText(PracticeTab.tr("Stop"))
    panel.reset_button.setText(PracticeTab.tr("Start again"))
    panel.reveal_button.setText(PracticeTab.tr("Reveal solution…"))


def results_side(panel) -> QtWidgets.QWidget:
    """The practice panel's right side: the verdict (scrolling when long), the progress, and the
    tabs of cases, printed output and solution; the widgets become the panel's attributes."""
    panel.summary = QtWidgets.QLabel(objectName="checkSummary", wordWrap=True)
    panel.summary.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
    panel.summary.setFont(bold_font())
    # A long verdict (a long language, a large zoom) scrolls instead of being cut.
    panel.summary_area = summary_area = QtWidgets.QScrollArea(widgetResizable=True,
                                                             frameShape=QtWidgets.QFrame.Shape.NoFrame)
    summary_area.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    summary_area.setWidget(panel.summary)
    panel.progress = QtWidgets.QProgressBar(objectName="checkProgress", textVisible=False)
    panel.progress.setRange(0, 0)            # busy: the number of steps is not known in advance
    panel.progress.hide()
    panel.results = QtWidgets.QTextBrowser(objectName="checkResults")
    panel.results.setWordWrapMode(QtGui.QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)   # long names too
    panel.output, panel.solution = code_view("checkOutput"), code_view("solutionView")
    panel.side_tabs = QtWidgets.QTabWidget(objectName="practiceSideTabs")
    for page in (panel.results, panel.output, panel.solution):
        panel.side_tabs.addTab(page, "")          # named by retranslate
    side = QtWidgets.QWidget()
    column = QtWidgets.QVBoxLayout(side)
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(summary_area)
    column.addWidget(panel.progress)
    column.addWidget(panel.side_tabs, 1)
    return side


def code_view(name: str) -> QtWidgets.QPlainTextEdit:
    """A read-only view of code (what it printed, the solution): monospace, left to right in every language."""
    view = QtWidgets.QPlainTextEdit(objectName=name, readOnly=True)
    view.setFont(monospace_font())
    view.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
    return view


def columns_that_fit(widths: list[int], room: int) -> int:
    """How many of the buttons ``widths`` (px, spacing included) fit side by side in ``room`` px: all
    of them if they do, else as many as the widest ones allow, at least one."""
    columns, widest = len(widths), sorted(widths, reverse=True)
    while columns > 1 and sum(widest[:columns]) > max(room, 1):
        columns -= 1
    return columns
