"""Lecture-hall mode: presenter keys drive the walkthrough even with the editor focused; zoom,
presentation mode, themes, blanking, the shuffle demo."""
import numpy as np
import pytest
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtTest import QTest

from posviz.model import NoPositions, toy_model
from posviz.qt import create_window
from posviz.qt.window.walkthrough import STEPS, DimOverlay

Key = QtCore.Qt.Key


@pytest.fixture
def window(qtbot):
    w = create_window()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.session.set_zoom(1.0)
    w.session.set_theme("light")


def press(window, key, text=""):
    QTest.keyClick(window.windowHandle(), key)


def focus_editor(qtbot, window):
    editor = window.sentence.editor
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus, timeout=2000)
    return editor


@pytest.mark.parametrize("next_key", [Key.Key_Right, Key.Key_Down, Key.Key_PageDown, Key.Key_Space,
                                      Key.Key_N, Key.Key_Return, Key.Key_Enter])
def test_next_keys_step_forward_with_the_editor_focused(qtbot, window, next_key):
    editor = focus_editor(qtbot, window)
    press(window, next_key)
    assert window.session.step == 0
    press(window, next_key)
    assert window.session.step == 1
    assert editor.text() == "the dog bit the man"           # the editor did not take the key


@pytest.mark.parametrize("prev_key", [Key.Key_Left, Key.Key_Up, Key.Key_PageUp, Key.Key_Backspace, Key.Key_P])
def test_previous_keys_step_back(qtbot, window, prev_key):
    focus_editor(qtbot, window)
    window.session.set_step(3)
    press(window, prev_key)
    assert window.session.step == 2 and window.sentence.editor.text() == "the dog bit the man"


def test_walk_all_steps_with_captions_and_emphasis(qtbot, window):
    focus_editor(qtbot, window)
    bar = window.walkthrough
    for i, step in enumerate(STEPS):
        if window.addition.animation.state() == QtCore.QAbstractAnimation.State.Running:
            press(window, Key.Key_Right)                     # step 4's sum still flying: shown finished
            assert window.session.step == i - 1 and window.addition.progress == 1.0
        press(window, Key.Key_Right)
        assert window.session.step == i and bar.isVisible()
        assert bar.title.text() == step.title and f"Step {i + 1} of 5" in bar.indicator.text()
        for name, box in window.boxes.items():
            dimmed = box.findChild(DimOverlay, options=QtCore.Qt.FindChildOption.FindDirectChildrenOnly)
            assert (dimmed is None) == (name in step.panels), (i, name)
    press(window, Key.Key_Right)
    assert window.session.step == 4                          # the last step stays
    press(window, Key.Key_Escape)
    assert window.session.step == -1 and not bar.isVisible()


class PaintedProgress(QtCore.QObject):
    """The addition canvas's progress each time it is painted: what the audience saw, frame by frame."""

    def __init__(self, canvas):
        super().__init__()
        self.canvas, self.seen = canvas, []
        canvas.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.canvas and event.type() == QtCore.QEvent.Type.Paint:
            self.seen.append(self.canvas.progress)
        return False


def test_add_step_plays_the_animation(qtbot, window):
    assert not window.session.reduce_motion
    window.session.set_step(2)
    painted = PaintedProgress(window.addition.canvas)
    with qtbot.waitSignal(window.addition.finished, timeout=15000):   # a 1 s animation; the margin is for a loaded CI machine
        window.session.set_step(3)
    qtbot.waitUntil(lambda: bool(painted.seen) and painted.seen[-1] == 1.0, timeout=2000)
    between = [t for t in painted.seen if 0.0 < t < 1.0]
    assert len(between) >= 2, painted.seen               # drawn part-way, more than once
    assert between == sorted(between)                     # the arrows grow, never jump back
    frame, focus = window.session.frame, window.session.focus
    token, position, z = window.addition.values           # and it ends on the focused token's sum
    np.testing.assert_array_equal(z, frame.z[focus])
    np.testing.assert_array_equal(token + position, frame.z[focus])


def test_editing_keeps_keys_until_escape(qtbot, window):
    editor = window.sentence.editor
    qtbot.mouseClick(editor, QtCore.Qt.MouseButton.LeftButton)
    assert window.presenter.editing
    editor.end(False)
    press(window, Key.Key_Space)
    press(window, Key.Key_N)
    press(window, Key.Key_Left)
    assert editor.text().replace(" ", "") == "thedogbitthemann" and window.session.step == -1
    press(window, Key.Key_Escape)
    assert not window.presenter.editing
    press(window, Key.Key_Right)
    assert window.session.step == 0


def test_typing_a_letter_starts_editing(qtbot, window):
    editor = focus_editor(qtbot, window)
    editor.end(False)
    QTest.keyClick(window.windowHandle(), Key.Key_S)
    assert window.presenter.editing and editor.text() == "the dog bit the mans"


def test_blank_screen_and_back(qtbot, window):
    focus_editor(qtbot, window)
    press(window, Key.Key_B)
    assert window.blanked and window.blank.geometry() == window.rect()
    press(window, Key.Key_Right)                             # any key brings the screen back
    assert not window.blanked and window.session.step == -1
    press(window, Key.Key_Period)
    assert window.blanked
    press(window, Key.Key_Escape)
    assert not window.blanked


