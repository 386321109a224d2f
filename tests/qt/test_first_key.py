"""Issue 25: safe from the first key. The window starts with the keys on ▶ Walkthrough; "None" and
"Positions on" never disagree; a zoom mid-walkthrough resizes the step's title and caption at once."""
import pytest
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtTest import QTest

from posviz.qt import create_window
from posviz.qt.panels.controls import SCHEMES, scheme_choices
from posviz.qt.window.presenting.console import PresenterConsole

Key, Mod = QtCore.Qt.Key, QtCore.Qt.KeyboardModifier
NONE_INDEX = [scheme for scheme, _ in SCHEMES].index("none")
PAPER_INDEX = 0


@pytest.fixture
def window(qtbot):
    w = create_window()
    qtbot.addWidget(w)
    w.persistence.disable()
    w.session.background = False
    w.session.set_reduce_motion(True)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    yield w
    w.session.set_zoom(1.0)


def test_the_window_starts_with_the_keys_on_walkthrough(window, qtbot):
    start = window.controls.widgetForAction(window.controls.walkthrough)
    qtbot.waitUntil(lambda: QtWidgets.QApplication.focusWidget() is not None, timeout=2000)
    assert QtWidgets.QApplication.focusWidget() is start and "Walkthrough" in start.text()
    settings = window.session.settings
    QTest.keyClick(window.windowHandle(), Key.Key_Space)      # a clicker's first press
    assert window.session.step == 0 and window.session.settings == settings
    QTest.keyClick(window.windowHandle(), Key.Key_Return)     # Enter is a "next" key too: one step, no more
    assert window.session.step == 1 and window.session.settings == settings


def shown(window):
    box = window.controls.positions
    return window.controls.scheme.currentText(), box.isChecked(), box.isEnabled()


def test_none_and_positions_on_never_disagree(window):
    session, scheme = window.session, window.controls.scheme
    assert shown(window) == (scheme_choices()[PAPER_INDEX][0], True, True) and session.settings.positions_on
    scheme.activated.emit(NONE_INDEX)                        # "None" picked with the mouse
    assert session.settings.scheme == "none" and shown(window) == ("None", False, False)
    scheme.activated.emit(PAPER_INDEX)                       # back: positions are on again, as they were
    assert session.settings.positions_on and shown(window) == (scheme_choices()[PAPER_INDEX][0], True, True)
    assert session.set_settings(positions_on=False)          # the session's own switch, kept as it was
    assert shown(window) == (scheme_choices()[PAPER_INDEX][0], False, True)
    assert session.set_settings(scheme="none", positions_on=True)
    assert shown(window) == ("None", False, False)           # nothing is added: not shown as "on"


def zoomed_sizes(bar):
    return bar.title.font().pointSizeF(), bar.caption.font().pointSizeF()


def test_a_zoom_mid_walkthrough_resizes_the_step_text_at_once(window, qtbot):
    """Ctrl+= and Ctrl+- on step 2: title 1.6 x and caption 1.25 x the zoomed font (1.25 / 1.0 when the
    bar is compact) right after the key, not at the next step; the console keeps the platform's size."""
    console = PresenterConsole(window, window.stage)
    qtbot.addWidget(console)
    system = QtGui.QFontDatabase.systemFont(QtGui.QFontDatabase.SystemFont.GeneralFont).pointSizeF()
    system = system if system > 0 else 10.0
    window.session.set_step(1)
    bar = window.walkthrough
    console_sizes = console.title.font().pointSizeF(), console.caption.font().pointSizeF()
    assert console_sizes == pytest.approx((system * 1.6, system * 1.15))
    for key, zoom in ((Key.Key_Equal, 1.1), (Key.Key_Equal, 1.25), (Key.Key_Minus, 1.1)):
        QTest.keyClick(window.windowHandle(), key, Mod.ControlModifier)
        assert window.session.zoom == zoom and window.session.step == 1
        title, caption = (1.25, 1.0) if bar.compact else (1.6, 1.25)
        assert zoomed_sizes(bar) == pytest.approx((system * zoom * title, system * zoom * caption))
        assert bar.title.font().bold()
        assert (console.title.font().pointSizeF(), console.caption.font().pointSizeF()) == pytest.approx(console_sizes)
        assert console.title.text() == bar.title.text()      # the console names the step the room sees
    console.close()


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing")      # offscreen popups
def test_a_drop_down_tab_reached_opens_with_space_and_a_clicked_one_does_not(window, qtbot):
    """The rule's other side: Tab to the scheme box (a keyboard user) and Space opens its list; the
    same box focused by a click that already did its job gives Space to the clicker."""
    scheme = window.controls.scheme
    scheme.setFocus(QtCore.Qt.FocusReason.TabFocusReason)
    QTest.keyClick(window.windowHandle(), Key.Key_Space)
    qtbot.waitUntil(lambda: QtWidgets.QApplication.activePopupWidget() is not None, timeout=2000)
    scheme.hidePopup()
    assert window.session.step == -1
    scheme.setFocus(QtCore.Qt.FocusReason.MouseFocusReason)
    QTest.keyClick(window.windowHandle(), Key.Key_Space)
    assert QtWidgets.QApplication.activePopupWidget() is None and window.session.step == 0
