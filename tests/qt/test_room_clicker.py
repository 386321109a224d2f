"""A clicker drives the presentation whatever has focus, and never changes the sentence, a setting
or a selection (every focusable widget x every clicker key)."""
import pytest
from PySide6 import QtCore, QtWidgets
from PySide6.QtTest import QTest

from posviz.qt import create_window
from posviz.qt.window.presenter import BLANK_KEYS, CLICKER_KEYS, KEY_HELP, NEXT_KEYS, PREVIOUS_KEYS
from shared_window import reset_shared

Key = QtCore.Qt.Key
WALKTHROUGH_KEYS = (*CLICKER_KEYS, Key.Key_N, Key.Key_Return, Key.Key_Down)
# Every key of the clicker map that moves a step or blanks (Esc leaves a mode, F1 opens the key list).
EVERY_CLICKER_KEY = tuple(sorted(NEXT_KEYS | PREVIOUS_KEYS | BLANK_KEYS, key=int))


@pytest.fixture(scope="module")
def window():
    w = create_window()
    w.session.background = False
    w.session.set_reduce_motion(True)
    w.show()
    QTest.qWaitForWindowExposed(w)
    yield w
    w.set_presenting(False)
    w.close()
    w.deleteLater()


@pytest.fixture(autouse=True)
def back_to_the_files_start(request):
    """The shared window is put back where the file's fixture left it, whatever ran before."""
    reset_shared(request, "window")


def state(window):
    """Everything a stray key could change: sentence, settings, focus, each control's value by widget
    (scroll bars excluded: scrolling is not state)."""
    s = window.session
    values = {}
    for w in window.findChildren(QtWidgets.QWidget):
        if isinstance(w, QtWidgets.QComboBox):
            values[id(w)] = w.currentIndex()
        elif isinstance(w, QtWidgets.QAbstractSpinBox):
            values[id(w)] = w.text()
        elif isinstance(w, QtWidgets.QAbstractButton) and w.isCheckable():
            values[id(w)] = w.isChecked()
        elif isinstance(w, QtWidgets.QAbstractItemView) and w.selectionModel() is not None:
            values[id(w)] = (sorted((i.row(), i.column()) for i in w.selectionModel().selectedIndexes()),
                             (w.currentIndex().row(), w.currentIndex().column()))
        elif isinstance(w, QtWidgets.QAbstractSlider) and not isinstance(w, QtWidgets.QScrollBar):
            values[id(w)] = w.value()
        elif isinstance(w, (QtWidgets.QPlainTextEdit, QtWidgets.QTextEdit, QtWidgets.QLineEdit)):
            values[id(w)] = w.toPlainText() if hasattr(w, "toPlainText") else w.text()
    return (s.text, s.settings, s.focus, s.heatmap_rows), values


def same_state(before, after) -> bool:
    """Equal session state, and equal values for every control there before and after."""
    shared = before[1].keys() & after[1].keys()
    return before[0] == after[0] and all(before[1][k] == after[1][k] for k in shared)


def focusable(window):
    """Visible, enabled widgets that take keyboard focus (by Tab or by click)."""
    out = []
    for w in window.findChildren(QtWidgets.QWidget):
        policy = w.focusPolicy()
        if (policy & QtCore.Qt.FocusPolicy.ClickFocus) and w.isVisible() and w.isEnabled() and w.focusProxy() is None:
            out.append(w)
    return out


def give_focus(window, widget, reason=QtCore.Qt.FocusReason.TabFocusReason):
    window.activateWindow()
    widget.setFocus(reason)
    QtWidgets.QApplication.processEvents()
    return QtWidgets.QApplication.focusWidget() is widget


def expected_after(key, step):
    if key in NEXT_KEYS:
        return step + 1
    if key in PREVIOUS_KEYS:
        return max(step - 1, min(step, 0))
    return step


def check_every_widget(window, keys, start_step, at_least=3, tab=0, reason=QtCore.Qt.FocusReason.TabFocusReason):
    session = window.session
    session.set_step(start_step)
    window.tabs.setCurrentIndex(tab)
    QtWidgets.QApplication.processEvents()
    widgets = focusable(window)
    assert len(widgets) >= at_least, [type(w).__name__ for w in widgets]
    tried = 0
    for widget in widgets:
        for key in keys:
            session.set_step(start_step)
            window.tabs.setCurrentIndex(tab)
            if not give_focus(window, widget, reason):
                continue
            before = state(window)
            QTest.keyClick(window.windowHandle(), key)
            where = (type(widget).__name__, widget.objectName(), widget.accessibleName(), key)
            if key in (Key.Key_B, Key.Key_Period):
                assert window.blanked, where
                QTest.keyClick(window.windowHandle(), key)      # any key brings the screen back
                assert not window.blanked, where
            assert QtWidgets.QApplication.activePopupWidget() is None, where     # no drop-down opened
            assert session.step == expected_after(key, start_step), where
            assert same_state(before, state(window)), where
            tried += 1
    return tried


def test_walkthrough_owns_the_clicker_whatever_has_focus(window):
    tried = check_every_widget(window, WALKTHROUGH_KEYS, 1, at_least=8)
    assert tried >= 8 * len(WALKTHROUGH_KEYS)


