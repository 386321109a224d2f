"""posviz from the keyboard alone: the walkthrough, the quiz and a practice check, driven only by key
presses sent to the window (QTest key clicks; no mouse, no calls into the window)."""
import pytest
from PySide6 import QtCore, QtWidgets
from PySide6.QtTest import QTest

from posviz.qt import create_window
from posviz.qt.window.walkthrough import STEPS

Key, Mod = QtCore.Qt.Key, QtCore.Qt.KeyboardModifier


@pytest.fixture
def window(qtbot):
    w = create_window()
    qtbot.addWidget(w)
    w.session.set_reduce_motion(True)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.sentence.editor.setFocus()          # where the app starts: the sentence box has the keys
    qtbot.waitUntil(w.sentence.editor.hasFocus, timeout=2000)
    return w


def press(window, key, modifier=Mod.NoModifier):
    QTest.keyClick(window.windowHandle(), key, modifier)


def focus():
    return QtWidgets.QApplication.focusWidget()


def tab_to(window, found, limit=120):
    """Press Tab until ``found(focused widget)``; the widget."""
    for _ in range(limit):
        if found(focus()):
            return focus()
        here = focus()
        press(window, Key.Key_Tab, Mod.ControlModifier if "Ctrl+Tab" in here.accessibleDescription() else Mod.NoModifier)
    raise AssertionError("Tab never reached it")


def open_tab(window, title):
    """Tab to the tab bar, then Right until the tab called ``title`` is in front."""
    bar = tab_to(window, lambda w: isinstance(w, QtWidgets.QTabBar) and w.parent() is window.tabs)
    for _ in range(bar.count()):
        if window.tabs.tabText(window.tabs.currentIndex()) == title:
            return window.tabs.currentWidget()
        press(window, Key.Key_Right)
    raise AssertionError(f"no tab {title}")


def test_the_walkthrough_by_keys(window):
    press(window, Key.Key_F6)
    seen = [window.walkthrough.title.text()]
    for _ in range(len(STEPS) + 1):                 # one more Right than there are steps: it stays
        press(window, Key.Key_Right)
        seen.append(window.walkthrough.title.text())
    assert seen[:len(STEPS)] == [step.title for step in STEPS] and seen[-1] == STEPS[-1].title
    press(window, Key.Key_Left)
    assert window.session.step == len(STEPS) - 2
    press(window, Key.Key_Escape)
    assert window.session.step == -1 and not window.walkthrough.isVisible()


def test_the_quiz_by_keys(window, qtbot):
    page = open_tab(window, "Quiz")
    quiz = page.view
    tab_to(window, lambda w: w.objectName() == "choice")
    answer = quiz.question.answer
    for _ in range(answer):                        # Tab along the choices to the right one, Space picks it
        press(window, Key.Key_Tab)
    assert focus().accessibleName().startswith("ABCDEFGH"[answer])
    press(window, Key.Key_Space)
    assert quiz.answers == {0: answer} and "Right" in quiz.feedback.text()
    assert ", the answer" in quiz.choice_buttons[answer].accessibleName()
    tab_to(window, lambda w: w.objectName() == "nextQuestion")
    press(window, Key.Key_Space)
    assert quiz.current == 1 and window.tabs.currentWidget() is page
    wrong = next(i for i, choice in enumerate(quiz.question.choices) if not choice.correct)
    press(window, getattr(Key, f"Key_{wrong + 1}"))    # digits answer too
    assert quiz.answers == {0: answer, 1: wrong}


def test_a_practice_check_by_keys(window, qtbot):
    page = open_tab(window, "Practice")
    panel = page.view
    tab_to(window, lambda w: w.objectName() == "task1")              # Tab reaches the group's checked task
    press(window, Key.Key_Right)                                      # arrows move along the group
    assert focus().objectName() == "task2"                            # assemble_z
    press(window, Key.Key_Space)
    assert panel.task.key == "assemble_z"
    editor = tab_to(window, lambda w: w is panel.editor)
    press(window, Key.Key_A, Mod.ControlModifier)                     # replace the starter code
    QTest.keyClicks(editor, "import numpy as np")
    press(window, Key.Key_Return)
    QTest.keyClicks(editor, "def assemble_z(E, ids, P): return E[ids] + P[:len(ids)]")
    assert editor.hasFocus() and "return E[ids] + P[:len(ids)]" in editor.toPlainText()
    press(window, Key.Key_Tab, Mod.ControlModifier)                   # out of the editor, to Check
    check = tab_to(window, lambda w: w.objectName() == "checkButton")
    press(window, Key.Key_Space)
    qtbot.waitUntil(lambda: check.isEnabled() and "pass" in panel.summary.text(), timeout=60000)
    assert panel.summary.text().startswith("✓") and "hidden cases pass" in panel.summary.text()


def test_a_spin_box_reached_by_tab_takes_its_arrows_until_esc(window):
    d = window.session.settings.d_model
    spin = tab_to(window, lambda w: w is window.controls.d_model)
    assert window.presenter.edited is spin and "Editing" in window.statusBar().currentMessage()
    press(window, Key.Key_Up)
    assert window.session.settings.d_model == d + 1 and window.session.step == -1
    press(window, Key.Key_Escape)                      # the keys go back to the walkthrough
    press(window, Key.Key_Up)
    assert window.session.settings.d_model == d + 1
    press(window, Key.Key_Right)
    assert window.session.step == 0
