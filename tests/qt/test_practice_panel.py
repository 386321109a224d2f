"""The practice tab: checks run off the GUI thread (the event loop keeps turning, Stop works),
verdicts reach the screen, drafts survive a restart, the solution is revealed only after asking,
and the editor is a Python editor whose font follows the zoom."""
import os

import pytest
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtTest import QTest

from posviz.practice import TASKS, DraftStore, Limits
from posviz.qt import create_window
from posviz.qt.workers import check_worker
from posviz.qt.panels.practice import PracticePanel, drafts_folder
from posviz.qt.session import Session

LIMITS = Limits(seconds=2.5)
ENDLESS = "def positional_encoding(length, d_model):\n    while True:\n        pass\n"


@pytest.fixture
def panel(qtbot, tmp_path):
    view = PracticePanel(Session(), store=DraftStore(tmp_path / "drafts"), limits=LIMITS)
    qtbot.addWidget(view)
    yield view
    view.stop_check()
    view.wait_for_check()
    check_worker.stop_all()


class Ticks:
    """QTimer ticks that came while the panel's check was running: proof that the event loop turned
    during the check. A GUI thread blocked by the check gets no tick until the check is over."""

    def __init__(self, panel, interval_ms=20):
        self.panel, self.count = panel, 0
        self.timer = QtCore.QTimer(interval=interval_ms)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self):
        if self.panel.thread is not None:
            self.count += 1


def _run(panel, qtbot, source, timeout_ms=30_000):
    panel.editor.setPlainText(source)
    ticks = Ticks(panel)
    panel.check_button.click()
    assert panel.thread is not None
    qtbot.waitUntil(lambda: panel.thread is None, timeout=timeout_ms)
    ticks.timer.stop()
    return panel.last_report, ticks.count


def test_starts_on_task_one_with_its_stub(panel):
    assert panel.task is TASKS[0]
    assert panel.editor.toPlainText() == TASKS[0].starter
    assert "positional_encoding(length, d_model)" in panel.statement.text()
    assert [b.text() for b in panel.task_buttons.buttons()] == [
        "1 · positional_encoding", "2 · assemble_z", "3 · shuffle_without_positions"]


def test_correct_solution_passes_and_marks_the_task(panel, qtbot):
    report, _ = _run(panel, qtbot, TASKS[0].solution)
    assert report.passed and panel.summary.text() == f"✓ All {len(report.cases)} hidden cases pass."
    assert panel.task_buttons.button(0).text().endswith("✓")
    assert panel.store.load_progress()["passed"] == ["positional_encoding"]
    assert panel.results.toPlainText().count("passed") == len(report.cases)
    assert panel.check_button.isEnabled() and not panel.stop_button.isEnabled()


def test_wrong_answer_shows_hint_and_first_mismatch(panel, qtbot):
    panel.select_task("assemble_z")
    report, _ = _run(panel, qtbot, "def assemble_z(E, ids, P):\n    return E[ids]\n")
    assert report.outcome == "failed"
    assert "position vectors are missing" in panel.summary.text()
    text = panel.results.toPlainText()
    assert "First mismatch at row 0" in text and "Hint:" in text