def test_zoom_scales_fonts_and_plot_ticks(qtbot, window):
    base = QtWidgets.QApplication.instance().font().pointSizeF()
    QTest.keyClick(window.windowHandle(), Key.Key_Equal, QtCore.Qt.KeyboardModifier.ControlModifier)
    assert window.session.zoom == 1.1
    window.session.set_zoom(2.0)
    assert QtWidgets.QApplication.instance().font().pointSizeF() == pytest.approx(2 * base)
    qtbot.waitUntil(lambda: window.sentence.editor.font().pointSizeF() == pytest.approx(2 * base), timeout=2000)
    import pyqtgraph as pg
    axes = [i for v in window.findChildren(pg.GraphicsView) for i in v.scene().items() if isinstance(i, pg.AxisItem)]
    assert axes and all(a.style["tickFont"].pointSizeF() == pytest.approx(2 * base) for a in axes)
    QTest.keyClick(window.windowHandle(), Key.Key_0, QtCore.Qt.KeyboardModifier.ControlModifier)
    assert window.session.zoom == 1.0


def test_presentation_mode_hides_chrome(qtbot, window):
    QTest.keyClick(window.windowHandle(), Key.Key_F5)
    assert window.presenting and not window.menuBar().isVisible() and not window.controls.isVisible()
    window.session.set_step(2)                               # positions: only the heatmap is needed
    assert not window.boxes["table"].isVisible() and window.boxes["heatmap"].isVisible()
    press(window, Key.Key_Escape)
    assert not window.presenting and window.menuBar().isVisible()
    assert window.boxes["table"].isVisible()                  # dimmed again, not hidden


@pytest.mark.parametrize("theme, dark", [("dark", True), ("high-contrast", True), ("light", False)])
def test_themes_switch_the_palette(qtbot, window, theme, dark):
    window.session.set_theme(theme)
    colour = QtWidgets.QApplication.instance().palette().color(QtGui.QPalette.ColorRole.Window)
    assert (colour.lightness() < 100) == dark
    assert window.property("theme") == theme


def test_colour_map_reaches_the_tables(qtbot, window):
    window.session.set_colormap("CET-CBD1")
    model = window.table.model
    from posviz.qt.widgets.colors import qcolors
    colour = model.data(model.index(2, 0), QtCore.Qt.ItemDataRole.BackgroundRole)
    assert colour in qcolors("CET-CBD1")[0]
    assert not window.session.set_colormap("rainbow") and "rainbow" in window.session.message


def test_shuffle_demo_shows_the_model_numbers(qtbot, window):
    window.show_tab("Word order")
    panel = window.tabs.currentWidget().view
    np.testing.assert_array_equal(panel.right_model.matrix, toy_model().encode("the man bit the dog").z)
    assert "Positions on" in panel.verdict.text() and panel.comparison.changed[1].any()
    window.session.set_settings(positions_on=False)
    off = toy_model().with_positions(NoPositions())
    qtbot.waitUntil(lambda: "Positions off" in panel.verdict.text(), timeout=5_000)
    np.testing.assert_array_equal(panel.right_model.matrix, off.encode("the dog bit the man").z[[0, 4, 2, 3, 1]])
    assert "keeps exactly its row from the left" in panel.verdict.text()


def test_key_help_lists_every_presenter_key(qtbot, window, monkeypatch):
    shown = []
    monkeypatch.setattr(QtWidgets.QDialog, "exec", lambda self: shown.append(self) or 0)
    press(window, Key.Key_F1)
    table = shown[0].findChild(QtWidgets.QTableWidget)
    keys = " ".join(table.item(r, 0).text() for r in range(table.rowCount()))
    for name in ("Right", "Page Down", "Space", "Backspace", "B or .", "Esc", "F5", "Ctrl+="):
        assert name in keys


def test_presentation_mode_on_one_screen_shows_the_sentence_unselected(qtbot, window):
    """Issue 25: F5 hid the tool bar holding the keys, and Qt's move to the next control (the
    sentence box) selected its whole text, shown highlighted to the room."""
    window.activateWindow()
    qtbot.waitUntil(lambda: window.controls.start_button.hasFocus(), timeout=2000)
    QTest.keyClick(window.windowHandle(), Key.Key_F5)
    editor = window.sentence.editor
    assert window.presenting and editor.hasFocus()
    assert not editor.hasSelectedText() and editor.text() == "the dog bit the man"


@pytest.mark.parametrize("how", ["key", "bar", "console"])
def test_next_during_the_addition_shows_the_sum_instead_of_moving_on(qtbot, window, how):
    """Issue 25: step 4's bars fly for a second, and a quick second click landed on step 5 before
    the sum was seen. The first "next" finishes the flight, the second moves on."""
    window.session.set_step(2)
    window.session.set_step(3)
    addition = window.addition
    assert addition.animation.state() == QtCore.QAbstractAnimation.State.Running and addition.progress < 1.0
    nexts = {"key": lambda: press(window, Key.Key_Right), "bar": window.walkthrough.next.click,
             "console": window.session.next_step}     # the console's Next button calls the session
    with qtbot.waitSignal(addition.finished, timeout=1000):
        nexts[how]()
    assert window.session.step == 3 and addition.progress == 1.0
    assert addition.animation.state() == QtCore.QAbstractAnimation.State.Stopped
    nexts[how]()
    assert window.session.step == 4


def test_with_reduce_motion_next_moves_on_at_once(qtbot, window):
    window.session.set_reduce_motion(True)
    try:
        window.session.set_step(3)
        assert window.addition.progress == 1.0
        press(window, Key.Key_Right)
        assert window.session.step == 4
    finally:
        window.session.set_reduce_motion(False)
