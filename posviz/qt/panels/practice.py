"""Practice: the student writes the input layer in Python and checks it against hidden cases.

Three tasks in the lesson's order. The editor's text is saved (debounced, atomically) under the
user's data folder as they type, and comes back after a restart. **Check** runs the code in a
separate limited process, off the GUI thread, with progress and a Stop button; the verdict lists
every hidden case. **Reveal solution** asks first.
"""
from __future__ import annotations

from pathlib import Path

from PySide6 import QtCore, QtWidgets

from posviz.i18n import number
from posviz.practice import TASKS, CheckReport, DraftStore, Limits
from posviz.qt.workers.check_worker import CheckThread
from posviz.qt.panels.practice_parts import (PracticeTab, columns_that_fit, name_controls, paragraph, report_html,
                                             results_side)
from posviz.qt.widgets.code_editor import CodeEditor
from posviz.qt.widgets.text_style import bold_font, set_status_colour

SAVE_DELAY_MS = 600
OUTCOME_STATUS = {"passed": "ok", "stopped": "warning"}   # everything else: "error"


def drafts_folder() -> Path:
    """Where drafts live: ``<AppDataLocation>/practice`` (XDG_DATA_HOME on Linux)."""
    base = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "practice"


class PracticePanel(QtWidgets.QWidget):
    """Task picker, statement, editor, Check / Stop / Reset / Reveal, and the verdict."""

    uses_sentence = False       # presentation mode hides the sentence's line on this tab

    def __init__(self, session, parent=None, store: DraftStore | None = None,
                 limits: Limits | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practicePanel")
        self.session = session          # kept for symmetry with other panels; practice reads nothing from it
        self.store = store or DraftStore(drafts_folder())
        self.limits = limits or Limits()
        self.thread: CheckThread | None = None
        self.last_report: CheckReport | None = None
        self._status_maker = None         # makes the draft's status line again in a new language
        self._summary_maker = None        # the same for the check's summary while it runs
        progress = self.store.load_progress()
        self.passed = set(progress["passed"])
        self.task = next((t for t in TASKS if t.key == progress["current"]), TASKS[0])
        self._save_timer = QtCore.QTimer(self, singleShot=True, interval=SAVE_DELAY_MS)
        self._save_timer.timeout.connect(self.save_draft)
        self._build()
        self.retranslate()
        self._show_task(self.task)
        self.editor.textChanged.connect(self._save_timer.start)
        QtWidgets.QApplication.instance().aboutToQuit.connect(self.save_draft)

    # --- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        self.editor = CodeEditor(self)
        work = QtWidgets.QSplitter(QtCore.Qt.Orientation.Horizontal)
        work.addWidget(self.editor)
        work.addWidget(results_side(self))
        work.setStretchFactor(0, 3)
        work.setStretchFactor(1, 2)
        # The statement sits in a scroll area above a splitter handle: at a large zoom it scrolls
        # instead of pushing the editor off the screen, and the student can drag the handle.
        self.split = QtWidgets.QSplitter(QtCore.Qt.Orientation.Vertical)
        self.split.addWidget(self._statement_area())
        self.split.addWidget(work)
        self.split.setStretchFactor(1, 1)
        for splitter in (work, self.split):
            splitter.setChildrenCollapsible(False)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(self._picker())
        layout.addWidget(self.split, 1)
        layout.addLayout(self._buttons())

    def _picker(self) -> QtWidgets.QGridLayout:
        self.task_buttons = QtWidgets.QButtonGroup(self)
        self.picker = QtWidgets.QGridLayout()
        for index in range(len(TASKS)):
            button = QtWidgets.QPushButton(checkable=True, objectName=f"task{index + 1}")
            self.task_buttons.addButton(button, index)
        self._picker_columns = 0
        self.arrange_picker()
        self.task_buttons.idClicked.connect(lambda i: self.select_task(TASKS[i].key))
        return self.picker

    def arrange_picker(self) -> None:
        """The task buttons in one row when they fit the panel's width, else in as many columns as
        fit (a long language at a large zoom): never wider than the screen."""
        buttons = self.task_buttons.buttons()
        spacing = max(self.picker.spacing(), 0)
        columns = columns_that_fit([button.sizeHint().width() + spacing for button in buttons], self.width())
        if columns == self._picker_columns:
            return
        self._picker_columns = columns
        for button in buttons:
            self.picker.removeWidget(button)
        for index, button in enumerate(buttons):
            self.picker.addWidget(button, index // columns, index % columns)
        self.picker.setColumnStretch(len(buttons), 1)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.arrange_picker()

    def _statement_area(self) -> QtWidgets.QScrollArea:
        self.title = QtWidgets.QLabel(objectName="taskTitle", wordWrap=True)
        self.title.setFont(bold_font())
        self.statement = QtWidgets.QLabel(objectName="taskStatement", wordWrap=True)
        self.statement.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.statement.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        text = QtWidgets.QWidget()
        column = QtWidgets.QVBoxLayout(text)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.title)
        column.addWidget(self.statement)
        column.addStretch(1)
        self.statement_area = QtWidgets.QScrollArea(widgetResizable=True, frameShape=QtWidgets.QFrame.Shape.NoFrame)
        self.statement_area.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.statement_area.setWidget(text)
        return self.statement_area

    def fit_statement(self) -> None:
        """Give the statement the height it needs, but at most a third of the splitter."""
        total = sum(self.split.sizes()) or self.split.height()
        text = self.statement_area.widget()
        needed = text.layout().totalHeightForWidth(max(self.statement_area.viewport().width(), 200)) + 4
        top = max(self.title.sizeHint().height() * 2, min(needed, total // 3))
        self.split.setSizes([top, max(total - top, 1)])

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        QtCore.QTimer.singleShot(0, self.fit_statement)

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.FontChange and self.isVisible():
            QtCore.QTimer.singleShot(0, self.fit_statement)
        elif event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        """Name every control again and remake the task's words, the status and the verdict
        in the current language (the student's code and what it printed stay as they are)."""
        name_controls(self)
        for index, task in enumerate(TASKS):
            self.task_buttons.button(index).setToolTip(task.title)
        self._say_status(self._status_maker)
        if self.thread is not None:
            self._say_summary(self._summary_maker)
        else:
            self._name_task()
            self._show_report(self.last_report, bring_forward=False)

    def _say_status(self, maker) -> None:
        """The draft's status line from ``maker()``, kept to be made again in a new language."""
        self._status_maker = maker
        self.draft_status.setText(maker() if maker is not None else "")

    def _say_summary(self, maker) -> None:
        self._summary_maker = maker
        self.summary.setText(maker())

    def _buttons(self) -> QtWidgets.QHBoxLayout:
        self.check_button = QtWidgets.QPushButton(objectName="checkButton")
        self.check_button.setFont(bold_font())
        self.stop_button = QtWidgets.QPushButton(objectName="stopButton", enabled=False)
        self.reset_button = QtWidgets.QPushButton(objectName="resetButton")
        self.reveal_button = QtWidgets.QPushButton(objectName="revealButton")
        self.draft_status = QtWidgets.QLabel(objectName="draftStatus", wordWrap=True)
        self.check_button.clicked.connect(self.start_check)
        self.stop_button.clicked.connect(self.stop_check)
        self.reset_button.clicked.connect(self.reset_to_starter)
        self.reveal_button.clicked.connect(self.reveal_solution)
        row = QtWidgets.QHBoxLayout()
        for button in (self.check_button, self.stop_button, self.reset_button, self.reveal_button):
            row.addWidget(button)
        # The status takes the rest of the row, at its end, and wraps rather than widen the tab.
        self.draft_status.setAlignment(QtCore.Qt.AlignmentFlag.AlignTrailing | QtCore.Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.draft_status, 1)
        return row

    # --- tasks and drafts -------------------------------------------------------------------
    def select_task(self, key: str) -> None:
        """Open task ``key`` (the current draft is saved first)."""
        if key == self.task.key:
            return
        self.save_draft()
        self._show_task(next(t for t in TASKS if t.key == key))
        self._save_progress()

    def _show_task(self, task) -> None:
        self.task = task
        self.task_buttons.button(TASKS.index(task)).setChecked(True)
        self._name_task()
        self.editor.blockSignals(True)
        self.editor.setPlainText(self.store.load(task.key) or task.starter)
        self.editor.blockSignals(False)
        self.solution.setPlainText("")
        self.side_tabs.setTabEnabled(2, False)
        self._show_report(None)

    def _name_task(self) -> None:
        """The task's title and statement, and the picker's buttons, in the current language."""
        self._label_task_buttons()
        index = TASKS.index(self.task)
        self.title.setText(PracticeTab.tr("Task {number} of %Ln: {title}", None, len(TASKS)).format(
            number=number(index + 1), title=self.task.title))
        self.statement.setText(self.task.statement)

    def _label_task_buttons(self) -> None:
        for index, task in enumerate(TASKS):
            mark = " ✓" if task.key in self.passed else ""
            # The function's name is code: it stays as written (and left to right) in every language.
            self.task_buttons.button(index).setText(PracticeTab.tr("{number} · {function}{mark}").format(
                number=number(index + 1), function=task.function, mark=mark))

    def save_draft(self) -> None:
        """Write the editor's text to the current task's draft now."""
        self._save_timer.stop()
        try:
            self.store.save(self.task.key, self.editor.toPlainText())
            self._say_status(lambda: PracticeTab.tr("Draft saved"))
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self._say_status(lambda: PracticeTab.tr("Draft NOT saved: {reason}").format(reason=reason))

    def _save_progress(self) -> None:
        try:
            self.store.save_progress(self.task.key, self.passed)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self._say_status(lambda: PracticeTab.tr("Progress NOT saved: {reason}").format(reason=reason))

    def hideEvent(self, event) -> None:  # noqa: N802
        if self._save_timer.isActive():
            self.save_draft()
        super().hideEvent(event)

    # --- checking ---------------------------------------------------------------------------
    def start_check(self) -> None:
        """Run the editor's code against the current task's hidden cases, off the GUI thread."""
        if self.thread is not None:
            return
        self.save_draft()
        self.thread = CheckThread(self.task, self.editor.toPlainText(), self.limits)
        self.thread.progressed.connect(self._on_check_progressed)
        self.thread.reported.connect(self._on_check_reported)
        self.destroyed.connect(self.thread.stop)   # nobody is left to read the verdict
        self._set_checking(True)
        self._say_summary(lambda: PracticeTab.tr("Checking…"))
        set_status_colour(self.summary, None)
        self.results.setHtml(paragraph(PracticeTab.tr("Running your code on the hidden cases…")))
        self.output.setPlainText("")
        self.thread.start()

    def stop_check(self) -> None:
        """Stop the running check (its verdict says so)."""
        if self.thread is not None:
            self.thread.stop()
            self._say_summary(lambda: PracticeTab.tr("Stopping…"))

    def wait_for_check(self, ms: int = 30_000) -> bool:
        """Block until the running check's thread ends (tests, closing)."""
        return self.thread.wait(ms) if self.thread is not None else True

    def _set_checking(self, checking: bool) -> None:
        self.progress.setVisible(checking)
        self.check_button.setEnabled(not checking)
        self.stop_button.setEnabled(checking)
        for button in self.task_buttons.buttons():
            button.setEnabled(not checking)

    def _on_check_progressed(self, text: str) -> None:
        self._say_summary(lambda: PracticeTab.tr("Checking… {progress} (time limit {seconds} s)").format(
            progress=text, seconds=number(self.limits.seconds)))

    def _on_check_reported(self, report: CheckReport) -> None:
        self.thread = None
        self._set_checking(False)
        if report.task_key == self.task.key and report.passed and self.task.key not in self.passed:
            self.passed.add(self.task.key)
            self._label_task_buttons()
            self._save_progress()
        self._show_report(report)

    def _show_report(self, report: CheckReport | None, bring_forward: bool = True) -> None:
        self.last_report = report
        if report is None:
            self.summary.setText(PracticeTab.tr("Press Check to run your code on the hidden cases."))
            set_status_colour(self.summary, None)
            self.results.setHtml("")
            self.output.setPlainText("")
            return
        mark = "✓" if report.passed else ("■" if report.outcome == "stopped" else "✗")
        self.summary.setText(PracticeTab.tr("{mark} {summary}").format(mark=mark, summary=report.summary))
        set_status_colour(self.summary, OUTCOME_STATUS.get(report.outcome, "error"))
        self.results.setHtml(report_html(report))
        self.output.setPlainText(report.output)
        if bring_forward:
            self.side_tabs.setCurrentWidget(self.results)

    # --- starter and solution ---------------------------------------------------------------
    def confirm(self, title: str, question: str) -> bool:
        """Ask a yes/no question (tests replace this)."""
        answer = QtWidgets.QMessageBox.question(self, title, question)
        return answer == QtWidgets.QMessageBox.StandardButton.Yes

    def reset_to_starter(self) -> None:
        """Put the starter stub back in the editor, after asking."""
        if self.confirm(PracticeTab.tr("Start again?"), PracticeTab.tr("Replace your code for this task with the starter stub?")):
            self.editor.setPlainText(self.task.starter)
            self.save_draft()

    def reveal_solution(self) -> None:
        """Show the reference solution beside the editor, after asking; the draft is kept."""
        if self.confirm(PracticeTab.tr("Reveal the solution?"), PracticeTab.tr(
                "See the reference solution for this task? Trying once more first teaches more. Your own code "
                "stays in the editor.")):
            self.solution.setPlainText(self.task.solution)
            self.side_tabs.setTabEnabled(2, True)
            self.side_tabs.setCurrentWidget(self.solution)