HOSTILE = {
    "endless loop": (ENDLESS, "Time limit"),
    "os._exit": ("import os\ndef positional_encoding(length, d_model):\n    os._exit(4)\n", "exit code 4"),
    "segmentation fault": ("import ctypes\ndef positional_encoding(length, d_model):\n    return ctypes.string_at(0)\n",
                           "segmentation fault"),
    "huge allocation": ("def positional_encoding(length, d_model):\n    return bytearray(10**12)\n", "more memory"),
    "huge print": ("def positional_encoding(length, d_model):\n    while True:\n        print('spam ' * 1000)\n",
                   "Printing that much"),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_code_gets_a_clear_result_while_the_gui_keeps_running(panel, qtbot, name):
    source, words = HOSTILE[name]
    panel.editor.setPlainText(source)
    panel.check_button.click()
    assert panel.progress.isVisibleTo(panel) and panel.stop_button.isEnabled()
    assert not panel.check_button.isEnabled()
    ticks = Ticks(panel)
    qtbot.waitUntil(lambda: panel.thread is None, timeout=30_000)
    ticks.timer.stop()
    assert words in panel.summary.text()
    assert not panel.progress.isVisibleTo(panel) and panel.check_button.isEnabled()
    assert ticks.count >= 1   # the event loop turned while the check ran


def test_event_loop_keeps_turning_through_a_long_hostile_check(panel, qtbot):
    report, ticks = _run(panel, qtbot, ENDLESS)
    assert report.outcome == "timeout"
    # The check lasted at least the 2.5 s limit; a GUI thread blocked by it would count no tick
    # while it ran. Two ticks: the loop turned more than once, not only to deliver the result.
    assert ticks >= 2


def test_stop_button_ends_the_check(panel, qtbot):
    panel.limits = Limits(seconds=120)
    panel.editor.setPlainText(ENDLESS)
    panel.check_button.click()
    qtbot.waitUntil(lambda: "Running case 1" in panel.summary.text(), timeout=20_000)
    panel.stop_button.click()
    qtbot.waitUntil(lambda: panel.thread is None, timeout=10_000)
    assert panel.last_report.outcome == "stopped"
    assert panel.summary.text() == "■ You stopped the check."


def test_reveal_solution_asks_first(panel, monkeypatch):
    panel.editor.setPlainText("# my attempt\n")
    monkeypatch.setattr(panel, "confirm", lambda title, question: False)
    panel.reveal_button.click()
    assert panel.solution.toPlainText() == "" and not panel.side_tabs.isTabEnabled(2)
    monkeypatch.setattr(panel, "confirm", lambda title, question: "solution" in title)
    panel.reveal_button.click()
    assert panel.solution.toPlainText() == TASKS[0].solution and panel.side_tabs.isTabEnabled(2)
    assert panel.editor.toPlainText() == "# my attempt\n"


def test_start_again_asks_first(panel, monkeypatch):
    panel.editor.setPlainText("# mine\n")
    monkeypatch.setattr(panel, "confirm", lambda title, question: False)
    panel.reset_button.click()
    assert panel.editor.toPlainText() == "# mine\n"
    monkeypatch.setattr(panel, "confirm", lambda title, question: True)
    panel.reset_button.click()
    assert panel.editor.toPlainText() == TASKS[0].starter


def test_each_task_keeps_its_own_draft(panel):
    panel.editor.setPlainText("# task one draft\n")
    panel.task_buttons.button(1).click()
    assert panel.task.key == "assemble_z" and panel.editor.toPlainText() == TASKS[1].starter
    panel.task_buttons.button(0).click()
    assert panel.editor.toPlainText() == "# task one draft\n"
    assert panel.store.load_progress()["current"] == "positional_encoding"


def test_drafts_are_saved_as_the_student_types(panel, qtbot):
    QTest.keyClicks(panel.editor, "x = 1")
    path = panel.store.path("positional_encoding")
    qtbot.waitUntil(lambda: path.exists() and "x = 1" in path.read_text(), timeout=5000)
    assert panel.draft_status.text() == "Draft saved"
    assert not list(path.parent.glob("*.tmp"))


def test_drafts_survive_a_restart(qtbot):
    folder = drafts_folder()
    assert str(folder).startswith(os.environ["XDG_DATA_HOME"])
    assert DraftStore(folder).load("assemble_z") is None          # this test's own folder: empty
    text = f"# written before the restart {os.getpid()}\nimport numpy as np\n"
    first = create_window()
    qtbot.addWidget(first)
    first.show_tab("Practice")
    panel = first.tabs.currentWidget().view
    panel.select_task("assemble_z")
    panel.editor.setPlainText(text)
    qtbot.waitUntil(lambda: DraftStore(folder).load("assemble_z") == text, timeout=5000)
    first.close()
    first.deleteLater()
    QtWidgets.QApplication.processEvents()

    second = create_window()
    qtbot.addWidget(second)
    second.show_tab("Practice")
    again = second.tabs.currentWidget().view
    assert again.task.key == "assemble_z" and again.editor.toPlainText() == text


def test_a_draft_that_cannot_be_saved_is_reported(panel, monkeypatch):
    def refuse(key, text):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(panel.store, "save", refuse)
    panel.save_draft()
    assert panel.draft_status.text() == "Draft NOT saved: Permission denied"


def test_editor_is_monospace_and_follows_the_zoom(panel):
    editor = panel.editor
    assert QtGui.QFontInfo(editor.font()).fixedPitch()
    big = QtGui.QFont(panel.font())
    big.setPointSizeF(27.0)
    panel.setFont(big)
    assert editor.font().pointSizeF() == 27.0 and editor.numbers.font() is not None
    assert editor.line_number_width() > editor.fontMetrics().horizontalAdvance("999")


def test_line_numbers_widen_for_long_code(panel):
    editor = panel.editor
    narrow = editor.line_number_width()
    editor.setPlainText("x = 1\n" * 12_000)
    assert editor.line_number_width() - narrow == editor.fontMetrics().horizontalAdvance("9") * 2


def test_python_is_highlighted(panel):
    panel.editor.setPlainText("def f(x):\n    return len(x)  # done\n")
    formats = {}
    block = panel.editor.document().firstBlock()
    while block.isValid():
        for fmt in block.layout().formats():
            text = block.text()[fmt.start:fmt.start + fmt.length]
            formats[text] = (fmt.format.fontWeight(), fmt.format.foreground().color().name(),
                             fmt.format.fontItalic())
        block = block.next()
    assert formats["def"][0] == QtGui.QFont.Weight.Bold
    assert formats["f"][1] != formats["return"][1]
    assert formats["# done"][2]
    assert formats["len"][1] not in (formats["def"][1], formats["# done"][1])


def test_tab_indents_and_enter_keeps_indentation(panel):
    editor = panel.editor
    editor.setPlainText("")
    editor.setFocus()
    QTest.keyClicks(editor, "def f():")
    QTest.keyClick(editor, QtCore.Qt.Key.Key_Return)
    QTest.keyClicks(editor, "return 1")
    QTest.keyClick(editor, QtCore.Qt.Key.Key_Return)
    QTest.keyClick(editor, QtCore.Qt.Key.Key_Tab)
    assert editor.toPlainText() == "def f():\n    return 1\n        "


def test_closing_the_window_mid_check_stops_the_check(qtbot):
    window = create_window()   # not given to qtbot: the test deletes it itself
    try:
        window.show_tab("Practice")
        panel = window.tabs.currentWidget().view
        panel.limits = Limits(seconds=120)
        panel.editor.setPlainText(ENDLESS)
        panel.check_button.click()
        qtbot.waitUntil(lambda: "Running case 1" in panel.summary.text(), timeout=20_000)
        assert check_worker.running() == 1
    finally:
        window.close()
        window.deleteLater()
        QtWidgets.QApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: check_worker.running() == 0, timeout=10_000)


def test_presenter_keys_type_into_the_editor_and_ctrl_return_checks(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    window.show()
    window.show_tab("Practice")
    panel = window.tabs.currentWidget().view
    panel.limits = LIMITS
    step = window.session.step
    panel.editor.setPlainText("")
    panel.editor.setFocus()
    QTest.keyClicks(panel.editor, "a b")           # Space is a presenter key elsewhere
    for key in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Left, QtCore.Qt.Key.Key_Backspace):
        QTest.keyClick(panel.editor, key)
    assert panel.editor.toPlainText() == "a \n" and window.session.step == step
    size = panel.editor.font().pointSizeF()
    window.session.set_zoom(2.0)                    # the window's zoom reaches the editor
    try:
        qtbot.waitUntil(lambda: panel.editor.font().pointSizeF() == pytest.approx(2 * size, abs=0.6),
                        timeout=3000)
        assert QtGui.QFontInfo(panel.editor.font()).fixedPitch()
    finally:
        window.session.set_zoom(1.0)
    panel.editor.setPlainText(TASKS[0].solution)
    QTest.keyClick(window.windowHandle(), QtCore.Qt.Key.Key_Return, QtCore.Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: panel.last_report is not None, timeout=30_000)
    assert panel.last_report.passed
