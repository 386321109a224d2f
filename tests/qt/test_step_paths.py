"""Every way of moving the walkthrough moves it by exactly one step (issue 23): the bar's buttons,
the presenter console's buttons, the clicker's keys in both windows, F6 and every menu entry or
button that starts the walkthrough. Each path is driven and the step it leaves is asserted, so a
path that skipped a step (or started at the wrong one) fails here."""
import pytest
from PySide6 import QtCore, QtWidgets
from PySide6.QtTest import QTest

from posviz.qt import create_window
from posviz.qt.window.presenter import Lectern
from posviz.qt.window.presenting.console import PresenterConsole
from shared_window import reset_shared

Key = QtCore.Qt.Key
LAST = 4


@pytest.fixture(scope="module")
def window():
    w = create_window()
    w.persistence.disable()
    w.session.background = False
    w.session.set_reduce_motion(True)
    w.show()
    QTest.qWaitForWindowExposed(w)
    yield w
    w.close()
    w.deleteLater()


@pytest.fixture(autouse=True)
def back_to_the_files_start(request):
    """The shared window is put back where the file's fixture left it, whatever ran before."""
    reset_shared(request, "window")


@pytest.fixture(scope="module")
def console(window):
    c = PresenterConsole(window, window.stage)
    c.show()
    QTest.qWaitForWindowExposed(c)
    yield c
    c.close()
    c.deleteLater()


@pytest.fixture(autouse=True)
def outside_the_walkthrough(window):
    """Each test starts where the lesson starts: outside the walkthrough, nothing blanked, no drop-down
    open and no control focused (a focused control outside the walkthrough keeps its own keys)."""
    window.session.set_step(-1)
    if window.blanked:
        window.toggle_blank()
    while QtWidgets.QApplication.activePopupWidget() is not None:
        QtWidgets.QApplication.activePopupWidget().close()
    if QtWidgets.QApplication.focusWidget() is not None:
        QtWidgets.QApplication.focusWidget().clearFocus()
    yield
    window.session.set_step(-1)


def activate(w):
    """Give ``w`` the keys (the clicker's keys and shortcuts go to the active window)."""
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w, 2000)
    # Activation gives the focus back to the last focused control (a button keeps Space outside the
    # walkthrough, a tab bar the arrows), and under load that focus event may still be queued when the
    # window is already active: deliver it first, then clear the focus.
    QtWidgets.QApplication.processEvents()
    focused = QtWidgets.QApplication.focusWidget()
    if focused is not None:
        focused.clearFocus()


def walk(window, forward, back):
    """The steps left after each of 5 presses of ``forward`` from outside the walkthrough, then 5 of
    ``back``."""
    steps = []
    for move in [forward] * (LAST + 1) + [back] * (LAST + 1):
        move()
        steps.append(window.session.step)
    return steps


EXPECTED = [0, 1, 2, 3, 4, 3, 2, 1, 0, 0]     # Next starts the walkthrough; both ends stay put


def test_the_bar_next_and_back_buttons_move_one_step(window):
    bar = window.walkthrough
    window.session.start_walkthrough()
    steps = []
    for button, times in ((bar.next, LAST), (bar.previous, LAST)):
        for _ in range(times):
            button.click()
            steps.append(window.session.step)
    assert steps == [1, 2, 3, 4, 3, 2, 1, 0]
    assert not bar.next.isVisible() or bar.previous.isEnabled() is False     # at step 0 Back is off
    bar.leave.click()
    assert window.session.step == -1


def test_both_windows_are_what_the_keys_and_commands_need(window, console):
    assert isinstance(window, Lectern) and isinstance(console, Lectern)
    assert not isinstance(QtWidgets.QMainWindow(), Lectern)      # a bare window is not one


def test_the_console_buttons_move_one_step(window, console):
    forward = console.findChild(QtWidgets.QPushButton, "consoleNextStep")
    back = console.findChild(QtWidgets.QPushButton, "consoleBack")
    assert walk(window, forward.click, back.click) == EXPECTED


@pytest.mark.parametrize(("forward", "back"), [(Key.Key_Right, Key.Key_Left), (Key.Key_PageDown, Key.Key_PageUp),
                                               (Key.Key_Space, Key.Key_Backspace)])
def test_the_clicker_keys_move_one_step_in_the_main_window(window, forward, back):
    activate(window)
    handle = window.windowHandle()
    assert walk(window, lambda: QTest.keyClick(handle, forward), lambda: QTest.keyClick(handle, back)) == EXPECTED


def test_the_clicker_keys_move_one_step_in_the_console(window, console):
    activate(console)
    handle = console.windowHandle()
    assert walk(window, lambda: QTest.keyClick(handle, Key.Key_Right),
                lambda: QTest.keyClick(handle, Key.Key_Left)) == EXPECTED


def start_paths(window, console):
    """Every way of starting the walkthrough, by name."""
    help_start = next(a for a in window.menus.help.actions() if "walkthrough" in a.text().replace("&", "").lower())
    return {"View menu": window.menus.walkthrough.trigger,
            "Help menu": help_start.trigger,
            "tool bar button": window.controls.walkthrough.trigger,
            "welcome button": window.help.banner.walkthrough.click,
            "F6 in the main window": lambda: QTest.keyClick(window.windowHandle(), Key.Key_F6),
            "F6 in the console": lambda: QTest.keyClick(console.windowHandle(), Key.Key_F6)}


def test_every_start_path_goes_to_step_one_from_anywhere(window, console):
    reached = {}
    for name, start in start_paths(window, console).items():
        for before in (-1, 3):
            window.session.set_step(before)
            activate(console if "console" in name else window)
            start()
            reached[name, before] = window.session.step
    assert reached == {key: 0 for key in reached}