def test_presentation_owns_the_clicker_on_every_tab(window):
    """On the main tab mid-walkthrough; on every other tab Next starts the walkthrough (step 0)."""
    window.set_presenting(True)
    try:
        check_every_widget(window, WALKTHROUGH_KEYS, 1, at_least=4)
        for index in range(1, window.tabs.count()):
            window.session.set_step(-1)
            window.tabs.setCurrentIndex(index)
            QtWidgets.QApplication.processEvents()
            check_every_widget(window, CLICKER_KEYS, -1, tab=index)
    finally:
        window.session.set_step(-1)
        window.set_presenting(False)
        window.tabs.setCurrentIndex(0)


def test_before_the_walkthrough_a_focused_control_is_never_operated_by_the_clicker(window):
    """Issue 25: focus that no Tab brought (the first focus, a program's, a click that already did its
    job) gives every clicker key to the walkthrough on every tab: no drop-down opens, no box toggles,
    no spin box moves, no text is typed."""
    window.set_presenting(False)
    other = QtCore.Qt.FocusReason.OtherFocusReason
    tried = check_every_widget(window, EVERY_CLICKER_KEY, -1, at_least=8, reason=other)
    assert tried >= 8 * len(EVERY_CLICKER_KEY)
    operating = (Key.Key_Space, Key.Key_Return, Key.Key_Down)     # what presses, opens, ticks or moves a control
    for index in range(1, window.tabs.count()):
        check_every_widget(window, operating, -1, at_least=0, tab=index, reason=other)
    window.session.set_step(-1)
    window.tabs.setCurrentIndex(0)


def test_the_reported_first_presses_leave_the_positions_alone(window):
    """Space, Page Down, Page Down, Enter with the keys on the scheme box: three steps on, the scheme
    and "Positions on" as they were (they once picked "None" with positions still ticked)."""
    session, scheme = window.session, window.controls.scheme
    session.set_step(-1)
    settings, index = session.settings, scheme.currentIndex()
    assert give_focus(window, scheme, QtCore.Qt.FocusReason.OtherFocusReason)
    for key in (Key.Key_Space, Key.Key_PageDown, Key.Key_PageDown, Key.Key_Return):
        QTest.keyClick(window.windowHandle(), key)
        assert QtWidgets.QApplication.activePopupWidget() is None
    assert session.step == 3 and session.settings == settings and settings.positions_on
    assert scheme.currentIndex() == index and scheme.currentText() != "None"
    session.set_step(-1)


def test_after_picking_a_preset_the_clicker_still_steps(window, qtbot):
    """The reported case: a preset picked with the mouse, then Right/PgDn/N/Enter/Space/Down."""
    presets = window.sentence.presets
    window.session.set_step(0)
    presets.setFocus()
    presets.activated.emit(2)             # what choosing item 2 with the mouse sends
    text = window.session.text
    for n, key in enumerate((Key.Key_Right, Key.Key_PageDown, Key.Key_N, Key.Key_Down), start=1):
        presets.setFocus()
        QTest.keyClick(window.windowHandle(), key)
        assert window.session.step == n and window.session.text == text
    window.session.set_step(-1)


def test_outside_the_walkthrough_a_clicked_spin_box_keeps_its_arrows_until_esc(window, qtbot):
    spin = window.controls.d_model
    window.session.set_step(-1)
    d = window.session.settings.d_model
    qtbot.mouseClick(spin.lineEdit(), QtCore.Qt.MouseButton.LeftButton)
    assert window.presenter.edited is spin and "Editing" in window.statusBar().currentMessage()
    QTest.keyClick(window.windowHandle(), Key.Key_Up)
    assert window.session.settings.d_model == d + 1 and window.session.step == -1
    QTest.keyClick(window.windowHandle(), Key.Key_Escape)
    assert window.presenter.edited is None
    QTest.keyClick(window.windowHandle(), Key.Key_Up)       # now a presenter key: nothing changes
    assert window.session.settings.d_model == d + 1
    window.session.set_settings(d_model=d)


def test_typed_digits_and_enter_still_set_a_spin_box_in_the_walkthrough(window, qtbot):
    spin = window.controls.d_model
    window.session.set_step(1)
    give_focus(window, spin)
    spin.lineEdit().selectAll()
    for key in (Key.Key_1, Key.Key_6, Key.Key_Return):
        QTest.keyClick(window.windowHandle(), key)
    assert window.session.settings.d_model == 16 and window.session.step == 1
    window.session.set_settings(d_model=6)
    window.session.set_step(-1)


def test_key_help_lists_prepared_sentence_keys_and_the_walkthrough_button(window):
    keys = [k for k, _ in KEY_HELP]       # one row per command of the table
    assert "Ctrl+Page Down" in keys and "Ctrl+Page Up" in keys and any("Walkthrough button" in k for k in keys)
    button = window.controls.widgetForAction(window.controls.walkthrough)
    assert button.isVisible() and "Walkthrough" in button.text()
    button.click()
    assert window.session.step == 0
    window.session.set_step(-1)
    entries = [a for a in window.menus.help.actions() if not a.isSeparator()]
    assert len(entries) >= 3
    start = [a for a in entries if "walkthrough" in a.text().replace("&", "").lower()]
    assert start, [a.text() for a in entries]           # Help starts the walkthrough too
    start[0].trigger()
    assert window.session.step == 0
    window.session.set_step(-1)
